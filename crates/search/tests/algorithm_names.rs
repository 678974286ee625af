//! Algorithm names: every spec parses back to the same algorithm, aliases and case are
//! accepted, and bad names get messages that say what is wrong and what is expected.

use proptest::prelude::*;
use search::Algorithm;

#[test]
fn every_default_round_trips_through_its_spec() {
    for algorithm in Algorithm::all_defaults() {
        let spec = algorithm.spec();
        assert_eq!(spec.parse::<Algorithm>(), Ok(algorithm), "{spec}");
        assert_eq!(algorithm.to_string(), algorithm.display_name());
    }
}

#[test]
fn aliases_case_and_defaults_are_accepted() {
    let cases = [
        ("BFS", Algorithm::Bfs),
        ("bidirectional", Algorithm::BidirectionalBfs),
        ("dfs", Algorithm::Dfs { depth: 40 }),
        ("IDS:12", Algorithm::IterativeDeepening { max_depth: 12 }),
        ("dijkstra", Algorithm::UniformCost),
        ("A*", Algorithm::AStar),
        ("wastar", Algorithm::WeightedAStar { weight: 2.0 }),
        ("wa*:1.25", Algorithm::WeightedAStar { weight: 1.25 }),
        (" ida* ", Algorithm::IdaStar),
        ("gbfs", Algorithm::Greedy),
        ("beam", Algorithm::Beam { width: 100 }),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<Algorithm>(), Ok(expected), "{text:?}");
    }
}

#[test]
fn bad_names_explain_themselves() {
    let cases = [
        ("quicksort", "not a known algorithm"),
        ("bfs:3", "takes no parameter"),
        ("dfs:0", "whole number from 1 to 10000"),
        ("beam:wide", "whole number"),
        ("wastar:0.5", "weight must be a number from 1 to 100"),
        ("wastar:nan", "weight must be a number from 1 to 100"),
    ];
    for (text, expected) in cases {
        let message = match text.parse::<Algorithm>() {
            Ok(a) => panic!("{text:?} parsed as {a:?}"),
            Err(e) => e.to_string(),
        };
        assert!(
            message.contains(&format!("unknown algorithm '{text}'")),
            "{message}"
        );
        assert!(message.contains(expected), "{text:?}: {message}");
        assert!(message.contains("expected one of bfs, bibfs"), "{message}");
    }
}

fn any_algorithm() -> impl Strategy<Value = Algorithm> {
    prop_oneof![
        Just(Algorithm::Bfs),
        Just(Algorithm::BidirectionalBfs),
        (1u32..=10_000).prop_map(|depth| Algorithm::Dfs { depth }),
        (1u32..=10_000).prop_map(|max_depth| Algorithm::IterativeDeepening { max_depth }),
        Just(Algorithm::UniformCost),
        Just(Algorithm::AStar),
        (1.0f64..=100.0).prop_map(|weight| Algorithm::WeightedAStar { weight }),
        Just(Algorithm::IdaStar),
        Just(Algorithm::Greedy),
        (1usize..=10_000_000).prop_map(|width| Algorithm::Beam { width }),
    ]
}

proptest! {
    #[test]
    fn specs_round_trip(algorithm in any_algorithm()) {
        prop_assert_eq!(algorithm.spec().parse::<Algorithm>(), Ok(algorithm));
        prop_assert_eq!(algorithm.spec().to_uppercase().parse::<Algorithm>(), Ok(algorithm));
    }

    #[test]
    fn parsing_never_panics(text in "\\PC{0,20}") {
        let _ = text.parse::<Algorithm>();
    }
}
