//! A compact closed set: states live in one flat arena of words, and an open-addressing table
//! of node indices finds them again by content.

/// Hash of a state's words (multiply-rotate, good enough for bitsets).
#[inline]
fn hash_words(words: &[u64]) -> u64 {
    let mut h = 0x9E37_79B9_7F4A_7C15u64;
    for &w in words {
        h = (h.rotate_left(23) ^ w).wrapping_mul(0x517C_C1B7_2722_0A95);
    }
    h ^ (h >> 31)
}

/// The slot of a hash in a table of `size` slots (a power of two): the top bits of a
/// Fibonacci multiplication, which depend on every bit of the hash.
#[inline]
fn slot_of(hash: u64, size: usize) -> usize {
    (hash.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - size.trailing_zeros())) as usize
}

/// Stored states (fixed width) and a hash index over them.
pub struct StateTable {
    width: usize,
    arena: Vec<u64>,
    slots: Vec<u32>,
}

const EMPTY: u32 = u32::MAX;

impl StateTable {
    /// An empty table of states of `width` words each.
    pub fn new(width: usize) -> StateTable {
        StateTable {
            width,
            arena: Vec::new(),
            slots: vec![EMPTY; 1024],
        }
    }

    /// Number of states stored.
    pub fn len(&self) -> usize {
        self.arena.len() / self.width
    }

    /// Whether no state is stored.
    pub fn is_empty(&self) -> bool {
        self.arena.is_empty()
    }

    /// The words of state `index`.
    #[inline]
    pub fn get(&self, index: u32) -> &[u64] {
        let start = index as usize * self.width;
        &self.arena[start..start + self.width]
    }

    /// The index of `state`, inserting it if new. Returns (index, was it new).
    pub fn intern(&mut self, state: &[u64]) -> (u32, bool) {
        if (self.len() + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut slot = slot_of(hash_words(state), self.slots.len());
        loop {
            let entry = self.slots[slot];
            if entry == EMPTY {
                let index = self.len() as u32;
                self.arena.extend_from_slice(state);
                self.slots[slot] = index;
                return (index, true);
            }
            // word by word (inlined; a slice comparison calls memcmp)
            if self.get(entry).iter().zip(state).all(|(a, b)| a == b) {
                return (entry, false);
            }
            slot = (slot + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let size = self.slots.len() * 2;
        let mut slots = vec![EMPTY; size];
        let mask = size - 1;
        for index in 0..self.len() as u32 {
            let mut slot = slot_of(hash_words(self.get(index)), size);
            while slots[slot] != EMPTY {
                slot = (slot + 1) & mask;
            }
            slots[slot] = index;
        }
        self.slots = slots;
    }

    /// Approximate heap bytes held.
    pub fn bytes(&self) -> usize {
        self.arena.capacity() * 8 + self.slots.capacity() * 4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_finds_equal_states() {
        let mut table = StateTable::new(2);
        let mut seen = Vec::new();
        for i in 0..5000u64 {
            let (idx, new) = table.intern(&[i, i * 7]);
            assert!(new);
            seen.push(idx);
        }
        for i in 0..5000u64 {
            let (idx, new) = table.intern(&[i, i * 7]);
            assert!(!new);
            assert_eq!(idx, seen[i as usize]);
            assert_eq!(table.get(idx), &[i, i * 7]);
        }
    }
}
