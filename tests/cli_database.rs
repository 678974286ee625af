//! `--db` paths that cannot hold a database are refused at once, with a message saying what they
//! are, by every command and by `serve` (issue 14 #7): a named pipe no longer hangs,
//! `/dev/null` no longer gets a `/dev/null-journal`, a read-only file is not opened.

#![cfg(unix)]

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

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
