//! Macro moves for the exact solver: "raise some drops with quiet taps, then tap a 4".
//!
//! A quiet tap (one that bursts nothing) commutes with any later tap whose chain does not burst
//! its drop: a drop that does not burst absorbs every droplet reaching it, raised or not, so
//! the chain is the same. Postponing taps never runs the supply dry earlier, so some optimal
//! solution is a series of macro moves: quiet taps on drops that all burst in the chain of the
//! bursting tap that follows. Within a macro, quiet taps commute, so only their counts matter.
//!
//! Rather than trying every multiset of quiet taps, [`enumerate`] runs the chain of each
//! tapped cell and decides raises lazily: when droplets reach a drop, it may have been raised
//! beforehand just enough to burst now (the sum policy never gains from more; the cap policy
//! may, as more droplets then fly on). With empty taps, an empty cell first reached by a
//! droplet may have been created beforehand (it must then burst in this chain). Every
//! sequence of decisions is one macro move; each costs its raises plus one tap.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

use search::{Limits, StopReason};

use super::bound::{lower_bound, shortfall, Shortfall};
use super::packed::{Cells, MAX_CELLS};
use crate::board::MAX_DROP;
use crate::chain::{Dir, Grid};

/// The result of one macro move.
#[derive(Debug, Clone, Copy)]
pub struct Leaf {
    pub cells: Cells,
    /// Quiet taps used (raises and creations); the macro costs `quiet + 1` taps.
    pub quiet: u32,
    pub bursts: u32,
    /// The board is clear.
    pub clear: bool,
    /// The lower bound of [`super::bound`] on the taps still needed after this macro.
    pub bound: u32,
    /// (cell, quiet taps on it) in the order decided; the tapped cell is included.
    pub raises: [(u8, u8); MAX_CELLS],
    pub raise_count: u8,
    pub tap: u8,
}

#[derive(Debug, Clone, Copy)]
struct Droplet {
    dir: Dir,
    row: i8,
    col: i8,
    at: u16,
}

const NO_DROPLET: Droplet = Droplet {
    dir: Dir::Up,
    row: 0,
    col: 0,
    at: 0,
};
/// Every drop bursts at most once per chain, so at most 4 droplets per cell are ever launched.
const MAX_DROPLETS: usize = 4 * MAX_CELLS;

/// A chain in progress, with the decisions taken so far. Plain data, copied at each branch.
#[derive(Clone, Copy)]
struct Sim {
    cells: Cells,
    /// Empty cells already reached by a droplet (too late to create a drop there).
    reached: u64,
    /// Cells created for this macro: they must burst before it ends.
    created: u64,
    burst: u64,
    /// Cells that reached 5 in this tick and burst at its end.
    bursting: u64,
    quiet: u32,
    bursts: u32,
    now: u32,
    raise_count: u8,
    raises: [(u8, u8); MAX_CELLS],
    droplet_count: u8,
    droplets: [Droplet; MAX_DROPLETS],
}

impl Sim {
    fn push(&mut self, d: Droplet) {
        self.droplets[self.droplet_count as usize] = d;
        self.droplet_count += 1;
    }

    fn remove(&mut self, i: usize) {
        self.droplet_count -= 1;
        self.droplets[i] = self.droplets[self.droplet_count as usize];
    }

    fn raise(&mut self, cell: usize, count: u32) {
        self.raises[self.raise_count as usize] = (cell as u8, count as u8);
        self.raise_count += 1;
    }
}

/// When a search must stop: its deadline and its cancel flag. One node's enumeration can take
/// long, so it looks at these too.
#[derive(Debug, Clone, Default)]
pub struct Interrupt {
    pub deadline: Option<Instant>,
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Interrupt {
    /// The deadline and cancel flag of `limits`, counted from now.
    pub fn from_limits(limits: &Limits) -> Self {
        Interrupt {
            // a budget beyond the clock's range is no deadline
            deadline: limits.max_time.and_then(|t| Instant::now().checked_add(t)),
            cancel: limits.cancel.clone(),
        }
    }

    /// Why the search must stop now, if it must.
    pub fn reason(&self) -> Option<StopReason> {
        if self
            .cancel
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
        {
            return Some(StopReason::Cancelled);
        }
        self.deadline
            .is_some_and(|d| Instant::now() >= d)
            .then_some(StopReason::TimeLimit)
    }
}

/// Completed macros between two looks at the [`Interrupt`].
const INTERRUPT_EVERY: u64 = 1024;

/// Where [`Enumerator::enumerate`] puts the macro moves it finds.
pub struct Leaves {
    pub list: Vec<Leaf>,
    /// Stop enumerating as soon as a macro clears the board.
    pub stop_at_clear: bool,
    /// A macro in `list` clears the board (only tracked with `stop_at_clear`).
    pub found_clear: bool,
    /// Macros completed, including those the lookahead dropped at the end (the "generated"
    /// count of the statistics).
    pub completed: u64,
    /// The fewest taps (this macro's and the later ones the bound requires) of any macro
    /// dropped by the lookahead, `u32::MAX` if none was: the next depth limit to try.
    pub least_cut: u32,
    /// Looked at now and then; when it fires, the enumeration stops and says why here.
    pub interrupt: Interrupt,
    pub interrupted: Option<StopReason>,
}

impl Leaves {
    /// An empty sink; `stop_at_clear` as given.
    pub fn new(stop_at_clear: bool, interrupt: Interrupt) -> Self {
        Leaves {
            list: Vec::new(),
            stop_at_clear,
            found_clear: false,
            completed: 0,
            least_cut: u32::MAX,
            interrupt,
            interrupted: None,
        }
    }

    /// The enumeration should end now (a clear found, or interrupted).
    pub fn done(&self) -> bool {
        self.found_clear || self.interrupted.is_some()
    }

    fn push(&mut self, leaf: Leaf) {
        self.found_clear |= self.stop_at_clear && leaf.clear;
        self.list.push(leaf);
    }
}

/// How many quiet taps a macro may use. With `lookahead`, the caller wants only macros that
/// can still be followed by a clear within `remaining` taps (the macro's own included), and
/// macros are dropped as soon as the bound of [`super::bound`] shows they cannot.
#[derive(Debug, Clone, Copy)]
pub struct Quota {
    pub max: u32,
    pub remaining: u32,
    pub lookahead: bool,
}

/// Enumerates macro moves from one board.
pub struct Enumerator {
    pub grid: Grid,
    pub empty_taps: bool,
}

impl Enumerator {
    fn inside(&self, row: i8, col: i8) -> bool {
        row >= 0 && col >= 0 && (row as usize) < self.grid.rows && (col as usize) < self.grid.cols
    }

    /// Schedules a droplet: it stops at the first drop, the edge, or (when a drop could still
    /// be created there) the first empty cell not yet reached by any droplet.
    fn fly(
        &self,
        sim: &Sim,
        dir: Dir,
        (row, col): (i8, i8),
        now: u32,
        launch: bool,
        can_create: bool,
    ) -> Droplet {
        let (dr, dc) = dir.delta();
        let (dr, dc) = (dr as i8, dc as i8);
        let (mut r, mut c, mut k) = (row + dr, col + dc, 1u32);
        while self.inside(r, c) {
            let i = r as usize * self.grid.cols + c as usize;
            if sim.cells[i] != 0 || (can_create && sim.reached & (1 << i) == 0) {
                break;
            }
            r += dr;
            c += dc;
            k += 1;
        }
        let delay = if self.grid.timing.half_cell_ticks() {
            2 * k - u32::from(launch)
        } else {
            k
        };
        Droplet {
            dir,
            row: r,
            col: c,
            at: (now + delay) as u16,
        }
    }

    /// Puts a droplet in flight, unless it is bound for the edge: nothing can stop it then
    /// (no drop lies ahead, and every empty cell ahead was reached too early or no quiet tap
    /// is left to create one), so it only leaves the board and its water is lost.
    fn send(&self, sim: &mut Sim, d: Droplet) {
        if self.inside(d.row, d.col) {
            sim.push(d);
        }
    }

    /// Every macro move whose tapped cell is `tap` and whose quiet taps number at most
    /// `budget`, appended to `out`.
    pub fn enumerate(&self, cells: &Cells, tap: usize, budget: Quota, out: &mut Leaves) {
        let v = cells[tap];
        if v == 0 && !self.empty_taps {
            return;
        }
        let raise = u32::from(MAX_DROP - v);
        if raise > budget.max {
            return;
        }
        let mut sim = Sim {
            cells: *cells,
            reached: 0,
            created: 0,
            burst: 0,
            bursting: 1 << tap,
            quiet: raise,
            bursts: 0,
            now: 0,
            raise_count: 0,
            raises: [(0, 0); MAX_CELLS],
            droplet_count: 0,
            droplets: [NO_DROPLET; MAX_DROPLETS],
        };
        sim.raise(tap, raise);
        sim.cells[tap] = MAX_DROP + 1;
        if raise > 0 && !self.may_finish(&sim, budget, 0, out) {
            return;
        }
        self.run(&mut sim, tap as u8, budget, out);
    }

    /// Runs the chain from its current tick to the end, branching at decisions.
    fn run(&self, sim: &mut Sim, tap: u8, budget: Quota, out: &mut Leaves) {
        loop {
            let can_create = self.empty_taps && sim.quiet < budget.max;
            let mut bursting = sim.bursting;
            sim.bursting = 0;
            while bursting != 0 {
                let cell = bursting.trailing_zeros() as usize;
                bursting &= bursting - 1;
                sim.cells[cell] = 0;
                sim.bursts += 1;
                sim.burst |= 1 << cell;
                sim.reached |= 1 << cell;
                let (row, col) = ((cell / self.grid.cols) as i8, (cell % self.grid.cols) as i8);
                for dir in Dir::ALL {
                    let d = self.fly(sim, dir, (row, col), sim.now, true, can_create);
                    self.send(sim, d);
                }
            }
            if !self.created_can_burst(sim, budget) {
                return;
            }
            let live = &sim.droplets[..sim.droplet_count as usize];
            let Some(now) = live.iter().map(|d| d.at).min() else {
                if sim.created & !sim.burst == 0 {
                    self.finish(sim, tap, budget, out);
                }
                return;
            };
            sim.now = u32::from(now);
            // Arrivals due now: (cell, dir, row, col), sorted by cell then direction.
            let mut arrivals = [(0u8, Dir::Up, 0i8, 0i8); MAX_DROPLETS];
            let mut count = 0;
            let mut i = 0;
            while i < sim.droplet_count as usize {
                let d = sim.droplets[i];
                if d.at != now {
                    i += 1;
                    continue;
                }
                let cell = d.row as usize * self.grid.cols + d.col as usize;
                if sim.cells[cell] == 0 && (sim.reached & (1 << cell) != 0 || !can_create) {
                    sim.reached |= 1 << cell;
                    let next = self.fly(sim, d.dir, (d.row, d.col), sim.now, false, can_create);
                    if self.inside(next.row, next.col) {
                        sim.droplets[i] = next;
                        i += 1;
                    } else {
                        sim.remove(i);
                    }
                    continue;
                }
                arrivals[count] = (cell as u8, d.dir, d.row, d.col);
                count += 1;
                sim.remove(i);
            }
            if count == 0 {
                continue;
            }
            let arrivals = &mut arrivals[..count];
            arrivals.sort_unstable_by_key(|a| (a.0, a.1));
            self.groups(sim, tap, budget, arrivals, 0, out);
            return;
        }
    }

    /// Records the macro that `sim` ends with, unless the lookahead shows that the bound of
    /// its board leaves no room within the quota.
    fn finish(&self, sim: &Sim, tap: u8, budget: Quota, out: &mut Leaves) {
        out.completed += 1;
        if out.completed.is_multiple_of(INTERRUPT_EVERY) {
            out.interrupted = out.interrupt.reason();
        }
        let (rows, cols) = (self.grid.rows, self.grid.cols);
        let clear = sim.cells[..rows * cols].iter().all(|&v| v == 0);
        let bound = if clear {
            0
        } else {
            lower_bound(&sim.cells, rows, cols, self.empty_taps)
        };
        let needed = sim.quiet + 1 + bound;
        if budget.lookahead && needed > budget.remaining {
            out.least_cut = out.least_cut.min(needed);
            return;
        }
        out.push(Leaf {
            cells: sim.cells,
            quiet: sim.quiet,
            bursts: sim.bursts,
            clear,
            bound,
            raises: sim.raises,
            raise_count: sim.raise_count,
            tap,
        });
    }

    /// Handles the arrivals from `start` on (one group per cell) of the current tick,
    /// branching on the raise/create decisions, then continues the chain.
    fn groups(
        &self,
        sim: &mut Sim,
        tap: u8,
        budget: Quota,
        arrivals: &[(u8, Dir, i8, i8)],
        start: usize,
        out: &mut Leaves,
    ) {
        if start == arrivals.len() {
            self.run(sim, tap, budget, out);
            return;
        }
        let cell = arrivals[start].0 as usize;
        let end = arrivals[start..]
            .iter()
            .position(|a| a.0 as usize != cell)
            .map_or(arrivals.len(), |k| start + k);
        let group = &arrivals[start..end];
        let m = group.len() as u32;
        let left = budget.max - sim.quiet;
        let caps = self.grid.timing.caps();
        let u = u32::from(sim.cells[cell]);
        // Options as (create, raise); the first is "nothing special".
        let mut options = [(false, 0u32); 8];
        let mut count = 1;
        if u == 0 {
            // First droplets at an empty cell: leave it empty, or create a drop there (it
            // absorbs them and must burst in this chain; raised further, it bursts now).
            if left >= 1 {
                options[count] = (true, 0);
                count += 1;
                for raise in burst_raises(1, m, left - 1, caps) {
                    options[count] = (true, raise);
                    count += 1;
                }
            }
        } else {
            for raise in burst_raises(u, m, left, caps) {
                options[count] = (false, raise);
                count += 1;
            }
        }
        for (index, &(create, raise)) in options[..count].iter().enumerate() {
            // The last option continues with `sim` itself; the others with copies.
            let mut copy;
            let branch: &mut Sim = if index + 1 == count {
                &mut *sim
            } else {
                copy = *sim;
                &mut copy
            };
            self.apply(branch, cell, group, create, raise, budget);
            // Droplets of the later groups of this tick are out of flight but not yet absorbed.
            let unabsorbed = (arrivals.len() - end) as i32;
            if (create || raise > 0) && !self.may_finish(branch, budget, unabsorbed, out) {
                continue;
            }
            self.groups(branch, tap, budget, arrivals, end, out);
            if out.done() {
                return;
            }
        }
    }

    /// Applies one decision to the droplets `group` arriving together at `cell`.
    fn apply(
        &self,
        sim: &mut Sim,
        cell: usize,
        group: &[(u8, Dir, i8, i8)],
        create: bool,
        raise: u32,
        budget: Quota,
    ) {
        if sim.cells[cell] == 0 && !create {
            // Not created: the droplets fly on.
            sim.reached |= 1 << cell;
            let can_create = self.empty_taps && sim.quiet < budget.max;
            for a in group {
                let d = self.fly(sim, a.1, (a.2, a.3), sim.now, false, can_create);
                self.send(sim, d);
            }
            return;
        }
        let mut value = u32::from(sim.cells[cell]);
        let mut quiet = raise;
        if create {
            value = 1;
            quiet += 1;
            sim.created |= 1 << cell;
        }
        value += raise;
        sim.quiet += quiet;
        if quiet > 0 {
            sim.raise(cell, quiet);
        }
        let can_create = self.empty_taps && sim.quiet < budget.max;
        for a in group {
            if value <= u32::from(MAX_DROP) {
                value += 1;
            } else if self.grid.timing.caps() {
                let d = self.fly(sim, a.1, (a.2, a.3), sim.now, false, can_create);
                self.send(sim, d);
            }
        }
        sim.cells[cell] = value.min(u32::from(MAX_DROP) + 1) as u8;
        if value > u32::from(MAX_DROP) {
            sim.bursting |= 1 << cell;
        }
    }

    /// Whether at least `wanted` droplets could still reach `cell` in this chain: one from
    /// every drop on its row and column, and those flying toward it.
    fn may_receive(&self, sim: &Sim, cell: usize, wanted: u32) -> bool {
        let cols = self.grid.cols;
        let (row, col) = (cell / cols, cell % cols);
        let mut count = 0;
        for c in 0..cols {
            count += u32::from(c != col && sim.cells[row * cols + c] != 0);
        }
        for r in 0..self.grid.rows {
            count += u32::from(r != row && sim.cells[r * cols + col] != 0);
        }
        if count >= wanted {
            return true;
        }
        let (row, col) = (row as i8, col as i8);
        for d in &sim.droplets[..usize::from(sim.droplet_count)] {
            let toward = match d.dir {
                Dir::Up => d.col == col && d.row >= row,
                Dir::Down => d.col == col && d.row <= row,
                Dir::Left => d.row == row && d.col >= col,
                Dir::Right => d.row == row && d.col <= col,
            };
            count += u32::from(toward);
            if count >= wanted {
                return true;
            }
        }
        false
    }

    /// Whether every drop created for this macro that has not burst yet still can, with the
    /// quiet taps left and the droplets that could still reach it.
    fn created_can_burst(&self, sim: &Sim, budget: Quota) -> bool {
        let mut waiting = sim.created & !sim.burst;
        let left = budget.max - sim.quiet;
        while waiting != 0 {
            let cell = waiting.trailing_zeros() as usize;
            waiting &= waiting - 1;
            let need = u32::from(MAX_DROP + 1 - sim.cells[cell]);
            if need > left && !self.may_receive(sim, cell, need - left) {
                return false;
            }
        }
        true
    }

    /// How many droplets in flight count as lost on top of the board's certain losses
    /// (droplets bound for the edge are not even kept in flight, see [`Self::send`]):
    ///
    /// - without empty taps, none: every droplet in flight is bound for a drop;
    /// - with empty taps, one per line and direction among droplets flying along a row or
    ///   column that holds no drop at all. Such droplets can only be caught by created drops,
    ///   and following the chain of catchers as in [`super::bound`], the droplets flying one
    ///   way along one line save at most their number less one.
    fn surely_lost_in_flight(&self, sim: &Sim, board: &Shortfall) -> i32 {
        if !self.empty_taps {
            return 0;
        }
        let live = &sim.droplets[..usize::from(sim.droplet_count)];
        let (rows, cols) = (board.rows_with_drops, board.cols_with_drops);
        let mut empty_lines = 0u64;
        for d in live {
            let (line, occupied) = match d.dir {
                Dir::Up | Dir::Down => (d.col as u32, cols >> d.col & 1),
                Dir::Left | Dir::Right => (d.row as u32, rows >> d.row & 1),
            };
            if occupied == 0 {
                empty_lines |= 1 << (d.dir as u32 * 16 + line);
            }
        }
        empty_lines.count_ones() as i32
    }

    /// Whether this macro, with the quiet taps spent so far, could still be followed by a
    /// clear within the quota: the board is at least `excess` water short (see
    /// [`super::bound`]), the droplets in flight that are not surely lost can make up for
    /// some of it, and the rest needs taps (about half as many when created drops may catch
    /// lost droplets; those may all be decided within this chain). `unabsorbed` counts
    /// droplets that have arrived in this tick but are not applied yet.
    fn may_finish(&self, sim: &Sim, budget: Quota, unabsorbed: i32, out: &mut Leaves) -> bool {
        if !budget.lookahead {
            return true;
        }
        let board = shortfall(&sim.cells, self.grid.rows, self.grid.cols);
        let helpful = i32::from(sim.droplet_count) - self.surely_lost_in_flight(sim, &board);
        let short = Shortfall {
            excess: board.excess - helpful - unabsorbed,
            ..board
        };
        let later = match (short.excess <= 0, self.empty_taps) {
            (true, _) => 0,
            (false, true) => short.taps_with_creations(false),
            (false, false) => short.excess as u32,
        };
        let needed = sim.quiet + 1 + later;
        if needed > budget.remaining {
            out.least_cut = out.least_cut.min(needed);
            return false;
        }
        true
    }
}

/// Raises (at least 1) that make a drop of value `u` burst when `m` droplets arrive together,
/// using at most `left` quiet taps; the drop must stay below 5 before the arrivals. The sum
/// policy only ever needs the least such raise (and none when it bursts anyway); the cap
/// policy may raise more so that more droplets fly on.
fn burst_raises(u: u32, m: u32, left: u32, caps: bool) -> std::ops::RangeInclusive<u32> {
    let most = (u32::from(MAX_DROP) - u).min(left);
    let least = 5u32.saturating_sub(u + m).max(1);
    if !caps && u + m >= 5 {
        return std::ops::RangeInclusive::new(1, 0);
    }
    if caps || least > most {
        least..=most
    } else {
        least..=least
    }
}
