//! Step-through playback of a solution: the position after every tap of the answer's sequence,
//! what each tap did (bursts, bonus, supply), and the proven minimum number of taps still
//! needed from each position (`h`, like the g/h of the other pages).
//!
//! When the line's length `T` equals the answer's proven lower bound (a proven minimum-tap
//! answer, and usually a "most drops left" one too), `T - k` taps are exactly what position `k`
//! needs (fewer would clear the start in fewer than `T`), so no further search is run.
//! Otherwise (a "most drops left" line longer than the minimum, an answer the limits stopped,
//! a heuristic solver's line) each position may be solved for the fewest taps with what is
//! left of the request's budget, the latest positions first (they are the cheapest); once one
//! of those searches is stopped, the earlier positions only get the bound `lower_bound - k`.

use std::time::{Duration, Instant};

use puzzle::words::english;
use puzzle::Words;
use search::Limits;
use serde::Serialize;

use crate::board::{Board, Pos};
use crate::game::{Game, MoveError, TapReport};
use crate::solver::{solve, Objective, Solution, SolveError, SolveOptions};

/// One position of the playback: after `g` taps of the sequence.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Step {
    /// Taps made so far.
    pub g: u32,
    /// The board after those taps (one line, rows joined by `/`).
    pub board: String,
    /// Supply after those taps, bonuses included.
    pub supply: u32,
    /// What the last of those taps did (`null` at the start).
    pub report: Option<TapReport>,
    /// Proven minimum number of taps that clear the board from here (with this supply), or
    /// `null` when it was not proven (the limits stopped the search, or none was run).
    pub h: Option<u32>,
    /// Proven lower bound on those taps (equals `h` when `h` is known).
    pub h_lower_bound: u32,
}

/// Why a playback could not be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlaybackError {
    /// A tap of the solution is refused by the game (a solver's fault).
    #[error("{}", english(&self.words()))]
    Replay {
        /// 1-based number of the tap in the sequence.
        number: usize,
        /// The tapped cell.
        pos: Pos,
        /// Why the game refused it.
        error: MoveError,
    },
    /// A position is too large for the solver.
    #[error(transparent)]
    Solve(#[from] SolveError),
}

impl PlaybackError {
    /// What went wrong, as catalogue words: the tap (0-based, as in the notation) and why the
    /// game refused it, or why the solver could not run.
    pub fn words(&self) -> Words {
        match self {
            PlaybackError::Replay { number, pos, error } => Words::new("tendrops-replay-failed")
                .arg("number", number)
                .arg("tap", pos)
                .word("error", error.words()),
            PlaybackError::Solve(e) => e.words(),
        }
    }
}

/// Replays `solution.sequence` from `board` under `options` and works out every position's
/// `h`. With `search`, positions whose minimum does not follow from the answer's bound are
/// solved within what is left of `limits` (`started`: when the request's work began, so
/// that these searches only get what the main solve left); without, they keep their bound.
pub fn steps(
    board: &Board,
    solution: &Solution,
    options: &SolveOptions,
    limits: &Limits,
    started: Instant,
    search: bool,
) -> Result<Vec<Step>, PlaybackError> {
    let mut game = Game::with_supply(board.clone(), options.rules, options.start_supply());
    let mut steps = vec![Step {
        g: 0,
        board: board.to_line(),
        supply: game.supply(),
        report: None,
        h: None,
        h_lower_bound: solution.lower_bound,
    }];
    let mut boards = vec![board.clone()];
    for (k, &pos) in solution.sequence.iter().enumerate() {
        let report = game.tap(pos).map_err(|error| PlaybackError::Replay {
            number: k + 1,
            pos,
            error,
        })?;
        let g = k as u32 + 1;
        steps.push(Step {
            g,
            board: game.board().to_line(),
            supply: game.supply(),
            report: Some(report),
            h: None,
            h_lower_bound: solution.lower_bound.saturating_sub(g),
        });
        boards.push(game.board().clone());
    }
    let total = solution.sequence.len() as u32;
    if solution.lower_bound == total {
        for step in &mut steps {
            step.h = Some(total - step.g);
            step.h_lower_bound = total - step.g;
        }
        return Ok(steps);
    }
    for (step, position) in steps.iter_mut().zip(&boards) {
        if position.is_clear() {
            step.h = Some(0);
            step.h_lower_bound = 0;
        }
    }
    if !search {
        return Ok(steps);
    }
    let mut spent_nodes = solution.stats.expanded;
    for (step, position) in steps.iter_mut().zip(&boards).rev() {
        if step.h.is_some() {
            continue;
        }
        let Some(rest) = remaining(limits, started, spent_nodes) else {
            break;
        };
        let mut min_taps = *options;
        min_taps.objective = Objective::MinTaps;
        min_taps.supply = Some(step.supply);
        let answer = solve(position, &min_taps, &rest)?;
        spent_nodes += answer.stats.expanded;
        step.h_lower_bound = step.h_lower_bound.max(answer.lower_bound);
        // Every position on a clearing line is clearable, so a proven answer has `taps`.
        if !answer.optimal {
            break;
        }
        step.h = answer.taps;
    }
    Ok(steps)
}

/// What is left of `limits` after `spent_nodes` expansions and the time since `started`, or
/// `None` when the budget is used up or the request was cancelled.
fn remaining(limits: &Limits, started: Instant, spent_nodes: u64) -> Option<Limits> {
    let mut rest = limits.clone();
    if let Some(max) = limits.max_expanded {
        let left = max.checked_sub(spent_nodes).filter(|&n| n > 0)?;
        rest.max_expanded = Some(left);
    }
    if let Some(max) = limits.max_time {
        let left = max
            .checked_sub(started.elapsed())
            .filter(|&t| t > Duration::ZERO)?;
        rest.max_time = Some(left);
    }
    if let Some(flag) = &limits.cancel {
        if flag.load(std::sync::atomic::Ordering::Relaxed) {
            return None;
        }
    }
    Some(rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_minimal_line_needs_no_search() {
        let board: Board = "040244/304244/003030/000413/243220/004423".parse().unwrap();
        let options = SolveOptions::default();
        let solution = solve(&board, &options, &Limits::none()).unwrap();
        let steps = steps(
            &board,
            &solution,
            &options,
            &Limits::none().with_max_expanded(0),
            Instant::now(),
            true,
        )
        .unwrap();
        let h: Vec<_> = steps.iter().map(|s| s.h).collect();
        assert_eq!(h, [Some(2), Some(1), Some(0)]);
        assert_eq!(steps[2].supply, 16);
    }

    #[test]
    fn a_longer_line_is_solved_position_by_position() {
        let board: Board = "030400/430042/241042/400103/013442/340133".parse().unwrap();
        let options = SolveOptions {
            objective: Objective::MostLeft,
            ..SolveOptions::default()
        };
        let solution = solve(&board, &options, &Limits::none()).unwrap();
        let taps = solution.taps.unwrap();
        let with = steps(
            &board,
            &solution,
            &options,
            &Limits::none(),
            Instant::now(),
            true,
        );
        let with = with.unwrap();
        assert_eq!(with[0].h, Some(solution.lower_bound));
        assert_eq!(with.last().map(|s| s.h), Some(Some(0)));
        assert_eq!(with.len() as u32, taps + 1);
        let without = steps(
            &board,
            &solution,
            &options,
            &Limits::none(),
            Instant::now(),
            false,
        )
        .unwrap();
        assert_eq!(without.last().map(|s| s.h), Some(Some(0)));
        if taps > solution.lower_bound {
            assert_eq!(without[0].h, None);
            assert_eq!(without[0].h_lower_bound, solution.lower_bound);
        }
    }
}
