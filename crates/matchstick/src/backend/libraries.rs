//! The built-in libraries: the seed report's 15 equations with its levels, and rated puzzles
//! made by the generator from a fixed random seed (the same on every machine); and, on
//! request, a library from the two-operand catalogue.

use puzzle::{BuiltinEntry, BuiltinLibrary};
use search::Limits;

use crate::catalogue::{catalogue, CatalogueError};
use crate::description::PuzzleSpec;
use crate::generate::{generate, GenerateOptions};
use crate::glyphs::Op;
use crate::rating::Difficulty;
use crate::report_library::report_equations;
use crate::rules::Rules;
use crate::solve::Task;
use crate::space::Space;

/// The name of the library of the seed report's equations.
pub const REPORT_LIBRARY: &str = "seed report";
/// The name of the library of generated puzzles.
pub const GENERATED_LIBRARY: &str = "generated";
/// The name of the library made from the catalogue.
pub const CATALOGUE_LIBRARY: &str = "catalogue";
/// The random seed of the generated library.
pub const GENERATED_SEED: u64 = 2026;
/// Puzzles per level and K in the generated library.
pub const GENERATED_PER_LEVEL: usize = 10;

/// Every built-in library, in menu order.
pub fn libraries() -> Vec<BuiltinLibrary> {
    vec![report_library(), generated_library()]
}

/// The seed report's equation library (its figure 5) with its levels (low, mid, high). Some
/// entries have no answer under the default rules; the library keeps them as the report has
/// them.
pub fn report_library() -> BuiltinLibrary {
    BuiltinLibrary {
        name: REPORT_LIBRARY.into(),
        description: "The equation library of the seed report (its figure 5)".into(),
        source: "seeds/002_05267993740f1a4a.txt".into(),
        entries: report_equations()
            .into_iter()
            .map(|entry| {
                BuiltinEntry::new(entry.equation)
                    .with_name(format!("report #{}", entry.id))
                    .with_level(seed_level(&entry.level))
                    .with_source("seed report 002, figure 5")
                    .with_note("report_id", entry.id.to_string())
            })
            .collect(),
    }
}

/// A seed library level (`low`, `mid`, `high`) by the name every library uses (`easy`,
/// `medium`, `hard`); an unknown one as it is.
fn seed_level(level: &str) -> String {
    level
        .parse::<Difficulty>()
        .map_or_else(|_| level.to_string(), |d| d.name().to_string())
}

/// Rated puzzles made by the generator under the default rules: ten per level for 1 and for 2
/// moved sticks, from true equations `a op b = c` and `a op b op c = d` with numbers below 100
/// and the operators `+ - *`, each with at most 3 answers. No time limit, so that the library
/// is the same everywhere.
pub fn generated_library() -> BuiltinLibrary {
    let rules = Rules::default();
    let mut entries = Vec::new();
    for difficulty in Difficulty::ALL {
        for moves in [1, 2] {
            let options = GenerateOptions {
                space: Space {
                    operators: vec![Op::Add, Op::Sub, Op::Mul],
                    ..Space::default()
                },
                difficulty,
                moves,
                count: GENERATED_PER_LEVEL,
                seed: GENERATED_SEED,
                ..GenerateOptions::default()
            };
            let report = generate(&rules, &options, &Limits::none());
            for puzzle in &report.puzzles {
                entries.push(
                    BuiltinEntry::new(spec_id(&puzzle.spec))
                        .with_level(difficulty.name())
                        .with_source("generated")
                        .with_note("made_from", puzzle.made_from.clone()),
                );
            }
        }
    }
    BuiltinLibrary {
        name: GENERATED_LIBRARY.into(),
        description: "Rated puzzles made by the generator (few answers each)".into(),
        source: format!("puzzlelab matchstick generate, random seed {GENERATED_SEED}"),
        entries,
    }
}

/// The canonical game ID of a puzzle at its start.
fn spec_id(spec: &PuzzleSpec) -> String {
    super::game_id::format_game(&crate::game::Game::from_spec(spec))
}

/// A library from the two-operand catalogue ([`catalogue()`]) under the default rules: every
/// puzzle with numbers of at most `digits` digits, for each K of `moves`, that has at most
/// `max_answers` answers, with the level of its rating. Not built in by default (it is large);
/// `puzzlelab matchstick library seed-catalogue` asks for it.
pub fn catalogue_library(
    moves: &[usize],
    max_answers: usize,
    digits: u32,
    limits: &Limits,
) -> Result<BuiltinLibrary, CatalogueError> {
    let space = Space {
        operands: vec![2],
        max_digits: digits,
        ..Space::default()
    };
    let made = catalogue(&Rules::default(), &space, moves, limits)?;
    let entries = made
        .entries
        .iter()
        .filter(|e| e.answers.len() <= max_answers)
        .filter_map(|e| {
            let spec = PuzzleSpec {
                equation: crate::parse::parse(&e.equation, &made.rules).ok()?,
                task: Task::Move,
                k: e.moves,
                rules: made.rules,
            };
            Some(
                BuiltinEntry::new(spec_id(&spec))
                    .with_level(e.rating.difficulty.name())
                    .with_source("generated catalogue"),
            )
        })
        .collect();
    Ok(BuiltinLibrary {
        name: CATALOGUE_LIBRARY.into(),
        description: "Generated two-operand puzzles with few answers, rated".into(),
        source: format!(
            "the matchstick catalogue: numbers of at most {digits} digits, at most {max_answers} answers"
        ),
        entries,
    })
}
