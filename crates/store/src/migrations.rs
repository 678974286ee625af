//! Schema versions: the ordered list of migrations and the code that applies them.
//!
//! The schema version lives in `PRAGMA user_version`; `PRAGMA application_id` is set to
//! [`APPLICATION_ID`] so a Puzzle Lab database can be told from any other SQLite file.
//! Migration `n` takes the schema from version `n - 1` to `n`. Each one runs in its own
//! `BEGIN IMMEDIATE` transaction together with the update of `user_version`, so a crash leaves
//! the database at the previous version, never half-migrated.
//!
//! To change the schema, append a migration (never edit a released one) and add a test that
//! opens a database of the previous version.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, TransactionBehavior};

use puzzle::Words;

use crate::error::{db_err, Error, Result};

/// `PRAGMA application_id` of every Puzzle Lab database: the ASCII bytes "PZLB".
pub const APPLICATION_ID: i32 = 0x505A_4C42;

/// One step of the schema history.
#[derive(Debug, Clone, Copy)]
pub struct Migration {
    /// The schema version after this migration (1, 2, ...).
    pub version: i64,
    /// What it does, for error messages.
    pub summary: &'static str,
    /// The SQL script.
    pub sql: &'static str,
}

/// All migrations, oldest first. Versions are 1, 2, 3, ... without gaps.
pub const MIGRATIONS: &[Migration] = &[
    Migration {
        version: 1,
        summary: "create libraries, puzzles, games, records and results",
        sql: include_str!("migrations/0001_initial.sql"),
    },
    Migration {
        version: 2,
        summary: "stage imports: imports, puzzles.import_id, visible_puzzles",
        sql: include_str!("migrations/0002_staged_imports.sql"),
    },
    Migration {
        version: 3,
        summary: "key puzzles by library, game and name_key: a built-in library may list one game under several names",
        sql: include_str!("migrations/0003_builtin_names.sql"),
    },
    Migration {
        version: 4,
        summary: "name a puzzle's id `puzzle` (was `kind`) and a game's text `game` (was `puzzle`)",
        sql: include_str!("migrations/0004_puzzle_and_game.sql"),
    },
];

/// The schema version this build creates and understands.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// The header fields that identify a database.
#[derive(Debug, Clone)]
pub(crate) struct Identity {
    pub application_id: i32,
    pub user_version: i64,
    /// Names of the tables, views, indexes and triggers in the schema, "type name" each.
    pub objects: Vec<String>,
}

impl Identity {
    /// Reads the identity through SQLite (so it sees committed data still in the WAL).
    pub fn read(conn: &Connection) -> rusqlite::Result<Identity> {
        let application_id: i32 = conn.pragma_query_value(None, "application_id", |r| r.get(0))?;
        let user_version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
        let mut stmt = conn.prepare(
            "SELECT type || ' ' || name FROM sqlite_schema \
             WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name",
        )?;
        let objects = stmt
            .query_map([], |r| r.get::<_, String>(0))?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(Identity {
            application_id,
            user_version,
            objects,
        })
    }

    /// True for a database nobody has written a schema into yet.
    pub fn is_blank(&self) -> bool {
        self.application_id == 0 && self.objects.is_empty()
    }

    /// Explains why this is not a Puzzle Lab database.
    pub fn foreign_reason(&self) -> String {
        const SHOWN: usize = 8;
        let mut tables: Vec<&str> = self
            .objects
            .iter()
            .filter_map(|o| o.strip_prefix("table "))
            .collect();
        let more = tables.len().saturating_sub(SHOWN);
        tables.truncate(SHOWN);
        let mut list = tables.join(", ");
        if more > 0 {
            list.push_str(&format!(" and {more} more"));
        }
        if list.is_empty() {
            list = "no tables".to_owned();
        } else {
            list = format!("tables {list}");
        }
        format!(
            "it belongs to another application: application_id {:#010x}, user_version {}, {list}",
            self.application_id, self.user_version
        )
    }
}

/// Checks the identity before anything is written: ours and not too new, or blank.
pub(crate) fn check_identity(id: &Identity, path: &Path, known: i64) -> Result<()> {
    if id.application_id == APPLICATION_ID {
        if id.user_version > known {
            return Err(Error::TooNew {
                path: path.to_owned(),
                found: id.user_version,
                known,
            });
        }
        Ok(())
    } else if id.is_blank() {
        Ok(())
    } else {
        Err(Error::Foreign {
            path: path.to_owned(),
            reason: id.foreign_reason(),
        })
    }
}

/// Brings the database up to the last of `migrations`, one transaction per migration.
///
/// The identity is checked again inside each transaction (another process may have written the
/// file since it was inspected). Returns the final schema version.
pub(crate) fn apply(
    conn: &mut Connection,
    migrations: &[Migration],
    db: &str,
    path: Option<&Path>,
) -> Result<i64> {
    let display_path = path.map_or_else(|| PathBuf::from(db), Path::to_owned);
    let known = migrations.last().map_or(0, |m| m.version);
    for (i, m) in migrations.iter().enumerate() {
        if m.version != i as i64 + 1 {
            return Err(Error::Invalid(
                Words::new("store-migrations-out-of-order")
                    .arg("entry", i + 1)
                    .arg("version", m.version),
            ));
        }
        let tx = conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(db_err(db, || "starting a migration transaction".to_owned()))?;
        let id =
            Identity::read(&tx).map_err(db_err(db, || "reading the schema version".to_owned()))?;
        check_identity(&id, &display_path, known)?;
        // A blank database may carry any user_version; its schema is still version 0.
        let current = if id.application_id == APPLICATION_ID {
            id.user_version
        } else {
            0
        };
        if current >= m.version {
            continue; // the transaction rolls back on drop; nothing was written
        }
        let action = || format!("applying migration {} ({})", m.version, m.summary);
        tx.execute_batch(m.sql).map_err(db_err(db, action))?;
        tx.pragma_update(None, "user_version", m.version)
            .map_err(db_err(db, action))?;
        tx.pragma_update(None, "application_id", APPLICATION_ID)
            .map_err(db_err(db, action))?;
        tx.commit().map_err(db_err(db, action))?;
    }
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(db_err(db, || "reading the schema version".to_owned()))?;
    Ok(version)
}

#[cfg(test)]
mod tests {
    use super::*;

    const V2: Migration = Migration {
        version: 2,
        summary: "test: add a notes table",
        sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL);",
    };

    #[test]
    fn versions_are_consecutive() {
        for (i, m) in MIGRATIONS.iter().enumerate() {
            assert_eq!(m.version, i as i64 + 1);
        }
        assert_eq!(SCHEMA_VERSION, MIGRATIONS.len() as i64);
    }

    #[test]
    fn application_id_spells_pzlb() {
        assert_eq!(&APPLICATION_ID.to_be_bytes(), b"PZLB");
    }

    #[test]
    fn applies_in_order_and_keeps_data() -> Result<()> {
        let mut conn = Connection::open_in_memory().map_err(db_err("t", String::new))?;
        assert_eq!(apply(&mut conn, MIGRATIONS, "t", None)?, SCHEMA_VERSION);
        conn.execute(
            "INSERT INTO libraries (puzzle, name) VALUES ('klotski', 'mine')",
            [],
        )
        .map_err(db_err("t", String::new))?;
        let mut more = MIGRATIONS.to_vec();
        more.push(Migration {
            version: SCHEMA_VERSION + 1,
            ..V2
        });
        assert_eq!(apply(&mut conn, &more, "t", None)?, SCHEMA_VERSION + 1);
        let n: i64 = conn
            .query_row("SELECT count(*) FROM libraries", [], |r| r.get(0))
            .map_err(db_err("t", String::new))?;
        assert_eq!(n, 1);
        // Applying again is a no-op.
        assert_eq!(apply(&mut conn, &more, "t", None)?, SCHEMA_VERSION + 1);
        // And the older list now refuses the newer database.
        let err = apply(&mut conn, MIGRATIONS, "t", None).err();
        assert!(matches!(err, Some(Error::TooNew { .. })), "{err:?}");
        Ok(())
    }

    #[test]
    fn failing_migration_rolls_back() -> Result<()> {
        let mut conn = Connection::open_in_memory().map_err(db_err("t", String::new))?;
        let broken = [
            MIGRATIONS[0],
            Migration {
                version: 2,
                summary: "broken",
                sql: "CREATE TABLE half (x); THIS IS NOT SQL;",
            },
        ];
        let err = apply(&mut conn, &broken, "t", None).err();
        assert!(matches!(err, Some(Error::Sqlite { .. })), "{err:?}");
        let version: i64 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .map_err(db_err("t", String::new))?;
        assert_eq!(version, 1);
        let half: i64 = conn
            .query_row(
                "SELECT count(*) FROM sqlite_schema WHERE name = 'half'",
                [],
                |r| r.get(0),
            )
            .map_err(db_err("t", String::new))?;
        assert_eq!(half, 0);
        Ok(())
    }

    /// Migration 4 renames columns in five tables; when it fails half-way the database is
    /// left at version 3 with its old columns and every row, and migrates later.
    #[test]
    fn a_failed_rename_leaves_version_3_whole() -> Result<()> {
        let mut conn = Connection::open_in_memory().map_err(db_err("t", String::new))?;
        assert_eq!(apply(&mut conn, &MIGRATIONS[..3], "t", None)?, 3);
        conn.execute_batch(
            "INSERT INTO libraries (kind, name) VALUES ('klotski', 'mine');
             INSERT INTO puzzles (library_id, kind, description) VALUES (1, 'klotski', 'x');
             INSERT INTO games (kind, puzzle, state) VALUES ('klotski', 'x', 'x');
             INSERT INTO records (kind, puzzle, metric, value) VALUES ('klotski', 'x', 'cost', 1);
             INSERT INTO results (kind, key, value) VALUES ('klotski', 'k', '1');",
        )
        .map_err(db_err("t", String::new))?;
        let fails_at_the_end = format!(
            "{}
THIS IS NOT SQL;",
            MIGRATIONS[3].sql
        );
        let broken = [
            MIGRATIONS[0],
            MIGRATIONS[1],
            MIGRATIONS[2],
            Migration {
                sql: Box::leak(fails_at_the_end.into_boxed_str()),
                ..MIGRATIONS[3]
            },
        ];
        let err = apply(&mut conn, &broken, "t", None).err();
        assert!(matches!(err, Some(Error::Sqlite { .. })), "{err:?}");
        let version: i64 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .map_err(db_err("t", String::new))?;
        assert_eq!(version, 3);
        // the rows of every table, counted under a name for the puzzle id and one for the game
        let rows_named = |conn: &Connection, puzzle: &str, game: &str| -> Result<i64> {
            conn.query_row(
                &format!(
                    "SELECT (SELECT count(*) FROM games WHERE {puzzle} = 'klotski' AND {game} = 'x') \
                          + (SELECT count(*) FROM records WHERE {puzzle} = 'klotski' AND {game} = 'x') \
                          + (SELECT count(*) FROM libraries WHERE {puzzle} = 'klotski') \
                          + (SELECT count(*) FROM visible_puzzles WHERE {puzzle} = 'klotski') \
                          + (SELECT count(*) FROM results WHERE {puzzle} = 'klotski')"
                ),
                [],
                |r| r.get(0),
            )
            .map_err(db_err("t", String::new))
        };
        assert_eq!(rows_named(&conn, "kind", "puzzle")?, 5);
        assert_eq!(apply(&mut conn, MIGRATIONS, "t", None)?, SCHEMA_VERSION);
        assert_eq!(rows_named(&conn, "puzzle", "game")?, 5);
        Ok(())
    }

    #[test]
    fn refuses_foreign_schema() {
        let mut conn = match Connection::open_in_memory() {
            Ok(c) => c,
            Err(e) => panic!("{e}"),
        };
        if let Err(e) = conn.execute_batch("CREATE TABLE theirs (x);") {
            panic!("{e}");
        }
        let err = apply(&mut conn, MIGRATIONS, "t", None).err();
        match err {
            Some(Error::Foreign { reason, .. }) => assert!(reason.contains("theirs"), "{reason}"),
            other => panic!("expected Foreign, got {other:?}"),
        }
    }
}
