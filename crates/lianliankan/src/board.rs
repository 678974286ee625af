//! The board model: an m x n grid of empty cells, tiles of numbered kinds and blockers,
//! surrounded by an empty ring that paths may use.

use puzzle::words::english;
use puzzle::Words;
use serde::{Deserialize, Serialize};

/// Largest number of rows or columns a board may have (the ring makes it 34 cells wide,
/// which keeps every padded row inside one 64-bit word).
pub const MAX_SIDE: usize = 32;

/// Largest tile kind number.
pub const MAX_KIND: u32 = 9999;

/// One cell of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cell {
    /// Nothing: paths may pass.
    Empty,
    /// A permanent obstacle: never removed, never crossed.
    Blocker,
    /// A tile of the given kind (1 or more).
    Tile(u32),
}

impl Cell {
    /// The number used in the text format: 0 empty, -1 blocker, the kind for a tile.
    pub fn code(self) -> i64 {
        match self {
            Cell::Empty => 0,
            Cell::Blocker => -1,
            Cell::Tile(kind) => i64::from(kind),
        }
    }

    /// The tile's kind, or `None` for an empty cell or a blocker.
    pub fn kind(self) -> Option<u32> {
        match self {
            Cell::Tile(kind) => Some(kind),
            _ => None,
        }
    }
}

/// A position in board coordinates: rows `0..m`, columns `0..n`; the empty ring around the
/// board is row/column `-1` and `m`/`n`. Serialises (and reads) as `[row, col]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    /// The row, from 0 at the top (-1 and m: the ring).
    pub row: i32,
    /// The column, from 0 at the left (-1 and n: the ring).
    pub col: i32,
}

impl Pos {
    /// The position at `row`, `col`.
    pub fn new(row: i32, col: i32) -> Self {
        Pos { row, col }
    }

    /// `words` with this position counted from 1 (like every place an error names, and like
    /// its `line` and `column`) under the value names `row` and `column` (a cell of the ring
    /// or further out counts as row or column 0 or below).
    pub fn in_words(self, words: Words, row: &'static str, column: &'static str) -> Words {
        words
            .arg(row, i64::from(self.row) + 1)
            .arg(column, i64::from(self.col) + 1)
    }
}

impl Serialize for Pos {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        [self.row, self.col].serialize(s)
    }
}

impl<'de> Deserialize<'de> for Pos {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let [row, col] = <[i32; 2]>::deserialize(d)?;
        Ok(Pos { row, col })
    }
}

impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

/// A rectangular board. Build one with [`Board::new`] or parse one with [`crate::parse_board`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    rows: usize,
    cols: usize,
    cells: Vec<Cell>,
}

/// Why a grid of cells is not a valid board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum BoardError {
    /// Too few or too many rows or columns.
    Size {
        /// Rows given.
        rows: usize,
        /// Columns given.
        cols: usize,
    },
    /// The cells do not fill the rows and columns.
    CellCount {
        /// Rows given.
        rows: usize,
        /// Columns given.
        cols: usize,
        /// Cells that make `rows` x `cols`.
        expected: usize,
        /// Cells given.
        got: usize,
    },
    /// A tile kind outside `1..=MAX_KIND`.
    KindRange {
        /// The kind.
        kind: u32,
        /// Its row (from 0).
        row: usize,
        /// Its column (from 0).
        col: usize,
    },
    /// A kind with an odd number of tiles: one of them can never be removed.
    OddKind {
        /// The kind.
        kind: u32,
        /// How many tiles it has.
        count: usize,
        /// The row of its last tile (from 0).
        row: usize,
        /// The column of its last tile (from 0).
        col: usize,
    },
}

impl BoardError {
    /// What is wrong and how to fix it, as catalogue words: the board's words of
    /// [`BoardError::problem`], with the tile's place (counted from 1) when the error is about
    /// one tile.
    pub fn words(&self) -> Words {
        match *self {
            BoardError::KindRange { row, col, .. } | BoardError::OddKind { row, col, .. } => {
                Words::new("lianliankan-board-at")
                    .arg("row", row + 1)
                    .arg("column", col + 1)
                    .word("problem", self.problem())
            }
            BoardError::Size { .. } | BoardError::CellCount { .. } => self.problem(),
        }
    }

    /// What is wrong and how to fix it without the tile's place: the words of a board text
    /// that does not parse, whose error is placed on the tile in the text.
    pub fn problem(&self) -> Words {
        match *self {
            BoardError::Size { rows, cols } => Words::new("lianliankan-error-too-large")
                .arg("rows", rows)
                .arg("columns", cols)
                .arg("max", MAX_SIDE),
            BoardError::CellCount {
                rows,
                cols,
                expected,
                got,
            } => Words::new("lianliankan-board-cell-count")
                .arg("expected", expected)
                .arg("rows", rows)
                .arg("columns", cols)
                .arg("got", got),
            BoardError::KindRange { kind, .. } => Words::new("lianliankan-error-kind-range")
                .arg("value", kind)
                .arg("max", MAX_KIND),
            BoardError::OddKind { kind, count, .. } => Words::new("lianliankan-error-odd-kind")
                .arg("kind", kind)
                .arg("count", count),
        }
    }
}

impl Board {
    /// A board from its cells in row-major order; checks the shape and that every kind
    /// appears an even number of times.
    pub fn new(rows: usize, cols: usize, cells: Vec<Cell>) -> Result<Board, BoardError> {
        if rows == 0 || cols == 0 || rows > MAX_SIDE || cols > MAX_SIDE {
            return Err(BoardError::Size { rows, cols });
        }
        if cells.len() != rows * cols {
            return Err(BoardError::CellCount {
                rows,
                cols,
                expected: rows * cols,
                got: cells.len(),
            });
        }
        let mut counts = std::collections::BTreeMap::<u32, (usize, usize)>::new();
        for (i, cell) in cells.iter().enumerate() {
            if let Cell::Tile(kind) = *cell {
                if kind == 0 || kind > MAX_KIND {
                    return Err(BoardError::KindRange {
                        kind,
                        row: i / cols,
                        col: i % cols,
                    });
                }
                let entry = counts.entry(kind).or_insert((0, 0));
                entry.0 += 1;
                entry.1 = i;
            }
        }
        if let Some((&kind, &(count, last))) = counts.iter().find(|(_, (count, _))| count % 2 == 1)
        {
            return Err(BoardError::OddKind {
                kind,
                count,
                row: last / cols,
                col: last % cols,
            });
        }
        Ok(Board { rows, cols, cells })
    }

    /// Rows m (the ring not counted).
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Columns n (the ring not counted).
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The cell at `(row, col)`; the ring and anything outside count as empty.
    pub fn cell(&self, row: i32, col: i32) -> Cell {
        if row < 0 || col < 0 || row as usize >= self.rows || col as usize >= self.cols {
            return Cell::Empty;
        }
        self.cells[row as usize * self.cols + col as usize]
    }

    /// All cells in row-major order.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }

    /// Whether `pos` is inside the board proper (not the ring).
    pub fn contains(&self, pos: Pos) -> bool {
        pos.row >= 0
            && pos.col >= 0
            && (pos.row as usize) < self.rows
            && (pos.col as usize) < self.cols
    }

    /// Number of tiles on the board.
    pub fn tile_count(&self) -> usize {
        self.cells
            .iter()
            .filter(|c| matches!(c, Cell::Tile(_)))
            .count()
    }

    /// Number of blockers on the board.
    pub fn blocker_count(&self) -> usize {
        self.cells
            .iter()
            .filter(|c| matches!(c, Cell::Blocker))
            .count()
    }

    /// The distinct tile kinds, ascending.
    pub fn kinds(&self) -> Vec<u32> {
        let mut kinds: Vec<u32> = self.cells.iter().filter_map(|c| c.kind()).collect();
        kinds.sort_unstable();
        kinds.dedup();
        kinds
    }

    /// Whether no tile is left.
    pub fn is_cleared(&self) -> bool {
        self.tile_count() == 0
    }
}
