//! A parsed equation: the sequence of symbols it is written with, formatted as ASCII.

use std::fmt;

use serde::{Serialize, Serializer};

use crate::glyphs::Symbol;

/// The longest equation accepted, in characters. Keeps every value exact in `i128`: a product
/// of numbers with at most 32 digits in all is below 10^32.
pub const MAX_LENGTH: usize = 32;

/// A syntactically valid equation (true or not), as a list of non-blank symbols.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Equation {
    symbols: Vec<Symbol>,
}

impl Equation {
    /// Wraps symbols that are already known to be well formed (blanks are dropped).
    pub(crate) fn from_symbols(symbols: impl IntoIterator<Item = Symbol>) -> Self {
        Equation {
            symbols: symbols
                .into_iter()
                .filter(|s| *s != Symbol::Blank)
                .collect(),
        }
    }

    /// The symbols, left to right.
    pub fn symbols(&self) -> &[Symbol] {
        &self.symbols
    }

    /// The number of symbols.
    pub fn len(&self) -> usize {
        self.symbols.len()
    }

    /// Whether there is no symbol (never for a parsed equation).
    pub fn is_empty(&self) -> bool {
        self.symbols.is_empty()
    }
}

/// Formats symbols as ASCII (`0-9 I V X + - * / =`), skipping blanks.
pub fn format_symbols(symbols: &[Symbol]) -> String {
    symbols.iter().filter_map(|s| s.ascii()).collect()
}

impl fmt::Display for Equation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_symbols(&self.symbols))
    }
}

impl Serialize for Equation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}
