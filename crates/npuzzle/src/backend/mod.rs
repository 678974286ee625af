//! The sliding-tile puzzles behind the one puzzle interface: [`NPuzzle`] implements
//! [`puzzle::Puzzle`] (id `n-puzzle`, page `/n-puzzle`).
//!
//! # Game IDs
//!
//! ```text
//! GAME_ID = TILES [";goal=" TILES]
//! ```
//!
//! `TILES` lists the cells row by row, `0` for the blank, as [`crate::text`] reads them:
//! whole numbers separated by spaces, tabs or commas, rows separated by `/` or line breaks
//! (or not at all); 9, 16 or 25 cells make a 3x3, 4x4 or 5x5 board. The goal is 1, 2, ... in
//! order with the blank last, unless `goal=` gives another arrangement of the same tiles (the
//! one rule; the textbooks' `2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5`). Any other
//! `;key=value` field is refused at its key. The canonical form is the numbers separated by
//! single spaces with rows joined by `/`, and `;goal=` the same way, left out for the standard
//! goal: `1 2 3 4 5 6 7 8 0`, `1,2,3,4,5,6,7,8,0` and the three lines `1 2 3` / `4 5 6` /
//! `7 8 0` all read as `1 2 3/4 5 6/7 8 0`. A position that cannot reach its goal (the wrong
//! parity, such as Sam Loyd's 14-15 puzzle `1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0`) is a valid
//! game: it is played, and its solve and hint say why it has no solution, naming the goal.
//!
//! Errors carry the byte span of what is wrong, so their line and column are exact (multi-line
//! input included): a cell that is not a number (`bad_cell`), a number out of range
//! (`out_of_range`), a tile given twice (`duplicate_tile`, at the second one), a row of the
//! wrong length (`ragged_row`, the whole row), the wrong number of cells (`wrong_size`: the
//! cells too many, or the end of the input when cells are missing; the message says what to
//! add or remove); an empty input (`empty_board`) has no place. The same errors in the goal
//! are placed in the whole game ID and say they are about the goal; a goal of another size
//! than the position is `goal_size`, at the whole goal.
//!
//! # Playing
//!
//! - Move: `{"tile": 5}`, the tile that slides into the blank ([`Slide`]); shown as `5`, and
//!   in words `slide 5 left` (the way the tile goes). Every move costs 1.
//! - [`View`]: `size` (3, 4, 5), `name`, `tiles` (row-major, 0 the blank), `blank`
//!   (`[row, col]`), `movable`, `solvable`, `parity` (`inversions`,
//!   `blank_rows_from_bottom`), `parity_text`, `misplaced`, `manhattan`, `solved`.
//! - [`SlideEffect`]: `tile`, `from` and `to` (`[row, col]`: the tile's cell before and after)
//!   and `direction`, for the slide's animation.
//! - `View` also has `goal`: the goal's cells when it is not the standard goal (else `null`),
//!   and `misplaced`, `manhattan`, `parity` and `solved` are towards the goal.
//! - Status: solved when the tiles stand as in the goal, else playing; never stuck (a blank
//!   always has a neighbour).
//!
//! # Solving
//!
//! `exact` (the default) is the crate's IDA* with the size's pattern databases and the
//! mirrored lookup ([`Mode::Auto`](crate::Mode::Auto)): optimal when it finishes; when the
//! limits stop it, the weighted A* fallback gets the rest of the budget, and the answer is
//! claimed `bounded` (at most twice the optimum) with the exact search's proven lower bound
//! (or `optimal` if they meet), or `stopped` with that bound if the fallback found nothing
//! either. A position proven unreachable by parity is answered at once, whatever the solver:
//! `no solution`, with the proof. Without limits `exact` runs until it proves the optimum:
//! milliseconds on 3x3, 24 ms on average on random 4x4 positions, hours on random 5x5 ones
//! (give a time limit there). `fast` is the weighted A* alone (`fast:W` for weight W); then
//! the generic algorithms of `search` by name with a heuristic (see [`solvers`] for the
//! spellings). [`NPuzzle::heuristic`] is the pattern database estimate.
//!
//! The payload ([`SolvePayload`]) carries the docs/cli.md contract: `solvable`, `moves` (the
//! number of moves, `null` when unsolvable or none was found), `solution` (the tiles moved, in
//! order), `claim`, `stats`, and the figures behind them.
//!
//! **Pattern databases.** They are read from [`default_cache_dir`](crate::default_cache_dir)
//! (`$PUZZLELAB_CACHE` or the user's cache directory), built there on first use, and kept once
//! per process; a caller with a time limit waits for them only as long as its limit allows
//! (see [`tables`]). Building takes 0.05 s on 3x3 but 3-5 s for 4x4, which is why the
//! [example](NPuzzle::info) is a 3x3 position: the hardest 8-puzzle position (31 moves),
//! solved optimally in about a millisecond even in a fresh process with no tables on disk.
//!
//! The hint is the first move of the `exact` answer: with the moves left when proven optimal;
//! from the fallback's solution (not proven) when the limits stopped the exact search; none
//! when solved, unsolvable (with the parity proof) or stopped before any solution.
//!
//! # Generating and rating
//!
//! Levels `easy`, `medium`, `hard`, `expert` ([`Level`](crate::Level): ranges of proven
//! optimal lengths per size, e.g. 4x4 easy 10-24, expert 50-80); `medium` when none is asked.
//! The generator's option is `size` (3, 4 or 5; default 4). The same seed and options give
//! the same position. The rating is the crate's model ([`crate::rating`]): the level whose
//! range holds the optimal length, a score from 0 to 100 (50 at the size's mean optimal
//! length, 100 at its longest), the optimum when proven; when the limits stop the exact
//! search, the proven lower bound stands in for it (the position is at least that hard). An
//! unsolvable position has no rating (`not_found`).
//!
//! The built-in libraries ([`libraries`]) hold the two hardest 8-puzzle positions, Korf's
//! first three 15-puzzle instances (converted to this goal), generated positions of each level
//! and size, and Loyd's unsolvable 14-15 puzzle.

mod game_id;
pub mod lab;
pub mod libraries;
mod notation;
mod play;
mod rate;
pub mod solve;
pub mod solvers;
pub mod tables;

use puzzle::{
    Applied, BuiltinLibrary, GenerateRequest, Generated, Hint, InputError, Puzzle, PuzzleError,
    PuzzleInfo, Rating, Solved, SolverInfo, Status,
};
use search::{Cost, Limits};

pub use game_id::{Position, GOAL_KEY};
pub use play::{Slide, SlideEffect, View};
pub use rate::{RatingDetail, DEFAULT_LEVEL, SIZE_KEY};
pub use solve::SolvePayload;
pub use solvers::{EXACT, FAST, GENERIC_HEURISTIC};

/// The 8-, 15- and 24-puzzle (数字华容道) as a [`puzzle::Puzzle`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct NPuzzle;

/// Changes whenever an answer or a rating could change (keys the built-in libraries).
pub const ENGINE_VERSION: &str = "npuzzle-2";

/// The example: the hardest 8-puzzle position (31 moves), solved optimally in a millisecond
/// even when the 3x3 table must first be built (0.05 s).
pub const EXAMPLE: &str = "8 6 7/2 5 4/3 0 1";

impl Puzzle for NPuzzle {
    type Game = Position;
    type Move = Slide;
    type View = View;
    type Effect = SlideEffect;
    type Solution = SolvePayload;
    type RatingDetail = RatingDetail;

    fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            id: "n-puzzle",
            native_name: "数字华容道",
            example: EXAMPLE,
            opening: libraries::opening(),
            move_syntax: "{\"tile\": 5} (the tile that slides into the blank)",
            move_notation: notation::EXAMPLE,
            engine_version: ENGINE_VERSION,
            rules: vec![puzzle::ParamSpec::text(GOAL_KEY, "1 2 3/8 0 4/7 6 5")],
            generate: rate::generate_specs(),
            difficulties: rate::difficulties(),
        }
    }

    fn parse(&self, text: &str) -> Result<Position, InputError> {
        game_id::parse(text)
    }

    fn format(&self, game: &Position) -> String {
        game_id::format(game)
    }

    fn view(&self, game: &Position) -> View {
        play::view(game)
    }

    fn status(&self, game: &Position) -> Status {
        play::status(game)
    }

    fn legal_moves(&self, game: &Position) -> Vec<Slide> {
        play::legal_moves(&game.board)
    }

    fn apply(
        &self,
        game: &Position,
        mv: &Slide,
        _previous: Option<&Slide>,
    ) -> Result<Applied<Position, SlideEffect>, InputError> {
        play::apply(game, mv)
    }

    fn read_move(&self, _game: &Position, text: &str) -> Result<Slide, InputError> {
        notation::read_move(text)
    }

    fn describe_move(&self, game: &Position, mv: &Slide) -> puzzle::Phrase {
        play::describe(&game.board, mv)
    }

    /// The pattern database estimate (the exact distance on 3x3) once the tables are loaded,
    /// linear conflict before (it never waits); `None` for an unsolvable position.
    fn heuristic(&self, game: &Position) -> Option<Cost> {
        solve::heuristic(game)
    }

    fn solvers(&self) -> Vec<SolverInfo> {
        solvers::solvers()
    }

    fn heuristics(&self) -> Vec<puzzle::HeuristicInfo> {
        lab::heuristics()
    }

    fn lab_bidirectional(&self) -> bool {
        true
    }

    fn lab_goal_note(&self) -> puzzle::Words {
        puzzle::Words::new("n-puzzle-lab-goal-why")
    }

    fn lab<T: puzzle::LabTask>(
        &self,
        game: &Position,
        setup: &puzzle::LabSetup<'_>,
        task: T,
    ) -> Result<T::Output, PuzzleError> {
        lab::lab(game, setup, task)
    }

    fn solve(
        &self,
        game: &Position,
        solver: &str,
        limits: &Limits,
    ) -> Result<Solved<Slide, SolvePayload>, PuzzleError> {
        solve::solve(game, solver, limits)
    }

    fn summarize(&self, payload: &SolvePayload) -> Vec<puzzle::Phrase> {
        solve::summarize(payload)
    }

    fn hint(&self, game: &Position, limits: &Limits) -> Result<Hint<Slide>, PuzzleError> {
        solve::hint(game, limits)
    }

    fn generate(
        &self,
        request: &GenerateRequest,
        limits: &Limits,
    ) -> Result<Generated<Position, RatingDetail>, PuzzleError> {
        rate::generate(request, limits)
    }

    fn rate(&self, game: &Position, limits: &Limits) -> Result<Rating<RatingDetail>, PuzzleError> {
        rate::rate(game, limits)
    }

    fn libraries(&self) -> Vec<BuiltinLibrary> {
        libraries::libraries()
    }
}

#[cfg(test)]
mod tests;
