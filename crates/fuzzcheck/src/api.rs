//! API request bodies through the real router.

use std::sync::OnceLock;
use std::time::Duration;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use http_body_util::BodyExt as _;
use serde_json::Value;
use store::{NewGame, NewLibrary, Store};
use tokio::runtime::Runtime;
use tower::ServiceExt as _;

use crate::game_ids::puzzles;

/// The routes every puzzle answers with a JSON body (`solve/stream` answers JSON lines).
const PUZZLE_ROUTES: &[&str] = &[
    "parse",
    "validate",
    "move",
    "hint",
    "solve",
    "compare",
    "generate",
    "rate",
    "solve/stream",
];

/// One API route a fuzz input can be sent to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiRoute {
    /// `POST` or `PUT`.
    pub method: Method,
    /// The path, e.g. `/api/klotski/solve`.
    pub path: String,
}

/// Every route [`api_bodies`] sends to, in the order its first byte picks them: each
/// puzzle's routes, adding to and importing into a library of each puzzle (library `n` is
/// the `n`-th puzzle's, made before each input), creating a library, saving and updating a
/// game (game 1 exists), submitting a record, Lianliankan's shuffle.
pub fn api_routes() -> &'static [ApiRoute] {
    static ROUTES: OnceLock<Vec<ApiRoute>> = OnceLock::new();
    ROUTES.get_or_init(|| {
        let post = |path: String| ApiRoute {
            method: Method::POST,
            path,
        };
        let ids = puzzles().ids();
        let mut routes = Vec::new();
        for id in &ids {
            for route in PUZZLE_ROUTES {
                routes.push(post(format!("/api/{id}/{route}")));
            }
        }
        for n in 1..=ids.len() {
            routes.push(post(format!("/api/libraries/{n}/puzzles")));
            routes.push(post(format!("/api/libraries/{n}/import")));
        }
        routes.push(post("/api/libraries".into()));
        routes.push(post("/api/games".into()));
        routes.push(ApiRoute {
            method: Method::PUT,
            path: "/api/games/1".into(),
        });
        routes.push(post("/api/records".into()));
        routes.push(post("/api/lianliankan/shuffle".into()));
        routes
    })
}

/// Tiny limits, so that each input is answered in well under a second.
fn policy() -> web::LimitPolicy {
    web::LimitPolicy {
        default_nodes: 2_000,
        max_nodes: 2_000,
        default_time: Duration::from_millis(50),
        max_time: Duration::from_millis(50),
        concurrent_jobs: 1,
        max_wait: Duration::from_secs(5),
        max_waiting: 4,
        store_proven_after: Duration::from_secs(3600),
        quick_jobs: 1,
        quick_time: Duration::from_millis(200),
        ..web::LimitPolicy::default()
    }
}

fn runtime() -> &'static Runtime {
    static RUNTIME: OnceLock<Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a tokio runtime")
    })
}

/// A fresh app: every puzzle, an in-memory database with one library per puzzle (ids in
/// registry order) and one saved game (id 1).
fn fresh_app() -> axum::Router {
    let registry = puzzles().clone();
    let mut store = Store::open_in_memory().expect("in-memory database");
    for id in registry.ids() {
        store
            .create_library(&NewLibrary::new(id, "fuzz"))
            .expect("a library");
    }
    let first = registry.ids()[0];
    let example = registry.get(first).expect("a puzzle").info().example;
    store
        .save_game(&NewGame {
            puzzle: first.to_string(),
            game: example.to_string(),
            name: String::new(),
            state: example.to_string(),
            moves: Value::Array(Vec::new()),
        })
        .expect("a saved game");
    web::app(web::AppState::new(registry, store, policy()))
}

/// The first byte picks the route of [`api_routes`] (modulo their number), the rest is the
/// request body, sent as `application/json` through the whole router (guards included) on a
/// current-thread runtime. The answer must be JSON: a 2xx answer, or the error envelope
/// `{"error": {"code", "message"}}` with a 4xx or 503 status; a stream's lines must each be
/// JSON. A 500 (which is also how a panicking handler answers) is a failure.
///
/// # Panics
/// When the answer breaks that contract.
pub fn api_bodies(data: &[u8]) {
    api_answer(data);
}

/// [`api_bodies`], telling the status of the answer (`None` for an empty input).
///
/// # Panics
/// As [`api_bodies`].
pub fn api_answer(data: &[u8]) -> Option<StatusCode> {
    let (&pick, body) = data.split_first()?;
    let routes = api_routes();
    let route = &routes[usize::from(pick) % routes.len()];
    let request = Request::builder()
        .method(route.method.clone())
        .uri(&route.path)
        .header("content-type", "application/json")
        .body(Body::from(body.to_vec()))
        .expect("a request");
    let (status, bytes) = runtime().block_on(async {
        let response = fresh_app().oneshot(request).await.expect("an answer");
        let status = response.status();
        let bytes = response
            .into_body()
            .collect()
            .await
            .expect("the whole body")
            .to_bytes();
        (status, bytes)
    });
    let text = String::from_utf8_lossy(&bytes);
    let what = || {
        format!(
            "{} {} with body {:?} answered {status}: {text}",
            route.method,
            route.path,
            String::from_utf8_lossy(body)
        )
    };
    assert!(
        status != StatusCode::INTERNAL_SERVER_ERROR && !status.is_informational(),
        "{}",
        what()
    );
    if status.is_success() && route.path.ends_with("/stream") {
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let value: Value = serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("a stream line is not JSON ({e}): {}", what()));
            if value["event"] == "error" {
                let error = &value["error"];
                assert!(
                    error["code"].is_string() && error["message"].is_string(),
                    "a stream's error is not the envelope: {}",
                    what()
                );
                assert!(
                    error["status"] != 500,
                    "a stream ends in an internal error: {}",
                    what()
                );
            }
        }
        return Some(status);
    }
    let value: Value = serde_json::from_slice(&bytes)
        .unwrap_or_else(|e| panic!("the answer is not JSON ({e}): {}", what()));
    if !status.is_success() {
        let error = &value["error"];
        assert!(
            error["code"].is_string() && error["message"].is_string(),
            "not the error envelope: {}",
            what()
        );
        if let Some(code) = error["code"].as_str() {
            assert!(code != "internal", "an internal error: {}", what());
        }
    }
    Some(status)
}
