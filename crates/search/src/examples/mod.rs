//! Small, self-contained problems for teaching and for testing the algorithms.
//!
//! [`EightPuzzle`] is the classic 3x3 sliding-tile puzzle; it implements every optional part of
//! [`Problem`](crate::Problem) (heuristic, unit costs, goal states, predecessors), so every
//! algorithm, bidirectional BFS included, runs on it. [`EightPuzzleProblem`] aims it at any
//! goal arrangement with a chosen heuristic, as textbook exercises do.

mod chosen_goal;
mod eight_puzzle;

pub use chosen_goal::{EightPuzzleProblem, TileHeuristic};
pub use eight_puzzle::{EightPuzzle, Move, ParseError, Unsolvable};
