//! The fallback solver: weighted A* (f = g + w·h) on packed boards.
//!
//! With an admissible heuristic, weighted A* finds a solution at most `w` times the optimum,
//! much faster than an optimal search: it is what gives the 24-puzzle a solution in well
//! under a second. The pattern databases are admissible but not consistent (see
//! [`crate::pdb`]), so a cheaper path to an expanded state reopens it (with a consistent
//! heuristic that never happens); that keeps the bound. States are boards packed in a `u128` ([`Board::pack`]), kept in a hash map with a
//! multiplicative hash; ties on f go to the deeper node.

use std::cmp::Reverse;
use std::collections::hash_map::Entry;
use std::collections::{BinaryHeap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

use search::{Budget, Stats, StopReason};

use crate::board::Board;
use crate::heuristic::Evaluator;

/// A hasher for packed boards: folds the 128 bits and multiplies (the bits are already
/// well spread; a cryptographic hash would only cost time).
#[derive(Default)]
pub(crate) struct PackHasher(u64);

impl Hasher for PackHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(5) ^ u64::from(b)).wrapping_mul(0x517c_c1b7_2722_0a95);
        }
    }

    fn write_u128(&mut self, n: u128) {
        let folded = (n as u64) ^ ((n >> 64) as u64).rotate_left(29);
        self.0 = (self.0 ^ folded).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        self.0 ^= self.0 >> 29;
    }
}

/// A hash map keyed by packed boards.
pub(crate) type PackMap<V> = HashMap<u128, V, BuildHasherDefault<PackHasher>>;

struct Node {
    board: u128,
    parent: u32,
    tile: u8,
    g: u32,
    closed: bool,
}

/// A weight as an integer per mille, so priorities are exact integers.
fn per_mille(weight: f64) -> u64 {
    (weight.clamp(1.0, 1000.0) * 1000.0).round() as u64
}

/// Weighted A* from `board` towards the evaluator's goal (reachable, not reached). Returns
/// the moves found, or why it stopped.
pub(crate) fn weighted_astar(
    board: &Board,
    evaluator: &Evaluator,
    weight: f64,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
) -> Result<Vec<u8>, StopReason> {
    let size = board.size();
    let goal = *evaluator.goal().board();
    let w = per_mille(weight);
    let priority = |g: u32, h: u32| 1000 * u64::from(g) + w * u64::from(h);
    let mut nodes = vec![Node {
        board: board.pack(),
        parent: u32::MAX,
        tile: 0,
        g: 0,
        closed: false,
    }];
    let mut index: PackMap<u32> = PackMap::default();
    index.insert(board.pack(), 0);
    // (priority, deeper first, node)
    let mut open = BinaryHeap::new();
    open.push(Reverse((
        priority(0, evaluator.estimate(board)),
        Reverse(0u32),
        0u32,
    )));
    while let Some(Reverse((_, Reverse(g), id))) = open.pop() {
        let node = &mut nodes[id as usize];
        if node.closed || node.g != g {
            stats.duplicates += 1;
            continue;
        }
        node.closed = true;
        let current = Board::unpack(size, node.board);
        if current == goal {
            return Ok(path_to(&nodes, id));
        }
        stats.expanded += 1;
        if let Some(reason) = budget.check(stats, open.len() as u64) {
            return Err(reason);
        }
        let last = node.tile;
        for mv in current.legal_moves() {
            if mv.0 == last {
                continue;
            }
            stats.generated += 1;
            let mut child = current;
            if child.apply(mv).is_err() {
                continue;
            }
            let key = child.pack();
            let child_g = g + 1;
            let child_id = match index.entry(key) {
                Entry::Occupied(e) => {
                    let old = &mut nodes[*e.get() as usize];
                    if old.g <= child_g {
                        stats.duplicates += 1;
                        continue;
                    }
                    // A cheaper path (the heuristic is inconsistent here): reopen.
                    old.closed = false;
                    old.g = child_g;
                    old.parent = id;
                    old.tile = mv.0;
                    *e.get()
                }
                Entry::Vacant(e) => {
                    let child_id = nodes.len() as u32;
                    e.insert(child_id);
                    nodes.push(Node {
                        board: key,
                        parent: id,
                        tile: mv.0,
                        g: child_g,
                        closed: false,
                    });
                    child_id
                }
            };
            let h = evaluator.estimate(&child);
            open.push(Reverse((priority(child_g, h), Reverse(child_g), child_id)));
        }
        stats.observe_frontier(open.len());
    }
    // Unreachable for a solvable board; report it as a stop rather than panic.
    Err(StopReason::NodeLimit)
}

fn path_to(nodes: &[Node], mut id: u32) -> Vec<u8> {
    let mut moves = Vec::new();
    while nodes[id as usize].parent != u32::MAX {
        moves.push(nodes[id as usize].tile);
        id = nodes[id as usize].parent;
    }
    moves.reverse();
    moves
}

/// Whether replaying `moves` from `board` reaches the goal.
#[cfg(test)]
pub(crate) fn reaches_goal(board: &Board, moves: &[u8]) -> bool {
    use crate::moves::Move;
    let mut b = *board;
    moves.iter().all(|&t| b.apply(Move(t)).is_ok()) && b.is_solved()
}

#[cfg(test)]
mod tests {
    use super::*;
    use search::Limits;

    #[test]
    fn finds_a_solution_within_the_weight() {
        let board: Board = "8 6 7/2 5 4/3 0 1".parse().unwrap();
        let evaluator = Evaluator::new(
            crate::Heuristic::Manhattan,
            crate::Size::Three,
            &crate::test_cache(),
        )
        .unwrap();
        for weight in [1.0, 1.5, 3.0] {
            let limits = Limits::none();
            let mut stats = Stats::default();
            let moves = weighted_astar(&board, &evaluator, weight, &mut limits.start(), &mut stats)
                .unwrap();
            assert!(reaches_goal(&board, &moves));
            assert!(
                moves.len() as f64 <= 31.0 * weight,
                "{weight}: {}",
                moves.len()
            );
            if weight == 1.0 {
                assert_eq!(moves.len(), 31);
            }
        }
    }

    #[test]
    fn packed_hash_spreads() {
        let mut seen = std::collections::HashSet::new();
        for i in 0..1000u128 {
            let mut h = PackHasher::default();
            h.write_u128(i << 60 | i);
            seen.insert(h.finish() >> 54);
        }
        assert!(seen.len() > 500);
    }
}
