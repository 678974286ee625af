//! `GET /api/openapi.json`: the API described as OpenAPI 3.1, built from what the handlers
//! use: the registry's puzzle ids, the jobs and the fields each job reads ([`Job::fields`]),
//! the size caps, and the answers' schemas generated from their types ([`super::schemas`]),
//! the error envelope's among them. Tools such as schemathesis test the server against it.

use axum::extract::State;
use axum::Json;
use serde_json::{json, Map, Value};

use puzzle::answers::{
    CompareAnswer, ExperimentAnswer, GeneratedAnswer, HeuristicsAnswer, HintAnswer, LabAnswer,
    PlayedAnswer, PositionAnswer, RatingAnswer, SolveAnswer,
};
use puzzle::{ActionAnswer, CheckAnswer, HeuristicCheckAnswer, SpaceAnswer, TraceAnswer};

use store::{LibraryFile, NewGame, NewRecord};

use super::actions::ActionBody;
use super::catalogue::PuzzleList;
use super::languages::{LanguageList, PageCatalogue};
use super::library::{AddPuzzleRequest, CreateLibraryRequest, ImportRequest, UpdateGameRequest};
use super::library_answers::{
    Deleted, ImportAnswer, LibraryAnswer, LibraryList, LibraryPage, PuzzleAdded, RecordAnswer,
    RecordSubmitted, SavedGameAnswer, SavedGameList,
};
use super::play::{GameRequest, Job, JobRequest, MoveRequest, Validated};
use super::schemas::Schemas;
use super::{Health, ServerAccess};
use crate::error::ErrorEnvelope;
use crate::state::AppState;

pub async fn document(State(state): State<AppState>) -> Json<Value> {
    Json(of_registry(&state.registry))
}

/// The document for the puzzles of `registry`.
pub(crate) fn of_registry(registry: &puzzle::Registry) -> Value {
    let ids: Vec<&str> = registry.iter().map(|p| p.info().id).collect();
    let mut actions: Vec<&str> = registry
        .iter()
        .flat_map(|p| p.actions())
        .flat_map(|a| std::iter::once(a.name).chain(a.aliases))
        .collect();
    actions.sort_unstable();
    actions.dedup();
    build(&ids, &actions)
}

fn json_body(schema: Value) -> Value {
    json!({ "required": true, "content": { "application/json": { "schema": schema } } })
}

/// The answers every route may give: the JSON value on success (`ok_content`), and the error
/// envelope for refused requests.
fn responses(ok_content: Value) -> Value {
    let error =
        json!({ "content": { "application/json": { "schema": json_ref("ErrorEnvelope") } } });
    let mut answers = Map::new();
    answers.insert(
        "200".into(),
        json!({ "description": "the answer", "content": ok_content }),
    );
    for (status, why) in [
        (
            "400",
            "the request's content is wrong (a malformed game, an unknown option)",
        ),
        ("403", "another host name or another site, or a token that is not the server's"),
        ("404", "no such puzzle or thing"),
        ("408", "the request's body did not arrive within the server's time (the connection is closed)"),
        ("409", "conflicts with stored data"),
        ("413", "too large, or stopped by the limits"),
        ("415", "not JSON"),
        ("422", "JSON of the wrong shape"),
        ("414", "the address (path and query) is longer than the server reads"),
        ("431", "too many headers, or a header too large"),
        ("500", "the server failed on this request (a bug, logged on the server)"),
        ("503", "busy (a job that could not start within its time limit, counted from the request's arrival); try again after Retry-After seconds"),
        (
            "507",
            "the server's disk is full: nothing was changed, what was stored is intact",
        ),
    ] {
        let mut answer = error.clone();
        answer["description"] = json!(why);
        answers.insert(status.into(), answer);
    }
    answers["503"]["headers"] = json!({ "Retry-After": {
        "description": "seconds to wait before trying again",
        "schema": { "type": "integer" },
    } });
    Value::Object(answers)
}

/// Marks a write of a library, saved game or record: on a server for a class it needs the
/// teacher's token (401 without it, 403 with another).
fn needs_token(op: &mut Value) {
    op["security"] = json!([{ "teacherToken": [] }, {}]);
    op["responses"]["401"] = json!({
        "description": "a server for a class: this write needs the teacher's token",
        "content": { "application/json": { "schema": json_ref("ErrorEnvelope") } },
    });
}

/// An answer of the type whose schema is `schema`.
fn typed_answer(schema: Value) -> Value {
    json!({ "application/json": { "schema": schema } })
}

/// The answer of a job, from its type.
fn job_answer(job: Job, schemas: &mut Schemas) -> Value {
    typed_answer(match job {
        Job::Hint => schemas.of::<HintAnswer>(),
        Job::Solve => schemas.of::<SolveAnswer>(),
        Job::Compare => schemas.of::<CompareAnswer>(),
        Job::Generate => schemas.of::<GeneratedAnswer>(),
        Job::Rate => schemas.of::<RatingAnswer>(),
        Job::Trace => schemas.of::<TraceAnswer>(),
        Job::HeuristicCheck => schemas.of::<LabAnswer<HeuristicCheckAnswer>>(),
        Job::StateSpace => schemas.of::<LabAnswer<SpaceAnswer>>(),
        Job::Experiment => schemas.of::<ExperimentAnswer>(),
        Job::Check => schemas.of::<CheckAnswer>(),
    })
}

fn lines_answer() -> Value {
    json!({ "application/x-ndjson": { "schema": { "type": "string" } } })
}

/// `schema` of an optional field (`T` or null), without the null: the field of a job that
/// cannot do without it.
fn without_null(schema: &Value) -> Value {
    let is_null = |s: &Value| s["type"] == "null";
    let mut schema = schema.clone();
    if let Some(types) = schema["type"].as_array() {
        let kept: Vec<Value> = types.iter().filter(|t| *t != "null").cloned().collect();
        schema["type"] = match kept.as_slice() {
            [one] => one.clone(),
            _ => Value::Array(kept),
        };
    }
    if let Some(values) = schema["enum"].as_array() {
        schema["enum"] = values.iter().filter(|v| !v.is_null()).cloned().collect();
    }
    for combinator in ["anyOf", "oneOf"] {
        if let Some(options) = schema[combinator].as_array() {
            let kept: Vec<Value> = options.iter().filter(|o| !is_null(o)).cloned().collect();
            if let [one] = kept.as_slice() {
                let one = one.clone();
                if let Some(map) = schema.as_object_mut() {
                    map.remove(combinator);
                    if let Some(fields) = one.as_object() {
                        map.extend(fields.clone());
                    }
                }
            } else {
                schema[combinator] = Value::Array(kept);
            }
        }
    }
    schema
}

/// The body of `job`: the fields of [`JobRequest`] (`all`, its schema) the job reads.
fn job_request(job: Job, all: &Value) -> Value {
    let fields = job.fields();
    let required = job.required();
    let properties: Map<String, Value> = all["properties"]
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(name, _)| fields.contains(&name.as_str()))
        .map(|(name, schema)| {
            let schema = if required.contains(&name.as_str()) {
                without_null(schema)
            } else {
                schema.clone()
            };
            (name.clone(), schema)
        })
        .collect();
    debug_assert_eq!(
        properties.len(),
        fields.len(),
        "{job:?} reads fields JobRequest lacks"
    );
    let mut body = all.clone();
    body["properties"] = Value::Object(properties);
    body["required"] = json!(required);
    body
}

fn operation(summary: &str, body: Option<Value>, ok: Value) -> Value {
    let mut op = json!({ "summary": summary, "responses": responses(ok) });
    if let Some(body) = body {
        op["requestBody"] = body;
    }
    op
}

fn puzzle_parameter(ids: &[&str]) -> Value {
    json!({ "name": "puzzle", "in": "path", "required": true, "schema": { "type": "string", "enum": ids } })
}

/// The whole document for a registry with these puzzle ids, whose puzzles have these actions.
pub(crate) fn build(ids: &[&str], actions: &[&str]) -> Value {
    let mut schemas = Schemas::new();
    let mut paths = Map::new();
    paths.insert(
        "/api/health".into(),
        json!({ "get": operation("the server answers; how many jobs wait", None, typed_answer(schemas.of::<Health>())) }),
    );
    paths.insert(
        "/api/server".into(),
        json!({ "get": operation("what the server allows: writes_need_token (a server for a class), token_accepted (this request's token is the server's)", None, typed_answer(schemas.of::<ServerAccess>())) }),
    );
    paths.insert(
        "/api/puzzles".into(),
        json!({ "get": operation("every puzzle: rules, example, solvers, levels", None, typed_answer(schemas.of::<PuzzleList>())) }),
    );
    paths.insert(
        "/api/languages".into(),
        json!({ "get": operation("the languages of the interface", None, typed_answer(schemas.of::<LanguageList>())) }),
    );
    paths.insert(
        "/api/i18n/{lang}".into(),
        json!({
            "parameters": [{
                "name": "lang", "in": "path", "required": true,
                "schema": { "type": "string", "enum": i18n::Lang::ALL.iter().map(|l| l.tag()).collect::<Vec<_>>() },
            }],
            "get": operation("one language's message catalogue, as the pages format it", None, typed_answer(schemas.of::<PageCatalogue>())),
        }),
    );
    let game_body = json_body(schemas.request::<GameRequest>());
    for (route, summary, answer) in [
        (
            "parse",
            "the position of a game ID (400 with line and column when it is wrong)",
            schemas.of::<PositionAnswer>(),
        ),
        (
            "validate",
            "whether a game ID is right: always 200",
            schemas.of::<Validated>(),
        ),
    ] {
        let mut item =
            json!({ "post": operation(summary, Some(game_body.clone()), typed_answer(answer)) });
        item["parameters"] = json!([puzzle_parameter(ids)]);
        paths.insert(format!("/api/{{puzzle}}/{route}"), item);
    }
    let move_body = json_body(schemas.request::<MoveRequest>());
    paths.insert(
        "/api/{puzzle}/heuristics".into(),
        json!({
            "parameters": [puzzle_parameter(ids)],
            "get": operation("the heuristics the search lab offers, with admissible and consistent, and whether the lab searches the puzzle backward (bidirectional)", None, typed_answer(schemas.of::<HeuristicsAnswer>())),
        }),
    );
    paths.insert(
        "/api/{puzzle}/move".into(),
        json!({
            "parameters": [puzzle_parameter(ids)],
            "post": operation("the position after one move", Some(move_body), typed_answer(schemas.of::<PlayedAnswer>())),
        }),
    );
    schemas.request::<JobRequest>();
    let all_fields = schemas
        .take_request("JobRequest")
        .expect("the job request's schema");
    for job in Job::ALL {
        let body = json_body(job_request(job, &all_fields));
        let name = job.name();
        let answer = job_answer(job, &mut schemas);
        paths.insert(
            format!("/api/{{puzzle}}/{name}"),
            json!({
                "parameters": [puzzle_parameter(ids)],
                "post": operation(&format!("{name}, within the limits"), Some(body.clone()), answer),
            }),
        );
        paths.insert(
            format!("/api/{{puzzle}}/{name}/stream"),
            json!({
                "parameters": [puzzle_parameter(ids)],
                "post": operation(
                    &format!(
                        "{name} as JSON lines once the job runs: progress, then result or error (a request refused before the job starts, or a job that cannot start within its time limit, is a plain 4xx or 503 with Retry-After; a job that fails says so in its last line)"
                    ),
                    Some(body),
                    lines_answer(),
                ),
            }),
        );
    }
    paths.insert(
        "/api/{puzzle}/actions/{action}".into(),
        json!({
            "parameters": [puzzle_parameter(ids), {
                "name": "action", "in": "path", "required": true,
                "description": "one of the puzzle's actions (GET /api/puzzles lists each puzzle's)",
                "schema": { "type": "string", "enum": actions },
            }],
            "post": operation(
                "one of the puzzle's own actions (census, shuffle, catalogue...), within the limits (404 for an action the puzzle does not have)",
                Some(json_body(schemas.request::<ActionBody>())),
                typed_answer(schemas.of::<ActionAnswer>()),
            ),
        }),
    );
    library_paths(ids, &mut paths, &mut schemas);
    for (path, item) in paths.iter_mut() {
        let stored = ["/api/libraries", "/api/games", "/api/records"]
            .iter()
            .any(|p| path.starts_with(p));
        for method in ["post", "put", "delete"] {
            if let Some(op) = item.get_mut(method).filter(|_| stored) {
                needs_token(op);
            }
        }
    }
    // the envelope every error answer refers to by name
    schemas.of::<ErrorEnvelope>();
    let mut components = schemas.into_components();
    // the store names a puzzle id in a body; the registry knows which there are
    if let Some(puzzle_id) = components.get_mut("PuzzleId") {
        puzzle_id["enum"] = json!(ids);
    }
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "Puzzle Lab API",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Solve, generate, rate and play classic AI-search puzzles. Every error is {\"error\": {code, message}}, with line and column when it is about a place in the input.",
        },
        "paths": paths,
        "components": {
            "securitySchemes": { "teacherToken": {
                "type": "http",
                "scheme": "bearer",
                "description": "the token a server for a class (puzzlelab serve on a network address) prints at start, or was given with --token; writes of libraries, saved games and records need it there, and nothing needs it on a loopback address",
            } },
            "schemas": components,
        },
    })
}

fn query(name: &str, schema: Value, required: bool) -> Value {
    json!({ "name": name, "in": "query", "required": required, "schema": schema })
}

fn id_parameter(name: &str) -> Value {
    json!({ "name": name, "in": "path", "required": true, "schema": { "type": "integer", "format": "int64" } })
}

/// Libraries, saved games and records (see `api::library`): bodies and answers from their
/// types ([`super::library_answers`], the store's); a body that still reads the previous
/// release's names (`kind`, and `puzzle` for the game) is the choice of the current form and
/// the deprecated old one (`store::schema`). Query parameters are written here.
fn library_paths(ids: &[&str], paths: &mut Map<String, Value>, schemas: &mut Schemas) {
    let puzzle_id = json!({ "type": "string", "enum": ids });
    let text = json!({ "type": "string" });
    let number = json!({ "type": "number" });
    let with_op = |summary: &str, body: Option<Value>, parameters: Vec<Value>, ok: Value| {
        let mut op = operation(summary, body, typed_answer(ok));
        if !parameters.is_empty() {
            op["parameters"] = json!(parameters);
        }
        op
    };
    let deleted = schemas.of::<Deleted>();
    paths.insert("/api/libraries".into(), json!({
        "get": with_op("the libraries, of one puzzle or all", None, vec![query("puzzle", puzzle_id.clone(), false)], schemas.of::<LibraryList>()),
        "post": with_op("a new library of your own", Some(json_body(schemas.request::<CreateLibraryRequest>())), vec![], schemas.of::<LibraryAnswer>()),
    }));
    paths.insert(
        "/api/libraries/{id}".into(),
        json!({
            "parameters": [id_parameter("id")],
            "delete": with_op("delete a library of your own", None, vec![], deleted.clone()),
        }),
    );
    paths.insert("/api/libraries/{id}/puzzles".into(), json!({
        "parameters": [id_parameter("id")],
        "get": with_op("a library's games, filtered", None, vec![
            query("level", text.clone(), false),
            query("min_difficulty", number.clone(), false),
            query("max_difficulty", number.clone(), false),
            query("search", text.clone(), false),
            query("limit", json!({ "type": "integer", "minimum": 0, "maximum": u32::MAX }), false),
            query("offset", json!({ "type": "integer", "minimum": 0, "maximum": u32::MAX }), false),
        ], schemas.of::<LibraryPage>()),
        "post": with_op("add a game (made canonical and rated)", Some(json_body(schemas.request::<AddPuzzleRequest>())), vec![], schemas.of::<PuzzleAdded>()),
    }));
    paths.insert("/api/libraries/{id}/puzzles/{puzzle_id}".into(), json!({
        "parameters": [id_parameter("id"), id_parameter("puzzle_id")],
        "delete": with_op("remove a game from a library of your own", None, vec![], deleted.clone()),
    }));
    let mut export = with_op(
        "the library as a file",
        None,
        vec![query(
            "format",
            json!({ "type": "string", "enum": ["csv", "json"] }),
            false,
        )],
        schemas.of::<LibraryFile>(),
    );
    export["responses"]["200"]["content"]["text/csv"] = json!({ "schema": { "type": "string" } });
    paths.insert(
        "/api/libraries/{id}/export".into(),
        json!({
            "parameters": [id_parameter("id")],
            "get": export,
        }),
    );
    paths.insert("/api/libraries/{id}/import".into(), json!({
        "parameters": [id_parameter("id")],
        "post": with_op("games from a CSV or JSON file, all or none", Some(json_body(schemas.request::<ImportRequest>())), vec![], schemas.of::<ImportAnswer>()),
    }));
    paths.insert("/api/games".into(), json!({
        "get": with_op("saved games", None, vec![query("puzzle", puzzle_id.clone(), false)], schemas.of::<SavedGameList>()),
        "post": with_op("save a game", Some(json_body(schemas.request::<NewGame>())), vec![], schemas.of::<SavedGameAnswer>()),
    }));
    let saved_game = schemas.of::<SavedGameAnswer>();
    paths.insert(
        "/api/games/{id}".into(),
        json!({
            "parameters": [id_parameter("id")],
            "get": with_op("one saved game", None, vec![], saved_game.clone()),
            "put": with_op("change a saved game", Some(json_body(schemas.request::<UpdateGameRequest>())), vec![], saved_game),
            "delete": with_op("delete a saved game", None, vec![], deleted),
        }),
    );
    paths.insert(
        "/api/records".into(),
        json!({
            "get": with_op("the best result for a game and a metric", None, vec![
                query("puzzle", puzzle_id, true),
                query("game", text.clone(), true),
                query("metric", text, true),
            ], schemas.of::<RecordAnswer>()),
            "post": with_op("submit a result", Some(json_body(schemas.request::<NewRecord>())), vec![], schemas.of::<RecordSubmitted>()),
        }),
    );
}

fn json_ref(name: &str) -> Value {
    json!({ "$ref": format!("#/components/schemas/{name}") })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_job_of_every_puzzle_is_described_with_the_fields_it_reads() {
        let doc = build(&["klotski", "n-puzzle"], &["census"]);
        let paths = doc["paths"].as_object().expect("paths");
        for job in Job::ALL {
            for suffix in ["", "/stream"] {
                let path = format!("/api/{{puzzle}}/{}{suffix}", job.name());
                let schema =
                    &paths[&path]["post"]["requestBody"]["content"]["application/json"]["schema"];
                let described: Vec<&String> = schema["properties"]
                    .as_object()
                    .expect("properties")
                    .keys()
                    .collect();
                assert_eq!(described.len(), job.fields().len(), "{path}");
                assert_eq!(schema["additionalProperties"], false, "{path}");
            }
        }
        assert_eq!(
            paths["/api/{puzzle}/parse"]["parameters"][0]["schema"]["enum"],
            json!(["klotski", "n-puzzle"])
        );
    }

    #[test]
    fn writes_name_the_token_and_busy_answers_say_when_to_retry() {
        let doc = build(&["klotski"], &["census"]);
        let paths = &doc["paths"];
        for (path, method) in [
            ("/api/libraries", "post"),
            ("/api/libraries/{id}/import", "post"),
            ("/api/games/{id}", "put"),
            ("/api/records", "post"),
        ] {
            let op = &paths[path][method];
            assert_eq!(op["security"][0], json!({"teacherToken": []}), "{path}");
            assert!(op["responses"]["401"].is_object(), "{path}");
        }
        for (path, method) in [("/api/games", "get"), ("/api/{puzzle}/solve", "post")] {
            assert!(paths[path][method].get("security").is_none(), "{path}");
        }
        let stream = &paths["/api/{puzzle}/solve/stream"]["post"]["responses"];
        assert!(stream["503"]["headers"]["Retry-After"].is_object());
        assert!(stream["408"].is_object());
        assert_eq!(
            doc["components"]["securitySchemes"]["teacherToken"]["scheme"],
            "bearer"
        );
    }
}
