//! The field names of the previous release, still read until the next one (README.md,
//! "Renamed fields"): a puzzle's id was `kind`, and a game's text beside it was `puzzle`.
//! Answers and files are written with the new names only: `puzzle` for the puzzle id, `game`
//! for the game.
//!
//! Where only `kind` was renamed (libraries, library rows, results, filters, library files) a
//! serde alias reads it. Saved games and records are ambiguous: their `puzzle` is the game in
//! the old form and the puzzle id in the new one. The presence of `kind` tells the old form;
//! [`puzzle_and_game`] sorts the fields out.

use puzzle::{Phrase, Words};
use serde::Deserialize;
use serde_json::Value;

use crate::games::NewGame;
use crate::records::NewRecord;

/// The puzzle id and the game of a saved game or a record, from the new names (`puzzle`,
/// `game`) or the old ones (`kind` for the puzzle id, `puzzle` for the game). An error says
/// which field is missing, or that the two forms are mixed.
pub fn puzzle_and_game(
    kind: Option<String>,
    puzzle: Option<String>,
    game: Option<String>,
) -> Result<(String, String), Phrase> {
    match (kind, puzzle, game) {
        (None, Some(puzzle), Some(game)) => Ok((puzzle, game)),
        (Some(kind), Some(game), None) => Ok((kind, game)),
        (Some(_), _, Some(_)) => Err(Phrase::said(Words::new("store-old-names-mixed"))),
        (Some(_), None, None) => Err(Phrase::said(Words::new("store-old-names-no-game"))),
        (None, None, _) => Err(Phrase::said(
            Words::new("error-missing-field").arg("field", "puzzle"),
        )),
        (None, Some(_), None) => Err(Phrase::said(
            Words::new("error-missing-field").arg("field", "game"),
        )),
    }
}

/// A [`NewGame`] as read: the new names or the old (strict about unknown fields). The web reads
/// a body to save as these fields, so that a refusal of [`puzzle_and_game`] is its own 400.
/// Its schema (feature `schemars`) is the two forms, each with its own fields.
#[derive(Debug, Deserialize)]
#[cfg_attr(
    feature = "schemars",
    derive(schemars::JsonSchema),
    schemars(transform = crate::schema::puzzle_and_game_or_old_names)
)]
#[serde(deny_unknown_fields)]
pub struct NewGameFields {
    /// The puzzle id, by the previous release's name (`puzzle` is then the game).
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(with = "crate::schema::PuzzleId"))]
    kind: Option<String>,
    /// The puzzle id.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(with = "crate::schema::PuzzleId"))]
    puzzle: Option<String>,
    /// The game being played (its starting position), as a game ID.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(with = "String"))]
    game: Option<String>,
    /// A name the player gave it; may be empty.
    #[serde(default)]
    name: String,
    /// The current state, as a game ID.
    state: String,
    /// The move history, as the page keeps it (`null` or absent: none).
    #[serde(default)]
    moves: Value,
}

impl TryFrom<NewGameFields> for NewGame {
    type Error = Phrase;

    fn try_from(f: NewGameFields) -> Result<NewGame, Phrase> {
        let (puzzle, game) = puzzle_and_game(f.kind, f.puzzle, f.game)?;
        Ok(NewGame {
            puzzle,
            game,
            name: f.name,
            state: f.state,
            moves: f.moves,
        })
    }
}

/// A [`NewRecord`] as read: the new names or the old (strict about unknown fields).
#[derive(Deserialize)]
#[cfg_attr(
    feature = "schemars",
    derive(schemars::JsonSchema),
    schemars(transform = crate::schema::puzzle_and_game_or_old_names)
)]
#[serde(deny_unknown_fields)]
pub(crate) struct NewRecordFields {
    /// The puzzle id, by the previous release's name (`puzzle` is then the game).
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(with = "crate::schema::PuzzleId"))]
    kind: Option<String>,
    /// The puzzle id.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(with = "crate::schema::PuzzleId"))]
    puzzle: Option<String>,
    /// The game, as a game ID.
    #[serde(default)]
    #[cfg_attr(feature = "schemars", schemars(with = "String"))]
    game: Option<String>,
    /// What is measured: "moves", "taps", "time_ms", ... Lower is better.
    metric: String,
    /// The value achieved.
    value: i64,
    /// Who achieved it, if known.
    #[serde(default)]
    who: Option<String>,
    /// Anything else worth keeping, e.g. the move sequence; `null` for none.
    #[serde(default)]
    details: Value,
}

impl TryFrom<NewRecordFields> for NewRecord {
    type Error = Phrase;

    fn try_from(f: NewRecordFields) -> Result<NewRecord, Phrase> {
        let (puzzle, game) = puzzle_and_game(f.kind, f.puzzle, f.game)?;
        Ok(NewRecord {
            puzzle,
            game,
            metric: f.metric,
            value: f.value,
            who: f.who,
            details: f.details,
        })
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::{Library, NewLibrary, PuzzleFilter};

    const GAME: &str = "1 2 3/4 5 6/7 8 0";

    #[test]
    fn a_saved_game_reads_the_new_and_the_old_names_and_writes_the_new() {
        let new: NewGame = serde_json::from_value(json!({
            "puzzle": "n-puzzle", "game": GAME, "state": GAME, "moves": []
        }))
        .expect("new names");
        let old: NewGame = serde_json::from_value(json!({
            "kind": "n-puzzle", "puzzle": GAME, "state": GAME, "moves": []
        }))
        .expect("old names");
        assert_eq!(new, old);
        assert_eq!((new.puzzle.as_str(), new.game.as_str()), ("n-puzzle", GAME));
        let written = serde_json::to_value(&new).expect("write");
        assert_eq!(written["puzzle"], "n-puzzle");
        assert_eq!(written["game"], GAME);
        assert!(written.get("kind").is_none(), "{written}");
    }

    #[test]
    fn a_record_reads_both_forms_and_refuses_a_mix_or_a_missing_field() {
        let new: NewRecord = serde_json::from_value(json!({
            "puzzle": "klotski", "game": "x", "metric": "cost", "value": 3
        }))
        .expect("new names");
        let old: NewRecord = serde_json::from_value(json!({
            "kind": "klotski", "puzzle": "x", "metric": "cost", "value": 3
        }))
        .expect("old names");
        assert_eq!(new, old);
        let mixed = serde_json::from_value::<NewRecord>(json!({
            "kind": "klotski", "puzzle": "klotski", "game": "x", "metric": "cost", "value": 3
        }))
        .expect_err("both forms");
        assert!(mixed.to_string().contains("not both"), "{mixed}");
        let no_game = serde_json::from_value::<NewRecord>(json!({
            "puzzle": "klotski", "metric": "cost", "value": 3
        }))
        .expect_err("no game");
        assert!(no_game.to_string().contains("`game`"), "{no_game}");
        let unknown = serde_json::from_value::<NewRecord>(json!({
            "puzzle": "klotski", "game": "x", "metric": "cost", "value": 3, "typo": 1
        }))
        .expect_err("unknown field");
        assert!(unknown.to_string().contains("typo"), "{unknown}");
    }

    #[test]
    fn kind_alone_is_read_as_puzzle() {
        let library: NewLibrary =
            serde_json::from_value(json!({"kind": "tendrops", "name": "mine"})).expect("old");
        assert_eq!(library, NewLibrary::new("tendrops", "mine"));
        let filter: PuzzleFilter = serde_json::from_value(json!({"kind": "klotski"})).expect("old");
        assert_eq!(filter.puzzle.as_deref(), Some("klotski"));
        let stored = json!({"id": 1, "kind": "klotski", "name": "n", "description": "",
            "source": "", "builtin": false, "created": "t", "puzzle_count": 0});
        let library: Library = serde_json::from_value(stored).expect("old library");
        assert_eq!(library.puzzle, "klotski");
        assert!(serde_json::to_value(&library)
            .expect("write")
            .get("kind")
            .is_none());
    }
}
