//! Algorithm comparison on one board: the exact solver, the plain BFS, the seed's iterative
//! deepening and greedy, beam search, and the generic `search` algorithms via [`TenDropsProblem`].

use std::str::FromStr;

use search::{Algorithm, Limits, SearchError, Summary};

use crate::board::Board;
use crate::problem::TenDropsProblem;
use crate::solver::{
    solve, solve_beam, solve_bfs, solve_greedy, solve_report_iddfs, SolveError, SolveOptions,
};

/// A solver that can take part in a comparison.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Contender {
    /// The specialised exact solver (macro moves, bounds, table).
    Exact,
    /// Plain de-duplicated BFS.
    PlainBfs,
    /// The seed's iterative deepening without duplicate detection.
    ReportIddfs {
        /// The deepest iteration.
        max_depth: u32,
    },
    /// The seed's greedy (largest average drop size).
    Greedy,
    /// Beam search over taps.
    Beam {
        /// Boards kept per tap.
        width: usize,
    },
    /// A generic algorithm from the `search` crate.
    Generic(Algorithm),
}

impl Contender {
    /// The default line-up, fastest and most informative first.
    pub fn defaults() -> Vec<Contender> {
        vec![
            Contender::Exact,
            Contender::Greedy,
            Contender::Beam { width: 200 },
            Contender::ReportIddfs { max_depth: 4 },
            Contender::PlainBfs,
            Contender::Generic(Algorithm::AStar),
            Contender::Generic(Algorithm::IdaStar),
        ]
    }

    /// The command-line spelling, e.g. `seed-id:4`.
    pub fn spec(&self) -> String {
        match self {
            Contender::Exact => "exact".into(),
            Contender::PlainBfs => "plain-bfs".into(),
            Contender::ReportIddfs { max_depth } => format!("seed-id:{max_depth}"),
            Contender::Greedy => "seed-greedy".into(),
            Contender::Beam { width } => format!("td-beam:{width}"),
            Contender::Generic(a) => a.spec(),
        }
    }
}

/// A contender name that does not parse.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown solver '{input}': expected exact, plain-bfs, seed-id[:DEPTH], seed-greedy, td-beam[:WIDTH], or a generic algorithm ({reason})")]
pub struct ParseContenderError {
    /// The name given.
    pub input: String,
    /// What is wrong with it.
    pub reason: String,
}

impl FromStr for Contender {
    type Err = ParseContenderError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        let (name, param) = match lower.split_once(':') {
            Some((n, p)) => (n, Some(p)),
            None => (lower.as_str(), None),
        };
        let number =
            |default: u64| -> Result<u64, ParseContenderError> {
                match param {
                    None => Ok(default),
                    Some(p) => p.parse::<u64>().ok().filter(|&v| v >= 1).ok_or_else(|| {
                        ParseContenderError {
                            input: s.to_string(),
                            reason: "the parameter must be a positive whole number".into(),
                        }
                    }),
                }
            };
        match name {
            "exact" => Ok(Contender::Exact),
            "plain-bfs" => Ok(Contender::PlainBfs),
            "seed-id" | "seed-iddfs" => Ok(Contender::ReportIddfs {
                max_depth: number(4)?.min(64) as u32,
            }),
            "seed-greedy" | "td-greedy" => Ok(Contender::Greedy),
            "td-beam" => Ok(Contender::Beam {
                width: number(200)?.min(1_000_000) as usize,
            }),
            _ => Algorithm::from_str(s)
                .map(Contender::Generic)
                .map_err(|e| ParseContenderError {
                    input: s.to_string(),
                    reason: e.to_string(),
                }),
        }
    }
}

/// Runs one contender.
pub fn run_contender(
    board: &Board,
    options: &SolveOptions,
    contender: Contender,
    limits: &Limits,
) -> Result<Summary, SearchError> {
    let unsupported = |e: SolveError| SearchError::Unsupported {
        algorithm: contender.spec(),
        reason: e.to_string(),
    };
    let solution = match contender {
        Contender::Exact => solve(board, options, limits),
        Contender::PlainBfs => solve_bfs(board, options, limits),
        Contender::ReportIddfs { max_depth } => {
            solve_report_iddfs(board, options, max_depth, limits)
        }
        Contender::Greedy => solve_greedy(board, options, 20, limits),
        Contender::Beam { width } => solve_beam(board, options, width, limits),
        Contender::Generic(algorithm) => {
            let problem = TenDropsProblem::new(board, options).map_err(unsupported)?;
            return search::run(&problem, algorithm, limits).map(|r| r.summary());
        }
    };
    solution.map(|s| s.summary()).map_err(unsupported)
}

/// Runs every contender with the same limits, in order.
pub fn compare(
    board: &Board,
    options: &SolveOptions,
    contenders: &[Contender],
    limits: &Limits,
) -> Vec<Result<Summary, SearchError>> {
    contenders
        .iter()
        .map(|&c| run_contender(board, options, c, limits))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use search::Claim;

    #[test]
    fn specs_round_trip() {
        for c in Contender::defaults() {
            assert_eq!(c.spec().parse::<Contender>(), Ok(c));
        }
        assert!("nonsense".parse::<Contender>().is_err());
        assert!("td-beam:0".parse::<Contender>().is_err());
    }

    #[test]
    fn exact_contenders_agree() {
        let board: Board = "0340/4304/0020".parse().unwrap();
        let options = SolveOptions::default();
        let rows = compare(
            &board,
            &options,
            &[
                Contender::Exact,
                Contender::PlainBfs,
                Contender::ReportIddfs { max_depth: 6 },
            ],
            &Limits::none(),
        );
        let costs: Vec<_> = rows.iter().map(|r| r.as_ref().unwrap().cost).collect();
        assert!(costs[0].is_some());
        assert!(costs.iter().all(|c| *c == costs[0]), "{costs:?}");
        assert!(rows
            .iter()
            .all(|r| r.as_ref().unwrap().claim == Claim::Optimal));
        // Heuristic contenders never beat the optimum.
        for c in [Contender::Greedy, Contender::Beam { width: 50 }] {
            let row = run_contender(&board, &options, c, &Limits::none()).unwrap();
            if let Some(cost) = row.cost {
                assert!(cost >= costs[0].unwrap());
            }
        }
    }
}
