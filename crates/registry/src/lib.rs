//! The registry: every puzzle Puzzle Lab offers, listed once, in menu order. The web app and
//! the command line take it from here; adding a puzzle is its crate, one line below and its
//! board drawing in `web/js/puzzles/`.

#![warn(missing_docs)]

use puzzle::Registry;

/// Every puzzle, and the one the search lab opens on.
pub fn all() -> Registry {
    Registry::new()
        .with(klotski::Klotski)
        .with(lianliankan::Lianliankan)
        .with(matchstick::Matchstick)
        .with(tendrops::TenDrops)
        .with(npuzzle::NPuzzle)
        // the textbook's 8-puzzle is where the search lab starts
        .with_lab_default("n-puzzle")
}
