//! Building one pattern database by breadth-first search over the abstract space.
//!
//! An abstract state is where the pattern's tiles are plus where the blank is; the other
//! tiles are indistinguishable. Only moves of pattern tiles cost 1 (that is what makes
//! disjoint databases additive); the blank wanders through the cells free of pattern tiles
//! at no cost. So a state stands for its blank's whole *region* (the free cells connected to
//! it): the search expands a region at once (a flood fill on a bitmask), marks all its cells
//! done, and steps to the next layer by sliding a pattern tile next to the region into it.
//! This is a 0-1 BFS whose zero-cost edges are closed by the flood fill.
//!
//! The database keeps, for every placement of the pattern's tiles (indexed by
//! [`rank`](super::rank)), the least distance over all blank positions, in a byte.
//!
//! While building, one `u32` per placement holds the blank cells already reached with that
//! placement (a bit per cell) and, in its top bits, the depth at which the placement was
//! first reached. A child's whole region is marked when the child is queued, so every queued
//! state is expanded exactly once and one memory access per edge decides whether a child is
//! new. Queue entries carry the tiles' cells and the blank packed 5 bits each, so no
//! unranking is needed.

use crate::size::Size;

use super::rank::{rank, table_len, MAX_PATTERN};

/// Marks placements the search never reached (unreachable only when the pattern holds every
/// tile, as in the exact 3x3 table, where half the permutations have the wrong parity).
pub(crate) const UNREACHED: u8 = u8::MAX;

/// Bits of a work word that hold the reached blank cells (at most 25).
const CELL_BITS: u32 = 25;
/// The depth stored in a work word is depth + 1, so 0 means "not reached"; 7 bits.
const MAX_DEPTH: u32 = (1 << (32 - CELL_BITS)) - 2;

/// Bit masks for moving a set of cells one step on a board of width `w`.
struct Shifts {
    w: u32,
    all: u32,
    not_first_col: u32,
    not_last_col: u32,
}

impl Shifts {
    fn new(size: Size) -> Shifts {
        let w = size.width();
        let all = (1u32 << size.cells()) - 1;
        let mut first = 0;
        for r in 0..w {
            first |= 1 << (r * w);
        }
        Shifts {
            w: w as u32,
            all,
            not_first_col: all & !first,
            not_last_col: all & !(first << (w - 1)),
        }
    }

    /// The cells of `free` connected to `start` (a one-bit mask inside `free`).
    #[inline]
    fn flood(&self, start: u32, free: u32) -> u32 {
        let mut region = start;
        loop {
            let grown = (region
                | (region >> 1 & self.not_last_col)
                | (region << 1 & self.not_first_col)
                | region >> self.w
                | (region << self.w & self.all))
                & free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }
}

/// Tiles' cells and the blank, 5 bits each (the blank lowest).
fn pack(positions: &[u8], blank: u8) -> u64 {
    positions
        .iter()
        .rev()
        .fold(0u64, |acc, &p| acc << 5 | u64::from(p))
        << 5
        | u64::from(blank)
}

fn unpack(entry: u64, positions: &mut [u8]) -> u8 {
    for (i, p) in positions.iter_mut().enumerate() {
        *p = (entry >> (5 * (i + 1)) & 31) as u8;
    }
    (entry & 31) as u8
}

/// The free cells the blank can reach from `blank` when tiles stand on `cells` (a bit each).
pub(crate) fn start_region(size: Size, cells: &[u8], blank: u8) -> u32 {
    let shifts = Shifts::new(size);
    let taken = cells.iter().fold(0u32, |m, &p| m | 1 << p);
    shifts.flood(1 << blank, shifts.all & !taken)
}

/// The database of the tiles whose goal cells are `goal_cells` (in rank order) on a `size`
/// board, the blank starting on `blank`: for every placement rank, the fewest moves of these
/// tiles that bring them home, over all placements of the blank and the other tiles.
pub(crate) fn build(size: Size, goal_cells: &[u8], blank: u8) -> Vec<u8> {
    assert!(
        goal_cells.len() <= MAX_PATTERN,
        "at most {MAX_PATTERN} tiles a pattern"
    );
    let cells = size.cells();
    let shifts = Shifts::new(size);
    let mut work = vec![0u32; table_len(cells, goal_cells.len())];
    let mut positions = [0u8; MAX_PATTERN];
    let positions = &mut positions[..goal_cells.len()];
    positions.copy_from_slice(goal_cells);
    let occupied = |positions: &[u8]| positions.iter().fold(0u32, |m, &p| m | 1 << p);
    let home = rank(positions.iter().copied(), cells);
    work[home] = shifts.flood(1 << blank, shifts.all & !occupied(positions)) | 1 << CELL_BITS;
    let mut layer = vec![pack(positions, blank)];
    let mut next = Vec::new();
    let mut depth = 0;
    while !layer.is_empty() {
        depth += 1;
        assert!(depth <= MAX_DEPTH, "pattern database depth overflow");
        for &entry in &layer {
            let blank = unpack(entry, positions);
            let taken = occupied(positions);
            let region = shifts.flood(1 << blank, shifts.all & !taken);
            // First every child's rank and word: independent loads the processor overlaps
            // (deciding right after each load would serialise the cache misses).
            let mut children = [(0usize, 0u8, 0u8, 0u32); 4 * MAX_PATTERN];
            let mut n = 0;
            for (i, &from) in positions.iter().enumerate() {
                for &to in size.neighbours(from as usize) {
                    if region >> to & 1 == 1 {
                        let moved = positions
                            .iter()
                            .enumerate()
                            .map(|(j, &p)| if j == i { to } else { p });
                        children[n] = (rank(moved, cells), i as u8, to, 0);
                        n += 1;
                    }
                }
            }
            for child in &mut children[..n] {
                child.3 = work[child.0];
            }
            // Distinct moves lead to distinct placements, so the words read stay current.
            for &(child, i, to, word) in &children[..n] {
                let from = positions[i as usize];
                if word >> from & 1 == 0 {
                    let free = shifts.all & !(taken ^ (1 << from | 1 << to));
                    let reached = shifts.flood(1 << from, free);
                    let first = if word == 0 {
                        (depth + 1) << CELL_BITS
                    } else {
                        0
                    };
                    work[child] = word | reached | first;
                    positions[i as usize] = to;
                    next.push(pack(positions, from));
                    positions[i as usize] = from;
                }
            }
        }
        std::mem::swap(&mut layer, &mut next);
        next.clear();
    }
    work.iter()
        .map(|&w| match w >> CELL_BITS {
            0 => UNREACHED,
            d => (d - 1) as u8,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flood_fills_regions() {
        let s = Shifts::new(Size::Three);
        // Cells 1, 4, 7 (the middle column) wall off the left column from the right one.
        let free = 0b1_1111_1111 & !(1 << 1 | 1 << 4 | 1 << 7);
        assert_eq!(s.flood(1 << 0, free), 1 << 0 | 1 << 3 | 1 << 6);
        assert_eq!(s.flood(1 << 8, free), 1 << 2 | 1 << 5 | 1 << 8);
        assert_eq!(s.flood(1 << 4, 0b1_1111_1111), 0b1_1111_1111);
    }

    #[test]
    fn single_tile_database_is_its_manhattan_distance() {
        // With one tile, the blank can always get around it for free, so the database is
        // the tile's Manhattan distance to home.
        for size in [Size::Three, Size::Four] {
            let table = build(size, &[0], size.cells() as u8 - 1);
            for (cell, &d) in table.iter().enumerate() {
                assert_eq!(d as usize, size.distance(cell, 0), "{size} cell {cell}");
            }
        }
    }

    #[test]
    fn exact_3x3_database_counts_the_state_space() {
        let table = build(Size::Three, &[0, 1, 2, 3, 4, 5, 6, 7], 8);
        let reached = table.iter().filter(|&&d| d != UNREACHED).count();
        assert_eq!(reached, 181_440);
        assert_eq!(table.iter().filter(|&&d| d != UNREACHED).max(), Some(&31));
        // the blank in the middle (tiles on the other cells): at most 30 moves
        let middle = build(Size::Three, &[0, 1, 2, 3, 5, 6, 7, 8], 4);
        assert_eq!(middle.iter().filter(|&&d| d != UNREACHED).count(), 181_440);
        assert_eq!(middle.iter().filter(|&&d| d != UNREACHED).max(), Some(&30));
    }

    #[test]
    fn start_regions() {
        // tiles on the middle column: the left column is cut off from the right one
        assert_eq!(
            start_region(Size::Three, &[1, 4, 7], 0),
            1 << 0 | 1 << 3 | 1 << 6
        );
        assert_eq!(start_region(Size::Three, &[0], 8), 0b1_1111_1110);
    }
}
