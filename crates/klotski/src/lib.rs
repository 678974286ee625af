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

#[cfg(test)]
mod tests {
    use super::*;
    use puzzle::conformance::check_said;
    use puzzle::Words;
    use search::StopReason;

    /// Every error of the crate says words the English catalogue has, and its `Display` is
    /// their English: one value of each kind.
    #[test]
    fn every_error_displays_its_words_english() {
        let cell = Cell::new(1, 2);
        let problems = [
            CodeProblem::Digits { count: 12 },
            CodeProblem::NotHex {
                character: 'g',
                position: 3,
            },
            CodeProblem::TooManyBits,
            CodeProblem::BlockHead { cell: 3 },
            CodeProblem::NotFilled,
            CodeProblem::PieceDoesNotFit { piece: 2, cell: 7 },
            CodeProblem::LeftOver,
            CodeProblem::TooFewEmpty { empties: 1 },
            CodeProblem::Characters { count: 4 },
            CodeProblem::NotShortCode {
                character: 'I',
                position: 2,
            },
            CodeProblem::BeyondLast {
                rank: 40_000_000,
                total: 29_334_498,
            },
        ];
        let mut layouts = vec![
            LayoutError::Empty,
            LayoutError::WrongRowCount { found: 2 },
            LayoutError::WrongRowLength { row: 1, found: 3 },
            LayoutError::UnknownCharacter {
                character: 'X',
                cell,
            },
            LayoutError::BrokenPiece {
                kind: Shape::Horizontal,
                cell,
            },
            LayoutError::BrokenPiece {
                kind: Shape::Vertical,
                cell,
            },
            LayoutError::NoBlock,
            LayoutError::WrongBlockCells { cells: 5 },
            LayoutError::BlockNotSquare { cell },
            LayoutError::TooFewEmpty { found: 0 },
            LayoutError::PieceDoesNotFit {
                kind: Shape::Block,
                cell,
            },
            LayoutError::Unrecognised {
                text: "hello".into(),
            },
        ];
        for reason in &problems {
            layouts.push(LayoutError::BadCommonCode {
                code: "1A9BF0C0G".into(),
                reason: reason.clone(),
            });
            layouts.push(LayoutError::BadShortCode {
                code: "4WVEI".into(),
                reason: reason.clone(),
            });
        }
        let mut errors: Vec<(String, Words)> = Vec::new();
        for e in &problems {
            errors.push((e.to_string(), e.words()));
        }
        for e in &layouts {
            errors.push((e.to_string(), e.words()));
            let at = LayoutErrorAt::new(e.clone(), 0..1);
            errors.push((at.to_string(), at.words()));
        }
        for e in [
            MoveError::NoSuchPiece {
                piece: Shape::Soldier,
                cell,
            },
            MoveError::Unreachable {
                piece: Shape::Vertical,
                from: cell,
                to: Cell::new(3, 3),
                metric: Metric::Unit,
            },
        ] {
            errors.push((e.to_string(), e.words()));
        }
        let metric = "diagonal".parse::<Metric>().expect_err("no such metric");
        errors.push((metric.to_string(), metric.words()));
        let generated = [
            GenerateError::EmptyRange { min: 9, max: 3 },
            GenerateError::NotFound {
                min: 139,
                max: 200,
                metric: Metric::Step,
                attempts: 5,
            },
            GenerateError::Stopped(StopReason::NodeLimit),
        ];
        for e in &generated {
            errors.push((e.to_string(), e.words()));
        }
        assert_eq!(errors.len(), 11 + 2 * 34 + 2 + 1 + 3);
        for (shown, words) in &errors {
            if let Err(e) = check_said(shown, words) {
                panic!("{e}");
            }
        }
        // the new words say at least what the old English said
        assert_eq!(generated[0].to_string(), "the range 9..3 of moves is empty: the fewest moves (9) must not be more than the most (3)");
        assert_eq!(
            generated[1].to_string(),
            "no layout needing 139..200 step moves found in 5 random groups (the hardest \
             standard layouts need 138 step / 150 straight / 179 unit moves)"
        );
        assert_eq!(
            generated[2].to_string(),
            "the generator stopped before it finished (node limit reached); give it more time or nodes"
        );
        let at = LayoutErrorAt::new(layouts[3].clone(), 4..5);
        assert_eq!(at.to_string(), layouts[3].to_string());
    }
}
