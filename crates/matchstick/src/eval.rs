//! Evaluation: several operands, normal precedence, exact integer division only, a leading
//! minus only where the rules allow it; an equation is true when all its sides are equal.
//!
//! Values of sides may be negative (`1-2=3-4` is true); what the default rules forbid is
//! writing a negative number. Arithmetic is exact in `i128` for equations of at most
//! [`MAX_LENGTH`](crate::equation::MAX_LENGTH) characters.

use crate::glyphs::{Numeral, Op, Symbol};
use crate::roman::numeral_value;
use crate::rules::Rules;

/// Reads symbols left to right, skipping blanks.
struct Reader<'a> {
    symbols: &'a [Symbol],
    at: usize,
}

impl Reader<'_> {
    fn peek(&mut self) -> Option<Symbol> {
        while let Some(&s) = self.symbols.get(self.at) {
            if s != Symbol::Blank {
                return Some(s);
            }
            self.at += 1;
        }
        None
    }

    /// Reads one number (a run of digits or of numerals); `None` if there is none or it is
    /// not allowed (leading zero, non-canonical numeral, digits mixed with numerals).
    fn number(&mut self, rules: &Rules) -> Option<i128> {
        let mut value: i128 = 0;
        let mut digits = 0;
        let mut leading_zero = false;
        let mut numerals = [Numeral::I; 8];
        let mut numeral_count = 0;
        while let Some(s) = self.peek() {
            match s {
                Symbol::Digit(d) => {
                    if digits == 0 {
                        leading_zero = d == 0;
                    }
                    value = value * 10 + i128::from(d);
                    digits += 1;
                }
                Symbol::Roman(n) => {
                    if numeral_count == numerals.len() {
                        return None;
                    }
                    numerals[numeral_count] = n;
                    numeral_count += 1;
                }
                _ => break,
            }
            self.at += 1;
        }
        match (digits, numeral_count) {
            (0, 0) => None,
            (_, 0) if digits > 1 && leading_zero && !rules.leading_zeros => None,
            (_, 0) => Some(value),
            (0, _) => numeral_value(&numerals[..numeral_count]).map(i128::from),
            _ => None,
        }
    }
}

/// Evaluates every side, calling `visit` with each side's value in order. Returns `false` as
/// soon as the equation is malformed, a division is not exact, or `visit` returns `false`.
pub fn for_each_side(symbols: &[Symbol], rules: &Rules, visit: impl FnMut(i128) -> bool) -> bool {
    walk(symbols, rules, true, 1, visit)
}

/// The value of one side (an expression without `=`), if it is well formed and every
/// division is exact.
pub fn side_value(symbols: &[Symbol], rules: &Rules) -> Option<i128> {
    let mut value = None;
    let ok = walk(symbols, rules, true, 0, |v| {
        value = Some(v);
        true
    });
    if ok {
        value
    } else {
        None
    }
}

/// Whether the equation is well formed (true or not; a division need not be exact).
pub fn is_well_formed(symbols: &[Symbol], rules: &Rules) -> bool {
    walk(symbols, rules, false, 1, |_| true)
}

fn walk(
    symbols: &[Symbol],
    rules: &Rules,
    exact: bool,
    // 0: a lone side, no `=` allowed; 1: an equation
    min_equals: usize,
    mut visit: impl FnMut(i128) -> bool,
) -> bool {
    let mut reader = Reader { symbols, at: 0 };
    let mut equals = 0;
    loop {
        let negate = reader.peek() == Some(Symbol::Op(Op::Sub));
        if negate {
            if !rules.leading_minus {
                return false;
            }
            reader.at += 1;
        }
        let Some(first) = reader.number(rules) else {
            return false;
        };
        let mut sum: i128 = 0;
        let mut term = if negate { -first } else { first };
        loop {
            let next = reader.peek();
            reader.at += 1;
            match next {
                None => return equals >= min_equals && visit(sum + term),
                Some(Symbol::Op(Op::Eq)) => {
                    equals += 1;
                    let too_many = if min_equals == 0 {
                        true
                    } else {
                        equals > 1 && !rules.equals_may_change
                    };
                    if too_many || !visit(sum + term) {
                        return false;
                    }
                    break;
                }
                Some(Symbol::Op(op)) => {
                    let Some(operand) = reader.number(rules) else {
                        return false;
                    };
                    match op {
                        Op::Add => {
                            sum += term;
                            term = operand;
                        }
                        Op::Sub => {
                            sum += term;
                            term = -operand;
                        }
                        Op::Mul => term *= operand,
                        Op::Div if operand == 0 || term % operand != 0 => {
                            if exact {
                                return false;
                            }
                        }
                        Op::Div => term /= operand,
                        Op::Eq => return false,
                    }
                }
                Some(_) => return false,
            }
        }
    }
}

/// The values of the sides, or `None` if the equation is malformed or divides inexactly.
pub fn side_values(symbols: &[Symbol], rules: &Rules) -> Option<Vec<i128>> {
    let mut values = Vec::new();
    for_each_side(symbols, rules, |v| {
        values.push(v);
        true
    })
    .then_some(values)
}

/// Whether the equation is well formed and all its sides are equal.
pub fn is_true(symbols: &[Symbol], rules: &Rules) -> bool {
    let mut first = None;
    for_each_side(symbols, rules, |v| match first {
        None => {
            first = Some(v);
            true
        }
        Some(f) => f == v,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;

    fn truth(input: &str, rules: &Rules) -> bool {
        match parse(input, rules) {
            Ok(eq) => is_true(eq.symbols(), rules),
            Err(e) => panic!("{input}: {e}"),
        }
    }

    #[test]
    fn precedence_and_exact_division() {
        let r = Rules {
            division: true,
            equals_may_change: true,
            leading_minus: true,
            ..Rules::default()
        };
        assert!(truth("2+3*4=14", &r));
        assert!(!truth("2+3*4=20", &r));
        assert!(truth("8-6/3=6", &r));
        assert!(truth("12/4*3=9", &r));
        assert!(!truth("7/2=3", &r), "inexact division is never true");
        assert!(!truth("0/0=0", &r));
        assert!(truth("1-2=3-4", &r));
        assert!(truth("-3+5=2", &r));
        assert!(truth("2=-3+5", &r));
        assert!(truth("3=3=3", &r));
        assert!(!truth("3=3=4", &r));
        assert!(truth("10-2*3-4=0", &r));
    }

    #[test]
    fn side_values_lists_each_side() {
        let r = Rules {
            equals_may_change: true,
            ..Rules::default()
        };
        let eq = parse("1+2=3=4*1", &r).map(|e| side_values(e.symbols(), &r));
        assert_eq!(eq, Ok(Some(vec![3, 3, 4])));
    }

    #[test]
    fn a_lone_side_has_a_value() {
        let r = Rules::default();
        let side = |s: &str| {
            let symbols: Vec<Symbol> = s
                .bytes()
                .map(|b| match b {
                    b'+' => Symbol::Op(Op::Add),
                    b'*' => Symbol::Op(Op::Mul),
                    b'=' => Symbol::Op(Op::Eq),
                    d => Symbol::Digit(d - b'0'),
                })
                .collect();
            side_value(&symbols, &r)
        };
        assert_eq!(side("2+3*4"), Some(14));
        assert_eq!(side("2+"), None);
        assert_eq!(side("2=2"), None);
    }

    #[test]
    fn roman_equations() {
        let r = Rules::roman();
        assert!(truth("VII=VI+I", &r));
        assert!(!truth("VI=VII+I", &r));
        assert!(truth("III=III=III", &r));
    }
}
