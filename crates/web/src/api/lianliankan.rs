//! The lianliankan (连连看) API, routes under `/api/lianliankan/`: everything the game page needs.
//!
//! Every request names the board as text (`board`: m lines of n integers, 0 empty, -1 a blocker,
//! an optional first line `m n`; rows may also be joined by `/`) and the rules (`max_turns`:
//! 0..=1000 as a number or text, or `"any"`; default 2; `gravity`: `none` (default), `down`,
//! `up`, ...).
//!
//! - `POST /lianliankan/parse` `{board, max_turns?, gravity?}`: the board as the game sees it
//!   (`view`: rows, cols, cells, description, tiles_left, solved, stuck, rules) and `legal`, the
//!   number of removable pairs; or a 400 naming the line and column of the problem.
//! - `POST /lianliankan/validate` `{board, max_turns?, gravity?}`: the same check as an answer
//!   (`valid: true` with `view` and `legal`, or `valid: false` with `error: {code, message}`), for
//!   inline validation while typing.
//! - `POST /lianliankan/move` `{board, max_turns?, gravity?, a: [row, col], b: [row, col]}`:
//!   `{ok: true, removal: {a, b, kind, turns, path}, view}` or `{ok: false, why: {reason, ...},
//!   message}` (different kinds, no path within T turns, ...).
//! - `POST /lianliankan/hint` `{board, max_turns?, gravity?, limits?}`: `{hint: {kind: "pair",
//!   removal, optimal, remaining_cost} | {kind: "solved" | "dead_end" | "unknown"}, message}`; a
//!   suggested pair always leaves a board that can still be cleared.
//! - `POST /lianliankan/shuffle` `{board, max_turns?, gravity?, seed?, limits?}`: the remaining
//!   tiles dealt again so that the board can be cleared: `{view}`; 409 if no such deal was found.
//! - `POST /lianliankan/solve` `{board, max_turns?, gravity?, limits?}` and `GET
//!   /lianliankan/solve/stream?board=&max_turns=&gravity=&max_nodes=&max_seconds=`: the solver's
//!   `Solution` (solvable, cost, turns, optimal, lower_bound, removals, playback g/h/f, stats)
//!   plus `boards`, the cells before the first removal and after each one.
//! - `POST /lianliankan/rate` `{board, max_turns?, gravity?, limits?}`: the difficulty rating
//!   `{rating: {score, level, components, measures, why}}` (see `lianliankan::rating`).
//! - `POST /lianliankan/generate` `{rows, cols, pairs, kinds, blockers?, max_turns?, gravity?,
//!   clearable?, difficulty?, seed?, limits?}`: a new board `{view, seed, rating}`; with
//!   `difficulty` (`easy`, `medium`, `hard`, `expert`) clearable boards are made until one has
//!   that level (a 409 says which levels were found instead). A bad parameter is a 400 whose
//!   message starts with the field name (`pairs: ...`, `difficulty: ...`).
//!
//! The game itself (history, undo, counters, timer) lives in the page; the server is stateless.
//! Boards are at most [`MAX_WEB_SIDE`] x [`MAX_WEB_SIDE`] (larger is a 413) and every computation
//! runs through [`run_bounded`] / [`stream_bounded`] with the engine honouring `Limits`.

use axum::extract::State;
use axum::routing::{get, post};
use axum::{Json, Router};
use lianliankan::{
    Board, Game, Gravity, Hint, Level, MaxTurns, Params, Pos, Puzzle, RatingOptions, Rules,
};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::error::ApiError;
use crate::extract::{ApiJson, ApiQuery};
use crate::jobs::{run_bounded, run_quick, stream_bounded};
use crate::limits::RequestLimits;
use crate::state::AppState;

/// Largest number of rows or columns a board may have on the web.
pub const MAX_WEB_SIDE: usize = 20;
/// Longest board text accepted.
pub const MAX_BOARD_CHARS: usize = 4000;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/lianliankan/parse", post(parse))
        .route("/lianliankan/validate", post(validate))
        .route("/lianliankan/move", post(play_move))
        .route("/lianliankan/hint", post(hint))
        .route("/lianliankan/shuffle", post(shuffle))
        .route("/lianliankan/solve", post(solve))
        .route("/lianliankan/solve/stream", get(solve_stream))
        .route("/lianliankan/rate", post(rate))
        .route("/lianliankan/generate", post(generate))
}

// ----- requests ------------------------------------------------------------------------------

/// A turn limit as sent: a number (`2`) or text (`"2"`, `"any"`).
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
enum TurnsInput {
    Number(u64),
    Text(String),
}

impl TurnsInput {
    fn text(&self) -> String {
        match self {
            TurnsInput::Number(n) => n.to_string(),
            TurnsInput::Text(t) => t.clone(),
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct BoardRequest {
    board: String,
    #[serde(default)]
    max_turns: Option<TurnsInput>,
    #[serde(default)]
    gravity: Option<String>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct MoveRequest {
    board: String,
    #[serde(default)]
    max_turns: Option<TurnsInput>,
    #[serde(default)]
    gravity: Option<String>,
    a: [i64; 2],
    b: [i64; 2],
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StreamQuery {
    board: String,
    max_turns: Option<String>,
    gravity: Option<String>,
    max_nodes: Option<u64>,
    max_seconds: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct GenerateRequest {
    rows: usize,
    cols: usize,
    pairs: usize,
    kinds: usize,
    #[serde(default)]
    blockers: usize,
    #[serde(default)]
    max_turns: Option<TurnsInput>,
    #[serde(default)]
    gravity: Option<String>,
    #[serde(default)]
    clearable: Option<bool>,
    #[serde(default)]
    difficulty: Option<String>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

// ----- helpers -------------------------------------------------------------------------------

fn parse_rules(
    max_turns: &Option<TurnsInput>,
    gravity: &Option<String>,
) -> Result<Rules, ApiError> {
    let max_turns = match max_turns.as_ref().map(TurnsInput::text).as_deref() {
        None => MaxTurns::Limit(2),
        Some(text) => text
            .parse::<MaxTurns>()
            .map_err(|e| ApiError::invalid(format!("max_turns: {e}")))?,
    };
    let gravity = match gravity.as_deref() {
        None => Gravity::None,
        Some(text) => text
            .parse::<Gravity>()
            .map_err(|e| ApiError::invalid(format!("gravity: {e}")))?,
    };
    Ok(Rules { max_turns, gravity })
}

fn parse_board(text: &str) -> Result<Board, ApiError> {
    let chars = text.chars().count();
    if chars > MAX_BOARD_CHARS {
        return Err(ApiError::too_large(format!(
            "board: the text has {chars} characters; at most {MAX_BOARD_CHARS} are accepted"
        )));
    }
    let board =
        lianliankan::parse_board(text).map_err(|e| ApiError::invalid(format!("board: {e}")))?;
    check_size(board.rows(), board.cols())?;
    Ok(board)
}

fn check_size(rows: usize, cols: usize) -> Result<(), ApiError> {
    if rows > MAX_WEB_SIDE || cols > MAX_WEB_SIDE {
        return Err(ApiError::too_large(format!(
            "board: {rows} x {cols} is too large for the web; at most {MAX_WEB_SIDE} x {MAX_WEB_SIDE}"
        )));
    }
    Ok(())
}

fn puzzle(
    board: &str,
    max_turns: &Option<TurnsInput>,
    gravity: &Option<String>,
) -> Result<Puzzle, ApiError> {
    let rules = parse_rules(max_turns, gravity)?;
    Ok(Puzzle::new(parse_board(board)?, rules))
}

fn pos(field: &str, [row, col]: [i64; 2], game: &Game) -> Result<Pos, ApiError> {
    let board = game.board();
    if row < 0 || col < 0 || row as usize >= board.rows() || col as usize >= board.cols() {
        return Err(ApiError::invalid(format!(
            "{field}: [{row}, {col}] is outside the {} x {} board (rows 0..{}, columns 0..{})",
            board.rows(),
            board.cols(),
            board.rows() - 1,
            board.cols() - 1
        )));
    }
    Ok(Pos::new(row as i32, col as i32))
}

fn view_json(game: &Game) -> Value {
    json!({ "view": game.view(), "legal": game.legal_removals().len() })
}

fn to_value<T: serde::Serialize>(value: &T) -> Result<Value, ApiError> {
    serde_json::to_value(value).map_err(|e| ApiError::internal(format!("serialising: {e}")))
}

fn solve_json(puzzle: Puzzle, limits: &search::Limits) -> Result<Value, ApiError> {
    let solution = lianliankan::solve(&puzzle, limits);
    let mut game = Game::new(puzzle);
    let mut boards = vec![game.view().cells];
    for removal in &solution.removals {
        if game.play(removal.a, removal.b).is_err() {
            return Err(ApiError::internal("the solver's clearing does not replay"));
        }
        boards.push(game.view().cells);
    }
    let mut value = to_value(&solution)?;
    value["boards"] = to_value(&boards)?;
    Ok(value)
}

fn fresh_seed() -> u64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
}

// ----- handlers ------------------------------------------------------------------------------

async fn parse(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<BoardRequest>,
) -> Result<Json<Value>, ApiError> {
    let puzzle = puzzle(&req.board, &req.max_turns, &req.gravity)?;
    let value = run_quick(&app, move |_limits| Ok(view_json(&Game::new(puzzle)))).await?;
    Ok(Json(value))
}

async fn validate(State(app): State<AppState>, ApiJson(req): ApiJson<BoardRequest>) -> Json<Value> {
    let checked = match puzzle(&req.board, &req.max_turns, &req.gravity) {
        Ok(puzzle) => run_quick(&app, move |_limits| Ok(view_json(&Game::new(puzzle)))).await,
        Err(err) => Err(err),
    };
    Json(match checked {
        Ok(mut value) => {
            value["valid"] = json!(true);
            value
        }
        Err(err) => json!({
            "valid": false,
            "error": { "code": err.code, "message": err.message, "status": err.status.as_u16() }
        }),
    })
}

async fn play_move(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<MoveRequest>,
) -> Result<Json<Value>, ApiError> {
    let puzzle = puzzle(&req.board, &req.max_turns, &req.gravity)?;
    let value = run_quick(&app, move |_limits| {
        let mut game = Game::new(puzzle);
        let a = pos("a", req.a, &game)?;
        let b = pos("b", req.b, &game)?;
        Ok(match game.play(a, b) {
            Ok(removal) => {
                let mut value = view_json(&game);
                value["ok"] = json!(true);
                value["removal"] = to_value(&removal)?;
                value
            }
            Err(why) => json!({ "ok": false, "why": why, "message": why.to_string() }),
        })
    })
    .await?;
    Ok(Json(value))
}

async fn hint(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<BoardRequest>,
) -> Result<Json<Value>, ApiError> {
    let puzzle = puzzle(&req.board, &req.max_turns, &req.gravity)?;
    let value = run_bounded(&app, req.limits, move |limits| {
        let hint = Game::new(puzzle).hint(&limits);
        let message = match &hint {
            Hint::Pair {
                removal,
                optimal: true,
                remaining_cost,
            } => format!(
                "Remove {} and {}: the board can still be cleared, at best for {remaining_cost} more.",
                removal.a, removal.b
            ),
            Hint::Pair { removal, .. } => format!(
                "Remove {} and {}: the board can still be cleared after it (not proven optimal).",
                removal.a, removal.b
            ),
            Hint::Solved => "The board is already clear.".to_string(),
            Hint::DeadEnd => {
                "No order clears this board any more: undo, or shuffle the tiles.".to_string()
            }
            Hint::Unknown => "No safe pair was found within the time limit.".to_string(),
        };
        Ok(json!({ "hint": to_value(&hint)?, "message": message }))
    })
    .await?;
    Ok(Json(value))
}

async fn shuffle(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<BoardRequest>,
) -> Result<Json<Value>, ApiError> {
    let puzzle = puzzle(&req.board, &req.max_turns, &req.gravity)?;
    let seed = req.seed.unwrap_or_else(fresh_seed);
    let value = run_bounded(&app, req.limits, move |limits| {
        let mut game = Game::new(puzzle);
        if game.is_solved() {
            return Err(ApiError::conflict(
                "the board is already clear: nothing to shuffle",
            ));
        }
        if !game.shuffle(seed, &limits) {
            return Err(ApiError::conflict(
                "no clearable deal of the remaining tiles was found within the limits",
            ));
        }
        let mut value = view_json(&game);
        value["seed"] = json!(seed);
        Ok(value)
    })
    .await?;
    Ok(Json(value))
}

async fn solve(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<BoardRequest>,
) -> Result<Json<Value>, ApiError> {
    let puzzle = puzzle(&req.board, &req.max_turns, &req.gravity)?;
    let value = run_bounded(&app, req.limits, move |limits| solve_json(puzzle, &limits)).await?;
    Ok(Json(value))
}

async fn solve_stream(
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<StreamQuery>,
) -> Result<impl axum::response::IntoResponse, ApiError> {
    let puzzle = puzzle(
        &q.board,
        &q.max_turns.clone().map(TurnsInput::Text),
        &q.gravity,
    )?;
    let limits = RequestLimits {
        max_nodes: q.max_nodes,
        max_seconds: q.max_seconds,
    };
    Ok(stream_bounded(&app, Some(limits), move |limits| {
        solve_json(puzzle, &limits)
    }))
}

async fn generate(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<GenerateRequest>,
) -> Result<Json<Value>, ApiError> {
    let rules = parse_rules(&req.max_turns, &req.gravity)?;
    let params = Params {
        rows: req.rows,
        cols: req.cols,
        pairs: req.pairs,
        kinds: req.kinds,
        blockers: req.blockers,
    };
    params
        .validate()
        .map_err(|e| ApiError::invalid(format!("{}: {}", e.field, e.message)))?;
    check_size(req.rows, req.cols)?;
    let clearable = req.clearable.unwrap_or(true);
    let level = parse_difficulty(req.difficulty.as_deref())?;
    let seed = req.seed.unwrap_or_else(fresh_seed);
    let value = run_bounded(&app, req.limits, move |limits| {
        let options = RatingOptions::default();
        let (board, rating) = match level {
            Some(level) => {
                let made =
                    lianliankan::generate_rated(&params, rules, level, seed, &options, &limits)
                        .map_err(|e| ApiError::conflict(format!("no board was generated: {e}")))?;
                (made.board, made.rating)
            }
            None => {
                let board = lianliankan::generate(&params, rules, clearable, seed, &limits)
                    .map_err(|e| ApiError::conflict(format!("no board was generated: {e}")))?;
                let rating =
                    lianliankan::rate(&Puzzle::new(board.clone(), rules), &options, &limits);
                (board, rating)
            }
        };
        let mut value = view_json(&Game::new(Puzzle::new(board, rules)));
        value["seed"] = json!(seed);
        value["rating"] = to_value(&rating)?;
        Ok(value)
    })
    .await?;
    Ok(Json(value))
}

/// The level asked for: `easy`, `medium`, `hard` or `expert` (none when absent or empty).
fn parse_difficulty(text: Option<&str>) -> Result<Option<Level>, ApiError> {
    let Some(text) = text.filter(|t| !t.trim().is_empty()) else {
        return Ok(None);
    };
    match text.parse::<Level>() {
        Ok(Level::Unclearable) => Err(ApiError::invalid(
            "difficulty: ask for easy, medium, hard or expert",
        )),
        Ok(level) => Ok(Some(level)),
        Err(e) => Err(ApiError::invalid(format!("difficulty: {e}"))),
    }
}

async fn rate(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<BoardRequest>,
) -> Result<Json<Value>, ApiError> {
    let puzzle = puzzle(&req.board, &req.max_turns, &req.gravity)?;
    let value = run_bounded(&app, req.limits, move |limits| {
        let rating = lianliankan::rate(&puzzle, &RatingOptions::default(), &limits);
        Ok(json!({ "rating": to_value(&rating)? }))
    })
    .await?;
    Ok(Json(value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_and_sizes_are_checked() {
        assert_eq!(parse_rules(&None, &None).unwrap(), Rules::default());
        assert!(parse_rules(&Some(TurnsInput::Text("x".into())), &None)
            .unwrap_err()
            .message
            .starts_with("max_turns"));
        assert!(parse_rules(&None, &Some("sideways".into()))
            .unwrap_err()
            .message
            .starts_with("gravity"));
        assert_eq!(
            check_size(21, 3).unwrap_err().status,
            axum::http::StatusCode::PAYLOAD_TOO_LARGE
        );
        assert!(parse_board("1 2\n3").is_err());
        assert_eq!(parse_difficulty(None).unwrap(), None);
        assert_eq!(parse_difficulty(Some(" ")).unwrap(), None);
        assert_eq!(parse_difficulty(Some("Hard")).unwrap(), Some(Level::Hard));
        assert!(parse_difficulty(Some("unclearable")).is_err());
        assert!(parse_difficulty(Some("tricky"))
            .unwrap_err()
            .message
            .starts_with("difficulty"));
    }
}
