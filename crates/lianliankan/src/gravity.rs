//! Gravity variants: which cells each tile slides into after removals.
//!
//! Under gravity every line (column or row) is cut into pieces by blockers (and by the middle
//! line for the centre variants). Within a piece the remaining tiles keep their order and pack
//! against the piece's sink end. Where a tile stands is therefore a function of the set of
//! remaining tiles alone, so that set stays a complete search state.

use crate::rules::Gravity;

/// One piece of a line: its cells from the sink end outwards, and the tiles that start in it
/// in the same order. Cells are padded (row, col).
#[derive(Debug, Clone)]
pub struct Piece {
    /// Its cells, from the sink end outwards.
    pub cells: Vec<(usize, usize)>,
    /// The tiles that start in it, in the same order.
    pub tiles: Vec<usize>,
}

/// Cuts the board into pieces for `gravity`. `is_blocker(r, c)` and `tile_at(r, c)` take
/// board coordinates. Returns no pieces for [`Gravity::None`].
pub fn pieces(
    rows: usize,
    cols: usize,
    gravity: Gravity,
    is_blocker: impl Fn(usize, usize) -> bool,
    tile_at: impl Fn(usize, usize) -> Option<usize>,
) -> Vec<Piece> {
    let vertical = matches!(
        gravity,
        Gravity::Down | Gravity::Up | Gravity::TowardMiddleRow | Gravity::AwayFromMiddleRow
    );
    if gravity == Gravity::None {
        return Vec::new();
    }
    let (lines, len) = if vertical { (cols, rows) } else { (rows, cols) };
    let split = match gravity {
        Gravity::TowardMiddleRow
        | Gravity::AwayFromMiddleRow
        | Gravity::TowardMiddleCol
        | Gravity::AwayFromMiddleCol => Some(len / 2),
        _ => None,
    };
    // sink at the high end of the piece, for the part before the split and the part after
    let sink_high = |before_split: bool| match gravity {
        Gravity::Down | Gravity::Right => true,
        Gravity::Up | Gravity::Left => false,
        Gravity::TowardMiddleRow | Gravity::TowardMiddleCol => before_split,
        _ => !before_split,
    };
    let cell = |line: usize, i: usize| if vertical { (i, line) } else { (line, i) };
    let mut out = Vec::new();
    for line in 0..lines {
        let mut start = 0;
        while start < len {
            let (r, c) = cell(line, start);
            if is_blocker(r, c) {
                start += 1;
                continue;
            }
            let mut end = start;
            while end < len
                && !is_blocker(cell(line, end).0, cell(line, end).1)
                && (split != Some(end) || end == start)
            {
                end += 1;
            }
            let before_split = split.is_none_or(|s| start < s);
            let mut indices: Vec<usize> = (start..end).collect();
            if sink_high(before_split) {
                indices.reverse();
            }
            let cells: Vec<(usize, usize)> = indices
                .iter()
                .map(|&i| cell(line, i))
                .map(|(r, c)| (r + 1, c + 1))
                .collect();
            let tiles: Vec<usize> = indices
                .iter()
                .filter_map(|&i| {
                    let (r, c) = cell(line, i);
                    tile_at(r, c)
                })
                .collect();
            out.push(Piece { cells, tiles });
            start = end;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells_of(gravity: Gravity, rows: usize, cols: usize) -> Vec<Vec<(usize, usize)>> {
        pieces(rows, cols, gravity, |_, _| false, |_, _| None)
            .into_iter()
            .map(|p| p.cells)
            .collect()
    }

    #[test]
    fn down_sinks_at_the_bottom_row() {
        let p = cells_of(Gravity::Down, 3, 1);
        assert_eq!(p, vec![vec![(3, 1), (2, 1), (1, 1)]]);
    }

    #[test]
    fn toward_middle_row_splits_the_column() {
        let p = cells_of(Gravity::TowardMiddleRow, 4, 1);
        assert_eq!(p, vec![vec![(2, 1), (1, 1)], vec![(3, 1), (4, 1)]]);
        let p = cells_of(Gravity::AwayFromMiddleCol, 1, 4);
        assert_eq!(p, vec![vec![(1, 1), (1, 2)], vec![(1, 4), (1, 3)]]);
    }

    #[test]
    fn blockers_cut_pieces() {
        let p = pieces(1, 5, Gravity::Left, |_, c| c == 2, |_, _| None);
        let cells: Vec<Vec<(usize, usize)>> = p.into_iter().map(|p| p.cells).collect();
        assert_eq!(cells, vec![vec![(1, 1), (1, 2)], vec![(1, 4), (1, 5)]]);
    }
}
