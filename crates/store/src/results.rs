//! Analysis results: any JSON value under a (kind, key) pair, e.g. a Klotski census under
//! ("klotski", "census/step") or a benchmark under ("tendrops", "bench/2025-01-31").
//!
//! [`Store::put_result`] is an upsert: it replaces the value, keeps `created` and bumps
//! `updated`. The typed helpers serialize any `serde` type.

use rusqlite::{params, OptionalExtension, Row};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::caps::{
    check_bytes, check_chars, MAX_KIND_CHARS, MAX_RESULT_BYTES, MAX_RESULT_KEY_BYTES,
};
use crate::error::{db_err, Error, Result};
use crate::Store;

/// A stored result.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct AnalysisResult {
    /// The puzzle kind (or another namespace).
    pub kind: String,
    /// The key within the kind.
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
    /// The puzzle kind.
    pub kind: String,
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
        kind: row.get(0)?,
        key: row.get(1)?,
        value: crate::json::column(row, 2)?,
        created: row.get(3)?,
        updated: row.get(4)?,
    })
}

impl Store {
    /// Stores `value` under (kind, key), replacing any previous value. The key and the value
    /// are [capped](crate::caps).
    pub fn put_result(&mut self, kind: &str, key: &str, value: &Value) -> Result<()> {
        if kind.is_empty() {
            return Err(Error::Invalid("a result needs a non-empty kind".to_owned()));
        }
        let text = value.to_string();
        check_chars("result kind", kind, MAX_KIND_CHARS)?;
        check_bytes("result key", key, MAX_RESULT_KEY_BYTES)?;
        check_bytes("result value", &text, MAX_RESULT_BYTES)?;
        self.conn
            .execute(
                "INSERT INTO results (kind, key, value) VALUES (?1, ?2, ?3) \
                 ON CONFLICT (kind, key) DO UPDATE SET value = excluded.value, \
                 updated = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
                params![kind, key, text],
            )
            .map_err(db_err(&self.db, || format!("storing result {kind}/{key}")))?;
        Ok(())
    }

    /// Serializes `value` and stores it under (kind, key).
    pub fn put_result_as<T: Serialize>(&mut self, kind: &str, key: &str, value: &T) -> Result<()> {
        let value = serde_json::to_value(value).map_err(|e| {
            Error::Invalid(format!("result {kind}/{key} cannot be serialized: {e}"))
        })?;
        self.put_result(kind, key, &value)
    }

    /// The result stored under (kind, key), if any.
    pub fn get_result(&self, kind: &str, key: &str) -> Result<Option<AnalysisResult>> {
        self.conn
            .query_row(
                "SELECT kind, key, value, created, updated FROM results WHERE kind = ?1 AND key = ?2",
                params![kind, key],
                result_from_row,
            )
            .optional()
            .map_err(db_err(&self.db, || format!("reading result {kind}/{key}")))
    }

    /// The value stored under (kind, key), deserialized as `T`; `Invalid` if it does not fit.
    pub fn get_result_as<T: DeserializeOwned>(&self, kind: &str, key: &str) -> Result<Option<T>> {
        match self.get_result(kind, key)? {
            None => Ok(None),
            Some(r) => serde_json::from_value(r.value).map(Some).map_err(|e| {
                Error::Invalid(format!(
                    "result {kind}/{key} does not have the expected shape: {e}"
                ))
            }),
        }
    }

    /// The keys stored for a kind (all kinds if `None`), by kind then key, without values.
    pub fn list_results(&self, kind: Option<&str>) -> Result<Vec<ResultKey>> {
        let action = || "listing results".to_owned();
        let mut stmt = self
            .conn
            .prepare_cached(
                "SELECT kind, key, length(CAST(value AS BLOB)), created, updated FROM results \
                 WHERE ?1 IS NULL OR kind = ?1 ORDER BY kind, key",
            )
            .map_err(db_err(&self.db, action))?;
        let rows = stmt
            .query_map([kind], |r| {
                let bytes: i64 = r.get(2)?;
                Ok(ResultKey {
                    kind: r.get(0)?,
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

    /// Deletes the result under (kind, key); returns whether it existed.
    pub fn delete_result(&mut self, kind: &str, key: &str) -> Result<bool> {
        let n = self
            .conn
            .execute(
                "DELETE FROM results WHERE kind = ?1 AND key = ?2",
                params![kind, key],
            )
            .map_err(db_err(&self.db, || format!("deleting result {kind}/{key}")))?;
        Ok(n > 0)
    }
}
