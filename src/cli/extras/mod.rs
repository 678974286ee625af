//! Commands of one puzzle only, beside the verbs every puzzle has (`verbs.rs`): Klotski's
//! codes, analysis, census and classics; the matchstick equation and catalogue; Ten Drops'
//! simulation and campaign. Each puzzle's extras are a clap subcommand enum in their own file,
//! hooked under the puzzle's command here; [`input_tip`] points an input error at one of them.

mod klotski;
mod matchstick;
mod tendrops;

use clap::{ArgMatches, Command, FromArgMatches, Subcommand};

use super::common::Context;

/// Runs one puzzle's extra command from the puzzle command's matches.
type RunExtra = Box<dyn Fn(&ArgMatches, &Context) -> anyhow::Result<()>>;

/// One puzzle's extra commands.
pub struct Extras {
    /// The puzzle's id in the registry.
    pub puzzle: &'static str,
    /// Adds the commands to the puzzle's command.
    pub augment: fn(Command) -> Command,
    /// Whether `name` is one of them.
    pub has: fn(&str) -> bool,
    /// Runs the one chosen in `matches` (the puzzle command's matches).
    pub run: RunExtra,
}

fn extras<S: Subcommand + FromArgMatches + 'static>(
    puzzle: &'static str,
    run: fn(S, &Context) -> anyhow::Result<()>,
) -> Extras {
    Extras {
        puzzle,
        augment: S::augment_subcommands,
        has: S::has_subcommand,
        run: Box::new(move |matches, ctx| run(S::from_arg_matches(matches)?, ctx)),
    }
}

/// Every puzzle's extras.
pub fn all() -> Vec<Extras> {
    vec![
        extras("klotski", klotski::run),
        extras("matchstick", matchstick::run),
        extras("tendrops", tendrops::run),
    ]
}

/// What the command line adds to an input error of `puzzle` with code `code`: a pointer to one
/// of the puzzle's extra commands. Never part of the error's message, which web clients get
/// too (a web message does not send people to the command line).
pub fn input_tip(puzzle: &str, code: &str) -> Option<&'static str> {
    match (puzzle, code) {
        ("klotski", "unrecognised") => Some("the classics' names: `puzzlelab klotski list`"),
        _ => None,
    }
}
