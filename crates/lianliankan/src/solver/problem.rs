//! [`search::Problem`] for Lianliankan, so the generic algorithms (BFS, uniform cost, A*,
//! weighted A*, IDA*, greedy, beam...) run on the plain problem: every legal removal is a
//! successor with cost turns + 1, and the heuristic is the solvers' consistent bound
//! ([`Heuristic`]: the matching bound, slot-aware under gravity).

use search::{Algorithm, Claim, Cost, Limits, Problem, SearchError, Successor};

use crate::bound::IMPOSSIBLE;
use crate::puzzle::{Move, Puzzle};
use crate::solver::astar::Clearing;
use crate::solver::heuristic::Heuristic;
use crate::solver::{finish, Solution};
use crate::tileset::TileSet;

/// Runs the generic `algorithm` on the whole board within `limits`, answered like the other
/// solvers: the lower bound is the cost when the run proves it optimal, the root's matching
/// bound otherwise. Errors only when the algorithm cannot run on this problem (bidirectional
/// BFS, which needs the goal states listed).
pub fn solve_generic(
    puzzle: &Puzzle,
    algorithm: Algorithm,
    limits: &Limits,
) -> Result<Solution, SearchError> {
    let problem = ClearingProblem::new(puzzle);
    let report = search::run(&problem, algorithm, limits)?;
    let clearing = report.solution.map(|s| Clearing {
        cost: s.cost,
        moves: s.actions,
    });
    let lower_bound = match (&clearing, report.claim) {
        (Some(c), Claim::Optimal) => c.cost,
        _ => u64::from(problem.heuristic.of(problem.start.words())),
    };
    Ok(finish(
        puzzle,
        &problem.start,
        &report.algorithm,
        clearing,
        report.claim,
        lower_bound,
        report.stats,
    ))
}

/// A board (with rules) seen as a generic search problem from `start`.
pub struct ClearingProblem<'a> {
    /// The board and its rules.
    pub puzzle: &'a Puzzle,
    /// The tiles present at the start.
    pub start: TileSet,
    heuristic: Heuristic<'a>,
}

impl<'a> ClearingProblem<'a> {
    /// The problem of clearing the whole board of `puzzle`.
    pub fn new(puzzle: &'a Puzzle) -> Self {
        ClearingProblem {
            puzzle,
            start: puzzle.initial(),
            heuristic: Heuristic::new(puzzle),
        }
    }
}

impl Problem for ClearingProblem<'_> {
    type State = Vec<u64>;
    type Action = Move;

    fn initial(&self) -> Vec<u64> {
        self.start.words().to_vec()
    }

    fn is_goal(&self, state: &Vec<u64>) -> bool {
        state.iter().all(|&w| w == 0)
    }

    fn successors(&self, state: &Vec<u64>, out: &mut Vec<Successor<Vec<u64>, Move>>) {
        let arrangement = self.puzzle.arrange(state);
        let mut moves = Vec::new();
        self.puzzle.moves(state, &arrangement, &mut moves);
        for mv in moves {
            let mut next = state.clone();
            self.puzzle.apply(&mut next, &mv);
            out.push(Successor {
                action: mv,
                state: next,
                cost: Cost::from(mv.cost()),
            });
        }
    }

    fn heuristic(&self, state: &Vec<u64>) -> Cost {
        let h = self.heuristic.of(state);
        if h >= IMPOSSIBLE {
            Cost::from(IMPOSSIBLE)
        } else {
            Cost::from(h)
        }
    }
}
