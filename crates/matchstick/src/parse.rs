//! Parsing and validating an equation typed by a user, with the column of every error.
//!
//! Accepted: digits (or I, V, X under the Roman glyph set), `+`, `-` (also `−`), `*` (also
//! `x`, `X`, `×`), `/` (also `÷`), `=`, and spaces, which are ignored. Columns count
//! characters from 1.

use serde::Serialize;

use crate::equation::{Equation, MAX_LENGTH};
use crate::glyphs::{Numeral, Op, Symbol};
use crate::roman::numeral_value;
use crate::rules::{GlyphSet, Rules};

/// Why an equation was rejected, and where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ParseError {
    #[error("the equation is empty")]
    Empty,
    #[error("column {column}: unknown character '{character}'{hint}")]
    UnknownCharacter {
        column: usize,
        character: char,
        hint: String,
    },
    #[error("the equation is {length} characters long; at most {max} are allowed")]
    TooLong { length: usize, max: usize },
    #[error("there is no '=' in the equation")]
    NoEquals,
    #[error("column {column}: a second '=' (chains like 3=3=3 need the equals-may-change rule)")]
    SecondEquals { column: usize },
    #[error("column {column}: the side is empty (a number is needed here)")]
    EmptySide { column: usize },
    #[error("column {column}: two operators in a row")]
    TwoOperators { column: usize },
    #[error("column {column}: the operator has no number before it")]
    MissingLeftOperand { column: usize },
    #[error("column {column}: the operator has no number after it")]
    MissingRightOperand { column: usize },
    #[error("column {column}: leading minus is not allowed (use the leading-minus rule)")]
    UnaryMinus { column: usize },
    #[error("column {column}: '/' is not available (use the division rule)")]
    DivisionDisabled { column: usize },
    #[error("column {column}: '{number}' has a leading zero (use the leading-zeros rule)")]
    LeadingZero { column: usize, number: String },
    #[error("column {column}: '{numeral}' is not a Roman numeral from I to XXXIX")]
    BadNumeral { column: usize, numeral: String },
}

impl ParseError {
    /// The 1-based column the error points at, if it points at one.
    pub fn column(&self) -> Option<usize> {
        match self {
            ParseError::Empty | ParseError::TooLong { .. } | ParseError::NoEquals => None,
            ParseError::UnknownCharacter { column, .. }
            | ParseError::SecondEquals { column }
            | ParseError::EmptySide { column }
            | ParseError::TwoOperators { column }
            | ParseError::MissingLeftOperand { column }
            | ParseError::MissingRightOperand { column }
            | ParseError::UnaryMinus { column }
            | ParseError::DivisionDisabled { column }
            | ParseError::LeadingZero { column, .. }
            | ParseError::BadNumeral { column, .. } => Some(*column),
        }
    }
}

fn symbol_of(c: char, glyphs: GlyphSet) -> Option<Symbol> {
    let op = |o| Some(Symbol::Op(o));
    match (glyphs, c) {
        (_, '+') => op(Op::Add),
        (_, '-' | '−') => op(Op::Sub),
        (_, '=') => op(Op::Eq),
        (GlyphSet::Arabic, '0'..='9') => Some(Symbol::Digit(c as u8 - b'0')),
        (GlyphSet::Arabic, '*' | 'x' | 'X' | '×') => op(Op::Mul),
        (GlyphSet::Arabic, '/' | '÷') => op(Op::Div),
        (GlyphSet::Roman, 'I' | 'i') => Some(Symbol::Roman(Numeral::I)),
        (GlyphSet::Roman, 'V' | 'v') => Some(Symbol::Roman(Numeral::V)),
        (GlyphSet::Roman, 'X' | 'x') => Some(Symbol::Roman(Numeral::X)),
        _ => None,
    }
}

fn unknown_hint(c: char, glyphs: GlyphSet) -> String {
    match glyphs {
        GlyphSet::Arabic if "IVivXx".contains(c) => {
            "; Roman numerals need the Roman glyph set".into()
        }
        GlyphSet::Arabic => "; use digits and + - * / =".into(),
        GlyphSet::Roman if c.is_ascii_digit() => "; the Roman glyph set uses I, V, X".into(),
        GlyphSet::Roman => "; use I, V, X and + - =".into(),
    }
}

/// Parses and validates `input` under `rules`. Truth is not checked here.
pub fn parse(input: &str, rules: &Rules) -> Result<Equation, ParseError> {
    let mut symbols: Vec<(usize, Symbol)> = Vec::new();
    for (i, c) in input.chars().enumerate() {
        if c.is_whitespace() {
            continue;
        }
        let column = i + 1;
        match symbol_of(c, rules.glyphs) {
            Some(Symbol::Op(Op::Div)) if !rules.division => {
                return Err(ParseError::DivisionDisabled { column })
            }
            Some(s) => symbols.push((column, s)),
            None => {
                let hint = unknown_hint(c, rules.glyphs);
                return Err(ParseError::UnknownCharacter {
                    column,
                    character: c,
                    hint,
                });
            }
        }
    }
    if symbols.is_empty() {
        return Err(ParseError::Empty);
    }
    if symbols.len() > MAX_LENGTH {
        return Err(ParseError::TooLong {
            length: symbols.len(),
            max: MAX_LENGTH,
        });
    }
    validate(&symbols, rules)?;
    Ok(Equation::from_symbols(symbols.into_iter().map(|(_, s)| s)))
}

/// What the previous symbol was, for the grammar check.
#[derive(Clone, Copy, PartialEq)]
enum Previous {
    SideStart,
    UnaryMinus,
    Number,
    Operator,
}

fn validate(symbols: &[(usize, Symbol)], rules: &Rules) -> Result<(), ParseError> {
    let mut previous = Previous::SideStart;
    let mut equals = 0;
    let mut i = 0;
    while i < symbols.len() {
        let (column, symbol) = symbols[i];
        match symbol {
            Symbol::Op(Op::Eq) => {
                match previous {
                    Previous::SideStart => return Err(ParseError::EmptySide { column }),
                    Previous::Operator | Previous::UnaryMinus => {
                        return Err(ParseError::TwoOperators { column })
                    }
                    Previous::Number => {}
                }
                equals += 1;
                if equals > 1 && !rules.equals_may_change {
                    return Err(ParseError::SecondEquals { column });
                }
                previous = Previous::SideStart;
            }
            Symbol::Op(Op::Sub) if previous == Previous::SideStart => {
                if !rules.leading_minus {
                    return Err(ParseError::UnaryMinus { column });
                }
                previous = Previous::UnaryMinus;
            }
            Symbol::Op(_) => {
                match previous {
                    Previous::SideStart => return Err(ParseError::MissingLeftOperand { column }),
                    Previous::Operator | Previous::UnaryMinus => {
                        return Err(ParseError::TwoOperators { column })
                    }
                    Previous::Number => {}
                }
                previous = Previous::Operator;
            }
            Symbol::Digit(_) | Symbol::Roman(_) | Symbol::Blank => {
                let end = symbols[i..]
                    .iter()
                    .position(|(_, s)| matches!(s, Symbol::Op(_)))
                    .map_or(symbols.len(), |p| i + p);
                check_number(&symbols[i..end], rules)?;
                previous = Previous::Number;
                i = end;
                continue;
            }
        }
        i += 1;
    }
    if equals == 0 {
        return Err(ParseError::NoEquals);
    }
    match (previous, symbols.last()) {
        (Previous::SideStart, Some(&(column, _))) => {
            Err(ParseError::EmptySide { column: column + 1 })
        }
        (Previous::Operator | Previous::UnaryMinus, Some(&(column, _))) => {
            Err(ParseError::MissingRightOperand { column })
        }
        _ => Ok(()),
    }
}

fn check_number(run: &[(usize, Symbol)], rules: &Rules) -> Result<(), ParseError> {
    let column = run.first().map_or(0, |(c, _)| *c);
    let text: String = run.iter().filter_map(|(_, s)| s.ascii()).collect();
    match rules.glyphs {
        GlyphSet::Arabic => {
            if run.len() > 1 && run[0].1 == Symbol::Digit(0) && !rules.leading_zeros {
                return Err(ParseError::LeadingZero {
                    column,
                    number: text,
                });
            }
        }
        GlyphSet::Roman => {
            let numerals: Vec<Numeral> = run
                .iter()
                .filter_map(|(_, s)| match s {
                    Symbol::Roman(n) => Some(*n),
                    _ => None,
                })
                .collect();
            if numeral_value(&numerals).is_none() {
                return Err(ParseError::BadNumeral {
                    column,
                    numeral: text,
                });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(input: &str) -> ParseError {
        match parse(input, &Rules::default()) {
            Err(e) => e,
            Ok(eq) => panic!("{input} parsed as {eq}"),
        }
    }

    #[test]
    fn accepts_alternative_operator_spellings_and_prints_ascii() {
        let r = Rules {
            division: true,
            ..Rules::default()
        };
        let eq = parse("6 x 2 = 24 ÷ 2", &r).map(|e| e.to_string());
        assert_eq!(eq, Ok("6*2=24/2".to_string()));
        let eq = parse("3×3=9", &r).map(|e| e.to_string());
        assert_eq!(eq, Ok("3*3=9".to_string()));
    }

    #[test]
    fn errors_name_their_column() {
        assert_eq!(err("7+a=9").column(), Some(3));
        assert!(matches!(
            err("7+a=9"),
            ParseError::UnknownCharacter { character: 'a', .. }
        ));
        assert_eq!(err("7+3"), ParseError::NoEquals);
        assert_eq!(err("=9"), ParseError::EmptySide { column: 1 });
        assert_eq!(err("9="), ParseError::EmptySide { column: 3 });
        assert_eq!(err("7+*3=9"), ParseError::TwoOperators { column: 3 });
        assert_eq!(err("7+=9"), ParseError::TwoOperators { column: 3 });
        assert_eq!(err("7=9+"), ParseError::MissingRightOperand { column: 4 });
        assert_eq!(err("+7=9"), ParseError::MissingLeftOperand { column: 1 });
        assert_eq!(
            err("07+3=9"),
            ParseError::LeadingZero {
                column: 1,
                number: "07".into()
            }
        );
        assert_eq!(err("-7+3=9"), ParseError::UnaryMinus { column: 1 });
        assert_eq!(err("8/2=4"), ParseError::DivisionDisabled { column: 2 });
        assert_eq!(err("3=3=3"), ParseError::SecondEquals { column: 4 });
        assert_eq!(err("   "), ParseError::Empty);
        let long = "1".repeat(40) + "=1";
        assert_eq!(
            err(&long),
            ParseError::TooLong {
                length: 42,
                max: MAX_LENGTH
            }
        );
    }

    #[test]
    fn flags_lift_the_matching_errors() {
        let all = Rules {
            equals_may_change: true,
            leading_minus: true,
            leading_zeros: true,
            division: true,
            ..Rules::default()
        };
        for input in ["-7+3=-4", "07+3=10", "8/2=4", "3=3=3", "0=-0"] {
            assert!(parse(input, &all).is_ok(), "{input}");
        }
    }

    #[test]
    fn roman_numerals_are_checked() {
        let r = Rules::roman();
        assert_eq!(
            parse("vi=vii+i", &r).map(|e| e.to_string()),
            Ok("VI=VII+I".to_string())
        );
        assert!(matches!(
            parse("IIII=IV", &r),
            Err(ParseError::BadNumeral { column: 1, .. })
        ));
        assert!(matches!(
            parse("1+1=2", &r),
            Err(ParseError::UnknownCharacter { column: 1, .. })
        ));
    }
}
