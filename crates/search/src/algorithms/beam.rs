//! Beam search: breadth-first layer by layer, keeping only the `width` best new nodes of each
//! layer by f = g + h (ties toward larger g).
//!
//! States are goal-tested when generated. A state already kept in an earlier beam is never
//! kept again; within a layer, a state reached twice keeps its cheaper path. Memory is bounded
//! by `width` per layer, at the price of completeness: when the beam empties after something
//! was pruned, the run reports [`Claim::Failed`]; if nothing was ever pruned the search was in
//! fact exhaustive and reports [`Claim::NoSolution`].

use std::cmp::Ordering;

use super::arena::{Arena, Node, NodeId, NO_PARENT};
use super::hashing::{fingerprint, StateIndex};
use super::Outcome;
use crate::trace::{
    listed, Child as TracedChild, ChildStatus, Closed, FrontierEntry, Phase, Recording, StepId,
    TraceStep, Tracer,
};
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
        if let Some(id) = tracer.begin() {
            let view = View {
                problem,
                arena: &arena,
                beam: &[],
                candidates: &[],
                goal: None,
            };
            tracer.record(view.goal_step(id, root, 0, 0, 0));
        }
        return Outcome::found(arena.solution(root), Claim::Optimal);
    }
    let mut beam: Vec<NodeId> = vec![root];
    let mut candidates: Vec<Candidate<P::State, P::Action>> = Vec::new();
    let mut candidate_index = StateIndex::new();
    let mut successors = Vec::new();
    let mut pruned = false;
    // while a trace records: the step and child number that put each candidate where it is,
    // so that the ones the narrowing drops can be marked pruned
    let mut origins = Origins::default();
    stats.observe_frontier(1);

    while !beam.is_empty() {
        candidates.clear();
        candidate_index.clear();
        if T::RECORDS {
            origins.clear();
        }
        for (done, &id) in beam.iter().enumerate() {
            let frontier = (beam.len() - done + candidates.len()) as u64;
            if let Some(reason) = budget.check(stats, frontier) {
                return Outcome::stopped(reason);
            }
            let shown = tracer.frontier_width();
            let mut recording = Recording::start(tracer, |step| {
                let view = View {
                    problem,
                    arena: &arena,
                    beam: &beam[done + 1..],
                    candidates: &candidates,
                    goal: None,
                };
                view.step(step, id, shown)
            });
            let node = arena.node(id);
            let (parent_g, parent_depth) = (node.g, node.depth);
            successors.clear();
            problem.successors(&node.state, &mut successors);
            stats.expanded += 1;
            stats.generated += successors.len() as u64;
            // the nodes expanded so far are the arena's first ones: it stores the beams in
            // the order they are expanded
            let expanded = stats.expanded as usize;
            for step in successors.drain(..) {
                let g = parent_g.saturating_add(step.cost);
                let mut note = |status: ChildStatus, state: &P::State| {
                    recording.get().map(|traced| {
                        let h = problem.heuristic(state);
                        traced.children.push(TracedChild {
                            state: state.clone(),
                            g,
                            h,
                            f: g.saturating_add(h) as f64,
                            status,
                        });
                        (traced.id, traced.children.len() - 1)
                    })
                };
                if problem.is_goal(&step.state) {
                    note(ChildStatus::New, &step.state);
                    let goal = Node::child(id, parent_g, parent_depth, step);
                    let goal_id = match arena.find(&goal.state) {
                        Ok(existing) => existing,
                        Err(vacancy) => arena.insert_at(vacancy, goal),
                    };
                    let mut view = View {
                        problem,
                        arena: &arena,
                        beam: &beam[done + 1..],
                        candidates: &candidates,
                        // the goal just generated ends OPEN, to be tested at once
                        goal: Some(goal_id),
                    };
                    if let Some(mut traced) = recording.finish() {
                        view.finish(&mut traced, expanded);
                        tracer.record(traced);
                    }
                    view.goal = None;
                    if let Some(step) = tracer.begin() {
                        tracer.record(view.goal_step(step, goal_id, id + 1, expanded, shown));
                    }
                    return Outcome::found(arena.solution(goal_id), Claim::Heuristic);
                }
                let hash = fingerprint(&step.state);
                if arena.find_hashed(hash, &step.state).is_ok() {
                    stats.duplicates += 1;
                    note(ChildStatus::Duplicate, &step.state);
                    continue;
                }
                let found =
                    candidate_index.find(hash, |c| candidates[c as usize].step.state == step.state);
                match found {
                    Ok(c) => {
                        stats.duplicates += 1;
                        let known = &mut candidates[c as usize];
                        if g < known.g {
                            if let Some(origin) = note(ChildStatus::Reopened, &step.state) {
                                origins.set(hash, &step.state, origin);
                            }
                            known.f = known.f - known.g + g;
                            known.g = g;
                            known.parent = id;
                            known.parent_g = parent_g;
                            known.parent_depth = parent_depth;
                            known.step = step;
                        } else {
                            note(ChildStatus::Duplicate, &step.state);
                        }
                    }
                    Err(vacancy) => {
                        if let Some(origin) = note(ChildStatus::New, &step.state) {
                            origins.set(hash, &step.state, origin);
                        }
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
            if let Some(mut traced) = recording.finish() {
                let view = View {
                    problem,
                    arena: &arena,
                    beam: &beam[done + 1..],
                    candidates: &candidates,
                    goal: None,
                };
                view.finish(&mut traced, expanded);
                tracer.record(traced);
            }
        }
        if candidates.len() > width {
            pruned = true;
            candidates.select_nth_unstable_by(width - 1, Candidate::rank);
            candidates.truncate(width);
            if T::RECORDS {
                // the children that did not make it into the beam: pruned
                for (step, child) in origins.dropped(&candidates) {
                    tracer.prune(step, child);
                }
            }
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

/// While a trace records, where each candidate of the layer came from: the step and the child
/// number that made it a candidate (or gave it its smaller g).
struct Origins<S> {
    states: Vec<S>,
    origins: Vec<(StepId, usize)>,
    /// Made on first use: a run that records nothing never needs it.
    index: Option<StateIndex>,
}

impl<S> Default for Origins<S> {
    fn default() -> Self {
        Origins {
            states: Vec::new(),
            origins: Vec::new(),
            index: None,
        }
    }
}

impl<S: Clone + Eq> Origins<S> {
    fn clear(&mut self) {
        self.states.clear();
        self.origins.clear();
        if let Some(index) = &mut self.index {
            index.clear();
        }
    }

    /// `state` (fingerprint `hash`) is a candidate because of `origin`.
    fn set(&mut self, hash: u64, state: &S, origin: (StepId, usize)) {
        let index = self.index.get_or_insert_with(StateIndex::new);
        let states = &self.states;
        match index.find(hash, |i| states[i as usize] == *state) {
            Ok(i) => self.origins[i as usize] = origin,
            Err(vacancy) => {
                index.insert(vacancy, self.states.len() as u32);
                self.states.push(state.clone());
                self.origins.push(origin);
            }
        }
    }

    /// The origins of the candidates not among `kept`.
    fn dropped<A>(&self, kept: &[Candidate<S, A>]) -> Vec<(StepId, usize)> {
        let Some(index) = &self.index else {
            return Vec::new();
        };
        let mut stays = vec![false; self.origins.len()];
        for c in kept {
            let states = &self.states;
            if let Ok(i) = index.find(c.hash, |i| states[i as usize] == c.step.state) {
                stays[i as usize] = true;
            }
        }
        self.origins
            .iter()
            .zip(stays)
            .filter(|(_, stays)| !stays)
            .map(|(&origin, _)| origin)
            .collect()
    }
}

/// What a trace step reads of a beam search: the rest of the current beam and the next
/// layer's candidates so far are OPEN, the arena's first `expanded` nodes CLOSED.
struct View<'a, P: Problem> {
    problem: &'a P,
    arena: &'a Arena<P::State, P::Action>,
    beam: &'a [NodeId],
    candidates: &'a [Candidate<P::State, P::Action>],
    /// A goal just generated, at the end of OPEN.
    goal: Option<NodeId>,
}

impl<P: Problem> View<'_, P> {
    /// `state` at path cost `g`, generated by the expansion of node `parent` (node `i` is
    /// expanded at step `i + 1`).
    fn entry(&self, state: &P::State, g: Cost, parent: NodeId) -> FrontierEntry<P::State> {
        let h = self.problem.heuristic(state);
        FrontierEntry {
            state: state.clone(),
            g,
            h,
            f: g.saturating_add(h) as f64,
            parent: (parent != NO_PARENT).then(|| parent + 1),
        }
    }

    fn node_entry(&self, id: NodeId) -> FrontierEntry<P::State> {
        let node = self.arena.node(id);
        self.entry(&node.state, node.g, node.parent)
    }

    /// The first `k` nodes of the rest of the beam (the frontier a step shows).
    fn beam_entries(&self, k: usize) -> Vec<FrontierEntry<P::State>> {
        self.beam
            .iter()
            .take(k)
            .map(|&id| self.node_entry(id))
            .collect()
    }

    fn waiting(&self) -> usize {
        self.beam.len() + self.candidates.len() + usize::from(self.goal.is_some())
    }

    /// OPEN's first `k` entries: the rest of the beam, then the candidates best first, then
    /// the goal just generated.
    fn open(&self, k: usize) -> Vec<FrontierEntry<P::State>> {
        let mut out = self.beam_entries(k);
        if out.len() < k {
            let mut ranked: Vec<&Candidate<P::State, P::Action>> = self.candidates.iter().collect();
            ranked.sort_by(|a, b| a.rank(b));
            let more = k - out.len();
            out.extend(
                ranked
                    .into_iter()
                    .take(more)
                    .map(|c| self.entry(&c.step.state, c.g, c.parent)),
            );
        }
        if let Some(goal) = self.goal.filter(|_| out.len() < k) {
            out.push(self.node_entry(goal));
        }
        out
    }

    /// Step `step` expanding beam node `id` (its parent node's step is its parent: node `i`
    /// is expanded at step `i + 1`).
    fn step(&self, step: StepId, id: NodeId, shown: usize) -> TraceStep<P::State> {
        let node = self.arena.node(id);
        TraceStep {
            parent: (node.parent != NO_PARENT).then(|| node.parent + 1),
            frontier_size: self.beam.len() as u64,
            frontier: self.beam_entries(shown),
            ..TraceStep::new(step, Phase::Expand, self.node_entry(id), node.depth)
        }
    }

    /// OPEN and CLOSED (the first `expanded` nodes) after a step.
    fn finish(&self, step: &mut TraceStep<P::State>, expanded: usize) {
        let waiting = self.waiting();
        step.open_size = waiting as u64;
        step.open = listed(waiting, || self.open(waiting));
        step.closed = Closed {
            size: expanded as u64,
            states: listed(expanded, || {
                (0..expanded)
                    .map(|i| self.arena.node(i as NodeId).state.clone())
                    .collect()
            }),
        };
    }

    /// The goal-test step `step` on node `goal`, generated by step `parent` (0: none, a
    /// solved start), after `expanded` expansions.
    fn goal_step(
        &self,
        step: StepId,
        goal: NodeId,
        parent: StepId,
        expanded: usize,
        shown: usize,
    ) -> TraceStep<P::State> {
        let node = self.arena.node(goal);
        let mut traced = TraceStep {
            parent: (parent != 0).then_some(parent),
            frontier_size: self.beam.len() as u64,
            frontier: self.beam_entries(shown),
            ..TraceStep::new(step, Phase::GoalTest, self.node_entry(goal), node.depth)
        };
        self.finish(&mut traced, expanded);
        traced
    }
}
