//! A* and weighted A*: best-first search on f = g + w * h (w = 1 for plain A*), with exact
//! integer comparison of f, ties broken toward larger g, a closed set, and reopening of closed
//! nodes when a cheaper path is found (so inconsistent heuristics are handled).
//!
//! With an admissible heuristic A* is optimal and weighted A* costs at most w times the
//! optimum; otherwise the answer is only claimed to be heuristic.

use super::best_first::{self, ExactWeight, Order};
use super::Outcome;
use crate::trace::Tracer;
use crate::{Budget, Claim, Problem, Stats};

/// Plain A*.
pub(crate) fn search<P: Problem, T: Tracer<P::State>>(
    problem: &P,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    tracer: &mut T,
) -> Outcome<P::State, P::Action> {
    weighted(problem, 1.0, ExactWeight::ONE, budget, stats, tracer)
}

/// Weighted A* with weight `w`, given both as the caller's `f64` (for the claim) and exactly.
pub(crate) fn weighted<P: Problem, T: Tracer<P::State>>(
    problem: &P,
    w: f64,
    exact: ExactWeight,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    tracer: &mut T,
) -> Outcome<P::State, P::Action> {
    let claim = if !problem.heuristic_is_admissible() {
        Claim::Heuristic
    } else if exact == ExactWeight::ONE {
        Claim::Optimal
    } else {
        Claim::Bounded { factor: w }
    };
    best_first::search(
        problem,
        Order::Weighted(exact),
        claim,
        budget,
        stats,
        tracer,
    )
}
