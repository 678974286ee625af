//! Meet in the middle: when `=` is fixed, the two sides change independently. Each side's
//! drawings are enumerated once with the sticks they take and put and their value; an answer
//! is a left and a right drawing whose stick counts add up to the budget and whose values are
//! equal. The work is the sum of the two sides' drawings, not their product.

use std::collections::HashMap;

use search::{Budget, Stats, StopReason};

use crate::enumerate::Choice;
use crate::eval::side_value;
use crate::glyphs::{Op, Symbol};
use crate::layout::Layout;
use crate::rules::{GlyphSet, Rules};

/// The index of the one fixed `=` cell, when the layout can be split there.
pub fn split_cell(layout: &Layout, rules: &Rules) -> Option<usize> {
    if rules.glyphs != GlyphSet::Arabic || rules.equals_may_change {
        return None;
    }
    let mut fixed_equals = layout.cells.iter().enumerate().filter(|(_, c)| {
        c.is_fixed() && c.glyphs.first().map(|g| g.symbol) == Some(Symbol::Op(Op::Eq))
    });
    let (at, _) = fixed_equals.next()?;
    fixed_equals.next().is_none().then_some(at)
}

/// Every drawing of one side within the budget: flat symbol and stick rows of equal width.
struct Side {
    width: usize,
    symbols: Vec<Symbol>,
    sticks: Vec<u8>,
    /// (sticks put, sticks taken, value) per drawing.
    keys: Vec<(u8, u8, i128)>,
}

struct SideWalk<'a, 'b> {
    choices: &'a [Vec<Choice>],
    rules: &'a Rules,
    symbols: Vec<Symbol>,
    sticks: Vec<u8>,
    side: Side,
    budget: &'a mut Budget<'b>,
    stats: &'a mut Stats,
}

impl SideWalk<'_, '_> {
    fn visit(&mut self, i: usize, added: u8, removed: u8, max: (u8, u8)) -> Result<(), StopReason> {
        if i == self.symbols.len() {
            if let Some(value) = side_value(&self.symbols, self.rules) {
                self.side.symbols.extend_from_slice(&self.symbols);
                self.side.sticks.extend_from_slice(&self.sticks);
                self.side.keys.push((added, removed, value));
            }
            return Ok(());
        }
        self.stats.expanded += 1;
        if let Some(reason) = self.budget.check(self.stats, i as u64) {
            return Err(reason);
        }
        let choices = self.choices;
        for c in &choices[i] {
            let (a, r) = (added + c.add, removed + c.remove);
            if a > max.0 || r > max.1 {
                continue;
            }
            self.stats.generated += 1;
            self.symbols[i] = c.symbol;
            self.sticks[i] = c.sticks;
            self.visit(i + 1, a, r, max)?;
        }
        Ok(())
    }
}

fn choices_of(layout: &Layout, cells: std::ops::Range<usize>, max: (u8, u8)) -> Vec<Vec<Choice>> {
    layout.cells[cells]
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
                .filter(|c| c.add <= max.0 && c.remove <= max.1)
                .collect()
        })
        .collect()
}

fn enumerate_side(
    layout: &Layout,
    cells: std::ops::Range<usize>,
    max: (u8, u8),
    budget: &mut Budget<'_>,
    stats: &mut Stats,
) -> Result<Side, StopReason> {
    let width = cells.len();
    let choices = choices_of(layout, cells, max);
    let mut walk = SideWalk {
        choices: &choices,
        rules: &layout.rules,
        symbols: vec![Symbol::Blank; width],
        sticks: vec![0; width],
        side: Side {
            width,
            symbols: Vec::new(),
            sticks: Vec::new(),
            keys: Vec::new(),
        },
        budget,
        stats,
    };
    walk.visit(0, 0, 0, max)?;
    Ok(walk.side)
}

/// Calls `answer` with the symbols and sticks of every true drawing that puts exactly `adds`
/// and takes exactly `removes` sticks, splitting at the fixed `=` cell `split`.
pub fn meet_in_the_middle(
    layout: &Layout,
    split: usize,
    adds: usize,
    removes: usize,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    answer: &mut dyn FnMut(&[Symbol], &[u8]),
) -> Result<(), StopReason> {
    let max = (adds.min(255) as u8, removes.min(255) as u8);
    let n = layout.cells.len();
    let left = enumerate_side(layout, 0..split, max, budget, stats)?;
    let right = enumerate_side(layout, split + 1..n, max, budget, stats)?;
    let mut by_key: HashMap<(u8, u8, i128), Vec<usize>> = HashMap::new();
    for (j, key) in right.keys.iter().enumerate() {
        by_key.entry(*key).or_default().push(j);
    }
    let equals = &layout.cells[split];
    let mut symbols = vec![Symbol::Op(Op::Eq); n];
    let mut sticks = vec![equals.sticks; n];
    for (i, &(a, r, value)) in left.keys.iter().enumerate() {
        let Some(matches) = by_key.get(&(max.0 - a, max.1 - r, value)) else {
            continue;
        };
        symbols[..split].copy_from_slice(&left.symbols[i * left.width..(i + 1) * left.width]);
        sticks[..split].copy_from_slice(&left.sticks[i * left.width..(i + 1) * left.width]);
        for &j in matches {
            let w = right.width;
            symbols[split + 1..].copy_from_slice(&right.symbols[j * w..(j + 1) * w]);
            sticks[split + 1..].copy_from_slice(&right.sticks[j * w..(j + 1) * w]);
            answer(&symbols, &sticks);
        }
    }
    Ok(())
}
