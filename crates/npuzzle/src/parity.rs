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
//!
//! **Another goal.** Moves keep the invariant's parity whatever the goal, so a position can
//! reach a chosen [`Goal`] exactly when its invariant has the goal's parity: the proof then
//! gives the goal's figures beside the position's ([`Parity::against`]).

use std::fmt;

use serde::Serialize;

use crate::board::Board;
use crate::goal::Goal;
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
    /// The goal's own figures, when it is not the standard goal (whose figures are 0).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub goal: Option<GoalParity>,
}

/// The figures of the invariant of a goal other than the standard one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct GoalParity {
    /// The goal position.
    pub board: Board,
    /// Its inversions.
    pub inversions: u32,
    /// Rows between its blank and the bottom row.
    pub blank_rows_from_bottom: u32,
}

/// Inversions and blank rows from the bottom of `board`.
fn figures(board: &Board) -> (u32, u32) {
    let tiles: Vec<u8> = board.cells().iter().copied().filter(|&t| t != 0).collect();
    let mut inversions = 0u32;
    for (i, &a) in tiles.iter().enumerate() {
        inversions += tiles[i + 1..].iter().filter(|&&b| b < a).count() as u32;
    }
    let size = board.size();
    (
        inversions,
        (size.width() - 1 - size.row(board.blank())) as u32,
    )
}

/// The number whose parity moves keep: the inversions on an odd width, the inversions plus
/// the blank's rows from the bottom on an even one.
fn invariant(size: Size, inversions: u32, rows: u32) -> u32 {
    if size.width() % 2 == 1 {
        inversions
    } else {
        inversions + rows
    }
}

fn parity_name(n: u32) -> &'static str {
    if n.is_multiple_of(2) {
        "even"
    } else {
        "odd"
    }
}

impl Parity {
    /// Computes the invariant of `board` against the standard goal.
    pub fn of(board: &Board) -> Parity {
        let size = board.size();
        let (inversions, blank_rows_from_bottom) = figures(board);
        Parity {
            size,
            inversions,
            blank_rows_from_bottom,
            solvable: invariant(size, inversions, blank_rows_from_bottom).is_multiple_of(2),
            goal: None,
        }
    }

    /// Computes the invariant of `board` against `goal` (a goal of the same size).
    pub fn against(board: &Board, goal: &Goal) -> Parity {
        if goal.is_standard() {
            return Parity::of(board);
        }
        let mut parity = Parity::of(board);
        let (inversions, rows) = figures(goal.board());
        let size = board.size();
        parity.solvable = (invariant(size, parity.inversions, parity.blank_rows_from_bottom)
            + invariant(size, inversions, rows))
        .is_multiple_of(2);
        parity.goal = Some(GoalParity {
            board: *goal.board(),
            inversions,
            blank_rows_from_bottom: rows,
        });
        parity
    }
}

/// Explains the verdict: for an unsolvable position, the proof.
impl Parity {
    /// The verdict with its catalogue words (`n-puzzle-parity-odd-width` or `-even-width`), the
    /// English being the `Display`.
    pub fn phrase(&self) -> puzzle::Phrase {
        let (inv, rows) = (self.inversions, self.blank_rows_from_bottom);
        let odd_width = self.size.width() % 2 == 1;
        if let Some(goal) = &self.goal {
            let own = invariant(self.size, inv, rows);
            let theirs = invariant(self.size, goal.inversions, goal.blank_rows_from_bottom);
            let words = puzzle::Words::new(if odd_width {
                "n-puzzle-parity-odd-width-goal"
            } else {
                "n-puzzle-parity-even-width-goal"
            })
            .arg("inversions", inv)
            .arg("rows", rows)
            .arg("sum", inv + rows)
            .arg("size", self.size)
            .arg("parity", parity_name(own))
            .arg("goal", goal.board.to_string())
            .arg("goal_inversions", goal.inversions)
            .arg("goal_rows", goal.blank_rows_from_bottom)
            .arg("goal_sum", goal.inversions + goal.blank_rows_from_bottom)
            .arg("goal_parity", parity_name(theirs))
            .arg("solvable", if self.solvable { "yes" } else { "no" });
            return puzzle::Phrase::said(words);
        }
        let invariant = if odd_width { inv } else { inv + rows };
        let words = puzzle::Words::new(if odd_width {
            "n-puzzle-parity-odd-width"
        } else {
            "n-puzzle-parity-even-width"
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
        puzzle::Phrase::said(words)
    }
}

/// The verdict and its proof: the English of [`Parity::phrase`], from the English catalogue.
impl fmt::Display for Parity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.phrase().text)
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

    /// Whether `goal` can be reached from this position.
    pub fn can_reach(&self, goal: &Goal) -> bool {
        self.parity_to(goal).solvable
    }

    /// The parity invariant against `goal`, with the figures that prove the verdict.
    pub fn parity_to(&self, goal: &Goal) -> Parity {
        Parity::against(self, goal)
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

    #[test]
    fn against_another_goal() {
        // The textbook pair: solvable towards its own goal, not towards the standard one.
        let start: Board = "2 8 3/1 6 4/7 0 5".parse().unwrap();
        let goal = Goal::new("1 2 3/8 0 4/7 6 5".parse().unwrap());
        let p = start.parity_to(&goal);
        assert!(p.solvable && !start.is_solvable());
        assert_eq!((p.inversions, p.goal.unwrap().inversions), (11, 7));
        assert!(
            p.to_string().contains("the goal 1 2 3/8 0 4/7 6 5 has 7"),
            "{p}"
        );
        let words = p.phrase().words;
        assert_eq!(words.key, "n-puzzle-parity-odd-width-goal");
        // 4x4 with the blank first: the blank rows count too.
        let blank_first = Goal::new("0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15".parse().unwrap());
        let standard = Board::goal(Size::Four);
        let p = standard.parity_to(&blank_first);
        assert_eq!(p.goal.unwrap().blank_rows_from_bottom, 3);
        // the goal: 0 inversions and 3 rows, odd; the standard position 0 + 0, even
        assert!(!p.solvable);
        assert!(p.to_string().contains("0 + 3 = 3 is odd"), "{p}");
        assert!(Goal::standard(Size::Four)
            .board()
            .can_reach(&Goal::standard(Size::Four)));
        assert_eq!(
            start.parity_to(&Goal::standard(Size::Three)),
            start.parity()
        );
    }
}
