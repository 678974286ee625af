//! A move's notation, `(1,2)-(2,1)` (the two tiles' row and column, from 0), read back into a
//! [`PairMove`].

use ::puzzle::notation::MoveText;
use ::puzzle::InputError;

use super::play::PairMove;
use crate::board::Pos;

/// A move as [`PairMove`]'s `Display` writes it.
pub const EXAMPLE: &str = "(0,0)-(0,1)";

/// Reads `(1,2)-(2,1)` (spaces anywhere between the parts; the tiles in either order).
pub fn read_move(text: &str) -> Result<PairMove, InputError> {
    let mut reader = MoveText::new(text, EXAMPLE)?;
    let a = cell(&mut reader)?;
    reader.symbol("-")?;
    let b = cell(&mut reader)?;
    reader.end()?;
    Ok(PairMove::new(a, b))
}

/// `(row,col)`.
fn cell(reader: &mut MoveText<'_>) -> Result<Pos, InputError> {
    reader.symbol("(")?;
    let row = reader.number()?;
    reader.symbol(",")?;
    let col = reader.number()?;
    reader.symbol(")")?;
    Ok(Pos::new(row, col))
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn the_example_reads_and_errors_are_placed() {
        let mv = read_move(EXAMPLE).expect("the example");
        assert_eq!(mv.to_string(), EXAMPLE);
        assert_eq!(read_move(" ( 0 , 1 ) - (0,0)"), Ok(mv));
        let e = read_move("(0,0)(0,1)").unwrap_err();
        assert_eq!((e.column, e.code), (Some(6), "bad_move_text"));
        let e = read_move("(0,-1)-(0,1)").unwrap_err();
        assert_eq!(e.column, Some(4));
    }

    proptest! {
        #[test]
        fn every_move_reads_back_from_its_notation(
            a in (0i32..40, 0i32..40), b in (0i32..40, 0i32..40)
        ) {
            let mv = PairMove::new(Pos::new(a.0, a.1), Pos::new(b.0, b.1));
            let read = read_move(&mv.to_string());
            prop_assert_eq!(read.clone(), Ok(mv));
            prop_assert_eq!(read.map(|m| (m.a, m.b)), Ok((mv.a, mv.b)));
        }

        #[test]
        fn any_text_is_read_or_refused_without_a_panic(text in "\\PC{0,24}") {
            if let Ok(mv) = read_move(&text) {
                prop_assert_eq!(read_move(&mv.to_string()), Ok(mv));
            }
        }
    }
}
