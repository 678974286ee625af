//! The default solver: exact and anytime. A quick beam finds a first clearing, plain A*
//! settles small boards, the root's conflict analysis ([`super::conflict_bound`]) raises the
//! bound, A* with that bound proves the optimum or that no clearing exists, and when the time
//! is too short a portfolio of beams improves the clearing, reported with the proven bound.

use search::{Claim, Limits, Stats, StopReason};

use super::astar::{self, AstarOutcome, AstarSearch, Clearing};
use super::heuristic::Heuristic;
use super::{beam, conflict_bound, finish, remaining, Solution};
use crate::puzzle::Puzzle;
use crate::tileset::TileSet;

/// Expansions of plain A* before [`solve_from`] runs the root's conflict analysis (small
/// boards are settled by then).
pub const QUICK_EXACT_NODES: u64 = 3000;

/// Share of the time limit the exact search gets in [`solve_from`] before the beams take over
/// (it gets the time they leave afterwards).
pub const EXACT_SHARE: f64 = 0.25;

/// Beam width used to find the first clearing before the exact search starts.
pub const INCUMBENT_BEAM_WIDTH: usize = 8;

/// Solves the whole board: see [`solve_from`].
pub fn solve(puzzle: &Puzzle, limits: &Limits) -> Solution {
    solve_from(puzzle, &puzzle.initial(), limits)
}

/// The exact anytime solver from `start`: a quick beam search finds a first clearing, then
/// A* (closed set, matching bound, dominance rule, pruning against that clearing) proves the
/// optimum or that no clearing exists. A* also adds the root's [`conflict_bound`] conflicts
/// to the bound of every state that left their kinds untouched. Under a time limit A* gets
/// [`EXACT_SHARE`] of it; if it cannot finish, the beams of [`beam::PORTFOLIO`] (differently
/// ranked, each narrowed to an equal share of the time left) improve the clearing, and A*
/// goes on where it stopped with whatever time they left (beams that get stuck end early).
/// A* keeps within the limits' table memory ([`search::Limits::table_memory`], at most
/// [`search::MAX_JOB_MEMORY`]; stopping with a memory limit). When stopped,
/// the cheapest clearing found is returned with the proven lower bound (A*'s, or the root's
/// conflict bound if higher), so the gap is known.
pub fn solve_from(puzzle: &Puzzle, start: &TileSet, limits: &Limits) -> Solution {
    let mut budget = limits.start();
    let mut stats = Stats::default();
    let name = "exact A* (closed list, matching bound, dominance)";
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
    let mut exact = AstarSearch::new(
        puzzle,
        &heuristic,
        start.words(),
        incumbent.as_ref(),
        limits.table_memory(),
        &mut stats,
        &mut extra,
    );
    let mut outcome = exact.run(&mut exact_limits.start(), &mut stats, &mut extra);
    if let AstarOutcome::Stopped { reason, .. } = outcome {
        improve_with_beams(
            puzzle,
            &heuristic,
            start,
            limits,
            &budget,
            &mut stats,
            &mut incumbent,
        );
        if let Some(found) = &incumbent {
            exact.improve(found);
        }
        // A* stopped at the end of its share of the time and the beams may have left time
        // over (they end early when every state gets stuck): A* goes on with all that is
        // left, so the whole budget is used, and "time limit" is said only once the limit
        // itself is reached
        if reason == StopReason::TimeLimit {
            outcome = resume(&mut exact, limits, &budget, &mut stats, &mut extra);
        }
    }
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

/// A* from where it stopped, with the time left of `limits` (already running as `budget`);
/// stopped at once (by the time limit) when none is left.
fn resume(
    exact: &mut AstarSearch<'_, '_>,
    limits: &Limits,
    budget: &search::Budget<'_>,
    stats: &mut Stats,
    extra: &mut dyn FnMut(&[u64]) -> u32,
) -> AstarOutcome {
    exact.run(&mut remaining(limits, budget).start(), stats, extra)
}

/// The portfolio of beams ([`beam::PORTFOLIO`]), each narrowing itself to its share of the
/// time left of `limits` (already running as `budget`), keeping the cheapest clearing in
/// `incumbent`.
fn improve_with_beams(
    puzzle: &Puzzle,
    heuristic: &Heuristic<'_>,
    start: &TileSet,
    limits: &Limits,
    budget: &search::Budget<'_>,
    stats: &mut Stats,
    incumbent: &mut Option<Clearing>,
) {
    let Some(total) = limits.max_time else {
        return;
    };
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
            heuristic,
            start.words(),
            shape,
            &mut wider.start(),
            stats,
        ) {
            Ok(Some(found)) if incumbent.as_ref().is_none_or(|c| found.cost < c.cost) => {
                *incumbent = Some(found)
            }
            Ok(_) => {}
            Err(_) => break,
        }
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
