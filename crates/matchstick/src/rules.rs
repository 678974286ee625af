//! Rule options: which glyph set is used and which of the disputed conventions apply.
//!
//! The defaults are those of docs/rules/matchstick.md: Arabic digits, `=` fixed, exactly one `=`, no unary
//! minus, no leading zeros, 3-stick 7, 6 and 9 with tails, no `/` glyph.

use serde::{Deserialize, Serialize};

/// Which characters an equation is drawn with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GlyphSet {
    /// Seven-segment digits with `+ - * / =`.
    #[default]
    Arabic,
    /// Roman numerals I, V, X with `+ - =` (the psychology literature's material).
    Roman,
}

/// The rule options. Every field is a flag whose `false` value is the default rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Rules {
    /// Digits or Roman numerals.
    pub glyphs: GlyphSet,
    /// `=` may be changed into another operator and back, and `3=3=3` chains count as true.
    pub equals_may_change: bool,
    /// A minus sign may stand at the start of a side (and may be created or removed there).
    pub leading_minus: bool,
    /// 7 is drawn with four sticks (with the upper-left stick).
    pub seven_with_four: bool,
    /// 6 and 9 are drawn without their tails (five sticks each).
    pub tailless_six_nine: bool,
    /// Numbers may have leading zeros (`07`).
    pub leading_zeros: bool,
    /// The division glyph `/` (one slanted stick) exists.
    pub division: bool,
}

impl Rules {
    /// The Roman-numeral rules of the psychology literature: `=` may change (tautologies
    /// such as `III=III=III` are allowed), everything else default.
    pub fn roman() -> Self {
        Rules {
            glyphs: GlyphSet::Roman,
            equals_may_change: true,
            ..Rules::default()
        }
    }

    /// Every combination of the Arabic rule flags (64 rule sets), for exhaustive tests.
    pub fn all_arabic() -> Vec<Rules> {
        (0u8..64)
            .map(|bits| Rules {
                glyphs: GlyphSet::Arabic,
                equals_may_change: bits & 1 != 0,
                leading_minus: bits & 2 != 0,
                seven_with_four: bits & 4 != 0,
                tailless_six_nine: bits & 8 != 0,
                leading_zeros: bits & 16 != 0,
                division: bits & 32 != 0,
            })
            .collect()
    }

    /// A short description of the non-default flags, e.g. `"equals-may-change, division"`.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if self.glyphs == GlyphSet::Roman {
            parts.push("roman");
        }
        let flags = [
            (self.equals_may_change, "equals-may-change"),
            (self.leading_minus, "leading-minus"),
            (self.seven_with_four, "seven-with-four"),
            (self.tailless_six_nine, "tailless-six-nine"),
            (self.leading_zeros, "leading-zeros"),
            (self.division, "division"),
        ];
        parts.extend(flags.iter().filter(|(on, _)| *on).map(|(_, name)| *name));
        if parts.is_empty() {
            "default".to_string()
        } else {
            parts.join(", ")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_rules_are_the_rules_md_defaults() {
        let r = Rules::default();
        assert_eq!(r.glyphs, GlyphSet::Arabic);
        assert!(!r.equals_may_change && !r.leading_minus && !r.seven_with_four);
        assert!(!r.tailless_six_nine && !r.leading_zeros && !r.division);
        assert_eq!(r.describe(), "default");
    }

    #[test]
    fn all_arabic_lists_distinct_rule_sets() {
        let all = Rules::all_arabic();
        let distinct: std::collections::HashSet<_> = all.iter().collect();
        assert_eq!(distinct.len(), 64);
    }
}
