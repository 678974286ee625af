//! The search lab's invariants for one puzzle, over the whole space reachable from a small
//! game: every state the lab's problem names is a canonical game ID that parses back to that
//! position; the position is solved exactly where the problem has a goal; its legal moves lead
//! to the states the problem steps to, at the same costs; and each heuristic the puzzle calls
//! admissible (or consistent) is so over that space.

use std::collections::BTreeMap;

use search::space::explore;
use search::{Cost, Limits, Successor};

use crate::backend::{Puzzle, Status};
use crate::lab::{LabProblem, LabSetup, LabTask, INADMISSIBLE};
use crate::lab_tasks::CheckTask;

/// Checks the lab of `puzzle` on the game `text` (at most `max_states` reachable states);
/// the number of states checked, or which state broke which invariant.
pub fn check_lab<P: Puzzle>(puzzle: &P, text: &str, max_states: usize) -> Result<usize, String> {
    let game = puzzle
        .parse(text)
        .map_err(|e| format!("{text:?} does not parse: {e}"))?;
    let heuristics = puzzle.heuristics();
    if heuristics.iter().any(|h| h.admissible) && !heuristics.iter().any(|h| h.name == INADMISSIBLE)
    {
        return Err("an admissible heuristic is offered without the inadmissible example".into());
    }
    let states = puzzle
        .lab(
            &game,
            &LabSetup::default(),
            NamesRoundTrip {
                puzzle,
                start: puzzle.format(&game),
                max_states,
            },
        )
        .map_err(|e| format!("the lab refused {text:?}: {e}"))??;
    for h in &heuristics {
        let setup = LabSetup {
            heuristic: Some(h.name.as_str()),
            goal: None,
        };
        let task = CheckTask {
            limits: &Limits::none(),
            max_states,
        };
        let check = puzzle
            .lab(&game, &setup, task)
            .and_then(|c| c)
            .map_err(|e| format!("heuristic {}: {e}", h.name))?;
        let check = check.check;
        if h.admissible && check.max_overestimate != 0 {
            return Err(format!(
                "heuristic {} is called admissible, yet overestimates: {:?}",
                h.name, check.worst
            ));
        }
        if h.consistent == Some(true) && check.consistency_violations != 0 {
            return Err(format!(
                "heuristic {} is called consistent, yet {} steps break it: {:?}",
                h.name, check.consistency_violations, check.violation_examples
            ));
        }
    }
    Ok(states)
}

/// The round trip of every state's name, run on the puzzle's lab problem.
struct NamesRoundTrip<'a, P: Puzzle> {
    puzzle: &'a P,
    start: String,
    max_states: usize,
}

impl<P: Puzzle> LabTask for NamesRoundTrip<'_, P> {
    type Output = Result<usize, String>;

    fn run<Q: LabProblem>(self, problem: &Q) -> Self::Output {
        let first = problem.game_id(&problem.initial());
        if first != self.start {
            return Err(format!(
                "the lab starts at {first:?}, not at the game {:?}",
                self.start
            ));
        }
        let space = explore(problem, &Limits::none(), self.max_states)
            .map_err(|e| format!("the space from {first:?}: {e}"))?;
        let mut successors: Vec<Successor<Q::State, Q::Action>> = Vec::new();
        for state in &space.states {
            let id = problem.game_id(state);
            let game = self
                .puzzle
                .parse(&id)
                .map_err(|e| format!("the lab names a state {id:?} that does not parse: {e}"))?;
            let again = self.puzzle.format(&game);
            if again != id {
                return Err(format!(
                    "the lab's name {id:?} is not canonical: it reads back as {again:?}"
                ));
            }
            let solved = self.puzzle.status(&game) == Status::Solved;
            if solved != problem.is_goal(state) {
                return Err(format!(
                    "{id:?}: the game says solved = {solved}, the problem's goal test the opposite"
                ));
            }
            successors.clear();
            problem.successors(state, &mut successors);
            let mut by_lab: BTreeMap<String, Cost> = BTreeMap::new();
            for step in &successors {
                let cost = by_lab
                    .entry(problem.game_id(&step.state))
                    .or_insert(step.cost);
                *cost = (*cost).min(step.cost);
            }
            let mut by_game: BTreeMap<String, Cost> = BTreeMap::new();
            for mv in self.puzzle.legal_moves(&game) {
                let applied = self
                    .puzzle
                    .apply(&game, &mv, None)
                    .map_err(|e| format!("{id:?}: legal move {mv} is refused: {e}"))?;
                let cost = by_game
                    .entry(self.puzzle.format(&applied.game))
                    .or_insert(applied.cost);
                *cost = (*cost).min(applied.cost);
            }
            if by_lab != by_game {
                let only_lab: Vec<_> = by_lab
                    .iter()
                    .filter(|(k, _)| !by_game.contains_key(*k))
                    .collect();
                let only_game: Vec<_> = by_game
                    .iter()
                    .filter(|(k, _)| !by_lab.contains_key(*k))
                    .collect();
                return Err(format!(
                    "{id:?}: the problem steps to {} positions, the game's moves to {}; only the \
                     problem's: {only_lab:?}; only the game's: {only_game:?}",
                    by_lab.len(),
                    by_game.len()
                ));
            }
        }
        Ok(space.len())
    }
}
