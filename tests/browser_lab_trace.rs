//! The lab's traces a student can hand in, in headless Chromium, in Chinese: the textbook's
//! 8-puzzle (2 8 3/1 6 4/7 0 5 to 1 2 3/8 0 4/7 6 5) traced by A* with misplaced tiles on a
//! phone (390x844) and on a desktop (1366x768): stepped to the goal, the search tree shows the
//! 5-move path (6 nodes highlighted) and saves as SVG and PNG, step 3's OPEN and CLOSED tables
//! are what the API answers for step 3, the tables' CSV starts with the byte-order mark, no
//! Latin word shows but the algorithms' abbreviations, OPEN/CLOSED, the file formats (JSON,
//! SVG, PNG), Python and code (game IDs, commands), the own-algorithm panel included, and the
//! phone page does not scroll sideways. Then a recording cut by its step limit (Klotski A*)
//! says which limit cut it and never that it found a solution, and IDA*'s tree offers its
//! iterations.

mod support;

use serde_json::{json, Value};
use support::browser::{js_str, screenshot_dir, Page, Screen};
use support::suite::{self, scenario, Suite};

const TEXTBOOK: &str = "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5";
const READY: &str = "!document.querySelector('#watch-controls').hidden && document.querySelectorAll('#trace-heuristic option').length > 1";
const WAIT: std::time::Duration = std::time::Duration::from_secs(20);

/// Opens the lab on `game` of `puzzle`, once its form is live and its heuristics listed.
fn open_lab(suite: &Suite, page: &Page, puzzle: &str, game: &str) {
    let encoded = page.eval(&format!("encodeURIComponent({})", js_str(game)));
    let encoded = encoded.as_str().unwrap_or_default();
    page.goto(&suite.url(&format!("/lab?lang=zh-CN&puzzle={puzzle}&game={encoded}")));
    page.wait_for("document.body?.dataset.ready === 'true'", WAIT);
    page.wait_for(READY, WAIT);
}

/// What the API answers for this trace request (asked from the page, as the lab asks).
fn api_trace(page: &Page, puzzle: &str, body: Value) -> Value {
    page.eval(&format!(
        "fetch('/api/{puzzle}/trace', {{ method: 'POST', headers: {{ 'content-type': 'application/json' }}, body: JSON.stringify({body}) }}).then(r => r.json())"
    ))
}

/// Steps the playback to step `step` (1-based) from the first.
fn go_to_step(page: &Page, step: usize) {
    page.click("#trace-playback [data-action=first]");
    for _ in 1..step {
        page.click("#trace-playback [data-action=next]");
    }
    page.wait_data("#trace-tree", "current", &step.to_string());
}

/// The rows of a list's table as [state, number, g, h, f, parent(, step)].
fn table_rows(page: &Page, list: &str) -> Value {
    page.eval(&format!(
        "[...document.querySelectorAll('#{list} tbody tr')].map(tr => [tr.dataset.state, ...[...tr.cells].filter((c, i) => i !== 1).map(c => c.textContent)])"
    ))
}

/// Latin words (two letters or more) in the lab's visible text, game IDs, commands and program
/// names (in `code`) and form fields aside; allowed: the algorithms' abbreviations, the
/// textbooks' OPEN and CLOSED, and in the own-algorithm panel JSON (an abbreviation) and Python
/// (the language's name).
fn latin_words(page: &Page) -> Value {
    page.eval(
        r#"(() => {
  const allowed = new Set(["BFS", "DFS", "IDA", "OPEN", "CLOSED", "JSON", "Python", "SVG", "PNG"]);
  const found = new Set();
  const visible = (el) => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el); return r.width > 0 && r.height > 0 && s.visibility !== "hidden" && s.display !== "none"; };
  const walker = document.createTreeWalker(document.querySelector("main"), NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest("code, input, textarea, select, script, style, title") || !visible(el)) continue;
    for (const w of n.data.match(/(?<![A-Za-z0-9])[A-Za-z]{2,}(?![A-Za-z0-9])/g) || []) if (!allowed.has(w)) found.add(`${w} (${el.id || el.className || el.tagName})`);
  }
  for (const s of document.querySelectorAll("main select")) if (visible(s)) for (const w of (s.selectedOptions[0]?.text || "").match(/(?<![A-Za-z0-9])[A-Za-z]{2,}(?![A-Za-z0-9])/g) || []) if (!allowed.has(w)) found.add(`${w} (#${s.id})`);
  return [...found];
})()"#,
    )
}

/// The search tree saved as SVG: a well-formed file of the whole tree with the page's nodes
/// (each step's node, the path's marked in the page's colour, written into the file), and as
/// PNG: a picture twice the drawing's size.
fn tree_files(page: &Page) {
    let file = page.download("#tree-svg");
    assert!(
        file.name.starts_with("search-tree") && file.name.ends_with(".svg"),
        "{}",
        file.name
    );
    let text = file.text();
    assert!(text.starts_with("<?xml"), "{}", &text[..text.len().min(80)]);
    let read = page.eval(&format!(
        r#"(() => {{
  const doc = new DOMParser().parseFromString({}, "image/svg+xml");
  const root = doc.documentElement;
  const live = document.querySelector('#trace-tree .node.path rect.box');
  const pathStep = live.parentElement.dataset.step;
  const copied = doc.querySelector(`g[data-step="${{pathStep}}"] rect`);
  return {{
    root: root.localName,
    errors: doc.querySelectorAll('parsererror').length,
    steps: doc.querySelectorAll('g[data-step]').length,
    pageSteps: document.querySelectorAll('#trace-tree .node[data-step]').length,
    classes: doc.querySelectorAll('[class]').length,
    stroke: copied && copied.getAttribute('stroke'),
    pageStroke: getComputedStyle(live).stroke,
    width: Number(root.getAttribute('width')),
    height: Number(root.getAttribute('height')),
  }};
}})()"#,
        js_str(&text)
    ));
    assert_eq!(read["root"], json!("svg"), "{read}");
    assert_eq!(read["errors"], json!(0), "{read}");
    assert_eq!(read["steps"], read["pageSteps"], "{read}");
    assert!(read["steps"].as_u64().unwrap_or(0) >= 6, "{read}");
    assert_eq!(read["classes"], json!(0), "styles written in: {read}");
    assert_eq!(
        read["stroke"], read["pageStroke"],
        "the path's colour written in: {read}"
    );
    let png = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| page.download("#tree-png")))
        .unwrap_or_else(|_| {
            panic!(
                "no PNG; the tree's note: {}",
                page.text("#trace-tree .tree-note")
            )
        });
    assert!(png.name.ends_with(".png"), "{}", png.name);
    assert!(png
        .bytes
        .starts_with(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A]));
    let be = |at: usize| {
        u32::from_be_bytes([
            png.bytes[at],
            png.bytes[at + 1],
            png.bytes[at + 2],
            png.bytes[at + 3],
        ])
    };
    let (w, h) = (be(16) as f64, be(20) as f64);
    let (sw, sh) = (
        read["width"].as_f64().unwrap_or(0.0),
        read["height"].as_f64().unwrap_or(0.0),
    );
    assert!(
        (w - 2.0 * sw).abs() <= 2.0 && (h - 2.0 * sh).abs() <= 2.0,
        "PNG {w}x{h}, SVG {sw}x{sh}"
    );
}

/// Opens the textbook example in the lab and traces `algorithm` with misplaced tiles, until
/// the tree is drawn.
fn trace_textbook(suite: &Suite, page: &Page, algorithm: &str) {
    open_lab(suite, page, "n-puzzle", TEXTBOOK);
    trace_misplaced(page, algorithm);
}

/// Traces the lab's game with `algorithm` and misplaced tiles, until its tree is drawn.
fn trace_misplaced(page: &Page, algorithm: &str) {
    page.select_option("#trace-algorithm", algorithm);
    page.select_option("#trace-heuristic", "misplaced");
    page.click("#trace");
    page.wait_for(
        "document.querySelector('#trace-tree').dataset.nodes !== undefined",
        WAIT,
    );
}

/// The textbook example, A* with misplaced tiles, on this page's screen.
fn textbook(suite: &Suite, page: &Page) {
    trace_textbook(suite, page, "astar");
    let api = api_trace(
        page,
        "n-puzzle",
        json!({ "game": TEXTBOOK, "algorithm": "astar", "heuristic": "misplaced", "max_steps": 2000 }),
    );
    assert_eq!(api["found"], json!(true), "{api}");
    let path = api["path"].as_array().expect("a path");
    assert_eq!(path.len(), 6, "the textbook's 5 moves");
    let steps = api["steps"].as_array().expect("steps");
    assert_eq!(page.data("#trace-status", "found").as_deref(), Some("true"));

    // stepped to the goal: 6 nodes highlighted, the last the goal test
    page.click("#trace-playback [data-action=last]");
    page.wait_data("#trace-tree", "current", &steps.len().to_string());
    page.wait_data("#trace-tree", "pathNodes", "6");
    assert_eq!(page.count("#trace-tree .node.path"), 6);
    assert_eq!(page.count("#trace-tree .edge.path"), 5);
    assert_eq!(page.count("#trace-tree .node.current"), 1);
    assert_eq!(
        page.eval("document.querySelector('#trace-tree .node.current').dataset.step"),
        json!(steps.len().to_string())
    );
    let code = page.text("#trace-code li.current");
    assert!(code.contains("找到解"), "{code}");
    page.eval("document.querySelector('#trace-tree').scrollIntoView()");
    page.screenshot(screenshot_dir().join(format!("lab-tree-{}.png", page.screen().name())));

    tree_files(page);

    // each expanded node names its step and shows the API's g, h and f for it
    let nodes = page.eval(
        "[...document.querySelectorAll('#trace-tree .node[data-step]')].map((n) => \
         [Number(n.dataset.step), n.querySelector('.label').textContent, \
         n.querySelector('.figures').textContent])",
    );
    let nodes = nodes.as_array().expect("nodes");
    assert_eq!(nodes.len(), steps.len(), "one node per step");
    let figure = |v: &Value| match v.as_f64() {
        Some(x) if x.fract() == 0.0 => format!("{}", x as i64),
        Some(x) => x.to_string(),
        None => "null".to_string(),
    };
    for node in nodes {
        let id = node[0].as_u64().expect("a step number") as usize;
        let step = &steps[id - 1];
        let label = i18n::text(
            i18n::Lang::ZhCn,
            "lab-tree-step",
            &[("step", i18n::Arg::from(id.to_string()))],
        );
        assert_eq!(node[1], json!(label), "step {id}");
        let figures = format!(
            "g{} h{} f{}",
            figure(&step["g"]),
            figure(&step["h"]),
            figure(&step["f"])
        );
        assert_eq!(node[2], json!(figures), "step {id}");
    }

    // zoom: the buttons change the view, "fit" shows it all again
    let view = || page.eval("document.querySelector('#trace-tree svg').getAttribute('viewBox')");
    let fitted = {
        page.click("#trace-tree [data-zoom=fit]");
        view()
    };
    page.click("#trace-tree [data-zoom=in]");
    assert_ne!(view(), fitted, "zooming in changes nothing");
    page.click("#trace-tree [data-zoom=fit]");
    assert_eq!(view(), fitted);

    // step 3's tables are the API's step 3
    go_to_step(page, 3);
    let step = &steps[2];
    // an expansion in the middle of the run: the line that takes up the least f
    assert_eq!(step["phase"], json!("expand"));
    assert_eq!(
        page.text("#trace-code li.current"),
        i18n::text(i18n::Lang::ZhCn, "code-best-2", &[])
    );
    // the frontier's best entries are drawn as boards, one per entry, in the API's order
    let drawn = page.eval(
        "[...document.querySelectorAll('#trace-frontier li')]\
         .map((li) => li.querySelector('.mini-board')?.dataset.game ?? null)",
    );
    let best: Vec<Value> = step["frontier"]["best"]
        .as_array()
        .expect("the frontier's best entries")
        .iter()
        .map(|entry| entry["state"].clone())
        .collect();
    assert!(!best.is_empty());
    assert_eq!(drawn, json!(best), "frontier entries drawn as boards");
    let number = |v: &Value| match v {
        Value::Null => "–".to_string(),
        Value::Number(n) => n.to_string(),
        other => other.to_string(),
    };
    let open: Vec<Value> = step["open"]
        .as_array()
        .expect("OPEN listed")
        .iter()
        .enumerate()
        .map(|(i, e)| {
            json!([
                e["state"],
                (i + 1).to_string(),
                number(&e["g"]),
                number(&e["h"]),
                number(&e["f"]),
                number(&e["parent"])
            ])
        })
        .collect();
    assert!(!open.is_empty());
    assert_eq!(table_rows(page, "open-list"), json!(open));
    let closed_states: Vec<Value> = table_rows(page, "closed-list")
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| r[0].clone())
        .collect();
    assert_eq!(json!(closed_states), step["closed"]["states"]);
    // each CLOSED row names the step that expanded it, with that step's figures
    for row in table_rows(page, "closed-list").as_array().expect("rows") {
        let at: usize = row[6]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("a step");
        let expanded = &steps[at - 1];
        assert_eq!(expanded["state"], row[0], "{row}");
        assert_eq!(number(&expanded["g"]), row[2].as_str().unwrap_or_default());
        assert_eq!(
            number(&expanded["parent"]),
            row[5].as_str().unwrap_or_default()
        );
    }
    let title = page.text("#open-list h3");
    assert!(title.contains("OPEN表"), "{title}");
    assert!(page.text("#closed-list h3").contains("CLOSED表"));

    // the CSV of the step's tables: the byte-order mark, Chinese headers, one line per row
    let csv = page.download("#tables-csv");
    assert!(csv.has_byte_order_mark(), "{csv:?}");
    let text = csv.text();
    let header = text.lines().next().unwrap_or_default();
    assert!(
        header.contains("序号") && header.contains("父节点"),
        "{header}"
    );
    let rows = step["open"].as_array().map_or(0, Vec::len) + closed_states.len();
    assert_eq!(text.lines().count(), rows + 1, "{text}");
    assert!(csv.name.ends_with("step-3.csv"), "{}", csv.name);
    // the same tables in Markdown: a heading per list, Chinese headers, one line per row
    let markdown = page.download("#tables-markdown");
    assert!(markdown.name.ends_with("step-3.md"), "{}", markdown.name);
    let text = markdown.text();
    let headings: Vec<&str> = text.lines().filter(|l| l.starts_with("### ")).collect();
    assert!(
        headings.len() == 2 && headings[0].contains("OPEN表") && headings[1].contains("CLOSED表"),
        "{text}"
    );
    let table_lines: Vec<&str> = text.lines().filter(|l| l.starts_with("| ")).collect();
    assert!(
        table_lines.iter().filter(|l| l.contains("父节点")).count() == 2,
        "a header row per table: {text}"
    );
    // each table: its header, its `---` line and its rows
    assert_eq!(table_lines.len(), rows + 4, "{text}");

    assert_eq!(latin_words(page), json!([]), "Latin words in the lab");
    // no sideways scroll, tap targets of 44 px, no untranslated text, axe-core, no error
    assert_eq!(support::checks::all(page, &[]), Vec::<String>::new());
    page.eval("document.querySelector('#trace-tables').scrollIntoView()");
    page.screenshot(screenshot_dir().join(format!("lab-tables-{}.png", page.screen().name())));
    page.assert_no_console_errors();
}

/// A Klotski A* recording cut at 20 steps says the step limit cut it, never that it found a
/// solution, and so does the lab's own Klotski game cut at the form's 2,000 steps (the run
/// goes on and finds its solution after the recording); IDA* on the textbook example draws
/// one iteration at a time.
fn cut_and_iterations(suite: &Suite, page: &Page) {
    page.goto(&suite.url("/lab?lang=zh-CN&puzzle=klotski"));
    page.wait_for("document.body?.dataset.ready === 'true'", WAIT);
    page.wait_for(READY, WAIT);
    let note = page.text("#trace-goal-why");
    assert!(
        note.contains("曹操") && !note.contains("数码"),
        "Klotski's own goal note: {note}"
    );
    page.select_option("#trace-algorithm", "astar");
    assert_eq!(page.value("#trace-steps"), "2000");
    page.click("#trace");
    page.wait_for(
        "document.querySelector('#trace-status').dataset.stopped === 'max_steps'",
        std::time::Duration::from_secs(60),
    );
    assert_eq!(
        page.data("#trace-status", "found").as_deref(),
        Some("false")
    );
    let status = page.text("#trace-status");
    assert!(status.starts_with("这份记录没有找到解"), "{status}");
    page.click("#trace-playback [data-action=last]");
    page.wait_data("#trace-tree", "current", "2000");
    assert!(!page.text("#trace-code li.current").contains("找到解"));
    assert_eq!(page.count("#trace-tree .node.path"), 0);
    assert!(page.text("#lab-message").contains("没有解"));

    open_lab(suite, page, "klotski", "VCCV/VCCV/VHHV/VSSV/S..S");
    page.select_option("#trace-algorithm", "astar");
    page.fill("#trace-steps", "20");
    page.click("#trace");
    page.wait_for(
        "document.querySelector('#trace-status').dataset.stopped === 'max_steps'",
        WAIT,
    );
    assert_eq!(
        page.data("#trace-status", "found").as_deref(),
        Some("false")
    );
    let said = i18n::text(
        i18n::Lang::ZhCn,
        "lab-trace-status-max-steps",
        &[("steps", i18n::Arg::from("20"))],
    );
    assert_eq!(page.text("#trace-status"), said);
    page.click("#trace-playback [data-action=last]");
    page.wait_data("#trace-tree", "current", "20");
    let message = page.text("#lab-message");
    assert!(message.contains("没有解"), "{message}");
    assert!(!page.text("#trace-code li.current").contains("找到解"));
    assert_eq!(page.count("#trace-tree .node.path"), 0);
    assert_eq!(page.data("#trace-tree", "pathNodes").as_deref(), Some("0"));
    klotski_drawn_as_pieces(page);

    trace_textbook(suite, page, "idastar");
    let iterations = page.count("#tree-iteration option");
    assert!(iterations >= 2, "{iterations} iterations offered");
    page.click("#trace-playback [data-action=last]");
    page.wait_data("#trace-tree", "pathNodes", "6");
    assert_eq!(
        page.value("#tree-iteration"),
        iterations.to_string(),
        "the last iteration is drawn at the goal"
    );
    assert!(page.text("#trace-figures").contains("轮迭代"));
    ida_iterations_and_lines(page);

    // a bigger tree: hundreds of nodes, none overlapping another, children below parents
    open_lab(suite, page, "n-puzzle", "8 6 7/2 5 4/3 0 1");
    page.select_option("#trace-algorithm", "astar");
    page.fill("#trace-steps", "150");
    page.click("#trace");
    page.wait_data("#trace-tree", "current", "1");
    let nodes: usize = page
        .data("#trace-tree", "nodes")
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    assert!(nodes >= 200, "{nodes} nodes");
    let overlaps = page.eval(
        r#"(() => {
  const boxes = [...document.querySelectorAll('#trace-tree .node')].map(g => { const r = g.querySelector('rect.box'); const [x, y] = g.getAttribute('transform').match(/[-0-9.]+/g).map(Number); return { x, y, w: Number(r.getAttribute('width')), h: Number(r.getAttribute('height')) }; });
  const bad = [];
  const rows = new Map();
  for (const b of boxes) { if (!rows.has(b.y)) rows.set(b.y, []); rows.get(b.y).push(b); }
  for (const row of rows.values()) { row.sort((a, b) => a.x - b.x); for (let i = 1; i < row.length; i++) if (row[i].x < row[i - 1].x + row[i - 1].w) bad.push([row[i - 1], row[i]]); }
  const ys = [...rows.keys()].sort((a, b) => a - b);
  for (let i = 1; i < ys.length; i++) if (ys[i] < ys[i - 1] + boxes[0].h) bad.push(["rows", ys[i - 1], ys[i]]);
  return bad.slice(0, 3);
})()"#,
    );
    assert_eq!(overlaps, json!([]), "overlapping nodes");
    page.eval("document.querySelector('#trace-tree').scrollIntoView()");
    page.screenshot(screenshot_dir().join("lab-tree-large.png"));
    tree_pan_and_readable(page);

    // the state space, then only the layers the search reached, with its axes
    page.click("#trace-playback [data-action=last]");
    page.click("#space");
    page.wait_for(
        "document.querySelector('#space-view').dataset.frameMs !== undefined",
        std::time::Duration::from_secs(60),
    );
    let shown = || {
        page.eval(
            "(({ columns, first, last, band }) => [columns, first, last, band].map(Number))\
             (document.querySelector('#space-canvas').dataset)",
        )
    };
    let whole = shown();
    assert_eq!(whole[1], json!(0), "{whole}");
    assert_eq!(
        whole[2].as_i64().map(|last| last + 1),
        whole[0].as_i64(),
        "every column: {whole}"
    );
    page.eval("delete document.querySelector('#space-view').dataset.frameMs");
    page.click("#space-zoom");
    page.wait_for(
        "document.querySelector('#space-view').dataset.frameMs !== undefined",
        WAIT,
    );
    assert_eq!(
        page.eval("document.querySelector('#space-zoom').getAttribute('aria-pressed')"),
        json!("true")
    );
    // zoomed: fewer columns, each wider; the legend names every colour in Chinese
    let zoomed = shown();
    let count = |v: &Value| v[2].as_i64().unwrap_or(0) - v[1].as_i64().unwrap_or(0) + 1;
    assert!(count(&zoomed) < count(&whole), "{whole} -> {zoomed}");
    assert!(
        zoomed[3].as_i64() > whole[3].as_i64(),
        "{whole} -> {zoomed}"
    );
    let legend = page.text("#space-view .legend");
    for key in [
        "lab-space-unseen",
        "lab-space-frontier",
        "lab-space-expanded",
        "lab-space-path",
    ] {
        let word = i18n::text(i18n::Lang::ZhCn, key, &[]);
        assert!(legend.contains(&word), "{key}: {legend}");
    }
    page.eval("document.querySelector('#space-view').scrollIntoView()");
    page.screenshot(screenshot_dir().join("lab-space-zoomed.png"));
    page.assert_no_console_errors();
}

/// The pieces of a Klotski grid game ID: the 2x2 block, the generals (two cells each) and the
/// soldiers.
fn klotski_pieces(game: &str) -> usize {
    let board = game.split(';').next().unwrap_or_default();
    let cells = |letter: char| board.chars().filter(|&c| c == letter).count();
    cells('C') / 4 + cells('V') / 2 + cells('H') / 2 + cells('S')
}

/// Klotski's states in the frontier list, the OPEN and CLOSED tables and the tree are drawn
/// as pieces (one block each, Cao Cao's in its own colour), not as letters.
fn klotski_drawn_as_pieces(page: &Page) {
    let drawn = page.eval(
        "[...document.querySelectorAll('#trace-frontier li .mini-board, #open-list .mini-board, #closed-list .mini-board')]\
         .map((b) => [b.dataset.game, b.querySelectorAll('svg rect.piece').length, b.querySelectorAll('rect.piece-C').length, b.textContent, getComputedStyle(b.querySelector('rect.piece-C')).fill])",
    );
    let drawn = drawn.as_array().expect("boards");
    assert!(!drawn.is_empty(), "the frontier and the tables list states");
    let letters = page.count("#trace-frontier li .mini-board span");
    assert_eq!(letters, 0, "no letter grids");
    let mut fills = std::collections::BTreeSet::new();
    for board in drawn {
        let game = board[0].as_str().expect("a game ID");
        assert_eq!(board[1], json!(klotski_pieces(game)), "{game}: {board}");
        assert_eq!(board[2], json!(1), "one Cao Cao in {game}");
        assert_eq!(board[3], json!(""), "{game} drawn, not written");
        fills.insert(board[4].as_str().unwrap_or_default().to_string());
    }
    assert_eq!(fills.len(), 1, "Cao Cao in one colour: {fills:?}");
    let soldier =
        page.eval("getComputedStyle(document.querySelector('#trace-frontier rect.piece-S')).fill");
    assert!(
        !fills.contains(soldier.as_str().unwrap_or_default()),
        "Cao Cao stands out from the soldiers: {fills:?} {soldier}"
    );
    let nodes = page.count("#trace-tree .node");
    assert!(nodes > 1);
    assert_eq!(page.count("#trace-tree .node rect.piece-C"), nodes);
    assert_eq!(page.count("#trace-tree .node .mini-svg text"), 0);
}

/// IDA*'s trace of the textbook's game on the page: the iteration picker lists each
/// iteration with the bound the API gives it (第 n 轮迭代，界限 b); the pseudocode line at
/// each new iteration is the bound's line (the first sets it from h(start), a later one raises
/// it to the least f pruned), and at an expansion in the middle of the run the expand line.
fn ida_iterations_and_lines(page: &Page) {
    let zh = |key: &str| i18n::text(i18n::Lang::ZhCn, key, &[]);
    let api = api_trace(
        page,
        "n-puzzle",
        json!({ "game": TEXTBOOK, "algorithm": "idastar", "heuristic": "misplaced", "max_steps": 2000 }),
    );
    let steps = api["steps"].as_array().expect("steps");
    let mut bounds: Vec<(u64, u64)> = Vec::new();
    for step in steps {
        if let (Some(n), Some(bound)) = (step["iteration"].as_u64(), step["bound"].as_u64()) {
            if bounds.last().map(|&(last, _)| last) != Some(n) {
                bounds.push((n, bound));
            }
        }
    }
    assert!(bounds.len() >= 2, "{api}");
    let offered = page
        .eval("[...document.querySelectorAll('#tree-iteration option')].map(o => o.textContent)");
    let expected: Vec<String> = bounds
        .iter()
        .map(|&(iteration, bound)| {
            i18n::text(
                i18n::Lang::ZhCn,
                "lab-tree-iteration-option",
                &[
                    ("iteration", i18n::Arg::from(iteration)),
                    ("bound", i18n::Arg::from(bound)),
                ],
            )
        })
        .collect();
    assert_eq!(offered, json!(expected), "the iterations and their bounds");

    let id = |step: &Value| step["id"].as_u64().expect("an id") as usize;
    let new_iterations: Vec<&Value> = steps
        .iter()
        .filter(|s| s["phase"] == json!("new-iteration"))
        .collect();
    assert!(new_iterations.len() >= 2, "{api}");
    let middle = steps.len() / 2;
    let expand = steps[middle..]
        .iter()
        .find(|s| s["phase"] == json!("expand"))
        .expect("an expansion in the middle of the run");
    for (step, line) in [
        (new_iterations[0], "code-ida-1"),
        (new_iterations[1], "code-ida-4"),
        (expand, "code-ida-3"),
    ] {
        go_to_step(page, id(step));
        assert_eq!(
            page.text("#trace-code li.current"),
            zh(line),
            "step {} ({}) runs {line}",
            id(step),
            step["phase"]
        );
        assert_eq!(page.count("#trace-code li.current"), 1);
    }
}

/// The least width, in screen pixels, at which a tree node's board and g, h, f can be read
/// (the tree view's READABLE_PX).
const READABLE_PX: f64 = 56.0;

/// The on-screen box of step `step`'s node in the tree: [x, y, width, height].
fn node_box(page: &Page, step: u32) -> Vec<f64> {
    let b = page.eval(&format!(
        "(r => [r.x, r.y, r.width, r.height])(document.querySelector('#trace-tree .node[data-step=\"{step}\"] rect.box').getBoundingClientRect())"
    ));
    b.as_array()
        .expect("a box")
        .iter()
        .map(|v| v.as_f64().unwrap_or(0.0))
        .collect()
}

/// A tree of hundreds of nodes: drawn first with its nodes readable (at least READABLE_PX
/// wide on screen); a drag pans the view (the viewBox moves with the pointer, its size kept);
/// "fit" shows the whole tree, its nodes then too small, and says so; a click on a node
/// zooms to it at a readable size, inside the frame.
fn tree_pan_and_readable(page: &Page) {
    let view_box = || -> Vec<f64> {
        page.eval("document.querySelector('#trace-tree svg.search-tree').getAttribute('viewBox')")
            .as_str()
            .unwrap_or_default()
            .split(' ')
            .map(|n| n.parse().unwrap_or(f64::NAN))
            .collect()
    };
    let node_px = || -> f64 {
        page.data("#trace-tree", "nodePx")
            .and_then(|n| n.parse().ok())
            .unwrap_or(0.0)
    };
    // (the frame scrolled into view first: boxes are measured where the drag happens)
    let centre = page.center_of("#trace-tree .tree-frame");
    let first = node_box(page, 1);
    assert!(
        first[2] >= READABLE_PX - 0.5 && node_px() >= READABLE_PX,
        "the first node drawn readable: {first:?}"
    );
    assert!(page.eval("document.querySelector('#trace-tree .tree-small').hidden") == json!(true));

    let before = view_box();
    let to = support::browser::Point {
        x: centre.x - 120.0,
        y: centre.y - 60.0,
    };
    page.drag_points(centre, to);
    let after = view_box();
    assert_eq!(
        (after[2], after[3]),
        (before[2], before[3]),
        "a pan keeps the zoom"
    );
    assert!(
        after[0] > before[0] && after[1] > before[1],
        "dragging left and up moves the view right and down: {before:?} -> {after:?}"
    );
    let moved = node_box(page, 1);
    assert!(
        (first[0] - moved[0] - 120.0).abs() < 2.0 && (first[1] - moved[1] - 60.0).abs() < 2.0,
        "the node moves with the pointer: {first:?} -> {moved:?}"
    );

    page.click("#trace-tree [data-zoom=fit]");
    let whole = view_box();
    assert!(
        whole[2] > after[2],
        "fit shows more: {after:?} -> {whole:?}"
    );
    let small = node_px();
    assert!(
        small < READABLE_PX,
        "hundreds of nodes fitted are small: {small}"
    );
    page.wait_for(
        "!document.querySelector('#trace-tree .tree-small').hidden",
        WAIT,
    );
    assert_eq!(
        page.text("#trace-tree .tree-small"),
        i18n::text(i18n::Lang::ZhCn, "lab-tree-small", &[])
    );
    let step = 40;
    page.click(&format!("#trace-tree .node[data-step=\"{step}\"]"));
    let zoomed = node_box(page, step);
    assert!(
        zoomed[2] >= READABLE_PX - 0.5 && node_px() >= READABLE_PX - 0.5,
        "a click zooms to the node, readable: {zoomed:?}"
    );
    let frame = page.eval(
        "(r => [r.x, r.y, r.width, r.height])(document.querySelector('#trace-tree .tree-frame').getBoundingClientRect())",
    );
    let frame: Vec<f64> = frame
        .as_array()
        .expect("a box")
        .iter()
        .map(|v| v.as_f64().unwrap_or(0.0))
        .collect();
    assert!(
        zoomed[0] >= frame[0]
            && zoomed[1] >= frame[1]
            && zoomed[0] + zoomed[2] <= frame[0] + frame[2]
            && zoomed[1] + zoomed[3] <= frame[1] + frame[3],
        "the node zoomed to is inside the frame: {zoomed:?} in {frame:?}"
    );
    assert!(page.eval("document.querySelector('#trace-tree .tree-small').hidden") == json!(true));
}

/// The textbook's exercise set in the lab's goal field: the start alone, the goal typed in.
/// A* with misplaced tiles reaches that goal in 5 moves; a goal with a tile the board lacks is
/// said under the field with its place.
fn chosen_goal(suite: &Suite, page: &Page) {
    open_lab(suite, page, "n-puzzle", "2 8 3/1 6 4/7 0 5");
    // the note under the field is the 8-puzzle's own: arrangements and their parity
    let note = page.text("#trace-goal-why");
    assert!(
        note.contains("1 2 3/8 0 4/7 6 5") && note.contains("奇偶性") && !note.contains("华容道"),
        "{note}"
    );
    page.fill("#trace-goal", "1 2 3/8 0 4/7 6 5");
    trace_misplaced(page, "astar");
    assert_eq!(page.data("#trace-status", "found").as_deref(), Some("true"));
    page.click("#trace-playback [data-action=last]");
    page.wait_data("#trace-tree", "pathNodes", "6");
    assert_eq!(page.text("#trace-goal-error"), "");
    assert_eq!(latin_words(page), json!([]), "Latin words in the lab");
    page.assert_no_console_errors();

    page.fill("#trace-goal", "1 2 3/8 0 4/7 6 x");
    page.click("#trace");
    let said = page.wait_text_contains("#trace-goal-error", "输入的第 1 行第 17 个字符");
    assert!(said.contains("目标"), "{said}");
    assert_eq!(
        page.eval("document.querySelector('#trace-goal').getAttribute('aria-invalid')"),
        json!("true")
    );
    page.wait_text_contains("#lab-message", "目标局面有误");
}

#[test]
fn lab_trace_tree_tables_and_export() {
    suite::run(
        "lab_trace",
        vec![
            scenario("textbook A* on a phone", textbook).on(Screen::Phone, "zh-CN"),
            scenario("textbook A* on a desktop", textbook).on(Screen::Desktop, "zh-CN"),
            scenario("a cut recording, IDA*'s iterations", cut_and_iterations)
                .on(Screen::Desktop, "zh-CN"),
            scenario("the textbook's goal in the goal field", chosen_goal)
                .on(Screen::Phone, "zh-CN"),
        ],
    );
}
