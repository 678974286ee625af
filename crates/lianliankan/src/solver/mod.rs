//! Solving a board: the default anytime exact solver ([`solve`]) and the other algorithms
//! offered for comparison (the seed report's branch-capped A*, the generic ones through
//! [`search::Problem`]).

pub mod astar;
pub mod beam;
pub mod conflict_bound;
pub mod crowding;
pub mod decide;
pub mod gravity_bound;
pub mod heuristic;
pub mod levels;
pub mod pairing;
pub mod part_rank;
pub mod peel;
pub mod problem;
pub mod relax;
pub mod seed;
pub mod shared;
pub mod table;

use search::{Claim, Limits, Stats, StopReason, Summary};
use serde::Serialize;

use crate::puzzle::{Move, Puzzle, Removal};
use crate::tileset::TileSet;
use astar::{AstarOutcome, Clearing};
use heuristic::Heuristic;

/// Expansions of the order search before the pairing search takes over in [`decide_from`].
pub const QUICK_DFS_NODES: u64 = 100;

/// The pairing searches' first time slice in [`decide_from`] (split evenly once there are
/// two); each later one is twice as long.
pub const FIRST_SLICE: std::time::Duration = std::time::Duration::from_millis(40);

/// The turn of [`decide_from`] (counted from 0) from which the ranked pairing search
/// ([`pairing::PairingSearch::ranked`]) shares the pairing searches' slice with the plain
/// one: deals the plain one settles fast keep its whole slice.
pub const RANKED_FROM_TURN: usize = 2;

/// The order search's time in each turn of [`decide_from`], as a share of the pairing
/// searches' slice.
pub const ORDER_SHARE: f64 = 0.5;

/// Expansions of plain A* before [`solve_from`] runs the root's conflict analysis (small
/// boards are settled by then).
pub const QUICK_EXACT_NODES: u64 = 3000;

/// Share of the time limit the exact search gets in [`solve_from`] before the beams take over.
pub const EXACT_SHARE: f64 = 0.25;

/// Beam width used to find the first clearing before the exact search starts.
pub const INCUMBENT_BEAM_WIDTH: usize = 8;

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
    /// Proven lower bound on the least cost (equal to `cost` when optimal).
    pub lower_bound: u64,
    /// The clearing, step by step (positions at the time of each removal).
    pub removals: Vec<Removal>,
    /// g, h and f before the first removal and after each one, for step-by-step playback
    /// (h is the proven lower bound on the rest).
    pub playback: Vec<StepScore>,
    pub claim: Claim,
    pub algorithm: String,
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
        lower_bound,
        removals: describe_moves(puzzle, start, &moves),
        playback: playback(puzzle, start, &moves),
        claim,
        algorithm: algorithm.to_string(),
        stats,
        moves,
    }
}

/// Solves the whole board: see [`solve_from`].
pub fn solve(puzzle: &Puzzle, limits: &Limits) -> Solution {
    solve_from(puzzle, &puzzle.initial(), limits)
}

/// The exact anytime solver from `start`: a quick beam search finds a first clearing, then
/// A* (closed set, matching bound, dominance rule, pruning against that clearing) proves the
/// optimum or that no clearing exists. A* also adds the root's [`conflict_bound`] conflicts
/// to the bound of every state that left their kinds untouched. Under a time limit A* gets
/// [`EXACT_SHARE`] of it; if it cannot finish, the beams of [`beam::PORTFOLIO`] (differently
/// ranked, each narrowed to an equal share of the time left) improve the clearing. When
/// stopped, the cheapest clearing found is returned with the proven lower bound (A*'s, or the
/// root's conflict bound if higher), so the gap is known.
pub fn solve_from(puzzle: &Puzzle, start: &TileSet, limits: &Limits) -> Solution {
    let mut budget = limits.start();
    let mut stats = Stats::default();
    let name = "exact A* (closed set, matching bound, dominance)";
    let heuristic = Heuristic::new(puzzle);
    let root_bound = u64::from(heuristic.of(start.words()));
    if !puzzle.relaxed_clearable(start.words(), &puzzle.arrange(start.words()), &[]) {
        let none = AstarOutcome::NoClearing;
        return conclude(puzzle, start, name, none, None, root_bound, stats, &budget);
    }
    let mut incumbent = match beam::beam(
        puzzle,
        &heuristic,
        start.words(),
        beam::BeamShape::plain(INCUMBENT_BEAM_WIDTH),
        &mut budget,
        &mut stats,
    ) {
        Ok(found) => found,
        Err(reason) => {
            let stopped = AstarOutcome::Stopped {
                lower_bound: root_bound,
                reason,
            };
            return conclude(
                puzzle, start, name, stopped, None, root_bound, stats, &budget,
            );
        }
    };
    // small boards: plain A* settles them before the root's conflict analysis pays off
    let quick_cap = stats.expanded + QUICK_EXACT_NODES;
    let quick = remaining(limits, &budget)
        .with_max_expanded(limits.max_expanded.map_or(quick_cap, |m| m.min(quick_cap)));
    let quick_outcome = astar::astar(
        puzzle,
        &heuristic,
        start.words(),
        incumbent.as_ref(),
        &mut quick.start(),
        &mut stats,
    );
    let quick_bound = match quick_outcome {
        AstarOutcome::Stopped {
            lower_bound,
            reason: StopReason::NodeLimit,
        } if limits.max_expanded.is_none_or(|m| m > stats.expanded) => lower_bound,
        settled => {
            return conclude(
                puzzle, start, name, settled, incumbent, root_bound, stats, &budget,
            )
        }
    };
    // the root's conflicts also bind every later state that left their kinds untouched: A*
    // adds that to its bound (see conflict_bound's module comment)
    // (under a time limit it may take half of the time left; it stops early, weaker, when cut)
    let analysis_end = limits
        .max_time
        .map(|total| budget.elapsed() + total.saturating_sub(budget.elapsed()) / 2);
    let conflicts = conflict_bound::conflicts_with(puzzle, start.words(), true, &|| {
        budget.interrupted().is_some() || analysis_end.is_some_and(|end| budget.elapsed() >= end)
    });
    let mut later = conflict_bound::LaterBonus::new(puzzle, conflicts.sets.clone());
    let mut extra = |state: &[u64]| later.of(state);
    let exact_limits = match limits.max_time {
        Some(total) => limits
            .clone()
            .with_max_time(total.saturating_sub(budget.elapsed()).mul_f64(EXACT_SHARE)),
        None => limits.clone(),
    };
    let outcome = astar::astar_refined(
        puzzle,
        &heuristic,
        start.words(),
        incumbent.as_ref(),
        &mut exact_limits.start(),
        &mut stats,
        &mut extra,
    );
    let (lower_bound, reason) = match outcome {
        AstarOutcome::Stopped {
            lower_bound,
            reason,
        } => {
            // A* did not finish: the dearer root bound may close part of the gap
            let with_conflicts = root_bound + u64::from(conflicts.bonus);
            (lower_bound.max(quick_bound).max(with_conflicts), reason)
        }
        settled => {
            return conclude(
                puzzle, start, name, settled, incumbent, root_bound, stats, &budget,
            )
        }
    };
    if let Some(total) = limits.max_time {
        // a portfolio of beams, each narrowing itself to its share of the time left
        let shapes: Vec<(beam::BeamShape, u32)> = beam::PORTFOLIO
            .into_iter()
            .filter(|&(_, p, _)| p == 0 || puzzle.rules().gravity == crate::rules::Gravity::None)
            .map(|(h_weight, crowding_penalty, share)| {
                let shape = beam::BeamShape {
                    width: beam::MAX_FILL_WIDTH,
                    crowding_penalty,
                    h_weight,
                    fill: None,
                };
                (shape, share)
            })
            .collect();
        for (i, &(shape, share)) in shapes.iter().enumerate() {
            let left = total.saturating_sub(budget.elapsed());
            if left.is_zero() || budget.interrupted().is_some() {
                break;
            }
            let shares: u32 = shapes[i..].iter().map(|&(_, s)| s).sum();
            let shape = beam::BeamShape {
                fill: Some(left.mul_f64(f64::from(share) / f64::from(shares.max(1)))),
                ..shape
            };
            let wider = limits.clone().with_max_time(left);
            match beam::beam(
                puzzle,
                &heuristic,
                start.words(),
                shape,
                &mut wider.start(),
                &mut stats,
            ) {
                Ok(Some(found)) if incumbent.as_ref().is_none_or(|c| found.cost < c.cost) => {
                    incumbent = Some(found)
                }
                Ok(_) => {}
                Err(_) => break,
            }
        }
    }
    stats.elapsed = budget.elapsed();
    match incumbent {
        Some(c) if c.cost <= lower_bound => finish(
            puzzle,
            start,
            name,
            Some(c),
            Claim::Optimal,
            lower_bound,
            stats,
        ),
        Some(c) => {
            let factor = c.cost as f64 / lower_bound.max(1) as f64;
            finish(
                puzzle,
                start,
                name,
                Some(c),
                Claim::Bounded { factor },
                lower_bound,
                stats,
            )
        }
        None => finish(
            puzzle,
            start,
            name,
            None,
            Claim::Stopped { reason },
            lower_bound,
            stats,
        ),
    }
}

/// The answer of [`solve_from`] once an A* run has settled the board (optimum found or no
/// clearing); a stopped run keeps the incumbent with the root bound.
#[allow(clippy::too_many_arguments)]
fn conclude(
    puzzle: &Puzzle,
    start: &TileSet,
    name: &str,
    outcome: AstarOutcome,
    incumbent: Option<Clearing>,
    root_bound: u64,
    mut stats: Stats,
    budget: &search::Budget<'_>,
) -> Solution {
    stats.elapsed = budget.elapsed();
    match outcome {
        AstarOutcome::Optimal(c) => {
            let cost = c.cost;
            finish(puzzle, start, name, Some(c), Claim::Optimal, cost, stats)
        }
        AstarOutcome::NoClearing => finish(
            puzzle,
            start,
            name,
            None,
            Claim::NoSolution,
            root_bound,
            stats,
        ),
        AstarOutcome::Stopped {
            lower_bound,
            reason,
        } => {
            let claim = match &incumbent {
                Some(c) if c.cost <= lower_bound => Claim::Optimal,
                Some(c) => Claim::Bounded {
                    factor: c.cost as f64 / lower_bound.max(1) as f64,
                },
                None => Claim::Stopped { reason },
            };
            finish(
                puzzle,
                start,
                name,
                incumbent,
                claim,
                lower_bound.max(root_bound),
                stats,
            )
        }
    }
}

/// Whether the board can be cleared at all, cost ignored: a clearing (not necessarily
/// optimal) proves yes, an exhausted search proves no. A short order search
/// ([`decide::OrderSearch`], [`QUICK_DFS_NODES`] expansions) settles open boards at once;
/// then two pairing searches ([`pairing::PairingSearch`], plain and
/// [`pairing::PairingSearch::ranked`]: each order of its branches has deals it gets lost on
/// that the other settles at once; the ranked one from turn [`RANKED_FROM_TURN`] on) and the
/// order search share the limits in growing time slices ([`FIRST_SLICE`], doubling, split
/// evenly between the pairing searches; the order search gets [`ORDER_SHARE`] of each),
/// each going on where it stopped. Between turns
/// they pass on what they proved at their roots ([`shared`]). Any one's answer is exact.
/// Under gravity this is the exact solver.
pub fn decide_from(puzzle: &Puzzle, start: &TileSet, limits: &Limits) -> Solution {
    if puzzle.rules().gravity != crate::rules::Gravity::None {
        return solve_from(puzzle, start, limits);
    }
    let budget = limits.start();
    let mut stats = Stats::default();
    let name = "decision (order DFS and pairing search in turns)";
    let root_bound = u64::from(puzzle.lower_bound(start.words()));
    let outcome = decide_in_turns(puzzle, start, limits, &budget, &mut stats);
    stats.elapsed = budget.elapsed();
    match outcome {
        Ok(Some(c)) => {
            let claim = if c.cost == root_bound {
                Claim::Optimal
            } else {
                Claim::Heuristic
            };
            finish(puzzle, start, name, Some(c), claim, root_bound, stats)
        }
        Ok(None) => finish(
            puzzle,
            start,
            name,
            None,
            Claim::NoSolution,
            root_bound,
            stats,
        ),
        Err(reason) => finish(
            puzzle,
            start,
            name,
            None,
            Claim::Stopped { reason },
            root_bound,
            stats,
        ),
    }
}

/// The turns of [`decide_from`]: the quick order search, then pairing and order slices until
/// one answers or `limits` (already running as `budget`) stop both.
fn decide_in_turns(
    puzzle: &Puzzle,
    start: &TileSet,
    limits: &Limits,
    budget: &search::Budget<'_>,
    stats: &mut Stats,
) -> Result<Option<Clearing>, StopReason> {
    // the limits of one slice: at most `slice` of the time left and the node limit
    let slice_limits = |slice: std::time::Duration, stats: &Stats| -> Option<Limits> {
        if budget.interrupted().is_some()
            || limits.max_expanded.is_some_and(|m| stats.expanded >= m)
        {
            return None;
        }
        let left = limits
            .max_time
            .map_or(slice, |total| total.saturating_sub(budget.elapsed()));
        Some(limits.clone().with_max_time(slice.min(left)))
    };
    // why both searches stopped, once the limits are used up
    let stopped = |reason: StopReason, stats: &Stats| {
        if let Some(reason) = budget.interrupted() {
            return reason;
        }
        if limits.max_expanded.is_some_and(|m| stats.expanded >= m) {
            return StopReason::NodeLimit;
        }
        reason
    };
    let mut order = decide::OrderSearch::new(puzzle, start.words(), Vec::new(), stats);
    let quick_cap = stats.expanded + QUICK_DFS_NODES;
    let quick = limits
        .clone()
        .with_max_expanded(limits.max_expanded.map_or(quick_cap, |m| m.min(quick_cap)));
    match order.run(&mut quick.start(), stats) {
        Err(StopReason::NodeLimit) if limits.max_expanded.is_none_or(|m| m > stats.expanded) => {}
        Err(reason) => return Err(stopped(reason, stats)),
        decided => return decided,
    }
    // two orders of the same pairing search (a portfolio against their heavy tails), the
    // ranked one once the plain one has had the first turns to itself
    let Some(plain) = pairing::PairingSearch::new(puzzle, start.words()) else {
        return Err(StopReason::NodeLimit);
    };
    let mut pairings = vec![plain];
    let mut slice = FIRST_SLICE;
    for round in 0usize.. {
        if round == RANKED_FROM_TURN {
            if let Some(ranked) = pairing::PairingSearch::new(puzzle, start.words()) {
                pairings.push(ranked.ranked());
            }
        }
        let each = slice.div_f64(pairings.len() as f64);
        for pairing in &mut pairings {
            // each search starts its turn with what the order search proved at its root,
            // and hands on what it proved at its own ([`shared`])
            let (required, excluded) = order.root_facts();
            pairing.learn(&required, &excluded);
            let Some(turn) = slice_limits(each, stats) else {
                return Err(stopped(StopReason::TimeLimit, stats));
            };
            match pairing.run(&mut turn.start(), stats) {
                Err(_) => {}
                decided => return decided,
            }
            order.ban_everywhere(&pairing.proven_unused());
        }
        let Some(turn) = slice_limits(slice.mul_f64(ORDER_SHARE), stats) else {
            return Err(stopped(StopReason::TimeLimit, stats));
        };
        match order.run(&mut turn.start(), stats) {
            Err(_) => {}
            decided => return decided,
        }
        slice *= 2;
    }
    // the rounds run out only after more than usize::MAX doublings
    Err(stopped(StopReason::TimeLimit, stats))
}
