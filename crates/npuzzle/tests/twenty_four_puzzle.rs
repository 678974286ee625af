//! 5x5: under limits the default mode still returns a solution, with the exact search's
//! proven lower bound beside it; short positions are solved optimally.

mod common;

use common::{options, reaches_goal};
use npuzzle::{generate, hint, random_solvable, random_walk, solve, Level, Mode, Size};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use search::{Claim, Limits, StopReason};

#[test]
fn random_positions_get_a_bounded_solution_within_limits() {
    let mut rng = ChaCha8Rng::seed_from_u64(24);
    for _ in 0..3 {
        let board = random_solvable(Size::Five, &mut rng);
        let limits = Limits::none().with_max_expanded(400_000);
        let s = solve(&board, &options(), &limits).unwrap();
        assert_eq!(s.exact_stopped, Some(StopReason::NodeLimit));
        assert_eq!(s.claim, Claim::Bounded { factor: 2.0 }, "{board}");
        assert!(reaches_goal(&board, &s.moves));
        let cost = s.cost.unwrap();
        assert!(cost >= s.lower_bound);
        assert!(
            s.lower_bound >= 60,
            "random 5x5 positions are far: {}",
            s.lower_bound
        );
        assert!(s.stats.expanded <= 400_000);
        assert!(s.algorithm.starts_with("IDA*, then weighted A*"));
    }
}

#[test]
fn short_positions_are_solved_optimally() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let exact = options().mode(Mode::Exact);
    for steps in [10, 25, 40] {
        let board = random_walk(Size::Five, steps, &mut rng);
        let s = solve(&board, &exact, &Limits::none()).unwrap();
        assert_eq!(s.claim, Claim::Optimal);
        assert!(s.cost.unwrap() <= steps);
        assert!(reaches_goal(&board, &s.moves));
        let h = hint(&board, &options(), &Limits::none()).unwrap();
        assert_eq!(h.moves_left, s.cost);
    }
    let g = generate(Size::Five, Level::Medium, 3, &options(), &Limits::none()).unwrap();
    assert!(Level::Medium
        .lengths(Size::Five)
        .contains(&g.optimal_length));
}
