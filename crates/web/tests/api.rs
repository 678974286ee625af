//! The JSON API end to end through the router (no network): round trips, and bad requests
//! getting JSON errors with the right status and a readable message.

mod common;

use common::{app, get, message, post_json, send, send_to};

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt as _;
use tower::ServiceExt as _;

#[tokio::test]
async fn puzzle_list_names_every_puzzle() {
    let (status, value) = get("/api/puzzles").await;
    assert_eq!(status, StatusCode::OK);
    let ids: Vec<&str> = value["puzzles"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["id"].as_str())
        .collect();
    for id in [
        "klotski",
        "lianliankan",
        "matchstick",
        "tendrops",
        "eight-puzzle",
    ] {
        assert!(ids.contains(&id), "{id} missing from {ids:?}");
    }
}

#[tokio::test]
async fn eight_puzzle_solve_round_trip() {
    let (status, value) = send(post_json(
        "/api/eight-puzzle/solve",
        r#"{"tiles":"123456078","algorithm":"astar"}"#,
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["cost"], 2);
    assert_eq!(value["claim"]["kind"], "optimal");
    assert_eq!(value["states"].as_array().unwrap().len(), 3);
    assert_eq!(value["h"][0], 2);
    assert!(value["stats"]["expanded"].as_u64().unwrap() >= 1);
}

#[tokio::test]
async fn malformed_json_is_a_400_with_a_message() {
    let (status, value) = send(post_json("/api/eight-puzzle/solve", "{\"tiles\": ")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(value["error"]["code"], "invalid_json");
    assert!(!message(&value).is_empty());
}

#[tokio::test]
async fn invalid_position_names_the_problem() {
    let (status, value) = send(post_json(
        "/api/eight-puzzle/solve",
        r#"{"tiles":"12345678"}"#,
    ))
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(value["error"]["code"], "invalid_input");
    assert!(message(&value).starts_with("tiles:"), "{value}");
}

#[tokio::test]
async fn unknown_algorithm_is_rejected() {
    let (status, value) = send(post_json(
        "/api/eight-puzzle/solve",
        r#"{"tiles":"123456780","algorithm":"magic"}"#,
    ))
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        message(&value).contains("unknown algorithm 'magic'"),
        "{value}"
    );
}

#[tokio::test]
async fn unknown_fields_are_rejected() {
    let (status, value) = send(post_json(
        "/api/eight-puzzle/solve",
        r#"{"tiles":"123456780","tilez":1}"#,
    ))
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(message(&value).contains("tilez"), "{value}");
}

#[tokio::test]
async fn oversized_body_is_a_413() {
    let huge = format!(r#"{{"tiles":"{}"}}"#, "1".repeat(web::MAX_BODY_BYTES + 10));
    let (status, value) = send(post_json("/api/eight-puzzle/solve", &huge)).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(value["error"]["code"], "too_large");
}

#[tokio::test]
async fn node_budget_bounds_every_solve() {
    // Unsolvable: BFS would have to exhaust 181,440 states; 1,000 expansions stop it.
    let (status, value) = send(post_json(
        "/api/eight-puzzle/solve",
        r#"{"tiles":"123456870","algorithm":"bfs","limits":{"max_nodes":1000}}"#,
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["claim"]["kind"], "stopped");
    assert_eq!(value["claim"]["reason"], "node_limit");
    assert!(value["stats"]["expanded"].as_u64().unwrap() <= 1000);
}

#[tokio::test]
async fn unknown_endpoint_is_a_json_404() {
    let (status, value) = get("/api/nothing-here").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(value["error"]["code"], "not_found");
}

#[tokio::test]
async fn pages_are_served_from_the_embedded_ui() {
    let response = app()
        .oneshot(Request::get("/").body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let ct = response.headers()["content-type"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(ct.starts_with("text/html"), "{ct}");
    let missing = app()
        .oneshot(Request::get("/nope").body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn streamed_solve_sends_a_result_event() {
    let response = app()
        .oneshot(
            Request::get("/api/eight-puzzle/solve/stream?tiles=123456078&algorithm=bfs")
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    let text = String::from_utf8_lossy(&bytes);
    assert!(text.contains("event: result"), "{text}");
    assert!(text.contains("\"cost\":2"), "{text}");
}

/// An app with one heavy job slot and long budgets, so a job that keeps its slot is noticed.
fn one_slot_app() -> axum::Router {
    let policy = web::LimitPolicy {
        concurrent_jobs: 1,
        default_time: std::time::Duration::from_secs(30),
        default_nodes: u64::MAX,
        max_nodes: u64::MAX,
        ..web::LimitPolicy::default()
    };
    let store = store::Store::open_in_memory().expect("in-memory database");
    web::app(web::AppState::new(store, policy))
}

/// Starts a solve that never ends by itself (IDA* on an unsolvable position) and returns its
/// event stream once the first progress event arrived: the job is then holding its slot.
async fn start_endless_solve(app: &axum::Router) -> Body {
    let response = app
        .clone()
        .oneshot(
            Request::get("/api/eight-puzzle/solve/stream?tiles=123456870&algorithm=idastar")
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    let mut body = response.into_body();
    let mut seen = String::new();
    while !seen.contains("event: progress") {
        let frame = body
            .frame()
            .await
            .expect("the stream ended early")
            .expect("frame");
        if let Some(data) = frame.data_ref() {
            seen.push_str(&String::from_utf8_lossy(data));
        }
        assert!(
            !seen.contains("event: result"),
            "the job should still be running: {seen}"
        );
    }
    body
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closing_a_stream_cancels_its_computation() {
    let app = one_slot_app();
    let stream = start_endless_solve(&app).await;
    drop(stream); // the page closes the event stream

    // If the abandoned job kept running, this would wait for its slot for up to 30 s.
    let started = std::time::Instant::now();
    let (status, value) = send_to(
        app,
        post_json("/api/eight-puzzle/solve", r#"{"tiles":"123456078"}"#),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["cost"], 2);
    assert!(
        started.elapsed() < std::time::Duration::from_secs(10),
        "the cancelled job held its slot for {:?}",
        started.elapsed()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cheap_requests_do_not_wait_behind_a_long_solve() {
    let app = one_slot_app();
    // The never-ending solve holds the only heavy slot while its stream stays open.
    let stream = start_endless_solve(&app).await;

    let started = std::time::Instant::now();
    let (status, value) = send_to(
        app,
        post_json(
            "/api/lianliankan/move",
            r#"{"board":"2 2\n1 2\n1 2","a":[0,0],"b":[1,0]}"#,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["ok"], true, "{value}");
    assert!(
        started.elapsed() < std::time::Duration::from_secs(10),
        "a one-move request waited {:?} behind the long solve",
        started.elapsed()
    );
    drop(stream);
}
