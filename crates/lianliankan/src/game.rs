//! A game in progress, for a play page: select two tiles, see why they do not connect, undo,
//! ask for a hint that never leads into a dead end, shuffle when stuck.

use puzzle::words::english;
use puzzle::Words;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use search::{Claim, Limits};
use serde::Serialize;

use crate::board::{Board, Cell, Pos};
use crate::path::Path;
use crate::puzzle::{Move, Puzzle, Removal};
use crate::redeal::{clearable_redeal, ShuffleError, TilesToDeal};
use crate::rules::{Gravity, MaxTurns};
use crate::solver::{decide_from, remaining, solve_from};
use crate::tileset::TileSet;

/// Why two selected cells cannot be removed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
#[error("{}", english(&self.words()))]
pub enum WhyNot {
    /// A selected cell holds no tile.
    NoTile {
        /// The cell.
        pos: Pos,
    },
    /// One tile was selected twice.
    SameTile {
        /// Its cell.
        pos: Pos,
    },
    /// The two tiles are of different kinds.
    DifferentKinds {
        /// The first tile's kind.
        a: u32,
        /// The second tile's kind.
        b: u32,
        /// The first tile's cell.
        first: Pos,
        /// The second tile's cell.
        second: Pos,
    },
    /// No path of empty cells within the turn limit joins them.
    NoPath {
        /// The turn limit.
        max_turns: MaxTurns,
        /// The first tile's cell.
        first: Pos,
        /// The second tile's cell.
        second: Pos,
    },
}

impl WhyNot {
    /// Why the two cells cannot be removed, with what to do instead, as catalogue words
    /// (`lianliankan-illegal-*`, places counted from 1).
    pub fn words(&self) -> Words {
        let pair = |key: &'static str, first: Pos, second: Pos| {
            second.in_words(
                first.in_words(Words::new(key), "row", "column"),
                "to_row",
                "to_column",
            )
        };
        match *self {
            WhyNot::NoTile { pos } => {
                pos.in_words(Words::new("lianliankan-illegal-no-tile"), "row", "column")
            }
            WhyNot::SameTile { pos } => {
                pos.in_words(Words::new("lianliankan-illegal-same-tile"), "row", "column")
            }
            WhyNot::DifferentKinds {
                a,
                b,
                first,
                second,
            } => pair("lianliankan-illegal-kinds", first, second)
                .arg("kind", a)
                .arg("to_kind", b),
            WhyNot::NoPath {
                max_turns,
                first,
                second,
            } => pair("lianliankan-illegal-no-path", first, second).arg("turns", max_turns),
        }
    }
}

/// What the hint button says.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Hint {
    /// Remove this pair: the board can still be cleared afterwards. `optimal` when it starts
    /// a proven least-cost clearing; `remaining_cost` is that clearing's cost from here.
    Pair {
        /// The pair, with its path.
        removal: Removal,
        /// Whether it starts a proven least-cost clearing.
        optimal: bool,
        /// The cost of the clearing it starts, this removal included.
        remaining_cost: u64,
    },
    /// Nothing left to remove.
    Solved,
    /// Proven: no clearing exists from here (undo or shuffle).
    DeadEnd,
    /// The search ended before a safe pair was found: `claim` says how (stopped by a limit,
    /// which it names).
    Unknown {
        /// What the search that ended claims.
        claim: Claim,
    },
}

/// What a play page shows, as JSON.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameView {
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
    pub cols: usize,
    /// Cell codes in row-major order: 0 empty, -1 blocker, k a tile of kind k.
    pub cells: Vec<i64>,
    /// The board text (canonical form), to share or store.
    pub description: String,
    /// Tiles still on the board.
    pub tiles_left: usize,
    /// Cost of the removals so far.
    pub total_cost: u64,
    /// Turns of the removals so far.
    pub total_turns: u64,
    /// The removals so far, oldest first.
    pub removals: Vec<Removal>,
    /// No tile is left.
    pub solved: bool,
    /// Tiles are left but no pair can be removed.
    pub stuck: bool,
    /// The rules of the game.
    pub rules: crate::rules::Rules,
}

/// One step of the history, for undo.
#[derive(Debug, Clone)]
enum Step {
    Removal { mv: Move, removal: Removal },
    Shuffle { puzzle: Box<Puzzle>, state: TileSet },
}

/// A game: the puzzle, the tiles left and the history.
#[derive(Debug, Clone)]
pub struct Game {
    puzzle: Puzzle,
    state: TileSet,
    history: Vec<Step>,
}

impl Game {
    /// A game starting at the board of `puzzle`.
    pub fn new(puzzle: Puzzle) -> Game {
        let state = puzzle.initial();
        Game {
            puzzle,
            state,
            history: Vec::new(),
        }
    }

    /// The board (as dealt, or as last shuffled) under its rules.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The tiles left.
    pub fn state(&self) -> &TileSet {
        &self.state
    }

    /// The board as it stands now.
    pub fn board(&self) -> Board {
        self.puzzle.board_at(self.state.words())
    }

    /// Whether no tile is left.
    pub fn is_solved(&self) -> bool {
        self.state.is_empty()
    }

    /// Removals made so far (shuffles not counted), oldest first.
    pub fn removals(&self) -> Vec<&Removal> {
        self.history
            .iter()
            .filter_map(|s| match s {
                Step::Removal { removal, .. } => Some(removal),
                Step::Shuffle { .. } => None,
            })
            .collect()
    }

    /// Total turns of the removals so far.
    pub fn total_turns(&self) -> u64 {
        self.removals().iter().map(|r| u64::from(r.turns)).sum()
    }

    /// Total cost (turns + 1 per removal) so far.
    pub fn total_cost(&self) -> u64 {
        self.removals().iter().map(|r| u64::from(r.turns) + 1).sum()
    }

    /// Everything a play page draws.
    pub fn view(&self) -> GameView {
        let board = self.board();
        GameView {
            rows: board.rows(),
            cols: board.cols(),
            cells: board.cells().iter().map(|c| c.code()).collect(),
            description: crate::parse::format_board(&board),
            tiles_left: self.state.len(),
            total_cost: self.total_cost(),
            total_turns: self.total_turns(),
            removals: self.removals().into_iter().cloned().collect(),
            solved: self.is_solved(),
            stuck: self.is_stuck(),
            rules: self.puzzle.rules(),
        }
    }

    /// Whether tiles `a` and `b` can be removed now, with the path to draw.
    pub fn can_connect(&self, a: Pos, b: Pos) -> Result<Path, WhyNot> {
        self.find(a, b).map(|(_, path)| path)
    }

    fn find(&self, a: Pos, b: Pos) -> Result<(Move, Path), WhyNot> {
        find_pair(&self.puzzle, &self.state, a, b)
    }

    /// Removes tiles `a` and `b` if they connect.
    pub fn play(&mut self, a: Pos, b: Pos) -> Result<Removal, WhyNot> {
        let (mv, path) = self.find(a, b)?;
        let removal = removal_of(&self.puzzle, &mv, a, b, path);
        self.state.remove(mv.a);
        self.state.remove(mv.b);
        self.history.push(Step::Removal {
            mv,
            removal: removal.clone(),
        });
        Ok(removal)
    }

    /// Takes back the last removal or shuffle. Returns false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some(Step::Removal { mv, .. }) => {
                self.state.insert(mv.a);
                self.state.insert(mv.b);
                true
            }
            Some(Step::Shuffle { puzzle, state }) => {
                self.puzzle = *puzzle;
                self.state = state;
                true
            }
            None => false,
        }
    }

    /// Every pair that can be removed now.
    pub fn legal_removals(&self) -> Vec<Removal> {
        let arr = self.puzzle.arrange(self.state.words());
        let mut moves = Vec::new();
        self.puzzle.moves(self.state.words(), &arr, &mut moves);
        moves
            .iter()
            .map(|m| self.puzzle.describe(&arr, m))
            .collect()
    }

    /// Whether no pair can be removed while tiles remain.
    pub fn is_stuck(&self) -> bool {
        !self.is_solved() && self.legal_removals().is_empty()
    }

    /// A pair after which the board can still be cleared (the first step of a proven
    /// least-cost clearing when the limits allow; otherwise of any clearing found).
    pub fn hint(&self, limits: &Limits) -> Hint {
        hint_from(&self.puzzle, &self.state, limits)
    }

    /// Redeals the kinds of the remaining tiles over the same cells so that the board can be
    /// cleared, within `limits`; undo restores the previous deal. Without gravity a clearable
    /// deal is found whenever one exists ([`clearable_redeal`]; otherwise the error says it
    /// is proven that none does); under gravity, up to [`SHUFFLES_UNDER_GRAVITY`] random
    /// deals are tried with the solver.
    pub fn shuffle(&mut self, seed: u64, limits: &Limits) -> Result<(), ShuffleError> {
        let board = self.board();
        let (rows, cols) = (board.rows(), board.cols());
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let tiles = TilesToDeal::of(&board);
        let rules = self.puzzle.rules();
        let budget = limits.start();
        let puzzle = if rules.gravity == Gravity::None {
            let turns = rules.max_turns.as_u32();
            let cells = clearable_redeal(&mut rng, rows, cols, &tiles, turns, limits)?;
            let dealt = Board::new(rows, cols, cells)
                .map_err(|_| ShuffleError::Internal("the deal is not a board"))?;
            Puzzle::new(dealt, rules)
        } else {
            self.clearable_deal_under_gravity(&mut rng, &tiles, limits, &budget)?
        };
        let old_puzzle = std::mem::replace(&mut self.puzzle, puzzle);
        let old_state = std::mem::replace(&mut self.state, self.puzzle.initial());
        self.history.push(Step::Shuffle {
            puzzle: Box::new(old_puzzle),
            state: old_state,
        });
        Ok(())
    }

    /// Random deals of `tiles` until the solver finds one clearable under this game's
    /// gravity, at most [`SHUFFLES_UNDER_GRAVITY`] of them.
    fn clearable_deal_under_gravity(
        &self,
        rng: &mut ChaCha8Rng,
        tiles: &TilesToDeal,
        limits: &Limits,
        budget: &search::Budget<'_>,
    ) -> Result<Puzzle, ShuffleError> {
        let (rows, cols) = (self.puzzle.board().rows(), self.puzzle.board().cols());
        let rules = self.puzzle.rules();
        for _ in 0..SHUFFLES_UNDER_GRAVITY {
            if let Some(reason) = budget.interrupted() {
                return Err(ShuffleError::Stopped(reason));
            }
            let mut kinds: Vec<u32> = tiles.pairs.iter().flat_map(|&k| [k, k]).collect();
            kinds.shuffle(rng);
            let mut cells = tiles.base.clone();
            for (&(r, c), kind) in tiles.targets.iter().zip(kinds) {
                cells[r * cols + c] = Cell::Tile(kind);
            }
            let Ok(dealt) = Board::new(rows, cols, cells) else {
                continue;
            };
            let puzzle = Puzzle::new(dealt, rules);
            let decided = decide_from(&puzzle, &puzzle.initial(), &remaining(limits, budget));
            if decided.solvable == Some(true) {
                return Ok(puzzle);
            }
        }
        match budget.interrupted() {
            Some(reason) => Err(ShuffleError::Stopped(reason)),
            None => Err(ShuffleError::GaveUp {
                attempts: SHUFFLES_UNDER_GRAVITY,
            }),
        }
    }
}

/// How many random deals a shuffle under gravity tries before giving up.
pub const SHUFFLES_UNDER_GRAVITY: usize = 100;

/// The removal of the tiles at `a` and `b` in `state` (as a move of tile ids, with the path to
/// draw), or why they cannot be removed.
pub(crate) fn find_pair(
    puzzle: &Puzzle,
    state: &TileSet,
    a: Pos,
    b: Pos,
) -> Result<(Move, Path), WhyNot> {
    let arr = puzzle.arrange(state.words());
    let ta = puzzle
        .tile_at(state.words(), &arr, a)
        .ok_or(WhyNot::NoTile { pos: a })?;
    let tb = puzzle
        .tile_at(state.words(), &arr, b)
        .ok_or(WhyNot::NoTile { pos: b })?;
    if ta == tb {
        return Err(WhyNot::SameTile { pos: a });
    }
    let (ka, kb) = (puzzle.tiles()[ta].kind, puzzle.tiles()[tb].kind);
    if ka != kb {
        return Err(WhyNot::DifferentKinds {
            a: ka,
            b: kb,
            first: a,
            second: b,
        });
    }
    let path = puzzle.path(&arr, ta, tb).ok_or(WhyNot::NoPath {
        max_turns: puzzle.rules().max_turns,
        first: a,
        second: b,
    })?;
    let mv = Move {
        a: ta.min(tb),
        b: ta.max(tb),
        turns: path.turns,
    };
    Ok((mv, path))
}

/// The removal a page shows for `mv`, played on the tiles at `a` and `b` along `path`.
pub(crate) fn removal_of(puzzle: &Puzzle, mv: &Move, a: Pos, b: Pos, path: Path) -> Removal {
    Removal {
        a,
        b,
        kind: puzzle.tiles()[mv.a].kind,
        turns: mv.turns,
        path: path.points,
    }
}

/// The hint of [`Game::hint`] for the tiles `state` of `puzzle`.
pub(crate) fn hint_from(puzzle: &Puzzle, state: &TileSet, limits: &Limits) -> Hint {
    if state.is_empty() {
        return Hint::Solved;
    }
    let budget = limits.start();
    let mut solution = solve_from(puzzle, state, limits);
    if solution.cost.is_none() && solution.solvable.is_none() && budget.interrupted().is_none() {
        solution = decide_from(puzzle, state, &remaining(limits, &budget));
    }
    match (solution.solvable, solution.removals.first(), solution.cost) {
        (Some(false), _, _) => Hint::DeadEnd,
        (Some(true), Some(first), Some(cost)) => Hint::Pair {
            removal: first.clone(),
            optimal: solution.claim == Claim::Optimal,
            remaining_cost: cost,
        },
        _ => Hint::Unknown {
            claim: match (solution.claim, budget.interrupted()) {
                (Claim::Stopped { reason }, _) | (_, Some(reason)) => Claim::Stopped { reason },
                (claim, None) => claim,
            },
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_board;
    use crate::rules::Rules;

    fn game(text: &str) -> Game {
        Game::new(Puzzle::new(
            parse_board(text).expect("board"),
            Rules::default(),
        ))
    }

    #[test]
    fn why_not_names_the_reason() {
        let g = game("1 2 0\n-1 -1 -1\n2 1 0\n");
        assert_eq!(
            g.can_connect(Pos::new(0, 0), Pos::new(0, 1)),
            Err(WhyNot::DifferentKinds {
                a: 1,
                b: 2,
                first: Pos::new(0, 0),
                second: Pos::new(0, 1),
            })
        );
        assert_eq!(
            g.can_connect(Pos::new(0, 0), Pos::new(0, 0)),
            Err(WhyNot::SameTile {
                pos: Pos::new(0, 0)
            })
        );
        assert_eq!(
            g.can_connect(Pos::new(0, 2), Pos::new(0, 0)),
            Err(WhyNot::NoTile {
                pos: Pos::new(0, 2)
            })
        );
        assert_eq!(
            g.can_connect(Pos::new(0, 0), Pos::new(2, 1)),
            Err(WhyNot::NoPath {
                max_turns: MaxTurns::Limit(2),
                first: Pos::new(0, 0),
                second: Pos::new(2, 1),
            })
        );
    }

    #[test]
    fn play_undo_and_counters() {
        let mut g = game("1 1 2\n0 0 2\n");
        let before = g.board();
        let r = g
            .play(Pos::new(0, 0), Pos::new(0, 1))
            .expect("adjacent pair");
        assert_eq!(r.turns, 0);
        assert_eq!((g.total_cost(), g.total_turns()), (1, 0));
        assert!(g.undo());
        assert_eq!(g.board(), before);
        assert!(!g.undo() || g.board() == before);
        g.play(Pos::new(0, 2), Pos::new(1, 2))
            .expect("vertical pair");
        g.play(Pos::new(0, 0), Pos::new(0, 1))
            .expect("adjacent pair");
        assert!(g.is_solved());
        assert_eq!(g.hint(&Limits::none()), Hint::Solved);
        let view = g.view();
        assert_eq!(
            (view.tiles_left, view.total_cost, view.removals.len()),
            (0, 2, 2)
        );
        assert!(view.solved && !view.stuck);
    }

    #[test]
    fn hint_avoids_the_dead_end() {
        // one row: each kind must go round through the ring; the hint must start a clearing
        let g = game("1 2 1 2\n");
        match g.hint(&Limits::none()) {
            Hint::Pair {
                removal, optimal, ..
            } => {
                assert!(optimal);
                let mut after = g.clone();
                after.play(removal.a, removal.b).expect("hint is legal");
                assert!(matches!(after.hint(&Limits::none()), Hint::Pair { .. }));
            }
            other => panic!("expected a pair, got {other:?}"),
        }
    }

    #[test]
    fn shuffle_keeps_tiles_and_is_clearable() {
        let mut g = game("1 2 3 4\n4 3 2 1\n1 2 3 4\n4 3 2 1\n");
        let before = g.board();
        g.shuffle(5, &Limits::none()).expect("a clearable deal");
        let after = g.board();
        let mut a: Vec<_> = before.cells().to_vec();
        let mut b: Vec<_> = after.cells().to_vec();
        a.sort_by_key(|c| c.code());
        b.sort_by_key(|c| c.code());
        assert_eq!(a, b);
        assert_eq!(
            solve_from(g.puzzle(), g.state(), &Limits::none()).solvable,
            Some(true)
        );
        assert!(g.undo());
        assert_eq!(g.board(), before);
    }
}
