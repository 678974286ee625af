//! The exact solver: A* over sets of remaining tiles with a closed set, the consistent
//! matching bound of [`crate::bound`], the safe dominance rule and, when a clearing is already
//! known, pruning of every node that cannot beat it (branch and bound).

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
    pub cost: u64,
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
        lower_bound: u64,
        reason: StopReason,
    },
}

#[derive(Clone, Copy)]
struct Node {
    parent: u32,
    mv: Move,
    g: u32,
    h: u32,
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
        closed: false,
    });
    heap.push(Reverse((root_h, root_h, root)));
    stats.generated += 1;
    let mut arrangement = puzzle.new_arrangement();
    let mut moves: Vec<Move> = Vec::new();
    let mut child: Vec<u64> = vec![0; puzzle.words()];
    while let Some(Reverse((f, h, index))) = heap.pop() {
        let node = nodes[index as usize];
        if node.closed || node.g + node.h != f || node.h != h {
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
            let child_f = child_g + child_h;
            if u64::from(child_f) >= upper {
                continue;
            }
            let (child_index, new) = table.intern(&child);
            let entry = Node {
                parent: index,
                mv: *mv,
                g: child_g,
                h: child_h,
                closed: false,
            };
            if new {
                nodes.push(entry);
            } else {
                let known = &mut nodes[child_index as usize];
                if known.closed || known.g <= child_g {
                    stats.duplicates += 1;
                    continue;
                }
                *known = entry;
            }
            heap.push(Reverse((child_f, child_h, child_index)));
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
