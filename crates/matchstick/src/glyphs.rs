//! The stick-level glyph model: every character is a set of stick positions ("slots") in a
//! cell, and every transition between characters is derived from these sets.
//!
//! Cells come in four kinds. A digit cell has the seven segments `a`..`g` (a top, b upper
//! right, c lower right, d bottom, e lower left, f upper left, g middle). An operator cell has
//! five slots: `mid` (the middle horizontal: `-`, the bar of `+`, the upper bar of `=`), `vert`
//! (the vertical of `+`), `low` (the lower bar of `=`), `back` and `slash` (the crossed sticks
//! of `*`; `/` is `slash` alone). A sign cell has only `mid` (an optional leading minus). A Roman
//! cell has `i` (the vertical of I), `back` (the left arm of V and of X), `vslash` (the right
//! arm of V, meeting `back` at the bottom) and `xslash` (the second stick of X, crossing
//! `back`); so X -> V is one move, and a lone slanted stick is no character.

use serde::Serialize;

use crate::rules::{GlyphSet, Rules};

/// An arithmetic operator or the equals sign.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Op {
    /// `+`: a horizontal and a vertical stick.
    Add,
    /// `-`: one horizontal stick.
    Sub,
    /// `*`: two crossed sticks.
    Mul,
    /// `/`: one slanted stick (under the division rule).
    Div,
    /// `=`: two horizontal sticks.
    Eq,
}

impl Op {
    /// The ASCII character used in output.
    pub fn ascii(self) -> char {
        match self {
            Op::Add => '+',
            Op::Sub => '-',
            Op::Mul => '*',
            Op::Div => '/',
            Op::Eq => '=',
        }
    }
}

/// A Roman numeral character.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Numeral {
    /// One, a vertical stick.
    I,
    /// Five, two sticks meeting at the bottom.
    V,
    /// Ten, two crossed sticks.
    X,
}

impl Numeral {
    /// The ASCII letter.
    pub fn ascii(self) -> char {
        match self {
            Numeral::I => 'I',
            Numeral::V => 'V',
            Numeral::X => 'X',
        }
    }
}

/// What a cell shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "type", content = "value", rename_all = "snake_case")]
pub enum Symbol {
    /// A seven-segment digit, 0 to 9.
    Digit(u8),
    /// An operator or `=` (a leading minus too).
    Op(Op),
    /// A Roman numeral character.
    Roman(Numeral),
    /// An empty cell (a sign cell without minus, a Roman cell without numeral).
    Blank,
}

impl Symbol {
    /// The ASCII character, or `None` for a blank.
    pub fn ascii(self) -> Option<char> {
        match self {
            Symbol::Digit(d) => Some(char::from(b'0' + d)),
            Symbol::Op(op) => Some(op.ascii()),
            Symbol::Roman(n) => Some(n.ascii()),
            Symbol::Blank => None,
        }
    }
}

/// The kind of a cell, which fixes its stick slots.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CellKind {
    /// Seven segments `a` to `g`.
    Digit,
    /// The slots `mid vert low back slash` of `+ - * / =`.
    Operator,
    /// The `mid` slot of an optional leading minus.
    Sign,
    /// The slots `i back vslash xslash` of I, V, X.
    Roman,
}

const DIGIT_SLOTS: &[&str] = &["a", "b", "c", "d", "e", "f", "g"];
const OPERATOR_SLOTS: &[&str] = &["mid", "vert", "low", "back", "slash"];
const SIGN_SLOTS: &[&str] = &["mid"];
const ROMAN_SLOTS: &[&str] = &["i", "back", "vslash", "xslash"];

impl CellKind {
    /// The slot names; bit `i` of a stick mask is slot `slot_names()[i]`.
    pub fn slot_names(self) -> &'static [&'static str] {
        match self {
            CellKind::Digit => DIGIT_SLOTS,
            CellKind::Operator => OPERATOR_SLOTS,
            CellKind::Sign => SIGN_SLOTS,
            CellKind::Roman => ROMAN_SLOTS,
        }
    }

    /// The mask with every slot of this kind set.
    pub fn full_mask(self) -> u8 {
        ((1u16 << self.slot_names().len()) - 1) as u8
    }
}

/// One drawable character: what it means and which slots of its cell hold sticks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Glyph {
    /// What it means.
    pub symbol: Symbol,
    /// Its sticks: bit i is slot i of the cell.
    pub sticks: u8,
}

const SEG_A: u8 = 1;
const SEG_B: u8 = 2;
const SEG_C: u8 = 4;
const SEG_D: u8 = 8;
const SEG_E: u8 = 16;
const SEG_F: u8 = 32;
const SEG_G: u8 = 64;

const OP_MID: u8 = 1;
const OP_VERT: u8 = 2;
const OP_LOW: u8 = 4;
const OP_BACK: u8 = 8;
const OP_SLASH: u8 = 16;

const ROMAN_I: u8 = 1;
const ROMAN_BACK: u8 = 2;
const ROMAN_VSLASH: u8 = 4;
const ROMAN_XSLASH: u8 = 8;

/// The segments of digit `d` (0..=9) under `rules`.
pub fn digit_sticks(d: u8, rules: &Rules) -> u8 {
    match d {
        0 => SEG_A | SEG_B | SEG_C | SEG_D | SEG_E | SEG_F,
        1 => SEG_B | SEG_C,
        2 => SEG_A | SEG_B | SEG_D | SEG_E | SEG_G,
        3 => SEG_A | SEG_B | SEG_C | SEG_D | SEG_G,
        4 => SEG_B | SEG_C | SEG_F | SEG_G,
        5 => SEG_A | SEG_C | SEG_D | SEG_F | SEG_G,
        6 if rules.tailless_six_nine => SEG_C | SEG_D | SEG_E | SEG_F | SEG_G,
        6 => SEG_A | SEG_C | SEG_D | SEG_E | SEG_F | SEG_G,
        7 if rules.seven_with_four => SEG_A | SEG_B | SEG_C | SEG_F,
        7 => SEG_A | SEG_B | SEG_C,
        8 => SEG_A | SEG_B | SEG_C | SEG_D | SEG_E | SEG_F | SEG_G,
        9 if rules.tailless_six_nine => SEG_A | SEG_B | SEG_C | SEG_F | SEG_G,
        _ => SEG_A | SEG_B | SEG_C | SEG_D | SEG_F | SEG_G,
    }
}

/// The sticks of an operator in an operator cell (or of the minus in a sign cell).
pub fn operator_sticks(op: Op) -> u8 {
    match op {
        Op::Sub => OP_MID,
        Op::Add => OP_MID | OP_VERT,
        Op::Eq => OP_MID | OP_LOW,
        Op::Mul => OP_BACK | OP_SLASH,
        Op::Div => OP_SLASH,
    }
}

/// The sticks of a Roman numeral in a Roman cell.
pub fn numeral_sticks(n: Numeral) -> u8 {
    match n {
        Numeral::I => ROMAN_I,
        Numeral::V => ROMAN_BACK | ROMAN_VSLASH,
        Numeral::X => ROMAN_BACK | ROMAN_XSLASH,
    }
}

/// The sticks drawing `symbol` in a cell of kind `kind`, if it can be drawn there.
pub fn sticks_of(symbol: Symbol, kind: CellKind, rules: &Rules) -> Option<u8> {
    match (kind, symbol) {
        (CellKind::Digit, Symbol::Digit(d)) if d <= 9 => Some(digit_sticks(d, rules)),
        (CellKind::Operator, Symbol::Op(op)) => Some(operator_sticks(op)),
        (CellKind::Sign, Symbol::Op(Op::Sub)) => Some(OP_MID),
        (CellKind::Sign, Symbol::Blank) | (CellKind::Roman, Symbol::Blank) => Some(0),
        (CellKind::Roman, Symbol::Roman(n)) => Some(numeral_sticks(n)),
        _ => None,
    }
}

/// Every glyph a cell of `kind` can show under `rules`, when it may change freely.
pub fn alphabet(kind: CellKind, rules: &Rules) -> Vec<Glyph> {
    let glyph =
        |symbol: Symbol| sticks_of(symbol, kind, rules).map(|sticks| Glyph { symbol, sticks });
    let symbols: Vec<Symbol> = match kind {
        CellKind::Digit => (0..=9).map(Symbol::Digit).collect(),
        CellKind::Operator => {
            let mut ops = vec![Op::Add, Op::Sub];
            if rules.glyphs == GlyphSet::Arabic {
                ops.push(Op::Mul);
                if rules.division {
                    ops.push(Op::Div);
                }
            }
            if rules.equals_may_change {
                ops.push(Op::Eq);
            }
            ops.into_iter().map(Symbol::Op).collect()
        }
        CellKind::Sign => vec![Symbol::Blank, Symbol::Op(Op::Sub)],
        CellKind::Roman => vec![
            Symbol::Blank,
            Symbol::Roman(Numeral::I),
            Symbol::Roman(Numeral::V),
            Symbol::Roman(Numeral::X),
        ],
    };
    symbols.into_iter().filter_map(glyph).collect()
}

/// The symbol drawn by `sticks` in a cell of `kind`, if any (a blank only where allowed).
pub fn decode(kind: CellKind, sticks: u8, rules: &Rules) -> Option<Symbol> {
    let mut all = alphabet(kind, rules);
    if kind == CellKind::Operator {
        all.push(Glyph {
            symbol: Symbol::Op(Op::Eq),
            sticks: operator_sticks(Op::Eq),
        });
    }
    all.into_iter()
        .find(|g| g.sticks == sticks)
        .map(|g| g.symbol)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digit_stick_counts_follow_rules_md() {
        let r = Rules::default();
        let counts: Vec<u32> = (0..=9).map(|d| digit_sticks(d, &r).count_ones()).collect();
        assert_eq!(counts, vec![6, 2, 5, 5, 4, 5, 6, 3, 7, 6]);
        let variants = Rules {
            seven_with_four: true,
            tailless_six_nine: true,
            ..r
        };
        let counts: Vec<u32> = (0..=9)
            .map(|d| digit_sticks(d, &variants).count_ones())
            .collect();
        assert_eq!(counts, vec![6, 2, 5, 5, 4, 5, 5, 4, 7, 5]);
    }

    #[test]
    fn glyphs_of_each_alphabet_are_distinct() {
        for rules in Rules::all_arabic().into_iter().chain([Rules::roman()]) {
            for kind in [
                CellKind::Digit,
                CellKind::Operator,
                CellKind::Sign,
                CellKind::Roman,
            ] {
                let glyphs = alphabet(kind, &rules);
                for (i, g) in glyphs.iter().enumerate() {
                    assert_eq!(g.sticks & !kind.full_mask(), 0);
                    assert!(
                        glyphs[i + 1..].iter().all(|h| h.sticks != g.sticks),
                        "{kind:?} {g:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn operator_transitions_are_derived_from_sticks() {
        let diff = |a: Op, b: Op| (operator_sticks(a) ^ operator_sticks(b)).count_ones();
        assert_eq!(diff(Op::Sub, Op::Add), 1);
        assert_eq!(
            diff(Op::Add, Op::Eq),
            2,
            "+ -> = moves one stick (one out, one in)"
        );
        assert_eq!(diff(Op::Mul, Op::Div), 1);
        assert_eq!(diff(Op::Add, Op::Mul), 4);
    }

    #[test]
    fn x_to_v_is_one_move_and_a_lone_slant_is_nothing() {
        let x = numeral_sticks(Numeral::X);
        let v = numeral_sticks(Numeral::V);
        assert_eq!((x & !v).count_ones(), 1);
        assert_eq!((v & !x).count_ones(), 1);
        let r = Rules::roman();
        assert_eq!(decode(CellKind::Roman, ROMAN_BACK, &r), None);
        assert_eq!(
            decode(CellKind::Roman, ROMAN_I, &r),
            Some(Symbol::Roman(Numeral::I))
        );
    }
}
