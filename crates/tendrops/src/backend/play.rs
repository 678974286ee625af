//! Drawing and playing a [`Position`]: the [`View`], the [`Tap`] move, the [`TapEffect`] a
//! page animates, the status and the legal taps.

use std::fmt;

use puzzle::{Applied, InputError, Status};
use serde::{Deserialize, Serialize};

use super::game_id::Position;
use crate::board::Pos;
use crate::events::ChainLog;
use crate::game::{Game, TapReport};
use crate::rules::Timing;

/// What a page needs to draw a position.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    /// The board on one line, rows joined by `/`.
    pub board: String,
    /// Number of rows.
    pub rows: usize,
    /// Number of columns.
    pub cols: usize,
    /// Row-major cells: 0 empty, 1-4 a drop's size.
    pub cells: Vec<u8>,
    /// Drops on the board.
    pub drops: usize,
    /// Water on the board (the sum of the drop sizes).
    pub water: u32,
    /// The drops the player has now.
    pub supply: u32,
    /// The chain timing model.
    pub timing: Timing,
    /// Whether empty cells may be tapped.
    pub empty_taps: bool,
    /// One bonus drop per this many bursts of one tap (0: none).
    pub combo: u32,
    /// Bonus drops for clearing the board.
    pub clear_bonus: u32,
    /// The board is clear (the game is won).
    pub cleared: bool,
    /// The supply is empty and the board is not clear (the game is lost).
    pub out_of_drops: bool,
}

/// One tap: `{"tap": [row, col]}`, 0-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tap {
    /// `[row, col]` of the tapped cell, from 0.
    pub tap: [usize; 2],
}

impl Tap {
    /// A tap on `pos`.
    pub fn at(pos: Pos) -> Self {
        Tap { tap: pos.pair() }
    }

    /// The tapped cell.
    pub fn pos(self) -> Pos {
        Pos::new(self.tap[0], self.tap[1])
    }

    /// The tap said for a person: `tap 2,3` (the notation, 0-based) as the text, and the
    /// catalogue's `tendrops-move` with the cell counted from 1 as the pages count.
    pub fn phrase(self) -> puzzle::Phrase {
        let [row, col] = self.tap;
        puzzle::Phrase::said(
            puzzle::Words::new("tendrops-move")
                .arg("row", row.saturating_add(1))
                .arg("col", col.saturating_add(1)),
        )
    }
}

impl fmt::Display for Tap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "tap {}", self.pos())
    }
}

/// What a page animates after a tap: the report (bursts, combo bonus, clear bonus, supply
/// after) and the chain's event log (one frame per tick), as `/tendrops/tap` answered.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TapEffect {
    /// What the tap did to the game.
    pub report: TapReport,
    /// The chain, tick by tick.
    pub log: ChainLog,
}

/// The drawing of `position`.
pub fn view(position: &Position) -> View {
    let board = position.board();
    let rules = position.rules();
    View {
        board: board.to_line(),
        rows: board.rows(),
        cols: board.cols(),
        cells: board.cells().to_vec(),
        drops: board.drop_count(),
        water: board.water(),
        supply: rules.supply,
        timing: rules.timing,
        empty_taps: rules.empty_taps,
        combo: rules.combo,
        clear_bonus: rules.clear_bonus,
        cleared: position.cleared(),
        out_of_drops: position.out_of_drops(),
    }
}

/// Solved when the board is clear; stuck when the supply is empty (or, which the rules never
/// allow with a drop on the board, no cell may be tapped); playing otherwise.
pub fn status(position: &Position) -> Status {
    if position.cleared() {
        Status::Solved
    } else if position.out_of_drops() || legal_taps(position).is_empty() {
        Status::Stuck
    } else {
        Status::Playing
    }
}

fn game(position: &Position) -> Game {
    Game::new(position.board().clone(), *position.rules())
}

/// Every cell that may be tapped now, row by row.
pub fn legal_taps(position: &Position) -> Vec<Tap> {
    game(position)
        .legal_taps()
        .into_iter()
        .map(Tap::at)
        .collect()
}

/// Plays `tap` on `position`: the position after it, cost 1, and what to animate.
pub fn apply(position: &Position, tap: &Tap) -> Result<Applied<Position, TapEffect>, InputError> {
    let mut game = game(position);
    let (report, log) = game
        .tap_with_log(tap.pos())
        .map_err(|e| InputError::said("illegal_move", e.words()))?;
    let after = Position::new(
        game.board().clone(),
        position.rules().with_supply(game.supply()),
    );
    Ok(Applied {
        game: after,
        cost: 1,
        effect: TapEffect { report, log },
    })
}

#[cfg(test)]
mod tests {
    use super::super::game_id::parse;
    use super::*;

    #[test]
    fn taps_apply_with_their_report_and_log() {
        let p = parse("44;supply=2").unwrap();
        assert_eq!(status(&p), Status::Playing);
        let applied = apply(&p, &Tap { tap: [0, 0] }).unwrap();
        assert_eq!(applied.cost, 1);
        let effect = &applied.effect;
        assert_eq!((effect.report.bursts, effect.report.clear_bonus), (2, 1));
        assert_eq!(effect.report.supply, 2);
        assert!(!effect.log.frames.is_empty());
        assert_eq!(status(&applied.game), Status::Solved);
        assert_eq!(applied.game.supply(), 2);
        let json = serde_json::to_value(&applied.effect).unwrap();
        assert_eq!(json["report"]["tap"], serde_json::json!([0, 0]));
        assert!(json["log"]["frames"].is_array());
    }

    #[test]
    fn refusals_say_why() {
        let p = parse("01;empty-taps=forbid").unwrap();
        assert_eq!(legal_taps(&p), vec![Tap { tap: [0, 1] }]);
        let e = apply(&p, &Tap { tap: [0, 0] }).unwrap_err();
        assert_eq!(e.code, "illegal_move");
        assert!(e.message.contains("empty-taps=forbid"), "{}", e.message);
        let e = apply(&p, &Tap { tap: [1, 0] }).unwrap_err();
        assert!(e.message.contains("outside the 1x2 board"), "{}", e.message);
        let e = apply(
            &p,
            &Tap {
                tap: [usize::MAX, 0],
            },
        )
        .unwrap_err();
        assert_eq!(e.code, "illegal_move");
        let lost = parse("01;supply=0").unwrap();
        assert_eq!(status(&lost), Status::Stuck);
        assert!(legal_taps(&lost).is_empty());
        let e = apply(&lost, &Tap { tap: [0, 1] }).unwrap_err();
        assert!(e.message.contains("no drops are left"), "{}", e.message);
        let won = parse("00;supply=0").unwrap();
        assert_eq!(status(&won), Status::Solved);
        assert!(apply(&won, &Tap { tap: [0, 1] })
            .unwrap_err()
            .message
            .contains("already clear"));
    }

    #[test]
    fn moves_read_and_write_as_json() {
        let tap: Tap = serde_json::from_str(r#"{"tap": [2, 3]}"#).unwrap();
        assert_eq!(tap.pos(), Pos::new(2, 3));
        assert_eq!(tap.to_string(), "tap 2,3");
        assert!(serde_json::from_str::<Tap>(r#"{"tap": [2, 3], "x": 1}"#).is_err());
        assert!(serde_json::from_str::<Tap>(r#"{"tap": [-1, 3]}"#).is_err());
        let view = serde_json::to_value(view(&parse("01/20;supply=0").unwrap())).unwrap();
        assert_eq!(view["cells"], serde_json::json!([0, 1, 2, 0]));
        assert_eq!(view["out_of_drops"], true);
        assert_eq!(view["timing"], "a-sum");
    }
}
