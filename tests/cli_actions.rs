//! Each puzzle's own actions as commands, built from what the puzzle declares: the command
//! names of before (`klotski list` as an alias of `classics`), their text in the user's
//! language, `--json` the typed answer, `--csv` a table, `--save` the census's figures kept.

#[path = "support/cli.rs"]
mod cli_support;

use cli_support::{puzzlelab, stderr};

fn text(args: &[&str]) -> String {
    let out = puzzlelab(args);
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn json(args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&text(args)).expect("one JSON object")
}

#[test]
fn the_classics_are_listed_by_their_old_name_too() {
    let listed = text(&["klotski", "list"]);
    assert_eq!(listed, text(&["klotski", "classics"]));
    let hengdao = listed
        .lines()
        .find(|l| l.starts_with("横刀立马"))
        .expect("横刀立马 is listed");
    // docs/rules/klotski.md: 81 (step), 90 (straight), 116 (unit) moves
    let figures: Vec<&str> = hengdao.split_whitespace().collect();
    assert_eq!(&figures[3..6], ["81", "90", "116"], "{hengdao}");
    let answer = json(&["klotski", "classics", "--json"]);
    assert_eq!(answer["action"], "classics");
    assert_eq!(answer["figures"]["layouts"][0]["name"], "横刀立马");
}

#[test]
fn a_layout_is_analysed_in_the_metric_its_flag_sets() {
    let answer = json(&[
        "klotski",
        "analyze",
        "横刀立马",
        "--metric",
        "unit",
        "--json",
    ]);
    assert_eq!(answer["figures"]["distance"], 116);
    let said = text(&["--lang", "zh-CN", "klotski", "analyze", "横刀立马"]);
    assert!(said.contains("到目标的距离  81"), "{said}");
    let out = puzzlelab(&["klotski", "analyze", "横刀立马", "--max-nodes", "10"]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("the analysis stopped"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_matchstick_catalogue_prints_its_puzzles_as_csv_on_request() {
    let summary = text(&["matchstick", "catalogue", "-k", "1", "--digits", "1"]);
    assert!(summary.contains("true equations ->"), "{summary}");
    let csv = text(&[
        "matchstick",
        "catalogue",
        "--moves",
        "1",
        "--digits",
        "1",
        "--csv",
    ]);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next(),
        Some("equation,moves,answers,difficulty,score")
    );
    let figures = json(&[
        "matchstick",
        "catalogue",
        "-k",
        "1",
        "--digits",
        "1",
        "--json",
    ]);
    assert_eq!(figures["figures"]["puzzles"], lines.count());
    let equation = json(&[
        "matchstick",
        "equation",
        "-5+3=-2",
        "--leading-minus",
        "--json",
    ]);
    assert_eq!(equation["figures"]["true"], true);
}

#[test]
fn a_ten_drops_tap_is_simulated_and_the_campaign_listed() {
    let board = "040244/304244/003030/000413/243220/004423";
    let said = text(&["tendrops", "simulate", board, "--tap", "0,1"]);
    assert!(said.starts_with("tap 0,1 on "), "{said}");
    assert!(said.contains("bursts 2, droplets lost 4"), "{said}");
    let campaign = json(&["tendrops", "campaign", "--json"]);
    let levels = campaign["figures"]["levels"].as_array().expect("levels");
    assert_eq!(
        campaign["table"]["rows"].as_array().map(Vec::len),
        Some(levels.len())
    );
    let out = puzzlelab(&["tendrops", "simulate", board, "--tap", "9,9"]);
    assert!(
        stderr(&out).contains("outside the 6x6 board"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_shuffle_deals_a_game_and_the_census_keeps_its_figures() {
    let dealt = json(&[
        "lianliankan",
        "shuffle",
        "1 2 3 4/4 3 2 1/1 2 3 4/4 3 2 1;turns=0",
        "--seed",
        "5",
        "--json",
    ]);
    assert!(dealt["position"]["game"].is_string(), "{dealt}");
    let dir = tempfile::tempdir().expect("a folder");
    let db = dir.path().join("lab.db");
    let db = db.to_str().expect("UTF-8");
    let said = text(&[
        "--db", db, "klotski", "census", "--set", "standard", "--save",
    ]);
    assert!(said.contains("363480"), "{said}");
    let conn = rusqlite::Connection::open(db).expect("the database");
    let kept: i64 = conn
        .query_row(
            "SELECT COUNT(*) FROM results WHERE puzzle = 'klotski' AND key = 'census/standard'",
            [],
            |row| row.get(0),
        )
        .expect("counted");
    assert_eq!(kept, 1);
}
