//! Sliding-tile puzzles: the 8-puzzle (3x3), the 15-puzzle (4x4) and the 24-puzzle (5x5).
//!
//! Tiles numbered 1 to `n*n - 1` and one blank (0) on an `n x n` board; a move slides a
//! tile next to the blank into it, and is named by that tile's number. The goal is the
//! tiles in order, row by row, with the blank last, or any other arrangement of the same
//! tiles ([`Goal`]; the functions named `..._to` take one).
//!
//! - [`Board`]: parse ([`Board::parse`] / [`str::parse`], errors with byte ranges),
//!   the canonical text ([`Display`](std::fmt::Display), e.g. `1 2 3/4 5 6/7 8 0`),
//!   [`Board::legal_moves`], [`Board::apply`], [`Board::is_solved`], [`Board::is_solvable`]
//!   (with a parity proof, [`Parity`]).
//! - [`Heuristic`]: misplaced, Manhattan, linear conflict, walking distance, additive
//!   pattern databases ([`pdb`], built once and cached on disk by [`PdbCache`]), and an
//!   inadmissible teaching example; [`Evaluator`] computes one.
//! - [`solve`]: IDA* with the pattern databases, optimal ([`search::Claim::Optimal`]) or,
//!   when stopped by [`search::Limits`], a proven lower bound and a weighted A* solution;
//!   unsolvable positions are answered at once by parity. [`hint()`] gives the next move.
//! - [`NPuzzleProblem`]: the puzzle as a [`search::Problem`], so every generic algorithm runs
//!   on it.
//! - [`generate()`] a position of a [`Level`] with a proven optimal length, [`rate()`] one.
//! - [`NPuzzle`] ([`backend`]): all of it behind the one puzzle interface,
//!   [`puzzle::Puzzle`], as the web app and the command line use it (game IDs with placed
//!   errors, moves `{"tile": 5}`, solvers by name, hint, generator, rating, libraries).
//!
//! The crate knows nothing of HTTP, SQL, JSON or terminals; result types derive
//! `serde::Serialize`.
//!
//! Through the interface:
//!
//! ```
//! use npuzzle::NPuzzle;
//! use puzzle::{Puzzle, Status};
//! use search::{Claim, Limits};
//!
//! let game = NPuzzle.parse("1 2 3\n4 0 6\n7 5 8").expect("a 3x3 board");
//! assert_eq!(NPuzzle.format(&game), "1 2 3/4 0 6/7 5 8");
//! let error = NPuzzle.parse("1 2 3/4 0 6/7 5 x").unwrap_err();
//! assert_eq!((error.code, error.line, error.column), ("bad_cell", Some(1), Some(17)));
//!
//! let solved = NPuzzle.solve(&game, "exact", &Limits::none()).expect("solves");
//! assert_eq!((solved.claim, solved.cost), (Claim::Optimal, Some(2)));
//! assert_eq!(solved.payload.solution, vec![5, 8]);
//!
//! let hint = NPuzzle.hint(&game, &Limits::none()).expect("a hint");
//! let first = hint.mv.expect("a move");
//! assert_eq!(NPuzzle.describe_move(&game, &first).text, "slide 5 up");
//! let after = NPuzzle.apply(&game, &first, None).expect("legal").game;
//! assert_eq!(hint.remaining, Some(2));
//! assert_eq!(NPuzzle.status(&after), Status::Playing);
//! ```
//!
//! Directly:
//!
//! ```
//! use npuzzle::{hint, solve, Board, PdbCache, SolveOptions};
//! use search::{Claim, Limits};
//!
//! // Pattern databases are built on first use and kept in this directory (by default,
//! // `default_cache_dir()`); on 3x3 that takes a fraction of a second.
//! let options = SolveOptions::with_cache(PdbCache::new(std::env::temp_dir().join("npuzzle-doc")));
//!
//! let board: Board = "1 2 3/4 0 5/7 8 6".parse().expect("a valid 3x3 board");
//! let solution = solve(&board, &options, &Limits::none()).expect("the heuristic fits 3x3");
//! assert_eq!(solution.claim, Claim::Optimal);
//! assert_eq!(solution.moves, vec![5, 6]);
//!
//! let next = hint(&board, &options, &Limits::none()).expect("same");
//! assert_eq!((next.tile, next.moves_left), (Some(5), Some(2)));
//!
//! let mut played = board;
//! played.apply_all(&solution.moves).expect("legal moves");
//! assert!(played.is_solved());
//! ```

#![warn(missing_docs)]

pub mod backend;
pub mod board;
pub mod generate;
pub mod goal;
pub mod heuristic;
pub mod hint;
pub mod moves;
pub mod parity;
pub mod pdb;
pub mod problem;
pub mod rating;
pub mod size;
pub mod solver;
pub mod text;

pub use backend::NPuzzle;
pub use board::Board;
pub use generate::{
    generate, generate_to, random_solvable, random_solvable_for, random_walk, random_walk_from,
    GenerateError, Generated, Level, ParseLevelError,
};
pub use goal::{Frame, Goal};
pub use heuristic::{Evaluator, Heuristic, HeuristicError, ParseHeuristicError};
pub use hint::{hint, hint_to, Hint};
pub use moves::{Move, MoveError, ParseMoveError};
pub use parity::Parity;
pub use pdb::{canonical_blanks, default_cache_dir, Partition, PatternSet, PdbCache};
pub use problem::NPuzzleProblem;
pub use rating::{rate, rate_to, scale_to, score, score_to, RateError, Rating};
pub use size::Size;
pub use solver::{
    solve, solve_to, solve_with, Mode, ParseModeError, Solution, SolveError, SolveOptions,
};
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
    PdbCache::new(std::env::temp_dir().join("npuzzle-test-pdb"))
}

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
        let heuristic = [
            HeuristicError::WalkingDistanceTooLarge,
            HeuristicError::PartitionSize {
                partition: Partition::SevenEight,
                size: Size::Three,
            },
        ];
        let parse = [
            "",
            "1 2 x",
            "1 2 3 4",
            "1 2 3 4 5 6 7 8 0 9",
            &(0..27).map(|i| format!("{i} ")).collect::<String>(),
            "1 2 3 4/5 6/7 8 0",
            "1 2 3/4 5 6/7 8 9",
            "1 2 3/4 5 6/7 3 0",
        ]
        .map(|text| Board::parse(text).expect_err(text));
        let unsolvable: Board = "2 1 3/4 5 6/7 8 0".parse().expect("a board");
        let stopped = GenerateError::Stopped {
            level: Level::Hard,
            size: Size::Four,
            reason: StopReason::TimeLimit,
            attempts: 12,
        };
        let files = [
            pdb::FileProblem::Missing,
            pdb::FileProblem::Unreadable("Permission denied (os error 13)".into()),
            pdb::FileProblem::BadMagic,
            pdb::FileProblem::Version { found: 0 },
            pdb::FileProblem::OtherPattern,
            pdb::FileProblem::Length {
                found: 10,
                expected: 20,
            },
            pdb::FileProblem::Checksum,
        ];
        let mut errors: Vec<(String, Words)> = Vec::new();
        let mut add = |shown: String, words: Words| errors.push((shown, words));
        for e in &heuristic {
            add(e.to_string(), e.words());
            let solve = SolveError::from(e.clone());
            add(solve.to_string(), solve.words());
            let rate = RateError::from(e.clone());
            add(rate.to_string(), rate.words());
            let generate = GenerateError::from(e.clone());
            add(generate.to_string(), generate.words());
        }
        for e in &parse {
            add(e.to_string(), e.words());
        }
        for e in [
            MoveError::NoSuchTile {
                tile: 9,
                size: Size::Three,
            },
            MoveError::NotNextToBlank {
                tile: 1,
                movable: vec![2, 4, 6],
            },
        ] {
            add(e.to_string(), e.words());
        }
        let rate = RateError::Unsolvable(Parity::of(&unsolvable));
        add(rate.to_string(), rate.words());
        add(stopped.to_string(), stopped.words());
        for e in &files {
            add(e.to_string(), e.words());
        }
        let move_text = "up".parse::<Move>().expect_err("not a move");
        add(move_text.to_string(), move_text.words());
        let mode = "slow".parse::<Mode>().expect_err("no such mode");
        add(mode.to_string(), mode.words());
        let partition = "9-9".parse::<Partition>().expect_err("no such partition");
        add(partition.to_string(), partition.words());
        let level = "extreme".parse::<Level>().expect_err("no such level");
        add(level.to_string(), level.words());
        let name = "euclid"
            .parse::<Heuristic>()
            .expect_err("no such heuristic");
        add(name.to_string(), name.words());
        assert_eq!(errors.len(), 32);
        for (shown, words) in &errors {
            if let Err(e) = check_said(shown, words) {
                panic!("{e}");
            }
        }
        // the new words say at least what the old English said
        assert_eq!(
            move_text.to_string(),
            "'up' is not a move: name the tile to slide by its number, e.g. 7"
        );
        assert_eq!(
            mode.to_string(),
            "unknown solving mode 'slow': expected exact, fast or auto"
        );
        assert!(partition
            .to_string()
            .starts_with("unknown pattern partition '9-9': expected 8 (3x3), 6-6-3"));
        assert_eq!(
            level.to_string(),
            "difficulty: 'extreme' is not a level of 15-puzzle: use easy, medium, hard, expert"
        );
        assert!(name.to_string().starts_with("unknown heuristic 'euclid'"));
        assert_eq!(
            stopped.to_string(),
            "the generator (no hard 4x4 position proven after 12 candidates; try another seed, \
             or an easier level) stopped before it finished (time limit reached); give it more \
             time or nodes"
        );
        assert!(files[1]
            .to_string()
            .contains("cannot be read (Permission denied (os error 13))"));
        assert!(rate
            .to_string()
            .starts_with("an unsolvable position has no difficulty: the tiles have 1 inversions"));
        assert_eq!(
            heuristic[1].to_string(),
            "the 4x4 7-8 pattern databases are for 4x4 boards, not 3x3"
        );
    }
}
