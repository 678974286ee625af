//! IDA*: iterative-deepening A*.
//!
//! Each pass is a depth-first search that prunes nodes whose f = g + h exceeds a threshold;
//! the next threshold is the least f that was pruned. States already on the current path are
//! skipped. With an admissible heuristic the first goal reached is optimal. Memory is linear
//! in the depth; statistics (expanded, generated...) add up over all passes.

use super::path::PathStack;
use super::Outcome;
use crate::trace::Tracer;
use crate::{Budget, Claim, Cost, Problem, Solution, Stats};

pub(crate) fn search<P: Problem, T: Tracer<P::State>>(
    problem: &P,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    tracer: &mut T,
) -> Outcome<P::State, P::Action> {
    let claim = if problem.heuristic_is_admissible() {
        Claim::Optimal
    } else {
        Claim::Heuristic
    };
    let initial = problem.initial();
    if problem.is_goal(&initial) {
        let solution = Solution {
            states: vec![initial],
            actions: Vec::new(),
            cost: 0,
        };
        return Outcome::found(solution, Claim::Optimal);
    }
    let mut threshold = problem.heuristic(&initial);
    let mut path = PathStack::new();
    loop {
        path.reset(initial.clone());
        // The least f above the threshold seen in this pass.
        let mut next_threshold: Option<Cost> = None;
        if let Some(reason) = budget.check(stats, 1) {
            return Outcome::stopped(reason);
        }
        tracer.expand(|width| path.trace_step(width, Some(threshold), |s| problem.heuristic(s)));
        path.expand(problem, stats);
        loop {
            let Some(step) = path.next_successor() else {
                if path.depth() == 0 {
                    break;
                }
                path.pop();
                continue;
            };
            if path.contains(&step.state) {
                stats.duplicates += 1;
                continue;
            }
            let f = path
                .current_g()
                .saturating_add(step.cost)
                .saturating_add(problem.heuristic(&step.state));
            if f > threshold {
                next_threshold = Some(next_threshold.map_or(f, |t| t.min(f)));
                continue;
            }
            path.push(step);
            if problem.is_goal(path.current()) {
                return Outcome::found(path.solution(), claim);
            }
            if let Some(reason) = budget.check(stats, path.pending_total() as u64) {
                return Outcome::stopped(reason);
            }
            tracer
                .expand(|width| path.trace_step(width, Some(threshold), |s| problem.heuristic(s)));
            path.expand(problem, stats);
        }
        match next_threshold {
            // Nothing was pruned: every simple path was explored.
            None => return Outcome::exhausted(),
            Some(t) => threshold = t,
        }
    }
}
