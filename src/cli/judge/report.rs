//! The judge's rows and summary, and the forms a person reads them in: a table on the
//! terminal and a CSV file (UTF-8 with a byte-order mark, so that Excel reads Chinese), in the
//! chosen language; `--json` prints the same as one JSON object.

use std::fmt::Write as _;

use i18n::{Arg, Lang};
use search::Cost;
use serde::Serialize;

use super::answer::BadOutput;
use super::run::Failure;
use crate::cli::common::pad_to_width;

/// What the judge says of one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    /// Solved at the proven optimum.
    Optimal,
    /// Solved, above the optimum (or no optimum proven).
    Valid,
    /// Every move legal, the game not solved.
    Unsolved,
    /// A move could not be read or played.
    Illegal,
    /// Still running at the time limit.
    Timeout,
    /// A non-zero exit or a signal.
    Crashed,
    /// Not the protocol's one JSON line, or too much of it.
    BadOutput,
}

impl Verdict {
    /// Every verdict, best first.
    pub const ALL: [Verdict; 7] = [
        Verdict::Optimal,
        Verdict::Valid,
        Verdict::Unsolved,
        Verdict::Illegal,
        Verdict::Timeout,
        Verdict::Crashed,
        Verdict::BadOutput,
    ];

    /// The spelling in JSON and CSV: `optimal`, ..., `bad-output`.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Optimal => "optimal",
            Verdict::Valid => "valid",
            Verdict::Unsolved => "unsolved",
            Verdict::Illegal => "illegal",
            Verdict::Timeout => "timeout",
            Verdict::Crashed => "crashed",
            Verdict::BadOutput => "bad-output",
        }
    }

    /// In words of `lang`.
    pub fn said(self, lang: Lang) -> String {
        i18n::text(lang, &format!("judge-verdict-{}", self.name()), &[])
    }
}

/// What a verdict needs said beyond its name.
#[derive(Debug, Clone, PartialEq)]
pub enum Detail {
    /// Move `index` (from 0), written `text`, refused: the reason in English and its words.
    Illegal {
        index: usize,
        text: String,
        message: String,
        words: Option<serde_json::Value>,
    },
    /// The moves played did not solve the game.
    Unsolved { played: usize },
    /// Stopped at the time limit.
    Timeout { seconds: f64 },
    /// A failure, and the start of standard error.
    Crashed { failure: Failure, stderr: String },
    /// Why the output is not an answer.
    BadOutput(BadOutput),
}

impl Detail {
    /// In words of `lang`.
    pub fn said(&self, lang: Lang) -> String {
        let text = |key: &str, args: &[(&str, Arg)]| i18n::text(lang, key, args);
        match self {
            Detail::Illegal {
                index,
                text: mv,
                message,
                words,
            } => {
                let why = words
                    .as_ref()
                    .and_then(|w| i18n::said(lang, w))
                    .unwrap_or_else(|| message.clone());
                text(
                    "judge-detail-illegal",
                    &[
                        ("number", Arg::from(index + 1)),
                        ("move", Arg::from(mv.as_str())),
                        ("why", Arg::from(why)),
                    ],
                )
            }
            Detail::Unsolved { played } => {
                text("judge-detail-unsolved", &[("played", Arg::from(*played))])
            }
            Detail::Timeout { seconds } => {
                text("judge-detail-timeout", &[("seconds", Arg::from(*seconds))])
            }
            Detail::Crashed { failure, stderr } => {
                let mut said = match failure {
                    Failure::Code(code) => text("judge-detail-exit", &[("code", Arg::from(*code))]),
                    Failure::Signal(signal, name) => text(
                        "judge-detail-signal",
                        &[("signal", Arg::from(*signal)), ("name", Arg::from(*name))],
                    ),
                };
                let stderr = stderr.trim();
                if !stderr.is_empty() {
                    let last = stderr.lines().last().unwrap_or_default();
                    let _ = write!(said, ": {last}");
                }
                said
            }
            Detail::BadOutput(bad) => match bad {
                BadOutput::Empty => text("judge-detail-empty", &[]),
                BadOutput::NotText => text("judge-detail-not-text", &[]),
                BadOutput::Lines(lines) => {
                    text("judge-detail-lines", &[("lines", Arg::from(*lines))])
                }
                BadOutput::NotJson(error) => text(
                    "judge-detail-not-json",
                    &[("error", Arg::from(error.as_str()))],
                ),
                BadOutput::NoMoves => text("judge-detail-no-moves", &[]),
                BadOutput::MoveType(index) => {
                    text("judge-detail-move-type", &[("index", Arg::from(*index))])
                }
                BadOutput::Expanded => text("judge-detail-expanded", &[]),
                BadOutput::TooBig(kb) => text("judge-detail-too-big", &[("kb", Arg::from(*kb))]),
                BadOutput::TooManyMoves(moves) => text(
                    "judge-detail-too-many-moves",
                    &[
                        ("moves", Arg::from(*moves)),
                        ("most", Arg::from(puzzle::check::MAX_CHECKED_MOVES)),
                    ],
                ),
            },
        }
    }
}

/// One judged game.
#[derive(Debug, Clone, Serialize)]
pub struct Row {
    /// The puzzle's id.
    pub puzzle: String,
    /// The canonical game ID.
    pub game: String,
    /// The verdict.
    pub verdict: Verdict,
    /// The cost of the moves played (null when there was no answer).
    pub cost: Option<Cost>,
    /// The proven optimum (null when not proven within the limits).
    pub optimum: Option<Cost>,
    /// Wall-clock seconds the program ran.
    pub seconds: f64,
    /// The nodes the program says it expanded.
    pub expanded: Option<u64>,
    /// What more the verdict needs said, in the report's language.
    pub detail: Option<String>,
}

/// The counts of a run.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    /// Games judged.
    pub games: usize,
    /// Solved at the optimum.
    pub optimal: usize,
    /// Solved above it.
    pub valid: usize,
    /// Every other verdict.
    pub failed: usize,
    /// The count of every verdict, by its name.
    pub verdicts: std::collections::BTreeMap<&'static str, usize>,
}

impl Summary {
    /// The counts of `rows`.
    pub fn of(rows: &[Row]) -> Summary {
        let count = |v: Verdict| rows.iter().filter(|r| r.verdict == v).count();
        let optimal = count(Verdict::Optimal);
        let valid = count(Verdict::Valid);
        Summary {
            games: rows.len(),
            optimal,
            valid,
            failed: rows.len() - optimal - valid,
            verdicts: Verdict::ALL.iter().map(|&v| (v.name(), count(v))).collect(),
        }
    }

    /// In words of `lang`: `10 games: 6 optimal, 2 valid, 2 failed`.
    pub fn said(&self, lang: Lang) -> String {
        i18n::text(
            lang,
            "judge-summary",
            &[
                ("games", Arg::from(self.games)),
                ("optimal", Arg::from(self.optimal)),
                ("valid", Arg::from(self.valid)),
                ("failed", Arg::from(self.failed)),
            ],
        )
    }
}

/// A number or `–`.
pub fn shown<T: ToString>(value: Option<T>) -> String {
    value.map_or_else(|| "–".to_string(), |v| v.to_string())
}

/// The column headings in `lang`.
pub fn headings(lang: Lang) -> Vec<String> {
    [
        "number", "puzzle", "game", "verdict", "cost", "optimum", "time", "expanded", "detail",
    ]
    .iter()
    .map(|c| i18n::text(lang, &format!("judge-col-{c}"), &[]))
    .collect()
}

/// `text` cut to `most` characters (with `…`).
fn cut(text: &str, most: usize) -> String {
    if text.chars().count() <= most {
        text.to_string()
    } else {
        let mut short: String = text.chars().take(most - 1).collect();
        short.push('…');
        short
    }
}

/// The table a terminal shows, then the summary.
pub fn table(rows: &[Row], summary: &Summary, lang: Lang) -> String {
    let head = headings(lang);
    let cells: Vec<Vec<String>> = rows
        .iter()
        .enumerate()
        .map(|(i, r)| {
            vec![
                (i + 1).to_string(),
                r.puzzle.clone(),
                cut(&r.game, 28),
                r.verdict.said(lang),
                shown(r.cost),
                shown(r.optimum),
                format!("{:.2}", r.seconds),
                shown(r.expanded),
                r.detail.as_deref().map(|d| cut(d, 90)).unwrap_or_default(),
            ]
        })
        .collect();
    let width = |c: usize| {
        cells
            .iter()
            .map(|row| &row[c])
            .chain(std::iter::once(&head[c]))
            .map(|t| unicode_width::UnicodeWidthStr::width(t.as_str()))
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..head.len()).map(width).collect();
    let line = |row: &[String]| {
        let mut out = String::new();
        for (c, cell) in row.iter().enumerate() {
            if c + 1 == row.len() {
                out.push_str(cell);
            } else {
                out.push_str(&pad_to_width(cell, widths[c]));
                out.push_str("  ");
            }
        }
        out.trim_end().to_string()
    };
    let mut out = line(&head);
    out.push('\n');
    for row in &cells {
        out.push_str(&line(row));
        out.push('\n');
    }
    out.push_str(&summary.said(lang));
    out
}

/// The CSV file: a byte-order mark, a header of stable names, one row per game (the verdict
/// both as its name and in words of `lang`).
pub fn csv(rows: &[Row], lang: Lang) -> String {
    let mut out = String::from("\u{feff}");
    out.push_str("puzzle,game,verdict,verdict_text,cost,optimum,seconds,expanded,detail\r\n");
    for r in rows {
        let fields = [
            r.puzzle.clone(),
            r.game.clone(),
            r.verdict.name().to_string(),
            r.verdict.said(lang),
            r.cost.map(|c| c.to_string()).unwrap_or_default(),
            r.optimum.map(|c| c.to_string()).unwrap_or_default(),
            format!("{:.3}", r.seconds),
            r.expanded.map(|c| c.to_string()).unwrap_or_default(),
            r.detail.clone().unwrap_or_default(),
        ];
        let quoted: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
        out.push_str(&quoted.join(","));
        out.push_str("\r\n");
    }
    out
}

/// A CSV field, quoted when it must be (and a leading `=`, `+`, `-` or `@` defused, so that a
/// spreadsheet never reads a game ID or a message as a formula).
fn csv_field(field: &str) -> String {
    let defused = if field.starts_with(['=', '+', '-', '@']) {
        format!("'{field}")
    } else {
        field.to_string()
    };
    if defused.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", defused.replace('"', "\"\""))
    } else {
        defused
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(verdict: Verdict) -> Row {
        Row {
            puzzle: "n-puzzle".into(),
            game: "1 2 3/4 5 6/7 0 8".into(),
            verdict,
            cost: Some(1),
            optimum: Some(1),
            seconds: 0.25,
            expanded: None,
            detail: Some("a \"quoted\", word".into()),
        }
    }

    #[test]
    fn summaries_count_every_verdict() {
        let rows = [
            row(Verdict::Optimal),
            row(Verdict::Valid),
            row(Verdict::Crashed),
        ];
        let summary = Summary::of(&rows);
        assert_eq!(
            (
                summary.games,
                summary.optimal,
                summary.valid,
                summary.failed
            ),
            (3, 1, 1, 1)
        );
        assert_eq!(summary.verdicts["bad-output"], 0);
        assert_eq!(
            summary.said(Lang::En),
            "3 games: 1 optimal, 1 valid, 1 failed"
        );
        assert_ne!(summary.said(Lang::ZhCn), summary.said(Lang::En));
        let json = serde_json::to_value(row(Verdict::BadOutput)).expect("JSON");
        assert_eq!(json["verdict"], "bad-output");
    }

    #[test]
    fn csv_has_a_byte_order_mark_and_quotes() {
        let text = csv(&[row(Verdict::Optimal)], Lang::ZhCn);
        assert!(text.starts_with("\u{feff}puzzle,game,verdict,"));
        assert!(text.contains(",optimal,"), "{text}");
        assert!(text.contains("\"a \"\"quoted\"\", word\""), "{text}");
        assert_eq!(csv_field("-5+3=2"), "'-5+3=2");
    }

    #[test]
    fn the_table_lines_up() {
        let rows = [row(Verdict::Optimal), row(Verdict::Illegal)];
        let text = table(&rows, &Summary::of(&rows), Lang::En);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4);
        assert!(
            lines[1].contains("optimal") && lines[2].contains("illegal"),
            "{text}"
        );
        assert_eq!(lines[1].find("n-puzzle"), lines[0].find("Puzzle"));
    }
}
