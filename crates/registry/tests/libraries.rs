//! Every puzzle's built-in libraries hold games its own parser reads (the installer leaves out
//! an entry that does not parse rather than stop the server, so a bad entry must be caught
//! here), with distinct library names and, within a library, every entry told apart from the
//! others: a game listed again (two Klotski classics share a placement) under a name of its
//! own, as the store requires to keep the row.

use std::collections::BTreeSet;

#[test]
fn every_built_in_entry_is_a_valid_game() {
    for puzzle in registry::all().iter() {
        let id = puzzle.info().id;
        let libraries = puzzle.libraries();
        assert!(!libraries.is_empty(), "{id} has no built-in library");
        let mut names = BTreeSet::new();
        for library in &libraries {
            assert!(
                names.insert(library.name.clone()),
                "{id}: library {} twice",
                library.name
            );
            assert!(
                !library.entries.is_empty(),
                "{id}: library {} is empty",
                library.name
            );
            let mut games = BTreeSet::new();
            let mut named_games = BTreeSet::new();
            for entry in &library.entries {
                let canonical = puzzle.canonical(&entry.game).unwrap_or_else(|e| {
                    panic!(
                        "{id}/{}: {:?} does not parse: {e}",
                        library.name, entry.game
                    )
                });
                if !games.insert(canonical.clone()) {
                    assert!(
                        entry.name.is_some(),
                        "{id}/{}: {canonical} again without a name (the store could not keep it)",
                        library.name
                    );
                }
                assert!(
                    named_games.insert((canonical.clone(), entry.name.clone())),
                    "{id}/{}: {canonical} twice under one name (the store keeps one row per game and name)",
                    library.name
                );
            }
        }
    }
}
