//! Long imports hold the write lock only briefly and still land all or nothing, even when the
//! importing process is killed (issue 14 #4).

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use rusqlite::Connection;
use serde_json::json;
use store::{ImportFile, LockWait, NewGame, NewLibrary, NewPuzzle, PuzzleFilter, Store};

/// `n` distinct Ten Drops-like puzzles.
fn puzzles(n: u32) -> Vec<NewPuzzle> {
    (0..n)
        .map(|i| {
            NewPuzzle::new(format!(
                "{:06}/000000/000000/000000/000000/{i:06}",
                i % 999_999
            ))
            .with_difficulty(f64::from(i % 97))
            .with_source("generated")
        })
        .collect()
}

fn file_of(n: u32) -> ImportFile {
    ImportFile {
        puzzle: None,
        puzzles: puzzles(n),
    }
}

fn visible(s: &Store, library_id: i64) -> u64 {
    s.count_puzzles(&PuzzleFilter {
        library_id: Some(library_id),
        ..PuzzleFilter::default()
    })
    .expect("count")
}

/// Every row of the `puzzles` table, staged or not, read past the store.
fn raw_rows(path: &Path) -> i64 {
    let conn = Connection::open(path).expect("raw open");
    conn.query_row("SELECT count(*) FROM puzzles", [], |r| r.get(0))
        .expect("raw count")
}

fn new_library(s: &mut Store) -> i64 {
    s.create_library(&NewLibrary::new("tendrops", "big"))
        .expect("library")
        .id
}

#[test]
fn another_writer_gets_in_during_a_long_import_and_sees_all_or_nothing() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("lab.db");
    let mut importer = Store::open(&path).expect("open");
    let library_id = new_library(&mut importer);
    let mut other = importer.reopen().expect("second connection");
    other.set_lock_wait(LockWait::Brief).expect("brief wait");
    const ROWS: u32 = 100_000;

    let import = std::thread::spawn(move || {
        let t = Instant::now();
        let report = importer.add_imported(library_id, &file_of(ROWS));
        (report, t.elapsed())
    });
    let mut slowest = Duration::ZERO;
    let mut saves = 0;
    let mut seen = Vec::new();
    while !import.is_finished() {
        let t = Instant::now();
        other
            .save_game(&NewGame {
                puzzle: "tendrops".into(),
                game: "p".into(),
                name: format!("save {saves}"),
                state: "s".into(),
                moves: json!([]),
            })
            .expect("a write during the import succeeds");
        slowest = slowest.max(t.elapsed());
        saves += 1;
        seen.push(visible(&other, library_id));
        std::thread::sleep(Duration::from_millis(20));
    }
    let (report, took) = import.join().expect("import thread");
    let report = report.expect("import");
    assert_eq!(report.inserted, ROWS as usize);
    eprintln!("import of {ROWS} rows: {took:?}; {saves} saves meanwhile, slowest {slowest:?}");
    assert!(
        saves >= 3,
        "the import was too quick to test anything ({took:?})"
    );
    assert!(
        slowest < Duration::from_millis(500),
        "a save waited {slowest:?} during the import"
    );
    assert!(
        seen.iter().all(|&n| n == 0 || n == u64::from(ROWS)),
        "a reader saw part of the import: {seen:?}"
    );
    assert_eq!(visible(&other, library_id), u64::from(ROWS));
}

#[test]
fn an_import_undone_midway_leaves_nothing() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("lab.db");
    let mut importer = Store::open(&path).expect("open");
    let library_id = new_library(&mut importer);
    let mut other = importer.reopen().expect("second connection");
    let import = std::thread::spawn(move || importer.add_imported(library_id, &file_of(60_000)));
    // Wait until chunks are stored, then undo the import from the other connection.
    let deadline = Instant::now() + Duration::from_secs(60);
    while raw_rows(&path) == 0 {
        assert!(Instant::now() < deadline, "no chunk was ever stored");
        std::thread::sleep(Duration::from_millis(5));
    }
    let undone = other.undo_abandoned_imports(Duration::ZERO).expect("undo");
    let result = import.join().expect("import thread");
    assert_eq!(undone, 1);
    let err = result.expect_err("the undone import fails");
    assert!(err.to_string().contains("nothing was imported"), "{err}");
    assert_eq!(visible(&other, library_id), 0);
    assert_eq!(raw_rows(&path), 0, "the staged rows are gone");
}

#[test]
fn a_failed_import_leaves_nothing_and_duplicates_still_count() {
    let mut s = Store::open_in_memory().expect("store");
    let library_id = new_library(&mut s);
    let first = s
        .add_imported(library_id, &file_of(5_000))
        .expect("first import");
    assert_eq!((first.inserted, first.duplicates), (5_000, 0));
    let again = s
        .add_imported(library_id, &file_of(7_000))
        .expect("overlapping import");
    assert_eq!((again.inserted, again.duplicates), (2_000, 5_000));
    let mut bad = file_of(9_000);
    bad.puzzles[8_500].difficulty = Some(f64::NAN);
    assert!(s.add_imported(library_id, &bad).is_err());
    assert_eq!(visible(&s, library_id), 7_000);
    let library = s.get_library(library_id).expect("get").expect("library");
    assert_eq!(library.puzzle_count, 7_000);
}

/// The environment variable that turns [`child_imports_into_the_database_it_is_given`] on.
const CHILD_DB: &str = "STORE_TEST_IMPORT_CHILD_DB";

/// Not a test of its own: the process that [`an_import_killed_with_sigkill_lands_all_or_nothing`]
/// starts and kills. Without the variable it does nothing.
#[test]
#[ignore = "run by an_import_killed_with_sigkill_lands_all_or_nothing as a child process"]
fn child_imports_into_the_database_it_is_given() {
    let Some(path) = std::env::var_os(CHILD_DB) else {
        return;
    };
    let mut s = Store::open(&path).expect("child open");
    let library_id = s
        .find_library("tendrops", "big")
        .expect("find")
        .expect("library")
        .id;
    s.add_imported(library_id, &file_of(200_000))
        .expect("child import");
}

#[cfg(unix)]
#[test]
fn an_import_killed_with_sigkill_lands_all_or_nothing() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("lab.db");
    let library_id = new_library(&mut Store::open(&path).expect("open"));
    let mut child = Command::new(std::env::current_exe().expect("test binary"))
        .args([
            "--exact",
            "staged_import::child_imports_into_the_database_it_is_given",
            "--ignored",
        ])
        .env(CHILD_DB, &path)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start the child");
    let deadline = Instant::now() + Duration::from_secs(120);
    while raw_rows(&path) < 10_000 {
        assert!(Instant::now() < deadline, "the child never stored a chunk");
        assert!(
            child.try_wait().expect("poll").is_none(),
            "the child ended early"
        );
        std::thread::sleep(Duration::from_millis(5));
    }
    child.kill().expect("SIGKILL"); // Child::kill sends SIGKILL on Unix
    child.wait().expect("reap");
    let staged = raw_rows(&path);
    assert!(staged >= 10_000, "{staged} rows were staged");

    let mut s = Store::open(&path).expect("open after the kill");
    let shown = visible(&s, library_id);
    assert!(
        shown == 0 || shown == 200_000,
        "{shown} of 200000 rows are visible"
    );
    if shown == 0 {
        // Not undone at once (the import might be alive), but as soon as it is stale.
        assert_eq!(s.undo_abandoned_imports(Duration::ZERO).expect("undo"), 1);
        assert_eq!(raw_rows(&path), 0, "the staged rows are gone");
    }
    let check: String = Connection::open(&path)
        .expect("raw open")
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .expect("integrity_check");
    assert_eq!(check, "ok");
    // And the library takes a full import afterwards.
    let report = s
        .add_imported(library_id, &file_of(1_000))
        .expect("import again");
    assert_eq!(visible(&s, library_id), shown.max(1_000));
    assert!(report.inserted == 1_000 || shown == 200_000);
}

/// A database file at `path` as schema version `version` left it (its first `version`
/// migration scripts, as released), holding `data` (SQL).
fn database_of_version(path: &Path, version: usize, data: &str) {
    const SCRIPTS: [&str; 2] = [
        include_str!("../../src/migrations/0001_initial.sql"),
        include_str!("../../src/migrations/0002_staged_imports.sql"),
    ];
    let conn = Connection::open(path).expect("raw open");
    for script in &SCRIPTS[..version] {
        conn.execute_batch(script).expect("an earlier schema");
    }
    conn.execute_batch(&format!(
        "PRAGMA user_version = {version}; PRAGMA application_id = {}; {data}",
        store::APPLICATION_ID
    ))
    .expect("the earlier version's data");
}

#[test]
fn a_database_of_schema_version_1_is_migrated_and_keeps_its_puzzles() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("v1.db");
    database_of_version(
        &path,
        1,
        "INSERT INTO libraries (kind, name) VALUES ('klotski', 'old');
         INSERT INTO puzzles (library_id, kind, description) VALUES (1, 'klotski', 'x');",
    );
    let s = Store::open(&path).expect("open and migrate");
    assert_eq!(s.schema_version().expect("version"), store::SCHEMA_VERSION);
    assert_eq!(visible(&s, 1), 1);
    assert_eq!(s.list_libraries(None).expect("list")[0].puzzle_count, 1);
}

/// Schema version 3 keys puzzles by library, game and `name_key`: a version 2 database keeps
/// its puzzles (ids and all), hidden imports stay hidden, and its built-in library can then
/// take a second name of one of its games.
#[test]
fn a_database_of_schema_version_2_is_migrated_and_keeps_its_puzzles() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("v2.db");
    database_of_version(
        &path,
        2,
        "INSERT INTO libraries (kind, name, builtin) VALUES ('klotski', 'Classics', 1);
         INSERT INTO puzzles (id, library_id, kind, name, description)
             VALUES (7, 1, 'klotski', '瓮中之鳖', 'x');
         INSERT INTO imports (id, library_id) VALUES (1, 1);
         INSERT INTO puzzles (library_id, kind, description, import_id)
             VALUES (1, 'klotski', 'hidden', 1);",
    );
    let mut s = Store::open(&path).expect("open and migrate");
    assert_eq!(s.schema_version().expect("version"), store::SCHEMA_VERSION);
    assert_eq!(visible(&s, 1), 1);
    assert_eq!(
        s.get_puzzle(7).expect("get").expect("kept").name.as_deref(),
        Some("瓮中之鳖")
    );
    let report = s
        .ensure_builtin_library(
            &NewLibrary::new("klotski", "Classics"),
            &[
                NewPuzzle::new("x").with_name("瓮中之鳖"),
                NewPuzzle::new("x").with_name("小燕出巢"),
            ],
        )
        .expect("install again");
    assert_eq!((report.inserted, report.left_out.len()), (1, 0));
    assert_eq!(report.library.puzzle_count, 2);
}
