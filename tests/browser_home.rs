//! Browser test of the home page and the search lab in headless Chromium: the puzzle list
//! comes from the API, a solve round-trips through the API, bad input gets a message.

mod support;

use std::time::Duration;

use support::browser::{screenshot_dir, Browser};
use support::server::Server;

#[test]
fn home_page_lists_the_puzzles_and_the_lab_solves_by_mouse() {
    let server = Server::start();
    let browser = Browser::launch();
    let page = browser.new_page();

    page.goto(&server.url("/"));
    page.wait_for_selector("#puzzle-list li.card");
    assert_eq!(
        page.count("#puzzle-list li.card"),
        5,
        "one card per puzzle plus the lab"
    );
    let list = page.text("#puzzle-list");
    for name in [
        "Klotski",
        "华容道",
        "Lianliankan",
        "连连看",
        "Matchstick",
        "火柴棍移动",
        "Ten Drops",
        "十滴水",
    ] {
        assert!(
            list.contains(name),
            "{name} missing from the home page: {list}"
        );
    }
    page.screenshot(screenshot_dir().join("home.png"));

    // Into the search lab by mouse, then an API round trip: solve with A*.
    page.click("li[data-puzzle='eight-puzzle'] a.button");
    // wait for the page's script, not only its HTML: a click before the script has wired the
    // form would submit it natively and reload the page
    page.wait_for(
        "document.body?.dataset.ready === 'true'",
        Duration::from_secs(10),
    );
    page.fill("#tiles", "8 1 3/4 0 2/7 6 5");
    page.click("#solve");
    page.wait_for(
        "document.querySelector('#result-title').textContent.includes('moves')",
        Duration::from_secs(30),
    );
    let title = page.text("#result-title");
    assert!(
        title.starts_with("A*: ") && title.contains("(optimal)"),
        "{title}"
    );
    let moves: usize = title["A*: ".len()..]
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no move count in {title:?}"));
    assert!(page
        .text("#step-info")
        .starts_with(&format!("Step 0 of {moves}")));
    page.click("#playback button[data-action=next]");
    assert!(page
        .text("#step-info")
        .starts_with(&format!("Step 1 of {moves}")));

    // Comparison table: every algorithm gets a row.
    page.click("#compare");
    page.wait_for(
        "document.querySelectorAll('#compare-table tbody tr').length >= 10",
        Duration::from_secs(60),
    );
    let table = page.text("#compare-table");
    for algorithm in ["BFS", "bidirectional BFS", "A*", "IDA*", "beam"] {
        assert!(table.contains(algorithm), "{algorithm} missing: {table}");
    }
    page.screenshot(screenshot_dir().join("lab.png"));

    // Bad input: an inline message before anything is sent.
    page.fill("#tiles", "1234");
    page.click("#solve");
    page.wait_for(
        "document.querySelector('#tiles-error').textContent.includes('expected 9 tiles')",
        Duration::from_secs(5),
    );
    assert_eq!(
        page.eval("document.querySelector('#tiles').getAttribute('aria-invalid')"),
        "true"
    );

    // An unsolvable position: the server proves it.
    page.fill("#tiles", "123456870");
    page.click("#solve");
    page.wait_for(
        "document.querySelector('#result-title').textContent.includes('no solution exists')",
        Duration::from_secs(30),
    );
    page.assert_no_console_errors();
}
