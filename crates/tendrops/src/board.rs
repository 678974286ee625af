//! [`Board`]: a grid of drops (0 = empty, 1-4 = drop size), its text format and validation.
//!
//! The text format is one line per row, one digit per cell (`.` is also read as empty), rows
//! separated by newlines or `/`; e.g. `401000/...`. Spaces inside a row are ignored. Errors name
//! the line (or `/`-separated row) and column of the offending character.

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use puzzle::words::english;
use puzzle::Words;
use serde::{Serialize, Serializer};

/// The default board side.
pub const DEFAULT_SIDE: usize = 6;
/// The largest allowed number of rows or columns.
pub const MAX_SIDE: usize = 16;
/// The largest drop size; a drop that would reach `MAX_DROP + 1` bursts.
pub const MAX_DROP: u8 = 4;

/// A cell position, 0-based: `(row, col)`. Serialised as `[row, col]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pos {
    /// Row, from 0 at the top.
    pub row: usize,
    /// Column, from 0 at the left.
    pub col: usize,
}

impl Pos {
    /// The cell at `row`, `col` (0-based).
    pub const fn new(row: usize, col: usize) -> Self {
        Pos { row, col }
    }

    /// The `[row, col]` pair used in JSON.
    pub fn pair(self) -> [usize; 2] {
        [self.row, self.col]
    }
}

impl Serialize for Pos {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.pair().serialize(s)
    }
}

impl fmt::Display for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.row, self.col)
    }
}

/// A `row,col` text that does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub struct ParsePosError {
    /// The text given.
    pub input: String,
}

impl ParsePosError {
    /// What is wrong and how to write a cell, as catalogue words.
    pub fn words(&self) -> Words {
        Words::new("tendrops-not-a-cell").arg("value", &self.input)
    }
}

impl FromStr for Pos {
    type Err = ParsePosError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParsePosError {
            input: s.to_string(),
        };
        let (r, c) = s.split_once(',').ok_or_else(err)?;
        let row = r.trim().parse().map_err(|_| err())?;
        let col = c.trim().parse().map_err(|_| err())?;
        Ok(Pos { row, col })
    }
}

/// What is wrong with a board text, and where (1-based line/row and column).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[error("{}", english(&self.words()))]
pub enum ParseBoardError {
    /// Nothing but white space.
    Empty,
    /// A character that is not a cell.
    BadCell {
        /// 1-based row (line or `/`-separated part).
        row: usize,
        /// 1-based character in the row, spaces counted.
        column: usize,
        /// The character.
        found: char,
    },
    /// A row of another length than the first.
    RaggedRow {
        /// 1-based row.
        row: usize,
        /// Its cells.
        found: usize,
        /// The first row's cells.
        expected: usize,
    },
    /// A row without cells (`//`, a blank line inside the board).
    EmptyRow {
        /// 1-based row.
        row: usize,
    },
    /// More than [`MAX_SIDE`] rows.
    TooManyRows {
        /// The rows given.
        found: usize,
    },
    /// More than [`MAX_SIDE`] cells in a row.
    TooManyColumns {
        /// The cells of the first row too long.
        found: usize,
    },
}

impl ParseBoardError {
    /// What is wrong and how to fix it, as catalogue words (`tendrops-error-*`): what a page,
    /// a terminal and this error's `Display` word in their language. A bad cell's row and
    /// column are a place in the text, not words: an interface shows them as the input
    /// error's line and column (see [`LocatedBoardError::span`]).
    pub fn words(&self) -> Words {
        match self {
            ParseBoardError::Empty => Words::new("tendrops-error-empty"),
            ParseBoardError::BadCell { found, .. } => {
                Words::new("tendrops-error-cell").arg("found", found)
            }
            ParseBoardError::RaggedRow {
                row,
                found,
                expected,
            } => Words::new("tendrops-error-row-length")
                .arg("row", row)
                .arg("found", found)
                .arg("expected", expected),
            ParseBoardError::EmptyRow { row } => {
                Words::new("tendrops-error-empty-row").arg("row", row)
            }
            ParseBoardError::TooManyRows { found } => Words::new("tendrops-error-too-many-rows")
                .arg("found", found)
                .arg("max", MAX_SIDE),
            ParseBoardError::TooManyColumns { found } => {
                Words::new("tendrops-error-too-many-columns")
                    .arg("found", found)
                    .arg("max", MAX_SIDE)
            }
        }
    }
}

/// A Ten Drops board: `rows x cols` cells, each 0 (empty) or a drop of size 1-4.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
}

/// Why a board cannot be built from sizes and cells.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum BoardError {
    /// No rows or columns, or more than [`MAX_SIDE`].
    BadSize {
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
    },
    /// Not `rows * cols` cells.
    WrongCellCount {
        /// `rows * cols`.
        expected: usize,
        /// The cells given.
        found: usize,
    },
    /// A cell above [`MAX_DROP`].
    BadValue {
        /// The cell.
        pos: Pos,
        /// Its value.
        value: u8,
    },
}

impl BoardError {
    /// What is wrong, as catalogue words (`tendrops-board-*`; cells counted from 1).
    pub fn words(&self) -> Words {
        match self {
            BoardError::BadSize { rows, cols } => Words::new("tendrops-board-size")
                .arg("rows", rows)
                .arg("cols", cols)
                .arg("max", MAX_SIDE),
            BoardError::WrongCellCount { expected, found } => {
                Words::new("tendrops-board-cell-count")
                    .arg("expected", expected)
                    .arg("found", found)
            }
            BoardError::BadValue { pos, value } => Words::new("tendrops-board-value")
                .arg("row", pos.row + 1)
                .arg("col", pos.col + 1)
                .arg("value", value)
                .arg("max", MAX_DROP),
        }
    }
}

impl Board {
    /// An empty board of the given size.
    pub fn empty(rows: usize, cols: usize) -> Result<Self, BoardError> {
        Self::from_cells(rows, cols, vec![0; rows * cols])
    }

    /// A board from row-major cell values, validated.
    pub fn from_cells(rows: usize, cols: usize, cells: Vec<u8>) -> Result<Self, BoardError> {
        if rows == 0 || cols == 0 || rows > MAX_SIDE || cols > MAX_SIDE {
            return Err(BoardError::BadSize { rows, cols });
        }
        if cells.len() != rows * cols {
            return Err(BoardError::WrongCellCount {
                expected: rows * cols,
                found: cells.len(),
            });
        }
        if let Some(i) = cells.iter().position(|&v| v > MAX_DROP) {
            return Err(BoardError::BadValue {
                pos: Pos::new(i / cols, i % cols),
                value: cells[i],
            });
        }
        Ok(Board { rows, cols, cells })
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// True for a board without cells (never: boards are at least 1x1). Present for clippy.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Row-major cell values.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    pub(crate) fn cells_mut(&mut self) -> &mut [u8] {
        &mut self.cells
    }

    /// The value at `pos`, or `None` outside the board.
    pub fn get(&self, pos: Pos) -> Option<u8> {
        self.index(pos).map(|i| self.cells[i])
    }

    /// Sets a cell (for editors). Fails outside the board or for values above 4.
    pub fn set(&mut self, pos: Pos, value: u8) -> Result<(), BoardError> {
        if value > MAX_DROP {
            return Err(BoardError::BadValue { pos, value });
        }
        match self.index(pos) {
            Some(i) => {
                self.cells[i] = value;
                Ok(())
            }
            None => Err(BoardError::BadSize {
                rows: pos.row + 1,
                cols: pos.col + 1,
            }),
        }
    }

    /// Row-major index of `pos`, or `None` outside the board.
    pub fn index(&self, pos: Pos) -> Option<usize> {
        (pos.row < self.rows && pos.col < self.cols).then_some(pos.row * self.cols + pos.col)
    }

    /// The position of a row-major index.
    pub fn pos(&self, index: usize) -> Pos {
        Pos::new(index / self.cols, index % self.cols)
    }

    /// True when no drop is left.
    pub fn is_clear(&self) -> bool {
        self.cells.iter().all(|&v| v == 0)
    }

    /// Number of drops on the board.
    pub fn drop_count(&self) -> usize {
        self.cells.iter().filter(|&&v| v > 0).count()
    }

    /// Total water on the board (sum of drop sizes).
    pub fn water(&self) -> u32 {
        self.cells.iter().map(|&v| u32::from(v)).sum()
    }

    /// The rows joined by `/`, e.g. `0120/4000`: the one-line description.
    pub fn to_line(&self) -> String {
        self.format_with('/')
    }

    /// One line per row (no trailing newline).
    pub fn to_lines(&self) -> String {
        self.format_with('\n')
    }

    fn format_with(&self, separator: char) -> String {
        let mut out = String::with_capacity(self.cells.len() + self.rows);
        for (r, row) in self.cells.chunks(self.cols).enumerate() {
            if r > 0 {
                out.push(separator);
            }
            out.extend(row.iter().map(|&v| char::from(b'0' + v)));
        }
        out
    }
}

/// A [`ParseBoardError`] with the byte range `span` of the offending text in the parsed input:
/// the bad character, the short or empty row, the first row or cell too many, or the whole
/// input when it is blank.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub struct LocatedBoardError {
    /// What is wrong.
    pub error: ParseBoardError,
    /// Byte range `[start, end)` of the offending text in the input (empty for an empty row).
    pub span: Range<usize>,
}

impl LocatedBoardError {
    /// The words of its [`ParseBoardError`] (the span is the place, not words).
    pub fn words(&self) -> Words {
        self.error.words()
    }
}

impl Board {
    /// Parses rows separated by newlines or `/` (surrounding blank lines are ignored), like
    /// [`str::parse`], and on error also says which bytes of `text` are wrong.
    pub fn parse_located(text: &str) -> Result<Self, LocatedBoardError> {
        let fail = |error, span| Err(LocatedBoardError { error, span });
        let trimmed = text.trim();
        let offset = text.len() - text.trim_start().len();
        if trimmed.is_empty() {
            return fail(ParseBoardError::Empty, 0..text.len());
        }
        // (byte offset in `text`, row text without a trailing '\r')
        let mut rows: Vec<(usize, &str)> = Vec::new();
        let mut row_start = 0;
        for (i, ch) in trimmed.char_indices() {
            if ch == '\n' || ch == '/' {
                rows.push((offset + row_start, &trimmed[row_start..i]));
                row_start = i + 1;
            }
        }
        rows.push((offset + row_start, &trimmed[row_start..]));
        for row in &mut rows {
            row.1 = row.1.trim_end_matches('\r');
        }
        if rows.len() > MAX_SIDE {
            let first_extra = rows[MAX_SIDE].0;
            return fail(
                ParseBoardError::TooManyRows { found: rows.len() },
                first_extra..offset + trimmed.len(),
            );
        }
        let mut cells = Vec::with_capacity(rows.len() * DEFAULT_SIDE);
        let mut cols = 0;
        for (r, &(start, line)) in rows.iter().enumerate() {
            let whole = start..start + line.len();
            let mut count = 0;
            for (c, (at, ch)) in line.char_indices().enumerate() {
                let value = match ch {
                    ' ' | '\t' => continue,
                    '.' => 0,
                    '0'..='4' => ch as u8 - b'0',
                    _ => {
                        let error = ParseBoardError::BadCell {
                            row: r + 1,
                            column: c + 1,
                            found: ch,
                        };
                        return fail(error, start + at..start + at + ch.len_utf8());
                    }
                };
                if count == MAX_SIDE {
                    let found = line[at..]
                        .chars()
                        .filter(|c| !matches!(c, ' ' | '\t'))
                        .count()
                        + count;
                    return fail(
                        ParseBoardError::TooManyColumns { found },
                        start + at..whole.end,
                    );
                }
                cells.push(value);
                count += 1;
            }
            if count == 0 {
                return fail(ParseBoardError::EmptyRow { row: r + 1 }, whole);
            }
            if r == 0 {
                cols = count;
            } else if count != cols {
                let error = ParseBoardError::RaggedRow {
                    row: r + 1,
                    found: count,
                    expected: cols,
                };
                return fail(error, whole);
            }
        }
        Ok(Board {
            rows: rows.len(),
            cols,
            cells,
        })
    }
}

impl FromStr for Board {
    type Err = ParseBoardError;

    /// Parses rows separated by newlines or `/` (surrounding blank lines are ignored); see
    /// [`Board::parse_located`] for the place of an error.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Board::parse_located(text).map_err(|e| e.error)
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board({})", self.to_line())
    }
}

impl Serialize for Board {
    /// A board serialises as its one-line description.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn parses_lines_and_slashes_alike() {
        let a: Board = "012\n340\n".parse().unwrap();
        let b: Board = "012/340".parse().unwrap();
        assert_eq!(a, b);
        assert_eq!((a.rows(), a.cols()), (2, 3));
        assert_eq!(a.cells(), &[0, 1, 2, 3, 4, 0]);
        assert_eq!(a.to_line(), "012/340");
        assert_eq!(a.to_lines(), "012\n340");
        assert_eq!(a.water(), 10);
        assert_eq!(a.drop_count(), 4);
    }

    #[test]
    fn reads_dots_and_spaces() {
        let b: Board = "1 . 2\n. 3 .".parse().unwrap();
        assert_eq!(b.cells(), &[1, 0, 2, 0, 3, 0]);
    }

    #[test]
    fn errors_name_the_place() {
        assert_eq!("".parse::<Board>(), Err(ParseBoardError::Empty));
        assert_eq!(
            "0120\n0150".parse::<Board>(),
            Err(ParseBoardError::BadCell {
                row: 2,
                column: 3,
                found: '5'
            })
        );
        assert_eq!(
            "012/01".parse::<Board>(),
            Err(ParseBoardError::RaggedRow {
                row: 2,
                found: 2,
                expected: 3
            })
        );
        assert_eq!(
            "012//012".parse::<Board>(),
            Err(ParseBoardError::EmptyRow { row: 2 })
        );
        // the place is the error's (its row and column, and the located span), the message says
        // what is wrong with what is there
        let e = Board::parse_located("0x").unwrap_err();
        assert_eq!(
            (&e.error, e.span.clone()),
            (
                &ParseBoardError::BadCell {
                    row: 1,
                    column: 2,
                    found: 'x'
                },
                1..2
            )
        );
        let msg = e.to_string();
        assert!(msg.starts_with("'x' is not a drop size"), "{msg}");
    }

    #[test]
    fn rejects_oversized_boards() {
        let wide = "0".repeat(MAX_SIDE + 1);
        assert_eq!(
            wide.parse::<Board>(),
            Err(ParseBoardError::TooManyColumns { found: 17 })
        );
        let tall = vec!["0"; MAX_SIDE + 1].join("/");
        assert_eq!(
            tall.parse::<Board>(),
            Err(ParseBoardError::TooManyRows { found: 17 })
        );
    }

    #[test]
    fn from_cells_validates() {
        assert!(Board::from_cells(2, 2, vec![0, 1, 2, 5]).is_err());
        assert!(Board::from_cells(2, 2, vec![0, 1, 2]).is_err());
        assert!(Board::from_cells(0, 2, vec![]).is_err());
        let mut b = Board::empty(2, 2).unwrap();
        b.set(Pos::new(1, 0), 3).unwrap();
        assert_eq!(b.get(Pos::new(1, 0)), Some(3));
        assert_eq!(b.get(Pos::new(2, 0)), None);
        assert!(b.set(Pos::new(0, 0), 5).is_err());
    }

    #[test]
    fn pos_parses() {
        assert_eq!("2,3".parse::<Pos>(), Ok(Pos::new(2, 3)));
        assert_eq!(" 0 , 5 ".parse::<Pos>(), Ok(Pos::new(0, 5)));
        assert!("2".parse::<Pos>().is_err());
        assert!("a,1".parse::<Pos>().is_err());
    }

    #[test]
    fn errors_carry_the_byte_span() {
        let span = |text: &str| Board::parse_located(text).unwrap_err().span;
        assert_eq!(span("0120\n0150"), 7..8);
        assert_eq!(span("  \n0120/01x0"), 10..11);
        // multi-byte characters: the span covers the whole character
        assert_eq!(span("01/0水"), 4..7);
        assert_eq!(span("012/01"), 4..6);
        assert_eq!(span("012//012"), 4..4);
        assert_eq!(span("012\r\n01\r\n"), 5..7);
        assert_eq!(span(" \n "), 0..3);
        let wide = format!("/{}", "0".repeat(MAX_SIDE + 2));
        let e = Board::parse_located(&wide[1..]).unwrap_err();
        assert_eq!(e.error, ParseBoardError::TooManyColumns { found: 18 });
        assert_eq!(e.span, 16..18);
        let tall = vec!["1"; MAX_SIDE + 2].join("/");
        assert_eq!(span(&tall), 32..35);
    }

    proptest! {
        #[test]
        fn format_then_parse_round_trips(rows in 1usize..=8, cols in 1usize..=8, seed in any::<u64>()) {
            let cells: Vec<u8> = (0..rows * cols)
                .map(|i| ((seed >> ((i * 3) % 61)) % 5) as u8)
                .collect();
            let board = Board::from_cells(rows, cols, cells).unwrap();
            prop_assert_eq!(board.to_line().parse::<Board>().unwrap(), board.clone());
            prop_assert_eq!(board.to_lines().parse::<Board>().unwrap(), board);
        }

        #[test]
        fn parse_never_panics(text in "[0-9./ \n]{0,60}") {
            if let Ok(board) = text.parse::<Board>() {
                prop_assert_eq!(board.to_line().parse::<Board>().unwrap(), board);
            }
        }
    }
}
