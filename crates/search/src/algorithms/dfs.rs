//! Depth-limited depth-first search with cycle checking on the current path.
//!
//! Only the current path is remembered (memory linear in the depth), so a state reachable by
//! several paths may be explored several times. [`depth_limited`] is also the inner loop of
//! iterative deepening.

use std::hash::Hash;

use super::path::{Fate, Pass, PathStack, PathSteps};
use super::Outcome;
use crate::trace::{Child as TracedChild, Phase, Recording, Tracer};
use crate::{Budget, Claim, Problem, Solution, Stats, StopReason};

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
/// reusing `path`'s buffers; `pass` is iterative deepening's iteration (`None` for plain DFS).
pub(crate) fn depth_limited<P: Problem, T: Tracer<P::State>>(
    problem: &P,
    limit: u32,
    path: &mut PathStack<P::State, P::Action>,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    tracer: &mut T,
    pass: Option<Pass>,
) -> DepthLimited<P::State, P::Action> {
    path.reset(problem.initial());
    let mut steps = PathSteps::default();
    if problem.is_goal(path.current()) {
        if let Some(id) = tracer.begin() {
            tracer.record(path.trace_step(id, Phase::GoalTest, None, pass, 0, &steps, |_| 0));
        }
        return DepthLimited::Found(path.solution());
    }
    if limit == 0 {
        return DepthLimited::Exhausted { cut_off: true };
    }
    if let Some(reason) = budget.check(stats, 1) {
        return DepthLimited::Stopped(reason);
    }
    let limit = limit as usize;
    let mut cut_off = false;
    let first = if pass.is_some() {
        Phase::NewIteration
    } else {
        Phase::Expand
    };
    // expands the current state; whether a child was cut off by the limit
    let expand = |path: &mut PathStack<P::State, P::Action>,
                  stats: &mut Stats,
                  tracer: &mut T,
                  steps: &mut PathSteps,
                  phase: Phase| {
        let mut cut = false;
        let width = tracer.frontier_width();
        let mut recording = Recording::start(tracer, |id| {
            let parent = steps.enter(path.depth(), id);
            path.trace_step(id, phase, parent, pass, width, steps, |_| 0)
        });
        let deepest = path.depth() + 1 >= limit;
        path.expand(
            problem,
            stats,
            |step, _| {
                // a child at the limit is tested when it is tried, never expanded
                if !deepest || problem.is_goal(&step.state) {
                    Fate::Keep
                } else {
                    cut = true;
                    Fate::Prune
                }
            },
            |step, g, status| {
                if let Some(traced) = recording.get() {
                    traced.children.push(TracedChild {
                        state: step.state.clone(),
                        g,
                        h: 0,
                        f: g as f64,
                        status,
                    });
                }
            },
        );
        if let Some(mut traced) = recording.finish() {
            path.finish_step(&mut traced, path.depth() + 1, steps, |_| 0);
            tracer.record(traced);
        }
        cut
    };
    cut_off |= expand(path, stats, tracer, &mut steps, first);
    loop {
        let Some(step) = path.next_successor() else {
            if path.depth() == 0 {
                return DepthLimited::Exhausted { cut_off };
            }
            path.pop();
            continue;
        };
        path.push(step);
        if problem.is_goal(path.current()) {
            if let Some(id) = tracer.begin() {
                let parent = steps.parent_at(path.depth());
                let width = tracer.frontier_width();
                let goal = path.trace_step(id, Phase::GoalTest, parent, pass, width, &steps, |_| 0);
                tracer.record(goal);
            }
            return DepthLimited::Found(path.solution());
        }
        if path.depth() >= limit {
            // only goals are kept at the limit; this is a safeguard
            cut_off = true;
            path.pop();
            continue;
        }
        if let Some(reason) = budget.check(stats, path.pending_total() as u64) {
            return DepthLimited::Stopped(reason);
        }
        cut_off |= expand(path, stats, tracer, &mut steps, Phase::Expand);
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
