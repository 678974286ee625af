//! The "most drops left" objective: the most drops in the supply once the board is clear (what
//! carries over to the next board), over every clearing sequence, not only the shortest; ties
//! go to fewer taps.
//!
//! A longer sequence can end with more drops, because every tap that causes `b` bursts earns
//! `floor(b / combo)` and the clear bonus is paid once. The search is a depth-first branch and
//! bound over the macro moves of [`super::macros`] (postponing quiet taps changes neither the
//! number of taps nor any chain, so some best sequence is a series of macros), seeded with the
//! minimum-tap solution and pruned by an admissible upper bound on the final supply:
//!
//! every drop on the board bursts exactly once more, and so does every drop created by an
//! empty tap (`E` of them, `E <= T - 1` since the last tap bursts). With `N` drops the bursts
//! still to come number `N + E`, and the bonuses, a sum of floors, are at most
//! `floor((N + E) / combo)`. So `T` more taps end with at most
//! `supply - T + floor((N + E) / combo) + clear bonus`, which does not grow with `T` and is
//! largest at the lower bound of [`super::bound`].
//!
//! A transposition table keeps, per (board, supply), a proven upper bound on what the rest of
//! the game can score (final supply first, then fewer taps).

use std::time::Instant;

use search::{Claim, Limits, Stats};

use super::bound::lower_bound;
use super::children::{drop_dominated, enumerator, push_taps, supply_after};
use super::exact::solve_min_taps;
use super::macros::{Enumerator, Interrupt, Leaf, Leaves, Quota};
use super::packed::{pack, Cells, KeyMap};
use super::{load, Objective, Solution, SolveError, SolveOptions};
use crate::board::Board;
use crate::chain::Grid;
use crate::rules::Rules;

/// Largest number of transposition-table entries kept.
const TABLE_CAPACITY: usize = 4_000_000;

/// Scores compare the final supply first, then fewer taps: `final * TAP_SCALE - taps`.
const TAP_SCALE: i64 = 1 << 16;

/// Finds the clearing sequence that ends with the most drops in the supply (ties: fewer taps)
/// and proves it best, or proves that no sequence clears the board. When limits stop it, the
/// answer holds the best sequence found and `drops_left_bound`, a proven upper bound.
pub(super) fn solve_most_left(
    board: &Board,
    options: &SolveOptions,
    limits: &Limits,
) -> Result<Solution, SolveError> {
    let cells = load(board)?;
    let started = Instant::now();
    let shortest = solve_min_taps(board, options, limits)?;
    // The branch and bound gets what the first phase left of the time.
    let rest = Limits {
        max_time: limits.max_time.map(|t| t.saturating_sub(started.elapsed())),
        ..limits.clone()
    };
    let mut solution = Solution {
        algorithm: "exact (branch and bound on drops left)".into(),
        objective: Objective::MostLeft,
        ..shortest
    };
    let (Some(taps), Some(left)) = (solution.taps, solution.drops_left) else {
        // Unsolvable (proven), or stopped without any sequence: nothing to improve on.
        return Ok(solution);
    };
    let supply = options.start_supply();
    let mut search = BranchAndBound::new(board, options, &rest, solution.lower_bound);
    search.stats = solution.stats;
    search.best_score = score(left, taps);
    search.best = solution
        .sequence
        .iter()
        .filter_map(|&p| board.index(p))
        .map(|i| i as u8)
        .collect();
    let root_bound = search.upper_bound(&cells, supply, 0);
    if solution.optimal || !matches!(solution.claim, Claim::Stopped { .. }) {
        search.dfs(&cells, supply, 0);
    } else {
        search.stop = match solution.claim {
            Claim::Stopped { reason } => Some(reason),
            _ => None,
        };
    }
    let (left, taps) = unscore(search.best_score);
    solution.sequence = search
        .best
        .iter()
        .map(|&i| board.pos(usize::from(i)))
        .collect();
    solution.taps = Some(taps);
    solution.drops_left = Some(left);
    match search.stop {
        None => {
            solution.optimal = true;
            solution.claim = Claim::Optimal;
            solution.drops_left_bound = Some(left);
        }
        Some(reason) => {
            solution.optimal = false;
            solution.claim = Claim::Stopped { reason };
            solution.drops_left_bound = Some(unscore(root_bound.max(search.best_score)).0);
        }
    }
    search.stats.elapsed = started.elapsed();
    solution.stats = search.stats;
    Ok(solution)
}

/// The score of a complete sequence: more drops left first, then fewer taps.
fn score(left: u32, taps: u32) -> i64 {
    i64::from(left) * TAP_SCALE - i64::from(taps)
}

/// The (drops left, taps) of a complete sequence's score; for an upper bound that is not a
/// sequence's score, the drops left are rounded up.
fn unscore(score: i64) -> (u32, u32) {
    let left = (score + TAP_SCALE - 1).div_euclid(TAP_SCALE);
    let taps = left * TAP_SCALE - score;
    (left.max(0) as u32, taps.max(0) as u32)
}

struct BranchAndBound<'a> {
    n: usize,
    grid: Grid,
    rules: Rules,
    enumerator: Enumerator,
    /// Proven minimum taps from the start board.
    least_taps: u32,
    /// (board, supply) -> proven upper bound on `final * TAP_SCALE - taps still to come`.
    table: KeyMap<(u128, u32), i64>,
    stats: Stats,
    budget: search::Budget<'a>,
    interrupt: Interrupt,
    stop: Option<search::StopReason>,
    path: Vec<u8>,
    best: Vec<u8>,
    best_score: i64,
}

impl<'a> BranchAndBound<'a> {
    fn new(board: &Board, options: &SolveOptions, limits: &'a Limits, least_taps: u32) -> Self {
        let (grid, enumerator) = enumerator(board, &options.rules);
        BranchAndBound {
            n: board.len(),
            grid,
            rules: options.rules,
            enumerator,
            least_taps,
            table: KeyMap::default(),
            stats: Stats::default(),
            budget: limits.start(),
            interrupt: Interrupt::from_limits(limits),
            stop: None,
            path: Vec::new(),
            best: Vec::new(),
            best_score: i64::MIN,
        }
    }

    /// The most supply that `more` further taps can leave (see the module documentation).
    fn final_supply_at_most(&self, supply: u32, drops: u32, more: u32) -> i64 {
        let creations = if self.rules.empty_taps {
            more.saturating_sub(1)
        } else {
            0
        };
        i64::from(supply) - i64::from(more)
            + i64::from(self.rules.bonus(drops + creations))
            + i64::from(self.rules.clear_bonus)
    }

    /// The fewest taps still needed from a non-clear board `g` taps into the game.
    fn taps_at_least(&self, cells: &Cells, g: u32) -> u32 {
        lower_bound(cells, self.grid.rows, self.grid.cols, self.rules.empty_taps)
            .max(self.least_taps.saturating_sub(g))
            .max(1)
    }

    /// An upper bound on the score of any sequence through this non-clear node.
    fn upper_bound(&self, cells: &Cells, supply: u32, g: u32) -> i64 {
        let drops = cells[..self.n].iter().filter(|&&v| v > 0).count() as u32;
        let more = self.taps_at_least(cells, g);
        self.final_supply_at_most(supply, drops, more) * TAP_SCALE - i64::from(g + more)
    }

    /// The most further taps a sequence through this node may use and still beat the best.
    fn most_taps_worth_trying(&self, cells: &Cells, supply: u32, g: u32) -> u32 {
        let drops = cells[..self.n].iter().filter(|&&v| v > 0).count() as u32;
        let mut more = self.taps_at_least(cells, g);
        if self.rules.combo == 1 && self.rules.empty_taps {
            // Every creation pays for itself: the bound does not fall with more taps.
            return u32::MAX / 4;
        }
        // Otherwise the bound falls by at least one drop every `combo` taps, so this ends.
        loop {
            let next = more + 1;
            let bound =
                self.final_supply_at_most(supply, drops, next) * TAP_SCALE - i64::from(g + next);
            if bound <= self.best_score {
                break;
            }
            more = next;
        }
        more
    }

    /// Explores every macro move from this node that may beat the best sequence.
    fn dfs(&mut self, cells: &Cells, supply: u32, g: u32) {
        if supply == 0 || self.upper_bound(cells, supply, g) <= self.best_score {
            return;
        }
        let key = (pack(cells, self.n), supply);
        if let Some(&bound) = self.table.get(&key) {
            if bound - i64::from(g) <= self.best_score {
                self.stats.duplicates += 1;
                return;
            }
        }
        self.stats.expanded += 1;
        self.stats.observe_frontier(g as usize + 1);
        if let Some(reason) = self.budget.check(&self.stats, u64::from(g) + 1) {
            self.stop = Some(reason);
            return;
        }
        let remaining = self.most_taps_worth_trying(cells, supply, g);
        let quota = Quota {
            max: (supply - 1).min(remaining - 1),
            remaining,
            lookahead: true,
        };
        let mut leaves = Leaves::new(false, self.interrupt.clone());
        for tap in 0..self.n {
            self.enumerator.enumerate(cells, tap, quota, &mut leaves);
            if leaves.done() {
                break;
            }
        }
        self.stats.generated += leaves.completed;
        if let Some(reason) = leaves.interrupted {
            self.stop = Some(reason);
            return;
        }
        let mut children = self.children(leaves.list, supply, g);
        children.sort_by_key(|c| std::cmp::Reverse(c.bound));
        for child in &children {
            if child.bound <= self.best_score {
                break;
            }
            let mark = self.path.len();
            let leaf = &child.leaf;
            push_taps(&mut self.path, leaf);
            if child.clear {
                self.best_score = child.bound;
                self.best = self.path.clone();
            } else {
                self.dfs(&leaf.cells, child.supply, g + leaf.quiet + 1);
            }
            self.path.truncate(mark);
            if self.stop.is_some() {
                return;
            }
        }
        if self.table.len() < TABLE_CAPACITY {
            // Everything through this node scores at most the best found by now.
            let bound = self.best_score + i64::from(g);
            let entry = self.table.entry(key).or_insert(i64::MAX);
            *entry = (*entry).min(bound);
        }
    }

    /// The children worth exploring, each with an upper bound on its score; of children with
    /// the same board only those not beaten on both supply and taps are kept.
    fn children(&self, leaves: Vec<Leaf>, supply: u32, g: u32) -> Vec<Child> {
        let mut children: Vec<Child> = Vec::with_capacity(leaves.len());
        for leaf in leaves {
            let cost = leaf.quiet + 1;
            let clear = leaf.clear;
            let next_supply = supply_after(&self.rules, supply, &leaf);
            let bound = if clear {
                score(next_supply, g + cost)
            } else {
                self.upper_bound(&leaf.cells, next_supply, g + cost)
            };
            if bound > self.best_score {
                children.push(Child {
                    leaf,
                    supply: next_supply,
                    clear,
                    bound,
                });
            }
        }
        drop_dominated(&mut children, |c| (&c.leaf, c.supply));
        children
    }
}

/// One macro-move child with the best score any sequence through it could reach.
struct Child {
    leaf: Leaf,
    supply: u32,
    clear: bool,
    bound: i64,
}
