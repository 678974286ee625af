//! The language errors are said in: `set_language`, else a call's `lang=`, else the first of
//! `LC_ALL`, `LC_MESSAGES`, `LANG` and `LANGUAGE` that is set (as the command line chooses),
//! and the errors themselves: a bad game ID or move raises `puzzlelab.InputError` (a
//! `ValueError`) whose message is the command line's, the place as `line L, column C` (行、列
//! in Chinese) with the input's line and a caret under the fault.

use std::sync::Mutex;

use i18n::{Arg, Lang};
use puzzle::{PuzzleError, Words};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;

pyo3::create_exception!(
    puzzlelab,
    InputError,
    PyValueError,
    "A game ID or a move that cannot be read or played: the message says what is wrong and \
     where (line and column), in the chosen language; `code`, `line` and `column` are \
     attributes."
);

/// The language `set_language` chose, when it was called.
static CHOSEN: Mutex<Option<Lang>> = Mutex::new(None);

/// Reads a language tag (`zh-CN`, `zh`, `en`...), refusing any other.
pub fn parse_lang(tag: &str) -> PyResult<Lang> {
    Lang::from_tag(tag)
        .ok_or_else(|| PyValueError::new_err(format!("lang={tag:?}: use \"zh-CN\" or \"en\"")))
}

/// Sets the language of every later error (`None` goes back to the environment's).
pub fn set_chosen(lang: Option<Lang>) {
    if let Ok(mut chosen) = CHOSEN.lock() {
        *chosen = lang;
    }
}

/// The language for a call that may name one.
pub fn pick(tag: Option<&str>) -> PyResult<Lang> {
    if let Some(tag) = tag {
        return parse_lang(tag);
    }
    if let Some(lang) = CHOSEN.lock().ok().and_then(|c| *c) {
        return Ok(lang);
    }
    Ok(Lang::from_environment(|name| std::env::var(name).ok()))
}

/// What an engine said, in `lang`: its English, or its catalogue words said in `lang`.
fn say(lang: Lang, english: &str, words: Option<&Words>) -> String {
    if lang == Lang::En {
        return english.to_string();
    }
    words
        .and_then(|w| serde_json::to_value(w).ok())
        .and_then(|w| i18n::said(lang, &w))
        .unwrap_or_else(|| english.to_string())
}

/// `error` about `input` as the Python exception: the command line's message and place.
pub fn input_error(py: Python<'_>, error: &puzzle::InputError, input: &str, lang: Lang) -> PyErr {
    let message = say(lang, &error.message, Some(&error.words));
    let separator = i18n::text(lang, "cli-separator", &[]);
    let rendered = error.render_said(input, &message, &separator, |line, column| {
        i18n::text(
            lang,
            "input-place",
            &[("line", Arg::from(line)), ("column", Arg::from(column))],
        )
    });
    let err = InputError::new_err(rendered);
    let value = err.value(py);
    // the attributes are a convenience; the message already says everything
    let _ = value.setattr("code", error.code);
    let _ = value.setattr("line", error.line);
    let _ = value.setattr("column", error.column);
    err
}

/// `error` of a request about `input`: an input error as [`input_error`], anything else
/// (stopped by the time limit, nothing found, a fault of ours) as a `RuntimeError`.
pub fn puzzle_error(py: Python<'_>, error: PuzzleError, input: &str, lang: Lang) -> PyErr {
    match error {
        PuzzleError::Input(e) => input_error(py, &e, input, lang),
        other => {
            let english = other.to_string();
            PyRuntimeError::new_err(say(lang, &english, Some(&other.words())))
        }
    }
}
