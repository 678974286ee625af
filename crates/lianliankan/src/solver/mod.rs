//! Solving a board: the default anytime exact solver ([`anytime`]: [`solve`]), deciding
//! whether a board can be cleared at all ([`decision`]: [`decide_from`]), and the other
//! algorithms offered for comparison (the seed report's branch-capped A*, the generic ones
//! through [`search::Problem`]); here the answer type they share and its playback.

pub mod anytime;
pub mod astar;
pub mod beam;
pub mod conflict_bound;
pub mod crowding;
pub mod decide;
pub mod decision;
pub mod gravity_bound;
pub mod heuristic;
pub mod levels;
pub mod pairing;
pub mod part_rank;
pub mod peel;
pub mod problem;
pub mod relax;
pub mod report;
pub mod shared;
pub mod table;

use search::{Claim, Limits, Stats, Summary};
use serde::Serialize;

use crate::bound::IMPOSSIBLE;
use crate::puzzle::{Move, Puzzle, Removal};
use crate::tileset::TileSet;
use astar::Clearing;
use heuristic::Heuristic;

pub use anytime::{solve, solve_from, EXACT_SHARE, INCUMBENT_BEAM_WIDTH, QUICK_EXACT_NODES};
pub use decision::{decide_from, FIRST_SLICE, ORDER_SHARE, QUICK_DFS_NODES, RANKED_FROM_TURN};

/// The answer of a solver, as sent in JSON (field names are the CLI contract).
#[derive(Debug, Clone, Serialize)]
pub struct Solution {
    /// Whether the board can be cleared; `null` when the limits stopped the search first.
    pub solvable: Option<bool>,
    /// Total cost of the clearing returned (sum of turns + 1).
    pub cost: Option<u64>,
    /// Total turns of the clearing returned.
    pub turns: Option<u64>,
    /// Whether the cost is proven least.
    pub optimal: bool,
    /// Proven lower bound on the least cost (equal to `cost` when optimal); `null` when there
    /// is none (a tile that can never be paired: no clearing at all).
    pub lower_bound: Option<u64>,
    /// The clearing, step by step (positions at the time of each removal).
    pub removals: Vec<Removal>,
    /// g, h and f before the first removal and after each one, for step-by-step playback
    /// (h is the proven lower bound on the rest).
    pub playback: Vec<StepScore>,
    /// What is claimed about the cost.
    pub claim: Claim,
    /// The solver's display name.
    pub algorithm: String,
    /// Nodes and time.
    pub stats: Stats,
    /// The clearing as tile-id moves.
    #[serde(skip)]
    pub moves: Vec<Move>,
}

impl Solution {
    /// The row for comparison tables.
    pub fn summary(&self) -> Summary {
        Summary {
            algorithm: self.algorithm.clone(),
            cost: self.cost,
            length: self.cost.map(|_| self.moves.len()),
            claim: self.claim,
            stats: self.stats,
        }
    }
}

/// The search values at one point of a playback.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct StepScore {
    /// Cost paid so far.
    pub g: u64,
    /// Lower bound on the cost still to pay.
    pub h: u64,
    /// g + h.
    pub f: u64,
}

/// g, h and f before and after each of `moves` played from `start`.
pub fn playback(puzzle: &Puzzle, start: &TileSet, moves: &[Move]) -> Vec<StepScore> {
    let heuristic = Heuristic::new(puzzle);
    let mut state = start.clone();
    let mut g = 0u64;
    let score = |g: u64, state: &TileSet| {
        let h = u64::from(heuristic.of(state.words()));
        StepScore { g, h, f: g + h }
    };
    let mut out = vec![score(0, &state)];
    for mv in moves {
        state.remove(mv.a);
        state.remove(mv.b);
        g += u64::from(mv.cost());
        out.push(score(g, &state));
    }
    out
}

/// `limits` with the time already spent on `budget` taken off (node limits apply per call).
pub fn remaining(limits: &Limits, budget: &search::Budget<'_>) -> Limits {
    match limits.max_time {
        Some(total) => limits
            .clone()
            .with_max_time(total.saturating_sub(budget.elapsed())),
        None => limits.clone(),
    }
}

/// Describes `moves` played from `start`, with positions and paths at each step.
pub fn describe_moves(puzzle: &Puzzle, start: &TileSet, moves: &[Move]) -> Vec<Removal> {
    let mut state = start.clone();
    let mut out = Vec::with_capacity(moves.len());
    for mv in moves {
        let arrangement = puzzle.arrange(state.words());
        out.push(puzzle.describe(&arrangement, mv));
        state.remove(mv.a);
        state.remove(mv.b);
    }
    out
}

/// Builds a [`Solution`] from a clearing (or none) and what is proven.
pub(crate) fn finish(
    puzzle: &Puzzle,
    start: &TileSet,
    algorithm: &str,
    clearing: Option<Clearing>,
    claim: Claim,
    lower_bound: u64,
    stats: Stats,
) -> Solution {
    let (cost, moves) = match clearing {
        Some(c) => (Some(c.cost), c.moves),
        None => (None, Vec::new()),
    };
    let solvable = match claim {
        Claim::NoSolution => Some(false),
        _ if cost.is_some() => Some(true),
        _ => None,
    };
    Solution {
        solvable,
        cost,
        turns: cost.map(|c| c - moves.len() as u64),
        optimal: claim == Claim::Optimal,
        // the bound says "impossible" (a tile without any partner it could ever meet): no
        // finite bound to report, never the internal sentinel
        lower_bound: (lower_bound < u64::from(IMPOSSIBLE)).then_some(lower_bound),
        removals: describe_moves(puzzle, start, &moves),
        playback: playback(puzzle, start, &moves),
        claim,
        algorithm: algorithm.to_string(),
        stats,
        moves,
    }
}
