//! The solvers by name: what `solve` offers and how a name is read.
//!
//! `exact` and `fast` are the crate's own solvers ([`Mode::Auto`] and [`Mode::Fast`] of
//! [`crate::solve`], with the pattern databases); every generic algorithm of `search` runs by
//! its name (`bfs`, `bibfs`, `ucs`, `astar`, `wastar:W`, `idastar`, `greedy`, `beam:W`,
//! `dfs:D`, `iddfs:D`). Any of them but the uninformed ones takes a heuristic after a slash:
//! `astar/manhattan`, `idastar/pdb`, `exact/walking-distance`, `fast:1.5/linear-conflict`.
//! Unless one is named, `exact` and `fast` use `pdb` and the generic algorithms
//! `linear-conflict` (the strongest admissible heuristic that needs no tables and is
//! consistent; pattern databases would make the 3x3 comparison trivial, being its exact
//! distance).

use puzzle::{InputError, SolverInfo, Words};
use search::Algorithm;

use crate::heuristic::Heuristic;
use crate::solver::{Mode, DEFAULT_WEIGHT};

/// The default solver: IDA* with the pattern databases, optimal; if the limits stop it, the
/// weighted A* fallback answers with the rest of the budget ([`Mode::Auto`]).
pub const EXACT: &str = "exact";
/// Weighted A* with the pattern databases: a solution at most `W` times the optimum.
pub const FAST: &str = "fast";
/// The heuristic of the generic informed algorithms unless one is named.
pub const GENERIC_HEURISTIC: Heuristic = Heuristic::LinearConflict;

/// A solver `solve` runs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Choice {
    /// The crate's own solver in this mode, weight and heuristic.
    Engine {
        mode: Mode,
        weight: f64,
        heuristic: Heuristic,
    },
    /// A generic algorithm, with its heuristic when it uses one.
    Generic {
        algorithm: Algorithm,
        heuristic: Option<Heuristic>,
    },
}

/// The solvers offered, the default first, then those `compare` runs, then those it runs on
/// request (depth-first ones that spend their whole share, and variants).
pub fn solvers() -> Vec<SolverInfo> {
    let mut out = vec![
        SolverInfo::new(EXACT, true).with_heuristic(Heuristic::Pdb.name()),
        SolverInfo::new(FAST, false).with_heuristic(Heuristic::Pdb.name()),
    ];
    let compared = [
        ("bfs", None),
        ("bibfs", None),
        ("ucs", None),
        ("astar", Some(GENERIC_HEURISTIC)),
        ("astar/manhattan", Some(Heuristic::Manhattan)),
        ("astar/misplaced", Some(Heuristic::Misplaced)),
        ("wastar:2", Some(GENERIC_HEURISTIC)),
        ("idastar", Some(GENERIC_HEURISTIC)),
        ("greedy", Some(GENERIC_HEURISTIC)),
        ("beam:100", Some(GENERIC_HEURISTIC)),
    ];
    let on_request = [
        ("astar/walking-distance", Some(Heuristic::WalkingDistance)),
        ("astar/pdb", Some(Heuristic::Pdb)),
        ("astar/inadmissible", Some(Heuristic::Inadmissible)),
        ("idastar/manhattan", Some(Heuristic::Manhattan)),
        ("idastar/walking-distance", Some(Heuristic::WalkingDistance)),
        ("idastar/pdb", Some(Heuristic::Pdb)),
        ("dfs:40", None),
        ("iddfs:40", None),
        ("exact/manhattan", Some(Heuristic::Manhattan)),
    ];
    for (list, compare) in [(&compared[..], true), (&on_request[..], false)] {
        for &(name, heuristic) in list {
            let Ok(choice) = choose(name) else { continue };
            let info = SolverInfo::new(name, exact(choice));
            let info = match heuristic {
                Some(h) => info.with_heuristic(h.name()).with_heuristic_in_label(),
                None => info,
            };
            out.push(if compare { info } else { info.on_request() });
        }
    }
    out
}

/// What a table shows for a solver.
pub(super) fn label(choice: Choice) -> String {
    match choice {
        Choice::Engine {
            mode,
            weight,
            heuristic,
        } => match mode {
            Mode::Fast => format!("weighted A* (w={weight}) + {heuristic}"),
            _ => format!("IDA* + {heuristic} (weighted A* if stopped)"),
        },
        Choice::Generic {
            algorithm,
            heuristic: Some(h),
        } => format!("{} + {h}", algorithm.display_name()),
        Choice::Generic { algorithm, .. } => algorithm.display_name(),
    }
}

/// Whether the solver proves its answers optimal (when it finishes).
fn exact(choice: Choice) -> bool {
    match choice {
        Choice::Engine {
            mode, heuristic, ..
        } => mode != Mode::Fast && heuristic.admissible(),
        Choice::Generic {
            algorithm,
            heuristic,
        } => {
            matches!(
                algorithm,
                Algorithm::Bfs
                    | Algorithm::BidirectionalBfs
                    | Algorithm::UniformCost
                    | Algorithm::AStar
                    | Algorithm::IdaStar
            ) && heuristic.is_none_or(Heuristic::admissible)
        }
    }
}

fn unknown_solver(name: &str, why: Words) -> InputError {
    let names: Vec<String> = solvers().into_iter().map(|s| s.name).collect();
    InputError::unknown_solver_because(
        name,
        why,
        &names,
        "beam:500, dfs:30, wastar:1.5, fast:1.5, astar/manhattan, idastar/linear-conflict",
    )
}

/// Reads a solver's name: `BASE[:PARAMETER][/HEURISTIC]`, case-insensitive.
pub(super) fn choose(name: &str) -> Result<Choice, InputError> {
    let lower = name.trim().to_ascii_lowercase();
    let (base, heuristic) = match lower.split_once('/') {
        Some((base, h)) => {
            let h = h
                .parse::<Heuristic>()
                .map_err(|e| unknown_solver(name.trim(), e.words()))?;
            (base.trim(), Some(h))
        }
        None => (lower.as_str(), None),
    };
    let (word, param) = match base.split_once(':') {
        Some((word, param)) => (word.trim(), Some(param.trim())),
        None => (base, None),
    };
    match (word, param) {
        (EXACT | "auto", None) => Ok(Choice::Engine {
            mode: Mode::Auto,
            weight: DEFAULT_WEIGHT,
            heuristic: heuristic.unwrap_or(Heuristic::Pdb),
        }),
        (EXACT | "auto", Some(_)) => Err(unknown_solver(
            name.trim(),
            Words::new("solver-misspelt-no-parameter"),
        )),
        (FAST, param) => {
            let weight = match param {
                None => DEFAULT_WEIGHT,
                Some(p) => p
                    .parse::<f64>()
                    .ok()
                    .filter(|w| w.is_finite() && (1.0..=100.0).contains(w))
                    .ok_or_else(|| {
                        let why = Words::misspelling(search::Misspelling::Weight);
                        unknown_solver(name.trim(), why)
                    })?,
            };
            Ok(Choice::Engine {
                mode: Mode::Fast,
                weight,
                heuristic: heuristic.unwrap_or(Heuristic::Pdb),
            })
        }
        _ => {
            let algorithm = base
                .parse::<Algorithm>()
                .map_err(|e| unknown_solver(name.trim(), Words::misspelling(e.reason)))?;
            let informed = algorithm.uses_heuristic();
            if !informed && heuristic.is_some() {
                let why = Words::new("n-puzzle-solver-no-heuristic")
                    .word("algorithm", Words::algorithm(&algorithm));
                return Err(unknown_solver(name.trim(), why));
            }
            Ok(Choice::Generic {
                algorithm,
                heuristic: informed.then(|| heuristic.unwrap_or(GENERIC_HEURISTIC)),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_solver_is_read_and_the_default_comes_first() {
        let list = solvers();
        assert_eq!(list[0].name, EXACT);
        assert_eq!(list[0].heuristic.as_deref(), Some("pdb"));
        for solver in &list {
            assert!(choose(&solver.name).is_ok(), "{}", solver.name);
        }
        for name in [
            "astar",
            "astar/manhattan",
            "astar/misplaced",
            "idastar",
            "bfs",
            "bibfs",
            "greedy",
            "beam:100",
            "iddfs:40",
            "dfs:40",
            "ucs",
            "wastar:2",
            "fast",
        ] {
            assert!(list.iter().any(|s| s.name == name), "{name}");
        }
        let astar = list.iter().find(|s| s.name == "astar").unwrap();
        assert_eq!(astar.heuristic.as_deref(), Some("linear-conflict"));
        assert!(astar.exact && astar.compare);
        let bad = list
            .iter()
            .find(|s| s.name == "astar/inadmissible")
            .unwrap();
        assert!(!bad.exact && !bad.compare);
        assert!(list
            .iter()
            .filter(|s| s.name.starts_with("dfs"))
            .all(|s| !s.compare));
    }

    #[test]
    fn spellings_and_their_errors() {
        assert_eq!(choose(" Exact "), choose("auto"));
        assert_eq!(
            choose("IDAstar/Linear_Conflict"),
            Ok(Choice::Generic {
                algorithm: Algorithm::IdaStar,
                heuristic: Some(Heuristic::LinearConflict)
            })
        );
        assert_eq!(
            choose("fast:1.5/manhattan"),
            Ok(Choice::Engine {
                mode: Mode::Fast,
                weight: 1.5,
                heuristic: Heuristic::Manhattan
            })
        );
        assert_eq!(
            choose("bfs"),
            Ok(Choice::Generic {
                algorithm: Algorithm::Bfs,
                heuristic: None
            })
        );
        for (bad, why) in [
            ("quick", "not a known algorithm"),
            ("astar/euclid", "unknown heuristic 'euclid'"),
            ("bfs/manhattan", "BFS uses no heuristic"),
            ("exact:3", "it takes no parameter"),
            ("fast:0.5", "from 1 to 100"),
            ("beam:0", "from 1 to"),
        ] {
            let e = choose(bad).unwrap_err();
            assert_eq!(e.code, "unknown_solver");
            assert!(e.message.contains(why), "{bad}: {}", e.message);
            assert!(e.message.contains("exact, fast, bfs"), "{}", e.message);
        }
    }
}
