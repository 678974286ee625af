//! The relaxation test of [`Puzzle::relaxed_clearable_with`], prepared once for one state so
//! that a search can run it many times with different allowed pairs (the pairing search
//! probes every matching of every kind).
//!
//! Same rule as the puzzle's: a tile may leave as soon as a path within the turn limit joins
//! it to the cell of an allowed partner present in the state (the partner leaves with it, its
//! cell staying a target for others); leaving only frees cells, so every real clearing that
//! uses only allowed pairs is also a relaxed one, and a state where some tile can never leave
//! is dead. What is prepared: each tile's possible partners (same kind, present, joinable on
//! the empty board), so that a run only looks at bit masks; a tile with no free neighbour is
//! checked against its adjacent partners only, and a partner with no free neighbour is
//! searched for only when it is right next to the tile (a path ends on it from a free cell).
//!
//! Runs that start from an earlier pass ([`RelaxedBoard::clearable_from`] for the same state
//! under other allowed pairs, [`RelaxedBoard::clearable_continuing`] for a smaller state)
//! give the same answer as a plain run, for two reasons:
//! - The tiles that leave do not depend on the order tiles are tried. Allowed pairs are
//!   symmetric and paths reverse, so "t leaves" means "t can reach an allowed partner still
//!   in the state through the cells freed so far", and reaching only gets easier as cells
//!   free: the set of tiles that leave is the least fixpoint of a monotone rule.
//! - A recorded step (t reached u) that is still allowed, with u still present, holds again
//!   whenever at least the cells freed before it are free: so a prefix of an earlier pass is
//!   valid as it stands as long as no earlier step was dropped (a smaller state only frees
//!   more cells), and every later step is checked by one path search before it is taken.
//!   Starting the fixpoint from valid steps reaches the same least fixpoint.

use std::rc::Rc;

use crate::puzzle::{Arrangement, Puzzle};
use crate::reach::{min_turns_to, walled_in, Rows, UNREACHABLE};
use crate::tileset::{contains, iter_words};

/// Allowed partners of one tile: bit `i` = the tile's kind bit `i` (kinds of more than 64
/// tiles: [`ALL_PARTNERS`] only).
pub type PartnerMask = u64;

/// Every possible partner allowed.
pub const ALL_PARTNERS: PartnerMask = u64::MAX;

/// Whether `mask` allows the partner of kind bit `bit`.
#[inline]
fn permits(mask: PartnerMask, bit: usize) -> bool {
    if bit < 64 {
        mask & (1u64 << bit) != 0
    } else {
        mask == ALL_PARTNERS
    }
}

/// What a run may report besides its answer.
#[derive(Default)]
struct Trace<'a> {
    stuck: Option<&'a mut Vec<usize>>,
    support: Option<&'a mut Vec<(usize, usize)>>,
}

/// One state's board, ready for repeated relaxation tests.
pub struct RelaxedBoard {
    height: usize,
    max_turns: u32,
    free: Rows,
    pos: Rc<Vec<(usize, usize)>>,
    /// Tiles present in the state.
    present: Vec<usize>,
    /// Whether each tile id is present.
    here: Vec<bool>,
    /// Kind bit of every tile id.
    bit: Rc<Vec<usize>>,
    /// Per tile: its possible partners present in the state (or, for a board made by
    /// [`RelaxedBoard::within`], in the larger state), as (tile, kind bit).
    candidates: Rc<Vec<Vec<(usize, usize)>>>,
}

impl RelaxedBoard {
    /// Prepares `state`, arranged as `arrangement` (no gravity).
    pub fn new(puzzle: &Puzzle, state: &[u64], arrangement: &Arrangement) -> RelaxedBoard {
        let tiles = puzzle.tiles();
        let mut candidates = vec![Vec::new(); tiles.len()];
        let present: Vec<usize> = iter_words(state).collect();
        for &t in &present {
            let kind = &puzzle.kinds()[tiles[t].kind_index];
            candidates[t] = kind
                .tiles
                .iter()
                .copied()
                .filter(|&u| u != t && contains(state, u) && puzzle.pair_possible(t, u))
                .map(|u| (u, tiles[u].kind_bit))
                .collect();
        }
        RelaxedBoard {
            height: puzzle.board().rows() + 2,
            max_turns: puzzle.rules().max_turns.as_u32(),
            free: arrangement.free,
            pos: Rc::new(arrangement.pos.clone()),
            here: (0..tiles.len()).map(|t| contains(state, t)).collect(),
            present,
            bit: Rc::new(tiles.iter().map(|t| t.kind_bit).collect()),
            candidates: Rc::new(candidates),
        }
    }

    /// The board of `state`, a subset of this board's state (no gravity: tiles stay put),
    /// arranged as `arrangement`, sharing this board's tables (partners that are gone are
    /// skipped at run time).
    pub fn within(&self, state: &[u64], arrangement: &Arrangement) -> RelaxedBoard {
        RelaxedBoard {
            height: self.height,
            max_turns: self.max_turns,
            free: arrangement.free,
            pos: Rc::clone(&self.pos),
            present: iter_words(state).collect(),
            here: (0..self.here.len()).map(|t| contains(state, t)).collect(),
            bit: Rc::clone(&self.bit),
            candidates: Rc::clone(&self.candidates),
        }
    }

    /// Whether every present tile can leave when tile `t` may only pair with the partners in
    /// `allowed[t]` (indexed by tile id).
    pub fn clearable(&self, allowed: &[PartnerMask]) -> bool {
        self.run(allowed, None, Trace::default())
    }

    /// [`RelaxedBoard::clearable`] that starts from what an earlier pass relied on.
    ///
    /// `support` holds the steps (tile, partner it reached) of an earlier passing run on this
    /// board, in order, or is empty. The steps before the first one `allowed` no longer
    /// permits replay as they are (same board, same partners present, same free cells when
    /// they were taken), so the run starts from them; if all are still permitted the test
    /// passes at once. The permitted steps after that one are taken too when a path joins
    /// the pair at that point (one path search each), as steps of the test itself. Since a tile leaves as soon as it can reach an allowed partner, and
    /// that only gets easier as cells free, the tiles that leave do not depend on the order
    /// they are tried, so the answer is the plain test's. On a pass `support` holds the new
    /// run's steps; on a failure `stuck` holds the tiles that could never leave.
    pub fn clearable_from(
        &self,
        allowed: &[PartnerMask],
        support: &mut Vec<(usize, usize)>,
        stuck: &mut Vec<usize>,
    ) -> bool {
        let (steps, trusted) = self.steps_from(allowed, support, None);
        if trusted == support.len() && trusted > 0 {
            return true;
        }
        support.clear();
        stuck.clear();
        let trace = Trace {
            support: Some(support),
            stuck: Some(stuck),
        };
        let passed = self.run_from(allowed, None, &steps, trusted, trace);
        if !passed {
            support.clear();
        }
        passed
    }

    /// [`RelaxedBoard::clearable`] that starts from the run of an earlier state, for a search
    /// going from a state to a smaller one (tiles `without` also taken out of this one).
    ///
    /// `earlier` holds the steps (tile, partner it reached) of a passing run on a state with
    /// every tile of this one, in order. Steps whose two tiles are both gone here are skipped
    /// (their cells are free here already); the steps before the first one with exactly one
    /// tile gone, or a pair `allowed` no longer permits, replay as they are: the partner is
    /// still present and at least the same cells are free, since tiles were only taken away;
    /// the permitted later steps are taken when a path joins the pair at that point. The run
    /// starts from them, which gives the plain test's answer (the tiles that leave do
    /// not depend on the order they are tried). On a pass, `support` (when given) gets this
    /// run's steps.
    pub fn clearable_continuing(
        &self,
        allowed: &[PartnerMask],
        earlier: &[(usize, usize)],
        without: Option<(usize, usize)>,
        support: Option<&mut Vec<(usize, usize)>>,
    ) -> bool {
        let (steps, trusted) = self.steps_from(allowed, earlier, without);
        let mut support = support;
        if let Some(steps) = support.as_deref_mut() {
            steps.clear();
        }
        let trace = Trace {
            support,
            ..Trace::default()
        };
        self.run_from(allowed, without, &steps, trusted, trace)
    }

    /// [`RelaxedBoard::clearable`] for the state with tiles `a` and `b` removed too (their
    /// cells free, no longer partners).
    pub fn clearable_without(&self, allowed: &[PartnerMask], a: usize, b: usize) -> bool {
        self.run(allowed, Some((a, b)), Trace::default())
    }

    fn run(
        &self,
        allowed: &[PartnerMask],
        without: Option<(usize, usize)>,
        trace: Trace<'_>,
    ) -> bool {
        self.run_from(allowed, without, &[], 0, trace)
    }

    /// The steps an earlier passing run (`earlier`, on a state with every tile of this one)
    /// offers this one, and how many of them are trusted: steps whose two tiles are both
    /// gone here are skipped (their cells are free here already); steps with one tile gone
    /// or a pair `allowed` no longer permits are dropped, and the steps before the first
    /// such one replay as they are (see [`RelaxedBoard::clearable_continuing`]).
    fn steps_from(
        &self,
        allowed: &[PartnerMask],
        earlier: &[(usize, usize)],
        without: Option<(usize, usize)>,
    ) -> (Vec<(usize, usize)>, usize) {
        let gone_here = |t: usize| !self.here[t] || without.is_some_and(|(a, b)| t == a || t == b);
        let mut steps = Vec::with_capacity(earlier.len());
        let mut trusted = None;
        for &(t, u) in earlier {
            match (gone_here(t), gone_here(u)) {
                (true, true) => {}
                (false, false) if permits(allowed[t], self.bit[u]) => steps.push((t, u)),
                _ => {
                    trusted.get_or_insert(steps.len());
                }
            }
        }
        let trusted = trusted.unwrap_or(steps.len());
        (steps, trusted)
    }

    /// Marks the tiles of `pair` gone and frees their cells.
    fn leave(&self, (t, u): (usize, usize), gone: &mut [bool], free: &mut Rows) {
        for leaving in [t, u] {
            gone[leaving] = true;
            let (r, c) = self.pos[leaving];
            free[r] |= 1u64 << c;
        }
    }

    /// The test, with the steps `steps` (tile, partner reached) taken first: the first
    /// `trusted` as they are, the others only when a path joins the pair at that point
    /// (each such step is a step of the test itself).
    fn run_from(
        &self,
        allowed: &[PartnerMask],
        without: Option<(usize, usize)>,
        steps: &[(usize, usize)],
        trusted: usize,
        mut trace: Trace<'_>,
    ) -> bool {
        let mut free = self.free;
        let mut gone = vec![false; self.pos.len()];
        let mut left = self.present.clone();
        if let Some((a, b)) = without {
            self.leave((a, b), &mut gone, &mut free);
            left.retain(|&t| t != a && t != b);
        }
        let mut one = [0u32];
        for (i, &(t, u)) in steps.iter().enumerate() {
            if gone[t] {
                continue;
            }
            if i >= trusted {
                min_turns_to(
                    &free,
                    self.height,
                    self.pos[t],
                    &[self.pos[u]],
                    self.max_turns,
                    &mut one,
                );
                if one[0] == UNREACHABLE {
                    continue;
                }
            }
            if let Some(support) = trace.support.as_deref_mut() {
                support.push((t, u));
            }
            self.leave((t, u), &mut gone, &mut free);
        }
        if !steps.is_empty() {
            left.retain(|&t| !gone[t]);
        }
        let removed = |u: usize| without.is_some_and(|(a, b)| u == a || u == b);
        let mut targets: Vec<(usize, usize)> = Vec::with_capacity(16);
        let mut partners: Vec<usize> = Vec::with_capacity(16);
        let mut out: Vec<u32> = Vec::with_capacity(16);
        loop {
            let before = left.len();
            for &t in &left {
                if gone[t] {
                    continue;
                }
                let (r, c) = self.pos[t];
                let partner = if walled_in(&free, (r, c)) {
                    // only a partner right next to it can be joined
                    self.candidates[t].iter().find_map(|&(u, bit)| {
                        let (ur, uc) = self.pos[u];
                        (permits(allowed[t], bit)
                            && self.here[u]
                            && !removed(u)
                            && ur.abs_diff(r) + uc.abs_diff(c) == 1)
                            .then_some(u)
                    })
                } else {
                    partners.clear();
                    targets.clear();
                    for &(u, bit) in &self.candidates[t] {
                        if !permits(allowed[t], bit) || !self.here[u] || removed(u) {
                            continue;
                        }
                        // a path ends on u from a free neighbour, or u is right next to t
                        let (ur, uc) = self.pos[u];
                        if !walled_in(&free, (ur, uc)) || ur.abs_diff(r) + uc.abs_diff(c) == 1 {
                            partners.push(u);
                            targets.push(self.pos[u]);
                        }
                    }
                    if targets.is_empty() {
                        continue;
                    }
                    out.resize(targets.len(), 0);
                    min_turns_to(
                        &free,
                        self.height,
                        (r, c),
                        &targets,
                        self.max_turns,
                        &mut out,
                    );
                    out.iter()
                        .position(|&x| x != UNREACHABLE)
                        .map(|i| partners[i])
                };
                if let Some(u) = partner {
                    if let Some(support) = trace.support.as_deref_mut() {
                        support.push((t, u));
                    }
                    self.leave((t, u), &mut gone, &mut free);
                }
            }
            left.retain(|&t| !gone[t]);
            if left.is_empty() {
                return true;
            }
            if left.len() == before {
                if let Some(stuck) = trace.stuck {
                    stuck.extend_from_slice(&left);
                }
                return false;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse_board, MaxTurns, Rules};

    /// The prepared test agrees with the puzzle's own relaxation for many sets of allowed
    /// pairs (symmetric, as the pairing search builds them) on packed boards.
    #[test]
    fn agrees_with_the_puzzle_relaxation() {
        let boards = [
            "4 4\n1 2 2 1\n3 1 1 3\n4 3 3 4\n2 4 4 2\n",
            include_str!("../../data/lianliankan-seed-board.txt"),
        ];
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let (mut passed, mut failed) = (0, 0);
        for text in boards {
            let board = parse_board(text).expect("board");
            for turns in 0..=3 {
                let rules = Rules::with_max_turns(MaxTurns::Limit(turns));
                let puzzle = Puzzle::new(board.clone(), rules);
                let state = puzzle.initial();
                let arrangement = puzzle.arrange(state.words());
                let relaxed = RelaxedBoard::new(&puzzle, state.words(), &arrangement);
                let tiles = puzzle.tiles();
                for _ in 0..40 {
                    // a random symmetric set of allowed pairs, dense enough to pass sometimes
                    let salt = next();
                    let pair_allowed = |a: usize, b: usize| {
                        let (a, b) = (a.min(b) as u64, a.max(b) as u64);
                        (a * 31 + b * 17 + salt) % 5 != 0
                    };
                    let allowed: Vec<PartnerMask> = (0..tiles.len())
                        .map(|t| {
                            let kind = &puzzle.kinds()[tiles[t].kind_index];
                            kind.tiles
                                .iter()
                                .filter(|&&u| u != t && pair_allowed(t, u))
                                .fold(0, |m, &u| m | 1u64 << tiles[u].kind_bit)
                        })
                        .collect();
                    let fast = relaxed.clearable(&allowed);
                    let plain =
                        puzzle.relaxed_clearable_with(state.words(), &arrangement, &|a, b| {
                            pair_allowed(a, b) && puzzle.pair_possible(a, b)
                        });
                    assert_eq!(fast, plain, "turns {turns}, salt {salt}");
                    if fast {
                        passed += 1;
                    } else {
                        failed += 1;
                    }
                }
            }
        }
        assert!(passed > 0 && failed > 0, "{passed} passed, {failed} failed");
    }

    /// A random symmetric set of allowed partners for every tile (about `keep` in 6 pairs).
    fn random_allowed(puzzle: &Puzzle, salt: u64, keep: u64) -> Vec<PartnerMask> {
        let tiles = puzzle.tiles();
        let pair_allowed = |a: usize, b: usize| {
            let (a, b) = (a.min(b) as u64, a.max(b) as u64);
            (a * 31 + b * 17 + salt) % 6 < keep
        };
        (0..tiles.len())
            .map(|t| {
                let kind = &puzzle.kinds()[tiles[t].kind_index];
                kind.tiles
                    .iter()
                    .filter(|&&u| u != t && pair_allowed(t, u))
                    .fold(0, |m, &u| m | 1u64 << tiles[u].kind_bit)
            })
            .collect()
    }

    /// Starting from an earlier pass (same state, other allowed pairs; or a larger state;
    /// or with a pair taken out) gives the plain test's answer.
    #[test]
    fn runs_started_from_earlier_passes_agree_with_plain_runs() {
        let boards = [
            "4 4\n1 2 2 1\n3 1 1 3\n4 3 3 4\n2 4 4 2\n",
            "4 4\n1 1 2 2\n1 3 3 2\n4 3 3 2\n4 4 4 1\n",
            include_str!("../../data/lianliankan-seed-board.txt"),
        ];
        let (mut agreed, mut passed) = (0, 0);
        for text in boards {
            let board = parse_board(text).expect("board");
            for turns in 0..=3 {
                let rules = Rules::with_max_turns(MaxTurns::Limit(turns));
                let puzzle = Puzzle::new(board.clone(), rules);
                let state = puzzle.initial();
                let relaxed =
                    RelaxedBoard::new(&puzzle, state.words(), &puzzle.arrange(state.words()));
                for salt in 0..12u64 {
                    let first = random_allowed(&puzzle, salt, 6 - salt % 2);
                    let (mut support, mut stuck) = (Vec::new(), Vec::new());
                    if !relaxed.clearable_from(&first, &mut support, &mut stuck) {
                        assert!(!stuck.is_empty());
                        continue;
                    }
                    passed += 1;
                    // same state, fewer allowed pairs
                    let second = random_allowed(&puzzle, salt * 7 + 3, 5);
                    let mut again = support.clone();
                    assert_eq!(
                        relaxed.clearable_from(&second, &mut again, &mut stuck),
                        relaxed.clearable(&second)
                    );
                    // a pair taken out, and a smaller state
                    for (a, b) in puzzle
                        .kinds()
                        .iter()
                        .filter(|k| k.tiles.len() >= 2)
                        .map(|k| (k.tiles[0], k.tiles[1]))
                    {
                        assert_eq!(
                            relaxed.clearable_continuing(&second, &support, Some((a, b)), None),
                            relaxed.clearable_without(&second, a, b)
                        );
                        let mut child = state.clone();
                        child.remove(a);
                        child.remove(b);
                        let smaller = RelaxedBoard::new(
                            &puzzle,
                            child.words(),
                            &puzzle.arrange(child.words()),
                        );
                        let mut steps = Vec::new();
                        assert_eq!(
                            smaller.clearable_continuing(&second, &support, None, Some(&mut steps)),
                            smaller.clearable(&second)
                        );
                        agreed += 1;
                    }
                }
            }
        }
        assert!(
            passed > 10 && agreed > 10,
            "{passed} passes, {agreed} comparisons"
        );
    }
}
