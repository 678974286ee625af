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

/// Stored states at which A* stops whatever the limits say (a few GB at most), reported as
/// a node limit.
pub const MAX_NODES: usize = 30_000_000;

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
    let upper = incumbent.map_or(u64::MAX, |c| c.cost);
    let mut table = StateTable::new(puzzle.words());
    let mut nodes: Vec<Node> = Vec::new();
    let mut heap: BinaryHeap<Reverse<(u32, u32, u32)>> = BinaryHeap::new();
    let root_h = heuristic.of(start);
    let finish_without_better = || match incumbent {
        Some(c) => AstarOutcome::Optimal(c.clone()),
        None => AstarOutcome::NoClearing,
    };
    if root_h >= IMPOSSIBLE || u64::from(root_h) >= upper {
        return finish_without_better();
    }
    let root_x = extra(start);
    let (root, _) = table.intern(start);
    nodes.push(Node {
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
    heap.push(Reverse((root_h + root_x, root_h + root_x, root)));
    stats.generated += 1;
    let mut arrangement = puzzle.new_arrangement();
    let mut moves: Vec<Move> = Vec::new();
    let mut child: Vec<u64> = vec![0; puzzle.words()];
    while let Some(Reverse((f, h, index))) = heap.pop() {
        let node = nodes[index as usize];
        if node.closed || node.g + node.h + node.x != f || node.h + node.x != h {
            continue;
        }
        let out_of_memory = table.len() >= MAX_NODES;
        if let Some(reason) = budget
            .check(stats, heap.len() as u64)
            .or(out_of_memory.then_some(StopReason::NodeLimit))
        {
            return AstarOutcome::Stopped {
                lower_bound: u64::from(f).min(upper),
                reason,
            };
        }
        nodes[index as usize].closed = true;
        if node.h == 0 && table.get(index).iter().all(|&w| w == 0) {
            return AstarOutcome::Optimal(rebuild(&nodes, index));
        }
        stats.expanded += 1;
        let state = table.get(index).to_vec();
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
            let (child_index, new) = table.intern(&child);
            let child_x = if new {
                extra(&child)
            } else {
                let known = &nodes[child_index as usize];
                if known.g <= child_g {
                    stats.duplicates += 1;
                    continue;
                }
                // a better g for a known state (reopened if closed: h + x may be inconsistent)
                known.x
            };
            let child_f = child_g + child_h + child_x;
            if u64::from(child_f) >= upper {
                if new {
                    // keep the arena and the nodes in step; never opened
                    nodes.push(Node {
                        parent: index,
                        mv: *mv,
                        g: child_g,
                        h: child_h,
                        x: child_x,
                        closed: true,
                    });
                }
                continue;
            }
            let entry = Node {
                parent: index,
                mv: *mv,
                g: child_g,
                h: child_h,
                x: child_x,
                closed: false,
            };
            if new {
                nodes.push(entry);
            } else {
                nodes[child_index as usize] = entry;
            }
            heap.push(Reverse((child_f, child_h + child_x, child_index)));
        }
        stats.observe_frontier(heap.len());
    }
    finish_without_better()
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
