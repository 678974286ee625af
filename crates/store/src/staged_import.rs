//! A long import stored in short transactions, and still all or nothing.
//!
//! Storing 600,000 puzzles in one transaction holds the database's write lock for seconds,
//! and every other writer (a running server saving a game) waits or fails. So an import:
//! 1. `begin`: one short transaction adds a row to `imports` (schema version 2);
//! 2. `stage`: the puzzles go in chunks of [`CHUNK_ROWS`], each chunk its own short
//!    transaction, with `puzzles.import_id` naming the import. While the import's row
//!    exists they are invisible: every reader goes through the view `visible_puzzles`.
//!    Between chunks the lock is left free for a moment, so waiting writers get in;
//! 3. `finish`: one short transaction deletes the import's row: all its puzzles appear at
//!    once.
//!
//! An import that fails is undone at once (`undo`): it is marked abandoned (it may then no
//! longer finish), its puzzles are deleted in chunks, and its row last, so an undo that is
//! itself interrupted still leaves nothing visible. An import whose process was killed keeps
//! its invisible puzzles until a later [`Store::open`] finds its heartbeat older than
//! [`ABANDONED_AFTER`] and undoes it.

use std::time::Duration;

use rusqlite::{params, OptionalExtension, TransactionBehavior};

use crate::caps::MAX_PUZZLES_PER_LIBRARY;
use puzzle::Words;

use crate::error::{db_err, Error, Result};
use crate::puzzles::{check_all, insert_all, library_puzzle, AddSummary, NewPuzzle};
use crate::Store;

/// Puzzles stored per transaction: a few milliseconds of work in a release build.
pub(crate) const CHUNK_ROWS: usize = 2000;

/// How long the lock is left free between two chunks; a waiting writer tries again every
/// millisecond (see `busy`), so it gets in.
const PAUSE_BETWEEN_CHUNKS: Duration = Duration::from_millis(2);

/// An import whose heartbeat (updated by every chunk) is older than this was abandoned; a
/// live one beats every few milliseconds, or after at most one busy wait.
pub(crate) const ABANDONED_AFTER: Duration = Duration::from_secs(30);

const NOW: &str = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

/// Adds `puzzles` to library `library_id` as one staged import; see the module comment.
pub(crate) fn import(
    store: &mut Store,
    library_id: i64,
    puzzles: &[NewPuzzle],
) -> Result<AddSummary> {
    check_all(puzzles)?;
    let (import_id, puzzle_id) = begin(store, library_id, puzzles.len())?;
    let staged = (|| {
        let mut inserted = 0;
        for (i, chunk) in puzzles.chunks(CHUNK_ROWS).enumerate() {
            if i > 0 {
                std::thread::sleep(PAUSE_BETWEEN_CHUNKS);
            }
            inserted += stage(store, import_id, library_id, &puzzle_id, chunk)?;
        }
        finish(store, import_id, library_id)?;
        Ok(inserted)
    })();
    match staged {
        Ok(inserted) => Ok(AddSummary {
            inserted,
            duplicates: puzzles.len() - inserted,
        }),
        Err(e) => {
            // Best effort: if this fails too, the next open undoes the import.
            let _ = undo(store, import_id, library_id);
            Err(e)
        }
    }
}

/// Registers the import; returns its id and the library's puzzle id.
fn begin(store: &mut Store, library_id: i64, rows: usize) -> Result<(i64, String)> {
    let db = &store.db;
    let action = || format!("starting an import into library {library_id}");
    let tx = store
        .conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(db_err(db, action))?;
    let puzzle_id = library_puzzle(&tx, db, library_id)?;
    check_room(&tx, db, library_id, rows as u64)?;
    tx.execute("INSERT INTO imports (library_id) VALUES (?1)", [library_id])
        .map_err(db_err(db, action))?;
    let import_id = tx.last_insert_rowid();
    tx.commit().map_err(db_err(db, action))?;
    Ok((import_id, puzzle_id))
}

/// `TooMany` if library `library_id` cannot take `adding` more puzzles. Costs at most one
/// step per puzzle the library may still hold, so it is cheap unless the library is nearly
/// full.
pub(crate) fn check_room(
    tx: &rusqlite::Transaction<'_>,
    db: &str,
    library_id: i64,
    adding: u64,
) -> Result<()> {
    let full = || Error::TooMany {
        what: Words::new("store-too-many-puzzles").arg("library", library_id),
        limit: MAX_PUZZLES_PER_LIBRARY,
    };
    let Some(room) = MAX_PUZZLES_PER_LIBRARY.checked_sub(adding) else {
        return Err(full());
    };
    let over: bool = tx
        .query_row(
            "SELECT EXISTS (SELECT 1 FROM puzzles WHERE library_id = ?1 LIMIT 1 OFFSET ?2)",
            params![library_id, room as i64],
            |r| r.get(0),
        )
        .map_err(db_err(db, || {
            format!("counting the puzzles of library {library_id}")
        }))?;
    if over {
        Err(full())
    } else {
        Ok(())
    }
}

/// Stores one chunk, invisible, in its own transaction; returns how many were new.
fn stage(
    store: &mut Store,
    import_id: i64,
    library_id: i64,
    puzzle_id: &str,
    chunk: &[NewPuzzle],
) -> Result<usize> {
    let db = &store.db;
    let action = || format!("importing into library {library_id}");
    let tx = store
        .conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(db_err(db, action))?;
    let alive = tx
        .execute(
            &format!("UPDATE imports SET heartbeat = {NOW} WHERE id = ?1 AND abandoned = 0"),
            [import_id],
        )
        .map_err(db_err(db, action))?;
    if alive == 0 {
        return Err(undone(import_id, library_id));
    }
    let inserted = insert_all(&tx, db, library_id, puzzle_id, chunk, Some(import_id))?;
    tx.commit().map_err(db_err(db, action))?;
    Ok(inserted)
}

/// Makes the import's puzzles visible, all at once.
fn finish(store: &mut Store, import_id: i64, library_id: i64) -> Result<()> {
    let done = store
        .conn
        .execute(
            "DELETE FROM imports WHERE id = ?1 AND abandoned = 0",
            [import_id],
        )
        .map_err(db_err(&store.db, || {
            format!("finishing the import into library {library_id}")
        }))?;
    if done == 0 {
        return Err(undone(import_id, library_id));
    }
    Ok(())
}

fn undone(import_id: i64, library_id: i64) -> Error {
    Error::Conflict(
        Words::new("store-import-undone")
            .arg("import", import_id)
            .arg("library", library_id)
            .arg("seconds", ABANDONED_AFTER.as_secs()),
    )
}

/// Undoes an import: marks it abandoned, deletes its puzzles in chunks, then its row.
fn undo(store: &mut Store, import_id: i64, library_id: i64) -> Result<()> {
    let db = &store.db;
    let action = || format!("undoing import {import_id} into library {library_id}");
    store
        .conn
        .execute(
            "UPDATE imports SET abandoned = 1 WHERE id = ?1",
            [import_id],
        )
        .map_err(db_err(db, action))?;
    loop {
        let deleted = store
            .conn
            .execute(
                "DELETE FROM puzzles WHERE rowid IN (SELECT rowid FROM puzzles \
                 WHERE library_id = ?1 AND import_id = ?2 LIMIT ?3)",
                params![library_id, import_id, CHUNK_ROWS as i64],
            )
            .map_err(db_err(db, action))?;
        if deleted < CHUNK_ROWS {
            break;
        }
        std::thread::sleep(PAUSE_BETWEEN_CHUNKS);
    }
    let tx = store
        .conn
        .transaction_with_behavior(TransactionBehavior::Immediate)
        .map_err(db_err(db, action))?;
    // Nothing is left (an abandoned import stages no more), but the row must never go while
    // one of its puzzles is still there.
    tx.execute(
        "DELETE FROM puzzles WHERE library_id = ?1 AND import_id = ?2",
        params![library_id, import_id],
    )
    .map_err(db_err(db, action))?;
    tx.execute("DELETE FROM imports WHERE id = ?1", [import_id])
        .map_err(db_err(db, action))?;
    tx.commit().map_err(db_err(db, action))
}

/// Undoes every import that was abandoned, or whose heartbeat is older than `older_than`;
/// returns how many.
pub(crate) fn undo_abandoned(store: &mut Store, older_than: Duration) -> Result<usize> {
    let db = &store.db;
    let action = || "looking for abandoned imports".to_owned();
    let cutoff = format!("-{:.3} seconds", older_than.as_secs_f64());
    let stale = "(abandoned = 1 OR heartbeat < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?1))";
    let candidates: Vec<(i64, i64)> = {
        let mut stmt = store
            .conn
            .prepare(&format!("SELECT id, library_id FROM imports WHERE {stale}"))
            .map_err(db_err(db, action))?;
        let rows = stmt
            .query_map([&cutoff], |r| Ok((r.get(0)?, r.get(1)?)))
            .map_err(db_err(db, action))?;
        rows.collect::<rusqlite::Result<_>>()
            .map_err(db_err(db, action))?
    };
    let mut undone = 0;
    for (import_id, library_id) in candidates {
        let db = &store.db;
        // Still stale? It may have come back to life since the query.
        let claimed = store
            .conn
            .query_row(
                &format!("UPDATE imports SET abandoned = 1 WHERE id = ?2 AND {stale} RETURNING id"),
                params![cutoff, import_id],
                |r| r.get::<_, i64>(0),
            )
            .optional()
            .map_err(db_err(db, action))?;
        if claimed.is_some() {
            undo(store, import_id, library_id)?;
            undone += 1;
        }
    }
    Ok(undone)
}

impl Store {
    /// Undoes the imports left unfinished by a process that failed or was killed, if no chunk
    /// of theirs was stored for `older_than`; returns how many. [`Store::open`] does this with
    /// 30 seconds. Their puzzles were never visible; this frees their space.
    ///
    /// Do not pass a shorter time than a chunk can take while another process may be
    /// importing into the same database: its import would be undone and fail.
    pub fn undo_abandoned_imports(&mut self, older_than: Duration) -> Result<usize> {
        undo_abandoned(self, older_than)
    }
}
