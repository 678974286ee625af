//! API errors: every failure is a JSON body `{"error": {"code", "message"}}` with a 4xx or
//! 5xx status, and a message a person can act on. An error about a place in the input also
//! carries `line` and `column` (1-based) and `span` (the byte range). A 503 also carries a
//! `Retry-After` header.
//!
//! Database errors: a field over its cap is 413 `too_large`, a database busy with another
//! writer 503 `busy`, a full disk 507 `disk_full` (nothing was changed; the server stays up);
//! others are 500 `internal`. Answers never name the database file: the
//! full message, path included, goes to the server's standard error.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use schemars::JsonSchema;
use serde::Serialize;

/// What every refused request answers: `{"error": {...}}`.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ErrorEnvelope {
    /// The error.
    pub error: ErrorBody,
}

/// An error as the API sends it.
#[derive(Debug, Clone, Serialize, JsonSchema)]
pub struct ErrorBody {
    /// What kind of error, for programs (`bad_input`, `busy`, `disk_full`, ...).
    pub code: &'static str,
    /// What is wrong and what to do, in English.
    pub message: String,
    /// The 1-based line of the place in the input the error is about.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// The 1-based column of that place.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub column: Option<usize>,
    /// The byte range of that place.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub span: Option<[usize; 2]>,
    /// The message's id in the interface's catalogues (`crates/i18n/locales`), for a page in
    /// another language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// The values the message names.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub args: Option<std::collections::BTreeMap<&'static str, puzzle::WordArg>>,
    /// In a stream's error line: the HTTP status the request would have had.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<u16>,
}

/// An error returned by an API handler: what it says is catalogue words, and its English
/// message is those words in the English catalogue, as the engines' errors are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiError {
    /// The HTTP status.
    pub status: StatusCode,
    /// A short machine-readable code, e.g. `invalid_input`.
    pub code: &'static str,
    /// What is wrong, for a person, in English.
    pub message: String,
    /// Where in the input the error is, when it is about a place.
    pub place: Option<Place>,
    /// The message's catalogue id and the values it names, for a page in another language
    /// (`key` and `args` in the envelope).
    pub words: Box<puzzle::Words>,
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
    /// An error with `status` and `code` that says `words`.
    pub fn said(status: StatusCode, code: &'static str, words: puzzle::Words) -> Self {
        Self {
            status,
            code,
            message: puzzle::words::english(&words),
            place: None,
            words: Box::new(words),
        }
    }

    /// 400: the request's content is wrong (a malformed layout, an impossible board...).
    pub fn invalid(words: puzzle::Words) -> Self {
        Self::said(StatusCode::BAD_REQUEST, "invalid_input", words)
    }

    /// 404: no such thing.
    pub fn not_found(words: puzzle::Words) -> Self {
        Self::said(StatusCode::NOT_FOUND, "not_found", words)
    }

    /// 409: the request conflicts with stored data.
    pub fn conflict(words: puzzle::Words) -> Self {
        Self::said(StatusCode::CONFLICT, "conflict", words)
    }

    /// 413: the request asks for too much work or sends too much data.
    pub fn too_large(words: puzzle::Words) -> Self {
        Self::said(StatusCode::PAYLOAD_TOO_LARGE, "too_large", words)
    }

    /// 503: the server is busy; try again.
    pub fn busy(words: puzzle::Words) -> Self {
        Self::said(StatusCode::SERVICE_UNAVAILABLE, "busy", words)
    }

    /// 507: the server's disk is full; nothing was changed, and what was stored is intact.
    pub fn disk_full() -> Self {
        Self::said(
            StatusCode::INSUFFICIENT_STORAGE,
            "disk_full",
            puzzle::Words::new("error-disk-full"),
        )
    }

    /// 500: our fault. The message still says what failed (`detail`, in English: it is for
    /// whoever reports the bug).
    pub fn internal(detail: impl std::fmt::Display) -> Self {
        Self::said(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            puzzle::Words::new("error-internal").arg("detail", detail),
        )
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
    /// `column` and `span`; `key` and `args` when the message is in the catalogues.
    pub fn body(&self) -> ErrorBody {
        ErrorBody {
            code: self.code,
            message: self.message.clone(),
            line: self.place.as_ref().map(|p| p.line),
            column: self.place.as_ref().map(|p| p.column),
            span: self.place.as_ref().map(|p| [p.span.start, p.span.end]),
            key: Some(self.words.key.to_string()),
            args: Some(self.words.args.clone()),
            status: None,
        }
    }
}

/// Seconds a client is asked to wait before trying a 503 again (a busy database or a full
/// job line).
pub const RETRY_AFTER_SECONDS: u32 = 2;

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorEnvelope { error: self.body() };
        let mut response = (self.status, Json(body)).into_response();
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(RETRY_AFTER_SECONDS));
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
            words: err.words,
        }
    }
}

impl From<puzzle::PuzzleError> for ApiError {
    fn from(err: puzzle::PuzzleError) -> Self {
        match err {
            puzzle::PuzzleError::Input(e) => e.into(),
            stopped @ puzzle::PuzzleError::Stopped { .. } => ApiError {
                code: "stopped",
                ..ApiError::too_large(stopped.words())
            },
            puzzle::PuzzleError::NotFound(phrase) => ApiError::not_found(phrase.words),
            puzzle::PuzzleError::Internal(m) => ApiError::internal(m),
        }
    }
}

impl From<store::Error> for ApiError {
    fn from(err: store::Error) -> Self {
        let words = err.words_without_paths();
        match err.kind() {
            store::ErrorKind::NotFound => ApiError::not_found(words),
            store::ErrorKind::Conflict => ApiError::conflict(words),
            store::ErrorKind::Invalid => ApiError::invalid(words),
            store::ErrorKind::TooLarge => ApiError::too_large(words),
            store::ErrorKind::Busy => {
                eprintln!("database busy: {err}");
                ApiError::busy(words)
            }
            store::ErrorKind::DiskFull => {
                eprintln!("disk full: {err}");
                ApiError::disk_full()
            }
            _ => {
                // The server's operator sees where; the client only what.
                eprintln!("database error: {err}");
                ApiError::internal(puzzle::words::english(&words))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn database_errors_do_not_name_the_file() {
        let secret = "/home/someone/private/puzzlelab.db";
        let errors = [
            store::Error::Busy {
                db: secret.into(),
                action: "saving a game".into(),
            },
            store::Error::Sqlite {
                db: secret.into(),
                action: "saving a game".into(),
                source: rusqlite_error(),
            },
            store::Error::ReadOnly {
                path: secret.into(),
                reason: "the file is read-only (mode 0444)".into(),
            },
            store::Error::Io {
                path: secret.into(),
                action: "read",
                source: std::io::Error::other(format!("cannot read {secret}")),
            },
        ];
        for err in errors {
            assert!(
                err.to_string().contains(secret),
                "the store's own message names it"
            );
            let api = ApiError::from(err);
            assert!(!api.message.contains(secret), "{api}");
            assert!(!api.message.contains("puzzlelab.db"), "{api}");
        }
    }

    #[test]
    fn busy_is_503_with_retry_after_and_too_long_is_413() {
        let busy = ApiError::from(store::Error::Busy {
            db: "x.db".into(),
            action: "saving a game".into(),
        });
        assert_eq!((busy.status.as_u16(), busy.code), (503, "busy"));
        assert!(!busy.message.contains("locked"), "{busy}");
        let response = busy.into_response();
        assert_eq!(response.headers()[header::RETRY_AFTER], "2");
        let too_long = ApiError::from(store::Error::TooLong {
            field: puzzle::Words::new("store-field-saved-game-state"),
            length: 70_000,
            limit: 65_536,
            unit: "bytes",
        });
        assert_eq!(
            (too_long.status.as_u16(), too_long.code),
            (413, "too_large")
        );
        assert!(
            too_long
                .message
                .contains("the saved game's state is too long"),
            "{too_long}"
        );
        assert_eq!(too_long.words.key, "store-error-too-long-bytes");
    }

    #[test]
    fn a_full_disk_is_507_disk_full_with_its_catalogue_words() {
        let full = ApiError::from(store::Error::DiskFull {
            db: "/srv/secret/lab.db".into(),
            action: "saving a game".into(),
        });
        assert_eq!((full.status.as_u16(), full.code), (507, "disk_full"));
        assert!(!full.message.contains("secret"), "{full}");
        assert!(full.message.contains("disk is full"), "{full}");
        let body = full.body();
        assert_eq!(body.key.as_deref(), Some("error-disk-full"), "{body:?}");
    }

    /// SQLite's error for a write to a read-only database (SQLITE_READONLY is 8).
    fn rusqlite_error() -> rusqlite::Error {
        rusqlite::Error::SqliteFailure(
            rusqlite::ffi::Error::new(8),
            Some("attempt to write a readonly database".into()),
        )
    }
}
