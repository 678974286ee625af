//! The built-in puzzle libraries, written into the database on first run (and brought up to
//! date, never duplicated, on later runs).

use std::time::Duration;

use anyhow::Context as _;
use lianliankan::{MaxTurns, Puzzle, RatingOptions, Rules};
use matchstick::PuzzleSpec;
use store::{NewLibrary, NewPuzzle, Store};

/// Seeds every built-in library that is missing or out of date.
pub fn seed_libraries(store: &mut Store) -> anyhow::Result<()> {
    seed(store, klotski_classics())?;
    seed(store, matchstick_seed_library())?;
    seed(store, matchstick_generated_library())?;
    for library in lianliankan_libraries() {
        seed(store, library)?;
    }
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
    web::entries::matchstick_entry(spec, level, &search::Limits::none())
}

/// The Lianliankan built-in libraries of the crate (`lianliankan::backend::libraries`: the seed
/// report's board and generated clearable boards, rated generated boards by level), stored as
/// the page reads them today: the compact board as description, the turn limit and the rating
/// in `extra` (see [`lianliankan_puzzle`]).
fn lianliankan_libraries() -> Vec<(NewLibrary, Vec<NewPuzzle>)> {
    lianliankan::backend::libraries()
        .into_iter()
        .map(|library| {
            let mut new = NewLibrary::new("lianliankan", library.name);
            new.description = library.description;
            new.source = library.source;
            let puzzles = library
                .entries
                .iter()
                .filter_map(|entry| {
                    let game = lianliankan::backend::parse_game(&entry.game).ok()?;
                    let name = entry.name.clone().unwrap_or_default();
                    let puzzle = lianliankan_puzzle(game.board().clone(), game.rules(), &name);
                    Some(match &entry.source {
                        Some(source) => puzzle.with_source(source.clone()),
                        None => puzzle,
                    })
                })
                .collect();
            (new, puzzles)
        })
        .collect()
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
