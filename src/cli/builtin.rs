//! The built-in puzzle libraries, written into the database on first run (and brought up to
//! date, never duplicated, on later runs).

use anyhow::Context as _;
use matchstick::PuzzleSpec;
use store::{NewLibrary, NewPuzzle, Store};

/// Seeds every built-in library that is missing or out of date.
pub fn seed_libraries(store: &mut Store) -> anyhow::Result<()> {
    seed(store, klotski_classics())?;
    seed(store, matchstick_seed_library())?;
    Ok(())
}

fn seed(store: &mut Store, (library, puzzles): (NewLibrary, Vec<NewPuzzle>)) -> anyhow::Result<()> {
    store
        .ensure_builtin_library(&library, &puzzles)
        .with_context(|| format!("cannot seed the built-in {} library '{}'", library.kind, library.name))?;
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
    match level.or_else(|| assessment.rating.map(|r| matchstick::level_label(r.difficulty).to_string())) {
        Some(level) => puzzle.with_level(level),
        None => puzzle,
    }
}
