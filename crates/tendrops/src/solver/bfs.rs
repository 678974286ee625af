//! Plain breadth-first search over (board, supply) with duplicate detection and nothing else:
//! the baseline the issue measures against ("50-100 s for a board that needs 8 taps").

use search::{Claim, Limits, Stats};

use super::packed::{pack, unpack, KeySet};
use super::{load, Solution, SolveError, SolveOptions};
use crate::board::Board;
use crate::chain::{tap_cells, ChainScratch, Grid};

struct Node {
    board: u128,
    supply: u32,
    parent: u32,
    tap: u8,
}

/// Breadth-first search: the first clear board found is at minimum depth.
pub fn solve_bfs(
    board: &Board,
    options: &SolveOptions,
    limits: &Limits,
) -> Result<Solution, SolveError> {
    let start = load(board)?;
    let n = board.len();
    let rules = options.rules;
    let grid = Grid {
        rows: board.rows(),
        cols: board.cols(),
        timing: rules.timing,
    };
    let mut budget = limits.start();
    let mut stats = Stats::default();
    let mut scratch = ChainScratch::default();
    let supply = options.start_supply();
    let mut solution = Solution::new("BFS (plain, de-duplicated)", board, options);
    // Until a limit stops it, an exhausted BFS proves that nothing clears the board.
    solution.claim = Claim::NoSolution;
    let mut nodes = vec![Node {
        board: pack(&start, n),
        supply,
        parent: u32::MAX,
        tap: 0,
    }];
    let mut seen: KeySet<(u128, u32)> = KeySet::default();
    seen.insert((nodes[0].board, supply));
    let mut found: Option<usize> = if board.is_clear() { Some(0) } else { None };
    let (mut layer_start, mut depth) = (0usize, 0u32);
    'layers: while found.is_none() && layer_start < nodes.len() {
        let layer_end = nodes.len();
        solution.lower_bound = depth + 1;
        for index in layer_start..layer_end {
            if let Some(reason) = budget.check(&stats, (layer_end - index) as u64) {
                solution.claim = Claim::Stopped { reason };
                break 'layers;
            }
            let (key, supply) = (nodes[index].board, nodes[index].supply);
            if supply == 0 {
                continue;
            }
            stats.expanded += 1;
            let cells = unpack(key, n);
            for i in 0..n {
                if cells[i] == 0 && !rules.empty_taps {
                    continue;
                }
                let mut child = cells;
                let outcome = tap_cells(&mut child[..n], grid, i, &mut scratch, &mut ());
                stats.generated += 1;
                let clear = child[..n].iter().all(|&v| v == 0);
                let next_supply = supply - 1
                    + rules.bonus(outcome.bursts)
                    + if clear { rules.clear_bonus } else { 0 };
                let child_key = pack(&child, n);
                if !seen.insert((child_key, next_supply)) {
                    stats.duplicates += 1;
                    continue;
                }
                nodes.push(Node {
                    board: child_key,
                    supply: next_supply,
                    parent: index as u32,
                    tap: i as u8,
                });
                if clear {
                    found = Some(nodes.len() - 1);
                    break 'layers;
                }
            }
            stats.observe_frontier(nodes.len() - index);
        }
        layer_start = layer_end;
        depth += 1;
    }
    if let Some(mut index) = found {
        let left = nodes[index].supply;
        let mut taps = Vec::new();
        while nodes[index].parent != u32::MAX {
            taps.push(board.pos(nodes[index].tap as usize));
            index = nodes[index].parent as usize;
        }
        taps.reverse();
        solution.taps = Some(taps.len() as u32);
        solution.lower_bound = taps.len() as u32;
        solution.sequence = taps;
        solution.solvable = Some(true);
        solution.optimal = true;
        solution.drops_left = Some(left);
        solution.claim = Claim::Optimal;
    } else if solution.claim == Claim::NoSolution {
        solution.solvable = Some(false);
    }
    stats.elapsed = budget.elapsed();
    solution.stats = stats;
    Ok(solution)
}
