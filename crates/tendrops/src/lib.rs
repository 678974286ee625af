//! Ten Drops (十滴水, Splash Back): boards, the tick-by-tick chain simulation in four timing
//! models, the game with supply and bonuses, an exact minimum-tap solver, the report's
//! heuristic solvers for comparison, and a level generator with a built-in campaign.
//!
//! [`TenDrops`] is the puzzle behind the one interface of Puzzle Lab ([`puzzle::Puzzle`]):
//! a game ID (the board, the supply and the rules in one string, see [`backend`]) in, views,
//! taps, answers, hints, ratings and new games out.
//!
//! ```
//! use puzzle::{Puzzle, Status};
//! use search::{Claim, Limits};
//! use tendrops::TenDrops;
//!
//! // The README's board, rows joined by '/', under the default rules (a-sum, 10 drops).
//! let game = TenDrops.parse("040244/304244/003030/000413/243220/004423").unwrap();
//! let solved = TenDrops.solve(&game, "exact", &Limits::none()).unwrap();
//! assert_eq!((solved.claim, solved.cost), (Claim::Optimal, Some(2)));
//!
//! let hint = TenDrops.hint(&game, &Limits::none()).unwrap();
//! let tap = hint.mv.expect("a tap on an optimal line");
//! assert_eq!((hint.remaining, hint.optimal), (Some(2), true));
//! let after = TenDrops.apply(&game, &tap, None).unwrap().game;
//! assert_eq!(TenDrops.status(&after), Status::Playing);
//!
//! // A game in progress is a game ID too; errors say where.
//! assert!(TenDrops.format(&after).ends_with(";supply=9"));
//! let error = TenDrops.parse("0402\n30x4").unwrap_err();
//! assert_eq!((error.line, error.column), (Some(2), Some(3)));
//! ```
//!
//! Below the interface: [`Board`] (parse/format), [`Game`] (play: legal taps, tap, undo),
//! [`solve`] (proven minimum taps, or the most drops left) and [`simulate`] (the event stream
//! of one tap).

#![warn(missing_docs)]

pub mod backend;
pub mod board;
pub mod campaign;
pub mod chain;
pub mod contender;
pub mod events;
pub mod game;
pub mod generate;
pub mod playback;
pub mod problem;
pub mod rules;
pub mod solver;

pub use backend::{Position, Tap, TapEffect, TenDrops, View};
pub use board::{Board, ParseBoardError, Pos};
pub use events::{simulate, ChainLog, TapError};
pub use game::{Game, MoveError, Status, TapReport};
pub use rules::{Rules, Timing};
pub use solver::{solve, Objective, Solution, SolveError, SolveOptions};
