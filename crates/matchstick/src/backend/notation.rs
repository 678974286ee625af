//! A move's notation, `move 2.2->2.4`, `add 0.3`, `remove 1.0` (`CELL.SLOT`, both numbers
//! from 0 as in the JSON form), read back into a [`GameMove`].

use puzzle::notation::MoveText;
use puzzle::InputError;

use crate::game::GameMove;
use crate::layout::StickPos;

/// A move as [`GameMove`]'s `Display` writes it.
pub const EXAMPLE: &str = "move 2.2->2.4";

/// Reads `move 2.2->2.4`, `add 0.3` or `remove 1.0` (spaces anywhere between the parts; the
/// word in any case).
pub fn read_move(text: &str) -> Result<GameMove, InputError> {
    let mut reader = MoveText::new(text, EXAMPLE)?;
    let mv = match reader.keyword(&["move", "add", "remove"])? {
        0 => {
            let from = place(&mut reader)?;
            reader.symbol("->")?;
            let to = place(&mut reader)?;
            GameMove::Move { from, to }
        }
        1 => GameMove::Add {
            at: place(&mut reader)?,
        },
        _ => GameMove::Remove {
            at: place(&mut reader)?,
        },
    };
    reader.end()?;
    Ok(mv)
}

/// `CELL.SLOT`.
fn place(reader: &mut MoveText<'_>) -> Result<StickPos, InputError> {
    let cell = reader.number()?;
    reader.symbol(".")?;
    let slot = reader.number()?;
    Ok(StickPos { cell, slot })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn any_place() -> impl Strategy<Value = StickPos> {
        (0usize..64, any::<u8>()).prop_map(|(cell, slot)| StickPos { cell, slot })
    }

    fn any_move() -> impl Strategy<Value = GameMove> {
        prop_oneof![
            (any_place(), any_place()).prop_map(|(from, to)| GameMove::Move { from, to }),
            any_place().prop_map(|at| GameMove::Add { at }),
            any_place().prop_map(|at| GameMove::Remove { at }),
        ]
    }

    #[test]
    fn the_example_reads_and_errors_are_placed() {
        let mv = read_move(EXAMPLE).expect("the example");
        assert_eq!(mv.to_string(), EXAMPLE);
        assert_eq!(read_move("MOVE 2.2 -> 2.4"), Ok(mv));
        let e = read_move("shift 2.2->2.4").unwrap_err();
        assert_eq!(
            (e.column, e.span.clone(), e.code),
            (Some(1), Some(0..5), "bad_move_text")
        );
        let e = read_move("add 2").unwrap_err();
        assert_eq!(e.column, Some(6));
        let e = read_move("remove 1.0 2.0").unwrap_err();
        assert_eq!(e.column, Some(12));
    }

    proptest! {
        #[test]
        fn every_move_reads_back_from_its_notation(mv in any_move()) {
            prop_assert_eq!(read_move(&mv.to_string()), Ok(mv));
        }

        #[test]
        fn any_text_is_read_or_refused_without_a_panic(text in "\\PC{0,24}") {
            if let Ok(mv) = read_move(&text) {
                prop_assert_eq!(read_move(&mv.to_string()), Ok(mv));
            }
        }
    }
}
