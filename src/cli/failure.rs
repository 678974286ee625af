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
                "input-place",
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
                let words = other.words();
                let message = Voice::current().say(&other.to_string(), &words);
                Failure::plain(other.code(), message, Some(words))
            }
        }
    }

    /// An error with no place in the input that says `words`, in the command line's language.
    pub fn said(code: &'static str, words: Words) -> Failure {
        let english = puzzle::words::english(&words);
        let message = Voice::current().say(&english, &words);
        Failure::plain(code, message, Some(words))
    }

    /// The same error placed at `column` (1-based, in characters) of `line`, whose text is
    /// `text`: the terminal form shows the line with a caret under the place.
    pub fn at(mut self, line: usize, column: usize, text: &str) -> Failure {
        self.line = Some(line);
        self.column = Some(column);
        self.rendered = format!(
            "{}\n  {text}\n  {}^",
            self.rendered,
            " ".repeat(column.saturating_sub(1))
        );
        self
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

/// An error put in its context by words ("cannot back up FILE"), said in the command line's
/// language before the error itself (see [`WithWords`]).
#[derive(Debug)]
pub struct Worded {
    /// The context's words.
    words: Words,
    /// What went wrong in it.
    cause: anyhow::Error,
}

impl fmt::Display for Worded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = Voice::current()
            .words(&self.words)
            .unwrap_or_else(|| puzzle::words::english(&self.words));
        f.write_str(&text)
    }
}

impl std::error::Error for Worded {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(self.cause.as_ref())
    }
}

/// Puts an error in its context with words, like `anyhow::Context` with a sentence, but said
/// in the command line's language: `.context_words(|| Words::new("cli-cannot-save-figures"))`.
pub trait WithWords<T> {
    /// The error, if any, in the context `words` say.
    fn context_words(self, words: impl FnOnce() -> Words) -> anyhow::Result<T>;
}

impl<T, E: Into<anyhow::Error>> WithWords<T> for Result<T, E> {
    fn context_words(self, words: impl FnOnce() -> Words) -> anyhow::Result<T> {
        self.map_err(|cause| {
            Worded {
                words: words(),
                cause: cause.into(),
            }
            .into()
        })
    }
}

#[derive(Serialize)]
struct Envelope<'a> {
    error: &'a Failure,
}

/// One link of an error's chain, as the command line says it.
struct Link {
    /// The error's code, for the links that have one.
    code: Option<&'static str>,
    /// Its words (text from elsewhere, such as the system's reason, as written).
    words: Words,
    /// Its message in the command line's language.
    message: String,
    /// Its terminal form (with the input's line and a caret, for an error in the input).
    rendered: String,
    /// Its place in the input.
    line: Option<usize>,
    column: Option<usize>,
    /// Whether its words say all there is, so the errors under it are not said again.
    complete: bool,
}

impl Link {
    fn of(error: &(dyn std::error::Error + 'static), voice: Voice) -> Link {
        if let Some(failure) = error.downcast_ref::<Failure>() {
            return Link {
                code: Some(failure.code),
                words: failure
                    .words
                    .clone()
                    .unwrap_or_else(|| Words::new("as-written").arg("text", &failure.message)),
                message: failure.message.clone(),
                rendered: failure.rendered.clone(),
                line: failure.line,
                column: failure.column,
                complete: true,
            };
        }
        let (code, words, complete) = if let Some(e) = error.downcast_ref::<store::Error>() {
            (Some(store_code(e.kind())), e.words(), true)
        } else if let Some(e) = error.downcast_ref::<InputError>() {
            (Some(e.code), e.words.as_ref().clone(), true)
        } else if let Some(e) = error.downcast_ref::<PuzzleError>() {
            (Some(e.code()), e.words(), true)
        } else {
            (None, as_written(error), false)
        };
        let english = puzzle::words::english(&words);
        let message = voice.say(&english, &words);
        Link {
            code,
            words,
            rendered: message.clone(),
            message,
            line: None,
            column: None,
            complete,
        }
    }
}

/// The links of `err`'s chain, in turn, down to the first whose words say all there is.
fn said_links(err: &anyhow::Error, voice: Voice, links: &mut Vec<Link>) {
    for error in err.chain() {
        if let Some(worded) = error.downcast_ref::<Worded>() {
            let message = voice
                .words(&worded.words)
                .unwrap_or_else(|| puzzle::words::english(&worded.words));
            links.push(Link {
                code: None,
                words: worded.words.clone(),
                rendered: message.clone(),
                message,
                line: None,
                column: None,
                complete: false,
            });
            // the cause's own chain, whose links keep their types
            return said_links(&worded.cause, voice, links);
        }
        let link = Link::of(error, voice);
        let complete = link.complete;
        links.push(link);
        if complete {
            return;
        }
    }
}

/// An error's own text (not its causes'), as written.
fn as_written(error: &dyn std::error::Error) -> Words {
    Words::new("as-written").arg("text", error)
}

/// `err` as one failure in the command line's language: each link of its chain said in turn
/// (a context, then what went wrong under it), the code of the first link that has one, and
/// words that nest the links' words (`cli-context`) so that a page could say it all again.
pub fn failure_of(err: &anyhow::Error) -> Failure {
    let voice = Voice::current();
    let mut links = Vec::new();
    said_links(err, voice, &mut links);
    let separator = voice.text("cli-separator", &[]);
    let join =
        |part: fn(&Link) -> &str| links.iter().map(part).collect::<Vec<_>>().join(&separator);
    let message = join(|l| &l.message);
    let rendered = join(|l| &l.rendered);
    let code = links.iter().find_map(|l| l.code).unwrap_or("error");
    let placed = links.iter().find(|l| l.line.is_some());
    let words = links
        .iter()
        .rev()
        .map(|l| l.words.clone())
        .reduce(|detail, context| {
            Words::new("cli-context")
                .word("context", context)
                .word("detail", detail)
        })
        .unwrap_or_else(|| Words::new("as-written").arg("text", err));
    Failure {
        code,
        message,
        line: placed.and_then(|l| l.line),
        column: placed.and_then(|l| l.column),
        words: Some(words),
        rendered,
    }
}

/// Reports `err` the way this run asked: on standard error, and as the JSON envelope on
/// standard output when the command has `--json`.
pub fn report(err: &anyhow::Error) {
    let voice = Voice::current();
    let failure = failure_of(err);
    eprintln!(
        "{}{}{failure}",
        voice.text("cli-error", &[]),
        voice.text("cli-separator", &[])
    );
    if !JSON_ERRORS.load(Ordering::Relaxed) {
        return;
    }
    if let Ok(text) = serde_json::to_string_pretty(&Envelope { error: &failure }) {
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
