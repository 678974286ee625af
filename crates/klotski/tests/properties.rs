//! Property tests: text forms round-trip, every generated move is legal and matches the
//! brute-force move generator, apply then undo restores the position.

mod brute_force;

use klotski::{
    apply_move, board_from_short_code, common_code, format_common_code, format_grid,
    format_grid_lines, format_short_code, legal_moves, parse_common_code, parse_grid, parse_layout,
    parse_short_code, short_code, undo_move, Board, Metric,
};
use proptest::prelude::*;

const LAYOUTS: u32 = 29_334_498;

fn any_board() -> impl Strategy<Value = Board> {
    (0..LAYOUTS).prop_map(|rank| board_from_short_code(rank).expect("every rank is a layout"))
}

fn any_metric() -> impl Strategy<Value = Metric> {
    prop_oneof![
        Just(Metric::Step),
        Just(Metric::Straight),
        Just(Metric::Unit)
    ]
}

fn rule(metric: Metric) -> brute_force::Rule {
    match metric {
        Metric::Step => brute_force::Rule::Step,
        Metric::Straight => brute_force::Rule::Straight,
        Metric::Unit => brute_force::Rule::Unit,
    }
}

proptest! {
    #[test]
    fn text_forms_round_trip(board in any_board()) {
        prop_assert_eq!(parse_grid(&format_grid(board)), Ok(board));
        prop_assert_eq!(parse_grid(&format_grid_lines(board)), Ok(board));
        prop_assert_eq!(parse_layout(&format_grid(board)), Ok(board));
        let common = format_common_code(common_code(board));
        prop_assert_eq!(parse_common_code(&common), Ok(board));
        let short = format_short_code(short_code(board));
        prop_assert_eq!(parse_short_code(&short), Ok(board));
        prop_assert_eq!(parse_layout(&format!("short:{short}")), Ok(board));
        prop_assert_eq!(parse_layout(&format!("common:{common}")), Ok(board));
        prop_assert_eq!(Board::from_raw(board.raw()), Some(board));
    }

    #[test]
    fn ranks_follow_common_code_order(a in 0..LAYOUTS, b in 0..LAYOUTS) {
        let (x, y) = (board_from_short_code(a).unwrap(), board_from_short_code(b).unwrap());
        prop_assert_eq!(short_code(x), a);
        prop_assert_eq!(a.cmp(&b), common_code(x).cmp(&common_code(y)));
    }

    #[test]
    fn moves_are_legal_reversible_and_complete(board in any_board(), metric in any_metric()) {
        let moves = legal_moves(board, metric);
        let mut fast: Vec<String> = Vec::new();
        for mv in &moves {
            let next = apply_move(board, *mv, metric);
            prop_assert!(next.is_ok(), "{:?} refused on {}", mv, board);
            let next = next.unwrap();
            prop_assert_eq!(Board::from_raw(next.raw()), Some(next));
            prop_assert_eq!(undo_move(next, *mv, metric), Ok(board));
            fast.push(format_grid(next));
        }
        fast.sort();
        let pieces = brute_force::read(&format_grid(board));
        let mut slow: Vec<String> = brute_force::next_positions(&pieces, rule(metric))
            .iter()
            .map(brute_force::key)
            .collect();
        slow.sort();
        slow.dedup();
        fast.dedup();
        prop_assert_eq!(fast, slow);
    }

    #[test]
    fn arbitrary_text_never_panics(text in "[CHVS.xX/ \n]{0,40}") {
        let _ = parse_layout(&text);
        let _ = parse_grid(&text);
    }

    #[test]
    fn grids_of_letters_either_parse_to_themselves_or_fail(
        cells in proptest::collection::vec(prop_oneof![Just('C'), Just('H'), Just('V'), Just('S'), Just('.')], 20)
    ) {
        let rows: Vec<String> = cells.chunks(4).map(|r| r.iter().collect()).collect();
        let text = rows.join("/");
        if let Ok(board) = parse_grid(&text) {
            prop_assert_eq!(format_grid(board), text);
        }
    }
}
