//! Generating and rating games through the trait (the model: see [`super`]).

use puzzle::{GenerateRequest, Generated, InputError, Phrase, PuzzleError, Rating, Words, Work};
use search::{Claim, Limits};
use serde::Serialize;

use super::game_id::{rules_from_params, Position};
use crate::generate::{generate as generate_level, Difficulty, GenerateError, GenerateOptions};
use crate::rules::{Rules, Timing};
use crate::solver::{replay, solve, SolveOptions};

/// The difficulty levels, easiest first.
pub const LEVELS: [&str; 4] = ["easy", "medium", "hard", "expert"];

/// The figures behind a rating.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RatingDetail {
    /// The proven minimum number of taps.
    pub min_taps: u32,
    /// The drops the player has.
    pub supply: u32,
    /// Supply minus minimum taps: the taps a player may waste.
    pub margin: u32,
    /// Drops left after the optimal line the solver found (bonuses included).
    pub drops_left: Option<u32>,
    /// The timing model the minimum holds in.
    pub timing: Timing,
    /// Whether empty cells may be tapped.
    pub empty_taps: bool,
}

/// The level of a board whose proven minimum is `taps`.
fn level(taps: u32) -> Difficulty {
    Difficulty::ALL
        .into_iter()
        .find(|d| taps <= *d.taps().end())
        .unwrap_or(Difficulty::Expert)
}

/// Whether empty cells may be tapped, in a word: `allowed` or `forbidden`.
pub(crate) fn empty_taps_word(empty_taps: bool) -> &'static str {
    if empty_taps {
        "allowed"
    } else {
        "forbidden"
    }
}

/// `words` with the timing model (`timing`) and whether empty cells may be tapped (`empty`),
/// each as catalogue words (`tendrops-timing-*`, `tendrops-empty-taps-*`).
pub(crate) fn with_rule_words(words: Words, timing: Timing, empty_taps: bool) -> Words {
    words
        .word("timing", Words::new(format!("tendrops-timing-{timing}")))
        .word(
            "empty",
            Words::new(format!(
                "tendrops-empty-taps-{}",
                empty_taps_word(empty_taps)
            )),
        )
}

/// The rating of a game whose proven minimum is `taps` (see the module documentation).
fn rating(rules: &Rules, taps: u32, drops_left: Option<u32>) -> Rating<RatingDetail> {
    let margin = rules.supply.saturating_sub(taps);
    let tight = match (taps, margin) {
        (0, _) => 0,
        (_, 0) => 10,
        (_, 1) => 5,
        _ => 0,
    };
    let score = (9 * taps).min(90) + tight;
    let level = level(taps);
    let mut why = vec![Phrase::said(
        Words::new("tendrops-why-taps")
            .arg("taps", taps)
            .word("level", Words::level(level.name())),
    )];
    if taps > 0 {
        why.push(Phrase::said(
            Words::new("tendrops-why-margin")
                .arg("supply", rules.supply)
                .arg("margin", margin),
        ));
    }
    why.push(Phrase::said(with_rule_words(
        Words::new("tendrops-why-rules"),
        rules.timing,
        rules.empty_taps,
    )));
    Rating {
        level: level.name().to_string(),
        score: f64::from(score.min(100)),
        optimum: Some(u64::from(taps)),
        why,
        detail: RatingDetail {
            min_taps: taps,
            supply: rules.supply,
            margin,
            drops_left,
            timing: rules.timing,
            empty_taps: rules.empty_taps,
        },
    }
}

/// Rates `position` from its proven minimum number of taps.
pub fn rate(position: &Position, limits: &Limits) -> Result<Rating<RatingDetail>, PuzzleError> {
    let options = SolveOptions::new(*position.rules());
    let solution = solve(position.board(), &options, limits)
        .map_err(|e| InputError::said("too_large", e.words().arg("verb", "rate")))?;
    match (solution.claim, solution.taps) {
        (Claim::Optimal, Some(taps)) => Ok(rating(position.rules(), taps, solution.drops_left)),
        (Claim::Stopped { reason }, _) => Err(PuzzleError::stopped(Work::Rating, reason)),
        _ => Err(PuzzleError::not_found(
            Words::new("tendrops-not-found-rating").arg("drops", position.supply()),
        )),
    }
}

/// A new game at the requested difficulty (`easy` by default, as the page asks), with its
/// rating: a random board whose proven minimum falls in the difficulty's range and fits the
/// supply.
pub fn generate(
    request: &GenerateRequest,
    limits: &Limits,
) -> Result<Generated<Position, RatingDetail>, PuzzleError> {
    let difficulty: Difficulty = match &request.difficulty {
        Some(name) => name
            .parse()
            .map_err(|e: crate::generate::ParseDifficultyError| {
                InputError::said("bad_value", e.words())
            })?,
        None => Difficulty::Easy,
    };
    let rules = rules_from_params(request)?;
    let mut options = GenerateOptions::new(difficulty, request.seed);
    // Checked requests hold every option; a hand-made one without them gets 6x6.
    let side = |key| {
        request
            .params
            .get(key)
            .map_or(6, |_| request.number(key) as usize)
    };
    options.rows = side("rows");
    options.cols = side("cols");
    options.solve = SolveOptions::new(rules);
    let level = generate_level(&options, limits).map_err(|e| match e {
        GenerateError::TooLarge { .. } => {
            PuzzleError::Input(InputError::said("too_large", e.words()))
        }
        GenerateError::Stopped { reason, .. } => PuzzleError::stopped(Work::Generator, reason),
        GenerateError::NotFound { .. } => PuzzleError::not_found(e.words()),
    })?;
    let drops_left = replay(&level.board, &level.sequence, &options.solve);
    let rating = rating(&rules, level.taps, drops_left);
    Ok(Generated {
        game: Position::new(level.board, rules),
        seed: request.seed,
        rating: Some(rating),
    })
}

#[cfg(test)]
mod tests {
    use super::super::game_id::parse;
    use super::*;

    #[test]
    fn levels_follow_the_generator_ranges() {
        let names: Vec<&str> = (0..=12).map(|t| level(t).name()).collect();
        assert_eq!(
            names,
            [
                "easy", "easy", "easy", "easy", "medium", "medium", "medium", "hard", "hard",
                "expert", "expert", "expert", "expert"
            ]
        );
        assert_eq!(LEVELS, Difficulty::ALL.map(Difficulty::name));
    }

    #[test]
    fn ratings_come_from_the_proven_minimum() {
        let p = parse("040244/304244/003030/000413/243220/004423").unwrap();
        let r = rate(&p, &Limits::none()).unwrap();
        assert_eq!(
            (r.level.as_str(), r.score, r.optimum),
            ("easy", 18.0, Some(2))
        );
        assert_eq!(r.detail.drops_left, Some(16));
        let tight = parse("040244/304244/003030/000413/243220/004423;supply=2").unwrap();
        assert_eq!(rate(&tight, &Limits::none()).unwrap().score, 28.0);
        let clear = parse("000/000").unwrap();
        assert_eq!(rate(&clear, &Limits::none()).unwrap().score, 0.0);
        let hopeless = parse("1;supply=2").unwrap();
        assert!(matches!(
            rate(&hopeless, &Limits::none()),
            Err(PuzzleError::NotFound(_))
        ));
        let hard = parse("040043/234201/104120/104302/140000/043100").unwrap();
        assert!(matches!(
            rate(&hard, &Limits::none().with_max_expanded(5)),
            Err(PuzzleError::Stopped { .. })
        ));
    }
}
