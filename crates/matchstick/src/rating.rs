//! The difficulty model, after Knoblich, Ohlsson, Haider & Rhenius (1999): the kind of change
//! an answer needs matters more than its size, and breaking a tight glyph is hard.
//!
//! For one answer:
//! - kind of change: `value` (only digits or numerals change) 0, `operator` (an operator other
//!   than `=` changes) 1, `form` (an `=` or a leading minus appears or disappears) 2;
//! - +1.5 for every stick moved beyond the first (K - 1);
//! - +0.5 for every changed glyph that is *tight*: it has two sticks or more and no proper part
//!   of it is a character, so it cannot be seen as meaningful pieces (X, V, 1, 2, 5, `*`
//!   without `/`; not 8, 9, `+`, nor the single-stick I and `-`);
//! - +0.3 for every changed cell beyond the first (the change is spread out).
//!
//! A puzzle's score is its easiest answer's score, +0.5 when that is its only answer, -0.25
//! for each further answer (at most -1). Levels are per K (the K - 1 term is left out when
//! choosing one, so that every K has easy, medium and hard puzzles): easy below 1, medium
//! below 2, hard from 2.

use serde::{Deserialize, Serialize};

use crate::glyphs::{Op, Symbol};
use crate::layout::Cell;

/// The three levels. Parses `easy|medium|hard` and the seed's `low|mid|high`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    /// Score below 1 (`low` in the libraries).
    Easy,
    /// Score from 1 to 2 (`mid`).
    Medium,
    /// Score from 2 (`high`).
    Hard,
}

impl Difficulty {
    /// The levels, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// `easy`, `medium` or `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// The level of a score.
    pub fn of_score(score: f64) -> Difficulty {
        if score < 1.0 {
            Difficulty::Easy
        } else if score < 2.0 {
            Difficulty::Medium
        } else {
            Difficulty::Hard
        }
    }
}

impl std::str::FromStr for Difficulty {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" | "low" => Ok(Difficulty::Easy),
            "medium" | "mid" => Ok(Difficulty::Medium),
            "hard" | "high" => Ok(Difficulty::Hard),
            other => Err(format!(
                "unknown difficulty '{other}': expected easy, medium or hard (or low, mid, high)"
            )),
        }
    }
}

impl std::fmt::Display for Difficulty {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// The kind of change an answer needs (Knoblich's A, B, C).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    /// Only digits or numerals change (A).
    Value,
    /// An operator other than `=` changes (B).
    Operator,
    /// An `=` or a leading minus appears or disappears (C).
    Form,
}

/// A puzzle's rating with the features it was computed from.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Rating {
    /// The model's score (see the module documentation).
    pub score: f64,
    /// The level, chosen per K.
    pub difficulty: Difficulty,
    /// K.
    pub moves: usize,
    /// The number of answers.
    pub answers: usize,
    /// Of the easiest answer: the kind of change.
    pub change: ChangeKind,
    /// Of the easiest answer: the tight glyphs it breaks.
    pub tight_glyphs: usize,
    /// Of the easiest answer: the cells it changes.
    pub cells_changed: usize,
}

/// Whether the glyph drawn by `sticks` has at least two sticks and no proper, non-empty part
/// of it is a glyph of the cell.
pub fn is_tight(cell: &Cell, sticks: u8) -> bool {
    sticks.count_ones() >= 2
        && !cell
            .glyphs
            .iter()
            .any(|g| g.sticks != 0 && g.sticks != sticks && g.sticks & !sticks == 0)
}

fn is_form_symbol(s: Symbol, cell: &Cell) -> bool {
    s == Symbol::Op(Op::Eq) || (cell.kind == crate::glyphs::CellKind::Sign && s != Symbol::Blank)
}

/// Rates one answer: (score, kind, tight glyphs, cells changed).
fn rate_answer(
    cells: &[Cell],
    puzzle: &[u8],
    answer: &[u8],
    k: usize,
) -> (f64, ChangeKind, usize, usize) {
    let mut change = ChangeKind::Value;
    let mut tight = 0usize;
    let mut changed = 0usize;
    for ((cell, &from), &to) in cells.iter().zip(puzzle).zip(answer) {
        if from == to {
            continue;
        }
        changed += 1;
        if is_tight(cell, from) {
            tight += 1;
        }
        let (a, b) = (cell.decode(from), cell.decode(to));
        let kind = match (a, b) {
            (Some(a), Some(b)) if is_form_symbol(a, cell) || is_form_symbol(b, cell) => {
                ChangeKind::Form
            }
            (Some(Symbol::Op(_)), _) | (_, Some(Symbol::Op(_))) => ChangeKind::Operator,
            _ => ChangeKind::Value,
        };
        change = change.max(kind);
    }
    let kind_weight = match change {
        ChangeKind::Value => 0.0,
        ChangeKind::Operator => 1.0,
        ChangeKind::Form => 2.0,
    };
    let score = kind_weight
        + 1.5 * k.saturating_sub(1) as f64
        + 0.5 * tight as f64
        + 0.3 * changed.saturating_sub(1) as f64;
    (score, change, tight, changed)
}

/// Rates a puzzle drawn as `puzzle` (sticks per cell) with the given answers (each the sticks
/// per cell of the same layout). `None` when there is no answer.
pub fn rate(cells: &[Cell], puzzle: &[u8], answers: &[&[u8]], k: usize) -> Option<Rating> {
    let (score, change, tight_glyphs, cells_changed) = answers
        .iter()
        .map(|a| rate_answer(cells, puzzle, a, k))
        .min_by(|x, y| x.0.total_cmp(&y.0))?;
    let n = answers.len();
    let score = score
        + if n == 1 {
            0.5
        } else {
            -0.25 * (n - 1).min(4) as f64
        };
    Some(Rating {
        score,
        difficulty: Difficulty::of_score(score - 1.5 * k.saturating_sub(1) as f64),
        moves: k,
        answers: n,
        change,
        tight_glyphs,
        cells_changed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;
    use crate::rules::Rules;
    use crate::solve::{solve, Task};
    use search::Limits;

    fn rating(input: &str, rules: &Rules, k: usize) -> Option<Rating> {
        let eq = parse(input, rules).ok()?;
        let report = solve(&eq, rules, Task::Move, k, &Limits::none());
        let layout = crate::layout::Layout::new(&eq, rules, k);
        let answers: Vec<&[u8]> = report.answers.iter().map(|a| a.sticks.as_slice()).collect();
        rate(&layout.cells, &layout.initial_sticks(), &answers, k)
    }

    #[test]
    fn knoblich_order_value_operator_form() {
        let r = Rules::roman();
        let a = rating("VI=VII+I", &r, 1).map(|x| x.change);
        let b = rating("I=II+II", &r, 1).map(|x| x.change);
        let c = rating("III=III+III", &r, 1).map(|x| x.change);
        assert_eq!(a, Some(ChangeKind::Value));
        assert_eq!(b, Some(ChangeKind::Operator));
        assert_eq!(c, Some(ChangeKind::Form));
        let score = |s: &str| rating(s, &r, 1).map_or(f64::NAN, |x| x.score);
        assert!(score("VI=VII+I") < score("I=II+II"));
        assert!(score("I=II+II") < score("III=III+III"));
    }

    #[test]
    fn breaking_the_x_chunk_is_harder_than_moving_an_i() {
        let mut r = Rules::roman();
        r.equals_may_change = false;
        let a = rating("VI=VII+I", &r, 1);
        let d = rating("XI=III+III", &r, 1);
        assert_eq!(a.map(|x| x.tight_glyphs), Some(0));
        assert_eq!(d.map(|x| x.tight_glyphs), Some(1));
        assert!(a.map_or(f64::NAN, |x| x.score) < d.map_or(f64::NAN, |x| x.score));
    }

    #[test]
    fn x_is_tight_and_eight_is_loose() {
        let Ok(eq) = parse("X=X", &Rules::roman()) else {
            panic!("parse")
        };
        let layout = crate::layout::Layout::new(&eq, &Rules::roman(), 1);
        let x = layout
            .cells
            .iter()
            .find(|c| c.source == Some(0))
            .map(|c| is_tight(c, c.sticks));
        assert_eq!(x, Some(true));
        let Ok(eq) = parse("8=8", &Rules::default()) else {
            panic!("parse")
        };
        let layout = crate::layout::Layout::new(&eq, &Rules::default(), 1);
        assert!(!is_tight(&layout.cells[0], layout.cells[0].sticks));
    }

    #[test]
    fn more_sticks_is_harder() {
        let r = Rules::default();
        let one = rating("45+46=99", &r, 1).map_or(f64::NAN, |x| x.score);
        let two = rating("45+46=99", &r, 2).map_or(f64::NAN, |x| x.score);
        assert!(one < two);
        assert_eq!("low".parse::<Difficulty>(), Ok(Difficulty::Easy));
        assert_eq!("high".parse::<Difficulty>(), Ok(Difficulty::Hard));
    }
}
