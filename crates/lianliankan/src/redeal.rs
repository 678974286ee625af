//! Shuffling without gravity: the kinds of the remaining tiles dealt again over the same
//! cells so that the new deal can be cleared, whenever any deal of them can.
//!
//! Kinds matter to a clearing only through which cells go together: a clearing is an order
//! of pairs of cells, each pair joined within the turn limit while the later pairs still
//! stand, and writing any kinds on those pairs gives a clearable deal. So the search here
//! ignores kinds. Cells that dominoes can tile are always clearable (neighbours join with no
//! turn), and [`place_clearable`] deals kinds on them at random without ever getting stuck.
//! Otherwise a depth-first search removes pairs of cells that join now, preferring pairs that
//! even out the two colours of the checkerboard (a domino covers one of each), until the cells
//! left can be tiled; the empty set can always be, so the search is complete, and it remembers
//! the sets of cells it already failed from. Exhausting it proves that no deal can be
//! cleared. It runs within the limits given: each set of cells it looks at is a node.

use std::collections::HashSet;

use puzzle::words::english;
use puzzle::Words;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use search::{Budget, Limits, Stats, StopReason};

use crate::board::{Board, Cell};
use crate::generate::{place_clearable, Dominoes};
use crate::reach::{reachable_ends, Rows, PADDED};

/// Why a shuffle dealt nothing.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum ShuffleError {
    /// Proven: whatever kinds the remaining tiles had, no order of removals would clear them.
    Impossible,
    /// Under gravity: every deal tried was found unclearable.
    GaveUp {
        /// Deals tried.
        attempts: usize,
    },
    /// The limits stopped the shuffle before it found a clearable deal.
    Stopped(StopReason),
    /// A fault of ours: the developer's note says what failed (English only, like every
    /// internal error of the interface; the interface passes it on as one).
    Internal(&'static str),
}

impl ShuffleError {
    /// Why the shuffle dealt nothing and what to do, as catalogue words.
    pub fn words(&self) -> Words {
        match *self {
            ShuffleError::Impossible => Words::new("lianliankan-not-found-shuffle-impossible"),
            ShuffleError::GaveUp { attempts } => {
                Words::new("lianliankan-not-found-shuffle-gave-up").arg("attempts", attempts)
            }
            ShuffleError::Stopped(reason) => Words::new("error-stopped")
                .word("what", Words::new("work-shuffle"))
                .word("reason", Words::stop_reason(reason)),
            ShuffleError::Internal(what) => {
                Words::new("lianliankan-shuffle-fault").arg("detail", what)
            }
        }
    }
}

/// What a shuffle deals again: the cells of a board's tiles, one kind per pair of them, and
/// the board with its blockers only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TilesToDeal {
    /// The board's cells with every tile taken off (blockers and empty cells).
    pub base: Vec<Cell>,
    /// The cells (row, column) of the tiles, in reading order.
    pub targets: Vec<(usize, usize)>,
    /// One kind per pair of tiles, in increasing order.
    pub pairs: Vec<u32>,
}

impl TilesToDeal {
    /// The tiles of `board`.
    pub fn of(board: &Board) -> TilesToDeal {
        let cols = board.cols();
        let base = board
            .cells()
            .iter()
            .map(|&c| if c == Cell::Blocker { c } else { Cell::Empty })
            .collect();
        let targets = (0..board.cells().len())
            .filter(|&i| board.cells()[i].kind().is_some())
            .map(|i| (i / cols, i % cols))
            .collect();
        let mut kinds: Vec<u32> = board.cells().iter().filter_map(|c| c.kind()).collect();
        kinds.sort_unstable();
        let pairs = kinds.chunks(2).map(|p| p[0]).collect();
        TilesToDeal {
            base,
            targets,
            pairs,
        }
    }
}

/// Two cells (padded row, column) removed together.
type CellPair = ((usize, usize), (usize, usize));

/// A clearable deal of `tiles` on a `rows` x `cols` board, with at most `max_turns` turns per
/// path and no gravity: the pairs' kinds go on the cells in a random order drawn from `rng`.
pub fn clearable_redeal(
    rng: &mut ChaCha8Rng,
    rows: usize,
    cols: usize,
    tiles: &TilesToDeal,
    max_turns: u32,
    limits: &Limits,
) -> Result<Vec<Cell>, ShuffleError> {
    let TilesToDeal {
        base,
        targets,
        pairs,
    } = tiles;
    if pairs.len() * 2 != targets.len() {
        return Err(ShuffleError::Internal(
            "one kind per pair of cells is needed",
        ));
    }
    let mut kinds = pairs.clone();
    kinds.shuffle(rng);
    let mut search = FirstPairs::new(rows, cols, base, targets, max_turns, limits);
    if search.some_cell_has_no_partner() {
        return Err(ShuffleError::Impossible);
    }
    let mut first = Vec::new();
    if !search.find(rng, &mut first)? {
        return Err(ShuffleError::Impossible);
    }
    let taken: HashSet<(usize, usize)> = first
        .iter()
        .flat_map(|&(a, b)| [unpadded(a), unpadded(b)])
        .collect();
    let rest: Vec<(usize, usize)> = targets
        .iter()
        .copied()
        .filter(|cell| !taken.contains(cell))
        .collect();
    let (rest_kinds, first_kinds) = kinds.split_at(rest.len() / 2);
    // the cells left can be tiled by dominoes, so this placement cannot get stuck
    let mut cells = place_clearable(rng, rows, cols, base, &rest, rest_kinds, max_turns).ok_or(
        ShuffleError::Internal("the domino-tiled cells could not be dealt"),
    )?;
    for (&(a, b), &kind) in first.iter().zip(first_kinds) {
        for (r, c) in [unpadded(a), unpadded(b)] {
            cells[r * cols + c] = Cell::Tile(kind);
        }
    }
    Ok(cells)
}

/// The board cell of a padded cell.
fn unpadded((r, c): (usize, usize)) -> (usize, usize) {
    (r - 1, c - 1)
}

/// The colour of a cell on the checkerboard (0 or 1); a domino covers one of each.
fn colour((r, c): (usize, usize)) -> usize {
    (r + c) % 2
}

/// The depth-first search for the pairs to remove first (see the module's documentation).
struct FirstPairs<'l> {
    rows: usize,
    cols: usize,
    max_turns: u32,
    /// Padded cells that are not blockers (the ring included).
    open: Rows,
    /// Padded cells that still hold a tile.
    tiles: Rows,
    /// Tiles left on each colour.
    per_colour: [usize; 2],
    /// Sets of tiles from which no clearing exists.
    failed: HashSet<Rows>,
    budget: Budget<'l>,
    stats: Stats,
}

/// What one remembered failure holds, with the hash table's overhead.
const FAILED_ENTRY_BYTES: usize = 2 * std::mem::size_of::<Rows>();

impl<'l> FirstPairs<'l> {
    fn new(
        rows: usize,
        cols: usize,
        base: &[Cell],
        targets: &[(usize, usize)],
        max_turns: u32,
        limits: &'l Limits,
    ) -> Self {
        let mut open: Rows = [0; PADDED];
        for (r, row) in open.iter_mut().enumerate().take(rows + 2) {
            *row = (1u64 << (cols + 2)) - 1;
            if (1..=rows).contains(&r) {
                for c in 0..cols {
                    if base[(r - 1) * cols + c] == Cell::Blocker {
                        *row &= !(1u64 << (c + 1));
                    }
                }
            }
        }
        let mut tiles: Rows = [0; PADDED];
        let mut per_colour = [0; 2];
        for &(r, c) in targets {
            tiles[r + 1] |= 1u64 << (c + 1);
            per_colour[colour((r, c))] += 1;
        }
        FirstPairs {
            rows,
            cols,
            max_turns,
            open,
            tiles,
            per_colour,
            failed: HashSet::new(),
            budget: limits.start(),
            stats: Stats::default(),
        }
    }

    /// The padded cells holding a tile, in reading order.
    fn tile_cells(&self) -> Vec<(usize, usize)> {
        let mut cells = Vec::new();
        for r in 1..=self.rows {
            let mut bits = self.tiles[r];
            while bits != 0 {
                cells.push((r, bits.trailing_zeros() as usize));
                bits &= bits - 1;
            }
        }
        cells
    }

    /// The cells a path of at most the allowed turns joins to the tile at `cell`, through
    /// `free` cells.
    fn partners(&self, free: &Rows, cell: (usize, usize)) -> Rows {
        let mut ends = reachable_ends(free, self.rows + 2, cell, self.max_turns);
        for (end, tiles) in ends.iter_mut().zip(&self.tiles) {
            *end &= tiles;
        }
        ends
    }

    /// Whether a tile could not be joined to any other even with every other tile gone: then
    /// no deal can be cleared.
    fn some_cell_has_no_partner(&self) -> bool {
        self.tile_cells().into_iter().any(|(r, c)| {
            let mut free = self.open;
            free[r] &= !(1u64 << c);
            self.partners(&free, (r, c)).iter().all(|&row| row == 0)
        })
    }

    /// Whether dominoes can tile the tiles left.
    fn tileable(&self) -> bool {
        if self.per_colour[0] != self.per_colour[1] {
            return false;
        }
        let cells: Vec<(usize, usize)> = self.tile_cells().into_iter().map(unpadded).collect();
        Dominoes::new(self.rows, self.cols, &cells).is_some()
    }

    /// The pairs of tiles that join now, those that even out the colours first (in a random
    /// order among equals).
    fn joinable_pairs(&self, rng: &mut ChaCha8Rng) -> Vec<CellPair> {
        let mut free = self.open;
        for (row, tiles) in free.iter_mut().zip(&self.tiles) {
            *row &= !tiles;
        }
        let cells = self.tile_cells();
        let mut pairs = Vec::new();
        for (i, &a) in cells.iter().enumerate() {
            let ends = self.partners(&free, a);
            for &b in &cells[i + 1..] {
                if ends[b.0] & (1u64 << b.1) != 0 {
                    pairs.push((a, b));
                }
            }
        }
        pairs.shuffle(rng);
        let surplus = self.per_colour[0] as i64 - self.per_colour[1] as i64;
        pairs.sort_by_key(|&(a, b)| {
            let taken_from_first = [a, b].iter().filter(|&&cell| colour(cell) == 0).count() as i64;
            (surplus - taken_from_first + (2 - taken_from_first)).abs()
        });
        pairs
    }

    fn take(&mut self, (a, b): CellPair) {
        for cell in [a, b] {
            self.tiles[cell.0] &= !(1u64 << cell.1);
            self.per_colour[colour(cell)] -= 1;
        }
    }

    fn put_back(&mut self, (a, b): CellPair) {
        for cell in [a, b] {
            self.tiles[cell.0] |= 1u64 << cell.1;
            self.per_colour[colour(cell)] += 1;
        }
    }

    /// Whether removing more pairs (appended to `first`, in order) from the tiles left can
    /// leave tiles that dominoes tile; on `false`, `first` is as it was.
    fn find(
        &mut self,
        rng: &mut ChaCha8Rng,
        first: &mut Vec<CellPair>,
    ) -> Result<bool, ShuffleError> {
        self.stats.expanded += 1;
        if let Some(reason) = self.budget.check(&self.stats, first.len() as u64) {
            return Err(ShuffleError::Stopped(reason));
        }
        if self.tileable() {
            return Ok(true);
        }
        if self.failed.contains(&self.tiles) {
            return Ok(false);
        }
        for pair in self.joinable_pairs(rng) {
            self.stats.generated += 1;
            self.take(pair);
            first.push(pair);
            if self.find(rng, first)? {
                return Ok(true);
            }
            first.pop();
            self.put_back(pair);
        }
        if (self.failed.len() + 1) * FAILED_ENTRY_BYTES > self.budget.table_memory() {
            return Err(ShuffleError::Stopped(StopReason::MemoryLimit));
        }
        self.failed.insert(self.tiles);
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use super::*;
    use crate::parse::parse_board;
    use crate::puzzle::Puzzle;
    use crate::rules::{MaxTurns, Rules};
    use crate::solver::decide_from;

    fn redeal(text: &str, turns: u32, seed: u64, limits: &Limits) -> Result<Board, ShuffleError> {
        let board = parse_board(text).expect("board");
        let tiles = TilesToDeal::of(&board);
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let cells = clearable_redeal(&mut rng, board.rows(), board.cols(), &tiles, turns, limits)?;
        Ok(Board::new(board.rows(), board.cols(), cells).expect("a valid deal"))
    }

    fn clearable(board: Board, turns: u32) -> bool {
        let rules = Rules {
            max_turns: MaxTurns::Limit(turns),
            ..Rules::default()
        };
        let puzzle = Puzzle::new(board, rules);
        decide_from(&puzzle, &puzzle.initial(), &Limits::none()).solvable == Some(true)
    }

    #[test]
    fn cells_dominoes_cannot_tile_are_dealt_clearable() {
        // 6 tiles on one colour, 10 on the other
        let text = "1 2 3 2 4\n5 0 6 0 3\n3 6 0 5 1\n4 7 7 0 3\n";
        for seed in 0..20 {
            let board = redeal(text, 2, seed, &Limits::none()).expect("a deal");
            assert!(clearable(board, 2), "seed {seed}");
        }
    }

    #[test]
    fn a_walled_in_tile_proves_that_no_deal_clears() {
        // the tile in the middle is closed in by blockers: it can never be joined
        let text = "1 -1 1\n-1 2 -1\n2 -1 0\n";
        assert_eq!(
            redeal(text, 2, 1, &Limits::none()),
            Err(ShuffleError::Impossible)
        );
    }

    #[test]
    fn an_exhausted_search_proves_that_no_deal_clears() {
        // no turn allowed: each row of three tiles is on its own (the blockers part them),
        // and any pair taken from a row leaves its third tile alone
        let text = "1 1 2\n-1 -1 -1\n2 3 3\n";
        assert_eq!(
            redeal(text, 0, 3, &Limits::none()),
            Err(ShuffleError::Impossible)
        );
        // with two turns the ring joins the rows
        let board = redeal(text, 2, 3, &Limits::none()).expect("a deal");
        assert!(clearable(board, 2));
    }

    #[test]
    fn the_limits_stop_the_search() {
        let text = "1 2 3 2 4\n5 0 6 0 3\n3 6 0 5 1\n4 7 7 0 3\n";
        assert_eq!(
            redeal(text, 2, 1, &Limits::none().with_max_expanded(1)),
            Err(ShuffleError::Stopped(StopReason::NodeLimit))
        );
    }
}
