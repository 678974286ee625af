//! The move puzzle as a [`search::Problem`], so that BFS, A*, IDA* and the other generic
//! algorithms can find an answer one stick move at a time.
//!
//! A state is the sticks of every cell; an action moves one stick of a changeable cell to a
//! free slot of a changeable cell. States more than K sticks away from the puzzle are not
//! generated. A goal is a true equation exactly K sticks away. The heuristic K - distance (1
//! for a non-goal already K away) is admissible, since one move changes the distance by at
//! most one.

use search::{Cost, Problem, Successor};

use crate::equation::Equation;
use crate::eval::is_true;
use crate::layout::{Layout, StickPos};
use crate::rules::Rules;
use crate::solve::StickMove;

/// "Move exactly K sticks to make the equation true" for the generic algorithms.
pub struct MoveProblem {
    layout: Layout,
    k: usize,
    /// The puzzle's drawing, from which the K sticks are counted.
    initial: Vec<u8>,
    /// Where the search starts: the puzzle's drawing, or a game's drawing part-way.
    start: Vec<u8>,
}

impl MoveProblem {
    /// The move puzzle of `equation` with `k` sticks, searched from its start.
    pub fn new(equation: &Equation, rules: &Rules, k: usize) -> Self {
        let layout = Layout::new(equation, rules, k);
        let initial = layout.initial_sticks();
        MoveProblem {
            layout,
            k,
            start: initial.clone(),
            initial,
        }
    }

    /// The problem of `equation` searched from the drawing `sticks` (a game in progress: one
    /// mask per cell of the puzzle's layout, at most K sticks away from the puzzle).
    pub fn starting_at(equation: &Equation, rules: &Rules, k: usize, sticks: &[u8]) -> Self {
        let mut problem = MoveProblem::new(equation, rules, k);
        if sticks.len() == problem.start.len() {
            problem.start = sticks.to_vec();
        }
        problem
    }

    /// The cells of the puzzle's drawing.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Sticks of `state` that are not where the puzzle had them.
    pub fn distance(&self, state: &[u8]) -> usize {
        state
            .iter()
            .zip(&self.initial)
            .map(|(s, i)| (s & !i).count_ones() as usize)
            .sum()
    }
}

impl Problem for MoveProblem {
    type State = Vec<u8>;
    type Action = StickMove;

    fn initial(&self) -> Vec<u8> {
        self.start.clone()
    }

    fn is_goal(&self, state: &Vec<u8>) -> bool {
        self.distance(state) == self.k
            && self
                .layout
                .decode(state)
                .is_some_and(|s| is_true(&s, &self.layout.rules))
    }

    fn successors(&self, state: &Vec<u8>, out: &mut Vec<Successor<Vec<u8>, StickMove>>) {
        let cells: Vec<usize> = (0..self.layout.cells.len())
            .filter(|&c| !self.layout.cells[c].is_fixed())
            .collect();
        for &from_cell in &cells {
            let slots = self.layout.cells[from_cell].kind.slot_names().len() as u8;
            for from_slot in (0..slots).filter(|s| state[from_cell] & (1 << s) != 0) {
                for &to_cell in &cells {
                    let to_slots = self.layout.cells[to_cell].kind.slot_names().len() as u8;
                    for to_slot in (0..to_slots).filter(|s| state[to_cell] & (1 << s) == 0) {
                        let mut next = state.clone();
                        next[from_cell] &= !(1 << from_slot);
                        next[to_cell] |= 1 << to_slot;
                        if self.distance(&next) > self.k {
                            continue;
                        }
                        let action = StickMove {
                            from: StickPos {
                                cell: from_cell,
                                slot: from_slot,
                            },
                            to: StickPos {
                                cell: to_cell,
                                slot: to_slot,
                            },
                        };
                        out.push(Successor {
                            action,
                            state: next,
                            cost: 1,
                        });
                    }
                }
            }
        }
    }

    fn heuristic(&self, state: &Vec<u8>) -> Cost {
        match self.k.checked_sub(self.distance(state)) {
            Some(0) if !self.is_goal(state) => 1,
            Some(left) => left as Cost,
            None => Cost::MAX / 2,
        }
    }

    fn unit_costs(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;

    #[test]
    fn the_answer_state_is_a_goal_and_the_start_is_not() {
        let Ok(eq) = parse("7+3=9", &Rules::default()) else {
            panic!("parse")
        };
        let p = MoveProblem::new(&eq, &Rules::default(), 1);
        let start = p.initial();
        assert!(!p.is_goal(&start));
        let mut out = Vec::new();
        p.successors(&start, &mut out);
        let goals: Vec<_> = out.iter().filter(|s| p.is_goal(&s.state)).collect();
        assert_eq!(goals.len(), 1);
        assert_eq!(p.heuristic(&start), 1);
        assert_eq!(p.heuristic(&goals[0].state), 0);
        assert!(out.iter().all(|s| p.distance(&s.state) <= 1));
    }

    #[test]
    fn generic_algorithms_reach_one_of_the_answers() {
        let rules = Rules::default();
        let Ok(eq) = parse("45+46=99", &rules) else {
            panic!("parse")
        };
        let all = crate::solve::solve(
            &eq,
            &rules,
            crate::solve::Task::Move,
            2,
            &search::Limits::none(),
        );
        let p = MoveProblem::new(&eq, &rules, 2);
        for algorithm in [
            search::Algorithm::Bfs,
            search::Algorithm::IterativeDeepening { max_depth: 2 },
        ] {
            let report = search::run(&p, algorithm, &search::Limits::none());
            let Ok(report) = report else { continue };
            let Some(solution) = report.solution else {
                panic!("{algorithm}: no answer")
            };
            assert_eq!(solution.cost, 2);
            let last = solution.states.last().and_then(|s| p.layout().decode(s));
            let text = last
                .map(|s| crate::equation::format_symbols(&s))
                .unwrap_or_default();
            assert!(all.solutions.contains(&text), "{algorithm}: {text}");
        }
    }
}
