//! Enumeration of every legal layout in increasing CommonCode order (so the n-th layout has
//! ShortCode n), by a depth-first walk of the ranking automaton.

use rayon::prelude::*;

use crate::board::{Board, PieceCounts};
use crate::rank_table::{RankTable, State, DEAD, SLOT_HORIZONTAL, SLOT_SOLDIER, SLOT_VERTICAL};

/// Calls `f(common_code, board)` for every legal layout whose 2x2 block has its top-left cell
/// at `head`, in increasing CommonCode order. Returns the number of layouts.
pub fn for_each_layout_with_head(head: u8, mut f: impl FnMut(u64, Board)) -> u64 {
    let table = RankTable::get();
    let Some(&start) = table.start.get(usize::from(head)) else {
        return 0;
    };
    if start == DEAD {
        return 0;
    }
    let mut walker = Walker {
        states: &table.states,
        head,
        count: 0,
        visit: &mut f,
    };
    walker.walk(start, 0, 32, 0, 0, 0);
    walker.count
}

/// Calls `f(common_code, board)` for every legal layout, in increasing CommonCode order.
pub fn for_each_layout(mut f: impl FnMut(u64, Board)) -> u64 {
    (0..16)
        .map(|head| for_each_layout_with_head(head, &mut f))
        .sum()
}

struct Walker<'a, F: FnMut(u64, Board)> {
    states: &'a [State],
    head: u8,
    count: u64,
    visit: &'a mut F,
}

impl<F: FnMut(u64, Board)> Walker<'_, F> {
    fn walk(&mut self, state: u32, range: u32, shift: u32, h: u32, v: u32, s: u32) {
        let row = self.states[state as usize];
        if row.is_final() {
            self.count += 1;
            let code = u64::from(self.head) << 32 | u64::from(range);
            (self.visit)(code, Board::from_parts_unchecked(self.head, h, v, s));
            return;
        }
        let bit = 1u32 << row.cell;
        let shift = shift - 2;
        for slot in 0..4u32 {
            let next = row.next[slot as usize];
            if next == DEAD {
                continue;
            }
            let range = range | slot << shift;
            match slot {
                SLOT_HORIZONTAL => self.walk(next, range, shift, h | bit, v, s),
                SLOT_VERTICAL => self.walk(next, range, shift, h, v | bit, s),
                SLOT_SOLDIER => self.walk(next, range, shift, h, v, s | bit),
                _ => self.walk(next, range, shift, h, v, s),
            }
        }
    }
}

/// Calls `f(short_code, board)` for every legal layout with exactly these pieces besides the
/// block, in increasing CommonCode order. Returns the number of layouts.
pub fn for_each_layout_with_pieces(pieces: PieceCounts, mut f: impl FnMut(u32, Board)) -> u64 {
    let table = RankTable::get();
    let mut count = 0;
    if 2 * (u32::from(pieces.horizontal) + u32::from(pieces.vertical)) + u32::from(pieces.soldiers)
        > 14
    {
        return 0;
    }
    for head in 0..16u8 {
        let start = table.start[usize::from(head)];
        if start == DEAD {
            continue;
        }
        let mut walker = ClassWalker {
            states: &table.states,
            head,
            wanted: pieces,
            count: 0,
            visit: &mut f,
        };
        walker.walk(start, table.head_offset[usize::from(head)], [0; 4], 0, 0, 0);
        count += walker.count;
    }
    count
}

/// Every combination of piece counts a legal layout can have (at least two empty cells).
pub fn all_piece_sets() -> Vec<PieceCounts> {
    let mut out = Vec::new();
    for horizontal in 0..=7u8 {
        for vertical in 0..=7u8 {
            for soldiers in 0..=14u8 {
                if 2 * (horizontal + vertical) + soldiers <= 14 {
                    out.push(PieceCounts {
                        horizontal,
                        vertical,
                        soldiers,
                    });
                }
            }
        }
    }
    out
}

struct ClassWalker<'a, F: FnMut(u32, Board)> {
    states: &'a [State],
    head: u8,
    wanted: PieceCounts,
    count: u64,
    visit: &'a mut F,
}

impl<F: FnMut(u32, Board)> ClassWalker<'_, F> {
    /// `used` counts slots so far by value (empty, horizontal, vertical, soldier); no count
    /// may pass the wanted one, so a full board has exactly the wanted pieces.
    fn walk(&mut self, state: u32, rank: u32, used: [u8; 4], h: u32, v: u32, s: u32) {
        let row = self.states[state as usize];
        if row.is_final() {
            self.count += 1;
            (self.visit)(rank, Board::from_parts_unchecked(self.head, h, v, s));
            return;
        }
        let limits = [
            16 - 2 * (self.wanted.horizontal + self.wanted.vertical) - self.wanted.soldiers,
            self.wanted.horizontal,
            self.wanted.vertical,
            self.wanted.soldiers,
        ];
        let bit = 1u32 << row.cell;
        for slot in 0..4usize {
            let next = row.next[slot];
            if next == DEAD || used[slot] >= limits[slot] {
                continue;
            }
            let mut used = used;
            used[slot] += 1;
            let rank = rank + row.below[slot];
            match slot as u32 {
                SLOT_HORIZONTAL => self.walk(next, rank, used, h | bit, v, s),
                SLOT_VERTICAL => self.walk(next, rank, used, h, v | bit, s),
                SLOT_SOLDIER => self.walk(next, rank, used, h, v, s | bit),
                _ => self.walk(next, rank, used, h, v, s),
            }
        }
    }
}

/// Every legal layout's CommonCode, grouped by block position: 4 bytes a layout.
pub struct AllLayouts {
    /// For each block head 0..16, the low 32 bits of the CommonCodes, increasing.
    pub by_head: Vec<Vec<u32>>,
}

impl AllLayouts {
    /// How many layouts.
    pub fn len(&self) -> usize {
        self.by_head.iter().map(Vec::len).sum()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every CommonCode in increasing order.
    pub fn common_codes(&self) -> impl Iterator<Item = u64> + '_ {
        self.by_head.iter().enumerate().flat_map(|(head, ranges)| {
            ranges
                .iter()
                .map(move |&r| (head as u64) << 32 | u64::from(r))
        })
    }
}

/// Lists every legal layout on one thread.
pub fn all_layouts() -> AllLayouts {
    let table = RankTable::get();
    AllLayouts {
        by_head: (0..16u8)
            .map(|head| {
                let h = usize::from(head);
                let expected = (table.head_offset[h + 1] - table.head_offset[h]) as usize;
                let mut ranges = Vec::with_capacity(expected);
                for_each_layout_with_head(head, |code, _| ranges.push(code as u32));
                ranges
            })
            .collect(),
    }
}

/// Lists every legal layout using all cores.
pub fn all_layouts_parallel() -> AllLayouts {
    let table = RankTable::get();
    AllLayouts {
        by_head: (0..16u8)
            .into_par_iter()
            .map(|head| {
                let h = usize::from(head);
                let expected = (table.head_offset[h + 1] - table.head_offset[h]) as usize;
                let mut ranges = Vec::with_capacity(expected);
                for_each_layout_with_head(head, |code, _| ranges.push(code as u32));
                ranges
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codes::{common_code, short_code};

    #[test]
    fn layouts_with_one_head_come_in_code_order_with_consecutive_ranks() {
        // Head 13 is the goal position: the 2x2 block in front of the exit.
        let mut previous = None;
        let mut first_rank = None;
        let mut n = 0u32;
        let count = for_each_layout_with_head(13, |code, board| {
            assert_eq!(common_code(board), code);
            assert!(board.is_solved());
            if let Some(p) = previous {
                assert!(p < code);
            }
            previous = Some(code);
            let rank = short_code(board);
            let first = *first_rank.get_or_insert(rank);
            assert_eq!(rank, first + n);
            n += 1;
        });
        assert_eq!(count, u64::from(n));
        let table = RankTable::get();
        assert_eq!(
            count,
            u64::from(table.head_offset[14] - table.head_offset[13])
        );
    }

    #[test]
    fn piece_sets_partition_all_layouts() {
        let mut total = 0;
        let mut standard = 0;
        for pieces in all_piece_sets() {
            let mut previous = None;
            let n = for_each_layout_with_pieces(pieces, |rank, board| {
                assert_eq!(board.piece_counts(), pieces);
                if rank % 97 == 0 {
                    assert_eq!(short_code(board), rank);
                }
                assert!(previous < Some(rank));
                previous = Some(rank);
            });
            total += n;
            if pieces.is_standard() {
                standard += n;
            }
        }
        assert_eq!(total, 29_334_498);
        assert_eq!(standard, 363_480);
    }
}
