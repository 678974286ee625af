//! `puzzlelab judge`: a program of one's own run on a set of games and rated against the proven
//! optima. For each game the program is started once (its own process group, an address-space
//! limit, a time limit, a cap on its output), gets one JSON line on standard input,
//! `{"puzzle", "game", "limits": {"max_seconds"}}`, and must print one JSON line,
//! `{"moves": [...], "expanded"?: N}`. The judge replays the moves and rates each game:
//! `optimal`, `valid`, `unsolved`, `illegal`, `timeout`, `crashed` or `bad-output`.
//!
//! Every game is judged whatever its verdict (exit 0); a bad set file or a program that cannot
//! be started at all is a usage error. Student code never runs inside the web server: only
//! this command runs programs.

mod answer;
mod html;
mod report;
#[cfg(unix)]
mod run;

use std::collections::HashMap;
use std::io::IsTerminal as _;
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;
use puzzle::{CheckAnswer, Registry, Words};
use search::{Cost, Limits};
use serde_json::json;

use super::common::{print_json, print_text, Context};
use super::failure::{file_error, refused};
use super::games::{library_games, read_set_file, SetGame};
use super::voice::Voice;
use report::{Detail, Row, Summary, Verdict};

/// `puzzlelab judge`.
#[derive(Debug, Args)]
pub struct JudgeArgs {
    /// A set file: one `puzzle<TAB>game[<TAB>optimum]` per line (`#` comments, blank lines).
    #[arg(
        long,
        value_name = "FILE",
        required_unless_present = "library",
        conflicts_with = "library"
    )]
    pub set: Option<PathBuf>,
    /// The games of a library of the database instead (its name or id).
    #[arg(long, value_name = "NAME")]
    pub library: Option<String>,
    /// The puzzle whose library it is, when several puzzles have a library of that name.
    #[arg(long, value_name = "ID", requires = "library")]
    pub puzzle: Option<String>,
    /// Seconds each game's program may run (its process group is killed at the limit).
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0)]
    pub timeout: f64,
    /// Megabytes of address space each program may take (RLIMIT_AS).
    #[arg(long, value_name = "MB", default_value_t = 2048)]
    pub memory: u64,
    /// Kilobytes of output each program may print (more is bad output).
    #[arg(long = "max-output", value_name = "KB", default_value_t = 1024)]
    pub max_output: u64,
    /// Seconds the default solver may take to prove each game's optimum (a game whose optimum
    /// is not proven in time rates a solved answer valid, never optimal).
    #[arg(long, value_name = "SECONDS", default_value_t = 30.0)]
    pub optimum_timeout: f64,
    /// Print the rows and the summary as one JSON object instead of the table.
    #[arg(long)]
    pub json: bool,
    /// Also write the rows as CSV (UTF-8 with a byte-order mark, for Excel).
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// Also write a standalone HTML report.
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// The program to judge and its arguments, after `--`: `-- python3 solver.py`.
    #[arg(last = true, required = true, value_name = "COMMAND")]
    pub command: Vec<String>,
}

/// A number of seconds given on the command line, checked.
pub fn seconds(flag: &str, value: f64) -> anyhow::Result<Duration> {
    if !(value.is_finite() && value > 0.0 && value <= 86_400.0) {
        return Err(refused(
            Words::new("cli-bad-seconds")
                .arg("flag", flag)
                .arg("given", value),
        ));
    }
    Ok(Duration::from_secs_f64(value))
}

/// Runs `judge`.
pub fn run(args: JudgeArgs, ctx: &Context, registry: &Registry) -> anyhow::Result<()> {
    // the table, the CSV and the report speak the command line's language (`--lang`)
    let lang = Voice::current().lang();
    let time = seconds("--timeout", args.timeout)?;
    let optimum_time = seconds("--optimum-timeout", args.optimum_timeout)?;
    if !(16..=1 << 20).contains(&args.memory) {
        return Err(refused(
            Words::new("cli-bad-memory").arg("given", args.memory),
        ));
    }
    if !(1..=1 << 20).contains(&args.max_output) {
        return Err(refused(
            Words::new("cli-bad-max-output").arg("given", args.max_output),
        ));
    }
    let (games, games_from) = match (&args.set, &args.library) {
        (Some(path), _) => (read_set_file(path, registry)?, path.display().to_string()),
        (None, Some(name)) => {
            let mut store = ctx.open_store()?;
            super::serve::install_builtin_libraries(&mut store, registry)?;
            let (library, games) = library_games(&store, name, args.puzzle.as_deref())?;
            (
                games.into_iter().map(|(_, g)| g).collect(),
                Voice::current().text(
                    "cli-judge-library",
                    &[
                        ("name", library.name.as_str().into()),
                        ("puzzle", library.puzzle.as_str().into()),
                    ],
                ),
            )
        }
        (None, None) => {
            return Err(super::failure::refused(puzzle::Words::new(
                "cli-give-games",
            )))
        }
    };
    let (program, program_args) = args
        .command
        .split_first()
        .ok_or_else(|| refused(Words::new("cli-judge-no-program")))?;
    let judge = Judge {
        registry,
        program,
        program_args,
        time,
        optimum_limits: Limits::none().with_max_time(optimum_time),
        memory: args.memory << 20,
        output: (args.max_output << 10) as usize,
        lang,
    };
    let progress = std::io::stderr().is_terminal() && !args.json;
    let mut optima: HashMap<(String, String), (Option<Cost>, Option<Cost>)> = HashMap::new();
    let mut rows = Vec::with_capacity(games.len());
    for (i, game) in games.iter().enumerate() {
        if progress {
            eprint!(
                "\r{} ",
                Voice::current().text(
                    "cli-judging",
                    &[
                        ("number", (i + 1).into()),
                        ("count", games.len().into()),
                        ("puzzle", game.puzzle.as_str().into()),
                    ],
                )
            );
        }
        let known = optima
            .entry((game.puzzle.clone(), game.game.clone()))
            .or_insert_with(|| judge.optimum(game));
        rows.push(judge.game(game, *known)?);
    }
    if progress {
        eprintln!();
    }
    let summary = Summary::of(&rows);
    if let Some(path) = &args.csv {
        std::fs::write(path, report::csv(&rows, lang))
            .map_err(|e| file_error("cli-cannot-write", path, e))?;
    }
    if let Some(path) = &args.html {
        let page = html::report(
            &rows,
            &summary,
            &html::Run {
                command: &args.command,
                seconds: args.timeout,
                memory_mb: args.memory,
                output_kb: args.max_output,
                games_from: &games_from,
            },
            lang,
        );
        std::fs::write(path, page).map_err(|e| file_error("cli-cannot-write", path, e))?;
    }
    if args.json {
        print_json(&json!({
            "command": args.command,
            "games_from": games_from,
            "limits": {
                "max_seconds": args.timeout,
                "max_memory_mb": args.memory,
                "max_output_kb": args.max_output,
                "optimum_seconds": args.optimum_timeout,
            },
            "rows": rows,
            "summary": summary,
            "judge": { "peak_memory_kb": own_peak_memory_kb() },
        }))
    } else {
        print_text(&report::table(&rows, &summary, lang))
    }
}

/// What every game of a run shares.
struct Judge<'a> {
    registry: &'a Registry,
    program: &'a str,
    program_args: &'a [String],
    time: Duration,
    optimum_limits: Limits,
    memory: u64,
    output: usize,
    lang: i18n::Lang,
}

impl Judge<'_> {
    /// The optimum and lower bound of `game`: the set's, or the default solver's within the
    /// limits.
    fn optimum(&self, game: &SetGame) -> (Option<Cost>, Option<Cost>) {
        if game.optimum.is_some() {
            return (game.optimum, game.optimum);
        }
        self.registry
            .get(&game.puzzle)
            .and_then(|p| p.optimum(&game.game, &self.optimum_limits).ok())
            .map_or((None, None), |o| (o.optimum, o.lower_bound))
    }

    /// Runs the program on `game` and rates its answer.
    #[cfg(unix)]
    fn game(
        &self,
        game: &SetGame,
        (optimum, lower_bound): (Option<Cost>, Option<Cost>),
    ) -> anyhow::Result<Row> {
        use run::{Ended, RunLimits};
        let input = json!({
            "puzzle": game.puzzle,
            "game": game.game,
            "limits": { "max_seconds": self.time.as_secs_f64() },
        });
        let mut line = input.to_string();
        line.push('\n');
        let limits = RunLimits {
            time: self.time,
            memory: self.memory,
            output: self.output,
        };
        let outcome =
            run::run(self.program, self.program_args, line.as_bytes(), limits).map_err(|e| {
                refused(
                    Words::new("cli-judge-cannot-start")
                        .arg("program", self.program)
                        .arg("detail", e),
                )
            })?;
        let mut row = Row {
            puzzle: game.puzzle.clone(),
            game: game.game.clone(),
            verdict: Verdict::Crashed,
            cost: None,
            optimum,
            seconds: outcome.elapsed.as_secs_f64(),
            expanded: None,
            detail: None,
        };
        let detail = match outcome.ended {
            Ended::TimedOut => {
                row.verdict = Verdict::Timeout;
                Some(Detail::Timeout {
                    seconds: self.time.as_secs_f64(),
                })
            }
            Ended::TooMuchOutput => {
                row.verdict = Verdict::BadOutput;
                Some(Detail::BadOutput(answer::BadOutput::TooBig(
                    (self.output >> 10) as u64,
                )))
            }
            Ended::Exited(status) => match run::failure(status) {
                Some(failure) => Some(Detail::Crashed {
                    failure,
                    stderr: String::from_utf8_lossy(&outcome.stderr).into_owned(),
                }),
                None => match answer::read(&outcome.stdout) {
                    Err(bad) => {
                        row.verdict = Verdict::BadOutput;
                        Some(Detail::BadOutput(bad))
                    }
                    Ok(answer) => {
                        row.expanded = answer.expanded;
                        self.rate(game, &answer.moves, optimum, lower_bound, &mut row)
                    }
                },
            },
        };
        row.detail = detail.map(|d| d.said(self.lang));
        Ok(row)
    }

    #[cfg(not(unix))]
    fn game(&self, _game: &SetGame, _optimum: (Option<Cost>, Option<Cost>)) -> anyhow::Result<Row> {
        Err(refused(Words::new("cli-judge-unix-only")))
    }

    /// Replays `moves` and fills the verdict and cost of `row`; what more it needs said.
    fn rate(
        &self,
        game: &SetGame,
        moves: &[String],
        optimum: Option<Cost>,
        lower_bound: Option<Cost>,
        row: &mut Row,
    ) -> Option<Detail> {
        let puzzle = self.registry.get(&game.puzzle)?;
        let Ok(replay) = puzzle.replay(&game.game, moves) else {
            // the game is canonical: only an answer of too many moves is refused whole
            row.verdict = Verdict::BadOutput;
            return Some(Detail::BadOutput(answer::BadOutput::TooManyMoves(
                moves.len(),
            )));
        };
        let checked = CheckAnswer::rated(replay, optimum, lower_bound);
        row.cost = Some(checked.cost);
        row.verdict = match checked.verdict {
            puzzle::Verdict::Optimal => Verdict::Optimal,
            puzzle::Verdict::Valid => Verdict::Valid,
            puzzle::Verdict::Unsolved => Verdict::Unsolved,
            puzzle::Verdict::Illegal => Verdict::Illegal,
        };
        match (checked.verdict, checked.illegal) {
            (puzzle::Verdict::Illegal, Some(illegal)) => Some(Detail::Illegal {
                index: illegal.index,
                text: illegal.text,
                message: illegal.error.message.clone(),
                words: serde_json::to_value(&illegal.error.words).ok(),
            }),
            (puzzle::Verdict::Unsolved, _) => Some(Detail::Unsolved {
                played: checked.played,
            }),
            _ => None,
        }
    }
}

/// The judge's own peak resident memory in kilobytes (not its programs'), so that a run can
/// show it stayed small whatever the programs printed; `None` where it cannot be read.
fn own_peak_memory_kb() -> Option<u64> {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: getrusage writes only into `usage`, a zeroed struct we own.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } == 0 {
            return u64::try_from(usage.ru_maxrss).ok();
        }
    }
    None
}
