//! API errors: every failure is a JSON body `{"error": {"code", "message"}}` with a 4xx or
//! 5xx status, and a message a person can act on.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

/// An error returned by an API handler.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    pub status: StatusCode,
    /// A short machine-readable code, e.g. `invalid_input`.
    pub code: &'static str,
    pub message: String,
}

impl ApiError {
    /// 400: the request's content is wrong (a malformed layout, an impossible board...).
    pub fn invalid(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::BAD_REQUEST,
            code: "invalid_input",
            message: message.into(),
        }
    }

    /// 404: no such thing.
    pub fn not_found(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::NOT_FOUND,
            code: "not_found",
            message: message.into(),
        }
    }

    /// 409: the request conflicts with stored data.
    pub fn conflict(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::CONFLICT,
            code: "conflict",
            message: message.into(),
        }
    }

    /// 413: the request asks for too much work or sends too much data.
    pub fn too_large(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::PAYLOAD_TOO_LARGE,
            code: "too_large",
            message: message.into(),
        }
    }

    /// 503: the server is busy; try again.
    pub fn busy(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::SERVICE_UNAVAILABLE,
            code: "busy",
            message: message.into(),
        }
    }

    /// 500: our fault. The message still says what failed.
    pub fn internal(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::INTERNAL_SERVER_ERROR,
            code: "internal",
            message: message.into(),
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({}): {}", self.status, self.code, self.message)
    }
}

impl std::error::Error for ApiError {}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = serde_json::json!({ "error": { "code": self.code, "message": self.message } });
        (self.status, Json(body)).into_response()
    }
}

impl From<store::Error> for ApiError {
    fn from(err: store::Error) -> Self {
        let message = err.to_string();
        match err.kind() {
            store::ErrorKind::NotFound => ApiError::not_found(message),
            store::ErrorKind::Conflict => ApiError::conflict(message),
            store::ErrorKind::Invalid => ApiError::invalid(message),
            _ => ApiError::internal(format!("database error: {message}")),
        }
    }
}
