//! A move's notation, `tap 2,3` (the cell's row and column, from 0), read back into a [`Tap`].

use puzzle::notation::MoveText;
use puzzle::InputError;

use super::play::Tap;

/// A move as [`Tap`]'s `Display` writes it.
pub const EXAMPLE: &str = "tap 2,3";

/// Reads `tap 2,3` (spaces anywhere between the parts; the word in any case).
pub fn read_move(text: &str) -> Result<Tap, InputError> {
    let mut reader = MoveText::new(text, EXAMPLE)?;
    reader.keyword(&["tap"])?;
    let row = reader.number()?;
    reader.symbol(",")?;
    let col = reader.number()?;
    reader.end()?;
    Ok(Tap { tap: [row, col] })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn the_example_reads_and_errors_are_placed() {
        let mv = read_move(EXAMPLE).expect("the example");
        assert_eq!(mv.to_string(), EXAMPLE);
        assert_eq!(read_move("Tap 2 , 3"), Ok(mv));
        let e = read_move("tap 2 3").unwrap_err();
        assert_eq!((e.column, e.code), (Some(7), "bad_move_text"));
    }

    proptest! {
        #[test]
        fn every_move_reads_back_from_its_notation(row in any::<usize>(), col in any::<usize>()) {
            let mv = Tap { tap: [row, col] };
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
