//! The lianliankan API through the router (no network): round trips (parse, move, hint,
//! shuffle, solve, generate), bad requests with positioned messages, 413 for oversized boards,
//! and limits respected. Expected figures come from the engine.

mod common;

use common::{app, message, post};

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt as _;
use lianliankan::{parse_board, solve, Game, Pos, Puzzle, Rules};
use search::Limits;
use serde_json::{json, Value};
use tower::ServiceExt as _;

/// A 4 x 5 board with 8 pairs; least cost 13.
const BOARD: &str = "4 5\n1 2 3 2 4\n5 0 6 0 3\n3 6 0 5 1\n4 7 7 0 3\n";

/// The seed report's 6 x 6 board (hard: the seed's unbounded A* did not finish).
const SEED: &str = "6 6\n8 9 1 2 11 8\n11 9 2 1 9 11\n12 6 1 2 5 3\n5 7 2 1 12 6\n11 9 3 4 10 11\n10 11 4 7 11 11\n";

fn engine_game(text: &str) -> Game {
    Game::new(Puzzle::new(parse_board(text).unwrap(), Rules::default()))
}

#[tokio::test]
async fn parse_returns_the_view() {
    let (status, value) = post("/api/lianliankan/parse", json!({ "board": BOARD })).await;
    assert_eq!(status, StatusCode::OK, "{value}");
    let game = engine_game(BOARD);
    assert_eq!(value["view"]["rows"], 4);
    assert_eq!(value["view"]["cols"], 5);
    assert_eq!(value["view"]["tiles_left"], 16);
    assert_eq!(value["view"]["cells"], json!(game.view().cells));
    assert_eq!(value["legal"], game.legal_removals().len());
    assert_eq!(value["view"]["rules"]["max_turns"], 2);
    // The description round-trips.
    let again = value["view"]["description"].as_str().unwrap();
    let (status, value2) = post(
        "/api/lianliankan/parse",
        json!({ "board": again, "max_turns": "any" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(value2["view"]["cells"], value["view"]["cells"]);
    assert_eq!(value2["view"]["rules"]["max_turns"], "any");
    let (status, value3) = post(
        "/api/lianliankan/parse",
        json!({ "board": BOARD, "max_turns": 3 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value3}");
    assert_eq!(value3["view"]["rules"]["max_turns"], 3);
}

#[tokio::test]
async fn malformed_boards_get_positioned_messages() {
    let (status, value) = post(
        "/api/lianliankan/parse",
        json!({ "board": "2 2\n1 1\n1 x\n" }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(value["error"]["code"], "invalid_input");
    assert!(message(&value).contains("line 3, column 3"), "{value}");

    let (status, value) = post("/api/lianliankan/parse", json!({ "board": "1 2 1\n" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(message(&value).contains("odd number"), "{value}");
    // placed by line and column from 1 (today's 0-based "row 0, column 1" was a bug)
    assert!(message(&value).contains("line 1, column 3"), "{value}");

    let (status, value) = post(
        "/api/lianliankan/parse",
        json!({ "board": BOARD, "max_turns": "two" }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(message(&value).starts_with("max_turns:"), "{value}");

    let (status, value) = post(
        "/api/lianliankan/parse",
        json!({ "board": BOARD, "colour": "red" }),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{value}");
    assert!(message(&value).contains("colour"), "{value}");

    // The validate endpoint answers the same check with 200.
    let (status, value) = post(
        "/api/lianliankan/validate",
        json!({ "board": "2 2\n1 1\n1 x\n" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(value["valid"], false);
    assert!(value["error"]["message"]
        .as_str()
        .unwrap()
        .contains("line 3, column 3"));
    let (_, value) = post("/api/lianliankan/validate", json!({ "board": BOARD })).await;
    assert_eq!(value["valid"], true);
}

#[tokio::test]
async fn oversized_boards_are_413() {
    let row = vec!["1"; 22].join(" ");
    let big = vec![row; 22].join("\n");
    let (status, value) = post("/api/lianliankan/parse", json!({ "board": big })).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");
    assert!(message(&value).contains("at most 20 x 20"), "{value}");

    let long = "1 ".repeat(5000);
    let (status, _) = post("/api/lianliankan/solve", json!({ "board": long })).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);

    let (status, value) = post(
        "/api/lianliankan/generate",
        json!({ "rows": 24, "cols": 24, "pairs": 10, "kinds": 5 }),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");
}

#[tokio::test]
async fn moves_remove_pairs_or_say_why_not() {
    let mut game = engine_game(BOARD);
    let (status, value) = post(
        "/api/lianliankan/move",
        json!({ "board": BOARD, "a": [0, 0], "b": [0, 1] }),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(value["ok"], false);
    assert_eq!(value["why"]["reason"], "different_kinds");

    let legal = game.legal_removals();
    let first = &legal[0];
    let (status, value) = post(
        "/api/lianliankan/move",
        json!({ "board": BOARD, "a": [first.a.row, first.a.col], "b": [first.b.row, first.b.col] }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["ok"], true);
    let removal = game.play(first.a, first.b).unwrap();
    assert_eq!(value["removal"]["turns"], removal.turns);
    assert_eq!(value["removal"]["path"], json!(removal.path));
    assert_eq!(value["view"]["cells"], json!(game.view().cells));
    assert_eq!(value["view"]["tiles_left"], 14);

    let (status, value) = post(
        "/api/lianliankan/move",
        json!({ "board": BOARD, "a": [4, 0], "b": [0, 1] }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        message(&value).starts_with("a: [4, 0] is outside the 4 x 5 board"),
        "{value}"
    );
}

#[tokio::test]
async fn hint_leaves_a_clearable_board() {
    let (status, value) = post("/api/lianliankan/hint", json!({ "board": BOARD })).await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["hint"]["kind"], "pair");
    assert_eq!(value["hint"]["optimal"], true);
    assert_eq!(value["hint"]["remaining_cost"], 13);
    let pos = |v: &Value| Pos::new(v[0].as_i64().unwrap() as i32, v[1].as_i64().unwrap() as i32);
    let mut game = engine_game(BOARD);
    game.play(
        pos(&value["hint"]["removal"]["a"]),
        pos(&value["hint"]["removal"]["b"]),
    )
    .unwrap();
    let rest = lianliankan::solve_from(game.puzzle(), game.state(), &Limits::none());
    assert_eq!(rest.solvable, Some(true));

    // A dead end: with no turns allowed, 1 2 1 2 in one row can never be cleared.
    let (_, value) = post(
        "/api/lianliankan/hint",
        json!({ "board": "1 2 1 2", "max_turns": "0" }),
    )
    .await;
    assert_eq!(value["hint"]["kind"], "dead_end", "{value}");
}

#[tokio::test]
async fn shuffle_keeps_the_tiles_and_can_be_cleared() {
    let board = "4 4\n1 2 3 4\n4 3 2 1\n1 2 3 4\n4 3 2 1\n";
    let (status, value) = post(
        "/api/lianliankan/shuffle",
        json!({ "board": board, "seed": 7 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    let mut before: Vec<i64> = engine_game(board).view().cells;
    let mut after: Vec<i64> = serde_json::from_value(value["view"]["cells"].clone()).unwrap();
    before.sort_unstable();
    after.sort_unstable();
    assert_eq!(before, after);
    let shuffled = value["view"]["description"].as_str().unwrap();
    let solution = solve(
        &Puzzle::new(parse_board(shuffled).unwrap(), Rules::default()),
        &Limits::none(),
    );
    assert_eq!(solution.solvable, Some(true));

    let (status, _) = post("/api/lianliankan/shuffle", json!({ "board": "0 0\n0 0" })).await;
    assert_eq!(status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn solve_round_trip_matches_the_engine() {
    let (status, value) = post("/api/lianliankan/solve", json!({ "board": BOARD })).await;
    assert_eq!(status, StatusCode::OK, "{value}");
    let expected = solve(
        &Puzzle::new(parse_board(BOARD).unwrap(), Rules::default()),
        &Limits::none(),
    );
    assert_eq!(value["cost"], expected.cost.unwrap());
    assert_eq!(value["optimal"], true);
    assert_eq!(value["playback"], json!(expected.playback));
    let boards = value["boards"].as_array().unwrap();
    assert_eq!(boards.len(), expected.removals.len() + 1);
    assert!(boards
        .last()
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .all(|c| c == 0));

    // The streamed form sends a result event.
    let response = app()
        .oneshot(
            Request::get("/api/lianliankan/solve/stream?board=1+1%0A2+2&max_turns=2")
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

#[tokio::test]
async fn limits_are_respected() {
    let started = std::time::Instant::now();
    let (status, value) = post(
        "/api/lianliankan/solve",
        json!({ "board": SEED, "max_turns": "3", "limits": { "max_nodes": 20, "max_seconds": 2.0 } }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["optimal"], false, "{value}");
    assert!(
        value["stats"]["expanded"].as_u64().unwrap() <= 1000,
        "{value}"
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(10));

    let (status, value) = post(
        "/api/lianliankan/solve",
        json!({ "board": BOARD, "limits": { "max_nodes": 10, "bogus": 1 } }),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{value}");
}

#[tokio::test]
async fn generate_validates_parameters_and_deals_boards() {
    let (status, value) = post(
        "/api/lianliankan/generate",
        json!({ "rows": 4, "cols": 4, "pairs": 9, "kinds": 3 }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(
        message(&value).starts_with("pairs: 9 pairs need 18 cells"),
        "{value}"
    );

    let (status, value) = post(
        "/api/lianliankan/generate",
        json!({ "rows": 4, "cols": 4, "pairs": 6, "kinds": 7 }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(message(&value).starts_with("kinds:"), "{value}");

    let request = json!({ "rows": 6, "cols": 6, "pairs": 16, "kinds": 8, "blockers": 2, "max_turns": "3", "seed": 42 });
    let (status, value) = post("/api/lianliankan/generate", request.clone()).await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["seed"], 42);
    assert_eq!(value["view"]["tiles_left"], 32);
    let cells = value["view"]["cells"].as_array().unwrap();
    assert_eq!(cells.iter().filter(|c| c.as_i64() == Some(-1)).count(), 2);
    let (_, again) = post("/api/lianliankan/generate", request).await;
    assert_eq!(
        again["view"]["cells"], value["view"]["cells"],
        "same seed, same board"
    );
    let board = parse_board(value["view"]["description"].as_str().unwrap()).unwrap();
    let rules = Rules::with_max_turns(lianliankan::MaxTurns::Limit(3));
    let solution = solve(
        &Puzzle::new(board, rules),
        &Limits::none().with_max_time(std::time::Duration::from_secs(20)),
    );
    assert_ne!(
        solution.solvable,
        Some(false),
        "a clearable deal was asked for"
    );
}

#[tokio::test]
async fn gravity_moves_match_the_engine() {
    let board = "3 3\n1 2 3\n2 1 3\n4 4 0\n";
    let rules = Rules {
        max_turns: lianliankan::MaxTurns::Limit(2),
        gravity: lianliankan::Gravity::Down,
    };
    let mut game = Game::new(Puzzle::new(parse_board(board).unwrap(), rules));
    let (status, value) = post(
        "/api/lianliankan/parse",
        json!({ "board": board, "gravity": "down" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["view"]["cells"], json!(game.view().cells));
    assert_eq!(value["view"]["rules"]["gravity"], "down");
    let removal = game.legal_removals()[0].clone();
    let (status, value) = post(
        "/api/lianliankan/move",
        json!({
            "board": value["view"]["description"],
            "gravity": "down",
            "a": [removal.a.row, removal.a.col],
            "b": [removal.b.row, removal.b.col],
        }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    game.play(removal.a, removal.b).unwrap();
    assert_eq!(value["view"]["cells"], json!(game.view().cells));
}

#[tokio::test]
async fn rate_matches_the_engine() {
    let (status, value) = post(
        "/api/lianliankan/rate",
        json!({ "board": SEED, "max_turns": 3 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    let rules = Rules::with_max_turns(lianliankan::MaxTurns::Limit(3));
    let expected = lianliankan::rate(
        &Puzzle::new(parse_board(SEED).unwrap(), rules),
        &lianliankan::RatingOptions::default(),
        &Limits::none(),
    );
    let rating = &value["rating"];
    assert_eq!(rating["level"], expected.level.name());
    assert_eq!(rating["score"].as_f64(), Some(expected.score));
    assert_eq!(rating["measures"]["cost"].as_u64(), expected.measures.cost);
    assert_eq!(rating["why"].as_array().unwrap().len(), expected.why.len());

    // a board no order can clear
    let (status, value) = post(
        "/api/lianliankan/rate",
        json!({ "board": "2 2\n1 2\n2 1\n", "max_turns": 0 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["rating"]["level"], "unclearable");
    assert_eq!(value["rating"]["score"], 100.0);

    let (status, value) = post("/api/lianliankan/rate", json!({ "board": "1 2 1\n" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(message(&value).contains("odd number"), "{value}");
}

#[tokio::test]
async fn generate_by_difficulty_returns_a_board_of_that_level() {
    for level in ["easy", "medium", "hard"] {
        let request = json!({ "rows": 6, "cols": 6, "pairs": 18, "kinds": 11, "difficulty": level, "seed": 7 });
        let (status, value) = post("/api/lianliankan/generate", request).await;
        assert_eq!(status, StatusCode::OK, "{value}");
        assert_eq!(value["rating"]["level"], level, "{value}");
        assert_eq!(value["rating"]["measures"]["solvable"], true);
        // the engine agrees with the rating sent, and the board can be cleared
        let board = parse_board(value["view"]["description"].as_str().unwrap()).unwrap();
        let puzzle = Puzzle::new(board, Rules::default());
        let rating = lianliankan::rate(
            &puzzle,
            &lianliankan::RatingOptions::default(),
            &Limits::none(),
        );
        assert_eq!(rating.level.name(), level);
        assert_eq!(value["rating"]["score"].as_f64(), Some(rating.score));
        assert_eq!(solve(&puzzle, &Limits::none()).solvable, Some(true));
    }

    // every generated board comes with its rating
    let (status, value) = post(
        "/api/lianliankan/generate",
        json!({ "rows": 4, "cols": 4, "pairs": 8, "kinds": 4, "seed": 3 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert!(value["rating"]["score"].as_f64().is_some(), "{value}");

    let (status, value) = post(
        "/api/lianliankan/generate",
        json!({ "rows": 6, "cols": 6, "pairs": 18, "kinds": 11, "difficulty": "tricky" }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert!(message(&value).starts_with("difficulty:"), "{value}");

    // one pair cannot make an expert board: 409 with the levels that were found
    let (status, value) = post(
        "/api/lianliankan/generate",
        json!({ "rows": 1, "cols": 2, "pairs": 1, "kinds": 1, "difficulty": "expert" }),
    )
    .await;
    assert_eq!(status, StatusCode::CONFLICT, "{value}");
    assert!(message(&value).contains("no expert board found"), "{value}");
    assert!(message(&value).contains("easy"), "{value}");
}
