//! Level generation: random boards from a seed, kept when their proven minimum number of taps
//! falls in the range of the requested [`Difficulty`] (and fits the supply).

use std::fmt;
use std::str::FromStr;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::time::{Duration, Instant};

use puzzle::words::english;
use puzzle::Words;
use search::{Claim, Limits, StopReason};
use serde::Serialize;

use crate::board::{Board, Pos};
use crate::rules::Timing;
use crate::solver::{beam_limits_after_stop, bound_from_above, search_min_taps, SolveOptions};

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
    /// Every difficulty, easiest first.
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

    /// The name used on the command line and in the API: `easy`, `medium`, `hard`, `expert`.
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

/// A difficulty name that does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub struct ParseDifficultyError {
    /// The name given.
    pub input: String,
}

impl ParseDifficultyError {
    /// The name and the levels there are, as catalogue words (the interface's
    /// `error-bad-level`).
    pub fn words(&self) -> Words {
        let levels: Vec<&str> = Difficulty::ALL.iter().map(|d| d.name()).collect();
        Words::new("error-bad-level")
            .arg("level", self.input.trim())
            .word("puzzle", Words::new("tendrops-name"))
            .arg("levels", levels.join(", "))
    }
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
    /// The board.
    pub board: Board,
    /// The difficulty asked for (the minimum lies in its range).
    pub difficulty: Difficulty,
    /// Proven minimum number of taps.
    pub taps: u32,
    /// One optimal tap sequence.
    pub sequence: Vec<Pos>,
    /// The supply the level is played with.
    pub supply: u32,
    /// Supply minus minimum taps: how many taps the player may waste.
    pub margin: i64,
    /// The timing model the minimum holds in.
    pub timing: Timing,
    /// The random seed that makes it again.
    pub seed: u64,
    /// Candidate boards tried before this one was accepted.
    pub attempts: u32,
}

/// Why no level was produced.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum GenerateError {
    /// Every candidate was tried and none fitted.
    NotFound {
        /// The difficulty asked for.
        difficulty: Difficulty,
        /// Candidates tried.
        attempts: u32,
        /// The random seed.
        seed: u64,
    },
    /// The board size is beyond the solver.
    TooLarge {
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
    },
    /// The limits stopped the run.
    Stopped {
        /// Candidates tried to the end.
        attempts: u32,
        /// Which limit.
        reason: StopReason,
    },
}

impl GenerateError {
    /// Why no level was made and what to try, as catalogue words.
    pub fn words(&self) -> Words {
        match *self {
            GenerateError::NotFound {
                difficulty,
                attempts,
                seed,
            } => Words::new("tendrops-not-found-level")
                .word("level", Words::level(difficulty.name()))
                .arg("attempts", attempts)
                .arg("seed", seed),
            GenerateError::TooLarge { rows, cols } => {
                Words::new("tendrops-request-generator-too-large")
                    .arg("rows", rows)
                    .arg("cols", cols)
                    .arg("cells", rows * cols)
            }
            GenerateError::Stopped { attempts, reason } => Words::new("error-stopped-after")
                .word("what", Words::new("work-generator"))
                .arg("attempts", attempts)
                .word("reason", Words::stop_reason(reason)),
        }
    }
}

/// Default for [`GenerateOptions::per_candidate_nodes`]: about 0.4 s of the exact solver on
/// the hardest boards that need 10 taps.
pub const DEFAULT_CANDIDATE_NODES: u64 = 5_000;

/// Settings for [`generate`].
#[derive(Debug, Clone)]
pub struct GenerateOptions {
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
    pub cols: usize,
    /// The range the proven minimum must fall in.
    pub difficulty: Difficulty,
    /// The random seed.
    pub seed: u64,
    /// The rules and supply the minimum is proven under.
    pub solve: SolveOptions,
    /// Candidates to try before giving up.
    pub max_attempts: u32,
    /// Nodes the exact solver may expand to prove one candidate's minimum (harder candidates
    /// are skipped). A node count, not a time, so that a seed gives the same level on any
    /// machine and under any load.
    pub per_candidate_nodes: u64,
}

impl GenerateOptions {
    /// 6x6 boards under the default rules, 400 candidates of [`DEFAULT_CANDIDATE_NODES`].
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
/// supply. The same options always give the same level, or stop.
///
/// Each candidate is solved within `per_candidate_nodes` (a count, so that the level does not
/// depend on the machine) and within what is left of `limits`: the deadline, the cancel flag
/// and the node budget are watched inside every candidate's search, not only between
/// candidates. A candidate cut by `limits` rather than by its own node count ends the run with
/// [`GenerateError::Stopped`] (it might have been the level), so a seed never gives another
/// level because the machine was slow.
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
    // a budget beyond the clock's range is no deadline
    let deadline = limits.max_time.and_then(|t| Instant::now().checked_add(t));
    let mut spent_nodes = 0u64;
    for attempt in 1..=options.max_attempts {
        let stopped = |reason| GenerateError::Stopped {
            attempts: attempt - 1,
            reason,
        };
        if let Some(reason) = budget.interrupted() {
            return Err(stopped(reason));
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
        let nodes_left = limits
            .max_expanded
            .map(|max| max.saturating_sub(spent_nodes));
        if nodes_left == Some(0) {
            return Err(stopped(StopReason::NodeLimit));
        }
        let own_nodes = options.per_candidate_nodes;
        let nodes = nodes_left.map_or(own_nodes, |left| left.min(own_nodes));
        let candidate_limits = within(limits, deadline, Limits::none().with_max_expanded(nodes));
        let Ok(mut solution) = search_min_taps(&board, &options.solve, &candidate_limits) else {
            continue;
        };
        spent_nodes += solution.stats.expanded;
        match solution.claim {
            // As `solve` does: a beam may find a line as short as the bound.
            Claim::Stopped {
                reason: StopReason::NodeLimit,
            } if nodes == own_nodes && solution.taps.is_none() => {
                let beam_limits = within(
                    limits,
                    deadline,
                    beam_limits_after_stop(&Limits::none(), Duration::ZERO),
                );
                let beam = bound_from_above(&board, &options.solve, &beam_limits, &mut solution);
                if let (Some(Claim::Stopped { .. }), Some(reason)) = (beam, budget.interrupted()) {
                    return Err(stopped(reason));
                }
            }
            Claim::Stopped {
                reason: StopReason::NodeLimit,
            } if nodes == own_nodes => {}
            Claim::Stopped { reason } => return Err(stopped(reason)),
            _ => {}
        }
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

/// `own` further held to the deadline and cancel flag of the caller's `limits`.
fn within(limits: &Limits, deadline: Option<Instant>, mut own: Limits) -> Limits {
    if let Some(deadline) = deadline {
        let left = deadline.saturating_duration_since(Instant::now());
        own.max_time = Some(own.max_time.map_or(left, |t| t.min(left)));
    }
    if let Some(flag) = &limits.cancel {
        own = own.with_cancel(flag.clone());
    }
    own
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
    fn the_limits_are_watched_inside_a_candidate() {
        // Expert boards take the longest to prove; a tight deadline must stop the run soon.
        let options = GenerateOptions::new(Difficulty::Expert, 3);
        let started = Instant::now();
        let limits = Limits::none().with_max_time(std::time::Duration::from_millis(150));
        match generate(&options, &limits) {
            Err(GenerateError::Stopped { reason, .. }) => {
                assert_eq!(reason, StopReason::TimeLimit)
            }
            Ok(level) => assert_eq!(level.difficulty, Difficulty::Expert),
            Err(e) => panic!("{e}"),
        }
        assert!(started.elapsed() < std::time::Duration::from_millis(600));
        // A node budget shared by the candidates stops the run too.
        let e = generate(&options, &Limits::none().with_max_expanded(300)).unwrap_err();
        assert!(matches!(
            e,
            GenerateError::Stopped {
                reason: StopReason::NodeLimit,
                ..
            }
        ));
    }

    #[test]
    fn difficulty_names_round_trip() {
        for d in Difficulty::ALL {
            assert_eq!(d.name().parse::<Difficulty>(), Ok(d));
        }
        assert!("insane".parse::<Difficulty>().is_err());
    }
}
