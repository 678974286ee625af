//! The root-only conflict bound ([`lianliankan::solver::conflict_bound`]) against the
//! exhaustive reference in `brute`: never above the least cost, from the initial board and from
//! states met along random play, on small dense boards (where conflicts are common) with and
//! without blockers, under every turn limit; also the root's conflicts carried to later states
//! and the solver's bound when A* (which adds them) is stopped early.

mod brute;

use brute::turn_limit;

use lianliankan::bound::IMPOSSIBLE;
use lianliankan::solver::astar::{astar_refined, AstarOutcome};
use lianliankan::solver::conflict_bound::{
    conflict_bound, conflicts, conflicts_with, cycle_bonus, untouched_bonus, LaterBonus,
};
use lianliankan::solver::heuristic::Heuristic;
use lianliankan::{solve, Board, MaxTurns, Puzzle, Rules};
use proptest::prelude::*;
use search::{Limits, Stats};

/// Small dense boards: mostly tiles of `kinds` kinds, a few empty cells and blockers, odd kinds
/// fixed by emptying a tile.
fn dense_board(max_side: usize, kinds: i64) -> impl Strategy<Value = Board> {
    (2..=max_side, 2..=max_side).prop_flat_map(move |(rows, cols)| {
        proptest::collection::vec(
            prop_oneof![8 => 1..=kinds, 1 => Just(0i64), 1 => Just(-1i64)],
            rows * cols,
        )
        .prop_map(move |codes| brute::even_board(rows, cols, codes, kinds))
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    #[test]
    fn conflict_bound_never_exceeds_the_least_cost(
        board in dense_board(5, 4),
        limit in turn_limit(),
        choices in proptest::collection::vec(any::<u16>(), 6),
    ) {
        prop_assume!(board.tile_count() <= 14);
        let rules = Rules::with_max_turns(limit);
        let puzzle = Puzzle::new(board, rules);
        let mut state = puzzle.initial().words().to_vec();
        for choice in choices {
            let bound = conflict_bound(&puzzle, &state);
            prop_assert!(bound >= puzzle.lower_bound(&state).min(IMPOSSIBLE));
            let least = brute::board_least_cost(&puzzle.board_at(&state), limit.as_u32(), rules.gravity);
            match least {
                Some(cost) => prop_assert!(
                    u64::from(bound) <= cost,
                    "conflict bound {} (matching {}) above the least cost {}",
                    bound, puzzle.lower_bound(&state), cost
                ),
                None => break,
            }
            let arrangement = puzzle.arrange(&state);
            let mut moves = Vec::new();
            puzzle.moves(&state, &arrangement, &mut moves);
            if moves.is_empty() {
                break;
            }
            let mv = moves[usize::from(choice) % moves.len()];
            puzzle.apply(&mut state, &mv);
        }
    }
}

/// The kinds of `puzzle` with all their tiles in `state`, as a kind mask.
fn untouched(puzzle: &Puzzle, state: &[u64]) -> u64 {
    puzzle
        .kinds()
        .iter()
        .enumerate()
        .filter(|(_, k)| k.tiles.iter().all(|&t| state[t / 64] >> (t % 64) & 1 == 1))
        .fold(0u64, |m, (k, _)| m | (1u64 << k))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

    /// The root's infeasible kind sets, kept only where their kinds are untouched, still bound
    /// later states: matching bound + their bonus never exceeds the least cost from there.
    #[test]
    fn untouched_root_conflicts_bound_later_states(
        board in dense_board(5, 4),
        limit in turn_limit(),
        choices in proptest::collection::vec(any::<u16>(), 6),
    ) {
        prop_assume!(board.tile_count() <= 14);
        let rules = Rules::with_max_turns(limit);
        let puzzle = Puzzle::new(board, rules);
        let mut state = puzzle.initial().words().to_vec();
        // the sets are those of level 0 (level 1 adds to the root's bonus only)
        let root = conflicts_with(&puzzle, &state, false, &|| false);
        prop_assert!(untouched_bonus(&root.sets, untouched(&puzzle, &state)) >= root.bonus);
        for choice in choices {
            let base = puzzle.lower_bound(&state);
            if base >= IMPOSSIBLE {
                break;
            }
            let bound = base + untouched_bonus(&root.sets, untouched(&puzzle, &state));
            let least = brute::board_least_cost(&puzzle.board_at(&state), limit.as_u32(), rules.gravity);
            match least {
                Some(cost) => prop_assert!(
                    u64::from(bound) <= cost,
                    "bound {} (matching {}) above the least cost {}", bound, base, cost
                ),
                None => break,
            }
            let arrangement = puzzle.arrange(&state);
            let mut moves = Vec::new();
            puzzle.moves(&state, &arrangement, &mut moves);
            if moves.is_empty() {
                break;
            }
            let mv = moves[usize::from(choice) % moves.len()];
            puzzle.apply(&mut state, &mv);
        }
    }

    /// Stopped early, the solver's proven bound (A* with the conflict addition, reopening)
    /// never exceeds the least cost, and a finished run finds it.
    #[test]
    fn solver_bounds_never_exceed_the_least_cost(
        board in dense_board(5, 4),
        limit in turn_limit(),
        nodes in 1u64..60,
    ) {
        prop_assume!(board.tile_count() <= 14);
        let rules = Rules::with_max_turns(limit);
        let puzzle = Puzzle::new(board, rules);
        let least = brute::board_least_cost(puzzle.board(), limit.as_u32(), rules.gravity);
        let stopped = solve(&puzzle, &Limits::none().with_max_expanded(nodes));
        let full = solve(&puzzle, &Limits::none());
        prop_assert_eq!(full.cost, least);
        // the solver settles boards this small with plain A* first: the refined A* (the
        // root's conflicts added to untouched states, reopening) is run here directly
        let start = puzzle.initial().words().to_vec();
        let heuristic = Heuristic::new(&puzzle);
        let mut later = LaterBonus::new(&puzzle, conflicts(&puzzle, &start).sets);
        let mut refined = |nodes: Option<u64>| {
            let limits = match nodes {
                Some(n) => Limits::none().with_max_expanded(n),
                None => Limits::none(),
            };
            astar_refined(&puzzle, &heuristic, &start, None, &mut limits.start(),
                &mut Stats::default(), &mut |state: &[u64]| later.of(state))
        };
        let refined_stopped = refined(Some(nodes));
        match refined(None) {
            AstarOutcome::Optimal(c) => prop_assert_eq!(Some(c.cost), least),
            AstarOutcome::NoClearing => prop_assert_eq!(None, least),
            AstarOutcome::Stopped { .. } => prop_assert!(false, "an unlimited run stopped"),
        }
        if let Some(cost) = least {
            prop_assert!(stopped.lower_bound.is_some_and(|b| b <= cost), "bound {:?} above {}", stopped.lower_bound, cost);
            if let Some(found) = stopped.cost {
                prop_assert_eq!(puzzle.replay(&stopped.moves), Ok(found));
            }
            if let AstarOutcome::Stopped { lower_bound, .. } = refined_stopped {
                prop_assert!(lower_bound <= cost, "refined A* bound {} above {}", lower_bound, cost);
            }
        }
    }
}

/// `A B A B` on one row: each straight pair has a tile of the other between its tiles, so one
/// of them must pay more than 1; the least cost is 4 (A around the ring, then B straight).
#[test]
fn interleaved_pairs_add_one() {
    let board = brute::board(1, 4, &[1, 2, 1, 2]);
    let puzzle = Puzzle::new(board, Rules::with_max_turns(MaxTurns::Limit(3)));
    let state = puzzle.initial().words().to_vec();
    assert_eq!(puzzle.lower_bound(&state), 2);
    assert_eq!(cycle_bonus(&puzzle, &state), 1);
    assert_eq!(conflict_bound(&puzzle, &state), 3);
    let least = brute::board_least_cost(&puzzle.board_at(&state), 3, puzzle.rules().gravity);
    assert_eq!(least, Some(4));
}

/// The bonus is often positive on dense boards, so the admissibility test above means
/// something: count it over a fixed set of boards.
#[test]
fn the_bonus_is_often_positive_on_dense_boards() {
    let mut positive = 0;
    for seed in 0u64..200 {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut codes = Vec::new();
        for _ in 0..16 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            codes.push((x % 4) as i64 + 1);
        }
        for kind in 1..=4 {
            let count = codes.iter().filter(|&&v| v == kind).count();
            if count % 2 == 1 {
                let last = codes.iter().rposition(|&v| v == kind).unwrap();
                codes[last] = 0;
            }
        }
        let puzzle = Puzzle::new(
            brute::board(4, 4, &codes),
            Rules::with_max_turns(MaxTurns::Limit(2)),
        );
        let state = puzzle.initial().words().to_vec();
        if cycle_bonus(&puzzle, &state) > 0 {
            positive += 1;
        }
    }
    assert!(
        positive >= 10,
        "bonus positive on only {positive} of 200 boards"
    );
}

/// The level-1 search ([`lianliankan::solver::levels`]) never lowers the bonus and never
/// lifts the bound above the least cost, on fixed dense 5x5 boards of 3 kinds (kinds of about
/// 8 tiles, where a kind may have to pay two more); and it does raise the bonus on some.
#[test]
fn level_one_bonus_never_exceeds_the_least_cost() {
    const SIDE: usize = 5;
    const KINDS: u64 = 3;
    let mut raised = 0;
    for seed in 0u64..2000 {
        let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut codes = Vec::new();
        for _ in 0..SIDE * SIDE {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            codes.push((x % KINDS) as i64 + 1);
        }
        // two cells empty, then every kind even
        codes[(x % (SIDE * SIDE) as u64) as usize] = 0;
        codes[((x >> 8) % (SIDE * SIDE) as u64) as usize] = 0;
        for kind in 1..=KINDS as i64 {
            let count = codes.iter().filter(|&&v| v == kind).count();
            if count % 2 == 1 {
                if let Some(last) = codes.iter().rposition(|&v| v == kind) {
                    codes[last] = 0;
                }
            }
        }
        let limit = 2 + (seed % 2) as u32;
        let puzzle = Puzzle::new(
            brute::board(SIDE, SIDE, &codes),
            Rules::with_max_turns(MaxTurns::Limit(limit)),
        );
        let state = puzzle.initial().words().to_vec();
        let base = puzzle.lower_bound(&state);
        if base >= IMPOSSIBLE {
            continue;
        }
        let zero = conflicts_with(&puzzle, &state, false, &|| false).bonus;
        let one = conflicts(&puzzle, &state).bonus;
        assert!(one >= zero);
        if one == zero {
            continue;
        }
        raised += 1;
        // the exact A* as the reference (its admissibility is checked against the exhaustive
        // search above and in `exactness`; the exhaustive search itself is too slow here)
        let exact = solve(&puzzle, &Limits::none());
        assert!(exact.optimal || exact.cost.is_none());
        if let Some(cost) = exact.cost {
            assert!(
                u64::from(base + one) <= cost,
                "seed {seed}: matching {base} + level bonus {one} above the least cost {cost}"
            );
        }
    }
    assert!(
        raised >= 5,
        "the level-1 search raised the bonus on only {raised} boards"
    );
}

/// A stop signal (time limit, cancelled request) cuts the analysis short: every set then
/// counts as feasible, so the bonus falls to what was proven before, here nothing.
#[test]
fn a_stop_signal_ends_the_analysis_with_a_weaker_bonus() {
    let params = lianliankan::Params {
        rows: 8,
        cols: 8,
        pairs: 32,
        kinds: 8,
        blockers: 0,
    };
    let rules = Rules::with_max_turns(MaxTurns::Limit(3));
    let found = (0..40u64).find_map(|seed| {
        let board = lianliankan::generate(&params, rules, false, seed, &Limits::none()).ok()?;
        let puzzle = Puzzle::new(board, rules);
        let state = puzzle.initial().words().to_vec();
        let full = conflicts(&puzzle, &state);
        (full.bonus > 0).then_some((puzzle, state))
    });
    let (puzzle, state) = found.expect("some packed 8x8 deal has conflicts");
    let stopped = conflicts_with(&puzzle, &state, true, &|| true);
    assert_eq!(stopped.bonus, 0);
    assert!(stopped.sets.is_empty());
}
