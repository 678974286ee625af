//! [`Klotski`]: the puzzle backend ([`puzzle::Puzzle`]) the web app and the command line use.
//!
//! # Game IDs
//!
//! ```text
//! GAME_ID = LAYOUT [ ";metric=" ( "step" | "straight" | "unit" ) ]
//! ```
//!
//! - `LAYOUT` is any form [`parse_layout`](crate::parse_layout) reads: the grid, 5 rows of 4
//!   cells joined by `/` (`C` the 2x2 block, `V` a vertical 1x2 piece, `H` a horizontal 2x1
//!   piece, `S` a 1x1 soldier, `.` empty; letters pair greedily, any case), or the same rows
//!   one per line; a classic's name (`横刀立马`, `hengdaolima`); a CommonCode (`1A9BF0C00`,
//!   trailing zeros optional, or `common:1A9BF0C`); a ShortCode (`4WVE1`, or `short:4WVE1`).
//! - `metric` (default `step`) is what counts as one move (docs/rules/klotski.md): `step`, a piece moving
//!   any distance along any path of empty cells; `straight`, a piece sliding in one straight
//!   line; `unit`, a piece sliding one cell. `steps`, `piece`, `line`, `slide`, `cell` and
//!   `units` are read as well.
//! - Canonical form: the one-line grid, then `;metric=...` only when it is not `step`:
//!   `VCCV/VCCV/VHHV/VSSV/S..S`, `VCCV/VCCV/VHHV/VSSV/S..S;metric=unit`. `横刀立马`,
//!   `4WVE1;metric=step` and the grid on five lines all format as the first.
//!
//! Errors carry the byte range of what is wrong: the character of a bad cell (unknown
//! character, half a piece, a block that is not square), the extra characters of a long row,
//! the extra rows, a bad code digit, a rule's value, or the whole layout when the fault is
//! the layout as a whole (no block, too few empty cells).
//!
//! # Moves and costs
//!
//! A move is `{"piece": "soldier", "from": [4, 0], "to": [4, 1]}` (`piece` also as its letter;
//! `from` and `to` are the piece's top-left cell, 0-based `[row, col]`), any move of the
//! metric. It costs 1, or 0 when it goes on with the previous move: the same piece again from
//! where that move left it (any such move in the step metric, one in the same direction in
//! the straight metric; the unit metric counts every slide). Solvers answer with paths where
//! no move goes on with the one before (runs merged), so a path's cost is its length.

mod actions;
mod game_id;
mod libraries;
mod notation;
mod rating;
mod solve;
mod view;

use puzzle::{
    Applied, BuiltinLibrary, GenerateRequest, Generated, Hint, InputError, ParamSpec, Phrase,
    Puzzle, PuzzleError, PuzzleInfo, Rating, Solved, SolverInfo, Status, Words,
};
use search::{Cost, Limits};

pub use game_id::{format_game, parse_game, KlotskiGame, METRIC_KEY};
pub use libraries::CLASSICS_LIBRARY;
pub use rating::{
    hardest, level_of, level_range, rating_of, KlotskiRating, ATTEMPTS_KEY, DIFFICULTIES,
    MAX_MOVES_KEY, MIN_MOVES_KEY,
};
pub use solve::{KlotskiSolution, FAST, HEURISTIC};
pub use view::{continues, merge_runs, KlotskiEffect, KlotskiView, PieceView};

use crate::group_cache::GroupCache;
use crate::moves::{legal_moves, Move};
use crate::problem::moves_lower_bound;

/// Klotski (华容道) as a [`Puzzle`]: game IDs, drawing, moves, solvers, hints from the
/// cached group, the generator, the rating and the classics.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Klotski;

/// Changes whenever answers or ratings may change, or the built-in library does (it is
/// installed again when this changes). 2: every classic is an entry (小燕出巢 was missing).
pub const ENGINE_VERSION: &str = "klotski-2";

impl Puzzle for Klotski {
    type Game = KlotskiGame;
    type Move = Move;
    type View = KlotskiView;
    type Effect = KlotskiEffect;
    type Solution = KlotskiSolution;
    type RatingDetail = KlotskiRating;

    fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            id: "klotski",
            native_name: "华容道",
            example: "VCCV/VCCV/VHHV/VSSV/S..S",
            opening: None,
            move_syntax: "{\"piece\": \"soldier\", \"from\": [4, 0], \"to\": [4, 1]}",
            move_notation: notation::EXAMPLE,
            engine_version: ENGINE_VERSION,
            rules: vec![ParamSpec::choice(METRIC_KEY, &["step", "straight", "unit"])],
            generate: vec![
                ParamSpec::integer(MIN_MOVES_KEY, 0, rating::MAX_GENERATE_MOVES, 0),
                ParamSpec::integer(MAX_MOVES_KEY, 0, rating::MAX_GENERATE_MOVES, 0),
                ParamSpec::integer(
                    ATTEMPTS_KEY,
                    1,
                    rating::MAX_ATTEMPTS,
                    rating::DEFAULT_ATTEMPTS,
                ),
            ],
            difficulties: DIFFICULTIES.to_vec(),
        }
    }

    fn parse(&self, text: &str) -> Result<KlotskiGame, InputError> {
        parse_game(text)
    }

    fn format(&self, game: &KlotskiGame) -> String {
        format_game(game)
    }

    fn view(&self, game: &KlotskiGame) -> KlotskiView {
        view::view(game)
    }

    fn status(&self, game: &KlotskiGame) -> Status {
        if game.board.is_solved() {
            Status::Solved
        } else if legal_moves(game.board, game.metric).is_empty() {
            Status::Stuck
        } else {
            Status::Playing
        }
    }

    fn legal_moves(&self, game: &KlotskiGame) -> Vec<Move> {
        legal_moves(game.board, game.metric)
    }

    fn apply(
        &self,
        game: &KlotskiGame,
        mv: &Move,
        previous: Option<&Move>,
    ) -> Result<Applied<KlotskiGame, KlotskiEffect>, InputError> {
        view::play(game, mv, previous)
    }

    fn read_move(&self, _game: &KlotskiGame, text: &str) -> Result<Move, InputError> {
        notation::read_move(text)
    }

    fn describe_move(&self, _game: &KlotskiGame, mv: &Move) -> Phrase {
        mv.phrase()
    }

    fn heuristic(&self, game: &KlotskiGame) -> Option<Cost> {
        Some(moves_lower_bound(game.board, game.metric))
    }

    fn solvers(&self) -> Vec<SolverInfo> {
        solve::solvers()
    }

    fn actions(&self) -> Vec<puzzle::ActionInfo> {
        actions::actions()
    }

    fn action(
        &self,
        name: &str,
        game: Option<&KlotskiGame>,
        request: &puzzle::ActionRequest,
        limits: &Limits,
    ) -> Result<puzzle::ActionOutput<KlotskiGame>, PuzzleError> {
        actions::run(name, game, request, limits)
    }

    fn heuristics(&self) -> Vec<puzzle::HeuristicInfo> {
        puzzle::lab::own_heuristics(
            solve::HEURISTIC,
            Words::new("klotski-heuristic-about-block-blockers"),
            Some(true),
        )
    }

    /// The generic problem in the game's metric; a chosen goal (another layout with the
    /// block at the exit) narrows the goal set to that one position.
    fn lab_bidirectional(&self) -> bool {
        true
    }

    fn lab_goal_note(&self) -> Words {
        Words::new("klotski-lab-goal-why")
    }

    fn lab<T: puzzle::LabTask>(
        &self,
        game: &KlotskiGame,
        setup: &puzzle::LabSetup<'_>,
        task: T,
    ) -> Result<T::Output, PuzzleError> {
        let metric = game.metric;
        let goal = match setup.goal {
            None => None,
            Some(text) => Some(game_id::parse_game(text)?.board),
        };
        puzzle::lab::run_own_heuristic(
            crate::problem::KlotskiProblem::new(game.board, metric),
            move |board: &crate::board::Board| {
                game_id::format_game(&KlotskiGame {
                    board: *board,
                    metric,
                })
            },
            setup,
            &self.heuristics(),
            goal,
            task,
        )
    }

    fn solve(
        &self,
        game: &KlotskiGame,
        solver: &str,
        limits: &Limits,
    ) -> Result<Solved<Move, KlotskiSolution>, PuzzleError> {
        solve::solve(game, solver, limits)
    }

    /// The first optimal move, from the game's group (explored once, then cached), with the
    /// exact number of moves left.
    fn hint(&self, game: &KlotskiGame, limits: &Limits) -> Result<Hint<Move>, PuzzleError> {
        if game.board.is_solved() {
            return Ok(Hint::none(Phrase::said(Words::new("klotski-hint-solved"))));
        }
        if legal_moves(game.board, game.metric).is_empty() {
            return Ok(Hint::unwinnable(Phrase::said(Words::new(
                "klotski-hint-stuck",
            ))));
        }
        let group = match GroupCache::shared().group(game.board, game.metric, limits) {
            Ok(group) => group,
            Err(reason) => {
                return Ok(Hint::none(Phrase::said(
                    Words::new("klotski-hint-stopped").word("reason", Words::stop_reason(reason)),
                )))
            }
        };
        let Some(left) = group.distance(game.board) else {
            let positions = group.len();
            return Ok(Hint::unwinnable(Phrase::said(
                Words::new("klotski-hint-no-solution").arg("positions", positions),
            )));
        };
        let optimal = group.optimal_moves(game.board);
        let Some(&mv) = optimal.first() else {
            return Err(PuzzleError::Internal(format!(
                "{left} moves from the goal, yet no move brings the block nearer"
            )));
        };
        let keeping = optimal.len();
        Ok(Hint {
            mv: Some(mv),
            remaining: Some(Cost::from(left)),
            optimal: true,
            note: Some(Phrase::said(
                Words::new("klotski-hint-left")
                    .arg("left", left)
                    .word("metric", game.metric.words())
                    .arg("keeping", keeping),
            )),
            unwinnable: false,
        })
    }

    fn generate(
        &self,
        request: &GenerateRequest,
        limits: &Limits,
    ) -> Result<Generated<KlotskiGame, KlotskiRating>, PuzzleError> {
        rating::generate(request, limits)
    }

    fn rate(
        &self,
        game: &KlotskiGame,
        limits: &Limits,
    ) -> Result<Rating<KlotskiRating>, PuzzleError> {
        rating::rate(game, limits)
    }

    fn libraries(&self) -> Vec<BuiltinLibrary> {
        libraries::libraries()
    }
}

#[cfg(test)]
mod tests;
