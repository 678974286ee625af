//! The Puzzle Lab web app: a JSON API for every puzzle and the browser UI, embedded in the
//! binary.
//!
//! [`app`] builds the axum router; [`serve`] runs it on a bound listener. Every computation
//! behind a request runs with node and time limits ([`LimitPolicy`]), off the async runtime,
//! and is cancelled when the client goes away.

#![warn(missing_docs)]

mod access;
mod api;
mod assets;
mod bodies;
mod connections;
pub mod entries;
mod error;
mod extract;
mod flights;
mod guard;
mod jobs;
mod lang;
mod limits;
mod memory;
pub mod print;
mod protocol_errors;
mod proven;
mod queue;
mod server;
mod state;

pub use access::{BadToken, WriteToken, MAX_TOKEN_CHARS, MIN_TOKEN_CHARS};
pub use error::ApiError;
pub use guard::{
    AllowedHosts, CONTENT_SECURITY_POLICY, MAX_HEADERS, MAX_HEADER_BYTES, MAX_URI_BYTES,
};
pub use limits::{LimitPolicy, RequestLimits};
pub use server::{bind, serve_until, ServeOptions, LISTEN_BACKLOG, MAX_CONNECTIONS};
pub use state::AppState;

use axum::extract::DefaultBodyLimit;
use axum::middleware::{from_fn, from_fn_with_state};
use axum::Router;

/// Largest request body accepted, in bytes. Puzzle descriptions are tiny; library imports are
/// the largest legitimate bodies.
pub const MAX_BODY_BYTES: usize = 2 * 1024 * 1024;

/// The OpenAPI document `GET /api/openapi.json` sends for the puzzles of `registry` (tests
/// validate answers against it).
pub fn openapi_document(registry: &puzzle::Registry) -> serde_json::Value {
    api::openapi_document(registry)
}

/// The whole web app: API under `/api`, UI pages and assets elsewhere.
pub fn app(state: AppState) -> Router {
    let routed = Router::new()
        .nest("/api", api::routes())
        .merge(assets::routes())
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(from_fn_with_state(
            state.clone(),
            guard::check_host_and_origin,
        ))
        .with_state(state);
    // layers of a router wrap each route; these wrap the routing itself, so they see what
    // the router adds (a 405's Allow header) and what no route answers
    Router::new()
        .fallback_service(routed)
        .layer(from_fn(guard::json_errors))
        .layer(from_fn(guard::sizes_and_panics))
        .layer(from_fn(guard::security_headers))
        .layer(from_fn(limits::note_arrival))
}

/// Serves the app on `listener` until the process is stopped (Ctrl-C), with the
/// [`ServeOptions`] for this process (see [`serve_until`]).
pub async fn serve(listener: tokio::net::TcpListener, state: AppState) -> std::io::Result<()> {
    serve_until(listener, state, ServeOptions::for_this_process(), async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
}
