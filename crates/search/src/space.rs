//! Whole state spaces with exact distances, for the search lab: [`explore`] stores every state
//! reachable from the initial one with its edges, then computes each state's exact cost to
//! the nearest goal by Dijkstra backwards over the stored edges (multi-source, from every
//! goal found). This works for one-way puzzles (no predecessors needed) and, on reversible
//! ones, gives the same distances as a search back from the goals. [`check_heuristic`]
//! compares a heuristic with those distances; [`layers_from_goals`] lists states by exact
//! distance by BFS back from the goal states (for drawing experiment instances);
//! [`effective_branching_factor`] is the textbook's b*.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

use schemars::JsonSchema;
use serde::Serialize;

use crate::{Cost, Limits, Problem, Stats, StopReason, Successor};

/// Why a space could not be listed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum SpaceError {
    /// More than `max_states` states are reachable.
    #[error("stopped by the state limit: more than {max_states} states are reachable")]
    TooLarge {
        /// The cap.
        max_states: usize,
    },
    /// The limits stopped the exploration.
    #[error("stopped: {0}")]
    Stopped(StopReason),
}

/// Every state reachable from the initial one, in breadth-first order (the initial state is
/// index 0), with its edges in compressed form and exact distances to the goal.
#[derive(Debug, Clone)]
pub struct Space<S> {
    /// The states.
    pub states: Vec<S>,
    /// Each state's breadth-first depth from the initial state.
    pub layer: Vec<u32>,
    /// The edges of state `i` are `targets[offsets[i]..offsets[i + 1]]` (one per distinct
    /// target, the cheapest step kept; no self-loops).
    pub offsets: Vec<u32>,
    /// Edge targets (state indices).
    pub targets: Vec<u32>,
    /// Edge costs, parallel to `targets`.
    pub costs: Vec<Cost>,
    /// Each state's exact cost to the nearest goal; `None` when no goal is reachable from it.
    pub distance: Vec<Option<Cost>>,
    /// The goal states' indices.
    pub goals: Vec<u32>,
}

impl<S> Space<S> {
    /// The number of states.
    pub fn len(&self) -> usize {
        self.states.len()
    }

    /// Whether there are no states (never: the initial state is always there).
    pub fn is_empty(&self) -> bool {
        self.states.is_empty()
    }

    /// The edges of state `i`: (target, cost).
    pub fn edges(&self, i: usize) -> impl Iterator<Item = (u32, Cost)> + '_ {
        let range = self.offsets[i] as usize..self.offsets[i + 1] as usize;
        self.targets[range.clone()]
            .iter()
            .copied()
            .zip(self.costs[range].iter().copied())
    }
}

/// Lists the space reachable from `problem`'s initial state (at most `max_states` states,
/// within `limits`) with exact distances to the goal.
pub fn explore<P: Problem>(
    problem: &P,
    limits: &Limits,
    max_states: usize,
) -> Result<Space<P::State>, SpaceError> {
    let mut budget = limits.start();
    let mut stats = Stats::default();
    let mut index: HashMap<P::State, u32> = HashMap::new();
    let mut space = Space {
        states: vec![problem.initial()],
        layer: vec![0],
        offsets: vec![0],
        targets: Vec::new(),
        costs: Vec::new(),
        distance: Vec::new(),
        goals: Vec::new(),
    };
    index.insert(space.states[0].clone(), 0);
    let mut successors: Vec<Successor<P::State, P::Action>> = Vec::new();
    let mut edges: Vec<(u32, Cost)> = Vec::new();
    let mut next = 0usize;
    while next < space.states.len() {
        if let Some(reason) = budget.check(&stats, (space.states.len() - next) as u64) {
            return Err(SpaceError::Stopped(reason));
        }
        stats.expanded += 1;
        let state = space.states[next].clone();
        if problem.is_goal(&state) {
            space.goals.push(next as u32);
        }
        successors.clear();
        problem.successors(&state, &mut successors);
        edges.clear();
        for step in successors.drain(..) {
            let target = match index.get(&step.state) {
                Some(&t) => t,
                None => {
                    if space.states.len() >= max_states {
                        return Err(SpaceError::TooLarge { max_states });
                    }
                    let t = space.states.len() as u32;
                    index.insert(step.state.clone(), t);
                    space.states.push(step.state);
                    space.layer.push(space.layer[next] + 1);
                    t
                }
            };
            if target as usize == next {
                continue;
            }
            match edges.iter_mut().find(|(t, _)| *t == target) {
                Some(edge) => edge.1 = edge.1.min(step.cost),
                None => edges.push((target, step.cost)),
            }
        }
        for &(t, c) in &edges {
            space.targets.push(t);
            space.costs.push(c);
        }
        space.offsets.push(space.targets.len() as u32);
        next += 1;
    }
    space.distance = distances_to_goals(&space);
    Ok(space)
}

/// Dijkstra from every goal over the reversed edges.
fn distances_to_goals<S>(space: &Space<S>) -> Vec<Option<Cost>> {
    let n = space.len();
    // reversed edges in compressed form
    let mut count = vec![0u32; n + 1];
    for &t in &space.targets {
        count[t as usize + 1] += 1;
    }
    for i in 0..n {
        count[i + 1] += count[i];
    }
    let mut fill = count.clone();
    let mut sources = vec![0u32; space.targets.len()];
    let mut costs = vec![0 as Cost; space.targets.len()];
    for from in 0..n {
        for (to, c) in space.edges(from) {
            let slot = &mut fill[to as usize];
            sources[*slot as usize] = from as u32;
            costs[*slot as usize] = c;
            *slot += 1;
        }
    }
    let mut distance: Vec<Option<Cost>> = vec![None; n];
    let mut heap = BinaryHeap::new();
    for &g in &space.goals {
        distance[g as usize] = Some(0);
        heap.push(Reverse((0 as Cost, g)));
    }
    while let Some(Reverse((d, v))) = heap.pop() {
        if distance[v as usize] != Some(d) {
            continue;
        }
        let range = count[v as usize] as usize..count[v as usize + 1] as usize;
        for k in range {
            let u = sources[k] as usize;
            let nd = d.saturating_add(costs[k]);
            if distance[u].is_none_or(|old| nd < old) {
                distance[u] = Some(nd);
                heap.push(Reverse((nd, u as u32)));
            }
        }
    }
    distance
}

/// Where a heuristic overestimates the most.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Overestimate<S> {
    /// The state.
    pub state: S,
    /// The heuristic's value there.
    pub h: Cost,
    /// The true cost to the goal.
    pub distance: Cost,
}

/// An edge `from -> to` (step cost `cost`) where `h(from) > cost + h(to)`.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct Violation<S> {
    /// Where the step starts.
    pub from: S,
    /// Where it leads.
    pub to: S,
    /// The step's cost.
    pub cost: Cost,
    /// h at `from`.
    pub h_from: Cost,
    /// h at `to`.
    pub h_to: Cost,
}

/// The heuristic's values at one exact distance.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct DistanceRow {
    /// The true cost to the goal.
    pub distance: Cost,
    /// States at that distance.
    pub states: u64,
    /// The least h among them.
    pub min_h: Cost,
    /// The mean h.
    pub mean_h: f64,
    /// The largest h.
    pub max_h: Cost,
}

/// A heuristic measured against exact distances over a whole space.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct HeuristicCheck<S> {
    /// States in the space.
    pub states: u64,
    /// States from which no goal can be reached (left out of every figure below).
    pub dead_ends: u64,
    /// The largest `h - distance` (0 when h never overestimates).
    pub max_overestimate: Cost,
    /// Where it happens (the first such state in breadth-first order), if h overestimates.
    pub worst: Option<Overestimate<S>>,
    /// States where `h > distance`.
    pub overestimated_states: u64,
    /// Edges (between states that reach a goal) where `h(from) > cost + h(to)`.
    pub consistency_violations: u64,
    /// The first few such edges.
    pub violation_examples: Vec<Violation<S>>,
    /// The mean of `h / distance` over states that are not goals (`None` if all are).
    pub mean_ratio: Option<f64>,
    /// Goal states where h is not 0.
    pub nonzero_at_goal: u64,
    /// Per exact distance: how many states, and h's least, mean and largest value.
    pub by_distance: Vec<DistanceRow>,
}

impl<S> HeuristicCheck<S> {
    /// The same check with its states named by `name` (game IDs, say).
    pub fn map_states<T>(self, name: impl Fn(&S) -> T) -> HeuristicCheck<T> {
        HeuristicCheck {
            states: self.states,
            dead_ends: self.dead_ends,
            max_overestimate: self.max_overestimate,
            worst: self.worst.map(|w| Overestimate {
                state: name(&w.state),
                h: w.h,
                distance: w.distance,
            }),
            overestimated_states: self.overestimated_states,
            consistency_violations: self.consistency_violations,
            violation_examples: self
                .violation_examples
                .into_iter()
                .map(|v| Violation {
                    from: name(&v.from),
                    to: name(&v.to),
                    cost: v.cost,
                    h_from: v.h_from,
                    h_to: v.h_to,
                })
                .collect(),
            mean_ratio: self.mean_ratio,
            nonzero_at_goal: self.nonzero_at_goal,
            by_distance: self.by_distance,
        }
    }
}

/// How many violating edges [`check_heuristic`] lists.
pub const VIOLATION_EXAMPLES: usize = 5;

/// Measures `h` against the exact distances of `space`.
pub fn check_heuristic<S: Clone>(space: &Space<S>, h: impl Fn(&S) -> Cost) -> HeuristicCheck<S> {
    let hs: Vec<Cost> = space.states.iter().map(&h).collect();
    let mut check = HeuristicCheck {
        states: space.len() as u64,
        dead_ends: 0,
        max_overestimate: 0,
        worst: None,
        overestimated_states: 0,
        consistency_violations: 0,
        violation_examples: Vec::new(),
        mean_ratio: None,
        nonzero_at_goal: 0,
        by_distance: Vec::new(),
    };
    let mut ratio_sum = 0.0;
    let mut ratio_count = 0u64;
    let mut rows: Vec<(u64, Cost, u128, Cost)> = Vec::new(); // (states, min, sum, max)
    for i in 0..space.len() {
        let Some(d) = space.distance[i] else {
            check.dead_ends += 1;
            continue;
        };
        let hi = hs[i];
        if hi > d {
            check.overestimated_states += 1;
            if hi - d > check.max_overestimate {
                check.max_overestimate = hi - d;
                check.worst = Some(Overestimate {
                    state: space.states[i].clone(),
                    h: hi,
                    distance: d,
                });
            }
        }
        if d == 0 {
            check.nonzero_at_goal += u64::from(hi != 0);
        } else {
            ratio_sum += hi as f64 / d as f64;
            ratio_count += 1;
        }
        if let Ok(di) = usize::try_from(d) {
            if di < 1 << 20 {
                if rows.len() <= di {
                    rows.resize(di + 1, (0, Cost::MAX, 0, 0));
                }
                let row = &mut rows[di];
                row.0 += 1;
                row.1 = row.1.min(hi);
                row.2 += u128::from(hi);
                row.3 = row.3.max(hi);
            }
        }
        for (t, c) in space.edges(i) {
            if space.distance[t as usize].is_none() {
                continue;
            }
            let ht = hs[t as usize];
            if hi > c.saturating_add(ht) {
                check.consistency_violations += 1;
                if check.violation_examples.len() < VIOLATION_EXAMPLES {
                    check.violation_examples.push(Violation {
                        from: space.states[i].clone(),
                        to: space.states[t as usize].clone(),
                        cost: c,
                        h_from: hi,
                        h_to: ht,
                    });
                }
            }
        }
    }
    check.mean_ratio = (ratio_count > 0).then(|| ratio_sum / ratio_count as f64);
    check.by_distance = rows
        .into_iter()
        .enumerate()
        .filter(|(_, r)| r.0 > 0)
        .map(|(d, (n, min, sum, max))| DistanceRow {
            distance: d as Cost,
            states: n,
            min_h: min,
            mean_h: sum as f64 / n as f64,
            max_h: max,
        })
        .collect();
    check
}

/// The states at exact step distance `0..=max_depth` from the goal set, layer by layer, by
/// breadth-first search back from [`Problem::goal_states`] through
/// [`Problem::predecessors`]; `None` when the problem cannot search backwards. Meant for
/// unit-cost problems (a layer is then the exact cost). At most `max_states` states are held.
pub fn layers_from_goals<P: Problem>(
    problem: &P,
    max_depth: u32,
    limits: &Limits,
    max_states: usize,
) -> Option<Result<Vec<Vec<P::State>>, SpaceError>> {
    let goals = problem.goal_states()?;
    let mut scratch = Vec::new();
    let probe = goals.first().cloned().unwrap_or_else(|| problem.initial());
    if !problem.predecessors(&probe, &mut scratch) {
        return None;
    }
    Some(backward_layers(
        problem, goals, max_depth, limits, max_states,
    ))
}

fn backward_layers<P: Problem>(
    problem: &P,
    goals: Vec<P::State>,
    max_depth: u32,
    limits: &Limits,
    max_states: usize,
) -> Result<Vec<Vec<P::State>>, SpaceError> {
    let mut budget = limits.start();
    let mut stats = Stats::default();
    let mut seen: HashMap<P::State, ()> = HashMap::new();
    let mut layer: Vec<P::State> = Vec::new();
    for g in goals {
        if seen.insert(g.clone(), ()).is_none() {
            layer.push(g);
        }
    }
    let mut layers = vec![layer];
    let mut scratch = Vec::new();
    for _ in 0..max_depth {
        let mut next = Vec::new();
        for state in layers.last().into_iter().flatten() {
            if let Some(reason) = budget.check(&stats, 0) {
                return Err(SpaceError::Stopped(reason));
            }
            stats.expanded += 1;
            scratch.clear();
            problem.predecessors(state, &mut scratch);
            for step in scratch.drain(..) {
                if !seen.contains_key(&step.state) {
                    if seen.len() >= max_states {
                        return Err(SpaceError::TooLarge { max_states });
                    }
                    seen.insert(step.state.clone(), ());
                    next.push(step.state);
                }
            }
        }
        if next.is_empty() {
            break;
        }
        layers.push(next);
    }
    Ok(layers)
}

/// The effective branching factor b* of a search that generated `generated` nodes to find a
/// solution at depth `depth`: the b solving `generated + 1 = 1 + b + b^2 + ... + b^depth`
/// (Russell and Norvig). `None` for depth 0 or no nodes.
///
/// ```
/// // 2 + 4 + 8 = 14 nodes to depth 3 is a branching factor of 2
/// let b = search::space::effective_branching_factor(14.0, 3).expect("defined");
/// assert!((b - 2.0).abs() < 1e-9);
/// ```
pub fn effective_branching_factor(generated: f64, depth: u32) -> Option<f64> {
    if depth == 0 || generated.is_nan() || generated <= 0.0 || !generated.is_finite() {
        return None;
    }
    // sum_{i=1..d} b^i is increasing in b; it equals `generated` for one b in
    // (0, max(generated, 1)]
    let total = |b: f64| (1..=depth).map(|i| b.powi(i as i32)).sum::<f64>();
    let (mut lo, mut hi) = (0.0f64, generated.max(1.0));
    for _ in 0..200 {
        let mid = (lo + hi) / 2.0;
        if total(mid) < generated {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some((lo + hi) / 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b_star_solves_the_textbook_equation() {
        // the textbook's example: 52 nodes at depth 5 give b* = 1.92
        let b = effective_branching_factor(52.0, 5).expect("defined");
        assert!((b - 1.92).abs() < 0.005, "{b}");
        for (b, d) in [(1.0, 4), (1.5, 6), (2.79, 10), (3.0, 2)] {
            let n: f64 = (1..=d).map(|i| f64::powi(b, i)).sum();
            let got = effective_branching_factor(n, d as u32).expect("defined");
            assert!((got - b).abs() < 1e-6, "b {b} d {d}: {got}");
        }
        assert_eq!(effective_branching_factor(10.0, 0), None);
        assert_eq!(effective_branching_factor(0.0, 3), None);
        assert_eq!(effective_branching_factor(f64::NAN, 3), None);
        // fewer nodes than the depth: b* < 1
        let small = effective_branching_factor(2.0, 4).expect("defined");
        assert!(small < 1.0 && small > 0.0);
    }
}
