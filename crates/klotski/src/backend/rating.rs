//! Difficulty: the levels, the rating model and the generator behind them.
//!
//! The model is the optimal number of moves `n` in the game's metric, nothing else:
//! - level: the first of `easy` (n <= 30), `medium` (<= 60), `hard` (<= 100), `expert` whose
//!   upper end n does not pass; the ends are step-metric counts, scaled for the other metrics
//!   by the hardest standard layouts (138 step, 150 straight, 179 unit), e.g. unit: 38, 77,
//!   129;
//! - score: 100 n / hardest (138, 150 or 179), capped at 100, one decimal;
//! - a layout that cannot be solved has no difficulty: `rate` answers
//!   [`PuzzleError::NotFound`] saying so.
//!
//! The generator draws random standard layouts (seeded), explores each one's group, and keeps
//! a position whose optimum lies in the level's range (5-30, 31-60, 61-100, 101-138 step
//! moves, scaled the same way) or in the range the options give.

use puzzle::{GenerateRequest, Generated, InputError, Phrase, PuzzleError, Rating, Words, Work};
use search::{Cost, Limits};
use serde::Serialize;

use super::game_id::KlotskiGame;
use crate::generator::{generate as generate_layout, GenerateError, GenerateOptions};
use crate::group_cache::GroupCache;
use crate::metric::Metric;

/// The difficulty levels, easiest first.
pub const DIFFICULTIES: [&str; 4] = ["easy", "medium", "hard", "expert"];
/// The level asked for when none is.
pub const DEFAULT_DIFFICULTY: &str = "medium";
/// The generator's option: fewest optimal moves (0: the level's).
pub const MIN_MOVES_KEY: &str = "min-moves";
/// The generator's option: most optimal moves (0: the level's).
pub const MAX_MOVES_KEY: &str = "max-moves";
/// The generator's option: random groups tried before giving up.
pub const ATTEMPTS_KEY: &str = "attempts";
/// Largest move count a generate request may ask for (the hardest layouts need 179 unit
/// moves).
pub const MAX_GENERATE_MOVES: u64 = 250;
/// Most random groups one request may try.
pub const MAX_ATTEMPTS: u64 = 1000;
/// Random groups tried by default.
pub const DEFAULT_ATTEMPTS: u64 = 300;

/// The generator's move ranges of the levels, in step moves.
const STEP_RANGES: [(u32, u32); 4] = [(5, 30), (31, 60), (61, 100), (101, 138)];

/// Moves the hardest standard layouts need in `metric` (docs/rules/klotski.md): 138, 150, 179.
pub const fn hardest(metric: Metric) -> u32 {
    match metric {
        Metric::Step => 138,
        Metric::Straight => 150,
        Metric::Unit => 179,
    }
}

/// A step-metric count scaled to `metric` (rounded down).
const fn scale(moves: u32, metric: Metric) -> u32 {
    moves * hardest(metric) / hardest(Metric::Step)
}

/// The generator's range of optimal moves for level `index` of [`DIFFICULTIES`] in `metric`.
pub fn level_range(index: usize, metric: Metric) -> (u32, u32) {
    let (min, max) = STEP_RANGES[index.min(STEP_RANGES.len() - 1)];
    (scale(min, metric), scale(max, metric))
}

/// The level of a layout whose optimum is `moves` in `metric`, and its index.
pub fn level_of(moves: u32, metric: Metric) -> (usize, &'static str) {
    let index = (0..DIFFICULTIES.len())
        .find(|&i| moves <= level_range(i, metric).1)
        .unwrap_or(DIFFICULTIES.len() - 1);
    (index, DIFFICULTIES[index])
}

/// The figures behind a Klotski rating.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KlotskiRating {
    /// The metric the moves are counted in.
    pub metric: Metric,
    /// The optimal number of moves.
    pub moves: u32,
    /// The generator's move range of the level, `[min, max]`.
    pub range: [u32; 2],
    /// The moves of the hardest standard layouts in this metric (the score's 100).
    pub hardest: u32,
    /// Positions reachable from the layout (identical pieces not told apart).
    pub reachable: usize,
}

/// The rating of a layout whose optimum is `moves` in `metric`, in a group of `reachable`
/// positions.
pub fn rating_of(moves: u32, metric: Metric, reachable: usize) -> Rating<KlotskiRating> {
    let (index, level) = level_of(moves, metric);
    let (min, max) = level_range(index, metric);
    let top = hardest(metric);
    let score = (1000.0 * f64::from(moves) / f64::from(top)).round() / 10.0;
    Rating {
        level: level.to_string(),
        score: score.min(100.0),
        optimum: Some(Cost::from(moves)),
        why: vec![
            Phrase::said(
                Words::new("klotski-why-optimum")
                    .arg("moves", moves)
                    .word("metric", metric.words()),
            ),
            Phrase::said(
                Words::new("klotski-why-level")
                    .word("level", Words::level(level))
                    .arg("min", min)
                    .arg("max", max)
                    .word("metric", metric.words()),
            ),
            Phrase::said(Words::new("klotski-why-score").arg("top", top)),
            Phrase::said(Words::new("klotski-why-reachable").arg("reachable", reachable)),
        ],
        detail: KlotskiRating {
            metric,
            moves,
            range: [min, max],
            hardest: top,
            reachable,
        },
    }
}

/// Rates `game` from its group (cached, explored within `limits`).
pub fn rate(game: &KlotskiGame, limits: &Limits) -> Result<Rating<KlotskiRating>, PuzzleError> {
    let group = GroupCache::shared()
        .group(game.board, game.metric, limits)
        .map_err(|reason| PuzzleError::stopped(Work::Rating, reason))?;
    match group.distance(game.board) {
        Some(moves) => Ok(rating_of(moves, game.metric, group.len())),
        None => Err(PuzzleError::not_found(
            Words::new("klotski-not-found-rating").arg("positions", group.len()),
        )),
    }
}

/// A new layout at the requested level (or move range), reproducible from the seed.
pub fn generate(
    request: &GenerateRequest,
    limits: &Limits,
) -> Result<Generated<KlotskiGame, KlotskiRating>, PuzzleError> {
    let metric: Metric = request
        .param(super::game_id::METRIC_KEY)
        .parse()
        .unwrap_or_default();
    let level = request.difficulty.as_deref().unwrap_or(DEFAULT_DIFFICULTY);
    let index = DIFFICULTIES
        .iter()
        .position(|&d| d == level)
        .ok_or_else(|| {
            InputError::unknown_level(level, Words::new("klotski-name"), &DIFFICULTIES)
        })?;
    let (level_min, level_max) = level_range(index, metric);
    let given = |key: &str| u32::try_from(request.number(key)).unwrap_or(u32::MAX);
    let min = match given(MIN_MOVES_KEY) {
        0 => level_min,
        n => n,
    };
    let max = match given(MAX_MOVES_KEY) {
        0 => level_max,
        n => n,
    };
    let empty_range = |min: u32, max: u32| {
        InputError::said(
            "bad_value",
            Words::new("klotski-error-moves-range")
                .arg("min_key", MIN_MOVES_KEY)
                .arg("min", min)
                .arg("max_key", MAX_MOVES_KEY)
                .arg("max", max)
                .word("level", Words::level(level))
                .arg("level_min", level_min)
                .arg("level_max", level_max)
                .word("metric", metric.words()),
        )
    };
    if min > max {
        return Err(empty_range(min, max).into());
    }
    let options = GenerateOptions {
        min_moves: min,
        max_moves: max,
        metric,
        seed: request.seed,
        max_attempts: u32::try_from(request.number(ATTEMPTS_KEY).clamp(1, MAX_ATTEMPTS))
            .unwrap_or(1),
    };
    match generate_layout(options, limits) {
        Ok(made) => Ok(Generated {
            game: KlotskiGame::new(made.board, metric),
            seed: request.seed,
            rating: Some(rating_of(made.moves, metric, made.reachable)),
        }),
        Err(GenerateError::Stopped(reason)) => Err(PuzzleError::stopped(Work::Generator, reason)),
        Err(not_found @ GenerateError::NotFound { .. }) => Err(PuzzleError::not_found(
            Words::new("klotski-not-found-layout")
                .word("problem", not_found.words())
                .arg("key", ATTEMPTS_KEY)
                .arg("most", MAX_ATTEMPTS),
        )),
        Err(GenerateError::EmptyRange { min, max }) => Err(empty_range(min, max).into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_follow_the_step_ranges_scaled() {
        assert_eq!(level_range(0, Metric::Step), (5, 30));
        assert_eq!(level_range(3, Metric::Step), (101, 138));
        assert_eq!(level_range(3, Metric::Straight), (109, 150));
        assert_eq!(level_range(3, Metric::Unit), (131, 179));
        assert_eq!(level_of(81, Metric::Step).1, "hard");
        assert_eq!(level_of(0, Metric::Step).1, "easy");
        assert_eq!(level_of(31, Metric::Step).1, "medium");
        assert_eq!(level_of(116, Metric::Unit).1, "hard");
        assert_eq!(level_of(500, Metric::Unit).1, "expert");
        // every count has a level, in every metric
        for metric in Metric::ALL {
            let mut last = 0;
            for n in 0..=200 {
                let (i, _) = level_of(n, metric);
                assert!(i >= last);
                last = i;
            }
        }
    }

    #[test]
    fn scores_run_from_zero_to_the_hardest() {
        let r = rating_of(138, Metric::Step, 81_340);
        assert_eq!((r.score, r.level.as_str()), (100.0, "expert"));
        assert_eq!(rating_of(0, Metric::Unit, 1).score, 0.0);
        assert_eq!(rating_of(81, Metric::Step, 1).score, 58.7);
        assert_eq!(rating_of(300, Metric::Step, 1).score, 100.0);
    }
}
