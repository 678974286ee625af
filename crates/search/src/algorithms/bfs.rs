//! Breadth-first graph search.
//!
//! Nodes are stored in the [`Arena`] in the order they are discovered, which is breadth-first
//! order, so the FIFO queue is simply the arena's tail from `next` on. States are goal-tested
//! when generated (the first goal generated is at the least depth). The path has the fewest
//! steps, which is the least cost only when [`Problem::unit_costs`] holds.

use super::arena::{Arena, Inserted, Node, NodeId};
use super::Outcome;
use crate::trace::{FrontierEntry, TraceStep, Tracer};
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
        tracer.expand(|width| queue_step(&arena, id, next, width, false));
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
                    if problem.is_goal(&arena.node(child).state) {
                        return Outcome::found(arena.solution(child), fewest_steps_claim(problem));
                    }
                }
                Inserted::Existing(..) => stats.duplicates += 1,
            }
        }
        stats.observe_frontier(arena.len() - next as usize);
    }
    Outcome::exhausted()
}

/// A step of a breadth-first search: `id` expanded, the queue `next..` after it (f = g).
pub(crate) fn queue_step<S: Clone + Eq + std::hash::Hash, A: Clone>(
    arena: &Arena<S, A>,
    id: NodeId,
    next: NodeId,
    width: usize,
    backward: bool,
) -> TraceStep<S> {
    let entry = |node: &Node<S, A>| FrontierEntry {
        state: node.state.clone(),
        g: node.g,
        h: 0,
        f: node.g as f64,
    };
    let end = arena.len().min(next as usize + width);
    let node = arena.node(id);
    let frontier = (next as usize..end)
        .map(|i| entry(arena.node(i as NodeId)))
        .collect();
    TraceStep {
        backward,
        ..TraceStep::expanding(
            entry(node),
            node.depth,
            (arena.len() - next as usize) as u64,
            frontier,
        )
    }
}
