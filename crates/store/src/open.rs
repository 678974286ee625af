//! Opening a database safely: [`Store`], its default location, and the checks that keep the
//! store from ever writing to a file that is not a Puzzle Lab database.
//!
//! Before anything is written (not even `PRAGMA journal_mode = WAL`), an existing path is
//! inspected:
//! 0. it must be a regular file, and it and its folder must be writable (`file_checks`):
//!    a directory, a device, a named pipe or a read-only file is refused before SQLite
//!    opens it;
//! 1. its first 100 bytes must be an SQLite header with a sane page size, and the file must be
//!    as long as the header says (else: not an SQLite file, or truncated), unless a `-wal` file
//!    with frames lies beside it: a process killed during a checkpoint leaves the header of the
//!    new size in the file before the file has grown to it, and the pages still missing are in
//!    the WAL, where SQLite reads them; then step 3 judges;
//! 2. a read-only connection (which reads the WAL too) reads `application_id`, `user_version`
//!    and the schema objects: the database must be ours ([`APPLICATION_ID`]) and no newer than
//!    [`SCHEMA_VERSION`], or be blank (application_id 0 and no schema objects at all);
//! 3. one of ours gets `PRAGMA quick_check` on that connection, which reads every page of the
//!    database as the WAL completes it: a page missing from both the file and the WAL is
//!    damage.
//!
//! The read-only connections never write the database or its WAL (they may rebuild the `-shm`
//! index of a WAL, which holds no data, and create the `-wal` and `-shm` files, which are
//! removed again when the file is refused). A missing path (in a writable folder) or an empty
//! file is initialised. Only then is the file opened read-write, which replays the WAL,
//! switched to WAL mode and migrated; imports a killed process left unfinished are then undone
//! (see `staged_import`).

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

use rusqlite::config::DbConfig;
use rusqlite::{Connection, ErrorCode, OpenFlags, MAIN_DB};

use crate::busy::{self, LockWait};
use crate::disk_full;
use crate::error::{db_err, Error, Result};
use crate::file_checks;
use crate::migrations::{
    self, check_identity, Identity, APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION,
};
use crate::staged_import;

const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// A connection to a Puzzle Lab database.
///
/// `Store` is `Send` but not `Sync` (it owns one `rusqlite::Connection`). To share one between
/// threads, wrap it in a [`SharedStore`](crate::SharedStore) (a cloneable `Arc<Mutex<Store>>`),
/// or give each thread its own connection with [`Store::reopen`].
///
/// Methods that write take `&mut self` and run in a transaction; readers take `&self`.
#[derive(Debug)]
pub struct Store {
    pub(crate) conn: Connection,
    /// The file, or `None` for an in-memory store.
    path: Option<PathBuf>,
    /// How the database is named in error messages: the path, or `:memory:`.
    pub(crate) db: String,
}

/// Where [`Store::default_path`] puts the database, and why if it had to fall back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DefaultPath {
    /// The path to open.
    pub path: PathBuf,
    /// Set when the per-user data directory is unknown and `./puzzlelab.db` is used instead:
    /// the words of the warning the CLI prints.
    pub fallback_reason: Option<puzzle::Words>,
}

impl Store {
    /// The default database: `<data dir>/puzzlelab/puzzlelab.db`, where the data dir is
    /// `dirs::data_dir()` (`~/.local/share` on Linux, `~/Library/Application Support` on macOS,
    /// `%APPDATA%` on Windows); `./puzzlelab.db` with a reason if there is none.
    pub fn default_path() -> DefaultPath {
        match dirs::data_dir() {
            Some(dir) => DefaultPath {
                path: dir.join("puzzlelab").join("puzzlelab.db"),
                fallback_reason: None,
            },
            None => DefaultPath {
                path: PathBuf::from("puzzlelab.db"),
                fallback_reason: Some(puzzle::Words::new("store-no-data-dir")),
            },
        }
    }

    /// Opens the database at `path`, creating it (and its parent directories) if needed and
    /// migrating it to [`SCHEMA_VERSION`].
    ///
    /// A file that is not a Puzzle Lab database, is damaged, or comes from a newer build is
    /// refused with [`Error::Foreign`], [`Error::Corrupt`] or [`Error::TooNew`], and is not
    /// modified. So is a path that is not a regular file ([`Error::NotAFile`]) and a file that
    /// cannot be written, or whose folder cannot be ([`Error::ReadOnly`]).
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        let path = path.as_ref();
        inspect(path)?;
        let mut store = Self::connect(path, true)?;
        store.configure_file()?;
        migrations::apply(&mut store.conn, MIGRATIONS, &store.db, Some(path))?;
        match staged_import::undo_abandoned(&mut store, staged_import::ABANDONED_AFTER) {
            // On a full disk even deleting needs room in the WAL. What is stored must still
            // be readable: the import's rows stay invisible, and a later open undoes them.
            Ok(_) | Err(Error::DiskFull { .. }) => Ok(store),
            Err(e) => Err(e),
        }
    }

    /// A fresh database in memory, for tests and throw-away runs.
    pub fn open_in_memory() -> Result<Store> {
        let db = ":memory:".to_owned();
        let conn = Connection::open_in_memory()
            .map_err(db_err(&db, || "opening an in-memory database".to_owned()))?;
        let mut store = Store {
            conn,
            path: None,
            db,
        };
        store.configure_common()?;
        migrations::apply(&mut store.conn, MIGRATIONS, &store.db, None)?;
        Ok(store)
    }

    /// Another connection to the same file, for another thread.
    ///
    /// The file was checked and migrated when `self` was opened, so this skips the inspection
    /// and is cheap. With WAL, readers on different connections do not block each other; a
    /// writer waits up to [`BUSY_TIMEOUT`](crate::BUSY_TIMEOUT) for another writer. In-memory stores cannot be
    /// reopened: share them with [`SharedStore`](crate::SharedStore).
    pub fn reopen(&self) -> Result<Store> {
        let Some(path) = &self.path else {
            return Err(Error::Unsupported("store-error-reopen-in-memory"));
        };
        // Without CREATE: if the file has gone, fail rather than make an empty, unmigrated one.
        let mut store = Self::connect(path, false)?;
        store.configure_file()?;
        Ok(store)
    }

    /// How long this connection waits for another one's write lock before it fails with
    /// [`Error::Busy`]; [`LockWait::Patient`] unless changed.
    pub fn set_lock_wait(&mut self, wait: LockWait) -> Result<()> {
        busy::install(&mut self.conn, wait)
            .map_err(db_err(&self.db, || "setting the busy handler".to_owned()))
    }

    /// Caps the database at about `max_bytes` for this connection (`PRAGMA max_page_count`):
    /// a change that would make it bigger fails with [`Error::DiskFull`] and is rolled back,
    /// as on a full disk. The cap is never below the database's current size (SQLite keeps
    /// that size as the cap then). Returns the cap in force, in bytes.
    pub fn limit_size(&mut self, max_bytes: u64) -> Result<u64> {
        let action = || format!("limiting the database to {max_bytes} bytes");
        let page_size: i64 = self
            .conn
            .pragma_query_value(None, "page_size", |r| r.get(0))
            .map_err(db_err(&self.db, action))?;
        let page_size = page_size.max(1) as u64;
        let pages = i64::try_from((max_bytes / page_size).max(1)).unwrap_or(i64::MAX);
        let cap: i64 = self
            .conn
            .pragma_update_and_check(None, "max_page_count", pages, |r| r.get(0))
            .map_err(db_err(&self.db, action))?;
        Ok(cap.max(0) as u64 * page_size)
    }

    /// The database file, or `None` for an in-memory store.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The schema version of the open database (equal to [`SCHEMA_VERSION`] after opening).
    pub fn schema_version(&self) -> Result<i64> {
        self.conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .map_err(db_err(&self.db, || "reading the schema version".to_owned()))
    }

    /// Opens `path` read-write, creating the file if it is missing and `create` is set.
    fn connect(path: &Path, create: bool) -> Result<Store> {
        let db = path.display().to_string();
        let mut flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        if create {
            flags |= OpenFlags::SQLITE_OPEN_CREATE;
        }
        let conn = Connection::open_with_flags(path, flags)
            .map_err(db_err(&db, || "opening the database".to_owned()))?;
        // SQLite quietly opens a file it may not write read-only; we want to know.
        if conn.is_readonly(MAIN_DB).unwrap_or(false) {
            return Err(Error::ReadOnly {
                path: path.to_owned(),
                reason: "SQLite could open it for reading only".to_owned(),
            });
        }
        Ok(Store {
            conn,
            path: Some(path.to_owned()),
            db,
        })
    }

    /// Connection settings for a file: the common ones, then WAL.
    fn configure_file(&mut self) -> Result<()> {
        self.configure_common()?;
        let mode: String = self
            .conn
            .pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))
            .map_err(db_err(&self.db, || "switching to WAL mode".to_owned()))?;
        if !mode.eq_ignore_ascii_case("wal") {
            return Err(Error::Unsupported("store-error-no-wal"));
        }
        self.conn
            .pragma_update(None, "synchronous", "NORMAL")
            .map_err(db_err(&self.db, || {
                "setting synchronous = NORMAL".to_owned()
            }))
    }

    /// Settings every connection gets: the busy handler and foreign keys.
    fn configure_common(&mut self) -> Result<()> {
        self.set_lock_wait(LockWait::Patient)?;
        self.conn
            .pragma_update(None, "foreign_keys", true)
            .map_err(db_err(&self.db, || "enabling foreign keys".to_owned()))
    }
}

/// Looks at `path` without writing to it and decides whether it may be opened: `Ok` for a
/// missing path (whose parent directories it creates) in a writable folder, and for a
/// writable regular file that is empty, a blank SQLite database or a sound Puzzle Lab
/// database this build understands.
fn inspect(path: &Path) -> Result<()> {
    let meta = match fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
                fs::create_dir_all(parent).map_err(|source| Error::Io {
                    path: parent.to_owned(),
                    action: "create the directory",
                    source,
                })?;
            }
            return file_checks::check_writable_folder(path);
        }
        Err(source) => {
            return Err(Error::Io {
                path: path.to_owned(),
                action: "read",
                source,
            })
        }
    };
    file_checks::check_regular_file(path, &meta)?;
    file_checks::check_writable_file(path, &meta)?;
    let sidecars = sidecars(path);
    let mut short_of_header = None;
    if meta.len() > 0 {
        short_of_header = check_header(path, meta.len(), wal_has_frames(&sidecars[0]))?;
    }
    // A read-only connection to a WAL database creates `-wal` and `-shm` files if they are
    // missing; when the file is refused, remove the ones this inspection created.
    let existed = sidecars.each_ref().map(|p| p.exists());
    let verdict = read_identity(path)
        .and_then(|id| {
            check_identity(&id, path, SCHEMA_VERSION)?;
            if id.application_id == APPLICATION_ID {
                quick_check(path)?;
            }
            Ok(())
        })
        .map_err(|e| explain_shortness(e, short_of_header));
    if verdict.is_err() {
        remove_created(&sidecars, existed);
    }
    verdict
}

/// True if the `-wal` file exists and holds more than its 32-byte header: frames that may
/// carry pages the database file does not have yet.
fn wal_has_frames(wal: &Path) -> bool {
    fs::metadata(wal).is_ok_and(|meta| meta.is_file() && meta.len() > 32)
}

/// A refusal as damaged of a file shorter than its header says (let through because of its
/// WAL) says so: the WAL did not hold the missing pages.
fn explain_shortness(e: Error, short_of_header: Option<String>) -> Error {
    match (e, short_of_header) {
        (Error::Corrupt { path, detail }, Some(short)) => Error::Corrupt {
            path,
            detail: format!("{short}, and its -wal file does not hold the missing pages: {detail}"),
        },
        (e, _) => e,
    }
}

/// The `-wal` and `-shm` files SQLite keeps next to a WAL database.
fn sidecars(path: &Path) -> [PathBuf; 2] {
    ["-wal", "-shm"].map(|suffix| {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        PathBuf::from(name)
    })
}

/// Removes the sidecar files that did not exist before (a `-wal` only if it is empty).
/// Best effort: a file that cannot be removed is left, it holds nothing.
fn remove_created(sidecars: &[PathBuf; 2], existed: [bool; 2]) {
    for (i, (file, existed)) in sidecars.iter().zip(existed).enumerate() {
        if existed {
            continue;
        }
        let removable = match fs::metadata(file) {
            Ok(meta) => i == 1 || meta.len() == 0,
            Err(_) => false,
        };
        if removable {
            let _ = fs::remove_file(file);
        }
    }
}

fn foreign(path: &Path, reason: &str) -> Error {
    Error::Foreign {
        path: path.to_owned(),
        reason: reason.to_owned(),
    }
}

fn corrupt(path: &Path, detail: String) -> Error {
    Error::Corrupt {
        path: path.to_owned(),
        detail,
    }
}

/// Checks the 100-byte SQLite header and the file length against it.
///
/// When `wal_has_frames`, a file shorter than its header says is not refused here (its WAL may
/// hold the missing pages; `quick_check` will tell): the shortness is returned, to explain a
/// later refusal.
fn check_header(path: &Path, len: u64, wal_has_frames: bool) -> Result<Option<String>> {
    let mut header = [0u8; 100];
    let mut file = fs::File::open(path).map_err(|source| Error::Io {
        path: path.to_owned(),
        action: "read",
        source,
    })?;
    let mut got = 0;
    while got < header.len() {
        match file.read(&mut header[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(source) => {
                return Err(Error::Io {
                    path: path.to_owned(),
                    action: "read",
                    source,
                })
            }
        }
    }
    if got < SQLITE_MAGIC.len() || &header[..SQLITE_MAGIC.len()] != SQLITE_MAGIC {
        return Err(foreign(path, "it is not an SQLite file"));
    }
    if got < header.len() {
        return Err(corrupt(
            path,
            format!("the file is truncated: {len} bytes, shorter than the 100-byte SQLite header"),
        ));
    }
    let be32 = |at: usize| {
        u32::from_be_bytes([header[at], header[at + 1], header[at + 2], header[at + 3]])
    };
    let page_size = match u16::from_be_bytes([header[16], header[17]]) {
        1 => 65536u64,
        n if n >= 512 && n.is_power_of_two() => u64::from(n),
        n => {
            return Err(corrupt(
                path,
                format!("the header has an invalid page size {n}"),
            ))
        }
    };
    if !len.is_multiple_of(page_size) {
        return Err(corrupt(
            path,
            format!("the file is truncated: {len} bytes is not a whole number of {page_size}-byte pages"),
        ));
    }
    let change_counter = be32(24);
    let page_count = u64::from(be32(28));
    let valid_for = be32(92);
    if page_count > 0 && change_counter == valid_for && len < page_count * page_size {
        let short = format!(
            "the file is truncated: the header says {page_count} pages of {page_size} bytes \
             ({} bytes) but the file has {len} bytes",
            page_count * page_size
        );
        if wal_has_frames {
            return Ok(Some(short));
        }
        return Err(corrupt(path, short));
    }
    Ok(None)
}

/// Opens the file read-only and reads its identity.
fn read_identity(path: &Path) -> Result<Identity> {
    let conn = open_read_only(path)?;
    Identity::read(&conn).map_err(|e| classify(path, e, "reading the schema"))
}

/// Runs `PRAGMA quick_check` on a read-only connection.
fn quick_check(path: &Path) -> Result<()> {
    let conn = open_read_only(path)?;
    let what = "checking the database";
    let mut stmt = conn
        .prepare("PRAGMA quick_check(5)")
        .map_err(|e| classify(path, e, what))?;
    let problems = stmt
        .query_map([], |r| r.get::<_, String>(0))
        .and_then(|rows| rows.collect::<rusqlite::Result<Vec<_>>>())
        .map_err(|e| classify(path, e, what))?;
    if problems == ["ok"] {
        Ok(())
    } else {
        Err(corrupt(
            path,
            format!("quick_check: {}", problems.join("; ")),
        ))
    }
}

fn open_read_only(path: &Path) -> Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let mut conn = Connection::open_with_flags(path, flags)
        .map_err(|e| classify(path, e, "opening the database read-only"))?;
    // Belt and braces: a read-only connection never checkpoints, and this says so explicitly.
    conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
        .map_err(|e| classify(path, e, "configuring the read-only connection"))?;
    busy::install(&mut conn, LockWait::Patient)
        .map_err(|e| classify(path, e, "setting the busy handler"))?;
    Ok(conn)
}

/// Turns "not a database", "malformed" and "busy" into the errors that explain them.
fn classify(path: &Path, e: rusqlite::Error, action: &str) -> Error {
    match e.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => foreign(path, "it is not an SQLite file"),
        Some(ErrorCode::DatabaseCorrupt) => corrupt(path, e.to_string()),
        _ if crate::error::is_busy(&e) => Error::Busy {
            db: path.display().to_string(),
            action: action.to_owned(),
        },
        _ if disk_full::is_disk_full(&e, &path.display().to_string()) => Error::DiskFull {
            db: path.display().to_string(),
            action: action.to_owned(),
        },
        _ => Error::Sqlite {
            db: path.display().to_string(),
            action: action.to_owned(),
            source: e,
        },
    }
}
