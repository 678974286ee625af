//! Browser tests of the Ten Drops page in headless Chromium: campaign level 1 cleared by mouse
//! (supply, taps and the carry-over to level 2 checked against the engine), a hint, the editor's
//! inline validation, and AI mode playing a level to the end with the engine's optimal taps.

mod support;

use std::time::Duration;

use search::Limits;
use support::browser::{screenshot_dir, Browser, Page};
use support::server::Server;
use tendrops::campaign::campaign;
use tendrops::{solve, Board, Game, Pos, Rules, SolveOptions, Status};

fn text_is(page: &Page, css: &str, expected: &str) {
    page.wait_for(
        &format!("(document.querySelector({css:?})?.textContent ?? '').trim() === {expected:?}"),
        Duration::from_secs(15),
    );
}

fn board_line(page: &Page) -> String {
    page.eval("document.querySelector('#board').dataset.board ?? ''")
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn cell_css(pos: Pos) -> String {
    format!(
        "#board .cell[data-row='{}'][data-col='{}']",
        pos.row, pos.col
    )
}

/// The engine's optimal taps for `board` with `supply` drops (default rules).
fn optimal(board: &Board, supply: u32) -> Vec<Pos> {
    let mut options = SolveOptions::new(Rules::default());
    options.supply = Some(supply);
    let solution = solve(board, &options, &Limits::none()).unwrap();
    assert!(solution.optimal);
    solution.sequence
}

#[test]
fn tendrops_page_clears_level_one_by_mouse() {
    let levels = campaign();
    let level1 = &levels[0];
    let sequence = optimal(&level1.board, 10);
    assert_eq!(sequence.len() as u32, level1.par);

    let server = Server::start();
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&server.url("/tendrops?fast=1"));
    page.wait_for_selector("#campaign li button");
    assert_eq!(page.count("#campaign li button"), levels.len());
    text_is(&page, "#level", &format!("1 / {}", levels.len()));
    text_is(&page, "#supply", "10");
    text_is(&page, "#par", &level1.par.to_string());
    assert_eq!(board_line(&page), level1.board.to_line());
    assert_eq!(page.count("#board .cell"), 36);
    page.screenshot(screenshot_dir().join("tendrops-start.png"));

    // A hint names the engine's minimum from the start.
    page.click("#hint");
    page.wait_for(
        "document.querySelector('#hint-message').dataset.taps !== undefined",
        Duration::from_secs(20),
    );
    let hint_taps = page.eval("Number(document.querySelector('#hint-message').dataset.taps)");
    assert_eq!(hint_taps.as_u64(), Some(u64::from(level1.par)));
    assert!(page
        .text("#hint-message")
        .contains("minimum from here (proven)"));
    assert_eq!(page.count("#board .cell.hint"), 1);
    page.screenshot(screenshot_dir().join("tendrops-hint.png"));

    // A wasted tap on an empty cell, then undo.
    let empty = (0..36)
        .map(|i| level1.board.pos(i))
        .find(|&p| level1.board.get(p) == Some(0))
        .unwrap();
    page.click(&cell_css(empty));
    text_is(&page, "#taps", "1");
    text_is(&page, "#supply", "9");
    page.click("#undo");
    text_is(&page, "#taps", "0");
    text_is(&page, "#supply", "10");
    assert_eq!(board_line(&page), level1.board.to_line());

    // The optimal taps by mouse; supply and board checked after each against the engine.
    let mut game = Game::new(level1.board.clone(), Rules::default());
    for (i, &pos) in sequence.iter().enumerate() {
        let report = game.tap(pos).unwrap();
        page.click(&cell_css(pos));
        text_is(&page, "#taps", &(i + 1).to_string());
        text_is(&page, "#supply", &report.supply.to_string());
        page.wait_for(
            &format!(
                "document.querySelector('#board').dataset.board === {:?}",
                game.board().to_line()
            ),
            Duration::from_secs(10),
        );
        if i == 0 {
            page.screenshot(screenshot_dir().join("tendrops-after-tap.png"));
        }
    }
    assert_eq!(game.status(), Status::Won);
    page.wait_for_selector("#game-message.ok");
    assert!(page.text("#game-message").contains("Board cleared"));
    page.wait_for(
        "!document.querySelector('#next-level').hidden",
        Duration::from_secs(5),
    );
    text_is(&page, "#best", &level1.par.to_string());
    page.screenshot(screenshot_dir().join("tendrops-won.png"));

    // Next level: the supply carries over.
    page.click("#next-level");
    text_is(&page, "#level", &format!("2 / {}", levels.len()));
    text_is(&page, "#supply", &game.supply().to_string());
    text_is(&page, "#taps", "0");
    assert_eq!(board_line(&page), levels[1].board.to_line());

    // The editor: a bad character gets a positioned message inline; a fixed text validates.
    page.fill("#editor-text", "000000/00x000");
    page.wait_for(
        "document.querySelector('#editor-error').textContent.includes('row 2, column 3')",
        Duration::from_secs(10),
    );
    page.screenshot(screenshot_dir().join("tendrops-editor-error.png"));
    assert_eq!(
        page.eval("document.querySelector('#editor-text').getAttribute('aria-invalid')")
            .as_str(),
        Some("true")
    );
    page.fill("#editor-text", "0400/0440");
    page.wait_for(
        "document.querySelector('#editor-error').textContent === '' && document.querySelectorAll('#editor-grid button').length === 8",
        Duration::from_secs(10),
    );
    page.click("#editor-grid button[data-row='0'][data-col='0']");
    page.click("#editor-play");
    page.wait_for(
        "document.querySelector('#board').dataset.board === '1400/0440'",
        Duration::from_secs(10),
    );
    text_is(&page, "#level", "–");
    page.screenshot(screenshot_dir().join("tendrops-editor.png"));

    // Slow animation: droplets fly tick by tick after the 4 at row 2, column 2 bursts.
    page.select_option("#speed", "300");
    page.click("#board .cell[data-row='1'][data-col='1']");
    page.wait_for_selector("#board .droplet");
    page.screenshot(screenshot_dir().join("tendrops-animation.png"));
    text_is(&page, "#taps", "1");
    page.wait_for_no_selector("#board .droplet");
    page.assert_no_console_errors();

    // Losing: a lone drop far away, ten taps spent in the opposite corner.
    let lone = "100000/000000/000000/000000/000000/000000";
    let mut game = Game::new(lone.parse().unwrap(), Rules::default());
    page.goto(&server.url(&format!("/tendrops?fast=1&board={lone}")));
    page.wait_for(
        &format!("document.querySelector('#board').dataset.board === {lone:?}"),
        Duration::from_secs(10),
    );
    for i in 1..=10 {
        game.tap(Pos::new(5, 5)).unwrap();
        if i < 10 {
            page.click(&cell_css(Pos::new(5, 5)));
        } else {
            // The last tap by keyboard: focus the cell, press Enter.
            page.eval(&format!(
                "document.querySelector({:?}).focus()",
                cell_css(Pos::new(5, 5))
            ));
            page.press_key("Enter");
        }
        text_is(&page, "#taps", &i.to_string());
    }
    assert_eq!(game.status(), Status::Lost);
    text_is(&page, "#supply", "0");
    page.wait_for_selector("#game-message.error");
    assert!(page.text("#game-message").contains("Out of drops"));
    page.screenshot(screenshot_dir().join("tendrops-lost.png"));
    page.click("#undo");
    text_is(&page, "#supply", "1");
    page.assert_no_console_errors();
}

#[test]
fn tendrops_ai_mode_plays_a_level_to_the_end() {
    let levels = campaign();
    let level = &levels[2];
    let sequence = optimal(&level.board, 10);
    assert_eq!(sequence.len() as u32, level.par);

    let server = Server::start();
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&server.url("/tendrops?fast=1"));
    page.wait_for_selector("#campaign li button[data-level='2']");
    page.click("#campaign li button[data-level='2']");
    text_is(&page, "#level", &format!("3 / {}", levels.len()));
    assert_eq!(board_line(&page), level.board.to_line());

    page.click("#ai-play");
    page.wait_for(
        "document.querySelector('#ai-progress').textContent.startsWith('AI done')",
        Duration::from_secs(25),
    );
    // Every coordinate shown, in the engine's order.
    let shown = page.eval(
        "[...document.querySelectorAll('#ai-moves li')].map(li => [Number(li.dataset.row), Number(li.dataset.col)])",
    );
    let expected: Vec<[usize; 2]> = sequence.iter().map(|p| p.pair()).collect();
    assert_eq!(shown, serde_json::json!(expected));
    let first = page.text("#ai-moves li");
    assert_eq!(
        first,
        format!("({}, {})", sequence[0].row + 1, sequence[0].col + 1)
    );
    assert!(page.text("#ai-progress").contains("(proven)"));

    let mut game = Game::new(level.board.clone(), Rules::default());
    for &pos in &sequence {
        game.tap(pos).unwrap();
    }
    text_is(&page, "#taps", &sequence.len().to_string());
    text_is(&page, "#supply", &game.supply().to_string());
    page.wait_for_selector("#game-message.ok");
    assert!(board_line(&page).chars().all(|c| c == '0' || c == '/'));
    page.screenshot(screenshot_dir().join("tendrops-ai-done.png"));

    // Save the finished game, restart, and load it back: the taps are replayed.
    page.click("#saved button[data-action='save']");
    page.wait_for_selector("#saved .saved-list li button");
    page.click("#restart");
    text_is(&page, "#taps", "0");
    assert_eq!(board_line(&page), level.board.to_line());
    page.click("#saved .saved-list li button");
    text_is(&page, "#taps", &sequence.len().to_string());
    text_is(&page, "#supply", &game.supply().to_string());
    text_is(&page, "#level", &format!("3 / {}", levels.len()));
    page.wait_for_selector("#game-message.ok");

    // A random easy level: its par is the engine's proven minimum.
    page.select_option("#difficulty", "easy");
    page.click("#generate");
    page.wait_for_selector("#generate-message.ok");
    let random: Board = board_line(&page).parse().unwrap();
    let taps = optimal(&random, 10).len();
    assert!((2..=3).contains(&taps));
    text_is(&page, "#par", &taps.to_string());
    text_is(&page, "#taps", "0");
    page.screenshot(screenshot_dir().join("tendrops-random.png"));
    page.assert_no_console_errors();
}
