//! Side-by-side runs of the specialised solver and the generic `search` algorithms on one
//! layout, as rows for a comparison table.

use search::{Algorithm, Limits, SearchError, Summary};

use crate::board::Board;
use crate::metric::Metric;
use crate::problem::KlotskiProblem;
use crate::solver::{result_from_path, solve, SolveResult};

/// The generic algorithms compared by default. Depth-first searches get a depth bound a
/// little above the longest classic solutions, so they are cut short by the limits rather
/// than by their bound.
pub fn default_algorithms() -> Vec<Algorithm> {
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

/// Solves `board` with a generic algorithm of the `search` crate, in the same result shape as
/// the fast solver (`reachable` is not known).
pub fn solve_with_algorithm(
    board: Board,
    metric: Metric,
    algorithm: Algorithm,
    limits: &Limits,
) -> Result<SolveResult, SearchError> {
    let report = search::run(&KlotskiProblem::new(board, metric), algorithm, limits)?;
    let path = report.solution.map(|s| s.states);
    Ok(result_from_path(
        board,
        metric,
        path,
        report.claim,
        None,
        &report.algorithm,
        report.stats,
    ))
}

/// The fast solver's row, then one row per algorithm, each run with `limits`.
pub fn compare(
    board: Board,
    metric: Metric,
    algorithms: &[Algorithm],
    limits: &Limits,
) -> Vec<Result<Summary, SearchError>> {
    let problem = KlotskiProblem::new(board, metric);
    let mut rows = vec![Ok(solve(board, metric, limits).summary())];
    rows.extend(
        algorithms
            .iter()
            .map(|&a| search::run(&problem, a, limits).map(|r| r.summary())),
    );
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;
    use search::Claim;

    #[test]
    fn generic_results_replay() {
        let start = parse_grid("SCCS/VCCV/V..V/VSSV/VHHV").unwrap();
        let result = solve_with_algorithm(start, Metric::Unit, Algorithm::AStar, &Limits::none());
        let Ok(result) = result else {
            panic!("A* did not run: {result:?}")
        };
        let fast = solve(start, Metric::Unit, &Limits::none());
        assert_eq!(result.moves, fast.moves);
        assert_eq!(result.solution.len() as u32, fast.moves.unwrap_or(0));
    }

    #[test]
    fn optimal_algorithms_agree_with_the_fast_solver() {
        let start = parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap();
        let algorithms = [
            Algorithm::Bfs,
            Algorithm::BidirectionalBfs,
            Algorithm::AStar,
        ];
        let rows = compare(start, Metric::Step, &algorithms, &Limits::none());
        for row in rows.into_iter().flatten() {
            if row.claim == Claim::Optimal {
                assert_eq!(row.cost, Some(81), "{}", row.algorithm);
            }
        }
    }
}
