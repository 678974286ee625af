//! `GET /api/puzzles`: the puzzles Puzzle Lab offers, for the home page.

use axum::Json;
use serde::Serialize;

/// One puzzle on the home page.
#[derive(Debug, Clone, Serialize)]
pub struct PuzzleInfo {
    /// Identifier used in URLs and the API (`/klotski`, `/api/klotski/...`).
    pub id: &'static str,
    pub name: &'static str,
    pub native_name: &'static str,
    pub summary: &'static str,
    /// The page that plays it, once it has one.
    pub page: Option<&'static str>,
    /// What the command line offers for it today.
    pub cli: &'static str,
}

pub const PUZZLES: &[PuzzleInfo] = &[
    PuzzleInfo {
        id: "klotski",
        name: "Klotski",
        native_name: "华容道",
        summary: "Slide the pieces until the 2x2 block escapes through the exit. Optimal \
                  solutions in three move metrics.",
        page: Some("/klotski"),
        cli: "puzzlelab klotski --help",
    },
    PuzzleInfo {
        id: "lianliankan",
        name: "Lianliankan",
        native_name: "连连看",
        summary: "Match pairs joined by a path with few turns; clear the board at the least \
                  total cost.",
        page: Some("/lianliankan"),
        cli: "puzzlelab lianliankan --help",
    },
    PuzzleInfo {
        id: "matchstick",
        name: "Matchstick equations",
        native_name: "火柴棍移动",
        summary: "Move matchsticks to make a false equation true: every answer, under explicit \
                  rules.",
        page: Some("/matchstick"),
        cli: "puzzlelab matchstick --help",
    },
    PuzzleInfo {
        id: "tendrops",
        name: "Ten Drops",
        native_name: "十滴水",
        summary: "Add water to drops until they burst and chain; clear the board with the \
                  fewest taps.",
        page: Some("/tendrops"),
        cli: "puzzlelab tendrops --help",
    },
    PuzzleInfo {
        id: "eight-puzzle",
        name: "Search lab: the 8-puzzle",
        native_name: "八数码",
        summary: "The textbook problem: run BFS, bidirectional BFS, DFS, iterative deepening, \
                  A*, IDA*, greedy and beam search side by side.",
        page: Some("/lab"),
        cli: "puzzlelab eight-puzzle --help",
    },
];

pub async fn list() -> Json<serde_json::Value> {
    Json(serde_json::json!({ "puzzles": PUZZLES }))
}
