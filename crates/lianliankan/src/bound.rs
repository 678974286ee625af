//! The admissible, consistent lower bound on the cost of clearing the remaining tiles.
//!
//! Without gravity, removing tiles only frees cells, so a pair can never cost less than it
//! would on the board with every tile gone (blockers stay): 1 + the turns of that empty-board
//! path (1 if aligned with a clear line, 2 otherwise, more around blockers; impossible if that
//! exceeds the turn limit). Per kind, the cheapest perfect matching of its remaining tiles
//! under these pair costs is a lower bound; the sum over kinds bounds the whole clearing. It
//! is consistent: a removal of cost c takes one matched pair of cost <= c out of its kind.
//! Kinds with more than [`MAX_EXACT_KIND`] tiles fall back to 1 per pair.
//! Under gravity tiles move, so the bound is simply 1 per remaining pair.

/// A cost that cannot be paid: no clearing exists.
pub const IMPOSSIBLE: u32 = u32::MAX / 4;

/// Largest kind size that gets an exact matching table (2^16 entries).
pub const MAX_EXACT_KIND: usize = 16;

/// Matching tables for one kind: `table[mask]` is the cheapest matching of the kind's tiles in
/// `mask` (bit i = the kind's i-th tile), or the 1-per-pair fallback.
#[derive(Debug, Clone)]
pub struct KindBound {
    table: Vec<u32>,
    /// Static cost of each pair of the kind's tiles, `size * size` (empty under gravity).
    pair: Vec<u32>,
    size: usize,
}

impl KindBound {
    /// Builds the table from the pair costs of the kind's tiles (`pair_cost(i, j)`, already
    /// [`IMPOSSIBLE`] where the pair can never be removed).
    pub fn new(size: usize, pair_cost: impl Fn(usize, usize) -> u32) -> KindBound {
        let pair: Vec<u32> = (0..size * size)
            .map(|x| {
                if x / size == x % size {
                    IMPOSSIBLE
                } else {
                    pair_cost((x / size).min(x % size), (x / size).max(x % size))
                }
            })
            .collect();
        if size > MAX_EXACT_KIND {
            return KindBound {
                table: Vec::new(),
                pair,
                size,
            };
        }
        let mut table = vec![IMPOSSIBLE; 1 << size];
        table[0] = 0;
        for mask in 1usize..(1 << size) {
            if mask.count_ones() % 2 == 1 {
                continue;
            }
            let i = mask.trailing_zeros() as usize;
            let rest = mask & !(1 << i);
            let mut best = IMPOSSIBLE;
            let mut others = rest;
            while others != 0 {
                let j = others.trailing_zeros() as usize;
                others &= others - 1;
                let sub = table[rest & !(1 << j)];
                let cost = pair_cost(i, j);
                if sub < IMPOSSIBLE && cost < IMPOSSIBLE {
                    best = best.min(sub + cost);
                }
            }
            table[mask] = best;
        }
        KindBound { table, pair, size }
    }

    /// 1 per pair, for gravity.
    pub fn per_pair() -> KindBound {
        KindBound {
            table: Vec::new(),
            pair: Vec::new(),
            size: 0,
        }
    }

    /// The static (empty-board) cost of the kind's tiles `i` and `j`, if known.
    pub fn pair_cost(&self, i: usize, j: usize) -> Option<u32> {
        self.pair.get(i * self.size + j).copied()
    }

    /// Whether the kind's exact table exists (at most [`MAX_EXACT_KIND`] tiles, no gravity).
    pub fn is_exact(&self) -> bool {
        !self.table.is_empty()
    }

    /// The bound for the kind's remaining tiles `mask`.
    #[inline]
    pub fn get(&self, mask: usize) -> u32 {
        match self.table.get(mask) {
            Some(&v) => v,
            None => mask.count_ones() / 2,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_tiles_take_the_cheaper_matching() {
        // tiles 0-1 aligned (1), 2-3 aligned (1), every other pair 2
        let cost = |i: usize, j: usize| {
            if (i, j) == (0, 1) || (i, j) == (2, 3) {
                1
            } else {
                2
            }
        };
        let kb = KindBound::new(4, cost);
        assert_eq!(kb.get(0b1111), 2);
        assert_eq!(kb.get(0b0101), 2);
        assert_eq!(kb.get(0b0011), 1);
        assert_eq!(kb.get(0), 0);
    }

    #[test]
    fn impossible_pairs_make_the_matching_impossible() {
        let kb = KindBound::new(2, |_, _| IMPOSSIBLE);
        assert_eq!(kb.get(0b11), IMPOSSIBLE);
        assert_eq!(KindBound::per_pair().get(0b1111), 2);
    }
}
