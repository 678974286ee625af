//! Beam search: breadth-first layer by layer, keeping only the `width` best new nodes of each
//! layer by f = g + h (ties toward larger g).
//!
//! States are goal-tested when generated. A state already kept in an earlier beam is never
//! kept again; within a layer, a state reached twice keeps its cheaper path. Memory is bounded
//! by `width` per layer, at the price of completeness: when the beam empties after something
//! was pruned, the run reports [`Claim::Failed`]; if nothing was ever pruned the search was in
//! fact exhaustive and reports [`Claim::NoSolution`].

use std::cmp::Ordering;

use super::arena::{Arena, Node, NodeId};
use super::hashing::{fingerprint, StateIndex};
use super::Outcome;
use crate::trace::{FrontierEntry, TraceStep, Tracer};
use crate::{Budget, Claim, Cost, Problem, Stats, Successor};

/// A node of the next layer that may or may not make it into the beam.
struct Candidate<S, A> {
    f: Cost,
    g: Cost,
    hash: u64,
    parent: NodeId,
    parent_g: Cost,
    parent_depth: u32,
    step: Successor<S, A>,
}

impl<S, A> Candidate<S, A> {
    /// Smaller f first, then larger g.
    fn rank(&self, other: &Self) -> Ordering {
        self.f.cmp(&other.f).then(other.g.cmp(&self.g))
    }
}

pub(crate) fn search<P: Problem, T: Tracer<P::State>>(
    problem: &P,
    width: usize,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    tracer: &mut T,
) -> Outcome<P::State, P::Action> {
    let mut arena: Arena<P::State, P::Action> = Arena::new();
    let root = arena.insert_at_root(problem.initial());
    if problem.is_goal(&arena.node(root).state) {
        return Outcome::found(arena.solution(root), Claim::Optimal);
    }
    let mut beam: Vec<NodeId> = vec![root];
    let mut candidates: Vec<Candidate<P::State, P::Action>> = Vec::new();
    let mut candidate_index = StateIndex::new();
    let mut successors = Vec::new();
    let mut pruned = false;
    stats.observe_frontier(1);

    while !beam.is_empty() {
        candidates.clear();
        candidate_index.clear();
        for (done, &id) in beam.iter().enumerate() {
            let frontier = (beam.len() - done + candidates.len()) as u64;
            if let Some(reason) = budget.check(stats, frontier) {
                return Outcome::stopped(reason);
            }
            tracer.expand(|shown| {
                let entry = |id: NodeId| {
                    let node = arena.node(id);
                    let h = problem.heuristic(&node.state);
                    FrontierEntry {
                        state: node.state.clone(),
                        g: node.g,
                        h,
                        f: node.g.saturating_add(h) as f64,
                    }
                };
                let frontier = beam[done + 1..]
                    .iter()
                    .take(shown)
                    .map(|&id| entry(id))
                    .collect();
                TraceStep::expanding(
                    entry(id),
                    arena.node(id).depth,
                    (beam.len() - done - 1) as u64,
                    frontier,
                )
            });
            let node = arena.node(id);
            let (parent_g, parent_depth) = (node.g, node.depth);
            successors.clear();
            problem.successors(&node.state, &mut successors);
            stats.expanded += 1;
            stats.generated += successors.len() as u64;
            for step in successors.drain(..) {
                if problem.is_goal(&step.state) {
                    let goal = Node::child(id, parent_g, parent_depth, step);
                    let goal_id = match arena.find(&goal.state) {
                        Ok(existing) => existing,
                        Err(vacancy) => arena.insert_at(vacancy, goal),
                    };
                    return Outcome::found(arena.solution(goal_id), Claim::Heuristic);
                }
                let hash = fingerprint(&step.state);
                if arena.find_hashed(hash, &step.state).is_ok() {
                    stats.duplicates += 1;
                    continue;
                }
                let g = parent_g.saturating_add(step.cost);
                let found =
                    candidate_index.find(hash, |c| candidates[c as usize].step.state == step.state);
                match found {
                    Ok(c) => {
                        stats.duplicates += 1;
                        let known = &mut candidates[c as usize];
                        if g < known.g {
                            known.f = known.f - known.g + g;
                            known.g = g;
                            known.parent = id;
                            known.parent_g = parent_g;
                            known.parent_depth = parent_depth;
                            known.step = step;
                        }
                    }
                    Err(vacancy) => {
                        let f = g.saturating_add(problem.heuristic(&step.state));
                        candidate_index.insert(vacancy, candidates.len() as u32);
                        candidates.push(Candidate {
                            f,
                            g,
                            hash,
                            parent: id,
                            parent_g,
                            parent_depth,
                            step,
                        });
                    }
                }
            }
        }
        if candidates.len() > width {
            pruned = true;
            candidates.select_nth_unstable_by(width - 1, Candidate::rank);
            candidates.truncate(width);
        }
        candidates.sort_by(Candidate::rank);
        beam.clear();
        for c in candidates.drain(..) {
            let node = Node::child(c.parent, c.parent_g, c.parent_depth, c.step);
            match arena.find_hashed(c.hash, &node.state) {
                Ok(_) => stats.duplicates += 1, // cannot happen: checked when generated
                Err(vacancy) => beam.push(arena.insert_at(vacancy, node)),
            }
        }
        stats.observe_frontier(beam.len());
    }
    Outcome::failed(if pruned {
        Claim::Failed
    } else {
        Claim::NoSolution
    })
}
