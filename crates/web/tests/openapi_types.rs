//! The OpenAPI document's answers come from the Rust types: every job, the position, a played
//! move and the puzzle list name their type's schema, and the validation every API test runs
//! (`common::conformance`) refuses an answer that is not of its type.

mod common;

use common::conformance::{request_violations, violations};
use common::post;
use serde_json::{json, Value};

fn document() -> Value {
    web::openapi_document(&registry::all())
}

#[test]
fn answers_name_the_schemas_of_their_types() {
    let doc = document();
    assert_eq!(doc["openapi"], "3.1.0");
    let answer = |path: &str, method: &str| {
        doc["paths"][path][method]["responses"]["200"]["content"]["application/json"]["schema"]
            ["$ref"]
            .as_str()
            .unwrap_or_default()
            .trim_start_matches("#/components/schemas/")
            .to_string()
    };
    for (path, method, schema) in [
        ("/api/{puzzle}/solve", "post", "SolveAnswer"),
        ("/api/{puzzle}/hint", "post", "HintAnswer"),
        ("/api/{puzzle}/compare", "post", "CompareAnswer"),
        ("/api/{puzzle}/rate", "post", "RatingAnswer"),
        ("/api/{puzzle}/generate", "post", "GeneratedAnswer"),
        ("/api/{puzzle}/trace", "post", "TraceAnswer"),
        ("/api/{puzzle}/check", "post", "CheckAnswer"),
        ("/api/{puzzle}/experiment", "post", "ExperimentAnswer"),
        ("/api/{puzzle}/parse", "post", "PositionAnswer"),
        ("/api/{puzzle}/move", "post", "PlayedAnswer"),
        ("/api/puzzles", "get", "PuzzleList"),
    ] {
        assert_eq!(answer(path, method), schema, "{method} {path}");
        assert!(
            doc["components"]["schemas"][schema]["properties"].is_object(),
            "{schema} has its fields"
        );
    }
    let refused = &doc["paths"]["/api/{puzzle}/solve"]["post"]["responses"]["400"]["content"]
        ["application/json"]["schema"]["$ref"];
    assert_eq!(refused, "#/components/schemas/ErrorEnvelope");
    // the doc comments of the types are the descriptions
    let cost = &doc["components"]["schemas"]["SolveAnswer"]["properties"]["cost"]["description"];
    assert!(cost.as_str().is_some_and(|d| !d.is_empty()), "{cost}");
}

#[tokio::test]
async fn an_answer_that_is_not_of_its_type_is_refused() {
    let (status, solved) = post(
        "/api/n-puzzle/solve",
        json!({ "game": "1 2 3/4 5 6/7 0 8" }),
    )
    .await;
    assert_eq!(status, 200, "{solved}");
    assert!(violations("POST", "/api/n-puzzle/solve", 200, &solved).is_empty());
    let mut wrong = solved.clone();
    wrong["cost"] = json!("one");
    assert!(!violations("POST", "/api/n-puzzle/solve", 200, &wrong).is_empty());
    let mut missing = solved.clone();
    missing.as_object_mut().map(|m| m.remove("claim"));
    assert!(!violations("POST", "/api/n-puzzle/solve", 200, &missing).is_empty());
    let mut bad_step = solved;
    bad_step["steps"][0]["status"] = json!("sideways");
    assert!(!violations("POST", "/api/n-puzzle/solve", 200, &bad_step).is_empty());
    // an error envelope without its message is refused as well
    let envelope = json!({ "error": { "code": "bad_game" } });
    assert!(!violations("POST", "/api/n-puzzle/solve", 400, &envelope).is_empty());
}

#[test]
fn request_bodies_and_server_answers_name_their_types() {
    let doc = document();
    let schema_name = |schema: &Value| {
        schema["$ref"]
            .as_str()
            .unwrap_or_default()
            .trim_start_matches("#/components/schemas/")
            .to_string()
    };
    let body = |path: &str| {
        schema_name(
            &doc["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"],
        )
    };
    assert_eq!(body("/api/{puzzle}/parse"), "GameRequest");
    assert_eq!(body("/api/{puzzle}/move"), "MoveRequest");
    assert_eq!(body("/api/{puzzle}/actions/{action}"), "ActionBody");
    for (path, schema) in [
        ("/api/health", "Health"),
        ("/api/server", "ServerAccess"),
        ("/api/languages", "LanguageList"),
        ("/api/i18n/{lang}", "PageCatalogue"),
    ] {
        let answer =
            &doc["paths"][path]["get"]["responses"]["200"]["content"]["application/json"]["schema"];
        assert_eq!(schema_name(answer), schema, "{path}");
    }
    // a job's body is the job request's fields it reads, required ones without null
    let solve = &doc["paths"]["/api/{puzzle}/solve"]["post"]["requestBody"]["content"]
        ["application/json"]["schema"];
    assert_eq!(solve["required"], json!(["game"]));
    assert_eq!(
        solve["properties"]["game"]["$ref"],
        "#/components/schemas/Game"
    );
    assert_eq!(
        solve["properties"]["steps"]["enum"],
        json!(["views", "games", null])
    );
    assert!(solve["properties"].get("depths").is_none());
    // every action of every puzzle is a value of the route's parameter
    let actions =
        &doc["paths"]["/api/{puzzle}/actions/{action}"]["parameters"][1]["schema"]["enum"];
    for puzzle in registry::all().iter() {
        for action in puzzle.actions() {
            assert!(
                actions
                    .as_array()
                    .is_some_and(|a| a.contains(&json!(action.name))),
                "{}: {}",
                puzzle.info().id,
                action.name
            );
        }
    }
}

#[tokio::test]
async fn a_request_the_document_refuses_is_caught() {
    let body = json!({ "game": "1 2 3/4 5 6/7 0 8", "limits": { "max_nodes": 1000 } });
    let (status, _) = post("/api/n-puzzle/solve", body.clone()).await;
    assert_eq!(status, 200);
    assert!(request_violations("POST", "/api/n-puzzle/solve", &body).is_empty());
    for wrong in [
        json!({ "game": 5 }),
        json!({}),
        json!({ "game": "1 2 3/4 5 6/7 0 8", "steps": "frames" }),
        json!({ "game": "1 2 3/4 5 6/7 0 8", "depths": [2] }),
        json!({ "game": "1 2 3/4 5 6/7 0 8", "limits": { "nodes": 5 } }),
    ] {
        assert!(
            !request_violations("POST", "/api/n-puzzle/solve", &wrong).is_empty(),
            "{wrong}"
        );
        let (status, _) = post("/api/n-puzzle/solve", wrong.clone()).await;
        assert!(
            status.is_client_error(),
            "{wrong}: the server refuses it too"
        );
    }
    let params = json!({ "params": { "size": [3] } });
    assert!(!request_violations("POST", "/api/n-puzzle/generate", &params).is_empty());
}

/// The library, saved-game and record routes: each answer and body names its type's schema,
/// and no JSON answer of any route is left untyped.
#[test]
fn library_routes_name_the_schemas_of_their_types() {
    let doc = document();
    let name_of = |schema: &Value| {
        schema["$ref"]
            .as_str()
            .unwrap_or_default()
            .trim_start_matches("#/components/schemas/")
            .to_string()
    };
    for (path, method, answer, body) in [
        ("/api/libraries", "get", "LibraryList", None),
        (
            "/api/libraries",
            "post",
            "LibraryAnswer",
            Some("CreateLibraryRequest"),
        ),
        ("/api/libraries/{id}", "delete", "Deleted", None),
        ("/api/libraries/{id}/puzzles", "get", "LibraryPage", None),
        (
            "/api/libraries/{id}/puzzles",
            "post",
            "PuzzleAdded",
            Some("AddPuzzleRequest"),
        ),
        (
            "/api/libraries/{id}/puzzles/{puzzle_id}",
            "delete",
            "Deleted",
            None,
        ),
        ("/api/libraries/{id}/export", "get", "LibraryFile", None),
        (
            "/api/libraries/{id}/import",
            "post",
            "ImportAnswer",
            Some("ImportRequest"),
        ),
        ("/api/games", "get", "SavedGameList", None),
        ("/api/games", "post", "SavedGameAnswer", Some("NewGame")),
        ("/api/games/{id}", "get", "SavedGameAnswer", None),
        (
            "/api/games/{id}",
            "put",
            "SavedGameAnswer",
            Some("UpdateGameRequest"),
        ),
        ("/api/games/{id}", "delete", "Deleted", None),
        ("/api/records", "get", "RecordAnswer", None),
        ("/api/records", "post", "RecordSubmitted", Some("NewRecord")),
    ] {
        let op = &doc["paths"][path][method];
        let ok = &op["responses"]["200"]["content"]["application/json"]["schema"];
        assert_eq!(name_of(ok), answer, "{method} {path}");
        let described = &doc["components"]["schemas"][answer];
        assert!(
            described["properties"].is_object() && described["required"].is_array(),
            "{answer}: {described}"
        );
        let request = &op["requestBody"]["content"]["application/json"]["schema"];
        assert_eq!(
            body.map(String::from),
            Some(name_of(request)).filter(|n| !n.is_empty()),
            "{method} {path}"
        );
    }
    // the store's rows are described field by field, from their doc comments
    let row = &doc["components"]["schemas"]["LibraryPuzzle"]["properties"];
    assert!(row["difficulty"]["description"].is_string(), "{row}");
    // every JSON answer of every route is a named type
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("an item") {
            let ok = &op["responses"]["200"]["content"]["application/json"]["schema"];
            if op.is_object() && method != "parameters" && ok.is_object() {
                let name = name_of(ok);
                assert!(
                    doc["components"]["schemas"][&name].is_object(),
                    "{method} {path} answers an untyped {ok}"
                );
            }
        }
    }
    // a body in the previous release's names is a deprecated choice; the puzzle ids are the
    // registry's
    for (path, old_field) in [
        ("/api/games", "puzzle"),
        ("/api/records", "puzzle"),
        ("/api/libraries", "kind"),
    ] {
        let body =
            &doc["paths"][path]["post"]["requestBody"]["content"]["application/json"]["schema"];
        let forms = &doc["components"]["schemas"][name_of(body)]["anyOf"];
        assert_eq!(forms[0].get("deprecated"), None, "{path}: {forms}");
        assert_eq!(forms[1]["deprecated"], true, "{path}: {forms}");
        assert!(
            forms[1]["properties"][old_field].is_object(),
            "{path}: {forms}"
        );
        assert!(
            forms[1]["properties"]["kind"].is_object(),
            "{path}: {forms}"
        );
        assert!(
            forms[0]["properties"].get("kind").is_none(),
            "{path}: {forms}"
        );
    }
    let ids: Vec<&str> = registry::all().iter().map(|p| p.info().id).collect();
    assert_eq!(doc["components"]["schemas"]["PuzzleId"]["enum"], json!(ids));
}

#[tokio::test]
async fn a_saved_game_or_record_answer_that_is_not_of_its_type_is_refused() {
    let app = common::app();
    let game = "1 2 3/4 5 6/7 0 8";
    let body = json!({ "puzzle": "n-puzzle", "game": game, "state": game });
    let (status, saved) = common::send_to(
        app.clone(),
        common::post_json("/api/games", &body.to_string()),
    )
    .await;
    assert_eq!(status, 200, "{saved}");
    assert!(violations("POST", "/api/games", 200, &saved).is_empty());
    let id = saved["game"]["id"].as_i64().expect("an id");
    let path = format!("/api/games/{id}");
    let mut wrong_id = saved.clone();
    wrong_id["game"]["id"] = json!("one");
    let mut old_name = saved.clone();
    if let Some(fields) = old_name["game"].as_object_mut() {
        let puzzle = fields.remove("puzzle").expect("puzzle");
        fields.insert("kind".into(), puzzle);
    }
    for wrong in [
        wrong_id,
        old_name,
        saved["game"].clone(),
        json!({ "games": [] }),
    ] {
        assert!(!violations("GET", &path, 200, &wrong).is_empty(), "{wrong}");
    }

    let record = json!({ "puzzle": "n-puzzle", "game": game, "metric": "moves", "value": 1 });
    let (status, submitted) = common::send_to(
        app.clone(),
        common::post_json("/api/records", &record.to_string()),
    )
    .await;
    assert_eq!(status, 200, "{submitted}");
    let mut no_best = submitted.clone();
    no_best["outcome"].as_object_mut().map(|o| o.remove("best"));
    let mut text_value = submitted.clone();
    text_value["outcome"]["best"]["value"] = json!("1");
    for wrong in [
        no_best,
        text_value,
        json!({ "record": submitted["outcome"]["best"] }),
    ] {
        assert!(
            !violations("POST", "/api/records", 200, &wrong).is_empty(),
            "{wrong}"
        );
    }
    // no record yet is null, which is of the type; a record without its value is not
    let none = json!({ "record": null });
    assert!(violations("GET", "/api/records", 200, &none).is_empty());
    let mut partial = submitted["outcome"]["best"].clone();
    partial.as_object_mut().map(|r| r.remove("value"));
    assert!(!violations("GET", "/api/records", 200, &json!({ "record": partial })).is_empty());
    let libraries = json!({ "libraries": [{ "id": 1, "name": "mine" }] });
    assert!(!violations("GET", "/api/libraries", 200, &libraries).is_empty());
    assert!(!violations("DELETE", &path, 200, &json!({ "deleted": "all" })).is_empty());
}

#[tokio::test]
async fn a_library_body_the_document_refuses_is_refused_by_the_server() {
    let game = "1 2 3/4 5 6/7 0 8";
    for (path, wrong) in [
        // the two forms mixed
        (
            "/api/games",
            json!({ "kind": "n-puzzle", "puzzle": "n-puzzle", "game": game, "state": game }),
        ),
        ("/api/games", json!({ "puzzle": "n-puzzle", "state": game })),
        (
            "/api/games",
            json!({ "puzzle": "chess", "game": game, "state": game }),
        ),
        (
            "/api/records",
            json!({ "kind": "n-puzzle", "game": game, "metric": "moves", "value": 1 }),
        ),
        (
            "/api/records",
            json!({ "puzzle": "n-puzzle", "game": game, "metric": "moves", "value": "1" }),
        ),
        (
            "/api/libraries",
            json!({ "puzzle": "chess", "name": "mine" }),
        ),
        (
            "/api/libraries",
            json!({ "puzzle": "n-puzzle", "kind": "n-puzzle", "name": "mine" }),
        ),
        ("/api/libraries", json!({ "name": "mine" })),
    ] {
        assert!(
            !request_violations("POST", path, &wrong).is_empty(),
            "{path}: {wrong}"
        );
        let (status, answer) = post(path, wrong.clone()).await;
        assert!(
            status.is_client_error(),
            "{path}: {wrong}: the server refuses it too: {answer}"
        );
    }
}

/// The bounds the server holds a job's numbers and lists to are in the document (how many
/// depths, how deep, how many instances, steps, states and moves): a body over one is refused
/// by both, one at the bound is allowed by the document.
#[tokio::test]
async fn a_job_field_over_its_bound_is_refused_by_the_document_and_the_server() {
    let eight = "1 2 3/4 5 6/7 0 8";
    let too_many_moves = vec!["L"; puzzle::check::MAX_CHECKED_MOVES + 1];
    for (route, over, at) in [
        (
            "experiment",
            json!({ "depths": [] }),
            json!({ "depths": [2] }),
        ),
        (
            "experiment",
            json!({ "depths": vec![2; 17] }),
            json!({ "depths": vec![2; 16] }),
        ),
        (
            "experiment",
            json!({ "depths": [65] }),
            json!({ "depths": [64] }),
        ),
        (
            "experiment",
            json!({ "depths": [2], "instances": 101 }),
            json!({ "depths": [2], "instances": 100 }),
        ),
        (
            "trace",
            json!({ "game": eight, "algorithm": "bfs", "max_steps": 100_001 }),
            json!({ "game": eight, "algorithm": "bfs", "max_steps": 100_000 }),
        ),
        (
            "state-space",
            json!({ "game": eight, "max_states": 250_001 }),
            json!({ "game": eight, "max_states": 250_000 }),
        ),
        (
            "check",
            json!({ "game": eight, "moves": too_many_moves }),
            json!({ "game": eight, "moves": ["L"] }),
        ),
    ] {
        let path = format!("/api/n-puzzle/{route}");
        assert!(
            !request_violations("POST", &path, &over).is_empty(),
            "{route}: the document allows {over}"
        );
        let (status, answer) = post(&path, over.clone()).await;
        assert!(
            status == 400 || status == 413,
            "{route} {over}: {status} {answer}"
        );
        assert!(
            request_violations("POST", &path, &at).is_empty(),
            "{route}: the document refuses {at}"
        );
    }
}
