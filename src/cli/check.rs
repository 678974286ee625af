//! The verbs about moves as text, the same for every puzzle: `puzzlelab <id> moves GAME` (the
//! legal moves in their notation) and `puzzlelab <id> check GAME MOVE... [--moves-file FILE]`
//! (an answer replayed and rated against the proven optimum: optimal, valid, unsolved or
//! illegal, with the move, its place and why).

use clap::{Arg, ArgMatches, Command};
use puzzle::answers::SolveAnswer;
use puzzle::{CheckAnswer, DynPuzzle, OptionGroup, Verdict, Words};
use serde_json::{json, Value};

use super::common::{literal_file_or_stdin, read_file_or_stdin};
use super::failure::{file_error, refused, Failure, WithWords};
use super::verbs::{game_arg, json_arg, limits, param_args, read_game, show};
use super::voice::Voice;

/// Most bytes of moves read from a file or standard input.
const MAX_MOVES_BYTES: u64 = 16 << 20;

/// `check` and `moves` for `puzzle`.
pub fn commands(puzzle: &dyn DynPuzzle, with_limits: fn(Command) -> Command) -> [Command; 2] {
    let info = puzzle.info();
    let check = Command::new("check")
        .about("Check an answer: its moves replayed from the game, and rated against the proven optimum (optimal, valid, unsolved or illegal)")
        .arg(game_arg().help("A game ID (quoted when it holds spaces), a file holding one, or - for standard input"))
        .arg(
            Arg::new("moves")
                .value_name("MOVE")
                .num_args(0..)
                .help(format!(
                    "The moves in their notation, one argument each (quote a move that holds spaces), e.g. '{}'; a move may also be its JSON form, e.g. '{}'",
                    info.move_notation, info.move_syntax
                )),
        )
        .arg(
            Arg::new("moves-file")
                .long("moves-file")
                .value_name("FILE")
                .help("Read the moves from a file (- for standard input): one move per line, or a JSON array of moves"),
        )
        .arg(json_arg());
    let moves = Command::new("moves")
        .about("The legal moves of a game, in their notation (what `check` and the judge read)")
        .arg(game_arg())
        .arg(
            Arg::new("more")
                .value_name("MORE")
                .help("More words of the game ID (joined with spaces)")
                .num_args(0..),
        )
        .arg(json_arg());
    [
        with_limits(param_args(check, info.id, OptionGroup::Rule, &info.rules)),
        param_args(moves, info.id, OptionGroup::Rule, &info.rules),
    ]
}

/// Runs `check` or `moves`.
pub fn run(puzzle: &dyn DynPuzzle, verb: &str, args: &ArgMatches) -> anyhow::Result<()> {
    let json = args.get_flag("json");
    let rules = super::verbs::given_params(&puzzle.info().rules, args);
    let game_arg = args
        .get_one::<String>("game")
        .ok_or_else(|| refused(Words::new("cli-give-game")))?;
    if verb == "moves" {
        let words: Vec<&str> = std::iter::once(game_arg.as_str())
            .chain(
                args.get_many::<String>("more")
                    .into_iter()
                    .flatten()
                    .map(String::as_str),
            )
            .collect();
        let text = literal_file_or_stdin(&words.join(" "))?;
        let (canonical, _) = read_game(puzzle, text.trim_end_matches(['\n', '\r']), &rules)?;
        let moves = puzzle
            .move_texts(&canonical)
            .map_err(|e| Failure::input(&e, &canonical, None))?;
        let value = json!({ "game": canonical, "moves": moves });
        return show(json, &value, || moves.join("\n"));
    }
    let from_file = args.get_one::<String>("moves-file");
    if game_arg == "-" && from_file.is_some_and(|f| f == "-") {
        return Err(refused(Words::new("cli-check-stdin-twice")));
    }
    let text = literal_file_or_stdin(game_arg)?;
    let (canonical, _) = read_game(puzzle, text.trim_end_matches(['\n', '\r']), &rules)?;
    let mut moves: Vec<String> = args
        .get_many::<String>("moves")
        .into_iter()
        .flatten()
        .cloned()
        .collect();
    if let Some(file) = from_file {
        moves.extend(read_moves_file(file)?);
    }
    let answer = puzzle
        .check(&canonical, &moves, &limits(args)?)
        .map_err(|e| Failure::puzzle(e, &canonical))?;
    let value = serde_json::to_value(&answer).context_words(|| Words::new("cli-cannot-encode"))?;
    show(json, &value, || said(puzzle, &answer))
}

/// The moves of a file or standard input: a JSON array (of notations or JSON moves), or one
/// move per line (blank lines skipped).
fn read_moves_file(file: &str) -> anyhow::Result<Vec<String>> {
    let text = if file == "-" {
        read_file_or_stdin(file)?
    } else {
        let size = std::fs::metadata(file)
            .map_err(|e| file_error("cli-cannot-read", std::path::Path::new(file), e))?
            .len();
        if size > MAX_MOVES_BYTES {
            return Err(refused(
                Words::new("cli-moves-file-too-big")
                    .arg("path", file)
                    .arg("size", size)
                    .arg("most", MAX_MOVES_BYTES),
            ));
        }
        read_file_or_stdin(file)?
    };
    if text.trim_start().starts_with('[') {
        let items: Vec<Value> = serde_json::from_str(&text)
            .context_words(|| Words::new("cli-moves-file-not-json").arg("path", file))?;
        return Ok(items
            .into_iter()
            .map(|item| match item {
                Value::String(s) => s,
                other => other.to_string(),
            })
            .collect());
    }
    Ok(text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect())
}

/// A check's answer for a person, in the command line's language.
fn said(puzzle: &dyn DynPuzzle, answer: &CheckAnswer) -> String {
    let voice = Voice::current();
    let info = puzzle.info();
    let cost = voice.counted(answer.cost, info);
    let optimum = match (answer.optimum, answer.lower_bound) {
        (Some(o), _) => voice.text("cli-check-optimum", &[("optimum", o.into())]),
        (None, Some(b)) => voice.text("cli-check-optimum-bound", &[("bound", b.into())]),
        (None, None) => voice.text("cli-check-optimum-unknown", &[]),
    };
    let figures = |key: &str, verdict: Option<&str>| {
        let mut args: Vec<(&str, i18n::Arg)> = vec![
            ("played", answer.played.into()),
            ("cost", cost.clone().into()),
            ("optimum", optimum.clone().into()),
        ];
        if let Some(verdict) = verdict {
            args.push(("verdict", voice.text(verdict, &[]).into()));
        }
        voice.text(key, &args)
    };
    match answer.verdict {
        Verdict::Optimal => figures("cli-check-solved", Some("judge-verdict-optimal")),
        Verdict::Valid => figures("cli-check-solved", Some("judge-verdict-valid")),
        Verdict::Unsolved => format!(
            "{}\n{}",
            figures("cli-check-unsolved", None),
            voice.text("cli-check-ends-at", &[("end", answer.end.as_str().into())])
        ),
        Verdict::Illegal => match &answer.illegal {
            Some(illegal) => format!(
                "{}\n{}",
                voice.text(
                    "cli-check-illegal",
                    &[
                        ("number", (illegal.index + 1).into()),
                        ("moves", answer.moves.into()),
                        ("move", illegal.text.as_str().into()),
                    ]
                ),
                Failure::input(&illegal.error, &illegal.text, None)
            ),
            None => voice.text("judge-verdict-illegal", &[]),
        },
    }
}

/// The notation of each step of a solve answer (what `check` reads), `None` where it cannot
/// be found.
pub fn notations(puzzle: &dyn DynPuzzle, solved: &SolveAnswer) -> Vec<Option<String>> {
    let mut before = solved.game.as_str();
    solved
        .steps
        .iter()
        .map(|step| {
            let notation = puzzle.notation(before, step.said.mv.json()).ok();
            before = &step.game;
            notation
        })
        .collect()
}
