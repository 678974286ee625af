//! The answers of [`crate::DynPuzzle`], as types: what the web routes send and the command line
//! prints. Their serde form is the JSON contract (field names are kept by the contract tests
//! in `crates/web/tests/contract.rs`); the web and the command line read their fields, never a
//! JSON key.
//!
//! What is the same for every puzzle is typed here. What a puzzle draws and plays (its view,
//! moves, a move's effect, a rating's detail, a solver's own fields) is the puzzle's own type
//! behind [`crate::Puzzle`]; through the erased interface it travels in its serde form, as
//! [`PuzzleData`] (one value) or [`PuzzleFields`] (fields written beside the envelope's).

use schemars::JsonSchema;
use search::{Claim, Cost, Stats, StopReason};
use serde::{Serialize, Serializer};
use serde_json::{Map, Value};

use crate::backend::{Rating, Status};
use crate::lab::HeuristicInfo;
use crate::words::{english, Phrase, Words};

/// One of a puzzle's own values (a view, a move, an effect, a rating's detail) in the serde
/// form of its type.
#[derive(Debug, Clone, PartialEq, Default, Serialize, JsonSchema)]
#[serde(transparent)]
pub struct PuzzleData(Value);

impl PuzzleData {
    /// The serde form of `value`.
    pub fn of<T: Serialize + ?Sized>(value: &T) -> Self {
        PuzzleData(to_json(value))
    }

    /// The serde form itself (to send it, or for a test to look inside).
    pub fn json(&self) -> &Value {
        &self.0
    }
}

/// A puzzle's own fields of an answer (a solver's payload), written beside the envelope's
/// fields. A field the envelope also has is the envelope's.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PuzzleFields(Map<String, Value>);

impl PuzzleFields {
    /// The fields of `value`'s serde form (none unless it is a struct or a map), less those
    /// named in `taken`.
    pub fn of<T: Serialize + ?Sized>(value: &T, taken: &[&str]) -> Self {
        let mut fields = match serde_json::to_value(value) {
            Ok(Value::Object(map)) => map,
            _ => Map::new(),
        };
        for key in taken {
            fields.remove(*key);
        }
        PuzzleFields(fields)
    }

    /// One field (for tests and for code that shows a puzzle's own figures).
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.get(key)
    }
}

impl JsonSchema for PuzzleFields {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "PuzzleFields".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "object",
            "description": "a puzzle's own fields, written beside the answer's (docs/cli.md names them)",
        })
    }
}

impl Serialize for PuzzleFields {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

/// A position, for drawing and playing: `POST /api/{id}/parse`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct PositionAnswer {
    /// The canonical game ID.
    pub game: String,
    /// Playing, solved or stuck.
    pub status: Status,
    /// The drawing.
    pub view: PuzzleData,
    /// How many legal moves there are.
    pub legal_move_count: usize,
    /// The legal moves, at most [`crate::dynamic::MAX_LISTED_MOVES`] of them.
    pub legal_moves: Vec<PuzzleData>,
}

/// A move in words: its English and its catalogue words.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct MoveSaid {
    /// The move as the puzzle takes it (`{"tile": 5}`).
    #[serde(rename = "move")]
    pub mv: PuzzleData,
    /// The move in English.
    pub move_text: String,
    /// The move's catalogue words.
    pub move_words: Words,
}

impl MoveSaid {
    /// `mv` said as `phrase`.
    pub fn new<M: Serialize>(mv: &M, phrase: Phrase) -> Self {
        MoveSaid {
            mv: PuzzleData::of(mv),
            move_text: phrase.text,
            move_words: phrase.words,
        }
    }
}

/// A move played: `POST /api/{id}/move`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct PlayedAnswer {
    /// The position after the move.
    #[serde(flatten)]
    pub position: PositionAnswer,
    /// The game ID before the move.
    pub before: String,
    /// The move.
    #[serde(flatten)]
    pub said: MoveSaid,
    /// What it cost.
    pub cost: Cost,
    /// What a page animates.
    pub effect: PuzzleData,
}

/// The start of a solution: `solve`'s `start`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct StartFigures {
    /// The start's status.
    pub status: Status,
    /// The default solver's estimate at the start.
    pub h: Option<Cost>,
    /// The drawing, when views were asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub view: Option<PuzzleData>,
}

/// One step of a solution, with g, h and f.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SolutionStep {
    /// The move.
    #[serde(flatten)]
    pub said: MoveSaid,
    /// Its cost.
    pub cost: Cost,
    /// The cost paid so far.
    pub g: Cost,
    /// The estimate after it (`None` when the time ran out before it was computed).
    pub h: Option<Cost>,
    /// `g + h`.
    pub f: Option<Cost>,
    /// The game ID after it.
    pub game: String,
    /// The status after it.
    pub status: Status,
    /// The drawing after it, when views were asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub view: Option<PuzzleData>,
    /// The move's effect, when views were asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub effect: Option<PuzzleData>,
}

/// A solve: `POST /api/{id}/solve`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SolveAnswer {
    /// The solver's own fields (the contract of each puzzle, `docs/cli.md`).
    #[serde(flatten)]
    pub payload: PuzzleFields,
    /// The solver's display name.
    pub algorithm: String,
    /// The solver's spelling.
    pub solver: String,
    /// What the answer is beyond its moves, in English.
    pub summary: Vec<String>,
    /// The same lines as catalogue words.
    pub summary_words: Vec<Words>,
    /// What is claimed about the cost.
    pub claim: Claim,
    /// The claim in English.
    pub claim_text: String,
    /// The cost of the solution found.
    pub cost: Option<Cost>,
    /// A proven lower bound on the optimum.
    pub lower_bound: Option<Cost>,
    /// Nodes, frontier, memory and time.
    pub stats: Stats,
    /// The canonical game ID.
    pub game: String,
    /// The start's figures.
    pub start: StartFigures,
    /// The steps of the solution.
    pub steps: Vec<SolutionStep>,
    /// False when the time ran out before every step's h was computed.
    pub steps_h_complete: bool,
}

impl SolveAnswer {
    /// Fields of the envelope, which a payload's fields of the same name do not replace.
    pub const ENVELOPE: &'static [&'static str] = &[
        "algorithm",
        "solver",
        "summary",
        "summary_words",
        "claim",
        "claim_text",
        "cost",
        "lower_bound",
        "stats",
        "game",
        "start",
        "steps",
        "steps_h_complete",
    ];

    /// Whether the answer holds whatever limits it is asked again with (optimal, or proven
    /// to have no solution).
    pub fn is_proven(&self) -> bool {
        matches!(self.claim, Claim::Optimal | Claim::NoSolution)
    }
}

/// One row of a comparison.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum CompareRow {
    /// The solver ran.
    Ran(Box<RanRow>),
    /// The solver could not run on this game.
    Failed(FailedRow),
}

/// A solver's figures in a comparison.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RanRow {
    /// The solver's spelling.
    pub solver: String,
    /// Its display name.
    pub algorithm: String,
    /// The heuristic it uses.
    pub heuristic: Option<String>,
    /// The cost found.
    pub cost: Option<Cost>,
    /// The solution's length in moves.
    pub length: Option<usize>,
    /// A proven lower bound.
    pub lower_bound: Option<Cost>,
    /// What is claimed.
    pub claim: Claim,
    /// The claim in English.
    pub claim_text: String,
    /// Nodes expanded.
    pub expanded: u64,
    /// Nodes generated.
    pub generated: u64,
    /// Duplicates dropped.
    pub duplicates: u64,
    /// The largest frontier.
    pub peak_frontier: u64,
    /// The most memory held (0 when not measured).
    pub peak_memory_bytes: u64,
    /// Time taken.
    pub elapsed_ms: f64,
    /// How close the row's heuristic comes to the true distance: the mean of h / h* over the
    /// states of an optimal solution the comparison found (the goal left out), where the
    /// lab knows the heuristic; `None` for a blind solver or when no row proved an optimum.
    pub mean_h_ratio: Option<f64>,
}

/// A solver that could not run, with why.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct FailedRow {
    /// The solver's spelling.
    pub solver: String,
    /// The same (it did not run, so it has no display name).
    pub algorithm: String,
    /// The heuristic it would use.
    pub heuristic: Option<String>,
    /// Why it could not run.
    pub error: String,
    /// The same in catalogue words, for a page to word in its language (always present
    /// now that an internal error has words too, `error-fault`).
    pub error_words: Option<Words>,
    /// The error's code.
    pub code: &'static str,
}

/// A comparison: `POST /api/{id}/compare`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct CompareAnswer {
    /// The canonical game ID.
    pub game: String,
    /// One row per solver, in the order asked.
    pub rows: Vec<CompareRow>,
}

/// A hint: `POST /api/{id}/hint`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct HintAnswer {
    /// The canonical game ID.
    pub game: String,
    /// Its status.
    pub status: Status,
    /// The move to play (`null` when there is none).
    #[serde(rename = "move")]
    pub mv: Option<PuzzleData>,
    /// The move in English.
    pub move_text: Option<String>,
    /// The move's words.
    pub move_words: Option<Words>,
    /// The least cost left, when known.
    pub remaining: Option<Cost>,
    /// Whether the move is on an optimal path and `remaining` proven.
    pub optimal: bool,
    /// Why there is no move, or what to know about it, in English.
    pub note: Option<String>,
    /// The note's words.
    pub note_words: Option<Words>,
    /// Proven: no moves from here reach the goal.
    pub unwinnable: bool,
}

/// A rating: `POST /api/{id}/rate`, and a generated game's rating.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct RatingAnswer {
    /// The canonical game ID.
    pub game: String,
    /// The level.
    pub level: String,
    /// 0 to 100.
    pub score: f64,
    /// The optimum, when proven.
    pub optimum: Option<Cost>,
    /// The reasons in English.
    pub why: Vec<String>,
    /// The reasons' words.
    pub why_words: Vec<Words>,
    /// The puzzle's own figures.
    pub detail: PuzzleData,
}

impl RatingAnswer {
    /// The answer for `rating` of `game`.
    pub fn new<D: Serialize>(game: &str, rating: &Rating<D>) -> Self {
        RatingAnswer {
            game: game.to_string(),
            level: rating.level.clone(),
            score: rating.score,
            optimum: rating.optimum,
            why: rating.why.iter().map(|p| p.text.clone()).collect(),
            why_words: rating.why.iter().map(|p| p.words.clone()).collect(),
            detail: PuzzleData::of(&rating.detail),
        }
    }
}

/// A generated game: `POST /api/{id}/generate`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct GeneratedAnswer {
    /// The new game's ID.
    pub game: String,
    /// The seed that makes it again.
    pub seed: u64,
    /// The level asked for.
    pub difficulty: Option<String>,
    /// Its rating, when the generator rated it.
    pub rating: Option<RatingAnswer>,
    /// Its status.
    pub status: Status,
    /// Its drawing.
    pub view: PuzzleData,
}

/// The lab's heuristics: `GET /api/{id}/heuristics`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct HeuristicsAnswer {
    /// The heuristics offered.
    pub heuristics: Vec<HeuristicInfo>,
    /// Whether the lab searches the puzzle backward.
    pub bidirectional: bool,
    /// What the lab says under its goal field, where it takes one (`bidirectional`): which
    /// goals the puzzle takes, in its notation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub goal_note: Option<Words>,
}

/// A lab answer about one game: the game, the heuristic used and the task's own answer.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct LabAnswer<T> {
    /// The canonical game ID.
    pub game: String,
    /// The heuristic used (`None` for blind algorithms, and for the state space).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heuristic: Option<Option<String>>,
    /// The task's answer.
    #[serde(flatten)]
    pub answer: T,
}

/// One row of an experiment: an algorithm at one depth.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ExperimentRow {
    /// The algorithm's display name.
    pub algorithm: String,
    /// Its spelling in the line-up.
    pub spec: String,
    /// The heuristic it uses.
    pub heuristic: Option<String>,
    /// The exact optimal cost of the instances.
    pub depth: u32,
    /// Instances found at that depth.
    pub instances: usize,
    /// Instances solved before a stop.
    pub finished: usize,
    /// Average nodes generated.
    pub avg_generated: Option<f64>,
    /// Average nodes expanded.
    pub avg_expanded: Option<f64>,
    /// Average cost found.
    pub avg_cost: Option<f64>,
    /// Average solution length in moves.
    pub avg_length: Option<f64>,
    /// The effective branching factor.
    pub b_star: Option<f64>,
    /// Why b* is taken where it is, or missing: the English of `b_star_note_words`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub b_star_note: Option<String>,
    /// Why b* is taken where it is, or missing, as catalogue words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub b_star_note_words: Option<Words>,
    /// Why the row stopped.
    pub stopped: Option<StopReason>,
    /// Why the row was not run: the English of `skipped_words`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skipped: Option<String>,
    /// Why the row was not run, as catalogue words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skipped_words: Option<Words>,
}

impl ExperimentRow {
    /// Marks the row as not run, for the reason `words` say.
    pub fn skip(&mut self, words: Words) {
        self.skipped = Some(english(&words));
        self.skipped_words = Some(words);
    }
}

/// An experiment: `POST /api/{id}/experiment`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ExperimentAnswer {
    /// The game the instances come from.
    pub game: String,
    /// How the instances were found: the English of `instances_from_words`.
    pub instances_from: String,
    /// How the instances were found, as catalogue words.
    pub instances_from_words: Words,
    /// The random seed.
    pub seed: u64,
    /// The depths asked for.
    pub depths: Vec<u32>,
    /// Instances per depth.
    pub instances: usize,
    /// The line-up's spellings.
    pub lineup: Vec<String>,
    /// One row per algorithm and depth.
    pub rows: Vec<ExperimentRow>,
    /// The instances: the games found at each depth, which every algorithm solved (a set
    /// file of them lets `puzzlelab judge` run a student's program on the same games).
    pub games: Vec<ExperimentGames>,
    /// Time taken.
    pub elapsed_ms: f64,
}

/// The games of an experiment at one depth.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ExperimentGames {
    /// The exact optimal cost of these games.
    pub depth: u32,
    /// Their game IDs.
    pub games: Vec<String>,
}

/// The answers of a [`crate::DynPuzzle`] in their JSON form, as the web sends them: for tests
/// that check the contract, and for tools that pass answers on as they are.
pub trait JsonAnswers {
    /// [`crate::DynPuzzle::position`] as JSON.
    fn position_json(&self, text: &str) -> Result<Value, crate::InputError>;
    /// [`crate::DynPuzzle::play`] as JSON.
    fn play_json(
        &self,
        text: &str,
        mv: &Value,
        previous: Option<&Value>,
    ) -> Result<Value, crate::InputError>;
    /// [`crate::DynPuzzle::solve`] as JSON.
    fn solve_json(
        &self,
        text: &str,
        solver: Option<&str>,
        detail: crate::StepDetail,
        limits: &search::Limits,
    ) -> Result<Value, crate::PuzzleError>;
    /// [`crate::DynPuzzle::compare`] as JSON.
    fn compare_json(
        &self,
        text: &str,
        solvers: Option<&[String]>,
        limits: &search::Limits,
    ) -> Result<Value, crate::PuzzleError>;
    /// [`crate::DynPuzzle::hint`] as JSON.
    fn hint_json(&self, text: &str, limits: &search::Limits) -> Result<Value, crate::PuzzleError>;
    /// [`crate::DynPuzzle::generate`] as JSON.
    fn generate_json(
        &self,
        input: &crate::GenerateInput,
        limits: &search::Limits,
    ) -> Result<Value, crate::PuzzleError>;
    /// [`crate::DynPuzzle::rate`] as JSON.
    fn rate_json(&self, text: &str, limits: &search::Limits) -> Result<Value, crate::PuzzleError>;
    /// [`crate::DynPuzzle::trace`] as JSON.
    fn trace_json(
        &self,
        text: &str,
        request: &crate::LabRequest,
        limits: &search::Limits,
    ) -> Result<Value, crate::PuzzleError>;
}

/// The JSON form of an answer (what the web sends and `--json` prints). Our answers always
/// serialize: they hold no map with keys that are not strings.
pub fn to_json<T: Serialize>(answer: T) -> Value {
    serde_json::to_value(answer).unwrap_or(Value::Null)
}

impl<P: crate::DynPuzzle + ?Sized> JsonAnswers for P {
    fn position_json(&self, text: &str) -> Result<Value, crate::InputError> {
        self.position(text).map(to_json)
    }

    fn play_json(
        &self,
        text: &str,
        mv: &Value,
        previous: Option<&Value>,
    ) -> Result<Value, crate::InputError> {
        self.play(text, mv, previous).map(to_json)
    }

    fn solve_json(
        &self,
        text: &str,
        solver: Option<&str>,
        detail: crate::StepDetail,
        limits: &search::Limits,
    ) -> Result<Value, crate::PuzzleError> {
        self.solve(text, solver, detail, limits).map(to_json)
    }

    fn compare_json(
        &self,
        text: &str,
        solvers: Option<&[String]>,
        limits: &search::Limits,
    ) -> Result<Value, crate::PuzzleError> {
        self.compare(text, solvers, limits).map(to_json)
    }

    fn hint_json(&self, text: &str, limits: &search::Limits) -> Result<Value, crate::PuzzleError> {
        self.hint(text, limits).map(to_json)
    }

    fn generate_json(
        &self,
        input: &crate::GenerateInput,
        limits: &search::Limits,
    ) -> Result<Value, crate::PuzzleError> {
        self.generate(input, limits).map(to_json)
    }

    fn rate_json(&self, text: &str, limits: &search::Limits) -> Result<Value, crate::PuzzleError> {
        self.rate(text, limits).map(to_json)
    }

    fn trace_json(
        &self,
        text: &str,
        request: &crate::LabRequest,
        limits: &search::Limits,
    ) -> Result<Value, crate::PuzzleError> {
        self.trace(text, request, limits).map(to_json)
    }
}
