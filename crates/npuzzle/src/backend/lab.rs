//! The search lab on the n-puzzle: every heuristic by name (misplaced, Manhattan, linear
//! conflict, walking distance, pattern databases and the inadmissible 2 x Manhattan) over
//! [`NPuzzleProblem`] towards the game's goal, states named by their game ID (the board, and
//! the goal when it is not the standard one). A chosen goal (`LabSetup::goal`) is any arrangement
//! of the same tiles, read as the game ID's `goal=` rule is: the search, its heuristics and its
//! state names then go towards it (the textbooks' exercise: start `2 8 3/1 6 4/7 0 5`, goal
//! `1 2 3/8 0 4/7 6 5`).

use std::time::Duration;

use puzzle::words::english;
use puzzle::{HeuristicInfo, InputError, Lab, LabSetup, LabTask, PuzzleError, Work};
use search::Limits;

use super::game_id::{self, Position};
use super::tables::{evaluator, NotReady};
use crate::board::Board;
use crate::heuristic::Heuristic;
use crate::problem::NPuzzleProblem;

/// Every heuristic, with what is known about it; Manhattan is the default and misplaced and
/// Manhattan make the experiment's line-up (the textbook's h1 and h2).
pub fn heuristics() -> Vec<HeuristicInfo> {
    Heuristic::ALL
        .iter()
        .map(|&h| {
            let info = if h.admissible() {
                // misplaced and Manhattan change by at most 1 per move: consistent; the
                // others are left unstated (not proven here; heuristic-check measures them)
                let known = matches!(h, Heuristic::Misplaced | Heuristic::Manhattan);
                HeuristicInfo::admissible(h.name(), h.about(), known.then_some(true))
            } else {
                let mut info = HeuristicInfo::inadmissible_double("manhattan");
                info.description = english(&h.about());
                info.description_words = h.about();
                info
            };
            match h {
                Heuristic::Manhattan => info.by_default().in_experiment(),
                Heuristic::Misplaced => info.in_experiment(),
                _ => info,
            }
        })
        .collect()
}

/// Runs `task` on a position with the heuristic of `setup`, towards the position's goal.
pub fn lab<T: LabTask>(
    position: &Position,
    setup: &LabSetup<'_>,
    task: T,
) -> Result<T::Output, PuzzleError> {
    let Position { board, goal } = match setup.goal {
        None => *position,
        Some(chosen) => towards(position, chosen)?,
    };
    let heuristic = match setup.heuristic {
        None => Heuristic::Manhattan,
        Some(name) => name
            .parse::<Heuristic>()
            .map_err(|e| InputError::said("unknown_heuristic", e.words()))?,
    };
    let wait = Limits::none().with_max_time(Duration::from_secs(20));
    let (evaluator, _) = evaluator(heuristic, &goal, &wait).map_err(|e| match e {
        NotReady::Stopped(reason) => PuzzleError::stopped(Work::PatternDatabases, reason),
        NotReady::Unsupported(e) => InputError::said("unsupported", e.words()).into(),
    })?;
    let name = move |state: &Board| {
        game_id::format(&Position {
            board: *state,
            goal,
        })
    };
    let lab = Lab::new(NPuzzleProblem::with_evaluator(board, evaluator), name);
    Ok(task.run(&lab))
}

/// `position`'s board played towards `chosen`, a board in the game ID's notation, read by the
/// game ID's parser as its `goal=` rule; an error points into `chosen`.
fn towards(position: &Position, chosen: &str) -> Result<Position, InputError> {
    let mut composed = String::new();
    position.board.write_text(&mut composed);
    composed.push(';');
    composed.push_str(game_id::GOAL_KEY);
    composed.push('=');
    let prefix = composed.len();
    composed.push_str(chosen);
    game_id::parse(&composed).map_err(|mut error| match error.span.clone() {
        Some(span) if span.start >= prefix => {
            error.located(chosen, span.start - prefix..span.end - prefix)
        }
        _ => {
            error.line = None;
            error.column = None;
            error.span = None;
            error
        }
    })
}
