//! `puzzlelab lianliankan` end to end: the rating (`rate`), boards generated at a difficulty
//! level with their rating in text and JSON, and clear errors when no board of that level is
//! found. Expected figures come from the engine.

#[path = "support/cli.rs"]
mod cli_support;

use std::process::Output;

use cli_support::{puzzlelab_with_input as puzzlelab, stderr, stdout};

use lianliankan::{parse_board, rate, solve, Level, MaxTurns, Puzzle, RatingOptions, Rules};
use search::Limits;
use serde_json::Value;

/// The seed report's 6 x 6 board, played with at most 3 turns.
const SEED: &str = "6 6\n8 9 1 2 11 8\n11 9 2 1 9 11\n12 6 1 2 5 3\n5 7 2 1 12 6\n11 9 3 4 10 11\n10 11 4 7 11 11\n";

fn json_of(out: &Output) -> Value {
    assert!(out.status.success(), "failed: {}", stderr(out));
    serde_json::from_str(&stdout(out)).expect("one JSON object")
}

fn generate_args<'a>(level: &'a str, seed: &'a str) -> Vec<&'a str> {
    vec![
        "lianliankan",
        "generate",
        "--rows",
        "6",
        "--cols",
        "6",
        "--pairs",
        "18",
        "--kinds",
        "11",
        "--seed",
        seed,
        "--difficulty",
        level,
    ]
}

#[test]
fn rate_agrees_with_the_engine() {
    let out = puzzlelab(
        &["lianliankan", "rate", "-", "--max-turns", "3", "--json"],
        SEED,
    );
    let value = json_of(&out);
    let rules = Rules::with_max_turns(MaxTurns::Limit(3));
    let expected = rate(
        &Puzzle::new(parse_board(SEED).unwrap(), rules),
        &RatingOptions::default(),
        &Limits::none(),
    );
    assert_eq!(value["level"], expected.level.name());
    assert_eq!(value["score"].as_f64(), Some(expected.score));
    assert_eq!(value["optimum"], 33, "see docs/rules/lianliankan.md");
    assert_eq!(value["detail"]["measures"]["max_turns"], 3);
    assert_eq!(value["detail"]["measures"]["pairs"], 18);

    let out = puzzlelab(&["lianliankan", "rate", "-", "--max-turns", "3"], SEED);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains(&format!(
            "difficulty: {} (score {:.1} of 100)",
            expected.level, expected.score
        )),
        "{text}"
    );
    for reason in &expected.why {
        assert!(
            text.contains(reason.text.as_str()),
            "missing '{reason}' in {text}"
        );
    }
}

#[test]
fn rate_calls_an_unclearable_board_so() {
    let out = puzzlelab(
        &["lianliankan", "rate", "-", "--max-turns", "0", "--json"],
        "2 2\n1 2\n2 1\n",
    );
    let value = json_of(&out);
    // the hardest level of the interface, the truth kept in the model's own level
    assert_eq!(value["level"], "expert");
    assert_eq!(value["score"], 100.0);
    assert_eq!(value["detail"]["model_level"], "unclearable");
    assert!(value["optimum"].is_null());
}

#[test]
fn generate_by_difficulty_gives_that_level_in_json() {
    for level in ["easy", "medium", "hard"] {
        let mut args = generate_args(level, "11");
        args.push("--json");
        let value = json_of(&puzzlelab(&args, ""));
        assert_eq!(value["difficulty"], level);
        assert_eq!(value["rating"]["level"], level);
        // the engine rates the printed board the same, and can clear it
        let board = parse_board(value["game"].as_str().unwrap()).unwrap();
        let puzzle = Puzzle::new(board, Rules::default());
        let rating = rate(&puzzle, &RatingOptions::default(), &Limits::none());
        assert_eq!(rating.level, level.parse::<Level>().unwrap());
        assert_eq!(value["rating"]["score"].as_f64(), Some(rating.score));
        assert_eq!(solve(&puzzle, &Limits::none()).solvable, Some(true));
    }
}

#[test]
fn generated_text_carries_the_rating_and_still_pipes_into_solve() {
    let out = puzzlelab(&generate_args("medium", "4"), "");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.lines()
            .any(|l| l.starts_with("difficulty: medium (score ")),
        "{text}"
    );
    let again = puzzlelab(&generate_args("medium", "4"), "");
    assert_eq!(stdout(&again), text, "same seed, same board and rating");

    // the first line is the game ID
    let game = text.lines().next().unwrap_or_default();
    let solved = puzzlelab(&["lianliankan", "solve", "-", "--json"], game);
    let value = json_of(&solved);
    assert_eq!(value["solvable"], true);

    // without --difficulty the board is rated too
    let out = puzzlelab(
        &[
            "lianliankan",
            "generate",
            "--rows",
            "4",
            "--cols",
            "4",
            "--pairs",
            "8",
            "--kinds",
            "4",
            "--seed",
            "2",
            "--json",
        ],
        "",
    );
    let value = json_of(&out);
    let board = parse_board(value["game"].as_str().unwrap()).unwrap();
    let expected = rate(
        &Puzzle::new(board, Rules::default()),
        &RatingOptions::default(),
        &Limits::none(),
    );
    assert_eq!(value["rating"]["score"].as_f64(), Some(expected.score));
    assert_eq!(value["rating"]["level"], expected.level.name());
}

#[test]
fn an_unreachable_level_is_a_clear_error() {
    let out = puzzlelab(
        &[
            "lianliankan",
            "generate",
            "--rows",
            "1",
            "--cols",
            "2",
            "--pairs",
            "1",
            "--kinds",
            "1",
            "--difficulty",
            "expert",
        ],
        "",
    );
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(
        err.contains("no expert board found in 60 attempts"),
        "{err}"
    );
    assert!(err.contains("harder boards"), "{err}");

    let out = puzzlelab(&generate_args("tricky", "1"), "");
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains("'tricky' is not a level"), "{err}");
    assert!(err.contains("easy, medium, hard, expert"), "{err}");
}

/// The experiment on the example's reachable space: moves cost turns + 1, so the blind
/// baseline is uniform cost, and the table says at which depth b* is taken.
#[test]
fn the_experiment_runs_uniform_cost_and_says_where_b_star_is_taken() {
    let out = puzzlelab(
        &[
            "lianliankan",
            "experiment",
            "--depths",
            "2,4",
            "--instances",
            "3",
        ],
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("reachable space"), "{text}");
    assert!(text.contains("uniform cost"), "{text}");
    assert!(!text.contains("iterative deepening"), "{text}");
    assert!(text.contains("solutions' length in moves"), "{text}");
}
