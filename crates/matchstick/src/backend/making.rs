//! Generating and rating through the interface: the crate's generator ([`crate::generate()`])
//! and the documented difficulty model ([`crate::rating`]).
//!
//! The levels are the model's three, by the seed report's names: `low` (easy), `mid`
//! (medium), `high` (hard), chosen per K. The 0-100 score is the model's score (from -1 for
//! a value change with many answers up to about 9 for a 3-stick change of the equation's
//! form breaking tight glyphs) as `10 x (score + 1)`, capped at 100.

use puzzle::{GenerateRequest, Generated, InputError, Phrase, PuzzleError, Rating, Words, Work};
use search::{Cost, Limits};
use serde::Serialize;

use crate::description::set_flag;
use crate::game::Game;
use crate::generate::{generate as generate_puzzles, GenerateOptions};
use crate::glyphs::Op;
use crate::rating::{rate as rate_drawings, ChangeKind, Difficulty, Rating as ModelRating};
use crate::rules::{GlyphSet, Rules};
use crate::solve::{solve, Task};
use crate::space::Space;

/// The most sticks a generated puzzle changes.
pub const MAX_GENERATED_K: usize = 3;

/// The levels, easiest first, by their library names.
pub(crate) const LEVELS: [&str; 3] = ["easy", "medium", "hard"];

/// The puzzle's own figures behind a rating.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RatingDetail {
    /// The model's figures: its score, level, K, answers, and of the easiest answer the kind of
    /// change, the tight glyphs it breaks and the cells it changes.
    pub model: ModelRating,
    /// The easiest answer (the one the rating is about).
    pub easiest: String,
    /// Every answer, ASCII.
    pub answers: Vec<String>,
}

/// The level a name stands for: `low|mid|high`, or `easy|medium|hard`.
pub(crate) fn difficulty_of(level: &str) -> Option<Difficulty> {
    level.parse().ok()
}

/// A new game from checked options (see [`crate::backend`] for the options).
pub(crate) fn generate(
    request: &GenerateRequest,
    limits: &Limits,
) -> Result<Generated<Game, RatingDetail>, PuzzleError> {
    let level = request.difficulty.as_deref().unwrap_or(LEVELS[0]);
    let difficulty = difficulty_of(level)
        .ok_or_else(|| InputError::unknown_level(level, Words::new("matchstick-name"), &LEVELS))?;
    // the level by the name every library uses (`high` is read as `hard`)
    let level = difficulty.name();
    let task = match request.param("task") {
        "add" => Task::Add,
        "remove" => Task::Remove,
        _ => Task::Move,
    };
    let k = request.number("k") as usize;
    if !(1..=MAX_GENERATED_K).contains(&k) {
        return Err(InputError::said(
            "bad_value",
            Words::new("matchstick-request-generate-k")
                .arg("max", MAX_GENERATED_K)
                .arg("k", k),
        )
        .into());
    }
    let mut rules = Rules::default();
    for flag in request.param("rules").split('+').filter(|f| !f.is_empty()) {
        set_flag(&mut rules, flag);
    }
    if rules.glyphs == GlyphSet::Roman {
        return Err(
            InputError::said("bad_value", Words::new("matchstick-request-generate-roman")).into(),
        );
    }
    let mut operators = vec![Op::Add, Op::Sub, Op::Mul];
    if rules.division {
        operators.push(Op::Div);
    }
    let options = GenerateOptions {
        space: Space {
            operands: vec![request.number("operands").max(2) as usize],
            max_digits: request.number("max-digits").max(1) as u32,
            operators,
        },
        difficulty,
        moves: k,
        task,
        count: 1,
        max_answers: request.number("max-answers").max(1) as usize,
        seed: request.seed,
    };
    let budget = puzzle::SharedBudget::new(limits);
    let report = generate_puzzles(&rules, &options, limits);
    let Some(found) = report.puzzles.into_iter().next() else {
        return Err(match report.stopped {
            Some(reason) => PuzzleError::stopped(Work::Generator, reason),
            None => PuzzleError::not_found(
                Words::new("matchstick-not-found-puzzle")
                    .word("level", Words::level(level))
                    .arg("verb", task.name())
                    .arg("k", k)
                    .arg("equations", report.attempts),
            ),
        });
    };
    let game = Game::from_spec(&found.spec);
    // the rating solves the puzzle again, on what the generator left of the limits
    let mut budget = budget;
    budget.spend(&report.stats);
    let rating = rate(&game, &budget.next(1)).ok();
    Ok(Generated {
        game,
        seed: request.seed,
        rating,
    })
}

/// The 0-100 score of a model score.
fn percent(score: f64) -> f64 {
    ((score + 1.0) * 10.0).clamp(0.0, 100.0)
}

/// Rates the puzzle `game` plays (from its start, whatever has been played).
pub(crate) fn rate(game: &Game, limits: &Limits) -> Result<Rating<RatingDetail>, PuzzleError> {
    let spec = game.spec();
    let report = solve(&spec.equation, &spec.rules, spec.task, spec.k, limits);
    if let search::Claim::Stopped { reason } = report.claim {
        return Err(PuzzleError::stopped(Work::RatingSolver, reason));
    }
    let layout = game.layout();
    let start = layout.initial_sticks();
    let k = spec.k;
    let sticks: Vec<&[u8]> = report.answers.iter().map(|a| a.sticks.as_slice()).collect();
    let Some(model) = rate_drawings(&layout.cells, &start, &sticks, k) else {
        let words = Words::new("matchstick-not-found-rating")
            .arg("equation", &spec.equation)
            .arg("k", k)
            .arg("verb", spec.task.name());
        return Err(PuzzleError::not_found(super::with_rules(
            words,
            &spec.rules,
        )));
    };
    // the answer the model rated: the one with the least score of its own
    let own =
        |s: &[u8]| rate_drawings(&layout.cells, &start, &[s], k).map_or(f64::MAX, |r| r.score);
    let easiest = report
        .answers
        .iter()
        .min_by(|a, b| own(&a.sticks).total_cmp(&own(&b.sticks)))
        .map(|a| a.equation.clone())
        .unwrap_or_default();
    let change_key = match model.change {
        ChangeKind::Value => "matchstick-why-easiest-value",
        ChangeKind::Operator => "matchstick-why-easiest-operator",
        ChangeKind::Form => "matchstick-why-easiest-form",
    };
    let mut why = vec![
        Phrase::said(Words::new(change_key).arg("answer", &easiest)),
        Phrase::said(
            Words::new("matchstick-why-task")
                .arg("k", k)
                .arg("task", spec.task.name()),
        ),
    ];
    if model.tight_glyphs > 0 {
        why.push(Phrase::said(
            Words::new("matchstick-why-tight").arg("glyphs", model.tight_glyphs),
        ));
    }
    if model.cells_changed > 1 {
        why.push(Phrase::said(
            Words::new("matchstick-why-spread").arg("cells", model.cells_changed),
        ));
    }
    why.push(Phrase::said(
        Words::new("matchstick-why-answers").arg("answers", model.answers),
    ));
    Ok(Rating {
        level: model.difficulty.name().to_string(),
        score: percent(model.score),
        optimum: Some(k as Cost),
        why,
        detail: RatingDetail {
            model,
            easiest,
            answers: report.solutions,
        },
    })
}
