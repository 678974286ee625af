//! `puzzlelab judge` through the real binary: programs of every kind (right, wasteful,
//! illegal, slow, crashing, garbled, memory-hungry, a gigabyte of output) each get their
//! verdict within their limits, the reports come out in both languages, usage errors are
//! refused, and the C++ example of `examples/judge/` is judged optimal.
//!
//! The programs are the small Python scripts of `tests/judge/` and the examples; Python 3 and
//! g++ must be installed (the test says how when they are not).

#[path = "support/cli.rs"]
mod cli_support;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use cli_support::{puzzlelab, stderr, stdout};
use serde_json::Value;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// 8-puzzle games 1, 2 and 4 moves from the goal.
const SET: &str = "# three 8-puzzles\nn-puzzle\t1 2 3/4 5 6/7 0 8\n\nn-puzzle\t1 2 3/4 0 6/7 5 8\nn-puzzle\t1 2 3/0 4 6/7 5 8\t3\n";

fn python() -> &'static str {
    let found = Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        found,
        "these tests run Python 3 programs: install it (apt-get install python3) so that `python3` is on the PATH"
    );
    "python3"
}

fn program(name: &str) -> String {
    format!("{ROOT}/tests/judge/{name}.py")
}

fn set_file(dir: &Path, text: &str) -> PathBuf {
    let path = dir.join("set.txt");
    std::fs::write(&path, text).expect("write the set");
    path
}

/// `puzzlelab judge --set SET --json FLAGS -- COMMAND`, its output as JSON.
fn judge(set: &Path, flags: &[&str], command: &[&str]) -> (Output, Value) {
    let set = set.to_string_lossy();
    let mut args = vec!["judge", "--set", &set, "--json"];
    args.extend_from_slice(flags);
    args.push("--");
    args.extend_from_slice(command);
    let out = puzzlelab(&args);
    assert!(
        out.status.success(),
        "judge {args:?} failed: {}",
        stderr(&out)
    );
    let value = serde_json::from_str(&stdout(&out)).expect("one JSON object");
    (out, value)
}

fn verdicts(value: &Value) -> Vec<String> {
    value["rows"]
        .as_array()
        .expect("rows")
        .iter()
        .map(|r| r["verdict"].as_str().unwrap_or("?").to_string())
        .collect()
}

#[test]
fn every_kind_of_program_gets_its_verdict() {
    let python = python();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let set = set_file(dir.path(), SET);
    let example = format!("{ROOT}/examples/judge/npuzzle_bfs.py");

    let (_, right) = judge(&set, &["--timeout", "5"], &[python, &example]);
    assert_eq!(verdicts(&right), ["optimal"; 3], "{right:#}");
    let row = &right["rows"][1];
    assert_eq!(
        (
            row["puzzle"].as_str(),
            row["cost"].as_u64(),
            row["optimum"].as_u64()
        ),
        (Some("n-puzzle"), Some(2), Some(2))
    );
    assert!(
        row["expanded"].as_u64().is_some_and(|n| n > 0),
        "the program's own count"
    );
    assert!(row["seconds"].as_f64().is_some_and(|s| s > 0.0 && s < 5.0));
    assert_eq!(right["summary"]["games"], 3);
    assert_eq!(right["summary"]["optimal"], 3);
    assert_eq!(right["summary"]["failed"], 0);
    // the third game's optimum is the set's own column
    assert_eq!(right["rows"][2]["optimum"], 3);

    let one = set_file(dir.path(), "n-puzzle\t1 2 3/4 0 6/7 5 8\n");
    let (_, wasteful) = judge(&one, &["--timeout", "5"], &[python, &program("wasteful")]);
    assert_eq!(verdicts(&wasteful), ["valid"]);
    assert_eq!(
        (
            wasteful["rows"][0]["cost"].as_u64(),
            wasteful["rows"][0]["optimum"].as_u64()
        ),
        (Some(4), Some(2))
    );
    assert_eq!(wasteful["summary"]["valid"], 1);

    let (_, illegal) = judge(&one, &["--timeout", "5"], &[python, &program("illegal")]);
    assert_eq!(verdicts(&illegal), ["illegal"]);
    let detail = illegal["rows"][0]["detail"].as_str().expect("why");
    assert!(
        detail.starts_with("move 1 ("),
        "the move and its place: {detail}"
    );

    let started = std::time::Instant::now();
    let (_, slow) = judge(&one, &["--timeout", "1"], &[python, &program("slow")]);
    assert_eq!(verdicts(&slow), ["timeout"]);
    assert!(
        started.elapsed().as_secs_f64() < 6.0,
        "stopped at its limit: {:?}",
        started.elapsed()
    );
    assert!(slow["rows"][0]["seconds"]
        .as_f64()
        .is_some_and(|s| (1.0..3.0).contains(&s)));

    let (_, crashing) = judge(&one, &["--timeout", "5"], &[python, &program("crashing")]);
    assert_eq!(verdicts(&crashing), ["crashed"]);
    let detail = crashing["rows"][0]["detail"].as_str().expect("why");
    assert!(
        detail.contains("exit status 1") && detail.contains("broken on purpose"),
        "{detail}"
    );

    let (_, garbled) = judge(&one, &["--timeout", "5"], &[python, &program("garbled")]);
    assert_eq!(verdicts(&garbled), ["bad-output"]);
    assert!(garbled["rows"][0]["detail"]
        .as_str()
        .is_some_and(|d| d.contains("not JSON")));
    assert_eq!(garbled["summary"]["failed"], 1);
    assert_eq!(garbled["summary"]["verdicts"]["bad-output"], 1);
}

#[test]
fn memory_and_output_are_capped() {
    let python = python();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let one = set_file(dir.path(), "n-puzzle\t1 2 3/4 0 6/7 5 8\n");

    let started = std::time::Instant::now();
    let (_, hog) = judge(
        &one,
        &["--timeout", "20", "--memory", "256"],
        &[python, &program("memory_hog")],
    );
    assert_eq!(verdicts(&hog), ["crashed"], "{hog:#}");
    assert!(
        hog["rows"][0]["detail"]
            .as_str()
            .is_some_and(|d| d.contains("MemoryError")),
        "{hog:#}"
    );
    assert!(
        started.elapsed().as_secs_f64() < 15.0,
        "stopped by its memory limit, not its time"
    );

    let (_, flood) = judge(
        &one,
        &["--timeout", "20", "--max-output", "64"],
        &[python, &program("gigabyte")],
    );
    assert_eq!(verdicts(&flood), ["bad-output"], "{flood:#}");
    assert!(flood["rows"][0]["detail"]
        .as_str()
        .is_some_and(|d| d.contains("more than 64 KB")));
    let peak = flood["judge"]["peak_memory_kb"]
        .as_u64()
        .expect("the judge's own peak");
    assert!(
        peak < 64 * 1024,
        "the judge held {peak} KB for a gigabyte of output"
    );
}

#[test]
fn reports_are_written_in_the_chosen_language() {
    let python = python();
    let dir = tempfile::tempdir().expect("a temporary directory");
    let set = set_file(dir.path(), SET);
    let csv = dir.path().join("report.csv");
    let html = dir.path().join("report.html");
    let example = format!("{ROOT}/examples/judge/npuzzle_bfs.py");
    let (csv_arg, html_arg) = (csv.to_string_lossy(), html.to_string_lossy());
    let out = puzzlelab(&[
        "judge",
        "--set",
        &set.to_string_lossy(),
        "--lang",
        "zh-CN",
        "--csv",
        &csv_arg,
        "--html",
        &html_arg,
        "--",
        python,
        &example,
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let table = stdout(&out);
    assert!(
        table.contains("评判结果") && table.contains("最优"),
        "{table}"
    );
    assert!(
        table
            .trim_end()
            .ends_with("共 3 局：最优 3，正确 0，失败 0"),
        "{table}"
    );

    let csv = std::fs::read_to_string(&csv).expect("the CSV");
    assert!(
        csv.starts_with("\u{feff}puzzle,game,verdict,verdict_text,"),
        "a byte-order mark for Excel"
    );
    assert_eq!(csv.lines().count(), 4);
    assert!(csv.contains(",optimal,最优,"), "{csv}");

    let html = std::fs::read_to_string(&html).expect("the report");
    assert!(html.contains("<html lang=\"zh-CN\">") && html.contains("评测报告"));
    assert_eq!(
        html.matches("class=\"verdict v-optimal\"").count(),
        4,
        "three rows and the summary"
    );
    assert!(html.contains("npuzzle_bfs.py") && html.contains("数字华容道"));

    // in English by default
    let out = puzzlelab(&[
        "judge",
        "--set",
        &set.to_string_lossy(),
        "--",
        python,
        &example,
    ]);
    assert!(
        stdout(&out)
            .trim_end()
            .ends_with("3 games: 3 optimal, 0 valid, 0 failed"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn usage_errors_are_refused_with_their_place() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let bad = set_file(
        dir.path(),
        "# games\nn-puzzle\t1 2 3/4 5 6/7 0 8\nn-puzzle 1 2 3/4 5 6/7 8 0\n",
    );
    let out = puzzlelab(&["judge", "--set", &bad.to_string_lossy(), "--", "true"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("line 3, column 1: no tab"),
        "{}",
        stderr(&out)
    );

    let bad = set_file(dir.path(), "n-puzzle\t1 2 3/4 5 6/7 0 9\n");
    let out = puzzlelab(&["judge", "--set", &bad.to_string_lossy(), "--", "true"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("set.txt, line 1, column "),
        "{}",
        stderr(&out)
    );

    let set = set_file(dir.path(), SET);
    let out = puzzlelab(&[
        "judge",
        "--set",
        &set.to_string_lossy(),
        "--",
        "/no/such/solver",
    ]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("cannot start /no/such/solver"),
        "{}",
        stderr(&out)
    );
    assert!(stdout(&out).is_empty());

    let out = puzzlelab(&["judge", "--set", &set.to_string_lossy()]);
    assert!(!out.status.success(), "no program to judge");
}

#[test]
fn the_cpp_example_is_judged_optimal() {
    let found = Command::new("g++")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        found,
        "this test compiles examples/judge/npuzzle_bfs.cpp: install g++ (apt-get install g++)"
    );
    let dir = tempfile::tempdir().expect("a temporary directory");
    let binary = dir.path().join("npuzzle_bfs");
    let compiled = Command::new("g++")
        .args(["-O2", "-std=c++17", "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&binary)
        .arg(format!("{ROOT}/examples/judge/npuzzle_bfs.cpp"))
        .output()
        .expect("run g++");
    assert!(
        compiled.status.success(),
        "g++: {}",
        String::from_utf8_lossy(&compiled.stderr)
    );
    let set = set_file(dir.path(), &format!("{SET}n-puzzle\t8 6 7/2 5 4/3 0 1\n"));
    let (_, value) = judge(&set, &["--timeout", "10"], &[&binary.to_string_lossy()]);
    assert_eq!(verdicts(&value), ["optimal"; 4], "{value:#}");
    assert_eq!(value["rows"][3]["cost"], 31, "the hardest 8-puzzle");
}
