//! Traces as a textbook reads them, for every algorithm: steps numbered 1, 2, 3..., each
//! parent an earlier step whose expansion generated the state, the path along the parents to
//! the goal-test step that ends the search, OPEN and CLOSED listed exactly when small and
//! consistent with what the steps did, and a stop reason whenever a trace is cut. Checked on
//! the 8-puzzle (the textbook exercise with its own goal among them) and on random graphs
//! whose admissible heuristics are inconsistent (so A* reopens nodes).

mod common;

use std::fmt::Debug;

use common::{random_graph, rng, FarGrid};
use search::examples::{EightPuzzle, EightPuzzleProblem, TileHeuristic};
use search::trace::{ChildStatus, Phase, TraceStop, MAX_LISTED};
use search::{run_recorded, run_traced, Algorithm, Limits, Problem, Trace, MAX_TRACE_STEPS};

/// Every algorithm, with parameters small enough for the random graphs.
fn algorithms() -> Vec<Algorithm> {
    vec![
        Algorithm::Bfs,
        Algorithm::BidirectionalBfs,
        Algorithm::Dfs { depth: 12 },
        Algorithm::IterativeDeepening { max_depth: 12 },
        Algorithm::UniformCost,
        Algorithm::AStar,
        Algorithm::WeightedAStar { weight: 2.0 },
        Algorithm::IdaStar,
        Algorithm::Greedy,
        Algorithm::Beam { width: 3 },
    ]
}

/// Algorithms that test a state when they generate it: their goal-test step follows the
/// step that generated the goal, jumping OPEN's queue.
fn tests_when_generated(algorithm: Algorithm) -> bool {
    matches!(
        algorithm,
        Algorithm::Bfs | Algorithm::BidirectionalBfs | Algorithm::Beam { .. }
    )
}

/// The tree searches, whose CLOSED is the current path.
fn tree_search(algorithm: Algorithm) -> bool {
    matches!(
        algorithm,
        Algorithm::Dfs { .. } | Algorithm::IterativeDeepening { .. } | Algorithm::IdaStar
    )
}

/// Runs `algorithm` traced and checks every invariant of the module documentation; returns
/// the trace.
fn traced<P>(
    problem: &P,
    algorithm: Algorithm,
    limits: &Limits,
    max_steps: usize,
) -> Trace<P::State>
where
    P: Problem,
    P::State: Debug,
{
    let (report, trace) = run_traced(problem, algorithm, limits, max_steps, 8)
        .unwrap_or_else(|e| panic!("{algorithm}: {e}"));
    check(problem, algorithm, &report, &trace);
    trace
}

fn check<P>(
    problem: &P,
    algorithm: Algorithm,
    report: &search::Report<P::State, P::Action>,
    trace: &Trace<P::State>,
) where
    P: Problem,
    P::State: Debug,
{
    let steps = &trace.steps;
    let last = steps.len().saturating_sub(1);
    let mut expansions = 0u64;
    for (i, step) in steps.iter().enumerate() {
        let at = format!("{algorithm}, step {}: {:?}", step.id, step.state);
        assert_eq!(step.id as usize, i + 1, "{at}: ids run 1, 2, 3...");
        // the parent generated this state, along the path it has now
        match step.parent {
            Some(parent) => {
                assert!(parent < step.id, "{at}: parent {parent} is not earlier");
                let p = &steps[parent as usize - 1];
                assert_eq!(
                    p.backward, step.backward,
                    "{at}: a parent on the other side"
                );
                assert_ne!(p.phase, Phase::GoalTest, "{at}");
                assert!(
                    p.children.iter().any(|c| c.state == step.state
                        && c.g == step.g
                        && matches!(c.status, ChildStatus::New | ChildStatus::Reopened)),
                    "{at}: not among step {parent}'s new or reopened children {:?}",
                    p.children
                );
                assert_eq!(step.depth, p.depth + 1, "{at}");
            }
            None => {
                assert_eq!((step.depth, step.g), (0, 0), "{at}: a root");
                if step.backward {
                    assert!(
                        problem.is_goal(&step.state),
                        "{at}: backward roots are goals"
                    );
                } else {
                    assert_eq!(step.state, problem.initial(), "{at}: roots are the start");
                }
            }
        }
        // every entry of OPEN and of the frontier names the step that generated it
        let entries = step.frontier.iter().chain(step.open.iter().flatten());
        for entry in entries {
            let of = format!("{at}: entry {:?}", entry.state);
            match entry.parent {
                Some(parent) => {
                    assert!(parent <= step.id, "{of}: parent {parent} is later");
                    let p = &steps[parent as usize - 1];
                    // a beam's candidate may be pruned later, when its layer is narrowed
                    let beam = matches!(algorithm, Algorithm::Beam { .. });
                    assert!(
                        p.children.iter().any(|c| c.state == entry.state
                            && c.g == entry.g
                            && (matches!(c.status, ChildStatus::New | ChildStatus::Reopened)
                                || beam && c.status == ChildStatus::Pruned)),
                        "{of}: not among step {parent}'s new or reopened children"
                    );
                }
                None => {
                    assert_eq!(entry.g, 0, "{of}: a root");
                    assert!(
                        entry.state == problem.initial() || problem.is_goal(&entry.state),
                        "{of}: roots are the start or goals"
                    );
                }
            }
        }
        match step.phase {
            Phase::GoalTest => {
                assert_eq!(i, last, "{at}: only the last step is a goal test");
                assert!(step.children.is_empty(), "{at}");
                if step.meeting_parent.is_none() && !step.backward {
                    assert!(problem.is_goal(&step.state), "{at}: not a goal");
                }
            }
            Phase::Expand | Phase::NewIteration => {
                expansions += 1;
                if !step.backward {
                    assert!(!problem.is_goal(&step.state), "{at}: a goal expanded");
                }
            }
        }
        if step.meeting_parent.is_some() {
            assert_eq!(algorithm, Algorithm::BidirectionalBfs, "{at}");
            assert_eq!(step.phase, Phase::GoalTest, "{at}");
        }
        // iterations: IDA* and iterative deepening, each step with its bound
        let iterative = matches!(
            algorithm,
            Algorithm::IdaStar | Algorithm::IterativeDeepening { .. }
        );
        assert_eq!(step.iteration.is_some(), iterative, "{at}");
        assert_eq!(step.bound.is_some(), iterative, "{at}");
        if step.phase == Phase::NewIteration {
            assert!(iterative && step.parent.is_none(), "{at}");
        }
        if let (Some(prev), Some(iteration)) = (i.checked_sub(1).map(|p| &steps[p]), step.iteration)
        {
            let before = prev.iteration.unwrap_or(0);
            if step.phase == Phase::NewIteration {
                assert!(
                    iteration > before,
                    "{at}: iteration {iteration} after {before}"
                );
                assert!(step.bound > prev.bound, "{at}: the bound grows");
            } else {
                assert_eq!((iteration, step.bound), (before, prev.bound), "{at}");
            }
        }
        if let Some(bound) = step.bound {
            if algorithm == Algorithm::IdaStar {
                assert!(step.g + step.h <= bound, "{at}: f over the bound {bound}");
                for c in &step.children {
                    let over = c.g + c.h > bound;
                    if c.status == ChildStatus::Pruned {
                        assert!(over, "{at}: {c:?} pruned within the bound");
                    } else if over {
                        assert_eq!(c.status, ChildStatus::Duplicate, "{at}: {c:?}");
                    }
                }
            } else {
                assert!(u64::from(step.depth) <= bound, "{at}");
            }
        }
        // OPEN and CLOSED: listed exactly when small, with their sizes
        match &step.open {
            Some(open) => {
                assert!(step.open_size as usize <= MAX_LISTED, "{at}");
                assert_eq!(open.len() as u64, step.open_size, "{at}");
            }
            None => assert!(step.open_size as usize > MAX_LISTED, "{at}"),
        }
        match &step.closed.states {
            Some(closed) => {
                assert!(step.closed.size as usize <= MAX_LISTED, "{at}");
                assert_eq!(closed.len() as u64, step.closed.size, "{at}");
                assert!(
                    !closed.contains(&step.state) || step.phase != Phase::GoalTest,
                    "{at}: the goal closed"
                );
            }
            None => assert!(step.closed.size as usize > MAX_LISTED, "{at}"),
        }
        assert!(step.frontier.len() as u64 <= step.frontier_size, "{at}");
        if let Some(open) = &step.open {
            for c in &step.children {
                if matches!(c.status, ChildStatus::New | ChildStatus::Reopened) {
                    assert!(
                        open.iter().any(|e| e.state == c.state),
                        "{at}: child {c:?} not in OPEN"
                    );
                }
            }
        }
        if tree_search(algorithm) {
            // CLOSED is the path: the chain of parents (the goal itself not closed)
            let mut chain = Vec::new();
            let mut at_step = if step.phase == Phase::GoalTest {
                step.parent
            } else {
                Some(step.id)
            };
            while let Some(id) = at_step {
                chain.push(steps[id as usize - 1].state.clone());
                at_step = steps[id as usize - 1].parent;
            }
            chain.reverse();
            assert_eq!(step.closed.size, chain.len() as u64, "{at}");
            if let Some(closed) = &step.closed.states {
                assert_eq!(closed, &chain, "{at}");
                for c in &step.children {
                    assert_eq!(
                        c.status == ChildStatus::Duplicate,
                        closed.contains(&c.state),
                        "{at}: {c:?}"
                    );
                }
            }
        } else {
            if let (Some(open), Some(closed)) = (&step.open, &step.closed.states) {
                for c in &step.children {
                    if c.status == ChildStatus::Duplicate {
                        assert!(
                            open.iter().any(|e| e.state == c.state) || closed.contains(&c.state),
                            "{at}: duplicate {c:?} in neither OPEN nor CLOSED"
                        );
                    }
                }
            }
            if let Some(closed) = &step.closed.states {
                for s in closed {
                    assert!(
                        steps[..=i].iter().any(|t| t.phase != Phase::GoalTest
                            && &t.state == s
                            && t.backward == step.backward),
                        "{at}: {s:?} closed but never expanded"
                    );
                }
            }
        }
        // the next step takes up OPEN's first entry
        if let (Some(next), Some(open)) = (steps.get(i + 1), &step.open) {
            let jumps = next.phase == Phase::GoalTest && tests_when_generated(algorithm);
            if !open.is_empty()
                && !jumps
                && next.phase != Phase::NewIteration
                && algorithm != Algorithm::BidirectionalBfs
            {
                if matches!(algorithm, Algorithm::Beam { .. }) {
                    // candidates equal in f and g may be taken in another order
                    assert_eq!(
                        (next.f, next.g),
                        (open[0].f, open[0].g),
                        "{at}: the next step is not OPEN's first"
                    );
                } else {
                    assert_eq!(
                        next.state, open[0].state,
                        "{at}: the next step is not OPEN's first"
                    );
                }
            }
        }
        for c in &step.children {
            match c.status {
                ChildStatus::Pruned => assert!(
                    tree_search(algorithm) || matches!(algorithm, Algorithm::Beam { .. }),
                    "{at}: {c:?}"
                ),
                ChildStatus::Reopened => assert!(
                    !tree_search(algorithm)
                        && !matches!(
                            algorithm,
                            Algorithm::Greedy | Algorithm::Bfs | Algorithm::BidirectionalBfs
                        ),
                    "{at}: {c:?}"
                ),
                _ => {}
            }
        }
    }

    // how the trace ends
    let ended_at_goal = steps.last().is_some_and(|s| s.phase == Phase::GoalTest);
    match trace.stopped {
        None => {
            assert!(!trace.truncated, "{algorithm}");
            assert_eq!(trace.found, report.solution.is_some(), "{algorithm}: found");
            assert_eq!(trace.found, ended_at_goal, "{algorithm}");
            assert_eq!(
                expansions, report.stats.expanded,
                "{algorithm}: one step per expansion"
            );
        }
        Some(TraceStop::MaxSteps | TraceStop::AnswerSize) => {
            assert!(trace.truncated && !trace.found, "{algorithm}");
            assert!(expansions <= report.stats.expanded, "{algorithm}");
        }
        Some(reason) => {
            assert!(
                !trace.found && report.solution.is_none(),
                "{algorithm}: stopped {reason:?}"
            );
            assert_eq!(expansions, report.stats.expanded, "{algorithm}");
        }
    }
    match &trace.path {
        None => assert!(!trace.found, "{algorithm}"),
        Some(path) => {
            assert!(trace.found, "{algorithm}");
            assert_eq!(
                path[0],
                problem.initial(),
                "{algorithm}: the path starts at the start"
            );
            assert!(
                problem.is_goal(&path[path.len() - 1]),
                "{algorithm}: it ends at a goal"
            );
            let mut next = Vec::new();
            for pair in path.windows(2) {
                next.clear();
                problem.successors(&pair[0], &mut next);
                assert!(
                    next.iter().any(|s| s.state == pair[1]),
                    "{algorithm}: {:?} does not lead to {:?}",
                    pair[0],
                    pair[1]
                );
            }
            let goal = &steps[last];
            assert!(path.contains(&goal.state), "{algorithm}");
            if algorithm != Algorithm::BidirectionalBfs {
                assert_eq!(path.last(), Some(&goal.state), "{algorithm}");
                assert_eq!(path.len() as u32, goal.depth + 1, "{algorithm}");
            }
        }
    }
}

fn eight(text: &str) -> EightPuzzle {
    EightPuzzle::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn every_algorithm_traces_the_eight_puzzle() {
    for start in [
        "123456780",
        "123405786",
        "1 2 3/4 0 6/7 5 8",
        "413726580",
        "437816520",
    ] {
        let puzzle = eight(start);
        for algorithm in algorithms() {
            let limits = Limits::none().with_max_expanded(20_000);
            let trace = traced(&puzzle, algorithm, &limits, 5_000);
            let report = search::run(&puzzle, algorithm, &limits).expect("runs");
            if trace.found && !matches!(algorithm, Algorithm::WeightedAStar { .. }) {
                // with the consistent Manhattan distance, the path is the report's
                let solution = report.solution.expect("a solution");
                assert_eq!(
                    trace.path.as_ref(),
                    Some(&solution.states),
                    "{algorithm} on {start}"
                );
            }
        }
    }
}

#[test]
fn the_two_step_example_ends_with_the_goal_test() {
    // A* on 1 2 3/4 0 6/7 5 8 costs 2: two expansions, then the goal test
    let puzzle = eight("1 2 3/4 0 6/7 5 8");
    let trace = traced(&puzzle, Algorithm::AStar, &Limits::none(), 100);
    assert!(trace.found);
    assert_eq!(trace.steps.len(), 3);
    let goal = &trace.steps[2];
    assert_eq!(
        (goal.phase, goal.state, goal.parent, goal.g),
        (Phase::GoalTest, EightPuzzle::GOAL, Some(2), 2)
    );
    assert_eq!(trace.path.as_ref().map(Vec::len), Some(3));
    assert!(trace.steps[..2]
        .iter()
        .all(|s| s.phase == Phase::Expand && s.state != EightPuzzle::GOAL));
}

#[test]
fn the_textbook_exercise_is_traced_in_full() {
    // 2 8 3/1 6 4/7 0 5 to 1 2 3/8 0 4/7 6 5: five moves
    let start = eight("2 8 3/1 6 4/7 0 5");
    let goal = eight("1 2 3/8 0 4/7 6 5");
    for (heuristic, algorithm) in [
        (TileHeuristic::Misplaced, Algorithm::AStar),
        (TileHeuristic::Manhattan, Algorithm::AStar),
        (TileHeuristic::Misplaced, Algorithm::Bfs),
        (TileHeuristic::Misplaced, Algorithm::IdaStar),
        (TileHeuristic::Misplaced, Algorithm::BidirectionalBfs),
    ] {
        let problem = EightPuzzleProblem::new(start, goal, heuristic);
        let trace = traced(&problem, algorithm, &Limits::none(), 1000);
        let at = format!("{algorithm} with {heuristic:?}");
        assert!(trace.found, "{at}");
        let path = trace.path.as_ref().expect("a path");
        assert_eq!(path.len(), 6, "{at}");
        assert_eq!((path[0], path[5]), (start, goal), "{at}");
        // the only 5-move path, as aima3's astar_search (Python) finds it too
        let expected: Vec<EightPuzzle> = [
            "283164705",
            "283104765",
            "203184765",
            "023184765",
            "123084765",
            "123804765",
        ]
        .into_iter()
        .map(eight)
        .collect();
        assert_eq!(path, &expected, "{at}");
        if algorithm == Algorithm::AStar {
            // five expansions, as aima3's A* makes with either heuristic, then the goal test
            assert_eq!(trace.steps.len(), 6, "{at}");
        }
        // a table a student can copy: consecutive ids, earlier parents, children, OPEN and
        // CLOSED at every step (A* and BFS keep them short enough to list)
        for (i, step) in trace.steps.iter().enumerate() {
            assert_eq!(step.id as usize, i + 1, "{at}: consecutive ids");
            if let Some(parent) = step.parent {
                assert!(
                    parent < step.id,
                    "{at}: step {} has a later parent",
                    step.id
                );
            }
            assert!(
                step.phase == Phase::GoalTest || !step.children.is_empty(),
                "{at}"
            );
            if matches!(algorithm, Algorithm::AStar | Algorithm::Bfs) {
                assert!(
                    step.open.is_some() && step.closed.states.is_some(),
                    "{at}: step {}",
                    step.id
                );
            }
        }
    }
    // A* with misplaced tiles: S0, then the child with h 3 (the blank up), as the books draw
    let problem = EightPuzzleProblem::new(start, goal, TileHeuristic::Misplaced);
    let trace = traced(&problem, Algorithm::AStar, &Limits::none(), 1000);
    let first = &trace.steps[0];
    assert_eq!((first.g, first.h, first.f), (0, 4, 4.0));
    let fs: Vec<f64> = first.children.iter().map(|c| c.f).collect();
    let mut sorted = fs.clone();
    sorted.sort_by(f64::total_cmp);
    assert_eq!(sorted, vec![4.0, 6.0, 6.0]);
    assert_eq!(trace.steps[1].state, eight("2 8 3/1 0 4/7 6 5"));
    assert_eq!(
        trace.steps[1].closed.states.as_deref(),
        Some(&[start, eight("2 8 3/1 0 4/7 6 5")][..])
    );
}

#[test]
fn a_solved_start_is_one_goal_test() {
    let problem = EightPuzzle::GOAL;
    for algorithm in algorithms() {
        let trace = traced(&problem, algorithm, &Limits::none(), 10);
        assert!(trace.found, "{algorithm}");
        assert_eq!(trace.steps.len(), 1, "{algorithm}");
        assert_eq!(trace.steps[0].phase, Phase::GoalTest, "{algorithm}");
        assert_eq!(trace.path, Some(vec![EightPuzzle::GOAL]), "{algorithm}");
    }
}

#[test]
fn ida_star_steps_carry_their_iteration_and_bound() {
    let puzzle = eight("413726580");
    let trace = traced(
        &puzzle,
        Algorithm::IdaStar,
        &Limits::none(),
        MAX_TRACE_STEPS,
    );
    let starts: Vec<(u32, u64)> = trace
        .steps
        .iter()
        .filter(|s| s.phase == Phase::NewIteration)
        .map(|s| (s.iteration.unwrap_or(0), s.bound.unwrap_or(0)))
        .collect();
    assert!(starts.len() >= 2, "{starts:?}");
    assert_eq!(starts[0], (1, puzzle.heuristic(&puzzle)));
    assert!(
        starts
            .iter()
            .enumerate()
            .all(|(i, s)| s.0 as usize == i + 1),
        "{starts:?}"
    );
    let goal = trace.steps.last().expect("steps");
    assert_eq!(goal.phase, Phase::GoalTest);
    assert_eq!(goal.iteration, Some(starts.len() as u32));
    // iterative deepening: the iteration is the depth limit
    let trace = traced(
        &puzzle,
        Algorithm::IterativeDeepening { max_depth: 30 },
        &Limits::none(),
        MAX_TRACE_STEPS,
    );
    assert!(trace
        .steps
        .iter()
        .all(|s| s.iteration.map(u64::from) == s.bound));
}

#[test]
fn cut_traces_say_why_and_never_claim_found() {
    let puzzle = eight("867254301");
    for algorithm in algorithms() {
        // the recording's cap: the run goes on and finds its answer, the trace does not
        let cut = traced(
            &puzzle,
            algorithm,
            &Limits::none().with_max_expanded(100_000),
            20,
        );
        assert_eq!(cut.steps.len(), 20, "{algorithm}");
        assert_eq!(cut.stopped, Some(TraceStop::MaxSteps), "{algorithm}");
        assert!(
            cut.truncated && !cut.found && cut.path.is_none(),
            "{algorithm}"
        );
        // the node limit
        let stopped = traced(
            &puzzle,
            algorithm,
            &Limits::none().with_max_expanded(30),
            1000,
        );
        assert_eq!(stopped.stopped, Some(TraceStop::NodeLimit), "{algorithm}");
        assert!(
            !stopped.truncated && !stopped.found && stopped.path.is_none(),
            "{algorithm}"
        );
        assert_ne!(
            stopped.steps.last().map(|s| s.phase),
            Some(Phase::GoalTest),
            "{algorithm}"
        );
        // the states a trace may hold
        let (report, small) = run_recorded(
            &puzzle,
            algorithm,
            &Limits::none().with_max_expanded(1000),
            Trace::new(1000, 8).with_max_states(300),
        )
        .expect("runs");
        check(&puzzle, algorithm, &report, &small);
        assert_eq!(small.stopped, Some(TraceStop::AnswerSize), "{algorithm}");
        assert!(small.truncated && !small.found, "{algorithm}");
    }
    // a search that runs on without a goal in reach
    for algorithm in [Algorithm::AStar, Algorithm::Bfs, Algorithm::IdaStar] {
        let trace = traced(
            &FarGrid,
            algorithm,
            &Limits::none().with_max_expanded(500),
            1000,
        );
        assert_eq!(trace.stopped, Some(TraceStop::NodeLimit), "{algorithm}");
    }
}

#[test]
fn random_graphs_trace_consistently() {
    let mut rng = rng(2024);
    for round in 0..300 {
        let unit = round % 3 == 0;
        let graph = random_graph(&mut rng, 14, 2.2, unit);
        for algorithm in algorithms() {
            traced(
                &graph,
                algorithm,
                &Limits::none().with_max_expanded(20_000),
                5_000,
            );
        }
    }
}

#[test]
fn a_reopened_node_is_shown_and_leaves_closed() {
    // the graph of random_graphs.rs: A* closes N through A, then reaches it cheaper through B
    let g = common::Graph {
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
    let trace = traced(&g, Algorithm::AStar, &Limits::none(), 100);
    let order: Vec<usize> = trace.steps.iter().map(|s| s.state).collect();
    assert_eq!(order, vec![0, 1, 2, 4, 2, 3]);
    let b = &trace.steps[3];
    assert_eq!(b.children[0].status, ChildStatus::Reopened);
    assert_eq!(
        b.closed.states.as_deref(),
        Some(&[0, 1, 4][..]),
        "N left CLOSED"
    );
    assert_eq!(trace.steps[4].parent, Some(4));
    assert_eq!(trace.path, Some(vec![0, 4, 2, 3]));
}

#[test]
fn pruned_children_are_marked() {
    // a beam of width 1 keeps one child of the start: the others are pruned, after the fact
    let puzzle = eight("1 2 3/4 0 6/7 5 8");
    let trace = traced(&puzzle, Algorithm::Beam { width: 1 }, &Limits::none(), 100);
    let statuses: Vec<ChildStatus> = trace.steps[0].children.iter().map(|c| c.status).collect();
    assert_eq!(
        statuses.iter().filter(|&&s| s == ChildStatus::New).count(),
        1,
        "{statuses:?}"
    );
    assert_eq!(
        statuses
            .iter()
            .filter(|&&s| s == ChildStatus::Pruned)
            .count(),
        3,
        "{statuses:?}"
    );
    let kept = trace.steps[0]
        .children
        .iter()
        .find(|c| c.status == ChildStatus::New);
    assert_eq!(kept.map(|c| c.state), Some(trace.steps[1].state));

    // iterative deepening's first pass (limit 1): every child of the start at the limit, none
    // a goal, so all pruned; the second pass keeps them
    let trace = traced(
        &puzzle,
        Algorithm::IterativeDeepening { max_depth: 5 },
        &Limits::none(),
        100,
    );
    let first = &trace.steps[0];
    assert_eq!(
        (first.phase, first.iteration, first.bound),
        (Phase::NewIteration, Some(1), Some(1))
    );
    assert!(first
        .children
        .iter()
        .all(|c| c.status == ChildStatus::Pruned));
    assert_eq!(first.open_size, 0);
    let second = &trace.steps[1];
    assert_eq!(
        (second.phase, second.iteration),
        (Phase::NewIteration, Some(2))
    );
    assert!(second.children.iter().all(|c| c.status == ChildStatus::New));
    assert_eq!(trace.path.as_ref().map(Vec::len), Some(3));

    // IDA*: the children over the bound are pruned, and the next bound is the least of them
    let puzzle = eight("413726580");
    let trace = traced(
        &puzzle,
        Algorithm::IdaStar,
        &Limits::none(),
        MAX_TRACE_STEPS,
    );
    for pass in trace
        .steps
        .windows(2)
        .filter(|w| w[1].phase == Phase::NewIteration)
    {
        let (bound, next) = (pass[0].bound.unwrap_or(0), pass[1].bound.unwrap_or(0));
        let least_pruned = trace
            .steps
            .iter()
            .filter(|s| s.bound == Some(bound))
            .flat_map(|s| &s.children)
            .filter(|c| c.status == ChildStatus::Pruned)
            .map(|c| c.g + c.h)
            .min();
        assert_eq!(least_pruned, Some(next), "bound {bound}");
    }
}
