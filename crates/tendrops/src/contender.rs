//! The solvers Ten Drops offers beside its exact one, by name: the plain BFS, the homework's
//! iterative deepening and greedy, beam search, and the generic `search` algorithms (which run
//! on [`crate::problem::TenDropsProblem`]).

use std::str::FromStr;

use puzzle::words::english;
use puzzle::Words;
use search::Algorithm;

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
#[error("{}", english(&self.words()))]
pub struct ParseContenderError {
    /// The name given.
    pub input: String,
    /// What is wrong with it.
    pub reason: ContenderMisspelling,
}

impl ParseContenderError {
    /// The name, what is wrong with it and the contenders there are, as catalogue words.
    pub fn words(&self) -> Words {
        Words::new("error-unknown-solver-because")
            .arg("name", self.input.trim())
            .word("why", self.reason.words())
            .arg("solvers", "exact, plain-bfs, seed-id, seed-greedy, td-beam")
            .arg("parameters", "seed-id:4, td-beam:200, beam:500")
    }
}

/// What is wrong with a contender's name.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum ContenderMisspelling {
    /// A parameter that is not a positive whole number.
    Parameter,
    /// No contender of its own, and no generic algorithm either.
    Algorithm(search::ParseAlgorithmError),
}

impl ContenderMisspelling {
    /// What is wrong, as catalogue words.
    pub fn words(&self) -> Words {
        match self {
            ContenderMisspelling::Parameter => Words::new("tendrops-solver-parameter"),
            ContenderMisspelling::Algorithm(e) => Words::misspelt_algorithm(e),
        }
    }
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
                            reason: ContenderMisspelling::Parameter,
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
                    reason: ContenderMisspelling::Algorithm(e),
                }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs_round_trip() {
        let every_kind = [
            Contender::Exact,
            Contender::Greedy,
            Contender::Beam { width: 200 },
            Contender::ReportIddfs { max_depth: 4 },
            Contender::PlainBfs,
            Contender::Generic(Algorithm::AStar),
            Contender::Generic(Algorithm::IdaStar),
        ];
        for c in every_kind {
            assert_eq!(c.spec().parse::<Contender>(), Ok(c));
        }
        assert!("nonsense".parse::<Contender>().is_err());
        assert!("td-beam:0".parse::<Contender>().is_err());
    }
}
