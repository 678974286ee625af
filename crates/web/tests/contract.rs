//! The one contract test over the registry: every puzzle answers every generic route with the
//! same JSON shape (`docs/api.md`). Each check runs for every puzzle
//! of `registry::all()`; the only data of a puzzle here is a table of bad inputs with the line
//! and column their error must point at.

mod common;

use axum::http::StatusCode;
use common::{get, post, read_stream};
use serde_json::{json, Value};

/// Per puzzle: a game ID whose error is about a place, and that place (1-based line, column).
const BAD_INPUTS: &[(&str, &str, usize, usize)] = &[
    ("klotski", "VCCV/VCCX/VHHV/VSSV/S..S", 1, 9),
    ("lianliankan", "1 2\n2 x", 2, 3),
    ("matchstick", "7+a=9", 1, 3),
    (
        "tendrops",
        "040244/304244/003030/000413/243220/00442x",
        1,
        41,
    ),
    ("n-puzzle", "1 2 3 4 5 6 7 8 x", 1, 17),
];

async fn puzzles() -> Vec<Value> {
    let (status, value) = get("/api/puzzles").await;
    assert_eq!(status, StatusCode::OK, "{value}");
    value["puzzles"].as_array().cloned().unwrap_or_default()
}

fn id(p: &Value) -> String {
    p["id"].as_str().unwrap_or_default().to_string()
}

#[tokio::test]
async fn the_list_names_every_registered_puzzle_with_its_contract_fields() {
    let list = puzzles().await;
    let ids: Vec<String> = list.iter().map(id).collect();
    assert_eq!(ids, registry::all().ids(), "the list follows the registry");
    for p in &list {
        for field in ["id", "name", "native_name", "page", "example"] {
            assert!(
                p[field].as_str().is_some_and(|s| !s.is_empty()),
                "{} lacks {field}: {p}",
                id(p)
            );
        }
        assert!(
            p["solvers"].as_array().is_some_and(|s| !s.is_empty()),
            "{p}"
        );
        assert!(
            p["difficulties"].as_array().is_some_and(|d| !d.is_empty()),
            "{p}"
        );
    }
    for (puzzle, ..) in BAD_INPUTS {
        assert!(
            ids.iter().any(|i| i == puzzle),
            "the bad-input table names {puzzle}, which is not registered"
        );
    }
    for i in &ids {
        assert!(
            BAD_INPUTS.iter().any(|(p, ..)| p == i),
            "add a bad input for {i} to BAD_INPUTS"
        );
    }
}

#[tokio::test]
async fn parse_and_validate_round_trip_the_canonical_game_id() {
    for p in puzzles().await {
        let id = id(&p);
        let example = p["example"].as_str().unwrap_or_default();
        let (status, parsed) = post(&format!("/api/{id}/parse"), json!({ "game": example })).await;
        assert_eq!(status, StatusCode::OK, "{id}: {parsed}");
        let canonical = parsed["game"].as_str().unwrap_or_default().to_string();
        for field in ["status", "view", "legal_moves", "legal_move_count"] {
            assert!(!parsed[field].is_null(), "{id}: parse lacks {field}");
        }
        let (_, again) = post(&format!("/api/{id}/parse"), json!({ "game": canonical })).await;
        assert_eq!(
            again["game"], canonical,
            "{id}: the canonical ID is not stable"
        );
        let (status, valid) =
            post(&format!("/api/{id}/validate"), json!({ "game": example })).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(valid, json!({ "valid": true, "game": canonical }), "{id}");
    }
}

#[tokio::test]
async fn errors_say_where_they_are() {
    for &(id, bad, line, column) in BAD_INPUTS {
        let (status, valid) = post(&format!("/api/{id}/validate"), json!({ "game": bad })).await;
        assert_eq!(status, StatusCode::OK, "{id}");
        assert_eq!(valid["valid"], false, "{id}: {valid}");
        let error = &valid["error"];
        assert!(
            error["code"].as_str().is_some_and(|c| !c.is_empty()),
            "{id}: {error}"
        );
        assert!(
            error["message"].as_str().is_some_and(|m| m.len() > 10),
            "{id}: {error}"
        );
        assert_eq!(
            (error["line"].as_u64(), error["column"].as_u64()),
            (Some(line as u64), Some(column as u64)),
            "{id}: {error}"
        );
        let (status, parsed) = post(&format!("/api/{id}/parse"), json!({ "game": bad })).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{id}");
        assert_eq!(&parsed["error"], error, "{id}: parse and validate disagree");
        // a rule the puzzle does not know points at its name
        let (_, unknown) = post(
            &format!("/api/{id}/validate"),
            json!({ "game": "x;nosuchrule=1" }),
        )
        .await;
        assert_eq!(unknown["valid"], false);
        let (_, unknown_rule) = post(
            &format!("/api/{id}/validate"),
            json!({ "game": format!("{};nosuchrule=1", canonical_example(id).await) }),
        )
        .await;
        assert_eq!(
            unknown_rule["error"]["code"], "unknown_field",
            "{id}: {unknown_rule}"
        );
        assert_eq!(unknown_rule["error"]["line"], 1, "{id}");
    }
}

async fn canonical_example(id: &str) -> String {
    let list = puzzles().await;
    let p = list
        .iter()
        .find(|p| p["id"] == id)
        .cloned()
        .unwrap_or_default();
    let (_, parsed) = post(&format!("/api/{id}/parse"), json!({ "game": p["example"] })).await;
    parsed["game"].as_str().unwrap_or_default().to_string()
}

#[tokio::test]
async fn the_example_solves_and_its_steps_replay_through_move() {
    for p in puzzles().await {
        let id = id(&p);
        let game = canonical_example(&id).await;
        let (status, solved) = post(
            &format!("/api/{id}/solve"),
            json!({ "game": game, "limits": { "max_seconds": 10 } }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{id}: {solved}");
        for field in [
            "claim",
            "claim_text",
            "stats",
            "steps",
            "algorithm",
            "summary",
        ] {
            assert!(!solved[field].is_null(), "{id}: solve lacks {field}");
        }
        for field in ["cost", "lower_bound"] {
            assert!(
                solved.get(field).is_some(),
                "{id}: solve lacks {field} (null is allowed)"
            );
        }
        assert_eq!(
            solved["claim"]["kind"], "optimal",
            "{id}: the example must solve optimally: {}",
            solved["claim_text"]
        );
        for field in ["expanded", "generated", "elapsed_ms"] {
            assert!(
                solved["stats"][field].is_number(),
                "{id}: stats lack {field}"
            );
        }
        let steps = solved["steps"].as_array().cloned().unwrap_or_default();
        assert!(!steps.is_empty(), "{id}: the example is not already solved");
        let mut at = game.clone();
        let mut previous = Value::Null;
        let mut cost = 0;
        for step in &steps {
            let (status, played) = post(
                &format!("/api/{id}/move"),
                json!({ "game": at, "move": step["move"], "previous": previous }),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{id}: {played}");
            assert_eq!(
                played["game"], step["game"],
                "{id}: the step's game differs from the move's"
            );
            assert!(
                !step["view"].is_null(),
                "{id}: the page's steps carry views"
            );
            cost += played["cost"].as_u64().unwrap_or(0);
            at = played["game"].as_str().unwrap_or_default().to_string();
            previous = played["move"].clone();
        }
        assert_eq!(
            Some(cost),
            solved["cost"].as_u64(),
            "{id}: the moves cost what the solution says"
        );
        assert_eq!(
            steps.last().map(|s| s["status"].clone()),
            Some(json!("solved")),
            "{id}"
        );
    }
}

#[tokio::test]
async fn hint_compare_rate_and_generate_answer_in_one_shape() {
    for p in puzzles().await {
        let id = id(&p);
        let game = canonical_example(&id).await;
        let limits = json!({ "max_seconds": 5 });

        let (status, hint) = post(
            &format!("/api/{id}/hint"),
            json!({ "game": game, "limits": limits }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{id}: {hint}");
        let (_, position) = post(&format!("/api/{id}/parse"), json!({ "game": game })).await;
        let legal = position["legal_moves"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        assert!(
            legal.contains(&hint["move"]),
            "{id}: the hint {} is not a legal move",
            hint["move"]
        );
        assert!(hint["remaining"].is_u64(), "{id}: {hint}");

        let (status, compared) = post(
            &format!("/api/{id}/compare"),
            json!({ "game": game, "limits": limits }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{id}: {compared}");
        let rows = compared["rows"].as_array().cloned().unwrap_or_default();
        assert!(rows.len() >= 2, "{id}: compare runs the default line-up");
        for row in &rows {
            if row.get("error").is_some() {
                continue;
            }
            for field in [
                "algorithm",
                "heuristic",
                "cost",
                "claim",
                "expanded",
                "generated",
                "peak_frontier",
                "elapsed_ms",
            ] {
                assert!(
                    row.get(field).is_some(),
                    "{id}: a compare row lacks {field}: {row}"
                );
            }
        }
        assert!(
            rows.iter().any(|r| r["claim"]["kind"] == "optimal"),
            "{id}: some solver proves the optimum"
        );

        let (status, rated) = post(
            &format!("/api/{id}/rate"),
            json!({ "game": game, "limits": limits }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{id}: {rated}");
        let levels = p["difficulties"].as_array().cloned().unwrap_or_default();
        assert!(levels.contains(&rated["level"]), "{id}: {rated}");

        let easiest = levels.first().cloned().unwrap_or_default();
        let (status, made) = post(
            &format!("/api/{id}/generate"),
            json!({ "difficulty": easiest, "seed": 7, "limits": { "max_seconds": 20 } }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{id}: {made}");
        assert_eq!(made["seed"], 7);
        let (status, _) = post(&format!("/api/{id}/parse"), json!({ "game": made["game"] })).await;
        assert_eq!(status, StatusCode::OK, "{id}: the generated game parses");
        let (_, again) = post(
            &format!("/api/{id}/generate"),
            json!({ "difficulty": easiest, "seed": 7, "limits": { "max_seconds": 20 } }),
        )
        .await;
        assert_eq!(
            again["game"], made["game"],
            "{id}: the same seed gives the same game"
        );
    }
}

#[tokio::test]
async fn streams_end_with_the_result_or_the_error() {
    for p in puzzles().await {
        let id = id(&p);
        let game = canonical_example(&id).await;
        let events = read_stream(&format!("/api/{id}/solve/stream"), json!({ "game": game })).await;
        let last = events.last().cloned().unwrap_or_default();
        assert_eq!(last["event"], "result", "{id}: {events:?}");
        assert!(last["result"]["steps"].is_array());
        let events = read_stream(
            &format!("/api/{id}/solve/stream"),
            json!({ "game": game, "algorithm": "no-such-solver" }),
        )
        .await;
        let last = events.last().cloned().unwrap_or_default();
        assert_eq!(last["event"], "error", "{id}: {events:?}");
        assert_eq!(last["error"]["status"], 400);
    }
}

#[tokio::test]
async fn every_route_answers_errors_in_the_envelope() {
    for p in puzzles().await {
        let id = id(&p);
        let (status, v) = post(&format!("/api/{id}/solve"), json!({ "gmae": "x" })).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{id}: {v}");
        assert!(
            v["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("gmae")),
            "{v}"
        );
        let (status, v) = post(
            &format!("/api/{id}/solve"),
            json!({ "game": "x", "difficulty": "easy" }),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{id}: {v}");
        let (status, v) = post(
            &format!("/api/{id}/move"),
            json!({ "game": canonical_example(&id).await, "move": { "nonsense": 1 } }),
        )
        .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{id}: {v}");
        assert_eq!(v["error"]["code"], "bad_move", "{id}: {v}");
        let (status, v) = post(&format!("/api/{id}/frobnicate"), json!({ "game": "x" })).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{id}: {v}");
    }
    let (status, v) = post("/api/no-such-puzzle/solve", json!({ "game": "x" })).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(
        v["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("the puzzles are")),
        "{v}"
    );
}

/// Words that claim no solution exists: a stop by a limit must never use them.
const NO_SOLUTION_WORDS: [&str; 3] = ["no solution", "no answer", "unsolvable"];

/// Issue 13: IDA* stopped by its node limit was shown as "no solution". For every puzzle and
/// every solver, a run stopped by a limit says "stopped by the node limit" (or the depth
/// limit, for a depth-limited search that went as deep as it may), in its claim, its summary
/// and the compare rows, and never that no solution exists.
#[tokio::test]
async fn a_stop_by_a_limit_is_worded_as_a_stop_never_as_no_solution() {
    let says_no_solution = |text: &str| {
        let text = text.to_lowercase();
        NO_SOLUTION_WORDS.iter().any(|w| text.contains(w))
    };
    for p in puzzles().await {
        let game = canonical_example(&id(&p)).await;
        let solvers: Vec<String> = p["solvers"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|s| s["name"].as_str().map(str::to_string))
            .collect();
        let mut stopped = 0;
        for solver in &solvers {
            // a depth-limited search allowed one step goes as deep as it may
            let depth_limited = solver.starts_with("dfs") || solver.starts_with("iddfs");
            let (algorithm, limits) = if depth_limited {
                let name = solver.split(':').next().unwrap_or(solver);
                (format!("{name}:1"), json!({ "max_nodes": 100_000 }))
            } else {
                (solver.clone(), json!({ "max_nodes": 1 }))
            };
            let body = json!({ "game": game, "algorithm": algorithm, "limits": limits });
            let (status, solved) = post(&format!("/api/{}/solve", id(&p)), body).await;
            assert_eq!(status, StatusCode::OK, "{} {algorithm}: {solved}", id(&p));
            let kind = solved["claim"]["kind"].as_str().unwrap_or_default();
            if !["stopped", "no_solution_within"].contains(&kind) {
                continue;
            }
            stopped += 1;
            let claim_text = solved["claim_text"].as_str().unwrap_or_default();
            let limit = if kind == "stopped" { "node" } else { "depth" };
            assert!(
                claim_text.starts_with(&format!("stopped by the {limit} limit")),
                "{} {algorithm}: {claim_text:?}",
                id(&p)
            );
            let said = format!("{claim_text} {}", solved["summary"]);
            assert!(!says_no_solution(&said), "{} {algorithm}: {said}", id(&p));
            assert_ne!(solved["solvable"], json!(false), "{} {algorithm}", id(&p));
        }
        assert!(stopped > 0, "{}: no solver was stopped", id(&p));
        let body = json!({ "game": game, "limits": { "max_nodes": 1 } });
        let (status, compared) = post(&format!("/api/{}/compare", id(&p)), body).await;
        assert_eq!(status, StatusCode::OK, "{compared}");
        for row in compared["rows"].as_array().into_iter().flatten() {
            if row["claim"]["kind"] == "stopped" {
                let text = row["claim_text"].as_str().unwrap_or_default();
                assert!(text.starts_with("stopped by the"), "{}: {row}", id(&p));
                assert!(!says_no_solution(text), "{}: {row}", id(&p));
            }
        }
    }
}

/// Whether `message` tells the reader to use the command line: names the program or a flag.
fn sends_to_the_command_line(message: &str) -> bool {
    message.contains("puzzlelab")
        || message
            .split_whitespace()
            .any(|word| word.trim_start_matches(['(', '`']).starts_with("--"))
}

/// Issue 13: a web error told the player to run a command (`puzzlelab klotski list`). No
/// message a web client gets, from any puzzle's parser, solver, generator or the server's
/// guard, sends the reader to the command line.
#[tokio::test]
async fn web_errors_never_send_the_player_to_the_command_line() {
    let mut messages: Vec<(String, String)> = Vec::new();
    for p in puzzles().await {
        let id = id(&p);
        let example = canonical_example(&id).await;
        for bad in [
            "hello",
            "zz",
            "1",
            "x/y",
            "横刀",
            "?",
            "1 2 3",
            "VCCV/VCCV",
            &format!("{example};nosuchrule=1"),
        ] {
            let (_, v) = post(&format!("/api/{id}/validate"), json!({ "game": bad })).await;
            messages.push((
                format!("{id} validate {bad:?}"),
                v["error"]["message"].to_string(),
            ));
        }
        for (route, body) in [
            ("solve", json!({ "game": example, "algorithm": "magic" })),
            (
                "move",
                json!({ "game": example, "move": { "nonsense": 1 } }),
            ),
            ("generate", json!({ "difficulty": "impossible" })),
            ("generate", json!({ "options": { "nosuchoption": "1" } })),
            ("rate", json!({ "game": "hello" })),
            ("hint", json!({ "game": "hello" })),
        ] {
            let (_, v) = post(&format!("/api/{id}/{route}"), body.clone()).await;
            messages.push((
                format!("{id} {route} {body}"),
                v["error"]["message"].to_string(),
            ));
        }
    }
    let (_, v) = post(
        "/api/lianliankan/actions/shuffle",
        json!({ "game": "1 -1 1/-1 2 -1/2 -1 0" }),
    )
    .await;
    messages.push(("shuffle".into(), v["error"]["message"].to_string()));
    let foreign_host = axum::http::Request::get("/api/puzzles")
        .header("host", "evil.example:8080")
        .body(axum::body::Body::empty())
        .expect("request");
    let (_, v) = common::send(foreign_host).await;
    messages.push(("foreign host".into(), v["error"]["message"].to_string()));
    for (what, message) in &messages {
        assert!(!sends_to_the_command_line(message), "{what}: {message}");
    }
}
