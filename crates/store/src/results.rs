//! Analysis results: any JSON value under a (puzzle, key) pair, e.g. a Klotski census under
//! ("klotski", "census/step") or a benchmark under ("tendrops", "bench/2025-01-31").
//!
//! [`Store::put_result`] is an upsert: it replaces the value, keeps `created` and bumps
//! `updated`. The typed helpers serialize any `serde` type.

use rusqlite::{params, OptionalExtension, Row};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::caps::{
    check_bytes, check_chars, MAX_PUZZLE_ID_CHARS, MAX_RESULT_BYTES, MAX_RESULT_KEY_BYTES,
};
use puzzle::Words;

use crate::error::{db_err, Error, Result};
use crate::Store;

/// A stored result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AnalysisResult {
    /// The puzzle id (or another namespace); `kind` in the previous release, still read.
    #[serde(alias = "kind")]
    pub puzzle: String,
    /// The key within the puzzle.
    pub key: String,
    /// The value.
    pub value: Value,
    /// When the key was first stored (UTC, RFC 3339).
    pub created: String,
    /// When the value was last replaced.
    pub updated: String,
}

/// A result without its value, for listings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultKey {
    /// The puzzle id; `kind` in the previous release, still read.
    #[serde(alias = "kind")]
    pub puzzle: String,
    /// The key.
    pub key: String,
    /// Size of the stored JSON text in bytes.
    pub bytes: u64,
    /// When the key was first stored.
    pub created: String,
    /// When the value was last replaced.
    pub updated: String,
}

fn result_from_row(row: &Row<'_>) -> rusqlite::Result<AnalysisResult> {
    Ok(AnalysisResult {
        puzzle: row.get(0)?,
        key: row.get(1)?,
        value: crate::json::column(row, 2)?,
        created: row.get(3)?,
        updated: row.get(4)?,
    })
}

impl Store {
    /// Stores `value` under (puzzle, key), replacing any previous value. The key and the value
    /// are [capped](crate::caps).
    pub fn put_result(&mut self, puzzle: &str, key: &str, value: &Value) -> Result<()> {
        if puzzle.is_empty() {
            return Err(Error::Invalid(Words::new("store-result-no-puzzle")));
        }
        let text = value.to_string();
        check_chars("store-field-result-puzzle", puzzle, MAX_PUZZLE_ID_CHARS)?;
        check_bytes("store-field-result-key", key, MAX_RESULT_KEY_BYTES)?;
        check_bytes("store-field-result-value", &text, MAX_RESULT_BYTES)?;
        self.conn
            .execute(
                "INSERT INTO results (puzzle, key, value) VALUES (?1, ?2, ?3) \
                 ON CONFLICT (puzzle, key) DO UPDATE SET value = excluded.value, \
                 updated = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
                params![puzzle, key, text],
            )
            .map_err(db_err(&self.db, || {
                format!("storing result {puzzle}/{key}")
            }))?;
        Ok(())
    }

    /// Serializes `value` and stores it under (puzzle, key).
    pub fn put_result_as<T: Serialize>(
        &mut self,
        puzzle: &str,
        key: &str,
        value: &T,
    ) -> Result<()> {
        let value = serde_json::to_value(value)
            .map_err(|e| Error::Invalid(Words::new("store-not-serializable").arg("detail", e)))?;
        self.put_result(puzzle, key, &value)
    }

    /// The result stored under (puzzle, key), if any.
    pub fn get_result(&self, puzzle: &str, key: &str) -> Result<Option<AnalysisResult>> {
        self.conn
            .query_row(
                "SELECT puzzle, key, value, created, updated FROM results WHERE puzzle = ?1 AND key = ?2",
                params![puzzle, key],
                result_from_row,
            )
            .optional()
            .map_err(db_err(&self.db, || format!("reading result {puzzle}/{key}")))
    }

    /// The value stored under (puzzle, key), deserialized as `T`; `Invalid` if it does not fit.
    pub fn get_result_as<T: DeserializeOwned>(&self, puzzle: &str, key: &str) -> Result<Option<T>> {
        match self.get_result(puzzle, key)? {
            None => Ok(None),
            Some(r) => serde_json::from_value(r.value).map(Some).map_err(|e| {
                Error::Invalid(
                    Words::new("store-result-bad-shape")
                        .arg("result", format!("{puzzle}/{key}"))
                        .arg("detail", e),
                )
            }),
        }
    }

    /// The keys stored for a puzzle (all kinds if `None`), by puzzle then key, without values.
    pub fn list_results(&self, puzzle: Option<&str>) -> Result<Vec<ResultKey>> {
        let action = || "listing results".to_owned();
        let mut stmt = self
            .conn
            .prepare_cached(
                "SELECT puzzle, key, length(CAST(value AS BLOB)), created, updated FROM results \
                 WHERE ?1 IS NULL OR puzzle = ?1 ORDER BY puzzle, key",
            )
            .map_err(db_err(&self.db, action))?;
        let rows = stmt
            .query_map([puzzle], |r| {
                let bytes: i64 = r.get(2)?;
                Ok(ResultKey {
                    puzzle: r.get(0)?,
                    key: r.get(1)?,
                    bytes: bytes.unsigned_abs(),
                    created: r.get(3)?,
                    updated: r.get(4)?,
                })
            })
            .map_err(db_err(&self.db, action))?;
        rows.collect::<rusqlite::Result<Vec<_>>>()
            .map_err(db_err(&self.db, action))
    }

    /// Deletes the result under (puzzle, key); returns whether it existed.
    pub fn delete_result(&mut self, puzzle: &str, key: &str) -> Result<bool> {
        let n = self
            .conn
            .execute(
                "DELETE FROM results WHERE puzzle = ?1 AND key = ?2",
                params![puzzle, key],
            )
            .map_err(db_err(&self.db, || {
                format!("deleting result {puzzle}/{key}")
            }))?;
        Ok(n > 0)
    }
}
