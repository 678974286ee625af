//! The game ID: a [`Position`] (board, supply, rules) read from and written to one string.

use puzzle::game_id::{format_game_id, Field, GameId};
use puzzle::{InputError, ParamSpec, Words};

use crate::board::{Board, ParseBoardError};
use crate::rules::{Rules, Timing};

/// The most drops a supply holds: the most a game ID may name; bonus drops past it are lost
/// (as the web API capped a request's supply before).
pub const MAX_SUPPLY: u32 = 1000;
/// The largest combo divisor and clear bonus a game ID may name.
pub const MAX_BONUS_RULE: u32 = 10;

/// The rule keys, in canonical order.
pub const KEYS: [&str; 5] = ["timing", "supply", "empty-taps", "combo", "clear-bonus"];

/// A Ten Drops game as a game ID describes it: the board, the drops the player has now and
/// the rules (not to be confused with [`crate::Pos`], one cell).
///
/// `rules.supply` is the supply now (after the taps already played), not the supply a board
/// started with: a game in progress is a game like any other.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    rules: Rules,
}

impl Position {
    /// The game of `board` under `rules`, with `rules.supply` drops (at most [`MAX_SUPPLY`]).
    pub fn new(board: Board, rules: Rules) -> Self {
        let supply = rules.supply.min(MAX_SUPPLY);
        Position {
            board,
            rules: rules.with_supply(supply),
        }
    }

    /// The drops on the board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rules, with `supply` the drops the player has now.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The drops the player has now.
    pub fn supply(&self) -> u32 {
        self.rules.supply
    }

    /// The board is clear.
    pub fn cleared(&self) -> bool {
        self.board.is_clear()
    }

    /// No drop is left to tap with, and the board is not clear.
    pub fn out_of_drops(&self) -> bool {
        self.rules.supply == 0 && !self.cleared()
    }
}

/// The rules as [`puzzle::ParamSpec`]s, keys in canonical order.
pub fn rule_specs() -> Vec<ParamSpec> {
    let defaults = Rules::default();
    vec![
        ParamSpec::choice("timing", &["a-sum", "a-cap", "b-sum", "b-cap"]),
        ParamSpec::integer(
            "supply",
            0,
            u64::from(MAX_SUPPLY),
            u64::from(defaults.supply),
        ),
        ParamSpec::choice("empty-taps", &["allow", "forbid"]),
        ParamSpec::integer(
            "combo",
            0,
            u64::from(MAX_BONUS_RULE),
            u64::from(defaults.combo),
        ),
        ParamSpec::integer(
            "clear-bonus",
            0,
            u64::from(MAX_BONUS_RULE),
            u64::from(defaults.clear_bonus),
        ),
    ]
}

/// The error code of a board error.
fn board_code(error: &ParseBoardError) -> &'static str {
    match error {
        ParseBoardError::Empty => "empty_board",
        ParseBoardError::BadCell { .. } => "bad_cell",
        ParseBoardError::RaggedRow { .. } => "ragged_row",
        ParseBoardError::EmptyRow { .. } => "empty_row",
        ParseBoardError::TooManyRows { .. } | ParseBoardError::TooManyColumns { .. } => "too_large",
    }
}

fn timing(field: &Field<'_>) -> Result<Timing, InputError> {
    field
        .value
        .parse()
        .map_err(|e: crate::rules::ParseTimingError| field.error("bad_value", e.words()))
}

fn empty_taps(field: &Field<'_>) -> Result<bool, InputError> {
    match field.value.to_ascii_lowercase().as_str() {
        "allow" | "true" | "yes" => Ok(true),
        "forbid" | "false" | "no" => Ok(false),
        _ => Err(field.error(
            "bad_value",
            Words::new("tendrops-error-empty-taps").arg("value", field.value),
        )),
    }
}

fn small_number(field: &Field<'_>, max: u32) -> Result<u32, InputError> {
    // `integer` checks the range, so the value fits.
    field.integer(0..=u64::from(max)).map(|v| v as u32)
}

/// Reads a game ID (see the module documentation of [`crate::backend`]).
pub fn parse(text: &str) -> Result<Position, InputError> {
    let mut id = GameId::split(text)?;
    let position = id.position();
    let board = Board::parse_located(position).map_err(|e| {
        let (code, words) = (board_code(&e.error), e.words());
        id.position_error(InputError::said_at(position, e.span, code, words))
    })?;
    let mut rules = Rules::default();
    if let Some(field) = id.take("timing") {
        rules.timing = timing(&field)?;
    }
    if let Some(field) = id.take("supply") {
        rules.supply = small_number(&field, MAX_SUPPLY)?;
    }
    if let Some(field) = id.take("empty-taps") {
        rules.empty_taps = empty_taps(&field)?;
    }
    if let Some(field) = id.take("combo") {
        rules.combo = small_number(&field, MAX_BONUS_RULE)?;
    }
    if let Some(field) = id.take("clear-bonus") {
        rules.clear_bonus = small_number(&field, MAX_BONUS_RULE)?;
    }
    id.finish(&KEYS)?;
    Ok(Position::new(board, rules))
}

/// The canonical game ID: the board on one line, then the rules that differ from the
/// defaults, in the order of [`KEYS`].
pub fn format(position: &Position) -> String {
    let rules = position.rules();
    let defaults = Rules::default();
    let mut fields: Vec<(&str, String)> = Vec::new();
    if rules.timing != defaults.timing {
        fields.push(("timing", rules.timing.name().to_string()));
    }
    if rules.supply != defaults.supply {
        fields.push(("supply", rules.supply.to_string()));
    }
    if rules.empty_taps != defaults.empty_taps {
        let value = if rules.empty_taps { "allow" } else { "forbid" };
        fields.push(("empty-taps", value.to_string()));
    }
    if rules.combo != defaults.combo {
        fields.push(("combo", rules.combo.to_string()));
    }
    if rules.clear_bonus != defaults.clear_bonus {
        fields.push(("clear-bonus", rules.clear_bonus.to_string()));
    }
    format_game_id(&position.board().to_line(), &fields)
}

/// The rules a generate request names (checked and canonical, every key present).
pub fn rules_from_params(request: &puzzle::GenerateRequest) -> Result<Rules, InputError> {
    let mut text = String::from("0");
    for key in KEYS {
        text.push_str(&format!(";{key}={}", request.param(key)));
    }
    parse(&text).map(|p| *p.rules())
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = "040244/304244/003030/000413/243220/004423";

    fn error(text: &str) -> InputError {
        parse(text).unwrap_err()
    }

    #[test]
    fn defaults_are_left_out_and_keys_come_in_order() {
        let p = parse(EXAMPLE).unwrap();
        assert_eq!(*p.rules(), Rules::default());
        assert_eq!(format(&p), EXAMPLE);
        let all = parse(&format!(
            "{EXAMPLE};clear_bonus=0;COMBO=4;empty-taps=forbid;supply=7;timing=B_CAP"
        ))
        .unwrap();
        assert_eq!(
            format(&all),
            format!("{EXAMPLE};timing=b-cap;supply=7;empty-taps=forbid;combo=4;clear-bonus=0")
        );
        let spelled_out =
            format!("{EXAMPLE};timing=a-sum;supply=10;empty-taps=allow;combo=3;clear-bonus=1");
        assert_eq!(format(&parse(&spelled_out).unwrap()), EXAMPLE);
        assert_eq!(
            parse(&format!("{EXAMPLE};timing=bsum"))
                .unwrap()
                .rules()
                .timing,
            Timing::BSum
        );
        assert!(
            !parse(&format!("{EXAMPLE};empty_taps=false"))
                .unwrap()
                .rules()
                .empty_taps
        );
    }

    #[test]
    fn old_forms_are_read() {
        let lines = "040244\n304244\n003030\n000413\n243220\n004423\n";
        assert_eq!(format(&parse(lines).unwrap()), EXAMPLE);
        let spaced = "0 4 0 2 4 4\r\n3.4244/003030/000413/243220/004423";
        assert_eq!(
            format(&parse(spaced).unwrap()),
            "040244/304244/003030/000413/243220/004423"
        );
        let rules_below = "12\n34\n;supply=3";
        assert_eq!(format(&parse(rules_below).unwrap()), "12/34;supply=3");
    }

    #[test]
    fn board_errors_are_placed() {
        let e = error("040244\n304244\n00x030");
        assert_eq!((e.code, e.line, e.column), ("bad_cell", Some(3), Some(3)));
        assert_eq!(e.span, Some(16..17));
        assert!(
            e.message.contains("'x' is not a drop size"),
            "{}",
            e.message
        );
        let e = error("0402/3042/003");
        assert_eq!(
            (e.code, e.line, e.column),
            ("ragged_row", Some(1), Some(11))
        );
        assert_eq!(e.span, Some(10..13));
        let e = error("12\n\n34");
        assert_eq!(e.code, "empty_row");
        assert_eq!((e.line, e.column), (Some(2), Some(1)));
        let e = error("  ;supply=3");
        assert_eq!(
            (e.code, e.line, e.column),
            ("empty_board", Some(1), Some(1))
        );
        let e = error("水1/11");
        assert_eq!(
            (e.code, e.column, e.span),
            ("bad_cell", Some(1), Some(0..3))
        );
        let e = error("11/1水;timing=a-cap");
        assert_eq!((e.column, e.span), (Some(5), Some(4..7)));
        let e = error(&"1/".repeat(20));
        assert_eq!((e.code, e.column), ("too_large", Some(33)));
    }

    #[test]
    fn rule_errors_point_at_the_value() {
        let e = error("12/34;timing=c-sum");
        assert_eq!(
            (e.code, e.column, e.span),
            ("bad_value", Some(14), Some(13..18))
        );
        assert!(
            e.message.contains("a-sum (the default), a-cap"),
            "{}",
            e.message
        );
        let e = error("12\n34\n;supply=1001");
        assert_eq!((e.code, e.line, e.column), ("bad_value", Some(3), Some(9)));
        assert!(e.message.contains("from 0 to 1000"), "{}", e.message);
        let e = error("12/34;empty-taps=maybe");
        assert_eq!((e.column, e.code), (Some(18), "bad_value"));
        assert!(e.message.contains("allow (the default) or forbid"));
        let e = error("12/34;combo=-1");
        assert_eq!((e.column, e.code), (Some(13), "bad_value"));
        let e = error("12/34;clear-bonus=11");
        assert_eq!(e.column, Some(19));
        let e = error("12/34;speed=3");
        assert_eq!((e.code, e.column), ("unknown_field", Some(7)));
        assert!(e
            .message
            .contains("timing, supply, empty-taps, combo, clear-bonus"));
        let e = error("12/34;timing=a-sum;timing=b-sum");
        assert_eq!(e.code, "repeated_field");
    }

    #[test]
    fn the_supply_is_capped() {
        let p = Position::new(EXAMPLE.parse().unwrap(), Rules::default().with_supply(5000));
        assert_eq!(p.supply(), MAX_SUPPLY);
        assert_eq!(parse(&format(&p)).unwrap(), p);
        assert!(parse("1;supply=0").unwrap().out_of_drops());
        assert!(!parse("0;supply=0").unwrap().out_of_drops());
    }
}
