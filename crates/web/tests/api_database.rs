//! What the API answers when the database says no (issue 14 #4, #9, #12): a database busy with
//! another program's write is 503 `busy` with `Retry-After`, not 500 "database is locked"; a
//! stored field over its cap is 413 `too_large` naming the field; saved-game bodies must be
//! objects with known fields; and no answer names the database file.

mod common;

use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use common::{message, post_json, send_to};
use http_body_util::BodyExt as _;
use serde_json::{json, Value};
use tower::ServiceExt as _;

fn example(id: &str) -> String {
    let registry = registry::all();
    let puzzle = registry.find(id).expect("a registered puzzle");
    puzzle.info().example.to_string()
}

fn game(state: &str, name: &str) -> Value {
    json!({"puzzle": "klotski", "game": example("klotski"), "name": name, "state": state})
}

/// A Klotski position other than the example: its two soldiers at the bottom moved inward.
const MOVED: &str = "VCCV/VCCV/VHHV/VSSV/.SS.";

fn app_on(store: store::Store) -> axum::Router {
    web::app(web::AppState::new(
        registry::all(),
        store,
        web::LimitPolicy::default(),
    ))
}

async fn post(app: &axum::Router, path: &str, body: &str) -> (StatusCode, Value) {
    send_to(app.clone(), post_json(path, body)).await
}

async fn put(app: &axum::Router, path: &str, body: &str) -> (StatusCode, Value) {
    let request = Request::put(path)
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .expect("request");
    send_to(app.clone(), request).await
}

#[tokio::test]
async fn a_busy_database_is_503_with_retry_after_and_no_path() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("secret-folder").join("lab.db");
    let app = app_on(store::Store::open(&path).expect("open"));
    // Another program holds the write lock (as a long import in one transaction did).
    let other = rusqlite::Connection::open(&path).expect("second connection");
    other
        .execute_batch(
            "BEGIN IMMEDIATE; INSERT INTO results (puzzle, key, value) VALUES ('x', 'y', '1');",
        )
        .expect("take the write lock");

    let started = Instant::now();
    let response = app
        .clone()
        .oneshot(post_json("/api/games", &game(MOVED, "mine").to_string()))
        .await
        .expect("response");
    let waited = started.elapsed();
    let status = response.status();
    let retry_after = response.headers().get(header::RETRY_AFTER).cloned();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes();
    let body: Value = serde_json::from_slice(&bytes).expect("JSON envelope");
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert_eq!(body["error"]["code"], "busy", "{body}");
    assert!(retry_after.is_some(), "a Retry-After header");
    let text = message(&body);
    assert!(!text.contains("locked"), "{text}");
    assert!(!text.contains("secret-folder"), "the path leaked: {text}");
    assert!(
        waited < Duration::from_secs(4),
        "the request waited {waited:?} before answering"
    );

    other.execute_batch("COMMIT").expect("release the lock");
    let (status, body) = post(&app, "/api/games", &game(MOVED, "mine").to_string()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn stored_fields_over_their_caps_are_413_naming_the_field() {
    let app = common::app();
    let big = "x".repeat(store::caps::MAX_GAME_ID_BYTES + 1);
    let long_name = "n".repeat(store::caps::MAX_NAME_CHARS + 1);
    let cases = [
        ("/api/games", game(&big, ""), "the saved game's state"),
        (
            "/api/games",
            game(MOVED, &long_name),
            "the saved game's name",
        ),
        (
            "/api/records",
            json!({"puzzle": "klotski", "game": example("klotski"), "metric": "m".repeat(100), "value": 3}),
            "the record's metric",
        ),
        (
            "/api/records",
            json!({"puzzle": "klotski", "game": example("klotski"), "metric": "moves", "value": 3, "who": long_name}),
            "the record's player",
        ),
    ];
    for (path, body, field) in cases {
        let (status, answer) = post(&app, path, &body.to_string()).await;
        let shown: String = answer.to_string().chars().take(300).collect();
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{field}: {shown}");
        assert_eq!(answer["error"]["code"], "too_large", "{answer}");
        let text = message(&answer);
        assert!(
            text.contains(field) && text.contains("the limit is"),
            "{text}"
        );
        // the page says it in its own language from the words
        let chinese = i18n::said(i18n::Lang::ZhCn, &answer["error"]).expect("worded in Chinese");
        assert!(
            chinese.contains("太长") && chinese.contains("上限"),
            "{chinese}"
        );
    }
    let (_, listed) = send_to(
        app.clone(),
        Request::get("/api/games")
            .body(Body::empty())
            .expect("request"),
    )
    .await;
    assert_eq!(listed["games"], json!([]), "nothing was saved");

    // A puzzle added to a library of one's own: its name is capped too.
    let (status, made) = post(
        &app,
        "/api/libraries",
        &json!({"puzzle": "matchstick", "name": "mine"}).to_string(),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{made}");
    let id = &made["library"]["id"];
    let (status, answer) = post(
        &app,
        &format!("/api/libraries/{id}/puzzles"),
        &json!({"description": "7+3=9", "name": long_name}).to_string(),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{answer}");
    assert!(message(&answer).contains("name"), "{answer}");
}

#[tokio::test]
async fn saved_game_bodies_are_objects_with_known_fields_only() {
    let app = common::app();
    let (status, saved) = post(&app, "/api/games", &game(MOVED, "mine").to_string()).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let id = saved["game"]["id"].clone();

    let mut extra = game(MOVED, "mine");
    extra["padding"] = json!("x".repeat(1000));
    let array = json!(["klotski", example("klotski"), "", "s"]);
    for body in [
        extra.to_string(),
        array.to_string(),
        "[]".into(),
        "\"s\"".into(),
    ] {
        let (status, answer) = post(&app, "/api/games", &body).await;
        assert!(
            status.is_client_error(),
            "POST {body:.40}: {status} {answer}"
        );
        assert!(answer["error"]["code"].is_string(), "{answer}");
    }
    let path = format!("/api/games/{id}");
    for body in ["[]", "[null, \"t\"]", "{\"state\": \"t\", \"mystery\": 1}"] {
        let (status, answer) = put(&app, &path, body).await;
        assert!(status.is_client_error(), "PUT {body}: {status} {answer}");
    }
    let example = example("klotski");
    let (status, answer) = put(&app, &path, &json!({ "state": example }).to_string()).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["game"]["state"], json!(example));
    assert_eq!(answer["game"]["name"], "mine");
}

/// A full disk (issue "Serving a class" #6): a save that does not fit answers 507 `disk_full`
/// in the JSON envelope, with its catalogue words and without the file's path; the server
/// goes on answering, and every game saved before is there. The database is capped with
/// `Store::limit_size`, which fails as a full disk does (SQLITE_FULL).
#[tokio::test]
async fn a_full_disk_is_507_and_keeps_what_was_saved() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("secret-folder").join("lab.db");
    let mut store = store::Store::open(&path).expect("open");
    let size = std::fs::metadata(&path).expect("meta").len();
    store
        .limit_size(size + 128 * 1024)
        .expect("cap the database");
    let app = app_on(store);
    let get = |path: String| {
        let app = app.clone();
        async move {
            send_to(
                app,
                Request::get(path).body(Body::empty()).expect("request"),
            )
            .await
        }
    };

    // 20 kB of moves a save (its state is a game ID, a few bytes)
    let moves = json!(vec!["S (4,0)->(4,1)"; 1200]);
    let mut saved = Vec::new();
    let (status, full) = loop {
        let name = format!("game {}", saved.len());
        let mut body = game(MOVED, &name);
        body["moves"] = moves.clone();
        let (status, body) = post(&app, "/api/games", &body.to_string()).await;
        if status != StatusCode::OK {
            break (status, body);
        }
        saved.push(body["game"]["id"].clone());
        assert!(saved.len() < 100, "100 saves of 20 kB fit in 128 kB");
    };
    assert!(saved.len() >= 2, "games were saved before the disk filled");
    assert_eq!(status, StatusCode::INSUFFICIENT_STORAGE, "{full}");
    assert_eq!(full["error"]["code"], "disk_full", "{full}");
    assert_eq!(full["error"]["key"], "error-disk-full", "{full}");
    let text = message(&full);
    assert!(text.contains("disk is full"), "{text}");
    assert!(!text.contains("secret-folder"), "the path leaked: {text}");

    let (status, listed) = get("/api/games".into()).await;
    assert_eq!(status, StatusCode::OK, "{listed}");
    assert_eq!(
        listed["games"].as_array().map(Vec::len),
        Some(saved.len()),
        "every game saved before, and nothing of the refused one"
    );
    for id in &saved {
        let (status, answer) = get(format!("/api/games/{id}")).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        assert_eq!(answer["game"]["moves"], moves);
    }
    let (status, _) = get("/api/puzzles".into()).await;
    assert_eq!(status, StatusCode::OK, "the server still answers");
    let (status, solved) = post(
        &app,
        "/api/n-puzzle/solve",
        &json!({"game": example("n-puzzle")}).to_string(),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{solved}");
}
