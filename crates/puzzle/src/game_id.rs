//! Game IDs: one string that is the whole game, in one syntax for every puzzle.
//!
//! ```text
//! GAME_ID  = POSITION { ";" KEY "=" VALUE }
//! ```
//!
//! - `POSITION` is the puzzle's own text for a position (a Klotski grid, a Lianliankan board,
//!   an equation, a Ten Drops board, a row of tiles). It never contains `;`. Input may spread
//!   it over several lines; the canonical form written back is one line.
//! - Each `KEY=VALUE` sets a rule that changes the answer (`metric=unit`, `turns=3`,
//!   `timing=b-sum`, `k=2`, ...). Keys are lower case (`_` is read as `-`), each appears at most
//!   once, and a key the puzzle does not know is an error that lists the keys it does know.
//!   Spaces around keys and values are ignored; an empty part (`;;`, a trailing `;`) is
//!   skipped.
//! - The canonical form writes the keys in the puzzle's documented order and leaves out the
//!   ones at their default value, so equal games have equal IDs: `VCCV/VCCV/VHHV/VSSV/S..S`,
//!   `VCCV/VCCV/VHHV/VSSV/S..S;metric=unit`, `45+46=99;k=2`.
//!
//! A puzzle's parser calls [`GameId::split`], [`GameId::take`]s the keys it knows (checking
//! values with [`Field::one_of`] or [`Field::integer`]), parses [`GameId::position`] with its
//! own parser (moving that parser's error spans with [`GameId::position_error`]) and ends with
//! [`GameId::finish`]. [`format_game_id`] writes the canonical form.

use std::ops::{Range, RangeInclusive};

use crate::error::InputError;
use crate::words::Words;

/// A game ID split into its position text and its `key=value` fields.
#[derive(Debug, Clone)]
pub struct GameId<'a> {
    input: &'a str,
    position: Range<usize>,
    fields: Vec<Field<'a>>,
}

/// One `key=value` field of a game ID.
#[derive(Debug, Clone)]
pub struct Field<'a> {
    input: &'a str,
    /// The key, lower case with `_` read as `-`.
    pub key: String,
    /// The value, trimmed.
    pub value: &'a str,
    /// Byte range of the value in the whole input (of the key when the value is empty).
    pub span: Range<usize>,
    key_span: Range<usize>,
}

/// Byte range of `part` (a subslice of `input`) trimmed of white space.
fn trimmed_range(input: &str, start: usize, end: usize) -> Range<usize> {
    let text = &input[start..end];
    let lead = text.len() - text.trim_start().len();
    let trail = text.len() - text.trim_end().len();
    if lead == text.len() {
        return start..start;
    }
    start + lead..end - trail
}

impl<'a> GameId<'a> {
    /// Splits `input` at its `;`s. Fails only on a malformed field (no `=`, a bad or repeated
    /// key); what the fields and the position mean is the puzzle's business.
    pub fn split(input: &'a str) -> Result<GameId<'a>, InputError> {
        let mut parts = Vec::new();
        let mut start = 0;
        for (i, c) in input.char_indices() {
            if c == ';' {
                parts.push(start..i);
                start = i + 1;
            }
        }
        parts.push(start..input.len());
        let position = parts[0].clone();
        let mut fields: Vec<Field<'a>> = Vec::new();
        for part in &parts[1..] {
            let whole = trimmed_range(input, part.start, part.end);
            if whole.is_empty() {
                continue;
            }
            let text = &input[whole.clone()];
            let Some(eq) = text.find('=') else {
                return Err(InputError::said_at(
                    input,
                    whole,
                    "bad_field",
                    Words::new("error-not-a-rule").arg("text", text),
                ));
            };
            let key_span = trimmed_range(input, whole.start, whole.start + eq);
            let value_span = trimmed_range(input, whole.start + eq + 1, whole.end);
            let raw_key = &input[key_span.clone()];
            if raw_key.is_empty() {
                return Err(InputError::said_at(
                    input,
                    whole.start..whole.start + eq + 1,
                    "bad_field",
                    Words::new("error-rule-without-name"),
                ));
            }
            if !raw_key
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            {
                return Err(InputError::said_at(
                    input,
                    key_span,
                    "bad_field",
                    Words::new("error-bad-rule-name").arg("name", raw_key),
                ));
            }
            let key = raw_key.to_ascii_lowercase().replace('_', "-");
            if fields.iter().any(|f| f.key == key) {
                return Err(InputError::said_at(
                    input,
                    key_span,
                    "repeated_field",
                    Words::new("error-rule-twice").arg("rule", &key),
                ));
            }
            let span = if value_span.is_empty() {
                key_span.clone()
            } else {
                value_span.clone()
            };
            fields.push(Field {
                input,
                key,
                value: &input[value_span],
                span,
                key_span,
            });
        }
        Ok(GameId {
            input,
            position,
            fields,
        })
    }

    /// The whole input.
    pub fn input(&self) -> &'a str {
        self.input
    }

    /// The position text (before the first `;`), untrimmed so that spans stay true.
    pub fn position(&self) -> &'a str {
        &self.input[self.position.clone()]
    }

    /// Byte offset of [`GameId::position`] in the input (always 0 today; kept so callers do not
    /// assume it).
    pub fn position_offset(&self) -> usize {
        self.position.start
    }

    /// An error the puzzle's position parser reported with a span relative to the position
    /// text, moved onto the whole input.
    pub fn position_error(&self, error: InputError) -> InputError {
        error.shifted(self.input, self.position.start)
    }

    /// An error at `span` of the position text that says `words`.
    pub fn position_error_at(
        &self,
        span: Range<usize>,
        code: &'static str,
        words: Words,
    ) -> InputError {
        InputError::said_at(
            self.input,
            span.start + self.position.start..span.end + self.position.start,
            code,
            words,
        )
    }

    /// Removes and returns the field `key` (lower case, with `-`), if given.
    pub fn take(&mut self, key: &str) -> Option<Field<'a>> {
        let i = self.fields.iter().position(|f| f.key == key)?;
        Some(self.fields.remove(i))
    }

    /// The fields not yet taken, in input order.
    pub fn fields(&self) -> &[Field<'a>] {
        &self.fields
    }

    /// Whether any field is left (not yet taken).
    pub fn has_fields(&self) -> bool {
        !self.fields.is_empty()
    }

    /// Fails on the first field nobody took, naming the keys this puzzle accepts.
    pub fn finish(self, accepted: &[&str]) -> Result<(), InputError> {
        match self.fields.into_iter().next() {
            None => Ok(()),
            Some(field) => {
                let key = if accepted.is_empty() {
                    "error-unknown-rule-none"
                } else {
                    "error-unknown-rule"
                };
                Err(InputError::said_at(
                    self.input,
                    field.key_span,
                    "unknown_field",
                    Words::new(key)
                        .arg("rule", &field.key)
                        .series("rules", accepted),
                ))
            }
        }
    }
}

impl Field<'_> {
    /// An error about this field's value that says `words`.
    pub fn error(&self, code: &'static str, words: Words) -> InputError {
        InputError::said_at(self.input, self.span.clone(), code, words)
    }

    /// The value among `options` (`(spelling, value)`, case-insensitive, `_` read as `-`).
    pub fn one_of<T: Clone>(&self, options: &[(&str, T)]) -> Result<T, InputError> {
        let wanted = self.value.to_ascii_lowercase().replace('_', "-");
        options
            .iter()
            .find(|(name, _)| *name == wanted)
            .map(|(_, v)| v.clone())
            .ok_or_else(|| {
                let names: Vec<&str> = options.iter().map(|(n, _)| *n).collect();
                self.error(
                    "bad_value",
                    Words::new("error-bad-choice")
                        .arg("value", self.value)
                        .arg("rule", &self.key)
                        .series("choices", &names),
                )
            })
    }

    /// The value as a whole number in `range`.
    pub fn integer(&self, range: RangeInclusive<u64>) -> Result<u64, InputError> {
        self.value
            .parse::<u64>()
            .ok()
            .filter(|v| range.contains(v))
            .ok_or_else(|| {
                self.error(
                    "bad_value",
                    Words::new("error-bad-integer")
                        .arg("value", self.value)
                        .arg("rule", &self.key)
                        .arg("min", range.start())
                        .arg("max", range.end()),
                )
            })
    }
}

/// Writes a canonical game ID: the position, then `;key=value` for each field given (the
/// caller leaves out fields at their default).
pub fn format_game_id(position: &str, fields: &[(&str, String)]) -> String {
    let mut id = position.to_string();
    for (key, value) in fields {
        id.push(';');
        id.push_str(key);
        id.push('=');
        id.push_str(value);
    }
    id
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_split_normalised_and_taken() {
        let mut id = GameId::split("VCCV/S..S ; Metric = unit;;EMPTY_TAPS=forbid;").unwrap();
        assert_eq!(id.position(), "VCCV/S..S ");
        let metric = id.take("metric").unwrap();
        assert_eq!(metric.value, "unit");
        assert_eq!(&id.input()[metric.span.clone()], "unit");
        assert_eq!(metric.one_of(&[("step", 0), ("unit", 2)]), Ok(2));
        let taps = id.take("empty-taps").unwrap();
        assert_eq!(taps.value, "forbid");
        assert!(id.take("metric").is_none());
        assert!(id.finish(&["metric", "empty-taps"]).is_ok());
    }

    #[test]
    fn malformed_fields_are_placed() {
        let e = GameId::split("1 2;turns").unwrap_err();
        assert_eq!(
            (e.code, e.column, e.span),
            ("bad_field", Some(5), Some(4..9))
        );
        let e = GameId::split("1 2;=3").unwrap_err();
        assert_eq!(e.column, Some(5));
        let e = GameId::split("x;a=1;A=2").unwrap_err();
        assert_eq!((e.code, e.column), ("repeated_field", Some(7)));
        let e = GameId::split("x;a b=1").unwrap_err();
        assert_eq!(e.code, "bad_field");
        let id = GameId::split("x\n;speed=9").unwrap();
        let e = id.finish(&["metric"]).unwrap_err();
        assert_eq!(
            (e.code, e.line, e.column),
            ("unknown_field", Some(2), Some(2))
        );
        assert!(e.message.contains("the rules are metric"), "{}", e.message);
    }

    #[test]
    fn values_are_checked_with_their_place() {
        let mut id = GameId::split("b;turns=x;k=9").unwrap();
        let turns = id.take("turns").unwrap();
        let e = turns.integer(0..=10).unwrap_err();
        assert_eq!((e.column, e.code), (Some(9), "bad_value"));
        assert!(e.message.contains("from 0 to 10"));
        let k = id.take("k").unwrap();
        assert_eq!(k.integer(1..=6).unwrap_err().column, Some(13));
        assert_eq!(k.integer(1..=9), Ok(9));
        assert!(k.one_of(&[("a", 1)]).unwrap_err().message.contains("use a"));
    }

    #[test]
    fn canonical_ids_round_trip() {
        let id = format_game_id("45+46=99", &[("k", "2".into())]);
        assert_eq!(id, "45+46=99;k=2");
        let mut parsed = GameId::split(&id).unwrap();
        assert_eq!(parsed.position(), "45+46=99");
        assert_eq!(parsed.take("k").map(|f| f.value), Some("2"));
        assert_eq!(format_game_id("x", &[]), "x");
    }
}
