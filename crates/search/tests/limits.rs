//! Every algorithm honours every limit: node budget, cancellation flag (set before the run or
//! during it), time budget; and progress reports arrive while a long search runs.

mod common;

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use common::FarGrid;
use search::examples::EightPuzzle;
use search::{run, Algorithm, Claim, Limits, Problem, Report, StopReason, Successor};

fn every_algorithm() -> Vec<Algorithm> {
    let mut all = Algorithm::all_defaults();
    all.push(Algorithm::Dfs { depth: 1_000 });
    all
}

fn assert_stopped<S, A>(report: &Report<S, A>, reason: StopReason) {
    assert_eq!(
        report.claim,
        Claim::Stopped { reason },
        "{}",
        report.algorithm
    );
    assert!(report.solution.is_none(), "{}", report.algorithm);
}

#[test]
fn a_node_budget_stops_every_algorithm_exactly() {
    let puzzle = EightPuzzle::parse("867254301").expect("valid");
    let limits = Limits::none().with_max_expanded(10);
    for algorithm in every_algorithm() {
        let on_puzzle = run(&puzzle, algorithm, &limits).expect("runs on the 8-puzzle");
        let on_grid = run(&FarGrid, algorithm, &limits).expect("runs on the grid");
        for (report, stats) in [
            (on_puzzle.summary(), on_puzzle.stats),
            (on_grid.summary(), on_grid.stats),
        ] {
            assert_eq!(
                report.claim,
                Claim::Stopped {
                    reason: StopReason::NodeLimit
                },
                "{algorithm}"
            );
            assert_eq!(report.length, None, "{algorithm}");
            assert_eq!(stats.expanded, 10, "{algorithm}");
            assert!(stats.generated >= 10, "{algorithm}");
        }
    }
}

#[test]
fn a_preset_cancel_flag_stops_every_algorithm_before_it_starts() {
    let flag = Arc::new(AtomicBool::new(true));
    let limits = Limits::none().with_cancel(flag);
    let puzzle = EightPuzzle::parse("867254301").expect("valid");
    for algorithm in every_algorithm() {
        let report = run(&puzzle, algorithm, &limits).expect("runs");
        assert_stopped(&report, StopReason::Cancelled);
        assert_eq!(report.stats.expanded, 0, "{algorithm}");
    }
}

/// A problem that raises the cancel flag itself after a number of expansions, standing in for
/// a user pressing "cancel" while the search runs.
struct CancelAfter<P> {
    inner: P,
    expansions: Cell<u64>,
    after: u64,
    flag: Arc<AtomicBool>,
}

impl<P: Problem> Problem for CancelAfter<P> {
    type State = P::State;
    type Action = P::Action;
    fn initial(&self) -> P::State {
        self.inner.initial()
    }
    fn is_goal(&self, s: &P::State) -> bool {
        self.inner.is_goal(s)
    }
    fn successors(&self, s: &P::State, out: &mut Vec<Successor<P::State, P::Action>>) {
        self.count_expansion();
        self.inner.successors(s, out);
    }
    fn heuristic(&self, s: &P::State) -> u64 {
        self.inner.heuristic(s)
    }
    fn unit_costs(&self) -> bool {
        self.inner.unit_costs()
    }
    fn goal_states(&self) -> Option<Vec<P::State>> {
        self.inner.goal_states()
    }
    fn predecessors(&self, s: &P::State, out: &mut Vec<Successor<P::State, P::Action>>) -> bool {
        self.count_expansion();
        self.inner.predecessors(s, out)
    }
}

impl<P> CancelAfter<P> {
    /// Counts a backward or forward expansion and raises the flag when it is time.
    fn count_expansion(&self) {
        self.expansions.set(self.expansions.get() + 1);
        if self.expansions.get() >= self.after {
            self.flag.store(true, Ordering::Relaxed);
        }
    }
}

#[test]
fn cancelling_during_a_run_stops_it_promptly() {
    for algorithm in every_algorithm() {
        let flag = Arc::new(AtomicBool::new(false));
        let problem = CancelAfter {
            inner: FarGrid,
            expansions: Cell::new(0),
            after: 1_000,
            flag: flag.clone(),
        };
        let report = run(&problem, algorithm, &Limits::none().with_cancel(flag)).expect("runs");
        assert_stopped(&report, StopReason::Cancelled);
        // The flag is polled every few hundred expansions.
        assert!(
            (999..1_000 + 600).contains(&report.stats.expanded),
            "{algorithm}: {:?}",
            report.stats
        );
    }
}

#[test]
fn a_tiny_time_budget_stops_every_algorithm_on_a_huge_problem() {
    let limits = Limits::none().with_max_time(Duration::from_millis(20));
    for algorithm in every_algorithm() {
        let report = run(&FarGrid, algorithm, &limits).expect("runs");
        assert_stopped(&report, StopReason::TimeLimit);
        assert!(
            report.stats.elapsed >= Duration::from_millis(20),
            "{algorithm}"
        );
        assert!(
            report.stats.elapsed < Duration::from_secs(3),
            "{algorithm}: {:?}",
            report.stats.elapsed
        );
        assert!(report.stats.expanded > 0, "{algorithm}");
    }
}

#[test]
fn progress_is_reported_while_a_long_search_runs() {
    let calls = Arc::new(AtomicU64::new(0));
    let last_expanded = Arc::new(AtomicU64::new(0));
    let (c, l) = (calls.clone(), last_expanded.clone());
    let limits = Limits::none()
        .with_max_time(Duration::from_millis(350))
        .with_progress(Arc::new(move |p| {
            assert!(
                p.expanded >= l.swap(p.expanded, Ordering::Relaxed),
                "progress goes forward"
            );
            assert!(p.frontier > 0);
            c.fetch_add(1, Ordering::Relaxed);
        }));
    let report = run(&FarGrid, Algorithm::Bfs, &limits).expect("runs");
    assert_stopped(&report, StopReason::TimeLimit);
    assert!(
        calls.load(Ordering::Relaxed) >= 1,
        "no progress report in 350 ms"
    );
    assert!(last_expanded.load(Ordering::Relaxed) <= report.stats.expanded);
}
