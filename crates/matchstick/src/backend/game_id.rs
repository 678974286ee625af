//! Reading and writing matchstick game IDs (the syntax is documented in [`crate::backend`]).
//!
//! The equation is read by [`parse_located`], whose byte ranges become the errors' places;
//! every rule value and every stick position is checked where it stands, so an error points
//! at the value (or the one flag, the one position) that is wrong.

use std::ops::Range;

use puzzle::game_id::{format_game_id, Field, GameId};
use puzzle::{InputError, Words};

use crate::description::{set_flag, MAX_K};
use crate::game::Game;
use crate::layout::{Layout, StickPos};
use crate::parse::parse_located;
use crate::rules::Rules;
use crate::solve::Task;

use super::id_errors::equation_error;

/// The keys a game ID may carry, in canonical order.
pub(crate) const KEYS: &[&str] = &["task", "k", "rules", "taken", "placed"];

/// The puzzle types by their spelling.
pub(crate) const TASKS: &[(&str, Task)] = &[
    ("move", Task::Move),
    ("add", Task::Add),
    ("remove", Task::Remove),
];

/// The rule flags in canonical order (the spelling of [`Rules::describe`]).
pub(crate) const FLAGS: &[&str] = &crate::description::RULE_FLAGS;

/// Reads a game ID (any accepted form); errors are placed in `text`.
pub(crate) fn parse_game(text: &str) -> Result<Game, InputError> {
    let mut id = GameId::split(text)?;
    let task = take_task(&mut id)?;
    let k = match id.take("k") {
        Some(field) => field.integer(1..=MAX_K as u64)? as usize,
        None => 1,
    };
    let rules = match id.take("rules") {
        Some(field) => read_rules(&field, id.input())?,
        None => Rules::default(),
    };
    let taken = id.take("taken");
    let placed = id.take("placed");
    let position = id.position();
    let equation = parse_located(position, &rules)
        .map_err(|e| id.position_error(equation_error(position, e)))?;
    let input = id.input();
    id.finish(KEYS)?;
    let start = Game::new(&equation, &rules, task, k);
    if taken.is_none() && placed.is_none() {
        return Ok(start);
    }
    let layout = start.layout();
    let initial = layout.initial_sticks();
    let gone = match &taken {
        Some(field) => read_positions(field, input, layout, &initial, true)?,
        None => Vec::new(),
    };
    let added = match &placed {
        Some(field) => read_positions(field, input, layout, &initial, false)?,
        None => Vec::new(),
    };
    check_budget(task, k, (&taken, gone.len()), (&placed, added.len()))?;
    let mut sticks = initial;
    for pos in &gone {
        sticks[pos.cell] &= !(1 << pos.slot);
    }
    for pos in &added {
        sticks[pos.cell] |= 1 << pos.slot;
    }
    Ok(start.with_sticks(sticks))
}

/// The canonical game ID of `game`.
pub(crate) fn format_game(game: &Game) -> String {
    let mut fields: Vec<(&str, String)> = Vec::new();
    if game.task() != Task::Move {
        fields.push(("task", game.task().name().to_string()));
    }
    if game.k() != 1 {
        fields.push(("k", game.k().to_string()));
    }
    let rules = game.layout().rules;
    if rules != Rules::default() {
        fields.push(("rules", rules.describe().replace(", ", "+")));
    }
    let (taken, placed) = game.changes();
    for (key, list) in [("taken", taken), ("placed", placed)] {
        if !list.is_empty() {
            let names: Vec<String> = list
                .iter()
                .map(|&pos| position_name(game.layout(), pos))
                .collect();
            fields.push((key, names.join(",")));
        }
    }
    format_game_id(&game.equation().to_string(), &fields)
}

/// `CELL.SLOT` with the slot's name: `2.c`, `1.vert`.
pub(crate) fn position_name(layout: &Layout, pos: StickPos) -> String {
    format!("{}.{}", pos.cell, layout.slot_name(pos))
}

/// `task=` (or the older `kind=`), move by default.
fn take_task(id: &mut GameId<'_>) -> Result<Task, InputError> {
    match (id.take("task"), id.take("kind")) {
        (Some(_), Some(old)) => {
            Err(old.error("repeated_field", Words::new("matchstick-error-task-twice")))
        }
        (Some(field), None) | (None, Some(field)) => field.one_of(TASKS),
        (None, None) => Ok(Task::Move),
    }
}

/// The flags of `rules=`, each error placed on its flag.
fn read_rules(field: &Field<'_>, input: &str) -> Result<Rules, InputError> {
    let mut rules = Rules::default();
    for (flag, span) in items(field, '+') {
        let name = flag.to_ascii_lowercase().replace('_', "-");
        if !set_flag(&mut rules, &name) {
            return Err(InputError::said_at(
                input,
                span,
                "bad_value",
                Words::new("matchstick-error-flag")
                    .arg("flag", flag)
                    .arg("flags", FLAGS.join(", ")),
            ));
        }
    }
    Ok(rules)
}

/// The non-empty items of a field's value split at `separator`, trimmed, each with its byte
/// range in the whole input.
fn items<'a>(
    field: &Field<'a>,
    separator: char,
) -> impl Iterator<Item = (&'a str, Range<usize>)> + 'a {
    let value: &'a str = field.value;
    let base = field.span.start;
    value
        .split(separator)
        .scan(base, move |offset, part| {
            let start = *offset;
            *offset += part.len() + separator.len_utf8();
            let lead = part.len() - part.trim_start().len();
            let item = part.trim();
            Some((item, start + lead..start + lead + item.len()))
        })
        .filter(|(item, _)| !item.is_empty())
}

/// The positions of `taken=` (`gone`: sticks of the start now gone) or `placed=` (places
/// empty at the start that now hold a stick), sorted, each error placed on its position.
fn read_positions(
    field: &Field<'_>,
    input: &str,
    layout: &Layout,
    initial: &[u8],
    gone: bool,
) -> Result<Vec<StickPos>, InputError> {
    let mut out: Vec<StickPos> = Vec::new();
    for (item, span) in items(field, ',') {
        let pos = read_position(item, layout, input, span.clone())?;
        let cell = &layout.cells[pos.cell];
        let name = position_name(layout, pos);
        let error = |key: &'static str| {
            let words = Words::new(key).arg("place", &name).arg("cell", pos.cell);
            InputError::said_at(input, span.clone(), "bad_position", words)
        };
        let held = initial[pos.cell] & (1 << pos.slot) != 0;
        if gone && !held {
            return Err(error("matchstick-error-not-held"));
        }
        if !gone && held {
            return Err(error("matchstick-error-held"));
        }
        if cell.is_fixed() {
            return Err(error("matchstick-error-fixed-cell"));
        }
        if out.contains(&pos) {
            return Err(error("matchstick-error-listed-twice"));
        }
        out.push(pos);
    }
    out.sort();
    Ok(out)
}

/// One `CELL.SLOT` (the slot by name or number) of `layout`.
fn read_position(
    item: &str,
    layout: &Layout,
    input: &str,
    span: Range<usize>,
) -> Result<StickPos, InputError> {
    let error = |words: Words| InputError::said_at(input, span.clone(), "bad_position", words);
    let Some((cell_text, slot_text)) = item.split_once('.') else {
        return Err(error(
            Words::new("matchstick-error-position").arg("text", item),
        ));
    };
    let last = layout.cells.len().saturating_sub(1);
    let cell = cell_text
        .trim()
        .parse::<usize>()
        .ok()
        .filter(|&c| c < layout.cells.len())
        .ok_or_else(|| {
            error(
                Words::new("matchstick-error-cell")
                    .arg("text", cell_text.trim())
                    .arg("last", last),
            )
        })?;
    let names = layout.cells[cell].kind.slot_names();
    let wanted = slot_text.trim().to_ascii_lowercase();
    let slot = names
        .iter()
        .position(|n| *n == wanted)
        .or_else(|| wanted.parse::<usize>().ok().filter(|&s| s < names.len()))
        .ok_or_else(|| {
            error(
                Words::new("matchstick-error-slot")
                    .arg("cell", cell)
                    .arg("slot", slot_text.trim())
                    .arg("slots", names.join(", ")),
            )
        })?;
    Ok(StickPos {
        cell,
        slot: slot as u8,
    })
}

/// What legal moves can reach: a move puzzle takes as many sticks as it places, an add puzzle
/// only places, a remove puzzle only takes, never more than K. The error points at the list
/// that breaks the rule.
fn check_budget(
    task: Task,
    k: usize,
    taken: (&Option<Field<'_>>, usize),
    placed: (&Option<Field<'_>>, usize),
) -> Result<(), InputError> {
    let (adds, removes) = task.budget(k);
    let over = |field: &Field<'_>, count: usize, most: usize, what: &str| {
        let words = match (most, task) {
            (0, Task::Add) => Words::new("matchstick-error-add-takes"),
            (0, _) => Words::new("matchstick-error-remove-places"),
            _ => Words::new("matchstick-error-over-budget")
                .arg("count", count)
                .arg("what", what)
                .arg("task", task.name())
                .arg("k", k),
        };
        field.error("over_budget", words)
    };
    for ((field, count), most, what) in [(taken, removes, "taken"), (placed, adds, "placed")] {
        if let Some(field) = field {
            if count > most {
                return Err(over(field, count, most, what));
            }
        }
    }
    if task == Task::Move && taken.1 != placed.1 {
        // point at the shorter list's field, or the one given
        let field = match (taken, placed) {
            ((Some(t), n), (_, m)) if n < m => t,
            (_, (Some(p), _)) => p,
            ((Some(t), _), _) => t,
            _ => return Ok(()),
        };
        return Err(field.error(
            "over_budget",
            Words::new("matchstick-error-unbalanced")
                .arg("taken", taken.1)
                .arg("placed", placed.1),
        ));
    }
    Ok(())
}
