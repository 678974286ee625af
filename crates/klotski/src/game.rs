//! [`Game`]: a game in progress for the command line or a web page: play, undo, redo, reset,
//! with the move counter of the chosen metric.
//!
//! In the step metric, moving the same piece again right after it moved extends that move
//! (consecutive moves of one piece count once), and a piece brought back to where its move
//! began cancels the move.

use serde::Serialize;

use crate::board::Board;
use crate::grid::format_grid;
use crate::metric::Metric;
use crate::moves::{apply_move, legal_moves, Move, MoveError};

/// A game: the start, the moves played, and the moves undone that can be redone.
#[derive(Debug, Clone)]
pub struct Game {
    start: Board,
    metric: Metric,
    /// Moves played, each with the board after it.
    played: Vec<(Move, Board)>,
    /// Moves undone, most recent last.
    undone: Vec<(Move, Board)>,
}

/// What a page needs to draw a game.
#[derive(Debug, Clone, Serialize)]
pub struct GameView {
    /// The starting layout's grid.
    pub start: String,
    /// The current layout's grid.
    pub board: String,
    /// The metric moves are counted in.
    pub metric: Metric,
    /// Moves played so far.
    pub moves: usize,
    /// Whether the block is at the exit.
    pub solved: bool,
    /// The moves played (runs of one piece merged in the step metric).
    pub history: Vec<Move>,
    /// Whether a move can be taken back.
    pub can_undo: bool,
    /// Whether a move taken back can be played again.
    pub can_redo: bool,
    /// The legal moves from the current layout.
    pub legal_moves: Vec<Move>,
}

impl Game {
    /// A new game from `start`, moves counted in `metric`.
    pub fn new(start: Board, metric: Metric) -> Self {
        Self {
            start,
            metric,
            played: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// The starting layout.
    pub fn start(&self) -> Board {
        self.start
    }

    /// The metric moves are counted in.
    pub fn metric(&self) -> Metric {
        self.metric
    }

    /// The current board.
    pub fn board(&self) -> Board {
        self.played.last().map_or(self.start, |&(_, b)| b)
    }

    /// Moves played so far, in the game's metric.
    pub fn moves(&self) -> usize {
        self.played.len()
    }

    /// The moves played, in order.
    pub fn history(&self) -> Vec<Move> {
        self.played.iter().map(|&(m, _)| m).collect()
    }

    /// Whether the block is at the exit.
    pub fn is_solved(&self) -> bool {
        self.board().is_solved()
    }

    /// Plays `mv`, returning the new board. Clears the redo list.
    pub fn play(&mut self, mv: Move) -> Result<Board, MoveError> {
        let before = self.board();
        let after = apply_move(before, mv, self.metric)?;
        self.undone.clear();
        let extends_last = self.metric == Metric::Step
            && self
                .played
                .last()
                .is_some_and(|&(last, _)| last.to == mv.from && last.piece == mv.piece);
        if extends_last {
            if let Some((last, _)) = self.played.pop() {
                if last.from != mv.to {
                    let merged = Move {
                        piece: mv.piece,
                        from: last.from,
                        to: mv.to,
                    };
                    self.played.push((merged, after));
                }
            }
        } else {
            self.played.push((mv, after));
        }
        Ok(after)
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<Move> {
        let entry = self.played.pop()?;
        self.undone.push(entry);
        Some(entry.0)
    }

    /// Plays again the last move undone.
    pub fn redo(&mut self) -> Option<Move> {
        let entry = self.undone.pop()?;
        self.played.push(entry);
        Some(entry.0)
    }

    /// Back to the start (the moves can be redone one by one).
    pub fn reset(&mut self) {
        while self.undo().is_some() {}
    }

    /// What a page needs to draw the game.
    pub fn view(&self) -> GameView {
        GameView {
            start: format_grid(self.start),
            board: format_grid(self.board()),
            metric: self.metric,
            moves: self.moves(),
            solved: self.is_solved(),
            history: self.history(),
            can_undo: !self.played.is_empty(),
            can_redo: !self.undone.is_empty(),
            legal_moves: legal_moves(self.board(), self.metric),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::parse_grid;

    fn soldier(from: (u8, u8), to: (u8, u8)) -> Move {
        Move::soldier(from, to)
    }

    #[test]
    fn play_undo_redo_reset() {
        let start = parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap();
        let mut game = Game::new(start, Metric::Unit);
        game.play(soldier((4, 0), (4, 1))).unwrap();
        game.play(soldier((4, 1), (4, 2))).unwrap();
        assert_eq!(game.moves(), 2, "unit moves of one piece count one by one");
        assert!(game.play(soldier((0, 0), (0, 1))).is_err());
        assert_eq!(game.undo(), Some(soldier((4, 1), (4, 2))));
        assert_eq!(game.moves(), 1);
        assert_eq!(game.redo(), Some(soldier((4, 1), (4, 2))));
        assert_eq!(game.redo(), None);
        game.reset();
        assert_eq!(game.board(), start);
        assert!(game.view().can_redo);
    }

    #[test]
    fn step_metric_merges_moves_of_one_piece() {
        let start = parse_grid("VCCV/VCCV/VHHV/VSSV/S..S").unwrap();
        let mut game = Game::new(start, Metric::Step);
        game.play(soldier((4, 0), (4, 1))).unwrap();
        game.play(soldier((4, 1), (4, 2))).unwrap();
        assert_eq!(game.moves(), 1);
        assert_eq!(game.history(), vec![soldier((4, 0), (4, 2))]);
        game.play(soldier((4, 2), (4, 0))).unwrap();
        assert_eq!(game.moves(), 0, "back where it began: no move");
        assert_eq!(game.board(), start);
    }
}
