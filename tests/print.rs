//! Assignments and printed sheets: `assignment make` gives the same set file for the same seed
//! and the judge reads it with its optima; `print` writes a sheet that headless Chromium
//! renders (each game drawn by its puzzle's board module, the answer key present) and prints to
//! a PDF of at least two A4 pages; the web app's print page, reached from a library's Print
//! button, draws the same in Chinese.
//!
//! Chromium must be installed (the test says how when it is not).

#[path = "support/cli.rs"]
mod cli_support;
mod support;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use cli_support::{puzzlelab, stderr, stdout};
use serde_json::Value;
use support::browser::find_chromium;
use support::suite::{self, scenario, Suite};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn make(out: &Path, seed: &str) -> String {
    let out_arg = out.to_string_lossy();
    let made = puzzlelab(&[
        "assignment",
        "make",
        "--puzzle",
        "n-puzzle",
        "--levels",
        "easy:3,medium:2",
        "--param",
        "size=3",
        "--seed",
        seed,
        "--out",
        &out_arg,
    ]);
    assert!(made.status.success(), "{}", stderr(&made));
    assert!(
        stdout(&made).contains("5 games of n-puzzle (3 easy, 2 medium)"),
        "{}",
        stdout(&made)
    );
    std::fs::read_to_string(out).expect("the set file")
}

#[test]
fn assignments_are_made_again_from_their_seed_and_judged() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let first = make(&dir.path().join("a.txt"), "7");
    let again = make(&dir.path().join("b.txt"), "7");
    let other = make(&dir.path().join("c.txt"), "8");
    assert_eq!(first, again, "the same seed gives the same file");
    assert_ne!(first, other);
    assert!(
        first.starts_with(
            "# puzzlelab assignment: puzzle n-puzzle, levels easy:3,medium:2, seed 7, options size=3\n"
        ),
        "{first}"
    );
    let games: Vec<&str> = first
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .collect();
    assert_eq!(games.len(), 5);
    for line in &games {
        let columns: Vec<&str> = line.split('\t').collect();
        assert_eq!(columns.len(), 3, "{line}");
        assert!(
            columns[2].parse::<u64>().is_ok(),
            "a proven optimum: {line}"
        );
    }
    assert!(first.contains("\n# easy\n") && first.contains("\n# medium\n"));

    let set = dir.path().join("a.txt");
    let example = format!("{ROOT}/examples/judge/npuzzle_bfs.py");
    let out = puzzlelab(&[
        "judge",
        "--set",
        &set.to_string_lossy(),
        "--json",
        "--timeout",
        "20",
        "--",
        "python3",
        &example,
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let value: Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(value["summary"]["optimal"], 5, "{value:#}");

    let bad = puzzlelab(&[
        "assignment",
        "make",
        "--puzzle",
        "n-puzzle",
        "--levels",
        "impossible:2",
        "--out",
        &dir.path().join("d.txt").to_string_lossy(),
    ]);
    assert!(!bad.status.success());
    assert!(
        stderr(&bad).contains("'impossible' is not a level of n-puzzle"),
        "{}",
        stderr(&bad)
    );
}

/// The number of pages of a PDF: its objects of type `/Page` (not `/Pages`).
fn pdf_pages(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf);
    text.match_indices("/Type")
        .filter(|(at, _)| {
            let rest = text[at + "/Type".len()..].trim_start();
            rest.starts_with("/Page") && !rest.starts_with("/Pages")
        })
        .count()
}

fn chromium(args: &[&str], page: &Path) -> std::process::Output {
    let chromium = find_chromium().unwrap_or_else(|e| panic!("{e}"));
    let profile = tempfile::tempdir().expect("a profile directory");
    Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--virtual-time-budget=20000",
        ])
        .arg(format!("--user-data-dir={}", profile.path().display()))
        .args(args)
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("run Chromium")
}

#[test]
fn a_printed_sheet_renders_with_its_answer_key() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let set = dir.path().join("set.txt");
    std::fs::write(
        &set,
        "n-puzzle\t1 2 3/4 0 6/7 5 8\nn-puzzle\t8 6 7/2 5 4/3 0 1\nklotski\t横刀立马\nlianliankan\t1 2 3 2 4/5 0 6 0 3/3 6 0 5 1/4 7 7 0 3\nmatchstick\t45+46=99\ntendrops\t040244/304244/003030/000413/243220/004423\n",
    )
    .expect("write the set");
    let html = dir.path().join("sheet.html");
    let out = puzzlelab(&[
        "print",
        "--set",
        &set.to_string_lossy(),
        "--html",
        &html.to_string_lossy(),
        "--lang",
        "zh-CN",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = std::fs::read_to_string(&html).expect("the sheet");
    assert!(page.contains("<html lang=\"zh-CN\""));
    assert!(page.contains("id=\"answer-key\""), "the answer key's place");

    // the page as Chromium draws it: every game by its board module, the key with its moves
    let dom = chromium(&["--dump-dom"], &html);
    let dom = String::from_utf8_lossy(&dom.stdout);
    assert!(
        dom.contains("data-ready=\"true\""),
        "the sheet finished drawing: {}",
        &dom[..dom.len().min(2000)]
    );
    assert_eq!(
        dom.matches("class=\"sheet-game\"").count(),
        6,
        "one drawing per game"
    );
    assert_eq!(
        dom.matches("class=\"np-grid").count(),
        2,
        "the 15-puzzle's board, as its page draws it"
    );
    assert!(dom.contains("klotski-board"), "Klotski's board");
    assert!(
        dom.contains("<h1 id=\"answer-key-title\" data-i18n=\"print-answer-key\">答案</h1>"),
        "the key, in Chinese"
    );
    assert!(
        !dom.contains("id=\"answer-key\" hidden"),
        "the key is shown"
    );
    assert_eq!(dom.matches("class=\"answer\"").count(), 6);
    assert!(
        dom.contains("共 31 步"),
        "the 8-puzzle's 31 moves in the key"
    );

    let pdf = dir.path().join("sheet.pdf");
    let printed = chromium(
        &[
            "--no-pdf-header-footer",
            &format!("--print-to-pdf={}", pdf.display()),
        ],
        &html,
    );
    let bytes = std::fs::read(&pdf)
        .unwrap_or_else(|e| panic!("no PDF ({e}): {}", String::from_utf8_lossy(&printed.stderr)));
    let pages = pdf_pages(&bytes);
    assert!(
        pages >= 2,
        "{pages} page(s): the games, then the key on pages of its own"
    );

    // without the key
    let out = puzzlelab(&[
        "print",
        "--set",
        &set.to_string_lossy(),
        "--html",
        &html.to_string_lossy(),
        "--no-answers",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = std::fs::read_to_string(&html).expect("the sheet");
    assert!(page.contains("\"answers\":false") && !page.contains("\"solution\""));
}

#[test]
fn the_print_page_of_the_web_app() {
    suite::run(
        "print",
        vec![
            scenario("a library's print button", print_button),
            scenario("a sheet in Chinese", sheet_in_chinese)
                .on(support::browser::Screen::Desktop, "zh-CN"),
        ],
    );
}

fn print_button(suite: &Suite, page: &support::browser::Page) {
    page.goto(&suite.url("/n-puzzle"));
    page.wait_for(
        "document.querySelector('#library-print[href]') !== null",
        Duration::from_secs(20),
    );
    let href = page.eval("document.querySelector('#library-print').getAttribute('href')");
    let href = href.as_str().expect("a link");
    assert!(
        href.starts_with("/print?library=") && href.ends_with("&lang=en"),
        "{href}"
    );
}

fn sheet_in_chinese(suite: &Suite, page: &support::browser::Page) {
    page.goto(&suite.url("/print?puzzle=n-puzzle&game=1%202%203/4%200%206/7%205%208&game=1%202%203/4%205%206/7%200%208&lang=zh-CN"));
    page.wait_for(
        "document.body.dataset.ready === 'true'",
        Duration::from_secs(30),
    );
    assert_eq!(page.count(".sheet-game"), 2);
    assert_eq!(page.count(".sheet-game .np-grid"), 2);
    assert_eq!(
        page.count("#answer-key .answer li"),
        3,
        "2 + 1 moves in the key"
    );
    assert_eq!(page.text("#answer-key-title"), "答案");
    assert_eq!(page.text("#print-button"), "打印");
}
