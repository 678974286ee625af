//! The solvers behind one name each, their answers in the shape of the interface, and the
//! hint.

use ::puzzle::{Hint, InputError, Phrase, PuzzleError, Solved, SolverInfo, Words};
use search::{Algorithm, Claim, Cost, Limits};
use serde::Serialize;

use super::play::PairMove;
use super::Position;
use crate::bound::IMPOSSIBLE;
use crate::game::{hint_from, Hint as GameHint};
use crate::rules::{Gravity, MaxTurns};
use crate::solver::heuristic::Heuristic;
use crate::solver::problem::solve_generic;
use crate::solver::report::report_astar;
use crate::solver::{decide_from, solve_from, Solution};

/// The branch cap of the report's A* when none is given (`report` = `report:1`).
pub const DEFAULT_REPORT_CAP: usize = 1;

/// The largest branch cap `report:N` takes.
pub const MAX_REPORT_CAP: usize = 1000;

/// The puzzle's own fields of a solve answer: the solver's [`Solution`], which carries the
/// JSON contract of `docs/cli.md` (`solvable`, `cost`, `turns`, `optimal`, `lower_bound`,
/// `removals`; the envelope adds `stats`) and today's playback g/h/f, with the board's size
/// and rules beside it.
#[derive(Debug, Clone, Serialize)]
pub struct ClearingReport {
    /// The solver's answer (its `claim`, `algorithm` and `stats` are the envelope's too).
    #[serde(flatten)]
    pub solution: Solution,
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
    pub cols: usize,
    /// The turn limit: a number, or `"any"`.
    pub max_turns: MaxTurns,
    /// The gravity rule.
    pub gravity: Gravity,
}

/// The heuristic of the generic algorithms: [`Heuristic`], by name.
pub const BOUND: &str = "matching bound (slot-aware under gravity)";

/// The solvers, the default first: the exact anytime solver, the decision search, the
/// generic algorithms of today's comparison, the report's branch-capped A*; then the generic
/// ones a comparison runs only on request.
pub fn solvers() -> Vec<SolverInfo> {
    let bound = BOUND;
    let mut out = vec![
        SolverInfo::new("exact", true).with_heuristic(bound),
        SolverInfo::new("decide", false),
    ];
    let compared = [
        Algorithm::AStar,
        Algorithm::UniformCost,
        Algorithm::WeightedAStar { weight: 2.0 },
        Algorithm::Greedy,
        Algorithm::Beam { width: 100 },
    ];
    for info in SolverInfo::generic(&compared) {
        out.push(if info.name == "ucs" {
            info
        } else {
            info.with_heuristic(bound)
        });
    }
    for cap in [1, 2] {
        out.push(SolverInfo::new(format!("report:{cap}"), false).with_heuristic("remaining pairs"));
    }
    let on_request = [
        Algorithm::IdaStar,
        Algorithm::Bfs,
        Algorithm::Dfs { depth: 40 },
    ];
    for info in SolverInfo::generic(&on_request) {
        let info = info.on_request();
        out.push(if info.name == "idastar" {
            info.with_heuristic(bound)
        } else {
            info
        });
    }
    out
}

/// Runs the solver called `name` (see [`solvers`]; also `report:N` or `seed:N` for the
/// report's A* with branch cap N, and any generic spelling such as `beam:500`).
pub fn solve(
    game: &Position,
    name: &str,
    limits: &Limits,
) -> Result<Solved<PairMove, ClearingReport>, PuzzleError> {
    let puzzle = game.puzzle();
    let spec = name.trim().to_ascii_lowercase();
    let (base, param) = match spec.split_once(':') {
        Some((base, param)) => (base, Some(param)),
        None => (spec.as_str(), None),
    };
    let solution = match (base, param) {
        ("exact", None) => solve_from(puzzle, &puzzle.initial(), limits),
        ("decide", None) => decide_from(puzzle, &puzzle.initial(), limits),
        ("exact" | "decide", Some(_)) => {
            return Err(InputError::said(
                "bad_value",
                Words::new("error-solver-no-parameter").arg("name", base),
            )
            .into())
        }
        ("report" | "seed", cap) => report_astar(puzzle, report_cap(name, cap)?, limits),
        _ => {
            let algorithm: Algorithm = spec.parse().map_err(|e: search::ParseAlgorithmError| {
                if e.reason == search::Misspelling::UnknownName {
                    unknown_solver(name)
                } else {
                    InputError::said(
                        "bad_value",
                        Words::new("error-solver-spelling")
                            .arg("name", name)
                            .word("reason", Words::misspelling(e.reason)),
                    )
                }
            })?;
            solve_generic(puzzle, algorithm, limits)
                .map_err(|e| InputError::unsupported_solver(&algorithm, &e))?
        }
    };
    Ok(solved(game, solution))
}

/// The branch cap of `report:N` (1 when not given).
fn report_cap(name: &str, cap: Option<&str>) -> Result<usize, InputError> {
    match cap {
        None => Ok(DEFAULT_REPORT_CAP),
        Some(text) => text
            .parse::<usize>()
            .ok()
            .filter(|c| (1..=MAX_REPORT_CAP).contains(c))
            .ok_or_else(|| {
                InputError::said(
                    "bad_value",
                    Words::new("lianliankan-request-report-cap")
                        .arg("name", name)
                        .arg("max", MAX_REPORT_CAP),
                )
            }),
    }
}

fn unknown_solver(name: &str) -> InputError {
    let names: Vec<String> = solvers().into_iter().map(|s| s.name).collect();
    InputError::unknown_solver(name, &names, "beam:500, wastar:1.5, dfs:60, report:3")
}

/// A crate answer in the interface's shape.
fn solved(game: &Position, solution: Solution) -> Solved<PairMove, ClearingReport> {
    let path = solution
        .removals
        .iter()
        .map(|r| PairMove::new(r.a, r.b))
        .collect();
    let board = game.board();
    let rules = game.rules();
    Solved {
        algorithm: solution.algorithm.clone(),
        claim: solution.claim,
        cost: solution.cost,
        lower_bound: solution.lower_bound,
        stats: solution.stats,
        path,
        payload: ClearingReport {
            solution,
            rows: board.rows(),
            cols: board.cols(),
            max_turns: rules.max_turns,
            gravity: rules.gravity,
        },
    }
}

/// The default solver's lower bound on the cost of clearing `game`, if one exists.
pub fn heuristic(game: &Position) -> Option<Cost> {
    let puzzle = game.puzzle();
    let h = Heuristic::new(puzzle).of(puzzle.initial().words());
    (h < IMPOSSIBLE).then_some(Cost::from(h))
}

/// A pair after which the board can still be cleared (see [`crate::Game::hint`]).
pub fn hint(game: &Position, limits: &Limits) -> Hint<PairMove> {
    let puzzle = game.puzzle();
    match hint_from(puzzle, &puzzle.initial(), limits) {
        GameHint::Pair {
            removal,
            optimal: true,
            remaining_cost,
        } => Hint {
            mv: Some(PairMove::new(removal.a, removal.b)),
            remaining: Some(remaining_cost),
            optimal: true,
            note: None,
            unwinnable: false,
        },
        GameHint::Pair {
            removal,
            remaining_cost,
            ..
        } => Hint {
            mv: Some(PairMove::new(removal.a, removal.b)),
            remaining: None,
            optimal: false,
            note: Some(Phrase::said(
                Words::new("lianliankan-hint-unproven").arg("cost", remaining_cost),
            )),
            unwinnable: false,
        },
        GameHint::Solved => Hint::none(Phrase::said(Words::new("hint-board-clear"))),
        GameHint::DeadEnd if game.legal_pairs().is_empty() => {
            Hint::unwinnable(Phrase::said(Words::new("lianliankan-hint-no-pair")))
        }
        GameHint::DeadEnd => {
            Hint::unwinnable(Phrase::said(Words::new("lianliankan-hint-dead-end")))
        }
        // the limit is named: the page offers to raise that one
        GameHint::Unknown {
            claim: Claim::Stopped { reason },
        } => Hint::none(Phrase::said(
            Words::new("lianliankan-hint-stopped").word("reason", Words::stop_reason(reason)),
        )),
        GameHint::Unknown { claim } => Hint::none(Phrase::no_hint(&claim)),
    }
}
