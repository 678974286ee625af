//! The answer of `POST /api/{id}/trace`: a traced run with its states named by game IDs,
//! made from a `search::Trace` within a bound on its bytes. What each field means, per
//! algorithm, is documented in `search::trace`; the field names are the API's contract (the
//! OpenAPI document's `Trace` schema, `crates/web/src/api/openapi.rs`).

use schemars::JsonSchema;
use search::trace::{Child, FrontierEntry, Phase, StepId, TraceStop};
use search::{Claim, Cost, Report, Stats, Trace};
use serde::Serialize;

/// About the bytes a step's own figures take in JSON (ids, g, h, f, depth, sizes, field
/// names), its state's game ID aside.
pub(crate) const STEP_BYTES: usize = 320;

/// About the bytes one listed state takes in JSON beside its game ID (its g, h, f, status and
/// field names).
pub(crate) const ENTRY_BYTES: usize = 64;

/// A traced run.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct TraceAnswer {
    /// The game traced, canonical.
    pub game: String,
    /// The heuristic used, when the algorithm reads one.
    pub heuristic: Option<String>,
    /// The algorithm's name.
    pub algorithm: String,
    /// What the whole run claims (it goes on after a recording is cut).
    pub claim: Claim,
    /// The claim in English.
    pub claim_text: String,
    /// The cost of the solution the whole run found.
    pub cost: Option<Cost>,
    /// The whole run's statistics.
    pub stats: Stats,
    /// How many steps were recorded.
    pub recorded: usize,
    /// The most steps this trace could record.
    pub max_steps: usize,
    /// Whether the run went on after recording stopped.
    pub truncated: bool,
    /// Why the trace ends without a goal test (`node_limit`, `time_limit`, `memory_limit`,
    /// `cancelled`, `max_steps`, `answer_size`), or `None`.
    pub stopped: Option<TraceStop>,
    /// Whether the last step is the goal test that ended the search.
    pub found: bool,
    /// The states from the start to the goal along the steps' parents, when found.
    pub path: Option<Vec<String>>,
    /// The steps, in order.
    pub steps: Vec<StepAnswer>,
}

/// One step (see `search::trace::TraceStep`).
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct StepAnswer {
    /// 1, 2, 3...
    pub id: StepId,
    /// The step whose expansion generated this state; `None` for the start.
    pub parent: Option<StepId>,
    /// `expand`, `new-iteration` or `goal-test`.
    pub phase: Phase,
    /// IDA*'s and iterative deepening's iteration.
    pub iteration: Option<u32>,
    /// The state taken up.
    pub state: String,
    /// Its path cost.
    pub g: Cost,
    /// Its heuristic value.
    pub h: Cost,
    /// The value the algorithm orders by.
    pub f: f64,
    /// Steps from its root.
    pub depth: u32,
    /// Whether bidirectional BFS's backward side took it up.
    pub backward: bool,
    /// IDA*'s f bound, iterative deepening's depth limit.
    pub bound: Option<Cost>,
    /// What waited when the state had just been taken, and the best of it.
    pub frontier: FrontierAnswer,
    /// What its expansion generated, each with its status.
    pub children: Vec<Child<String>>,
    /// OPEN after the step, in pop order, when it holds at most 64 entries.
    pub open: Option<Vec<FrontierEntry<String>>>,
    /// How many entries OPEN holds after the step.
    pub open_size: u64,
    /// CLOSED after the step.
    pub closed: ClosedAnswer,
    /// Bidirectional BFS's meeting: the other side's step that generated the state met.
    pub meeting_parent: Option<StepId>,
}

/// The frontier as a step shows it.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct FrontierAnswer {
    /// How many wait.
    pub size: u64,
    /// The best few, the next first.
    pub best: Vec<FrontierEntry<String>>,
}

/// CLOSED as a step shows it.
#[derive(Debug, Clone, PartialEq, Serialize, JsonSchema)]
pub struct ClosedAnswer {
    /// How many states it holds.
    pub size: u64,
    /// They, in the order they were closed, when at most 64.
    pub states: Option<Vec<String>>,
}

/// Counts the bytes of an answer as it is made.
struct Bytes {
    used: usize,
    max: usize,
}

impl Bytes {
    /// Takes `n` bytes; false when they do not fit.
    fn take(&mut self, n: usize) -> bool {
        self.used = self.used.saturating_add(n);
        self.used <= self.max
    }
}

impl TraceAnswer {
    /// The answer for `report` and `trace`, states named by `name`, holding at most about
    /// `max_bytes` bytes: steps that would go beyond are left out, and the trace then says it
    /// was cut by the answer's size (no goal test, not found). `game` and `heuristic` are left
    /// for the caller.
    pub(crate) fn new<S, A>(
        report: &Report<S, A>,
        trace: Trace<S>,
        name: impl Fn(&S) -> String,
        max_bytes: usize,
    ) -> Self {
        let mut bytes = Bytes {
            used: 0,
            max: max_bytes,
        };
        let max_steps = trace.max_steps();
        let path = trace.path.as_ref().map(|p| {
            let ids: Vec<String> = p.iter().map(&name).collect();
            bytes.take(ids.iter().map(|s| s.len() + 3).sum());
            ids
        });
        let entry = |e: &FrontierEntry<S>, bytes: &mut Bytes| {
            let state = name(&e.state);
            bytes.take(state.len() + ENTRY_BYTES);
            FrontierEntry {
                state,
                g: e.g,
                h: e.h,
                f: e.f,
                parent: e.parent,
            }
        };
        let mut steps = Vec::with_capacity(trace.steps.len());
        let mut cut = false;
        for s in &trace.steps {
            let state = name(&s.state);
            bytes.take(state.len() + STEP_BYTES);
            let step = StepAnswer {
                id: s.id,
                parent: s.parent,
                phase: s.phase,
                iteration: s.iteration,
                state,
                g: s.g,
                h: s.h,
                f: s.f,
                depth: s.depth,
                backward: s.backward,
                bound: s.bound,
                frontier: FrontierAnswer {
                    size: s.frontier_size,
                    best: s.frontier.iter().map(|e| entry(e, &mut bytes)).collect(),
                },
                children: s
                    .children
                    .iter()
                    .map(|c| {
                        let state = name(&c.state);
                        bytes.take(state.len() + ENTRY_BYTES);
                        Child {
                            state,
                            g: c.g,
                            h: c.h,
                            f: c.f,
                            status: c.status,
                        }
                    })
                    .collect(),
                open: s
                    .open
                    .as_ref()
                    .map(|open| open.iter().map(|e| entry(e, &mut bytes)).collect()),
                open_size: s.open_size,
                closed: ClosedAnswer {
                    size: s.closed.size,
                    states: s.closed.states.as_ref().map(|states| {
                        states
                            .iter()
                            .map(|state| {
                                let state = name(state);
                                bytes.take(state.len() + ENTRY_BYTES);
                                state
                            })
                            .collect()
                    }),
                },
                meeting_parent: s.meeting_parent,
            };
            if bytes.used > bytes.max {
                cut = true;
                break;
            }
            steps.push(step);
        }
        let (truncated, stopped, found, path) = if cut {
            (true, Some(TraceStop::AnswerSize), false, None)
        } else {
            (trace.truncated, trace.stopped, trace.found, path)
        };
        TraceAnswer {
            game: String::new(),
            heuristic: None,
            algorithm: report.algorithm.clone(),
            claim: report.claim,
            claim_text: report.claim.to_string(),
            cost: report.cost(),
            stats: report.stats,
            recorded: steps.len(),
            max_steps,
            truncated,
            stopped,
            found,
            path,
            steps,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use search::examples::EightPuzzle;
    use search::{run_traced, Algorithm, Limits};

    #[test]
    fn an_answer_over_its_bytes_is_cut_and_says_so() {
        let puzzle = EightPuzzle::parse("1 2 3/4 0 6/7 5 8").expect("valid");
        let (report, trace) =
            run_traced(&puzzle, Algorithm::AStar, &Limits::none(), 100, 8).expect("runs");
        let whole = TraceAnswer::new(&report, trace.clone(), |s| s.to_string(), usize::MAX);
        assert!(whole.found && whole.stopped.is_none());
        assert_eq!(whole.recorded, 3);
        assert_eq!(
            whole.path,
            Some(vec![
                "123406758".into(),
                "123456708".into(),
                "123456780".into()
            ])
        );
        let json = serde_json::to_string(&whole).expect("serialises");
        // the count is an upper bound of the JSON the answer makes: a bound a little below
        // the JSON's length cuts it
        let cut = TraceAnswer::new(&report, trace.clone(), |s| s.to_string(), json.len() - 1);
        assert!(!cut.found, "{} bytes", json.len());
        let cut = TraceAnswer::new(&report, trace, |s| s.to_string(), 1000);
        assert!(cut.recorded < 3 && cut.truncated && !cut.found && cut.path.is_none());
        assert_eq!(cut.stopped, Some(TraceStop::AnswerSize));
        // the whole run's answer stays
        assert_eq!(cut.cost, Some(2));
    }
}
