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
    let analysis = Analysis::new(puzzle, state, stop);
    let linked = analysis.linked();
    let mut candidates = analysis.infeasible_singles_and_pairs(&linked);
    candidates.extend(analysis.infeasible_cyclic_triples(&linked));
    candidates.sort_by_key(|c| c.len());
    if analysis.kinds > 64 {
        return Conflicts {
            bonus: disjoint_greedily(&candidates, analysis.kinds),
            sets: Vec::new(),
        };
    }
    let sets: Vec<u64> = candidates.iter().map(|c| mask_of(c)).collect();
    let mut best = Vec::new();
    pack(&sets, 0, &mut Vec::new(), &mut best, &mut 0);
    // then grow: the packing plus one per set grown from the kinds it leaves unused
    let grown = analysis.grow_disjoint(best.iter().fold(0u64, |m, s| m | s));
    let mut bonus = (best.len() + grown.len()) as u32;
    let mut all = sets;
    all.extend(grown);
    bonus = bonus.max(analysis.least_hitting(&mut all));
    if levels {
        bonus = bonus.max(analysis.level_one(&all));
    }
    Conflicts { bonus, sets: all }
}

/// The kind mask of `kinds` (bit `k % 64` for kind `k`).
fn mask_of(kinds: &[usize]) -> u64 {
    kinds.iter().fold(0u64, |m, &k| m | (1u64 << (k % 64)))
}

/// The kinds of a kind mask, ascending.
fn kinds_in(mask: u64, kinds: usize) -> Vec<usize> {
    (0..kinds).filter(|&k| mask >> k & 1 == 1).collect()
}

/// How many of `sets` (smallest first) a greedy pass picks pairwise disjoint: the bonus on
/// boards of more than 64 kinds, where kind masks do not fit.
fn disjoint_greedily(sets: &[Vec<usize>], kinds: usize) -> u32 {
    let mut used = vec![false; kinds];
    let mut count = 0;
    for set in sets {
        if set.iter().all(|&k| !used[k]) {
            for &k in set {
                used[k] = true;
            }
            count += 1;
        }
    }
    count
}

/// The routes of the pairs of one state at their static cost (see the module comment), as the
/// tiles of the state on them; worked out once per pair. A pair's turns come from its static
/// cost in the bound tables ([`crate::bound`], measured by [`crate::reach`] on the board with
/// every tile gone), and blockers from the puzzle's open cells ([`Puzzle::open`]): only the
/// routes themselves are laid out here.
struct RouteTiles<'p> {
    puzzle: &'p Puzzle,
    /// The tile of the state standing at each padded cell, `usize::MAX` where none.
    at: Vec<usize>,
    width: usize,
    memo: RefCell<HashMap<(usize, usize), Routes>>,
}

impl<'p> RouteTiles<'p> {
    fn new(puzzle: &'p Puzzle, state: &[u64]) -> Self {
        let width = puzzle.board().cols() + 2;
        let mut at = vec![usize::MAX; (puzzle.board().rows() + 2) * width];
        for (t, tile) in puzzle.tiles().iter().enumerate() {
            if contains(state, t) {
                at[tile.home.0 * width + tile.home.1] = t;
            }
        }
        RouteTiles {
            puzzle,
            at,
            width,
            memo: RefCell::new(HashMap::new()),
        }
    }

    /// The routes of tiles `a` and `b` (of one kind), as the tiles on each.
    fn of(&self, a: usize, b: usize) -> Routes {
        self.memo
            .borrow_mut()
            .entry((a, b))
            .or_insert_with(|| {
                self.routes(a, b)
                    .into_iter()
                    .map(|cells| self.tiles_on(&cells))
                    .collect()
            })
            .clone()
    }

    /// The turns of a path at the pair's static cost (from [`crate::bound`]).
    fn static_turns(&self, a: usize, b: usize) -> Option<u32> {
        let tiles = self.puzzle.tiles();
        let bound = self.puzzle.kind_bound(tiles[a].kind_index);
        let cost = bound.pair_cost(tiles[a].kind_bit, tiles[b].kind_bit)?;
        cost.checked_sub(1)
    }

    /// Every path of `a` and `b` at their static cost that crosses no blocker, as its cells
    /// (ends left out): the straight segment (0 turns), the paths over either corner (1), or
    /// every path along a line between the tiles' rows or columns (2, degenerate ones
    /// included). Dearer pairs get none: they are left free of constraints.
    fn routes(&self, a: usize, b: usize) -> Vec<Vec<(usize, usize)>> {
        let tiles = self.puzzle.tiles();
        let (pa, pb) = (tiles[a].home, tiles[b].home);
        let mut routes = Vec::new();
        let mut keep = |points: &[(usize, usize)]| routes.extend(self.clear_cells(points));
        match self.static_turns(a, b) {
            Some(0) => keep(&[pa, pb]),
            Some(1) => {
                keep(&[pa, (pa.0, pb.1), pb]);
                keep(&[pa, (pb.0, pa.1), pb]);
            }
            Some(2) => {
                for x in 0..self.width {
                    keep(&[pa, (pa.0, x), (pb.0, x), pb]);
                }
                for y in 0..self.puzzle.board().rows() + 2 {
                    keep(&[pa, (y, pa.1), (y, pb.1), pb]);
                }
            }
            _ => {}
        }
        routes
    }

    /// The cells of the path through `points` (each next point on the same row or column):
    /// the cells strictly inside each segment, then each corner other than the ends; `None`
    /// when one of them is a blocker.
    fn clear_cells(&self, points: &[(usize, usize)]) -> Option<Vec<(usize, usize)>> {
        let (first, last) = (points[0], points[points.len() - 1]);
        let corners = points[1..points.len() - 1]
            .iter()
            .copied()
            .filter(|&p| p != first && p != last);
        let inner = points.windows(2).flat_map(|s| inner_cells(s[0], s[1]));
        let open = self.puzzle.open();
        let mut cells = Vec::new();
        for (r, c) in inner.chain(corners) {
            if open[r] & (1u64 << c) == 0 {
                return None;
            }
            cells.push((r, c));
        }
        Some(cells)
    }

    /// The tiles of the state on `cells`.
    fn tiles_on(&self, cells: &[(usize, usize)]) -> Vec<usize> {
        cells
            .iter()
            .map(|&(r, c)| self.at[r * self.width + c])
            .filter(|&t| t != usize::MAX)
            .collect()
    }
}

/// The cells strictly between `from` and `to`, which lie on one row or one column.
fn inner_cells(
    (r0, c0): (usize, usize),
    (r1, c1): (usize, usize),
) -> impl Iterator<Item = (usize, usize)> {
    let columns = (r0 == r1).then(|| (c0.min(c1) + 1..c0.max(c1)).map(move |c| (r0, c)));
    let rows = (r0 != r1).then(|| (r0.min(r1) + 1..r0.max(r1)).map(move |r| (r, c0)));
    columns
        .into_iter()
        .flatten()
        .chain(rows.into_iter().flatten())
}

/// One state's conflict analysis: its routes, the cheapest matchings of its kinds, and the
/// work the feasibility checks have spent.
struct Analysis<'a> {
    puzzle: &'a Puzzle,
    state: &'a [u64],
    stop: &'a dyn Fn() -> bool,
    routes: RouteTiles<'a>,
    /// The kind (index) of every tile.
    kind_of: Vec<usize>,
    kinds: usize,
    /// Per kind, its cheapest matchings (`None`: left out).
    matchings: Vec<KindMatchings>,
    /// The kinds that have matchings.
    usable: Vec<usize>,
    /// Work spent by the checks so far (all share [`TOTAL_WORK`], those of level 1
    /// [`LEVEL_WORK`] more).
    spent: Counter<u64>,
}

impl<'a> Analysis<'a> {
    fn new(puzzle: &'a Puzzle, state: &'a [u64], stop: &'a dyn Fn() -> bool) -> Self {
        let kinds = puzzle.kinds().len();
        let matchings: Vec<KindMatchings> = (0..kinds)
            .map(|k| cheapest_matchings(puzzle, state, k, 0))
            .collect();
        Analysis {
            puzzle,
            state,
            stop,
            routes: RouteTiles::new(puzzle, state),
            kind_of: puzzle.tiles().iter().map(|t| t.kind_index).collect(),
            kinds,
            usable: (0..kinds).filter(|&k| matchings[k].is_some()).collect(),
            matchings,
            spent: Counter::new(0),
        }
    }

    /// Whether `set` is feasible with these `options` per kind, within `work` and what is left
    /// of `total` (once that is spent, or `stop()` says so, every set counts as feasible).
    fn feasible_with(
        &self,
        set: &[usize],
        work: u64,
        options: &[KindMatchings],
        total: u64,
    ) -> bool {
        if (self.stop)() {
            self.spent.set(u64::MAX);
        }
        let allowed = work.min(total.saturating_sub(self.spent.get()));
        if allowed == 0 {
            return true;
        }
        let left = Counter::new(allowed);
        let paths = |a: usize, b: usize| self.routes.of(a, b);
        let found = peel_feasible(set, options, &paths, &self.kind_of, &left);
        self.spent.set(self.spent.get() + allowed - left.get());
        found
    }

    /// Whether `set` is feasible at level 0 within `work`.
    fn feasible(&self, set: &[usize], work: u64) -> bool {
        self.feasible_with(set, work, &self.matchings, TOTAL_WORK)
    }

    /// `linked[x][y]`: a pair of some cheapest matching of kind `x` has a tile of kind `y` on
    /// one of its routes.
    fn linked(&self) -> Vec<Vec<bool>> {
        let mut linked = vec![vec![false; self.kinds]; self.kinds];
        for (x, list) in self.matchings.iter().enumerate() {
            for &(a, b) in list.iter().flatten().flatten() {
                for t in self.routes.of(a, b).into_iter().flatten() {
                    linked[x][self.kind_of[t]] = true;
                }
            }
        }
        linked
    }

    /// The kinds infeasible alone, and the pairs of kinds (each feasible alone) that are
    /// linked both ways (see [`Analysis::linked`]) and infeasible together.
    fn infeasible_singles_and_pairs(&self, linked: &[Vec<bool>]) -> Vec<Vec<usize>> {
        let mut found = Vec::new();
        for &x in &self.usable {
            if !self.feasible(&[x], SMALL_WORK) {
                found.push(vec![x]);
                continue;
            }
            for &y in self.usable.iter().filter(|&&y| y > x) {
                if linked[x][y] && linked[y][x] && !self.feasible(&[x, y], SMALL_WORK) {
                    found.push(vec![x, y]);
                }
            }
        }
        found
    }

    /// The triples of kinds linked in a cycle (either way round) that are infeasible
    /// together.
    fn infeasible_cyclic_triples(&self, linked: &[Vec<bool>]) -> Vec<Vec<usize>> {
        let mut found = Vec::new();
        for (i, &x) in self.usable.iter().enumerate() {
            for (j, &y) in self.usable.iter().enumerate().skip(i + 1) {
                for &z in &self.usable[j + 1..] {
                    let cycle = (linked[x][y] && linked[y][z] && linked[z][x])
                        || (linked[x][z] && linked[z][y] && linked[y][x]);
                    if cycle && !self.feasible(&[x, y, z], SMALL_WORK) {
                        found.push(vec![x, y, z]);
                    }
                }
            }
        }
        found
    }

    /// The usable kinds outside the kind mask `mask`.
    fn usable_outside(&self, mask: u64) -> Vec<usize> {
        self.usable
            .iter()
            .copied()
            .filter(|&k| mask & (1u64 << k) == 0)
            .collect()
    }

    /// Minimal infeasible sets among the kinds outside `used`, each taken out before the next
    /// is looked for, so that they are disjoint from each other and from `used`.
    fn grow_disjoint(&self, mut used: u64) -> Vec<u64> {
        let feasible = |set: &[usize], work: u64| self.feasible(set, work);
        let mut grown = Vec::new();
        while let Some(set) = minimal_infeasible(self.usable_outside(used), &feasible, SHRINK_WORK)
        {
            let mask = mask_of(&set);
            used |= mask;
            grown.push(mask);
        }
        grown
    }

    /// The implicit hitting set rounds: while the kinds outside a minimum hitting set of `all`
    /// are together infeasible, a minimal infeasible set of them joins `all`. The kinds that
    /// do not realize a cheapest matching hit every infeasible set, so the largest minimum
    /// found (0 if none) bounds their number.
    fn least_hitting(&self, all: &mut Vec<u64>) -> u32 {
        let feasible = |set: &[usize], work: u64| self.feasible(set, work);
        let mut bonus = 0;
        for _ in 0..HIT_ROUNDS {
            let mut least = self.kinds as u32;
            let mut set = 0u64;
            let mut nodes = 0u64;
            hit(all, 0, 0, &mut least, &mut set, &mut nodes);
            if nodes > HIT_NODES {
                break;
            }
            bonus = bonus.max(least);
            match minimal_infeasible(self.usable_outside(set), &feasible, SHRINK_WORK) {
                Some(found) => all.push(mask_of(&found)),
                None => break,
            }
        }
        bonus
    }

    /// The level-1 bonus (see [`crate::solver::levels`]) on top of the level-0 sets `all`:
    /// constraints from the small sets with one kind lifted, then rounds of least extra
    /// vectors whose kinds, each at its level, are infeasible together.
    fn level_one(&self, all: &[u64]) -> u32 {
        let lifted: Vec<KindMatchings> = (0..self.kinds)
            .map(|k| {
                let cheapest = self.matchings[k].as_ref()?;
                let dearer = cheapest_matchings(self.puzzle, self.state, k, 1)?;
                Some(level_one_options(cheapest, &dearer))
            })
            .collect();
        let mut constraints: Vec<Constraint> = all
            .iter()
            .map(|&zero| Constraint { zero, one: 0 })
            .collect();
        constraints.extend(self.lifted_small_sets(all, &lifted));
        let mut bonus = 0;
        for _ in 0..LEVEL_ROUNDS {
            let Some((least, x)) = least_extra(&constraints, self.kinds, LEVEL_NODES) else {
                break;
            };
            bonus = bonus.max(least);
            let Some(constraint) = self.level_one_constraint(&x, &lifted) else {
                break;
            };
            constraints.push(constraint);
        }
        bonus
    }

    /// Whether `set` is feasible with these `options`, within the level-1 budget.
    fn feasible_at_levels(&self, set: &[usize], work: u64, options: &[KindMatchings]) -> bool {
        self.feasible_with(set, work, options, TOTAL_WORK + LEVEL_WORK)
    }

    /// The level-0 matchings with kind `k` at level 1.
    fn with_lifted(
        &self,
        options: &[KindMatchings],
        k: usize,
        lifted: &[KindMatchings],
    ) -> Vec<KindMatchings> {
        let mut options = options.to_vec();
        options[k] = lifted[k].clone();
        options
    }

    /// Each level-0 set of at most three kinds, with one of its kinds at level 1, that is
    /// still infeasible: cheap, strong constraints.
    fn lifted_small_sets(&self, all: &[u64], lifted: &[KindMatchings]) -> Vec<Constraint> {
        let mut found = Vec::new();
        for &set in all.iter().filter(|s| s.count_ones() <= 3) {
            let core = kinds_in(set, self.kinds);
            for &k in core.iter().filter(|&&k| lifted[k].is_some()) {
                let options = self.with_lifted(&self.matchings, k, lifted);
                if !self.feasible_at_levels(&core, SMALL_WORK, &options) {
                    found.push(Constraint {
                        zero: set & !(1u64 << k),
                        one: 1u64 << k,
                    });
                }
            }
        }
        found
    }

    /// The constraint of one level-1 round: the kinds at their level in the extra vector `x`
    /// (0 or 1), shrunk to a minimal infeasible core and lifted where it stays infeasible;
    /// `None` when they are feasible together.
    fn level_one_constraint(&self, x: &[u8], lifted: &[KindMatchings]) -> Option<Constraint> {
        let mut options = self.matchings.clone();
        let mut members = Vec::new();
        for &k in &self.usable {
            match x[k] {
                0 => members.push(k),
                1 if lifted[k].is_some() => {
                    options[k] = lifted[k].clone();
                    members.push(k);
                }
                _ => {}
            }
        }
        // shrinking drops the kinds in front first: level-0 kinds, so that the constraint
        // names few of them (those are the cheap ones to pay for)
        members.sort_by_key(|&k| x[k] == 0);
        members.reverse();
        let check = |set: &[usize], work: u64| self.feasible_at_levels(set, work, &options);
        let core = minimal_infeasible(members, &check, LEVEL_SHRINK_WORK)?;
        // lift: a kind of the core at level 0 goes to level 1 if the core stays infeasible
        // (a stronger constraint)
        for &k in &core {
            if x[k] == 0 && lifted[k].is_some() {
                let higher = self.with_lifted(&options, k, lifted);
                if !self.feasible_at_levels(&core, LEVEL_SHRINK_WORK, &higher) {
                    options = higher;
                }
            }
        }
        let mut constraint = Constraint { zero: 0, one: 0 };
        for k in core {
            if options[k] == self.matchings[k] {
                constraint.zero |= 1u64 << k;
            } else {
                constraint.one |= 1u64 << k;
            }
        }
        Some(constraint)
    }
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
