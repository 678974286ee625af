//! The order in which the ranked pairing search ([`crate::solver::pairing::PairingSearch::ranked`])
//! tries the parts of a branch: first the part whose kind's tiles left the relaxed run
//! earliest in that part's last passing probe, a guess at the choice leaving the most room.
//!
//! It only orders parts that cover the domain anyway, so it changes no answer, only how soon
//! a clearing is met. Any fixed order has deals it gets lost on (a wrong early choice under a
//! huge subtree), and the plain and ranked orders get lost on different deals, which is why
//! [`crate::solver::decide_from`] runs both.

use crate::solver::shared::Pair;

/// Rank of a part never probed (or with no probe that passed): after all others.
pub const UNPROBED: u64 = 1000;

/// How late in the run `support` (the steps of a passing relaxation run, in order) the last
/// tile for which `in_kind` holds left, in thousandths of the run.
pub fn lateness(support: Option<&[Pair]>, in_kind: impl Fn(usize) -> bool) -> u64 {
    let Some(support) = support else {
        return UNPROBED;
    };
    let last = support
        .iter()
        .rposition(|&(t, _)| in_kind(t))
        .map_or(0, |i| i + 1);
    (UNPROBED as usize * last / support.len().max(1)) as u64
}

/// The pairs every matching of `part` (indices into `options`) uses.
pub fn common_pairs(options: &[Vec<Pair>], part: &[usize]) -> Vec<Pair> {
    let Some(&first) = part.first() else {
        return Vec::new();
    };
    options[first]
        .iter()
        .copied()
        .filter(|p| part.iter().all(|&i| options[i].contains(p)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn earlier_leaving_ranks_lower() {
        let support = [(0, 1), (4, 5), (2, 3), (6, 7)];
        let kind_a = |t: usize| t < 4;
        let kind_b = |t: usize| t >= 4;
        assert_eq!(lateness(Some(&support), kind_a), 750);
        assert_eq!(lateness(Some(&support), kind_b), 1000);
        assert_eq!(lateness(None, kind_a), UNPROBED);
        assert_eq!(lateness(Some(&support), |_| false), 0);
    }

    #[test]
    fn common_pairs_are_in_every_matching_of_the_part() {
        let options = vec![
            vec![(0, 1), (2, 3), (4, 5)],
            vec![(0, 1), (2, 4), (3, 5)],
            vec![(0, 2), (1, 3), (4, 5)],
        ];
        assert_eq!(common_pairs(&options, &[0, 1]), vec![(0, 1)]);
        assert_eq!(common_pairs(&options, &[0, 2]), vec![(4, 5)]);
        assert!(common_pairs(&options, &[]).is_empty());
    }
}
