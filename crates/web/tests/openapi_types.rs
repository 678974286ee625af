//! The OpenAPI document's answers come from the Rust types: every job, the position, a played
//! move and the puzzle list name their type's schema, and the validation every API test runs
//! (`common::conformance`) refuses an answer that is not of its type.

mod common;

use common::conformance::violations;
use common::post;
use serde_json::{json, Value};

fn document() -> Value {
    let registry = registry::all();
    let ids: Vec<&str> = registry.iter().map(|p| p.info().id).collect();
    web::openapi_document(&ids)
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
