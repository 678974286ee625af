//! [`FlatMap`]: an open-addressing hash map from board codes (`u64`) to `u32`, with linear
//! probing and no deletion: the visited set and index of every breadth-first search here.

/// Never a board code: it would put the 2x2 block at cell 15, outside the board.
const VACANT: u64 = u64::MAX;

pub(crate) struct FlatMap {
    keys: Vec<u64>,
    values: Vec<u32>,
    len: usize,
    shift: u32,
}

impl FlatMap {
    /// A map that holds `expected` entries without growing.
    pub fn with_capacity(expected: usize) -> Self {
        let slots = (expected.max(8) * 2).next_power_of_two();
        Self {
            keys: vec![VACANT; slots],
            values: vec![0; slots],
            len: 0,
            shift: 64 - slots.trailing_zeros(),
        }
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    fn slot_of(&self, key: u64) -> usize {
        // Fibonacci hashing on a pre-mixed key: the low bits of board codes vary most.
        let mixed = (key ^ key >> 29).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (mixed >> self.shift) as usize
    }

    /// Reads the slot where `key` would start its probe, so that a batch of lookups can
    /// overlap their cache misses before [`insert`](FlatMap::insert) runs on each.
    #[inline]
    pub fn warm(&self, key: u64) -> u64 {
        self.keys[self.slot_of(key)]
    }

    /// Inserts `key -> value` unless `key` is present; returns whether it was inserted.
    #[inline]
    pub fn insert(&mut self, key: u64, value: u32) -> bool {
        if (self.len + 1) * 2 > self.keys.len() {
            self.grow();
        }
        let mask = self.keys.len() - 1;
        let mut slot = self.slot_of(key);
        loop {
            let k = self.keys[slot];
            if k == key {
                return false;
            }
            if k == VACANT {
                self.keys[slot] = key;
                self.values[slot] = value;
                self.len += 1;
                return true;
            }
            slot = (slot + 1) & mask;
        }
    }

    #[inline]
    pub fn get(&self, key: u64) -> Option<u32> {
        let mask = self.keys.len() - 1;
        let mut slot = self.slot_of(key);
        loop {
            let k = self.keys[slot];
            if k == key {
                return Some(self.values[slot]);
            }
            if k == VACANT {
                return None;
            }
            slot = (slot + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let mut bigger = FlatMap::with_capacity(self.keys.len());
        for (&k, &v) in self.keys.iter().zip(&self.values) {
            if k != VACANT {
                bigger.insert(k, v);
            }
        }
        *self = bigger;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn probe_lengths_on_a_real_group() {
        let start = crate::grid::parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap();
        let group = crate::analysis::explore_group(
            start,
            crate::metric::Metric::Unit,
            &search::Limits::none(),
        )
        .unwrap();
        let map = {
            let mut m = FlatMap::with_capacity(1 << 15);
            for b in group.boards() {
                m.insert(b.raw(), 0);
            }
            m
        };
        let mask = map.keys.len() - 1;
        let mut total = 0usize;
        for b in group.boards() {
            let mut slot = map.slot_of(b.raw());
            let mut n = 1;
            while map.keys[slot] != b.raw() {
                slot = (slot + 1) & mask;
                n += 1;
            }
            total += n;
        }
        // Fibonacci hashing keeps linear probing short on real board codes.
        let average = total as f64 / group.len() as f64;
        assert!(average < 2.0, "average probe length {average}");
    }

    #[test]
    fn behaves_like_a_hash_map() {
        let mut flat = FlatMap::with_capacity(4);
        let mut reference = HashMap::new();
        let mut x = 12345u64;
        for i in 0..10_000u32 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let key = x % 3000;
            let inserted = flat.insert(key, i);
            assert_eq!(inserted, !reference.contains_key(&key));
            reference.entry(key).or_insert(i);
        }
        assert_eq!(flat.len(), reference.len());
        for (&k, &v) in &reference {
            assert_eq!(flat.get(k), Some(v));
        }
        assert_eq!(flat.get(5000), None);
    }
}
