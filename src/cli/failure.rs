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

#[derive(Serialize)]
struct Envelope<'a> {
    error: &'a Failure,
}

/// Reports `err` the way this run asked: on standard error, and as the JSON envelope on
/// standard output when the command has `--json`.
pub fn report(err: &anyhow::Error) {
    let voice = Voice::current();
    eprintln!(
        "{}{}{err:#}",
        voice.text("cli-error", &[]),
        voice.text("cli-separator", &[])
    );
    if !JSON_ERRORS.load(Ordering::Relaxed) {
        return;
    }
    let fallback;
    let failure = match err.downcast_ref::<Failure>() {
        Some(failure) => failure,
        None => {
            fallback = Failure::plain("error", format!("{err:#}"), None);
            &fallback
        }
    };
    if let Ok(text) = serde_json::to_string_pretty(&Envelope { error: failure }) {
        println!("{text}");
    }
}
