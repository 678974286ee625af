//! The 4x5 board's geometry: cell indices, the [`Cell`] coordinate type and bit masks.
//!
//! Cells are numbered `row * 4 + col`, top row first; a set of cells is a `u32` with bit `i`
//! for cell `i` (only the low 20 bits are used).

use serde::{Deserialize, Serialize};

/// Number of columns.
pub const COLS: usize = 4;
/// Number of rows.
pub const ROWS: usize = 5;
/// Number of cells.
pub const CELLS: usize = COLS * ROWS;
/// Every cell of the board.
pub const FULL: u32 = (1 << CELLS) - 1;

/// Cells in the leftmost column.
pub const COL_FIRST: u32 = 0x11111;
/// Cells in the rightmost column.
pub const COL_LAST: u32 = COL_FIRST << 3;
/// Cells in the bottom row.
pub const ROW_LAST: u32 = 0xF << 16;

/// A cell as (row, column), both 0-based; serialised as `[row, col]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(from = "[u8; 2]", into = "[u8; 2]")]
pub struct Cell {
    /// The row, 0 at the top.
    pub row: u8,
    /// The column, 0 at the left.
    pub col: u8,
}

impl Cell {
    /// The cell at `row`, `col` (0-based).
    pub const fn new(row: u8, col: u8) -> Self {
        Self { row, col }
    }

    /// The cell with index `index` (`row * 4 + col`).
    pub const fn from_index(index: u8) -> Self {
        Self {
            row: index / COLS as u8,
            col: index % COLS as u8,
        }
    }

    /// This cell's index (`row * 4 + col`).
    pub const fn index(self) -> u8 {
        self.row * COLS as u8 + self.col
    }

    /// Whether the cell lies on the board.
    pub const fn on_board(self) -> bool {
        (self.row as usize) < ROWS && (self.col as usize) < COLS
    }
}

impl From<[u8; 2]> for Cell {
    fn from([row, col]: [u8; 2]) -> Self {
        Self { row, col }
    }
}

impl From<Cell> for [u8; 2] {
    fn from(c: Cell) -> Self {
        [c.row, c.col]
    }
}

impl std::fmt::Display for Cell {
    /// 1-based, as people count: "row 2, column 3".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "row {}, column {}", self.row + 1, self.col + 1)
    }
}

/// The cells a set of cells touches by one orthogonal step (the set itself excluded).
pub const fn neighbours(cells: u32) -> u32 {
    let left = (cells & !COL_FIRST) >> 1;
    let right = (cells & !COL_LAST) << 1;
    let up = cells >> 4;
    let down = (cells << 4) & FULL;
    (left | right | up | down) & !cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trip() {
        for i in 0..CELLS as u8 {
            assert_eq!(Cell::from_index(i).index(), i);
            assert!(Cell::from_index(i).on_board());
        }
        assert!(!Cell::new(5, 0).on_board());
        assert!(!Cell::new(0, 4).on_board());
    }

    #[test]
    fn neighbours_stay_on_board() {
        // The top-right corner touches only its left and lower neighbours.
        assert_eq!(neighbours(1 << 3), (1 << 2) | (1 << 7));
        // The bottom-left corner touches only the cell above and the cell to its right.
        assert_eq!(neighbours(1 << 16), (1 << 12) | (1 << 17));
    }
}
