//! The "most drops left" objective against an exhaustive reference written here from the game
//! API alone: a memoised depth-first search over every tap sequence the supply allows (no
//! macro moves, no bounds), on small boards, in all four timing models, with empty taps
//! allowed and forbidden.

use std::collections::HashMap;

use proptest::prelude::*;
use search::{Claim, Limits};
use tendrops::solver::replay;
use tendrops::{solve, Board, Game, Objective, Rules, SolveOptions, Timing};

/// The best (drops left, taps) over every clearing sequence from `game`: most drops left,
/// then fewest taps; `None` when no sequence clears the board. The (board, supply) graph has
/// no cycles (a tap costs a drop and earns at most a third of a drop per burst, and returning
/// to a board needs a burst per tap), so memoising on it is sound.
fn best_from(
    game: &Game,
    memo: &mut HashMap<(String, u32), Option<(u32, u32)>>,
) -> Option<(u32, u32)> {
    let key = (game.board().to_line(), game.supply());
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let mut best: Option<(u32, u32)> = None;
    for pos in game.legal_taps() {
        let mut next = game.clone();
        next.tap(pos).expect("a legal tap");
        let result = if next.board().is_clear() {
            Some((next.supply(), 1))
        } else {
            best_from(&next, memo).map(|(left, taps)| (left, taps + 1))
        };
        if let Some((left, taps)) = result {
            let better = best.is_none_or(|(l, t)| left > l || (left == l && taps < t));
            if better {
                best = Some((left, taps));
            }
        }
    }
    memo.insert(key, best);
    best
}

fn reference(board: &Board, rules: Rules, supply: u32) -> Option<(u32, u32)> {
    if board.is_clear() {
        return Some((supply, 0));
    }
    best_from(
        &Game::with_supply(board.clone(), rules, supply),
        &mut HashMap::new(),
    )
}

fn small_board() -> impl Strategy<Value = Board> {
    (1usize..=3, 2usize..=3).prop_flat_map(|(rows, cols)| {
        proptest::collection::vec(
            prop_oneof![2 => Just(0u8), 1 => 1u8..=2, 2 => 3u8..=4],
            rows * cols,
        )
        .prop_map(move |cells| Board::from_cells(rows, cols, cells).unwrap())
    })
}

fn check(board: &Board, rules: Rules, supply: u32) -> Result<(), TestCaseError> {
    let expected = reference(board, rules, supply);
    let options = SolveOptions {
        rules,
        objective: Objective::MostLeft,
        supply: Some(supply),
    };
    let s = solve(board, &options, &Limits::none()).unwrap();
    prop_assert_eq!(s.objective, Objective::MostLeft);
    prop_assert_eq!(
        s.drops_left.zip(s.taps),
        expected,
        "most drops left on {} {:?} supply {}",
        board,
        rules,
        supply
    );
    match expected {
        Some((left, _)) => {
            prop_assert_eq!(s.claim, Claim::Optimal);
            prop_assert!(s.optimal);
            prop_assert_eq!(s.drops_left_bound, Some(left));
            prop_assert_eq!(replay(board, &s.sequence, &options), Some(left));
        }
        None => {
            prop_assert_eq!(s.claim, Claim::NoSolution);
            prop_assert_eq!(s.solvable, Some(false));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(std::env::var("TD_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(100)))]

    #[test]
    fn most_left_matches_exhaustive_search(
        board in small_board(),
        t in 0usize..4,
        empty in any::<bool>(),
        supply in 1u32..=8,
    ) {
        let rules = Rules::default().with_timing(Timing::ALL[t]).with_empty_taps(empty);
        check(&board, rules, supply)?;
    }
}

/// On larger boards than the reference can handle, the answer is consistent with the
/// minimum-tap one: never fewer drops left, never fewer taps than the proven minimum, and a
/// sequence that replays to what it claims.
#[test]
fn most_left_is_consistent_with_the_shortest_clear() {
    let boards = [
        "4304/0423/3040/4102",
        "0440/3123/4004/2310",
        "403204/342441/404001/012013",
    ];
    for text in boards {
        let board: Board = text.parse().unwrap();
        for timing in Timing::ALL {
            for empty in [true, false] {
                let rules = Rules::default().with_timing(timing).with_empty_taps(empty);
                let shortest_options = SolveOptions::new(rules);
                let shortest = solve(&board, &shortest_options, &Limits::none()).unwrap();
                let options = SolveOptions {
                    objective: Objective::MostLeft,
                    ..shortest_options
                };
                let best = solve(&board, &options, &Limits::none()).unwrap();
                assert_eq!(best.solvable, shortest.solvable, "{text} {timing}");
                let (Some(taps), Some(left)) = (shortest.taps, shortest.drops_left) else {
                    continue;
                };
                assert_eq!(best.claim, Claim::Optimal, "{text} {timing}");
                let best_left = best.drops_left.expect("a sequence");
                assert!(best_left >= left, "{text} {timing}: {best_left} < {left}");
                assert!(best.taps.is_some_and(|t| t >= taps), "{text} {timing}");
                if best_left == left {
                    assert_eq!(
                        best.taps,
                        Some(taps),
                        "{text} {timing}: ties go to fewer taps"
                    );
                }
                assert_eq!(replay(&board, &best.sequence, &options), Some(best_left));
                assert_eq!(best.lower_bound, taps);
            }
        }
    }
}

/// A time limit stops the branch and bound even inside one long expansion, and the answer
/// stays honest: the best sequence found, which replays, and a proven upper bound.
#[test]
fn a_time_limit_stops_it_with_bounds_from_both_sides() {
    let board: Board = "040043/234201/104120/104302/140000/043100".parse().unwrap();
    let options = SolveOptions {
        objective: Objective::MostLeft,
        ..SolveOptions::new(Rules::default())
    };
    let limit = std::time::Duration::from_millis(300);
    let s = solve(&board, &options, &Limits::none().with_max_time(limit)).unwrap();
    assert!(
        s.stats.elapsed < limit * 10,
        "stopped after {:?}",
        s.stats.elapsed
    );
    if s.optimal {
        return; // A machine fast enough to prove it in time.
    }
    assert!(matches!(s.claim, Claim::Stopped { .. }), "{:?}", s.claim);
    // Under heavy load even the shortest clear may not be known yet.
    if let Some(left) = s.drops_left {
        let bound = s.drops_left_bound.expect("an upper bound with a sequence");
        assert!(left <= bound);
        assert!(s.taps.is_some_and(|t| t >= s.lower_bound));
        assert_eq!(replay(&board, &s.sequence, &options), Some(left));
    }
}
