//! Browser tests of the Ten Drops page in headless Chromium: campaign level 1 cleared by mouse
//! (supply, taps and the carry-over to level 2 checked against the engine), a hint, the editor's
//! inline validation, AI mode playing a level to the end with the engine's optimal taps, and the
//! empty-tap switch (refusal, hint, solver, AI, saved games) with the step-through playback of
//! the optimal solution checked against the server's answer.

mod support;

use std::time::Duration;

use search::Limits;
use support::browser::{screenshot_dir, Browser, Page};
use support::server::Server;
use tendrops::campaign::campaign;
use tendrops::{solve, Board, Game, Objective, Pos, Rules, SolveOptions, Status};

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

/// 2 taps when empty cells may be tapped (the first creates a drop), 3 when they may not
/// (found by computation; the test checks it with the engine first).
const EMPTY_TAPS_MATTER: &str = "210424/043013/430032/000004/044402/404003";

/// The engine's answer for `board` under the default rules with `empty_taps` and `objective`.
fn engine(board: &Board, empty_taps: bool, objective: Objective) -> tendrops::Solution {
    let mut options = SolveOptions::new(Rules::default().with_empty_taps(empty_taps));
    options.objective = objective;
    let solution = solve(board, &options, &Limits::none()).unwrap();
    assert!(solution.optimal);
    solution
}

/// Waits until the solution panel shows an answer and returns the `data-taps` it shows.
fn solve_on_page(page: &Page) -> u64 {
    page.click("#solve");
    page.wait_for(
        "!document.querySelector('#solution-panel').hidden && document.querySelector('#board').dataset.step === '0'",
        Duration::from_secs(25),
    );
    page.eval("Number(document.querySelector('#solution-panel').dataset.taps)")
        .as_u64()
        .unwrap()
}

#[test]
fn tendrops_empty_tap_switch_and_solution_playback() {
    let board: Board = EMPTY_TAPS_MATTER.parse().unwrap();
    let allowed = engine(&board, true, Objective::MinTaps);
    let forbidden = engine(&board, false, Objective::MinTaps);
    assert!(allowed.taps < forbidden.taps);
    let empty_cell = allowed.sequence[0];
    assert_eq!(board.get(empty_cell), Some(0));

    let server = Server::start();
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&server.url(&format!("/tendrops?fast=1&board={EMPTY_TAPS_MATTER}")));
    page.wait_for(
        &format!("document.querySelector('#board').dataset.board === {EMPTY_TAPS_MATTER:?}"),
        Duration::from_secs(10),
    );
    assert_eq!(
        page.eval("document.querySelector('#empty-taps').checked"),
        true
    );

    // Switched off: a tap on an empty cell is refused with a message, and nothing is spent.
    page.click("#empty-taps");
    assert_eq!(
        page.eval("document.querySelector('#empty-taps').checked"),
        false
    );
    page.click(&cell_css(empty_cell));
    page.wait_for_selector("#game-message.error");
    let refusal = page.text("#game-message");
    assert!(
        refusal.contains(&format!(
            "Row {}, column {} is empty",
            empty_cell.row + 1,
            empty_cell.col + 1
        )) && refusal.contains("switched off"),
        "{refusal}"
    );
    text_is(&page, "#taps", "0");
    text_is(&page, "#supply", "10");
    assert_eq!(board_line(&page), EMPTY_TAPS_MATTER);
    page.screenshot(screenshot_dir().join("tendrops-empty-tap-refused.png"));

    // The hint and the solver follow the switch.
    page.click("#hint");
    page.wait_for(
        "document.querySelector('#hint-message').dataset.taps !== undefined",
        Duration::from_secs(20),
    );
    let hint_taps = page.eval("Number(document.querySelector('#hint-message').dataset.taps)");
    assert_eq!(hint_taps.as_u64(), forbidden.taps.map(u64::from));
    assert_eq!(solve_on_page(&page), u64::from(forbidden.taps.unwrap()));
    page.click("#leave-solution");
    page.wait_for(
        "document.querySelector('#solution-panel').hidden",
        Duration::from_secs(5),
    );

    // Switched on: the server's optimal line, stepped through with next / previous.
    page.click("#empty-taps");
    assert_eq!(solve_on_page(&page), u64::from(allowed.taps.unwrap()));
    let answer = page.eval(&format!(
        "fetch('/api/tendrops/solve', {{ method: 'POST', headers: {{ 'Content-Type': 'application/json' }}, \
         body: JSON.stringify({{ board: {EMPTY_TAPS_MATTER:?}, supply: 10, timing: 'a-sum', empty_taps: true, playback: true }}) }}).then(r => r.json())"
    ));
    let steps = answer["steps"].as_array().expect("steps").clone();
    let total = steps.len() - 1;
    assert_eq!(answer["taps"], total);
    assert_eq!(total as u32, allowed.taps.unwrap());
    let check_step = |k: usize| {
        let step = &steps[k];
        page.wait_for(
            &format!(
                "document.querySelector('#board').dataset.step === '{k}' && document.querySelector('#board').dataset.board === {:?}",
                step["board"].as_str().unwrap()
            ),
            Duration::from_secs(30),
        );
        text_is(&page, "#step-taps", &format!("{k} / {total}"));
        text_is(&page, "#step-supply", &step["supply"].to_string());
        text_is(&page, "#step-left", &step["h"].to_string());
        assert_eq!(step["h"], total - k, "a proven minimum-tap line");
        if k == 0 {
            text_is(&page, "#step-tap", "–");
            assert_eq!(page.count("#board .cell.step"), 0);
        } else {
            let report = &step["report"];
            let [r, c]: [u64; 2] = serde_json::from_value(report["tap"].clone()).unwrap();
            text_is(&page, "#step-tap", &format!("({}, {})", r + 1, c + 1));
            text_is(&page, "#step-bursts", &report["bursts"].to_string());
            let bonus = report["bonus"].as_u64().unwrap() + report["clear_bonus"].as_u64().unwrap();
            text_is(&page, "#step-bonus", &format!("+{bonus}"));
            assert_eq!(
                page.count(&format!(
                    "#board .cell.step[data-row='{r}'][data-col='{c}']"
                )),
                1
            );
        }
    };
    check_step(0);
    assert!(page.text("#solution-title").contains("(proven minimum)"));
    for k in 1..=total {
        if k == total {
            // "Next" animates the tap tick by tick: slowly, droplets are seen in flight while
            // the board still counts as the step before.
            page.select_option("#speed", "120");
            page.click("#playback [data-action='next']");
            page.wait_for_selector("#board .droplet");
            assert_eq!(
                page.eval("document.querySelector('#board').dataset.step"),
                serde_json::json!((k - 1).to_string())
            );
            check_step(k);
            assert_eq!(page.count("#board .droplet"), 0);
            page.select_option("#speed", "10");
        } else {
            page.click("#playback [data-action='next']");
        }
        check_step(k);
        if k == 1 {
            assert!(
                page.text("#solution-step").contains("new drop"),
                "{}",
                page.text("#solution-step")
            );
            // The board and the step's counters in one picture (docs/tendrops.png).
            page.eval("window.scrollTo(0, 190)");
            page.screenshot(screenshot_dir().join("tendrops-solution-step.png"));
        }
    }
    assert!(board_line(&page).chars().all(|c| c == '0' || c == '/'));
    assert!(page.text("#solution-step").contains("The board is clear"));
    assert_eq!(steps[total]["supply"], answer["drops_left"]);
    assert_eq!(
        page.eval("document.querySelector(\"#playback [data-action='next']\").disabled"),
        true
    );
    // "Previous" jumps back at once, without animation.
    page.click("#playback [data-action='prev']");
    assert_eq!(
        page.eval("document.querySelector('#board').dataset.step"),
        serde_json::json!((total - 1).to_string())
    );
    assert_eq!(page.count("#board .droplet"), 0);
    check_step(total - 1);
    page.click("#playback [data-action='first']");
    check_step(0);
    page.click("#playback [data-action='last']");
    check_step(total);
    // Back to the game: the board as it was, nothing played.
    page.click("#leave-solution");
    page.wait_for(
        &format!("document.querySelector('#board').dataset.board === {EMPTY_TAPS_MATTER:?}"),
        Duration::from_secs(5),
    );
    text_is(&page, "#taps", "0");
    assert_eq!(page.count("#board .cell.step"), 0);

    // The other objective: the most drops left, as the engine says.
    let most = engine(&board, true, Objective::MostLeft);
    page.select_option("#objective", "most_left");
    assert_eq!(solve_on_page(&page), u64::from(most.taps.unwrap()));
    assert_eq!(
        page.eval("Number(document.querySelector('#solution-panel').dataset.dropsLeft)")
            .as_u64(),
        most.drops_left.map(u64::from)
    );
    assert!(page.text("#solution-title").starts_with("Most drops left"));
    page.screenshot(screenshot_dir().join("tendrops-solution-most-left.png"));
    page.click("#leave-solution");

    // AI mode with the switch off plays the longer line, every tap on a drop.
    page.click("#empty-taps");
    page.click("#ai-play");
    page.wait_for(
        "document.querySelector('#ai-progress').textContent.startsWith('AI done')",
        Duration::from_secs(25),
    );
    assert_eq!(page.count("#ai-moves li"), forbidden.sequence.len());
    text_is(&page, "#taps", &forbidden.sequence.len().to_string());
    assert!(board_line(&page).chars().all(|c| c == '0' || c == '/'));

    // A saved game keeps its rules: loading it switches empty taps off again.
    page.click("#saved button[data-action='save']");
    page.wait_for_selector("#saved .saved-list li button");
    page.click("#empty-taps");
    assert_eq!(
        page.eval("document.querySelector('#empty-taps').checked"),
        true
    );
    page.click("#saved .saved-list li button");
    text_is(&page, "#taps", &forbidden.sequence.len().to_string());
    assert_eq!(
        page.eval("document.querySelector('#empty-taps').checked"),
        false
    );
    page.assert_no_console_errors();
}
