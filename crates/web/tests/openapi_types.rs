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
