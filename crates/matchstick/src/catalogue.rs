//! The full catalogue of two-operand puzzles: every false equation `a op b = c` that K moved
//! sticks turn into a true one, with all its answers and its rating.
//!
//! Instead of solving each puzzle, the catalogue works backwards: from every true equation of
//! the space it enumerates the well-formed false drawings K sticks away, then groups them by
//! puzzle. Under rules that keep the shape of an equation (no leading minus, `=` fixed, Arabic
//! glyphs) every answer of such a puzzle is again a two-operand equation of the space, so the
//! groups are the complete answer sets. The work is spread over threads with rayon.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use puzzle::words::english;
use puzzle::Words;
use rayon::prelude::*;
use search::{Limits, Stats, StopReason};
use serde::Serialize;

use crate::enumerate::Enumerator;
use crate::equation::{format_symbols, Equation};
use crate::eval::{is_true, is_well_formed};
use crate::glyphs::{sticks_of, Op, Symbol};
use crate::layout::Layout;
use crate::rating::{rate, Rating};
use crate::rules::{GlyphSet, Rules};
use crate::space::Space;

/// One catalogue puzzle.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CatalogueEntry {
    /// The false equation, ASCII.
    pub equation: String,
    /// K: the sticks to move.
    pub moves: usize,
    /// Every answer, ASCII, sorted.
    pub answers: Vec<String>,
    /// The difficulty model's rating.
    pub rating: Rating,
}

/// The catalogue and how it was made.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Catalogue {
    /// The rules the puzzles were made under (the space's operators included).
    pub rules: Rules,
    /// True equations the puzzles were derived from.
    pub true_equations: usize,
    /// The puzzles, in order.
    pub entries: Vec<CatalogueEntry>,
    /// What the enumeration spent.
    pub stats: Stats,
}

/// Why a catalogue cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum CatalogueError {
    /// The rules may change an equation's shape, so answers could leave the space.
    ShapeChangingRules,
    /// The equations would not pack into a key.
    TooLarge,
    /// The limits stopped the enumeration.
    Stopped(StopReason),
}

impl CatalogueError {
    /// Why the catalogue was not made and what to do, as catalogue words.
    pub fn words(&self) -> Words {
        match *self {
            CatalogueError::ShapeChangingRules => Words::new("matchstick-catalogue-bad-rules"),
            CatalogueError::TooLarge => Words::new("matchstick-catalogue-too-large"),
            CatalogueError::Stopped(reason) => Words::new("error-stopped")
                .word("what", Words::new("work-catalogue"))
                .word("reason", Words::stop_reason(reason)),
        }
    }
}

/// Symbols packed 4 bits each (digits 0-9, operators 10-14), at most 16 of them.
fn pack(symbols: &[Symbol]) -> u64 {
    symbols
        .iter()
        .filter(|s| **s != Symbol::Blank)
        .fold(0u64, |acc, s| {
            let code = match s {
                Symbol::Digit(d) => u64::from(*d),
                Symbol::Op(Op::Add) => 10,
                Symbol::Op(Op::Sub) => 11,
                Symbol::Op(Op::Mul) => 12,
                Symbol::Op(Op::Div) => 13,
                _ => 14,
            };
            (acc << 4) | code
        })
}

/// The inverse of [`pack`], given the number of symbols.
fn unpack(mut key: u64, len: usize) -> Vec<Symbol> {
    let mut out = vec![Symbol::Blank; len];
    for slot in out.iter_mut().rev() {
        *slot = match key & 15 {
            d @ 0..=9 => Symbol::Digit(d as u8),
            10 => Symbol::Op(Op::Add),
            11 => Symbol::Op(Op::Sub),
            12 => Symbol::Op(Op::Mul),
            13 => Symbol::Op(Op::Div),
            _ => Symbol::Op(Op::Eq),
        };
        key >>= 4;
    }
    out
}

/// Builds the catalogue of every two-operand puzzle of `space` for each K in `moves`.
pub fn catalogue(
    rules: &Rules,
    space: &Space,
    moves: &[usize],
    limits: &Limits,
) -> Result<Catalogue, CatalogueError> {
    if rules.glyphs != GlyphSet::Arabic || rules.leading_minus || rules.equals_may_change {
        return Err(CatalogueError::ShapeChangingRules);
    }
    if space.max_digits > 7 {
        return Err(CatalogueError::TooLarge);
    }
    let started = Instant::now();
    let rules = space.rules_for(rules);
    let truths = space.two_operand_equations(&rules);
    let budget = limits.start();
    let stop = AtomicBool::new(false);
    let generated = AtomicU64::new(0);
    // (puzzle key, length, K, index of the true equation)
    let mut links: Vec<(u64, u8, u8, u32)> = truths
        .par_iter()
        .enumerate()
        .flat_map_iter(|(t, truth)| {
            let mut out = Vec::new();
            if stop.load(Ordering::Relaxed) || budget.interrupted().is_some() {
                stop.store(true, Ordering::Relaxed);
                return out;
            }
            let unlimited = Limits::none();
            let mut local_budget = unlimited.start();
            let mut local_stats = Stats::default();
            for &k in moves {
                let layout = Layout::new(truth, &rules, k);
                let _ = Enumerator::new(&layout, k, k).run(
                    &mut local_budget,
                    &mut local_stats,
                    &mut |d| {
                        if is_well_formed(d.symbols, &rules) && !is_true(d.symbols, &rules) {
                            out.push((pack(d.symbols), truth.len() as u8, k as u8, t as u32));
                        }
                    },
                );
            }
            generated.fetch_add(local_stats.generated, Ordering::Relaxed);
            out
        })
        .collect();
    if let Some(reason) = budget.interrupted() {
        return Err(CatalogueError::Stopped(reason));
    }
    links.par_sort_unstable();
    let groups: Vec<&[(u64, u8, u8, u32)]> = links
        .chunk_by(|a, b| a.0 == b.0 && a.1 == b.1 && a.2 == b.2)
        .collect();
    let entries: Vec<CatalogueEntry> = groups
        .par_iter()
        .filter_map(|group| {
            let (key, len, k, _) = group[0];
            let symbols = unpack(key, usize::from(len));
            let puzzle = Equation::from_symbols(symbols.iter().copied());
            let layout = Layout::new(&puzzle, &rules, usize::from(k));
            let answer_sticks: Vec<Vec<u8>> = group
                .iter()
                .map(|&(_, _, _, t)| {
                    truths[t as usize]
                        .symbols()
                        .iter()
                        .zip(&layout.cells)
                        .map(|(s, c)| sticks_of(*s, c.kind, &rules).unwrap_or(0))
                        .collect()
                })
                .collect();
            let refs: Vec<&[u8]> = answer_sticks.iter().map(Vec::as_slice).collect();
            let rating = rate(
                &layout.cells,
                &layout.initial_sticks(),
                &refs,
                usize::from(k),
            )?;
            let mut answers: Vec<String> = group
                .iter()
                .map(|&(_, _, _, t)| format_symbols(truths[t as usize].symbols()))
                .collect();
            answers.sort();
            Some(CatalogueEntry {
                equation: puzzle.to_string(),
                moves: usize::from(k),
                answers,
                rating,
            })
        })
        .collect();
    let stats = Stats {
        expanded: truths.len() as u64,
        generated: generated.load(Ordering::Relaxed),
        duplicates: (links.len() - entries.len()) as u64,
        peak_frontier: links.len() as u64,
        elapsed: started.elapsed(),
        ..Stats::default()
    };
    Ok(Catalogue {
        rules,
        true_equations: truths.len(),
        entries,
        stats,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;
    use crate::solve::{solve, Task};

    #[test]
    fn pack_round_trips() {
        let Ok(eq) = parse("45+46=99", &Rules::default()) else {
            panic!("parse")
        };
        assert_eq!(unpack(pack(eq.symbols()), eq.len()), eq.symbols());
    }

    #[test]
    fn one_digit_catalogue_matches_the_solver() {
        let space = Space {
            operands: vec![2],
            max_digits: 1,
            ..Space::default()
        };
        let Ok(cat) = catalogue(&Rules::default(), &space, &[1, 2], &Limits::none()) else {
            panic!("catalogue")
        };
        assert!(cat.entries.len() > 100);
        for entry in &cat.entries {
            let Ok(eq) = parse(&entry.equation, &cat.rules) else {
                panic!("{}", entry.equation)
            };
            let report = solve(&eq, &cat.rules, Task::Move, entry.moves, &Limits::none());
            assert_eq!(report.solutions, entry.answers, "{}", entry.equation);
        }
    }

    #[test]
    fn seed_puzzles_appear_with_their_answers() {
        let space = Space {
            operands: vec![2],
            ..Space::default()
        };
        let Ok(cat) = catalogue(&Rules::default(), &space, &[1], &Limits::none()) else {
            panic!("catalogue")
        };
        let find = |e: &str| {
            cat.entries
                .iter()
                .find(|x| x.equation == e)
                .map(|x| x.answers.clone())
        };
        assert_eq!(find("7+3=9"), Some(vec!["7+2=9".to_string()]));
        assert_eq!(
            find("45+46=99"),
            Some(vec!["45+48=93".to_string(), "49+46=95".to_string()])
        );
        assert_eq!(find("1-2=72"), None);
        // every 97th puzzle of the two-digit catalogue against the solver
        for entry in cat.entries.iter().step_by(97) {
            let Ok(eq) = parse(&entry.equation, &cat.rules) else {
                panic!("{}", entry.equation)
            };
            let report = solve(&eq, &cat.rules, Task::Move, entry.moves, &Limits::none());
            assert_eq!(report.solutions, entry.answers, "{}", entry.equation);
        }
    }

    #[test]
    fn shape_changing_rules_are_refused() {
        let rules = Rules {
            leading_minus: true,
            ..Rules::default()
        };
        let r = catalogue(&rules, &Space::default(), &[1], &Limits::none());
        assert_eq!(r.err(), Some(CatalogueError::ShapeChangingRules));
    }
}
