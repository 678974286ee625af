//! Deciding whether a board can be cleared at all (cost ignored): depth-first search with a
//! closed set and three sound prunings (no gravity; under gravity the exact solver is used).
//!
//! - Removing a pair never hurts the other pairs (cells only get freed). So if a pair that is
//!   connected now is in some clearing, removing it first is a clearing too. Hence: a kind
//!   whose remaining tiles can all be paired off now is removed at once
//!   ([`Puzzle::forced_move`]); and once the child "remove pair P now" has failed, no clearing
//!   from this state uses P at all, so P is banned in the siblings' subtrees.
//! - A connected pair whose tile has no other possible, unbanned partner is in every
//!   clearing, so it is removed at once. A kind whose tiles cannot be paired off without
//!   banned pairs is dead.
//! - States failing the relaxation test ([`Puzzle::relaxed_clearable`]) are dead; a move
//!   leading to such a state is banned before branching (probing, once the search has had to
//!   backtrack), which feeds the rules above.

use search::{Budget, Stats, StopReason};

use crate::bound::IMPOSSIBLE;
use crate::puzzle::{Move, Puzzle};
use crate::solver::astar::Clearing;
use crate::solver::table::StateTable;

/// One level of the depth-first search.
struct Frame {
    state: Vec<u64>,
    moves: Vec<Move>,
    next: usize,
    /// Pairs (smaller id first) known to be in no clearing from this state.
    banned: Vec<(usize, usize)>,
}

/// Whether the state after `mv` passes the relaxation test (no gravity: tiles stay put).
fn child_passes_relaxation(
    puzzle: &Puzzle,
    state: &[u64],
    arrangement: &crate::puzzle::Arrangement,
    banned: &[(usize, usize)],
    mv: &Move,
) -> bool {
    let mut child = state.to_vec();
    puzzle.apply(&mut child, mv);
    let mut after = arrangement.clone();
    for t in [mv.a, mv.b] {
        let (r, c) = after.pos[t];
        after.free[r] |= 1u64 << c;
    }
    puzzle.relaxed_clearable(&child, &after, banned)
}

/// Whether one tile of `mv` has no other possible, unbanned partner left: then every
/// clearing uses `mv`, and since it is connected now it can go first.
fn only_partner(puzzle: &Puzzle, state: &[u64], banned: &[(usize, usize)], mv: &Move) -> bool {
    partner_count(puzzle, state, banned, mv) == 1
}

/// The fewer of the numbers of possible, unbanned partners of the two tiles of `mv`.
fn partner_count(puzzle: &Puzzle, state: &[u64], banned: &[(usize, usize)], mv: &Move) -> usize {
    let kind = &puzzle.kinds()[puzzle.tiles()[mv.a].kind_index];
    let partners = |t: usize| {
        kind.tiles
            .iter()
            .filter(|&&u| {
                u != t
                    && crate::tileset::contains(state, u)
                    && puzzle.pair_possible(t, u)
                    && !banned.contains(&(t.min(u), t.max(u)))
            })
            .count()
    };
    partners(mv.a).min(partners(mv.b))
}

/// Finds some clearing from `start` (`Ok(Some)`), proves there is none (`Ok(None)`), or is
/// stopped by the budget.
pub fn decide(
    puzzle: &Puzzle,
    start: &[u64],
    budget: &mut Budget<'_>,
    stats: &mut Stats,
) -> Result<Option<Clearing>, StopReason> {
    decide_with_bans(puzzle, start, Vec::new(), budget, stats)
}

/// [`decide`] with pairs already known to be in no wanted clearing (smaller id first).
pub fn decide_with_bans(
    puzzle: &Puzzle,
    start: &[u64],
    initial_bans: Vec<(usize, usize)>,
    budget: &mut Budget<'_>,
    stats: &mut Stats,
) -> Result<Option<Clearing>, StopReason> {
    if puzzle.lower_bound(start) >= IMPOSSIBLE {
        return Ok(None);
    }
    let mut seen = StateTable::new(puzzle.words());
    seen.intern(start);
    let mut path: Vec<Frame> = Vec::new();
    let mut arrangement = puzzle.new_arrangement();
    let mut open =
        |state: Vec<u64>, mut banned: Vec<(usize, usize)>, probe: bool, stats: &mut Stats| {
            stats.expanded += 1;
            puzzle.arrange_into(&state, &mut arrangement);
            let mut moves = Vec::new();
            loop {
                moves.clear();
                let matchable = banned.iter().all(|&(a, _)| {
                    puzzle.kind_matchable(&state, puzzle.tiles()[a].kind_index, &banned)
                });
                if !matchable || !puzzle.relaxed_clearable(&state, &arrangement, &banned) {
                    break;
                }
                puzzle.moves(&state, &arrangement, &mut moves);
                moves.retain(|m| !banned.contains(&(m.a, m.b)));
                if !probe {
                    break;
                }
                // probe: a move whose result fails the relaxation is in no clearing from here
                let dead: Vec<(usize, usize)> = moves
                    .iter()
                    .filter(|m| !child_passes_relaxation(puzzle, &state, &arrangement, &banned, m))
                    .map(|m| (m.a, m.b))
                    .collect();
                if dead.is_empty() {
                    break;
                }
                banned.extend(dead);
            }
            let forced = puzzle.forced_move(&state, &moves, true).or_else(|| {
                moves
                    .iter()
                    .copied()
                    .find(|m| only_partner(puzzle, &state, &banned, m))
            });
            if let Some(mv) = forced {
                moves.clear();
                moves.push(mv);
            }
            // fail first: pairs whose tiles have the fewest other partners, so that banning
            // them soon forces the remaining pairing
            moves.sort_by_cached_key(|m| (partner_count(puzzle, &state, &banned, m), m.turns));
            stats.generated += moves.len() as u64;
            Frame {
                state,
                moves,
                next: 0,
                banned,
            }
        };
    // probing pays off only once the search has met a dead end
    let mut backtracked = false;
    let root = open(start.to_vec(), initial_bans, false, stats);
    path.push(root);
    loop {
        let depth = path.len() as u64;
        let Some(frame) = path.last_mut() else { break };
        if frame.state.iter().all(|&w| w == 0) {
            let moves: Vec<Move> = path[..path.len() - 1]
                .iter()
                .map(|f| f.moves[f.next - 1])
                .collect();
            let cost = moves.iter().map(|m| u64::from(m.cost())).sum();
            return Ok(Some(Clearing { cost, moves }));
        }
        if let Some(reason) = budget.check(stats, depth) {
            return Err(reason);
        }
        if frame.next >= frame.moves.len() {
            path.pop();
            backtracked = true;
            continue;
        }
        let mv = frame.moves[frame.next];
        frame.next += 1;
        let mut child = frame.state.clone();
        puzzle.apply(&mut child, &mv);
        if puzzle.lower_bound(&child) >= IMPOSSIBLE {
            continue;
        }
        let (_, new) = seen.intern(&child);
        if !new {
            stats.duplicates += 1;
            continue;
        }
        // siblings tried before this one failed: their pairs are in no clearing from here
        let mut banned = frame.banned.clone();
        banned.extend(frame.moves[..frame.next - 1].iter().map(|m| (m.a, m.b)));
        let child_frame = open(child, banned, backtracked, stats);
        path.push(child_frame);
        stats.observe_frontier(path.len());
    }
    Ok(None)
}
