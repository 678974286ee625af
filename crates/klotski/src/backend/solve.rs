//! The solvers behind [`Puzzle::solve`](puzzle::Puzzle::solve): `fast` (the exact BFS on
//! packed boards) first, then the generic algorithms of [`compared_algorithms`], and any other
//! spelling `search` reads (`beam:500`, `dfs:40`, `wastar:1.5`, `ucs`).

use puzzle::{InputError, PuzzleError, Solved, SolverInfo};
use search::{Algorithm, Claim, Cost, Limits, Stats};
use serde::Serialize;

use super::game_id::KlotskiGame;
use super::view::merge_runs;
use crate::board::Board;
use crate::grid::format_grid;
use crate::metric::Metric;
use crate::moves::{apply_move, Move};
use crate::problem::{moves_lower_bound, KlotskiProblem};
use crate::solver::{solve as fast_solve, steps_between, SolutionStep};

/// The generic algorithms compared by default. Depth-first searches get a depth bound a
/// little above the longest classic solutions, so they are cut short by the limits rather
/// than by their bound.
fn compared_algorithms() -> Vec<Algorithm> {
    vec![
        Algorithm::Bfs,
        Algorithm::BidirectionalBfs,
        Algorithm::AStar,
        Algorithm::IdaStar,
        Algorithm::WeightedAStar { weight: 2.0 },
        Algorithm::Greedy,
        Algorithm::Beam { width: 1000 },
        Algorithm::IterativeDeepening { max_depth: 200 },
        Algorithm::Dfs { depth: 200 },
    ]
}

/// The name of the default solver (also read: `exact`).
pub const FAST: &str = "fast";
/// The name of the heuristic the informed algorithms use ([`moves_lower_bound`]).
pub const HEURISTIC: &str = "block+blockers";

/// The puzzle's own fields of a solve answer (the `klotski solve --json` contract of
/// docs/cli.md, and what the page plays back).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct KlotskiSolution {
    /// The start layout's grid.
    pub layout: String,
    /// What counts as one move.
    pub metric: Metric,
    /// `true` when a solution was found, `false` when none exists (the whole group was
    /// searched), `null` when the run could not tell (stopped by its limits, or an incomplete
    /// search that lost its way: see the claim).
    pub solvable: Option<bool>,
    /// Moves of the solution in the metric, `null` without one.
    pub moves: Option<u64>,
    /// The moves, each with the piece, `from` and `to` (its top-left cell, `[row, col]`)
    /// and, in the step metric, the `path` of top-left cells it slides through.
    pub solution: Vec<SolutionStep>,
    /// The grid before the first move and after each move (`moves + 1` grids).
    pub positions: Vec<String>,
    /// Positions reachable from the start, when the run proved there is no solution.
    pub reachable: Option<u64>,
    /// Nodes and time.
    pub stats: Stats,
}

/// The solvers offered: `fast`, then the generic algorithms compared by default.
pub fn solvers() -> Vec<SolverInfo> {
    let algorithms = compared_algorithms();
    let mut out = vec![SolverInfo::new(FAST, true)];
    for (info, algorithm) in SolverInfo::generic(&algorithms)
        .into_iter()
        .zip(&algorithms)
    {
        out.push(if algorithm.uses_heuristic() {
            info.with_heuristic(HEURISTIC)
        } else {
            info
        });
    }
    out
}

fn unknown_solver(name: &str) -> InputError {
    let names: Vec<String> = solvers().into_iter().map(|s| s.name).collect();
    InputError::unknown_solver(name, &names, "beam:500, dfs:40, wastar:1.5, ucs")
}

/// A run's answer before it is checked and merged.
struct Run {
    algorithm: String,
    moves: Option<Vec<Move>>,
    claim: Claim,
    stats: Stats,
    reachable: Option<u64>,
}

/// Solves `game` with the solver called `name` within `limits`.
pub fn solve(
    game: &KlotskiGame,
    name: &str,
    limits: &Limits,
) -> Result<Solved<Move, KlotskiSolution>, PuzzleError> {
    let (board, metric) = (game.board, game.metric);
    let spelling = name.trim().to_ascii_lowercase();
    let run = if spelling == FAST || spelling == "exact" {
        let result = fast_solve(board, metric, limits);
        let moves = result.solvable.then(|| {
            result
                .solution
                .iter()
                .map(|s| Move {
                    piece: s.piece,
                    from: s.from,
                    to: s.to,
                })
                .collect()
        });
        Run {
            algorithm: result.algorithm,
            moves,
            claim: result.claim,
            stats: result.stats,
            reachable: result.reachable,
        }
    } else {
        let algorithm: Algorithm = spelling.parse().map_err(|_| unknown_solver(name.trim()))?;
        let report = search::run(&KlotskiProblem::new(board, metric), algorithm, limits)
            .map_err(|e| InputError::unsupported_solver(&algorithm, &e))?;
        Run {
            algorithm: report.algorithm,
            moves: report.solution.map(|s| s.actions),
            claim: report.claim,
            stats: report.stats,
            reachable: None,
        }
    };
    conclude(board, metric, run)
}

/// Merges the runs of moves of one piece, replays the path, and fills the answer.
fn conclude(
    board: Board,
    metric: Metric,
    run: Run,
) -> Result<Solved<Move, KlotskiSolution>, PuzzleError> {
    let path = run
        .moves
        .as_deref()
        .map(|moves| merge_runs(metric, moves))
        .unwrap_or_default();
    let mut boards = vec![board];
    for (i, &mv) in path.iter().enumerate() {
        let at = boards[boards.len() - 1];
        let next = apply_move(at, mv, metric).map_err(|e| {
            PuzzleError::Internal(format!(
                "{}: move {} ({mv}) does not replay: {e}",
                run.algorithm,
                i + 1
            ))
        })?;
        boards.push(next);
    }
    let found = run.moves.is_some();
    if found && !boards[boards.len() - 1].is_solved() {
        return Err(PuzzleError::Internal(format!(
            "{}: the solution does not end with the block at the exit",
            run.algorithm
        )));
    }
    let cost = found.then_some(path.len() as Cost);
    let h = moves_lower_bound(board, metric);
    let lower_bound = match run.claim {
        Claim::Optimal => cost,
        Claim::NoSolution => None,
        // Depth-limited search exhausted: every solution is longer.
        Claim::NoSolutionWithin { depth } => Some(h.max(Cost::from(depth) + 1)),
        _ => Some(h),
    };
    let solvable = match run.claim {
        _ if found => Some(true),
        Claim::NoSolution => Some(false),
        _ => None,
    };
    let positions = if found {
        boards.iter().map(|&b| format_grid(b)).collect()
    } else {
        Vec::new()
    };
    let payload = KlotskiSolution {
        layout: format_grid(board),
        metric,
        solvable,
        moves: cost,
        solution: if found {
            steps_between(&boards, metric)
        } else {
            Vec::new()
        },
        positions,
        reachable: run.reachable,
        stats: run.stats,
    };
    Ok(Solved {
        algorithm: run.algorithm,
        claim: run.claim,
        cost,
        lower_bound,
        stats: run.stats,
        path,
        payload,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;

    fn game(grid: &str, metric: Metric) -> KlotskiGame {
        KlotskiGame::new(parse_grid(grid).unwrap(), metric)
    }

    /// The generic exact algorithms find the fast solver's optimum, in both metrics.
    #[test]
    fn optimal_generic_algorithms_agree_with_the_fast_solver() {
        let limits = Limits::none();
        let classic = game("VCCV/VCCV/VHHV/VSSV/S..S", Metric::Step);
        for name in ["bfs", "bibfs", "astar"] {
            let solved = solve(&classic, name, &limits).expect("runs");
            assert_eq!(solved.claim, Claim::Optimal, "{name}");
            assert_eq!(solved.cost, Some(81), "{name}");
        }
        let unit = game("SCCS/VCCV/V..V/VSSV/VHHV", Metric::Unit);
        let fast = solve(&unit, FAST, &limits).expect("runs");
        let astar = solve(&unit, "astar", &limits).expect("runs");
        assert_eq!(astar.cost, fast.cost);
        assert_eq!(astar.path.len(), fast.path.len());
    }

    #[test]
    fn solver_names_default_first() {
        let names: Vec<String> = solvers().into_iter().map(|s| s.name).collect();
        assert_eq!(names[0], "fast");
        for name in [
            "bfs",
            "bibfs",
            "astar",
            "idastar",
            "greedy",
            "beam:1000",
            "dfs:200",
        ] {
            assert!(names.iter().any(|n| n == name), "{name} in {names:?}");
        }
        let astar = solvers().into_iter().find(|s| s.name == "astar").unwrap();
        assert_eq!(astar.heuristic.as_deref(), Some(HEURISTIC));
        let e = solve(
            &game("VCCV/VCCV/VHHV/VSSV/S..S", Metric::Step),
            "quick",
            &Limits::none(),
        )
        .err()
        .unwrap();
        assert_eq!(e.code(), "unknown_solver");
        assert!(e.to_string().contains("fast, bfs"), "{e}");
    }

    #[test]
    fn a_wandering_path_is_merged_into_moves_that_each_cost_one() {
        // Greedy and depth-first searches may move one piece several times in a row.
        let start = game("VCCV/VCCV/VHHV/VSSV/S..S", Metric::Step);
        let soldier = Move::soldier;
        let fast = solve(&start, "fast", &Limits::none()).unwrap();
        let mut wandering = vec![soldier((4, 0), (4, 1)), soldier((4, 1), (4, 0))];
        wandering.extend(fast.path.iter().copied());
        let run = Run {
            algorithm: "test".into(),
            moves: Some(wandering),
            claim: Claim::Heuristic,
            stats: Stats::default(),
            reachable: None,
        };
        let solved = conclude(start.board, Metric::Step, run).unwrap();
        assert_eq!(solved.cost, Some(81));
        assert_eq!(solved.path, fast.path);
        assert_eq!(solved.payload.positions.len(), 82);
        assert_eq!(
            solved.lower_bound,
            Some(moves_lower_bound(start.board, Metric::Step))
        );
    }

    #[test]
    fn stopped_and_unsolvable_runs_say_so() {
        let start = game("VCCV/VCCV/VHHV/VSSV/S..S", Metric::Unit);
        let stopped = solve(&start, "fast", &Limits::none().with_max_expanded(50)).unwrap();
        assert!(matches!(stopped.claim, Claim::Stopped { .. }));
        assert_eq!((stopped.cost, stopped.payload.solvable), (None, None));
        assert!(stopped.lower_bound.is_some_and(|b| b <= 116));
        let never = KlotskiGame::new(
            crate::layout::parse_layout("走投无路").unwrap(),
            Metric::Step,
        );
        let none = solve(&never, "fast", &Limits::none()).unwrap();
        assert_eq!(none.claim, Claim::NoSolution);
        assert_eq!(
            (none.payload.solvable, none.lower_bound),
            (Some(false), None)
        );
        assert_eq!(none.payload.reachable, Some(7462));
        assert!(none.path.is_empty());
    }

    #[test]
    fn generic_algorithms_run_with_parameters() {
        let start = game("SCCS/VCCV/V..V/VSSV/VHHV", Metric::Unit);
        let fast = solve(&start, "fast", &Limits::none()).unwrap();
        for name in ["astar", "BFS", " beam:500 ", "ucs"] {
            let solved = solve(&start, name, &Limits::none()).unwrap();
            assert!(solved.cost >= fast.cost, "{name}");
            if solved.claim == Claim::Optimal {
                assert_eq!(solved.cost, fast.cost, "{name}");
            }
        }
    }
}
