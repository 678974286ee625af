//! Deciding clearability by searching over pairings instead of removal orders (no gravity).
//!
//! Removing a pair only frees cells, so once every kind's tiles are split into fixed pairs,
//! greedy removal of whichever fixed pair is connected decides whether those pairs can all go:
//! the order does not matter. The question is thus a constraint problem: choose one perfect
//! matching per kind. Kinds with more than [`MAX_KIND_TILES`] tiles stay free: once every
//! other kind is fixed, the order search of [`crate::solver::decide`] finishes the job with
//! the unchosen pairs banned.
//!
//! Each kind's domain is pruned by singleton consistency, with the relaxation test as the
//! check (it passes for every state that can be cleared with the allowed pairs, see
//! [`crate::solver::relax`]): every other kind is limited to the pairs its remaining
//! matchings use, and
//! - in a domain of at most [`MAX_PROBED_DOMAIN`] matchings, a matching is dropped when the
//!   test fails with the kind fixed to it: no clearing uses it;
//! - in a larger domain (kinds of 8 to 12 tiles have 105 to 10395 matchings), a pair is
//!   probed instead, the kind limited to the matchings that use it, and when the test fails
//!   every matching using that pair is dropped: no clearing uses the pair, so none uses
//!   those matchings.
//!
//! Each probe keeps the steps of its last pass (a residual support) and starts its next run
//! from them ([`RelaxedBoard::clearable_from`]): same answer, far fewer path searches, as
//! most probes are repeated after a small change elsewhere.
//!
//! Branching splits a domain into parts that cover it without overlap (each matching, or for
//! a larger domain the matchings grouped by the partner of the tile with the fewest partners
//! left, at least two), so the search stays complete. The kind branched on has the least
//! domain size per failure weight (dom/wdeg): each failed test adds one to the weight of
//! every kind with a tile stuck in it, so the kinds that keep causing dead ends are settled
//! first. This only orders the search; any order is exact. The search keeps its own stack
//! ([`PairingSearch`]), so that it can stop for a time slice and resume.
//!
//! The parts of a branch are tried in the order they are enumerated, or, for a search made
//! [`PairingSearch::ranked`], the part whose kind's tiles left the relaxed run earliest in
//! its last passing probe first (a guess at the part with the most room); again only an
//! order. Facts from the order search ([`crate::solver::shared`]) drop matchings before each
//! node's propagation: matchings missing a required pair or using an excluded one.

use search::{Budget, Stats, StopReason};

use crate::puzzle::{Move, Puzzle};
use crate::rules::Gravity;
use crate::solver::astar::Clearing;
use crate::solver::part_rank;
use crate::solver::relax::{PartnerMask, RelaxedBoard, ALL_PARTNERS};
use crate::solver::shared::{possible_pairs, unused_pairs, Pair, PairFacts};

/// Largest kind whose matchings are enumerated (12 tiles have 10395 perfect matchings);
/// larger kinds stay free and are left to the final order search.
pub const MAX_KIND_TILES: usize = 12;

/// Domains larger than this are probed and branched on one pair at a time, not one
/// matching at a time.
pub const MAX_PROBED_DOMAIN: usize = 15;

type Matching = Vec<(usize, usize)>;

/// A kind's remaining perfect matchings, or `None` for a free (large) kind.
type Domain = Option<Vec<Matching>>;

/// Every perfect matching of `tiles` using pairs `ok` accepts (pairs as (smaller, larger)).
fn matchings(tiles: &[usize], ok: &dyn Fn(usize, usize) -> bool) -> Vec<Matching> {
    if tiles.is_empty() {
        return vec![Vec::new()];
    }
    let first = tiles[0];
    let mut out = Vec::new();
    for i in 1..tiles.len() {
        let (a, b) = (first.min(tiles[i]), first.max(tiles[i]));
        if !ok(a, b) {
            continue;
        }
        let rest: Vec<usize> = tiles[1..]
            .iter()
            .copied()
            .filter(|&t| t != tiles[i])
            .collect();
        for mut m in matchings(&rest, ok) {
            m.push((a, b));
            out.push(m);
        }
    }
    out
}

/// Names a probe for its residual support: (kind, the matching or the single pair probed);
/// the whole-state test is `(usize::MAX, [])`.
type Key = (usize, Matching);

/// The probes of a domain, each with its name (the matching, or the pair) and the indices
/// into the domain it keeps: each matching alone when there are at most
/// [`MAX_PROBED_DOMAIN`], else for each pair used, the matchings using it.
fn probe_groups(options: &[Matching]) -> Vec<(Matching, Vec<usize>)> {
    if options.len() <= MAX_PROBED_DOMAIN {
        return (0..options.len())
            .map(|i| (options[i].clone(), vec![i]))
            .collect();
    }
    let mut pairs: Vec<(usize, usize)> = options.iter().flatten().copied().collect();
    pairs.sort_unstable();
    pairs.dedup();
    pairs
        .into_iter()
        .map(|p| {
            let group = (0..options.len())
                .filter(|&i| options[i].contains(&p))
                .collect();
            (vec![p], group)
        })
        .collect()
}

/// How a domain is split when branched on: each matching alone when there are at most
/// [`MAX_PROBED_DOMAIN`], else by the partner of the tile with the fewest (but at least two)
/// partners left.
/// The parts cover the domain and do not overlap.
fn branch_parts(options: &[Matching]) -> Vec<Vec<usize>> {
    if options.len() <= MAX_PROBED_DOMAIN {
        return (0..options.len()).map(|i| vec![i]).collect();
    }
    let partner = |m: &Matching, t: usize| {
        m.iter()
            .find(|&&(a, b)| a == t || b == t)
            .map(|&(a, b)| if a == t { b } else { a })
    };
    let mut tiles: Vec<usize> = options[0].iter().flat_map(|&(a, b)| [a, b]).collect();
    tiles.sort_unstable();
    let partners_of = |t: usize| {
        let mut list: Vec<Option<usize>> = options.iter().map(|m| partner(m, t)).collect();
        list.sort_unstable();
        list.dedup();
        list
    };
    // a tile with one partner left does not split the domain; with two or more matchings
    // some tile has two partners
    let Some(t) = tiles
        .into_iter()
        .filter(|&t| partners_of(t).len() > 1)
        .min_by_key(|&t| partners_of(t).len())
    else {
        return (0..options.len()).map(|i| vec![i]).collect();
    };
    partners_of(t)
        .into_iter()
        .map(|u| {
            (0..options.len())
                .filter(|&i| partner(&options[i], t) == u)
                .collect()
        })
        .collect()
}

struct Search<'a> {
    puzzle: &'a Puzzle,
    state: Vec<u64>,
    /// kind index of each tile
    kind_of: Vec<usize>,
    /// each tile's bit within its kind
    bit_of: Vec<usize>,
    /// the state prepared for the relaxation test
    relaxed: RelaxedBoard,
    /// per kind: how often its tiles were stuck in a failed test (for dom/wdeg branching)
    weight: std::cell::RefCell<Vec<u64>>,
    /// per probe: what its last pass relied on (residual support)
    residual: std::cell::RefCell<std::collections::HashMap<Key, Vec<(usize, usize)>>>,
    /// facts from the order search ([`crate::solver::shared`])
    facts: PairFacts,
    /// per kind: its possible pairs in the state
    candidates: Vec<Vec<Pair>>,
}

impl Search<'_> {
    /// The relaxation test with each tile limited to `allowed` (built by
    /// [`Search::allowed`]). `key` names the test for its residual support: the last pass
    /// under the same key is replayed as far as it is still allowed (see
    /// [`RelaxedBoard::clearable_from`]). A failure adds weight to the kinds of the stuck
    /// tiles.
    fn passes_with(&self, allowed: &[PartnerMask], key: &Key) -> bool {
        let mut support = self.residual.borrow().get(key).cloned().unwrap_or_default();
        let mut stuck = Vec::new();
        if self
            .relaxed
            .clearable_from(allowed, &mut support, &mut stuck)
        {
            self.residual.borrow_mut().insert(key.clone(), support);
            return true;
        }
        let mut weight = self.weight.borrow_mut();
        let mut seen = Vec::new();
        for t in stuck {
            let k = self.kind_of[t];
            if !seen.contains(&k) {
                seen.push(k);
                weight[k] += 1;
            }
        }
        false
    }

    /// The allowed partners of every tile given the domains.
    fn allowed(&self, domains: &[Domain]) -> Vec<PartnerMask> {
        let mut allowed = vec![ALL_PARTNERS; self.kind_of.len()];
        for (k, domain) in domains.iter().enumerate() {
            if let Some(domain) = domain {
                self.limit_kind(&mut allowed, k, domain.iter());
            }
        }
        allowed
    }

    /// Sets the allowed partners of kind `k`'s tiles to the pairs of `matchings`.
    fn limit_kind<'m>(
        &self,
        allowed: &mut [PartnerMask],
        k: usize,
        matchings: impl Iterator<Item = &'m Matching>,
    ) {
        for &t in &self.puzzle.kinds()[k].tiles {
            allowed[t] = 0;
        }
        for m in matchings {
            for &(a, b) in m {
                allowed[a] |= 1u64 << self.bit_of[b];
                allowed[b] |= 1u64 << self.bit_of[a];
            }
        }
    }

    /// Singleton consistency: drops matchings that fail when chosen (large domains: pairs
    /// that fail when forced, with every matching using them). False if a domain empties.
    fn propagate(
        &self,
        domains: &mut [Domain],
        budget: &mut Budget<'_>,
        stats: &mut Stats,
    ) -> Result<bool, StopReason> {
        if !self.facts.is_empty() {
            for options in domains.iter_mut().flatten() {
                options.retain(|m| self.facts.admits(m));
                if options.is_empty() {
                    return Ok(false);
                }
            }
        }
        let mut allowed = self.allowed(domains);
        if !self.passes_with(&allowed, &(usize::MAX, Vec::new())) {
            return Ok(false);
        }
        loop {
            let mut changed = false;
            for (k, domain) in domains.iter_mut().enumerate() {
                let Some(options) = domain.clone() else {
                    continue;
                };
                if options.len() <= 1 {
                    continue;
                }
                let mut dead: Vec<bool> = vec![false; options.len()];
                for (key, group) in probe_groups(&options) {
                    if group.iter().all(|&i| dead[i]) {
                        continue;
                    }
                    if let Some(reason) = budget.interrupted() {
                        return Err(reason);
                    }
                    stats.generated += 1;
                    self.limit_kind(&mut allowed, k, group.iter().map(|&i| &options[i]));
                    if !self.passes_with(&allowed, &(k, key)) {
                        for i in group {
                            dead[i] = true;
                        }
                    }
                }
                let kept: Vec<Matching> = options
                    .iter()
                    .zip(&dead)
                    .filter(|(_, &d)| !d)
                    .map(|(m, _)| m.clone())
                    .collect();
                if kept.is_empty() {
                    return Ok(false);
                }
                self.limit_kind(&mut allowed, k, kept.iter());
                if kept.len() < options.len() {
                    *domain = Some(kept);
                    changed = true;
                }
            }
            if !changed {
                return Ok(true);
            }
        }
    }

    /// The kind to branch on (dom/wdeg: the smallest domain per failure its kind took part
    /// in), or `None` when every enumerated kind is fixed.
    fn choose_branch(&self, domains: &[Domain]) -> Option<usize> {
        let size = |d: &Domain| d.as_ref().map_or(0, |m| m.len());
        let weight = self.weight.borrow();
        (0..domains.len())
            .filter(|&k| size(&domains[k]) > 1)
            .min_by(|&a, &b| {
                let (sa, sb) = (size(&domains[a]) as u64, size(&domains[b]) as u64);
                (sa * (1 + weight[b])).cmp(&(sb * (1 + weight[a])))
            })
    }

    /// The rank of `part` (indices into `options`, kind `k`'s domain) for the ranked
    /// order ([`crate::solver::part_rank`]): from the last passing probe of its matching,
    /// or in a large domain of the pair its matchings share.
    fn part_rank(&self, k: usize, options: &[Matching], part: &[usize]) -> u64 {
        let residual = self.residual.borrow();
        let late = |key: Key| {
            part_rank::lateness(residual.get(&key).map(Vec::as_slice), |t| {
                self.kind_of[t] == k
            })
        };
        let keys: Vec<Key> = if options.len() <= MAX_PROBED_DOMAIN {
            part.iter().map(|&i| (k, options[i].clone())).collect()
        } else {
            part_rank::common_pairs(options, part)
                .into_iter()
                .map(|p| (k, vec![p]))
                .collect()
        };
        keys.into_iter()
            .map(late)
            .min()
            .unwrap_or(part_rank::UNPROBED)
    }

    /// Every enumerated kind is fixed and the test passed: with no free kind the pairs are
    /// removed greedily; otherwise the order search runs with the unchosen pairs banned.
    fn finish(
        &self,
        domains: &[Domain],
        budget: &mut Budget<'_>,
        stats: &mut Stats,
    ) -> Result<Option<Clearing>, StopReason> {
        if domains.iter().all(|d| d.is_some()) {
            let pairs: Vec<(usize, usize)> = domains
                .iter()
                .flatten()
                .flat_map(|d| d[0].iter().copied())
                .collect();
            return Ok(Some(greedy_clearing(self.puzzle, &self.state, pairs)));
        }
        let mut banned = Vec::new();
        for (k, domain) in domains.iter().enumerate() {
            let Some(chosen) = domain.as_ref().and_then(|d| d.first()) else {
                continue;
            };
            let tiles = &self.puzzle.kinds()[k].tiles;
            for (i, &a) in tiles.iter().enumerate() {
                for &b in &tiles[i + 1..] {
                    if !chosen.contains(&(a, b)) {
                        banned.push((a, b));
                    }
                }
            }
        }
        banned.extend(self.facts.excluded().copied());
        crate::solver::decide::decide_with_bans(self.puzzle, &self.state, banned, budget, stats)
    }
}

/// Decides clearability from `start`: `Some(Ok(Some(clearing)))`, `Some(Ok(None))` when
/// none exists, `Some(Err(_))` when stopped, `None` under gravity.
pub fn decide_by_pairing(
    puzzle: &Puzzle,
    start: &[u64],
    budget: &mut Budget<'_>,
    stats: &mut Stats,
) -> Option<Result<Option<Clearing>, StopReason>> {
    PairingSearch::new(puzzle, start).map(|mut search| search.run(budget, stats))
}

/// A node branched on: its propagated domains, the kind split and the parts not yet tried.
struct Branch {
    domains: Vec<Domain>,
    kind: usize,
    options: Vec<Matching>,
    parts: Vec<Vec<usize>>,
    next: usize,
}

/// The pairing search prepared for one state, as an object that can be stopped by a budget
/// and resumed later (for time slices shared with another search): the depth-first search
/// keeps its own stack.
pub struct PairingSearch<'a> {
    search: Search<'a>,
    stack: Vec<Branch>,
    /// The node to open next (its domains), if any.
    pending: Option<Vec<Domain>>,
    /// Whether branches try first the part whose kind left earliest in its last probe.
    ranked: bool,
}

impl<'a> PairingSearch<'a> {
    /// Prepares `start`; `None` under gravity.
    pub fn new(puzzle: &'a Puzzle, start: &[u64]) -> Option<PairingSearch<'a>> {
        if puzzle.rules().gravity != Gravity::None {
            return None;
        }
        let mut kind_of = vec![0; puzzle.tile_count()];
        let mut bit_of = vec![0; puzzle.tile_count()];
        let mut domains = Vec::new();
        let mut candidates: Vec<Vec<Pair>> = Vec::new();
        for (k, kind) in puzzle.kinds().iter().enumerate() {
            let present: Vec<usize> = kind
                .tiles
                .iter()
                .copied()
                .filter(|&t| crate::tileset::contains(start, t))
                .collect();
            let enumerable = present.len() <= MAX_KIND_TILES && kind.tiles.len() <= 16;
            for (bit, &t) in kind.tiles.iter().enumerate() {
                kind_of[t] = k;
                bit_of[t] = bit;
            }
            domains
                .push(enumerable.then(|| matchings(&present, &|a, b| puzzle.pair_possible(a, b))));
            candidates.push(possible_pairs(&present, puzzle));
        }
        let arrangement = puzzle.arrange(start);
        let search = Search {
            facts: PairFacts::default(),
            candidates,
            puzzle,
            state: start.to_vec(),
            relaxed: RelaxedBoard::new(puzzle, start, &arrangement),
            weight: std::cell::RefCell::new(vec![0; puzzle.kinds().len()]),
            residual: std::cell::RefCell::new(std::collections::HashMap::new()),
            kind_of,
            bit_of,
        };
        Some(PairingSearch {
            search,
            stack: Vec::new(),
            pending: Some(domains),
            ranked: false,
        })
    }

    /// The same search, but trying first at each branch the part whose kind left the
    /// relaxed run earliest in its last passing probe ([`crate::solver::part_rank`]): another
    /// order of the same complete search, for a portfolio (each order has deals it gets
    /// lost on that the other settles at once).
    pub fn ranked(mut self) -> Self {
        self.ranked = true;
        self
    }

    /// Takes facts from the order search: pairs in every wanted clearing (the order search's
    /// forced moves at its root) and pairs in none ([`crate::solver::shared`] says why the
    /// answer stays exact). They apply from the next node opened on.
    pub fn learn(&mut self, required: &[Pair], excluded: &[Pair]) -> bool {
        self.search.facts.learn(required, excluded)
    }

    /// Pairs proven to be in no wanted clearing: those no matching left at the root uses,
    /// once the root's propagation and its branches that failed have taken matchings out.
    pub fn proven_unused(&self) -> Vec<Pair> {
        let domains = match self.stack.first() {
            Some(root) => {
                let mut domains = root.domains.clone();
                // the part tried last is still open: the stack above it or the pending
                // node belongs to it (a resumable stop always leaves one of them)
                let done = root.next.saturating_sub(1);
                let failed: std::collections::HashSet<usize> =
                    root.parts[..done].iter().flatten().copied().collect();
                domains[root.kind] = Some(
                    (0..root.options.len())
                        .filter(|i| !failed.contains(i))
                        .map(|i| root.options[i].clone())
                        .collect(),
                );
                domains
            }
            None => match &self.pending {
                Some(domains) => domains.clone(),
                None => return Vec::new(),
            },
        };
        unused_pairs(&self.search.candidates, &domains)
    }

    /// Searches on: a clearing (`Ok(Some)`), none exists (`Ok(None)`), or stopped by the
    /// budget, in which case a later call goes on where this one stopped. Call no more
    /// once it has answered.
    pub fn run(
        &mut self,
        budget: &mut Budget<'_>,
        stats: &mut Stats,
    ) -> Result<Option<Clearing>, StopReason> {
        loop {
            if let Some(mut domains) = self.pending.take() {
                if let Some(reason) = budget.check(stats, self.stack.len() as u64) {
                    self.pending = Some(domains);
                    return Err(reason);
                }
                stats.expanded += 1;
                // an interrupted propagation has only dropped what is proven: resume from it
                match self.search.propagate(&mut domains, budget, stats) {
                    Err(reason) => {
                        self.pending = Some(domains);
                        return Err(reason);
                    }
                    Ok(false) => {}
                    Ok(true) => match self.search.choose_branch(&domains) {
                        None => match self.search.finish(&domains, budget, stats) {
                            Ok(None) => {}
                            Err(reason) => {
                                self.pending = Some(domains);
                                return Err(reason);
                            }
                            found => return found,
                        },
                        Some(kind) => {
                            let options = domains[kind].clone().unwrap_or_default();
                            let mut parts = branch_parts(&options);
                            if self.ranked {
                                parts.sort_by_cached_key(|part| {
                                    self.search.part_rank(kind, &options, part)
                                });
                            }
                            self.stack.push(Branch {
                                domains,
                                kind,
                                options,
                                parts,
                                next: 0,
                            });
                        }
                    },
                }
            }
            let Some(top) = self.stack.last_mut() else {
                return Ok(None);
            };
            if top.next >= top.parts.len() {
                self.stack.pop();
                continue;
            }
            let mut next = top.domains.clone();
            next[top.kind] = Some(
                top.parts[top.next]
                    .iter()
                    .map(|&i| top.options[i].clone())
                    .collect(),
            );
            top.next += 1;
            self.pending = Some(next);
        }
    }
}

/// Removes the fixed pairs greedily, whichever is connected first.
fn greedy_clearing(puzzle: &Puzzle, start: &[u64], mut left: Vec<(usize, usize)>) -> Clearing {
    let mut state = start.to_vec();
    let mut moves = Vec::new();
    loop {
        let arrangement = puzzle.arrange(&state);
        let next = left
            .iter()
            .position(|&(a, b)| puzzle.pair_turns(&arrangement, a, b).is_some());
        let Some(i) = next else { break };
        let (a, b) = left.swap_remove(i);
        let turns = puzzle.pair_turns(&arrangement, a, b).unwrap_or(0);
        let mv = Move { a, b, turns };
        puzzle.apply(&mut state, &mv);
        moves.push(mv);
    }
    Clearing {
        cost: moves.iter().map(|m| u64::from(m.cost())).sum(),
        moves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every perfect matching of `n` tiles (ids 0..n), all pairs allowed.
    fn all_matchings(n: usize) -> Vec<Matching> {
        let tiles: Vec<usize> = (0..n).collect();
        matchings(&tiles, &|_, _| true)
    }

    #[test]
    fn matchings_are_counted_right() {
        let counts: Vec<usize> = [2, 4, 6, 8, 10].map(|n| all_matchings(n).len()).to_vec();
        assert_eq!(counts, vec![1, 3, 15, 105, 945]);
    }

    /// Branching parts cover the domain without overlap and split it (so the search is
    /// complete and terminates), also for domains thinned to a few matchings.
    #[test]
    fn branch_parts_split_the_domain() {
        for n in [4, 6, 8, 10] {
            let full = all_matchings(n);
            for keep in [2usize, 3, 16, 40, full.len()] {
                // a thinned domain: every k-th matching
                let step = (full.len() / keep.min(full.len())).max(1);
                let options: Vec<Matching> = full.iter().step_by(step).cloned().collect();
                if options.len() < 2 {
                    continue;
                }
                let parts = branch_parts(&options);
                assert!(parts.len() >= 2, "n {n}, {} options", options.len());
                let mut seen: Vec<usize> = parts.iter().flatten().copied().collect();
                seen.sort_unstable();
                assert_eq!(seen, (0..options.len()).collect::<Vec<_>>());
            }
        }
    }

    /// Pair probes name one pair and hold exactly the matchings using it.
    #[test]
    fn probe_groups_hold_the_matchings_of_their_pair() {
        let options = all_matchings(8);
        let groups = probe_groups(&options);
        assert_eq!(groups.len(), 28);
        for (key, group) in groups {
            assert_eq!(key.len(), 1);
            let expected: Vec<usize> = (0..options.len())
                .filter(|&i| options[i].contains(&key[0]))
                .collect();
            assert_eq!(group, expected);
        }
        let small = all_matchings(6);
        assert_eq!(probe_groups(&small).len(), small.len());
    }
}
