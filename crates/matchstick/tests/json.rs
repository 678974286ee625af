//! The JSON shapes the command line and the web API send: the field names are a contract.

use matchstick::{parse, solve, Game, ParseError, Rules, Task};
use search::Limits;
use serde_json::Value;

fn json<T: serde::Serialize>(value: &T) -> Value {
    match serde_json::to_value(value) {
        Ok(v) => v,
        Err(e) => panic!("cannot encode: {e}"),
    }
}

#[test]
fn a_solve_report_has_the_design_md_fields() {
    let Ok(eq) = parse("45+46=99", &Rules::default()) else {
        panic!("parse")
    };
    let v = json(&solve(
        &eq,
        &Rules::default(),
        Task::Move,
        1,
        &Limits::none(),
    ));
    assert_eq!(v["equation"], "45+46=99");
    assert_eq!(v["moves"], 1);
    assert_eq!(v["solutions"], serde_json::json!(["45+48=93", "49+46=95"]));
    for field in ["expanded", "generated", "elapsed_ms"] {
        assert!(v["stats"][field].is_number(), "stats.{field}");
    }
    let first = &v["answers"][0];
    assert_eq!(first["equation"], "45+48=93");
    assert!(first["moves"][0]["from"]["cell"].is_number());
    assert!(first["moves"][0]["to"]["slot"].is_number());
}

#[test]
fn a_parse_error_names_its_kind_and_column() {
    let Err(e) = parse("7+3=9=", &Rules::default()) else {
        panic!("accepted")
    };
    let v = json(&e);
    assert_eq!(v["kind"], "second_equals");
    assert_eq!(v["column"], 6);
    let v = json(&ParseError::NoEquals);
    assert_eq!(v["kind"], "no_equals");
}

#[test]
fn a_game_view_carries_what_a_page_draws() {
    let Ok(game) = Game::from_input("7+3=9", &Rules::default(), Task::Move, 1) else {
        panic!("parse")
    };
    let v = json(&game.view());
    assert_eq!(v["puzzle"], "7+3=9");
    assert_eq!(v["target"], 1);
    assert_eq!(v["solved"], false);
    assert_eq!(v["current"], "7+3=9");
    assert_eq!(v["layout"]["cells"].as_array().map(Vec::len), Some(5));
    assert_eq!(v["layout"]["cells"][0]["kind"], "digit");
    assert_eq!(v["sticks"].as_array().map(Vec::len), Some(5));
}
