//! Iterative deepening: depth-limited DFS with limits 0, 1, 2, ... up to `max_depth`.
//!
//! It finds a path with the fewest steps (the least cost under unit costs) using memory linear
//! in the depth. Statistics add up over all passes. When a pass cuts off no node, the whole
//! reachable space has been explored and the answer is a definite "no solution".

use super::bfs::fewest_steps_claim;
use super::dfs::{depth_limited, new_path, DepthLimited};
use super::path::Pass;
use super::Outcome;
use crate::trace::Tracer;
use crate::{Budget, Claim, Cost, Problem, Stats};

pub(crate) fn search<P: Problem, T: Tracer<P::State>>(
    problem: &P,
    max_depth: u32,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
    tracer: &mut T,
) -> Outcome<P::State, P::Action> {
    let mut path = new_path();
    for limit in 0..=max_depth {
        match depth_limited(
            problem,
            limit,
            &mut path,
            budget,
            stats,
            tracer,
            // the iteration is the depth limit (the limit-0 pass only tests the start)
            Some(Pass {
                bound: Cost::from(limit),
                iteration: limit,
            }),
        ) {
            DepthLimited::Found(solution) => {
                let claim = if solution.is_empty() {
                    Claim::Optimal
                } else {
                    fewest_steps_claim(problem)
                };
                return Outcome::found(solution, claim);
            }
            DepthLimited::Exhausted { cut_off: false } => return Outcome::exhausted(),
            DepthLimited::Exhausted { cut_off: true } => {}
            DepthLimited::Stopped(reason) => return Outcome::stopped(reason),
        }
    }
    Outcome::failed(Claim::NoSolutionWithin { depth: max_depth })
}
