//! The built-in libraries: a few classic positions with published or proven optimal lengths,
//! and generated positions of every level and size. All fixed data, so the libraries are the
//! same on every run; the tests check every figure noted here.

use puzzle::{BuiltinEntry, BuiltinLibrary};

use super::ENGINE_VERSION;

/// Korf's first three 15-puzzle instances (Korf 1985, "Depth-first iterative-deepening: an
/// optimal admissible tree search"), as he wrote them (cells row by row, his goal `0 1 2 ...
/// 15` with the blank first), with their optimal lengths.
pub const KORF: [([u8; 16], u32); 3] = [
    ([14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3], 57),
    ([13, 5, 4, 10, 9, 12, 8, 14, 2, 3, 7, 1, 0, 15, 11, 6], 55),
    ([14, 7, 8, 2, 13, 11, 10, 4, 9, 12, 5, 0, 3, 6, 1, 15], 59),
];

/// How Korf's instances are turned into positions for this goal (1 2 ... 15 with the blank
/// last), at the same distance from it.
pub const KORF_CONVERSION: &str = "Korf's goal has the blank first (cell i holds i); turn the \
    board half a turn (cell i goes to cell 15 - i) and rename tile t to 16 - t (the blank stays \
    0): both maps keep adjacency, so moves stay moves, and his goal becomes ours, so the optimal \
    length is unchanged";

/// A Korf instance converted to this goal (see [`KORF_CONVERSION`]), as a game ID.
pub fn from_korf(cells: &[u8; 16]) -> String {
    let mut ours = [0u8; 16];
    for (i, &t) in cells.iter().enumerate() {
        ours[15 - i] = if t == 0 { 0 } else { 16 - t };
    }
    let rows: Vec<String> = ours
        .chunks(4)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(u8::to_string).collect();
            cells.join(" ")
        })
        .collect();
    rows.join("/")
}

/// The two 8-puzzle positions farthest from the goal: 31 moves, the largest distance on 3x3.
pub const HARDEST_EIGHT: [&str; 2] = ["8 6 7/2 5 4/3 0 1", "6 4 7/8 5 0/3 2 1"];

/// Sam Loyd's 14-15 puzzle: the goal with 14 and 15 swapped, which no sequence of slides
/// reaches.
pub const LOYD: &str = "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0";

/// Generated positions: (game ID, level, seed, proven optimal length), drawn by
/// [`crate::generate()`] from the seed (the tests draw them again).
pub const GENERATED: [(&str, &str, u64, u32); 19] = [
    ("1 3 5/4 8 2/7 6 0", "easy", 1, 8),
    ("2 3 6/1 0 5/4 7 8", "easy", 2, 8),
    ("4 1 3/0 2 6/5 8 7", "medium", 1, 17),
    ("6 5 3/2 7 0/1 4 8", "medium", 2, 17),
    ("3 8 5/2 7 1/6 0 4", "hard", 1, 23),
    ("4 0 3/8 5 2/1 7 6", "hard", 2, 21),
    ("6 7 3/5 8 2/0 4 1", "expert", 1, 26),
    ("6 8 2/7 4 1/3 5 0", "expert", 2, 26),
    ("1 7 2 8/5 4 14 3/0 13 6 11/15 9 10 12", "easy", 1, 24),
    ("7 0 2 4/1 6 3 8/5 9 11 12/13 10 14 15", "easy", 2, 13),
    ("1 5 2 4/14 3 6 8/7 11 10 15/9 12 0 13", "medium", 1, 31),
    ("7 6 2 4/9 13 3 8/1 15 14 12/11 5 0 10", "medium", 2, 35),
    ("1 15 2 14/13 3 12 7/4 5 10 8/9 6 0 11", "hard", 1, 47),
    ("3 15 11 10/5 12 1 7/13 2 8 4/14 6 9 0", "hard", 2, 48),
    ("15 8 5 2/7 13 11 12/4 1 6 10/14 9 0 3", "expert", 1, 55),
    ("12 13 9 7/14 8 4 3/2 1 6 15/0 11 10 5", "expert", 2, 55),
    (
        "3 7 13 4 5/1 2 11 8 9/12 17 0 15 10/6 16 18 14 19/21 22 23 24 20",
        "easy",
        1,
        26,
    ),
    (
        "0 1 7 4 5/2 3 18 11 9/17 13 16 8 10/6 12 23 15 19/21 22 24 14 20",
        "medium",
        1,
        40,
    ),
    (
        "9 0 8 7 5/3 6 1 4 10/2 16 13 14 15/12 21 22 23 19/11 17 24 18 20",
        "hard",
        1,
        49,
    ),
];

/// The size's name of a game ID (`3x3` for 9 cells, ...).
fn size_name(game: &str) -> &'static str {
    match game.split(['/', ' ']).filter(|t| !t.is_empty()).count() {
        9 => "3x3",
        16 => "4x4",
        _ => "5x5",
    }
}

fn classics() -> BuiltinLibrary {
    let mut entries = Vec::new();
    for (i, game) in HARDEST_EIGHT.iter().enumerate() {
        entries.push(
            BuiltinEntry::new(*game)
                .with_name(format!("hardest 8-puzzle {}", ["A", "B"][i]))
                .with_level("expert")
                .with_source("exhaustive search of the 8-puzzle")
                .with_note("optimal", "31")
                .with_note(
                    "why",
                    "one of the two 8-puzzle positions 31 moves from the goal, the most any needs",
                ),
        );
    }
    for (i, (cells, length)) in KORF.iter().enumerate() {
        let original: Vec<String> = cells.iter().map(u8::to_string).collect();
        entries.push(
            BuiltinEntry::new(from_korf(cells))
                .with_name(format!("Korf #{}", i + 1))
                .with_level("expert")
                .with_source(format!(
                    "Korf (1985), instance {} of 100, converted to this goal",
                    i + 1
                ))
                .with_note("optimal", length.to_string())
                .with_note("korf", original.join(" "))
                .with_note("conversion", KORF_CONVERSION),
        );
    }
    entries.push(
        BuiltinEntry::new(LOYD)
            .with_name("Loyd's 14-15 puzzle")
            .with_source("Sam Loyd's prize puzzle (1880s)")
            .with_note(
                "why",
                "unsolvable: one pair of tiles in the wrong order (one inversion) with the \
                 blank in the bottom row, an odd sum, while every move keeps its parity",
            ),
    );
    BuiltinLibrary {
        name: "classics".into(),
        description: "The hardest 8-puzzle positions, Korf's first 15-puzzle instances and \
                      Loyd's unsolvable 14-15 puzzle"
            .into(),
        source: "published positions, optimal lengths checked by the exact solver".into(),
        entries,
    }
}

fn generated() -> BuiltinLibrary {
    let entries = GENERATED
        .iter()
        .map(|&(game, level, seed, length)| {
            let size = size_name(game);
            BuiltinEntry::new(game)
                .with_name(format!("{size} {level} (seed {seed})"))
                .with_level(level)
                .with_source(format!(
                    "puzzlelab n-puzzle generate --size {} --difficulty {level} --seed {seed}",
                    &size[..1]
                ))
                .with_note("optimal", length.to_string())
                .with_note("engine", ENGINE_VERSION)
        })
        .collect();
    BuiltinLibrary {
        name: "levels".into(),
        description: "Two positions of every level on 3x3 and 4x4, and easy to hard on 5x5, \
                      each with its proven optimal length"
            .into(),
        source: "the built-in generator (levels by proven optimal length)".into(),
        entries,
    }
}

/// The built-in libraries: `classics` and `levels`.
pub fn libraries() -> Vec<BuiltinLibrary> {
    vec![classics(), generated()]
}
