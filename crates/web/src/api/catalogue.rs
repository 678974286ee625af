//! `GET /api/puzzles`: every puzzle of the registry with what a page and a script need to
//! know about it (names, the example game, the game ID syntax, the rules, the generator's
//! options, the difficulty levels and the solvers), in the request's language: the words a
//! person reads come from the catalogue (`{id}-name`, `{id}-summary`, `{id}-syntax`, `{id}-rule-{key}`,
//! `{id}-gen-{key}` and their `-help` and `-{value}` for each choice, `{id}-solver-{name}`,
//! `level-{level}`), the puzzle's own English otherwise.

use axum::extract::State;
use axum::Json;
use i18n::Lang;
use serde_json::{json, Map, Value};

use crate::lang::RequestLang;
use crate::state::AppState;

pub async fn list(State(state): State<AppState>, RequestLang(lang): RequestLang) -> Json<Value> {
    let puzzles: Vec<Value> = state
        .registry
        .iter()
        .map(|p| {
            let mut info = json!(p.info());
            info["solvers"] = json!(p.solvers());
            localize(&mut info, lang);
            info
        })
        .collect();
    Json(json!({ "lang": lang.tag(), "puzzles": puzzles }))
}

/// The catalogue key of solver `name`'s label: `klotski-solver-beam-1000` for `beam:1000`.
pub fn solver_key(id: &str, name: &str) -> String {
    let slug: String = name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("{id}-solver-{slug}")
}

/// Replaces the words of one puzzle's info with `lang`'s and adds `difficulty_labels`.
pub fn localize(info: &mut Value, lang: Lang) {
    let id = info["id"].as_str().unwrap_or_default().to_string();
    let word = |key: String, value: &mut Value| {
        if let Some(text) = i18n::message(lang, &key, &[]) {
            *value = Value::String(text);
        }
    };
    word(format!("{id}-name"), &mut info["name"]);
    word(format!("{id}-summary"), &mut info["summary"]);
    word(format!("{id}-cost-unit"), &mut info["cost_unit"]);
    word(format!("{id}-syntax"), &mut info["syntax"]);
    for (group, field) in [("rule", "rules"), ("gen", "generate")] {
        if let Some(params) = info[field].as_array_mut() {
            for param in params {
                let key = param["key"].as_str().unwrap_or_default().to_string();
                word(format!("{id}-{group}-{key}"), &mut param["label"]);
                word(format!("{id}-{group}-{key}-help"), &mut param["help"]);
                if let Some(options) = param["options"].as_array_mut() {
                    for option in options {
                        let value = option["value"].as_str().unwrap_or_default().to_string();
                        word(format!("{id}-{group}-{key}-{value}"), &mut option["label"]);
                    }
                }
            }
        }
    }
    if let Some(solvers) = info["solvers"].as_array_mut() {
        for solver in solvers {
            let name = solver["name"].as_str().unwrap_or_default();
            word(solver_key(&id, name), &mut solver["label"]);
        }
    }
    let mut levels = Map::new();
    for level in info["difficulties"].as_array().cloned().unwrap_or_default() {
        if let Some(level) = level.as_str() {
            let label = i18n::message(lang, &format!("level-{level}"), &[])
                .unwrap_or_else(|| level.to_string());
            levels.insert(level.to_string(), Value::String(label));
        }
    }
    info["difficulty_labels"] = Value::Object(levels);
}
