//! Playing a puzzle stick by stick: legal moves, apply, undo, the solved test and a hint that
//! always leads towards an answer. A web page drives a game through this type.

use puzzle::words::english;
use puzzle::Words;
use search::Limits;
use serde::{Deserialize, Serialize};

use crate::description::PuzzleSpec;
use crate::equation::{format_symbols, Equation};
use crate::eval::is_true;
use crate::layout::{Layout, StickPos};
use crate::parse::{parse, ParseError};
use crate::rules::Rules;
use crate::solve::{solve, stick_changes, SolveReport, StickMove, Task};

/// One player action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum GameMove {
    /// Take a stick and put it elsewhere (move puzzles).
    Move {
        /// Where the stick is taken.
        from: StickPos,
        /// Where it is put.
        to: StickPos,
    },
    /// Put a new stick down (add puzzles).
    Add {
        /// Where the stick is put.
        at: StickPos,
    },
    /// Take a stick away (remove puzzles).
    Remove {
        /// Where the stick is taken.
        at: StickPos,
    },
}

/// Short text for a list of moves: `move 2.2->2.4`, `add 0.3`, `remove 1.0` (cell.slot, both
/// counted from 0, as in the JSON form).
impl std::fmt::Display for GameMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GameMove::Move { from, to } => write!(f, "move {from}->{to}"),
            GameMove::Add { at } => write!(f, "add {at}"),
            GameMove::Remove { at } => write!(f, "remove {at}"),
        }
    }
}

/// Why a move cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", english(&self.words()))]
pub enum MoveError {
    /// The cell does not exist or is fixed (the `=` under the default rules).
    FixedCell {
        /// The cell asked for.
        cell: usize,
    },
    /// The cell has no such slot.
    NoSuchSlot {
        /// The cell.
        cell: usize,
        /// The slot asked for.
        slot: u8,
    },
    /// A stick is taken where there is none.
    NoStick {
        /// The cell.
        cell: usize,
        /// The empty slot.
        slot: u8,
    },
    /// A stick is put where there is one.
    Occupied {
        /// The cell.
        cell: usize,
        /// The occupied slot.
        slot: u8,
    },
    /// The move would change more than K sticks from the start.
    OverBudget {
        /// K.
        k: usize,
    },
    /// A move of another type than the puzzle's (an add in a move puzzle).
    WrongKind {
        /// The puzzle's type: `move`, `add` or `remove`.
        kind: &'static str,
    },
}

impl MoveError {
    /// Why the move is refused, as catalogue words (`matchstick-move-*`), with the cell both
    /// from 0 (`cell0`, as in the notation) and from 1 (`cell`). The interface's refusal says
    /// more (the move, the stick as the drawing shows it): see `backend::refusal`.
    pub fn words(&self) -> Words {
        let in_cell = |key: &'static str, cell: usize| {
            Words::new(key).arg("cell0", cell).arg("cell", cell + 1)
        };
        match *self {
            MoveError::FixedCell { cell } => in_cell("matchstick-move-fixed", cell),
            MoveError::NoSuchSlot { cell, slot } => {
                in_cell("matchstick-move-no-slot", cell).arg("slot", slot)
            }
            MoveError::NoStick { cell, slot } => {
                in_cell("matchstick-move-no-stick", cell).arg("slot", slot)
            }
            MoveError::Occupied { cell, slot } => {
                in_cell("matchstick-move-occupied", cell).arg("slot", slot)
            }
            MoveError::OverBudget { k } => Words::new("matchstick-move-over-budget").arg("k", k),
            MoveError::WrongKind { kind } => {
                Words::new("matchstick-move-wrong-kind").arg("task", kind)
            }
        }
    }
}

/// A puzzle being played.
#[derive(Debug, Clone)]
pub struct Game {
    layout: Layout,
    equation: Equation,
    task: Task,
    k: usize,
    sticks: Vec<u8>,
    history: Vec<GameMove>,
    undone: Vec<GameMove>,
}

/// Two games are equal when their game IDs are: the same equation, task, number of sticks and
/// rules, with the same sticks in place now (the moves that led there do not count).
impl PartialEq for Game {
    fn eq(&self, other: &Game) -> bool {
        self.equation == other.equation
            && self.task == other.task
            && self.k == other.k
            && self.layout.rules == other.layout.rules
            && self.sticks == other.sticks
    }
}

impl Eq for Game {}

impl std::hash::Hash for Game {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.equation.hash(state);
        self.task.hash(state);
        self.k.hash(state);
        self.layout.rules.hash(state);
        self.sticks.hash(state);
    }
}

/// A snapshot of a game for display (JSON for the web page).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameView<'a> {
    /// The starting equation, ASCII.
    pub puzzle: String,
    /// The puzzle type.
    pub task: Task,
    /// K.
    pub target: usize,
    /// The cells.
    pub layout: &'a Layout,
    /// The sticks of every cell now.
    pub sticks: &'a [u8],
    /// The equation as currently drawn, if every cell shows a character.
    pub current: Option<String>,
    /// Moves played.
    pub moves_made: usize,
    /// Sticks changed since the start.
    pub sticks_changed: usize,
    /// Whether the drawing is an answer.
    pub solved: bool,
}

impl Game {
    /// A game of `equation` as a `kind` puzzle with `k` sticks, at its start.
    pub fn new(equation: &Equation, rules: &Rules, task: Task, k: usize) -> Game {
        let layout = Layout::new(equation, rules, k);
        let sticks = layout.initial_sticks();
        Game {
            layout,
            equation: equation.clone(),
            task,
            k,
            sticks,
            history: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// Parses `input` and starts a game on it.
    pub fn from_input(
        input: &str,
        rules: &Rules,
        task: Task,
        k: usize,
    ) -> Result<Game, ParseError> {
        Ok(Game::new(&parse(input, rules)?, rules, task, k))
    }

    /// A game of `spec` at its start.
    pub fn from_spec(spec: &PuzzleSpec) -> Game {
        Game::new(&spec.equation, &spec.rules, spec.task, spec.k)
    }

    /// The puzzle this game plays: its starting equation, task, K and rules.
    pub fn spec(&self) -> PuzzleSpec {
        PuzzleSpec {
            equation: self.equation.clone(),
            task: self.task,
            k: self.k,
            rules: self.layout.rules,
        }
    }

    /// The puzzle's starting equation.
    pub fn equation(&self) -> &Equation {
        &self.equation
    }

    /// The puzzle type: move, add or remove sticks.
    pub fn task(&self) -> Task {
        self.task
    }

    /// K: the sticks to move (add, remove).
    pub fn k(&self) -> usize {
        self.k
    }

    /// The positions whose stick is gone and the positions that got one, since the start.
    pub fn changes(&self) -> (Vec<StickPos>, Vec<StickPos>) {
        stick_changes(&self.layout.initial_sticks(), &self.sticks)
    }

    /// The same puzzle with `sticks` drawn now and no history. The caller checks that the
    /// drawing is one legal moves reach (one mask per cell, within the budget).
    pub(crate) fn with_sticks(&self, sticks: Vec<u8>) -> Game {
        Game {
            layout: self.layout.clone(),
            equation: self.equation.clone(),
            task: self.task,
            k: self.k,
            sticks,
            history: Vec::new(),
            undone: Vec::new(),
        }
    }

    /// The sticks after `mv`, or why it cannot be played (the test [`Game::apply`] makes).
    pub fn check_move(&self, mv: GameMove) -> Result<Vec<u8>, MoveError> {
        self.sticks_after(mv)
    }

    /// The cells of the drawing.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The sticks of every cell now.
    pub fn sticks(&self) -> &[u8] {
        &self.sticks
    }

    /// The moves played, first first.
    pub fn history(&self) -> &[GameMove] {
        &self.history
    }

    /// Sticks put down where there was none at the start (equals those taken, for moves).
    pub fn sticks_changed(&self) -> usize {
        let (taken, placed) = stick_changes(&self.layout.initial_sticks(), &self.sticks);
        taken.len().max(placed.len())
    }

    /// The equation as drawn now, if every cell shows a character.
    pub fn current(&self) -> Option<String> {
        self.layout.decode(&self.sticks).map(|s| format_symbols(&s))
    }

    /// True when the drawing is a true equation that differs from the puzzle by exactly K.
    pub fn is_solved(&self) -> bool {
        let (taken, placed) = stick_changes(&self.layout.initial_sticks(), &self.sticks);
        let (adds, removes) = self.task.budget(self.k);
        placed.len() == adds
            && taken.len() == removes
            && self
                .layout
                .decode(&self.sticks)
                .is_some_and(|s| is_true(&s, &self.layout.rules))
    }

    /// A snapshot for display.
    pub fn view(&self) -> GameView<'_> {
        GameView {
            puzzle: self.equation.to_string(),
            task: self.task,
            target: self.k,
            layout: &self.layout,
            sticks: &self.sticks,
            current: self.current(),
            moves_made: self.history.len(),
            sticks_changed: self.sticks_changed(),
            solved: self.is_solved(),
        }
    }

    fn positions(&self, occupied: bool) -> Vec<StickPos> {
        let mut out = Vec::new();
        for (cell, c) in self.layout.cells.iter().enumerate() {
            if c.is_fixed() {
                continue;
            }
            for slot in 0..c.kind.slot_names().len() as u8 {
                if (self.sticks[cell] & (1 << slot) != 0) == occupied {
                    out.push(StickPos { cell, slot });
                }
            }
        }
        out
    }

    fn check_position(&self, pos: StickPos, must_hold_stick: bool) -> Result<(), MoveError> {
        let StickPos { cell, slot } = pos;
        let c = self
            .layout
            .cells
            .get(cell)
            .filter(|c| !c.is_fixed())
            .ok_or(MoveError::FixedCell { cell })?;
        if usize::from(slot) >= c.kind.slot_names().len() {
            return Err(MoveError::NoSuchSlot { cell, slot });
        }
        match (self.sticks[cell] & (1 << slot) != 0, must_hold_stick) {
            (false, true) => Err(MoveError::NoStick { cell, slot }),
            (true, false) => Err(MoveError::Occupied { cell, slot }),
            _ => Ok(()),
        }
    }

    fn sticks_after(&self, mv: GameMove) -> Result<Vec<u8>, MoveError> {
        let wrong = Err(MoveError::WrongKind {
            kind: self.task.name(),
        });
        let mut after = self.sticks.clone();
        match (mv, self.task) {
            (GameMove::Move { from, to }, Task::Move) => {
                self.check_position(from, true)?;
                self.check_position(to, false)?;
                after[from.cell] &= !(1 << from.slot);
                after[to.cell] |= 1 << to.slot;
            }
            (GameMove::Add { at }, Task::Add) => {
                self.check_position(at, false)?;
                after[at.cell] |= 1 << at.slot;
            }
            (GameMove::Remove { at }, Task::Remove) => {
                self.check_position(at, true)?;
                after[at.cell] &= !(1 << at.slot);
            }
            _ => return wrong,
        }
        let (taken, placed) = stick_changes(&self.layout.initial_sticks(), &after);
        if taken.len().max(placed.len()) > self.k {
            return Err(MoveError::OverBudget { k: self.k });
        }
        Ok(after)
    }

    /// Every move allowed now: any stick to any free slot of a changeable cell, as long as no
    /// more than K sticks end up away from where they started.
    pub fn legal_moves(&self) -> Vec<GameMove> {
        self.candidates()
            .into_iter()
            .filter(|&mv| self.sticks_after(mv).is_ok())
            .collect()
    }

    /// Whether any move is allowed now (without listing them all).
    pub fn has_legal_move(&self) -> bool {
        self.candidates()
            .into_iter()
            .any(|mv| self.sticks_after(mv).is_ok())
    }

    /// The moves of the puzzle's type between the sticks and free slots of changeable cells,
    /// before the budget is checked.
    fn candidates(&self) -> Vec<GameMove> {
        let occupied = self.positions(true);
        let free = self.positions(false);
        match self.task {
            Task::Move => occupied
                .iter()
                .flat_map(|&from| free.iter().map(move |&to| GameMove::Move { from, to }))
                .collect(),
            Task::Add => free.iter().map(|&at| GameMove::Add { at }).collect(),
            Task::Remove => occupied.iter().map(|&at| GameMove::Remove { at }).collect(),
        }
    }

    /// Plays `mv`, or says why it is not allowed.
    pub fn apply(&mut self, mv: GameMove) -> Result<(), MoveError> {
        self.sticks = self.sticks_after(mv)?;
        self.history.push(mv);
        self.undone.clear();
        Ok(())
    }

    /// Takes back the last move.
    pub fn undo(&mut self) -> Option<GameMove> {
        let mv = self.history.pop()?;
        self.undone.push(mv);
        match mv {
            GameMove::Move { from, to } => {
                self.sticks[to.cell] &= !(1 << to.slot);
                self.sticks[from.cell] |= 1 << from.slot;
            }
            GameMove::Add { at } => self.sticks[at.cell] &= !(1 << at.slot),
            GameMove::Remove { at } => self.sticks[at.cell] |= 1 << at.slot,
        }
        Some(mv)
    }

    /// Back to the start (history cleared).
    pub fn reset(&mut self) {
        self.sticks = self.layout.initial_sticks();
        self.history.clear();
        self.undone.clear();
    }

    /// Makes the last undone move again.
    pub fn redo(&mut self) -> Option<GameMove> {
        let mv = self.undone.pop()?;
        let keep = std::mem::take(&mut self.undone);
        let result = self.apply(mv);
        self.undone = keep;
        result.ok().map(|()| mv)
    }

    /// The fewest player moves from here to an answer, `None` if there is none (or the limits
    /// stopped the solver). A move puzzle needs one move per stick still out of place.
    pub fn moves_to_answer(&self, limits: &Limits) -> Option<usize> {
        self.moves_to_answer_in(&self.solve(limits))
    }

    /// Solves this game's puzzle (from its start, not from the current drawing).
    pub fn solve(&self, limits: &Limits) -> SolveReport {
        solve(
            &self.equation,
            &self.layout.rules,
            self.task,
            self.k,
            limits,
        )
    }

    /// [`Game::moves_to_answer`] with the puzzle's answers already known (`report` is
    /// [`Game::solve`]'s), so that a caller can tell "no answer" from "stopped by a limit".
    pub fn moves_to_answer_in(&self, report: &SolveReport) -> Option<usize> {
        report
            .answers
            .iter()
            .map(|a| {
                let (taken, placed) = stick_changes(&self.sticks, &a.sticks);
                match self.task {
                    Task::Move => taken.len().max(placed.len()),
                    // a stick put down (or taken away) by mistake needs an undo as well
                    Task::Add | Task::Remove => taken.len() + placed.len(),
                }
            })
            .min()
    }

    /// A move towards the nearest answer (counted in sticks still to change), or `None` when
    /// the game is solved, there is no answer, or the limits stopped the solver.
    pub fn hint(&self, limits: &Limits) -> Option<GameMove> {
        self.hint_in(&self.solve(limits))
    }

    /// [`Game::hint`] with the puzzle's answers already known (`report` is [`Game::solve`]'s).
    pub fn hint_in(&self, report: &SolveReport) -> Option<GameMove> {
        if self.is_solved() {
            return None;
        }
        let mut targets: Vec<(Vec<StickPos>, Vec<StickPos>)> = report
            .answers
            .iter()
            .map(|a| stick_changes(&self.sticks, &a.sticks))
            .collect();
        targets.sort_by_key(|(taken, placed)| taken.len() + placed.len());
        // the first move towards the nearest answer that stays within the K-stick budget
        targets.iter().find_map(|(taken, placed)| {
            let candidates: Vec<GameMove> = match self.task {
                Task::Move => taken
                    .iter()
                    .flat_map(|&from| placed.iter().map(move |&to| GameMove::Move { from, to }))
                    .collect(),
                Task::Add if taken.is_empty() => {
                    placed.iter().map(|&at| GameMove::Add { at }).collect()
                }
                Task::Remove if placed.is_empty() => {
                    taken.iter().map(|&at| GameMove::Remove { at }).collect()
                }
                // the player added (or removed) a stick this answer lacks: only undo helps
                _ => Vec::new(),
            };
            candidates
                .into_iter()
                .find(|&mv| self.sticks_after(mv).is_ok())
        })
    }
}

impl StickMove {
    /// The same move as a player's move.
    pub fn as_game_move(self) -> GameMove {
        GameMove::Move {
            from: self.from,
            to: self.to,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(input: &str, k: usize) -> Game {
        match Game::from_input(input, &Rules::default(), Task::Move, k) {
            Ok(g) => g,
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn following_hints_solves_the_puzzle() {
        for (input, k) in [
            ("7+3=9", 1),
            ("45+46=99", 2),
            ("38-40=79", 2),
            ("29+69=54", 3),
        ] {
            let mut g = game(input, k);
            for _ in 0..k {
                let Some(mv) = g.hint(&Limits::none()) else {
                    panic!("{input}: no hint")
                };
                assert_eq!(g.apply(mv), Ok(()));
            }
            assert!(g.is_solved(), "{input}: {:?}", g.current());
        }
    }

    #[test]
    fn a_hint_after_a_wrong_move_stays_within_the_budget() {
        for input in ["45+46=99", "7+3=9", "38-40=79"] {
            let start = game(input, 1);
            for wrong in start.legal_moves() {
                let mut g = start.clone();
                assert_eq!(g.apply(wrong), Ok(()));
                if g.is_solved() {
                    assert_eq!(g.hint(&Limits::none()), None);
                    continue;
                }
                let Some(hint) = g.hint(&Limits::none()) else {
                    panic!("{input}: no hint after {wrong:?}")
                };
                assert_eq!(g.apply(hint), Ok(()), "{input}: {wrong:?} then {hint:?}");
                // one wrong move and the way back: at most two more hints to an answer
                for _ in 0..2 {
                    if let Some(h) = g.hint(&Limits::none()) {
                        assert_eq!(g.apply(h), Ok(()));
                    }
                }
                assert!(g.is_solved(), "{input}: {wrong:?}");
            }
        }
    }

    #[test]
    fn undo_redo_and_moves_left() {
        let mut g = game("45+46=99", 2);
        assert_eq!(g.moves_to_answer(&Limits::none()), Some(2));
        let Some(first) = g.hint(&Limits::none()) else {
            panic!("no hint")
        };
        assert_eq!(g.apply(first), Ok(()));
        assert_eq!(g.moves_to_answer(&Limits::none()), Some(1));
        assert_eq!(g.undo(), Some(first));
        assert_eq!(g.redo(), Some(first));
        assert_eq!(g.redo(), None);
        assert_eq!(g.history(), &[first]);
        let none = game("1-2=72", 1);
        assert_eq!(none.moves_to_answer(&Limits::none()), None);
        assert_eq!(none.hint(&Limits::none()), None);
    }

    #[test]
    fn one_solve_serves_hint_and_moves_left() {
        let g = game("45+46=99", 2);
        let report = g.solve(&Limits::none());
        assert!(report.complete);
        assert_eq!(g.hint_in(&report), g.hint(&Limits::none()));
        assert_eq!(g.moves_to_answer_in(&report), Some(2));
        // a report stopped by a limit is told apart from "no answer" by `complete`
        let stopped = g.solve(&Limits::none().with_max_expanded(1));
        assert!(!stopped.complete);
    }

    #[test]
    fn solving_7_plus_3_by_hand() {
        let mut g = game("7+3=9", 1);
        assert!(!g.is_solved());
        let mv = GameMove::Move {
            from: StickPos { cell: 2, slot: 2 },
            to: StickPos { cell: 2, slot: 4 },
        };
        assert!(g.legal_moves().contains(&mv));
        assert_eq!(g.apply(mv), Ok(()));
        assert_eq!(g.current().as_deref(), Some("7+2=9"));
        assert!(g.is_solved());
        assert_eq!(g.undo(), Some(mv));
        assert_eq!(g.sticks(), g.layout().initial_sticks().as_slice());
    }

    #[test]
    fn illegal_moves_are_refused_with_a_reason() {
        let mut g = game("7+3=9", 1);
        let eq = StickPos { cell: 3, slot: 0 };
        let free = StickPos { cell: 0, slot: 3 };
        assert_eq!(
            g.apply(GameMove::Move { from: eq, to: free }),
            Err(MoveError::FixedCell { cell: 3 })
        );
        let empty = StickPos { cell: 0, slot: 4 };
        assert!(matches!(
            g.apply(GameMove::Move {
                from: empty,
                to: free
            }),
            Err(MoveError::NoStick { .. })
        ));
        assert!(matches!(
            g.apply(GameMove::Add { at: free }),
            Err(MoveError::WrongKind { .. })
        ));
        assert_eq!(
            g.apply(GameMove::Move {
                from: StickPos { cell: 0, slot: 0 },
                to: free
            }),
            Ok(())
        );
        let second = GameMove::Move {
            from: StickPos { cell: 0, slot: 1 },
            to: StickPos { cell: 0, slot: 4 },
        };
        assert_eq!(g.apply(second), Err(MoveError::OverBudget { k: 1 }));
    }
}
