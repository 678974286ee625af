//! Additive disjoint pattern databases (Korf & Felner 2002), with the reflected lookup.
//!
//! A [`Partition`] splits the tiles into disjoint patterns. The database of one pattern holds,
//! for every placement of its tiles, the fewest moves *of those tiles* that bring them home
//! (built by a breadth-first search that lets the blank roam for free). Since each
//! move moves one tile, of one pattern, the values of the patterns add up to a lower bound on
//! the moves left.
//!
//! The sum is admissible but not quite consistent: an entry is the least over all blank
//! positions, and one move can take the tiles to a placement whose best blank position is
//! far from the real one, so h can drop by more than 1 in a move (on random 4x4 positions
//! about 2% of moves, by at most 5). IDA* does not mind; the weighted fallback reopens
//! states, so its bound still holds.
//!
//! **Reflection.** Mirroring a position about the main diagonal and relabelling the tiles so
//! that the goal maps to the goal ([`Board::transposed`]) keeps the distance to the goal. The
//! same databases read on the mirrored position give a second lower bound; the heuristic is
//! the larger of the two. No new table is needed: the mirrored lookup for a pattern reads the
//! cells of the mirrored tiles and mirrors those cells.
//!
//! The partitions (tiles numbered in their goal cells, `_` the blank):
//!
//! ```text
//! 4x4 6-6-3      4x4 5-5-5      4x4 7-8        5x5 5-5-5-5-4
//!  A  C  C  C     A  A  A  B     A  A  A  A     A  A  A  B  B
//!  A  A  B  B     A  A  B  B     A  A  A  A     A  A  B  B  B
//!  A  A  B  B     C  C  B  B     B  B  B  B     C  C  D  D  D
//!  A  B  B  _     C  C  C  _     B  B  B  _     C  C  D  D  E
//!                                               C  E  E  E  _
//! ```
//!
//! 3x3 uses one pattern of all eight tiles: its database is the exact distance of each of the
//! 181,440 solvable positions (9!/1! = 362,880 entries, the unsolvable half unreached).
//!
//! Measured on the shared 2-core development machine (release build; building runs the
//! patterns in parallel; time to solve 50 seeded uniformly random 4x4 positions optimally,
//! example `summary`):
//!
//! | partition | tables | build | peak memory building | load | 4x4 solve avg / worst |
//! |---|---|---|---|---|---|
//! | 3x3 8 | 363 KB | 0.05 s | 4 MB | 1 ms | - |
//! | 4x4 6-6-3 (default) | 11.5 MB | 3-5 s | 107 MB | 11-30 ms | 24 ms / 257 ms |
//! | 4x4 5-5-5 | 1.6 MB | 0.4 s | 11 MB | 2 ms | 187 ms / 3.7 s |
//! | 4x4 7-8 | 577 MB | 700 s | 5.3 GB | 1.0 s | 4.5 ms / 45 ms |
//! | 5x5 5-5-5-5-4 | 25.8 MB | 4.4 s | 126 MB | 20 ms | - |
//!
//! 7-8 visits 11 times fewer nodes than 6-6-3, but its build takes minutes and gigabytes, so
//! it is offered and never the default. [`PdbCache`] loads the tables from disk or builds and
//! stores them once.
//!
//! **Other goals.** A table holds, for the *goal cells* of its pattern, the moves that bring the
//! tiles home; which tile is which only decides whose cell a lookup reads. So a goal is first
//! seen in its [`Frame`](crate::goal::Frame): turned by a symmetry of the square so that its
//! blank lands on one of the [`canonical_blanks`] of the size, and its tiles renamed to the
//! canonical goal's ([`Goal::with_blank_at`]). A blank in a corner becomes the last cell: the
//! standard tables serve as they are. For a blank on another cell, the partition keeps its
//! groups of cells, the one holding the blank's cell taking the last cell instead
//! ([`Partition::cells_for`]); only that group's table is built (the others are the standard
//! ones, shared), on demand, once per process, and stored beside the others. The mirrored
//! lookup needs a reflection that keeps the blank's cell: the main diagonal when the cell lies
//! on it, else on odd widths the middle column or row through it; a goal with none (a 4x4
//! blank on an edge) has the direct lookup only. So every goal of a size shares at most
//! [`canonical_blanks`]`.len()` sets of tables, whatever the number of goals.
//!
//! Measured (example `summary --goal ... --count 20`, a fresh cache directory holding the
//! standard 4x4 tables, the machine under a load of about 14 on 2 cores, so about 5 times
//! slower than the table above): a 4x4 goal with the blank inside (a spiral) or on an edge
//! builds its 6-tile table in 11.8 / 11.6 s (loads in 0.24 s), and solves random positions in
//! 235 / 567 ms on average (647 K / 1.72 M nodes: the edge has no mirrored lookup); the blank
//! in a corner needs no table (188 ms, 529 K nodes; the standard goal 120 ms, 271 K nodes on
//! its own 20 positions).

mod build;
mod cache;
mod file;
mod rank;

use std::fmt;
use std::str::FromStr;

use puzzle::words::english;
use puzzle::Words;
use serde::{Serialize, Serializer};

use std::sync::Arc;

use crate::board::Board;
use crate::goal::Goal;
use crate::size::{Size, MAX_CELLS};

pub use cache::{
    default_cache_dir, on_unstored_tables, CacheReport, FileOutcome, FileReport, PdbCache,
    UnstoredTables, CACHE_ENV,
};
pub use file::{FileProblem, FORMAT_VERSION};

pub(crate) use rank::rank;

/// The goal blank cells the pattern databases are made for, the standard goal's (the last
/// cell) first, then one cell of every other class of cells under the square's symmetries
/// (the centre, the cells between, the edges). Chosen so that the partition's group that
/// takes the last cell stays compact, and on the main diagonal or the middle line where the
/// class allows (for the mirrored lookup).
pub fn canonical_blanks(size: Size) -> &'static [usize] {
    match size {
        Size::Three => &[8, 4, 7],
        Size::Four => &[15, 10, 14],
        Size::Five => &[24, 12, 18, 17, 22, 23],
    }
}

/// A way of splitting the tiles of one board size into disjoint patterns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Partition {
    /// 3x3: all eight tiles in one pattern, i.e. the exact distance.
    Exact3,
    /// 4x4: two patterns of six tiles and one of three (the default for 4x4).
    SixSixThree,
    /// 4x4: three patterns of five tiles (smaller and weaker than 6-6-3).
    FiveFiveFive,
    /// 4x4: the top two rows (8 tiles) and the rest (7 tiles): much stronger, but 576 MB
    /// of tables and minutes to build (see the module doc); never the default.
    SevenEight,
    /// 5x5: four patterns of five tiles and one of four.
    FiveX4Four,
}

impl Partition {
    /// Every partition.
    pub const ALL: [Partition; 5] = [
        Partition::Exact3,
        Partition::SixSixThree,
        Partition::FiveFiveFive,
        Partition::SevenEight,
        Partition::FiveX4Four,
    ];

    /// The default partition for a size.
    pub fn default_for(size: Size) -> Partition {
        match size {
            Size::Three => Partition::Exact3,
            Size::Four => Partition::SixSixThree,
            Size::Five => Partition::FiveX4Four,
        }
    }

    /// The board size the partition is for.
    pub fn size(self) -> Size {
        match self {
            Partition::Exact3 => Size::Three,
            Partition::SixSixThree | Partition::FiveFiveFive | Partition::SevenEight => Size::Four,
            Partition::FiveX4Four => Size::Five,
        }
    }

    /// The pattern sizes joined by `-`, e.g. `"6-6-3"`.
    pub fn name(self) -> &'static str {
        match self {
            Partition::Exact3 => "8",
            Partition::SixSixThree => "6-6-3",
            Partition::FiveFiveFive => "5-5-5",
            Partition::SevenEight => "7-8",
            Partition::FiveX4Four => "5-5-5-5-4",
        }
    }

    /// The patterns: disjoint lists of tiles covering every tile of the size.
    pub fn patterns(self) -> &'static [&'static [u8]] {
        match self {
            Partition::Exact3 => &[&[1, 2, 3, 4, 5, 6, 7, 8]],
            Partition::SixSixThree => &[&[1, 5, 6, 9, 10, 13], &[7, 8, 11, 12, 14, 15], &[2, 3, 4]],
            Partition::FiveFiveFive => {
                &[&[1, 2, 3, 5, 6], &[4, 7, 8, 11, 12], &[9, 10, 13, 14, 15]]
            }
            Partition::SevenEight => &[&[1, 2, 3, 4, 5, 6, 7, 8], &[9, 10, 11, 12, 13, 14, 15]],
            Partition::FiveX4Four => &[
                &[1, 2, 3, 6, 7],
                &[4, 5, 8, 9, 10],
                &[11, 12, 16, 17, 21],
                &[13, 14, 15, 18, 19],
                &[20, 22, 23, 24],
            ],
        }
    }

    /// The goal cells of each pattern, in rank order, for the canonical goal whose blank is on
    /// `blank` ([`Goal::with_blank_at`]): the cells of the standard goal's tiles, with `blank`
    /// replaced by the last cell in the group that holds it.
    pub fn cells_for(self, blank: usize) -> Vec<Vec<u8>> {
        let last = self.size().cells() - 1;
        self.patterns()
            .iter()
            .map(|tiles| {
                tiles
                    .iter()
                    .map(|&t| {
                        let cell = t as usize - 1;
                        if cell == blank {
                            last as u8
                        } else {
                            cell as u8
                        }
                    })
                    .collect()
            })
            .collect()
    }

    /// Total table entries (= bytes) of all patterns.
    pub fn entries(self) -> usize {
        let cells = self.size().cells();
        self.patterns()
            .iter()
            .map(|p| rank::table_len(cells, p.len()))
            .sum()
    }

    fn index(self) -> usize {
        Partition::ALL.iter().position(|&p| p == self).unwrap_or(0)
    }
}

impl fmt::Display for Partition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.size(), self.name())
    }
}

impl Serialize for Partition {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A partition name that is not known.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub struct ParsePartitionError {
    /// The text as given.
    pub input: String,
}

impl ParsePartitionError {
    /// Its catalogue words (`n-puzzle-request-partition-name`): the name and the partitions
    /// there are.
    pub fn words(&self) -> Words {
        Words::new("n-puzzle-request-partition-name").arg("input", &self.input)
    }
}

impl FromStr for Partition {
    type Err = ParsePartitionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        crate::by_name(&Partition::ALL, Partition::name, s).ok_or_else(|| ParsePartitionError {
            input: s.to_string(),
        })
    }
}

/// One pattern's database.
struct PatternDb {
    /// The pattern's tiles, in rank order.
    tiles: Vec<u8>,
    /// The mirrored tile of each: the tile whose goal cell is the mirror image of its own.
    mirrored: Vec<u8>,
    /// Fewest pattern moves per placement rank (shared between the sets that need it).
    table: Arc<[u8]>,
}

/// The loaded databases of one partition for one canonical goal: the pattern database
/// heuristic.
pub struct PatternSet {
    partition: Partition,
    /// The goal's blank cell (the canonical goal is [`Goal::with_blank_at`] it).
    blank: u8,
    dbs: Vec<PatternDb>,
    /// Tile -> the pattern holding it.
    pattern_of: [u8; MAX_CELLS],
    /// Tile -> the pattern whose mirrored lookup reads it.
    mirrored_pattern_of: [u8; MAX_CELLS],
    /// Cell -> its mirror image (every cell itself when no reflection keeps the goal's blank).
    transpose: [u8; MAX_CELLS],
}

impl fmt::Debug for PatternSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PatternSet")
            .field("partition", &self.partition)
            .field("blank", &self.blank)
            .field("bytes", &self.bytes())
            .finish()
    }
}

/// The reflection of the mirrored lookup for goals whose blank is on `blank`: the main
/// diagonal when it keeps the cell, else (odd widths) the middle column or row through it,
/// else none (every cell its own image).
fn mirror_of(size: Size, blank: usize) -> [u8; MAX_CELLS] {
    let w = size.width();
    let symmetry = if size.transpose(blank) == blank {
        1
    } else if w % 2 == 1 && size.col(blank) == w / 2 {
        4
    } else if w % 2 == 1 && size.row(blank) == w / 2 {
        2
    } else {
        0
    };
    let mut map = [0u8; MAX_CELLS];
    for (cell, m) in map.iter_mut().enumerate().take(size.cells()) {
        *m = size.symmetry(symmetry, cell) as u8;
    }
    map
}

impl PatternSet {
    /// Wraps the tables of `partition` for the canonical goal with the blank on `blank` (one
    /// table per pattern, in order, for the cells of [`Partition::cells_for`]).
    pub(crate) fn new(partition: Partition, blank: usize, tables: Vec<Arc<[u8]>>) -> PatternSet {
        let size = partition.size();
        let goal = Goal::with_blank_at(size, blank);
        let tile_at = |cell: u8| goal.board().cells()[cell as usize];
        let mut pattern_of = [0u8; MAX_CELLS];
        let mut mirrored_pattern_of = [0u8; MAX_CELLS];
        let transpose = mirror_of(size, blank);
        let dbs = partition
            .cells_for(blank)
            .into_iter()
            .zip(tables)
            .enumerate()
            .map(|(p, (cells, table))| {
                let tiles: Vec<u8> = cells.iter().map(|&c| tile_at(c)).collect();
                let mirrored: Vec<u8> = cells
                    .iter()
                    .map(|&c| tile_at(transpose[c as usize]))
                    .collect();
                for (&t, &m) in tiles.iter().zip(&mirrored) {
                    pattern_of[t as usize] = p as u8;
                    mirrored_pattern_of[m as usize] = p as u8;
                }
                PatternDb {
                    tiles,
                    mirrored,
                    table,
                }
            })
            .collect();
        PatternSet {
            partition,
            blank: blank as u8,
            dbs,
            pattern_of,
            mirrored_pattern_of,
            transpose,
        }
    }

    /// The partition these databases belong to.
    pub fn partition(&self) -> Partition {
        self.partition
    }

    /// The blank cell of the canonical goal these databases measure the distance to.
    pub fn blank(&self) -> usize {
        self.blank as usize
    }

    /// The canonical goal these databases measure the distance to.
    pub fn goal(&self) -> Goal {
        Goal::with_blank_at(self.size(), self.blank())
    }

    /// Whether a reflection keeps the goal, so that the mirrored lookup is a second bound.
    pub fn has_mirror(&self) -> bool {
        (0..self.size().cells()).any(|c| self.transpose[c] as usize != c)
    }

    /// The table of pattern `p` (for sharing it with another set).
    pub(crate) fn table(&self, p: usize) -> Arc<[u8]> {
        Arc::clone(&self.dbs[p].table)
    }

    /// The board size.
    pub fn size(&self) -> Size {
        self.partition.size()
    }

    /// Memory held by the tables, in bytes.
    pub fn bytes(&self) -> usize {
        self.dbs.iter().map(|d| d.table.len()).sum()
    }

    /// The heuristic, towards [`PatternSet::goal`]: the larger of the additive sum on `board`
    /// and on its mirror image.
    ///
    /// # Panics
    /// If `board` is not of this partition's size.
    pub fn estimate(&self, board: &Board) -> u32 {
        let pos = self.positions(board);
        let (mut direct, mut mirrored) = (0, 0);
        for p in 0..self.dbs.len() {
            direct += u32::from(self.lookup(p, &pos));
            mirrored += u32::from(self.lookup_reflected(p, &pos));
        }
        direct.max(mirrored)
    }

    /// The additive sum on `board` alone, without the mirrored lookup.
    ///
    /// # Panics
    /// If `board` is not of this partition's size.
    pub fn additive(&self, board: &Board) -> u32 {
        let pos = self.positions(board);
        (0..self.dbs.len())
            .map(|p| u32::from(self.lookup(p, &pos)))
            .sum()
    }

    fn positions(&self, board: &Board) -> [u8; MAX_CELLS] {
        assert_eq!(
            board.size(),
            self.size(),
            "pattern databases of another size"
        );
        board.positions()
    }

    /// Number of patterns.
    pub(crate) fn patterns(&self) -> usize {
        self.dbs.len()
    }

    /// The pattern holding `tile`.
    #[inline]
    pub(crate) fn pattern_of(&self, tile: u8) -> usize {
        self.pattern_of[tile as usize] as usize
    }

    /// The pattern whose mirrored lookup changes when `tile` moves.
    #[inline]
    pub(crate) fn mirrored_pattern_of(&self, tile: u8) -> usize {
        self.mirrored_pattern_of[tile as usize] as usize
    }

    /// Pattern `p`'s value, given every tile's cell (`pos[tile]`).
    #[inline]
    pub(crate) fn lookup(&self, p: usize, pos: &[u8; MAX_CELLS]) -> u8 {
        let db = &self.dbs[p];
        let cells = self.size().cells();
        db.table[rank(db.tiles.iter().map(|&t| pos[t as usize]), cells)]
    }

    /// Pattern `p`'s value on the mirror image of the position: the mirrored tile of each of
    /// its tiles stands, mirrored, where the tile would stand in the mirror image.
    #[inline]
    pub(crate) fn lookup_reflected(&self, p: usize, pos: &[u8; MAX_CELLS]) -> u8 {
        let db = &self.dbs[p];
        let cells = self.size().cells();
        let at = db
            .mirrored
            .iter()
            .map(|&m| self.transpose[pos[m as usize] as usize]);
        db.table[rank(at, cells)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partitions_cover_every_tile_once() {
        for partition in Partition::ALL {
            let size = partition.size();
            let mut tiles: Vec<u8> = partition.patterns().concat();
            tiles.sort_unstable();
            let want: Vec<u8> = (1..=size.tiles() as u8).collect();
            assert_eq!(tiles, want, "{partition}");
            assert_eq!(partition.name().parse(), Ok(partition));
        }
        assert_eq!(Partition::SixSixThree.entries(), 2 * 5_765_760 + 3_360);
        assert!("8-7".parse::<Partition>().is_err());
    }

    #[test]
    fn other_blanks_move_one_cell_of_one_group() {
        for partition in Partition::ALL {
            let size = partition.size();
            let last = size.cells() - 1;
            for &blank in canonical_blanks(size) {
                let groups = partition.cells_for(blank);
                let mut cells: Vec<u8> = groups.concat();
                cells.sort_unstable();
                let want: Vec<u8> = (0..size.cells() as u8)
                    .filter(|&c| c as usize != blank)
                    .collect();
                assert_eq!(cells, want, "{partition} blank {blank}");
                let standard = partition.cells_for(last);
                let changed = groups.iter().zip(&standard).filter(|(a, b)| a != b).count();
                assert_eq!(
                    changed,
                    usize::from(blank != last),
                    "{partition} blank {blank}"
                );
            }
        }
        // every class of cells under the symmetries has its canonical blank
        for size in Size::ALL {
            for cell in 0..size.cells() {
                let reached = (0..crate::size::SYMMETRIES)
                    .any(|k| canonical_blanks(size).contains(&size.symmetry(k, cell)));
                assert!(reached, "{size} cell {cell}");
            }
        }
    }
}
