//! The exact solver's search: IDA* moving tiles in place.
//!
//! The position lives in two arrays (the tile on each cell, the cell of each tile) that the
//! depth-first search changes and restores; the heuristic is updated per move
//! ([`Incremental`]). A tile that has just moved is never moved straight back (that would
//! be the blank stepping back). The threshold starts at the root's h and becomes the least
//! f that exceeded it, rounded up to the parity every solution length has: each move moves
//! the blank one cell, so a solution's length has the parity of the blank's Manhattan
//! distance to its goal cell. When the search is stopped, the threshold of the pass under
//! way is a proven lower bound (every shorter solution would have been found by the
//! completed passes), provided the heuristic is admissible.

use search::{Budget, Stats, StopReason};

use crate::board::Board;
use crate::goal::Goal;
use crate::size::{Size, MAX_CELLS};

use super::incremental::Incremental;

/// What one IDA* run ended with.
pub(crate) struct IdaOutcome {
    /// An optimal solution (tile numbers), unless stopped.
    pub moves: Option<Vec<u8>>,
    /// The last threshold: the solution's length when found, else a proven lower bound.
    pub bound: u32,
    pub stopped: Option<StopReason>,
    /// The threshold passed `max_cost`: no solution of at most that many moves exists.
    pub beyond_max: bool,
}

/// A child of the node being expanded: its h, the tile that moves, the cell it leaves, and
/// the heuristic's change.
type Child<D> = Option<(u32, u8, u8, D)>;

enum Step {
    Found,
    Deeper,
    Stop(StopReason),
}

struct Search<'b, 'l, H> {
    size: Size,
    cells: [u8; MAX_CELLS],
    pos: [u8; MAX_CELLS],
    heuristic: H,
    bound: u32,
    next_bound: u32,
    path: Vec<u8>,
    stats: &'b mut Stats,
    budget: &'b mut Budget<'l>,
}

/// Rounds `f` up to the parity `parity` (0 or 1).
fn with_parity(f: u32, parity: u32) -> u32 {
    f + ((f ^ parity) & 1)
}

/// Runs IDA* from `board` (solvable, not at `goal`) towards `goal` with `heuristic` (0 only
/// at `goal`), giving up once the threshold exceeds `max_cost`.
pub(crate) fn ida_star<H: Incremental>(
    board: &Board,
    goal: &Goal,
    mut heuristic: H,
    max_cost: u32,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
) -> IdaOutcome {
    let size = board.size();
    let pos = board.positions();
    let h0 = heuristic.reset(board, &pos);
    let parity = (size.distance(board.blank(), goal.blank()) % 2) as u32;
    let mut search = Search {
        size,
        cells: board.cells,
        pos,
        heuristic,
        bound: with_parity(h0, parity),
        next_bound: u32::MAX,
        path: Vec::new(),
        stats,
        budget,
    };
    let mut outcome = IdaOutcome {
        moves: None,
        bound: 0,
        stopped: None,
        beyond_max: false,
    };
    loop {
        if search.bound > max_cost {
            outcome.beyond_max = true;
            break;
        }
        search.next_bound = u32::MAX;
        match search.dfs(0, h0, 0) {
            Step::Found => {
                outcome.moves = Some(std::mem::take(&mut search.path));
                break;
            }
            Step::Stop(reason) => {
                outcome.stopped = Some(reason);
                break;
            }
            // A solvable position always has some f above the threshold to go on with.
            Step::Deeper => search.bound = with_parity(search.next_bound, parity),
        }
    }
    outcome.bound = search.bound;
    outcome
}

impl<H: Incremental> Search<'_, '_, H> {
    fn dfs(&mut self, g: u32, h: u32, last: u8) -> Step {
        if h == 0 {
            // Every heuristic offered is 0 only on the goal.
            return Step::Found;
        }
        self.stats.expanded += 1;
        if let Some(reason) = self.budget.check(self.stats, u64::from(g)) {
            return Step::Stop(reason);
        }
        // Every child's h first: their table reads are independent, so the processor overlaps
        // the cache misses; then the children in order of h (the last pass finds its
        // solution sooner, and once one child exceeds the threshold the rest do too).
        let blank = self.pos[0];
        let table = self.size.neighbour_table();
        let around = &table.cells[blank as usize][..table.len[blank as usize] as usize];
        let mut children: [Child<H::Delta>; 4] = [None; 4];
        let mut n = 0;
        for &from in around {
            let tile = self.cells[from as usize];
            if tile == last {
                continue;
            }
            self.slide(tile, from, blank);
            let (child_h, delta) = self
                .heuristic
                .peek(&self.cells, &self.pos, tile, from, blank);
            self.slide(tile, blank, from);
            children[n] = Some((child_h, tile, from, delta));
            n += 1;
        }
        self.stats.generated += n as u64;
        let children = &mut children[..n];
        children.sort_unstable_by_key(|c| c.map_or(u32::MAX, |c| c.0));
        for &(child_h, tile, from, delta) in children.iter().flatten() {
            let f = g + 1 + child_h;
            if f > self.bound {
                self.next_bound = self.next_bound.min(f);
                break;
            }
            self.slide(tile, from, blank);
            self.heuristic.apply(delta);
            self.path.push(tile);
            self.stats.observe_frontier(self.path.len());
            let step = self.dfs(g + 1, child_h, tile);
            if !matches!(step, Step::Found) {
                self.path.pop();
            }
            self.heuristic.revert(delta);
            self.slide(tile, blank, from);
            if !matches!(step, Step::Deeper) {
                return step;
            }
        }
        Step::Deeper
    }

    /// Moves `tile` from cell `from` into the blank at cell `to`.
    #[inline]
    fn slide(&mut self, tile: u8, from: u8, to: u8) {
        self.cells[to as usize] = tile;
        self.cells[from as usize] = 0;
        self.pos[tile as usize] = to;
        self.pos[0] = from;
    }
}
