//! One server and one browser for all the scenarios of a browser test file.
//!
//! Starting `puzzlelab serve` and Chromium costs a few seconds each; a file of browser tests
//! runs its scenarios one after the other in one `#[test]`, each in a fresh tab:
//!
//! ```ignore
//! #[test]
//! fn klotski_page() {
//!     suite::run("klotski", vec![scenario("drag and hint", drag_and_hint), scenario("editor", editor)]);
//! }
//! fn drag_and_hint(suite: &Suite, page: &Page) { page.goto(&suite.url("/klotski")); ... }
//! ```
//!
//! Every scenario runs even when an earlier one failed; a failed scenario leaves a screenshot
//! `failed-<file>-<scenario>.png` in [`screenshot_dir`], and the test then fails naming every
//! failed scenario. The scenarios share the database: each uses games, names and records of its
//! own. `PUZZLELAB_BROWSER_ONLY=text` runs only the scenarios whose name contains `text`.
//!
//! A scenario runs on a desktop in English unless it says otherwise:
//! `scenario("home", body).on(Screen::Phone, "zh-CN")` gets a tab of a phone browser whose
//! language is Chinese (each such browser is started once, when a scenario first needs it).

// Each test binary uses a different part of this module.
#![allow(dead_code)]

use std::cell::RefCell;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::rc::Rc;
use std::time::Instant;

use super::browser::{screenshot_dir, Browser, Page, Screen};
use super::server::Server;

/// What every scenario of a file shares.
pub struct Suite {
    pub server: Server,
    /// The desktop browser in English.
    pub browser: Browser,
    /// Other screens and languages, started when first asked for.
    others: RefCell<Vec<Rc<Browser>>>,
}

impl Suite {
    /// The URL of `path` on the shared server.
    pub fn url(&self, path: &str) -> String {
        self.server.url(path)
    }

    /// A tab on `path` of the shared server.
    pub fn open(&self, path: &str) -> Page {
        let page = self.browser.new_page();
        page.goto(&self.url(path));
        page
    }

    /// A new tab (on `about:blank`) of a browser emulating `screen` in the language `lang`.
    pub fn new_page_on(&self, screen: Screen, lang: &str) -> Page {
        if screen == self.browser.screen() && lang == self.browser.lang() {
            return self.browser.new_page();
        }
        let found = self
            .others
            .borrow()
            .iter()
            .find(|b| b.screen() == screen && b.lang() == lang)
            .cloned();
        let browser = found.unwrap_or_else(|| {
            let started = Rc::new(Browser::launch_as(screen, lang));
            self.others.borrow_mut().push(Rc::clone(&started));
            started
        });
        browser.new_page()
    }
}

/// What a scenario does, given the suite and its own tab.
type Body<'a> = Box<dyn Fn(&Suite, &Page) + 'a>;

/// A named scenario: it gets the suite and a fresh tab (on `about:blank`).
pub struct Scenario<'a> {
    name: String,
    body: Body<'a>,
    /// Where it runs: the screen and the browser's language.
    on: (Screen, String),
}

impl Scenario<'_> {
    /// Runs the scenario in a browser emulating `screen` whose language is `lang`.
    pub fn on(mut self, screen: Screen, lang: &str) -> Self {
        self.on = (screen, lang.to_string());
        self
    }
}

/// The scenario `name` that runs `body`.
pub fn scenario<'a>(name: impl Into<String>, body: impl Fn(&Suite, &Page) + 'a) -> Scenario<'a> {
    Scenario {
        name: name.into(),
        body: Box::new(body),
        on: (Screen::Desktop, "en".to_string()),
    }
}

/// Runs `scenarios` in order with one server and one browser; panics at the end if any failed.
pub fn run(file: &str, scenarios: Vec<Scenario<'_>>) {
    let only = std::env::var("PUZZLELAB_BROWSER_ONLY").unwrap_or_default();
    let suite = Suite {
        server: Server::start(),
        browser: Browser::launch(),
        others: RefCell::new(Vec::new()),
    };
    let mut failed = Vec::new();
    let total = scenarios.len();
    for Scenario { name, body, on } in scenarios {
        if !name.contains(only.as_str()) {
            continue;
        }
        let started = Instant::now();
        let page = suite.new_page_on(on.0, &on.1);
        let outcome = catch_unwind(AssertUnwindSafe(|| body(&suite, &page)));
        let took = started.elapsed();
        match outcome {
            Ok(()) => eprintln!("browser {file}: {name} ok ({took:.1?})"),
            Err(_) => {
                eprintln!("browser {file}: {name} FAILED ({took:.1?}); the panic is above");
                let shot = screenshot_dir().join(format!(
                    "failed-{file}-{}.png",
                    name.replace(|c: char| !c.is_ascii_alphanumeric(), "-")
                ));
                // the tab may be what broke: a missing screenshot must not hide the failure
                let _ = catch_unwind(AssertUnwindSafe(|| page.screenshot(&shot)));
                failed.push(name);
            }
        }
    }
    if !failed.is_empty() {
        eprintln!("--- puzzlelab serve stderr ---\n{}", suite.server.stderr());
        panic!(
            "{} of {} browser scenario(s) of {file} failed: {} (screenshots in {})",
            failed.len(),
            total,
            failed.join("; "),
            screenshot_dir().display()
        );
    }
}
