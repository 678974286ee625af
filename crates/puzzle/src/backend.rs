//! The [`Puzzle`] trait: the one backend every puzzle fills in, in the manner of Simon Tatham's
//! `struct game`, and the plain data it answers with.
//!
//! A puzzle is a value (usually a unit struct) whose associated types say what a position
//! (`Game`), a move, a drawing (`View`) and a solver's own answer (`Solution`) are. Everything
//! that is the same for all puzzles (JSON, routes, commands, undo, budgets, libraries) is
//! written once on top of this trait: see [`crate::dynamic`].
//!
//! Invariants every implementation keeps (checked for each puzzle by
//! [`crate::conformance::check`]):
//! - `parse(format(g))` gives back `g`, and `format` is canonical: two IDs of one game format
//!   alike. A game ID is the whole game: position and every rule that changes the answer.
//! - `apply` accepts every move of `legal_moves` and refuses anything else with an
//!   [`InputError`] that says why; it never panics, whatever the move.
//! - A move's notation (its `Display`) reads back with `read_move` as the same move.
//! - `solve` honours its [`Limits`]; its `path` replays with `apply` from the game to a solved
//!   position, and its `cost` is the sum of the step costs along it.
//! - A hint's move is legal and, when the hint says `optimal`, lies on an optimal path.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use search::{Claim, Cost, Limits, Stats};
use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::actions::{ActionInfo, ActionOutput, ActionRequest};
use crate::error::{InputError, PuzzleError};
use crate::lab::{HeuristicInfo, LabSetup, LabTask};
use crate::words::{Phrase, Words};

/// One puzzle's backend. See the module documentation for the invariants.
pub trait Puzzle: Send + Sync + 'static {
    /// A position under its rules: what a game ID describes. Two games that are equal (`Eq`)
    /// have the same game ID: tables of games (the Python package's) look a game up by value
    /// before they format its ID.
    type Game: Clone + Eq + std::hash::Hash + Send + Sync + 'static;
    /// One player action. Its serde form is what `/api/{id}/move` takes and answers.
    type Move: Clone + PartialEq + Serialize + DeserializeOwned + std::fmt::Display + Send + Sync;
    /// What a page needs to draw a position.
    type View: Serialize;
    /// What a page needs to animate a move (a path drawn, a chain of bursts); `()` if nothing.
    type Effect: Serialize;
    /// The puzzle's own fields of a solve answer (the JSON contract of `docs/cli.md`).
    type Solution: Serialize;
    /// The puzzle's own figures behind a rating.
    type RatingDetail: Serialize;

    /// Names, the example, the rules and the generator's options.
    fn info(&self) -> PuzzleInfo;

    /// Reads a game ID (any accepted form); errors are placed in `text`.
    fn parse(&self, text: &str) -> Result<Self::Game, InputError>;

    /// The canonical game ID.
    fn format(&self, game: &Self::Game) -> String;

    /// The drawing of a position.
    fn view(&self, game: &Self::Game) -> Self::View;

    /// Playing, solved or stuck.
    fn status(&self, game: &Self::Game) -> Status;

    /// Every legal move, in a stable order.
    fn legal_moves(&self, game: &Self::Game) -> Vec<Self::Move>;

    /// Plays `mv`. `previous` is the move played just before (a metric may count a piece that
    /// keeps moving as one move: such a move then costs 0).
    fn apply(
        &self,
        game: &Self::Game,
        mv: &Self::Move,
        previous: Option<&Self::Move>,
    ) -> Result<Applied<Self::Game, Self::Effect>, InputError>;

    /// Reads a move from its notation, the text its `Display` writes (`S (4,0)->(4,1)`, `5`),
    /// in the context of `game`: what a program prints and the command line's `check` reads.
    /// `read_move(game, &mv.to_string())` gives back `mv` for every legal move; whether the
    /// move is legal is `apply`'s to say. Errors are placed in `text` (see
    /// [`crate::notation::MoveText`]).
    fn read_move(&self, game: &Self::Game, text: &str) -> Result<Self::Move, InputError>;

    /// A move in words for a person, in the context of the game it is played in (a matchstick
    /// move names the character and the stick): its English and its catalogue words. By
    /// default the move's `Display`, as notation in every language (`as-written`).
    fn describe_move(&self, _game: &Self::Game, mv: &Self::Move) -> Phrase {
        Phrase::as_written(mv.to_string())
    }

    /// The admissible estimate the default solver uses, for the g/h/f of a played-back
    /// solution; `None` when the puzzle has none worth showing.
    fn heuristic(&self, _game: &Self::Game) -> Option<Cost> {
        None
    }

    /// The solvers `solve` and `compare` offer: the default exact solver first, then the
    /// textbook algorithms and the seed reports' own. `solve` may accept more spellings
    /// (parameters such as `beam:500`).
    fn solvers(&self) -> Vec<SolverInfo>;

    /// Solves `game` with the solver called `solver` (one of [`Puzzle::solvers`] or a spelling
    /// with parameters), within `limits`.
    fn solve(
        &self,
        game: &Self::Game,
        solver: &str,
        limits: &Limits,
    ) -> Result<Solved<Self::Move, Self::Solution>, PuzzleError>;

    /// Lines that tell a person what a solver's answer is beyond its moves (every matchstick
    /// answer, the drops left at the end), for the command line and the pages, each with its
    /// catalogue words. None by default.
    fn summarize(&self, _solution: &Self::Solution) -> Vec<Phrase> {
        Vec::new()
    }

    /// A move that keeps the game winnable, and what is left to pay.
    fn hint(&self, game: &Self::Game, limits: &Limits) -> Result<Hint<Self::Move>, PuzzleError>;

    /// A new game at the requested difficulty. The request's `params` hold every key of
    /// [`PuzzleInfo::generate`] and [`PuzzleInfo::rules`], checked against their specs and
    /// filled with defaults; `seed` is always set.
    fn generate(
        &self,
        request: &GenerateRequest,
        limits: &Limits,
    ) -> Result<Generated<Self::Game, Self::RatingDetail>, PuzzleError>;

    /// How hard `game` is.
    fn rate(
        &self,
        game: &Self::Game,
        limits: &Limits,
    ) -> Result<Rating<Self::RatingDetail>, PuzzleError>;

    /// The heuristics the search lab offers, the default first or marked (none by default).
    /// Every puzzle with a heuristic also offers the deliberately inadmissible teaching
    /// example [`crate::lab::INADMISSIBLE`].
    fn heuristics(&self) -> Vec<HeuristicInfo> {
        Vec::new()
    }

    /// Whether the lab can search this puzzle backward: bidirectional search, and a goal
    /// narrowed to one chosen position (`LabSetup::goal`; the shared layer refuses one
    /// otherwise, so `lab` never sees it). Not for one-way puzzles, whose moves cannot be
    /// undone (none by default).
    fn lab_bidirectional(&self) -> bool {
        false
    }

    /// What the lab says under its goal field (on puzzles it searches backward): which goals
    /// the puzzle takes, in its notation. The generic note by default.
    fn lab_goal_note(&self) -> Words {
        Words::new("lab-goal-why")
    }

    /// Builds the puzzle's `search::Problem` for `game` with the heuristic and goal of
    /// `setup`, wrapped as a [`crate::lab::LabProblem`] (usually a [`crate::lab::Lab`]), and
    /// runs `task` on it. The search lab (traces, heuristic checks, state spaces,
    /// experiments) is written once on top of this. Unsupported by default.
    fn lab<T: LabTask>(
        &self,
        _game: &Self::Game,
        _setup: &LabSetup<'_>,
        _task: T,
    ) -> Result<T::Output, PuzzleError> {
        Err(InputError::said("unsupported", Words::new("lab-error-unsupported")).into())
    }

    /// The puzzle's own actions beside the shared verbs (Klotski's census, the Lianliankan
    /// shuffle): see [`crate::actions`]. None by default.
    fn actions(&self) -> Vec<ActionInfo> {
        Vec::new()
    }

    /// Runs action `name`, one of [`Puzzle::actions`], within `limits`. `game` is given when
    /// the action takes one (and only then); `request` holds every option of the action,
    /// checked. The shared layer refuses an unknown name before calling this.
    fn action(
        &self,
        name: &str,
        _game: Option<&Self::Game>,
        _request: &ActionRequest,
        _limits: &Limits,
    ) -> Result<ActionOutput<Self::Game>, PuzzleError> {
        Err(PuzzleError::Internal(format!(
            "action '{name}' is listed but not implemented"
        )))
    }

    /// The built-in libraries written into the database when [`PuzzleInfo::engine_version`]
    /// changes (may be slow: it can generate and rate). None by default.
    fn libraries(&self) -> Vec<BuiltinLibrary> {
        Vec::new()
    }
}

/// What a puzzle says about itself. Its words (name, summary, game ID syntax, cost unit) are
/// the catalogue's, under the keys [`crate::labels`] makes from its id.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct PuzzleInfo {
    /// Used in URLs, the API and the command line: `klotski`, `n-puzzle`.
    pub id: &'static str,
    /// The usual Chinese name.
    pub native_name: &'static str,
    /// A game ID that the default solver solves in well under a second.
    pub example: &'static str,
    /// The game a page opens on when none is asked for (a full board where the example is a
    /// small one); the example when `None`. The same game on every screen: a page may draw it
    /// turned, never load another.
    pub opening: Option<String>,
    /// The JSON form of a move, with an example, for error messages and the API docs:
    /// `{"tile": 5}`.
    pub move_syntax: &'static str,
    /// A move in its notation, the text form a program writes and `read_move` reads: `5`,
    /// `S (4,0)->(4,1)`.
    pub move_notation: &'static str,
    /// Changes whenever answers or ratings could change; keys the built-in libraries so that
    /// start-up does no puzzle work when nothing changed.
    pub engine_version: &'static str,
    /// The `key=value` rules a game ID may carry, in canonical order.
    pub rules: Vec<ParamSpec>,
    /// The generator's own options (besides the rules and the difficulty).
    pub generate: Vec<ParamSpec>,
    /// The difficulty levels, easiest first.
    pub difficulties: Vec<&'static str>,
}

/// One option: a rule in the game ID or a generator setting. Its label, help and values'
/// labels are the catalogue's ([`ParamSpec::label_words`] and the like).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ParamSpec {
    /// The key in a game ID or a generate request: `metric`, `rows`.
    pub key: &'static str,
    /// The values it takes.
    #[serde(flatten)]
    pub kind: ParamKind,
    /// The value when none is given.
    pub default: String,
    /// Other keys it is read under, as a command-line flag and in a web request alike
    /// (`max-turns` for `turns`), kept so that documented commands and scripts keep working.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<&'static str>,
}

/// The values an option takes.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ParamKind {
    /// One of a list.
    Choice {
        /// The values, the default first.
        options: Vec<ParamChoice>,
    },
    /// A whole number in `min..=max`.
    Integer {
        /// The least value.
        min: u64,
        /// The largest value.
        max: u64,
    },
    /// Several flags joined by `+` (`division+leading-zeros`), or empty.
    Flags {
        /// The flags, in canonical order.
        options: Vec<ParamChoice>,
    },
    /// Text the puzzle reads itself (a goal position); empty for the default. The puzzle's
    /// parser checks it and places its errors.
    Text {
        /// A value to show as an example, in the game ID's own notation.
        example: &'static str,
    },
}

/// One value of a choice or flag option.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ParamChoice {
    /// The spelling in a game ID.
    pub value: &'static str,
}

impl ParamChoice {
    fn all(values: &[&'static str]) -> Vec<ParamChoice> {
        values.iter().map(|&value| ParamChoice { value }).collect()
    }
}

impl ParamSpec {
    /// A choice among the values `options`; the first is the default.
    pub fn choice(key: &'static str, options: &[&'static str]) -> Self {
        ParamSpec {
            key,
            default: options.first().map_or_else(String::new, |o| o.to_string()),
            aliases: Vec::new(),
            kind: ParamKind::Choice {
                options: ParamChoice::all(options),
            },
        }
    }

    /// A whole number in `min..=max` with a default.
    pub fn integer(key: &'static str, min: u64, max: u64, default: u64) -> Self {
        ParamSpec {
            key,
            default: default.to_string(),
            aliases: Vec::new(),
            kind: ParamKind::Integer { min, max },
        }
    }

    /// Flags joined by `+`; none set by default.
    pub fn flags(key: &'static str, options: &[&'static str]) -> Self {
        ParamSpec {
            key,
            default: String::new(),
            aliases: Vec::new(),
            kind: ParamKind::Flags {
                options: ParamChoice::all(options),
            },
        }
    }

    /// Free text the puzzle reads itself; empty (the puzzle's default) by default.
    pub fn text(key: &'static str, example: &'static str) -> Self {
        ParamSpec {
            key,
            default: String::new(),
            aliases: Vec::new(),
            kind: ParamKind::Text { example },
        }
    }

    /// The same option with another default value.
    pub fn with_default(mut self, default: impl Into<String>) -> Self {
        self.default = default.into();
        self
    }

    /// The same option, also read under the key `alias` (`--alias` on the command line).
    pub fn with_alias(mut self, alias: &'static str) -> Self {
        self.aliases.push(alias);
        self
    }

    /// Checks `value` against this spec; the canonical spelling, or why it is wrong.
    pub fn check(&self, value: &str) -> Result<String, Phrase> {
        let value = value.trim();
        let norm = value.to_ascii_lowercase().replace('_', "-");
        match &self.kind {
            ParamKind::Choice { options } => options
                .iter()
                .find(|o| o.value == norm)
                .map(|o| o.value.to_string())
                .ok_or_else(|| {
                    let names = options.iter().map(|o| o.value).collect::<Vec<_>>();
                    Phrase::said(
                        Words::new("error-option-choice")
                            .arg("value", value)
                            .arg("key", self.key)
                            .series("names", &names),
                    )
                }),
            ParamKind::Integer { min, max } => value
                .parse::<u64>()
                .ok()
                .filter(|v| (*min..=*max).contains(v))
                .map(|v| v.to_string())
                .ok_or_else(|| {
                    Phrase::said(
                        Words::new("error-option-integer")
                            .arg("value", value)
                            .arg("key", self.key)
                            .arg("min", min)
                            .arg("max", max),
                    )
                }),
            ParamKind::Flags { options } => {
                let mut set = Vec::new();
                for flag in norm.split('+').map(str::trim).filter(|f| !f.is_empty()) {
                    match options.iter().find(|o| o.value == flag) {
                        Some(o) if !set.contains(&o.value) => set.push(o.value),
                        Some(_) => {}
                        None => {
                            let names = options.iter().map(|o| o.value).collect::<Vec<_>>();
                            return Err(Phrase::said(
                                Words::new("error-option-flag")
                                    .arg("flag", flag)
                                    .arg("key", self.key)
                                    .series("names", &names),
                            ));
                        }
                    }
                }
                // canonical order: the spec's
                set.sort_by_key(|f| options.iter().position(|o| o.value == *f));
                Ok(set.join("+"))
            }
            // the puzzle reads it (and places its errors) when it reads the game or request
            ParamKind::Text { .. } => Ok(value.to_string()),
        }
    }
}

/// Whether a position is still being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Moves are left to play.
    Playing,
    /// The goal is reached.
    Solved,
    /// No legal move is left and the game is not solved (a Lianliankan board with no pair, a
    /// Ten Drops player out of water).
    Stuck,
}

/// The result of playing one move.
#[derive(Debug, Clone)]
pub struct Applied<G, E> {
    /// The position after the move.
    pub game: G,
    /// What the move costs in the puzzle's metric (0 when it continues the previous move).
    pub cost: Cost,
    /// What a page animates.
    pub effect: E,
}

/// A solver a puzzle offers.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SolverInfo {
    /// The spelling `solve` takes: `exact`, `bfs`, `astar`, `beam:1000`, `seed-id:4`. Its
    /// label is words ([`SolverInfo::label_words`]).
    pub name: String,
    /// The heuristic it uses, when it uses one.
    pub heuristic: Option<String>,
    /// Whether it proves its answers optimal.
    pub exact: bool,
    /// Whether `compare` runs it when no list is given.
    pub compare: bool,
    /// Whether its label names its heuristic after the algorithm (`A* + linear-conflict`), on
    /// a puzzle whose solvers differ by their heuristic.
    #[serde(skip)]
    pub heuristic_in_label: bool,
}

impl SolverInfo {
    /// A solver that `compare` runs by default.
    pub fn new(name: impl Into<String>, exact: bool) -> Self {
        SolverInfo {
            name: name.into(),
            heuristic: None,
            exact,
            compare: true,
            heuristic_in_label: false,
        }
    }

    /// The words of this solver's label on `puzzle` ([`Words::solver`]), with its heuristic
    /// when [`SolverInfo::heuristic_in_label`].
    pub fn label_words(&self, puzzle: &str) -> Words {
        let heuristic = self
            .heuristic
            .as_deref()
            .filter(|_| self.heuristic_in_label);
        Words::solver_using(puzzle, &self.name, heuristic)
    }

    /// The same solver with a heuristic named.
    pub fn with_heuristic(mut self, heuristic: impl Into<String>) -> Self {
        self.heuristic = Some(heuristic.into());
        self
    }

    /// The same solver, its label naming its heuristic (`A* + linear-conflict`).
    pub fn with_heuristic_in_label(mut self) -> Self {
        self.heuristic_in_label = true;
        self
    }

    /// The same solver, left out of the default comparison (too slow or too similar).
    pub fn on_request(mut self) -> Self {
        self.compare = false;
        self
    }

    /// The generic `search` algorithms with their usual names, as solvers.
    pub fn generic(algorithms: &[search::Algorithm]) -> Vec<SolverInfo> {
        algorithms
            .iter()
            .map(|a| {
                let exact = matches!(
                    a,
                    search::Algorithm::Bfs
                        | search::Algorithm::BidirectionalBfs
                        | search::Algorithm::UniformCost
                        | search::Algorithm::AStar
                        | search::Algorithm::IdaStar
                );
                SolverInfo::new(a.spec(), exact)
            })
            .collect()
    }
}

/// A solver's answer: the envelope every puzzle shares, and the puzzle's own fields.
#[derive(Debug, Clone)]
pub struct Solved<M, S> {
    /// The solver's display name.
    pub algorithm: String,
    /// What is claimed about `cost`: optimal, bounded, heuristic, no solution, stopped...
    pub claim: Claim,
    /// The cost of `path`, when one was found.
    pub cost: Option<Cost>,
    /// A proven lower bound on the optimum; `None` when nothing is proven (never a sentinel).
    pub lower_bound: Option<Cost>,
    /// Nodes, frontier and time.
    pub stats: Stats,
    /// The moves from the game to a solved position (empty when none was found).
    pub path: Vec<M>,
    /// The puzzle's own fields.
    pub payload: S,
}

/// A hint: the next move and what is left to pay.
#[derive(Debug, Clone, PartialEq)]
pub struct Hint<M> {
    /// A legal move after which the game can still be won; `None` when there is none to give
    /// (solved, stuck, no solution from here, or the limits stopped the search).
    pub mv: Option<M>,
    /// The least cost still to pay from here, when known.
    pub remaining: Option<Cost>,
    /// Whether `mv` lies on an optimal path and `remaining` is proven.
    pub optimal: bool,
    /// Why there is no move, or what to know about it, in words.
    pub note: Option<Phrase>,
    /// Proven: no sequence of moves from here reaches the goal (stuck, or no solution).
    pub unwinnable: bool,
}

impl<M> Hint<M> {
    /// No move to give, with the reason (solved, or the limits stopped the search).
    pub fn none(note: Phrase) -> Self {
        Hint {
            mv: None,
            remaining: None,
            optimal: false,
            note: Some(note),
            unwinnable: false,
        }
    }

    /// No move to give because none can win from here (proven), with the proof in words.
    pub fn unwinnable(note: Phrase) -> Self {
        Hint {
            unwinnable: true,
            ..Hint::none(note)
        }
    }
}

/// What a generator was asked for.
#[derive(Debug, Clone, PartialEq)]
pub struct GenerateRequest {
    /// One of [`PuzzleInfo::difficulties`], or `None` for the puzzle's default.
    pub difficulty: Option<String>,
    /// The random seed (the same seed and options give the same game).
    pub seed: u64,
    /// Every generator option and rule, checked and in canonical spelling.
    pub params: BTreeMap<String, String>,
}

impl GenerateRequest {
    /// The value of option `key` (present for every key the puzzle declares).
    pub fn param(&self, key: &str) -> &str {
        self.params.get(key).map_or("", String::as_str)
    }

    /// Option `key` as a number (declared integer options always parse).
    pub fn number(&self, key: &str) -> u64 {
        self.param(key).parse().unwrap_or(0)
    }
}

/// A generated game.
#[derive(Debug, Clone)]
pub struct Generated<G, D> {
    /// The new game.
    pub game: G,
    /// The seed that makes it again.
    pub seed: u64,
    /// Its rating, when the generator rated it.
    pub rating: Option<Rating<D>>,
}

/// How hard a game is.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Rating<D> {
    /// One of [`PuzzleInfo::difficulties`].
    pub level: String,
    /// 0 (trivial) to 100 (the hardest known).
    pub score: f64,
    /// The optimal cost, when proven.
    pub optimum: Option<Cost>,
    /// The reasons, each in English and as catalogue words.
    pub why: Vec<Phrase>,
    /// The puzzle's own figures.
    pub detail: D,
}

/// A library of games built into the program.
#[derive(Debug, Clone, PartialEq)]
pub struct BuiltinLibrary {
    /// The library's name (unique per puzzle).
    pub name: String,
    /// One sentence on what it holds.
    pub description: String,
    /// Where the games come from.
    pub source: String,
    /// Its games, in order.
    pub entries: Vec<BuiltinEntry>,
}

/// One game of a built-in library.
#[derive(Debug, Clone, PartialEq)]
pub struct BuiltinEntry {
    /// A game ID (any accepted form; stored canonical).
    pub game: String,
    /// A name to show (`横刀立马`).
    pub name: Option<String>,
    /// A level to keep instead of the rating's (e.g. the seed report's own levels).
    pub level: Option<String>,
    /// Where this one comes from (`classic`, `seed report 002, figure 5`).
    pub source: Option<String>,
    /// Facts kept beside the game (a pinyin name, aliases, published figures).
    pub notes: BTreeMap<String, String>,
}

impl BuiltinEntry {
    /// An entry with only its game ID.
    pub fn new(game: impl Into<String>) -> Self {
        BuiltinEntry {
            game: game.into(),
            name: None,
            level: None,
            source: None,
            notes: BTreeMap::new(),
        }
    }

    /// The entry with a name.
    pub fn with_name(mut self, name: impl Into<String>) -> Self {
        self.name = Some(name.into());
        self
    }

    /// The entry with its own level.
    pub fn with_level(mut self, level: impl Into<String>) -> Self {
        self.level = Some(level.into());
        self
    }

    /// The entry with its source.
    pub fn with_source(mut self, source: impl Into<String>) -> Self {
        self.source = Some(source.into());
        self
    }

    /// The entry with a note kept beside it.
    pub fn with_note(mut self, key: impl Into<String>, value: impl Into<String>) -> Self {
        self.notes.insert(key.into(), value.into());
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_check_and_canonicalise() {
        let metric = ParamSpec::choice("metric", &["step", "unit"]);
        assert_eq!(metric.default, "step");
        assert_eq!(metric.check(" UNIT "), Ok("unit".into()));
        assert!(metric
            .check("fast")
            .unwrap_err()
            .text
            .contains("use step, unit"));
        let rows = ParamSpec::integer("rows", 2, 20, 8);
        assert_eq!(rows.check("12"), Ok("12".into()));
        assert!(rows.check("21").unwrap_err().text.contains("from 2 to 20"));
        let flags = ParamSpec::flags("rules", &["a", "b"]);
        assert_eq!(flags.check("b+a+b"), Ok("a+b".into()));
        assert_eq!(flags.check(""), Ok(String::new()));
        assert!(flags.check("c").is_err());
        let goal = ParamSpec::text("goal", "1 2 3/4 5 6/7 8 0");
        assert_eq!(
            (goal.default.as_str(), goal.check(" 1 2/3 0 ")),
            ("", Ok("1 2/3 0".into()))
        );
    }
}
