//! IDA*: iterative-deepening A*.
//!
//! Each pass is a depth-first search that prunes nodes whose f = g + h exceeds a threshold;
//! the next threshold is the least f that was pruned. States already on the current path are
//! skipped. With an admissible heuristic the first goal reached is optimal. Memory is linear
//! in the depth; statistics (expanded, generated...) add up over all passes.

use super::path::{Fate, Pass, PathStack, PathSteps};
use super::Outcome;
use crate::trace::{Child as TracedChild, Phase, Recording, Tracer};
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
    let h = |s: &P::State| problem.heuristic(s);
    let mut threshold = problem.heuristic(&initial);
    let mut path = PathStack::new();
    let mut pass = Pass {
        bound: threshold,
        iteration: 1,
    };
    if problem.is_goal(&initial) {
        if let Some(id) = tracer.begin() {
            path.reset(initial.clone());
            tracer.record(path.trace_step(
                id,
                Phase::GoalTest,
                None,
                Some(pass),
                0,
                &PathSteps::default(),
                h,
            ));
        }
        let solution = Solution {
            states: vec![initial],
            actions: Vec::new(),
            cost: 0,
        };
        return Outcome::found(solution, Claim::Optimal);
    }
    let mut steps = PathSteps::default();
    loop {
        path.reset(initial.clone());
        // The least f above the threshold seen in this pass.
        let mut next_threshold: Option<Cost> = None;
        if let Some(reason) = budget.check(stats, 1) {
            return Outcome::stopped(reason);
        }
        let mut phase = Phase::NewIteration;
        loop {
            // expand the current state, pruning children over the threshold
            let width = tracer.frontier_width();
            let mut recording = Recording::start(tracer, |id| {
                let parent = steps.enter(path.depth(), id);
                path.trace_step(id, phase, parent, Some(pass), width, &steps, h)
            });
            path.expand(
                problem,
                stats,
                |step, g| {
                    let f = g.saturating_add(problem.heuristic(&step.state));
                    if f > threshold {
                        next_threshold = Some(next_threshold.map_or(f, |t| t.min(f)));
                        Fate::Prune
                    } else {
                        Fate::Keep
                    }
                },
                |step, g, status| {
                    if let Some(traced) = recording.get() {
                        let h = problem.heuristic(&step.state);
                        traced.children.push(TracedChild {
                            state: step.state.clone(),
                            g,
                            h,
                            f: g.saturating_add(h) as f64,
                            status,
                        });
                    }
                },
            );
            if let Some(mut traced) = recording.finish() {
                path.finish_step(&mut traced, path.depth() + 1, &steps, h);
                tracer.record(traced);
            }
            phase = Phase::Expand;
            // the next state to expand: the next child kept, depth first
            let step = loop {
                match path.next_successor() {
                    Some(step) => break Some(step),
                    None if path.depth() == 0 => break None,
                    None => path.pop(),
                }
            };
            let Some(step) = step else {
                break; // the pass is over
            };
            path.push(step);
            if problem.is_goal(path.current()) {
                if let Some(id) = tracer.begin() {
                    let parent = steps.parent_at(path.depth());
                    let width = tracer.frontier_width();
                    let goal =
                        path.trace_step(id, Phase::GoalTest, parent, Some(pass), width, &steps, h);
                    tracer.record(goal);
                }
                return Outcome::found(path.solution(), claim);
            }
            if let Some(reason) = budget.check(stats, path.pending_total() as u64) {
                return Outcome::stopped(reason);
            }
        }
        match next_threshold {
            // Nothing was pruned: every simple path was explored.
            None => return Outcome::exhausted(),
            Some(t) => {
                threshold = t;
                pass = Pass {
                    bound: t,
                    iteration: pass.iteration.saturating_add(1),
                };
            }
        }
    }
}
