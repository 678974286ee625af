//! What a database path is, checked before SQLite touches it: it must be a regular file (not a
//! directory, a device such as `/dev/null`, a named pipe or a socket), and the file and its
//! folder must be writable, since SQLite writes the file and creates its `-wal` and `-shm`
//! files (or a `-journal`) next to it.
//!
//! Writability is checked twice: by the permission bits (a file or folder nobody may write is
//! refused, even for root, who could write it anyway: it was made read-only on purpose), then
//! by trying (opening the file for writing, which changes nothing, and creating and removing a
//! probe file in the folder), which catches files of other users and read-only file systems.

use std::fs::{self, FileType, Metadata, OpenOptions, Permissions};
use std::io;
use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// Refuses a path that exists but is not a regular file, saying what it is.
pub(crate) fn check_regular_file(path: &Path, meta: &Metadata) -> Result<()> {
    if meta.is_file() {
        return Ok(());
    }
    Err(Error::NotAFile {
        path: path.to_owned(),
        what: describe(&meta.file_type()),
    })
}

/// What a path that is not a regular file is, for messages.
fn describe(file_type: &FileType) -> &'static str {
    if file_type.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if file_type.is_fifo() {
            return "a named pipe (FIFO)";
        }
        if file_type.is_char_device() {
            return "a character device";
        }
        if file_type.is_block_device() {
            return "a block device";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    "a special file"
}

/// Why permission bits make a file or folder read-only, if they do: no write bit is set for
/// anyone (on Unix; the read-only attribute elsewhere).
pub(crate) fn read_only_by_permissions(permissions: &Permissions) -> Option<String> {
    if !permissions.readonly() {
        return None;
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        Some(format!("mode {:04o}", permissions.mode() & 0o7777))
    }
    #[cfg(not(unix))]
    {
        Some("the read-only attribute is set".to_owned())
    }
}

/// Refuses an existing database file that cannot be written, or whose folder cannot be.
pub(crate) fn check_writable_file(path: &Path, meta: &Metadata) -> Result<()> {
    if let Some(why) = read_only_by_permissions(&meta.permissions()) {
        return Err(read_only(path, format!("the file is read-only ({why})")));
    }
    // Opening for writing without `create` or `truncate` changes nothing.
    match OpenOptions::new().write(true).open(path) {
        Ok(_) => {}
        Err(e) if is_denied(&e) => {
            return Err(read_only(
                path,
                format!("the file cannot be opened for writing ({e})"),
            ))
        }
        Err(source) => {
            return Err(Error::Io {
                path: path.to_owned(),
                action: "open for writing",
                source,
            })
        }
    }
    check_writable_folder(path)
}

/// Refuses a database path whose folder cannot be written: SQLite could not create the
/// file, nor its `-wal` and `-shm` files.
pub(crate) fn check_writable_folder(path: &Path) -> Result<()> {
    let folder = folder_of(path);
    let meta = fs::metadata(&folder).map_err(|source| Error::Io {
        path: folder.clone(),
        action: "read",
        source,
    })?;
    let folder_problem = |detail: String| {
        read_only(
            path,
            format!(
                "its folder {} is read-only ({detail}), so SQLite cannot create its -wal and \
                 -shm files there",
                folder.display()
            ),
        )
    };
    if let Some(why) = read_only_by_permissions(&meta.permissions()) {
        return Err(folder_problem(why));
    }
    let probe = probe_path(path, &folder);
    match OpenOptions::new().write(true).create_new(true).open(&probe) {
        Ok(file) => {
            drop(file);
            // Best effort: an empty probe file left behind holds nothing.
            let _ = fs::remove_file(&probe);
            Ok(())
        }
        // Left by an earlier run that was killed: the folder was writable then.
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            let _ = fs::remove_file(&probe);
            Ok(())
        }
        Err(e) if is_denied(&e) => Err(folder_problem(e.to_string())),
        Err(source) => Err(Error::Io {
            path: folder,
            action: "create a file in",
            source,
        }),
    }
}

/// The folder a path is in (`.` for a bare file name).
fn folder_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_owned(),
        _ => PathBuf::from("."),
    }
}

/// A hidden file next to the database, unique to this process.
fn probe_path(path: &Path, folder: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "database".to_owned());
    folder.join(format!(".{name}.write-test-{}", std::process::id()))
}

fn is_denied(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::PermissionDenied | io::ErrorKind::ReadOnlyFilesystem
    )
}

fn read_only(path: &Path, reason: String) -> Error {
    Error::ReadOnly {
        path: path.to_owned(),
        reason,
    }
}

#[cfg(all(test, unix))]
mod tests {
    use std::os::unix::fs::PermissionsExt as _;

    use super::*;

    #[test]
    fn permission_bits_without_any_write_bit_are_read_only() {
        for mode in [0o444, 0o400, 0o555, 0o000] {
            let why = read_only_by_permissions(&Permissions::from_mode(mode));
            assert_eq!(why, Some(format!("mode {mode:04o}")), "{mode:o}");
        }
        for mode in [0o644, 0o200, 0o464, 0o446, 0o755] {
            assert_eq!(
                read_only_by_permissions(&Permissions::from_mode(mode)),
                None,
                "{mode:o}"
            );
        }
    }

    #[test]
    fn folders_are_checked_by_trying_and_leave_no_probe() {
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("lab.db");
        check_writable_folder(&db).expect("a fresh temp dir is writable");
        let left: Vec<_> = fs::read_dir(dir.path()).expect("list").collect();
        assert!(left.is_empty(), "the probe was removed: {left:?}");
    }
}
