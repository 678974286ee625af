//! Usage errors: what clap refuses before a command runs (an unknown option or command, a bad
//! or missing value, a bad `--lang`). In English without `--json` clap prints its own message
//! and usage; otherwise the error is worded from the catalogues, in the user's language, and
//! with `--json` it is also the web's envelope on standard output. Usage errors exit with 2,
//! as clap's do.

use std::ffi::OsString;

use clap::error::{ContextKind, ErrorKind};
use i18n::Lang;
use puzzle::Words;

use super::failure::{refused, report, report_as_json};
use super::voice::Voice;

/// Installs the language `--lang` names (`flag`), else the environment's. A tag that names
/// neither language is refused, in the environment's language.
pub fn install_voice(flag: Option<&str>) -> anyhow::Result<()> {
    match Voice::choose(flag) {
        Ok(voice) => {
            voice.install();
            Ok(())
        }
        Err(tag) => {
            Voice::choose(None).unwrap_or(Voice::ENGLISH).install();
            Err(refused(Words::new("cli-bad-lang").arg("tag", tag)))
        }
    }
}

/// Reports `error`, which clap raised on the command line `args`, and ends the process.
pub fn fail(error: clap::Error, args: &[OsString]) -> ! {
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        error.exit()
    }
    let json = args.iter().any(|a| a == "--json");
    let voice = Voice::choose(lang_flag(args).as_deref())
        .or_else(|_| Voice::choose(None))
        .unwrap_or(Voice::ENGLISH);
    if voice.lang() == Lang::En && !json {
        error.exit()
    }
    voice.install();
    report_as_json(json);
    report(&refused(words_of(&error)));
    std::process::exit(2)
}

/// The value of `--lang` on the command line `args`, if it is there.
fn lang_flag(args: &[OsString]) -> Option<String> {
    let mut words = args.iter().map(|a| a.to_string_lossy());
    while let Some(word) = words.next() {
        if word == "--lang" {
            return words.next().map(|w| w.into_owned());
        }
        if let Some(tag) = word.strip_prefix("--lang=") {
            return Some(tag.to_string());
        }
    }
    None
}

/// What clap's `error` says, as catalogue words.
pub fn words_of(error: &clap::Error) -> Words {
    let context = |kind| error.get(kind).map(ToString::to_string);
    let argument = context(ContextKind::InvalidArg).unwrap_or_default();
    let problem = match error.kind() {
        ErrorKind::UnknownArgument => {
            Words::new("cli-usage-unknown-argument").arg("argument", &argument)
        }
        ErrorKind::InvalidSubcommand => Words::new("cli-usage-unknown-command").arg(
            "command",
            context(ContextKind::InvalidSubcommand).unwrap_or_default(),
        ),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let value = context(ContextKind::InvalidValue).unwrap_or_default();
            match context(ContextKind::ValidValue) {
                _ if value.is_empty() => {
                    Words::new("cli-usage-no-value").arg("argument", &argument)
                }
                Some(choices) => Words::new("cli-usage-bad-value-choices")
                    .arg("argument", &argument)
                    .arg("value", value)
                    .arg("choices", choices),
                None => Words::new("cli-usage-bad-value")
                    .arg("argument", &argument)
                    .arg("value", value),
            }
        }
        ErrorKind::MissingRequiredArgument => {
            Words::new("cli-usage-missing").arg("arguments", &argument)
        }
        ErrorKind::MissingSubcommand => Words::new("cli-usage-missing-command"),
        ErrorKind::ArgumentConflict => Words::new("cli-usage-conflict")
            .arg("argument", &argument)
            .arg("other", context(ContextKind::PriorArg).unwrap_or_default()),
        _ => return Words::new("as-written").arg("text", clap_sentence(error)),
    };
    let similar = context(ContextKind::SuggestedArg)
        .or_else(|| context(ContextKind::SuggestedSubcommand))
        .or_else(|| context(ContextKind::SuggestedValue));
    let tip = match (similar, command_path(error)) {
        (Some(similar), _) => Words::new("cli-usage-tip-similar").arg("similar", similar),
        (None, Some(path)) => {
            Words::new("cli-usage-tip-help").arg("help", format!("{path} --help"))
        }
        (None, None) => return problem,
    };
    Words::new("cli-usage-with-tip")
        .word("problem", problem)
        .word("tip", tip)
}

/// The command the error is about (`puzzlelab n-puzzle solve`), read from its usage line.
fn command_path(error: &clap::Error) -> Option<String> {
    let usage = error.get(ContextKind::Usage)?.to_string();
    let line = usage.lines().find(|l| !l.trim().is_empty())?;
    let words: Vec<&str> = line
        .split_whitespace()
        .skip_while(|w| w.ends_with(':'))
        .take_while(|w| !w.starts_with(['[', '<', '-']))
        .collect();
    (!words.is_empty()).then(|| words.join(" "))
}

/// Clap's own sentence for `error`, without its `error: ` and usage lines.
fn clap_sentence(error: &clap::Error) -> String {
    let rendered = error.render().to_string();
    let first = rendered.lines().next().unwrap_or_default();
    first.strip_prefix("error: ").unwrap_or(first).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::{Arg, Command};

    fn command() -> Command {
        Command::new("puzzlelab").subcommand(
            Command::new("solve")
                .arg(Arg::new("game").required(true))
                .arg(
                    Arg::new("timeout")
                        .long("timeout")
                        .value_parser(clap::value_parser!(f64)),
                )
                .arg(
                    Arg::new("metric")
                        .long("metric")
                        .value_parser(["unit", "sliding"]),
                ),
        )
    }

    fn english_of(args: &[&str]) -> String {
        let error = command().try_get_matches_from(args).expect_err("refused");
        puzzle::words::english(&words_of(&error))
    }

    #[test]
    fn clap_errors_are_worded_with_a_tip() {
        assert_eq!(
            english_of(&["puzzlelab", "solve", "x", "--bogus"]),
            "unknown option '--bogus'; 'puzzlelab solve --help' lists what it takes"
        );
        assert_eq!(
            english_of(&["puzzlelab", "solve", "x", "--timeou", "1"]),
            "unknown option '--timeou'; did you mean '--timeout'?"
        );
        assert_eq!(
            english_of(&["puzzlelab", "solv"]),
            "unknown command 'solv'; did you mean 'solve'?"
        );
        assert_eq!(
            english_of(&["puzzlelab", "solve", "x", "--timeout", "soon"]),
            "'soon' is not a valid value for --timeout <timeout>",
            "clap gives a value it could not read no usage line to point at"
        );
        assert_eq!(
            english_of(&["puzzlelab", "solve", "x", "--metric", "units"]),
            "'units' is not a valid value for --metric <metric>: use unit, sliding; \
             did you mean 'unit'?"
        );
        assert_eq!(
            english_of(&["puzzlelab", "solve"]),
            "missing <game>; 'puzzlelab solve --help' lists what it takes"
        );
    }

    #[test]
    fn the_lang_flag_is_found_in_either_spelling() {
        let args = |words: &[&str]| words.iter().map(OsString::from).collect::<Vec<_>>();
        assert_eq!(
            lang_flag(&args(&["p", "--lang", "zh-CN", "x"])).as_deref(),
            Some("zh-CN")
        );
        assert_eq!(
            lang_flag(&args(&["p", "x", "--lang=en"])).as_deref(),
            Some("en")
        );
        assert_eq!(lang_flag(&args(&["p", "x"])), None);
    }
}
