//! Browser test of the klotski page: 横刀立马 played by mouse in headless Chromium. A legal
//! move by drag, an undo, a hint, the optimal solution stepped through, then the solution
//! played to the end by dragging the pieces; every count is checked against the engine.

mod support;

use std::time::Duration;

use klotski::{
    apply_move, explore_group, format_grid, parse_layout, solve, Cell, Metric, Move, Shape,
};
use search::Limits;
use support::browser::{screenshot_dir, Browser, Page, Point};
use support::server::Server;

const HENGDAO: &str = "VCCV/VCCV/VHHV/VSSV/S..S";

fn text_is(page: &Page, css: &str, expected: &str) {
    page.wait_for(
        &format!("(document.querySelector({css:?})?.textContent ?? '').trim() === {expected:?}"),
        Duration::from_secs(10),
    );
}

fn board_layout(page: &Page) -> String {
    page.eval("document.querySelector('#board').dataset.layout")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn piece_css(cell: Cell) -> String {
    format!(
        "#board .piece[data-row='{}'][data-col='{}']",
        cell.row, cell.col
    )
}

#[test]
fn klotski_page_plays_hengdao_lima_by_mouse() {
    // The engine's figures.
    let start = parse_layout(HENGDAO).unwrap();
    let group = explore_group(start, Metric::Step, &Limits::none()).unwrap();
    let optimum = group.distance(start).unwrap();
    assert_eq!(optimum, 81);
    let first = Move {
        piece: Shape::Soldier,
        from: Cell::new(4, 0),
        to: Cell::new(4, 1),
    };
    let after_first = apply_move(start, first, Metric::Step).unwrap();
    let after_first_distance = group.distance(after_first).unwrap();

    let server = Server::start();
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&server.url("/klotski"));
    text_is(&page, "#distance", "81");
    text_is(&page, "#moves", "0");
    text_is(&page, "#optimum", "81");
    assert_eq!(board_layout(&page), HENGDAO);
    page.wait_for_selector("#classics li button");
    assert_eq!(
        page.count("#classics li button"),
        40,
        "the 40 classics are listed"
    );
    page.screenshot(screenshot_dir().join("klotski-start.png"));

    // A legal move by drag: the bottom-left soldier one cell right.
    page.drag(
        &piece_css(first.from),
        "#board .cell[data-row='4'][data-col='1']",
    );
    text_is(&page, "#moves", "1");
    text_is(&page, "#distance", &after_first_distance.to_string());
    assert_eq!(board_layout(&page), format_grid(after_first));

    // Undo.
    page.click("#undo");
    text_is(&page, "#moves", "0");
    text_is(&page, "#distance", "81");
    assert_eq!(board_layout(&page), HENGDAO);

    // A hint: the highlighted move is one of the engine's optimal moves.
    page.click("#hint");
    page.wait_for_selector("#board .piece.hint");
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
    assert!(page.text("#game-message").contains("80 moves remain"));
    page.screenshot(screenshot_dir().join("klotski-hint.png"));

    // The optimal solution, stepped through with the playback controls.
    page.click("#solve");
    page.wait_for_selector("#solution-panel:not([hidden])");
    text_is(&page, "#playback .playback-counter", "move 0 of 81");
    assert!(page.text("#solution-title").contains("81 step moves"));
    page.click("#playback button[data-action=next]");
    text_is(&page, "#playback .playback-counter", "move 1 of 81");
    page.click("#playback button[data-action=last]");
    text_is(&page, "#playback .playback-counter", "move 81 of 81");
    assert_eq!(
        page.eval("document.querySelector('#board').dataset.solved"),
        "true"
    );
    page.screenshot(screenshot_dir().join("klotski-solution.png"));
    page.click("#leave-solution");
    assert_eq!(board_layout(&page), HENGDAO);

    // The solution played to the end by dragging each piece.
    let solution = solve(start, Metric::Step, &Limits::none());
    assert_eq!(solution.moves, Some(81));
    let cell = page
        .eval("document.querySelector('#board .cell').getBoundingClientRect().width")
        .as_f64()
        .unwrap();
    let mut board = start;
    for (i, step) in solution.solution.iter().enumerate() {
        let from = page.center_of(&piece_css(step.from));
        let to = Point {
            x: from.x + (f64::from(step.to.col) - f64::from(step.from.col)) * cell,
            y: from.y + (f64::from(step.to.row) - f64::from(step.from.row)) * cell,
        };
        page.drag_points(from, to);
        board = apply_move(
            board,
            Move {
                piece: step.piece,
                from: step.from,
                to: step.to,
            },
            Metric::Step,
        )
        .unwrap();
        text_is(&page, "#moves", &(i + 1).to_string());
        text_is(&page, "#distance", &(80 - i).to_string());
    }
    assert_eq!(board_layout(&page), format_grid(board));
    page.wait_for(
        "document.querySelector('#win-message').textContent.includes('New best')",
        Duration::from_secs(10),
    );
    let win = page.text("#win-message");
    assert!(
        win.contains("Solved in 81 step moves") && win.contains("optimum (81)"),
        "{win}"
    );
    text_is(&page, "#best", "81");
    page.screenshot(screenshot_dir().join("klotski-won.png"));
    page.assert_no_console_errors();
}

fn number(page: &Page, css: &str) -> u32 {
    let text = page.text(css);
    text.trim()
        .parse()
        .unwrap_or_else(|_| panic!("{css} shows {text:?}, not a number"))
}

#[test]
fn klotski_page_keyboard_editor_generator_and_saved_games() {
    let server = Server::start();
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&server.url("/klotski"));
    text_is(&page, "#distance", "81");

    // A malformed layout: the message under the field says what and where.
    page.fill("#layout", "VCCV/VCCV/VHXV/VSSV/S..S");
    page.click("#load");
    page.wait_for(
        "document.querySelector('#layout-error').textContent.includes('row 3, column 3')",
        Duration::from_secs(10),
    );
    assert!(page.text("#layout-error").contains("character 13"));
    assert_eq!(
        page.eval("document.querySelector('#layout').getAttribute('aria-invalid')"),
        "true"
    );
    assert_eq!(board_layout(&page), HENGDAO, "the game is untouched");

    // The unit metric: the counts change to the engine's.
    page.select_option("#metric", "unit");
    text_is(&page, "#optimum", "116");
    text_is(&page, "#metric-name", "unit");

    // Click a piece: its moves are shown as dots; the arrow keys move it.
    page.click(&piece_css(Cell::new(4, 3)));
    page.wait_for_selector("#board .piece.selected");
    assert_eq!(
        page.count("#board .target"),
        1,
        "the soldier has one unit move"
    );
    page.press_key("ArrowLeft");
    text_is(&page, "#moves", "1");
    page.press_key("ArrowLeft");
    text_is(&page, "#moves", "2");
    assert_eq!(board_layout(&page), "VCCV/VCCV/VHHV/VSSV/SS..");
    page.press_key("Control+z");
    text_is(&page, "#moves", "1");
    page.press_key("Control+y");
    text_is(&page, "#moves", "2");
    // A move by clicking a dot: the vertical piece on the right one cell down.
    page.click(&piece_css(Cell::new(2, 3)));
    page.click("#board .target[data-row='3'][data-col='3']");
    text_is(&page, "#moves", "3");
    let board = parse_layout(&board_layout(&page)).unwrap();
    let distance = explore_group(board, Metric::Unit, &Limits::none())
        .unwrap()
        .distance(board)
        .unwrap();
    text_is(&page, "#distance", &distance.to_string());
    page.screenshot(screenshot_dir().join("klotski-keyboard.png"));

    // Save, reset, load: the game comes back with its moves and metric.
    page.fill("#saved .save-name", "three unit moves");
    page.click("#saved button[data-action=save]");
    page.wait_for_selector("#saved .saved-list li button");
    page.click("#reset");
    text_is(&page, "#moves", "0");
    page.select_option("#metric", "step");
    text_is(&page, "#optimum", "81");
    page.click("#saved .saved-list li button");
    text_is(&page, "#moves", "3");
    text_is(&page, "#metric-name", "unit");
    assert_eq!(page.value("#metric"), "unit");
    text_is(&page, "#distance", &distance.to_string());

    // The editor: a piece that would stick out gets an inline message; a typed layout is
    // checked by the server; "Play" starts a game on it.
    page.click("#editor-clear");
    page.click("#editor input[value=V]");
    page.click("#editor-board .cell[data-row='4'][data-col='0']");
    page.wait_for(
        "document.querySelector('#editor-layout-error').textContent.includes('stick out')",
        Duration::from_secs(5),
    );
    page.click("#editor input[value=C]");
    page.click("#editor-board .cell[data-row='0'][data-col='1']");
    page.wait_for(
        "document.querySelector('#editor-status').textContent.startsWith('Valid')",
        Duration::from_secs(5),
    );
    assert_eq!(page.value("#editor-layout"), ".CC./.CC./..../..../....");
    page.fill("#editor-layout", "SSSV/CCVV/CCVV/.HHV/.SHQ");
    page.wait_for(
        "document.querySelector('#editor-layout-error').textContent.includes('row 5, column 4')",
        Duration::from_secs(5),
    );
    page.fill("#editor-layout", "SSSV/CCVV/CCVV/.HHV/.SHH");
    page.wait_for(
        "document.querySelector('#editor-status').textContent.startsWith('Valid')",
        Duration::from_secs(5),
    );
    page.screenshot(screenshot_dir().join("klotski-editor.png"));
    page.click("#editor-play");
    let hardest = parse_layout("SSSV/CCVV/CCVV/.HHV/.SHH").unwrap();
    let unit = solve(hardest, Metric::Unit, &Limits::none()).moves.unwrap();
    assert_eq!(unit, 179);
    text_is(&page, "#optimum", "179");
    assert_eq!(board_layout(&page), "SSSV/CCVV/CCVV/.HHV/.SHH");

    // A random easy layout: the optimum shown is the engine's.
    page.select_option("#difficulty", "easy");
    page.click("#generate");
    page.wait_for(
        "document.querySelector('#generate-message').textContent.includes('moves at best')",
        Duration::from_secs(20),
    );
    let generated = parse_layout(&board_layout(&page)).unwrap();
    let optimum = number(&page, "#optimum");
    assert_eq!(
        solve(generated, Metric::Unit, &Limits::none()).moves,
        Some(optimum)
    );
    assert!(page
        .text("#generate-message")
        .contains(&format!("{optimum} unit moves")));

    // The solution by a generic algorithm: A* is optimal too.
    page.select_option("#algorithm", "astar");
    page.click("#solve");
    page.wait_for_selector("#solution-panel:not([hidden])");
    let title = page.text("#solution-title");
    assert!(
        title.starts_with("A*") && title.contains(&format!("{optimum} unit moves (optimal)")),
        "{title}"
    );
    text_is(
        &page,
        "#playback .playback-counter",
        &format!("move 0 of {optimum}"),
    );
    page.screenshot(screenshot_dir().join("klotski-generated.png"));

    // A puzzle from the library (seeded at server start): its optimum is the engine's.
    page.wait_for_selector("#library .library-list li button");
    let before = board_layout(&page);
    page.click("#library .library-list li button");
    page.wait_for(
        &format!("document.querySelector('#board').dataset.layout !== {before:?} && document.querySelector('#solution-panel').hidden"),
        Duration::from_secs(10),
    );
    let picked = parse_layout(&board_layout(&page)).unwrap();
    let expected = solve(picked, Metric::Unit, &Limits::none())
        .moves
        .map_or("no solution".to_string(), |m| m.to_string());
    text_is(&page, "#optimum", &expected);
    page.assert_no_console_errors();
}
