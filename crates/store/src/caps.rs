//! Size caps of everything the store keeps, in one place, so the command line and the web app
//! refuse the same things with the same messages.
//!
//! Names and labels (what a person types) are counted in characters; game IDs, states and
//! JSON (what a program produces) in bytes of UTF-8. A value over its cap is refused with
//! [`Error::TooLong`], which names the field and the cap; a table at its row cap refuses new
//! rows with [`Error::TooMany`]. Both are [`ErrorKind::TooLarge`](crate::ErrorKind::TooLarge)
//! (HTTP 413 in the web app).

use puzzle::Words;

use crate::error::{Error, Result};

/// A puzzle id (of a puzzle of the registry), in characters.
pub const MAX_PUZZLE_ID_CHARS: usize = 64;

/// The name of a puzzle or a saved game, and who set a record, in characters.
pub const MAX_NAME_CHARS: usize = 200;

/// A library's name, in characters.
pub const MAX_LIBRARY_NAME_CHARS: usize = 80;

/// Free text: a library's description and source, a puzzle's source, in characters.
pub const MAX_NOTE_CHARS: usize = 1000;

/// A label: a puzzle's level, a record's metric, in characters.
pub const MAX_LABEL_CHARS: usize = 64;

/// A game ID (a library row's description, the game of a saved game or a record) and a saved
/// game's state, in bytes: 64 KiB.
pub const MAX_GAME_ID_BYTES: usize = 64 * 1024;

/// A saved game's move history (JSON), in bytes: 256 KiB.
pub const MAX_MOVES_BYTES: usize = 256 * 1024;

/// A puzzle's `extra` and a record's `details` (JSON), in bytes: 64 KiB.
pub const MAX_EXTRA_BYTES: usize = 64 * 1024;

/// An analysis result's key, in bytes: 64 KiB (a key is often a game ID).
pub const MAX_RESULT_KEY_BYTES: usize = 64 * 1024;

/// An analysis result's value (JSON), in bytes: 16 MiB.
pub const MAX_RESULT_BYTES: usize = 16 * 1024 * 1024;

/// Saved games in one database.
pub const MAX_SAVED_GAMES: u64 = 10_000;

/// Records (best results) in one database.
pub const MAX_RECORDS: u64 = 100_000;

/// Puzzles in one library.
pub const MAX_PUZZLES_PER_LIBRARY: u64 = 1_000_000;

/// `Err(TooLong)` if `value` has more than `max` characters.
pub(crate) fn check_chars(field: &'static str, value: &str, max: usize) -> Result<()> {
    // A character takes at least one byte: short strings need no counting.
    if value.len() <= max {
        return Ok(());
    }
    let length = value.chars().count();
    if length <= max {
        return Ok(());
    }
    Err(Error::TooLong {
        field: Words::new(field),
        length,
        limit: max,
        unit: "characters",
    })
}

/// `Err(TooLong)` if `value` is longer than `max` bytes.
pub fn check_bytes(field: &'static str, value: &str, max: usize) -> Result<()> {
    if value.len() <= max {
        return Ok(());
    }
    Err(Error::TooLong {
        field: Words::new(field),
        length: value.len(),
        limit: max,
        unit: "bytes",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characters_are_counted_not_bytes() {
        let chinese = "横".repeat(MAX_NAME_CHARS); // 3 bytes each
        assert!(check_chars("store-field-name", &chinese, MAX_NAME_CHARS).is_ok());
        let err =
            check_chars("store-field-name", &format!("{chinese}x"), MAX_NAME_CHARS).unwrap_err();
        let msg = err.to_string();
        assert!(
            msg.contains("name") && msg.contains("201") && msg.contains("200"),
            "{msg}"
        );
    }

    #[test]
    fn bytes_are_counted_exactly() {
        let state = "x".repeat(MAX_GAME_ID_BYTES);
        assert!(check_bytes("store-field-saved-game-state", &state, MAX_GAME_ID_BYTES).is_ok());
        let err = check_bytes(
            "store-field-saved-game-state",
            &format!("{state}x"),
            MAX_GAME_ID_BYTES,
        )
        .unwrap_err();
        assert_eq!(err.kind(), crate::ErrorKind::TooLarge);
        assert!(err.to_string().contains("65536 bytes"), "{err}");
    }
}
