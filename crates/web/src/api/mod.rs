//! The JSON API, mounted under `/api`. One module per area; unknown paths get a JSON 404.

mod catalogue;
mod eight_puzzle;
mod klotski;
mod lianliankan;
mod library;
mod matchstick;
mod tendrops;

use axum::routing::get;
use axum::{Json, Router};

use crate::error::ApiError;
use crate::state::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/health", get(health))
        .route("/puzzles", get(catalogue::list))
        .merge(eight_puzzle::routes())
        .merge(library::routes())
        .merge(klotski::routes())
        .merge(lianliankan::routes())
        .merge(matchstick::routes())
        .merge(tendrops::routes())
        .fallback(unknown_endpoint)
}

async fn health() -> Json<serde_json::Value> {
    Json(serde_json::json!({ "ok": true, "version": env!("CARGO_PKG_VERSION") }))
}

async fn unknown_endpoint(uri: axum::http::Uri) -> ApiError {
    ApiError::not_found(format!(
        "no API endpoint at {uri}; GET /api/puzzles lists the puzzles"
    ))
}
