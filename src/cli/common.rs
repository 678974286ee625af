//! Helpers shared by every command: input reading, JSON output, limits, comparison tables,
//! progress bars and opening the database.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Args;
use puzzle::Words;
use search::Limits;
use serde::Serialize;

use super::failure::{file_error, Failure, WithWords};
use super::voice::Voice;

/// Settings shared by all commands (from global flags).
#[derive(Debug, Clone, Default)]
pub struct Context {
    /// `--db FILE`, if given.
    pub db: Option<PathBuf>,
}

impl Context {
    /// The database path: `--db` or the per-user default.
    pub fn db_path(&self) -> anyhow::Result<PathBuf> {
        match &self.db {
            Some(p) => Ok(p.clone()),
            None => {
                let default = store::Store::default_path();
                if let Some(reason) = default.fallback_reason {
                    warn(&reason);
                }
                Ok(default.path)
            }
        }
    }

    /// Opens (creating on first use) the database.
    pub fn open_store(&self) -> anyhow::Result<store::Store> {
        let path = self.db_path()?;
        // a refusal names the file and says why, in the command line's language
        Ok(store::Store::open(&path)?)
    }
}

/// Says `words` on standard error as a warning, in the command line's language.
pub fn warn(words: &Words) {
    let voice = Voice::current();
    let said = voice
        .words(words)
        .unwrap_or_else(|| puzzle::words::english(words));
    eprintln!(
        "{}{}{said}",
        voice.text("cli-warning", &[]),
        voice.text("cli-separator", &[])
    );
}

/// Search limits as command-line flags. The command line has no limits by default.
#[derive(Debug, Clone, Default, Args)]
pub struct LimitArgs {
    /// Stop after expanding this many nodes.
    #[arg(long, value_name = "N")]
    pub max_nodes: Option<u64>,
    /// Stop after this many seconds.
    #[arg(long, value_name = "SECONDS")]
    pub timeout: Option<f64>,
}

impl LimitArgs {
    pub fn limits(&self) -> anyhow::Result<Limits> {
        let mut limits = Limits::none();
        if let Some(n) = self.max_nodes {
            limits = limits.with_max_expanded(n);
        }
        if let Some(t) = self.timeout {
            if !(t.is_finite() && t > 0.0) {
                return Err(bad_timeout(t));
            }
            limits = limits.with_max_time(Duration::from_secs_f64(t));
        }
        Ok(limits)
    }
}

/// The refusal of a `--timeout` that is not a positive number of seconds.
pub fn bad_timeout(given: f64) -> anyhow::Error {
    Failure::said(
        "invalid_input",
        Words::new("cli-bad-timeout").arg("given", given),
    )
    .into()
}

/// Reads a file's contents, or standard input when `arg` is `-`.
pub fn read_file_or_stdin(arg: &str) -> anyhow::Result<String> {
    if arg == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| file_error("cli-cannot-read-stdin", Path::new(arg), e))?;
        Ok(s)
    } else {
        std::fs::read_to_string(arg).map_err(|e| file_error("cli-cannot-read", Path::new(arg), e))
    }
}

/// `arg` itself, or a file's contents if `arg` names an existing file, or stdin for `-`.
pub fn literal_file_or_stdin(arg: &str) -> anyhow::Result<String> {
    if arg == "-" || std::path::Path::new(arg).is_file() {
        read_file_or_stdin(arg)
    } else {
        Ok(arg.to_string())
    }
}

/// Prints exactly one JSON object on stdout.
pub fn print_json<T: Serialize>(value: &T) -> anyhow::Result<()> {
    let text =
        serde_json::to_string_pretty(value).context_words(|| Words::new("cli-cannot-encode"))?;
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{text}").and_then(|()| out.flush()) {
        // The reader went away (e.g. `| head`): not an error of ours.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other.context_words(|| Words::new("cli-cannot-write-stdout")),
    }
}

/// Prints `text` and a line break on stdout (a reader that went away is not an error).
pub fn print_text(text: &str) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{text}").and_then(|()| out.flush()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other.context_words(|| Words::new("cli-cannot-write-stdout")),
    }
}

/// `1.23 ms`, `4.5 s`, `850 µs`.
pub fn format_duration(d: Duration) -> String {
    let us = d.as_secs_f64() * 1e6;
    if us < 1000.0 {
        format!("{us:.0} µs")
    } else if us < 1e6 {
        format!("{:.2} ms", us / 1000.0)
    } else {
        format!("{:.2} s", us / 1e6)
    }
}

/// `text` followed by spaces up to `width` terminal columns (Chinese characters take two), so
/// that tables with Chinese names line up; longer text is kept whole.
pub fn pad_to_width(text: &str, width: usize) -> String {
    let used = unicode_width::UnicodeWidthStr::width(text);
    format!("{text}{}", " ".repeat(width.saturating_sub(used)))
}
