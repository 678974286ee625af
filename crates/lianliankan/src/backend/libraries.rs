//! The built-in libraries: the report's board with generated starter boards, and rated
//! generated boards by level. Everything is made from fixed seeds without time limits (the
//! generators are bounded by their attempts and node caps), so the libraries are the same on
//! every machine.

use ::puzzle::{BuiltinEntry, BuiltinLibrary};
use search::Limits;

use super::game_id::{format_game, position};
use crate::board::Board;
use crate::generate::{generate, generate_rated, RATED_ATTEMPTS};
use crate::params::Params;
use crate::parse::parse_board;
use crate::rating::{Level, RatingOptions};
use crate::rules::{MaxTurns, Rules};

/// The seed report's 6 x 6 board (its figure 11), played with at most 3 turns.
pub const REPORT_BOARD: &str = include_str!("../../data/lianliankan-seed-board.txt");

/// The seed from which the rated library is made.
pub const RATED_SEED: u64 = 2026;

/// Boards per level in the rated library.
pub const PER_LEVEL: u64 = 3;

/// The game the page opens on (see [`opening_board`]), on every screen (a phone held upright
/// draws it turned).
pub fn opening() -> Option<String> {
    opening_board().map(default_game)
}

fn default_game(board: Board) -> String {
    format_game(&position(board, Rules::default()))
}

/// The board the game page opens on: a full 14 x 6 board of 21 pictures, four of each (the
/// smallest size of the classic desktop games), clearable, made from a fixed seed.
fn opening_board() -> Option<Board> {
    let params = Params {
        rows: 6,
        cols: 14,
        pairs: 42,
        kinds: 21,
        blockers: 0,
    };
    generate(&params, Rules::default(), true, 1, &Limits::none()).ok()
}

/// Both built-in libraries.
pub fn libraries() -> Vec<BuiltinLibrary> {
    vec![starter_boards(), rated_boards()]
}

/// The report's board and generated clearable boards of growing size (classic 2 turns).
fn starter_boards() -> BuiltinLibrary {
    let mut entries = Vec::new();
    let three_turns = Rules::with_max_turns(MaxTurns::Limit(3));
    if let Ok(board) = parse_board(REPORT_BOARD) {
        let game = format_game(&position(board, three_turns));
        entries.push(
            BuiltinEntry::new(game)
                .with_name("seed report board")
                .with_source("seed report 000, figure 11")
                .with_note(
                    "report",
                    "unbounded A* found nothing in 10 minutes; branch cap 2: cost 36 in 27 s; branch cap 1: cost 46 in 0.15 s",
                )
                .with_note("proven optimum", "33"),
        );
    }
    let sizes = [
        (4, 4, 8, 4),
        (6, 6, 18, 11),
        (8, 8, 32, 16),
        (10, 10, 50, 20),
    ];
    for (rows, cols, pairs, kinds) in sizes {
        let params = Params {
            rows,
            cols,
            pairs,
            kinds,
            blockers: 0,
        };
        for seed in 1..=3u64 {
            let rules = Rules::default();
            if let Ok(board) = generate(&params, rules, true, seed, &Limits::none()) {
                entries.push(
                    BuiltinEntry::new(format_game(&position(board, rules)))
                        .with_name(format!("{rows}x{cols} #{seed}"))
                        .with_source(format!("generated, clearable, seed {seed}")),
                );
            }
        }
    }
    BuiltinLibrary {
        name: "Starter boards".into(),
        description: "The seed report's board and generated boards that can be cleared".into(),
        source: "seed report 000 (figure 11) and the clearable-deal generator".into(),
        entries,
    }
}

/// Rated 6 x 6 boards (18 pairs, classic 2 turns), [`PER_LEVEL`] per level: easy to hard
/// with 11 kinds, expert with 14 (more kinds, fewer partners, more traps).
fn rated_boards() -> BuiltinLibrary {
    let rules = Rules::default();
    let mut entries: Vec<BuiltinEntry> = Vec::new();
    for level in Level::PLAYABLE {
        let kinds = if level == Level::Expert { 14 } else { 11 };
        let params = Params {
            rows: 6,
            cols: 6,
            pairs: 18,
            kinds,
            blockers: 0,
        };
        for index in 0..PER_LEVEL {
            // seeds far enough apart that two searches never share an attempt
            let seed = RATED_SEED + index * RATED_ATTEMPTS as u64 * 2;
            let options = RatingOptions::default();
            let Ok(made) = generate_rated(&params, rules, level, seed, &options, &Limits::none())
            else {
                continue;
            };
            let game = format_game(&position(made.board, rules));
            if entries.iter().any(|e| e.game == game) {
                continue;
            }
            entries.push(
                BuiltinEntry::new(game)
                    .with_name(format!("{level} #{}", index + 1))
                    .with_level(level.name())
                    .with_source(format!("generated at level {level}, seed {seed}")),
            );
        }
    }
    BuiltinLibrary {
        name: "generated".into(),
        description: "Rated 6x6 boards by difficulty, all clearable (classic 2 turns)".into(),
        source: format!("the rated generator, seeds from {RATED_SEED}"),
        entries,
    }
}
