//! API errors: every failure is a JSON body `{"error": {"code", "message"}}` with a 4xx or
//! 5xx status, and a message a person can act on. An error about a place in the input also
//! carries `line` and `column` (1-based) and `span` (the byte range).

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

/// An error returned by an API handler.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// A short machine-readable code, e.g. `invalid_input`.
    pub code: &'static str,
    /// What is wrong, for a person.
    pub message: String,
    /// Where in the input the error is, when it is about a place.
    pub place: Option<Place>,
}

/// A place in the request's input: 1-based line and column, and the byte range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Place {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// Byte range in the input.
    pub span: std::ops::Range<usize>,
}

impl ApiError {
    /// 400: the request's content is wrong (a malformed layout, an impossible board...).
    pub fn invalid(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::BAD_REQUEST,
            code: "invalid_input",
            message: message.into(),
            place: None,
        }
    }

    /// 404: no such thing.
    pub fn not_found(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::NOT_FOUND,
            code: "not_found",
            message: message.into(),
            place: None,
        }
    }

    /// 409: the request conflicts with stored data.
    pub fn conflict(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::CONFLICT,
            code: "conflict",
            message: message.into(),
            place: None,
        }
    }

    /// 413: the request asks for too much work or sends too much data.
    pub fn too_large(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::PAYLOAD_TOO_LARGE,
            code: "too_large",
            message: message.into(),
            place: None,
        }
    }

    /// 503: the server is busy; try again.
    pub fn busy(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::SERVICE_UNAVAILABLE,
            code: "busy",
            message: message.into(),
            place: None,
        }
    }

    /// 500: our fault. The message still says what failed.
    pub fn internal(message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::INTERNAL_SERVER_ERROR,
            code: "internal",
            message: message.into(),
            place: None,
        }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({}): {}", self.status, self.code, self.message)
    }
}

impl std::error::Error for ApiError {}

impl ApiError {
    /// The `error` object of the envelope: `{code, message}` and, when placed, `line`,
    /// `column` and `span`.
    pub fn body(&self) -> serde_json::Value {
        let mut body = serde_json::json!({ "code": self.code, "message": self.message });
        if let Some(place) = &self.place {
            body["line"] = place.line.into();
            body["column"] = place.column.into();
            body["span"] = serde_json::json!([place.span.start, place.span.end]);
        }
        body
    }
}

/// How long a client told the server is busy (503) should wait before it tries again.
pub const RETRY_AFTER_SECONDS: u32 = 5;

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = serde_json::json!({ "error": self.body() });
        let mut response = (self.status, Json(body)).into_response();
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            response.headers_mut().insert(
                axum::http::header::RETRY_AFTER,
                axum::http::HeaderValue::from(RETRY_AFTER_SECONDS),
            );
        }
        response
    }
}

impl From<puzzle::InputError> for ApiError {
    fn from(err: puzzle::InputError) -> Self {
        let place = match (err.line, err.column, err.span.clone()) {
            (Some(line), Some(column), Some(span)) => Some(Place { line, column, span }),
            _ => None,
        };
        let status = if err.code == "too_large" || err.code == "too_many" {
            StatusCode::PAYLOAD_TOO_LARGE
        } else {
            StatusCode::BAD_REQUEST
        };
        ApiError {
            status,
            code: err.code,
            message: err.message,
            place,
        }
    }
}

impl From<puzzle::PuzzleError> for ApiError {
    fn from(err: puzzle::PuzzleError) -> Self {
        match err {
            puzzle::PuzzleError::Input(e) => e.into(),
            stopped @ puzzle::PuzzleError::Stopped { .. } => ApiError {
                code: "stopped",
                ..ApiError::too_large(stopped.to_string())
            },
            puzzle::PuzzleError::NotFound(m) => ApiError::not_found(m),
            puzzle::PuzzleError::Internal(m) => ApiError::internal(m),
        }
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
