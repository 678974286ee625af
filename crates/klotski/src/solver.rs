//! The specialised exact solver: breadth-first search on packed boards with a flat hash map,
//! stopping at the first goal reached, which is optimal since every move costs 1.

use search::{Claim, Limits, Stats, Summary};
use serde::Serialize;

use crate::board::Board;
use crate::flat_map::FlatMap;
use crate::geometry::Cell;
use crate::grid::format_grid;
use crate::metric::Metric;
use crate::moves::{for_each_successor_except, move_between, step_path, Move};
use crate::piece::Shape;

/// Display name of this solver in comparison tables.
pub const FAST_SOLVER_NAME: &str = "fast BFS (packed boards)";

/// One move of a solution, as sent to the command line and the web page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SolutionStep {
    /// The shape of the piece moved.
    pub piece: Shape,
    /// Top-left cell of the piece before the move, `[row, col]`.
    pub from: Cell,
    /// Top-left cell of the piece after the move.
    pub to: Cell,
    /// Step metric only: the top-left cells passed through, `from` and `to` included.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub path: Option<Vec<Cell>>,
}

/// The answer of a solver run.
#[derive(Debug, Clone, Serialize)]
pub struct SolveResult {
    /// The start layout in grid form.
    pub layout: String,
    /// What counts as one move.
    pub metric: Metric,
    /// Whether a solution was found (false also when the run was stopped: see `claim`).
    pub solvable: bool,
    /// Number of moves of the solution, `null` when there is none.
    pub moves: Option<u32>,
    /// The moves of the solution.
    pub solution: Vec<SolutionStep>,
    /// Positions reachable from the start, when the run explored them all.
    pub reachable: Option<u64>,
    /// The solver's display name.
    pub algorithm: String,
    /// What is claimed about the answer (optimal, no solution, stopped...).
    pub claim: Claim,
    /// Nodes and time.
    pub stats: Stats,
    /// The boards along the solution, start first (not serialised).
    #[serde(skip)]
    pub boards: Vec<Board>,
}

impl SolveResult {
    /// The row for a comparison table.
    pub fn summary(&self) -> Summary {
        Summary {
            algorithm: self.algorithm.clone(),
            cost: self.moves.map(u64::from),
            length: self.moves.map(|m| m as usize),
            claim: self.claim,
            stats: self.stats,
        }
    }
}

/// Turns a sequence of boards into solution steps.
pub fn steps_between(boards: &[Board], metric: Metric) -> Vec<SolutionStep> {
    boards
        .windows(2)
        .filter_map(|pair| {
            let mv: Move = move_between(pair[0], pair[1])?;
            let path = (metric == Metric::Step).then(|| step_path(pair[0], mv));
            Some(SolutionStep {
                piece: mv.piece,
                from: mv.from,
                to: mv.to,
                path,
            })
        })
        .collect()
}

/// Builds a result from the boards of a path (or none) and the run's data.
pub(crate) fn result_from_path(
    start: Board,
    metric: Metric,
    path: Option<Vec<Board>>,
    claim: Claim,
    reachable: Option<u64>,
    algorithm: &str,
    stats: Stats,
) -> SolveResult {
    let boards = path.unwrap_or_default();
    let solvable = !boards.is_empty();
    SolveResult {
        layout: format_grid(start),
        metric,
        solvable,
        moves: solvable.then(|| boards.len() as u32 - 1),
        solution: steps_between(&boards, metric),
        reachable,
        algorithm: algorithm.to_string(),
        claim,
        stats,
        boards,
    }
}

/// Solves `start` optimally in `metric`, or proves it unsolvable, within `limits`.
pub fn solve(start: Board, metric: Metric, limits: &Limits) -> SolveResult {
    let mut budget = limits.start();
    let mut stats = Stats::default();
    let mut seen = FlatMap::with_capacity(1 << 15);
    let mut boards: Vec<Board> = vec![start];
    let mut parents: Vec<u32> = vec![u32::MAX];
    // The top-left cell where each board's last move left its piece.
    let mut moved_to: Vec<u8> = vec![u8::MAX];
    let mut children: Vec<(Board, u8)> = Vec::with_capacity(64);
    seen.insert(start.raw(), 0);
    let mut found = start.is_solved().then_some(0usize);
    let mut next = 0usize;
    let mut stopped = None;
    while found.is_none() && next < boards.len() {
        if let Some(reason) = budget.check(&stats, (boards.len() - next) as u64) {
            stopped = Some(reason);
            break;
        }
        let board = boards[next];
        stats.expanded += 1;
        let parent = next as u32;
        let skip = if metric == Metric::Step {
            u32::from(moved_to[next])
        } else {
            u32::MAX
        };
        children.clear();
        for_each_successor_except(board, metric, skip, |_, _, to, child| {
            children.push((child, to))
        });
        stats.generated += children.len() as u64;
        // Touch every child's slot first: the cache misses overlap instead of queueing.
        let mut warmed = 0u64;
        for &(child, _) in &children {
            warmed ^= seen.warm(child.raw());
        }
        std::hint::black_box(warmed);
        for &(child, to) in &children {
            if seen.insert(child.raw(), boards.len() as u32) {
                if child.is_solved() && found.is_none() {
                    found = Some(boards.len());
                }
                boards.push(child);
                parents.push(parent);
                moved_to.push(to);
            } else {
                stats.duplicates += 1;
            }
        }
        stats.observe_frontier(boards.len() - next);
        next += 1;
    }
    stats.elapsed = budget.elapsed();
    let path = found.map(|goal| {
        let mut path = vec![boards[goal]];
        let mut at = goal;
        while parents[at] != u32::MAX {
            at = parents[at] as usize;
            path.push(boards[at]);
        }
        path.reverse();
        path
    });
    let (claim, reachable) = match (stopped, &path) {
        (Some(reason), _) => (Claim::Stopped { reason }, None),
        (None, Some(_)) => (Claim::Optimal, None),
        (None, None) => (Claim::NoSolution, Some(boards.len() as u64)),
    };
    result_from_path(
        start,
        metric,
        path,
        claim,
        reachable,
        FAST_SOLVER_NAME,
        stats,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;
    use crate::moves::apply_move;

    #[test]
    fn hengdao_in_every_metric() {
        let start = parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap();
        for (metric, expected) in [
            (Metric::Step, 81),
            (Metric::Straight, 90),
            (Metric::Unit, 116),
        ] {
            let result = solve(start, metric, &Limits::none());
            assert_eq!(result.moves, Some(expected), "{metric}");
            assert_eq!(result.claim, Claim::Optimal);
            // The move list replays from the start to a solved board.
            let mut board = start;
            for step in &result.solution {
                let mv = Move {
                    piece: step.piece,
                    from: step.from,
                    to: step.to,
                };
                board = apply_move(board, mv, metric).unwrap();
            }
            assert!(board.is_solved());
            assert_eq!(result.solution.len(), expected as usize);
        }
    }

    #[test]
    fn solved_start_needs_no_move() {
        let start = parse_grid("VSSV/VSSV/VHHV/VCCV/.CC.").unwrap();
        let result = solve(start, Metric::Step, &Limits::none());
        assert_eq!(result.moves, Some(0));
        assert!(result.solution.is_empty());
    }

    #[test]
    fn stops_at_the_node_limit() {
        let start = parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap();
        let result = solve(start, Metric::Step, &Limits::none().with_max_expanded(100));
        assert!(matches!(result.claim, Claim::Stopped { .. }));
        assert!(!result.solvable);
        assert_eq!(result.stats.expanded, 100);
    }
}
