//! [`NPuzzleProblem`]: the sliding-tile puzzle as a [`search::Problem`], so that every generic
//! algorithm (BFS, bidirectional BFS, DFS, iterative deepening, uniform cost, A*, weighted A*,
//! IDA*, greedy, beam) runs on it with any of the heuristics, for comparison and teaching.
//!
//! States are [`Board`]s, actions [`Move`]s (the tile that slides), every move costs 1. The
//! goal is one state (the evaluator's [`Goal`](crate::Goal)), and every move is undone by the
//! same move, so predecessors are the successors: bidirectional search works. On an unsolvable start the uninformed searches
//! exhaust the start's half of the space (181,440 states on 3x3; far too many on 4x4: give
//! them limits), whereas [`crate::solve`] answers by parity at once.

use search::{Cost, Problem, Successor};

use crate::board::Board;
use crate::heuristic::{Evaluator, Heuristic, HeuristicError};
use crate::moves::Move;
use crate::pdb::PdbCache;

/// Solving one position with one heuristic.
#[derive(Debug, Clone, Copy)]
pub struct NPuzzleProblem {
    start: Board,
    evaluator: Evaluator,
}

impl NPuzzleProblem {
    /// The problem of solving `start`, guided by `heuristic` (whose tables, if any, come
    /// from `cache`).
    ///
    /// ```
    /// use npuzzle::{Board, Heuristic, NPuzzleProblem, PdbCache};
    /// use search::{run, Algorithm, Claim, Limits};
    ///
    /// let board: Board = "8 6 7/2 5 4/3 0 1".parse().expect("valid");
    /// let problem = NPuzzleProblem::new(board, Heuristic::LinearConflict, &PdbCache::default())
    ///     .expect("linear conflict needs no tables");
    /// let report = run(&problem, Algorithm::AStar, &Limits::none()).expect("A* runs");
    /// assert_eq!((report.cost(), report.claim), (Some(31), Claim::Optimal));
    /// ```
    pub fn new(
        start: Board,
        heuristic: Heuristic,
        cache: &PdbCache,
    ) -> Result<Self, HeuristicError> {
        Ok(NPuzzleProblem {
            start,
            evaluator: Evaluator::new(heuristic, start.size(), cache)?,
        })
    }

    /// The problem of taking `start` to the goal of a prepared evaluator of the same size.
    ///
    /// # Panics
    /// If the evaluator is for another board size.
    pub fn with_evaluator(start: Board, evaluator: Evaluator) -> Self {
        assert_eq!(start.size(), evaluator.size(), "evaluator of another size");
        NPuzzleProblem { start, evaluator }
    }

    /// The heuristic in use.
    pub fn heuristic_name(&self) -> Heuristic {
        self.evaluator.heuristic()
    }
}

fn push_neighbours(state: &Board, out: &mut Vec<Successor<Board, Move>>) {
    for mv in state.legal_moves() {
        let mut next = *state;
        if next.apply(mv).is_ok() {
            out.push(Successor {
                action: mv,
                state: next,
                cost: 1,
            });
        }
    }
}

impl Problem for NPuzzleProblem {
    type State = Board;
    type Action = Move;

    fn initial(&self) -> Board {
        self.start
    }

    fn is_goal(&self, state: &Board) -> bool {
        self.evaluator.goal().is_reached(state)
    }

    fn successors(&self, state: &Board, out: &mut Vec<Successor<Board, Move>>) {
        push_neighbours(state, out);
    }

    fn heuristic(&self, state: &Board) -> Cost {
        Cost::from(self.evaluator.estimate(state))
    }

    fn heuristic_is_admissible(&self) -> bool {
        self.evaluator.heuristic().admissible()
    }

    fn unit_costs(&self) -> bool {
        true
    }

    fn goal_states(&self) -> Option<Vec<Board>> {
        Some(vec![*self.evaluator.goal().board()])
    }

    /// Sliding the same tile back undoes a move, so `p` precedes `s` by moving tile `t`
    /// exactly when `s` leads to `p` by moving `t`.
    fn predecessors(&self, state: &Board, out: &mut Vec<Successor<Board, Move>>) -> bool {
        push_neighbours(state, out);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_cache;
    use search::{run, Algorithm, Claim, Limits};

    #[test]
    fn every_algorithm_runs() {
        let board: Board = "4 1 3/7 2 6/0 5 8".parse().unwrap();
        let problem = NPuzzleProblem::new(board, Heuristic::Pdb, &test_cache()).unwrap();
        for algorithm in Algorithm::all_defaults() {
            let report = run(
                &problem,
                algorithm,
                &Limits::none().with_max_expanded(200_000),
            )
            .unwrap();
            if report.claim == Claim::Optimal {
                assert_eq!(report.cost(), Some(6), "{algorithm}");
            }
            if let Some(solution) = &report.solution {
                assert_eq!(
                    search::verify_solution(&problem, solution),
                    Ok(()),
                    "{algorithm}"
                );
            }
        }
    }

    #[test]
    fn bidirectional_and_inadmissible() {
        let board: Board = "8 6 7/2 5 4/3 0 1".parse().unwrap();
        let problem = NPuzzleProblem::new(board, Heuristic::Inadmissible, &test_cache()).unwrap();
        assert!(!problem.heuristic_is_admissible());
        let report = run(&problem, Algorithm::BidirectionalBfs, &Limits::none()).unwrap();
        assert_eq!((report.cost(), report.claim), (Some(31), Claim::Optimal));
        let astar = run(&problem, Algorithm::AStar, &Limits::none()).unwrap();
        assert_ne!(astar.claim, Claim::Optimal);
        assert_eq!(problem.heuristic_name(), Heuristic::Inadmissible);
    }
}
