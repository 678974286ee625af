//! `puzzlelab <id> moves` and `puzzlelab <id> check` through the real binary, for every puzzle
//! of the registry: the legal moves in their notation play back, a solver's answer checks as
//! optimal in its JSON form, and the verdicts (optimal, valid, unsolved, illegal with its
//! place) come out in text and JSON.

#[path = "support/cli.rs"]
mod cli_support;

use cli_support::{puzzlelab, puzzlelab_with_input, stderr, stdout};
use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let out = puzzlelab(args);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    serde_json::from_str(&stdout(&out)).unwrap_or_else(|e| panic!("{args:?}: {e}"))
}

#[test]
fn every_puzzles_moves_and_answers_check() {
    for puzzle in registry::all().iter() {
        let info = puzzle.info();
        let id = info.id;
        let listed = json(&[id, "moves", info.example, "--json"]);
        let moves: Vec<&str> = listed["moves"]
            .as_array()
            .expect("moves")
            .iter()
            .filter_map(Value::as_str)
            .collect();
        assert!(!moves.is_empty(), "{id}: the example has legal moves");
        for mv in moves.iter().take(5) {
            let checked = json(&[id, "check", info.example, mv, "--json"]);
            assert_eq!(checked["legal"], true, "{id} {mv}: {checked:#}");
            assert_eq!(checked["played"], 1, "{id} {mv}");
        }
        // the solver's answer, its moves in their JSON form, is optimal
        let solved = json(&[id, "solve", info.example, "--json"]);
        let steps: Vec<String> = solved["steps"]
            .as_array()
            .expect("steps")
            .iter()
            .map(|s| s["move"].to_string())
            .collect();
        let mut args = vec![id, "check", info.example];
        args.extend(steps.iter().map(String::as_str));
        args.push("--json");
        let checked = json(&args);
        assert_eq!(checked["verdict"], "optimal", "{id}: {checked:#}");
        assert_eq!(checked["cost"], solved["cost"], "{id}");
        assert_eq!(checked["optimum"], solved["cost"], "{id}");
    }
}

#[test]
fn verdicts_in_text_and_json() {
    let game = "1 2 3/4 0 6/7 5 8";
    let optimal = json(&["n-puzzle", "check", game, "5", "8", "--json"]);
    assert_eq!(
        (
            optimal["verdict"].as_str(),
            optimal["cost"].as_u64(),
            optimal["optimum"].as_u64()
        ),
        (Some("optimal"), Some(2), Some(2))
    );
    assert_eq!(optimal["end"], "1 2 3/4 5 6/7 8 0");
    let valid = json(&["n-puzzle", "check", game, "4", "4", "5", "8", "--json"]);
    assert_eq!(valid["verdict"], "valid");
    let unsolved = json(&["n-puzzle", "check", game, "5", "--json"]);
    assert_eq!(
        (unsolved["verdict"].as_str(), unsolved["solved"].as_bool()),
        (Some("unsolved"), Some(false))
    );
    let illegal = json(&["n-puzzle", "check", game, "5", "1", "8", "--json"]);
    assert_eq!(illegal["verdict"], "illegal");
    assert_eq!(
        (
            illegal["illegal"]["index"].as_u64(),
            illegal["illegal"]["move"].as_str()
        ),
        (Some(1), Some("1"))
    );
    assert_eq!(illegal["illegal"]["error"]["code"], "illegal_move");
    let unread = json(&["n-puzzle", "check", game, "5", "x8", "--json"]);
    assert_eq!(
        (
            unread["illegal"]["error"]["code"].as_str(),
            unread["illegal"]["error"]["column"].as_u64()
        ),
        (Some("bad_move_text"), Some(1))
    );

    let out = puzzlelab(&["n-puzzle", "check", game, "5", "8"]);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out).trim(),
        "optimal: solved in 2 moves at a cost of 2 moves (optimum 2)"
    );
    let out = puzzlelab(&["klotski", "check", "横刀立马", "S (4,0)->(3,1)"]);
    let text = stdout(&out);
    assert!(
        text.starts_with("illegal: move 1 of 1, \"S (4,0)->(3,1)\", is refused:"),
        "{text}"
    );
    let out = puzzlelab(&["klotski", "check", "横刀立马", "S (4,0)=>(4,1)"]);
    let text = stdout(&out);
    assert!(
        text.contains("line 1, column 8: expected '->' here, found '='"),
        "the place in the move: {text}"
    );
    assert!(text.contains("\n  S (4,0)=>(4,1)\n         ^"), "{text}");
}

#[test]
fn moves_come_from_a_file_or_standard_input() {
    let game = "1 2 3/4 0 6/7 5 8";
    let out = puzzlelab_with_input(
        &["n-puzzle", "check", game, "--moves-file", "-", "--json"],
        "5\n\n8\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let value: Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(value["verdict"], "optimal");
    let out = puzzlelab_with_input(
        &["n-puzzle", "check", game, "--moves-file", "-", "--json"],
        r#"["5", {"tile": 8}]"#,
    );
    let value: Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(value["verdict"], "optimal");
    let out = puzzlelab(&["n-puzzle", "check", "-", "--moves-file", "-"]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("cannot both come from standard input"));
}

#[test]
fn a_solution_shows_its_notation_where_its_words_differ() {
    let out = puzzlelab(&["matchstick", "solve", "6+4=4"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let step = text
        .lines()
        .find(|l| l.trim_start().starts_with("1. "))
        .expect("a first step");
    assert!(
        step.contains("1. move ") && step.contains("->") && step.contains("(move the "),
        "{text}"
    );
    // the notation checks
    let notation = step.trim_start().trim_start_matches("1. ");
    let notation = &notation[..notation.find("  (").expect("the words")];
    let checked = json(&["matchstick", "check", "6+4=4", notation, "--json"]);
    assert_eq!(checked["verdict"], "optimal", "{checked:#}");
}
