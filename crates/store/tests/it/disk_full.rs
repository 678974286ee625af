//! A full disk (issue "Serving a class" #6) is `Error::DiskFull`, says so, changes nothing and
//! loses nothing already stored; the store goes on working. A database capped with
//! `Store::limit_size` (SQLite's `max_page_count`) fails as a full disk does, with SQLITE_FULL;
//! `a_real_full_disk_is_disk_full` (ignored: it needs the right to mount a file system) does
//! the same on a 2 MB tmpfs.

use std::path::Path;

use rusqlite::Connection;
use serde_json::json;
use store::{Error, ErrorKind, ImportFile, NewGame, NewLibrary, NewPuzzle, PuzzleFilter, Store};

fn game(i: usize, state_bytes: usize) -> NewGame {
    NewGame {
        puzzle: "tendrops".into(),
        game: "123400/000000/000000/000000/000000/000000".into(),
        name: format!("game {i}"),
        state: format!("{i:06}").repeat(state_bytes / 6),
        moves: json!([i, i + 1]),
    }
}

fn integrity_check(path: &Path) -> String {
    Connection::open(path)
        .expect("raw open")
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .expect("integrity_check")
}

/// Saves games until the disk is full; returns the ids saved and the error.
fn save_until_full(store: &mut Store, state_bytes: usize) -> (Vec<i64>, Error) {
    let mut saved = Vec::new();
    for i in 0..10_000 {
        match store.save_game(&game(i, state_bytes)) {
            Ok(g) => saved.push(g.id),
            Err(e) => return (saved, e),
        }
    }
    panic!("10,000 saves and the disk is still not full");
}

/// Checks what a full disk must leave: the error says so, every game saved before is whole.
fn check_full(store: &Store, path: &Path, saved: &[i64], err: &Error, state_bytes: usize) {
    assert!(matches!(err, Error::DiskFull { .. }), "{err:?}");
    assert_eq!(err.kind(), ErrorKind::DiskFull);
    let message = err.to_string();
    assert!(message.contains("the disk is full"), "{message}");
    assert!(message.contains(&path.display().to_string()), "{message}");
    assert!(message.contains("saving a game"), "{message}");
    assert!(
        !saved.is_empty(),
        "some games were saved before the disk filled"
    );
    let games = store.list_games(None).expect("list after a full disk");
    assert_eq!(games.len(), saved.len(), "no save was lost, none half-made");
    for (i, id) in saved.iter().enumerate() {
        let stored = store.load_game(*id).expect("get").expect("still there");
        let wanted = game(i, state_bytes);
        assert_eq!(
            (&stored.name, &stored.state, &stored.moves),
            (&wanted.name, &wanted.state, &wanted.moves)
        );
    }
}

#[test]
fn a_database_at_its_size_limit_refuses_writes_as_a_full_disk_and_keeps_everything() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("lab.db");
    let mut store = Store::open(&path).expect("open");
    let library = store
        .create_library(&NewLibrary::new("tendrops", "mine"))
        .expect("library");
    let size = std::fs::metadata(&path).expect("meta").len();
    let cap = store.limit_size(size + 64 * 1024).expect("cap");
    assert!(cap >= 64 * 1024, "{cap}");

    let (saved, err) = save_until_full(&mut store, 3000);
    check_full(&store, &path, &saved, &err, 3000);

    // An import on the full disk fails as a whole: nothing of it is visible or left staged.
    let rows: Vec<NewPuzzle> = (0..5000)
        .map(|i| NewPuzzle::new(format!("{i:06}/000000/000000/000000/000000/000000")))
        .collect();
    let before: i64 = Connection::open(&path)
        .expect("raw")
        .query_row("SELECT count(*) FROM puzzles", [], |r| r.get(0))
        .expect("count");
    let err = store
        .add_imported(
            library.id,
            &ImportFile {
                puzzle: None,
                puzzles: rows,
            },
        )
        .expect_err("the import does not fit");
    assert_eq!(err.kind(), ErrorKind::DiskFull, "{err}");
    assert!(
        err.to_string().contains(&format!("library {}", library.id)),
        "{err}"
    );
    let visible = store
        .count_puzzles(&PuzzleFilter {
            library_id: Some(library.id),
            ..PuzzleFilter::default()
        })
        .expect("count");
    assert_eq!(visible, 0);
    let after: i64 = Connection::open(&path)
        .expect("raw")
        .query_row("SELECT count(*) FROM puzzles", [], |r| r.get(0))
        .expect("count");
    assert_eq!(after, before, "the staged rows were undone");

    // The store still works: reading, and a change that needs no more room.
    let first = store.load_game(saved[0]).expect("get").expect("first");
    store
        .update_game(
            first.id,
            &store::GameUpdate {
                name: Some("renamed".into()),
                ..store::GameUpdate::default()
            },
        )
        .expect("a small change still fits");
    drop(store);
    assert_eq!(integrity_check(&path), "ok");

    // Without the cap (room again), the same connection settings write as before.
    let mut store = Store::open(&path).expect("reopen");
    assert_eq!(store.list_games(None).expect("list").len(), saved.len());
    store
        .save_game(&game(99_999, 3000))
        .expect("a save with room again");
}

/// The environment variable that turns [`child_fills_a_real_disk`] on: the folder of a small
/// file system.
const CHILD_DIR: &str = "STORE_TEST_FULL_DISK_DIR";

/// What the child fills the disk with first: `saves` or `import`.
const CHILD_FILL: &str = "STORE_TEST_FULL_DISK_FILL";

/// Not a test of its own: run by [`a_real_full_disk_is_disk_full`] on a 2 MB tmpfs.
#[test]
#[ignore = "run by a_real_full_disk_is_disk_full in its own mount namespace"]
fn child_fills_a_real_disk() {
    let Some(dir) = std::env::var_os(CHILD_DIR) else {
        return;
    };
    let path = Path::new(&dir).join("lab.db");
    let mut store = Store::open(&path).expect("open on the small disk");
    if std::env::var(CHILD_FILL).as_deref() == Ok("saves") {
        let (saved, err) = save_until_full(&mut store, 20_000);
        check_full(&store, &path, &saved, &err, 20_000);
        eprintln!("{} games of 20 kB saved, then: {err}", saved.len());
        drop(store);
        assert_eq!(integrity_check(&path), "ok");
        let store = Store::open(&path).expect("reopen on the full disk");
        assert_eq!(store.list_games(None).expect("list").len(), saved.len());
        return;
    }
    // An import that fills the disk fails, and undoing it may fail too (deleting needs room
    // in the WAL): its rows stay invisible, and the database still opens.
    let library = store
        .create_library(&NewLibrary::new("tendrops", "big"))
        .expect("library")
        .id;
    store.save_game(&game(0, 6)).expect("a game saved before");
    let rows = (0..100_000)
        .map(|i| NewPuzzle::new(format!("{i:06}/000000/000000/000000/000000/000000")))
        .collect();
    let err = store
        .add_imported(
            library,
            &ImportFile {
                puzzle: None,
                puzzles: rows,
            },
        )
        .expect_err("no room for the import");
    assert_eq!(err.kind(), ErrorKind::DiskFull, "{err}");
    drop(store);
    let (pending, abandoned): (i64, i64) = Connection::open(&path)
        .expect("raw")
        .query_row(
            "SELECT count(*), coalesce(sum(abandoned), 0) FROM imports",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .expect("imports");
    eprintln!("the import: {err}; imports left to undo: {pending} ({abandoned} marked abandoned)");
    assert_eq!(integrity_check(&path), "ok");
    let store = Store::open(&path).expect("reopen on the full disk");
    assert_eq!(store.list_games(None).expect("list").len(), 1);
    let visible = store
        .count_puzzles(&PuzzleFilter {
            library_id: Some(library),
            ..PuzzleFilter::default()
        })
        .expect("count");
    assert_eq!(visible, 0, "nothing of the import is visible");
    // A backup onto the full disk fails as such, and leaves nothing behind.
    let err = store
        .backup_to(Path::new(&dir).join("copy.db"), store::Overwrite::Refuse)
        .expect_err("no room for a backup");
    assert_eq!(err.kind(), ErrorKind::DiskFull, "{err}");
    let mut left: Vec<String> = std::fs::read_dir(&dir)
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(left, ["lab.db", "lab.db-shm", "lab.db-wal"]);
}

/// A real full disk: a 2 MB tmpfs mounted in a mount namespace of its own (`unshare
/// --mount`), filled by saves, then another by an import. Needs the right to mount (root,
/// or a user namespace): `cargo test -p store --test it -- --ignored a_real_full_disk`.
#[cfg(target_os = "linux")]
#[test]
#[ignore = "mounts a tmpfs: needs root (run it with --ignored)"]
fn a_real_full_disk_is_disk_full() {
    for fill in ["saves", "import"] {
        let dir = tempfile::tempdir().expect("dir");
        let mount_point = dir.path().join("small-disk");
        std::fs::create_dir(&mount_point).expect("mount point");
        let test_binary = std::env::current_exe().expect("test binary");
        let script = "mount -t tmpfs -o size=2m tmpfs \"$1\" && exec \"$2\" --exact \
                      disk_full::child_fills_a_real_disk --ignored --nocapture";
        let out = std::process::Command::new("unshare")
            .args(["--mount", "sh", "-c", script, "sh"])
            .arg(&mount_point)
            .arg(&test_binary)
            .env(CHILD_DIR, &mount_point)
            .env(CHILD_FILL, fill)
            .output()
            .expect("run unshare");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{fill}: {stdout}\n{stderr}");
        assert!(
            stdout.contains("1 passed"),
            "the child ran: {stdout}\n{stderr}"
        );
        eprintln!("{fill}: {stderr}");
    }
}
