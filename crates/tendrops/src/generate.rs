//! Level generation: random boards from a seed, kept when their proven minimum number of taps
//! falls in the range of the requested [`Difficulty`] (and fits the supply).

use std::fmt;
use std::str::FromStr;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use search::{Claim, Limits};
use serde::Serialize;

use crate::board::{Board, Pos};
use crate::rules::Timing;
use crate::solver::{solve, SolveOptions};

/// How hard a level is, by its proven minimum number of taps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    /// 2-3 taps.
    Easy,
    /// 4-6 taps.
    Medium,
    /// 7-8 taps.
    Hard,
    /// 9-10 taps: the whole default supply.
    Expert,
}

impl Difficulty {
    pub const ALL: [Difficulty; 4] = [
        Difficulty::Easy,
        Difficulty::Medium,
        Difficulty::Hard,
        Difficulty::Expert,
    ];

    /// The minimum taps a level of this difficulty needs.
    pub fn taps(self) -> std::ops::RangeInclusive<u32> {
        match self {
            Difficulty::Easy => 2..=3,
            Difficulty::Medium => 4..=6,
            Difficulty::Hard => 7..=8,
            Difficulty::Expert => 9..=10,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
            Difficulty::Expert => "expert",
        }
    }

    /// (share of cells holding a drop, share of those drops that are large (3-4)).
    fn shape(self) -> (f64, f64) {
        match self {
            Difficulty::Easy => (0.7, 0.7),
            Difficulty::Medium => (0.65, 0.6),
            Difficulty::Hard => (0.6, 0.5),
            Difficulty::Expert => (0.55, 0.45),
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown difficulty '{input}': expected easy, medium, hard or expert")]
pub struct ParseDifficultyError {
    pub input: String,
}

impl FromStr for Difficulty {
    type Err = ParseDifficultyError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        Difficulty::ALL
            .into_iter()
            .find(|d| d.name() == lower)
            .ok_or_else(|| ParseDifficultyError {
                input: s.to_string(),
            })
    }
}

/// A generated level with its proven minimum.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Level {
    pub board: Board,
    pub difficulty: Difficulty,
    /// Proven minimum number of taps.
    pub taps: u32,
    /// One optimal tap sequence.
    pub sequence: Vec<Pos>,
    pub supply: u32,
    /// Supply minus minimum taps: how many taps the player may waste.
    pub margin: i64,
    pub timing: Timing,
    pub seed: u64,
    /// Candidate boards tried before this one was accepted.
    pub attempts: u32,
}

/// Why no level was produced.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    #[error("no {difficulty} level found in {attempts} attempts (seed {seed}); try another seed or size")]
    NotFound {
        difficulty: Difficulty,
        attempts: u32,
        seed: u64,
    },
    #[error("a board of {rows}x{cols} is too large for the solver (at most 42 cells)")]
    TooLarge { rows: usize, cols: usize },
    #[error("stopped by the limits after {attempts} attempts")]
    Stopped { attempts: u32 },
}

/// Default for [`GenerateOptions::per_candidate_nodes`]: about 0.4 s of the exact solver on
/// the hardest boards that need 10 taps.
pub const DEFAULT_CANDIDATE_NODES: u64 = 5_000;

/// Settings for [`generate`].
#[derive(Debug, Clone)]
pub struct GenerateOptions {
    pub rows: usize,
    pub cols: usize,
    pub difficulty: Difficulty,
    pub seed: u64,
    pub solve: SolveOptions,
    /// Candidates to try before giving up.
    pub max_attempts: u32,
    /// Nodes the exact solver may expand to prove one candidate's minimum (harder candidates
    /// are skipped). A node count, not a time, so that a seed gives the same level on any
    /// machine and under any load.
    pub per_candidate_nodes: u64,
}

impl GenerateOptions {
    pub fn new(difficulty: Difficulty, seed: u64) -> Self {
        GenerateOptions {
            rows: crate::board::DEFAULT_SIDE,
            cols: crate::board::DEFAULT_SIDE,
            difficulty,
            seed,
            solve: SolveOptions::default(),
            max_attempts: 400,
            per_candidate_nodes: DEFAULT_CANDIDATE_NODES,
        }
    }
}

/// Draws boards from `options.seed` until one's proven minimum fits the difficulty and the
/// supply. The same options always give the same level.
pub fn generate(options: &GenerateOptions, limits: &Limits) -> Result<Level, GenerateError> {
    let cells = options.rows * options.cols;
    if cells > crate::solver::packed::MAX_CELLS || options.rows == 0 || options.cols == 0 {
        return Err(GenerateError::TooLarge {
            rows: options.rows,
            cols: options.cols,
        });
    }
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    let (density, large) = options.difficulty.shape();
    let supply = options.solve.start_supply();
    let budget = limits.start();
    for attempt in 1..=options.max_attempts {
        if budget.interrupted().is_some() {
            return Err(GenerateError::Stopped {
                attempts: attempt - 1,
            });
        }
        let values: Vec<u8> = (0..cells)
            .map(|_| {
                if !rng.random_bool(density) {
                    0
                } else if rng.random_bool(large) {
                    rng.random_range(3..=4)
                } else {
                    rng.random_range(1..=2)
                }
            })
            .collect();
        let Ok(board) = Board::from_cells(options.rows, options.cols, values) else {
            continue;
        };
        if board.is_clear() {
            continue;
        }
        let mut candidate_limits = Limits::none().with_max_expanded(options.per_candidate_nodes);
        if let Some(flag) = &limits.cancel {
            candidate_limits = candidate_limits.with_cancel(flag.clone());
        }
        let Ok(solution) = solve(&board, &options.solve, &candidate_limits) else {
            continue;
        };
        let Some(taps) = solution.taps else { continue };
        if solution.claim != Claim::Optimal
            || !options.difficulty.taps().contains(&taps)
            || taps > supply
        {
            continue;
        }
        return Ok(Level {
            board,
            difficulty: options.difficulty,
            taps,
            sequence: solution.sequence,
            supply,
            margin: i64::from(supply) - i64::from(taps),
            timing: options.solve.rules.timing,
            seed: options.seed,
            attempts: attempt,
        });
    }
    Err(GenerateError::NotFound {
        difficulty: options.difficulty,
        attempts: options.max_attempts,
        seed: options.seed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_levels_have_the_requested_minimum() {
        for difficulty in [Difficulty::Easy, Difficulty::Medium] {
            let options = GenerateOptions::new(difficulty, 7);
            let level = generate(&options, &Limits::none()).unwrap();
            assert!(difficulty.taps().contains(&level.taps));
            assert_eq!(level.sequence.len() as u32, level.taps);
            assert!(crate::solver::replay(&level.board, &level.sequence, &options.solve).is_some());
            // Deterministic.
            assert_eq!(generate(&options, &Limits::none()).unwrap(), level);
        }
    }

    #[test]
    fn difficulty_names_round_trip() {
        for d in Difficulty::ALL {
            assert_eq!(d.name().parse::<Difficulty>(), Ok(d));
        }
        assert!("insane".parse::<Difficulty>().is_err());
    }
}
