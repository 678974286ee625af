//! The checks behind the cargo-fuzz targets of `fuzz/`, in an ordinary crate so that the
//! stable test `tests/replay.rs` runs the very same code over every kept corpus file.
//!
//! Each target is one function of bytes that returns normally when the input is fine
//! (accepted or refused alike) and panics when an invariant is broken:
//! - [`game_ids`]: the first byte picks a puzzle of `registry::all()`, the rest is a game ID
//!   given to its [`puzzle::DynPuzzle`] parser (see [`game_ids`] for the invariants);
//! - [`importers`]: the first byte picks CSV or JSON, the rest is a library file given to the
//!   `store::exchange` readers (accepted files must export and read back to the same rows,
//!   also through a database);
//! - [`api_bodies`]: the first byte picks an API route ([`api_routes`]), the rest is its JSON
//!   body, sent through the real router with tiny work limits; every answer must be JSON and
//!   never a 500.
//!
//! Dependencies point one way: this crate uses `registry`, `puzzle`, `store` and `web`;
//! nothing depends on it but `fuzz/`.

#![warn(missing_docs)]

mod api;
mod game_ids;
mod importers;
pub mod seeds;

pub use api::{api_answer, api_bodies, api_routes, ApiRoute};
pub use game_ids::{check_game_id, game_ids, puzzles, walk};
pub use importers::importers;

/// A fuzz target's check: returns on any input that is fine, panics otherwise.
pub type Check = fn(&[u8]);

/// The fuzz targets, by the name of their folder under `fuzz/corpus/`.
pub const TARGETS: &[(&str, Check)] = &[
    ("game_ids", game_ids),
    ("importers", importers),
    ("api_bodies", api_bodies),
];
