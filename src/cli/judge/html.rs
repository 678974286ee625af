//! The judge's report as one standalone HTML file a teacher opens (or prints): the command and
//! the limits, a row per game with its verdict in colour, cost against optimum, time and nodes,
//! and the summary; every word in the chosen language, no script, no file beside it.

use std::fmt::Write as _;

use i18n::{Arg, Lang};

use super::report::{headings, shown, Row, Summary, Verdict};

/// What the report says about the run besides its rows.
pub struct Run<'a> {
    /// The program and its arguments.
    pub command: &'a [String],
    /// Seconds per game.
    pub seconds: f64,
    /// Megabytes of address space per game.
    pub memory_mb: u64,
    /// Kilobytes of output per game.
    pub output_kb: u64,
    /// Where the games came from (a set file, a library).
    pub games_from: &'a str,
}

/// `text` safe inside HTML text and attribute values.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

const STYLE: &str = "
:root { color-scheme: light; font-family: system-ui, 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif; }
body { margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1d2330; }
h1 { font-size: 1.6rem; margin-bottom: .25rem; }
.meta { color: #4a5263; margin: .2rem 0; }
.meta code { background: #f1f3f7; padding: 0 .3em; border-radius: 3px; }
.summary { display: flex; flex-wrap: wrap; gap: .5rem; margin: 1rem 0; padding: 0; list-style: none; }
.summary li { padding: .35rem .7rem; border-radius: 999px; background: #eef1f6; }
table { border-collapse: collapse; width: 100%; font-size: .95rem; }
th, td { text-align: left; padding: .4rem .5rem; border-bottom: 1px solid #dde2ea; vertical-align: top; }
th { background: #f5f7fa; }
td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
td.puzzle { white-space: nowrap; }
td.game { font-family: ui-monospace, monospace; word-break: break-all; max-width: 22rem; }
.verdict { display: inline-block; padding: .1rem .55rem; border-radius: 999px; font-weight: 600; white-space: nowrap; }
.v-optimal { background: #d9f2df; color: #135c26; }
.v-valid { background: #dcebfb; color: #163f75; }
.v-unsolved { background: #fdf0cf; color: #6b4a00; }
.v-illegal, .v-timeout, .v-crashed, .v-bad-output { background: #fadcdc; color: #7d1616; }
.over { color: #7d5a00; }
footer { margin-top: 1.5rem; color: #6b7385; font-size: .85rem; }
@page { size: A4; margin: 14mm; }
@media print { body { margin: 0; max-width: none; } tr { break-inside: avoid; } }
";

/// The whole report.
pub fn report(rows: &[Row], summary: &Summary, run: &Run<'_>, lang: Lang) -> String {
    let text = |key: &str, args: &[(&str, Arg)]| escape(&i18n::text(lang, key, args));
    let mut out = String::new();
    let title = text("judge-title", &[]);
    let _ = write!(
        out,
        "<!doctype html>\n<html lang=\"{tag}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n<h1>{title}</h1>\n",
        tag = lang.tag()
    );
    let command = run
        .command
        .iter()
        .map(|word| escape(word))
        .collect::<Vec<_>>()
        .join(" ");
    let _ = writeln!(
        out,
        "<p class=\"meta\">{}: <code>{command}</code></p>",
        text("judge-command", &[])
    );
    let _ = writeln!(
        out,
        "<p class=\"meta\">{}</p>",
        text("judge-games-from", &[("from", Arg::from(run.games_from))])
    );
    let _ = writeln!(
        out,
        "<p class=\"meta\">{}</p>",
        text(
            "judge-limits",
            &[
                ("seconds", Arg::from(run.seconds)),
                ("memory", Arg::from(run.memory_mb)),
                ("output", Arg::from(run.output_kb)),
            ]
        )
    );
    let _ = writeln!(
        out,
        "<p class=\"meta\"><strong>{}</strong></p>",
        escape(&summary.said(lang))
    );
    out.push_str("<ul class=\"summary\">\n");
    for verdict in Verdict::ALL {
        let count = summary.verdicts.get(verdict.name()).copied().unwrap_or(0);
        let _ = writeln!(
            out,
            "<li><span class=\"verdict v-{}\">{}</span> {count}</li>",
            verdict.name(),
            escape(&verdict.said(lang))
        );
    }
    out.push_str("</ul>\n<table>\n<thead><tr>");
    for heading in headings(lang) {
        let _ = write!(out, "<th scope=\"col\">{}</th>", escape(&heading));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for (i, row) in rows.iter().enumerate() {
        let cost = match (row.cost, row.optimum) {
            (Some(cost), Some(optimum)) if cost > optimum => {
                format!("<span class=\"over\">{cost}</span>")
            }
            (cost, _) => shown(cost),
        };
        let optimum = match row.optimum {
            Some(optimum) => optimum.to_string(),
            None => text("judge-optimum-unknown", &[]),
        };
        let _ = writeln!(
            out,
            "<tr><td class=\"num\">{}</td><td class=\"puzzle\">{}</td><td class=\"game\">{}</td>\
             <td><span class=\"verdict v-{}\">{}</span></td><td class=\"num\">{cost}</td>\
             <td class=\"num\">{optimum}</td><td class=\"num\">{:.2}</td><td class=\"num\">{}</td>\
             <td>{}</td></tr>",
            i + 1,
            escape(&i18n::text(lang, &format!("{}-name", row.puzzle), &[])),
            escape(&row.game),
            row.verdict.name(),
            escape(&row.verdict.said(lang)),
            row.seconds,
            shown(row.expanded),
            escape(row.detail.as_deref().unwrap_or_default()),
        );
    }
    out.push_str("</tbody>\n</table>\n");
    let _ = writeln!(
        out,
        "<footer>{}</footer>\n</main>\n</body>\n</html>",
        text(
            "judge-made-by",
            &[("version", Arg::from(env!("CARGO_PKG_VERSION")))]
        )
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_escapes_and_colours_in_its_language() {
        let rows = vec![Row {
            puzzle: "n-puzzle".into(),
            game: "1 2 3/4 5 6/7 0 8".into(),
            verdict: Verdict::Valid,
            cost: Some(3),
            optimum: Some(1),
            seconds: 0.5,
            expanded: Some(10),
            detail: Some("<script>".into()),
        }];
        let summary = Summary::of(&rows);
        let command = vec!["python3".to_string(), "a&b.py".to_string()];
        let run = Run {
            command: &command,
            seconds: 2.0,
            memory_mb: 512,
            output_kb: 64,
            games_from: "set.txt",
        };
        let html = report(&rows, &summary, &run, Lang::ZhCn);
        assert!(html.starts_with("<!doctype html>\n<html lang=\"zh-CN\">"));
        assert!(html.contains("a&amp;b.py") && html.contains("&lt;script&gt;"));
        assert!(!html.contains("<script>"));
        assert!(html.contains("class=\"verdict v-valid\""));
        assert!(html.contains("<span class=\"over\">3</span>"));
        assert!(html.contains("数字华容道"), "the puzzle's Chinese name");
    }
}
