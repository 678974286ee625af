//! The whole 3x3 state space by an independent breadth-first search: its size and diameter,
//! every heuristic against the true distance, and the solvers' lengths.

mod common;

use std::sync::OnceLock;

use common::{boards_near_goal, options, reaches_goal, Steps};
use npuzzle::{solve, Board, Evaluator, Heuristic, Mode, NPuzzleProblem, Size};
use search::{run, Algorithm, Claim, Limits};

fn space() -> &'static [(Board, u32)] {
    static SPACE: OnceLock<Vec<(Board, u32)>> = OnceLock::new();
    SPACE.get_or_init(|| boards_near_goal(3, u8::MAX))
}

#[test]
fn the_space_has_181440_positions_and_diameter_31() {
    let space = space();
    assert_eq!(space.len(), 181_440);
    let max = space.iter().map(|&(_, d)| d).max();
    assert_eq!(max, Some(31));
    let hardest: Vec<String> = space
        .iter()
        .filter(|&&(_, d)| d == 31)
        .map(|(b, _)| b.to_string())
        .collect();
    assert_eq!(hardest.len(), 2);
    assert!(
        hardest.contains(&"8 6 7/2 5 4/3 0 1".to_string()),
        "{hardest:?}"
    );
    assert!(space.iter().all(|(b, _)| b.is_solvable()));
    // The mean distance the rating model uses.
    let mean = space.iter().map(|&(_, d)| f64::from(d)).sum::<f64>() / space.len() as f64;
    assert!((mean - 21.97).abs() < 0.005, "{mean}");
}

#[test]
fn heuristics_are_admissible_and_consistent_everywhere() {
    let cache = common::cache();
    for heuristic in Heuristic::ALL {
        let e = Evaluator::new(heuristic, Size::Three, &cache).unwrap();
        let mut overestimates = 0;
        let mut steps = Steps::default();
        for (board, d) in space() {
            let h = e.estimate(board);
            if h > *d {
                overestimates += 1;
            }
            steps.record(board, h, |b| e.estimate(b));
            if heuristic == Heuristic::Pdb {
                assert_eq!(h, *d, "the 3x3 database is exact: {board}");
            }
        }
        assert_eq!(
            overestimates == 0,
            heuristic.admissible(),
            "{heuristic}: {overestimates}"
        );
        if heuristic.admissible() {
            assert_eq!(steps.jumps, 0, "{heuristic} is not consistent: {steps:?}");
        }
    }
}

#[test]
fn exact_solver_lengths_match_bfs() {
    let pdb = options().mode(Mode::Exact);
    let manhattan = options().heuristic(Heuristic::Manhattan).mode(Mode::Exact);
    let conflict = options()
        .heuristic(Heuristic::LinearConflict)
        .mode(Mode::Exact);
    for (i, (board, d)) in space().iter().enumerate() {
        let exact = solve(board, &pdb, &Limits::none()).unwrap();
        assert_eq!(
            (exact.cost, exact.claim),
            (Some(*d), Claim::Optimal),
            "{board}"
        );
        assert!(reaches_goal(board, &exact.moves));
        // The IDA* machinery with weaker, incrementally updated or recomputed heuristics.
        if i % 97 == 0 || *d >= 30 {
            for o in [&manhattan, &conflict] {
                let s = solve(board, o, &Limits::none()).unwrap();
                assert_eq!(s.cost, Some(*d), "{board} with {}", o.heuristic);
                assert!(reaches_goal(board, &s.moves));
            }
        }
    }
}

#[test]
fn generic_algorithms_agree() {
    let cache = common::cache();
    for (board, d) in space().iter().step_by(9_001) {
        for (heuristic, algorithm) in [
            (Heuristic::Manhattan, Algorithm::AStar),
            (Heuristic::WalkingDistance, Algorithm::IdaStar),
            (Heuristic::Pdb, Algorithm::AStar),
            (Heuristic::Misplaced, Algorithm::BidirectionalBfs),
        ] {
            let problem = NPuzzleProblem::new(*board, heuristic, &cache).unwrap();
            let report = run(&problem, algorithm, &Limits::none()).unwrap();
            assert_eq!(
                report.cost(),
                Some(u64::from(*d)),
                "{board} {algorithm} {heuristic}"
            );
            assert_eq!(report.claim, Claim::Optimal);
        }
    }
}

#[test]
fn unsolvable_half_is_answered_by_parity() {
    for (board, _) in space().iter().step_by(5_000) {
        let mut cells = board.cells().to_vec();
        let tiles: Vec<usize> = (0..9).filter(|&c| cells[c] != 0).take(2).collect();
        cells.swap(tiles[0], tiles[1]);
        let swapped = Board::from_cells(&cells).unwrap();
        assert!(!swapped.is_solvable());
        let s = solve(&swapped, &options(), &Limits::none().with_max_expanded(0)).unwrap();
        assert_eq!(s.claim, Claim::NoSolution);
        assert_eq!(s.stats.expanded, 0);
    }
}
