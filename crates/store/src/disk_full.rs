//! Telling a full disk from other failures, so that it becomes
//! [`Error::DiskFull`](crate::Error::DiskFull) and not a bare "database or disk is full".
//!
//! SQLite reports a write that found no room as SQLITE_FULL (also when the database reached the
//! size set with [`Store::limit_size`](crate::Store::limit_size)). Some failures for lack of
//! space come as SQLITE_IOERR instead (an `fsync` that fails with ENOSPC, the `-shm` file that
//! cannot grow): SQLite keeps the `errno` to itself, so such an error is taken for a full disk
//! when the database's file system has (almost) no space left at that moment.

use std::path::Path;

use rusqlite::ErrorCode;

/// Below this much space available, an I/O error is taken for a full disk.
const NEARLY_FULL_BYTES: u64 = 1 << 20;

/// True if `e`, from the database `db` (a path, or `:memory:`), means there was no room.
pub(crate) fn is_disk_full(e: &rusqlite::Error, db: &str) -> bool {
    means_disk_full(e.sqlite_error_code(), || available_bytes(db))
}

/// The decision, with the space available asked only for an I/O error.
fn means_disk_full(code: Option<ErrorCode>, available: impl FnOnce() -> Option<u64>) -> bool {
    match code {
        Some(ErrorCode::DiskFull) => true,
        Some(ErrorCode::SystemIoFailure) => {
            available().is_some_and(|free| free < NEARLY_FULL_BYTES)
        }
        _ => false,
    }
}

/// The bytes an unprivileged writer may still use on the file system of the database `db`.
#[cfg(unix)]
fn available_bytes(db: &str) -> Option<u64> {
    if db == ":memory:" {
        return None;
    }
    let folder = match Path::new(db).parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let stats = rustix::fs::statvfs(folder).ok()?;
    Some(stats.f_bavail.saturating_mul(stats.f_frsize))
}

/// Unknown where the platform has no `statvfs`: only SQLITE_FULL counts.
#[cfg(not(unix))]
fn available_bytes(_db: &str) -> Option<u64> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sqlite_full_always_means_a_full_disk() {
        assert!(means_disk_full(Some(ErrorCode::DiskFull), || None));
        assert!(means_disk_full(Some(ErrorCode::DiskFull), || Some(
            u64::MAX
        )));
    }

    #[test]
    fn an_io_error_means_a_full_disk_only_when_there_is_no_room() {
        let io = Some(ErrorCode::SystemIoFailure);
        assert!(means_disk_full(io, || Some(0)));
        assert!(means_disk_full(io, || Some(NEARLY_FULL_BYTES - 1)));
        assert!(!means_disk_full(io, || Some(NEARLY_FULL_BYTES)));
        assert!(!means_disk_full(io, || Some(50 << 30)));
        assert!(!means_disk_full(io, || None), "unknown space: an I/O error");
    }

    #[test]
    fn other_errors_are_not_a_full_disk_and_do_not_ask_for_the_space() {
        for code in [
            ErrorCode::DatabaseBusy,
            ErrorCode::ConstraintViolation,
            ErrorCode::DatabaseCorrupt,
            ErrorCode::ReadOnly,
        ] {
            assert!(!means_disk_full(Some(code), || panic!(
                "asked for {code:?}"
            )));
        }
        assert!(!means_disk_full(None, || panic!("asked for no code")));
    }

    #[cfg(unix)]
    #[test]
    fn the_space_of_a_real_folder_is_known_and_memory_has_none() {
        let dir = tempfile::tempdir().expect("dir");
        let db = dir.path().join("lab.db");
        let db = db.to_str().expect("UTF-8 path");
        assert!(available_bytes(db).is_some());
        assert_eq!(available_bytes(":memory:"), None);
    }
}
