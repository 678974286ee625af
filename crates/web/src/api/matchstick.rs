//! The matchstick (火柴棍移动) API, routes under `/api/matchstick/`: everything the game page
//! needs. A puzzle travels as its description string (`45+46=99;k=2;rules=division`, see
//! [`matchstick::PuzzleSpec`]); a game in progress is that description plus the list of moves
//! played, replayed by the server on every request (the server keeps no game state).
//!
//! - `POST /matchstick/puzzle` `{equation, k?, kind?, rules?, limits?}` or `{puzzle, limits?}`:
//!   validate a typed equation (errors give the column) and answer with the description, the
//!   cells and sticks to draw and how many answers there are.
//! - `POST /matchstick/validate` (same body, no limits): only checks the input and always
//!   answers 200: `{valid: true, puzzle}` or `{valid: false, code, message, column}`, so that
//!   a page can show a typing mistake next to the field without a failed request.
//! - `POST /matchstick/state` `{puzzle, moves, limits?}`: the drawing after `moves`: sticks,
//!   what every cell shows, the equation, sticks changed, solved, moves still needed.
//! - `POST /matchstick/hint` `{puzzle, moves, limits?}`: one move towards the nearest answer.
//! - `POST /matchstick/solve` `{puzzle, limits?}` and `GET /matchstick/solve/stream?puzzle=&
//!   max_nodes=&max_seconds=`: every answer with the sticks taken and placed.
//! - `POST /matchstick/generate` `{difficulty, moves?, max_digits?, rules?, seed?, limits?}`: a
//!   random rated puzzle.
//!
//! Every computation runs through [`run_bounded`] / [`stream_bounded`] with the engine's
//! `Limits`; sizes are capped (equation length, K, number of moves) and larger requests get 413.

use std::sync::{Arc, Mutex};

use axum::extract::State;
use axum::routing::{get, post};
use axum::{Json, Router};
use matchstick::{
    Cell, Difficulty, Game, GameMove, GenerateOptions, GlyphSet, Layout, MoveError, Op, ParseError,
    PuzzleKind, PuzzleSpec, Rules, SolveReport, Space, StickPos, Symbol,
};
use serde::Deserialize;
use serde_json::{json, Value};

use crate::error::ApiError;
use crate::extract::{ApiJson, ApiQuery};
use crate::jobs::{run_bounded, stream_bounded};
use crate::limits::RequestLimits;
use crate::state::AppState;

/// Longest equation or description text accepted, in characters (an equation itself is at
/// most [`matchstick::MAX_LENGTH`] characters; the rest is room for `;k=..;rules=..`).
pub const MAX_TEXT_CHARS: usize = 200;
/// Most sticks a puzzle may ask to move (the description format's own ceiling).
pub const MAX_K: usize = matchstick::description::MAX_K;
/// Most moves a game may carry.
pub const MAX_GAME_MOVES: usize = 200;
/// Most sticks a generated puzzle may ask to move.
pub const MAX_GENERATE_MOVES: usize = 3;
/// Most digits per number in a generated puzzle.
pub const MAX_GENERATE_DIGITS: u32 = 3;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/matchstick/puzzle", post(puzzle))
        .route("/matchstick/validate", post(validate))
        .route("/matchstick/state", post(state))
        .route("/matchstick/hint", post(hint))
        .route("/matchstick/solve", post(solve))
        .route("/matchstick/solve/stream", get(solve_stream))
        .route("/matchstick/generate", post(generate))
}

// ----- requests ------------------------------------------------------------------------------

/// The rule options; every flag defaults to false (the RULES.md default rules).
#[derive(Debug, Clone, Copy, Default, Deserialize)]
#[serde(deny_unknown_fields, default)]
struct RulesInput {
    roman: bool,
    equals_may_change: bool,
    leading_minus: bool,
    seven_with_four: bool,
    tailless_six_nine: bool,
    leading_zeros: bool,
    division: bool,
}

impl RulesInput {
    fn rules(self) -> Rules {
        Rules {
            glyphs: if self.roman {
                GlyphSet::Roman
            } else {
                GlyphSet::Arabic
            },
            equals_may_change: self.equals_may_change,
            leading_minus: self.leading_minus,
            seven_with_four: self.seven_with_four,
            tailless_six_nine: self.tailless_six_nine,
            leading_zeros: self.leading_zeros,
            division: self.division,
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PuzzleRequest {
    #[serde(default)]
    equation: Option<String>,
    #[serde(default)]
    puzzle: Option<String>,
    #[serde(default)]
    k: Option<usize>,
    #[serde(default)]
    kind: Option<String>,
    #[serde(default)]
    rules: Option<RulesInput>,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct GameRequest {
    puzzle: String,
    #[serde(default)]
    moves: Vec<GameMove>,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SolveRequest {
    puzzle: String,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StreamQuery {
    puzzle: String,
    max_nodes: Option<u64>,
    max_seconds: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct GenerateRequest {
    difficulty: String,
    #[serde(default)]
    moves: Option<usize>,
    #[serde(default)]
    max_digits: Option<u32>,
    #[serde(default)]
    rules: Option<RulesInput>,
    #[serde(default)]
    seed: Option<u64>,
    #[serde(default)]
    limits: Option<RequestLimits>,
}

// ----- parsing with positioned messages ------------------------------------------------------

fn check_text_size(field: &str, text: &str) -> Result<(), ApiError> {
    let chars = text.chars().count();
    if chars > MAX_TEXT_CHARS {
        return Err(ApiError::too_large(format!(
            "{field}: {chars} characters; at most {MAX_TEXT_CHARS} are accepted (an equation has at most {} characters)",
            matchstick::MAX_LENGTH
        )));
    }
    Ok(())
}

/// A 400 (or 413 for a too long equation) for an equation the engine rejected; the message
/// keeps the engine's column ("column 3: unknown character 'a'").
fn equation_error(field: &str, err: &ParseError) -> ApiError {
    let message = format!("{field}: {err}");
    if matches!(err, ParseError::TooLong { .. }) {
        return ApiError::too_large(message);
    }
    let mut error = ApiError::invalid(message);
    error.code = "invalid_equation";
    error
}

/// The 1-based character position where the `;field=` part of a description starts.
fn field_position(description: &str, field: &str) -> Option<usize> {
    let mut offset = 0;
    for (i, part) in description.split(';').enumerate() {
        let name = part.split_once('=').map_or(part, |(f, _)| f).trim();
        if i > 0 && name == field {
            return Some(offset + 1);
        }
        offset += part.chars().count() + 1;
    }
    None
}

fn parse_spec(field: &str, description: &str) -> Result<PuzzleSpec, ApiError> {
    check_text_size(field, description)?;
    PuzzleSpec::parse(description).map_err(|err| match err {
        matchstick::DescriptionError::Equation(e) => equation_error(field, &e),
        matchstick::DescriptionError::BadValue { field: name, .. } => {
            let too_big = name == "k"
                && description
                    .split(';')
                    .filter_map(|p| p.split_once('='))
                    .any(|(f, v)| {
                        f.trim() == "k" && v.trim().parse::<usize>().is_ok_and(|k| k > MAX_K)
                    });
            let at = field_position(description, name)
                .map(|p| format!(" (character {p} of the {field})"))
                .unwrap_or_default();
            let message = format!("{field}: {err}{at}");
            if too_big {
                ApiError::too_large(message)
            } else {
                ApiError::invalid(message)
            }
        }
        matchstick::DescriptionError::UnknownField(ref name) => {
            let at = field_position(description, name)
                .map(|p| format!(" (character {p} of the {field})"))
                .unwrap_or_default();
            ApiError::invalid(format!("{field}: {err}{at}"))
        }
    })
}

fn parse_kind(text: Option<&str>) -> Result<PuzzleKind, ApiError> {
    match text.map(str::trim) {
        None | Some("move") => Ok(PuzzleKind::Move),
        Some("add") => Ok(PuzzleKind::Add),
        Some("remove") => Ok(PuzzleKind::Remove),
        Some(other) => Err(ApiError::invalid(format!(
            "kind: '{other}' is not a puzzle type; use move, add or remove"
        ))),
    }
}

fn check_k(k: usize) -> Result<usize, ApiError> {
    if k == 0 {
        return Err(ApiError::invalid(
            "k: 0 sticks; a puzzle moves (adds, removes) at least 1 stick",
        ));
    }
    if k > MAX_K {
        return Err(ApiError::too_large(format!(
            "k: {k} sticks; at most {MAX_K} may be asked for"
        )));
    }
    Ok(k)
}

/// The puzzle of a `/puzzle` request: a description, or an equation with its options.
fn spec_of(req: &PuzzleRequest) -> Result<PuzzleSpec, ApiError> {
    match (&req.puzzle, &req.equation) {
        (Some(_), Some(_)) => Err(ApiError::invalid(
            "give either 'puzzle' (a description such as 45+46=99;k=2) or 'equation' (with k, kind and rules), not both",
        )),
        (None, None) => Err(ApiError::invalid(
            "'equation' is missing: send {\"equation\": \"7+3=9\", \"k\": 1} or {\"puzzle\": \"7+3=9;k=1\"}",
        )),
        (Some(description), None) => {
            if req.k.is_some() || req.kind.is_some() || req.rules.is_some() {
                return Err(ApiError::invalid(
                    "with 'puzzle' the description carries k, kind and rules (45+46=99;k=2;rules=division); use 'equation' to give them separately",
                ));
            }
            parse_spec("puzzle", description)
        }
        (None, Some(equation)) => {
            check_text_size("equation", equation)?;
            let rules = req.rules.unwrap_or_default().rules();
            let k = check_k(req.k.unwrap_or(1))?;
            let kind = parse_kind(req.kind.as_deref())?;
            let equation =
                matchstick::parse(equation, &rules).map_err(|e| equation_error("equation", &e))?;
            Ok(PuzzleSpec {
                equation,
                kind,
                k,
                rules,
            })
        }
    }
}

/// A human name for a stick position: "character 3 ('3'), stick c".
fn describe_pos(layout: &Layout, sticks: &[u8], pos: StickPos) -> String {
    let Some(cell) = layout.cells.get(pos.cell) else {
        return format!("cell {} (there are {})", pos.cell, layout.cells.len());
    };
    let shows = cell
        .decode(sticks.get(pos.cell).copied().unwrap_or(0))
        .and_then(Symbol::ascii)
        .map(|c| format!(" '{c}'"))
        .unwrap_or_default();
    format!(
        "cell {}{shows}, stick {}",
        pos.cell + 1,
        layout.slot_name(pos)
    )
}

fn describe_move(layout: &Layout, sticks: &[u8], mv: GameMove) -> String {
    match mv {
        GameMove::Move { from, to } => format!(
            "from {} to {}",
            describe_pos(layout, sticks, from),
            describe_pos(layout, sticks, to)
        ),
        GameMove::Add { at } => format!("add at {}", describe_pos(layout, sticks, at)),
        GameMove::Remove { at } => format!("remove {}", describe_pos(layout, sticks, at)),
    }
}

fn move_error(i: usize, layout: &Layout, sticks: &[u8], mv: GameMove, err: &MoveError) -> ApiError {
    let mut error = ApiError::invalid(format!(
        "moves[{i}] ({}): {err}",
        describe_move(layout, sticks, mv)
    ));
    error.code = "illegal_move";
    error
}

/// The game after replaying `moves` from the start of `spec`.
fn replay(spec: &PuzzleSpec, moves: &[GameMove]) -> Result<Game, ApiError> {
    if moves.len() > MAX_GAME_MOVES {
        return Err(ApiError::too_large(format!(
            "moves: {} moves; a game may carry at most {MAX_GAME_MOVES} (reset the game)",
            moves.len()
        )));
    }
    let mut game = Game::new(&spec.equation, &spec.rules, spec.kind, spec.k);
    for (i, &mv) in moves.iter().enumerate() {
        game.apply(mv)
            .map_err(|e| move_error(i, game.layout(), game.sticks(), mv, &e))?;
    }
    Ok(game)
}

fn parse_difficulty(text: &str) -> Result<Difficulty, ApiError> {
    text.parse()
        .map_err(|e: String| ApiError::invalid(format!("difficulty: {e}")))
}

// ----- responses -----------------------------------------------------------------------------

fn cells_json(cells: &[Cell]) -> Value {
    let views: Vec<matchstick::CellView> = cells.iter().map(matchstick::CellView::of).collect();
    json!(views)
}

/// What each cell shows for `sticks`: its character, "" for an empty cell, null for no
/// character at all.
fn shows(layout: &Layout, sticks: &[u8]) -> Vec<Option<String>> {
    layout.shows(sticks)
}

fn claim_text(report: &SolveReport) -> String {
    report.claim.to_string()
}

fn stopped(what: &str, report: &SolveReport) -> ApiError {
    ApiError::too_large(format!(
        "{what} stopped before it finished ({}); ask for larger limits (limits.max_nodes, limits.max_seconds) within the server's ceilings",
        claim_text(report)
    ))
}

fn puzzle_json(spec: &PuzzleSpec, report: &SolveReport) -> Value {
    let layout = Layout::new(&spec.equation, &spec.rules, spec.k);
    json!({
        "puzzle": spec.to_string(),
        "equation": spec.equation.to_string(),
        "kind": spec.kind,
        "k": spec.k,
        "rules": spec.rules,
        "rules_text": spec.rules.describe(),
        "cells": cells_json(&layout.cells),
        "sticks": layout.initial_sticks(),
        "shows": shows(&layout, &layout.initial_sticks()),
        "stick_count": layout.stick_count(),
        "answers": report.answers.len(),
        "solvable": !report.answers.is_empty(),
        "complete": report.complete,
        "claim": report.claim,
        "claim_text": claim_text(report),
        "stats": report.stats,
    })
}

fn state_json(spec: &PuzzleSpec, game: &Game, report: &SolveReport) -> Value {
    let layout = game.layout();
    let initial = layout.initial_sticks();
    let (taken, placed) = matchstick::solve::stick_changes(&initial, game.sticks());
    let symbols = layout.decode(game.sticks());
    let well_formed = symbols
        .as_deref()
        .is_some_and(|s| matchstick::eval::is_well_formed(s, &layout.rules));
    let is_true = symbols
        .as_deref()
        .is_some_and(|s| matchstick::eval::is_true(s, &layout.rules));
    let view = game.view();
    json!({
        "puzzle": spec.to_string(),
        "kind": spec.kind,
        "target": spec.k,
        "sticks": game.sticks(),
        "shows": shows(layout, game.sticks()),
        "current": view.current,
        "well_formed": well_formed,
        "true": is_true,
        "moves_made": view.moves_made,
        "sticks_changed": view.sticks_changed,
        "taken": taken,
        "placed": placed,
        "solved": view.solved,
        "moves_to_answer": if report.complete || !report.answers.is_empty() { json!(game.moves_to_answer_in(report)) } else { Value::Null },
        "answers": report.answers.len(),
        "complete": report.complete,
    })
}

fn solve_json(spec: &PuzzleSpec, report: &SolveReport) -> Value {
    let mut value = json!(report);
    value["puzzle"] = json!(spec.to_string());
    value["claim_text"] = json!(claim_text(report));
    value
}

/// Answers of recently played puzzles, most recent last: a game asks for the same puzzle's
/// answers on every move, so each later answer is a lookup. Only complete reports are kept.
static ANSWERS: Mutex<Vec<(String, Arc<SolveReport>)>> = Mutex::new(Vec::new());
/// How many puzzles' answers are kept.
const CACHED_PUZZLES: usize = 32;

/// The answers of `spec` (its start, whatever the moves played), cached or solved in `limits`.
fn answers_of(spec: &PuzzleSpec, limits: &search::Limits) -> Arc<SolveReport> {
    let key = spec.to_string();
    let lock = || {
        ANSWERS
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    };
    {
        let mut cache = lock();
        if let Some(i) = cache.iter().position(|(k, _)| *k == key) {
            let entry = cache.remove(i);
            let report = Arc::clone(&entry.1);
            cache.push(entry);
            return report;
        }
    }
    let report = Arc::new(matchstick::solve(
        &spec.equation,
        &spec.rules,
        spec.kind,
        spec.k,
        limits,
    ));
    if report.complete {
        let mut cache = lock();
        if cache.len() >= CACHED_PUZZLES {
            cache.remove(0);
        }
        cache.push((key, Arc::clone(&report)));
    }
    report
}

// ----- handlers ------------------------------------------------------------------------------

async fn puzzle(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<PuzzleRequest>,
) -> Result<Json<Value>, ApiError> {
    let spec = spec_of(&req)?;
    let value = run_bounded(&app, req.limits, move |limits| {
        let report = matchstick::solve(&spec.equation, &spec.rules, spec.kind, spec.k, &limits);
        Ok(puzzle_json(&spec, &report))
    })
    .await?;
    Ok(Json(value))
}

async fn validate(ApiJson(req): ApiJson<PuzzleRequest>) -> Json<Value> {
    Json(match spec_of(&req) {
        Ok(spec) => json!({ "valid": true, "puzzle": spec.to_string() }),
        Err(err) => {
            let column = column_of(&err.message);
            json!({
                "valid": false,
                "status": err.status.as_u16(),
                "code": err.code,
                "message": err.message,
                "column": column,
            })
        }
    })
}

/// The column (or character position) an error message points at.
fn column_of(message: &str) -> Option<usize> {
    ["column ", "character "].iter().find_map(|key| {
        let at = message.find(key)? + key.len();
        let digits: String = message[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse().ok()
    })
}

async fn state(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<GameRequest>,
) -> Result<Json<Value>, ApiError> {
    let spec = parse_spec("puzzle", &req.puzzle)?;
    let game = replay(&spec, &req.moves)?;
    let value = run_bounded(&app, req.limits, move |limits| {
        let report = answers_of(&spec, &limits);
        Ok(state_json(&spec, &game, &report))
    })
    .await?;
    Ok(Json(value))
}

async fn hint(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<GameRequest>,
) -> Result<Json<Value>, ApiError> {
    let spec = parse_spec("puzzle", &req.puzzle)?;
    let game = replay(&spec, &req.moves)?;
    let value = run_bounded(&app, req.limits, move |limits| {
        let report = answers_of(&spec, &limits);
        let hint = game.hint_in(&report);
        if hint.is_none() && !report.complete && !game.is_solved() {
            return Err(stopped("the search for a hint", &report));
        }
        let text = match hint {
            Some(mv) => format!(
                "Move the stick {}.",
                describe_move(game.layout(), game.sticks(), mv)
            ),
            None if game.is_solved() => "Already solved.".to_string(),
            None if report.answers.is_empty() => format!(
                "{} has no answer with exactly {} stick{} under these rules.",
                spec.equation,
                spec.k,
                if spec.k == 1 { "" } else { "s" }
            ),
            None => "No move from here stays within the stick budget: undo a move first.".into(),
        };
        let mut value = state_json(&spec, &game, &report);
        value["hint"] = json!(hint);
        value["hint_text"] = json!(text);
        Ok(value)
    })
    .await?;
    Ok(Json(value))
}

async fn solve(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<SolveRequest>,
) -> Result<Json<Value>, ApiError> {
    let spec = parse_spec("puzzle", &req.puzzle)?;
    let value = run_bounded(&app, req.limits, move |limits| {
        let report = matchstick::solve(&spec.equation, &spec.rules, spec.kind, spec.k, &limits);
        Ok(solve_json(&spec, &report))
    })
    .await?;
    Ok(Json(value))
}

async fn solve_stream(
    State(app): State<AppState>,
    ApiQuery(q): ApiQuery<StreamQuery>,
) -> Result<impl axum::response::IntoResponse, ApiError> {
    let spec = parse_spec("puzzle", &q.puzzle)?;
    let limits = RequestLimits {
        max_nodes: q.max_nodes,
        max_seconds: q.max_seconds,
    };
    Ok(stream_bounded(&app, Some(limits), move |limits| {
        let report = matchstick::solve(&spec.equation, &spec.rules, spec.kind, spec.k, &limits);
        Ok(solve_json(&spec, &report))
    }))
}

async fn generate(
    State(app): State<AppState>,
    ApiJson(req): ApiJson<GenerateRequest>,
) -> Result<Json<Value>, ApiError> {
    let difficulty = parse_difficulty(&req.difficulty)?;
    let moves = req.moves.unwrap_or(1);
    if moves == 0 {
        return Err(ApiError::invalid(
            "moves: 0; a puzzle moves at least 1 stick",
        ));
    }
    if moves > MAX_GENERATE_MOVES {
        return Err(ApiError::too_large(format!(
            "moves: {moves}; the generator makes puzzles of at most {MAX_GENERATE_MOVES} moved sticks"
        )));
    }
    let max_digits = req.max_digits.unwrap_or(2);
    if max_digits == 0 {
        return Err(ApiError::invalid(
            "max_digits: 0; numbers have at least 1 digit",
        ));
    }
    if max_digits > MAX_GENERATE_DIGITS {
        return Err(ApiError::too_large(format!(
            "max_digits: {max_digits}; the generator uses numbers of at most {MAX_GENERATE_DIGITS} digits"
        )));
    }
    let rules = req.rules.unwrap_or_default().rules();
    if rules.glyphs == GlyphSet::Roman {
        return Err(ApiError::invalid(
            "rules.roman: the generator makes puzzles with digits only; untick the Roman rule",
        ));
    }
    let seed = req.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0)
    });
    let mut operators = vec![Op::Add, Op::Sub, Op::Mul];
    if rules.division {
        operators.push(Op::Div);
    }
    let options = GenerateOptions {
        space: Space {
            operands: vec![2],
            max_digits,
            operators,
        },
        difficulty,
        moves,
        count: 1,
        max_answers: 3,
        seed,
        ..GenerateOptions::default()
    };
    let value = run_bounded(&app, req.limits, move |limits| {
        let report = matchstick::generate(&rules, &options, &limits);
        let Some(found) = report.puzzles.first() else {
            return Err(match report.stopped {
                Some(reason) => ApiError::too_large(format!(
                    "the generator stopped before it found a {difficulty} puzzle ({reason}); try again, or ask for larger limits"
                )),
                None => ApiError::invalid(format!(
                    "no {difficulty} puzzle with {moves} moved stick{} found in {} tries; try another difficulty or more digits",
                    if moves == 1 { "" } else { "s" },
                    report.attempts
                )),
            });
        };
        let spec = &found.spec;
        Ok(json!({
            "puzzle": spec.to_string(),
            "equation": found.equation,
            "moves": found.moves,
            "answers": found.answers,
            "made_from": found.made_from,
            "rating": found.rating,
            "difficulty": difficulty,
            "seed": seed,
            "attempts": report.attempts,
            "stats": report.stats,
        }))
    })
    .await?;
    Ok(Json(value))
}
