//! Matchstick equations (火柴棍移动): a stick-level glyph model, exact solvers under explicit
//! rules, the seed report's algorithms for comparison, a generator with a difficulty rating.
//!
//! The web app and the command line use the crate through the one puzzle interface:
//! [`Matchstick`] implements [`puzzle::Puzzle`] over game IDs such as `45+46=99;k=2` or, part-way
//! through a game, `7+3=9;taken=0.a;placed=0.e` (the syntax is in [`backend`]):
//!
//! ```
//! use matchstick::Matchstick;
//! use puzzle::{Puzzle, Status};
//! use search::{Claim, Limits};
//!
//! let puzzle = Matchstick;
//! let game = puzzle.parse("45+46=99").expect("a valid game ID");
//! let solved = puzzle.solve(&game, "fast", &Limits::none()).expect("a known solver");
//! assert_eq!(solved.payload.solutions, ["45+48=93", "49+46=95"]);
//! assert_eq!((solved.claim, solved.cost), (Claim::Optimal, Some(1)));
//!
//! let hint = puzzle.hint(&game, &Limits::none()).expect("within the limits");
//! let mv = hint.mv.expect("the puzzle has answers");
//! let after = puzzle.apply(&game, &mv, None).expect("a hint is a legal move").game;
//! assert_eq!(puzzle.status(&after), Status::Solved);
//! assert_eq!(puzzle.format(&after), "45+46=99;taken=7.f;placed=4.b");
//!
//! let error = puzzle.parse("7+a=9;k=2").unwrap_err();
//! assert_eq!((error.code, error.column, error.span), ("unknown_character", Some(3), Some(2..3)));
//! ```
//!
//! Underneath, the backend in the Simon Tatham style:
//! - describe: [`parse()`] an equation (errors carry their column and byte range) or a whole
//!   [`PuzzleSpec`] (`45+46=99;k=2;rules=division`), format with `Display`; both round-trip;
//! - play: [`Game`] lists legal stick moves, applies and undoes them, tests `is_solved`, and
//!   gives a `hint` towards the nearest answer;
//! - solve: [`solve()`] lists every true equation exactly K moved (or added, or removed) sticks
//!   away, each with the sticks that change ([`SolveReport`]); [`solve_report`] runs the seed
//!   report's brute force and DFS; [`MoveProblem`] lets the generic `search` algorithms run;
//! - generate: [`generate()`] makes rated puzzles from a seed at a [`Difficulty`]; [`catalogue()`]
//!   lists every two-operand puzzle; the rating model is documented in [`rating`].
//!
//! Map of the modules: [`glyphs`] (stick slots of every character) -> [`layout`] (the cells of
//! one equation) -> [`enumerate`] and [`meet`] (the search over drawings) -> [`solve()`].
//! [`eval`] evaluates; [`rules`] holds the options and their defaults (docs/rules/matchstick.md); [`backend`]
//! puts it all behind the interface.
//!
//! ```
//! use matchstick::{parse, solve, Game, Task, Rules};
//! use search::Limits;
//!
//! let rules = Rules::default();
//! let puzzle = parse("45+46=99", &rules).expect("a valid equation");
//! let report = solve(&puzzle, &rules, Task::Move, 1, &Limits::none());
//! assert_eq!(report.solutions, ["45+48=93", "49+46=95"]);
//!
//! let mut game = Game::new(&puzzle, &rules, Task::Move, 1);
//! let hint = game.hint(&Limits::none()).expect("the puzzle has answers");
//! game.apply(hint).expect("a hint is a legal move");
//! assert!(game.is_solved());
//!
//! let error = parse("7+a=9", &rules).unwrap_err();
//! assert_eq!(error.column(), Some(3));
//! ```

#![warn(missing_docs)]

pub mod assess;
pub mod backend;
pub mod catalogue;
pub mod description;
pub mod enumerate;
pub mod equation;
pub mod eval;
pub mod game;
pub mod generate;
pub mod glyphs;
pub mod layout;
pub mod meet;
pub mod parse;
pub mod problem;
pub mod rating;
pub mod report_library;
pub mod report_solvers;
pub mod roman;
pub mod rules;
pub mod solve;
pub mod space;

pub use assess::{assess, Assessment};
pub use backend::{CellView, Matchstick, RatingDetail, Solutions, StickEffect, View};
pub use catalogue::{catalogue, Catalogue, CatalogueEntry, CatalogueError};
pub use description::{DescriptionError, PuzzleSpec};
pub use equation::{Equation, MAX_LENGTH};
pub use game::{Game, GameMove, GameView, MoveError};
pub use generate::{generate, GenerateOptions, GenerateReport, GeneratedPuzzle};
pub use glyphs::{CellKind, Glyph, Numeral, Op, Symbol};
pub use layout::{Cell, Layout, StickPos};
pub use parse::{parse, parse_located, LocatedError, ParseError};
pub use problem::MoveProblem;
pub use rating::{ChangeKind, Difficulty, Rating};
pub use report_library::{report_equations, ReportEntry};
pub use report_solvers::{solve_report, ReportAlgorithm};
pub use rules::{GlyphSet, Rules};
pub use solve::{solve, solve_str, solve_with, Answer, SolveReport, StickMove, Strategy, Task};
pub use space::Space;
