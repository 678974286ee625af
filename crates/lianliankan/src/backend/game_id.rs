//! Game IDs: reading any accepted form (with the byte span of every error) and writing the
//! canonical one. The syntax is documented in [`crate::backend`].

use std::sync::Arc;

use ::puzzle::game_id::{format_game_id, GameId};
use ::puzzle::{InputError, Words};

use super::Position;
use crate::board::Board;
use crate::parse::{format_rows, parse_board};
use crate::puzzle::Puzzle;
use crate::rules::{Gravity, MaxTurns, Rules};

/// The rule keys, in canonical order.
pub const RULE_KEYS: [&str; 2] = ["turns", "gravity"];

/// The largest turn limit a game ID may give (besides `any`).
pub const MAX_TURN_LIMIT: u64 = 1000;

/// `text` with every comment (from `#` to the end of its line) blanked out byte for byte, so
/// that a `;` in a comment does not start a rule and every byte offset stays true.
fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut in_comment = false;
    for c in text.chars() {
        match c {
            '\n' => {
                in_comment = false;
                out.push('\n');
            }
            '#' => {
                in_comment = true;
                out.push(' ');
            }
            c if in_comment => out.extend(std::iter::repeat_n(' ', c.len_utf8())),
            c => out.push(c),
        }
    }
    out
}

/// Reads a game ID in any accepted form (see [`crate::backend`]).
pub fn parse_game(text: &str) -> Result<Position, InputError> {
    let masked = without_comments(text);
    // spans found in the masked copy are the same bytes of `text`; line and column too, since
    // a comment only ever ends a line
    let relocate = |e: InputError| match e.span.clone() {
        Some(span) => e.located(text, span),
        None => e,
    };
    parse_masked(&masked).map_err(relocate)
}

fn parse_masked(text: &str) -> Result<Position, InputError> {
    let mut id = GameId::split(text)?;
    let max_turns = match id.take("turns") {
        None => MaxTurns::Limit(2),
        Some(field) => {
            let value = field.value.to_ascii_lowercase();
            if value == "any" || value == "unlimited" {
                MaxTurns::Any
            } else {
                let n = value
                    .parse::<u32>()
                    .ok()
                    .filter(|&n| u64::from(n) <= MAX_TURN_LIMIT)
                    .ok_or_else(|| {
                        field.error(
                            "bad_value",
                            Words::new("lianliankan-error-turns")
                                .arg("value", field.value)
                                .arg("max", MAX_TURN_LIMIT),
                        )
                    })?;
                MaxTurns::Limit(n)
            }
        }
    };
    let gravity = match id.take("gravity") {
        None => Gravity::None,
        Some(field) => {
            let names: Vec<(&str, Gravity)> = Gravity::ALL.iter().map(|&g| (g.name(), g)).collect();
            field.one_of(&names)?
        }
    };
    let board = parse_board(id.position()).map_err(|e| {
        let words = e.words();
        id.position_error(InputError::said_at(id.position(), e.span, e.code, words))
    })?;
    id.finish(&RULE_KEYS)?;
    Ok(position(board, Rules { max_turns, gravity }))
}

/// The game of `board` under `rules`; under gravity the board is settled first, so that the
/// game ID names the tiles where they stand.
pub fn position(board: Board, rules: Rules) -> Position {
    let puzzle = Puzzle::new(board, rules);
    settled(puzzle)
}

/// [`position`] for a board reached from `earlier` by a move: the tables that still hold
/// are shared (see [`Puzzle::new_like`]), so replaying a long clearing stays cheap.
pub fn position_after(board: Board, earlier: &Puzzle) -> Position {
    settled(Puzzle::new_like(board, earlier.rules(), earlier))
}

/// The position of `puzzle`, its board settled under gravity first.
fn settled(puzzle: Puzzle) -> Position {
    let rules = puzzle.rules();
    if rules.gravity == Gravity::None {
        return Position::from_puzzle(puzzle);
    }
    let settled = puzzle.board_at(puzzle.initial().words());
    if &settled == puzzle.board() {
        return Position::from_puzzle(puzzle);
    }
    Position::from_puzzle(Puzzle::new(settled, rules))
}

/// The canonical game ID of `game`: rows joined by `/`, then the rules that are not at their
/// default, in the order of [`RULE_KEYS`]. A two-column board whose first row reads as a
/// header `m n` of the rest (`1 2/2 1` is a 1 x 2 board under header `1 2`) keeps its header:
/// `2 2/1 2/2 1`.
pub fn format_game(game: &Position) -> String {
    format_board_game(game.board(), game.rules())
}

/// The canonical game ID of `board` (settled already under gravity) under `rules`, without
/// building the game's tables: what the search lab names its states by.
pub fn format_board_game(board: &Board, rules: Rules) -> String {
    format_game_id(&format_position(board), &rule_fields(rules))
}

/// The rows joined by `/`, with the header in front when the rows alone would read otherwise.
fn format_position(board: &Board) -> String {
    let rows = format_rows(board);
    if board.cols() == 2 && parse_board(&rows).as_ref() != Ok(board) {
        return format!("{} {}/{rows}", board.rows(), board.cols());
    }
    rows
}

/// The rules that are not at their default, as game ID fields in canonical order.
fn rule_fields(rules: Rules) -> Vec<(&'static str, String)> {
    let mut fields = Vec::new();
    if rules.max_turns != MaxTurns::Limit(2) {
        fields.push(("turns", rules.max_turns.to_string()));
    }
    if rules.gravity != Gravity::None {
        fields.push(("gravity", rules.gravity.name().to_string()));
    }
    fields
}

impl Position {
    /// Wraps a puzzle whose board is the position itself (settled under gravity).
    pub(crate) fn from_puzzle(puzzle: Puzzle) -> Position {
        Position {
            puzzle: Arc::new(puzzle),
            legal: Arc::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> InputError {
        match parse_game(text) {
            Ok(game) => panic!("{text:?} parsed as {}", format_game(&game)),
            Err(e) => e,
        }
    }

    fn place(e: &InputError) -> (Option<usize>, Option<usize>) {
        (e.line, e.column)
    }

    #[test]
    fn canonical_ids_leave_out_defaults_and_keep_key_order() {
        let game = parse_game("1 2 0/2 1 -1").unwrap();
        assert_eq!(format_game(&game), "1 2 0/2 1 -1");
        let game = parse_game("1 2 0/2 1 -1;GRAVITY=Down; turns = 3 ").unwrap();
        assert_eq!(format_game(&game), "1 2 0/2 1 -1;turns=3;gravity=down");
        let game = parse_game("1 1;turns=any").unwrap();
        assert_eq!(format_game(&game), "1 1;turns=any");
        assert_eq!(
            format_game(&parse_game("1 1;turns=unlimited").unwrap()),
            "1 1;turns=any"
        );
        assert_eq!(
            format_game(&parse_game("1 1;turns=2;gravity=none").unwrap()),
            "1 1"
        );
        assert_eq!(
            format_game(&parse_game("1 1;turns=0").unwrap()),
            "1 1;turns=0"
        );
        let far = parse_game("1 1;gravity=away_from_middle_col").unwrap();
        assert_eq!(format_game(&far), "1 1;gravity=away-from-middle-col");
    }

    #[test]
    fn todays_forms_are_accepted() {
        let lines = parse_game("2 3\n1 2 0\n2 1 -1\n").unwrap();
        assert_eq!(format_game(&lines), "1 2 0/2 1 -1");
        let no_header = parse_game("1 2 0\n2 1 -1").unwrap();
        assert_eq!(format_game(&no_header), "1 2 0/2 1 -1");
        let compact = parse_game("2 3/1 2 0/2 1 -1").unwrap();
        assert_eq!(format_game(&compact), "1 2 0/2 1 -1");
        let commented = parse_game("# a; comment ;turns=9\n1 1 # trailing; too\n;turns=3").unwrap();
        assert_eq!(format_game(&commented), "1 1;turns=3");
        let seed = include_str!("../../data/lianliankan-seed-board.txt");
        let game = parse_game(&format!("{seed};turns=3")).unwrap();
        assert_eq!(
            format_game(&game),
            "8 9 1 2 11 8/11 9 2 1 9 11/12 6 1 2 5 3/5 7 2 1 12 6/11 9 3 4 10 11/10 11 4 7 11 11;turns=3"
        );
    }

    #[test]
    fn a_first_row_that_reads_as_a_header_keeps_one() {
        // today's forms: a first row of two numbers matching the rest is a header
        let game = parse_game("1 2\n2 2").unwrap();
        assert_eq!(format_game(&game), "2 2");
        let square = parse_game("2 2/1 2/2 1").unwrap();
        assert_eq!((square.board().rows(), square.board().cols()), (2, 2));
        assert_eq!(format_game(&square), "2 2/1 2/2 1");
        assert_eq!(
            format_game(&parse_game(&format_game(&square)).unwrap()),
            "2 2/1 2/2 1"
        );
        assert_eq!(format_game(&parse_game("2 1/1 2").unwrap()), "2 1/1 2");
    }

    #[test]
    fn gravity_settles_the_board() {
        let game = parse_game("1 0/0 1;gravity=down").unwrap();
        assert_eq!(format_game(&game), "0 0/1 1;gravity=down");
        let again = parse_game(&format_game(&game)).unwrap();
        assert_eq!(format_game(&again), format_game(&game));
    }

    #[test]
    fn board_errors_are_placed_on_one_line() {
        let e = err("1 2 0/2 x -1");
        assert_eq!(
            (e.code, place(&e), e.span.clone()),
            ("bad_number", (Some(1), Some(9)), Some(8..9))
        );
        let e = err("1 2 0/2 1");
        assert_eq!((e.code, place(&e)), ("ragged_rows", (Some(1), Some(7))));
        let e = err("1 1/3 0");
        assert_eq!(
            (e.code, place(&e), e.span.clone()),
            ("odd_kind", (Some(1), Some(5)), Some(4..5))
        );
        let e = err("1 99999");
        assert_eq!(
            (e.code, place(&e)),
            ("kind_out_of_range", (Some(1), Some(3)))
        );
        let e = err(";turns=3");
        assert_eq!(e.code, "empty_board");
    }

    #[test]
    fn board_errors_are_placed_on_many_lines() {
        // the known bug of today's page: rows and columns counted from 0 in the message
        let e = err("1 2 2\n0 0 1\n3 0 0\n");
        assert_eq!(
            (e.code, place(&e), e.span.clone()),
            ("odd_kind", (Some(3), Some(1)), Some(12..13))
        );
        assert!(!e.message.contains("row 2"), "{}", e.message);
        let e = err("2 2\n1 1\n1 -7\n");
        assert_eq!(
            (place(&e), e.span.clone()),
            ((Some(3), Some(3)), Some(10..12))
        );
        let e = err("3 3\n1 1 0\n0 0 0\n");
        assert_eq!((e.code, place(&e)), ("bad_header", (Some(1), Some(1))));
        let e = err("1 1 0\n\n  2 2\n");
        assert_eq!((e.code, place(&e)), ("ragged_rows", (Some(3), Some(3))));
        let e = err("# 连连看\n1 1 x\n");
        assert_eq!((e.code, place(&e)), ("bad_number", (Some(2), Some(5))));
    }

    #[test]
    fn rule_errors_point_at_the_value() {
        let e = err("1 1;turns=x");
        assert_eq!(
            (e.code, place(&e), e.span.clone()),
            ("bad_value", (Some(1), Some(11)), Some(10..11))
        );
        assert!(e.message.contains("or 'any'"), "{}", e.message);
        let e = err("1 1;turns=1001");
        assert_eq!(place(&e), (Some(1), Some(11)));
        let e = err("1 1\n1 1;gravity=sideways");
        assert_eq!((e.code, place(&e)), ("bad_value", (Some(2), Some(13))));
        assert!(e.message.contains("toward-middle-row"), "{}", e.message);
        let e = err("1 1;speed=3");
        assert_eq!((e.code, place(&e)), ("unknown_field", (Some(1), Some(5))));
        assert!(e.message.contains("turns, gravity"), "{}", e.message);
        let e = err("1 1;turns");
        assert_eq!((e.code, place(&e)), ("bad_field", (Some(1), Some(5))));
        let e = err("1 1;turns=3;Turns=4");
        assert_eq!(e.code, "repeated_field");
    }

    #[test]
    fn the_crate_limits_apply() {
        let row = vec!["0"; 33].join(" ");
        let e = err(&row);
        assert_eq!((e.code, place(&e)), ("too_large", (Some(1), Some(1))));
        let rows = vec!["0"; 33].join("/");
        assert_eq!(err(&rows).code, "too_large");
        assert!(parse_game(&vec!["0"; 32].join(" ")).is_ok());
    }
}
