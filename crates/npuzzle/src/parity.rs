//! Solvability: which positions can reach the goal, with a proof by parity for those that
//! cannot.
//!
//! Read the tiles row by row, skipping the blank, and count the *inversions*: pairs of tiles
//! in the wrong order. A horizontal move does not change the reading order. A vertical move
//! takes one tile past the `n - 1` tiles between its old and new place, changing the count by
//! `n - 1` plus or minus an even number.
//!
//! - Odd width (3x3, 5x5): `n - 1` is even, so the parity of the inversions never changes;
//!   the goal has 0, so a position is solvable exactly when its inversions are even.
//! - Even width (4x4): every vertical move flips the parity of the inversions *and* of the
//!   number of rows between the blank and the bottom row, so their sum keeps its parity; the
//!   goal's sum is 0, so a position is solvable exactly when the sum is even.
//!
//! That the invariant is also sufficient (every position that satisfies it is reachable) is
//! the classic result of Johnson and Story (1879); the tests check it by exhausting 3x3.

use std::fmt;

use serde::Serialize;

use crate::board::Board;
use crate::size::Size;

/// The parity invariant of a position: whether it is solvable, and the figures of the proof.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Parity {
    /// The board size.
    pub size: Size,
    /// Pairs of tiles in the wrong order, reading row by row without the blank.
    pub inversions: u32,
    /// Rows between the blank and the bottom row (0 when the blank is in the bottom row).
    pub blank_rows_from_bottom: u32,
    /// Whether the goal can be reached.
    pub solvable: bool,
}

impl Parity {
    /// Computes the invariant of `board`.
    pub fn of(board: &Board) -> Parity {
        let tiles: Vec<u8> = board.cells().iter().copied().filter(|&t| t != 0).collect();
        let mut inversions = 0u32;
        for (i, &a) in tiles.iter().enumerate() {
            inversions += tiles[i + 1..].iter().filter(|&&b| b < a).count() as u32;
        }
        let size = board.size();
        let blank_rows_from_bottom = (size.width() - 1 - size.row(board.blank())) as u32;
        let invariant = if size.width() % 2 == 1 {
            inversions
        } else {
            inversions + blank_rows_from_bottom
        };
        Parity {
            size,
            inversions,
            blank_rows_from_bottom,
            solvable: invariant.is_multiple_of(2),
        }
    }
}

/// Explains the verdict: for an unsolvable position, the proof.
impl Parity {
    /// The verdict with its catalogue words (`npuzzle-parity-odd-width` or `-even-width`), the
    /// English being the `Display`.
    pub fn phrase(&self) -> puzzle::Phrase {
        let (inv, rows) = (self.inversions, self.blank_rows_from_bottom);
        let odd_width = self.size.width() % 2 == 1;
        let invariant = if odd_width { inv } else { inv + rows };
        let words = puzzle::Words::new(if odd_width {
            "npuzzle-parity-odd-width"
        } else {
            "npuzzle-parity-even-width"
        })
        .arg("inversions", inv)
        .arg("rows", rows)
        .arg("sum", inv + rows)
        .arg("size", self.size)
        .arg(
            "parity",
            if invariant.is_multiple_of(2) {
                "even"
            } else {
                "odd"
            },
        )
        .arg("solvable", if self.solvable { "yes" } else { "no" });
        puzzle::Phrase::new(self.to_string(), words)
    }
}

impl fmt::Display for Parity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (size, inv) = (self.size, self.inversions);
        if self.size.width() % 2 == 1 {
            write!(
                f,
                "the tiles have {inv} inversions (pairs in the wrong order, reading row by row), an {} number; on a {size} board every move keeps that parity and the goal has 0",
                if inv.is_multiple_of(2) { "even" } else { "odd" }
            )?;
        } else {
            let rows = self.blank_rows_from_bottom;
            let sum = inv + rows;
            write!(
                f,
                "the tiles have {inv} inversions (pairs in the wrong order, reading row by row) and the blank is {rows} row(s) above the bottom row; {inv} + {rows} = {sum} is {}, and on a {size} board every move keeps the parity of that sum, which is 0 in the goal",
                if sum.is_multiple_of(2) { "even" } else { "odd" }
            )?;
        }
        if self.solvable {
            f.write_str(": the goal can be reached")
        } else {
            f.write_str(": the goal cannot be reached; swapping two tiles makes it solvable")
        }
    }
}

impl Board {
    /// Whether the goal can be reached from this position (see [`crate::parity`]).
    pub fn is_solvable(&self) -> bool {
        self.parity().solvable
    }

    /// The parity invariant, with the figures that prove the verdict.
    pub fn parity(&self) -> Parity {
        Parity::of(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_cases() {
        let goal = Board::goal(Size::Four);
        assert!(goal.is_solvable());
        // Sam Loyd's 14-15 puzzle.
        let loyd: Board = "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0".parse().unwrap();
        let p = loyd.parity();
        assert!(!p.solvable);
        assert_eq!(p.inversions, 1);
        assert!(p.to_string().contains("cannot be reached"), "{p}");
        // Moving the blank up one row flips both parities.
        let up: Board = "1 2 3 4/5 6 7 8/9 10 11 0/13 14 15 12".parse().unwrap();
        assert!(up.is_solvable());
        assert_eq!(up.parity().inversions, 3);
        assert_eq!(up.parity().blank_rows_from_bottom, 1);

        let swapped: Board = "2 1 3/4 5 6/7 8 0".parse().unwrap();
        assert!(!swapped.is_solvable());
        assert!(swapped.parity().to_string().contains("an odd number"));
        let swapped5: Board = "2 1 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 24 0"
            .parse()
            .unwrap();
        assert!(!swapped5.is_solvable());
    }
}
