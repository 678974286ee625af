//! `puzzlelab library ...` end to end on a database file, the same for every puzzle: make a
//! library of your own, add games (checked, made canonical and rated), show them by level,
//! export, import (ratings recomputed, the file's levels kept), remove, and built-in
//! libraries staying read-only.

#[path = "support/cli.rs"]
mod cli_support;

use std::path::Path;
use std::process::Output;

use cli_support::{stderr, stdout};
use serde_json::Value;

fn puzzlelab(db: &Path, args: &[&str]) -> Output {
    let db = db.to_str().expect("UTF-8 path");
    let mut all = vec!["--db", db];
    all.extend_from_slice(args);
    cli_support::puzzlelab(&all)
}

fn json(db: &Path, args: &[&str]) -> Value {
    let out = puzzlelab(db, args);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    serde_json::from_str(&stdout(&out)).expect("one JSON object")
}

fn create(db: &Path, puzzle: &str, name: &str) -> String {
    let made = json(
        db,
        &[
            "library", "create", "--puzzle", puzzle, "--name", name, "--json",
        ],
    );
    made["library"]["id"].to_string()
}

fn shown(db: &Path, id: &str, extra: &[&str]) -> Vec<Value> {
    let mut args = vec!["library", "show", id, "--json"];
    args.extend_from_slice(extra);
    json(db, &args)["puzzles"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

#[test]
fn every_puzzle_adds_its_example_canonical_and_rated() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lab.db");
    for puzzle in registry::all().iter() {
        let info = puzzle.info();
        let id = create(&db, info.id, "mine");
        let added = json(&db, &["library", "add", &id, info.example, "--json"]);
        let canonical = puzzle.canonical(info.example).unwrap();
        assert_eq!(
            added["puzzle"]["description"],
            canonical.as_str(),
            "{}",
            info.id
        );
        let level = added["puzzle"]["level"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        assert!(
            info.difficulties.contains(&level.as_str()),
            "{}: {added}",
            info.id
        );
        assert!(added["puzzle"]["difficulty"].is_number(), "{}", info.id);
        assert!(
            added["puzzle"]["extra"]["rating"]["why"].is_array(),
            "{}",
            info.id
        );
        assert_eq!(
            shown(&db, &id, &["--level", &level]).len(),
            1,
            "{}",
            info.id
        );
        // a bad game ID is refused with its place, and nothing is stored
        let out = puzzlelab(&db, &["library", "add", &id, "x;nosuchrule=1"]);
        assert!(!out.status.success(), "{}", info.id);
        assert!(
            stderr(&out).contains("line 1"),
            "{}: {}",
            info.id,
            stderr(&out)
        );
        assert_eq!(shown(&db, &id, &[]).len(), 1, "{}", info.id);
    }
}

#[test]
fn add_show_export_and_remove() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lab.db");
    let id = create(&db, "matchstick", "mine");
    let added = json(&db, &["library", "add", &id, "7+3=9", "--json"]);
    assert_eq!(
        added["puzzle"]["extra"]["rating"]["detail"]["answers"],
        serde_json::json!(["7+2=9"])
    );
    let puzzle_id = added["puzzle"]["id"].to_string();

    let csv = dir.path().join("mine.csv");
    let out = puzzlelab(
        &db,
        &["library", "export", &id, "--output", csv.to_str().unwrap()],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(&csv).unwrap();
    assert!(text.contains("7+3=9"), "{text}");

    let out = puzzlelab(&db, &["library", "remove", &id, &puzzle_id]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(shown(&db, &id, &[]).is_empty());
}

#[test]
fn built_in_libraries_are_read_only() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lab.db");
    // `--kind`, the previous release's name of `--puzzle`, is still accepted
    let libraries = json(&db, &["library", "list", "--kind", "matchstick", "--json"]);
    let report = libraries["libraries"]
        .as_array()
        .and_then(|l| l.iter().find(|l| l["name"] == "seed report"))
        .cloned()
        .expect("the seed report's library is built in");
    let id = report["id"].to_string();
    let puzzles = shown(&db, &id, &[]);
    assert_eq!(puzzles.len(), 15);
    let first = puzzles[0]["id"].to_string();
    let out = puzzlelab(&db, &["library", "remove", &id, &first]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("built in"), "{}", stderr(&out));
    let out = puzzlelab(&db, &["library", "add", &id, "7+3=9"]);
    assert!(!out.status.success());
    assert_eq!(shown(&db, &id, &[]).len(), 15);
}

#[test]
fn imported_games_are_rated_and_keep_the_file_level() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lab.db");
    let id = create(&db, "matchstick", "mine");
    let csv = dir.path().join("in.csv");
    std::fs::write(
        &csv,
        "name,description,difficulty,level,source,extra\n\
         mine,7+3=9,,,,\"{\"\"rating\"\": {\"\"level\"\": \"\"fake\"\"}}\"\n\
         ,6+4=4,,high,,\n",
    )
    .unwrap();
    let out = puzzlelab(&db, &["library", "import", &id, csv.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("imported 2 of 2"), "{}", stdout(&out));
    let rows = shown(&db, &id, &[]);
    let seven = rows.iter().find(|p| p["description"] == "7+3=9").unwrap();
    assert_eq!(
        seven["extra"]["rating"]["detail"]["answers"],
        serde_json::json!(["7+2=9"]),
        "the file's rating is not trusted"
    );
    assert_ne!(seven["extra"]["rating"]["level"], "fake");
    let six = rows.iter().find(|p| p["description"] == "6+4=4").unwrap();
    assert_eq!(six["level"], "high", "the file's level is kept");

    // a bad row stops the import, with its line, and nothing is stored
    std::fs::write(&csv, "description\n1+1=2\n7+3=\n").unwrap();
    let out = puzzlelab(&db, &["library", "import", &id, csv.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("line 3"), "{}", stderr(&out));
    assert_eq!(shown(&db, &id, &[]).len(), 2);
}
