//! The limits of one job (issue 14): the anytime solver uses its whole time budget under
//! gravity and says "time limit" only when the limit was reached; A* paused by its budget goes
//! on where it stopped; A*'s stored states stay within a memory budget, and a stop by it is
//! claimed as such, never as "no solution".

use std::time::Duration;

use lianliankan::solver::astar::{states_within, AstarOutcome, AstarSearch};
use lianliankan::solver::heuristic::Heuristic;
use lianliankan::{generate, parse_board, solve, Gravity, MaxTurns, Params, Puzzle, Rules};
use search::{Claim, Limits, Stats, StopReason};

/// A random 12 x 12 deal under gravity on which A* cannot finish in a second and the beams
/// get stuck early (before the fix the solver stopped at about half of its time limit).
const GRAVITY_BOARD: &str = "35 18 23 1 11 27 32 18 12 21 32 16/25 34 1 1 22 21 8 16 36 32 31 21/\
19 27 24 33 26 21 23 25 7 2 3 13/7 35 7 8 32 30 28 11 31 31 12 32/24 6 34 17 4 23 34 7 34 23 14 28/\
20 3 19 32 3 13 22 34 7 13 26 24/24 17 25 1 16 2 21 5 25 5 16 30/9 32 3 22 20 31 33 35 9 29 17 10/\
28 6 1 6 6 20 4 22 32 15 35 28/13 26 4 27 7 2 4 7 26 20 36 36/29 16 25 7 25 36 7 20 14 16 10 15/\
3 7 3 2 34 21 19 1 19 27 20 17";

fn gravity_puzzle() -> Puzzle {
    let board = parse_board(GRAVITY_BOARD).expect("board");
    Puzzle::new(
        board,
        Rules {
            max_turns: MaxTurns::Limit(2),
            gravity: Gravity::Down,
        },
    )
}

/// A clearable packed 8 x 8 deal without gravity, where A* stores thousands of states.
fn packed_puzzle() -> Puzzle {
    let rules = Rules::with_max_turns(MaxTurns::Limit(3));
    let params = Params {
        rows: 8,
        cols: 8,
        pairs: 32,
        kinds: 8,
        blockers: 0,
    };
    let board = generate(&params, rules, true, 1, &Limits::none()).expect("board");
    Puzzle::new(board, rules)
}

#[test]
fn under_gravity_the_whole_time_budget_is_used() {
    let limit = Duration::from_millis(800);
    let solution = solve(&gravity_puzzle(), &Limits::none().with_max_time(limit));
    let elapsed = solution.stats.elapsed;
    // settled early would be fine; a stop must come at the limit, not at a share of it
    if !matches!(solution.claim, Claim::Optimal | Claim::NoSolution) {
        assert!(
            elapsed >= limit.mul_f64(0.95),
            "stopped after {elapsed:?} of {limit:?} ({})",
            solution.claim
        );
    }
    assert!(
        elapsed < limit.mul_f64(1.1) + Duration::from_millis(250),
        "{elapsed:?}"
    );
}

#[test]
fn a_paused_astar_goes_on_where_it_stopped() {
    let puzzle = packed_puzzle();
    let heuristic = Heuristic::new(&puzzle);
    let start = puzzle.initial();
    let memory = search::MAX_JOB_MEMORY;
    let mut no_extra = |_: &[u64]| 0;
    // in one go
    let mut whole = Stats::default();
    let mut once = AstarSearch::new(
        &puzzle,
        &heuristic,
        start.words(),
        None,
        memory,
        &mut whole,
        &mut no_extra,
    );
    let answer = once.run(&mut Limits::none().start(), &mut whole, &mut no_extra);
    let AstarOutcome::Optimal(best) = &answer else {
        panic!("a clearable deal: {answer:?}")
    };
    assert!(whole.expanded > 100, "{} expansions", whole.expanded);
    // paused by a node budget every 50 expansions, resumed each time
    let mut stats = Stats::default();
    let mut paused = AstarSearch::new(
        &puzzle,
        &heuristic,
        start.words(),
        None,
        memory,
        &mut stats,
        &mut no_extra,
    );
    let mut pauses = 0;
    let outcome = loop {
        let slice = Limits::none().with_max_expanded(stats.expanded + 50);
        match paused.run(&mut slice.start(), &mut stats, &mut no_extra) {
            AstarOutcome::Stopped {
                lower_bound,
                reason,
            } => {
                assert_eq!(reason, StopReason::NodeLimit);
                assert!(lower_bound <= best.cost);
                pauses += 1;
            }
            settled => break settled,
        }
    };
    assert!(pauses > 1);
    assert_eq!(outcome, answer);
    assert_eq!(
        stats.expanded, whole.expanded,
        "no work is lost or repeated"
    );
}

#[test]
fn astar_stops_at_its_memory_budget_with_a_memory_claim() {
    let puzzle = packed_puzzle();
    let heuristic = Heuristic::new(&puzzle);
    let start = puzzle.initial();
    let memory = 64 << 10;
    let cap = states_within(memory, puzzle.words());
    let mut stats = Stats::default();
    let mut no_extra = |_: &[u64]| 0;
    let mut search = AstarSearch::new(
        &puzzle,
        &heuristic,
        start.words(),
        None,
        memory,
        &mut stats,
        &mut no_extra,
    );
    let outcome = search.run(&mut Limits::none().start(), &mut stats, &mut no_extra);
    let AstarOutcome::Stopped {
        lower_bound,
        reason,
    } = outcome
    else {
        panic!("{cap} states are too few for this deal: {outcome:?}")
    };
    assert_eq!(reason, StopReason::MemoryLimit);
    assert!(lower_bound > 0);
    // the cap is checked before each expansion, which stores at most one state per move
    assert!(search.stored() < cap + 200, "{} states", search.stored());
    let claim = Claim::Stopped { reason };
    assert_eq!(claim.to_string(), "stopped by the memory limit");
    // the default budget holds a few hundred thousand states of a full 32 x 32 board
    assert!(states_within(search::MAX_JOB_MEMORY, 16) > 500_000);
}
