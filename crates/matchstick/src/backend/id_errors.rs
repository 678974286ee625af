//! The equation's parse error as an error of the game ID ([`equation_error`]): its code, its
//! catalogue words ([`crate::parse::ParseError::words`]) and its place in the game ID.

use puzzle::InputError;

use crate::parse::LocatedError;

/// The equation's parse error with its code, its words (without the column: the error
/// carries it) and its place in `position`.
pub(crate) fn equation_error(position: &str, located: LocatedError) -> InputError {
    let words = located.error.words();
    InputError::said_at(position, located.span, located.error.code(), words)
}
