//! The JSON API end to end through the router (no network): round trips, and bad requests
//! getting JSON errors with the right status and a readable message.

mod common;

use common::{app, get, message, post_json, send, send_to};

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt as _;
use tower::ServiceExt as _;

#[tokio::test]
async fn health_answers() {
    let (status, value) = get("/api/health").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(value["ok"], true);
}

#[tokio::test]
async fn malformed_json_is_a_400_with_a_message() {
    let (status, value) = send(post_json("/api/klotski/solve", "{\"game\": ")).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(value["error"]["code"], "invalid_json");
    assert!(!message(&value).is_empty());
}

#[tokio::test]
async fn unknown_algorithm_is_rejected() {
    let (status, value) = send(post_json(
        "/api/klotski/solve",
        r#"{"game":"横刀立马","algorithm":"magic"}"#,
    ))
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(value["error"]["code"], "unknown_solver", "{value}");
    assert!(message(&value).contains("magic"), "{value}");
}

#[tokio::test]
async fn unknown_fields_are_rejected() {
    let (status, value) = send(post_json(
        "/api/klotski/solve",
        r#"{"game":"横刀立马","gmae":1}"#,
    ))
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(message(&value).contains("gmae"), "{value}");
}

#[tokio::test]
async fn oversized_body_is_a_413() {
    let huge = format!(r#"{{"game":"{}"}}"#, "1".repeat(web::MAX_BODY_BYTES + 10));
    let (status, value) = send(post_json("/api/klotski/solve", &huge)).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(value["error"]["code"], "too_large");
}

#[tokio::test]
async fn node_budget_bounds_every_solve() {
    let (status, value) = send(post_json(
        "/api/klotski/solve",
        r#"{"game":"峰回路转","algorithm":"bfs","limits":{"max_nodes":1000}}"#,
    ))
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["claim"]["kind"], "stopped");
    assert_eq!(value["claim"]["reason"], "node_limit");
    assert!(value["stats"]["expanded"].as_u64().unwrap() <= 1000);
}

#[tokio::test]
async fn huge_or_odd_limits_are_capped_not_a_panic() {
    for limits in [
        r#"{"max_seconds":1e20,"max_nodes":100}"#,
        r#"{"max_seconds":-1,"max_nodes":100}"#,
        r#"{"max_seconds":0,"max_nodes":100}"#,
    ] {
        let body = format!(r#"{{"game":"横刀立马","algorithm":"bfs","limits":{limits}}}"#);
        let (status, value) = send(post_json("/api/klotski/solve", &body)).await;
        assert_eq!(status, StatusCode::OK, "{limits}: {value}");
        assert_eq!(value["claim"]["kind"], "stopped", "{limits}: {value}");
    }
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
    // every puzzle of the registry has the one game page
    for id in registry::all().ids() {
        let page = app()
            .oneshot(Request::get(format!("/{id}")).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(page.status(), StatusCode::OK, "/{id}");
        let bytes = page.into_body().collect().await.unwrap().to_bytes();
        assert!(
            String::from_utf8_lossy(&bytes).contains("/js/kit/page.js"),
            "/{id}"
        );
    }
}

#[tokio::test]
async fn streamed_solve_sends_progress_then_the_result() {
    let events = common::read_stream(
        "/api/klotski/solve/stream",
        serde_json::json!({ "game": "横刀立马", "algorithm": "bfs" }),
    )
    .await;
    let last = events.last().cloned().unwrap_or_default();
    assert_eq!(last["event"], "result", "{events:?}");
    assert_eq!(last["result"]["cost"], 81);
    assert!(
        events[..events.len() - 1]
            .iter()
            .all(|e| e["event"] == "progress"),
        "{events:?}"
    );
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
    common::app_with(policy)
}

/// Starts a solve that runs for its whole 30 s (iterative deepening on the hardest Klotski
/// layout) and returns its stream once the first progress line arrived: the job then holds
/// its slot.
async fn start_endless_solve(app: &axum::Router) -> Body {
    let response = app
        .clone()
        .oneshot(post_json(
            "/api/klotski/solve/stream",
            r#"{"game":"峰回路转","algorithm":"iddfs:200"}"#,
        ))
        .await
        .unwrap();
    let mut body = response.into_body();
    let mut seen = String::new();
    while !seen.contains("\"event\":\"progress\"") {
        let frame = body
            .frame()
            .await
            .expect("the stream ended early")
            .expect("frame");
        if let Some(data) = frame.data_ref() {
            seen.push_str(&String::from_utf8_lossy(data));
        }
        assert!(
            !seen.contains("\"event\":\"result\""),
            "the job should still be running: {seen}"
        );
    }
    body
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closing_a_stream_cancels_its_computation() {
    let app = one_slot_app();
    let stream = start_endless_solve(&app).await;
    drop(stream); // the page goes away

    // If the abandoned job kept running, this would wait for its slot for up to 30 s.
    let started = std::time::Instant::now();
    let (status, value) = send_to(
        app,
        post_json("/api/klotski/solve", r#"{"game":"横刀立马"}"#),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["cost"], 81);
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
            "/api/klotski/move",
            r#"{"game":"横刀立马","move":{"piece":"soldier","from":[4,0],"to":[4,1]}}"#,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["cost"], 1, "{value}");
    assert!(
        started.elapsed() < std::time::Duration::from_secs(10),
        "a one-move request waited {:?} behind the long solve",
        started.elapsed()
    );
    drop(stream);
}

/// A request to the app with extra headers.
fn with_headers(method: &str, path: &str, body: &str, headers: &[(&str, &str)]) -> Request<Body> {
    let mut request = Request::builder()
        .method(method)
        .uri(path)
        .header("content-type", "application/json");
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    request.body(Body::from(body.to_string())).unwrap()
}

#[tokio::test]
async fn another_host_name_is_refused() {
    // DNS rebinding: a page of evil.example whose name now points at 127.0.0.1
    let (status, value) = send(with_headers(
        "GET",
        "/api/puzzles",
        "",
        &[("host", "evil.example:8080")],
    ))
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{value}");
    assert_eq!(value["error"]["code"], "forbidden");
    assert!(message(&value).contains("evil.example"), "{value}");
    for host in ["localhost:8080", "127.0.0.1:8080", "[::1]:8080"] {
        let (status, _) = send(with_headers("GET", "/api/puzzles", "", &[("host", host)])).await;
        assert_eq!(status, StatusCode::OK, "{host}");
    }
}

#[tokio::test]
async fn computations_from_another_site_are_refused() {
    let body = r#"{"game":"横刀立马"}"#;
    let foreign = [
        ("host", "127.0.0.1:8080"),
        ("origin", "http://evil.example"),
    ];
    let (status, value) = send(with_headers("POST", "/api/klotski/solve", body, &foreign)).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{value}");
    let (status, _) = send(with_headers(
        "POST",
        "/api/klotski/solve",
        body,
        &[("host", "127.0.0.1:8080"), ("sec-fetch-site", "cross-site")],
    ))
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    // the page's own requests, and scripts without an Origin, are served
    let own = [
        ("host", "127.0.0.1:8080"),
        ("origin", "http://127.0.0.1:8080"),
        ("sec-fetch-site", "same-origin"),
    ];
    let (status, value) = send(with_headers("POST", "/api/klotski/solve", body, &own)).await;
    assert_eq!(status, StatusCode::OK, "{value}");
    let (status, _) = send(with_headers(
        "POST",
        "/api/klotski/solve",
        body,
        &[("host", "localhost")],
    ))
    .await;
    assert_eq!(status, StatusCode::OK);
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    for path in [
        "/",
        "/klotski",
        "/api/puzzles",
        "/api/nothing-here",
        "/css/app.css",
    ] {
        let response = app()
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        let headers = response.headers();
        assert_eq!(
            headers["content-security-policy"],
            web::CONTENT_SECURITY_POLICY,
            "{path}"
        );
        assert!(web::CONTENT_SECURITY_POLICY.contains("frame-ancestors 'none'"));
        assert_eq!(headers["x-content-type-options"], "nosniff", "{path}");
        assert_eq!(headers["x-frame-options"], "DENY", "{path}");
    }
}

#[tokio::test]
async fn framework_errors_are_json_envelopes_too() {
    // a route that takes POST, asked with GET
    let (status, value) = get("/api/klotski/solve").await;
    assert_eq!(status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(value["error"]["code"], "method_not_allowed", "{value}");
    assert!(message(&value).contains("POST"), "{value}");
    // a route that takes GET, asked with DELETE: the message and the Allow header agree
    let response = app()
        .oneshot(Request::delete("/api/puzzles").body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::METHOD_NOT_ALLOWED);
    let allow = response.headers()["allow"].to_str().unwrap().to_string();
    assert!(allow.contains("GET"), "{allow}");
    let body = axum::body::to_bytes(response.into_body(), 4096)
        .await
        .unwrap();
    let value: serde_json::Value = serde_json::from_slice(&body).unwrap();
    assert_eq!(value["error"]["code"], "method_not_allowed", "{value}");
    assert!(message(&value).contains(&allow), "{value}");
    // a path parameter that is not a number
    let (status, value) = get("/api/games/abc").await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(value["error"]["code"], "invalid_input", "{value}");
    assert!(
        message(&value).contains("abc") || message(&value).contains("parse"),
        "{value}"
    );
}

#[tokio::test]
async fn an_overlong_address_or_headers_get_json_errors() {
    let long_path = format!("/api/puzzles?{}", "x".repeat(web::MAX_URI_BYTES));
    let (status, value) = send(Request::get(long_path).body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::URI_TOO_LONG, "{value}");
    assert_eq!(value["error"]["code"], "uri_too_long", "{value}");

    let mut request = Request::get("/api/health");
    for i in 0..=web::MAX_HEADERS {
        request = request.header(format!("x-filler-{i}"), "1");
    }
    let (status, value) = send(request.body(Body::empty()).unwrap()).await;
    assert_eq!(
        status,
        StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
        "{value}"
    );
    assert_eq!(value["error"]["code"], "headers_too_large", "{value}");

    let huge_cookie = "c".repeat(web::MAX_HEADER_BYTES);
    let request = Request::get("/api/health").header("cookie", huge_cookie);
    let (status, value) = send(request.body(Body::empty()).unwrap()).await;
    assert_eq!(
        status,
        StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
        "{value}"
    );
    assert!(message(&value).contains("bytes"), "{value}");
}

#[tokio::test]
async fn a_body_that_is_not_a_json_object_is_refused() {
    for body in ["[null, null]", "[]", "null", "\"game\"", "7"] {
        for path in ["/api/klotski/generate", "/api/klotski/parse", "/api/games"] {
            let (status, value) = send(post_json(path, body)).await;
            assert_eq!(
                status,
                StatusCode::UNPROCESSABLE_ENTITY,
                "{path} {body}: {value}"
            );
            assert!(message(&value).contains("JSON object"), "{value}");
        }
    }
}

#[tokio::test]
async fn saved_games_of_an_unknown_puzzle_are_a_400() {
    let (status, value) = get("/api/games?puzzle=null").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    assert!(message(&value).contains("puzzle"), "{value}");
    let (status, _) = get("/api/games?puzzle=klotski").await;
    assert_eq!(status, StatusCode::OK);
}

/// Issue 13: the shuffle of the page's default game (the puzzle's example, whose 16 tiles
/// cannot be tiled by dominoes) answered 404 "no clearable deal ... found within the limits"
/// for most seeds. It must deal the same tiles again, clearable, whatever the seed.
#[tokio::test]
async fn lianliankan_shuffle_deals_the_default_game_again() {
    let app = app();
    let (_, catalogue) = send_to(
        app.clone(),
        Request::get("/api/puzzles").body(Body::empty()).unwrap(),
    )
    .await;
    let example = catalogue["puzzles"]
        .as_array()
        .and_then(|all| all.iter().find(|p| p["id"] == "lianliankan"))
        .and_then(|p| p["example"].as_str())
        .expect("the catalogue lists Lianliankan's example")
        .to_string();
    let tiles_of = |game: &str| {
        let mut codes: Vec<String> = game
            .split(';')
            .next()
            .unwrap_or_default()
            .split(['/', ' '])
            .map(str::to_string)
            .collect();
        codes.sort();
        codes
    };
    for seed in 0..8u64 {
        let body = serde_json::json!({ "game": example, "seed": seed });
        let (status, value) = send_to(
            app.clone(),
            post_json("/api/lianliankan/actions/shuffle", &body.to_string()),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "seed {seed}: {value}");
        let dealt = value["position"]["game"].as_str().expect("the new game ID");
        assert_eq!(tiles_of(dealt), tiles_of(&example), "seed {seed}: {dealt}");
        let solve = serde_json::json!({ "game": dealt });
        let (status, solved) = send_to(
            app.clone(),
            post_json("/api/lianliankan/solve", &solve.to_string()),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{solved}");
        assert_eq!(solved["solvable"], true, "seed {seed}: {dealt} {solved}");
    }
}

/// Issue 13: the Klotski editor said "Valid: 1 pieces" (and "1 soldiers"). The summary it
/// shows comes from the server, worded for one piece and for many.
#[tokio::test]
async fn klotski_piece_summary_reads_right_for_one_and_for_many() {
    for (layout, summary) in [
        (
            "CC../CC../..../..../....",
            "1 piece (0 horizontal, 0 vertical, 0 soldiers)",
        ),
        (
            "CCS./CC../..../..../....",
            "2 pieces (0 horizontal, 0 vertical, 1 soldier)",
        ),
        (
            "CCV./CCV./HH../..../....",
            "3 pieces (1 horizontal, 1 vertical, 0 soldiers)",
        ),
        (
            "VCCV/VCCV/VHHV/VSSV/S..S",
            "10 pieces (1 horizontal, 4 vertical, 4 soldiers)",
        ),
    ] {
        let body = serde_json::json!({ "game": layout });
        let (status, value) = send(post_json("/api/klotski/parse", &body.to_string())).await;
        assert_eq!(status, StatusCode::OK, "{value}");
        assert_eq!(
            value["view"]["pieces_summary"], summary,
            "{layout}: {value}"
        );
    }
}

/// Issue 13: Lianliankan's errors count places from 1 everywhere, like the envelope's `line`
/// and `column`: a refused pair (given from 0 in the JSON move) and a typed board alike.
#[tokio::test]
async fn lianliankan_errors_count_rows_and_columns_from_one() {
    let game = "1 2 3 2 4/5 0 6 0 3/3 6 0 5 1/4 7 7 0 3";
    let body = serde_json::json!({ "game": game, "move": { "a": [0, 0], "b": [0, 1] } });
    let (status, value) = send(post_json("/api/lianliankan/move", &body.to_string())).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    let refused = message(&value);
    assert!(
        refused.contains("row 1, column 1") && refused.contains("row 1, column 2"),
        "{refused}"
    );
    let body = serde_json::json!({ "game": "2 2\n1 1\n1" });
    let (_, value) = send(post_json("/api/lianliankan/validate", &body.to_string())).await;
    let error = &value["error"];
    assert_eq!(
        (error["line"].as_u64(), error["column"].as_u64()),
        (Some(3), Some(1))
    );
    // the third line is the board's second row
    assert!(
        error["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("row 2 has 1 number,")),
        "{error}"
    );
}

/// Issue 13: every page logged a 404 for `/favicon.ico`. The icon is ours (an SVG embedded
/// with the rest of `web/`): `/favicon.ico` and `/favicon.svg` answer it as an image, and
/// every page links it.
#[tokio::test]
async fn the_favicon_is_served_and_every_page_links_it() {
    for path in ["/favicon.ico", "/favicon.svg"] {
        let response = app()
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let kind = response.headers()["content-type"]
            .to_str()
            .unwrap()
            .to_string();
        assert!(kind.starts_with("image/"), "{path}: {kind}");
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        assert!(String::from_utf8_lossy(&bytes).contains("<svg"), "{path}");
    }
    for page in ["/", "/lab", "/klotski", "/lianliankan"] {
        let response = app()
            .oneshot(Request::get(page).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{page}");
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        let html = String::from_utf8_lossy(&bytes);
        assert!(html.contains(r#"<link rel="icon""#), "{page} links no icon");
    }
}
