//! Depth-limited depth-first search with cycle checking on the current path.
//!
//! Only the current path is remembered (memory linear in the depth), so a state reachable by
//! several paths may be explored several times. [`depth_limited`] is also the inner loop of
//! iterative deepening.

use std::hash::Hash;

use super::path::PathStack;
use super::Outcome;
use crate::trace::Tracer;
use crate::{Budget, Claim, Cost, Problem, Solution, Stats, StopReason};

/// How one depth-limited pass ended.
pub(crate) enum DepthLimited<S, A> {
    Found(Solution<S, A>),
    /// Every path of at most `limit` steps was tried. `cut_off` tells whether some node at the
    /// depth limit was left unexpanded (if not, the whole reachable space was explored).
    Exhausted {
        cut_off: bool,
    },
    Stopped(StopReason),
}

/// Tries every simple path of at most `limit` steps from the initial state, depth first,
/// reusing `path`'s buffers.
pub(crate) fn depth_limited<P: Problem, T: Tracer<P::State>>(
    problem: &P,
    limit: u32,
    path: &mut PathStack<P::State, P::Action>,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    tracer: &mut T,
    bound: Option<Cost>,
) -> DepthLimited<P::State, P::Action> {
    path.reset(problem.initial());
    if problem.is_goal(path.current()) {
        return DepthLimited::Found(path.solution());
    }
    if limit == 0 {
        return DepthLimited::Exhausted { cut_off: true };
    }
    if let Some(reason) = budget.check(stats, 1) {
        return DepthLimited::Stopped(reason);
    }
    tracer.expand(|width| path.trace_step(width, bound, |_| 0));
    path.expand(problem, stats);
    let limit = limit as usize;
    let mut cut_off = false;
    loop {
        let Some(step) = path.next_successor() else {
            if path.depth() == 0 {
                return DepthLimited::Exhausted { cut_off };
            }
            path.pop();
            continue;
        };
        if path.contains(&step.state) {
            stats.duplicates += 1;
            continue;
        }
        path.push(step);
        if problem.is_goal(path.current()) {
            return DepthLimited::Found(path.solution());
        }
        if path.depth() >= limit {
            cut_off = true;
            path.pop();
            continue;
        }
        if let Some(reason) = budget.check(stats, path.pending_total() as u64) {
            return DepthLimited::Stopped(reason);
        }
        tracer.expand(|width| path.trace_step(width, bound, |_| 0));
        path.expand(problem, stats);
    }
}

pub(crate) fn search<P: Problem, T: Tracer<P::State>>(
    problem: &P,
    depth: u32,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    tracer: &mut T,
) -> Outcome<P::State, P::Action> {
    let mut path = PathStack::new();
    match depth_limited(problem, depth, &mut path, budget, stats, tracer, None) {
        DepthLimited::Found(solution) => {
            let claim = if solution.is_empty() {
                Claim::Optimal
            } else {
                Claim::Heuristic
            };
            Outcome::found(solution, claim)
        }
        DepthLimited::Exhausted { cut_off: true } => {
            Outcome::failed(Claim::NoSolutionWithin { depth })
        }
        DepthLimited::Exhausted { cut_off: false } => Outcome::exhausted(),
        DepthLimited::Stopped(reason) => Outcome::stopped(reason),
    }
}

/// A scratch [`PathStack`] for callers that run several passes.
pub(crate) fn new_path<S: Clone + Eq + Hash, A: Clone>() -> PathStack<S, A> {
    PathStack::new()
}
