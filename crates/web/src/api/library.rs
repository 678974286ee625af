//! Puzzle libraries, saved games and records: the database side of the API.
//!
//! - `GET /api/libraries?puzzle=P`, `POST /api/libraries` `{puzzle, name, description?}` (a
//!   library of your own), `DELETE /api/libraries/{id}` (not a built-in one)
//! - `GET /api/libraries/{id}/puzzles?level=&min_difficulty=&...`
//! - `POST /api/libraries/{id}/puzzles` (one game ID, made canonical by its puzzle's parser and
//!   rated within the request limits, whatever the puzzle),
//!   `DELETE /api/libraries/{id}/puzzles/{puzzle_id}`
//! - `GET /api/libraries/{id}/export?format=csv|json`, `POST /api/libraries/{id}/import`
//! - `GET|POST /api/games`, `GET|PUT|DELETE /api/games/{id}` (bodies are JSON objects with
//!   known fields only)
//! - `GET /api/records?puzzle=&game=&metric=`, `POST /api/records`
//!
//! `puzzle` is a puzzle id and `game` a game ID. The previous release's names, `kind` for the
//! puzzle id and `puzzle` for the game beside it, are still read in bodies and queries until
//! the next release (`store::old_names`); answers use the new names only.
//!
//! The handlers answer the structs of [`super::library_answers`] and read bodies of the types
//! below and the store's; the OpenAPI document's schemas of these routes come from those types.

use axum::extract::{Path, State};
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::{delete, get};
use axum::{Json, Router};
use puzzle::Words;
use schemars::JsonSchema;
use serde::Deserialize;
use store::caps::MAX_LIBRARY_NAME_CHARS;
use store::caps::MAX_NOTE_CHARS as MAX_LIBRARY_DESCRIPTION_CHARS;
use store::old_names::{puzzle_and_game, NewGameFields};
use store::{
    Format, GameUpdate, Library, NewGame, NewLibrary, NewRecord, PuzzleFilter, SavedGame, Store,
};

use super::library_answers::{
    Deleted, ImportAnswer, LibraryAnswer, LibraryList, LibraryPage, PuzzleAdded, RecordAnswer,
    RecordSubmitted, SavedGameAnswer, SavedGameList,
};
use super::schemas::GameId;
use crate::entries;
use crate::error::ApiError;
use crate::extract::{ApiJson, ApiQuery, Object};
use crate::jobs::run_bounded;
use crate::limits::{Arrival, LimitFields, RequestLimits};
use crate::state::AppState;

/// Most puzzles one listing returns.
const MAX_PAGE: u32 = 1000;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/libraries", get(list_libraries).post(create_library))
        .route("/libraries/{id}", delete(delete_library))
        .route(
            "/libraries/{id}/puzzles",
            get(list_puzzles).post(add_puzzle),
        )
        .route("/libraries/{id}/puzzles/{puzzle_id}", delete(remove_puzzle))
        .route("/libraries/{id}/export", get(export_library))
        .route(
            "/libraries/{id}/import",
            axum::routing::post(import_library),
        )
        .route("/games", get(list_games).post(save_game))
        .route(
            "/games/{id}",
            get(load_game).put(update_game).delete(delete_game),
        )
        .route("/records", get(get_record).post(submit_record))
}

/// `?puzzle=P` (`?kind=P` in the previous release).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PuzzleIdQuery {
    #[serde(alias = "kind")]
    puzzle: Option<String>,
}

/// `puzzle` names a puzzle of the registry.
fn check_puzzle(state: &AppState, puzzle: &str) -> Result<(), ApiError> {
    state.registry.find(puzzle).map(|_| ()).map_err(|words| {
        ApiError::invalid(
            Words::new("error-field")
                .arg("field", "puzzle")
                .word("problem", words),
        )
    })
}

/// The canonical game ID of `game` for the puzzle `puzzle_id`; a 400 naming `field` otherwise.
fn canonical(
    state: &AppState,
    puzzle_id: &str,
    field: &str,
    game: &str,
) -> Result<String, ApiError> {
    check_puzzle(state, puzzle_id)?;
    let puzzle = state.puzzle(puzzle_id)?;
    puzzle.canonical(game).map_err(|e| {
        let mut err = ApiError::from(e);
        err.message = format!("{field}: {}", err.message);
        err
    })
}

/// A saved game's current state, canonical: a game ID of `puzzle_id` (400 with its place
/// when it is not one), or empty (no state kept).
fn canonical_state(
    state: &AppState,
    puzzle_id: &str,
    game_state: &str,
) -> Result<String, ApiError> {
    if game_state.trim().is_empty() {
        return Ok(String::new());
    }
    store::caps::check_bytes(
        "store-field-saved-game-state",
        game_state,
        store::caps::MAX_GAME_ID_BYTES,
    )?;
    canonical(state, puzzle_id, "state", game_state)
}

async fn list_libraries(
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<PuzzleIdQuery>,
) -> Result<Json<LibraryList>, ApiError> {
    if let Some(puzzle) = &q.puzzle {
        check_puzzle(&state, puzzle)?;
    }
    let libraries = state
        .with_store(move |s| Ok(s.list_libraries(q.puzzle.as_deref())?))
        .await?;
    Ok(Json(LibraryList { libraries }))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PuzzleQuery {
    level: Option<String>,
    min_difficulty: Option<f64>,
    max_difficulty: Option<f64>,
    search: Option<String>,
    limit: Option<u32>,
    #[serde(default)]
    offset: u32,
}

async fn list_puzzles(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    ApiQuery(q): ApiQuery<PuzzleQuery>,
) -> Result<Json<LibraryPage>, ApiError> {
    let limit = q.limit.unwrap_or(MAX_PAGE).min(MAX_PAGE);
    let page = state
        .with_store(move |s| {
            let library = s.get_library(id)?.ok_or_else(|| no_library(id))?;
            let mut filter = PuzzleFilter {
                library_id: Some(id),
                level: q.level,
                min_difficulty: q.min_difficulty,
                max_difficulty: q.max_difficulty,
                search: q.search,
                ..PuzzleFilter::default()
            };
            let total = s.count_puzzles(&filter)?;
            filter.limit = Some(limit);
            filter.offset = q.offset;
            let puzzles = s.list_puzzles(&filter)?;
            Ok(LibraryPage {
                library,
                total,
                puzzles,
            })
        })
        .await?;
    Ok(Json(page))
}

/// `POST /api/libraries`: a library of your own to make. `kind` is the previous release's
/// name of `puzzle`, still read.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(transform = store::schema::puzzle_or_kind)]
pub(crate) struct CreateLibraryRequest {
    /// The puzzle of its games.
    #[serde(alias = "kind")]
    #[schemars(with = "store::schema::PuzzleId")]
    puzzle: String,
    /// Its name, unique for the puzzle: at least one character that is not a space (spaces
    /// around it are dropped).
    #[schemars(pattern(r"\S"), length(max = MAX_LIBRARY_NAME_CHARS))]
    name: String,
    /// What it is for; may be empty.
    #[serde(default)]
    #[schemars(length(max = MAX_LIBRARY_DESCRIPTION_CHARS))]
    description: String,
}

async fn create_library(
    State(state): State<AppState>,
    ApiJson(req): ApiJson<CreateLibraryRequest>,
) -> Result<Json<LibraryAnswer>, ApiError> {
    check_puzzle(&state, &req.puzzle)?;
    let name = req.name.trim().to_owned();
    if name.is_empty() {
        return Err(ApiError::invalid(Words::new("library-error-no-name")));
    }
    if name.chars().count() > MAX_LIBRARY_NAME_CHARS {
        return Err(ApiError::invalid(
            Words::new("library-error-name-long").arg("max", MAX_LIBRARY_NAME_CHARS),
        ));
    }
    if req.description.chars().count() > MAX_LIBRARY_DESCRIPTION_CHARS {
        return Err(ApiError::invalid(
            Words::new("library-error-description-long").arg("max", MAX_LIBRARY_DESCRIPTION_CHARS),
        ));
    }
    let mut new = NewLibrary::new(req.puzzle, name);
    new.description = req.description;
    new.source = "made in the web app".into();
    let library = state
        .with_store(move |s| Ok(s.create_library(&new)?))
        .await?;
    Ok(Json(LibraryAnswer { library }))
}

/// What is done to a library of one's own, as a refusal names it.
#[derive(Clone, Copy)]
enum Change {
    Delete,
    AddPuzzles,
    RemovePuzzles,
    Import,
}

impl Change {
    /// Its catalogue words.
    fn words(self) -> Words {
        Words::new(match self {
            Change::Delete => "library-change-delete",
            Change::AddPuzzles => "library-change-add",
            Change::RemovePuzzles => "library-change-remove",
            Change::Import => "library-change-import",
        })
    }
}

/// A 404 for the library `id`.
fn no_library(id: i64) -> ApiError {
    ApiError::not_found(Words::new("library-error-missing").arg("id", id))
}

/// The library `id`, which must exist and not be built in; `change` says what was refused.
fn own_library(s: &Store, id: i64, change: Change) -> Result<Library, ApiError> {
    let library = s.get_library(id)?.ok_or_else(|| no_library(id))?;
    if library.builtin {
        return Err(ApiError::conflict(
            Words::new("library-error-read-only")
                .arg("id", id)
                .arg("name", &library.name)
                .word("action", change.words()),
        ));
    }
    Ok(library)
}

async fn delete_library(
    State(state): State<AppState>,
    Path(id): Path<i64>,
) -> Result<Json<Deleted>, ApiError> {
    state
        .with_store(move |s| {
            own_library(s, id, Change::Delete)?;
            Ok(s.delete_library(id)?)
        })
        .await?;
    Ok(Json(Deleted { deleted: id }))
}

/// `POST /api/libraries/{id}/puzzles`: a game to add to a library of your own.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct AddPuzzleRequest {
    /// The game, made canonical by its puzzle's parser and rated within the limits.
    #[schemars(with = "GameId")]
    description: String,
    /// Its display name (none when absent).
    name: Option<String>,
    /// Its difficulty, instead of the rating's score.
    difficulty: Option<f64>,
    /// Its level, instead of the rating's.
    level: Option<String>,
    /// Where it comes from ("added in the web app" when absent).
    #[serde(default)]
    source: Option<String>,
    /// The limits of the rating, within the server's.
    #[serde(default)]
    #[schemars(with = "Option<LimitFields>")]
    limits: Option<RequestLimits>,
    /// When the library already holds the puzzle, answer 200 with it (`added: false`)
    /// instead of 409.
    #[serde(default)]
    existing_ok: bool,
}

async fn add_puzzle(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    arrival: Arrival,
    ApiJson(req): ApiJson<AddPuzzleRequest>,
) -> Result<Json<PuzzleAdded>, ApiError> {
    let library = state
        .with_store(move |s| own_library(s, id, Change::AddPuzzles))
        .await?;
    let puzzle_id = library.puzzle;
    let description = req.description;
    check_puzzle(&state, &puzzle_id)?;
    let app = state.clone();
    let mut new = run_bounded(&state, req.limits, arrival, move |limits| {
        entries::library_entry(app.puzzle(&puzzle_id)?, &description, &limits).map_err(|e| {
            let mut err = ApiError::from(e);
            err.message = format!("description: {}", err.message);
            err
        })
    })
    .await?;
    if let Some(name) = req.name {
        new.name = Some(name);
    }
    if let Some(difficulty) = req.difficulty {
        new.difficulty = Some(difficulty);
    }
    if let Some(level) = req.level {
        new.level = Some(level);
    }
    new.source = req.source.unwrap_or_else(|| "added in the web app".into());
    let existing_ok = req.existing_ok;
    let (puzzle, added) = state
        .with_store(move |s| {
            if existing_ok {
                if let Some(existing) = s.find_puzzle(id, &new.description)? {
                    return Ok((existing, false));
                }
            }
            Ok((s.add_puzzle(id, &new)?, true))
        })
        .await?;
    Ok(Json(PuzzleAdded { puzzle, added }))
}

async fn remove_puzzle(
    State(state): State<AppState>,
    Path((id, puzzle_id)): Path<(i64, i64)>,
) -> Result<Json<Deleted>, ApiError> {
    state
        .with_store(move |s| {
            own_library(s, id, Change::RemovePuzzles)?;
            match s.get_puzzle(puzzle_id)? {
                Some(p) if p.library_id == id => Ok(s.delete_puzzle(puzzle_id)?),
                _ => Err(ApiError::not_found(
                    Words::new("library-error-no-puzzle")
                        .arg("id", id)
                        .arg("puzzle", puzzle_id),
                )),
            }
        })
        .await?;
    Ok(Json(Deleted { deleted: puzzle_id }))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct FormatQuery {
    format: Option<Format>,
}

async fn export_library(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    ApiQuery(q): ApiQuery<FormatQuery>,
) -> Result<impl IntoResponse, ApiError> {
    let format = q.format.unwrap_or(Format::Csv);
    let bytes = state
        .with_store(move |s| {
            let mut out = Vec::new();
            s.export(id, format, &mut out)?;
            Ok(out)
        })
        .await?;
    let content_type = match format {
        Format::Csv => "text/csv; charset=utf-8",
        Format::Json => "application/json",
    };
    let disposition = format!("attachment; filename=\"library-{id}.{}\"", format.name());
    Ok((
        [
            (header::CONTENT_TYPE, content_type.to_string()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        bytes,
    ))
}

/// `POST /api/libraries/{id}/import`: a file of games to add to a library of your own, all
/// or none.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct ImportRequest {
    /// The file's format.
    format: Format,
    /// The file's contents.
    data: String,
    /// Bounds the rating of the imported games.
    #[serde(default)]
    #[schemars(with = "Option<LimitFields>")]
    limits: Option<RequestLimits>,
}

async fn import_library(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    arrival: Arrival,
    ApiJson(req): ApiJson<ImportRequest>,
) -> Result<Json<ImportAnswer>, ApiError> {
    let puzzle_id = state
        .with_store(move |s| Ok(own_library(s, id, Change::Import)?.puzzle))
        .await?;
    check_puzzle(&state, &puzzle_id)?;
    let app = state.clone();
    let file = run_bounded(&state, req.limits, arrival, move |limits| {
        Ok(entries::read_import(
            app.puzzle(&puzzle_id)?,
            req.format,
            req.data.as_bytes(),
            &limits,
        )?)
    })
    .await?;
    let report = state
        .with_store(move |s| Ok(s.add_imported(id, &file)?))
        .await?;
    Ok(Json(ImportAnswer { import: report }))
}

async fn list_games(
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<PuzzleIdQuery>,
) -> Result<Json<SavedGameList>, ApiError> {
    if let Some(puzzle) = &q.puzzle {
        check_puzzle(&state, puzzle)?;
    }
    let games = state
        .with_store(move |s| Ok(s.list_games(q.puzzle.as_deref())?))
        .await?;
    Ok(Json(SavedGameList { games }))
}

/// `PUT /api/games/{id}`: the fields to change; those absent or null are left as they are.
#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub(crate) struct UpdateGameRequest {
    /// A new name.
    #[schemars(length(max = store::caps::MAX_NAME_CHARS))]
    name: Option<String>,
    /// A new current state, as a game ID of the saved game's puzzle (or empty).
    state: Option<String>,
    /// A new move history.
    moves: Option<serde_json::Value>,
}

async fn save_game(
    State(state): State<AppState>,
    ApiJson(Object(fields)): ApiJson<Object<NewGameFields>>,
) -> Result<Json<SavedGameAnswer>, ApiError> {
    // `puzzle` and `game`, or the previous release's `kind` and `puzzle`
    let mut game = NewGame::try_from(fields).map_err(|refused| ApiError::invalid(refused.words))?;
    game.game = canonical(&state, &game.puzzle, "game", &game.game)?;
    game.state = canonical_state(&state, &game.puzzle, &game.state)?;
    let saved = state.with_store(move |s| Ok(s.save_game(&game)?)).await?;
    Ok(Json(SavedGameAnswer { game: saved }))
}

/// The saved game `id`, or a 404 saying there is none.
async fn stored_game(state: &AppState, id: i64) -> Result<SavedGame, ApiError> {
    state
        .with_store(move |s| s.load_game(id)?.ok_or_else(|| saved_game_missing(id)))
        .await
}

fn saved_game_missing(id: i64) -> ApiError {
    ApiError::not_found(Words::new("saved-error-missing").arg("id", id))
}

async fn load_game(
    State(state): State<AppState>,
    Path(id): Path<i64>,
) -> Result<Json<SavedGameAnswer>, ApiError> {
    let game = stored_game(&state, id).await?;
    Ok(Json(SavedGameAnswer { game }))
}

async fn update_game(
    State(state): State<AppState>,
    Path(id): Path<i64>,
    ApiJson(Object(req)): ApiJson<Object<UpdateGameRequest>>,
) -> Result<Json<SavedGameAnswer>, ApiError> {
    let new_state = match req.state {
        Some(new_state) => {
            let saved = stored_game(&state, id).await?;
            Some(canonical_state(&state, &saved.puzzle, &new_state)?)
        }
        None => None,
    };
    let update = GameUpdate {
        name: req.name,
        state: new_state,
        moves: req.moves,
    };
    let game = state
        .with_store(move |s| Ok(s.update_game(id, &update)?))
        .await?;
    Ok(Json(SavedGameAnswer { game }))
}

async fn delete_game(
    State(state): State<AppState>,
    Path(id): Path<i64>,
) -> Result<Json<Deleted>, ApiError> {
    let deleted = state.with_store(move |s| Ok(s.delete_game(id)?)).await?;
    if !deleted {
        return Err(saved_game_missing(id));
    }
    Ok(Json(Deleted { deleted: id }))
}

/// `?puzzle=&game=&metric=`, or the previous release's `?kind=&puzzle=&metric=`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RecordQuery {
    kind: Option<String>,
    puzzle: Option<String>,
    game: Option<String>,
    metric: String,
}

async fn get_record(
    State(state): State<AppState>,
    ApiQuery(q): ApiQuery<RecordQuery>,
) -> Result<Json<RecordAnswer>, ApiError> {
    let (puzzle, game) = puzzle_and_game(q.kind, q.puzzle, q.game)
        .map_err(|refused| ApiError::invalid(refused.words))?;
    let game = canonical(&state, &puzzle, "game", &game)?;
    let record = state
        .with_store(move |s| Ok(s.get_record(&puzzle, &game, &q.metric)?))
        .await?;
    Ok(Json(RecordAnswer { record }))
}

async fn submit_record(
    State(state): State<AppState>,
    ApiJson(mut record): ApiJson<NewRecord>,
) -> Result<Json<RecordSubmitted>, ApiError> {
    record.game = canonical(&state, &record.puzzle, "game", &record.game)?;
    let outcome = state
        .with_store(move |s| Ok(s.submit_record(&record)?))
        .await?;
    Ok(Json(RecordSubmitted { outcome }))
}
