//! The exact solver: every true equation whose sticks differ from the puzzle's by exactly K
//! moved sticks (or K added, or K removed), each with the sticks that change, deduplicated.

use std::collections::HashSet;
use std::time::Instant;

use search::{Claim, Limits, Stats, StopReason, Summary};
use serde::{Deserialize, Serialize};

use crate::enumerate::{Drawing, Enumerator};
use crate::equation::{format_symbols, Equation};
use crate::eval::is_true;
use crate::layout::{Layout, StickPos};
use crate::meet::{meet_in_the_middle, split_cell};
use crate::parse::{parse, ParseError};
use crate::rules::{GlyphSet, Rules};

/// The puzzle types: move K sticks, add K sticks, remove K sticks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Task {
    /// Move K sticks (the default).
    #[default]
    Move,
    /// Add K sticks.
    Add,
    /// Remove K sticks.
    Remove,
}

impl Task {
    /// Sticks put down and taken away by a puzzle of this kind with K sticks.
    pub fn budget(self, k: usize) -> (usize, usize) {
        match self {
            Task::Move => (k, k),
            Task::Add => (k, 0),
            Task::Remove => (0, k),
        }
    }

    /// `move`, `add` or `remove`.
    pub fn name(self) -> &'static str {
        match self {
            Task::Move => "move",
            Task::Add => "add",
            Task::Remove => "remove",
        }
    }
}

/// One stick taken from `from` and put at `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct StickMove {
    /// Where the stick is taken.
    pub from: StickPos,
    /// Where it is put.
    pub to: StickPos,
}

/// One answer: the equation and the sticks that change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Answer {
    /// The true equation, ASCII.
    pub equation: String,
    /// Positions whose stick is taken away.
    pub taken: Vec<StickPos>,
    /// Positions where a stick is put.
    pub placed: Vec<StickPos>,
    /// For a move puzzle, `taken[i]` moved to `placed[i]` (any pairing works).
    pub moves: Vec<StickMove>,
    /// The sticks of every layout cell in the answer.
    pub sticks: Vec<u8>,
}

/// The result of solving one puzzle.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SolveReport {
    /// The puzzle, ASCII.
    pub equation: String,
    /// The puzzle type.
    pub task: Task,
    /// K: sticks moved (or added, or removed).
    pub moves: usize,
    /// The rules in force.
    pub rules: Rules,
    /// The answers' equations, in the order of `answers`.
    pub solutions: Vec<String>,
    /// The answers with the sticks they change.
    pub answers: Vec<Answer>,
    /// True when every drawing was examined (no limit stopped the run).
    pub complete: bool,
    /// Optimal (answers found, all listed), no solution, or stopped.
    pub claim: Claim,
    /// What the run spent.
    pub stats: Stats,
}

impl SolveReport {
    /// The report of a finished (or stopped) run: answers sorted by equation, and the claim
    /// that follows from how the run ended.
    pub(crate) fn new(
        equation: &Equation,
        task: Task,
        k: usize,
        rules: &Rules,
        mut answers: Vec<Answer>,
        outcome: Result<(), StopReason>,
        stats: Stats,
    ) -> SolveReport {
        answers.sort_by(|a, b| a.equation.cmp(&b.equation));
        let claim = match outcome {
            Err(reason) => Claim::Stopped { reason },
            Ok(()) if answers.is_empty() => Claim::NoSolution,
            Ok(()) => Claim::Optimal,
        };
        SolveReport {
            equation: equation.to_string(),
            task,
            moves: k,
            rules: *rules,
            solutions: answers.iter().map(|a| a.equation.clone()).collect(),
            answers,
            complete: outcome.is_ok(),
            claim,
            stats,
        }
    }

    /// The row for a comparison table.
    pub fn summary(&self, algorithm: &str) -> Summary {
        Summary {
            algorithm: algorithm.to_string(),
            cost: Some(self.moves as u64),
            length: Some(self.moves),
            claim: self.claim,
            stats: self.stats,
        }
    }
}

/// The positions taken and placed between two stick lists of one layout.
pub fn stick_changes(from: &[u8], to: &[u8]) -> (Vec<StickPos>, Vec<StickPos>) {
    let mut taken = Vec::new();
    let mut placed = Vec::new();
    for (cell, (&a, &b)) in from.iter().zip(to).enumerate() {
        for slot in 0..8u8 {
            let bit = 1u8 << slot;
            if a & bit != 0 && b & bit == 0 {
                taken.push(StickPos { cell, slot });
            }
            if a & bit == 0 && b & bit != 0 {
                placed.push(StickPos { cell, slot });
            }
        }
    }
    (taken, placed)
}

/// Builds the answer for a drawing reached from `initial`.
pub fn answer_for(initial: &[u8], drawing: &Drawing<'_>) -> Answer {
    let (taken, placed) = stick_changes(initial, drawing.sticks);
    let moves = taken
        .iter()
        .zip(&placed)
        .map(|(&from, &to)| StickMove { from, to })
        .collect();
    Answer {
        equation: format_symbols(drawing.symbols),
        taken,
        placed,
        moves,
        sticks: drawing.sticks.to_vec(),
    }
}

/// Parses `input` and solves it.
pub fn solve_str(
    input: &str,
    rules: &Rules,
    task: Task,
    k: usize,
    limits: &Limits,
) -> Result<SolveReport, ParseError> {
    let equation = parse(input, rules)?;
    Ok(solve(&equation, rules, task, k, limits))
}

/// How the fast solver enumerates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Strategy {
    /// Meet in the middle when `=` is fixed and at least two sticks move (or four change in
    /// all), otherwise depth-first.
    #[default]
    Auto,
    /// Depth-first over the cells, pruned by what the remaining cells can absorb.
    Dfs,
    /// Both sides separately, joined on value (falls back to depth-first when `=` may change).
    MeetInTheMiddle,
}

impl Strategy {
    /// The fixed `=` cell to join the two sides at, when this strategy meets in the middle on
    /// `layout` (never for depth-first; for `Auto` from four sticks changed in all: with fewer
    /// the depth-first walk is already tiny).
    fn split(self, layout: &Layout, rules: &Rules, task: Task, k: usize) -> Option<usize> {
        let (adds, removes) = task.budget(k);
        match self {
            Strategy::Dfs => None,
            Strategy::Auto if adds + removes < 4 => None,
            Strategy::Auto | Strategy::MeetInTheMiddle => split_cell(layout, rules),
        }
    }

    /// What runs when this strategy solves `equation`: [`Strategy::MeetInTheMiddle`] or
    /// [`Strategy::Dfs`] (`=` may change, or too few sticks for `Auto` to join).
    pub fn resolved(self, equation: &Equation, rules: &Rules, task: Task, k: usize) -> Self {
        match self.split(&Layout::new(equation, rules, k), rules, task, k) {
            Some(_) => Strategy::MeetInTheMiddle,
            None => Strategy::Dfs,
        }
    }
}

/// Every answer of `equation` as a `kind` puzzle with `k` sticks, within `limits`.
pub fn solve(
    equation: &Equation,
    rules: &Rules,
    task: Task,
    k: usize,
    limits: &Limits,
) -> SolveReport {
    solve_with(Strategy::Auto, equation, rules, task, k, limits)
}

/// [`solve`] with a chosen enumeration strategy (for comparisons and tests).
pub fn solve_with(
    strategy: Strategy,
    equation: &Equation,
    rules: &Rules,
    task: Task,
    k: usize,
    limits: &Limits,
) -> SolveReport {
    let started = Instant::now();
    let layout = Layout::new(equation, rules, k);
    let mut budget = limits.start();
    let mut stats = Stats::default();
    let initial = layout.initial_sticks();
    let mut answers = Vec::new();
    let mut seen = HashSet::new();
    let (adds, removes) = task.budget(k);
    let split = strategy.split(&layout, rules, task, k);
    let outcome = match split {
        Some(at) => meet_in_the_middle(
            &layout,
            at,
            adds,
            removes,
            &mut budget,
            &mut stats,
            &mut |symbols, sticks| {
                answers.push(answer_for(&initial, &Drawing { symbols, sticks }));
            },
        ),
        None => Enumerator::new(&layout, adds, removes).run(&mut budget, &mut stats, &mut |d| {
            if is_true(d.symbols, rules) {
                let answer = answer_for(&initial, d);
                if seen.insert(answer.equation.clone()) {
                    answers.push(answer);
                }
            }
        }),
    };
    // Under the Roman glyph set one string can be drawn in several ways; an answer that some
    // drawing reaches with fewer sticks belongs to the smaller K.
    let outcome = outcome.and_then(|()| {
        if rules.glyphs != GlyphSet::Roman {
            return Ok(());
        }
        let mut fewer = HashSet::new();
        for smaller in 0..k {
            let (a, r) = task.budget(smaller);
            Enumerator::new(&layout, a, r).run(&mut budget, &mut stats, &mut |d| {
                if is_true(d.symbols, rules) {
                    fewer.insert(format_symbols(d.symbols));
                }
            })?;
        }
        answers.retain(|a| !fewer.contains(&a.equation));
        Ok(())
    });
    stats.elapsed = started.elapsed();
    SolveReport::new(equation, task, k, rules, answers, outcome, stats)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn solutions(input: &str, rules: &Rules, task: Task, k: usize) -> Vec<String> {
        match solve_str(input, rules, task, k, &Limits::none()) {
            Ok(report) => report.solutions,
            Err(e) => panic!("{input}: {e}"),
        }
    }

    #[test]
    fn rules_md_default_answers() {
        let r = Rules::default();
        assert_eq!(solutions("7+3=9", &r, Task::Move, 1), vec!["7+2=9"]);
        assert_eq!(
            solutions("45+46=99", &r, Task::Move, 1),
            vec!["45+48=93", "49+46=95"]
        );
        for input in ["1-2=72", "25+64=76"] {
            for k in 1..=2 {
                assert!(
                    solutions(input, &r, Task::Move, k).is_empty(),
                    "{input} k={k}"
                );
            }
        }
    }

    #[test]
    fn seed_examples_need_the_consensus_glyphs() {
        let r = Rules::default();
        assert!(solutions("7+90=51", &r, Task::Move, 1).contains(&"1+90=91".to_string()));
        assert!(solutions("4-2=8", &r, Task::Move, 1).contains(&"4+2=6".to_string()));
        assert!(solutions("6+4=4", &r, Task::Move, 1).contains(&"8-4=4".to_string()));
    }

    #[test]
    fn each_answer_lists_the_sticks_that_change() {
        let report = solve_str("7+3=9", &Rules::default(), Task::Move, 1, &Limits::none());
        let Ok(report) = report else {
            panic!("parse failed")
        };
        let answer = &report.answers[0];
        // 3 (abcdg) -> 2 (abdeg): the stick at c moves to e, within cell 2.
        assert_eq!(
            answer.moves,
            vec![StickMove {
                from: StickPos { cell: 2, slot: 2 },
                to: StickPos { cell: 2, slot: 4 }
            }]
        );
        assert_eq!(report.claim, Claim::Optimal);
    }

    #[test]
    fn add_and_remove_puzzles() {
        let r = Rules::default();
        // 5+3=9: add one stick to turn 5 into 6? 6+3=9 is true.
        assert!(solutions("5+3=9", &r, Task::Add, 1).contains(&"6+3=9".to_string()));
        // 8+3=11... remove one from 8 -> 9? 9+3=12 no; 8-3=5: 6-3=3? remove b from 8 -> 6.
        assert!(solutions("8-3=3", &r, Task::Remove, 1).contains(&"6-3=3".to_string()));
    }

    #[test]
    fn both_strategies_agree() {
        let rules = Rules {
            division: true,
            leading_minus: true,
            ..Rules::default()
        };
        for input in ["45+46=99", "12+34=46+0", "38-40=79-0", "-8/2=4", "9*9=1"] {
            let Ok(eq) = parse(input, &rules) else {
                panic!("{input}")
            };
            for kind in [Task::Move, Task::Add, Task::Remove] {
                for k in 1..=3 {
                    let dfs = solve_with(Strategy::Dfs, &eq, &rules, kind, k, &Limits::none());
                    let mitm = solve_with(
                        Strategy::MeetInTheMiddle,
                        &eq,
                        &rules,
                        kind,
                        k,
                        &Limits::none(),
                    );
                    assert_eq!(dfs.answers, mitm.answers, "{input} {kind:?} {k}");
                }
            }
        }
    }

    #[test]
    fn no_answer_is_claimed_as_such() {
        let report = solve_str("1-2=72", &Rules::default(), Task::Move, 1, &Limits::none());
        assert_eq!(report.map(|r| r.claim), Ok(Claim::NoSolution));
    }

    #[test]
    fn a_node_limit_stops_the_run() {
        let limits = Limits::none().with_max_expanded(3);
        let report = solve_str("45+46=99", &Rules::default(), Task::Move, 2, &limits);
        let Ok(report) = report else {
            panic!("parse failed")
        };
        assert!(!report.complete);
        assert!(matches!(report.claim, Claim::Stopped { .. }));
    }

    #[test]
    fn roman_knoblich_types() {
        let mut r = Rules::roman();
        r.equals_may_change = false;
        // A: VI = VII + I -> VII = VI + I
        assert!(solutions("VI=VII+I", &r, Task::Move, 1).contains(&"VII=VI+I".to_string()));
        // B: I = II + II -> I = III - II
        assert!(solutions("I=II+II", &r, Task::Move, 1).contains(&"I=III-II".to_string()));
        // D: XI = III + III -> VI = III + III
        assert!(solutions("XI=III+III", &r, Task::Move, 1).contains(&"VI=III+III".to_string()));
        // C needs a second '=': III = III + III -> III = III = III
        assert!(!solutions("III=III+III", &r, Task::Move, 1).contains(&"III=III=III".to_string()));
        let r = Rules::roman();
        assert!(solutions("III=III+III", &r, Task::Move, 1).contains(&"III=III=III".to_string()));
    }
}
