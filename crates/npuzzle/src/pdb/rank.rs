//! A perfect hash of the cells of `k` distinct tiles on a board of `n` cells: the rank of a
//! partial permutation, `0 .. n!/(n-k)!`.
//!
//! Tile `i`'s cell is replaced by its *digit*: how many cells not taken by tiles `0..i` come
//! before it, a number in `0 .. n - i`. The digits are read as a mixed-radix number (radix
//! `n`, `n - 1`, ...). Ranking costs `k(k-1)/2` comparisons; unranking (used only in
//! tests) decodes the digits from the last and picks the free cells in order.

/// `cells! / (cells - k)!`: the number of ways to place `k` distinct tiles.
pub(crate) const fn table_len(cells: usize, k: usize) -> usize {
    let mut len = 1;
    let mut i = 0;
    while i < k {
        len *= cells - i;
        i += 1;
    }
    len
}

/// The most tiles a pattern may have.
pub(crate) const MAX_PATTERN: usize = 8;

/// The rank of the cells `positions` (tile `i` on cell `positions[i]`, all distinct, at
/// most [`MAX_PATTERN`] tiles) on a board of `cells` cells.
///
/// Each digit counts the earlier tiles on lower cells by comparisons: with at most eight
/// tiles that is cheaper than a popcount, which without a target CPU feature is done in
/// software.
#[inline]
pub(crate) fn rank(positions: impl IntoIterator<Item = u8>, cells: usize) -> usize {
    let mut index = 0;
    let mut earlier = [0u8; MAX_PATTERN];
    for (i, p) in positions.into_iter().enumerate() {
        let below: usize = earlier[..i].iter().map(|&q| usize::from(q < p)).sum();
        earlier[i] = p;
        index = index * (cells - i) + (p as usize - below);
    }
    index
}

/// The cells of the `out.len()` tiles whose rank is `index` (inverse of [`rank`]).
#[cfg(test)]
pub(crate) fn unrank(mut index: usize, cells: usize, out: &mut [u8]) {
    let k = out.len();
    for i in (0..k).rev() {
        let radix = cells - i;
        out[i] = (index % radix) as u8;
        index /= radix;
    }
    let mut taken = 0u32;
    for digit in out.iter_mut() {
        // The digit-th cell not yet taken.
        let mut free = !taken & ((1u32 << cells) - 1);
        for _ in 0..*digit {
            free &= free - 1;
        }
        let cell = free.trailing_zeros() as u8;
        *digit = cell;
        taken |= 1 << cell;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths() {
        assert_eq!(table_len(16, 6), 5_765_760);
        assert_eq!(table_len(16, 3), 3_360);
        assert_eq!(table_len(25, 5), 6_375_600);
        assert_eq!(table_len(9, 8), 362_880);
    }

    #[test]
    fn rank_is_a_bijection() {
        for (cells, k) in [(9, 3), (16, 2), (9, 8), (5, 5)] {
            let len = table_len(cells, k);
            let mut seen = vec![false; len];
            let mut out = vec![0u8; k];
            for index in 0..len {
                unrank(index, cells, &mut out);
                let mut sorted = out.clone();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(sorted.len(), k, "distinct cells");
                assert!(out.iter().all(|&c| (c as usize) < cells));
                let r = rank(out.iter().copied(), cells);
                assert_eq!(r, index);
                assert!(!seen[r]);
                seen[r] = true;
            }
        }
    }

    #[test]
    fn large_boards() {
        let cells = [24u8, 0, 13, 7, 20];
        let r = rank(cells, 25);
        assert!(r < table_len(25, 5));
        let mut out = [0u8; 5];
        unrank(r, 25, &mut out);
        assert_eq!(out, cells);
    }
}
