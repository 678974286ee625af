//! `Store::backup_to` (issue "Serving a class" #1): the backup is a Puzzle Lab database with
//! the same rows, one self-contained file; it never replaces a file unless told to, nor the
//! database itself; and it is consistent while another connection imports and saves.

use std::fs;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

use rusqlite::Connection;
use serde_json::json;
use store::{
    Error, ErrorKind, ImportFile, NewGame, NewLibrary, NewPuzzle, NewRecord, Overwrite,
    PuzzleFilter, Store,
};

fn rows(n: usize, tag: &str) -> ImportFile {
    ImportFile {
        puzzle: None,
        puzzles: (0..n)
            .map(|i| {
                NewPuzzle::new(format!("{tag} {i:06}/000000/000000/000000/000000"))
                    .with_difficulty(i as f64)
            })
            .collect(),
    }
}

fn game(i: usize) -> NewGame {
    NewGame {
        puzzle: "tendrops".into(),
        game: "123400/000000/000000/000000/000000/000000".into(),
        name: format!("game {i}"),
        state: format!("state {i}"),
        moves: json!([i]),
    }
}

/// Every visible puzzle and saved game, whole, in id order, read past the store.
fn dump(path: &Path) -> Vec<String> {
    let conn = Connection::open(path).expect("raw open");
    let mut out = Vec::new();
    for sql in [
        "SELECT id, library_id, description, difficulty FROM visible_puzzles ORDER BY id",
        "SELECT id, puzzle, name, state, moves FROM games ORDER BY id",
        "SELECT id, puzzle, name FROM libraries ORDER BY id",
    ] {
        let mut stmt = conn.prepare(sql).expect("prepare");
        let columns = stmt.column_count();
        let found = stmt
            .query_map([], |r| {
                (0..columns)
                    .map(|i| r.get_ref(i).map(|v| format!("{v:?}")))
                    .collect::<rusqlite::Result<Vec<_>>>()
                    .map(|v| v.join("|"))
            })
            .expect("query")
            .collect::<rusqlite::Result<Vec<_>>>()
            .expect("rows");
        out.extend(found);
    }
    out
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_backup_is_a_puzzle_lab_database_with_the_same_rows() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("lab.db");
    let mut s = Store::open(&path).expect("open");
    let library = s
        .create_library(&NewLibrary::new("tendrops", "mine"))
        .expect("library");
    s.add_imported(library.id, &rows(5000, "a"))
        .expect("import");
    for i in 0..7 {
        s.save_game(&game(i)).expect("save");
    }
    s.submit_record(&NewRecord {
        puzzle: "tendrops".into(),
        game: "123400/000000/000000/000000/000000/000000".into(),
        metric: "taps".into(),
        value: 3,
        who: None,
        details: json!(null),
    })
    .expect("record");

    let backups = dir.path().join("backups");
    fs::create_dir(&backups).expect("folder");
    let dest = backups.join("copy.db");
    let report = s.backup_to(&dest, Overwrite::Refuse).expect("backup");
    assert_eq!(report.path, dest);
    assert_eq!(report.bytes, fs::metadata(&dest).expect("meta").len());
    assert_eq!(report.schema_version, store::SCHEMA_VERSION);
    assert_eq!(
        (
            report.libraries,
            report.puzzles,
            report.games,
            report.records
        ),
        (1, 5000, 7, 1)
    );
    assert_eq!(
        files_in(&backups),
        ["copy.db"],
        "one file, nothing beside it"
    );
    assert_eq!(dump(&dest), dump(&path), "the same rows");

    let copy = Store::open(&dest).expect("the backup opens as a Puzzle Lab database");
    assert_eq!(copy.list_games(None).expect("games").len(), 7);
    assert_eq!(
        copy.count_puzzles(&PuzzleFilter::default()).expect("count"),
        5000
    );
}

#[test]
fn a_backup_never_replaces_a_file_unless_told_to_nor_the_database_itself() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("lab.db");
    let mut s = Store::open(&path).expect("open");
    s.save_game(&game(1)).expect("save");

    let precious = dir.path().join("precious.txt");
    fs::write(&precious, "my notes").expect("write");
    let err = s
        .backup_to(&precious, Overwrite::Refuse)
        .expect_err("refused");
    assert!(matches!(err, Error::Exists { .. }), "{err:?}");
    assert_eq!(err.kind(), ErrorKind::Conflict);
    let message = err.to_string();
    assert!(message.contains("already exists"), "{message}");
    assert!(message.contains("--overwrite"), "{message}");
    assert_eq!(fs::read_to_string(&precious).expect("read"), "my notes");

    let before = fs::read(&path).expect("read");
    let err = s
        .backup_to(&path, Overwrite::Replace)
        .expect_err("not onto itself");
    assert!(err.to_string().contains("the database itself"), "{err}");
    assert_eq!(fs::read(&path).expect("read"), before);

    let err = s
        .backup_to(dir.path(), Overwrite::Replace)
        .expect_err("not a directory");
    assert!(err.to_string().contains("not a regular file"), "{err}");

    let listed = files_in(dir.path());
    assert!(
        listed.iter().all(|f| !f.contains("partial")),
        "nothing left behind: {listed:?}"
    );

    let report = s
        .backup_to(&precious, Overwrite::Replace)
        .expect("replaced when told to");
    assert_eq!(report.games, 1);
    let copy = Store::open(&precious).expect("now a database");
    assert_eq!(copy.list_games(None).expect("games").len(), 1);
}

/// Backups taken again and again while another connection imports and saves (as a running
/// server does) each open as a sound database holding every save made before it began, and
/// each import whole or not at all.
#[test]
fn backups_during_imports_and_saves_are_consistent() {
    const IMPORT_ROWS: usize = 30_000;
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("lab.db");
    let mut writer = Store::open(&path).expect("open");
    let library = writer
        .create_library(&NewLibrary::new("tendrops", "big"))
        .expect("library")
        .id;
    let reader = writer.reopen().expect("second connection");
    let saved = Arc::new(AtomicUsize::new(0));
    let done = Arc::new(AtomicBool::new(false));
    let work = {
        let (saved, done) = (saved.clone(), done.clone());
        std::thread::spawn(move || {
            for round in 0..3 {
                writer
                    .add_imported(library, &rows(IMPORT_ROWS, &format!("r{round}")))
                    .expect("import");
                for _ in 0..20 {
                    writer
                        .save_game(&game(saved.load(Ordering::SeqCst)))
                        .expect("save");
                    saved.fetch_add(1, Ordering::SeqCst);
                }
            }
            done.store(true, Ordering::SeqCst);
        })
    };
    let mut taken = 0;
    while !done.load(Ordering::SeqCst) || taken < 3 {
        let saved_before = saved.load(Ordering::SeqCst) as u64;
        let dest = dir.path().join(format!("backup-{taken}.db"));
        let report = reader.backup_to(&dest, Overwrite::Refuse).expect("backup");
        assert!(report.games >= saved_before, "{report:?} < {saved_before}");
        assert_eq!(report.puzzles % IMPORT_ROWS as u64, 0, "{report:?}");
        let copy = Store::open(&dest).expect("the backup opens");
        let visible = copy.count_puzzles(&PuzzleFilter::default()).expect("count");
        assert_eq!(visible, report.puzzles, "every import whole or absent");
        let check: String = Connection::open(&dest)
            .expect("raw")
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .expect("check");
        assert_eq!(check, "ok");
        drop(copy);
        fs::remove_file(&dest).expect("remove");
        taken += 1;
    }
    work.join().expect("writer thread");
    eprintln!("{taken} backups during 3 imports of {IMPORT_ROWS} rows and 60 saves");
    assert!(taken >= 3);
}
