//! The four piece kinds, their letters and shapes.

use serde::{Deserialize, Serialize};

use crate::geometry::{Cell, COL_LAST, FULL, ROW_LAST};

/// A piece kind. Sizes are width x height.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Shape {
    /// The 2x2 block (Cao Cao), letter `C`.
    #[serde(alias = "C", alias = "c")]
    Block,
    /// A horizontal 2x1 piece, letter `H`.
    #[serde(alias = "H", alias = "h")]
    Horizontal,
    /// A vertical 1x2 piece, letter `V`.
    #[serde(alias = "V", alias = "v")]
    Vertical,
    /// A 1x1 soldier, letter `S`.
    #[serde(alias = "S", alias = "s")]
    Soldier,
}

impl Shape {
    /// Every shape, the block first.
    pub const ALL: [Shape; 4] = [
        Shape::Block,
        Shape::Horizontal,
        Shape::Vertical,
        Shape::Soldier,
    ];

    /// The letter used in layout grids.
    pub const fn letter(self) -> char {
        match self {
            Shape::Block => 'C',
            Shape::Horizontal => 'H',
            Shape::Vertical => 'V',
            Shape::Soldier => 'S',
        }
    }

    /// The kind a grid letter stands for (case-insensitive).
    pub fn from_letter(letter: char) -> Option<Self> {
        match letter.to_ascii_uppercase() {
            'C' => Some(Shape::Block),
            'H' => Some(Shape::Horizontal),
            'V' => Some(Shape::Vertical),
            'S' => Some(Shape::Soldier),
            _ => None,
        }
    }

    /// The cells the piece covers when its top-left cell is cell 0.
    pub const fn shape(self) -> u32 {
        match self {
            Shape::Block => 0b11_0011,
            Shape::Horizontal => 0b11,
            Shape::Vertical => 0b1_0001,
            Shape::Soldier => 1,
        }
    }

    /// The cells where the piece's top-left cell may be.
    pub const fn allowed_heads(self) -> u32 {
        match self {
            Shape::Block => FULL & !COL_LAST & !ROW_LAST,
            Shape::Horizontal => FULL & !COL_LAST,
            Shape::Vertical => FULL & !ROW_LAST,
            Shape::Soldier => FULL,
        }
    }

    /// Width and height in cells.
    pub const fn size(self) -> (u8, u8) {
        match self {
            Shape::Block => (2, 2),
            Shape::Horizontal => (2, 1),
            Shape::Vertical => (1, 2),
            Shape::Soldier => (1, 1),
        }
    }
}

impl std::fmt::Display for Shape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Shape::Block => "2x2 block",
            Shape::Horizontal => "horizontal 2x1 piece",
            Shape::Vertical => "vertical 1x2 piece",
            Shape::Soldier => "1x1 soldier",
        })
    }
}

/// One piece on a board: its kind and top-left cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Piece {
    /// Its shape.
    pub kind: Shape,
    /// Its top-left cell.
    pub cell: Cell,
}

impl Piece {
    /// The cells the piece covers.
    pub const fn cells(self) -> u32 {
        self.kind.shape() << self.cell.index()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for kind in Shape::ALL {
            assert_eq!(Shape::from_letter(kind.letter()), Some(kind));
        }
        assert_eq!(Shape::from_letter('x'), None);
    }

    #[test]
    fn shapes_fit_inside_the_board_from_every_allowed_head() {
        for kind in Shape::ALL {
            let (w, h) = kind.size();
            assert_eq!(kind.shape().count_ones(), u32::from(w * h));
            for head in 0..20u8 {
                let allowed = kind.allowed_heads() & (1 << head) != 0;
                let cell = Cell::from_index(head);
                let fits = cell.col + w <= 4 && cell.row + h <= 5;
                assert_eq!(allowed, fits, "{kind} at {cell}");
            }
        }
    }
}
