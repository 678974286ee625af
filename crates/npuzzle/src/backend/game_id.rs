//! The game ID: a [`Position`] (a board and its goal) read from and written to one string,
//! with every error placed.
//!
//! The position is the board text of [`crate::text`]; the one rule, `goal=`, is another board
//! text of the same size (any arrangement of the same tiles), left out when it is the standard
//! goal. Any other `;key=value` field is refused (`unknown_field`, pointing at the key). An
//! error in the goal is placed in the whole game ID and says it is about the goal.

use puzzle::game_id::GameId;
use puzzle::{InputError, Words};

use crate::board::Board;
use crate::goal::Goal;
use crate::text::ParseError;

/// The key of the goal rule.
pub const GOAL_KEY: &str = "goal";

/// A game: the board and the goal it is played to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Position {
    /// The tiles now.
    pub board: Board,
    /// Where they are to go (the standard goal unless `goal=` says otherwise).
    pub goal: Goal,
}

/// The board's hash only: the games of one search share their goal, so hashing it too would
/// only cost time (equal positions still hash alike).
impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.board.hash(state);
    }
}

impl Position {
    /// `board` played to the standard goal.
    pub fn standard(board: Board) -> Position {
        Position {
            board,
            goal: Goal::standard(board.size()),
        }
    }

    /// The same goal with another board (of the same size).
    pub fn with_board(&self, board: Board) -> Position {
        Position {
            board,
            goal: self.goal,
        }
    }
}

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

/// The canonical game ID ([`format`]).
impl std::fmt::Display for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&format(self))
    }
}

/// Reads a game ID: the cells row by row (`0` the blank), separated by spaces or commas, rows
/// by `/` or new lines (or not at all), 9, 16 or 25 of them; then optionally `;goal=` and the
/// goal's cells in the same notation.
pub fn parse(text: &str) -> Result<Position, InputError> {
    let mut id = GameId::split(text)?;
    let board = Board::parse(id.position()).map_err(|e| match e.span() {
        Some(span) => id.position_error_at(span, code(&e), e.words()),
        None => InputError::said(code(&e), e.words()),
    })?;
    let goal = match id.take(GOAL_KEY) {
        None => Goal::standard(board.size()),
        Some(field) if field.value.is_empty() => Goal::standard(board.size()),
        Some(field) => {
            let offset = field.span.start;
            let goal = Board::parse(field.value).map_err(|e| {
                let words = Words::new("n-puzzle-error-goal").word("problem", e.words());
                match e.span() {
                    Some(span) => InputError::said_at(
                        text,
                        span.start + offset..span.end + offset,
                        code(&e),
                        words,
                    ),
                    None => field.error(code(&e), words),
                }
            })?;
            if goal.size() != board.size() {
                return Err(field.error(
                    "goal_size",
                    Words::new("n-puzzle-error-goal-size")
                        .arg("goal", goal.size().width())
                        .arg("width", board.size().width())
                        .arg("tiles", board.size().tiles()),
                ));
            }
            Goal::new(goal)
        }
    };
    id.finish(&[GOAL_KEY])?;
    Ok(Position { board, goal })
}

/// The canonical game ID: the board's canonical text, e.g. `1 2 3/4 5 6/7 8 0`, then
/// `;goal=` and the goal's when it is not the standard goal.
pub fn format(position: &Position) -> String {
    let mut id = String::new();
    position.board.write_text(&mut id);
    if !position.goal.is_standard() {
        id.push(';');
        id.push_str(GOAL_KEY);
        id.push('=');
        position.goal.board().write_text(&mut id);
    }
    id
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

    fn format_text(text: &str) -> String {
        format(&parse(text).unwrap())
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
            assert_eq!(format_text(text), want, "{text:?}");
        }
        let fifteen = "5 1 2 3/9 6 7 4/13 10 11 8/0 14 15 12";
        assert_eq!(
            format_text("5,1,2,3,9,6,7,4,13,10,11,8,0,14,15,12"),
            fifteen
        );
    }

    #[test]
    fn goals_are_read_and_written_canonically() {
        let textbook = "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5";
        for text in [
            textbook,
            "2 8 3 1 6 4 7 0 5 ; GOAL = 1,2,3,8,0,4,7,6,5",
            "2 8 3\n1 6 4\n7 0 5;goal=1 2 3\n8 0 4\n7 6 5\n",
        ] {
            assert_eq!(format_text(text), textbook, "{text:?}");
        }
        let p = parse(textbook).unwrap();
        assert_eq!(p.goal.to_string(), "1 2 3/8 0 4/7 6 5");
        // the standard goal, given or empty, is left out
        assert_eq!(
            format_text("1 2 3/4 5 0/7 8 6;goal=1 2 3/4 5 6/7 8 0"),
            "1 2 3/4 5 0/7 8 6"
        );
        assert_eq!(format_text("1 2 3/4 5 0/7 8 6;goal="), "1 2 3/4 5 0/7 8 6");
        assert!(parse("1 2 3/4 5 0/7 8 6").unwrap().goal.is_standard());
    }

    #[test]
    fn goal_errors_are_placed_in_the_whole_game_id() {
        // a duplicate tile in the goal: at its second 8
        let (code, line, column, at) = place("2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 8 5");
        assert_eq!(
            (code, line, column, at.as_str()),
            ("duplicate_tile", Some(1), Some(38), "8")
        );
        let e = parse("2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 8 5").unwrap_err();
        assert!(
            e.message
                .starts_with("the goal: tile 8 appears twice, so tile 6 is missing"),
            "{}",
            e.message
        );
        assert_eq!(e.words.key, "n-puzzle-error-goal");
        // another size: the whole goal
        let text = "2 8 3/1 6 4/7 0 5;goal=1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0";
        let (code, _, column, at) = place(text);
        assert_eq!(
            (code, column, at.as_str()),
            (
                "goal_size",
                Some(24),
                "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0"
            )
        );
        assert!(parse(text)
            .unwrap_err()
            .message
            .contains("the goal is a 4x4 board but the position is 3x3"));
        // a goal on its own lines: line and column of the bad cell
        let (code, line, column, at) = place("1 2 3/4 5 6/7 8 0;goal=\n1 2 3\n4 x 6\n7 8 0");
        assert_eq!(
            (code, line, column, at.as_str()),
            ("bad_cell", Some(3), Some(3), "x")
        );
        // too few cells: at the end of the goal
        let (code, _, column, at) = place("1 2 3/4 5 6/7 8 0;goal=1 2 3 4;x=1");
        assert_eq!((code, column, at.as_str()), ("wrong_size", Some(31), ""));
        let (code, ..) = place("1 2 3/4 5 6/7 8 0;goal=1 2 3/4 5 6/7 8 9");
        assert_eq!(code, "out_of_range");
        // the position is read first; other rules are still refused at their key
        assert_eq!(parse("x;goal=1").unwrap_err().code, "bad_cell");
        let e = parse("1 2 3/4 5 6/7 8 0;goal=1 2 3/4 5 6/7 8 0;size=4").unwrap_err();
        assert_eq!(e.code, "unknown_field");
        assert!(e.message.contains("the rules are goal"), "{}", e.message);
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
        assert!(e.message.contains("the rules are goal"), "{}", e.message);
        let e = parse("1 2 3/4 5 6\n/7 8 0;;size").unwrap_err();
        assert_eq!((e.code, e.line, e.column), ("bad_field", Some(2), Some(9)));
        // the position is read first: its error wins over a bad field's
        assert_eq!(parse("x;nosuchrule=1").unwrap_err().code, "bad_cell");
    }
}
