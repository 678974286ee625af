//! Bidirectional breadth-first search: one BFS forward from the initial state, one backward
//! from every goal state (through [`Problem::predecessors`]), until they meet.
//!
//! Each round expands one *whole layer* of the side with the smaller frontier, and every newly
//! discovered state is looked up in the other side's seen set (which holds complete layers
//! `0..=d` of that side). With unit costs the first meeting is a shortest path: if no state was
//! common to forward layers `0..=df` and backward layers `0..=db`, every path has more than
//! `df + db` steps; a meeting found while building forward layer `df + 1` yields a path of at
//! most `df + 1 + db` steps, hence exactly the shortest (symmetrically for the backward side).
//! The frequent bug of testing only against the other side's *expanded* nodes, or of switching
//! sides in the middle of a layer, is what this layer discipline avoids.

use std::hash::Hash;

use super::arena::{Arena, Inserted, Node, NodeId, NO_PARENT};
use super::bfs::{fewest_steps_claim, finish_queue_step, goal_step, queue_child, queue_step};
use super::Outcome;
use crate::trace::{ChildStatus, Recording, StepId, TraceStep, Tracer};
use crate::{Budget, Claim, Problem, Solution, Stats, Unmet};

/// Checks that `problem` can be searched backwards and returns its goal states.
pub(crate) fn goal_states<P: Problem>(problem: &P) -> Result<Vec<P::State>, Unmet> {
    let goals = problem.goal_states().ok_or(Unmet::GoalStates)?;
    let probe = goals.first().cloned().unwrap_or_else(|| problem.initial());
    let mut scratch = Vec::new();
    if !problem.predecessors(&probe, &mut scratch) {
        return Err(Unmet::Predecessors);
    }
    Ok(goals)
}

/// One direction of the search.
struct Side<S, A> {
    arena: Arena<S, A>,
    /// First node of the current frontier layer (the queue is `next..arena.len()`).
    next: NodeId,
    /// While a trace records: the step that expanded each node, in node order (a side
    /// expands its nodes in the order it stores them).
    steps: Vec<StepId>,
}

impl<S: Clone + Eq + Hash, A: Clone> Side<S, A> {
    fn new() -> Self {
        Side {
            arena: Arena::new(),
            next: 0,
            steps: Vec::new(),
        }
    }

    fn frontier(&self) -> usize {
        self.arena.len() - self.next as usize
    }

    /// The step that expanded the parent of node `id` (`None` for a root).
    fn parent_step(&self, id: NodeId) -> Option<StepId> {
        let parent = self.arena.node(id).parent;
        if parent == NO_PARENT {
            None
        } else {
            self.steps.get(parent as usize).copied()
        }
    }
}

pub(crate) fn search<P: Problem, T: Tracer<P::State>>(
    problem: &P,
    goals: Vec<P::State>,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    tracer: &mut T,
) -> Outcome<P::State, P::Action> {
    let mut forward = Side::new();
    let root = forward.arena.insert_at_root(problem.initial());
    let solved_start = |forward: &Side<P::State, P::Action>, tracer: &mut T| {
        if let Some(step) = tracer.begin() {
            tracer.record(goal_step(&forward.arena, step, root, 0, 0, &|_| None));
        }
        Outcome::found(forward.arena.solution(root), Claim::Optimal)
    };
    if problem.is_goal(&forward.arena.node(root).state) {
        return solved_start(&forward, tracer);
    }
    let mut backward = Side::new();
    for goal in goals {
        if let Inserted::New(id) = backward.arena.insert(Node::root(goal)) {
            if forward.arena.find(&backward.arena.node(id).state).is_ok() {
                return solved_start(&forward, tracer);
            }
        }
    }
    let mut scratch = Vec::new();
    loop {
        if forward.frontier() == 0 || backward.frontier() == 0 {
            return Outcome::exhausted();
        }
        let go_forward = forward.frontier() <= backward.frontier();
        let layer_end = if go_forward {
            forward.arena.len()
        } else {
            backward.arena.len()
        } as NodeId;
        loop {
            let (this, other) = if go_forward {
                (&mut forward, &backward)
            } else {
                (&mut backward, &forward)
            };
            if this.next >= layer_end {
                break;
            }
            let frontier = (this.frontier() + other.frontier()) as u64;
            if let Some(reason) = budget.check(stats, frontier) {
                return Outcome::stopped(reason);
            }
            let id = this.next;
            this.next += 1;
            let width = tracer.frontier_width();
            let mut recording = Recording::start(tracer, |step| {
                this.steps.push(step);
                let parent_of = |n| this.parent_step(n);
                TraceStep {
                    backward: !go_forward,
                    ..queue_step(&this.arena, step, id, this.next, width, &parent_of)
                }
            });
            let (g, depth) = {
                let node = this.arena.node(id);
                scratch.clear();
                if go_forward {
                    problem.successors(&node.state, &mut scratch);
                } else {
                    // Support was checked up front; a `false` here would only mean no steps.
                    problem.predecessors(&node.state, &mut scratch);
                }
                (node.g, node.depth)
            };
            stats.expanded += 1;
            stats.generated += scratch.len() as u64;
            for step in scratch.drain(..) {
                match this.arena.insert(Node::child(id, g, depth, step)) {
                    Inserted::Existing(_, node) => {
                        stats.duplicates += 1;
                        if let Some(traced) = recording.get() {
                            traced
                                .children
                                .push(queue_child(&node, ChildStatus::Duplicate));
                        }
                    }
                    Inserted::New(new) => {
                        if let Some(traced) = recording.get() {
                            let node = this.arena.node(new);
                            traced.children.push(queue_child(node, ChildStatus::New));
                        }
                        if let Ok(met) = other.arena.find(&this.arena.node(new).state) {
                            if let Some(mut traced) = recording.finish() {
                                let parent_of = |n| this.parent_step(n);
                                finish_queue_step(&mut traced, &this.arena, this.next, &parent_of);
                                tracer.record(traced);
                            }
                            if let Some(step) = tracer.begin() {
                                let parent_of = |n| this.parent_step(n);
                                let meeting =
                                    goal_step(&this.arena, step, new, this.next, width, &parent_of);
                                tracer.record(TraceStep {
                                    backward: !go_forward,
                                    meeting_parent: other.parent_step(met),
                                    ..meeting
                                });
                            }
                            let (f, b) = if go_forward { (new, met) } else { (met, new) };
                            let path = join(&forward.arena, f, &backward.arena, b);
                            return Outcome::found(path, fewest_steps_claim(problem));
                        }
                    }
                }
            }
            stats.observe_frontier(forward.frontier() + backward.frontier());
            if let Some(mut traced) = recording.finish() {
                let this = if go_forward { &forward } else { &backward };
                finish_queue_step(&mut traced, &this.arena, this.next, &|n| {
                    this.parent_step(n)
                });
                tracer.record(traced);
            }
        }
    }
}

/// The forward path to `f` followed by the backward chain from `b` (the same state) to a goal.
fn join<S: Clone + Eq + Hash, A: Clone>(
    forward: &Arena<S, A>,
    f: NodeId,
    backward: &Arena<S, A>,
    b: NodeId,
) -> Solution<S, A> {
    let mut path = forward.solution(f);
    let mut current = b;
    loop {
        let node = backward.node(current);
        if node.parent == NO_PARENT {
            break;
        }
        // A backward node's action and cost are those of the step from its state to its
        // parent's state, which is one step closer to the goal.
        if let Some(action) = &node.action {
            path.actions.push(action.clone());
        }
        path.cost = path.cost.saturating_add(node.step_cost);
        current = node.parent;
        path.states.push(backward.node(current).state.clone());
    }
    path
}
