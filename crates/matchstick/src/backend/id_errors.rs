//! The errors of a game ID in the engine's English and as catalogue words
//! (`matchstick-error-*`), so that a page words them in its own language: the equation's
//! parse errors ([`equation_error`]) and the mistakes of `rules=`, `taken=` and `placed=`.

use puzzle::{InputError, Words};

use crate::parse::{hint_name, LocatedError, ParseError};

/// The equation's parse error with its code, a message without the column (the error carries
/// it), its words and its place in `position`.
pub(crate) fn equation_error(position: &str, located: LocatedError) -> InputError {
    let (message, words) = equation_message(&located.error);
    let error = InputError::at(position, located.span, located.error.code(), message);
    match words {
        Some(words) => error.worded(words),
        None => error,
    }
}

fn equation_message(error: &ParseError) -> (String, Option<Words>) {
    let plain = |message: &str, key: &'static str| (message.to_string(), Some(Words::new(key)));
    match error {
        ParseError::Empty => plain(
            "the equation is empty: write one, e.g. 7+3=9",
            "matchstick-error-empty",
        ),
        ParseError::UnknownCharacter {
            character, hint, ..
        } => (
            format!("unknown character '{character}'{hint}"),
            hint_name(hint).map(|name| {
                Words::new("matchstick-error-character")
                    .arg("character", character)
                    .arg("hint", name)
            }),
        ),
        ParseError::TooLong { length, max } => (
            format!("the equation has {length} characters; at most {max} are allowed: shorten it"),
            Some(
                Words::new("matchstick-error-too-long")
                    .arg("length", length)
                    .arg("max", max),
            ),
        ),
        ParseError::NoEquals => plain(
            "there is no '=' in the equation: write both sides, e.g. 7+3=9",
            "matchstick-error-no-equals",
        ),
        ParseError::SecondEquals { .. } => plain(
            "a second '=': chains like 3=3=3 need rules=equals-may-change",
            "matchstick-error-second-equals",
        ),
        ParseError::EmptySide { .. } => plain(
            "a side of the equation is empty: put a number here",
            "matchstick-error-empty-side",
        ),
        ParseError::TwoOperators { .. } => plain(
            "two operators in a row: put a number between them",
            "matchstick-error-two-operators",
        ),
        ParseError::MissingLeftOperand { .. } => plain(
            "the operator has no number before it: put one there",
            "matchstick-error-no-left",
        ),
        ParseError::MissingRightOperand { .. } => plain(
            "the operator has no number after it: put one there",
            "matchstick-error-no-right",
        ),
        ParseError::UnaryMinus { .. } => plain(
            "a side may not start with '-' under these rules: add rules=leading-minus to allow it",
            "matchstick-error-leading-minus",
        ),
        ParseError::DivisionDisabled { .. } => plain(
            "'/' is not a glyph under these rules: add rules=division to allow it",
            "matchstick-error-division",
        ),
        ParseError::LeadingZero { number, .. } => (
            format!(
                "'{number}' has a leading zero: drop it, or add rules=leading-zeros to allow it"
            ),
            Some(Words::new("matchstick-error-leading-zero").arg("number", number)),
        ),
        ParseError::BadNumeral { numeral, .. } => (
            format!("'{numeral}' is not a Roman numeral from I to XXXIX"),
            Some(Words::new("matchstick-error-numeral").arg("numeral", numeral)),
        ),
    }
}
