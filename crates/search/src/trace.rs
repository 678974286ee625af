//! Recording a search one step at a time, for the search lab and for homework: [`run_traced`]
//! runs an algorithm like [`run`](crate::run) and also returns a [`Trace`], the nodes it took
//! up in order, each with g, h, f, depth, the step that generated it, its children and what
//! became of each, and the OPEN and CLOSED lists after it, as a textbook's table shows them.
//!
//! Recording costs nothing when it is off: every algorithm is generic over a [`Tracer`], and
//! [`run`](crate::run) passes [`NoTrace`], whose [`Tracer::RECORDS`] is false, so the
//! compiler removes the code that would build a step (the criterion bench `trace` in
//! `benches/` measures both).
//!
//! # Steps
//! A step is one node the algorithm takes up. Its [`phase`](TraceStep::phase) is
//! - [`Phase::Expand`]: the node was tested, is not a goal, and was expanded: its successors
//!   are its [`children`](TraceStep::children);
//! - [`Phase::NewIteration`]: the same for the start at the beginning of an iteration of
//!   IDA* or iterative deepening, with the iteration's new bound;
//! - [`Phase::GoalTest`]: the node is a goal and the search ends. It is the last step of every
//!   trace that reached a goal, and has no children. A start that is already a goal is a
//!   trace of one such step.
//!
//! `id` numbers the steps 1, 2, 3...; `parent` is the id of the step whose expansion generated
//! the node along the path the node has now (`None` for the start: a root of the search tree).
//! The [`path`](Trace::path) is the chain of parents from the goal-test step back to the
//! start. Each child has a [`ChildStatus`]:
//! - `new`: added to OPEN;
//! - `duplicate`: already in OPEN or CLOSED with a g no worse, dropped;
//! - `reopened`: already in OPEN or CLOSED, reached now with a smaller g: it now hangs from
//!   this node and is (put back) in OPEN with the new g;
//! - `pruned`: cut by a bound, a depth limit or a beam's width.
//!
//! After each step, [`open`](TraceStep::open) is the whole OPEN list in the order it will be
//! popped, when it holds at most [`MAX_LISTED`] entries (its size is always given), and
//! [`closed`](TraceStep::closed) the CLOSED list (its size; its states, in the order they were
//! closed, when at most [`MAX_LISTED`]). On a goal-test step, OPEN and CLOSED are the lists
//! the search ends with: the goal is in neither. [`frontier`](TraceStep::frontier) keeps the
//! earlier view: the best few entries waiting when the node had just been taken, before its
//! children were added. Every entry of OPEN and of the frontier names its
//! [`parent`](FrontierEntry::parent), the step that generated it along its current path, as
//! a textbook's OPEN table does (a beam's candidate may later be marked `pruned` there).
//!
//! # Per algorithm
//! - BFS: f = g; OPEN is the FIFO queue, CLOSED the states expanded. A state is tested when
//!   it is generated: the goal is a `new` child of the step that generated it, and its test is
//!   the goal-test step right after that one (the goal jumps the queue).
//! - Bidirectional BFS: as BFS on each side; a step's `backward` tells the side, its OPEN and
//!   CLOSED are that side's (g is the cost to the goal on the backward side, parents are
//!   that side's steps, and the backward side's roots are the goal states). The goal-test
//!   step is the meeting: a state one side generated that the other has reached;
//!   [`meeting_parent`](TraceStep::meeting_parent) is the other side's step that generated it
//!   (`None` when it is that side's root), and the path is both chains joined at it.
//! - Uniform cost (f = g), A* (f = g + h), weighted A* (f = g + w * h), greedy (f = h): the
//!   textbook graph search. OPEN is the open list in pop order, CLOSED the states expanded
//!   (a reopened state leaves CLOSED until it is expanded again). Goals are tested when taken
//!   from OPEN. Greedy never reopens.
//! - DFS, iterative deepening, IDA*: tree searches that only remember the current path, so
//!   CLOSED is that path (the states from the start to the node expanded, which are exactly
//!   the states a child is checked against: a child on it is a `duplicate`). OPEN is the stack
//!   of children still to be tried, the next first. Children over the depth limit (a child at
//!   the limit is tested when it is tried but never expanded: `pruned` unless it is a goal) or
//!   whose f = g + h is over IDA*'s bound are `pruned`. Every step carries the iteration's
//!   [`bound`](TraceStep::bound) and [`iteration`](TraceStep::iteration): IDA*'s f bound with
//!   iterations 1, 2, ...; iterative deepening's depth limit, the iteration being that limit
//!   (the pass with limit 0 only tests the start, so it shows only when the start is a goal).
//!   DFS has neither. f = g + h for IDA*, f = g otherwise.
//! - Beam: f = g + h; layer by layer, OPEN is the rest of the current beam, then the next
//!   layer's candidates so far, best first (smaller f, then larger g; candidates equal in
//!   both are listed in the order they were found, which the narrowing need not keep). When a
//!   layer is complete and narrowed to the beam's width, the children that did not make it
//!   are marked `pruned` in the steps that generated them. CLOSED is the states expanded.
//!   Goals are tested when generated, as in BFS.
//!
//! # Where a trace stops
//! [`Trace::stopped`] says why a trace ends without reaching a goal test: the run's limits
//! (nodes, time, memory, cancelled), or the recording's own caps (its steps or the states
//! it may hold: the run then goes on, [`Trace::truncated`] is true, and the report tells what
//! it found). A trace that stops never claims [`found`](Trace::found). A search that ends
//! without a goal (the space exhausted, every path within a depth tried, a beam that lost its
//! way) is not stopped: its last step is its last expansion.

use std::collections::BinaryHeap;
use std::marker::PhantomData;

use schemars::JsonSchema;
use serde::Serialize;

use crate::{Algorithm, Claim, Cost, Limits, Problem, Report, SearchError, StopReason};

mod book;

pub(crate) use book::NodeBook;

/// The most steps a trace records ([`run_traced`] records fewer when asked).
pub const MAX_TRACE_STEPS: usize = 100_000;

/// The most frontier entries shown at each step.
pub const MAX_FRONTIER_SHOWN: usize = 8;

/// OPEN and CLOSED are listed at a step when they hold at most this many entries.
pub const MAX_LISTED: usize = 64;

/// The most states one trace holds, over all its steps (their own, the frontier's, the
/// children's, OPEN's and CLOSED's), unless [`Trace::with_max_states`] sets fewer.
pub const MAX_TRACE_STATES: usize = 2_000_000;

/// A step's number: 1 for the first step.
pub type StepId = u32;

/// An entry of the frontier or of OPEN as a step shows it.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct FrontierEntry<S> {
    /// The state waiting to be expanded.
    pub state: S,
    /// Its path cost.
    pub g: Cost,
    /// Its heuristic value (0 for blind algorithms).
    pub h: Cost,
    /// The value the algorithm orders by (see the module documentation).
    pub f: f64,
    /// The step whose expansion generated it along its current path (`None` for a root
    /// waiting to be expanded).
    pub parent: Option<StepId>,
}

/// What a step did with its node (see the module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Tested, not a goal, expanded.
    Expand,
    /// The start expanded at the beginning of an iteration (IDA*, iterative deepening).
    NewIteration,
    /// A goal: the search ends here.
    GoalTest,
}

/// What became of a child (see the module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ChildStatus {
    /// Added to OPEN.
    New,
    /// Already in OPEN or CLOSED with a g no worse: dropped.
    Duplicate,
    /// Already in OPEN or CLOSED, now with a smaller g: (put back) in OPEN from this node.
    Reopened,
    /// Cut by a bound, a depth limit or a beam's width.
    Pruned,
}

/// A successor generated by a step's expansion.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Child<S> {
    /// Its state.
    pub state: S,
    /// Its path cost through the expanded node.
    pub g: Cost,
    /// Its heuristic value (0 for blind algorithms).
    pub h: Cost,
    /// The value the algorithm orders by.
    pub f: f64,
    /// What became of it.
    pub status: ChildStatus,
}

/// The CLOSED list at a step: its size, and its states when there are at most [`MAX_LISTED`].
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Closed<S> {
    /// How many states it holds.
    pub size: u64,
    /// They, in the order they were closed, or `None` when there are too many to list.
    pub states: Option<Vec<S>>,
}

/// One step: a node taken up by the algorithm (see the module documentation).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct TraceStep<S> {
    /// 1 for the first step, then 2, 3...
    pub id: StepId,
    /// The step whose expansion generated this node (`None` for a root).
    pub parent: Option<StepId>,
    /// What was done with the node.
    pub phase: Phase,
    /// IDA*'s and iterative deepening's iteration.
    pub iteration: Option<u32>,
    /// The node's state.
    pub state: S,
    /// Its path cost (on the backward side of bidirectional BFS: the cost to the goal).
    pub g: Cost,
    /// Its heuristic value (0 for blind algorithms).
    pub h: Cost,
    /// The value the algorithm orders by.
    pub f: f64,
    /// Steps from the root of its search tree.
    pub depth: u32,
    /// Whether the backward side of bidirectional BFS took it up.
    pub backward: bool,
    /// The iteration's threshold: IDA*'s f bound, iterative deepening's depth limit.
    pub bound: Option<Cost>,
    /// How many nodes waited in the frontier when this node had just been taken from it.
    pub frontier_size: u64,
    /// The best few of them, the next to be expanded first.
    pub frontier: Vec<FrontierEntry<S>>,
    /// What its expansion generated, in the order the algorithm looked at them (empty on a
    /// goal-test step).
    pub children: Vec<Child<S>>,
    /// How many entries OPEN holds after the step.
    pub open_size: u64,
    /// OPEN after the step, in the order it will be popped, when it holds at most
    /// [`MAX_LISTED`] entries.
    pub open: Option<Vec<FrontierEntry<S>>>,
    /// CLOSED after the step.
    pub closed: Closed<S>,
    /// Bidirectional BFS's meeting (the goal-test step): the other side's step that generated
    /// the state met, `None` when it is that side's root.
    pub meeting_parent: Option<StepId>,
}

impl<S> TraceStep<S> {
    /// Step `id`, taking up `node` at `depth` in `phase`; everything else empty, to be filled
    /// in by the algorithm.
    pub(crate) fn new(id: StepId, phase: Phase, node: FrontierEntry<S>, depth: u32) -> Self {
        TraceStep {
            id,
            parent: None,
            phase,
            iteration: None,
            state: node.state,
            g: node.g,
            h: node.h,
            f: node.f,
            depth,
            backward: false,
            bound: None,
            frontier_size: 0,
            frontier: Vec::new(),
            children: Vec::new(),
            open_size: 0,
            open: None,
            closed: Closed {
                size: 0,
                states: None,
            },
            meeting_parent: None,
        }
    }

    /// How many states it holds in all.
    fn states_held(&self) -> usize {
        1 + self.frontier.len()
            + self.children.len()
            + self.open.as_ref().map_or(0, Vec::len)
            + self.closed.states.as_ref().map_or(0, Vec::len)
    }
}

/// `items()` when `size` is small enough to list (at most [`MAX_LISTED`]).
pub(crate) fn listed<T>(size: usize, items: impl FnOnce() -> Vec<T>) -> Option<Vec<T>> {
    (size <= MAX_LISTED).then(items)
}

/// Why a trace ends without a goal test.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TraceStop {
    /// The run's node budget was spent.
    NodeLimit,
    /// The run's time budget was spent.
    TimeLimit,
    /// The run's memory budget was spent.
    MemoryLimit,
    /// The run was cancelled.
    Cancelled,
    /// The recording reached its most steps (the run went on).
    MaxSteps,
    /// The recording reached the most states it may hold (the run went on).
    AnswerSize,
}

impl From<StopReason> for TraceStop {
    fn from(reason: StopReason) -> Self {
        match reason {
            StopReason::NodeLimit => TraceStop::NodeLimit,
            StopReason::TimeLimit => TraceStop::TimeLimit,
            StopReason::MemoryLimit => TraceStop::MemoryLimit,
            StopReason::Cancelled => TraceStop::Cancelled,
        }
    }
}

/// The steps of a run, in order.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Trace<S> {
    /// What was recorded.
    pub steps: Vec<TraceStep<S>>,
    /// Whether the run went on after recording stopped (at its most steps or states).
    pub truncated: bool,
    /// Why the trace ends without a goal test, if it was stopped (see the module
    /// documentation).
    pub stopped: Option<TraceStop>,
    /// Whether the last step is the goal test that ended the search.
    pub found: bool,
    /// The states from the start to the goal along the steps' parents, when found.
    pub path: Option<Vec<S>>,
    #[serde(skip)]
    max_steps: usize,
    #[serde(skip)]
    frontier_width: usize,
    #[serde(skip)]
    max_states: usize,
    #[serde(skip)]
    states_held: usize,
    #[serde(skip)]
    cut: Option<TraceStop>,
}

impl<S> Trace<S> {
    /// An empty trace that records at most `max_steps` steps (at most [`MAX_TRACE_STEPS`])
    /// with up to `frontier_width` frontier entries each (at most [`MAX_FRONTIER_SHOWN`]),
    /// holding at most [`MAX_TRACE_STATES`] states.
    pub fn new(max_steps: usize, frontier_width: usize) -> Self {
        Trace {
            steps: Vec::new(),
            truncated: false,
            stopped: None,
            found: false,
            path: None,
            max_steps: max_steps.min(MAX_TRACE_STEPS),
            frontier_width: frontier_width.min(MAX_FRONTIER_SHOWN),
            max_states: MAX_TRACE_STATES,
            states_held: 0,
            cut: None,
        }
    }

    /// The same, holding at most `max_states` states over all its steps (at most
    /// [`MAX_TRACE_STATES`]): a bound on its memory and on the size of an answer made of it.
    pub fn with_max_states(mut self, max_states: usize) -> Self {
        self.max_states = max_states.min(MAX_TRACE_STATES);
        self
    }

    /// The most steps it records.
    pub fn max_steps(&self) -> usize {
        self.max_steps
    }

    /// The step numbered `id`.
    pub fn step(&self, id: StepId) -> Option<&TraceStep<S>> {
        self.steps.get((id as usize).checked_sub(1)?)
    }

    /// Marks the end: why it stopped, whether it found a goal, and the path to it.
    fn finish(&mut self, claim: &Claim)
    where
        S: Clone,
    {
        self.stopped = self.cut.or(match claim {
            Claim::Stopped { reason } => Some(TraceStop::from(*reason)),
            _ => None,
        });
        let last = self.steps.last().filter(|s| s.phase == Phase::GoalTest);
        self.found = self.stopped.is_none() && last.is_some();
        self.path = match last {
            Some(goal) if self.found => Some(self.path_to(goal)),
            _ => None,
        };
    }

    /// The states along the parents of step `goal`, start first; for a bidirectional meeting,
    /// joined with the other side's chain.
    fn path_to(&self, goal: &TraceStep<S>) -> Vec<S>
    where
        S: Clone,
    {
        let chain = |from: Option<StepId>| -> Vec<S> {
            let mut states = Vec::new();
            let mut at = from;
            while let Some(step) = at.and_then(|id| self.step(id)) {
                states.push(step.state.clone());
                at = step.parent;
            }
            states
        };
        // this side: the goal-test step up to its root
        let mut own = vec![goal.state.clone()];
        own.extend(chain(goal.parent));
        let other = chain(goal.meeting_parent);
        if goal.backward {
            // own runs from the meeting back up to a goal; other from the meeting's
            // forward parent up to the start
            let mut path: Vec<S> = other.into_iter().rev().collect();
            path.extend(own);
            path
        } else {
            own.reverse();
            own.extend(other);
            own
        }
    }
}

/// What an algorithm tells about each step. Only this crate's algorithms call it.
pub trait Tracer<S> {
    /// Whether it records anything at all: `false` for [`NoTrace`], known when compiling, so
    /// that the code behind a `Recording` is removed even where the optimiser could not
    /// follow an empty `Option` through memory.
    const RECORDS: bool;
    /// A step begins: its id when it is recorded, `None` when it is not (always, for
    /// [`NoTrace`]). Called once for every step, recorded or not.
    fn begin(&mut self) -> Option<StepId>;
    /// How many frontier entries a step shows.
    fn frontier_width(&self) -> usize;
    /// Records the step that [`begin`](Tracer::begin) numbered.
    fn record(&mut self, step: TraceStep<S>);
    /// Marks child number `child` (0-based) of step `step` as pruned, when that step was
    /// recorded (beam search decides it after the step).
    fn prune(&mut self, step: StepId, child: usize);
}

/// Records nothing: what [`run`](crate::run) uses.
#[derive(Debug, Clone, Copy, Default)]
pub struct NoTrace;

impl<S> Tracer<S> for NoTrace {
    const RECORDS: bool = false;

    #[inline(always)]
    fn begin(&mut self) -> Option<StepId> {
        None
    }

    #[inline(always)]
    fn frontier_width(&self) -> usize {
        0
    }

    #[inline(always)]
    fn record(&mut self, _step: TraceStep<S>) {}

    #[inline(always)]
    fn prune(&mut self, _step: StepId, _child: usize) {}
}

impl<S> Tracer<S> for Trace<S> {
    const RECORDS: bool = true;

    fn begin(&mut self) -> Option<StepId> {
        if self.cut.is_none() && self.steps.len() >= self.max_steps {
            self.cut = Some(TraceStop::MaxSteps);
        }
        if self.cut.is_some() {
            self.truncated = true;
            return None;
        }
        StepId::try_from(self.steps.len() + 1).ok()
    }

    fn frontier_width(&self) -> usize {
        self.frontier_width
    }

    fn record(&mut self, step: TraceStep<S>) {
        if self.cut.is_some() {
            return;
        }
        let held = step.states_held();
        if self.states_held + held > self.max_states {
            self.cut = Some(TraceStop::AnswerSize);
            self.truncated = true;
            return;
        }
        self.states_held += held;
        self.steps.push(step);
    }

    fn prune(&mut self, step: StepId, child: usize) {
        let index = (step as usize).wrapping_sub(1);
        if let Some(c) = self
            .steps
            .get_mut(index)
            .and_then(|s| s.children.get_mut(child))
        {
            c.status = ChildStatus::Pruned;
        }
    }
}

/// The step an algorithm is filling in while it expands a node, if the tracer `T` records
/// it; never one for a tracer that records nothing, which the compiler knows.
pub(crate) struct Recording<S, T> {
    step: Option<TraceStep<S>>,
    tracer: PhantomData<fn(&T)>,
}

impl<S, T: Tracer<S>> Recording<S, T> {
    /// Begins a step on `tracer` (see [`Tracer::begin`]), made by `make` from its id when it
    /// is recorded.
    #[inline(always)]
    pub(crate) fn start(tracer: &mut T, make: impl FnOnce(StepId) -> TraceStep<S>) -> Self {
        Recording {
            step: if T::RECORDS {
                tracer.begin().map(make)
            } else {
                None
            },
            tracer: PhantomData,
        }
    }

    /// The step being filled in.
    #[inline(always)]
    pub(crate) fn get(&mut self) -> Option<&mut TraceStep<S>> {
        if T::RECORDS {
            self.step.as_mut()
        } else {
            None
        }
    }

    /// The step, done.
    #[inline(always)]
    pub(crate) fn finish(self) -> Option<TraceStep<S>> {
        if T::RECORDS {
            self.step
        } else {
            None
        }
    }
}

/// A run's report and its trace.
pub type TracedRun<P> = (
    Report<<P as Problem>::State, <P as Problem>::Action>,
    Trace<<P as Problem>::State>,
);

/// Runs `algorithm` like [`run`](crate::run) and records its steps: at most `max_steps` of
/// them (capped at [`MAX_TRACE_STEPS`]), each with up to `frontier_width` frontier entries
/// (capped at [`MAX_FRONTIER_SHOWN`]). The run itself goes on under `limits` after recording
/// stops; [`Trace::truncated`] then says so.
///
/// ```
/// use search::{examples::EightPuzzle, run_traced, Algorithm, Limits};
/// use search::trace::Phase;
///
/// let puzzle = EightPuzzle::parse("1 2 3/4 5 6/0 7 8").expect("valid puzzle");
/// let (report, trace) = run_traced(&puzzle, Algorithm::AStar, &Limits::none(), 100, 4)
///     .expect("A* runs on any problem");
/// // two expansions, then the goal test that ends the search
/// assert_eq!(report.stats.expanded, 2);
/// assert_eq!(trace.steps.len(), 3);
/// assert!(trace.found && !trace.truncated);
/// assert_eq!(trace.steps[2].phase, Phase::GoalTest);
/// assert_eq!(trace.path.as_ref().map(Vec::len), Some(3));
/// assert_eq!((trace.steps[0].g, trace.steps[0].h), (0, 2));
/// ```
pub fn run_traced<P: Problem>(
    problem: &P,
    algorithm: Algorithm,
    limits: &Limits,
    max_steps: usize,
    frontier_width: usize,
) -> Result<TracedRun<P>, SearchError> {
    run_recorded(
        problem,
        algorithm,
        limits,
        Trace::new(max_steps, frontier_width),
    )
}

/// Runs `algorithm` like [`run`](crate::run), recording its steps into `trace` (made with
/// [`Trace::new`], and [`Trace::with_max_states`] to bound its size).
pub fn run_recorded<P: Problem>(
    problem: &P,
    algorithm: Algorithm,
    limits: &Limits,
    mut trace: Trace<P::State>,
) -> Result<TracedRun<P>, SearchError> {
    let report = crate::algorithms::run_with(problem, algorithm, limits, &mut trace)?;
    trace.finish(&report.claim);
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

/// All `n` entries of a heap that `keep` accepts, greatest (next popped) first: the walk of
/// [`heap_best`], or a scan of the whole heap when stale entries cut the walk short.
pub(crate) fn heap_all<T: Ord + Clone>(
    heap: &BinaryHeap<T>,
    n: usize,
    mut keep: impl FnMut(&T) -> bool,
) -> Vec<T> {
    let best = heap_best(heap, n, &mut keep);
    if best.len() == n {
        return best;
    }
    let mut all: Vec<T> = heap.iter().filter(|e| keep(e)).cloned().collect();
    all.sort_unstable_by(|a, b| b.cmp(a));
    all
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
                let listed = heap_all(&heap, all.len(), |v| v % 3 != 0);
                assert_eq!(listed, all, "n {n}");
                all.truncate(k);
                assert_eq!(got, all, "n {n} k {k}");
            }
        }
        // many stale entries above the live ones cut the walk short: the scan lists them all
        let heap: BinaryHeap<u32> = (0..5000).collect();
        let live = |v: &u32| *v < 3;
        assert!(heap_best(&heap, 3, live).len() < 3);
        assert_eq!(heap_all(&heap, 3, live), vec![2, 1, 0]);
    }
}
