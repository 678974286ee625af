//! Solvers: the exact minimum-tap search ([`solve`]), a plain de-duplicated BFS, the seed's
//! iterative deepening and greedy, and beam search, all reporting through `search` types.

mod bfs;
pub mod bound;
mod children;
mod exact;
mod heuristic;
mod macros;
mod most_left;
pub mod packed;

use puzzle::words::english;
use puzzle::Words;
use serde::Serialize;

use crate::board::{Board, Pos};
use crate::rules::{Rules, Timing};
use search::{Claim, Stats};

pub use bfs::solve_bfs;
pub(crate) use exact::{beam_limits_after_stop, bound_from_above, search_min_taps};
pub use heuristic::{solve_beam, solve_greedy, solve_report_iddfs};

/// What to optimise. The serde names (`min_taps`, `most_left`) are part of the JSON contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Objective {
    /// Fewest taps (any sequence of that length).
    #[default]
    MinTaps,
    /// The most drops left in the supply once the board is clear (what carries over to the
    /// next board, clear bonus included), over every clearing sequence, however long: more
    /// taps can pay off through combo bonuses. Ties go to fewer taps.
    MostLeft,
}

/// Options shared by the solvers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct SolveOptions {
    /// The rules (and, unless `supply` is given, the starting supply).
    pub rules: Rules,
    /// What to optimise.
    pub objective: Objective,
    /// Starting supply; `None` means the rules' supply.
    pub supply: Option<u32>,
}

impl SolveOptions {
    /// Fewest taps under `rules`, with the rules' supply.
    pub fn new(rules: Rules) -> Self {
        SolveOptions {
            rules,
            ..SolveOptions::default()
        }
    }

    /// The supply the search starts with.
    pub fn start_supply(&self) -> u32 {
        self.supply.unwrap_or(self.rules.supply)
    }
}

/// A solver's answer. The JSON field names are the CLI contract (`solvable`, `taps`,
/// `sequence`, `optimal`, `timing`, `stats`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Solution {
    /// The solver's display name.
    pub algorithm: String,
    /// The board solved.
    pub board: Board,
    /// `Some(true)` when a clearing sequence was found, `Some(false)` when it was proven that
    /// none exists within the supply, `None` when the search stopped without knowing.
    pub solvable: Option<bool>,
    /// Length of `sequence`, when one was found.
    pub taps: Option<u32>,
    /// The taps, in order (empty when none was found).
    pub sequence: Vec<Pos>,
    /// The objective is proven: `taps` is minimal ([`Objective::MinTaps`]), or `drops_left`
    /// is the most possible and `taps` the fewest that leave that many
    /// ([`Objective::MostLeft`]).
    pub optimal: bool,
    /// Proven lower bound on the taps any clearing sequence needs (equals `taps` when a
    /// minimum-tap answer is optimal).
    pub lower_bound: u32,
    /// Supply left after the last tap, clear bonus included.
    pub drops_left: Option<u32>,
    /// [`Objective::MostLeft`] only: a proven upper bound on the drops any clearing sequence
    /// can leave (equals `drops_left` when optimal).
    pub drops_left_bound: Option<u32>,
    /// The timing model solved under.
    pub timing: Timing,
    /// Whether empty cells could be tapped.
    pub empty_taps: bool,
    /// The supply the search started with.
    pub supply: u32,
    /// What was optimised.
    pub objective: Objective,
    /// What is claimed about the answer.
    pub claim: Claim,
    /// Nodes, frontier and time.
    pub stats: Stats,
}

impl Solution {
    /// An answer of `algorithm` on `board` under `options` that found nothing yet: no
    /// sequence, nothing proven (`lower_bound` 0), claim [`Claim::Failed`], empty stats. Every
    /// solver starts from this and fills in what it finds.
    pub fn new(algorithm: impl Into<String>, board: &Board, options: &SolveOptions) -> Self {
        Solution {
            algorithm: algorithm.into(),
            board: board.clone(),
            solvable: None,
            taps: None,
            sequence: Vec::new(),
            optimal: false,
            lower_bound: 0,
            drops_left: None,
            drops_left_bound: None,
            timing: options.rules.timing,
            empty_taps: options.rules.empty_taps,
            supply: options.start_supply(),
            objective: options.objective,
            claim: Claim::Failed,
            stats: Stats::default(),
        }
    }

    /// The row this run contributes to a comparison table.
    pub fn summary(&self) -> search::Summary {
        search::Summary {
            algorithm: self.algorithm.clone(),
            cost: self.taps.map(u64::from),
            length: self.taps.map(|t| t as usize),
            claim: self.claim,
            stats: self.stats,
        }
    }
}

/// Solves `board` exactly for the objective of `options`: the proven minimum number of taps
/// ([`Objective::MinTaps`], the IDA* of `exact.rs`) or the proven most drops left at the end
/// ([`Objective::MostLeft`], the branch and bound of `most_left.rs`, which starts from the
/// minimum-tap answer), with one sequence, or a proof that no sequence clears the board within
/// the supply.
pub fn solve(
    board: &Board,
    options: &SolveOptions,
    limits: &search::Limits,
) -> Result<Solution, SolveError> {
    match options.objective {
        Objective::MinTaps => exact::solve_min_taps(board, options, limits),
        Objective::MostLeft => most_left::solve_most_left(board, options, limits),
    }
}

/// Why a solver cannot run on a board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum SolveError {
    /// More cells than [`packed::MAX_CELLS`].
    TooLarge {
        /// The board's cells.
        cells: usize,
        /// The most the solvers hold.
        max: usize,
    },
}

impl SolveError {
    /// What is wrong and what to do, as catalogue words: "solve a smaller board" (the
    /// `verb` argument, which a caller that rates sets to `rate`).
    pub fn words(&self) -> Words {
        let SolveError::TooLarge { cells, max } = self;
        Words::new("tendrops-request-solver-too-large")
            .arg("cells", cells)
            .arg("max", max)
            .arg("verb", "solve")
    }
}

/// Checks the board size and copies the cells into the solvers' fixed array.
pub(crate) fn load(board: &Board) -> Result<packed::Cells, SolveError> {
    if board.len() > packed::MAX_CELLS {
        return Err(SolveError::TooLarge {
            cells: board.len(),
            max: packed::MAX_CELLS,
        });
    }
    let mut cells = [0u8; packed::MAX_CELLS];
    cells[..board.len()].copy_from_slice(board.cells());
    Ok(cells)
}

/// Replays `sequence` under `options` from `board`: the supply left at the end if every tap
/// is legal and the board ends clear.
pub fn replay(board: &Board, sequence: &[Pos], options: &SolveOptions) -> Option<u32> {
    let mut game = crate::Game::with_supply(board.clone(), options.rules, options.start_supply());
    for &pos in sequence {
        game.tap(pos).ok()?;
    }
    game.board().is_clear().then_some(game.supply())
}
