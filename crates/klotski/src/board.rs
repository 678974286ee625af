//! [`Board`]: one Klotski position packed into a `u64`.
//!
//! Layout of the bits: 0..20 the top-left cells of horizontal pieces, 20..40 those of vertical
//! pieces, 40..60 the soldiers, 60..64 the index of the 2x2 block's top-left cell. Identical
//! pieces are not told apart, so equal positions have equal codes.

use crate::geometry::{Cell, FULL};
use crate::piece::{Piece, Shape};

const FIELD: u64 = FULL as u64;
const H_SHIFT: u32 = 0;
const V_SHIFT: u32 = 20;
const S_SHIFT: u32 = 40;
const C_SHIFT: u32 = 60;

/// The top-left cell of the 2x2 block in the goal position (rows 4-5, columns 2-3).
pub const GOAL_BLOCK_HEAD: u8 = 13;

/// A Klotski position: exactly one 2x2 block and any mix of the other pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Board(u64);

impl Board {
    /// Builds a board from piece sets without checking that pieces fit and do not overlap.
    /// `horizontal`, `vertical` and `soldiers` hold top-left cells.
    pub(crate) const fn from_parts_unchecked(
        block_head: u8,
        horizontal: u32,
        vertical: u32,
        soldiers: u32,
    ) -> Self {
        Board(
            (horizontal as u64) << H_SHIFT
                | (vertical as u64) << V_SHIFT
                | (soldiers as u64) << S_SHIFT
                | (block_head as u64) << C_SHIFT,
        )
    }

    /// The packed code (for hashing and compact storage).
    pub const fn raw(self) -> u64 {
        self.0
    }

    /// Rebuilds a board from [`raw`](Board::raw), checking that it is a legal position:
    /// every piece inside the board, no overlaps, at least two empty cells.
    pub fn from_raw(raw: u64) -> Option<Self> {
        let board = Board(raw);
        if board.block_head() as usize >= crate::geometry::CELLS {
            return None;
        }
        let mut covered = 0u32;
        let mut legal = true;
        board.for_each_piece(|piece| {
            let head_allowed = piece.kind.allowed_heads() & (1 << piece.cell.index()) != 0;
            if !head_allowed || covered & piece.cells() != 0 {
                legal = false;
            }
            covered |= piece.cells();
        });
        (legal && (FULL & !covered).count_ones() >= 2).then_some(board)
    }

    /// Top-left cells of the horizontal pieces.
    pub const fn horizontal(self) -> u32 {
        ((self.0 >> H_SHIFT) & FIELD) as u32
    }

    /// Top-left cells of the vertical pieces.
    pub const fn vertical(self) -> u32 {
        ((self.0 >> V_SHIFT) & FIELD) as u32
    }

    /// Cells holding soldiers.
    pub const fn soldiers(self) -> u32 {
        ((self.0 >> S_SHIFT) & FIELD) as u32
    }

    /// Index of the 2x2 block's top-left cell.
    pub const fn block_head(self) -> u8 {
        (self.0 >> C_SHIFT) as u8
    }

    /// Cells covered by some piece.
    #[inline]
    pub const fn occupied(self) -> u32 {
        let h = self.horizontal();
        let v = self.vertical();
        h | h << 1 | v | v << 4 | self.soldiers() | Shape::Block.shape() << self.block_head()
    }

    /// Empty cells.
    #[inline]
    pub const fn empty(self) -> u32 {
        !self.occupied() & FULL
    }

    /// Whether the 2x2 block is in front of the exit.
    #[inline]
    pub const fn is_solved(self) -> bool {
        self.block_head() == GOAL_BLOCK_HEAD
    }

    /// Calls `f` with every piece, the block first, then in the order H, V, S by cell.
    pub fn for_each_piece(self, mut f: impl FnMut(Piece)) {
        f(Piece {
            kind: Shape::Block,
            cell: Cell::from_index(self.block_head()),
        });
        for (kind, set) in [
            (Shape::Horizontal, self.horizontal()),
            (Shape::Vertical, self.vertical()),
            (Shape::Soldier, self.soldiers()),
        ] {
            let mut bits = set;
            while bits != 0 {
                let index = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                f(Piece {
                    kind,
                    cell: Cell::from_index(index),
                });
            }
        }
    }

    /// Every piece (see [`for_each_piece`](Board::for_each_piece) for the order).
    pub fn pieces(self) -> Vec<Piece> {
        let mut out = Vec::with_capacity(16);
        self.for_each_piece(|p| out.push(p));
        out
    }

    /// The piece covering `cell`, if any.
    pub fn piece_at(self, cell: Cell) -> Option<Piece> {
        if !cell.on_board() {
            return None;
        }
        let bit = 1u32 << cell.index();
        let mut found = None;
        self.for_each_piece(|p| {
            if p.cells() & bit != 0 {
                found = Some(p);
            }
        });
        found
    }

    /// The piece whose top-left cell is `cell`, if any.
    pub fn piece_with_head(self, cell: Cell) -> Option<Piece> {
        self.piece_at(cell).filter(|p| p.cell == cell)
    }

    /// How many pieces of each kind: (block, horizontal, vertical, soldier).
    pub const fn piece_counts(self) -> PieceCounts {
        PieceCounts {
            horizontal: self.horizontal().count_ones() as u8,
            vertical: self.vertical().count_ones() as u8,
            soldiers: self.soldiers().count_ones() as u8,
        }
    }

    /// The board with the piece of `kind` whose top-left cell is `from` moved to `to`.
    /// The caller guarantees that such a piece exists and that the target cells are free.
    #[inline]
    pub(crate) const fn with_piece_moved(self, kind: Shape, from: u8, to: u8) -> Self {
        let swap = (1u64 << from) | (1u64 << to);
        Board(match kind {
            Shape::Block => (self.0 & !(0xF << C_SHIFT)) | (to as u64) << C_SHIFT,
            Shape::Horizontal => self.0 ^ swap << H_SHIFT,
            Shape::Vertical => self.0 ^ swap << V_SHIFT,
            Shape::Soldier => self.0 ^ swap << S_SHIFT,
        })
    }

    /// The board seen in a mirror (columns reversed). Mirrored positions need the same
    /// number of moves.
    pub fn mirrored(self) -> Self {
        let mirror_cells = |set: u32, width: u8| {
            let mut out = 0u32;
            let mut bits = set;
            while bits != 0 {
                let cell = Cell::from_index(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                out |= 1 << Cell::new(cell.row, 4 - width - cell.col).index();
            }
            out
        };
        let block = Cell::from_index(self.block_head());
        Board::from_parts_unchecked(
            Cell::new(block.row, 2 - block.col).index(),
            mirror_cells(self.horizontal(), 2),
            mirror_cells(self.vertical(), 1),
            mirror_cells(self.soldiers(), 1),
        )
    }
}

/// Numbers of pieces other than the block (there is always exactly one block).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub struct PieceCounts {
    /// Horizontal 2x1 pieces.
    pub horizontal: u8,
    /// Vertical 1x2 pieces.
    pub vertical: u8,
    /// 1x1 soldiers.
    pub soldiers: u8,
}

impl PieceCounts {
    /// The standard set: five two-cell pieces (any mix of H and V) and four soldiers.
    pub const fn is_standard(self) -> bool {
        self.horizontal + self.vertical == 5 && self.soldiers == 4
    }

    /// The pieces in words, the block included: `10 pieces (1 horizontal, 4 vertical, 4
    /// soldiers)`, `1 piece (0 horizontal, 0 vertical, 0 soldiers)`.
    pub fn summary(self) -> String {
        let pieces =
            1 + u32::from(self.horizontal) + u32::from(self.vertical) + u32::from(self.soldiers);
        format!(
            "{} ({} horizontal, {} vertical, {})",
            counted(pieces, "piece", "pieces"),
            self.horizontal,
            self.vertical,
            counted(u32::from(self.soldiers), "soldier", "soldiers")
        )
    }
}

/// `n` and the noun, singular for one: `1 piece`, `0 pieces`, `2 pieces`.
fn counted(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
