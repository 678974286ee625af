//! The JSON field names that docs/cli.md makes a contract for `klotski solve --json`.

use klotski::{analyze, parse_layout, solve, Metric};
use search::Limits;
use serde_json::Value;

#[test]
fn solve_result_has_the_contract_fields() {
    let board = parse_layout("横刀立马").unwrap();
    let value = serde_json::to_value(solve(board, Metric::Step, &Limits::none())).unwrap();
    assert_eq!(value["solvable"], Value::Bool(true));
    assert_eq!(value["moves"], 81);
    assert_eq!(value["metric"], "step");
    assert_eq!(value["layout"], "VCCV/VCCV/VHHV/VSSV/S..S");
    let solution = value["solution"].as_array().unwrap();
    assert_eq!(solution.len(), 81);
    // The first optimal move is a soldier sliding into the gap: from/to are [row, col].
    let first = &solution[0];
    assert_eq!(first["piece"], "soldier");
    assert!(first["from"].as_array().is_some_and(|c| c.len() == 2));
    assert!(first["to"].as_array().is_some_and(|c| c.len() == 2));
    assert!(first["path"].as_array().is_some_and(|p| p.len() >= 2));
    for field in ["expanded", "generated", "elapsed_ms"] {
        assert!(value["stats"][field].is_number(), "stats.{field}");
    }
}

#[test]
fn unsolvable_layouts_have_null_moves_and_reachable_count() {
    let board = parse_layout("走投无路").unwrap();
    let value = serde_json::to_value(solve(board, Metric::Unit, &Limits::none())).unwrap();
    assert_eq!(value["solvable"], Value::Bool(false));
    assert_eq!(value["moves"], Value::Null);
    assert_eq!(value["reachable"], 7462);
    assert_eq!(value["solution"].as_array().map(Vec::len), Some(0));
}

#[test]
fn analysis_lists_the_hint_moves() {
    let board = parse_layout("横刀立马").unwrap();
    let value =
        serde_json::to_value(analyze(board, Metric::Step, &Limits::none()).unwrap()).unwrap();
    assert_eq!(value["distance"], 81);
    assert_eq!(value["reachable"], 25_955);
    assert_eq!(value["farthest"]["moves"], 124);
    assert!(value["optimal_moves"]
        .as_array()
        .is_some_and(|m| !m.is_empty()));
}
