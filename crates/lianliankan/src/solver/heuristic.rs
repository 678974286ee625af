//! The lower bound the solvers search with: the puzzle's matching bound without gravity
//! ([`crate::bound`]), the slot-aware bound of [`GravityBound`] under gravity. Both are
//! admissible and consistent.

use crate::puzzle::{Move, Puzzle};
use crate::solver::gravity_bound::GravityBound;

/// A consistent lower bound on the cost of clearing a state.
pub struct Heuristic<'a> {
    puzzle: &'a Puzzle,
    gravity: Option<GravityBound>,
}

impl<'a> Heuristic<'a> {
    /// Builds the tables for `puzzle` (those of the gravity bound only under gravity).
    pub fn new(puzzle: &'a Puzzle) -> Heuristic<'a> {
        Heuristic {
            puzzle,
            gravity: GravityBound::new(puzzle).filter(|g| !g.is_trivial()),
        }
    }

    /// The bound of `state` ([`crate::bound::IMPOSSIBLE`] or more if it cannot be cleared).
    pub fn of(&self, state: &[u64]) -> u32 {
        match &self.gravity {
            Some(g) => g.bound(state),
            None => self.puzzle.lower_bound(state),
        }
    }

    /// The bound of `child`, reached from `parent` (bound `before`) by `mv`.
    #[inline]
    pub fn after(&self, parent: &[u64], child: &[u64], before: u32, mv: &Move) -> u32 {
        match &self.gravity {
            Some(g) => g.bound_after(parent, child, before, mv.a, mv.b),
            None => self.puzzle.lower_bound_after(parent, before, mv),
        }
    }
}
