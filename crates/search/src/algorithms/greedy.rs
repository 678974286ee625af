//! Greedy best-first search: always expands the node that looks closest to a goal (least h),
//! ignoring the cost so far. Fast when the heuristic is good, but its paths carry no guarantee.
//! It keeps a closed set and never reopens nodes; it is complete on finite spaces.

use super::best_first::{self, Order};
use super::Outcome;
use crate::trace::Tracer;
use crate::{Budget, Claim, Problem, Stats};

pub(crate) fn search<P: Problem, T: Tracer<P::State>>(
    problem: &P,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    tracer: &mut T,
) -> Outcome<P::State, P::Action> {
    best_first::search(
        problem,
        Order::Greedy,
        Claim::Heuristic,
        budget,
        stats,
        tracer,
    )
}
