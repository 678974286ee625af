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
//! - States failing the relaxation test ([`RelaxedBoard`], the rule of
//!   [`Puzzle::relaxed_clearable`] with the bans as disallowed partners) are dead; a move
//!   leading to such a state is banned before branching (probing, once the search has had to
//!   backtrack), which feeds the rules above.
//!
//! Two shortcuts that change no answer, only the work:
//! - Forced moves are played in a row as a node is opened, and the relaxation runs only once
//!   none is left (a forced move loses nothing, so the state before it is dead exactly when
//!   the state after it is). The state after them is also put in the closed set. Bans stay
//!   valid along the way: a clearing after a forced move that used a banned pair would, with
//!   the forced move put first, be a clearing of the state the ban was proven for.
//! - A relaxation run starts from the steps of an earlier passing run (the parent's, or the
//!   node's own before new bans; a probe starts from the node's run): the steps up to the
//!   first one that lost a tile or a permitted pair replay as they are, since tiles only go
//!   away and cells only free along the way, and each later step is taken after one path
//!   search; the answer is the plain run's ([`crate::solver::relax`] says why). When no
//!   step relied on the probed pair, a probe costs no path search at all.
//!
//! Between time slices the search takes pairs another search proved to be in no wanted
//! clearing and bans them in every frame ([`OrderSearch::ban_everywhere`]), and hands on
//! its root's facts ([`OrderSearch::root_facts`]); [`crate::solver::shared`] says why both
//! keep the answer exact.

use search::{Budget, Stats, StopReason};

use crate::bound::IMPOSSIBLE;
use crate::puzzle::{Move, Puzzle};
use crate::solver::astar::Clearing;
use crate::solver::relax::{PartnerMask, RelaxedBoard, ALL_PARTNERS};
use crate::solver::shared::Pair;
use crate::solver::table::StateTable;

/// One level of the depth-first search.
struct Frame {
    /// Forced moves played on entry, before `state` (see [`decide_with_bans`]).
    forced: Vec<Move>,
    state: Vec<u64>,
    moves: Vec<Move>,
    next: usize,
    /// Pairs (smaller id first) known to be in no clearing from this state.
    banned: Vec<(usize, usize)>,
    /// The steps of the state's passing relaxation run, for its children's runs to start
    /// from ([`RelaxedBoard::clearable_continuing`]).
    support: Vec<(usize, usize)>,
}

/// The relaxation's allowed partners given `banned` pairs (kinds of more than 64 tiles keep
/// all partners: fewer bans only weaken the test).
fn allowed_masks(puzzle: &Puzzle, banned: &[(usize, usize)]) -> Vec<PartnerMask> {
    let tiles = puzzle.tiles();
    let mut allowed = vec![ALL_PARTNERS; tiles.len()];
    for &(a, b) in banned {
        let (ba, bb) = (tiles[a].kind_bit, tiles[b].kind_bit);
        if ba < 64 && bb < 64 && puzzle.kinds()[tiles[a].kind_index].tiles.len() <= 64 {
            allowed[a] &= !(1u64 << bb);
            allowed[b] &= !(1u64 << ba);
        }
    }
    allowed
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
    OrderSearch::new(puzzle, start, initial_bans, stats).run(budget, stats)
}

/// The order search as an object that can be stopped by a budget and resumed later (for
/// time slices shared with another search).
pub struct OrderSearch<'p> {
    puzzle: &'p Puzzle,
    seen: StateTable,
    path: Vec<Frame>,
    arrangement: crate::puzzle::Arrangement,
    /// probing pays off only once the search has met a dead end
    backtracked: bool,
    /// The start's relaxation board, whose tables every node's board shares.
    board: RelaxedBoard,
}

impl<'p> OrderSearch<'p> {
    /// Opens the root `start` (counted in `stats`).
    pub fn new(
        puzzle: &'p Puzzle,
        start: &[u64],
        initial_bans: Vec<(usize, usize)>,
        stats: &mut Stats,
    ) -> OrderSearch<'p> {
        let mut search = OrderSearch {
            puzzle,
            seen: StateTable::new(puzzle.words()),
            path: Vec::new(),
            arrangement: puzzle.new_arrangement(),
            backtracked: false,
            board: RelaxedBoard::new(puzzle, start, &puzzle.arrange(start)),
        };
        if puzzle.lower_bound(start) < IMPOSSIBLE {
            search.seen.intern(start);
            let root = search.open(start.to_vec(), initial_bans, false, &[], stats);
            search.path.push(root);
        }
        search
    }

    /// Opens a node: plays its forced moves, runs the relaxation (and probes), lists moves.
    fn open(
        &mut self,
        mut state: Vec<u64>,
        mut banned: Vec<(usize, usize)>,
        probe: bool,
        earlier: &[(usize, usize)],
        stats: &mut Stats,
    ) -> Frame {
        let puzzle = self.puzzle;
        stats.expanded += 1;
        puzzle.arrange_into(&state, &mut self.arrangement);
        let arrangement = &mut self.arrangement;
        let mut support = Vec::new();
        let mut previous = earlier.to_vec();
        let mut forced_moves = Vec::new();
        let mut moves = Vec::new();
        // relaxation and probing wait until no forced move remains: those lose nothing
        loop {
            moves.clear();
            let matchable = banned.iter().all(|&(a, _)| {
                puzzle.kind_matchable(&state, puzzle.tiles()[a].kind_index, &banned)
            });
            if !matchable {
                break;
            }
            puzzle.moves(&state, arrangement, &mut moves);
            moves.retain(|m| !banned.contains(&(m.a, m.b)));
            let forced = puzzle.forced_move(&state, &moves, true).or_else(|| {
                moves
                    .iter()
                    .copied()
                    .find(|m| only_partner(puzzle, &state, &banned, m))
            });
            if let Some(mv) = forced {
                // safe to play at once (module doc): play it and look again
                puzzle.apply(&mut state, &mv);
                for t in [mv.a, mv.b] {
                    let (r, c) = arrangement.pos[t];
                    arrangement.free[r] |= 1u64 << c;
                }
                forced_moves.push(mv);
                continue;
            }
            let relaxed = self.board.within(&state, arrangement);
            let allowed = allowed_masks(puzzle, &banned);
            if !relaxed.clearable_continuing(&allowed, &previous, None, Some(&mut support)) {
                moves.clear();
                break;
            }
            previous.clone_from(&support);
            if !probe {
                break;
            }
            // probe: a move whose result fails the relaxation is in no clearing from here
            let dead: Vec<(usize, usize)> = moves
                .iter()
                .filter(|m| {
                    !relaxed.clearable_continuing(&allowed, &support, Some((m.a, m.b)), None)
                })
                .map(|m| (m.a, m.b))
                .collect();
            if dead.is_empty() {
                break;
            }
            banned.extend(dead);
        }
        // fail first: pairs whose tiles have the fewest other partners, so that banning
        // them soon forces the remaining pairing
        moves.sort_by_cached_key(|m| (partner_count(puzzle, &state, &banned, m), m.turns));
        stats.generated += moves.len() as u64;
        Frame {
            forced: forced_moves,
            state,
            moves,
            next: 0,
            banned,
            support,
        }
    }

    /// What the search has proven at its root, for the pairing search: the root's forced
    /// moves (pairs of `(a, b)`, in every wanted clearing) and pairs in no wanted clearing
    /// (the root's bans and the root moves whose subtrees failed); see
    /// [`crate::solver::shared`].
    pub fn root_facts(&self) -> (Vec<Pair>, Vec<Pair>) {
        let Some(root) = self.path.first() else {
            return (Vec::new(), Vec::new());
        };
        let required = root.forced.iter().map(|m| (m.a, m.b)).collect();
        // with a child open, the move that led to it has not failed yet
        let failed = if self.path.len() > 1 {
            root.next - 1
        } else {
            root.next
        };
        let mut excluded = root.banned.clone();
        excluded.extend(root.moves[..failed].iter().map(|m| (m.a, m.b)));
        (required, excluded)
    }

    /// Bans `pairs` (smaller id first), proven to be in no wanted clearing, in every frame:
    /// see [`crate::solver::shared`] for why this is right whatever the frame's path.
    pub fn ban_everywhere(&mut self, pairs: &[Pair]) {
        for frame in &mut self.path {
            let present = |t: usize| crate::tileset::contains(&frame.state, t);
            let mut added = false;
            for &p in pairs {
                if present(p.0) && present(p.1) && !frame.banned.contains(&p) {
                    frame.banned.push(p);
                    added = true;
                }
            }
            if added {
                let next = frame.next;
                let banned = &frame.banned;
                let mut untried: Vec<Move> = frame.moves.split_off(next);
                untried.retain(|m| !banned.contains(&(m.a, m.b)));
                frame.moves.extend(untried);
            }
        }
    }

    /// Searches on: a clearing (`Ok(Some)`), none exists (`Ok(None)`), or stopped by the
    /// budget, in which case a later call goes on where this one stopped.
    pub fn run(
        &mut self,
        budget: &mut Budget<'_>,
        stats: &mut Stats,
    ) -> Result<Option<Clearing>, StopReason> {
        let puzzle = self.puzzle;
        loop {
            let depth = self.path.len() as u64;
            let Some(frame) = self.path.last_mut() else {
                break;
            };
            if frame.state.iter().all(|&w| w == 0) {
                let last = self.path.len() - 1;
                let moves: Vec<Move> = self
                    .path
                    .iter()
                    .enumerate()
                    .flat_map(|(i, f)| {
                        let chosen = (i < last).then(|| f.moves[f.next - 1]);
                        f.forced.iter().copied().chain(chosen)
                    })
                    .collect();
                let cost = moves.iter().map(|m| u64::from(m.cost())).sum();
                return Ok(Some(Clearing { cost, moves }));
            }
            if let Some(reason) = budget.check(stats, depth) {
                return Err(reason);
            }
            if frame.next >= frame.moves.len() {
                self.path.pop();
                self.backtracked = true;
                continue;
            }
            let mv = frame.moves[frame.next];
            frame.next += 1;
            let mut child = frame.state.clone();
            puzzle.apply(&mut child, &mv);
            if puzzle.lower_bound(&child) >= IMPOSSIBLE {
                continue;
            }
            let (_, new) = self.seen.intern(&child);
            if !new {
                stats.duplicates += 1;
                continue;
            }
            // siblings tried before this one failed: their pairs are in no clearing from here
            let mut banned = frame.banned.clone();
            banned.extend(frame.moves[..frame.next - 1].iter().map(|m| (m.a, m.b)));
            let earlier = frame.support.clone();
            let child_frame = self.open(child, banned, self.backtracked, &earlier, stats);
            if !child_frame.forced.is_empty() && !self.seen.intern(&child_frame.state).1 {
                // reached before after its own forced moves: it failed then
                stats.duplicates += 1;
                continue;
            }
            self.path.push(child_frame);
            stats.observe_frontier(self.path.len());
        }
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{MaxTurns, Rules};
    use search::Limits;

    /// Pairs banned from outside leave every frame's untried moves and show up among the
    /// root's facts; the search then answers as a search with that ban from the start does.
    #[test]
    fn bans_from_outside_reach_every_frame() {
        let rules = Rules::with_max_turns(MaxTurns::Limit(2));
        let params = crate::Params {
            rows: 8,
            cols: 8,
            pairs: 32,
            kinds: 8,
            blockers: 0,
        };
        let mut checked = 0;
        for seed in 0..40 {
            let Ok(board) = crate::generate(&params, rules, false, seed, &Limits::none()) else {
                continue;
            };
            let puzzle = Puzzle::new(board, rules);
            let start = puzzle.initial();
            let mut stats = Stats::default();
            let mut search = OrderSearch::new(&puzzle, start.words(), Vec::new(), &mut stats);
            // a few nodes deep, so that there are frames below the root
            let few = Limits::none().with_max_expanded(4);
            if search.run(&mut few.start(), &mut stats).is_ok() || search.path.len() < 2 {
                continue;
            }
            let root = &search.path[0];
            let Some(mv) = root.moves[root.next..].first().copied() else {
                continue;
            };
            let pair = (mv.a, mv.b);
            search.ban_everywhere(&[pair]);
            for frame in &search.path {
                assert!(frame.moves[frame.next..].iter().all(|m| (m.a, m.b) != pair));
            }
            let (_, excluded) = search.root_facts();
            assert!(excluded.contains(&pair));
            let mut fresh_stats = Stats::default();
            let expected = decide_with_bans(
                &puzzle,
                start.words(),
                vec![pair],
                &mut Limits::none().start(),
                &mut fresh_stats,
            )
            .map(|c| c.is_some());
            let answer = search
                .run(&mut Limits::none().start(), &mut stats)
                .map(|c| c.is_some());
            assert_eq!(answer, expected, "seed {seed}");
            checked += 1;
        }
        assert!(checked >= 3, "{checked} deals checked");
    }
}
