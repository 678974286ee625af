//! Analysis of a position's whole group: distance to the goal for every position of the group,
//! the optimal next moves (the hint), the number of reachable positions, the farthest position.
//!
//! [`GroupMap`] holds the group once explored, so a game can ask "how far from the goal" and
//! "which moves are optimal" after every move without searching again.

use search::{Limits, Stats, StopReason};
use serde::Serialize;

use crate::board::Board;
use crate::flat_map::FlatMap;
use crate::geometry::Cell;
use crate::grid::format_grid;
use crate::metric::Metric;
use crate::moves::{for_each_successor, for_each_successor_except, Move};

/// Distance stored for positions from which the goal cannot be reached.
const UNREACHABLE: u16 = u16::MAX;

/// Every position reachable from a start, with each one's distance to the nearest goal.
pub struct GroupMap {
    metric: Metric,
    boards: Vec<Board>,
    /// Moves from the start (breadth-first layer) of each board.
    from_start: Vec<u16>,
    /// Moves to the nearest goal, or [`UNREACHABLE`].
    to_goal: Vec<u16>,
    index: FlatMap,
    stats: Stats,
}

/// Every position reachable from `start` (itself included), in breadth-first order. The set
/// is the same in every metric; the metric only changes the order.
pub fn explore_reachable(
    start: Board,
    metric: Metric,
    limits: &Limits,
) -> Result<Vec<Board>, StopReason> {
    let mut budget = limits.start();
    let mut stats = Stats::default();
    let mut seen = FlatMap::with_capacity(1 << 15);
    let mut boards = vec![start];
    let mut moved_to = vec![u8::MAX];
    seen.insert(start.raw(), 0);
    let mut next = 0;
    while next < boards.len() {
        if let Some(reason) = budget.check(&stats, 0) {
            return Err(reason);
        }
        stats.expanded += 1;
        let skip = if metric == Metric::Step {
            u32::from(moved_to[next])
        } else {
            u32::MAX
        };
        for_each_successor_except(boards[next], metric, skip, |_, _, to, child| {
            if seen.insert(child.raw(), 0) {
                boards.push(child);
                moved_to.push(to);
            }
        });
        next += 1;
    }
    Ok(boards)
}

/// Explores every position reachable from `start` in `metric` and measures distances.
pub fn explore_group(
    start: Board,
    metric: Metric,
    limits: &Limits,
) -> Result<GroupMap, StopReason> {
    let mut budget = limits.start();
    let mut stats = Stats::default();
    let mut index = FlatMap::with_capacity(1 << 15);
    let mut boards = vec![start];
    let mut from_start = vec![0u16];
    // Where each board's piece that moved last stands (for the step-metric shortcut).
    let mut moved_to = vec![u8::MAX];
    let skip_of = |moved: u8| {
        if metric == Metric::Step {
            u32::from(moved)
        } else {
            u32::MAX
        }
    };
    index.insert(start.raw(), 0);
    let mut next = 0;
    while next < boards.len() {
        if let Some(reason) = budget.check(&stats, (boards.len() - next) as u64) {
            return Err(reason);
        }
        let depth = from_start[next] + 1;
        stats.expanded += 1;
        let skip = skip_of(moved_to[next]);
        for_each_successor_except(boards[next], metric, skip, |_, _, to, child| {
            stats.generated += 1;
            if index.insert(child.raw(), boards.len() as u32) {
                boards.push(child);
                from_start.push(depth);
                moved_to.push(to);
            } else {
                stats.duplicates += 1;
            }
        });
        stats.observe_frontier(boards.len() - next);
        next += 1;
    }
    // Moves are reversible, so distances to the goal come from a breadth-first search that
    // starts at every goal position at once.
    let mut to_goal = vec![UNREACHABLE; boards.len()];
    let mut queue: Vec<u32> = Vec::new();
    moved_to.fill(u8::MAX);
    for (i, board) in boards.iter().enumerate() {
        if board.is_solved() {
            to_goal[i] = 0;
            queue.push(i as u32);
        }
    }
    let mut head = 0;
    while head < queue.len() {
        if let Some(reason) = budget.interrupted() {
            return Err(reason);
        }
        let at = queue[head] as usize;
        head += 1;
        let depth = to_goal[at] + 1;
        let skip = skip_of(moved_to[at]);
        for_each_successor_except(boards[at], metric, skip, |_, _, to, child| {
            if let Some(j) = index.get(child.raw()) {
                let j = j as usize;
                if to_goal[j] == UNREACHABLE {
                    to_goal[j] = depth;
                    moved_to[j] = to;
                    queue.push(j as u32);
                }
            }
        });
    }
    stats.elapsed = budget.elapsed();
    Ok(GroupMap {
        metric,
        boards,
        from_start,
        to_goal,
        index,
        stats,
    })
}

impl GroupMap {
    /// The metric the distances are counted in.
    pub fn metric(&self) -> Metric {
        self.metric
    }

    /// Number of positions in the group.
    pub fn len(&self) -> usize {
        self.boards.len()
    }

    /// Whether the group holds no position (never, once explored).
    pub fn is_empty(&self) -> bool {
        self.boards.is_empty()
    }

    /// Every position, in breadth-first order from the start.
    pub fn boards(&self) -> &[Board] {
        &self.boards
    }

    /// What the exploration cost.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// Whether `board` belongs to the group.
    pub fn contains(&self, board: Board) -> bool {
        self.index.get(board.raw()).is_some()
    }

    /// Moves from `board` to the nearest goal; `None` if it cannot be solved or is not in
    /// the group.
    pub fn distance(&self, board: Board) -> Option<u32> {
        let i = self.index.get(board.raw())? as usize;
        let d = self.to_goal[i];
        (d != UNREACHABLE).then_some(u32::from(d))
    }

    /// Whether the goal can be reached.
    pub fn solvable(&self) -> bool {
        self.to_goal.iter().any(|&d| d != UNREACHABLE)
    }

    /// Every move from `board` that keeps an optimal solution possible (the hint).
    pub fn optimal_moves(&self, board: Board) -> Vec<Move> {
        let Some(d) = self.distance(board) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        if d == 0 {
            return out;
        }
        for_each_successor(board, self.metric, |piece, from, to, child| {
            if self.distance(child) == Some(d - 1) {
                out.push(Move {
                    piece,
                    from: Cell::from_index(from),
                    to: Cell::from_index(to),
                });
            }
        });
        out
    }

    /// An optimal solution from `board` (boards, `board` first), if it can be solved.
    pub fn solution_from(&self, board: Board) -> Option<Vec<Board>> {
        let mut d = self.distance(board)?;
        let mut path = vec![board];
        let mut at = board;
        while d > 0 {
            let mut next = None;
            for_each_successor(at, self.metric, |_, _, _, child| {
                if next.is_none() && self.distance(child) == Some(d - 1) {
                    next = Some(child);
                }
            });
            at = next?;
            path.push(at);
            d -= 1;
        }
        Some(path)
    }

    /// The largest distance from the start, and the positions at that distance.
    pub fn farthest_from_start(&self) -> (u32, Vec<Board>) {
        let max = self.from_start.iter().copied().max().unwrap_or(0);
        let boards = self
            .boards
            .iter()
            .zip(&self.from_start)
            .filter(|&(_, &d)| d == max)
            .map(|(&b, _)| b)
            .collect();
        (u32::from(max), boards)
    }

    /// The largest distance to the goal over solvable positions, and those positions.
    pub fn hardest(&self) -> Option<(u32, Vec<Board>)> {
        let max = self
            .to_goal
            .iter()
            .copied()
            .filter(|&d| d != UNREACHABLE)
            .max()?;
        let boards = self
            .boards
            .iter()
            .zip(&self.to_goal)
            .filter(|&(_, &d)| d == max)
            .map(|(&b, _)| b)
            .collect();
        Some((u32::from(max), boards))
    }
}

/// A position and how far it is.
#[derive(Debug, Clone, Serialize)]
pub struct FarPosition {
    /// Moves away.
    pub moves: u32,
    /// How many positions are that far.
    pub count: usize,
    /// One of them (the first in breadth-first order), in grid form.
    pub example: String,
}

/// The analysis of one position, as sent to the command line and the web page.
#[derive(Debug, Clone, Serialize)]
pub struct Analysis {
    /// The position's grid.
    pub layout: String,
    /// The metric the distances are counted in.
    pub metric: Metric,
    /// Whether the block is at the exit.
    pub solved: bool,
    /// Whether the block can reach the exit.
    pub solvable: bool,
    /// Moves to the goal, `null` if unsolvable.
    pub distance: Option<u32>,
    /// Every optimal next move (the hint).
    pub optimal_moves: Vec<Move>,
    /// Positions reachable from this one (identical pieces not told apart), itself included.
    pub reachable: usize,
    /// Reachable positions from which the goal can be reached.
    pub solvable_positions: usize,
    /// The positions farthest from this one.
    pub farthest: FarPosition,
    /// The reachable positions farthest from the goal (`null` if unsolvable).
    pub hardest: Option<FarPosition>,
    /// What the exploration cost.
    pub stats: Stats,
}

/// Analyses `board` in `metric` within `limits`.
pub fn analyze(board: Board, metric: Metric, limits: &Limits) -> Result<Analysis, StopReason> {
    let group = explore_group(board, metric, limits)?;
    let far = |(moves, boards): (u32, Vec<Board>)| FarPosition {
        moves,
        count: boards.len(),
        example: boards.first().map(|&b| format_grid(b)).unwrap_or_default(),
    };
    let distance = group.distance(board);
    Ok(Analysis {
        layout: format_grid(board),
        metric,
        solved: board.is_solved(),
        solvable: distance.is_some(),
        distance,
        optimal_moves: group.optimal_moves(board),
        reachable: group.len(),
        solvable_positions: group.to_goal.iter().filter(|&&d| d != UNREACHABLE).count(),
        farthest: far(group.farthest_from_start()),
        hardest: group.hardest().map(far),
        stats: group.stats(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;
    use crate::moves::apply_move;

    #[test]
    fn hengdao_group() {
        let start = parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap();
        let analysis = analyze(start, Metric::Step, &Limits::none()).unwrap();
        assert_eq!(analysis.reachable, 25_955);
        assert_eq!(analysis.distance, Some(81));
        assert!(!analysis.optimal_moves.is_empty());
        for mv in &analysis.optimal_moves {
            let next = apply_move(start, *mv, Metric::Step).unwrap();
            let rest = analyze(next, Metric::Step, &Limits::none()).unwrap();
            assert_eq!(rest.distance, Some(80));
        }
    }

    #[test]
    fn solution_from_walks_down_the_distances() {
        let start = parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap();
        let group = explore_group(start, Metric::Unit, &Limits::none()).unwrap();
        let path = group.solution_from(start).unwrap();
        assert_eq!(path.len(), 117);
        assert!(path.last().unwrap().is_solved());
    }
}
