//! Each puzzle's own actions as commands (`puzzlelab <id> census`, `puzzlelab <id> shuffle
//! GAME`), built once from what the puzzle declares ([`puzzle::ActionInfo`]): the game
//! and the rules as flags when the action takes a game, each option a flag (`--set all`, a
//! flag set one switch per flag), `--seed` for a random action, the limits, `--json` (the
//! typed answer), `--csv` (its table) and `--save` for an action whose figures are kept.
//! The answer's lines and table are said in the command line's language.

use clap::{Arg, ArgAction, ArgMatches, Command};
use i18n::Arg as Value;
use puzzle::words::english;
use puzzle::{ActionAnswer, ActionInfo, ActionInput, ActionTable, DynPuzzle, OptionGroup, Words};

use super::common::{pad_to_width, print_json, print_text, Context};
use super::failure::{refused, Failure, WithWords};
use super::verbs::{
    game_arg, game_help, given_game, given_params, json_arg, limit_args, limits, more_arg,
    param_args, progress,
};
use super::voice::Voice;

/// `command` with a subcommand for each of `puzzle`'s actions.
pub fn augment(puzzle: &dyn DynPuzzle, mut command: Command) -> Command {
    for action in puzzle.actions() {
        command = command.subcommand(action_command(puzzle, &action));
    }
    command
}

fn action_command(puzzle: &dyn DynPuzzle, action: &ActionInfo) -> Command {
    let info = puzzle.info();
    let mut cmd = Command::new(action.name)
        .about(english(&action.summary_words(info.id)))
        .visible_aliases(action.aliases.clone())
        .arg(json_arg())
        .arg(
            Arg::new("csv")
                .long("csv")
                .action(ArgAction::SetTrue)
                .help("Print the answer's table as CSV"),
        );
    if action.takes_game {
        cmd = param_args(
            cmd.arg(game_arg().long_help(game_help(info)))
                .arg(more_arg()),
            info.id,
            OptionGroup::Rule,
            &info.rules,
        );
    }
    if action.random {
        cmd = cmd.arg(
            Arg::new("seed")
                .long("seed")
                .value_name("N")
                .value_parser(clap::value_parser!(u64))
                .help("Random seed (the same seed gives the same answer)"),
        );
    }
    if action.saves {
        cmd = cmd.arg(
            Arg::new("save")
                .long("save")
                .action(ArgAction::SetTrue)
                .help(format!(
                    "Keep the figures in the database (under {}, {}/...)",
                    info.id, action.name
                )),
        );
    }
    limit_args(param_args(
        cmd,
        info.id,
        OptionGroup::Action(action.name),
        &action.params,
    ))
}

/// The action `name` of `puzzle` (or one of its aliases), when it has one.
pub fn find(puzzle: &dyn DynPuzzle, name: &str) -> Option<ActionInfo> {
    puzzle
        .actions()
        .into_iter()
        .find(|a| a.name == name || a.aliases.contains(&name))
}

/// Runs `action` of `puzzle` with the arguments of its command.
pub fn run(
    puzzle: &dyn DynPuzzle,
    action: &ActionInfo,
    args: &ArgMatches,
    ctx: &Context,
) -> anyhow::Result<()> {
    let json = args.get_flag("json");
    let (game, shown) = if action.takes_game {
        let (canonical, typed) = given_game(puzzle, action.name, args)?;
        (Some(canonical), typed)
    } else {
        (None, String::new())
    };
    let input = ActionInput {
        game,
        params: given_params(&action.params, args),
        seed: args.try_get_one::<u64>("seed").ok().flatten().copied(),
    };
    let limits = progress::attach(limits(args)?, json);
    let answer = puzzle
        .action(action.name, &input, &limits)
        .map_err(|e| Failure::puzzle(e, &shown))?;
    let saved = if action.saves && args.get_flag("save") {
        Some(save(puzzle, &answer, ctx)?)
    } else {
        None
    };
    let voice = Voice::current();
    if args.get_flag("csv") {
        let Some(table) = &answer.table else {
            return Err(refused(
                Words::new("cli-no-table").arg("action", action.name),
            ));
        };
        return print_text(&csv(voice, table));
    }
    if json {
        return print_json(&answer);
    }
    print_text(&said(voice, &answer))?;
    match saved {
        Some(path) => print_text(&voice.text("cli-saved", &[("path", Value::from(path))])),
        None => Ok(()),
    }
}

/// The answer for a person: its lines, then its table (unless it is printed on request), then
/// the new game's ID.
fn said(voice: Voice, answer: &ActionAnswer) -> String {
    let mut out: Vec<String> = answer.lines.iter().map(|w| say(voice, w)).collect();
    if let Some(table) = answer.table.as_ref().filter(|t| !t.on_request) {
        out.push(aligned(voice, table));
    }
    if let Some(position) = &answer.position {
        out.push(position.game.clone());
    }
    out.join("\n")
}

fn say(voice: Voice, words: &Words) -> String {
    voice.words(words).unwrap_or_else(|| words.key.to_string())
}

/// A table in columns padded to their widths (Chinese characters take two), numbers on the
/// right.
fn aligned(voice: Voice, table: &ActionTable) -> String {
    let header: Vec<String> = table.columns.iter().map(|c| say(voice, c)).collect();
    let width = |text: &str| unicode_width::UnicodeWidthStr::width(text);
    let widths: Vec<usize> = (0..header.len())
        .map(|i| {
            table
                .rows
                .iter()
                .filter_map(|row| row.get(i))
                .map(|cell| width(cell))
                .chain([width(&header[i])])
                .max()
                .unwrap_or(0)
        })
        .collect();
    let numeric = |i: usize| {
        table.rows.iter().filter_map(|row| row.get(i)).all(|cell| {
            cell == "-"
                || cell
                    .chars()
                    .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
        })
    };
    let line = |cells: &[String]| {
        let padded: Vec<String> = cells
            .iter()
            .enumerate()
            .map(|(i, cell)| {
                let w = widths.get(i).copied().unwrap_or(0);
                if numeric(i) {
                    format!("{}{cell}", " ".repeat(w.saturating_sub(width(cell))))
                } else {
                    pad_to_width(cell, w)
                }
            })
            .collect();
        padded.join("  ").trim_end().to_string()
    };
    std::iter::once(line(&header))
        .chain(table.rows.iter().map(|row| line(row)))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A table as CSV: the header worded, cells quoted where they must be.
fn csv(voice: Voice, table: &ActionTable) -> String {
    let field = |text: &str| {
        if text.contains([',', '"', '\n']) {
            format!("\"{}\"", text.replace('"', "\"\""))
        } else {
            text.to_string()
        }
    };
    let header: Vec<String> = table
        .columns
        .iter()
        .map(|c| field(&say(voice, c)))
        .collect();
    std::iter::once(header.join(","))
        .chain(
            table
                .rows
                .iter()
                .map(|row| row.iter().map(|c| field(c)).collect::<Vec<_>>().join(",")),
        )
        .collect::<Vec<_>>()
        .join("\n")
}

/// Keeps each field of the answer's figures under `{action}/{field}` of the puzzle; the
/// database's path.
fn save(puzzle: &dyn DynPuzzle, answer: &ActionAnswer, ctx: &Context) -> anyhow::Result<String> {
    let Some(fields) = answer.figures.json().as_object() else {
        return Err(refused(
            Words::new("cli-no-figures").arg("action", &answer.action),
        ));
    };
    let mut store = ctx.open_store()?;
    for (field, value) in fields {
        store
            .put_result(
                puzzle.info().id,
                &format!("{}/{field}", answer.action),
                value,
            )
            .context_words(|| Words::new("cli-cannot-save-figures"))?;
    }
    Ok(ctx.db_path()?.display().to_string())
}

/// What the command line adds to an input error of `puzzle` with code `code`: the command of
/// the action that lists the names the puzzle knows, when one does. Never part of the error's
/// message, which web clients get too (a web message does not send people to the command
/// line).
pub fn input_tip(puzzle: &dyn DynPuzzle, code: &str) -> Option<String> {
    let action = puzzle
        .actions()
        .into_iter()
        .find(|a| a.lists_names_for == Some(code))?;
    Some(Voice::current().text(
        "cli-tip-names",
        &[
            ("puzzle", Value::from(puzzle.info().id)),
            ("action", Value::from(action.name)),
        ],
    ))
}
