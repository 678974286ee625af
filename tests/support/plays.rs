//! Moves played on a game page the way a person plays them, for the tests of several pages.

#![allow(dead_code)] // each test file uses its own subset

use serde_json::Value;

use super::browser::{Page, Point};

/// Entry `i` of a `[row, col]` pair in a move's JSON.
pub fn cell(v: &Value, i: usize) -> i64 {
    v[i].as_i64()
        .unwrap_or_else(|| panic!("not a [row, col] pair: {v}"))
}

/// Klotski: the piece at the move's `from` dragged by the move's offset in cells (once the
/// board has stopped animating: a piece still sliding is not where it will stand).
pub fn klotski_drag(page: &Page, mv: &Value) {
    page.wait_for(
        "!document.querySelector('#board').dataset.animating",
        std::time::Duration::from_secs(5),
    );
    let (from, to) = (&mv["from"], &mv["to"]);
    let piece = format!(
        "#board .piece[data-row='{}'][data-col='{}']",
        cell(from, 0),
        cell(from, 1)
    );
    let size = page
        .eval("document.querySelector('#board .cell').getBoundingClientRect().width")
        .as_f64()
        .expect("a cell has a width");
    let a = page.center_of(&piece);
    let b = Point {
        x: a.x + (cell(to, 1) - cell(from, 1)) as f64 * size,
        y: a.y + (cell(to, 0) - cell(from, 0)) as f64 * size,
    };
    page.drag_points(a, b);
}
