//! The memory budget, with the counting allocator installed as a program would: a search whose
//! tables outgrow the budget stops with "memory limit reached" (never "no solution"), its peak
//! is reported, and a search within the budget is not disturbed.

use search::examples::EightPuzzle;
use search::{run, Algorithm, Claim, Limits, StopReason};

#[global_allocator]
static ALLOCATOR: search::CountingAllocator = search::CountingAllocator;

/// The 8-puzzle's farthest position (31 moves): BFS holds most of its 181,440 states.
const FARTHEST: &str = "8 6 7/2 5 4/3 0 1";

#[test]
fn a_search_past_its_memory_budget_stops_and_says_so() {
    let puzzle = EightPuzzle::parse(FARTHEST).expect("valid");
    let budget = 2 * 1024 * 1024;
    let report = run(
        &puzzle,
        Algorithm::Bfs,
        &Limits::none().with_max_memory(budget),
    )
    .expect("BFS runs");
    assert_eq!(
        report.claim,
        Claim::Stopped {
            reason: StopReason::MemoryLimit
        }
    );
    assert!(report.solution.is_none());
    assert!(report.stats.peak_memory > budget, "{:?}", report.stats);
    // the budget is checked every few hundred expansions: one table growth past it at most
    assert!(report.stats.peak_memory < 4 * budget, "{:?}", report.stats);
}

#[test]
fn a_search_within_its_budget_reports_its_peak() {
    let puzzle = EightPuzzle::parse(FARTHEST).expect("valid");
    let free = run(&puzzle, Algorithm::Bfs, &Limits::none()).expect("BFS runs");
    assert_eq!(free.claim, Claim::Optimal);
    assert_eq!(free.cost(), Some(31));
    assert!(free.stats.peak_memory > 1024 * 1024, "{:?}", free.stats);
    let roomy = Limits::none().with_max_memory(free.stats.peak_memory * 4);
    let again = run(&puzzle, Algorithm::Bfs, &roomy).expect("BFS runs");
    assert_eq!(again.claim, Claim::Optimal);
    assert_eq!(again.cost(), Some(31));
}
