//! Text for a person: the generic commands' JSON answers as short readable reports (the same
//! for every puzzle; `--json` prints the JSON itself).

use std::fmt::Write as _;

use puzzle::PuzzleInfo;
use serde_json::Value;

use super::common::format_duration;

fn text(value: &Value) -> String {
    match value {
        Value::Null => "-".into(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// `cost` in `unit` (a plural such as `moves`), singular for one: `1 move`, `81 moves`.
fn counted(cost: u64, unit: &str) -> String {
    if cost == 1 {
        format!("1 {}", unit.strip_suffix('s').unwrap_or(unit))
    } else {
        format!("{cost} {unit}")
    }
}

fn millis(value: &Value) -> String {
    value
        .as_f64()
        .map(|ms| format_duration(std::time::Duration::from_secs_f64(ms.max(0.0) / 1000.0)))
        .unwrap_or_else(|| "-".into())
}

/// A solve answer: the headline (cost, claim, bound), the moves, the summary and the counts.
pub fn solved(info: &PuzzleInfo, v: &Value) -> String {
    let mut out = String::new();
    let game = text(&v["game"]);
    match v["cost"].as_u64() {
        Some(cost) => {
            let _ = write!(
                out,
                "{game}: {} ({}, {})",
                counted(cost, info.cost_unit),
                text(&v["claim_text"]),
                text(&v["algorithm"])
            );
        }
        None => {
            // the claim says why: no solution exists, a stop by a limit, a search that failed
            let _ = write!(
                out,
                "{game}: {} ({})",
                text(&v["claim_text"]),
                text(&v["algorithm"])
            );
        }
    }
    if let Some(bound) = v["lower_bound"].as_u64() {
        if v["cost"].as_u64() != Some(bound) {
            let _ = write!(out, "; proven lower bound {bound}");
        }
    }
    out.push('\n');
    for (i, step) in v["steps"].as_array().into_iter().flatten().enumerate() {
        // the notation (what `check` reads) first, where the words say it otherwise
        match step["notation"].as_str() {
            Some(notation) if step["move_text"].as_str() != Some(notation) => {
                let _ = write!(
                    out,
                    "{:>4}. {notation}  ({})",
                    i + 1,
                    text(&step["move_text"])
                );
            }
            _ => {
                let _ = write!(out, "{:>4}. {}", i + 1, text(&step["move_text"]));
            }
        }
        if step["cost"].as_u64().is_some_and(|c| c != 1) {
            let _ = write!(out, "  (cost {})", step["cost"]);
        }
        out.push('\n');
    }
    for line in v["summary"].as_array().into_iter().flatten() {
        let _ = writeln!(out, "{}", text(line));
    }
    let stats = &v["stats"];
    let _ = write!(
        out,
        "expanded {}, generated {}, {}",
        text(&stats["expanded"]),
        text(&stats["generated"]),
        millis(&stats["elapsed_ms"])
    );
    out
}

/// A byte count as KB, MB or GB ("-" when it was not measured).
fn bytes(v: &Value) -> String {
    const MB: f64 = 1024.0 * 1024.0;
    match v.as_u64() {
        None | Some(0) => "-".to_string(),
        Some(b) if b < 1024 * 1024 => format!("{} KB", b / 1024),
        Some(b) if b < 1024 * 1024 * 1024 => format!("{:.1} MB", b as f64 / MB),
        Some(b) => format!("{:.2} GB", b as f64 / MB / 1024.0),
    }
}

/// A comparison as an aligned table: one line per solver.
pub fn compared(v: &Value) -> String {
    let header = [
        "solver",
        "algorithm",
        "length",
        "cost",
        "claim",
        "expanded",
        "generated",
        "duplicates",
        "peak frontier",
        "peak memory",
        "time",
    ];
    let rows: Vec<Result<Vec<String>, String>> = v["rows"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|row| match row["error"].as_str() {
            Some(error) => Err(format!("{}: {error}", text(&row["solver"]))),
            None => Ok(vec![
                text(&row["solver"]),
                text(&row["algorithm"]),
                text(&row["length"]),
                text(&row["cost"]),
                text(&row["claim_text"]),
                text(&row["expanded"]),
                text(&row["generated"]),
                text(&row["duplicates"]),
                text(&row["peak_frontier"]),
                bytes(&row["peak_memory_bytes"]),
                millis(&row["elapsed_ms"]),
            ]),
        })
        .collect();
    // text columns (solver, algorithm, claim) align left, numbers right
    search::compare::align_columns(&header, &rows, &[0, 1, 4])
        .trim_end()
        .to_string()
}

/// A hint: the move and what is left, or why there is none.
pub fn hinted(info: &PuzzleInfo, v: &Value) -> String {
    let mut out = match v["move_text"].as_str() {
        Some(mv) => format!("next: {mv}"),
        None => format!("no move to suggest: {}", text(&v["note"])),
    };
    if let Some(left) = v["remaining"].as_u64() {
        let proven = if v["optimal"].as_bool() == Some(true) {
            " (proven)"
        } else {
            ""
        };
        let _ = write!(
            out,
            "\n{} left from here{proven}",
            counted(left, info.cost_unit)
        );
    }
    out
}

/// A rating: level, score, optimum and the reasons.
pub fn rated(v: &Value) -> String {
    let mut out = format!(
        "{}\ndifficulty: {} (score {:.1} of 100)",
        text(&v["game"]),
        text(&v["level"]),
        v["score"].as_f64().unwrap_or(0.0)
    );
    if let Some(optimum) = v["optimum"].as_u64() {
        let _ = write!(out, "\noptimum: {optimum}");
    }
    for why in v["why"].as_array().into_iter().flatten() {
        let _ = write!(out, "\n  {}", text(why));
    }
    out
}

/// A generated game: its ID, seed and rating.
pub fn generated(info: &PuzzleInfo, v: &Value) -> String {
    let mut out = format!("{}\nseed {}", text(&v["game"]), text(&v["seed"]));
    if v["rating"].is_object() {
        let _ = write!(
            out,
            "\n{}",
            rated(&v["rating"])
                .lines()
                .skip(1)
                .collect::<Vec<_>>()
                .join("\n")
        );
    } else {
        let _ = write!(out, "\n(not rated; `puzzlelab {} rate` rates it)", info.id);
    }
    out
}

/// An experiment's table: one line per algorithm and depth.
pub fn experiment(value: &Value) -> String {
    let mut out = format!(
        "instances from {} (seed {}), {:.1} s\n{:<34} {:>5} {:>9} {:>14} {:>7}  note\n",
        value["instances_from"].as_str().unwrap_or("?"),
        value["seed"],
        value["elapsed_ms"].as_f64().unwrap_or(0.0) / 1000.0,
        "algorithm",
        "depth",
        "instances",
        "avg generated",
        "b*"
    );
    for row in value["rows"].as_array().into_iter().flatten() {
        let name = match row["heuristic"].as_str() {
            Some(h) => format!("{} + {h}", row["algorithm"].as_str().unwrap_or("?")),
            None => row["algorithm"].as_str().unwrap_or("?").to_string(),
        };
        let avg = row["avg_generated"]
            .as_f64()
            .map_or_else(|| "-".to_string(), |v| format!("{v:.0}"));
        let b = row["b_star"]
            .as_f64()
            .map_or_else(|| "-".to_string(), |v| format!("{v:.2}"));
        let note = match (row["stopped"].as_str(), row["skipped"].as_str()) {
            (Some(reason), _) => format!("stopped: {reason} after {} runs", row["finished"]),
            (None, Some(why)) => format!("skipped: {why}"),
            _ => row["b_star_note"].as_str().unwrap_or_default().to_string(),
        };
        out.push_str(&format!(
            "{name:<34} {:>5} {:>9} {avg:>14} {b:>7}  {note}\n",
            row["depth"].as_u64().unwrap_or(0),
            row["instances"].as_u64().unwrap_or(0)
        ));
    }
    out.trim_end().to_string()
}
