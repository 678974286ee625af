//! The chain reaction of one tap, tick by tick, in any [`Timing`] model.
//!
//! This is the one simulation used everywhere (game, solvers, animation). It works on raw
//! row-major cells so that solvers can run it on stack copies; an [`ChainObserver`] receives
//! every event (the no-op observer `()` compiles away).
//!
//! Droplets are event-driven: at launch, a droplet is scheduled to arrive at the first drop on
//! its line (or at the board's edge). Drops only ever disappear during a chain, so no earlier
//! stop is possible; if the drop has burst by the time the droplet arrives, the droplet flies
//! on and is rescheduled from there.

use crate::rules::Timing;

/// A direction of flight. Bursts launch droplets in this order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Dir {
    /// Towards row 0.
    Up,
    /// Towards the last row.
    Down,
    /// Towards column 0.
    Left,
    /// Towards the last column.
    Right,
}

impl Dir {
    /// The four directions, in launch order.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// `(row step, column step)`.
    pub fn delta(self) -> (i32, i32) {
        match self {
            Dir::Up => (-1, 0),
            Dir::Down => (1, 0),
            Dir::Left => (0, -1),
            Dir::Right => (0, 1),
        }
    }
}

/// Receives the events of a chain. Every method has an empty default.
///
/// Droplet ids count launches from 0 in the order droplets are launched. `tick` is the time
/// in ticks since the tap (tick 0).
pub trait ChainObserver {
    /// The tap created a size-1 drop on an empty cell.
    fn created(&mut self, _cell: usize) {}
    /// A droplet left `from` in direction `dir`.
    fn launched(&mut self, _id: u32, _from: usize, _dir: Dir, _tick: u32) {}
    /// A droplet was absorbed by the drop at `cell` (+1 water).
    fn absorbed(&mut self, _id: u32, _cell: usize, _tick: u32) {}
    /// A droplet reached a drop together with others that already filled it (sum policy):
    /// it is absorbed but its water is lost.
    fn spilled(&mut self, _id: u32, _cell: usize, _tick: u32) {}
    /// A droplet reached `cell` and flew on through it: its drop had burst earlier, or (cap
    /// policy) other droplets filled it in this tick.
    fn passed(&mut self, _id: u32, _cell: usize, _tick: u32) {}
    /// A droplet reached the edge of the board and was lost.
    fn left_board(&mut self, _id: u32, _tick: u32) {}
    /// The drop at `cell` burst.
    fn burst(&mut self, _cell: usize, _tick: u32) {}
}

impl ChainObserver for () {}

/// What one tap did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TapOutcome {
    /// The tap fell on an empty cell and created a drop.
    pub created: bool,
    /// Bursts in the chain, the tapped drop included.
    pub bursts: u32,
    /// Droplets whose water was lost (left the board, or spilled by the sum policy).
    pub lost: u32,
    /// The last tick at which anything happened.
    pub ticks: u32,
    /// Bit `i` set when cell `i` (for `i < 64`) was tapped or absorbed a droplet.
    pub touched: u64,
    /// Bit `i` set when cell `i` (for `i < 64`) burst.
    pub burst: u64,
}

#[derive(Debug, Clone, Copy)]
struct Droplet {
    id: u32,
    dir: Dir,
    /// Cell the droplet will reach next (may be just outside the board).
    row: i32,
    col: i32,
    /// Tick of that arrival.
    at: u32,
}

#[derive(Debug, Clone, Copy)]
struct Arrival {
    id: u32,
    dir: Dir,
    cell: usize,
    row: i32,
    col: i32,
}

/// Droplets are kept in buckets by arrival tick, in a ring: no flight is longer than
/// `2 * (MAX_SIDE + 1)` ticks.
const RING: usize = 64;

/// Reusable buffers for [`tap_cells`], so that solvers do not allocate per tap.
#[derive(Debug, Clone)]
pub struct ChainScratch {
    buckets: Vec<Vec<Droplet>>,
    arrivals: Vec<Arrival>,
    bursting: Vec<usize>,
}

impl Default for ChainScratch {
    fn default() -> Self {
        ChainScratch {
            buckets: vec![Vec::new(); RING],
            arrivals: Vec::new(),
            bursting: Vec::new(),
        }
    }
}

/// The geometry and timing a chain runs in.
#[derive(Debug, Clone, Copy)]
pub struct Grid {
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
    pub cols: usize,
    /// The timing model.
    pub timing: Timing,
}

impl Grid {
    #[inline]
    fn inside(&self, row: i32, col: i32) -> bool {
        (row as u32 as usize) < self.rows && (col as u32 as usize) < self.cols
    }

    /// Schedules a droplet at `(row, col)` at tick `now` flying along `dir`: its next arrival
    /// is at the first drop on the line, or at the edge. `launch` is true when it has just
    /// left a bursting drop (latency A: the first hop takes one tick, later ones two).
    #[inline]
    fn fly(
        &self,
        cells: &[u8],
        id: u32,
        dir: Dir,
        (row, col): (i32, i32),
        now: u32,
        launch: bool,
    ) -> Droplet {
        let (dr, dc) = dir.delta();
        let half = self.timing.half_cell_ticks();
        let (mut r, mut c, mut k) = (row + dr, col + dc, 1u32);
        while self.inside(r, c) && cells[r as usize * self.cols + c as usize] == 0 {
            r += dr;
            c += dc;
            k += 1;
        }
        let delay = if half { 2 * k - u32::from(launch) } else { k };
        Droplet {
            id,
            dir,
            row: r,
            col: c,
            at: now + delay,
        }
    }
}

/// Taps cell `index` of `cells` (row-major, `grid.rows x grid.cols`) and runs the chain to
/// its end. A tap on an empty cell creates a size-1 drop (callers enforce the empty-tap rule).
pub fn tap_cells<O: ChainObserver>(
    cells: &mut [u8],
    grid: Grid,
    index: usize,
    scratch: &mut ChainScratch,
    observer: &mut O,
) -> TapOutcome {
    let mut outcome = TapOutcome {
        touched: bit(index),
        ..TapOutcome::default()
    };
    if cells[index] == 0 {
        cells[index] = 1;
        outcome.created = true;
        observer.created(index);
        return outcome;
    }
    cells[index] += 1;
    if cells[index] <= crate::board::MAX_DROP {
        return outcome;
    }
    if scratch.buckets.len() != RING {
        *scratch = ChainScratch::default();
    }
    let ChainScratch {
        buckets,
        arrivals,
        bursting,
    } = scratch;
    let caps = grid.timing.caps();
    let mut in_flight = 0usize;
    let mut next_id = 0u32;
    bursting.clear();
    bursting.push(index);
    let mut now = 0u32;
    loop {
        // Burst phase of tick `now`.
        if bursting.len() > 1 {
            bursting.sort_unstable();
        }
        for &cell in bursting.iter() {
            cells[cell] = 0;
            outcome.bursts += 1;
            outcome.burst |= bit(cell);
            outcome.ticks = now;
            observer.burst(cell, now);
            let (row, col) = ((cell / grid.cols) as i32, (cell % grid.cols) as i32);
            for dir in Dir::ALL {
                observer.launched(next_id, cell, dir, now);
                let d = grid.fly(cells, next_id, dir, (row, col), now, true);
                buckets[d.at as usize % RING].push(d);
                in_flight += 1;
                next_id += 1;
            }
        }
        bursting.clear();
        if in_flight == 0 {
            break;
        }
        now += 1;
        while buckets[now as usize % RING].is_empty() {
            now += 1;
        }
        outcome.ticks = now;
        // Arrival phase: droplets due now leave the board, pass an emptied cell, or arrive.
        let mut due = std::mem::take(&mut buckets[now as usize % RING]);
        arrivals.clear();
        for d in due.drain(..) {
            if !grid.inside(d.row, d.col) {
                observer.left_board(d.id, now);
                outcome.lost += 1;
                in_flight -= 1;
                continue;
            }
            let cell = d.row as usize * grid.cols + d.col as usize;
            if cells[cell] == 0 {
                observer.passed(d.id, cell, now);
                let next = grid.fly(cells, d.id, d.dir, (d.row, d.col), now, false);
                buckets[next.at as usize % RING].push(next);
                continue;
            }
            in_flight -= 1;
            arrivals.push(Arrival {
                id: d.id,
                dir: d.dir,
                cell,
                row: d.row,
                col: d.col,
            });
        }
        buckets[now as usize % RING] = due;
        if arrivals.len() > 1 {
            arrivals.sort_unstable_by_key(|a| (a.cell, a.dir, a.id));
        }
        for a in arrivals.iter() {
            let value = cells[a.cell];
            if value <= crate::board::MAX_DROP {
                cells[a.cell] = value + 1;
                outcome.touched |= bit(a.cell);
                observer.absorbed(a.id, a.cell, now);
                if value == crate::board::MAX_DROP {
                    bursting.push(a.cell);
                }
            } else if caps {
                observer.passed(a.id, a.cell, now);
                let next = grid.fly(cells, a.id, a.dir, (a.row, a.col), now, false);
                buckets[next.at as usize % RING].push(next);
                in_flight += 1;
            } else {
                outcome.lost += 1;
                observer.spilled(a.id, a.cell, now);
            }
        }
    }
    outcome
}

fn bit(index: usize) -> u64 {
    if index < 64 {
        1 << index
    } else {
        0
    }
}
