//! The registry: the puzzles the program offers, each listed once. The web app and the
//! command line iterate it; nothing outside a puzzle's crate names the puzzle again.

use std::sync::Arc;

use crate::backend::Puzzle;
use crate::dynamic::{DynPuzzle, Registered};
use crate::Words;

/// Every puzzle, in menu order.
#[derive(Clone, Default)]
pub struct Registry {
    puzzles: Vec<Arc<dyn DynPuzzle>>,
    lab_default: Option<&'static str>,
}

impl std::fmt::Debug for Registry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.ids()).finish()
    }
}

impl Registry {
    /// An empty registry.
    pub fn new() -> Self {
        Registry::default()
    }

    /// The registry with `puzzle` added at the end.
    ///
    /// # Panics
    /// If a puzzle with the same id is already listed (a programming error, caught by every
    /// test that builds the registry).
    pub fn with<P: Puzzle>(mut self, puzzle: P) -> Self {
        let entry = Registered::new(puzzle);
        let id = entry.info().id;
        assert!(
            self.get(id).is_none(),
            "puzzle id '{id}' is registered twice"
        );
        self.puzzles.push(Arc::new(entry));
        self
    }

    /// The registry with the search lab opening on puzzle `id` (the first puzzle otherwise).
    ///
    /// # Panics
    /// If no puzzle called `id` is listed yet (a programming error, caught by every test that
    /// builds the registry).
    pub fn with_lab_default(mut self, id: &'static str) -> Self {
        assert!(
            self.get(id).is_some(),
            "no puzzle '{id}' to open the lab on"
        );
        self.lab_default = Some(id);
        self
    }

    /// The puzzle the search lab opens on when none is asked for.
    pub fn lab_default(&self) -> Option<&'static str> {
        self.lab_default.or_else(|| self.ids().first().copied())
    }

    /// The puzzle called `id`.
    pub fn get(&self, id: &str) -> Option<&dyn DynPuzzle> {
        self.puzzles
            .iter()
            .find(|p| p.info().id == id)
            .map(|p| p.as_ref())
    }

    /// The puzzle called `id`, or words (`error-unknown-puzzle`) that list the ids there are.
    pub fn find(&self, id: &str) -> Result<&dyn DynPuzzle, Words> {
        self.get(id).ok_or_else(|| {
            Words::new("error-unknown-puzzle")
                .arg("id", id)
                .series("ids", &self.ids())
        })
    }

    /// Every puzzle, in order.
    pub fn iter(&self) -> impl Iterator<Item = &dyn DynPuzzle> {
        self.puzzles.iter().map(|p| p.as_ref())
    }

    /// Every puzzle's id, in order.
    pub fn ids(&self) -> Vec<&'static str> {
        self.puzzles.iter().map(|p| p.info().id).collect()
    }
}
