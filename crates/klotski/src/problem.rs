//! [`KlotskiProblem`]: Klotski as a `search::Problem`, so that every generic algorithm (BFS,
//! bidirectional BFS, DFS, iterative deepening, A*, IDA*, greedy, beam) runs on it.

use search::{Cost, Problem, Successor};

use crate::board::{Board, GOAL_BLOCK_HEAD};
use crate::enumerate::for_each_layout_with_head;
use crate::geometry::Cell;
use crate::metric::Metric;
use crate::moves::{for_each_successor, Move};
use crate::piece::Shape;

/// Solving one layout in one metric.
#[derive(Debug, Clone, Copy)]
pub struct KlotskiProblem {
    /// The layout to solve.
    pub start: Board,
    /// What counts as one move.
    pub metric: Metric,
}

impl KlotskiProblem {
    /// Solving `start` in `metric`.
    pub fn new(start: Board, metric: Metric) -> Self {
        Self { start, metric }
    }
}

/// The cells of the goal: rows 4-5, columns 2-3.
const GOAL_CELLS: u32 = Shape::Block.shape() << GOAL_BLOCK_HEAD;

/// A lower bound on the moves left (admissible and consistent in every metric): the moves
/// the 2x2 block needs on its own (in the unit metric its distance in cells, in the straight
/// metric one per axis it must travel, in the step metric one), plus one for every other
/// piece standing on the goal cells, since each of them must move at least once and a move
/// moves one piece.
pub fn moves_lower_bound(board: Board, metric: Metric) -> Cost {
    let at = Cell::from_index(board.block_head());
    let goal = Cell::from_index(GOAL_BLOCK_HEAD);
    let rows = u64::from(at.row.abs_diff(goal.row));
    let cols = u64::from(at.col.abs_diff(goal.col));
    let block = match metric {
        Metric::Unit => rows + cols,
        Metric::Straight => u64::from(rows > 0) + u64::from(cols > 0),
        Metric::Step => u64::from(rows + cols > 0),
    };
    let blockers = (board.horizontal() & (GOAL_CELLS | GOAL_CELLS >> 1)).count_ones()
        + (board.vertical() & (GOAL_CELLS | GOAL_CELLS >> 4)).count_ones()
        + (board.soldiers() & GOAL_CELLS).count_ones();
    block + u64::from(blockers)
}

fn push_moves(board: Board, metric: Metric, reverse: bool, out: &mut Vec<Successor<Board, Move>>) {
    for_each_successor(board, metric, |piece, from, to, state| {
        let mv = Move {
            piece,
            from: Cell::from_index(from),
            to: Cell::from_index(to),
        };
        let action = if reverse { mv.reversed() } else { mv };
        out.push(Successor {
            action,
            state,
            cost: 1,
        });
    });
}

impl Problem for KlotskiProblem {
    type State = Board;
    type Action = Move;

    fn initial(&self) -> Board {
        self.start
    }

    fn is_goal(&self, state: &Board) -> bool {
        state.is_solved()
    }

    fn successors(&self, state: &Board, out: &mut Vec<Successor<Board, Move>>) {
        push_moves(*state, self.metric, false, out);
    }

    fn heuristic(&self, state: &Board) -> Cost {
        moves_lower_bound(*state, self.metric)
    }

    fn unit_costs(&self) -> bool {
        true
    }

    /// Every position with the start's pieces and the block at the exit.
    fn goal_states(&self) -> Option<Vec<Board>> {
        let pieces = self.start.piece_counts();
        let mut goals = Vec::new();
        for_each_layout_with_head(GOAL_BLOCK_HEAD, |_, board| {
            if board.piece_counts() == pieces {
                goals.push(board);
            }
        });
        Some(goals)
    }

    /// Moves are reversible: the predecessors are the successors, reached by reversed moves.
    fn predecessors(&self, state: &Board, out: &mut Vec<Successor<Board, Move>>) -> bool {
        push_moves(*state, self.metric, true, out);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::analysis::explore_group;
    use crate::grid::parse_grid;
    use crate::moves::apply_move;
    use search::Limits;

    #[test]
    fn the_bound_is_admissible_and_consistent_on_a_whole_group() {
        let start = parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap();
        for metric in Metric::ALL {
            let group = explore_group(start, metric, &Limits::none()).unwrap();
            let mut tight = 0;
            for &board in group.boards() {
                let h = moves_lower_bound(board, metric);
                let distance = u64::from(group.distance(board).unwrap());
                assert!(h <= distance, "{board} ({metric}): h {h} > {distance}");
                tight += usize::from(h == distance);
                for_each_successor(board, metric, |_, _, _, next| {
                    assert!(
                        h <= moves_lower_bound(next, metric) + 1,
                        "{board} -> {next}"
                    );
                });
            }
            // The goal positions at least are met exactly.
            assert!(tight > 0);
        }
        let solved = parse_grid("VSSV/VSSV/VHHV/VCCV/.CC.").unwrap();
        for metric in Metric::ALL {
            assert_eq!(moves_lower_bound(solved, metric), 0);
        }
        // The block three rows up, two soldiers and a vertical piece on the goal cells.
        let blocked = parse_grid("VCCV/VCCV/SSHH/.VS./.VS.").unwrap();
        assert_eq!(moves_lower_bound(blocked, Metric::Unit), 3 + 3);
        assert_eq!(moves_lower_bound(blocked, Metric::Step), 1 + 3);
    }

    #[test]
    fn predecessors_lead_back() {
        let start = parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap();
        let problem = KlotskiProblem::new(start, Metric::Step);
        let mut out = Vec::new();
        assert!(problem.predecessors(&start, &mut out));
        for p in &out {
            // The action is the move from the predecessor to `start`.
            assert_eq!(apply_move(p.state, p.action, Metric::Step), Ok(start));
        }
    }

    #[test]
    fn goal_states_share_the_start_pieces() {
        let start = parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap();
        let goals = KlotskiProblem::new(start, Metric::Unit)
            .goal_states()
            .unwrap();
        assert!(!goals.is_empty());
        assert!(goals
            .iter()
            .all(|g| g.is_solved() && g.piece_counts() == start.piece_counts()));
    }
}
