//! Generating games from a request and rating them with the crate's model
//! ([`crate::rating`]).

use ::puzzle::{GenerateRequest, Generated, InputError, ParamSpec, PuzzleError, Words, Work};
use search::Limits;
use serde::Serialize;

use super::game_id::{position, MAX_TURN_LIMIT};
use super::Position;
use crate::board::{MAX_KIND, MAX_SIDE};
use crate::generate::{generate, generate_rated, GenerateError};
use crate::params::{ParamError, Params};
use crate::rating::{rate_within, Components, Level, Measures, RatingOptions};
use crate::rules::{Gravity, MaxTurns, Rules};

/// Most pairs a generate request may ask for (a full 32 x 32 board).
pub const MAX_PAIRS: u64 = (MAX_SIDE * MAX_SIDE / 2) as u64;

/// The levels a generator can be asked for, easiest first (the rating's playable levels).
pub fn difficulties() -> Vec<&'static str> {
    Level::PLAYABLE.iter().map(|l| l.name()).collect()
}

/// The generator's own options (besides the rules and the difficulty).
pub fn generate_specs() -> Vec<ParamSpec> {
    vec![
        ParamSpec::integer("rows", 1, MAX_SIDE as u64, 6),
        ParamSpec::integer("cols", 1, MAX_SIDE as u64, 6),
        ParamSpec::integer("pairs", 1, MAX_PAIRS, 18),
        ParamSpec::integer("kinds", 1, MAX_PAIRS.min(u64::from(MAX_KIND)), 11),
        ParamSpec::integer("blockers", 0, (MAX_SIDE * MAX_SIDE) as u64, 0),
        ParamSpec::choice("clearable", &["yes", "no"]),
    ]
}

/// The rules a game ID may carry, in canonical order.
pub fn rule_specs() -> Vec<ParamSpec> {
    let turns = [
        "2", "0", "1", "3", "4", "5", "6", "7", "8", "9", "10", "any",
    ];
    let gravity: Vec<&'static str> = Gravity::ALL.iter().map(|g| g.name()).collect();
    vec![
        ParamSpec::choice("turns", &turns).with_alias("max-turns"),
        ParamSpec::choice("gravity", &gravity),
    ]
}

/// The crate's own figures behind a rating: the model's level (which may be `unclearable`),
/// the points of each component and what was measured (see [`crate::rating`]).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RatingFigures {
    /// The rating model's level: `easy` to `expert`, or `unclearable` for a board proven
    /// unclearable (rated `expert` with score 100 in the envelope).
    pub model_level: Level,
    /// The points of each component.
    pub components: Components,
    /// What was measured on the board.
    pub measures: Measures,
}

/// A crate rating in the interface's shape.
pub fn rating_of(rating: crate::rating::Rating) -> ::puzzle::Rating<RatingFigures> {
    let level = match rating.level {
        // the interface's levels are the generator's: the hardest one, with the reason
        Level::Unclearable => Level::Expert,
        level => level,
    };
    let measures = rating.measures;
    ::puzzle::Rating {
        level: level.name().to_string(),
        score: rating.score,
        optimum: measures.cost.filter(|_| measures.optimal),
        why: rating.why,
        detail: RatingFigures {
            model_level: rating.level,
            components: rating.components,
            measures,
        },
    }
}

/// Rates `game` with the default options, within `limits`.
pub fn rate(
    game: &Position,
    limits: &Limits,
) -> Result<::puzzle::Rating<RatingFigures>, PuzzleError> {
    rate_within(game.puzzle(), &RatingOptions::default(), limits)
        .map(rating_of)
        .map_err(|reason| PuzzleError::stopped(Work::Rating, reason))
}

/// The rules in a checked request.
fn request_rules(request: &GenerateRequest) -> Result<Rules, InputError> {
    let turns = request.param("turns");
    let max_turns = if turns == "any" {
        MaxTurns::Any
    } else {
        turns.parse::<u32>().map(MaxTurns::Limit).map_err(|_| {
            let problem = Words::new("lianliankan-error-turns")
                .arg("value", turns)
                .arg("max", MAX_TURN_LIMIT);
            option_error("turns", problem)
        })?
    };
    let gravity = request.param("gravity");
    let gravity = Gravity::ALL
        .into_iter()
        .find(|g| g.name() == gravity)
        .ok_or_else(|| {
            let names: Vec<&str> = Gravity::ALL.iter().map(|g| g.name()).collect();
            InputError::said(
                "bad_value",
                Words::new("error-option-choice")
                    .arg("value", gravity)
                    .arg("key", "gravity")
                    .arg("names", names.join(", ")),
            )
        })?;
    Ok(Rules { max_turns, gravity })
}

/// An option's value refused for `problem` (words), as `KEY: problem`.
fn option_error(key: &str, problem: Words) -> InputError {
    InputError::said(
        "bad_value",
        Words::new("error-option")
            .arg("key", key)
            .word("problem", problem),
    )
}

/// A generator parameter out of range.
fn param_error(e: ParamError) -> InputError {
    InputError::said("bad_value", e.words())
}

/// A new game for `request` (checked and defaulted by the caller): at its difficulty, made
/// and rated until one has that level; without one, a deal (clearable or not, as asked)
/// rated within what is left of the limits.
pub fn generate_game(
    request: &GenerateRequest,
    limits: &Limits,
) -> Result<Generated<Position, RatingFigures>, PuzzleError> {
    let size = |key: &str| usize::try_from(request.number(key)).unwrap_or(usize::MAX);
    let params = Params {
        rows: size("rows"),
        cols: size("cols"),
        pairs: size("pairs"),
        kinds: size("kinds"),
        blockers: size("blockers"),
    };
    params.validate().map_err(param_error)?;
    let rules = request_rules(request)?;
    let seed = request.seed;
    let level = match request.difficulty.as_deref() {
        None => None,
        Some(name) => Some(
            name.parse::<Level>()
                .map_err(|e| InputError::said("bad_value", e.words()))?,
        ),
    };
    let options = RatingOptions::default();
    let (game, rating) = match level {
        Some(level) => {
            let made = generate_rated(&params, rules, level, seed, &options, limits)
                .map_err(generate_error)?;
            (position(made.board, rules), Some(rating_of(made.rating)))
        }
        None => {
            let budget = limits.start();
            let clearable = request.param("clearable") != "no";
            let board =
                generate(&params, rules, clearable, seed, limits).map_err(generate_error)?;
            let game = position(board, rules);
            let left = crate::solver::remaining(limits, &budget);
            // a rating the limits cut short is left out; the game stands without it
            let rating = rate_within(game.puzzle(), &options, &left)
                .ok()
                .map(rating_of);
            (game, rating)
        }
    };
    Ok(Generated { game, seed, rating })
}

fn generate_error(error: GenerateError) -> PuzzleError {
    match error {
        GenerateError::Params(e) => param_error(e).into(),
        GenerateError::Stopped { reason, .. } => PuzzleError::stopped(Work::Generator, reason),
        GenerateError::GaveUp { .. } | GenerateError::NoLevel { .. } => {
            PuzzleError::not_found(error.words())
        }
    }
}
