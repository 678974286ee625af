//! The built-in library: the campaign (fifteen 6x6 levels with a proven par in each timing
//! model, see [`crate::campaign`]) as game IDs under the default rules.

use puzzle::{BuiltinEntry, BuiltinLibrary};

use crate::campaign::campaign;

/// The built-in libraries: the campaign, easiest first.
pub fn libraries() -> Vec<BuiltinLibrary> {
    let entries = campaign()
        .into_iter()
        .map(|level| {
            let mut entry = BuiltinEntry::new(level.board.to_line())
                .with_name(format!("level {}", level.number))
                .with_level(level.difficulty.name())
                .with_source("tendrops built-in campaign")
                .with_note("par", level.par.to_string());
            for par in level.pars {
                entry = entry.with_note(format!("par {}", par.timing), par.par.to_string());
            }
            entry
        })
        .collect();
    vec![BuiltinLibrary {
        name: "campaign".into(),
        description: "The built-in campaign of increasing difficulty".into(),
        source: "puzzlelab tendrops generate (pars proven by the exact solver)".into(),
        entries,
    }]
}
