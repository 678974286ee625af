//! The few routes that belong to one puzzle only (everything shared is in `play`):
//! Lianliankan's shuffle.

use axum::Router;

use crate::state::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
}
