//! [`Store::backup_to`]: a consistent copy of a database that may be in use.
//!
//! SQLite's online backup API copies every page in one step, inside one read transaction of
//! the source. In WAL mode a reader does not block writers, so a running server goes on
//! saving while the copy is made, and the copy is the database as it was at one instant (an
//! import still running is in it only as invisible staged rows, which opening the copy
//! undoes, see `staged_import`).
//!
//! The copy is written to a hidden file beside the destination, checked (`quick_check`, the
//! Puzzle Lab identity), switched to a rollback journal so that it is one self-contained
//! file, and only then renamed into place: a destination never holds half a backup. An
//! existing destination is kept unless [`Overwrite::Replace`] is given; without it the name
//! is reserved first (created empty, atomically), so two backups cannot take it at once.

use std::fs::{self, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rusqlite::backup::{Backup, StepResult};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};

use puzzle::Words;

use crate::error::{db_err, Error, Result};
use crate::migrations::{Identity, APPLICATION_ID};
use crate::Store;

/// Whether [`Store::backup_to`] may replace an existing file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Overwrite {
    /// Refuse with [`Error::Exists`] if the destination exists (the default).
    #[default]
    Refuse,
    /// Replace an existing regular file (atomically, once the backup is complete).
    Replace,
}

/// What a backup wrote, as read back from the copy itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackupReport {
    /// The backup file.
    pub path: PathBuf,
    /// Its size in bytes.
    pub bytes: u64,
    /// Its schema version.
    pub schema_version: i64,
    /// Libraries in it.
    pub libraries: u64,
    /// Puzzles in it (visible ones: an import that was running is not counted).
    pub puzzles: u64,
    /// Saved games in it.
    pub games: u64,
    /// Records in it.
    pub records: u64,
}

/// How long the backup waits when the source is locked (it seldom is: in WAL mode only a
/// checkpoint that truncates the WAL makes a reader wait).
const LOCK_WAIT: Duration = Duration::from_secs(5);

impl Store {
    /// Writes a consistent copy of this database to `dest` with SQLite's online backup API;
    /// safe while other connections (a running server) read and write it. See the module
    /// comment for how the file is written.
    ///
    /// Refuses an existing `dest` ([`Error::Exists`]) unless `overwrite` is
    /// [`Overwrite::Replace`], a `dest` that is not a regular file ([`Error::Invalid`]), and
    /// the database's own file. A full disk is [`Error::DiskFull`]; nothing is left behind.
    pub fn backup_to(&self, dest: impl AsRef<Path>, overwrite: Overwrite) -> Result<BackupReport> {
        let dest = dest.as_ref();
        self.check_destination(dest)?;
        let reserved = match overwrite {
            Overwrite::Refuse => {
                reserve(dest)?;
                true
            }
            Overwrite::Replace => false,
        };
        let partial = partial_path(dest);
        let written = self.write_copy(&partial, dest).and_then(|report| {
            fs::rename(&partial, dest).map_err(|source| Error::Io {
                path: dest.to_owned(),
                action: "move the finished backup into place as",
                source,
            })?;
            sync_folder(dest);
            let bytes = fs::metadata(dest).map_or(0, |m| m.len());
            Ok(BackupReport {
                path: dest.to_owned(),
                bytes,
                ..report
            })
        });
        if written.is_err() {
            // Best effort: what is left holds nothing anybody asked for.
            let _ = fs::remove_file(&partial);
            let _ = fs::remove_file(journal_path(&partial));
            if reserved {
                let _ = fs::remove_file(dest);
            }
        }
        written
    }

    /// Refuses a destination that is not a regular file, or is this database's own file.
    fn check_destination(&self, dest: &Path) -> Result<()> {
        let meta = match fs::symlink_metadata(dest) {
            Ok(meta) => meta,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
            Err(source) => {
                return Err(Error::Io {
                    path: dest.to_owned(),
                    action: "read",
                    source,
                })
            }
        };
        if !meta.is_file() {
            return Err(Error::Invalid(
                Words::new("store-backup-not-a-file").arg("path", dest.display()),
            ));
        }
        if let Some(source) = self.path() {
            let same = match (fs::canonicalize(source), fs::canonicalize(dest)) {
                (Ok(a), Ok(b)) => a == b,
                _ => false,
            };
            if same {
                return Err(Error::Invalid(
                    Words::new("store-backup-is-the-database").arg("path", dest.display()),
                ));
            }
        }
        Ok(())
    }

    /// Copies the database into `partial` (a new file), checks the copy and counts its rows;
    /// errors name the backup `dest`.
    fn write_copy(&self, partial: &Path, dest: &Path) -> Result<BackupReport> {
        let name = dest.display().to_string();
        match fs::remove_file(partial) {
            // Left by a backup that was killed.
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(source) => {
                return Err(Error::Io {
                    path: partial.to_owned(),
                    action: "remove the unfinished backup",
                    source,
                })
            }
        }
        let mut copy = Connection::open(partial)
            .map_err(db_err(&name, || "creating the backup file".to_owned()))?;
        {
            let action = || format!("copying database {} into the backup", self.db);
            let backup = Backup::new(&self.conn, &mut copy).map_err(db_err(&name, action))?;
            let started = Instant::now();
            // All pages in one step: one read transaction, so one instant of the source.
            while backup.step(-1).map_err(db_err(&name, action))? != StepResult::Done {
                if started.elapsed() > LOCK_WAIT {
                    return Err(Error::Busy {
                        db: self.db.clone(),
                        action: action(),
                    });
                }
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        let report = finish_copy(&copy, &name)?;
        copy.close()
            .map_err(|(_, e)| db_err(&name, || "closing the backup".to_owned())(e))?;
        fs::File::open(partial)
            .and_then(|f| f.sync_all())
            .map_err(|source| Error::Io {
                path: partial.to_owned(),
                action: "flush to disk",
                source,
            })?;
        Ok(report)
    }
}

/// Makes the copy one self-contained file, checks it and counts its rows.
fn finish_copy(copy: &Connection, name: &str) -> Result<BackupReport> {
    let action = || "checking the backup".to_owned();
    let mode: String = copy
        .pragma_update_and_check(None, "journal_mode", "DELETE", |r| r.get(0))
        .map_err(db_err(name, || "writing the backup as one file".to_owned()))?;
    if !mode.eq_ignore_ascii_case("delete") {
        return Err(Error::Invalid(
            Words::new("store-backup-not-one-file")
                .arg("path", name)
                .arg("mode", mode),
        ));
    }
    let problems: Vec<String> = copy
        .prepare("PRAGMA quick_check(5)")
        .and_then(|mut stmt| {
            stmt.query_map([], |r| r.get::<_, String>(0))?
                .collect::<rusqlite::Result<_>>()
        })
        .map_err(db_err(name, action))?;
    if problems != ["ok"] {
        return Err(Error::Invalid(
            Words::new("store-backup-failed-check")
                .arg("path", name)
                .arg("detail", problems.join("; ")),
        ));
    }
    let id = Identity::read(copy).map_err(db_err(name, action))?;
    if id.application_id != APPLICATION_ID {
        return Err(Error::Invalid(
            Words::new("store-backup-foreign")
                .arg("path", name)
                .arg("reason", id.foreign_reason()),
        ));
    }
    let count = |table: &str| -> Result<u64> {
        copy.query_row(&format!("SELECT count(*) FROM {table}"), [], |r| {
            r.get::<_, i64>(0)
        })
        .map(|n| n.max(0) as u64)
        .map_err(db_err(name, || {
            format!("counting the {table} of the backup")
        }))
    };
    Ok(BackupReport {
        path: PathBuf::new(),
        bytes: 0,
        schema_version: id.user_version,
        libraries: count("libraries")?,
        puzzles: count("visible_puzzles")?,
        games: count("games")?,
        records: count("records")?,
    })
}

/// Creates `dest` empty, failing with [`Error::Exists`] if it exists.
fn reserve(dest: &Path) -> Result<()> {
    match OpenOptions::new().write(true).create_new(true).open(dest) {
        Ok(_) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(Error::Exists {
            path: dest.to_owned(),
        }),
        Err(source) => Err(Error::Io {
            path: dest.to_owned(),
            action: "create",
            source,
        }),
    }
}

/// The hidden file a backup to `dest` is written to before it is complete.
fn partial_path(dest: &Path) -> PathBuf {
    let name = dest
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "backup".to_owned());
    dest.with_file_name(format!(".{name}.partial-{}", std::process::id()))
}

fn journal_path(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push("-journal");
    PathBuf::from(name)
}

/// Makes the rename durable (best effort; not possible on every platform).
fn sync_folder(path: &Path) {
    #[cfg(unix)]
    if let Some(folder) = path.parent() {
        let folder = if folder.as_os_str().is_empty() {
            Path::new(".")
        } else {
            folder
        };
        if let Ok(dir) = fs::File::open(folder) {
            let _ = dir.sync_all();
        }
    }
    #[cfg(not(unix))]
    let _ = path;
}
