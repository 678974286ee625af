//! What a search run returns: the solution, the claim made about it, and statistics.

use std::time::Duration;

use schemars::JsonSchema;
use serde::{Serialize, Serializer};

use crate::problem::Cost;

/// Why a search stopped before it could answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum StopReason {
    /// The node budget was spent.
    NodeLimit,
    /// The time budget was spent.
    TimeLimit,
    /// The cancel flag was set.
    Cancelled,
    /// The memory budget was spent ([`crate::Limits::max_memory`], or a job's tables at
    /// [`crate::MAX_JOB_MEMORY`]).
    MemoryLimit,
}

impl StopReason {
    /// The stop as a claim words it: `stopped by the node limit`, `stopped by the time limit`,
    /// `stopped by the memory limit`, `cancelled`. A stop is never worded as "no solution".
    pub fn as_claim(self) -> &'static str {
        match self {
            StopReason::NodeLimit => "stopped by the node limit",
            StopReason::TimeLimit => "stopped by the time limit",
            StopReason::Cancelled => "cancelled",
            StopReason::MemoryLimit => "stopped by the memory limit",
        }
    }
}

impl std::fmt::Display for StopReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            StopReason::NodeLimit => "node limit reached",
            StopReason::TimeLimit => "time limit reached",
            StopReason::Cancelled => "cancelled",
            StopReason::MemoryLimit => "memory limit reached",
        })
    }
}

/// What a run claims about its answer.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Claim {
    /// The solution has the least possible cost.
    Optimal,
    /// The solution costs at most `factor` times the optimum (weighted A*).
    Bounded {
        /// The bound's factor w.
        factor: f64,
    },
    /// A solution, with no guarantee on its cost.
    Heuristic,
    /// The whole reachable space was exhausted: no solution exists.
    NoSolution,
    /// No solution of at most `depth` steps exists (depth-limited search exhausted).
    NoSolutionWithin {
        /// The depth searched to the end.
        depth: u32,
    },
    /// The run found no solution and gave up (a beam or greedy search that lost its way).
    Failed,
    /// The run was stopped by its limits before it could answer.
    Stopped {
        /// Which limit stopped it.
        reason: StopReason,
    },
}

impl std::fmt::Display for Claim {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Claim::Optimal => f.write_str("optimal"),
            Claim::Bounded { factor } => write!(f, "bounded (<= {factor} x optimum)"),
            Claim::Heuristic => f.write_str("heuristic"),
            Claim::NoSolution => f.write_str("no solution exists"),
            // a depth-limited search that went as deep as it may: a stop by the depth limit
            Claim::NoSolutionWithin { depth } => write!(
                f,
                "stopped by the depth limit (none within {depth} step{})",
                if *depth == 1 { "" } else { "s" }
            ),
            Claim::Failed => f.write_str("failed (incomplete search)"),
            Claim::Stopped { reason } => f.write_str(reason.as_claim()),
        }
    }
}

fn duration_ms<S: Serializer>(d: &Duration, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_f64(d.as_secs_f64() * 1000.0)
}

/// Counters every algorithm keeps. JSON names are part of the CLI contract.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, JsonSchema)]
pub struct Stats {
    /// Nodes whose successors were generated.
    pub expanded: u64,
    /// Successor nodes created.
    pub generated: u64,
    /// Successors dropped because their state was already seen (or not improved).
    pub duplicates: u64,
    /// Largest frontier (open list, queue or stack) size seen.
    pub peak_frontier: u64,
    /// The most memory the run held, in bytes, where it is measured (see [`crate::memory`]);
    /// 0 where it is not.
    #[serde(rename = "peak_memory_bytes")]
    pub peak_memory: u64,
    /// Wall-clock time of the run.
    #[serde(rename = "elapsed_ms", serialize_with = "duration_ms")]
    #[schemars(with = "f64")]
    pub elapsed: Duration,
}

impl Stats {
    /// Records a frontier size, keeping the peak.
    pub fn observe_frontier(&mut self, size: usize) {
        self.peak_frontier = self.peak_frontier.max(size as u64);
    }
}

/// A path from the initial state: `states[0]` is the initial state, `actions[i]` leads from
/// `states[i]` to `states[i + 1]`.
#[derive(Debug, Clone, PartialEq)]
pub struct Solution<S, A> {
    /// The states along the path, the initial one first.
    pub states: Vec<S>,
    /// The actions between them.
    pub actions: Vec<A>,
    /// The path's cost.
    pub cost: Cost,
}

impl<S, A> Solution<S, A> {
    /// Number of actions.
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// Whether the path has no action (the initial state is a goal).
    pub fn is_empty(&self) -> bool {
        self.actions.is_empty()
    }
}

/// The result of one run.
#[derive(Debug, Clone)]
pub struct Report<S, A> {
    /// The algorithm's display name, e.g. `"A*"`.
    pub algorithm: String,
    /// The path found, if any.
    pub solution: Option<Solution<S, A>>,
    /// What is claimed about it.
    pub claim: Claim,
    /// What the run spent.
    pub stats: Stats,
}

impl<S, A> Report<S, A> {
    /// The cost of the solution, if one was found.
    pub fn cost(&self) -> Option<Cost> {
        self.solution.as_ref().map(|s| s.cost)
    }

    /// The type-erased row used by comparison tables.
    pub fn summary(&self) -> Summary {
        Summary {
            algorithm: self.algorithm.clone(),
            cost: self.cost(),
            length: self.solution.as_ref().map(|s| s.len()),
            claim: self.claim,
            stats: self.stats,
        }
    }
}

/// One line of a comparison: any solver (generic or specialised) can produce it.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Summary {
    /// The algorithm's display name.
    pub algorithm: String,
    /// The solution's cost, if one was found.
    pub cost: Option<Cost>,
    /// Number of actions in the solution.
    pub length: Option<usize>,
    /// What is claimed about the cost.
    pub claim: Claim,
    /// What the run spent.
    pub stats: Stats,
}

/// Why an algorithm could not run at all on a problem.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SearchError {
    #[error("{algorithm} cannot run on this problem: {reason}")]
    /// The algorithm needs something the problem does not offer.
    Unsupported {
        /// The algorithm's name.
        algorithm: String,
        /// What it needs.
        reason: Unmet,
    },
}

/// What an algorithm needs that a problem (or the algorithm's own parameters) does not offer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Unmet {
    /// Searching backwards needs the goal states listed.
    #[error("the problem does not list its goal states (Problem::goal_states returns None)")]
    GoalStates,
    /// Searching backwards needs the predecessors of a state.
    #[error("the problem cannot generate predecessors (Problem::predecessors returns false)")]
    Predecessors,
    /// A weighted A* weight outside `1..=MAX_WEIGHT`.
    #[error("the weight must be a number from 1 to {max}, not {weight}")]
    Weight {
        /// The weight given, as text.
        weight: String,
        /// The largest weight.
        max: u32,
    },
    /// A beam of width 0.
    #[error("the beam width must be at least 1")]
    BeamWidth,
}
