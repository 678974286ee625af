//! A stronger admissible, consistent lower bound under gravity.
//!
//! Under gravity a tile stays in its piece (a segment of one line, see [`crate::gravity`]) and
//! its slot there is the number of remaining tiles between it and the sink. Tiles only leave,
//! so that slot never grows: from a state where a tile sits in slot `i`, it can only ever
//! stand in the piece's cells `0..=i`. Whenever two tiles are removed, the cells free for the
//! path are a subset of the cells that are not blockers. Hence the removal of tiles `a` and `b`
//! costs at least
//!
//! `1 + min { empty-board turns between x and y : x a cell a may reach, y a cell b may reach }`
//!
//! (impossible if that exceeds the turn limit); for two tiles of one piece, 1. Per kind the
//! cheapest perfect matching of its remaining tiles under these costs bounds what the kind
//! still has to pay, and the sum over kinds bounds the whole clearing (admissible).
//!
//! Consistent: along any removal the slots only shrink, so every pair cost can only grow;
//! a removal of cost `c` takes out one pair whose bound in the parent is at most `c`, so
//! `h(parent) <= c + h(child)`. Kinds with more than [`MAX_MATCHED`] remaining tiles count 1
//! per pair, which never exceeds their matching, so switching between the two keeps this.

use crate::board::Cell;
use crate::bound::IMPOSSIBLE;
use crate::gravity::pieces;
use crate::puzzle::Puzzle;
use crate::reach::{min_turns_to, Rows, PADDED, UNREACHABLE};
use crate::tileset::contains;

/// Largest number of remaining tiles of one kind matched exactly at each state.
pub const MAX_MATCHED: usize = 8;

/// Pair costs of two tiles of one kind, by their current slots.
#[derive(Debug, Clone)]
struct PairTable {
    /// Slots of the second tile + 1 (the row stride).
    stride: usize,
    /// `cost[slot_a * stride + slot_b]`: the least cost over the cells both may still reach.
    cost: Vec<u32>,
}

impl PairTable {
    #[inline]
    fn get(&self, slot_a: usize, slot_b: usize) -> u32 {
        self.cost[slot_a * self.stride + slot_b]
    }
}

/// The bound's tables for one board under one gravity variant.
#[derive(Debug, Clone)]
pub struct GravityBound {
    /// Per tile: its piece and its place in the piece's tile order (from the sink).
    place: Vec<(usize, usize)>,
    /// Per piece: its tile ids in order from the sink.
    piece_tiles: Vec<Vec<usize>>,
    /// Per kind: its tile ids.
    kind_tiles: Vec<Vec<usize>>,
    /// Per kind: the tables of its pairs, `size * size` (only `i < j` filled), or empty when
    /// the kind is too large to match exactly.
    pair_tables: Vec<Vec<Option<PairTable>>>,
    /// Per kind: every pair costs at least 1 and no table says more, so the kind counts 1 per
    /// pair whatever the slots (true for kinds too large to match).
    trivial: Vec<bool>,
    /// Per tile: its kind index.
    kind_of: Vec<usize>,
}

impl GravityBound {
    /// Builds the tables; `None` without gravity (the plain bound applies there).
    pub fn new(puzzle: &Puzzle) -> Option<GravityBound> {
        let rules = puzzle.rules();
        let board = puzzle.board();
        let (rows, cols) = (board.rows(), board.cols());
        let is_blocker = |r: usize, c: usize| board.cell(r as i32, c as i32) == Cell::Blocker;
        let mut tile_grid = vec![None; rows * cols];
        for (t, tile) in puzzle.tiles().iter().enumerate() {
            tile_grid[(tile.home.0 - 1) * cols + tile.home.1 - 1] = Some(t);
        }
        let cut = pieces(rows, cols, rules.gravity, is_blocker, |r, c| {
            tile_grid[r * cols + c]
        });
        if cut.is_empty() {
            return None;
        }
        let height = rows + 2;
        let mut open: Rows = [0u64; PADDED];
        for (r, row) in open.iter_mut().enumerate().take(height) {
            *row = (1u64 << (cols + 2)) - 1;
            if (1..=rows).contains(&r) {
                for c in 0..cols {
                    if is_blocker(r - 1, c) {
                        *row &= !(1u64 << (c + 1));
                    }
                }
            }
        }
        let mut place = vec![(0, 0); puzzle.tile_count()];
        for (p, piece) in cut.iter().enumerate() {
            for (i, &t) in piece.tiles.iter().enumerate() {
                place[t] = (p, i);
            }
        }
        let max_turns = rules.max_turns.as_u32();
        // least empty-board turns between two cells, by padded cell index
        let cell_index = |(r, c): (usize, usize)| r * (cols + 2) + c;
        let mut turns_from = vec![Vec::new(); height * (cols + 2)];
        let all_cells: Vec<(usize, usize)> =
            cut.iter().flat_map(|p| p.cells.iter().copied()).collect();
        let mut out = vec![0u32; all_cells.len()];
        let kind_tiles: Vec<Vec<usize>> = puzzle.kinds().iter().map(|k| k.tiles.clone()).collect();
        let mut wanted = vec![false; turns_from.len()];
        for tiles in kind_tiles.iter().filter(|t| t.len() <= MAX_MATCHED * 2) {
            for &t in tiles {
                let (p, i) = place[t];
                for &cell in &cut[p].cells[..=i] {
                    wanted[cell_index(cell)] = true;
                }
            }
        }
        for &src in &all_cells {
            if !wanted[cell_index(src)] {
                continue;
            }
            min_turns_to(&open, height, src, &all_cells, max_turns, &mut out);
            let mut row = vec![UNREACHABLE; turns_from.len()];
            for (&cell, &t) in all_cells.iter().zip(&out) {
                row[cell_index(cell)] = t;
            }
            turns_from[cell_index(src)] = row;
        }
        let pair_tables: Vec<Vec<Option<PairTable>>> = kind_tiles
            .iter()
            .map(|tiles| {
                let size = tiles.len();
                if size > MAX_MATCHED * 2 {
                    return Vec::new();
                }
                let mut tables = vec![None; size * size];
                for i in 0..size {
                    for j in i + 1..size {
                        let (a, b) = (tiles[i], tiles[j]);
                        let ((pa, sa), (pb, sb)) = (place[a], place[b]);
                        let stride = sb + 1;
                        let mut cost = vec![IMPOSSIBLE; (sa + 1) * stride];
                        for x in 0..=sa {
                            for y in 0..=sb {
                                let here = if pa == pb {
                                    1
                                } else {
                                    let t = turns_from[cell_index(cut[pa].cells[x])]
                                        [cell_index(cut[pb].cells[y])];
                                    if t == UNREACHABLE {
                                        IMPOSSIBLE
                                    } else {
                                        t + 1
                                    }
                                };
                                // prefix minimum: every lower slot is reachable from a higher one
                                let mut best = here;
                                if x > 0 {
                                    best = best.min(cost[(x - 1) * stride + y]);
                                }
                                if y > 0 {
                                    best = best.min(cost[x * stride + y - 1]);
                                }
                                cost[x * stride + y] = best;
                            }
                        }
                        tables[i * size + j] = Some(PairTable { stride, cost });
                    }
                }
                tables
            })
            .collect();
        let trivial = pair_tables
            .iter()
            .map(|tables: &Vec<Option<PairTable>>| {
                tables.is_empty()
                    || tables
                        .iter()
                        .flatten()
                        .all(|t| t.cost.iter().all(|&c| c == 1))
            })
            .collect();
        let mut kind_of = vec![0; puzzle.tile_count()];
        for (k, tiles) in kind_tiles.iter().enumerate() {
            for &t in tiles {
                kind_of[t] = k;
            }
        }
        Some(GravityBound {
            place,
            piece_tiles: cut.into_iter().map(|p| p.tiles).collect(),
            kind_tiles,
            pair_tables,
            trivial,
            kind_of,
        })
    }

    /// Whether the bound never says more than 1 per pair (then the plain bound is as good).
    pub fn is_trivial(&self) -> bool {
        self.trivial.iter().all(|&t| t)
    }

    /// The slot of tile `t` (present in `state`): the remaining tiles between it and the sink.
    #[inline]
    fn slot(&self, state: &[u64], t: usize) -> usize {
        let (p, i) = self.place[t];
        self.piece_tiles[p][..i]
            .iter()
            .filter(|&&u| contains(state, u))
            .count()
    }

    /// The bound for kind `k`'s tiles remaining in `state` ([`IMPOSSIBLE`] if they cannot all
    /// be removed).
    fn kind_bound(&self, state: &[u64], k: usize) -> u32 {
        let tiles = &self.kind_tiles[k];
        let mut present = [0usize; MAX_MATCHED];
        let mut n = 0;
        for (i, &t) in tiles.iter().enumerate() {
            if contains(state, t) {
                if n == MAX_MATCHED || self.trivial[k] {
                    let count = tiles.iter().filter(|&&u| contains(state, u)).count();
                    return count as u32 / 2;
                }
                present[n] = i;
                n += 1;
            }
        }
        let size = tiles.len();
        let tables = &self.pair_tables[k];
        let mut slots = [0usize; MAX_MATCHED];
        for x in 0..n {
            slots[x] = self.slot(state, tiles[present[x]]);
        }
        let mut cost = [[IMPOSSIBLE; MAX_MATCHED]; MAX_MATCHED];
        for x in 0..n {
            for y in x + 1..n {
                if let Some(table) = &tables[present[x] * size + present[y]] {
                    let c = table.get(slots[x], slots[y]);
                    cost[x][y] = c;
                    cost[y][x] = c;
                }
            }
        }
        min_matching(n, &cost)
    }

    /// The lower bound on the cost of clearing `state` ([`IMPOSSIBLE`] if it cannot be).
    pub fn bound(&self, state: &[u64]) -> u32 {
        let mut total = 0u32;
        for k in 0..self.kind_tiles.len() {
            let kind_cost = self.kind_bound(state, k);
            if kind_cost >= IMPOSSIBLE {
                return IMPOSSIBLE;
            }
            total += kind_cost;
        }
        total.min(IMPOSSIBLE)
    }

    /// The bound of `child`, reached from `parent` (bound `before`) by removing `a` and `b`:
    /// only their kind and the kinds of tiles that slid (those beyond them in their pieces)
    /// are computed again.
    pub fn bound_after(
        &self,
        parent: &[u64],
        child: &[u64],
        before: u32,
        a: usize,
        b: usize,
    ) -> u32 {
        if before >= IMPOSSIBLE {
            return IMPOSSIBLE;
        }
        let mut affected = [usize::MAX; 2 * crate::board::MAX_SIDE + 1];
        let mut count = 0;
        let mut note = |k: usize, affected: &mut [usize]| {
            if !affected[..count].contains(&k) {
                affected[count] = k;
                count += 1;
            }
        };
        note(self.kind_of[a], &mut affected);
        for t in [a, b] {
            let (p, i) = self.place[t];
            for &u in &self.piece_tiles[p][i + 1..] {
                let k = self.kind_of[u];
                if contains(child, u) && !self.trivial[k] {
                    note(k, &mut affected);
                }
            }
        }
        let mut total = i64::from(before);
        for &k in &affected[..count] {
            let new = self.kind_bound(child, k);
            if new >= IMPOSSIBLE {
                return IMPOSSIBLE;
            }
            total += i64::from(new) - i64::from(self.kind_bound(parent, k));
        }
        (total.max(0) as u32).min(IMPOSSIBLE)
    }
}

/// The cheapest perfect matching of `n` (<= [`MAX_MATCHED`], even) items under `cost`.
fn min_matching(n: usize, cost: &[[u32; MAX_MATCHED]; MAX_MATCHED]) -> u32 {
    let mut best = [IMPOSSIBLE; 1 << MAX_MATCHED];
    best[0] = 0;
    for mask in 1usize..(1 << n) {
        if mask.count_ones() % 2 == 1 {
            continue;
        }
        let i = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << i);
        let mut others = rest;
        let mut found = IMPOSSIBLE;
        while others != 0 {
            let j = others.trailing_zeros() as usize;
            others &= others - 1;
            let sub = best[rest & !(1 << j)];
            if sub < IMPOSSIBLE && cost[i][j] < IMPOSSIBLE {
                found = found.min(sub + cost[i][j]);
            }
        }
        best[mask] = found;
    }
    best[(1 << n) - 1]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_board, Gravity, MaxTurns, Rules};

    fn puzzle(text: &str, gravity: Gravity, turns: u32) -> Puzzle {
        let board = parse_board(text).expect("board");
        Puzzle::new(
            board,
            Rules {
                max_turns: MaxTurns::Limit(turns),
                gravity,
            },
        )
    }

    #[test]
    fn no_tables_without_gravity() {
        assert!(GravityBound::new(&puzzle("1 2\n1 1\n", Gravity::None, 2)).is_none());
    }

    #[test]
    fn tiles_that_may_fall_into_line_pay_one() {
        // gravity down: the upper 1 may fall next to the lower one, the same for the 2s
        let p = puzzle("2 2\n1 2\n2 1\n", Gravity::Down, 2);
        let bound = GravityBound::new(&p).expect("gravity");
        assert_eq!(bound.bound(p.initial().words()), 2);
    }

    #[test]
    fn tiles_walled_apart_pay_the_way_round() {
        // blockers cut both columns: each 1 stays put, and the way round the ring has 3 turns
        let p = puzzle("2 2\n1 -1\n-1 1\n", Gravity::Down, 3);
        let bound = GravityBound::new(&p).expect("gravity");
        assert_eq!(bound.bound(p.initial().words()), 4);
        let p = puzzle("2 2\n1 -1\n-1 1\n", Gravity::Down, 2);
        let bound = GravityBound::new(&p).expect("gravity");
        assert_eq!(bound.bound(p.initial().words()), IMPOSSIBLE);
    }

    #[test]
    fn matching_takes_the_cheapest_pairs() {
        let mut cost = [[IMPOSSIBLE; MAX_MATCHED]; MAX_MATCHED];
        let mut set = |a: usize, b: usize, c: u32| {
            cost[a][b] = c;
            cost[b][a] = c;
        };
        set(0, 1, 5);
        set(2, 3, 5);
        set(0, 2, 1);
        set(1, 3, 2);
        assert_eq!(min_matching(4, &cost), 3);
        assert_eq!(min_matching(0, &cost), 0);
    }
}
