//! The words of a refused move (`matchstick-illegal-*`): `MOVE: why`, where `move0` is the
//! move in the JSON form's notation (cells and slots from 0) and `move` the move's own words
//! (cells counted from 1).

use puzzle::{InputError, Phrase, Words};

use super::view::{describe_move, stick_phrase};
use crate::game::{Game, GameMove, MoveError};
use crate::layout::StickPos;

/// The `illegal_move` error for `mv`, saying why in the game's terms.
pub(crate) fn illegal_move(game: &Game, mv: &GameMove, error: &MoveError) -> InputError {
    let words = why(game, error);
    // a move to a cell or slot that does not exist has no words of its own: its notation
    let said = match error {
        MoveError::FixedCell { cell } if *cell >= game.layout().cells.len() => None,
        MoveError::NoSuchSlot { .. } => None,
        _ => Some(describe_move(game, mv).words),
    };
    let said = said.unwrap_or_else(|| Phrase::as_written(mv.to_string()).words);
    InputError::said("illegal_move", words.arg("move0", mv).word("move", said))
}

/// Why `error` refuses a move, as words (without the move).
fn why(game: &Game, error: &MoveError) -> Words {
    let layout = game.layout();
    let cells = layout.cells.len();
    let verb = game.task().name();
    let in_cell =
        |key: &'static str, cell: usize| Words::new(key).arg("cell0", cell).arg("cell", cell + 1);
    let stick = |key: &'static str, cell: usize, slot: u8| {
        let phrase = stick_phrase(game, StickPos { cell, slot });
        Words::new(key).word("stick", phrase.words)
    };
    match *error {
        MoveError::FixedCell { cell } if cell >= cells => {
            in_cell("matchstick-illegal-no-cell", cell)
                .arg("cells0", cells.saturating_sub(1))
                .arg("cells", cells)
        }
        MoveError::FixedCell { cell } => in_cell("matchstick-illegal-fixed", cell),
        MoveError::NoSuchSlot { cell, slot } => {
            let names = layout.cells[cell].kind.slot_names();
            let last = names.len().saturating_sub(1);
            in_cell("matchstick-illegal-no-slot", cell)
                .arg("slot", slot)
                .arg("last_slot", last)
                .arg("names", names.join(", "))
        }
        MoveError::NoStick { cell, slot } => stick("matchstick-illegal-no-stick", cell, slot),
        MoveError::Occupied { cell, slot } => stick("matchstick-illegal-occupied", cell, slot),
        MoveError::OverBudget { k } => Words::new("matchstick-illegal-over-budget")
            .arg("verb", verb)
            .arg("k", k),
        MoveError::WrongKind { .. } => {
            Words::new("matchstick-illegal-wrong-kind").arg("verb", verb)
        }
    }
}
