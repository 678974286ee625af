//! Self-test of the CDP browser driver in `tests/support/browser.rs`.
//!
//! Needs Debian's Chromium (`sudo apt-get install chromium`) but no Puzzle Lab server: the pages
//! come from a tiny HTTP server on a `TcpListener` thread. Checks that clicks, typing, keys,
//! drags, `<select>`, `eval`, screenshots and console error reporting work, and that a missing
//! Chromium gives the "Chromium not found" message.

mod support;

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::time::Duration;

use serde_json::json;
use support::browser::{
    locate_chromium, screenshot_dir, Browser, CHROMIUM_NOT_FOUND, DEFAULT_TIMEOUT,
};

const MAIN_PAGE: &str = r#"<!doctype html>
<html><head><meta charset="utf-8"><title>driver self-test</title>
<style>
  body { margin: 0; font: 16px sans-serif; height: 3000px; }
  #btn { position: absolute; left: 40px; top: 40px; width: 120px; height: 40px; }
  #name { position: absolute; left: 40px; top: 100px; width: 200px; }
  #algo { position: absolute; left: 40px; top: 150px; }
  #ask { position: absolute; left: 200px; top: 150px; }
  #box { position: absolute; left: 300px; top: 300px; width: 80px; height: 80px;
         background: #c33; touch-action: none; }
  #target { position: absolute; left: 700px; top: 100px; width: 100px; height: 100px;
            border: 2px dashed #36c; }
  #far { position: absolute; left: 40px; top: 2000px; }
</style></head>
<body>
<button id="btn">Clicked <span id="count">0</span></button>
<input id="name" value="">
<select id="algo"><option value="bfs">BFS</option><option value="astar">A*</option></select>
<button id="ask">ask</button>
<div id="target"></div>
<div id="box"></div>
<button id="far">far <span id="far-count">0</span></button>
<script>
  window.log = { clicks: [], keys: [], pointer: [], mouse: [], changes: [], answers: [] };
  let count = 0, farCount = 0;
  document.getElementById("btn").addEventListener("click", (e) => {
    count += 1;
    document.getElementById("count").textContent = count;
    log.clicks.push({ x: e.clientX, y: e.clientY, trusted: e.isTrusted, detail: e.detail });
  });
  document.getElementById("far").addEventListener("click", () => {
    farCount += 1;
    document.getElementById("far-count").textContent = farCount;
  });
  document.getElementById("ask").addEventListener("click", () => {
    log.answers.push(confirm("Reset the board?"));
  });
  document.getElementById("algo").addEventListener("change", (e) => log.changes.push(e.target.value));
  document.addEventListener("keydown", (e) => {
    log.keys.push({ key: e.key, code: e.code, keyCode: e.keyCode, ctrl: e.ctrlKey,
                    shift: e.shiftKey, trusted: e.isTrusted });
  });
  for (const t of ["mousedown", "mousemove", "mouseup"]) {
    document.addEventListener(t, (e) => log.mouse.push({ t, x: e.clientX, y: e.clientY, buttons: e.buttons }));
  }
  const box = document.getElementById("box");
  let grab = null;
  box.addEventListener("pointerdown", (e) => {
    box.setPointerCapture(e.pointerId);
    const r = box.getBoundingClientRect();
    grab = { dx: e.clientX - r.left, dy: e.clientY - r.top };
    log.pointer.push({ t: "down", x: e.clientX, y: e.clientY, buttons: e.buttons, type: e.pointerType });
  });
  box.addEventListener("pointermove", (e) => {
    if (!grab) return;
    box.style.left = (e.clientX - grab.dx + scrollX) + "px";
    box.style.top = (e.clientY - grab.dy + scrollY) + "px";
    log.pointer.push({ t: "move", x: e.clientX, y: e.clientY, buttons: e.buttons });
  });
  box.addEventListener("pointerup", (e) => {
    grab = null;
    log.pointer.push({ t: "up", x: e.clientX, y: e.clientY, buttons: e.buttons });
  });
</script>
</body></html>
"#;

const ERROR_PAGE: &str = r#"<!doctype html>
<html><head><meta charset="utf-8"><title>errors</title></head>
<body><p id="done">error page</p>
<script src="/missing.js"></script>
<script>
  console.error("bad thing", 42);
  Promise.reject(new Error("rejected promise"));
  throw new Error("kaboom");
</script>
</body></html>
"#;

/// Serves `/` (the main page) and `/errors` on a free port; everything else is a 404.
/// Returns the base URL. The thread lives as long as the test process.
fn serve_pages() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind a local port");
    let base = format!("http://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            std::thread::spawn(move || answer(stream));
        }
    });
    base
}

fn answer(mut stream: TcpStream) {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let mut request = Vec::new();
    let mut buf = [0u8; 1024];
    while !request.windows(4).any(|w| w == b"\r\n\r\n") {
        match stream.read(&mut buf) {
            Ok(0) | Err(_) => return,
            Ok(n) => request.extend_from_slice(&buf[..n]),
        }
    }
    let request = String::from_utf8_lossy(&request);
    let path = request.split_whitespace().nth(1).unwrap_or("/");
    let (status, body) = match path {
        "/" | "/other" => (
            "200 OK",
            MAIN_PAGE.replace("driver self-test", &format!("page {path}")),
        ),
        "/errors" => ("200 OK", ERROR_PAGE.to_string()),
        _ => ("404 Not Found", "not found".to_string()),
    };
    let kind = if status.starts_with("200") {
        "text/html; charset=utf-8"
    } else {
        "text/plain"
    };
    let _ = write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
}

/// The error `Browser::launch` would report with `PUZZLELAB_CHROMIUM` set to `path`, without
/// touching the environment or panicking.
fn chromium_error_for(path: &str) -> String {
    match locate_chromium(Some(path.into()), Path::new("/usr/bin/chromium"), None) {
        Ok(found) => panic!(
            "expected no Chromium at {path}, but found {}",
            found.display()
        ),
        Err(e) => e,
    }
}

/// Runs `f`, expecting it to panic, and returns the panic message.
fn panic_message(f: impl FnOnce()) -> String {
    let err = catch_unwind(AssertUnwindSafe(f)).expect_err("expected a panic");
    err.downcast_ref::<String>()
        .cloned()
        .or_else(|| err.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

#[test]
fn chromium_not_found_is_a_clear_error() {
    let e = chromium_error_for("/nonexistent/puzzlelab-test/chromium");
    assert!(e.starts_with(CHROMIUM_NOT_FOUND), "{e}");
    assert!(e.contains("sudo apt-get install chromium"), "{e}");
    assert!(e.contains("PUZZLELAB_CHROMIUM=/path/to/chrome"), "{e}");
    assert!(e.contains("/nonexistent/puzzlelab-test/chromium"), "{e}");

    // Nothing set, nothing installed, nothing on PATH.
    let e = locate_chromium(
        None,
        Path::new("/nonexistent/usr/bin/chromium"),
        Some("".into()),
    )
    .unwrap_err();
    assert!(
        e.starts_with("Chromium not found: browser tests need Debian's Chromium."),
        "{e}"
    );

    // Found on PATH when the system path is missing.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("chromium-browser"), "").unwrap();
    let found = locate_chromium(
        None,
        Path::new("/nonexistent/usr/bin/chromium"),
        Some(dir.path().into()),
    )
    .unwrap();
    assert_eq!(found, dir.path().join("chromium-browser"));
}

#[test]
fn mouse_keyboard_forms_and_eval() {
    let base = serve_pages();
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&format!("{base}/"));
    assert_eq!(page.eval("document.title"), json!("page /"));
    assert_eq!(page.eval("[innerWidth, innerHeight]"), json!([1280, 900]));

    // Clicks are real, trusted mouse events at the element's centre.
    page.click("#btn");
    page.click("#btn");
    assert_eq!(page.text("#count"), "2");
    assert_eq!(
        page.eval("log.clicks[0]"),
        json!({ "x": 100, "y": 60, "trusted": true, "detail": 1 })
    );
    page.click_at(100.0, 60.0);
    assert_eq!(page.text("#count"), "3");
    assert_eq!(page.count("button"), 3);
    assert_eq!(page.count(".nothing"), 0);

    // An element far below the fold is scrolled into view first.
    page.click("#far");
    assert_eq!(page.text("#far-count"), "1");
    assert!(page.eval("scrollY").as_f64().unwrap() > 1000.0);

    // Typing appends; fill replaces; keys edit the focused field.
    page.type_text("#name", "hello");
    page.type_text("#name", " world");
    assert_eq!(page.value("#name"), "hello world");
    page.fill("#name", "bye");
    assert_eq!(page.value("#name"), "bye");
    page.press_key("Backspace");
    page.press_key("x");
    assert_eq!(page.value("#name"), "byx");
    page.eval("log.keys = []");
    for key in [
        "Enter",
        "Escape",
        "ArrowUp",
        "ArrowDown",
        "ArrowLeft",
        "ArrowRight",
        "Backspace",
        "Control+z",
    ] {
        page.press_key(key);
    }
    let keys = page.eval("log.keys.map(k => [k.key, k.code, k.keyCode, k.ctrl, k.trusted])");
    assert_eq!(
        keys,
        json!([
            ["Enter", "Enter", 13, false, true],
            ["Escape", "Escape", 27, false, true],
            ["ArrowUp", "ArrowUp", 38, false, true],
            ["ArrowDown", "ArrowDown", 40, false, true],
            ["ArrowLeft", "ArrowLeft", 37, false, true],
            ["ArrowRight", "ArrowRight", 39, false, true],
            ["Backspace", "Backspace", 8, false, true],
            ["z", "KeyZ", 90, true, true],
        ])
    );
    // Keys also reach document listeners when no field has focus.
    page.click("#target");
    page.press_key("ArrowLeft");
    page.press_key("Shift+h");
    assert_eq!(
        page.eval("document.activeElement === document.body"),
        json!(true)
    );
    assert_eq!(
        page.eval("log.keys.slice(-2).map(k => [k.key, k.shift])"),
        json!([["ArrowLeft", false], ["H", true]])
    );
    let msg = panic_message(|| page.press_key("F13"));
    assert!(msg.contains("unsupported key \"F13\""), "{msg}");

    // <select>
    page.select_option("#algo", "astar");
    assert_eq!(page.value("#algo"), "astar");
    assert_eq!(page.eval("log.changes"), json!(["astar"]));
    let msg = panic_message(|| page.select_option("#algo", "dijkstra"));
    assert!(
        msg.contains("no such option") && msg.contains("bfs"),
        "{msg}"
    );

    // Dialogs are accepted and recorded.
    page.click("#ask");
    assert_eq!(page.eval("log.answers"), json!([true]));
    assert_eq!(
        page.dialogs(),
        vec!["confirm: Reset the board?".to_string()]
    );

    // eval: values, promises, undefined, exceptions.
    assert_eq!(page.eval("1 + 2"), json!(3));
    assert_eq!(
        page.eval("new Promise(r => setTimeout(() => r({ ok: [1, 'two'] }), 50))"),
        json!({ "ok": [1, "two"] })
    );
    assert_eq!(page.eval("undefined"), json!(null));
    let err = page
        .try_eval("(() => { throw new Error('boom') })()")
        .unwrap_err();
    assert!(err.contains("boom"), "{err}");
    let err = page
        .try_eval("Promise.reject(new Error('async boom'))")
        .unwrap_err();
    assert!(err.contains("async boom"), "{err}");
    let msg = panic_message(|| {
        page.eval("nosuchthing.x");
    });
    assert!(msg.contains("nosuchthing is not defined"), "{msg}");

    // wait_for polls until the condition holds, and times out with a useful message.
    page.eval("setTimeout(() => { window.later = 'yes' }, 300)");
    assert_eq!(page.wait_for("window.later", DEFAULT_TIMEOUT), json!("yes"));
    let msg = panic_message(|| {
        page.wait_for("window.never === 1", Duration::from_millis(300));
    });
    assert!(
        msg.contains("waiting for `window.never === 1`") && msg.contains(&base),
        "{msg}"
    );
    page.set_timeout(Duration::from_millis(500));
    let msg = panic_message(|| {
        page.text("#missing-element-x");
    });
    assert!(msg.contains("#missing-element-x"), "{msg}");
    let msg = panic_message(|| page.click("#missing-element-x"));
    assert!(
        msg.contains("cannot use element `#missing-element-x`")
            && msg.contains("no element matches"),
        "{msg}"
    );
    page.eval("document.body.insertAdjacentHTML('beforeend', '<div id=cover style=\"position:fixed;inset:0\"></div>')");
    let msg = panic_message(|| page.click("#btn"));
    assert!(
        msg.contains("covered at its centre by <div#cover>"),
        "{msg}"
    );
    page.eval("cover.remove()");
    page.set_timeout(DEFAULT_TIMEOUT);

    // Navigation to another page, and reload.
    page.goto(&format!("{base}/other"));
    assert_eq!(page.eval("document.title"), json!("page /other"));
    page.click("#btn");
    assert_eq!(page.text("#count"), "1");
    page.reload();
    assert_eq!(page.text("#count"), "0");
    assert_eq!(page.url(), format!("{base}/other"));
    let closed_port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let msg = panic_message(|| page.goto(&format!("http://127.0.0.1:{closed_port}/")));
    assert!(msg.contains("ERR_CONNECTION_REFUSED"), "{msg}");

    page.goto(&format!("{base}/"));
    page.assert_no_console_errors();
}

#[test]
fn drag_and_screenshot() {
    let base = serve_pages();
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&format!("{base}/"));

    // Box centre is (340, 340); drag it by (+200, +100).
    page.drag_to("#box", 540.0, 440.0);
    let rect =
        page.eval("(() => { const r = box.getBoundingClientRect(); return [r.left, r.top]; })()");
    assert_eq!(rect, json!([500, 400]));
    let pointer = page.eval("log.pointer");
    let events = pointer.as_array().unwrap();
    assert_eq!(events.first().unwrap()["t"], "down");
    assert_eq!(events.first().unwrap()["type"], "mouse");
    assert_eq!(events.last().unwrap()["t"], "up");
    let moves = events.iter().filter(|e| e["t"] == "move").count();
    assert!(moves >= 5, "expected several pointer moves, got {pointer}");
    assert!(
        events
            .iter()
            .filter(|e| e["t"] == "move")
            .all(|e| e["buttons"] == 1),
        "{pointer}"
    );
    let mouse = page.eval("log.mouse.map(m => m.t)");
    let mouse: Vec<&str> = mouse
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(
        mouse.contains(&"mousedown") && mouse.contains(&"mouseup"),
        "{mouse:?}"
    );

    // Element to element: the box's centre lands on the target's centre (750, 150).
    page.drag("#box", "#target");
    let centre = page.center_of("#box");
    assert!(
        (centre.x - 752.0).abs() <= 1.0 && (centre.y - 152.0).abs() <= 1.0,
        "{centre:?}"
    );

    let path = screenshot_dir().join("driver-selftest.png");
    let _ = std::fs::remove_file(&path);
    page.screenshot(&path);
    let png = std::fs::read(&path).unwrap();
    assert_eq!(
        &png[..8],
        b"\x89PNG\r\n\x1a\n",
        "not a PNG: {}",
        path.display()
    );
    assert!(
        png.len() > 1000,
        "suspiciously small screenshot: {} bytes",
        png.len()
    );
    // IHDR: width and height of the 1280x900 viewport.
    assert_eq!(u32::from_be_bytes(png[16..20].try_into().unwrap()), 1280);
    assert_eq!(u32::from_be_bytes(png[20..24].try_into().unwrap()), 900);
    page.assert_no_console_errors();
}

#[test]
fn console_errors_are_reported() {
    let base = serve_pages();
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&format!("{base}/errors"));
    page.wait_for_selector("#done");
    // The unhandled rejection is reported after a microtask; give it a moment.
    page.wait_for(
        "new Promise(r => setTimeout(() => r(true), 200))",
        DEFAULT_TIMEOUT,
    );
    let errors = page.console_errors();
    let all = errors.join("\n");
    assert!(all.contains("kaboom"), "{all}");
    assert!(all.contains("console.error: bad thing 42"), "{all}");
    assert!(all.contains("rejected promise"), "{all}");
    assert!(all.contains("404") && all.contains("/missing.js"), "{all}");
    let msg = panic_message(|| page.assert_no_console_errors());
    assert!(msg.contains("kaboom") && msg.contains("/errors"), "{msg}");

    // Errors are per tab: a fresh tab on a clean page has none.
    let clean = browser.new_page();
    clean.goto(&format!("{base}/"));
    clean.eval("console.log('not an error'); console.warn('not an error either')");
    assert_eq!(clean.console_errors(), Vec::<String>::new());
    clean.eval("setTimeout(() => { throw new Error('later') }, 0)");
    clean.wait_for(
        "new Promise(r => setTimeout(() => r(true), 100))",
        DEFAULT_TIMEOUT,
    );
    let errors = clean.console_errors();
    assert!(
        errors.len() == 1 && errors[0].contains("later"),
        "{errors:?}"
    );
}
