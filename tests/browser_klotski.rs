//! What only the Klotski page has, in headless Chromium (the game page every puzzle shares,
//! the 81 optimal moves of 横刀立马 dragged piece by piece included, is `browser_pages.rs`):
//! the optimum 81 and a hint among the engine's optimal moves; the 40 classics of the library;
//! a classic typed by name; the metric as a rule of the game (116 unit moves); a piece
//! clicked, moved with the arrow keys and with its dots; a drag that no move matches, refused
//! on the page; saved games that keep the metric; the editor (pieces placed and removed,
//! inline errors, played under the game's metric); a generated layout and a generic
//! algorithm's solution. Every figure comes from the engine.

mod support;

use klotski::{explore_group, format_grid, parse_layout, solve, Cell, Metric};
use puzzle::JsonAnswers;
use puzzle::StepDetail;
use search::Limits;
use serde_json::{json, Value};
use support::browser::{screenshot_dir, Page, Point};
use support::suite::{self, scenario, Suite};

const HENGDAO: &str = "VCCV/VCCV/VHHV/VSSV/S..S";

fn piece(row: u8, col: u8) -> String {
    format!("#board .piece[data-row='{row}'][data-col='{col}']")
}

/// The layout on the board (the view's grid).
fn layout(page: &Page) -> String {
    page.data("#board", "layout").unwrap_or_default()
}

fn optimum(layout: &str, metric: Metric) -> u32 {
    solve(parse_layout(layout).unwrap(), metric, &Limits::none())
        .moves
        .expect("solvable")
}

/// Clicks a cell of the editor's board (a piece drawn over it takes the click: the editor
/// reads the place).
fn click_editor_cell(page: &Page, row: u8, col: u8) {
    let p = page.position_of(&format!(
        "#editor-board .cell[data-row='{row}'][data-col='{col}']"
    ));
    page.click_at(p.x, p.y);
}

fn open_klotski(suite: &Suite, page: &Page, query: &str) {
    page.goto(&suite.url(&format!("/klotski{query}")));
    page.wait_for_selector("#board .piece");
    page.wait_for(
        "document.querySelector('#distance').textContent.match(/^[0-9]+$/)",
        std::time::Duration::from_secs(15),
    );
}

/// The engine's optimum, a hint among its optimal moves, the classics.
fn hengdao_lima(suite: &Suite, page: &Page) {
    let start = parse_layout(HENGDAO).unwrap();
    let group = explore_group(start, Metric::Step, &Limits::none()).unwrap();
    assert_eq!(group.distance(start), Some(81));

    open_klotski(suite, page, "");
    assert_eq!(layout(page), HENGDAO);
    page.wait_text("#optimum", "81");
    page.wait_text("#distance", "81");
    page.wait_text("#rule-metric option:checked", "step (any path)");
    // the name and the codes of the layout under the board
    let codes = &registry::all()
        .get("klotski")
        .unwrap()
        .position_json(HENGDAO)
        .unwrap()["view"]["codes"];
    page.wait_text("#board .layout-name", "横刀立马 (hengdaolima)");
    page.wait_text(
        "#codes",
        &format!(
            "CommonCode {} · ShortCode {}",
            codes["common_code"].as_str().unwrap(),
            codes["short_code"].as_str().unwrap()
        ),
    );
    assert_eq!(codes["short_code"], json!("4WVE1"));

    // The hint: the piece and its target are one of the engine's optimal moves.
    page.click("#hint");
    page.wait_for_selector("#board .piece.hint");
    page.wait_for_selector("#board .hint-target");
    let hint = page.eval(
        "(() => { const p = document.querySelector('#board .piece.hint'), t = document.querySelector('#board .hint-target'); \
         return [+p.dataset.row, +p.dataset.col, +t.dataset.row, +t.dataset.col]; })()",
    );
    let n = |i: usize| hint[i].as_u64().unwrap() as u8;
    let hinted = (Cell::new(n(0), n(1)), Cell::new(n(2), n(3)));
    let optimal = group.optimal_moves(start);
    assert!(
        optimal.iter().any(|m| (m.from, m.to) == hinted),
        "hint {hinted:?} is not among the optimal moves {optimal:?}"
    );
    page.wait_text_contains("#game-message", "81 moves left at best");
    page.screenshot(screenshot_dir().join("klotski-hint.png"));

    // The built-in library: the 40 classics (two share a placement), each loads.
    let classics = registry::all()
        .get("klotski")
        .unwrap()
        .libraries()
        .into_iter()
        .next()
        .expect("the classics");
    page.wait_for_selector("#library .library-list li button[data-description]");
    assert_eq!(
        page.count("#library .library-list li button[data-description]"),
        classics.entries.len()
    );
    assert_eq!(classics.entries.len(), 40);
    let entry = classics
        .entries
        .iter()
        .find(|e| e.name.as_deref() == Some("峰回路转"))
        .expect("峰回路转 is a classic");
    page.click(&format!(
        "#library .library-list li button[data-description='{}']",
        entry.game
    ));
    page.wait_data("#board", "game", &entry.game);
    page.wait_text("#optimum", &optimum(&entry.game, Metric::Step).to_string());
    assert!(page.text("#library .library-list").contains("峰回路转"));
    assert!(page.text("#library .library-list").contains("小燕出巢"));

    // A classic typed by its name, and by its ShortCode.
    page.fill("#game-id", "横刀立马");
    page.click("#load");
    page.wait_data("#board", "game", HENGDAO);
    page.wait_text("#optimum", "81");
    page.fill("#game-id", "4WVE1");
    page.click("#load");
    page.wait_data("#board", "game", HENGDAO);
    page.wait_text("#moves", "0");

    // A layout proven without a solution says so, with the engine's proof.
    let never = registry::all()
        .get("klotski")
        .unwrap()
        .hint_json("走投无路", &Limits::none())
        .unwrap();
    assert_eq!(never["unwinnable"], json!(true));
    page.fill("#game-id", "走投无路");
    page.click("#load");
    page.wait_text("#distance", "no solution");
    page.wait_text("#optimum", "no solution");
    page.wait_text_contains("#game-message", never["note"].as_str().unwrap());
    page.assert_no_console_errors();
}

/// The unit metric; a piece clicked, then the arrow keys, a dot, a refused drag, Escape.
fn keyboard_and_dots(suite: &Suite, page: &Page) {
    open_klotski(suite, page, "");
    page.select_option("#rule-metric", "unit");
    page.wait_data("#board", "game", &format!("{HENGDAO};metric=unit"));
    let unit = optimum(HENGDAO, Metric::Unit);
    assert_eq!(unit, 116);
    page.wait_text("#optimum", "116");
    assert_eq!(
        page.eval("new URL(location.href).searchParams.get('game')"),
        json!(format!("{HENGDAO};metric=unit"))
    );

    // Click a piece: its moves are dots; the arrow keys move it.
    page.click(&piece(4, 3));
    page.wait_for_selector("#board .piece.selected");
    assert_eq!(
        page.count("#board .target"),
        1,
        "the soldier has one unit move"
    );
    page.press_key("ArrowLeft");
    page.wait_text("#moves", "1");
    page.press_key("ArrowLeft");
    page.wait_text("#moves", "2");
    assert_eq!(layout(page), "VCCV/VCCV/VHHV/VSSV/SS..");
    // No move the other way for a piece at the edge: said on the page, nothing sent.
    page.press_key("ArrowDown");
    page.wait_text_contains("#game-message", "cannot move down");
    page.press_key("Control+z");
    page.wait_text("#moves", "1");
    page.press_key("Control+y");
    page.wait_text("#moves", "2");

    // A move by a dot: the vertical piece on the right one cell down.
    page.click(&piece(2, 3));
    page.wait_for_selector("#board .piece.selected[data-row='2'][data-col='3']");
    page.click("#board .target[data-row='3'][data-col='3']");
    page.wait_text("#moves", "3");
    let board = parse_layout(&layout(page)).unwrap();
    let board_game = |b| format!("{};metric=unit", format_grid(b));
    let distance = explore_group(board, Metric::Unit, &Limits::none())
        .unwrap()
        .distance(board)
        .unwrap();
    page.wait_text("#distance", &distance.to_string());
    page.wait_text("#cost", "3");
    page.screenshot(screenshot_dir().join("klotski-keyboard.png"));

    // Escape lets the piece go.
    page.click(&piece(0, 0));
    page.wait_for_selector("#board .piece.selected");
    page.press_key("Escape");
    page.wait_for_no_selector("#board .piece.selected");

    // A drag that no legal move matches (the block through a piece): refused on the page.
    let size = page
        .eval("document.querySelector('#board .cell').getBoundingClientRect().width")
        .as_f64()
        .unwrap();
    let a = page.center_of(&piece(0, 1));
    page.drag_points(
        a,
        Point {
            x: a.x,
            y: a.y + 2.0 * size,
        },
    );
    page.wait_text_contains("#game-message", "cannot reach row 3, column 2");
    page.wait_text("#moves", "3");

    // Saved games keep the metric: save, reset to the step metric, load.
    page.fill("#saved .save-name", "three unit moves");
    page.click("#saved button[data-action=save]");
    page.wait_for_selector("#saved .saved-list li button");
    page.click("#reset");
    page.wait_text("#moves", "0");
    page.select_option("#rule-metric", "step");
    page.wait_text("#optimum", "81");
    page.click("#saved .saved-list li button");
    page.wait_text("#moves", "3");
    page.wait_data("#board", "game", &board_game(board));
    assert_eq!(page.value("#game-id"), format!("{HENGDAO};metric=unit"));
    assert_eq!(page.value("#rule-metric"), "unit");
    page.wait_text("#distance", &distance.to_string());
    page.assert_no_console_errors();
}

/// The editor: pieces placed and removed, inline errors, a layout played under the metric.
fn editor(suite: &Suite, page: &Page) {
    open_klotski(suite, page, "?game=VCCV/VCCV/VHHV/VSSV/S..S;metric=unit");
    page.wait_text("#optimum", "116");

    page.click("#editor-clear");
    page.click("#editor input[value=V]");
    click_editor_cell(page, 4, 0);
    page.wait_text_contains("#editor-layout-error", "would stick out of the board");
    page.click("#editor input[value=C]");
    click_editor_cell(page, 0, 1);
    // the block alone: one piece, in the singular (issue 13)
    page.wait_text_contains(
        "#editor-status",
        "Valid: 1 piece (0 horizontal, 0 vertical, 0 soldiers)",
    );
    assert_eq!(page.value("#editor-layout"), ".CC./.CC./..../..../....");
    page.wait_text("#editor-layout-error", "");
    // a second block is refused, a click on the block removes it
    click_editor_cell(page, 3, 0);
    page.wait_text_contains("#editor-layout-error", "There is already a 2x2 block");
    click_editor_cell(page, 1, 2);
    page.wait_for(
        "document.querySelector('#editor-layout').value === '' || document.querySelector('#editor-layout').value === '..../..../..../..../....'",
        std::time::Duration::from_secs(5),
    );

    // A typed layout with a mistake: the place in words and in the text.
    page.fill("#editor-layout", "SSSV/CCVV/CCVV/.HHV/.SHQ");
    page.wait_text_contains("#editor-layout-error", "row 5, column 4");
    page.wait_text_contains("#editor-layout-error", "(line 1, column 24)");
    assert_eq!(
        page.eval("document.querySelector('#editor-layout').getAttribute('aria-invalid')"),
        json!("true")
    );
    page.fill("#editor-layout", "SSSV/CCVV/CCVV/.HHV/.SHH");
    page.wait_text_contains(
        "#editor-status",
        "Valid: 10 pieces (2 horizontal, 3 vertical, 4 soldiers)",
    );
    page.wait_text("#editor-layout-error", "");
    assert_eq!(page.count("#editor-board .piece"), 10);
    page.screenshot(screenshot_dir().join("klotski-editor.png"));

    // Played under the game's metric: the unit optimum of the hardest layout.
    page.click("#editor-play");
    page.wait_data("#board", "game", "SSSV/CCVV/CCVV/.HHV/.SHH;metric=unit");
    let unit = optimum("SSSV/CCVV/CCVV/.HHV/.SHH", Metric::Unit);
    assert_eq!(unit, 179);
    page.wait_text("#optimum", "179");
    assert_eq!(page.value("#rule-metric"), "unit");

    // "Copy from game" puts the board's layout into the editor.
    page.click("#editor-copy");
    page.wait_for(
        "document.querySelector('#editor-layout').value === 'SSSV/CCVV/CCVV/.HHV/.SHH'",
        std::time::Duration::from_secs(5),
    );
    page.assert_no_console_errors();
}

/// A generated easy layout (its optimum is the engine's) and A*'s solution of it.
fn generated_and_astar(suite: &Suite, page: &Page) {
    open_klotski(suite, page, "");
    page.select_option("#difficulty", "easy");
    page.click("#generate");
    page.wait_text_contains("#generate-message", "New easy game");
    page.wait_for(
        &format!("document.querySelector('#board').dataset.game !== {HENGDAO:?}"),
        std::time::Duration::from_secs(30),
    );
    let made = layout(page);
    let moves = optimum(&made, Metric::Step);
    page.wait_text("#optimum", &moves.to_string());
    assert!(
        page.text("#generate-message")
            .contains(&format!("optimum {moves}")),
        "{}",
        page.text("#generate-message")
    );
    let rating = registry::all()
        .get("klotski")
        .unwrap()
        .rate_json(&made, &Limits::none())
        .unwrap();
    assert_eq!(rating["level"], json!("easy"), "{rating}");

    // A* is optimal too; its solution steps with g, h and f.
    page.select_option("#algorithm", "astar");
    page.click("#solve");
    page.wait_for_selector("#solution-panel:not([hidden])");
    let title = page.text("#solution-title");
    assert!(
        title.starts_with("A*: ") && title.contains(&format!("{moves} moves (optimal)")),
        "{title}"
    );
    page.wait_text("#playback .playback-counter", &format!("move 0 of {moves}"));
    let answer: Value = registry::all()
        .get("klotski")
        .unwrap()
        .solve_json(&made, Some("astar"), StepDetail::Games, &Limits::none())
        .unwrap();
    page.click("#playback button[data-action=next]");
    let step = &answer["steps"][0];
    page.wait_text_contains(
        "#solution-step",
        &format!("g {}, h {}, f {}", step["g"], step["h"], step["f"]),
    );
    page.screenshot(screenshot_dir().join("klotski-astar.png"));
    assert_eq!(format_grid(parse_layout(&made).unwrap()), made);
    page.assert_no_console_errors();
}

/// The playback's Play and Pause; no keys change the game under a solution; a long solve and
/// a long generation cancelled.
fn playback_and_cancel(suite: &Suite, page: &Page) {
    open_klotski(suite, page, "");
    page.click(&piece(4, 0));
    page.press_key("ArrowRight");
    page.wait_text("#moves", "1");
    page.click("#solve");
    page.wait_text("#playback .playback-counter", "move 0 of 80");
    page.click("#playback button[data-action=play]");
    page.wait_text("#playback .playback-counter", "move 2 of 80");
    page.click("#playback button[data-action=play]");
    let stopped = page.text("#playback .playback-counter");
    std::thread::sleep(std::time::Duration::from_millis(1300));
    assert_eq!(
        page.text("#playback .playback-counter"),
        stopped,
        "Pause stops"
    );
    // the game under the solution does not change by keys
    page.press_key("Control+z");
    page.wait_text("#moves", "1");
    assert!(page.eval("document.querySelector('#undo').disabled") == json!(true));
    page.click("#leave-solution");
    page.wait_text("#game-message", "Back to your game.");
    page.wait_data("#board", "game", "VCCV/VCCV/VHHV/VSSV/.S.S");

    // A long search (iterative deepening to its node limit) cancelled.
    page.select_option("#algorithm", "iddfs:200");
    page.click("#solve");
    page.wait_for_selector("#solve-cancel:not([hidden])");
    page.click("#solve-cancel");
    page.wait_text("#game-message", "Solving cancelled.");
    page.wait_for_selector("#solve-cancel[hidden]");
    assert!(page.eval("document.querySelector('#solve').disabled") == json!(false));

    // A long generation cancelled (139 moves: more than any standard layout needs, so it
    // searches until its node limit, a second or two).
    page.select_option("#difficulty", "expert");
    page.fill("#gen-min-moves", "139");
    page.fill("#gen-max-moves", "139");
    page.fill("#gen-attempts", "1000");
    page.click("#generate");
    page.wait_for_selector("#generate-cancel:not([hidden])");
    page.click("#generate-cancel");
    page.wait_text("#generate-message", "Cancelled.");
    page.wait_data("#board", "game", "VCCV/VCCV/VHHV/VSSV/.S.S");
    page.assert_no_console_errors();
}

/// IDA* and depth-first search on 横刀立马 (81 moves) stop at the node limit: the page says so
/// in Chinese, naming the limit, never "no solution", and offers to raise that limit.
fn textbook_solvers_stop_at_their_limit(suite: &Suite, page: &Page) {
    open_klotski(suite, page, "?lang=zh-CN&max_nodes=20000");
    for algorithm in ["idastar", "dfs:200"] {
        page.select_option("#algorithm", algorithm);
        page.click("#solve");
        let said = page.wait_text_contains("#game-message", "节点数上限");
        assert!(!said.contains("无解"), "{algorithm}: {said}");
        page.wait_for_selector("#raise-limit:not([hidden])");
        assert_eq!(page.text("#raise-limit"), "提高节点上限后再运行");
        page.eval("document.querySelector('#game-message').textContent = ''");
    }
    page.assert_no_console_errors();
}

#[test]
fn klotski_page() {
    suite::run(
        "klotski",
        vec![
            scenario("hengdao lima, hint and classics", hengdao_lima),
            scenario("keyboard, dots and saved games", keyboard_and_dots),
            scenario("editor", editor),
            scenario("generated layout and A*", generated_and_astar),
            scenario("playback and cancel", playback_and_cancel),
            scenario("slides, held drags and the exit", slides_and_exit),
            scenario("levels by difficulty", levels_by_difficulty),
            scenario(
                "textbook solvers stop at their limit",
                textbook_solvers_stop_at_their_limit,
            ),
        ],
    );
}

/// Records every Web Animation the page starts (`window.animations`: the element's class and
/// the keyframes), so a test can see what slid where.
const RECORD_ANIMATIONS: &str = "(() => { window.animations = []; const original = Element.prototype.animate; \
     Element.prototype.animate = function (frames, options) { \
     window.animations.push({ class: this.getAttribute('class'), row: this.dataset.row, col: this.dataset.col, frames: JSON.stringify(frames) }); \
     return original.call(this, frames, options); }; return true; })()";

fn animations(page: &Page) -> Vec<Value> {
    page.eval("window.animations")
        .as_array()
        .cloned()
        .unwrap_or_default()
}

fn wait_still(page: &Page) {
    page.wait_for(
        "!document.querySelector('#board').dataset.animating",
        std::time::Duration::from_secs(5),
    );
}

/// Pieces slide (a key move, undo), a dragged piece is held to its legal slides and snaps to
/// the nearest legal place, reduced motion draws at once, and a win sends the block out.
fn slides_and_exit(suite: &Suite, page: &Page) {
    let registry = registry::all();
    let klotski = registry.get("klotski").unwrap();
    open_klotski(suite, page, "");
    page.eval(RECORD_ANIMATIONS);

    // A key move: the soldier slides from its old place (one cell to the right of the new).
    page.click(&piece(4, 3));
    page.wait_for_selector("#board .piece.selected");
    page.press_key("ArrowLeft");
    page.wait_text("#moves", "1");
    wait_still(page);
    let slid = animations(page);
    assert!(
        slid.iter()
            .any(|a| a["class"].as_str().unwrap_or("").contains("piece-S")
                && a["frames"]
                    .as_str()
                    .unwrap_or("")
                    .contains("translate(100px, 0px)")),
        "no slide of the soldier: {slid:?}"
    );
    // undo slides it back (from the left)
    page.eval("window.animations = []");
    page.press_key("Control+z");
    page.wait_text("#moves", "0");
    wait_still(page);
    let slid = animations(page);
    assert!(
        slid.iter().any(|a| a["frames"]
            .as_str()
            .unwrap_or("")
            .contains("translate(-100px, 0px)")),
        "undo does not slide: {slid:?}"
    );

    // A drag held to the legal slides: the soldier at the bottom left cannot go up (a piece is
    // there) nor down (the wall); dragged up it stays, dragged right it follows along the row.
    let size = page
        .eval("document.querySelector('#board .cell').getBoundingClientRect().width")
        .as_f64()
        .unwrap();
    let a = page.center_of(&piece(4, 0));
    let transform = || {
        page.eval(&format!(
            "document.querySelector(\"{}\").style.transform",
            piece(4, 0)
        ))
    };
    page.mouse_down(a.x, a.y);
    let up = Point {
        x: a.x,
        y: a.y - 0.8 * size,
    };
    page.mouse_move(a, up, 5, true);
    assert_eq!(transform(), json!("translate(0px, 0px)"));
    let aside = Point {
        x: a.x + 0.5 * size,
        y: a.y - 0.4 * size,
    };
    page.mouse_move(up, aside, 5, true);
    let held = transform();
    let held = held.as_str().unwrap_or_default();
    assert!(
        held.starts_with("translate(") && held.ends_with(", 0px)") && held != "translate(0px, 0px)",
        "held off its row: {held}"
    );
    // let go far beyond its reach: it snaps to the farthest place it can reach on that row
    let beyond = Point {
        x: a.x + 3.4 * size,
        y: a.y,
    };
    page.mouse_move(aside, beyond, 5, true);
    page.mouse_up(beyond.x, beyond.y);
    page.wait_text("#moves", "1");
    let start = klotski.position_json(HENGDAO).unwrap();
    let farthest = start["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["from"] == json!([4, 0]))
        .max_by_key(|m| m["to"][1].as_u64())
        .expect("the soldier moves")
        .clone();
    let after = klotski.play_json(HENGDAO, &farthest, None).unwrap();
    page.wait_data("#board", "game", after["game"].as_str().unwrap());
    wait_still(page);

    // Reduced motion: the move is drawn at once, nothing animates.
    page.call(
        "Emulation.setEmulatedMedia",
        json!({ "features": [{ "name": "prefers-reduced-motion", "value": "reduce" }] }),
    );
    page.eval("window.animations = []");
    page.press_key("Control+z");
    page.wait_text("#moves", "0");
    assert_eq!(animations(page), Vec::<Value>::new());
    page.call("Emulation.setEmulatedMedia", json!({ "features": [] }));

    // A win: the block slides down, then leaves through the exit; the board shows it solved.
    let near = "S..S/..../.CC./.CC./....";
    open_klotski(suite, page, &format!("?game={near}"));
    page.eval(RECORD_ANIMATIONS);
    page.click(&piece(2, 1));
    page.wait_for_selector("#board .piece.selected");
    page.press_key("ArrowDown");
    page.wait_data("#board", "status", "solved");
    wait_still(page);
    let slid = animations(page);
    let block: Vec<&Value> = slid
        .iter()
        .filter(|a| a["class"].as_str().unwrap_or("").contains("piece-C"))
        .collect();
    assert!(
        block.len() == 2
            && block[0]["frames"]
                .as_str()
                .unwrap_or("")
                .contains("translate(0px, -100px)")
            && block[1]["frames"]
                .as_str()
                .unwrap_or("")
                .contains("opacity"),
        "the block does not slide then leave: {slid:?}"
    );
    assert_eq!(page.count(&piece(3, 1)), 1, "the solved board is shown");
    page.assert_no_console_errors();
}

/// The kit's level list on the classics: grouped by the rating's levels in the puzzle's order
/// of difficulty, each classic with its par (the engine's optimum); a best kept in this browser
/// shows against it as stars (3 at par, 2 one move over), and a classic loads from the list.
/// A classic without a solution (走投无路) is no level: it is a challenge to prove impossible,
/// met by asking for the solution.
fn levels_by_difficulty(suite: &Suite, page: &Page) {
    let registry = registry::all();
    let klotski = registry.get("klotski").unwrap();
    let classics = klotski
        .libraries()
        .into_iter()
        .next()
        .expect("the classics");
    let solvable = |game: &str| {
        solve(parse_layout(game).unwrap(), Metric::Step, &Limits::none())
            .moves
            .is_some()
    };
    let (levels, impossible): (Vec<_>, Vec<_>) =
        classics.entries.iter().partition(|e| solvable(&e.game));
    assert!(
        impossible
            .iter()
            .any(|e| e.name.as_deref() == Some("走投无路")),
        "走投无路 has no solution"
    );
    open_klotski(suite, page, "");
    // the levels the server's rating gave the classics with a solution (unrated ones last)
    let rated = page.eval(
        "fetch('/api/libraries?puzzle=klotski').then(r => r.json()).then(b => fetch(`/api/libraries/${b.libraries[0].id}/puzzles?limit=500`)) \
         .then(r => r.json()).then(b => b.puzzles.map(p => [p.description, p.level || '']))",
    );
    let rated: Vec<String> = rated
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| solvable(p[0].as_str().unwrap()))
        .map(|p| p[1].as_str().unwrap().to_string())
        .collect();
    let mut order: Vec<String> = klotski
        .info()
        .difficulties
        .iter()
        .map(|d| d.to_string())
        .filter(|d| rated.contains(d))
        .collect();
    if rated.iter().any(String::is_empty) {
        order.push(String::new());
    }
    let stars = format!(
        "{{\"{HENGDAO}\": 81, \"{}\": {}}}",
        classics.entries[1].game,
        optimum(&classics.entries[1].game, Metric::Step) + 1
    );
    page.eval(&format!(
        "localStorage.setItem('puzzlelab-levels-klotski', {stars:?})"
    ));
    page.reload();
    page.wait_for_selector("#levels-list .level-item");
    assert_eq!(page.count("#levels-list .level-item"), levels.len());
    assert_eq!(
        page.count("#levels-impossible .impossible-item"),
        impossible.len()
    );
    let groups = page.eval(
        "[...document.querySelectorAll('#levels-list .levels-group')].map(g => g.dataset.level)",
    );
    assert_eq!(groups, json!(order));
    let item = |game: &str| format!("#levels-list .level-item[data-description='{game}']");
    for entry in classics.entries.iter().take(5) {
        assert_eq!(
            page.data(&item(&entry.game), "par"),
            Some(optimum(&entry.game, Metric::Step).to_string()),
            "{}",
            entry.game
        );
        assert_eq!(
            page.data(&item(&entry.game), "locked").as_deref(),
            Some("false")
        );
    }
    assert_eq!(page.data(&item(HENGDAO), "stars").as_deref(), Some("3"));
    assert_eq!(
        page.data(&item(&classics.entries[1].game), "stars")
            .as_deref(),
        Some("2")
    );
    assert_eq!(
        page.data(&item(&classics.entries[2].game), "stars")
            .as_deref(),
        Some("0")
    );
    page.wait_text(
        "#levels-summary",
        &format!("2 of {} levels solved", levels.len()),
    );
    page.click(&item(&classics.entries[2].game));
    page.wait_data("#board", "game", &classics.entries[2].game);

    // The challenge: the proof asked for on 走投无路.
    page.eval("localStorage.removeItem('puzzlelab-levels-proven-klotski')");
    let challenge =
        |game: &str| format!("#levels-impossible .impossible-item[data-description='{game}']");
    let cornered = &impossible[0].game;
    assert_eq!(
        page.data(&challenge(cornered), "proven").as_deref(),
        Some("false")
    );
    page.click(&challenge(cornered));
    page.wait_data("#board", "game", cornered);
    page.click("#solve");
    page.wait_text_contains("#game-message", "no solution exists");
    page.wait_data(&challenge(cornered), "proven", "true");
    page.wait_text_contains(
        "#levels-impossible-summary",
        &format!("1 of {} proved impossible.", impossible.len()),
    );
    page.eval("localStorage.removeItem('puzzlelab-levels-klotski'); localStorage.removeItem('puzzlelab-levels-proven-klotski')");
    page.assert_no_console_errors();
}
