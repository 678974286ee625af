//! Recording a search one expansion at a time, for the search lab: [`run_traced`] runs an
//! algorithm like [`run`](crate::run) and also returns a [`Trace`], the nodes it expanded in
//! order with g, h, f, depth and the best few entries of the frontier at that moment.
//!
//! Recording costs nothing when it is off: every algorithm is generic over a [`Tracer`], and
//! [`run`](crate::run) passes [`NoTrace`], whose method is empty, so the compiler removes the
//! calls and the closures that would build a step are never built (the criterion bench
//! `trace` in `benches/` measures both).
//!
//! What `f` and the frontier mean, per algorithm (the frontier is what would be expanded
//! next, best first):
//! - BFS, bidirectional BFS: `f = g` (`h = 0`); the frontier is the FIFO queue from its
//!   head (bidirectional: the queue of the side being expanded, `backward` tells which).
//! - uniform cost: `f = g`; A*: `f = g + h`; weighted A*: `f = g + w * h`; greedy: `f = h`;
//!   the frontier is the open list in the order it would be popped.
//! - DFS, iterative deepening: `f = g`; IDA*: `f = g + h` and `bound` is the pass's threshold
//!   (iterative deepening: the depth limit); the frontier is the untried successors, the next
//!   one tried first (the deepest level's first, then the levels above).
//! - beam: `f = g + h`; the frontier is the rest of the current beam, in order.

use std::collections::BinaryHeap;

use serde::Serialize;

use crate::{Algorithm, Cost, Limits, Problem, Report, SearchError};

/// The most expansions a trace records ([`run_traced`] records fewer when asked).
pub const MAX_TRACE_STEPS: usize = 100_000;

/// The most frontier entries shown at each step.
pub const MAX_FRONTIER_SHOWN: usize = 8;

/// One entry of the frontier as a step shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FrontierEntry<S> {
    /// The state waiting to be expanded.
    pub state: S,
    /// Its path cost.
    pub g: Cost,
    /// Its heuristic value (0 for blind algorithms).
    pub h: Cost,
    /// The value the algorithm orders by (see the module documentation).
    pub f: f64,
}

/// One expansion.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TraceStep<S> {
    /// The state expanded.
    pub state: S,
    /// Its path cost (on the backward side of bidirectional BFS: the cost to the goal).
    pub g: Cost,
    /// Its heuristic value (0 for blind algorithms).
    pub h: Cost,
    /// The value the algorithm orders by.
    pub f: f64,
    /// Steps from the root of its search tree.
    pub depth: u32,
    /// Whether the backward side of bidirectional BFS expanded it.
    pub backward: bool,
    /// The pass's threshold: IDA*'s f bound, iterative deepening's depth limit.
    pub bound: Option<Cost>,
    /// How many nodes wait in the frontier after this node was taken from it.
    pub frontier_size: u64,
    /// The best few of them, the next to be expanded first.
    pub frontier: Vec<FrontierEntry<S>>,
}

impl<S> TraceStep<S> {
    /// The expansion of `node` (its state, g, h and f) at `depth`, leaving `frontier_size`
    /// nodes in the frontier, the best of them `frontier`; forward, with no bound (set
    /// `backward` or `bound` on the result where the algorithm has them).
    pub(crate) fn expanding(
        node: FrontierEntry<S>,
        depth: u32,
        frontier_size: u64,
        frontier: Vec<FrontierEntry<S>>,
    ) -> Self {
        TraceStep {
            state: node.state,
            g: node.g,
            h: node.h,
            f: node.f,
            depth,
            backward: false,
            bound: None,
            frontier_size,
            frontier,
        }
    }
}

/// The expansions of a run, in order.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Trace<S> {
    /// What was recorded.
    pub steps: Vec<TraceStep<S>>,
    /// Whether the run expanded nodes after recording stopped (at `max_steps`).
    pub truncated: bool,
    #[serde(skip)]
    max_steps: usize,
    #[serde(skip)]
    frontier_width: usize,
}

impl<S> Trace<S> {
    /// An empty trace that records at most `max_steps` expansions (at most
    /// [`MAX_TRACE_STEPS`]) with up to `frontier_width` frontier entries each (at most
    /// [`MAX_FRONTIER_SHOWN`]).
    pub fn new(max_steps: usize, frontier_width: usize) -> Self {
        Trace {
            steps: Vec::new(),
            truncated: false,
            max_steps: max_steps.min(MAX_TRACE_STEPS),
            frontier_width: frontier_width.min(MAX_FRONTIER_SHOWN),
        }
    }

    /// The most steps it records.
    pub fn max_steps(&self) -> usize {
        self.max_steps
    }
}

/// What an algorithm tells about each expansion. Only this crate's algorithms call it.
pub trait Tracer<S> {
    /// Called once per expansion; `make` builds the step, given how many frontier entries
    /// to show. It is only called when the step is recorded.
    fn expand(&mut self, make: impl FnOnce(usize) -> TraceStep<S>);
}

/// Records nothing: what [`run`](crate::run) uses.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoTrace;

impl<S> Tracer<S> for NoTrace {
    #[inline(always)]
    fn expand(&mut self, _make: impl FnOnce(usize) -> TraceStep<S>) {}
}

impl<S> Tracer<S> for Trace<S> {
    fn expand(&mut self, make: impl FnOnce(usize) -> TraceStep<S>) {
        if self.steps.len() < self.max_steps {
            let step = make(self.frontier_width);
            self.steps.push(step);
        } else {
            self.truncated = true;
        }
    }
}

/// A run's report and its trace.
pub type TracedRun<P> = (
    Report<<P as Problem>::State, <P as Problem>::Action>,
    Trace<<P as Problem>::State>,
);

/// Runs `algorithm` like [`run`](crate::run) and records its expansions: at most `max_steps`
/// of them (capped at [`MAX_TRACE_STEPS`]), each with up to `frontier_width` frontier entries
/// (capped at [`MAX_FRONTIER_SHOWN`]). The run itself goes on under `limits` after recording
/// stops; [`Trace::truncated`] then says so.
///
/// ```
/// use search::{examples::EightPuzzle, run_traced, Algorithm, Limits};
///
/// let puzzle = EightPuzzle::parse("1 2 3/4 5 6/0 7 8").expect("valid puzzle");
/// let (report, trace) = run_traced(&puzzle, Algorithm::AStar, &Limits::none(), 100, 4)
///     .expect("A* runs on any problem");
/// assert_eq!(trace.steps.len() as u64, report.stats.expanded);
/// assert!(!trace.truncated);
/// assert_eq!((trace.steps[0].g, trace.steps[0].h), (0, 2));
/// ```
pub fn run_traced<P: Problem>(
    problem: &P,
    algorithm: Algorithm,
    limits: &Limits,
    max_steps: usize,
    frontier_width: usize,
) -> Result<TracedRun<P>, SearchError> {
    let mut trace = Trace::new(max_steps, frontier_width);
    let report = crate::algorithms::run_with(problem, algorithm, limits, &mut trace)?;
    Ok((report, trace))
}

/// The `k` greatest entries of a binary heap (the next to be popped) that `keep` accepts,
/// greatest first, found by a best-first walk of the heap's tree (its slice is the usual implicit tree: the children of
/// `i` are `2i + 1` and `2i + 2`); entries `keep` rejects (stale ones) are skipped.
pub(crate) fn heap_best<T: Ord + Clone>(
    heap: &BinaryHeap<T>,
    k: usize,
    mut keep: impl FnMut(&T) -> bool,
) -> Vec<T> {
    let slice = heap.as_slice();
    let mut out = Vec::with_capacity(k);
    if k == 0 || slice.is_empty() {
        return out;
    }
    // walk with a max-heap of (entry, index in the slice)
    let mut walk: BinaryHeap<(T, usize)> = BinaryHeap::new();
    walk.push((slice[0].clone(), 0));
    // stale entries make the walk longer; never look at more than a bounded number
    let mut looked = 0usize;
    while let Some((entry, i)) = walk.pop() {
        looked += 1;
        if keep(&entry) {
            out.push(entry);
            if out.len() == k {
                break;
            }
        }
        if looked > 64 * k + 1024 {
            break;
        }
        for child in [2 * i + 1, 2 * i + 2] {
            if let Some(c) = slice.get(child) {
                walk.push((c.clone(), child));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_heap_walk_finds_the_best_entries_in_order() {
        let mut rng = 12345u64;
        for round in 0..200 {
            let mut heap = BinaryHeap::new();
            let n = round % 50;
            for _ in 0..n {
                rng = rng
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                heap.push((rng >> 40) % 100);
            }
            for k in [0, 1, 3, 8] {
                let got = heap_best(&heap, k, |v| v % 3 != 0);
                let mut all: Vec<u64> = heap.iter().copied().filter(|v| v % 3 != 0).collect();
                all.sort_unstable_by(|a, b| b.cmp(a)); // greatest first, as the heap pops
                all.truncate(k);
                assert_eq!(got, all, "n {n} k {k}");
            }
        }
    }
}
