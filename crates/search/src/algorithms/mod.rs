//! The textbook algorithms, one module each, and [`run`], which dispatches on [`Algorithm`].
//!
//! Shared machinery: `arena` (search tree with parent indices), `hashing` (fingerprints and
//! a compact state index), `path` (explicit DFS stack) and `best_first` (the open-list
//! engine behind uniform cost, A*, weighted A* and greedy search).

use std::str::FromStr;

use crate::trace::{NoTrace, Tracer};
use crate::{Claim, Limits, Problem, Report, SearchError, Solution, Stats, StopReason, Unmet};

mod arena;
mod astar;
mod beam;
mod best_first;
mod bfs;
mod bidirectional;
mod dfs;
mod greedy;
mod hashing;
mod ida_star;
mod iterative_deepening;
mod path;
mod uniform_cost;

pub use best_first::MAX_WEIGHT;

/// Every generic algorithm, with its parameters.
///
/// Parameters parsed from text are always valid; when built directly, a weighted A* weight
/// must lie in `1..=`[`MAX_WEIGHT`] and a beam width must be at least 1, else [`run`] returns
/// [`SearchError::Unsupported`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Algorithm {
    /// Breadth-first search (optimal when every step costs 1).
    Bfs,
    /// Breadth-first from both ends, meeting in the middle (needs goal states and predecessors).
    BidirectionalBfs,
    /// Depth-first search down to `depth` steps, with cycle checking on the current path.
    Dfs {
        /// The deepest a path may go.
        depth: u32,
    },
    /// Depth-limited DFS with depth 0, 1, 2, ... up to `max_depth`.
    IterativeDeepening {
        /// The last depth limit tried.
        max_depth: u32,
    },
    /// Dijkstra's uniform-cost search.
    UniformCost,
    /// A* with the problem's heuristic.
    AStar,
    /// A* on f = g + w * h; the answer costs at most w times the optimum.
    WeightedAStar {
        /// The weight w on h (at least 1).
        weight: f64,
    },
    /// Iterative-deepening A*.
    IdaStar,
    /// Greedy best-first search on h alone.
    Greedy,
    /// Beam search keeping the `width` best nodes (by f = g + h) per layer.
    Beam {
        /// Nodes kept per layer.
        width: usize,
    },
}

impl Algorithm {
    /// The algorithms with their default parameters, in teaching order.
    pub fn all_defaults() -> Vec<Algorithm> {
        vec![
            Algorithm::Bfs,
            Algorithm::BidirectionalBfs,
            Algorithm::Dfs { depth: 40 },
            Algorithm::IterativeDeepening { max_depth: 40 },
            Algorithm::UniformCost,
            Algorithm::AStar,
            Algorithm::WeightedAStar { weight: 2.0 },
            Algorithm::IdaStar,
            Algorithm::Greedy,
            Algorithm::Beam { width: 100 },
        ]
    }

    /// The command-line spelling, e.g. `beam:100`; it parses back with [`FromStr`].
    pub fn spec(&self) -> String {
        match self {
            Algorithm::Bfs => "bfs".into(),
            Algorithm::BidirectionalBfs => "bibfs".into(),
            Algorithm::Dfs { depth } => format!("dfs:{depth}"),
            Algorithm::IterativeDeepening { max_depth } => format!("iddfs:{max_depth}"),
            Algorithm::UniformCost => "ucs".into(),
            Algorithm::AStar => "astar".into(),
            Algorithm::WeightedAStar { weight } => format!("wastar:{weight}"),
            Algorithm::IdaStar => "idastar".into(),
            Algorithm::Greedy => "greedy".into(),
            Algorithm::Beam { width } => format!("beam:{width}"),
        }
    }

    /// Whether the algorithm reads the problem's heuristic (A*, weighted A*, IDA*, greedy,
    /// beam); the others are blind.
    pub fn uses_heuristic(&self) -> bool {
        matches!(
            self,
            Algorithm::AStar
                | Algorithm::WeightedAStar { .. }
                | Algorithm::IdaStar
                | Algorithm::Greedy
                | Algorithm::Beam { .. }
        )
    }

    /// A human-readable name, e.g. `"weighted A* (w=2)"`.
    pub fn display_name(&self) -> String {
        match self {
            Algorithm::Bfs => "BFS".into(),
            Algorithm::BidirectionalBfs => "bidirectional BFS".into(),
            Algorithm::Dfs { depth } => format!("DFS (depth <= {depth})"),
            Algorithm::IterativeDeepening { max_depth } => {
                format!("iterative deepening (depth <= {max_depth})")
            }
            Algorithm::UniformCost => "uniform cost".into(),
            Algorithm::AStar => "A*".into(),
            Algorithm::WeightedAStar { weight } => format!("weighted A* (w={weight})"),
            Algorithm::IdaStar => "IDA*".into(),
            Algorithm::Greedy => "greedy best-first".into(),
            Algorithm::Beam { width } => format!("beam (width {width})"),
        }
    }
}

impl std::fmt::Display for Algorithm {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.display_name())
    }
}

/// An algorithm name that does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown algorithm '{input}': {reason}; expected one of bfs, bibfs, dfs[:DEPTH], iddfs[:MAX_DEPTH], ucs, astar, wastar[:W], idastar, greedy, beam[:WIDTH]")]
pub struct ParseAlgorithmError {
    /// The text that did not parse.
    pub input: String,
    /// What is wrong with it.
    pub reason: Misspelling,
}

/// What is wrong with an algorithm's spelling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Misspelling {
    /// No algorithm has that name.
    #[error("not a known algorithm")]
    UnknownName,
    /// A parameter after an algorithm that takes none.
    #[error("this algorithm takes no parameter")]
    NoParameter,
    /// A whole-number parameter out of range or not a number.
    #[error("the parameter must be a whole number from 1 to {max}")]
    Parameter {
        /// The largest value.
        max: u64,
    },
    /// A weighted A* weight out of range or not a number.
    #[error("the weight must be a number from 1 to 100")]
    Weight,
}

impl FromStr for Algorithm {
    type Err = ParseAlgorithmError;

    /// Parses `name[:parameter]`, case-insensitively, with a few common aliases.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |reason: Misspelling| ParseAlgorithmError {
            input: s.to_string(),
            reason,
        };
        let lower = s.trim().to_ascii_lowercase();
        let (name, param) = match lower.split_once(':') {
            Some((n, p)) => (n, Some(p)),
            None => (lower.as_str(), None),
        };
        let int_param = |default: u64, max: u64| -> Result<u64, ParseAlgorithmError> {
            match param {
                None => Ok(default),
                Some(p) => match p.parse::<u64>() {
                    Ok(v) if v >= 1 && v <= max => Ok(v),
                    _ => Err(err(Misspelling::Parameter { max })),
                },
            }
        };
        let no_param = |a: Algorithm| match param {
            None => Ok(a),
            Some(_) => Err(err(Misspelling::NoParameter)),
        };
        match name {
            "bfs" | "breadth-first" => no_param(Algorithm::Bfs),
            "bibfs" | "bidirectional" | "bidirectional-bfs" | "bi-bfs" => {
                no_param(Algorithm::BidirectionalBfs)
            }
            "dfs" | "depth-first" => Ok(Algorithm::Dfs {
                depth: int_param(40, 10_000)? as u32,
            }),
            "iddfs" | "id" | "iterative-deepening" | "ids" => Ok(Algorithm::IterativeDeepening {
                max_depth: int_param(40, 10_000)? as u32,
            }),
            "ucs" | "uniform-cost" | "dijkstra" => no_param(Algorithm::UniformCost),
            "astar" | "a*" => no_param(Algorithm::AStar),
            "wastar" | "weighted-astar" | "wa*" => {
                let weight = match param {
                    None => 2.0,
                    Some(p) => match p.parse::<f64>() {
                        Ok(w) if w.is_finite() && (1.0..=100.0).contains(&w) => w,
                        _ => return Err(err(Misspelling::Weight)),
                    },
                };
                Ok(Algorithm::WeightedAStar { weight })
            }
            "idastar" | "ida*" | "ida" => no_param(Algorithm::IdaStar),
            "greedy" | "gbfs" | "best-first" => no_param(Algorithm::Greedy),
            "beam" => Ok(Algorithm::Beam {
                width: int_param(100, 10_000_000)? as usize,
            }),
            _ => Err(err(Misspelling::UnknownName)),
        }
    }
}

/// What an algorithm module hands back to [`run`]; statistics are kept separately.
pub(crate) struct Outcome<S, A> {
    pub(crate) solution: Option<Solution<S, A>>,
    pub(crate) claim: Claim,
}

impl<S, A> Outcome<S, A> {
    pub(crate) fn found(solution: Solution<S, A>, claim: Claim) -> Self {
        Outcome {
            solution: Some(solution),
            claim,
        }
    }

    /// No solution, for the given reason.
    pub(crate) fn failed(claim: Claim) -> Self {
        Outcome {
            solution: None,
            claim,
        }
    }

    /// The whole reachable space was searched without finding a goal.
    pub(crate) fn exhausted() -> Self {
        Self::failed(Claim::NoSolution)
    }

    pub(crate) fn stopped(reason: StopReason) -> Self {
        Self::failed(Claim::Stopped { reason })
    }
}

/// An algorithm whose parameters have been checked against the problem: what [`run`]
/// dispatches on.
enum Plan<S> {
    Bfs,
    Bidirectional {
        goals: Vec<S>,
    },
    Dfs {
        depth: u32,
    },
    IterativeDeepening {
        max_depth: u32,
    },
    UniformCost,
    AStar,
    WeightedAStar {
        weight: f64,
        exact: best_first::ExactWeight,
    },
    IdaStar,
    Greedy,
    Beam {
        width: usize,
    },
}

fn plan<P: Problem>(problem: &P, algorithm: Algorithm) -> Result<Plan<P::State>, SearchError> {
    let unsupported = |reason: Unmet| SearchError::Unsupported {
        algorithm: algorithm.display_name(),
        reason,
    };
    Ok(match algorithm {
        Algorithm::Bfs => Plan::Bfs,
        Algorithm::BidirectionalBfs => Plan::Bidirectional {
            goals: bidirectional::goal_states(problem).map_err(unsupported)?,
        },
        Algorithm::Dfs { depth } => Plan::Dfs { depth },
        Algorithm::IterativeDeepening { max_depth } => Plan::IterativeDeepening { max_depth },
        Algorithm::UniformCost => Plan::UniformCost,
        Algorithm::AStar => Plan::AStar,
        Algorithm::WeightedAStar { weight } => match best_first::ExactWeight::new(weight) {
            Some(exact) => Plan::WeightedAStar { weight, exact },
            None => {
                return Err(unsupported(Unmet::Weight {
                    weight: weight.to_string(),
                    max: MAX_WEIGHT as u32,
                }))
            }
        },
        Algorithm::IdaStar => Plan::IdaStar,
        Algorithm::Greedy => Plan::Greedy,
        Algorithm::Beam { width: 0 } => return Err(unsupported(Unmet::BeamWidth)),
        Algorithm::Beam { width } => Plan::Beam { width },
    })
}

/// Whether `algorithm` (with its parameters) can run on `problem`; the error is the one
/// [`run`] would return. Bidirectional BFS needs [`Problem::goal_states`] and
/// [`Problem::predecessors`]; weighted A* needs a weight from 1 to [`MAX_WEIGHT`]; beam search
/// needs a width of at least 1.
pub fn check_supported<P: Problem>(problem: &P, algorithm: Algorithm) -> Result<(), SearchError> {
    plan(problem, algorithm).map(|_| ())
}

/// Runs `algorithm` on `problem` within `limits`.
///
/// The report's path starts at [`Problem::initial`]; an initial state that is already a goal
/// gives an empty path of cost 0, claimed optimal. A stopped run has no solution and claims
/// [`Claim::Stopped`]. Errors only when the algorithm cannot run on this problem at all (see
/// [`check_supported`]).
///
/// ```
/// use search::{examples::EightPuzzle, run, Algorithm, Claim, Limits};
///
/// let puzzle = EightPuzzle::parse("1 2 3/4 5 6/0 7 8").expect("valid puzzle");
/// let report = run(&puzzle, Algorithm::AStar, &Limits::none()).expect("A* runs on any problem");
/// assert_eq!(report.claim, Claim::Optimal);
/// assert_eq!(report.cost(), Some(2));
/// ```
pub fn run<P: Problem>(
    problem: &P,
    algorithm: Algorithm,
    limits: &Limits,
) -> Result<Report<P::State, P::Action>, SearchError> {
    run_with(problem, algorithm, limits, &mut NoTrace)
}

/// [`run`], telling `tracer` about every expansion (see [`crate::trace`]).
pub(crate) fn run_with<P: Problem, T: Tracer<P::State>>(
    problem: &P,
    algorithm: Algorithm,
    limits: &Limits,
    tracer: &mut T,
) -> Result<Report<P::State, P::Action>, SearchError> {
    let plan = plan(problem, algorithm)?;
    let mut budget = limits.start();
    let mut stats = Stats::default();
    let outcome = if let Some(reason) = budget.interrupted() {
        Outcome::stopped(reason)
    } else {
        let b = &mut budget;
        let s = &mut stats;
        match plan {
            Plan::Bfs => bfs::search(problem, b, s, tracer),
            Plan::Bidirectional { goals } => bidirectional::search(problem, goals, b, s, tracer),
            Plan::Dfs { depth } => dfs::search(problem, depth, b, s, tracer),
            Plan::IterativeDeepening { max_depth } => {
                iterative_deepening::search(problem, max_depth, b, s, tracer)
            }
            Plan::UniformCost => uniform_cost::search(problem, b, s, tracer),
            Plan::AStar => astar::search(problem, b, s, tracer),
            Plan::WeightedAStar { weight, exact } => {
                astar::weighted(problem, weight, exact, b, s, tracer)
            }
            Plan::IdaStar => ida_star::search(problem, b, s, tracer),
            Plan::Greedy => greedy::search(problem, b, s, tracer),
            Plan::Beam { width } => beam::search(problem, width, b, s, tracer),
        }
    };
    stats.elapsed = budget.elapsed();
    stats.peak_memory = budget.peak_memory();
    Ok(Report {
        algorithm: algorithm.display_name(),
        solution: outcome.solution,
        claim: outcome.claim,
        stats,
    })
}
