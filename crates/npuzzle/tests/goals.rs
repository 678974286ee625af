//! Chosen goals against independent breadth-first searches: parity decides reachability
//! exactly (the whole 3x3 space for random goals), every heuristic is admissible towards the
//! goal (every reachable 3x3 position, random goals; the pattern database exact), the exact
//! solver's lengths are the true distances, and a 4x4 goal with the blank inside the board
//! (a spiral, which needs a table of its own) is solved optimally near and far from it, and a
//! 5x5 game with a `goal=` of the other parity is solved through the game ID, its parity
//! judged against that goal.

mod common;

use common::{cache, distances_from, options};
use npuzzle::{
    random_walk_from, scale_to, solve_to, Board, Evaluator, Goal, Heuristic, Mode, NPuzzleProblem,
    Size,
};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use search::{run, Algorithm, Claim, Limits};

/// Random 3x3 goals (seeded), and the textbooks' ones: the blank in the middle, first, on an
/// edge.
fn goals_3x3() -> Vec<Goal> {
    let mut rng = ChaCha8Rng::seed_from_u64(20);
    let mut goals: Vec<Goal> = [
        "1 2 3/8 0 4/7 6 5",
        "0 1 2/3 4 5/6 7 8",
        "5 0 1/2 3 4/6 7 8",
    ]
    .iter()
    .map(|t| Goal::new(t.parse().expect("a board")))
    .collect();
    for _ in 0..1 {
        let mut cells: Vec<u8> = (0..9).collect();
        cells.shuffle(&mut rng);
        goals.push(Goal::new(Board::from_cells(&cells).expect("a permutation")));
    }
    goals
}

/// Every arrangement of the 3x3 cells, in lexicographic order.
fn every_arrangement() -> Vec<Vec<u8>> {
    fn extend(prefix: &mut Vec<u8>, left: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
        if left.is_empty() {
            out.push(prefix.clone());
            return;
        }
        for i in 0..left.len() {
            let c = left.remove(i);
            prefix.push(c);
            extend(prefix, left, out);
            prefix.pop();
            left.insert(i, c);
        }
    }
    let mut out = Vec::with_capacity(362_880);
    extend(&mut Vec::new(), &mut (0..9).collect(), &mut out);
    out
}

#[test]
fn parity_against_a_goal_is_exactly_reachability() {
    let all = every_arrangement();
    for goal in goals_3x3() {
        let reachable = distances_from(goal.board().cells(), u8::MAX);
        assert_eq!(reachable.len(), 181_440, "{goal}");
        for cells in &all {
            let board = Board::from_cells(cells).expect("a permutation");
            assert_eq!(
                board.can_reach(&goal),
                reachable.contains_key(cells),
                "{board} towards {goal}"
            );
        }
    }
}

#[test]
fn every_heuristic_is_admissible_towards_any_goal_and_the_database_exact() {
    for goal in goals_3x3() {
        let distances = distances_from(goal.board().cells(), u8::MAX);
        // the rating's scale towards this goal: the mean and the longest distance
        let (typical, longest) = scale_to(&goal);
        let mean = distances.values().map(|&d| f64::from(d)).sum::<f64>() / distances.len() as f64;
        let most = distances.values().copied().max().map(f64::from);
        assert!(
            (mean - typical).abs() < 0.005,
            "{goal}: mean {mean}, scale {typical}"
        );
        assert_eq!(most, Some(longest), "{goal}");
        for heuristic in Heuristic::ALL {
            let e = Evaluator::towards(heuristic, &goal, &cache()).expect("3x3 takes them all");
            let mut over = 0;
            for (cells, &d) in &distances {
                let board = Board::from_cells(cells).expect("a permutation");
                let h = e.estimate(&board);
                if h > u32::from(d) {
                    over += 1;
                }
                if heuristic == Heuristic::Pdb {
                    assert_eq!(
                        h,
                        u32::from(d),
                        "the 3x3 database is exact: {board} to {goal}"
                    );
                }
            }
            assert_eq!(
                over == 0,
                heuristic.admissible(),
                "{heuristic} to {goal}: {over}"
            );
        }
    }
}

#[test]
fn exact_lengths_are_the_breadth_first_distances() {
    let limits = Limits::none();
    for (g, goal) in goals_3x3().into_iter().enumerate() {
        let distances = distances_from(goal.board().cells(), u8::MAX);
        let mut sample: Vec<(&Vec<u8>, &u8)> = distances.iter().collect();
        sample.sort();
        for (i, (cells, &d)) in sample.into_iter().enumerate() {
            if i % 4_001 != g && d < 30 {
                continue;
            }
            let board = Board::from_cells(cells).expect("a permutation");
            for o in [
                options().mode(Mode::Exact),
                options()
                    .heuristic(Heuristic::LinearConflict)
                    .mode(Mode::Exact),
            ] {
                let s = solve_to(&board, &goal, &o, &limits).expect("solves");
                assert_eq!(
                    (s.cost, s.claim),
                    (Some(u32::from(d)), Claim::Optimal),
                    "{board} to {goal}"
                );
                let mut played = board;
                played.apply_all(&s.moves).expect("legal");
                assert!(goal.is_reached(&played));
            }
        }
        // a generic algorithm on the problem towards the goal
        let far = distances
            .iter()
            .max_by_key(|(c, &d)| (d, (*c).clone()))
            .expect("some");
        let board = Board::from_cells(far.0).expect("a permutation");
        let e = Evaluator::towards(Heuristic::Manhattan, &goal, &cache()).expect("manhattan");
        let report = run(
            &NPuzzleProblem::with_evaluator(board, e),
            Algorithm::AStar,
            &limits,
        )
        .expect("runs");
        assert_eq!(report.cost(), Some(u64::from(*far.1)), "A* to {goal}");
    }
}

/// The spiral: the blank ends inside the board, on a cell no symmetry takes to a corner.
const SPIRAL: &str = "1 2 3 4/12 13 14 5/11 0 15 6/10 9 8 7";

#[test]
fn a_4x4_spiral_goal_is_solved_optimally() {
    let goal = Goal::new(SPIRAL.parse().expect("a board"));
    let pdb = Evaluator::towards(Heuristic::Pdb, &goal, &cache()).expect("built on demand");
    assert!(pdb.frame().is_some(), "seen in a frame");
    // near the goal: every position within 10 moves, the database admissible, a sample solved
    let near = distances_from(goal.board().cells(), 10);
    assert!(near.len() > 5_000, "{}", near.len());
    let mut sample: Vec<(&Vec<u8>, &u8)> = near.iter().collect();
    sample.sort();
    for (i, (cells, &d)) in sample.into_iter().enumerate() {
        let board = Board::from_cells(cells).expect("a permutation");
        assert!(pdb.estimate(&board) <= u32::from(d), "{board}");
        if i % 97 == 0 {
            let s = solve_to(&board, &goal, &options().mode(Mode::Exact), &Limits::none())
                .expect("solves");
            assert_eq!(s.cost, Some(u32::from(d)), "{board}");
        }
    }
    // far from it: the same optimum as an IDA* with the walking distance, which needs no
    // pattern database and no frame
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..3 {
        let board = random_walk_from(&goal, 60, &mut rng);
        let s =
            solve_to(&board, &goal, &options().mode(Mode::Exact), &Limits::none()).expect("solves");
        let w = solve_to(
            &board,
            &goal,
            &options()
                .heuristic(Heuristic::WalkingDistance)
                .mode(Mode::Exact),
            &Limits::none(),
        )
        .expect("solves");
        assert_eq!((s.claim, w.claim), (Claim::Optimal, Claim::Optimal));
        assert_eq!(s.cost, w.cost, "{board}");
        let mut played = board;
        played.apply_all(&s.moves).expect("legal");
        assert!(goal.is_reached(&played));
    }
    assert_eq!(goal.size(), Size::Four);
}

/// A 5x5 goal of the other parity than the standard one (tiles 1 and 2 swapped), the blank in
/// the middle.
const FIVE_GOAL: &str = "2 1 3 4 5/6 7 8 9 10/11 12 0 13 14/15 16 17 18 19/20 21 22 23 24";

#[test]
fn a_5x5_game_with_a_goal_is_solved_and_judged_against_it() {
    use npuzzle::NPuzzle;
    use puzzle::{Puzzle, Status};
    let goal = Goal::new(FIVE_GOAL.parse().expect("a board"));
    assert_eq!(goal.size(), Size::Five);
    let near = distances_from(goal.board().cells(), 9);
    let mut rng = ChaCha8Rng::seed_from_u64(55);
    let start = random_walk_from(&goal, 9, &mut rng);
    let distance = near[start.cells()];
    assert!(distance >= 5, "{start} is {distance} moves away");
    // parity against the goal: the start reaches it, not the standard goal
    assert!(start.can_reach(&goal));
    assert!(!start.can_reach(&Goal::standard(Size::Five)));
    let limits = Limits::none().with_max_time(std::time::Duration::from_secs(30));
    let plain = NPuzzle.parse(&start.to_string()).expect("a game");
    let alone = NPuzzle
        .solve(&plain, "astar/manhattan", &limits)
        .expect("an answer");
    assert_eq!(alone.claim, Claim::NoSolution, "unsolvable towards 1..24");

    let game = NPuzzle
        .parse(&format!("{start};goal={FIVE_GOAL}"))
        .expect("a game with its goal");
    assert_eq!(NPuzzle.status(&game), Status::Playing);
    for solver in ["astar/manhattan", "idastar/manhattan", "astar/misplaced"] {
        let solved = NPuzzle.solve(&game, solver, &limits).expect("solves");
        assert_eq!(
            (solved.claim, solved.cost),
            (Claim::Optimal, Some(u64::from(distance))),
            "{solver} on {start}"
        );
        let mut played = game;
        for mv in &solved.path {
            played = NPuzzle.apply(&played, mv, None).expect("legal").game;
        }
        assert_eq!(NPuzzle.status(&played), Status::Solved, "{solver}");
    }
    // one swap more: the other parity, proven unsolvable towards the goal without a search
    let mut cells = start.cells().to_vec();
    let (a, b) = {
        let tiles: Vec<usize> = (0..cells.len())
            .filter(|&i| cells[i] != 0)
            .take(2)
            .collect();
        (tiles[0], tiles[1])
    };
    cells.swap(a, b);
    let swapped = Board::from_cells(&cells).expect("a permutation");
    assert!(!swapped.can_reach(&goal));
    let game = NPuzzle
        .parse(&format!("{swapped};goal={FIVE_GOAL}"))
        .expect("a game with its goal");
    let proof = NPuzzle
        .solve(
            &game,
            "astar/manhattan",
            &Limits::none().with_max_expanded(10),
        )
        .expect("an answer");
    assert_eq!(proof.claim, Claim::NoSolution, "by parity, not by search");
}
