//! What a player meets on a board: games played by a simple policy (random or cheapest pair
//! first), how open the board is before each removal, and the shape of a removal's path.

use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;

use crate::puzzle::{Move, Puzzle, Removal};
use crate::rules::MaxTurns;

/// One game played from the start by a simple policy.
pub(super) struct Playout {
    pub(super) moves: Vec<Move>,
    pub(super) stuck: bool,
}

impl Playout {
    pub(super) fn cost(&self) -> u64 {
        self.moves.iter().map(|m| u64::from(m.cost())).sum()
    }
}

#[derive(Clone, Copy)]
pub(super) enum Policy {
    Random,
    Greedy,
}

/// One game by `policy`, or `None` when `interrupted` says so first (it is asked before
/// every removal: a game of a 32 x 32 board takes a good part of a second).
pub(super) fn play_out(
    puzzle: &Puzzle,
    policy: Policy,
    rng: &mut ChaCha8Rng,
    interrupted: &dyn Fn() -> bool,
) -> Option<Playout> {
    let mut state = puzzle.initial();
    let mut arrangement = puzzle.new_arrangement();
    let mut legal = Vec::new();
    let mut cheapest = Vec::new();
    let mut moves = Vec::new();
    while !state.is_empty() {
        if interrupted() {
            return None;
        }
        puzzle.arrange_into(state.words(), &mut arrangement);
        legal.clear();
        puzzle.moves(state.words(), &arrangement, &mut legal);
        let pick = match policy {
            Policy::Random => legal.choose(rng),
            Policy::Greedy => {
                let least = legal.iter().map(|m| m.turns).min();
                cheapest.clear();
                cheapest.extend(legal.iter().filter(|m| Some(m.turns) == least));
                cheapest.choose(rng)
            }
        };
        let Some(&mv) = pick else {
            return Some(Playout { moves, stuck: true });
        };
        state.remove(mv.a);
        state.remove(mv.b);
        moves.push(mv);
    }
    Some(Playout {
        moves,
        stuck: false,
    })
}

/// What a player sees before one removal: removable pairs, and the share of the tiles left
/// that could be removed now.
pub(super) struct Openness {
    pub(super) pairs: usize,
    pub(super) tile_share: f64,
}

/// [`Openness`] before each of `moves` played from the start; only the first ones when
/// `interrupted` says so (asked before each).
pub(super) fn openness_along(
    puzzle: &Puzzle,
    moves: &[Move],
    interrupted: &dyn Fn() -> bool,
) -> Vec<Openness> {
    let mut state = puzzle.initial();
    let mut arrangement = puzzle.new_arrangement();
    let mut legal = Vec::new();
    let mut removable = vec![false; puzzle.tile_count()];
    let mut out = Vec::with_capacity(moves.len());
    for mv in moves {
        if interrupted() {
            break;
        }
        puzzle.arrange_into(state.words(), &mut arrangement);
        legal.clear();
        puzzle.moves(state.words(), &arrangement, &mut legal);
        removable.fill(false);
        for m in &legal {
            removable[m.a] = true;
            removable[m.b] = true;
        }
        let count = removable.iter().filter(|&&r| r).count();
        out.push(Openness {
            pairs: legal.len(),
            tile_share: count as f64 / state.len().max(1) as f64,
        });
        state.remove(mv.a);
        state.remove(mv.b);
    }
    out
}

/// Whether a removal's path needs the full turn limit.
pub(super) fn needs_full_limit(removal: &Removal, max_turns: MaxTurns) -> bool {
    match max_turns {
        MaxTurns::Limit(t) => t >= 2 && removal.turns == t,
        MaxTurns::Any => removal.turns >= 3,
    }
}

/// Whether a removal's path runs through the empty ring around the board.
pub(super) fn uses_ring(removal: &Removal, rows: usize, cols: usize) -> bool {
    removal
        .path
        .iter()
        .any(|p| p.row < 0 || p.col < 0 || p.row as usize >= rows || p.col as usize >= cols)
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use rand::SeedableRng;

    use super::*;
    use crate::{generate, MaxTurns, Params, Rules};

    fn packed() -> Puzzle {
        let rules = Rules::with_max_turns(MaxTurns::Limit(2));
        let params = Params {
            rows: 8,
            cols: 8,
            pairs: 32,
            kinds: 8,
            blockers: 0,
        };
        let board = generate(&params, rules, true, 3, &search::Limits::none()).expect("board");
        Puzzle::new(board, rules)
    }

    /// An interruption that fires from its `after`-th question on, counting the questions.
    fn fires_after(after: usize, asked: &Cell<usize>) -> impl Fn() -> bool + '_ {
        move || {
            asked.set(asked.get() + 1);
            asked.get() > after
        }
    }

    #[test]
    fn a_game_is_cut_between_two_removals() {
        let puzzle = packed();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let asked = Cell::new(0);
        let cut = play_out(&puzzle, Policy::Greedy, &mut rng, &fires_after(3, &asked));
        assert!(cut.is_none());
        assert_eq!(asked.get(), 4, "asked before every removal");
        let whole = play_out(&puzzle, Policy::Greedy, &mut rng, &|| false).expect("played");
        assert!(!whole.moves.is_empty());
    }

    #[test]
    fn the_measures_along_a_line_stop_when_interrupted() {
        let puzzle = packed();
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let line = play_out(&puzzle, Policy::Random, &mut rng, &|| false).expect("played");
        assert!(line.moves.len() > 5);
        let asked = Cell::new(0);
        let open = openness_along(&puzzle, &line.moves, &fires_after(5, &asked));
        assert_eq!(open.len(), 5);
        assert_eq!(
            openness_along(&puzzle, &line.moves, &|| false).len(),
            line.moves.len()
        );
    }
}
