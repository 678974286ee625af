//! The 8-puzzle toward any goal arrangement, with the heuristic the textbook picks: the
//! number of misplaced tiles or the Manhattan distance. The classic exercise goes from
//! `2 8 3/1 6 4/7 0 5` to `1 2 3/8 0 4/7 6 5` in 5 moves.

use super::eight_puzzle::{EightPuzzle, Move};
use crate::{Cost, Problem, Successor};

/// The heuristic of an [`EightPuzzleProblem`]; both are admissible and consistent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TileHeuristic {
    /// Tiles (the blank not counted) that are not on their goal cell.
    Misplaced,
    /// Sum over tiles of their row and column distance to their goal cell.
    Manhattan,
}

/// Solving an 8-puzzle position toward a chosen goal arrangement.
///
/// ```
/// use search::examples::{EightPuzzle, EightPuzzleProblem, TileHeuristic};
/// use search::{run, Algorithm, Limits};
///
/// let start = EightPuzzle::parse("2 8 3/1 6 4/7 0 5").expect("valid");
/// let goal = EightPuzzle::parse("1 2 3/8 0 4/7 6 5").expect("valid");
/// let problem = EightPuzzleProblem::new(start, goal, TileHeuristic::Misplaced);
/// assert!(problem.is_solvable());
/// let report = run(&problem, Algorithm::AStar, &Limits::none()).expect("A* runs");
/// assert_eq!(report.cost(), Some(5));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EightPuzzleProblem {
    start: EightPuzzle,
    goal: EightPuzzle,
    heuristic: TileHeuristic,
    /// `cell_of[t]`: the goal cell of tile `t`.
    cell_of: [u8; 9],
}

impl EightPuzzleProblem {
    /// From `start` to `goal`, guided by `heuristic`.
    pub fn new(start: EightPuzzle, goal: EightPuzzle, heuristic: TileHeuristic) -> Self {
        let mut cell_of = [0u8; 9];
        for (cell, &tile) in goal.cells().iter().enumerate() {
            cell_of[tile as usize] = cell as u8;
        }
        EightPuzzleProblem {
            start,
            goal,
            heuristic,
            cell_of,
        }
    }

    /// Whether the goal can be reached: the two arrangements' inversions have the same
    /// parity (every move keeps it).
    pub fn is_solvable(&self) -> bool {
        self.start.inversions() % 2 == self.goal.inversions() % 2
    }

    /// Tiles of `state` not on their goal cell.
    pub fn misplaced(&self, state: &EightPuzzle) -> u32 {
        let cells = state.cells();
        (0..9)
            .filter(|&i| cells[i] != 0 && self.cell_of[cells[i] as usize] as usize != i)
            .count() as u32
    }

    /// The Manhattan distance of `state` to the goal.
    pub fn manhattan(&self, state: &EightPuzzle) -> u32 {
        let cells = state.cells();
        (0..9)
            .filter(|&i| cells[i] != 0)
            .map(|i| {
                let goal = self.cell_of[cells[i] as usize] as usize;
                ((i / 3).abs_diff(goal / 3) + (i % 3).abs_diff(goal % 3)) as u32
            })
            .sum()
    }
}

impl Problem for EightPuzzleProblem {
    type State = EightPuzzle;
    type Action = Move;

    fn initial(&self) -> EightPuzzle {
        self.start
    }

    fn is_goal(&self, state: &EightPuzzle) -> bool {
        *state == self.goal
    }

    fn successors(&self, state: &EightPuzzle, out: &mut Vec<Successor<EightPuzzle, Move>>) {
        state.successors(state, out);
    }

    fn heuristic(&self, state: &EightPuzzle) -> Cost {
        Cost::from(match self.heuristic {
            TileHeuristic::Misplaced => self.misplaced(state),
            TileHeuristic::Manhattan => self.manhattan(state),
        })
    }

    fn unit_costs(&self) -> bool {
        true
    }

    fn goal_states(&self) -> Option<Vec<EightPuzzle>> {
        Some(vec![self.goal])
    }

    fn predecessors(
        &self,
        state: &EightPuzzle,
        out: &mut Vec<Successor<EightPuzzle, Move>>,
    ) -> bool {
        state.predecessors(state, out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{run, Algorithm, Limits};

    fn position(text: &str) -> EightPuzzle {
        EightPuzzle::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn the_textbook_exercise_takes_five_moves() {
        let start = position("2 8 3/1 6 4/7 0 5");
        let goal = position("1 2 3/8 0 4/7 6 5");
        for heuristic in [TileHeuristic::Misplaced, TileHeuristic::Manhattan] {
            let problem = EightPuzzleProblem::new(start, goal, heuristic);
            assert!(problem.is_solvable());
            for algorithm in [Algorithm::AStar, Algorithm::Bfs, Algorithm::IdaStar] {
                let report = run(&problem, algorithm, &Limits::none()).expect("runs");
                assert_eq!(report.cost(), Some(5), "{algorithm} {heuristic:?}");
            }
        }
        let problem = EightPuzzleProblem::new(start, goal, TileHeuristic::Misplaced);
        // 2, 8, 1 and 6 are off their goal cells; their distances add up to 5
        assert_eq!(problem.misplaced(&start), 4);
        assert_eq!(problem.manhattan(&start), 5);
        assert_eq!((problem.misplaced(&goal), problem.manhattan(&goal)), (0, 0));
        // with the usual goal it is the crate's own 8-puzzle
        let usual = EightPuzzleProblem::new(start, EightPuzzle::GOAL, TileHeuristic::Manhattan);
        assert_eq!(usual.manhattan(&start), start.manhattan_distance());
        assert!(!EightPuzzleProblem::new(
            position("213456780"),
            EightPuzzle::GOAL,
            TileHeuristic::Misplaced
        )
        .is_solvable());
    }
}
