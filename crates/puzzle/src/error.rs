//! The one error type of every parser and every move: [`InputError`], a message that says what
//! is wrong and how to fix it, with the place in the input (byte range, 1-based line and
//! column) when the error is about a place; and [`PuzzleError`], what else can stop a request
//! (limits, a generator that found nothing).

use std::fmt;
use std::ops::Range;

use schemars::JsonSchema;
use serde::Serialize;

use crate::words::{english, Phrase, Words};

/// Bad input: a game ID that does not parse, an illegal move, an unknown option.
///
/// `line` and `column` are 1-based (the column counts characters, not bytes) and are present
/// whenever `span`, the byte range of the offending text in the input, is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct InputError {
    /// A short machine-readable code, e.g. `unknown_character`, `illegal_move`.
    pub code: &'static str,
    /// What is wrong and how to fix it, in words a player understands.
    pub message: String,
    /// 1-based line of the error's start.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// 1-based column (in characters) of the error's start.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// Byte range `[start, end)` of the offending text in the input.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub span: Option<Range<usize>>,
    /// The message's id in the interface's catalogues and the values it names (`key` and
    /// `args` in JSON), for a page or a terminal that words it in its own language; `message`
    /// is its English, worded from the English catalogue.
    #[serde(flatten)]
    pub words: Box<Words>,
}

impl InputError {
    /// An error about the input as a whole (no place to point at) that says `words`: its
    /// `message` is their English, worded from the English catalogue (the key itself when the
    /// catalogue lacks the message, which the catalogue tests refuse).
    pub fn said(code: &'static str, words: Words) -> Self {
        InputError {
            code,
            message: english(&words),
            line: None,
            column: None,
            span: None,
            words: Box::new(words),
        }
    }

    /// An error about the bytes `span` of `input` that says `words`; the line and column are
    /// computed. A span past the end (or not on character boundaries) is clamped onto the
    /// input.
    pub fn said_at(input: &str, span: Range<usize>, code: &'static str, words: Words) -> Self {
        InputError::said(code, words).located(input, span)
    }

    /// A difficulty level the puzzle does not have (`bad_value`): the name given, the puzzle's
    /// name as words and its levels.
    pub fn unknown_level(level: &str, puzzle: Words, levels: &[&str]) -> Self {
        InputError::said(
            "bad_value",
            Words::new("error-bad-level")
                .arg("level", level)
                .word("puzzle", puzzle)
                .series("levels", levels),
        )
    }

    /// A solver's spelling that the puzzle does not know (`unknown_solver`): the name, the
    /// puzzle's solvers and examples of their parameters, in words for every language.
    pub fn unknown_solver(name: &str, solvers: &[String], parameters: &str) -> Self {
        InputError::said(
            "unknown_solver",
            Words::new("error-unknown-solver")
                .arg("name", name.trim())
                .series("solvers", solvers)
                .arg("parameters", parameters),
        )
    }

    /// [`InputError::unknown_solver`] with the reason the spelling was refused (a parameter
    /// out of range, say), in words.
    pub fn unknown_solver_because(
        name: &str,
        why: Words,
        solvers: &[String],
        parameters: &str,
    ) -> Self {
        InputError::said(
            "unknown_solver",
            Words::new("error-unknown-solver-because")
                .arg("name", name.trim())
                .word("why", why)
                .series("solvers", solvers)
                .arg("parameters", parameters),
        )
    }

    /// `algorithm` cannot run on this puzzle (`unsupported_solver`): what it needs, in words.
    pub fn unsupported_solver(algorithm: &search::Algorithm, error: &search::SearchError) -> Self {
        InputError::said("unsupported_solver", Words::unsupported(algorithm, error))
    }

    /// This error, placed at `span` of `input` (see [`InputError::said_at`]).
    pub fn located(mut self, input: &str, span: Range<usize>) -> Self {
        let start = floor_boundary(input, span.start.min(input.len()));
        let end = floor_boundary(input, span.end.clamp(start, input.len()));
        let (line, column) = line_column(input, start);
        self.line = Some(line);
        self.column = Some(column);
        self.span = Some(start..end);
        self
    }

    /// For an error found while parsing a slice that starts `offset` bytes into `input`:
    /// the same error with its span moved onto `input` (line and column recomputed).
    pub fn shifted(self, input: &str, offset: usize) -> Self {
        match self.span.clone() {
            Some(span) => self.located(input, span.start + offset..span.end + offset),
            None => self,
        }
    }

    /// The message followed by the place, for one-line display: `... (line 2, column 4)`.
    pub fn with_place(&self) -> String {
        match (self.line, self.column) {
            (Some(line), Some(column)) => english(
                &Words::new("input-placed")
                    .arg("message", &self.message)
                    .arg("line", line)
                    .arg("column", column),
            ),
            _ => self.message.clone(),
        }
    }

    /// The message with the offending line of `input` and a caret under the error, for a
    /// terminal: what `puzzlelab` prints on standard error.
    pub fn render(&self, input: &str) -> String {
        self.render_said(input, &self.message, ": ", |line, column| {
            english(
                &Words::new("input-place")
                    .arg("line", line)
                    .arg("column", column),
            )
        })
    }

    /// [`InputError::render`] with the message said as `message`, the place as `place` words
    /// it (`line 2, column 4`) and `separator` after it, for a terminal in another language.
    pub fn render_said(
        &self,
        input: &str,
        message: &str,
        separator: &str,
        place: impl Fn(usize, usize) -> String,
    ) -> String {
        let (Some(line), Some(column), Some(span)) = (self.line, self.column, &self.span) else {
            return message.to_string();
        };
        let Some(text) = input.lines().nth(line - 1) else {
            return format!("{message} ({})", place(line, column));
        };
        let width = input[span.clone()]
            .chars()
            .take_while(|&c| c != '\n')
            .count()
            .max(1);
        format!(
            "{}{separator}{message}\n  {text}\n  {}{}",
            place(line, column),
            " ".repeat(column - 1),
            "^".repeat(width)
        )
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.with_place())
    }
}

impl std::error::Error for InputError {}

fn floor_boundary(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The 1-based line and column (in characters) of byte `offset` of `input`.
pub fn line_column(input: &str, offset: usize) -> (usize, usize) {
    let before = &input[..floor_boundary(input, offset.min(input.len()))];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[line_start..].chars().count() + 1)
}

/// Why a request that is not about bad input could not be answered.
///
/// Its words ([`PuzzleError::words`]) are what it says; its `Display` is their English,
/// worded from the English catalogue (an input error's with its place, as [`InputError`]
/// displays it).
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum PuzzleError {
    /// The input is wrong.
    #[error("{0}")]
    Input(#[from] InputError),
    /// The limits stopped work that has no partial answer (an analysis, a generator).
    Stopped {
        /// What was stopped: `the generator`.
        what: Phrase,
        /// Which limit.
        reason: search::StopReason,
    },
    /// Nothing matching the request exists or was found within the attempts allowed (e.g. no
    /// layout of that difficulty, no clearable deal).
    NotFound(Phrase),
    /// A fault of ours (a solver's path that does not replay): the detail says what failed,
    /// for the report of the fault (developer's words, worded in every language as they are).
    Internal(String),
}

/// Work that the limits can stop before it has an answer, as [`PuzzleError::Stopped`] names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Work {
    /// A generator.
    Generator,
    /// A rating.
    Rating,
    /// The solver a rating runs first.
    RatingSolver,
    /// Dealing the tiles again.
    Shuffle,
    /// Listing the states reachable from a game.
    ReachableSpace,
    /// Loading (or building) pattern databases.
    PatternDatabases,
}

impl Work {
    /// Its catalogue id.
    fn key(self) -> &'static str {
        match self {
            Work::Generator => "work-generator",
            Work::Rating => "work-rating",
            Work::RatingSolver => "work-rating-solver",
            Work::Shuffle => "work-shuffle",
            Work::ReachableSpace => "work-reachable-space",
            Work::PatternDatabases => "work-pattern-databases",
        }
    }
}

impl From<Work> for Phrase {
    fn from(work: Work) -> Phrase {
        Phrase::said(Words::new(work.key()))
    }
}

impl PuzzleError {
    /// A [`PuzzleError::Stopped`] for `what` (a [`Work`], or words of its own).
    pub fn stopped(what: impl Into<Phrase>, reason: search::StopReason) -> Self {
        PuzzleError::Stopped {
            what: what.into(),
            reason,
        }
    }

    /// A [`PuzzleError::NotFound`] saying `words`.
    pub fn not_found(words: Words) -> Self {
        PuzzleError::NotFound(Phrase::said(words))
    }

    /// A short machine-readable code: the input error's own, `stopped` or `not_found`.
    pub fn code(&self) -> &'static str {
        match self {
            PuzzleError::Input(e) => e.code,
            PuzzleError::Stopped { .. } => "stopped",
            PuzzleError::NotFound(_) => "not_found",
            PuzzleError::Internal(_) => "internal",
        }
    }

    /// The message's catalogue words: an input error's own, `error-stopped` with what was
    /// stopped and why, what was not found, or `error-fault` with an internal error's detail
    /// as written.
    pub fn words(&self) -> Words {
        match self {
            PuzzleError::Input(e) => e.words.as_ref().clone(),
            PuzzleError::Stopped { what, reason } => Words::new("error-stopped")
                .word("what", what.words.clone())
                .word("reason", Words::stop_reason(*reason)),
            PuzzleError::NotFound(phrase) => phrase.words.clone(),
            PuzzleError::Internal(detail) => Words::new("error-fault").arg("detail", detail),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Words that read as `text` in every language, for an error whose message is no matter.
    fn written(text: &str) -> Words {
        Words::new("as-written").arg("text", text)
    }

    #[test]
    fn places_are_one_based_and_count_characters() {
        let input = "华容道\nab c";
        let e = InputError::said_at(input, 13..14, "x", written("bad c"));
        assert_eq!((e.line, e.column), (Some(2), Some(4)));
        assert_eq!(e.to_string(), "bad c (line 2, column 4)");
        assert_eq!(e.render(input), "line 2, column 4: bad c\n  ab c\n     ^");
        let first = InputError::said_at(input, 3..6, "x", written("second character"));
        assert_eq!((first.line, first.column), (Some(1), Some(2)));
    }

    #[test]
    fn spans_are_clamped_and_shifted() {
        let e = InputError::said_at("abc", 2..99, "x", written("m"));
        assert_eq!(e.span, Some(2..3));
        // a span inside a multi-byte character falls back to its start
        let e = InputError::said_at("a华", 2..3, "x", written("m"));
        assert_eq!(e.span, Some(1..1));
        let inner = InputError::said_at("12", 1..2, "x", written("m"));
        let outer = inner.shifted("ab;12", 3);
        assert_eq!((outer.span, outer.column), (Some(4..5), Some(5)));
        assert_eq!(
            InputError::said("x", written("m")).shifted("abc", 1).span,
            None
        );
    }

    /// The message is the words' English from the English catalogue, and the JSON carries
    /// the words beside it (`key`, `args`), nested words included.
    #[test]
    fn the_message_is_the_words_english() {
        let e = InputError::unknown_solver(" quick ", &["bfs".into(), "astar".into()], "beam:9");
        assert_eq!(
            e.message,
            "unknown solver 'quick': use bfs, astar (parameters may change, e.g. beam:9)"
        );
        let json = serde_json::to_value(&e).expect("JSON");
        assert_eq!(json["code"], "unknown_solver");
        assert_eq!(json["key"], "error-unknown-solver");
        assert_eq!(json["args"]["name"], "quick");
        let misspelt = "wastar:500"
            .parse::<search::Algorithm>()
            .expect_err("too heavy");
        let e = InputError::said("x", Words::misspelt_algorithm(&misspelt));
        assert_eq!(e.message, misspelt.to_string());
        let bibfs = search::Algorithm::BidirectionalBfs;
        let unsupported = search::SearchError::Unsupported {
            algorithm: bibfs.display_name(),
            reason: search::Unmet::Predecessors,
        };
        let e = InputError::unsupported_solver(&bibfs, &unsupported);
        assert_eq!(e.message, unsupported.to_string());
        assert_eq!(
            serde_json::to_value(&e).expect("JSON")["args"]["reason"]["key"],
            "search-unmet-predecessors"
        );
    }

    /// Every kind of `PuzzleError` says words the English catalogue has, and its `Display`
    /// is their English (an input error's with its place); an input error is its source.
    #[test]
    fn every_error_displays_its_words_english() {
        let placed = InputError::said_at("ab", 1..2, "x", written("bad b"));
        let errors = [
            PuzzleError::from(InputError::said("x", written("bad input"))),
            PuzzleError::from(placed.clone()),
            PuzzleError::stopped(Work::Generator, search::StopReason::NodeLimit),
            PuzzleError::not_found(Words::new("claim-no-solution")),
            PuzzleError::Internal("a path that does not replay".into()),
        ];
        for e in &errors {
            let words = e.words();
            let english = english(&words);
            assert_ne!(
                english, words.key,
                "{:?} is not in the English catalogue",
                words.key
            );
            match e {
                PuzzleError::Input(input) => assert_eq!(e.to_string(), input.with_place()),
                _ => assert_eq!(e.to_string(), english),
            }
        }
        assert_eq!(errors[1].to_string(), "bad b (line 1, column 2)");
        assert_eq!(
            errors[2].to_string(),
            "the generator stopped before it finished (node limit reached); give it more time or nodes"
        );
        assert_eq!(
            errors[4].to_string(),
            "internal error: a path that does not replay (a fault of Puzzle Lab; please report it with what you asked)"
        );
        use std::error::Error;
        assert_eq!(
            errors[1].source().map(ToString::to_string),
            Some(placed.to_string())
        );
        assert!(errors[2].source().is_none());
    }
}
