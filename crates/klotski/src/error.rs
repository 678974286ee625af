//! [`LayoutError`]: why a layout description was rejected, with the position at fault (and,
//! for a CommonCode or a ShortCode, the [`CodeProblem`]); [`LayoutErrorAt`]: the same with the
//! byte range of the offending text. Each says catalogue words; its `Display` is their English
//! from the interface's English catalogue, the same text as the API's and the command line's.

use std::ops::Range;

use puzzle::words::english;
use puzzle::Words;

use crate::geometry::Cell;
use crate::piece::Shape;

/// A layout that cannot be read or is not a legal position. Positions in messages are
/// 1-based (row 1 is the top row); the fields hold 0-based [`Cell`]s.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
#[error("{}", english(&self.words()))]
pub enum LayoutError {
    /// Nothing but blanks was given.
    Empty,
    /// A grid without exactly 5 rows.
    WrongRowCount {
        /// Rows found.
        found: usize,
    },
    /// A grid row without exactly 4 cells.
    WrongRowLength {
        /// The row, 0-based.
        row: usize,
        /// Cells found in it.
        found: usize,
    },
    /// A character that is no piece letter and not `.`.
    UnknownCharacter {
        /// The character.
        character: char,
        /// Where it stands.
        cell: Cell,
    },
    /// A two-cell piece letter without its other half.
    BrokenPiece {
        /// The piece's shape.
        kind: Shape,
        /// The unpaired cell.
        cell: Cell,
    },
    /// No `C` at all.
    NoBlock,
    /// A number of `C` cells other than 4.
    WrongBlockCells {
        /// `C` cells found.
        cells: u32,
    },
    /// Four `C` cells that are not a square.
    BlockNotSquare {
        /// The first `C` in reading order.
        cell: Cell,
    },
    /// Fewer than two empty cells.
    TooFewEmpty {
        /// Empty cells found.
        found: u32,
    },
    /// A piece outside the board or on another piece.
    PieceDoesNotFit {
        /// The piece's shape.
        kind: Shape,
        /// Its top-left cell.
        cell: Cell,
    },
    /// Neither a grid, a name nor a code.
    Unrecognised {
        /// The text (shortened when long).
        text: String,
    },
    /// A CommonCode that is not one.
    BadCommonCode {
        /// The code as given.
        code: String,
        /// What is wrong with it.
        reason: CodeProblem,
    },
    /// A ShortCode that is not one.
    BadShortCode {
        /// The code as given.
        code: String,
        /// What is wrong with it.
        reason: CodeProblem,
    },
}

/// What is wrong with a CommonCode or a ShortCode.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, thiserror::Error)]
#[serde(tag = "problem", rename_all = "snake_case")]
#[error("{}", english(&self.words()))]
pub enum CodeProblem {
    /// A CommonCode of no digits or more than 9.
    Digits {
        /// Digits given.
        count: usize,
    },
    /// A character that is not a hex digit, at `position` (1-based).
    NotHex {
        /// The character.
        character: char,
        /// Its place in the code, from 1.
        position: usize,
    },
    /// A number of more than 36 bits.
    TooManyBits,
    /// The 2x2 block's head on a cell where it does not fit.
    BlockHead {
        /// The cell, 0-based in reading order.
        cell: u8,
    },
    /// Slots that run out before the board is full.
    NotFilled,
    /// A piece of the code that does not fit.
    PieceDoesNotFit {
        /// The piece, counted from 1 after the block.
        piece: u32,
        /// The cell, 0-based in reading order.
        cell: u8,
    },
    /// Pieces after the board is full.
    LeftOver,
    /// Fewer than 2 empty cells.
    TooFewEmpty {
        /// Empty cells.
        empties: u32,
    },
    /// A ShortCode of other than 5 characters.
    Characters {
        /// Characters given.
        count: usize,
    },
    /// A character outside the ShortCode alphabet, at `position` (1-based).
    NotShortCode {
        /// The character.
        character: char,
        /// Its place in the code, from 1.
        position: usize,
    },
    /// A ShortCode past the last layout.
    BeyondLast {
        /// The rank it reads as.
        rank: u32,
        /// How many layouts there are.
        total: u32,
    },
}

impl CodeProblem {
    /// Its catalogue words.
    pub fn words(&self) -> Words {
        match *self {
            CodeProblem::Digits { count } => Words::new("klotski-code-digits").arg("count", count),
            CodeProblem::NotHex {
                character,
                position,
            } => Words::new("klotski-code-not-hex")
                .arg("character", character)
                .arg("position", position),
            CodeProblem::TooManyBits => Words::new("klotski-code-bits"),
            CodeProblem::BlockHead { cell } => {
                Words::new("klotski-code-block-head").arg("cell", cell)
            }
            CodeProblem::NotFilled => Words::new("klotski-code-not-filled"),
            CodeProblem::PieceDoesNotFit { piece, cell } => Words::new("klotski-code-does-not-fit")
                .arg("piece", piece)
                .arg("cell", cell),
            CodeProblem::LeftOver => Words::new("klotski-code-left-over"),
            CodeProblem::TooFewEmpty { empties } => {
                Words::new("klotski-code-too-few-empty").arg("empties", empties)
            }
            CodeProblem::Characters { count } => {
                Words::new("klotski-code-characters").arg("count", count)
            }
            CodeProblem::NotShortCode {
                character,
                position,
            } => Words::new("klotski-code-not-short")
                .arg("character", character)
                .arg("position", position),
            CodeProblem::BeyondLast { rank, total } => Words::new("klotski-code-beyond-last")
                .arg("rank", rank)
                .arg("total", total),
        }
    }
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

    /// The message's catalogue id and the values it names: what a page, a terminal and this
    /// error's `Display` word in their language.
    pub fn words(&self) -> Words {
        let at = |words: Words, c: &Cell| words.arg("row", c.row + 1).arg("column", c.col + 1);
        match self {
            LayoutError::Empty => Words::new("klotski-error-empty"),
            LayoutError::WrongRowCount { found } => {
                Words::new("klotski-error-row-count").arg("found", found)
            }
            LayoutError::WrongRowLength { row, found } => Words::new("klotski-error-row-length")
                .arg("row", row + 1)
                .arg("found", found),
            LayoutError::UnknownCharacter { character, cell } => at(
                Words::new("klotski-error-character").arg("character", character),
                cell,
            ),
            LayoutError::BrokenPiece { kind, cell } => at(
                Words::new(match kind {
                    Shape::Horizontal => "klotski-error-broken-horizontal",
                    _ => "klotski-error-broken-vertical",
                }),
                cell,
            ),
            LayoutError::NoBlock => Words::new("klotski-error-no-block"),
            LayoutError::WrongBlockCells { cells } => {
                Words::new("klotski-error-block-cells").arg("cells", cells)
            }
            LayoutError::BlockNotSquare { cell } => {
                at(Words::new("klotski-error-block-not-square"), cell)
            }
            LayoutError::TooFewEmpty { found } => {
                Words::new("klotski-error-too-few-empty").arg("found", found)
            }
            LayoutError::PieceDoesNotFit { kind, cell } => at(
                Words::new("klotski-error-does-not-fit").arg("piece", kind.letter()),
                cell,
            ),
            LayoutError::Unrecognised { text } => {
                Words::new("klotski-error-unrecognised").arg("text", text)
            }
            LayoutError::BadCommonCode { code, reason } => Words::new("klotski-error-common-code")
                .arg("code", code)
                .word("reason", reason.words()),
            LayoutError::BadShortCode { code, reason } => Words::new("klotski-error-short-code")
                .arg("code", code)
                .word("reason", reason.words()),
        }
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
#[error("{}", english(&self.words()))]
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

    /// The error's catalogue words ([`LayoutError::words`]; the span is where, in bytes, for
    /// the caller to turn into a line and column).
    pub fn words(&self) -> Words {
        self.error.words()
    }
}
