//! The space of true equations puzzles are made from: `a op b = c` and `a op b op c = d`
//! with numbers of at most `max_digits` digits and the chosen operators.

use rand::Rng;
use serde::Serialize;

use crate::equation::Equation;
use crate::eval::is_true;
use crate::glyphs::{Op, Symbol};
use crate::rules::Rules;

/// Which true equations to start from.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Space {
    /// Numbers of operands on the left side (2 and 3 by default).
    pub operands: Vec<usize>,
    /// Numbers have at most this many digits (2 by default).
    pub max_digits: u32,
    /// The operators used between operands (all four by default).
    pub operators: Vec<Op>,
}

impl Default for Space {
    fn default() -> Self {
        Space {
            operands: vec![2, 3],
            max_digits: 2,
            operators: vec![Op::Add, Op::Sub, Op::Mul, Op::Div],
        }
    }
}

impl Space {
    /// The largest number in the space.
    pub fn max_number(&self) -> u64 {
        10u64.saturating_pow(self.max_digits).saturating_sub(1)
    }

    /// The rules adjusted to the space: `/` exists when the space divides.
    pub fn rules_for(&self, rules: &Rules) -> Rules {
        Rules {
            division: rules.division || self.operators.contains(&Op::Div),
            ..*rules
        }
    }

    /// A uniformly drawn candidate left side with its value, kept when the equation is true
    /// and its right side fits the space; `None` when the draw is rejected.
    pub fn sample<R: Rng>(&self, rng: &mut R, rules: &Rules) -> Option<Equation> {
        let operands = *self
            .operands
            .get(rng.random_range(0..self.operands.len().max(1)))?;
        let mut symbols = Vec::new();
        for i in 0..operands {
            if i > 0 {
                let op = *self
                    .operators
                    .get(rng.random_range(0..self.operators.len().max(1)))?;
                symbols.push(Symbol::Op(op));
            }
            push_number(&mut symbols, rng.random_range(0..=self.max_number()));
        }
        self.complete(symbols, rules)
    }

    /// Every true two-operand equation `a op b = c` of the space, in order.
    pub fn two_operand_equations(&self, rules: &Rules) -> Vec<Equation> {
        let max = self.max_number();
        let mut out = Vec::new();
        for &op in &self.operators {
            for a in 0..=max {
                for b in 0..=max {
                    let mut symbols = Vec::new();
                    push_number(&mut symbols, a);
                    symbols.push(Symbol::Op(op));
                    push_number(&mut symbols, b);
                    if let Some(eq) = self.complete(symbols, rules) {
                        out.push(eq);
                    }
                }
            }
        }
        out
    }

    /// Appends `= value` to a left side if its value is a number of the space.
    fn complete(&self, mut symbols: Vec<Symbol>, rules: &Rules) -> Option<Equation> {
        let value = crate::eval::side_values(&symbols_with_dummy(&symbols), rules)?
            .first()
            .copied()?;
        if value < 0 || value > i128::from(self.max_number()) {
            return None;
        }
        symbols.push(Symbol::Op(Op::Eq));
        push_number(&mut symbols, value as u64);
        is_true(&symbols, rules).then(|| Equation::from_symbols(symbols))
    }
}

/// `left = 0`, so that the evaluator accepts a lone left side.
fn symbols_with_dummy(left: &[Symbol]) -> Vec<Symbol> {
    let mut s = left.to_vec();
    s.push(Symbol::Op(Op::Eq));
    s.push(Symbol::Digit(0));
    s
}

fn push_number(symbols: &mut Vec<Symbol>, n: u64) {
    for c in n.to_string().bytes() {
        symbols.push(Symbol::Digit(c - b'0'));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn two_operand_space_counts() {
        // numbers 0..=9: a+b<=9 has 55 pairs, a-b>=0 55, a*b<=9 has 42, a/b exact 23+... count it
        let space = Space {
            operands: vec![2],
            max_digits: 1,
            operators: vec![Op::Add, Op::Sub],
        };
        let rules = space.rules_for(&Rules::default());
        assert_eq!(space.two_operand_equations(&rules).len(), 110);
        let space = Space {
            operands: vec![2],
            max_digits: 1,
            operators: vec![Op::Div],
        };
        let plain: usize = (0..=9u32)
            .map(|a| (1..=9u32).filter(|b| a % b == 0).count())
            .sum();
        assert_eq!(
            space
                .two_operand_equations(&space.rules_for(&Rules::default()))
                .len(),
            plain
        );
    }

    #[test]
    fn samples_are_true_and_in_range() {
        let space = Space::default();
        let rules = space.rules_for(&Rules::default());
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        let mut found = 0;
        for _ in 0..2000 {
            if let Some(eq) = space.sample(&mut rng, &rules) {
                assert!(is_true(eq.symbols(), &rules), "{eq}");
                found += 1;
            }
        }
        assert!(found > 100);
    }
}
