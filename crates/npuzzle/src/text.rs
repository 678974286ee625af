//! The text format of a [`Board`] and [`ParseError`], which points at the offending bytes.
//!
//! **Reading.** The cells row by row as whole numbers, `0` for the blank, separated by spaces,
//! tabs or commas in any mix and number. Rows may be separated by `/` or line breaks, or not at
//! all: the size is inferred from the number of cells (9 for 3x3, 16 for 4x4, 25 for 5x5).
//! When rows are separated, each must hold `n` cells. Empty rows (e.g. a trailing newline)
//! are ignored. All of these are the same board:
//! `1 2 3 4 5 6 7 8 0`, `1,2,3,4,5,6,7,8,0`, `1 2 3/4 5 6/7 8 0`, `"1 2 3\n4 5 6\n7 8 0\n"`.
//!
//! **Writing.** The canonical form is the numbers separated by single spaces and the rows
//! joined by `/` with no spaces around it: `1 2 3/4 5 6/7 8 0`. It contains no `;` (so it
//! can sit inside a game ID) and parses back to the same board.
//!
//! **Errors.** Every [`ParseError`] about a place in the input carries the byte range of the
//! offending token (see [`ParseError::span`]), so a caller can underline it or turn it into a
//! line and column. Checks run in this order: numbers, cell count, row lengths, tile range,
//! duplicates. A position that cannot reach the goal still parses: it is a valid position
//! whose answer is "no solution" (see [`crate::parity`]).

use std::fmt;
use std::ops::Range;
use std::str::FromStr;

use puzzle::words::english;
use puzzle::Words;

use crate::board::Board;
use crate::size::Size;

/// Why a text is not a board. Byte ranges are into the text given to [`Board::parse`] (for
/// [`Board::from_cells`], they are index ranges into the slice).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum ParseError {
    /// Nothing but separators.
    Empty,
    /// A token that is not a whole number.
    NotANumber {
        /// The token as written.
        token: String,
        /// Where it is.
        span: Range<usize>,
    },
    /// The number of cells is not 9, 16 or 25.
    WrongCount {
        /// Cells found (what would fix it, the nearest sizes, is in its words).
        found: usize,
        /// The first cell too many, or the end of the input when cells are missing.
        span: Range<usize>,
    },
    /// Rows are separated but one of them has the wrong length.
    RowLength {
        /// 1-based row number.
        row: usize,
        /// Cells in that row.
        found: usize,
        /// The board size given by the total count.
        size: Size,
        /// The whole row.
        span: Range<usize>,
    },
    /// A number larger than the largest tile.
    OutOfRange {
        /// The number as read (saturated at `u64::MAX`).
        tile: u64,
        /// The board size given by the count.
        size: Size,
        /// Where it is.
        span: Range<usize>,
    },
    /// A tile (or the blank) given twice; another one is then missing.
    Duplicate {
        /// The repeated number (0 = the blank).
        tile: u8,
        /// The smallest number that does not appear.
        missing: u8,
        /// The board size.
        size: Size,
        /// The first occurrence.
        first: Range<usize>,
        /// The second occurrence, the one reported.
        span: Range<usize>,
    },
}

impl ParseError {
    /// The byte range of the offending token, when the error is about a place in the input
    /// (an empty range at the end of the input when cells are missing).
    pub fn span(&self) -> Option<Range<usize>> {
        match self {
            ParseError::Empty => None,
            ParseError::NotANumber { span, .. }
            | ParseError::WrongCount { span, .. }
            | ParseError::RowLength { span, .. }
            | ParseError::OutOfRange { span, .. }
            | ParseError::Duplicate { span, .. } => Some(span.clone()),
        }
    }

    /// What is wrong and how to fix it, as catalogue words (`n-puzzle-error-*`), sizes by
    /// their width: what a page, a terminal and its `Display` word in their language.
    pub fn words(&self) -> Words {
        match self {
            ParseError::Empty => Words::new("n-puzzle-error-empty"),
            ParseError::NotANumber { token, .. } => {
                Words::new("n-puzzle-error-number").arg("text", token)
            }
            ParseError::WrongCount { found, .. } => {
                let advice = match nearest_sizes(*found) {
                    // (no size at all is near only for a count that is a size: not an error)
                    (None, up) => {
                        let up = up.unwrap_or(Size::ALL[0]);
                        Words::new("n-puzzle-error-count-add")
                            .arg("add", up.cells().saturating_sub(*found))
                            .arg("up", up.width())
                    }
                    (Some(down), None) => Words::new("n-puzzle-error-count-remove")
                        .arg("remove", found - down.cells())
                        .arg("down", down.width()),
                    (Some(down), Some(up)) => Words::new("n-puzzle-error-count-remove-or-add")
                        .arg("remove", found - down.cells())
                        .arg("down", down.width())
                        .arg("add", up.cells() - found)
                        .arg("up", up.width()),
                };
                Words::new("n-puzzle-error-count")
                    .arg("found", found)
                    .word("advice", advice)
            }
            ParseError::RowLength {
                row, found, size, ..
            } => Words::new("n-puzzle-error-row-length")
                .arg("row", row)
                .arg("found", found)
                .arg("width", size.width()),
            ParseError::OutOfRange { tile, size, .. } => Words::new("n-puzzle-error-range")
                .arg("tile", tile)
                .arg("width", size.width())
                .arg("tiles", size.tiles()),
            ParseError::Duplicate {
                tile,
                missing,
                size,
                ..
            } => Words::new("n-puzzle-error-duplicate")
                .arg("tile", tile)
                .arg("missing", missing)
                .arg("tiles", size.tiles()),
        }
    }
}

/// One token: a maximal run of characters that are neither separators nor row breaks.
struct Token<'a> {
    text: &'a str,
    span: Range<usize>,
    row: usize,
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == ','
}

fn is_row_break(c: char) -> bool {
    c == '/' || c == '\n'
}

/// Splits `text` into tokens, numbering non-empty rows from 0. Also returns each non-empty
/// row's byte range (from its first token's start to its last token's end).
fn tokenize(text: &str) -> (Vec<Token<'_>>, Vec<Range<usize>>) {
    let mut tokens = Vec::new();
    let mut rows: Vec<Range<usize>> = Vec::new();
    let mut new_row = true;
    let mut start: Option<usize> = None;
    let chars = text.char_indices().map(|(i, c)| (i, Some(c)));
    for (i, c) in chars.chain(std::iter::once((text.len(), None))) {
        if !c.is_none_or(|c| is_separator(c) || is_row_break(c)) {
            start.get_or_insert(i);
            continue;
        }
        if let Some(s) = start.take() {
            if new_row {
                rows.push(s..i);
                new_row = false;
            }
            let row = rows.len() - 1;
            rows[row].end = i;
            tokens.push(Token {
                text: &text[s..i],
                span: s..i,
                row,
            });
        }
        if c.is_some_and(is_row_break) {
            new_row = true;
        }
    }
    (tokens, rows)
}

/// Reads a number; anything but ASCII digits is not a number. Huge values saturate.
fn number(token: &str) -> Option<u64> {
    if token.is_empty() || !token.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(token.bytes().fold(0u64, |acc, b| {
        acc.saturating_mul(10).saturating_add(u64::from(b - b'0'))
    }))
}

/// The sizes nearest to `found` cells: the largest with fewer cells and the smallest with
/// more (what [`ParseError::WrongCount`]'s advice offers).
pub fn nearest_sizes(found: usize) -> (Option<Size>, Option<Size>) {
    let below = Size::ALL.iter().rev().find(|s| s.cells() < found).copied();
    let above = Size::ALL.iter().find(|s| s.cells() > found).copied();
    (below, above)
}

/// The error for `found` cells (not 9, 16 or 25), given where each cell is and where the
/// input ends.
fn wrong_count(found: usize, spans: &[Range<usize>], end: usize) -> ParseError {
    let at_end = end..end;
    let surplus = |down: Size| spans[down.cells()].start..spans[found - 1].end;
    let span = match nearest_sizes(found) {
        (Some(down), None) => surplus(down),
        // Point at the surplus when removing it is the smaller fix, else at the end.
        (Some(down), Some(up)) if found - down.cells() <= up.cells() - found => surplus(down),
        _ => at_end,
    };
    ParseError::WrongCount { found, span }
}

/// Checks that `values` (with where each came from) are a permutation of `0..size.cells()`
/// and builds the board.
fn validate(size: Size, values: &[(u64, Range<usize>)]) -> Result<Board, ParseError> {
    let mut first_seen: Vec<Option<Range<usize>>> = vec![None; size.cells()];
    // Range first, over the whole input: a number out of range is the likelier mistake.
    for (value, span) in values {
        if *value >= size.cells() as u64 {
            return Err(ParseError::OutOfRange {
                tile: *value,
                size,
                span: span.clone(),
            });
        }
    }
    let mut cells = Vec::with_capacity(size.cells());
    for (value, span) in values {
        let v = *value as usize;
        if let Some(first) = &first_seen[v] {
            let missing = (0..size.cells() as u64)
                .find(|&m| !values.iter().any(|(x, _)| *x == m))
                .unwrap_or(0);
            return Err(ParseError::Duplicate {
                tile: v as u8,
                missing: missing as u8,
                size,
                first: first.clone(),
                span: span.clone(),
            });
        }
        first_seen[v] = Some(span.clone());
        cells.push(v as u8);
    }
    Ok(Board::from_valid_cells(size, &cells))
}

impl Board {
    /// Parses a board (see the [module documentation](crate::text) for the format).
    ///
    /// ```
    /// use npuzzle::{Board, ParseError};
    ///
    /// let board = Board::parse("5 1 2 3 / 9 6 7 4 / 13 10 11 8 / 0 14 15 12").expect("valid");
    /// assert_eq!(board.to_string(), "5 1 2 3/9 6 7 4/13 10 11 8/0 14 15 12");
    ///
    /// let text = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 0";
    /// let err = Board::parse(text).unwrap_err();
    /// assert_eq!(&text[err.span().unwrap()], "16");
    /// assert!(err.to_string().contains("a 4x4 board has tiles 1-15 and 0 for the blank"));
    /// ```
    pub fn parse(text: &str) -> Result<Board, ParseError> {
        let (tokens, rows) = tokenize(text);
        if tokens.is_empty() {
            return Err(ParseError::Empty);
        }
        let mut values = Vec::with_capacity(tokens.len());
        for token in &tokens {
            match number(token.text) {
                Some(v) => values.push((v, token.span.clone())),
                None => {
                    return Err(ParseError::NotANumber {
                        token: token.text.to_string(),
                        span: token.span.clone(),
                    })
                }
            }
        }
        let Some(size) = Size::from_cells(tokens.len()) else {
            let spans: Vec<Range<usize>> = tokens.iter().map(|t| t.span.clone()).collect();
            return Err(wrong_count(tokens.len(), &spans, text.len()));
        };
        if rows.len() > 1 {
            for (r, row) in rows.iter().enumerate() {
                let found = tokens.iter().filter(|t| t.row == r).count();
                if found != size.width() {
                    return Err(ParseError::RowLength {
                        row: r + 1,
                        found,
                        size,
                        span: row.clone(),
                    });
                }
            }
        }
        validate(size, &values)
    }

    /// A board from its cells row by row (0 = blank). Errors are those of [`Board::parse`],
    /// with index ranges into `cells` in place of byte ranges.
    pub fn from_cells(cells: &[u8]) -> Result<Board, ParseError> {
        let spans: Vec<Range<usize>> = (0..cells.len()).map(|i| i..i + 1).collect();
        if cells.is_empty() {
            return Err(ParseError::Empty);
        }
        let Some(size) = Size::from_cells(cells.len()) else {
            return Err(wrong_count(cells.len(), &spans, cells.len()));
        };
        let values: Vec<(u64, Range<usize>)> = cells
            .iter()
            .zip(spans)
            .map(|(&c, s)| (u64::from(c), s))
            .collect();
        validate(size, &values)
    }
}

impl FromStr for Board {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Board::parse(s)
    }
}

impl Board {
    /// Appends the canonical form (`1 2 3/4 5 6/7 8 0`) to `out`: what `Display` writes,
    /// without the formatting machinery (the Python package formats a game ID for every new
    /// state it meets).
    pub fn write_text(&self, out: &mut String) {
        let w = self.width();
        out.reserve(self.cells().len() * 3);
        for (i, &tile) in self.cells().iter().enumerate() {
            if i > 0 {
                out.push(if i % w == 0 { '/' } else { ' ' });
            }
            if tile >= 100 {
                out.push(char::from(b'0' + tile / 100));
            }
            if tile >= 10 {
                out.push(char::from(b'0' + tile / 10 % 10));
            }
            out.push(char::from(b'0' + tile % 10));
        }
    }
}

/// The canonical form, e.g. `1 2 3/4 5 6/7 8 0`.
impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut text = String::new();
        self.write_text(&mut text);
        f.write_str(&text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> (ParseError, String) {
        let e = Board::parse(text).unwrap_err();
        let at = e.span().map(|s| text[s].to_string()).unwrap_or_default();
        (e, at)
    }

    #[test]
    fn accepts_every_separator_mix() {
        let want = Board::goal(Size::Three);
        for text in [
            "1 2 3 4 5 6 7 8 0",
            "1,2,3,4,5,6,7,8,0",
            "1, 2 ,3\t4  5,,6 7 8 0",
            "1 2 3/4 5 6/7 8 0",
            "1 2 3 / 4 5 6 / 7 8 0",
            "1 2 3\n4 5 6\n7 8 0\n",
            "\n1,2,3\r\n4,5,6\r\n7,8,0\r\n\n",
            "01 2 3/4 5 6/7 8 00",
        ] {
            assert_eq!(Board::parse(text), Ok(want), "{text:?}");
        }
        assert_eq!(want.to_string(), "1 2 3/4 5 6/7 8 0");
    }

    #[test]
    fn canonical_form_round_trips() {
        for text in [
            "8 6 7/2 5 4/3 0 1",
            "15 14 13 12/11 10 9 8/7 6 5 4/3 2 1 0",
            "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 0 24",
        ] {
            let board = Board::parse(text).unwrap();
            assert_eq!(board.to_string(), text);
            assert!(!text.contains(';'));
        }
    }

    #[test]
    fn errors_point_at_the_token() {
        let (e, at) = err("1 2 3/4 x 6/7 8 0");
        assert!(matches!(e, ParseError::NotANumber { .. }));
        assert_eq!(at, "x");
        assert!(e.to_string().contains("'x' is not a tile number"));

        let (e, at) = err("1 2 3 4 5 6 7 8 9 10 11 12 13 14 16 0");
        assert_eq!(at, "16");
        assert_eq!(
            e.to_string(),
            "tile 16 is out of range: a 4x4 board has tiles 1-15 and 0 for the blank"
        );

        let text = "1 2 3 4 5 6 7 3 0";
        let e = Board::parse(text).unwrap_err();
        assert_eq!(e.span(), Some(14..15), "the second 3");
        assert!(e
            .to_string()
            .contains("tile 3 appears twice, so tile 8 is missing"));

        let (e, _) = err("1 2 3 4 0 6 7 8 0");
        assert!(e
            .to_string()
            .contains("the blank (0) appears twice, so tile 5 is missing"));

        let (e, at) = err("-1 2 3 4 5 6 7 8 0");
        assert_eq!(at, "-1");
        assert!(matches!(e, ParseError::NotANumber { .. }));
    }

    #[test]
    fn wrong_counts_say_how_to_fix_them() {
        let text = "1 2 3 4";
        let e = Board::parse(text).unwrap_err();
        assert_eq!(e.span(), Some(7..7));
        assert!(e.to_string().contains("add 5 cells for a 3x3 board"));

        let (e, at) = err("1 2 3 4 5 6 7 8 0 9");
        assert_eq!(at, "9");
        assert!(e
            .to_string()
            .contains("remove 1 cell for a 3x3 board or add 6 cells for a 4x4 board"));

        let text = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15";
        let e = Board::parse(text).unwrap_err();
        assert_eq!(e.span(), Some(text.len()..text.len()));

        let text: String = (0..27).map(|i| format!("{i} ")).collect();
        let (e, at) = err(&text);
        assert_eq!(at, "25 26");
        assert!(e.to_string().contains("remove 2 cells for a 5x5 board"));

        assert_eq!(Board::parse(" ,/ \n"), Err(ParseError::Empty));
        assert_eq!(ParseError::Empty.span(), None);
    }

    #[test]
    fn ragged_rows_are_named() {
        let text = "1 2 3 4/5 6/7 8 0";
        let (e, at) = err(text);
        assert_eq!(at, "1 2 3 4");
        assert!(e
            .to_string()
            .starts_with("row 1 has 4 cells, but every row of a 3x3 board has 3"));
    }

    #[test]
    fn from_cells_validates() {
        assert_eq!(
            Board::from_cells(&[1, 2, 3, 4, 5, 6, 7, 8, 0]),
            Ok(Board::goal(Size::Three))
        );
        let e = Board::from_cells(&[1, 2, 3, 4, 5, 6, 7, 9, 0]).unwrap_err();
        assert_eq!(e.span(), Some(7..8));
        assert!(Board::from_cells(&[]).is_err());
        assert!(Board::from_cells(&[0, 1]).is_err());
    }
}
