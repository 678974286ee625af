//! Identical requests in flight are computed once, proven answers are kept (in memory, and in
//! the database when they took long), a job's time counts from the request's arrival (a job
//! that cannot start in time is a 503, a stream before it starts), and a job stops at its
//! memory budget.

mod common;

/// Memory is counted as in `puzzlelab`, so a job's memory budget is checked.
#[global_allocator]
static ALLOCATOR: search::CountingAllocator = search::CountingAllocator;

use std::time::Duration;

use axum::http::StatusCode;
use common::{post_json, send_to};
use http_body_util::BodyExt as _;
use serde_json::{json, Value};
use tower::ServiceExt as _;

/// A comparison that runs for its whole time budget: the 15-puzzle's hardest start for BFS and
/// friends, a second each.
fn slow_compare() -> Value {
    json!({
        "game": "15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0",
        "algorithms": ["bfs", "ucs"],
        "limits": { "max_seconds": 0.5, "max_nodes": 1_000_000_000u64 },
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn identical_requests_in_flight_are_computed_once() {
    let app = common::app();
    let body = slow_compare().to_string();
    let requests: Vec<_> = (0..20)
        .map(|_| {
            let app = app.clone();
            let body = body.clone();
            tokio::spawn(
                async move { send_to(app, post_json("/api/n-puzzle/compare", &body)).await },
            )
        })
        .collect();
    let mut answers = Vec::new();
    for request in requests {
        let (status, value) = request.await.expect("request");
        assert_eq!(status, StatusCode::OK, "{value}");
        answers.push(value);
    }
    // Separate runs would differ in their counts and times (each is stopped by the clock);
    // one shared run gives everyone the very same figures.
    let first = &answers[0];
    assert!(
        first["rows"][0]["elapsed_ms"].as_f64().unwrap_or(0.0) > 0.0,
        "{first}"
    );
    for answer in &answers {
        assert_eq!(
            answer, first,
            "every request gets the one computation's answer"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_proven_solve_is_kept_and_given_again_at_once() {
    let app = common::app();
    let solve = || post_json("/api/klotski/solve", r#"{"game":"横刀立马"}"#);
    let (status, first) = send_to(app.clone(), solve()).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(first["claim"]["kind"], "optimal");
    assert!(first.get("cached").is_none(), "{first}");
    let (status, again) = send_to(app.clone(), solve()).await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(again["cached"], true, "{again}");
    assert_eq!(again["cost"], first["cost"]);
    assert_eq!(
        again["stats"], first["stats"],
        "the figures of the run that proved it"
    );

    // with other limits the proven answer is the same, so it is kept for them too
    let (_, limited) = send_to(
        app.clone(),
        post_json(
            "/api/klotski/solve",
            r#"{"game":"横刀立马","limits":{"max_nodes":10}}"#,
        ),
    )
    .await;
    assert_eq!(limited["cached"], true, "{limited}");

    // an answer stopped by a limit proves nothing and is not kept
    let stopped = || {
        post_json(
            "/api/klotski/solve",
            r#"{"game":"峰回路转","algorithm":"bfs","limits":{"max_nodes":10}}"#,
        )
    };
    let (_, first_stop) = send_to(app.clone(), stopped()).await;
    let (_, second_stop) = send_to(app, stopped()).await;
    assert!(
        second_stop.get("cached").is_none(),
        "{first_stop} / {second_stop}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn optimal_hints_and_proofs_of_no_solution_are_kept_too() {
    let app = common::app();
    let unsolvable = r#"{"game":"2 1 3/4 5 6/7 8 0"}"#;
    for (path, body) in [
        ("/api/klotski/hint", r#"{"game":"横刀立马"}"#),
        ("/api/n-puzzle/solve", unsolvable),
        ("/api/n-puzzle/hint", unsolvable),
    ] {
        let (status, first) = send_to(app.clone(), post_json(path, body)).await;
        assert_eq!(status, StatusCode::OK, "{path}: {first}");
        assert!(first.get("cached").is_none(), "{path}: {first}");
        let (_, again) = send_to(app.clone(), post_json(path, body)).await;
        assert_eq!(again["cached"], true, "{path}: {again}");
    }
    // a hint from a search the limits stopped is not proven
    let stopped = r#"{"game":"峰回路转","limits":{"max_nodes":10}}"#;
    let (_, first) = send_to(app.clone(), post_json("/api/klotski/hint", stopped)).await;
    assert_eq!(first["optimal"], false, "{first}");
    let (_, again) = send_to(app, post_json("/api/klotski/hint", stopped)).await;
    assert!(again.get("cached").is_none(), "{again}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_proven_answer_that_took_long_outlives_a_restart() {
    let dir = std::env::temp_dir().join(format!("puzzlelab-proven-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("kept.db");
    let _ = std::fs::remove_file(&path);
    let policy = web::LimitPolicy {
        store_proven_after: Duration::ZERO, // every proven answer counts as long here
        ..web::LimitPolicy::default()
    };
    let start = || {
        let store = store::Store::open(&path).expect("database");
        web::app(web::AppState::new(registry::all(), store, policy))
    };
    let body = r#"{"game":"横刀立马","steps":"games"}"#;
    let (_, first) = send_to(start(), post_json("/api/klotski/solve", body)).await;
    assert!(first.get("cached").is_none(), "{first}");
    // a new server on the same file: nothing in memory, the answer comes from the database
    let (status, again) = send_to(start(), post_json("/api/klotski/solve", body)).await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(again["cached"], true, "{again}");
    assert_eq!(again["cost"], 81);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Reads JSON lines from a streamed body until `enough` says so; returns them.
async fn read_lines(body: &mut axum::body::Body, enough: impl Fn(&[Value]) -> bool) -> Vec<Value> {
    let mut text = String::new();
    let mut events = Vec::new();
    while !enough(&events) {
        let frame = tokio::time::timeout(Duration::from_secs(20), body.frame())
            .await
            .expect("a line within 20 s")
            .expect("the stream ended early")
            .expect("frame");
        if let Some(data) = frame.data_ref() {
            text.push_str(&String::from_utf8_lossy(data));
        }
        while let Some(end) = text.find('\n') {
            let line: String = text.drain(..=end).collect();
            events.push(serde_json::from_str(line.trim()).expect("a JSON line"));
        }
    }
    events
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_waiting_stream_starts_when_its_job_does_or_is_a_plain_503() {
    let policy = web::LimitPolicy {
        concurrent_jobs: 1,
        ..web::LimitPolicy::default()
    };
    let app = common::app_with(policy);
    let start = |seconds: f64| {
        let body = json!({
            "game": "15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0",
            "algorithms": ["bfs"],
            "limits": { "max_seconds": seconds },
        });
        app.clone()
            .oneshot(post_json("/api/n-puzzle/compare/stream", &body.to_string()))
    };
    let mut running = start(20.0).await.expect("response").into_body();
    read_lines(&mut running, |events| {
        events
            .iter()
            .any(|e| e["expanded"].as_u64().unwrap_or(0) > 0)
    })
    .await;
    // a stream that cannot start within its time: a plain 503 with Retry-After, no stream
    let sent = std::time::Instant::now();
    let refused = start(0.5).await.expect("response");
    let waited = sent.elapsed();
    assert_eq!(refused.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(refused.headers().contains_key("retry-after"));
    assert!(
        // it gives up when less than a twentieth of its time would be left (475 ms)
        waited >= Duration::from_millis(475) && waited < Duration::from_millis(1500),
        "refused after {waited:?}"
    );
    let bytes = refused
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes();
    let value: Value = serde_json::from_slice(&bytes).expect("the JSON envelope");
    assert_eq!(value["error"]["key"], "error-busy", "{value}");
    assert_eq!(
        value["error"]["args"]["why"]["key"], "error-busy-deadline",
        "{value}"
    );

    // a stream that waits sends nothing until its job runs
    let waiting = tokio::spawn(start(19.0));
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(!waiting.is_finished(), "the stream started before its job");
    // the running job's page goes away: the waiting one gets the slot and runs
    drop(running);
    let response = waiting.await.expect("task").expect("response");
    assert_eq!(response.status(), StatusCode::OK);
    let mut body = response.into_body();
    let events = read_lines(&mut body, |events| {
        events
            .iter()
            .any(|e| e["expanded"].as_u64().unwrap_or(0) > 0)
    })
    .await;
    assert!(
        events.iter().all(|e| e["event"] == "progress"),
        "{events:?}"
    );
}

/// 60 different solves of 2 seconds at once (IDA* on the 15-puzzle's hardest start runs its
/// whole time), half of them streams: each is answered or refused within 3 s of being sent, the
/// refused ones with a 503 and `Retry-After`, streams before they start.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sixty_different_two_second_solves_end_within_three_seconds() {
    // a node cap no machine reaches in 2 s, so every job runs its whole time however fast the
    // machine is (with the default cap a fast machine ends jobs early and answers more of them)
    let app = common::app_with(web::LimitPolicy {
        max_nodes: 100_000_000_000,
        ..web::LimitPolicy::default()
    });
    let requests: Vec<_> = (0..60u64)
        .map(|i| {
            let app = app.clone();
            tokio::spawn(async move {
                let stream = i % 2 == 0;
                let path = if stream {
                    "/api/n-puzzle/solve/stream"
                } else {
                    "/api/n-puzzle/solve"
                };
                let body = json!({
                    "game": "15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0",
                    "algorithm": "idastar/manhattan",
                    // distinct node budgets under the server's cap: 60 computations
                    "limits": { "max_seconds": 2, "max_nodes": 90_000_000_000 + i },
                });
                let sent = std::time::Instant::now();
                let response = app
                    .oneshot(post_json(path, &body.to_string()))
                    .await
                    .expect("response");
                let status = response.status();
                let retry = response.headers().contains_key("retry-after");
                let kind = response
                    .headers()
                    .get("content-type")
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or_default()
                    .to_string();
                let bytes = response
                    .into_body()
                    .collect()
                    .await
                    .expect("body")
                    .to_bytes();
                (i, stream, status, retry, kind, bytes, sent.elapsed())
            })
        })
        .collect();
    let (mut answered, mut refused) = (0, 0);
    for request in requests {
        let (i, stream, status, retry, kind, bytes, took) = request.await.expect("request");
        let text = String::from_utf8_lossy(&bytes);
        assert!(
            took < Duration::from_secs(3),
            "request {i} (stream: {stream}) ended {took:?} after it was sent: {status} {text}"
        );
        match status {
            StatusCode::OK => {
                answered += 1;
                if stream {
                    let last = text.lines().last().unwrap_or_default();
                    assert!(last.contains(r#""event":"result""#), "request {i}: {text}");
                }
            }
            StatusCode::SERVICE_UNAVAILABLE => {
                refused += 1;
                assert!(retry, "request {i}: a 503 says when to try again");
                assert!(
                    kind.starts_with("application/json"),
                    "request {i}: a plain JSON 503, not a stream: {kind}"
                );
            }
            other => panic!("request {i}: {other} {text}"),
        }
    }
    // two slots, each busy for 2 s: the others cannot start in time
    assert!(answered >= 2, "the two slots answered {answered}");
    assert!(refused >= 40, "{refused} refused, {answered} answered");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_line_answers_busy_with_a_retry_hint() {
    let policy = web::LimitPolicy {
        concurrent_jobs: 1,
        max_waiting: 0,
        ..web::LimitPolicy::default()
    };
    let app = common::app_with(policy);
    let body = json!({
        "game": "15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0",
        "algorithms": ["bfs"],
        "limits": { "max_seconds": 20 },
    });
    let mut running = app
        .clone()
        .oneshot(post_json("/api/n-puzzle/compare/stream", &body.to_string()))
        .await
        .expect("response")
        .into_body();
    read_lines(&mut running, |events| {
        events
            .iter()
            .any(|e| e["expanded"].as_u64().unwrap_or(0) > 0)
    })
    .await;
    let response = app
        .oneshot(post_json("/api/klotski/solve", r#"{"game":"横刀立马"}"#))
        .await
        .expect("response");
    assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
    let retry = response.headers().get("retry-after").cloned();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes();
    let value: Value = serde_json::from_slice(&bytes).expect("JSON");
    assert_eq!(value["error"]["code"], "busy", "{value}");
    assert!(retry.is_some(), "a 503 says when to try again");
    drop(running);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_stops_at_its_memory_budget() {
    let policy = web::LimitPolicy {
        max_memory: 16 * 1024 * 1024,
        ..web::LimitPolicy::default()
    };
    let app = common::app_with(policy);
    let (status, value) = send_to(
        app,
        post_json(
            "/api/n-puzzle/solve",
            r#"{"game":"15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0","algorithm":"bfs","limits":{"max_seconds":60}}"#,
        ),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["claim"]["kind"], "stopped", "{value}");
    assert_eq!(value["claim"]["reason"], "memory_limit", "{value}");
    assert_eq!(
        value["claim_text"], "stopped by the memory limit",
        "{value}"
    );
    let peak = value["stats"]["peak_memory_bytes"].as_u64().unwrap_or(0);
    assert!(
        peak > 16 * 1024 * 1024 && peak < 64 * 1024 * 1024,
        "{value}"
    );
}
