//! The built-in puzzle libraries, written into the database on first run (and brought up to
//! date, never duplicated, on later runs).

use std::time::Duration;

use anyhow::Context as _;
use lianliankan::{Level, MaxTurns, Params, Puzzle, RatingOptions, Rules};
use matchstick::PuzzleSpec;
use store::{NewLibrary, NewPuzzle, Store};

/// Seeds every built-in library that is missing or out of date.
pub fn seed_libraries(store: &mut Store) -> anyhow::Result<()> {
    seed(store, klotski_classics())?;
    for library in matchstick_libraries() {
        seed(store, library)?;
    }
    seed(store, lianliankan_boards())?;
    seed(store, lianliankan_generated_library())?;
    seed(store, tendrops_campaign())?;
    Ok(())
}

fn seed(store: &mut Store, (library, puzzles): (NewLibrary, Vec<NewPuzzle>)) -> anyhow::Result<()> {
    store
        .ensure_builtin_library(&library, &puzzles)
        .with_context(|| {
            format!(
                "cannot seed the built-in {} library '{}'",
                library.kind, library.name
            )
        })?;
    Ok(())
}

/// The 40 classic Klotski layouts; difficulty = optimal number of moves (step metric).
/// Two classics share one placement in the public lists; the second name is kept as an alias.
fn klotski_classics() -> (NewLibrary, Vec<NewPuzzle>) {
    let mut library = NewLibrary::new("klotski", "Classics");
    library.description = "The 40 classic named layouts (华容道经典布局)".into();
    library.source = "public level lists (HRD_Game, HuaRongDao)".into();
    let mut puzzles: Vec<NewPuzzle> = Vec::new();
    for classic in klotski::classics() {
        if let Some(first) = puzzles.iter_mut().find(|p| p.description == classic.layout) {
            if let Some(aliases) = first.extra["aliases"].as_array_mut() {
                aliases.push(classic.name.clone().into());
            }
            continue;
        }
        let mut puzzle = NewPuzzle::new(classic.layout.clone())
            .with_name(classic.name.clone())
            .with_source("classic")
            .with_extra(serde_json::json!({
                "pinyin": classic.pinyin,
                "step": classic.step,
                "straight": classic.straight,
                "unit": classic.unit,
                "reachable": classic.reachable,
                "aliases": [],
            }));
        if let Some(step) = classic.step {
            puzzle = puzzle.with_difficulty(f64::from(step));
        }
        puzzles.push(puzzle);
    }
    (library, puzzles)
}

/// Name of the matchstick library holding the seed report's equations.
#[cfg(test)]
pub const MATCHSTICK_SEED_LIBRARY: &str = matchstick::backend::libraries::REPORT_LIBRARY;

/// The matchstick crate's built-in libraries (the seed report's 15 equations with their levels,
/// and the generated, rated puzzles), each puzzle with its answers and rating.
fn matchstick_libraries() -> Vec<(NewLibrary, Vec<NewPuzzle>)> {
    matchstick::backend::libraries::libraries()
        .into_iter()
        .map(|built_in| {
            let mut library = NewLibrary::new("matchstick", &built_in.name);
            library.description = built_in.description;
            library.source = built_in.source;
            let puzzles = built_in
                .entries
                .into_iter()
                .filter_map(|entry| {
                    let spec = PuzzleSpec::parse(&entry.game).ok()?;
                    let mut puzzle = matchstick_puzzle(&spec, entry.level);
                    if let Some(name) = entry.name {
                        puzzle = puzzle.with_name(name);
                    }
                    if let Some(source) = entry.source {
                        puzzle = puzzle.with_source(source);
                    }
                    Some(puzzle)
                })
                .collect();
            (library, puzzles)
        })
        .collect()
}

/// A matchstick puzzle as a library stores it: answers and rating in `extra`, the rating's
/// score as difficulty, and its level (unless given) from the rating.
pub fn matchstick_puzzle(spec: &PuzzleSpec, level: Option<String>) -> NewPuzzle {
    web::entries::matchstick_entry(spec, level, &search::Limits::none())
}

/// The seed report's 6x6 board (at most 3 turns) and generated clearable boards of growing
/// size (classic 2-turn rule). Difficulty and level come from the rating
/// ([`lianliankan::rating`], computed here, deterministic); the turn limit, the rating and
/// the least cost (when proven by the rating's solver) are kept in `extra`.
fn lianliankan_boards() -> (NewLibrary, Vec<NewPuzzle>) {
    const SEED_BOARD: &str =
        include_str!("../../crates/lianliankan/data/lianliankan-seed-board.txt");
    let mut library = NewLibrary::new("lianliankan", "Starter boards");
    library.description = "The seed report's board and generated boards that can be cleared".into();
    library.source = "seed report 000 (figure 11) and puzzlelab lianliankan generate".into();
    let mut puzzles = Vec::new();
    let three_turns = Rules {
        max_turns: MaxTurns::Limit(3),
        ..Rules::default()
    };
    if let Ok(board) = lianliankan::parse_board(SEED_BOARD) {
        puzzles.push(lianliankan_puzzle(board, three_turns, "seed report board"));
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
            let limits = search::Limits::none().with_max_time(Duration::from_secs(2));
            if let Ok(board) = lianliankan::generate(&params, Rules::default(), true, seed, &limits)
            {
                let name = format!("{rows}x{cols} #{seed}");
                puzzles.push(lianliankan_puzzle(board, Rules::default(), &name));
            }
        }
    }
    (library, puzzles)
}

/// Rated 6x6 boards (18 pairs, classic 2-turn rule), three per level, made by
/// `lianliankan::generate_rated` from a fixed seed so the library is the same everywhere:
/// easy to hard with 11 kinds, expert with 14 (more kinds, fewer partners, more traps).
fn lianliankan_generated_library() -> (NewLibrary, Vec<NewPuzzle>) {
    const SEED: u64 = 2026;
    const PER_LEVEL: u64 = 3;
    let mut library = NewLibrary::new("lianliankan", "generated");
    library.description = "Rated 6x6 boards by difficulty, all clearable (classic 2 turns)".into();
    library.source =
        format!("puzzlelab lianliankan generate --difficulty LEVEL, seeds from {SEED}");
    let rules = Rules::default();
    let mut puzzles: Vec<NewPuzzle> = Vec::new();
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
            let seed = SEED + index * lianliankan::generate::RATED_ATTEMPTS as u64 * 2;
            let limits = search::Limits::none().with_max_time(Duration::from_secs(2));
            let Ok(made) = lianliankan::generate_rated(
                &params,
                rules,
                level,
                seed,
                &RatingOptions::default(),
                &limits,
            ) else {
                continue;
            };
            let name = format!("{level} #{}", index + 1);
            let puzzle = lianliankan_puzzle(made.board, rules, &name).with_source("generated");
            if puzzles.iter().all(|p| p.description != puzzle.description) {
                puzzles.push(puzzle);
            }
        }
    }
    (library, puzzles)
}

/// A Lianliankan board as a library stores it: the rating's score as difficulty, its level,
/// and in `extra` the turn limit, the least cost when proven, the lower bound and the rating.
fn lianliankan_puzzle(board: lianliankan::Board, rules: Rules, name: &str) -> NewPuzzle {
    let description = lianliankan::format_board_compact(&board);
    let puzzle = Puzzle::new(board, rules);
    let rating = lianliankan::rate(&puzzle, &RatingOptions::default(), &search::Limits::none());
    let max_turns = match rules.max_turns {
        MaxTurns::Limit(t) => serde_json::json!(t),
        MaxTurns::Any => serde_json::json!("any"),
    };
    let measures = &rating.measures;
    NewPuzzle::new(description)
        .with_name(name)
        .with_difficulty(rating.score)
        .with_level(rating.level.name())
        .with_extra(serde_json::json!({
            "max_turns": max_turns,
            "optimal_cost": measures.optimal.then_some(measures.cost).flatten(),
            "lower_bound": measures.lower_bound,
            "rating": rating,
        }))
}

/// The Ten Drops campaign, easiest first; difficulty = proven minimum taps (par) under the
/// default rules (a-sum timing, empty taps allowed, supply 10).
fn tendrops_campaign() -> (NewLibrary, Vec<NewPuzzle>) {
    let mut library = NewLibrary::new("tendrops", "campaign");
    library.description = "The built-in campaign of increasing difficulty".into();
    library.source = "puzzlelab tendrops generate (pars proven by the exact solver)".into();
    let puzzles = tendrops::campaign::campaign()
        .iter()
        .map(|level| {
            NewPuzzle::new(level.board.to_line())
                .with_name(format!("level {}", level.number))
                .with_difficulty(f64::from(level.par))
                .with_level(level.difficulty.name())
                .with_source("tendrops built-in campaign")
                .with_extra(serde_json::json!({ "par": level.par, "timing": "a-sum" }))
        })
        .collect();
    (library, puzzles)
}
