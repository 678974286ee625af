//! CSV and JSON import/export: round trips through the store, row-numbered errors, proptest.

use proptest::prelude::*;
use serde_json::{json, Value};
use store::exchange::{accept_any, read_csv, read_json, write_csv};
use store::{Error, Format, NewLibrary, NewPuzzle, PuzzleFilter, Store};

use crate::tricky_puzzles;

fn store_with(puzzle: &str, puzzles: &[NewPuzzle]) -> (Store, i64) {
    let mut s = Store::open_in_memory().expect("store");
    let lib = s
        .create_library(&NewLibrary {
            puzzle: puzzle.into(),
            name: "华容道, \"exported\"".into(),
            description: "line one\nline two".into(),
            source: "tests".into(),
        })
        .expect("library");
    s.add_puzzles(lib.id, puzzles).expect("add");
    (s, lib.id)
}

fn contents(s: &Store, library_id: i64) -> Vec<NewPuzzle> {
    s.list_puzzles(&PuzzleFilter {
        library_id: Some(library_id),
        ..PuzzleFilter::default()
    })
    .expect("list")
    .iter()
    .map(|p| p.to_new())
    .collect()
}

fn round_trip(format: Format) {
    let puzzles = tricky_puzzles();
    let (mut s, lib) = store_with("klotski", &puzzles);
    let mut out = Vec::new();
    s.export(lib, format, &mut out).expect("export");
    let other = s
        .create_library(&NewLibrary::new("klotski", "imported"))
        .expect("library")
        .id;
    let report = s
        .import(other, format, out.as_slice(), accept_any)
        .expect("import");
    assert_eq!(
        (report.rows, report.inserted, report.duplicates),
        (puzzles.len(), puzzles.len(), 0)
    );
    assert_eq!(contents(&s, other), contents(&s, lib));
    assert_eq!(contents(&s, other), puzzles);
    // Importing the same file again adds nothing.
    let again = s
        .import(other, format, out.as_slice(), accept_any)
        .expect("import again");
    assert_eq!((again.inserted, again.duplicates), (0, puzzles.len()));
}

#[test]
fn csv_round_trip_through_the_store() {
    round_trip(Format::Csv);
}

#[test]
fn json_round_trip_through_the_store() {
    round_trip(Format::Json);
}

#[test]
fn json_export_carries_the_library() {
    let (s, lib) = store_with("matchstick", &[NewPuzzle::new("7+3=9")]);
    let mut out = Vec::new();
    s.export(lib, Format::Json, &mut out).expect("export");
    let file = read_json(out.as_slice(), accept_any).expect("read");
    let new = file.new_library().expect("names puzzle and name");
    assert_eq!(new.puzzle, "matchstick");
    assert_eq!(new.name, "华容道, \"exported\"");
    assert_eq!(new.description, "line one\nline two");
    let v: Value = serde_json::from_slice(&out).expect("json");
    assert_eq!(v["format"], "puzzlelab-library");
    assert_eq!(v["version"], 2);
    assert_eq!(v["puzzle"], "matchstick");
    assert!(
        v.get("kind").is_none(),
        "written with the new name only: {v}"
    );
}

/// A library file of the previous release (version 1) names the puzzle id `kind`; it is still
/// read, and so is `kind` in a version 2 file.
#[test]
fn json_files_of_version_1_still_read() {
    for version in [1, 2] {
        let text = json!({
            "format": "puzzlelab-library", "version": version, "kind": "matchstick",
            "name": "old", "puzzles": [{"description": "7+3=9"}]
        })
        .to_string();
        let file = read_json(text.as_bytes(), accept_any).expect("an old file");
        assert_eq!(file.puzzle.as_deref(), Some("matchstick"));
        let new = file.new_library().expect("names puzzle and name");
        assert_eq!(
            (new.puzzle.as_str(), new.name.as_str()),
            ("matchstick", "old")
        );
    }
    let (mut s, lib) = store_with("matchstick", &[]);
    let old = r#"{"format": "puzzlelab-library", "version": 1, "kind": "matchstick",
        "puzzles": [{"description": "7+3=9"}]}"#;
    let report = s
        .import(lib, Format::Json, old.as_bytes(), accept_any)
        .expect("import an old file");
    assert_eq!(report.inserted, 1);
}

#[test]
fn csv_export_looks_as_documented() {
    let mut out = Vec::new();
    write_csv(
        &mut out,
        &[NewPuzzle::new("7+3=9")
            .with_level("low")
            .with_difficulty(1.5)
            .with_extra(json!({"n": 2}))],
    )
    .expect("write");
    let text = String::from_utf8(out).expect("utf-8");
    assert_eq!(
        text,
        "\u{feff}name,description,difficulty,level,source,extra\n,7+3=9,1.5,low,,\"{\"\"n\"\":2}\"\n"
    );
}

#[test]
fn csv_columns_in_any_order_with_bom_and_only_description() {
    let text = "\u{feff}Description,LEVEL\n7+3=9,low\n6-5=17,\n";
    let ps = read_csv(text.as_bytes(), accept_any).expect("read");
    assert_eq!(
        ps,
        vec![
            NewPuzzle::new("7+3=9").with_level("low"),
            NewPuzzle::new("6-5=17")
        ]
    );
    let only = read_csv("description\n\"a\nb\"\n".as_bytes(), accept_any).expect("read");
    assert_eq!(only, vec![NewPuzzle::new("a\nb")]);
}

#[test]
fn csv_errors_name_their_lines_and_nothing_is_imported() {
    let text = concat!(
        "name,description,difficulty,level,source,extra\n", // line 1
        "ok,7+3=9,1,low,,\n",                               // line 2
        "multi,\"4 4\n1 2\n2 1\",2,,,\n",                   // lines 3-5
        "bad difficulty,1+1=3,hard,,,\n",                   // line 6
        "bad extra,2+2=5,1,,,{nope}\n",                     // line 7
        "empty,,1,,,\n",                                    // line 8
        "dup,7+3=9,1,,,\n",                                 // line 9
        "rejected,9=9=9,1,,,\n",                            // line 10
        "short,1+2=4\n",                                    // line 11
        "infinite,3+3=7,inf,,,\n",                          // line 12
    );
    let validate = |d: &str| {
        if d.matches('=').count() > 1 {
            Err(puzzle::Words::new("as-written").arg("text", "more than one '='"))
        } else {
            Ok(())
        }
    };
    let errs = read_csv(text.as_bytes(), validate).expect_err("errors");
    let lines: Vec<Option<u64>> = errs.errors.iter().map(|e| e.line).collect();
    assert_eq!(lines, [6, 7, 8, 9, 10, 11, 12].map(Some), "{errs}");
    let msg = errs.to_string();
    assert!(
        msg.starts_with("the import file has 7 problems; nothing was imported:"),
        "{msg}"
    );
    assert!(
        msg.contains("line 6: the difficulty “hard” is not a number"),
        "{msg}"
    );
    assert!(
        msg.contains("line 7: the extra column is not valid JSON"),
        "{msg}"
    );
    assert!(msg.contains("line 8: the game ID is empty"), "{msg}");
    assert!(msg.contains("line 9: the same game as line 2"), "{msg}");
    assert!(
        msg.contains("line 10: the game ID is not valid: more than one '='"),
        "{msg}"
    );
    assert!(
        msg.contains("line 12: the difficulty inf is not a finite number"),
        "{msg}"
    );

    let (mut s, lib) = store_with("matchstick", &[]);
    let err = s
        .import(lib, Format::Csv, text.as_bytes(), validate)
        .expect_err("refused");
    assert!(matches!(err, Error::Import(_)), "{err:?}");
    assert_eq!(s.count_puzzles(&PuzzleFilter::default()).expect("count"), 0);
}

#[test]
fn csv_header_problems() {
    let e = read_csv("nme,description\nx,y\n".as_bytes(), accept_any).expect_err("unknown");
    assert!(
        e.to_string().contains("line 1: unknown column “nme”"),
        "{e}"
    );
    let e = read_csv("name,level\nx,y\n".as_bytes(), accept_any).expect_err("missing");
    assert!(e.to_string().contains("no description column"), "{e}");
    let e = read_csv("".as_bytes(), accept_any).expect_err("empty");
    assert!(e.to_string().contains("no description column"), "{e}");
    let e = read_csv("description,Description\nx,y\n".as_bytes(), accept_any).expect_err("twice");
    assert!(e.to_string().contains("appears twice"), "{e}");
    let bad_utf8: &[u8] = b"description\n\xff\xfe\n";
    let e = read_csv(bad_utf8, accept_any).expect_err("utf-8");
    assert_eq!(e.errors[0].line, Some(2), "{e}");
}

#[test]
fn json_errors_name_their_entries() {
    let text = json!({
        "format": "puzzlelab-library",
        "kind": "matchstick",
        "puzzles": [
            {"description": "7+3=9", "level": "low"},
            {"description": "1+1=3", "difficulty": "hard"},
            {"descripton": "typo"},
            {"description": ""},
            {"description": "7+3=9"}
        ]
    })
    .to_string();
    let e = read_json(text.as_bytes(), accept_any).expect_err("errors");
    let entries: Vec<Option<usize>> = e.errors.iter().map(|r| r.entry).collect();
    assert_eq!(entries, [Some(2), Some(3), Some(4), Some(5)], "{e}");
    let msg = e.to_string();
    assert!(
        msg.contains("puzzle #3: the entry is not a puzzle: unknown field `descripton`"),
        "{msg}"
    );
    assert!(
        msg.contains("puzzle #5: the same game as puzzle #1"),
        "{msg}"
    );

    let e =
        read_json("{\n  \"puzzles\": [\n    {,}\n]}".as_bytes(), accept_any).expect_err("syntax");
    assert_eq!(e.errors[0].line, Some(3), "{e}");
    let e = read_json(
        r#"{"format": "other", "puzzles": []}"#.as_bytes(),
        accept_any,
    )
    .expect_err("tag");
    assert!(e.to_string().contains("“other”"), "{e}");
    let e =
        read_json(r#"{"version": 99, "puzzles": []}"#.as_bytes(), accept_any).expect_err("version");
    assert!(e.to_string().contains("version 99"), "{e}");
    let e = read_json("42".as_bytes(), accept_any).expect_err("shape");
    assert!(e.to_string().contains("array of puzzles"), "{e}");
    let bare =
        read_json(r#"[{"description": "7+3=9"}]"#.as_bytes(), accept_any).expect("bare array");
    assert_eq!(bare.puzzles, vec![NewPuzzle::new("7+3=9")]);
    assert_eq!(bare.new_library(), None);
}

#[test]
fn json_import_refuses_another_puzzle() {
    let (mut s, lib) = store_with("klotski", &[]);
    let text = r#"{"puzzle": "tendrops", "puzzles": [{"description": "123400/000000/000000/000000/000000/000000"}]}"#;
    let err = s
        .import(lib, Format::Json, text.as_bytes(), accept_any)
        .expect_err("another puzzle");
    assert!(err.to_string().contains("tendrops games"), "{err}");
    let err = s
        .import(12345, Format::Json, text.as_bytes(), accept_any)
        .expect_err("none");
    assert_eq!(err.to_string(), "there is no library 12345");
}

#[test]
fn formats_parse_from_names_and_paths() {
    assert_eq!("CSV".parse::<Format>(), Ok(Format::Csv));
    assert_eq!(
        Format::from_path(std::path::Path::new("lib.json")),
        Some(Format::Json)
    );
    assert_eq!(Format::from_path(std::path::Path::new("lib.txt")), None);
    assert!("xml".parse::<Format>().is_err());
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![any::<String>(), "[a-z ,\"\\r\\n华容道🧩=+/.-]{0,20}",]
}

fn puzzle() -> impl Strategy<Value = NewPuzzle> {
    (
        prop::option::of(text().prop_filter("non-empty", |s| !s.is_empty())),
        text().prop_filter("non-empty", |s| !s.is_empty()),
        prop::option::of(any::<f64>().prop_filter("finite", |d| d.is_finite())),
        prop::option::of(text().prop_filter("non-empty", |s| !s.is_empty())),
        text(),
        prop_oneof![
            Just(Value::Null),
            any::<i64>().prop_map(Value::from),
            text().prop_map(Value::from),
            (text(), any::<bool>()).prop_map(|(k, b)| json!({ k: b, "list": [1, "two"] })),
        ],
    )
        .prop_map(
            |(name, description, difficulty, level, source, extra)| NewPuzzle {
                name,
                description,
                difficulty,
                level,
                source,
                extra,
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn csv_round_trip(puzzles in prop::collection::vec(puzzle(), 0..12)) {
        // Descriptions are unique within a library (and an import file).
        let mut seen = std::collections::HashSet::new();
        let puzzles: Vec<NewPuzzle> =
            puzzles.into_iter().filter(|p| seen.insert(p.description.clone())).collect();
        let mut out = Vec::new();
        write_csv(&mut out, &puzzles).expect("write");
        let back = read_csv(out.as_slice(), accept_any).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(back, puzzles);
    }
}
