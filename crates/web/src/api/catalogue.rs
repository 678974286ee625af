//! `GET /api/puzzles`: every puzzle of the registry with what a page and a script need to
//! know about it (names, the example game, the game ID syntax, the rules, the generator's
//! options, the difficulty levels and the solvers), in the request's language: the words a
//! person reads come from the catalogue (`{id}-name`, `{id}-summary`, `{id}-syntax`, `{id}-rule-{key}`,
//! `{id}-gen-{key}`, an action's `{id}-action-{name}` and its options'
//! `{id}-action-{name}-{key}`, and their `-help` and `-{value}` for each choice, a generic solver's
//! `algorithm-{name}` and a puzzle's own `{id}-solver-{name}`, `level-{level}`), the puzzle's
//! own English otherwise.

use std::collections::BTreeMap;

use axum::extract::State;
use axum::Json;
use i18n::Lang;
use puzzle::{ActionInfo, ParamChoice, ParamKind, ParamSpec, PuzzleInfo, SolverInfo};
use schemars::JsonSchema;
use serde::Serialize;

use crate::lang::RequestLang;
use crate::state::AppState;

/// The answer of `GET /api/puzzles`.
#[derive(Debug, Serialize, JsonSchema)]
pub struct PuzzleList {
    /// The language the words are in.
    pub lang: &'static str,
    /// The puzzle the search lab opens on when none is asked for (the registry's choice).
    pub lab_default: Option<&'static str>,
    /// Every puzzle, in menu order.
    pub puzzles: Vec<PuzzleListing>,
}

/// One puzzle as the list shows it: [`PuzzleInfo`]'s fields, worded in the request's language,
/// with its solvers and the names of its levels.
#[derive(Debug, Serialize, JsonSchema)]
pub struct PuzzleListing {
    /// The puzzle id: `klotski`, `n-puzzle`.
    id: &'static str,
    /// Its name.
    name: String,
    /// Its usual Chinese name.
    native_name: &'static str,
    /// One or two sentences for the home page.
    summary: String,
    /// The address of the page that plays it: `/{id}`.
    page: String,
    /// A game ID the default solver solves in well under a second.
    example: &'static str,
    /// The game a page opens on when none is asked for (the example when null).
    opening: Option<String>,
    /// The game ID's syntax in one line.
    syntax: String,
    /// What the cost counts: moves, taps, sticks.
    cost_unit: String,
    /// The JSON form of a move, with an example.
    move_syntax: &'static str,
    /// A move in its notation, the text form `read_move` reads.
    move_notation: &'static str,
    /// Changes whenever answers or ratings could change.
    engine_version: &'static str,
    /// The `key=value` rules a game ID may carry, in canonical order.
    rules: Vec<ParamListing>,
    /// The generator's own options.
    generate: Vec<ParamListing>,
    /// The difficulty levels, easiest first.
    difficulties: Vec<&'static str>,
    /// Each difficulty level's name in the request's language.
    difficulty_labels: BTreeMap<&'static str, String>,
    /// The solvers: the exact ones and the textbook algorithms.
    solvers: Vec<SolverInfo>,
    /// The puzzle's own actions (`POST /api/{id}/actions/{name}`).
    actions: Vec<ActionListing>,
}

/// One of a puzzle's own actions, worded.
#[derive(Debug, Serialize, JsonSchema)]
struct ActionListing {
    name: &'static str,
    /// Other names its route answers to.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    aliases: Vec<&'static str>,
    summary: String,
    takes_game: bool,
    random: bool,
    params: Vec<ParamListing>,
}

/// A rule or a generator option, worded.
#[derive(Debug, Serialize, JsonSchema)]
struct ParamListing {
    key: &'static str,
    /// Other keys it is read under.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    aliases: Vec<&'static str>,
    label: String,
    help: String,
    #[serde(flatten)]
    kind: KindListing,
    default: String,
}

/// The values an option takes, their labels worded.
#[derive(Debug, Serialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
enum KindListing {
    Choice { options: Vec<ChoiceListing> },
    Integer { min: u64, max: u64 },
    Flags { options: Vec<ChoiceListing> },
    Text { example: &'static str },
}

#[derive(Debug, Serialize, JsonSchema)]
struct ChoiceListing {
    value: &'static str,
    label: String,
}

pub async fn list(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
) -> Json<PuzzleList> {
    let puzzles = state
        .registry
        .iter()
        .map(|p| listing(p.info(), p.solvers(), p.actions(), lang))
        .collect();
    Json(PuzzleList {
        lang: lang.tag(),
        lab_default: state.registry.lab_default(),
        puzzles,
    })
}

/// `solver`'s label on puzzle `id` in `lang` (see [`puzzle::Words::solver_using`]), or `None`
/// when the catalogue lacks it ([`SolverInfo::label_words`]).
pub fn solver_label(id: &str, solver: &SolverInfo, lang: Lang) -> Option<String> {
    let words = solver.label_words(id);
    i18n::said(lang, &serde_json::to_value(words).ok()?)
}

/// `info` and `solvers` worded in `lang`: the catalogue's words where it has them, the
/// puzzle's English otherwise; and the names of its levels.
pub fn listing(
    info: &PuzzleInfo,
    solvers: Vec<SolverInfo>,
    actions: Vec<ActionInfo>,
    lang: Lang,
) -> PuzzleListing {
    let id = info.id;
    let word = |key: String, english: &str| {
        i18n::message(lang, &key, &[]).unwrap_or_else(|| english.to_string())
    };
    let params = |group: &str, specs: &[ParamSpec]| -> Vec<ParamListing> {
        specs
            .iter()
            .map(|spec| {
                let key = spec.key;
                let choices = |options: &[ParamChoice]| {
                    options
                        .iter()
                        .map(|o| ChoiceListing {
                            value: o.value,
                            label: word(format!("{id}-{group}-{key}-{}", o.value), o.label),
                        })
                        .collect()
                };
                ParamListing {
                    key,
                    aliases: spec.aliases.clone(),
                    label: word(format!("{id}-{group}-{key}"), spec.label),
                    help: word(format!("{id}-{group}-{key}-help"), spec.help),
                    kind: match &spec.kind {
                        ParamKind::Choice { options } => KindListing::Choice {
                            options: choices(options),
                        },
                        ParamKind::Integer { min, max } => KindListing::Integer {
                            min: *min,
                            max: *max,
                        },
                        ParamKind::Flags { options } => KindListing::Flags {
                            options: choices(options),
                        },
                        ParamKind::Text { example } => KindListing::Text { example },
                    },
                    default: spec.default.clone(),
                }
            })
            .collect()
    };
    PuzzleListing {
        id,
        name: word(format!("{id}-name"), info.name),
        native_name: info.native_name,
        summary: word(format!("{id}-summary"), info.summary),
        page: format!("/{id}"),
        example: info.example,
        opening: info.opening.clone(),
        syntax: word(format!("{id}-syntax"), info.syntax),
        cost_unit: word(format!("{id}-cost-unit"), info.cost_unit),
        move_syntax: info.move_syntax,
        move_notation: info.move_notation,
        engine_version: info.engine_version,
        rules: params("rule", &info.rules),
        generate: params("gen", &info.generate),
        difficulties: info.difficulties.clone(),
        difficulty_labels: info
            .difficulties
            .iter()
            .map(|&level| (level, word(format!("level-{level}"), level)))
            .collect(),
        solvers: solvers
            .into_iter()
            .map(|mut solver| {
                if let Some(label) = solver_label(id, &solver, lang) {
                    solver.label = label;
                }
                solver
            })
            .collect(),
        actions: actions
            .iter()
            .map(|action| {
                let name = action.name;
                ActionListing {
                    name,
                    aliases: action.aliases.clone(),
                    summary: word(format!("{id}-action-{name}"), action.summary),
                    takes_game: action.takes_game,
                    random: action.random,
                    params: params(&format!("action-{name}"), &action.params),
                }
            })
            .collect(),
    }
}
