//! Move generation in the three metrics, and single moves: list, check, apply, undo.
//!
//! The hot path is [`for_each_successor`]: for each piece next to an empty cell it tries the
//! four directions with shifts and masks on 20-bit cell sets. In the step metric the piece's
//! reachable top-left cells come from a tiny flood fill with the other pieces fixed.

use puzzle::words::english;
use puzzle::Words;
use serde::{Deserialize, Serialize};

use crate::board::Board;
use crate::geometry::{neighbours, Cell, CELLS, COL_FIRST, COL_LAST, FULL};
use crate::metric::Metric;
use crate::piece::Shape;

/// One move: the piece of shape `piece` whose top-left cell is `from` ends with its top-left
/// cell at `to`. JSON: `{"piece": "soldier", "from": [4, 0], "to": [4, 1]}` (the piece may
/// also be given by its letter, `"S"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Move {
    /// The shape of the piece moved.
    pub piece: Shape,
    /// Its top-left cell before the move.
    pub from: Cell,
    /// Its top-left cell after the move.
    pub to: Cell,
}

impl Move {
    /// The move said for a person: the notation (0-based) as the text, and the catalogue's
    /// `klotski-move` with the piece's letter and its top-left cell before and after, counted
    /// from 1 as the pages count.
    pub fn phrase(&self) -> puzzle::Phrase {
        let words = puzzle::Words::new("klotski-move")
            .arg("letter", self.piece.letter())
            .arg("row", self.from.row + 1)
            .arg("col", self.from.col + 1)
            .arg("to_row", self.to.row + 1)
            .arg("to_col", self.to.col + 1);
        puzzle::Phrase::new(self.to_string(), words)
    }
}

impl std::fmt::Display for Move {
    /// `S (4,0)->(4,1)`: the piece's letter, then its top-left cell before and after
    /// (0-based row, column).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({},{})->({},{})",
            self.piece.letter(),
            self.from.row,
            self.from.col,
            self.to.row,
            self.to.col
        )
    }
}

impl Move {
    /// A soldier's move from `(row, col)` to `(row, col)`, for tests.
    #[cfg(test)]
    pub(crate) const fn soldier(from: (u8, u8), to: (u8, u8)) -> Move {
        Move {
            piece: Shape::Soldier,
            from: Cell::new(from.0, from.1),
            to: Cell::new(to.0, to.1),
        }
    }

    /// The move that takes the piece back.
    pub const fn reversed(self) -> Move {
        Move {
            piece: self.piece,
            from: self.to,
            to: self.from,
        }
    }
}

/// Target of a one-cell step from each cell in each direction (left, right, up, down), or
/// `NONE` off the board.
const NONE: u8 = u8::MAX;
const STEP_TARGETS: [[u8; 4]; CELLS] = {
    let mut table = [[NONE; 4]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let (row, col) = (cell / 4, cell % 4);
        if col > 0 {
            table[cell][0] = (cell - 1) as u8;
        }
        if col < 3 {
            table[cell][1] = (cell + 1) as u8;
        }
        if row > 0 {
            table[cell][2] = (cell - 4) as u8;
        }
        if row < 4 {
            table[cell][3] = (cell + 4) as u8;
        }
        cell += 1;
    }
    table
};

/// Cells from which a piece of `kind` would fit with the cells in `others` blocked.
#[inline]
fn free_heads(kind: Shape, others: u32) -> u32 {
    let free = !others & FULL;
    let fitting = match kind {
        Shape::Soldier => free,
        Shape::Horizontal => free & free >> 1,
        Shape::Vertical => free & free >> 4,
        Shape::Block => {
            let pairs = free & free >> 1;
            pairs & pairs >> 4
        }
    };
    fitting & kind.allowed_heads()
}

#[inline]
const fn shift_left(cells: u32) -> u32 {
    (cells & !COL_FIRST) >> 1
}

#[inline]
const fn shift_right(cells: u32) -> u32 {
    (cells & !COL_LAST) << 1
}

#[inline]
const fn shift_up(cells: u32) -> u32 {
    cells >> 4
}

#[inline]
const fn shift_down(cells: u32) -> u32 {
    (cells << 4) & FULL
}

/// Top-left cells the piece of `kind` at `head` reaches in one move of `metric`, with the
/// cells in `others` blocked. `head` itself is not included.
#[inline]
pub(crate) fn piece_targets(kind: Shape, head: u8, others: u32, metric: Metric) -> u32 {
    let free = free_heads(kind, others);
    let start = 1u32 << head;
    match metric {
        Metric::Unit => {
            (shift_left(start) | shift_right(start) | shift_up(start) | shift_down(start)) & free
        }
        Metric::Straight => {
            let mut out = 0;
            for shift in [shift_left, shift_right, shift_up, shift_down] {
                let mut at = shift(start) & free;
                while at != 0 {
                    out |= at;
                    at = shift(at) & free;
                }
            }
            out
        }
        Metric::Step => {
            // Flood fill of the piece's possible top-left cells, all directions at once.
            let mut reached = start;
            loop {
                let grown = (reached
                    | shift_left(reached)
                    | shift_right(reached)
                    | shift_up(reached)
                    | shift_down(reached))
                    & free;
                if grown == reached {
                    break;
                }
                reached = grown;
            }
            reached & !start
        }
    }
}

/// Calls `f(kind, from, to, next)` for every move of `metric` from `board`.
#[inline]
pub fn for_each_successor(board: Board, metric: Metric, f: impl FnMut(Shape, u8, u8, Board)) {
    for_each_successor_except(board, metric, u32::MAX, f);
}

/// [`for_each_successor`] without the moves of the piece whose top-left cell is `skip_head`
/// (a cell index; any larger value skips nothing). In the step metric, moving again the piece
/// that has just moved only reaches positions one move from the previous position.
#[inline]
pub(crate) fn for_each_successor_except(
    board: Board,
    metric: Metric,
    skip_head: u32,
    mut f: impl FnMut(Shape, u8, u8, Board),
) {
    let occupied = board.occupied();
    let empty = !occupied & FULL;
    let skip = 1u32.checked_shl(skip_head).unwrap_or(0);
    let mut try_piece = |kind: Shape, head: u8| {
        let cells = kind.shape() << head;
        if neighbours(cells) & empty == 0 {
            return;
        }
        let mut targets = piece_targets(kind, head, occupied & !cells, metric);
        while targets != 0 {
            let to = targets.trailing_zeros() as u8;
            targets &= targets - 1;
            f(kind, head, to, board.with_piece_moved(kind, head, to));
        }
    };
    if skip & (1 << board.block_head()) == 0 {
        try_piece(Shape::Block, board.block_head());
    }
    // Only pieces touching an empty cell can move: restrict the scans to them.
    let near_empty = neighbours(empty);
    for (kind, heads, touch) in [
        (
            Shape::Horizontal,
            board.horizontal(),
            near_empty | near_empty >> 1,
        ),
        (
            Shape::Vertical,
            board.vertical(),
            near_empty | near_empty >> 4,
        ),
        (Shape::Soldier, board.soldiers(), near_empty),
    ] {
        let mut bits = heads & touch & !skip;
        while bits != 0 {
            let head = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            try_piece(kind, head);
        }
    }
}

/// Every legal move of `metric`, in a fixed order (block first, then by piece).
pub fn legal_moves(board: Board, metric: Metric) -> Vec<Move> {
    let mut out = Vec::new();
    for_each_successor(board, metric, |piece, from, to, _| {
        out.push(Move {
            piece,
            from: Cell::from_index(from),
            to: Cell::from_index(to),
        });
    });
    out
}

/// Why a move cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "error", rename_all = "snake_case")]
#[error("{}", english(&self.words()))]
pub enum MoveError {
    /// No piece of that shape has its top-left cell there.
    NoSuchPiece {
        /// The shape asked for.
        piece: Shape,
        /// The cell given as `from`.
        cell: Cell,
    },
    /// The piece cannot get there in one move of the metric.
    Unreachable {
        /// The piece's shape.
        piece: Shape,
        /// Its top-left cell.
        from: Cell,
        /// The top-left cell asked for.
        to: Cell,
        /// The metric in force.
        metric: Metric,
    },
}

impl MoveError {
    /// Its catalogue words (with what to do instead): what a page, a terminal and its
    /// `Display` word in their language.
    pub fn words(&self) -> Words {
        let at = |words: Words, row: &'static str, column: &'static str, cell: &Cell| {
            words.arg(row, cell.row + 1).arg(column, cell.col + 1)
        };
        match self {
            MoveError::NoSuchPiece { piece, cell } => at(
                Words::new("klotski-illegal-no-piece").arg("piece", piece.letter()),
                "row",
                "column",
                cell,
            ),
            MoveError::Unreachable {
                piece,
                from,
                to,
                metric,
            } => {
                let words = Words::new("klotski-illegal-unreachable")
                    .arg("piece", piece.letter())
                    .word("metric", metric.words());
                at(at(words, "row", "column", from), "to_row", "to_column", to)
            }
        }
    }
}

/// Plays `mv` if it is one legal move of `metric`.
pub fn apply_move(board: Board, mv: Move, metric: Metric) -> Result<Board, MoveError> {
    if !mv.from.on_board() || board.piece_with_head(mv.from).map(|p| p.kind) != Some(mv.piece) {
        return Err(MoveError::NoSuchPiece {
            piece: mv.piece,
            cell: mv.from,
        });
    }
    let from = mv.from.index();
    let others = board.occupied() & !(mv.piece.shape() << from);
    let reachable = mv.to.on_board()
        && piece_targets(mv.piece, from, others, metric) & (1 << mv.to.index()) != 0;
    if !reachable {
        return Err(MoveError::Unreachable {
            piece: mv.piece,
            from: mv.from,
            to: mv.to,
            metric,
        });
    }
    Ok(board.with_piece_moved(mv.piece, from, mv.to.index()))
}

/// Takes back `mv`, which was just played on the board it returns.
pub fn undo_move(board: Board, mv: Move, metric: Metric) -> Result<Board, MoveError> {
    apply_move(board, mv.reversed(), metric)
}

/// The move that turns `before` into `after`, if exactly one piece moved.
pub fn move_between(before: Board, after: Board) -> Option<Move> {
    let mut gone = None;
    let mut arrived = None;
    let mut changes = 0;
    before.for_each_piece(|p| {
        if after.piece_with_head(p.cell) != Some(p) {
            gone = Some(p);
            changes += 1;
        }
    });
    after.for_each_piece(|p| {
        if before.piece_with_head(p.cell) != Some(p) {
            arrived = Some(p);
            changes += 1;
        }
    });
    match (gone, arrived, changes) {
        (Some(a), Some(b), 2) if a.kind == b.kind => Some(Move {
            piece: a.kind,
            from: a.cell,
            to: b.cell,
        }),
        _ => None,
    }
}

/// The top-left cells the piece passes through in a step-metric move, `from` and `to`
/// included (a shortest path of one-cell slides with the other pieces fixed).
pub fn step_path(board: Board, mv: Move) -> Vec<Cell> {
    let from = mv.from.index();
    let to = mv.to.index();
    let others = board.occupied() & !(mv.piece.shape() << from);
    let shape = mv.piece.shape();
    let allowed = mv.piece.allowed_heads();
    let mut came_from = [NONE; CELLS];
    let mut queue = vec![from];
    let mut reached = 1u32 << from;
    let mut i = 0;
    while i < queue.len() && reached & (1 << to) == 0 {
        let at = queue[i];
        i += 1;
        for &q in &STEP_TARGETS[usize::from(at)] {
            if q != NONE
                && reached & (1 << q) == 0
                && allowed & (1 << q) != 0
                && (shape << q) & others == 0
            {
                reached |= 1 << q;
                came_from[usize::from(q)] = at;
                queue.push(q);
            }
        }
    }
    if reached & (1 << to) == 0 {
        return vec![mv.from, mv.to];
    }
    let mut path = vec![mv.to];
    let mut at = to;
    while at != from {
        at = came_from[usize::from(at)];
        path.push(Cell::from_index(at));
    }
    path.reverse();
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;

    fn board(text: &str) -> Board {
        parse_grid(text).unwrap()
    }

    #[test]
    fn hengdao_opening_moves() {
        let start = board("VCCV/VCCV/VHHV/VSSV/S..S");
        // Unit: each of the three soldiers next to the gap can slide one cell.
        let unit = legal_moves(start, Metric::Unit);
        assert_eq!(unit.len(), 4, "{unit:?}");
        // Straight: the corner soldiers can slide one or two cells.
        assert_eq!(legal_moves(start, Metric::Straight).len(), 6);
        // Step: soldiers also turn corners: S at (3,1) reaches (4,1),(4,2); etc.
        let step = legal_moves(start, Metric::Step);
        assert_eq!(step.len(), 8, "{step:?}");
    }

    #[test]
    fn step_moves_turn_corners() {
        let start = board("VCCV/VCCV/VHHV/V.SV/S.SS");
        let mv = Move {
            piece: Shape::Soldier,
            from: Cell::new(4, 0),
            to: Cell::new(3, 1),
        };
        assert!(apply_move(start, mv, Metric::Step).is_ok());
        assert!(apply_move(start, mv, Metric::Straight).is_err());
        assert_eq!(
            step_path(start, mv),
            vec![Cell::new(4, 0), Cell::new(4, 1), Cell::new(3, 1)]
        );
    }

    #[test]
    fn apply_then_undo_restores() {
        let start = board("VCCV/VCCV/VHHV/VSSV/S..S");
        for metric in Metric::ALL {
            for mv in legal_moves(start, metric) {
                let next = apply_move(start, mv, metric).unwrap();
                assert_eq!(move_between(start, next), Some(mv));
                assert_eq!(undo_move(next, mv, metric).unwrap(), start);
            }
        }
    }

    #[test]
    fn illegal_moves_are_refused() {
        let start = board("VCCV/VCCV/VHHV/VSSV/S..S");
        let block = Move {
            piece: Shape::Block,
            from: Cell::new(0, 1),
            to: Cell::new(1, 1),
        };
        assert!(matches!(
            apply_move(start, block, Metric::Step),
            Err(MoveError::Unreachable { .. })
        ));
        let ghost = Move {
            piece: Shape::Soldier,
            from: Cell::new(4, 1),
            to: Cell::new(4, 2),
        };
        assert!(matches!(
            apply_move(start, ghost, Metric::Unit),
            Err(MoveError::NoSuchPiece { .. })
        ));
        let off = Move {
            piece: Shape::Soldier,
            from: Cell::new(4, 3),
            to: Cell::new(5, 3),
        };
        assert!(apply_move(start, off, Metric::Unit).is_err());
    }
}
