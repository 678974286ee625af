//! The core of every solver: enumerate the drawings whose sticks differ from the start by
//! exactly `adds` sticks put down and `removes` sticks taken away, cell by cell, pruning as
//! soon as the remaining cells cannot absorb what is left of the budget.
//!
//! Each cell contributes one of its glyphs; a glyph's cost is the sticks it adds to and
//! removes from the cell. Moving K sticks is adds = removes = K; "add K" is (K, 0); "remove K"
//! is (0, K). Every transition is derived from the stick sets, none is listed by hand.

use search::{Budget, Stats, StopReason};

use crate::glyphs::Symbol;
use crate::layout::Layout;

/// One glyph a cell may change to, with what it costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Choice {
    /// What the cell shows.
    pub symbol: Symbol,
    /// The cell's sticks.
    pub sticks: u8,
    /// Sticks put into the cell.
    pub add: u8,
    /// Sticks taken from the cell.
    pub remove: u8,
}

/// A prepared enumeration over one layout and one stick budget.
pub struct Enumerator<'a> {
    layout: &'a Layout,
    adds: u8,
    removes: u8,
    choices: Vec<Vec<Choice>>,
    /// `max_add_from[i]`: the most sticks cells `i..` can take in (capped at the budget).
    max_add_from: Vec<u8>,
    max_remove_from: Vec<u8>,
}

/// What a leaf callback sees: the symbols and sticks of one complete drawing.
pub struct Drawing<'d> {
    /// What every cell shows.
    pub symbols: &'d [Symbol],
    /// The sticks of every cell.
    pub sticks: &'d [u8],
}

impl<'a> Enumerator<'a> {
    /// Prepares the drawings of `layout` that put exactly `adds` sticks and take `removes`.
    pub fn new(layout: &'a Layout, adds: usize, removes: usize) -> Self {
        let adds = adds.min(u8::MAX as usize) as u8;
        let removes = removes.min(u8::MAX as usize) as u8;
        let choices: Vec<Vec<Choice>> = layout
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
                    .filter(|c| c.add <= adds && c.remove <= removes)
                    .collect()
            })
            .collect();
        let n = choices.len();
        let mut max_add_from = vec![0u8; n + 1];
        let mut max_remove_from = vec![0u8; n + 1];
        for i in (0..n).rev() {
            let add = choices[i].iter().map(|c| c.add).max().unwrap_or(0);
            let remove = choices[i].iter().map(|c| c.remove).max().unwrap_or(0);
            max_add_from[i] = max_add_from[i + 1].saturating_add(add).min(adds);
            max_remove_from[i] = max_remove_from[i + 1].saturating_add(remove).min(removes);
        }
        Enumerator {
            layout,
            adds,
            removes,
            choices,
            max_add_from,
            max_remove_from,
        }
    }

    /// Calls `leaf` on every drawing within the budget, exactly once each.
    pub fn run(
        &self,
        budget: &mut Budget<'_>,
        stats: &mut Stats,
        leaf: &mut dyn FnMut(&Drawing<'_>),
    ) -> Result<(), StopReason> {
        let n = self.choices.len();
        let mut walk = Walk {
            e: self,
            symbols: vec![Symbol::Blank; n],
            sticks: vec![0; n],
            budget,
            stats,
            leaf,
        };
        walk.visit(0, self.adds, self.removes)
    }
}

struct Walk<'e, 'b, 'l> {
    e: &'e Enumerator<'e>,
    symbols: Vec<Symbol>,
    sticks: Vec<u8>,
    budget: &'e mut Budget<'b>,
    stats: &'e mut Stats,
    leaf: &'l mut dyn FnMut(&Drawing<'_>),
}

impl Walk<'_, '_, '_> {
    fn visit(&mut self, i: usize, add_left: u8, remove_left: u8) -> Result<(), StopReason> {
        if i == self.symbols.len() {
            (self.leaf)(&Drawing {
                symbols: &self.symbols,
                sticks: &self.sticks,
            });
            return Ok(());
        }
        self.stats.expanded += 1;
        if let Some(reason) = self.budget.check(self.stats, i as u64) {
            return Err(reason);
        }
        let e = self.e;
        let previous_blank = i > 0 && self.symbols[i - 1] == Symbol::Blank;
        let gap_must_stay_blank = e.layout.cells[i].follows_gap && previous_blank;
        for choice in &e.choices[i] {
            if choice.add > add_left || choice.remove > remove_left {
                continue;
            }
            let (a, r) = (add_left - choice.add, remove_left - choice.remove);
            if a > e.max_add_from[i + 1] || r > e.max_remove_from[i + 1] {
                continue;
            }
            if gap_must_stay_blank && choice.symbol != Symbol::Blank {
                continue;
            }
            self.stats.generated += 1;
            self.symbols[i] = choice.symbol;
            self.sticks[i] = choice.sticks;
            self.visit(i + 1, a, r)?;
        }
        Ok(())
    }
}
