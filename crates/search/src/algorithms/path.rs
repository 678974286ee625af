//! The current path of the depth-first algorithms (DFS, iterative deepening, IDA*), kept as an
//! explicit stack so that deep searches cannot overflow the call stack.
//!
//! Each level holds its state, the action and cost that led to it, and the successors still to
//! be tried (stored reversed, so the next one is popped from the end). A fingerprint count of
//! the states on the path makes the "is this state already on the path?" test O(1).

use std::hash::Hash;

use super::hashing::{fingerprint, FingerprintMap};
use crate::trace::{listed, ChildStatus, Closed, FrontierEntry, Phase, StepId, TraceStep};
use crate::{Cost, Problem, Solution, Stats, Successor};

/// What becomes of a successor that is not on the path, decided when its parent is expanded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Fate {
    /// Put on the stack, to be tried.
    Keep,
    /// Cut by a depth limit or a bound.
    Prune,
}

/// An iteration of iterative deepening or IDA*, as its trace steps show it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Pass {
    /// The depth limit or the f bound.
    pub(crate) bound: Cost,
    /// Its number.
    pub(crate) iteration: u32,
}

/// While a trace records: the steps that expanded the states of the current path, so that a
/// step's parent is the step of the state above it.
#[derive(Debug, Default)]
pub(crate) struct PathSteps(Vec<StepId>);

impl PathSteps {
    /// Step `id` takes up the state at `depth` of the path: its parent step.
    pub(crate) fn enter(&mut self, depth: usize, id: StepId) -> Option<StepId> {
        self.0.truncate(depth);
        let parent = self.parent_at(depth);
        self.0.push(id);
        parent
    }

    /// The step of the state just above `depth` on the path (`None` at the root).
    pub(crate) fn parent_at(&self, depth: usize) -> Option<StepId> {
        depth.checked_sub(1).and_then(|d| self.0.get(d)).copied()
    }
}

/// A state with its path cost as a trace shows it, f = g + h.
fn entry<S: Clone>(state: &S, g: Cost, h: &impl Fn(&S) -> Cost) -> FrontierEntry<S> {
    let h = h(state);
    FrontierEntry {
        state: state.clone(),
        g,
        h,
        f: g.saturating_add(h) as f64,
    }
}

/// The path from the root to the node being explored.
pub(crate) struct PathStack<S, A> {
    states: Vec<S>,
    /// `actions[i]` leads from `states[i]` to `states[i + 1]`.
    actions: Vec<A>,
    /// `step_costs[i]` is the cost of `actions[i]`.
    step_costs: Vec<Cost>,
    /// `g[i]` is the cost of the path up to `states[i]`.
    g: Vec<Cost>,
    hashes: Vec<u64>,
    on_path: FingerprintMap<u32>,
    /// `pending[i]`: successors of `states[i]` not yet tried, in reverse order. The buffers are
    /// kept across pops so that a search allocates only while it goes deeper than before.
    pending: Vec<Vec<Successor<S, A>>>,
    /// Total number of untried successors (the depth-first "frontier").
    pending_total: usize,
    /// The successors of the state being expanded, before they are sorted out.
    scratch: Vec<Successor<S, A>>,
}

impl<S: Clone + Eq + Hash, A: Clone> PathStack<S, A> {
    pub(crate) fn new() -> Self {
        PathStack {
            states: Vec::new(),
            actions: Vec::new(),
            step_costs: Vec::new(),
            g: Vec::new(),
            hashes: Vec::new(),
            on_path: FingerprintMap::default(),
            pending: Vec::new(),
            pending_total: 0,
            scratch: Vec::new(),
        }
    }

    /// Empties the path and puts `root` on it.
    pub(crate) fn reset(&mut self, root: S) {
        self.states.clear();
        self.actions.clear();
        self.step_costs.clear();
        self.g.clear();
        self.hashes.clear();
        self.on_path.clear();
        for level in &mut self.pending {
            level.clear();
        }
        self.pending_total = 0;
        self.push_state(root, 0);
    }

    fn push_state(&mut self, state: S, g: Cost) {
        let hash = fingerprint(&state);
        *self.on_path.entry(hash).or_insert(0) += 1;
        self.hashes.push(hash);
        self.states.push(state);
        self.g.push(g);
        if self.pending.len() < self.states.len() {
            self.pending.push(Vec::new());
        }
    }

    /// Number of steps from the root to the current state.
    pub(crate) fn depth(&self) -> usize {
        self.states.len() - 1
    }

    /// The state at the end of the path.
    pub(crate) fn current(&self) -> &S {
        &self.states[self.states.len() - 1]
    }

    /// Cost of the path to the current state.
    pub(crate) fn current_g(&self) -> Cost {
        self.g[self.g.len() - 1]
    }

    /// Untried successors over the whole path.
    pub(crate) fn pending_total(&self) -> usize {
        self.pending_total
    }

    /// Generates the successors of the current state (counting them in `stats`) and keeps
    /// those that will be tried: a successor already on the path is dropped as a duplicate,
    /// and `fate` decides about the others, given each with its path cost (the path is the
    /// same when a successor is tried as now, so deciding now is deciding then). `seen` hears
    /// of every successor with its path cost and what became of it, in order.
    pub(crate) fn expand<P>(
        &mut self,
        problem: &P,
        stats: &mut Stats,
        mut fate: impl FnMut(&Successor<S, A>, Cost) -> Fate,
        mut seen: impl FnMut(&Successor<S, A>, Cost, ChildStatus),
    ) where
        P: Problem<State = S, Action = A>,
    {
        let level = self.states.len() - 1;
        let mut generated = std::mem::take(&mut self.scratch);
        generated.clear();
        problem.successors(&self.states[level], &mut generated);
        stats.expanded += 1;
        stats.generated += generated.len() as u64;
        let g = self.g[level];
        let mut kept = std::mem::take(&mut self.pending[level]);
        kept.clear();
        for step in generated.drain(..) {
            let child_g = g.saturating_add(step.cost);
            let status = if self.contains(&step.state) {
                stats.duplicates += 1;
                ChildStatus::Duplicate
            } else {
                match fate(&step, child_g) {
                    Fate::Keep => ChildStatus::New,
                    Fate::Prune => ChildStatus::Pruned,
                }
            };
            seen(&step, child_g, status);
            if status == ChildStatus::New {
                kept.push(step);
            }
        }
        kept.reverse();
        self.pending_total += kept.len();
        self.pending[level] = kept;
        self.scratch = generated;
        stats.observe_frontier(self.pending_total);
    }

    /// The next untried successor of the current state, if any.
    pub(crate) fn next_successor(&mut self) -> Option<Successor<S, A>> {
        let level = self.states.len() - 1;
        let next = self.pending[level].pop();
        if next.is_some() {
            self.pending_total -= 1;
        }
        next
    }

    /// The first `k` untried successors in the order they will be tried (the current
    /// level's first, then the levels above), each with its path cost.
    pub(crate) fn frontier(&self, k: usize) -> Vec<(&S, Cost)> {
        let mut out = Vec::with_capacity(k);
        for level in (0..self.states.len()).rev() {
            for step in self.pending[level].iter().rev() {
                if out.len() == k {
                    return out;
                }
                out.push((&step.state, self.g[level].saturating_add(step.cost)));
            }
        }
        out
    }

    /// Step `id` taking up the current state in `phase`, generated by step `parent`, in
    /// `pass`; its frontier (`width` entries) as it stands before the state is expanded; `h`
    /// gives heuristic values (0 for blind algorithms).
    pub(crate) fn trace_step(
        &self,
        id: StepId,
        phase: Phase,
        parent: Option<StepId>,
        pass: Option<Pass>,
        width: usize,
        h: impl Fn(&S) -> Cost,
    ) -> TraceStep<S> {
        let entries = |k: usize| -> Vec<FrontierEntry<S>> {
            self.frontier(k)
                .into_iter()
                .map(|(state, g)| entry(state, g, &h))
                .collect()
        };
        let mut step = TraceStep {
            parent,
            iteration: pass.map(|p| p.iteration),
            bound: pass.map(|p| p.bound),
            frontier_size: self.pending_total as u64,
            frontier: entries(width),
            ..TraceStep::new(
                id,
                phase,
                entry(self.current(), self.current_g(), &h),
                self.depth() as u32,
            )
        };
        if phase == Phase::GoalTest {
            // nothing was added: OPEN is what waits, CLOSED the path above the goal
            self.finish_step(&mut step, self.depth(), h);
        }
        step
    }

    /// Fills in OPEN (the untried successors, the next first) and CLOSED (the first
    /// `closed` states of the path) after a step.
    pub(crate) fn finish_step(
        &self,
        step: &mut TraceStep<S>,
        closed: usize,
        h: impl Fn(&S) -> Cost,
    ) {
        let waiting = self.pending_total;
        step.open_size = waiting as u64;
        step.open = listed(waiting, || {
            self.frontier(waiting)
                .into_iter()
                .map(|(state, g)| entry(state, g, &h))
                .collect()
        });
        step.closed = Closed {
            size: closed as u64,
            states: listed(closed, || self.states[..closed].to_vec()),
        };
    }

    /// Whether `state` is already on the path.
    pub(crate) fn contains(&self, state: &S) -> bool {
        let hash = fingerprint(state);
        if !self.on_path.contains_key(&hash) {
            return false;
        }
        // Walk down from the top: the parent is the most common repeat.
        self.hashes
            .iter()
            .zip(&self.states)
            .rev()
            .any(|(&h, s)| h == hash && s == state)
    }

    /// Extends the path by one step.
    pub(crate) fn push(&mut self, step: Successor<S, A>) {
        let g = self.current_g().saturating_add(step.cost);
        self.actions.push(step.action);
        self.step_costs.push(step.cost);
        self.push_state(step.state, g);
    }

    /// Removes the current state (not the root), dropping its untried successors.
    pub(crate) fn pop(&mut self) {
        debug_assert!(self.states.len() > 1, "the root stays on the path");
        let level = self.states.len() - 1;
        self.pending_total -= self.pending[level].len();
        self.pending[level].clear();
        self.states.pop();
        self.actions.pop();
        self.step_costs.pop();
        self.g.pop();
        if let Some(hash) = self.hashes.pop() {
            if let Some(count) = self.on_path.get_mut(&hash) {
                *count -= 1;
                if *count == 0 {
                    self.on_path.remove(&hash);
                }
            }
        }
    }

    /// The path as a solution.
    pub(crate) fn solution(&self) -> Solution<S, A> {
        Solution {
            states: self.states.clone(),
            actions: self.actions.clone(),
            cost: self
                .step_costs
                .iter()
                .fold(0, |sum: Cost, &c| sum.saturating_add(c)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tracks_membership_costs_and_pending() {
        let mut path: PathStack<u32, &str> = PathStack::new();
        path.reset(1);
        assert!(path.contains(&1));
        assert!(!path.contains(&2));
        path.push(Successor {
            action: "a",
            state: 2,
            cost: 3,
        });
        path.push(Successor {
            action: "b",
            state: 3,
            cost: 4,
        });
        assert_eq!(path.depth(), 2);
        assert_eq!(path.current_g(), 7);
        assert!(path.contains(&2));
        let solution = path.solution();
        assert_eq!(solution.states, vec![1, 2, 3]);
        assert_eq!(solution.actions, vec!["a", "b"]);
        assert_eq!(solution.cost, 7);
        path.pop();
        assert!(!path.contains(&3));
        assert_eq!(*path.current(), 2);
        path.reset(9);
        assert!(!path.contains(&1));
        assert_eq!(path.depth(), 0);
        assert_eq!(path.pending_total(), 0);
    }
}
