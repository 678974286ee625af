//! The built-in puzzle libraries, written into the database on first run (and brought up to
//! date, never duplicated, on later runs).

use anyhow::Context as _;
use store::{NewLibrary, NewPuzzle, Store};

/// Seeds every built-in library that is missing or out of date.
pub fn seed_libraries(store: &mut Store) -> anyhow::Result<()> {
    seed(store, klotski_classics())?;
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
