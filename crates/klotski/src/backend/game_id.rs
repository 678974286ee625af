//! Klotski game IDs: a layout in any accepted form, then `;metric=...` (see the syntax in the
//! [`backend`](super) module doc).

use puzzle::game_id::{format_game_id, GameId};
use puzzle::InputError;

use crate::board::Board;
use crate::grid::format_grid;
use crate::layout::locate_layout;
use crate::metric::Metric;

/// The one rule a Klotski game ID carries: what counts as one move.
pub const METRIC_KEY: &str = "metric";

/// A Klotski game: a layout and the metric its moves are counted in (what a game ID says).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KlotskiGame {
    /// The position.
    pub board: Board,
    /// What counts as one move.
    pub metric: Metric,
}

impl KlotskiGame {
    /// `board` with moves counted in `metric`.
    pub const fn new(board: Board, metric: Metric) -> Self {
        KlotskiGame { board, metric }
    }

    /// The same metric on another board.
    pub const fn with_board(self, board: Board) -> Self {
        KlotskiGame {
            board,
            metric: self.metric,
        }
    }
}

/// Reads a game ID; errors carry the byte range of the offending text.
pub fn parse_game(text: &str) -> Result<KlotskiGame, InputError> {
    let mut id = GameId::split(text)?;
    let position = id.position();
    let board = locate_layout(position).map_err(|e| {
        id.position_error(InputError::said_at(
            position,
            e.span,
            e.error.code(),
            e.error.words(),
        ))
    })?;
    let metric = match id.take(METRIC_KEY) {
        None => Metric::default(),
        Some(field) => field
            .value
            .parse::<Metric>()
            .map_err(|e| field.error("bad_value", e.words()))?,
    };
    id.finish(&[METRIC_KEY])?;
    Ok(KlotskiGame { board, metric })
}

/// The canonical game ID: the one-line grid, then `;metric=` unless it is `step`.
pub fn format_game(game: &KlotskiGame) -> String {
    let fields = if game.metric == Metric::default() {
        Vec::new()
    } else {
        vec![(METRIC_KEY, game.metric.name().to_string())]
    };
    format_game_id(&format_grid(game.board), &fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HENGDAO: &str = "VCCV/VCCV/VHHV/VSSV/S..S";

    fn place(
        text: &str,
    ) -> (
        &'static str,
        Option<usize>,
        Option<usize>,
        std::ops::Range<usize>,
    ) {
        let e = parse_game(text).unwrap_err();
        (e.code, e.line, e.column, e.span.unwrap_or(0..0))
    }

    #[test]
    fn every_form_and_rule_reads_back_canonical() {
        for (text, canonical) in [
            (HENGDAO, HENGDAO),
            ("横刀立马", HENGDAO),
            ("hengdaolima;metric=step", HENGDAO),
            ("1A9BF0C00", HENGDAO),
            ("common:1a9bf0c", HENGDAO),
            (
                "4WVE1 ; METRIC = Unit",
                "VCCV/VCCV/VHHV/VSSV/S..S;metric=unit",
            ),
            (
                "short:4wve1;metric=straight",
                "VCCV/VCCV/VHHV/VSSV/S..S;metric=straight",
            ),
            (
                "  vccv\n  VCCV\n\n VHHV \nVSSV\r\nS..S\n;metric=unit;",
                "VCCV/VCCV/VHHV/VSSV/S..S;metric=unit",
            ),
            (
                "VCCV/VCCV/VHHV/VSSV/S..S;metric=cell",
                "VCCV/VCCV/VHHV/VSSV/S..S;metric=unit",
            ),
        ] {
            let game = parse_game(text).unwrap_or_else(|e| panic!("{text:?}: {e}"));
            assert_eq!(format_game(&game), canonical, "{text:?}");
            assert_eq!(parse_game(canonical), Ok(game));
        }
    }

    #[test]
    fn grid_errors_point_at_the_character() {
        // unknown character: row 3, column 3 of the grid is byte 12
        assert_eq!(
            place("VCCV/VCCV/VHXV/VSSV/S..S"),
            ("unknown_character", Some(1), Some(13), 12..13)
        );
        // a V with no V below it, on the last row
        assert_eq!(
            place("VCCV/VCCV/VHHV/VSSV/V..S"),
            ("broken_piece", Some(1), Some(21), 20..21)
        );
        // an H with no H to its right
        assert_eq!(
            place("VCCV/VCCV/VHSV/VSSV/S..S"),
            ("broken_piece", Some(1), Some(12), 11..12)
        );
        // the block is not square: its first C
        assert_eq!(
            place("VCCV/VSCC/VHHV/VSSV/S..S"),
            ("block_not_square", Some(1), Some(2), 1..2)
        );
        // eight C cells: the fifth
        assert_eq!(
            place("CCCC/CCCC/VHHV/VSSV/S..S"),
            ("wrong_block_cells", Some(1), Some(6), 5..6)
        );
        // a long row: its extra cells
        assert_eq!(
            place("VCCV/VCCV/VHHV/VSSV/S..SS"),
            ("wrong_row_length", Some(1), Some(25), 24..25)
        );
        // a short row: the row
        assert_eq!(
            place("VCCV/VCC/VHHV/VSSV/S..S"),
            ("wrong_row_length", Some(1), Some(6), 5..8)
        );
        // too many rows: the extra ones
        assert_eq!(
            place("VCCV/VCCV/VHHV/VSSV/S..S/...."),
            ("wrong_row_count", Some(1), Some(26), 25..29)
        );
        // too few empty cells, no block: the whole grid
        assert_eq!(
            place(" VCCV/VCCV/VHHV/VSSV/SS.S"),
            ("too_few_empty", Some(1), Some(2), 1..25)
        );
        assert_eq!(place("VSSV/VSSV/VHHV/VSSV/S..S").0, "no_block");
    }

    #[test]
    fn multi_line_grids_give_line_and_column() {
        let text = "VCCV\nVCCV\n  VHXV\nVSSV\nS..S;metric=unit";
        let e = parse_game(text).unwrap_err();
        assert_eq!(
            (e.code, e.line, e.column),
            ("unknown_character", Some(3), Some(5))
        );
        assert!(
            e.message.contains("'X' at row 3, column 3"),
            "{}",
            e.message
        );
        let e = parse_game("VCCV\nVCCV\nVHHV\nVSSV\nS.\u{534e}S").unwrap_err();
        assert_eq!((e.line, e.column, e.span), (Some(5), Some(3), Some(22..25)));
        let e = parse_game("VCCV\nVCCV\nVHHV\nVSSV\nV..S\n").unwrap_err();
        assert_eq!(
            (e.code, e.line, e.column),
            ("broken_piece", Some(5), Some(1))
        );
    }

    #[test]
    fn code_and_word_errors_point_at_the_fault() {
        // a CommonCode digit that is not hex, after the prefix
        assert_eq!(
            place("common:1A9BG0C00"),
            ("bad_common_code", Some(1), Some(12), 11..12)
        );
        // a ShortCode character outside the alphabet
        assert_eq!(
            place(" short:4WVEO"),
            ("bad_short_code", Some(1), Some(12), 11..12)
        );
        // a CommonCode that is no layout: the whole code
        assert_eq!(
            place("3A9BF0C00"),
            ("bad_common_code", Some(1), Some(1), 0..9)
        );
        assert_eq!(place("  hello "), ("unrecognised", Some(1), Some(3), 2..7));
        assert_eq!(place("").0, "empty");
        assert_eq!(place(" ;metric=unit").0, "empty");
        let long = "x".repeat(500);
        let e = parse_game(&long).unwrap_err();
        assert!(e.message.len() < 400, "{}", e.message);
    }

    #[test]
    fn rule_errors_point_at_the_value_or_key() {
        assert_eq!(
            place("横刀立马;metric=diagonal"),
            ("bad_value", Some(1), Some(13), 20..28)
        );
        let e = parse_game("横刀立马;metric=diagonal").unwrap_err();
        assert!(
            e.message.contains("use step, straight, unit"),
            "{}",
            e.message
        );
        assert_eq!(
            place("VCCV/VCCV/VHHV/VSSV/S..S;speed=9"),
            ("unknown_field", Some(1), Some(26), 25..30)
        );
        assert_eq!(place("VCCV/VCCV/VHHV/VSSV/S..S;metric").0, "bad_field");
        assert_eq!(
            place("VCCV/VCCV/VHHV/VSSV/S..S;metric=unit;metric=step").0,
            "repeated_field"
        );
        let e = parse_game("VCCV\nVCCV\nVHHV\nVSSV\nS..S\n;metric=up").unwrap_err();
        assert_eq!((e.line, e.column), (Some(6), Some(9)));
    }
}
