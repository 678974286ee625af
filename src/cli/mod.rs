//! Command-line interface. `serve`, `library`, `backup`, `judge`, `assignment` and `print` are
//! written once; every puzzle of the registry gets the same verbs (`verbs.rs`: solve, compare,
//! hint, generate, rate, validate; `check.rs`: check, moves), built from what the puzzle
//! declares, plus its own actions (`actions.rs`), built from what it declares too.

mod actions;
mod assignment;
mod backup;
mod check;
pub mod common;
pub mod failure;
mod games;
mod judge;
mod library;
mod output;
mod print;
mod serve;
mod usage;
mod verbs;
mod voice;

use std::path::PathBuf;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use failure::unknown_puzzle;
use puzzle::Words;

/// Puzzle Lab: solve, generate, rate and play classic AI-search puzzles, with the textbook
/// search algorithms side by side.
#[derive(Debug, Parser)]
#[command(name = "puzzlelab", version, about, propagate_version = true)]
pub struct Cli {
    /// SQLite database file (default: a per-user location, created on first use).
    #[arg(long, global = true, value_name = "FILE")]
    pub db: Option<PathBuf>,

    /// The language of messages: zh-CN or en (default: from LC_ALL, LC_MESSAGES, LANG,
    /// LANGUAGE).
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<String>,

    #[command(subcommand)]
    pub command: Command,
}

/// The commands that are not a puzzle's.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the web app (puzzles in the browser and the JSON API).
    Serve(serve::ServeArgs),
    /// Puzzle libraries in the database: list, show, create, add, remove, import, export,
    /// delete.
    #[command(subcommand)]
    Library(library::Command),
    /// Back up the database to FILE: a consistent copy, safe while a server is running on it;
    /// an existing FILE is kept unless --overwrite is given.
    Backup(backup::BackupArgs),
    /// Judge a program of your own: run it on a set of games (each within a time, memory and
    /// output limit) and rate each answer against the proven optimum.
    Judge(judge::JudgeArgs),
    /// Assignments for a class: a set of games at chosen levels, for the judge and for print.
    #[command(subcommand)]
    Assignment(assignment::Command),
    /// A printable sheet of a set's games, drawn as their pages draw them, with an answer key.
    Print(print::PrintArgs),
}

/// Parses the command line and runs it.
pub fn main() -> anyhow::Result<()> {
    let registry = registry::all();
    let mut command = Cli::command();
    for puzzle in registry.iter() {
        command = command.subcommand(actions::augment(puzzle, verbs::command(puzzle)));
    }
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let matches = command
        .try_get_matches_from(&args)
        .unwrap_or_else(|error| usage::fail(error, &args));
    failure::report_as_json(wants_json(&matches));
    usage::install_voice(matches.get_one::<String>("lang").map(String::as_str))?;
    let ctx = common::Context {
        db: matches.get_one::<PathBuf>("db").cloned(),
    };
    match matches.subcommand() {
        Some((id, sub)) if registry.get(id).is_some() => {
            let puzzle = registry.find(id).map_err(unknown_puzzle)?;
            let (verb, args) = sub.subcommand().ok_or_else(|| {
                failure::refused(Words::new("cli-give-command").arg("puzzle", id))
            })?;
            if let Some(action) = actions::find(puzzle, verb) {
                return actions::run(puzzle, &action, args, &ctx);
            }
            verbs::run(puzzle, verb, args, &ctx)
        }
        _ => {
            let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
            match cli.command {
                Command::Serve(args) => serve::run(args, &ctx, &registry),
                Command::Library(cmd) => library::run(cmd, &ctx, &registry),
                Command::Backup(args) => backup::run(args, &ctx),
                Command::Judge(args) => judge::run(args, &ctx, &registry),
                Command::Assignment(cmd) => assignment::run(cmd, &ctx, &registry),
                Command::Print(args) => print::run(args, &ctx, &registry),
            }
        }
    }
}

/// Whether the command run has `--json` set.
fn wants_json(matches: &clap::ArgMatches) -> bool {
    let mut current = Some(matches);
    while let Some(m) = current {
        if m.try_get_one::<bool>("json").ok().flatten() == Some(&true) {
            return true;
        }
        current = m.subcommand().map(|(_, sub)| sub);
    }
    false
}

/// Whether the command line asks for `serve` or `judge`, which must keep SIGPIPE ignored (a
/// client's socket or a judged program's standard input closing must never kill the process).
pub fn keeps_sigpipe_ignored(args: &[std::ffi::OsString]) -> bool {
    let mut words = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if word == "--db" || word == "--lang" {
            words.next();
        } else if !word.starts_with('-') {
            return word == "serve" || word == "judge";
        }
    }
    false
}
