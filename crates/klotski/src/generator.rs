//! The generator: a random solvable layout whose optimal number of moves (the difficulty)
//! lies in a requested range, reproducible from a seed.

use puzzle::words::english;
use puzzle::{SharedBudget, Words};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use search::Limits;
use serde::Serialize;

use crate::analysis::explore_group;
use crate::board::Board;
use crate::codes::{common_code, format_common_code, format_short_code, short_code};
use crate::geometry::FULL;
use crate::grid::format_grid;
use crate::metric::Metric;
use crate::piece::Shape;

/// What to generate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GenerateOptions {
    /// Fewest optimal moves wanted.
    pub min_moves: u32,
    /// Most optimal moves wanted.
    pub max_moves: u32,
    /// The metric the moves are counted in.
    pub metric: Metric,
    /// The random seed (the same seed and options give the same layout).
    pub seed: u64,
    /// Random standard-set boards tried before giving up.
    pub max_attempts: u32,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        Self {
            min_moves: 1,
            max_moves: 200,
            metric: Metric::Step,
            seed: 0,
            max_attempts: 300,
        }
    }
}

/// A generated layout.
#[derive(Debug, Clone, Serialize)]
pub struct Generated {
    /// The layout's grid.
    pub layout: String,
    /// The layout's CommonCode and ShortCode, to share it.
    pub common_code: String,
    /// The layout's ShortCode.
    pub short_code: String,
    /// Optimal number of moves in `metric`: the difficulty.
    pub moves: u32,
    /// The metric the moves are counted in.
    pub metric: Metric,
    /// The seed that makes it again.
    pub seed: u64,
    /// Random boards tried.
    pub attempts: u32,
    /// Positions in the layout's group.
    pub reachable: usize,
    /// The layout.
    #[serde(skip)]
    pub board: Board,
}

/// Why nothing was generated.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum GenerateError {
    /// The least number of moves asked for is above the largest.
    EmptyRange {
        /// Fewest moves asked for.
        min: u32,
        /// Most moves asked for.
        max: u32,
    },
    /// No random group held a layout in the range.
    NotFound {
        /// Fewest moves asked for.
        min: u32,
        /// Most moves asked for.
        max: u32,
        /// The metric.
        metric: Metric,
        /// Random groups tried.
        attempts: u32,
    },
    /// The limits stopped the generator.
    Stopped(search::StopReason),
}

impl GenerateError {
    /// Its catalogue words: the empty range, the range no random group held
    /// (`klotski-generate-*`), or `error-stopped` for the generator.
    pub fn words(&self) -> Words {
        match *self {
            GenerateError::EmptyRange { min, max } => Words::new("klotski-generate-empty-range")
                .arg("min", min)
                .arg("max", max),
            GenerateError::NotFound {
                min,
                max,
                metric,
                attempts,
            } => Words::new("klotski-generate-not-found")
                .arg("min", min)
                .arg("max", max)
                .word("metric", metric.words())
                .arg("attempts", attempts),
            GenerateError::Stopped(reason) => Words::new("error-stopped")
                .word("what", Words::new("work-generator"))
                .word("reason", Words::stop_reason(reason)),
        }
    }
}

/// A random board with the standard piece set: the 2x2 block, five 2-cell pieces (each
/// vertical or horizontal at random) and four soldiers.
pub fn random_standard_board(rng: &mut impl Rng) -> Board {
    loop {
        if let Some(board) = try_random_board(rng) {
            return board;
        }
    }
}

fn try_random_board(rng: &mut impl Rng) -> Option<Board> {
    let mut kinds = vec![Shape::Block];
    for _ in 0..5 {
        kinds.push(if rng.random_bool(0.5) {
            Shape::Vertical
        } else {
            Shape::Horizontal
        });
    }
    let mut occupied = 0u32;
    let (mut block, mut h, mut v, mut s) = (0u8, 0u32, 0u32, 0u32);
    kinds.extend([Shape::Soldier; 4]);
    for kind in kinds {
        let free: Vec<u8> = (0..20u8)
            .filter(|&head| {
                kind.allowed_heads() & (1 << head) != 0 && (kind.shape() << head) & occupied == 0
            })
            .collect();
        let &head = free.get(rng.random_range(0..free.len().max(1)))?;
        occupied |= kind.shape() << head;
        match kind {
            Shape::Block => block = head,
            Shape::Horizontal => h |= 1 << head,
            Shape::Vertical => v |= 1 << head,
            Shape::Soldier => s |= 1 << head,
        }
    }
    debug_assert_eq!((FULL & !occupied).count_ones(), 2);
    Some(Board::from_parts_unchecked(block, h, v, s))
}

/// Generates a layout as asked, within `limits`.
pub fn generate(options: GenerateOptions, limits: &Limits) -> Result<Generated, GenerateError> {
    let (min, max) = (options.min_moves, options.max_moves);
    if min > max {
        return Err(GenerateError::EmptyRange { min, max });
    }
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    let clock = limits.start();
    // One budget for all the explorations: each gets what the ones before left.
    let mut budget = SharedBudget::new(limits);
    for attempt in 1..=options.max_attempts {
        if let Some(reason) = clock.interrupted() {
            return Err(GenerateError::Stopped(reason));
        }
        let start = random_standard_board(&mut rng);
        let group = explore_group(start, options.metric, &budget.next(1))
            .map_err(GenerateError::Stopped)?;
        budget.spend(&group.stats());
        let mut fitting: Vec<(Board, u32)> = group
            .boards()
            .iter()
            .filter_map(|&b| group.distance(b).map(|d| (b, d)))
            .filter(|&(_, d)| (min..=max).contains(&d))
            .collect();
        if fitting.is_empty() {
            continue;
        }
        fitting.shuffle(&mut rng);
        let (board, moves) = fitting[0];
        return Ok(Generated {
            layout: format_grid(board),
            common_code: format_common_code(common_code(board)),
            short_code: format_short_code(short_code(board)),
            moves,
            metric: options.metric,
            seed: options.seed,
            attempts: attempt,
            reachable: group.len(),
            board,
        });
    }
    Err(GenerateError::NotFound {
        min,
        max,
        metric: options.metric,
        attempts: options.max_attempts,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::solve;

    #[test]
    fn random_boards_are_standard_and_legal() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for _ in 0..200 {
            let board = random_standard_board(&mut rng);
            assert!(board.piece_counts().is_standard());
            assert_eq!(Board::from_raw(board.raw()), Some(board));
        }
    }

    #[test]
    fn generated_difficulty_is_the_optimal_count_and_seeds_repeat() {
        let options = GenerateOptions {
            min_moves: 40,
            max_moves: 60,
            seed: 42,
            ..Default::default()
        };
        let first = generate(options, &Limits::none()).unwrap();
        assert!((40..=60).contains(&first.moves));
        let check = solve(first.board, Metric::Step, &Limits::none());
        assert_eq!(check.moves, Some(first.moves));
        let again = generate(options, &Limits::none()).unwrap();
        assert_eq!(again.layout, first.layout);
    }

    #[test]
    fn impossible_ranges_fail() {
        let options = GenerateOptions {
            min_moves: 139,
            max_moves: 200,
            max_attempts: 5,
            ..Default::default()
        };
        assert!(matches!(
            generate(options, &Limits::none()),
            Err(GenerateError::NotFound { .. })
        ));
        let empty = GenerateOptions {
            min_moves: 9,
            max_moves: 3,
            ..Default::default()
        };
        assert!(matches!(
            generate(empty, &Limits::none()),
            Err(GenerateError::EmptyRange { .. })
        ));
    }
}
