//! Every JSON answer the API tests receive is validated against the OpenAPI document's schema
//! for its route, method and status (the schemas generated from the answer types): an answer
//! that drifts from its documented type fails the test that received it. Every request body
//! the server accepts is validated against the route's request schema (generated from the
//! types the handlers read) the same way.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use serde_json::Value;

/// The document of the registry's puzzles.
fn document() -> &'static Value {
    static DOCUMENT: OnceLock<Value> = OnceLock::new();
    DOCUMENT.get_or_init(|| web::openapi_document(&registry::all()))
}

/// The document's path template for `path`: the one whose segments match it with the most
/// literal segments (`/api/{puzzle}/actions/{action}` before `/api/{puzzle}/{job}/stream`).
fn template_of(doc: &Value, path: &str) -> Option<String> {
    let segments: Vec<&str> = path.split('/').collect();
    doc["paths"]
        .as_object()?
        .keys()
        .filter_map(|template| {
            let parts: Vec<&str> = template.split('/').collect();
            if parts.len() != segments.len() {
                return None;
            }
            let mut literal = 0;
            for (part, segment) in parts.iter().zip(&segments) {
                if part.starts_with('{') {
                    continue;
                }
                if part != segment {
                    return None;
                }
                literal += 1;
            }
            Some((literal, template))
        })
        .max_by_key(|(literal, _)| *literal)
        .map(|(_, template)| template.clone())
}

type Validators = Mutex<HashMap<String, Arc<jsonschema::Validator>>>;

/// Panics when `answer`, received with `status` for `method path`, is not what the document
/// says. Routes the document does not have (an unknown endpoint's 404) and answers that are
/// not JSON objects are left alone.
pub fn assert_documented(method: &str, path: &str, status: u16, answer: &Value) {
    let errors = violations(method, path, status, answer);
    assert!(
        errors.is_empty(),
        "{method} {path} {status}: the answer is not what the OpenAPI document says:\n{}\n{answer}",
        errors.join("\n")
    );
}

/// How `answer` departs from the document's schema for `method path` and `status` (empty
/// when it conforms, or when the route or method is not in the document).
pub fn violations(method: &str, path: &str, status: u16, answer: &Value) -> Vec<String> {
    if !answer.is_object() {
        return Vec::new();
    }
    let doc = document();
    let Some(template) = template_of(doc, path) else {
        return Vec::new();
    };
    let method = method.to_lowercase();
    let operation = &doc["paths"][&template][&method];
    if !operation.is_object() {
        return Vec::new(); // a method the route does not have: 405, not documented
    }
    let status_text = status.to_string();
    let schema = &operation["responses"][&status_text]["content"]["application/json"]["schema"];
    assert!(
        schema.is_object(),
        "{method} {path} answered {status}, which the OpenAPI document does not list for \
         {template}: {answer}"
    );
    schema_violations(&format!("{method} {template} {status}"), schema, answer)
}

/// Panics when `body`, a request the server accepted, is not what the document says the
/// route reads: a request schema stricter than the server would have schemathesis send only
/// part of what works.
pub fn assert_request_documented(method: &str, path: &str, body: &Value) {
    let errors = request_violations(method, path, body);
    assert!(
        errors.is_empty(),
        "{method} {path}: the server accepted a request the OpenAPI document refuses:\n{}\n{body}",
        errors.join("\n")
    );
}

/// How `body` departs from the document's request schema for `method path` (empty when it
/// conforms, or when the route takes no body the document describes).
pub fn request_violations(method: &str, path: &str, body: &Value) -> Vec<String> {
    let doc = document();
    let Some(template) = template_of(doc, path) else {
        return Vec::new();
    };
    let method = method.to_lowercase();
    let schema =
        &doc["paths"][&template][&method]["requestBody"]["content"]["application/json"]["schema"];
    if !schema.is_object() {
        return Vec::new();
    }
    schema_violations(&format!("{method} {template} request"), schema, body)
}

/// How `value` departs from `schema` of the document (`key` names it, for the cache).
fn schema_violations(key: &str, schema: &Value, value: &Value) -> Vec<String> {
    let doc = document();
    static VALIDATORS: OnceLock<Validators> = OnceLock::new();
    let validator = {
        let mut cache = VALIDATORS
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        cache
            .entry(key.to_owned())
            .or_insert_with(|| {
                let mut root = schema.clone();
                root["components"] = doc["components"].clone();
                root["$schema"] = "https://json-schema.org/draft/2020-12/schema".into();
                Arc::new(
                    jsonschema::validator_for(&root)
                        .unwrap_or_else(|e| panic!("{key}: the document's schema: {e}")),
                )
            })
            .clone()
    };
    validator
        .iter_errors(value)
        .take(5)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect()
}
