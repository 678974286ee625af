//! [`Game`]: a board being played under some [`Rules`]: supply, legal taps, tap with bonuses,
//! undo, restart, win/lose state. This is what a web page or the CLI drives.

use puzzle::words::english;
use puzzle::Words;
use serde::Serialize;

use crate::board::{Board, Pos};
use crate::chain::{tap_cells, ChainScratch, Grid};
use crate::events::{simulate, ChainLog, TapError};
use crate::rules::Rules;

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Taps are left to make.
    Playing,
    /// The board is clear.
    Won,
    /// Drops remain but the supply is empty.
    Lost,
}

/// Why a tap is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The cell cannot be tapped.
    #[error(transparent)]
    Tap(#[from] TapError),
    /// The supply is empty.
    #[error("{}", english(&self.words()))]
    NoSupply {
        /// The drops left on the board.
        drops: usize,
    },
    /// The board is clear.
    #[error("{}", english(&self.words()))]
    AlreadyWon,
}

impl MoveError {
    /// Why the tap is refused, as catalogue words (`tendrops-illegal-*`).
    pub fn words(&self) -> Words {
        match self {
            MoveError::Tap(e) => e.words(),
            MoveError::NoSupply { drops } => {
                Words::new("tendrops-illegal-no-supply").arg("drops", drops)
            }
            MoveError::AlreadyWon => Words::new("tendrops-illegal-won"),
        }
    }
}

/// What one tap did to the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TapReport {
    /// The tapped cell.
    pub tap: Pos,
    /// The tap created a drop on an empty cell.
    pub created: bool,
    /// Bursts in the chain, the tapped drop included.
    pub bursts: u32,
    /// Combo bonus earned: floor(bursts / combo).
    pub bonus: u32,
    /// Bonus for clearing the board (0 unless this tap cleared it).
    pub clear_bonus: u32,
    /// Droplets whose water was lost.
    pub lost: u32,
    /// Supply after the tap (bonuses included).
    pub supply: u32,
    /// Where the game stands after the tap.
    pub status: Status,
}

#[derive(Debug, Clone)]
struct Step {
    before: Board,
    supply_before: u32,
    report: TapReport,
}

/// A board in play: current drops, supply, and the taps made so far (for undo).
#[derive(Debug, Clone)]
pub struct Game {
    rules: Rules,
    start: Board,
    start_supply: u32,
    board: Board,
    supply: u32,
    history: Vec<Step>,
}

impl Game {
    /// A new game with the rules' starting supply.
    pub fn new(board: Board, rules: Rules) -> Self {
        let supply = rules.supply;
        Self::with_supply(board, rules, supply)
    }

    /// A new game with a given supply (drops carried over from the previous board).
    pub fn with_supply(board: Board, rules: Rules, supply: u32) -> Self {
        Game {
            rules,
            start: board.clone(),
            start_supply: supply,
            board,
            supply,
            history: Vec::new(),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The board now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The drops left now.
    pub fn supply(&self) -> u32 {
        self.supply
    }

    /// Taps made so far, oldest first.
    pub fn taps(&self) -> Vec<Pos> {
        self.history.iter().map(|s| s.report.tap).collect()
    }

    /// Reports of the taps made so far, oldest first.
    pub fn reports(&self) -> Vec<TapReport> {
        self.history.iter().map(|s| s.report).collect()
    }

    /// Won, lost or playing.
    pub fn status(&self) -> Status {
        if self.board.is_clear() {
            Status::Won
        } else if self.supply == 0 {
            Status::Lost
        } else {
            Status::Playing
        }
    }

    /// Every cell that may be tapped now (row-major order).
    pub fn legal_taps(&self) -> Vec<Pos> {
        if self.status() != Status::Playing {
            return Vec::new();
        }
        (0..self.board.len())
            .filter(|&i| self.rules.empty_taps || self.board.cells()[i] > 0)
            .map(|i| self.board.pos(i))
            .collect()
    }

    /// Checks that `pos` may be tapped now.
    pub fn check_tap(&self, pos: Pos) -> Result<usize, MoveError> {
        let index = self.board.index(pos).ok_or(TapError::OutsideBoard {
            pos,
            rows: self.board.rows(),
            cols: self.board.cols(),
        })?;
        if self.board.is_clear() {
            return Err(MoveError::AlreadyWon);
        }
        if self.supply == 0 {
            return Err(MoveError::NoSupply {
                drops: self.board.drop_count(),
            });
        }
        if !self.rules.empty_taps && self.board.cells()[index] == 0 {
            return Err(TapError::EmptyCell { pos }.into());
        }
        Ok(index)
    }

    /// Taps `pos`: spends a drop, runs the chain, adds bonuses.
    pub fn tap(&mut self, pos: Pos) -> Result<TapReport, MoveError> {
        let index = self.check_tap(pos)?;
        let before = self.board.clone();
        let grid = Grid {
            rows: self.board.rows(),
            cols: self.board.cols(),
            timing: self.rules.timing,
        };
        let outcome = tap_cells(
            self.board.cells_mut(),
            grid,
            index,
            &mut ChainScratch::default(),
            &mut (),
        );
        Ok(self.record(pos, before, outcome.created, outcome.bursts, outcome.lost))
    }

    /// Like [`tap`](Game::tap), also returning the chain's event stream for animation.
    pub fn tap_with_log(&mut self, pos: Pos) -> Result<(TapReport, ChainLog), MoveError> {
        self.check_tap(pos)?;
        let log = simulate(&self.board, pos, self.rules.timing)?;
        let before = std::mem::replace(&mut self.board, log.after.clone());
        let report = self.record(pos, before, log.created, log.bursts, log.lost);
        Ok((report, log))
    }

    fn record(
        &mut self,
        tap: Pos,
        before: Board,
        created: bool,
        bursts: u32,
        lost: u32,
    ) -> TapReport {
        let supply_before = self.supply;
        let bonus = self.rules.bonus(bursts);
        let clear_bonus = if self.board.is_clear() {
            self.rules.clear_bonus
        } else {
            0
        };
        self.supply = self.supply - 1 + bonus + clear_bonus;
        let report = TapReport {
            tap,
            created,
            bursts,
            bonus,
            clear_bonus,
            lost,
            supply: self.supply,
            status: self.status(),
        };
        self.history.push(Step {
            before,
            supply_before,
            report,
        });
        report
    }

    /// Takes back the last tap; returns it, or `None` when there is nothing to undo.
    pub fn undo(&mut self) -> Option<Pos> {
        let step = self.history.pop()?;
        self.board = step.before;
        self.supply = step.supply_before;
        Some(step.report.tap)
    }

    /// Back to the starting board and supply.
    pub fn restart(&mut self) {
        self.board = self.start.clone();
        self.supply = self.start_supply;
        self.history.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn game(text: &str) -> Game {
        Game::new(text.parse().unwrap(), Rules::default())
    }

    #[test]
    fn a_tap_costs_one_drop_and_a_clear_earns_one() {
        // 44 in a row: tapping either bursts both (2 bursts, no combo), clearing the board.
        let mut g = game("44");
        let r = g.tap(Pos::new(0, 0)).unwrap();
        assert_eq!((r.bursts, r.bonus, r.clear_bonus, r.supply), (2, 0, 1, 10));
        assert_eq!(g.status(), Status::Won);
        assert_eq!(g.tap(Pos::new(0, 1)), Err(MoveError::AlreadyWon));
    }

    #[test]
    fn three_bursts_earn_a_combo_drop() {
        let mut g = game("4440");
        let r = g.tap(Pos::new(0, 0)).unwrap();
        assert_eq!((r.bursts, r.bonus, r.clear_bonus, r.supply), (3, 1, 1, 11));
    }

    #[test]
    fn running_out_of_supply_loses() {
        let mut g = Game::with_supply("1".parse().unwrap(), Rules::default(), 2);
        g.tap(Pos::new(0, 0)).unwrap();
        let r = g.tap(Pos::new(0, 0)).unwrap();
        assert_eq!((r.supply, r.status), (0, Status::Lost));
        assert_eq!(g.tap(Pos::new(0, 0)), Err(MoveError::NoSupply { drops: 1 }));
        assert!(g.legal_taps().is_empty());
    }

    #[test]
    fn empty_taps_follow_the_rule() {
        let mut g = game("01");
        assert_eq!(g.legal_taps().len(), 2);
        assert!(g.tap(Pos::new(0, 0)).unwrap().created);
        assert_eq!(g.board().cells(), &[1, 1]);
        let mut strict = Game::new(
            "01".parse().unwrap(),
            Rules::default().with_empty_taps(false),
        );
        assert_eq!(strict.legal_taps(), vec![Pos::new(0, 1)]);
        assert!(matches!(
            strict.tap(Pos::new(0, 0)),
            Err(MoveError::Tap(TapError::EmptyCell { .. }))
        ));
        assert!(matches!(
            strict.tap(Pos::new(3, 0)),
            Err(MoveError::Tap(TapError::OutsideBoard { .. }))
        ));
    }

    #[test]
    fn logged_taps_match_plain_taps() {
        let mut a = game("034/412/404");
        let mut b = a.clone();
        for pos in [Pos::new(0, 2), Pos::new(1, 0), Pos::new(2, 2)] {
            let plain = a.tap(pos).unwrap();
            let (logged, log) = b.tap_with_log(pos).unwrap();
            assert_eq!(plain, logged);
            assert_eq!(a.board(), &log.after);
        }
    }

    proptest! {
        #[test]
        fn undo_restores_every_state(cells in proptest::collection::vec(0u8..=4, 16), taps in proptest::collection::vec(0usize..16, 1..12)) {
            let board = Board::from_cells(4, 4, cells).unwrap();
            let mut g = Game::new(board, Rules::default());
            let mut seen = vec![(g.board().clone(), g.supply())];
            for &i in &taps {
                let pos = g.board().pos(i);
                if g.tap(pos).is_ok() {
                    seen.push((g.board().clone(), g.supply()));
                }
            }
            while g.undo().is_some() {
                seen.pop();
                let last = seen.last().unwrap();
                prop_assert_eq!((g.board(), g.supply()), (&last.0, last.1));
            }
            prop_assert_eq!(seen.len(), 1);
        }

        #[test]
        fn every_legal_tap_is_accepted(cells in proptest::collection::vec(0u8..=4, 9), empty in any::<bool>()) {
            let board = Board::from_cells(3, 3, cells).unwrap();
            let g = Game::new(board, Rules::default().with_empty_taps(empty));
            for pos in g.legal_taps() {
                prop_assert!(g.clone().tap(pos).is_ok());
            }
            let illegal = (0..9).map(|i| g.board().pos(i)).filter(|p| !g.legal_taps().contains(p));
            for pos in illegal {
                prop_assert!(g.clone().tap(pos).is_err());
            }
        }
    }
}
