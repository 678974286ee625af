//! Helpers shared by the API tests: an app on an in-memory database, and requests that come
//! back as (status, JSON).

#![allow(dead_code)] // each test file uses its own subset

pub mod conformance;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt as _;
use tower::ServiceExt as _;

/// The whole app with every registered puzzle, on a fresh in-memory database with the default
/// limits.
pub fn app() -> axum::Router {
    app_with(web::LimitPolicy::default())
}

/// The app with the limits `policy`.
pub fn app_with(policy: web::LimitPolicy) -> axum::Router {
    let store = store::Store::open_in_memory().expect("in-memory database");
    web::app(web::AppState::new(registry::all(), store, policy))
}

/// POSTs `body` to a stream route of a fresh app and returns its JSON lines, in order.
pub async fn read_stream(path: &str, body: serde_json::Value) -> Vec<serde_json::Value> {
    let response = app()
        .oneshot(post_json(path, &body.to_string()))
        .await
        .expect("response");
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes();
    String::from_utf8_lossy(&bytes)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or(serde_json::Value::String(l.to_string())))
        .collect()
}

/// Sends `request` to a fresh app; a body that is not JSON comes back as a JSON string.
pub async fn send(request: Request<Body>) -> (StatusCode, serde_json::Value) {
    send_to(app(), request).await
}

/// Sends `request` to `app` (clone it to keep using it); a body that is not JSON comes back
/// as a JSON string.
pub async fn send_to(app: axum::Router, request: Request<Body>) -> (StatusCode, serde_json::Value) {
    let method = request.method().to_string();
    let path = request.uri().path().to_string();
    let (parts, body) = request.into_parts();
    let sent = body.collect().await.expect("request body").to_bytes();
    let request = Request::from_parts(parts, Body::from(sent.clone()));
    let response = app.oneshot(request).await.expect("response");
    let status = response.status();
    if status.is_success() {
        if let Ok(body) = serde_json::from_slice::<serde_json::Value>(&sent) {
            conformance::assert_request_documented(&method, &path, &body);
        }
    }
    let json = response
        .headers()
        .get("content-type")
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes();
    let value = serde_json::from_slice(&bytes).unwrap_or_else(|_| {
        serde_json::Value::String(String::from_utf8_lossy(&bytes).into_owned())
    });
    if json {
        conformance::assert_documented(&method, &path, status.as_u16(), &value);
    }
    (status, value)
}

/// A POST request with a raw JSON body (which may be malformed on purpose).
pub fn post_json(path: &str, body: &str) -> Request<Body> {
    Request::post(path)
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .expect("request")
}

/// POSTs `body` as JSON to a fresh app.
pub async fn post(path: &str, body: serde_json::Value) -> (StatusCode, serde_json::Value) {
    send(post_json(path, &body.to_string())).await
}

/// The `error.message` of an API error body, or "".
pub fn message(value: &serde_json::Value) -> String {
    value["error"]["message"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// GETs `path` from a fresh app.
pub async fn get(path: &str) -> (StatusCode, serde_json::Value) {
    send(Request::get(path).body(Body::empty()).expect("request")).await
}
