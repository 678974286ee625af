//! Playing a position: its drawing, its status, the pairs that can be removed, and removing
//! one (with the path to draw), or why not; shuffling the tiles left.

use ::puzzle::{Applied, InputError, PuzzleError, Status, Words, Work};
use search::Limits;
use serde::{Deserialize, Serialize};

use super::game_id::{position, position_after};
use super::Position;
use crate::board::Pos;
use crate::game::{find_pair, removal_of, Game};
use crate::puzzle::Removal;
use crate::redeal::ShuffleError;
use crate::rules::{Gravity, MaxTurns};

/// A move: the two tiles to remove, as `{"a": [row, col], "b": [row, col]}` (rows and
/// columns from 0). The order of the two does not matter: `(a, b)` equals `(b, a)`.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairMove {
    /// One tile.
    pub a: Pos,
    /// The other tile.
    pub b: Pos,
}

impl PairMove {
    /// The pair of `a` and `b`, the one first in reading order named first.
    pub fn new(a: Pos, b: Pos) -> PairMove {
        PairMove {
            a: a.min(b),
            b: a.max(b),
        }
    }
}

impl PartialEq for PairMove {
    fn eq(&self, other: &Self) -> bool {
        (self.a, self.b) == (other.a, other.b) || (self.a, self.b) == (other.b, other.a)
    }
}

impl Eq for PairMove {}

impl PairMove {
    /// The pair said for a person: `(1,2)-(2,1)` (the notation, 0-based) as the text, and the
    /// catalogue's `lianliankan-move` with both cells counted from 1 as the pages count.
    pub fn phrase(&self) -> puzzle::Phrase {
        puzzle::Phrase::said(
            puzzle::Words::new("lianliankan-move")
                .arg("row", self.a.row + 1)
                .arg("col", self.a.col + 1)
                .arg("to_row", self.b.row + 1)
                .arg("to_col", self.b.col + 1),
        )
    }
}

impl std::fmt::Display for PairMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "({},{})-({},{})",
            self.a.row, self.a.col, self.b.row, self.b.col
        )
    }
}

/// The rules as a page shows them, named by their game ID keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RulesView {
    /// The most turns a path may make: a number, or `"any"`.
    pub turns: MaxTurns,
    /// Where tiles slide after each removal.
    pub gravity: Gravity,
}

/// What a page needs to draw a position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BoardView {
    /// Rows of the board (the empty ring around it not counted).
    pub rows: usize,
    /// Columns of the board.
    pub cols: usize,
    /// Cell codes in row-major order: 0 empty, -1 blocker, k a tile of kind k.
    pub cells: Vec<i64>,
    /// Tiles still on the board.
    pub tiles_left: usize,
    /// The rules the board is played under.
    pub rules: RulesView,
    /// How many pairs can be removed now.
    pub removable_pairs: usize,
    /// No tile is left.
    pub solved: bool,
    /// Tiles are left, but no pair can be removed (shuffle or undo).
    pub stuck: bool,
}

impl Position {
    /// Every pair that can be removed now, in reading order of their first tile, then of
    /// their second.
    pub fn legal_pairs(&self) -> Vec<PairMove> {
        self.legal.get_or_init(|| self.find_legal_pairs()).clone()
    }

    /// Whether some pair can be removed now.
    fn has_legal_pair(&self) -> bool {
        !self
            .legal
            .get_or_init(|| self.find_legal_pairs())
            .is_empty()
    }

    fn find_legal_pairs(&self) -> Vec<PairMove> {
        let puzzle = self.puzzle();
        let state = puzzle.initial();
        let arrangement = puzzle.arrange(state.words());
        let mut moves = Vec::new();
        puzzle.moves(state.words(), &arrangement, &mut moves);
        let mut pairs: Vec<PairMove> = moves
            .iter()
            .map(|m| {
                PairMove::new(
                    puzzle.to_pos(arrangement.pos[m.a]),
                    puzzle.to_pos(arrangement.pos[m.b]),
                )
            })
            .collect();
        pairs.sort_by_key(|p| (p.a, p.b));
        pairs
    }

    /// Playing, solved (no tile left) or stuck (tiles left, no pair removable).
    pub fn status(&self) -> Status {
        if self.board().tile_count() == 0 {
            Status::Solved
        } else if !self.has_legal_pair() {
            Status::Stuck
        } else {
            Status::Playing
        }
    }

    /// The drawing of this position.
    pub fn view(&self) -> BoardView {
        let board = self.board();
        let removable_pairs = self.legal.get_or_init(|| self.find_legal_pairs()).len();
        let tiles_left = board.tile_count();
        let rules = self.rules();
        BoardView {
            rows: board.rows(),
            cols: board.cols(),
            cells: board.cells().iter().map(|c| c.code()).collect(),
            tiles_left,
            rules: RulesView {
                turns: rules.max_turns,
                gravity: rules.gravity,
            },
            removable_pairs,
            solved: tiles_left == 0,
            stuck: tiles_left > 0 && removable_pairs == 0,
        }
    }

    /// Removes the pair `mv`: the position after it (settled under gravity), its cost
    /// (turns + 1) and the removal with its path; or an `illegal_move` error saying why not.
    pub fn remove(&self, mv: &PairMove) -> Result<Applied<Position, Removal>, InputError> {
        let puzzle = self.puzzle();
        let board = puzzle.board();
        for p in [mv.a, mv.b] {
            if !board.contains(p) {
                let words = p
                    .in_words(Words::new("lianliankan-illegal-outside"), "row", "column")
                    .arg("rows", board.rows())
                    .arg("cols", board.cols());
                return Err(illegal(words));
            }
        }
        let mut state = puzzle.initial();
        let (tiles, path) =
            find_pair(puzzle, &state, mv.a, mv.b).map_err(|why| illegal(why.words()))?;
        let effect = removal_of(puzzle, &tiles, mv.a, mv.b, path);
        state.remove(tiles.a);
        state.remove(tiles.b);
        Ok(Applied {
            game: position_after(puzzle.board_at(state.words()), puzzle),
            cost: u64::from(tiles.cost()),
            effect,
        })
    }
}

fn illegal(words: Words) -> InputError {
    InputError::said("illegal_move", words)
}

/// The remaining tiles of `game` dealt again over the same cells so that the board can be
/// cleared (see [`Game::shuffle`]); the same `seed` gives the same deal.
pub fn shuffle(game: &Position, seed: u64, limits: &Limits) -> Result<Position, PuzzleError> {
    if game.board().tile_count() == 0 {
        return Err(PuzzleError::not_found(Words::new(
            "lianliankan-not-found-shuffle-clear",
        )));
    }
    let mut session = Game::new(game.puzzle().clone());
    session.shuffle(seed, limits).map_err(|e| match e {
        ShuffleError::Impossible | ShuffleError::GaveUp { .. } => PuzzleError::not_found(e.words()),
        ShuffleError::Stopped(reason) => PuzzleError::stopped(Work::Shuffle, reason),
        ShuffleError::Internal(what) => PuzzleError::Internal(what.into()),
    })?;
    Ok(position(session.board(), game.rules()))
}
