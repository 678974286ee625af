//! The Puzzle Lab web app: a JSON API for every puzzle and the browser UI, embedded in the
//! binary.
//!
//! [`app`] builds the axum router; [`serve`] runs it on a bound listener. Every computation
//! behind a request runs with node and time limits ([`LimitPolicy`]), off the async runtime,
//! and is cancelled when the client goes away.

#![warn(missing_docs)]

mod api;
mod assets;
pub mod entries;
mod error;
mod extract;
mod jobs;
mod limits;
mod state;

pub use error::ApiError;
pub use limits::{LimitPolicy, RequestLimits};
pub use state::AppState;

use axum::extract::DefaultBodyLimit;
use axum::Router;

/// Largest request body accepted, in bytes. Puzzle descriptions are tiny; library imports are
/// the largest legitimate bodies.
pub const MAX_BODY_BYTES: usize = 2 * 1024 * 1024;

/// The whole web app: API under `/api`, UI pages and assets elsewhere.
pub fn app(state: AppState) -> Router {
    Router::new()
        .nest("/api", api::routes())
        .merge(assets::routes())
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .with_state(state)
}

/// Serves the app on `listener` until the process is stopped (Ctrl-C).
pub async fn serve(listener: tokio::net::TcpListener, state: AppState) -> std::io::Result<()> {
    axum::serve(listener, app(state))
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await
}
