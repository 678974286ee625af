//! The [`Problem`] trait: what a puzzle tells the generic algorithms about itself.

use std::hash::Hash;

/// Path costs are non-negative integers (moves, turns, taps...).
pub type Cost = u64;

/// One way to leave a state: the action taken, the state reached and the step cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Successor<S, A> {
    /// The action taken.
    pub action: A,
    /// The state it leads to.
    pub state: S,
    /// What the step costs.
    pub cost: Cost,
}

/// A search problem in the spirit of aima-python's `Problem`.
///
/// Only [`initial`](Problem::initial), [`is_goal`](Problem::is_goal) and
/// [`successors`](Problem::successors) are required. The heuristic defaults to 0 (always
/// admissible). Bidirectional search additionally needs [`goal_states`](Problem::goal_states)
/// and [`predecessors`](Problem::predecessors).
pub trait Problem {
    /// A state of the search space.
    type State: Clone + Eq + Hash;
    /// An action leading from one state to another.
    type Action: Clone;

    /// The start state.
    fn initial(&self) -> Self::State;

    /// Whether `state` is a goal.
    fn is_goal(&self, state: &Self::State) -> bool;

    /// Appends every successor of `state` to `out` (which the caller has cleared).
    fn successors(&self, state: &Self::State, out: &mut Vec<Successor<Self::State, Self::Action>>);

    /// A lower bound on the cost from `state` to the nearest goal when
    /// [`heuristic_is_admissible`](Problem::heuristic_is_admissible) is true.
    fn heuristic(&self, _state: &Self::State) -> Cost {
        0
    }

    /// Whether [`heuristic`](Problem::heuristic) never overestimates. Algorithms only claim
    /// optimality (A*, IDA*) or a bound (weighted A*) when it does.
    fn heuristic_is_admissible(&self) -> bool {
        true
    }

    /// Whether every step costs exactly 1, so that breadth-first order is cost order.
    fn unit_costs(&self) -> bool {
        false
    }

    /// Every goal state, when the goal set is small enough to list. Needed by bidirectional
    /// search; `None` means "cannot be listed".
    fn goal_states(&self) -> Option<Vec<Self::State>> {
        None
    }

    /// Appends every predecessor of `state`: each entry's `state` is a predecessor `p`, and
    /// its `action` and `cost` are those of the step `p -> state`. Returns `false` when the
    /// problem cannot search backwards (the default).
    fn predecessors(
        &self,
        _state: &Self::State,
        _out: &mut Vec<Successor<Self::State, Self::Action>>,
    ) -> bool {
        false
    }
}
