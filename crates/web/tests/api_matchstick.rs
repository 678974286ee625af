//! The matchstick API through the router (no network): puzzles, game states, hints, answers
//! and generated puzzles checked against the engine; bad requests get 400 with a positioned
//! message, oversized ones 413, and limits stop the solver.

mod common;

use common::{app, get, message, post};

use axum::body::Body;
use axum::http::{Request, StatusCode};
use matchstick::{parse, solve, Difficulty, GenerateOptions, Layout, Op, PuzzleKind, Rules, Space};
use search::Limits;
use serde_json::{json, Value};
use tower::ServiceExt as _;

/// 7+3=9 -> 7+2=9: the lower right stick (c, slot 2) of the '3' (cell 2) goes to the lower
/// left (e, slot 4).
fn seven_plus_two() -> Value {
    json!({"type": "move", "from": {"cell": 2, "slot": 2}, "to": {"cell": 2, "slot": 4}})
}

#[tokio::test]
async fn a_typed_equation_becomes_a_puzzle_to_draw() {
    let (status, v) = post(
        "/api/matchstick/puzzle",
        json!({"equation": "7+3=9", "k": 1}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let rules = Rules::default();
    let layout = Layout::new(&parse("7+3=9", &rules).unwrap(), &rules, 1);
    assert_eq!(v["puzzle"], "7+3=9");
    assert_eq!(v["k"], 1);
    assert_eq!(v["kind"], "move");
    assert_eq!(v["answers"], 1);
    assert_eq!(v["solvable"], true);
    assert_eq!(v["complete"], true);
    assert_eq!(v["sticks"], json!(layout.initial_sticks()));
    assert_eq!(v["stick_count"], layout.stick_count());
    let cells = v["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 5);
    assert_eq!(cells[0]["kind"], "digit");
    assert_eq!(
        cells[0]["slots"],
        json!(["a", "b", "c", "d", "e", "f", "g"])
    );
    assert_eq!(cells[3]["fixed"], true, "the = is fixed by default");
    assert_eq!(v["shows"], json!(["7", "+", "3", "=", "9"]));
}

#[tokio::test]
async fn descriptions_and_rule_options_round_trip() {
    let (status, v) = post("/api/matchstick/puzzle", json!({"puzzle": "45+46=99;k=2"})).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["puzzle"], "45+46=99;k=2");
    assert_eq!(v["k"], 2);
    let (status, v) = post(
        "/api/matchstick/puzzle",
        json!({"equation": "8/2=3", "kind": "add", "k": 1, "rules": {"division": true}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["puzzle"], "8/2=3;kind=add;rules=division");
    assert_eq!(v["rules"]["division"], true);
    let (status, v) = post(
        "/api/matchstick/puzzle",
        json!({"equation": "III=III+III", "rules": {"roman": true, "equals_may_change": true}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["puzzle"], "III=III+III;rules=roman+equals-may-change");
    assert!(v["answers"].as_u64().unwrap() >= 1);
    // no answer is not an error: the page decides what to do with it
    let (status, v) = post("/api/matchstick/puzzle", json!({"equation": "1-2=72"})).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["solvable"], false);
    assert_eq!(v["answers"], 0);
    assert_eq!(v["claim"]["kind"], "no_solution");
}

#[tokio::test]
async fn playing_7_plus_3_to_the_answer() {
    let (status, start) = post(
        "/api/matchstick/state",
        json!({"puzzle": "7+3=9", "moves": []}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{start}");
    assert_eq!(start["current"], "7+3=9");
    assert_eq!(start["solved"], false);
    assert_eq!(start["true"], false);
    assert_eq!(start["moves_to_answer"], 1);
    assert_eq!(start["sticks_changed"], 0);

    let (status, v) = post(
        "/api/matchstick/state",
        json!({"puzzle": "7+3=9", "moves": [seven_plus_two()]}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["current"], "7+2=9");
    assert_eq!(v["solved"], true);
    assert_eq!(v["true"], true);
    assert_eq!(v["moves_made"], 1);
    assert_eq!(v["sticks_changed"], 1);
    assert_eq!(v["moves_to_answer"], 0);
    assert_eq!(v["taken"], json!([{"cell": 2, "slot": 2}]));
    assert_eq!(v["placed"], json!([{"cell": 2, "slot": 4}]));

    // a wrong move: the 7's top stick to the 3's lower left: "1", and abcdeg is no digit
    let wrong =
        json!({"type": "move", "from": {"cell": 0, "slot": 0}, "to": {"cell": 2, "slot": 4}});
    let (status, v) = post(
        "/api/matchstick/state",
        json!({"puzzle": "7+3=9", "moves": [wrong]}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["current"], Value::Null);
    assert_eq!(v["shows"][0], "1");
    assert_eq!(v["shows"][2], Value::Null);
    assert_eq!(v["solved"], false);
}

#[tokio::test]
async fn the_hint_is_the_engines_move() {
    let (status, v) = post("/api/matchstick/hint", json!({"puzzle": "7+3=9"})).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["hint"], seven_plus_two());
    assert!(v["hint_text"]
        .as_str()
        .unwrap()
        .starts_with("Move the stick"));
    // after the answer: no hint
    let (_, v) = post(
        "/api/matchstick/hint",
        json!({"puzzle": "7+3=9", "moves": [seven_plus_two()]}),
    )
    .await;
    assert_eq!(v["hint"], Value::Null);
    assert_eq!(v["hint_text"], "Already solved.");
    // no answer at all
    let (_, v) = post("/api/matchstick/hint", json!({"puzzle": "1-2=72"})).await;
    assert_eq!(v["hint"], Value::Null);
    assert!(
        v["hint_text"].as_str().unwrap().contains("no answer"),
        "{v}"
    );
}

#[tokio::test]
async fn every_answer_with_the_sticks_that_move() {
    let rules = Rules::default();
    let expected = solve(
        &parse("45+46=99", &rules).unwrap(),
        &rules,
        PuzzleKind::Move,
        1,
        &Limits::none(),
    );
    let (status, v) = post("/api/matchstick/solve", json!({"puzzle": "45+46=99"})).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["solutions"], json!(["45+48=93", "49+46=95"]));
    assert_eq!(v["solutions"], json!(expected.solutions));
    assert_eq!(v["answers"], json!(expected.answers));
    assert_eq!(v["complete"], true);
    assert_eq!(v["claim_text"], "optimal");
    let answer = &v["answers"][0];
    assert_eq!(answer["moves"].as_array().unwrap().len(), 1);
    assert_eq!(answer["taken"].as_array().unwrap().len(), 1);
    assert_eq!(answer["placed"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn the_streamed_solve_ends_with_the_answers() {
    let (status, text) = get("/api/matchstick/solve/stream?puzzle=7%2B3%3D9").await;
    assert_eq!(status, StatusCode::OK);
    let text = text.as_str().unwrap_or_default().to_string();
    assert!(text.contains("event: result"), "{text}");
    assert!(text.contains("\"solutions\":[\"7+2=9\"]"), "{text}");
}

#[tokio::test]
async fn generated_puzzles_are_the_engines() {
    let (status, v) = post(
        "/api/matchstick/generate",
        json!({"difficulty": "easy", "seed": 5, "moves": 1, "max_digits": 2}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    let options = GenerateOptions {
        space: Space {
            operands: vec![2],
            max_digits: 2,
            operators: vec![Op::Add, Op::Sub, Op::Mul],
        },
        difficulty: Difficulty::Easy,
        moves: 1,
        count: 1,
        max_answers: 3,
        seed: 5,
        ..GenerateOptions::default()
    };
    let report = matchstick::generate(&Rules::default(), &options, &Limits::none());
    let expected = &report.puzzles[0];
    assert_eq!(v["equation"], expected.equation);
    assert_eq!(v["answers"], json!(expected.answers));
    assert_eq!(v["rating"]["difficulty"], "easy");
    assert_eq!(v["seed"], 5);
    // the description plays
    let (status, p) = post("/api/matchstick/puzzle", json!({"puzzle": v["puzzle"]})).await;
    assert_eq!(status, StatusCode::OK, "{p}");
    assert_eq!(p["answers"], json!(expected.answers.len()));
}

#[tokio::test]
async fn malformed_equations_say_where() {
    let (status, v) = post("/api/matchstick/puzzle", json!({"equation": "7+a=9"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert_eq!(v["error"]["code"], "invalid_equation");
    assert!(message(&v).contains("column 3"), "{v}");
    assert!(message(&v).contains("'a'"), "{v}");

    let (status, v) = post("/api/matchstick/puzzle", json!({"equation": "7+3"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert!(message(&v).contains("no '='"), "{v}");

    let (status, v) = post("/api/matchstick/puzzle", json!({"equation": "8/2=4"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert!(
        message(&v).contains("column 2") && message(&v).contains("division"),
        "{v}"
    );

    let (status, v) = post("/api/matchstick/state", json!({"puzzle": "7+3=9;k=x"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert!(message(&v).contains("character 7"), "{v}");

    let (status, v) = post("/api/matchstick/solve", json!({"puzzle": "7+3=9;q=1"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert!(
        message(&v).contains("unknown field 'q'") && message(&v).contains("character 7"),
        "{v}"
    );

    let (status, v) = post(
        "/api/matchstick/puzzle",
        json!({"equation": "7+3=9", "k": 0}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert!(message(&v).starts_with("k:"), "{v}");
}

#[tokio::test]
async fn validate_answers_200_with_the_column() {
    let (status, v) = post("/api/matchstick/validate", json!({"equation": "7+a=9"})).await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["valid"], false);
    assert_eq!(v["column"], 3);
    assert_eq!(v["status"], 400);
    assert!(
        v["message"]
            .as_str()
            .unwrap()
            .contains("unknown character 'a'"),
        "{v}"
    );
    let (_, v) = post("/api/matchstick/validate", json!({"puzzle": "7+3=9;k=99"})).await;
    assert_eq!(v["valid"], false);
    assert_eq!(v["status"], 413);
    assert_eq!(v["column"], 7);
    let (_, v) = post(
        "/api/matchstick/validate",
        json!({"equation": "45 + 46 = 99", "k": 2, "rules": {"division": true}}),
    )
    .await;
    assert_eq!(
        v,
        json!({"valid": true, "puzzle": "45+46=99;k=2;rules=division"})
    );
}

#[tokio::test]
async fn bad_requests_are_rejected_with_a_reason() {
    // unknown fields, in the request and in the rules
    let (status, v) = post(
        "/api/matchstick/puzzle",
        json!({"equation": "7+3=9", "moves": 1}),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{v}");
    assert!(message(&v).contains("unknown field"), "{v}");
    let (status, v) = post(
        "/api/matchstick/puzzle",
        json!({"equation": "7+3=9", "rules": {"fast": true}}),
    )
    .await;
    assert!(
        status.is_client_error() && message(&v).contains("unknown field"),
        "{status} {v}"
    );
    // both forms at once, or neither
    let (status, v) = post(
        "/api/matchstick/puzzle",
        json!({"equation": "7+3=9", "puzzle": "7+3=9"}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    let (status, _) = post("/api/matchstick/puzzle", json!({})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    // an illegal move names the move
    let empty =
        json!({"type": "move", "from": {"cell": 0, "slot": 4}, "to": {"cell": 0, "slot": 3}});
    let (status, v) = post(
        "/api/matchstick/state",
        json!({"puzzle": "7+3=9", "moves": [empty]}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert_eq!(v["error"]["code"], "illegal_move");
    assert!(
        message(&v).starts_with("moves[0]") && message(&v).contains("no stick"),
        "{v}"
    );
    // the fixed '=' cannot give a stick
    let eq = json!({"type": "move", "from": {"cell": 3, "slot": 0}, "to": {"cell": 0, "slot": 3}});
    let (status, v) = post(
        "/api/matchstick/state",
        json!({"puzzle": "7+3=9", "moves": [eq]}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    // generator options
    let (status, v) = post("/api/matchstick/generate", json!({"difficulty": "extreme"})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{v}");
    assert!(message(&v).contains("easy, medium or hard"), "{v}");
    let (status, _) = post(
        "/api/matchstick/generate",
        json!({"difficulty": "easy", "rules": {"roman": true}}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn oversized_requests_are_413() {
    let long = format!("{}=1", "1+".repeat(20));
    let (status, v) = post("/api/matchstick/puzzle", json!({"equation": long})).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{v}");
    assert_eq!(v["error"]["code"], "too_large");
    let (status, _) = post(
        "/api/matchstick/puzzle",
        json!({"equation": "1".repeat(500)}),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    let (status, v) = post(
        "/api/matchstick/puzzle",
        json!({"equation": "7+3=9", "k": 9}),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{v}");
    let (status, _) = post("/api/matchstick/solve", json!({"puzzle": "7+3=9;k=9"})).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    let there_and_back = [
        seven_plus_two(),
        json!({"type": "move", "from": {"cell": 2, "slot": 4}, "to": {"cell": 2, "slot": 2}}),
    ];
    let moves: Vec<Value> = there_and_back.iter().cycle().take(202).cloned().collect();
    let (status, v) = post(
        "/api/matchstick/state",
        json!({"puzzle": "7+3=9", "moves": moves}),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{v}");
    let (status, _) = post(
        "/api/matchstick/generate",
        json!({"difficulty": "easy", "moves": 5}),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    let (status, _) = post(
        "/api/matchstick/generate",
        json!({"difficulty": "easy", "max_digits": 9}),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
}

#[tokio::test]
async fn limits_stop_the_solver() {
    let (status, v) = post(
        "/api/matchstick/solve",
        json!({"puzzle": "45+46=99;k=2", "limits": {"max_nodes": 3}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{v}");
    assert_eq!(v["complete"], false);
    assert_eq!(v["claim"]["kind"], "stopped");
    assert!(v["stats"]["expanded"].as_u64().unwrap() <= 4, "{v}");
    let (status, v) = post(
        "/api/matchstick/hint",
        json!({"puzzle": "38-40=79;k=2", "limits": {"max_nodes": 3}}),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{v}");
    assert!(message(&v).contains("limits"), "{v}");
    let (status, v) = post(
        "/api/matchstick/generate",
        json!({"difficulty": "hard", "moves": 2, "limits": {"max_nodes": 10}}),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{v}");
}

#[tokio::test]
async fn the_page_and_its_modules_are_served() {
    for (path, kind) in [
        ("/matchstick", "text/html"),
        ("/js/matchstick/main.js", "text/javascript"),
        ("/js/matchstick/draw.js", "text/javascript"),
        ("/js/matchstick/library.js", "text/javascript"),
        ("/css/matchstick.css", "text/css"),
    ] {
        let response = app()
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let ct = response.headers()["content-type"]
            .to_str()
            .unwrap()
            .to_string();
        assert!(ct.starts_with(kind), "{path}: {ct}");
    }
}
