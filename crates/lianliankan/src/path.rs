//! The path drawn for one removal: fewest turns, ties broken by the shortest length, found by
//! Dijkstra's algorithm over (cell, direction) so no turn-optimal path is missed.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use serde::Serialize;

use crate::board::Pos;
use crate::reach::Rows;

/// A connecting path between two tiles.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Path {
    /// Number of turns (segments - 1).
    pub turns: u32,
    /// Number of unit steps from one tile to the other.
    pub length: u32,
    /// The end tiles and every corner, in order, in board coordinates (ring = -1 and m/n).
    pub points: Vec<Pos>,
}

const STEPS: [(isize, isize); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

/// The best path from `src` to `dst` (padded coordinates) through `free` cells with at most
/// `max_turns` turns, or `None`.
pub fn best_path(
    free: &Rows,
    height: usize,
    width: usize,
    src: (usize, usize),
    dst: (usize, usize),
    max_turns: u32,
) -> Option<Path> {
    let index = |r: usize, c: usize, d: usize| (r * width + c) * 4 + d;
    let size = height * width * 4;
    let mut best = vec![u64::MAX; size];
    let mut parent = vec![usize::MAX; size];
    let mut heap = BinaryHeap::new();
    let weight = |turns: u64, length: u64| turns * 1_000_000 + length;
    let passable = |r: usize, c: usize| (r, c) == dst || free[r] & (1u64 << c) != 0;
    for (d, &(dr, dc)) in STEPS.iter().enumerate() {
        let (r, c) = (src.0 as isize + dr, src.1 as isize + dc);
        if r < 0 || c < 0 || r as usize >= height || c as usize >= width {
            continue;
        }
        let (r, c) = (r as usize, c as usize);
        if passable(r, c) {
            let i = index(r, c, d);
            best[i] = weight(0, 1);
            heap.push(Reverse((best[i], i)));
        }
    }
    while let Some(Reverse((cost, i))) = heap.pop() {
        if cost != best[i] {
            continue;
        }
        let d = i % 4;
        let cell = i / 4;
        let (r, c) = (cell / width, cell % width);
        if (r, c) == dst {
            return Some(rebuild(i, &parent, width, src, cost));
        }
        let turns = cost / 1_000_000;
        for (d2, &(dr, dc)) in STEPS.iter().enumerate() {
            if d2 == (d + 2) % 4 {
                continue;
            }
            let new_turns = turns + u64::from(d2 != d);
            if new_turns > u64::from(max_turns) {
                continue;
            }
            let (nr, nc) = (r as isize + dr, c as isize + dc);
            if nr < 0 || nc < 0 || nr as usize >= height || nc as usize >= width {
                continue;
            }
            let (nr, nc) = (nr as usize, nc as usize);
            if !passable(nr, nc) {
                continue;
            }
            let j = index(nr, nc, d2);
            let new_cost = weight(new_turns, cost % 1_000_000 + 1);
            if new_cost < best[j] {
                best[j] = new_cost;
                parent[j] = i;
                heap.push(Reverse((new_cost, j)));
            }
        }
    }
    None
}

fn to_board(width: usize, cell: usize) -> Pos {
    Pos::new((cell / width) as i32 - 1, (cell % width) as i32 - 1)
}

fn rebuild(end: usize, parent: &[usize], width: usize, src: (usize, usize), cost: u64) -> Path {
    let mut points = vec![to_board(width, end / 4)];
    let mut i = end;
    while parent[i] != usize::MAX {
        let p = parent[i];
        if p % 4 != i % 4 {
            points.push(to_board(width, p / 4));
        }
        i = p;
    }
    points.push(Pos::new(src.0 as i32 - 1, src.1 as i32 - 1));
    points.reverse();
    Path {
        turns: (cost / 1_000_000) as u32,
        length: (cost % 1_000_000) as u32,
        points,
    }
}
