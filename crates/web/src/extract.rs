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
            return Err(wrong_shape(
                puzzle::Words::new("error-body-not-object").word("kind", kind_of(&body)),
            ));
        }
        serde_json::from_value(body)
            .map(ApiJson)
            .map_err(|e| wrong_shape(puzzle::Words::new("error-body-shape").arg("detail", e)))
    }
}

/// 422: JSON of the wrong shape for the route.
fn wrong_shape(words: puzzle::Words) -> ApiError {
    ApiError::said(StatusCode::UNPROCESSABLE_ENTITY, "invalid_json", words)
}

/// What kind of JSON value `value` is, for messages.
fn kind_of(value: &serde_json::Value) -> puzzle::Words {
    puzzle::Words::new(match value {
        serde_json::Value::Null => "json-null",
        serde_json::Value::Bool(_) => "json-boolean",
        serde_json::Value::Number(_) => "json-number",
        serde_json::Value::String(_) => "json-string",
        serde_json::Value::Array(_) => "json-array",
        serde_json::Value::Object(_) => "json-object",
    })
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
    if status == StatusCode::PAYLOAD_TOO_LARGE {
        ApiError::too_large(
            puzzle::Words::new("error-body-too-large").arg("limit", crate::MAX_BODY_BYTES),
        )
    } else if status == StatusCode::UNSUPPORTED_MEDIA_TYPE {
        ApiError::said(
            status,
            "unsupported_media_type",
            puzzle::Words::new("error-body-not-json"),
        )
    } else {
        let detail = rejection.body_text();
        ApiError::said(
            status,
            "invalid_json",
            puzzle::Words::new("error-body-bad-json").arg("detail", detail),
        )
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
    ApiError::invalid(puzzle::Words::new("error-bad-query").arg("detail", rejection.body_text()))
}
