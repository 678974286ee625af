//! A set of tile ids as a bitset: the state of a game is the set of tiles still on the board.

use serde::Serialize;

/// The tiles still on the board, one bit per tile id (tiles are numbered in row-major order
/// of the initial board).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
pub struct TileSet {
    words: Vec<u64>,
}

/// Number of 64-bit words for `tiles` bits.
pub fn words_for(tiles: usize) -> usize {
    tiles.div_ceil(64).max(1)
}

impl TileSet {
    /// All `tiles` tiles present.
    pub fn full(tiles: usize) -> TileSet {
        let mut words = vec![0u64; words_for(tiles)];
        for t in 0..tiles {
            words[t / 64] |= 1u64 << (t % 64);
        }
        TileSet { words }
    }

    /// The set whose bitset words are `words`.
    pub fn from_words(words: &[u64]) -> TileSet {
        TileSet {
            words: words.to_vec(),
        }
    }

    /// The bitset words (bit `t % 64` of word `t / 64` for tile `t`).
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Whether `tile` is present.
    pub fn contains(&self, tile: usize) -> bool {
        contains(&self.words, tile)
    }

    /// Puts `tile` back.
    pub fn insert(&mut self, tile: usize) {
        self.words[tile / 64] |= 1u64 << (tile % 64);
    }

    /// Takes `tile` out.
    pub fn remove(&mut self, tile: usize) {
        self.words[tile / 64] &= !(1u64 << (tile % 64));
    }

    /// Number of tiles present.
    pub fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether no tile is present.
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The tile ids present, ascending.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        iter_words(&self.words)
    }
}

/// Whether bit `tile` is set in `words`.
#[inline]
pub fn contains(words: &[u64], tile: usize) -> bool {
    words[tile / 64] & (1u64 << (tile % 64)) != 0
}

/// The set bits of `words`, ascending.
pub fn iter_words(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    words.iter().enumerate().flat_map(|(i, &w)| {
        let mut bits = w;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let b = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            Some(i * 64 + b)
        })
    })
}
