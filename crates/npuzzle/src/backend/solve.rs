//! Solving through the trait: the answers of the solvers of [`super::solvers`] in the envelope
//! of [`puzzle::Solved`] with [`SolvePayload`] (the docs/cli.md contract) as the payload, the
//! heuristic of a played-back step, the summary lines, and the hint.

use puzzle::{Hint, InputError, Phrase, PuzzleError, Solved, Words};
use search::{Algorithm, Claim, Cost, Limits, Stats, StopReason};
use serde::Serialize;

use super::game_id::Position;
use super::play::Slide;
use super::solvers::{choose, label, Choice, EXACT};
use super::tables::{self, NotReady};
use crate::board::Board;
use crate::goal::Goal;
use crate::heuristic::{Evaluator, Heuristic, HeuristicError};
use crate::parity::Parity;
use crate::pdb::Partition;
use crate::problem::NPuzzleProblem;
use crate::size::Size;
use crate::solver::{safe_lower_bound, solve_with, Mode, Solution, SolveOptions};

/// The puzzle's own fields of a solve answer: the `n-puzzle solve --json` contract of
/// docs/cli.md (`solvable`, `moves`, `solution`, `claim`, `stats`) and the figures behind it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SolvePayload {
    /// The position solved (canonical text).
    pub board: Board,
    /// The goal it is solved towards (canonical text; the standard goal too).
    pub goal: Goal,
    /// Its size, e.g. `4x4`.
    pub size: Size,
    /// Whether the goal can be reached (decided by parity, without search).
    pub solvable: bool,
    /// The number of moves of the solution; `null` when unsolvable or none was found.
    pub moves: Option<u32>,
    /// The numbers of the tiles moved, in order.
    pub solution: Vec<u8>,
    /// What is claimed about the solution (the envelope's claim).
    pub claim: Claim,
    /// Nodes and time of the search.
    pub stats: Stats,
    /// The heuristic used, when the solver uses one.
    pub heuristic: Option<Heuristic>,
    /// The pattern databases used, with `pdb`.
    pub partition: Option<Partition>,
    /// Expanded nodes per second.
    pub nodes_per_second: f64,
    /// Why the exact search stopped, when `exact` fell back on weighted A*.
    pub exact_stopped: Option<StopReason>,
    /// The parity invariant of the position.
    pub parity: Parity,
    /// For an unsolvable position, the parity proof in words.
    pub proof: Option<String>,
    /// Anything else to know (time spent waiting for the pattern databases, a heuristic used
    /// while the tables of the goal were being built); its English in JSON.
    #[serde(serialize_with = "english")]
    pub note: Option<Phrase>,
}
/// A proven lower bound on the moves left from `board` to `goal` (reachable): linear
/// conflict, or the estimate of an admissible `evaluator` (towards `goal`), rounded up to the
/// parity every solution has.
fn proven_bound(board: &Board, goal: &Goal, evaluator: Option<&Evaluator>) -> u32 {
    let safe = safe_lower_bound(board, goal);
    match evaluator.filter(|e| e.heuristic().admissible()) {
        Some(e) => {
            let h = e.estimate(board);
            (h + ((h ^ safe) & 1)).max(safe)
        }
        None => safe,
    }
}

/// The payload of an answer about a position, to be filled in.
fn payload(position: &Position, heuristic: Option<Heuristic>) -> SolvePayload {
    let Position { board, goal } = position;
    let parity = board.parity_to(goal);
    SolvePayload {
        board: *board,
        goal: *goal,
        size: board.size(),
        solvable: parity.solvable,
        moves: None,
        solution: Vec::new(),
        claim: Claim::Failed,
        stats: Stats::default(),
        heuristic,
        partition: None,
        nodes_per_second: 0.0,
        exact_stopped: None,
        parity,
        proof: (!parity.solvable).then(|| parity.to_string()),
        note: None,
    }
}

/// The answer, once its payload is filled in.
fn answer(
    algorithm: String,
    lower_bound: Option<u32>,
    payload: SolvePayload,
) -> Solved<Slide, SolvePayload> {
    Solved {
        algorithm,
        claim: payload.claim,
        cost: payload.moves.map(Cost::from),
        lower_bound: lower_bound.map(Cost::from),
        stats: payload.stats,
        path: payload
            .solution
            .iter()
            .map(|&tile| Slide { tile })
            .collect(),
        payload,
    }
}

fn english<S: serde::Serializer>(note: &Option<Phrase>, s: S) -> Result<S::Ok, S::Error> {
    note.as_ref().map(|n| &n.text).serialize(s)
}

/// The answer when the limits ran out while the pattern databases were still loading.
fn tables_not_ready(
    position: &Position,
    choice: Choice,
    reason: StopReason,
) -> Solved<Slide, SolvePayload> {
    let mut p = payload(position, Some(Heuristic::Pdb));
    p.claim = Claim::Stopped { reason };
    let partition = Partition::default_for(position.board.size());
    p.note = Some(Phrase::said(
        Words::new("n-puzzle-tables-loading")
            .word("reason", Words::stop_reason(reason))
            .arg("partition", partition),
    ));
    answer(
        label(choice),
        Some(safe_lower_bound(&position.board, &position.goal)),
        p,
    )
}

fn unsupported(error: HeuristicError) -> PuzzleError {
    InputError::said("unsupported_heuristic", error.words()).into()
}

/// Solves a position with the solver called `name` within `limits`, towards its goal. An
/// unsolvable position is answered by parity whatever the solver (the uninformed searches
/// would otherwise exhaust half the space: 181,440 positions on 3x3, 10^13 on 4x4).
pub fn solve(
    position: &Position,
    name: &str,
    limits: &Limits,
) -> Result<Solved<Slide, SolvePayload>, PuzzleError> {
    let choice = choose(name)?;
    let Position { board, goal } = position;
    if !board.can_reach(goal) {
        let heuristic = match choice {
            Choice::Engine { heuristic, .. } => Some(heuristic),
            Choice::Generic { heuristic, .. } => heuristic,
        };
        let mut p = payload(position, heuristic);
        p.claim = Claim::NoSolution;
        return Ok(answer("parity check".into(), None, p));
    }
    match choice {
        Choice::Engine {
            mode,
            weight,
            heuristic,
        } => {
            let ready = if heuristic == Heuristic::Pdb {
                tables::engine_pdb(goal, limits).map_err(NotReady::Stopped)
            } else {
                tables::evaluator(heuristic, goal, limits).map(|(e, left)| (e, left, None))
            };
            let (evaluator, left, note) = match ready {
                Ok(ready) => ready,
                Err(NotReady::Stopped(reason)) => {
                    return Ok(tables_not_ready(position, choice, reason))
                }
                Err(NotReady::Unsupported(e)) => return Err(unsupported(e)),
            };
            let mut solved = run_engine(position, &evaluator, mode, weight, &left);
            if note.is_some() {
                solved.payload.note = note;
            }
            Ok(solved)
        }
        Choice::Generic {
            algorithm,
            heuristic,
        } => {
            let wanted = heuristic.unwrap_or(Heuristic::Manhattan);
            let (evaluator, left) = match tables::evaluator(wanted, goal, limits) {
                Ok(ready) => ready,
                Err(NotReady::Stopped(reason)) => {
                    return Ok(tables_not_ready(position, choice, reason))
                }
                Err(NotReady::Unsupported(e)) => return Err(unsupported(e)),
            };
            run_generic(
                position,
                algorithm,
                heuristic.map(|_| evaluator),
                evaluator,
                &left,
            )
        }
    }
}

/// The crate's own solver.
fn run_engine(
    position: &Position,
    evaluator: &Evaluator,
    mode: Mode,
    weight: f64,
    limits: &Limits,
) -> Solved<Slide, SolvePayload> {
    let mut options = SolveOptions::default().mode(mode);
    options.weight = weight;
    let s: Solution = solve_with(&position.board, evaluator, &options, limits);
    let mut p = payload(position, Some(s.heuristic));
    p.moves = s.cost;
    p.solution = s.moves;
    p.claim = s.claim;
    p.stats = s.stats;
    p.partition = s.partition;
    p.nodes_per_second = s.nodes_per_second;
    p.exact_stopped = s.exact_stopped;
    let with = match s.partition {
        Some(partition) => format!("pattern databases ({})", partition.name()),
        None => s.heuristic.name().to_string(),
    };
    answer(
        format!("{} with {with}", s.algorithm),
        Some(s.lower_bound),
        p,
    )
}

/// A generic algorithm of `search` on [`NPuzzleProblem`]; `informed` is the evaluator when the
/// algorithm uses a heuristic (`evaluator` is the problem's in any case; both towards the
/// position's goal).
fn run_generic(
    position: &Position,
    algorithm: Algorithm,
    informed: Option<Evaluator>,
    evaluator: Evaluator,
    limits: &Limits,
) -> Result<Solved<Slide, SolvePayload>, PuzzleError> {
    let Position { board, goal } = position;
    let problem = NPuzzleProblem::with_evaluator(*board, evaluator);
    let report = search::run(&problem, algorithm, limits)
        .map_err(|e| InputError::unsupported_solver(&algorithm, &e))?;
    let mut p = payload(position, informed.map(|e| e.heuristic()));
    p.partition = informed
        .and_then(|e| e.pattern_set())
        .map(|set| set.partition());
    p.claim = report.claim;
    p.stats = report.stats;
    let secs = report.stats.elapsed.as_secs_f64();
    p.nodes_per_second = if secs > 0.0 {
        report.stats.expanded as f64 / secs
    } else {
        0.0
    };
    if let Some(found) = &report.solution {
        p.solution = found.actions.iter().map(|m| m.tile()).collect();
        p.moves = Some(found.actions.len() as u32);
    }
    let bound = proven_bound(board, goal, informed.as_ref());
    let lower_bound = match report.claim {
        Claim::Optimal => p.moves.unwrap_or(bound),
        Claim::NoSolutionWithin { depth } => bound.max(depth.saturating_add(1)),
        _ => bound,
    };
    let algorithm = match informed {
        Some(e) => format!("{} with {}", report.algorithm, e.heuristic()),
        None => report.algorithm,
    };
    Ok(answer(algorithm, Some(lower_bound), p))
}

/// Lines that say what an answer is beyond its moves: the parity proof, a fallback, a wait
/// for the tables, the heuristic; each with its catalogue words.
pub fn summarize(p: &SolvePayload) -> Vec<Phrase> {
    let mut lines = Vec::new();
    if p.proof.is_some() {
        lines.push(Phrase::said(
            Words::new("n-puzzle-summary-no-solution").word("proof", p.parity.phrase().words),
        ));
    }
    if let Some(reason) = p.exact_stopped {
        lines.push(Phrase::said(
            Words::new("n-puzzle-summary-fallback").word("reason", Words::stop_reason(reason)),
        ));
    }
    if let Some(note) = &p.note {
        lines.push(note.clone());
    }
    let named = |key: &'static str, h: Heuristic| {
        Words::new(key).word("heuristic", Words::new(format!("heuristic-{}", h.name())))
    };
    match (p.heuristic, p.partition) {
        (Some(h), Some(Partition::Exact3)) => {
            lines.push(Phrase::said(named("n-puzzle-summary-exact", h)))
        }
        (Some(h), Some(partition)) => lines.push(Phrase::said(
            named("n-puzzle-summary-pdb", h).arg("partition", partition),
        )),
        (Some(h), None) => lines.push(Phrase::said(
            named("n-puzzle-summary-heuristic", h).word("about", h.about()),
        )),
        _ => {}
    }
    lines
}

/// The estimate towards the goal shown as h in a played-back solution: the pattern databases
/// when they are loaded (on 3x3 the exact distance; `exact`, `fast`, the hint and the rating
/// load them), else linear conflict rounded to parity; `None` for an unsolvable position,
/// which has no distance. It never waits for the tables.
pub fn heuristic(position: &Position) -> Option<Cost> {
    let Position { board, goal } = position;
    if !board.can_reach(goal) {
        return None;
    }
    let bound = match tables::if_loaded(goal) {
        Some(evaluator) => proven_bound(board, goal, Some(&evaluator)),
        None => safe_lower_bound(board, goal),
    };
    Some(Cost::from(bound))
}

/// The first move of the default solver's answer: optimal with the moves left when the exact
/// search finished; from the weighted fallback's solution (not proven optimal) when the limits
/// stopped it; none when solved, unsolvable (with the parity proof) or nothing was found.
pub fn hint(position: &Position, limits: &Limits) -> Result<Hint<Slide>, PuzzleError> {
    let Position { board, goal } = position;
    if goal.is_reached(board) {
        return Ok(Hint::none(if goal.is_standard() {
            Phrase::said(Words::new("n-puzzle-hint-solved"))
        } else {
            Phrase::said(Words::new("n-puzzle-hint-solved-goal"))
        }));
    }
    if !board.can_reach(goal) {
        let proof = board.parity_to(goal).phrase();
        return Ok(Hint::unwinnable(Phrase::said(
            Words::new("n-puzzle-hint-no-solution").word("proof", proof.words),
        )));
    }
    let solved = solve(position, EXACT, limits)?;
    let p = &solved.payload;
    let first = p.solution.first().map(|&tile| Slide { tile });
    let at_least = solved.lower_bound.unwrap_or(0);
    Ok(match (solved.claim, first) {
        (Claim::Optimal, Some(mv)) => Hint {
            mv: Some(mv),
            remaining: solved.cost,
            optimal: true,
            note: None,
            unwinnable: false,
        },
        (_, Some(mv)) => {
            let length = p.solution.len();
            let reason_words = match p.exact_stopped {
                Some(r) => Words::stop_reason(r),
                None => Words::new("stop-limits"),
            };
            Hint {
                mv: Some(mv),
                remaining: None,
                optimal: false,
                note: Some(Phrase::said(
                    Words::new("n-puzzle-hint-unproven")
                        .word("reason", reason_words)
                        .arg("at_least", at_least)
                        .arg("length", length),
                )),
                unwinnable: false,
            }
        }
        (Claim::Stopped { reason }, None) => Hint::none(match &p.note {
            Some(note) => {
                Phrase::said(Words::new("n-puzzle-hint-waiting").word("note", note.words.clone()))
            }
            None => Phrase::said(
                Words::new("n-puzzle-hint-stopped")
                    .word("reason", Words::stop_reason(reason))
                    .arg("at_least", at_least),
            ),
        }),
        (claim, None) => Hint::none(Phrase::no_hint(&claim)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_are_proven_and_of_the_right_parity() {
        let board: Board = "8 6 7/2 5 4/3 0 1".parse().unwrap();
        let goal = Goal::standard(Size::Three);
        let b = proven_bound(&board, &goal, None);
        assert!(b <= 31 && b % 2 == 1, "{b}");
        let e = Evaluator::new(Heuristic::Inadmissible, Size::Three, &crate::test_cache()).unwrap();
        assert_eq!(proven_bound(&board, &goal, Some(&e)), b);
    }
}
