//! [`Size`]: the three board sizes (3x3, 4x4, 5x5) and their geometry: rows and columns of a
//! cell, the neighbours of a cell, the reflection about the main diagonal and the eight
//! symmetries of the square ([`Size::symmetry`]).
//!
//! Cells are numbered row by row from 0 (top left) to `n*n - 1` (bottom right). In the goal,
//! cell `i` holds tile `i + 1` and the last cell holds the blank.

use std::fmt;

use serde::{Serialize, Serializer};

/// The most cells any supported board has (5x5).
pub const MAX_CELLS: usize = 25;

/// A board size: the width, which is also the height.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Size {
    /// The 8-puzzle.
    Three,
    /// The 15-puzzle.
    Four,
    /// The 24-puzzle.
    Five,
}

impl Size {
    /// Every size, smallest first.
    pub const ALL: [Size; 3] = [Size::Three, Size::Four, Size::Five];

    /// The size with this width (3, 4 or 5).
    pub fn from_width(width: usize) -> Option<Size> {
        match width {
            3 => Some(Size::Three),
            4 => Some(Size::Four),
            5 => Some(Size::Five),
            _ => None,
        }
    }

    /// The size with this many cells (9, 16 or 25).
    pub fn from_cells(cells: usize) -> Option<Size> {
        Size::ALL.into_iter().find(|s| s.cells() == cells)
    }

    /// The width (and height) in cells.
    pub const fn width(self) -> usize {
        match self {
            Size::Three => 3,
            Size::Four => 4,
            Size::Five => 5,
        }
    }

    /// The number of cells, `width * width`.
    pub const fn cells(self) -> usize {
        self.width() * self.width()
    }

    /// The number of tiles (cells minus the blank); tiles are numbered 1 to this.
    pub const fn tiles(self) -> usize {
        self.cells() - 1
    }

    /// The name used in messages, e.g. `"4x4"`.
    pub const fn name(self) -> &'static str {
        match self {
            Size::Three => "3x3",
            Size::Four => "4x4",
            Size::Five => "5x5",
        }
    }

    /// The classic name, e.g. `"15-puzzle"`.
    pub const fn puzzle_name(self) -> &'static str {
        match self {
            Size::Three => "8-puzzle",
            Size::Four => "15-puzzle",
            Size::Five => "24-puzzle",
        }
    }

    /// Row of `cell` (0-based).
    pub const fn row(self, cell: usize) -> usize {
        cell / self.width()
    }

    /// Column of `cell` (0-based).
    pub const fn col(self, cell: usize) -> usize {
        cell % self.width()
    }

    /// The cell where `tile` belongs in the goal (`tile` in 1..=tiles; the blank's goal is the
    /// last cell).
    pub const fn goal_cell(self, tile: u8) -> usize {
        if tile == 0 {
            self.cells() - 1
        } else {
            tile as usize - 1
        }
    }

    /// The cells next to `cell` (up, left, right, down order).
    pub fn neighbours(self, cell: usize) -> &'static [u8] {
        let table = self.neighbour_table();
        &table.cells[cell][..table.len[cell] as usize]
    }

    pub(crate) fn neighbour_table(self) -> &'static Neighbours {
        match self {
            Size::Three => &NEIGHBOURS_3,
            Size::Four => &NEIGHBOURS_4,
            Size::Five => &NEIGHBOURS_5,
        }
    }

    /// The mirror image of `cell` in the main diagonal: (row, col) becomes (col, row).
    pub const fn transpose(self, cell: usize) -> usize {
        self.col(cell) * self.width() + self.row(cell)
    }

    /// The tile that takes `tile`'s part in the position mirrored about the main diagonal: the
    /// tile whose goal cell is the mirror image of `tile`'s goal cell. The blank maps to itself
    /// (its goal cell lies on the diagonal), and the map is its own inverse.
    pub const fn transpose_tile(self, tile: u8) -> u8 {
        if tile == 0 {
            0
        } else {
            self.transpose(tile as usize - 1) as u8 + 1
        }
    }

    /// Manhattan distance between two cells.
    pub const fn distance(self, a: usize, b: usize) -> usize {
        self.row(a).abs_diff(self.row(b)) + self.col(a).abs_diff(self.col(b))
    }

    /// Where symmetry `k` of the square (0..8) takes `cell`: bit 0 mirrors about the main
    /// diagonal, then bit 1 turns the rows upside down and bit 2 the columns left to right.
    /// Symmetry 0 is the identity. Each keeps adjacency, so it maps moves to moves.
    pub const fn symmetry(self, k: usize, cell: usize) -> usize {
        let w = self.width();
        let (mut r, mut c) = (self.row(cell), self.col(cell));
        if k & 1 != 0 {
            (r, c) = (c, r);
        }
        if k & 2 != 0 {
            r = w - 1 - r;
        }
        if k & 4 != 0 {
            c = w - 1 - c;
        }
        r * w + c
    }
}

/// The number of symmetries of the square ([`Size::symmetry`]).
pub const SYMMETRIES: usize = 8;

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Size {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// Up to four neighbours per cell, for one width.
pub(crate) struct Neighbours {
    pub cells: [[u8; 4]; MAX_CELLS],
    pub len: [u8; MAX_CELLS],
}

const fn neighbours(width: usize) -> Neighbours {
    let mut table = Neighbours {
        cells: [[0; 4]; MAX_CELLS],
        len: [0; MAX_CELLS],
    };
    let mut cell = 0;
    while cell < width * width {
        let (row, col) = (cell / width, cell % width);
        let mut n = 0;
        if row > 0 {
            table.cells[cell][n] = (cell - width) as u8;
            n += 1;
        }
        if col > 0 {
            table.cells[cell][n] = (cell - 1) as u8;
            n += 1;
        }
        if col + 1 < width {
            table.cells[cell][n] = (cell + 1) as u8;
            n += 1;
        }
        if row + 1 < width {
            table.cells[cell][n] = (cell + width) as u8;
            n += 1;
        }
        table.len[cell] = n as u8;
        cell += 1;
    }
    table
}

static NEIGHBOURS_3: Neighbours = neighbours(3);
static NEIGHBOURS_4: Neighbours = neighbours(4);
static NEIGHBOURS_5: Neighbours = neighbours(5);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_are_adjacent_and_symmetric() {
        for size in Size::ALL {
            let mut edges = 0;
            for cell in 0..size.cells() {
                for &n in size.neighbours(cell) {
                    assert_eq!(size.distance(cell, n as usize), 1);
                    assert!(size.neighbours(n as usize).contains(&(cell as u8)));
                    edges += 1;
                }
            }
            let w = size.width();
            assert_eq!(edges, 2 * 2 * w * (w - 1));
        }
    }

    #[test]
    fn transposition_is_an_involution_fixing_the_goal_blank() {
        for size in Size::ALL {
            for cell in 0..size.cells() {
                assert_eq!(size.transpose(size.transpose(cell)), cell);
            }
            for tile in 0..=size.tiles() as u8 {
                assert_eq!(size.transpose_tile(size.transpose_tile(tile)), tile);
            }
            assert_eq!(size.transpose(size.cells() - 1), size.cells() - 1);
        }
        assert_eq!(Size::Four.transpose_tile(2), 5);
        assert_eq!(Size::Four.transpose_tile(6), 6);
    }

    #[test]
    fn symmetries_are_the_eight_of_the_square() {
        for size in Size::ALL {
            let mut maps = std::collections::HashSet::new();
            for k in 0..SYMMETRIES {
                let map: Vec<usize> = (0..size.cells()).map(|c| size.symmetry(k, c)).collect();
                let mut sorted = map.clone();
                sorted.sort_unstable();
                assert_eq!(
                    sorted,
                    (0..size.cells()).collect::<Vec<_>>(),
                    "a permutation"
                );
                for a in 0..size.cells() {
                    for &b in size.neighbours(a) {
                        assert_eq!(size.distance(map[a], map[b as usize]), 1, "keeps adjacency");
                    }
                }
                maps.insert(map);
            }
            assert_eq!(maps.len(), SYMMETRIES, "{size}: all distinct");
            assert_eq!(size.symmetry(1, 1), size.transpose(1));
            assert_eq!(size.symmetry(6, 0), size.cells() - 1, "half a turn");
        }
    }

    #[test]
    fn sizes_by_width_and_cells() {
        assert_eq!(Size::from_cells(16), Some(Size::Four));
        assert_eq!(Size::from_cells(17), None);
        assert_eq!(Size::from_width(5), Some(Size::Five));
        assert_eq!(Size::Five.tiles(), 24);
        assert_eq!(Size::Three.to_string(), "3x3");
    }
}
