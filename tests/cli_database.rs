//! `--db` paths that cannot hold a database are refused at once, with a message saying what they
//! are, by every command and by `serve` (issue 14 #7): a named pipe no longer hangs,
//! `/dev/null` no longer gets a `/dev/null-journal`, a read-only file is not opened. And
//! `puzzlelab backup` copies a database that a running server writes (issue "Serving a
//! class" #1).

#![cfg(unix)]

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[path = "support/http.rs"]
mod http;
#[path = "support/server.rs"]
mod server;

/// Runs `puzzlelab ARGS` and fails the test if it has not ended after 20 s.
fn puzzlelab_within_20s(args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_puzzlelab"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run puzzlelab");
    let deadline = Instant::now() + Duration::from_secs(20);
    while child.try_wait().expect("poll").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("puzzlelab {args:?} was still running after 20 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().expect("output")
}

/// `puzzlelab --db PATH ARGS` fails, and its error says `what`.
fn assert_refused(db: &Path, args: &[&str], what: &str) -> String {
    let db = db.to_str().expect("UTF-8 path");
    let mut all = vec!["--db", db];
    all.extend_from_slice(args);
    let out = puzzlelab_within_20s(&all);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!out.status.success(), "{args:?} on {db} succeeded");
    assert!(stderr.contains(what), "{args:?} on {db}: {stderr}");
    stderr
}

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("run mkfifo");
    assert!(made.success(), "mkfifo failed");
}

#[test]
fn a_named_pipe_is_refused_at_once_by_commands_and_by_serve() {
    let dir = tempfile::tempdir().expect("dir");
    let fifo = dir.path().join("pipe.db");
    mkfifo(&fifo);
    assert_refused(
        &fifo,
        &["library", "list"],
        "is a named pipe (FIFO), not a regular file",
    );
    assert_refused(
        &fifo,
        &["serve", "--addr", "127.0.0.1:0"],
        "is a named pipe (FIFO), not a regular file",
    );
}

#[test]
fn dev_null_is_refused_without_a_journal() {
    let journal = Path::new("/dev/null-journal");
    let existed = journal.exists();
    let out = puzzlelab_within_20s(&["--db", "/dev/null", "library", "list"]);
    let created = !existed && journal.exists();
    if created {
        let _ = std::fs::remove_file(journal);
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains("a character device"), "{stderr}");
    assert!(!created, "/dev/null-journal was created");
}

#[test]
fn a_directory_and_a_read_only_file_are_refused_with_a_reason() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = tempfile::tempdir().expect("dir");
    assert_refused(dir.path(), &["library", "list"], "is a directory");

    let db = dir.path().join("ro.db");
    let out = puzzlelab_within_20s(&["--db", db.to_str().expect("UTF-8"), "library", "list"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    let stderr = assert_refused(&db, &["serve", "--addr", "127.0.0.1:0"], "read-only");
    assert!(stderr.contains("cannot be written"), "{stderr}");
}

/// Saves the game named `game {i}` through the server's API.
fn save(addr: std::net::SocketAddr, i: usize) -> bool {
    let body = serde_json::json!({
        "puzzle": "n-puzzle", "game": "1 2 3/4 5 6/7 0 8", "name": format!("game {i}"),
        "state": "1 2 3/4 5 6/0 7 8", "moves": [i],
    });
    matches!(
        http::http(addr, "POST", "/api/games", &body.to_string()),
        Ok((200, _))
    )
}

#[test]
fn a_backup_taken_while_the_server_saves_has_every_earlier_game() {
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("lab.db");
    let server = server::Server::start_with_db(&db);
    let addr: std::net::SocketAddr = server
        .base_url()
        .trim_start_matches("http://")
        .parse()
        .expect("the server's address");
    for i in 0..5 {
        assert!(save(addr, i), "save {i}");
    }
    let saved = Arc::new(AtomicUsize::new(5));
    let stop = Arc::new(AtomicBool::new(false));
    let saver = {
        let (saved, stop) = (saved.clone(), stop.clone());
        std::thread::spawn(move || {
            while !stop.load(Ordering::SeqCst) {
                let i = saved.load(Ordering::SeqCst);
                assert!(save(addr, i), "save {i} during the backup");
                saved.fetch_add(1, Ordering::SeqCst);
            }
        })
    };
    std::thread::sleep(Duration::from_millis(100));
    let before = saved.load(Ordering::SeqCst);
    let copy = dir.path().join("copy.db");
    let copy_arg = copy.to_str().expect("UTF-8");
    let db_arg = db.to_str().expect("UTF-8");
    let out = puzzlelab_within_20s(&["--db", db_arg, "backup", copy_arg]);
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stop.store(true, Ordering::SeqCst);
    saver.join().expect("the saver");
    let after = saved.load(Ordering::SeqCst);
    assert!(
        stdout.contains("backed up") && stdout.contains("saved games"),
        "{stdout}"
    );

    let store = store::Store::open(&copy).expect("the backup opens as a Puzzle Lab database");
    let names: std::collections::BTreeSet<String> = store
        .list_games(None)
        .expect("games")
        .into_iter()
        .map(|g| g.name)
        .collect();
    assert!(
        (before..=after).contains(&names.len()),
        "{} games in the backup; {before} were saved before it, {after} after",
        names.len()
    );
    for i in 0..names.len() {
        assert!(
            names.contains(&format!("game {i}")),
            "game {i} is in the backup"
        );
    }
    assert!(
        stdout.contains(&format!("{} saved games", names.len())),
        "the report counts the copy: {stdout}"
    );
    drop(store);

    let kept = std::fs::read(&copy).expect("read");
    let out = puzzlelab_within_20s(&["--db", db_arg, "backup", copy_arg]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success(),
        "a second backup over the first was refused"
    );
    assert!(
        stderr.contains("already exists") && stderr.contains("--overwrite"),
        "{stderr}"
    );
    assert_eq!(
        std::fs::read(&copy).expect("read"),
        kept,
        "the first backup is untouched"
    );
    let out = puzzlelab_within_20s(&["--db", db_arg, "backup", copy_arg, "--overwrite"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
