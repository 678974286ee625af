//! The board text format: an optional header line `m n`, then m lines of n integers
//! (0 empty, a positive number a tile kind, -1 a blocker). `#` starts a comment; rows may
//! also be joined by `/` on one line. Errors name the line and column of the culprit.

use crate::board::{Board, BoardError, Cell, MAX_KIND, MAX_SIDE};

/// A board text that does not parse, with the 1-based line and column of the problem.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// One whitespace-separated number with where it was written.
#[derive(Debug, Clone)]
struct Token {
    text: String,
    line: usize,
    column: usize,
}

/// Splits the text into rows of tokens, dropping comments and blank rows.
fn tokenize(text: &str) -> Vec<Vec<Token>> {
    let mut rows = Vec::new();
    for (line_index, raw_line) in text.lines().enumerate() {
        let line = raw_line.split('#').next().unwrap_or("");
        let mut row: Vec<Token> = Vec::new();
        let mut current: Option<Token> = None;
        for (char_index, ch) in line.chars().enumerate() {
            if ch == '/' || ch.is_whitespace() || ch == ',' {
                if let Some(token) = current.take() {
                    row.push(token);
                }
                if ch == '/' && !row.is_empty() {
                    rows.push(std::mem::take(&mut row));
                }
                continue;
            }
            match current.as_mut() {
                Some(token) => token.text.push(ch),
                None => {
                    current = Some(Token {
                        text: ch.to_string(),
                        line: line_index + 1,
                        column: char_index + 1,
                    })
                }
            }
        }
        if let Some(token) = current.take() {
            row.push(token);
        }
        if !row.is_empty() {
            rows.push(row);
        }
    }
    rows
}

fn error_at(token: &Token, message: String) -> ParseError {
    ParseError {
        line: token.line,
        column: token.column,
        message,
    }
}

fn parse_cell(token: &Token) -> Result<Cell, ParseError> {
    let value: i64 = token.text.parse().map_err(|_| {
        error_at(
            token,
            format!(
                "'{}' is not a whole number (use 0 empty, -1 blocker, 1..={MAX_KIND} a tile kind)",
                token.text
            ),
        )
    })?;
    match value {
        0 => Ok(Cell::Empty),
        -1 => Ok(Cell::Blocker),
        k if k >= 1 && k <= i64::from(MAX_KIND) => Ok(Cell::Tile(k as u32)),
        other => Err(error_at(
            token,
            format!(
                "{other} is out of range (use 0 empty, -1 blocker, 1..={MAX_KIND} a tile kind)"
            ),
        )),
    }
}

/// Reads the first row as a header `m n`. A first row of two numbers is a header unless the
/// whole text is also a plain two-column board that does not match it.
fn header(rows: &[Vec<Token>]) -> Option<(usize, usize)> {
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

/// Parses a board. Blank lines and `#` comments are ignored.
pub fn parse_board(text: &str) -> Result<Board, ParseError> {
    let rows = tokenize(text);
    if rows.is_empty() {
        return Err(ParseError {
            line: 1,
            column: 1,
            message: "the board is empty".into(),
        });
    }
    let (body, expected) = match header(&rows) {
        Some((m, n)) => {
            let head = &rows[0];
            if m == 0 || m > MAX_SIDE || n == 0 || n > MAX_SIDE {
                return Err(error_at(
                    &head[0],
                    format!("header says {m} x {n}; rows and columns must be 1..={MAX_SIDE}"),
                ));
            }
            if rows.len() - 1 != m {
                let at = rows.last().map_or(&head[0], |r| &r[0]);
                return Err(error_at(
                    at,
                    format!(
                        "the header says {m} rows but {} rows follow",
                        rows.len() - 1
                    ),
                ));
            }
            (&rows[1..], Some(n))
        }
        None => (&rows[..], None),
    };
    let width = expected.unwrap_or(body[0].len());
    if body.len() > MAX_SIDE || width > MAX_SIDE {
        return Err(error_at(
            &body[0][0],
            format!(
                "the board is {} x {width}; at most {MAX_SIDE} rows and columns",
                body.len()
            ),
        ));
    }
    let mut cells = Vec::with_capacity(body.len() * width);
    for (row_index, row) in body.iter().enumerate() {
        if row.len() != width {
            let at = row.get(width).unwrap_or(&row[row.len() - 1]);
            return Err(error_at(
                at,
                format!(
                    "row {} has {} numbers, expected {width} (the board must be rectangular)",
                    row_index + 1,
                    row.len()
                ),
            ));
        }
        for token in row {
            cells.push(parse_cell(token)?);
        }
    }
    let rows_count = body.len();
    Board::new(rows_count, width, cells).map_err(|err| match err {
        BoardError::OddKind { row, col, .. } | BoardError::KindRange { row, col, .. } => {
            error_at(&body[row][col], err.to_string())
        }
        other => error_at(&body[0][0], other.to_string()),
    })
}

/// Formats a board in the canonical text form: the header `m n`, then one line per row.
/// [`parse_board`] reads it back to the same board.
pub fn format_board(board: &Board) -> String {
    let mut out = format!("{} {}\n", board.rows(), board.cols());
    for row in board.cells().chunks(board.cols()) {
        let line: Vec<String> = row.iter().map(|c| c.code().to_string()).collect();
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    out
}

/// The one-line form: `m n/row/row/...` with cells separated by spaces.
pub fn format_board_compact(board: &Board) -> String {
    let mut parts = vec![format!("{} {}", board.rows(), board.cols())];
    for row in board.cells().chunks(board.cols()) {
        let line: Vec<String> = row.iter().map(|c| c.code().to_string()).collect();
        parts.push(line.join(" "));
    }
    parts.join("/")
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
    }

    #[test]
    fn bad_number_is_located() {
        let err = parse_board("1 2\n1 x\n").unwrap_err();
        assert_eq!((err.line, err.column), (2, 3));
        let err = parse_board("1 1\n1 -2\n").unwrap_err();
        assert_eq!((err.line, err.column), (2, 3));
        assert!(err.message.contains("out of range"));
    }

    #[test]
    fn ragged_rows_are_rejected() {
        let err = parse_board("1 1 0\n1 1\n").unwrap_err();
        assert_eq!(err.line, 2);
        assert!(err.message.contains("rectangular"), "{err}");
    }

    #[test]
    fn odd_kind_is_rejected_at_its_last_tile() {
        let err = parse_board("1 2 2\n0 0 1\n3 0 0\n").unwrap_err();
        assert!(err.message.contains("kind 3"), "{err}");
        assert_eq!((err.line, err.column), (3, 1));
        let err2 = parse_board("1 1 2\n0 0 0\n").unwrap_err();
        assert_eq!((err2.line, err2.column), (1, 5));
    }

    #[test]
    fn header_row_count_mismatch_is_reported() {
        let err = parse_board("3 3\n1 1 0\n2 2 0\n").unwrap_err();
        assert!(err.message.contains("3 rows"), "{err}");
    }

    #[test]
    fn empty_text_is_rejected() {
        assert!(parse_board("  \n# nothing\n").is_err());
    }
}
