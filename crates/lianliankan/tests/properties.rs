//! Property tests: text round trips, legal moves are playable, play then undo restores.

mod brute;

use lianliankan::{
    format_board, format_board_compact, parse_board, Board, Game, Gravity, MaxTurns, Puzzle, Rules,
};
use proptest::prelude::*;

fn any_board() -> impl Strategy<Value = Board> {
    (1usize..=8, 1usize..=8).prop_flat_map(|(rows, cols)| {
        proptest::collection::vec(-1i64..=9, rows * cols).prop_map(move |mut codes| {
            for kind in 1..=9 {
                if codes.iter().filter(|&&v| v == kind).count() % 2 == 1 {
                    if let Some(last) = codes.iter().rposition(|&v| v == kind) {
                        codes[last] = 0;
                    }
                }
            }
            brute::board(rows, cols, &codes)
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn format_then_parse_round_trips(board in any_board()) {
        prop_assert_eq!(parse_board(&format_board(&board)), Ok(board.clone()));
        prop_assert_eq!(parse_board(&format_board_compact(&board)), Ok(board));
    }

    #[test]
    fn legal_removals_play_and_undo_restores(board in any_board(), gravity in proptest::sample::select(Gravity::ALL.to_vec()), pick in 0usize..1000) {
        let rules = Rules { max_turns: MaxTurns::Limit(2), gravity };
        let mut game = Game::new(Puzzle::new(board, rules));
        let before = game.board();
        let legal = game.legal_removals();
        for removal in &legal {
            prop_assert!(game.can_connect(removal.a, removal.b).is_ok());
        }
        if !legal.is_empty() {
            let removal = &legal[pick % legal.len()];
            let played = game.play(removal.a, removal.b);
            prop_assert!(played.is_ok());
            prop_assert_eq!(game.board().tile_count() + 2, before.tile_count());
            prop_assert!(game.undo());
            prop_assert_eq!(game.board(), before);
        }
    }
}
