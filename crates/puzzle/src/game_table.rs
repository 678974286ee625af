//! Games held for a program that searches by itself (the Python package `puzzlelab`): a
//! [`GameTable`] interns each game it meets under a small number, keeps it typed, and answers
//! the questions a textbook search asks of a state (its moves in their notation, where each
//! leads and at what cost, whether it is solved, its heuristic) without parsing a game ID
//! again. States are named by their canonical game IDs, so two ways of writing one game are
//! one state.
//!
//! The table is indexed by the typed games themselves (equal games have equal IDs: see
//! [`Puzzle::Game`]), so a game met again is found without formatting its ID, and an ID is
//! written only when someone asks for it. A state costs the table its typed game and a few
//! bytes of index.

use std::hash::BuildHasher;

use hashbrown::HashTable;
use rustc_hash::FxBuildHasher;
use search::Cost;

use crate::backend::{Puzzle, Status};
use crate::error::{InputError, PuzzleError};
use crate::lab::{LabProblem, LabSetup, LabTask};

/// A state's number in its [`GameTable`], in the order the table met the states (from 0).
pub type StateIndex = u32;

/// One legal move of a state: its notation, where it leads and what it costs.
#[derive(Debug, Clone, PartialEq)]
pub struct TableMove {
    /// The move in its notation, as `move_texts` writes it.
    pub text: String,
    /// The state it leads to.
    pub next: StateIndex,
    /// Its cost when it is not the continuation of a move before it.
    pub cost: Cost,
}

/// The games a search has met, each interned once under a [`StateIndex`]. Every index passed
/// in must be one this table gave out; an unknown index is answered as an empty, unsolved
/// state, never a panic.
pub trait GameTable: Send + Sync {
    /// The state of the game ID `text` (any accepted form), interned when new.
    fn intern(&mut self, text: &str) -> Result<StateIndex, InputError>;
    /// How many states the table holds (the next new state gets this index).
    fn len(&self) -> usize;
    /// Whether the table holds no state yet.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The canonical game ID of `state` (empty for an unknown index).
    fn game_id(&self, state: StateIndex) -> String;
    /// Whether `state` is solved.
    fn is_solved(&self, state: StateIndex) -> bool;
    /// The legal moves of `state` in a stable order, the states they lead to interned,
    /// written into `out` (cleared first).
    fn successors(&mut self, state: StateIndex, out: &mut Vec<TableMove>);
    /// The search lab's default heuristic at `state` (the one it uses when none is named;
    /// admissible), else the puzzle's own estimate, else 0.
    fn heuristic(&self, state: StateIndex) -> Cost;
    /// The search lab's heuristic called `name` at `state` (checked against the puzzle's
    /// list; a puzzle whose lab does not run has none).
    fn named_heuristic(&self, state: StateIndex, name: &str) -> Result<Cost, PuzzleError>;
    /// The goal positions of the game `state`, interned, where the puzzle's lab knows them
    /// as a list (the one goal of a sliding puzzle); `None` where a goal is a test only.
    fn goals(&mut self, state: StateIndex) -> Option<Vec<StateIndex>>;
}

/// The [`GameTable`] of one typed puzzle.
pub struct Table<'a, P: Puzzle> {
    puzzle: &'a P,
    games: Vec<Entry<P::Game>>,
    /// Each state's number, found by its game's hash and compared with `games`.
    index: HashTable<StateIndex>,
}

struct Entry<G> {
    game: G,
    solved: bool,
}

impl<'a, P: Puzzle> Table<'a, P> {
    /// An empty table of `puzzle`'s games.
    pub fn new(puzzle: &'a P) -> Self {
        Table {
            puzzle,
            games: Vec::new(),
            index: HashTable::new(),
        }
    }

    /// The state of the typed `game`, interned when new.
    fn intern_game(&mut self, game: P::Game) -> StateIndex {
        let hash = FxBuildHasher.hash_one(&game);
        let games = &self.games;
        let same = |&known: &StateIndex| games.get(known as usize).is_some_and(|e| e.game == game);
        if let Some(&known) = self.index.find(hash, same) {
            return known;
        }
        let state = StateIndex::try_from(self.games.len()).unwrap_or(StateIndex::MAX);
        let solved = self.puzzle.status(&game) == Status::Solved;
        self.games.push(Entry { game, solved });
        let games = &self.games;
        self.index.insert_unique(hash, state, |&known| {
            games
                .get(known as usize)
                .map_or(0, |e| FxBuildHasher.hash_one(&e.game))
        });
        state
    }

    fn entry(&self, state: StateIndex) -> Option<&Entry<P::Game>> {
        self.games.get(state as usize)
    }
}

impl<P: Puzzle> GameTable for Table<'_, P> {
    fn intern(&mut self, text: &str) -> Result<StateIndex, InputError> {
        let game = self.puzzle.parse(text)?;
        Ok(self.intern_game(game))
    }

    fn len(&self) -> usize {
        self.games.len()
    }

    fn game_id(&self, state: StateIndex) -> String {
        self.entry(state)
            .map_or_else(String::new, |e| self.puzzle.format(&e.game))
    }

    fn is_solved(&self, state: StateIndex) -> bool {
        self.entry(state).is_some_and(|e| e.solved)
    }

    fn successors(&mut self, state: StateIndex, out: &mut Vec<TableMove>) {
        out.clear();
        let Some(entry) = self.entry(state) else {
            return;
        };
        let game = entry.game.clone();
        for mv in self.puzzle.legal_moves(&game) {
            // every listed move applies; one that does not is left out rather than trusted
            let Ok(applied) = self.puzzle.apply(&game, &mv, None) else {
                continue;
            };
            let next = self.intern_game(applied.game);
            out.push(TableMove {
                text: mv.to_string(),
                next,
                cost: applied.cost,
            });
        }
    }

    fn heuristic(&self, state: StateIndex) -> Cost {
        let Some(entry) = self.entry(state) else {
            return 0;
        };
        self.puzzle
            .lab(&entry.game, &LabSetup::default(), InitialHeuristic)
            .ok()
            .or_else(|| self.puzzle.heuristic(&entry.game))
            .unwrap_or(0)
    }

    fn named_heuristic(&self, state: StateIndex, name: &str) -> Result<Cost, PuzzleError> {
        let Some(entry) = self.entry(state) else {
            return Ok(0);
        };
        let setup = LabSetup {
            heuristic: Some(name),
            goal: None,
        };
        self.puzzle.lab(&entry.game, &setup, InitialHeuristic)
    }

    fn goals(&mut self, state: StateIndex) -> Option<Vec<StateIndex>> {
        let game = self.entry(state)?.game.clone();
        let ids = self
            .puzzle
            .lab(&game, &LabSetup::default(), GoalIds)
            .ok()??;
        ids.iter().map(|id| self.intern(id).ok()).collect()
    }
}

/// The heuristic of a lab problem at its initial state.
struct InitialHeuristic;

impl LabTask for InitialHeuristic {
    type Output = Cost;

    fn run<P: LabProblem>(self, problem: &P) -> Cost {
        problem.heuristic(&problem.initial())
    }
}

/// The game IDs of a lab problem's goal states, where it lists them.
struct GoalIds;

impl LabTask for GoalIds {
    type Output = Option<Vec<String>>;

    fn run<P: LabProblem>(self, problem: &P) -> Option<Vec<String>> {
        problem
            .goal_states()
            .map(|goals| goals.iter().map(|g| problem.game_id(g)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toy::Countdown;

    #[test]
    fn games_are_interned_once_and_expanded_with_their_notation() {
        let mut table = Table::new(&Countdown);
        let start = table.intern("3;max=2").expect("a game");
        assert_eq!(table.intern("3;max=2").expect("again"), start);
        assert_eq!(table.len(), 1);
        let mut out = Vec::new();
        table.successors(start, &mut out);
        let texts: Vec<&str> = out.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, ["take 1", "take 2"]);
        assert_eq!(table.game_id(out[1].next), "1");
        assert!(out.iter().all(|m| m.cost == 1));
        assert!(!table.is_solved(start));
        let mut last = out[1].next;
        table.successors(last, &mut out);
        last = out[0].next;
        assert!(table.is_solved(last));
        // 3 left, at most 2 a move: at least 2 moves
        assert_eq!(table.heuristic(start), 2);
        assert_eq!(table.intern("3").expect("the same game"), start);
        assert_eq!(table.intern("x").unwrap_err().column, Some(1));
        // an unknown index is an empty state
        table.successors(99, &mut out);
        assert!(out.is_empty() && table.game_id(99).is_empty() && !table.is_solved(99));
    }
}
