//! The exact solver: iterative-deepening A* on the number of taps, with a transposition table
//! of proven "needs more than r taps" facts, the admissible bound of [`super::bound`], board
//! symmetry at the root (sum models), and a canonical order of quiet taps.
//!
//! The search moves by macro moves (see [`super::macros`]): quiet taps that raise drops, then
//! one bursting tap; a macro costs all its taps. Macros that cannot lead to a clear within the
//! depth limit are dropped while they are enumerated, and the first clearing macro ends the
//! search (every smaller limit was exhausted, so it is optimal). A table fact proven with a
//! supply of at least the taps it rules out holds for every supply and is stored once for
//! all; facts also order the children of a node (most promising first).

use search::{Claim, Limits, Stats, StopReason};

use super::bound::lower_bound;
use super::children::{drop_dominated, enumerator, push_taps, supply_after};
use super::heuristic::solve_beam;
use super::macros::{Enumerator, Interrupt, Leaf, Leaves, Quota};
use super::packed::{pack, symmetries, Cells, KeyMap};
use super::{load, Solution, SolveError, SolveOptions};
use crate::board::Board;
use crate::chain::Grid;
use crate::rules::Rules;
use std::time::{Duration, Instant};

/// Largest number of transposition-table entries kept (about 40 bytes each).
const TABLE_CAPACITY: usize = 6_000_000;

/// The table's supply for facts that hold whatever the supply.
const ANY_SUPPLY: u8 = u8::MAX;
/// Lookups clamp the supply to this; facts are only stored under a supply below it (from
/// 254 on, every fact holds for any supply, since needs are capped at 255).
const MAX_KEYED_SUPPLY: u32 = 254;

/// Proves the minimum number of taps that clears `board` (or that none exists within the
/// supply) and returns one optimal sequence. When the limits stop the proof before any line
/// is found, a short beam search supplies one (see [`bound_from_above`]) in the time set
/// aside for it ([`exact_share`]): the two together keep within the time limit.
pub(super) fn solve_min_taps(
    board: &Board,
    options: &SolveOptions,
    limits: &Limits,
) -> Result<Solution, SolveError> {
    let started = Instant::now();
    let mut solution = search_min_taps(board, options, &exact_share(limits))?;
    if solution.taps.is_none() && matches!(solution.claim, Claim::Stopped { .. }) {
        bound_from_above(
            board,
            options,
            &beam_limits_after_stop(limits, started.elapsed()),
            &mut solution,
        );
        solution.stats.elapsed = started.elapsed();
    }
    Ok(solution)
}

/// The IDA* of [`solve_min_taps`] alone: a stopped search keeps what it found.
pub(crate) fn search_min_taps(
    board: &Board,
    options: &SolveOptions,
    limits: &Limits,
) -> Result<Solution, SolveError> {
    let cells = load(board)?;
    let mut search = Ida::new(board, options, limits);
    let supply = options.start_supply();
    let mut solution = Solution::new("exact (IDA* + table)", board, options);
    if board.is_clear() {
        solution.solvable = Some(true);
        solution.taps = Some(0);
        solution.optimal = true;
        solution.drops_left = Some(supply);
        solution.claim = Claim::Optimal;
        return Ok(solution);
    }
    let mut limit = search.bound(&cells);
    loop {
        search.limit = limit;
        search.next_limit = u32::MAX;
        search.dfs(&cells, supply, 0);
        if let Some(reason) = search.stop {
            solution.claim = Claim::Stopped { reason };
            solution.lower_bound = limit;
            if let Some((seq, left)) = search.best.take() {
                solution.solvable = Some(true);
                solution.taps = Some(seq.len() as u32);
                solution.sequence = seq.iter().map(|&i| board.pos(i as usize)).collect();
                solution.drops_left = Some(left);
            }
            break;
        }
        if let Some((seq, left)) = search.best.take() {
            solution.solvable = Some(true);
            solution.taps = Some(seq.len() as u32);
            solution.sequence = seq.iter().map(|&i| board.pos(i as usize)).collect();
            solution.optimal = true;
            solution.lower_bound = limit;
            solution.drops_left = Some(left);
            solution.claim = Claim::Optimal;
            break;
        }
        if search.next_limit == u32::MAX {
            // Nothing was cut by the depth limit: every line ran out of supply.
            solution.solvable = Some(false);
            solution.lower_bound = limit + 1;
            solution.claim = Claim::NoSolution;
            break;
        }
        limit = search.next_limit;
    }
    search.stats.elapsed = search.budget.elapsed();
    solution.stats = search.stats;
    Ok(solution)
}

/// The longest beam search run after a stopped exact search.
const MAX_BEAM_TIME: Duration = Duration::from_secs(1);

/// The time set aside for that beam search out of a time limit `total`: a tenth of it, at
/// most [`MAX_BEAM_TIME`].
fn beam_reserve(total: Duration) -> Duration {
    (total / 10).min(MAX_BEAM_TIME)
}

/// `limits` for the exact search of [`solve_min_taps`]: its time limit less the beam's
/// reserve ([`beam_reserve`]).
pub(crate) fn exact_share(limits: &Limits) -> Limits {
    match limits.max_time {
        Some(total) => limits
            .clone()
            .with_max_time(total.saturating_sub(beam_reserve(total))),
        None => limits.clone(),
    }
}

/// The limits of the beam search run after a stopped exact search that took `spent` of
/// `limits`: what is left of the time limit (at most [`MAX_BEAM_TIME`]; that long without a
/// time limit), and the cancel flag.
pub(crate) fn beam_limits_after_stop(limits: &Limits, spent: Duration) -> Limits {
    let time = limits
        .max_time
        .map_or(MAX_BEAM_TIME, |total| total.saturating_sub(spent))
        .min(MAX_BEAM_TIME);
    let mut beam_limits = Limits::none().with_max_time(time);
    if let Some(flag) = &limits.cancel {
        beam_limits = beam_limits.with_cancel(flag.clone());
    }
    beam_limits
}

/// When the exact search was stopped, a short beam search supplies a sequence, so the answer
/// is bounded from both sides (`lower_bound` <= optimum <= `taps`). Returns the beam's own
/// claim (`None` if it could not run).
pub(crate) fn bound_from_above(
    board: &Board,
    options: &SolveOptions,
    beam_limits: &Limits,
    solution: &mut Solution,
) -> Option<Claim> {
    let beam = solve_beam(board, options, 100, beam_limits).ok()?;
    if let Some(taps) = beam.taps {
        solution.solvable = Some(true);
        solution.taps = Some(taps);
        solution.sequence = beam.sequence;
        solution.drops_left = beam.drops_left;
        if taps == solution.lower_bound {
            solution.optimal = true;
            solution.claim = Claim::Optimal;
        }
    }
    Some(beam.claim)
}

/// One macro-move child of a node, kept for move ordering.
struct Child {
    leaf: Leaf,
    supply: u32,
    clear: bool,
    h: u32,
}

struct Ida<'a> {
    n: usize,
    grid: Grid,
    rules: Rules,
    enumerator: Enumerator,
    /// Symmetries that map the start board to itself (used at the root only).
    root_symmetries: Vec<Vec<usize>>,
    /// (board, supply or [`ANY_SUPPLY`]) -> proven lower bound on the taps still needed.
    table: KeyMap<(u128, u8), u8>,
    stats: Stats,
    budget: search::Budget<'a>,
    interrupt: Interrupt,
    stop: Option<StopReason>,
    /// Taps of the current line.
    path: Vec<u8>,
    /// Best complete sequence at the current limit and its final supply.
    best: Option<(Vec<u8>, u32)>,
    limit: u32,
    next_limit: u32,
}

impl<'a> Ida<'a> {
    fn new(board: &Board, options: &SolveOptions, limits: &'a Limits) -> Self {
        let n = board.len();
        let root_symmetries = if options.rules.timing.caps() {
            // The cap policy's direction priority is not symmetric.
            Vec::new()
        } else {
            symmetries(board.rows(), board.cols())
                .into_iter()
                .filter(|p| (0..n).all(|i| board.cells()[p[i]] == board.cells()[i]))
                .collect()
        };
        let (grid, enumerator) = enumerator(board, &options.rules);
        Ida {
            n,
            grid,
            rules: options.rules,
            enumerator,
            root_symmetries,
            table: KeyMap::default(),
            stats: Stats::default(),
            budget: limits.start(),
            interrupt: Interrupt::from_limits(limits),
            stop: None,
            path: Vec::new(),
            best: None,
            limit: 0,
            next_limit: u32::MAX,
        }
    }

    fn bound(&self, cells: &Cells) -> u32 {
        lower_bound(cells, self.grid.rows, self.grid.cols, self.rules.empty_taps)
    }

    /// Most taps that `supply` drops can pay for on a board holding `water`: each burst needs
    /// at least one unit of water or tap, so `T <= supply + (T + water) / combo`.
    fn affordable(&self, supply: u32, water: u32) -> u32 {
        match self.rules.combo {
            0 => supply,
            1 => u32::MAX,
            c => (c * supply + water) / (c - 1),
        }
    }

    /// The taps the table has proven necessary from this board and supply (0 if unknown).
    fn known_need(&self, board: u128, supply: u32) -> u32 {
        [
            (board, ANY_SUPPLY),
            (board, supply.min(MAX_KEYED_SUPPLY) as u8),
        ]
        .iter()
        .filter_map(|key| self.table.get(key))
        .max()
        .map_or(0, |&need| u32::from(need))
    }

    /// Whether cell `i` is the smallest of its orbit under the root symmetries.
    fn first_in_orbit(&self, i: usize) -> bool {
        self.root_symmetries.iter().all(|p| p[i] >= i)
    }

    fn note_cut(&mut self, f: u32) {
        self.next_limit = self.next_limit.min(f);
    }

    /// Depth-first search over macro moves below the current limit. Returns true when the
    /// search should unwind (a solution, or a stop).
    fn dfs(&mut self, cells: &Cells, supply: u32, g: u32) -> bool {
        let remaining = self.limit - g;
        if supply == 0 {
            return false;
        }
        let h = self.bound(cells);
        if g + h > self.limit {
            self.note_cut(g + h);
            return false;
        }
        let water: u32 = cells[..self.n].iter().map(|&v| u32::from(v)).sum();
        if h > self.affordable(supply, water) {
            return false;
        }
        let board = pack(cells, self.n);
        let need = self.known_need(board, supply);
        if need > remaining {
            self.stats.duplicates += 1;
            self.note_cut(g + need);
            return false;
        }
        self.stats.expanded += 1;
        self.stats.observe_frontier(g as usize + 1);
        if let Some(reason) = self.budget.check(&self.stats, u64::from(g) + 1) {
            self.stop = Some(reason);
            return true;
        }
        let cut_before = self.next_limit;
        // Quiet taps allowed in one macro: by the depth limit and by the supply (bonuses only
        // come with the bursting tap).
        let quiet_budget = (remaining - 1).min(supply - 1);
        let quota = Quota {
            max: quiet_budget,
            remaining,
            lookahead: true,
        };
        if remaining < supply {
            // Longer macros exist but are cut by the limit.
            self.note_cut(self.limit + 1);
        }
        // Every clear macro within the limit is optimal (smaller limits were exhausted), so
        // the minimum-tap search stops enumerating at the first.
        let mut leaves = Leaves::new(true, self.interrupt.clone());
        for tap in 0..self.n {
            if g == 0 && !self.first_in_orbit(tap) {
                continue;
            }
            self.enumerator.enumerate(cells, tap, quota, &mut leaves);
            if leaves.done() {
                break;
            }
        }
        self.stats.generated += leaves.completed;
        if let (Some(reason), false) = (leaves.interrupted, leaves.found_clear) {
            self.stop = Some(reason);
            return true;
        }
        if leaves.least_cut != u32::MAX {
            self.note_cut(g + leaves.least_cut);
        }
        let leaves = leaves.list;
        let mut children: Vec<Child> = Vec::with_capacity(leaves.len());
        for leaf in leaves {
            let cost = leaf.quiet + 1;
            let (clear, h) = (leaf.clear, leaf.bound);
            if g + cost + h > self.limit {
                self.note_cut(g + cost + h);
                continue;
            }
            children.push(Child {
                supply: supply_after(&self.rules, supply, &leaf),
                clear,
                h,
                leaf,
            });
        }
        // Identical results need exploring once: drop children whose board was reached more
        // cheaply with at least as much supply.
        drop_dominated(&mut children, |c| (&c.leaf, c.supply));
        // Try the children that look closest to a clear first: by the taps they need at
        // least, counting what the table learned in earlier iterations.
        for child in children.iter_mut() {
            let board = pack(&child.leaf.cells, self.n);
            child.h = child.h.max(self.known_need(board, child.supply));
        }
        children.sort_by_key(|c| {
            (
                !c.clear,
                c.leaf.quiet + c.h,
                std::cmp::Reverse(c.leaf.bursts),
            )
        });
        for child in &children {
            let mark = self.path.len();
            push_taps(&mut self.path, &child.leaf);
            let cost = child.leaf.quiet + 1;
            if child.clear {
                let better = self
                    .best
                    .as_ref()
                    .is_none_or(|(_, left)| child.supply > *left);
                if better {
                    self.best = Some((self.path.clone(), child.supply));
                }
                self.path.truncate(mark);
                return true;
            }
            if self.dfs(&child.leaf.cells, child.supply, g + cost) {
                return true;
            }
            self.path.truncate(mark);
        }
        if self.stop.is_none() && self.best.is_none() && self.table.len() < TABLE_CAPACITY {
            // No solution within `remaining` taps from here; the least f cut below bounds how
            // many are needed.
            let need = if self.next_limit < cut_before && self.next_limit != u32::MAX {
                (self.next_limit - g).max(remaining + 1)
            } else {
                remaining + 1
            };
            // Within `need - 1` taps a supply of at least that many never runs dry, so the
            // fact then holds for every supply (a smaller one only loses lines).
            let keyed_supply = if supply + 1 >= need {
                ANY_SUPPLY
            } else {
                supply as u8
            };
            let entry = self.table.entry((board, keyed_supply)).or_insert(0);
            *entry = (*entry).max(need.min(255) as u8);
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::{replay, solve};

    #[test]
    fn a_stopped_search_is_bounded_from_both_sides() {
        let board: Board = "040043/234201/104120/104302/140000/043100".parse().unwrap();
        let options = SolveOptions::default();
        let s = solve(&board, &options, &Limits::none().with_max_expanded(20)).unwrap();
        assert!(matches!(s.claim, Claim::Stopped { .. }), "{:?}", s.claim);
        assert!(!s.optimal);
        let taps = s.taps.expect("the beam finds a sequence");
        assert!(s.lower_bound >= 1 && s.lower_bound <= 8 && taps >= 8);
        assert!(replay(&board, &s.sequence, &options).is_some());
    }

    #[test]
    fn the_exact_search_and_the_beam_after_it_share_the_time_limit() {
        for millis in [50, 300, 1_000, 10_000, 100_000] {
            let total = Duration::from_millis(millis);
            let limits = Limits::none().with_max_time(total);
            let exact = exact_share(&limits).max_time.expect("a time limit");
            // the exact search used all of its share: the beam gets the rest, no more
            let beam = beam_limits_after_stop(&limits, exact)
                .max_time
                .expect("a time limit");
            assert!(exact + beam <= total, "{total:?}: {exact:?} + {beam:?}");
            assert_eq!(beam, beam_reserve(total));
            // an exact search that overran its share leaves the beam nothing
            let late = beam_limits_after_stop(&limits, total + Duration::from_millis(1));
            assert_eq!(late.max_time, Some(Duration::ZERO));
        }
        assert_eq!(
            beam_limits_after_stop(&Limits::none(), Duration::from_secs(5)).max_time,
            Some(MAX_BEAM_TIME)
        );
    }

    #[test]
    fn a_stopped_solve_ends_near_its_time_limit() {
        // a board the exact search cannot settle in 300 ms
        let board: Board = "4242012/2244121/2121114/0241234/2110304/3122012"
            .parse()
            .unwrap();
        let options = SolveOptions {
            supply: Some(20),
            ..SolveOptions::default()
        };
        let limit = Duration::from_millis(300);
        let started = Instant::now();
        let s = solve(&board, &options, &Limits::none().with_max_time(limit)).unwrap();
        let took = started.elapsed();
        assert!(
            took < limit.mul_f64(1.1) + Duration::from_millis(250),
            "{took:?}"
        );
        if !s.optimal {
            assert!(matches!(s.claim, Claim::Stopped { .. }), "{:?}", s.claim);
        }
    }

    #[test]
    fn symmetric_boards_are_solved_once_per_orbit() {
        // Symmetric under all 8 symmetries: the root tries one tap per orbit.
        let board: Board = "4004/0330/0330/4004".parse().unwrap();
        let s = solve(&board, &SolveOptions::default(), &Limits::none()).unwrap();
        let brute =
            crate::solver::solve_bfs(&board, &SolveOptions::default(), &Limits::none()).unwrap();
        assert_eq!(s.taps, brute.taps);
        assert_eq!(s.claim, Claim::Optimal);
    }
}
