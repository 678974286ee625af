//! `GET /api/puzzles`: every puzzle of the registry with what a page and a script need to
//! know about it (names, the example game, the game ID syntax, the rules, the generator's
//! options, the difficulty levels and the solvers).

use axum::extract::State;
use axum::Json;
use serde_json::{json, Value};

use crate::state::AppState;

pub async fn list(State(state): State<AppState>) -> Json<Value> {
    let puzzles: Vec<Value> = state
        .registry
        .iter()
        .map(|p| {
            let mut info = json!(p.info());
            info["solvers"] = json!(p.solvers());
            info
        })
        .collect();
    Json(json!({ "puzzles": puzzles }))
}
