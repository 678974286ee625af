//! Step-through playback of a Ten Drops solution: the position after every tap of the answer's
//! sequence, what each tap did, and the proven minimum number of taps still needed from each
//! position. The work is the engine's ([`tendrops::playback`]); this module turns its errors
//! into API errors.

use std::time::Instant;

use serde_json::Value;
use tendrops::playback::PlaybackError;
use tendrops::{Board, Solution, SolveOptions};

use crate::error::ApiError;

pub use tendrops::playback::Step;

/// Replays `solution.sequence` from `board` under `options` and works out every position's
/// `h` within what the main solve left of `limits` (see [`tendrops::playback::steps`]).
pub fn steps(
    board: &Board,
    solution: &Solution,
    options: &SolveOptions,
    limits: &search::Limits,
    started: Instant,
) -> Result<Vec<Step>, ApiError> {
    tendrops::playback::steps(board, solution, options, limits, started, true).map_err(
        |e| match e {
            PlaybackError::Solve(e) => ApiError::too_large(format!("board: {e}")),
            replay => ApiError::internal(replay.to_string()),
        },
    )
}

/// The playback as JSON, for the answer's `steps` field.
pub fn steps_json(steps: &[Step]) -> Result<Value, ApiError> {
    serde_json::to_value(steps).map_err(|e| ApiError::internal(e.to_string()))
}
