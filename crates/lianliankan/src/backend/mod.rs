//! Lianliankan behind the one puzzle interface: [`Lianliankan`] implements
//! [`::puzzle::Puzzle`], so that the web routes and command-line verbs written once for every
//! puzzle serve it.
//!
//! # Game IDs
//!
//! ```text
//! GAME_ID = BOARD [ ";turns=" (0..1000 | "any") ] [ ";gravity=" GRAVITY ]
//! ```
//!
//! - `BOARD`: the rows of the board joined by `/`, cells separated by spaces: `0` an empty
//!   cell, `-1` a blocker, `k` (1 to 9999) a tile of kind `k`; every kind an even number of
//!   times; at most 32 rows and 32 columns. The board is surrounded by an empty ring that paths
//!   may use.
//! - `turns`: the most turns a path joining two tiles may make, 0 to 1000 or `any`
//!   (`unlimited` is read as `any`); default 2, the classic rule.
//! - `gravity`: where tiles slide after each removal: `none` (default), `down`, `up`, `left`,
//!   `right`, `toward-middle-row`, `away-from-middle-row`, `toward-middle-col`,
//!   `away-from-middle-col`. Under gravity the board settles before play, and the canonical
//!   ID gives it settled.
//!
//! The canonical form is one line: the rows joined by `/` with single spaces, then the rules
//! that differ from their default, `turns` before `gravity`:
//! `1 2 0/2 1 -1`, `1 2 0/2 1 -1;turns=3`, `0 0/1 1;turns=any;gravity=down`.
//!
//! Today's forms are still read: m lines of n integers, with an optional first line `m n`,
//! `#` comments to the end of a line, commas as separators, rows joined by `/` (also after a
//! header, `2 3/1 2 0/2 1 -1`). Rules may follow the last row (`...\n10 11 4 7 11 11;turns=3`).
//! Every error about the board carries the byte range of the culprit, so its line and column
//! (1-based) are right on one line and on many; an error in a rule points at its value.
//!
//! # Moves, views, effects
//!
//! A move is the pair of tiles to remove, `{"a": [row, col], "b": [row, col]}` (rows and
//! columns from 0, as in the removals of a solution); its cost is the turns of the path + 1.
//! An illegal pair is refused with the reason (no tile there, the same tile, different kinds,
//! no path within the turn limit). The view ([`BoardView`]) has the rows, columns, cells,
//! tiles left, rules, the number of removable pairs and whether the game is solved or stuck;
//! the effect of a move is the [`Removal`] with its path's corner points (the ring as -1 and
//! m/n) for the page to draw.
//!
//! # Solvers
//!
//! `exact` (default: exact A* with the conflict bound, anytime), `decide` (clearable or not),
//! the generic `astar`, `ucs`, `wastar:2`, `greedy`, `beam:100`, the report's branch-capped A*
//! `report:1` and `report:2` (also spelled `seed:N`), and on request `idastar`, `bfs`,
//! `dfs:40` or any generic spelling with parameters. See [`ClearingReport`] for the fields a
//! solve answers with.
//!
//! # Actions
//!
//! `shuffle` (module `actions`): the remaining tiles dealt again, still clearable.
//!
//! # Search lab
//!
//! The lab runs on [`crate::solver::problem::ClearingProblem`] with the matching bound
//! ([`BOUND`], admissible and consistent) or the inadmissible 2 x bound; each state (the tiles
//! left) is named by the game ID of the board it leaves ([`format_board_game`]).

mod actions;
mod game_id;
mod lab;
mod libraries;
mod make;
mod notation;
mod play;
mod solve;
#[cfg(test)]
mod tests;

use std::sync::Arc;

use ::puzzle::{
    Applied, BuiltinLibrary, GenerateRequest, Generated, Hint, InputError, Puzzle as Backend,
    PuzzleError, PuzzleInfo, Rating, Solved, SolverInfo, Status,
};
use search::{Cost, Limits};

use crate::board::Board;
use crate::puzzle::{Puzzle, Removal};
use crate::rules::Rules;

pub use game_id::{
    format_board_game, format_game, parse_game, position, MAX_TURN_LIMIT, RULE_KEYS,
};
pub use libraries::{libraries, REPORT_BOARD};
pub use make::{rating_of, RatingFigures};
pub use play::{shuffle, BoardView, PairMove, RulesView};
pub use solve::{ClearingReport, BOUND, DEFAULT_REPORT_CAP, MAX_REPORT_CAP};

/// Lianliankan (连连看, Onet) for the puzzle registry.
#[derive(Debug, Clone, Copy, Default)]
pub struct Lianliankan;

/// A position: the board as it stands (settled under gravity) under its rules, with the
/// tables the solvers share. Cheap to clone.
#[derive(Debug, Clone)]
pub struct Position {
    puzzle: Arc<Puzzle>,
    /// Its removable pairs, found once: the status, the drawing and the move list all ask
    /// (on a 32 x 32 board each search of them takes about half a millisecond, and a
    /// solution's replay asks at each of its hundreds of steps).
    legal: Arc<std::sync::OnceLock<Vec<PairMove>>>,
}

impl Position {
    /// The board as it stands.
    pub fn board(&self) -> &Board {
        self.puzzle.board()
    }

    /// The rules it is played under.
    pub fn rules(&self) -> Rules {
        self.puzzle.rules()
    }

    /// The board under its rules, for the crate's solvers (its initial state is this
    /// position).
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }
}

/// Two positions are equal when their game IDs are: the same board under the same rules.
impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        Arc::ptr_eq(&self.puzzle, &other.puzzle)
            || (self.board() == other.board() && self.rules() == other.rules())
    }
}

impl Eq for Position {}

impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.board().hash(state);
        self.rules().hash(state);
    }
}

/// What [`Lianliankan::info`] says; the example is solved (proven) in about a millisecond.
const EXAMPLE: &str = "1 2 3 2 4/5 0 6 0 3/3 6 0 5 1/4 7 7 0 3";

/// Changes whenever answers or ratings could change.
pub const ENGINE_VERSION: &str = "lianliankan-1";

impl Backend for Lianliankan {
    type Game = Position;
    type Move = PairMove;
    type View = BoardView;
    type Effect = Removal;
    type Solution = ClearingReport;
    type RatingDetail = RatingFigures;

    fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            id: "lianliankan",
            native_name: "连连看",
            example: EXAMPLE,
            opening: libraries::opening(),
            move_syntax: r#"{"a": [0, 0], "b": [0, 1]} (rows and columns from 0)"#,
            move_notation: notation::EXAMPLE,
            engine_version: ENGINE_VERSION,
            rules: make::rule_specs(),
            generate: make::generate_specs(),
            difficulties: make::difficulties(),
        }
    }

    fn parse(&self, text: &str) -> Result<Position, InputError> {
        parse_game(text)
    }

    fn format(&self, game: &Position) -> String {
        format_game(game)
    }

    fn view(&self, game: &Position) -> BoardView {
        game.view()
    }

    fn status(&self, game: &Position) -> Status {
        game.status()
    }

    fn legal_moves(&self, game: &Position) -> Vec<PairMove> {
        game.legal_pairs()
    }

    fn apply(
        &self,
        game: &Position,
        mv: &PairMove,
        _previous: Option<&PairMove>,
    ) -> Result<Applied<Position, Removal>, InputError> {
        game.remove(mv)
    }

    fn read_move(&self, _game: &Position, text: &str) -> Result<PairMove, InputError> {
        notation::read_move(text)
    }

    fn describe_move(&self, _game: &Position, mv: &PairMove) -> puzzle::Phrase {
        mv.phrase()
    }

    fn heuristic(&self, game: &Position) -> Option<Cost> {
        solve::heuristic(game)
    }

    fn solvers(&self) -> Vec<SolverInfo> {
        solve::solvers()
    }

    fn solve(
        &self,
        game: &Position,
        solver: &str,
        limits: &Limits,
    ) -> Result<Solved<PairMove, ClearingReport>, PuzzleError> {
        solve::solve(game, solver, limits)
    }

    fn hint(&self, game: &Position, limits: &Limits) -> Result<Hint<PairMove>, PuzzleError> {
        Ok(solve::hint(game, limits))
    }

    fn generate(
        &self,
        request: &GenerateRequest,
        limits: &Limits,
    ) -> Result<Generated<Position, RatingFigures>, PuzzleError> {
        make::generate_game(request, limits)
    }

    fn rate(&self, game: &Position, limits: &Limits) -> Result<Rating<RatingFigures>, PuzzleError> {
        make::rate(game, limits)
    }

    fn libraries(&self) -> Vec<BuiltinLibrary> {
        libraries()
    }

    fn actions(&self) -> Vec<::puzzle::ActionInfo> {
        actions::actions()
    }

    fn action(
        &self,
        name: &str,
        game: Option<&Position>,
        request: &::puzzle::ActionRequest,
        limits: &Limits,
    ) -> Result<::puzzle::ActionOutput<Position>, PuzzleError> {
        actions::run(name, game, request, limits)
    }

    fn heuristics(&self) -> Vec<::puzzle::HeuristicInfo> {
        lab::heuristics()
    }

    /// The clearing problem, its states named by the boards they leave.
    fn lab<T: ::puzzle::LabTask>(
        &self,
        game: &Position,
        setup: &::puzzle::LabSetup<'_>,
        task: T,
    ) -> Result<T::Output, PuzzleError> {
        lab::lab(game, setup, task)
    }
}
