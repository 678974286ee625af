//! Solving a position: the exact IDA* ([`Mode::Exact`]), the weighted A* fallback
//! ([`Mode::Fast`]), and the default [`Mode::Auto`] that tries the first and falls back on
//! the second, all within [`Limits`].
//!
//! Every solve is towards a goal: the standard one ([`solve`]) or any other ([`solve_to`]; the
//! evaluator of [`solve_with`] carries its goal). With the pattern databases, a search towards
//! another goal runs in the goal's [`Frame`](crate::goal::Frame) and its moves are named back.
//!
//! An unsolvable position is answered at once with [`Claim::NoSolution`] and its parity
//! proof; no search runs. The exact search claims [`Claim::Optimal`] with an admissible
//! heuristic; stopped by its limits, it claims [`Claim::Stopped`] and its `lower_bound` is
//! the threshold it had proven. The fallback claims [`Claim::Bounded`] (at most `weight` x
//! the optimum) with an admissible heuristic, else [`Claim::Heuristic`].
//!
//! Optimal 5x5 solving can take hours: give it limits. Within them, [`Mode::Auto`] spends
//! three quarters of the node and time budgets on the exact search and, if that is stopped
//! (not cancelled), the rest on the fallback, so the answer carries a solution *and* the
//! exact search's lower bound (and is still optimal when the two meet). Without limits,
//! Auto is the exact search. [`Mode::Fast`] gives a 24-puzzle solution in well under a
//! second: on 100 uniformly random 5x5 positions, 15 ms on average and 122 ms at worst with
//! the default weight 2, 138 moves on average (optimal is about 100); weight 1.5 gives 115
//! moves but takes 0.7 s on average and a few hundred MB.

mod ida;
mod incremental;
mod weighted;

use std::time::Duration;

use puzzle::words::english;
use puzzle::Words;
use search::{Claim, Limits, Stats, StopReason};
use serde::Serialize;

use crate::board::Board;
use crate::goal::Goal;
use crate::heuristic::{distance, pdb_frame, Evaluator, Heuristic, HeuristicError};
use crate::parity::Parity;
use crate::pdb::{Partition, PdbCache};
use crate::size::Size;

use ida::{ida_star, IdaOutcome};
use incremental::{ManhattanTracker, PdbTracker, Recompute};

#[cfg(test)]
pub(crate) use weighted::reaches_goal;

/// The default weight of the fallback: solutions at most twice the optimum.
pub const DEFAULT_WEIGHT: f64 = 2.0;

/// Which solver runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// IDA* only: an optimal solution, or a proven lower bound when stopped.
    Exact,
    /// Weighted A* only: a solution at most `weight` x the optimum, fast.
    Fast,
    /// IDA*, falling back on weighted A* if stopped by the limits (see the module doc).
    #[default]
    Auto,
}

impl Mode {
    /// Every mode.
    pub const ALL: [Mode; 3] = [Mode::Exact, Mode::Fast, Mode::Auto];

    /// The name used in text and JSON: `exact`, `fast` or `auto`.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Exact => "exact",
            Mode::Fast => "fast",
            Mode::Auto => "auto",
        }
    }
}

impl std::fmt::Display for Mode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A mode name that is not known.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub struct ParseModeError {
    /// The text as given.
    pub input: String,
}

impl ParseModeError {
    /// Its catalogue words (`n-puzzle-request-mode`): the name and the modes there are.
    pub fn words(&self) -> Words {
        Words::new("n-puzzle-request-mode").arg("input", &self.input)
    }
}

impl std::str::FromStr for Mode {
    type Err = ParseModeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        crate::by_name(&Mode::ALL, Mode::name, s).ok_or_else(|| ParseModeError {
            input: s.to_string(),
        })
    }
}

/// How to solve.
#[derive(Debug, Clone, PartialEq)]
pub struct SolveOptions {
    /// The heuristic ([`Heuristic::Pdb`] by default).
    pub heuristic: Heuristic,
    /// Pattern databases to use with [`Heuristic::Pdb`]; `None` is the size's default.
    pub partition: Option<Partition>,
    /// Where pattern databases are stored.
    pub cache: PdbCache,
    /// Which solver runs.
    pub mode: Mode,
    /// The fallback's weight w in f = g + w·h (clamped to 1..=1000). The fallback keeps every
    /// state it generates (roughly 100 bytes each), so weights near 1 on 5x5 need a node
    /// limit: 1.5 already peaks at a few hundred MB on random positions.
    pub weight: f64,
    /// The exact search gives up once it has proven that no solution of at most this many
    /// moves exists, claiming [`Claim::NoSolutionWithin`] (the generator uses it to reject
    /// positions that are too hard without solving them). `None`: no cap.
    pub max_cost: Option<u32>,
}

impl Default for SolveOptions {
    fn default() -> Self {
        SolveOptions {
            heuristic: Heuristic::Pdb,
            partition: None,
            cache: PdbCache::default(),
            mode: Mode::Auto,
            weight: DEFAULT_WEIGHT,
            max_cost: None,
        }
    }
}

impl SolveOptions {
    /// The defaults, with pattern databases stored in `cache`.
    pub fn with_cache(cache: PdbCache) -> Self {
        SolveOptions {
            cache,
            ..SolveOptions::default()
        }
    }

    /// These options with another heuristic.
    pub fn heuristic(mut self, heuristic: Heuristic) -> Self {
        self.heuristic = heuristic;
        self
    }

    /// These options with another mode.
    pub fn mode(mut self, mode: Mode) -> Self {
        self.mode = mode;
        self
    }

    /// The evaluator these options ask for on `size`, towards the standard goal (loading
    /// tables if needed).
    pub fn evaluator(&self, size: Size) -> Result<Evaluator, HeuristicError> {
        self.evaluator_towards(&Goal::standard(size))
    }

    /// The evaluator these options ask for towards `goal` (loading or building tables if
    /// needed).
    pub fn evaluator_towards(&self, goal: &Goal) -> Result<Evaluator, HeuristicError> {
        let size = goal.size();
        match (self.heuristic, self.partition) {
            (Heuristic::Pdb, Some(partition)) if partition.size() != size => {
                Err(HeuristicError::PartitionSize { partition, size })
            }
            (Heuristic::Pdb, Some(partition)) => {
                let blank = pdb_frame(goal).canonical().blank();
                let set = self.cache.shared_for(partition, blank);
                Evaluator::pdb_towards(set, goal)
                    .ok_or(HeuristicError::PartitionSize { partition, size })
            }
            (heuristic, _) => Evaluator::towards(heuristic, goal, &self.cache),
        }
    }
}

/// Why a position could not be solved at all (as opposed to "no solution").
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The heuristic cannot be used on this board.
    #[error(transparent)]
    Heuristic(#[from] HeuristicError),
}

impl SolveError {
    /// Its catalogue words: the heuristic's ([`HeuristicError::words`]).
    pub fn words(&self) -> Words {
        match self {
            SolveError::Heuristic(e) => e.words(),
        }
    }
}

/// The answer of [`solve`].
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Solution {
    /// The position solved.
    pub board: Board,
    /// Whether the goal can be reached (by parity; decided without search).
    pub solvable: bool,
    /// The tiles to slide, in order (empty when none was found).
    pub moves: Vec<u8>,
    /// Number of moves, when a solution was found.
    pub cost: Option<u32>,
    /// What is claimed about `moves`.
    pub claim: Claim,
    /// Proven: no solution is shorter (the cost itself when optimal; 0 when unsolvable).
    pub lower_bound: u32,
    /// Counters of all searches run, added up.
    pub stats: Stats,
    /// The heuristic used.
    pub heuristic: Heuristic,
    /// The pattern databases used, with [`Heuristic::Pdb`].
    pub partition: Option<Partition>,
    /// What ran, e.g. `"IDA*"` or `"IDA*, then weighted A* (w=2)"`.
    pub algorithm: String,
    /// Expanded nodes per second of wall-clock time.
    pub nodes_per_second: f64,
    /// Why the exact search stopped, when it ran and was stopped (even if the fallback then
    /// found a solution).
    pub exact_stopped: Option<StopReason>,
    /// For an unsolvable position, the parity proof.
    pub proof: Option<Parity>,
}

impl Solution {
    fn new(board: &Board, evaluator: &Evaluator, algorithm: &str) -> Solution {
        Solution {
            board: *board,
            solvable: true,
            moves: Vec::new(),
            cost: None,
            claim: Claim::Optimal,
            lower_bound: 0,
            stats: Stats::default(),
            heuristic: evaluator.heuristic(),
            partition: evaluator.pattern_set().map(|s| s.partition()),
            algorithm: algorithm.to_string(),
            nodes_per_second: 0.0,
            exact_stopped: None,
            proof: None,
        }
    }

    fn found(&mut self, moves: Vec<u8>, claim: Claim) {
        self.cost = Some(moves.len() as u32);
        self.moves = moves;
        self.claim = claim;
    }

    fn finish(mut self, elapsed: Duration) -> Solution {
        self.stats.elapsed = elapsed;
        let secs = elapsed.as_secs_f64();
        self.nodes_per_second = if secs > 0.0 {
            self.stats.expanded as f64 / secs
        } else {
            0.0
        };
        self
    }
}

/// Solves `board` within `limits`.
///
/// ```
/// use npuzzle::{solve, Board, PdbCache, SolveOptions};
/// use search::{Claim, Limits};
///
/// let options = SolveOptions::with_cache(PdbCache::new(std::env::temp_dir().join("npuzzle-doc")));
/// let board: Board = "8 6 7/2 5 4/3 0 1".parse().expect("valid");
/// let solution = solve(&board, &options, &Limits::none()).expect("pdb works on 3x3");
/// assert_eq!(solution.claim, Claim::Optimal);
/// assert_eq!(solution.cost, Some(31));
///
/// let unsolvable: Board = "2 1 3/4 5 6/7 8 0".parse().expect("a valid position");
/// let answer = solve(&unsolvable, &options, &Limits::none()).expect("answered by parity");
/// assert_eq!(answer.claim, Claim::NoSolution);
/// assert!(answer.proof.expect("a parity proof").to_string().contains("odd"));
/// ```
pub fn solve(
    board: &Board,
    options: &SolveOptions,
    limits: &Limits,
) -> Result<Solution, SolveError> {
    solve_to(board, &Goal::standard(board.size()), options, limits)
}

/// Solves `board` towards `goal` (a goal of the same size) within `limits`.
///
/// ```
/// use npuzzle::{solve_to, Board, Goal, PdbCache, SolveOptions};
/// use search::{Claim, Limits};
///
/// let options = SolveOptions::with_cache(PdbCache::new(std::env::temp_dir().join("npuzzle-doc")));
/// // The 8-puzzle of Nilsson's and many Chinese textbooks: the blank in the middle of the goal.
/// let board: Board = "2 8 3/1 6 4/7 0 5".parse().expect("valid");
/// let goal = Goal::new("1 2 3/8 0 4/7 6 5".parse().expect("valid"));
/// let solution = solve_to(&board, &goal, &options, &Limits::none()).expect("pdb works on 3x3");
/// assert_eq!((solution.claim, solution.cost), (Claim::Optimal, Some(5)));
/// let mut played = board;
/// played.apply_all(&solution.moves).expect("legal moves");
/// assert!(goal.is_reached(&played));
/// ```
pub fn solve_to(
    board: &Board,
    goal: &Goal,
    options: &SolveOptions,
    limits: &Limits,
) -> Result<Solution, SolveError> {
    let evaluator = options.evaluator_towards(goal)?;
    Ok(solve_with(board, &evaluator, options, limits))
}

/// [`solve`] with a prepared evaluator, towards the evaluator's goal (the heuristic and
/// partition of `options` are not looked at), e.g. to solve many positions without looking
/// the tables up each time.
///
/// # Panics
/// If the evaluator is for another board size than `board`.
pub fn solve_with(
    board: &Board,
    evaluator: &Evaluator,
    options: &SolveOptions,
    limits: &Limits,
) -> Solution {
    let goal = evaluator.goal();
    let parity = board.parity_to(goal);
    if !parity.solvable {
        let mut s = Solution::new(board, evaluator, "parity check");
        s.solvable = false;
        s.claim = Claim::NoSolution;
        s.proof = Some(parity);
        return s;
    }
    if goal.is_reached(board) {
        let mut s = Solution::new(board, evaluator, "none (already solved)");
        s.found(Vec::new(), Claim::Optimal);
        return s;
    }
    if let Some(frame) = evaluator.frame() {
        // The search runs where the tables are: in the goal's frame, moves named back.
        let mut s = search(&frame.apply(board), &evaluator.in_frame(), options, limits);
        s.board = *board;
        for tile in &mut s.moves {
            *tile = frame.tile_back(*tile);
        }
        return s;
    }
    search(board, evaluator, options, limits)
}

/// The search of `options.mode` from `board` (solvable, not at the evaluator's goal).
fn search(
    board: &Board,
    evaluator: &Evaluator,
    options: &SolveOptions,
    limits: &Limits,
) -> Solution {
    match options.mode {
        Mode::Exact => exact(board, evaluator, options, limits),
        Mode::Fast => fast(board, evaluator, options.weight, limits),
        Mode::Auto => auto(board, evaluator, options, limits),
    }
}

/// The exact IDA* alone.
fn exact(
    board: &Board,
    evaluator: &Evaluator,
    options: &SolveOptions,
    limits: &Limits,
) -> Solution {
    let mut budget = limits.start();
    let mut s = Solution::new(board, evaluator, "IDA*");
    let max_cost = options.max_cost.unwrap_or(u32::MAX);
    let outcome = run_ida(board, evaluator, max_cost, &mut budget, &mut s.stats);
    let admissible = evaluator.heuristic().admissible();
    s.lower_bound = if admissible {
        outcome.bound
    } else {
        safe_lower_bound(board, evaluator.goal())
    };
    match outcome {
        IdaOutcome {
            moves: Some(moves), ..
        } => {
            let claim = if admissible {
                Claim::Optimal
            } else {
                Claim::Heuristic
            };
            s.found(moves, claim);
        }
        IdaOutcome {
            beyond_max: true, ..
        } => s.claim = Claim::NoSolutionWithin { depth: max_cost },
        IdaOutcome { stopped, .. } => {
            let reason = stopped.unwrap_or(StopReason::NodeLimit);
            s.claim = Claim::Stopped { reason };
            s.exact_stopped = Some(reason);
        }
    }
    s.finish(budget.elapsed())
}

fn run_ida(
    board: &Board,
    evaluator: &Evaluator,
    max_cost: u32,
    budget: &mut search::Budget<'_>,
    stats: &mut Stats,
) -> IdaOutcome {
    let goal = evaluator.goal();
    match (
        evaluator.heuristic(),
        evaluator.pattern_set(),
        evaluator.frame(),
    ) {
        (Heuristic::Pdb, Some(set), None) => {
            ida_star(board, goal, PdbTracker::new(set), max_cost, budget, stats)
        }
        (Heuristic::Manhattan, _, _) => ida_star(
            board,
            goal,
            ManhattanTracker::new(goal),
            max_cost,
            budget,
            stats,
        ),
        _ => ida_star(board, goal, Recompute(*evaluator), max_cost, budget, stats),
    }
}

/// An admissible bound towards `goal` that needs no tables: linear conflict, rounded up to the
/// parity of every solution's length.
pub(crate) fn safe_lower_bound(board: &Board, goal: &Goal) -> u32 {
    let size = board.size();
    let h = distance::linear_conflict(board, goal);
    let parity = (size.distance(board.blank(), goal.blank()) % 2) as u32;
    h + ((h ^ parity) & 1)
}

/// The weighted A* alone.
fn fast(board: &Board, evaluator: &Evaluator, weight: f64, limits: &Limits) -> Solution {
    let mut budget = limits.start();
    let weight = weight.clamp(1.0, 1000.0);
    let mut s = Solution::new(board, evaluator, &format!("weighted A* (w={weight})"));
    let admissible = evaluator.heuristic().admissible();
    let safe = safe_lower_bound(board, evaluator.goal());
    s.lower_bound = if admissible {
        let h = evaluator.estimate(board);
        (h + ((h ^ safe) & 1)).max(safe)
    } else {
        safe
    };
    match weighted::weighted_astar(board, evaluator, weight, &mut budget, &mut s.stats) {
        Ok(moves) => {
            let claim = if !admissible {
                Claim::Heuristic
            } else if moves.len() as u32 == s.lower_bound || weight == 1.0 {
                Claim::Optimal
            } else {
                Claim::Bounded { factor: weight }
            };
            s.found(moves, claim);
        }
        Err(reason) => s.claim = Claim::Stopped { reason },
    }
    s.finish(budget.elapsed())
}

/// Three quarters of each budget of `limits` (cancel flag and progress shared).
fn share_for_exact(limits: &Limits) -> Limits {
    Limits {
        max_expanded: limits.max_expanded.map(|n| n / 4 * 3),
        max_time: limits.max_time.map(|t| t / 4 * 3),
        max_memory: limits.max_memory,
        cancel: limits.cancel.clone(),
        progress: limits.progress.clone(),
    }
}

/// What is left of `limits` after a search that used `stats`.
pub(crate) fn remaining(limits: &Limits, stats: &Stats) -> Limits {
    Limits {
        max_expanded: limits
            .max_expanded
            .map(|n| n.saturating_sub(stats.expanded)),
        max_time: limits.max_time.map(|t| t.saturating_sub(stats.elapsed)),
        max_memory: limits.max_memory,
        cancel: limits.cancel.clone(),
        progress: limits.progress.clone(),
    }
}

fn auto(board: &Board, evaluator: &Evaluator, options: &SolveOptions, limits: &Limits) -> Solution {
    let exact_solution = exact(board, evaluator, options, &share_for_exact(limits));
    let Some(reason) = exact_solution.exact_stopped else {
        return exact_solution;
    };
    if reason == StopReason::Cancelled {
        return exact_solution;
    }
    let rest = remaining(limits, &exact_solution.stats);
    let mut s = fast(board, evaluator, options.weight, &rest);
    s.algorithm = format!("IDA*, then {}", s.algorithm);
    s.exact_stopped = Some(reason);
    s.lower_bound = s.lower_bound.max(exact_solution.lower_bound);
    if s.cost == Some(s.lower_bound) && evaluator.heuristic().admissible() {
        s.claim = Claim::Optimal;
    }
    let elapsed = exact_solution.stats.elapsed + s.stats.elapsed;
    s.stats.expanded += exact_solution.stats.expanded;
    s.stats.generated += exact_solution.stats.generated;
    s.stats.duplicates += exact_solution.stats.duplicates;
    s.stats.peak_frontier = s
        .stats
        .peak_frontier
        .max(exact_solution.stats.peak_frontier);
    s.finish(elapsed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_cache;

    fn options() -> SolveOptions {
        SolveOptions::with_cache(test_cache())
    }

    #[test]
    fn solves_3x3_with_every_heuristic() {
        let board: Board = "8 6 7/2 5 4/3 0 1".parse().unwrap();
        for heuristic in Heuristic::ALL {
            let s = solve(
                &board,
                &options().heuristic(heuristic).mode(Mode::Exact),
                &Limits::none(),
            )
            .unwrap();
            assert!(reaches_goal(&board, &s.moves), "{heuristic}");
            if heuristic.admissible() {
                assert_eq!(s.claim, Claim::Optimal, "{heuristic}");
                assert_eq!(s.cost, Some(31), "{heuristic}");
                assert_eq!(s.lower_bound, 31);
            } else {
                assert_eq!(s.claim, Claim::Heuristic);
                assert!(s.lower_bound <= 31);
            }
        }
    }

    #[test]
    fn trivial_and_unsolvable_positions() {
        let goal = Board::goal(Size::Four);
        let s = solve(&goal, &options(), &Limits::none()).unwrap();
        assert_eq!((s.cost, s.claim), (Some(0), Claim::Optimal));
        let loyd: Board = "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0".parse().unwrap();
        let s = solve(&loyd, &options(), &Limits::none().with_max_expanded(0)).unwrap();
        assert_eq!(s.claim, Claim::NoSolution);
        assert!(!s.solvable);
        assert_eq!(s.stats.expanded, 0);
        assert!(s.proof.is_some());
    }

    #[test]
    fn stopped_search_reports_a_lower_bound_and_auto_falls_back() {
        let board: Board = "8 6 7/2 5 4/3 0 1".parse().unwrap();
        let manhattan = options().heuristic(Heuristic::Manhattan);
        let limits = Limits::none().with_max_expanded(200);
        let s = solve(&board, &manhattan.clone().mode(Mode::Exact), &limits).unwrap();
        assert_eq!(
            s.claim,
            Claim::Stopped {
                reason: StopReason::NodeLimit
            }
        );
        assert!(s.moves.is_empty() && s.cost.is_none());
        assert!(
            s.lower_bound >= 21 && s.lower_bound <= 31,
            "{}",
            s.lower_bound
        );
        assert_eq!(s.lower_bound % 2, 1, "31 is odd, so every bound is");

        let limits = Limits::none().with_max_expanded(4_000);
        let s = solve(&board, &manhattan.mode(Mode::Auto), &limits).unwrap();
        assert_eq!(s.exact_stopped, Some(StopReason::NodeLimit));
        assert!(reaches_goal(&board, &s.moves));
        assert!(
            matches!(s.claim, Claim::Bounded { .. } | Claim::Optimal),
            "{:?}",
            s.claim
        );
        assert!(s.stats.expanded <= 4_000);
    }

    #[test]
    fn fast_mode_gives_24_puzzle_solutions() {
        let board: Board = "2 3 4 5 10/1 7 8 9 15/6 12 13 14 0/11 17 18 19 20/16 21 22 23 24"
            .parse()
            .unwrap();
        let s = solve(&board, &options().mode(Mode::Fast), &Limits::none()).unwrap();
        assert!(reaches_goal(&board, &s.moves));
        assert!(matches!(s.claim, Claim::Bounded { .. } | Claim::Optimal));
        assert!(s.cost.unwrap() >= s.lower_bound);
    }

    #[test]
    fn max_cost_rejects_longer_positions() {
        let board: Board = "8 6 7/2 5 4/3 0 1".parse().unwrap();
        let mut o = options().mode(Mode::Exact);
        o.max_cost = Some(30);
        let s = solve(&board, &o, &Limits::none()).unwrap();
        assert_eq!(s.claim, Claim::NoSolutionWithin { depth: 30 });
        o.max_cost = Some(31);
        assert_eq!(solve(&board, &o, &Limits::none()).unwrap().cost, Some(31));
    }

    #[test]
    fn modes_by_name() {
        for mode in Mode::ALL {
            assert_eq!(mode.name().parse(), Ok(mode));
            assert_eq!(mode.to_string(), mode.name());
        }
        assert!("slow"
            .parse::<Mode>()
            .unwrap_err()
            .to_string()
            .contains("exact, fast or auto"));
    }

    #[test]
    fn other_goals_are_solved_in_their_frame_and_named_back() {
        let board: Board = "2 8 3/1 6 4/7 0 5".parse().unwrap();
        for text in [
            "1 2 3/8 0 4/7 6 5",
            "0 1 2/3 4 5/6 7 8",
            "1 0 2/3 4 5/6 7 8",
        ] {
            let goal = Goal::new(text.parse().unwrap());
            let s = solve_to(&board, &goal, &options(), &Limits::none()).unwrap();
            if !board.can_reach(&goal) {
                assert_eq!(s.claim, Claim::NoSolution, "{text}");
                assert!(s.proof.unwrap().to_string().contains(text));
                continue;
            }
            assert_eq!(s.claim, Claim::Optimal, "{text}");
            let mut played = board;
            played.apply_all(&s.moves).unwrap();
            assert!(goal.is_reached(&played), "{text}");
            assert_eq!(s.board, board);
            // the same length with a heuristic that needs no frame
            let m = solve_to(
                &board,
                &goal,
                &options().heuristic(Heuristic::Manhattan),
                &Limits::none(),
            )
            .unwrap();
            assert_eq!(m.cost, s.cost, "{text}");
            let f = solve_to(&board, &goal, &options().mode(Mode::Fast), &Limits::none()).unwrap();
            played = board;
            played.apply_all(&f.moves).unwrap();
            assert!(goal.is_reached(&played), "fast, {text}");
        }
    }

    #[test]
    fn partition_of_another_size_is_refused() {
        let mut o = options();
        o.partition = Some(Partition::SixSixThree);
        let err = solve(&Board::goal(Size::Three), &o, &Limits::none()).unwrap_err();
        assert!(err.to_string().contains("for 4x4 boards, not 3x3"), "{err}");
    }
}
