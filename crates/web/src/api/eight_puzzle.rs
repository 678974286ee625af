//! The 8-puzzle search lab: solve with any algorithm (plain or streamed with progress) and
//! compare algorithms on one instance.

use axum::extract::State;
use axum::routing::{get, post};
use axum::{Json, Router};
use search::examples::EightPuzzle;
use search::{Algorithm, Limits, Report};
use serde::Deserialize;

use crate::error::ApiError;
use crate::extract::{ApiJson, ApiQuery};
use crate::jobs::{run_bounded, stream_bounded};
use crate::limits::RequestLimits;
use crate::state::AppState;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/eight-puzzle/solve", post(solve))
        .route("/eight-puzzle/solve/stream", get(solve_stream))
        .route("/eight-puzzle/compare", post(compare))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SolveRequest {
    tiles: String,
    #[serde(default)]
    algorithm: Option<String>,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StreamQuery {
    tiles: String,
    #[serde(default)]
    algorithm: Option<String>,
    max_nodes: Option<u64>,
    max_seconds: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct CompareRequest {
    tiles: String,
    #[serde(default)]
    algorithms: Option<Vec<String>>,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

fn parse_puzzle(tiles: &str) -> Result<EightPuzzle, ApiError> {
    EightPuzzle::parse(tiles).map_err(|e| ApiError::invalid(format!("tiles: {e}")))
}

fn parse_algorithm(name: Option<&str>) -> Result<Algorithm, ApiError> {
    match name {
        None => Ok(Algorithm::AStar),
        Some(n) => n
            .parse()
            .map_err(|e: search::ParseAlgorithmError| ApiError::invalid(e.to_string())),
    }
}

fn report_json(
    puzzle: &EightPuzzle,
    report: &Report<
        <EightPuzzle as search::Problem>::State,
        <EightPuzzle as search::Problem>::Action,
    >,
) -> serde_json::Value {
    use search::Problem as _;
    let (states, h, moves) = match &report.solution {
        Some(s) => (
            s.states.iter().map(|st| st.to_string()).collect::<Vec<_>>(),
            s.states
                .iter()
                .map(|st| puzzle.heuristic(st))
                .collect::<Vec<_>>(),
            s.actions.iter().map(|a| a.to_string()).collect::<Vec<_>>(),
        ),
        None => (Vec::new(), Vec::new(), Vec::new()),
    };
    serde_json::json!({
        "algorithm": report.algorithm,
        "solvable": report.solution.is_some().then_some(true),
        "cost": report.cost(),
        "claim": report.claim,
        "claim_text": report.claim.to_string(),
        "moves": moves,
        "states": states,
        "h": h,
        "stats": report.stats,
    })
}

fn solve_now(
    puzzle: EightPuzzle,
    algorithm: Algorithm,
    limits: Limits,
) -> Result<serde_json::Value, ApiError> {
    let report =
        search::run(&puzzle, algorithm, &limits).map_err(|e| ApiError::invalid(e.to_string()))?;
    Ok(report_json(&puzzle, &report))
}

async fn solve(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<SolveRequest>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let puzzle = parse_puzzle(&req.tiles)?;
    let algorithm = parse_algorithm(req.algorithm.as_deref())?;
    let value = run_bounded(&state, req.limits, move |limits| {
        solve_now(puzzle, algorithm, limits)
    })
    .await?;
    Ok(Json(value))
}

async fn solve_stream(
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<StreamQuery>,
) -> Result<impl axum::response::IntoResponse, ApiError> {
    let puzzle = parse_puzzle(&q.tiles)?;
    let algorithm = parse_algorithm(q.algorithm.as_deref())?;
    let limits = RequestLimits {
        max_nodes: q.max_nodes,
        max_seconds: q.max_seconds,
    };
    Ok(stream_bounded(&state, Some(limits), move |limits| {
        solve_now(puzzle, algorithm, limits)
    }))
}

async fn compare(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<CompareRequest>,
) -> Result<Json<serde_json::Value>, ApiError> {
    let puzzle = parse_puzzle(&req.tiles)?;
    let algorithms = match &req.algorithms {
        None => Algorithm::all_defaults(),
        Some(names) if names.len() > 20 => {
            return Err(ApiError::too_large("at most 20 algorithms per comparison"))
        }
        Some(names) => names
            .iter()
            .map(|n| parse_algorithm(Some(n)))
            .collect::<Result<_, _>>()?,
    };
    let value = run_bounded(&state, req.limits, move |limits| {
        let rows: Vec<serde_json::Value> = algorithms
            .iter()
            .map(|&a| match search::run(&puzzle, a, &limits) {
                Ok(report) => serde_json::json!({
                    "algorithm": report.algorithm,
                    "spec": a.spec(),
                    "cost": report.cost(),
                    "length": report.solution.as_ref().map(|s| s.len()),
                    "claim": report.claim,
                    "claim_text": report.claim.to_string(),
                    "stats": report.stats,
                }),
                Err(e) => serde_json::json!({ "algorithm": a.display_name(), "spec": a.spec(), "error": e.to_string() }),
            })
            .collect();
        Ok(serde_json::json!({ "tiles": puzzle.to_string(), "rows": rows }))
    })
    .await?;
    Ok(Json(value))
}
