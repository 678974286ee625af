//! The seed report's method, for teaching comparisons: A* with f = g + (remaining pairs), no
//! closed set, and at most `branch_cap` successors per node (for each tile in reading order,
//! its fewest-turn partner; duplicates dropped). With a cap it is fast and not optimal.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use search::{Claim, Limits, Stats};

use crate::puzzle::{Move, Puzzle};
use crate::reach::{min_turns_to, UNREACHABLE};
use crate::solver::astar::Clearing;
use crate::solver::{finish, Solution};
use crate::tileset::{contains, iter_words};

/// The seed's successor list: per tile in reading order of the current board, its fewest-turn
/// partner, until `cap` distinct removals are found.
fn capped_moves(
    puzzle: &Puzzle,
    state: &[u64],
    arr: &crate::puzzle::Arrangement,
    cap: usize,
) -> Vec<Move> {
    let mut order: Vec<usize> = iter_words(state).collect();
    order.sort_by_key(|&t| arr.pos[t]);
    let mut out: Vec<Move> = Vec::new();
    let mut turns = Vec::new();
    for &a in &order {
        let kind = &puzzle.kinds()[puzzle.tiles()[a].kind_index];
        let mut partners: Vec<usize> = kind
            .tiles
            .iter()
            .copied()
            .filter(|&t| t != a && contains(state, t))
            .collect();
        partners.sort_by_key(|&t| arr.pos[t]);
        let targets: Vec<(usize, usize)> = partners.iter().map(|&t| arr.pos[t]).collect();
        turns.resize(targets.len(), 0);
        let limit = puzzle.rules().max_turns.as_u32();
        min_turns_to(
            &arr.free,
            puzzle.board().rows() + 2,
            arr.pos[a],
            &targets,
            limit,
            &mut turns,
        );
        let best = turns
            .iter()
            .enumerate()
            .filter(|(_, &t)| t != UNREACHABLE)
            .min_by_key(|(_, &t)| t);
        if let Some((j, &t)) = best {
            let (x, y) = (a.min(partners[j]), a.max(partners[j]));
            if !out.iter().any(|m| m.a == x && m.b == y) {
                out.push(Move {
                    a: x,
                    b: y,
                    turns: t,
                });
                if out.len() >= cap {
                    break;
                }
            }
        }
    }
    out
}

/// Runs the seed's branch-capped A* from the initial board.
pub fn report_astar(puzzle: &Puzzle, branch_cap: usize, limits: &Limits) -> Solution {
    let start = puzzle.initial();
    let name = format!("the homework's A* (branch cap {branch_cap}, no closed list)");
    let mut budget = limits.start();
    let mut stats = Stats::default();
    // node: (state, g, parent, move)
    let mut nodes: Vec<(Vec<u64>, u32, usize, Move)> = vec![(
        start.words().to_vec(),
        0,
        usize::MAX,
        Move {
            a: 0,
            b: 0,
            turns: 0,
        },
    )];
    let pairs = |s: &[u64]| iter_words(s).count() as u32 / 2;
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((pairs(start.words()), 0usize)));
    let mut arrangement = puzzle.new_arrangement();
    let root_bound = u64::from(puzzle.lower_bound(start.words()));
    while let Some(Reverse((_, index))) = heap.pop() {
        if let Some(reason) = budget.check(&stats, heap.len() as u64) {
            stats.elapsed = budget.elapsed();
            return finish(
                puzzle,
                &start,
                &name,
                None,
                Claim::Stopped { reason },
                root_bound,
                stats,
            );
        }
        let (state, g, _, _) = nodes[index].clone();
        if state.iter().all(|&w| w == 0) {
            let mut moves = Vec::new();
            let mut i = index;
            while nodes[i].2 != usize::MAX {
                moves.push(nodes[i].3);
                i = nodes[i].2;
            }
            moves.reverse();
            stats.elapsed = budget.elapsed();
            let clearing = Clearing {
                cost: u64::from(g),
                moves,
            };
            return finish(
                puzzle,
                &start,
                &name,
                Some(clearing),
                Claim::Heuristic,
                root_bound,
                stats,
            );
        }
        stats.expanded += 1;
        puzzle.arrange_into(&state, &mut arrangement);
        for mv in capped_moves(puzzle, &state, &arrangement, branch_cap) {
            let mut child = state.clone();
            puzzle.apply(&mut child, &mv);
            let child_g = g + mv.cost();
            let f = child_g + pairs(&child);
            nodes.push((child, child_g, index, mv));
            heap.push(Reverse((f, nodes.len() - 1)));
            stats.generated += 1;
        }
        stats.observe_frontier(heap.len());
    }
    stats.elapsed = budget.elapsed();
    finish(
        puzzle,
        &start,
        &name,
        None,
        Claim::Failed,
        root_bound,
        stats,
    )
}
