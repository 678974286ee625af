//! Puzzles in libraries: adding (one or in bulk), getting, filtering, counting, deleting.
//!
//! A puzzle is a description string the store does not interpret. Its rating is
//! `difficulty: Option<f64>`, higher is harder, on the puzzle's own scale (Klotski uses the
//! optimal move count, Ten Drops the optimal number of taps, ...), plus an optional text label
//! `level` ("low", "mid", "high" for the matchstick library, or "easy"/"hard"). Within a library
//! a description is unique, except that a built-in library may list one game under several
//! names (the column `name_key`, schema version 3: [`FIRST_ROW_OF_A_GAME`] for every row of a
//! library of your own).
//!
//! Readers see the view `visible_puzzles`, which hides the puzzles of an import still in
//! progress (see `staged_import`).

use rusqlite::types::Value as SqlValue;
use rusqlite::{
    params, params_from_iter, OptionalExtension, Row, Transaction, TransactionBehavior,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::caps::{
    check_bytes, check_chars, MAX_EXTRA_BYTES, MAX_GAME_ID_BYTES, MAX_LABEL_CHARS, MAX_NAME_CHARS,
    MAX_NOTE_CHARS,
};
use puzzle::Words;

use crate::error::{db_err, Error, Missing, Result};
use crate::filter::PuzzleFilter;
use crate::staged_import::check_room;
use crate::{json, Store};

/// A puzzle to add (and the record of the CSV/JSON exchange format).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct NewPuzzle {
    /// A display name, e.g. "横刀立马". An empty name is stored as `None`.
    #[serde(default)]
    pub name: Option<String>,
    /// The puzzle itself, in its crate's text format. Must not be empty. May span lines.
    pub description: String,
    /// Higher is harder, on the puzzle's own scale; must be finite.
    #[serde(default)]
    pub difficulty: Option<f64>,
    /// A difficulty label such as "easy", "medium", "hard". An empty label is stored as `None`.
    #[serde(default)]
    pub level: Option<String>,
    /// Where the puzzle comes from ("generator seed 42", a book, a URL); may be empty.
    #[serde(default)]
    pub source: String,
    /// Puzzle-specific data, e.g. `{"solutions": 3}`; `null` for none.
    #[serde(default)]
    pub extra: Value,
}

impl NewPuzzle {
    /// A puzzle with only a description.
    pub fn new(description: impl Into<String>) -> NewPuzzle {
        NewPuzzle {
            name: None,
            description: description.into(),
            difficulty: None,
            level: None,
            source: String::new(),
            extra: Value::Null,
        }
    }

    /// Sets the name.
    pub fn with_name(mut self, name: impl Into<String>) -> NewPuzzle {
        self.name = Some(name.into());
        self
    }

    /// Sets the difficulty.
    pub fn with_difficulty(mut self, difficulty: f64) -> NewPuzzle {
        self.difficulty = Some(difficulty);
        self
    }

    /// Sets the level label.
    pub fn with_level(mut self, level: impl Into<String>) -> NewPuzzle {
        self.level = Some(level.into());
        self
    }

    /// Sets the source.
    pub fn with_source(mut self, source: impl Into<String>) -> NewPuzzle {
        self.source = source.into();
        self
    }

    /// Sets the puzzle-specific extra data.
    pub fn with_extra(mut self, extra: Value) -> NewPuzzle {
        self.extra = extra;
        self
    }

    /// Checks what the store itself requires: a non-empty description, a finite difficulty
    /// and every field within its [cap](crate::caps) ([`Error::TooLong`] names the field).
    pub fn check(&self) -> Result<()> {
        if self.description.is_empty() {
            return Err(Error::Invalid(Words::new("store-puzzle-no-description")));
        }
        if let Some(d) = self.difficulty {
            if !d.is_finite() {
                return Err(Error::Invalid(
                    Words::new("store-puzzle-bad-difficulty").arg("difficulty", d),
                ));
            }
        }
        check_bytes(
            "store-field-description",
            &self.description,
            MAX_GAME_ID_BYTES,
        )?;
        check_chars(
            "store-field-name",
            self.name.as_deref().unwrap_or(""),
            MAX_NAME_CHARS,
        )?;
        check_chars(
            "store-field-level",
            self.level.as_deref().unwrap_or(""),
            MAX_LABEL_CHARS,
        )?;
        check_chars("store-field-source", &self.source, MAX_NOTE_CHARS)?;
        if !self.extra.is_null() {
            check_bytes(
                "store-field-extra",
                &self.extra.to_string(),
                MAX_EXTRA_BYTES,
            )?;
        }
        Ok(())
    }

    /// The same puzzle with empty `name` and `level` turned into `None`, as it will be stored.
    pub fn normalized(mut self) -> NewPuzzle {
        if self.name.as_deref() == Some("") {
            self.name = None;
        }
        if self.level.as_deref() == Some("") {
            self.level = None;
        }
        self
    }
}

/// A stored puzzle: a game of a library, with its name and rating.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "schemars",
    derive(schemars::JsonSchema),
    schemars(rename = "LibraryPuzzle")
)]
pub struct Puzzle {
    /// Row id.
    pub id: i64,
    /// The library it belongs to.
    pub library_id: i64,
    /// The puzzle id ("klotski", ...), the same as its library's; `kind` in the previous
    /// release, still read.
    #[serde(alias = "kind")]
    pub puzzle: String,
    /// Display name.
    pub name: Option<String>,
    /// The puzzle description string.
    pub description: String,
    /// Higher is harder, on the puzzle's own scale.
    pub difficulty: Option<f64>,
    /// Difficulty label.
    pub level: Option<String>,
    /// Where it comes from.
    pub source: String,
    /// Puzzle-specific data (`null` for none).
    pub extra: Value,
    /// When it was added (UTC, RFC 3339).
    pub created: String,
}

impl Puzzle {
    /// The exchange record of this puzzle (what export writes).
    pub fn to_new(&self) -> NewPuzzle {
        NewPuzzle {
            name: self.name.clone(),
            description: self.description.clone(),
            difficulty: self.difficulty,
            level: self.level.clone(),
            source: self.source.clone(),
            extra: self.extra.clone(),
        }
    }
}

/// What [`Store::add_puzzles`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct AddSummary {
    /// New puzzles stored.
    pub inserted: usize,
    /// Puzzles skipped because the library already had their description.
    pub duplicates: usize,
}

pub(crate) const PUZZLE_COLUMNS: &str =
    "id, library_id, puzzle, name, description, difficulty, level, source, extra, created";

pub(crate) fn puzzle_from_row(row: &Row<'_>) -> rusqlite::Result<Puzzle> {
    Ok(Puzzle {
        id: row.get(0)?,
        library_id: row.get(1)?,
        puzzle: row.get(2)?,
        name: row.get(3)?,
        description: row.get(4)?,
        difficulty: row.get(5)?,
        level: row.get(6)?,
        source: row.get(7)?,
        extra: json::column(row, 8)?,
        created: row.get(9)?,
    })
}

/// The puzzle id of library `id`, or `NotFound`.
pub(crate) fn library_puzzle(tx: &Transaction<'_>, db: &str, id: i64) -> Result<String> {
    tx.query_row("SELECT puzzle FROM libraries WHERE id = ?1", [id], |r| {
        r.get(0)
    })
    .optional()
    .map_err(db_err(db, || format!("looking up library {id}")))?
    .ok_or(Error::NotFound {
        what: Missing::Library,
        id,
    })
}

/// Checks every puzzle, naming the first bad one by its position (1-based).
pub(crate) fn check_all(puzzles: &[NewPuzzle]) -> Result<()> {
    for (i, p) in puzzles.iter().enumerate() {
        p.check().map_err(|e| match e {
            Error::TooLong {
                field,
                length,
                limit,
                unit,
            } => Error::TooLong {
                field: Words::new("store-field-of-entry")
                    .arg("entry", i + 1)
                    .word("field", field),
                length,
                limit,
                unit,
            },
            other => Error::Invalid(
                Words::new("store-import-at-entry")
                    .arg("entry", i + 1)
                    .word("problem", other.words()),
            ),
        })?;
    }
    Ok(())
}

/// The `name_key` of a library's first row of a game: the only key rows of a library of your
/// own have, so such a library holds a game once whatever its name.
pub(crate) const FIRST_ROW_OF_A_GAME: &str = "";

/// Inserts puzzles with `ON CONFLICT DO NOTHING`, each as the first row of its game (see
/// [`insert_keyed`]); returns how many were new.
pub(crate) fn insert_all(
    tx: &Transaction<'_>,
    db: &str,
    library_id: i64,
    puzzle_id: &str,
    puzzles: &[NewPuzzle],
    import_id: Option<i64>,
) -> Result<usize> {
    let rows = puzzles.iter().map(|p| (p, FIRST_ROW_OF_A_GAME));
    insert_keyed(tx, db, library_id, puzzle_id, rows, import_id)
}

/// Inserts puzzles, each with its `name_key`, with `ON CONFLICT DO NOTHING` (a row whose
/// library, description and key are already stored is skipped), hidden until import
/// `import_id` finishes if one is given; returns how many were new.
pub(crate) fn insert_keyed<'p>(
    tx: &Transaction<'_>,
    db: &str,
    library_id: i64,
    puzzle_id: &str,
    rows: impl IntoIterator<Item = (&'p NewPuzzle, &'p str)>,
    import_id: Option<i64>,
) -> Result<usize> {
    let action = || format!("adding puzzles to library {library_id}");
    let mut stmt = tx
        .prepare_cached(
            "INSERT INTO puzzles (library_id, puzzle, name, description, difficulty, level, source, extra, import_id, name_key) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) \
             ON CONFLICT (library_id, description, name_key) DO NOTHING",
        )
        .map_err(db_err(db, action))?;
    let mut inserted = 0;
    for (p, name_key) in rows {
        inserted += stmt
            .execute(params![
                library_id,
                puzzle_id,
                p.name.as_deref().filter(|s| !s.is_empty()),
                p.description,
                p.difficulty,
                p.level.as_deref().filter(|s| !s.is_empty()),
                p.source,
                json::to_nullable(&p.extra),
                import_id,
                name_key,
            ])
            .map_err(db_err(db, action))?;
    }
    Ok(inserted)
}

impl Store {
    /// Adds one puzzle to a library and returns it.
    ///
    /// Errors: `NotFound` if the library does not exist, `Conflict` if it already holds this
    /// description, `Invalid` or `TooLong` if [`NewPuzzle::check`] fails, `TooMany` if the
    /// library is full.
    pub fn add_puzzle(&mut self, library_id: i64, puzzle: &NewPuzzle) -> Result<Puzzle> {
        puzzle.check()?;
        let db = &self.db;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(db_err(db, || "starting a transaction".to_owned()))?;
        let puzzle_id = library_puzzle(&tx, db, library_id)?;
        check_room(&tx, db, library_id, 1)?;
        if insert_all(
            &tx,
            db,
            library_id,
            &puzzle_id,
            std::slice::from_ref(puzzle),
            None,
        )? == 0
        {
            let existing: i64 = tx
                .query_row(
                    "SELECT id FROM puzzles WHERE library_id = ?1 AND description = ?2 AND name_key = ?3",
                    params![library_id, puzzle.description, FIRST_ROW_OF_A_GAME],
                    |r| r.get(0),
                )
                .map_err(db_err(db, || "looking up the existing puzzle".to_owned()))?;
            return Err(Error::Conflict(
                Words::new("store-puzzle-exists")
                    .arg("library", library_id)
                    .arg("id", existing)
                    .arg("game", &puzzle.description),
            ));
        }
        let id = tx.last_insert_rowid();
        let stored = tx
            .query_row(
                &format!("SELECT {PUZZLE_COLUMNS} FROM puzzles WHERE id = ?1"),
                [id],
                puzzle_from_row,
            )
            .map_err(db_err(db, || format!("reading puzzle {id}")))?;
        tx.commit().map_err(db_err(db, || {
            format!("adding a puzzle to library {library_id}")
        }))?;
        Ok(stored)
    }

    /// Adds many puzzles to a library in one transaction; descriptions the library already
    /// has are skipped and counted as duplicates. All puzzles are checked first: if one is
    /// invalid, nothing is added.
    ///
    /// The write lock is held until all are stored: for thousands of puzzles, while other
    /// programs may use the database, prefer [`Store::add_imported`], which stores them in
    /// short transactions.
    pub fn add_puzzles(&mut self, library_id: i64, puzzles: &[NewPuzzle]) -> Result<AddSummary> {
        check_all(puzzles)?;
        let db = &self.db;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(db_err(db, || "starting a transaction".to_owned()))?;
        let puzzle_id = library_puzzle(&tx, db, library_id)?;
        check_room(&tx, db, library_id, puzzles.len() as u64)?;
        let inserted = insert_all(&tx, db, library_id, &puzzle_id, puzzles, None)?;
        tx.commit().map_err(db_err(db, || {
            format!("adding puzzles to library {library_id}")
        }))?;
        Ok(AddSummary {
            inserted,
            duplicates: puzzles.len() - inserted,
        })
    }

    /// The puzzle with this id, if any.
    pub fn get_puzzle(&self, id: i64) -> Result<Option<Puzzle>> {
        self.conn
            .query_row(
                &format!("SELECT {PUZZLE_COLUMNS} FROM visible_puzzles WHERE id = ?1"),
                [id],
                puzzle_from_row,
            )
            .optional()
            .map_err(db_err(&self.db, || format!("reading puzzle {id}")))
    }

    /// The puzzle with this description in this library, if any.
    pub fn find_puzzle(&self, library_id: i64, description: &str) -> Result<Option<Puzzle>> {
        self.conn
            .query_row(
                &format!(
                    "SELECT {PUZZLE_COLUMNS} FROM visible_puzzles WHERE library_id = ?1 AND description = ?2"
                ),
                params![library_id, description],
                puzzle_from_row,
            )
            .optional()
            .map_err(db_err(&self.db, || {
                format!("looking up a puzzle in library {library_id}")
            }))
    }

    /// The puzzles the filter selects, in its order, limited and offset as it says.
    pub fn list_puzzles(&self, filter: &PuzzleFilter) -> Result<Vec<Puzzle>> {
        let mut params = Vec::new();
        let mut sql = format!("SELECT {PUZZLE_COLUMNS} FROM visible_puzzles");
        sql.push_str(&filter.where_sql(&mut params));
        sql.push_str(filter.order_sql());
        if filter.limit.is_some() || filter.offset > 0 {
            sql.push_str(" LIMIT ? OFFSET ?");
            params.push(SqlValue::Integer(filter.limit.map_or(-1, i64::from)));
            params.push(SqlValue::Integer(i64::from(filter.offset)));
        }
        let action = || "listing puzzles".to_owned();
        let mut stmt = self
            .conn
            .prepare_cached(&sql)
            .map_err(db_err(&self.db, action))?;
        let rows = stmt
            .query_map(params_from_iter(params), puzzle_from_row)
            .map_err(db_err(&self.db, action))?;
        rows.collect::<rusqlite::Result<Vec<_>>>()
            .map_err(db_err(&self.db, action))
    }

    /// How many puzzles the filter selects (ignoring its limit and offset).
    pub fn count_puzzles(&self, filter: &PuzzleFilter) -> Result<u64> {
        let mut params = Vec::new();
        let sql = format!(
            "SELECT count(*) FROM visible_puzzles{}",
            filter.where_sql(&mut params)
        );
        let n: i64 = self
            .conn
            .query_row(&sql, params_from_iter(params), |r| r.get(0))
            .map_err(db_err(&self.db, || "counting puzzles".to_owned()))?;
        Ok(n.unsigned_abs())
    }

    /// Deletes a puzzle; returns whether it existed.
    pub fn delete_puzzle(&mut self, id: i64) -> Result<bool> {
        let n = self
            .conn
            .execute(
                "DELETE FROM puzzles WHERE id = ?1 AND id IN (SELECT id FROM visible_puzzles)",
                [id],
            )
            .map_err(db_err(&self.db, || format!("deleting puzzle {id}")))?;
        Ok(n > 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_caps_every_field_and_names_it() {
        let long = |n: usize| "x".repeat(n);
        let cases = [
            ("description", NewPuzzle::new(long(MAX_GAME_ID_BYTES + 1))),
            (
                "name",
                NewPuzzle::new("x").with_name(long(MAX_NAME_CHARS + 1)),
            ),
            (
                "level",
                NewPuzzle::new("x").with_level(long(MAX_LABEL_CHARS + 1)),
            ),
            (
                "source",
                NewPuzzle::new("x").with_source(long(MAX_NOTE_CHARS + 1)),
            ),
            (
                "extra",
                NewPuzzle::new("x").with_extra(Value::String(long(MAX_EXTRA_BYTES))),
            ),
        ];
        for (field, puzzle) in cases {
            match puzzle.check() {
                Err(Error::TooLong { field: named, .. }) => {
                    assert_eq!(named.key, format!("store-field-{field}"))
                }
                other => panic!("{field}: {other:?}"),
            }
        }
        assert!(NewPuzzle::new(long(MAX_GAME_ID_BYTES))
            .with_name(long(MAX_NAME_CHARS))
            .check()
            .is_ok());
    }

    #[test]
    fn check_rejects_bad_puzzles() {
        assert!(NewPuzzle::new("").check().is_err());
        assert!(NewPuzzle::new("x")
            .with_difficulty(f64::NAN)
            .check()
            .is_err());
        assert!(NewPuzzle::new("x").with_difficulty(3.5).check().is_ok());
    }
}
