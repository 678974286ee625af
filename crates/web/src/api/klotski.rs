//! The klotski (华容道) API, routes under `/api/klotski/`: everything the game page needs.
//!
//! - `GET  /klotski/classics`: the 40 classic layouts with their optimal move counts.
//! - `POST /klotski/parse` `{layout}`: validate a layout (grid, name, CommonCode, ShortCode);
//!   the pieces, every text form, or a 400 that says what is wrong and where.
//! - `POST /klotski/validate` `{layout}`: the same check as an answer (`valid`: true with the
//!   layout's data, or false with `error: {code, message}`), for inline validation while typing.
//! - `POST /klotski/state` `{layout, metric?, limits?}`: the position for play: pieces, legal
//!   moves, moves to the goal ("N moves from here") and every optimal move (the hint).
//! - `POST /klotski/move` `{layout, metric?, move: {piece, from, to}, limits?}`: plays one move
//!   and answers with the new position's state.
//! - `POST /klotski/solve` `{layout, metric?, algorithm?, limits?}` and `GET /klotski/solve/
//!   stream?layout=&metric=&algorithm=&max_nodes=&max_seconds=`: the solution with every position
//!   along it; `algorithm` is `fast` (the exact solver, default) or a generic search algorithm.
//! - `POST /klotski/generate` `{difficulty? | min_moves + max_moves, metric?, seed?, limits?}`: a
//!   random solvable layout whose optimum lies in the range; `GET /klotski/generate/stream?...`
//!   (same fields plus `max_nodes`, `max_seconds`) streams progress and can be cancelled.
//!
//! The game itself (history, undo, redo) lives in the page; the server is stateless. Every
//! computation runs through [`run_bounded`] / [`stream_bounded`] with the engine's `Limits`.

use std::sync::Arc;

use axum::extract::State;
use axum::routing::{get, post};
use axum::{Json, Router};
use klotski::{Board, GroupMap, LayoutErrorAt, Metric, Move, PieceKind};
use search::Limits;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use crate::error::ApiError;
use crate::extract::{ApiJson, ApiQuery};
use crate::jobs::{run_bounded, stream_bounded};
use crate::limits::RequestLimits;
use crate::state::AppState;

/// Longest layout text accepted (a grid is 24 characters; names and codes are shorter).
pub const MAX_LAYOUT_CHARS: usize = 200;
/// Most random groups the generator may try for one request.
pub const MAX_GENERATE_ATTEMPTS: u32 = 1000;
/// Largest move count a generate request may ask for (the hardest layouts need 179 unit moves).
pub const MAX_GENERATE_MOVES: u32 = 250;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/klotski/classics", get(classics))
        .route("/klotski/parse", post(parse))
        .route("/klotski/validate", post(validate))
        .route("/klotski/state", post(state))
        .route("/klotski/move", post(play_move))
        .route("/klotski/solve", post(solve))
        .route("/klotski/solve/stream", get(solve_stream))
        .route("/klotski/generate", post(generate))
        .route("/klotski/generate/stream", get(generate_stream))
}

// ----- requests ------------------------------------------------------------------------------

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ParseRequest {
    layout: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PositionRequest {
    layout: String,
    #[serde(default)]
    metric: Option<String>,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SolveRequest {
    layout: String,
    #[serde(default)]
    metric: Option<String>,
    #[serde(default)]
    algorithm: Option<String>,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveInput {
    piece: String,
    from: [i64; 2],
    to: [i64; 2],
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveRequest {
    layout: String,
    #[serde(default)]
    metric: Option<String>,
    #[serde(rename = "move")]
    mv: MoveInput,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StreamQuery {
    layout: String,
    metric: Option<String>,
    algorithm: Option<String>,
    max_nodes: Option<u64>,
    max_seconds: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct GenerateRequest {
    #[serde(default)]
    difficulty: Option<String>,
    #[serde(default)]
    min_moves: Option<u32>,
    #[serde(default)]
    max_moves: Option<u32>,
    #[serde(default)]
    metric: Option<String>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    max_attempts: Option<u32>,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

// ----- parsing with positioned messages ------------------------------------------------------

/// A 400 for a layout the engine rejected; errors about one cell or character also give its
/// 1-based character position, from the byte range the parser reports.
fn layout_error(field: &str, text: &str, err: &LayoutErrorAt) -> ApiError {
    let mut message = format!("{field}: {}", err.error);
    if err.error.cell().is_some() {
        let pos = text
            .get(..err.span.start)
            .map_or(0, |before| before.chars().count())
            + 1;
        message.push_str(&format!(" (character {pos} of the {field})"));
    }
    let mut error = ApiError::invalid(message);
    error.code = "invalid_layout";
    error
}

fn parse_board(field: &str, text: &str) -> Result<Board, ApiError> {
    let chars = text.chars().count();
    if chars > MAX_LAYOUT_CHARS {
        return Err(ApiError::too_large(format!(
            "{field}: {chars} characters; a layout is at most {MAX_LAYOUT_CHARS} (a grid has 24)"
        )));
    }
    klotski::locate_layout(text).map_err(|e| layout_error(field, text, &e))
}

fn parse_metric(text: Option<&str>) -> Result<Metric, ApiError> {
    match text {
        None => Ok(Metric::Step),
        Some(t) => t.trim().parse().map_err(|_| {
            ApiError::invalid(format!(
                "metric: '{t}' is not a move metric; use step, straight or unit"
            ))
        }),
    }
}

fn parse_piece_kind(text: &str) -> Result<PieceKind, ApiError> {
    let kind = match text.trim().to_ascii_lowercase().as_str() {
        "block" | "c" => Some(PieceKind::Block),
        "horizontal" | "h" => Some(PieceKind::Horizontal),
        "vertical" | "v" => Some(PieceKind::Vertical),
        "soldier" | "s" => Some(PieceKind::Soldier),
        _ => None,
    };
    kind.ok_or_else(|| {
        ApiError::invalid(format!(
            "move.piece: '{text}' is not a piece kind; use block, horizontal, vertical or soldier"
        ))
    })
}

fn parse_cell(field: &str, [row, col]: [i64; 2]) -> Result<klotski::Cell, ApiError> {
    let rows = klotski::ROWS as i64;
    let cols = klotski::COLS as i64;
    if !(0..rows).contains(&row) || !(0..cols).contains(&col) {
        return Err(ApiError::invalid(format!(
            "{field}: [{row}, {col}] is off the board; rows are 0-{} and columns 0-{} (0-based)",
            rows - 1,
            cols - 1
        )));
    }
    Ok(klotski::Cell::new(row as u8, col as u8))
}

// ----- responses -----------------------------------------------------------------------------

#[derive(Debug, Serialize)]
struct PieceView {
    kind: PieceKind,
    letter: char,
    row: u8,
    col: u8,
    width: u8,
    height: u8,
}

fn pieces(board: Board) -> Vec<PieceView> {
    board
        .pieces()
        .into_iter()
        .map(|p| {
            let (width, height) = p.kind.size();
            PieceView {
                kind: p.kind,
                letter: p.kind.letter(),
                row: p.cell.row,
                col: p.cell.col,
                width,
                height,
            }
        })
        .collect()
}

/// What any layout answer carries: every text form, the pieces, solved or not.
fn layout_json(board: Board) -> Value {
    let codes = klotski::layout_codes(board);
    json!({
        "layout": codes.grid,
        "rows": codes.rows,
        "codes": codes,
        "pieces": pieces(board),
        "counts": board.piece_counts(),
        "standard": board.piece_counts().is_standard(),
        "solved": board.is_solved(),
    })
}

fn stopped(what: &str, reason: search::StopReason) -> ApiError {
    ApiError::too_large(format!(
        "{what} stopped before it finished ({reason}); ask for larger limits (limits.max_nodes, limits.max_seconds) within the server's ceilings"
    ))
}

/// The explored group of `board` in `metric`, from the engine's cache of recent groups or
/// explored within `limits`.
fn group_of(board: Board, metric: Metric, limits: &Limits) -> Result<Arc<GroupMap>, ApiError> {
    klotski::GroupCache::shared()
        .group(board, metric, limits)
        .map_err(|reason| stopped("the analysis of this position", reason))
}

/// The position for play: layout, legal moves, distance to the goal and the optimal moves.
fn state_json(board: Board, metric: Metric, limits: &Limits) -> Result<Value, ApiError> {
    let group = group_of(board, metric, limits)?;
    let distance = group.distance(board);
    let mut value = layout_json(board);
    value["metric"] = json!(metric);
    value["legal_moves"] = json!(klotski::legal_moves(board, metric));
    value["distance"] = json!(distance);
    value["solvable"] = json!(distance.is_some());
    value["optimal_moves"] = json!(group.optimal_moves(board));
    value["reachable"] = json!(group.len());
    value["stats"] = json!(group.stats());
    Ok(value)
}

/// `None` (or "fast") is the engine's exact solver; any other name is a generic algorithm of
/// the `search` crate run on the same instance (`bfs`, `astar`, `beam:100`, ...).
fn parse_algorithm(name: Option<&str>) -> Result<Option<search::Algorithm>, ApiError> {
    match name.map(str::trim) {
        None | Some("") | Some("fast") => Ok(None),
        Some(n) => n
            .parse()
            .map(Some)
            .map_err(|e: search::ParseAlgorithmError| {
                ApiError::invalid(format!("algorithm: {e} (or 'fast' for the exact solver)"))
            }),
    }
}

fn solve_json(
    board: Board,
    metric: Metric,
    algorithm: Option<search::Algorithm>,
    limits: &Limits,
) -> Result<Value, ApiError> {
    let result = match algorithm {
        None => klotski::solve(board, metric, limits),
        Some(a) => klotski::solve_with_algorithm(board, metric, a, limits)
            .map_err(|e| ApiError::invalid(format!("algorithm: {e}")))?,
    };
    let positions: Vec<String> = result
        .boards
        .iter()
        .map(|&b| klotski::format_grid(b))
        .collect();
    let mut value = json!(result);
    value["claim_text"] = json!(result.claim.to_string());
    value["positions"] = json!(positions);
    Ok(value)
}

// ----- handlers ------------------------------------------------------------------------------

async fn classics() -> Json<Value> {
    Json(json!({ "classics": klotski::classics() }))
}

async fn parse(ApiJson(req): ApiJson<ParseRequest>) -> Result<Json<Value>, ApiError> {
    let board = parse_board("layout", &req.layout)?;
    Ok(Json(layout_json(board)))
}

/// Like `parse`, but a layout with mistakes is an answer, not an error: `{"valid": false,
/// "error": {"code", "message"}}` (the editor checks every keystroke with it).
async fn validate(ApiJson(req): ApiJson<ParseRequest>) -> Json<Value> {
    Json(match parse_board("layout", &req.layout) {
        Ok(board) => {
            let mut value = layout_json(board);
            value["valid"] = json!(true);
            value
        }
        Err(e) => json!({ "valid": false, "error": { "code": e.code, "message": e.message } }),
    })
}

async fn state(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<PositionRequest>,
) -> Result<Json<Value>, ApiError> {
    let board = parse_board("layout", &req.layout)?;
    let metric = parse_metric(req.metric.as_deref())?;
    let value = run_bounded(&app, req.limits, move |limits| {
        state_json(board, metric, &limits)
    })
    .await?;
    Ok(Json(value))
}

async fn play_move(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<MoveRequest>,
) -> Result<Json<Value>, ApiError> {
    let board = parse_board("layout", &req.layout)?;
    let metric = parse_metric(req.metric.as_deref())?;
    let mv = Move {
        piece: parse_piece_kind(&req.mv.piece)?,
        from: parse_cell("move.from", req.mv.from)?,
        to: parse_cell("move.to", req.mv.to)?,
    };
    let after = klotski::apply_move(board, mv, metric)
        .map_err(|e| ApiError::invalid(format!("move: {e}")))?;
    let value = run_bounded(&app, req.limits, move |limits| {
        let mut value = state_json(after, metric, &limits)?;
        value["move"] = json!(mv);
        value["before"] = json!(klotski::format_grid(board));
        Ok(value)
    })
    .await?;
    Ok(Json(value))
}

async fn solve(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<SolveRequest>,
) -> Result<Json<Value>, ApiError> {
    let board = parse_board("layout", &req.layout)?;
    let metric = parse_metric(req.metric.as_deref())?;
    let algorithm = parse_algorithm(req.algorithm.as_deref())?;
    let value = run_bounded(&app, req.limits, move |limits| {
        solve_json(board, metric, algorithm, &limits)
    })
    .await?;
    Ok(Json(value))
}

async fn solve_stream(
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<StreamQuery>,
) -> Result<impl axum::response::IntoResponse, ApiError> {
    let board = parse_board("layout", &q.layout)?;
    let metric = parse_metric(q.metric.as_deref())?;
    let algorithm = parse_algorithm(q.algorithm.as_deref())?;
    let limits = RequestLimits {
        max_nodes: q.max_nodes,
        max_seconds: q.max_seconds,
    };
    Ok(stream_bounded(&app, Some(limits), move |limits| {
        solve_json(board, metric, algorithm, &limits)
    }))
}

/// Move ranges (step metric) of the named difficulties; other metrics scale them.
fn difficulty_range(name: &str, metric: Metric) -> Result<(u32, u32), ApiError> {
    let (min, max) = match name.trim().to_ascii_lowercase().as_str() {
        "easy" => (5, 30),
        "medium" => (31, 60),
        "hard" => (61, 100),
        "expert" => (101, 138),
        other => {
            return Err(ApiError::invalid(format!(
                "difficulty: '{other}' is not a difficulty; use easy, medium, hard or expert"
            )))
        }
    };
    // The hardest layouts need 138 step, 150 straight and 179 unit moves.
    let scale = |n: u32| match metric {
        Metric::Step => n,
        Metric::Straight => n * 150 / 138,
        Metric::Unit => n * 179 / 138,
    };
    Ok((scale(min), scale(max)))
}

/// Checks a generate request and turns it into the generator's options.
fn generate_options(req: &GenerateRequest) -> Result<klotski::GenerateOptions, ApiError> {
    let metric = parse_metric(req.metric.as_deref())?;
    let (min, max) = match (&req.difficulty, req.min_moves, req.max_moves) {
        (Some(d), None, None) => difficulty_range(d, metric)?,
        (None, Some(min), Some(max)) => (min, max),
        (None, None, None) => difficulty_range("medium", metric)?,
        _ => return Err(ApiError::invalid(
            "give either difficulty (easy, medium, hard, expert) or both min_moves and max_moves",
        )),
    };
    if min > max {
        return Err(ApiError::invalid(format!(
            "min_moves ({min}) is larger than max_moves ({max})"
        )));
    }
    if max > MAX_GENERATE_MOVES {
        return Err(ApiError::too_large(format!(
            "max_moves: {max}; at most {MAX_GENERATE_MOVES} (the hardest layouts need 138 step / 150 straight / 179 unit moves)"
        )));
    }
    let attempts = req.max_attempts.unwrap_or(300);
    if attempts == 0 || attempts > MAX_GENERATE_ATTEMPTS {
        return Err(ApiError::too_large(format!(
            "max_attempts: {attempts}; give 1 to {MAX_GENERATE_ATTEMPTS}"
        )));
    }
    let seed = req.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1)
    });
    Ok(klotski::GenerateOptions {
        min_moves: min,
        max_moves: max,
        metric,
        seed,
        max_attempts: attempts,
    })
}

fn generate_now(options: klotski::GenerateOptions, limits: &Limits) -> Result<Value, ApiError> {
    match klotski::generate(options, limits) {
        Ok(generated) => {
            let mut value = json!(generated);
            value["min_moves"] = json!(options.min_moves);
            value["max_moves"] = json!(options.max_moves);
            Ok(value)
        }
        Err(klotski::GenerateError::Stopped(reason)) => Err(stopped("the generator", reason)),
        Err(e @ klotski::GenerateError::NotFound { .. }) => Err(ApiError::not_found(e.to_string())),
        Err(e) => Err(ApiError::invalid(e.to_string())),
    }
}

async fn generate(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<GenerateRequest>,
) -> Result<Json<Value>, ApiError> {
    let options = generate_options(&req)?;
    let value = run_bounded(&app, req.limits, move |limits| {
        generate_now(options, &limits)
    })
    .await?;
    Ok(Json(value))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct GenerateQuery {
    difficulty: Option<String>,
    min_moves: Option<u32>,
    max_moves: Option<u32>,
    metric: Option<String>,
    seed: Option<u64>,
    max_attempts: Option<u32>,
    max_nodes: Option<u64>,
    max_seconds: Option<f64>,
}

async fn generate_stream(
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<GenerateQuery>,
) -> Result<impl axum::response::IntoResponse, ApiError> {
    let limits = RequestLimits {
        max_nodes: q.max_nodes,
        max_seconds: q.max_seconds,
    };
    let options = generate_options(&GenerateRequest {
        difficulty: q.difficulty,
        min_moves: q.min_moves,
        max_moves: q.max_moves,
        metric: q.metric,
        seed: q.seed,
        max_attempts: q.max_attempts,
        limits: None,
    })?;
    Ok(stream_bounded(&app, Some(limits), move |limits| {
        generate_now(options, &limits)
    }))
}
