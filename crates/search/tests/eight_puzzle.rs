//! The generic algorithms on the 8-puzzle, checked against distances computed here with a
//! plain breadth-first search over all 181,440 solvable positions.

mod common;

use std::collections::hash_map::Entry;
use std::collections::{HashMap, VecDeque};
use std::sync::OnceLock;

use common::assert_valid;
use search::examples::EightPuzzle;
use search::{run, Algorithm, Claim, Limits, Problem, Report};

/// Number of moves from every solvable position to the goal, by BFS backwards from the goal
/// (moves are reversible), written independently of the crate's algorithms.
fn distances() -> &'static HashMap<[u8; 9], u32> {
    static TABLE: OnceLock<HashMap<[u8; 9], u32>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
        let mut dist = HashMap::with_capacity(181_440);
        let mut queue = VecDeque::from([goal]);
        dist.insert(goal, 0);
        while let Some(cells) = queue.pop_front() {
            let d = dist[&cells];
            let blank = cells.iter().position(|&t| t == 0).unwrap_or(0);
            let (r, c) = (blank / 3, blank % 3);
            let mut targets = Vec::with_capacity(4);
            if r > 0 {
                targets.push(blank - 3);
            }
            if r < 2 {
                targets.push(blank + 3);
            }
            if c > 0 {
                targets.push(blank - 1);
            }
            if c < 2 {
                targets.push(blank + 1);
            }
            for t in targets {
                let mut next = cells;
                next.swap(blank, t);
                if let Entry::Vacant(slot) = dist.entry(next) {
                    slot.insert(d + 1);
                    queue.push_back(next);
                }
            }
        }
        dist
    })
}

fn puzzle(text: &str) -> EightPuzzle {
    EightPuzzle::parse(text).unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

fn optimum(p: &EightPuzzle) -> u64 {
    u64::from(
        *distances()
            .get(&p.cells())
            .unwrap_or_else(|| panic!("{p} is not solvable")),
    )
}

fn solve(p: &EightPuzzle, algorithm: Algorithm) -> Report<EightPuzzle, search::examples::Move> {
    let report =
        run(p, algorithm, &Limits::none()).unwrap_or_else(|e| panic!("{algorithm} on {p}: {e}"));
    assert_valid(p, &report);
    report
}

/// Instances of various lengths; the last two are among the hardest (31 moves).
const INSTANCES: [&str; 8] = [
    "123456780",
    "123456708",
    "123405786",
    "413726580",
    "437816520",
    "806547231",
    "867254301",
    "647850321",
];

const OPTIMAL: [Algorithm; 5] = [
    Algorithm::Bfs,
    Algorithm::BidirectionalBfs,
    Algorithm::UniformCost,
    Algorithm::AStar,
    Algorithm::IdaStar,
];

#[test]
fn reference_distances_cover_the_solvable_half() {
    assert_eq!(distances().len(), 181_440);
    assert_eq!(distances().values().max(), Some(&31));
    assert_eq!(optimum(&puzzle("867254301")), 31);
    assert_eq!(optimum(&puzzle("647850321")), 31);
    assert_eq!(optimum(&puzzle("123456780")), 0);
}

#[test]
fn optimal_algorithms_agree_with_the_reference() {
    for text in INSTANCES {
        let p = puzzle(text);
        let best = optimum(&p);
        for algorithm in OPTIMAL {
            // Blind search on the 31-move instances (whole space) is covered once, in
            // `informed_search_expands_fewer_nodes_on_the_hardest_instance`.
            let blind = matches!(algorithm, Algorithm::Bfs | Algorithm::UniformCost);
            if blind && best > 24 {
                continue;
            }
            let report = solve(&p, algorithm);
            assert_eq!(report.cost(), Some(best), "{algorithm} on {text}");
            assert_eq!(report.claim, Claim::Optimal, "{algorithm} on {text}");
        }
    }
}

#[test]
fn iterative_deepening_is_optimal_on_short_instances() {
    for text in INSTANCES
        .iter()
        .copied()
        .filter(|t| optimum(&puzzle(t)) <= 12)
    {
        let p = puzzle(text);
        let report = solve(&p, Algorithm::IterativeDeepening { max_depth: 14 });
        assert_eq!(report.cost(), Some(optimum(&p)), "{text}");
        assert_eq!(report.claim, Claim::Optimal);
    }
    let hard = puzzle("806547231");
    let report = solve(&hard, Algorithm::IterativeDeepening { max_depth: 6 });
    assert_eq!(report.claim, Claim::NoSolutionWithin { depth: 6 });
    assert!(report.solution.is_none());
}

#[test]
fn informed_search_expands_fewer_nodes_on_the_hardest_instance() {
    let p = puzzle("867254301");
    let reports: Vec<_> = Algorithm::all_defaults()
        .into_iter()
        .filter(|a| {
            !matches!(
                a,
                Algorithm::Dfs { .. } | Algorithm::IterativeDeepening { .. }
            )
        })
        .map(|a| solve(&p, a))
        .collect();
    for r in &reports {
        eprintln!(
            "{:<26} len {:>3}  {:<28} expanded {:>7} generated {:>7} duplicates {:>7} peak frontier {:>6}",
            r.algorithm,
            r.solution.as_ref().map_or(0, |s| s.len()),
            r.claim.to_string(),
            r.stats.expanded,
            r.stats.generated,
            r.stats.duplicates,
            r.stats.peak_frontier
        );
    }
    let by_name = |name: &str| {
        reports
            .iter()
            .find(|r| r.algorithm == name)
            .unwrap_or_else(|| panic!("no run named {name}"))
    };
    for r in &reports {
        if r.claim == Claim::Optimal {
            assert_eq!(r.cost(), Some(31), "{}", r.algorithm);
        }
    }
    assert_eq!(by_name("uniform cost").claim, Claim::Optimal);
    let bfs = by_name("BFS");
    assert_eq!(bfs.cost(), Some(31));
    for informed in ["A*", "IDA*"] {
        let r = by_name(informed);
        assert_eq!(r.cost(), Some(31), "{informed}");
        assert!(
            r.stats.expanded < bfs.stats.expanded,
            "{informed} expanded {} nodes, BFS {}",
            r.stats.expanded,
            bfs.stats.expanded
        );
    }
    assert!(by_name("bidirectional BFS").stats.expanded < bfs.stats.expanded);
}

#[test]
fn weighted_astar_stays_within_its_bound() {
    for text in INSTANCES {
        let p = puzzle(text);
        let best = optimum(&p);
        for weight in [1.5, 2.0, 5.0] {
            let report = solve(&p, Algorithm::WeightedAStar { weight });
            let cost = report
                .cost()
                .unwrap_or_else(|| panic!("w={weight} on {text}: no solution"));
            assert!(
                cost as f64 <= weight * best as f64,
                "w={weight} on {text}: {cost} vs {best}"
            );
            if best > 0 {
                assert_eq!(report.claim, Claim::Bounded { factor: weight });
            }
        }
    }
}

#[test]
fn greedy_beam_and_dfs_return_valid_paths() {
    for text in INSTANCES {
        let p = puzzle(text);
        let best = optimum(&p);
        for algorithm in [
            Algorithm::Greedy,
            Algorithm::Beam { width: 100 },
            Algorithm::Beam { width: 5 },
        ] {
            let report = solve(&p, algorithm); // replays the path
            if best > 0 {
                if let Some(cost) = report.cost() {
                    assert!(cost >= best);
                    assert_eq!(report.claim, Claim::Heuristic, "{algorithm} on {text}");
                } else {
                    assert_eq!(report.claim, Claim::Failed, "{algorithm} on {text}");
                }
            }
        }
        assert!(
            solve(&p, Algorithm::Greedy).solution.is_some(),
            "greedy is complete on {text}"
        );
    }
    let short = puzzle("413726580");
    let report = solve(&short, Algorithm::Dfs { depth: 12 });
    assert!(report.cost().is_some_and(|c| c <= 12));
    assert_eq!(report.claim, Claim::Heuristic);
    let report = solve(&puzzle("867254301"), Algorithm::Dfs { depth: 5 });
    assert_eq!(report.claim, Claim::NoSolutionWithin { depth: 5 });
}

#[test]
fn an_initial_goal_gives_an_empty_optimal_path_everywhere() {
    let p = EightPuzzle::GOAL;
    for algorithm in Algorithm::all_defaults() {
        let report = solve(&p, algorithm);
        let solution = report
            .solution
            .as_ref()
            .unwrap_or_else(|| panic!("{algorithm}: no path"));
        assert!(solution.is_empty(), "{algorithm}");
        assert_eq!(solution.states, vec![p]);
        assert_eq!(solution.cost, 0);
        assert_eq!(report.claim, Claim::Optimal, "{algorithm}");
        assert_eq!(report.stats.expanded, 0, "{algorithm}");
    }
}

#[test]
fn an_unsolvable_instance_exhausts_the_reachable_half() {
    let p = puzzle("123456870");
    assert!(!p.is_solvable());
    assert!(p.check_solvable().is_err());
    let report = solve(&p, Algorithm::Bfs);
    assert_eq!(report.claim, Claim::NoSolution);
    assert!(report.solution.is_none());
    assert_eq!(report.stats.expanded, 181_440);
    assert_eq!(
        report.stats.generated - report.stats.duplicates,
        181_440 - 1
    );
    let report = solve(&p, Algorithm::BidirectionalBfs);
    assert_eq!(report.claim, Claim::NoSolution);
    let report = solve(&p, Algorithm::AStar);
    assert_eq!(report.claim, Claim::NoSolution);
    assert_eq!(report.stats.expanded, 181_440);
}

#[test]
fn solutions_are_printable_move_lists() {
    let p = puzzle("1 2 3/4 0 6/7 5 8");
    let report = solve(&p, Algorithm::AStar);
    let moves: Vec<String> = report
        .solution
        .iter()
        .flat_map(|s| s.actions.iter().map(|m| m.to_string()))
        .collect();
    assert_eq!(moves, ["down", "right"]);
    assert_eq!(p.heuristic(&p), 2);
}
