//! A puzzle's own actions, beside what every puzzle does: Klotski's census and classics, the
//! Lianliankan shuffle, the Ten Drops campaign, the matchstick catalogue. A puzzle lists them
//! ([`crate::Puzzle::actions`], [`ActionInfo`]: a name, a summary, its options as
//! [`ParamSpec`]s, whether it works on a game) and runs one by name
//! ([`crate::Puzzle::action`]); the web (`POST /api/{id}/actions/{name}`) and the command line
//! (`puzzlelab <id> <name>`) serve every action of every puzzle with the same code.
//!
//! An answer ([`ActionOutput`], erased as [`ActionAnswer`]) is typed: a new game when the
//! action deals one (the shuffle), lines in words, a table whose columns are words and whose
//! cells read the same in every language, and the puzzle's own figures ([`PuzzleData`], what
//! `--json` and a page read).

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::Serialize;

use crate::answers::{PositionAnswer, PuzzleData};
use crate::backend::{ParamSpec, PuzzleInfo};
use crate::error::{InputError, PuzzleError};
use crate::words::Words;

/// One action a puzzle offers.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ActionInfo {
    /// Its name in the route and the command line: `census`, `shuffle`. The catalogue's
    /// `{id}-action-{name}` says what it does ([`ActionInfo::summary_words`]).
    pub name: &'static str,
    /// Whether it works on a game (then `game` is required), or on nothing (`false`).
    pub takes_game: bool,
    /// Whether it draws on a random seed (`seed` is then taken; the clock's when none is
    /// given).
    pub random: bool,
    /// Its options, checked against their specs and filled with defaults before it runs.
    pub params: Vec<ParamSpec>,
    /// Other names it answers to, on the command line and in the web's route alike (`list`
    /// for `classics`), kept so that documented commands and scripts keep working.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<&'static str>,
    /// The code of an input error (a game ID the puzzle cannot read) whose valid names this
    /// action lists: the command line points at it under such an error.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lists_names_for: Option<&'static str>,
    /// Whether the command line's `--save` keeps its figures in the database: each field of
    /// the figures under the key `{name}/{field}` of the puzzle.
    pub saves: bool,
}

impl ActionInfo {
    /// An action on nothing, with no options.
    pub fn new(name: &'static str) -> Self {
        ActionInfo {
            name,
            takes_game: false,
            random: false,
            params: Vec::new(),
            aliases: Vec::new(),
            lists_names_for: None,
            saves: false,
        }
    }

    /// The same action, working on a game.
    pub fn on_game(mut self) -> Self {
        self.takes_game = true;
        self
    }

    /// The same action, drawing on a seed.
    pub fn random(mut self) -> Self {
        self.random = true;
        self
    }

    /// The same action with one more option.
    pub fn param(mut self, spec: ParamSpec) -> Self {
        self.params.push(spec);
        self
    }

    /// The same action, also reachable as `alias`.
    pub fn with_alias(mut self, alias: &'static str) -> Self {
        self.aliases.push(alias);
        self
    }

    /// The same action, named where an input error with `code` occurs.
    pub fn lists_names_for(mut self, code: &'static str) -> Self {
        self.lists_names_for = Some(code);
        self
    }

    /// The same action, its figures kept by the command line's `--save`.
    pub fn saves(mut self) -> Self {
        self.saves = true;
        self
    }
}

/// What an action was asked for, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct ActionRequest {
    /// Every option of the action, checked and in canonical spelling.
    pub params: BTreeMap<String, String>,
    /// The random seed (always set; only a random action reads it).
    pub seed: u64,
}

impl ActionRequest {
    /// The value of option `key` (present for every key the action declares).
    pub fn param(&self, key: &str) -> &str {
        self.params.get(key).map_or("", String::as_str)
    }

    /// Option `key` as a number (declared integer options always parse).
    pub fn number(&self, key: &str) -> u64 {
        self.param(key).parse().unwrap_or(0)
    }
}

/// A table of an answer: columns named by words, cells that read the same in every language
/// (numbers, game IDs, names).
#[derive(Debug, Clone, PartialEq, Default, Serialize, JsonSchema)]
pub struct ActionTable {
    /// The columns' names.
    pub columns: Vec<Words>,
    /// The rows, each a cell per column.
    pub rows: Vec<Vec<String>>,
    /// Whether the command line prints it only when asked (`--csv`; a catalogue of thousands
    /// of rows), its lines being the summary.
    pub on_request: bool,
}

/// What a puzzle's action answers, over its own game type.
#[derive(Debug, Clone)]
pub struct ActionOutput<G> {
    /// A new game the action made (the shuffle's deal).
    pub game: Option<G>,
    /// What to say, line by line.
    pub lines: Vec<Words>,
    /// A table, when the answer is one.
    pub table: Option<ActionTable>,
    /// The puzzle's own figures in their serde form.
    pub figures: PuzzleData,
}

impl<G> ActionOutput<G> {
    /// An answer of figures and no words yet.
    pub fn figures(figures: PuzzleData) -> Self {
        ActionOutput {
            game: None,
            lines: Vec::new(),
            table: None,
            figures,
        }
    }

    /// The same answer with one more line.
    pub fn line(mut self, words: Words) -> Self {
        self.lines.push(words);
        self
    }

    /// The same answer with its table.
    pub fn table(mut self, table: ActionTable) -> Self {
        self.table = Some(table);
        self
    }

    /// The same answer with a new game.
    pub fn game(mut self, game: G) -> Self {
        self.game = Some(game);
        self
    }
}

/// An action's answer through [`crate::DynPuzzle`] (`POST /api/{id}/actions/{name}`, and
/// `--json` of its command).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ActionAnswer {
    /// The action's name.
    pub action: String,
    /// The new game's position (the shape of `/api/{id}/parse`), when the action made one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub position: Option<PositionAnswer>,
    /// What to say, line by line, as catalogue words.
    pub lines: Vec<Words>,
    /// A table, when the answer is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<ActionTable>,
    /// The puzzle's own figures (`docs/api.md` names them for each action).
    pub figures: PuzzleData,
}

/// What an action request says, before it is checked against the action's options.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ActionInput {
    /// The game it works on (a game ID), for an action that takes one.
    pub game: Option<String>,
    /// Options by key.
    pub params: BTreeMap<String, String>,
    /// The random seed; the clock's when `None`.
    pub seed: Option<u64>,
}

impl ActionInput {
    /// A request on `game` (or none) with the options `params`, and the clock's seed.
    pub fn new(game: Option<&str>, params: &[(&str, &str)]) -> Self {
        ActionInput {
            game: game.map(String::from),
            params: params
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            seed: None,
        }
    }
}

/// `given` checked against `specs`: every key of `specs`, in canonical spelling, a default
/// where none was given. Keys are read in any case, `_` for `-`, and under their aliases; an
/// option given under two of its names is a `bad_value` error. An unknown key is an
/// `unknown_field` error naming the options of `puzzle`.
pub fn checked_params(
    specs: &[ParamSpec],
    given: &BTreeMap<String, String>,
    puzzle: &PuzzleInfo,
) -> Result<BTreeMap<String, String>, InputError> {
    let mut raw: BTreeMap<String, String> = given
        .iter()
        .map(|(k, v)| (option_key(k), v.clone()))
        .collect();
    let mut params = BTreeMap::new();
    for spec in specs {
        let mut named: Vec<(&str, String)> = std::iter::once(spec.key)
            .chain(spec.aliases.iter().copied())
            .filter_map(|key| raw.remove(key).map(|value| (key, value)))
            .collect();
        if let [(first, _), (second, _), ..] = named.as_slice() {
            return Err(InputError::said(
                "bad_value",
                Words::new("error-option-twice")
                    .arg("key", spec.key)
                    .arg("first", *first)
                    .arg("second", *second),
            ));
        }
        let value = match named.pop().map(|(_, value)| value) {
            Some(v) => spec.check(&v).map_err(|m| {
                InputError::said(
                    "bad_value",
                    Words::new("error-option")
                        .arg("key", spec.key)
                        .word("problem", m.words),
                )
            })?,
            None => spec.default.clone(),
        };
        params.insert(spec.key.to_string(), value);
    }
    if let Some(key) = raw.keys().next() {
        let known: Vec<&str> = specs.iter().map(|s| s.key).collect();
        return Err(InputError::said(
            "unknown_field",
            Words::new("error-unknown-option")
                .arg("key", key)
                .word("puzzle", Words::new(format!("{}-name", puzzle.id)))
                .series("known", &known),
        ));
    }
    Ok(params)
}

/// An option's key as given, in its canonical spelling: trimmed, lower case, `-` for `_`.
pub(crate) fn option_key(key: &str) -> String {
    key.trim().to_ascii_lowercase().replace('_', "-")
}

/// Action `name` of `actions` (its name or an alias), or a `not_found` error that lists them.
pub fn find_action(
    puzzle: &PuzzleInfo,
    actions: Vec<ActionInfo>,
    name: &str,
) -> Result<ActionInfo, PuzzleError> {
    let names: Vec<&str> = actions.iter().map(|a| a.name).collect();
    actions
        .iter()
        .find(|a| a.name == name || a.aliases.contains(&name))
        .cloned()
        .ok_or_else(|| {
            PuzzleError::not_found(
                Words::new("error-no-action")
                    .arg("action", name)
                    .word("puzzle", Words::new(format!("{}-name", puzzle.id)))
                    .series("known", &names),
            )
        })
}

/// The error for a game given to an action that takes none (`wanted` false), or missing for
/// one that needs it.
pub(crate) fn game_misplaced(action: &ActionInfo, wanted: bool) -> InputError {
    if wanted {
        InputError::said("bad_value", Words::new("error-no-game"))
    } else {
        InputError::said(
            "bad_value",
            Words::new("error-action-no-game").arg("action", action.name),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_are_checked_defaulted_and_unknown_ones_refused() {
        use crate::Puzzle as _;
        let info = crate::toy::Countdown.info();
        let specs = [
            ParamSpec::integer("digits", 1, 3, 2),
            ParamSpec::choice("set", &["both", "all"]),
        ];
        let given = BTreeMap::from([("SET".to_string(), " All ".to_string())]);
        let params = checked_params(&specs, &given, &info).expect("valid");
        assert_eq!(params["digits"], "2");
        assert_eq!(params["set"], "all");
        let bad = BTreeMap::from([("digits".to_string(), "9".to_string())]);
        let error = checked_params(&specs, &bad, &info).unwrap_err();
        assert_eq!(error.code, "bad_value");
        assert!(error.message.starts_with("digits: "), "{}", error.message);
        let unknown = BTreeMap::from([("size".to_string(), "3".to_string())]);
        let error = checked_params(&specs, &unknown, &info).unwrap_err();
        assert_eq!(error.code, "unknown_field");
        assert!(error.message.contains("'size'"), "{}", error.message);
        assert!(
            error.message.ends_with("the options are digits, set"),
            "{}",
            error.message
        );
    }

    #[test]
    fn an_option_is_read_under_its_aliases_once() {
        use crate::Puzzle as _;
        let info = crate::toy::Countdown.info();
        let specs = [ParamSpec::integer("turns", 0, 2, 2).with_alias("max-turns")];
        let given = BTreeMap::from([("MAX_TURNS".to_string(), "1".to_string())]);
        let params = checked_params(&specs, &given, &info).expect("an alias is read");
        assert_eq!(
            params,
            BTreeMap::from([("turns".to_string(), "1".to_string())])
        );
        let twice = BTreeMap::from([
            ("turns".to_string(), "1".to_string()),
            ("max-turns".to_string(), "0".to_string()),
        ]);
        let error = checked_params(&specs, &twice, &info).unwrap_err();
        assert_eq!(error.code, "bad_value");
        assert_eq!(
            error.message,
            "turns is given twice, as 'turns' and as 'max-turns': give it once"
        );
        let none: [ParamSpec; 0] = [];
        let error = checked_params(&none, &given, &info).unwrap_err();
        assert!(
            error.message.ends_with("the options are none"),
            "{}",
            error.message
        );
    }

    #[test]
    fn an_action_runs_through_the_erased_interface() {
        use crate::{DynPuzzle, Registered};
        let toy = Registered::new(crate::toy::Countdown);
        let names: Vec<&str> = toy.actions().iter().map(|a| a.name).collect();
        assert_eq!(names, ["halve", "table"]);
        let limits = search::Limits::none();
        let input = ActionInput::new;
        let halved = toy
            .action("halve", &input(Some("9;max=3"), &[("times", "2")]), &limits)
            .expect("halved");
        assert_eq!(halved.action, "halve");
        let position = halved.position.expect("a new game");
        assert_eq!(position.game, "2;max=3");
        assert_eq!(halved.figures.json(), &serde_json::json!(2));
        let table = toy
            .action("table", &input(None, &[]), &limits)
            .expect("a table");
        assert_eq!(table.table.map(|t| t.rows.len()), Some(4));
        assert!(table.position.is_none());

        let unknown = toy.action("double", &input(None, &[]), &limits);
        let Err(PuzzleError::NotFound(phrase)) = unknown else {
            panic!("an unknown action is not found: {unknown:?}");
        };
        // the toy has no catalogue entries, so its words are what to check
        assert_eq!(phrase.words.key, "error-no-action");
        assert!(
            crate::words::english(&phrase.words).ends_with("halve, table"),
            "{phrase:?}"
        );
        let by_alias = toy
            .action("counts", &input(None, &[]), &limits)
            .expect("an action answers to its alias");
        assert_eq!(by_alias.action, "table");
        let missing = toy.action("halve", &input(None, &[]), &limits).unwrap_err();
        assert!(
            missing.to_string().starts_with("game: missing"),
            "{missing}"
        );
        let unwanted = toy
            .action("table", &input(Some("3"), &[]), &limits)
            .unwrap_err();
        assert!(
            unwanted.to_string().contains("works on no game"),
            "{unwanted}"
        );
        let bad = toy
            .action("halve", &input(Some("3"), &[("times", "7")]), &limits)
            .unwrap_err();
        assert!(bad.to_string().starts_with("times: "), "{bad}");
        let bad_game = toy.action("halve", &input(Some("x"), &[]), &limits);
        assert_eq!(bad_game.map_err(|e| e.code()).err(), Some("bad_number"));
    }
}
