//! What only the matchstick page has, in headless Chromium (the game page every puzzle shares
//! is `browser_pages.rs`): 7+3=9 solved by dragging a stick, by click-then-click and by the
//! keyboard (Enter, the arrow keys, Escape); the sticks taken and placed marked; a hint marked
//! on the sticks; a move beyond the budget refused with the reason; a drag seen half way; add
//! and remove puzzles played by a click per stick; the answers summary of the solution (every
//! answer, for 1 and 2 moved sticks); the rules as flags; an equation without an answer said
//! so; the library's level filter and the libraries of your own (add, export, import, remove,
//! make, delete); on a 360 px phone a long equation fits its frame (no sideways scroll) with
//! touch areas of 44 px and the hinted stick in view, and a tap there still plays. Figures come
//! from the engine.

mod support;

use puzzle::{DynPuzzle, JsonAnswers, StepDetail};
use search::Limits;
use serde_json::{json, Value};
use support::browser::{screenshot_dir, Page, Screen};
use support::checks;
use support::suite::{self, scenario, Suite};

/// Refused moves are 400s that Chromium logs; the tests make them on purpose.
const REFUSED: &[&str] = &["/api/matchstick/move"];

fn engine() -> &'static dyn DynPuzzle {
    Box::leak(Box::new(registry::all()))
        .get("matchstick")
        .expect("registered")
}

fn slot(cell: u64, slot: u64) -> String {
    format!("#board .slot[data-cell='{cell}'][data-slot='{slot}']")
}

fn slot_of(pos: &Value) -> String {
    slot(pos["cell"].as_u64().unwrap(), pos["slot"].as_u64().unwrap())
}

fn open(suite: &Suite, page: &Page, game: &str) {
    let query: String = game
        .chars()
        .map(|c| match c {
            '+' => "%2B".to_string(),
            '=' => "%3D".to_string(),
            ';' => "%3B".to_string(),
            _ => c.to_string(),
        })
        .collect();
    page.goto(&suite.url(&format!("/matchstick?game={query}")));
    page.wait_data("#board", "game", &engine().canonical(game).unwrap());
}

/// 7+3=9 by drag, by two clicks and by keys; marks, hint, a refused move, a drag half way.
fn seven_plus_three(suite: &Suite, page: &Page) {
    let puzzle = engine();
    let hint = puzzle.hint_json("7+3=9", &Limits::none()).unwrap();
    let mv = hint["move"].clone();
    assert_eq!(
        mv,
        json!({"type": "move", "from": {"cell": 2, "slot": 2}, "to": {"cell": 2, "slot": 4}})
    );
    let solved = puzzle.play_json("7+3=9", &mv, None).unwrap();
    let solved_game = solved["game"].as_str().unwrap().to_string();
    let (from, to) = (slot_of(&mv["from"]), slot_of(&mv["to"]));

    open(suite, page, "7+3=9");
    page.wait_text("#board .now", "Now: 7+3=9");
    assert_eq!(page.count("#board .slot.has-stick"), 3 + 2 + 5 + 2 + 6);
    page.wait_text("#optimum", "1");

    // 1. A drag: the 3's lower right stick to its lower left.
    page.drag_points(page.center_of(&from), page.position_of(&to));
    page.wait_data("#board", "game", &solved_game);
    page.wait_text("#board .now", "Now: 7+2=9 (true)");
    page.wait_data("#board", "status", "solved");
    page.wait_text_contains("#win-message", "Solved in 1 move. That is the optimum");
    assert_eq!(page.count(&format!("{from}.taken .taken-mark")), 1);
    assert_eq!(page.count(&format!("{to}.placed .placed-mark")), 1);
    page.screenshot(screenshot_dir().join("matchstick-solved.png"));

    // 2. Click, then click a free place: the free places light up while a stick is held.
    page.click("#undo");
    page.wait_text("#board .now", "Now: 7+3=9");
    page.click(&from);
    page.wait_for_selector("#board svg.holding .slot.held");
    page.wait_text_contains("#game-message", "Holding the lower right stick of the 3");
    // a click on the frame around the sticks lets go (on the drawing, every point is within
    // some place's touch area)
    let corner = page.eval(
        "(() => { const r = document.querySelector('#board .ms-wrap').getBoundingClientRect(); return [r.left + r.width / 2, r.top + 3]; })()",
    );
    page.click_at(corner[0].as_f64().unwrap(), corner[1].as_f64().unwrap());
    page.wait_for_no_selector("#board .slot.held");
    page.click(&from);
    page.wait_for_selector("#board svg.holding .slot.held");
    page.screenshot(screenshot_dir().join("matchstick-holding.png"));
    page.click(&to);
    page.wait_data("#board", "game", &solved_game);

    // 3. The keyboard: Enter picks up, Escape lets go, the arrows walk the places, Enter puts.
    page.click("#undo");
    page.wait_data("#board", "game", "7+3=9");
    page.eval(&format!("document.querySelector({from:?}).focus()"));
    page.press_key("Enter");
    page.wait_for_selector("#board svg.holding .slot.held");
    page.press_key("Escape");
    page.wait_for_no_selector("#board .slot.held");
    page.wait_for(
        &format!("document.activeElement === document.querySelector({from:?})"),
        std::time::Duration::from_secs(5),
    );
    page.press_key("Enter");
    page.wait_for_selector("#board svg.holding .slot.held");
    // from the lower right stick of the 3, left leads to its free lower left place
    page.press_key("ArrowLeft");
    page.wait_for(
        &format!("document.activeElement === document.querySelector({to:?})"),
        std::time::Duration::from_secs(5),
    );
    page.press_key("Enter");
    page.wait_data("#board", "game", &solved_game);
    page.press_key("Control+z");
    page.wait_data("#board", "game", "7+3=9");
    page.press_key("Control+y");
    page.wait_data("#board", "game", &solved_game);

    // 4. A second move is beyond the budget of 1 stick: refused with the reason.
    let beyond =
        json!({"type": "move", "from": {"cell": 0, "slot": 0}, "to": {"cell": 0, "slot": 6}});
    let why = puzzle
        .play_json(&solved_game, &beyond, None)
        .expect_err("beyond the budget")
        .message;
    page.drag_points(page.center_of(&slot(0, 0)), page.position_of(&slot(0, 6)));
    page.wait_text("#game-message", &why);
    assert!(why.contains("1 stick in all"), "{why}");
    page.wait_text("#moves", "1");

    // 5. The hint marks the engine's stick and place.
    page.click("#reset");
    page.wait_data("#board", "game", "7+3=9");
    page.click("#hint");
    page.wait_for_selector(&format!("{from}.hint-from"));
    page.wait_for_selector(&format!("{to}.hint-to"));
    page.wait_text_contains(
        "#game-message",
        &format!("Hint: {}", support::words::english(&hint["move_words"])),
    );

    // 6. A drag seen half way: the stick follows the pointer, the place under it lights up.
    let a = page.center_of(&from);
    let b = page.position_of(&to);
    page.mouse_down(a.x, a.y);
    page.mouse_move(a, b, 8, true);
    page.wait_for_selector("#board svg.dragging .slot.drop-target");
    page.wait_for_selector("#board .float .stick");
    page.screenshot(screenshot_dir().join("matchstick-dragging.png"));
    page.mouse_up(b.x, b.y);
    page.wait_data("#board", "game", &solved_game);
    page.assert_no_console_errors_except(REFUSED);
}

/// Add and remove puzzles: one click per stick.
fn add_and_remove(suite: &Suite, page: &Page) {
    let puzzle = engine();
    for (game, task) in [
        ("25+34=53;task=add", "add"),
        ("25+34=58;task=remove", "remove"),
    ] {
        let hint = puzzle.hint_json(game, &Limits::none()).unwrap();
        let mv = hint["move"].clone();
        assert_eq!(mv["type"], json!(task));
        let after = puzzle.play_json(game, &mv, None).unwrap();
        open(suite, page, game);
        let class = if task == "add" { "adding" } else { "removing" };
        page.wait_for_selector(&format!("#board svg.{class}"));
        page.click(&slot_of(&mv["at"]));
        page.wait_data("#board", "game", after["game"].as_str().unwrap());
        page.wait_text("#board .now", "Now: 25+34=59 (true)");
        page.wait_data("#board", "status", "solved");
        let mark = if task == "add" {
            ".placed .placed-mark"
        } else {
            ".taken .taken-mark"
        };
        assert_eq!(page.count(&format!("{}{mark}", slot_of(&mv["at"]))), 1);
        page.screenshot(screenshot_dir().join(format!("matchstick-{task}.png")));
    }
    page.assert_no_console_errors();
}

/// The solution's summary: every answer, for 1 and for 2 moved sticks (`k` as a rule).
fn answers(suite: &Suite, page: &Page) {
    let puzzle = engine();
    let limits = Limits::none();
    open(suite, page, "45+46=99");
    for k in ["1", "2"] {
        if k == "2" {
            page.fill("#rule-k", "2");
            page.press_key("Tab");
            page.wait_data("#board", "game", "45+46=99;k=2");
        }
        let game = puzzle.canonical(&format!("45+46=99;k={k}")).unwrap();
        let expected = puzzle
            .solve_json(&game, None, StepDetail::Games, &limits)
            .unwrap();
        let summary: Vec<String> = expected["summary"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| l.as_str().unwrap().to_string())
            .collect();
        assert!(summary.len() > 1, "{summary:?}");
        page.click("#solve");
        page.wait_for_selector("#solution-panel:not([hidden])");
        let shown = page.eval(
            "[...document.querySelectorAll('#solution-summary li')].map(li => li.textContent)",
        );
        assert_eq!(shown, json!(summary));
        let n = expected["steps"].as_array().unwrap().len();
        assert_eq!(n.to_string(), k);
        page.click("#playback button[data-action=last]");
        page.wait_data("#board", "status", "solved");
        assert_eq!(page.count("#board .slot.placed .placed-mark"), n);
        assert_eq!(page.count("#board .slot.taken .taken-mark"), n);
        page.screenshot(screenshot_dir().join(format!("matchstick-answers-{k}.png")));
        page.click("#leave-solution");
        page.wait_data("#board", "replay", "false");
    }
    page.assert_no_console_errors();
}

/// The rules as flags; an equation with no answer says so.
fn rules_and_no_answer(suite: &Suite, page: &Page) {
    let puzzle = engine();
    open(suite, page, "7+3=9");
    let cells = page.count("#board .cell");
    page.click("#rule-rules input[data-flag=division]");
    page.wait_data("#board", "game", "7+3=9;rules=division");
    assert_eq!(
        page.eval("new URL(location.href).searchParams.get('game')"),
        json!("7+3=9;rules=division")
    );
    page.click("#rule-rules input[data-flag=leading-minus]");
    page.wait_data(
        "#board",
        "game",
        &puzzle
            .canonical("7+3=9;rules=division+leading-minus")
            .unwrap(),
    );
    page.wait_for(
        &format!(
            "document.querySelectorAll('#board .cell').length === {}",
            cells + 2
        ),
        std::time::Duration::from_secs(5),
    );
    page.screenshot(screenshot_dir().join("matchstick-rules.png"));

    let note = puzzle.hint_json("1-2=72", &Limits::none()).unwrap()["note"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(note.contains("no true equation is exactly"), "{note}");
    page.fill("#game-id", "1-2=72");
    page.click("#load");
    page.wait_data("#board", "game", "1-2=72");
    page.wait_text("#optimum", "no solution");
    page.wait_text(
        "#game-message",
        &format!("This game has no solution: {note}."),
    );
    page.assert_no_console_errors();
}

/// The built-in libraries with the level filter.
fn library_levels(suite: &Suite, page: &Page) {
    let hard: Vec<String> = matchstick::backend::report_library()
        .entries
        .into_iter()
        .filter(|e| e.level.as_deref() == Some("hard"))
        .map(|e| engine().canonical(&e.game).unwrap())
        .collect();
    assert!(!hard.is_empty());
    open(suite, page, "7+3=9");
    page.wait_for_selector("#library .library-list li button");
    let report = page.eval(
        "[...document.querySelectorAll('#library-select option')].find(o => o.textContent.startsWith('Homework examples')).value",
    );
    page.select_option(
        "#library-select",
        report.as_str().expect("the homework examples library"),
    );
    page.select_option("#library-level", "hard");
    page.wait_for(
        &format!(
            "document.querySelectorAll('#library .library-list li button[data-description]').length === {} && \
             [...document.querySelectorAll('#library .library-list li button[data-description]')].every(b => b.dataset.level === 'hard')",
            hard.len()
        ),
        std::time::Duration::from_secs(10),
    );
    page.wait_text_contains("#library-message", "at level hard");
    let listed: Vec<String> = page
        .eval("[...document.querySelectorAll('#library .library-list li button[data-description]')].map(b => b.dataset.description)")
        .as_array()
        .unwrap()
        .iter()
        .map(|v| engine().canonical(v.as_str().unwrap()).unwrap())
        .collect();
    let mut sorted = listed.clone();
    sorted.sort();
    let mut expected = hard.clone();
    expected.sort();
    assert_eq!(sorted, expected);
    page.click(&format!(
        "#library .library-list li button[data-description='{}']",
        page.data("#library .library-list li:last-child button", "description")
            .unwrap()
    ));
    page.wait_data("#board", "game", listed.last().unwrap());
    page.assert_no_console_errors();
}

fn library_descriptions(page: &Page) -> Vec<String> {
    page.eval("[...document.querySelectorAll('#library .library-list button[data-description]')].map(b => b.dataset.description)")
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .filter_map(|v| v.as_str().map(str::to_string))
        .collect()
}

/// Libraries of your own: add the game, export, import, remove, make, delete.
fn own_libraries(suite: &Suite, page: &Page) {
    open(suite, page, "7+3=9");
    page.wait_for_selector("#library .library-list li button");
    // a built-in library is read-only
    assert_eq!(page.count("#library .library-list button.remove"), 0);
    assert_eq!(
        page.eval("document.querySelector('#library-delete').disabled"),
        json!(true)
    );

    // 1. Add the game (as loaded, not as played): to "mine", rated by the engine.
    let rating = engine().rate_json("7+3=9", &Limits::none()).unwrap();
    page.click(&slot(2, 2));
    page.click(&slot(2, 4));
    page.wait_text("#moves", "1");
    page.click("#library-add");
    page.wait_text_contains(
        "#library-message",
        &format!(
            "Added 7+3=9 to “mine” at level {} · optimum 1",
            rating["level"].as_str().unwrap()
        ),
    );
    assert!(page
        .text("#library-select option:checked")
        .starts_with("mine (1)"));
    assert_eq!(library_descriptions(page), ["7+3=9"]);
    page.click("#library-add");
    page.wait_text_contains("#library-message", "“mine” already holds 7+3=9");

    // 2. Export: the link serves the library as CSV.
    let csv =
        page.eval("fetch(document.querySelector('#library-export').href).then(r => r.text())");
    let csv = csv.as_str().unwrap_or_default().to_string();
    assert!(
        csv.lines()
            .next()
            .unwrap_or_default()
            .contains("description"),
        "{csv}"
    );
    assert!(csv.contains("7+3=9"), "{csv}");

    // 3. Import a file with one new game and the one already there.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("more.csv");
    let more =
        csv.replacen("7+3=9", "6+4=4", 1) + &csv.lines().skip(1).collect::<Vec<_>>().join("\n");
    std::fs::write(&file, &more).unwrap();
    page.choose_file("#library-import", &file);
    page.wait_text_contains(
        "#library-message",
        "Imported more.csv into “mine”: 2 rows, 1 added, 1 already there.",
    );
    let mut listed = library_descriptions(page);
    listed.sort();
    assert_eq!(listed, ["6+4=4", "7+3=9"]);

    // 4. Remove one with its × button.
    page.click("#library .library-list button.remove[aria-label='Remove 7+3=9']");
    page.wait_text_contains("#library-message", "Removed 7+3=9 from “mine”.");
    page.wait_for(
        "document.querySelectorAll('#library .library-list button[data-description]').length === 1",
        std::time::Duration::from_secs(10),
    );
    assert_eq!(library_descriptions(page), ["6+4=4"]);

    // 5. A new library; a second one of the same name is refused on the page.
    page.fill("#library-new-name", "practice");
    page.click("#library-create");
    page.wait_text_contains("#library-message", "Made the library “practice”.");
    assert!(page
        .text("#library-select option:checked")
        .starts_with("practice (0)"));
    page.fill("#library-new-name", "practice");
    page.click("#library-create");
    page.wait_text_contains(
        "#library-message",
        "There is already a library named “practice”.",
    );

    // 6. Delete it: the first click asks, the second deletes.
    page.click("#library-delete");
    page.wait_text_contains("#library-delete", "Really delete “practice”?");
    page.click("#library-delete");
    page.wait_text_contains(
        "#library-message",
        "Deleted the library “practice” and its 0 puzzles.",
    );
    let names = page.eval("[...document.querySelectorAll('#library-select option')].map(o => o.textContent).join('|')");
    assert!(
        !names.as_str().unwrap_or_default().contains("practice"),
        "{names}"
    );
    page.screenshot(screenshot_dir().join("matchstick-library.png"));
    page.assert_no_console_errors();
}

#[test]
fn matchstick_page() {
    suite::run(
        "matchstick",
        vec![
            scenario("7+3=9 by drag, clicks and keys", seven_plus_three),
            scenario("add and remove", add_and_remove),
            scenario("a moved stick flies along an arc", stick_arc),
            scenario("answers summary", answers),
            scenario("rules and no answer", rules_and_no_answer),
            scenario("library levels", library_levels),
            scenario("own libraries", own_libraries),
            scenario(
                "a long equation on a 360 px phone",
                long_equation_on_a_small_phone,
            )
            .on(Screen::Phone, "en"),
        ],
    );
}

/// A stick moved by two clicks flies from its old place to its new one along an arc: the
/// animation of its new place starts at the old place, rises above the straight line between
/// them and ends where the stick lies.
fn stick_arc(suite: &Suite, page: &Page) {
    let puzzle = engine();
    let mv = puzzle.hint_json("7+3=9", &Limits::none()).unwrap()["move"].clone();
    let solved = puzzle.play_json("7+3=9", &mv, None).unwrap();
    let (from, to) = (slot_of(&mv["from"]), slot_of(&mv["to"]));
    open(suite, page, "7+3=9");
    // where the two places are drawn, in the board's units
    let centre = |css: &str| {
        page.eval(&format!(
            "(() => {{ const r = document.querySelector({css:?}).querySelector('.hit').getBoundingClientRect(); \
             const m = document.querySelector('#board svg').getScreenCTM(); \
             return [(r.left + r.width / 2) / m.a, (r.top + r.height / 2) / m.d]; }})()"
        ))
    };
    let (a, b) = (centre(&from), centre(&to));
    page.eval(
        "(() => { window.animations = []; const original = Element.prototype.animate; \
         Element.prototype.animate = function (frames, options) { \
         window.animations.push({ cell: this.dataset.cell, slot: this.dataset.slot, \
         moves: frames.map(f => (f.transform.match(/translate\\(([-0-9.]+)px, ([-0-9.]+)px\\)/) || []).slice(1).map(Number)) }); \
         return original.call(this, frames, options); }; return true; })()",
    );
    page.click(&from);
    page.wait_for_selector("#board svg.holding .slot.held");
    page.click(&to);
    page.wait_data("#board", "game", solved["game"].as_str().unwrap());
    page.wait_for(
        "!document.querySelector('#board').dataset.animating",
        std::time::Duration::from_secs(5),
    );
    let flights = page.eval("window.animations");
    let flight = flights
        .as_array()
        .and_then(|f| {
            f.iter().find(|f| {
                f["cell"] == json!(mv["to"]["cell"].to_string())
                    && f["slot"] == json!(mv["to"]["slot"].to_string())
            })
        })
        .unwrap_or_else(|| panic!("the new place is not animated: {flights}"));
    let moves: Vec<(f64, f64)> = flight["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m[0].as_f64().unwrap(), m[1].as_f64().unwrap()))
        .collect();
    assert!(moves.len() >= 5, "{moves:?}");
    let (dx, dy) = (
        a[0].as_f64().unwrap() - b[0].as_f64().unwrap(),
        a[1].as_f64().unwrap() - b[1].as_f64().unwrap(),
    );
    let first = moves[0];
    let last = moves[moves.len() - 1];
    let middle = moves[moves.len() / 2];
    assert!(
        (first.0 - dx).abs() < 1.0 && (first.1 - dy).abs() < 1.0,
        "starts at the old place ({dx}, {dy}): {moves:?}"
    );
    assert!(
        last.0.abs() < 0.1 && last.1.abs() < 0.1,
        "ends in place: {moves:?}"
    );
    assert!(
        middle.1 < dy.min(0.0) - 10.0,
        "rises above the line between them: {moves:?}"
    );
    page.assert_no_console_errors();
}

/// 360 px wide: `47+58+61=84` is scaled to fit its frame (the page and the frame do not scroll
/// sideways), every place to tap is at least 44 px, the hinted stick is inside the frame and
/// the viewport, and the hinted move played by two taps is the engine's.
fn long_equation_on_a_small_phone(suite: &Suite, page: &Page) {
    let game = "47+58+61=84";
    open(suite, page, game);
    page.call(
        "Emulation.setDeviceMetricsOverride",
        json!({ "width": 360, "height": 780, "deviceScaleFactor": 3, "mobile": true }),
    );
    page.wait_for("innerWidth === 360", std::time::Duration::from_secs(5));
    // the board sizes its touch areas when its frame has been resized
    std::thread::sleep(std::time::Duration::from_millis(500));
    let fits = page.eval(
        "(() => { const w = document.querySelector('#board .ms-wrap'); \
         return [document.documentElement.scrollWidth, innerWidth, w.scrollWidth, w.clientWidth]; })()",
    );
    let n = |i: usize| fits[i].as_f64().unwrap();
    assert!(
        n(0) <= 360.0 && n(1) <= 360.0,
        "the page scrolls sideways: {fits}"
    );
    assert!(
        n(2) <= n(3) + 1.0,
        "the equation scrolls in its frame: {fits}"
    );
    let small: Vec<String> = checks::small_tap_targets(page)
        .into_iter()
        .filter(|f| f.contains("slot") || f.contains("ms-board"))
        .collect();
    assert!(small.is_empty(), "{small:?}");

    let hint = engine().hint_json(game, &Limits::none()).unwrap();
    let mv = &hint["move"];
    assert_eq!(mv["type"], json!("move"), "{hint}");
    page.click("#hint");
    page.wait_for_selector("#board .slot.hint-from");
    let inside = page.eval(
        "(() => { const s = document.querySelector('#board .slot.hint-from .stick').getBoundingClientRect(), \
         w = document.querySelector('#board .ms-wrap').getBoundingClientRect(); \
         return s.left >= w.left && s.right <= w.right && s.left >= 0 && s.right <= innerWidth; })()",
    );
    assert_eq!(inside, json!(true), "the hinted stick is out of view");
    page.screenshot(screenshot_dir().join("matchstick-360.png"));
    let played = engine().play_json(game, mv, None).unwrap();
    // the touch areas overlap where the equation is drawn small: a tap at a stick's centre goes
    // to the nearest stick, whichever area is on top there
    let from = page.position_of(&slot_of(&mv["from"]));
    page.click_at(from.x, from.y);
    let to = page.position_of(&slot_of(&mv["to"]));
    page.click_at(to.x, to.y);
    page.wait_data("#board", "game", played["game"].as_str().unwrap());
    page.call("Emulation.clearDeviceMetricsOverride", json!({}));
    page.assert_no_console_errors_except(REFUSED);
}
