//! The board text format: an optional header line `m n`, then m lines of n integers
//! (0 empty, a positive number a tile kind, -1 a blocker). `#` starts a comment; rows may
//! also be joined by `/` on one line, and cells may be separated by commas. Errors give the
//! byte range of the culprit and its 1-based line and column.

use std::ops::Range;

use puzzle::words::english;
use puzzle::Words;

use crate::board::{Board, BoardError, Cell, MAX_KIND, MAX_SIDE};

/// A board text that does not parse: what is wrong (its words) and where (its line, column
/// and span, which an interface shows as the input error's place).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub struct ParseError {
    /// A short machine-readable code: `bad_number`, `kind_out_of_range`, `bad_header`,
    /// `too_large`, `ragged_rows`, `odd_kind` or `empty_board`.
    pub code: &'static str,
    /// 1-based line of the culprit's start.
    pub line: usize,
    /// 1-based column (in characters) of the culprit's start.
    pub column: usize,
    /// Byte range of the culprit in the text.
    pub span: Range<usize>,
    /// What is wrong and how to fix it, as catalogue words (`lianliankan-error-*`).
    pub problem: Words,
}

impl ParseError {
    /// An error at `span` of `text` that says `problem`.
    fn at(text: &str, span: Range<usize>, code: &'static str, problem: Words) -> ParseError {
        let (line, column) = puzzle::error::line_column(text, span.start);
        ParseError {
            code,
            line,
            column,
            span,
            problem,
        }
    }

    /// What is wrong and how to fix it, as catalogue words (`lianliankan-error-*`), without
    /// the place: what a page, a terminal and this error's `Display` word in their language.
    pub fn words(&self) -> Words {
        self.problem.clone()
    }
}

/// One number as written, with its byte range in the text.
#[derive(Debug, Clone)]
struct Token<'a> {
    text: &'a str,
    span: Range<usize>,
}

/// Splits the text into rows of tokens, dropping comments and blank rows.
fn tokenize(text: &str) -> Vec<Vec<Token<'_>>> {
    let mut rows = Vec::new();
    let mut line_start = 0;
    for raw_line in text.split_inclusive('\n') {
        let line = raw_line.split('#').next().unwrap_or("");
        let mut row: Vec<Token<'_>> = Vec::new();
        let mut start: Option<usize> = None;
        // a space after the end closes the last token
        for (i, ch) in line.char_indices().chain([(line.len(), ' ')]) {
            if !(ch == '/' || ch == ',' || ch.is_whitespace()) {
                start = start.or(Some(i));
                continue;
            }
            if let Some(s) = start.take() {
                let span = line_start + s..line_start + i;
                row.push(Token {
                    text: &text[span.clone()],
                    span,
                });
            }
            if ch == '/' && !row.is_empty() {
                rows.push(std::mem::take(&mut row));
            }
        }
        if !row.is_empty() {
            rows.push(row);
        }
        line_start += raw_line.len();
    }
    rows
}

fn parse_cell(text: &str, token: &Token<'_>) -> Result<Cell, ParseError> {
    let value: i64 = token.text.parse().map_err(|_| {
        ParseError::at(
            text,
            token.span.clone(),
            "bad_number",
            Words::new("lianliankan-error-number")
                .arg("text", token.text)
                .arg("max", MAX_KIND),
        )
    })?;
    match value {
        0 => Ok(Cell::Empty),
        -1 => Ok(Cell::Blocker),
        k if k >= 1 && k <= i64::from(MAX_KIND) => Ok(Cell::Tile(k as u32)),
        other => Err(ParseError::at(
            text,
            token.span.clone(),
            "kind_out_of_range",
            Words::new("lianliankan-error-kind-range")
                .arg("value", other)
                .arg("max", MAX_KIND),
        )),
    }
}

/// Reads the first row as a header `m n`. A first row of two numbers is a header unless the
/// whole text is also a plain two-column board that does not match it.
fn header(rows: &[Vec<Token<'_>>]) -> Option<(usize, usize)> {
    let first = rows.first()?;
    if first.len() != 2 || rows.len() < 2 {
        return None;
    }
    let m: usize = first[0].text.parse().ok()?;
    let n: usize = first[1].text.parse().ok()?;
    let body = &rows[1..];
    let matches_header = body.len() == m && body.iter().all(|r| r.len() == n);
    let plain_two_columns = rows.iter().all(|r| r.len() == 2);
    if !matches_header && plain_two_columns {
        return None;
    }
    Some((m, n))
}

/// The byte range from the start of `first` to the end of `last`.
fn cover(first: &Token<'_>, last: &Token<'_>) -> Range<usize> {
    first.span.start..last.span.end
}

/// Parses a board. Blank lines and `#` comments are ignored.
pub fn parse_board(text: &str) -> Result<Board, ParseError> {
    let rows = tokenize(text);
    let Some(first_row) = rows.first() else {
        return Err(ParseError::at(
            text,
            0..text.len(),
            "empty_board",
            Words::new("lianliankan-error-empty"),
        ));
    };
    let (body, expected) = match header(&rows) {
        Some((m, n)) => {
            let head = cover(&first_row[0], &first_row[1]);
            if m == 0 || m > MAX_SIDE || n == 0 || n > MAX_SIDE {
                return Err(ParseError::at(
                    text,
                    head,
                    "bad_header",
                    Words::new("lianliankan-error-header-size")
                        .arg("rows", m)
                        .arg("columns", n)
                        .arg("max", MAX_SIDE),
                ));
            }
            if rows.len() - 1 != m {
                return Err(ParseError::at(
                    text,
                    head,
                    "bad_header",
                    Words::new("lianliankan-error-header-rows")
                        .arg("rows", m)
                        .arg("found", rows.len() - 1),
                ));
            }
            (&rows[1..], Some(n))
        }
        None => (&rows[..], None),
    };
    let width = expected.unwrap_or(body[0].len());
    if body.len() > MAX_SIDE || width > MAX_SIDE {
        let last_row = &body[body.len() - 1];
        return Err(ParseError::at(
            text,
            cover(&body[0][0], &last_row[last_row.len() - 1]),
            "too_large",
            Words::new("lianliankan-error-too-large")
                .arg("rows", body.len())
                .arg("columns", width)
                .arg("max", MAX_SIDE),
        ));
    }
    let mut cells = Vec::with_capacity(body.len() * width);
    for (row_index, row) in body.iter().enumerate() {
        if row.len() != width {
            // point at the first extra number, or at the whole short row
            let span = match row.get(width) {
                Some(extra) => cover(extra, &row[row.len() - 1]),
                None => cover(&row[0], &row[row.len() - 1]),
            };
            return Err(ParseError::at(
                text,
                span,
                "ragged_rows",
                Words::new("lianliankan-error-row-length")
                    .arg("row", row_index + 1)
                    .arg("found", row.len())
                    .arg("expected", width),
            ));
        }
        for token in row {
            cells.push(parse_cell(text, token)?);
        }
    }
    Board::new(body.len(), width, cells).map_err(|err| {
        let (span, code) = match err {
            BoardError::OddKind { row, col, .. } => (body[row][col].span.clone(), "odd_kind"),
            BoardError::KindRange { row, col, .. } => {
                (body[row][col].span.clone(), "kind_out_of_range")
            }
            // (unreachable: the checks above refuse these first)
            BoardError::Size { .. } => (body[0][0].span.clone(), "too_large"),
            BoardError::CellCount { .. } => (body[0][0].span.clone(), "bad_board"),
        };
        ParseError::at(text, span, code, err.problem())
    })
}

/// The rows of `board` joined by `/`, cells separated by single spaces: `1 2 0/2 1 -1`
/// (the position of a canonical game ID).
pub fn format_rows(board: &Board) -> String {
    let rows: Vec<String> = board
        .cells()
        .chunks(board.cols())
        .map(|row| {
            let codes: Vec<String> = row.iter().map(|c| c.code().to_string()).collect();
            codes.join(" ")
        })
        .collect();
    rows.join("/")
}

/// Formats a board in the canonical text form: the header `m n`, then one line per row.
/// [`parse_board`] reads it back to the same board.
pub fn format_board(board: &Board) -> String {
    let mut out = format!("{} {}\n", board.rows(), board.cols());
    for row in format_rows(board).split('/') {
        out.push_str(row);
        out.push('\n');
    }
    out
}

/// The one-line form: `m n/row/row/...` with cells separated by spaces.
pub fn format_board_compact(board: &Board) -> String {
    format!("{} {}/{}", board.rows(), board.cols(), format_rows(board))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seed_board_parses_with_header_and_comments() {
        let text = include_str!("../data/lianliankan-seed-board.txt");
        let board = parse_board(text).expect("seed board parses");
        assert_eq!((board.rows(), board.cols()), (6, 6));
        assert_eq!(board.tile_count(), 36);
        assert_eq!(board.cell(0, 0), Cell::Tile(8));
        assert_eq!(board.cell(5, 5), Cell::Tile(11));
        assert_eq!(board.kinds().len(), 12);
    }

    #[test]
    fn header_is_optional() {
        let with = parse_board("2 3\n1 0 2\n2 -1 1\n").expect("with header");
        let without = parse_board("1 0 2\n2 -1 1\n").expect("without header");
        assert_eq!(with, without);
        assert_eq!(with.cell(1, 1), Cell::Blocker);
    }

    #[test]
    fn slash_joined_rows_parse() {
        let board = parse_board("2 2/1 2/2 1").expect("compact form");
        assert_eq!(format_board_compact(&board), "2 2/1 2/2 1");
        assert_eq!(format_rows(&board), "1 2/2 1");
        assert_eq!(parse_board(&format_board(&board)), Ok(board));
    }

    #[test]
    fn bad_number_is_located() {
        let err = parse_board("1 2\n1 x\n").unwrap_err();
        assert_eq!((err.line, err.column, err.span.clone()), (2, 3, 6..7));
        assert_eq!(err.code, "bad_number");
        let err = parse_board("1 1\n1 -2\n").unwrap_err();
        assert_eq!((err.line, err.column, err.span.clone()), (2, 3, 6..8));
        assert!(err.to_string().contains("out of range"));
        // the same on one line, rows joined by '/'
        let err = parse_board("1 1/1 -2").unwrap_err();
        assert_eq!((err.line, err.column, err.span), (1, 7, 6..8));
    }

    #[test]
    fn ragged_rows_are_rejected() {
        let err = parse_board("1 1 0\n1 1\n").unwrap_err();
        assert_eq!((err.line, err.column, err.code), (2, 1, "ragged_rows"));
        assert!(err.to_string().contains("as long"), "{err}");
        let err = parse_board("1 1 0/2 2 0 0/0 0 0").unwrap_err();
        assert_eq!((err.column, err.span), (13, 12..13));
    }

    #[test]
    fn odd_kind_is_rejected_at_its_last_tile() {
        let err = parse_board("1 2 2\n0 0 1\n3 0 0\n").unwrap_err();
        assert!(err.to_string().contains("kind 3"), "{err}");
        assert!(!err.to_string().contains("row"), "no 0-based row in {err}");
        assert_eq!((err.line, err.column), (3, 1));
        let err2 = parse_board("1 1 2\n0 0 0\n").unwrap_err();
        assert_eq!((err2.line, err2.column), (1, 5));
    }

    #[test]
    fn header_row_count_mismatch_is_reported() {
        let err = parse_board("3 3\n1 1 0\n2 2 0\n").unwrap_err();
        assert!(err.to_string().contains("3 rows"), "{err}");
        assert_eq!((err.line, err.column, err.span), (1, 1, 0..3));
    }

    #[test]
    fn columns_count_characters_and_comments_are_skipped() {
        let err = parse_board("# 连连看\n1 1\n2 x\n").unwrap_err();
        assert_eq!((err.line, err.column), (3, 3));
        assert_eq!(&"# 连连看\n1 1\n2 x\n"[err.span], "x");
    }

    #[test]
    fn empty_text_is_rejected() {
        let err = parse_board("  \n# nothing\n").unwrap_err();
        assert_eq!(err.code, "empty_board");
    }
}
