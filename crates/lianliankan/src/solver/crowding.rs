//! How crowded a state is: the number of remaining tiles with no free neighbour (walled in).
//! A walled-in tile can only go with a partner right next to it, so states with fewer of them
//! tend to leave cheaper removals for later. The beam search may add this count to its
//! ranking (an upper-bound device only: it never affects what is proven). Without gravity
//! only, where tiles stay put and the count changes only around the removed pair.

use crate::board::Cell;
use crate::puzzle::{Arrangement, Move, Puzzle};
use crate::reach::{walled_in, Rows};
use crate::rules::Gravity;
use crate::tileset::iter_words;

/// Counts walled-in tiles of states of one board.
pub struct Crowding {
    /// Padded cells that are blockers.
    blockers: Rows,
}

impl Crowding {
    /// `None` under gravity (tiles move, so the count would change everywhere).
    pub fn new(puzzle: &Puzzle) -> Option<Crowding> {
        if puzzle.rules().gravity != Gravity::None {
            return None;
        }
        let board = puzzle.board();
        let mut blockers: Rows = [0; crate::reach::PADDED];
        for r in 0..board.rows() {
            for c in 0..board.cols() {
                if board.cell(r as i32, c as i32) == Cell::Blocker {
                    blockers[r + 1] |= 1u64 << (c + 1);
                }
            }
        }
        Some(Crowding { blockers })
    }

    /// The walled-in tiles of `state`, arranged as `arrangement`.
    pub fn count(&self, state: &[u64], arrangement: &Arrangement) -> u32 {
        iter_words(state)
            .filter(|&t| walled_in(&arrangement.free, arrangement.pos[t]))
            .count() as u32
    }

    /// The count after `mv`, given the count `before` of the state arranged as `arrangement`:
    /// the two tiles leave, and tiles next to them that were walled in are no longer.
    pub fn after(&self, before: u32, arrangement: &Arrangement, mv: &Move) -> u32 {
        let free = &arrangement.free;
        let ends = [arrangement.pos[mv.a], arrangement.pos[mv.b]];
        let mut count = before;
        let mut freed: [(usize, usize); 8] = [(0, 0); 8];
        let mut seen = 0;
        for end in ends {
            if walled_in(free, end) {
                count -= 1;
            }
        }
        for (r, c) in ends {
            for cell in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)] {
                let is_tile = (free[cell.0] | self.blockers[cell.0]) & (1u64 << cell.1) == 0
                    && !ends.contains(&cell);
                if is_tile && !freed[..seen].contains(&cell) && walled_in(free, cell) {
                    freed[seen] = cell;
                    seen += 1;
                    count -= 1;
                }
            }
        }
        count
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_board, MaxTurns, Rules};

    #[test]
    fn incremental_count_matches_a_fresh_count_along_play() {
        let board =
            parse_board(include_str!("../../data/lianliankan-seed-board.txt")).expect("board");
        let puzzle = Puzzle::new(board, Rules::with_max_turns(MaxTurns::Limit(3)));
        let crowding = Crowding::new(&puzzle).expect("no gravity");
        let mut state = puzzle.initial().words().to_vec();
        let mut arrangement = puzzle.arrange(&state);
        let mut count = crowding.count(&state, &arrangement);
        assert!(count > 0, "the packed seed board has walled-in tiles");
        let mut moves = Vec::new();
        loop {
            moves.clear();
            puzzle.moves(&state, &arrangement, &mut moves);
            let Some(mv) = moves.last().copied() else {
                break;
            };
            for m in &moves {
                let mut child = state.clone();
                puzzle.apply(&mut child, m);
                let fresh = crowding.count(&child, &puzzle.arrange(&child));
                assert_eq!(crowding.after(count, &arrangement, m), fresh);
            }
            count = crowding.after(count, &arrangement, &mv);
            puzzle.apply(&mut state, &mv);
            arrangement = puzzle.arrange(&state);
        }
        assert_eq!(count, crowding.count(&state, &arrangement));
    }

    #[test]
    fn no_count_under_gravity() {
        let board = parse_board("1 2\n1 1\n").expect("board");
        let rules = Rules {
            max_turns: MaxTurns::Limit(2),
            gravity: Gravity::Down,
        };
        assert!(Crowding::new(&Puzzle::new(board, rules)).is_none());
    }
}
