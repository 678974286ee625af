//! The feasibility check of [`crate::solver::conflict_bound`] by peeling: whether a set of
//! kinds can all be removed at their matching bound, decided without trying route choices one
//! by one.
//!
//! Setting (see `conflict_bound`'s module doc for the terms): a set `K` of kinds, for each
//! kind its cheapest matchings (pairs of static cost at most 3; the tiles of a dearer pair are
//! left free of constraints), and for each pair its routes, as the tiles of `K`'s kinds lying
//! on them. `K` is *feasible* if one can choose a cheapest matching per kind and a route per
//! pair so that "pair `P` after pair `Q` when a tile of `Q` lies on `P`'s route" is acyclic.
//!
//! Lemma 1 (peeling is exact for fixed matchings). Fix the matchings. Start with the free
//! tiles removed; repeatedly remove both tiles of any pair one of whose routes has all its
//! tiles removed. An acyclic route choice exists iff this removes every tile.
//! Proof. If a choice is acyclic, take a topological order of its pairs; by induction each
//! pair, in turn, has its chosen route's tiles (all of earlier pairs or free) removed, so the
//! peeling can remove it: removal only ever adds removable pairs, so the order in which the
//! peeling picks pairs does not matter and it removes everything. Conversely, if it removes
//! everything, choose for each pair the route that was clear when it was removed: every tile
//! on it belongs to a pair removed earlier (or is free), so the relation follows the removal
//! order and is acyclic.
//!
//! Lemma 2 (relaxing undecided kinds). When only some kinds have a matching fixed, let every
//! pair of every cheapest matching of each undecided kind take part in the peeling (a tile of
//! such a kind also starts removed if some cheapest matching leaves it free). If some
//! completion of the matchings is feasible, this relaxed peeling removes every tile: by
//! induction along the completion's peeling, each pair it removes is also a pair of the
//! relaxed peeling whose route is clear there (the relaxed removed set only grows and
//! contains the completion's). So a relaxed peeling that gets stuck proves that no completion
//! is feasible; the search below prunes with it (also to drop the matchings of undecided kinds
//! that could not be completed) and decides by Lemma 1 once every kind is fixed.
//!
//! The search has a work budget (each peeling costs the number of candidate pairs it handles);
//! when it runs out the set is taken as feasible,
//! which only weakens the bound.

use std::cell::Cell as Counter;
use std::collections::HashMap;

/// Per kind, the pairs (tile ids, static cost at most 3) of each of its cheapest matchings, or
/// `None` when the kind is left out.
pub type KindMatchings = Option<Vec<Vec<(usize, usize)>>>;

/// The peeling data of one kind set.
struct Instance {
    /// Tile count (local ids).
    tiles: usize,
    /// Per candidate pair, its two local tiles.
    pairs: Vec<(usize, usize)>,
    /// Per route, its pair.
    route_pair: Vec<usize>,
    /// Per route, its number of tiles.
    route_len: Vec<u32>,
    /// Per local tile, the routes holding it.
    on: Vec<Vec<usize>>,
    /// Per kind of the set, per matching: its pair indices and its free local tiles.
    options: Vec<Vec<(Vec<usize>, Vec<usize>)>>,
}

/// Buffers reused by the peelings of one [`Instance`].
#[derive(Default)]
struct Scratch {
    active: Vec<bool>,
    removed: Vec<bool>,
    count: Vec<u32>,
    done: Vec<bool>,
    queue: Vec<usize>,
}

impl Instance {
    /// Whether peeling with these kind choices (`Some(matching index)`, or `None`: relaxed over
    /// the kind's `domain`) removes every tile.
    fn peels(
        &self,
        choice: &[Option<usize>],
        domains: &[Vec<usize>],
        work: &Counter<u64>,
        s: &mut Scratch,
    ) -> bool {
        work.set(work.get().saturating_sub(self.pairs.len() as u64 + 1));
        s.active.clear();
        s.active.resize(self.pairs.len(), false);
        s.done.clear();
        s.done.resize(self.pairs.len(), false);
        s.removed.clear();
        s.removed.resize(self.tiles, false);
        s.count.clear();
        s.count.extend_from_slice(&self.route_len);
        s.queue.clear();
        let mut left = self.tiles;
        for (k, c) in choice.iter().enumerate() {
            let picks: &[usize] = match c {
                Some(m) => std::slice::from_ref(m),
                None => &domains[k],
            };
            for &m in picks {
                let (pairs, free) = &self.options[k][m];
                for &p in pairs {
                    s.active[p] = true;
                }
                for &t in free {
                    if !s.removed[t] {
                        s.removed[t] = true;
                        left -= 1;
                        for &r in &self.on[t] {
                            s.count[r] -= 1;
                        }
                    }
                }
            }
        }
        for (r, &c) in s.count.iter().enumerate() {
            let p = self.route_pair[r];
            if c == 0 && s.active[p] && !s.done[p] {
                s.done[p] = true;
                s.queue.push(p);
            }
        }
        while let Some(p) = s.queue.pop() {
            let (a, b) = self.pairs[p];
            for t in [a, b] {
                if s.removed[t] {
                    continue;
                }
                s.removed[t] = true;
                left -= 1;
                for &r in &self.on[t] {
                    s.count[r] -= 1;
                    let q = self.route_pair[r];
                    if s.count[r] == 0 && s.active[q] && !s.done[q] {
                        s.done[q] = true;
                        s.queue.push(q);
                    }
                }
            }
        }
        left == 0
    }
}

/// Whether some choice of one cheapest matching per kind of `kinds` is feasible (see the
/// module comment); `paths(a, b)` lists the routes of a pair as the tiles on them (any kind),
/// `kind_of` gives a tile's kind. A kind without matchings (`None`) makes the set feasible.
pub fn feasible(
    kinds: &[usize],
    matchings: &[KindMatchings],
    paths: &impl Fn(usize, usize) -> Vec<Vec<usize>>,
    kind_of: &[usize],
    work: &Counter<u64>,
) -> bool {
    let mut lists = Vec::with_capacity(kinds.len());
    for &k in kinds {
        match &matchings[k] {
            Some(list) if !list.is_empty() => lists.push(list),
            _ => return true,
        }
    }
    // local tile ids: every tile of the set's kinds
    let mut local: HashMap<usize, usize> = HashMap::new();
    for (t, &k) in kind_of.iter().enumerate() {
        if kinds.contains(&k) {
            let n = local.len();
            local.insert(t, n);
        }
    }
    let mut pair_index: HashMap<(usize, usize), usize> = HashMap::new();
    let mut pairs = Vec::new();
    let mut routes: Vec<Vec<Vec<usize>>> = Vec::new();
    let mut options = Vec::with_capacity(kinds.len());
    for (i, list) in lists.iter().enumerate() {
        let tiles_of_kind: Vec<usize> = kind_of
            .iter()
            .enumerate()
            .filter(|&(_, &k)| k == kinds[i])
            .map(|(t, _)| local[&t])
            .collect();
        let mut kind_options = Vec::with_capacity(list.len());
        for m in list.iter() {
            let mut ids = Vec::with_capacity(m.len());
            let mut covered = Vec::new();
            for &(a, b) in m {
                let key = (a.min(b), a.max(b));
                let id = *pair_index.entry(key).or_insert_with(|| {
                    pairs.push((local[&a], local[&b]));
                    routes.push(
                        paths(a, b)
                            .into_iter()
                            .map(|r| {
                                r.into_iter()
                                    .filter_map(|t| local.get(&t).copied())
                                    .collect()
                            })
                            .collect(),
                    );
                    pairs.len() - 1
                });
                ids.push(id);
                covered.push(local[&a]);
                covered.push(local[&b]);
            }
            let free: Vec<usize> = tiles_of_kind
                .iter()
                .copied()
                .filter(|t| !covered.contains(t))
                .collect();
            kind_options.push((ids, free));
        }
        options.push(kind_options);
    }
    // tiles of the set that are not tiles of a present kind never appear (`kind_of` may list
    // tiles already gone: those are free)
    let tiles = local.len();
    let mut on = vec![Vec::new(); tiles];
    let mut route_pair = Vec::new();
    let mut route_len = Vec::new();
    for (p, rs) in routes.iter().enumerate() {
        for tiles_on in rs {
            for &t in tiles_on {
                on[t].push(route_pair.len());
            }
            route_pair.push(p);
            route_len.push(tiles_on.len() as u32);
        }
    }
    let instance = Instance {
        tiles,
        pairs,
        route_pair,
        route_len,
        on,
        options,
    };
    let domains: Vec<Vec<usize>> = lists.iter().map(|l| (0..l.len()).collect()).collect();
    let mut choice = vec![None; kinds.len()];
    search(
        &instance,
        &mut choice,
        domains,
        work,
        &mut Scratch::default(),
    )
}

/// Depth-first search over the kinds' matchings, pruning by relaxed peelings (Lemma 2).
fn search(
    instance: &Instance,
    choice: &mut Vec<Option<usize>>,
    mut domains: Vec<Vec<usize>>,
    work: &Counter<u64>,
    scratch: &mut Scratch,
) -> bool {
    if work.get() == 0 {
        return true;
    }
    if !instance.peels(choice, &domains, work, scratch) {
        return false;
    }
    // drop the matchings of undecided kinds that cannot be completed, fixing forced kinds
    loop {
        let mut changed = false;
        for k in 0..choice.len() {
            if choice[k].is_some() {
                continue;
            }
            let before = domains[k].len();
            let list = std::mem::take(&mut domains[k]);
            let mut kept = Vec::with_capacity(list.len());
            for &m in &list {
                if work.get() == 0 {
                    return true;
                }
                choice[k] = Some(m);
                if instance.peels(choice, &domains, work, scratch) {
                    kept.push(m);
                }
            }
            choice[k] = None;
            if kept.is_empty() {
                domains[k] = list;
                return false;
            }
            changed |= kept.len() < before;
            if kept.len() == 1 {
                choice[k] = Some(kept[0]);
            }
            domains[k] = kept;
        }
        if !changed {
            break;
        }
    }
    let next = (0..choice.len())
        .filter(|&k| choice[k].is_none())
        .min_by_key(|&k| domains[k].len());
    let Some(k) = next else {
        // every kind fixed and the last peeling cleared: feasible (Lemma 1)
        return instance.peels(choice, &domains, work, scratch);
    };
    for m in domains[k].clone() {
        choice[k] = Some(m);
        let mut below = domains.clone();
        below[k] = vec![m];
        if search(instance, choice, below, work, scratch) {
            choice[k] = None;
            return true;
        }
    }
    choice[k] = None;
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tiles 0, 1 of kind 0 and 2, 3 of kind 1, one matching each.
    fn two_kinds(routes_a: Vec<Vec<usize>>, routes_b: Vec<Vec<usize>>) -> bool {
        let matchings: Vec<KindMatchings> =
            vec![Some(vec![vec![(0, 1)]]), Some(vec![vec![(2, 3)]])];
        let paths = |a: usize, _b: usize| {
            if a == 0 {
                routes_a.clone()
            } else {
                routes_b.clone()
            }
        };
        feasible(
            &[0, 1],
            &matchings,
            &paths,
            &[0, 0, 1, 1],
            &Counter::new(1000),
        )
    }

    #[test]
    fn pairs_on_each_others_only_route_are_infeasible() {
        assert!(!two_kinds(vec![vec![2]], vec![vec![0]]));
        assert!(two_kinds(vec![vec![2]], vec![vec![0], vec![]]));
        assert!(two_kinds(vec![vec![2]], vec![vec![]]));
    }

    /// Brute force: every matching choice and every route choice, acyclic by repeated removal
    /// of pairs with no arc from a remaining pair.
    fn brute(
        kinds: &[usize],
        matchings: &[KindMatchings],
        paths: &impl Fn(usize, usize) -> Vec<Vec<usize>>,
    ) -> bool {
        let lists: Vec<&Vec<Vec<(usize, usize)>>> = kinds
            .iter()
            .filter_map(|&k| matchings[k].as_ref())
            .collect();
        let mut idx = vec![0usize; lists.len()];
        loop {
            let chosen: Vec<(usize, usize)> = lists
                .iter()
                .zip(&idx)
                .flat_map(|(l, &i)| l[i].iter().copied())
                .collect();
            let owner = |t: usize| chosen.iter().position(|&(a, b)| a == t || b == t);
            let options: Vec<Vec<Vec<usize>>> = chosen
                .iter()
                .map(|&(a, b)| {
                    paths(a, b)
                        .into_iter()
                        .map(|r| r.into_iter().filter_map(owner).collect())
                        .collect()
                })
                .collect();
            let mut route = vec![0usize; chosen.len()];
            loop {
                // acyclic: peel pairs whose chosen route's owners are all gone
                let mut gone = vec![false; chosen.len()];
                let mut progress = true;
                while progress {
                    progress = false;
                    for p in 0..chosen.len() {
                        if !gone[p] && options[p][route[p]].iter().all(|&q| gone[q]) {
                            gone[p] = true;
                            progress = true;
                        }
                    }
                }
                if gone.iter().all(|&g| g) {
                    return true;
                }
                let mut i = 0;
                while i < route.len() && route[i] + 1 == options[i].len() {
                    route[i] = 0;
                    i += 1;
                }
                if i == route.len() {
                    break;
                }
                route[i] += 1;
            }
            let mut i = 0;
            while i < idx.len() && idx[i] + 1 == lists[i].len() {
                idx[i] = 0;
                i += 1;
            }
            if i == idx.len() {
                return false;
            }
            idx[i] += 1;
        }
    }

    #[test]
    fn peeling_agrees_with_trying_every_choice() {
        // three kinds of four tiles (ids 4k..4k+4), each with its three perfect matchings
        // (a random subset kept), routes drawn at random among the other tiles
        let mut rng = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |n: u64| {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            rng % n
        };
        let kind_of: Vec<usize> = (0..12).map(|t| t / 4).collect();
        let mut outcomes = [0; 2];
        for _ in 0..400 {
            let matchings: Vec<KindMatchings> = (0..3)
                .map(|k| {
                    let b = 4 * k;
                    let all = [
                        vec![(b, b + 1), (b + 2, b + 3)],
                        vec![(b, b + 2), (b + 1, b + 3)],
                        vec![(b, b + 3), (b + 1, b + 2)],
                    ];
                    let kept: Vec<Vec<(usize, usize)>> =
                        all.into_iter().filter(|_| next(3) > 0).collect();
                    if kept.is_empty() {
                        Some(vec![vec![(b, b + 1), (b + 2, b + 3)]])
                    } else {
                        Some(kept)
                    }
                })
                .collect();
            let mut table = HashMap::new();
            for a in 0..12 {
                for b in a + 1..12 {
                    let routes: Vec<Vec<usize>> = (0..1 + next(2))
                        .map(|_| {
                            (0..12)
                                .filter(|&t| t != a && t != b && next(5) == 0)
                                .collect()
                        })
                        .collect();
                    table.insert((a, b), routes);
                }
            }
            let paths = |a: usize, b: usize| table[&(a.min(b), a.max(b))].clone();
            let kinds = [0, 1, 2];
            let peeled = feasible(
                &kinds,
                &matchings,
                &paths,
                &kind_of,
                &Counter::new(u64::MAX),
            );
            assert_eq!(peeled, brute(&kinds, &matchings, &paths));
            outcomes[usize::from(peeled)] += 1;
        }
        assert!(outcomes.iter().all(|&n| n >= 20), "{outcomes:?}");
    }
}
