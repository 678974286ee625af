//! What the two exact searches, minimum taps ([`super::exact`]) and most drops left
//! ([`super::most_left`]), share about the macro-move children of a node: the enumerator for
//! a board's geometry and rules, the supply after a macro, dropping children that another one
//! beats, and writing a macro's taps onto a line.

use super::macros::{Enumerator, Leaf};
use crate::board::Board;
use crate::chain::Grid;
use crate::rules::Rules;

/// The chain geometry of `board` under `rules`, and the macro enumerator over it.
pub(super) fn enumerator(board: &Board, rules: &Rules) -> (Grid, Enumerator) {
    let grid = Grid {
        rows: board.rows(),
        cols: board.cols(),
        timing: rules.timing,
    };
    let enumerator = Enumerator {
        grid,
        empty_taps: rules.empty_taps,
    };
    (grid, enumerator)
}

/// The supply after playing `leaf` with `supply` drops: its taps cost one each, its bursts
/// earn the combo bonus, and a clear earns the clear bonus.
#[inline]
pub(super) fn supply_after(rules: &Rules, supply: u32, leaf: &Leaf) -> u32 {
    let gained = rules.bonus(leaf.bursts) + if leaf.clear { rules.clear_bonus } else { 0 };
    supply - (leaf.quiet + 1) + gained
}

/// Keeps, of the children that reach one board, only those no other beats on both supply
/// (more is better) and taps (fewer is better): identical results need exploring once.
/// `key` gives a child's macro and the supply after it.
#[inline]
pub(super) fn drop_dominated<C>(children: &mut Vec<C>, key: impl Fn(&C) -> (&Leaf, u32)) {
    children.sort_by_key(|c| {
        let (leaf, supply) = key(c);
        (leaf.cells, std::cmp::Reverse(supply), leaf.quiet)
    });
    children.dedup_by(|later, earlier| {
        let ((later, later_supply), (earlier, earlier_supply)) = (key(later), key(earlier));
        later.cells == earlier.cells
            && later_supply <= earlier_supply
            && later.quiet >= earlier.quiet
    });
}

/// Appends the taps of `leaf` to `path`: its quiet taps, cell by cell, then the bursting tap.
#[inline]
pub(super) fn push_taps(path: &mut Vec<u8>, leaf: &Leaf) {
    for &(cell, count) in &leaf.raises[..usize::from(leaf.raise_count)] {
        path.extend(std::iter::repeat_n(cell, usize::from(count)));
    }
    path.push(leaf.tap);
}
