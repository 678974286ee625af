//! Opening: creation, migration, and refusing (without touching) files that are not ours.

use std::fs;
use std::path::{Path, PathBuf};

use rusqlite::Connection;
use store::{
    Error, ErrorKind, NewLibrary, NewPuzzle, PuzzleFilter, Store, APPLICATION_ID, SCHEMA_VERSION,
};

fn tmp() -> tempfile::TempDir {
    tempfile::tempdir().expect("temp dir")
}

/// Deterministic pseudo-random bytes (xorshift).
fn noise(len: usize, mut seed: u64) -> Vec<u8> {
    (0..len)
        .map(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed >> 24) as u8
        })
        .collect()
}

/// A real Puzzle Lab database with some puzzles, closed cleanly.
fn make_real_db(path: &Path, puzzles: usize) {
    let mut s = Store::open(path).expect("open");
    let lib = s
        .create_library(&NewLibrary::new("klotski", "seed"))
        .expect("library");
    let ps: Vec<NewPuzzle> = (0..puzzles)
        .map(|i| {
            NewPuzzle::new(format!("puzzle number {i} with some padding text"))
                .with_difficulty(i as f64)
        })
        .collect();
    s.add_puzzles(lib.id, &ps).expect("add");
}

/// Opens `path`, expects a refusal of the given kind, and checks that no byte changed and no
/// WAL file appeared.
fn assert_refused(path: &Path) -> Error {
    let before = fs::read(path).expect("read before");
    let wal = wal_path(path);
    let wal_before = fs::read(&wal).ok();
    let shm = sidecar(path, "-shm");
    let shm_existed = shm.exists();
    let err = match Store::open(path) {
        Ok(_) => panic!("{} was opened but should have been refused", path.display()),
        Err(e) => e,
    };
    assert_eq!(err.kind(), ErrorKind::Unusable, "{err}");
    let msg = err.to_string();
    assert!(
        msg.contains(&path.display().to_string()),
        "message names the file: {msg}"
    );
    assert!(msg.contains("refusing to touch it"), "{msg}");
    assert!(
        fs::read(path).expect("read after") == before,
        "{} was modified",
        path.display()
    );
    assert_eq!(
        fs::read(&wal).ok(),
        wal_before,
        "the WAL file changed or was left behind"
    );
    assert_eq!(shm.exists(), shm_existed, "a -shm file was left behind");
    err
}

fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(suffix);
    PathBuf::from(s)
}

fn wal_path(path: &Path) -> PathBuf {
    sidecar(path, "-wal")
}

fn header_u32(path: &Path, at: usize) -> u32 {
    let bytes = fs::read(path).expect("read");
    u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

#[test]
fn creates_file_and_parent_directories() {
    let dir = tmp();
    let path = dir.path().join("a/b/c/puzzlelab.db");
    {
        let s = Store::open(&path).expect("open");
        assert_eq!(s.schema_version().expect("version"), SCHEMA_VERSION);
        assert_eq!(s.path(), Some(path.as_path()));
    }
    // After a clean close the WAL is checkpointed: the header carries our identity.
    assert_eq!(header_u32(&path, 68), APPLICATION_ID as u32);
    assert_eq!(i64::from(header_u32(&path, 60)), SCHEMA_VERSION);
    let conn = Connection::open(&path).expect("raw open");
    let mode: String = conn
        .pragma_query_value(None, "journal_mode", |r| r.get(0))
        .expect("journal_mode");
    assert_eq!(mode, "wal");
    // Opening again is fine and keeps the data.
    drop(conn);
    let s = Store::open(&path).expect("reopen");
    assert_eq!(s.list_libraries(None).expect("list").len(), 0);
}

#[test]
fn initialises_an_empty_file() {
    let dir = tmp();
    let path = dir.path().join("empty.db");
    fs::write(&path, b"").expect("write");
    let s = Store::open(&path).expect("open");
    assert_eq!(s.schema_version().expect("version"), SCHEMA_VERSION);
}

#[test]
fn initialises_a_blank_sqlite_file() {
    let dir = tmp();
    let path = dir.path().join("blank.db");
    {
        let c = Connection::open(&path).expect("raw");
        c.execute_batch("CREATE TABLE t (x); DROP TABLE t;")
            .expect("create/drop");
    }
    assert!(fs::metadata(&path).expect("meta").len() > 0);
    let s = Store::open(&path).expect("open");
    assert_eq!(s.schema_version().expect("version"), SCHEMA_VERSION);
}

#[test]
fn refuses_a_text_file() {
    let dir = tmp();
    let path = dir.path().join("notes.txt");
    fs::write(&path, "just some notes\nnot a database\n").expect("write");
    let err = assert_refused(&path);
    assert!(matches!(err, Error::Foreign { .. }), "{err:?}");
    assert!(err.to_string().contains("not an SQLite file"), "{err}");
    assert!(err.to_string().contains("pass --db"), "{err}");
}

#[test]
fn refuses_a_short_file() {
    let dir = tmp();
    let path = dir.path().join("short.db");
    fs::write(&path, b"SQ").expect("write");
    assert!(matches!(assert_refused(&path), Error::Foreign { .. }));
}

#[test]
fn refuses_random_bytes() {
    let dir = tmp();
    for (i, len) in [100usize, 4096, 65536].into_iter().enumerate() {
        let path = dir.path().join(format!("noise{i}.db"));
        fs::write(&path, noise(len, 0x9E37_79B9_7F4A_7C15 + i as u64)).expect("write");
        let err = assert_refused(&path);
        assert!(matches!(err, Error::Foreign { .. }), "{err:?}");
    }
}

#[test]
fn refuses_random_bytes_behind_an_sqlite_magic() {
    let dir = tmp();
    let path = dir.path().join("fake.db");
    let mut bytes = noise(8192, 7);
    bytes[..16].copy_from_slice(b"SQLite format 3\0");
    fs::write(&path, bytes).expect("write");
    let err = assert_refused(&path);
    assert!(
        matches!(err, Error::Foreign { .. } | Error::Corrupt { .. }),
        "{err:?}"
    );
}

#[test]
fn refuses_a_truncated_database() {
    let dir = tmp();
    let path = dir.path().join("truncated.db");
    make_real_db(&path, 3000);
    let bytes = fs::read(&path).expect("read");
    assert!(
        bytes.len() > 8 * 4096,
        "the test database should span many pages"
    );
    // Cut at a page boundary and in the middle of a page.
    for cut in [bytes.len() / 2 / 4096 * 4096, bytes.len() / 2 + 123] {
        fs::write(&path, &bytes[..cut]).expect("truncate");
        let err = assert_refused(&path);
        assert!(matches!(err, Error::Corrupt { .. }), "{err:?}");
        assert!(err.to_string().contains("truncated"), "{err}");
    }
}

/// A `-wal` file beside a short database lets it past the header check (a checkpoint killed
/// midway leaves the missing pages in the WAL, see `wal_after_kill.rs`), but a WAL that does
/// not hold them does not make it sound: `quick_check` refuses it, saying it is truncated.
#[test]
fn refuses_a_truncated_database_whose_wal_does_not_hold_the_missing_pages() {
    let dir = tmp();
    let path = dir.path().join("truncated-wal.db");
    make_real_db(&path, 3000);
    let bytes = fs::read(&path).expect("read");
    let c = Connection::open(&path).expect("raw");
    c.execute(
        "UPDATE libraries SET description = 'changed after the checkpoint'",
        [],
    )
    .expect("a write into the WAL");
    std::mem::forget(c); // a crash: the change stays in the -wal file
    assert!(fs::metadata(wal_path(&path)).expect("wal").len() > 32);
    fs::write(&path, &bytes[..bytes.len() / 2 / 4096 * 4096]).expect("truncate");
    let err = assert_refused(&path);
    assert!(matches!(err, Error::Corrupt { .. }), "{err:?}");
    let msg = err.to_string();
    assert!(msg.contains("truncated"), "{msg}");
    assert!(
        msg.contains("-wal file does not hold the missing pages"),
        "{msg}"
    );
}

#[test]
fn refuses_a_garbled_database() {
    let dir = tmp();
    let path = dir.path().join("garbled.db");
    make_real_db(&path, 3000);
    let good = fs::read(&path).expect("read");
    let pages = good.len() / 4096;
    // Garble one page in the middle, the last page, and the schema page after its header.
    for (start, end) in [
        (pages / 2 * 4096, pages / 2 * 4096 + 4096),
        ((pages - 1) * 4096, pages * 4096),
        (100, 4096),
    ] {
        let mut bad = good.clone();
        bad[start..end].copy_from_slice(&noise(end - start, start as u64 + 1));
        fs::write(&path, &bad).expect("write");
        let err = assert_refused(&path);
        assert!(
            matches!(err, Error::Corrupt { .. }),
            "bytes {start}..{end}: {err:?}"
        );
    }
}

#[test]
fn refuses_a_foreign_database_with_tables() {
    let dir = tmp();
    let path = dir.path().join("foreign.db");
    {
        let c = Connection::open(&path).expect("raw");
        c.execute_batch(
            "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT);
             CREATE TABLE orders (id INTEGER PRIMARY KEY, customer INTEGER);
             INSERT INTO customers (name) VALUES ('Ada');",
        )
        .expect("schema");
    }
    let err = assert_refused(&path);
    let msg = err.to_string();
    assert!(matches!(err, Error::Foreign { .. }), "{err:?}");
    assert!(msg.contains("another application"), "{msg}");
    assert!(msg.contains("customers") && msg.contains("orders"), "{msg}");
}

#[test]
fn refuses_a_database_with_another_application_id() {
    let dir = tmp();
    let path = dir.path().join("fossil.db");
    {
        let c = Connection::open(&path).expect("raw");
        c.pragma_update(None, "application_id", 0x0F05_5112)
            .expect("app id");
    }
    let err = assert_refused(&path);
    assert!(err.to_string().contains("0x0f055112"), "{err}");
}

#[test]
fn refuses_a_foreign_wal_database_without_touching_its_wal() {
    let dir = tmp();
    let path = dir.path().join("foreign-wal.db");
    let c = Connection::open(&path).expect("raw");
    let _: String = c
        .pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get(0))
        .expect("wal");
    c.execute_batch("CREATE TABLE theirs (x); INSERT INTO theirs VALUES (1);")
        .expect("schema");
    // Simulate a crash: the committed data stays in the -wal file.
    std::mem::forget(c);
    assert!(wal_path(&path).exists());
    let err = assert_refused(&path);
    assert!(err.to_string().contains("theirs"), "{err}");
}

#[test]
fn refuses_a_newer_schema() {
    let dir = tmp();
    let path = dir.path().join("newer.db");
    make_real_db(&path, 10);
    {
        let c = Connection::open(&path).expect("raw");
        c.pragma_update(None, "user_version", SCHEMA_VERSION + 5)
            .expect("bump");
    }
    let err = assert_refused(&path);
    match &err {
        Error::TooNew { found, known, .. } => {
            assert_eq!(*found, SCHEMA_VERSION + 5);
            assert_eq!(*known, SCHEMA_VERSION);
        }
        other => panic!("expected TooNew, got {other:?}"),
    }
    let msg = err.to_string();
    assert!(msg.contains("newer Puzzle Lab"), "{msg}");
    assert!(
        msg.contains(&format!("schema version {}", SCHEMA_VERSION + 5)),
        "{msg}"
    );
}

#[test]
fn refuses_a_directory() {
    let dir = tmp();
    let err = Store::open(dir.path()).expect_err("refused");
    assert!(err.to_string().contains("directory"), "{err}");
}

#[test]
fn recovers_committed_data_after_a_crash() {
    let dir = tmp();
    let path = dir.path().join("crash.db");
    let mut s = Store::open(&path).expect("open");
    let lib = s
        .create_library(&NewLibrary::new("tendrops", "crash"))
        .expect("library");
    s.add_puzzle(
        lib.id,
        &NewPuzzle::new("123400/000000/000000/000000/000000/000000"),
    )
    .expect("add");
    std::mem::forget(s); // no checkpoint, the WAL holds everything
    let s = Store::open(&path).expect("reopen after crash");
    let n = s
        .count_puzzles(&PuzzleFilter {
            puzzle: Some("tendrops".into()),
            ..PuzzleFilter::default()
        })
        .expect("count");
    assert_eq!(n, 1);
}

#[test]
fn reopen_gives_a_second_connection_to_the_same_file() {
    let dir = tmp();
    let path = dir.path().join("two.db");
    let mut a = Store::open(&path).expect("open");
    let b = a.reopen().expect("reopen");
    a.create_library(&NewLibrary::new("klotski", "shared"))
        .expect("create");
    assert_eq!(b.list_libraries(None).expect("list").len(), 1);
    let mem = Store::open_in_memory().expect("memory");
    assert!(matches!(mem.reopen(), Err(Error::Unsupported(_))));
    assert_eq!(mem.path(), None);
}

#[test]
fn default_path_is_under_a_puzzlelab_directory() {
    let d = Store::default_path();
    assert!(d.path.ends_with("puzzlelab.db"));
    if d.fallback_reason.is_none() {
        assert!(
            d.path.ends_with("puzzlelab/puzzlelab.db"),
            "{}",
            d.path.display()
        );
    }
}
