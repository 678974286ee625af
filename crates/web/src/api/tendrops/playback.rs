//! Step-through playback of a Ten Drops solution: the position after every tap of the answer's
//! sequence, what each tap did (bursts, bonus, supply), and the proven minimum number of taps
//! still needed from each position (`h`, like the g/h of the other pages).
//!
//! When the line's length `T` equals the answer's proven lower bound (a proven minimum-tap
//! answer, and usually a "most drops left" one too), `T - k` taps are exactly what position `k`
//! needs (fewer would clear the start in fewer than `T`), so no further search is run. Otherwise
//! (a "most drops left" line longer than the minimum, or an answer the limits stopped) each
//! position is solved for the fewest taps with what is left of the request's budget, the latest
//! positions first (they are the cheapest); once one of those searches is stopped, the earlier
//! positions only get the bound `lower_bound - k`.

use std::time::{Duration, Instant};

use serde::Serialize;
use serde_json::Value;
use tendrops::{Board, Game, Objective, Solution, SolveOptions, TapReport};

use crate::error::ApiError;

/// One position of the playback: after `g` taps of the sequence.
#[derive(Debug, Serialize)]
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
    /// `null` when the limits stopped the search before proving it.
    pub h: Option<u32>,
    /// Proven lower bound on those taps (equals `h` when `h` is known).
    pub h_lower_bound: u32,
}

/// Replays `solution.sequence` from `board` under `options` and works out every position's
/// `h`. `limits` is the request's budget and `started` when the request's work began: the
/// searches for `h` only get what the main solve left.
pub fn steps(
    board: &Board,
    solution: &Solution,
    options: &SolveOptions,
    limits: &search::Limits,
    started: Instant,
) -> Result<Vec<Step>, ApiError> {
    let mut game = Game::with_supply(board.clone(), options.rules, options.start_supply());
    let mut steps = vec![Step {
        g: 0,
        board: board.to_line(),
        supply: game.supply(),
        report: None,
        h: None,
        h_lower_bound: solution.lower_bound,
    }];
    for (k, &pos) in solution.sequence.iter().enumerate() {
        let report = game.tap(pos).map_err(|e| {
            ApiError::internal(format!(
                "the solver's tap {} at {pos} does not replay: {e}",
                k + 1
            ))
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
    }
    let total = solution.sequence.len() as u32;
    if solution.lower_bound == total {
        for step in &mut steps {
            step.h = Some(total - step.g);
            step.h_lower_bound = total - step.g;
        }
        return Ok(steps);
    }
    let mut spent_nodes = solution.stats.expanded;
    for step in steps.iter_mut().rev() {
        let position: Board = step
            .board
            .parse()
            .map_err(|e| ApiError::internal(format!("replayed board: {e}")))?;
        if position.is_clear() {
            step.h = Some(0);
            step.h_lower_bound = 0;
            continue;
        }
        let Some(rest) = remaining(limits, started, spent_nodes) else {
            break;
        };
        let mut min_taps = *options;
        min_taps.objective = Objective::MinTaps;
        min_taps.supply = Some(step.supply);
        let answer = tendrops::solve(&position, &min_taps, &rest)
            .map_err(|e| ApiError::too_large(format!("board: {e}")))?;
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
fn remaining(
    limits: &search::Limits,
    started: Instant,
    spent_nodes: u64,
) -> Option<search::Limits> {
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

/// The playback as JSON, for the answer's `steps` field.
pub fn steps_json(steps: &[Step]) -> Result<Value, ApiError> {
    serde_json::to_value(steps).map_err(|e| ApiError::internal(e.to_string()))
}
