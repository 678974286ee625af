//! The `puzzlelab` binary end to end: help, JSON output, and clear errors with a non-zero exit
//! for malformed arguments and a broken database.

#[path = "support/cli.rs"]
mod cli_support;

use cli_support::{puzzlelab, stderr, stdout};

#[test]
fn help_lists_every_command_with_a_purpose() {
    let out = puzzlelab(&["--help"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let mut commands = vec!["serve", "library", "backup"];
    commands.extend(registry::all().ids());
    for command in commands {
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with(command))
            .unwrap_or_else(|| panic!("'{command}' missing from --help:\n{text}"));
        assert!(
            line.trim_start().len() > command.len() + 10,
            "no purpose for {command}: {line}"
        );
    }
}

#[test]
fn every_puzzle_has_the_same_verbs() {
    for id in registry::all().ids() {
        let out = puzzlelab(&[id, "--help"]);
        assert!(out.status.success(), "{id}: {}", stderr(&out));
        let text = stdout(&out);
        for verb in ["solve", "compare", "hint", "generate", "rate", "validate"] {
            assert!(
                text.lines().any(|l| l.trim_start().starts_with(verb)),
                "{id} lacks {verb}:\n{text}"
            );
        }
    }
}

#[test]
fn unknown_command_fails_with_a_message() {
    let out = puzzlelab(&["klotsky"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("unrecognized subcommand 'klotsky'"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn malformed_argument_names_the_problem() {
    let out = puzzlelab(&["klotski", "solve", "VCCV/VCCV/VHHV/VSSV/S..X"]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.starts_with("error: line 1, column 24: "), "{err}");
    assert!(err.contains("^"), "a caret points at the place: {err}");
    let out = puzzlelab(&["klotski", "solve", "横刀立马", "--algo", "magic"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("magic"), "{}", stderr(&out));
    let out = puzzlelab(&["klotski", "solve", "横刀立马", "--timeout", "0"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("--timeout must be a positive number"),
        "{}",
        stderr(&out)
    );
    // a huge timeout is "no limit", never an overflow
    let out = puzzlelab(&["klotski", "solve", "横刀立马", "--timeout", "1e30"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let out = puzzlelab(&["klotski", "solve", "横刀立马", "--metric", "fastest"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("fastest"), "{}", stderr(&out));
}

#[test]
fn a_game_id_may_start_with_a_minus() {
    let out = puzzlelab(&["matchstick", "solve", "-5+3=2", "--leading-minus", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let value: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("one JSON object");
    assert_eq!(value["equation"], "-5+3=2");
}

#[test]
fn an_option_the_verb_lacks_is_named_not_read_as_the_game() {
    let out = puzzlelab(&["klotski", "solve", "--solver", "beam:50", "横刀立马"]);
    assert!(!out.status.success());
    let said = stderr(&out);
    assert!(
        said.contains("unknown option '--solver' for solve")
            && said.contains("puzzlelab klotski solve --help"),
        "{said}"
    );
}

#[test]
fn solve_json_is_one_object_with_the_contract_fields() {
    let out = puzzlelab(&["klotski", "solve", "横刀立马", "--algo", "astar", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let value: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("one JSON object");
    assert_eq!(value["moves"], 81);
    assert_eq!(value["cost"], 81);
    assert_eq!(value["lower_bound"], 81);
    assert_eq!(value["solvable"], true);
    assert_eq!(value["claim"]["kind"], "optimal");
    for field in ["expanded", "generated", "elapsed_ms"] {
        assert!(
            value["stats"][field].is_number(),
            "stats.{field} missing: {value}"
        );
    }
}

#[test]
fn compare_prints_a_table_of_algorithms() {
    let out = puzzlelab(&["klotski", "compare", "横刀立马", "--timeout", "5"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for heading in [
        "algorithm",
        "cost",
        "claim",
        "expanded",
        "generated",
        "peak frontier",
        "peak memory",
        "time",
    ] {
        assert!(text.contains(heading), "{heading} missing:\n{text}");
    }
    for algorithm in [
        "BFS",
        "bidirectional BFS",
        "A*",
        "IDA*",
        "greedy best-first",
        "beam",
    ] {
        assert!(
            text.lines().any(|l| l.contains(algorithm)),
            "{algorithm} missing:\n{text}"
        );
    }
    // one budget for the whole comparison: it never runs much past its 5 seconds
    let out = puzzlelab(&["klotski", "compare", "峰回路转", "--timeout", "2", "--json"]);
    let value: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("one JSON object");
    let total: f64 = value["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["elapsed_ms"].as_f64().unwrap_or(0.0))
        .sum();
    assert!(total < 3000.0, "the rows took {total} ms in all");
}

#[test]
fn corrupt_database_is_reported_and_left_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.db");
    let garbage = b"this is not a database, it is a shopping list: eggs, milk\n".repeat(100);
    std::fs::write(&path, &garbage).unwrap();
    let out = puzzlelab(&["--db", path.to_str().unwrap(), "library", "list"]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.contains(path.to_str().unwrap()),
        "the message must name the file: {err}"
    );
    assert!(
        err.to_lowercase().contains("not a puzzle lab database"),
        "{err}"
    );
    assert_eq!(
        std::fs::read(&path).unwrap(),
        garbage,
        "the file must not be modified"
    );
}

#[test]
fn a_closed_output_pipe_is_not_a_panic() {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_puzzlelab"))
        .args(["klotski", "solve", "峰回路转", "--metric", "unit"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run puzzlelab");
    drop(child.stdout.take()); // the reader goes away before anything is printed
    let out = child.wait_with_output().expect("wait");
    let err = stderr(&out);
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn serve_refuses_a_foreign_database_before_listening() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.db");
    let text = b"SQLite format 3\0 but really just notes\n".repeat(200);
    std::fs::write(&path, &text).unwrap();
    let out = puzzlelab(&[
        "--db",
        path.to_str().unwrap(),
        "serve",
        "--addr",
        "127.0.0.1:0",
    ]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains(path.to_str().unwrap()), "{err}");
    assert!(
        !stdout(&out).contains("listening"),
        "it must not start serving"
    );
    assert_eq!(
        std::fs::read(&path).unwrap(),
        text,
        "the file must not be modified"
    );
}

#[test]
fn library_show_lines_up_chinese_names() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("lab.db");
    let db = db.to_str().unwrap();
    let out = puzzlelab(&["--db", db, "library", "list", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let listed: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    let klotski = listed["libraries"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["puzzle"] == "klotski")
        .expect("the built-in Klotski classics");
    let id = klotski["id"].to_string();
    let out = puzzlelab(&["--db", db, "library", "show", &id]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    // the layout column starts at the same screen column on every line (a Chinese
    // character is two columns wide)
    let columns: std::collections::BTreeSet<usize> = text
        .lines()
        .skip(1)
        .filter_map(|line| {
            // the layout is the last word of the line, the one with the '/'s
            let start = line
                .rfind(' ')
                .map(|i| i + 1)
                .filter(|_| line.contains('/'))?;
            let before = &line[..start];
            Some(
                before
                    .chars()
                    .map(|c| if c.is_ascii() { 1 } else { 2 })
                    .sum(),
            )
        })
        .collect();
    assert_eq!(columns.len(), 1, "columns differ: {columns:?}\n{text}");
}

#[test]
fn a_huge_timeout_is_no_limit_for_every_puzzle() {
    for puzzle in registry::all().iter() {
        let info = puzzle.info();
        for verb in ["solve", "hint", "rate"] {
            let out = puzzlelab(&[info.id, verb, info.example, "--timeout", "1e19"]);
            assert!(out.status.success(), "{} {verb}: {}", info.id, stderr(&out));
            assert!(!stderr(&out).contains("panicked"), "{} {verb}", info.id);
        }
        let out = puzzlelab(&[info.id, "generate", "--seed", "3", "--timeout", "1e19"]);
        assert!(
            !stderr(&out).contains("panicked"),
            "{} generate: {}",
            info.id,
            stderr(&out)
        );
    }
}

#[test]
fn experiment_json_gives_rows_with_b_star_from_a_seed() {
    let args = [
        "n-puzzle",
        "experiment",
        "--size",
        "3",
        "--depths",
        "2,4,6",
        "--instances",
        "10",
        "--seed",
        "5",
        "--json",
    ];
    let out = puzzlelab(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let value: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("one JSON object");
    let rows = value["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 3 * 3);
    for row in rows {
        for key in [
            "algorithm",
            "heuristic",
            "depth",
            "instances",
            "avg_generated",
            "b_star",
        ] {
            assert!(row.get(key).is_some(), "{key} missing in {row}");
        }
        assert!(row["b_star"].as_f64().is_some_and(|b| b > 0.0), "{row}");
    }
    let names: Vec<&str> = rows
        .iter()
        .filter_map(|r| r["heuristic"].as_str())
        .collect();
    assert!(
        names.contains(&"misplaced") && names.contains(&"manhattan"),
        "{names:?}"
    );
    // the same seed gives the same table
    let again = puzzlelab(&args);
    let again: serde_json::Value = serde_json::from_str(&stdout(&again)).expect("JSON");
    assert_eq!(again["rows"], value["rows"]);
}

#[test]
fn a_cache_folder_that_cannot_be_written_is_named_once() {
    let dir = tempfile::tempdir().unwrap();
    // a file where the folder should be: nothing can be stored below it, whoever runs this
    let blocker = dir.path().join("not-a-folder");
    std::fs::write(&blocker, b"a file").unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_puzzlelab"))
        .args(["n-puzzle", "solve", "8 6 7/2 5 4/3 0 1", "--json"])
        .env("PUZZLELAB_CACHE", blocker.join("cache"))
        .output()
        .expect("run puzzlelab");
    assert!(out.status.success(), "{}", stderr(&out));
    let answer: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(answer["moves"], 31, "the tables were built in memory");
    let err = stderr(&out);
    assert_eq!(
        err.matches("warning: the 15-puzzle's pattern databases")
            .count(),
        1,
        "{err}"
    );
    assert!(err.contains("PUZZLELAB_CACHE"), "{err}");
    assert!(err.contains("not-a-folder"), "{err}");
}
