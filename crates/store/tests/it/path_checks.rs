//! Paths that are not writable regular files are refused before SQLite touches them, with a
//! message that says what they are (issue 14 #7).
//!
//! The tests may run as root, who may write read-only files anyway: the store refuses a file or
//! folder that nobody may write by its permission bits, so these tests hold for root too.

use std::fs;
use std::path::Path;
use std::sync::mpsc;
use std::time::Duration;

use store::{Error, ErrorKind, Store};

/// Opens `path` on another thread and gives up after 10 s, so a hang fails the test.
fn open_within_10s(path: &Path) -> store::Result<Store> {
    let (send, receive) = mpsc::channel();
    let path = path.to_owned();
    std::thread::spawn(move || {
        let _ = send.send(Store::open(&path));
    });
    receive
        .recv_timeout(Duration::from_secs(10))
        .expect("Store::open returns within 10 s")
}

fn assert_not_a_file(path: &Path, what: &str) {
    let err = open_within_10s(path).expect_err("refused");
    assert!(matches!(err, Error::NotAFile { .. }), "{err:?}");
    assert_eq!(err.kind(), ErrorKind::Unusable);
    let msg = err.to_string();
    assert!(msg.contains(what), "says it is {what}: {msg}");
    assert!(msg.contains(&path.display().to_string()), "{msg}");
    assert!(msg.contains("not a regular file"), "{msg}");
}

#[test]
fn a_directory_is_refused_as_such() {
    let dir = tempfile::tempdir().expect("dir");
    assert_not_a_file(dir.path(), "a directory");
}

#[cfg(unix)]
#[test]
fn a_named_pipe_is_refused_without_hanging() {
    let dir = tempfile::tempdir().expect("dir");
    let fifo = dir.path().join("pipe.db");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("run mkfifo");
    assert!(made.success(), "mkfifo failed");
    assert_not_a_file(&fifo, "a named pipe");
    assert!(!dir.path().join("pipe.db-journal").exists());
}

#[cfg(unix)]
#[test]
fn dev_null_is_refused_and_no_journal_appears_next_to_it() {
    let journal = Path::new("/dev/null-journal");
    let existed = journal.exists();
    let result = open_within_10s(Path::new("/dev/null"));
    let created = !existed && journal.exists();
    if created {
        let _ = fs::remove_file(journal);
    }
    match result {
        Ok(_) => panic!("/dev/null was opened"),
        Err(err) => assert!(err.to_string().contains("a character device"), "{err}"),
    }
    assert!(!created, "/dev/null-journal was created");
}

#[cfg(unix)]
#[test]
fn a_socket_is_refused() {
    let dir = tempfile::tempdir().expect("dir");
    let socket = dir.path().join("socket.db");
    let _listener = std::os::unix::net::UnixListener::bind(&socket).expect("bind");
    assert_not_a_file(&socket, "a socket");
}

#[cfg(unix)]
fn set_mode(path: &Path, mode: u32) {
    use std::os::unix::fs::PermissionsExt as _;
    fs::set_permissions(path, fs::Permissions::from_mode(mode)).expect("chmod");
}

#[cfg(unix)]
#[test]
fn a_read_only_file_is_refused_and_left_alone() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("ro.db");
    drop(Store::open(&path).expect("create"));
    let before = fs::read(&path).expect("read");
    set_mode(&path, 0o444);
    let err = open_within_10s(&path).expect_err("refused");
    set_mode(&path, 0o644);
    assert!(matches!(err, Error::ReadOnly { .. }), "{err:?}");
    let msg = err.to_string();
    assert!(msg.contains("the file is read-only (mode 0444)"), "{msg}");
    assert!(msg.contains(&path.display().to_string()), "{msg}");
    assert_eq!(
        fs::read(&path).expect("read"),
        before,
        "the file was changed"
    );
    assert!(!dir.path().join("ro.db-wal").exists(), "no WAL was made");
}

#[cfg(unix)]
#[test]
fn a_database_in_a_read_only_folder_is_refused_as_such() {
    let dir = tempfile::tempdir().expect("dir");
    let folder = dir.path().join("ro");
    fs::create_dir(&folder).expect("mkdir");
    let existing = folder.join("lab.db");
    drop(Store::open(&existing).expect("create"));
    set_mode(&folder, 0o555);
    let refused_existing = open_within_10s(&existing).err();
    let refused_missing = open_within_10s(&folder.join("new.db")).err();
    set_mode(&folder, 0o755);
    for err in [refused_existing, refused_missing] {
        let err = err.expect("refused");
        assert!(matches!(err, Error::ReadOnly { .. }), "{err:?}");
        let msg = err.to_string();
        assert!(msg.contains("folder") && msg.contains("read-only"), "{msg}");
        assert!(!msg.contains("reading the schema"), "{msg}");
    }
    assert!(!folder.join("new.db").exists());
}

#[test]
fn a_writable_file_in_a_writable_folder_opens_and_leaves_no_probe() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("ok.db");
    drop(Store::open(&path).expect("create"));
    drop(Store::open(&path).expect("open again"));
    let names: Vec<String> = fs::read_dir(dir.path())
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["ok.db"], "only the database is left");
}
