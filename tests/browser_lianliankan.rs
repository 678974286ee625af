//! What only the Lianliankan page has, in headless Chromium (the game page every puzzle
//! shares is `browser_pages.rs`): two clicks remove a pair and its path is drawn; a refused pair
//! says why (different pictures, no path within the turns) and keeps the second tile chosen;
//! the tiles-left line; the board's rating with its reasons; a hint that leaves a board the
//! engine can clear; pairs played with the keyboard alone; a stuck board asks for the shuffle,
//! the shuffle deals the same tiles clearably and can be undone; saved games; the turn limit as
//! a rule; generated boards by options and difficulty, a 20 x 20 board with blockers, and an
//! option out of range refused with the reason; the built-in boards. Figures come from the
//! engine through `DynPuzzle`.

mod support;

use std::collections::{BTreeMap, HashSet, VecDeque};

use puzzle::{DynPuzzle, JsonAnswers, StepDetail};
use search::Limits;
use serde_json::{json, Value};
use support::browser::{screenshot_dir, Page, Screen};
use support::suite::{self, scenario, Suite};

/// The example: a 4 x 5 board with 8 pairs, least cost 13.
const EXAMPLE: &str = "1 2 3 2 4/5 0 6 0 3/3 6 0 5 1/4 7 7 0 3";
/// No pair connects without a turn: stuck.
const STUCK: &str = "2 2/1 2/2 1;turns=0";

fn engine() -> &'static dyn DynPuzzle {
    // the registry lives as long as the test
    Box::leak(Box::new(registry::all()))
        .get("lianliankan")
        .expect("registered")
}

fn tile(r: i64, c: i64) -> String {
    format!("#board button.llk-tile[data-row='{r}'][data-col='{c}']")
}

fn at(v: &Value) -> (i64, i64) {
    (v[0].as_i64().unwrap(), v[1].as_i64().unwrap())
}

fn open(suite: &Suite, page: &Page, game: &str) {
    page.goto(&suite.url(&format!(
        "/lianliankan?game={}",
        game.replace(' ', "+").replace(';', "%3B")
    )));
    let canonical = engine().canonical(game).expect("a good board");
    page.wait_data("#board", "game", &canonical);
}

fn selected(page: &Page) -> Value {
    page.eval("[...document.querySelectorAll('#board button.llk-tile.selected')].map(b => [+b.dataset.row, +b.dataset.col])")
}

/// Two clicks, refusals, the path, the tiles-left line, the rating and the hint.
fn pairs_and_refusals(suite: &Suite, page: &Page) {
    let puzzle = engine();
    let limits = Limits::none();
    let start = puzzle.position_json(EXAMPLE).unwrap();
    open(suite, page, EXAMPLE);
    page.wait_text("#optimum", "13");
    assert_eq!(page.count("#board button.llk-tile"), 16);
    page.wait_text_contains(
        "#board .llk-status",
        "16 tiles left · 4 pairs can be removed now",
    );
    assert_eq!(start["view"]["removable_pairs"], json!(4));

    // The board's rating, with its reasons.
    let rating = puzzle.rate_json(EXAMPLE, &limits).unwrap();
    page.wait_text("#rating-level", rating["level"].as_str().unwrap());
    page.wait_text(
        "#rating-score",
        &format!("score {:.1} of 100", rating["score"].as_f64().unwrap()),
    );
    assert_eq!(
        page.count("#rating-why li"),
        rating["why"].as_array().unwrap().len()
    );

    // Two different pictures: refused with the engine's reason, the tiles named by the
    // pictures drawn (not the kinds' numbers), with no request refused; the second tile stays
    // chosen.
    let refusal = |a: [i64; 2], b: [i64; 2]| {
        let err = puzzle
            .play_json(EXAMPLE, &json!({"a": a, "b": b}), None)
            .expect_err("refused");
        serde_json::to_value(err.words).unwrap()
    };
    let why = |a: [i64; 2], b: [i64; 2]| support::words::english(&refusal(a, b));
    let glyph = |r: i64, c: i64| {
        page.eval(&format!(
            "document.querySelector(\"{} text\").textContent",
            tile(r, c)
        ))
        .as_str()
        .unwrap_or_default()
        .to_string()
    };
    page.click(&tile(0, 0));
    page.wait_for_selector("#board button.llk-tile.selected");
    page.click(&tile(0, 1));
    let mut kinds = refusal([0, 0], [0, 1]);
    assert_eq!(kinds["key"], json!("lianliankan-illegal-kinds"));
    kinds["args"]["kind"] = json!(glyph(0, 0));
    kinds["args"]["to_kind"] = json!(glyph(0, 1));
    assert!(!glyph(0, 0).is_empty() && glyph(0, 0).parse::<u32>().is_err());
    page.wait_text("#game-message", &support::words::english(&kinds));
    assert!(page.text("#game-message").contains("different kinds"));
    assert_eq!(selected(page), json!([[0, 1]]));
    page.click(&tile(0, 1));
    page.wait_for_no_selector("#board button.llk-tile.selected");
    // The same picture with no path within 2 turns.
    page.click(&tile(0, 2));
    page.click(&tile(2, 0));
    page.wait_text("#game-message", &why([0, 2], [2, 0]));
    assert!(page.text("#game-message").contains("at most 2 turns"));
    page.click(&tile(2, 0));
    page.wait_for_no_selector("#board button.llk-tile.selected");
    page.wait_text("#moves", "0");

    // A removal: the path drawn (the ring is row/col -1, half a cell wide: its middle is a
    // quarter of a cell from the edge), the pair gone, the counters.
    let mv = json!({"a": [0, 1], "b": [0, 3]});
    let played = puzzle.play_json(EXAMPLE, &mv, None).unwrap();
    let view = &played["view"];
    let (rows, cols) = (
        view["rows"].as_i64().unwrap(),
        view["cols"].as_i64().unwrap(),
    );
    let drawn = |i: i64, count: i64| match i {
        i if i < 0 => 0.25,
        i if i >= count => count as f64 + 0.75,
        i => i as f64 + 1.0,
    };
    let points: Vec<String> = played["effect"]["path"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            let (r, c) = at(p);
            format!("{},{}", drawn(c, cols), drawn(r, rows))
        })
        .collect();
    page.eval(
        "window.pathsSeen = []; new MutationObserver(() => { const l = document.querySelector('#board .llk-path'); \
         if (l) pathsSeen.push(l.getAttribute('points')); }).observe(document.querySelector('#board'), { subtree: true, childList: true })",
    );
    page.click(&tile(0, 1));
    page.click(&tile(0, 3));
    page.wait_data("#board", "game", played["game"].as_str().unwrap());
    page.wait_text("#cost", &played["cost"].to_string());
    page.wait_text_contains("#board .llk-status", "14 tiles left");
    page.wait_for(
        &format!("window.pathsSeen.includes({:?})", points.join(" ")),
        std::time::Duration::from_secs(5),
    );
    page.wait_for_no_selector("#board .llk-path");
    page.wait_for_no_selector(&tile(0, 1));
    page.click("#undo");
    page.wait_data("#board", "game", EXAMPLE);
    page.wait_text_contains("#board .llk-status", "16 tiles left");

    // The hint: its pair leaves a board the engine clears at the least cost still.
    page.click("#hint");
    page.wait_for(
        "document.querySelectorAll('#board button.llk-tile.hint').length === 2",
        std::time::Duration::from_secs(15),
    );
    let hinted = page.eval(
        "[...document.querySelectorAll('#board button.llk-tile.hint')].map(b => [+b.dataset.row, +b.dataset.col])",
    );
    let after = puzzle
        .play_json(EXAMPLE, &json!({"a": hinted[0], "b": hinted[1]}), None)
        .expect("the hinted pair can be removed");
    let rest = puzzle
        .hint_json(after["game"].as_str().unwrap(), &limits)
        .unwrap();
    assert_eq!(
        rest["remaining"].as_u64().unwrap() + after["cost"].as_u64().unwrap(),
        13,
        "the hint does not lie on an optimal clearing"
    );
    page.wait_text_contains("#game-message", "13 segments left at best");
    page.screenshot(screenshot_dir().join("lianliankan-hint.png"));
    // the refusals were answers on the page: no failed request in the console
    page.assert_no_console_errors();
}

/// The tile the arrow key `(dr, dc)` moves the focus to from `(r, c)`, as the board chooses:
/// the least distance that way plus twice the distance across, ties to the nearer line, then
/// to the first tile in reading order.
fn next_tile(view: &Value, (r, c): (i64, i64), (dr, dc): (i64, i64)) -> Option<(i64, i64)> {
    let cols = view["cols"].as_i64()?;
    let mut best: Option<((i64, i64), i64, i64)> = None;
    for (i, cell) in view["cells"].as_array()?.iter().enumerate() {
        if cell.as_i64()? <= 0 {
            continue;
        }
        let (tr, tc) = (i as i64 / cols, i as i64 % cols);
        let along = (tr - r) * dr + (tc - c) * dc;
        if along <= 0 {
            continue;
        }
        let across = ((tr - r) * dc).abs() + ((tc - c) * dr).abs();
        let score = along + 2 * across;
        if best.is_none_or(|(_, s, a)| score < s || (score == s && across < a)) {
            best = Some(((tr, tc), score, across));
        }
    }
    best.map(|(at, ..)| at)
}

/// A place on the board: row, column.
type Cell = (i64, i64);

/// The arrow keys that take the focus from `a` to `b` on `view`, found by breadth-first search.
fn arrow_keys(view: &Value, a: (i64, i64), b: (i64, i64)) -> Vec<&'static str> {
    const KEYS: [(&str, (i64, i64)); 4] = [
        ("ArrowUp", (-1, 0)),
        ("ArrowDown", (1, 0)),
        ("ArrowLeft", (0, -1)),
        ("ArrowRight", (0, 1)),
    ];
    let mut came: BTreeMap<Cell, (Cell, &str)> = BTreeMap::new();
    let mut seen = HashSet::from([a]);
    let mut queue = VecDeque::from([a]);
    while let Some(here) = queue.pop_front() {
        if here == b {
            let mut keys = Vec::new();
            let mut at = b;
            while at != a {
                let (from, key) = came[&at];
                keys.push(key);
                at = from;
            }
            keys.reverse();
            return keys;
        }
        for (key, dir) in KEYS {
            if let Some(next) = next_tile(view, here, dir) {
                if seen.insert(next) {
                    came.insert(next, (here, key));
                    queue.push_back(next);
                }
            }
        }
    }
    panic!("no arrow keys lead from {a:?} to {b:?}");
}

/// The optimal clearing played with the keyboard alone: Enter, arrows, Enter.
fn keyboard(suite: &Suite, page: &Page) {
    let puzzle = engine();
    let solution = puzzle
        .solve_json(EXAMPLE, None, StepDetail::Views, &Limits::none())
        .unwrap();
    open(suite, page, EXAMPLE);
    page.eval(&format!("document.querySelector({:?}).focus()", tile(0, 0)));
    let mut view = puzzle.position_json(EXAMPLE).unwrap()["view"].clone();
    let mut focus = (0, 0);
    for step in solution["steps"].as_array().unwrap() {
        let (a, b) = (at(&step["move"]["a"]), at(&step["move"]["b"]));
        for key in arrow_keys(&view, focus, a) {
            page.press_key(key);
        }
        page.wait_for(
            &format!(
                "document.activeElement?.dataset.row === '{}' && document.activeElement?.dataset.col === '{}'",
                a.0, a.1
            ),
            std::time::Duration::from_secs(5),
        );
        page.press_key("Enter");
        page.wait_for_selector(&format!("{}.selected", tile(a.0, a.1)));
        for key in arrow_keys(&view, a, b) {
            page.press_key(key);
        }
        page.press_key("Enter");
        page.wait_data("#board", "game", step["game"].as_str().unwrap());
        page.wait_text("#cost", &step["g"].to_string());
        view = step["view"].clone();
        // the focus goes back into the board: to the first tile left
        if let Some(first) = (0..view["cells"].as_array().unwrap().len())
            .find(|&i| view["cells"][i].as_i64().unwrap_or(0) > 0)
        {
            let cols = view["cols"].as_i64().unwrap();
            focus = (first as i64 / cols, first as i64 % cols);
            page.eval(&format!(
                "document.querySelector({:?}).focus()",
                tile(focus.0, focus.1)
            ));
        }
    }
    page.wait_data("#board", "status", "solved");
    page.wait_text_contains("#win-message", "Solved in 8 moves (cost: 13 segments)");
    page.wait_text_contains("#board .llk-status", "The board is clear");
    page.assert_no_console_errors();
}

/// A stuck board: the shuffle asked for, done, undone; saved games.
fn shuffle(suite: &Suite, page: &Page) {
    let puzzle = engine();
    let stuck = puzzle.position_json(STUCK).unwrap();
    assert_eq!(stuck["status"], json!("stuck"));
    open(suite, page, STUCK);
    page.wait_data("#board", "status", "stuck");
    page.wait_text_contains("#game-message", "No move is left");
    page.wait_text_contains("#board .llk-status", "no pair can be removed");
    page.wait_for_selector("#shuffle.attention");
    page.wait_text("#distance", "no solution");

    page.click("#shuffle");
    page.wait_for_no_selector("#shuffle.attention");
    page.wait_text_contains("#game-message", "Shuffled");
    let dealt = page.data("#board", "game").unwrap();
    assert_ne!(dealt, stuck["game"].as_str().unwrap());
    let after = puzzle.position_json(&dealt).unwrap();
    let mut tiles: Vec<i64> = after["view"]["cells"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_i64().unwrap())
        .collect();
    tiles.sort_unstable();
    assert_eq!(tiles, [1, 1, 2, 2], "the same tiles, dealt again");
    assert!(
        puzzle.hint_json(&dealt, &Limits::none()).unwrap()["remaining"].is_u64(),
        "the deal can be cleared"
    );
    assert!(
        dealt.ends_with(";turns=0"),
        "the deal keeps the rules: {dealt}"
    );
    page.screenshot(screenshot_dir().join("lianliankan-shuffled.png"));

    // Undo the shuffle: the stuck deal comes back; shuffle again and save.
    page.click("#unshuffle");
    page.wait_data("#board", "game", stuck["game"].as_str().unwrap());
    page.wait_for_selector("#shuffle.attention");
    page.wait_for_selector("#unshuffle[hidden]");
    page.click("#shuffle");
    page.wait_for_no_selector("#shuffle.attention");
    let dealt = page.data("#board", "game").unwrap();
    page.fill("#saved .save-name", "shuffled deal");
    page.click("#saved button[data-action=save]");
    page.wait_for_selector("#saved .saved-list button[data-game-id]");
    let mv = puzzle.position_json(&dealt).unwrap()["legal_moves"][0].clone();
    page.click(&tile(at(&mv["a"]).0, at(&mv["a"]).1));
    page.click(&tile(at(&mv["b"]).0, at(&mv["b"]).1));
    page.wait_text("#moves", "1");
    page.click("#saved .saved-list button[data-game-id]");
    page.wait_data("#board", "game", &dealt);
    page.wait_text("#moves", "0");
    page.assert_no_console_errors();
}

/// Pastes `text` into the game box as a person does (a `paste` event with the text).
fn paste_game(page: &Page, text: &str) {
    page.click("#game-id");
    page.eval(&format!(
        "(() => {{ const box = document.querySelector('#game-id'); box.select(); \
         const data = new DataTransfer(); data.setData('text/plain', {}); \
         box.dispatchEvent(new ClipboardEvent('paste', {{ clipboardData: data, bubbles: true, cancelable: true }})); }})()",
        serde_json::to_string(text).unwrap()
    ));
}

/// A board pasted as lines (the old text form, with its "m n" line) is loaded; a mistake in
/// it is placed.
fn pasted_board(suite: &Suite, page: &Page) {
    let puzzle = engine();
    open(suite, page, STUCK);
    paste_game(page, "4 5\n1 2 3 2 4\n5 0 6 0 3\n3 6 0 5 1\n4 7 7 0 3\n");
    assert_eq!(
        page.value("#game-id"),
        "4 5/1 2 3 2 4/5 0 6 0 3/3 6 0 5 1/4 7 7 0 3"
    );
    page.click("#load");
    page.wait_data("#board", "game", EXAMPLE);
    paste_game(page, "2 2\n1 1\n1 x\n");
    let error = puzzle.canonical("2 2/1 1/1 x").unwrap_err();
    page.wait_text("#game-id-error", &error.with_place());
    page.assert_no_console_errors();
}

/// The turn limit as a rule; generated boards; an option out of range; the built-in boards.
fn rules_generator_and_library(suite: &Suite, page: &Page) {
    let puzzle = engine();
    let limits = Limits::none();
    open(suite, page, EXAMPLE);
    page.wait_text("#optimum", "13");

    // Any number of turns: the optimum under that rule.
    page.select_option("#rule-turns", "any");
    let any = format!("{EXAMPLE};turns=any");
    page.wait_data("#board", "game", &puzzle.canonical(&any).unwrap());
    let optimum = puzzle.hint_json(&any, &limits).unwrap()["remaining"].to_string();
    page.wait_text("#optimum", &optimum);
    page.select_option("#rule-turns", "2");
    page.wait_data("#board", "game", EXAMPLE);

    // A 4 x 4 board of 8 pairs.
    for (key, value) in [("rows", "4"), ("cols", "4"), ("pairs", "8"), ("kinds", "5")] {
        page.fill(&format!("#gen-{key}"), value);
    }
    page.select_option("#difficulty", "easy");
    page.click("#generate");
    page.wait_text_contains("#generate-message", "New easy game");
    page.wait_text_contains("#board .llk-status", "16 tiles left");
    let made = page.data("#board", "game").unwrap();
    let view = &puzzle.position_json(&made).unwrap()["view"];
    assert_eq!(
        (view["rows"].as_u64(), view["cols"].as_u64()),
        (Some(4), Some(4))
    );
    assert_eq!(
        puzzle.rate_json(&made, &limits).unwrap()["level"],
        json!("easy")
    );

    // A hard 6 x 6 board: the engine rates it hard.
    for (key, value) in [
        ("rows", "6"),
        ("cols", "6"),
        ("pairs", "18"),
        ("kinds", "11"),
    ] {
        page.fill(&format!("#gen-{key}"), value);
    }
    page.select_option("#difficulty", "hard");
    page.click("#generate");
    page.wait_text_contains("#generate-message", "New hard game");
    page.wait_text_contains("#board .llk-status", "36 tiles left");
    let made = page.data("#board", "game").unwrap();
    assert_eq!(
        puzzle.rate_json(&made, &limits).unwrap()["level"],
        json!("hard")
    );
    page.wait_text("#rating-level", "hard");

    // 20 x 20 with 12 blockers: 380 tiles.
    for (key, value) in [
        ("rows", "20"),
        ("cols", "20"),
        ("pairs", "190"),
        ("kinds", "48"),
        ("blockers", "12"),
    ] {
        page.fill(&format!("#gen-{key}"), value);
    }
    page.select_option("#difficulty", "");
    page.click("#generate");
    page.wait_text_contains("#board .llk-status", "380 tiles left");
    assert_eq!(page.count("#board button.llk-tile"), 380);
    assert_eq!(page.count("#board .llk-blocker"), 12);
    // the rating shown is this board's (the generator's), not the last board's
    let message = page.text("#generate-message");
    page.wait_for(
        "document.querySelector('#rating').dataset.level",
        std::time::Duration::from_secs(10),
    );
    let level = page.text("#rating-level");
    assert!(
        message.contains(&format!("· {level}, score")),
        "{level} / {message}"
    );
    assert!(
        page.eval("document.querySelector('#board').scrollWidth <= document.querySelector('#board').clientWidth")
            == json!(true),
        "the 20 x 20 board fits its column"
    );
    page.screenshot(screenshot_dir().join("lianliankan-large.png"));

    // More tiles than cells: refused with the reason, the board kept.
    page.fill("#gen-pairs", "195");
    page.click("#generate");
    page.wait_text_contains("#generate-message", "more than the 400 cells");
    assert_eq!(page.count("#board button.llk-tile"), 380);

    // The built-in boards: one loaded, solved, its optimum the engine's.
    page.wait_for_selector("#library .library-list button[data-description]");
    let description = page
        .data(
            "#library .library-list li:nth-child(3) button",
            "description",
        )
        .unwrap();
    let game = puzzle.canonical(&description).unwrap();
    page.click("#library .library-list li:nth-child(3) button");
    page.wait_data("#board", "game", &game);
    let expected = puzzle
        .solve_json(&game, None, StepDetail::Games, &limits)
        .unwrap();
    page.click("#solve");
    page.wait_for_selector("#solution-panel:not([hidden])");
    let n = expected["steps"].as_array().unwrap().len();
    page.wait_text("#playback .playback-counter", &format!("move 0 of {n}"));
    page.wait_text_contains("#solution-title", &format!("{} segments", expected["cost"]));
    page.click("#playback button[data-action=next]");
    let step = &expected["steps"][0];
    page.wait_text_contains(
        "#solution-step",
        &format!("g {}, h {}, f {}", step["g"], step["h"], step["f"]),
    );
    page.screenshot(screenshot_dir().join("lianliankan-library-solution.png"));
    page.assert_no_console_errors();
}

#[test]
fn lianliankan_page() {
    suite::run(
        "lianliankan",
        vec![
            scenario("pairs, refusals, path, rating and hint", pairs_and_refusals),
            scenario("keyboard", keyboard),
            scenario("path, then the pair vanishes", path_then_vanish),
            scenario("full boards", full_boards),
            scenario("a phone held upright", phone_upright),
            scenario("one link, one board on every screen", links_between_screens),
            scenario("shuffle", shuffle),
            scenario("pasted board", pasted_board),
            scenario("rules, generator and library", rules_generator_and_library),
        ],
    );
}

/// A removal is drawn in order: the path over the two tiles, then the tiles vanish (a fade and
/// scale animation started while the path is on screen), then the board without them.
fn path_then_vanish(suite: &Suite, page: &Page) {
    let puzzle = engine();
    let mv = json!({"a": [0, 1], "b": [0, 3]});
    let played = puzzle.play_json(EXAMPLE, &mv, None).unwrap();
    open(suite, page, EXAMPLE);
    page.eval(
        "(() => { window.animations = []; const original = Element.prototype.animate; \
         Element.prototype.animate = function (frames, options) { \
         window.animations.push({ class: this.getAttribute('class'), row: this.dataset.row, col: this.dataset.col, \
         path: !!document.querySelector('#board .llk-path'), frames: JSON.stringify(frames) }); \
         return original.call(this, frames, options); }; return true; })()",
    );
    page.click(&tile(0, 1));
    page.click(&tile(0, 3));
    page.wait_data("#board", "game", played["game"].as_str().unwrap());
    page.wait_for_no_selector("#board .llk-path");
    page.wait_for_no_selector("#board .llk-vanish");
    let seen = page.eval("window.animations.filter(a => (a.class || '').includes('llk-vanish'))");
    let seen = seen.as_array().cloned().unwrap_or_default();
    let places: Vec<(String, String)> = seen
        .iter()
        .map(|a| {
            (
                a["row"].as_str().unwrap_or("").to_string(),
                a["col"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    assert_eq!(
        places,
        vec![("0".into(), "1".into()), ("0".into(), "3".into())],
        "the pair vanishes: {seen:?}"
    );
    assert!(
        seen.iter()
            .all(|a| a["path"] == json!(true)
                && a["frames"].as_str().unwrap_or("").contains("opacity")),
        "the tiles vanish while the path is drawn: {seen:?}"
    );
    page.wait_for_no_selector(&tile(0, 1));
    page.assert_no_console_errors();
}

/// A full board of the classic size 18 x 8 made by a click: the engine reads the game on the
/// board as 8 rows of 18 tiles, every tile is drawn, and the kinds' pictures all differ by
/// their shape and glyph (not only by colour).
fn full_boards(suite: &Suite, page: &Page) {
    open(suite, page, EXAMPLE);
    page.click("#extras button[data-size='18x8']");
    page.wait_data("#board", "tilesLeft", "144");
    let game = page.data("#board", "game").unwrap();
    let view = engine().position_json(&game).unwrap()["view"].clone();
    assert_eq!(
        (view["rows"].clone(), view["cols"].clone()),
        (json!(8), json!(18))
    );
    assert_eq!(view["tiles_left"], json!(144));
    assert_eq!(page.count("#board button.llk-tile"), 144);
    let distinct = page.eval(
        "(() => { const kinds = new Map(); for (const b of document.querySelectorAll('#board button.llk-tile')) \
         kinds.set(b.dataset.kind, b.getAttribute('aria-label').split(': ')[1]); \
         return [kinds.size, new Set(kinds.values()).size]; })()",
    );
    assert_eq!(distinct[0], distinct[1], "two kinds look alike: {distinct}");
    assert!(distinct[0].as_u64().unwrap() > 20, "{distinct}");
    page.screenshot(screenshot_dir().join("lianliankan-18x8.png"));
    page.assert_no_console_errors();
}

/// The board in the page's state: its game ID, its cells in the game's order, whether it is
/// drawn turned, and every tile's kind by its game place (row, column).
fn board_state(page: &Page) -> Value {
    page.eval(
        "(() => { const b = document.querySelector('#board'); return { game: b.dataset.game, cells: b.dataset.board ?? b.querySelector('[data-board]')?.dataset.board ?? null, turned: b.dataset.turned, \
         tiles: [...b.querySelectorAll('button.llk-tile')].map(t => [+t.dataset.row, +t.dataset.col, t.dataset.kind]).sort((x, y) => x[0] - y[0] || x[1] - y[1]) }; })()",
    )
}

/// A link is one board everywhere: a board generated on a phone held upright is stored as the
/// engine made it (8 rows of 18, not turned) and its `?game=` link opens the same cells in the
/// same order on a desktop, drawn upright there; a board generated on a desktop opens on a
/// phone with the same cells, drawn turned, with nothing to scroll sideways.
fn links_between_screens(suite: &Suite, page: &Page) {
    let phone = suite.new_page_on(Screen::Phone, "en");
    let link = |game: &str| {
        let encoded = page.eval(&format!(
            "encodeURIComponent({})",
            serde_json::to_string(game).unwrap()
        ));
        suite.url(&format!("/lianliankan?game={}", encoded.as_str().unwrap()))
    };
    let generate = |on: &Page| -> String {
        let before = on.data("#board", "game");
        on.click("#extras button[data-size='18x8']");
        on.wait_for(
            &format!(
                "document.querySelector('#board').dataset.game !== {} && document.querySelector('#board').dataset.tilesLeft === '144'",
                serde_json::to_string(&before).unwrap()
            ),
            std::time::Duration::from_secs(30),
        );
        on.data("#board", "game").expect("a game")
    };
    for (maker, opener, turned_on_opener) in [(&phone, page, "false"), (page, &phone, "true")] {
        maker.goto(&suite.url("/lianliankan"));
        maker.wait_for_selector("#board button.llk-tile");
        let game = generate(maker);
        let view = engine().position_json(&game).unwrap()["view"].clone();
        assert_eq!(
            (view["rows"].clone(), view["cols"].clone()),
            (json!(8), json!(18)),
            "stored as made, not turned: {game}"
        );
        let made = board_state(maker);
        let cells: Vec<String> = view["cells"]
            .as_array()
            .expect("the engine's cells")
            .iter()
            .map(|v| v.to_string())
            .collect();
        assert_eq!(
            made["cells"],
            json!(cells.join(",")),
            "the page's cells are the engine's, row by row"
        );
        opener.goto(&link(&game));
        opener.wait_data("#board", "game", &game);
        let opened = board_state(opener);
        assert_eq!(
            opened["cells"], made["cells"],
            "the same cells in the same order"
        );
        assert_eq!(
            opened["tiles"], made["tiles"],
            "each tile at its game place"
        );
        assert_eq!(opened["turned"], json!(turned_on_opener));
        assert_ne!(
            opened["turned"], made["turned"],
            "one screen turns it, the other not"
        );
        let sideways = opener
            .eval("document.documentElement.scrollWidth - document.documentElement.clientWidth");
        assert_eq!(sideways, json!(0), "no sideways scroll");
    }
    phone.assert_no_console_errors();
    page.assert_no_console_errors();
}

/// On a phone held upright the page opens on the same opening board as a desktop (a link is
/// the same board everywhere), drawn turned on its side: it fits the screen at 44 px a tile
/// with nothing to scroll, a tile's place is still the game's, and a pair tapped there is the
/// engine's move; the sizes offered are the same as on a desktop.
fn phone_upright(suite: &Suite, _page: &Page) {
    let puzzle = engine();
    let info = puzzle.info().clone();
    let opening = info.opening.expect("an opening board");
    let start = puzzle.position_json(&opening).unwrap();
    let (rows, cols) = (
        start["view"]["rows"].as_u64().unwrap(),
        start["view"]["cols"].as_u64().unwrap(),
    );
    assert!(cols > rows, "the opening board is wider than tall");
    let phone = suite.new_page_on(Screen::Phone, "en");
    phone.goto(&suite.url("/lianliankan"));
    phone.wait_data("#board", "game", &opening);
    phone.wait_data("#board", "turned", "true");
    // turned: the game's first row runs down the drawing's first column
    let first_row = phone.eval(
        "(() => { const a = document.querySelector(\"#board button.llk-tile[data-row='0'][data-col='0']\").getBoundingClientRect(), \
         b = document.querySelector(\"#board button.llk-tile[data-row='0'][data-col='1']\").getBoundingClientRect(); \
         return [Math.round(b.left - a.left), Math.round(b.top - a.top)]; })()",
    );
    assert!(
        first_row[0] == json!(0) && first_row[1].as_i64().unwrap() > 0,
        "not turned: {first_row}"
    );
    let mv = start["legal_moves"][0].clone();
    let played = puzzle.play_json(&opening, &mv, None).unwrap();
    for end in ["a", "b"] {
        phone.click(&format!(
            "#board button.llk-tile[data-row='{}'][data-col='{}']",
            mv[end][0], mv[end][1]
        ));
    }
    phone.wait_data("#board", "game", played["game"].as_str().unwrap());
    let fit = phone.eval(
        "(() => { const frame = document.querySelector('#board'); \
         const tile = document.querySelector('#board button.llk-tile').getBoundingClientRect(); \
         return [frame.scrollWidth - frame.clientWidth, Math.floor(tile.width), Math.floor(tile.height)]; })()",
    );
    assert_eq!(
        fit[0],
        json!(0),
        "the board scrolls sideways in its frame: {fit}"
    );
    assert!(
        fit[1].as_u64().unwrap() >= 44 && fit[2].as_u64().unwrap() >= 44,
        "tiles under 44 px: {fit}"
    );
    assert_eq!(phone.count("#extras button[data-size='18x8']"), 1);
    phone.screenshot(screenshot_dir().join("lianliankan-phone-upright.png"));
    phone.assert_no_console_errors();
}
