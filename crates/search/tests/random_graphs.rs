//! The algorithms on random weighted graphs, checked against the `pathfinding` crate:
//! costs from uniform cost, A* (zero and admissible-but-inconsistent heuristics), IDA* and
//! weighted A* against Dijkstra; BFS, bidirectional BFS and iterative deepening against BFS on
//! unit-cost graphs; unreachable goals give a definite "no solution".

mod common;

use common::{assert_valid, random_graph, rng, Graph};
use search::{run, Algorithm, Claim, Cost, Limits, Problem, SearchError};

const CASES: u64 = 250;

fn reference_cost(g: &Graph) -> Option<Cost> {
    pathfinding::prelude::dijkstra(
        &g.start,
        |&v| g.neighbours(v).collect::<Vec<_>>(),
        |v| g.is_goal(v),
    )
    .map(|(_, cost)| cost)
}

fn reference_steps(g: &Graph) -> Option<Cost> {
    pathfinding::prelude::bfs(
        &g.start,
        |&v| g.neighbours(v).map(|(t, _)| t).collect::<Vec<_>>(),
        |v| g.is_goal(v),
    )
    .map(|path| (path.len() - 1) as Cost)
}

fn solve(g: &Graph, algorithm: Algorithm) -> search::Report<usize, usize> {
    // Generous limits: a bug that loops forever fails instead of hanging.
    let limits = Limits::none().with_max_expanded(5_000_000);
    let report = run(g, algorithm, &limits).unwrap_or_else(|e| panic!("{algorithm}: {e}"));
    assert_valid(g, &report);
    assert!(
        !matches!(report.claim, Claim::Stopped { .. }),
        "{algorithm} ran away on {g:?}"
    );
    report
}

/// The claim an exhaustive algorithm must make, given the reference answer.
fn expect_cost(g: &Graph, algorithm: Algorithm, expected: Option<Cost>, optimal_claim: Claim) {
    let report = solve(g, algorithm);
    assert_eq!(report.cost(), expected, "{algorithm} on {g:?}");
    let claim = if expected.is_none() {
        Claim::NoSolution
    } else if expected == Some(0) && report.solution.as_ref().is_some_and(|s| s.is_empty()) {
        Claim::Optimal
    } else {
        optimal_claim
    };
    assert_eq!(report.claim, claim, "{algorithm} on {g:?}");
}

#[test]
fn cost_optimal_algorithms_agree_with_dijkstra() {
    let mut rng = rng(7);
    let mut unreachable = 0;
    for _ in 0..CASES {
        let g = random_graph(&mut rng, 30, 2.0, false);
        let expected = reference_cost(&g);
        unreachable += usize::from(expected.is_none());
        expect_cost(&g, Algorithm::UniformCost, expected, Claim::Optimal);
        expect_cost(&g, Algorithm::AStar, expected, Claim::Optimal);
        expect_cost(
            &g.with_zero_heuristic(),
            Algorithm::AStar,
            expected,
            Claim::Optimal,
        );
        expect_cost(&g, Algorithm::IdaStar, expected, Claim::Optimal);
        for weight in [1.5, 3.0] {
            let report = solve(&g, Algorithm::WeightedAStar { weight });
            match expected {
                None => assert_eq!(report.claim, Claim::NoSolution),
                Some(best) => {
                    let cost = report
                        .cost()
                        .unwrap_or_else(|| panic!("w={weight}: no path on {g:?}"));
                    assert!(
                        cost as f64 <= weight * best as f64,
                        "w={weight}: {cost} vs {best} on {g:?}"
                    );
                }
            }
        }
        // Complete but not optimal: a path exactly when one exists.
        for algorithm in [
            Algorithm::Greedy,
            Algorithm::Bfs,
            Algorithm::BidirectionalBfs,
        ] {
            let report = solve(&g, algorithm);
            assert_eq!(
                report.solution.is_some(),
                expected.is_some(),
                "{algorithm} on {g:?}"
            );
            if let Some(best) = expected {
                assert!(report.cost().is_some_and(|c| c >= best));
            }
        }
        let n = g.edges.len() as u32;
        let report = solve(&g, Algorithm::Dfs { depth: n });
        assert_eq!(
            report.solution.is_some(),
            expected.is_some(),
            "DFS on {g:?}"
        );
        if expected.is_none() {
            // Simple paths have fewer than n steps, so nothing was cut off.
            assert_eq!(report.claim, Claim::NoSolution);
        }
    }
    assert!(
        unreachable > 10,
        "the generator should produce unreachable goals too ({unreachable})"
    );
}

#[test]
fn step_optimal_algorithms_agree_with_bfs_on_unit_graphs() {
    let mut rng = rng(11);
    for _ in 0..CASES {
        let g = random_graph(&mut rng, 40, 1.8, true);
        let expected = reference_steps(&g);
        assert_eq!(expected, reference_cost(&g));
        expect_cost(&g, Algorithm::Bfs, expected, Claim::Optimal);
        expect_cost(&g, Algorithm::BidirectionalBfs, expected, Claim::Optimal);
        expect_cost(&g, Algorithm::AStar, expected, Claim::Optimal);
        expect_cost(&g, Algorithm::IdaStar, expected, Claim::Optimal);
        let n = g.edges.len() as u32;
        expect_cost(
            &g,
            Algorithm::IterativeDeepening { max_depth: n },
            expected,
            Claim::Optimal,
        );
        let report = solve(&g, Algorithm::Beam { width: 64 });
        assert_eq!(
            report.solution.is_some(),
            expected.is_some(),
            "beam wider than the graph on {g:?}"
        );
        if expected.is_none() {
            assert_eq!(report.claim, Claim::NoSolution, "nothing was pruned");
        }
    }
}

#[test]
fn bidirectional_search_meets_correctly_on_dense_unit_graphs() {
    // Many equal-length alternatives and several goals: where a wrong meeting rule shows.
    let mut rng = rng(23);
    for _ in 0..CASES {
        let g = random_graph(&mut rng, 60, 3.5, true);
        expect_cost(
            &g,
            Algorithm::BidirectionalBfs,
            reference_steps(&g),
            Claim::Optimal,
        );
    }
}

#[test]
fn unit_step_claims_depend_on_unit_costs() {
    let mut rng = rng(5);
    let g = loop {
        let g = random_graph(&mut rng, 20, 2.5, false);
        if reference_cost(&g).is_some_and(|c| c > 0) {
            break g;
        }
    };
    for algorithm in [
        Algorithm::Bfs,
        Algorithm::BidirectionalBfs,
        Algorithm::IterativeDeepening { max_depth: 25 },
    ] {
        assert_eq!(
            solve(&g, algorithm).claim,
            Claim::Heuristic,
            "{algorithm}: fewest steps is not least cost"
        );
    }
    let inadmissible = Graph {
        admissible: false,
        ..g.clone()
    };
    for algorithm in [
        Algorithm::AStar,
        Algorithm::IdaStar,
        Algorithm::WeightedAStar { weight: 2.0 },
    ] {
        assert_eq!(
            solve(&inadmissible, algorithm).claim,
            Claim::Heuristic,
            "{algorithm}"
        );
    }
}

#[test]
fn inconsistent_heuristics_make_astar_reopen_nodes() {
    // S=0, A=1, N=2, G=3 (goal), B=4.  0 -1-> 1 -1-> 2 -10-> 3;  0 -1-> 4 -0-> 2.
    // h(B) = 10 is admissible (h*(B) = 10) but inconsistent with h(N) = 0, so A* closes N at
    // g = 2 through A before it expands B, then finds g(N) = 1 through B and must reopen N.
    let g = Graph {
        edges: vec![
            vec![(1, 1), (4, 1)],
            vec![(2, 1)],
            vec![(3, 10)],
            vec![],
            vec![(2, 0)],
        ],
        start: 0,
        goals: vec![3],
        h: vec![0, 0, 0, 0, 10],
        admissible: true,
        unit: false,
        backward: false,
    };
    assert_eq!(reference_cost(&g), Some(11));
    let report = solve(&g, Algorithm::AStar);
    assert_eq!(report.cost(), Some(11));
    assert_eq!(report.solution.map(|s| s.states), Some(vec![0, 4, 2, 3]));
    assert_eq!(report.claim, Claim::Optimal);
    // S, A, N, B, then N again.
    assert_eq!(report.stats.expanded, 5);
    // Greedy never reopens: it settles for the first path to N.
    assert_eq!(solve(&g, Algorithm::Greedy).cost(), Some(12));
}

#[test]
fn bidirectional_search_needs_goal_states_and_predecessors() {
    let mut rng = rng(3);
    let g = random_graph(&mut rng, 10, 2.0, true);
    let one_way = Graph {
        backward: false,
        ..g
    };
    match run(&one_way, Algorithm::BidirectionalBfs, &Limits::none()) {
        Err(SearchError::Unsupported { algorithm, reason }) => {
            assert_eq!(algorithm, "bidirectional BFS");
            assert_eq!(reason, search::Unmet::GoalStates);
            assert!(reason.to_string().contains("goal_states"), "{reason}");
        }
        Ok(r) => panic!("expected an error, got {:?}", r.claim),
    }
    assert!(search::check_supported(&one_way, Algorithm::BidirectionalBfs).is_err());
    assert!(search::check_supported(&one_way, Algorithm::Bfs).is_ok());

    /// Lists its goals but cannot search backwards.
    struct NoPredecessors(Graph);
    impl Problem for NoPredecessors {
        type State = usize;
        type Action = usize;
        fn initial(&self) -> usize {
            self.0.initial()
        }
        fn is_goal(&self, s: &usize) -> bool {
            self.0.is_goal(s)
        }
        fn successors(&self, s: &usize, out: &mut Vec<search::Successor<usize, usize>>) {
            self.0.successors(s, out)
        }
        fn goal_states(&self) -> Option<Vec<usize>> {
            Some(self.0.goals.clone())
        }
    }
    let err = run(
        &NoPredecessors(one_way),
        Algorithm::BidirectionalBfs,
        &Limits::none(),
    )
    .map(|r| r.claim)
    .unwrap_err();
    assert!(err.to_string().contains("predecessors"), "{err}");
}

#[test]
fn invalid_parameters_are_errors_not_panics() {
    let mut rng = rng(1);
    let g = random_graph(&mut rng, 10, 2.0, true);
    for algorithm in [
        Algorithm::Beam { width: 0 },
        Algorithm::WeightedAStar { weight: 0.5 },
        Algorithm::WeightedAStar { weight: f64::NAN },
        Algorithm::WeightedAStar { weight: 1e9 },
    ] {
        let err = run(&g, algorithm, &Limits::none())
            .map(|r| r.claim)
            .unwrap_err();
        assert!(
            matches!(err, SearchError::Unsupported { .. }),
            "{algorithm}: {err}"
        );
    }
}
