//! Records: the best result per puzzle, game and metric, e.g. the fewest moves a player needed for a
//! Klotski layout or the fewest taps for a Ten Drops board.
//!
//! **Lower is better** for every metric: a record is an integer to minimise (moves, taps,
//! seconds, milliseconds). A submission replaces the stored record only if its value is
//! strictly lower, so on a tie the earlier holder keeps it. Every field is
//! [capped](crate::caps), and so is the number of records.

use rusqlite::{params, OptionalExtension, Row, TransactionBehavior};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::caps::{
    check_bytes, check_chars, MAX_EXTRA_BYTES, MAX_GAME_ID_BYTES, MAX_LABEL_CHARS, MAX_NAME_CHARS,
    MAX_PUZZLE_ID_CHARS, MAX_RECORDS,
};
use puzzle::Words;

use crate::error::{db_err, Error, Result};
use crate::Store;

/// A result to submit. Its JSON may still use the old names (`kind` for the puzzle id,
/// `puzzle` for the game), see [`old_names`](crate::old_names).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[serde(try_from = "crate::old_names::NewRecordFields")]
pub struct NewRecord {
    /// The puzzle id.
    pub puzzle: String,
    /// The game, as a game ID.
    pub game: String,
    /// What is measured: "moves", "taps", "time_ms", ... Lower is better.
    pub metric: String,
    /// The value achieved.
    pub value: i64,
    /// Who achieved it, if known.
    pub who: Option<String>,
    /// Anything else worth keeping, e.g. the move sequence; `null` for none.
    pub details: Value,
}

/// A stored record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct Record {
    /// Row id.
    pub id: i64,
    /// The puzzle id.
    pub puzzle: String,
    /// The game, as a game ID.
    pub game: String,
    /// What is measured (lower is better).
    pub metric: String,
    /// The best value so far.
    pub value: i64,
    /// Who achieved it.
    pub who: Option<String>,
    /// When it was achieved (UTC, RFC 3339).
    pub when: String,
    /// Extra data (`null` for none).
    pub details: Value,
}

/// What [`Store::submit_record`] did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct RecordOutcome {
    /// The submission is the new record (there was none, or it is strictly lower).
    pub improved: bool,
    /// The record before the submission, if there was one.
    pub previous: Option<Record>,
    /// The record now.
    pub best: Record,
}

const RECORD_COLUMNS: &str = "id, puzzle, game, metric, value, who, achieved, details";

fn record_from_row(row: &Row<'_>) -> rusqlite::Result<Record> {
    Ok(Record {
        id: row.get(0)?,
        puzzle: row.get(1)?,
        game: row.get(2)?,
        metric: row.get(3)?,
        value: row.get(4)?,
        who: row.get(5)?,
        when: row.get(6)?,
        details: crate::json::column(row, 7)?,
    })
}

impl Store {
    /// Submits a result; keeps it if it beats the stored record (lower is better) and says
    /// whether it did. `TooLong` if a field is over its cap, `TooMany` if a new record would
    /// make more than [`MAX_RECORDS`].
    pub fn submit_record(&mut self, record: &NewRecord) -> Result<RecordOutcome> {
        if record.puzzle.is_empty() || record.metric.is_empty() {
            return Err(Error::Invalid(Words::new("store-record-incomplete")));
        }
        check_chars(
            "store-field-record-puzzle",
            &record.puzzle,
            MAX_PUZZLE_ID_CHARS,
        )?;
        check_bytes("store-field-record-game", &record.game, MAX_GAME_ID_BYTES)?;
        check_chars("store-field-record-metric", &record.metric, MAX_LABEL_CHARS)?;
        check_chars(
            "store-field-record-who",
            record.who.as_deref().unwrap_or(""),
            MAX_NAME_CHARS,
        )?;
        if !record.details.is_null() {
            check_bytes(
                "store-field-record-details",
                &record.details.to_string(),
                MAX_EXTRA_BYTES,
            )?;
        }
        let db = &self.db;
        let action = || {
            format!(
                "submitting a {} record for {:?}",
                record.metric, record.game
            )
        };
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(db_err(db, action))?;
        let select = format!(
            "SELECT {RECORD_COLUMNS} FROM records WHERE puzzle = ?1 AND game = ?2 AND metric = ?3"
        );
        let key = params![record.puzzle, record.game, record.metric];
        let previous = tx
            .query_row(&select, key, record_from_row)
            .optional()
            .map_err(db_err(db, action))?;
        let improved = previous.as_ref().is_none_or(|p| record.value < p.value);
        if previous.is_none() {
            let full: bool = tx
                .query_row(
                    "SELECT EXISTS (SELECT 1 FROM records LIMIT 1 OFFSET ?1)",
                    [MAX_RECORDS as i64 - 1],
                    |r| r.get(0),
                )
                .map_err(db_err(db, action))?;
            if full {
                return Err(Error::TooMany {
                    what: Words::new("store-too-many-records"),
                    limit: MAX_RECORDS,
                });
            }
        }
        if improved {
            tx.execute(
                "INSERT INTO records (puzzle, game, metric, value, who, details) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6) \
                 ON CONFLICT (puzzle, game, metric) DO UPDATE SET value = excluded.value, \
                 who = excluded.who, details = excluded.details, \
                 achieved = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
                params![
                    record.puzzle,
                    record.game,
                    record.metric,
                    record.value,
                    record.who,
                    crate::json::to_nullable(&record.details)
                ],
            )
            .map_err(db_err(db, action))?;
        }
        let best = tx
            .query_row(&select, key, record_from_row)
            .map_err(db_err(db, action))?;
        tx.commit().map_err(db_err(db, action))?;
        Ok(RecordOutcome {
            improved,
            previous,
            best,
        })
    }

    /// The record for this puzzle, game and metric, if any.
    pub fn get_record(&self, puzzle: &str, game: &str, metric: &str) -> Result<Option<Record>> {
        self.conn
            .query_row(
                &format!(
                    "SELECT {RECORD_COLUMNS} FROM records \
                     WHERE puzzle = ?1 AND game = ?2 AND metric = ?3"
                ),
                params![puzzle, game, metric],
                record_from_row,
            )
            .optional()
            .map_err(db_err(&self.db, || format!("reading the {metric} record")))
    }

    /// Records of a puzzle, optionally only for one game, by game then metric.
    pub fn list_records(&self, puzzle: &str, game: Option<&str>) -> Result<Vec<Record>> {
        let action = || format!("listing {puzzle} records");
        let mut stmt = self
            .conn
            .prepare_cached(&format!(
                "SELECT {RECORD_COLUMNS} FROM records WHERE puzzle = ?1 AND (?2 IS NULL OR game = ?2) \
                 ORDER BY game, metric"
            ))
            .map_err(db_err(&self.db, action))?;
        let rows = stmt
            .query_map(params![puzzle, game], record_from_row)
            .map_err(db_err(&self.db, action))?;
        rows.collect::<rusqlite::Result<Vec<_>>>()
            .map_err(db_err(&self.db, action))
    }

    /// Deletes a record by id; returns whether it existed.
    pub fn delete_record(&mut self, id: i64) -> Result<bool> {
        let n = self
            .conn
            .execute("DELETE FROM records WHERE id = ?1", [id])
            .map_err(db_err(&self.db, || format!("deleting record {id}")))?;
        Ok(n > 0)
    }
}
