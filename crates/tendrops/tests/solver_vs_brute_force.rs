//! Optimal tap counts from every exact solver against a plain exhaustive search written here
//! from the game API alone (breadth-first over (board, supply), no pruning), on small boards,
//! in all four timing models, with and without empty taps, with ample and scarce supply.

use std::collections::{HashSet, VecDeque};

use proptest::prelude::*;
use search::{Claim, Limits};
use tendrops::solver::bound::lower_bound;
use tendrops::solver::{replay, solve_bfs, solve_report_iddfs};
use tendrops::{solve, Board, Game, Objective, Rules, SolveOptions, Timing};

/// The fewest taps that clear `board`, and the most drops left among such sequences, or
/// `None` if no sequence clears it within the supply. (The "most drops left" objective over
/// all sequences is checked in `most_left.rs`.)
fn brute_force(board: &Board, rules: Rules, supply: u32) -> Option<(u32, u32)> {
    let start = Game::with_supply(board.clone(), rules, supply);
    if board.is_clear() {
        return Some((0, supply));
    }
    let mut seen = HashSet::new();
    let mut queue = VecDeque::from([(start, 0u32)]);
    let mut best: Option<(u32, u32)> = None;
    while let Some((game, depth)) = queue.pop_front() {
        if best.is_some_and(|(taps, _)| depth >= taps) {
            break;
        }
        for pos in game.legal_taps() {
            let mut next = game.clone();
            next.tap(pos).unwrap();
            if next.board().is_clear() {
                let left = next.supply();
                best = Some(match best {
                    Some((t, l)) => (t, l.max(left)),
                    None => (depth + 1, left),
                });
            } else if seen.insert((next.board().to_line(), next.supply())) {
                queue.push_back((next, depth + 1));
            }
        }
    }
    best
}

/// Boards up to 3x3 by default; `TD_WIDE=1` allows 3x4 (slower, for deeper checks).
fn small_board() -> impl Strategy<Value = Board> {
    let max_cols = if std::env::var("TD_WIDE").is_ok() {
        4
    } else {
        3
    };
    (1usize..=3, 2usize..=max_cols).prop_flat_map(|(rows, cols)| {
        proptest::collection::vec(
            prop_oneof![2 => Just(0u8), 1 => 1u8..=2, 2 => 3u8..=4],
            rows * cols,
        )
        .prop_map(move |cells| Board::from_cells(rows, cols, cells).unwrap())
    })
}

fn check(board: &Board, rules: Rules, supply: u32) -> Result<(), TestCaseError> {
    let expected = brute_force(board, rules, supply);
    let options = SolveOptions {
        rules,
        objective: Objective::MinTaps,
        supply: Some(supply),
    };
    let exact = solve(board, &options, &Limits::none()).unwrap();
    prop_assert_eq!(
        exact.taps,
        expected.map(|e| e.0),
        "exact solver on {} {:?}",
        board,
        rules
    );
    prop_assert_eq!(exact.solvable, Some(expected.is_some()));
    if expected.is_some() {
        prop_assert_eq!(exact.claim, Claim::Optimal);
        prop_assert!(
            replay(board, &exact.sequence, &options).is_some(),
            "sequence does not replay"
        );
        prop_assert_eq!(exact.lower_bound, exact.taps.unwrap());
    } else {
        prop_assert_eq!(exact.claim, Claim::NoSolution);
    }
    let bfs = solve_bfs(board, &options, &Limits::none()).unwrap();
    prop_assert_eq!(bfs.taps, expected.map(|e| e.0), "plain BFS on {}", board);
    Ok(())
}

/// The admissible bound of `solver::bound` never exceeds the true minimum.
fn check_bound(board: &Board, rules: Rules) -> Result<(), TestCaseError> {
    let Some((taps, _)) = brute_force(board, rules, 12) else {
        return Ok(());
    };
    let mut cells = [0u8; tendrops::solver::packed::MAX_CELLS];
    cells[..board.len()].copy_from_slice(board.cells());
    let bound = lower_bound(&cells, board.rows(), board.cols(), rules.empty_taps);
    prop_assert!(
        bound <= taps,
        "bound {} > minimum {} on {} {:?}",
        bound,
        taps,
        board,
        rules
    );
    Ok(())
}

proptest! {
    // `TD_CASES=N` runs more cases (the suite default keeps it quick).
    #![proptest_config(ProptestConfig::with_cases(std::env::var("TD_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(100)))]

    #[test]
    fn exact_matches_brute_force_with_ample_supply(board in small_board(), t in 0usize..4, empty in any::<bool>()) {
        let rules = Rules::default().with_timing(Timing::ALL[t]).with_empty_taps(empty);
        check(&board, rules, 10)?;
    }

    #[test]
    fn lower_bound_is_admissible(board in small_board(), t in 0usize..4, empty in any::<bool>()) {
        let rules = Rules::default().with_timing(Timing::ALL[t]).with_empty_taps(empty);
        check_bound(&board, rules)?;
    }

    #[test]
    fn exact_matches_brute_force_with_scarce_supply(board in small_board(), t in 0usize..4, supply in 1u32..=4) {
        let rules = Rules::default().with_timing(Timing::ALL[t]).with_empty_taps(false);
        check(&board, rules, supply)?;
    }
}

#[test]
fn seed_iterative_deepening_is_exact_but_bounded() {
    let board: Board = "0340/4304/0020".parse().unwrap();
    let options = SolveOptions::new(Rules::default());
    let expected = brute_force(&board, options.rules, 10).map(|e| e.0);
    assert!(expected.is_some_and(|taps| taps >= 3));
    let seed = solve_report_iddfs(&board, &options, 6, &Limits::none()).unwrap();
    assert_eq!(seed.taps, expected);
    assert_eq!(seed.claim, Claim::Optimal);
    let shallow = solve_report_iddfs(&board, &options, 2, &Limits::none()).unwrap();
    assert_eq!(shallow.claim, Claim::NoSolutionWithin { depth: 2 });
}
