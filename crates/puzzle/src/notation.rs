//! Reading a move back from its notation, the compact text its `Display` writes (`S (4,0)->(4,1)`,
//! `move 2.2->2.4`, `tap 2,3`, `5`): what a program prints and `Puzzle::read_move` reads.
//!
//! [`MoveText`] is the small scanner every puzzle's `read_move` is written with: tokens
//! separated by optional spaces, literal symbols, keywords (any letter case), whole numbers,
//! letters; each error placed in the text (line, column, span) and worded in the catalogues,
//! naming the puzzle's own example of a move.

use std::ops::Range;

use crate::error::InputError;
use crate::words::Words;

/// The error code of a move text that does not read.
pub const BAD_MOVE_TEXT: &str = "bad_move_text";

/// A move's text being read, token by token. `example` is a move as the puzzle writes it, named
/// by every error.
#[derive(Debug, Clone)]
pub struct MoveText<'a> {
    text: &'a str,
    at: usize,
    example: &'a str,
}

impl<'a> MoveText<'a> {
    /// Starts reading `text`; an empty (or blank) text is refused at once.
    pub fn new(text: &'a str, example: &'a str) -> Result<Self, InputError> {
        let reader = MoveText {
            text,
            at: 0,
            example,
        };
        if text.trim().is_empty() {
            return Err(InputError::said(
                BAD_MOVE_TEXT,
                Words::new("error-move-text-empty").arg("example", example),
            ));
        }
        Ok(reader)
    }

    fn skip_spaces(&mut self) {
        let rest = &self.text[self.at..];
        self.at += rest.len() - rest.trim_start().len();
    }

    /// The character at the reading place, with its byte range (none at the end).
    fn next_char(&self) -> Option<(char, Range<usize>)> {
        self.text[self.at..]
            .chars()
            .next()
            .map(|c| (c, self.at..self.at + c.len_utf8()))
    }

    /// An error placed at `span`, with the puzzle's example at the end of its words.
    pub fn error_at(&self, span: Range<usize>, words: Words) -> InputError {
        InputError::said_at(
            self.text,
            span,
            BAD_MOVE_TEXT,
            words.arg("example", self.example),
        )
    }

    /// The error "expected `expected`" at the reading place.
    fn expected(&self, expected: &str) -> InputError {
        match self.next_char() {
            None => self.error_at(self.at..self.at, Words::new("error-move-text-ended")),
            Some((found, span)) => self.error_at(
                span,
                Words::new("error-move-text-expected")
                    .arg("expected", expected)
                    .arg("found", found),
            ),
        }
    }

    /// Reads the literal `symbol` (`->`, `(`, `,`), after optional spaces.
    pub fn symbol(&mut self, symbol: &str) -> Result<(), InputError> {
        self.skip_spaces();
        if self.text[self.at..].starts_with(symbol) {
            self.at += symbol.len();
            Ok(())
        } else {
            Err(self.expected(&format!("'{symbol}'")))
        }
    }

    /// Reads one of `words` (ASCII letters, any case), after optional spaces: its index.
    pub fn keyword(&mut self, words: &[&str]) -> Result<usize, InputError> {
        self.skip_spaces();
        let rest = &self.text[self.at..];
        let len = rest
            .find(|c: char| !c.is_ascii_alphabetic())
            .unwrap_or(rest.len());
        let word = &rest[..len];
        match words.iter().position(|w| w.eq_ignore_ascii_case(word)) {
            Some(index) if len > 0 => {
                self.at += len;
                Ok(index)
            }
            _ => {
                let listed = words.join(", ");
                if word.is_empty() {
                    return Err(self.expected(&listed));
                }
                Err(self.error_at(
                    self.at..self.at + len,
                    Words::new("error-move-text-expected")
                        .arg("expected", listed)
                        .arg("found", word),
                ))
            }
        }
    }

    /// Reads one character, after optional spaces, with its byte range; `what` lists what it
    /// may be, for the error at the end of the text.
    pub fn letter(&mut self, what: &str) -> Result<(char, Range<usize>), InputError> {
        self.skip_spaces();
        let found = self.next_char().ok_or_else(|| self.expected(what))?;
        self.at = found.1.end;
        Ok(found)
    }

    /// Reads a whole number (decimal digits), after optional spaces; one too large for `T` is
    /// refused where it stands.
    pub fn number<T: TryFrom<u64>>(&mut self) -> Result<T, InputError> {
        self.skip_spaces();
        let rest = &self.text[self.at..];
        let len = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        if len == 0 {
            return Err(match self.next_char() {
                None => self.expected("a number"),
                Some((found, span)) => self.error_at(
                    span,
                    Words::new("error-move-text-number").arg("found", found),
                ),
            });
        }
        let span = self.at..self.at + len;
        let digits = &rest[..len];
        let value = digits
            .parse::<u64>()
            .ok()
            .and_then(|n| T::try_from(n).ok())
            .ok_or_else(|| {
                self.error_at(
                    span.clone(),
                    Words::new("error-move-text-large").arg("number", digits),
                )
            })?;
        self.at = span.end;
        Ok(value)
    }

    /// Ends the reading: only spaces may be left.
    pub fn end(mut self) -> Result<(), InputError> {
        self.skip_spaces();
        if self.at == self.text.len() {
            return Ok(());
        }
        let rest = self.text[self.at..].trim_end();
        Err(self.error_at(
            self.at..self.at + rest.len(),
            Words::new("error-move-text-trailing").arg("rest", rest),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `tap R,C` read with the scanner, as a puzzle would.
    fn tap(text: &str) -> Result<(u8, u8), InputError> {
        let mut r = MoveText::new(text, "tap 2,3")?;
        r.keyword(&["tap"])?;
        let row = r.number()?;
        r.symbol(",")?;
        let col = r.number()?;
        r.end()?;
        Ok((row, col))
    }

    fn key(e: &InputError) -> &str {
        &e.words.key
    }

    #[test]
    fn tokens_may_be_spaced_and_keywords_take_any_case() {
        assert_eq!(tap("tap 2,3"), Ok((2, 3)));
        assert_eq!(tap("  TAP 2 , 3  "), Ok((2, 3)));
        assert_eq!(tap("tap2,3"), Ok((2, 3)));
    }

    #[test]
    fn errors_are_placed_and_worded() {
        let e = tap("").unwrap_err();
        assert_eq!(
            (e.code, key(&e), e.span.clone()),
            (BAD_MOVE_TEXT, "error-move-text-empty", None)
        );
        let e = tap("tip 2,3").unwrap_err();
        assert_eq!(
            (key(&e), e.column, e.span.clone()),
            ("error-move-text-expected", Some(1), Some(0..3))
        );
        assert!(
            e.message.contains("write a move like tap 2,3"),
            "{}",
            e.message
        );
        let e = tap("tap x,3").unwrap_err();
        assert_eq!((key(&e), e.column), ("error-move-text-number", Some(5)));
        let e = tap("tap 2;3").unwrap_err();
        assert_eq!((key(&e), e.column), ("error-move-text-expected", Some(6)));
        let e = tap("tap 2,").unwrap_err();
        assert_eq!((key(&e), e.column), ("error-move-text-ended", Some(7)));
        let e = tap("tap 2,300").unwrap_err();
        assert_eq!(
            (key(&e), e.span.clone()),
            ("error-move-text-large", Some(6..9))
        );
        let e = tap("tap 2,3 then 4").unwrap_err();
        assert_eq!(
            (key(&e), e.span.clone()),
            ("error-move-text-trailing", Some(8..14))
        );
        let e = tap("tap 2,3 华").unwrap_err();
        assert_eq!((key(&e), e.column), ("error-move-text-trailing", Some(9)));
        assert!(e.words.args.contains_key("example"));
    }

    #[test]
    fn a_letter_is_read_with_its_place() {
        let mut r = MoveText::new(" S (1,2)", "S (4,0)->(4,1)").expect("not empty");
        assert_eq!(r.letter("a piece").expect("a letter"), ('S', 1..2));
        r.symbol("(").expect("(");
        let e = MoveText::new(" ", "x").unwrap_err();
        assert_eq!(key(&e), "error-move-text-empty");
    }
}
