//! Puzzle libraries: create, get, list, delete, and seeding the built-in ones.
//!
//! A library is a named collection of games of one puzzle. Names are unique per puzzle.
//! Built-in libraries are filled by [`Store::ensure_builtin_library`] at start-up; it remembers
//! a fingerprint of what it seeded, so calling it again with the same data costs one query.

use std::collections::HashMap;

use rusqlite::{params, OptionalExtension, Row, TransactionBehavior};
use serde::{Deserialize, Serialize};

use crate::caps::{check_chars, MAX_LIBRARY_NAME_CHARS, MAX_NOTE_CHARS, MAX_PUZZLE_ID_CHARS};
use puzzle::Words;

use crate::error::{db_err, Error, Result};
use crate::puzzles::{check_all, insert_keyed, NewPuzzle, FIRST_ROW_OF_A_GAME};
use crate::Store;

/// A library to create.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewLibrary {
    /// The puzzle id: "klotski", "lianliankan", "matchstick", "tendrops", "n-puzzle";
    /// `kind` in the previous release, still read.
    #[serde(alias = "kind")]
    pub puzzle: String,
    /// Its name, unique for the puzzle.
    pub name: String,
    /// Free text.
    #[serde(default)]
    pub description: String,
    /// Where its puzzles come from.
    #[serde(default)]
    pub source: String,
}

impl NewLibrary {
    /// A library with a puzzle id and a name, no description or source.
    pub fn new(puzzle: impl Into<String>, name: impl Into<String>) -> NewLibrary {
        NewLibrary {
            puzzle: puzzle.into(),
            name: name.into(),
            description: String::new(),
            source: String::new(),
        }
    }

    fn check(&self) -> Result<()> {
        if self.puzzle.is_empty() {
            return Err(Error::Invalid(Words::new("store-library-no-puzzle")));
        }
        if self.name.is_empty() {
            return Err(Error::Invalid(Words::new("store-library-no-name")));
        }
        check_chars(
            "store-field-library-puzzle",
            &self.puzzle,
            MAX_PUZZLE_ID_CHARS,
        )?;
        check_chars(
            "store-field-library-name",
            &self.name,
            MAX_LIBRARY_NAME_CHARS,
        )?;
        check_chars(
            "store-field-library-description",
            &self.description,
            MAX_NOTE_CHARS,
        )?;
        check_chars("store-field-library-source", &self.source, MAX_NOTE_CHARS)
    }
}

/// A stored library.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct Library {
    /// Row id.
    pub id: i64,
    /// The puzzle id; `kind` in the previous release, still read.
    #[serde(alias = "kind")]
    pub puzzle: String,
    /// Its name.
    pub name: String,
    /// Free text.
    pub description: String,
    /// Where its puzzles come from.
    pub source: String,
    /// Seeded by the program (see [`Store::ensure_builtin_library`]); the UI may treat it as
    /// read-only.
    pub builtin: bool,
    /// When it was created (UTC, RFC 3339).
    pub created: String,
    /// How many puzzles it holds.
    pub puzzle_count: u64,
}

/// What [`Store::ensure_builtin_library`] did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct InstallReport {
    /// The library, as it is now.
    pub library: Library,
    /// The library did not exist and was created.
    pub created: bool,
    /// The seed data was the same as last time; nothing was written.
    pub unchanged: bool,
    /// Puzzles added.
    pub inserted: usize,
    /// Existing puzzles whose name, difficulty, level, source or extra changed.
    pub updated: usize,
    /// Rows of the seed data that are not stored, with why (a game listed twice under one
    /// name, or without a name); every other row is.
    #[serde(default)]
    pub left_out: Vec<LeftOut>,
}

/// A row of a built-in library's seed data that was not stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LeftOut {
    /// Its name, if it has one.
    pub name: Option<String>,
    /// Its game.
    pub description: String,
    /// Why it is not stored.
    pub reason: String,
}

/// The `name_key` of each row of a built-in library's seed data (see
/// [`FIRST_ROW_OF_A_GAME`]): the first row of a game has the first row's key, a later row of
/// the same game its name. A later row without a name, or with the name of an earlier row of
/// its game, is left out (returned with why) rather than dropped without a word.
fn builtin_name_keys(puzzles: &[NewPuzzle]) -> (Vec<(&NewPuzzle, &str)>, Vec<LeftOut>) {
    let mut names_of_game: HashMap<&str, Vec<Option<&str>>> = HashMap::new();
    let mut keyed = Vec::with_capacity(puzzles.len());
    let mut left_out = Vec::new();
    for p in puzzles {
        let name = p.name.as_deref().filter(|n| !n.is_empty());
        let Some(names) = names_of_game.get_mut(p.description.as_str()) else {
            names_of_game.insert(&p.description, vec![name]);
            keyed.push((p, FIRST_ROW_OF_A_GAME));
            continue;
        };
        match name {
            Some(name) if !names.contains(&Some(name)) => {
                names.push(Some(name));
                keyed.push((p, name));
            }
            _ => left_out.push(LeftOut {
                name: name.map(str::to_owned),
                description: p.description.clone(),
                reason: match name {
                    Some(name) => {
                        format!("the library lists this game under the name {name:?} already")
                    }
                    None => "the library lists this game already, and this row has no name to \
                             tell it apart"
                        .to_owned(),
                },
            }),
        }
    }
    (keyed, left_out)
}

const LIBRARY_SELECT: &str = "SELECT id, puzzle, name, description, source, builtin, created, \
     (SELECT count(*) FROM visible_puzzles p WHERE p.library_id = l.id) FROM libraries l";

fn library_from_row(row: &Row<'_>) -> rusqlite::Result<Library> {
    let count: i64 = row.get(7)?;
    Ok(Library {
        id: row.get(0)?,
        puzzle: row.get(1)?,
        name: row.get(2)?,
        description: row.get(3)?,
        source: row.get(4)?,
        builtin: row.get(5)?,
        created: row.get(6)?,
        puzzle_count: count.unsigned_abs(),
    })
}

/// FNV-1a, 64 bits: a stable hash (unlike `std`'s) for the seed fingerprint.
fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

fn fingerprint(library: &NewLibrary, puzzles: &[NewPuzzle]) -> Result<String> {
    let bytes = serde_json::to_vec(&("seed-v1", library, puzzles))
        .map_err(|e| Error::Invalid(Words::new("store-not-serializable").arg("detail", e)))?;
    Ok(format!("{:016x}-{}", fnv1a(&bytes), bytes.len()))
}

impl Store {
    /// Creates an empty library. `Conflict` if the puzzle already has a library of that name.
    pub fn create_library(&mut self, library: &NewLibrary) -> Result<Library> {
        library.check()?;
        let db = &self.db;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(db_err(db, || "starting a transaction".to_owned()))?;
        let existing: Option<i64> = tx
            .query_row(
                "SELECT id FROM libraries WHERE puzzle = ?1 AND name = ?2",
                params![library.puzzle, library.name],
                |r| r.get(0),
            )
            .optional()
            .map_err(db_err(db, || "looking up libraries".to_owned()))?;
        if let Some(id) = existing {
            return Err(Error::Conflict(
                Words::new("store-library-exists")
                    .arg("puzzle", &library.puzzle)
                    .arg("name", &library.name)
                    .arg("id", id),
            ));
        }
        tx.execute(
            "INSERT INTO libraries (puzzle, name, description, source) VALUES (?1, ?2, ?3, ?4)",
            params![
                library.puzzle,
                library.name,
                library.description,
                library.source
            ],
        )
        .map_err(db_err(db, || {
            format!("creating library {:?}", library.name)
        }))?;
        let id = tx.last_insert_rowid();
        let created = tx
            .query_row(
                &format!("{LIBRARY_SELECT} WHERE id = ?1"),
                [id],
                library_from_row,
            )
            .map_err(db_err(db, || format!("reading library {id}")))?;
        tx.commit().map_err(db_err(db, || {
            format!("creating library {:?}", library.name)
        }))?;
        Ok(created)
    }

    /// The library with this id, if any.
    pub fn get_library(&self, id: i64) -> Result<Option<Library>> {
        self.conn
            .query_row(
                &format!("{LIBRARY_SELECT} WHERE id = ?1"),
                [id],
                library_from_row,
            )
            .optional()
            .map_err(db_err(&self.db, || format!("reading library {id}")))
    }

    /// The library of this puzzle with this name, if any.
    pub fn find_library(&self, puzzle: &str, name: &str) -> Result<Option<Library>> {
        self.conn
            .query_row(
                &format!("{LIBRARY_SELECT} WHERE puzzle = ?1 AND name = ?2"),
                params![puzzle, name],
                library_from_row,
            )
            .optional()
            .map_err(db_err(&self.db, || format!("looking up library {name:?}")))
    }

    /// All libraries, or those of one puzzle: by puzzle, built-in ones first, then by name.
    pub fn list_libraries(&self, puzzle: Option<&str>) -> Result<Vec<Library>> {
        let action = || "listing libraries".to_owned();
        let mut stmt = self
            .conn
            .prepare_cached(&format!(
                "{LIBRARY_SELECT} WHERE ?1 IS NULL OR puzzle = ?1 ORDER BY puzzle, builtin DESC, name, id"
            ))
            .map_err(db_err(&self.db, action))?;
        let rows = stmt
            .query_map([puzzle], library_from_row)
            .map_err(db_err(&self.db, action))?;
        rows.collect::<rusqlite::Result<Vec<_>>>()
            .map_err(db_err(&self.db, action))
    }

    /// Deletes a library and all its puzzles; returns whether it existed.
    pub fn delete_library(&mut self, id: i64) -> Result<bool> {
        let n = self
            .conn
            .execute("DELETE FROM libraries WHERE id = ?1", [id])
            .map_err(db_err(&self.db, || format!("deleting library {id}")))?;
        Ok(n > 0)
    }

    /// Makes sure the built-in library `library` exists and holds `puzzles`; idempotent, meant
    /// to be called at every start.
    ///
    /// The first call creates the library (marked `builtin`) and adds the puzzles. Later calls
    /// with the same data do nothing (a stored fingerprint is compared). When the data changed
    /// (a new release), new puzzles are added and existing ones (same description and name
    /// key) get the new name, difficulty, level, source and extra; puzzles no longer in the
    /// list are kept. One game may be listed under several names (each is a row); a row that
    /// repeats a game under a name it already has, or without a name, is not stored and is
    /// listed in the report's `left_out`.
    /// `Conflict` if a user library of the same puzzle and name exists.
    pub fn ensure_builtin_library(
        &mut self,
        library: &NewLibrary,
        puzzles: &[NewPuzzle],
    ) -> Result<InstallReport> {
        library.check()?;
        check_all(puzzles)?;
        let (keyed, left_out) = builtin_name_keys(puzzles);
        let fp = fingerprint(library, puzzles)?;
        let db = &self.db;
        let action = || format!("seeding the built-in library {:?}", library.name);
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(db_err(db, action))?;
        let existing: Option<(i64, bool, Option<String>)> = tx
            .query_row(
                "SELECT id, builtin, fingerprint FROM libraries WHERE puzzle = ?1 AND name = ?2",
                params![library.puzzle, library.name],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .optional()
            .map_err(db_err(db, action))?;
        let (id, created) = match existing {
            Some((id, false, _)) => {
                return Err(Error::Conflict(
                    Words::new("store-library-name-taken")
                        .arg("id", id)
                        .arg("name", &library.name)
                        .arg("puzzle", &library.puzzle),
                ));
            }
            Some((id, true, Some(old))) if old == fp => {
                let library = tx
                    .query_row(
                        &format!("{LIBRARY_SELECT} WHERE id = ?1"),
                        [id],
                        library_from_row,
                    )
                    .map_err(db_err(db, action))?;
                return Ok(InstallReport {
                    library,
                    created: false,
                    unchanged: true,
                    inserted: 0,
                    updated: 0,
                    left_out,
                });
            }
            Some((id, true, _)) => (id, false),
            None => {
                tx.execute(
                    "INSERT INTO libraries (puzzle, name, description, source, builtin) \
                     VALUES (?1, ?2, ?3, ?4, 1)",
                    params![
                        library.puzzle,
                        library.name,
                        library.description,
                        library.source
                    ],
                )
                .map_err(db_err(db, action))?;
                (tx.last_insert_rowid(), true)
            }
        };
        tx.execute(
            "UPDATE libraries SET description = ?2, source = ?3, fingerprint = ?4 WHERE id = ?1",
            params![id, library.description, library.source, fp],
        )
        .map_err(db_err(db, action))?;
        let inserted = insert_keyed(&tx, db, id, &library.puzzle, keyed.iter().copied(), None)?;
        let mut updated = 0;
        if !created && inserted < keyed.len() {
            let mut stmt = tx
                .prepare_cached(
                    "UPDATE puzzles SET name = ?3, difficulty = ?4, level = ?5, source = ?6, extra = ?7 \
                     WHERE library_id = ?1 AND description = ?2 AND name_key = ?8 AND ( \
                       name IS NOT ?3 OR difficulty IS NOT ?4 OR level IS NOT ?5 \
                       OR source IS NOT ?6 OR extra IS NOT ?7)",
                )
                .map_err(db_err(db, action))?;
            for &(p, name_key) in &keyed {
                updated += stmt
                    .execute(params![
                        id,
                        p.description,
                        p.name.as_deref().filter(|s| !s.is_empty()),
                        p.difficulty,
                        p.level.as_deref().filter(|s| !s.is_empty()),
                        p.source,
                        crate::json::to_nullable(&p.extra),
                        name_key,
                    ])
                    .map_err(db_err(db, action))?;
            }
            // Puzzles inserted just now match already and are not counted.
        }
        let library = tx
            .query_row(
                &format!("{LIBRARY_SELECT} WHERE id = ?1"),
                [id],
                library_from_row,
            )
            .map_err(db_err(db, action))?;
        tx.commit().map_err(db_err(db, action))?;
        Ok(InstallReport {
            library,
            created,
            unchanged: false,
            inserted,
            updated,
            left_out,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv_is_stable() {
        // Reference values of FNV-1a 64.
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
