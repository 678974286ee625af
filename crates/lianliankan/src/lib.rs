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
//!   difficulty level; [`game`]: play, undo, hint, shuffle ([`redeal`]: a clearable deal of
//!   the tiles left whenever one exists).
//! - [`rating`]: the difficulty model ([`rate`]: score 0-100, level, measures, why).
//! - [`backend`]: all of it behind the one puzzle interface ([`Lianliankan`] implements
//!   [`::puzzle::Puzzle`]), with the game ID syntax (`1 2 0/2 1 -1;turns=3`).
//!
//! Through the interface:
//!
//! ```
//! use lianliankan::Lianliankan;
//! use puzzle::Puzzle as _;
//! use search::{Claim, Limits};
//!
//! let game = Lianliankan.parse("1 1 2\n2 0 0;turns=3").expect("a valid game ID");
//! assert_eq!(Lianliankan.format(&game), "1 1 2/2 0 0;turns=3");
//!
//! let solved = Lianliankan.solve(&game, "exact", &Limits::none()).expect("a known solver");
//! assert_eq!(solved.claim, Claim::Optimal);
//! assert_eq!(solved.cost, Some(3)); // the 1s side by side (1), the 2s with one turn (2)
//! assert_eq!(solved.payload.solution.removals.len(), 2);
//!
//! let hint = Lianliankan.hint(&game, &Limits::none()).expect("a hint");
//! assert_eq!(hint.remaining, Some(3));
//! let first = hint.mv.expect("a pair that keeps the board clearable");
//! let after = Lianliankan.apply(&game, &first, None).expect("a legal pair");
//! assert!(after.cost <= 2);
//! ```

#![warn(missing_docs)]

pub mod backend;
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
pub mod redeal;
pub mod rules;
pub mod solver;
pub mod tileset;

pub use backend::{BoardView, ClearingReport, Lianliankan, PairMove, Position, RatingFigures};
pub use board::{Board, BoardError, Cell, Pos, MAX_KIND, MAX_SIDE};
pub use game::{Game, GameView, Hint, WhyNot};
pub use generate::{generate, generate_rated, GenerateError, RatedBoard};
pub use params::{ParamError, Params};
pub use parse::{format_board, format_board_compact, format_rows, parse_board, ParseError};
pub use path::Path;
pub use puzzle::{Move, Puzzle, Removal};
pub use rating::{rate, rate_within, Level, Rating, RatingOptions};
pub use rules::{Gravity, MaxTurns, RuleParseError, Rules};
pub use solver::{decide_from, playback, solve, solve_from, Solution, StepScore};
pub use tileset::TileSet;
