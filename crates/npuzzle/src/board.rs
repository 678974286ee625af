//! [`Board`]: one position of a sliding-tile puzzle, stored as a byte per cell.
//!
//! A board is small and `Copy` (27 bytes): the cells row by row (0 = the blank), the index of
//! the blank and the size. Solvers that search millions of nodes do not clone boards: the
//! IDA* of [`crate::solver`] moves tiles in place in its own arrays, and the weighted search
//! keys its tables by [`Board::pack`], 5 bits a cell in a `u128`.
//!
//! The text format lives in [`crate::text`], solvability in [`crate::parity`] and moves in
//! [`crate::moves`].

use serde::{Serialize, Serializer};

use crate::size::{Size, MAX_CELLS};

/// A position: every tile 1..=tiles and the blank (0) exactly once on an `n x n` board.
///
/// Build one with [`Board::parse`] / [`str::parse`], [`Board::from_cells`] or
/// [`Board::goal`]; [`Display`](std::fmt::Display) writes the canonical text, which parses
/// back to the same board.
///
/// ```
/// use npuzzle::{Board, Size};
///
/// let board: Board = "1 2 3/4 5 6/7 0 8".parse().expect("a valid 3x3 board");
/// assert_eq!(board.size(), Size::Three);
/// assert_eq!(board.blank(), 7);
/// assert!(!board.is_solved());
/// assert_eq!(Board::goal(Size::Three).to_string(), "1 2 3/4 5 6/7 8 0");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    /// Row-major cells; entries past `size.cells()` are 0.
    pub(crate) cells: [u8; MAX_CELLS],
    /// Index of the blank in `cells`.
    pub(crate) blank: u8,
    pub(crate) size: Size,
}

impl Board {
    /// The solved position: tiles 1, 2, ... in order, the blank last.
    pub fn goal(size: Size) -> Board {
        let mut cells = [0; MAX_CELLS];
        for (i, cell) in cells.iter_mut().enumerate().take(size.tiles()) {
            *cell = i as u8 + 1;
        }
        Board {
            cells,
            blank: size.tiles() as u8,
            size,
        }
    }

    /// Builds a board from already validated cells (a permutation of `0..size.cells()`).
    pub(crate) fn from_valid_cells(size: Size, values: &[u8]) -> Board {
        debug_assert_eq!(values.len(), size.cells());
        let mut cells = [0; MAX_CELLS];
        cells[..values.len()].copy_from_slice(values);
        let blank = values.iter().position(|&v| v == 0).unwrap_or(0) as u8;
        Board { cells, blank, size }
    }

    /// The board size.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The width (and height) in cells.
    pub fn width(&self) -> usize {
        self.size.width()
    }

    /// The cells row by row, 0 for the blank.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.size.cells()]
    }

    /// The tile at (`row`, `col`), 0 for the blank; `None` off the board.
    pub fn tile_at(&self, row: usize, col: usize) -> Option<u8> {
        let w = self.width();
        (row < w && col < w).then(|| self.cells[row * w + col])
    }

    /// Index of the blank's cell (row-major).
    pub fn blank(&self) -> usize {
        self.blank as usize
    }

    /// The cell of every tile: `positions()[t]` is where tile `t` stands (index 0: the blank).
    pub fn positions(&self) -> [u8; MAX_CELLS] {
        let mut pos = [0; MAX_CELLS];
        for (cell, &tile) in self.cells().iter().enumerate() {
            pos[tile as usize] = cell as u8;
        }
        pos
    }

    /// Whether this is the goal position.
    pub fn is_solved(&self) -> bool {
        *self == Board::goal(self.size)
    }

    /// The board mirrored about the main diagonal, with tiles relabelled so that the goal
    /// maps to the goal ([`Size::transpose_tile`]). It is exactly as far from the goal as this
    /// board, which is what the reflected pattern database lookup relies on.
    pub fn transposed(&self) -> Board {
        let size = self.size;
        let mut cells = [0; MAX_CELLS];
        for (cell, &tile) in self.cells().iter().enumerate() {
            cells[size.transpose(cell)] = size.transpose_tile(tile);
        }
        Board {
            cells,
            blank: size.transpose(self.blank()) as u8,
            size,
        }
    }

    /// The cells packed 5 bits each into a `u128` (a hash key; the size is not included).
    pub fn pack(&self) -> u128 {
        self.cells()
            .iter()
            .rev()
            .fold(0u128, |acc, &t| (acc << 5) | u128::from(t))
    }

    /// The board of `size` whose [`pack`](Board::pack) is `packed`.
    pub(crate) fn unpack(size: Size, packed: u128) -> Board {
        let mut cells = [0; MAX_CELLS];
        let mut blank = 0;
        for (i, cell) in cells.iter_mut().enumerate().take(size.cells()) {
            *cell = ((packed >> (5 * i)) & 31) as u8;
            if *cell == 0 {
                blank = i as u8;
            }
        }
        Board { cells, blank, size }
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Board({self})")
    }
}

/// Serialised as its canonical text, e.g. `"1 2 3/4 5 6/7 8 0"`.
impl Serialize for Board {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn goal_boards() {
        for size in Size::ALL {
            let goal = Board::goal(size);
            assert!(goal.is_solved());
            assert_eq!(goal.blank(), size.cells() - 1);
            assert_eq!(goal.cells()[0], 1);
            assert_eq!(goal.transposed(), goal);
            assert_eq!(Board::unpack(size, goal.pack()), goal);
        }
    }

    #[test]
    fn positions_invert_cells() {
        let board: Board = "8 6 7/2 5 4/3 0 1".parse().unwrap();
        let pos = board.positions();
        for (cell, &tile) in board.cells().iter().enumerate() {
            assert_eq!(pos[tile as usize] as usize, cell);
        }
        assert_eq!(board.tile_at(2, 0), Some(3));
        assert_eq!(board.tile_at(3, 0), None);
    }

    #[test]
    fn transposition_mirrors_and_relabels() {
        let board: Board = "1 2 3/4 5 6/7 0 8".parse().unwrap();
        // The blank at (2,1) goes to (1,2); tile 8 (goal (2,1)) at (2,2) becomes tile 6
        // (goal (1,2)) at (2,2). One move from the goal either way.
        assert_eq!(board.transposed().to_string(), "1 2 3/4 5 0/7 8 6");
        assert_eq!(board.transposed().transposed(), board);
    }
}
