//! Schema version 4 renames the columns to the glossary's words (`kind` to `puzzle`, a game's
//! text `puzzle` to `game`): a database of version 3, with rows in every table, opens,
//! migrates and keeps every row, id and value.

use std::path::Path;

use rusqlite::Connection;
use serde_json::json;
use store::{NewGame, NewRecord, PuzzleFilter, Store};

const GAME: &str = "VCCV/VCCV/VHHV/VSSV/S..S";

/// A database file at `path` as schema version 3 left it (the released scripts 1 to 3),
/// with rows in every table: two libraries, three library rows (one of them hidden by an
/// unfinished import), a saved game, two records and a result.
fn database_of_version_3(path: &Path) {
    const SCRIPTS: [&str; 3] = [
        include_str!("../../src/migrations/0001_initial.sql"),
        include_str!("../../src/migrations/0002_staged_imports.sql"),
        include_str!("../../src/migrations/0003_builtin_names.sql"),
    ];
    let conn = Connection::open(path).expect("raw open");
    for script in SCRIPTS {
        conn.execute_batch(script).expect("an earlier schema");
    }
    conn.execute_batch(&format!(
        "PRAGMA user_version = 3; PRAGMA application_id = {};
         INSERT INTO libraries (id, kind, name, builtin, fingerprint)
             VALUES (1, 'klotski', 'Classics', 1, 'fp'), (2, 'tendrops', 'mine', 0, NULL);
         INSERT INTO puzzles (id, library_id, kind, name, description, difficulty, level, name_key)
             VALUES (7, 1, 'klotski', '横刀立马', '{GAME}', 81, 'hard', ''),
                    (8, 1, 'klotski', '又一名', '{GAME}', 81, 'hard', '又一名');
         INSERT INTO imports (id, library_id) VALUES (1, 2);
         INSERT INTO puzzles (id, library_id, kind, description, import_id)
             VALUES (9, 2, 'tendrops', 'hidden', 1);
         INSERT INTO games (id, kind, puzzle, name, state, moves, created, updated)
             VALUES (5, 'klotski', '{GAME}', 'my try', 'S', '[1,2]', 't0', 't1');
         INSERT INTO records (id, kind, puzzle, metric, value, who, details)
             VALUES (3, 'klotski', '{GAME}', 'cost', 81, 'ann', '{{\"moves\":[]}}'),
                    (4, 'klotski', '{GAME}', 'cost-with-help', 90, NULL, NULL);
         INSERT INTO results (kind, key, value) VALUES ('klotski', 'census', '{{\"n\":1}}');",
        store::APPLICATION_ID
    ))
    .expect("the version 3 data");
}

fn columns(conn: &Connection, table: &str) -> Vec<String> {
    let mut stmt = conn
        .prepare(&format!("SELECT name FROM pragma_table_info('{table}')"))
        .expect("prepare");
    stmt.query_map([], |r| r.get(0))
        .expect("query")
        .collect::<rusqlite::Result<_>>()
        .expect("columns")
}

#[test]
fn a_database_of_schema_version_3_is_migrated_and_keeps_every_row() {
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("v3.db");
    database_of_version_3(&path);
    let mut s = Store::open(&path).expect("open and migrate");
    assert_eq!(s.schema_version().expect("version"), store::SCHEMA_VERSION);

    let libraries = s.list_libraries(None).expect("libraries");
    let named: Vec<(i64, &str, &str, u64)> = libraries
        .iter()
        .map(|l| (l.id, l.puzzle.as_str(), l.name.as_str(), l.puzzle_count))
        .collect();
    assert_eq!(
        named,
        [(1, "klotski", "Classics", 2), (2, "tendrops", "mine", 0)]
    );
    let rows = s
        .list_puzzles(&PuzzleFilter {
            puzzle: Some("klotski".into()),
            ..PuzzleFilter::default()
        })
        .expect("rows");
    let rows: Vec<(i64, &str, Option<&str>)> = rows
        .iter()
        .map(|p| (p.id, p.puzzle.as_str(), p.name.as_deref()))
        .collect();
    assert_eq!(
        rows,
        [
            (7, "klotski", Some("横刀立马")),
            (8, "klotski", Some("又一名"))
        ]
    );
    // The unfinished import stays hidden, and is still undone as before.
    assert!(s.get_puzzle(9).expect("get").is_none());
    assert_eq!(
        s.undo_abandoned_imports(std::time::Duration::ZERO)
            .expect("undo"),
        1
    );

    let game = s.load_game(5).expect("load").expect("kept");
    assert_eq!(
        (game.puzzle.as_str(), game.game.as_str(), game.name.as_str()),
        ("klotski", GAME, "my try")
    );
    assert_eq!((game.moves, game.created.as_str()), (json!([1, 2]), "t0"));
    assert_eq!(s.list_games(Some("klotski")).expect("list").len(), 1);

    let record = s
        .get_record("klotski", GAME, "cost")
        .expect("get")
        .expect("kept");
    assert_eq!(
        (record.id, record.value, record.who.as_deref()),
        (3, 81, Some("ann"))
    );
    assert_eq!(record.details, json!({"moves": []}));
    assert_eq!(
        s.list_records("klotski", Some(GAME)).expect("list").len(),
        2
    );
    let result = s
        .get_result("klotski", "census")
        .expect("get")
        .expect("kept");
    assert_eq!(result.value, json!({"n": 1}));

    // The unique keys still hold under the new names: a worse record is not stored, the
    // same library name is refused, and new rows go in.
    let outcome = s
        .submit_record(&NewRecord {
            puzzle: "klotski".into(),
            game: GAME.into(),
            metric: "cost".into(),
            value: 90,
            who: None,
            details: serde_json::Value::Null,
        })
        .expect("submit");
    assert!(!outcome.improved);
    assert!(s
        .create_library(&store::NewLibrary::new("tendrops", "mine"))
        .is_err());
    s.save_game(&NewGame {
        puzzle: "tendrops".into(),
        game: "g".into(),
        name: String::new(),
        state: "g".into(),
        moves: json!([]),
    })
    .expect("save");
    drop(s);

    let conn = Connection::open(&path).expect("raw open");
    assert_eq!(
        columns(&conn, "games")[..3],
        ["id".to_owned(), "puzzle".into(), "game".into()]
    );
    assert_eq!(
        columns(&conn, "records")[..3],
        ["id".to_owned(), "puzzle".into(), "game".into()]
    );
    for table in ["libraries", "puzzles", "results", "visible_puzzles"] {
        let names = columns(&conn, table);
        assert!(names.contains(&"puzzle".to_owned()), "{table}: {names:?}");
        assert!(!names.contains(&"kind".to_owned()), "{table}: {names:?}");
    }
    let indexes: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND name NOT LIKE 'sqlite%' ORDER BY name")
        .expect("prepare")
        .query_map([], |r| r.get(0))
        .expect("query")
        .collect::<rusqlite::Result<_>>()
        .expect("indexes");
    assert_eq!(
        indexes,
        [
            "games_by_puzzle_updated",
            "puzzles_by_library_difficulty",
            "puzzles_by_library_import",
            "puzzles_by_puzzle_difficulty"
        ]
    );
    let check: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .expect("integrity_check");
    assert_eq!(check, "ok");
}
