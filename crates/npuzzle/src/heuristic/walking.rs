//! Takahashi's walking distance, with its table built by breadth-first search at first use.
//!
//! Look only at rows: record, for every row `r` and goal row `g`, how many tiles in row `r`
//! belong in row `g` (a `n x n` count matrix; the blank's row is the one holding `n - 1`
//! tiles). A vertical move takes one tile from a row next to the blank's row into it; which
//! tile within the row does not matter. The fewest such moves that turn the matrix into the
//! goal's (the diagonal) is the vertical walking distance; the same on columns gives the
//! horizontal one. Every real move is either vertical or horizontal, so their sum never
//! overestimates; it dominates the Manhattan distance, since it also sees tiles that block
//! each other within a row.
//!
//! The table maps every reachable matrix to its distance. It depends on the goal only through
//! the row of the goal's blank (the goal matrix has `n - 1` tiles there, `n` in the other rows),
//! so there is one table per blank row, and columns use the table of the blank's goal column.
//! It has 24,964 matrices for 4x4 with the blank in the bottom row and builds in milliseconds. For 5x5 the matrices are far more numerous (counts 0-5 in a 5x5
//! matrix, millions of states in a hash map) and the heuristic is much weaker than the
//! pattern databases there, so 5x5 is refused ([`walking_table`] returns `None`).

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::board::Board;
use crate::goal::Goal;
use crate::size::Size;

/// Counts of tiles per (row, goal row), padded to 4x4.
type Matrix = [[u8; 4]; 4];

/// The distances of every reachable count matrix for one size and blank line.
#[derive(Debug)]
pub struct WalkingTable {
    size: Size,
    /// The line (row, or column for the columns' count) of the goal's blank.
    blank_line: usize,
    distances: HashMap<u64, u8>,
}

/// Packs a matrix, 3 bits a count (counts are at most 4).
fn key(m: &Matrix, w: usize) -> u64 {
    let mut k = 0u64;
    for row in m.iter().take(w) {
        for &c in row.iter().take(w) {
            k = (k << 3) | u64::from(c);
        }
    }
    k
}

impl WalkingTable {
    fn build(size: Size, blank_line: usize) -> WalkingTable {
        let w = size.width();
        let mut goal: Matrix = [[0; 4]; 4];
        for (r, row) in goal.iter_mut().enumerate().take(w) {
            row[r] = w as u8;
        }
        goal[blank_line][blank_line] = w as u8 - 1;
        let mut distances = HashMap::new();
        distances.insert(key(&goal, w), 0u8);
        let mut layer = vec![(goal, blank_line)];
        let mut depth = 0u8;
        while !layer.is_empty() {
            depth += 1;
            let mut next = Vec::new();
            for (m, blank_row) in layer {
                for from in [blank_row.wrapping_sub(1), blank_row + 1] {
                    if from >= w {
                        continue;
                    }
                    for g in 0..w {
                        if m[from][g] == 0 {
                            continue;
                        }
                        let mut n = m;
                        n[from][g] -= 1;
                        n[blank_row][g] += 1;
                        let k = key(&n, w);
                        if let std::collections::hash_map::Entry::Vacant(e) = distances.entry(k) {
                            e.insert(depth);
                            next.push((n, from));
                        }
                    }
                }
            }
            layer = next;
        }
        WalkingTable {
            size,
            blank_line,
            distances,
        }
    }

    /// How many count matrices are reachable (24,964 for 4x4, blank in the bottom row).
    pub fn states(&self) -> usize {
        self.distances.len()
    }

    /// The distance of a count matrix (every matrix of a real board is reachable: the walking
    /// moves can realise any sequence of real moves, so the lookup cannot miss).
    fn distance(&self, m: &Matrix) -> u32 {
        let w = self.size.width();
        u32::from(self.distances.get(&key(m, w)).copied().unwrap_or(0))
    }

    /// The walking distance of `board` to the standard goal (vertical plus horizontal): this
    /// table, for the bottom row, serves both.
    ///
    /// # Panics
    /// If `board` is not of this table's size, or the table is not the bottom row's.
    pub fn estimate(&self, board: &Board) -> u32 {
        assert_eq!(
            self.blank_line,
            self.size.width() - 1,
            "not the standard goal's table"
        );
        walking_distance(self, self, board, &Goal::standard(self.size))
    }
}

/// The walking distance of `board` to `goal`: `rows` is the table of the goal blank's row,
/// `cols` that of its column.
///
/// # Panics
/// If `board` is not of the tables' size.
pub fn walking_distance(
    rows: &WalkingTable,
    cols: &WalkingTable,
    board: &Board,
    goal: &Goal,
) -> u32 {
    let size = rows.size;
    assert_eq!(board.size(), size, "walking distance table of another size");
    let mut by_row: Matrix = [[0; 4]; 4];
    let mut by_col: Matrix = [[0; 4]; 4];
    for (cell, &tile) in board.cells().iter().enumerate() {
        if tile == 0 {
            continue;
        }
        let home = goal.cell_of(tile);
        by_row[size.row(cell)][size.row(home)] += 1;
        by_col[size.col(cell)][size.col(home)] += 1;
    }
    rows.distance(&by_row) + cols.distance(&by_col)
}

/// The shared table for the standard goal of `size` (blank in the bottom row), built at first
/// use; `None` for 5x5 (see the module doc).
pub fn walking_table(size: Size) -> Option<&'static WalkingTable> {
    walking_table_for(size, size.width() - 1)
}

/// The shared table for goals of `size` whose blank is in row (or column) `blank_line`, built
/// at first use; `None` for 5x5 (see the module doc).
pub fn walking_table_for(size: Size, blank_line: usize) -> Option<&'static WalkingTable> {
    static THREE: [OnceLock<WalkingTable>; 3] = [const { OnceLock::new() }; 3];
    static FOUR: [OnceLock<WalkingTable>; 4] = [const { OnceLock::new() }; 4];
    let slot = match size {
        Size::Three => THREE.get(blank_line)?,
        Size::Four => FOUR.get(blank_line)?,
        Size::Five => return None,
    };
    Some(slot.get_or_init(|| WalkingTable::build(size, blank_line)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristic::distance::manhattan;

    fn standard(board: &Board) -> u32 {
        manhattan(board, &Goal::standard(board.size()))
    }

    #[test]
    fn table_sizes() {
        let four = walking_table(Size::Four).unwrap();
        assert_eq!(four.states(), 24_964);
        assert!(walking_table(Size::Three).unwrap().states() > 1);
        assert!(walking_table(Size::Five).is_none());
    }

    #[test]
    fn at_least_manhattan_and_zero_at_goal() {
        let four = walking_table(Size::Four).unwrap();
        assert_eq!(four.estimate(&Board::goal(Size::Four)), 0);
        for text in [
            "15 14 13 12/11 10 9 8/7 6 5 4/3 2 1 0",
            "1 2 3 4/5 6 7 8/9 10 11 12/13 0 14 15",
            "2 1 3 4/5 6 7 8/9 10 11 12/13 14 0 15",
        ] {
            let b: Board = text.parse().unwrap();
            assert!(four.estimate(&b) >= standard(&b), "{text}");
        }
        // Three tiles of the top row reversed: each must leave the row at some point.
        let b: Board = "3 2 1/4 5 6/7 8 0".parse().unwrap();
        let three = walking_table(Size::Three).unwrap();
        assert!(three.estimate(&b) > standard(&b));
    }

    #[test]
    fn other_goals_use_the_tables_of_their_blank_lines() {
        let goal = Goal::new("1 2 3/8 0 4/7 6 5".parse().unwrap());
        let middle = walking_table_for(Size::Three, 1).unwrap();
        assert_eq!(walking_distance(middle, middle, goal.board(), &goal), 0);
        let start: Board = "2 8 3/1 6 4/7 0 5".parse().unwrap();
        let wd = walking_distance(middle, middle, &start, &goal);
        assert!(wd >= manhattan(&start, &goal) && wd <= 5, "{wd}");
        assert!(walking_table_for(Size::Four, 4).is_none());
    }
}
