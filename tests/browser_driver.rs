//! A few checks of our own wrapper over the WebDriver client (`tests/support/browser.rs`):
//! what it adds to fantoccini and chromedriver, not what they do themselves.

mod support;

use std::ffi::OsString;
use std::path::Path;

use serde_json::json;
use support::browser::{locate_chromium, Browser, Screen};

/// A missing browser fails with the install command; it never passes silently.
#[test]
fn missing_browser_says_how_to_install() {
    let err = locate_chromium(
        None,
        Path::new("/nonexistent/chromium"),
        Some(OsString::new()),
    )
    .expect_err("no Chromium there");
    assert!(
        err.contains("apt-get install chromium chromium-driver"),
        "{err}"
    );
    let err = locate_chromium(
        Some("/nonexistent/chrome".into()),
        Path::new("/nonexistent/chromium"),
        None,
    )
    .expect_err("the variable names a missing file");
    assert!(
        err.contains("PUZZLELAB_CHROMIUM is set to `/nonexistent/chrome`"),
        "{err}"
    );
}

/// Sizes, languages, console errors, uncaught exceptions and dialogs, on pages made of data:
/// URLs (no server needed).
#[test]
fn screens_languages_errors_and_dialogs() {
    let page_js = |body: &str| {
        format!("data:text/html;charset=utf-8,<!doctype html><meta name=viewport content='width=device-width'><body>{body}")
    };
    let desktop = Browser::launch();
    let page = desktop.new_page();
    page.goto(&page_js("<p id=p>hi</p>"));
    assert_eq!(
        page.eval("[innerWidth, innerHeight, devicePixelRatio, navigator.languages[0]]"),
        json!([1366, 768, 1, "en"])
    );
    // statements work too (DevTools' evaluate), and a throw is an Err
    assert_eq!(page.eval("const a = 2; a * 21"), json!(42));
    assert!(page.try_eval("null.x").is_err());
    page.eval("console.error('boom'); setTimeout(() => { throw new Error('late') }, 0); true");
    page.wait_for(
        "new Promise(r => setTimeout(() => r(true), 50))",
        support::browser::DEFAULT_TIMEOUT,
    );
    let errors = page.console_errors();
    assert!(errors.iter().any(|e| e.contains("boom")), "{errors:?}");
    assert!(errors.iter().any(|e| e.contains("late")), "{errors:?}");
    // another tab has its own errors
    let other = desktop.new_page();
    other.goto(&page_js("<p>quiet</p>"));
    other.assert_no_console_errors();
    drop(other);

    let phone = Browser::launch_as(Screen::Phone, "zh-CN");
    let page = phone.new_page();
    page.goto(&page_js(
        "<button id=b onclick=\"this.dataset.n = confirm('sure?')\">b</button>",
    ));
    assert_eq!(
        page.eval("[innerWidth, innerHeight, devicePixelRatio, navigator.languages[0], navigator.maxTouchPoints > 0]"),
        json!([390, 844, 3, "zh-CN", true])
    );
    page.click("#b");
    assert_eq!(page.data("#b", "n").as_deref(), Some("true"));
    page.assert_no_console_errors();
}

/// The page checks see what they are for: a phone page with an element wider than the screen
/// and a small button, and a link inside a sentence that is exempt.
#[test]
fn checks_find_sideways_scroll_and_small_targets() {
    let phone = Browser::launch_as(Screen::Phone, "en");
    let page = phone.new_page();
    page.goto(
        "data:text/html;charset=utf-8,<!doctype html><meta name=viewport content='width=device-width, initial-scale=1'>\
         <body style='margin:0'><p>Read <a href=/rules>the rules</a> first.</p>\
         <div id=wide style='width:600px;height:10px'></div><button id=small style='width:20px;height:20px'>x</button>",
    );
    // Chromium zooms out to show the too-wide page: innerWidth grows, the layout viewport not
    assert_eq!(
        page.eval("[innerWidth, document.documentElement.clientWidth]"),
        json!([600, 390])
    );
    let wide = support::checks::sideways_scroll(&page);
    assert_eq!(wide.len(), 1, "{wide:?}");
    assert!(
        wide[0].contains("600px wide in a 390px viewport") && wide[0].contains("div#wide"),
        "{wide:?}"
    );
    let small = support::checks::small_tap_targets(&page);
    assert_eq!(small.len(), 1, "{small:?}");
    assert!(
        small[0].starts_with("button#small \"x\" is 20x20"),
        "{small:?}"
    );
}
