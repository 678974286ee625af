//! `puzzlelab tendrops solve --algo exact|most-left`: both objectives run end to end, the JSON
//! keeps the contract's names, and the help text names the second objective's solver.

#[path = "support/cli.rs"]
mod cli_support;

use cli_support::{puzzlelab, stderr};

fn json(args: &[&str]) -> serde_json::Value {
    let out = puzzlelab(args);
    assert!(out.status.success(), "{}", stderr(&out));
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// Campaign level 3: small enough to prove both objectives at once.
const BOARD: &str = "030400/430042/241042/400103/013442/340133";

#[test]
fn both_objectives_are_proven_and_named_in_json() {
    let shortest = json(&["tendrops", "solve", BOARD, "--json"]);
    let most = json(&["tendrops", "solve", BOARD, "--algo", "most-left", "--json"]);
    assert_eq!(shortest["objective"], "min_taps");
    assert_eq!(most["objective"], "most_left");
    for s in [&shortest, &most] {
        assert_eq!(s["solvable"], true);
        assert_eq!(s["optimal"], true);
        assert_eq!(s["timing"], "a-sum");
        assert!(s["stats"]["expanded"].is_u64());
    }
    let left = |s: &serde_json::Value| s["drops_left"].as_u64().expect("drops_left");
    let taps = |s: &serde_json::Value| s["taps"].as_u64().expect("taps");
    assert!(left(&most) >= left(&shortest));
    assert!(taps(&most) >= taps(&shortest));
    assert_eq!(most["drops_left_bound"].as_u64(), Some(left(&most)));
    assert_eq!(most["lower_bound"].as_u64(), Some(taps(&shortest)));
    assert_eq!(
        most["sequence"].as_array().map(Vec::len),
        Some(taps(&most) as usize)
    );
}

#[test]
fn most_left_text_output_states_the_proof() {
    let out = puzzlelab(&["tendrops", "solve", BOARD, "--algo", "most-left"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.lines()
            .any(|l| l.starts_with("drops left at the end:") && l.contains("the proven most")),
        "{text}"
    );
}

#[test]
fn help_explains_the_objectives() {
    let out = puzzlelab(&["tendrops", "solve", "--help"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("most-left"), "{text}");
    assert!(text.contains("most drops left"), "{text}");
}

#[test]
fn an_unknown_solver_is_refused_with_the_list() {
    let out = puzzlelab(&["tendrops", "solve", BOARD, "--algo", "fewest"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("most-left"));
}
