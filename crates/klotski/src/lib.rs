//! Klotski (华容道) on the 4x5 board.
//!
//! - [`Klotski`]: the puzzle backend ([`puzzle::Puzzle`]): game IDs (a layout and
//!   `;metric=...`, see [`backend`]), drawing, moves, solvers, hints, generator, rating and
//!   the built-in classics. The web app and the command line use it.
//! - Layouts: [`Board`] (packed in a `u64`), read from a grid, a built-in name, a CommonCode or
//!   a ShortCode with [`parse_layout`] ([`locate_layout`] also gives the byte range of an
//!   error), written in every form with [`layout_codes`].
//! - Moves in three metrics ([`Metric`]): [`legal_moves`], [`apply_move`], [`undo_move`] (a
//!   game's history, undo and records are the interface's, the same for every puzzle).
//! - The exact solver [`solve`], analysis ([`analyze`]: distance, hint, reachable, farthest),
//!   the census of every layout ([`census_all`], [`census_standard`]), the generator ([`generate`]), and
//!   [`KlotskiProblem`] so that every generic algorithm of the `search` crate runs on it
//!   (the interface's `compare` puts them side by side). [`GroupMap`] answers "how far" and "which moves are
//!   optimal" for every position of a group after one exploration; [`GroupCache`] keeps the
//!   last few so that a game's hints are lookups.
//!
//! Through the trait:
//!
//! ```
//! use klotski::Klotski;
//! use puzzle::Puzzle;
//! use search::Limits;
//!
//! let game = Klotski.parse("横刀立马;metric=unit").expect("a classic's name");
//! assert_eq!(Klotski.format(&game), "VCCV/VCCV/VHHV/VSSV/S..S;metric=unit");
//!
//! let solved = Klotski.solve(&game, "fast", &Limits::none()).expect("the fast solver runs");
//! assert_eq!(solved.cost, Some(116));
//! assert_eq!(solved.path.len(), 116);
//!
//! let hint = Klotski.hint(&game, &Limits::none()).expect("a hint");
//! assert_eq!(hint.remaining, Some(116));
//! let next = Klotski.apply(&game, &hint.mv.expect("a move"), None).expect("legal");
//! assert_eq!(Klotski.hint(&next.game, &Limits::none()).unwrap().remaining, Some(115));
//! ```

#![warn(missing_docs)]

mod analysis;
pub mod backend;
mod board;
mod census;
mod class_rank;
mod classics;
mod codes;
mod enumerate;
mod error;
mod flat_map;
mod generator;
mod geometry;
mod grid;
mod group_cache;
mod layout;
mod metric;
mod moves;
mod piece;
mod problem;
mod rank_table;
mod solver;

pub use analysis::{analyze, explore_group, explore_reachable, Analysis, FarPosition, GroupMap};
pub use backend::{Klotski, KlotskiGame};
pub use board::{Board, PieceCounts, GOAL_BLOCK_HEAD};
pub use census::{census_all, census_standard, CensusReport, GroupInfo, Hardest};
pub use classics::{classics, find_classic, Classic};
pub use codes::{
    board_from_common_code, board_from_short_code, common_code, format_common_code,
    format_common_code_short, format_short_code, locate_common_code, locate_short_code,
    parse_common_code, parse_short_code, short_code,
};
pub use enumerate::{
    all_layouts, all_layouts_parallel, all_piece_sets, for_each_layout, for_each_layout_with_head,
    for_each_layout_with_pieces, AllLayouts,
};
pub use error::{CodeProblem, LayoutError, LayoutErrorAt};
pub use generator::{generate, random_standard_board, GenerateError, GenerateOptions, Generated};
pub use geometry::{Cell, COLS, ROWS};
pub use grid::{format_grid, format_grid_lines, grid_rows, locate_grid, parse_grid};
pub use group_cache::GroupCache;
pub use layout::{layout_codes, locate_layout, parse_layout, LayoutCodes};
pub use metric::{Metric, ParseMetricError};
pub use moves::{
    apply_move, for_each_successor, legal_moves, move_between, step_path, undo_move, Move,
    MoveError,
};
pub use piece::{Piece, Shape};
pub use problem::{moves_lower_bound, KlotskiProblem};
pub use solver::{solve, steps_between, SolutionStep, SolveResult, FAST_SOLVER_NAME};
