//! `GET /api/puzzles`: every puzzle of the registry with what a page and a script need to
//! know about it (names, the example game, the game ID syntax, the rules, the generator's
//! options, the difficulty levels and the solvers), in the request's language: the words a
//! person reads come from the catalogue, under the keys [`puzzle::labels`] makes.

use std::collections::BTreeMap;

use axum::extract::State;
use axum::Json;
use i18n::Lang;
use puzzle::{
    ActionInfo, OptionGroup, ParamChoice, ParamKind, ParamSpec, PuzzleInfo, SolverInfo, Words,
};
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
    solvers: Vec<SolverListing>,
    /// The puzzle's own actions (`POST /api/{id}/actions/{name}`).
    actions: Vec<ActionListing>,
}

/// A solver a puzzle offers, worded.
#[derive(Debug, Serialize, JsonSchema)]
struct SolverListing {
    /// The spelling `solve` takes: `exact`, `bfs`, `astar`, `beam:1000`.
    name: String,
    /// What a table shows: `A*`, `the homework's IDDFS`.
    label: String,
    /// The heuristic it uses, when it uses one.
    heuristic: Option<String>,
    /// Whether it proves its answers optimal.
    exact: bool,
    /// Whether `compare` runs it when no list is given.
    compare: bool,
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

/// `solver`'s label on puzzle `id` in `lang` ([`SolverInfo::label_words`]).
fn solver_label(id: &str, solver: &SolverInfo, lang: Lang) -> String {
    puzzle::words::said(lang, &solver.label_words(id))
}

/// `info`, `solvers` and `actions` worded in `lang` from the catalogue (see
/// [`puzzle::labels`]), with the names of its levels.
pub fn listing(
    info: &PuzzleInfo,
    solvers: Vec<SolverInfo>,
    actions: Vec<ActionInfo>,
    lang: Lang,
) -> PuzzleListing {
    let id = info.id;
    let say = |words: Words| puzzle::words::said(lang, &words);
    let params = |group: OptionGroup, specs: &[ParamSpec]| -> Vec<ParamListing> {
        specs
            .iter()
            .map(|spec| {
                let choices = |options: &[ParamChoice]| {
                    options
                        .iter()
                        .map(|o| ChoiceListing {
                            value: o.value,
                            label: say(spec.value_words(id, group, o.value)),
                        })
                        .collect()
                };
                ParamListing {
                    key: spec.key,
                    aliases: spec.aliases.clone(),
                    label: say(spec.label_words(id, group)),
                    help: say(spec.help_words(id, group)),
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
        name: say(info.name_words()),
        native_name: info.native_name,
        summary: say(info.summary_words()),
        page: format!("/{id}"),
        example: info.example,
        opening: info.opening.clone(),
        syntax: say(info.syntax_words()),
        cost_unit: say(info.cost_unit_words()),
        move_syntax: info.move_syntax,
        move_notation: info.move_notation,
        engine_version: info.engine_version,
        rules: params(OptionGroup::Rule, &info.rules),
        generate: params(OptionGroup::Generate, &info.generate),
        difficulties: info.difficulties.clone(),
        difficulty_labels: info
            .difficulties
            .iter()
            .map(|&level| (level, say(Words::level(level))))
            .collect(),
        solvers: solvers
            .into_iter()
            .map(|solver| SolverListing {
                label: solver_label(id, &solver, lang),
                name: solver.name,
                heuristic: solver.heuristic,
                exact: solver.exact,
                compare: solver.compare,
            })
            .collect(),
        actions: actions
            .iter()
            .map(|action| ActionListing {
                name: action.name,
                aliases: action.aliases.clone(),
                summary: say(action.summary_words(id)),
                takes_game: action.takes_game,
                random: action.random,
                params: params(OptionGroup::Action(action.name), &action.params),
            })
            .collect(),
    }
}
