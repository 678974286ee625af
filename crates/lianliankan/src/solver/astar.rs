//! The exact solver: A* over sets of remaining tiles with a closed set, the consistent
//! matching bound of [`crate::bound`], the safe dominance rule and, when a clearing is already
//! known, pruning of every node that cannot beat it (branch and bound).
//!
//! [`astar_refined`] adds to the bound h an `extra(state)` such that h + extra is still
//! admissible (a lower bound on the cost still to pay), but maybe not consistent. A closed
//! state reached again with a smaller g is then reopened, which keeps A*'s invariant: some
//! open state lies on an optimal clearing (one that plays the same forced moves) with g equal
//! to that clearing's cost so far. Hence the least g + h + extra among open states, what a
//! stopped search reports, never exceeds the optimum, and the first clearing taken from the
//! open list is optimal. With extra = 0 ([`astar`]) h is consistent and nothing is reopened.
//!
//! [`AstarSearch`] is the same run, paused by its budget and resumed with another, its stored
//! states capped by a memory budget (a stop by [`StopReason::MemoryLimit`], with the bound
//! proven so far, never a claim that no clearing exists).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use search::{Budget, Stats, StopReason};

use crate::bound::IMPOSSIBLE;
use crate::puzzle::{Move, Puzzle};
use crate::solver::heuristic::Heuristic;
use crate::solver::table::StateTable;

/// A clearing and its cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clearing {
    /// Its cost (turns + 1 per removal).
    pub cost: u64,
    /// Its removals, in order.
    pub moves: Vec<Move>,
}

/// What the A* run established.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AstarOutcome {
    /// This clearing is optimal (it may be the incumbent handed in).
    Optimal(Clearing),
    /// No clearing exists (and no incumbent was given).
    NoClearing,
    /// Stopped by the limits: every clearing costs at least `lower_bound`.
    Stopped {
        /// The least f among the open states.
        lower_bound: u64,
        /// Which limit stopped it.
        reason: StopReason,
    },
}

#[derive(Clone, Copy)]
struct Node {
    parent: u32,
    mv: Move,
    g: u32,
    /// The consistent bound (kept for its incremental update).
    h: u32,
    /// The admissible addition to `h`.
    x: u32,
    closed: bool,
}

const ROOT: u32 = u32::MAX;

/// Bytes one stored state may take at most, all tables counted: its words in the arena, its
/// node, a heap entry and the hash slots, the growable ones twice over (a vector doubles
/// when full).
fn bytes_per_state(words: usize) -> usize {
    let grown =
        words * 8 + std::mem::size_of::<Node>() + 2 * std::mem::size_of::<(u32, u32, u32)>();
    2 * grown + 4 * 4
}

/// How many states A* may store within `memory` bytes (at least one).
pub fn states_within(memory: usize, words: usize) -> usize {
    (memory / bytes_per_state(words.max(1))).max(1)
}

/// Runs A* from `start`. With an `incumbent`, nodes with f >= its cost are pruned and the
/// incumbent is returned as optimal when nothing cheaper exists.
pub fn astar(
    puzzle: &Puzzle,
    heuristic: &Heuristic<'_>,
    start: &[u64],
    incumbent: Option<&Clearing>,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
) -> AstarOutcome {
    astar_refined(
        puzzle,
        heuristic,
        start,
        incumbent,
        budget,
        stats,
        &mut |_| 0,
    )
}

/// [`astar`] with `extra(state)` added to the bound of every state (see the module comment:
/// h + extra must be admissible).
pub fn astar_refined(
    puzzle: &Puzzle,
    heuristic: &Heuristic<'_>,
    start: &[u64],
    incumbent: Option<&Clearing>,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    extra: &mut dyn FnMut(&[u64]) -> u32,
) -> AstarOutcome {
    let mut search = AstarSearch::new(
        puzzle,
        heuristic,
        start,
        incumbent,
        budget.table_memory(),
        stats,
        extra,
    );
    search.run(budget, stats, extra)
}

/// An A* run that can be paused by its budget and resumed with another (the anytime solver
/// gives it a share of the time, runs the beams, then gives it the rest), and whose stored
/// states are capped by a memory budget: when they would outgrow it, the run stops with
/// [`StopReason::MemoryLimit`] and its proven bound.
pub struct AstarSearch<'p, 'h> {
    puzzle: &'p Puzzle,
    heuristic: &'h Heuristic<'p>,
    incumbent: Option<Clearing>,
    table: StateTable,
    nodes: Vec<Node>,
    heap: BinaryHeap<Reverse<(u32, u32, u32)>>,
    /// The most states stored (from the memory budget).
    max_states: usize,
    /// The answer once the run has settled the board (returned again by later runs).
    settled: Option<AstarOutcome>,
}

impl<'p, 'h> AstarSearch<'p, 'h> {
    /// A run from `start` (nothing expanded yet), keeping within `memory` bytes; `extra` as
    /// in [`astar_refined`].
    pub fn new(
        puzzle: &'p Puzzle,
        heuristic: &'h Heuristic<'p>,
        start: &[u64],
        incumbent: Option<&Clearing>,
        memory: usize,
        stats: &mut Stats,
        extra: &mut dyn FnMut(&[u64]) -> u32,
    ) -> Self {
        let mut search = AstarSearch {
            puzzle,
            heuristic,
            incumbent: incumbent.cloned(),
            table: StateTable::new(puzzle.words()),
            nodes: Vec::new(),
            heap: BinaryHeap::new(),
            max_states: states_within(memory, puzzle.words()),
            settled: None,
        };
        let root_h = heuristic.of(start);
        if root_h >= IMPOSSIBLE || u64::from(root_h) >= search.upper() {
            search.settled = Some(search.without_better());
            return search;
        }
        let root_x = extra(start);
        let (root, _) = search.table.intern(start);
        search.nodes.push(Node {
            parent: ROOT,
            mv: Move {
                a: 0,
                b: 0,
                turns: 0,
            },
            g: 0,
            h: root_h,
            x: root_x,
            closed: false,
        });
        search
            .heap
            .push(Reverse((root_h + root_x, root_h + root_x, root)));
        stats.generated += 1;
        search
    }

    /// Takes `clearing` as the incumbent if it is cheaper: later runs prune against it.
    pub fn improve(&mut self, clearing: &Clearing) {
        if clearing.cost < self.upper() {
            self.incumbent = Some(clearing.clone());
        }
    }

    /// The states stored so far.
    pub fn stored(&self) -> usize {
        self.table.len()
    }

    fn upper(&self) -> u64 {
        self.incumbent.as_ref().map_or(u64::MAX, |c| c.cost)
    }

    /// The answer when no open state is cheaper than the incumbent.
    fn without_better(&self) -> AstarOutcome {
        match &self.incumbent {
            Some(c) => AstarOutcome::Optimal(c.clone()),
            None => AstarOutcome::NoClearing,
        }
    }

    /// Goes on until the board is settled or `budget` (or the memory budget) stops it; a
    /// stopped run can be run again with a new budget and goes on where it stopped.
    pub fn run(
        &mut self,
        budget: &mut Budget<'_>,
        stats: &mut Stats,
        extra: &mut dyn FnMut(&[u64]) -> u32,
    ) -> AstarOutcome {
        if let Some(settled) = &self.settled {
            return settled.clone();
        }
        let outcome = self.expand_until_stopped(budget, stats, extra);
        if !matches!(outcome, AstarOutcome::Stopped { .. }) {
            self.settled = Some(outcome.clone());
        }
        outcome
    }

    fn expand_until_stopped(
        &mut self,
        budget: &mut Budget<'_>,
        stats: &mut Stats,
        extra: &mut dyn FnMut(&[u64]) -> u32,
    ) -> AstarOutcome {
        let (puzzle, heuristic) = (self.puzzle, self.heuristic);
        let upper = self.upper();
        let mut arrangement = puzzle.new_arrangement();
        let mut moves: Vec<Move> = Vec::new();
        let mut child: Vec<u64> = vec![0; puzzle.words()];
        while let Some(&Reverse((f, h, index))) = self.heap.peek() {
            let node = self.nodes[index as usize];
            if node.closed || node.g + node.h + node.x != f || node.h + node.x != h {
                self.heap.pop();
                continue;
            }
            if u64::from(f) >= upper {
                // an incumbent found since the open states were stored is no dearer than any
                return self.without_better();
            }
            // the node stays on the heap until expanded, so that a stopped run can go on
            let out_of_memory = self.table.len() >= self.max_states;
            if let Some(reason) = budget
                .check(stats, self.heap.len() as u64)
                .or(out_of_memory.then_some(StopReason::MemoryLimit))
            {
                return AstarOutcome::Stopped {
                    lower_bound: u64::from(f).min(upper),
                    reason,
                };
            }
            self.heap.pop();
            self.nodes[index as usize].closed = true;
            if node.h == 0 && self.table.get(index).iter().all(|&w| w == 0) {
                return AstarOutcome::Optimal(rebuild(&self.nodes, index));
            }
            stats.expanded += 1;
            let state = self.table.get(index).to_vec();
            puzzle.arrange_into(&state, &mut arrangement);
            moves.clear();
            puzzle.moves(&state, &arrangement, &mut moves);
            if let Some(mv) = puzzle.forced_move(&state, &moves, false) {
                moves.clear();
                moves.push(mv);
            }
            for mv in &moves {
                child.copy_from_slice(&state);
                puzzle.apply(&mut child, mv);
                let child_h = heuristic.after(&state, &child, node.h, mv);
                stats.generated += 1;
                if child_h >= IMPOSSIBLE {
                    continue;
                }
                let child_g = node.g + mv.cost();
                if u64::from(child_g + child_h) >= upper {
                    continue;
                }
                let (child_index, new) = self.table.intern(&child);
                let child_x = if new {
                    extra(&child)
                } else {
                    let known = &self.nodes[child_index as usize];
                    if known.g <= child_g {
                        stats.duplicates += 1;
                        continue;
                    }
                    // a better g for a known state (reopened if closed: h + x may be
                    // inconsistent)
                    known.x
                };
                let child_f = child_g + child_h + child_x;
                let entry = Node {
                    parent: index,
                    mv: *mv,
                    g: child_g,
                    h: child_h,
                    x: child_x,
                    closed: u64::from(child_f) >= upper,
                };
                if entry.closed {
                    if new {
                        // keep the arena and the nodes in step; never opened
                        self.nodes.push(entry);
                    }
                    continue;
                }
                if new {
                    self.nodes.push(entry);
                } else {
                    self.nodes[child_index as usize] = entry;
                }
                self.heap
                    .push(Reverse((child_f, child_h + child_x, child_index)));
            }
            stats.observe_frontier(self.heap.len());
        }
        self.without_better()
    }
}

fn rebuild(nodes: &[Node], goal: u32) -> Clearing {
    let mut moves = Vec::new();
    let mut index = goal;
    while nodes[index as usize].parent != ROOT {
        moves.push(nodes[index as usize].mv);
        index = nodes[index as usize].parent;
    }
    moves.reverse();
    Clearing {
        cost: u64::from(nodes[goal as usize].g),
        moves,
    }
}
