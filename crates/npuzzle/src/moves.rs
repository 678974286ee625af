//! Moves: a [`Move`] is named by the number of the tile that slides into the blank.
//!
//! The tiles that can move are those next to the blank ([`Board::legal_moves`]).
//! [`Board::apply`] slides one; sliding the same tile again undoes it. Naming moves by tile
//! (not by direction) is what the JSON contract lists: the numbers of the tiles moved.

use std::fmt;
use std::str::FromStr;

use puzzle::words::english;
use puzzle::Words;
use serde::{Serialize, Serializer};

use crate::board::Board;
use crate::size::Size;

/// Slide tile `self.0` into the blank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move(pub u8);

impl Move {
    /// The number of the tile that moves.
    pub fn tile(self) -> u8 {
        self.0
    }
}

/// The tile number, e.g. `7`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Serialised as the tile number.
impl Serialize for Move {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.0)
    }
}

/// A move text that is not a tile number.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub struct ParseMoveError {
    /// The text as given.
    pub input: String,
}

impl ParseMoveError {
    /// Its catalogue words (`n-puzzle-move-not-a-tile`): the text and how to name a move.
    pub fn words(&self) -> Words {
        Words::new("n-puzzle-move-not-a-tile").arg("input", &self.input)
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.trim()
            .parse::<u8>()
            .map(Move)
            .map_err(|_| ParseMoveError {
                input: s.to_string(),
            })
    }
}

/// Why a move cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum MoveError {
    /// The number is the blank or larger than the largest tile.
    NoSuchTile {
        /// The number given.
        tile: u8,
        /// The board size.
        size: Size,
    },
    /// The tile exists but is not next to the blank.
    NotNextToBlank {
        /// The number given.
        tile: u8,
        /// The tiles that can move, in increasing order.
        movable: Vec<u8>,
    },
}

impl MoveError {
    /// A refused slide as catalogue words (`n-puzzle-illegal-*`), with the tiles to name
    /// instead: what a page, a terminal and its `Display` word in their language.
    pub fn words(&self) -> Words {
        match self {
            MoveError::NoSuchTile { tile, size } => Words::new("n-puzzle-illegal-no-tile")
                .arg("tile", tile)
                .arg("width", size.width())
                .arg("tiles", size.tiles()),
            MoveError::NotNextToBlank { tile, movable } => {
                let (last, rest) = movable.split_last().map_or((0, &[][..]), |(l, r)| (*l, r));
                Words::new("n-puzzle-illegal-not-next")
                    .arg("tile", tile)
                    .series("first", rest)
                    .arg("last", last)
            }
        }
    }
}

impl Board {
    /// The tiles next to the blank, in the order up, left, right, down (of the tile
    /// relative to the blank).
    pub fn legal_moves(&self) -> Vec<Move> {
        self.size
            .neighbours(self.blank())
            .iter()
            .map(|&cell| Move(self.cells[cell as usize]))
            .collect()
    }

    /// Slides `mv`'s tile into the blank. Applying the same move again undoes it.
    ///
    /// ```
    /// use npuzzle::{Board, Move};
    ///
    /// let mut board: Board = "1 2 3/4 5 6/7 0 8".parse().expect("valid");
    /// board.apply(Move(8)).expect("8 is next to the blank");
    /// assert!(board.is_solved());
    /// let err = board.apply(Move(1)).unwrap_err();
    /// assert_eq!(err.to_string(), "tile 1 is not next to the blank, so it cannot slide; the tiles that can are 6 and 8");
    /// ```
    pub fn apply(&mut self, mv: Move) -> Result<(), MoveError> {
        let tile = mv.0;
        if tile == 0 || tile as usize > self.size.tiles() {
            return Err(MoveError::NoSuchTile {
                tile,
                size: self.size,
            });
        }
        let blank = self.blank();
        let Some(&from) = self
            .size
            .neighbours(blank)
            .iter()
            .find(|&&c| self.cells[c as usize] == tile)
        else {
            let mut movable: Vec<u8> = self.legal_moves().iter().map(|m| m.0).collect();
            movable.sort_unstable();
            return Err(MoveError::NotNextToBlank { tile, movable });
        };
        self.cells[blank] = tile;
        self.cells[from as usize] = 0;
        self.blank = from;
        Ok(())
    }

    /// Applies every move in order (tile numbers); stops at the first illegal one, reporting
    /// its index.
    pub fn apply_all(&mut self, tiles: &[u8]) -> Result<(), (usize, MoveError)> {
        for (i, &t) in tiles.iter().enumerate() {
            self.apply(Move(t)).map_err(|e| (i, e))?;
        }
        Ok(())
    }

    /// The board after `mv`, leaving this one unchanged.
    pub fn after(&self, mv: Move) -> Result<Board, MoveError> {
        let mut next = *self;
        next.apply(mv)?;
        Ok(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_around_the_blank() {
        let board: Board = "1 2 3/4 0 6/7 5 8".parse().unwrap();
        assert_eq!(
            board.legal_moves(),
            vec![Move(2), Move(4), Move(6), Move(5)]
        );
        let corner = Board::goal(Size::Four);
        assert_eq!(corner.legal_moves(), vec![Move(12), Move(15)]);
    }

    #[test]
    fn apply_and_undo() {
        let start: Board = "1 2 3/4 0 6/7 5 8".parse().unwrap();
        let mut board = start;
        board.apply(Move(5)).unwrap();
        assert_eq!(board.to_string(), "1 2 3/4 5 6/7 0 8");
        board.apply(Move(5)).unwrap();
        assert_eq!(board, start);
        assert_eq!(
            board.apply(Move(0)),
            Err(MoveError::NoSuchTile {
                tile: 0,
                size: Size::Three
            })
        );
        assert!(board
            .apply(Move(9))
            .unwrap_err()
            .to_string()
            .contains("1-8"));
        let mut solved = start;
        solved.apply_all(&[5, 8]).unwrap();
        assert!(solved.is_solved());
        assert_eq!(start.after(Move(1)).unwrap_err().to_string(),
            "tile 1 is not next to the blank, so it cannot slide; the tiles that can are 2, 4, 5 and 6");
        assert!(matches!(start.clone().apply_all(&[5, 1]), Err((1, _))));
    }

    #[test]
    fn moves_parse_and_print_as_numbers() {
        assert_eq!("12".parse::<Move>(), Ok(Move(12)));
        assert!("up".parse::<Move>().is_err());
        assert_eq!(Move(7).to_string(), "7");
    }
}
