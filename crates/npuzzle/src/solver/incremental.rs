//! Heuristics the IDA* updates move by move instead of recomputing.
//!
//! When one tile moves, only the pattern holding it changes its direct value, and only the
//! pattern holding its mirrored tile changes its mirrored value: two lookups per node
//! instead of one per pattern. Manhattan changes by the moved tile's own difference. Other
//! heuristics are recomputed from the board (slower, but they are for comparison only).

use crate::board::Board;
use crate::heuristic::Evaluator;
use crate::pdb::PatternSet;
use crate::size::{Size, MAX_CELLS};

/// A heuristic kept up to date as tiles move.
pub(crate) trait Incremental {
    /// What [`Incremental::undo`] needs to restore the state before a move.
    type Undo: Copy;

    /// Starts from `board` (`pos[t]` is tile `t`'s cell); returns h.
    fn reset(&mut self, board: &Board, pos: &[u8; MAX_CELLS]) -> u32;

    /// `tile` has just moved from cell `from` to cell `to`; `cells` and `pos` already show
    /// the new position. Returns the new h and how to undo.
    fn moved(
        &mut self,
        cells: &[u8; MAX_CELLS],
        pos: &[u8; MAX_CELLS],
        tile: u8,
        from: u8,
        to: u8,
    ) -> (u32, Self::Undo);

    /// Restores the state before the move that returned `undo`.
    fn undo(&mut self, undo: Self::Undo);
}

/// The pattern database heuristic: per-pattern direct and mirrored values and their sums.
pub(crate) struct PdbTracker<'a> {
    set: &'a PatternSet,
    direct: [u8; 8],
    mirrored: [u8; 8],
    direct_sum: u32,
    mirrored_sum: u32,
}

impl<'a> PdbTracker<'a> {
    pub(crate) fn new(set: &'a PatternSet) -> Self {
        PdbTracker {
            set,
            direct: [0; 8],
            mirrored: [0; 8],
            direct_sum: 0,
            mirrored_sum: 0,
        }
    }
}

/// (pattern, its old direct value, mirrored pattern, its old mirrored value).
#[derive(Clone, Copy)]
pub(crate) struct PdbUndo(u8, u8, u8, u8);

impl Incremental for PdbTracker<'_> {
    type Undo = PdbUndo;

    fn reset(&mut self, _board: &Board, pos: &[u8; MAX_CELLS]) -> u32 {
        self.direct_sum = 0;
        self.mirrored_sum = 0;
        for p in 0..self.set.patterns() {
            self.direct[p] = self.set.lookup(p, pos);
            self.mirrored[p] = self.set.lookup_reflected(p, pos);
            self.direct_sum += u32::from(self.direct[p]);
            self.mirrored_sum += u32::from(self.mirrored[p]);
        }
        self.direct_sum.max(self.mirrored_sum)
    }

    #[inline]
    fn moved(
        &mut self,
        _cells: &[u8; MAX_CELLS],
        pos: &[u8; MAX_CELLS],
        tile: u8,
        _from: u8,
        _to: u8,
    ) -> (u32, PdbUndo) {
        let p = self.set.pattern_of(tile);
        let q = self.set.mirrored_pattern_of(tile);
        let (old_d, old_m) = (self.direct[p], self.mirrored[q]);
        let (new_d, new_m) = (self.set.lookup(p, pos), self.set.lookup_reflected(q, pos));
        self.direct[p] = new_d;
        self.mirrored[q] = new_m;
        self.direct_sum = self.direct_sum + u32::from(new_d) - u32::from(old_d);
        self.mirrored_sum = self.mirrored_sum + u32::from(new_m) - u32::from(old_m);
        (
            self.direct_sum.max(self.mirrored_sum),
            PdbUndo(p as u8, old_d, q as u8, old_m),
        )
    }

    #[inline]
    fn undo(&mut self, PdbUndo(p, old_d, q, old_m): PdbUndo) {
        let (p, q) = (p as usize, q as usize);
        self.direct_sum = self.direct_sum + u32::from(old_d) - u32::from(self.direct[p]);
        self.mirrored_sum = self.mirrored_sum + u32::from(old_m) - u32::from(self.mirrored[q]);
        self.direct[p] = old_d;
        self.mirrored[q] = old_m;
    }
}

/// Manhattan distance, updated by the moved tile's change.
pub(crate) struct ManhattanTracker {
    size: Size,
    h: u32,
}

impl ManhattanTracker {
    pub(crate) fn new(size: Size) -> Self {
        ManhattanTracker { size, h: 0 }
    }
}

impl Incremental for ManhattanTracker {
    type Undo = u32;

    fn reset(&mut self, board: &Board, _pos: &[u8; MAX_CELLS]) -> u32 {
        self.h = crate::heuristic::distance::manhattan(board);
        self.h
    }

    #[inline]
    fn moved(
        &mut self,
        _cells: &[u8; MAX_CELLS],
        _pos: &[u8; MAX_CELLS],
        tile: u8,
        from: u8,
        to: u8,
    ) -> (u32, u32) {
        let old = self.h;
        let goal = self.size.goal_cell(tile);
        self.h = self.h + self.size.distance(to as usize, goal) as u32
            - self.size.distance(from as usize, goal) as u32;
        (self.h, old)
    }

    #[inline]
    fn undo(&mut self, old: u32) {
        self.h = old;
    }
}

/// Any heuristic, recomputed from the whole board at every node.
pub(crate) struct Recompute(pub(crate) Evaluator);

impl Incremental for Recompute {
    type Undo = ();

    fn reset(&mut self, board: &Board, _pos: &[u8; MAX_CELLS]) -> u32 {
        self.0.estimate(board)
    }

    fn moved(
        &mut self,
        cells: &[u8; MAX_CELLS],
        pos: &[u8; MAX_CELLS],
        _tile: u8,
        _from: u8,
        _to: u8,
    ) -> (u32, ()) {
        let board = Board {
            cells: *cells,
            blank: pos[0],
            size: self.0.size(),
        };
        (self.0.estimate(&board), ())
    }

    fn undo(&mut self, _: ()) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::random_solvable;
    use crate::heuristic::Heuristic;
    use crate::moves::Move;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// Walks randomly, moving forward and taking moves back, and checks the tracker against
    /// a full evaluation at every step.
    fn follows<H: Incremental>(mut tracker: H, evaluator: Evaluator, seed: u64) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut board = random_solvable(evaluator.size(), &mut rng);
        let mut pos = board.positions();
        assert_eq!(tracker.reset(&board, &pos), evaluator.estimate(&board));
        let mut undo_stack = Vec::new();
        for _ in 0..400 {
            if !undo_stack.is_empty() && rng.random_bool(0.3) {
                let (tile, undo, before): (u8, H::Undo, Board) = undo_stack.pop().unwrap();
                tracker.undo(undo);
                board.apply(Move(tile)).unwrap();
                assert_eq!(board, before);
                pos = board.positions();
                continue;
            }
            let moves = board.legal_moves();
            let mv = moves[rng.random_range(0..moves.len())];
            let before = board;
            let from = pos[mv.0 as usize];
            let to = board.blank() as u8;
            board.apply(mv).unwrap();
            pos = board.positions();
            let (h, undo) = tracker.moved(&board.cells, &pos, mv.0, from, to);
            assert_eq!(h, evaluator.estimate(&board), "after {mv} on {before}");
            undo_stack.push((mv.0, undo, before));
        }
    }

    #[test]
    fn trackers_agree_with_full_evaluation() {
        let cache = crate::test_cache();
        for size in [Size::Three, Size::Four] {
            let pdb = Evaluator::new(Heuristic::Pdb, size, &cache).unwrap();
            follows(PdbTracker::new(pdb.pattern_set().unwrap()), pdb, 1);
            let manhattan = Evaluator::new(Heuristic::Manhattan, size, &cache).unwrap();
            follows(ManhattanTracker::new(size), manhattan, 2);
            let wd = Evaluator::new(Heuristic::WalkingDistance, size, &cache).unwrap();
            follows(Recompute(wd), wd, 3);
        }
    }
}
