//! The answers of the library, saved-game and record routes ([`super::library`]), typed: the
//! handlers answer these structs, and the OpenAPI document's schemas for those routes are
//! generated from them ([`super::schemas`]), so the two cannot drift. Each wraps the store's
//! types under the field name the pages read.

use schemars::JsonSchema;
use serde::Serialize;
use store::{ImportReport, Library, Puzzle, Record, RecordOutcome, SavedGame};

/// `GET /api/libraries`: the libraries, of one puzzle or all.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct LibraryList {
    /// The libraries, by puzzle id, the built-in ones first, then by name.
    pub libraries: Vec<Library>,
}

/// `POST /api/libraries`: the library just made.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct LibraryAnswer {
    /// The new library, empty.
    pub library: Library,
}

/// `GET /api/libraries/{id}/puzzles`: one page of a library's games, filtered.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct LibraryPage {
    /// The library.
    pub library: Library,
    /// How many of its games the filter selects, over all pages.
    pub total: u64,
    /// The games of this page (at most `limit`, after `offset`), in the filter's order.
    pub puzzles: Vec<Puzzle>,
}

/// `POST /api/libraries/{id}/puzzles`: the game in the library.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct PuzzleAdded {
    /// The stored game: canonical, rated.
    pub puzzle: Puzzle,
    /// Whether it was added now; false when the library already held it (asked with
    /// `existing_ok`).
    pub added: bool,
}

/// A deletion done: `DELETE` of a library, of a game in a library, of a saved game.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct Deleted {
    /// The id of what was deleted.
    pub deleted: i64,
}

/// `POST /api/libraries/{id}/import`: what the import added.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct ImportAnswer {
    /// The games of the file, added and already there.
    pub import: ImportReport,
}

/// `GET /api/games`: the saved games.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct SavedGameList {
    /// The saved games, of one puzzle or all, the last saved first.
    pub games: Vec<SavedGame>,
}

/// `POST /api/games`, `GET` and `PUT /api/games/{id}`: one saved game, as it is stored now.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct SavedGameAnswer {
    /// The saved game.
    pub game: SavedGame,
}

/// `GET /api/records`: the best result for a game and a metric.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct RecordAnswer {
    /// The record, or null when nobody has submitted one.
    pub record: Option<Record>,
}

/// `POST /api/records`: what the submission did.
#[derive(Debug, Serialize, JsonSchema)]
pub(crate) struct RecordSubmitted {
    /// Whether it is the new record, the record before it and the record now.
    pub outcome: RecordOutcome,
}
