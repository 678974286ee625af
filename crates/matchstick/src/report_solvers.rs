//! The seed report's two algorithms, kept for comparison: a brute force that tries every
//! combination of per-character substitutions and filters by the total stick change, and a
//! depth-first search that cuts a branch once its change exceeds the budget.
//!
//! Their substitution tables are derived from the same stick model (the seed hand-wrote its
//! table with weights 1000 for a move inside a character, 10 for a stick added, 100 for one
//! removed). Both find exactly the fast solver's answers, only slower.

use std::collections::HashSet;
use std::time::Instant;

use search::{Limits, Stats, StopReason};

use crate::enumerate::{Choice, Drawing};
use crate::equation::Equation;
use crate::eval::is_true;
use crate::glyphs::Symbol;
use crate::layout::Layout;
use crate::rules::Rules;
use crate::solve::{answer_for, SolveReport, Task};

/// The comparison algorithms of the seed report.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportAlgorithm {
    /// Every combination of substitutions, filtered by the stick change.
    BruteForce,
    /// Depth-first over the characters, cut when the change exceeds the budget.
    Dfs,
}

impl ReportAlgorithm {
    /// Its name in comparison tables.
    pub fn name(self) -> &'static str {
        match self {
            ReportAlgorithm::BruteForce => "seed brute force",
            ReportAlgorithm::Dfs => "seed DFS",
        }
    }
}

/// Each cell's substitution table: every glyph it may become with at most `k` sticks in and
/// at most `k` sticks out.
fn tables(layout: &Layout, adds: u8, removes: u8) -> Vec<Vec<Choice>> {
    layout
        .cells
        .iter()
        .map(|cell| {
            cell.glyphs
                .iter()
                .map(|g| Choice {
                    symbol: g.symbol,
                    sticks: g.sticks,
                    add: (g.sticks & !cell.sticks).count_ones() as u8,
                    remove: (cell.sticks & !g.sticks).count_ones() as u8,
                })
                .filter(|c| c.add <= adds.max(1) && c.remove <= removes.max(1))
                .collect()
        })
        .collect()
}

/// Solves with one of the seed's algorithms. Meant for the Arabic glyph set: under the Roman
/// set it does not drop answers that fewer moves already reach, as [`solve`](crate::solve()) does.
pub fn solve_report(
    algorithm: ReportAlgorithm,
    equation: &Equation,
    rules: &Rules,
    task: Task,
    k: usize,
    limits: &Limits,
) -> SolveReport {
    let started = Instant::now();
    let layout = Layout::new(equation, rules, k);
    let (adds, removes) = task.budget(k);
    let (adds, removes) = (adds as u8, removes as u8);
    let table = tables(&layout, adds.max(removes), adds.max(removes));
    let initial = layout.initial_sticks();
    let mut stats = Stats::default();
    let mut budget = limits.start();
    let mut answers = Vec::new();
    let mut seen = HashSet::new();
    let n = table.len();
    let mut symbols = vec![Symbol::Blank; n];
    let mut sticks = vec![0u8; n];
    let mut record = |symbols: &[Symbol], sticks: &[u8], answers: &mut Vec<_>| {
        if is_true(symbols, rules) {
            let answer = answer_for(&initial, &Drawing { symbols, sticks });
            if seen.insert(answer.equation.clone()) {
                answers.push(answer);
            }
        }
    };
    let outcome: Result<(), StopReason> = match algorithm {
        ReportAlgorithm::BruteForce => {
            // an odometer over all combinations of table entries
            let mut index = vec![0usize; n];
            let mut more = table.iter().all(|t| !t.is_empty());
            let mut result = Ok(());
            while more {
                stats.expanded += 1;
                stats.generated += 1;
                if let Some(reason) = budget.check(&stats, 0) {
                    result = Err(reason);
                    break;
                }
                let (mut a, mut r) = (0u8, 0u8);
                for (i, &j) in index.iter().enumerate() {
                    let c = table[i][j];
                    a += c.add;
                    r += c.remove;
                    symbols[i] = c.symbol;
                    sticks[i] = c.sticks;
                }
                if a == adds && r == removes && gaps_canonical(&layout, &symbols) {
                    record(&symbols, &sticks, &mut answers);
                }
                more = advance(&mut index, &table);
            }
            result
        }
        ReportAlgorithm::Dfs => {
            let mut dfs = SeedDfs {
                table: &table,
                layout: &layout,
                adds,
                removes,
                stats: &mut stats,
                budget: &mut budget,
            };
            dfs.visit(0, 0, 0, &mut symbols, &mut sticks, &mut |s, t| {
                record(s, t, &mut answers)
            })
        }
    };
    stats.elapsed = started.elapsed();
    SolveReport::new(equation, task, k, rules, answers, outcome, stats)
}

/// Steps the odometer `index` to the next combination; false after the last one.
fn advance(index: &mut [usize], table: &[Vec<Choice>]) -> bool {
    for (i, slot) in index.iter_mut().enumerate() {
        *slot += 1;
        if *slot < table[i].len() {
            return true;
        }
        *slot = 0;
    }
    false
}

/// Roman gap runs: a gap may only be filled after the previous gap of its run.
fn gaps_canonical(layout: &Layout, symbols: &[Symbol]) -> bool {
    layout.cells.iter().enumerate().all(|(i, c)| {
        !(c.follows_gap && symbols[i] != Symbol::Blank && symbols[i - 1] == Symbol::Blank)
    })
}

struct SeedDfs<'t, 'b> {
    table: &'t [Vec<Choice>],
    layout: &'t Layout,
    adds: u8,
    removes: u8,
    stats: &'t mut Stats,
    budget: &'t mut search::Budget<'b>,
}

impl SeedDfs<'_, '_> {
    fn visit(
        &mut self,
        i: usize,
        added: u8,
        removed: u8,
        symbols: &mut [Symbol],
        sticks: &mut [u8],
        record: &mut dyn FnMut(&[Symbol], &[u8]),
    ) -> Result<(), StopReason> {
        if i == symbols.len() {
            if added == self.adds && removed == self.removes && gaps_canonical(self.layout, symbols)
            {
                record(symbols, sticks);
            }
            return Ok(());
        }
        self.stats.expanded += 1;
        if let Some(reason) = self.budget.check(self.stats, i as u64) {
            return Err(reason);
        }
        for c in &self.table[i] {
            let (a, r) = (added + c.add, removed + c.remove);
            if a > self.adds || r > self.removes {
                continue;
            }
            self.stats.generated += 1;
            symbols[i] = c.symbol;
            sticks[i] = c.sticks;
            self.visit(i + 1, a, r, symbols, sticks, record)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;
    use crate::report_library::report_equations;
    use crate::solve::solve;

    #[test]
    fn seed_algorithms_find_the_fast_solvers_answers() {
        let rules = Rules {
            division: true,
            ..Rules::default()
        };
        let mut inputs: Vec<String> = report_equations().into_iter().map(|e| e.equation).collect();
        inputs.extend(["8/4=3", "6+4=4", "9*9=1", "12/3=5"].map(String::from));
        for input in &inputs {
            let Ok(eq) = parse(input, &rules) else {
                panic!("{input}")
            };
            for kind in [Task::Move, Task::Add, Task::Remove] {
                for k in 1..=2 {
                    let fast = solve(&eq, &rules, kind, k, &Limits::none());
                    for algorithm in [ReportAlgorithm::BruteForce, ReportAlgorithm::Dfs] {
                        let seed = solve_report(algorithm, &eq, &rules, kind, k, &Limits::none());
                        assert_eq!(
                            seed.solutions, fast.solutions,
                            "{input} {kind:?} {k} {algorithm:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn the_brute_force_honours_a_node_limit() {
        let Ok(eq) = parse("45+46=99", &Rules::default()) else {
            panic!("parse")
        };
        let limits = Limits::none().with_max_expanded(100);
        let r = solve_report(
            ReportAlgorithm::BruteForce,
            &eq,
            &Rules::default(),
            Task::Move,
            2,
            &limits,
        );
        assert!(!r.complete && r.stats.expanded == 100);
    }
}
