//! The search lab's work on a puzzle's [`LabProblem`], written once: a traced run, the
//! heuristic check, the state space, experiment instances and runs. Answers are typed, with
//! states named by their game IDs: the trace as a [`TraceAnswer`].

use schemars::JsonSchema;
use search::space::{check_heuristic, explore, layers_from_goals, HeuristicCheck, SpaceError};
use search::{run, run_recorded, Algorithm, Claim, Cost, Limits, Stats, Trace};
use serde::Serialize;

use crate::error::{InputError, PuzzleError};
use crate::lab::{LabProblem, LabTask};
use crate::trace_answer::{TraceAnswer, ENTRY_BYTES, STEP_BYTES};
use crate::words::Words;

/// The most states the heuristic check, the state space and the experiment's instance
/// search hold.
pub const MAX_SPACE_STATES: usize = 2_000_000;

/// About the most bytes one answer (a trace, a state space) holds: a trace records fewer
/// steps when its states' game IDs are long (a big Lianliankan board's is thousands of
/// characters) or its steps list many states (children, OPEN, CLOSED), and a state space too
/// large to send (long IDs, or many moves from each state) is refused.
pub const MAX_ANSWER_BYTES: usize = 64 << 20;

/// A space that would not fit in one answer.
fn too_many_bytes(states: usize, edges: usize, id_len: usize) -> PuzzleError {
    InputError::said(
        "too_large",
        Words::new("lab-error-answer-size")
            .arg("states", states)
            .arg("id_len", id_len)
            .arg("edges", edges)
            .arg("megabytes", MAX_ANSWER_BYTES >> 20),
    )
    .into()
}

/// A space that could not be listed, as an answer.
pub(crate) fn space_error(e: SpaceError) -> PuzzleError {
    match e {
        // no larger max_states is suggested: the routes cap it lower than the lab does
        SpaceError::TooLarge { max_states } => InputError::said(
            "too_large",
            Words::new("lab-error-state-limit").arg("states", max_states),
        )
        .into(),
        SpaceError::Stopped(reason) => PuzzleError::stopped(crate::Work::ReachableSpace, reason),
    }
}

fn unsupported(algorithm: Algorithm) -> impl FnOnce(search::SearchError) -> PuzzleError {
    move |e| InputError::unsupported_solver(&algorithm, &e).into()
}

/// A traced run, as a [`TraceAnswer`] (its `game` and `heuristic` left to the caller).
pub(crate) struct TraceTask<'a> {
    pub algorithm: Algorithm,
    pub limits: &'a Limits,
    pub max_steps: usize,
    pub frontier: usize,
}

impl LabTask for TraceTask<'_> {
    type Output = Result<TraceAnswer, PuzzleError>;

    fn run<P: LabProblem>(self, problem: &P) -> Self::Output {
        // each step names its state, its frontier's best entries, its children and OPEN and
        // CLOSED when they are listed: the recording holds as many states as fit the answer's
        // bytes with game IDs as long as the start's, and the answer counts the real ones
        let id_len = problem.game_id(&problem.initial()).len();
        let max_steps = self
            .max_steps
            .min(MAX_ANSWER_BYTES / (id_len + STEP_BYTES))
            .max(1);
        let max_states = MAX_ANSWER_BYTES / (id_len + ENTRY_BYTES);
        let trace = Trace::new(max_steps, self.frontier).with_max_states(max_states);
        let (report, trace) = run_recorded(problem, self.algorithm, self.limits, trace)
            .map_err(unsupported(self.algorithm))?;
        Ok(TraceAnswer::new(
            &report,
            trace,
            |s| problem.game_id(s),
            MAX_ANSWER_BYTES,
        ))
    }
}

/// A heuristic measured over the whole reachable space.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct HeuristicCheckAnswer {
    /// The figures, states named by game ID.
    #[serde(flatten)]
    pub check: HeuristicCheck<String>,
    /// Whether the puzzle calls the heuristic admissible.
    pub admissible_claimed: bool,
    /// The start's exact distance to the goal.
    pub start_distance: Option<Cost>,
}

pub(crate) struct CheckTask<'a> {
    pub limits: &'a Limits,
    pub max_states: usize,
}

impl LabTask for CheckTask<'_> {
    type Output = Result<HeuristicCheckAnswer, PuzzleError>;

    fn run<P: LabProblem>(self, problem: &P) -> Self::Output {
        let space = explore(problem, self.limits, self.max_states).map_err(space_error)?;
        let check =
            check_heuristic(&space, |s| problem.heuristic(s)).map_states(|s| problem.game_id(s));
        Ok(HeuristicCheckAnswer {
            check,
            admissible_claimed: problem.heuristic_is_admissible(),
            start_distance: space.distance[0],
        })
    }
}

/// The whole reachable space in parallel arrays: state `i` is `states[i]`, in `layer[i]`
/// (moves from the start) at exact `distance[i]` from a goal; its edges are
/// `edge_targets[edge_offsets[i]..edge_offsets[i + 1]]` (with `edge_costs` when a move may
/// cost more than 1).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct SpaceAnswer {
    /// States in the space.
    pub count: usize,
    /// The start's index (always 0).
    pub initial: usize,
    /// Every state's game ID.
    pub states: Vec<String>,
    /// Moves from the start.
    pub layer: Vec<u32>,
    /// Exact cost to a goal (`None`: no goal reachable).
    pub distance: Vec<Option<Cost>>,
    /// The goal states' indices.
    pub goals: Vec<u32>,
    /// Where each state's edges start.
    pub edge_offsets: Vec<u32>,
    /// The edges' targets.
    pub edge_targets: Vec<u32>,
    /// The edges' costs, when not all 1.
    pub edge_costs: Option<Vec<Cost>>,
}

pub(crate) struct SpaceTask<'a> {
    pub limits: &'a Limits,
    pub max_states: usize,
}

impl LabTask for SpaceTask<'_> {
    type Output = Result<SpaceAnswer, PuzzleError>;

    fn run<P: LabProblem>(self, problem: &P) -> Self::Output {
        let space = explore(problem, self.limits, self.max_states).map_err(space_error)?;
        let unit = space.costs.iter().all(|&c| c == 1);
        // figures: about 20 bytes per state (layer, distance, offset), 8 per edge (target),
        // 4 more per edge when costs are listed; then the game IDs
        let edge_bytes = if unit { 8 } else { 12 };
        let mut bytes = space.len() * 20 + space.targets.len() * edge_bytes;
        let id_len = problem.game_id(&space.states[0]).len();
        if bytes + space.len() * id_len > MAX_ANSWER_BYTES {
            return Err(too_many_bytes(space.len(), space.targets.len(), id_len));
        }
        let mut states: Vec<String> = Vec::with_capacity(space.len());
        for s in &space.states {
            let id = problem.game_id(s);
            bytes += id.len();
            if bytes > MAX_ANSWER_BYTES {
                return Err(too_many_bytes(space.len(), space.targets.len(), id.len()));
            }
            states.push(id);
        }
        Ok(SpaceAnswer {
            count: space.len(),
            initial: 0,
            states,
            layer: space.layer,
            distance: space.distance,
            goals: space.goals,
            edge_offsets: space.offsets,
            edge_targets: space.targets,
            edge_costs: (!unit).then_some(space.costs),
        })
    }
}

/// The mean of h / h* over the states of an optimal path, the goal left out (h* = 0): how
/// close the problem's heuristic comes to the true distance where the search needs it. The
/// path is given as game IDs (the game's own, after each move); it is followed through the
/// problem's successors by name, skipping an ID the problem does not reach in one step (a
/// puzzle whose solver counts a piece's slide in smaller steps), and h* of each state is the
/// path's cost still to pay from it. `None` when the path does not end at a goal of the
/// problem, or has no state before the goal.
pub(crate) struct PathHeuristicTask<'a> {
    pub path: &'a [String],
}

impl LabTask for PathHeuristicTask<'_> {
    type Output = Option<f64>;

    fn run<P: LabProblem>(self, problem: &P) -> Self::Output {
        let mut state = problem.initial();
        // (h, step cost to the next state) for each state along the path
        let mut along: Vec<(Cost, Cost)> = Vec::new();
        let mut successors = Vec::new();
        for id in self.path {
            successors.clear();
            problem.successors(&state, &mut successors);
            if let Some(next) = successors
                .drain(..)
                .find(|s| &problem.game_id(&s.state) == id)
            {
                along.push((problem.heuristic(&state), next.cost));
                state = next.state;
            }
        }
        if along.is_empty() || !problem.is_goal(&state) {
            return None;
        }
        let mut remaining: Cost = 0;
        let mut sum = 0.0;
        let mut counted = 0usize;
        for &(h, step) in along.iter().rev() {
            remaining += step;
            if remaining > 0 {
                sum += h as f64 / remaining as f64;
                counted += 1;
            }
        }
        (counted > 0).then(|| sum / counted as f64)
    }
}

/// A small deterministic generator (splitmix64), so that experiments repeat from a seed.
pub(crate) struct SplitMix(pub u64);

impl SplitMix {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// `count` instances (game IDs) at each exact distance of `depths`, drawn uniformly (with
/// replacement) from the states at that distance: found by BFS back from the goal states when
/// the problem can search backwards with unit costs, else from the game's whole reachable
/// space with exact costs (one-way puzzles: every instance is a position reached from the
/// game, and its distance is the exact cost still to pay from there). A depth with no state
/// is answered with no instances. Only the states drawn are named.
pub(crate) struct InstancesTask<'a> {
    pub depths: &'a [u32],
    pub count: usize,
    pub seed: u64,
    pub limits: &'a Limits,
    pub max_states: usize,
}

/// Instances by depth, how they were found, and whether every step costs 1 (a depth is then
/// a number of moves; otherwise it is a cost, and a solution's length may differ from it).
pub(crate) struct Instances {
    pub by_depth: Vec<(u32, Vec<String>)>,
    pub source: Words,
    pub unit_costs: bool,
}

impl LabTask for InstancesTask<'_> {
    type Output = Result<Instances, PuzzleError>;

    fn run<P: LabProblem>(self, problem: &P) -> Self::Output {
        let deepest = self.depths.iter().copied().max().unwrap_or(0);
        let mut rng = SplitMix(self.seed);
        let unit_costs = problem.unit_costs();
        let backward = if unit_costs {
            layers_from_goals(problem, deepest, self.limits, self.max_states)
        } else {
            None
        };
        let count = self.count;
        let mut pick = |pool: &[&P::State]| -> Vec<String> {
            if pool.is_empty() {
                return Vec::new();
            }
            (0..count)
                .map(|_| problem.game_id(pool[rng.below(pool.len())]))
                .collect()
        };
        if let Some(layers) = backward {
            let layers = layers.map_err(space_error)?;
            let by_depth = self
                .depths
                .iter()
                .map(|&d| {
                    let pool: Vec<&P::State> = layers
                        .get(d as usize)
                        .map(|l| l.iter().collect())
                        .unwrap_or_default();
                    (d, pick(&pool))
                })
                .collect();
            return Ok(Instances {
                by_depth,
                source: Words::new("experiment-from-goal-layers"),
                unit_costs,
            });
        }
        let space = explore(problem, self.limits, self.max_states).map_err(space_error)?;
        let by_depth = self
            .depths
            .iter()
            .map(|&d| {
                let pool: Vec<&P::State> = (0..space.len())
                    .filter(|&i| space.distance[i] == Some(Cost::from(d)))
                    .map(|i| &space.states[i])
                    .collect();
                (d, pick(&pool))
            })
            .collect();
        Ok(Instances {
            by_depth,
            source: Words::new("experiment-from-reachable-space"),
            unit_costs,
        })
    }
}

/// One run of a generic algorithm: its claim, cost and statistics.
pub(crate) struct RunTask<'a> {
    pub algorithm: Algorithm,
    pub limits: &'a Limits,
}

/// What a run of [`RunTask`] found.
pub(crate) struct RunOutcome {
    pub claim: Claim,
    pub cost: Option<Cost>,
    /// The moves of the solution found.
    pub length: Option<usize>,
    pub stats: Stats,
}

impl LabTask for RunTask<'_> {
    type Output = Result<RunOutcome, PuzzleError>;

    fn run<P: LabProblem>(self, problem: &P) -> Self::Output {
        let report =
            run(problem, self.algorithm, self.limits).map_err(unsupported(self.algorithm))?;
        Ok(RunOutcome {
            claim: report.claim,
            cost: report.cost(),
            length: report.solution.as_ref().map(|s| s.actions.len()),
            stats: report.stats,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generator_repeats_from_its_seed() {
        let a: Vec<u64> = {
            let mut r = SplitMix(7);
            (0..5).map(|_| r.next()).collect()
        };
        let mut r = SplitMix(7);
        assert!(a.iter().all(|&x| x == r.next()));
        let mut other = SplitMix(8);
        assert_ne!(a[0], other.next());
        assert!((0..1000).all(|_| r.below(3) < 3));
    }
}
