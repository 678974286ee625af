//! The conflict bound one level up: kinds that cannot all stay within one turn of their
//! matching bound, so that some kind pays two or more.
//!
//! Terms as in [`crate::solver::conflict_bound`] (static pair costs, `M_k`, routes, the
//! "comes after" relation, feasibility decided by [`crate::solver::peel`]). A kind `k` at
//! *level 1* may use any of these options: a matching of static cost `M_k + 1` (every pair of
//! static cost at most 3 constrained by its routes), or a cheapest matching with one of its
//! pairs left free (its tiles removable at any time, no route asked of it). A set `K` with a
//! level `l_k` in {0, 1} per kind (level 0: the cheapest matchings, as before) is *feasible*
//! if one can pick an option per kind and a route per constrained pair so that the relation is
//! acyclic.
//!
//! Lemma. In a clearing, let kind `k` pay `M_k + x_k` (`x_k >= 0`, Lemma 1 of
//! `conflict_bound`). If `x_k = 1`, its removals and the paths they used realize a level-1
//! option. Proof: its removals form a perfect matching of its tiles, each removal costing at
//! least its static cost, so the matching's static cost is `M_k` or `M_k + 1`. If `M_k + 1`,
//! every removal is at its static cost and used one of its routes (Lemma 2 of
//! `conflict_bound`): the option "dearer matching". If `M_k`, exactly one removal cost one
//! more than static; the others were at static cost and used routes: the option "that
//! cheapest matching with that pair free". If `x_k = 0`, they realize a level-0 option, and
//! also a level-1 one (free any pair: a free pair only drops constraints).
//!
//! Theorem. If `(K, l)` is infeasible, every clearing has some `k` in `K` with
//! `x_k >= l_k + 1`. Proof: otherwise every `k` in `K` has `x_k <= l_k` and by the Lemma
//! realizes an option of level `l_k`, with routes for its constrained pairs; a constrained
//! pair is removed after every pair owning a tile on its route (those tiles were gone), so
//! the clearing's order makes the relation acyclic and `(K, l)` would be feasible. Hence the
//! clearing costs at least `sum_k M_k + min sum_k x_k` over integers `x >= 0` meeting every
//! infeasible `(K, l)` found ([`least_extra`]; it caps `x_k` at 2, which meets every
//! constraint naming `k`, so the minimum is the same).
//!
//! The level-0 sets of `conflict_bound` are the constraints with every `l_k = 0`. Every
//! search has a budget; when one runs out the set counts as feasible or the minimum as not
//! found, which only weakens the bound.

/// One constraint: some kind of `zero` pays at least 1 more than its matching bound, or some
/// kind of `one` at least 2 more (kind masks).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Constraint {
    /// Kinds of which one paying 1 more meets the constraint.
    pub zero: u64,
    /// Kinds of which one paying 2 more meets the constraint.
    pub one: u64,
}

impl Constraint {
    /// Whether the extras `x` (per kind) meet it.
    fn met(&self, x: &[u8]) -> bool {
        bits(self.zero).any(|k| x[k] >= 1) || bits(self.one).any(|k| x[k] >= 2)
    }
}

/// The set bits of a mask.
fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let k = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            k
        })
    })
}

/// The level-1 options of a kind: each cheapest matching with one constrained pair left out
/// (its tiles become free), and the matchings of static cost one more (`dearer`).
pub fn level_one_options(
    cheapest: &[Vec<(usize, usize)>],
    dearer: &[Vec<(usize, usize)>],
) -> Vec<Vec<(usize, usize)>> {
    let mut out: Vec<Vec<(usize, usize)>> = Vec::new();
    for m in cheapest {
        if m.is_empty() {
            out.push(Vec::new());
        }
        for i in 0..m.len() {
            let mut fewer = m.clone();
            fewer.remove(i);
            fewer.sort_unstable();
            if !out.contains(&fewer) {
                out.push(fewer);
            }
        }
    }
    for m in dearer {
        let mut m = m.clone();
        m.sort_unstable();
        if !out.contains(&m) {
            out.push(m);
        }
    }
    out
}

/// The least `sum x_k` over `x_k` in {0, 1, 2} (`kinds` of them) meeting every constraint,
/// with such an `x`, by branch and bound; `None` if more than `limit` nodes were needed.
pub fn least_extra(constraints: &[Constraint], kinds: usize, limit: u64) -> Option<(u32, Vec<u8>)> {
    let mut best = (u32::MAX, Vec::new());
    let mut nodes = 0u64;
    let mut x = vec![0u8; kinds];
    branch(constraints, &mut x, 0, &mut best, &mut nodes, limit);
    (nodes <= limit && best.0 < u32::MAX).then_some(best)
}

fn branch(
    constraints: &[Constraint],
    x: &mut [u8],
    sum: u32,
    best: &mut (u32, Vec<u8>),
    nodes: &mut u64,
    limit: u64,
) {
    *nodes += 1;
    if *nodes > limit {
        return;
    }
    let open: Vec<&Constraint> = constraints.iter().filter(|c| !c.met(x)).collect();
    if open.is_empty() {
        if sum < best.0 {
            *best = (sum, x.to_vec());
        }
        return;
    }
    // lower bound: constraints with pairwise disjoint kinds each need at least 1 more
    let mut taken = 0u64;
    let mut disjoint = 0;
    for c in &open {
        let m = c.zero | c.one;
        if m & taken == 0 {
            taken |= m;
            disjoint += 1;
        }
    }
    if sum + disjoint >= best.0 {
        return;
    }
    // branch on the constraint with fewest ways to meet it
    let ways = |c: &Constraint| (c.zero | c.one).count_ones();
    let Some(pick) = open.iter().min_by_key(|c| ways(c)).copied().copied() else {
        return;
    };
    for k in bits(pick.zero | pick.one) {
        let need = if pick.zero >> k & 1 == 1 { 1 } else { 2 };
        let before = x[k];
        if before >= need {
            continue;
        }
        x[k] = need;
        branch(
            constraints,
            x,
            sum + u32::from(need - before),
            best,
            nodes,
            limit,
        );
        x[k] = before;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn least_extra_pays_two_when_a_kind_must_go_two_up() {
        // kind 0 must pay 1; {0 at level 1, 1 at level 0}: kind 0 pays 2 or kind 1 pays 1
        let c = [
            Constraint { zero: 1, one: 0 },
            Constraint {
                zero: 0b10,
                one: 0b01,
            },
        ];
        assert_eq!(least_extra(&c, 2, 1000).map(|b| b.0), Some(2));
        // three kinds pairwise in conflict at level 0: two of them pay
        let c = [
            Constraint {
                zero: 0b011,
                one: 0,
            },
            Constraint {
                zero: 0b110,
                one: 0,
            },
            Constraint {
                zero: 0b101,
                one: 0,
            },
        ];
        assert_eq!(least_extra(&c, 3, 1000).map(|b| b.0), Some(2));
        // a kind must pay 2 on its own
        let c = [
            Constraint { zero: 0b1, one: 0 },
            Constraint { zero: 0, one: 0b1 },
        ];
        assert_eq!(least_extra(&c, 1, 1000), Some((2, vec![2])));
    }

    #[test]
    fn level_one_options_free_each_pair_once() {
        let cheapest = vec![vec![(0, 1), (2, 3)], vec![(2, 3), (0, 1)]];
        let dearer = vec![vec![(0, 2), (1, 3)]];
        let options = level_one_options(&cheapest, &dearer);
        assert_eq!(options.len(), 3);
        assert!(options.contains(&vec![(2, 3)]));
        assert!(options.contains(&vec![(0, 1)]));
        assert!(options.contains(&vec![(0, 2), (1, 3)]));
    }
}
