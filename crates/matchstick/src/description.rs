//! Puzzle descriptions: one short string holding the equation, the puzzle type, K and the
//! rules, for the library, URLs and the command line. It round-trips (parse, format).
//!
//! Format: `EQUATION[;task=move|add|remove][;k=K][;rules=FLAG+FLAG...]`, defaults omitted,
//! e.g. `7+3=9`, `45+46=99;k=2`, `III=III+III;rules=roman+equals-may-change`. Flags are the
//! names of [`Rules::describe`]. The older spelling `kind=` is still read as `task=`.

use std::fmt;

use puzzle::words::english;
use puzzle::Words;
use serde::Serialize;

use crate::equation::Equation;
use crate::parse::{parse, ParseError};
use crate::rules::{GlyphSet, Rules};
use crate::solve::Task;

/// The largest K a description may ask for.
pub const MAX_K: usize = 6;

/// A complete puzzle: equation, type, K and rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PuzzleSpec {
    /// The starting equation.
    pub equation: Equation,
    /// The puzzle type (its task): move, add or remove.
    pub task: Task,
    /// K: the sticks to move (add, remove).
    pub k: usize,
    /// The rules in force.
    pub rules: Rules,
}

/// The fields a description may have after its equation.
const FIELDS: [&str; 3] = ["task", "k", "rules"];

/// The rule flags of a game ID's `rules=`, in canonical order (the spelling of
/// [`Rules::describe`]).
pub const RULE_FLAGS: [&str; 7] = [
    "roman",
    "equals-may-change",
    "leading-minus",
    "seven-with-four",
    "tailless-six-nine",
    "leading-zeros",
    "division",
];

/// The flag that sets the default glyphs back, which a description may name as well.
const ARABIC: &str = "arabic";

/// Every name [`set_flag`] takes, in the order an error lists them (`arabic` after `roman`).
fn flag_names() -> Vec<&'static str> {
    let mut names = RULE_FLAGS.to_vec();
    names.insert(1, ARABIC);
    names
}

/// Why a description does not parse; equation errors keep their column.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DescriptionError {
    /// The equation does not parse.
    #[error(transparent)]
    Equation(#[from] ParseError),
    /// A `;name=` this format does not have.
    #[error("{}", english(&self.words()))]
    UnknownField(String),
    /// A field's value is wrong.
    #[error("{}", english(&self.words()))]
    BadValue {
        /// The field: `task`, `k` or `rules`.
        field: &'static str,
        /// The value given (for `rules`, the flag that is not one).
        value: String,
    },
}

impl DescriptionError {
    /// What is wrong and how to fix it, as catalogue words (the game ID's words for the same
    /// mistakes).
    pub fn words(&self) -> Words {
        match self {
            DescriptionError::Equation(e) => e.words(),
            DescriptionError::UnknownField(field) => Words::new("error-unknown-rule")
                .arg("rule", field)
                .arg("rules", FIELDS.join(", ")),
            DescriptionError::BadValue { field, value } => match *field {
                "rules" => Words::new("matchstick-error-flag")
                    .arg("flag", value)
                    .arg("flags", flag_names().join(", ")),
                "k" => Words::new("error-bad-integer")
                    .arg("value", value)
                    .arg("rule", field)
                    .arg("min", 1)
                    .arg("max", MAX_K),
                _ => Words::new("error-bad-choice")
                    .arg("value", value)
                    .arg("rule", field)
                    .arg("choices", "move, add, remove"),
            },
        }
    }
}

/// Sets the rule flag called `name`; false if there is no such flag.
pub fn set_flag(rules: &mut Rules, name: &str) -> bool {
    match name {
        "roman" => rules.glyphs = GlyphSet::Roman,
        ARABIC => rules.glyphs = GlyphSet::Arabic,
        "equals-may-change" => rules.equals_may_change = true,
        "leading-minus" => rules.leading_minus = true,
        "seven-with-four" => rules.seven_with_four = true,
        "tailless-six-nine" => rules.tailless_six_nine = true,
        "leading-zeros" => rules.leading_zeros = true,
        "division" => rules.division = true,
        "default" => {}
        _ => return false,
    }
    true
}

impl PuzzleSpec {
    /// Parses a description.
    pub fn parse(description: &str) -> Result<PuzzleSpec, DescriptionError> {
        let mut parts = description.split(';');
        let equation_text = parts.next().unwrap_or("");
        let mut task = Task::Move;
        let mut k = 1;
        let mut rules = Rules::default();
        for part in parts {
            let (field, value) = part.split_once('=').unwrap_or((part, ""));
            let (field, value) = (field.trim(), value.trim());
            let bad = |field: &'static str, value: &str| DescriptionError::BadValue {
                field,
                value: value.to_string(),
            };
            match field {
                // `task` is the name game IDs use
                "kind" | "task" => {
                    task = match value {
                        "move" => Task::Move,
                        "add" => Task::Add,
                        "remove" => Task::Remove,
                        _ => return Err(bad("task", value)),
                    }
                }
                "k" => match value.parse::<usize>() {
                    Ok(v) if (1..=MAX_K).contains(&v) => k = v,
                    _ => return Err(bad("k", value)),
                },
                "rules" => {
                    for flag in value.split('+').map(str::trim).filter(|f| !f.is_empty()) {
                        if !set_flag(&mut rules, flag) {
                            return Err(bad("rules", flag));
                        }
                    }
                }
                other => return Err(DescriptionError::UnknownField(other.to_string())),
            }
        }
        let equation = parse(equation_text, &rules)?;
        Ok(PuzzleSpec {
            equation,
            task,
            k,
            rules,
        })
    }
}

impl fmt::Display for PuzzleSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.equation)?;
        if self.task != Task::Move {
            write!(f, ";task={}", self.task.name())?;
        }
        if self.k != 1 {
            write!(f, ";k={}", self.k)?;
        }
        if self.rules != Rules::default() {
            write!(f, ";rules={}", self.rules.describe().replace(", ", "+"))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptions_round_trip() {
        for d in [
            "7+3=9",
            "45+46=99;k=2",
            "III=III+III;rules=roman+equals-may-change",
            "8/2=3;task=add;k=2;rules=division",
        ] {
            let spec = PuzzleSpec::parse(d).map(|s| s.to_string());
            assert_eq!(spec.as_deref(), Ok(d));
        }
    }

    #[test]
    fn the_game_id_name_of_the_type_is_read() {
        let spec = PuzzleSpec::parse("5+3=9;task=add").map(|s| s.task);
        assert_eq!(spec, Ok(Task::Add));
    }

    #[test]
    fn errors_say_what_is_wrong() {
        assert!(matches!(
            PuzzleSpec::parse("7+3=9;k=0"),
            Err(DescriptionError::BadValue { field: "k", .. })
        ));
        assert!(matches!(
            PuzzleSpec::parse("7+3=9;x=1"),
            Err(DescriptionError::UnknownField(_))
        ));
        assert!(matches!(
            PuzzleSpec::parse("7+3=9;rules=fast"),
            Err(DescriptionError::BadValue { field: "rules", .. })
        ));
        for flag in flag_names() {
            assert!(set_flag(&mut Rules::default(), flag), "{flag}");
        }
        let e = PuzzleSpec::parse("7+a=9");
        assert!(matches!(
            e,
            Err(DescriptionError::Equation(ParseError::UnknownCharacter {
                column: 3,
                ..
            }))
        ));
    }
}
