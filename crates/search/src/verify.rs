//! Checking a [`Solution`] against its [`Problem`] by replaying it: a cheap, independent guard
//! for tests (of this crate and of puzzle crates) and for solutions that come from elsewhere.

use crate::{Cost, Problem, Solution};

/// What is wrong with a solution.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InvalidSolution {
    #[error("the path is empty: it must at least contain the initial state")]
    /// The path has no state at all.
    NoStates,
    #[error(
        "the path has {states} states but {actions} actions; it needs one state more than actions"
    )]
    /// The states and actions do not pair up.
    LengthMismatch {
        /// States given.
        states: usize,
        /// Actions given.
        actions: usize,
    },
    #[error("the path does not start at the initial state")]
    /// The path does not start at the initial state.
    WrongStart,
    #[error("step {step} (counting from 1) is not a successor of the state before it")]
    /// A step is not a successor of the state before it.
    IllegalStep {
        /// The step (0-based).
        step: usize,
    },
    #[error("the path does not end in a goal state")]
    /// The path does not end at a goal.
    NotAGoal,
    #[error("the path claims cost {claimed} but its steps cost {actual}")]
    /// The stated cost is not the sum of the steps.
    WrongCost {
        /// The cost stated.
        claimed: Cost,
        /// The sum of the step costs.
        actual: Cost,
    },
}

/// Replays `solution` through [`Problem::successors`]: it must start at the initial state,
/// every step must be a successor with that action, it must end in a goal, and its cost must
/// be the sum of its step costs. When several successors match a step, the cheapest counts.
pub fn verify_solution<P>(
    problem: &P,
    solution: &Solution<P::State, P::Action>,
) -> Result<(), InvalidSolution>
where
    P: Problem,
    P::Action: PartialEq,
{
    let states = &solution.states;
    let Some(first) = states.first() else {
        return Err(InvalidSolution::NoStates);
    };
    if states.len() != solution.actions.len() + 1 {
        return Err(InvalidSolution::LengthMismatch {
            states: states.len(),
            actions: solution.actions.len(),
        });
    }
    if *first != problem.initial() {
        return Err(InvalidSolution::WrongStart);
    }
    let mut successors = Vec::new();
    let mut actual: Cost = 0;
    for (i, action) in solution.actions.iter().enumerate() {
        successors.clear();
        problem.successors(&states[i], &mut successors);
        let step_cost = successors
            .iter()
            .filter(|s| s.action == *action && s.state == states[i + 1])
            .map(|s| s.cost)
            .min()
            .ok_or(InvalidSolution::IllegalStep { step: i + 1 })?;
        actual = actual.saturating_add(step_cost);
    }
    if !problem.is_goal(&states[states.len() - 1]) {
        return Err(InvalidSolution::NotAGoal);
    }
    if actual != solution.cost {
        return Err(InvalidSolution::WrongCost {
            claimed: solution.cost,
            actual,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::examples::{EightPuzzle, Move};

    #[test]
    fn accepts_a_real_path_and_names_each_defect() {
        let start = EightPuzzle::parse("123456078").expect("valid");
        let middle = start.apply(Move::Right).expect("legal");
        let good = Solution {
            states: vec![start, middle, EightPuzzle::GOAL],
            actions: vec![Move::Right, Move::Right],
            cost: 2,
        };
        assert_eq!(verify_solution(&start, &good), Ok(()));

        let mut bad = good.clone();
        bad.cost = 3;
        assert_eq!(
            verify_solution(&start, &bad),
            Err(InvalidSolution::WrongCost {
                claimed: 3,
                actual: 2
            })
        );
        let mut bad = good.clone();
        bad.actions[1] = Move::Left;
        assert_eq!(
            verify_solution(&start, &bad),
            Err(InvalidSolution::IllegalStep { step: 2 })
        );
        let mut bad = good.clone();
        bad.states.pop();
        assert!(matches!(
            verify_solution(&start, &bad),
            Err(InvalidSolution::LengthMismatch { .. })
        ));
        let short = Solution {
            states: vec![start, middle],
            actions: vec![Move::Right],
            cost: 1,
        };
        assert_eq!(
            verify_solution(&start, &short),
            Err(InvalidSolution::NotAGoal)
        );
        assert_eq!(
            verify_solution(&middle, &good),
            Err(InvalidSolution::WrongStart)
        );
        let empty: Solution<EightPuzzle, Move> = Solution {
            states: vec![],
            actions: vec![],
            cost: 0,
        };
        assert_eq!(
            verify_solution(&start, &empty),
            Err(InvalidSolution::NoStates)
        );
    }
}
