//! [`rate`]: a difficulty level and a score from 0 to 100, from the optimal solution length.
//!
//! **Model.** The score grows linearly with the optimal length `L` from 0 (the goal) to 50
//! at the size's *typical* length (the mean over uniformly random solvable positions), then
//! linearly to 100 at the size's *longest* length, and stays at 100 beyond:
//!
//! | size | typical | longest | source |
//! |---|---|---|---|
//! | 3x3 | 21.97 | 31 | exhaustive BFS (checked by this crate's tests) |
//! | 4x4 | 52.59 | 80 | Korf & Schultze 2005, complete BFS of the 15-puzzle |
//! | 5x5 | 100 | 152 | about 100 over Korf & Felner's random instances; 152 is the best known lower bound on the diameter (Karlemo & Östergård 2000), the diameter itself is unknown |
//!
//! So a random 4x4 position scores about 50, the hardest 100; on 5x5 the scale is
//! approximate. The level is the [`Level`] whose generator range holds `L`
//! ([`Level::of_length`]). Length is what makes a sliding-tile position hard for people as
//! well as for search: the branching factor is the same everywhere (about 2.13 on 4x4), so
//! the effort to find or check a plan grows with its length.
//!
//! When the limits stop the exact search (large 5x5 positions), the rating uses the proven
//! lower bound instead and says so (`exact: false`): the position is at least that hard.
//!
//! Towards another goal ([`rate_to`]) the length is the distance to that goal. On 3x3 the
//! scale is that goal's, by where its blank is (exhaustive BFS, checked by the tests): in a
//! corner 21.97 and 31 as above, on an edge 21.74 and 31, in the middle 21.50 and 30. On 4x4
//! and 5x5 it stays the standard goal's: no figures for other goals are published.

use puzzle::words::english;
use puzzle::Words;
use search::{Claim, Limits, Stats};
use serde::Serialize;

use crate::board::Board;
use crate::generate::Level;
use crate::goal::Goal;
use crate::heuristic::HeuristicError;
use crate::parity::Parity;
use crate::size::Size;
use crate::solver::{solve_to, Mode, SolveError, SolveOptions};

/// A difficulty rating.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Rating {
    /// The level whose range holds `length`.
    pub level: Level,
    /// 0 (solved) to 100 (the longest positions), see the module doc.
    pub score: u8,
    /// The optimal length when `exact`, else a proven lower bound on it.
    pub length: u32,
    /// Whether `length` is the proven optimum.
    pub exact: bool,
    /// The exact search's counters.
    pub stats: Stats,
}

/// Why a position cannot be rated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum RateError {
    /// It has no solution.
    Unsolvable(Parity),
    /// The heuristic cannot be used on this size.
    #[error(transparent)]
    Heuristic(#[from] HeuristicError),
}

impl RateError {
    /// Its catalogue words: `n-puzzle-not-found-rating` with the parity proof, or the
    /// heuristic's.
    pub fn words(&self) -> Words {
        match self {
            RateError::Unsolvable(parity) => {
                Words::new("n-puzzle-not-found-rating").word("proof", parity.phrase().words)
            }
            RateError::Heuristic(e) => e.words(),
        }
    }
}

impl From<SolveError> for RateError {
    fn from(e: SolveError) -> Self {
        match e {
            SolveError::Heuristic(h) => RateError::Heuristic(h),
        }
    }
}

/// The scale of the score on `size`: (typical, longest) optimal length, see the module doc.
pub fn scale(size: Size) -> (f64, f64) {
    match size {
        Size::Three => (21.97, 31.0),
        Size::Four => (52.59, 80.0),
        Size::Five => (100.0, 152.0),
    }
}

/// The scale of the score towards `goal`: (typical, longest) optimal length, see the module
/// doc.
pub fn scale_to(goal: &Goal) -> (f64, f64) {
    let size = goal.size();
    if size != Size::Three {
        return scale(size);
    }
    match goal.blank() {
        4 => (21.50, 30.0),
        1 | 3 | 5 | 7 => (21.74, 31.0),
        _ => scale(size),
    }
}

/// The score of an optimal length on `size` (see the module doc).
pub fn score(size: Size, length: u32) -> u8 {
    score_on(scale(size), length)
}

/// The score of an optimal length towards `goal` (see the module doc).
pub fn score_to(goal: &Goal, length: u32) -> u8 {
    score_on(scale_to(goal), length)
}

fn score_on((typical, longest): (f64, f64), length: u32) -> u8 {
    let l = f64::from(length);
    let s = if l <= typical {
        50.0 * l / typical
    } else {
        50.0 + 50.0 * (l - typical) / (longest - typical)
    };
    s.round().clamp(0.0, 100.0) as u8
}

/// Rates `board` by its optimal length, found by the exact search within `limits` (the
/// mode of `options` is ignored).
pub fn rate(board: &Board, options: &SolveOptions, limits: &Limits) -> Result<Rating, RateError> {
    rate_to(board, &Goal::standard(board.size()), options, limits)
}

/// [`rate`] by the optimal distance to `goal` (the scale stays the standard goal's: see the
/// module doc).
pub fn rate_to(
    board: &Board,
    goal: &Goal,
    options: &SolveOptions,
    limits: &Limits,
) -> Result<Rating, RateError> {
    let s = solve_to(board, goal, &options.clone().mode(Mode::Exact), limits)?;
    if let Some(proof) = s.proof {
        return Err(RateError::Unsolvable(proof));
    }
    let exact = s.claim == Claim::Optimal;
    let length = if exact {
        s.cost.unwrap_or(s.lower_bound)
    } else {
        s.lower_bound
    };
    Ok(Rating {
        level: Level::of_length(board.size(), length),
        score: score_to(goal, length),
        length,
        exact,
        stats: s.stats,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_cache;

    #[test]
    fn scores_follow_the_model() {
        assert_eq!(score(Size::Four, 0), 0);
        assert_eq!(score(Size::Four, 80), 100);
        assert_eq!(score(Size::Four, 53), 51);
        assert_eq!(score(Size::Three, 31), 100);
        assert_eq!(score(Size::Three, 22), 50);
        assert_eq!(score(Size::Five, 300), 100);
        for size in Size::ALL {
            let scores: Vec<u8> = (0..200).map(|l| score(size, l)).collect();
            assert!(scores.windows(2).all(|w| w[0] <= w[1]), "{size}: monotone");
        }
    }

    #[test]
    fn rates_positions() {
        let options = SolveOptions::with_cache(test_cache());
        let hardest: Board = "8 6 7/2 5 4/3 0 1".parse().unwrap();
        let r = rate(&hardest, &options, &Limits::none()).unwrap();
        assert_eq!(
            (r.level, r.score, r.length, r.exact),
            (Level::Expert, 100, 31, true)
        );
        let easy: Board = "1 2 3/4 0 6/7 5 8".parse().unwrap();
        let r = rate(&easy, &options, &Limits::none()).unwrap();
        assert_eq!((r.level, r.length), (Level::Easy, 2));
        let stuck: Board = "2 1 3/4 5 6/7 8 0".parse().unwrap();
        let err = rate(&stuck, &options, &Limits::none()).unwrap_err();
        assert!(err
            .to_string()
            .starts_with("an unsolvable position has no difficulty"));
    }

    #[test]
    fn stopped_rating_uses_the_lower_bound() {
        let options = SolveOptions::with_cache(test_cache()).heuristic(crate::Heuristic::Manhattan);
        let board: Board = "8 6 7/2 5 4/3 0 1".parse().unwrap();
        let r = rate(&board, &options, &Limits::none().with_max_expanded(50)).unwrap();
        assert!(!r.exact);
        assert!(r.length <= 31 && r.length >= 21);
    }
}
