//! The few routes that belong to one puzzle only (everything shared is in `play`): one module
//! per puzzle that has such a route.

mod lianliankan;

use axum::Router;

use crate::state::AppState;

pub fn routes() -> Router<AppState> {
    Router::new().merge(lianliankan::routes())
}
