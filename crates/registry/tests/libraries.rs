//! Every puzzle's built-in libraries hold games its own parser reads (the installer leaves out
//! an entry that does not parse rather than stop the server, so a bad entry must be caught
//! here), with distinct library names and, within a library, every entry told apart from the
//! others: a game listed again (two Klotski classics share a placement) under a name of its
//! own, as the store requires to keep the row.

use std::collections::BTreeSet;

use puzzle::JsonAnswers;

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

/// A built-in row says whether its game is proven unsolvable (the pages take such games out of
/// the levels, as challenges to prove impossible): every row so marked has no solution by the
/// puzzle's own solver, every other row is rated, and the known ones (Klotski's 走投无路,
/// Loyd's 14-15 puzzle) are marked.
#[test]
fn unsolvable_entries_are_marked_as_such() {
    let registry = registry::all();
    let limits = search::Limits::none();
    for (id, library, known) in [
        ("klotski", "classics", "走投无路"),
        ("n-puzzle", "classics", "Loyd's 14-15 puzzle"),
    ] {
        let puzzle = registry.get(id).expect("registered");
        let library = puzzle
            .libraries()
            .into_iter()
            .find(|l| l.name.eq_ignore_ascii_case(library))
            .expect("the library");
        let mut marked = Vec::new();
        for entry in &library.entries {
            let row = puzzle.library_entry(&entry.game, &limits).expect("parses");
            let extra = serde_json::to_value(&row.extra).unwrap();
            if extra["unsolvable"] == serde_json::json!(true) {
                let answer = puzzle
                    .solve_json(&entry.game, None, puzzle::StepDetail::Games, &limits)
                    .expect("solves");
                assert_eq!(
                    answer["claim"]["kind"], "no_solution",
                    "{id}: {:?}",
                    entry.name
                );
                marked.push(entry.name.clone().unwrap_or_default());
            } else {
                assert!(
                    extra["rating"].is_object(),
                    "{id}: {:?} is neither rated nor unsolvable: {extra}",
                    entry.name
                );
            }
        }
        assert!(
            marked.iter().any(|n| n == known),
            "{id}: {known} is not marked ({marked:?})"
        );
    }
}
