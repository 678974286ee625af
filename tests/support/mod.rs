//! Shared helpers for the integration tests: include with `mod support;`.
//!
//! - [`browser`]: a thin blocking wrapper over fantoccini (WebDriver) and Debian's chromedriver
//!   (`Browser::launch()`, `browser.new_page()`, then `goto`, `click`, `drag`, `eval`, ...).
//! - [`server`]: runs the real `puzzlelab serve` binary on a free port with a temporary database.
//! - [`checks`]: what every page must pass (no sideways scroll, tap targets, translations,
//!   console errors, axe-core).
//! - [`suite`]: one server and one browser for every scenario of a browser test file.
//! - [`plays`]: moves played as a person plays them (a Klotski piece dragged).
//! - [`words`]: the server's catalogue words (`move_words`, ...) worded as a page words them.
//!
//! Browser tests never skip: without Chromium they fail and say how to install it
//! (`sudo apt-get install chromium chromium-driver`).

pub mod browser;
pub mod checks;
pub mod plays;
pub mod server;
pub mod suite;
pub mod words;
