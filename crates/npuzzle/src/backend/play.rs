//! Playing: the move (`{"tile": 5}`), the drawing of a position ([`View`]), what a slide
//! animates ([`SlideEffect`]), the direction a tile slides in, and the status.

use puzzle::{Applied, InputError, Phrase, Status, Words};
use serde::{Deserialize, Serialize};

use super::game_id::Position;
use crate::board::Board;
use crate::heuristic::distance;
use crate::moves::Move;
use crate::parity::Parity;
use crate::size::Size;

/// Slide `tile` into the blank: the player's move, `{"tile": 5}`; shown as `5`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Slide {
    /// The number of the tile that moves (it must be next to the blank).
    pub tile: u8,
}

impl Slide {
    /// The engine's move.
    pub fn to_move(self) -> Move {
        Move(self.tile)
    }
}

impl From<Move> for Slide {
    fn from(mv: Move) -> Self {
        Slide { tile: mv.tile() }
    }
}

impl std::fmt::Display for Slide {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.tile)
    }
}

/// What a page needs to draw a position (and to teach with it).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    /// The width (and height) in cells: 3, 4 or 5.
    pub size: usize,
    /// The classic name: `8-puzzle`, `15-puzzle` or `24-puzzle`.
    pub name: &'static str,
    /// The cells row by row, 0 for the blank.
    pub tiles: Vec<u8>,
    /// The blank's cell, `[row, col]` from 0.
    pub blank: [usize; 2],
    /// The tiles that can slide now (those next to the blank), in increasing order.
    pub movable: Vec<u8>,
    /// The goal's cells row by row when it is not the standard goal (1, 2, ... with the
    /// blank last); `null` for the standard goal.
    pub goal: Option<Vec<u8>>,
    /// Whether the goal can be reached (decided by parity).
    pub solvable: bool,
    /// The figures of the parity invariant: `inversions`, `blank_rows_from_bottom`, and the
    /// goal's (`goal`) when it is not the standard goal.
    pub parity: Parity,
    /// The parity argument in English (why the goal can or cannot be reached).
    pub parity_text: String,
    /// The same argument as catalogue words, for a page in any language.
    pub parity_words: Words,
    /// Tiles not on their goal cell.
    pub misplaced: u32,
    /// The Manhattan distance: rows plus columns between each tile and its goal cell.
    pub manhattan: u32,
    /// Whether the tiles stand as in the goal.
    pub solved: bool,
}

/// What a slide animates: the tile and the cells it leaves and enters (`[row, col]`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SlideEffect {
    /// The tile that moved.
    pub tile: u8,
    /// Its cell before the move.
    pub from: [usize; 2],
    /// Its cell after the move (where the blank was).
    pub to: [usize; 2],
    /// `up`, `down`, `left` or `right`.
    pub direction: &'static str,
}

fn cell(size: Size, index: usize) -> [usize; 2] {
    [size.row(index), size.col(index)]
}

/// The drawing of a position.
pub fn view(position: &Position) -> View {
    let Position { board, goal } = position;
    let size = board.size();
    let parity = board.parity_to(goal);
    let mut movable: Vec<u8> = board.legal_moves().iter().map(|m| m.tile()).collect();
    movable.sort_unstable();
    View {
        size: size.width(),
        name: size.puzzle_name(),
        tiles: board.cells().to_vec(),
        blank: cell(size, board.blank()),
        movable,
        goal: (!goal.is_standard()).then(|| goal.board().cells().to_vec()),
        solvable: parity.solvable,
        parity_text: parity.to_string(),
        parity_words: parity.phrase().words,
        parity,
        misplaced: distance::misplaced(board, goal),
        manhattan: distance::manhattan(board, goal),
        solved: goal.is_reached(board),
    }
}

/// Solved at the goal, else playing: a blank always has a neighbour, so never stuck (an
/// unsolvable position is still played; its hint and solve say why it has no solution).
pub fn status(position: &Position) -> Status {
    if position.goal.is_reached(&position.board) {
        Status::Solved
    } else {
        Status::Playing
    }
}

/// The tiles next to the blank, in the engine's order (up, left, right, down of the blank).
pub fn legal_moves(board: &Board) -> Vec<Slide> {
    board.legal_moves().into_iter().map(Slide::from).collect()
}

/// The cell of `tile` and the way it slides into the blank, when it is next to it.
fn slide_of(board: &Board, tile: u8) -> Option<(usize, &'static str)> {
    let size = board.size();
    let from = board.cells().iter().position(|&t| t == tile && t != 0)?;
    let blank = board.blank();
    if size.distance(from, blank) != 1 {
        return None;
    }
    let direction = if size.row(blank) < size.row(from) {
        "up"
    } else if size.row(blank) > size.row(from) {
        "down"
    } else if size.col(blank) < size.col(from) {
        "left"
    } else {
        "right"
    };
    Some((from, direction))
}

/// Slides the tile of `mv`; refuses a tile that does not exist or is not next to the blank.
pub fn apply(
    position: &Position,
    mv: &Slide,
) -> Result<Applied<Position, SlideEffect>, InputError> {
    let board = &position.board;
    let next = board
        .after(mv.to_move())
        .map_err(|e| InputError::said("illegal_move", e.words()))?;
    let size = board.size();
    let (from, direction) = slide_of(board, mv.tile).ok_or_else(|| {
        InputError::said(
            "illegal_move",
            Words::new("n-puzzle-slide-impossible").arg("tile", mv.tile),
        )
    })?;
    Ok(Applied {
        game: position.with_board(next),
        cost: 1,
        effect: SlideEffect {
            tile: mv.tile,
            from: cell(size, from),
            to: cell(size, board.blank()),
            direction,
        },
    })
}

/// The move in words: `slide 5 left` (the way the tile moves).
pub fn describe(board: &Board, mv: &Slide) -> Phrase {
    match slide_of(board, mv.tile) {
        Some((_, direction)) => Phrase::said(
            Words::new("n-puzzle-move")
                .arg("tile", mv.tile)
                .arg("direction", direction),
        ),
        None => Phrase::said(Words::new("n-puzzle-move-tile").arg("tile", mv.tile)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> Position {
        super::super::game_id::parse(text).unwrap()
    }

    #[test]
    fn views_count_and_place() {
        let v = view(&board("1 2 3/4 0 6/7 5 8"));
        assert_eq!((v.size, v.name), (3, "8-puzzle"));
        assert_eq!(v.tiles, vec![1, 2, 3, 4, 0, 6, 7, 5, 8]);
        assert_eq!(v.blank, [1, 1]);
        assert_eq!(v.movable, vec![2, 4, 5, 6]);
        assert_eq!((v.misplaced, v.manhattan), (2, 2));
        assert!(v.solvable && !v.solved);
        let loyd = view(&board("1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0"));
        assert!(!loyd.solvable);
        assert_eq!(loyd.parity.inversions, 1);
        assert!(loyd.parity_text.contains("cannot be reached"));
        // the same proof as words, for a page in another language
        assert_eq!(loyd.parity_words, loyd.parity.phrase().words);
        assert!(loyd.parity_words.key.starts_with("n-puzzle-parity-"));
        assert_eq!(
            status(&board("1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0")),
            Status::Playing
        );
        assert_eq!(
            status(&Position::standard(Board::goal(Size::Five))),
            Status::Solved
        );
        assert!(v.goal.is_none());
    }

    #[test]
    fn views_and_status_follow_the_goal() {
        let p = board("2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5");
        let v = view(&p);
        assert_eq!(v.goal, Some(vec![1, 2, 3, 8, 0, 4, 7, 6, 5]));
        assert!(v.solvable && !v.solved);
        assert_eq!((v.misplaced, v.manhattan), (4, 5));
        assert!(
            v.parity_text.contains("the goal 1 2 3/8 0 4/7 6 5"),
            "{}",
            v.parity_text
        );
        let done = board("1 2 3/8 0 4/7 6 5;goal=1 2 3/8 0 4/7 6 5");
        assert_eq!(status(&done), Status::Solved);
        assert!(view(&done).solved);
        // the standard goal's board is not solved towards another goal
        assert_eq!(
            status(&board("1 2 3/4 5 6/7 8 0;goal=1 2 3/8 0 4/7 6 5")),
            Status::Playing
        );
        // a move keeps the goal
        let after = apply(&p, &Slide { tile: 6 }).unwrap().game;
        assert_eq!(after.goal, p.goal);
        assert_eq!(after.board.to_string(), "2 8 3/1 0 4/7 6 5");
    }

    #[test]
    fn slides_say_where_they_go() {
        let b = board("1 2 3/4 0 6/7 5 8");
        let cases = [
            (2, "down", [0, 1]),
            (4, "right", [1, 0]),
            (6, "left", [1, 2]),
            (5, "up", [2, 1]),
        ];
        for (tile, direction, from) in cases {
            let applied = apply(&b, &Slide { tile }).unwrap();
            assert_eq!(applied.cost, 1);
            assert_eq!(
                applied.effect,
                SlideEffect {
                    tile,
                    from,
                    to: [1, 1],
                    direction
                }
            );
            assert_eq!(
                describe(&b.board, &Slide { tile }).text,
                format!("slide {tile} {direction}")
            );
            // sliding it back undoes the move
            let back = apply(&applied.game, &Slide { tile }).unwrap();
            assert_eq!(back.game, b);
        }
        assert_eq!(describe(&b.board, &Slide { tile: 1 }).text, "slide 1");
        for tile in [0, 1, 9, 255] {
            let e = apply(&b, &Slide { tile }).unwrap_err();
            assert_eq!(e.code, "illegal_move");
        }
        assert!(apply(&b, &Slide { tile: 1 })
            .unwrap_err()
            .message
            .contains("the tiles that can are 2, 4, 5 and 6"));
        assert_eq!(Slide { tile: 12 }.to_string(), "12");
    }

    #[test]
    fn moves_are_json_objects() {
        let json = serde_json::to_value(Slide { tile: 5 }).unwrap();
        assert_eq!(json, serde_json::json!({ "tile": 5 }));
        assert!(serde_json::from_value::<Slide>(serde_json::json!({ "tile": 5, "x": 1 })).is_err());
        assert!(serde_json::from_value::<Slide>(serde_json::json!({ "tile": 300 })).is_err());
        assert!(serde_json::from_value::<Slide>(serde_json::json!(5)).is_err());
    }
}
