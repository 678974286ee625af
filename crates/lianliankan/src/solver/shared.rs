//! Facts the two decision searches of [`crate::solver::decide_from`] pass each other between
//! their time slices: pairs proven to be in no wanted clearing ("excluded"), found by the
//! order search at its root (bans, failed root moves) or by the pairing search at its root
//! (pairs no matching left in a domain uses, with the root's failed branches taken out), and
//! the order search's forced moves at its root ("required").
//!
//! Why it is exact. Let F be the order search's forced moves at its root (fixed once the
//! search is made) and X the excluded pairs shared so far; the wanted clearings are
//! R(X) = the clearings of the start that begin with F and use no pair of X.
//! - R(empty) is non-empty exactly when the start can be cleared (forced moves lose nothing,
//!   [`crate::solver::decide`]).
//! - Each pair added to X was proven to be in no clearing of R(X') for the X' in force when
//!   it was found, and X' is a subset of X: the order search proves its root facts about the
//!   clearings of its root state avoiding its bans, i.e. about R(X') (its own earlier root
//!   bans are such facts too, so by induction over the order facts were found in, R shrinks
//!   only by clearings it may lose); the pairing search
//!   proves its facts about the clearings of the start containing F's pairs and avoiding X',
//!   a superset of R(X'). So adding a pair never turns a non-empty R into an empty one, and
//!   R(X) is non-empty exactly when the start can be cleared.
//! - The pairing search, given F and X, keeps only matchings containing F's pairs and none
//!   of X's: every clearing of R(X) is still in its search space, so when it finds none, R(X)
//!   is empty. A clearing it finds is a real one. (Its final order search, for kinds too
//!   large to enumerate, runs with X banned, which is the same restriction.)
//! - The order search works on R(X) too: what it proves about a state (a banned pair, a
//!   state that failed) is about the clearings of that state that avoid X, for the X in
//!   force, and stays true as X grows. A pair of X is trivially in no clearing avoiding X, so
//!   it may be banned in every frame, whatever path led there; and a state in the closed set
//!   has no clearing avoiding X, so reaching it again by a path avoiding X loses no clearing
//!   of R(X). The root's state is the start after F, so when the root fails R(X) is empty.

use std::collections::HashSet;

use crate::puzzle::Puzzle;

/// A pair of tiles, smaller id first.
pub type Pair = (usize, usize);

/// What the pairing search has been told: pairs every wanted clearing uses and pairs none
/// uses.
#[derive(Debug, Default, Clone)]
pub struct PairFacts {
    required: Vec<Pair>,
    excluded: HashSet<Pair>,
}

impl PairFacts {
    /// No facts.
    pub fn is_empty(&self) -> bool {
        self.required.is_empty() && self.excluded.is_empty()
    }

    /// Adds facts; true if any is new.
    pub fn learn(&mut self, required: &[Pair], excluded: &[Pair]) -> bool {
        let mut new = false;
        for &p in required {
            let p = (p.0.min(p.1), p.0.max(p.1));
            if !self.required.contains(&p) {
                self.required.push(p);
                new = true;
            }
        }
        for &p in excluded {
            new |= self.excluded.insert((p.0.min(p.1), p.0.max(p.1)));
        }
        new
    }

    /// The excluded pairs.
    pub fn excluded(&self) -> impl Iterator<Item = &Pair> {
        self.excluded.iter()
    }

    /// Whether a kind's perfect matching agrees with the facts: it uses no excluded pair,
    /// and every required pair with a tile among its tiles is one of its pairs.
    pub fn admits(&self, matching: &[Pair]) -> bool {
        if matching.iter().any(|p| self.excluded.contains(p)) {
            return false;
        }
        self.required.iter().all(|&(a, b)| {
            let touches = matching
                .iter()
                .any(|&(x, y)| x == a || x == b || y == a || y == b);
            !touches || matching.contains(&(a, b))
        })
    }
}

/// The possible pairs among `tiles` (one kind's present tiles), smaller id first.
pub fn possible_pairs(tiles: &[usize], puzzle: &Puzzle) -> Vec<Pair> {
    let mut out = Vec::new();
    for (i, &a) in tiles.iter().enumerate() {
        for &b in &tiles[i + 1..] {
            if puzzle.pair_possible(a, b) {
                out.push((a.min(b), a.max(b)));
            }
        }
    }
    out
}

/// The pairs among `candidates` (each kind's possible pairs) that no matching in `domains`
/// uses (kinds with no domain, i.e. free kinds, give none).
pub fn unused_pairs(candidates: &[Vec<Pair>], domains: &[Option<Vec<Vec<Pair>>>]) -> Vec<Pair> {
    let mut out = Vec::new();
    for (pairs, domain) in candidates.iter().zip(domains) {
        let Some(domain) = domain else { continue };
        let used: HashSet<Pair> = domain.iter().flatten().copied().collect();
        out.extend(pairs.iter().copied().filter(|p| !used.contains(p)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_admit_only_agreeing_matchings() {
        let mut facts = PairFacts::default();
        assert!(facts.is_empty());
        assert!(facts.learn(&[(1, 0)], &[(2, 5)]));
        assert!(!facts.learn(&[(0, 1)], &[(5, 2)]));
        // required (0,1): matchings of tiles 0..4 must pair 0 with 1
        assert!(facts.admits(&[(0, 1), (2, 3)]));
        assert!(!facts.admits(&[(0, 2), (1, 3)]));
        // another kind, untouched by (0,1), only has to avoid (2,5)
        assert!(facts.admits(&[(4, 6), (5, 7)]));
        assert!(!facts.admits(&[(2, 5), (4, 6)]));
    }

    #[test]
    fn unused_pairs_skip_free_kinds() {
        let candidates = vec![vec![(0, 1), (0, 2), (1, 2)], vec![(3, 4)]];
        let domains = vec![Some(vec![vec![(0, 1)]]), None];
        assert_eq!(unused_pairs(&candidates, &domains), vec![(0, 2), (1, 2)]);
    }
}
