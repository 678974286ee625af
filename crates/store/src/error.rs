//! Errors of the store.
//!
//! Every error says what is wrong and where: which database file, which action, which row of
//! an import. [`Error::kind`] sorts them into a few classes so a web handler can pick an HTTP
//! status without matching every variant.
//!
//! What an error says is catalogue words ([`Error::words`]; the messages are the `store-*`
//! keys of `crates/i18n/locales`), so the command line and the pages say it in their language;
//! its `Display` is those words in English. Details that come from elsewhere (SQLite's or the
//! operating system's error, a header check) are passed on as they are.

use std::fmt;
use std::path::{Path, PathBuf};

use puzzle::Words;

use crate::disk_full;
use crate::exchange::ImportErrors;

/// The result type of this crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong in the store.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// The file exists but is not a Puzzle Lab database; it was left untouched.
    Foreign {
        /// The file that was refused.
        path: PathBuf,
        /// Why: "it is not an SQLite file", "it belongs to another application: ...".
        reason: String,
    },

    /// The file is a Puzzle Lab database from a newer build; it was left untouched.
    TooNew {
        /// The file that was refused.
        path: PathBuf,
        /// Its schema version (`PRAGMA user_version`).
        found: i64,
        /// The newest schema version this build knows.
        known: i64,
    },

    /// The file looks like a Puzzle Lab (or SQLite) database but is damaged; it was left untouched.
    Corrupt {
        /// The damaged file.
        path: PathBuf,
        /// What SQLite or the header check found.
        detail: String,
    },

    /// The path is not a regular file (a directory, a device such as `/dev/null`, a named
    /// pipe, a socket); it was left untouched.
    NotAFile {
        /// The path that was refused.
        path: PathBuf,
        /// What it is: "a directory", "a named pipe (FIFO)", ...
        what: &'static str,
    },

    /// The database cannot be written: the file or its folder is read-only (SQLite also needs
    /// to create its `-wal` and `-shm` files next to the database); it was left untouched.
    ReadOnly {
        /// The database file.
        path: PathBuf,
        /// Why, e.g. "the file is read-only (mode 0444)".
        reason: String,
    },

    /// A backup's destination exists and was not to be replaced; it was left untouched.
    Exists {
        /// The existing file.
        path: PathBuf,
    },

    /// Another connection kept the database's write lock for longer than this one would wait.
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
    DiskFull {
        /// The database file, or `:memory:`.
        db: String,
        /// What the store was doing.
        action: String,
    },

    /// A value is longer than the store keeps (see [`caps`](crate::caps)).
    TooLong {
        /// Which field (`store-field-*` words), e.g. a saved game's state, or a puzzle's name
        /// in an import.
        field: Words,
        /// Its length.
        length: usize,
        /// The cap.
        limit: usize,
        /// "characters" or "bytes".
        unit: &'static str,
    },

    /// A table is full (see [`caps`](crate::caps)).
    TooMany {
        /// What there would be too many of (`store-too-many-*` words): saved games, records,
        /// puzzles in a library.
        what: Words,
        /// The cap.
        limit: u64,
    },

    /// A file system operation failed (creating the directory, reading the header).
    Io {
        /// The file or directory concerned.
        path: PathBuf,
        /// What we were doing, e.g. "create the directory".
        action: &'static str,
        /// The underlying error.
        source: std::io::Error,
    },

    /// SQLite failed while doing something to the database.
    Sqlite {
        /// The database file, or `:memory:`.
        db: String,
        /// What the store was doing, e.g. "adding puzzles to library 3".
        action: String,
        /// The SQLite error.
        source: rusqlite::Error,
    },

    /// A library, puzzle or saved game with this id does not exist.
    NotFound {
        /// What was asked for.
        what: Missing,
        /// The id that was asked for.
        id: i64,
    },

    /// The change would clash with something already stored (a library of that name, a puzzle
    /// with that description in that library).
    Conflict(Words),

    /// An argument is invalid (an empty description, a non-finite difficulty, ...).
    Invalid(Words),

    /// An import file has invalid rows; nothing was imported.
    Import(ImportErrors),

    /// Writing an export failed.
    Export {
        /// "CSV" or "JSON".
        format: &'static str,
        /// The underlying error, as text.
        message: String,
    },

    /// The operation is not possible on this store (e.g. reopening an in-memory store): the
    /// catalogue key of why.
    Unsupported(&'static str),
}

/// What a [`Error::NotFound`] did not find.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Missing {
    /// A library.
    Library,
    /// A puzzle of a library.
    Puzzle,
    /// A saved game.
    SavedGame,
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
    /// What the error says, the database file named by its path.
    pub fn words(&self) -> Words {
        self.words_naming(|path| Words::new("store-file").arg("path", path.display()))
    }

    /// What the error says without the database file's path, for people who should not learn
    /// where the database lives (the web app's clients; the server logs the full message).
    pub fn words_without_paths(&self) -> Words {
        self.words_naming(|_| Words::new("store-the-database-file"))
    }

    fn words_naming(&self, file: impl Fn(&Path) -> Words) -> Words {
        match self {
            Error::Foreign { path, reason } => Words::new("store-error-foreign")
                .word("file", file(path))
                .arg("reason", reason),
            Error::TooNew { path, found, known } => Words::new("store-error-too-new")
                .word("file", file(path))
                .arg("found", found)
                .arg("known", known),
            Error::Corrupt { path, detail } => Words::new("store-error-corrupt")
                .word("file", file(path))
                .arg("detail", detail),
            Error::NotAFile { path, what } => Words::new("store-error-not-a-file")
                .word("file", file(path))
                .arg("what", what),
            Error::ReadOnly { path, reason } => Words::new("store-error-read-only")
                .word("file", file(path))
                .arg("reason", reason),
            Error::Exists { path } => Words::new("store-error-exists").word("file", file(path)),
            Error::Busy { .. } => Words::new("store-error-busy"),
            Error::DiskFull { .. } => Words::new("store-error-disk-full"),
            Error::TooLong {
                field,
                length,
                limit,
                unit,
            } => Words::new(if *unit == "bytes" {
                "store-error-too-long-bytes"
            } else {
                "store-error-too-long-characters"
            })
            .word("field", field.clone())
            .arg("length", length)
            .arg("limit", limit),
            Error::TooMany { what, limit } => Words::new("store-error-too-many")
                .word("what", what.clone())
                .arg("limit", limit),
            Error::Io {
                path,
                action,
                source,
            } => Words::new("store-error-io")
                .arg("action", action)
                .word("file", file(path))
                .arg("detail", source.kind()),
            Error::Sqlite { action, source, .. } => Words::new("store-error-sqlite")
                .arg("action", action)
                .arg("detail", source),
            Error::NotFound { what, id } => Words::new(match what {
                Missing::Library => "library-error-missing",
                Missing::Puzzle => "store-error-no-puzzle",
                Missing::SavedGame => "saved-error-missing",
            })
            .arg("id", id),
            Error::Conflict(words) | Error::Invalid(words) => words.clone(),
            Error::Import(errors) => errors.words(),
            Error::Export { format, message } => Words::new("store-error-export")
                .arg("format", format)
                .arg("detail", message),
            Error::Unsupported(key) => Words::new(*key),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&puzzle::words::english(&self.words()))?;
        match self {
            // for the log: which database, doing what
            Error::Busy { db, action } | Error::DiskFull { db, action } => {
                write!(f, " (database {db}, while {action})")
            }
            Error::Sqlite { db, .. } => write!(f, " (database {db})"),
            _ => Ok(()),
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Error::Io { source, .. } => Some(source),
            Error::Sqlite { source, .. } => Some(source),
            Error::Import(errors) => Some(errors),
            _ => None,
        }
    }
}

impl From<ImportErrors> for Error {
    fn from(errors: ImportErrors) -> Self {
        Error::Import(errors)
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

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::exchange::ImportErrors;

    fn one_of_each() -> Vec<Error> {
        let path = PathBuf::from("/srv/lab/puzzlelab.db");
        let mut import = ImportErrors::default();
        import.push(
            Some(3),
            None,
            Words::new("store-import-bad-difficulty").arg("text", "hard"),
        );
        import.push(None, Some(2), Words::new("store-import-no-puzzles"));
        vec![
            Error::Foreign {
                path: path.clone(),
                reason: "it is not an SQLite file".into(),
            },
            Error::TooNew {
                path: path.clone(),
                found: 9,
                known: 4,
            },
            Error::Corrupt {
                path: path.clone(),
                detail: "quick_check".into(),
            },
            Error::NotAFile {
                path: path.clone(),
                what: "a directory",
            },
            Error::ReadOnly {
                path: path.clone(),
                reason: "mode 0444".into(),
            },
            Error::Exists { path: path.clone() },
            Error::Busy {
                db: "x.db".into(),
                action: "saving a game".into(),
            },
            Error::DiskFull {
                db: "x.db".into(),
                action: "saving a game".into(),
            },
            Error::TooLong {
                field: Words::new("store-field-of-entry")
                    .arg("entry", 2)
                    .word("field", Words::new("store-field-name")),
                length: 201,
                limit: 200,
                unit: "characters",
            },
            Error::TooLong {
                field: Words::new("store-field-saved-game-state"),
                length: 70_000,
                limit: 65_536,
                unit: "bytes",
            },
            Error::TooMany {
                what: Words::new("store-too-many-records"),
                limit: 10,
            },
            Error::Io {
                path: path.clone(),
                action: "read",
                source: std::io::Error::other("x"),
            },
            Error::NotFound {
                what: Missing::Library,
                id: 7,
            },
            Error::NotFound {
                what: Missing::Puzzle,
                id: 7,
            },
            Error::NotFound {
                what: Missing::SavedGame,
                id: 7,
            },
            Error::Import(import),
            Error::Export {
                format: "CSV",
                message: "broken pipe".into(),
            },
            Error::Unsupported("store-error-no-wal"),
        ]
    }

    fn said(lang: i18n::Lang, words: &Words) -> Option<String> {
        i18n::said(lang, &serde_json::to_value(words).ok()?)
    }

    #[test]
    fn every_error_is_worded_in_each_language_and_its_display_is_the_english() {
        for err in one_of_each() {
            let words = err.words();
            let english = said(i18n::Lang::En, &words);
            let chinese = said(i18n::Lang::ZhCn, &words);
            assert!(english.is_some() && chinese.is_some(), "{words:?}");
            assert_ne!(english, chinese, "{words:?}");
            assert!(
                err.to_string()
                    .starts_with(english.as_deref().unwrap_or("-")),
                "{err}"
            );
        }
    }

    #[test]
    fn the_words_without_paths_never_name_the_file() {
        for err in one_of_each() {
            let shown = said(i18n::Lang::En, &err.words_without_paths()).unwrap_or_default();
            assert!(!shown.contains("/srv/lab"), "{shown}");
            let kept = err.to_string();
            if let Error::Foreign { .. } | Error::Exists { .. } | Error::Io { .. } = err {
                assert!(
                    kept.contains("/srv/lab/puzzlelab.db"),
                    "the log keeps the path: {kept}"
                );
            }
        }
    }

    #[test]
    fn an_import_says_how_many_problems_and_the_first_with_its_place() {
        let Some(Error::Import(import)) = one_of_each()
            .into_iter()
            .find(|e| matches!(e, Error::Import(_)))
        else {
            panic!("no import error");
        };
        let chinese = said(i18n::Lang::ZhCn, &import.words()).unwrap_or_default();
        assert_eq!(
            chinese,
            "导入文件有 2 处问题，什么都没有导入。第一处：第 3 行：难度“hard”不是数字"
        );
        let english = said(i18n::Lang::En, &import.words()).unwrap_or_default();
        assert!(
            english.starts_with("the import file has 2 problems"),
            "{english}"
        );
    }
}
