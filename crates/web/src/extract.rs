//! Request extractors whose rejections are JSON [`ApiError`]s with a readable message.

use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::StatusCode;
use serde::de::DeserializeOwned;

use crate::error::ApiError;

/// Like `axum::Json`, but a bad body becomes a JSON error saying what is wrong.
pub struct ApiJson<T>(pub T);

impl<S, T> FromRequest<S> for ApiJson<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(v)) => Ok(ApiJson(v)),
            Err(rejection) => Err(json_rejection(rejection)),
        }
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
    } else if status == StatusCode::UNSUPPORTED_MEDIA_TYPE {
        ApiError {
            status,
            code: "unsupported_media_type",
            message: "send the request body as JSON with 'Content-Type: application/json'".into(),
            place: None,
        }
    } else {
        ApiError {
            status,
            code: "invalid_json",
            message,
            place: None,
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
