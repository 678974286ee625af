//! Sliding-tile puzzles (the 8-, 15- and 24-puzzle).

#![warn(missing_docs)]

pub mod board;
pub mod moves;
pub mod parity;
pub mod size;
pub mod text;

pub use board::Board;
pub use moves::{Move, MoveError, ParseMoveError};
pub use parity::Parity;
pub use size::Size;
pub use text::ParseError;
