//! Saved games, records (lower is better) and analysis results.

use serde::{Deserialize, Serialize};
use serde_json::json;
use store::{Error, GameUpdate, NewGame, NewRecord, Store};

fn store() -> Store {
    Store::open_in_memory().expect("store")
}

#[test]
fn save_update_list_load_delete_games() {
    let mut s = store();
    let g = s
        .save_game(&NewGame {
            puzzle: "klotski".into(),
            game: "VCCV/VCCV/VHHV/VSSV/S..S".into(),
            name: "my try".into(),
            state: "VCCV/VCCV/VHHV/VSSV/.S.S".into(),
            moves: json!([{"from": [4, 0], "to": [4, 1]}]),
        })
        .expect("save");
    assert_eq!(g.created, g.updated);
    let t = s
        .save_game(&NewGame {
            puzzle: "tendrops".into(),
            game: "123400/000000/000000/000000/000000/000000".into(),
            name: String::new(),
            state: "023400/000000/000000/000000/000000/000000".into(),
            moves: serde_json::Value::Null,
        })
        .expect("save");
    assert_eq!(t.moves, json!([]), "null moves are stored as []");
    std::thread::sleep(std::time::Duration::from_millis(3));
    let u = s
        .update_game(
            g.id,
            &GameUpdate {
                state: Some("VCCV/VCCV/VHHV/VSSV/S.S.".into()),
                moves: Some(json!([1, 2])),
                ..GameUpdate::default()
            },
        )
        .expect("update");
    assert_eq!(u.name, "my try", "unchanged fields stay");
    assert_eq!(u.moves, json!([1, 2]));
    assert!(u.updated > g.updated, "{} > {}", u.updated, g.updated);
    assert_eq!(s.load_game(g.id).expect("load"), Some(u.clone()));
    assert_eq!(
        s.list_games(Some("klotski")).expect("list"),
        vec![u.clone()]
    );
    let all = s.list_games(None).expect("list");
    assert_eq!(
        all.first().map(|g| g.id),
        Some(g.id),
        "most recently updated first"
    );
    assert_eq!(all.len(), 2);
    let err = s
        .update_game(999, &GameUpdate::default())
        .expect_err("missing");
    assert!(
        matches!(
            err,
            Error::NotFound {
                what: store::Missing::SavedGame,
                id: 999
            }
        ),
        "{err:?}"
    );
    assert!(s.delete_game(g.id).expect("delete"));
    assert_eq!(s.load_game(g.id).expect("load"), None);
    assert!(!s.delete_game(g.id).expect("delete again"));
}

#[test]
fn records_keep_the_lowest_value() {
    let mut s = store();
    let rec = |value: i64, who: &str| NewRecord {
        puzzle: "klotski".into(),
        game: "VCCV/VCCV/VHHV/VSSV/S..S".into(),
        metric: "moves".into(),
        value,
        who: Some(who.into()),
        details: json!({"value": value}),
    };
    let first = s.submit_record(&rec(120, "ann")).expect("submit");
    assert!(first.improved);
    assert_eq!(first.previous, None);
    assert_eq!(first.best.value, 120);
    let worse = s.submit_record(&rec(130, "bob")).expect("submit");
    assert!(!worse.improved);
    assert_eq!(worse.best.who.as_deref(), Some("ann"));
    let tie = s.submit_record(&rec(120, "cat")).expect("submit");
    assert!(!tie.improved, "a tie keeps the earlier holder");
    assert_eq!(tie.best.who.as_deref(), Some("ann"));
    let better = s.submit_record(&rec(81, "dan")).expect("submit");
    assert!(better.improved);
    assert_eq!(better.previous.map(|p| p.value), Some(120));
    assert_eq!(better.best.value, 81);
    assert_eq!(better.best.details, json!({"value": 81}));
    // Another metric is another record.
    s.submit_record(&NewRecord {
        metric: "time_ms".into(),
        ..rec(9000, "ann")
    })
    .expect("submit");
    let got = s
        .get_record("klotski", "VCCV/VCCV/VHHV/VSSV/S..S", "moves")
        .expect("get")
        .expect("present");
    assert_eq!(got.value, 81);
    assert_eq!(s.list_records("klotski", None).expect("list").len(), 2);
    assert_eq!(
        s.list_records("klotski", Some("other"))
            .expect("list")
            .len(),
        0
    );
    assert!(s.delete_record(got.id).expect("delete"));
    assert_eq!(
        s.get_record("klotski", "VCCV/VCCV/VHHV/VSSV/S..S", "moves")
            .expect("get"),
        None
    );
    assert!(matches!(
        s.submit_record(&NewRecord {
            metric: String::new(),
            ..rec(1, "x")
        }),
        Err(Error::Invalid(_))
    ));
    // Records serialize with the documented field names.
    let v = serde_json::to_value(&better.best).expect("json");
    for field in [
        "puzzle", "game", "metric", "value", "who", "when", "details",
    ] {
        assert!(v.get(field).is_some(), "{field} in {v}");
    }
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Census {
    positions: u64,
    by_depth: Vec<u64>,
}

#[test]
fn results_upsert_and_typed_access() {
    let mut s = store();
    let census = Census {
        positions: 65_880,
        by_depth: vec![1, 3, 9],
    };
    s.put_result_as("klotski", "census/step", &census)
        .expect("put");
    let first = s
        .get_result("klotski", "census/step")
        .expect("get")
        .expect("present");
    std::thread::sleep(std::time::Duration::from_millis(3));
    let census2 = Census {
        positions: 65_880,
        by_depth: vec![1, 3, 9, 27],
    };
    s.put_result_as("klotski", "census/step", &census2)
        .expect("upsert");
    let second = s
        .get_result("klotski", "census/step")
        .expect("get")
        .expect("present");
    assert_eq!(second.created, first.created, "created is kept");
    assert!(second.updated > first.updated);
    assert_eq!(
        s.get_result_as::<Census>("klotski", "census/step")
            .expect("typed"),
        Some(census2)
    );
    let err = s
        .get_result_as::<Vec<String>>("klotski", "census/step")
        .expect_err("shape");
    assert!(err.to_string().contains("census/step"), "{err}");
    s.put_result("tendrops", "bench", &json!([1, 2]))
        .expect("put");
    let keys = s.list_results(None).expect("list");
    assert_eq!(
        keys.iter().map(|k| k.key.as_str()).collect::<Vec<_>>(),
        ["census/step", "bench"]
    );
    assert!(keys[0].bytes > 10);
    assert_eq!(s.list_results(Some("tendrops")).expect("list").len(), 1);
    assert!(s.delete_result("tendrops", "bench").expect("delete"));
    assert_eq!(s.get_result("tendrops", "bench").expect("get"), None);
    assert_eq!(s.get_result_as::<Census>("none", "x").expect("typed"), None);
}
