//! [`LayoutError`]: why a layout description was rejected, with the position at fault.

use crate::geometry::Cell;
use crate::piece::PieceKind;

/// A layout that cannot be read or is not a legal position. Positions in messages are
/// 1-based (row 1 is the top row); the fields hold 0-based [`Cell`]s.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum LayoutError {
    #[error("the layout is empty: give 5 rows of 4 cells such as VCCV/VCCV/VHHV/VSSV/S..S, a built-in name, a CommonCode or a ShortCode")]
    Empty,
    #[error("expected 5 rows of 4 cells, found {found} rows")]
    WrongRowCount { found: usize },
    #[error("row {} has {found} cells, expected 4", row + 1)]
    WrongRowLength { row: usize, found: usize },
    #[error("unknown character '{character}' at {cell}: use C (2x2), H (horizontal 2x1), V (vertical 1x2), S (1x1) or . (empty)")]
    UnknownCharacter { character: char, cell: Cell },
    #[error("the {} at {cell} {reason}", kind.letter())]
    BrokenPiece {
        kind: PieceKind,
        cell: Cell,
        reason: String,
    },
    #[error("no 2x2 block: a layout needs exactly one, written as four C cells")]
    NoBlock,
    #[error("{cells} C cells: a layout has exactly one 2x2 block (4 C cells)")]
    WrongBlockCells { cells: u32 },
    #[error("the C cells do not form a 2x2 square (first C at {cell})")]
    BlockNotSquare { cell: Cell },
    #[error("{found} empty cell(s): a layout needs at least 2")]
    TooFewEmpty { found: u32 },
    #[error("{kind} at {cell} does not fit on the board or overlaps another piece")]
    PieceDoesNotFit { kind: PieceKind, cell: Cell },
    #[error("'{text}' is not a layout: give 5 rows of 4 cells joined by / (VCCV/VCCV/VHHV/VSSV/S..S), a built-in name (see `puzzlelab klotski list`), a CommonCode (9 hex digits) or a ShortCode (5 characters)")]
    Unrecognised { text: String },
    #[error("CommonCode '{code}' is not valid: {reason}")]
    BadCommonCode { code: String, reason: String },
    #[error("ShortCode '{code}' is not valid: {reason}")]
    BadShortCode { code: String, reason: String },
}
