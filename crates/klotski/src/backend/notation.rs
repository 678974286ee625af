//! A move's notation, `S (4,0)->(4,1)` (the piece's letter, then its top-left cell before and
//! after, 0-based row and column), read back into a [`Move`].

use puzzle::notation::MoveText;
use puzzle::{InputError, Words};

use crate::geometry::Cell;
use crate::moves::Move;
use crate::piece::Shape;

/// A move as [`Move`]'s `Display` writes it.
pub const EXAMPLE: &str = "S (4,0)->(4,1)";

/// Reads `S (4,0)->(4,1)` (spaces anywhere between the parts; the letter in either case).
pub fn read_move(text: &str) -> Result<Move, InputError> {
    let mut reader = MoveText::new(text, EXAMPLE)?;
    let (letter, span) = reader.letter("C, H, V, S")?;
    let piece = Shape::from_letter(letter).ok_or_else(|| {
        reader.error_at(
            span,
            Words::new("klotski-error-move-piece").arg("letter", letter),
        )
    })?;
    let from = cell(&mut reader)?;
    reader.symbol("->")?;
    let to = cell(&mut reader)?;
    reader.end()?;
    Ok(Move { piece, from, to })
}

/// `(row,col)`.
fn cell(reader: &mut MoveText<'_>) -> Result<Cell, InputError> {
    reader.symbol("(")?;
    let row = reader.number()?;
    reader.symbol(",")?;
    let col = reader.number()?;
    reader.symbol(")")?;
    Ok(Cell::new(row, col))
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn any_move() -> impl Strategy<Value = Move> {
        (0usize..4, any::<[u8; 4]>()).prop_map(|(piece, [r, c, tr, tc])| Move {
            piece: Shape::ALL[piece],
            from: Cell::new(r, c),
            to: Cell::new(tr, tc),
        })
    }

    #[test]
    fn the_example_reads_and_errors_are_placed() {
        let mv = read_move(EXAMPLE).expect("the example");
        assert_eq!(mv.to_string(), EXAMPLE);
        assert_eq!(read_move(" s(4, 0) -> (4,1) "), Ok(mv));
        let e = read_move("X (4,0)->(4,1)").unwrap_err();
        assert_eq!((e.column, e.code), (Some(1), "bad_move_text"));
        let e = read_move("S (4,0)-(4,1)").unwrap_err();
        assert_eq!(e.column, Some(8));
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
