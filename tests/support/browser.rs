//! A thin blocking wrapper over [fantoccini] (a WebDriver client) and Debian's `chromedriver`,
//! for the browser end-to-end tests.
//!
//! ```ignore
//! let browser = Browser::launch(); // desktop, 1366x768, English
//! let page = browser.new_page();
//! page.goto("http://127.0.0.1:8080/");
//! page.click("#solve");
//! page.wait_for("document.querySelectorAll('.move').length > 0", DEFAULT_TIMEOUT);
//! page.assert_no_console_errors();
//!
//! let phone = Browser::launch_as(Screen::Phone, "zh-CN"); // 390x844, touch, Chinese
//! ```
//!
//! Why WebDriver (fantoccini + chromedriver) and not a DevTools client (chromiumoxide):
//! - Weight. fantoccini is a small crate over the hyper 1 stack the server already builds
//!   (axum), so it adds little to a cold build on a two-core CI machine. chromiumoxide compiles
//!   the generated types of the whole DevTools protocol (its `chromiumoxide_cdp` crate is
//!   several hundred thousand lines of generated Rust) and its own async WebSocket stack.
//! - Standard and kept up by the browser's makers. WebDriver is a W3C standard; Debian ships
//!   `chromium-driver` built from the same sources as `chromium`, so the two always match.
//!   A DevTools client has to follow a protocol that changes with every Chromium release.
//! - What the tests need is there: real input (WebDriver actions: pointer, touch, keys),
//!   screenshots, file inputs, and chromedriver's extensions: `goog:chromeOptions`
//!   `mobileEmulation` gives a phone with touch, a mobile user agent and its device pixel
//!   ratio, `goog:loggingPrefs` collects the console (errors, uncaught exceptions, failed
//!   loads), and `goog/cdp/execute` reaches DevTools for the rare thing WebDriver lacks
//!   ([`Page::call`]).
//!
//! The wrapper is synchronous: one current-thread tokio runtime per browser, every call
//! `block_on` with a timeout. Conventions:
//! - Every method panics with a message that says what it was doing, on which page, and why it
//!   failed (tests want a clear failure, not a `Result`). [`Page::try_eval`] is the one exception,
//!   for tests that expect a JavaScript error.
//! - Every wait has a timeout: WebDriver commands [`COMMAND_TIMEOUT`], waits for elements and
//!   conditions [`DEFAULT_TIMEOUT`] unless a timeout is passed.
//! - Element methods take a CSS selector, wait until a matching element exists and is visible,
//!   and act on the first match.
//! - Without Chromium or chromedriver, [`Browser::launch`] panics and says how to install them;
//!   tests never skip.
//! - JavaScript dialogs (`alert`, `confirm`, `prompt`) are answered at once (OK, or the default
//!   text) and recorded, see [`Page::dialogs`], so a dialog can never hang a test.
//! - Each browser is a chromedriver on a free port with its own headless Chromium and a fresh
//!   profile, in a process group of its own; dropping the [`Browser`] ends the WebDriver session
//!   and then kills that process group, so no Chromium outlives a test.
//!
//! [fantoccini]: https://docs.rs/fantoccini

// Each test binary uses a different part of this module.
#![allow(dead_code)]

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::ffi::OsString;
use std::future::Future;
use std::net::{TcpListener, TcpStream};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::rc::Rc;
use std::time::{Duration, Instant};

use fantoccini::actions::{
    InputSource, KeyAction, KeyActions, MouseActions, PointerAction, TouchActions,
    MOUSE_BUTTON_LEFT,
};
use fantoccini::error::CmdError;
use fantoccini::key::Key;
use fantoccini::wd::{Capabilities, WebDriverCompatibleCommand, WindowHandle};
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::{json, Value};

/// How long to wait for one WebDriver command (navigations and screenshots included).
pub const COMMAND_TIMEOUT: Duration = Duration::from_secs(30);
/// How long element methods and [`Page::wait_for_selector`] wait, unless [`Page::set_timeout`]
/// says otherwise.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(15);
/// How long chromedriver may take to listen, and Chromium to start.
const STARTUP_TIMEOUT: Duration = Duration::from_secs(30);
/// Pause between two polls of a condition in [`Page::wait_for`].
const POLL_INTERVAL: Duration = Duration::from_millis(50);

/// The desktop viewport in CSS pixels (and its screenshots' size in pixels).
pub const VIEWPORT: (u32, u32) = Screen::Desktop.size();

/// The message every test sees when Chromium or chromedriver is missing.
pub const CHROMIUM_NOT_FOUND: &str = "Chromium or chromedriver not found: browser tests need \
     Debian's Chromium and its WebDriver. Install them with \
     `sudo apt-get install chromium chromium-driver` (or set PUZZLELAB_CHROMIUM=/path/to/chrome \
     and PUZZLELAB_CHROMEDRIVER=/path/to/chromedriver)";

/// The screen a browser emulates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Screen {
    /// A laptop: 1366x768 CSS pixels, device pixel ratio 1, mouse, desktop user agent.
    Desktop,
    /// A phone: 390x844 CSS pixels, device pixel ratio 3, touch, a mobile user agent.
    Phone,
}

impl Screen {
    /// Both screens, desktop first.
    pub const ALL: [Screen; 2] = [Screen::Desktop, Screen::Phone];

    /// The viewport in CSS pixels.
    pub const fn size(self) -> (u32, u32) {
        match self {
            Screen::Desktop => (1366, 768),
            Screen::Phone => (390, 844),
        }
    }

    /// `desktop` or `phone`, for file and scenario names.
    pub const fn name(self) -> &'static str {
        match self {
            Screen::Desktop => "desktop",
            Screen::Phone => "phone",
        }
    }
}

/// The user agent of the phone: Chrome on Android (the engine really is Chromium).
const PHONE_USER_AGENT: &str = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 \
     (KHTML, like Gecko) Chrome/148.0.0.0 Mobile Safari/537.36";

/// Where tests should put screenshots: `<cargo target dir>/browser-screenshots/`.
pub fn screenshot_dir() -> PathBuf {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    tmp.parent().unwrap_or(tmp).join("browser-screenshots")
}

/// Finds Chromium: `PUZZLELAB_CHROMIUM`, else `/usr/bin/chromium`, else `chromium` or
/// `chromium-browser` on `PATH`. The error is [`CHROMIUM_NOT_FOUND`] with details.
pub fn find_chromium() -> Result<PathBuf, String> {
    locate_chromium(
        std::env::var_os("PUZZLELAB_CHROMIUM"),
        Path::new("/usr/bin/chromium"),
        std::env::var_os("PATH"),
    )
}

/// Finds chromedriver: `PUZZLELAB_CHROMEDRIVER`, else `/usr/bin/chromedriver`, else
/// `chromedriver` on `PATH`. The error is [`CHROMIUM_NOT_FOUND`] with details.
pub fn find_chromedriver() -> Result<PathBuf, String> {
    locate(
        "PUZZLELAB_CHROMEDRIVER",
        std::env::var_os("PUZZLELAB_CHROMEDRIVER"),
        Path::new("/usr/bin/chromedriver"),
        std::env::var_os("PATH"),
        &["chromedriver"],
    )
}

/// [`find_chromium`] with its inputs passed in, so tests can check the error without touching
/// the process environment. An explicit `env_override` that does not exist is an error (no
/// fallback: the user asked for that browser).
pub fn locate_chromium(
    env_override: Option<OsString>,
    system_path: &Path,
    path_var: Option<OsString>,
) -> Result<PathBuf, String> {
    locate(
        "PUZZLELAB_CHROMIUM",
        env_override,
        system_path,
        path_var,
        &["chromium", "chromium-browser"],
    )
}

/// A program from the variable `var` (its value `env_override`), else `system_path`, else one
/// of `names` on `path_var`.
pub fn locate(
    var: &str,
    env_override: Option<OsString>,
    system_path: &Path,
    path_var: Option<OsString>,
    names: &[&str],
) -> Result<PathBuf, String> {
    if let Some(path) = env_override.filter(|p| !p.is_empty()) {
        let path = PathBuf::from(path);
        return if path.is_file() {
            Ok(path)
        } else {
            Err(format!(
                "{CHROMIUM_NOT_FOUND}. {var} is set to `{}`, which is not a file.",
                path.display()
            ))
        };
    }
    if system_path.is_file() {
        return Ok(system_path.to_path_buf());
    }
    for dir in path_var.iter().flat_map(std::env::split_paths) {
        for name in names {
            let candidate = dir.join(name);
            if candidate.is_file() {
                return Ok(candidate);
            }
        }
    }
    Err(format!(
        "{CHROMIUM_NOT_FOUND}. Looked at {var} (unset), {} and {} on PATH.",
        system_path.display(),
        names
            .iter()
            .map(|n| format!("`{n}`"))
            .collect::<Vec<_>>()
            .join("/")
    ))
}

/// A WebDriver command that fantoccini has no method for: `POST /session/{id}/{path}`.
#[derive(Debug)]
struct Extension {
    path: &'static str,
    body: Value,
}

impl WebDriverCompatibleCommand for Extension {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/{}",
            session_id.unwrap_or(""),
            self.path
        ))
    }

    fn method_and_body(&self, _request_url: &url::Url) -> (http::Method, Option<String>) {
        (http::Method::POST, Some(self.body.to_string()))
    }
}

/// What a browser and its pages share: the runtime, the WebDriver session, which tab is current.
struct Driver {
    client: Client,
    screen: Screen,
    lang: String,
    /// The tab WebDriver commands go to now.
    current: RefCell<Option<String>>,
    /// Console errors read from chromedriver's browser log, per tab.
    errors: RefCell<HashMap<String, Vec<String>>>,
    /// The tab Chromium started with, kept open and unused: closing a session's last tab ends
    /// the session, and a new tab is opened from a tab that exists.
    first_tab: String,
    /// Set once the session is closed: pages dropped later do nothing.
    closed: Cell<bool>,
    chromedriver_log: PathBuf,
    // Last, so it is dropped after the client.
    rt: tokio::runtime::Runtime,
}

impl Driver {
    /// Runs one WebDriver call to completion, with [`COMMAND_TIMEOUT`].
    fn run<T>(
        &self,
        what: &str,
        fut: impl Future<Output = Result<T, CmdError>>,
    ) -> Result<T, String> {
        match self
            .rt
            .block_on(async { tokio::time::timeout(COMMAND_TIMEOUT, fut).await })
        {
            Ok(Ok(v)) => Ok(v),
            Ok(Err(e)) => Err(error_text(&e)),
            Err(_) => Err(format!(
                "timed out after {COMMAND_TIMEOUT:?} waiting for chromedriver to {what}"
            )),
        }
    }

    /// Reads chromedriver's browser log (it empties as it is read) and files its errors under
    /// the current tab.
    fn collect_log(&self) {
        let Some(window) = self.current.borrow().clone() else {
            return;
        };
        let log = self.run(
            "read the browser log",
            self.client.issue_cmd(Extension {
                path: "se/log",
                body: json!({ "type": "browser" }),
            }),
        );
        let Ok(Value::Array(entries)) = log else {
            return;
        };
        let mut errors = self.errors.borrow_mut();
        for entry in entries {
            if entry["level"] != "SEVERE" {
                continue;
            }
            let message = entry["message"].as_str().unwrap_or_default();
            // Chromium asks for /favicon.ico on its own; the pages have none.
            if message.contains("/favicon.ico") {
                continue;
            }
            let source = entry["source"].as_str().unwrap_or("browser");
            errors
                .entry(window.clone())
                .or_default()
                .push(format!("{source}: {message}"));
        }
    }

    /// Makes `window` the tab WebDriver commands go to.
    fn focus(&self, window: &str) -> Result<(), String> {
        if self.current.borrow().as_deref() == Some(window) {
            return Ok(());
        }
        self.collect_log();
        let handle = WindowHandle::try_from(window).map_err(|e| e.to_string())?;
        self.run("switch tabs", self.client.switch_to_window(handle))?;
        *self.current.borrow_mut() = Some(window.to_string());
        Ok(())
    }

    /// A chromedriver extension command on the current session.
    fn extension(&self, path: &'static str, body: Value) -> Result<Value, String> {
        self.run(path, self.client.issue_cmd(Extension { path, body }))
    }
}

/// A WebDriver error as the one line a test failure should show.
fn error_text(e: &CmdError) -> String {
    match e {
        CmdError::Standard(wd) => {
            // chromedriver appends "(Session info: chrome=...)" to every message
            let message = wd.message.split("\n  (Session info").next().unwrap_or("");
            format!("{}: {message}", wd.error)
        }
        other => other.to_string(),
    }
}

/// A chromedriver with its headless Chromium and a fresh profile, emulating one [`Screen`] in
/// one language. Everything it started is stopped on drop.
pub struct Browser {
    driver: Rc<Driver>,
    child: Child,
    /// Holds the profile (`profile/`) and chromedriver's log (`chromedriver.log`).
    _dir: tempfile::TempDir,
}

impl Browser {
    /// A desktop browser (1366x768) in English. Panics if Chromium or chromedriver is missing or
    /// does not start (with chromedriver's log in the message).
    pub fn launch() -> Browser {
        Browser::launch_as(Screen::Desktop, "en")
    }

    /// A browser emulating `screen` whose language is `lang` (`en`, `zh-CN`): its
    /// `Accept-Language` header and `navigator.languages`.
    pub fn launch_as(screen: Screen, lang: &str) -> Browser {
        let chromium = find_chromium().unwrap_or_else(|e| panic!("{e}"));
        let chromedriver = find_chromedriver().unwrap_or_else(|e| panic!("{e}"));
        let dir = tempfile::Builder::new()
            .prefix("puzzlelab-chromium-")
            .tempdir()
            .expect("cannot create a temporary directory for the Chromium profile");
        let profile = dir.path().join("profile");
        let log_path = dir.path().join("chromedriver.log");
        let (width, height) = screen.size();
        let args = vec![
            "--headless".to_string(),
            "--no-sandbox".to_string(),
            "--disable-gpu".to_string(),
            "--disable-dev-shm-usage".to_string(),
            "--disable-quic".to_string(),
            "--no-first-run".to_string(),
            "--disable-background-networking".to_string(),
            "--disable-component-update".to_string(),
            "--disable-sync".to_string(),
            format!("--lang={lang}"),
            format!("--user-data-dir={}", profile.display()),
            format!("--window-size={width},{height}"),
        ];
        let metrics = match screen {
            Screen::Desktop => json!({
                "deviceMetrics": { "width": width, "height": height, "pixelRatio": 1.0,
                                   "touch": false, "mobile": false }
            }),
            Screen::Phone => json!({
                "deviceMetrics": { "width": width, "height": height, "pixelRatio": 3.0,
                                   "touch": true, "mobile": true },
                "userAgent": PHONE_USER_AGENT,
            }),
        };
        let caps: Capabilities = serde_json::from_value(json!({
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": chromium,
                "args": args,
                "prefs": { "intl": { "accept_languages": lang } },
                "mobileEmulation": metrics,
            },
            "goog:loggingPrefs": { "browser": "ALL" },
            // a dialog not answered by our own handler (see DIALOG_SCRIPT) must not hang a test
            "unhandledPromptBehavior": "accept",
            "timeouts": { "script": COMMAND_TIMEOUT.as_millis() as u64 },
        }))
        .expect("capabilities are a JSON object");

        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("cannot build a tokio runtime");
        // A chromedriver that dies while it starts (seen once in some hundred launches on a
        // loaded machine) is started again, once; a second failure is the test's failure.
        let mut attempt = 1;
        let (child, client) = loop {
            match start_chromedriver(&chromedriver, &chromium, &log_path, lang, &caps, &rt) {
                Ok(started) => break started,
                Err(why) if attempt < LAUNCH_ATTEMPTS => {
                    eprintln!("chromedriver did not start (attempt {attempt}), once more: {why}");
                    // a fresh profile: the dead Chromium may have left its lock behind
                    let _ = std::fs::remove_dir_all(&profile);
                    attempt += 1;
                }
                Err(why) => panic!("{why}"),
            }
        };
        let mut driver = Driver {
            client,
            screen,
            lang: lang.to_string(),
            current: RefCell::new(None),
            first_tab: String::new(),
            errors: RefCell::new(HashMap::new()),
            closed: Cell::new(false),
            chromedriver_log: log_path,
            rt,
        };
        let first: String = driver
            .run("find the first tab", driver.client.window())
            .unwrap_or_else(|e| panic!("cannot find Chromium's first tab: {e}"))
            .into();
        *driver.current.borrow_mut() = Some(first.clone());
        driver.first_tab = first;
        Browser {
            driver: Rc::new(driver),
            child,
            _dir: dir,
        }
    }

    /// The screen this browser emulates.
    pub fn screen(&self) -> Screen {
        self.driver.screen
    }

    /// The browser's language (`en`, `zh-CN`).
    pub fn lang(&self) -> &str {
        &self.driver.lang
    }

    /// Opens a new tab on `about:blank`, with console error collection and dialog handling on.
    pub fn new_page(&self) -> Page {
        let d = &self.driver;
        d.focus(&d.first_tab)
            .unwrap_or_else(|e| panic!("cannot reach Chromium's first tab: {e}"));
        let created = d
            .run("open a tab", d.client.new_window(true))
            .unwrap_or_else(|e| panic!("cannot open a new tab: {e}"));
        let window = String::from(created.handle);
        d.focus(&window)
            .unwrap_or_else(|e| panic!("cannot switch to the new tab: {e}"));
        d.extension(
            "goog/cdp/execute",
            json!({ "cmd": "Page.addScriptToEvaluateOnNewDocument",
                    "params": { "source": DIALOG_SCRIPT } }),
        )
        .unwrap_or_else(|e| panic!("cannot set up the new tab: {e}"));
        Page {
            driver: Rc::clone(&self.driver),
            window,
            timeout: Cell::new(DEFAULT_TIMEOUT),
        }
    }
}

/// Answers `alert`, `confirm` and `prompt` at once (OK, or the default text) and records their
/// messages in the tab's `sessionStorage`, so [`Page::dialogs`] can read them after a reload.
const DIALOG_SCRIPT: &str = r#"(() => {
  const key = "puzzlelab-test-dialogs";
  const note = (kind, message) => {
    try {
      const seen = JSON.parse(sessionStorage.getItem(key) || "[]");
      seen.push(`${kind}: ${message ?? ""}`);
      sessionStorage.setItem(key, JSON.stringify(seen));
    } catch (_) { /* opaque origins (about:blank, data:) have no storage */ }
  };
  window.alert = (message) => { note("alert", message); };
  window.confirm = (message) => { note("confirm", message); return true; };
  window.prompt = (message, value) => { note("prompt", message); return value ?? ""; };
})();"#;

impl Drop for Browser {
    fn drop(&mut self) {
        let d = &self.driver;
        if std::thread::panicking() {
            eprintln!(
                "--- chromedriver log (test failed) ---\n{}",
                tail_of_file(&d.chromedriver_log)
            );
        }
        // Ending the session makes chromedriver quit Chromium; then stop everything left.
        d.closed.set(true);
        let _ = d.rt.block_on(async {
            tokio::time::timeout(Duration::from_secs(10), d.client.clone().close()).await
        });
        kill_group(&mut self.child);
    }
}

/// How many times a browser is started before its test fails.
const LAUNCH_ATTEMPTS: u32 = 2;

/// Starts chromedriver on a free port and opens a session of Chromium with `caps`; what went
/// wrong, with chromedriver's log, otherwise (the process group is killed then).
fn start_chromedriver(
    chromedriver: &Path,
    chromium: &Path,
    log_path: &Path,
    lang: &str,
    caps: &Capabilities,
    rt: &tokio::runtime::Runtime,
) -> Result<(Child, Client), String> {
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .map_err(|e| format!("no free port for chromedriver: {e}"))?;
    let mut child = Command::new(chromedriver)
        .arg(format!("--port={port}"))
        .arg(format!("--log-path={}", log_path.display()))
        .arg("--log-level=WARNING")
        .env("LANGUAGE", lang.replace('-', "_"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        // Chromium inherits the group: dropping the browser kills the whole group.
        .process_group(0)
        .spawn()
        .map_err(|e| format!("cannot start `{}`: {e}", chromedriver.display()))?;
    let deadline = Instant::now() + STARTUP_TIMEOUT;
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        let exited = child.try_wait().ok().flatten();
        if exited.is_some() || Instant::now() > deadline {
            kill_group(&mut child);
            return Err(format!(
                "chromedriver `{}` {} on port {port}.\n--- chromedriver log ---\n{}",
                chromedriver.display(),
                match exited {
                    Some(status) => format!("exited early ({status})"),
                    None => format!("did not listen within {STARTUP_TIMEOUT:?}"),
                },
                tail_of_file(log_path)
            ));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    let client = rt.block_on(async {
        tokio::time::timeout(
            STARTUP_TIMEOUT,
            ClientBuilder::new(connector)
                .capabilities(caps.clone())
                .connect(&format!("http://127.0.0.1:{port}")),
        )
        .await
    });
    match client {
        Ok(Ok(client)) => Ok((child, client)),
        failed => {
            let why = match failed {
                Ok(Err(e)) => e.to_string(),
                _ => format!("no session within {STARTUP_TIMEOUT:?}"),
            };
            kill_group(&mut child);
            Err(format!(
                "chromedriver could not start Chromium `{}`: {why}\n--- chromedriver log ---\n{}",
                chromium.display(),
                tail_of_file(log_path)
            ))
        }
    }
}

/// Kills chromedriver and everything in its process group (Chromium and its helpers).
fn kill_group(child: &mut Child) {
    if let Ok(pgid) = i32::try_from(child.id()) {
        // SAFETY: kill(2) with a negative pid signals the process group we created.
        unsafe {
            libc::kill(-pgid, libc::SIGKILL);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}

/// One browser tab, closed when dropped.
pub struct Page {
    driver: Rc<Driver>,
    window: String,
    timeout: Cell<Duration>,
}

impl Drop for Page {
    /// Closes the tab, so that a long suite does not keep old pages, and their timers, running.
    fn drop(&mut self) {
        let d = &self.driver;
        if d.closed.get() || d.focus(&self.window).is_err() {
            return;
        }
        d.collect_log();
        let _ = d.run("close a tab", d.client.close_window());
        *d.current.borrow_mut() = None;
    }
}

/// A file a page offered for download ([`Page::download`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Download {
    /// The file's name.
    pub name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

impl Download {
    /// Whether it starts with the UTF-8 byte-order mark.
    pub fn has_byte_order_mark(&self) -> bool {
        self.bytes.starts_with(&[0xEF, 0xBB, 0xBF])
    }

    /// Its text, decoded as UTF-8 without the byte-order mark.
    pub fn text(&self) -> String {
        let text = String::from_utf8_lossy(&self.bytes);
        text.strip_prefix('\u{feff}').unwrap_or(&text).to_string()
    }
}

/// A point in CSS pixels of the viewport.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

/// How a pointer moves in [`Page::pointer`].
enum Step {
    To(Point),
    Down,
    Up,
}

impl Page {
    // ----- low level -------------------------------------------------------------------------

    /// Runs a WebDriver call on this tab.
    fn run<T>(
        &self,
        what: &str,
        fut: impl Future<Output = Result<T, CmdError>>,
    ) -> Result<T, String> {
        self.driver.focus(&self.window)?;
        self.driver.run(what, fut)
    }

    /// Sends a Chrome DevTools Protocol command to this tab (through chromedriver's
    /// `goog/cdp/execute`) and returns its result; panics on error. For what WebDriver lacks.
    pub fn call(&self, method: &str, params: Value) -> Value {
        self.try_call(method, params)
            .unwrap_or_else(|e| panic!("{method} failed: {e}"))
    }

    fn try_call(&self, method: &str, params: Value) -> Result<Value, String> {
        self.driver.focus(&self.window)?;
        self.driver.extension(
            "goog/cdp/execute",
            json!({ "cmd": method, "params": params }),
        )
    }

    /// Sets how long element methods and `wait_for_selector` wait on this tab
    /// (initially [`DEFAULT_TIMEOUT`]).
    pub fn set_timeout(&self, timeout: Duration) {
        self.timeout.set(timeout);
    }

    /// The screen this tab's browser emulates.
    pub fn screen(&self) -> Screen {
        self.driver.screen
    }

    /// The language of this tab's browser (`en`, `zh-CN`).
    pub fn lang(&self) -> &str {
        &self.driver.lang
    }

    // ----- navigation and JavaScript ---------------------------------------------------------

    /// Navigates to `url` and waits for its `load` event.
    pub fn goto(&self, url: &str) {
        self.run("load a page", self.driver.client.goto(url))
            .unwrap_or_else(|e| panic!("cannot load {url}: {e}"));
    }

    /// Loads the current URL again and waits for it.
    pub fn reload(&self) {
        let url = self.url();
        self.goto(&url);
    }

    /// `location.href`.
    pub fn url(&self) -> String {
        self.eval("location.href")
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// Evaluates a JavaScript expression in the page and returns its value as JSON (promises
    /// are awaited; `undefined` is `null`). Panics if it throws. A list of statements works too
    /// (its value is the last statement's).
    pub fn eval(&self, js: &str) -> Value {
        self.try_eval(js).unwrap_or_else(|e| {
            panic!(
                "JavaScript failed on {}: {e}\n--- script ---\n{js}",
                self.url_or_unknown()
            )
        })
    }

    /// Like [`Page::eval`], but a JavaScript exception is returned as `Err(message)`.
    ///
    /// An expression runs as WebDriver's Execute Script (`return (js)`); a script that is not
    /// one expression (`a(); b()`) goes to DevTools' `Runtime.evaluate`, which returns the
    /// value of its last statement.
    pub fn try_eval(&self, js: &str) -> Result<Value, String> {
        let expr = js.trim().trim_end_matches(';');
        let body = format!("return (\n{expr}\n);");
        match self.run(
            "run a script",
            self.driver.client.execute(&body, Vec::new()),
        ) {
            // not one expression? then DevTools evaluates the statements
            Err(e) if self.is_syntax_error(&body) => {
                self.evaluate(js)
                    .map_err(|e2| if e2.is_empty() { e } else { e2 })
            }
            Err(e) => Err(e
                .strip_prefix("javascript error: ")
                .unwrap_or(&e)
                .to_string()),
            Ok(v) => Ok(v),
        }
    }

    /// Whether the function body `body` does not compile (asked of DevTools, which the page's
    /// Content-Security-Policy does not restrict).
    fn is_syntax_error(&self, body: &str) -> bool {
        let reply = self.try_call(
            "Runtime.compileScript",
            json!({ "expression": format!("(function () {{ {body} }})"), "sourceURL": "",
                    "persistScript": false }),
        );
        reply.is_ok_and(|r| r.get("exceptionDetails").is_some())
    }

    /// `Runtime.evaluate` of a script (statements allowed), promises awaited.
    fn evaluate(&self, js: &str) -> Result<Value, String> {
        let reply = self.try_call(
            "Runtime.evaluate",
            json!({ "expression": js, "returnByValue": true, "awaitPromise": true,
                    "userGesture": true, "replMode": true }),
        )?;
        if let Some(details) = reply.get("exceptionDetails") {
            let message = details["exception"]["description"]
                .as_str()
                .or_else(|| details["exception"]["value"].as_str())
                .or_else(|| details["text"].as_str())
                .unwrap_or("unknown JavaScript exception");
            return Err(message.to_string());
        }
        Ok(reply["result"].get("value").cloned().unwrap_or(Value::Null))
    }

    /// Clicks `css` and returns the file the page then offers for download: the pages' one
    /// download function (`web/js/lab/export.js`) keeps the last one in
    /// `globalThis.puzzlelabLastDownload`. Panics when none comes within 20 s.
    pub fn download(&self, css: &str) -> Download {
        self.eval("globalThis.puzzlelabLastDownload = undefined; true");
        self.click(css);
        self.wait_for(
            "globalThis.puzzlelabLastDownload !== undefined",
            Duration::from_secs(20),
        );
        let file = self.eval(
            "(async () => { const d = globalThis.puzzlelabLastDownload; const bytes = new Uint8Array(await d.blob.arrayBuffer()); return { name: d.name, bytes: [...bytes] }; })()",
        );
        let bytes: Vec<u8> = file["bytes"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|b| b.as_u64().and_then(|b| u8::try_from(b).ok()))
            .collect();
        Download {
            name: file["name"].as_str().unwrap_or_default().to_string(),
            bytes,
        }
    }

    /// Runs `body` as the body of a JavaScript function with `args` as `arguments` and returns
    /// what it returns (promises awaited). Panics if it throws.
    pub fn run_script(&self, body: &str, args: Vec<Value>) -> Value {
        self.run("run a script", self.driver.client.execute(body, args))
            .unwrap_or_else(|e| {
                panic!(
                    "JavaScript failed on {}: {e}\n--- script ---\n{}",
                    self.url_or_unknown(),
                    body.chars().take(2000).collect::<String>()
                )
            })
    }

    /// Polls the JavaScript expression `condition` until it is truthy and returns that value.
    /// Errors while polling (e.g. during a navigation) count as "not yet". Panics after
    /// `timeout` with the condition, the page's URL and the last value or error.
    pub fn wait_for(&self, condition: &str, timeout: Duration) -> Value {
        let deadline = Instant::now() + timeout;
        loop {
            let last = self.try_eval(condition);
            if let Ok(value) = &last {
                if truthy(value) {
                    return value.clone();
                }
            }
            if Instant::now() > deadline {
                let last = match last {
                    Ok(v) => format!("last value: {v}"),
                    Err(e) => format!("last error: {e}"),
                };
                panic!(
                    "timed out after {timeout:?} waiting for `{condition}` on {}; {last}",
                    self.url_or_unknown()
                );
            }
            std::thread::sleep(POLL_INTERVAL);
        }
    }

    /// Waits until an element matches `css`.
    pub fn wait_for_selector(&self, css: &str) {
        self.wait_for(
            &format!("document.querySelector({}) !== null", js_str(css)),
            self.timeout.get(),
        );
    }

    /// Waits until no element matches `css`.
    pub fn wait_for_no_selector(&self, css: &str) {
        self.wait_for(
            &format!("document.querySelector({}) === null", js_str(css)),
            self.timeout.get(),
        );
    }

    /// The `innerText` of the first element matching `css` (waits for it).
    pub fn text(&self, css: &str) -> String {
        self.wait_for_selector(css);
        let v = self.eval(&format!(
            "document.querySelector({}).innerText",
            js_str(css)
        ));
        v.as_str().unwrap_or_default().to_string()
    }

    /// The `value` of the first input, textarea or select matching `css` (waits for it).
    pub fn value(&self, css: &str) -> String {
        self.wait_for_selector(css);
        let v = self.eval(&format!(
            "String(document.querySelector({}).value ?? '')",
            js_str(css)
        ));
        v.as_str().unwrap_or_default().to_string()
    }

    /// How many elements match `css` now (does not wait).
    pub fn count(&self, css: &str) -> usize {
        let v = self.eval(&format!(
            "document.querySelectorAll({}).length",
            js_str(css)
        ));
        v.as_u64().unwrap_or(0) as usize
    }

    /// Waits until the trimmed `textContent` of the first element matching `css` is `expected`
    /// (the tab's timeout). The panic message has the last text seen.
    pub fn wait_text(&self, css: &str, expected: &str) {
        let condition = format!(
            "(document.querySelector({})?.textContent ?? '').trim() === {}",
            js_str(css),
            js_str(expected)
        );
        let deadline = Instant::now() + self.timeout.get();
        while !truthy(&self.try_eval(&condition).unwrap_or(Value::Null)) {
            if Instant::now() > deadline {
                let seen = self.try_eval(&format!(
                    "document.querySelector({})?.textContent?.trim() ?? null",
                    js_str(css)
                ));
                panic!(
                    "timed out after {:?} waiting for `{css}` to read {expected:?} on {}; it reads {}",
                    self.timeout.get(),
                    self.url_or_unknown(),
                    match seen {
                        Ok(Value::Null) => "nothing: no element matches".to_string(),
                        Ok(v) => v.to_string(),
                        Err(e) => format!("? ({e})"),
                    }
                );
            }
            std::thread::sleep(POLL_INTERVAL);
        }
    }

    /// Waits until the `textContent` of the first element matching `css` contains `part`, and
    /// returns that text (trimmed).
    pub fn wait_text_contains(&self, css: &str, part: &str) -> String {
        let found = self.wait_for(
            &format!(
                "(() => {{ const t = (document.querySelector({}) ?.textContent ?? '').trim(); \
                 return t.includes({}) ? t : ''; }})()",
                js_str(css),
                js_str(part)
            ),
            self.timeout.get(),
        );
        found.as_str().unwrap_or_default().to_string()
    }

    /// `element.dataset[key]` of the first element matching `css`, or `None` when the element
    /// or the attribute is missing (does not wait).
    pub fn data(&self, css: &str, key: &str) -> Option<String> {
        self.eval(&format!(
            "document.querySelector({})?.dataset[{}] ?? null",
            js_str(css),
            js_str(key)
        ))
        .as_str()
        .map(str::to_string)
    }

    /// Waits until `element.dataset[key]` of the first element matching `css` is `expected`.
    pub fn wait_data(&self, css: &str, key: &str, expected: &str) {
        self.wait_for(
            &format!(
                "document.querySelector({})?.dataset[{}] === {}",
                js_str(css),
                js_str(key),
                js_str(expected)
            ),
            self.timeout.get(),
        );
    }

    // ----- pointer ----------------------------------------------------------------------------

    /// Scrolls the first element matching `css` into view and returns its centre. Waits until
    /// it exists, has a size, and is not covered by another element at that point.
    pub fn center_of(&self, css: &str) -> Point {
        self.element_point(css, true)
    }

    /// Clicks (on a phone: taps) the centre of the first element matching `css`, after
    /// scrolling it into view.
    pub fn click(&self, css: &str) {
        let p = self.element_point(css, true);
        self.click_at(p.x, p.y);
    }

    /// Clicks (on a phone: taps) at viewport coordinates (CSS pixels).
    pub fn click_at(&self, x: f64, y: f64) {
        let p = Point { x, y };
        self.pointer(&[Step::To(p), Step::Down, Step::Up]);
    }

    /// Double-clicks the centre of the first element matching `css`.
    pub fn double_click(&self, css: &str) {
        let p = self.element_point(css, true);
        self.pointer(&[Step::To(p), Step::Down, Step::Up, Step::Down, Step::Up]);
    }

    /// The centre of the first element matching `css` in viewport coordinates, without
    /// scrolling and whether or not something covers it (e.g. a drop place that takes pointer
    /// events only while something is dragged). Waits until it exists and has a size.
    pub fn position_of(&self, css: &str) -> Point {
        self.element_point(css, false)
    }

    /// Presses the left button at (`x`, `y`), after moving there: the first half of a drag
    /// that a test wants to look at before [`Page::mouse_up`].
    pub fn mouse_down(&self, x: f64, y: f64) {
        self.pointer(&[Step::To(Point { x, y }), Step::Down]);
    }

    /// Moves the mouse from `from` to `to` in `steps` moves (the button stays as it is: held
    /// after [`Page::mouse_down`]). `held` is kept for the callers; WebDriver remembers the
    /// button's state itself.
    pub fn mouse_move(&self, from: Point, to: Point, steps: u32, held: bool) {
        let _ = held;
        let steps = steps.max(1);
        let moves: Vec<Step> = (1..=steps)
            .map(|i| {
                let t = f64::from(i) / f64::from(steps);
                Step::To(Point {
                    x: from.x + (to.x - from.x) * t,
                    y: from.y + (to.y - from.y) * t,
                })
            })
            .collect();
        self.pointer(&moves);
    }

    /// Releases the left button at (`x`, `y`).
    pub fn mouse_up(&self, x: f64, y: f64) {
        self.pointer(&[Step::To(Point { x, y }), Step::Up]);
    }

    /// Moves the mouse (no button pressed) to the centre of the element matching `css`.
    pub fn hover(&self, css: &str) {
        let p = self.element_point(css, true);
        self.pointer(&[Step::To(p)]);
    }

    /// Drags with the left button from the centre of `from_css` to the centre of `to_css`:
    /// press, several moves, release. Works with pointer and mouse event handlers (not with
    /// HTML5 `draggable` drag and drop).
    pub fn drag(&self, from_css: &str, to_css: &str) {
        let from = self.element_point(from_css, true);
        let to = self.element_point(to_css, false);
        self.drag_points(from, to);
    }

    /// Drags from the centre of `from_css` to viewport point (`x`, `y`).
    pub fn drag_to(&self, from_css: &str, x: f64, y: f64) {
        let from = self.element_point(from_css, true);
        self.drag_points(from, Point { x, y });
    }

    /// Drags between two viewport points: move, press, 10 moves with the button held, release.
    pub fn drag_points(&self, from: Point, to: Point) {
        const STEPS: u32 = 10;
        let mut steps = vec![Step::To(from), Step::Down];
        for i in 1..=STEPS {
            let t = f64::from(i) / f64::from(STEPS);
            steps.push(Step::To(Point {
                x: from.x + (to.x - from.x) * t,
                y: from.y + (to.y - from.y) * t,
            }));
        }
        steps.push(Step::Up);
        self.pointer(&steps);
    }

    /// Performs pointer steps as one WebDriver action sequence: a mouse on a desktop, a finger
    /// on a phone.
    fn pointer(&self, steps: &[Step]) {
        let action = |step: &Step| match step {
            Step::To(p) => PointerAction::MoveTo {
                duration: Some(Duration::from_millis(5)),
                x: p.x,
                y: p.y,
            },
            Step::Down => PointerAction::Down {
                button: MOUSE_BUTTON_LEFT,
            },
            Step::Up => PointerAction::Up {
                button: MOUSE_BUTTON_LEFT,
            },
        };
        let result = match self.driver.screen {
            Screen::Desktop => {
                let seq = steps
                    .iter()
                    .fold(MouseActions::new("mouse".into()), |s, a| s.then(action(a)));
                self.run("move the mouse", self.driver.client.perform_actions(seq))
            }
            Screen::Phone => {
                let seq = steps
                    .iter()
                    .fold(TouchActions::new("finger".into()), |s, a| s.then(action(a)));
                self.run("touch the screen", self.driver.client.perform_actions(seq))
            }
        };
        result.unwrap_or_else(|e| panic!("pointer input failed on {}: {e}", self.url_or_unknown()));
    }

    /// Polls until the element exists, is visible and (if `must_be_on_top`) is what a click at
    /// its centre would hit; scrolls it into view first when `must_be_on_top`.
    fn element_point(&self, css: &str, must_be_on_top: bool) -> Point {
        let script = format!(
            r##"(() => {{
  const el = document.querySelector({sel});
  if (!el) return {{ why: "no element matches" }};
  if ({scroll}) el.scrollIntoView({{ block: "center", inline: "center", behavior: "instant" }});
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return {{ why: `the element has no size (${{r.width}}x${{r.height}}): hidden?` }};
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight)
    return {{ why: `its centre (${{x}}, ${{y}}) is outside the ${{innerWidth}}x${{innerHeight}} viewport` }};
  if ({scroll}) {{
    const hit = document.elementFromPoint(x, y);
    if (hit !== el && !el.contains(hit)) {{
      const name = (n) => n ? n.tagName.toLowerCase() + (n.id ? "#" + n.id : "")
        + ((n.getAttribute("class") || "").trim() ? "." + n.getAttribute("class").trim().split(/\s+/).join(".") : "")
        + (n.parentNode && n.parentNode.getAttribute && n.parentNode.getAttribute("data-slot") ? ` of slot ${{n.parentNode.getAttribute("data-cell")}}:${{n.parentNode.getAttribute("data-slot")}}` : "") : "nothing";
      return {{ why: `it is covered at its centre by <${{name(hit)}}>` }};
    }}
  }}
  return {{ x, y }};
}})()"##,
            sel = js_str(css),
            scroll = must_be_on_top,
        );
        let timeout = self.timeout.get();
        let deadline = Instant::now() + timeout;
        loop {
            let last = match self.try_eval(&script) {
                Ok(v) => match (v["x"].as_f64(), v["y"].as_f64()) {
                    (Some(x), Some(y)) => return Point { x, y },
                    _ => v["why"].as_str().unwrap_or("unexpected reply").to_string(),
                },
                Err(e) => e,
            };
            if Instant::now() > deadline {
                panic!(
                    "cannot use element `{css}` on {} (waited {timeout:?}): {last}",
                    self.url_or_unknown()
                );
            }
            std::thread::sleep(POLL_INTERVAL);
        }
    }

    // ----- keyboard ---------------------------------------------------------------------------

    /// Clicks the field matching `css`, puts the caret at the end and types `text` key by key.
    pub fn type_text(&self, css: &str, text: &str) {
        self.click(css);
        self.eval(&format!(
            "(() => {{ const el = document.querySelector({}); \
               try {{ const n = el.value.length; el.setSelectionRange(n, n); }} catch (_) {{}} }})()",
            js_str(css)
        ));
        self.keys(
            text.chars()
                .flat_map(|c| [KeyAction::Down { value: c }, KeyAction::Up { value: c }]),
        );
    }

    /// Clicks the field matching `css`, selects its content and replaces it by `text`, typed
    /// key by key.
    pub fn fill(&self, css: &str, text: &str) {
        self.click(css);
        self.eval(&format!(
            "(() => {{ const el = document.querySelector({}); if (el.select) el.select(); }})()",
            js_str(css)
        ));
        if text.is_empty() {
            self.press_key("Backspace");
        } else {
            self.keys(
                text.chars()
                    .flat_map(|c| [KeyAction::Down { value: c }, KeyAction::Up { value: c }]),
            );
        }
    }

    /// Presses and releases a key on the focused element. `key` is a DOM key name (`Enter`,
    /// `Escape`, `Tab`, `Backspace`, `Delete`, `ArrowUp`, `ArrowDown`, `ArrowLeft`,
    /// `ArrowRight`, `Home`, `End`, `PageUp`, `PageDown`, `Space`), a letter or a digit,
    /// optionally after modifiers: `Control+z`, `Shift+ArrowUp`, `Alt+h`, `Meta+k`.
    pub fn press_key(&self, key: &str) {
        let mut parts: Vec<&str> = key.split('+').collect();
        let name = parts.pop().unwrap_or_default();
        let modifiers: Vec<char> = parts
            .iter()
            .map(|m| match *m {
                "Alt" => Key::Alt.into(),
                "Control" | "Ctrl" => Key::Control.into(),
                "Meta" | "Command" => Key::Meta.into(),
                "Shift" => Key::Shift.into(),
                other => panic!(
                    "press_key({key:?}): unknown modifier {other:?} (use Alt, Control, Meta, Shift)"
                ),
            })
            .collect();
        let shifted = parts.contains(&"Shift");
        let Some(value) = key_char(name, shifted) else {
            panic!(
                "press_key({key:?}): unsupported key {name:?}; use Enter, Escape, Tab, Backspace, Delete, \
                 ArrowUp/Down/Left/Right, Home, End, PageUp, PageDown, Space, a letter or a digit"
            );
        };
        let mut actions: Vec<KeyAction> = modifiers
            .iter()
            .map(|&m| KeyAction::Down { value: m })
            .collect();
        actions.push(KeyAction::Down { value });
        actions.push(KeyAction::Up { value });
        actions.extend(modifiers.iter().rev().map(|&m| KeyAction::Up { value: m }));
        self.keys(actions);
    }

    fn keys(&self, actions: impl IntoIterator<Item = KeyAction>) {
        let seq = actions
            .into_iter()
            .fold(KeyActions::new("keyboard".into()), |s, a| s.then(a));
        self.run("press keys", self.driver.client.perform_actions(seq))
            .unwrap_or_else(|e| panic!("key input failed on {}: {e}", self.url_or_unknown()));
    }

    // ----- forms ------------------------------------------------------------------------------

    /// Sets a `<select>` to the option with `value` and fires `input` and `change`.
    /// Panics if no option has that value (listing the ones it has).
    pub fn select_option(&self, css: &str, value: &str) {
        self.wait_for_selector(css);
        let result = self.eval(&format!(
            r#"(() => {{
  const el = document.querySelector({sel});
  const values = Array.from(el.options || [], o => o.value);
  if (!values.includes({val})) return {{ ok: false, values }};
  el.value = {val};
  el.dispatchEvent(new Event("input", {{ bubbles: true }}));
  el.dispatchEvent(new Event("change", {{ bubbles: true }}));
  return {{ ok: true }};
}})()"#,
            sel = js_str(css),
            val = js_str(value),
        ));
        if result["ok"] != true {
            panic!(
                "select_option({css:?}, {value:?}): no such option; the options are {}",
                result["values"]
            );
        }
    }

    /// Puts the file `path` into the file input matching `css` the way a person choosing a
    /// file does (WebDriver's Element Send Keys, which fires the input's `change` event).
    pub fn choose_file(&self, css: &str, path: &Path) {
        self.wait_for_selector(css);
        let file = path
            .to_str()
            .unwrap_or_else(|| panic!("choose_file: {} is not UTF-8", path.display()));
        let client = &self.driver.client;
        self.run("choose a file", async {
            client.find(Locator::Css(css)).await?.send_keys(file).await
        })
        .unwrap_or_else(|e| panic!("choose_file({css:?}, {file:?}): {e}"));
    }

    // ----- output and diagnostics ------------------------------------------------------------

    /// Saves a PNG of the viewport to `path`, creating its parent directories (on a phone the
    /// image has 3 pixels per CSS pixel). See [`screenshot_dir`] for where tests put them.
    pub fn screenshot(&self, path: impl AsRef<Path>) {
        let path = path.as_ref();
        let png = self
            .run("take a screenshot", self.driver.client.screenshot())
            .unwrap_or_else(|e| panic!("cannot take a screenshot: {e}"));
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
        }
        std::fs::write(path, png)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    }

    /// JavaScript errors seen on this tab so far, from chromedriver's browser log: uncaught
    /// exceptions and rejections, `console.error(...)` and browser errors (e.g. a failed
    /// resource load). A request for `/favicon.ico` that fails is not counted.
    pub fn console_errors(&self) -> Vec<String> {
        if self.driver.focus(&self.window).is_ok() {
            self.driver.collect_log();
        }
        self.driver
            .errors
            .borrow()
            .get(&self.window)
            .cloned()
            .unwrap_or_default()
    }

    /// Panics, listing them, if the tab had any [`Page::console_errors`] that contain none of
    /// `expected`. For requests a test makes fail on purpose: Chromium logs every 4xx answer
    /// (`http://.../api/klotski/move - Failed to load resource: ... 400 (Bad Request)`), so a
    /// test that plays a refused move passes `&["/api/klotski/move"]`.
    pub fn assert_no_console_errors_except(&self, expected: &[&str]) {
        let errors: Vec<String> = self
            .console_errors()
            .into_iter()
            .filter(|e| !expected.iter().any(|part| e.contains(part)))
            .collect();
        assert!(
            errors.is_empty(),
            "the page {} had {} JavaScript error(s):\n{}",
            self.url_or_unknown(),
            errors.len(),
            errors.join("\n")
        );
    }

    /// Panics, listing them, if the tab had any [`Page::console_errors`].
    pub fn assert_no_console_errors(&self) {
        self.assert_no_console_errors_except(&[]);
    }

    /// Messages of the JavaScript dialogs (`alert`, `confirm`, `prompt`) shown so far on this
    /// tab's current site, as `kind: message`; each was answered at once (OK).
    pub fn dialogs(&self) -> Vec<String> {
        let seen = self
            .try_eval("JSON.parse(sessionStorage.getItem('puzzlelab-test-dialogs') || '[]')")
            .unwrap_or(Value::Null);
        seen.as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|v| v.as_str().map(str::to_string))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The WebDriver handle of this tab.
    pub fn target_id(&self) -> &str {
        &self.window
    }

    fn url_or_unknown(&self) -> String {
        match self.driver.focus(&self.window).and_then(|()| {
            self.driver
                .run("read the URL", self.driver.client.current_url())
        }) {
            Ok(url) => url.to_string(),
            Err(_) => "(unknown page)".to_string(),
        }
    }
}

/// JavaScript truthiness of a JSON value.
fn truthy(v: &Value) -> bool {
    match v {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64().is_some_and(|f| f != 0.0 && !f.is_nan()),
        Value::String(s) => !s.is_empty(),
        Value::Array(_) | Value::Object(_) => true,
    }
}

/// A Rust string as a JavaScript string literal.
pub fn js_str(s: &str) -> String {
    serde_json::to_string(s).expect("a string always serialises")
}

/// The WebDriver key for a key name of [`Page::press_key`].
fn key_char(name: &str, shifted: bool) -> Option<char> {
    let key = match name {
        "Enter" => Key::Enter,
        "Escape" | "Esc" => Key::Escape,
        "Tab" => Key::Tab,
        "Backspace" => Key::Backspace,
        "Delete" => Key::Delete,
        "ArrowLeft" => Key::Left,
        "ArrowUp" => Key::Up,
        "ArrowRight" => Key::Right,
        "ArrowDown" => Key::Down,
        "Home" => Key::Home,
        "End" => Key::End,
        "PageUp" => Key::PageUp,
        "PageDown" => Key::PageDown,
        "Space" | " " => return Some(' '),
        _ => {
            let mut chars = name.chars();
            return match (chars.next(), chars.next()) {
                (Some(c), None) if c.is_ascii_alphanumeric() => {
                    Some(if shifted { c.to_ascii_uppercase() } else { c })
                }
                _ => None,
            };
        }
    };
    Some(key.into())
}

/// The last 8 KiB of a log file, for panic messages.
fn tail_of_file(path: &Path) -> String {
    match std::fs::read_to_string(path) {
        Ok(text) => {
            let start = text.len().saturating_sub(8 * 1024);
            let start = (start..text.len())
                .find(|&i| text.is_char_boundary(i))
                .unwrap_or(text.len());
            text[start..].to_string()
        }
        Err(e) => format!("(cannot read {}: {e})", path.display()),
    }
}
