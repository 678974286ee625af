//! What a puzzle library keeps about a puzzle: every answer and the difficulty rating.

use search::Limits;
use serde::Serialize;

use crate::description::PuzzleSpec;
use crate::layout::Layout;
use crate::rating::{rate, Rating};
use crate::solve::solve;

/// A solved and rated puzzle.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Assessment {
    /// Every answer (ASCII equations).
    pub answers: Vec<String>,
    /// The rating, when the puzzle has at least one answer.
    pub rating: Option<Rating>,
    /// Whether the answer list is complete (false when `limits` stopped the solver).
    pub complete: bool,
}

/// Solves `spec` within `limits` and rates it.
pub fn assess(spec: &PuzzleSpec, limits: &Limits) -> Assessment {
    let report = solve(&spec.equation, &spec.rules, spec.task, spec.k, limits);
    let layout = Layout::new(&spec.equation, &spec.rules, spec.k);
    let answers: Vec<&[u8]> = report.answers.iter().map(|a| a.sticks.as_slice()).collect();
    let rating = rate(&layout.cells, &layout.initial_sticks(), &answers, spec.k);
    Assessment {
        answers: report.solutions,
        rating,
        complete: report.complete,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_puzzle_has_one_rated_answer() {
        let spec = PuzzleSpec::parse("7+3=9").expect("valid");
        let a = assess(&spec, &Limits::none());
        assert_eq!(a.answers, vec!["7+2=9".to_string()]);
        assert!(a.complete);
        assert!(a.rating.is_some());
    }

    #[test]
    fn no_answer_means_no_rating() {
        let spec = PuzzleSpec::parse("1-2=72").expect("valid");
        let a = assess(&spec, &Limits::none());
        assert!(a.answers.is_empty());
        assert_eq!(a.rating, None);
    }
}
