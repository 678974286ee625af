//! The textbook heuristics computed from the board and its goal alone: misplaced tiles,
//! Manhattan distance, linear conflict, and a deliberately inadmissible one for teaching.

use crate::board::Board;
use crate::goal::Goal;

/// Tiles not on their goal cell (the blank does not count).
pub fn misplaced(board: &Board, goal: &Goal) -> u32 {
    board
        .cells()
        .iter()
        .zip(goal.board().cells())
        .filter(|&(&tile, &wanted)| tile != 0 && tile != wanted)
        .count() as u32
}

/// Sum over the tiles of the rows plus columns between each tile and its goal cell.
pub fn manhattan(board: &Board, goal: &Goal) -> u32 {
    let size = board.size();
    board
        .cells()
        .iter()
        .enumerate()
        .filter(|&(_, &tile)| tile != 0)
        .map(|(cell, &tile)| size.distance(cell, goal.cell_of(tile)) as u32)
        .sum()
}

/// Manhattan distance plus 2 for every tile that must leave its line to let others pass.
///
/// In a row, take the tiles whose goal row is that row. If their goal columns are not in
/// increasing order, some of them must step out of the row (one move) and back (another
/// move) that Manhattan does not count. The fewest tiles that must step out is the row's
/// tile count minus the longest increasing run of goal columns (a longest increasing
/// subsequence), so the row adds 2 x that. Columns likewise. Row extras are vertical moves and
/// column extras horizontal ones, so adding both to Manhattan stays admissible. (Counting 2
/// per conflicting *pair* would not: three tiles in reverse order form 3 pairs, but only 2
/// tiles need to step out.)
pub fn linear_conflict(board: &Board, goal: &Goal) -> u32 {
    manhattan(board, goal) + 2 * line_extras(board, goal)
}

/// Tiles that must step out of their row or column (see [`linear_conflict`]).
fn line_extras(board: &Board, goal: &Goal) -> u32 {
    let size = board.size();
    let w = size.width();
    let mut extra = 0;
    let mut line = [0u8; 8];
    for transposed in [false, true] {
        for l in 0..w {
            let mut len = 0;
            for i in 0..w {
                let cell = if transposed { i * w + l } else { l * w + i };
                let tile = board.cells[cell];
                if tile == 0 {
                    continue;
                }
                let home = goal.cell_of(tile);
                let (goal_line, goal_place) = if transposed {
                    (size.col(home), size.row(home))
                } else {
                    (size.row(home), size.col(home))
                };
                if goal_line == l {
                    line[len] = goal_place as u8;
                    len += 1;
                }
            }
            extra += (len - longest_increasing(&line[..len])) as u32;
        }
    }
    extra
}

/// Length of a longest strictly increasing subsequence (short inputs: quadratic is fine).
fn longest_increasing(values: &[u8]) -> usize {
    let mut best = [1usize; 8];
    let mut longest = 0;
    for i in 0..values.len() {
        for j in 0..i {
            if values[j] < values[i] {
                best[i] = best[i].max(best[j] + 1);
            }
        }
        longest = longest.max(best[i]);
    }
    longest
}

/// Twice the Manhattan distance: overestimates, so A* and IDA* lose their optimality
/// guarantee (a teaching example; flagged not admissible).
pub fn inadmissible(board: &Board, goal: &Goal) -> u32 {
    2 * manhattan(board, goal)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Board {
        text.parse().unwrap()
    }

    fn standard() -> Goal {
        Goal::standard(crate::Size::Three)
    }

    #[test]
    fn goal_is_zero() {
        for size in crate::Size::ALL {
            let goal = Goal::standard(size);
            assert_eq!(misplaced(goal.board(), &goal), 0);
            assert_eq!(manhattan(goal.board(), &goal), 0);
            assert_eq!(linear_conflict(goal.board(), &goal), 0);
        }
        let textbook = Goal::new(board("1 2 3/8 0 4/7 6 5"));
        assert_eq!(linear_conflict(textbook.board(), &textbook), 0);
    }

    #[test]
    fn known_values() {
        let b = board("8 6 7/2 5 4/3 0 1");
        assert_eq!(misplaced(&b, &standard()), 7);
        assert_eq!(manhattan(&b, &standard()), 21);
        assert_eq!(inadmissible(&b, &standard()), 42);
        // Row 1 holds 3 2 1 (goal row 0): two of three must step out.
        let r = board("3 2 1/4 5 6/7 8 0");
        assert_eq!(manhattan(&r, &standard()), 4);
        assert_eq!(linear_conflict(&r, &standard()), 4 + 2 * 2);
        // Two tiles swapped in a column.
        let c = board("4 2 3/1 5 6/7 8 0");
        assert_eq!(linear_conflict(&c, &standard()), 2 + 2);
    }

    #[test]
    fn textbook_figures() {
        // AIMA's start against its blank-first goal: h1 = 8, h2 = 18.
        let aima = board("7 2 4/5 0 6/8 3 1");
        let blank_first = Goal::new(board("0 1 2/3 4 5/6 7 8"));
        assert_eq!(misplaced(&aima, &blank_first), 8);
        assert_eq!(manhattan(&aima, &blank_first), 18);
        // Nilsson's: 4 tiles out of place (1, 2, 6, 8), 5 by Manhattan.
        let nilsson = board("2 8 3/1 6 4/7 0 5");
        let centre = Goal::new(board("1 2 3/8 0 4/7 6 5"));
        assert_eq!(misplaced(&nilsson, &centre), 4);
        assert_eq!(manhattan(&nilsson, &centre), 5);
    }

    #[test]
    fn longest_increasing_runs() {
        assert_eq!(longest_increasing(&[]), 0);
        assert_eq!(longest_increasing(&[3, 2, 1]), 1);
        assert_eq!(longest_increasing(&[0, 3, 1, 2]), 3);
    }
}
