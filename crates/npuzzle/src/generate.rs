//! Generating positions: uniformly random solvable ones ([`random_solvable`]), random walks
//! from the goal ([`random_walk`]), and positions of a [`Level`] whose *proven* optimal
//! length falls in the level's range ([`generate`]).
//!
//! | level | 3x3 | 4x4 | 5x5 | drawn as |
//! |---|---|---|---|---|
//! | easy | 4-11 | 10-24 | 10-29 | random walk |
//! | medium | 12-19 | 25-39 | 30-44 | random walk |
//! | hard | 20-25 | 40-49 | 45-59 | 3x3, 4x4 uniform; 5x5 walk |
//! | expert | 26-31 | 50-80 | 60-70 | 3x3, 4x4 uniform; 5x5 walk |
//!
//! The ranges are optimal solution lengths (moves). 31 and 80 are the largest possible on
//! 3x3 and 4x4; uniformly random 4x4 positions average 52.6 moves, so 4x4 expert is "a
//! random position", minus the shortest third. A uniformly random 5x5 position needs about
//! 100 moves, which takes hours to prove optimal, so the 5x5 levels come from random walks
//! and stop at 70: IDA* proves 60-65-move 5x5 positions in 1 to 10 seconds (example
//! `levels`).
//!
//! Every candidate is solved by the exact search, capped at the range's upper end (a
//! candidate proven longer is dropped without finishing its search) and at a fixed number of
//! nodes per candidate ([`Level::nodes_per_attempt`]); then the next candidate is drawn.
//! Draws come from one ChaCha8 stream seeded by the seed, and the caps are node counts, so
//! a seed always gives the same position on every machine, unless the caller's limits stop
//! the whole generation first (then an error says so).
//!
//! Towards another goal ([`generate_to`]) the same happens with that goal: walks start from it,
//! uniform positions are drawn from the half of the arrangements that can reach it, and the
//! lengths are proven distances to it. The standard goal gives exactly the positions it gave
//! before goals could be chosen.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;
use std::time::Instant;

use puzzle::words::english;
use puzzle::Words;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use search::{Claim, Limits, Stats, StopReason};
use serde::Serialize;

use crate::board::Board;
use crate::goal::Goal;
use crate::heuristic::HeuristicError;
use crate::moves::Move;
use crate::size::Size;
use crate::solver::{remaining, solve_with, Mode, SolveOptions};

/// A difficulty level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Short: a few moves to spot.
    Easy,
    /// Some planning.
    Medium,
    /// Long.
    Hard,
    /// The longest the generator proves.
    Expert,
}

/// How candidates of a level are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    /// A random walk from the goal of this many moves (uniform in the range).
    Walk(u32, u32),
    /// A uniformly random solvable position.
    Uniform,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The name used in text and JSON.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The optimal lengths of this level on `size` (see the module table).
    pub fn lengths(self, size: Size) -> RangeInclusive<u32> {
        let (lo, hi) = match (size, self) {
            (Size::Three, Level::Easy) => (4, 11),
            (Size::Three, Level::Medium) => (12, 19),
            (Size::Three, Level::Hard) => (20, 25),
            (Size::Three, Level::Expert) => (26, 31),
            (Size::Four, Level::Easy) => (10, 24),
            (Size::Four, Level::Medium) => (25, 39),
            (Size::Four, Level::Hard) => (40, 49),
            (Size::Four, Level::Expert) => (50, 80),
            (Size::Five, Level::Easy) => (10, 29),
            (Size::Five, Level::Medium) => (30, 44),
            (Size::Five, Level::Hard) => (45, 59),
            (Size::Five, Level::Expert) => (60, 70),
        };
        lo..=hi
    }

    fn source(self, size: Size) -> Source {
        match (size, self) {
            (Size::Three, Level::Easy) => Source::Walk(6, 20),
            (Size::Three, Level::Medium) => Source::Walk(14, 40),
            (Size::Three, _) => Source::Uniform,
            (Size::Four, Level::Easy) => Source::Walk(14, 40),
            (Size::Four, Level::Medium) => Source::Walk(35, 90),
            (Size::Four, _) => Source::Uniform,
            (Size::Five, Level::Easy) => Source::Walk(14, 50),
            (Size::Five, Level::Medium) => Source::Walk(40, 90),
            (Size::Five, Level::Hard) => Source::Walk(70, 150),
            (Size::Five, Level::Expert) => Source::Walk(100, 250),
        }
    }

    /// The nodes the exact search may spend on one candidate before it is dropped.
    pub fn nodes_per_attempt(self, size: Size) -> u64 {
        match size {
            Size::Three => 1_000_000,
            Size::Four => 20_000_000,
            Size::Five => 40_000_000,
        }
    }

    /// The level whose range holds `length` on `size` (lengths below easy are easy, above
    /// expert expert).
    pub fn of_length(size: Size, length: u32) -> Level {
        Level::ALL
            .into_iter()
            .find(|l| length <= *l.lengths(size).end())
            .unwrap_or(Level::Expert)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not known.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub struct ParseLevelError {
    /// The text as given.
    pub input: String,
}

impl ParseLevelError {
    /// Its catalogue words (`error-bad-level`, as every puzzle says it): the name and the
    /// levels there are.
    pub fn words(&self) -> Words {
        let levels: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        Words::new("error-bad-level")
            .arg("level", &self.input)
            .word("puzzle", Words::new("n-puzzle-name"))
            .arg("levels", levels.join(", "))
    }
}

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        crate::by_name(&Level::ALL, Level::name, s).ok_or_else(|| ParseLevelError {
            input: s.to_string(),
        })
    }
}

/// A uniformly random solvable position: a uniformly random arrangement, with two tiles
/// swapped if it is unsolvable (swapping the first two tiles is a one-to-one map from the
/// unsolvable arrangements onto the solvable ones, so the result stays uniform).
pub fn random_solvable(size: Size, rng: &mut impl Rng) -> Board {
    random_solvable_for(&Goal::standard(size), rng)
}

/// A uniformly random position that can reach `goal` (drawn as [`random_solvable`] draws).
pub fn random_solvable_for(goal: &Goal, rng: &mut impl Rng) -> Board {
    let size = goal.size();
    let mut cells: Vec<u8> = (0..size.cells() as u8).collect();
    cells.shuffle(rng);
    let mut board = Board::from_valid_cells(size, &cells);
    if !board.can_reach(goal) {
        let tiles: Vec<usize> = (0..size.cells())
            .filter(|&c| board.cells[c] != 0)
            .take(2)
            .collect();
        board.cells.swap(tiles[0], tiles[1]);
    }
    board
}

/// The position after `steps` random moves from the goal, never undoing the previous move
/// (its optimal length is at most `steps`, usually less).
pub fn random_walk(size: Size, steps: u32, rng: &mut impl Rng) -> Board {
    random_walk_from(&Goal::standard(size), steps, rng)
}

/// The position after `steps` random moves from `goal`, never undoing the previous move.
pub fn random_walk_from(goal: &Goal, steps: u32, rng: &mut impl Rng) -> Board {
    let mut board = *goal.board();
    let mut last = 0;
    for _ in 0..steps {
        let moves: Vec<Move> = board
            .legal_moves()
            .into_iter()
            .filter(|m| m.0 != last)
            .collect();
        let mv = moves[rng.random_range(0..moves.len())];
        // A legal move of the board itself: cannot fail.
        let _ = board.apply(mv);
        last = mv.0;
    }
    board
}

/// A generated position.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Generated {
    /// The position.
    pub board: Board,
    /// Its proven optimal solution length.
    pub optimal_length: u32,
    /// An optimal solution (tile numbers).
    pub solution: Vec<u8>,
    /// The level asked for.
    pub level: Level,
    /// The seed it was generated from.
    pub seed: u64,
    /// Candidates drawn (the last one kept).
    pub attempts: u32,
    /// The exact searches' counters, added up.
    pub stats: Stats,
}

/// Why no position was generated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum GenerateError {
    /// The limits stopped the generation before a candidate qualified.
    Stopped {
        /// The level asked for.
        level: Level,
        /// The size asked for.
        size: Size,
        /// Which limit.
        reason: StopReason,
        /// Candidates drawn.
        attempts: u32,
    },
    /// The heuristic of the options cannot be used on this size.
    #[error(transparent)]
    Heuristic(#[from] HeuristicError),
}

impl GenerateError {
    /// Its catalogue words: `error-stopped` with what was stopped ([`generator_stopped`])
    /// and the limit, or the heuristic's.
    pub fn words(&self) -> Words {
        match self {
            GenerateError::Stopped {
                level,
                size,
                reason,
                attempts,
            } => Words::new("error-stopped")
                .word("what", generator_stopped(*level, *size, *attempts))
                .word("reason", Words::stop_reason(*reason)),
            GenerateError::Heuristic(e) => e.words(),
        }
    }
}

/// The generator stopped with no `level` position of `size` proven after `attempts`
/// candidates, as the work [`GenerateError::Stopped`] names (`n-puzzle-work-generator-candidates`,
/// with what to try instead).
pub(crate) fn generator_stopped(level: Level, size: Size, attempts: u32) -> Words {
    Words::new("n-puzzle-work-generator-candidates")
        .word("level", Words::level(level.name()))
        .arg("size", size)
        .arg("attempts", attempts)
}

/// A position of `size` whose proven optimal length is in `level`'s range, drawn from
/// `seed` (see the module doc). `options` chooses the heuristic and the pattern database
/// cache (its mode and `max_cost` are ignored); `limits` cap the whole generation.
pub fn generate(
    size: Size,
    level: Level,
    seed: u64,
    options: &SolveOptions,
    limits: &Limits,
) -> Result<Generated, GenerateError> {
    generate_to(&Goal::standard(size), level, seed, options, limits)
}

/// [`generate`] towards `goal`: a position whose proven optimal distance to `goal` is in
/// `level`'s range.
pub fn generate_to(
    goal: &Goal,
    level: Level,
    seed: u64,
    options: &SolveOptions,
    limits: &Limits,
) -> Result<Generated, GenerateError> {
    let size = goal.size();
    let evaluator = options.evaluator_towards(goal)?;
    let lengths = level.lengths(size);
    let mut exact = options.clone().mode(Mode::Exact);
    exact.max_cost = Some(*lengths.end());
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let started = Instant::now();
    let mut stats = Stats::default();
    let mut attempts = 0;
    loop {
        stats.elapsed = started.elapsed();
        let left = remaining(limits, &stats);
        let exhausted = if left
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(std::sync::atomic::Ordering::Relaxed))
        {
            Some(StopReason::Cancelled)
        } else if left.max_time.is_some_and(|t| t.is_zero()) {
            Some(StopReason::TimeLimit)
        } else if left.max_expanded == Some(0) {
            Some(StopReason::NodeLimit)
        } else {
            None
        };
        if let Some(reason) = exhausted {
            return Err(GenerateError::Stopped {
                level,
                size,
                reason,
                attempts,
            });
        }
        attempts += 1;
        let board = match level.source(size) {
            Source::Walk(lo, hi) => random_walk_from(goal, rng.random_range(lo..=hi), &mut rng),
            Source::Uniform => random_solvable_for(goal, &mut rng),
        };
        if evaluator.heuristic().admissible() && evaluator.estimate(&board) > *lengths.end() {
            continue;
        }
        let per_attempt = level.nodes_per_attempt(size);
        let attempt_limits = Limits {
            max_expanded: Some(
                left.max_expanded
                    .map_or(per_attempt, |n| n.min(per_attempt)),
            ),
            ..left
        };
        let s = solve_with(&board, &evaluator, &exact, &attempt_limits);
        stats.expanded += s.stats.expanded;
        stats.generated += s.stats.generated;
        stats.peak_frontier = stats.peak_frontier.max(s.stats.peak_frontier);
        match (s.claim, s.cost) {
            (Claim::Optimal, Some(cost)) if lengths.contains(&cost) => {
                stats.elapsed = started.elapsed();
                return Ok(Generated {
                    board,
                    optimal_length: cost,
                    solution: s.moves,
                    level,
                    seed,
                    attempts,
                    stats,
                });
            }
            // Stopped by the caller's limits rather than the per-candidate cap: give up.
            (Claim::Stopped { reason }, _)
                if reason != StopReason::NodeLimit || s.stats.expanded < per_attempt =>
            {
                return Err(GenerateError::Stopped {
                    level,
                    size,
                    reason,
                    attempts,
                });
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_cache;

    #[test]
    fn random_positions_are_solvable_and_seeded() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for size in Size::ALL {
            for _ in 0..50 {
                assert!(random_solvable(size, &mut rng).is_solvable());
                let walk = random_walk(size, 30, &mut rng);
                assert!(walk.is_solvable());
            }
        }
        let a = random_solvable(Size::Four, &mut ChaCha8Rng::seed_from_u64(1));
        let b = random_solvable(Size::Four, &mut ChaCha8Rng::seed_from_u64(1));
        assert_eq!(a, b);
    }

    #[test]
    fn levels_cover_the_lengths() {
        for size in Size::ALL {
            let mut next = 0;
            for level in Level::ALL {
                let r = level.lengths(size);
                assert!(*r.start() <= next.max(*r.start()));
                assert!(r.start() <= r.end());
                if next > 0 {
                    assert_eq!(*r.start(), next, "{size} {level}: ranges are contiguous");
                }
                next = r.end() + 1;
                assert_eq!(Level::of_length(size, *r.end()), level);
                assert_eq!(level.name().parse(), Ok(level));
            }
        }
        assert_eq!(Level::of_length(Size::Four, 3), Level::Easy);
        assert_eq!(Level::of_length(Size::Five, 120), Level::Expert);
        assert!("impossible".parse::<Level>().is_err());
    }

    #[test]
    fn generates_3x3_levels_deterministically() {
        let options = SolveOptions::with_cache(test_cache());
        for level in Level::ALL {
            let g = generate(Size::Three, level, 42, &options, &Limits::none()).unwrap();
            assert!(level.lengths(Size::Three).contains(&g.optimal_length));
            assert_eq!(g.solution.len() as u32, g.optimal_length);
            let again = generate(Size::Three, level, 42, &options, &Limits::none()).unwrap();
            assert_eq!(again.board, g.board);
        }
    }

    #[test]
    fn generates_towards_another_goal() {
        let options = SolveOptions::with_cache(test_cache());
        let goal = Goal::new("1 2 3/8 0 4/7 6 5".parse().unwrap());
        for level in [Level::Easy, Level::Hard] {
            let g = generate_to(&goal, level, 9, &options, &Limits::none()).unwrap();
            assert!(g.board.can_reach(&goal));
            assert!(level.lengths(Size::Three).contains(&g.optimal_length));
            let mut played = g.board;
            played.apply_all(&g.solution).unwrap();
            assert!(goal.is_reached(&played));
        }
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for _ in 0..50 {
            assert!(random_solvable_for(&goal, &mut rng).can_reach(&goal));
        }
    }

    #[test]
    fn limits_stop_generation_with_an_error() {
        let options = SolveOptions::with_cache(test_cache());
        let err = generate(
            Size::Four,
            Level::Expert,
            1,
            &options,
            &Limits::none().with_max_expanded(10),
        )
        .unwrap_err();
        assert!(
            matches!(
                err,
                GenerateError::Stopped {
                    reason: StopReason::NodeLimit,
                    ..
                }
            ),
            "{err}"
        );
        let said = err.to_string();
        assert!(
            said.contains("(node limit reached); give it more time or nodes"),
            "{said}"
        );
        assert!(said.contains("no expert 4x4 position proven"), "{said}");
        assert!(said.contains("try another seed"), "{said}");
    }
}
