//! One-to-all minimum turns ([`lianliankan::reach::min_turns_to`]) with many targets at once
//! against the plain path search in `brute`: the last turn is looked up per target when few
//! are left and grown as a layer otherwise, and both must agree with the reference.

mod brute;

use lianliankan::reach::{min_turns_to, UNREACHABLE};
use lianliankan::{Board, MaxTurns, Puzzle, Rules};
use proptest::prelude::*;

/// Random boards of one tile kind (so every tile is a target of every other), blockers and
/// holes included.
fn one_kind_board() -> impl Strategy<Value = Board> {
    (2usize..=8, 2usize..=8).prop_flat_map(|(rows, cols)| {
        proptest::collection::vec(
            prop_oneof![3 => Just(1i64), 1 => Just(0i64), 1 => Just(-1i64)],
            rows * cols,
        )
        .prop_map(move |mut codes| {
            if codes.iter().filter(|&&v| v == 1).count() % 2 == 1 {
                if let Some(last) = codes.iter().rposition(|&v| v == 1) {
                    codes[last] = 0;
                }
            }
            brute::board(rows, cols, &codes)
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn many_targets_match_the_reference(board in one_kind_board(), limit in 0u32..=4) {
        let puzzle = Puzzle::new(board.clone(), Rules::with_max_turns(MaxTurns::Limit(limit)));
        let arrangement = puzzle.arrange(puzzle.initial().words());
        let grid = brute::Grid::from_board(&board);
        let homes: Vec<(usize, usize)> = puzzle.tiles().iter().map(|t| t.home).collect();
        let mut out = vec![0u32; homes.len()];
        for &src in &homes {
            min_turns_to(&arrangement.free, board.rows() + 2, src, &homes, limit, &mut out);
            for (&dst, &turns) in homes.iter().zip(&out) {
                if dst == src {
                    continue;
                }
                let at = |(r, c): (usize, usize)| (r as i64 - 1, c as i64 - 1);
                let reference = brute::min_turns(&grid, at(src), at(dst), limit).map(|r| r.0);
                let fast = (turns != UNREACHABLE).then_some(turns);
                prop_assert_eq!(fast, reference, "from {:?} to {:?}", src, dst);
            }
        }
    }
}
