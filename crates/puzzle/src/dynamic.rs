//! The type-erased face of a [`Puzzle`]: [`DynPuzzle`] takes game IDs and JSON moves and
//! answers with the types of [`crate::answers`], so that the web routes, the command line and
//! the library code are written once for every puzzle in the registry.
//!
//! Each answer type documents its fields; their serde form is the JSON contract (`docs/cli.md`,
//! `docs/api.md`):
//! - position ([`PositionAnswer`]): `{game, status, view, legal_moves, legal_move_count}`;
//! - played move ([`PlayedAnswer`]): the position after it plus `{before, move, move_text,
//!   move_words, cost, effect}`;
//! - solve ([`SolveAnswer`]): `{algorithm, solver, claim, claim_text, cost, lower_bound,
//!   stats, game, steps, start, summary, summary_words, steps_h_complete}` and the puzzle's
//!   own fields; compare ([`CompareAnswer`]); hint ([`HintAnswer`]); generate
//!   ([`GeneratedAnswer`]); rate ([`RatingAnswer`]);
//! - the search lab: trace, heuristic check, state space ([`LabAnswer`] of
//!   [`crate::lab_tasks`]' answers) and experiment ([`ExperimentAnswer`]).
//! - moves as text, one move played from a game ID, and checking an answer: typed answers of
//!   [`crate::check`].

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use schemars::JsonSchema;
use search::{Claim, Limits};
use serde::Serialize;
use serde_json::Value;

use crate::actions::{
    checked_params, find_action, game_misplaced, option_key, ActionAnswer, ActionInfo, ActionInput,
    ActionRequest,
};
use crate::answers::{
    CompareAnswer, CompareRow, ExperimentAnswer, ExperimentGames, ExperimentRow, FailedRow,
    GeneratedAnswer, HintAnswer, LabAnswer, MoveSaid, PlayedAnswer, PositionAnswer, PuzzleData,
    PuzzleFields, RanRow, RatingAnswer, SolutionStep, SolveAnswer, StartFigures,
};

use crate::backend::{
    BuiltinLibrary, GenerateRequest, ParamSpec, Puzzle, PuzzleInfo, SolverInfo, Status,
};
use crate::budget::SharedBudget;
use crate::check::{CheckAnswer, Optimum, Replay, Stepped};
use crate::error::{InputError, PuzzleError};
use crate::game_id::GameId;
use crate::game_table::{GameTable, Table};
use crate::lab::{pick_heuristic, HeuristicInfo, LabSetup};
use crate::lab_tasks::{
    CheckTask, HeuristicCheckAnswer, InstancesTask, PathHeuristicTask, RunTask, SpaceAnswer,
    SpaceTask, TraceTask, MAX_SPACE_STATES,
};
use crate::trace_answer::TraceAnswer;
use crate::words::{english, Words};

/// Most legal moves listed in a position (the count is always given).
pub const MAX_LISTED_MOVES: usize = 5000;
/// Most solvers one comparison may run.
pub const MAX_COMPARED: usize = 32;

/// How much of each step of a solution to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum StepDetail {
    /// Moves, costs, g/h/f and the game ID after each step.
    #[default]
    Games,
    /// Also the drawing and the move's effect at each step (for playback on a page).
    Views,
}

/// What a generate request says, before it is checked against the puzzle's options.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GenerateInput {
    /// A level name, or `None` for the puzzle's default.
    pub difficulty: Option<String>,
    /// The random seed; the clock's when `None`.
    pub seed: Option<u64>,
    /// Generator options and rules, by key.
    pub params: BTreeMap<String, String>,
    /// A game ID whose rules the new game keeps (its position is ignored).
    pub template: Option<String>,
}

/// A traced run or a heuristic check: what to run and how much to record.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LabRequest {
    /// A generic algorithm's spelling (`astar`, `bfs`, `beam:50`); trace only.
    pub algorithm: String,
    /// The heuristic by name (the puzzle's default when `None`).
    pub heuristic: Option<String>,
    /// One chosen goal position (a game ID).
    pub goal: Option<String>,
    /// Trace: the most expansions recorded (at most `search::MAX_TRACE_STEPS`); state space
    /// and heuristic check: the most states listed (at most [`MAX_SPACE_STATES`]).
    pub max: usize,
}

/// An experiment: instances at exact depths, each solved by each algorithm of a line-up.
#[derive(Debug, Clone, PartialEq)]
pub struct ExperimentInput {
    /// The game whose goal (reversible puzzles) or reachable space (one-way puzzles) the
    /// instances come from; the puzzle's example when `None`.
    pub game: Option<String>,
    /// The exact optimal costs wanted.
    pub depths: Vec<u32>,
    /// Instances per depth.
    pub instances: usize,
    /// The random seed.
    pub seed: u64,
    /// `ALGORITHM[/HEURISTIC]` entries (`iddfs`, `astar/manhattan`); the default line-up
    /// when `None`: iterative deepening (uniform cost where a move may cost more than 1) and
    /// A* with each heuristic the puzzle marks.
    pub lineup: Option<Vec<String>>,
    /// Blind algorithms (BFS, iterative deepening...) are skipped above this depth.
    pub blind_max_depth: u32,
    /// The most nodes one run may expand.
    pub max_nodes_per_run: u64,
    /// The most states the instance search may hold.
    pub max_states: usize,
}

/// A library row made from a game ID: canonical, rated when the limits allowed.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct LibraryEntry {
    /// The canonical game ID.
    pub game: String,
    /// The rating's level.
    pub level: Option<String>,
    /// The rating's score (0-100).
    pub difficulty: Option<f64>,
    /// The rating, or why there is none.
    pub extra: EntryRating,
}

/// What a library row keeps of its rating: `{"rating": ...}`, or `{"rated": false, "reason":
/// ..., "unsolvable": ...}` when it has none: the limits stopped it, or the game is proven to
/// have no solution (a challenge to prove impossible, not a level to solve).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum EntryRating {
    /// Rated.
    Rated {
        /// The rating.
        rating: RatingAnswer,
    },
    /// Not rated.
    Unrated {
        /// Always false.
        rated: bool,
        /// Why not (the limits stopped it, or no solution exists).
        reason: String,
        /// Proven: no sequence of moves solves the game (the puzzle's hint says so).
        unsolvable: bool,
    },
}

/// A puzzle behind game IDs and JSON. Implemented for every [`Puzzle`] by [`Registered`].
pub trait DynPuzzle: Send + Sync {
    /// Names, example, rules and options.
    fn info(&self) -> &PuzzleInfo;
    /// The canonical game ID of `text`.
    fn canonical(&self, text: &str) -> Result<String, InputError>;
    /// The position `text` describes, for drawing and playing.
    fn position(&self, text: &str) -> Result<PositionAnswer, InputError>;
    /// Plays `mv` (the puzzle's JSON move) on `text`; `previous` is the move played before.
    fn play(
        &self,
        text: &str,
        mv: &Value,
        previous: Option<&Value>,
    ) -> Result<PlayedAnswer, InputError>;
    /// Solves with `solver` (the default exact solver when `None`).
    fn solve(
        &self,
        text: &str,
        solver: Option<&str>,
        detail: StepDetail,
        limits: &Limits,
    ) -> Result<SolveAnswer, PuzzleError>;
    /// Runs `solvers` (the default line-up when `None`) sharing one budget.
    fn compare(
        &self,
        text: &str,
        solvers: Option<&[String]>,
        limits: &Limits,
    ) -> Result<CompareAnswer, PuzzleError>;
    /// The next move and what is left.
    fn hint(&self, text: &str, limits: &Limits) -> Result<HintAnswer, PuzzleError>;
    /// A new game from checked options.
    fn generate(
        &self,
        input: &GenerateInput,
        limits: &Limits,
    ) -> Result<GeneratedAnswer, PuzzleError>;
    /// How hard the game is.
    fn rate(&self, text: &str, limits: &Limits) -> Result<RatingAnswer, PuzzleError>;
    /// The solvers offered, default first.
    fn solvers(&self) -> Vec<SolverInfo>;
    /// The built-in libraries (may be slow; call only when the engine version changed).
    fn libraries(&self) -> Vec<BuiltinLibrary>;
    /// A library row for `text`: canonical ID, rated within `limits` when possible.
    fn library_entry(&self, text: &str, limits: &Limits) -> Result<LibraryEntry, InputError>;
    /// The heuristics the search lab offers.
    fn heuristics(&self) -> Vec<HeuristicInfo>;
    /// Whether the lab searches backward on this puzzle (bidirectional search, one chosen
    /// goal).
    fn lab_bidirectional(&self) -> bool;
    /// What the lab says under its goal field ([`crate::Puzzle::lab_goal_note`]).
    fn lab_goal_note(&self) -> Words;
    /// A generic algorithm's run on `text`, its expansions recorded.
    fn trace(
        &self,
        text: &str,
        request: &LabRequest,
        limits: &Limits,
    ) -> Result<TraceAnswer, PuzzleError>;
    /// A heuristic against the exact distances of the space reachable from `text`.
    fn heuristic_check(
        &self,
        text: &str,
        request: &LabRequest,
        limits: &Limits,
    ) -> Result<LabAnswer<HeuristicCheckAnswer>, PuzzleError>;
    /// The space reachable from `text`: states, layers, exact distances, edges.
    fn state_space(
        &self,
        text: &str,
        request: &LabRequest,
        limits: &Limits,
    ) -> Result<LabAnswer<SpaceAnswer>, PuzzleError>;
    /// Average nodes generated and effective branching factors at exact depths.
    fn experiment(
        &self,
        input: &ExperimentInput,
        limits: &Limits,
    ) -> Result<ExperimentAnswer, PuzzleError>;
    /// The legal moves of `text` in their notation (see [`crate::check`]).
    fn move_texts(&self, text: &str) -> Result<Vec<String>, InputError>;
    /// Plays the move written `mv` (its notation, or its JSON form) on `text`: the next
    /// canonical game ID and the step's cost; `previous` is the move played before, read in
    /// the same way.
    fn step(&self, text: &str, mv: &str, previous: Option<&str>) -> Result<Stepped, InputError>;
    /// The notation of the JSON move `mv` of the game `text`.
    fn notation(&self, text: &str, mv: &Value) -> Result<String, InputError>;
    /// Replays `moves` (notation or JSON form) from `text`, up to the first it refuses.
    fn replay(&self, text: &str, moves: &[String]) -> Result<Replay, InputError>;
    /// The optimum of `text` as the default solver proves it within `limits`, with a
    /// solution in notation.
    fn optimum(&self, text: &str, limits: &Limits) -> Result<Optimum, PuzzleError>;
    /// An empty table of this puzzle's games, for a program that searches by itself (see
    /// [`crate::game_table`]).
    fn game_table(&self) -> Box<dyn GameTable + '_>;
    /// `moves` replayed from `text` and rated against the optimum (see [`crate::check`]).
    fn check(
        &self,
        text: &str,
        moves: &[String],
        limits: &Limits,
    ) -> Result<CheckAnswer, PuzzleError> {
        let replay = self.replay(text, moves)?;
        let optimum = self.optimum(text, limits)?;
        Ok(CheckAnswer::rate(replay, &optimum))
    }

    /// The puzzle's own actions ([`crate::actions`]).
    fn actions(&self) -> Vec<ActionInfo>;

    /// Runs the puzzle's action `name` on `input` within `limits`: an unknown name is
    /// `not_found`, a game missing or not wanted and a bad option are input errors.
    fn action(
        &self,
        name: &str,
        input: &ActionInput,
        limits: &Limits,
    ) -> Result<ActionAnswer, PuzzleError>;
}

/// A [`Puzzle`] with its [`PuzzleInfo`] read once.
pub struct Registered<P: Puzzle> {
    puzzle: P,
    info: PuzzleInfo,
}

impl<P: Puzzle> Registered<P> {
    /// Wraps `puzzle`, reading its info once.
    pub fn new(puzzle: P) -> Self {
        let info = puzzle.info();
        Registered { puzzle, info }
    }

    /// The typed puzzle.
    pub fn puzzle(&self) -> &P {
        &self.puzzle
    }

    pub(crate) fn parse_move(&self, mv: &Value) -> Result<P::Move, InputError> {
        serde_json::from_value(mv.clone()).map_err(|e| {
            let detail = plain_serde_message(&e.to_string());
            InputError::said(
                "bad_move",
                Words::new("error-bad-move")
                    .word("puzzle", puzzle_name(&self.info))
                    .arg("detail", detail)
                    .arg("syntax", self.info.move_syntax),
            )
        })
    }

    fn position_answer(&self, game: &P::Game) -> PositionAnswer {
        let moves = self.puzzle.legal_moves(game);
        PositionAnswer {
            game: self.puzzle.format(game),
            status: self.puzzle.status(game),
            view: PuzzleData::of(&self.puzzle.view(game)),
            legal_move_count: moves.len(),
            legal_moves: moves
                .iter()
                .take(MAX_LISTED_MOVES)
                .map(PuzzleData::of)
                .collect(),
        }
    }

    /// The steps of `path` from `start`, each with its g, h and f; h (and f) only while
    /// `h_until` has not passed (a heuristic can be dear on big boards, and the request's
    /// time limit covers this too), `None` after. Also whether every step has its h.
    fn steps(
        &self,
        start: &P::Game,
        path: &[P::Move],
        detail: StepDetail,
        h_until: Option<Instant>,
    ) -> Result<(Vec<SolutionStep>, bool), PuzzleError> {
        let mut every_h = true;
        let mut steps = Vec::with_capacity(path.len());
        let mut game = start.clone();
        let mut g = 0;
        let mut previous: Option<&P::Move> = None;
        for (i, mv) in path.iter().enumerate() {
            let applied = self.puzzle.apply(&game, mv, previous).map_err(|e| {
                PuzzleError::Internal(format!(
                    "step {} of the solution ({mv}) does not replay: {e}",
                    i + 1
                ))
            })?;
            g += applied.cost;
            every_h = every_h && h_until.is_none_or(|until| Instant::now() < until);
            let h = if every_h {
                self.puzzle.heuristic(&applied.game)
            } else {
                None
            };
            let views = detail == StepDetail::Views;
            steps.push(SolutionStep {
                said: MoveSaid::new(mv, self.puzzle.describe_move(&game, mv)),
                cost: applied.cost,
                g,
                h,
                f: h.map(|h| g + h),
                game: self.puzzle.format(&applied.game),
                status: self.puzzle.status(&applied.game),
                view: views.then(|| PuzzleData::of(&self.puzzle.view(&applied.game))),
                effect: views.then(|| PuzzleData::of(&applied.effect)),
            });
            game = applied.game;
            previous = Some(mv);
        }
        if !path.is_empty() && self.puzzle.status(&game) != Status::Solved {
            return Err(PuzzleError::Internal(
                "the solution does not end in a solved position".into(),
            ));
        }
        Ok((steps, every_h))
    }

    fn checked_request(&self, input: &GenerateInput) -> Result<GenerateRequest, InputError> {
        let info = &self.info;
        let difficulty = match input
            .difficulty
            .as_deref()
            .map(str::trim)
            .filter(|d| !d.is_empty())
        {
            None => None,
            Some(d) => {
                let lower = d.to_ascii_lowercase();
                if !info.difficulties.contains(&lower.as_str()) {
                    return Err(InputError::unknown_level(
                        d,
                        puzzle_name(info),
                        &info.difficulties,
                    ));
                }
                Some(lower)
            }
        };
        let mut raw: BTreeMap<String, String> = BTreeMap::new();
        if let Some(template) = &input.template {
            // the template's rules only: its position and any key that records play (a game
            // in progress) are not the new game's
            let mut id = GameId::split(template)?;
            for spec in &info.rules {
                if let Some(field) = id.take(spec.key) {
                    raw.insert(spec.key.to_string(), field.value.to_string());
                }
            }
        }
        // a key asked for wins over the template's
        raw.extend(
            input
                .params
                .iter()
                .map(|(key, value)| (option_key(key), value.clone())),
        );
        let specs: Vec<ParamSpec> = info.generate.iter().chain(&info.rules).cloned().collect();
        let params = checked_params(&specs, &raw, info)?;
        Ok(GenerateRequest {
            difficulty,
            seed: input.seed.unwrap_or_else(crate::rng::clock_seed),
            params,
        })
    }
}

/// A puzzle's name as catalogue words (`{id}-name`).
fn puzzle_name(info: &PuzzleInfo) -> Words {
    Words::new(format!("{}-name", info.id))
}

/// One entry of an experiment's line-up: its spelling, the algorithm, the heuristic named.
type LineupEntry = (String, search::Algorithm, Option<String>);

/// The effective branching factor of a row, or why there is none. With unit costs the depth
/// is the solutions' length; otherwise the depth is a cost, and b* needs the solutions'
/// length in moves, the same for every run of the row.
fn b_star(
    avg_generated: f64,
    depth: u32,
    unit_costs: bool,
    lengths: &[usize],
) -> (Option<f64>, Option<Words>) {
    if unit_costs {
        return (
            search::space::effective_branching_factor(avg_generated, depth),
            None,
        );
    }
    match lengths.split_first() {
        Some((&first, rest)) if rest.iter().all(|&l| l == first) => (
            u32::try_from(first)
                .ok()
                .and_then(|l| search::space::effective_branching_factor(avg_generated, l)),
            Some(Words::new("experiment-b-star-at-length")),
        ),
        _ => (None, Some(Words::new("experiment-no-b-star"))),
    }
}

/// A serde message without Rust's type names (`expected struct Move` -> `expected a move`).
fn plain_serde_message(message: &str) -> String {
    let mut out = message.to_string();
    for (from, to) in [
        ("expected struct ", "expected "),
        ("expected enum ", "expected "),
        ("expected tuple struct ", "expected "),
        ("untagged enum ", ""),
        ("internally tagged enum ", ""),
    ] {
        out = out.replace(from, to);
    }
    out
}

/// A generic algorithm's spelling, as an input error when it does not parse.
fn parse_algorithm(text: &str) -> Result<search::Algorithm, InputError> {
    text.parse::<search::Algorithm>()
        .map_err(|e| InputError::said("unknown_algorithm", Words::misspelt_algorithm(&e)))
}

/// Most of the time a solve keeps for replaying its answer into steps.
const STEPS_TIME: Duration = Duration::from_millis(250);

/// `limits` for the solver of a solve: its time limit less a tenth (at most [`STEPS_TIME`]),
/// kept for replaying the answer into steps (a long solution on a big board takes a while),
/// so that the whole request ends near its time limit.
fn keep_time_for_steps(limits: &Limits) -> Limits {
    match limits.max_time {
        Some(t) => limits.clone().with_max_time(t - (t / 10).min(STEPS_TIME)),
        None => limits.clone(),
    }
}

impl<P: Puzzle> DynPuzzle for Registered<P> {
    fn info(&self) -> &PuzzleInfo {
        &self.info
    }

    fn canonical(&self, text: &str) -> Result<String, InputError> {
        Ok(self.puzzle.format(&self.puzzle.parse(text)?))
    }

    fn position(&self, text: &str) -> Result<PositionAnswer, InputError> {
        let game = self.puzzle.parse(text)?;
        Ok(self.position_answer(&game))
    }

    fn play(
        &self,
        text: &str,
        mv: &Value,
        previous: Option<&Value>,
    ) -> Result<PlayedAnswer, InputError> {
        let game = self.puzzle.parse(text)?;
        let mv = self.parse_move(mv)?;
        let previous = match previous {
            None | Some(Value::Null) => None,
            Some(p) => Some(self.parse_move(p)?),
        };
        let applied = self.puzzle.apply(&game, &mv, previous.as_ref())?;
        Ok(PlayedAnswer {
            position: self.position_answer(&applied.game),
            before: self.puzzle.format(&game),
            said: MoveSaid::new(&mv, self.puzzle.describe_move(&game, &mv)),
            cost: applied.cost,
            effect: PuzzleData::of(&applied.effect),
        })
    }

    fn solve(
        &self,
        text: &str,
        solver: Option<&str>,
        detail: StepDetail,
        limits: &Limits,
    ) -> Result<SolveAnswer, PuzzleError> {
        let started = Instant::now();
        let game = self.puzzle.parse(text)?;
        let name = match solver.map(str::trim).filter(|s| !s.is_empty()) {
            Some(name) => name.to_string(),
            None => self.default_solver(),
        };
        let solved = self
            .puzzle
            .solve(&game, &name, &keep_time_for_steps(limits))?;
        let summary = self.puzzle.summarize(&solved.payload);
        // the steps' h within the request's time (the answer itself is always complete)
        let h_until = limits.max_time.and_then(|t| started.checked_add(t));
        let (steps, steps_h_complete) = self.steps(&game, &solved.path, detail, h_until)?;
        Ok(SolveAnswer {
            payload: PuzzleFields::of(&solved.payload, SolveAnswer::ENVELOPE),
            algorithm: solved.algorithm,
            solver: name,
            summary: summary.iter().map(|p| p.text.clone()).collect(),
            summary_words: summary.into_iter().map(|p| p.words).collect(),
            claim_text: solved.claim.to_string(),
            claim: solved.claim,
            cost: solved.cost,
            lower_bound: solved.lower_bound,
            stats: solved.stats,
            game: self.puzzle.format(&game),
            start: StartFigures {
                status: self.puzzle.status(&game),
                h: self.puzzle.heuristic(&game),
                view: (detail == StepDetail::Views)
                    .then(|| PuzzleData::of(&self.puzzle.view(&game))),
            },
            steps,
            steps_h_complete,
        })
    }

    fn compare(
        &self,
        text: &str,
        solvers: Option<&[String]>,
        limits: &Limits,
    ) -> Result<CompareAnswer, PuzzleError> {
        let game = self.puzzle.parse(text)?;
        let names: Vec<String> = match solvers {
            Some(list) if !list.is_empty() => list.to_vec(),
            _ => self
                .puzzle
                .solvers()
                .into_iter()
                .filter(|s| s.compare)
                .map(|s| s.name)
                .collect(),
        };
        if names.len() > MAX_COMPARED {
            return Err(InputError::said(
                "too_many",
                Words::new("error-too-many-solvers")
                    .arg("asked", names.len())
                    .arg("most", MAX_COMPARED),
            )
            .into());
        }
        let known = self.puzzle.solvers();
        let mut budget = SharedBudget::new(limits);
        let mut rows = Vec::with_capacity(names.len());
        let mut optimal_path = None;
        for (i, name) in names.iter().enumerate() {
            let heuristic = known
                .iter()
                .find(|s| &s.name == name)
                .and_then(|s| s.heuristic.clone());
            let run_limits = budget.next(names.len() - i);
            let row = match self.puzzle.solve(&game, name, &run_limits) {
                Ok(solved) => {
                    budget.spend(&solved.stats);
                    if solved.claim == Claim::Optimal && optimal_path.is_none() {
                        optimal_path = Some(solved.path.clone());
                    }
                    let stats = &solved.stats;
                    CompareRow::Ran(Box::new(RanRow {
                        solver: name.clone(),
                        algorithm: solved.algorithm.clone(),
                        heuristic,
                        cost: solved.cost,
                        length: (!solved.path.is_empty() || solved.cost == Some(0))
                            .then_some(solved.path.len()),
                        lower_bound: solved.lower_bound,
                        claim_text: solved.claim.to_string(),
                        claim: solved.claim,
                        expanded: stats.expanded,
                        generated: stats.generated,
                        duplicates: stats.duplicates,
                        peak_frontier: stats.peak_frontier,
                        peak_memory_bytes: stats.peak_memory,
                        elapsed_ms: stats.elapsed.as_secs_f64() * 1000.0,
                        mean_h_ratio: None,
                    }))
                }
                Err(e) => CompareRow::Failed(FailedRow {
                    solver: name.clone(),
                    algorithm: name.clone(),
                    heuristic,
                    error: e.to_string(),
                    error_words: Some(e.words()),
                    code: e.code(),
                }),
            };
            rows.push(row);
        }
        if let Some(path) = optimal_path {
            self.measure_heuristics(&game, &path, &mut rows);
        }
        Ok(CompareAnswer {
            game: self.puzzle.format(&game),
            rows,
        })
    }

    fn hint(&self, text: &str, limits: &Limits) -> Result<HintAnswer, PuzzleError> {
        let game = self.puzzle.parse(text)?;
        let hint = self.puzzle.hint(&game, limits)?;
        let said = hint
            .mv
            .as_ref()
            .map(|m| MoveSaid::new(m, self.puzzle.describe_move(&game, m)));
        let (note, note_words) = match hint.note {
            Some(p) => (Some(p.text), Some(p.words)),
            None => (None, None),
        };
        Ok(HintAnswer {
            game: self.puzzle.format(&game),
            status: self.puzzle.status(&game),
            mv: said.as_ref().map(|s| s.mv.clone()),
            move_text: said.as_ref().map(|s| s.move_text.clone()),
            move_words: said.map(|s| s.move_words),
            remaining: hint.remaining,
            optimal: hint.optimal,
            note,
            note_words,
            unwinnable: hint.unwinnable,
        })
    }

    fn generate(
        &self,
        input: &GenerateInput,
        limits: &Limits,
    ) -> Result<GeneratedAnswer, PuzzleError> {
        let request = self.checked_request(input)?;
        let generated = self.puzzle.generate(&request, limits)?;
        let game = self.puzzle.format(&generated.game);
        Ok(GeneratedAnswer {
            rating: generated
                .rating
                .as_ref()
                .map(|r| RatingAnswer::new(&game, r)),
            game,
            seed: generated.seed,
            difficulty: request.difficulty,
            status: self.puzzle.status(&generated.game),
            view: PuzzleData::of(&self.puzzle.view(&generated.game)),
        })
    }

    fn rate(&self, text: &str, limits: &Limits) -> Result<RatingAnswer, PuzzleError> {
        let game = self.puzzle.parse(text)?;
        let rating = self.puzzle.rate(&game, limits)?;
        Ok(RatingAnswer::new(&self.puzzle.format(&game), &rating))
    }

    fn solvers(&self) -> Vec<SolverInfo> {
        self.puzzle.solvers()
    }

    fn libraries(&self) -> Vec<BuiltinLibrary> {
        self.puzzle.libraries()
    }

    fn heuristics(&self) -> Vec<HeuristicInfo> {
        self.puzzle.heuristics()
    }

    fn lab_bidirectional(&self) -> bool {
        self.puzzle.lab_bidirectional()
    }

    fn lab_goal_note(&self) -> Words {
        self.puzzle.lab_goal_note()
    }

    fn trace(
        &self,
        text: &str,
        request: &LabRequest,
        limits: &Limits,
    ) -> Result<TraceAnswer, PuzzleError> {
        let game = self.puzzle.parse(text)?;
        let algorithm = parse_algorithm(&request.algorithm)?;
        let setup = self.lab_setup(request.heuristic.as_deref(), request.goal.as_deref())?;
        let task = TraceTask {
            algorithm,
            limits,
            max_steps: request.max,
            frontier: search::trace::MAX_FRONTIER_SHOWN,
        };
        let mut answer = self.puzzle.lab(&game, &setup, task)??;
        answer.game = self.puzzle.format(&game);
        answer.heuristic = self.used_heuristic(algorithm.uses_heuristic(), &setup);
        Ok(answer)
    }

    fn heuristic_check(
        &self,
        text: &str,
        request: &LabRequest,
        limits: &Limits,
    ) -> Result<LabAnswer<HeuristicCheckAnswer>, PuzzleError> {
        let game = self.puzzle.parse(text)?;
        let setup = self.lab_setup(request.heuristic.as_deref(), request.goal.as_deref())?;
        let task = CheckTask {
            limits,
            max_states: request.max.min(MAX_SPACE_STATES),
        };
        let answer = self.puzzle.lab(&game, &setup, task)??;
        Ok(LabAnswer {
            game: self.puzzle.format(&game),
            heuristic: Some(self.used_heuristic(true, &setup)),
            answer,
        })
    }

    fn state_space(
        &self,
        text: &str,
        request: &LabRequest,
        limits: &Limits,
    ) -> Result<LabAnswer<SpaceAnswer>, PuzzleError> {
        let game = self.puzzle.parse(text)?;
        let setup = self.lab_setup(None, request.goal.as_deref())?;
        let task = SpaceTask {
            limits,
            max_states: request.max.min(MAX_SPACE_STATES),
        };
        let answer = self.puzzle.lab(&game, &setup, task)??;
        Ok(LabAnswer {
            game: self.puzzle.format(&game),
            heuristic: None,
            answer,
        })
    }

    fn experiment(
        &self,
        input: &ExperimentInput,
        limits: &Limits,
    ) -> Result<ExperimentAnswer, PuzzleError> {
        if input.depths.is_empty() || input.instances == 0 {
            return Err(InputError::said("bad_value", Words::new("lab-error-no-instances")).into());
        }
        let base_text = input.game.as_deref().unwrap_or(self.info.example);
        let base = self.puzzle.parse(base_text)?;
        // a line-up asked for is checked before any work
        if let Some(names) = &input.lineup {
            self.lineup(names)?;
        }
        let mut budget = SharedBudget::new(limits);
        let found = self.puzzle.lab(
            &base,
            &LabSetup::default(),
            InstancesTask {
                depths: &input.depths,
                count: input.instances,
                seed: input.seed,
                limits: &budget.next(1),
                max_states: input.max_states.min(MAX_SPACE_STATES),
            },
        )??;
        // the blind baseline finds the cheapest solution: iterative deepening where a depth is
        // a cost (every step costs 1), uniform cost otherwise
        let lineup_names = input
            .lineup
            .clone()
            .unwrap_or_else(|| self.default_lineup(found.unit_costs));
        let lineup = self.lineup(&lineup_names)?;
        let mut rows = Vec::new();
        for (name, algorithm, heuristic) in &lineup {
            let setup = LabSetup {
                heuristic: heuristic.as_deref(),
                goal: None,
            };
            let shown_heuristic = self.used_heuristic(algorithm.uses_heuristic(), &setup);
            for (depth, games) in &found.by_depth {
                let mut row = ExperimentRow {
                    algorithm: algorithm.display_name(),
                    spec: name.clone(),
                    heuristic: shown_heuristic.clone(),
                    depth: *depth,
                    instances: games.len(),
                    finished: 0,
                    avg_generated: None,
                    avg_expanded: None,
                    avg_cost: None,
                    avg_length: None,
                    b_star: None,
                    b_star_note: None,
                    b_star_note_words: None,
                    stopped: None,
                    skipped: None,
                    skipped_words: None,
                };
                if games.is_empty() {
                    row.skip(Words::new("experiment-no-state-at-depth").arg("depth", depth));
                    rows.push(row);
                    continue;
                }
                if !algorithm.uses_heuristic() && *depth > input.blind_max_depth {
                    row.skip(
                        Words::new("experiment-blind-too-deep").arg("depth", input.blind_max_depth),
                    );
                    rows.push(row);
                    continue;
                }
                let (mut generated, mut expanded, mut cost, mut finished) =
                    (0u64, 0u64, 0u64, 0usize);
                let mut lengths: Vec<usize> = Vec::new();
                let mut stopped: Option<search::StopReason> = None;
                for game in games {
                    let instance = self.puzzle.parse(game)?;
                    let mut run_limits = budget.next(1);
                    run_limits.max_expanded = Some(
                        run_limits
                            .max_expanded
                            .unwrap_or(u64::MAX)
                            .min(input.max_nodes_per_run),
                    );
                    let outcome = self.puzzle.lab(
                        &instance,
                        &setup,
                        RunTask {
                            algorithm: *algorithm,
                            limits: &run_limits,
                        },
                    )??;
                    budget.spend(&outcome.stats);
                    if let Claim::Stopped { reason } = outcome.claim {
                        stopped = Some(reason);
                        break;
                    }
                    finished += 1;
                    generated += outcome.stats.generated;
                    expanded += outcome.stats.expanded;
                    cost += outcome.cost.unwrap_or(0);
                    lengths.extend(outcome.length);
                }
                row.finished = finished;
                if let Some(reason) = stopped {
                    row.stopped = Some(reason);
                } else {
                    let n = finished as f64;
                    let avg = generated as f64 / n;
                    row.avg_generated = Some(avg);
                    row.avg_expanded = Some(expanded as f64 / n);
                    row.avg_cost = Some(cost as f64 / n);
                    if !lengths.is_empty() {
                        row.avg_length =
                            Some(lengths.iter().sum::<usize>() as f64 / lengths.len() as f64);
                    }
                    let (factor, note) = b_star(avg, *depth, found.unit_costs, &lengths);
                    row.b_star = factor;
                    row.b_star_note = note.as_ref().map(english);
                    row.b_star_note_words = note;
                }
                rows.push(row);
            }
        }
        Ok(ExperimentAnswer {
            game: self.puzzle.format(&base),
            instances_from: english(&found.source),
            instances_from_words: found.source,
            seed: input.seed,
            depths: input.depths.clone(),
            instances: input.instances,
            lineup: lineup_names,
            rows,
            games: found
                .by_depth
                .into_iter()
                .map(|(depth, games)| ExperimentGames { depth, games })
                .collect(),
            elapsed_ms: budget.elapsed().as_secs_f64() * 1000.0,
        })
    }

    fn move_texts(&self, text: &str) -> Result<Vec<String>, InputError> {
        self.checked_move_texts(text)
    }

    fn step(&self, text: &str, mv: &str, previous: Option<&str>) -> Result<Stepped, InputError> {
        self.checked_step(text, mv, previous)
    }

    fn notation(&self, text: &str, mv: &Value) -> Result<String, InputError> {
        self.checked_notation(text, mv)
    }

    fn replay(&self, text: &str, moves: &[String]) -> Result<Replay, InputError> {
        self.checked_replay(text, moves)
    }

    fn optimum(&self, text: &str, limits: &Limits) -> Result<Optimum, PuzzleError> {
        self.checked_optimum(text, limits)
    }

    fn game_table(&self) -> Box<dyn GameTable + '_> {
        Box::new(Table::new(&self.puzzle))
    }

    fn actions(&self) -> Vec<ActionInfo> {
        self.puzzle.actions()
    }

    fn action(
        &self,
        name: &str,
        input: &ActionInput,
        limits: &Limits,
    ) -> Result<ActionAnswer, PuzzleError> {
        let action = find_action(&self.info, self.puzzle.actions(), name)?;
        let game = match (action.takes_game, &input.game) {
            (true, Some(text)) => Some(self.puzzle.parse(text)?),
            (false, None) => None,
            (wanted, _) => return Err(game_misplaced(&action, wanted).into()),
        };
        let request = ActionRequest {
            params: checked_params(&action.params, &input.params, &self.info)?,
            seed: input.seed.unwrap_or_else(crate::rng::clock_seed),
        };
        let output = self
            .puzzle
            .action(action.name, game.as_ref(), &request, limits)?;
        Ok(ActionAnswer {
            action: action.name.to_string(),
            position: output.game.as_ref().map(|g| self.position_answer(g)),
            lines: output.lines,
            table: output.table,
            figures: output.figures,
        })
    }

    fn library_entry(&self, text: &str, limits: &Limits) -> Result<LibraryEntry, InputError> {
        let game = self.puzzle.parse(text)?;
        let canonical = self.puzzle.format(&game);
        Ok(match self.puzzle.rate(&game, limits) {
            Ok(rating) => LibraryEntry {
                level: Some(rating.level.clone()),
                difficulty: Some(rating.score),
                extra: EntryRating::Rated {
                    rating: RatingAnswer::new(&canonical, &rating),
                },
                game: canonical,
            },
            Err(PuzzleError::Input(e)) => return Err(e),
            Err(other) => LibraryEntry {
                // a game without a rating may be one without a solution: the hint proves it
                // (within the same limits) or leaves it unknown
                extra: EntryRating::Unrated {
                    rated: false,
                    reason: other.to_string(),
                    unsolvable: matches!(other, PuzzleError::NotFound(_))
                        && self.puzzle.hint(&game, limits).is_ok_and(|h| h.unwinnable),
                },
                game: canonical,
                level: None,
                difficulty: None,
            },
        })
    }
}

impl<P: Puzzle> Registered<P> {
    /// Checks the heuristic's name against the puzzle's list (a puzzle without heuristics
    /// takes none), and refuses a chosen goal where the lab does not search backward.
    fn lab_setup<'a>(
        &self,
        heuristic: Option<&'a str>,
        goal: Option<&'a str>,
    ) -> Result<LabSetup<'a>, InputError> {
        if let Some(name) = heuristic {
            pick_heuristic(&self.puzzle.heuristics(), Some(name))?;
        }
        let setup = LabSetup { heuristic, goal };
        if !self.puzzle.lab_bidirectional() {
            setup.without_goal()?;
        }
        Ok(setup)
    }

    /// Each compared row's heuristic measured along `path`, an optimal solution of `game`:
    /// the mean of h / h* over its states ([`PathHeuristicTask`]), once per heuristic the lab
    /// knows by the row's name (a row whose heuristic it does not know keeps `None`).
    fn measure_heuristics(&self, game: &P::Game, path: &[P::Move], rows: &mut [CompareRow]) {
        let mut ids = Vec::with_capacity(path.len());
        let mut at = game.clone();
        let mut previous = None;
        for mv in path {
            match self.puzzle.apply(&at, mv, previous) {
                Ok(applied) => at = applied.game,
                Err(_) => return,
            }
            previous = Some(mv);
            ids.push(self.puzzle.format(&at));
        }
        let mut measured: BTreeMap<String, Option<f64>> = BTreeMap::new();
        for row in rows {
            let CompareRow::Ran(row) = row else { continue };
            let Some(name) = row.heuristic.clone() else {
                continue;
            };
            let ratio = *measured.entry(name.clone()).or_insert_with(|| {
                let setup = self.lab_setup(Some(&name), None).ok()?;
                self.puzzle
                    .lab(game, &setup, PathHeuristicTask { path: &ids })
                    .ok()
                    .flatten()
            });
            row.mean_h_ratio = ratio;
        }
    }

    /// The name of the heuristic a run uses (`None` for blind algorithms).
    fn used_heuristic(&self, informed: bool, setup: &LabSetup<'_>) -> Option<String> {
        if !informed {
            return None;
        }
        pick_heuristic(&self.puzzle.heuristics(), setup.heuristic)
            .ok()
            .map(|h| h.name.clone())
    }

    /// The `ALGORITHM[/HEURISTIC]` entries of `names`, checked.
    fn lineup(&self, names: &[String]) -> Result<Vec<LineupEntry>, InputError> {
        let mut lineup = Vec::new();
        for entry in names {
            let (alg, heuristic) = match entry.split_once('/') {
                Some((a, h)) => (a.trim(), Some(h.trim().to_string())),
                None => (entry.trim(), None),
            };
            let algorithm = parse_algorithm(alg)?;
            self.lab_setup(heuristic.as_deref(), None)?;
            lineup.push((entry.clone(), algorithm, heuristic));
        }
        Ok(lineup)
    }

    /// A blind baseline (iterative deepening when every step costs 1, uniform cost
    /// otherwise), then A* with each heuristic the puzzle marks.
    fn default_lineup(&self, unit_costs: bool) -> Vec<String> {
        let heuristics = self.puzzle.heuristics();
        let blind = if unit_costs { "iddfs" } else { "ucs" };
        let mut lineup = vec![blind.to_string()];
        let mut marked: Vec<&HeuristicInfo> = heuristics.iter().filter(|h| h.experiment).collect();
        if marked.is_empty() {
            marked = heuristics.iter().filter(|h| h.default).take(1).collect();
        }
        if marked.is_empty() && heuristics.is_empty() {
            lineup.push("bfs".into());
        }
        lineup.extend(marked.into_iter().map(|h| format!("astar/{}", h.name)));
        lineup
    }

    fn default_solver(&self) -> String {
        self.puzzle
            .solvers()
            .into_iter()
            .next()
            .map_or_else(|| "exact".to_string(), |s| s.name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solve_keeps_a_tenth_of_its_time_at_most_a_quarter_second_for_its_steps() {
        let solver_time = |t: Option<Duration>| {
            let limits = match t {
                Some(t) => Limits::none().with_max_time(t),
                None => Limits::none(),
            };
            keep_time_for_steps(&limits).max_time
        };
        let ms = Duration::from_millis;
        assert_eq!(solver_time(Some(ms(1000))), Some(ms(900)));
        assert_eq!(solver_time(Some(ms(10_000))), Some(ms(9_750)));
        assert_eq!(solver_time(Some(ms(0))), Some(ms(0)));
        assert_eq!(solver_time(None), None);
    }

    #[test]
    fn b_star_is_taken_at_a_depth_in_moves() {
        // 2 + 4 + 8 nodes to depth 3: b* = 2
        let close = |b: Option<f64>| b.is_some_and(|b| (b - 2.0).abs() < 1e-9);
        let (b, note) = b_star(14.0, 3, true, &[3, 3]);
        assert!(close(b) && note.is_none());
        // a cost of 7 paid in 3 moves by every run: b* at 3 moves, said so
        let (b, note) = b_star(14.0, 7, false, &[3, 3, 3]);
        assert!(close(b) && note.is_some());
        // runs of different lengths: no single depth, no b*
        let (b, note) = b_star(14.0, 7, false, &[3, 4]);
        assert!(b.is_none() && note.is_some_and(|n| n.key == "experiment-no-b-star"));
        assert!(english(&Words::new("experiment-no-b-star")).contains("differ in length"));
    }
}
