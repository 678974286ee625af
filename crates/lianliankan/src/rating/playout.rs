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

pub(super) fn play_out(puzzle: &Puzzle, policy: Policy, rng: &mut ChaCha8Rng) -> Playout {
    let mut state = puzzle.initial();
    let mut arrangement = puzzle.new_arrangement();
    let mut legal = Vec::new();
    let mut cheapest = Vec::new();
    let mut moves = Vec::new();
    while !state.is_empty() {
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
            return Playout { moves, stuck: true };
        };
        state.remove(mv.a);
        state.remove(mv.b);
        moves.push(mv);
    }
    Playout {
        moves,
        stuck: false,
    }
}

/// What a player sees before one removal: removable pairs, and the share of the tiles left
/// that could be removed now.
pub(super) struct Openness {
    pub(super) pairs: usize,
    pub(super) tile_share: f64,
}

/// [`Openness`] before each of `moves` played from the start.
pub(super) fn openness_along(puzzle: &Puzzle, moves: &[Move]) -> Vec<Openness> {
    let mut state = puzzle.initial();
    let mut arrangement = puzzle.new_arrangement();
    let mut legal = Vec::new();
    let mut removable = vec![false; puzzle.tile_count()];
    let mut out = Vec::with_capacity(moves.len());
    for mv in moves {
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
