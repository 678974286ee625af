//! Helpers shared by the integration tests: an explicit weighted graph as a [`Problem`], a
//! random graph generator, an unbounded grid, and report checks.

#![allow(dead_code)] // each test binary uses a different subset

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use search::{verify_solution, Claim, Cost, Problem, Report, Successor};

/// A directed graph with weighted edges; actions are edge indices within the source's list.
#[derive(Debug, Clone)]
pub struct Graph {
    pub edges: Vec<Vec<(usize, Cost)>>,
    pub start: usize,
    pub goals: Vec<usize>,
    /// Heuristic per node.
    pub h: Vec<Cost>,
    pub admissible: bool,
    pub unit: bool,
    /// Whether goal states and predecessors are offered (for bidirectional BFS).
    pub backward: bool,
}

impl Graph {
    /// Same graph, heuristic replaced by 0.
    pub fn with_zero_heuristic(&self) -> Graph {
        Graph {
            h: vec![0; self.edges.len()],
            admissible: true,
            ..self.clone()
        }
    }

    pub fn neighbours(&self, v: usize) -> impl Iterator<Item = (usize, Cost)> + '_ {
        self.edges[v].iter().copied()
    }
}

impl Problem for Graph {
    type State = usize;
    type Action = usize;

    fn initial(&self) -> usize {
        self.start
    }

    fn is_goal(&self, s: &usize) -> bool {
        self.goals.contains(s)
    }

    fn successors(&self, s: &usize, out: &mut Vec<Successor<usize, usize>>) {
        for (i, &(t, cost)) in self.edges[*s].iter().enumerate() {
            out.push(Successor {
                action: i,
                state: t,
                cost,
            });
        }
    }

    fn heuristic(&self, s: &usize) -> Cost {
        self.h[*s]
    }

    fn heuristic_is_admissible(&self) -> bool {
        self.admissible
    }

    fn unit_costs(&self) -> bool {
        self.unit
    }

    fn goal_states(&self) -> Option<Vec<usize>> {
        self.backward.then(|| self.goals.clone())
    }

    fn predecessors(&self, s: &usize, out: &mut Vec<Successor<usize, usize>>) -> bool {
        if !self.backward {
            return false;
        }
        for (p, list) in self.edges.iter().enumerate() {
            for (i, &(t, cost)) in list.iter().enumerate() {
                if t == *s {
                    out.push(Successor {
                        action: i,
                        state: p,
                        cost,
                    });
                }
            }
        }
        true
    }
}

/// A random graph of 2..=max_nodes nodes with about `degree` edges per node. Unit graphs have
/// cost-1 edges; others costs 0..=12 (zero is rare). The heuristic is admissible but usually
/// inconsistent: a random fraction of the true distance to the nearest goal.
pub fn random_graph(rng: &mut ChaCha8Rng, max_nodes: usize, degree: f64, unit: bool) -> Graph {
    let n = rng.random_range(2..=max_nodes);
    let mut edges = vec![Vec::new(); n];
    let m = ((n as f64) * degree).round() as usize;
    for _ in 0..m {
        let a = rng.random_range(0..n);
        let b = rng.random_range(0..n);
        let cost = if unit {
            1
        } else if rng.random_bool(0.05) {
            0
        } else {
            rng.random_range(1..=12)
        };
        edges[a].push((b, cost));
    }
    let start = rng.random_range(0..n);
    let goal_count = rng.random_range(1..=3.min(n));
    let goals: Vec<usize> = (0..goal_count).map(|_| rng.random_range(0..n)).collect();
    let mut graph = Graph {
        edges,
        start,
        goals,
        h: vec![0; n],
        admissible: true,
        unit,
        backward: true,
    };
    let to_goal = distances_to_goals(&graph);
    graph.h = to_goal
        .iter()
        .map(|d| match d {
            Some(d) => rng.random_range(0..=*d),
            // No goal reachable: any value is admissible.
            None => rng.random_range(0..=50),
        })
        .collect();
    graph
}

/// Exact cost from every node to the nearest goal (Bellman-Ford style relaxation; graphs are
/// small), `None` when no goal is reachable.
pub fn distances_to_goals(g: &Graph) -> Vec<Option<Cost>> {
    let n = g.edges.len();
    let mut d: Vec<Option<Cost>> = vec![None; n];
    for &goal in &g.goals {
        d[goal] = Some(0);
    }
    loop {
        let mut changed = false;
        for v in 0..n {
            for &(t, cost) in &g.edges[v] {
                if let Some(dt) = d[t] {
                    let candidate = dt + cost;
                    if d[v].is_none_or(|dv| candidate < dv) {
                        d[v] = Some(candidate);
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            return d;
        }
    }
}

pub fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// An unbounded 4-connected grid whose only goal is far away: every algorithm runs until a
/// limit stops it. The heuristic is the Manhattan distance to the goal.
pub struct FarGrid;

pub const FAR: i64 = 1_000_000;

impl Problem for FarGrid {
    type State = (i64, i64);
    type Action = u8;

    fn initial(&self) -> (i64, i64) {
        (0, 0)
    }

    fn is_goal(&self, s: &(i64, i64)) -> bool {
        *s == (FAR, FAR)
    }

    fn successors(&self, &(x, y): &(i64, i64), out: &mut Vec<Successor<(i64, i64), u8>>) {
        for (i, (dx, dy)) in [(1, 0), (-1, 0), (0, 1), (0, -1)].into_iter().enumerate() {
            out.push(Successor {
                action: i as u8,
                state: (x + dx, y + dy),
                cost: 1,
            });
        }
    }

    fn heuristic(&self, &(x, y): &(i64, i64)) -> Cost {
        (FAR.abs_diff(x) + FAR.abs_diff(y)) as Cost
    }

    fn unit_costs(&self) -> bool {
        true
    }

    fn goal_states(&self) -> Option<Vec<(i64, i64)>> {
        Some(vec![(FAR, FAR)])
    }

    fn predecessors(&self, s: &(i64, i64), out: &mut Vec<Successor<(i64, i64), u8>>) -> bool {
        // Moves are symmetric: the predecessor by action i is the successor by its opposite.
        let mut next = Vec::new();
        self.successors(s, &mut next);
        for (i, step) in next.into_iter().enumerate() {
            out.push(Successor {
                action: (i ^ 1) as u8,
                state: step.state,
                cost: 1,
            });
        }
        true
    }
}

/// Asserts that a report with a solution is internally consistent and replays correctly.
pub fn assert_valid<P>(problem: &P, report: &Report<P::State, P::Action>)
where
    P: Problem,
    P::State: std::fmt::Debug,
    P::Action: PartialEq + std::fmt::Debug,
{
    let stats = report.stats;
    assert!(
        stats.duplicates <= stats.generated,
        "{}: {stats:?}",
        report.algorithm
    );
    match &report.solution {
        Some(solution) => {
            if let Err(e) = verify_solution(problem, solution) {
                panic!(
                    "{} returned an invalid path: {e}\n{solution:?}",
                    report.algorithm
                );
            }
            assert!(
                !matches!(
                    report.claim,
                    Claim::NoSolution
                        | Claim::NoSolutionWithin { .. }
                        | Claim::Failed
                        | Claim::Stopped { .. }
                ),
                "{}: solution with claim {}",
                report.algorithm,
                report.claim
            );
        }
        None => assert!(
            matches!(
                report.claim,
                Claim::NoSolution
                    | Claim::NoSolutionWithin { .. }
                    | Claim::Failed
                    | Claim::Stopped { .. }
            ),
            "{}: no solution but claim {}",
            report.algorithm,
            report.claim
        ),
    }
}
