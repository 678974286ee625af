//! Plain, obviously-correct reference implementations used to check the fast engine:
//! a breadth-first path search over (cell, direction, turns), step-by-step gravity, and an
//! exhaustive memoised search over whole boards.

#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};

use lianliankan::{Board, Cell, Gravity};

/// A board as a plain grid of codes (0 empty, -1 blocker, k tile), without the ring.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    pub rows: usize,
    pub cols: usize,
    pub cells: Vec<i64>,
}

impl Grid {
    pub fn from_board(board: &Board) -> Grid {
        Grid {
            rows: board.rows(),
            cols: board.cols(),
            cells: board.cells().iter().map(|c| c.code()).collect(),
        }
    }

    /// The code at board coordinates; the ring (and beyond) is empty.
    pub fn at(&self, r: i64, c: i64) -> i64 {
        if r < 0 || c < 0 || r >= self.rows as i64 || c >= self.cols as i64 {
            0
        } else {
            self.cells[r as usize * self.cols + c as usize]
        }
    }

    fn set(&mut self, r: usize, c: usize, v: i64) {
        self.cells[r * self.cols + c] = v;
    }

    pub fn tiles(&self) -> Vec<(i64, i64)> {
        let mut out = Vec::new();
        for r in 0..self.rows {
            for c in 0..self.cols {
                if self.cells[r * self.cols + c] > 0 {
                    out.push((r as i64, c as i64));
                }
            }
        }
        out
    }
}

/// A removal on the plain grid: the two cells (row, col) and the turns.
pub type Step = ((i64, i64), (i64, i64), u32);

const DIRS: [(i64, i64); 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

/// Fewest turns from `a` to `b` (cells must differ) and the fewest steps among such paths,
/// by BFS over (cell, direction, turns so far) with at most `max_turns` turns.
pub fn min_turns(grid: &Grid, a: (i64, i64), b: (i64, i64), max_turns: u32) -> Option<(u32, u32)> {
    let (h, w) = (grid.rows as i64 + 2, grid.cols as i64 + 2);
    // cells in ring coordinates -1..=rows
    let limit = max_turns.min((h * w) as u32) as usize;
    let key = |r: i64, c: i64, d: usize, t: usize| {
        (((r + 1) * w + (c + 1)) as usize * 4 + d) * (limit + 1) + t
    };
    let mut dist = vec![u32::MAX; (h * w) as usize * 4 * (limit + 1)];
    let mut queue = VecDeque::new();
    for (d, &(dr, dc)) in DIRS.iter().enumerate() {
        let (r, c) = (a.0 + dr, a.1 + dc);
        if r < -1 || c < -1 || r > grid.rows as i64 || c > grid.cols as i64 {
            continue;
        }
        if (r, c) == b || grid.at(r, c) == 0 {
            dist[key(r, c, d, 0)] = 1;
            queue.push_back((r, c, d, 0usize));
        }
    }
    let mut best: Option<(u32, u32)> = None;
    while let Some((r, c, d, t)) = queue.pop_front() {
        let steps = dist[key(r, c, d, t)];
        if (r, c) == b {
            let candidate = (t as u32, steps);
            best = Some(best.map_or(candidate, |old| old.min(candidate)));
            continue;
        }
        for (d2, &(dr, dc)) in DIRS.iter().enumerate() {
            let t2 = t + usize::from(d2 != d);
            if t2 > limit {
                continue;
            }
            let (r2, c2) = (r + dr, c + dc);
            if r2 < -1 || c2 < -1 || r2 > grid.rows as i64 || c2 > grid.cols as i64 {
                continue;
            }
            if (r2, c2) != b && grid.at(r2, c2) != 0 {
                continue;
            }
            let k = key(r2, c2, d2, t2);
            if dist[k] == u32::MAX {
                dist[k] = steps + 1;
                queue.push_back((r2, c2, d2, t2));
            }
        }
    }
    best
}

/// Which way a tile at (r, c) slides under `gravity`, or None.
fn sink_step(grid: &Grid, gravity: Gravity, r: usize, c: usize) -> Option<(i64, i64)> {
    let (mid_r, mid_c) = (grid.rows / 2, grid.cols / 2);
    match gravity {
        Gravity::None => None,
        Gravity::Down => Some((1, 0)),
        Gravity::Up => Some((-1, 0)),
        Gravity::Left => Some((0, -1)),
        Gravity::Right => Some((0, 1)),
        Gravity::TowardMiddleRow => Some(if r < mid_r { (1, 0) } else { (-1, 0) }),
        Gravity::AwayFromMiddleRow => Some(if r < mid_r { (-1, 0) } else { (1, 0) }),
        Gravity::TowardMiddleCol => Some(if c < mid_c { (0, 1) } else { (0, -1) }),
        Gravity::AwayFromMiddleCol => Some(if c < mid_c { (0, -1) } else { (0, 1) }),
    }
}

/// Lets tiles slide one cell at a time until none can move (never across the middle line
/// for the centre variants, never off the board, never into blockers or tiles).
pub fn settle(grid: &mut Grid, gravity: Gravity) {
    let (mid_r, mid_c) = (grid.rows / 2, grid.cols / 2);
    loop {
        let mut moved = false;
        for r in 0..grid.rows {
            for c in 0..grid.cols {
                let v = grid.cells[r * grid.cols + c];
                if v <= 0 {
                    continue;
                }
                let Some((dr, dc)) = sink_step(grid, gravity, r, c) else {
                    continue;
                };
                let (r2, c2) = (r as i64 + dr, c as i64 + dc);
                if r2 < 0 || c2 < 0 || r2 >= grid.rows as i64 || c2 >= grid.cols as i64 {
                    continue;
                }
                let (r2, c2) = (r2 as usize, c2 as usize);
                let crosses = match gravity {
                    Gravity::TowardMiddleRow | Gravity::AwayFromMiddleRow => {
                        (r < mid_r) != (r2 < mid_r)
                    }
                    Gravity::TowardMiddleCol | Gravity::AwayFromMiddleCol => {
                        (c < mid_c) != (c2 < mid_c)
                    }
                    _ => false,
                };
                if crosses || grid.cells[r2 * grid.cols + c2] != 0 {
                    continue;
                }
                grid.set(r2, c2, v);
                grid.set(r, c, 0);
                moved = true;
            }
        }
        if !moved {
            return;
        }
    }
}

/// Every legal removal in `grid`: (a, b, turns).
pub fn removals(grid: &Grid, max_turns: u32) -> Vec<Step> {
    let tiles = grid.tiles();
    let mut out = Vec::new();
    for i in 0..tiles.len() {
        for j in i + 1..tiles.len() {
            let (a, b) = (tiles[i], tiles[j]);
            if grid.at(a.0, a.1) != grid.at(b.0, b.1) {
                continue;
            }
            if let Some((t, _)) = min_turns(grid, a, b, max_turns) {
                out.push((a, b, t));
            }
        }
    }
    out
}

/// Least total cost (sum of turns + 1) to clear `grid` (already settled), or None.
pub fn least_cost(
    grid: &Grid,
    max_turns: u32,
    gravity: Gravity,
    memo: &mut HashMap<Grid, Option<u64>>,
) -> Option<u64> {
    if grid.tiles().is_empty() {
        return Some(0);
    }
    if let Some(&known) = memo.get(grid) {
        return known;
    }
    let mut best: Option<u64> = None;
    for (a, b, t) in removals(grid, max_turns) {
        let mut next = grid.clone();
        next.set(a.0 as usize, a.1 as usize, 0);
        next.set(b.0 as usize, b.1 as usize, 0);
        settle(&mut next, gravity);
        if let Some(rest) = least_cost(&next, max_turns, gravity, memo) {
            let total = rest + u64::from(t) + 1;
            best = Some(best.map_or(total, |old: u64| old.min(total)));
        }
    }
    memo.insert(grid.clone(), best);
    best
}

/// Least cost of a board under the rules (settling it first under gravity).
pub fn board_least_cost(board: &Board, max_turns: u32, gravity: Gravity) -> Option<u64> {
    let mut grid = Grid::from_board(board);
    settle(&mut grid, gravity);
    least_cost(&grid, max_turns, gravity, &mut HashMap::new())
}

/// Replays removals given as board positions on the plain grid, checking every rule; returns
/// the total cost.
pub fn replay(
    board: &Board,
    max_turns: u32,
    gravity: Gravity,
    steps: &[Step],
) -> Result<u64, String> {
    let mut grid = Grid::from_board(board);
    settle(&mut grid, gravity);
    let mut cost = 0;
    for (i, &(a, b, turns)) in steps.iter().enumerate() {
        let (ka, kb) = (grid.at(a.0, a.1), grid.at(b.0, b.1));
        if ka <= 0 || ka != kb || a == b {
            return Err(format!(
                "step {}: {a:?} and {b:?} are not two tiles of one kind",
                i + 1
            ));
        }
        match min_turns(&grid, a, b, max_turns) {
            Some((t, _)) if t == turns => {}
            other => {
                return Err(format!(
                    "step {}: claimed {turns} turns, reference says {other:?}",
                    i + 1
                ))
            }
        }
        grid.set(a.0 as usize, a.1 as usize, 0);
        grid.set(b.0 as usize, b.1 as usize, 0);
        settle(&mut grid, gravity);
        cost += u64::from(turns) + 1;
    }
    if !grid.tiles().is_empty() {
        return Err("tiles left".into());
    }
    Ok(cost)
}

/// A board from codes (tests build them freely).
/// A board from random codes in {-1, 0, 1..=kinds}: a kind with an odd count loses its last
/// tile (made empty), so that every kind can be paired.
pub fn even_board(rows: usize, cols: usize, mut codes: Vec<i64>, kinds: i64) -> Board {
    for kind in 1..=kinds {
        let count = codes.iter().filter(|&&v| v == kind).count();
        if count % 2 == 1 {
            if let Some(last) = codes.iter().rposition(|&v| v == kind) {
                codes[last] = 0;
            }
        }
    }
    board(rows, cols, &codes)
}

/// Turn limits 0..=3 and unlimited.
pub fn turn_limit() -> impl proptest::strategy::Strategy<Value = lianliankan::MaxTurns> {
    use proptest::prelude::*;
    prop_oneof![
        (0u32..=3).prop_map(lianliankan::MaxTurns::Limit),
        Just(lianliankan::MaxTurns::Any)
    ]
}

pub fn board(rows: usize, cols: usize, codes: &[i64]) -> Board {
    let cells = codes
        .iter()
        .map(|&v| match v {
            0 => Cell::Empty,
            -1 => Cell::Blocker,
            k => Cell::Tile(k as u32),
        })
        .collect();
    Board::new(rows, cols, cells).expect("test board is valid")
}
