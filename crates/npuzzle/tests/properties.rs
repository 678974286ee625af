//! Property tests: the text format round-trips whatever the separators, moves are exactly the
//! tiles next to the blank, a move is undone by the same move, and the mirror image keeps
//! solvability and the heuristic.

mod common;

use npuzzle::{Board, Evaluator, Heuristic, Move, MoveError, Size};
use proptest::prelude::*;

/// Any arrangement (solvable or not) of a random size.
fn any_board() -> impl Strategy<Value = Board> {
    prop_oneof![Just(3usize), Just(4), Just(5)]
        .prop_flat_map(|w| Just((0..(w * w) as u8).collect::<Vec<u8>>()).prop_shuffle())
        .prop_map(|cells| Board::from_cells(&cells).expect("a permutation"))
}

/// The board written with random separators: between cells one of ` `, `,`, `, `, `  `,
/// `\t`; between rows either all of them plain separators too, or all of them row breaks
/// (`/`, ` / `, `\n`, `,\r\n`, `/ `): rows are separated everywhere or nowhere.
fn written(board: Board, seps: Vec<u8>) -> String {
    let w = board.width();
    let within = [" ", ",", ", ", "  ", "\t"];
    let breaks = ["/", " / ", "\n", ",\r\n", "/ "];
    let rows_separated = seps[0].is_multiple_of(2);
    let mut text = String::new();
    for (i, tile) in board.cells().iter().enumerate() {
        if i > 0 {
            let s = seps[i % seps.len()] as usize;
            text.push_str(if i % w == 0 && rows_separated {
                breaks[s % breaks.len()]
            } else {
                within[s % within.len()]
            });
        }
        text.push_str(&tile.to_string());
    }
    text
}

proptest! {
    #[test]
    fn text_round_trips(board in any_board(), seps in prop::collection::vec(any::<u8>(), 1..30)) {
        let canonical = board.to_string();
        prop_assert_eq!(Board::parse(&canonical), Ok(board));
        prop_assert!(!canonical.contains(';'));
        let loose = written(board, seps);
        prop_assert_eq!(Board::parse(&loose), Ok(board), "{:?}", loose);
    }

    #[test]
    fn bad_tokens_are_pointed_at(board in any_board(), at in any::<prop::sample::Index>(), junk in "[a-z#-]{1,3}") {
        let mut tokens: Vec<String> = board.cells().iter().map(u8::to_string).collect();
        let i = at.index(tokens.len());
        tokens[i] = junk.clone();
        let text = tokens.join(" ");
        let err = Board::parse(&text).unwrap_err();
        let span = err.span().expect("a place");
        prop_assert_eq!(&text[span], junk.as_str());
    }

    #[test]
    fn legal_moves_are_the_tiles_next_to_the_blank(board in any_board()) {
        let size = board.size();
        let moves = board.legal_moves();
        prop_assert!((2..=4).contains(&moves.len()));
        let pos = board.positions();
        for mv in &moves {
            prop_assert_eq!(size.distance(pos[mv.0 as usize] as usize, board.blank()), 1);
        }
        for tile in 1..=size.tiles() as u8 {
            let legal = moves.contains(&Move(tile));
            match board.after(Move(tile)) {
                Ok(_) => prop_assert!(legal),
                Err(MoveError::NotNextToBlank { movable, .. }) => {
                    prop_assert!(!legal);
                    prop_assert_eq!(movable.len(), moves.len());
                }
                Err(e) => prop_assert!(false, "{}", e),
            }
        }
    }

    #[test]
    fn a_move_is_undone_by_the_same_move(board in any_board(), pick in any::<prop::sample::Index>()) {
        let moves = board.legal_moves();
        let mv = moves[pick.index(moves.len())];
        let mut b = board;
        b.apply(mv).unwrap();
        prop_assert_ne!(b, board);
        prop_assert_eq!(b.is_solvable(), board.is_solvable());
        b.apply(mv).unwrap();
        prop_assert_eq!(b, board);
    }

    #[test]
    fn mirror_image_keeps_solvability_and_estimates(board in any_board()) {
        let mirror = board.transposed();
        prop_assert_eq!(mirror.transposed(), board);
        prop_assert_eq!(mirror.is_solvable(), board.is_solvable());
        let cache = common::cache();
        for h in [Heuristic::Manhattan, Heuristic::LinearConflict, Heuristic::Misplaced] {
            let e = Evaluator::new(h, board.size(), &cache).unwrap();
            prop_assert_eq!(e.estimate(&mirror), e.estimate(&board), "{}", h);
        }
    }

    #[test]
    fn heuristics_are_ordered(board in any_board()) {
        let cache = common::cache();
        let size = board.size();
        let value = |h| Evaluator::new(h, size, &cache).unwrap().estimate(&board);
        prop_assert!(value(Heuristic::Misplaced) <= value(Heuristic::Manhattan));
        prop_assert!(value(Heuristic::Manhattan) <= value(Heuristic::LinearConflict));
        if size != Size::Five {
            prop_assert!(value(Heuristic::Manhattan) <= value(Heuristic::WalkingDistance));
        }
    }
}
