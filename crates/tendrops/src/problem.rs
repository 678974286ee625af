//! Ten Drops as a [`search::Problem`], so every generic algorithm (BFS, A*, IDA*, beam...) can
//! run on it: states are (packed board, supply), actions are taps, every tap costs 1, and the
//! heuristic is the admissible bound of [`crate::solver::bound`].

use search::{Cost, Problem, Successor};

use crate::board::{Board, Pos};
use crate::chain::{tap_cells, ChainScratch, Grid};
use crate::rules::Rules;
use crate::solver::bound::lower_bound;
use crate::solver::packed::{pack, unpack};
use crate::solver::{load, SolveError, SolveOptions};

/// A board and supply as the generic algorithms see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct State {
    /// The cells, 3 bits each (see [`crate::solver::packed`]).
    pub board: u128,
    /// The drops the player has.
    pub supply: u32,
}

/// One Ten Drops instance under fixed rules.
#[derive(Debug, Clone)]
pub struct TenDropsProblem {
    rows: usize,
    cols: usize,
    rules: Rules,
    start: State,
    /// The most drops a supply holds (bonus drops past it are lost).
    max_supply: u32,
}

impl TenDropsProblem {
    /// The instance of `board` under `options`; fails for boards the solvers cannot hold.
    pub fn new(board: &Board, options: &SolveOptions) -> Result<Self, SolveError> {
        let cells = load(board)?;
        Ok(TenDropsProblem {
            rows: board.rows(),
            cols: board.cols(),
            rules: options.rules,
            start: State {
                board: pack(&cells, board.len()),
                supply: options.start_supply(),
            },
            max_supply: u32::MAX,
        })
    }

    /// The same instance with a supply that holds at most `max` drops, as a game ID's does
    /// ([`crate::backend::MAX_SUPPLY`]): bonus drops past it are lost.
    pub fn with_max_supply(mut self, max: u32) -> Self {
        self.max_supply = max;
        self.start.supply = self.start.supply.min(max);
        self
    }

    /// The cell of an action (actions are row-major cell indices).
    pub fn pos(&self, action: u8) -> Pos {
        Pos::new(action as usize / self.cols, action as usize % self.cols)
    }
}

impl Problem for TenDropsProblem {
    type State = State;
    /// The tapped cell's row-major index.
    type Action = u8;

    fn initial(&self) -> State {
        self.start
    }

    fn is_goal(&self, state: &State) -> bool {
        state.board == 0
    }

    fn successors(&self, state: &State, out: &mut Vec<Successor<State, u8>>) {
        if state.supply == 0 || state.board == 0 {
            return;
        }
        let n = self.rows * self.cols;
        let cells = unpack(state.board, n);
        let grid = Grid {
            rows: self.rows,
            cols: self.cols,
            timing: self.rules.timing,
        };
        let mut scratch = ChainScratch::default();
        for i in 0..n {
            if cells[i] == 0 && !self.rules.empty_taps {
                continue;
            }
            let mut child = cells;
            let outcome = tap_cells(&mut child[..n], grid, i, &mut scratch, &mut ());
            let board = pack(&child, n);
            let clear_bonus = if board == 0 {
                self.rules.clear_bonus
            } else {
                0
            };
            let supply = (state.supply - 1 + self.rules.bonus(outcome.bursts) + clear_bonus)
                .min(self.max_supply);
            out.push(Successor {
                action: i as u8,
                state: State { board, supply },
                cost: 1,
            });
        }
    }

    fn heuristic(&self, state: &State) -> Cost {
        let cells = unpack(state.board, self.rows * self.cols);
        Cost::from(lower_bound(
            &cells,
            self.rows,
            self.cols,
            self.rules.empty_taps,
        ))
    }

    fn unit_costs(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn successors_follow_the_game() {
        let board: Board = "40/31".parse().unwrap();
        let problem = TenDropsProblem::new(&board, &SolveOptions::default()).unwrap();
        let mut out = Vec::new();
        problem.successors(&problem.initial(), &mut out);
        assert_eq!(out.len(), 4);
        for s in &out {
            let mut game = crate::Game::new(board.clone(), Rules::default());
            game.tap(problem.pos(s.action)).unwrap();
            let cells = crate::solver::load(game.board()).unwrap();
            assert_eq!(
                s.state,
                State {
                    board: pack(&cells, 4),
                    supply: game.supply()
                }
            );
        }
        assert!(!problem.is_goal(&problem.initial()));
        assert!(problem.heuristic(&problem.initial()) >= 1);
    }
}
