//! 4x4 checks: heuristics and the exact solver against an independent breadth-first search
//! near the goal, published optimal lengths of Korf's instances, and the generic A*.

mod common;

use std::sync::OnceLock;

use common::{boards_near_goal, options, reaches_goal, Steps};
use npuzzle::{random_walk, solve, Board, Evaluator, Heuristic, Mode, NPuzzleProblem, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use search::{run, Algorithm, Claim, Limits};

/// Depth of the breadth-first search from the 4x4 goal.
const DEPTH: u8 = 12;

fn near_goal() -> &'static [(Board, u32)] {
    static NEAR: OnceLock<Vec<(Board, u32)>> = OnceLock::new();
    NEAR.get_or_init(|| boards_near_goal(4, DEPTH))
}

#[test]
fn bfs_layers_match_the_known_counts() {
    // Positions at each distance from the goal (OEIS A089473), an independent check of the
    // breadth-first search the other tests rely on.
    let known = [1, 2, 4, 10, 24, 54, 107, 212, 446, 946, 1948, 3938, 7808];
    let mut layers = [0usize; DEPTH as usize + 1];
    for &(_, d) in near_goal() {
        layers[d as usize] += 1;
    }
    assert_eq!(layers, known);
}

#[test]
fn heuristics_never_overestimate_near_the_goal() {
    let cache = common::cache();
    for heuristic in Heuristic::ALL.into_iter().filter(|h| h.admissible()) {
        let e = Evaluator::new(heuristic, Size::Four, &cache).unwrap();
        let mut steps = Steps::default();
        for (board, d) in near_goal() {
            let h = e.estimate(board);
            assert!(h <= *d, "{heuristic}: {h} > {d} on {board}");
            steps.record(board, h, |b| e.estimate(b));
        }
        // Manhattan, linear conflict and walking distance are consistent. The pattern
        // databases are not quite: an entry is the least over all blank positions, and a move
        // can bring the tiles to a placement whose best blank position is far from the actual
        // one (measured: 148 of 48,216 moves here, by at most 5).
        if heuristic == Heuristic::Pdb {
            assert!(
                steps.jumps * 100 < steps.moves && steps.largest <= 6,
                "{steps:?}"
            );
        } else {
            assert_eq!(steps.jumps, 0, "{heuristic} is not consistent");
        }
    }
}

#[test]
fn pattern_databases_are_symmetric_dominate_and_nearly_consistent() {
    let cache = common::cache();
    let pdb = Evaluator::new(Heuristic::Pdb, Size::Four, &cache).unwrap();
    let set = pdb.pattern_set().unwrap();
    let manhattan = Evaluator::new(Heuristic::Manhattan, Size::Four, &cache).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut steps = Steps::default();
    for _ in 0..2_000 {
        let board = npuzzle::random_solvable(Size::Four, &mut rng);
        let h = set.estimate(&board);
        assert_eq!(h, set.estimate(&board.transposed()));
        assert!(h >= set.additive(&board));
        assert!(
            h >= manhattan.estimate(&board),
            "pdb at least Manhattan here"
        );
        steps.record(&board, h, |b| set.estimate(b));
    }
    // Measured: 111 of 5,971 moves (1.9%), by at most 5.
    assert!(
        steps.jumps * 25 < steps.moves && steps.largest <= 6,
        "{steps:?}"
    );
}

#[test]
fn exact_solver_matches_bfs_near_the_goal() {
    let o = options().mode(Mode::Exact);
    for (i, (board, d)) in near_goal().iter().enumerate() {
        if *d < 9 && i % 7 != 0 {
            continue;
        }
        let s = solve(board, &o, &Limits::none()).unwrap();
        assert_eq!((s.cost, s.claim), (Some(*d), Claim::Optimal), "{board}");
        assert!(reaches_goal(board, &s.moves));
    }
}

/// Korf's instance (cells row by row, his goal `0 1 2 ... 15`, blank first) as a position
/// for our goal (`1 2 ... 15 0`, blank last), at the same distance from the goal.
///
/// Turn the board half a turn (cell i goes to cell 15 - i) and rename every tile t to
/// 16 - t (the blank stays 0). Both maps are bijections that keep adjacency (a half turn
/// maps neighbouring cells to neighbouring cells), so they map moves to moves and paths to
/// paths of the same length; and they map Korf's goal (cell i holds i) to ours (cell
/// 15 - i holds 16 - i, i.e. cell j holds j + 1, and the blank lands on cell 15). So the
/// optimal length is unchanged.
fn from_korf(cells: [u8; 16]) -> Board {
    let mut ours = [0u8; 16];
    for (i, &t) in cells.iter().enumerate() {
        ours[15 - i] = if t == 0 { 0 } else { 16 - t };
    }
    Board::from_cells(&ours).expect("a permutation")
}

#[test]
fn korf_instances_have_their_published_lengths() {
    // Korf (1985), "Depth-first iterative-deepening", instances 1-3 with their optimal lengths.
    let instances: [([u8; 16], u32); 3] = [
        ([14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3], 57),
        ([13, 5, 4, 10, 9, 12, 8, 14, 2, 3, 7, 1, 0, 15, 11, 6], 55),
        ([14, 7, 8, 2, 13, 11, 10, 4, 9, 12, 5, 0, 3, 6, 1, 15], 59),
    ];
    let o = options().mode(Mode::Exact);
    for (cells, length) in instances {
        let board = from_korf(cells);
        assert!(board.is_solvable());
        let s = solve(&board, &o, &Limits::none()).unwrap();
        assert_eq!((s.cost, s.claim), (Some(length), Claim::Optimal), "{board}");
        assert!(reaches_goal(&board, &s.moves));
    }
    // The goal conversion itself.
    let korf_goal: [u8; 16] = std::array::from_fn(|i| i as u8);
    assert!(from_korf(korf_goal).is_solved());
}

#[test]
fn exact_solver_matches_generic_astar_on_random_walks() {
    let cache = common::cache();
    let o = options().mode(Mode::Exact);
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for steps in [20, 30, 40, 50, 60] {
        let board = random_walk(Size::Four, steps, &mut rng);
        let s = solve(&board, &o, &Limits::none()).unwrap();
        let problem = NPuzzleProblem::new(board, Heuristic::LinearConflict, &cache).unwrap();
        let report = run(
            &problem,
            Algorithm::AStar,
            &Limits::none().with_max_expanded(2_000_000),
        )
        .unwrap();
        if report.claim == Claim::Optimal {
            assert_eq!(report.cost(), s.cost.map(u64::from), "{board}");
        }
        assert_eq!(s.claim, Claim::Optimal);
    }
}

#[test]
fn lower_bound_of_a_stopped_search_is_sound() {
    let board = from_korf([14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3]);
    let exact = options().mode(Mode::Exact);
    let s = solve(&board, &exact, &Limits::none().with_max_expanded(2_000)).unwrap();
    assert!(matches!(s.claim, Claim::Stopped { .. }));
    assert!(
        s.lower_bound <= 57 && s.lower_bound >= 41,
        "{}",
        s.lower_bound
    );
    let auto = solve(
        &board,
        &options(),
        &Limits::none().with_max_expanded(20_000),
    )
    .unwrap();
    assert!(reaches_goal(&board, &auto.moves));
    assert!(auto.cost.unwrap() >= 57);
    assert!(auto.lower_bound <= 57);
}
