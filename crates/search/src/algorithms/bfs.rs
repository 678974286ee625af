//! Breadth-first graph search.
//!
//! Nodes are stored in the [`Arena`] in the order they are discovered, which is breadth-first
//! order, so the FIFO queue is simply the arena's tail from `next` on. States are goal-tested
//! when generated (the first goal generated is at the least depth). The path has the fewest
//! steps, which is the least cost only when [`Problem::unit_costs`] holds.

use super::arena::{Arena, Inserted, Node, NodeId, NO_PARENT};
use super::Outcome;
use crate::trace::{
    listed, Child as TracedChild, ChildStatus, Closed, FrontierEntry, Phase, Recording, StepId,
    TraceStep, Tracer,
};
use crate::{Budget, Claim, Problem, Stats};

/// What a fewest-steps answer is worth on `problem`.
pub(crate) fn fewest_steps_claim<P: Problem>(problem: &P) -> Claim {
    if problem.unit_costs() {
        Claim::Optimal
    } else {
        Claim::Heuristic
    }
}

pub(crate) fn search<P: Problem, T: Tracer<P::State>>(
    problem: &P,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    tracer: &mut T,
) -> Outcome<P::State, P::Action> {
    let mut arena = Arena::new();
    let root = arena.insert_at_root(problem.initial());
    if problem.is_goal(&arena.node(root).state) {
        if let Some(step) = tracer.begin() {
            tracer.record(goal_step(&arena, step, root, 0, None, 0));
        }
        return Outcome::found(arena.solution(root), Claim::Optimal);
    }
    let mut successors = Vec::new();
    let mut next: NodeId = 0;
    while (next as usize) < arena.len() {
        let frontier = arena.len() - next as usize;
        if let Some(reason) = budget.check(stats, frontier as u64) {
            return Outcome::stopped(reason);
        }
        let id = next;
        next += 1;
        let width = tracer.frontier_width();
        let mut recording = Recording::start(tracer, |step| {
            let parent = parent_step(arena.node(id).parent);
            queue_step(&arena, step, id, parent, next, width)
        });
        let (g, depth) = {
            let node = arena.node(id);
            successors.clear();
            problem.successors(&node.state, &mut successors);
            (node.g, node.depth)
        };
        stats.expanded += 1;
        stats.generated += successors.len() as u64;
        for step in successors.drain(..) {
            match arena.insert(Node::child(id, g, depth, step)) {
                Inserted::New(child) => {
                    if let Some(traced) = recording.get() {
                        traced
                            .children
                            .push(queue_child(arena.node(child), ChildStatus::New));
                    }
                    if problem.is_goal(&arena.node(child).state) {
                        if let Some(mut traced) = recording.finish() {
                            finish_queue_step(&mut traced, &arena, next);
                            tracer.record(traced);
                        }
                        if let Some(step) = tracer.begin() {
                            let parent = parent_step(arena.node(child).parent);
                            tracer.record(goal_step(&arena, step, child, next, parent, width));
                        }
                        return Outcome::found(arena.solution(child), fewest_steps_claim(problem));
                    }
                }
                Inserted::Existing(_, node) => {
                    stats.duplicates += 1;
                    if let Some(traced) = recording.get() {
                        traced
                            .children
                            .push(queue_child(&node, ChildStatus::Duplicate));
                    }
                }
            }
        }
        stats.observe_frontier(arena.len() - next as usize);
        if let Some(mut traced) = recording.finish() {
            finish_queue_step(&mut traced, &arena, next);
            tracer.record(traced);
        }
    }
    Outcome::exhausted()
}

/// A node of a breadth-first search as a trace shows it (f = g, h = 0).
fn queue_entry<S: Clone, A>(node: &Node<S, A>) -> FrontierEntry<S> {
    FrontierEntry {
        state: node.state.clone(),
        g: node.g,
        h: 0,
        f: node.g as f64,
    }
}

/// A child of a breadth-first step.
pub(crate) fn queue_child<S: Clone, A>(node: &Node<S, A>, status: ChildStatus) -> TracedChild<S> {
    TracedChild {
        state: node.state.clone(),
        g: node.g,
        h: 0,
        f: node.g as f64,
        status,
    }
}

/// Step `step` of a breadth-first search: node `id` expanded, the queue `next..` after it,
/// showing `width` of its entries.
pub(crate) fn queue_step<S: Clone + Eq + std::hash::Hash, A: Clone>(
    arena: &Arena<S, A>,
    step: StepId,
    id: NodeId,
    parent: Option<StepId>,
    next: NodeId,
    width: usize,
) -> TraceStep<S> {
    let end = arena.len().min(next as usize + width);
    let node = arena.node(id);
    let frontier = (next as usize..end)
        .map(|i| queue_entry(arena.node(i as NodeId)))
        .collect();
    TraceStep {
        parent,
        frontier_size: (arena.len() - next as usize) as u64,
        frontier,
        ..TraceStep::new(step, Phase::Expand, queue_entry(node), node.depth)
    }
}

/// The step that expanded node `parent` in a search that expands nodes in the order they
/// were stored (node `i` at step `i + 1`).
fn parent_step(parent: NodeId) -> Option<StepId> {
    (parent != NO_PARENT).then(|| parent + 1)
}

/// OPEN (the queue `next..`) and CLOSED (the nodes before it) after a breadth-first step.
pub(crate) fn finish_queue_step<S: Clone + Eq + std::hash::Hash, A: Clone>(
    step: &mut TraceStep<S>,
    arena: &Arena<S, A>,
    next: NodeId,
) {
    let waiting = arena.len() - next as usize;
    step.open_size = waiting as u64;
    step.open = listed(waiting, || {
        (next as usize..arena.len())
            .map(|i| queue_entry(arena.node(i as NodeId)))
            .collect()
    });
    step.closed = Closed {
        size: u64::from(next),
        states: listed(next as usize, || {
            (0..next).map(|i| arena.node(i).state.clone()).collect()
        }),
    };
}

/// The goal-test step `step` on node `goal`, the last one stored (the queue `next..` without
/// it is what OPEN ends with), generated by step `parent`; `width` entries of OPEN shown as
/// its frontier.
pub(crate) fn goal_step<S: Clone + Eq + std::hash::Hash, A: Clone>(
    arena: &Arena<S, A>,
    step: StepId,
    goal: NodeId,
    next: NodeId,
    parent: Option<StepId>,
    width: usize,
) -> TraceStep<S> {
    let node = arena.node(goal);
    // the goal is the last node stored (or the root, when the start is a goal)
    let end = (goal as usize).max(next as usize);
    let waiting = end - next as usize;
    let entries = |n: usize| -> Vec<FrontierEntry<S>> {
        (next as usize..end.min(next as usize + n))
            .map(|i| queue_entry(arena.node(i as NodeId)))
            .collect()
    };
    TraceStep {
        parent,
        frontier_size: waiting as u64,
        frontier: entries(width),
        open_size: waiting as u64,
        open: listed(waiting, || entries(waiting)),
        closed: Closed {
            size: u64::from(next),
            states: listed(next as usize, || {
                (0..next).map(|i| arena.node(i).state.clone()).collect()
            }),
        },
        ..TraceStep::new(step, Phase::GoalTest, queue_entry(node), node.depth)
    }
}
