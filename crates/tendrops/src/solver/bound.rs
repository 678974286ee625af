//! Admissible lower bounds on the taps still needed to clear a board.
//!
//! The bound rests on an exact identity. Let `T` be the taps, `B` the bursts, `L` the droplets
//! whose water is lost and `W` the water on the board. A tap adds 1, a burst removes 5 and
//! returns 4 as droplets, so clearing the board needs `T = B + L - W`.
//!
//! Every drop now on the board bursts exactly once more (cells only refill by empty taps), so
//! `B >= N`, the number of drops. Droplets are certainly lost:
//! - from a drop `x` in each direction whose ray (to the edge) holds no drop now: rays only
//!   empty during play, so every burst of `x` loses `off(x)` droplets;
//! - in every row holding two or more drops, the drop that bursts last in that row finds no
//!   drop left either way along the row: it loses both horizontal droplets, one more than
//!   `off` counts for the row's outermost drops; likewise in columns.
//!
//! Without empty taps, drops in different "row/column components" (drops linked by sharing a
//! row or a column) never interact, and each component needs its own taps (at least one):
//! `h = sum over components of max(1, N + sum off + rows2 + cols2 - W)`.
//!
//! With empty taps, `E` creations add `E` drops that burst too, so `T = X + E - S`, where `S`
//! counts the droplets counted as lost above that a created drop catches instead. Such a
//! droplet is "doomed": no drop of the present board lies ahead of it, so the created drop's
//! own droplet in the same direction (it bursts before the board is clear) is doomed as well,
//! and so is the droplet of any created drop that catches that one. Following these chains
//! along one line in one direction, the droplets caught there save at most (counted droplets
//! flying that way along that line) - 1, since the farthest catcher's droplet is lost. Along a
//! line the counted droplets are the outermost drops' and the last burst's one more, so only
//! the extra's direction carries two: at most one droplet is saved per row or column holding
//! two or more drops (`K` of them), and a created drop sits on one row and one column, so
//! `S <= min(K, 2E)`. The last tap bursts a drop, so `E <= T - 1`, and
//! `T >= min over E <= T - 1 of X + E - min(K, 2E)`, i.e.
//! `T >= max(ceil((X + 1) / 2), X - floor(K / 2))`.

use super::packed::Cells;

/// Row and column occupancy of a board, for ray tests.
struct Occupancy {
    rows: [u32; 16],
    cols: [u32; 16],
}

impl Occupancy {
    fn of(cells: &Cells, n: usize, cols: usize) -> Self {
        let mut occ = Occupancy {
            rows: [0; 16],
            cols: [0; 16],
        };
        for (i, &v) in cells[..n].iter().enumerate() {
            if v > 0 {
                let (r, c) = (i / cols, i % cols);
                occ.rows[r] |= 1 << c;
                occ.cols[c] |= 1 << r;
            }
        }
        occ
    }
}

/// Per-component sums for the bound.
#[derive(Clone, Copy, Default)]
struct Part {
    drops: i32,
    water: i32,
    lost: i32,
}

impl Part {
    fn excess(&self) -> i32 {
        self.drops + self.lost - self.water
    }
}

/// `X = N + (droplets certainly lost) - W` over the whole board (0 for a clear board): without
/// empty taps, at least this many taps are needed; it also counts how much water short of
/// clearing the board the drops are.
pub fn excess(cells: &Cells, rows: usize, cols: usize) -> i32 {
    shortfall(cells, rows, cols).excess
}

/// The two numbers the bounds are made of.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shortfall {
    /// `X = N + (droplets certainly lost) - W`.
    pub excess: i32,
    /// `K`: rows and columns holding two or more drops.
    pub crowded_lines: i32,
    /// Bit `r` set when row `r` holds a drop.
    pub rows_with_drops: u32,
    /// Bit `c` set when column `c` holds a drop.
    pub cols_with_drops: u32,
}

impl Shortfall {
    /// The fewest taps that can clear a board this short when empty taps may create drops
    /// (see the module documentation): `max(ceil((X + 1) / 2), X - floor(K / 2))`, and 0
    /// when `X <= 0`. Pass `last_tap_bursts = false` in the middle of a chain, where all the
    /// taps still to come may be creations decided for the running chain (`E <= T`): then
    /// `max(ceil(X / 2), X - floor(K / 2))`.
    pub fn taps_with_creations(self, last_tap_bursts: bool) -> u32 {
        let x = self.excess;
        if x <= 0 {
            return 0;
        }
        let half = if last_tap_bursts {
            (x + 2) / 2
        } else {
            (x + 1) / 2
        };
        half.max(x - self.crowded_lines / 2) as u32
    }
}

/// [`Shortfall`] of `cells[..rows*cols]`.
pub fn shortfall(cells: &Cells, rows: usize, cols: usize) -> Shortfall {
    // Every non-empty row loses two droplets at its ends (one drop alone loses both), and so
    // does every non-empty column; those are the blind sides of all drops together.
    let mut row_masks = [0u32; 16];
    let mut col_masks = [0u32; 16];
    let (mut drops, mut water) = (0i32, 0i32);
    for (r, row) in cells[..rows * cols].chunks_exact(cols).enumerate() {
        for (c, &v) in row.iter().enumerate() {
            let occupied = u32::from(v != 0);
            row_masks[r] |= occupied << c;
            col_masks[c] |= occupied << r;
            drops += occupied as i32;
            water += i32::from(v);
        }
    }
    let (mut lines, mut crowded_lines) = (0i32, 0i32);
    let (mut rows_with_drops, mut cols_with_drops) = (0u32, 0u32);
    for (r, mask) in row_masks[..rows].iter().enumerate() {
        lines += i32::from(*mask != 0);
        crowded_lines += i32::from(mask.count_ones() >= 2);
        rows_with_drops |= u32::from(*mask != 0) << r;
    }
    for (c, mask) in col_masks[..cols].iter().enumerate() {
        lines += i32::from(*mask != 0);
        crowded_lines += i32::from(mask.count_ones() >= 2);
        cols_with_drops |= u32::from(*mask != 0) << c;
    }
    Shortfall {
        excess: drops + 2 * lines + crowded_lines - water,
        crowded_lines,
        rows_with_drops,
        cols_with_drops,
    }
}

/// Directions in which the drop at `(r, c)` sees no other drop, given its row's and column's
/// occupancy masks.
#[inline]
fn blind_sides(row: u32, col: u32, r: usize, c: usize) -> u32 {
    u32::from(row & ((1 << c) - 1) == 0)
        + u32::from(row >> (c + 1) == 0)
        + u32::from(col & ((1 << r) - 1) == 0)
        + u32::from(col >> (r + 1) == 0)
}

/// A lower bound on the taps needed to clear `cells[..rows*cols]` (0 for a clear board).
pub fn lower_bound(cells: &Cells, rows: usize, cols: usize, empty_taps: bool) -> u32 {
    if empty_taps {
        if cells[..rows * cols].iter().all(|&v| v == 0) {
            return 0;
        }
        return shortfall(cells, rows, cols)
            .taps_with_creations(true)
            .max(1);
    }
    let roots = parts(cells, rows, cols);
    let mut live = roots.iter().filter(|p| p.drops > 0).peekable();
    if live.peek().is_none() {
        return 0;
    }
    live.map(|p| p.excess().max(1) as u32).sum()
}

/// Per row/column component sums (indexed by component root; empty entries have no drops).
fn parts(cells: &Cells, rows: usize, cols: usize) -> [Part; 32] {
    let n = rows * cols;
    let occ = Occupancy::of(cells, n, cols);
    // Union-find over rows (0..rows) and columns (rows..rows+cols).
    let mut parent = [0u8; 32];
    for (i, p) in parent.iter_mut().enumerate() {
        *p = i as u8;
    }
    fn find(parent: &mut [u8; 32], mut x: usize) -> usize {
        while parent[x] as usize != x {
            parent[x] = parent[parent[x] as usize];
            x = parent[x] as usize;
        }
        x
    }
    let mut parts = [Part::default(); 32];
    let mut any = false;
    for (i, &v) in cells[..n].iter().enumerate() {
        if v == 0 {
            continue;
        }
        any = true;
        let (r, c) = (i / cols, i % cols);
        let (a, b) = (find(&mut parent, r), find(&mut parent, rows + c));
        if a != b {
            parent[a] = b as u8;
        }
        let off = blind_sides(occ.rows[r], occ.cols[c], r, c);
        // Attribute to the row node for now; merged into the root below.
        let part = &mut parts[r];
        part.drops += 1;
        part.water += i32::from(v);
        part.lost += off as i32;
    }
    if !any {
        return [Part::default(); 32];
    }
    for (part, row) in parts.iter_mut().zip(&occ.rows[..rows]) {
        if row.count_ones() >= 2 {
            part.lost += 1;
        }
    }
    for c in 0..cols {
        if occ.cols[c].count_ones() >= 2 {
            // Credit the column's extra loss to the row of its first drop (same component).
            let r = occ.cols[c].trailing_zeros() as usize;
            parts[r].lost += 1;
        }
    }
    let mut roots = [Part::default(); 32];
    for (r, &p) in parts.iter().enumerate().take(rows) {
        if occ.rows[r] != 0 {
            let root = find(&mut parent, r);
            roots[root].drops += p.drops;
            roots[root].water += p.water;
            roots[root].lost += p.lost;
        }
    }
    roots
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Board;

    fn bound(text: &str, empty_taps: bool) -> u32 {
        let board: Board = text.parse().unwrap();
        let mut cells = [0u8; super::super::packed::MAX_CELLS];
        cells[..board.len()].copy_from_slice(board.cells());
        lower_bound(&cells, board.rows(), board.cols(), empty_taps)
    }

    #[test]
    fn lone_drops_need_exactly_their_missing_water() {
        // One drop of size v alone: N = 1, off = 4, so T >= 5 - v: exact.
        for v in 1..=4u32 {
            let text = format!("000/0{v}0/000");
            assert_eq!(bound(&text, false), 5 - v);
        }
        assert_eq!(bound("000/000", false), 0);
    }

    #[test]
    fn separate_components_add_up() {
        // (0,0)=1 and (2,2)=2 share no line: 4 + 3 taps.
        assert_eq!(bound("100/000/002", false), 7);
        // With empty taps: X = 7 and no row or column holds two drops (K = 0), so a created
        // drop can catch no pair of doomed droplets and saves nothing: still 7 (plain BFS
        // agrees: 4 taps on (0,0), 3 on (2,2)).
        assert_eq!(bound("100/000/002", true), 7);
        // A row of two: K = 1 lets one creation save a droplet.
        let with_pair = Shortfall {
            excess: 9,
            crowded_lines: 1,
            rows_with_drops: 0,
            cols_with_drops: 0,
        };
        assert_eq!(with_pair.taps_with_creations(true), 9);
        let crowded = Shortfall {
            excess: 9,
            crowded_lines: 12,
            ..with_pair
        };
        assert_eq!(crowded.taps_with_creations(true), 5);
        assert_eq!(crowded.taps_with_creations(false), 5);
        let even = Shortfall {
            excess: 8,
            ..crowded
        };
        assert_eq!(
            (
                even.taps_with_creations(true),
                even.taps_with_creations(false)
            ),
            (5, 4)
        );
    }

    #[test]
    fn excess_matches_the_component_sums() {
        for text in [
            "100/000/002",
            "444",
            "111",
            "0340/4304/0020",
            "2134/3300",
            "000/000",
        ] {
            let board: Board = text.parse().unwrap();
            let mut cells = [0u8; super::super::packed::MAX_CELLS];
            cells[..board.len()].copy_from_slice(board.cells());
            let by_parts: i32 = parts(&cells, board.rows(), board.cols())
                .iter()
                .filter(|p| p.drops > 0)
                .map(Part::excess)
                .sum();
            assert_eq!(
                excess(&cells, board.rows(), board.cols()),
                by_parts,
                "{text}"
            );
        }
    }

    #[test]
    fn a_row_of_drops_counts_the_last_bursts_losses() {
        // 3 in a row: off = 3 + 2 + 3, one row with >= 2 drops: L >= 9; N = 3, W = 12 -> 0 -> 1.
        assert_eq!(bound("444", false), 1);
        // 1 1 1: W = 3 -> 3 + 9 - 3 = 9.
        assert_eq!(bound("111", false), 9);
    }
}
