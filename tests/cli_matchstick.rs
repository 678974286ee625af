//! `puzzlelab matchstick library ...` end to end on a database file: add (solved and rated),
//! list by level, export, remove, and the built-in libraries staying read-only.

#[path = "support/cli.rs"]
mod cli_support;

use std::process::Output;

use cli_support::{stderr, stdout};

fn puzzlelab(db: &std::path::Path, args: &[&str]) -> Output {
    let db = db.to_str().expect("UTF-8 path");
    let mut all = vec!["--db", db];
    all.extend_from_slice(args);
    cli_support::puzzlelab(&all)
}

fn listed(db: &std::path::Path, args: &[&str]) -> Vec<serde_json::Value> {
    let mut all = vec!["matchstick", "library", "list", "--json"];
    all.extend_from_slice(args);
    let out = puzzlelab(db, &all);
    assert!(out.status.success(), "{}", stderr(&out));
    let value: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    value["puzzles"].as_array().cloned().unwrap_or_default()
}

#[test]
fn add_list_export_and_remove() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lab.db");
    let out = puzzlelab(&db, &["matchstick", "library", "add", "7+3=9", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let added: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(added["extra"]["answers"], serde_json::json!(["7+2=9"]));
    let level = added["level"].as_str().expect("rated").to_string();
    let id = added["id"].as_i64().expect("id").to_string();

    let mine = listed(&db, &["--library", "mine", "--level", &level]);
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0]["description"], "7+3=9");

    let csv = dir.path().join("mine.csv");
    let out = puzzlelab(
        &db,
        &["matchstick", "library", "export", csv.to_str().unwrap()],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(&csv).unwrap();
    assert!(text.contains("7+3=9"), "{text}");

    let out = puzzlelab(&db, &["matchstick", "library", "remove", &id]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(listed(&db, &["--library", "mine"]).is_empty());
}

#[test]
fn built_in_puzzles_cannot_be_removed() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lab.db");
    let seed = listed(&db, &["--library", "seed report"]);
    assert_eq!(seed.len(), 15);
    let id = seed[0]["id"].as_i64().unwrap().to_string();
    let out = puzzlelab(&db, &["matchstick", "library", "remove", &id]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("read-only"), "{}", stderr(&out));
    assert_eq!(listed(&db, &["--library", "seed report"]).len(), 15);
}

#[test]
fn imported_puzzles_are_solved_and_rated() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lab.db");
    let csv = dir.path().join("in.csv");
    std::fs::write(
        &csv,
        "name,description,difficulty,level,source,extra\n\
         mine,7+3=9,,,,\"{\"\"answers\"\": [\"\"1+1=2\"\"]}\"\n\
         ,6+4=4,,high,,\n",
    )
    .unwrap();
    let out = puzzlelab(
        &db,
        &["matchstick", "library", "import", csv.to_str().unwrap()],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("2 added"), "{}", stdout(&out));
    let rows = listed(&db, &["--library", "mine"]);
    let seven = rows.iter().find(|p| p["description"] == "7+3=9").unwrap();
    assert_eq!(seven["extra"]["answers"], serde_json::json!(["7+2=9"]));
    assert!(seven["level"].is_string());
    let six = rows.iter().find(|p| p["description"] == "6+4=4").unwrap();
    assert_eq!(six["level"], "high", "the file's level is kept");
    let expected = matchstick::solve(
        &matchstick::parse("6+4=4", &matchstick::Rules::default()).unwrap(),
        &matchstick::Rules::default(),
        matchstick::PuzzleKind::Move,
        1,
        &search::Limits::none(),
    );
    assert_eq!(
        six["extra"]["answers"],
        serde_json::json!(expected.solutions)
    );
}
