//! Moves played on a game page the way a person plays them, for the tests of several pages.

#![allow(dead_code)] // each test file uses its own subset

use std::time::Duration;

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

/// Lianliankan: a click on each tile of the pair.
pub fn lianliankan_clicks(page: &Page, mv: &Value) {
    for end in ["a", "b"] {
        let p = &mv[end];
        page.click(&format!(
            "#board button.llk-tile[data-row='{}'][data-col='{}']",
            cell(p, 0),
            cell(p, 1)
        ));
    }
}

fn slot_css(pos: &Value) -> String {
    format!(
        "#board .slot[data-cell='{}'][data-slot='{}']",
        pos["cell"], pos["slot"]
    )
}

/// Matchstick: a stick dragged to its free place; added and removed sticks take a click.
pub fn matchstick_drag(page: &Page, mv: &Value) {
    match mv["type"].as_str() {
        Some("move") => {
            let from = stick_point(page, &slot_css(&mv["from"]));
            // a free place takes no pointer events until a stick is held
            let to = page.position_of(&slot_css(&mv["to"]));
            page.drag_points(from, to);
        }
        Some("add" | "remove") => {
            let at = stick_point(page, &slot_css(&mv["at"]));
            page.click_at(at.x, at.y);
        }
        _ => panic!("not a matchstick move: {mv}"),
    }
}

/// The centre of a matchstick slot, scrolled into view. On a phone the touch areas of
/// neighbouring sticks overlap (each is 44 px) and one may lie over another's centre: the board
/// gives a touch to the nearest stick, so the centre is where to touch whatever lies on top.
fn stick_point(page: &Page, css: &str) -> Point {
    page.eval(&format!(
        "document.querySelector({}).scrollIntoView({{ block: 'center', inline: 'center' }})",
        super::browser::js_str(css)
    ));
    page.position_of(css)
}

/// Ten Drops: a click on the cell.
pub fn tendrops_tap(page: &Page, mv: &Value) {
    let tap = &mv["tap"];
    page.click(&format!(
        "#board .cell[data-row='{}'][data-col='{}']",
        cell(tap, 0),
        cell(tap, 1)
    ));
}

/// 15-puzzle: a click on the tile that slides into the blank.
pub fn npuzzle_click(page: &Page, mv: &Value) {
    page.click(&format!("#board .np-tile[data-tile='{}']", mv["tile"]));
}

/// How the page of puzzle `id` plays a move through its board (a person's input).
pub fn player(id: &str) -> fn(&Page, &Value) {
    match id {
        "klotski" => klotski_drag,
        "lianliankan" => lianliankan_clicks,
        "matchstick" => matchstick_drag,
        "tendrops" => tendrops_tap,
        "n-puzzle" => npuzzle_click,
        other => panic!(
            "{other} is registered: add how its board plays a move to support::plays::player"
        ),
    }
}

/// The button offered after a stop by the node limit, labelled `label`, pressed: the page puts
/// the raised limit, `nodes`, in its address within `within` (and runs again).
pub fn raise_the_node_limit(page: &Page, label: &str, nodes: u64, within: Duration) {
    page.wait_text("#raise-limit", label);
    page.click("#raise-limit");
    page.wait_for(
        &format!("new URL(location.href).searchParams.get('max_nodes') === '{nodes}'"),
        within,
    );
}
