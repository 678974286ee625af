//! The backend through the trait: conformance, game IDs, errors and their places, the
//! the figures of docs/rules/matchstick.md, solving and hinting part-way, generating, rating and the libraries.

use std::collections::BTreeMap;

use puzzle::{
    conformance, GenerateRequest, InputError, JsonAnswers, Puzzle, PuzzleError, Registry, Status,
};
use search::{Claim, Limits};
use serde_json::json;

use super::Matchstick;
use crate::game::{Game, GameMove};
use crate::layout::StickPos;

fn game(id: &str) -> Game {
    Matchstick
        .parse(id)
        .unwrap_or_else(|e| panic!("{id}: {}", e.with_place()))
}

fn error(id: &str) -> InputError {
    match Matchstick.parse(id) {
        Err(e) => e,
        Ok(g) => panic!("{id} parsed as {}", Matchstick.format(&g)),
    }
}

fn canonical(id: &str) -> String {
    Matchstick.format(&game(id))
}

fn solutions(id: &str) -> Vec<String> {
    let g = game(id);
    let solved = Matchstick.solve(&g, "fast", &Limits::none());
    solved.map(|s| s.payload.solutions).unwrap_or_default()
}

fn at(cell: usize, slot: u8) -> StickPos {
    StickPos { cell, slot }
}

#[test]
fn the_backend_conforms() {
    let games = [
        "7+3=9",
        "45+46=99;k=2",
        "1-2=72",
        "25+64=76;k=2",
        "5+3=9;task=add",
        "8-3=3;task=remove",
        "6+4=4;rules=equals-may-change",
        "-8/2=4;rules=leading-minus+division",
        "III=III+III;rules=roman+equals-may-change",
        "VI=VII+I;rules=roman",
        "7+3=9;taken=2.c;placed=2.e",
        "7+3=9;taken=0.a;placed=0.e",
        "5+3=9;task=add;placed=0.b",
        "5+3=9;task=add;k=2;placed=0.b,4.e",
        "38-40=79;k=2;taken=0.a;placed=0.e",
        "29+69=54;k=3",
    ];
    assert_eq!(
        conformance::check(&Matchstick, &games, &Limits::none()),
        Ok(())
    );
}

#[test]
fn game_ids_are_canonical_and_keep_every_rule() {
    for (given, expected) in [
        ("7+3=9", "7+3=9"),
        (" 7 + 3 = 9 ;k=1;task=move;rules=", "7+3=9"),
        ("6 x 2 = 24 ÷ 2;rules=division", "6*2=24/2;rules=division"),
        ("45+46=99;k=2", "45+46=99;k=2"),
        ("5+3=9;kind=add", "5+3=9;task=add"),
        ("5+3=9;KIND=add;K=2", "5+3=9;task=add;k=2"),
        ("8-3=3;task=remove", "8-3=3;task=remove"),
        (
            "3=3=3;rules=division+equals_may_change",
            "3=3=3;rules=equals-may-change+division",
        ),
        ("7+3=9;rules=default", "7+3=9"),
        ("vi=vii+i;rules=ROMAN", "VI=VII+I;rules=roman"),
        ("7+3=9;placed=2.e;taken=2.c", "7+3=9;taken=2.c;placed=2.e"),
        ("7+3=9;taken=2.2;placed=2.4", "7+3=9;taken=2.c;placed=2.e"),
        (
            "45+46=99;k=2;placed=6.e,4.b;taken=7.f,0.f",
            "45+46=99;k=2;taken=0.f,7.f;placed=4.b,6.e",
        ),
        ("7+3=9;taken=;placed=", "7+3=9"),
        (
            "7-3=4;taken=1.mid;placed=1.vert",
            "7-3=4;taken=1.mid;placed=1.vert",
        ),
    ] {
        assert_eq!(canonical(given), expected, "{given}");
        assert_eq!(canonical(expected), expected, "{expected}");
    }
}

#[test]
fn the_game_id_is_the_drawing() {
    let g = game("7+3=9;taken=2.c;placed=2.e");
    assert_eq!(g.current().as_deref(), Some("7+2=9"));
    assert_eq!(Matchstick.status(&g), Status::Solved);
    // a stick moved back where it was leaves nothing to record
    let mv = GameMove::Move {
        from: at(2, 4),
        to: at(2, 2),
    };
    let back = Matchstick
        .apply(&g, &mv, None)
        .map(|a| Matchstick.format(&a.game));
    assert_eq!(back.as_deref(), Ok("7+3=9"));
}

#[test]
fn errors_point_at_what_is_wrong() {
    let cases: &[(&str, &str, usize, usize, &str)] = &[
        // (game ID, code, line, column, the text the span covers)
        ("7+a=9", "unknown_character", 1, 3, "a"),
        ("7+3=9;k=9", "bad_value", 1, 9, "9"),
        ("7+3=9;k=two", "bad_value", 1, 9, "two"),
        ("7+3=9;task=swap", "bad_value", 1, 12, "swap"),
        ("7+3=9;kind=swap", "bad_value", 1, 12, "swap"),
        ("7+3=9;rules=division + fast", "bad_value", 1, 24, "fast"),
        ("7+3=9;speed=1", "unknown_field", 1, 7, "speed"),
        ("7+3=9;task=add;kind=add", "repeated_field", 1, 21, "add"),
        ("07+3=9", "leading_zero", 1, 1, "07"),
        ("7+3=", "empty_side", 1, 5, ""),
        ("=9", "empty_side", 1, 1, "="),
        ("7+*3=9", "two_operators", 1, 3, "*"),
        ("7+3", "no_equals", 1, 1, "7+3"),
        ("8/2=4", "division_disabled", 1, 2, "/"),
        ("-7+3=9", "unary_minus", 1, 1, "-"),
        ("3=3=3", "second_equals", 1, 4, "="),
        ("IIII=IV;rules=roman", "bad_numeral", 1, 1, "IIII"),
        ("", "empty", 1, 1, ""),
        ("7+3=9;taken=2.x", "bad_position", 1, 13, "2.x"),
        ("7+3=9;taken=2c", "bad_position", 1, 13, "2c"),
        ("7+3=9;taken=9.a;placed=0.e", "bad_position", 1, 13, "9.a"),
        ("7+3=9;taken=2.e;placed=0.e", "bad_position", 1, 13, "2.e"),
        ("7+3=9;taken=2.c;placed=2.a", "bad_position", 1, 24, "2.a"),
        (
            "7+3=9;taken=3.mid;placed=0.e",
            "bad_position",
            1,
            13,
            "3.mid",
        ),
        (
            "7+3=9;taken=2.c, 2.c;placed=0.e,2.e",
            "bad_position",
            1,
            18,
            "2.c",
        ),
        ("7+3=9;taken=2.c", "over_budget", 1, 13, "2.c"),
        (
            "7+3=9;taken=2.c,0.a;placed=2.e,0.e",
            "over_budget",
            1,
            13,
            "2.c,0.a",
        ),
        ("5+3=9;task=add;taken=0.a", "over_budget", 1, 22, "0.a"),
        ("8-3=3;task=remove;placed=2.e", "over_budget", 1, 26, "2.e"),
        // over several lines: the equation's spaces and line breaks are ignored
        ("45+46\n=9a", "unknown_character", 2, 3, "a"),
        ("45 + 46\n= 99\n;k = 7", "bad_value", 3, 6, "7"),
        (
            "45+46=99;k=2\n;taken=0.f,\n 9.a",
            "bad_position",
            3,
            2,
            "9.a",
        ),
        ("45+\n+46=99", "two_operators", 2, 1, "+"),
        ("华+3=9", "unknown_character", 1, 1, "华"),
        ("7+3=9;rules=leading-minus+华", "bad_value", 1, 27, "华"),
    ];
    for &(id, code, line, column, covered) in cases {
        let e = error(id);
        assert_eq!(
            (e.code, e.line, e.column),
            (code, Some(line), Some(column)),
            "{id:?}: {}",
            e.message
        );
        let span = e.span.clone().unwrap_or_default();
        assert_eq!(&id[span], covered, "{id:?}: {}", e.message);
        assert!(!e.message.contains("column"), "{id:?}: {}", e.message);
    }
    // too long: the span starts at the first character past the limit
    let long = format!("{}=1", "1".repeat(40));
    let e = error(&long);
    assert_eq!((e.code, e.column), ("too_long", Some(33)));
    assert!(e.message.contains("at most 32"), "{}", e.message);
}

#[test]
fn messages_say_how_to_fix_it() {
    for (id, words) in [
        ("8/2=4", "rules=division"),
        ("07+3=9", "rules=leading-zeros"),
        ("3=3=3", "rules=equals-may-change"),
        ("7+3=9;rules=fast", "equals-may-change"),
        ("7+3=9;taken=2c", "CELL.SLOT"),
        ("7+3=9;taken=2.x", "a, b, c, d, e, f, g"),
        ("7+3=9;speed=1", "task, k, rules, taken, placed"),
        ("5+3=9;task=add;taken=0.a", "drop taken="),
    ] {
        let e = error(id);
        assert!(e.message.contains(words), "{id}: {}", e.message);
    }
}

#[test]
fn rules_md_figures_through_the_trait() {
    assert_eq!(solutions("7+3=9"), ["7+2=9"]);
    assert_eq!(solutions("45+46=99"), ["45+48=93", "49+46=95"]);
    for id in ["1-2=72", "25+64=76", "1-2=72;k=2", "25+64=76;k=2"] {
        let g = game(id);
        let solved = Matchstick.solve(&g, "fast", &Limits::none()).expect("runs");
        assert_eq!(solved.claim, Claim::NoSolution, "{id}");
        assert!(solved.payload.solutions.is_empty() && solved.path.is_empty());
        assert_eq!((solved.cost, solved.lower_bound), (None, None));
        let hint = Matchstick.hint(&g, &Limits::none()).expect("runs");
        assert_eq!(hint.mv, None);
        assert!(
            hint.note
                .map(|n| n.text)
                .unwrap_or_default()
                .contains("no true equation is exactly"),
            "{id}"
        );
    }
    // under k=2 the 1-move answers are not repeated
    let two = solutions("45+46=99;k=2");
    assert!(!two.contains(&"45+48=93".to_string()) && !two.is_empty());
    // the hint leads to the answer
    let g = game("7+3=9");
    let hint = Matchstick.hint(&g, &Limits::none()).expect("runs");
    assert_eq!(
        hint.mv,
        Some(GameMove::Move {
            from: at(2, 2),
            to: at(2, 4)
        })
    );
    assert_eq!((hint.remaining, hint.optimal), (Some(1), true));
    assert_eq!(
        hint.note.map(|n| n.text).as_deref(),
        Some(
            "move the lower right stick of cell 3 ('3') to the lower left place of cell 3, \
             towards 7+2=9: 1 move left"
        )
    );
}

#[test]
fn solve_part_way_answers_for_the_puzzle_and_walks_from_the_drawing() {
    // a wrong first stick: the answers stay the puzzle's, the path starts from here
    let g = game("7+3=9;taken=0.a;placed=0.e");
    let solved = Matchstick.solve(&g, "fast", &Limits::none()).expect("runs");
    assert_eq!(solved.payload.solutions, ["7+2=9"]);
    assert_eq!(solved.payload.moves, 1);
    assert_eq!(solved.payload.equation, "7+3=9");
    assert_eq!((solved.claim, solved.cost), (Claim::Optimal, Some(2)));
    let mut at_ = g.clone();
    for mv in &solved.path {
        at_ = Matchstick.apply(&at_, mv, None).expect("replays").game;
    }
    assert_eq!(Matchstick.status(&at_), Status::Solved);
    assert_eq!(solved.payload.nearest.as_deref(), Some("7+2=9"));
    let hint = Matchstick.hint(&g, &Limits::none()).expect("runs");
    assert_eq!(hint.remaining, Some(2));
    assert_eq!(hint.mv, solved.path.first().copied());
    // solved already: nothing to do
    let done = game("7+3=9;taken=2.c;placed=2.e");
    let solved = Matchstick
        .solve(&done, "fast", &Limits::none())
        .expect("runs");
    assert_eq!((solved.cost, solved.path.len()), (Some(0), 0));
    assert_eq!(
        Matchstick.hint(&done, &Limits::none()).map(|h| h.mv),
        Ok(None)
    );
}

#[test]
fn an_add_puzzle_with_a_wrong_stick_has_no_way_forward() {
    // 5+3=9 as an add puzzle: 6+3=9 and 5+3=8. A stick on the 9's e makes 8, and 5+3=8
    // is then the answer; a stick on the 3's f leaves no answer reachable by adding.
    let g = game("5+3=9;task=add;placed=2.f");
    assert_eq!(Matchstick.status(&g), Status::Stuck);
    let solved = Matchstick.solve(&g, "fast", &Limits::none()).expect("runs");
    assert_eq!(solved.claim, Claim::NoSolution);
    assert_eq!(solved.payload.solutions, ["5+3=8", "6+3=9"]);
    let hint = Matchstick.hint(&g, &Limits::none()).expect("runs");
    assert!(hint
        .note
        .map(|n| n.text)
        .unwrap_or_default()
        .contains("stuck"));
    let g = game("5+3=9;task=add;k=2;placed=2.f");
    assert_eq!(Matchstick.status(&g), Status::Playing);
    let hint = Matchstick.hint(&g, &Limits::none()).expect("runs");
    let note = hint.note.map(|n| n.text).unwrap_or_default();
    assert!(
        hint.mv.is_some() || note.contains("undo") || note.contains("no true equation"),
        "{note}"
    );
}

#[test]
fn every_solver_answers_and_unknown_ones_are_named() {
    let g = game("45+46=99;k=2");
    let fast = Matchstick.solve(&g, "fast", &Limits::none()).expect("runs");
    assert_eq!(fast.algorithm, "fast: meet in the middle");
    let one = Matchstick.solve(&game("7+3=9"), "fast", &Limits::none());
    assert_eq!(one.map(|s| s.algorithm), Ok("fast: pruned DFS".to_string()));
    for info in Matchstick.solvers() {
        let solved = Matchstick
            .solve(&g, &info.name, &Limits::none())
            .unwrap_or_else(|e| panic!("{}: {e}", info.name));
        if info.exact {
            assert_eq!(solved.claim, Claim::Optimal, "{}", info.name);
            assert_eq!(solved.cost, Some(2), "{}", info.name);
        }
        assert!(solved.cost.is_some_and(|c| c >= 2), "{}", info.name);
        for answer in &solved.payload.solutions {
            assert!(fast.payload.solutions.contains(answer), "{}", info.name);
        }
    }
    for spelling in [
        "beam:500",
        "dfs:4",
        "iddfs:2",
        "wastar:1.5",
        "BFS",
        " fast ",
    ] {
        assert!(
            Matchstick.solve(&g, spelling, &Limits::none()).is_ok(),
            "{spelling}"
        );
    }
    let e = Matchstick.solve(&g, "quick", &Limits::none()).unwrap_err();
    assert_eq!(e.code(), "unknown_solver");
    assert!(e.to_string().contains("fast, pruned-dfs"), "{e}");
    let add = game("5+3=9;task=add");
    let e = Matchstick
        .solve(&add, "astar", &Limits::none())
        .unwrap_err();
    assert_eq!(e.code(), "unsupported_solver");
    let roman = game("VI=VII+I;rules=roman");
    let e = Matchstick
        .solve(&roman, "report-dfs", &Limits::none())
        .unwrap_err();
    assert_eq!(e.code(), "unsupported_solver");
    assert!(Matchstick
        .solve(&add, "report-brute-force", &Limits::none())
        .is_ok());
}

#[test]
fn a_stopped_run_says_so() {
    let g = game("45+46=99;k=3");
    let limits = Limits::none().with_max_expanded(2);
    for name in ["fast", "report-brute-force", "bfs"] {
        let solved = Matchstick.solve(&g, name, &limits).expect("runs");
        assert!(
            matches!(solved.claim, Claim::Stopped { .. }),
            "{name}: {:?}",
            solved.claim
        );
        assert!(solved.lower_bound.is_none_or(|b| b <= 3), "{name}");
        assert!(!solved.payload.complete);
    }
    let hint = Matchstick.hint(&g, &limits).expect("runs");
    assert_eq!(hint.mv, None);
    assert!(hint
        .note
        .map(|n| n.text)
        .unwrap_or_default()
        .contains("stopped"));
    let rated = Matchstick.rate(&g, &limits);
    assert!(
        matches!(rated, Err(PuzzleError::Stopped { .. })),
        "{rated:?}"
    );
}

#[test]
fn illegal_moves_are_refused_with_the_reason() {
    let g = game("7+3=9");
    let refuse = |mv: GameMove, words: &str| {
        let Err(e) = Matchstick.apply(&g, &mv, None) else {
            panic!("{mv} accepted")
        };
        assert_eq!(e.code, "illegal_move");
        assert!(e.message.contains(words), "{mv}: {}", e.message);
    };
    refuse(
        GameMove::Move {
            from: at(3, 0),
            to: at(0, 3),
        },
        "fixed '='",
    );
    refuse(
        GameMove::Move {
            from: at(9, 0),
            to: at(0, 3),
        },
        "no cell 9",
    );
    refuse(
        GameMove::Move {
            from: at(0, 9),
            to: at(0, 3),
        },
        "slots are 0 to 6",
    );
    refuse(
        GameMove::Move {
            from: at(0, 4),
            to: at(0, 3),
        },
        "is not there",
    );
    refuse(
        GameMove::Move {
            from: at(0, 0),
            to: at(0, 1),
        },
        "already there",
    );
    refuse(GameMove::Add { at: at(0, 3) }, "only lets you move");
    let one = Matchstick
        .apply(
            &g,
            &GameMove::Move {
                from: at(0, 0),
                to: at(0, 3),
            },
            None,
        )
        .expect("legal")
        .game;
    let e = Matchstick
        .apply(
            &one,
            &GameMove::Move {
                from: at(0, 1),
                to: at(0, 4),
            },
            None,
        )
        .unwrap_err();
    assert!(
        e.message.contains("put a stick you moved back"),
        "{}",
        e.message
    );
}

#[test]
fn the_view_and_effect_carry_what_the_page_draws() {
    let g = game("7+3=9;taken=2.c;placed=2.e");
    let v = serde_json::to_value(Matchstick.view(&g)).expect("serialises");
    assert_eq!(v["equation"], "7+3=9");
    assert_eq!(v["current"], "7+2=9");
    assert_eq!(v["shows"], json!(["7", "+", "2", "=", "9"]));
    assert_eq!(v["start_shows"][2], "3");
    assert_eq!(v["cells"][3]["fixed"], true);
    assert_eq!(v["cells"][0]["slots"][6], "g");
    assert_eq!(v["taken"], json!([{"cell": 2, "slot": 2}]));
    assert_eq!(
        (v["k"].clone(), v["task"].clone()),
        (json!(1), json!("move"))
    );
    assert_eq!(
        (v["solved"].clone(), v["true"].clone()),
        (json!(true), json!(true))
    );
    assert_eq!(v["sticks_changed"], 1);
    let mv = GameMove::Add { at: at(0, 4) };
    let applied = Matchstick
        .apply(&game("5+3=9;task=add"), &mv, None)
        .expect("legal");
    let effect = serde_json::to_value(applied.effect).expect("serialises");
    assert_eq!(effect, json!({"from": null, "to": {"cell": 0, "slot": 4}}));
    assert_eq!(applied.cost, 1);
    assert_eq!(mv.to_string(), "add 0.4");
    // moves read back from their JSON, and nothing else
    let text = r#"{"type": "move", "from": {"cell": 2, "slot": 2}, "to": {"cell": 2, "slot": 4}}"#;
    let read: Result<GameMove, _> = serde_json::from_str(text);
    assert!(read.is_ok());
    let extra = r#"{"type": "add", "at": {"cell": 2, "slot": 2}, "speed": 3}"#;
    assert!(serde_json::from_str::<GameMove>(extra).is_err());
}

#[test]
fn the_json_answers_keep_the_design_contract() {
    let registry = Registry::new().with(Matchstick);
    let Ok(p) = registry.find("matchstick") else {
        panic!("registered")
    };
    let solved = p
        .solve_json("45+46=99", None, puzzle::StepDetail::Views, &Limits::none())
        .expect("solves");
    assert_eq!(solved["equation"], "45+46=99");
    assert_eq!(solved["moves"], 1);
    assert_eq!(solved["solutions"], json!(["45+48=93", "49+46=95"]));
    for field in ["expanded", "generated", "elapsed_ms"] {
        assert!(solved["stats"][field].is_number(), "{field}");
    }
    assert_eq!(solved["answers"][0]["moves"][0]["from"]["cell"], 7);
    assert_eq!(solved["solver"], "fast");
    assert_eq!(solved["steps"][0]["status"], "solved");
    let hint = p.hint_json("7+3=9", &Limits::none()).expect("hints");
    assert_eq!(hint["move"]["type"], "move");
    let e = p.canonical("7+3=9;k=0").unwrap_err();
    assert_eq!((e.code, e.column), ("bad_value", Some(9)));
    let rows = p
        .compare_json("7+3=9", None, &Limits::none())
        .expect("compares");
    for row in rows["rows"].as_array().into_iter().flatten() {
        assert_eq!(row["cost"], 1, "{row}");
    }
    let made = p
        .generate_json(
            &puzzle::GenerateInput {
                seed: Some(3),
                template: Some("1+1=2;k=2;task=add".into()),
                difficulty: Some("medium".into()),
                ..puzzle::GenerateInput::default()
            },
            &Limits::none(),
        )
        .expect("generates");
    let id = made["game"].as_str().unwrap_or_default();
    assert!(id.ends_with(";task=add;k=2"), "{made}");
    assert_eq!(made["rating"]["level"], "medium");
}

fn request(level: &str, params: &[(&str, &str)], seed: u64) -> GenerateRequest {
    let mut all: BTreeMap<String, String> = BTreeMap::new();
    let info = Matchstick.info();
    for spec in info.generate.iter().chain(&info.rules) {
        all.insert(spec.key.into(), spec.default.clone());
    }
    for (k, v) in params {
        all.insert((*k).into(), (*v).into());
    }
    GenerateRequest {
        difficulty: Some(level.into()),
        seed,
        params: all,
    }
}

#[test]
fn generated_games_have_the_level_asked_for() {
    let sets: &[(&str, &str, &str)] = &[
        ("move", "1", ""),
        ("move", "2", ""),
        ("move", "3", ""),
        ("add", "2", ""),
        ("remove", "1", "leading-minus"),
        ("remove", "2", "equals-may-change"),
    ];
    for level in Matchstick.info().difficulties {
        for &(task, k, rules) in sets {
            let r = request(level, &[("task", task), ("k", k), ("rules", rules)], 7);
            let made = Matchstick
                .generate(&r, &Limits::none())
                .unwrap_or_else(|e| panic!("{level} {task} {k} {rules}: {e}"));
            let g = &made.game;
            assert_eq!((g.task().name(), g.k().to_string()), (task, k.to_string()));
            let rating = made.rating.expect("rated");
            assert_eq!(rating.level, level, "{}", Matchstick.format(g));
            assert!(rating.detail.answers.len() <= 3);
            let again = Matchstick.generate(&r, &Limits::none()).expect("again");
            assert_eq!(Matchstick.format(&again.game), Matchstick.format(g));
        }
    }
    // one added (or removed) stick changes at most an operator: never high by the model
    for task in ["add", "remove"] {
        let e = Matchstick
            .generate(&request("high", &[("task", task)], 7), &Limits::none())
            .err();
        assert!(
            matches!(&e, Some(PuzzleError::NotFound(m)) if m.text.contains("other rules")),
            "{e:?}"
        );
    }
    let division = request("low", &[("rules", "division")], 1);
    let made = Matchstick
        .generate(&division, &Limits::none())
        .expect("made");
    assert!(Matchstick.format(&made.game).ends_with(";rules=division"));
    let e = Matchstick
        .generate(&request("low", &[("k", "4")], 1), &Limits::none())
        .err();
    assert!(e.is_some_and(|e| e.to_string().contains("1 to 3")));
    let e = Matchstick
        .generate(&request("low", &[("rules", "roman")], 1), &Limits::none())
        .err();
    assert!(e.is_some_and(|e| e.to_string().contains("digits only")));
    let stopped = Matchstick.generate(
        &request("high", &[("k", "3")], 1),
        &Limits::none().with_max_expanded(10),
    );
    assert!(
        matches!(stopped, Err(PuzzleError::Stopped { .. })),
        "{stopped:?}"
    );
}

#[test]
fn ratings_follow_the_model() {
    let easy = Matchstick
        .rate(&game("7+3=9"), &Limits::none())
        .expect("rated");
    assert!(Matchstick
        .info()
        .difficulties
        .contains(&easy.level.as_str()));
    assert_eq!(easy.optimum, Some(1));
    assert_eq!(easy.detail.answers, ["7+2=9"]);
    assert!((0.0..=100.0).contains(&easy.score));
    let harder = Matchstick
        .rate(&game("45+46=99;k=2"), &Limits::none())
        .expect("rated");
    assert!(harder.score > easy.score);
    // a game part-way is rated as its puzzle
    let part = Matchstick
        .rate(&game("7+3=9;taken=0.a;placed=0.e"), &Limits::none())
        .expect("rated");
    assert_eq!(part, easy);
    let none = Matchstick.rate(&game("1-2=72"), &Limits::none());
    assert!(matches!(none, Err(PuzzleError::NotFound(_))), "{none:?}");
}

#[test]
fn the_libraries_are_built_in_and_the_same_every_time() {
    let libraries = Matchstick.libraries();
    assert_eq!(libraries, Matchstick.libraries());
    let names: Vec<&str> = libraries.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["seed report", "generated"]);
    let report = &libraries[0];
    assert_eq!(report.entries.len(), 15);
    assert_eq!(report.entries[0].game, "7+3=9");
    assert_eq!(report.entries[0].level.as_deref(), Some("easy"));
    assert_eq!(report.entries[0].name.as_deref(), Some("report #1"));
    let generated = &libraries[1];
    assert_eq!(generated.entries.len(), 60);
    for entry in &generated.entries {
        let g = game(&entry.game);
        assert_eq!(Matchstick.format(&g), entry.game);
        let rating = Matchstick.rate(&g, &Limits::none()).expect("rated");
        assert_eq!(Some(rating.level), entry.level, "{}", entry.game);
    }
    let catalogue = super::catalogue_library(&[1], 1, 1, &Limits::none()).expect("made");
    assert!(!catalogue.entries.is_empty());
    for entry in &catalogue.entries {
        assert_eq!(solutions(&entry.game).len(), 1, "{}", entry.game);
    }
}

/// Every error of the crate says catalogue words, and its `Display` is their English from the
/// English catalogue (not the bare key of a message the catalogue lacks).
#[test]
fn every_error_displays_its_words_in_english() {
    use crate::catalogue::CatalogueError;
    use crate::description::DescriptionError;
    use crate::game::MoveError;
    use crate::parse::ParseError;

    fn check(error: &impl std::error::Error, words: puzzle::Words) {
        if let Err(e) = puzzle::conformance::check_said(&error.to_string(), &words) {
            panic!("{e}");
        }
    }
    let parse_errors = [
        ParseError::Empty,
        ParseError::UnknownCharacter {
            column: 2,
            character: 'a',
            hint: "arabic",
        },
        ParseError::TooLong {
            length: 40,
            max: 32,
        },
        ParseError::NoEquals,
        ParseError::SecondEquals { column: 4 },
        ParseError::EmptySide { column: 1 },
        ParseError::TwoOperators { column: 3 },
        ParseError::MissingLeftOperand { column: 1 },
        ParseError::MissingRightOperand { column: 4 },
        ParseError::UnaryMinus { column: 1 },
        ParseError::DivisionDisabled { column: 2 },
        ParseError::LeadingZero {
            column: 1,
            number: "07".to_string(),
        },
        ParseError::BadNumeral {
            column: 1,
            numeral: "IIII".to_string(),
        },
    ];
    for e in &parse_errors {
        check(e, e.words());
        let wrapped = DescriptionError::Equation(e.clone());
        check(&wrapped, wrapped.words());
    }
    for e in [
        DescriptionError::UnknownField("x".to_string()),
        DescriptionError::BadValue {
            field: "task",
            value: "swap".to_string(),
        },
        DescriptionError::BadValue {
            field: "k",
            value: "0".to_string(),
        },
        DescriptionError::BadValue {
            field: "rules",
            value: "fast".to_string(),
        },
    ] {
        check(&e, e.words());
    }
    for e in [
        CatalogueError::ShapeChangingRules,
        CatalogueError::TooLarge,
        CatalogueError::Stopped(search::StopReason::TimeLimit),
    ] {
        check(&e, e.words());
    }
    for e in [
        MoveError::FixedCell { cell: 3 },
        MoveError::NoSuchSlot { cell: 0, slot: 9 },
        MoveError::NoStick { cell: 0, slot: 1 },
        MoveError::Occupied { cell: 0, slot: 1 },
        MoveError::OverBudget { k: 1 },
        MoveError::WrongKind { kind: "move" },
        MoveError::WrongKind { kind: "add" },
    ] {
        check(&e, e.words());
    }
}
