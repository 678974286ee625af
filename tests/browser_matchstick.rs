//! Browser test of the matchstick page in headless Chromium: 7+3=9 solved by mouse (a drag,
//! then click-then-click), check, hint, every answer revealed with the moved stick marked,
//! typed input that is malformed or has no answer rejected with a message next to the field,
//! the library's level filter and a random puzzle. Figures come from the engine.

mod support;

use std::time::Duration;

use matchstick::{parse, report_equations, solve, Rules, StickPos, Task};
use search::Limits;
use support::browser::{screenshot_dir, Browser, Page};
use support::server::Server;

fn text_is(page: &Page, css: &str, expected: &str) {
    page.wait_for(
        &format!("(document.querySelector({css:?})?.textContent ?? '').trim() === {expected:?}"),
        Duration::from_secs(10),
    );
}

fn text_has(page: &Page, css: &str, part: &str) {
    page.wait_for(
        &format!("(document.querySelector({css:?})?.textContent ?? '').includes({part:?})"),
        Duration::from_secs(10),
    );
}

fn slot(pos: StickPos) -> String {
    format!(
        "#board .slot[data-cell='{}'][data-slot='{}']",
        pos.cell, pos.slot
    )
}

fn board_sticks(page: &Page) -> String {
    page.eval("document.querySelector('#board').dataset.sticks")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn sticks_text(sticks: &[u8]) -> String {
    sticks
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

#[test]
fn matchstick_page_solves_7_plus_3_by_mouse_and_rejects_bad_input() {
    // The engine's figures: one answer, 7+2=9, the 3's lower right stick to its lower left.
    let rules = Rules::default();
    let puzzle = parse("7+3=9", &rules).unwrap();
    let report = solve(&puzzle, &rules, Task::Move, 1, &Limits::none());
    assert_eq!(report.solutions, ["7+2=9"]);
    let answer = &report.answers[0];
    let mv = answer.moves[0];
    assert_eq!(
        (mv.from, mv.to),
        (StickPos { cell: 2, slot: 2 }, StickPos { cell: 2, slot: 4 })
    );
    let start = matchstick::Layout::new(&puzzle, &rules, 1).initial_sticks();

    let server = Server::start();
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&server.url("/matchstick"));
    text_is(&page, "#current", "7+3=9");
    text_is(&page, "#needed", "1");
    text_is(&page, "#changed", "0 / 1");
    text_is(&page, "#moves", "0");
    assert!(page.text("#target").contains("Move 1 stick"));
    assert_eq!(board_sticks(&page), sticks_text(&start));
    assert_eq!(page.count("#board .slot.has-stick"), 3 + 2 + 5 + 2 + 6);
    page.screenshot(screenshot_dir().join("matchstick-start.png"));

    // 1. Drag the 3's lower right stick to its lower left: 7+2=9, solved.
    page.drag(&slot(mv.from), &slot(mv.to));
    text_is(&page, "#current", "7+2=9");
    text_is(&page, "#moves", "1");
    text_is(&page, "#changed", "1 / 1");
    text_is(&page, "#needed", "0");
    assert_eq!(board_sticks(&page), sticks_text(&answer.sticks));
    text_has(&page, "#win-message", "Solved!");
    page.click("#check");
    text_has(&page, "#game-message", "Correct: 7+2=9 is true");
    page.screenshot(screenshot_dir().join("matchstick-solved.png"));

    // 2. Undo, then the same move by click-then-click: the free places appear while held.
    page.click("#undo");
    text_is(&page, "#current", "7+3=9");
    text_is(&page, "#moves", "0");
    page.click("#check");
    text_has(&page, "#game-message", "Not yet: 7+3=9 is not true");
    page.click(&slot(mv.from));
    page.wait_for_selector("#board.holding .slot.held");
    page.screenshot(screenshot_dir().join("matchstick-holding.png"));
    page.click(&slot(mv.to));
    text_is(&page, "#current", "7+2=9");
    text_is(&page, "#moves", "1");
    assert_eq!(
        page.eval("document.querySelector('#board').dataset.solved"),
        "true"
    );

    // 3. Reset; the hint marks the engine's move.
    page.click("#reset");
    text_is(&page, "#current", "7+3=9");
    page.click("#hint");
    page.wait_for_selector("#board .slot.hint-from");
    assert_eq!(page.count(&format!("{}.hint-from", slot(mv.from))), 1);
    assert_eq!(page.count(&format!("{}.hint-to", slot(mv.to))), 1);
    text_has(&page, "#game-message", "Hint:");

    // 4. Reveal every answer: one, 7+2=9, with the taken and placed stick marked.
    page.click("#reveal");
    page.wait_for_selector("#answers li.answer");
    assert_eq!(page.count("#answers li.answer"), report.solutions.len());
    assert!(page.text("#answers").contains("7+2=9"));
    assert!(page.text("#answers-title").contains("1 answer"));
    let thumb = "#answers li.answer svg";
    assert_eq!(
        page.count(&format!(
            "{thumb} .slot.taken[data-cell='{}'][data-slot='{}'] .taken-mark",
            mv.from.cell, mv.from.slot
        )),
        1
    );
    assert_eq!(
        page.count(&format!(
            "{thumb} .slot.placed[data-cell='{}'][data-slot='{}'] .placed-mark",
            mv.to.cell, mv.to.slot
        )),
        1
    );
    page.click("#answers li.answer button.show-answer");
    text_is(&page, "#answer-playback .playback-counter", "move 1 of 1");
    assert_eq!(board_sticks(&page), sticks_text(&answer.sticks));
    page.screenshot(screenshot_dir().join("matchstick-answers.png"));
    page.click("#answer-playback button[data-action=first]");
    text_is(&page, "#answer-playback .playback-counter", "move 0 of 1");
    assert_eq!(board_sticks(&page), sticks_text(&start));
    page.click("#hide-answers");
    page.wait_for_selector("#answers-panel[hidden]");

    // 5. Typed input: a syntax error is shown next to the field, at its column.
    page.fill("#equation", "7+a=9");
    page.click("#play");
    text_has(&page, "#equation-error", "column 3");
    assert!(page
        .text("#equation-error")
        .contains("unknown character 'a'"));
    assert_eq!(page.text("#equation-where mark.bad-char"), "a");
    assert_eq!(
        page.eval("document.querySelector('#equation').getAttribute('aria-invalid')"),
        "true"
    );
    page.screenshot(screenshot_dir().join("matchstick-syntax-error.png"));
    // ... and an equation without an answer is refused.
    let none = solve(
        &parse("1-2=72", &rules).unwrap(),
        &rules,
        Task::Move,
        1,
        &Limits::none(),
    );
    assert!(none.solutions.is_empty() && none.complete);
    page.fill("#equation", "1-2=72");
    page.select_option("#k", "1");
    page.click("#play");
    text_has(&page, "#equation-error", "1-2=72 has no answer");
    assert!(
        page.text("#puzzle-text").contains("7+3=9"),
        "the game on screen is kept"
    );
    page.screenshot(screenshot_dir().join("matchstick-no-answer.png"));
    // A good one is played.
    page.fill("#equation", "45+46=99");
    page.click("#play");
    text_is(&page, "#current", "45+46=99");
    assert_eq!(page.text("#equation-error"), "");

    // 6. The library with the level filter: only the seed's "high" equations.
    let high: Vec<String> = report_equations()
        .into_iter()
        .filter(|e| e.level == "high")
        .map(|e| e.equation)
        .collect();
    page.wait_for_selector("#library-list li button");
    let seed_library_id = page.eval(
        "[...document.querySelectorAll('#library-select option')]\
         .find(o => o.textContent.startsWith('seed report')).value",
    );
    page.select_option(
        "#library-select",
        seed_library_id
            .as_str()
            .expect("the seed report library is listed"),
    );
    page.select_option("#level", "high");
    page.wait_for(
        &format!(
            "document.querySelectorAll('#library-list li button').length === {} && \
             [...document.querySelectorAll('#library-list li button')].every(b => b.dataset.level === 'high')",
            high.len()
        ),
        Duration::from_secs(10),
    );
    // (one with an answer, not the 45+46=99 on screen, so that the waits see the pick arrive)
    let first = high
        .iter()
        .find(|e| {
            let r = solve(
                &parse(e, &rules).unwrap(),
                &rules,
                Task::Move,
                1,
                &Limits::none(),
            );
            e.as_str() != "45+46=99" && !r.solutions.is_empty()
        })
        .expect("another high puzzle with an answer");
    page.click(&format!("#library-list button[data-description='{first}']"));
    text_is(&page, "#current", first);
    text_has(&page, "#game-message", "(level high)");

    // 7. A random easy puzzle, played on the board.
    page.click("#generate");
    page.wait_for(
        "(() => { const t = document.querySelector('#generate-message').textContent; return t !== '' && t !== 'Generating…'; })()",
        Duration::from_secs(20),
    );
    let message = page.text("#generate-message");
    assert!(
        message.contains("An easy puzzle"),
        "{message} / {}",
        page.text("#game-message")
    );
    let equation = message
        .split("puzzle: ")
        .nth(1)
        .and_then(|s| s.split(',').next())
        .unwrap_or_default()
        .to_string();
    text_is(&page, "#current", &equation);
    page.screenshot(screenshot_dir().join("matchstick-random.png"));
    page.assert_no_console_errors();
}

#[test]
fn matchstick_page_keyboard_rules_and_saved_games() {
    let server = Server::start();
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&server.url("/matchstick?puzzle=7%2B3%3D9"));
    text_is(&page, "#current", "7+3=9");
    let from = slot(StickPos { cell: 2, slot: 2 });
    let to = slot(StickPos { cell: 2, slot: 4 });

    // Keyboard: Enter picks the focused stick up, Enter on a free place puts it down.
    page.eval(&format!("document.querySelector({from:?}).focus()"));
    page.press_key("Enter");
    page.wait_for_selector("#board.holding .slot.held");
    page.press_key("Escape");
    page.wait_for_no_selector("#board .slot.held");
    page.eval(&format!("document.querySelector({from:?}).focus()"));
    page.press_key("Enter");
    page.wait_for_selector("#board.holding .slot.held");
    page.eval(&format!("document.querySelector({to:?}).focus()"));
    page.press_key("Enter");
    text_is(&page, "#current", "7+2=9");
    page.press_key("Control+z");
    text_is(&page, "#current", "7+3=9");
    page.press_key("Control+y");
    text_is(&page, "#current", "7+2=9");

    // A move beyond the budget is refused on the page, with the reason.
    page.drag(
        &slot(StickPos { cell: 0, slot: 0 }),
        &slot(StickPos { cell: 0, slot: 6 }),
    );
    text_has(&page, "#game-message", "only 1 stick");
    text_is(&page, "#moves", "1");

    // A drag seen half way: the stick follows the pointer, the free place under it lights up.
    page.click("#undo");
    text_is(&page, "#current", "7+3=9");
    let a = page.center_of(&from);
    // (a free place takes no clicks until a stick is held: read its centre directly)
    let r = page.eval(&format!(
        "(() => {{ const r = document.querySelector({to:?}).getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; }})()"
    ));
    let b = support::browser::Point {
        x: r[0].as_f64().unwrap(),
        y: r[1].as_f64().unwrap(),
    };
    let mouse = |kind: &str, x: f64, y: f64, buttons: u32| {
        page.call(
            "Input.dispatchMouseEvent",
            serde_json::json!({"type": kind, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1}),
        );
    };
    mouse("mouseMoved", a.x, a.y, 0);
    mouse("mousePressed", a.x, a.y, 1);
    for i in 1..=8 {
        let t = f64::from(i) / 8.0;
        mouse(
            "mouseMoved",
            a.x + (b.x - a.x) * t,
            a.y + (b.y - a.y) * t,
            1,
        );
    }
    page.wait_for_selector("#board.dragging .slot.drop-target");
    page.screenshot(screenshot_dir().join("matchstick-dragging.png"));
    mouse("mouseReleased", b.x, b.y, 0);
    text_is(&page, "#current", "7+2=9");

    // Saved games: save, reset, load back.
    page.fill(".save-name", "my 7+2=9");
    page.click("#saved button[data-action=save]");
    page.wait_for_selector("#saved .saved-list li button");
    page.click("#reset");
    text_is(&page, "#moves", "0");
    page.click("#saved .saved-list li button");
    text_is(&page, "#moves", "1");
    text_is(&page, "#current", "7+2=9");

    // A two-stick puzzle: every answer, each played on the board in two steps.
    let rules = Rules::default();
    let two = solve(
        &parse("45+46=99", &rules).unwrap(),
        &rules,
        Task::Move,
        2,
        &Limits::none(),
    );
    page.fill("#equation", "45+46=99");
    page.select_option("#k", "2");
    page.click("#play");
    text_is(&page, "#current", "45+46=99");
    text_is(&page, "#changed", "0 / 2");
    page.click("#reveal");
    page.wait_for_selector("#answers li.answer");
    assert_eq!(page.count("#answers li.answer"), two.solutions.len());
    page.click("#answers li.answer button.show-answer");
    text_is(&page, "#answer-playback .playback-counter", "move 2 of 2");
    assert_eq!(board_sticks(&page), sticks_text(&two.answers[0].sticks));
    assert_eq!(page.count("#board .slot.placed .placed-mark"), 2);
    page.screenshot(screenshot_dir().join("matchstick-two-sticks.png"));
    page.click("#leave-answer");
    text_is(&page, "#current", "45+46=99");
    page.select_option("#k", "1");
    page.fill("#equation", "7+3=9");
    page.click("#play");
    text_is(&page, "#current", "7+3=9");

    // Rule options: ticking "division" restarts the puzzle under those rules; with the
    // leading-minus rule the drawing gets a place for a sign before each side.
    page.click("#rules input[name=division]");
    text_has(&page, "#puzzle-text", "7+3=9;rules=division");
    text_is(&page, "#moves", "0");
    let cells = page.count("#board .cell");
    page.click("#rules input[name=leading_minus]");
    text_has(&page, "#puzzle-text", "leading-minus");
    page.wait_for(
        &format!(
            "document.querySelectorAll('#board .cell').length === {}",
            cells + 2
        ),
        Duration::from_secs(10),
    );
    page.eval("document.querySelector('#board').scrollIntoView({block: 'center'})");
    page.screenshot(screenshot_dir().join("matchstick-rules.png"));
    page.assert_no_console_errors();
}

/// Puts `path` into the file input `css` the way a person choosing a file does (CDP
/// `DOM.setFileInputFiles`, which fires the input's change event).
fn choose_file(page: &Page, css: &str, path: &std::path::Path) {
    let root = page.call("DOM.getDocument", serde_json::json!({ "depth": 0 }));
    let root_id = root["root"]["nodeId"].as_i64().expect("document node");
    let node = page.call(
        "DOM.querySelector",
        serde_json::json!({ "nodeId": root_id, "selector": css }),
    );
    let node_id = node["nodeId"].as_i64().expect("the file input");
    page.call(
        "DOM.setFileInputFiles",
        serde_json::json!({ "nodeId": node_id, "files": [path.to_str().expect("UTF-8 path")] }),
    );
}

fn library_descriptions(page: &Page) -> Vec<String> {
    page.eval("[...document.querySelectorAll('#library-list button[data-description]')].map(b => b.dataset.description)")
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .filter_map(|v| v.as_str().map(str::to_string))
        .collect()
}

#[test]
fn matchstick_library_add_export_import_remove_and_delete() {
    let server = Server::start();
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&server.url("/matchstick?puzzle=7%2B3%3D9"));
    text_is(&page, "#current", "7+3=9");
    page.wait_for_selector("#library-list li button");
    // the built-in library is read-only: no remove buttons, no delete
    assert_eq!(page.count("#library-list button.remove"), 0);
    assert_eq!(
        page.eval("document.querySelector('#library-delete').disabled"),
        serde_json::json!(true)
    );

    // 1. Add the puzzle on the board: it goes to "mine", solved and rated by the engine.
    let expected = matchstick::assess(
        &matchstick::PuzzleSpec::parse("7+3=9").unwrap(),
        &Limits::none(),
    );
    let level = matchstick::level_label(expected.rating.expect("rated").difficulty);
    page.click("#library-add");
    text_has(
        &page,
        "#library-message",
        &format!("Added 7+3=9 to “mine” at level {level} · 1 answer"),
    );
    assert!(page
        .text("#library-select option:checked")
        .starts_with("mine (1)"));
    assert_eq!(library_descriptions(&page), ["7+3=9"]);
    page.click("#library-add");
    text_has(&page, "#library-message", "“mine” already holds 7+3=9");

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

    // 3. Import a file with one new puzzle and the one already there.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("more.csv");
    let more =
        csv.replacen("7+3=9", "6+4=4", 1) + &csv.lines().skip(1).collect::<Vec<_>>().join("\n");
    std::fs::write(&file, &more).unwrap();
    choose_file(&page, "#library-import", &file);
    text_has(
        &page,
        "#library-message",
        "Imported more.csv into “mine”: 2 rows, 1 added, 1 already there.",
    );
    page.wait_for(
        "document.querySelectorAll('#library-list button[data-description]').length === 2",
        Duration::from_secs(10),
    );
    let mut listed = library_descriptions(&page);
    listed.sort();
    assert_eq!(listed, ["6+4=4", "7+3=9"]);

    // 4. Remove one puzzle with its × button.
    page.click("#library-list button.remove[aria-label='Remove 7+3=9']");
    text_has(&page, "#library-message", "Removed 7+3=9 from “mine”.");
    page.wait_for(
        "document.querySelectorAll('#library-list button[data-description]').length === 1",
        Duration::from_secs(10),
    );
    assert_eq!(library_descriptions(&page), ["6+4=4"]);

    // 5. A new library; a second one with the same name is refused on the page.
    page.fill("#library-name", "practice");
    page.click("#library-create-button");
    text_has(&page, "#library-message", "Made the library “practice”.");
    assert!(page
        .text("#library-select option:checked")
        .starts_with("practice (0)"));
    page.fill("#library-name", "practice");
    page.click("#library-create-button");
    text_has(
        &page,
        "#library-message",
        "There is already a library named “practice”.",
    );

    // 6. Delete it: the first click asks, the second deletes.
    page.click("#library-delete");
    text_has(&page, "#library-delete", "Really delete “practice”?");
    page.click("#library-delete");
    text_has(
        &page,
        "#library-message",
        "Deleted the library “practice” and its 0 puzzles.",
    );
    let names = page.eval("[...document.querySelectorAll('#library-select option')].map(o => o.textContent).join('|')");
    assert!(
        !names.as_str().unwrap_or_default().contains("practice"),
        "{names}"
    );
    page.assert_no_console_errors();
}
