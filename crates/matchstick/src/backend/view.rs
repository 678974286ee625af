//! What a page draws ([`View`]) and animates ([`StickEffect`]), and the words of a move.

use puzzle::{Phrase, Words};
use serde::Serialize;

use crate::eval::{is_true, is_well_formed};
use crate::game::{Game, GameMove};
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

/// The same with its catalogue words: `matchstick-stick` (or `-bare` when the cell shows no
/// character), the slot's name (`matchstick-slot-*`) and the cell counted from 1 as the pages
/// count.
pub(crate) fn stick_phrase(game: &Game, pos: StickPos) -> Phrase {
    let layout = game.layout();
    let Some(cell) = layout.cells.get(pos.cell) else {
        return Phrase::said(Words::new("matchstick-cell-only").arg("cell", pos.cell + 1));
    };
    let shows = cell.decode(game.sticks()[pos.cell]).and_then(|s| s.ascii());
    let slot = layout.slot_name(pos);
    let words = place_words(
        match shows {
            Some(c) => Words::new("matchstick-stick").arg("shows", c),
            None => Words::new("matchstick-stick-bare"),
        },
        slot,
        pos.cell,
    );
    Phrase::said(words)
}

/// `words` with the slot's name and the cell counted from 1.
fn place_words(words: Words, slot: &str, cell: usize) -> Words {
    words
        .word("slot", Words::new(format!("matchstick-slot-{slot}")))
        .arg("cell", cell + 1)
}

/// A move in words: `move stick c of cell 2 ('3') to slot e of cell 2`.
pub(crate) fn describe_move(game: &Game, mv: &GameMove) -> Phrase {
    let place = |pos: StickPos| {
        let slot = game.layout().slot_name(pos);
        place_words(Words::new("matchstick-place"), slot, pos.cell)
    };
    let words = match *mv {
        GameMove::Move { from, to } => Words::new("matchstick-move-stick")
            .word("stick", stick_phrase(game, from).words)
            .word("place", place(to)),
        GameMove::Add { at } => Words::new("matchstick-add-stick").word("place", place(at)),
        GameMove::Remove { at } => {
            Words::new("matchstick-remove-stick").word("stick", stick_phrase(game, at).words)
        }
    };
    Phrase::said(words)
}
