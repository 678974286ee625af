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

use super::bound::excess;
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

    /// Every macro move whose tapped cell is `tap` and whose quiet taps number at most
    /// `budget`, appended to `out`.
    pub fn enumerate(&self, cells: &Cells, tap: usize, budget: Quota, out: &mut Vec<Leaf>) {
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
        if raise > 0 && !self.may_finish(&sim, budget, 0) {
            return;
        }
        self.run(&mut sim, tap as u8, budget, out);
    }

    /// Runs the chain from its current tick to the end, branching at decisions.
    fn run(&self, sim: &mut Sim, tap: u8, budget: Quota, out: &mut Vec<Leaf>) {
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
                    sim.push(d);
                }
            }
            if !self.created_can_burst(sim, budget) {
                return;
            }
            let live = &sim.droplets[..sim.droplet_count as usize];
            let Some(now) = live.iter().map(|d| d.at).min() else {
                if sim.created & !sim.burst == 0 {
                    out.push(Leaf {
                        cells: sim.cells,
                        quiet: sim.quiet,
                        bursts: sim.bursts,
                        raises: sim.raises,
                        raise_count: sim.raise_count,
                        tap,
                    });
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
                if !self.inside(d.row, d.col) {
                    sim.remove(i);
                    continue;
                }
                let cell = d.row as usize * self.grid.cols + d.col as usize;
                if sim.cells[cell] == 0 && (sim.reached & (1 << cell) != 0 || !can_create) {
                    sim.reached |= 1 << cell;
                    sim.droplets[i] =
                        self.fly(sim, d.dir, (d.row, d.col), sim.now, false, can_create);
                    i += 1;
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

    /// Handles the arrivals from `start` on (one group per cell) of the current tick,
    /// branching on the raise/create decisions, then continues the chain.
    fn groups(
        &self,
        sim: &mut Sim,
        tap: u8,
        budget: Quota,
        arrivals: &[(u8, Dir, i8, i8)],
        start: usize,
        out: &mut Vec<Leaf>,
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
            if (create || raise > 0) && !self.may_finish(branch, budget, unabsorbed) {
                continue;
            }
            self.groups(branch, tap, budget, arrivals, end, out);
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
                sim.push(d);
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
                sim.push(d);
            }
        }
        sim.cells[cell] = value.min(u32::from(MAX_DROP) + 1) as u8;
        if value > u32::from(MAX_DROP) {
            sim.bursting |= 1 << cell;
        }
    }

    /// The most droplets that could still reach `cell` in this chain: those flying toward it,
    /// and one from every drop on its row and column.
    fn potential(&self, sim: &Sim, cell: usize) -> u32 {
        let (row, col) = ((cell / self.grid.cols) as i8, (cell % self.grid.cols) as i8);
        let mut count = 0;
        for d in &sim.droplets[..sim.droplet_count as usize] {
            let toward = match d.dir {
                Dir::Up => d.col == col && d.row >= row,
                Dir::Down => d.col == col && d.row <= row,
                Dir::Left => d.row == row && d.col >= col,
                Dir::Right => d.row == row && d.col <= col,
            };
            count += u32::from(toward);
        }
        for c in 0..self.grid.cols {
            count +=
                u32::from(c != col as usize && sim.cells[row as usize * self.grid.cols + c] != 0);
        }
        for r in 0..self.grid.rows {
            count +=
                u32::from(r != row as usize && sim.cells[r * self.grid.cols + col as usize] != 0);
        }
        count
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
            if need > left && left + self.potential(sim, cell) < need {
                return false;
            }
        }
        true
    }

    /// Whether this macro, with the quiet taps spent so far, could still be followed by a
    /// clear within the quota: the board is at least `excess` water short (see
    /// [`super::bound`]), the droplets in flight can make up for some of it, and the rest
    /// needs taps (a third as many when empty taps may bridge). `unabsorbed` counts droplets
    /// that have arrived in this tick but are not applied yet.
    fn may_finish(&self, sim: &Sim, budget: Quota, unabsorbed: i32) -> bool {
        if !budget.lookahead {
            return true;
        }
        let short = excess(&sim.cells, self.grid.rows, self.grid.cols)
            - i32::from(sim.droplet_count)
            - unabsorbed;
        let later = match (short <= 0, self.empty_taps) {
            (true, _) => 0,
            (false, true) => (short as u32 + 4) / 3,
            (false, false) => short as u32,
        };
        sim.quiet + 1 + later <= budget.remaining
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
