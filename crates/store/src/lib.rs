//! SQLite storage for Puzzle Lab: puzzle libraries, saved games, records and analysis results.
//!
//! The store knows nothing of the puzzles' rules. A puzzle is named by its id, `puzzle`
//! ("klotski", "lianliankan", "matchstick", "tendrops", "n-puzzle"), and a game is a game ID
//! in that puzzle's text format (a library row's `description`, a saved game's or a record's
//! `game`); the puzzle crates parse and validate it, the store only keeps it. The names of the
//! previous release (`kind` for the puzzle id, `puzzle` for the game) are still read for one
//! release: [`old_names`].
//!
//! ```
//! use store::{NewLibrary, NewPuzzle, PuzzleFilter, Store};
//!
//! # fn main() -> Result<(), store::Error> {
//! let mut store = Store::open_in_memory()?; // Store::open(path) for a file
//! let lib = store.create_library(&NewLibrary::new("klotski", "classics"))?;
//! store.add_puzzles(lib.id, &[
//!     NewPuzzle::new("VCCV/VCCV/VHHV/VSSV/S..S").with_name("横刀立马").with_difficulty(81.0),
//! ])?;
//! let hard = store.list_puzzles(&PuzzleFilter {
//!     puzzle: Some("klotski".into()),
//!     min_difficulty: Some(50.0),
//!     ..PuzzleFilter::default()
//! })?;
//! assert_eq!(hard[0].name.as_deref(), Some("横刀立马"));
//! # Ok(()) }
//! ```
//!
//! Modules, one purpose each:
//! - [`open`](Store::open): opening safely (never writing to a foreign or damaged file), WAL,
//!   the default location; `file_checks`: refusing what is not a writable regular file
//!   before SQLite touches it; `busy`: how long a connection waits for another's write lock
//!   ([`LockWait`]);
//! - `disk_full`: telling a full disk ([`Error::DiskFull`]) from other failures;
//!   [`Store::limit_size`] caps a database as a full disk would;
//! - `backup`: [`Store::backup_to`], a consistent copy of a database in use (SQLite's online
//!   backup), never over an existing file unless asked;
//! - `migrations`: the schema history and `PRAGMA user_version` / `application_id`;
//! - `library`: libraries and seeding the built-in ones; `puzzles`: adding, getting, deleting
//!   puzzles; `filter`: [`PuzzleFilter`], selecting and ordering them;
//! - `games`, `records`, `results`: saved games, best results, analysis results;
//! - [`exchange`]: CSV and JSON import/export (`exchange/csv_file.rs`, `exchange/json_file.rs`);
//!   `staged_import`: a long import stored in short transactions, visible all at once or not
//!   at all;
//! - [`caps`]: the size caps of every stored field and of the tables, in one place;
//! - `json`: how JSON values are kept in TEXT columns; [`old_names`]: reading the previous
//!   release's field names;
//! - `schema` (feature `schemars`): the JSON schemas of the public types, which derive them,
//!   and what a derive cannot say (the puzzle id component, a body's old-names form);
//! - `shared`: [`SharedStore`] for threads; `error`: [`Error`].

#![warn(missing_docs)]

mod backup;
mod busy;
pub mod caps;
mod disk_full;
mod error;
pub mod exchange;
mod file_checks;
mod filter;
mod games;
mod json;
mod library;
mod migrations;
pub mod old_names;
mod open;
mod puzzles;
mod records;
mod results;
#[cfg(feature = "schemars")]
pub mod schema;
mod shared;
mod staged_import;

pub use backup::{BackupReport, Overwrite};
pub use busy::{LockWait, BRIEF_BUSY_TIMEOUT, BUSY_TIMEOUT};
pub use error::{Error, ErrorKind, Missing, Result};
pub use exchange::{
    accept_any, read_csv, read_import, read_json, write_csv, write_json, Format, ImportErrors,
    ImportFile, ImportReport, LibraryFile, RowError,
};
pub use filter::{PuzzleFilter, PuzzleSort};
pub use games::{GameUpdate, NewGame, SavedGame};
pub use library::{InstallReport, LeftOut, Library, NewLibrary};
pub use migrations::{APPLICATION_ID, SCHEMA_VERSION};
pub use open::{DefaultPath, Store};
pub use puzzles::{AddSummary, NewPuzzle, Puzzle};
pub use records::{NewRecord, Record, RecordOutcome};
pub use results::{AnalysisResult, ResultKey};
pub use shared::SharedStore;
