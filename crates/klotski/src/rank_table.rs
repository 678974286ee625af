//! The automaton behind CommonCode ranking: how many valid layouts complete a partly filled
//! board, so that a CommonCode's rank among all valid CommonCodes (its ShortCode) is a sum of
//! table entries, and every layout can be enumerated in CommonCode order.
//!
//! A CommonCode lists the board's pieces other than the 2x2 block in scan order, one 2-bit
//! slot each (00 empty cell, 01 horizontal, 10 vertical, 11 soldier). A state of the automaton
//! is the set of cells filled so far plus the number of empty cells seen (capped at 2); the
//! next slot always fills the first unfilled cell.

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::geometry::{COL_LAST, FULL, ROW_LAST};
use crate::piece::Shape;

/// A state with no valid completion.
pub(crate) const DEAD: u32 = u32::MAX;

/// Slot values of a CommonCode.
pub(crate) const SLOT_EMPTY: u32 = 0;
pub(crate) const SLOT_HORIZONTAL: u32 = 1;
pub(crate) const SLOT_VERTICAL: u32 = 2;
pub(crate) const SLOT_SOLDIER: u32 = 3;

/// One automaton state.
#[derive(Debug, Clone, Copy)]
pub(crate) struct State {
    /// The first unfilled cell (20 when the board is full).
    pub cell: u8,
    /// The state after each slot value, or [`DEAD`].
    pub next: [u32; 4],
    /// Completions that start with a smaller slot value than the index.
    pub below: [u32; 4],
    /// Valid completions from this state (1 or 0 for a full board).
    pub completions: u32,
}

impl State {
    pub fn is_final(&self) -> bool {
        usize::from(self.cell) == crate::geometry::CELLS
    }
}

/// Every state reachable from the twelve block positions.
pub(crate) struct RankTable {
    pub states: Vec<State>,
    /// Start state for each block head (DEAD where the block cannot stand).
    pub start: [u32; 16],
    /// Number of valid layouts whose block head is smaller than the index.
    pub head_offset: [u32; 17],
    /// The ranking walk without branches: per state and slot value, the next state packed
    /// with that state's cell ([`pack_step`]), and the rank to add. Final states lead to
    /// themselves and add nothing, so every walk can take up to [`MAX_SLOTS`] steps; their
    /// cell is off the board, where every slot value reads 0.
    pub step_next: Vec<[u32; 4]>,
    pub step_below: Vec<[u32; 4]>,
    /// The packed start state for each block head.
    pub step_start: [u32; 16],
}

/// A state id with its cell in bits 16..24: the walk reads the next cell without another
/// memory access.
pub(crate) const fn pack_step(id: u32, cell: u8) -> u32 {
    id | (cell as u32) << 16
}

/// Most pieces a CommonCode can list besides the block.
pub(crate) const MAX_SLOTS: usize = 16;

impl RankTable {
    /// The table, built on first use (a few milliseconds).
    pub fn get() -> &'static RankTable {
        static TABLE: OnceLock<RankTable> = OnceLock::new();
        TABLE.get_or_init(build)
    }

    /// Number of valid layouts in all.
    pub fn total(&self) -> u32 {
        self.head_offset[16]
    }
}

/// Cells filled by placing a slot value at `cell` on a board where `filled` is taken, or
/// `None` when it does not fit.
pub(crate) fn slot_cells(slot: u32, cell: u8, filled: u32) -> Option<u32> {
    let bit = 1u32 << cell;
    let cells = match slot {
        SLOT_EMPTY | SLOT_SOLDIER => bit,
        SLOT_HORIZONTAL if bit & COL_LAST == 0 => bit | bit << 1,
        SLOT_VERTICAL if bit & ROW_LAST == 0 => bit | bit << 4,
        _ => return None,
    };
    (cells & filled == 0).then_some(cells)
}

struct Builder {
    ids: HashMap<(u32, u8), u32>,
    states: Vec<State>,
}

impl Builder {
    fn state(&mut self, filled: u32, empties: u8) -> u32 {
        if let Some(&id) = self.ids.get(&(filled, empties)) {
            return id;
        }
        let state = if filled == FULL {
            let completions = u32::from(empties >= 2);
            State {
                cell: 20,
                next: [DEAD; 4],
                below: [0; 4],
                completions,
            }
        } else {
            let cell = (!filled).trailing_zeros() as u8;
            let mut next = [DEAD; 4];
            let mut below = [0; 4];
            let mut total = 0u32;
            for slot in 0..4 {
                below[slot as usize] = total;
                if let Some(cells) = slot_cells(slot, cell, filled) {
                    let empties = (empties + u8::from(slot == SLOT_EMPTY)).min(2);
                    let id = self.state(filled | cells, empties);
                    let count = self.states[id as usize].completions;
                    if count > 0 {
                        next[slot as usize] = id;
                        total += count;
                    }
                }
            }
            State {
                cell,
                next,
                below,
                completions: total,
            }
        };
        let id = self.states.len() as u32;
        self.states.push(state);
        self.ids.insert((filled, empties), id);
        id
    }
}

fn build() -> RankTable {
    let mut builder = Builder {
        ids: HashMap::new(),
        states: Vec::new(),
    };
    let mut start = [DEAD; 16];
    let mut head_offset = [0u32; 17];
    for head in 0..16u8 {
        let mut count = 0;
        if head < 20 && Shape::Block.allowed_heads() & (1 << head) != 0 {
            let id = builder.state(Shape::Block.shape() << head, 0);
            count = builder.states[id as usize].completions;
            if count > 0 {
                start[usize::from(head)] = id;
            }
        }
        head_offset[usize::from(head) + 1] = head_offset[usize::from(head)] + count;
    }
    let states = builder.states;
    let walk_cell = |id: u32| {
        let state = &states[id as usize];
        if state.is_final() {
            31
        } else {
            state.cell
        }
    };
    let mut step_next = Vec::with_capacity(states.len());
    let mut step_below = Vec::with_capacity(states.len());
    for (id, state) in states.iter().enumerate() {
        let id = id as u32;
        if state.is_final() {
            step_next.push([pack_step(id, 31); 4]);
            step_below.push([0; 4]);
        } else {
            // A slot that fits no valid layout cannot occur in a valid board; stay put.
            step_next.push(state.next.map(|n| {
                let n = if n == DEAD { id } else { n };
                pack_step(n, walk_cell(n))
            }));
            step_below.push(state.below);
        }
    }
    let step_start = start.map(|id| {
        if id == DEAD {
            pack_step(0, 31)
        } else {
            pack_step(id, walk_cell(id))
        }
    });
    RankTable {
        states,
        start,
        head_offset,
        step_next,
        step_below,
        step_start,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_every_legal_layout() {
        // docs/rules/klotski.md: 29,334,498 legal layouts.
        assert_eq!(RankTable::get().total(), 29_334_498);
    }

    #[test]
    fn the_table_is_small() {
        let states = RankTable::get().states.len();
        assert!(states < 100_000);
    }
}
