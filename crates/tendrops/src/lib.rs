//! Ten Drops (十滴水, Splash Back): boards, the tick-by-tick chain simulation in four timing
//! models, the game with supply and bonuses, an exact minimum-tap solver, the seed's heuristic
//! solvers for comparison, and a level generator with a built-in campaign.
//!
//! Start with [`Board`] (parse/format), [`Game`] (play: legal taps, tap, undo) and
//! [`solve`] (proven minimum taps); [`simulate`] gives the event stream of one tap.

pub mod board;
pub mod campaign;
pub mod chain;
pub mod compare;
pub mod events;
pub mod game;
pub mod generate;
pub mod playback;
pub mod problem;
pub mod rules;

pub use board::{Board, ParseBoardError, Pos};
pub use events::{simulate, ChainLog, TapError};
pub use game::{Game, MoveError, Status, TapReport};
pub use rules::{Rules, Timing};
pub mod solver;

pub use solver::{solve, Objective, Solution, SolveError, SolveOptions};
