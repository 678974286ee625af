//! The backend against the interface's invariants, the figures of `docs/rules/lianliankan.md`, and property
//! tests of game IDs and moves.

use std::collections::BTreeMap;
use std::time::Duration;

use ::puzzle::conformance;
use ::puzzle::{GenerateRequest, Puzzle as _, PuzzleError, Status};
use proptest::prelude::*;
use search::{Claim, Limits, StopReason};

use super::*;
use crate::board::{Board, Cell, Pos};
use puzzle::JsonAnswers;

fn game(text: &str) -> Position {
    match Lianliankan.parse(text) {
        Ok(game) => game,
        Err(e) => panic!("{text:?} does not parse: {e}"),
    }
}

fn pair(a: (i32, i32), b: (i32, i32)) -> PairMove {
    PairMove::new(Pos::new(a.0, a.1), Pos::new(b.0, b.1))
}

/// The seed report's board under its own rule (3 turns).
fn report_game() -> Position {
    game(&format!("{REPORT_BOARD};turns=3"))
}

#[test]
fn the_backend_conforms() {
    let games = [
        // the report's board, 3 turns
        &format!("{REPORT_BOARD};turns=3")[..],
        // blockers and the ring, classic rule
        "1 -1 1/2 0 2",
        // no turn allowed: stuck, no clearing at all
        "2 1/1 2;turns=0",
        // a tile that can never be paired: no lower bound
        "1 -1 1;turns=0",
        // solved already
        "0 0/0 -1",
        // any number of turns
        "1 2 3/3 2 1;turns=any",
        // gravity: moves and solutions replay on settled boards
        "1 2 2/1 3 3/4 4 1/1 5 5;gravity=down",
        "1 2 0 2/3 1 3 0;turns=1;gravity=toward-middle-col",
        // an unclearable board that still has a move (into a dead end)
        "1 1 2 3/3 0 0 2;turns=0",
        // its hint under one node finds no pair that keeps it clearable: stopped, and says so
        STOPPED_HINT_BOARD,
    ];
    conformance::check(&Lianliankan, &games, &Limits::none()).unwrap();
}

/// The page opens on a full board of the classic desktop games' smallest size, which the
/// exact solver clears at a proven optimum.
#[test]
fn the_opening_board_is_a_full_clearable_14_by_6() {
    let opening = Lianliankan.info().opening.expect("an opening board");
    let board = game(&opening);
    let rows: Vec<Vec<i64>> = opening
        .split('/')
        .map(|row| row.split_whitespace().map(|n| n.parse().unwrap()).collect())
        .collect();
    assert_eq!(rows.len(), 6);
    assert!(rows
        .iter()
        .all(|row| row.len() == 14 && row.iter().all(|&k| k > 0)));
    let solved = Lianliankan
        .solve(&board, "exact", &Limits::none())
        .expect("clearable");
    assert_eq!(solved.claim, Claim::Optimal);
    assert_eq!(
        Lianliankan.info().opening,
        Some(opening),
        "made the same every time"
    );
}

#[test]
fn the_report_board_has_proven_optimum_33_with_3_turns() {
    let game = report_game();
    let solved = Lianliankan.solve(&game, "exact", &Limits::none()).unwrap();
    assert_eq!(solved.claim, Claim::Optimal);
    assert_eq!((solved.cost, solved.lower_bound), (Some(33), Some(33)));
    assert_eq!(solved.path.len(), 18);
    let report = &solved.payload.solution;
    assert_eq!(report.solvable, Some(true));
    assert!(report.optimal);
    assert_eq!(report.turns, Some(33 - 18));
    assert_eq!(report.removals.len(), 18);
    assert_eq!(report.playback.last().map(|s| s.g), Some(33));
    let json = serde_json::to_value(&solved.payload).unwrap();
    assert_eq!(
        (json["rows"].clone(), json["max_turns"].clone()),
        (6.into(), 3.into())
    );
    assert_eq!(json["playback"][18]["f"], 33);
    for field in [
        "stats",
        "solvable",
        "cost",
        "turns",
        "optimal",
        "lower_bound",
        "removals",
    ] {
        assert!(json.get(field).is_some(), "{field} missing from {json}");
    }
    assert_eq!(json["removals"][0]["a"].as_array().map(Vec::len), Some(2));
    assert!(json["removals"][0]["path"].is_array());
    // the report's own A*: capped at 1 and 2 successors, heuristic answers no better
    let capped = Lianliankan
        .solve(&game, "report:1", &Limits::none())
        .unwrap();
    assert!(capped.cost.is_some_and(|c| c > 33), "{:?}", capped.cost);
    for name in ["seed:2", "report", "Seed"] {
        let capped = Lianliankan
            .solve(&game, name, &Limits::none().with_max_expanded(20_000))
            .unwrap();
        assert!(
            capped.cost.is_none_or(|c| c >= 33),
            "{name}: {:?}",
            capped.cost
        );
    }
}

#[test]
fn an_unmatched_tile_has_no_lower_bound_not_a_sentinel() {
    // the two 1s can only meet through the blocker
    let game = game("1 -1 1;turns=0");
    let solved = Lianliankan.solve(&game, "exact", &Limits::none()).unwrap();
    assert_eq!(solved.claim, Claim::NoSolution);
    assert_eq!(solved.lower_bound, None);
    assert_eq!(solved.payload.solution.lower_bound, None);
    assert_eq!(solved.payload.solution.solvable, Some(false));
    let json = serde_json::to_value(&solved.payload).unwrap();
    assert!(json["lower_bound"].is_null(), "{json}");
    assert_eq!(Lianliankan.heuristic(&game), None);
    for name in ["decide", "report:1", "astar"] {
        let other = Lianliankan.solve(&game, name, &Limits::none()).unwrap();
        assert_eq!(other.lower_bound, None, "{name}");
    }
    let rating = Lianliankan.rate(&game, &Limits::none()).unwrap();
    assert_eq!(rating.detail.measures.lower_bound, None);
    assert_eq!(rating.detail.measures.free_board_bound, None);
}

#[test]
fn solvers_are_listed_default_first_and_unknown_ones_named() {
    let names: Vec<String> = Lianliankan.solvers().into_iter().map(|s| s.name).collect();
    assert_eq!(
        names[..9],
        [
            "exact", "decide", "astar", "ucs", "wastar:2", "greedy", "beam:100", "report:1",
            "report:2"
        ]
    );
    let game = game("1 1 2 2");
    for name in &names {
        let solved = Lianliankan.solve(&game, name, &Limits::none()).unwrap();
        assert_eq!(solved.cost, Some(2), "{name}");
    }
    for name in ["beam:500", "WASTAR:1.5", "dfs:60", "seed", "Seed:3", "bfs"] {
        assert!(
            Lianliankan.solve(&game, name, &Limits::none()).is_ok(),
            "{name}"
        );
    }
    let e = Lianliankan
        .solve(&game, "fast", &Limits::none())
        .unwrap_err();
    assert_eq!(e.code(), "unknown_solver");
    assert!(e.to_string().contains("exact, decide, astar"), "{e}");
    for bad in ["report:0", "beam:0", "exact:2", "seed:x"] {
        let e = Lianliankan.solve(&game, bad, &Limits::none()).unwrap_err();
        assert_eq!(e.code(), "bad_value", "{bad}: {e}");
    }
    let e = Lianliankan
        .solve(&game, "bibfs", &Limits::none())
        .unwrap_err();
    assert_eq!(e.code(), "unsupported_solver");
}

#[test]
fn a_stopped_solver_says_so() {
    let game = report_game();
    let limits = Limits::none().with_max_expanded(1);
    for name in ["exact", "astar", "report:2", "decide"] {
        let solved = Lianliankan.solve(&game, name, &limits).unwrap();
        if solved.cost.is_none() {
            assert!(
                matches!(solved.claim, Claim::Stopped { .. }),
                "{name}: {:?}",
                solved.claim
            );
            assert_eq!(solved.payload.solution.solvable, None, "{name}");
        }
    }
}

#[test]
fn moves_are_refused_with_the_reason() {
    let game = game("1 2 0/-1 -1 -1/2 1 0");
    let refused = |mv: PairMove| match Lianliankan.apply(&game, &mv, None) {
        Ok(_) => panic!("{mv} was accepted"),
        Err(e) => {
            assert_eq!(e.code, "illegal_move");
            e.message
        }
    };
    assert!(refused(pair((0, 0), (0, 1))).contains("different kinds (1 and 2)"));
    assert!(refused(pair((0, 0), (0, 0))).contains("same tile"));
    assert!(refused(pair((0, 2), (0, 0))).contains("no tile at row 1, column 3"));
    assert!(refused(pair((0, 0), (2, 1))).contains("at most 2 turns"));
    assert!(refused(pair((0, 0), (3, 0))).contains("outside the 3 x 3 board"));
    assert!(refused(pair((-1, 0), (0, 0))).contains("outside"));
}

/// Issue 13: a typed board's errors counted rows and columns from 1, a refused pair's from 0.
/// Every position a Lianliankan error names counts from 1, like the error's `line` and
/// `column`: a cell in row r, column c of the board (from 0 in the JSON move) is "row r + 1,
/// column c + 1".
#[test]
fn every_position_in_an_error_counts_from_one() {
    let game = game("1 2 0/-1 -1 -1/2 1 0");
    let refused = |a: (i32, i32), b: (i32, i32)| match Lianliankan.apply(&game, &pair(a, b), None) {
        Ok(_) => panic!("{a:?} {b:?} was accepted"),
        Err(e) => e.message,
    };
    for (message, places) in [
        (
            refused((0, 0), (0, 1)),
            &["row 1, column 1", "row 1, column 2"][..],
        ),
        (refused((0, 0), (0, 0)), &["row 1, column 1"][..]),
        (refused((0, 2), (0, 0)), &["row 1, column 3"][..]),
        (
            refused((0, 0), (2, 1)),
            &["row 1, column 1", "row 3, column 2"][..],
        ),
        (
            refused((0, 0), (3, 0)),
            &[
                "row 4, column 1",
                "rows go from 1 to 3, columns from 1 to 3",
            ][..],
        ),
    ] {
        for place in places {
            assert!(message.contains(place), "{place:?} in {message:?}");
        }
        assert!(
            !message.contains("(0, ") && !message.contains("from 0"),
            "{message}"
        );
    }
    // a typed board: the place in words is the envelope's line and column
    let typed = Lianliankan
        .parse("1 2 2\n0 0 1\n3 0 0\n")
        .expect_err("odd kind");
    assert_eq!((typed.line, typed.column), (Some(3), Some(1)));
    let bad = Board::new(
        2,
        2,
        vec![Cell::Tile(1), Cell::Tile(1), Cell::Empty, Cell::Tile(7)],
    )
    .expect_err("odd kind");
    assert!(bad.to_string().contains("row 2, column 2"), "{bad}");
    let why = crate::game::WhyNot::NoTile {
        pos: Pos::new(1, 2),
    };
    assert_eq!(
        why.to_string(),
        "there is no tile at row 2, column 3: pick two tiles"
    );
}

#[test]
fn a_move_removes_its_pair_and_draws_its_path() {
    let game = game("1 0 1/-1 -1 -1/2 -1 2");
    let moves = Lianliankan.legal_moves(&game);
    assert_eq!(moves, vec![pair((0, 0), (0, 2)), pair((2, 0), (2, 2))]);
    // either order of the two tiles is the same move; the path starts at `a`
    let reversed = PairMove {
        a: Pos::new(0, 2),
        b: Pos::new(0, 0),
    };
    assert_eq!(reversed, pair((0, 0), (0, 2)));
    let applied = Lianliankan.apply(&game, &reversed, None).unwrap();
    assert_eq!(applied.cost, 1);
    assert_eq!(applied.effect.kind, 1);
    assert_eq!(applied.effect.path, vec![Pos::new(0, 2), Pos::new(0, 0)]);
    assert_eq!(Lianliankan.format(&applied.game), "0 0 0/-1 -1 -1/2 -1 2");
    // the 2s go round their blocker through the ring below the board (row m = 3)
    let last = Lianliankan
        .apply(&applied.game, &pair((2, 0), (2, 2)), None)
        .unwrap();
    assert_eq!(last.cost, 3);
    assert_eq!(
        last.effect.path,
        vec![
            Pos::new(2, 0),
            Pos::new(3, 0),
            Pos::new(3, 2),
            Pos::new(2, 2)
        ]
    );
    assert_eq!(Lianliankan.status(&last.game), Status::Solved);
    let effect = serde_json::to_value(&last.effect).unwrap();
    assert_eq!(
        effect,
        serde_json::json!({"a": [2, 0], "b": [2, 2], "kind": 2, "turns": 2,
                           "path": [[2, 0], [3, 0], [3, 2], [2, 2]]})
    );
    let mv: PairMove = serde_json::from_str(r#"{"a": [0, 0], "b": [0, 2]}"#).unwrap();
    assert_eq!(mv.to_string(), "(0,0)-(0,2)");
    assert!(serde_json::from_str::<PairMove>(r#"{"a": [0, 0], "b": [0, 2], "c": 1}"#).is_err());
}

#[test]
fn views_show_the_board_rules_and_removable_pairs() {
    let view = Lianliankan.view(&game("1 2 0/2 1 -1;turns=3"));
    let json = serde_json::to_value(&view).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"rows": 2, "cols": 3, "cells": [1, 2, 0, 2, 1, -1], "tiles_left": 4,
                           "rules": {"turns": 3, "gravity": "none"}, "removable_pairs": 2,
                           "solved": false, "stuck": false})
    );
    let stuck = Lianliankan.view(&game("2 1/1 2;turns=0"));
    assert!(stuck.stuck && !stuck.solved);
    let any = serde_json::to_value(Lianliankan.view(&game("0;turns=any"))).unwrap();
    assert_eq!(any["rules"]["turns"], "any");
    assert_eq!(any["solved"], true);
}

/// A 4x4 board whose hint under a one-node limit is stopped before it finds a safe pair.
const STOPPED_HINT_BOARD: &str = "1 3 1 4/3 1 2 3/4 3 4 2/1 4 3 3";

/// A hint stopped by a limit names it (the game page offers to raise that limit); with no limit
/// the same board has its pair.
#[test]
fn a_stopped_hint_names_its_limit() {
    let board = game(STOPPED_HINT_BOARD);
    let stopped = Lianliankan
        .hint(&board, &Limits::none().with_max_expanded(1))
        .unwrap();
    assert!(stopped.mv.is_none() && !stopped.unwinnable);
    let note = stopped.note.expect("a note");
    assert_eq!(note.words.key, "lianliankan-hint-stopped");
    assert_eq!(
        serde_json::to_value(&note.words).unwrap()["args"]["reason"]["key"],
        "stop-node-limit"
    );
    assert!(note.text.contains("node limit"), "{}", note.text);
    assert!(Lianliankan
        .hint(&board, &Limits::none())
        .unwrap()
        .mv
        .is_some());
}

#[test]
fn hints_keep_the_board_clearable() {
    // each kind must go round through the ring; a wrong first pair is a dead end
    let game = game("1 2 1 2");
    let hint = Lianliankan.hint(&game, &Limits::none()).unwrap();
    assert!(hint.optimal);
    let mv = hint.mv.expect("a pair");
    let after = Lianliankan.apply(&game, &mv, None).unwrap();
    let next = Lianliankan.hint(&after.game, &Limits::none()).unwrap();
    assert!(next.mv.is_some());
    assert_eq!(
        hint.remaining,
        Some(after.cost + next.remaining.unwrap_or(0))
    );
    let stuck = Lianliankan
        .hint(&self::game("2 1/1 2;turns=0"), &Limits::none())
        .unwrap();
    assert!(stuck.mv.is_none());
    assert!(stuck
        .note
        .map(|n| n.text)
        .unwrap_or_default()
        .contains("shuffle"));
    let dead = Lianliankan
        .hint(&self::game("1 1 2 3/3 0 0 2;turns=0"), &Limits::none())
        .unwrap();
    assert!(dead
        .note
        .map(|n| n.text)
        .unwrap_or_default()
        .contains("proven"));
    let done = Lianliankan
        .hint(&self::game("0 0"), &Limits::none())
        .unwrap();
    assert_eq!(
        done.note.map(|n| n.text).as_deref(),
        Some("the board is already clear")
    );
}

#[test]
fn shuffle_deals_the_tiles_left_again() {
    let game = game("1 2 3 4/4 3 2 1/1 2 3 4/4 3 2 1;turns=0");
    let shuffled = shuffle(&game, 5, &Limits::none()).unwrap();
    let mut before: Vec<i64> = game.board().cells().iter().map(|c| c.code()).collect();
    let mut after: Vec<i64> = shuffled.board().cells().iter().map(|c| c.code()).collect();
    before.sort_unstable();
    after.sort_unstable();
    assert_eq!(before, after);
    let solved = Lianliankan
        .solve(&shuffled, "exact", &Limits::none())
        .unwrap();
    assert_eq!(solved.payload.solution.solvable, Some(true));
    assert!(matches!(
        shuffle(&self::game("0 0"), 1, &Limits::none()),
        Err(PuzzleError::NotFound(_))
    ));
}

/// The shuffle as the web and the command line run it: through the erased interface, its
/// new game answered as a position, the same seed giving the same deal, a clear board
/// `not_found`.
#[test]
fn the_shuffle_action_answers_the_new_deal() {
    use ::puzzle::{ActionInput, DynPuzzle, Registered};
    let dynamic = Registered::new(Lianliankan);
    assert_eq!(dynamic.actions()[0].name, "shuffle");
    let text = "1 2 3 4/4 3 2 1/1 2 3 4/4 3 2 1;turns=0";
    let input = |game: &str, seed: u64| ActionInput {
        game: Some(game.to_string()),
        seed: Some(seed),
        ..ActionInput::default()
    };
    let answer = dynamic
        .action("shuffle", &input(text, 5), &Limits::none())
        .unwrap();
    let position = answer.position.expect("the new deal");
    assert_eq!(
        position.game,
        Lianliankan.format(&shuffle(&game(text), 5, &Limits::none()).unwrap())
    );
    assert_eq!(answer.figures.json()["tiles"], 16);
    assert_eq!(answer.lines[0].key, "lianliankan-shuffled");
    let again = dynamic
        .action("shuffle", &input(text, 5), &Limits::none())
        .unwrap();
    assert_eq!(again.position.map(|p| p.game), Some(position.game));
    let clear = dynamic.action("shuffle", &input("0 0", 1), &Limits::none());
    assert!(matches!(clear, Err(PuzzleError::NotFound(_))), "{clear:?}");
}

/// The example's 16 tiles cannot be tiled by dominoes (6 on one colour of the checkerboard,
/// 10 on the other), the case where a random constructive deal fails: every seed must still
/// give a clearable deal of the same tiles, under the limits a page sends too.
#[test]
fn shuffle_deals_the_example_again_for_every_seed() {
    let example = game(Lianliankan.info().example);
    let mut before: Vec<i64> = example.board().cells().iter().map(|c| c.code()).collect();
    before.sort_unstable();
    let page_limits = Limits::none().with_max_time(Duration::from_secs(2));
    for seed in 0..40 {
        let shuffled = match shuffle(&example, seed, &page_limits) {
            Ok(shuffled) => shuffled,
            Err(e) => panic!("seed {seed}: {e}"),
        };
        let mut after: Vec<i64> = shuffled.board().cells().iter().map(|c| c.code()).collect();
        after.sort_unstable();
        assert_eq!(before, after, "seed {seed}");
        let solved = Lianliankan
            .solve(&shuffled, "exact", &Limits::none())
            .unwrap();
        assert_eq!(solved.payload.solution.solvable, Some(true), "seed {seed}");
    }
}

/// A generate request as the interface fills it: every option at its default unless given.
fn request(difficulty: Option<&str>, seed: u64, given: &[(&str, &str)]) -> GenerateRequest {
    let info = Lianliankan.info();
    let mut params: BTreeMap<String, String> = info
        .generate
        .iter()
        .chain(&info.rules)
        .map(|s| (s.key.to_string(), s.default.clone()))
        .collect();
    for (key, value) in given {
        params.insert(key.to_string(), value.to_string());
    }
    GenerateRequest {
        difficulty: difficulty.map(str::to_string),
        seed,
        params,
    }
}

#[test]
fn generated_games_follow_the_request() {
    let made = Lianliankan
        .generate(&request(None, 7, &[("turns", "3")]), &Limits::none())
        .unwrap();
    let again = Lianliankan
        .generate(&request(None, 7, &[("turns", "3")]), &Limits::none())
        .unwrap();
    let id = Lianliankan.format(&made.game);
    assert_eq!(id, Lianliankan.format(&again.game), "same seed, same game");
    assert!(id.ends_with(";turns=3"), "{id}");
    assert_eq!(made.game.board().tile_count(), 36);
    assert_eq!((made.game.board().rows(), made.game.board().cols()), (6, 6));
    assert!(made.rating.is_some());
    let medium = Lianliankan
        .generate(&request(Some("medium"), 4, &[]), &Limits::none())
        .unwrap();
    let rating = medium.rating.expect("rated");
    assert_eq!(rating.level, "medium");
    assert_eq!(
        Lianliankan.rate(&medium.game, &Limits::none()).unwrap(),
        rating
    );
    let e = Lianliankan
        .generate(&request(None, 1, &[("pairs", "30")]), &Limits::none())
        .unwrap_err();
    assert!(e.to_string().starts_with("pairs: "), "{e}");
    assert_eq!(e.code(), "bad_value");
    let e = Lianliankan
        .generate(
            &request(
                Some("expert"),
                1,
                &[("rows", "1"), ("cols", "2"), ("pairs", "1"), ("kinds", "1")],
            ),
            &Limits::none(),
        )
        .unwrap_err();
    assert!(matches!(e, PuzzleError::NotFound(_)), "{e}");
    assert!(e.to_string().contains("harder boards"), "{e}");
}

#[test]
fn generation_and_rating_stop_at_the_limits() {
    let big = request(
        Some("expert"),
        3,
        &[
            ("rows", "20"),
            ("cols", "20"),
            ("pairs", "200"),
            ("kinds", "100"),
        ],
    );
    let limits = Limits::none().with_max_time(Duration::from_millis(200));
    let started = std::time::Instant::now();
    let e = Lianliankan.generate(&big, &limits).unwrap_err();
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "{:?}",
        started.elapsed()
    );
    assert!(
        matches!(e, PuzzleError::Stopped { .. } | PuzzleError::NotFound(_)),
        "{e}"
    );
    // a packed 20 x 20 board as the web accepts it: the rating stops cleanly
    let packed = Lianliankan
        .generate(
            &request(
                None,
                3,
                &[
                    ("rows", "20"),
                    ("cols", "20"),
                    ("pairs", "200"),
                    ("kinds", "100"),
                    ("clearable", "no"),
                ],
            ),
            &Limits::none().with_max_time(Duration::from_millis(1)),
        )
        .map(|g| g.game);
    let packed = packed.unwrap_or_else(|_| {
        let row = (1..=20)
            .map(|k| k.to_string())
            .collect::<Vec<_>>()
            .join(" ");
        game(&vec![row; 20].join("/"))
    });
    let started = std::time::Instant::now();
    match Lianliankan.rate(
        &packed,
        &Limits::none().with_max_time(Duration::from_millis(50)),
    ) {
        Ok(_) => {}
        Err(PuzzleError::Stopped { reason, .. }) => assert_eq!(reason, StopReason::TimeLimit),
        Err(other) => panic!("{other}"),
    }
    assert!(
        started.elapsed() < Duration::from_millis(1500),
        "{:?}",
        started.elapsed()
    );
    let e = Lianliankan
        .rate(&report_game(), &Limits::none().with_max_expanded(10))
        .unwrap_err();
    assert!(
        matches!(
            e,
            PuzzleError::Stopped {
                reason: StopReason::NodeLimit,
                ..
            }
        ),
        "{e}"
    );
}

#[test]
fn an_unclearable_board_is_rated_expert_with_the_reason() {
    let rating = Lianliankan
        .rate(&game("2 1/1 2;turns=0"), &Limits::none())
        .unwrap();
    assert_eq!((rating.level.as_str(), rating.score), ("expert", 100.0));
    assert_eq!(rating.detail.model_level, crate::rating::Level::Unclearable);
    assert!(rating.why[0].text.contains("no order"), "{:?}", rating.why);
    let rating = Lianliankan.rate(&report_game(), &Limits::none()).unwrap();
    assert_eq!(rating.optimum, Some(33));
    assert!(Lianliankan
        .info()
        .difficulties
        .contains(&rating.level.as_str()));
}

#[test]
fn the_libraries_are_game_ids_and_the_same_every_time() {
    let libraries = Lianliankan.libraries();
    assert_eq!(libraries.len(), 2);
    let starter = &libraries[0];
    assert_eq!(starter.entries.len(), 13);
    assert!(starter.entries[0].game.ends_with(";turns=3"));
    assert_eq!(
        starter.entries[0]
            .notes
            .get("proven optimum")
            .map(String::as_str),
        Some("33")
    );
    let rated = &libraries[1];
    assert!(rated.entries.len() >= 10, "{}", rated.entries.len());
    for entry in libraries.iter().flat_map(|l| &l.entries) {
        let game = self::game(&entry.game);
        assert_eq!(Lianliankan.format(&game), entry.game, "canonical");
    }
    for entry in &rated.entries {
        let level = entry.level.clone().expect("the level asked for");
        let rating = Lianliankan
            .rate(&game(&entry.game), &Limits::none())
            .unwrap();
        assert_eq!(rating.level, level, "{}", entry.game);
    }
    assert_eq!(Lianliankan.libraries(), libraries);
}

#[test]
fn info_names_the_puzzle_and_its_options() {
    let info = Lianliankan.info();
    assert_eq!((info.id, info.native_name), ("lianliankan", "连连看"));
    assert_eq!(info.difficulties, ["easy", "medium", "hard", "expert"]);
    let keys: Vec<&str> = info.rules.iter().map(|s| s.key).collect();
    assert_eq!(keys, RULE_KEYS);
    let options: Vec<&str> = info.generate.iter().map(|s| s.key).collect();
    assert_eq!(
        options,
        ["rows", "cols", "pairs", "kinds", "blockers", "clearable"]
    );
    for spec in &info.rules {
        assert_eq!(spec.check(&spec.default), Ok(spec.default.clone()));
    }
    // the example is solved (proven) quickly
    let example = game(info.example);
    let started = std::time::Instant::now();
    let solved = Lianliankan
        .solve(&example, "exact", &Limits::none())
        .unwrap();
    assert_eq!(solved.claim, Claim::Optimal);
    assert!(started.elapsed() < Duration::from_millis(500));
}

/// Random valid games: a board of up to 6 x 6 (tiles of up to 5 kinds, empty cells and
/// blockers, odd kinds mended), a turn limit and a gravity rule.
fn any_game() -> impl Strategy<Value = Position> {
    let cells = (1usize..=6, 1usize..=6).prop_flat_map(|(rows, cols)| {
        (
            Just((rows, cols)),
            proptest::collection::vec(
                prop_oneof![6 => 1i64..=5, 2 => Just(0i64), 1 => Just(-1i64)],
                rows * cols,
            ),
        )
    });
    let turns = prop_oneof![
        Just(MaxTurnsChoice::Limit(2)),
        (0u32..=4).prop_map(MaxTurnsChoice::Limit),
        Just(MaxTurnsChoice::Any)
    ];
    let gravity = prop_oneof![4 => Just(crate::rules::Gravity::None), 1 => proptest::sample::select(crate::rules::Gravity::ALL.to_vec())];
    (cells, turns, gravity).prop_map(|(((rows, cols), mut codes), turns, gravity)| {
        // an odd kind loses its last tile
        for kind in 1..=5 {
            let count = codes.iter().filter(|&&c| c == kind).count();
            if count % 2 == 1 {
                if let Some(last) = codes.iter().rposition(|&c| c == kind) {
                    codes[last] = 0;
                }
            }
        }
        let cells = codes
            .iter()
            .map(|&c| match c {
                0 => Cell::Empty,
                -1 => Cell::Blocker,
                k => Cell::Tile(k as u32),
            })
            .collect();
        let board = crate::board::Board::new(rows, cols, cells).expect("even kinds");
        let max_turns = match turns {
            MaxTurnsChoice::Limit(t) => crate::rules::MaxTurns::Limit(t),
            MaxTurnsChoice::Any => crate::rules::MaxTurns::Any,
        };
        position(board, crate::rules::Rules { max_turns, gravity })
    })
}

#[derive(Debug, Clone, Copy)]
enum MaxTurnsChoice {
    Limit(u32),
    Any,
}

/// The tile codes of a board, sorted (what a removal may change: two tiles fewer).
fn sorted_codes(game: &Position) -> Vec<i64> {
    let mut codes: Vec<i64> = game.board().cells().iter().map(|c| c.code()).collect();
    codes.sort_unstable();
    codes
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn game_ids_round_trip(game in any_game()) {
        let id = Lianliankan.format(&game);
        let again = Lianliankan.parse(&id).unwrap();
        prop_assert_eq!(Lianliankan.format(&again), id.clone());
        prop_assert_eq!(again.board(), game.board());
        prop_assert_eq!(again.rules(), game.rules());
        // the multi-line form with a header reads the same
        let lines = format!("{}{}", crate::parse::format_board(game.board()), id.find(';').map_or("", |i| &id[i..]));
        prop_assert_eq!(Lianliankan.format(&Lianliankan.parse(&lines).unwrap()), id);
    }

    #[test]
    fn every_legal_move_applies_and_removes_just_its_pair(game in any_game()) {
        let moves = Lianliankan.legal_moves(&game);
        prop_assert_eq!(moves.is_empty(), Lianliankan.status(&game) != Status::Playing);
        for mv in moves {
            let applied = Lianliankan.apply(&game, &mv, None).unwrap();
            let kind = applied.effect.kind;
            prop_assert_eq!(applied.cost, u64::from(applied.effect.turns) + 1);
            prop_assert_eq!(applied.effect.path.first().copied(), Some(applied.effect.a));
            prop_assert_eq!(applied.effect.path.last().copied(), Some(applied.effect.b));
            // putting the pair back gives the game before (without gravity: cell for cell;
            // under gravity, the same tiles)
            if game.rules().gravity == crate::rules::Gravity::None {
                let mut cells = applied.game.board().cells().to_vec();
                let cols = game.board().cols() as i32;
                for p in [mv.a, mv.b] {
                    cells[(p.row * cols + p.col) as usize] = Cell::Tile(kind);
                }
                prop_assert_eq!(&cells[..], game.board().cells());
            } else {
                let mut after = sorted_codes(&applied.game);
                for _ in 0..2 {
                    let empty = after.iter().position(|&c| c == 0);
                    prop_assert!(empty.is_some());
                    after[empty.unwrap_or(0)] = i64::from(kind);
                }
                after.sort_unstable();
                prop_assert_eq!(after, sorted_codes(&game));
            }
            let id = Lianliankan.format(&applied.game);
            prop_assert_eq!(Lianliankan.format(&Lianliankan.parse(&id).unwrap()), id);
        }
    }

    #[test]
    fn optimal_solutions_replay_at_their_cost(game in any_game()) {
        prop_assume!(game.board().tile_count() <= 16);
        let solved = Lianliankan.solve(&game, "exact", &Limits::none()).unwrap();
        let mut at = game.clone();
        let mut cost = 0;
        for mv in &solved.path {
            let applied = Lianliankan.apply(&at, mv, None).unwrap();
            cost += applied.cost;
            at = applied.game;
        }
        if solved.cost.is_some() {
            prop_assert_eq!(Some(cost), solved.cost);
            prop_assert_eq!(Lianliankan.status(&at), Status::Solved);
            prop_assert_eq!(solved.claim, Claim::Optimal);
            prop_assert!(Lianliankan.heuristic(&game).is_some_and(|h| h <= cost));
        }
    }
}

#[test]
fn json_through_the_registry() {
    use ::puzzle::{GenerateInput, Registry, StepDetail};
    use serde_json::json;

    let registry = Registry::new().with(Lianliankan);
    let Ok(p) = registry.find("lianliankan") else {
        panic!("registered")
    };
    let position = p.position_json("1 2 0\n2 1 -1;turns=3").unwrap();
    assert_eq!(position["game"], "1 2 0/2 1 -1;turns=3");
    assert_eq!(position["view"]["removable_pairs"], 2);
    assert_eq!(
        position["legal_moves"][0],
        json!({"a": [0, 0], "b": [1, 1]})
    );
    let e = p.canonical("2 2\n1 1\n1 x").unwrap_err();
    assert_eq!((e.line, e.column, e.code), (Some(3), Some(3), "bad_number"));

    let played = p
        .play_json("1 0 1/2 -1 2", &json!({"a": [0, 2], "b": [0, 0]}), None)
        .unwrap();
    assert_eq!(
        (played["game"].clone(), played["cost"].clone()),
        (json!("0 0 0/2 -1 2"), json!(1))
    );
    assert_eq!(played["effect"]["path"], json!([[0, 2], [0, 0]]));
    let refused = p
        .play_json("1 2 2 1", &json!({"a": [0, 0], "b": [0, 1]}), None)
        .unwrap_err();
    assert_eq!(refused.code, "illegal_move");
    assert_eq!(
        p.play_json("1 1", &json!({"a": [0, 0]}), None)
            .unwrap_err()
            .code,
        "bad_move"
    );

    let report = format!("{REPORT_BOARD};turns=3");
    let solved = p
        .solve_json(&report, None, StepDetail::Views, &Limits::none())
        .unwrap();
    assert_eq!(solved["claim"]["kind"], "optimal");
    assert_eq!(
        (solved["cost"].clone(), solved["lower_bound"].clone()),
        (json!(33), json!(33))
    );
    assert_eq!(
        (solved["solvable"].clone(), solved["turns"].clone()),
        (json!(true), json!(15))
    );
    assert_eq!(solved["removals"].as_array().map(Vec::len), Some(18));
    assert!(solved["stats"]["expanded"].is_u64());
    assert_eq!(solved["steps"][17]["status"], "solved");
    assert_eq!(solved["steps"][17]["g"], 33);
    assert!(solved["steps"][0]["effect"]["path"].is_array());
    assert!(solved["start"]["h"].as_u64().is_some_and(|h| h <= 33));

    let limits = Limits::none().with_max_time(Duration::from_secs(2));
    let rows = p.compare_json(info_example(), None, &limits).unwrap();
    let rows = rows["rows"].as_array().cloned().unwrap_or_default();
    assert_eq!(rows.len(), 9);
    assert!(rows.iter().all(|r| r.get("error").is_none()), "{rows:?}");

    let made = p
        .generate_json(
            &GenerateInput {
                seed: Some(11),
                difficulty: Some("easy".into()),
                template: Some(";turns=3".into()),
                ..GenerateInput::default()
            },
            &Limits::none(),
        )
        .unwrap();
    assert!(
        made["game"]
            .as_str()
            .is_some_and(|g| g.ends_with(";turns=3")),
        "{made}"
    );
    assert_eq!(made["rating"]["level"], "easy");

    let entry = p.library_entry("1 1 2 2", &Limits::none()).unwrap();
    assert_eq!(entry.level.as_deref(), Some("easy"));
    let hint = p.hint_json("1 2 1 2", &Limits::none()).unwrap();
    assert_eq!(hint["optimal"], true);
    assert!(hint["move"]["a"].is_array());
}

fn info_example() -> &'static str {
    Lianliankan.info().example
}

#[test]
fn a_position_after_a_move_shares_the_bound_tables_that_still_hold() {
    // kinds 1 and 3 untouched by removing the 2s; the bound of the new position is the one a
    // fresh parse gives (the tables shared are the right ones)
    let before = game("1 2 2 3/3 0 0 1/1 3 3 1");
    let after = Lianliankan
        .apply(&before, &pair((0, 1), (0, 2)), None)
        .expect("adjacent pair")
        .game;
    for kind in [1, 3] {
        assert!(
            after.puzzle().shares_bound_of(before.puzzle(), kind),
            "kind {kind}"
        );
    }
    let fresh = game(&Lianliankan.format(&after));
    assert!(!after.puzzle().shares_bound_of(fresh.puzzle(), 1));
    assert_eq!(Lianliankan.heuristic(&after), Lianliankan.heuristic(&fresh));
    // under other rules nothing is shared (the tables depend on the turn limit)
    let other = crate::puzzle::Puzzle::new_like(
        after.board().clone(),
        crate::rules::Rules::with_max_turns(crate::rules::MaxTurns::Limit(1)),
        before.puzzle(),
    );
    assert!(!other.shares_bound_of(before.puzzle(), 1));
}

/// Every error of the crate says catalogue words, and its `Display` is their English from the
/// English catalogue (not the bare key of a message the catalogue lacks).
#[test]
fn every_error_displays_its_words_in_english() {
    use crate::game::WhyNot;
    use crate::generate::GenerateError;
    use crate::params::Params;
    use crate::rating::{Level, LevelParseError};
    use crate::redeal::ShuffleError;
    use crate::rules::RuleParseError;
    use crate::BoardError;

    fn check(error: &impl std::error::Error, words: ::puzzle::Words) {
        if let Err(e) = ::puzzle::conformance::check_said(&error.to_string(), &words) {
            panic!("{e}");
        }
    }
    for e in [
        BoardError::Size { rows: 0, cols: 3 },
        BoardError::CellCount {
            rows: 2,
            cols: 2,
            expected: 4,
            got: 3,
        },
        BoardError::KindRange {
            kind: 10_000,
            row: 0,
            col: 1,
        },
        BoardError::OddKind {
            kind: 3,
            count: 1,
            row: 2,
            col: 0,
        },
    ] {
        check(&e, e.words());
    }
    // a parse error of each kind, from text
    for text in [
        "",
        "1 x",
        "1 -2",
        "0 3/1 1",
        "3 3\n1 1 0\n2 2 0\n",
        "1 1 0\n1 1\n",
        "1 2 2\n0 0 1\n3 0 0\n",
        &"1 1 ".repeat(20),
    ] {
        let e = crate::parse::parse_board(text).expect_err(text);
        check(&e, e.words());
    }
    let too_many = Params {
        blockers: 40,
        ..Params::SEED_SIX
    };
    let param = too_many.validate().expect_err("too many blockers");
    check(&param, param.words());
    for e in [
        GenerateError::Params(param),
        GenerateError::GaveUp { attempts: 200 },
        GenerateError::Stopped {
            reason: search::StopReason::TimeLimit,
            attempts: 3,
        },
        GenerateError::NoLevel {
            level: Level::Expert,
            attempts: 60,
            found: "60 easy".to_string(),
            want_harder: true,
        },
        GenerateError::NoLevel {
            level: Level::Easy,
            attempts: 60,
            found: "60 hard".to_string(),
            want_harder: false,
        },
    ] {
        check(&e, e.words());
    }
    for e in [
        ShuffleError::Impossible,
        ShuffleError::GaveUp { attempts: 20 },
        ShuffleError::Stopped(search::StopReason::NodeLimit),
        ShuffleError::Internal("the deal is not a board"),
    ] {
        check(&e, e.words());
    }
    let level = LevelParseError("tricky".to_string());
    check(&level, level.words());
    for e in [
        RuleParseError::Gravity("sideways".to_string()),
        RuleParseError::Turns("x".to_string()),
    ] {
        check(&e, e.words());
    }
    for e in [
        WhyNot::NoTile {
            pos: Pos::new(1, 2),
        },
        WhyNot::SameTile {
            pos: Pos::new(0, 0),
        },
        WhyNot::DifferentKinds {
            a: 1,
            b: 2,
            first: Pos::new(0, 0),
            second: Pos::new(0, 1),
        },
        WhyNot::NoPath {
            max_turns: crate::MaxTurns::Limit(2),
            first: Pos::new(0, 0),
            second: Pos::new(2, 1),
        },
    ] {
        check(&e, e.words());
    }
    assert!("sideways"
        .parse::<crate::Gravity>()
        .is_err_and(|e| e.to_string().contains("toward-middle-row")));
    assert!("1001"
        .parse::<crate::MaxTurns>()
        .is_err_and(|e| e.to_string().contains("or 'any'")));
}
