//! The fast engine against the plain reference in `brute`: pair paths, optima, replays.

mod brute;

use brute::turn_limit;

use lianliankan::{solve, Board, Cell, Gravity, MaxTurns, Pos, Puzzle, Rules};
use proptest::prelude::*;
use search::Limits;

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

/// Checks that a drawn path is made of straight segments over free cells.
fn path_is_valid(board: &Board, points: &[Pos]) -> bool {
    for pair in points.windows(2) {
        let (p, q) = (pair[0], pair[1]);
        if p.row != q.row && p.col != q.col {
            return false;
        }
        let steps = (q.row - p.row).abs() + (q.col - p.col).abs();
        let (dr, dc) = ((q.row - p.row).signum(), (q.col - p.col).signum());
        for s in 1..steps {
            let cell = board.cell(p.row + dr * s, p.col + dc * s);
            if cell != Cell::Empty {
                return false;
            }
        }
    }
    // corners themselves (not the end tiles) must be empty too
    points[1..points.len().saturating_sub(1)]
        .iter()
        .all(|p| board.cell(p.row, p.col) == Cell::Empty)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn pair_turns_and_paths_match_the_reference(board in small_board(6, 3), limit in turn_limit()) {
        let puzzle = Puzzle::new(board.clone(), Rules::with_max_turns(limit));
        let state = puzzle.initial();
        let arrangement = puzzle.arrange(state.words());
        let grid = brute::Grid::from_board(&board);
        let tiles = puzzle.tiles();
        for a in 0..tiles.len() {
            for b in a + 1..tiles.len() {
                if tiles[a].kind != tiles[b].kind {
                    continue;
                }
                let pa = puzzle.to_pos(tiles[a].home);
                let pb = puzzle.to_pos(tiles[b].home);
                let reference = brute::min_turns(&grid, (pa.row.into(), pa.col.into()), (pb.row.into(), pb.col.into()), limit.as_u32());
                let fast = puzzle.pair_turns(&arrangement, a, b);
                prop_assert_eq!(fast, reference.map(|r| r.0), "turns {:?}-{:?}", pa, pb);
                let path = puzzle.path(&arrangement, a, b);
                prop_assert_eq!(path.as_ref().map(|p| (p.turns, p.length)), reference);
                if let Some(path) = path {
                    prop_assert_eq!(path.points.len() as u32, path.turns + 2);
                    prop_assert_eq!(path.points[0], pa);
                    prop_assert_eq!(*path.points.last().unwrap(), pb);
                    prop_assert!(path_is_valid(&board, &path.points), "{:?}", path.points);
                }
            }
        }
    }

    #[test]
    fn every_generated_move_is_legal_and_none_is_missing(board in small_board(5, 3), limit in turn_limit(), gravity in gravity()) {
        let puzzle = Puzzle::new(board.clone(), Rules { max_turns: limit, gravity });
        let state = puzzle.initial();
        let arrangement = puzzle.arrange(state.words());
        let mut moves = Vec::new();
        puzzle.moves(state.words(), &arrangement, &mut moves);
        let mut grid = brute::Grid::from_board(&board);
        brute::settle(&mut grid, gravity);
        let mut fast: Vec<_> = moves.iter().map(|m| {
            let (a, b) = (puzzle.to_pos(arrangement.pos[m.a]), puzzle.to_pos(arrangement.pos[m.b]));
            let (a, b) = if a <= b { (a, b) } else { (b, a) };
            (((a.row as i64), (a.col as i64)), ((b.row as i64), (b.col as i64)), m.turns)
        }).collect();
        fast.sort();
        let mut reference = brute::removals(&grid, limit.as_u32());
        reference.sort();
        prop_assert_eq!(fast, reference);
    }

    #[test]
    fn optimum_matches_exhaustive_search(board in small_board(5, 4), limit in turn_limit(), gravity in gravity()) {
        prop_assume!(board.tile_count() <= 12);
        let puzzle = Puzzle::new(board.clone(), Rules { max_turns: limit, gravity });
        let solution = solve(&puzzle, &Limits::none());
        let reference = brute::board_least_cost(&board, limit.as_u32(), gravity);
        prop_assert_eq!(solution.solvable, Some(reference.is_some()));
        prop_assert_eq!(solution.cost, reference);
        if let Some(cost) = reference {
            prop_assert!(solution.optimal);
            prop_assert_eq!(solution.lower_bound, Some(cost));
            let steps: Vec<_> = solution.removals.iter().map(|r| {
                ((r.a.row as i64, r.a.col as i64), (r.b.row as i64, r.b.col as i64), r.turns)
            }).collect();
            prop_assert_eq!(brute::replay(&board, limit.as_u32(), gravity, &steps), Ok(cost));
            prop_assert_eq!(puzzle.replay(&solution.moves), Ok(cost));
        }
        prop_assert!(u64::from(puzzle.lower_bound(puzzle.initial().words())) <= reference.unwrap_or(u64::MAX));
    }
}

/// Turns needed between the two tiles of kind 1 in a one-kind board.
fn turns_between(rows: usize, cols: usize, codes: &[i64], limit: u32) -> Option<u32> {
    let puzzle = Puzzle::new(
        brute::board(rows, cols, codes),
        Rules::with_max_turns(MaxTurns::Limit(limit)),
    );
    let arrangement = puzzle.arrange(puzzle.initial().words());
    puzzle.pair_turns(&arrangement, 0, 1)
}

#[test]
fn the_ring_is_usable_on_all_four_sides() {
    // top: two tiles in the top row separated by a wall below and a blocker between them
    let top = [1, -1, 1, 2, -1, 2];
    assert_eq!(turns_between(2, 3, &top, 2), Some(2));
    // bottom row
    let bottom = [2, -1, 2, 1, -1, 1];
    let puzzle = Puzzle::new(brute::board(2, 3, &bottom), Rules::default());
    let arrangement = puzzle.arrange(puzzle.initial().words());
    let ones: Vec<usize> = (0..4).filter(|&t| puzzle.tiles()[t].kind == 1).collect();
    let path = puzzle
        .path(&arrangement, ones[0], ones[1])
        .expect("path through the bottom ring");
    assert_eq!(
        path.points,
        vec![
            Pos::new(1, 0),
            Pos::new(2, 0),
            Pos::new(2, 2),
            Pos::new(1, 2)
        ]
    );
    // left column and right column
    let left = [1, 2, -1, -1, 1, 2];
    let puzzle = Puzzle::new(brute::board(3, 2, &left), Rules::default());
    let arrangement = puzzle.arrange(puzzle.initial().words());
    let path = puzzle.path(&arrangement, 0, 2).expect("left ring");
    assert_eq!(
        path.points,
        vec![
            Pos::new(0, 0),
            Pos::new(0, -1),
            Pos::new(2, -1),
            Pos::new(2, 0)
        ]
    );
    let path = puzzle.path(&arrangement, 1, 3).expect("right ring");
    assert_eq!(
        path.points,
        vec![
            Pos::new(0, 1),
            Pos::new(0, 2),
            Pos::new(2, 2),
            Pos::new(2, 1)
        ]
    );
}

#[test]
fn turn_limits_are_respected() {
    // tiles at opposite corners of a blocked middle: needs 2 turns via the ring? no: 1 turn via a corner
    let board = [1, 0, 0, 0, -1, 0, 0, 0, 1];
    assert_eq!(turns_between(3, 3, &board, 2), Some(1));
    assert_eq!(turns_between(3, 3, &board, 0), None);
    // a pair that needs exactly 3 turns (a spiral-like wall)
    let spiral = [1, -1, 0, 0, -1, 0, -1, -1, 0, 1, 0, -1, -1, -1, -1, -1];
    let needs = turns_between(4, 4, &spiral, 10);
    let grid = brute::Grid::from_board(&brute::board(4, 4, &spiral));
    assert_eq!(
        needs,
        brute::min_turns(&grid, (0, 0), (2, 1), 10).map(|r| r.0)
    );
}

#[test]
fn seed_board_optimum_beats_the_seed_and_replays() {
    let board = lianliankan::parse_board(include_str!("../data/lianliankan-seed-board.txt"))
        .expect("parses");
    let puzzle = Puzzle::new(board.clone(), Rules::with_max_turns(MaxTurns::Limit(3)));
    let solution = solve(&puzzle, &Limits::none());
    assert!(solution.optimal);
    let cost = solution.cost.expect("the seed board can be cleared");
    // the seed's branch-capped A* found 36 (cap 2) and 46 (cap 1); the optimum cannot be worse
    assert!(cost <= 36, "cost {cost}");
    assert!(cost >= 18);
    let steps: Vec<_> = solution
        .removals
        .iter()
        .map(|r| {
            (
                (r.a.row as i64, r.a.col as i64),
                (r.b.row as i64, r.b.col as i64),
                r.turns,
            )
        })
        .collect();
    assert_eq!(brute::replay(&board, 3, Gravity::None, &steps), Ok(cost));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 60, ..ProptestConfig::default() })]

    #[test]
    fn solvable_generation_is_clearable_by_the_reference(seed in 0u64..1_000_000, turns in 0u32..=3, gravity in gravity(), packed in any::<bool>()) {
        let params = if packed {
            lianliankan::Params { rows: 4, cols: 3, pairs: 6, kinds: 3, blockers: 0 }
        } else {
            lianliankan::Params { rows: 4, cols: 4, pairs: 5, kinds: 3, blockers: 2 }
        };
        let rules = Rules { max_turns: MaxTurns::Limit(turns), gravity };
        match lianliankan::generate(&params, rules, true, seed, &Limits::none()) {
            Ok(board) => {
                prop_assert_eq!(board.tile_count(), 2 * params.pairs);
                prop_assert!(brute::board_least_cost(&board, turns, gravity).is_some());
            }
            // only gravity deals are drawn at random; without gravity construction never fails
            Err(e) => prop_assert!(gravity != Gravity::None, "{e}"),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn decision_matches_exhaustive_search(board in small_board(5, 4), limit in turn_limit(), gravity in gravity()) {
        prop_assume!(board.tile_count() <= 12);
        let puzzle = Puzzle::new(board.clone(), Rules { max_turns: limit, gravity });
        let reference = brute::board_least_cost(&board, limit.as_u32(), gravity);
        let arrangement = puzzle.arrange(puzzle.initial().words());
        if !puzzle.relaxed_clearable(puzzle.initial().words(), &arrangement, &[]) {
            prop_assert_eq!(reference, None, "the relaxation called a clearable board dead");
        }
        let decided = lianliankan::decide_from(&puzzle, &puzzle.initial(), &Limits::none());
        prop_assert_eq!(decided.solvable, Some(reference.is_some()));
        if let Some(optimum) = reference {
            let cost = decided.cost.unwrap_or(0);
            prop_assert!(cost >= optimum);
            prop_assert_eq!(puzzle.replay(&decided.moves), Ok(cost));
        }
    }

    #[test]
    fn seed_method_clearings_replay_and_never_beat_the_optimum(board in small_board(5, 4), cap in 1usize..=3) {
        prop_assume!(board.tile_count() <= 12);
        let rules = Rules::with_max_turns(MaxTurns::Limit(3));
        let puzzle = Puzzle::new(board.clone(), rules);
        let seed = lianliankan::solver::report::report_astar(&puzzle, cap, &Limits::none());
        let reference = brute::board_least_cost(&board, 3, Gravity::None);
        if let Some(cost) = seed.cost {
            prop_assert!(cost >= reference.unwrap_or(u64::MAX));
            prop_assert_eq!(puzzle.replay(&seed.moves), Ok(cost));
        }
    }
}

#[test]
fn random_packed_boards_get_proven_answers_that_replay() {
    // 6x6 fully packed, 18 kinds, 2 turns: a mix of clearable and unclearable deals
    let params = lianliankan::Params {
        rows: 6,
        cols: 6,
        pairs: 18,
        kinds: 18,
        blockers: 0,
    };
    let rules = Rules::with_max_turns(MaxTurns::Limit(2));
    let (mut yes, mut no) = (0, 0);
    for seed in 0..30 {
        let board =
            lianliankan::generate(&params, rules, false, seed, &Limits::none()).expect("board");
        let puzzle = Puzzle::new(board, rules);
        let exact = solve(&puzzle, &Limits::none());
        let decided = lianliankan::decide_from(&puzzle, &puzzle.initial(), &Limits::none());
        assert_eq!(exact.solvable, decided.solvable, "seed {seed}");
        match exact.cost {
            Some(cost) => {
                yes += 1;
                assert!(exact.optimal);
                assert_eq!(puzzle.replay(&exact.moves), Ok(cost));
                assert!(decided.cost.is_some_and(|c| c >= cost));
            }
            None => no += 1,
        }
    }
    assert!(yes > 0 && no > 0, "{yes} clearable, {no} not");
}

#[test]
fn playback_scores_are_consistent_along_an_optimal_clearing() {
    let board = lianliankan::parse_board(include_str!("../data/lianliankan-seed-board.txt"))
        .expect("parses");
    let puzzle = Puzzle::new(board, Rules::with_max_turns(MaxTurns::Limit(3)));
    let solution = solve(&puzzle, &Limits::none());
    let steps = &solution.playback;
    assert_eq!(steps.len(), solution.removals.len() + 1);
    assert_eq!(steps[0].g, 0);
    let last = steps.last().expect("steps");
    assert_eq!((last.g, last.h), (solution.cost.unwrap_or(0), 0));
    // consistent bound: f never decreases along a path and never exceeds the optimum
    for pair in steps.windows(2) {
        assert!(pair[0].f <= pair[1].f, "{pair:?}");
        assert!(pair[1].f <= last.g);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn pairing_search_matches_exhaustive_search(
        board in prop_oneof![small_board(5, 3), small_board(4, 1)],
        limit in turn_limit(),
    ) {
        // one-kind boards have kinds of 10 or 12 tiles: those stay free for the order search
        prop_assume!(board.tile_count() <= 12);
        let puzzle = Puzzle::new(board.clone(), Rules::with_max_turns(limit));
        let reference = brute::board_least_cost(&board, limit.as_u32(), Gravity::None);
        let limits = Limits::none();
        let mut stats = search::Stats::default();
        let start = puzzle.initial();
        let outcome = lianliankan::solver::pairing::decide_by_pairing(&puzzle, start.words(), &mut limits.start(), &mut stats);
        let found = match outcome {
            Some(Ok(found)) => found,
            other => return Err(TestCaseError::fail(format!("no answer: {other:?}"))),
        };
        prop_assert_eq!(found.is_some(), reference.is_some());
        if let Some(clearing) = found {
            prop_assert_eq!(puzzle.replay(&clearing.moves), Ok(clearing.cost));
        }
        // the ranked order of the same search
        let ranked = lianliankan::solver::pairing::PairingSearch::new(&puzzle, start.words())
            .map(|search| search.ranked().run(&mut limits.start(), &mut stats));
        let Some(Ok(found)) = ranked else {
            return Err(TestCaseError::fail(format!("no ranked answer: {ranked:?}")));
        };
        prop_assert_eq!(found.is_some(), reference.is_some());
        if let Some(clearing) = found {
            prop_assert_eq!(puzzle.replay(&clearing.moves), Ok(clearing.cost));
        }
    }
}

/// Small boards of kinds with 2 to 10 tiles (12 tiles in all), packed or with blockers or
/// holes, shuffled: the shapes that exercise the pairing search's matching and pair probes.
fn packed_board() -> impl Strategy<Value = Board> {
    let mixes: Vec<Vec<usize>> = vec![
        vec![4, 4, 4],
        vec![4, 4, 2, 2],
        vec![6, 6],
        vec![6, 4, 2],
        vec![8, 4],
        vec![10, 2],
        vec![2, 2, 2, 2, 2, 2],
    ];
    // (rows, cols, blockers, holes): 12 tiles each
    let layouts = vec![
        (3, 4, 0, 0),
        (2, 6, 0, 0),
        (4, 4, 4, 0),
        (4, 4, 2, 2),
        (4, 4, 0, 4),
    ];
    (
        proptest::sample::select(mixes),
        proptest::sample::select(layouts),
    )
        .prop_flat_map(|(mix, (rows, cols, blockers, holes))| {
            let mut codes: Vec<i64> = Vec::new();
            for (k, &count) in mix.iter().enumerate() {
                codes.extend(std::iter::repeat_n(k as i64 + 1, count));
            }
            codes.extend(std::iter::repeat_n(-1, blockers));
            codes.extend(std::iter::repeat_n(0, holes));
            Just(codes)
                .prop_shuffle()
                .prop_map(move |codes| brute::board(rows, cols, &codes))
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, ..ProptestConfig::default() })]

    /// Every decision search, whole or in one-node slices (resumed, passing each other the
    /// facts proven at their roots after every slice, as `decide_from` does), agrees with
    /// the exhaustive reference, and every clearing replays.
    #[test]
    fn decision_searches_match_exhaustive_search_on_packed_boards(board in packed_board(), turns in 0u32..=3) {
        use lianliankan::solver::{decide, pairing};
        let rules = Rules::with_max_turns(MaxTurns::Limit(turns));
        let puzzle = Puzzle::new(board.clone(), rules);
        let reference = brute::board_least_cost(&board, turns, Gravity::None).is_some();
        let start = puzzle.initial();
        let check = |name: &str, found: Option<&[lianliankan::Move]>| -> Result<(), TestCaseError> {
            prop_assert_eq!(found.is_some(), reference, "{}", name);
            if let Some(moves) = found {
                prop_assert!(puzzle.replay(moves).is_ok(), "{} clearing does not replay", name);
            }
            Ok(())
        };
        let decided = lianliankan::decide_from(&puzzle, &start, &Limits::none());
        prop_assert!(decided.solvable.is_some());
        check("decide_from", decided.solvable.and_then(|s| s.then_some(decided.moves.as_slice())))?;
        let mut stats = search::Stats::default();
        let order = decide::decide(&puzzle, start.words(), &mut Limits::none().start(), &mut stats);
        let order = order.map_err(|e| TestCaseError::fail(format!("order search stopped: {e}")))?;
        check("order search", order.as_ref().map(|c| c.moves.as_slice()))?;
        let whole = pairing::decide_by_pairing(&puzzle, start.words(), &mut Limits::none().start(), &mut stats);
        let Some(Ok(whole)) = whole else {
            return Err(TestCaseError::fail(format!("no pairing answer: {whole:?}")));
        };
        check("pairing search", whole.as_ref().map(|c| c.moves.as_slice()))?;
        // one node per slice: both searches must pick up where they stopped
        let mut order = decide::OrderSearch::new(&puzzle, start.words(), Vec::new(), &mut stats);
        let new_pairing = || pairing::PairingSearch::new(&puzzle, start.words())
            .ok_or_else(|| TestCaseError::fail("no pairing search without gravity"));
        let mut pairings = [new_pairing()?, new_pairing()?.ranked()];
        let mut order_answer = None;
        let mut pairing_answers = [None, None];
        for _ in 0..100_000 {
            let slice = Limits::none().with_max_expanded(stats.expanded + 1);
            if order_answer.is_none() {
                if let Ok(found) = order.run(&mut slice.start(), &mut stats) {
                    order_answer = Some(found);
                }
            }
            for (pairing, answer) in pairings.iter_mut().zip(pairing_answers.iter_mut()) {
                if answer.is_some() {
                    continue;
                }
                if order_answer.is_none() {
                    let (required, excluded) = order.root_facts();
                    pairing.learn(&required, &excluded);
                }
                let slice = Limits::none().with_max_expanded(stats.expanded + 1);
                match pairing.run(&mut slice.start(), &mut stats) {
                    Ok(found) => *answer = Some(found),
                    Err(_) if order_answer.is_none() => order.ban_everywhere(&pairing.proven_unused()),
                    Err(_) => {}
                }
            }
            if order_answer.is_some() && pairing_answers.iter().all(Option::is_some) {
                break;
            }
        }
        let (Some(order_answer), [Some(plain_answer), Some(ranked_answer)]) = (order_answer, pairing_answers) else {
            return Err(TestCaseError::fail("sliced searches did not finish"));
        };
        check("sliced order search", order_answer.as_ref().map(|c| c.moves.as_slice()))?;
        check("sliced pairing search", plain_answer.as_ref().map(|c| c.moves.as_slice()))?;
        check("sliced ranked pairing search", ranked_answer.as_ref().map(|c| c.moves.as_slice()))?;
    }
}
