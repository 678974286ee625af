//! `POST /api/lianliankan/shuffle` `{game, seed?, limits?}`: the remaining tiles dealt again so
//! that the board can still be cleared; answers with the new position (the shape of
//! `/api/{id}/parse`), 404 when no deal of them can be cleared (proven; under gravity: none
//! of the deals tried), or 413 `stopped` when the limits stopped the search first.

use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};
use puzzle::Puzzle as _;
use serde::Deserialize;
use serde_json::Value;

use crate::error::ApiError;
use crate::extract::ApiJson;
use crate::jobs::run_bounded;
use crate::limits::{Arrival, RequestLimits};
use crate::state::AppState;

pub fn routes() -> Router<AppState> {
    Router::new().route("/lianliankan/shuffle", post(shuffle))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ShuffleRequest {
    game: String,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

async fn shuffle(
    State(state): State<AppState>,
    arrival: Arrival,
    ApiJson(req): ApiJson<ShuffleRequest>,
) -> Result<Json<Value>, ApiError> {
    let engine = lianliankan::Lianliankan;
    let game = engine.parse(&req.game)?;
    let seed = req.seed.unwrap_or_else(puzzle::clock_seed);
    let app = state.clone();
    let value = run_bounded(&state, req.limits, arrival, move |limits| {
        let dealt = lianliankan::backend::shuffle(&game, seed, &limits)?;
        let id = engine.format(&dealt);
        let position = app.puzzle("lianliankan")?.position(&id)?;
        Ok(puzzle::answers::to_json(position))
    })
    .await?;
    Ok(Json(value))
}
