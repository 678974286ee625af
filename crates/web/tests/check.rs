//! `POST /api/{id}/check` through the router: an answer's moves, in their notation or their
//! JSON form, replayed and rated against the optimum, for every puzzle; bad requests refused.

mod common;

use common::{post_json, send};

use axum::http::StatusCode;
use puzzle::answers::JsonAnswers;
use serde_json::{json, Value};

async fn check(id: &str, body: Value) -> (StatusCode, Value) {
    send(post_json(&format!("/api/{id}/check"), &body.to_string())).await
}

#[tokio::test]
async fn answers_are_rated_for_every_puzzle() {
    for puzzle in registry::all().iter() {
        let info = puzzle.info();
        let solved = puzzle
            .solve_json(
                info.example,
                None,
                puzzle::StepDetail::Games,
                &search::Limits::none(),
            )
            .expect("the example solves");
        let steps = solved["steps"].as_array().expect("steps");
        // the first move in its notation, the others in their JSON form
        let mut moves: Vec<Value> = steps.iter().map(|s| s["move"].clone()).collect();
        if let Some(first) = moves.first_mut() {
            *first = json!(puzzle.notation(info.example, first).expect("a notation"));
        }
        let (status, value) = check(info.id, json!({ "game": info.example, "moves": moves })).await;
        assert_eq!(status, StatusCode::OK, "{}: {value}", info.id);
        assert_eq!(value["verdict"], "optimal", "{}: {value}", info.id);
        assert_eq!(value["cost"], solved["cost"]);
        assert_eq!(value["legal"], true);
        let (_, none) = check(info.id, json!({ "game": info.example, "moves": [] })).await;
        assert_eq!(none["verdict"], "unsolved", "{}: {none}", info.id);
    }
}

#[tokio::test]
async fn an_illegal_move_is_named_with_its_place() {
    let (status, value) = check(
        "n-puzzle",
        json!({ "game": "1 2 3/4 0 6/7 5 8", "moves": ["5", "8 8"] }),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(value["verdict"], "illegal");
    assert_eq!(value["illegal"]["index"], 1);
    assert_eq!(value["illegal"]["move"], "8 8");
    assert_eq!(value["illegal"]["error"]["column"], 3);
    assert_eq!(value["illegal"]["error"]["key"], "error-move-text-trailing");
    assert_eq!(value["played"], 1);
}

#[tokio::test]
async fn bad_requests_are_refused() {
    let (status, value) = check(
        "n-puzzle",
        json!({ "game": "1 2 3/4 0 6/7 5 9", "moves": [] }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    let (status, value) = check(
        "n-puzzle",
        json!({ "game": "1 2 3/4 0 6/7 5 8", "algorithm": "bfs" }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    assert!(
        value["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("game, moves, limits")),
        "{value}"
    );
    let many = vec!["5"; puzzle::check::MAX_CHECKED_MOVES + 1];
    let (status, value) = check(
        "n-puzzle",
        json!({ "game": "1 2 3/4 0 6/7 5 8", "moves": many }),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");
}
