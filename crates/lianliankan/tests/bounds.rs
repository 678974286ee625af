//! The solvers' lower bounds against the exhaustive reference in `brute`: never above the
//! least cost from any state met along random play (admissible), never dropping by more than
//! a removal's cost (consistent), and the incremental update equal to a fresh computation.

mod brute;

use brute::turn_limit;

use lianliankan::bound::IMPOSSIBLE;
use lianliankan::solver::heuristic::Heuristic;
use lianliankan::solver::problem::ClearingProblem;
use lianliankan::{Board, Gravity, MaxTurns, Puzzle, Rules};
use proptest::prelude::*;

/// Small random boards: codes from {-1, 0, 1..=kinds}, odd kinds fixed by emptying a tile.
fn small_board(max_side: usize, kinds: i64) -> impl Strategy<Value = Board> {
    (1..=max_side, 1..=max_side).prop_flat_map(move |(rows, cols)| {
        proptest::collection::vec(-1i64..=kinds, rows * cols)
            .prop_map(move |codes| brute::even_board(rows, cols, codes, kinds))
    })
}

fn gravity() -> impl Strategy<Value = Gravity> {
    proptest::sample::select(Gravity::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn search_bound_is_admissible_and_consistent_along_random_play(
        board in small_board(5, 3),
        limit in turn_limit(),
        gravity in gravity(),
        choices in proptest::collection::vec(any::<u16>(), 8),
    ) {
        prop_assume!(board.tile_count() <= 12);
        let puzzle = Puzzle::new(board, Rules { max_turns: limit, gravity });
        let heuristic = Heuristic::new(&puzzle);
        let mut state = puzzle.initial().words().to_vec();
        for choice in choices {
            let h = heuristic.of(&state);
            let least = brute::board_least_cost(&puzzle.board_at(&state), limit.as_u32(), gravity);
            if let Some(cost) = least {
                prop_assert!(u64::from(h) <= cost, "bound {} above the least cost {}", h, cost);
            }
            if h >= IMPOSSIBLE {
                prop_assert_eq!(least, None, "a clearable state called impossible");
                break;
            }
            let arrangement = puzzle.arrange(&state);
            let mut moves = Vec::new();
            puzzle.moves(&state, &arrangement, &mut moves);
            if moves.is_empty() {
                break;
            }
            for mv in &moves {
                let mut child = state.clone();
                puzzle.apply(&mut child, mv);
                let fresh = heuristic.of(&child);
                let incremental = heuristic.after(&state, &child, h, mv);
                prop_assert_eq!(fresh.min(IMPOSSIBLE), incremental.min(IMPOSSIBLE));
                if fresh < IMPOSSIBLE {
                    prop_assert!(h <= mv.cost() + fresh, "h {} drops to {} over a removal of cost {}", h, fresh, mv.cost());
                }
            }
            let mv = moves[usize::from(choice) % moves.len()];
            puzzle.apply(&mut state, &mv);
        }
    }

    #[test]
    fn generic_astar_with_the_search_bound_finds_the_optimum(
        board in small_board(4, 3),
        limit in turn_limit(),
        gravity in gravity(),
    ) {
        prop_assume!(board.tile_count() <= 10);
        let puzzle = Puzzle::new(board.clone(), Rules { max_turns: limit, gravity });
        let problem = ClearingProblem::new(&puzzle);
        let report = search::run(&problem, search::Algorithm::AStar, &search::Limits::none())
            .map_err(|e| TestCaseError::fail(e.to_string()))?;
        let least = brute::board_least_cost(&board, limit.as_u32(), gravity);
        prop_assert_eq!(report.cost(), least);
    }
}

#[test]
fn gravity_bound_beats_one_per_pair_on_the_seed_board() {
    let board = lianliankan::parse_board(include_str!("../data/lianliankan-seed-board.txt"))
        .expect("parses");
    let rules = Rules {
        max_turns: MaxTurns::Limit(3),
        gravity: Gravity::AwayFromMiddleCol,
    };
    let puzzle = Puzzle::new(board, rules);
    let pairs = puzzle.tile_count() as u32 / 2;
    let root = Heuristic::new(&puzzle).of(puzzle.initial().words());
    assert!(root > pairs, "root bound {root}, {pairs} pairs");
    let solution = lianliankan::solve(&puzzle, &search::Limits::none());
    assert!(solution.optimal);
    assert!(solution.cost.is_some_and(|c| c >= u64::from(root)));
}
