//! The seed report's two solvers and beam search, for comparison tables:
//! - iterative deepening over all taps with no duplicate detection (exact but slow: the seed
//!   needed minutes at depth 4 and hours at depth 5);
//! - greedy: tap the drop that leaves the largest average drop size (fast, not optimal);
//! - beam search: keep the `width` most promising boards per tap (by the admissible bound,
//!   then the average drop size).

use search::{Claim, Limits, Stats, StopReason};

use super::bound::lower_bound;
use super::packed::{pack, Cells, KeySet};
use super::{load, Solution, SolveError, SolveOptions};
use crate::board::Board;
use crate::chain::{tap_cells, ChainScratch, Grid};
use crate::rules::Rules;

/// Shared state of the heuristic solvers: geometry, rules and the tap function.
struct Stepper {
    n: usize,
    grid: Grid,
    rules: Rules,
    scratch: ChainScratch,
}

/// A board after a tap, with the supply after it.
#[derive(Clone, Copy)]
struct Step {
    cells: Cells,
    supply: u32,
    clear: bool,
}

impl Stepper {
    fn new(board: &Board, rules: Rules) -> Self {
        Stepper {
            n: board.len(),
            grid: Grid {
                rows: board.rows(),
                cols: board.cols(),
                timing: rules.timing,
            },
            rules,
            scratch: ChainScratch::default(),
        }
    }

    fn may_tap(&self, cells: &Cells, i: usize, supply: u32) -> bool {
        supply > 0 && (cells[i] > 0 || self.rules.empty_taps)
    }

    fn tap(&mut self, cells: &Cells, supply: u32, i: usize) -> Step {
        let mut child = *cells;
        let outcome = tap_cells(
            &mut child[..self.n],
            self.grid,
            i,
            &mut self.scratch,
            &mut (),
        );
        let clear = child[..self.n].iter().all(|&v| v == 0);
        let gained =
            self.rules.bonus(outcome.bursts) + if clear { self.rules.clear_bonus } else { 0 };
        Step {
            cells: child,
            supply: supply - 1 + gained,
            clear,
        }
    }

    /// The seed's score: the average size of the drops on the board (0 when clear).
    fn average_size(&self, cells: &Cells) -> f64 {
        let (sum, count) = cells[..self.n]
            .iter()
            .filter(|&&v| v > 0)
            .fold((0u32, 0u32), |(s, c), &v| (s + u32::from(v), c + 1));
        if count == 0 {
            0.0
        } else {
            f64::from(sum) / f64::from(count)
        }
    }
}

fn found(solution: &mut Solution, board: &Board, taps: &[u8], left: u32, claim: Claim) {
    solution.solvable = Some(true);
    solution.taps = Some(taps.len() as u32);
    solution.sequence = taps.iter().map(|&i| board.pos(i as usize)).collect();
    solution.drops_left = Some(left);
    solution.optimal = claim == Claim::Optimal;
    solution.claim = claim;
}

/// The seed's iterative deepening: depth-limited DFS over every legal tap, depth 1, 2, ...,
/// `max_depth`, without duplicate detection.
pub fn solve_report_iddfs(
    board: &Board,
    options: &SolveOptions,
    max_depth: u32,
    limits: &Limits,
) -> Result<Solution, SolveError> {
    let start = load(board)?;
    let mut solution = Solution::new(
        format!("seed iterative deepening (depth <= {max_depth})"),
        board,
        options,
    );
    let mut ctx = Dfs {
        stepper: Stepper::new(board, options.rules),
        stats: Stats::default(),
        budget: limits.start(),
        stop: None,
        path: Vec::new(),
    };
    if board.is_clear() {
        found(
            &mut solution,
            board,
            &[],
            options.start_supply(),
            Claim::Optimal,
        );
        return Ok(solution);
    }
    let mut result = None;
    for depth in 1..=max_depth {
        solution.lower_bound = depth;
        if let Some(left) = ctx.search(&start, options.start_supply(), depth) {
            result = Some(left);
            break;
        }
        if ctx.stop.is_some() {
            break;
        }
    }
    match (result, ctx.stop) {
        (Some(left), _) => found(&mut solution, board, &ctx.path, left, Claim::Optimal),
        (None, Some(reason)) => {
            solution.lower_bound -= 1;
            solution.claim = Claim::Stopped { reason };
        }
        (None, None) => solution.claim = Claim::NoSolutionWithin { depth: max_depth },
    }
    ctx.stats.elapsed = ctx.budget.elapsed();
    solution.stats = ctx.stats;
    Ok(solution)
}

struct Dfs<'a> {
    stepper: Stepper,
    stats: Stats,
    budget: search::Budget<'a>,
    stop: Option<StopReason>,
    path: Vec<u8>,
}

impl Dfs<'_> {
    /// A clearing sequence of at most `depth` taps (left in `path`) and its final supply.
    fn search(&mut self, cells: &Cells, supply: u32, depth: u32) -> Option<u32> {
        if let Some(reason) = self.budget.check(&self.stats, u64::from(depth)) {
            self.stop = Some(reason);
            return None;
        }
        self.stats.expanded += 1;
        for i in 0..self.stepper.n {
            if !self.stepper.may_tap(cells, i, supply) {
                continue;
            }
            let step = self.stepper.tap(cells, supply, i);
            self.stats.generated += 1;
            self.path.push(i as u8);
            if step.clear {
                return Some(step.supply);
            }
            if depth > 1 {
                if let Some(left) = self.search(&step.cells, step.supply, depth - 1) {
                    return Some(left);
                }
                if self.stop.is_some() {
                    return None;
                }
            }
            self.path.pop();
        }
        None
    }
}

/// The seed's greedy: among the taps on drops, one that clears the board, else the one that
/// leaves the largest average drop size; at most `max_taps` taps (the seed used 20).
pub fn solve_greedy(
    board: &Board,
    options: &SolveOptions,
    max_taps: u32,
    limits: &Limits,
) -> Result<Solution, SolveError> {
    let mut cells = load(board)?;
    let mut solution = Solution::new("seed greedy (average drop size)", board, options);
    let mut stepper = Stepper::new(board, options.rules);
    let mut stats = Stats::default();
    let mut budget = limits.start();
    let mut supply = options.start_supply();
    let mut taps = Vec::new();
    let mut clear = board.is_clear();
    while !clear && supply > 0 && (taps.len() as u32) < max_taps {
        if let Some(reason) = budget.check(&stats, 1) {
            solution.claim = Claim::Stopped { reason };
            break;
        }
        stats.expanded += 1;
        let mut best: Option<(u8, Step, f64)> = None;
        for i in 0..stepper.n {
            if cells[i] == 0 {
                continue;
            }
            let step = stepper.tap(&cells, supply, i);
            stats.generated += 1;
            let score = if step.clear {
                f64::INFINITY
            } else {
                stepper.average_size(&step.cells)
            };
            if best.as_ref().is_none_or(|b| score > b.2) {
                best = Some((i as u8, step, score));
            }
        }
        let Some((i, step, _)) = best else { break };
        taps.push(i);
        cells = step.cells;
        supply = step.supply;
        clear = step.clear;
    }
    if clear {
        found(&mut solution, board, &taps, supply, Claim::Heuristic);
    }
    stats.elapsed = budget.elapsed();
    solution.stats = stats;
    Ok(solution)
}

/// Beam search: per tap, keep the `width` best distinct boards by (lower bound, larger average
/// drop size); the first clear board found ends the search.
pub fn solve_beam(
    board: &Board,
    options: &SolveOptions,
    width: usize,
    limits: &Limits,
) -> Result<Solution, SolveError> {
    let start = load(board)?;
    let mut solution = Solution::new(format!("beam (width {width})"), board, options);
    let mut stepper = Stepper::new(board, options.rules);
    let mut stats = Stats::default();
    let mut budget = limits.start();
    let (rows, cols, empty_taps) = (board.rows(), board.cols(), options.rules.empty_taps);
    // (cells, supply, taps so far)
    let mut beam: Vec<(Cells, u32, Vec<u8>)> = vec![(start, options.start_supply(), Vec::new())];
    if board.is_clear() {
        found(
            &mut solution,
            board,
            &[],
            options.start_supply(),
            Claim::Heuristic,
        );
        return Ok(solution);
    }
    'layers: while !beam.is_empty() {
        let mut seen: KeySet<(u128, u32)> = KeySet::default();
        let mut next: Vec<(u32, f64, Cells, u32, Vec<u8>)> = Vec::new();
        for (cells, supply, taps) in &beam {
            if let Some(reason) = budget.check(&stats, beam.len() as u64) {
                solution.claim = Claim::Stopped { reason };
                break 'layers;
            }
            stats.expanded += 1;
            for i in 0..stepper.n {
                if !stepper.may_tap(cells, i, *supply) {
                    continue;
                }
                let step = stepper.tap(cells, *supply, i);
                stats.generated += 1;
                let mut path = taps.clone();
                path.push(i as u8);
                if step.clear {
                    found(&mut solution, board, &path, step.supply, Claim::Heuristic);
                    break 'layers;
                }
                if !seen.insert((pack(&step.cells, stepper.n), step.supply)) {
                    stats.duplicates += 1;
                    continue;
                }
                let h = lower_bound(&step.cells, rows, cols, empty_taps);
                next.push((
                    h,
                    stepper.average_size(&step.cells),
                    step.cells,
                    step.supply,
                    path,
                ));
            }
        }
        next.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.total_cmp(&a.1)));
        next.truncate(width);
        stats.observe_frontier(next.len());
        beam = next.into_iter().map(|(_, _, c, s, p)| (c, s, p)).collect();
    }
    stats.elapsed = budget.elapsed();
    solution.stats = stats;
    Ok(solution)
}
