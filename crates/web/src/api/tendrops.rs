//! The Ten Drops (十滴水) API, routes under `/api/tendrops/`: everything the game page needs.
//!
//! - `GET  /tendrops/campaign`: the built-in campaign (board, difficulty, par per level) and the
//!   default rules.
//! - `POST /tendrops/parse` `{board}`: validate a board text; the board, or a 400 naming the row
//!   and column (and character position) of the first problem.
//! - `POST /tendrops/validate` `{board}`: the same check as an answer (`valid` true with the
//!   board, or false with `error: {code, message}`), for inline validation while typing.
//! - `POST /tendrops/tap` `{board, supply?, tap: [row, col], timing?, empty_taps?}`: one tap:
//!   the report (bursts, bonus, clear bonus, supply, status) and the chain's event log (one
//!   frame per tick) for the animation.
//! - `POST /tendrops/solve` `{board, supply?, timing?, empty_taps?, objective?, playback?,
//!   limits?}` and `GET /tendrops/solve/stream?board=&supply=&timing=&empty_taps=&objective=&
//!   playback=&max_nodes=&max_seconds=`: the exact solver (taps, sequence, `optimal`,
//!   `lower_bound`, `drops_left`, ...). `objective` is `min_taps` (default) or `most_left` (the
//!   most drops left at the end). With `playback: true` the answer also has `steps`, one per
//!   position of the sequence (see [`playback`]). A run stopped by its limits answers
//!   `optimal: false`: the page says the answer is only bounded.
//! - `POST /tendrops/generate` `{difficulty?, seed?, timing?, empty_taps?, limits?}` and
//!   `GET /tendrops/generate/stream?difficulty=&seed=&timing=&empty_taps=&max_nodes=&max_seconds=`:
//!   a random 6x6 level whose proven minimum (under those rules) fits the difficulty (`board`,
//!   `taps`, `sequence`, `seed`, ...).
//!
//! `empty_taps` (true by default, as in the original game) says whether an empty cell may be
//! tapped to create a drop; it rules the tap, the solver, the hint and the generator alike. It
//! and `playback` take `true`/`false` (`empty_taps` also `allow`/`forbid`); a bad value of any
//! option is a 400 naming the field (see [`options`]).
//!
//! The game itself (history, undo, restart) lives in the page; the server is stateless. Every
//! computation runs through [`run_bounded`] / [`stream_bounded`] with the engine's `Limits`.

use axum::extract::State;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use tendrops::board::MAX_SIDE;
use tendrops::{Board, Game, ParseBoardError, Pos, Rules, SolveOptions};

use crate::error::ApiError;
use crate::extract::{ApiJson, ApiQuery};
use crate::jobs::{run_bounded, run_quick, stream_bounded};
use crate::limits::RequestLimits;
use crate::state::AppState;

mod options;
mod playback;

use options::{objective_json, parse_objective, parse_rules, switch_json, switch_text};

/// Longest board text accepted (16 rows of 16 cells with separators and some spaces).
pub const MAX_BOARD_CHARS: usize = 600;
/// Largest supply a request may name.
pub const MAX_SUPPLY: u32 = 1000;
/// Most cells the solver accepts (the engine's limit).
pub const MAX_SOLVE_CELLS: usize = tendrops::solver::packed::MAX_CELLS;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/tendrops/campaign", get(campaign))
        .route("/tendrops/parse", post(parse))
        .route("/tendrops/validate", post(validate))
        .route("/tendrops/tap", post(tap))
        .route("/tendrops/solve", post(solve))
        .route("/tendrops/solve/stream", get(solve_stream))
        .route("/tendrops/generate", post(generate))
        .route("/tendrops/generate/stream", get(generate_stream))
}

// ----- requests ------------------------------------------------------------------------------

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ParseRequest {
    board: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct TapRequest {
    board: String,
    #[serde(default)]
    supply: Option<u32>,
    tap: [i64; 2],
    #[serde(default)]
    timing: Option<String>,
    #[serde(default)]
    empty_taps: Option<Value>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SolveRequest {
    board: String,
    #[serde(default)]
    supply: Option<u32>,
    #[serde(default)]
    timing: Option<String>,
    #[serde(default)]
    empty_taps: Option<Value>,
    #[serde(default)]
    objective: Option<Value>,
    #[serde(default)]
    playback: Option<Value>,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SolveQuery {
    board: String,
    supply: Option<u32>,
    timing: Option<String>,
    empty_taps: Option<String>,
    objective: Option<String>,
    playback: Option<String>,
    max_nodes: Option<u64>,
    max_seconds: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct GenerateRequest {
    #[serde(default)]
    difficulty: Option<String>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    timing: Option<String>,
    #[serde(default)]
    empty_taps: Option<Value>,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct GenerateQuery {
    difficulty: Option<String>,
    seed: Option<u64>,
    timing: Option<String>,
    empty_taps: Option<String>,
    max_nodes: Option<u64>,
    max_seconds: Option<f64>,
}

// ----- parsing with positioned messages ------------------------------------------------------

/// The 1-based character position in `text` of the cell at 1-based (`row`, `column`) of the
/// board (rows split by `/` or line breaks, spaces ignored).
fn char_position(text: &str, row: usize, column: usize) -> Option<usize> {
    let (mut r, mut c) = (1usize, 0usize);
    let mut seen_cell_in_row = false;
    for (i, ch) in text.chars().enumerate() {
        match ch {
            '/' | '\n' => {
                if seen_cell_in_row || ch == '/' {
                    r += 1;
                }
                c = 0;
                seen_cell_in_row = false;
            }
            '\r' | ' ' | '\t' => {}
            _ => {
                c += 1;
                seen_cell_in_row = true;
                if r == row && c == column {
                    return Some(i + 1);
                }
            }
        }
    }
    None
}

fn parse_board(text: &str) -> Result<Board, ApiError> {
    if text.chars().count() > MAX_BOARD_CHARS {
        return Err(ApiError::too_large(format!(
            "the board text has {} characters; at most {MAX_BOARD_CHARS} are accepted \
             (boards are at most {MAX_SIDE}x{MAX_SIDE})",
            text.chars().count()
        )));
    }
    text.parse::<Board>().map_err(|e| board_error(text, &e))
}

fn board_error(text: &str, e: &ParseBoardError) -> ApiError {
    match e {
        ParseBoardError::BadCell { row, column, .. } => match char_position(text, *row, *column) {
            Some(p) => ApiError::invalid(format!("board: {e} (character {p})")),
            None => ApiError::invalid(format!("board: {e}")),
        },
        ParseBoardError::TooManyRows { .. } | ParseBoardError::TooManyColumns { .. } => {
            ApiError::too_large(format!("board: {e}"))
        }
        _ => ApiError::invalid(format!("board: {e}")),
    }
}

fn check_supply(supply: Option<u32>) -> Result<Option<u32>, ApiError> {
    match supply {
        Some(s) if s > MAX_SUPPLY => Err(ApiError::too_large(format!(
            "supply: {s} drops asked; at most {MAX_SUPPLY} are allowed"
        ))),
        other => Ok(other),
    }
}

fn board_json(board: &Board) -> Value {
    json!({
        "board": board.to_line(),
        "rows": board.rows(),
        "cols": board.cols(),
        "cells": board.cells(),
        "drops": board.drop_count(),
        "water": board.water(),
    })
}

// ----- handlers ------------------------------------------------------------------------------

#[derive(Serialize)]
struct CampaignLevelBody {
    number: usize,
    board: String,
    difficulty: tendrops::generate::Difficulty,
    par: u32,
}

async fn campaign() -> Json<Value> {
    let levels: Vec<CampaignLevelBody> = tendrops::campaign::campaign()
        .into_iter()
        .map(|l| CampaignLevelBody {
            number: l.number,
            board: l.board.to_line(),
            difficulty: l.difficulty,
            par: l.par,
        })
        .collect();
    Json(json!({ "levels": levels, "rules": Rules::default() }))
}

async fn parse(ApiJson(req): ApiJson<ParseRequest>) -> Result<Json<Value>, ApiError> {
    let board = parse_board(&req.board)?;
    Ok(Json(board_json(&board)))
}

async fn validate(ApiJson(req): ApiJson<ParseRequest>) -> Json<Value> {
    match parse_board(&req.board) {
        Ok(board) => {
            let mut v = board_json(&board);
            v["valid"] = json!(true);
            Json(v)
        }
        Err(e) => Json(json!({
            "valid": false,
            "error": { "code": e.code, "message": e.message },
        })),
    }
}

async fn tap(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<TapRequest>,
) -> Result<Json<Value>, ApiError> {
    let board = parse_board(&req.board)?;
    let empty_taps = switch_json("empty_taps", req.empty_taps.as_ref())?;
    let rules = parse_rules(req.timing.as_deref(), empty_taps)?;
    let supply = check_supply(req.supply)?.unwrap_or(rules.supply);
    let [r, c] = req.tap;
    if r < 0 || c < 0 || r as usize >= board.rows() || c as usize >= board.cols() {
        return Err(ApiError::invalid(format!(
            "tap: row {r}, column {c} is outside the {}x{} board (rows 0-{}, columns 0-{})",
            board.rows(),
            board.cols(),
            board.rows() - 1,
            board.cols() - 1
        )));
    }
    let pos = Pos::new(r as usize, c as usize);
    // A chain on a board of at most 16x16 cells is short, but it still runs as a bounded job.
    run_quick(&state, move |_limits| {
        let mut game = Game::with_supply(board, rules, supply);
        let (report, log) = game
            .tap_with_log(pos)
            .map_err(|e| ApiError::invalid(format!("tap at row {r}, column {c}: {e}")))?;
        Ok(Json(json!({
            "report": report,
            "log": log,
            "after": board_json(game.board()),
            "supply": game.supply(),
            "status": game.status(),
        })))
    })
    .await
}

/// What a solve request asks, in either form (JSON body or query string).
struct SolveAsk<'a> {
    board: &'a str,
    supply: Option<u32>,
    timing: Option<&'a str>,
    empty_taps: Option<bool>,
    objective: Option<&'a str>,
}

fn prepare_solve(ask: SolveAsk<'_>) -> Result<(Board, SolveOptions), ApiError> {
    let SolveAsk {
        board,
        supply,
        timing,
        empty_taps,
        objective,
    } = ask;
    let board = parse_board(board)?;
    if board.len() > MAX_SOLVE_CELLS {
        return Err(ApiError::too_large(format!(
            "board: {}x{} = {} cells; the solver handles at most {MAX_SOLVE_CELLS} cells (e.g. 6x7)",
            board.rows(),
            board.cols(),
            board.len()
        )));
    }
    let rules = parse_rules(timing, empty_taps)?;
    let mut options = SolveOptions::new(rules);
    options.objective = parse_objective(objective)?;
    options.supply = check_supply(supply)?;
    Ok((board, options))
}

/// Solves, and with `with_playback` adds `steps` (every position of the sequence with its
/// proven minimum taps left) within the same budget.
fn run_solve(
    board: &Board,
    options: &SolveOptions,
    with_playback: bool,
    limits: &search::Limits,
) -> Result<Value, ApiError> {
    let started = std::time::Instant::now();
    let solution = tendrops::solve(board, options, limits)
        .map_err(|e| ApiError::too_large(format!("board: {e}")))?;
    let mut value =
        serde_json::to_value(&solution).map_err(|e| ApiError::internal(e.to_string()))?;
    if with_playback && solution.solvable == Some(true) {
        let steps = playback::steps(board, &solution, options, limits, started)?;
        value["steps"] = playback::steps_json(&steps)?;
    }
    Ok(value)
}

async fn solve(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<SolveRequest>,
) -> Result<Json<Value>, ApiError> {
    let (board, options) = prepare_solve(SolveAsk {
        board: &req.board,
        supply: req.supply,
        timing: req.timing.as_deref(),
        empty_taps: switch_json("empty_taps", req.empty_taps.as_ref())?,
        objective: objective_json(req.objective.as_ref())?,
    })?;
    let with_playback = switch_json("playback", req.playback.as_ref())?.unwrap_or(false);
    run_bounded(&state, req.limits, move |limits| {
        run_solve(&board, &options, with_playback, &limits).map(Json)
    })
    .await
}

async fn solve_stream(
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<SolveQuery>,
) -> Result<axum::response::Response, ApiError> {
    use axum::response::IntoResponse as _;
    let (board, options) = prepare_solve(SolveAsk {
        board: &q.board,
        supply: q.supply,
        timing: q.timing.as_deref(),
        empty_taps: switch_text("empty_taps", q.empty_taps.as_deref())?,
        objective: q.objective.as_deref(),
    })?;
    let with_playback = switch_text("playback", q.playback.as_deref())?.unwrap_or(false);
    let requested = RequestLimits {
        max_nodes: q.max_nodes,
        max_seconds: q.max_seconds,
    };
    Ok(stream_bounded(&state, Some(requested), move |limits| {
        run_solve(&board, &options, with_playback, &limits)
    })
    .into_response())
}

fn generate_options(
    difficulty: Option<&str>,
    seed: Option<u64>,
    timing: Option<&str>,
    empty_taps: Option<bool>,
) -> Result<tendrops::generate::GenerateOptions, ApiError> {
    use tendrops::generate::{Difficulty, GenerateOptions};
    let difficulty: Difficulty = match difficulty.filter(|d| !d.trim().is_empty()) {
        Some(d) => d
            .parse()
            .map_err(|e| ApiError::invalid(format!("difficulty: {e}")))?,
        None => Difficulty::Easy,
    };
    let seed = seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0)
    });
    let mut options = GenerateOptions::new(difficulty, seed);
    options.solve = SolveOptions::new(parse_rules(timing, empty_taps)?);
    Ok(options)
}

fn run_generate(
    options: &tendrops::generate::GenerateOptions,
    limits: &search::Limits,
) -> Result<Value, ApiError> {
    use tendrops::generate::GenerateError;
    match tendrops::generate::generate(options, limits) {
        Ok(level) => serde_json::to_value(&level).map_err(|e| ApiError::internal(e.to_string())),
        Err(e @ GenerateError::TooLarge { .. }) => Err(ApiError::too_large(e.to_string())),
        Err(e) => Err(ApiError::conflict(e.to_string())),
    }
}

async fn generate(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<GenerateRequest>,
) -> Result<Json<Value>, ApiError> {
    let options = generate_options(
        req.difficulty.as_deref(),
        req.seed,
        req.timing.as_deref(),
        switch_json("empty_taps", req.empty_taps.as_ref())?,
    )?;
    run_bounded(&state, req.limits, move |limits| {
        run_generate(&options, &limits).map(Json)
    })
    .await
}

async fn generate_stream(
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<GenerateQuery>,
) -> Result<axum::response::Response, ApiError> {
    use axum::response::IntoResponse as _;
    let options = generate_options(
        q.difficulty.as_deref(),
        q.seed,
        q.timing.as_deref(),
        switch_text("empty_taps", q.empty_taps.as_deref())?,
    )?;
    let requested = RequestLimits {
        max_nodes: q.max_nodes,
        max_seconds: q.max_seconds,
    };
    Ok(stream_bounded(&state, Some(requested), move |limits| {
        run_generate(&options, &limits)
    })
    .into_response())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn char_positions_follow_rows_and_columns() {
        assert_eq!(char_position("012/3x4", 2, 2), Some(6));
        assert_eq!(char_position("012\n3x4", 2, 2), Some(6));
        assert_eq!(char_position("0 1 2/3x4", 2, 2), Some(8));
    }
}
