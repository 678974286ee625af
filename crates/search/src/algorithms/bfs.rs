//! Breadth-first graph search.
//!
//! Nodes are stored in the [`Arena`] in the order they are discovered, which is breadth-first
//! order, so the FIFO queue is simply the arena's tail from `next` on. States are goal-tested
//! when generated (the first goal generated is at the least depth). The path has the fewest
//! steps, which is the least cost only when [`Problem::unit_costs`] holds.

use super::arena::{Arena, Inserted, Node, NodeId};
use super::Outcome;
use crate::{Budget, Claim, Problem, Stats};

/// What a fewest-steps answer is worth on `problem`.
pub(crate) fn fewest_steps_claim<P: Problem>(problem: &P) -> Claim {
    if problem.unit_costs() {
        Claim::Optimal
    } else {
        Claim::Heuristic
    }
}

pub(crate) fn search<P: Problem>(
    problem: &P,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
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
