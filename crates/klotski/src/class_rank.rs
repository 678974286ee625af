//! [`ClassRanker`]: the rank of a layout among the layouts with the same pieces, in CommonCode
//! order. The census gives each piece set its own small bitmap indexed by this rank, which
//! stays in cache where a bitmap over all 29.3M layouts would not.

use std::collections::HashMap;

use crate::board::{Board, PieceCounts};
use crate::geometry::FULL;
use crate::piece::Shape;
use crate::rank_table::{
    pack_step, slot_cells, MAX_SLOTS, SLOT_HORIZONTAL, SLOT_SOLDIER, SLOT_VERTICAL,
};

/// Ranks layouts within one piece set.
pub(crate) struct ClassRanker {
    /// Per state and slot value: the next state packed with its cell (see [`pack_step`]).
    next: Vec<[u32; 4]>,
    /// Per state and slot value: layouts of the set that come first.
    below: Vec<[u32; 4]>,
    /// Packed start state per block head.
    start: [u32; 16],
    /// Layouts of the set whose block head is smaller than the index.
    head_offset: [u32; 17],
    /// Slots in a CommonCode of this set (pieces and empty cells besides the block).
    slots: usize,
}

/// Cell used for final states: off the board, so every slot value reads 0 there.
const NOWHERE: u8 = 31;

struct Builder {
    target: [u8; 4],
    ids: HashMap<(u32, [u8; 4]), u32>,
    completions: Vec<u32>,
    cells: Vec<u8>,
    next: Vec<[u32; 4]>,
    below: Vec<[u32; 4]>,
}

impl Builder {
    /// The state after filling `filled` with `used` slots of each value; returns its id.
    fn state(&mut self, filled: u32, used: [u8; 4]) -> u32 {
        if let Some(&id) = self.ids.get(&(filled, used)) {
            return id;
        }
        let id = self.completions.len() as u32;
        self.completions.push(0);
        self.cells.push(NOWHERE);
        self.next.push([id; 4]);
        self.below.push([0; 4]);
        self.ids.insert((filled, used), id);
        if filled == FULL {
            self.completions[id as usize] = u32::from(used == self.target);
            return id;
        }
        let cell = (!filled).trailing_zeros() as u8;
        let mut next = [id; 4];
        let mut below = [0; 4];
        let mut total = 0;
        for slot in 0..4u32 {
            below[slot as usize] = total;
            if used[slot as usize] >= self.target[slot as usize] {
                continue;
            }
            let Some(cells) = slot_cells(slot, cell, filled) else {
                continue;
            };
            let mut after = used;
            after[slot as usize] += 1;
            let child = self.state(filled | cells, after);
            let count = self.completions[child as usize];
            if count > 0 {
                next[slot as usize] = child;
                total += count;
            }
        }
        self.completions[id as usize] = total;
        self.cells[id as usize] = cell;
        self.next[id as usize] = next;
        self.below[id as usize] = below;
        id
    }
}

impl ClassRanker {
    pub fn new(pieces: PieceCounts) -> Self {
        let empties = 16u8
            .saturating_sub(2 * (pieces.horizontal + pieces.vertical))
            .saturating_sub(pieces.soldiers);
        let target = [empties, pieces.horizontal, pieces.vertical, pieces.soldiers];
        let mut builder = Builder {
            target,
            ids: HashMap::new(),
            completions: Vec::new(),
            cells: Vec::new(),
            next: Vec::new(),
            below: Vec::new(),
        };
        let mut start_ids = [u32::MAX; 16];
        let mut head_offset = [0u32; 17];
        for head in 0..16u8 {
            let mut count = 0;
            if Shape::Block.allowed_heads() & (1 << head) != 0 {
                let id = builder.state(Shape::Block.shape() << head, [0; 4]);
                count = builder.completions[id as usize];
                start_ids[usize::from(head)] = id;
            }
            head_offset[usize::from(head) + 1] = head_offset[usize::from(head)] + count;
        }
        let cells = builder.cells;
        let pack = |id: u32| pack_step(id, cells[id as usize]);
        let next = builder.next.iter().map(|row| row.map(pack)).collect();
        let start = start_ids.map(|id| {
            if id == u32::MAX {
                pack_step(0, NOWHERE)
            } else {
                pack(id)
            }
        });
        let slots = usize::from(target.iter().sum::<u8>());
        ClassRanker {
            next,
            below: builder.below,
            start,
            head_offset,
            slots,
        }
    }

    /// Number of layouts with these pieces.
    pub fn len(&self) -> u32 {
        self.head_offset[16]
    }

    /// The ranks of boards of this piece set, walked in lockstep (see
    /// [`short_codes`](crate::codes::short_codes)).
    #[inline]
    pub fn ranks<const N: usize>(&self, boards: [Board; N]) -> [u32; N] {
        let mut rank = [0u32; N];
        let mut step = [0u32; N];
        for lane in 0..N {
            let head = usize::from(boards[lane].block_head() & 15);
            rank[lane] = self.head_offset[head];
            step[lane] = self.start[head];
        }
        for _ in 0..self.slots.min(MAX_SLOTS) {
            for lane in 0..N {
                let id = (step[lane] & 0xFFFF) as usize;
                let cell = step[lane] >> 16;
                let (Some(next), Some(below)) = (self.next.get(id), self.below.get(id)) else {
                    continue;
                };
                let b = boards[lane];
                let slot = (((b.horizontal() >> cell) & 1) * SLOT_HORIZONTAL)
                    | (((b.vertical() >> cell) & 1) * SLOT_VERTICAL)
                    | (((b.soldiers() >> cell) & 1) * SLOT_SOLDIER);
                rank[lane] += below[slot as usize];
                step[lane] = next[slot as usize];
            }
        }
        rank
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::enumerate::for_each_layout_with_pieces;

    #[test]
    fn ranks_count_the_layouts_of_the_set_in_order() {
        for pieces in [
            PieceCounts {
                horizontal: 1,
                vertical: 4,
                soldiers: 4,
            },
            PieceCounts {
                horizontal: 0,
                vertical: 0,
                soldiers: 14,
            },
            PieceCounts {
                horizontal: 3,
                vertical: 2,
                soldiers: 2,
            },
        ] {
            let ranker = ClassRanker::new(pieces);
            let mut n = 0u32;
            for_each_layout_with_pieces(pieces, |_, board| {
                assert_eq!(ranker.ranks([board])[0], n);
                n += 1;
            });
            assert_eq!(ranker.len(), n);
        }
    }
}
