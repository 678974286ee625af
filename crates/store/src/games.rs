//! Saved games: a puzzle in progress, with its current state and its move history.
//!
//! The store keeps the state and the moves as the puzzle crates give them: the state as a
//! string (usually a description of the current position) and the moves as any JSON value
//! (usually an array), so undo/redo and replay survive a restart. Every field is
//! [capped](crate::caps), and so is the number of saved games.

use rusqlite::{params, OptionalExtension, Row, TransactionBehavior};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::caps::{
    check_bytes, check_chars, MAX_GAME_ID_BYTES, MAX_MOVES_BYTES, MAX_NAME_CHARS,
    MAX_PUZZLE_ID_CHARS, MAX_SAVED_GAMES,
};
use puzzle::Words;

use crate::error::{db_err, Error, Missing, Result};
use crate::Store;

/// A game to save. Its JSON may still use the old names (`kind` for the puzzle id, `puzzle`
/// for the game), see [`old_names`](crate::old_names).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[serde(try_from = "crate::old_names::NewGameFields")]
pub struct NewGame {
    /// The puzzle id ("klotski", "n-puzzle", ...).
    pub puzzle: String,
    /// The game being played (its starting position), as a game ID.
    pub game: String,
    /// A name the player gave it; may be empty.
    pub name: String,
    /// The current state: the position reached, as a game ID of the puzzle (the server
    /// refuses one that is not and keeps it canonical), or empty.
    pub state: String,
    /// The move history; `null` is stored as `[]`.
    pub moves: Value,
}

/// Changes to a saved game; `None` fields are left as they are.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameUpdate {
    /// A new name.
    pub name: Option<String>,
    /// A new current state.
    pub state: Option<String>,
    /// A new move history.
    pub moves: Option<Value>,
}

/// A stored game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct SavedGame {
    /// Row id.
    pub id: i64,
    /// The puzzle id.
    pub puzzle: String,
    /// The game being played (its starting position), as a game ID.
    pub game: String,
    /// Its name (may be empty).
    pub name: String,
    /// The current state.
    pub state: String,
    /// The move history.
    pub moves: Value,
    /// When it was first saved (UTC, RFC 3339).
    pub created: String,
    /// When it was last saved.
    pub updated: String,
}

const GAME_COLUMNS: &str = "id, puzzle, game, name, state, moves, created, updated";

fn game_from_row(row: &Row<'_>) -> rusqlite::Result<SavedGame> {
    Ok(SavedGame {
        id: row.get(0)?,
        puzzle: row.get(1)?,
        game: row.get(2)?,
        name: row.get(3)?,
        state: row.get(4)?,
        moves: crate::json::column(row, 5)?,
        created: row.get(6)?,
        updated: row.get(7)?,
    })
}

/// `[]` for `null`, else the compact JSON text.
fn moves_text(moves: &Value) -> String {
    match moves {
        Value::Null => "[]".to_owned(),
        m => m.to_string(),
    }
}

impl NewGame {
    /// Checks the puzzle id and every field against its cap; returns the moves as stored.
    fn check(&self) -> Result<String> {
        if self.puzzle.is_empty() {
            return Err(Error::Invalid(Words::new("store-game-no-puzzle")));
        }
        check_chars(
            "store-field-saved-game-puzzle",
            &self.puzzle,
            MAX_PUZZLE_ID_CHARS,
        )?;
        check_bytes(
            "store-field-saved-game-game-id",
            &self.game,
            MAX_GAME_ID_BYTES,
        )?;
        check_chars("store-field-saved-game-name", &self.name, MAX_NAME_CHARS)?;
        check_bytes(
            "store-field-saved-game-state",
            &self.state,
            MAX_GAME_ID_BYTES,
        )?;
        let moves = moves_text(&self.moves);
        check_bytes("store-field-saved-game-moves", &moves, MAX_MOVES_BYTES)?;
        Ok(moves)
    }
}

impl GameUpdate {
    /// Checks the fields it changes against their caps; returns the moves as stored.
    fn check(&self) -> Result<Option<String>> {
        if let Some(name) = &self.name {
            check_chars("store-field-saved-game-name", name, MAX_NAME_CHARS)?;
        }
        if let Some(state) = &self.state {
            check_bytes("store-field-saved-game-state", state, MAX_GAME_ID_BYTES)?;
        }
        let moves = self.moves.as_ref().map(moves_text);
        if let Some(moves) = &moves {
            check_bytes("store-field-saved-game-moves", moves, MAX_MOVES_BYTES)?;
        }
        Ok(moves)
    }
}

impl Store {
    /// Saves a new game and returns it. `TooLong` if a field is over its cap, `TooMany` if
    /// [`MAX_SAVED_GAMES`] are saved already.
    pub fn save_game(&mut self, game: &NewGame) -> Result<SavedGame> {
        let moves = game.check()?;
        let db = &self.db;
        let action = || "saving a game".to_owned();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(db_err(db, action))?;
        let full: bool = tx
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM games LIMIT 1 OFFSET ?1)",
                [MAX_SAVED_GAMES as i64 - 1],
                |r| r.get(0),
            )
            .map_err(db_err(db, action))?;
        if full {
            return Err(Error::TooMany {
                what: Words::new("store-too-many-saved-games"),
                limit: MAX_SAVED_GAMES,
            });
        }
        tx.execute(
            "INSERT INTO games (puzzle, game, name, state, moves) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![game.puzzle, game.game, game.name, game.state, moves],
        )
        .map_err(db_err(db, action))?;
        let id = tx.last_insert_rowid();
        let saved = tx
            .query_row(
                &format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1"),
                [id],
                game_from_row,
            )
            .map_err(db_err(db, action))?;
        tx.commit().map_err(db_err(db, action))?;
        Ok(saved)
    }

    /// Changes a saved game and returns it; `NotFound` if there is no such game, `TooLong` if
    /// a field is over its cap.
    pub fn update_game(&mut self, id: i64, update: &GameUpdate) -> Result<SavedGame> {
        let moves = update.check()?;
        let db = &self.db;
        let action = || format!("updating saved game {id}");
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(db_err(db, action))?;
        let n = tx
            .execute(
                "UPDATE games SET name = coalesce(?2, name), state = coalesce(?3, state), \
                 moves = coalesce(?4, moves), updated = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') \
                 WHERE id = ?1",
                params![id, update.name, update.state, moves],
            )
            .map_err(db_err(db, action))?;
        if n == 0 {
            return Err(Error::NotFound {
                what: Missing::SavedGame,
                id,
            });
        }
        let saved = tx
            .query_row(
                &format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1"),
                [id],
                game_from_row,
            )
            .map_err(db_err(db, action))?;
        tx.commit().map_err(db_err(db, action))?;
        Ok(saved)
    }

    /// The saved game with this id, if any.
    pub fn load_game(&self, id: i64) -> Result<Option<SavedGame>> {
        self.conn
            .query_row(
                &format!("SELECT {GAME_COLUMNS} FROM games WHERE id = ?1"),
                [id],
                game_from_row,
            )
            .optional()
            .map_err(db_err(&self.db, || format!("loading saved game {id}")))
    }

    /// Saved games, all or of one puzzle, most recently updated first.
    pub fn list_games(&self, puzzle: Option<&str>) -> Result<Vec<SavedGame>> {
        let action = || "listing saved games".to_owned();
        let mut stmt = self
            .conn
            .prepare_cached(&format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE ?1 IS NULL OR puzzle = ?1 \
                 ORDER BY updated DESC, id DESC"
            ))
            .map_err(db_err(&self.db, action))?;
        let rows = stmt
            .query_map([puzzle], game_from_row)
            .map_err(db_err(&self.db, action))?;
        rows.collect::<rusqlite::Result<Vec<_>>>()
            .map_err(db_err(&self.db, action))
    }

    /// Deletes a saved game; returns whether it existed.
    pub fn delete_game(&mut self, id: i64) -> Result<bool> {
        let n = self
            .conn
            .execute("DELETE FROM games WHERE id = ?1", [id])
            .map_err(db_err(&self.db, || format!("deleting saved game {id}")))?;
        Ok(n > 0)
    }
}
