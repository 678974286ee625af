//! [`Goal`]: the position a game is played to. By default the tiles in order with the blank
//! last ([`Goal::standard`]); any arrangement of the same tiles may be chosen instead, as the
//! textbooks do (`1 2 3/8 0 4/7 6 5`, the blank in the middle; `0 1 2/3 4 5/6 7 8`, the blank
//! first).
//!
//! Every heuristic measures the distance to a goal, and the solvers search towards it. The
//! pattern databases are built for goals of one shape only, so a search towards another goal
//! runs in a [`Frame`]: the board turned by one of the square's symmetries and its tiles
//! renamed, so that the goal becomes a *canonical goal* (tiles 1, 2, ... in reading order, the
//! blank on a chosen cell: [`Goal::with_blank_at`]). Renaming tiles and turning the board keep
//! every move a move, so distances are the same in the frame, and a solution found there is
//! the same list of slides once its tiles are named back ([`Frame::tile_back`]). Every goal
//! whose blank is in a corner becomes the standard goal: no new table is needed.

use std::fmt;

use serde::{Serialize, Serializer};

use crate::board::Board;
use crate::size::{Size, MAX_CELLS, SYMMETRIES};

/// The position to reach: any arrangement of the tiles of one board size.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Goal {
    board: Board,
    /// Tile -> its cell in the goal (index 0: the blank).
    cell_of: [u8; MAX_CELLS],
}

impl Goal {
    /// The standard goal: 1, 2, ... in order with the blank last.
    pub fn standard(size: Size) -> Goal {
        Goal::new(Board::goal(size))
    }

    /// `board` as the goal.
    pub fn new(board: Board) -> Goal {
        Goal {
            cell_of: board.positions(),
            board,
        }
    }

    /// The canonical goal with the blank on `blank`: the tiles 1, 2, ... in reading order on
    /// the other cells (the standard goal when `blank` is the last cell).
    ///
    /// # Panics
    /// If `blank` is not a cell of `size`.
    pub fn with_blank_at(size: Size, blank: usize) -> Goal {
        assert!(blank < size.cells(), "no cell {blank} on a {size} board");
        let cells: Vec<u8> = (0..size.cells())
            .map(|c| match c.cmp(&blank) {
                std::cmp::Ordering::Less => c as u8 + 1,
                std::cmp::Ordering::Equal => 0,
                std::cmp::Ordering::Greater => c as u8,
            })
            .collect();
        Goal::new(Board::from_valid_cells(size, &cells))
    }

    /// The goal position.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board size.
    pub fn size(&self) -> Size {
        self.board.size()
    }

    /// The cell where `tile` belongs (`0`: the blank's cell).
    #[inline]
    pub fn cell_of(&self, tile: u8) -> usize {
        self.cell_of[tile as usize] as usize
    }

    /// The blank's cell in the goal.
    pub fn blank(&self) -> usize {
        self.board.blank()
    }

    /// Whether this is the standard goal (tiles in order, blank last).
    pub fn is_standard(&self) -> bool {
        self.board == Board::goal(self.size())
    }

    /// Whether `board` is this goal.
    pub fn is_reached(&self, board: &Board) -> bool {
        *board == self.board
    }
}

impl fmt::Debug for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Goal({})", self.board)
    }
}

/// The goal's board text, e.g. `1 2 3/8 0 4/7 6 5`.
impl fmt::Display for Goal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.board.fmt(f)
    }
}

/// Serialised as its board text.
impl Serialize for Goal {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A goal's problem seen from a canonical goal: a symmetry of the square and a renaming of
/// the tiles (see the module doc).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Frame {
    /// Cell -> its image under the symmetry.
    cell: [u8; MAX_CELLS],
    /// Tile -> its name in the frame (0 stays 0).
    tile: [u8; MAX_CELLS],
    /// Tile in the frame -> its own name.
    back: [u8; MAX_CELLS],
    canonical: Goal,
    identity: bool,
}

impl fmt::Debug for Frame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Frame")
            .field("canonical", &self.canonical)
            .field("identity", &self.identity)
            .finish()
    }
}

impl Frame {
    /// The frame in which `goal` becomes the canonical goal whose blank is the first cell of
    /// `preferred` that a symmetry can take the goal's blank to (the goal's own blank cell
    /// when none can). The identity for the standard goal when the last cell is preferred
    /// first.
    pub fn towards(goal: &Goal, preferred: &[usize]) -> Frame {
        let size = goal.size();
        let rank = |cell: usize| preferred.iter().position(|&p| p == cell);
        let mut best = (usize::MAX, 0);
        for k in 0..SYMMETRIES {
            if let Some(r) = rank(size.symmetry(k, goal.blank())) {
                if r < best.0 {
                    best = (r, k);
                }
            }
        }
        let k = best.1;
        let mut cell = [0u8; MAX_CELLS];
        for (c, image) in cell.iter_mut().enumerate().take(size.cells()) {
            *image = size.symmetry(k, c) as u8;
        }
        let canonical = Goal::with_blank_at(size, cell[goal.blank()] as usize);
        let mut tile = [0u8; MAX_CELLS];
        let mut back = [0u8; MAX_CELLS];
        for t in 1..=size.tiles() as u8 {
            let named = canonical.board.cells()[cell[goal.cell_of(t)] as usize];
            tile[t as usize] = named;
            back[named as usize] = t;
        }
        let identity = (0..size.cells()).all(|c| cell[c] as usize == c)
            && (1..=size.tiles()).all(|t| tile[t] as usize == t);
        Frame {
            cell,
            tile,
            back,
            canonical,
            identity,
        }
    }

    /// The canonical goal the frame's goal becomes.
    pub fn canonical(&self) -> &Goal {
        &self.canonical
    }

    /// Whether the frame changes nothing (the goal is its canonical goal).
    pub fn is_identity(&self) -> bool {
        self.identity
    }

    /// `board` seen in the frame: at the same distance from the canonical goal as `board` is
    /// from the frame's goal.
    pub fn apply(&self, board: &Board) -> Board {
        let size = board.size();
        let mut cells = [0u8; MAX_CELLS];
        for (c, &t) in board.cells().iter().enumerate() {
            cells[self.cell[c] as usize] = self.tile[t as usize];
        }
        Board::from_valid_cells(size, &cells[..size.cells()])
    }

    /// The own name of the frame's tile `tile` (a slide found in the frame is the slide of
    /// this tile).
    pub fn tile_back(&self, tile: u8) -> u8 {
        self.back[tile as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Board {
        text.parse().unwrap()
    }

    #[test]
    fn canonical_goals_put_the_blank_where_asked() {
        assert_eq!(
            Goal::with_blank_at(Size::Three, 4).to_string(),
            "1 2 3/4 0 5/6 7 8"
        );
        assert_eq!(
            Goal::with_blank_at(Size::Three, 0).to_string(),
            "0 1 2/3 4 5/6 7 8"
        );
        for size in Size::ALL {
            assert!(Goal::with_blank_at(size, size.cells() - 1).is_standard());
            let g = Goal::standard(size);
            for t in 0..size.cells() as u8 {
                assert_eq!(g.cell_of(t), size.goal_cell(t));
            }
        }
        let textbook = Goal::new(board("1 2 3/8 0 4/7 6 5"));
        assert!(!textbook.is_standard());
        assert_eq!((textbook.blank(), textbook.cell_of(8)), (4, 3));
        assert!(textbook.is_reached(&board("1 2 3/8 0 4/7 6 5")));
    }

    #[test]
    fn frames_keep_moves_and_reach_the_canonical_goal() {
        let last = [8usize, 4, 7];
        for text in [
            "1 2 3/4 5 6/7 8 0",
            "1 2 3/8 0 4/7 6 5",
            "0 1 2/3 4 5/6 7 8",
            "8 7 6/5 4 3/2 1 0",
            "1 0 2/3 4 5/6 7 8",
            "3 1 2/0 4 5/6 7 8",
        ] {
            let goal = Goal::new(board(text));
            let frame = Frame::towards(&goal, &last);
            assert_eq!(
                frame.apply(goal.board()),
                *frame.canonical().board(),
                "{text}"
            );
            assert!(last.contains(&frame.canonical().blank()), "{text}");
            // a corner blank is always turned into the last cell
            if [0, 2, 6, 8].contains(&goal.blank()) {
                assert!(frame.canonical().is_standard(), "{text}");
            }
            // a slide in the frame is the slide of the tile named back
            let start = board("4 1 3/7 2 6/0 5 8");
            let seen = frame.apply(&start);
            for mv in start.legal_moves() {
                let after = start.after(mv).unwrap();
                let named = seen
                    .legal_moves()
                    .into_iter()
                    .find(|m| frame.tile_back(m.0) == mv.0)
                    .expect("the same slide");
                assert_eq!(frame.apply(&after), seen.after(named).unwrap());
            }
        }
        assert!(Frame::towards(&Goal::standard(Size::Four), &[15, 10, 14]).is_identity());
        assert!(!Frame::towards(&Goal::new(board("2 1 3/4 5 6/7 8 0")), &last).is_identity());
    }
}
