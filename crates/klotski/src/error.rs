//! [`LayoutError`]: why a layout description was rejected, with the position at fault;
//! [`LayoutErrorAt`]: the same with the byte range of the offending text.

use std::ops::Range;

use crate::geometry::Cell;
use crate::piece::Shape;

/// A layout that cannot be read or is not a legal position. Positions in messages are
/// 1-based (row 1 is the top row); the fields hold 0-based [`Cell`]s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum LayoutError {
    /// Nothing but blanks was given.
    #[error("the layout is empty: give 5 rows of 4 cells such as VCCV/VCCV/VHHV/VSSV/S..S, a built-in name, a CommonCode or a ShortCode")]
    Empty,
    /// A grid without exactly 5 rows.
    #[error("expected 5 rows of 4 cells, found {found} rows: write 5 rows joined by / or one per line, e.g. VCCV/VCCV/VHHV/VSSV/S..S")]
    WrongRowCount {
        /// Rows found.
        found: usize,
    },
    /// A grid row without exactly 4 cells.
    #[error("row {} has {found} cells, expected 4: each row is 4 characters from C, H, V, S and .", row + 1)]
    WrongRowLength {
        /// The row, 0-based.
        row: usize,
        /// Cells found in it.
        found: usize,
    },
    /// A character that is no piece letter and not `.`.
    #[error("unknown character '{character}' at {cell}: use C (2x2), H (horizontal 2x1), V (vertical 1x2), S (1x1) or . (empty)")]
    UnknownCharacter {
        /// The character.
        character: char,
        /// Where it stands.
        cell: Cell,
    },
    /// A two-cell piece letter without its other half.
    #[error("the {} at {cell} {reason}", kind.letter())]
    BrokenPiece {
        /// The piece's shape.
        kind: Shape,
        /// The unpaired cell.
        cell: Cell,
        /// What is missing, in words.
        reason: String,
    },
    /// No `C` at all.
    #[error("no 2x2 block: a layout needs exactly one, written as four C cells")]
    NoBlock,
    /// A number of `C` cells other than 4.
    #[error("{cells} C cells: a layout has exactly one 2x2 block (4 C cells)")]
    WrongBlockCells {
        /// `C` cells found.
        cells: u32,
    },
    /// Four `C` cells that are not a square.
    #[error("the C cells do not form a 2x2 square (first C at {cell}): write CC above CC")]
    BlockNotSquare {
        /// The first `C` in reading order.
        cell: Cell,
    },
    /// Fewer than two empty cells.
    #[error("{found} empty cell(s): a layout needs at least 2 (written as .)")]
    TooFewEmpty {
        /// Empty cells found.
        found: u32,
    },
    /// A piece outside the board or on another piece.
    #[error("{kind} at {cell} does not fit on the board or overlaps another piece")]
    PieceDoesNotFit {
        /// The piece's shape.
        kind: Shape,
        /// Its top-left cell.
        cell: Cell,
    },
    /// Neither a grid, a name nor a code.
    #[error("'{text}' is not a layout: give 5 rows of 4 cells joined by / (VCCV/VCCV/VHHV/VSSV/S..S), a classic's name (横刀立马, 峰回路转, ...), a CommonCode (9 hex digits) or a ShortCode (5 characters)")]
    Unrecognised {
        /// The text (shortened when long).
        text: String,
    },
    /// A CommonCode that is not one.
    #[error("CommonCode '{code}' is not valid: {reason}")]
    BadCommonCode {
        /// The code as given.
        code: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A ShortCode that is not one.
    #[error("ShortCode '{code}' is not valid: {reason}")]
    BadShortCode {
        /// The code as given.
        code: String,
        /// What is wrong with it.
        reason: String,
    },
}

impl LayoutError {
    /// A short machine-readable code: `unknown_character`, `wrong_row_count`, ...
    pub const fn code(&self) -> &'static str {
        match self {
            LayoutError::Empty => "empty",
            LayoutError::WrongRowCount { .. } => "wrong_row_count",
            LayoutError::WrongRowLength { .. } => "wrong_row_length",
            LayoutError::UnknownCharacter { .. } => "unknown_character",
            LayoutError::BrokenPiece { .. } => "broken_piece",
            LayoutError::NoBlock => "no_block",
            LayoutError::WrongBlockCells { .. } => "wrong_block_cells",
            LayoutError::BlockNotSquare { .. } => "block_not_square",
            LayoutError::TooFewEmpty { .. } => "too_few_empty",
            LayoutError::PieceDoesNotFit { .. } => "piece_does_not_fit",
            LayoutError::Unrecognised { .. } => "unrecognised",
            LayoutError::BadCommonCode { .. } => "bad_common_code",
            LayoutError::BadShortCode { .. } => "bad_short_code",
        }
    }

    /// The message's id in the interface's catalogues and the values it names, for a page that
    /// words it in another language; `None` for the errors whose reason is only in English.
    pub fn words(&self) -> Option<(&'static str, Vec<(&'static str, String)>)> {
        let cell = |c: &Cell| {
            [
                ("row", (c.row + 1).to_string()),
                ("column", (c.col + 1).to_string()),
            ]
        };
        let (key, args): (&'static str, Vec<(&'static str, String)>) = match self {
            LayoutError::Empty => ("klotski-error-empty", vec![]),
            LayoutError::WrongRowCount { found } => (
                "klotski-error-row-count",
                vec![("found", found.to_string())],
            ),
            LayoutError::WrongRowLength { row, found } => (
                "klotski-error-row-length",
                vec![("row", (row + 1).to_string()), ("found", found.to_string())],
            ),
            LayoutError::UnknownCharacter { character, cell: c } => {
                let mut args = vec![("character", character.to_string())];
                args.extend(cell(c));
                ("klotski-error-character", args)
            }
            LayoutError::NoBlock => ("klotski-error-no-block", vec![]),
            LayoutError::WrongBlockCells { cells } => (
                "klotski-error-block-cells",
                vec![("cells", cells.to_string())],
            ),
            LayoutError::BlockNotSquare { cell: c } => {
                ("klotski-error-block-not-square", cell(c).to_vec())
            }
            LayoutError::TooFewEmpty { found } => (
                "klotski-error-too-few-empty",
                vec![("found", found.to_string())],
            ),
            LayoutError::PieceDoesNotFit { kind, cell: c } => {
                let mut args = vec![("piece", kind.letter().to_string())];
                args.extend(cell(c));
                ("klotski-error-does-not-fit", args)
            }
            LayoutError::Unrecognised { text } => {
                ("klotski-error-unrecognised", vec![("text", text.clone())])
            }
            LayoutError::BrokenPiece { .. }
            | LayoutError::BadCommonCode { .. }
            | LayoutError::BadShortCode { .. } => return None,
        };
        Some((key, args))
    }

    /// The grid cell the error is about, when it is about one.
    pub const fn cell(&self) -> Option<Cell> {
        match self {
            LayoutError::UnknownCharacter { cell, .. }
            | LayoutError::BrokenPiece { cell, .. }
            | LayoutError::BlockNotSquare { cell }
            | LayoutError::PieceDoesNotFit { cell, .. } => Some(*cell),
            _ => None,
        }
    }
}

/// A [`LayoutError`] with the byte range of the text at fault in the parsed input: the
/// offending character for a bad cell or code digit, the row for a row of the wrong length,
/// the whole layout when the fault is the layout as a whole.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{error}")]
pub struct LayoutErrorAt {
    /// What is wrong.
    pub error: LayoutError,
    /// Where, as a byte range of the input.
    pub span: Range<usize>,
}

impl LayoutErrorAt {
    /// `error` at `span`.
    pub const fn new(error: LayoutError, span: Range<usize>) -> Self {
        LayoutErrorAt { error, span }
    }

    /// The same error with its span moved `offset` bytes on (for a part parsed alone).
    pub fn shifted(self, offset: usize) -> Self {
        LayoutErrorAt {
            error: self.error,
            span: self.span.start + offset..self.span.end + offset,
        }
    }
}
