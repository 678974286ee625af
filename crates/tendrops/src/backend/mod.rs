//! Ten Drops behind the one puzzle interface: [`TenDrops`] implements [`puzzle::Puzzle`].
//!
//! # Game IDs
//!
//! ```text
//! BOARD[;timing=a-sum|a-cap|b-sum|b-cap][;supply=N][;empty-taps=allow|forbid][;combo=N][;clear-bonus=N]
//! ```
//!
//! - `BOARD`: rows of digits, 0 (or `.`) an empty cell, 1-4 a drop's size, joined by `/` or
//!   one row per line (6 lines of 6 digits, the form of `docs/rules/tendrops.md`); spaces inside
//!   a row are ignored. Any size up to 16x16 parses and plays; the solvers, the hint, the
//!   rating and the generator handle boards of at most 42 cells (e.g. 6x7).
//! - `timing`: the chain timing model of docs/rules/tendrops.md, default `a-sum` (`asum`, `A_SUM` read too).
//! - `supply`: the drops the player has now, 0 to 1000, default 10 (the rules' starting
//!   supply). A game in progress is a game ID like any other: the board after the taps and
//!   the supply left. A supply holds at most 1000 drops: bonuses past that are lost.
//! - `empty-taps`: `allow` (default, as in the original game: tapping an empty cell creates a
//!   drop of size 1) or `forbid` (`true`/`false`, `yes`/`no` read too).
//! - `combo`: one bonus drop per this many bursts caused by one tap, 0 to 10 (0: no combo
//!   bonus), default 3; `clear-bonus`: the drops earned by clearing the board, 0 to 10,
//!   default 1. Both are in the ID because they change the answer (a bonus can decide whether
//!   a board is cleared within the supply, and they decide the drops left); no page sets them
//!   today, so they are almost always left out.
//!
//! The canonical form is the board on one line, then the keys that differ from their default
//! in the order above: `040244/304244/003030/000413/243220/004423`,
//! `040244/304244/003030/000413/243220/004423;timing=b-sum;supply=3;empty-taps=forbid`.
//! Every board error carries the byte span of the offending character, row or rows, so that
//! its line and column are exact (multi-line input included); a bad rule value points at the
//! value.
//!
//! # Playing
//!
//! - Move: `{"tap": [row, col]}`, 0-based; shown as `tap 2,3`. Each tap costs 1.
//! - [`View`]: `board`, `rows`, `cols`, `cells`, `drops`, `water`, `supply`, the rules
//!   (`timing`, `empty_taps`, `combo`, `clear_bonus`) and `cleared` / `out_of_drops`.
//! - [`TapEffect`]: what `/tendrops/tap` answered for the animation: `report` (tap, created,
//!   bursts, bonus, clear_bonus, lost, supply after, status) and `log` (flights and one frame
//!   per tick).
//! - Status: solved when the board is clear, stuck when the supply is empty (and the board is
//!   not), playing otherwise. A board that cannot be cleared with the supply left is still
//!   "playing" (finding that out is a search); the hint says so.
//!
//! # Solving
//!
//! Solvers: `exact` (default: proven minimum taps), `most-left` (the second
//! objective: the most drops left at the end, proven; on request), then the contenders of
//! [`crate::contender`]: `plain-bfs`, `report-iddfs:4` (the homework's IDDFS; `seed-id:4` is read
//! too), `report-greedy` (`seed-greedy`), `td-beam:200`, and the generic `astar`, `idastar`
//! (any generic algorithm of `search` runs when asked for by name). The payload is the
//! crate's [`crate::Solution`] (`solvable`, `taps`, `sequence`, `optimal`, `timing`, `stats`,
//! `lower_bound`, `drops_left`, `drops_left_bound`, `empty_taps`, `supply`, `objective`) plus
//! `taps_left`: for each position of the line, the proven minimum taps still needed (`h`) and
//! a lower bound (`h_lower_bound`), the figures of the page's playback. `heuristic` is the
//! solvers' admissible bound, so the envelope's g/h/f show it; `taps_left` has the exact
//! figures, worked out for the exact solvers' lines within what is left of the limits.
//!
//! The hint is the first tap of a proven optimal line with the minimum taps left, or none when
//! the board is clear, the supply empty, nothing clears it within the supply, or the limits
//! stopped the proof.
//!
//! # Generating and rating
//!
//! Difficulties `easy`, `medium`, `hard`, `expert` (`easy` when none is asked, as on the
//! page); the generator's own options are `rows` and `cols` (6 each, at most 42 cells), and
//! the rules (`timing`, `supply`, `empty-taps`, `combo`, `clear-bonus`) come from the request
//! like a game ID's. A random board is kept when its proven minimum falls in the difficulty's
//! range (2-3, 4-6, 7-8, 9-10 taps) and fits the supply; the same seed and options give the
//! same game, or stop. Each candidate's proof is held to a node count (so that the machine
//! does not change the answer) and to the request's limits, inside the search.
//!
//! The rating rests on the proven minimum number of taps `T` (under the game's own rules and
//! supply) and the margin `M = supply - T`, the taps a player may waste:
//! - level: the generator's ranges, `T <= 3` easy, 4-6 medium, 7-8 hard, `T >= 9` expert;
//! - score: `9 T` (at most 90), plus 10 when the supply leaves no tap to waste (`M = 0`) or 5
//!   when it leaves one (`M = 1`), at most 100; a clear board scores 0;
//! - a board that cannot be cleared within its supply has no rating (`not_found`), nor has
//!   one whose minimum the limits did not let the solver prove (`stopped`).
//!
//! # Search lab
//!
//! The lab runs on [`crate::problem::TenDropsProblem`] (boards of at most 42 cells, the supply
//! capped at [`MAX_SUPPLY`] as in a game ID) with the water-conservation bound (admissible) or
//! the inadmissible 2 x bound; each state is named as a game in progress: the board after the
//! taps and `supply=` the drops left.
//!
//! The built-in library is the campaign (`campaign`: 15 levels, each with its proven par in
//! every timing model kept as notes `par`, `par a-cap`, ...).

mod actions;
mod game_id;
mod lab;
mod libraries;
mod notation;
mod play;
mod rate;
mod solve;

use puzzle::{
    Applied, GenerateRequest, Generated, Hint, InputError, ParamSpec, Puzzle, PuzzleError,
    PuzzleInfo, Rating, Solved, SolverInfo, Status,
};
use search::{Cost, Limits};

use crate::board::MAX_SIDE;

pub use game_id::{Position, KEYS, MAX_BONUS_RULE, MAX_SUPPLY};
pub use play::{Tap, TapEffect, View};
pub use rate::{RatingDetail, LEVELS};
pub use solve::{SolvePayload, TapsLeft};

/// Ten Drops (十滴水, Splash Back) as a [`puzzle::Puzzle`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TenDrops;

/// Changes whenever an answer or a rating could change (keys the built-in libraries).
pub const ENGINE_VERSION: &str = "tendrops-1";

/// A game ID the default solver proves in well under a second (README: 2 taps).
pub const EXAMPLE: &str = "040244/304244/003030/000413/243220/004423";

impl Puzzle for TenDrops {
    type Game = Position;
    type Move = Tap;
    type View = View;
    type Effect = TapEffect;
    type Solution = SolvePayload;
    type RatingDetail = RatingDetail;

    fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            id: "tendrops",
            native_name: "十滴水",
            example: EXAMPLE,
            opening: None,
            move_syntax: "{\"tap\": [2, 3]} (row, column from 0)",
            move_notation: notation::EXAMPLE,
            engine_version: ENGINE_VERSION,
            rules: game_id::rule_specs(),
            generate: vec![
                ParamSpec::integer("rows", 1, MAX_SIDE as u64, 6),
                ParamSpec::integer("cols", 1, MAX_SIDE as u64, 6),
            ],
            difficulties: LEVELS.to_vec(),
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

    fn legal_moves(&self, game: &Position) -> Vec<Tap> {
        play::legal_taps(game)
    }

    fn apply(
        &self,
        game: &Position,
        mv: &Tap,
        _previous: Option<&Tap>,
    ) -> Result<Applied<Position, TapEffect>, InputError> {
        play::apply(game, mv)
    }

    fn read_move(&self, _game: &Position, text: &str) -> Result<Tap, InputError> {
        notation::read_move(text)
    }

    fn describe_move(&self, _game: &Position, mv: &Tap) -> puzzle::Phrase {
        mv.phrase()
    }

    fn summarize(&self, payload: &SolvePayload) -> Vec<puzzle::Phrase> {
        let s = &payload.solution;
        let mut lines = Vec::new();
        if let Some(left) = s.drops_left {
            let proven = s.objective == crate::Objective::MostLeft && s.optimal;
            lines.push(puzzle::Phrase::said(
                puzzle::Words::new(if proven {
                    "tendrops-summary-left-proven"
                } else {
                    "tendrops-summary-left"
                })
                .arg("left", left),
            ));
        }
        if let (Some(bound), Some(left)) = (s.drops_left_bound, s.drops_left) {
            if bound != left {
                lines.push(puzzle::Phrase::said(
                    puzzle::Words::new("tendrops-summary-bound").arg("bound", bound),
                ));
            }
        }
        lines.push(puzzle::Phrase::said(
            rate::with_rule_words(
                puzzle::Words::new("tendrops-summary-rules"),
                s.timing,
                s.empty_taps,
            )
            .arg("supply", s.supply),
        ));
        lines
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
    ) -> Result<Solved<Tap, SolvePayload>, PuzzleError> {
        solve::solve(game, solver, limits)
    }

    fn hint(&self, game: &Position, limits: &Limits) -> Result<Hint<Tap>, PuzzleError> {
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

    fn libraries(&self) -> Vec<puzzle::BuiltinLibrary> {
        libraries::libraries()
    }

    fn heuristics(&self) -> Vec<puzzle::HeuristicInfo> {
        lab::heuristics()
    }

    fn actions(&self) -> Vec<puzzle::ActionInfo> {
        actions::actions()
    }

    fn action(
        &self,
        name: &str,
        game: Option<&Position>,
        request: &puzzle::ActionRequest,
        limits: &Limits,
    ) -> Result<puzzle::ActionOutput<Position>, PuzzleError> {
        actions::run(name, game, request, limits)
    }

    /// The generic problem, its states named as games in progress (board and drops left).
    fn lab<T: puzzle::LabTask>(
        &self,
        game: &Position,
        setup: &puzzle::LabSetup<'_>,
        task: T,
    ) -> Result<T::Output, PuzzleError> {
        lab::lab(game, setup, task)
    }
}

#[cfg(test)]
mod tests;
