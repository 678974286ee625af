//! The klotski API through the router: round trips checked against the engine, and bad
//! requests getting positioned messages, 413 for oversized work, and limits respected.

mod common;

use common::{get, message, post};

use axum::http::StatusCode;

const HENGDAO: &str = "VCCV/VCCV/VHHV/VSSV/S..S";

#[tokio::test]
async fn classics_lists_forty_layouts_with_their_counts() {
    let (status, value) = get("/api/klotski/classics").await;
    assert_eq!(status, StatusCode::OK, "{value}");
    let list = value["classics"].as_array().unwrap();
    assert_eq!(list.len(), 40);
    let first = &list[0];
    assert_eq!(first["layout"], HENGDAO);
    assert_eq!(first["step"], 81);
    assert_eq!(first["straight"], 90);
    assert_eq!(first["unit"], 116);
}

#[tokio::test]
async fn parse_accepts_every_form_and_gives_the_codes() {
    for text in [HENGDAO, "横刀立马", "1A9BF0C00", "4WVE1"] {
        let (status, value) =
            post("/api/klotski/parse", serde_json::json!({ "layout": text })).await;
        assert_eq!(status, StatusCode::OK, "{text}: {value}");
        assert_eq!(value["layout"], HENGDAO, "{text}");
        assert_eq!(value["codes"]["common_code"], "1A9BF0C00");
        assert_eq!(value["codes"]["short_code"], "4WVE1");
        assert_eq!(value["pieces"].as_array().unwrap().len(), 10);
        assert_eq!(value["standard"], true);
        assert_eq!(value["solved"], false);
    }
}

#[tokio::test]
async fn malformed_layouts_are_400_with_the_position() {
    let (status, value) = post(
        "/api/klotski/parse",
        serde_json::json!({ "layout": "VCCV/VCCV/VHXV/VSSV/S..S" }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    assert_eq!(value["error"]["code"], "invalid_layout");
    let text = message(&value);
    assert!(text.contains("'X'"), "{text}");
    assert!(text.contains("row 3, column 3"), "{text}");
    assert!(text.contains("character 13"), "{text}");

    let (status, value) = post(
        "/api/klotski/state",
        serde_json::json!({ "layout": "VCCV/VCCV/VHHV/VSSV" }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(message(&value).contains("5 rows"), "{value}");

    let (status, value) = post(
        "/api/klotski/state",
        serde_json::json!({ "layout": HENGDAO, "metric": "diagonal" }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(message(&value).contains("metric"), "{value}");

    let (status, value) = post(
        "/api/klotski/state",
        serde_json::json!({ "layout": HENGDAO, "colour": "red" }),
    )
    .await;
    assert_eq!(status.as_u16() / 100, 4, "{value}");
    assert!(message(&value).contains("colour"), "{value}");
}

#[tokio::test]
async fn state_gives_distance_legal_and_optimal_moves() {
    let board = klotski::parse_layout(HENGDAO).unwrap();
    for (metric, expected) in [("step", 81), ("straight", 90), ("unit", 116)] {
        let (status, value) = post(
            "/api/klotski/state",
            serde_json::json!({ "layout": HENGDAO, "metric": metric }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{value}");
        assert_eq!(value["distance"], expected, "{metric}");
        assert_eq!(value["reachable"], 25_955);
        let m: klotski::Metric = metric.parse().unwrap();
        assert_eq!(
            value["legal_moves"].as_array().unwrap().len(),
            klotski::legal_moves(board, m).len()
        );
        assert!(!value["optimal_moves"].as_array().unwrap().is_empty());
    }
}

#[tokio::test]
async fn move_round_trip_and_illegal_moves() {
    let (status, value) = post(
        "/api/klotski/move",
        serde_json::json!({ "layout": HENGDAO, "metric": "step",
            "move": { "piece": "soldier", "from": [4, 0], "to": [4, 2] } }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["layout"], "VCCV/VCCV/VHHV/VSSV/..SS");
    assert_eq!(value["before"], HENGDAO);
    let after = klotski::parse_layout("VCCV/VCCV/VHHV/VSSV/..SS").unwrap();
    let group =
        klotski::explore_group(after, klotski::Metric::Step, &search::Limits::none()).unwrap();
    assert_eq!(value["distance"], group.distance(after).unwrap());

    // Two cells in one unit move: illegal.
    let (status, value) = post(
        "/api/klotski/move",
        serde_json::json!({ "layout": HENGDAO, "metric": "unit",
            "move": { "piece": "soldier", "from": [4, 0], "to": [4, 2] } }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    assert!(message(&value).contains("cannot reach"), "{value}");

    let (status, value) = post(
        "/api/klotski/move",
        serde_json::json!({ "layout": HENGDAO,
            "move": { "piece": "soldier", "from": [7, 0], "to": [4, 1] } }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(message(&value).contains("move.from"), "{value}");
}

#[tokio::test]
async fn solve_gives_the_optimal_solution_with_positions() {
    let (status, value) = post(
        "/api/klotski/solve",
        serde_json::json!({ "layout": "横刀立马", "metric": "straight" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["solvable"], true);
    assert_eq!(value["moves"], 90);
    assert_eq!(value["claim"]["kind"], "optimal");
    assert_eq!(value["solution"].as_array().unwrap().len(), 90);
    let positions = value["positions"].as_array().unwrap();
    assert_eq!(positions.len(), 91);
    assert_eq!(positions[0], HENGDAO);
    let last = klotski::parse_layout(positions[90].as_str().unwrap()).unwrap();
    assert!(last.is_solved());
}

#[tokio::test]
async fn limits_are_respected() {
    // A node budget far too small: the solver stops and says so.
    let (status, value) = post(
        "/api/klotski/solve",
        serde_json::json!({ "layout": HENGDAO, "limits": { "max_nodes": 10 } }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["claim"]["kind"], "stopped");
    assert_eq!(value["moves"], serde_json::Value::Null);

    // The analysis behind the game stops too (a layout no other test explores, so no cache).
    let (status, value) = post(
        "/api/klotski/state",
        serde_json::json!({ "layout": "SSSV/CCVV/CCVV/.HHV/.SHH", "limits": { "max_nodes": 10 } }),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");
    assert!(message(&value).contains("stopped"), "{value}");
}

#[tokio::test]
async fn oversized_requests_are_413() {
    let long = "S".repeat(5000);
    let (status, value) = post("/api/klotski/parse", serde_json::json!({ "layout": long })).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");
    assert!(message(&value).contains("5000 characters"), "{value}");

    let (status, value) = post(
        "/api/klotski/generate",
        serde_json::json!({ "min_moves": 10, "max_moves": 100000 }),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");

    let (status, value) = post(
        "/api/klotski/generate",
        serde_json::json!({ "difficulty": "easy", "max_attempts": 1000000 }),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");
}

#[tokio::test]
async fn generate_hits_the_difficulty() {
    let (status, value) = post(
        "/api/klotski/generate",
        serde_json::json!({ "difficulty": "easy", "seed": 7 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    let moves = value["moves"].as_u64().unwrap();
    assert!((5..=30).contains(&moves), "{value}");
    let board = klotski::parse_layout(value["layout"].as_str().unwrap()).unwrap();
    let solved = klotski::solve(board, klotski::Metric::Step, &search::Limits::none());
    assert_eq!(solved.moves, Some(moves as u32));

    let (status, value) = post(
        "/api/klotski/generate",
        serde_json::json!({ "difficulty": "impossible" }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(message(&value).contains("difficulty"), "{value}");
}

#[tokio::test]
async fn solve_stream_ends_with_a_result_event() {
    let (status, value) = get("/api/klotski/solve/stream?layout=4WVE1&metric=unit").await;
    assert_eq!(status, StatusCode::OK);
    let text = value.as_str().unwrap_or_default();
    assert!(text.contains("event: result"), "{text}");
    assert!(text.contains("\"moves\":116"), "{text}");

    let (status, value) = get("/api/klotski/solve/stream?layout=VCCV%2FVCCV").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
}

#[tokio::test]
async fn validate_answers_with_the_mistake() {
    let (status, value) = post(
        "/api/klotski/validate",
        serde_json::json!({ "layout": "VCCV/VCCV/VHHV/VSSV/S..Q" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["valid"], false);
    let text = value["error"]["message"].as_str().unwrap();
    assert!(
        text.contains("row 5, column 4") && text.contains("character 24"),
        "{text}"
    );
    let (status, value) = post(
        "/api/klotski/validate",
        serde_json::json!({ "layout": "横刀立马" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(value["valid"], true);
    assert_eq!(value["layout"], HENGDAO);
}

#[tokio::test]
async fn generate_stream_ends_with_a_result_event() {
    let (status, value) =
        get("/api/klotski/generate/stream?difficulty=easy&seed=3&metric=straight").await;
    assert_eq!(status, StatusCode::OK);
    let text = value.as_str().unwrap_or_default();
    assert!(text.contains("event: result"), "{text}");
    assert!(text.contains("\"metric\":\"straight\""), "{text}");

    let (status, value) = get("/api/klotski/generate/stream?difficulty=easy&max_attempts=0").await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");
}

#[tokio::test]
async fn solve_with_a_generic_algorithm() {
    let (status, value) = post(
        "/api/klotski/solve",
        serde_json::json!({ "layout": "SCCS/VCCV/V..V/VSSV/VHHV", "metric": "unit", "algorithm": "astar" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    let board = klotski::parse_layout("SCCS/VCCV/V..V/VSSV/VHHV").unwrap();
    let fast = klotski::solve(board, klotski::Metric::Unit, &search::Limits::none());
    assert_eq!(value["moves"], fast.moves.unwrap());
    assert_eq!(value["claim"]["kind"], "optimal");

    let (status, value) = post(
        "/api/klotski/solve",
        serde_json::json!({ "layout": HENGDAO, "algorithm": "quantum" }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(message(&value).starts_with("algorithm:"), "{value}");
}
