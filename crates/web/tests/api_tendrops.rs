//! The Ten Drops API through the router: round trips checked against the engine, and bad
//! requests getting positioned messages, 413 for oversized work, and limits respected.

mod common;

use common::{get, message, post};

use axum::http::StatusCode;

use search::Limits;
use tendrops::campaign::campaign;
use tendrops::{Board, Game, Pos, Rules, SolveOptions};

const LEVEL1: &str = "040244/304244/003030/000413/243220/004423";

#[tokio::test]
async fn campaign_lists_the_levels_with_their_pars() {
    let (status, value) = get("/api/tendrops/campaign").await;
    assert_eq!(status, StatusCode::OK, "{value}");
    let levels = campaign();
    let listed = value["levels"].as_array().unwrap();
    assert_eq!(listed.len(), levels.len());
    for (json, level) in listed.iter().zip(&levels) {
        assert_eq!(json["board"], level.board.to_line());
        assert_eq!(json["par"], level.par);
        assert_eq!(json["number"], level.number);
    }
    assert_eq!(value["rules"]["supply"], 10);
}

#[tokio::test]
async fn parse_round_trips_and_names_the_bad_character() {
    let (status, value) = post(
        "/api/tendrops/parse",
        serde_json::json!({ "board": "0 4 0 2 4 4\n304244\n003030\n000413\n243220\n004423" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["board"], LEVEL1);
    assert_eq!(value["rows"], 6);
    assert_eq!(value["cols"], 6);

    let (status, value) = post(
        "/api/tendrops/parse",
        serde_json::json!({ "board": "040244/304x44" }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    let text = message(&value);
    assert!(
        text.contains("row 2, column 4") && text.contains("character 11"),
        "{text}"
    );

    let (status, value) = post(
        "/api/tendrops/validate",
        serde_json::json!({ "board": "0402/04" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["valid"], false);
    assert!(message(&value).contains("row 2"), "{value}");

    let (status, value) = post(
        "/api/tendrops/parse",
        serde_json::json!({ "board": "0402", "extra": 1 }),
    )
    .await;
    assert!(status.is_client_error(), "{value}");
    assert!(message(&value).contains("extra"), "{value}");
}

#[tokio::test]
async fn oversized_requests_get_413() {
    let huge = "0".repeat(5000);
    let (status, value) = post("/api/tendrops/parse", serde_json::json!({ "board": huge })).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");

    // 17 rows: more than the board limit.
    let tall = ["1"; 17].join("/");
    let (status, value) = post("/api/tendrops/parse", serde_json::json!({ "board": tall })).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");

    // 7x7 = 49 cells: a legal board, too large for the solver.
    let big = ["1111111"; 7].join("/");
    let (status, value) = post("/api/tendrops/solve", serde_json::json!({ "board": big })).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");
    assert!(message(&value).contains("49 cells"), "{value}");

    let (status, value) = post(
        "/api/tendrops/tap",
        serde_json::json!({ "board": LEVEL1, "tap": [0, 0], "supply": 1_000_000 }),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");
}

#[tokio::test]
async fn tap_matches_the_engine() {
    let board: Board = LEVEL1.parse().unwrap();
    let mut game = Game::with_supply(board, Rules::default(), 7);
    let pos = Pos::new(0, 1);
    let (report, log) = game.tap_with_log(pos).unwrap();
    let (status, value) = post(
        "/api/tendrops/tap",
        serde_json::json!({ "board": LEVEL1, "supply": 7, "tap": [0, 1] }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["report"], serde_json::to_value(report).unwrap());
    assert_eq!(value["log"], serde_json::to_value(&log).unwrap());
    assert_eq!(value["after"]["board"], game.board().to_line());
    assert_eq!(value["supply"], game.supply());
    assert_eq!(value["status"], "playing");
    assert!(!value["log"]["frames"].as_array().unwrap().is_empty());

    // Another timing model gives that model's log.
    let b_log = tendrops::simulate(&LEVEL1.parse().unwrap(), pos, tendrops::Timing::BCap).unwrap();
    let (status, value) = post(
        "/api/tendrops/tap",
        serde_json::json!({ "board": LEVEL1, "tap": [0, 1], "timing": "b-cap" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["log"], serde_json::to_value(&b_log).unwrap());

    for (body, needle) in [
        (
            serde_json::json!({ "board": LEVEL1, "tap": [6, 0] }),
            "row 6, column 0",
        ),
        (
            serde_json::json!({ "board": LEVEL1, "tap": [0, -1] }),
            "row 0, column -1",
        ),
        (
            serde_json::json!({ "board": LEVEL1, "tap": [0, 0], "supply": 0 }),
            "no drops left",
        ),
        (
            serde_json::json!({ "board": LEVEL1, "tap": [0, 0], "timing": "c-sum" }),
            "timing",
        ),
        (
            serde_json::json!({ "board": LEVEL1, "tap": [0, 0], "empty_taps": false }),
            "row 0, column 0",
        ),
    ] {
        let (status, value) = post("/api/tendrops/tap", body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body} -> {value}");
        assert!(message(&value).contains(needle), "{body} -> {value}");
    }
}

#[tokio::test]
async fn solve_matches_the_engine_and_respects_limits() {
    let board: Board = LEVEL1.parse().unwrap();
    let expected = tendrops::solve(
        &board,
        &SolveOptions::new(Rules::default()),
        &Limits::none(),
    )
    .unwrap();
    let (status, value) = post(
        "/api/tendrops/solve",
        serde_json::json!({ "board": LEVEL1 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["solvable"], true);
    assert_eq!(value["optimal"], true);
    assert_eq!(value["taps"], expected.taps.unwrap());
    assert_eq!(
        value["sequence"],
        serde_json::to_value(&expected.sequence).unwrap()
    );
    assert_eq!(value["timing"], "a-sum");

    // A lone size-1 drop needs 4 taps: 3 drops are proven not to be enough.
    let (status, value) = post(
        "/api/tendrops/solve",
        serde_json::json!({ "board": "100/000", "supply": 3 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["solvable"], false);

    // The hardest level with a budget of 10 expansions: stopped, not proven.
    let hardest = campaign().last().unwrap().board.to_line();
    let (status, value) = post(
        "/api/tendrops/solve",
        serde_json::json!({ "board": hardest, "limits": { "max_nodes": 10 } }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["optimal"], false, "{value}");
    assert!(
        value["stats"]["expanded"].as_u64().unwrap() <= 20,
        "{value}"
    );
}

#[tokio::test]
async fn solve_stream_ends_with_a_result_event() {
    let (status, value) = get(&format!(
        "/api/tendrops/solve/stream?board={}&supply=10&timing=a-sum",
        LEVEL1.replace('/', "%2F")
    ))
    .await;
    assert_eq!(status, StatusCode::OK);
    let text = value.as_str().unwrap_or_default();
    assert!(text.contains("event: result"), "{text}");
    assert!(text.contains("\"taps\":2"), "{text}");

    let (status, value) = get("/api/tendrops/solve/stream?board=12%2F3x").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    assert!(message(&value).contains("row 2, column 2"), "{value}");
}

#[tokio::test]
async fn generate_gives_a_level_of_the_difficulty() {
    let (status, value) = post(
        "/api/tendrops/generate",
        serde_json::json!({ "difficulty": "easy", "seed": 7 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    let board: Board = value["board"].as_str().unwrap().parse().unwrap();
    let taps = value["taps"].as_u64().unwrap() as u32;
    assert!((2..=3).contains(&taps), "{value}");
    let expected = tendrops::solve(
        &board,
        &SolveOptions::new(Rules::default()),
        &Limits::none(),
    )
    .unwrap();
    assert_eq!(expected.taps, Some(taps));

    let (status, value) = post(
        "/api/tendrops/generate",
        serde_json::json!({ "difficulty": "impossible" }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    assert!(message(&value).contains("difficulty"), "{value}");

    let (status, value) = get("/api/tendrops/generate/stream?difficulty=easy&seed=7").await;
    assert_eq!(status, StatusCode::OK);
    let text = value.as_str().unwrap_or_default();
    assert!(text.contains("event: result"), "{text}");
}
