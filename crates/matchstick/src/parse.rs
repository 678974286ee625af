//! Parsing and validating an equation typed by a user, with the column and the byte range of
//! every error ([`parse_located`]).
//!
//! Accepted: digits (or I, V, X under the Roman glyph set), `+`, `-` (also `−`), `*` (also
//! `x`, `X`, `×`), `/` (also `÷`), `=`, and spaces, which are ignored. Columns count
//! characters from 1.

use std::ops::Range;

use puzzle::words::english;
use puzzle::Words;
use serde::Serialize;

use crate::equation::{Equation, MAX_LENGTH};
use crate::glyphs::{Numeral, Op, Symbol};
use crate::roman::numeral_value;
use crate::rules::{GlyphSet, Rules};

/// Why an equation was rejected, and where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "kind", rename_all = "snake_case")]
#[error("{}", english(&self.words()))]
pub enum ParseError {
    /// Nothing but spaces.
    Empty,
    /// A character that is no glyph of the glyph set.
    UnknownCharacter {
        /// 1-based character column.
        column: usize,
        /// The character.
        character: char,
        /// What to use instead, by name: `roman`, `arabic`, `digits` or `letters` (the
        /// catalogue words each).
        hint: &'static str,
    },
    /// More symbols than [`MAX_LENGTH`].
    TooLong {
        /// Symbols given.
        length: usize,
        /// Symbols allowed.
        max: usize,
    },
    /// No `=` at all.
    NoEquals,
    /// A second `=` while `=` may not change.
    SecondEquals {
        /// 1-based character column.
        column: usize,
    },
    /// A side with no number (`=9`, `9=`).
    EmptySide {
        /// 1-based character column.
        column: usize,
    },
    /// Two operators in a row.
    TwoOperators {
        /// 1-based character column of the second.
        column: usize,
    },
    /// An operator at the start of a side.
    MissingLeftOperand {
        /// 1-based character column.
        column: usize,
    },
    /// An operator at the end.
    MissingRightOperand {
        /// 1-based character column.
        column: usize,
    },
    /// A side starting with `-` without the leading-minus rule.
    UnaryMinus {
        /// 1-based character column.
        column: usize,
    },
    /// `/` without the division rule.
    DivisionDisabled {
        /// 1-based character column.
        column: usize,
    },
    /// A number with a leading zero without the leading-zeros rule.
    LeadingZero {
        /// 1-based character column of its first digit.
        column: usize,
        /// The number.
        number: String,
    },
    /// A run of I, V, X that is no Roman numeral from 1 to 39.
    BadNumeral {
        /// 1-based character column of its first letter.
        column: usize,
        /// The letters.
        numeral: String,
    },
}

impl ParseError {
    /// What is wrong and how to fix it, as catalogue words (`matchstick-error-*`): what a
    /// page, a terminal and this error's `Display` word in their language. The column is not
    /// in the words: it is the error's place ([`ParseError::column`], [`LocatedError::span`]),
    /// which an interface shows as the input error's line and column.
    pub fn words(&self) -> Words {
        match self {
            ParseError::Empty => Words::new("matchstick-error-empty"),
            ParseError::UnknownCharacter {
                character, hint, ..
            } => Words::new("matchstick-error-character")
                .arg("character", character)
                .arg("hint", *hint),
            ParseError::TooLong { length, max } => Words::new("matchstick-error-too-long")
                .arg("length", length)
                .arg("max", max),
            ParseError::NoEquals => Words::new("matchstick-error-no-equals"),
            ParseError::SecondEquals { .. } => Words::new("matchstick-error-second-equals"),
            ParseError::EmptySide { .. } => Words::new("matchstick-error-empty-side"),
            ParseError::TwoOperators { .. } => Words::new("matchstick-error-two-operators"),
            ParseError::MissingLeftOperand { .. } => Words::new("matchstick-error-no-left"),
            ParseError::MissingRightOperand { .. } => Words::new("matchstick-error-no-right"),
            ParseError::UnaryMinus { .. } => Words::new("matchstick-error-leading-minus"),
            ParseError::DivisionDisabled { .. } => Words::new("matchstick-error-division"),
            ParseError::LeadingZero { number, .. } => {
                Words::new("matchstick-error-leading-zero").arg("number", number)
            }
            ParseError::BadNumeral { numeral, .. } => {
                Words::new("matchstick-error-numeral").arg("numeral", numeral)
            }
        }
    }

    /// A short machine-readable code: the `kind` of its JSON form (`unknown_character`, ...).
    pub fn code(&self) -> &'static str {
        match self {
            ParseError::Empty => "empty",
            ParseError::UnknownCharacter { .. } => "unknown_character",
            ParseError::TooLong { .. } => "too_long",
            ParseError::NoEquals => "no_equals",
            ParseError::SecondEquals { .. } => "second_equals",
            ParseError::EmptySide { .. } => "empty_side",
            ParseError::TwoOperators { .. } => "two_operators",
            ParseError::MissingLeftOperand { .. } => "missing_left_operand",
            ParseError::MissingRightOperand { .. } => "missing_right_operand",
            ParseError::UnaryMinus { .. } => "unary_minus",
            ParseError::DivisionDisabled { .. } => "division_disabled",
            ParseError::LeadingZero { .. } => "leading_zero",
            ParseError::BadNumeral { .. } => "bad_numeral",
        }
    }

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

/// What to use instead of `c`, by name, as [`ParseError::UnknownCharacter`] says it.
fn unknown_hint(c: char, glyphs: GlyphSet) -> &'static str {
    match glyphs {
        GlyphSet::Arabic if "IVivXx".contains(c) => "roman",
        GlyphSet::Arabic => "arabic",
        GlyphSet::Roman if c.is_ascii_digit() => "digits",
        GlyphSet::Roman => "letters",
    }
}

/// A [`ParseError`] with the byte range of the offending text in the input: one character, a
/// whole number (a leading zero, a bad numeral), the characters past the length limit, or the
/// whole equation when the error is about all of it (empty, no `=`). An error about something
/// missing at the end (`9=`) has an empty range at the end of the last character.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocatedError {
    /// What is wrong.
    pub error: ParseError,
    /// Byte range `[start, end)` in the input.
    pub span: Range<usize>,
}

/// One symbol of the input with its 1-based character column and its byte range.
#[derive(Debug, Clone)]
struct Placed {
    column: usize,
    span: Range<usize>,
    symbol: Symbol,
}

/// Parses and validates `input` under `rules`. Truth is not checked here.
pub fn parse(input: &str, rules: &Rules) -> Result<Equation, ParseError> {
    parse_located(input, rules).map_err(|e| e.error)
}

/// [`parse`] with the byte range of every error.
pub fn parse_located(input: &str, rules: &Rules) -> Result<Equation, LocatedError> {
    let located = |error: ParseError, span: Range<usize>| LocatedError { error, span };
    let mut symbols: Vec<Placed> = Vec::new();
    for (i, (at, c)) in input.char_indices().enumerate() {
        if c.is_whitespace() {
            continue;
        }
        let column = i + 1;
        let span = at..at + c.len_utf8();
        match symbol_of(c, rules.glyphs) {
            Some(Symbol::Op(Op::Div)) if !rules.division => {
                return Err(located(ParseError::DivisionDisabled { column }, span))
            }
            Some(symbol) => symbols.push(Placed {
                column,
                span,
                symbol,
            }),
            None => {
                let hint = unknown_hint(c, rules.glyphs);
                return Err(located(
                    ParseError::UnknownCharacter {
                        column,
                        character: c,
                        hint,
                    },
                    span,
                ));
            }
        }
    }
    let (Some(first), Some(last)) = (symbols.first(), symbols.last()) else {
        return Err(located(ParseError::Empty, 0..input.len()));
    };
    let whole = first.span.start..last.span.end;
    if symbols.len() > MAX_LENGTH {
        let excess = symbols[MAX_LENGTH].span.start..last.span.end;
        return Err(located(
            ParseError::TooLong {
                length: symbols.len(),
                max: MAX_LENGTH,
            },
            excess,
        ));
    }
    validate(&symbols, rules, whole)?;
    Ok(Equation::from_symbols(
        symbols.into_iter().map(|p| p.symbol),
    ))
}

/// What the previous symbol was, for the grammar check.
#[derive(Clone, Copy, PartialEq)]
enum Previous {
    SideStart,
    UnaryMinus,
    Number,
    Operator,
}

fn validate(symbols: &[Placed], rules: &Rules, whole: Range<usize>) -> Result<(), LocatedError> {
    let mut previous = Previous::SideStart;
    let mut equals = 0;
    let mut i = 0;
    while i < symbols.len() {
        let Placed {
            column,
            ref span,
            symbol,
        } = symbols[i];
        let at = |error: ParseError| LocatedError {
            error,
            span: span.clone(),
        };
        match symbol {
            Symbol::Op(Op::Eq) => {
                match previous {
                    Previous::SideStart => return Err(at(ParseError::EmptySide { column })),
                    Previous::Operator | Previous::UnaryMinus => {
                        return Err(at(ParseError::TwoOperators { column }))
                    }
                    Previous::Number => {}
                }
                equals += 1;
                if equals > 1 && !rules.equals_may_change {
                    return Err(at(ParseError::SecondEquals { column }));
                }
                previous = Previous::SideStart;
            }
            Symbol::Op(Op::Sub) if previous == Previous::SideStart => {
                if !rules.leading_minus {
                    return Err(at(ParseError::UnaryMinus { column }));
                }
                previous = Previous::UnaryMinus;
            }
            Symbol::Op(_) => {
                match previous {
                    Previous::SideStart => {
                        return Err(at(ParseError::MissingLeftOperand { column }))
                    }
                    Previous::Operator | Previous::UnaryMinus => {
                        return Err(at(ParseError::TwoOperators { column }))
                    }
                    Previous::Number => {}
                }
                previous = Previous::Operator;
            }
            Symbol::Digit(_) | Symbol::Roman(_) | Symbol::Blank => {
                let end = symbols[i..]
                    .iter()
                    .position(|p| matches!(p.symbol, Symbol::Op(_)))
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
        return Err(LocatedError {
            error: ParseError::NoEquals,
            span: whole,
        });
    }
    let Some(last) = symbols.last() else {
        return Ok(());
    };
    let end = last.span.end..last.span.end;
    match previous {
        Previous::SideStart => Err(LocatedError {
            error: ParseError::EmptySide {
                column: last.column + 1,
            },
            span: end,
        }),
        Previous::Operator | Previous::UnaryMinus => Err(LocatedError {
            error: ParseError::MissingRightOperand {
                column: last.column,
            },
            span: last.span.clone(),
        }),
        _ => Ok(()),
    }
}

fn check_number(run: &[Placed], rules: &Rules) -> Result<(), LocatedError> {
    let (Some(first), Some(last)) = (run.first(), run.last()) else {
        return Ok(());
    };
    let column = first.column;
    let span = first.span.start..last.span.end;
    let text: String = run.iter().filter_map(|p| p.symbol.ascii()).collect();
    match rules.glyphs {
        GlyphSet::Arabic => {
            if run.len() > 1 && first.symbol == Symbol::Digit(0) && !rules.leading_zeros {
                return Err(LocatedError {
                    error: ParseError::LeadingZero {
                        column,
                        number: text,
                    },
                    span,
                });
            }
        }
        GlyphSet::Roman => {
            let numerals: Vec<Numeral> = run
                .iter()
                .filter_map(|p| match p.symbol {
                    Symbol::Roman(n) => Some(n),
                    _ => None,
                })
                .collect();
            if numeral_value(&numerals).is_none() {
                return Err(LocatedError {
                    error: ParseError::BadNumeral {
                        column,
                        numeral: text,
                    },
                    span,
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
    fn located_errors_cover_the_offending_text() {
        let r = Rules::default();
        for (input, covered) in [
            ("7+a=9", "a"),
            ("7 + 3 ÷ 1 = 9", "÷"),
            ("07+3=9", "07"),
            ("0 7+3=9", "0 7"),
            ("9=", ""),
            ("9 = ", ""),
            ("=9", "="),
            ("7=9+", "+"),
            ("7+3", "7+3"),
            ("  7 +3 ", "7 +3"),
            ("   ", "   "),
            ("3=3=3", "="),
            ("华=3", "华"),
        ] {
            let e = parse_located(input, &r).err();
            let covered_now = e.as_ref().map(|e| &input[e.span.clone()]);
            assert_eq!(covered_now, Some(covered), "{input:?}: {e:?}");
        }
        // the end of the missing side is right after the last character
        let e = parse_located("9 = ", &r).err().map(|e| e.span);
        assert_eq!(e, Some(3..3));
        // the column stays a character count
        let e = parse_located("7×a=9", &r).err();
        assert_eq!(e.map(|e| (e.error.column(), e.span)), Some((Some(3), 3..4)));
        let long = "1".repeat(40) + "=1";
        let e = parse_located(&long, &r).err().map(|e| e.span);
        assert_eq!(e, Some(32..42));
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

    /// An unknown character's message says what to use instead in the glyph set in force.
    #[test]
    fn an_unknown_character_says_what_to_use_instead() {
        let (arabic, roman) = (Rules::default(), Rules::roman());
        for (input, rules, hint, instead) in [
            (
                "7+V=9",
                &arabic,
                "roman",
                "Roman numerals need the Roman glyph set",
            ),
            ("7+a=9", &arabic, "arabic", "use digits and + - * / ="),
            (
                "1+I=II",
                &roman,
                "digits",
                "the Roman glyph set uses I, V, X",
            ),
            ("a+I=II", &roman, "letters", "use I, V, X and + - ="),
        ] {
            let error = parse(input, rules).unwrap_err();
            assert!(
                matches!(error, ParseError::UnknownCharacter { hint: h, .. } if h == hint),
                "{input}: {error:?}"
            );
            assert!(error.to_string().ends_with(instead), "{input}: {error}");
        }
    }
}
