//! Compact state encoding for the solvers: boards of up to [`MAX_CELLS`] cells packed 3 bits
//! per cell into a `u128`, a fast hasher for such keys, and board symmetries.

use std::hash::{BuildHasherDefault, Hasher};

/// The largest board (in cells) the solvers accept: 42 cells x 3 bits fit in a `u128`.
pub const MAX_CELLS: usize = 42;

/// A board's cells as the solvers keep them (unused tail cells stay 0).
pub type Cells = [u8; MAX_CELLS];

/// Packs `cells[..n]` 3 bits per cell.
#[inline]
pub fn pack(cells: &Cells, n: usize) -> u128 {
    let mut key = 0u128;
    for &v in cells[..n].iter().rev() {
        key = (key << 3) | u128::from(v);
    }
    key
}

/// The inverse of [`pack`].
pub fn unpack(key: u128, n: usize) -> Cells {
    let mut cells = [0u8; MAX_CELLS];
    for (i, cell) in cells[..n].iter_mut().enumerate() {
        *cell = ((key >> (3 * i)) & 7) as u8;
    }
    cells
}

/// A multiply-xorshift hasher (in the style of FxHash) for packed keys; the standard SipHash
/// is several times slower and hash flooding is no concern here.
#[derive(Default, Clone, Copy)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    #[inline]
    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    #[inline]
    fn write_u128(&mut self, word: u128) {
        self.write_u64(word as u64);
        self.write_u64((word >> 64) as u64);
    }

    #[inline]
    fn write_u8(&mut self, byte: u8) {
        self.write_u64(u64::from(byte));
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }
}

/// Builds [`KeyHasher`]s.
pub type KeyBuildHasher = BuildHasherDefault<KeyHasher>;
/// A hash map keyed by packed states.
pub type KeyMap<K, V> = std::collections::HashMap<K, V, KeyBuildHasher>;
/// A hash set of packed states.
pub type KeySet<K> = std::collections::HashSet<K, KeyBuildHasher>;

/// The symmetries of a `rows x cols` grid as cell permutations (`perm[i]` is where cell `i`
/// goes), identity excluded: 7 for a square, 3 for a rectangle.
pub fn symmetries(rows: usize, cols: usize) -> Vec<Vec<usize>> {
    let n = rows * cols;
    let map = |f: &dyn Fn(usize, usize) -> (usize, usize), out_cols: usize| -> Vec<usize> {
        (0..n)
            .map(|i| {
                let (r, c) = f(i / cols, i % cols);
                r * out_cols + c
            })
            .collect()
    };
    let (h, w) = (rows - 1, cols - 1);
    let mut perms = vec![
        map(&|r, c| (r, w - c), cols),
        map(&|r, c| (h - r, c), cols),
        map(&|r, c| (h - r, w - c), cols),
    ];
    if rows == cols {
        perms.push(map(&|r, c| (c, r), cols));
        perms.push(map(&|r, c| (w - c, h - r), cols));
        perms.push(map(&|r, c| (c, h - r), cols));
        perms.push(map(&|r, c| (w - c, r), cols));
    }
    perms
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn pack_round_trips(values in proptest::collection::vec(0u8..=4, 1..=MAX_CELLS)) {
            let mut cells = [0u8; MAX_CELLS];
            cells[..values.len()].copy_from_slice(&values);
            prop_assert_eq!(unpack(pack(&cells, values.len()), values.len()), cells);
        }
    }

    #[test]
    fn symmetries_are_distinct_permutations() {
        for (rows, cols, count) in [(6, 6, 7), (3, 5, 3), (1, 1, 7)] {
            let perms = symmetries(rows, cols);
            assert_eq!(perms.len(), count);
            for p in &perms {
                let mut sorted = p.clone();
                sorted.sort();
                assert_eq!(sorted, (0..rows * cols).collect::<Vec<_>>());
            }
        }
        let perms = symmetries(6, 6);
        let mut all: Vec<&Vec<usize>> = perms.iter().collect();
        all.dedup();
        assert_eq!(all.len(), 7);
    }
}
