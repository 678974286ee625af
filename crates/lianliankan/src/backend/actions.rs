//! Lianliankan's own action: `shuffle`, the remaining tiles dealt again over the same cells so
//! that the board can still be cleared (a new game from there). The same seed gives the same
//! deal; `not_found` when no deal of them can be cleared (proven; under gravity: none of the
//! deals tried), `stopped` when the limits stopped the search first.

use ::puzzle::{ActionInfo, ActionOutput, ActionRequest, PuzzleData, PuzzleError, Words};
use search::Limits;

use super::{play, Position};

/// The shuffle's name.
pub const SHUFFLE: &str = "shuffle";

/// The actions Lianliankan offers.
pub fn actions() -> Vec<ActionInfo> {
    vec![ActionInfo::new(SHUFFLE).on_game().random()]
}

/// Runs action `name` (the shuffle) on `game`.
pub fn run(
    name: &str,
    game: Option<&Position>,
    request: &ActionRequest,
    limits: &Limits,
) -> Result<ActionOutput<Position>, PuzzleError> {
    match (name, game) {
        (SHUFFLE, Some(game)) => {
            let dealt = play::shuffle(game, request.seed, limits)?;
            let tiles = dealt.board().tile_count();
            Ok(ActionOutput::figures(PuzzleData::of(&ShuffleFigures {
                seed: request.seed,
                tiles,
            }))
            .line(Words::new("lianliankan-shuffled"))
            .game(dealt))
        }
        _ => Err(PuzzleError::Internal(format!(
            "lianliankan has no action {name} on that input"
        ))),
    }
}

/// The shuffle's figures: the seed of the deal and the tiles dealt.
#[derive(Debug, serde::Serialize)]
struct ShuffleFigures {
    seed: u64,
    tiles: usize,
}
