//! The built-in libraries: a few classic positions with published or proven optimal lengths,
//! the textbooks' examples with their own goals, and generated positions of every level and
//! size. All fixed data, so the libraries are the same on every run; the tests check every
//! figure noted here against the solver and an independent breadth-first search.

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

/// One textbook example: its name, game ID, where it comes from, its optimal length (`None`:
/// unsolvable), misplaced tiles and Manhattan distance towards its goal, and why it is there.
pub struct Textbook {
    /// The entry's name.
    pub name: &'static str,
    /// The game ID, with its goal.
    pub game: &'static str,
    /// Where it comes from, and what of it was checked against what.
    pub source: &'static str,
    /// The optimal number of moves (computed; `None` when the goal cannot be reached).
    pub optimal: Option<u32>,
    /// h1, the misplaced tiles, and h2, the Manhattan distance, of the start.
    pub h1_h2: (u32, u32),
    /// Why it is in the library.
    pub why: &'static str,
}

/// The textbooks' examples. Their optimal lengths are proven by the exact solver and by an
/// independent breadth-first search in the tests.
pub const TEXTBOOKS: [Textbook; 5] = [
    Textbook {
        name: "Nilsson's 8-puzzle (八数码难题)",
        game: "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5",
        source:
            "Nilsson, Principles of Artificial Intelligence (1980), the 8-puzzle of its search \
                 chapters; the same start and goal are the 八数码 example of Chinese textbooks \
                 such as 蔡自兴《人工智能及其应用》 (breadth-first search and the ordered search \
                 f(n) = d(n) + W(n), W the misplaced tiles). The pair is given here as course \
                 material copies it (283164705 to 123804765); the books' pages were not checked",
        optimal: Some(5),
        h1_h2: (4, 5),
        why: "the blank is in the middle of the goal: against 1 2 3/4 5 6/7 8 0 this start \
              has no solution, against its own goal 5 moves",
    },
    Textbook {
        name: "Nilsson's start, standard goal",
        game: "2 8 3/1 6 4/7 0 5",
        source: "the start of Nilsson's 8-puzzle against the goal 1 2 3/4 5 6/7 8 0",
        optimal: None,
        h1_h2: (6, 9),
        why: "unsolvable: 11 inversions, an odd number, while the goal 1 2 3/4 5 6/7 8 0 has \
              0; its own goal 1 2 3/8 0 4/7 6 5 has 7, odd like the start, and is reached",
    },
    Textbook {
        name: "AIMA figure 3.4 (blank first)",
        game: "7 2 4/5 0 6/8 3 1;goal=0 1 2/3 4 5/6 7 8",
        source: "Russell and Norvig, Artificial Intelligence: A Modern Approach, 2nd and 3rd \
                 editions, figure 3.4 (a typical instance of the 8-puzzle) and figure 3.28 \
                 (3rd ed.), whose text gives h1 = 8, h2 = 18 and a true solution cost of 26. \
                 Taken from course slides that quote the figure (h2 = 3+1+2+2+2+3+3+2 = 18) and \
                 a PDDL encoding of the 2nd edition instance; the book was not checked here",
        optimal: Some(26),
        h1_h2: (8, 18),
        why: "the textbook's heuristics example: h1 = 8 and h2 = 18 against a true cost of 26",
    },
    Textbook {
        name: "AIMA's start, aima-python's goal",
        game: "7 2 4/5 0 6/8 3 1",
        source: "the start of AIMA's figure 3.4 against the default goal of aima-python's \
                 EightPuzzle, (1, 2, 3, 4, 5, 6, 7, 8, 0)",
        optimal: Some(20),
        h1_h2: (6, 14),
        why: "the same start is 20 moves from the blank-last goal and 26 from the blank-first one",
    },
    Textbook {
        name: "Korf #1 in his own goal",
        game: "14 13 15 7/11 12 9 5/6 0 2 1/4 8 10 3;goal=0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15",
        source: "Korf (1985), Depth-first iterative-deepening, instance 1 of 100, with its \
                 published optimal length 57, in his goal (the blank first)",
        optimal: Some(57),
        h1_h2: (15, 41),
        why: "a 15-puzzle goal with the blank first, as Korf and AIMA write it",
    },
];

/// The size's name of a game ID (`3x3` for 9 cells, ...).
/// The game a page opens on: the first easy 8-puzzle of the levels (the example, the hardest
/// 8-puzzle position, is a poor first game).
pub fn opening() -> Option<String> {
    GENERATED
        .iter()
        .find(|(game, level, ..)| *level == "easy" && size_name(game) == "3x3")
        .map(|(game, ..)| (*game).to_string())
}

fn size_name(game: &str) -> &'static str {
    let board = game.split(';').next().unwrap_or(game);
    match board.split(['/', ' ']).filter(|t| !t.is_empty()).count() {
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

fn textbooks() -> BuiltinLibrary {
    let entries = TEXTBOOKS
        .iter()
        .map(|t| {
            let entry = BuiltinEntry::new(t.game)
                .with_name(t.name)
                .with_source(t.source)
                .with_note("h1 (misplaced)", t.h1_h2.0.to_string())
                .with_note("h2 (manhattan)", t.h1_h2.1.to_string())
                .with_note("why", t.why);
            match t.optimal {
                Some(optimal) => entry.with_note("optimal", optimal.to_string()),
                None => entry.with_note("optimal", "no solution (parity)"),
            }
        })
        .collect();
    BuiltinLibrary {
        name: "textbooks".into(),
        description: "The textbooks' examples, each with its own goal: Nilsson's (and the \
                      Chinese textbooks') 8-puzzle with the blank in the middle of the goal, \
                      AIMA's figure 3.4 with the blank first, Korf's first 15-puzzle"
            .into(),
        source: "the books' examples as course material quotes them; every optimal length \
                 computed here (the exact solver and an independent breadth-first search)"
            .into(),
        entries,
    }
}

/// The built-in libraries: `classics`, `textbooks` and `levels`.
pub fn libraries() -> Vec<BuiltinLibrary> {
    vec![classics(), textbooks(), generated()]
}
