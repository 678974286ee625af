//! The JSON API, mounted under `/api`: the server's health and what it allows, the puzzle
//! list, the routes every puzzle answers (`play`), the libraries, saved games and records, and
//! each puzzle's own actions through one route (`actions`). Unknown paths get a JSON 404.

mod actions;
pub(crate) mod catalogue;
mod languages;
mod library;
mod library_answers;
mod openapi;
mod openapi_model;
mod play;
mod schemas;

use axum::extract::State;
use axum::http::HeaderMap;
use axum::routing::get;
use axum::{Json, Router};
use schemars::JsonSchema;
use serde::Serialize;

use crate::access::{credentials, Credentials};
use crate::error::ApiError;
use crate::state::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/health", get(health))
        .route("/server", get(server))
        .route("/puzzles", get(catalogue::list))
        .route("/openapi.json", get(openapi::document))
        .route("/languages", get(languages::list))
        .route("/i18n/{lang}", get(languages::catalogue))
        .merge(library::routes())
        .merge(actions::routes())
        .merge(play::routes())
        .fallback(unknown_endpoint)
}

/// The answer of `GET /api/health`.
#[derive(Serialize, JsonSchema)]
pub(crate) struct Health {
    /// Always true: the server answers.
    ok: bool,
    /// The program's version.
    version: &'static str,
    /// How many computations wait in line for a job slot.
    waiting: usize,
}

async fn health(State(state): State<AppState>) -> Json<Health> {
    Json(Health {
        ok: true,
        version: env!("CARGO_PKG_VERSION"),
        waiting: state.queue.waiting(),
    })
}

/// The answer of `GET /api/server`: what the server allows. A page without the token keeps
/// its saved games and records in the browser.
#[derive(Serialize, JsonSchema)]
pub(crate) struct ServerAccess {
    /// A server for a class: libraries, saved games and records change only with the
    /// teacher's token.
    writes_need_token: bool,
    /// This request's `Authorization: Bearer` token is the server's.
    token_accepted: bool,
}

async fn server(State(state): State<AppState>, headers: HeaderMap) -> Json<ServerAccess> {
    let token_accepted = match (&state.write_token, credentials(&headers)) {
        (Some(token), Credentials::Bearer(given)) => token.matches(given),
        _ => false,
    };
    Json(ServerAccess {
        writes_need_token: state.write_token.is_some(),
        token_accepted,
    })
}

async fn unknown_endpoint(uri: axum::http::Uri) -> ApiError {
    ApiError::not_found(puzzle::Words::new("error-no-endpoint").arg("uri", uri))
}

/// The OpenAPI document for the puzzles of `registry`.
pub(crate) fn openapi_document(registry: &puzzle::Registry) -> serde_json::Value {
    openapi::of_registry(registry)
}
