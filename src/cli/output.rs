//! Text for a person: the generic commands' answers as short readable reports, the same for
//! every puzzle and in the command line's language (`--json` prints the answer itself).

use std::fmt::Write as _;

use i18n::Arg;
use puzzle::{
    CompareAnswer, CompareRow, ExperimentAnswer, GeneratedAnswer, HintAnswer, PuzzleInfo,
    RatingAnswer, SolveAnswer, SolverInfo, Words,
};

use super::common::format_duration;
use super::voice::Voice;

/// `value` as the table shows it: `-` when there is none.
fn or_dash<T: ToString>(value: Option<T>) -> String {
    value.map_or_else(|| "-".to_string(), |v| v.to_string())
}

fn millis(ms: f64) -> String {
    format_duration(std::time::Duration::from_secs_f64(ms.max(0.0) / 1000.0))
}

fn arg(value: impl ToString) -> Arg {
    Arg::Text(value.to_string())
}

/// A solver's name as a person reads it: its label in the catalogue (as the puzzle's `listed`
/// solvers word it, their heuristic included where their label names it), else the engine's.
pub fn solver_name(
    voice: Voice,
    puzzle: &str,
    solver: &str,
    listed: &[SolverInfo],
    english: &str,
) -> String {
    let words = listed
        .iter()
        .find(|s| s.name == solver)
        .map_or_else(|| Words::solver(puzzle, solver), |s| s.label_words(puzzle));
    voice
        .words(&words)
        .or_else(|| {
            // a generic algorithm named without its parameter (`dfs` for `dfs:40`)
            let algorithm = solver.parse::<search::Algorithm>().ok()?;
            voice.words(&Words::algorithm(&algorithm))
        })
        .unwrap_or_else(|| english.to_string())
}

/// What a search claims, in the voice's language.
fn claim(voice: Voice, claim: &search::Claim, english: &str) -> String {
    voice.say(english, &Words::claim(claim))
}

/// A solve answer: the headline (cost, claim, bound), the moves (each with its notation from
/// `notations` where that differs from its words), the summary and the counts.
pub fn solved(
    voice: Voice,
    info: &PuzzleInfo,
    solvers: &[SolverInfo],
    answer: &SolveAnswer,
    notations: &[Option<String>],
) -> String {
    let mut out = String::new();
    let algorithm = solver_name(voice, info.id, &answer.solver, solvers, &answer.algorithm);
    let claimed = claim(voice, &answer.claim, &answer.claim_text);
    let game = arg(&answer.game);
    match answer.cost {
        Some(cost) => out.push_str(&voice.text(
            "cli-solved",
            &[
                ("game", game),
                ("cost", arg(voice.counted(cost, info))),
                ("claim", arg(claimed)),
                ("algorithm", arg(algorithm)),
            ],
        )),
        // the claim says why: no solution exists, a stop by a limit, a search that failed
        None => out.push_str(&voice.text(
            "cli-unsolved",
            &[
                ("game", game),
                ("claim", arg(claimed)),
                ("algorithm", arg(algorithm)),
            ],
        )),
    }
    if let Some(bound) = answer.lower_bound {
        if answer.cost != Some(bound) {
            out.push_str(&voice.text("cli-lower-bound", &[("bound", arg(bound))]));
        }
    }
    out.push('\n');
    for (i, step) in answer.steps.iter().enumerate() {
        let said = voice.say(&step.said.move_text, &step.said.move_words);
        // the notation (what `check` reads) first, where the words say it otherwise
        match notations.get(i).and_then(Option::as_deref) {
            Some(notation) if notation != step.said.move_text => {
                let _ = write!(out, "{:>4}. {notation}  ({said})", i + 1);
            }
            _ => {
                let _ = write!(out, "{:>4}. {said}", i + 1);
            }
        }
        if step.cost != 1 {
            let _ = write!(
                out,
                "  {}",
                voice.text("cli-step-cost", &[("cost", arg(step.cost))])
            );
        }
        out.push('\n');
    }
    for (line, words) in answer.summary.iter().zip(&answer.summary_words) {
        let _ = writeln!(out, "{}", voice.say(line, words));
    }
    out.push_str(&voice.text(
        "cli-stats",
        &[
            ("expanded", arg(answer.stats.expanded)),
            ("generated", arg(answer.stats.generated)),
            ("time", arg(format_duration(answer.stats.elapsed))),
        ],
    ));
    out
}

/// A byte count as KB, MB or GB ("-" when it was not measured).
fn bytes(b: u64) -> String {
    const MB: f64 = 1024.0 * 1024.0;
    match b {
        0 => "-".to_string(),
        b if b < 1024 * 1024 => format!("{} KB", b / 1024),
        b if b < 1024 * 1024 * 1024 => format!("{:.1} MB", b as f64 / MB),
        b => format!("{:.2} GB", b as f64 / MB / 1024.0),
    }
}

/// The compare table's columns, by catalogue key.
const COMPARE_COLUMNS: [&str; 11] = [
    "cli-col-solver",
    "cli-col-algorithm",
    "cli-col-length",
    "cli-col-cost",
    "cli-col-claim",
    "cli-col-expanded",
    "cli-col-generated",
    "cli-col-duplicates",
    "cli-col-peak-frontier",
    "cli-col-peak-memory",
    "cli-col-time",
];

/// A comparison as an aligned table: one line per solver.
pub fn compared(
    voice: Voice,
    info: &PuzzleInfo,
    solvers: &[SolverInfo],
    answer: &CompareAnswer,
) -> String {
    let rows: Vec<Result<Vec<String>, String>> = answer
        .rows
        .iter()
        .map(|row| match row {
            CompareRow::Failed(failed) => Err(format!(
                "{}{}{}",
                solver_name(voice, info.id, &failed.solver, solvers, &failed.algorithm),
                voice.text("cli-separator", &[]),
                match &failed.error_words {
                    Some(words) => voice.say(&failed.error, words),
                    None => failed.error.clone(),
                }
            )),
            CompareRow::Ran(row) => Ok(vec![
                row.solver.clone(),
                solver_name(voice, info.id, &row.solver, solvers, &row.algorithm),
                or_dash(row.length),
                or_dash(row.cost),
                claim(voice, &row.claim, &row.claim_text),
                row.expanded.to_string(),
                row.generated.to_string(),
                row.duplicates.to_string(),
                row.peak_frontier.to_string(),
                bytes(row.peak_memory_bytes),
                millis(row.elapsed_ms),
            ]),
        })
        .collect();
    // text columns (solver, algorithm, claim) align left, numbers right
    table(voice, &COMPARE_COLUMNS, &rows, &[0, 1, 4])
}

/// `rows` aligned under the columns `keys` worded in the voice's language, the columns `left`
/// aligned left and the others right.
fn table(
    voice: Voice,
    keys: &[&str],
    rows: &[Result<Vec<String>, String>],
    left: &[usize],
) -> String {
    let header: Vec<String> = keys.iter().map(|key| voice.text(key, &[])).collect();
    let header: Vec<&str> = header.iter().map(String::as_str).collect();
    search::compare::align_columns(&header, rows, left)
        .trim_end()
        .to_string()
}

/// A hint: the move and what is left, or why there is none.
pub fn hinted(voice: Voice, info: &PuzzleInfo, answer: &HintAnswer) -> String {
    let mut out = match (&answer.move_text, &answer.move_words) {
        (Some(text), Some(words)) => {
            voice.text("cli-next", &[("move", arg(voice.say(text, words)))])
        }
        (Some(text), None) => voice.text("cli-next", &[("move", arg(text))]),
        _ => {
            let note = match (&answer.note, &answer.note_words) {
                (Some(note), Some(words)) => voice.say(note, words),
                (Some(note), None) => note.clone(),
                _ => "-".to_string(),
            };
            voice.text("cli-no-move", &[("note", arg(note))])
        }
    };
    if let Some(left) = answer.remaining {
        let key = if answer.optimal {
            "cli-left-proven"
        } else {
            "cli-left"
        };
        let left = voice.counted(left, info);
        let _ = write!(out, "\n{}", voice.text(key, &[("left", arg(left))]));
    }
    out
}

/// A rating's lines after the game: level, score, optimum and the reasons.
fn rating_lines(voice: Voice, rating: &RatingAnswer) -> String {
    let level = voice
        .words(&Words::level(&rating.level))
        .unwrap_or_else(|| rating.level.clone());
    let mut out = voice.text(
        "cli-difficulty",
        &[
            ("level", arg(level)),
            ("score", arg(format!("{:.1}", rating.score))),
        ],
    );
    if let Some(optimum) = rating.optimum {
        let _ = write!(
            out,
            "\n{}",
            voice.text("cli-optimum", &[("optimum", arg(optimum))])
        );
    }
    for (why, words) in rating.why.iter().zip(&rating.why_words) {
        let _ = write!(out, "\n  {}", voice.say(why, words));
    }
    out
}

/// A rating: the game, then level, score, optimum and the reasons.
pub fn rated(voice: Voice, rating: &RatingAnswer) -> String {
    format!("{}\n{}", rating.game, rating_lines(voice, rating))
}

/// A generated game: its ID, seed and rating.
pub fn generated(voice: Voice, info: &PuzzleInfo, answer: &GeneratedAnswer) -> String {
    let mut out = format!(
        "{}\n{}",
        answer.game,
        voice.text("cli-seed", &[("seed", arg(answer.seed))])
    );
    match &answer.rating {
        Some(rating) => {
            let _ = write!(out, "\n{}", rating_lines(voice, rating));
        }
        None => {
            let _ = write!(
                out,
                "\n{}",
                voice.text("cli-not-rated", &[("puzzle", arg(info.id))])
            );
        }
    }
    out
}

/// A heuristic's name (`manhattan`, `block+blockers`) in the voice's language.
fn heuristic_name(voice: Voice, name: &str) -> String {
    voice
        .words(&Words::heuristic(name))
        .unwrap_or_else(|| name.to_string())
}

/// The columns of an experiment's table, as catalogue keys.
const EXPERIMENT_COLUMNS: [&str; 6] = [
    "lab-col-algorithm",
    "lab-col-depth",
    "lab-col-games",
    "lab-col-avg-generated",
    "lab-col-b-star",
    "cli-col-note",
];

/// An experiment's table: one line per algorithm and depth, under where its games come from.
pub fn experiment(voice: Voice, answer: &ExperimentAnswer) -> String {
    let from = voice.say(&answer.instances_from, &answer.instances_from_words);
    let title = voice.text(
        "cli-experiment-header",
        &[
            ("from", from.into()),
            ("seed", answer.seed.into()),
            (
                "seconds",
                format!("{:.1}", answer.elapsed_ms / 1000.0).into(),
            ),
        ],
    );
    let rows: Vec<Result<Vec<String>, String>> = answer
        .rows
        .iter()
        .map(|row| {
            let algorithm = row.spec.split('/').next().unwrap_or_default();
            let algorithm = algorithm
                .parse::<search::Algorithm>()
                .ok()
                .and_then(|a| voice.words(&Words::algorithm(&a)))
                .unwrap_or_else(|| row.algorithm.clone());
            let name = match &row.heuristic {
                Some(h) => format!("{algorithm} + {}", heuristic_name(voice, h)),
                None => algorithm,
            };
            let avg = row
                .avg_generated
                .map_or_else(|| "-".to_string(), |v| format!("{v:.0}"));
            let b = row
                .b_star
                .map_or_else(|| "-".to_string(), |v| format!("{v:.2}"));
            let worded = |english: &Option<String>, words: &Option<Words>| match (english, words) {
                (Some(english), Some(words)) => voice.say(english, words),
                (Some(english), None) => english.clone(),
                (None, _) => String::new(),
            };
            let note = match (&row.stopped, &row.skipped) {
                (Some(reason), _) => voice.text(
                    "cli-experiment-stopped",
                    &[
                        (
                            "reason",
                            voice
                                .say(&reason.to_string(), &Words::stop_reason(*reason))
                                .into(),
                        ),
                        ("runs", row.finished.into()),
                    ],
                ),
                (None, Some(_)) => voice.text(
                    "cli-experiment-skipped",
                    &[("reason", worded(&row.skipped, &row.skipped_words).into())],
                ),
                _ => worded(&row.b_star_note, &row.b_star_note_words),
            };
            Ok(vec![
                name,
                row.depth.to_string(),
                row.instances.to_string(),
                avg,
                b,
                note,
            ])
        })
        .collect();
    format!(
        "{title}\n{}",
        table(voice, &EXPERIMENT_COLUMNS, &rows, &[0, 5])
    )
}
