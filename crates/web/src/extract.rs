//! Request extractors whose rejections are JSON [`ApiError`]s with a readable message.

use std::fmt;
use std::marker::PhantomData;

use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::StatusCode;
use serde::de::value::MapAccessDeserializer;
use serde::de::{DeserializeOwned, MapAccess, Visitor};
use serde::{Deserialize, Deserializer};

use crate::error::ApiError;

/// Like `axum::Json`, but a bad body becomes a JSON error saying what is wrong, and the body
/// must be a JSON object (serde would otherwise read a struct from an array, `[null, null]`).
pub struct ApiJson<T>(pub T);

impl<S, T> FromRequest<S> for ApiJson<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let body = match axum::Json::<serde_json::Value>::from_request(req, state).await {
            Ok(axum::Json(body)) => body,
            Err(rejection) => return Err(json_rejection(rejection)),
        };
        if !body.is_object() {
            return Err(wrong_shape(format!(
                "the request body is {}; send a JSON object such as {{\"game\": \"...\"}}",
                kind_of(&body)
            )));
        }
        serde_json::from_value(body)
            .map(ApiJson)
            .map_err(|e| wrong_shape(format!("the request body does not fit this route: {e}")))
    }
}

/// 422: JSON of the wrong shape for the route.
fn wrong_shape(message: String) -> ApiError {
    ApiError {
        status: StatusCode::UNPROCESSABLE_ENTITY,
        code: "invalid_json",
        message,
        place: None,
        words: None,
    }
}

/// What kind of JSON value `value` is, for messages.
fn kind_of(value: &serde_json::Value) -> &'static str {
    match value {
        serde_json::Value::Null => "null",
        serde_json::Value::Bool(_) => "a boolean",
        serde_json::Value::Number(_) => "a number",
        serde_json::Value::String(_) => "a string",
        serde_json::Value::Array(_) => "an array",
        serde_json::Value::Object(_) => "an object",
    }
}

/// A request body that must be a JSON object: serde would also read a struct from an array
/// of its fields in order (so `[]` would be an empty update). Use with
/// `#[serde(deny_unknown_fields)]` on `T`.
#[derive(Debug)]
pub struct Object<T>(pub T);

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Object<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(ObjectVisitor(PhantomData))
    }
}

struct ObjectVisitor<T>(PhantomData<T>);

impl<'de, T: Deserialize<'de>> Visitor<'de> for ObjectVisitor<T> {
    type Value = Object<T>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON object")
    }

    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
        T::deserialize(MapAccessDeserializer::new(map)).map(Object)
    }
}

fn json_rejection(rejection: JsonRejection) -> ApiError {
    let status = rejection.status();
    let message = rejection.body_text();
    if status == StatusCode::PAYLOAD_TOO_LARGE {
        ApiError::too_large(format!(
            "request body too large (limit {} bytes)",
            crate::MAX_BODY_BYTES
        ))
        .worded(puzzle::Words::new("error-body-too-large").arg("limit", crate::MAX_BODY_BYTES))
    } else if status == StatusCode::UNSUPPORTED_MEDIA_TYPE {
        ApiError {
            status,
            code: "unsupported_media_type",
            message: "send the request body as JSON with 'Content-Type: application/json'".into(),
            place: None,
            words: None,
        }
    } else {
        ApiError {
            status,
            code: "invalid_json",
            message,
            place: None,
            words: None,
        }
    }
}

/// Like `axum::extract::Query`, with JSON errors.
pub struct ApiQuery<T>(pub T);

impl<S, T> FromRequestParts<S> for ApiQuery<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Query::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Query(v)) => Ok(ApiQuery(v)),
            Err(rejection) => Err(query_rejection(rejection)),
        }
    }
}

fn query_rejection(rejection: QueryRejection) -> ApiError {
    ApiError::invalid(rejection.body_text())
}
