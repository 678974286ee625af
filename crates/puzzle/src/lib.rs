//! The one puzzle interface of Puzzle Lab.
//!
//! Every puzzle crate implements [`Puzzle`] (parse and format a game ID, draw, list and apply
//! moves, status, solve within [`search::Limits`], hint, generate, rate, its solvers and its
//! built-in libraries), and is listed once in a [`Registry`]. The web app, the command line
//! and the library code work on [`DynPuzzle`], the same interface over game IDs and JSON, so
//! that each route, command, limit and message is written once for all puzzles.
//!
//! - [`game_id`]: the one game ID syntax (`POSITION;key=value;...`); [`notation`]: reading a
//!   move back from its text;
//! - [`error`]: [`InputError`] (a message, a byte range, a 1-based line and column) and
//!   [`PuzzleError`];
//! - [`backend`]: the trait and its plain data (envelopes, hints, ratings, options);
//! - [`actions`]: a puzzle's own actions (census, shuffle, catalogue), served generically;
//! - [`labels`]: the catalogue words of what a puzzle declares (the engines hold no English);
//! - [`dynamic`]: the erased interface; [`answers`]: its answers, typed; [`registry`]: the
//!   registry;
//! - [`check`]: moves as text, and an answer replayed and rated against the optimum;
//!   [`game_table`]: games interned as numbered states for a program that searches itself;
//! - [`budget`]: one budget shared by the runs of a request; [`rng`]: clock seeds;
//! - [`conformance`]: the invariants every implementation is tested against.
//!
//! Puzzle crates depend on this crate and `search` only: they know nothing of HTTP, SQL or
//! terminals, and JSON only through `serde` derives.
//!
//! ```
//! use puzzle::game_id::{format_game_id, GameId};
//!
//! let mut id = GameId::split("VCCV/VCCV/VHHV/VSSV/S..S;metric=unit").expect("well formed");
//! let metric = id.take("metric").expect("given");
//! assert_eq!(metric.one_of(&[("step", 1), ("straight", 2), ("unit", 3)]), Ok(3));
//! id.finish(&["metric"]).expect("no other rules");
//! assert_eq!(format_game_id("VCCV/VCCV/VHHV/VSSV/S..S", &[("metric", "unit".into())]),
//!            "VCCV/VCCV/VHHV/VSSV/S..S;metric=unit");
//!
//! let error = GameId::split("1 2 3;turns").unwrap_err();
//! assert_eq!((error.line, error.column), (Some(1), Some(7)));
//! ```

#![warn(missing_docs)]

pub mod actions;
pub mod answers;
pub mod backend;
pub mod budget;
pub mod check;
pub mod conformance;
pub mod dynamic;
pub mod error;
pub mod game_id;
pub mod game_table;
pub mod lab;
mod lab_tasks;
pub mod labels;
pub mod notation;
pub mod registry;
pub mod rng;
pub mod trace_answer;
pub mod words;

#[cfg(test)]
mod toy;

pub use actions::{
    checked_params, find_action, ActionAnswer, ActionInfo, ActionInput, ActionOutput,
    ActionRequest, ActionTable,
};
pub use answers::{
    CompareAnswer, CompareRow, ExperimentAnswer, ExperimentGames, ExperimentRow, FailedRow,
    GeneratedAnswer, HeuristicsAnswer, HintAnswer, JsonAnswers, LabAnswer, MoveSaid, PlayedAnswer,
    PositionAnswer, PuzzleData, PuzzleFields, RanRow, RatingAnswer, SolutionStep, SolveAnswer,
    StartFigures,
};
pub use backend::{
    Applied, BuiltinEntry, BuiltinLibrary, GenerateRequest, Generated, Hint, ParamChoice,
    ParamKind, ParamSpec, Puzzle, PuzzleInfo, Rating, Solved, SolverInfo, Status,
};
pub use budget::SharedBudget;
pub use check::{CheckAnswer, IllegalMove, Optimum, Replay, Stepped, Verdict};
pub use dynamic::{
    DynPuzzle, EntryRating, ExperimentInput, GenerateInput, LabRequest, LibraryEntry, Registered,
    StepDetail,
};
pub use error::{InputError, PuzzleError, Work};
pub use game_id::{format_game_id, GameId};
pub use game_table::{GameTable, StateIndex, Table, TableMove};
pub use lab::{HeuristicInfo, Lab, LabProblem, LabSetup, LabTask};
pub use lab_tasks::{HeuristicCheckAnswer, SpaceAnswer, MAX_SPACE_STATES};
pub use labels::{declared_words, OptionGroup};
pub use registry::Registry;
pub use rng::clock_seed;
pub use trace_answer::TraceAnswer;
pub use words::{Phrase, WordArg, Words};
