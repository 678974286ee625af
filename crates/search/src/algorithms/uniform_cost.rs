//! Uniform-cost search (Dijkstra's algorithm on the implicit graph): expands nodes in order of
//! path cost g, so the first goal taken from the open list is reached at the least cost.

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
        Order::Uniform,
        Claim::Optimal,
        budget,
        stats,
        tracer,
    )
}
