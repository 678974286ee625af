//! `POST /api/{id}/actions/{name}`: a puzzle's own actions through the one generic route, and
//! `GET /api/puzzles` listing them.

mod common;

use axum::http::StatusCode;
use common::{get, message, post};
use serde_json::json;

#[tokio::test]
async fn the_puzzle_list_names_each_puzzles_actions() {
    let (status, list) = get("/api/puzzles").await;
    assert_eq!(status, StatusCode::OK);
    let lianliankan = list["puzzles"]
        .as_array()
        .and_then(|all| all.iter().find(|p| p["id"] == "lianliankan"))
        .expect("Lianliankan is listed");
    // the puzzle the lab opens on is the registry's choice, one of the list
    let opens_on = list["lab_default"].as_str().expect("a puzzle id");
    assert_eq!(Some(opens_on), registry::all().lab_default());
    assert!(list["puzzles"]
        .as_array()
        .is_some_and(|all| all.iter().any(|p| p["id"] == opens_on)));
    let shuffle = &lianliankan["actions"][0];
    assert_eq!(shuffle["name"], "shuffle", "{lianliankan}");
    assert_eq!(shuffle["takes_game"], true);
    assert_eq!(shuffle["random"], true);
}

#[tokio::test]
async fn an_action_answers_its_new_game_as_a_position() {
    let game = "1 2 3 4/4 3 2 1/1 2 3 4/4 3 2 1;turns=0";
    let (status, answer) = post(
        "/api/lianliankan/actions/shuffle",
        json!({ "game": game, "seed": 5 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["action"], "shuffle");
    let dealt = answer["position"]["game"].as_str().expect("a game ID");
    assert_ne!(dealt, game, "the seed deals the tiles otherwise");
    assert_eq!(answer["position"]["status"], "playing");
    let (status, parsed) = post("/api/lianliankan/parse", json!({ "game": dealt })).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(parsed, answer["position"], "the shape of /parse");
}

#[tokio::test]
async fn an_unknown_action_is_a_404_naming_the_puzzles_actions() {
    let (status, value) = post(
        "/api/lianliankan/actions/unshuffle",
        json!({ "game": "1 1" }),
    )
    .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{value}");
    assert_eq!(value["error"]["code"], "not_found");
    let said = message(&value);
    assert!(
        said.contains("'unshuffle'") && said.contains("shuffle"),
        "{said}"
    );
    let (status, _) = post("/api/nosuchpuzzle/actions/shuffle", json!({})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn bad_input_is_a_400_saying_what_is_wrong() {
    let (status, value) = post(
        "/api/lianliankan/actions/shuffle",
        json!({ "game": "1 1", "params": { "tiles": 3 } }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    assert_eq!(value["error"]["code"], "unknown_field");
    assert!(message(&value).contains("'tiles'"), "{value}");
    let (status, value) = post("/api/lianliankan/actions/shuffle", json!({})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    assert!(message(&value).starts_with("game: missing"), "{value}");
    let (status, value) = post("/api/lianliankan/actions/shuffle", json!({ "game": "1 2" })).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    assert!(value["error"]["column"].is_number(), "placed: {value}");
}

#[tokio::test]
async fn a_bad_option_is_a_400_naming_it() {
    let (status, value) = post(
        "/api/klotski/actions/census",
        json!({ "params": { "set": "some" } }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    assert_eq!(value["error"]["code"], "bad_value");
    assert!(message(&value).starts_with("set: 'some'"), "{value}");
    assert_eq!(value["error"]["args"]["key"], "set", "{value}");
}

#[tokio::test]
async fn the_limits_stop_an_action_with_a_413() {
    let (status, value) = post(
        "/api/klotski/actions/analyze",
        json!({ "game": "横刀立马", "limits": { "max_nodes": 10 } }),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");
    assert_eq!(value["error"]["code"], "stopped");
    assert!(message(&value).contains("the analysis stopped"), "{value}");
    let (status, value) = post(
        "/api/klotski/actions/analyze",
        json!({ "game": "横刀立马", "params": { "metric": "unit" } }),
    )
    .await;
    assert_eq!(
        status,
        StatusCode::BAD_REQUEST,
        "rules go in the game ID: {value}"
    );
    let (status, value) = post(
        "/api/klotski/actions/analyze",
        json!({ "game": "横刀立马;metric=unit" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["figures"]["distance"], 116);
}

#[tokio::test]
async fn an_action_and_an_option_answer_to_their_aliases_as_the_command_line_does() {
    let (status, listed) = get("/api/puzzles").await;
    assert_eq!(status, StatusCode::OK);
    let klotski = listed["puzzles"]
        .as_array()
        .and_then(|all| all.iter().find(|p| p["id"] == "klotski"))
        .expect("Klotski is listed");
    let classics = klotski["actions"]
        .as_array()
        .and_then(|all| all.iter().find(|a| a["name"] == "classics"))
        .expect("Klotski's classics");
    assert_eq!(classics["aliases"], json!(["list"]), "{classics}");

    let (status, by_name) = post("/api/klotski/actions/classics", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{by_name}");
    let (status, by_alias) = post("/api/klotski/actions/list", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{by_alias}");
    assert_eq!(by_alias, by_name);

    let (status, made) = post(
        "/api/lianliankan/generate",
        json!({ "params": { "max_turns": "1" }, "seed": 3 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{made}");
    let made = made["game"].as_str().expect("a game ID");
    assert!(made.ends_with(";turns=1"), "{made}");
    let (status, twice) = post(
        "/api/lianliankan/generate",
        json!({ "params": { "turns": "1", "max-turns": "2" }, "seed": 3 }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{twice}");
    assert_eq!(twice["error"]["key"], "error-option-twice", "{twice}");
}
