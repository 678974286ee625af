//! `POST /api/{id}/actions/{name}` `{game?, params?, seed?, limits?}`: a puzzle's own action
//! (see `puzzle::actions`), the same route for every action of every puzzle: a census, a
//! shuffle, a catalogue... `GET /api/puzzles` lists each puzzle's
//! actions with their options. The answer is [`puzzle::ActionAnswer`]; an action that deals a
//! new game answers its position in the shape of `/api/{id}/parse`. An unknown action is a
//! 404 naming the puzzle's actions, a bad option a 400 naming it, and the limits stopping the
//! work a 413 `stopped`. It runs bounded like every computation, and stores nothing (no write
//! token needed).

use std::collections::BTreeMap;

use axum::extract::{Path, State};
use axum::routing::post;
use axum::{Json, Router};
use puzzle::{ActionAnswer, ActionInput};
use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::Value;

use super::play::{check_size, param_texts};
use super::schemas::{GameId, OptionValue};
use crate::error::ApiError;
use crate::extract::ApiJson;
use crate::jobs::run_bounded;
use crate::limits::{Arrival, LimitFields, RequestLimits};
use crate::state::AppState;

pub fn routes() -> Router<AppState> {
    Router::new().route("/{puzzle}/actions/{action}", post(run))
}

/// The body of an action.
#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ActionBody {
    /// The game it works on, for an action that takes one.
    #[serde(default)]
    #[schemars(with = "Option<GameId>")]
    game: Option<String>,
    /// Its options by key (strings, numbers or booleans).
    #[serde(default)]
    #[schemars(with = "Option<BTreeMap<String, OptionValue>>")]
    params: Option<BTreeMap<String, Value>>,
    /// The random seed of a random action (the clock's when absent).
    #[serde(default)]
    seed: Option<u64>,
    /// The limits of the work, within the server's.
    #[serde(default)]
    #[schemars(with = "Option<LimitFields>")]
    limits: Option<RequestLimits>,
}

async fn run(
    State(state): State<AppState>,
    Path((id, action)): Path<(String, String)>,
    arrival: Arrival,
    ApiJson(body): ApiJson<ActionBody>,
) -> Result<Json<ActionAnswer>, ApiError> {
    if let Some(game) = &body.game {
        check_size(game)?;
    }
    let input = ActionInput {
        game: body.game,
        params: param_texts(body.params.as_ref())?,
        seed: body.seed,
    };
    // an unknown puzzle or action is a 404 before the request waits for a slot
    let puzzle = state.puzzle(&id)?;
    puzzle::find_action(puzzle.info(), puzzle.actions(), &action)?;
    let app = state.clone();
    let answer = run_bounded(&state, body.limits, arrival, move |limits| {
        Ok(app.puzzle(&id)?.action(&action, &input, &limits)?)
    })
    .await?;
    Ok(Json(answer))
}
