//! Heuristics the IDA* updates move by move instead of recomputing.
//!
//! When one tile moves, only the pattern holding it changes its direct value, and only the
//! pattern holding its mirrored tile changes its mirrored value: two lookups per node
//! instead of one per pattern. Manhattan changes by the moved tile's own difference. Other
//! heuristics are recomputed from the board (slower, but they are for comparison only).

use crate::board::Board;
use crate::goal::Goal;
use crate::heuristic::Evaluator;
use crate::pdb::PatternSet;
use crate::size::{Size, MAX_CELLS};

/// A heuristic kept up to date as tiles move.
///
/// The search first *peeks* at the value after each possible move (so that the table reads
/// of all children are in flight together), then *applies* the one it follows and *reverts*
/// it on the way back.
pub(crate) trait Incremental {
    /// The change one move makes (what apply and revert need).
    type Delta: Copy;

    /// Starts from `board` (`pos[t]` is tile `t`'s cell); returns h.
    fn reset(&mut self, board: &Board, pos: &[u8; MAX_CELLS]) -> u32;

    /// The value after `tile` moved from cell `from` to cell `to` (`cells` and `pos` already
    /// show the new position), leaving the tracker as it is.
    fn peek(
        &self,
        cells: &[u8; MAX_CELLS],
        pos: &[u8; MAX_CELLS],
        tile: u8,
        from: u8,
        to: u8,
    ) -> (u32, Self::Delta);

    /// Makes a peeked move the current position.
    fn apply(&mut self, delta: Self::Delta);

    /// Takes an applied move back.
    fn revert(&mut self, delta: Self::Delta);
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

/// One move's change: the pattern whose direct value changes, with its old and new value;
/// the same for the mirrored lookup.
#[derive(Clone, Copy)]
pub(crate) struct PdbDelta {
    pattern: u8,
    direct: (u8, u8),
    mirrored_pattern: u8,
    mirrored: (u8, u8),
}

impl PdbTracker<'_> {
    /// Installs `direct` and `mirrored` for the delta's patterns.
    #[inline]
    fn install(&mut self, delta: &PdbDelta, direct: u8, mirrored: u8) {
        let (p, q) = (delta.pattern as usize, delta.mirrored_pattern as usize);
        self.direct_sum = self.direct_sum + u32::from(direct) - u32::from(self.direct[p]);
        self.mirrored_sum = self.mirrored_sum + u32::from(mirrored) - u32::from(self.mirrored[q]);
        self.direct[p] = direct;
        self.mirrored[q] = mirrored;
    }
}

impl Incremental for PdbTracker<'_> {
    type Delta = PdbDelta;

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
    fn peek(
        &self,
        _cells: &[u8; MAX_CELLS],
        pos: &[u8; MAX_CELLS],
        tile: u8,
        _from: u8,
        _to: u8,
    ) -> (u32, PdbDelta) {
        let p = self.set.pattern_of(tile);
        let q = self.set.mirrored_pattern_of(tile);
        let (d, m) = (self.set.lookup(p, pos), self.set.lookup_reflected(q, pos));
        let (old_d, old_m) = (self.direct[p], self.mirrored[q]);
        let direct = self.direct_sum + u32::from(d) - u32::from(old_d);
        let mirrored = self.mirrored_sum + u32::from(m) - u32::from(old_m);
        let delta = PdbDelta {
            pattern: p as u8,
            direct: (old_d, d),
            mirrored_pattern: q as u8,
            mirrored: (old_m, m),
        };
        (direct.max(mirrored), delta)
    }

    #[inline]
    fn apply(&mut self, delta: PdbDelta) {
        self.install(&delta, delta.direct.1, delta.mirrored.1);
    }

    #[inline]
    fn revert(&mut self, delta: PdbDelta) {
        self.install(&delta, delta.direct.0, delta.mirrored.0);
    }
}

/// Manhattan distance towards a goal, updated by the moved tile's change.
pub(crate) struct ManhattanTracker {
    size: Size,
    goal: Goal,
    h: u32,
}

impl ManhattanTracker {
    pub(crate) fn new(goal: &Goal) -> Self {
        ManhattanTracker {
            size: goal.size(),
            goal: *goal,
            h: 0,
        }
    }
}

impl Incremental for ManhattanTracker {
    /// (old h, new h)
    type Delta = (u32, u32);

    fn reset(&mut self, board: &Board, _pos: &[u8; MAX_CELLS]) -> u32 {
        self.h = crate::heuristic::distance::manhattan(board, &self.goal);
        self.h
    }

    #[inline]
    fn peek(
        &self,
        _cells: &[u8; MAX_CELLS],
        _pos: &[u8; MAX_CELLS],
        tile: u8,
        from: u8,
        to: u8,
    ) -> (u32, (u32, u32)) {
        let goal = self.goal.cell_of(tile);
        let h = self.h + self.size.distance(to as usize, goal) as u32
            - self.size.distance(from as usize, goal) as u32;
        (h, (self.h, h))
    }

    #[inline]
    fn apply(&mut self, (_, new): (u32, u32)) {
        self.h = new;
    }

    #[inline]
    fn revert(&mut self, (old, _): (u32, u32)) {
        self.h = old;
    }
}

/// Any heuristic, recomputed from the whole board at every node (no state to keep).
pub(crate) struct Recompute(pub(crate) Evaluator);

impl Incremental for Recompute {
    type Delta = ();

    fn reset(&mut self, board: &Board, _pos: &[u8; MAX_CELLS]) -> u32 {
        self.0.estimate(board)
    }

    fn peek(
        &self,
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

    fn apply(&mut self, _: ()) {}

    fn revert(&mut self, _: ()) {}
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
    /// a full evaluation at every step (peeking must not change it).
    fn follows<H: Incremental>(mut tracker: H, evaluator: Evaluator, seed: u64) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut board = random_solvable(evaluator.size(), &mut rng);
        // a random walk from the goal reaches the goal's half of the space
        if !board.can_reach(evaluator.goal()) {
            board = crate::generate::random_walk_from(evaluator.goal(), 60, &mut rng);
        }
        assert_eq!(
            tracker.reset(&board, &board.positions()),
            evaluator.estimate(&board)
        );
        let mut undo_stack = Vec::new();
        for _ in 0..400 {
            if !undo_stack.is_empty() && rng.random_bool(0.3) {
                let (tile, delta, before): (u8, H::Delta, Board) = undo_stack.pop().unwrap();
                tracker.revert(delta);
                board.apply(Move(tile)).unwrap();
                assert_eq!(board, before);
                continue;
            }
            let before = board;
            let peek = |tracker: &H, mv: Move| {
                let after = before.after(mv).unwrap();
                let from = before.positions()[mv.0 as usize];
                let blank = before.blank() as u8;
                let (h, delta) = tracker.peek(&after.cells, &after.positions(), mv.0, from, blank);
                assert_eq!(h, evaluator.estimate(&after), "peek {mv} on {before}");
                (after, delta)
            };
            let moves = before.legal_moves();
            for &mv in &moves {
                peek(&tracker, mv);
            }
            let mv = moves[rng.random_range(0..moves.len())];
            let (after, delta) = peek(&tracker, mv);
            tracker.apply(delta);
            board = after;
            undo_stack.push((mv.0, delta, before));
        }
    }

    #[test]
    fn trackers_agree_with_full_evaluation() {
        let cache = crate::test_cache();
        for size in [Size::Three, Size::Four] {
            let pdb = Evaluator::new(Heuristic::Pdb, size, &cache).unwrap();
            follows(PdbTracker::new(pdb.pattern_set().unwrap()), pdb, 1);
            let manhattan = Evaluator::new(Heuristic::Manhattan, size, &cache).unwrap();
            follows(ManhattanTracker::new(manhattan.goal()), manhattan, 2);
            let wd = Evaluator::new(Heuristic::WalkingDistance, size, &cache).unwrap();
            follows(Recompute(wd), wd, 3);
        }
        // another goal: its canonical goal's databases (the blank in the middle, a 3x3
        // table of its own; the mirrored lookup about the diagonal)
        let middle = Goal::with_blank_at(Size::Three, 4);
        let pdb = Evaluator::towards(Heuristic::Pdb, &middle, &cache).unwrap();
        assert!(pdb.frame().is_none(), "a canonical goal is its own frame");
        follows(PdbTracker::new(pdb.pattern_set().unwrap()), pdb, 4);
        let manhattan = Evaluator::towards(Heuristic::Manhattan, &middle, &cache).unwrap();
        follows(ManhattanTracker::new(&middle), manhattan, 5);
    }
}
