//! How the command line reports an error: in its language on standard error, with the place
//! in the input under a caret, and with `--json` also as the web's envelope (`{"error":
//! {"code", "message", "line", "column", "key", "args"}}`) on standard output, so that a script
//! always gets one JSON object.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

use i18n::Arg;
use puzzle::{InputError, PuzzleError, Words};
use serde::Serialize;

use super::voice::Voice;

static JSON_ERRORS: AtomicBool = AtomicBool::new(false);

/// Asks for errors as JSON on standard output too (the command has `--json`).
pub fn report_as_json(on: bool) {
    JSON_ERRORS.store(on, Ordering::Relaxed);
}

/// An error about the user's input or request, said in the command line's language.
#[derive(Debug, Serialize)]
pub struct Failure {
    /// A short machine-readable code (`unknown_character`, `stopped`...).
    pub code: &'static str,
    /// What is wrong and how to fix it, in the command line's language.
    pub message: String,
    /// 1-based line of the error in the input.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// 1-based column (in characters).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// The message's catalogue words (`key`, `args`).
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub words: Option<Words>,
    /// The terminal's form: the message with the input's line and a caret, and a tip.
    #[serde(skip)]
    rendered: String,
}

impl Failure {
    /// An error in `input` (a game ID as typed), with the command line's tip when it has one.
    pub fn input(error: &InputError, input: &str, tip: Option<&str>) -> Failure {
        let voice = Voice::current();
        let message = voice.say(&error.message, &error.words);
        let separator = voice.text("cli-separator", &[]);
        let mut rendered = error.render_said(input, &message, &separator, |line, column| {
            voice.text(
                "cli-place",
                &[("line", Arg::from(line)), ("column", Arg::from(column))],
            )
        });
        if let Some(tip) = tip {
            rendered.push_str("\n  ");
            rendered.push_str(tip);
        }
        Failure {
            code: error.code,
            message,
            line: error.line,
            column: error.column,
            words: Some(error.words.as_ref().clone()),
            rendered,
        }
    }

    /// Why a request about `input` could not be answered.
    pub fn puzzle(error: PuzzleError, input: &str) -> Failure {
        match error {
            PuzzleError::Input(e) => Failure::input(&e, input, None),
            other => {
                let english = other.to_string();
                let words = other.words();
                let message = match &words {
                    Some(words) => Voice::current().say(&english, words),
                    None => english,
                };
                Failure::plain(other.code(), message, words)
            }
        }
    }

    /// An error with no place in the input that says `words`, in the command line's language.
    pub fn said(code: &'static str, words: Words) -> Failure {
        let english = puzzle::words::english(&words);
        let message = Voice::current().say(&english, &words);
        Failure::plain(code, message, Some(words))
    }

    /// An error with no place in the input.
    pub fn plain(code: &'static str, message: String, words: Option<Words>) -> Failure {
        Failure {
            code,
            rendered: message.clone(),
            message,
            line: None,
            column: None,
            words,
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.rendered)
    }
}

impl std::error::Error for Failure {}

/// A file that could not be opened, created or written (`key`), with the system's reason.
pub fn file_error(
    key: &'static str,
    path: &std::path::Path,
    error: std::io::Error,
) -> anyhow::Error {
    Failure::said(
        "file",
        Words::new(key)
            .arg("path", path.display())
            .arg("detail", error),
    )
    .into()
}

/// A refusal of what the command line was given (`invalid_input`), saying `words`.
pub fn refused(words: Words) -> anyhow::Error {
    Failure::said("invalid_input", words).into()
}

/// The error for a puzzle id the registry does not have (its words list the ids there are).
pub fn unknown_puzzle(words: Words) -> anyhow::Error {
    Failure::said("unknown_puzzle", words).into()
}

#[derive(Serialize)]
struct Envelope<'a> {
    error: &'a Failure,
}

/// Reports `err` the way this run asked: on standard error, and as the JSON envelope on
/// standard output when the command has `--json`.
pub fn report(err: &anyhow::Error) {
    let voice = Voice::current();
    let stored;
    let failure = match (
        err.downcast_ref::<Failure>(),
        err.downcast_ref::<store::Error>(),
    ) {
        (Some(failure), _) => Some(failure),
        (None, Some(store_error)) => {
            stored = Failure::said(store_code(store_error.kind()), store_error.words());
            Some(&stored)
        }
        (None, None) => None,
    };
    let message = match failure {
        Some(failure) => failure.to_string(),
        None => format!("{err:#}"),
    };
    eprintln!(
        "{}{}{message}",
        voice.text("cli-error", &[]),
        voice.text("cli-separator", &[])
    );
    if !JSON_ERRORS.load(Ordering::Relaxed) {
        return;
    }
    let fallback;
    let failure = match failure {
        Some(failure) => failure,
        None => {
            fallback = Failure::plain("error", message, None);
            &fallback
        }
    };
    if let Ok(text) = serde_json::to_string_pretty(&Envelope { error: failure }) {
        println!("{text}");
    }
}

/// The code of a database error in the JSON envelope: the web's code for the same class.
fn store_code(kind: store::ErrorKind) -> &'static str {
    match kind {
        store::ErrorKind::NotFound => "not_found",
        store::ErrorKind::Conflict => "conflict",
        store::ErrorKind::Invalid => "invalid_input",
        store::ErrorKind::TooLarge => "too_large",
        store::ErrorKind::Busy => "busy",
        store::ErrorKind::DiskFull => "disk_full",
        store::ErrorKind::Unusable => "unusable_database",
        _ => "internal",
    }
}
