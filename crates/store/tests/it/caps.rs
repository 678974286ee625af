//! Every stored text field has a cap, enforced by the store for the command line and the web
//! app alike; the error names the field and its limit (issue 14 #9).

use serde_json::json;
use store::caps::{
    MAX_GAME_ID_BYTES, MAX_LABEL_CHARS, MAX_LIBRARY_NAME_CHARS, MAX_MOVES_BYTES, MAX_NAME_CHARS,
    MAX_SAVED_GAMES,
};
use store::{Error, ErrorKind, GameUpdate, NewGame, NewLibrary, NewPuzzle, NewRecord, Store};

fn store() -> Store {
    Store::open_in_memory().expect("store")
}

fn game(state: &str, name: &str) -> NewGame {
    NewGame {
        puzzle: "klotski".into(),
        game: "VCCV/VCCV/VHHV/VSSV/S..S".into(),
        name: name.into(),
        state: state.into(),
        moves: json!([]),
    }
}

/// `err` is `TooLong` for `field` (said as `said`) with `limit`, and says both.
fn assert_too_long(err: Error, field: &str, said: &str, limit: usize) {
    assert_eq!(err.kind(), ErrorKind::TooLarge, "{err}");
    let msg = err.to_string();
    assert!(msg.starts_with(said), "names {field}: {msg}");
    assert!(msg.contains(&format!("the limit is {limit}")), "{msg}");
    let Error::TooLong { field: words, .. } = &err else {
        panic!("not TooLong: {err:?}");
    };
    let named = match words.args.get("field") {
        Some(puzzle::WordArg::Words(inner)) => inner.key.to_string(),
        _ => words.key.to_string(),
    };
    assert_eq!(named, format!("store-field-{field}"), "{err:?}");
}

#[test]
fn saved_games_are_capped_field_by_field() {
    let mut s = store();
    let big_state = "x".repeat(2 * 1024 * 1024);
    let err = s.save_game(&game(&big_state, "")).expect_err("2 MB state");
    assert_too_long(
        err,
        "saved-game-state",
        "the saved game's state",
        MAX_GAME_ID_BYTES,
    );
    let err = s
        .save_game(&game("s", &"n".repeat(MAX_NAME_CHARS + 1)))
        .expect_err("long name");
    assert_too_long(
        err,
        "saved-game-name",
        "the saved game's name",
        MAX_NAME_CHARS,
    );
    let mut long_moves = game("s", "");
    long_moves.moves = json!(["m".repeat(MAX_MOVES_BYTES)]);
    let err = s.save_game(&long_moves).expect_err("long moves");
    assert_too_long(
        err,
        "saved-game-moves",
        "the saved game's moves",
        MAX_MOVES_BYTES,
    );
    assert!(
        s.list_games(None).expect("list").is_empty(),
        "nothing saved"
    );

    let saved = s
        .save_game(&game(
            &"x".repeat(MAX_GAME_ID_BYTES),
            &"n".repeat(MAX_NAME_CHARS),
        ))
        .expect("at the caps");
    let err = s
        .update_game(
            saved.id,
            &GameUpdate {
                state: Some(big_state),
                ..GameUpdate::default()
            },
        )
        .expect_err("update with a 2 MB state");
    assert_too_long(
        err,
        "saved-game-state",
        "the saved game's state",
        MAX_GAME_ID_BYTES,
    );
}

#[test]
fn records_are_capped_field_by_field() {
    let mut s = store();
    let record = |metric: &str, who: &str| NewRecord {
        puzzle: "klotski".into(),
        game: "VCCV/VCCV/VHHV/VSSV/S..S".into(),
        metric: metric.into(),
        value: 81,
        who: Some(who.into()),
        details: serde_json::Value::Null,
    };
    let err = s
        .submit_record(&record(&"m".repeat(2 * 1024 * 1024), "me"))
        .expect_err("2 MB metric");
    assert_too_long(err, "record-metric", "the record's metric", MAX_LABEL_CHARS);
    let err = s
        .submit_record(&record("moves", &"w".repeat(MAX_NAME_CHARS + 1)))
        .expect_err("long who");
    assert_too_long(err, "record-who", "the record's player", MAX_NAME_CHARS);
    assert!(s.list_records("klotski", None).expect("list").is_empty());
}

#[test]
fn puzzles_and_libraries_are_capped() {
    let mut s = store();
    let err = s
        .create_library(&NewLibrary::new(
            "klotski",
            "l".repeat(MAX_LIBRARY_NAME_CHARS + 1),
        ))
        .expect_err("long library name");
    assert_too_long(
        err,
        "library-name",
        "the library's name",
        MAX_LIBRARY_NAME_CHARS,
    );
    let lib = s
        .create_library(&NewLibrary::new("klotski", "mine"))
        .expect("library");
    let err = s
        .add_puzzle(
            lib.id,
            &NewPuzzle::new("VCCV/VCCV/VHHV/VSSV/S..S").with_name("n".repeat(2 * 1024 * 1024)),
        )
        .expect_err("2 MB puzzle name");
    assert_too_long(err, "name", "the name", MAX_NAME_CHARS);
    let err = s
        .add_puzzles(
            lib.id,
            &[
                NewPuzzle::new("a"),
                NewPuzzle::new("b".repeat(MAX_GAME_ID_BYTES + 1)),
            ],
        )
        .expect_err("long description");
    assert_too_long(
        err,
        "description",
        "puzzle #2: the game ID",
        MAX_GAME_ID_BYTES,
    );
    assert_eq!(
        s.get_library(lib.id)
            .expect("get")
            .expect("lib")
            .puzzle_count,
        0
    );
}

#[test]
fn the_number_of_saved_games_is_capped() {
    let mut s = store();
    for i in 0..MAX_SAVED_GAMES {
        s.save_game(&game("s", &i.to_string())).expect("room left");
    }
    let err = s.save_game(&game("s", "one too many")).expect_err("full");
    assert_eq!(err.kind(), ErrorKind::TooLarge);
    assert!(
        err.to_string().contains(&format!(
            "too many saved games: the limit is {MAX_SAVED_GAMES}"
        )),
        "{err}"
    );
    let first = s.list_games(None).expect("list").pop().expect("a game");
    assert!(s.delete_game(first.id).expect("delete"));
    s.save_game(&game("s", "after a delete"))
        .expect("room again");
}
