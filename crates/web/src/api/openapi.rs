//! `GET /api/openapi.json`: the API described as OpenAPI 3.1, built from what the handlers
//! use: the registry's puzzle ids, the jobs and the fields each job reads ([`Job::fields`]),
//! the size caps, and the answers' schemas generated from their types ([`super::schemas`]),
//! the error envelope's among them. The document itself is typed ([`super::openapi_model`]).
//! Tools such as schemathesis test the server against it.

use std::collections::BTreeMap;

use axum::extract::State;
use axum::Json;
use serde_json::{json, Value};

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
use super::openapi_model::{
    Components, Document, DocumentInfo, Header, MediaType, NullableSchema, ObjectSchema, Operation,
    Parameter, PathItem, RequestBody, Response, Responses, SecurityScheme, JSON,
};
use super::play::{GameRequest, Job, JobRequest, MoveRequest, Validated};
use super::schemas::Schemas;
use super::{Health, ServerAccess};
use crate::error::ErrorEnvelope;
use crate::state::AppState;

/// The name of the scheme of the teacher's token.
const TOKEN_SCHEME: &str = "teacherToken";

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

/// Content of one media type.
fn content(media: &'static str, schema: Value) -> BTreeMap<&'static str, MediaType> {
    BTreeMap::from([(media, MediaType { schema })])
}

/// The error envelope, the content of every refusal.
fn error_content() -> BTreeMap<&'static str, MediaType> {
    content(JSON, json_ref("ErrorEnvelope"))
}

/// The answers every route may give: the answer on success (`ok_content`), and the error
/// envelope for refused requests.
fn responses(ok_content: BTreeMap<&'static str, MediaType>) -> Responses {
    let mut refusals = BTreeMap::new();
    for (status, why) in [
        (
            "400",
            "the request's content is wrong (a malformed game, an unknown option)",
        ),
        (
            "403",
            "another host name or another site, or a token that is not the server's",
        ),
        ("404", "no such puzzle or thing"),
        (
            "408",
            "the request's body did not arrive within the server's time (the connection is closed)",
        ),
        ("409", "conflicts with stored data"),
        ("413", "too large, or stopped by the limits"),
        ("415", "not JSON"),
        ("422", "JSON of the wrong shape"),
        (
            "414",
            "the address (path and query) is longer than the server reads",
        ),
        ("431", "too many headers, or a header too large"),
        (
            "500",
            "the server failed on this request (a bug, logged on the server)",
        ),
        (
            "507",
            "the server's disk is full: nothing was changed, what was stored is intact",
        ),
    ] {
        refusals.insert(status, Response::new(why, error_content()));
    }
    let mut busy = Response::new(
        "busy (a job that could not start within its time limit, counted from the request's arrival); try again after Retry-After seconds",
        error_content(),
    );
    busy.headers.insert(
        "Retry-After",
        Header {
            description: "seconds to wait before trying again",
            schema: json!({ "type": "integer" }),
        },
    );
    refusals.insert("503", busy);
    Responses {
        ok: Response::new("the answer", ok_content),
        refusals,
    }
}

/// Marks a write of a library, saved game or record: on a server for a class it needs the
/// teacher's token (401 without it, 403 with another).
fn needs_token(op: &mut Operation) {
    op.security = vec![
        BTreeMap::from([(TOKEN_SCHEME, Vec::new())]),
        BTreeMap::new(),
    ];
    op.responses.refusals.insert(
        "401",
        Response::new(
            "a server for a class: this write needs the teacher's token",
            error_content(),
        ),
    );
}

/// An answer of the type whose schema is `schema`.
fn typed_answer(schema: Value) -> BTreeMap<&'static str, MediaType> {
    content(JSON, schema)
}

/// The answer of a job, from its type.
fn job_answer(job: Job, schemas: &mut Schemas) -> BTreeMap<&'static str, MediaType> {
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

fn lines_answer() -> BTreeMap<&'static str, MediaType> {
    content("application/x-ndjson", json!({ "type": "string" }))
}

/// `schema` of an optional field (`T` or null), without the null: the field of a job that
/// cannot do without it.
fn without_null(schema: &Value) -> Value {
    match serde_json::from_value::<NullableSchema>(schema.clone()) {
        Ok(nullable) => serde_json::to_value(nullable.without_null()).unwrap_or(Value::Null),
        // a boolean schema has no null to take away
        Err(_) => schema.clone(),
    }
}

/// The body of `job`: the fields of [`JobRequest`] (`all`, its schema) the job reads.
fn job_request(job: Job, all: &ObjectSchema) -> Value {
    let fields = job.fields();
    let required = job.required();
    let properties: serde_json::Map<String, Value> = all
        .properties
        .iter()
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
    let body = ObjectSchema {
        properties,
        required: required.iter().map(|r| r.to_string()).collect(),
        rest: all.rest.clone(),
    };
    serde_json::to_value(body).unwrap_or(Value::Null)
}

fn operation(
    summary: impl Into<String>,
    body: Option<RequestBody>,
    ok: BTreeMap<&'static str, MediaType>,
) -> Operation {
    Operation {
        summary: summary.into(),
        request_body: body,
        parameters: Vec::new(),
        responses: responses(ok),
        security: Vec::new(),
    }
}

fn puzzle_parameter(ids: &[&str]) -> Parameter {
    Parameter::path("puzzle", json!({ "type": "string", "enum": ids }))
}

/// A path whose one operation is `get`.
fn getting(parameters: Vec<Parameter>, op: Operation) -> PathItem {
    PathItem {
        get: Some(op),
        ..PathItem::with(parameters)
    }
}

/// A path whose one operation is `post`.
fn posting(parameters: Vec<Parameter>, op: Operation) -> PathItem {
    PathItem {
        post: Some(op),
        ..PathItem::with(parameters)
    }
}

/// The whole document for a registry with these puzzle ids, whose puzzles have these actions.
pub(crate) fn build(ids: &[&str], actions: &[&str]) -> Value {
    let mut schemas = Schemas::new();
    let mut paths = BTreeMap::new();
    paths.insert(
        "/api/health".into(),
        getting(
            vec![],
            operation(
                "the server answers; how many jobs wait",
                None,
                typed_answer(schemas.of::<Health>()),
            ),
        ),
    );
    paths.insert(
        "/api/server".into(),
        getting(vec![], operation("what the server allows: writes_need_token (a server for a class), token_accepted (this request's token is the server's)", None, typed_answer(schemas.of::<ServerAccess>()))),
    );
    paths.insert(
        "/api/puzzles".into(),
        getting(
            vec![],
            operation(
                "every puzzle: rules, example, solvers, levels",
                None,
                typed_answer(schemas.of::<PuzzleList>()),
            ),
        ),
    );
    paths.insert(
        "/api/languages".into(),
        getting(
            vec![],
            operation(
                "the languages of the interface",
                None,
                typed_answer(schemas.of::<LanguageList>()),
            ),
        ),
    );
    let tags: Vec<&str> = i18n::Lang::ALL.iter().map(|l| l.tag()).collect();
    paths.insert(
        "/api/i18n/{lang}".into(),
        getting(
            vec![Parameter::path(
                "lang",
                json!({ "type": "string", "enum": tags }),
            )],
            operation(
                "one language's message catalogue, as the pages format it",
                None,
                typed_answer(schemas.of::<PageCatalogue>()),
            ),
        ),
    );
    let game_body = RequestBody::json(schemas.request::<GameRequest>());
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
        paths.insert(
            format!("/api/{{puzzle}}/{route}"),
            posting(
                vec![puzzle_parameter(ids)],
                operation(summary, Some(game_body.clone()), typed_answer(answer)),
            ),
        );
    }
    let move_body = RequestBody::json(schemas.request::<MoveRequest>());
    paths.insert(
        "/api/{puzzle}/heuristics".into(),
        getting(
            vec![puzzle_parameter(ids)],
            operation("the heuristics the search lab offers, with admissible and consistent, and whether the lab searches the puzzle backward (bidirectional)", None, typed_answer(schemas.of::<HeuristicsAnswer>())),
        ),
    );
    paths.insert(
        "/api/{puzzle}/move".into(),
        posting(
            vec![puzzle_parameter(ids)],
            operation(
                "the position after one move",
                Some(move_body),
                typed_answer(schemas.of::<PlayedAnswer>()),
            ),
        ),
    );
    schemas.request::<JobRequest>();
    let all_fields: ObjectSchema = schemas
        .take_request("JobRequest")
        .and_then(|schema| serde_json::from_value(schema).ok())
        .expect("the job request's schema is an object's");
    for job in Job::ALL {
        let body = RequestBody::json(job_request(job, &all_fields));
        let name = job.name();
        let answer = job_answer(job, &mut schemas);
        paths.insert(
            format!("/api/{{puzzle}}/{name}"),
            posting(
                vec![puzzle_parameter(ids)],
                operation(
                    format!("{name}, within the limits"),
                    Some(body.clone()),
                    answer,
                ),
            ),
        );
        paths.insert(
            format!("/api/{{puzzle}}/{name}/stream"),
            posting(
                vec![puzzle_parameter(ids)],
                operation(
                    format!(
                        "{name} as JSON lines once the job runs: progress, then result or error (a request refused before the job starts, or a job that cannot start within its time limit, is a plain 4xx or 503 with Retry-After; a job that fails says so in its last line)"
                    ),
                    Some(body),
                    lines_answer(),
                ),
            ),
        );
    }
    let action_parameter = Parameter {
        description: Some("one of the puzzle's actions (GET /api/puzzles lists each puzzle's)"),
        ..Parameter::path("action", json!({ "type": "string", "enum": actions }))
    };
    paths.insert(
        "/api/{puzzle}/actions/{action}".into(),
        posting(
            vec![puzzle_parameter(ids), action_parameter],
            operation(
                "one of the puzzle's own actions (census, shuffle, catalogue...), within the limits (404 for an action the puzzle does not have)",
                Some(RequestBody::json(schemas.request::<ActionBody>())),
                typed_answer(schemas.of::<ActionAnswer>()),
            ),
        ),
    );
    library_paths(ids, &mut paths, &mut schemas);
    for (path, item) in paths.iter_mut() {
        let stored = ["/api/libraries", "/api/games", "/api/records"]
            .iter()
            .any(|p| path.starts_with(p));
        if stored {
            item.writes().for_each(needs_token);
        }
    }
    // the envelope every error answer refers to by name
    schemas.of::<ErrorEnvelope>();
    // the store names a puzzle id in a body; the registry knows which there are
    schemas.name_values("PuzzleId", ids);
    let document = Document {
        openapi: "3.1.0",
        info: DocumentInfo {
            title: "Puzzle Lab API",
            version: env!("CARGO_PKG_VERSION"),
            description: "Solve, generate, rate and play classic AI-search puzzles. Every error is {\"error\": {code, message}}, with line and column when it is about a place in the input.",
        },
        paths,
        components: Components {
            security_schemes: BTreeMap::from([(
                TOKEN_SCHEME,
                SecurityScheme {
                    kind: "http",
                    scheme: "bearer",
                    description: "the token a server for a class (puzzlelab serve on a network address) prints at start, or was given with --token; writes of libraries, saved games and records need it there, and nothing needs it on a loopback address",
                },
            )]),
            schemas: schemas.into_components(),
        },
    };
    serde_json::to_value(document).unwrap_or(Value::Null)
}

fn id_parameter(name: &'static str) -> Parameter {
    Parameter::path(name, json!({ "type": "integer", "format": "int64" }))
}

/// Libraries, saved games and records (see `api::library`): bodies and answers from their
/// types ([`super::library_answers`], the store's); a body that still reads the previous
/// release's names (`kind`, and `puzzle` for the game) is the choice of the current form and
/// the deprecated old one (`store::schema`). Query parameters are written here.
fn library_paths(ids: &[&str], paths: &mut BTreeMap<String, PathItem>, schemas: &mut Schemas) {
    let puzzle_id = json!({ "type": "string", "enum": ids });
    let text = json!({ "type": "string" });
    let number = json!({ "type": "number" });
    let query = Parameter::query;
    let with_op =
        |summary: &str, body: Option<RequestBody>, parameters: Vec<Parameter>, ok: Value| {
            Operation {
                parameters,
                ..operation(summary, body, typed_answer(ok))
            }
        };
    let deleted = schemas.of::<Deleted>();
    paths.insert(
        "/api/libraries".into(),
        PathItem {
            get: Some(with_op(
                "the libraries, of one puzzle or all",
                None,
                vec![query("puzzle", puzzle_id.clone(), false)],
                schemas.of::<LibraryList>(),
            )),
            post: Some(with_op(
                "a new library of your own",
                Some(RequestBody::json(schemas.request::<CreateLibraryRequest>())),
                vec![],
                schemas.of::<LibraryAnswer>(),
            )),
            ..PathItem::default()
        },
    );
    paths.insert(
        "/api/libraries/{id}".into(),
        PathItem {
            delete: Some(with_op(
                "delete a library of your own",
                None,
                vec![],
                deleted.clone(),
            )),
            ..PathItem::with(vec![id_parameter("id")])
        },
    );
    let page = |name| {
        query(
            name,
            json!({ "type": "integer", "minimum": 0, "maximum": u32::MAX }),
            false,
        )
    };
    paths.insert(
        "/api/libraries/{id}/puzzles".into(),
        PathItem {
            get: Some(with_op(
                "a library's games, filtered",
                None,
                vec![
                    query("level", text.clone(), false),
                    query("min_difficulty", number.clone(), false),
                    query("max_difficulty", number.clone(), false),
                    query("search", text.clone(), false),
                    page("limit"),
                    page("offset"),
                ],
                schemas.of::<LibraryPage>(),
            )),
            post: Some(with_op(
                "add a game (made canonical and rated)",
                Some(RequestBody::json(schemas.request::<AddPuzzleRequest>())),
                vec![],
                schemas.of::<PuzzleAdded>(),
            )),
            ..PathItem::with(vec![id_parameter("id")])
        },
    );
    paths.insert(
        "/api/libraries/{id}/puzzles/{puzzle_id}".into(),
        PathItem {
            delete: Some(with_op(
                "remove a game from a library of your own",
                None,
                vec![],
                deleted.clone(),
            )),
            ..PathItem::with(vec![id_parameter("id"), id_parameter("puzzle_id")])
        },
    );
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
    export.responses.ok.content.insert(
        "text/csv",
        MediaType {
            schema: json!({ "type": "string" }),
        },
    );
    paths.insert(
        "/api/libraries/{id}/export".into(),
        getting(vec![id_parameter("id")], export),
    );
    paths.insert(
        "/api/libraries/{id}/import".into(),
        posting(
            vec![id_parameter("id")],
            with_op(
                "games from a CSV or JSON file, all or none",
                Some(RequestBody::json(schemas.request::<ImportRequest>())),
                vec![],
                schemas.of::<ImportAnswer>(),
            ),
        ),
    );
    paths.insert(
        "/api/games".into(),
        PathItem {
            get: Some(with_op(
                "saved games",
                None,
                vec![query("puzzle", puzzle_id.clone(), false)],
                schemas.of::<SavedGameList>(),
            )),
            post: Some(with_op(
                "save a game",
                Some(RequestBody::json(schemas.request::<NewGame>())),
                vec![],
                schemas.of::<SavedGameAnswer>(),
            )),
            ..PathItem::default()
        },
    );
    let saved_game = schemas.of::<SavedGameAnswer>();
    paths.insert(
        "/api/games/{id}".into(),
        PathItem {
            get: Some(with_op("one saved game", None, vec![], saved_game.clone())),
            put: Some(with_op(
                "change a saved game",
                Some(RequestBody::json(schemas.request::<UpdateGameRequest>())),
                vec![],
                saved_game,
            )),
            delete: Some(with_op("delete a saved game", None, vec![], deleted)),
            ..PathItem::with(vec![id_parameter("id")])
        },
    );
    paths.insert(
        "/api/records".into(),
        PathItem {
            get: Some(with_op(
                "the best result for a game and a metric",
                None,
                vec![
                    query("puzzle", puzzle_id, true),
                    query("game", text.clone(), true),
                    query("metric", text, true),
                ],
                schemas.of::<RecordAnswer>(),
            )),
            post: Some(with_op(
                "submit a result",
                Some(RequestBody::json(schemas.request::<NewRecord>())),
                vec![],
                schemas.of::<RecordSubmitted>(),
            )),
            ..PathItem::default()
        },
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
