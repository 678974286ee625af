//! The cells an equation is drawn in: one per character, plus the empty cells where a stick
//! may create a character (a sign cell before a side when a leading minus is allowed; under
//! the Roman glyph set, runs of empty numeral cells between characters).

use serde::{Deserialize, Serialize};

use crate::equation::Equation;
use crate::glyphs::{alphabet, sticks_of, CellKind, Glyph, Op, Symbol};
use crate::rules::{GlyphSet, Rules};

/// One stick position: a slot (bit index) of a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StickPos {
    /// The cell, counted from 0, left to right.
    pub cell: usize,
    /// The slot: the bit index in the cell's stick mask (see [`CellKind::slot_names`]).
    pub slot: u8,
}

/// `cell.slot` with both numbers from 0, e.g. `2.4`.
impl std::fmt::Display for StickPos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}", self.cell, self.slot)
    }
}

/// One cell of the drawing.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Cell {
    /// Which slots the cell has.
    pub kind: CellKind,
    /// The sticks in the cell at the start.
    pub sticks: u8,
    /// What the cell may show; a fixed `=` cell has only `=`.
    pub glyphs: Vec<Glyph>,
    /// The index of the equation character this cell draws; `None` for an added empty cell.
    pub source: Option<usize>,
    /// True for an empty Roman cell that directly follows another one of the same run: it may
    /// only be filled when the previous one is (so that each string is made one way only).
    pub follows_gap: bool,
}

impl Cell {
    /// The symbol drawn by `sticks` in this cell, if it is one of the cell's glyphs.
    pub fn decode(&self, sticks: u8) -> Option<Symbol> {
        self.glyphs
            .iter()
            .find(|g| g.sticks == sticks)
            .map(|g| g.symbol)
    }

    /// Whether sticks may be taken from or put into this cell.
    pub fn is_fixed(&self) -> bool {
        self.glyphs.len() <= 1
    }
}

/// The cells of one equation under one rule set.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Layout {
    /// The rules the cells were laid out under.
    pub rules: Rules,
    /// The cells, left to right.
    pub cells: Vec<Cell>,
}

impl Layout {
    /// Lays out `equation`; `gap_depth` is the number of empty numeral cells put at every
    /// boundary under the Roman glyph set (the number of sticks that may be moved is enough).
    pub fn new(equation: &Equation, rules: &Rules, gap_depth: usize) -> Layout {
        let mut layout = Layout {
            rules: *rules,
            cells: Vec::new(),
        };
        match rules.glyphs {
            GlyphSet::Arabic => layout.add_arabic(equation),
            GlyphSet::Roman => layout.add_roman(equation, gap_depth.max(1)),
        }
        layout
    }

    fn cell_for(&self, symbol: Symbol, kind: CellKind, source: Option<usize>) -> Cell {
        let rules = &self.rules;
        let sticks = sticks_of(symbol, kind, rules).unwrap_or(0);
        let glyphs = if symbol == Symbol::Op(Op::Eq) && !rules.equals_may_change {
            vec![Glyph { symbol, sticks }]
        } else {
            alphabet(kind, rules)
        };
        Cell {
            kind,
            sticks,
            glyphs,
            source,
            follows_gap: false,
        }
    }

    fn add_arabic(&mut self, equation: &Equation) {
        let symbols = equation.symbols();
        let mut side_may_start = true;
        for (i, &symbol) in symbols.iter().enumerate() {
            let unary = symbol == Symbol::Op(Op::Sub) && side_may_start;
            if unary {
                self.cells
                    .push(self.cell_for(symbol, CellKind::Sign, Some(i)));
                side_may_start = false;
                continue;
            }
            match symbol {
                Symbol::Op(_) => {
                    let cell = self.cell_for(symbol, CellKind::Operator, Some(i));
                    side_may_start = cell.glyphs.iter().any(|g| g.symbol == Symbol::Op(Op::Eq));
                    self.cells.push(cell);
                }
                _ => {
                    if side_may_start && self.rules.leading_minus {
                        self.cells
                            .push(self.cell_for(Symbol::Blank, CellKind::Sign, None));
                    }
                    side_may_start = false;
                    self.cells
                        .push(self.cell_for(symbol, CellKind::Digit, Some(i)));
                }
            }
        }
    }

    fn add_gap_run(&mut self, depth: usize) {
        for k in 0..depth {
            let mut cell = self.cell_for(Symbol::Blank, CellKind::Roman, None);
            cell.follows_gap = k > 0;
            self.cells.push(cell);
        }
    }

    fn add_roman(&mut self, equation: &Equation, depth: usize) {
        self.add_gap_run(depth);
        for (i, &symbol) in equation.symbols().iter().enumerate() {
            let kind = match symbol {
                Symbol::Op(_) => CellKind::Operator,
                _ => CellKind::Roman,
            };
            self.cells.push(self.cell_for(symbol, kind, Some(i)));
            self.add_gap_run(depth);
        }
    }

    /// The sticks of every cell at the start.
    pub fn initial_sticks(&self) -> Vec<u8> {
        self.cells.iter().map(|c| c.sticks).collect()
    }

    /// The symbols drawn by `sticks` (one mask per cell), if every cell shows a glyph.
    pub fn decode(&self, sticks: &[u8]) -> Option<Vec<Symbol>> {
        self.cells
            .iter()
            .zip(sticks)
            .map(|(cell, &s)| cell.decode(s))
            .collect()
    }

    /// What every cell shows for `sticks`: its character, `""` for an empty cell, `None` when
    /// its sticks draw no character.
    pub fn shows(&self, sticks: &[u8]) -> Vec<Option<String>> {
        self.cells
            .iter()
            .zip(sticks)
            .map(|(cell, &s)| {
                cell.decode(s)
                    .map(|symbol| symbol.ascii().map(String::from).unwrap_or_default())
            })
            .collect()
    }

    /// The name of a stick position's slot, e.g. `"b"` or `"vert"`.
    pub fn slot_name(&self, pos: StickPos) -> &'static str {
        self.cells
            .get(pos.cell)
            .and_then(|c| c.kind.slot_names().get(usize::from(pos.slot)))
            .copied()
            .unwrap_or("?")
    }

    /// Total number of sticks at the start.
    pub fn stick_count(&self) -> u32 {
        self.cells.iter().map(|c| c.sticks.count_ones()).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;

    fn layout(input: &str, rules: &Rules) -> Layout {
        match parse(input, rules) {
            Ok(eq) => Layout::new(&eq, rules, 1),
            Err(e) => panic!("{input}: {e}"),
        }
    }

    #[test]
    fn default_layout_has_one_cell_per_character() {
        let l = layout("7+3=9", &Rules::default());
        let kinds: Vec<CellKind> = l.cells.iter().map(|c| c.kind).collect();
        use CellKind::*;
        assert_eq!(kinds, vec![Digit, Operator, Digit, Operator, Digit]);
        assert!(l.cells[3].is_fixed());
        assert_eq!(l.stick_count(), 3 + 2 + 5 + 2 + 6);
        assert_eq!(l.decode(&l.initial_sticks()).map(|s| s.len()), Some(5));
    }

    #[test]
    fn leading_minus_adds_sign_cells_at_side_starts() {
        let r = Rules {
            leading_minus: true,
            ..Rules::default()
        };
        let l = layout("-7+3=9", &r);
        let kinds: Vec<CellKind> = l.cells.iter().map(|c| c.kind).collect();
        use CellKind::*;
        assert_eq!(
            kinds,
            vec![Sign, Digit, Operator, Digit, Operator, Sign, Digit]
        );
        assert_eq!(l.cells[0].sticks, 1);
        assert_eq!(l.cells[5].sticks, 0);
    }

    #[test]
    fn roman_layout_has_gap_runs() {
        let l = Layout::new(
            &parse("I=I", &Rules::roman()).unwrap_or_else(|e| panic!("{e}")),
            &Rules::roman(),
            2,
        );
        assert_eq!(l.cells.len(), 3 + 4 * 2);
        assert!(l.cells[1].follows_gap && !l.cells[0].follows_gap);
    }
}
