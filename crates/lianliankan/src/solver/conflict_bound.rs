//! A stronger lower bound without gravity, meant for the root of a search: the matching bound
//! of [`crate::bound`] plus the least number of kinds that cannot all be removed as cheaply as
//! their own matching bound says, because their cheapest matchings would need each other's
//! tiles gone first.
//!
//! Definitions, for a state (the remaining tiles) and the static pair costs `c` of
//! [`crate::bound`] (1 + the fewest turns of the pair on the board with every tile gone and the
//! blockers kept):
//! - `M_k` is the cheapest perfect matching of kind `k`'s remaining tiles under `c`.
//! - A *route* of a pair `(a, b)` is a path of `c(a, b) - 1` turns joining them that crosses
//!   no blocker (the straight segment for cost 1, the two one-turn paths for cost 2, the
//!   two-turn paths for cost 3); a pair of cost more than 3 is left free of constraints.
//! - A set of kinds `K` is *feasible* if one can pick, for each `k` in `K`, a cheapest matching
//!   of `k` and, for each of its pairs, a route, so that the relation "pair `P` must come after
//!   pair `Q` when a tile of `Q` lies on `P`'s route" has no directed cycle.
//!
//! Lemma 1. In any clearing, a kind `k` pays exactly `M_k` only if its removals form a cheapest
//! matching with every pair removed at its static cost; otherwise it pays at least `M_k + 1`.
//! Proof: its removals form a perfect matching of its tiles, and each removal costs at least
//! its static cost because removing tiles only frees cells.
//!
//! Lemma 2. A pair removed at its static cost `t + 1` uses a path of `t` turns on which every
//! cell is free, and crosses no blocker: one of its routes (as defined, every path of `t`
//! turns is a route). So every tile on that route was removed earlier.
//!
//! Theorem. Let `D` be the kinds that pay more than `M_k` in a clearing. Every infeasible set
//! `K` meets `D`: if all kinds of `K` paid exactly `M_k`, their realized matchings and the
//! routes used (Lemmas 1, 2) would be a choice in which each pair comes after the pairs owning
//! tiles on its route, so the removal order of the clearing orders that relation: no cycle,
//! and `K` would be feasible. Hence the clearing costs at least `sum_k M_k + |D|`, and `|D|` is
//! at least the minimum number of kinds hitting every infeasible set we find. The bound adds
//! that minimum (or, when that search runs out of nodes, the size of a packing of pairwise
//! disjoint infeasible sets, which is never more).
//!
//! Whether a set is feasible is decided by [`crate::solver::peel`]: for fixed matchings a
//! greedy peeling (remove any pair with a route already clear) is exact, and a relaxed
//! peeling over all cheapest matchings of the kinds not yet fixed prunes the search over
//! matchings (proofs there).
//!
//! Level 1 ([`crate::solver::levels`], proof there). After the level-0 rounds, the bonus may
//! grow further: a set of kinds, some allowed one turn more than their matching bound, that
//! is still infeasible forces some kind to pay two more, and the bonus becomes the least total
//! extra meeting every such constraint found. Those constraints are used at the root only;
//! [`Conflicts::sets`] (and so [`LaterBonus`]) keeps the level-0 sets.
//!
//! Every search here has a budget; when one runs out the set in question is taken as
//! feasible, or the minimum as not found, which only weakens the bound.
//!
//! Later states ([`untouched_bonus`]). Whether a set `K` is feasible depends only on the tiles
//! of `K`'s kinds (and the blockers): the matchings are of those tiles, and a route constrains
//! a pair only through tiles of the other chosen pairs, all of kinds in `K`. So a set found
//! infeasible in a state stays infeasible in every later state in which no tile of its kinds
//! has been removed, and by the Theorem applied to that later state, the cost still to pay
//! there is at least its matching bound plus the least number of kinds hitting all those
//! untouched sets (or, when that search runs out of nodes, the number of pairwise disjoint
//! ones picked greedily, which is never more). This lets A* raise its bound when it stops
//! ([`crate::solver::astar::astar_refined`]).

use std::cell::Cell as Counter;
use std::cell::RefCell;
use std::collections::HashMap;

use crate::board::Cell;
use crate::bound::{KindBound, IMPOSSIBLE, MAX_EXACT_KIND};
use crate::puzzle::Puzzle;
use crate::rules::Gravity;
use crate::solver::levels::{least_extra, level_one_options, Constraint};
use crate::solver::peel::{feasible as peel_feasible, KindMatchings};
use crate::tileset::contains;

/// The routes of a pair, as the tiles on each.
type Routes = Vec<Vec<usize>>;

/// Kinds larger than this are left out (the bound stays sound).
const MAX_KIND: usize = 16;

/// Most cheapest matchings kept per kind; a kind with more is left out (still sound).
const MAX_MATCHINGS: usize = 200;

/// Node budget of the exact packing of infeasible kind sets.
const PACK_NODES: u64 = 200_000;

/// Node budget of the minimum hitting set search.
const HIT_NODES: u64 = 2_000_000;

/// Rounds of the implicit hitting set search.
const HIT_ROUNDS: usize = 400;

/// Work allowed for checking a small kind set (work is counted per peeling, as the number of
/// candidate pairs it handles: about 35 million units a second).
const SMALL_WORK: u64 = 60_000;

/// Work allowed for checking a smaller set while shrinking an infeasible one (running out
/// keeps the kind: the set stays infeasible, only perhaps not minimal).
const SHRINK_WORK: u64 = 30_000;

/// Work allowed for all the checks of one state together (about 1.5 s on a packed 16x16
/// board); once it is spent every further set counts as feasible (sound, only weaker).
const TOTAL_WORK: u64 = 50_000_000;

/// Work allowed for the level-1 checks on top of [`TOTAL_WORK`].
const LEVEL_WORK: u64 = 35_000_000;

/// Shrinking budget at level 1.
const LEVEL_SHRINK_WORK: u64 = 1_000_000;

/// Rounds of the level-1 search.
const LEVEL_ROUNDS: usize = 200;

/// Node budget of one least extra vector search at level 1.
const LEVEL_NODES: u64 = 1_000_000;

/// Work allowed for checking one large kind set.
const LARGE_WORK: u64 = 3_000_000;

/// The pairs of static cost at most 3 (tile ids) of every cheapest perfect matching of kind `k` in `state`, or
/// `None` when the kind is left out.
fn cheapest_matchings(puzzle: &Puzzle, state: &[u64], k: usize, extra: u32) -> KindMatchings {
    let kind = &puzzle.kinds()[k];
    let size = kind.tiles.len();
    if size > MAX_KIND.min(MAX_EXACT_KIND) {
        return None;
    }
    let kb = puzzle.kind_bound(k);
    let bits: Vec<usize> = (0..size)
        .filter(|&b| contains(state, kind.tiles[b]))
        .collect();
    let mask = bits.iter().fold(0usize, |m, &b| m | (1 << b));
    let best = kb.get(mask);
    if best >= IMPOSSIBLE {
        return None;
    }
    let mut out = Vec::new();
    let mut current = Vec::new();
    let ok = enumerate(
        kb,
        kind.tiles.as_slice(),
        mask,
        best + extra,
        &mut current,
        &mut out,
    );
    ok.then_some(out)
}

/// Extends `current` (its pairs of static cost at most 3 so far) to every matching of `mask` costing `budget`;
/// false if more than [`MAX_MATCHINGS`] exist.
fn enumerate(
    kb: &KindBound,
    tiles: &[usize],
    mask: usize,
    budget: u32,
    current: &mut Vec<(usize, usize)>,
    out: &mut Vec<Vec<(usize, usize)>>,
) -> bool {
    if mask == 0 {
        if budget == 0 {
            if out.len() >= MAX_MATCHINGS {
                return false;
            }
            out.push(current.clone());
        }
        return true;
    }
    let i = mask.trailing_zeros() as usize;
    let rest = mask & !(1 << i);
    let mut others = rest;
    while others != 0 {
        let j = others.trailing_zeros() as usize;
        others &= others - 1;
        let c = kb.pair_cost(i, j).unwrap_or(IMPOSSIBLE);
        if c > budget {
            continue;
        }
        // prune by the cheapest matching of what is left
        let below = kb.get(rest & !(1 << j));
        if below > budget - c {
            continue;
        }
        if c <= 3 {
            current.push((tiles[i], tiles[j]));
        }
        let ok = enumerate(kb, tiles, rest & !(1 << j), budget - c, current, out);
        if c <= 3 {
            current.pop();
        }
        if !ok {
            return false;
        }
    }
    true
}

/// What the conflict analysis of one state found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Conflicts {
    /// What [`conflict_bound`] adds to the matching bound (level 1 included).
    pub bonus: u32,
    /// The infeasible kind sets found at level 0, as masks of kind indices (bit `k` = kind `k`); left
    /// empty on boards of more than 64 kinds.
    pub sets: Vec<u64>,
}

/// The number of pairwise disjoint infeasible kind sets found (see the module comment): what
/// [`conflict_bound`] adds to the matching bound.
pub fn cycle_bonus(puzzle: &Puzzle, state: &[u64]) -> u32 {
    conflicts(puzzle, state).bonus
}

/// The conflict analysis of `state`: the bonus of [`cycle_bonus`] and the infeasible kind
/// sets behind it.
pub fn conflicts(puzzle: &Puzzle, state: &[u64]) -> Conflicts {
    conflicts_with(puzzle, state, true, &|| false)
}

/// [`conflicts`], with the level-1 search of [`crate::solver::levels`] (which can only raise
/// the bonus) when `levels` is set. Once `stop()` says so (a time limit, a cancelled
/// request), the work budget counts as spent: every further set is taken as feasible, which
/// only weakens the bonus.
pub fn conflicts_with(
    puzzle: &Puzzle,
    state: &[u64],
    levels: bool,
    stop: &dyn Fn() -> bool,
) -> Conflicts {
    if puzzle.rules().gravity != Gravity::None {
        return Conflicts::default();
    }
    let tiles = puzzle.tiles();
    let (rows, cols) = (puzzle.board().rows(), puzzle.board().cols());
    let width = cols + 2;
    let mut at = vec![usize::MAX; (rows + 2) * width];
    for (t, tile) in tiles.iter().enumerate() {
        if contains(state, t) {
            at[tile.home.0 * width + tile.home.1] = t;
        }
    }
    let board = puzzle.board();
    let blocked = |r: usize, c: usize| {
        r >= 1
            && c >= 1
            && r <= rows
            && c <= cols
            && board.cell(r as i32 - 1, c as i32 - 1) == Cell::Blocker
    };
    // the cells strictly inside a straight run from (r0, c0) to (r1, c1), or None through a blocker
    let run = |(r0, c0): (usize, usize), (r1, c1): (usize, usize)| -> Option<Vec<(usize, usize)>> {
        let cells: Vec<(usize, usize)> = if r0 == r1 {
            (c0.min(c1) + 1..c0.max(c1)).map(|c| (r0, c)).collect()
        } else {
            (r0.min(r1) + 1..r0.max(r1)).map(|r| (r, c0)).collect()
        };
        cells.iter().all(|&(r, c)| !blocked(r, c)).then_some(cells)
    };
    // every path a pair may use at its static cost, as the tiles on it
    let raw_paths = |a: usize, b: usize| -> Vec<Vec<usize>> {
        let (pa, pb) = (tiles[a].home, tiles[b].home);
        let mut routes: Vec<Vec<(usize, usize)>> = Vec::new();
        if pa.0 == pb.0 || pa.1 == pb.1 {
            routes.extend(run(pa, pb));
        } else {
            for corner in [(pa.0, pb.1), (pb.0, pa.1)] {
                if blocked(corner.0, corner.1) {
                    continue;
                }
                if let (Some(mut x), Some(y)) = (run(pa, corner), run(corner, pb)) {
                    x.push(corner);
                    x.extend(y);
                    routes.push(x);
                }
            }
        }
        if routes.is_empty() {
            // two turns: along a's row to column x, along x to b's row, on to b (or the same
            // with rows and columns exchanged); every such route, the degenerate ones included
            let (height, width) = (rows + 2, cols + 2);
            let mut bends: Vec<((usize, usize), (usize, usize))> = Vec::new();
            bends.extend((0..width).map(|x| ((pa.0, x), (pb.0, x))));
            bends.extend((0..height).map(|y| ((y, pa.1), (y, pb.1))));
            for (p, q) in bends {
                let mut cells = Vec::new();
                let mut ok = true;
                for (from, to) in [(pa, p), (p, q), (q, pb)] {
                    match run(from, to) {
                        Some(inner) => cells.extend(inner),
                        None => ok = false,
                    }
                }
                for corner in [p, q] {
                    if corner != pa && corner != pb {
                        ok &= !blocked(corner.0, corner.1);
                        cells.push(corner);
                    }
                }
                if ok {
                    routes.push(cells);
                }
            }
        }
        routes
            .into_iter()
            .map(|cells| {
                cells
                    .into_iter()
                    .map(|(r, c)| at[r * width + c])
                    .filter(|&t| t != usize::MAX)
                    .collect()
            })
            .collect()
    };
    let memo: RefCell<HashMap<(usize, usize), Routes>> = RefCell::new(HashMap::new());
    let paths = |a: usize, b: usize| -> Vec<Vec<usize>> {
        memo.borrow_mut()
            .entry((a, b))
            .or_insert_with(|| raw_paths(a, b))
            .clone()
    };
    let kind_of: Vec<usize> = tiles.iter().map(|t| t.kind_index).collect();
    let kinds = puzzle.kinds().len();
    let matchings: Vec<KindMatchings> = (0..kinds)
        .map(|k| cheapest_matchings(puzzle, state, k, 0))
        .collect();
    // all checks share TOTAL_WORK (those of level 1 LEVEL_WORK more); once it is spent every
    // set counts as feasible
    let spent = Counter::new(0u64);
    let feasible_in = |set: &[usize], work: u64, options: &[KindMatchings], total: u64| {
        if stop() {
            spent.set(u64::MAX);
        }
        let allowed = work.min(total.saturating_sub(spent.get()));
        if allowed == 0 {
            return true;
        }
        let left = Counter::new(allowed);
        let found = peel_feasible(set, options, &paths, &kind_of, &left);
        spent.set(spent.get() + allowed - left.get());
        found
    };
    let feasible = |set: &[usize], work: u64| feasible_in(set, work, &matchings, TOTAL_WORK);
    // kinds X -> Y linked when a pair of some cheapest matching of X has a tile of Y on one
    // of its routes
    let mut linked = vec![vec![false; kinds]; kinds];
    for (x, list) in matchings.iter().enumerate() {
        for m in list.iter().flatten() {
            for &(a, b) in m {
                for t in paths(a, b).into_iter().flatten() {
                    linked[x][tiles[t].kind_index] = true;
                }
            }
        }
    }
    let usable_kinds: Vec<usize> = (0..kinds).filter(|&k| matchings[k].is_some()).collect();
    let mut candidates: Vec<Vec<usize>> = Vec::new();
    for x in 0..kinds {
        if matchings[x].is_none() {
            continue;
        }
        if !feasible(&[x], SMALL_WORK) {
            candidates.push(vec![x]);
            continue;
        }
        for y in x + 1..kinds {
            if matchings[y].is_none() || !(linked[x][y] && linked[y][x]) {
                continue;
            }
            if !feasible(&[x, y], SMALL_WORK) {
                candidates.push(vec![x, y]);
            }
        }
    }
    // triples linked in a cycle x -> y -> z -> x (either orientation)
    for x in 0..kinds {
        for y in x + 1..kinds {
            for z in y + 1..kinds {
                let cyc = (linked[x][y] && linked[y][z] && linked[z][x])
                    || (linked[x][z] && linked[z][y] && linked[y][x]);
                if !cyc || [x, y, z].iter().any(|&k| matchings[k].is_none()) {
                    continue;
                }
                if !feasible(&[x, y, z], SMALL_WORK) {
                    candidates.push(vec![x, y, z]);
                }
            }
        }
    }
    candidates.sort_by_key(|c| c.len());
    let sets: Vec<u64> = candidates
        .iter()
        .map(|c| c.iter().fold(0u64, |m, &k| m | (1u64 << (k % 64))))
        .collect();
    if kinds > 64 {
        // greedy packing, smallest sets first
        let mut used = vec![false; kinds];
        let mut bonus = 0;
        for c in candidates {
            if c.iter().all(|&k| !used[k]) {
                for &k in &c {
                    used[k] = true;
                }
                bonus += 1;
            }
        }
        return Conflicts {
            bonus,
            sets: Vec::new(),
        };
    }
    let mut best = Vec::new();
    pack(&sets, 0, &mut Vec::new(), &mut best, &mut 0);
    // then grow: while the unused kinds together are infeasible, shrink them to a minimal
    // infeasible set, count it and take its kinds out
    let mut used = best.iter().fold(0u64, |m, s| m | s);
    let mut bonus = best.len() as u32;
    let mut grown = Vec::new();
    loop {
        let rest: Vec<usize> = usable_kinds
            .iter()
            .copied()
            .filter(|&k| used & (1u64 << k) == 0)
            .collect();
        let Some(rest) = minimal_infeasible(rest, &feasible, SHRINK_WORK) else {
            break;
        };
        used |= rest.iter().fold(0u64, |m, &k| m | (1u64 << k));
        bonus += 1;
        grown.push(rest.iter().fold(0u64, |m, &k| m | (1u64 << k)));
    }
    // the kinds that do not realize a cheapest matching hit every infeasible set: at least
    // a minimum hitting set of them (when the search finishes)
    let mut all = sets;
    all.extend(grown);
    // implicit hitting set: while the kinds outside a minimum hitting set are together
    // infeasible, add a minimal infeasible set of them and search again
    for _ in 0..HIT_ROUNDS {
        let mut least = kinds as u32;
        let mut set = 0u64;
        let mut nodes = 0u64;
        hit(&all, 0, 0, &mut least, &mut set, &mut nodes);
        if nodes > HIT_NODES {
            break;
        }
        bonus = bonus.max(least);
        let outside: Vec<usize> = usable_kinds
            .iter()
            .copied()
            .filter(|&k| set & (1u64 << k) == 0)
            .collect();
        match minimal_infeasible(outside, &feasible, SHRINK_WORK) {
            Some(found) => all.push(found.iter().fold(0u64, |m, &k| m | (1u64 << k))),
            None => break,
        }
    }
    // level 1 (see `levels`): while the kinds of a least extra vector, each at its level, are
    // infeasible together, add a minimal infeasible part of them as a constraint
    let mut constraints: Vec<Constraint> = all
        .iter()
        .map(|&zero| Constraint { zero, one: 0 })
        .collect();
    let level_one: Vec<KindMatchings> = (0..kinds)
        .map(
            |k| match (&matchings[k], cheapest_matchings(puzzle, state, k, 1)) {
                (Some(cheapest), Some(dearer)) => Some(level_one_options(cheapest, &dearer)),
                _ => None,
            },
        )
        .collect();
    let rounds = if levels { LEVEL_ROUNDS } else { 0 };
    // small sets first: each small level-0 set with one of its kinds lifted to level 1
    if levels {
        for &set in &all {
            if set.count_ones() > 3 {
                continue;
            }
            let core: Vec<usize> = (0..kinds).filter(|&k| set >> k & 1 == 1).collect();
            for &k in &core {
                if level_one[k].is_none() {
                    continue;
                }
                let mut options = matchings.clone();
                options[k] = level_one[k].clone();
                if !feasible_in(&core, SMALL_WORK, &options, TOTAL_WORK + LEVEL_WORK) {
                    constraints.push(Constraint {
                        zero: set & !(1u64 << k),
                        one: 1u64 << k,
                    });
                }
            }
        }
    }
    for _ in 0..rounds {
        let Some((least, x)) = least_extra(&constraints, kinds, LEVEL_NODES) else {
            break;
        };
        bonus = bonus.max(least);
        let mut options = matchings.clone();
        let mut members = Vec::new();
        for &k in &usable_kinds {
            match x[k] {
                0 => members.push(k),
                1 if level_one[k].is_some() => {
                    options[k] = level_one[k].clone();
                    members.push(k);
                }
                _ => {}
            }
        }
        // shrinking drops the kinds in front first: level-0 kinds, so that the constraint
        // names few of them (those are the cheap ones to pay for)
        members.sort_by_key(|&k| x[k] == 0);
        members.reverse();
        let check = |set: &[usize], work: u64, options: &[KindMatchings]| {
            feasible_in(set, work, options, TOTAL_WORK + LEVEL_WORK)
        };
        let Some(core) = minimal_infeasible(
            members,
            &|set: &[usize], work: u64| check(set, work, &options),
            LEVEL_SHRINK_WORK,
        ) else {
            break;
        };
        // lift: a kind of the core at level 0 goes to level 1 if the core stays infeasible
        // (a stronger constraint)
        for &k in &core {
            if x[k] == 0 && level_one[k].is_some() {
                let mut higher = options.clone();
                higher[k] = level_one[k].clone();
                if !check(&core, LEVEL_SHRINK_WORK, &higher) {
                    options = higher;
                }
            }
        }
        let mut c = Constraint { zero: 0, one: 0 };
        for k in core {
            if options[k] == matchings[k] {
                c.zero |= 1u64 << k;
            } else {
                c.one |= 1u64 << k;
            }
        }
        constraints.push(c);
    }
    Conflicts { bonus, sets: all }
}

/// [`untouched_bonus`] for the later states of one board, from the sets of an earlier state,
/// remembered per set of untouched kinds.
pub struct LaterBonus {
    /// Per kind, its tiles as a state bitset.
    kind_tiles: Vec<Vec<u64>>,
    sets: Vec<u64>,
    known: HashMap<u64, u32>,
}

impl LaterBonus {
    /// From the infeasible `sets` found in an earlier state of `puzzle` ([`conflicts`]).
    pub fn new(puzzle: &Puzzle, sets: Vec<u64>) -> LaterBonus {
        let kind_tiles = puzzle
            .kinds()
            .iter()
            .map(|k| {
                let mut words = vec![0u64; puzzle.words()];
                for &t in &k.tiles {
                    words[t / 64] |= 1u64 << (t % 64);
                }
                words
            })
            .collect();
        LaterBonus {
            kind_tiles,
            sets,
            known: HashMap::new(),
        }
    }

    /// The bonus of `state` (a later state of the same board).
    pub fn of(&mut self, state: &[u64]) -> u32 {
        if self.sets.is_empty() {
            return 0;
        }
        let untouched = self
            .kind_tiles
            .iter()
            .enumerate()
            .filter(|(_, tiles)| tiles.iter().zip(state).all(|(&k, &s)| k & s == k))
            .fold(0u64, |m, (k, _)| m | (1u64 << k));
        let sets = &self.sets;
        *self
            .known
            .entry(untouched)
            .or_insert_with(|| untouched_bonus(sets, untouched))
    }
}

/// Node budget of the hitting set search for one later state in [`untouched_bonus`].
const UNTOUCHED_HIT_NODES: u64 = 20_000;

/// A lower bound on the kinds that pay more than their matching bound from a later state in
/// which exactly the kinds of `untouched` (a kind mask) still have all their tiles, given the
/// infeasible `sets` of an earlier state (see the module comment).
pub fn untouched_bonus(sets: &[u64], untouched: u64) -> u32 {
    let alive: Vec<u64> = sets
        .iter()
        .copied()
        .filter(|&s| s & !untouched == 0)
        .collect();
    if alive.is_empty() {
        return 0;
    }
    // pairwise disjoint sets, greedily: a valid bound whatever happens below
    let mut taken = 0u64;
    let mut disjoint = 0;
    let mut by_size = alive.clone();
    by_size.sort_by_key(|s| s.count_ones());
    for &s in &by_size {
        if s & taken == 0 {
            taken |= s;
            disjoint += 1;
        }
    }
    let mut least = u32::MAX;
    let mut set = 0u64;
    let mut nodes = 0u64;
    hit_within(
        &by_size,
        0,
        0,
        &mut least,
        &mut set,
        &mut nodes,
        UNTOUCHED_HIT_NODES,
    );
    if nodes > UNTOUCHED_HIT_NODES || least == u32::MAX {
        disjoint
    } else {
        least.max(disjoint)
    }
}

/// A minimal infeasible subset of `kinds` (dropping kinds while the rest stays infeasible), or
/// `None` if `kinds` is feasible or too large to check.
fn minimal_infeasible(
    mut kinds: Vec<usize>,
    feasible: &impl Fn(&[usize], u64) -> bool,
    shrink_work: u64,
) -> Option<Vec<usize>> {
    if kinds.is_empty() || feasible(&kinds, LARGE_WORK) {
        return None;
    }
    // drop chunks of kinds, halving the chunk size down to single kinds (few checks when
    // the infeasible core is small)
    let mut chunk = kinds.len().div_ceil(2);
    loop {
        let mut i = 0;
        while i < kinds.len() {
            let end = (i + chunk).min(kinds.len());
            let fewer: Vec<usize> = kinds[..i].iter().chain(&kinds[end..]).copied().collect();
            if !fewer.is_empty() && !feasible(&fewer, shrink_work) {
                kinds = fewer;
            } else {
                i = end;
            }
        }
        if chunk == 1 {
            break;
        }
        chunk = chunk.div_ceil(2);
    }
    Some(kinds)
}

/// Smallest number of kinds hitting every one of `sets` (kind masks), by branch and bound;
/// `least` holds the best found. Exact only if `nodes` stays within [`HIT_NODES`].
fn hit(sets: &[u64], chosen: u64, count: u32, least: &mut u32, best: &mut u64, nodes: &mut u64) {
    hit_within(sets, chosen, count, least, best, nodes, HIT_NODES);
}

/// [`hit`] with a node budget of `limit`.
fn hit_within(
    sets: &[u64],
    chosen: u64,
    count: u32,
    least: &mut u32,
    best: &mut u64,
    nodes: &mut u64,
    limit: u64,
) {
    *nodes += 1;
    if *nodes > limit {
        return;
    }
    let unhit: Vec<u64> = sets.iter().copied().filter(|s| s & chosen == 0).collect();
    if unhit.is_empty() {
        if count < *least {
            *least = count;
            *best = chosen;
        }
        return;
    }
    // lower bound: disjoint unhit sets, greedily
    let mut taken = 0u64;
    let mut disjoint = 0;
    for &s in &unhit {
        if s & taken == 0 {
            taken |= s;
            disjoint += 1;
        }
    }
    if count + disjoint >= *least {
        return;
    }
    let pick = unhit
        .iter()
        .copied()
        .min_by_key(|s| s.count_ones())
        .unwrap_or(0);
    let mut bits = pick;
    while bits != 0 {
        let k = bits.trailing_zeros();
        bits &= bits - 1;
        hit_within(
            &unhit,
            chosen | (1u64 << k),
            count + 1,
            least,
            best,
            nodes,
            limit,
        );
    }
}

/// Largest number of pairwise disjoint `sets` (kind masks) avoiding `used`, by branch and
/// bound within a node budget (any packing found is a valid bonus).
fn pack(sets: &[u64], used: u64, chosen: &mut Vec<u64>, best: &mut Vec<u64>, nodes: &mut u64) {
    *nodes += 1;
    if chosen.len() > best.len() {
        *best = chosen.clone();
    }
    if *nodes > PACK_NODES {
        return;
    }
    let free: Vec<u64> = sets.iter().copied().filter(|s| s & used == 0).collect();
    if free.is_empty() {
        return;
    }
    // upper bound: the kinds still coverable, each set taking at least its smallest size
    let cover = free.iter().fold(0u64, |m, s| m | s);
    let smallest = free.iter().map(|s| s.count_ones()).min().unwrap_or(1);
    if chosen.len() as u32 + cover.count_ones() / smallest <= best.len() as u32 {
        return;
    }
    let k = cover.trailing_zeros();
    for &s in free.iter().filter(|s| *s & (1u64 << k) != 0) {
        chosen.push(s);
        pack(&free, used | s, chosen, best, nodes);
        chosen.pop();
    }
    pack(&free, used | (1u64 << k), chosen, best, nodes);
}

/// The matching bound of `state` plus [`cycle_bonus`] (see the module comment for the proof);
/// [`IMPOSSIBLE`] or more if the state cannot be cleared.
pub fn conflict_bound(puzzle: &Puzzle, state: &[u64]) -> u32 {
    let base = puzzle.lower_bound(state);
    if base >= IMPOSSIBLE || puzzle.rules().gravity != Gravity::None {
        return base;
    }
    base + cycle_bonus(puzzle, state)
}
