//! Sliding-tile puzzles (the 8-, 15- and 24-puzzle).

#![warn(missing_docs)]

pub mod board;
pub mod generate;
pub mod heuristic;
pub mod moves;
pub mod parity;
pub mod pdb;
pub mod size;
pub mod solver;
pub mod text;

pub use board::Board;
pub use generate::{
    generate, random_solvable, random_walk, GenerateError, Generated, Level, ParseLevelError,
};
pub use heuristic::{Evaluator, Heuristic, HeuristicError, ParseHeuristicError};
pub use moves::{Move, MoveError, ParseMoveError};
pub use parity::Parity;
pub use pdb::{default_cache_dir, Partition, PatternSet, PdbCache};
pub use size::Size;
pub use solver::{solve, solve_with, Mode, Solution, SolveError, SolveOptions};
pub use text::ParseError;

/// The item of `all` called `input` (trimmed, any case, `_` read as `-`): the shared lookup
/// behind the `FromStr` of every named choice (heuristics, partitions, levels).
pub(crate) fn by_name<T: Copy>(
    all: &[T],
    name: impl Fn(T) -> &'static str,
    input: &str,
) -> Option<T> {
    let wanted = input.trim().to_ascii_lowercase().replace('_', "-");
    all.iter().copied().find(|&item| name(item) == wanted)
}

/// The pattern database directory unit tests share (files are checked before use, so runs
/// may reuse each other's).
#[cfg(test)]
pub(crate) fn test_cache() -> PdbCache {
    PdbCache::new(std::env::temp_dir().join("npuzzle-unit-test-pdb"))
}
