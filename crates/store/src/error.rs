//! Errors of the store.
//!
//! Every error says what is wrong and where: which database file, which action, which row of
//! an import. [`Error::kind`] sorts them into a few classes so a web handler can pick an HTTP
//! status without matching every variant.

use std::path::PathBuf;

use crate::disk_full;
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

    /// The path is not a regular file (a directory, a device such as `/dev/null`, a named
    /// pipe, a socket); it was left untouched.
    #[error(
        "{} is {what}, not a regular file — a database must be a regular file; pass --db to use another file",
        path.display()
    )]
    NotAFile {
        /// The path that was refused.
        path: PathBuf,
        /// What it is: "a directory", "a named pipe (FIFO)", ...
        what: &'static str,
    },

    /// The database cannot be written: the file or its folder is read-only (SQLite also needs
    /// to create its `-wal` and `-shm` files next to the database); it was left untouched.
    #[error(
        "{} cannot be written: {reason} — refusing to open it; make it writable or pass --db to use another file",
        path.display()
    )]
    ReadOnly {
        /// The database file.
        path: PathBuf,
        /// Why, e.g. "the file is read-only (mode 0444)".
        reason: String,
    },

    /// A backup's destination exists and was not to be replaced; it was left untouched.
    #[error(
        "{} already exists — refusing to overwrite it; choose another file name, or pass --overwrite to replace it",
        path.display()
    )]
    Exists {
        /// The existing file.
        path: PathBuf,
    },

    /// Another connection kept the database's write lock for longer than this one would wait.
    #[error("database {db} is busy: another program kept it for too long while {action}; try again in a moment")]
    Busy {
        /// The database file, or `:memory:`.
        db: String,
        /// What the store was doing.
        action: String,
    },

    /// The disk (or the size limit set with [`Store::limit_size`](crate::Store::limit_size))
    /// has no room for the change: SQLite said SQLITE_FULL, or an I/O error came while the
    /// database's file system had (almost) no space left. The change was rolled back; what
    /// was stored before is intact.
    #[error("database {db}: the disk is full while {action} — nothing was changed and everything stored before is intact; free some disk space and try again")]
    DiskFull {
        /// The database file, or `:memory:`.
        db: String,
        /// What the store was doing.
        action: String,
    },

    /// A value is longer than the store keeps (see [`caps`](crate::caps)).
    #[error("{field} is too long: {length} {unit}, the limit is {limit} {unit}")]
    TooLong {
        /// Which field, e.g. "saved game state" or "puzzle #3: name".
        field: String,
        /// Its length.
        length: usize,
        /// The cap.
        limit: usize,
        /// "characters" or "bytes".
        unit: &'static str,
    },

    /// A table is full (see [`caps`](crate::caps)).
    #[error("too many {what}: the limit is {limit}; delete some first")]
    TooMany {
        /// "saved games", "records", "puzzles in library 3".
        what: String,
        /// The cap.
        limit: u64,
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
    /// A value or a table is over its cap (HTTP 413).
    TooLarge,
    /// The database was busy with another writer for too long; try again (HTTP 503).
    Busy,
    /// The disk is full; nothing was changed (HTTP 507).
    DiskFull,
    /// The database file cannot be used: foreign, too new, damaged, not a regular file or
    /// read-only (refused when opening).
    Unusable,
    /// Anything else: I/O, SQLite, export failures (HTTP 500).
    Internal,
}

impl Error {
    /// Which class of error this is.
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::Foreign { .. }
            | Error::TooNew { .. }
            | Error::Corrupt { .. }
            | Error::NotAFile { .. }
            | Error::ReadOnly { .. } => ErrorKind::Unusable,
            Error::TooLong { .. } | Error::TooMany { .. } => ErrorKind::TooLarge,
            Error::Busy { .. } => ErrorKind::Busy,
            Error::DiskFull { .. } => ErrorKind::DiskFull,
            Error::NotFound { .. } => ErrorKind::NotFound,
            Error::Conflict(_) | Error::Exists { .. } => ErrorKind::Conflict,
            Error::Invalid(_) | Error::Import(_) | Error::Unsupported(_) => ErrorKind::Invalid,
            Error::Io { .. } | Error::Sqlite { .. } | Error::Export { .. } => ErrorKind::Internal,
        }
    }
}

impl Error {
    /// The message without the database file's path, for people who should not learn where
    /// the database lives (the web app's clients; the server logs the full message).
    pub fn without_paths(&self) -> String {
        const FILE: &str = "the database file";
        match self {
            Error::Foreign { reason, .. } => {
                format!("{FILE} is not a Puzzle Lab database ({reason})")
            }
            Error::TooNew { found, known, .. } => format!(
                "{FILE} was written by a newer Puzzle Lab (schema version {found}, this build \
                 knows up to {known})"
            ),
            Error::Corrupt { .. } => format!("{FILE} is damaged"),
            Error::NotAFile { what, .. } => format!("{FILE} is {what}, not a regular file"),
            Error::Exists { .. } => "the file already exists".to_owned(),
            Error::ReadOnly { .. } => format!("{FILE} cannot be written"),
            Error::Io { action, source, .. } => {
                format!("cannot {action} {FILE}: {}", source.kind())
            }
            Error::Sqlite { action, source, .. } => format!("database: {action}: {source}"),
            Error::Busy { action, .. } => format!(
                "the database is busy: another program kept it for too long while {action}; \
                 try again in a moment"
            ),
            Error::DiskFull { action, .. } => format!(
                "the disk is full while {action}: nothing was changed and everything stored \
                 before is intact; free some disk space and try again"
            ),
            other => other.to_string(),
        }
    }
}

/// Builds a `map_err` closure that wraps a rusqlite error with the database and the action;
/// a busy or locked database becomes [`Error::Busy`], a full disk [`Error::DiskFull`].
pub(crate) fn db_err<'a>(
    db: &'a str,
    action: impl FnOnce() -> String + 'a,
) -> impl FnOnce(rusqlite::Error) -> Error + 'a {
    move |source| {
        if is_busy(&source) {
            Error::Busy {
                db: db.to_owned(),
                action: action(),
            }
        } else if disk_full::is_disk_full(&source, db) {
            Error::DiskFull {
                db: db.to_owned(),
                action: action(),
            }
        } else {
            Error::Sqlite {
                db: db.to_owned(),
                action: action(),
                source,
            }
        }
    }
}

/// True for SQLITE_BUSY and SQLITE_LOCKED: another connection holds a lock we needed.
pub(crate) fn is_busy(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
    )
}
