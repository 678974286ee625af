//! The generator: draw a true equation from a [`Space`], undo K sticks' change to get a false
//! equation (move K sticks back for a move puzzle, take K away for an add puzzle, put K more
//! for a remove puzzle), solve that, keep it when it has few answers and the wanted
//! difficulty. Every solve runs on what is left of the generator's own limits.

use std::collections::HashSet;
use std::time::Instant;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use search::{Budget, Limits, Stats, StopReason};
use serde::Serialize;

use crate::description::PuzzleSpec;
use crate::enumerate::Enumerator;
use crate::equation::Equation;
use crate::eval::{is_true, is_well_formed};
use crate::layout::Layout;
use crate::rating::{rate, Difficulty, Rating};
use crate::rules::Rules;
use crate::solve::{solve, Task};
use crate::space::Space;

/// What to generate.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GenerateOptions {
    /// The true equations puzzles are made from.
    pub space: Space,
    /// The level every puzzle must have.
    pub difficulty: Difficulty,
    /// Sticks to move (add, remove).
    pub moves: usize,
    /// The puzzle type.
    pub task: Task,
    /// How many puzzles to make.
    pub count: usize,
    /// Keep puzzles with at most this many answers.
    pub max_answers: usize,
    /// The random seed (the same seed and options give the same puzzles).
    pub seed: u64,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            space: Space::default(),
            difficulty: Difficulty::Easy,
            moves: 1,
            task: Task::Move,
            count: 10,
            max_answers: 3,
            seed: 0,
        }
    }
}

/// One generated puzzle.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GeneratedPuzzle {
    /// The false equation, ASCII.
    pub equation: String,
    /// K: the sticks to move (add, remove).
    pub moves: usize,
    /// Every answer (the equation it was made from is one of them).
    pub answers: Vec<String>,
    /// The true equation it was made from.
    pub made_from: String,
    /// The difficulty model's rating.
    pub rating: Rating,
    /// The puzzle itself (equation, task, K, rules), ready to play.
    #[serde(skip)]
    pub spec: PuzzleSpec,
}

/// The generator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GenerateReport {
    /// The rules the puzzles were made under (the space's operators included).
    pub rules: Rules,
    /// The puzzles found.
    pub puzzles: Vec<GeneratedPuzzle>,
    /// True equations drawn.
    pub attempts: u64,
    /// Set when a limit stopped the generator before `count` puzzles were found.
    pub stopped: Option<StopReason>,
    /// What the generator and its solves spent.
    pub stats: Stats,
}

/// Draws this many true equations at most before giving up.
const MAX_ATTEMPTS: u64 = 50_000;
/// Puzzles tried per true equation, so that the output is spread over many equations.
const CANDIDATES_PER_EQUATION: usize = 3;

/// Generates `options.count` puzzles (fewer if the space has too few or a limit stops it).
pub fn generate(rules: &Rules, options: &GenerateOptions, limits: &Limits) -> GenerateReport {
    let started = Instant::now();
    let rules = options.space.rules_for(rules);
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    let mut budget = limits.start();
    let mut stats = Stats::default();
    let mut puzzles = Vec::new();
    let mut seen = HashSet::new();
    let mut attempts = 0;
    let mut stopped = None;
    let k = options.moves;
    let task = options.task;
    let (adds, removes) = task.budget(k);
    while puzzles.len() < options.count && attempts < MAX_ATTEMPTS {
        if let Some(reason) = budget.interrupted() {
            stopped = Some(reason);
            break;
        }
        attempts += 1;
        let Some(truth) = options.space.sample(&mut rng, &rules) else {
            continue;
        };
        let layout = Layout::new(&truth, &rules, k);
        let mut candidates = Vec::new();
        // the puzzle lacks what its answer adds and has what its answer takes away
        let run = Enumerator::new(&layout, removes, adds).run(&mut budget, &mut stats, &mut |d| {
            if is_well_formed(d.symbols, &rules) && !is_true(d.symbols, &rules) {
                candidates.push(Equation::from_symbols(d.symbols.iter().copied()));
            }
        });
        if let Err(reason) = run {
            stopped = Some(reason);
            break;
        }
        candidates.shuffle(&mut rng);
        for puzzle in candidates.into_iter().take(CANDIDATES_PER_EQUATION) {
            if seen.contains(&puzzle) {
                continue;
            }
            let report = solve(&puzzle, &rules, task, k, &left_of(limits, &budget, &stats));
            stats.expanded += report.stats.expanded;
            stats.generated += report.stats.generated;
            if !report.complete
                || report.answers.is_empty()
                || report.answers.len() > options.max_answers
            {
                continue;
            }
            let puzzle_layout = Layout::new(&puzzle, &rules, k);
            let answers: Vec<&[u8]> = report.answers.iter().map(|a| a.sticks.as_slice()).collect();
            let Some(rating) = rate(
                &puzzle_layout.cells,
                &puzzle_layout.initial_sticks(),
                &answers,
                k,
            ) else {
                continue;
            };
            if rating.difficulty != options.difficulty {
                continue;
            }
            seen.insert(puzzle.clone());
            puzzles.push(GeneratedPuzzle {
                equation: puzzle.to_string(),
                moves: k,
                answers: report.solutions,
                made_from: truth.to_string(),
                rating,
                spec: PuzzleSpec {
                    equation: puzzle,
                    task,
                    k,
                    rules,
                },
            });
            break;
        }
    }
    stats.elapsed = started.elapsed();
    GenerateReport {
        rules,
        puzzles,
        attempts,
        stopped,
        stats,
    }
}

/// What is left of `limits` once `budget` has run and `stats` have been spent: the limits of a
/// solve inside the generator, so that the generator as a whole stays within its own.
fn left_of(limits: &Limits, budget: &Budget<'_>, stats: &Stats) -> Limits {
    let mut left = limits.clone();
    if let Some(max) = limits.max_expanded {
        left.max_expanded = Some(max.saturating_sub(stats.expanded));
    }
    if let Some(max) = limits.max_time {
        left.max_time = Some(max.saturating_sub(budget.elapsed()));
    }
    left
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;

    #[test]
    fn generated_puzzles_have_their_rating_and_answers() {
        for difficulty in Difficulty::ALL {
            let options = GenerateOptions {
                difficulty,
                count: 4,
                seed: 5,
                ..GenerateOptions::default()
            };
            let report = generate(&Rules::default(), &options, &Limits::none());
            assert_eq!(report.puzzles.len(), 4, "{difficulty}");
            for p in &report.puzzles {
                assert_eq!(p.rating.difficulty, difficulty);
                assert!(p.answers.contains(&p.made_from), "{p:?}");
                let Ok(eq) = parse(&p.equation, &report.rules) else {
                    panic!("{}", p.equation)
                };
                assert!(!is_true(eq.symbols(), &report.rules));
                let again = solve(&eq, &report.rules, Task::Move, p.moves, &Limits::none());
                assert_eq!(again.solutions, p.answers);
            }
        }
    }

    #[test]
    fn every_level_exists_for_two_moves() {
        for difficulty in Difficulty::ALL {
            let options = GenerateOptions {
                difficulty,
                moves: 2,
                count: 2,
                seed: 1,
                ..GenerateOptions::default()
            };
            let report = generate(&Rules::default(), &options, &Limits::none());
            assert_eq!(report.puzzles.len(), 2, "{difficulty}");
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_puzzles() {
        let options = GenerateOptions {
            moves: 2,
            difficulty: Difficulty::Hard,
            count: 3,
            seed: 9,
            ..Default::default()
        };
        let a = generate(&Rules::default(), &options, &Limits::none());
        let b = generate(&Rules::default(), &options, &Limits::none());
        assert_eq!(a.puzzles, b.puzzles);
        assert_eq!(a.puzzles.len(), 3);
    }
}
