//! One-to-all minimum-turn search on row bitboards.
//!
//! The padded board (the m x n board plus its empty ring) is at most 34 x 34, so each padded
//! row is one `u64` with bit `c` for column `c`. From a source tile we grow two sets layer by
//! layer: `across[t]`, the cells a path can reach within `t` turns whose last segment is
//! horizontal, and `along[t]`, the same for vertical. A horizontal segment can be extended
//! into the whole horizontal run of free cells, so each layer is one run fill on the other
//! set. A target tile is reached within `t` turns when a neighbour in the matching direction
//! is in the matching set.

use crate::board::MAX_SIDE;

/// Rows of the padded board.
pub const PADDED: usize = MAX_SIDE + 2;

/// One bit per padded cell, one word per padded row.
pub type Rows = [u64; PADDED];

/// "Not reachable within the turn limit."
pub const UNREACHABLE: u32 = u32::MAX;

/// The cells of `pass` connected to a cell of `seed` along the row (occluded Kogge-Stone fill
/// in both directions). `seed` must be a subset of `pass`.
#[inline]
fn fill_row(seed: u64, pass: u64) -> u64 {
    let mut up = seed;
    let mut open = pass;
    up |= open & (up << 1);
    open &= open << 1;
    up |= open & (up << 2);
    open &= open << 2;
    up |= open & (up << 4);
    open &= open << 4;
    up |= open & (up << 8);
    open &= open << 8;
    up |= open & (up << 16);
    open &= open << 16;
    up |= open & (up << 32);
    let mut down = seed;
    let mut open = pass;
    down |= open & (down >> 1);
    open &= open >> 1;
    down |= open & (down >> 2);
    open &= open >> 2;
    down |= open & (down >> 4);
    open &= open >> 4;
    down |= open & (down >> 8);
    open &= open >> 8;
    down |= open & (down >> 16);
    open &= open >> 16;
    down |= open & (down >> 32);
    up | down
}

/// The free cells connected vertically to `seed` (seed cells themselves kept), rows `lo..hi`.
#[inline]
fn fill_columns(seed: &Rows, free: &Rows, lo: usize, hi: usize, out: &mut Rows) {
    let mut carry = 0u64;
    for r in lo..hi {
        let v = seed[r] | (carry & free[r]);
        out[r] = v;
        carry = v;
    }
    carry = 0;
    for r in (lo..hi).rev() {
        let v = out[r] | (carry & free[r]);
        out[r] = v;
        carry = v;
    }
}

/// The layer-by-layer state of one search from one source.
struct Layers {
    across: Rows,
    along: Rows,
    height: usize,
}

impl Layers {
    /// Layer 0: the straight lines through the source (the source itself counts as passable).
    fn start(free: &Rows, height: usize, src: (usize, usize)) -> Layers {
        let (sr, sc) = src;
        let bit = 1u64 << sc;
        let mut across = [0u64; PADDED];
        across[sr] = fill_row(bit, free[sr] | bit);
        let mut along = [0u64; PADDED];
        along[sr] = bit;
        let mut r = sr;
        while r > 0 && free[r - 1] & bit != 0 {
            r -= 1;
            along[r] = bit;
        }
        let mut r = sr;
        while r + 1 < height && free[r + 1] & bit != 0 {
            r += 1;
            along[r] = bit;
        }
        Layers {
            across,
            along,
            height,
        }
    }

    /// Allows one more turn. Returns false when nothing new was reached.
    fn step(&mut self, free: &Rows) -> bool {
        let mut new_along = [0u64; PADDED];
        fill_columns(&self.across, free, 0, self.height, &mut new_along);
        let mut changed = false;
        for r in 0..self.height {
            let seeds = self.along[r];
            let across = if seeds != 0 {
                self.across[r] | fill_row(seeds, free[r] | seeds)
            } else {
                self.across[r]
            };
            let along = self.along[r] | new_along[r];
            changed |= across != self.across[r] || along != self.along[r];
            self.across[r] = across;
            self.along[r] = along;
        }
        changed
    }

    /// Whether a path can end on the (non-free) cell `(r, c)` now.
    #[inline]
    fn ends_on(&self, r: usize, c: usize) -> bool {
        let bit = 1u64 << c;
        let horizontal = (self.across[r] << 1) | (self.across[r] >> 1);
        let vertical = self.along[r - 1] | self.along[r + 1];
        (horizontal | vertical) & bit != 0
    }

    /// Whether a path can end on the (non-free) cell `(r, c)` after one more [`Layers::step`],
    /// found without taking the step: a horizontal neighbour is in the next `across` when its
    /// run of passable cells in the row meets `along`, a vertical neighbour is in the next
    /// `along` when its run in the column meets `across`.
    fn ends_on_after_step(&self, free: &Rows, r: usize, c: usize) -> bool {
        if self.ends_on(r, c) {
            return true;
        }
        let row_pass = free[r] | self.along[r];
        for n in [c - 1, c + 1] {
            let bit = 1u64 << n;
            if row_pass & bit != 0 && fill_row(bit, row_pass) & self.along[r] != 0 {
                return true;
            }
        }
        let bit = 1u64 << c;
        let column_meets_across = |rows: &mut dyn Iterator<Item = usize>| {
            for row in rows {
                if self.across[row] & bit != 0 {
                    return true;
                }
                if free[row] & bit == 0 {
                    return false;
                }
            }
            false
        };
        column_meets_across(&mut (0..r).rev()) || column_meets_across(&mut (r + 1..self.height))
    }

    /// Every cell a path can end on now (free cells included).
    fn ends(&self) -> Rows {
        let mut out = [0u64; PADDED];
        for (r, ends) in out.iter_mut().enumerate().take(self.height) {
            let mut v = (self.across[r] << 1) | (self.across[r] >> 1);
            if r > 0 {
                v |= self.along[r - 1];
            }
            if r + 1 < self.height {
                v |= self.along[r + 1];
            }
            *ends = v;
        }
        out
    }
}

/// Unresolved targets up to which the last turn is looked up per target rather than grown
/// as a whole layer (a lookup walks a row and a column; a layer costs about ten of them).
const MAX_LOOKED_UP: usize = 8;

/// Whether the cell `(r, c)` (padded) has no free neighbour in `free`: a tile there can only
/// be joined to a tile right next to it.
#[inline]
pub fn walled_in(free: &Rows, (r, c): (usize, usize)) -> bool {
    (free[r] >> (c - 1)) & 0b101 == 0
        && (free[r - 1] | free.get(r + 1).copied().unwrap_or(0)) & (1u64 << c) == 0
}

/// For each target (padded row, column; tiles strictly inside the ring), the minimum number
/// of turns of a path from `src` through `free` cells, or [`UNREACHABLE`] if it needs more
/// than `max_turns`. `out` must be as long as `targets`.
pub fn min_turns_to(
    free: &Rows,
    height: usize,
    src: (usize, usize),
    targets: &[(usize, usize)],
    max_turns: u32,
    out: &mut [u32],
) {
    out.iter_mut().for_each(|o| *o = UNREACHABLE);
    let (sr, sc) = src;
    if walled_in(free, src) {
        // no free neighbour: only a target right next to the source can be joined (0 turns)
        for (i, &(r, c)) in targets.iter().enumerate() {
            if r.abs_diff(sr) + c.abs_diff(sc) == 1 {
                out[i] = 0;
            }
        }
        return;
    }
    let mut layers = Layers::start(free, height, src);
    let mut left = targets.len();
    let mut turns = 0u32;
    loop {
        for (i, &(r, c)) in targets.iter().enumerate() {
            if out[i] == UNREACHABLE && layers.ends_on(r, c) {
                out[i] = turns;
                left -= 1;
            }
        }
        if left == 0 || turns >= max_turns {
            return;
        }
        if turns + 1 == max_turns && left <= MAX_LOOKED_UP {
            // the last turn: look the few targets up instead of growing the whole layer
            for (i, &(r, c)) in targets.iter().enumerate() {
                if out[i] == UNREACHABLE && layers.ends_on_after_step(free, r, c) {
                    out[i] = max_turns;
                }
            }
            return;
        }
        if !layers.step(free) {
            return;
        }
        turns += 1;
    }
}

/// Every padded cell on which a path from `src` with at most `max_turns` turns can end
/// (it may be free or not; `src` itself is not included unless a loop returns to it).
pub fn reachable_ends(free: &Rows, height: usize, src: (usize, usize), max_turns: u32) -> Rows {
    let mut layers = Layers::start(free, height, src);
    let mut turns = 0u32;
    while turns < max_turns && layers.step(free) {
        turns += 1;
    }
    let mut ends = layers.ends();
    ends[src.0] &= !(1u64 << src.1);
    ends
}
