//! The commands every puzzle of the registry has, built once from what the puzzle declares:
//! `puzzlelab <id> solve|compare|hint|generate|rate|validate GAME [--json]`, and the verbs
//! about moves as text (`check`, `moves`: see `check.rs`).
//!
//! GAME is a game ID, a file holding one, or `-` for standard input; a game ID that starts with
//! `-` (`-5+3=2`) is taken as a game ID, not an option. Each rule of the puzzle is also a flag
//! (`--metric unit`, `--turns 3`, `--timing b-sum`, a flag rule such as `--division`), which
//! sets that rule in the game ID; the generator's options are flags of `generate`. With
//! `--json` a command prints exactly one JSON object (the shapes of `puzzle::dynamic`).

use std::collections::BTreeMap;
use std::sync::Arc;

use clap::{Arg, ArgAction, ArgMatches, Command};
use puzzle::words::english;
use puzzle::{
    DynPuzzle, GameId, GenerateInput, InputError, OptionGroup, ParamKind, ParamSpec, PuzzleInfo,
    StepDetail, Words,
};
use serde::Serialize;

use super::common::{literal_file_or_stdin, print_json, Context};
use super::failure::{refused, Failure};
use super::output;
use super::voice::Voice;

pub(super) fn game_arg() -> Arg {
    Arg::new("game")
        .value_name("GAME")
        .help("A game ID, a file holding one, or - for standard input")
        .required(true)
        .allow_hyphen_values(true)
}

/// The rest of a game ID typed as separate words (`solve 8 6 7 2 5 4 3 0 1`).
pub(super) fn more_arg() -> Arg {
    Arg::new("more")
        .value_name("MORE")
        .help("More words of the game ID (joined with spaces)")
        .num_args(0..)
}

pub(super) fn json_arg() -> Arg {
    Arg::new("json")
        .long("json")
        .action(ArgAction::SetTrue)
        .help("Print exactly one JSON object")
}

pub(super) fn limit_args(cmd: Command) -> Command {
    cmd.arg(
        Arg::new("max-nodes")
            .long("max-nodes")
            .value_name("N")
            .value_parser(clap::value_parser!(u64))
            .help("Stop after expanding this many nodes"),
    )
    .arg(
        Arg::new("timeout")
            .long("timeout")
            .value_name("SECONDS")
            .value_parser(clap::value_parser!(f64))
            .help("Stop after this many seconds"),
    )
}

/// The flags of `specs`, the options `group` of puzzle `id`: `--key VALUE` (and its
/// aliases), and for a flag set one switch per flag (`--division`).
pub(super) fn param_args(
    mut cmd: Command,
    id: &str,
    group: OptionGroup,
    specs: &[ParamSpec],
) -> Command {
    for spec in specs {
        let label = english(&spec.label_words(id, group));
        let mut arg = Arg::new(spec.key)
            .long(spec.key)
            .value_name("VALUE")
            .help(format!(
                "{label}: {} (default: {})",
                spec_values(spec),
                shown_default(spec)
            ));
        for alias in &spec.aliases {
            arg = arg.visible_alias(*alias);
        }
        // a one-letter key is also its short flag (`-k 2`)
        if let (Some(letter), 1) = (spec.key.chars().next(), spec.key.len()) {
            arg = arg.short(letter);
        }
        cmd = cmd.arg(arg);
        if let ParamKind::Flags { options } = &spec.kind {
            for option in options {
                if specs.iter().any(|s| s.key == option.value) {
                    continue;
                }
                cmd = cmd.arg(
                    Arg::new(option.value)
                        .long(option.value)
                        .action(ArgAction::SetTrue)
                        .help(format!(
                            "{label}: {}",
                            english(&spec.value_words(id, group, option.value))
                        )),
                );
            }
        }
    }
    cmd
}

/// The values `spec` takes, for its flag's help.
fn spec_values(spec: &ParamSpec) -> String {
    match &spec.kind {
        ParamKind::Choice { options } => {
            let names: Vec<&str> = options.iter().map(|o| o.value).collect();
            names.join("|")
        }
        ParamKind::Integer { min, max } => format!("{min}..={max}"),
        ParamKind::Flags { options } => {
            let names: Vec<&str> = options.iter().map(|o| o.value).collect();
            format!("flags joined by +: {}", names.join(", "))
        }
        ParamKind::Text { example } => format!("e.g. \"{example}\""),
    }
}

fn shown_default(spec: &ParamSpec) -> &str {
    if spec.default.is_empty() {
        "none"
    } else {
        &spec.default
    }
}

/// The command of one puzzle: the generic verbs (the caller adds the puzzle's extras).
pub fn command(puzzle: &dyn DynPuzzle) -> Command {
    let info = puzzle.info();
    let infos = puzzle.solvers();
    let solvers: Vec<String> = infos.iter().map(|s| s.name.clone()).collect();
    let solver_lines: String = infos
        .iter()
        .map(|s| {
            format!(
                "\n  {:<14} {}{}",
                s.name,
                english(&s.label_words(info.id)),
                if s.exact { " (proves its answer)" } else { "" }
            )
        })
        .collect();
    let about = format!(
        "{} ({}): {}",
        english(&info.name_words()),
        info.native_name,
        english(&info.summary_words())
    );
    let game_help = game_help(info);
    let with_game = |cmd: Command| {
        param_args(
            cmd.arg(game_arg().long_help(game_help.clone()))
                .arg(more_arg())
                .arg(json_arg()),
            info.id,
            OptionGroup::Rule,
            &info.rules,
        )
    };
    Command::new(info.id)
        .about(about)
        .subcommand_required(true)
        .arg_required_else_help(true)
        .subcommand(limit_args(with_game(Command::new("solve").about(
            "Solve a game: an optimal answer where the solver proves one, with its cost and proof",
        )))
        .arg(
            Arg::new("algo")
                .long("algo")
                .value_name("NAME")
                .help(format!("The solver (default {}): {}", solvers.first().map_or("", String::as_str), solvers.join(", ")))
                .long_help(format!("The solver; parameters may follow a colon (beam:500). Default: the first.{solver_lines}")),
        ))
        .subcommand(limit_args(with_game(Command::new("compare").about(
            "Run several solvers on one game: cost, claim, nodes and time side by side (one budget for all)",
        )))
        .arg(
            Arg::new("algos")
                .long("algos")
                .value_name("NAMES")
                .value_delimiter(',')
                .help(format!("Comma-separated solvers (default: the puzzle's line-up); any of {}", solvers.join(", "))),
        ))
        .subcommand(limit_args(with_game(
            Command::new("hint").about("The next move that keeps the game winnable, and what is left to pay"),
        )))
        .subcommand(limit_args(with_game(
            Command::new("rate").about("How hard a game is: level, score 0-100, optimum and why"),
        )))
        .subcommand(with_game(
            Command::new("validate").about("Check a game ID: its canonical form, or what is wrong and where"),
        ))
        .subcommand(limit_args(param_args(
            experiment_command(),
            info.id,
            OptionGroup::Generate,
            &info.generate,
        )))
        .subcommands(super::check::commands(puzzle, limit_args))
        .subcommand(limit_args(param_args(
            param_args(
                generate_command(info),
                info.id,
                OptionGroup::Generate,
                &info.generate,
            ),
            info.id,
            OptionGroup::Rule,
            &info.rules,
        )))
}

/// `generate` with its own flags; the caller adds the generator's options and the rules.
fn generate_command(info: &PuzzleInfo) -> Command {
    Command::new("generate")
        .about("A new game at a difficulty, with its rating")
        .arg(json_arg())
        .arg(
            Arg::new("difficulty")
                .long("difficulty")
                .value_name("LEVEL")
                .help(format!("One of {}", info.difficulties.join(", "))),
        )
        .arg(
            Arg::new("seed")
                .long("seed")
                .value_name("N")
                .value_parser(clap::value_parser!(u64))
                .help("Random seed (the same seed and options give the same game)"),
        )
}

/// The long help of a game argument: the puzzle's game ID syntax and its example.
pub(super) fn game_help(info: &PuzzleInfo) -> String {
    format!(
        "Game ID: {}; example {}",
        english(&info.syntax_words()),
        info.example
    )
}

/// `experiment`: instances at exact depths solved by a line-up, average nodes and b*; the
/// caller adds the generator's options (`--size 3`), which make the game the instances come
/// from.
fn experiment_command() -> Command {
    let number = |name: &'static str, value: &'static str, help: &'static str| {
        Arg::new(name)
            .long(name)
            .value_name(value)
            .value_parser(clap::value_parser!(u64))
            .help(help)
    };
    Command::new("experiment")
        .about("Average nodes generated and effective branching factor b* at exact solution depths (the textbook's table)")
        .arg(
            Arg::new("game")
                .value_name("GAME")
                .help("The game whose goal (or, for one-way puzzles, whose reachable space) the instances come from; default: the example, or a game the generator makes with the options given (the generator's flags below)")
                .allow_hyphen_values(true),
        )
        .arg(
            Arg::new("depths")
                .long("depths")
                .value_name("LIST")
                .required(true)
                .value_delimiter(',')
                .value_parser(clap::value_parser!(u32))
                .help("Exact optimal solution lengths, comma-separated (2,4,6)"),
        )
        .arg(number("instances", "N", "Instances per depth (default 100)"))
        .arg(number("seed", "N", "Random seed (default 1; the same seed gives the same instances)"))
        .arg(number("blind-depth", "D", "Skip blind algorithms (iterative deepening, BFS) above this depth (default 12)"))
        .arg(number("max-nodes-per-run", "N", "Stop one run after expanding this many nodes (default 50,000,000)"))
        .arg(
            Arg::new("algos")
                .long("algos")
                .value_name("LIST")
                .value_delimiter(',')
                .help("ALGORITHM[/HEURISTIC] entries (default: iddfs, or ucs where moves cost more than 1, then astar with each heuristic the puzzle marks, e.g. astar/misplaced,astar/manhattan)"),
        )
        .arg(json_arg())
}

/// Runs `experiment`.
fn experiment(puzzle: &dyn DynPuzzle, args: &ArgMatches, json: bool) -> anyhow::Result<()> {
    let number = |name: &str| args.get_one::<u64>(name).copied();
    let seed = number("seed").unwrap_or(1);
    let limits = progress::attach(limits(args)?, json);
    let mut game = match args.get_one::<String>("game") {
        Some(text) => Some(
            puzzle
                .canonical(&literal_file_or_stdin(text)?)
                .map_err(|e| Failure::input(&e, text, None))?,
        ),
        None => None,
    };
    // the generator's options given: the instances come from a game generated with them
    let params = given_params(&puzzle.info().generate, args);
    if !params.is_empty() {
        let made = puzzle
            .generate(
                &GenerateInput {
                    difficulty: None,
                    seed: Some(seed),
                    params,
                    template: None,
                },
                &limits,
            )
            .map_err(|e| Failure::puzzle(e, ""))?;
        game = Some(made.game);
    }
    let input = puzzle::ExperimentInput {
        game,
        depths: args
            .get_many::<u32>("depths")
            .into_iter()
            .flatten()
            .copied()
            .collect(),
        instances: usize::try_from(number("instances").unwrap_or(100))?,
        seed,
        lineup: args
            .get_many::<String>("algos")
            .map(|v| v.map(|s| s.trim().to_string()).collect()),
        blind_max_depth: u32::try_from(number("blind-depth").unwrap_or(12))?,
        max_nodes_per_run: number("max-nodes-per-run").unwrap_or(50_000_000),
        max_states: puzzle::MAX_SPACE_STATES,
    };
    let answer = puzzle
        .experiment(&input, &limits)
        .map_err(|e| Failure::puzzle(e, ""))?;
    show(json, &answer, || {
        output::experiment(Voice::current(), &answer)
    })
}

/// The values given for `specs` on the command line (flag switches joined into their set).
pub(super) fn given_params(specs: &[ParamSpec], args: &ArgMatches) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for spec in specs {
        let mut value = args.get_one::<String>(spec.key).cloned();
        if let ParamKind::Flags { options } = &spec.kind {
            let mut set: Vec<String> = value
                .iter()
                .flat_map(|v| v.split('+'))
                .map(str::trim)
                .filter(|f| !f.is_empty())
                .map(String::from)
                .collect();
            for option in options {
                let switched = args
                    .try_get_one::<bool>(option.value)
                    .ok()
                    .flatten()
                    .copied()
                    .unwrap_or(false);
                if switched && !set.iter().any(|f| f == option.value) {
                    set.push(option.value.to_string());
                }
            }
            if !set.is_empty() {
                value = Some(set.join("+"));
            }
        }
        if let Some(v) = value {
            out.insert(spec.key.to_string(), v);
        }
    }
    out
}

/// `text` with the rules given as flags set in it (a flag wins over the same key in the ID).
fn with_rules(text: &str, rules: &BTreeMap<String, String>) -> Result<String, InputError> {
    if rules.is_empty() {
        return Ok(text.to_string());
    }
    let id = GameId::split(text)?;
    let mut fields: Vec<(&str, String)> = id
        .fields()
        .iter()
        .filter(|f| !rules.contains_key(&f.key))
        .map(|f| (f.key.as_str(), f.value.to_string()))
        .collect();
    fields.extend(rules.iter().map(|(k, v)| (k.as_str(), v.clone())));
    Ok(puzzle::format_game_id(id.position().trim_end(), &fields))
}

/// The canonical ID of `text` with the rule flags `rules` set, and the text the errors point
/// into. The flags are set in the text as given (a rule may be what makes the position
/// valid, as `--leading-minus` for `-5+3=2`); when that text cannot be split into fields (a
/// puzzle's own syntax may hold a ';', in a comment say), the puzzle reads the text first and
/// the flags are set in its canonical ID.
pub(super) fn read_game(
    puzzle: &dyn DynPuzzle,
    text: &str,
    rules: &BTreeMap<String, String>,
) -> anyhow::Result<(String, String)> {
    if rules.is_empty() {
        let canonical = puzzle
            .canonical(text)
            .map_err(|e| game_error(puzzle, &e, text))?;
        return Ok((canonical, text.to_string()));
    }
    let direct = with_rules(text, rules).and_then(|game| {
        let canonical = puzzle.canonical(&game)?;
        Ok((canonical, game))
    });
    match direct {
        Ok(found) => Ok(found),
        Err(first) => {
            let Ok(read) = puzzle.canonical(text) else {
                let shown = with_rules(text, rules).unwrap_or_else(|_| text.to_string());
                return Err(game_error(puzzle, &first, &shown));
            };
            let game = with_rules(&read, rules).map_err(|e| game_error(puzzle, &e, &read))?;
            let canonical = puzzle
                .canonical(&game)
                .map_err(|e| game_error(puzzle, &e, &game))?;
            Ok((canonical, game))
        }
    }
}

pub(super) fn limits(args: &ArgMatches) -> anyhow::Result<search::Limits> {
    let mut limits = search::Limits::none();
    if let Some(&n) = args.try_get_one::<u64>("max-nodes").ok().flatten() {
        limits = limits.with_max_expanded(n);
    }
    if let Some(&t) = args.try_get_one::<f64>("timeout").ok().flatten() {
        if !(t.is_finite() && t > 0.0) {
            return Err(super::common::bad_timeout(t));
        }
        // a huge timeout means "no limit", never an overflow
        if let Ok(d) = std::time::Duration::try_from_secs_f64(t) {
            limits = limits.with_max_time(d);
        }
    }
    Ok(limits)
}

/// An error in a game ID of `puzzle`, for the terminal: the message with its place, then the
/// command line's own tip for it when there is one ([`super::actions::input_tip`]).
fn game_error(puzzle: &dyn DynPuzzle, error: &InputError, input: &str) -> anyhow::Error {
    let tip = super::actions::input_tip(puzzle, error.code);
    Failure::input(error, input, tip.as_deref()).into()
}

/// The game of a command that takes one (`game_arg`, `more_arg` and the rules as flags): its
/// canonical ID and the text its errors point into.
pub(super) fn given_game(
    puzzle: &dyn DynPuzzle,
    verb: &str,
    args: &ArgMatches,
) -> anyhow::Result<(String, String)> {
    // the words of one game ID, joined as typed (`solve 8 6 7 2 5 4 3 0 1`)
    let words: Vec<&str> = args
        .get_many::<String>("game")
        .ok_or_else(|| refused(Words::new("cli-give-game")))?
        .chain(args.get_many::<String>("more").into_iter().flatten())
        .map(String::as_str)
        .collect();
    // the game may start with "-" (standard input, a blocker, a negative number), but a word
    // of two dashes is an option this verb does not have, not a game
    if let Some(option) = words.iter().find(|w| w.starts_with("--")) {
        return Err(refused(
            Words::new("cli-unknown-option")
                .arg("option", option)
                .arg("verb", verb)
                .arg("puzzle", puzzle.info().id),
        ));
    }
    let text = literal_file_or_stdin(&words.join(" "))?;
    let text = text.trim_end_matches(['\n', '\r']);
    let rules = given_params(&puzzle.info().rules, args);
    read_game(puzzle, text, &rules)
}

/// Runs verb `verb` of `puzzle` with its arguments.
pub fn run(
    puzzle: &dyn DynPuzzle,
    verb: &str,
    args: &ArgMatches,
    _ctx: &Context,
) -> anyhow::Result<()> {
    let info = puzzle.info();
    let json = args.get_flag("json");
    let voice = Voice::current();
    if verb == "generate" {
        let specs: Vec<ParamSpec> = info.generate.iter().chain(&info.rules).cloned().collect();
        let input = GenerateInput {
            difficulty: args.get_one::<String>("difficulty").cloned(),
            seed: args.get_one::<u64>("seed").copied(),
            params: given_params(&specs, args),
            template: None,
        };
        let limits = progress::attach(limits(args)?, json);
        let answer = puzzle
            .generate(&input, &limits)
            .map_err(|e| Failure::puzzle(e, ""))?;
        return show(json, &answer, || output::generated(voice, info, &answer));
    }
    if verb == "experiment" {
        return experiment(puzzle, args, json);
    }
    if verb == "check" || verb == "moves" {
        return super::check::run(puzzle, verb, args);
    }
    let (canonical, game) = given_game(puzzle, verb, args)?;
    match verb {
        "validate" => {
            let answer = Valid {
                valid: true,
                game: canonical.clone(),
            };
            show(json, &answer, || canonical.clone())
        }
        "solve" => {
            let limits = progress::attach(limits(args)?, json);
            let solver = args.get_one::<String>("algo").map(String::as_str);
            let answer = puzzle
                .solve(&canonical, solver, StepDetail::Games, &limits)
                .map_err(|e| Failure::puzzle(e, &game))?;
            if let search::Claim::Stopped { reason } = answer.claim {
                let claim = voice.say(&answer.claim_text, &puzzle::Words::claim(&answer.claim));
                let message = voice.text(
                    "cli-solve-stopped",
                    &[
                        (
                            "algorithm",
                            output::solver_name(
                                voice,
                                info.id,
                                &answer.solver,
                                &puzzle.solvers(),
                                &answer.algorithm,
                            )
                            .into(),
                        ),
                        ("claim", claim.into()),
                        ("expanded", answer.stats.expanded.to_string().into()),
                    ],
                );
                let words = puzzle::Words::stop_reason(reason);
                return Err(Failure::plain("stopped", message, Some(words)).into());
            }
            let notations = super::check::notations(puzzle, &answer);
            show(json, &answer, || {
                output::solved(voice, info, &puzzle.solvers(), &answer, &notations)
            })
        }
        "compare" => {
            let limits = progress::attach(limits(args)?, json);
            let solvers: Option<Vec<String>> = args.get_many::<String>("algos").map(|v| {
                v.map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect()
            });
            let answer = puzzle
                .compare(&canonical, solvers.as_deref(), &limits)
                .map_err(|e| Failure::puzzle(e, &game))?;
            show(json, &answer, || {
                output::compared(voice, info, &puzzle.solvers(), &answer)
            })
        }
        "hint" => {
            let answer = puzzle
                .hint(&canonical, &limits(args)?)
                .map_err(|e| Failure::puzzle(e, &game))?;
            show(json, &answer, || output::hinted(voice, info, &answer))
        }
        "rate" => {
            let answer = puzzle
                .rate(&canonical, &limits(args)?)
                .map_err(|e| Failure::puzzle(e, &game))?;
            show(json, &answer, || output::rated(voice, &answer))
        }
        other => Err(refused(
            Words::new("cli-unknown-command")
                .arg("command", other)
                .arg("puzzle", info.id),
        )),
    }
}

/// `validate`'s answer, as the web's.
#[derive(Serialize)]
struct Valid {
    valid: bool,
    game: String,
}

pub(super) fn show<T: Serialize>(
    json: bool,
    answer: &T,
    text: impl FnOnce() -> String,
) -> anyhow::Result<()> {
    if json {
        print_json(answer)
    } else {
        let text = text();
        super::common::print_text(&text)
    }
}

/// A spinner with the node count on standard error while a long computation runs (only on
/// a terminal, and never with `--json`).
pub(super) mod progress {
    use std::io::IsTerminal;

    use super::Arc;

    pub fn attach(limits: search::Limits, json: bool) -> search::Limits {
        if json || !std::io::stderr().is_terminal() {
            return limits;
        }
        let bar =
            indicatif::ProgressBar::new_spinner().with_finish(indicatif::ProgressFinish::AndClear);
        limits.with_progress(Arc::new(move |p: &search::Progress| {
            bar.set_message(format!(
                "{} expanded, {} generated, {:.1} s",
                p.expanded,
                p.generated,
                p.elapsed.as_secs_f64()
            ));
            bar.tick();
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_flags_replace_the_same_key() {
        let mut rules = BTreeMap::new();
        rules.insert("metric".to_string(), "unit".to_string());
        assert_eq!(
            with_rules("VCCV/S..S;metric=step", &rules).ok().as_deref(),
            Some("VCCV/S..S;metric=unit")
        );
        assert_eq!(
            with_rules("45+46=99", &BTreeMap::new()).ok().as_deref(),
            Some("45+46=99")
        );
    }
}
