//! Generic, instrumented state-space search.
//!
//! A puzzle describes itself once through the [`Problem`] trait; every textbook algorithm in
//! [`algorithms`] can then run on it and returns a [`Report`]: the path found, its cost, what is
//! claimed about it ([`Claim`]) and [`Stats`]. Every algorithm honours [`Limits`] (node budget,
//! time budget, cancellation flag), so a caller such as a web request can never run unbounded.
//!
//! Puzzles may also have specialised fast solvers; they report through the same [`Stats`] and
//! [`Claim`] types so that [`compare`] can put everything in one table.
//!
//! [`examples::EightPuzzle`] is a complete teaching problem, and [`verify_solution`] replays a
//! path to check it.
//!
//! ```
//! use search::{examples::EightPuzzle, run, verify_solution, Algorithm, Claim, Limits};
//!
//! let puzzle = EightPuzzle::parse("867254301").expect("a valid position");
//! let limits = Limits::none().with_max_expanded(1_000_000);
//! let report = run(&puzzle, Algorithm::AStar, &limits).expect("A* runs on every problem");
//! assert_eq!(report.claim, Claim::Optimal);
//! let solution = report.solution.expect("solvable");
//! assert_eq!(solution.cost, 31);
//! assert_eq!(verify_solution(&puzzle, &solution), Ok(()));
//! ```

#![warn(missing_docs)]

pub mod algorithms;
pub mod compare;
pub mod examples;
mod limits;
pub mod memory;
mod problem;
mod report;
pub mod space;
pub mod trace;
mod verify;

pub use algorithms::{
    check_supported, run, Algorithm, Misspelling, ParseAlgorithmError, MAX_WEIGHT,
};
pub use limits::{Budget, Limits, Progress, ProgressFn, MAX_JOB_MEMORY, MAX_TIME};
pub use memory::CountingAllocator;
pub use problem::{Cost, Problem, Successor};
pub use report::{Claim, Report, SearchError, Solution, Stats, StopReason, Summary, Unmet};
pub use trace::{run_recorded, run_traced, FrontierEntry, Trace, TraceStep, MAX_TRACE_STEPS};
pub use verify::{verify_solution, InvalidSolution};
