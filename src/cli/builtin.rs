//! The built-in puzzle libraries, written into the database on first run (and brought up to
//! date, never duplicated, on later runs).

use std::time::Duration;

use anyhow::Context as _;
use lianliankan::{MaxTurns, Params, Puzzle, Rules};
use matchstick::PuzzleSpec;
use store::{NewLibrary, NewPuzzle, Store};

/// Seeds every built-in library that is missing or out of date.
pub fn seed_libraries(store: &mut Store) -> anyhow::Result<()> {
    seed(store, klotski_classics())?;
    seed(store, matchstick_seed_library())?;
    seed(store, matchstick_generated_library())?;
    seed(store, lianliankan_boards())?;
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
pub const MATCHSTICK_SEED_LIBRARY: &str = "seed report";

/// The seed report's 15 equations with their levels (low, mid, high), answers and rating.
fn matchstick_seed_library() -> (NewLibrary, Vec<NewPuzzle>) {
    let mut library = NewLibrary::new("matchstick", MATCHSTICK_SEED_LIBRARY);
    library.description = "The equation library of the seed report (its figure 5)".into();
    library.source = "seeds/002_05267993740f1a4a.txt".into();
    let puzzles = matchstick::seed_library()
        .into_iter()
        .filter_map(|entry| {
            let spec = PuzzleSpec::parse(&entry.equation).ok()?;
            let puzzle = matchstick_puzzle(&spec, Some(entry.level))
                .with_name(format!("seed #{}", entry.id))
                .with_source("seed report 002, figure 5");
            Some(puzzle)
        })
        .collect();
    (library, puzzles)
}

/// A generated, rated catalogue: ten puzzles per difficulty for 1 and 2 moved sticks
/// (default rules, fixed seed, so the library is the same on every machine).
fn matchstick_generated_library() -> (NewLibrary, Vec<NewPuzzle>) {
    let mut library = NewLibrary::new("matchstick", "generated");
    library.description = "Rated puzzles made by the generator (few answers each)".into();
    library.source = "puzzlelab matchstick generate, seed 2026".into();
    let rules = matchstick::Rules::default();
    let mut puzzles = Vec::new();
    for difficulty in matchstick::Difficulty::ALL {
        for moves in [1, 2] {
            let options = matchstick::GenerateOptions {
                difficulty,
                moves,
                count: 10,
                seed: 2026,
                ..matchstick::GenerateOptions::default()
            };
            let limits = search::Limits::none().with_max_time(Duration::from_secs(2));
            let report = matchstick::generate(&rules, &options, &limits);
            for generated in report.puzzles {
                let Ok(spec) = PuzzleSpec::parse(&format!("{};k={moves}", generated.equation))
                else {
                    continue;
                };
                let level = matchstick::level_label(difficulty).to_string();
                puzzles.push(matchstick_puzzle(&spec, Some(level)).with_source("generated"));
            }
        }
    }
    (library, puzzles)
}

/// A matchstick puzzle as a library stores it: answers and rating in `extra`, the rating's
/// score as difficulty, and its level (unless given) from the rating.
pub fn matchstick_puzzle(spec: &PuzzleSpec, level: Option<String>) -> NewPuzzle {
    let assessment = matchstick::assess(spec, &search::Limits::none());
    let mut puzzle = NewPuzzle::new(spec.to_string()).with_extra(serde_json::json!({
        "answers": assessment.answers,
        "rating": assessment.rating,
    }));
    if let Some(rating) = assessment.rating {
        puzzle = puzzle.with_difficulty(rating.score);
    }
    match level.or_else(|| {
        assessment
            .rating
            .map(|r| matchstick::level_label(r.difficulty).to_string())
    }) {
        Some(level) => puzzle.with_level(level),
        None => puzzle,
    }
}

/// The seed report's 6x6 board (at most 3 turns) and generated clearable boards of growing
/// size (classic 2-turn rule). Difficulty = proven optimal cost, when proven within a short
/// budget; the turn limit is kept in `extra`.
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
        puzzles.push(lianliankan_puzzle(
            board,
            three_turns,
            "seed report board",
            "medium",
        ));
    }
    let sizes = [
        (4, 4, 8, 4, "easy"),
        (6, 6, 18, 11, "medium"),
        (8, 8, 32, 16, "hard"),
        (10, 10, 50, 20, "hard"),
    ];
    for (rows, cols, pairs, kinds, level) in sizes {
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
                puzzles.push(lianliankan_puzzle(board, Rules::default(), &name, level));
            }
        }
    }
    (library, puzzles)
}

fn lianliankan_puzzle(
    board: lianliankan::Board,
    rules: Rules,
    name: &str,
    level: &str,
) -> NewPuzzle {
    let description = lianliankan::format_board_compact(&board);
    let puzzle = Puzzle::new(board, rules);
    let limits = search::Limits::none().with_max_time(Duration::from_millis(300));
    let solution = lianliankan::solve(&puzzle, &limits);
    let max_turns = match rules.max_turns {
        MaxTurns::Limit(t) => serde_json::json!(t),
        MaxTurns::Any => serde_json::json!("any"),
    };
    let mut entry = NewPuzzle::new(description)
        .with_name(name)
        .with_level(level)
        .with_extra(serde_json::json!({
            "max_turns": max_turns,
            "optimal_cost": solution.optimal.then_some(solution.cost).flatten(),
            "lower_bound": solution.lower_bound,
        }));
    if let (true, Some(cost)) = (solution.optimal, solution.cost) {
        entry = entry.with_difficulty(cost as f64);
    }
    entry
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
