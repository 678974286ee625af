//! What a page draws ([`View`]) and animates ([`StickEffect`]), and the words of a refused move.

use puzzle::InputError;
use serde::Serialize;

use crate::eval::{is_true, is_well_formed};
use crate::game::{Game, GameMove, MoveError};
use crate::glyphs::CellKind;
use crate::layout::{Cell, StickPos};
use crate::rules::Rules;
use crate::solve::Task;

/// The drawing of a game: the layout's cells, the sticks at the start and now, what each cell
/// shows, the equation drawn now and how far the player has gone.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    /// The puzzle's starting equation, ASCII.
    pub equation: String,
    /// The puzzle type: move, add or remove.
    pub task: Task,
    /// The target K: sticks to move (add, remove).
    pub k: usize,
    /// The rules in force.
    pub rules: Rules,
    /// The non-default rules in words (`default` when none).
    pub rules_text: String,
    /// The cells, left to right.
    pub cells: Vec<CellView>,
    /// The sticks of every cell at the start (bit i = slot i).
    pub start: Vec<u8>,
    /// What every cell shows at the start (see `shows`).
    pub start_shows: Vec<Option<String>>,
    /// The sticks of every cell now.
    pub sticks: Vec<u8>,
    /// What every cell shows now: its character, `""` for an empty cell, `null` when its
    /// sticks draw no character.
    pub shows: Vec<Option<String>>,
    /// The equation drawn now, when every cell shows a character.
    pub current: Option<String>,
    /// Whether the drawing is a well-formed equation.
    pub well_formed: bool,
    /// Whether the drawing is a true equation.
    #[serde(rename = "true")]
    pub is_true: bool,
    /// Positions whose stick has gone since the start.
    pub taken: Vec<StickPos>,
    /// Positions that got a stick since the start.
    pub placed: Vec<StickPos>,
    /// Sticks changed so far (of K).
    pub sticks_changed: usize,
    /// Sticks in the drawing at the start.
    pub stick_count: u32,
    /// Whether the drawing is a true equation exactly K sticks from the start.
    pub solved: bool,
}

/// One cell of the drawing.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CellView {
    /// Digit, operator, sign (an optional leading minus) or Roman numeral.
    pub kind: CellKind,
    /// The slot names; bit i of a stick mask is `slots[i]`.
    pub slots: &'static [&'static str],
    /// Sticks cannot be taken from or put into this cell (the fixed `=`).
    pub fixed: bool,
    /// The sticks at the start.
    pub sticks: u8,
    /// An empty cell added to the drawing (a place for a leading minus or a Roman numeral).
    pub added: bool,
}

/// What a move does to the drawing, for the page's animation: the stick leaves `from` and
/// lands on `to` (an added stick has no `from`, a removed one no `to`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct StickEffect {
    /// Where a stick was taken, if one was.
    pub from: Option<StickPos>,
    /// Where a stick was put, if one was.
    pub to: Option<StickPos>,
}

impl CellView {
    /// The drawing's view of `cell`.
    pub fn of(cell: &Cell) -> CellView {
        CellView {
            kind: cell.kind,
            slots: cell.kind.slot_names(),
            fixed: cell.is_fixed(),
            sticks: cell.sticks,
            added: cell.source.is_none(),
        }
    }
}

impl StickEffect {
    /// The sticks `mv` moves.
    pub fn of(mv: &GameMove) -> StickEffect {
        match *mv {
            GameMove::Move { from, to } => StickEffect {
                from: Some(from),
                to: Some(to),
            },
            GameMove::Add { at } => StickEffect {
                from: None,
                to: Some(at),
            },
            GameMove::Remove { at } => StickEffect {
                from: Some(at),
                to: None,
            },
        }
    }
}

impl View {
    /// The drawing of `game`.
    pub fn of(game: &Game) -> View {
        let layout = game.layout();
        let start = layout.initial_sticks();
        let symbols = layout.decode(game.sticks());
        let (taken, placed) = game.changes();
        View {
            equation: game.equation().to_string(),
            task: game.task(),
            k: game.k(),
            rules: layout.rules,
            rules_text: layout.rules.describe(),
            cells: layout.cells.iter().map(CellView::of).collect(),
            start_shows: layout.shows(&start),
            start,
            sticks: game.sticks().to_vec(),
            shows: layout.shows(game.sticks()),
            current: game.current(),
            well_formed: symbols
                .as_deref()
                .is_some_and(|s| is_well_formed(s, &layout.rules)),
            is_true: symbols
                .as_deref()
                .is_some_and(|s| is_true(s, &layout.rules)),
            sticks_changed: taken.len().max(placed.len()),
            taken,
            placed,
            stick_count: layout.stick_count(),
            solved: game.is_solved(),
        }
    }
}

/// A stick position in words: `stick c of cell 2 ('3')`.
pub(crate) fn describe_position(game: &Game, pos: StickPos) -> String {
    let layout = game.layout();
    let Some(cell) = layout.cells.get(pos.cell) else {
        return format!("cell {}", pos.cell);
    };
    let shows = cell
        .decode(game.sticks()[pos.cell])
        .and_then(|s| s.ascii())
        .map(|c| format!(" ('{c}')"))
        .unwrap_or_default();
    format!(
        "stick {} of cell {}{shows}",
        layout.slot_name(pos),
        pos.cell
    )
}

/// A move in words: `move stick c of cell 2 ('3') to slot e of cell 2`.
pub(crate) fn describe_move(game: &Game, mv: &GameMove) -> String {
    let place =
        |pos: StickPos| format!("slot {} of cell {}", game.layout().slot_name(pos), pos.cell);
    match *mv {
        GameMove::Move { from, to } => {
            format!("move {} to {}", describe_position(game, from), place(to))
        }
        GameMove::Add { at } => format!("add a stick at {}", place(at)),
        GameMove::Remove { at } => format!("remove {}", describe_position(game, at)),
    }
}

/// The `illegal_move` error for `mv`, saying why in the game's terms.
pub(crate) fn illegal_move(game: &Game, mv: &GameMove, error: &MoveError) -> InputError {
    let layout = game.layout();
    let cells = layout.cells.len();
    let verb = game.task().name();
    let message = match *error {
        MoveError::FixedCell { cell } if cell >= cells => format!(
            "there is no cell {cell}: the drawing has cells 0 to {}",
            cells.saturating_sub(1)
        ),
        MoveError::FixedCell { cell } => format!(
            "cell {cell} is the fixed '=': its sticks never move under these rules (rules=equals-may-change frees them)"
        ),
        MoveError::NoSuchSlot { cell, slot } => {
            let names = layout.cells[cell].kind.slot_names();
            format!(
                "cell {cell} has no slot {slot}: its slots are 0 to {} ({})",
                names.len().saturating_sub(1),
                names.join(", ")
            )
        }
        MoveError::NoStick { cell, slot } => format!(
            "there is no stick at {}: take a stick that is there",
            describe_position(game, StickPos { cell, slot })
        ),
        MoveError::Occupied { cell, slot } => format!(
            "{} is already there: put the stick on a free place",
            describe_position(game, StickPos { cell, slot })
        ),
        MoveError::OverBudget { k } => format!(
            "this puzzle lets you {verb} {k} stick{} in all, and this move would change more: put a stick you moved back first",
            if k == 1 { "" } else { "s" }
        ),
        MoveError::WrongKind { .. } => format!(
            "a {verb} puzzle only lets you {verb} sticks: send {{\"type\": \"{verb}\", ...}}"
        ),
    };
    InputError::new("illegal_move", format!("{mv}: {message}"))
}
