//! Whether a board can be cleared at all, cost ignored: the order search
//! ([`super::decide`]) and the pairing searches ([`super::pairing`]) in turns, passing each
//! other what they proved ([`super::shared`]).

use search::{Claim, Limits, Stats, StopReason};

use super::astar::Clearing;
use super::{decide, finish, pairing, solve_from, Solution};
use crate::puzzle::Puzzle;
use crate::tileset::TileSet;

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

/// Whether the board can be cleared at all, cost ignored: a clearing (not necessarily
/// optimal) proves yes, an exhausted search proves no. A short order search
/// ([`decide::OrderSearch`], [`QUICK_DFS_NODES`] expansions) settles open boards at once;
/// then two pairing searches ([`pairing::PairingSearch`], plain and
/// [`pairing::PairingSearch::ranked`]: each order of its branches has deals it gets lost on
/// that the other settles at once; the ranked one from turn [`RANKED_FROM_TURN`] on) and the
/// order search share the limits in growing time slices ([`FIRST_SLICE`], doubling, split
/// evenly between the pairing searches; the order search gets [`ORDER_SHARE`] of each),
/// each going on where it stopped. Between turns
/// they pass on what they proved at their roots ([`super::shared`]). Any one's answer is exact.
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
            // and hands on what it proved at its own ([`super::shared`])
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
