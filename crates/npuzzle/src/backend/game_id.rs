//! The game ID: a [`Board`] read from and written to one string, with every error placed.
//!
//! The position is the board text of [`crate::text`]; the puzzle has no rules to set, so a
//! `;key=value` field is refused (`unknown_field`, pointing at the key).

use puzzle::game_id::GameId;
use puzzle::{InputError, Words};

use crate::board::Board;
use crate::text::{nearest_sizes, ParseError};

/// The error code of a board error: what kind of mistake it is.
fn code(error: &ParseError) -> &'static str {
    match error {
        ParseError::Empty => "empty_board",
        ParseError::NotANumber { .. } => "bad_cell",
        ParseError::WrongCount { .. } => "wrong_size",
        ParseError::RowLength { .. } => "ragged_row",
        ParseError::OutOfRange { .. } => "out_of_range",
        ParseError::Duplicate { .. } => "duplicate_tile",
    }
}

/// A board error as catalogue words (`npuzzle-error-*`): the same message as its English,
/// sizes by their width (`None` for a cell count no size is near, which cannot happen).
fn words(error: &ParseError) -> Option<Words> {
    let words = match error {
        ParseError::Empty => Words::new("npuzzle-error-empty"),
        ParseError::NotANumber { token, .. } => {
            Words::new("npuzzle-error-number").arg("text", token)
        }
        ParseError::WrongCount { found, .. } => {
            let advice = match nearest_sizes(*found) {
                (None, Some(up)) => Words::new("npuzzle-error-count-add")
                    .arg("add", up.cells() - found)
                    .arg("up", up.width()),
                (Some(down), None) => Words::new("npuzzle-error-count-remove")
                    .arg("remove", found - down.cells())
                    .arg("down", down.width()),
                (Some(down), Some(up)) => Words::new("npuzzle-error-count-remove-or-add")
                    .arg("remove", found - down.cells())
                    .arg("down", down.width())
                    .arg("add", up.cells() - found)
                    .arg("up", up.width()),
                (None, None) => return None,
            };
            Words::new("npuzzle-error-count")
                .arg("found", found)
                .word("advice", advice)
        }
        ParseError::RowLength {
            row, found, size, ..
        } => Words::new("npuzzle-error-row-length")
            .arg("row", row)
            .arg("found", found)
            .arg("width", size.width()),
        ParseError::OutOfRange { tile, size, .. } => Words::new("npuzzle-error-range")
            .arg("tile", tile)
            .arg("width", size.width())
            .arg("tiles", size.tiles()),
        ParseError::Duplicate {
            tile,
            missing,
            size,
            ..
        } => Words::new("npuzzle-error-duplicate")
            .arg("tile", tile)
            .arg("missing", missing)
            .arg("tiles", size.tiles()),
    };
    Some(words)
}

/// Reads a game ID: the cells row by row (`0` the blank), separated by spaces or commas, rows
/// by `/` or new lines (or not at all), 9, 16 or 25 of them.
pub fn parse(text: &str) -> Result<Board, InputError> {
    let id = GameId::split(text)?;
    let board = Board::parse(id.position()).map_err(|e| {
        let error = match e.span() {
            Some(span) => id.position_error_at(span, code(&e), e.to_string()),
            None => InputError::new(code(&e), e.to_string()),
        };
        match words(&e) {
            Some(words) => error.worded(words),
            None => error,
        }
    })?;
    id.finish(&[])?;
    Ok(board)
}

/// The canonical game ID: the board's canonical text, e.g. `1 2 3/4 5 6/7 8 0`.
pub fn format(board: &Board) -> String {
    board.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(text: &str) -> (&'static str, Option<usize>, Option<usize>, String) {
        let e = parse(text).unwrap_err();
        let at = e
            .span
            .clone()
            .map(|s| text[s].to_string())
            .unwrap_or_default();
        (e.code, e.line, e.column, at)
    }

    #[test]
    fn every_form_reads_and_the_canonical_one_is_written() {
        let want = "1 2 3/4 5 6/7 8 0";
        for text in [
            want,
            "1 2 3 4 5 6 7 8 0",
            "1,2,3,4,5,6,7,8,0",
            " 1 2 3 / 4 5 6 / 7 8 0 ",
            "1 2 3\n4 5 6\n7 8 0\n",
            "1 2 3\r\n4 5 6\r\n7 8 0",
            "1 2 3/4 5 6/7 8 0;",
            "01 2 3/4 5 6/7 8 00",
        ] {
            assert_eq!(format(&parse(text).unwrap()), want, "{text:?}");
        }
        let fifteen = "5 1 2 3/9 6 7 4/13 10 11 8/0 14 15 12";
        assert_eq!(
            format(&parse("5,1,2,3,9,6,7,4,13,10,11,8,0,14,15,12").unwrap()),
            fifteen
        );
    }

    #[test]
    fn errors_carry_line_column_and_span() {
        assert_eq!(
            place("1 2 3 4 5 6 7 8 x"),
            ("bad_cell", Some(1), Some(17), "x".into())
        );
        assert_eq!(
            place("1 2 3\n4 y 6\n7 8 0"),
            ("bad_cell", Some(2), Some(3), "y".into())
        );
        assert_eq!(
            place("1 2 3\n4 5 6\n7 8 9"),
            ("out_of_range", Some(3), Some(5), "9".into())
        );
        assert_eq!(
            place("1 2 3/4 5 6/7 3 0"),
            ("duplicate_tile", Some(1), Some(15), "3".into())
        );
        assert_eq!(
            place("1 2 3 4/5 6/7 8 0"),
            ("ragged_row", Some(1), Some(1), "1 2 3 4".into())
        );
        let (code, line, column, at) = place("1 2 3\n4 5");
        assert_eq!(
            (code, line, column, at.as_str()),
            ("wrong_size", Some(2), Some(4), "")
        );
        let e = parse("1 2 3 4 5 6 7 8 0 9").unwrap_err();
        assert!(
            e.message.contains("remove 1 cell for a 3x3 board"),
            "{}",
            e.message
        );
        let e = parse("  ").unwrap_err();
        assert_eq!((e.code, e.line), ("empty_board", None));
        assert!(
            e.message.contains("e.g. 1 2 3/4 5 6/7 8 0"),
            "{}",
            e.message
        );
    }

    #[test]
    fn rules_are_refused_at_their_key() {
        let e = parse("1 2 3/4 5 6/7 8 0;size=4").unwrap_err();
        assert_eq!((e.code, e.column), ("unknown_field", Some(19)));
        assert!(
            e.message.contains("this puzzle has no rules"),
            "{}",
            e.message
        );
        let e = parse("1 2 3/4 5 6\n/7 8 0;;size").unwrap_err();
        assert_eq!((e.code, e.line, e.column), ("bad_field", Some(2), Some(9)));
        // the position is read first: its error wins over a bad field's
        assert_eq!(parse("x;nosuchrule=1").unwrap_err().code, "bad_cell");
    }
}
