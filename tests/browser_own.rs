//! The search lab's "your algorithm" panel in headless Chromium: a real report of
//! `puzzlelab judge --json` (the 8-puzzle BFS of `examples/judge/`) imported on the lab page
//! puts the student's row in the comparison with the judge's verdict and cost; bad files get
//! their message (not JSON, too big, another puzzle); the experiment's games, written as a
//! set file and judged, put the student's average nodes expanded on the experiment's plot;
//! the panel's Python template is the chosen puzzle's, compiles, and (on the 8-puzzle, with
//! the package `puzzlelab` or its stand-in in `tests/judge/stand_in/`) is judged optimal;
//! the panel in Chinese.

mod support;

#[path = "support/cli.rs"]
mod cli;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use serde_json::Value;
use support::browser::{js_str, Page};
use support::suite::{self, scenario, Suite};

const EASY: &str = "1 2 3/4 0 6/7 5 8";
const ONE_MOVE: &str = "1 2 3/4 5 6/7 0 8";

/// Runs the judge with `program` (a Python file) on `set` and returns its `--json` report.
fn judge(dir: &Path, set: &str, program: &Path, pythonpath: Option<&Path>) -> String {
    let set_file = dir.join("set.txt");
    std::fs::write(&set_file, set).expect("write the set file");
    let mut command = Command::new(env!("CARGO_BIN_EXE_puzzlelab"));
    command.args([
        "judge",
        "--set",
        set_file.to_str().expect("UTF-8 path"),
        "--json",
        "--",
        "python3",
        program.to_str().expect("UTF-8 path"),
    ]);
    if let Some(path) = pythonpath {
        command.env("PYTHONPATH", path);
    }
    let out = command.output().expect("run puzzlelab judge");
    assert!(out.status.success(), "judge failed: {}", cli::stderr(&out));
    cli::stdout(&out)
}

fn example_program() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/judge/npuzzle_bfs.py")
}

fn open_lab(suite: &Suite, page: &Page, query: &str) {
    page.goto(&suite.url(&format!("/lab{query}")));
    page.wait_for(
        "document.body?.dataset.ready === 'true'",
        Duration::from_secs(10),
    );
}

/// A file holding `text`, chosen in the panel's file input.
fn import(page: &Page, dir: &Path, name: &str, text: &str) {
    let file = dir.join(name);
    std::fs::write(&file, text).expect("write the report");
    page.choose_file("#own-file", &file);
}

/// A judge report of two 8-puzzles imported; the student's row beside the solvers.
fn report_in_the_comparison(suite: &Suite, page: &Page) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let report = judge(
        dir.path(),
        &format!("n-puzzle\t{EASY}\nn-puzzle\t{ONE_MOVE}\n"),
        &example_program(),
        None,
    );
    let parsed: Value = serde_json::from_str(&report).expect("the judge's JSON");
    let rows = parsed["rows"].as_array().expect("rows");
    assert_eq!(rows.len(), 2);
    let easy = rows
        .iter()
        .find(|r| r["game"] == EASY)
        .expect("the easy game's row");
    assert_eq!(easy["verdict"], "optimal", "{report}");
    let cost = easy["cost"].as_u64().expect("a cost");

    open_lab(
        suite,
        page,
        &format!("?puzzle=n-puzzle&game={}", EASY.replace(' ', "+")),
    );
    import(page, dir.path(), "report.json", &report);
    page.wait_for_selector("#own-report:not([hidden]) #own-rows tbody tr");
    assert_eq!(page.count("#own-rows tbody tr"), 2);
    let message = page.text("#own-message");
    assert!(message.contains("2 games"), "{message}");
    assert!(page.text("#own-command").contains("npuzzle_bfs.py"));

    // the easy game's row: compare on it
    page.eval(&format!(
        "[...document.querySelectorAll('#own-rows tbody tr')].find(tr => tr.querySelector('code').textContent === {}).querySelector('button').click()",
        js_str(EASY)
    ));
    page.wait_for_selector("#comparison:not([hidden]) #own-compare-row");
    assert_eq!(
        page.data("#own-compare-row", "verdict").as_deref(),
        Some("optimal")
    );
    let cells = page
        .eval("[...document.querySelectorAll('#own-compare-row td')].map(td => td.textContent)");
    let cells: Vec<&str> = cells
        .as_array()
        .expect("cells")
        .iter()
        .map(|c| c.as_str().unwrap_or(""))
        .collect();
    assert!(cells[0].starts_with("Your algorithm"), "{cells:?}");
    assert!(cells[0].contains("npuzzle_bfs.py"), "{cells:?}");
    assert_eq!(cells[2], cost.to_string(), "{cells:?}");
    assert!(cells[3].starts_with("optimal"), "{cells:?}");
    assert_eq!(
        cells[4],
        easy["expanded"].as_u64().expect("expanded").to_string()
    );
    // the built-in solvers' rows are still there, beside it
    assert!(page.count("#compare-table tbody tr") > 2);

    // a game the report lacks: said in its row
    page.fill("#game", "1 2 3/0 4 6/7 5 8");
    page.click("#compare");
    page.wait_text_contains("#own-compare-row", "no row for this game");

    // bad files: each says what is wrong, and the report read before is forgotten by none
    import(page, dir.path(), "notes.json", "not json at all");
    page.wait_text_contains("#own-message", "not JSON");
    let other = report.replace("\"n-puzzle\"", "\"klotski\"");
    import(page, dir.path(), "klotski.json", &other);
    page.wait_text_contains("#own-message", "has no game of");
    import(
        page,
        dir.path(),
        "rows.json",
        r#"{"command": "x", "rows": [{"puzzle": "n-puzzle"}], "summary": {}}"#,
    );
    page.wait_text_contains("#own-message", "Row 1");
    let big = format!("{{\"pad\": \"{}\"}}", "x".repeat(3 * 1024 * 1024));
    import(page, dir.path(), "big.json", &big);
    let said = page.wait_text_contains("#own-message", "may be at most");
    assert!(said.contains("KB"), "{said}");
}

/// The experiment's games, judged, on the experiment's plot.
fn report_in_the_experiment(suite: &Suite, page: &Page) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    open_lab(suite, page, "?puzzle=n-puzzle&game=1+2+3/4+5+6/7+8+0");
    page.wait_for(
        "!document.querySelector('#experiment-panel').hidden",
        Duration::from_secs(10),
    );
    page.fill("#experiment-depths", "2,4");
    page.fill("#experiment-instances", "3");
    page.click("#experiment");
    page.wait_for_selector("#experiment-result:not([hidden])");
    // the set file the button offers
    let set = page.download("#experiment-set").text();
    let games: Vec<&str> = set.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(games.len(), 6, "{set}");
    assert!(games.iter().all(|l| l.starts_with("n-puzzle\t")), "{set}");

    // a report of other games first: said plainly
    let unrelated = judge(
        dir.path(),
        &format!("n-puzzle\t{ONE_MOVE}\n"),
        &example_program(),
        None,
    );
    import(page, dir.path(), "unrelated.json", &unrelated);
    page.wait_text_contains("#experiment-own", "no rows for these instances");

    let report = judge(dir.path(), &set, &example_program(), None);
    import(page, dir.path(), "experiment.json", &report);
    page.wait_text_contains("#experiment-own", "from 6 rows");
    let series = page
        .data("#experiment-canvas", "series")
        .unwrap_or_default();
    assert!(series.contains("your algorithm"), "{series}");
}

/// The template is the chosen puzzle's, compiles and, on the 8-puzzle, is judged optimal.
fn template(suite: &Suite, page: &Page) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    open_lab(suite, page, "?puzzle=klotski");
    page.wait_for(
        "document.querySelector('#own-template').dataset.puzzle === 'klotski'",
        Duration::from_secs(10),
    );
    let klotski = page.text("#own-template");
    assert!(klotski.contains("PUZZLE = \"klotski\""), "{klotski}");
    assert!(page.text("#own-notation").contains("->"));
    page.select_option("#puzzle", "n-puzzle");
    page.wait_for(
        "document.querySelector('#own-template').dataset.puzzle === 'n-puzzle'",
        Duration::from_secs(10),
    );
    let code = page.eval("document.querySelector('#own-template').textContent");
    let code = code.as_str().expect("the template");
    assert!(code.contains("PUZZLE = \"n-puzzle\""), "{code}");
    assert!(code.contains("puzzlelab.Problem(PUZZLE, request[\"game\"])"));
    let request = page.text("#own-request");
    let request: Value = serde_json::from_str(&request).expect("the request line is JSON");
    assert_eq!(request["puzzle"], "n-puzzle");

    let program = dir.path().join("n_puzzle_bfs.py");
    std::fs::write(&program, code).expect("write the template");
    let compiled = Command::new("python3")
        .args(["-m", "py_compile"])
        .arg(&program)
        .output()
        .expect("run python3");
    assert!(
        compiled.status.success(),
        "{}",
        String::from_utf8_lossy(&compiled.stderr)
    );
    // the package when installed, else its stand-in
    let installed = Command::new("python3")
        .args(["-c", "import puzzlelab; puzzlelab.Problem"])
        .output()
        .is_ok_and(|o| o.status.success());
    let stand_in = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/judge/stand_in");
    let report = judge(
        dir.path(),
        &format!("n-puzzle\t{EASY}\n"),
        &program,
        (!installed).then_some(stand_in.as_path()),
    );
    let report: Value = serde_json::from_str(&report).expect("the judge's JSON");
    assert_eq!(report["rows"][0]["verdict"], "optimal", "{report}");

    // the copy button puts the template on the clipboard (or says it could not)
    page.click("#own-copy");
    page.wait_for(
        "document.querySelector('#own-copy-message').textContent !== ''",
        Duration::from_secs(5),
    );
}

/// The panel in Chinese: its words from the Chinese catalogue, the template's comments too.
fn chinese(suite: &Suite, page: &Page) {
    open_lab(suite, page, "?puzzle=n-puzzle");
    let catalogue = page.eval(
        "fetch('/api/i18n/zh-CN').then(r => r.json()).then(c => [c.messages['own-title'], c.messages['own-template-doc-bfs']])",
    );
    let title = catalogue[0].as_str().expect("own-title in Chinese");
    assert_eq!(page.text("#own-panel h2"), title);
    let code = page.text("#own-template");
    assert!(
        code.contains(catalogue[1].as_str().expect("a docstring")),
        "{code}"
    );
    assert_eq!(page.count("#own-verdicts dt"), 7);

    // on a 360 px phone, with a report's rows shown: nothing scrolls sideways
    page.call(
        "Emulation.setDeviceMetricsOverride",
        serde_json::json!({"width": 360, "height": 740, "deviceScaleFactor": 3, "mobile": true}),
    );
    let dir = tempfile::tempdir().expect("a temporary folder");
    let report = judge(
        dir.path(),
        &format!("n-puzzle\t{EASY}\nn-puzzle\t{ONE_MOVE}\n"),
        &example_program(),
        None,
    );
    import(page, dir.path(), "report.json", &report);
    page.wait_for_selector("#own-report:not([hidden]) #own-rows tbody tr");
    let widths = page.eval("[window.innerWidth, document.documentElement.scrollWidth]");
    assert_eq!(widths[0], 360, "{widths}");
    assert!(
        widths[1].as_f64().unwrap_or(f64::MAX) <= 360.0,
        "the page scrolls sideways at 360 px: {widths}"
    );
    page.call(
        "Emulation.clearDeviceMetricsOverride",
        serde_json::json!({}),
    );
}

#[test]
fn your_algorithm_in_the_lab() {
    suite::run(
        "own",
        vec![
            scenario("a judge report in the comparison", report_in_the_comparison),
            scenario("a judge report in the experiment", report_in_the_experiment),
            scenario("the Python template", template),
            scenario("the panel in Chinese", chinese).on(support::browser::Screen::Phone, "zh-CN"),
        ],
    );
}
