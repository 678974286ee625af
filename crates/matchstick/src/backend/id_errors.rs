//! The errors of a game ID as catalogue words (`matchstick-error-*`), which every language
//! words, English included: the equation's
//! parse errors ([`equation_error`]) and the mistakes of `rules=`, `taken=` and `placed=`.

use puzzle::{InputError, Words};

use crate::parse::{hint_name, LocatedError, ParseError};

/// The equation's parse error with its code, its words (without the column: the error
/// carries it) and its place in `position`.
pub(crate) fn equation_error(position: &str, located: LocatedError) -> InputError {
    let words = equation_words(&located.error);
    InputError::said_at(position, located.span, located.error.code(), words)
}

/// The catalogue words of an equation's parse error (`matchstick-error-*`). The parser's own
/// `Display` is a short technical text with the column, for the crate's own use.
fn equation_words(error: &ParseError) -> Words {
    match error {
        ParseError::Empty => Words::new("matchstick-error-empty"),
        ParseError::UnknownCharacter {
            character, hint, ..
        } => Words::new("matchstick-error-character")
            .arg("character", character)
            .arg("hint", hint_name(hint).unwrap_or("letters")),
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
