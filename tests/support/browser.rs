//! A small blocking Chrome DevTools Protocol (CDP) driver for browser end-to-end tests.
//!
//! It runs Debian's headless Chromium (`/usr/bin/chromium`; never a downloaded browser), talks
//! CDP over one WebSocket (`tungstenite`) and drives pages the way a person does: clicks, drags
//! and key presses are real input events (`Input.dispatchMouseEvent`, `Input.dispatchKeyEvent`),
//! not `element.click()`.
//!
//! ```ignore
//! let browser = Browser::launch();
//! let page = browser.new_page();
//! page.goto("http://127.0.0.1:8080/");
//! page.click("#solve");
//! page.wait_for("document.querySelectorAll('.move').length > 0", DEFAULT_TIMEOUT);
//! page.assert_no_console_errors();
//! ```
//!
//! Conventions:
//! - Every method panics with a message that says what it was doing, on which page, and why it
//!   failed (tests want a clear failure, not a `Result`). [`Page::try_eval`] is the one exception,
//!   for tests that expect a JavaScript error.
//! - Every wait has a timeout: CDP replies [`COMMAND_TIMEOUT`], waits for elements and conditions
//!   [`DEFAULT_TIMEOUT`] unless a timeout is passed.
//! - Element methods take a CSS selector, wait until a matching element exists and is visible,
//!   and act on the first match.
//! - Without Chromium, [`Browser::launch`] panics and says how to install it; tests never skip.
//! - JavaScript dialogs (`alert`, `confirm`, `prompt`) are accepted at once and recorded, see
//!   [`Page::dialogs`], so a dialog can never hang a test.

// Each test binary uses a different part of this module.
#![allow(dead_code)]

use std::cell::{Cell, RefCell};
use std::collections::{HashMap, VecDeque};
use std::ffi::OsString;
use std::io::ErrorKind;
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::rc::Rc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tungstenite::{Message, WebSocket};

/// How long to wait for a reply to one CDP command (navigations and screenshots included).
pub const COMMAND_TIMEOUT: Duration = Duration::from_secs(30);
/// How long element methods and [`Page::wait_for_selector`] wait, unless [`Page::set_timeout`]
/// says otherwise.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(15);
/// How long to wait for Chromium to write `DevToolsActivePort` after it starts.
const STARTUP_TIMEOUT: Duration = Duration::from_secs(15);
/// Granularity of socket reads; bounds how late a timeout is noticed.
const READ_POLL: Duration = Duration::from_millis(100);
/// Pause between two polls of a condition in [`Page::wait_for`].
const POLL_INTERVAL: Duration = Duration::from_millis(50);
/// Events kept for waits (lifecycle events); older ones are dropped.
const MAX_BUFFERED_EVENTS: usize = 10_000;

/// Every page's viewport in CSS pixels (and its screenshots' size in pixels).
pub const VIEWPORT: (u32, u32) = (1280, 900);

/// The message every test sees when there is no Chromium to run.
pub const CHROMIUM_NOT_FOUND: &str = "Chromium not found: browser tests need Debian's Chromium. \
     Install it with `sudo apt-get install chromium` (or set PUZZLELAB_CHROMIUM=/path/to/chrome)";

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

/// [`find_chromium`] with its inputs passed in, so tests can check the error without touching
/// the process environment. An explicit `env_override` that does not exist is an error (no
/// fallback: the user asked for that browser).
pub fn locate_chromium(
    env_override: Option<OsString>,
    system_path: &Path,
    path_var: Option<OsString>,
) -> Result<PathBuf, String> {
    if let Some(path) = env_override.filter(|p| !p.is_empty()) {
        let path = PathBuf::from(path);
        return if path.is_file() {
            Ok(path)
        } else {
            Err(format!(
                "{CHROMIUM_NOT_FOUND}. PUZZLELAB_CHROMIUM is set to `{}`, which is not a file.",
                path.display()
            ))
        };
    }
    if system_path.is_file() {
        return Ok(system_path.to_path_buf());
    }
    for dir in path_var.iter().flat_map(std::env::split_paths) {
        for name in ["chromium", "chromium-browser"] {
            let candidate = dir.join(name);
            if candidate.is_file() {
                return Ok(candidate);
            }
        }
    }
    Err(format!(
        "{CHROMIUM_NOT_FOUND}. Looked at PUZZLELAB_CHROMIUM (unset), {} and `chromium`/`chromium-browser` on PATH.",
        system_path.display()
    ))
}

/// A headless Chromium process with a fresh profile. Killed, and its profile removed, on drop.
pub struct Browser {
    child: Child,
    conn: Rc<RefCell<Conn>>,
    /// Holds the profile (`profile/`) and Chromium's stderr (`chromium-stderr.log`).
    _dir: tempfile::TempDir,
}

impl Browser {
    /// Starts headless Chromium and connects to it. Panics if Chromium is missing or does not
    /// start within 15 s (with Chromium's stderr in the message).
    pub fn launch() -> Browser {
        let exe = find_chromium().unwrap_or_else(|e| panic!("{e}"));
        let dir = tempfile::Builder::new()
            .prefix("puzzlelab-chromium-")
            .tempdir()
            .expect("cannot create a temporary directory for the Chromium profile");
        let profile = dir.path().join("profile");
        let stderr_path = dir.path().join("chromium-stderr.log");
        let stderr =
            std::fs::File::create(&stderr_path).expect("cannot create the Chromium log file");
        let mut child = Command::new(&exe)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .args(["--window-size=1280,900", "about:blank"])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(stderr)
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start Chromium `{}`: {e}", exe.display()));

        // Chromium writes "PORT\n/devtools/browser/ID" once it listens.
        let port_file = profile.join("DevToolsActivePort");
        let deadline = Instant::now() + STARTUP_TIMEOUT;
        let (port, ws_path) = loop {
            if let Ok(text) = std::fs::read_to_string(&port_file) {
                let mut lines = text.lines();
                if let (Some(port), Some(path)) = (lines.next(), lines.next()) {
                    if let Ok(port) = port.trim().parse::<u16>() {
                        break (port, path.trim().to_string());
                    }
                }
            }
            let exited = child.try_wait().ok().flatten();
            if exited.is_some() || Instant::now() > deadline {
                let _ = child.kill();
                let _ = child.wait();
                let why = match exited {
                    Some(status) => format!("Chromium exited early ({status})"),
                    None => format!(
                        "Chromium did not write {} within {STARTUP_TIMEOUT:?}",
                        port_file.display()
                    ),
                };
                panic!(
                    "{why}; started as `{}`.\n--- Chromium stderr ---\n{}",
                    exe.display(),
                    tail_of_file(&stderr_path)
                );
            }
            std::thread::sleep(Duration::from_millis(50));
        };

        let url = format!("ws://127.0.0.1:{port}{ws_path}");
        let conn = match Conn::connect(&url, stderr_path.clone()) {
            Ok(conn) => conn,
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                panic!(
                    "cannot connect to Chromium at {url}: {e}\n--- Chromium stderr ---\n{}",
                    tail_of_file(&stderr_path)
                );
            }
        };
        Browser {
            child,
            conn: Rc::new(RefCell::new(conn)),
            _dir: dir,
        }
    }

    /// Opens a new tab on `about:blank`, with console error collection and dialog handling on.
    pub fn new_page(&self) -> Page {
        let mut conn = self.conn.borrow_mut();
        let created = conn
            .call(
                None,
                "Target.createTarget",
                json!({ "url": "about:blank" }),
                COMMAND_TIMEOUT,
            )
            .unwrap_or_else(|e| panic!("cannot open a new tab: {e}"));
        let target_id = created["targetId"]
            .as_str()
            .expect("Target.createTarget gave no targetId")
            .to_string();
        let attached = conn
            .call(
                None,
                "Target.attachToTarget",
                json!({ "targetId": target_id, "flatten": true }),
                COMMAND_TIMEOUT,
            )
            .unwrap_or_else(|e| panic!("cannot attach to the new tab: {e}"));
        let session = attached["sessionId"]
            .as_str()
            .expect("Target.attachToTarget gave no sessionId")
            .to_string();
        for (method, params) in [
            ("Page.enable", json!({})),
            ("Page.setLifecycleEventsEnabled", json!({ "enabled": true })),
            ("Runtime.enable", json!({})),
            ("Log.enable", json!({})),
            (
                "Emulation.setFocusEmulationEnabled",
                json!({ "enabled": true }),
            ),
            // Headless windows lose ~90 px to simulated browser UI; pin the viewport instead.
            (
                "Emulation.setDeviceMetricsOverride",
                json!({ "width": VIEWPORT.0, "height": VIEWPORT.1, "deviceScaleFactor": 1, "mobile": false }),
            ),
            ("Page.bringToFront", json!({})),
        ] {
            conn.call(Some(&session), method, params, COMMAND_TIMEOUT)
                .unwrap_or_else(|e| panic!("cannot set up the new tab ({method}): {e}"));
        }
        drop(conn);
        Page {
            conn: Rc::clone(&self.conn),
            session,
            target_id,
            timeout: Cell::new(DEFAULT_TIMEOUT),
        }
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        // Ask politely (Chromium then ends its helper processes too), then kill.
        if let Ok(mut conn) = self.conn.try_borrow_mut() {
            if std::thread::panicking() {
                eprintln!(
                    "--- Chromium stderr (test failed) ---\n{}",
                    tail_of_file(&conn.stderr_path)
                );
            }
            conn.send_only(None, "Browser.close", json!({}));
        }
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Page {
    /// Closes the tab (no reply awaited), so that a long suite does not keep old pages, and
    /// their timers, running.
    fn drop(&mut self) {
        if let Ok(mut conn) = self.conn.try_borrow_mut() {
            conn.send_only(
                None,
                "Target.closeTarget",
                json!({ "targetId": self.target_id }),
            );
        }
    }
}

/// One browser tab, closed when dropped. All calls go through its browser's connection.
pub struct Page {
    conn: Rc<RefCell<Conn>>,
    session: String,
    target_id: String,
    timeout: Cell<Duration>,
}

/// A point in CSS pixels of the viewport.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f64,
    pub y: f64,
}

impl Page {
    // ----- low level -------------------------------------------------------------------------

    /// Sends a CDP command to this tab and returns its `result`; panics on error or timeout.
    pub fn call(&self, method: &str, params: Value) -> Value {
        self.try_call(method, params)
            .unwrap_or_else(|e| panic!("{method} failed: {e}"))
    }

    fn try_call(&self, method: &str, params: Value) -> Result<Value, String> {
        self.conn
            .borrow_mut()
            .call(Some(&self.session), method, params, COMMAND_TIMEOUT)
    }

    /// Sets how long element methods and `wait_for_selector` wait on this tab
    /// (initially [`DEFAULT_TIMEOUT`]).
    pub fn set_timeout(&self, timeout: Duration) {
        self.timeout.set(timeout);
    }

    // ----- navigation and JavaScript ---------------------------------------------------------

    /// Navigates to `url` and waits for its `load` event.
    pub fn goto(&self, url: &str) {
        let nav = self.call("Page.navigate", json!({ "url": url }));
        if let Some(err) = nav["errorText"].as_str() {
            panic!("cannot load {url}: {err}");
        }
        // Same-document navigations (only the #hash changes) have no loader and no load event.
        let Some(loader) = nav["loaderId"].as_str() else {
            return;
        };
        let deadline = Instant::now() + COMMAND_TIMEOUT;
        let mut conn = self.conn.borrow_mut();
        loop {
            let loaded = conn.events.iter().any(|e| {
                e.session.as_deref() == Some(self.session.as_str())
                    && e.method == "Page.lifecycleEvent"
                    && e.params["name"] == "load"
                    && e.params["loaderId"] == loader
            });
            if loaded {
                return;
            }
            if Instant::now() > deadline {
                panic!(
                    "timed out after {COMMAND_TIMEOUT:?} waiting for {url} to fire its load event"
                );
            }
            if let Err(e) = conn.read_one() {
                panic!("waiting for {url} to load: {e}");
            }
        }
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
    /// are awaited; `undefined` is `null`). Panics if it throws. Top-level `const`/`let` stay
    /// in the page's global scope: wrap statements in `(() => { ... })()`.
    pub fn eval(&self, js: &str) -> Value {
        self.try_eval(js).unwrap_or_else(|e| {
            panic!(
                "JavaScript failed on {}: {e}\n--- script ---\n{js}",
                self.url_or_unknown()
            )
        })
    }

    /// Like [`Page::eval`], but a JavaScript exception is returned as `Err(message)`.
    pub fn try_eval(&self, js: &str) -> Result<Value, String> {
        let reply = self.try_call(
            "Runtime.evaluate",
            json!({ "expression": js, "returnByValue": true, "awaitPromise": true, "userGesture": true }),
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
        self.wait_for(
            &format!(
                "(document.querySelector({})?.textContent ?? '').trim() === {}",
                js_str(css),
                js_str(expected)
            ),
            self.timeout.get(),
        );
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

    // ----- mouse ------------------------------------------------------------------------------

    /// Scrolls the first element matching `css` into view and returns its centre. Waits until
    /// it exists, has a size, and is not covered by another element at that point.
    pub fn center_of(&self, css: &str) -> Point {
        self.element_point(css, true)
    }

    /// Clicks the centre of the first element matching `css` with real mouse events
    /// (move, press, release), after scrolling it into view.
    pub fn click(&self, css: &str) {
        let p = self.element_point(css, true);
        self.click_at(p.x, p.y);
    }

    /// Clicks at viewport coordinates (CSS pixels) with real mouse events.
    pub fn click_at(&self, x: f64, y: f64) {
        self.mouse("mouseMoved", x, y, "none", 0, 0);
        self.mouse("mousePressed", x, y, "left", 1, 1);
        self.mouse("mouseReleased", x, y, "left", 0, 1);
    }

    /// Double-clicks the centre of the first element matching `css`.
    pub fn double_click(&self, css: &str) {
        let p = self.element_point(css, true);
        self.mouse("mouseMoved", p.x, p.y, "none", 0, 0);
        for clicks in [1, 2] {
            self.mouse("mousePressed", p.x, p.y, "left", 1, clicks);
            self.mouse("mouseReleased", p.x, p.y, "left", 0, clicks);
        }
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
        self.mouse("mouseMoved", x, y, "none", 0, 0);
        self.mouse("mousePressed", x, y, "left", 1, 1);
    }

    /// Moves the mouse to (`x`, `y`) in `steps` moves, with the left button held when `held`.
    pub fn mouse_move(&self, from: Point, to: Point, steps: u32, held: bool) {
        let (button, buttons) = if held { ("left", 1) } else { ("none", 0) };
        for i in 1..=steps.max(1) {
            let t = f64::from(i) / f64::from(steps.max(1));
            let (x, y) = (from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
            self.mouse("mouseMoved", x, y, button, buttons, 0);
        }
    }

    /// Releases the left button at (`x`, `y`).
    pub fn mouse_up(&self, x: f64, y: f64) {
        self.mouse("mouseReleased", x, y, "left", 0, 1);
    }

    /// Moves the mouse (no button pressed) to the centre of the element matching `css`.
    pub fn hover(&self, css: &str) {
        let p = self.element_point(css, true);
        self.mouse("mouseMoved", p.x, p.y, "none", 0, 0);
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
        self.mouse("mouseMoved", from.x, from.y, "none", 0, 0);
        self.mouse("mousePressed", from.x, from.y, "left", 1, 1);
        for i in 1..=STEPS {
            let t = f64::from(i) / f64::from(STEPS);
            let (x, y) = (from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
            self.mouse("mouseMoved", x, y, "left", 1, 0);
        }
        self.mouse("mouseReleased", to.x, to.y, "left", 0, 1);
    }

    fn mouse(&self, kind: &str, x: f64, y: f64, button: &str, buttons: u32, click_count: u32) {
        self.call(
            "Input.dispatchMouseEvent",
            json!({
                "type": kind, "x": x, "y": y, "button": button, "buttons": buttons,
                "clickCount": click_count, "pointerType": "mouse",
            }),
        );
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
        + (typeof n.className === "string" && n.className.trim() ? "." + n.className.trim().split(/\s+/).join(".") : "") : "nothing";
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

    /// Clicks the field matching `css`, puts the caret at the end and inserts `text` as typed
    /// text (`input` events fire; no per-character key events).
    pub fn type_text(&self, css: &str, text: &str) {
        self.click(css);
        self.eval(&format!(
            "(() => {{ const el = document.querySelector({}); \
               try {{ const n = el.value.length; el.setSelectionRange(n, n); }} catch (_) {{}} }})()",
            js_str(css)
        ));
        self.call("Input.insertText", json!({ "text": text }));
    }

    /// Clicks the field matching `css`, selects its content and replaces it by `text`.
    pub fn fill(&self, css: &str, text: &str) {
        self.click(css);
        self.eval(&format!(
            "(() => {{ const el = document.querySelector({}); if (el.select) el.select(); }})()",
            js_str(css)
        ));
        if text.is_empty() {
            self.press_key("Backspace");
        } else {
            self.call("Input.insertText", json!({ "text": text }));
        }
    }

    /// Presses and releases a key on the focused element. `key` is a DOM key name (`Enter`,
    /// `Escape`, `Tab`, `Backspace`, `Delete`, `ArrowUp`, `ArrowDown`, `ArrowLeft`,
    /// `ArrowRight`, `Home`, `End`, `PageUp`, `PageDown`, `Space`), a letter or a digit,
    /// optionally after modifiers: `Control+z`, `Shift+ArrowUp`, `Alt+h`, `Meta+k`.
    pub fn press_key(&self, key: &str) {
        let mut parts: Vec<&str> = key.split('+').collect();
        let name = parts.pop().unwrap_or_default();
        let mut modifiers = 0u32;
        for m in parts {
            modifiers |= match m {
                "Alt" => 1,
                "Control" | "Ctrl" => 2,
                "Meta" | "Command" => 4,
                "Shift" => 8,
                other => panic!("press_key({key:?}): unknown modifier {other:?} (use Alt, Control, Meta, Shift)"),
            };
        }
        // Shift+a types "A", as on a keyboard.
        let shifted = name.to_ascii_uppercase();
        let name = if modifiers & 8 != 0 && name.len() == 1 {
            shifted.as_str()
        } else {
            name
        };
        let Some((key_name, code, vk, mut text)) = key_info(name) else {
            panic!(
                "press_key({key:?}): unsupported key {name:?}; use Enter, Escape, Tab, Backspace, Delete, \
                 ArrowUp/Down/Left/Right, Home, End, PageUp, PageDown, Space, a letter or a digit"
            );
        };
        if modifiers & (1 | 2 | 4) != 0 {
            text = None; // a shortcut, not typing
        }
        let mut down = json!({
            "type": if text.is_some() { "keyDown" } else { "rawKeyDown" },
            "modifiers": modifiers, "key": key_name, "code": code,
            "windowsVirtualKeyCode": vk, "nativeVirtualKeyCode": vk,
        });
        if let Some(t) = &text {
            down["text"] = json!(t);
            down["unmodifiedText"] = json!(t);
        }
        self.call("Input.dispatchKeyEvent", down);
        self.call(
            "Input.dispatchKeyEvent",
            json!({
                "type": "keyUp", "modifiers": modifiers, "key": key_name, "code": code,
                "windowsVirtualKeyCode": vk, "nativeVirtualKeyCode": vk,
            }),
        );
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
    /// file does (`DOM.setFileInputFiles`, which fires the input's `change` event).
    pub fn choose_file(&self, css: &str, path: &Path) {
        self.wait_for_selector(css);
        let root = self.call("DOM.getDocument", json!({ "depth": 0 }));
        let root_id = root["root"]["nodeId"].as_i64().expect("document node");
        let node = self.call(
            "DOM.querySelector",
            json!({ "nodeId": root_id, "selector": css }),
        );
        let node_id = node["nodeId"].as_i64().unwrap_or(0);
        assert!(node_id > 0, "choose_file: no element matches `{css}`");
        let file = path
            .to_str()
            .unwrap_or_else(|| panic!("choose_file: {} is not UTF-8", path.display()));
        self.call(
            "DOM.setFileInputFiles",
            json!({ "nodeId": node_id, "files": [file] }),
        );
    }

    // ----- output and diagnostics ------------------------------------------------------------

    /// Saves a PNG of the viewport to `path`, creating its parent directories.
    /// See [`screenshot_dir`] for where tests should put them.
    pub fn screenshot(&self, path: impl AsRef<Path>) {
        let path = path.as_ref();
        let reply = self.call("Page.captureScreenshot", json!({ "format": "png" }));
        let data = reply["data"]
            .as_str()
            .expect("Page.captureScreenshot gave no data");
        let png =
            base64_decode(data).unwrap_or_else(|e| panic!("screenshot data is not base64: {e}"));
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
        }
        std::fs::write(path, png)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    }

    /// JavaScript errors seen on this tab so far: uncaught exceptions, unhandled rejections,
    /// `console.error(...)` and browser log errors (e.g. a failed resource load). A request for
    /// `/favicon.ico` that fails is not counted.
    pub fn console_errors(&self) -> Vec<String> {
        // One round trip: the renderer's events sent before the reply are read before it.
        let _ = self.try_call("Runtime.evaluate", json!({ "expression": "0" }));
        self.conn
            .borrow()
            .errors
            .get(&self.session)
            .cloned()
            .unwrap_or_default()
    }

    /// Panics, listing them, if the tab had any [`Page::console_errors`] that contain none of
    /// `expected`. For requests a test makes fail on purpose: Chromium logs every 4xx answer
    /// (`Failed to load resource: ... 400 (Bad Request) http://.../api/klotski/move`), so a
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
        let errors = self.console_errors();
        assert!(
            errors.is_empty(),
            "the page {} had {} JavaScript error(s):\n{}",
            self.url_or_unknown(),
            errors.len(),
            errors.join("\n")
        );
    }

    /// Messages of the JavaScript dialogs (`alert`, `confirm`, `prompt`) shown so far; each was
    /// accepted at once.
    pub fn dialogs(&self) -> Vec<String> {
        let _ = self.try_call("Runtime.evaluate", json!({ "expression": "0" }));
        self.conn
            .borrow()
            .dialogs
            .get(&self.session)
            .cloned()
            .unwrap_or_default()
    }

    /// The CDP target id of this tab.
    pub fn target_id(&self) -> &str {
        &self.target_id
    }

    fn url_or_unknown(&self) -> String {
        match self.try_eval("location.href") {
            Ok(Value::String(url)) => url,
            _ => "(unknown page)".to_string(),
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
fn js_str(s: &str) -> String {
    serde_json::to_string(s).expect("a string always serialises")
}

/// `(key, code, windowsVirtualKeyCode, text)` for a key name.
fn key_info(name: &str) -> Option<(String, String, u32, Option<String>)> {
    let named = |key: &str, code: &str, vk: u32, text: Option<&str>| {
        Some((
            key.to_string(),
            code.to_string(),
            vk,
            text.map(str::to_string),
        ))
    };
    match name {
        "Enter" => named("Enter", "Enter", 13, Some("\r")),
        "Escape" | "Esc" => named("Escape", "Escape", 27, None),
        "Tab" => named("Tab", "Tab", 9, None),
        "Backspace" => named("Backspace", "Backspace", 8, None),
        "Delete" => named("Delete", "Delete", 46, None),
        "ArrowLeft" => named("ArrowLeft", "ArrowLeft", 37, None),
        "ArrowUp" => named("ArrowUp", "ArrowUp", 38, None),
        "ArrowRight" => named("ArrowRight", "ArrowRight", 39, None),
        "ArrowDown" => named("ArrowDown", "ArrowDown", 40, None),
        "Home" => named("Home", "Home", 36, None),
        "End" => named("End", "End", 35, None),
        "PageUp" => named("PageUp", "PageUp", 33, None),
        "PageDown" => named("PageDown", "PageDown", 34, None),
        "Space" | " " => named(" ", "Space", 32, Some(" ")),
        _ => {
            let mut chars = name.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return None;
            };
            let upper = c.to_ascii_uppercase();
            if c.is_ascii_alphabetic() {
                named(name, &format!("Key{upper}"), upper as u32, Some(name))
            } else if c.is_ascii_digit() {
                named(name, &format!("Digit{c}"), c as u32, Some(name))
            } else {
                None
            }
        }
    }
}

/// Decodes standard base64 (with or without padding).
fn base64_decode(s: &str) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(s.len() / 4 * 3);
    let (mut acc, mut bits) = (0u32, 0u32);
    for (i, c) in s.bytes().enumerate() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            b'=' => break,
            b'\r' | b'\n' => continue,
            _ => return Err(format!("unexpected byte {c:#04x} at offset {i}")),
        };
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    Ok(out)
}

/// The last 8 KiB of Chromium's log, for panic messages, without its D-Bus noise (there is no
/// D-Bus in containers and CI, and Chromium complains about it at length).
fn tail_of_file(path: &Path) -> String {
    match std::fs::read_to_string(path) {
        Ok(text) => {
            let useful: Vec<&str> = text
                .lines()
                .filter(|l| !l.contains(":ERROR:dbus/"))
                .collect();
            let joined = useful.join("\n");
            let start = joined.len().saturating_sub(8192);
            let start = (start..joined.len())
                .find(|&i| joined.is_char_boundary(i))
                .unwrap_or(joined.len());
            joined[start..].to_string()
        }
        Err(e) => format!("(cannot read {}: {e})", path.display()),
    }
}

// ----- the connection ---------------------------------------------------------------------------

struct Event {
    session: Option<String>,
    method: String,
    params: Value,
}

/// The browser-level WebSocket: replies are matched by `id`, events are buffered, and console
/// errors and dialogs are recorded per session as they arrive.
struct Conn {
    ws: WebSocket<TcpStream>,
    next_id: u64,
    events: VecDeque<Event>,
    errors: HashMap<String, Vec<String>>,
    dialogs: HashMap<String, Vec<String>>,
    stderr_path: PathBuf,
}

impl Conn {
    fn connect(url: &str, stderr_path: PathBuf) -> Result<Conn, String> {
        let addr = url
            .trim_start_matches("ws://")
            .split('/')
            .next()
            .unwrap_or_default()
            .to_string();
        let stream =
            TcpStream::connect(&addr).map_err(|e| format!("TCP connect to {addr}: {e}"))?;
        stream
            .set_read_timeout(Some(COMMAND_TIMEOUT))
            .map_err(|e| e.to_string())?;
        stream.set_nodelay(true).map_err(|e| e.to_string())?;
        let (ws, _) =
            tungstenite::client(url, stream).map_err(|e| format!("WebSocket handshake: {e}"))?;
        ws.get_ref()
            .set_read_timeout(Some(READ_POLL))
            .map_err(|e| e.to_string())?;
        Ok(Conn {
            ws,
            next_id: 1,
            events: VecDeque::new(),
            errors: HashMap::new(),
            dialogs: HashMap::new(),
            stderr_path,
        })
    }

    fn write(&mut self, session: Option<&str>, method: &str, params: Value) -> Result<u64, String> {
        let id = self.next_id;
        self.next_id += 1;
        let mut msg = json!({ "id": id, "method": method, "params": params });
        if let Some(s) = session {
            msg["sessionId"] = json!(s);
        }
        self.ws
            .send(Message::text(msg.to_string()))
            .map_err(|e| self.broken(&format!("cannot send {method}: {e}")))?;
        Ok(id)
    }

    /// Sends a command without waiting for its reply (used on drop and for dialogs).
    fn send_only(&mut self, session: Option<&str>, method: &str, params: Value) {
        let _ = self.write(session, method, params);
    }

    fn call(
        &mut self,
        session: Option<&str>,
        method: &str,
        params: Value,
        timeout: Duration,
    ) -> Result<Value, String> {
        let id = self.write(session, method, params)?;
        let deadline = Instant::now() + timeout;
        loop {
            if let Some(reply) = self.read_one()? {
                if reply["id"] == id {
                    if let Some(err) = reply.get("error") {
                        return Err(format!(
                            "{method}: {}",
                            err["message"].as_str().unwrap_or("error")
                        ));
                    }
                    return Ok(reply.get("result").cloned().unwrap_or(Value::Null));
                }
            }
            if Instant::now() > deadline {
                return Err(format!(
                    "timed out after {timeout:?} waiting for Chromium to answer {method}"
                ));
            }
        }
    }

    /// Reads at most one message (waiting up to [`READ_POLL`]). Events are recorded and give
    /// `None`; a reply is returned.
    fn read_one(&mut self) -> Result<Option<Value>, String> {
        let text = match self.ws.read() {
            Ok(Message::Text(t)) => t.as_str().to_string(),
            Ok(Message::Close(_)) => {
                return Err(self.broken("Chromium closed the DevTools connection"))
            }
            Ok(_) => return Ok(None),
            Err(tungstenite::Error::Io(e))
                if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) =>
            {
                return Ok(None)
            }
            Err(e) => return Err(self.broken(&format!("DevTools connection failed: {e}"))),
        };
        let msg: Value =
            serde_json::from_str(&text).map_err(|e| format!("bad CDP message ({e}): {text}"))?;
        if msg.get("id").is_some() {
            return Ok(Some(msg));
        }
        self.record_event(msg);
        Ok(None)
    }

    fn record_event(&mut self, msg: Value) {
        let session = msg["sessionId"].as_str().map(str::to_string);
        let method = msg["method"].as_str().unwrap_or_default().to_string();
        let params = msg.get("params").cloned().unwrap_or(Value::Null);
        let key = session.clone().unwrap_or_default();
        match method.as_str() {
            "Runtime.exceptionThrown" => {
                let d = &params["exceptionDetails"];
                let text = d["exception"]["description"]
                    .as_str()
                    .or_else(|| d["text"].as_str())
                    .unwrap_or("exception");
                let at = location(
                    d["url"].as_str(),
                    d["lineNumber"].as_i64(),
                    d["columnNumber"].as_i64(),
                );
                self.errors
                    .entry(key)
                    .or_default()
                    .push(format!("uncaught: {text}{at}"));
            }
            "Runtime.consoleAPICalled"
                if params["type"] == "error" || params["type"] == "assert" =>
            {
                let args: Vec<String> = params["args"]
                    .as_array()
                    .map(|a| a.iter().map(remote_object_text).collect())
                    .unwrap_or_default();
                let frame = &params["stackTrace"]["callFrames"][0];
                let at = location(
                    frame["url"].as_str(),
                    frame["lineNumber"].as_i64(),
                    frame["columnNumber"].as_i64(),
                );
                self.errors.entry(key).or_default().push(format!(
                    "console.{}: {}{at}",
                    params["type"].as_str().unwrap_or("error"),
                    args.join(" ")
                ));
            }
            "Log.entryAdded" if params["entry"]["level"] == "error" => {
                let e = &params["entry"];
                let url = e["url"].as_str();
                if !url.is_some_and(|u| u.ends_with("/favicon.ico")) {
                    let at = location(url, e["lineNumber"].as_i64(), None);
                    let text = e["text"].as_str().unwrap_or("error");
                    self.errors.entry(key).or_default().push(format!(
                        "log ({}): {text}{at}",
                        e["source"].as_str().unwrap_or("?")
                    ));
                }
            }
            "Page.javascriptDialogOpening" => {
                let text = format!(
                    "{}: {}",
                    params["type"].as_str().unwrap_or("dialog"),
                    params["message"].as_str().unwrap_or("")
                );
                self.dialogs.entry(key).or_default().push(text);
                self.send_only(
                    session.as_deref(),
                    "Page.handleJavaScriptDialog",
                    json!({ "accept": true }),
                );
            }
            "Inspector.targetCrashed" => {
                self.errors
                    .entry(key)
                    .or_default()
                    .push("the page's renderer crashed".to_string());
            }
            _ => {}
        }
        if self.events.len() >= MAX_BUFFERED_EVENTS {
            self.events.pop_front();
        }
        self.events.push_back(Event {
            session,
            method,
            params,
        });
    }

    /// An error message for a dead connection, with the end of Chromium's stderr.
    fn broken(&self, what: &str) -> String {
        format!(
            "{what}\n--- Chromium stderr ---\n{}",
            tail_of_file(&self.stderr_path)
        )
    }
}

/// " (url:line:col)" for messages, 1-based; empty if there is no url.
fn location(url: Option<&str>, line: Option<i64>, col: Option<i64>) -> String {
    match (url.filter(|u| !u.is_empty()), line) {
        (Some(u), Some(l)) => match col {
            Some(c) => format!(" ({u}:{}:{})", l + 1, c + 1),
            None => format!(" ({u}:{})", l + 1),
        },
        (Some(u), None) => format!(" ({u})"),
        _ => String::new(),
    }
}

/// A console argument as text: its value if it has one, else its description.
fn remote_object_text(o: &Value) -> String {
    match o.get("value") {
        Some(Value::String(s)) => s.clone(),
        Some(v) => v.to_string(),
        None => o["description"]
            .as_str()
            .unwrap_or(o["type"].as_str().unwrap_or("?"))
            .to_string(),
    }
}
