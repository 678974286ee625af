//! [`hint`]: the next move of an optimal solution, and the moves after it.

use search::{Claim, Limits, Stats};
use serde::Serialize;

use crate::board::Board;
use crate::goal::Goal;
use crate::solver::{solve_to, SolveError, SolveOptions};

/// A suggested next move.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Hint {
    /// The tile to slide now (`None` when solved, unsolvable, or nothing was found in time).
    pub tile: Option<u8>,
    /// The moves after it, in order.
    pub remaining: Vec<u8>,
    /// Moves to the goal along this line, the hinted one included.
    pub moves_left: Option<u32>,
    /// What is claimed about the line: [`Claim::Optimal`] from the exact search.
    pub claim: Claim,
    /// Proven: the goal is at least this many moves away.
    pub lower_bound: u32,
    /// The search's counters.
    pub stats: Stats,
}

/// The first move of a solution from `board` (optimal unless the limits stopped the exact
/// search and [`Mode::Auto`](crate::Mode::Auto) fell back), with the rest of the line.
///
/// ```
/// use npuzzle::{hint, Board, PdbCache, SolveOptions};
/// use search::{Claim, Limits};
///
/// let options = SolveOptions::with_cache(PdbCache::new(std::env::temp_dir().join("npuzzle-doc")));
/// let board: Board = "1 2 3/4 0 6/7 5 8".parse().expect("valid");
/// let h = hint(&board, &options, &Limits::none()).expect("pdb works on 3x3");
/// assert_eq!(h.tile, Some(5));
/// assert_eq!(h.remaining, vec![8]);
/// assert_eq!((h.moves_left, h.claim), (Some(2), Claim::Optimal));
/// ```
pub fn hint(board: &Board, options: &SolveOptions, limits: &Limits) -> Result<Hint, SolveError> {
    hint_to(board, &Goal::standard(board.size()), options, limits)
}

/// [`hint`] towards `goal`.
pub fn hint_to(
    board: &Board,
    goal: &Goal,
    options: &SolveOptions,
    limits: &Limits,
) -> Result<Hint, SolveError> {
    let s = solve_to(board, goal, options, limits)?;
    let (tile, remaining) = match s.moves.split_first() {
        Some((&first, rest)) => (Some(first), rest.to_vec()),
        None => (None, Vec::new()),
    };
    Ok(Hint {
        tile,
        remaining,
        moves_left: s.cost,
        claim: s.claim,
        lower_bound: s.lower_bound,
        stats: s.stats,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_cache;

    #[test]
    fn hints_follow_an_optimal_line_to_the_goal() {
        let options = SolveOptions::with_cache(test_cache());
        let mut board: Board = "8 6 7/2 5 4/3 0 1".parse().unwrap();
        let mut left = 31;
        while !board.is_solved() {
            let h = hint(&board, &options, &Limits::none()).unwrap();
            assert_eq!(h.moves_left, Some(left));
            assert_eq!(h.remaining.len() as u32, left - 1);
            board.apply(crate::Move(h.tile.unwrap())).unwrap();
            left -= 1;
        }
        let done = hint(&board, &options, &Limits::none()).unwrap();
        assert_eq!((done.tile, done.moves_left), (None, Some(0)));
        let stuck: Board = "2 1 3/4 5 6/7 8 0".parse().unwrap();
        let h = hint(&stuck, &options, &Limits::none()).unwrap();
        assert_eq!((h.tile, h.claim), (None, Claim::NoSolution));
    }
}
