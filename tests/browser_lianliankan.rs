//! Browser test of the lianliankan page: a small board played to the end by mouse in headless
//! Chromium. A pair of different pictures is refused with the reason, a removal is undone, the
//! hint is checked to leave a clearable board, the optimal clearing is stepped through with
//! g, h, f, and the parameter form and the board box show their errors inline; the board's
//! difficulty rating is shown, and a random board of a chosen difficulty can be made. Every
//! figure is checked against the engine.

mod support;

use std::time::Duration;

use lianliankan::{
    parse_board, rate, solve, solve_from, Game, MaxTurns, Pos, Puzzle, RatingOptions, Rules,
};
use search::Limits;
use support::browser::{screenshot_dir, Browser, Page};
use support::server::Server;

/// A 4 x 5 board with 8 pairs; the engine proves its least cost is 13.
const BOARD: &str = "4 5\n1 2 3 2 4\n5 0 6 0 3\n3 6 0 5 1\n4 7 7 0 3\n";

fn text_is(page: &Page, css: &str, expected: &str) {
    page.wait_for(
        &format!("(document.querySelector({css:?})?.textContent ?? '').trim() === {expected:?}"),
        Duration::from_secs(10),
    );
}

fn tile_css(pos: Pos) -> String {
    format!(
        "#board button.llk-tile[data-row='{}'][data-col='{}']",
        pos.row, pos.col
    )
}

fn board_cells(page: &Page) -> String {
    page.eval("document.querySelector('#board').dataset.board")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn cells_of(game: &Game) -> String {
    let cells: Vec<String> = game.view().cells.iter().map(|c| c.to_string()).collect();
    cells.join(",")
}

#[test]
fn lianliankan_page_plays_a_small_board_by_mouse() {
    // The engine's figures.
    let puzzle = Puzzle::new(parse_board(BOARD).unwrap(), Rules::default());
    let solution = solve(&puzzle, &Limits::none());
    assert_eq!(solution.cost, Some(13));
    assert!(solution.optimal);
    let start = Game::new(puzzle.clone());

    let server = Server::start();
    let browser = Browser::launch();
    let page = browser.new_page();
    let query: String = BOARD
        .bytes()
        .map(|b| match b {
            b'\n' => "%0A".to_string(),
            b' ' => "+".to_string(),
            _ => (b as char).to_string(),
        })
        .collect();
    page.goto(&server.url(&format!("/lianliankan?board={query}")));
    page.wait_for_selector("#board button.llk-tile");
    assert_eq!(page.count("#board button.llk-tile"), 16);
    assert_eq!(start.view().tiles_left, 16);
    assert_eq!(board_cells(&page), cells_of(&start));
    text_is(&page, "#tiles-left", "16");
    text_is(&page, "#cost", "0");
    text_is(&page, "#optimum", "13");
    // The difficulty rating of the board, with its reasons.
    let rating = rate(&puzzle, &RatingOptions::default(), &Limits::none());
    text_is(&page, "#rating-level", rating.level.name());
    text_is(
        &page,
        "#rating-score",
        &format!("score {:.1} of 100", rating.score),
    );
    assert_eq!(page.count("#rating-why li"), rating.why.len());
    assert_eq!(page.text("#rating-why li:first-child"), rating.why[0]);
    page.screenshot(screenshot_dir().join("lianliankan-start.png"));

    // Two different pictures: refused, with the reason.
    page.click(&tile_css(Pos::new(0, 0)));
    page.wait_for_selector("#board button.llk-tile.selected");
    page.click(&tile_css(Pos::new(0, 1)));
    page.wait_for(
        "document.querySelector('#game-message').textContent.includes('different pictures')",
        Duration::from_secs(10),
    );
    // Same picture but no path within 2 turns: kind 3 at (0,2) and (3,4)?
    let mut probe = start.clone();
    let why = probe
        .can_connect(Pos::new(0, 2), Pos::new(2, 0))
        .err()
        .map(|w| w.to_string());
    // Deselect by clicking the selected tile again.
    page.click(&tile_css(Pos::new(0, 1)));
    page.wait_for_no_selector("#board button.llk-tile.selected");
    if let Some(why) = why {
        page.click(&tile_css(Pos::new(0, 2)));
        page.click(&tile_css(Pos::new(2, 0)));
        page.wait_for(
            "document.querySelector('#game-message').textContent.includes('no path with at most 2 turns')",
            Duration::from_secs(10),
        );
        assert!(why.contains("no path"), "{why}");
        page.click(&tile_css(Pos::new(2, 0)));
        page.wait_for_no_selector("#board button.llk-tile.selected");
    }

    // One removal and its undo.
    let first = &solution.removals[0];
    page.click(&tile_css(first.a));
    page.click(&tile_css(first.b));
    text_is(&page, "#cost", &(first.turns + 1).to_string());
    text_is(&page, "#turns", &first.turns.to_string());
    text_is(&page, "#tiles-left", "14");
    probe.play(first.a, first.b).unwrap();
    assert_eq!(board_cells(&page), cells_of(&probe));
    page.click("#undo");
    text_is(&page, "#cost", "0");
    text_is(&page, "#tiles-left", "16");
    assert_eq!(board_cells(&page), cells_of(&start));
    page.click("#redo");
    text_is(&page, "#tiles-left", "14");
    text_is(&page, "#cost", &(first.turns + 1).to_string());
    assert_eq!(board_cells(&page), cells_of(&probe));
    page.press_key("Control+z");
    text_is(&page, "#tiles-left", "16");
    assert_eq!(board_cells(&page), cells_of(&start));

    // The hint: the pair it shows leaves a board the engine can still clear.
    page.click("#hint");
    page.wait_for(
        "document.querySelectorAll('#board button.llk-tile.hint').length === 2",
        Duration::from_secs(15),
    );
    let hinted = page.eval(
        "[...document.querySelectorAll('#board button.llk-tile.hint')].map(b => [+b.dataset.row, +b.dataset.col])",
    );
    let p = |i: usize| {
        Pos::new(
            hinted[i][0].as_i64().unwrap() as i32,
            hinted[i][1].as_i64().unwrap() as i32,
        )
    };
    let mut after_hint = start.clone();
    after_hint
        .play(p(0), p(1))
        .expect("the hinted pair can be removed");
    let rest = solve_from(after_hint.puzzle(), after_hint.state(), &Limits::none());
    assert_eq!(rest.solvable, Some(true), "the hint leads into a dead end");
    assert!(page.text("#game-message").contains("can still be cleared"));
    page.screenshot(screenshot_dir().join("lianliankan-hint.png"));

    // Solve, then step through the optimal clearing with g, h, f.
    page.click("#solve");
    page.wait_for_selector("#solution-panel:not([hidden])");
    let n = solution.removals.len();
    text_is(
        &page,
        "#playback .playback-counter",
        &format!("move 0 of {n}"),
    );
    text_is(&page, "#step-g", "0");
    text_is(&page, "#step-h", &solution.playback[0].h.to_string());
    text_is(&page, "#step-f", "13");
    page.click("#playback button[data-action=next]");
    text_is(
        &page,
        "#playback .playback-counter",
        &format!("move 1 of {n}"),
    );
    let served_cost = page.eval("+document.querySelector('#solution-panel').dataset.cost");
    assert_eq!(served_cost.as_u64(), Some(13));
    page.click("#playback button[data-action=next]");
    text_is(&page, "#step-g", &solution.playback[2].g.to_string());
    text_is(&page, "#step-h", &solution.playback[2].h.to_string());
    text_is(&page, "#step-f", &solution.playback[2].f.to_string());
    page.screenshot(screenshot_dir().join("lianliankan-solution.png"));
    page.click("#playback button[data-action=last]");
    text_is(
        &page,
        "#playback .playback-counter",
        &format!("move {n} of {n}"),
    );
    text_is(&page, "#step-h", "0");
    text_is(&page, "#step-g", "13");
    page.click("#leave-solution");
    assert_eq!(board_cells(&page), cells_of(&start));

    // Play the optimal clearing to the end by mouse, checking the counters at each step.
    let mut game = start.clone();
    let (mut cost, mut turns) = (0u32, 0u32);
    for removal in &solution.removals {
        page.click(&tile_css(removal.a));
        page.wait_for_selector("#board button.llk-tile.selected");
        page.click(&tile_css(removal.b));
        cost += removal.turns + 1;
        turns += removal.turns;
        text_is(&page, "#cost", &cost.to_string());
        text_is(&page, "#turns", &turns.to_string());
        game.play(removal.a, removal.b).unwrap();
        assert_eq!(board_cells(&page), cells_of(&game));
    }
    assert!(game.is_solved());
    text_is(&page, "#tiles-left", "0");
    page.wait_for(
        "document.querySelector('#game-message').textContent.startsWith('Cleared! Total cost 13')",
        Duration::from_secs(10),
    );
    text_is(&page, "#best", "13");
    page.screenshot(screenshot_dir().join("lianliankan-cleared.png"));

    // The parameter form: inline errors next to the field.
    page.fill("#p-pairs", "40");
    page.wait_for(
        "document.querySelector('#err-pairs').textContent.includes('40 pairs need 80 cells')",
        Duration::from_secs(5),
    );
    page.fill("#p-pairs", "8");
    page.fill("#p-rows", "4");
    page.fill("#p-cols", "4");
    page.fill("#p-kinds", "5");
    text_is(&page, "#err-pairs", "");
    page.click("#generate");
    page.wait_for(
        "document.querySelector('#generate-message').textContent.startsWith('New 4 x 4 board')",
        Duration::from_secs(15),
    );
    text_is(&page, "#tiles-left", "16");
    text_is(&page, "#cost", "0");

    // A random board of a chosen difficulty: the page shows the level the engine gives it.
    page.fill("#p-rows", "6");
    page.fill("#p-cols", "6");
    page.fill("#p-pairs", "18");
    page.fill("#p-kinds", "11");
    page.select_option("#p-difficulty", "hard");
    page.click("#generate");
    page.wait_for(
        "document.querySelector('#generate-message').textContent.startsWith('New 6 x 6 board')",
        Duration::from_secs(20),
    );
    assert!(
        page.text("#generate-message").contains("rated hard"),
        "{}",
        page.text("#generate-message")
    );
    text_is(&page, "#tiles-left", "36");
    text_is(&page, "#rating-level", "hard");
    let made = parse_board(&page.value("#board-text")).unwrap();
    let made_rating = rate(
        &Puzzle::new(made, Rules::default()),
        &RatingOptions::default(),
        &Limits::none(),
    );
    assert_eq!(made_rating.level.name(), "hard");
    assert_eq!(made_rating.measures.solvable, Some(true));
    page.screenshot(screenshot_dir().join("lianliankan-by-difficulty.png"));
    page.select_option("#p-difficulty", "");

    // A typed board with a mistake: the message names line and column.
    page.fill("#board-text", "2 2\n1 1\n1 x\n");
    page.click("#load-text");
    page.wait_for(
        "document.querySelector('#board-text-error').textContent.includes('line 3, column 3')",
        Duration::from_secs(10),
    );
    assert_eq!(
        page.eval("document.querySelector('#board-text').getAttribute('aria-invalid')"),
        "true"
    );
    page.screenshot(screenshot_dir().join("lianliankan-form-errors.png"));
    page.assert_no_console_errors();
}

#[test]
fn lianliankan_page_shuffles_a_stuck_board_and_plays_by_keyboard() {
    // 1 2 / 2 1 with no turns allowed: no pair can be removed.
    let text = "2 2\n1 2\n2 1\n";
    let rules = Rules::with_max_turns(lianliankan::MaxTurns::Limit(0));
    let stuck = Game::new(Puzzle::new(parse_board(text).unwrap(), rules));
    assert!(stuck.is_stuck());

    let server = Server::start();
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&server.url("/lianliankan?board=2+2%0A1+2%0A2+1&max_turns=0"));
    page.wait_for_selector("#board button.llk-tile");
    page.wait_for(
        "document.querySelector('#game-message').textContent.includes('No pair can be removed')",
        Duration::from_secs(10),
    );
    page.wait_for_selector("#shuffle.attention");
    assert_eq!(board_cells(&page), cells_of(&stuck));

    // Shuffle: the same tiles, dealt so that the engine can clear them.
    page.click("#shuffle");
    page.wait_for_no_selector("#shuffle.attention");
    let cells = board_cells(&page);
    assert_ne!(cells, cells_of(&stuck));
    let mut sorted: Vec<i64> = cells.split(',').map(|c| c.parse().unwrap()).collect();
    let rows: Vec<String> = sorted
        .chunks(2)
        .map(|r| format!("{} {}", r[0], r[1]))
        .collect();
    let shuffled = Game::new(Puzzle::new(
        parse_board(&format!("2 2\n{}", rows.join("\n"))).unwrap(),
        rules,
    ));
    assert_eq!(
        solve_from(shuffled.puzzle(), shuffled.state(), &Limits::none()).solvable,
        Some(true)
    );
    sorted.sort_unstable();
    assert_eq!(sorted, vec![1, 1, 2, 2]);
    page.screenshot(screenshot_dir().join("lianliankan-shuffled.png"));

    // Undo brings the stuck deal back; shuffle again.
    page.click("#undo");
    page.wait_for_selector("#shuffle.attention");
    assert_eq!(board_cells(&page), cells_of(&stuck));
    page.click("#shuffle");
    page.wait_for_no_selector("#shuffle.attention");
    let cells = board_cells(&page);
    let rows: Vec<String> = cells
        .split(',')
        .collect::<Vec<_>>()
        .chunks(2)
        .map(|r| r.join(" "))
        .collect();
    let mut game = Game::new(Puzzle::new(
        parse_board(&format!("2 2\n{}", rows.join("\n"))).unwrap(),
        rules,
    ));
    let dealt = cells_of(&game);

    // Save the game in the database.
    page.fill("#saved .save-name", "shuffled deal");
    page.click("#saved button[data-action=save]");
    page.wait_for_selector("#saved .saved-list button[data-game-id]");

    // Play it to the end with the keyboard: focus a tile, Enter, an arrow key, Enter.
    while !game.is_solved() {
        let removal = game.legal_removals()[0].clone();
        page.eval(&format!(
            "document.querySelector(\"{}\").focus()",
            tile_css(removal.a)
        ));
        page.press_key("Enter");
        page.wait_for_selector("#board button.llk-tile.selected");
        let (dr, dc) = (removal.b.row - removal.a.row, removal.b.col - removal.a.col);
        let key = match (dr.signum(), dc.signum()) {
            (1, 0) => "ArrowDown",
            (-1, 0) => "ArrowUp",
            (0, 1) => "ArrowRight",
            _ => "ArrowLeft",
        };
        page.press_key(key);
        page.press_key("Enter");
        game.play(removal.a, removal.b).unwrap();
        page.wait_for(
            &format!(
                "document.querySelector('#board').dataset.board === {:?}",
                cells_of(&game)
            ),
            Duration::from_secs(10),
        );
    }
    text_is(&page, "#tiles-left", "0");
    text_is(&page, "#cost", "2");
    text_is(&page, "#turns", "0");

    // Load the saved game: the shuffled deal comes back, counters at zero.
    page.click("#saved .saved-list button[data-game-id]");
    page.wait_for(
        &format!("document.querySelector('#board').dataset.board === {dealt:?}"),
        Duration::from_secs(10),
    );
    text_is(&page, "#tiles-left", "4");
    text_is(&page, "#cost", "0");
    page.assert_no_console_errors();
}

#[test]
fn lianliankan_page_loads_library_boards_and_large_generated_ones() {
    let server = Server::start();
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&server.url("/lianliankan"));
    page.wait_for_selector("#board button.llk-tile");

    // A built-in board from the library: what is drawn is the engine's reading of it.
    page.wait_for_selector("#library .library-list button[data-puzzle-id]");
    page.click("#library .library-list button[data-puzzle-id]");
    page.wait_for(
        "document.querySelector('#board-text').value !== '' && !document.querySelector('#board-name').textContent.startsWith('a small board')",
        Duration::from_secs(10),
    );
    let text = page.value("#board-text");
    // the board is played under its library turn limit, which the page shows in the box
    let max_turns: MaxTurns = page.value("#t-mode").parse().unwrap();
    let game = Game::new(Puzzle::new(
        parse_board(&text).unwrap(),
        Rules::with_max_turns(max_turns),
    ));
    page.wait_for(
        &format!(
            "document.querySelector('#board').dataset.board === {:?}",
            cells_of(&game)
        ),
        Duration::from_secs(10),
    );
    text_is(&page, "#tiles-left", &game.view().tiles_left.to_string());
    page.screenshot(screenshot_dir().join("lianliankan-library.png"));

    // Solve it: the page's figure is the engine's.
    let expected = solve(
        game.puzzle(),
        &Limits::none().with_max_time(Duration::from_secs(20)),
    );
    page.click("#solve");
    page.wait_for_selector("#solution-panel:not([hidden])");
    let served = page.eval("+document.querySelector('#solution-panel').dataset.cost");
    if expected.optimal {
        assert_eq!(served.as_u64(), expected.cost);
        text_is(&page, "#optimum", &expected.cost.unwrap().to_string());
    }
    text_is(
        &page,
        "#playback .playback-counter",
        &format!("move 0 of {}", game.view().tiles_left / 2),
    );
    page.click("#leave-solution");

    // The largest board the page allows, with blockers (mode 3).
    page.fill("#p-rows", "20");
    page.fill("#p-cols", "20");
    page.fill("#p-pairs", "190");
    page.fill("#p-kinds", "48");
    page.fill("#p-blockers", "12");
    page.wait_for(
        "document.querySelector('#err-mode').textContent.includes('need mode 3')",
        Duration::from_secs(5),
    );
    page.select_option("#p-mode", "3");
    text_is(&page, "#err-mode", "");
    page.click("#generate");
    page.wait_for(
        "document.querySelector('#generate-message').textContent.startsWith('New 20 x 20 board')",
        Duration::from_secs(20),
    );
    text_is(&page, "#tiles-left", "380");
    assert_eq!(page.count("#board button.llk-tile"), 380);
    assert_eq!(page.count("#board .llk-blocker"), 12);
    page.fill("#p-rows", "21");
    page.wait_for(
        "document.querySelector('#err-rows').textContent.includes('from 1 to 20')",
        Duration::from_secs(5),
    );
    page.screenshot(screenshot_dir().join("lianliankan-large.png"));
    page.assert_no_console_errors();
}
