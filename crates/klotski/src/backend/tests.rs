//! The backend through the trait: conformance, the figures of docs/rules/klotski.md, hints, generation,
//! rating, the JSON the registry makes of it, and property tests.

use std::collections::BTreeMap;

use proptest::prelude::*;
use puzzle::dynamic::StepDetail;
use puzzle::{conformance, GenerateRequest, JsonAnswers, Puzzle, PuzzleError, Registry, Status};
use search::{Claim, Limits};
use serde_json::json;

use super::*;
use crate::codes::{board_from_short_code, common_code, format_common_code};
use crate::grid::format_grid_lines;
use crate::metric::Metric;

const HENGDAO: &str = "VCCV/VCCV/VHHV/VSSV/S..S";
/// A layout where no piece can move.
const STUCK: &str = "CCHH/CC.V/VHHV/V.VV/HHVV";
const SOLVED: &str = "VSSV/VSSV/VHHV/VCCV/.CC.";

fn game(text: &str) -> KlotskiGame {
    Klotski
        .parse(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn the_backend_conforms() {
    let games = [
        "横刀立马",
        "VCCV/VCCV/VHHV/VSSV/S..S;metric=unit",
        "VCCV\nVCCV\nVHHV\nVSSV\nS..S\n;metric=straight",
        "4WVE1",
        "1A9BF0C00;metric=unit",
        "峰回路转;metric=straight",
        "SCCS/VCCV/V..V/VSSV/VHHV;metric=unit",
        "走投无路",
        SOLVED,
        STUCK,
    ];
    conformance::check(&Klotski, &games, &Limits::none()).unwrap();
    assert_eq!(Klotski.status(&game(STUCK)), Status::Stuck);
    assert_eq!(Klotski.status(&game(SOLVED)), Status::Solved);
    assert_eq!(Klotski.status(&game(HENGDAO)), Status::Playing);
}

#[test]
fn rules_figures_through_the_trait() {
    for (text, step, straight, unit) in [("横刀立马", 81, 90, 116), ("峰回路转", 138, 150, 179)]
    {
        for (metric, expected) in [("step", step), ("straight", straight), ("unit", unit)] {
            let g = game(&format!("{text};metric={metric}"));
            let solved = Klotski.solve(&g, "fast", &Limits::none()).unwrap();
            assert_eq!(solved.claim, Claim::Optimal);
            assert_eq!(solved.cost, Some(expected), "{text} {metric}");
            assert_eq!(solved.lower_bound, Some(expected));
            assert_eq!(solved.payload.moves, Some(expected));
            assert_eq!(solved.payload.positions.len() as u64, expected + 1);
            let hint = Klotski.hint(&g, &Limits::none()).unwrap();
            assert_eq!((hint.remaining, hint.optimal), (Some(expected), true));
        }
    }
    // a generic exact algorithm agrees
    let bfs = Klotski
        .solve(&game(HENGDAO), "bfs", &Limits::none())
        .unwrap();
    assert_eq!((bfs.claim, bfs.cost), (Claim::Optimal, Some(81)));
}

#[test]
fn hints_walk_an_optimal_path_to_the_exit() {
    let mut g = game("横刀立马;metric=straight");
    let mut left = 90;
    while Klotski.status(&g) != Status::Solved {
        let hint = Klotski.hint(&g, &Limits::none()).unwrap();
        assert_eq!(hint.remaining, Some(left));
        let mv = hint.mv.unwrap();
        g = Klotski.apply(&g, &mv, None).unwrap().game;
        left -= 1;
    }
    assert_eq!(left, 0);
    let done = Klotski.hint(&g, &Limits::none()).unwrap();
    assert!(done.mv.is_none() && done.note.unwrap().text.contains("solved"));
    let stuck = Klotski.hint(&game(STUCK), &Limits::none()).unwrap();
    assert!(stuck.note.unwrap().text.contains("stuck"));
    let never = Klotski.hint(&game("走投无路"), &Limits::none()).unwrap();
    assert!(never.mv.is_none() && never.unwinnable);
    assert!(never
        .note
        .unwrap()
        .text
        .contains("has the 2x2 block at the exit"));
    // stopped by the limits (a group no other test explores: the cache is shared)
    let stopped = Klotski
        .hint(
            &game("水泄不通;metric=straight"),
            &Limits::none().with_max_expanded(5),
        )
        .unwrap();
    assert!(stopped.mv.is_none() && stopped.note.unwrap().text.contains("stopped"));
}

fn request(difficulty: Option<&str>, seed: u64, params: &[(&str, &str)]) -> GenerateRequest {
    let mut all: BTreeMap<String, String> = [
        (METRIC_KEY, "step"),
        (MIN_MOVES_KEY, "0"),
        (MAX_MOVES_KEY, "0"),
        (ATTEMPTS_KEY, "300"),
    ]
    .iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect();
    for (k, v) in params {
        all.insert(k.to_string(), v.to_string());
    }
    GenerateRequest {
        difficulty: difficulty.map(str::to_string),
        seed,
        params: all,
    }
}

#[test]
fn generation_follows_levels_options_and_seeds() {
    let limits = Limits::none();
    let easy = Klotski
        .generate(&request(Some("easy"), 7, &[]), &limits)
        .unwrap();
    let rating = easy.rating.clone().unwrap();
    let moves = rating.optimum.unwrap();
    assert!((5..=30).contains(&moves), "{moves}");
    assert_eq!(rating.level, "easy");
    let solved = Klotski.solve(&easy.game, "fast", &limits).unwrap();
    assert_eq!(solved.cost, Some(moves));
    let again = Klotski
        .generate(&request(Some("easy"), 7, &[]), &limits)
        .unwrap();
    assert_eq!(again.game, easy.game);

    let unit = Klotski
        .generate(
            &request(
                None,
                3,
                &[("metric", "unit"), ("min-moves", "50"), ("max-moves", "55")],
            ),
            &limits,
        )
        .unwrap();
    assert_eq!(unit.game.metric, Metric::Unit);
    let optimum = unit.rating.unwrap().optimum.unwrap();
    assert!((50..=55).contains(&optimum), "{optimum}");

    let e = Klotski
        .generate(&request(Some("hard"), 1, &[("max-moves", "20")]), &limits)
        .err()
        .unwrap();
    assert_eq!(e.code(), "bad_value");
    assert!(
        e.to_string()
            .contains("min-moves (61) is larger than max-moves (20)"),
        "{e}"
    );
    let e = Klotski
        .generate(
            &request(
                None,
                1,
                &[
                    ("min-moves", "139"),
                    ("max-moves", "250"),
                    ("attempts", "2"),
                ],
            ),
            &limits,
        )
        .err()
        .unwrap();
    assert!(matches!(e, PuzzleError::NotFound(_)), "{e}");
    assert!(e.to_string().contains("raise attempts"), "{e}");
    let e = Klotski
        .generate(
            &request(Some("expert"), 1, &[]),
            &Limits::none().with_max_expanded(1000),
        )
        .err()
        .unwrap();
    assert!(matches!(e, PuzzleError::Stopped { .. }), "{e}");
}

#[test]
fn ratings_come_from_the_optimum() {
    let rating = Klotski.rate(&game(HENGDAO), &Limits::none()).unwrap();
    assert_eq!((rating.level.as_str(), rating.optimum), ("hard", Some(81)));
    assert_eq!(rating.score, 58.7);
    assert_eq!(rating.detail.reachable, 25_955);
    let hardest = Klotski.rate(&game("峰回路转"), &Limits::none()).unwrap();
    assert_eq!((hardest.level.as_str(), hardest.score), ("expert", 100.0));
    let e = Klotski
        .rate(&game("走投无路"), &Limits::none())
        .err()
        .unwrap();
    assert!(
        matches!(&e, PuzzleError::NotFound(m) if m.text.contains("cannot be solved")),
        "{e}"
    );
    let e = Klotski
        .rate(
            &game("层层设防1;metric=straight"),
            &Limits::none().with_max_expanded(5),
        )
        .err()
        .unwrap();
    assert!(matches!(e, PuzzleError::Stopped { .. }), "{e}");
}

#[test]
fn the_json_of_the_registry_carries_the_contract() {
    let registry = Registry::new().with(Klotski);
    let p = registry.find("klotski").unwrap();
    let limits = Limits::none();
    assert_eq!(p.canonical("横刀立马;metric=step").unwrap(), HENGDAO);

    let position = p.position_json(HENGDAO).unwrap();
    assert_eq!(position["view"]["codes"]["short_code"], "4WVE1");
    assert_eq!(
        position["view"]["pieces"][0],
        json!({"shape": "block", "letter": "C", "row": 0, "col": 1, "width": 2, "height": 2})
    );
    assert_eq!(position["legal_move_count"], 8);

    let first = json!({"piece": "S", "from": [4, 0], "to": [4, 1]});
    let played = p.play_json(HENGDAO, &first, None).unwrap();
    assert_eq!(played["cost"], 1);
    assert_eq!(played["move_text"], "S (4,0)->(4,1)");
    assert_eq!(played["effect"]["path"], json!([[4, 0], [4, 1]]));
    let game_after = played["game"].as_str().unwrap().to_string();
    let on = json!({"piece": "soldier", "from": [4, 1], "to": [4, 2]});
    let merged = p.play_json(&game_after, &on, Some(&first)).unwrap();
    assert_eq!(
        (
            merged["cost"].clone(),
            merged["effect"]["continues"].clone()
        ),
        (json!(0), json!(true))
    );
    let bad = p
        .play_json(
            HENGDAO,
            &json!({"piece": "block", "from": [0, 1], "to": [1, 1]}),
            None,
        )
        .unwrap_err();
    assert_eq!(bad.code, "illegal_move");
    let bad = p
        .play_json(
            HENGDAO,
            &json!({"piece": "S", "from": [4, 0], "to": [4, 1], "x": 1}),
            None,
        )
        .unwrap_err();
    assert_eq!(bad.code, "bad_move");

    let solved = p
        .solve_json("横刀立马;metric=unit", None, StepDetail::Views, &limits)
        .unwrap();
    assert_eq!(solved["solvable"], true);
    assert_eq!(solved["moves"], 116);
    assert_eq!(solved["cost"], 116);
    assert_eq!(solved["metric"], "unit");
    assert_eq!(solved["claim"]["kind"], "optimal");
    assert_eq!(solved["solution"].as_array().map(Vec::len), Some(116));
    assert!(solved["solution"][0]["from"]
        .as_array()
        .is_some_and(|c| c.len() == 2));
    assert!(solved["solution"][0]["to"]
        .as_array()
        .is_some_and(|c| c.len() == 2));
    assert_eq!(solved["positions"].as_array().map(Vec::len), Some(117));
    for field in ["expanded", "generated", "elapsed_ms"] {
        assert!(solved["stats"][field].is_number(), "stats.{field}");
    }
    assert_eq!(solved["steps"][115]["status"], "solved");
    assert_eq!(solved["start"]["h"], 5);

    let never = p
        .solve_json("走投无路", None, StepDetail::Games, &limits)
        .unwrap();
    assert_eq!(
        (never["solvable"].clone(), never["moves"].clone()),
        (json!(false), json!(null))
    );
    assert_eq!(never["lower_bound"], json!(null));

    let hint = p.hint_json(HENGDAO, &limits).unwrap();
    assert_eq!(
        (hint["remaining"].clone(), hint["optimal"].clone()),
        (json!(81), json!(true))
    );

    let rows = p
        .compare_json(
            HENGDAO,
            Some(&["fast".into(), "astar".into(), "nope".into()]),
            &limits,
        )
        .unwrap();
    assert_eq!(rows["rows"][0]["cost"], 81);
    assert_eq!(rows["rows"][1]["heuristic"], HEURISTIC);
    assert_eq!(rows["rows"][2]["code"], "unknown_solver");

    let made = p
        .generate_json(
            &puzzle::GenerateInput {
                difficulty: Some("Easy".into()),
                seed: Some(11),
                template: Some(";metric=straight".into()),
                ..Default::default()
            },
            &limits,
        )
        .unwrap();
    assert!(
        made["game"].as_str().unwrap().ends_with(";metric=straight"),
        "{made}"
    );
    assert_eq!(made["rating"]["level"], "easy");
}

fn any_game() -> impl Strategy<Value = KlotskiGame> {
    (0..29_334_498u32, 0..3usize).prop_map(|(rank, metric)| {
        let board = board_from_short_code(rank).expect("every rank is a layout");
        KlotskiGame::new(board, Metric::ALL[metric])
    })
}

proptest! {
    #[test]
    fn game_ids_round_trip(g in any_game()) {
        let id = Klotski.format(&g);
        prop_assert_eq!(Klotski.parse(&id), Ok(g));
        let rule = if g.metric == Metric::Step { String::new() } else { format!(";metric={}", g.metric) };
        let lines = format!("{}\n{rule}", format_grid_lines(g.board));
        prop_assert_eq!(Klotski.parse(&lines), Ok(g));
        let common = format!("{}{rule}", format_common_code(common_code(g.board)));
        prop_assert_eq!(Klotski.parse(&common), Ok(g));
        let short = format!("short:{}{rule}", view::view(&g).codes.short_code);
        prop_assert_eq!(Klotski.parse(&short), Ok(g));
    }

    #[test]
    fn legal_moves_apply_and_reverse(g in any_game()) {
        for mv in Klotski.legal_moves(&g) {
            let applied = Klotski.apply(&g, &mv, None);
            prop_assert!(applied.is_ok(), "{mv} refused");
            let Ok(applied) = applied else { continue };
            prop_assert_eq!(applied.cost, 1);
            prop_assert_eq!(applied.effect.path.first(), Some(&mv.from));
            prop_assert_eq!(applied.effect.path.last(), Some(&mv.to));
            let back = Klotski.apply(&applied.game, &mv.reversed(), None);
            prop_assert!(back.is_ok(), "{mv} does not go back");
            if let Ok(back) = back {
                prop_assert_eq!(back.game, g);
            }
            let text = serde_json::to_value(mv).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let read: Move = serde_json::from_value(text).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(read, mv);
        }
    }

    #[test]
    fn any_move_is_answered_without_panic(g in any_game(), piece in 0..4usize, a in 0..8u8, b in 0..8u8, c in any::<u8>(), d in 0..8u8) {
        let mv = Move {
            piece: crate::piece::Shape::ALL[piece],
            from: crate::geometry::Cell::new(a, b),
            to: crate::geometry::Cell::new(c, d),
        };
        let legal = Klotski.legal_moves(&g).contains(&mv);
        let applied = Klotski.apply(&g, &mv, None);
        prop_assert_eq!(applied.is_ok(), legal);
        if let Err(e) = applied {
            prop_assert_eq!(e.code, "illegal_move");
        }
    }
}
