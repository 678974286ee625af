//! Errors of the store.
//!
//! Every error says what is wrong and where: which database file, which action, which row of
//! an import. [`Error::kind`] sorts them into a few classes so a web handler can pick an HTTP
//! status without matching every variant.

use std::path::PathBuf;

use crate::exchange::ImportErrors;

/// The result type of this crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong in the store.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// The file exists but is not a Puzzle Lab database; it was left untouched.
    #[error(
        "{} is not a Puzzle Lab database ({reason}) — refusing to touch it; pass --db to use another file",
        path.display()
    )]
    Foreign {
        /// The file that was refused.
        path: PathBuf,
        /// Why: "it is not an SQLite file", "it belongs to another application: ...".
        reason: String,
    },

    /// The file is a Puzzle Lab database from a newer build; it was left untouched.
    #[error(
        "{} was written by a newer Puzzle Lab (schema version {found}, this build knows up to {known}) — refusing to touch it; upgrade puzzlelab or pass --db to use another file",
        path.display()
    )]
    TooNew {
        /// The file that was refused.
        path: PathBuf,
        /// Its schema version (`PRAGMA user_version`).
        found: i64,
        /// The newest schema version this build knows.
        known: i64,
    },

    /// The file looks like a Puzzle Lab (or SQLite) database but is damaged; it was left untouched.
    #[error(
        "{} is damaged ({detail}) — refusing to touch it; restore a backup or pass --db to use another file",
        path.display()
    )]
    Corrupt {
        /// The damaged file.
        path: PathBuf,
        /// What SQLite or the header check found.
        detail: String,
    },

    /// A file system operation failed (creating the directory, reading the header).
    #[error("cannot {action} {}: {source}", path.display())]
    Io {
        /// The file or directory concerned.
        path: PathBuf,
        /// What we were doing, e.g. "create the directory".
        action: &'static str,
        /// The underlying error.
        source: std::io::Error,
    },

    /// SQLite failed while doing something to the database.
    #[error("database {db}: {action}: {source}")]
    Sqlite {
        /// The database file, or `:memory:`.
        db: String,
        /// What the store was doing, e.g. "adding puzzles to library 3".
        action: String,
        /// The SQLite error.
        source: rusqlite::Error,
    },

    /// A library, puzzle or saved game with this id does not exist.
    #[error("{what} {id} does not exist")]
    NotFound {
        /// "library", "puzzle", "saved game".
        what: &'static str,
        /// The id that was asked for.
        id: i64,
    },

    /// The change would clash with something already stored (a library of that name, a puzzle
    /// with that description in that library).
    #[error("{0}")]
    Conflict(String),

    /// An argument is invalid (an empty description, a non-finite difficulty, ...).
    #[error("{0}")]
    Invalid(String),

    /// An import file has invalid rows; nothing was imported.
    #[error(transparent)]
    Import(#[from] ImportErrors),

    /// Writing an export failed.
    #[error("cannot write the {format} export: {message}")]
    Export {
        /// "CSV" or "JSON".
        format: &'static str,
        /// The underlying error, as text.
        message: String,
    },

    /// The operation is not possible on this store (e.g. reopening an in-memory store).
    #[error("{0}")]
    Unsupported(&'static str),
}

/// A coarse classification of [`Error`], e.g. for choosing an HTTP status.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// The thing asked for does not exist (HTTP 404).
    NotFound,
    /// The request clashes with stored data (HTTP 409).
    Conflict,
    /// The request or the imported file is invalid (HTTP 400 / 422).
    Invalid,
    /// The database file cannot be used: foreign, too new or damaged (HTTP 503 at start-up).
    Unusable,
    /// Anything else: I/O, SQLite, export failures (HTTP 500).
    Internal,
}

impl Error {
    /// Which class of error this is.
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::Foreign { .. } | Error::TooNew { .. } | Error::Corrupt { .. } => {
                ErrorKind::Unusable
            }
            Error::NotFound { .. } => ErrorKind::NotFound,
            Error::Conflict(_) => ErrorKind::Conflict,
            Error::Invalid(_) | Error::Import(_) | Error::Unsupported(_) => ErrorKind::Invalid,
            Error::Io { .. } | Error::Sqlite { .. } | Error::Export { .. } => ErrorKind::Internal,
        }
    }
}

/// Builds a `map_err` closure that wraps a rusqlite error with the database and the action.
pub(crate) fn db_err<'a>(
    db: &'a str,
    action: impl FnOnce() -> String + 'a,
) -> impl FnOnce(rusqlite::Error) -> Error + 'a {
    move |source| Error::Sqlite {
        db: db.to_owned(),
        action: action(),
        source,
    }
}
