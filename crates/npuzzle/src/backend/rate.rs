//! Generating and rating through the trait: the crate's [`crate::generate_to()`] (levels by
//! proven optimal length to the goal) and [`crate::rate_to()`] (the score model of
//! [`crate::rating`]), with the pattern databases waited for within the limits. A goal given
//! to the generator (a template game's `goal=`, or the `goal` option) makes games for that
//! goal, of its size.

use puzzle::{
    GenerateRequest, Generated, InputError, ParamSpec, Phrase, PuzzleError, Rating, Words,
};

use crate::parity::Parity;
use search::{Limits, Stats};
use serde::Serialize;

use super::game_id::{Position, GOAL_KEY};
use super::tables;
use crate::board::Board;
use crate::generate::{generate_to, generator_stopped, GenerateError, Level};
use crate::goal::Goal;
use crate::heuristic::distance;
use crate::rating::{rate_to, scale_to, score_to, RateError};
use crate::size::Size;
use crate::solver::SolveOptions;

/// The key of the generator's board size option.
pub const SIZE_KEY: &str = "size";
/// The level generated when none is asked for.
pub const DEFAULT_LEVEL: Level = Level::Medium;

/// The difficulty levels, easiest first.
pub fn difficulties() -> Vec<&'static str> {
    Level::ALL.iter().map(|l| l.name()).collect()
}

/// The generator's options: the board size.
pub fn generate_specs() -> Vec<ParamSpec> {
    vec![ParamSpec::choice(SIZE_KEY, &["3", "4", "5"]).with_default("4")]
}

/// The figures behind a rating.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RatingDetail {
    /// The board size.
    pub size: Size,
    /// The optimal number of moves when `exact`, else a proven lower bound on it.
    pub length: u32,
    /// Whether `length` is the proven optimum.
    pub exact: bool,
    /// The mean optimal length of a random solvable position of this size (score 50).
    pub typical: f64,
    /// The longest optimal length of this size (score 100; 5x5: the best known bound).
    pub longest: f64,
    /// The optimal lengths of the level, `[least, most]`.
    pub level_lengths: [u32; 2],
    /// The Manhattan distance of the position (a person's first estimate).
    pub manhattan: u32,
    /// The exact search's (or the generator's) counters.
    pub stats: Stats,
}

/// The rating of a position whose optimal length is `length` (or at least `length` when not
/// `exact`), with the reasons in words.
fn rating_of(position: &Position, length: u32, exact: bool, stats: Stats) -> Rating<RatingDetail> {
    let size = position.board.size();
    let level = Level::of_length(size, length);
    let (typical, longest) = scale_to(&position.goal);
    let lengths = level.lengths(size);
    let points = score_to(&position.goal, length);
    let mut why = Vec::new();
    if exact {
        why.push(Phrase::said(
            Words::new("n-puzzle-why-optimum").arg("length", length),
        ));
    } else {
        why.push(Phrase::said(
            Words::new("n-puzzle-why-at-least").arg("length", length),
        ));
    }
    why.push(Phrase::said(
        Words::new("n-puzzle-why-score")
            .arg("size", size)
            .arg("typical", typical)
            .arg("longest", longest)
            .arg("points", points),
    ));
    why.push(Phrase::said(
        Words::new("n-puzzle-why-level")
            .word("level", Words::level(level.name()))
            .arg("size", size)
            .arg("min", lengths.start())
            .arg("max", lengths.end()),
    ));
    Rating {
        level: level.name().to_string(),
        score: f64::from(points),
        optimum: exact.then_some(u64::from(length)),
        why,
        detail: RatingDetail {
            size,
            length,
            exact,
            typical,
            longest,
            level_lengths: [*lengths.start(), *lengths.end()],
            manhattan: distance::manhattan(&position.board, &position.goal),
            stats,
        },
    }
}

/// Rates a position by its optimal length to its goal (a proven lower bound when the limits
/// stop the exact search); an unsolvable position has no rating (`not_found`, with the parity
/// proof).
pub fn rate(position: &Position, limits: &Limits) -> Result<Rating<RatingDetail>, PuzzleError> {
    let Position { board, goal } = position;
    if !board.can_reach(goal) {
        return Err(unsolvable(board.parity_to(goal)));
    }
    let (_, left) = tables::pattern_set(goal, limits).map_err(|reason| {
        PuzzleError::stopped(
            Phrase::said(Words::new("n-puzzle-work-rating-loading")),
            reason,
        )
    })?;
    let r = rate_to(board, goal, &SolveOptions::default(), &left).map_err(|e| match e {
        RateError::Unsolvable(parity) => unsolvable(parity),
        RateError::Heuristic(h) => PuzzleError::Internal(h.to_string()),
    })?;
    Ok(rating_of(position, r.length, r.exact, r.stats))
}

/// The goal of a generate request: its `goal` option read as a board (the standard goal of
/// `size` when empty). Its size wins over `size`.
fn requested_goal(request: &GenerateRequest, size: Size) -> Result<Goal, PuzzleError> {
    let text = request.param(GOAL_KEY).trim();
    if text.is_empty() {
        return Ok(Goal::standard(size));
    }
    Board::parse(text).map(Goal::new).map_err(|e| {
        let problem = e.words();
        InputError::said(
            "bad_value",
            Words::new("n-puzzle-error-goal").word("problem", problem),
        )
        .into()
    })
}

/// Why an unsolvable position has no rating: its parity proof.
fn unsolvable(parity: Parity) -> PuzzleError {
    PuzzleError::not_found(RateError::Unsolvable(parity).words())
}

/// A position of the requested size and level (medium when none is asked) whose optimal length
/// is proven to lie in the level's range, drawn from the request's seed.
pub fn generate(
    request: &GenerateRequest,
    limits: &Limits,
) -> Result<Generated<Position, RatingDetail>, PuzzleError> {
    let width = request.number(SIZE_KEY) as usize;
    let size = Size::from_width(width).ok_or_else(|| {
        InputError::said(
            "bad_value",
            Words::new("error-option-choice")
                .arg("value", width)
                .arg("key", SIZE_KEY)
                .arg("names", "3, 4, 5"),
        )
    })?;
    let goal = requested_goal(request, size)?;
    let level = match request.difficulty.as_deref() {
        None => DEFAULT_LEVEL,
        Some(name) => name
            .parse::<Level>()
            .map_err(|e| InputError::said("bad_value", e.words()))?,
    };
    let (_, left) = tables::pattern_set(&goal, limits).map_err(|reason| {
        PuzzleError::stopped(
            Phrase::said(Words::new("n-puzzle-work-generator-loading")),
            reason,
        )
    })?;
    let g =
        generate_to(&goal, level, request.seed, &SolveOptions::default(), &left).map_err(|e| {
            match e {
                GenerateError::Stopped {
                    level,
                    size,
                    reason,
                    attempts,
                } => PuzzleError::stopped(
                    Phrase::said(generator_stopped(level, size, attempts)),
                    reason,
                ),
                GenerateError::Heuristic(h) => PuzzleError::Internal(h.to_string()),
            }
        })?;
    let game = Position {
        board: g.board,
        goal,
    };
    Ok(Generated {
        rating: Some(rating_of(&game, g.optimal_length, true, g.stats)),
        game,
        seed: request.seed,
    })
}
