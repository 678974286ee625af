//! The JSON API, mounted under `/api`: the puzzle list, the routes every puzzle answers
//! (`play`), the libraries, saved games and records, and the few routes of one puzzle only
//! (`extras`). Unknown paths get a JSON 404.

pub(crate) mod catalogue;
mod extras;
mod languages;
mod library;
mod openapi;
mod play;

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};

use crate::error::ApiError;
use crate::state::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/health", get(health))
        .route("/puzzles", get(catalogue::list))
        .route("/openapi.json", get(openapi::document))
        .route("/languages", get(languages::list))
        .route("/i18n/{lang}", get(languages::catalogue))
        .merge(library::routes())
        .merge(extras::routes())
        .merge(play::routes())
        .fallback(unknown_endpoint)
}

/// The server answers; how many computations wait in line for a job slot.
async fn health(State(state): State<AppState>) -> Json<serde_json::Value> {
    Json(serde_json::json!({
        "ok": true,
        "version": env!("CARGO_PKG_VERSION"),
        "waiting": state.queue.waiting(),
    }))
}

async fn unknown_endpoint(uri: axum::http::Uri) -> ApiError {
    ApiError::not_found(format!(
        "no API endpoint at {uri}; GET /api/puzzles lists the puzzles"
    ))
}
