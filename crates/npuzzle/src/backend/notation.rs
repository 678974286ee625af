//! A move's notation, `5` (the tile that slides into the blank), read back into a [`Slide`].

use puzzle::notation::MoveText;
use puzzle::InputError;

use super::play::Slide;

/// A move as [`Slide`]'s `Display` writes it.
pub const EXAMPLE: &str = "5";

/// Reads `5` (spaces around it allowed).
pub fn read_move(text: &str) -> Result<Slide, InputError> {
    let mut reader = MoveText::new(text, EXAMPLE)?;
    let tile = reader.number()?;
    reader.end()?;
    Ok(Slide { tile })
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn the_example_reads_and_errors_are_placed() {
        let mv = read_move(EXAMPLE).expect("the example");
        assert_eq!(mv.to_string(), EXAMPLE);
        assert_eq!(read_move(" 5 "), Ok(mv));
        let e = read_move("5 6").unwrap_err();
        assert_eq!((e.column, e.code), (Some(3), "bad_move_text"));
        let e = read_move("256").unwrap_err();
        assert_eq!(e.span, Some(0..3));
    }

    proptest! {
        #[test]
        fn every_move_reads_back_from_its_notation(tile in any::<u8>()) {
            let mv = Slide { tile };
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
