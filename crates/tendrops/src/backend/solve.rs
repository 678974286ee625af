//! Solving a [`Position`] through the trait: the solvers offered, their answers in the
//! envelope of [`puzzle::Solved`] with the crate's [`Solution`] as the payload, the
//! per-step figures of a playback, and the hint.

use std::time::Instant;

use puzzle::{Hint, InputError, Phrase, PuzzleError, Solved, SolverInfo, Words};
use search::{Algorithm, Claim, Cost, Limits};
use serde::Serialize;

use super::game_id::Position;
use super::play::Tap;
use crate::contender::Contender;
use crate::playback::{self, PlaybackError};
use crate::problem::TenDropsProblem;
use crate::solver::bound::lower_bound;
use crate::solver::{
    load, solve_beam, solve_bfs, solve_greedy, solve_report_iddfs, Objective, Solution, SolveError,
    SolveOptions,
};

/// The bound every exact solver here prunes with.
pub(super) const BOUND: &str = "water-conservation bound";

/// Taps the report's greedy may make before it gives up (the report used 20).
const GREEDY_MAX_TAPS: u32 = 20;

/// The solver's own fields of a solve answer: the crate's [`Solution`] (the JSON contract
/// `solvable`, `taps`, `sequence`, `optimal`, `timing`, `stats`, and `lower_bound`,
/// `drops_left`, `drops_left_bound`, `empty_taps`, `supply`, `objective`) and the per-step
/// figures of a playback.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SolvePayload {
    /// The solver's answer.
    #[serde(flatten)]
    pub solution: Solution,
    /// One entry per position of the sequence (`taps_left[k]`: after `k` taps, the start
    /// first): the proven minimum number of taps still needed, as the page's playback shows.
    pub taps_left: Vec<TapsLeft>,
}

/// The taps still needed after `g` taps of a solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TapsLeft {
    /// Taps made so far.
    pub g: u32,
    /// The proven minimum number of taps that clear the board from here (with the supply
    /// left), or `null` when it was not proven.
    pub h: Option<u32>,
    /// A proven lower bound on those taps (equals `h` when `h` is known).
    pub h_lower_bound: u32,
}

/// A solver `solve` runs.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Choice {
    /// The exact minimum-tap solver.
    MinTaps,
    /// The exact "most drops left" solver.
    MostLeft,
    /// Any other contender of [`crate::contender`].
    Contender(Contender),
}

/// The solvers offered, the default first.
pub fn solvers() -> Vec<SolverInfo> {
    let mut list = vec![
        SolverInfo::new("exact", true).with_heuristic(BOUND),
        // Another objective: its line is rarely the shortest, so it is not compared on taps.
        SolverInfo::new("most-left", true)
            .with_heuristic(BOUND)
            .on_request(),
        SolverInfo::new("plain-bfs", true),
        SolverInfo::new("report-iddfs:4", true),
        SolverInfo::new("report-greedy", false),
        SolverInfo::new("td-beam:200", false)
            .with_heuristic(format!("{BOUND}, then average drop size")),
    ];
    for solver in SolverInfo::generic(&[Algorithm::AStar, Algorithm::IdaStar]) {
        list.push(solver.with_heuristic(BOUND));
    }
    list
}

fn unknown_solver(name: &str, reason: Option<Words>) -> InputError {
    let names: Vec<String> = solvers().into_iter().map(|s| s.name).collect();
    let parameters = "seed-id:3, td-beam:50, bfs, ucs, greedy, beam:500";
    match reason {
        Some(why) => InputError::unknown_solver_because(name, why, &names, parameters),
        None => InputError::unknown_solver(name, &names, parameters),
    }
}

/// Reads a solver's name: the names of [`solvers`] with any parameter, the older spellings
/// (`seed-id:4`, `seed-iddfs`, `seed-greedy`, `td-greedy`) and the generic algorithms.
fn choose(name: &str) -> Result<Choice, InputError> {
    let lower = name.trim().to_ascii_lowercase();
    let (base, param) = match lower.split_once(':') {
        Some((base, param)) => (base, Some(param)),
        None => (lower.as_str(), None),
    };
    let old = match (base, param) {
        ("exact" | "min-taps", None) => return Ok(Choice::MinTaps),
        ("most-left", None) => return Ok(Choice::MostLeft),
        ("report-iddfs" | "report-id", Some(depth)) => format!("seed-id:{depth}"),
        ("report-iddfs" | "report-id", None) => "seed-id".into(),
        ("report-greedy", None) => "seed-greedy".into(),
        ("exact" | "min-taps" | "most-left" | "report-greedy", Some(_)) => {
            return Err(unknown_solver(
                name,
                Some(Words::new("solver-misspelt-no-parameter")),
            ))
        }
        _ => lower.clone(),
    };
    old.parse::<Contender>()
        .map(|c| match c {
            Contender::Exact => Choice::MinTaps,
            other => Choice::Contender(other),
        })
        .map_err(|e| unknown_solver(name, Some(e.reason.words())))
}

pub(super) fn too_large(error: SolveError) -> InputError {
    InputError::said("too_large", error.words())
}

/// Refuses boards the solvers cannot hold.
fn check_size(position: &Position) -> Result<(), InputError> {
    load(position.board()).map(|_| ()).map_err(too_large)
}

/// The admissible bound the exact solvers prune with, `None` for boards they cannot hold.
pub fn heuristic(position: &Position) -> Option<Cost> {
    let board = position.board();
    let cells = load(board).ok()?;
    Some(Cost::from(lower_bound(
        &cells,
        board.rows(),
        board.cols(),
        position.rules().empty_taps,
    )))
}

/// Runs a generic algorithm of the `search` crate and answers like the crate's solvers.
fn run_generic(
    position: &Position,
    algorithm: Algorithm,
    options: &SolveOptions,
    limits: &Limits,
) -> Result<Solution, InputError> {
    let board = position.board();
    let problem = TenDropsProblem::new(board, options).map_err(too_large)?;
    let report = search::run(&problem, algorithm, limits)
        .map_err(|e| InputError::unsupported_solver(&algorithm, &e))?;
    let mut solution = Solution::new(report.algorithm.clone(), board, options);
    solution.claim = report.claim;
    solution.stats = report.stats;
    match &report.solution {
        Some(found) => {
            let taps = found.actions.len() as u32;
            solution.solvable = Some(true);
            solution.taps = Some(taps);
            solution.sequence = found.actions.iter().map(|&a| problem.pos(a)).collect();
            solution.drops_left = found.states.last().map(|s| s.supply);
            solution.optimal = report.claim == Claim::Optimal;
            if solution.optimal {
                solution.lower_bound = taps;
            }
        }
        None if report.claim == Claim::NoSolution => solution.solvable = Some(false),
        None => {}
    }
    Ok(solution)
}

fn run(
    position: &Position,
    choice: Choice,
    options: &SolveOptions,
    limits: &Limits,
) -> Result<Solution, InputError> {
    let board = position.board();
    let solution = match choice {
        Choice::MinTaps | Choice::MostLeft | Choice::Contender(Contender::Exact) => {
            crate::solver::solve(board, options, limits)
        }
        Choice::Contender(Contender::PlainBfs) => solve_bfs(board, options, limits),
        Choice::Contender(Contender::ReportIddfs { max_depth }) => {
            solve_report_iddfs(board, options, max_depth, limits)
        }
        Choice::Contender(Contender::Greedy) => {
            solve_greedy(board, options, GREEDY_MAX_TAPS, limits)
        }
        Choice::Contender(Contender::Beam { width }) => solve_beam(board, options, width, limits),
        Choice::Contender(Contender::Generic(algorithm)) => {
            return run_generic(position, algorithm, options, limits)
        }
    };
    solution.map_err(too_large)
}

/// The envelope's lower bound: what the solver proved, `None` when it proved nothing.
fn proven_bound(solution: &Solution) -> Option<Cost> {
    (solution.lower_bound > 0 || solution.optimal).then_some(Cost::from(solution.lower_bound))
}

/// Solves `position` with the solver called `name` within `limits`.
///
/// The envelope's claim is about its cost, the taps: a proven "most drops left" line longer
/// than the minimum is claimed `heuristic` there, while the payload's `optimal` (with
/// `objective: most_left`) says that its drops left are proven the most.
pub fn solve(
    position: &Position,
    name: &str,
    limits: &Limits,
) -> Result<Solved<Tap, SolvePayload>, PuzzleError> {
    let started = Instant::now();
    let choice = choose(name)?;
    check_size(position)?;
    let mut options = SolveOptions::new(*position.rules());
    if choice == Choice::MostLeft {
        options.objective = Objective::MostLeft;
    }
    let solution = run(position, choice, &options, limits)?;
    // The exact solvers' lines get every position's proven minimum from what is left of the
    // budget; the others only what their own bound implies.
    let search_more = matches!(choice, Choice::MinTaps | Choice::MostLeft);
    let steps = playback::steps(
        position.board(),
        &solution,
        &options,
        limits,
        started,
        search_more,
    )
    .map_err(|e| match e {
        PlaybackError::Solve(e) => PuzzleError::Input(too_large(e)),
        replay => PuzzleError::Internal(replay.to_string()),
    })?;
    let claim = match solution.claim {
        Claim::Optimal if solution.taps != Some(solution.lower_bound) => Claim::Heuristic,
        claim => claim,
    };
    Ok(Solved {
        algorithm: solution.algorithm.clone(),
        claim,
        cost: solution.taps.map(Cost::from),
        lower_bound: proven_bound(&solution),
        stats: solution.stats,
        path: solution.sequence.iter().copied().map(Tap::at).collect(),
        payload: SolvePayload {
            taps_left: steps
                .iter()
                .map(|s| TapsLeft {
                    g: s.g,
                    h: s.h,
                    h_lower_bound: s.h_lower_bound,
                })
                .collect(),
            solution,
        },
    })
}

/// A tap on a proven optimal line, with the minimum taps left; none when the board is clear,
/// the supply is empty, nothing clears the board within the supply, or the limits stopped
/// the proof.
pub fn hint(position: &Position, limits: &Limits) -> Result<Hint<Tap>, PuzzleError> {
    if position.cleared() {
        return Ok(Hint::none(Phrase::said(Words::new("hint-board-clear"))));
    }
    if position.out_of_drops() {
        return Ok(Hint::unwinnable(Phrase::said(Words::new(
            "tendrops-hint-no-drops",
        ))));
    }
    check_size(position)?;
    let options = SolveOptions::new(*position.rules());
    let solution = crate::solver::solve(position.board(), &options, limits).map_err(too_large)?;
    let supply = position.supply();
    Ok(match (solution.claim, solution.sequence.first()) {
        (Claim::Optimal, Some(&first)) => Hint {
            mv: Some(Tap::at(first)),
            remaining: solution.taps.map(Cost::from),
            optimal: true,
            note: None,
            unwinnable: false,
        },
        (Claim::NoSolution, _) => Hint::unwinnable(Phrase::said(
            Words::new("tendrops-hint-no-solution").arg("drops", supply),
        )),
        (Claim::Stopped { reason }, _) => Hint::none(Phrase::said(
            Words::new("tendrops-hint-stopped")
                .word("reason", Words::stop_reason(reason))
                .arg("taps", solution.lower_bound),
        )),
        (claim, _) => Hint::none(Phrase::no_hint(&claim)),
    })
}

#[cfg(test)]
mod tests {
    use super::super::game_id::parse;
    use super::*;

    #[test]
    fn every_listed_solver_and_old_spelling_is_read() {
        for solver in solvers() {
            assert!(choose(&solver.name).is_ok(), "{}", solver.name);
        }
        assert_eq!(choose("seed-id:4"), choose("report-iddfs:4"));
        assert_eq!(choose("SEED-GREEDY"), choose("report-greedy"));
        assert_eq!(choose("td-greedy"), choose("report-greedy"));
        assert_eq!(choose("min-taps"), Ok(Choice::MinTaps));
        assert!(matches!(
            choose("beam:50"),
            Ok(Choice::Contender(Contender::Generic(_)))
        ));
        let e = choose("fastest").unwrap_err();
        assert_eq!(e.code, "unknown_solver");
        assert!(
            e.message.contains("exact, most-left, plain-bfs"),
            "{}",
            e.message
        );
        assert!(choose("td-beam:0")
            .unwrap_err()
            .message
            .contains("positive"));
        assert!(choose("exact:3").is_err());
    }

    #[test]
    fn a_stopped_hint_says_so() {
        let p = parse("040043/234201/104120/104302/140000/043100").unwrap();
        let hint = hint(&p, &Limits::none().with_max_expanded(5)).unwrap();
        assert_eq!(hint.mv, None);
        assert!(hint.note.is_some_and(|n| n.text.contains("stopped")));
    }

    #[test]
    fn boards_too_large_for_the_solvers_are_refused() {
        let p = parse(&["0000000"; 7].join("/")).unwrap();
        assert_eq!(heuristic(&p), None);
        let Err(PuzzleError::Input(e)) = solve(&p, "exact", &Limits::none()) else {
            panic!("a 7x7 board is refused")
        };
        assert_eq!(e.code, "too_large");
        assert!(matches!(hint(&p, &Limits::none()), Ok(h) if h.mv.is_none()));
        let big = parse(&["1111111"; 7].join("/")).unwrap();
        assert!(hint(&big, &Limits::none()).is_err());
    }
}
