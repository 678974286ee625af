//! Matchstick equations behind the one puzzle interface: [`Matchstick`] implements
//! [`puzzle::Puzzle`].
//!
//! # Game IDs
//!
//! ```text
//! EQUATION[;task=move|add|remove][;k=K][;rules=FLAG+FLAG...][;taken=CELL.SLOT,...][;placed=CELL.SLOT,...]
//! ```
//!
//! - `EQUATION`: the puzzle's starting equation: digits (or I, V, X under `rules=roman`),
//!   `+ - * / =` (`x`, `×`, `÷`, `−` are read too); spaces and line breaks are ignored.
//! - `task`: move (default), add or remove K sticks. The older key `kind=` is still read.
//! - `k`: K, from 1 to 6; default 1.
//! - `rules`: the rule flags of `docs/rules/matchstick.md`, joined by `+`, in any order: `roman`,
//!   `equals-may-change`, `leading-minus`, `seven-with-four`, `tailless-six-nine`,
//!   `leading-zeros`, `division`; none by default (`default` and `arabic` are read as no flag).
//! - `taken`, `placed`: a game in progress, as the sticks changed since the puzzle's start:
//!   `taken` the sticks of the starting drawing that are gone, `placed` the empty places of
//!   the starting drawing that now hold a stick. A position is `CELL.SLOT`: the cell's number
//!   counted from 0 (as in a move's JSON; the drawing's cells include the empty cells added
//!   for a leading minus or a Roman numeral, see the view's `cells`) and the slot's name (`a`
//!   to `g` for a digit, `mid vert low back slash` for an operator, `mid` for a sign, `i back
//!   vslash xslash` for a Roman numeral) or its number. What legal moves reach is accepted:
//!   a move puzzle takes as many sticks as it places, an add puzzle only places, a remove
//!   puzzle only takes, at most K each, never in the fixed `=`.
//!
//! The canonical form writes the equation in ASCII without spaces, the keys in the order
//! above, leaves out defaults (move, k=1, no flag, nothing changed), writes the flags in the
//! order above and the positions by slot name, sorted by cell then slot. Examples: `7+3=9`,
//! `45+46=99;k=2`, `5+3=9;task=add`, `III=III+III;rules=roman+equals-may-change`,
//! `7+3=9;taken=2.c;placed=2.e` (the answer 7+2=9 drawn, so solved).
//!
//! Errors carry the byte range of what is wrong: the character, number or operator of the
//! equation (also across lines), the rule value, the one flag or the one position.
//!
//! # Moves, views, effects
//!
//! A move is today's `GameMove` JSON: `{"type": "move", "from": {"cell": 2, "slot": 2}, "to":
//! {"cell": 2, "slot": 4}}`, `{"type": "add", "at": {...}}`, `{"type": "remove", "at": {...}}`;
//! each costs 1. The [`View`] has the cells, the sticks at the start and now, what each cell
//! shows, the equation drawn, the sticks changed and whether it is solved; the
//! [`StickEffect`] of a move is the stick's `from` and `to`. A game is solved when its drawing
//! is a true equation exactly K sticks from the start, stuck when no legal move is left and
//! it is not solved.
//!
//! # Solvers, hints, generation, rating
//!
//! See [`solvers`] (`fast` first), [`making`] (levels `low`, `mid`, `high`; options
//! `max-digits`, `operands`, `max-answers` and the rules `task`, `k`, `rules`) and
//! [`libraries`].
//!
//! The search lab ([`lab`]) runs on move puzzles, over [`crate::MoveProblem`] from the drawing
//! as it stands, with the count of sticks still to move (admissible and consistent) or the
//! inadmissible 2 x count; each state is named as the puzzle drawn part-way (`taken=`,
//! `placed=`). Add and remove puzzles have no such problem and are refused.

mod actions;
pub mod game_id;
mod id_errors;
pub mod lab;
pub mod libraries;
pub mod making;
mod notation;
mod refusal;
pub mod solvers;
pub mod view;

#[cfg(test)]
mod tests;

use puzzle::{
    Applied, BuiltinLibrary, GenerateRequest, Generated, Hint, InputError, ParamSpec, Puzzle,
    PuzzleError, PuzzleInfo, Rating, Solved, SolverInfo, Status,
};
use search::{Cost, Limits};

use crate::description::MAX_K;
use crate::game::{Game, GameMove};

pub use libraries::{catalogue_library, generated_library, report_library};
pub use making::RatingDetail;
pub use solvers::Solutions;
pub use view::{CellView, StickEffect, View};

/// Matchstick equations (火柴棍移动) as a [`Puzzle`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Matchstick;

impl Puzzle for Matchstick {
    type Game = Game;
    type Move = GameMove;
    type View = View;
    type Effect = StickEffect;
    type Solution = Solutions;
    type RatingDetail = RatingDetail;

    fn info(&self) -> PuzzleInfo {
        PuzzleInfo {
            id: "matchstick",
            native_name: "火柴棍移动",
            example: "45+46=99",
            opening: None,
            move_syntax: "{\"type\": \"move\", \"from\": {\"cell\": 2, \"slot\": 2}, \"to\": {\"cell\": 2, \"slot\": 4}} (or {\"type\": \"add\"|\"remove\", \"at\": {\"cell\": 0, \"slot\": 3}})",
            move_notation: notation::EXAMPLE,
            engine_version: "matchstick-1",
            rules: vec![
                ParamSpec::choice("task", &["move", "add", "remove"]),
                ParamSpec::integer("k", 1, MAX_K as u64, 1)
                .with_alias("moves"),
                ParamSpec::flags("rules", game_id::FLAGS),
            ],
            generate: vec![
                ParamSpec::integer("max-digits", 1, 3, 2),
                ParamSpec::integer("operands", 2, 4, 2),
                ParamSpec::integer("max-answers", 1, 10, 3),
            ],
            difficulties: making::LEVELS.to_vec(),
        }
    }

    fn parse(&self, text: &str) -> Result<Game, InputError> {
        game_id::parse_game(text)
    }

    fn format(&self, game: &Game) -> String {
        game_id::format_game(game)
    }

    fn view(&self, game: &Game) -> View {
        View::of(game)
    }

    fn status(&self, game: &Game) -> Status {
        if game.is_solved() {
            Status::Solved
        } else if !game.has_legal_move() {
            Status::Stuck
        } else {
            Status::Playing
        }
    }

    fn legal_moves(&self, game: &Game) -> Vec<GameMove> {
        game.legal_moves()
    }

    fn apply(
        &self,
        game: &Game,
        mv: &GameMove,
        _previous: Option<&GameMove>,
    ) -> Result<Applied<Game, StickEffect>, InputError> {
        let sticks = game
            .check_move(*mv)
            .map_err(|e| refusal::illegal_move(game, mv, &e))?;
        Ok(Applied {
            game: game.with_sticks(sticks),
            cost: 1,
            effect: StickEffect::of(mv),
        })
    }

    fn summarize(&self, solution: &Solutions) -> Vec<puzzle::Phrase> {
        let count = solution.solutions.len();
        let key = match (count, solution.complete) {
            (0, true) => "matchstick-summary-none",
            (_, true) => "matchstick-summary-all",
            (_, false) => "matchstick-summary-some",
        };
        let words = puzzle::Words::new(key)
            .arg("count", count)
            .arg("moves", solution.moves);
        let mut lines = vec![puzzle::Phrase::said(words)];
        lines.extend(
            solution
                .solutions
                .iter()
                .map(|s| puzzle::Phrase::as_written(format!("  {s}"))),
        );
        lines
    }

    fn read_move(&self, _game: &Game, text: &str) -> Result<GameMove, InputError> {
        notation::read_move(text)
    }

    fn describe_move(&self, game: &Game, mv: &GameMove) -> puzzle::Phrase {
        view::describe_move(game, mv)
    }

    fn heuristic(&self, game: &Game) -> Option<Cost> {
        Some(solvers::lower_bound(game))
    }

    fn solvers(&self) -> Vec<SolverInfo> {
        solvers::list()
    }

    fn solve(
        &self,
        game: &Game,
        solver: &str,
        limits: &Limits,
    ) -> Result<Solved<GameMove, Solutions>, PuzzleError> {
        solvers::solve(game, solver, limits)
    }

    fn hint(&self, game: &Game, limits: &Limits) -> Result<Hint<GameMove>, PuzzleError> {
        solvers::hint(game, limits)
    }

    fn generate(
        &self,
        request: &GenerateRequest,
        limits: &Limits,
    ) -> Result<Generated<Game, RatingDetail>, PuzzleError> {
        making::generate(request, limits)
    }

    fn rate(&self, game: &Game, limits: &Limits) -> Result<Rating<RatingDetail>, PuzzleError> {
        making::rate(game, limits)
    }

    fn libraries(&self) -> Vec<BuiltinLibrary> {
        libraries::libraries()
    }

    fn actions(&self) -> Vec<puzzle::ActionInfo> {
        actions::actions()
    }

    fn action(
        &self,
        name: &str,
        game: Option<&Game>,
        request: &puzzle::ActionRequest,
        limits: &Limits,
    ) -> Result<puzzle::ActionOutput<Game>, PuzzleError> {
        actions::run(name, game, request, limits)
    }

    fn heuristics(&self) -> Vec<puzzle::HeuristicInfo> {
        lab::heuristics()
    }

    /// The move problem from the drawing as it stands, its states named as drawings part-way.
    fn lab<T: puzzle::LabTask>(
        &self,
        game: &Game,
        setup: &puzzle::LabSetup<'_>,
        task: T,
    ) -> Result<T::Output, PuzzleError> {
        lab::lab(game, setup, task)
    }
}

/// `words` with the variable `rules` set to the rules' flags as written, or the catalogue's
/// word for the default rules.
pub(crate) fn with_rules(words: puzzle::Words, rules: &crate::rules::Rules) -> puzzle::Words {
    match rules.describe().as_str() {
        "default" => words.word("rules", puzzle::Words::new("matchstick-rules-default")),
        flags => words.arg("rules", flags),
    }
}
