//! Fast state hashing and a compact open-addressing index from state hashes to node ids.
//!
//! The algorithms store every state once (in an [`Arena`](super::arena::Arena) or on a path);
//! the tables here only hold 64-bit fingerprints and `u32` ids, and compare real states through
//! a caller-supplied closure. This avoids cloning states into a `HashMap` key and needs no
//! hashing dependency: [`FxHasher`] is the small multiplicative hasher used by rustc.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// The multiplier of rustc's Fx hash.
const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

/// rustc's Fx hash: fast, not DoS-resistant (states come from puzzles, not attackers).
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct FxHasher {
    hash: u64,
}

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(FX_SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }

    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }

    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// A well-mixed 64-bit fingerprint of `state`: Fx hash followed by MurmurHash3's finaliser,
/// so that both the high bits (bucket) and the low bits are usable.
#[inline]
pub(crate) fn fingerprint<S: Hash + ?Sized>(state: &S) -> u64 {
    let mut hasher = FxHasher::default();
    state.hash(&mut hasher);
    let mut k = hasher.finish();
    k ^= k >> 33;
    k = k.wrapping_mul(0xff51_afd7_ed55_8ccd);
    k ^= k >> 33;
    k = k.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    k ^ (k >> 33)
}

/// Hasher for keys that already are fingerprints: passes the value through.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct PassThroughHasher {
    hash: u64,
}

impl Hasher for PassThroughHasher {
    fn write(&mut self, bytes: &[u8]) {
        // Only `u64` keys are hashed with this hasher; fold anything else in just in case.
        for &b in bytes {
            self.hash = self.hash.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, i: u64) {
        self.hash = i;
    }

    fn finish(&self) -> u64 {
        self.hash
    }
}

/// A `HashMap` keyed by fingerprints.
pub(crate) type FingerprintMap<V> = HashMap<u64, V, BuildHasherDefault<PassThroughHasher>>;

/// Marks a vacant slot.
const EMPTY: u32 = u32::MAX;

#[derive(Debug, Clone, Copy)]
struct Slot {
    hash: u64,
    id: u32,
}

const VACANT: Slot = Slot { hash: 0, id: EMPTY };

/// Where a state that is not in a [`StateIndex`] would go; valid until the index changes.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Vacancy {
    slot: usize,
    hash: u64,
}

/// An open-addressing (linear probing) set of ids, looked up by fingerprint plus an equality
/// test on the caller's storage. Ids must be below `u32::MAX`.
#[derive(Debug, Clone)]
pub(crate) struct StateIndex {
    slots: Vec<Slot>,
    len: usize,
    /// `64 - log2(slots.len())`: the bucket is the top bits of the fingerprint.
    shift: u32,
}

const MIN_SLOTS: usize = 16;

impl Default for StateIndex {
    fn default() -> Self {
        Self::new()
    }
}

impl StateIndex {
    pub(crate) fn new() -> Self {
        StateIndex {
            slots: vec![VACANT; MIN_SLOTS],
            len: 0,
            shift: 64 - MIN_SLOTS.trailing_zeros(),
        }
    }

    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Removes every id, keeping the allocation.
    pub(crate) fn clear(&mut self) {
        self.slots.fill(VACANT);
        self.len = 0;
    }

    #[inline]
    fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    #[inline]
    fn bucket(&self, hash: u64) -> usize {
        (hash >> self.shift) as usize
    }

    /// Looks for an id whose fingerprint is `hash` and for which `is_same(id)` holds.
    /// Returns the id, or the vacancy where such an id would be inserted.
    #[inline]
    pub(crate) fn find(
        &self,
        hash: u64,
        mut is_same: impl FnMut(u32) -> bool,
    ) -> Result<u32, Vacancy> {
        let mask = self.mask();
        let mut i = self.bucket(hash);
        loop {
            let slot = self.slots[i];
            if slot.id == EMPTY {
                return Err(Vacancy { slot: i, hash });
            }
            if slot.hash == hash && is_same(slot.id) {
                return Ok(slot.id);
            }
            i = (i + 1) & mask;
        }
    }

    /// Inserts `id` at a vacancy returned by [`find`](Self::find) on the unchanged index.
    pub(crate) fn insert(&mut self, vacancy: Vacancy, id: u32) {
        debug_assert!(id != EMPTY, "node ids must stay below u32::MAX");
        // Keep the load factor at most 5/8 so probe sequences stay short.
        if (self.len + 1) * 8 > self.slots.len() * 5 {
            self.grow();
            self.place(vacancy.hash, id);
        } else {
            self.slots[vacancy.slot] = Slot {
                hash: vacancy.hash,
                id,
            };
        }
        self.len += 1;
    }

    /// Puts an entry known to be absent into the first free slot of its probe sequence.
    fn place(&mut self, hash: u64, id: u32) {
        let mask = self.mask();
        let mut i = self.bucket(hash);
        while self.slots[i].id != EMPTY {
            i = (i + 1) & mask;
        }
        self.slots[i] = Slot { hash, id };
    }

    fn grow(&mut self) {
        let doubled = vec![VACANT; self.slots.len() * 2];
        let old = std::mem::replace(&mut self.slots, doubled);
        self.shift -= 1;
        for slot in old.into_iter().filter(|s| s.id != EMPTY) {
            self.place(slot.hash, slot.id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fingerprints_differ_and_are_stable() {
        assert_eq!(fingerprint(&(1u32, 2u32)), fingerprint(&(1u32, 2u32)));
        assert_ne!(fingerprint(&(1u32, 2u32)), fingerprint(&(2u32, 1u32)));
        assert_ne!(fingerprint("abcdefghi"), fingerprint("abcdefghj"));
        assert_ne!(fingerprint(&[0u8; 9]), fingerprint(&[0u8; 10]));
    }

    #[test]
    fn index_finds_what_it_stored_across_growth() {
        let values: Vec<u64> = (0..10_000).map(|i| i * 7919 % 100_003).collect();
        let mut index = StateIndex::new();
        for (id, v) in values.iter().enumerate() {
            let hash = fingerprint(v);
            match index.find(hash, |other| values[other as usize] == *v) {
                Ok(_) => panic!("{v} inserted twice"),
                Err(vacancy) => index.insert(vacancy, id as u32),
            }
        }
        assert_eq!(index.len(), values.len());
        for (id, v) in values.iter().enumerate() {
            let found = index.find(fingerprint(v), |other| values[other as usize] == *v);
            assert_eq!(found.ok(), Some(id as u32));
        }
        assert!(index.find(fingerprint(&1_000_000u64), |_| true).is_err());
        index.clear();
        assert_eq!(index.len(), 0);
        assert!(index.find(fingerprint(&values[0]), |_| true).is_err());
    }

    #[test]
    fn equal_fingerprints_are_told_apart_by_the_equality_test() {
        let mut index = StateIndex::new();
        let names = ["a", "b"];
        // Force both names onto the same fingerprint.
        for (id, name) in names.iter().enumerate() {
            if let Err(vacancy) = index.find(42, |other| names[other as usize] == *name) {
                index.insert(vacancy, id as u32);
            }
        }
        assert_eq!(index.len(), 2);
        assert_eq!(
            index.find(42, |other| names[other as usize] == "b").ok(),
            Some(1)
        );
    }
}
