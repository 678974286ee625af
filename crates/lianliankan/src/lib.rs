//! Lianliankan (连连看, Onet): boards, minimum-turn pair paths, an exact clearing solver,
//! generators and what a game page needs (legal moves, apply/undo, hint, shuffle).
//!
//! A board is an m x n grid of tiles (numbered kinds), blockers and empty cells, surrounded by
//! an empty ring. Two tiles of one kind are removed together when a path of empty cells with
//! at most T turns joins them; a removal costs turns + 1. The solver finds a clearing of least
//! total cost, or proves there is none.
//!
//! The map:
//! - [`board`], [`parse`], [`params`], [`rules`]: the model, its text format (positioned
//!   errors), generator parameters and rule options (turn limit, gravity).
//! - [`reach`] (bitboard one-to-all minimum turns), [`path`] (the drawn path: fewest turns,
//!   then shortest), [`gravity`] (where tiles slide).
//! - [`puzzle`]: a board under rules with shared tables; states are sets of remaining tiles
//!   ([`tileset`]); legal moves, the lower bound ([`bound`]), safe forced moves, replay.
//! - [`solver`]: [`solve`] (exact A* with an anytime fallback), [`decide_from`]
//!   (clearable or not), the seed report's branch-capped A*, and [`search::Problem`].
//! - [`generate()`]: random or guaranteed-clearable deals, [`generate_rated`] at a
//!   difficulty level; [`game`]: play, undo, hint, shuffle.
//! - [`rating`]: the difficulty model ([`rate`]: score 0-100, level, measures, why).

pub mod board;
pub mod bound;
pub mod game;
pub mod generate;
pub mod gravity;
pub mod params;
pub mod parse;
pub mod path;
pub mod puzzle;
pub mod rating;
pub mod reach;
pub mod rules;
pub mod solver;
pub mod tileset;

pub use board::{Board, BoardError, Cell, Pos, MAX_KIND, MAX_SIDE};
pub use game::{Game, GameView, Hint, WhyNot};
pub use generate::{generate, generate_rated, GenerateError, RatedBoard};
pub use params::{ParamError, Params};
pub use parse::{format_board, format_board_compact, parse_board, ParseError};
pub use path::Path;
pub use puzzle::{Move, Puzzle, Removal};
pub use rating::{rate, Level, Rating, RatingOptions};
pub use rules::{Gravity, MaxTurns, RuleParseError, Rules};
pub use solver::{decide_from, playback, solve, solve_from, Solution, StepScore};
pub use tileset::TileSet;
