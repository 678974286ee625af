//! `puzzlelab n-puzzle` with a chosen goal: the textbooks' 8-puzzle solved towards its own goal
//! (the solution replayed here, move by move, to that goal), `validate` making the game ID
//! canonical, the `--goal` flag, an error in the goal placed in the whole game ID, and the
//! generator keeping a goal.

#[path = "support/cli.rs"]
mod cli_support;

use cli_support::{puzzlelab, stderr, stdout};

/// Nilsson's start and goal, the 8-puzzle of most Chinese AI textbooks.
const TEXTBOOK: &str = "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5";

fn json(args: &[&str]) -> serde_json::Value {
    let out = puzzlelab(args);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

/// `cells` after sliding `tiles` in order (an independent replay: swap each tile with the
/// blank when they are neighbours), or `None` at the first illegal slide.
fn replay(mut cells: Vec<u64>, tiles: &[u64]) -> Option<Vec<u64>> {
    let width = (cells.len() as f64).sqrt() as usize;
    for &tile in tiles {
        let blank = cells.iter().position(|&c| c == 0)?;
        let at = cells.iter().position(|&c| c == tile)?;
        let (dr, dc) = (
            (blank / width).abs_diff(at / width),
            (blank % width).abs_diff(at % width),
        );
        if dr + dc != 1 {
            return None;
        }
        cells.swap(blank, at);
    }
    Some(cells)
}

fn cells(text: &str) -> Vec<u64> {
    text.split([' ', '/'])
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().expect("a number"))
        .collect()
}

#[test]
fn the_textbook_example_is_solved_in_5_moves_towards_its_goal() {
    let v = json(&["n-puzzle", "solve", TEXTBOOK, "--json"]);
    assert_eq!(v["solvable"], true);
    assert_eq!(v["moves"], 5);
    assert_eq!(v["claim"]["kind"], "optimal");
    assert_eq!(v["goal"], "1 2 3/8 0 4/7 6 5");
    let solution: Vec<u64> = v["solution"]
        .as_array()
        .expect("a solution")
        .iter()
        .map(|t| t.as_u64().expect("a tile"))
        .collect();
    assert_eq!(solution.len(), 5);
    let end = replay(cells("2 8 3/1 6 4/7 0 5"), &solution).expect("legal slides");
    assert_eq!(end, cells("1 2 3/8 0 4/7 6 5"));

    // the same start against the standard goal has no solution, and the proof says why
    let standard = json(&["n-puzzle", "solve", "2 8 3/1 6 4/7 0 5", "--json"]);
    assert_eq!(standard["claim"]["kind"], "no_solution");
    assert!(standard["moves"].is_null());

    // the goal as a flag, and in the text output
    let out = puzzlelab(&[
        "n-puzzle",
        "solve",
        "2 8 3/1 6 4/7 0 5",
        "--goal",
        "1 2 3/8 0 4/7 6 5",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stdout(&out).starts_with(&format!("{TEXTBOOK}: 5 moves (optimal")),
        "{}",
        stdout(&out)
    );
}

#[test]
fn validate_accepts_the_goal_and_writes_the_canonical_id() {
    let v = json(&[
        "n-puzzle",
        "validate",
        "2,8,3,1,6,4,7,0,5; goal = 1,2,3,8,0,4,7,6,5",
        "--json",
    ]);
    assert_eq!(v["valid"], true);
    assert_eq!(v["game"], TEXTBOOK);
    // the standard goal is left out of the canonical form
    let v = json(&[
        "n-puzzle",
        "validate",
        "1 2 3/4 5 6/7 0 8;goal=1 2 3/4 5 6/7 8 0",
        "--json",
    ]);
    assert_eq!(v["game"], "1 2 3/4 5 6/7 0 8");
}

#[test]
fn an_error_in_the_goal_is_placed_in_the_game_id() {
    let out = puzzlelab(&[
        "n-puzzle",
        "validate",
        "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 8 5",
    ]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains("line 1, column 38"), "{err}");
    assert!(
        err.contains("the goal: tile 8 appears twice, so tile 6 is missing"),
        "{err}"
    );
    let out = puzzlelab(&[
        "n-puzzle",
        "validate",
        "2 8 3/1 6 4/7 0 5;goal=0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15",
    ]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.contains("line 1, column 24") && err.contains("the goal is a 4x4 board"),
        "{err}"
    );
}

#[test]
fn the_generator_keeps_the_goal_and_its_size() {
    let v = json(&[
        "n-puzzle",
        "generate",
        "--goal",
        "0 1 2/3 4 5/6 7 8",
        "--difficulty",
        "easy",
        "--seed",
        "3",
        "--json",
    ]);
    let game = v["game"].as_str().expect("a game");
    assert!(game.ends_with(";goal=0 1 2/3 4 5/6 7 8"), "{game}");
    let optimum = v["rating"]["optimum"].as_u64().expect("proven");
    assert!((4..=11).contains(&optimum), "{optimum}");
    let solved = json(&["n-puzzle", "solve", game, "--json"]);
    assert_eq!(solved["moves"].as_u64(), Some(optimum));
}
