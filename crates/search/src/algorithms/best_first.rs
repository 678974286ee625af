//! The best-first engine shared by uniform-cost search, A*, weighted A* and greedy best-first.
//!
//! Nodes live in an [`Arena`]; the open list is a binary heap of node ids with lazy deletion
//! (an entry whose recorded g is no longer the node's g is stale and skipped). Goals are tested
//! when a node is taken from the open list, which is what makes the cost-ordered variants
//! optimal. Orders that use g (uniform cost, A*) reopen closed nodes when a cheaper path to
//! them turns up, so inconsistent (but admissible) heuristics still give optimal answers.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

use std::hash::Hash;

use super::arena::{Arena, Inserted, Node, NodeId};
use super::Outcome;
use crate::trace::{
    heap_all, heap_best, listed, Child as TracedChild, ChildStatus, Closed, FrontierEntry,
    NodeBook, Phase, Recording, StepId, TraceStep, Tracer,
};
use crate::{Budget, Claim, Cost, Problem, Stats};

/// A weight w >= 1 held exactly as the fraction `num / den` (`den` a power of two), so that
/// f = g + w * h can be compared exactly as `den * g + num * h` in `u128`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ExactWeight {
    num: u64,
    den: u64,
}

/// The largest weight weighted A* accepts (keeps `den * g + num * h` far below `u128::MAX`).
pub const MAX_WEIGHT: f64 = 1_000_000.0;

impl ExactWeight {
    pub(crate) const ONE: ExactWeight = ExactWeight { num: 1, den: 1 };

    /// The exact value of `w`, if `1 <= w <= MAX_WEIGHT`. Every finite `f64` is a dyadic
    /// fraction, so nothing is rounded.
    pub(crate) fn new(w: f64) -> Option<ExactWeight> {
        if !(1.0..=MAX_WEIGHT).contains(&w) {
            return None; // also rejects NaN
        }
        let bits = w.to_bits();
        let mut mantissa = (bits & ((1u64 << 52) - 1)) | (1u64 << 52);
        let mut exponent = ((bits >> 52) & 0x7ff) as i32 - 1075;
        let zeros = mantissa.trailing_zeros();
        mantissa >>= zeros;
        exponent += zeros as i32;
        Some(if exponent >= 0 {
            // w <= 10^6 < 2^20, so the shift cannot overflow.
            ExactWeight {
                num: mantissa << exponent,
                den: 1,
            }
        } else {
            // w >= 1 means exponent >= -52.
            ExactWeight {
                num: mantissa,
                den: 1u64 << (-exponent),
            }
        })
    }

    /// `den * (g + w * h)`.
    fn scaled_f(self, g: Cost, h: Cost) -> u128 {
        u128::from(self.den) * u128::from(g) + u128::from(self.num) * u128::from(h)
    }
}

/// Which evaluation function orders the open list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Order {
    /// f = g (Dijkstra); the heuristic is never called.
    Uniform,
    /// f = g + w * h, ties broken toward larger g.
    Weighted(ExactWeight),
    /// f = h, ties broken toward smaller g; no reopening.
    Greedy,
}

impl Order {
    fn uses_h(self) -> bool {
        !matches!(self, Order::Uniform)
    }

    fn reopens(self) -> bool {
        !matches!(self, Order::Greedy)
    }

    /// The value of f a trace shows: g, g + w * h, or h.
    fn f_value(self, g: Cost, h: Cost) -> f64 {
        match self {
            Order::Uniform => g as f64,
            Order::Weighted(w) => w.scaled_f(g, h) as f64 / w.den as f64,
            Order::Greedy => h as f64,
        }
    }

    /// (primary key, tie-break key): smaller is taken first.
    fn keys(self, g: Cost, h: Cost) -> (u128, u64) {
        match self {
            Order::Uniform => (u128::from(g), 0),
            Order::Weighted(w) => (w.scaled_f(g, h), Cost::MAX - g),
            Order::Greedy => (u128::from(h), g),
        }
    }
}

/// An open-list entry. `g` is the node's cost when the entry was pushed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Entry {
    key: u128,
    tie: u64,
    g: Cost,
    id: NodeId,
}

impl Ord for Entry {
    /// Reversed, so that `BinaryHeap` (a max-heap) pops the smallest key first; among equal
    /// keys the older node (smaller id) comes first, which keeps runs deterministic.
    fn cmp(&self, other: &Self) -> Ordering {
        other
            .key
            .cmp(&self.key)
            .then(other.tie.cmp(&self.tie))
            .then(other.id.cmp(&self.id))
    }
}

impl PartialOrd for Entry {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Runs best-first search in `order`; a solution is claimed with `claim`.
pub(crate) fn search<P: Problem, T: Tracer<P::State>>(
    problem: &P,
    order: Order,
    claim: Claim,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    tracer: &mut T,
) -> Outcome<P::State, P::Action> {
    let heuristic = |state: &P::State| {
        if order.uses_h() {
            problem.heuristic(state)
        } else {
            0
        }
    };
    let mut arena: Arena<P::State, P::Action> = Arena::new();
    // Per node: its heuristic value and whether it has been expanded at its current g.
    let mut h_of: Vec<Cost> = Vec::new();
    let mut closed: Vec<bool> = Vec::new();
    let mut open = BinaryHeap::new();
    // Nodes waiting in `open` with a current (non-stale) entry.
    let mut open_nodes: usize = 0;
    // parents and CLOSED as the trace shows them (filled only while it records)
    let mut book = NodeBook::default();

    let root = arena.insert_at_root(problem.initial());
    let h = heuristic(&arena.node(root).state);
    h_of.push(h);
    closed.push(false);
    let (key, tie) = order.keys(0, h);
    open.push(Entry {
        key,
        tie,
        g: 0,
        id: root,
    });
    open_nodes += 1;
    stats.observe_frontier(open_nodes);

    let mut successors = Vec::new();
    while let Some(entry) = open.pop() {
        let id = entry.id;
        let i = id as usize;
        if closed[i] || entry.g != arena.node(id).g {
            continue; // stale: expanded already, or superseded by a cheaper entry
        }
        open_nodes -= 1;
        if problem.is_goal(&arena.node(id).state) {
            if let Some(step) = tracer.begin() {
                let view = View {
                    arena: &arena,
                    h_of: &h_of,
                    closed: &closed,
                    open: &open,
                    order,
                };
                let width = tracer.frontier_width();
                let mut goal = view.step(step, Phase::GoalTest, id, open_nodes, &book, width);
                view.finish(&mut goal, open_nodes, &book);
                tracer.record(goal);
            }
            let solution = arena.solution(id);
            let claim = if solution.is_empty() {
                Claim::Optimal
            } else {
                claim
            };
            return Outcome::found(solution, claim);
        }
        if let Some(reason) = budget.check(stats, open_nodes as u64) {
            return Outcome::stopped(reason);
        }
        closed[i] = true;
        let width = tracer.frontier_width();
        let mut recording = Recording::start(tracer, |step| {
            book.close(id, step);
            let view = View {
                arena: &arena,
                h_of: &h_of,
                closed: &closed,
                open: &open,
                order,
            };
            view.step(step, Phase::Expand, id, open_nodes, &book, width)
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
            let child = Node::child(id, g, depth, step);
            let child_g = child.g;
            let (child_id, status) = match arena.insert(child) {
                Inserted::New(child_id) => {
                    h_of.push(heuristic(&arena.node(child_id).state));
                    closed.push(false);
                    open_nodes += 1;
                    (child_id, ChildStatus::New)
                }
                Inserted::Existing(existing, child) => {
                    if !order.reopens() || child_g >= arena.node(existing).g {
                        stats.duplicates += 1;
                        if let Some(traced) = recording.get() {
                            let h = h_of[existing as usize];
                            traced.children.push(TracedChild {
                                state: child.state,
                                g: child_g,
                                h,
                                f: order.f_value(child_g, h),
                                status: ChildStatus::Duplicate,
                            });
                        }
                        continue;
                    }
                    arena.node_mut(existing).reparent(child);
                    let e = existing as usize;
                    if closed[e] {
                        // A cheaper path to an expanded node (inconsistent heuristic): reopen.
                        closed[e] = false;
                        open_nodes += 1;
                        if recording.get().is_some() {
                            book.reopen(existing);
                        }
                    }
                    (existing, ChildStatus::Reopened)
                }
            };
            let h = h_of[child_id as usize];
            if let Some(traced) = recording.get() {
                book.generated(child_id, traced.id);
                traced.children.push(TracedChild {
                    state: arena.node(child_id).state.clone(),
                    g: child_g,
                    h,
                    f: order.f_value(child_g, h),
                    status,
                });
            }
            let (key, tie) = order.keys(child_g, h);
            open.push(Entry {
                key,
                tie,
                g: child_g,
                id: child_id,
            });
        }
        stats.observe_frontier(open_nodes);
        if let Some(mut traced) = recording.finish() {
            let view = View {
                arena: &arena,
                h_of: &h_of,
                closed: &closed,
                open: &open,
                order,
            };
            view.finish(&mut traced, open_nodes, &book);
            tracer.record(traced);
        }
    }
    Outcome::exhausted()
}

/// What a trace step reads of a best-first search.
struct View<'a, S, A> {
    arena: &'a Arena<S, A>,
    h_of: &'a [Cost],
    closed: &'a [bool],
    open: &'a BinaryHeap<Entry>,
    order: Order,
}

impl<S: Clone + Eq + Hash, A: Clone> View<'_, S, A> {
    fn entry(&self, id: NodeId, book: &NodeBook) -> FrontierEntry<S> {
        let node = self.arena.node(id);
        let h = self.h_of[id as usize];
        FrontierEntry {
            state: node.state.clone(),
            g: node.g,
            h,
            f: self.order.f_value(node.g, h),
            parent: book.parent(id),
        }
    }

    fn live(&self, e: &Entry) -> bool {
        !self.closed[e.id as usize] && e.g == self.arena.node(e.id).g
    }

    /// Step `step` taking up node `id`, with `waiting` nodes left in OPEN and the best
    /// `width` of them as its frontier.
    fn step(
        &self,
        step: StepId,
        phase: Phase,
        id: NodeId,
        waiting: usize,
        book: &NodeBook,
        width: usize,
    ) -> TraceStep<S> {
        let frontier = heap_best(self.open, width, |e| self.live(e))
            .into_iter()
            .map(|e| self.entry(e.id, book))
            .collect();
        TraceStep {
            parent: book.parent(id),
            frontier_size: waiting as u64,
            frontier,
            ..TraceStep::new(step, phase, self.entry(id, book), self.arena.node(id).depth)
        }
    }

    /// Fills in OPEN (`waiting` nodes) and CLOSED as they stand after the step.
    fn finish(&self, step: &mut TraceStep<S>, waiting: usize, book: &NodeBook) {
        step.open_size = waiting as u64;
        step.open = listed(waiting, || {
            heap_all(self.open, waiting, |e| self.live(e))
                .into_iter()
                .map(|e| self.entry(e.id, book))
                .collect()
        });
        let size = book.closed_count();
        step.closed = Closed {
            size: size as u64,
            states: listed(size, || {
                book.closed_in_order()
                    .into_iter()
                    .map(|id| self.arena.node(id).state.clone())
                    .collect()
            }),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_are_exact_fractions() {
        assert_eq!(ExactWeight::new(1.0), Some(ExactWeight::ONE));
        assert_eq!(ExactWeight::new(2.0), Some(ExactWeight { num: 2, den: 1 }));
        assert_eq!(ExactWeight::new(1.5), Some(ExactWeight { num: 3, den: 2 }));
        assert_eq!(
            ExactWeight::new(100.0),
            Some(ExactWeight { num: 100, den: 1 })
        );
        let w = ExactWeight::new(1.1).expect("1.1 is in range");
        assert_eq!(w.num as f64 / w.den as f64, 1.1);
        for bad in [0.5, 0.0, -1.0, f64::NAN, f64::INFINITY, 2e6] {
            assert_eq!(ExactWeight::new(bad), None, "{bad}");
        }
    }

    #[test]
    fn weighted_keys_compare_exactly() {
        let w = ExactWeight::new(1.5).expect("in range");
        // 3 + 1.5 * 2 = 6 = 6 + 1.5 * 0; tie goes to the larger g.
        let (a, ta) = Order::Weighted(w).keys(3, 2);
        let (b, tb) = Order::Weighted(w).keys(6, 0);
        assert_eq!(a, b);
        assert!(tb < ta);
        // Huge values do not overflow.
        let (big, _) =
            Order::Weighted(ExactWeight::new(MAX_WEIGHT).expect("max")).keys(Cost::MAX, Cost::MAX);
        assert!(big > u128::from(Cost::MAX));
    }
}
