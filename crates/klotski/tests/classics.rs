//! The 40 classic layouts against their published counts (all three metrics and the number of
//! reachable positions), and a few of them against an independent brute-force solver.

mod brute_force;

use klotski::{analyze, classics, explore_group, parse_layout, solve, Metric};
use search::{Claim, Limits};

#[test]
fn all_classics_match_the_published_counts() {
    let list = classics();
    assert_eq!(list.len(), 40);
    for classic in list {
        for (metric, expected) in [
            (Metric::Step, classic.step),
            (Metric::Straight, classic.straight),
            (Metric::Unit, classic.unit),
        ] {
            let result = solve(classic.board, metric, &Limits::none());
            assert_eq!(result.moves, expected, "{} ({metric})", classic.name);
            let claim = if expected.is_some() {
                Claim::Optimal
            } else {
                Claim::NoSolution
            };
            assert_eq!(result.claim, claim, "{} ({metric})", classic.name);
            // The whole-group analysis measures the same distance from the other end.
            let group = explore_group(classic.board, metric, &Limits::none()).unwrap();
            assert_eq!(
                group.distance(classic.board),
                expected,
                "{} ({metric})",
                classic.name
            );
            assert_eq!(
                group.len() as u64,
                classic.reachable,
                "{} ({metric})",
                classic.name
            );
        }
        assert_eq!(parse_layout(&classic.name), Ok(classic.board));
        assert_eq!(parse_layout(classic.pinyin), Ok(classic.board));
    }
}

#[test]
fn hengdao_farthest_position() {
    // docs/rules/klotski.md: 25,955 positions reachable from 横刀立马; the farthest is 124 steps away.
    let board = parse_layout("横刀立马").unwrap();
    let analysis = analyze(board, Metric::Step, &Limits::none()).unwrap();
    assert_eq!(analysis.reachable, 25_955);
    assert_eq!(analysis.farthest.moves, 124);
}

#[test]
fn brute_force_agrees_on_sample_classics() {
    use brute_force::Rule;
    // Two small groups, one of them unsolvable (横刀立马 is checked against its published
    // counts above; the properties test compares move generation on random boards).
    for name in ["勇闯五关", "走投无路"] {
        let Some(classic) = classics().iter().find(|c| c.name == name) else {
            panic!("{name} is not a classic");
        };
        for (metric, rule) in [
            (Metric::Step, Rule::Step),
            (Metric::Straight, Rule::Straight),
            (Metric::Unit, Rule::Unit),
        ] {
            let (moves, reachable) = brute_force::solve(&classic.layout, rule);
            let fast = solve(classic.board, metric, &Limits::none());
            assert_eq!(fast.moves, moves, "{name} ({metric})");
            assert_eq!(reachable as u64, classic.reachable, "{name} ({metric})");
        }
    }
}

#[test]
fn brute_force_agrees_beyond_the_standard_set() {
    use brute_force::Rule;
    for layout in [
        "CCSS/CCSS/SSSS/SSSS/SS..", // fourteen soldiers
        "HHCC/HHCC/HHHH/HHHH/..HH", // horizontal pieces only
        "VCCV/VCCV/S..S/VSSV/VSSV", // four vertical pieces, six soldiers
        "SCCS/SCCS/HHHH/V..V/VSSV", // a mix
        "CC../CC../..../..../....", // the block alone
    ] {
        let board = parse_layout(layout).unwrap();
        for (metric, rule) in [
            (Metric::Step, Rule::Step),
            (Metric::Straight, Rule::Straight),
            (Metric::Unit, Rule::Unit),
        ] {
            let (moves, reachable) = brute_force::solve(layout, rule);
            let fast = solve(board, metric, &Limits::none());
            assert_eq!(fast.moves, moves, "{layout} ({metric})");
            let group = explore_group(board, metric, &Limits::none()).unwrap();
            assert_eq!(group.len(), reachable, "{layout} ({metric})");
            assert_eq!(group.distance(board), moves, "{layout} ({metric})");
        }
    }
}
