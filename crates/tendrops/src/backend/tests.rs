//! The trait's tests: conformance, the figures of docs/rules/tendrops.md and the README through the trait,
//! the JSON the generic routes write, generation, and property tests on game IDs and moves.

use std::collections::BTreeMap;
use std::time::Duration;

use proptest::prelude::*;
use puzzle::{conformance, GenerateInput, JsonAnswers, Registry, StepDetail};
use search::Claim;
use serde_json::json;

use super::*;
use crate::board::Board;
use crate::campaign::campaign;
use crate::game::Game;
use crate::rules::{Rules, Timing};

fn limits() -> Limits {
    Limits::none().with_max_time(Duration::from_secs(20))
}

fn position(text: &str) -> Position {
    TenDrops.parse(text).unwrap()
}

fn registered() -> Registry {
    Registry::new().with(TenDrops)
}

#[test]
fn ten_drops_conforms() {
    let games = [
        EXAMPLE,
        // every rule, multi-line input
        "030400\n430042\n241042\n400103\n013442\n340133\n;timing=b-cap;supply=12",
        "0340/4304/0020;empty-taps=forbid;combo=2;clear-bonus=0",
        "0340/4304/0020;timing=a-cap;combo=0",
        "0340/4304/0020;timing=b-sum",
        // solved, stuck, unsolvable within the supply
        "000/000",
        "000/000;supply=0",
        "0120/3004;supply=0",
        "1;supply=2",
        "11/11;empty-taps=forbid;supply=3",
        // a game in progress after bonuses
        "44;supply=999",
    ];
    conformance::check(&TenDrops, &games, &limits()).unwrap();
}

#[test]
fn the_readme_example_needs_two_taps() {
    let game = position("040244/304244/003030/000413/243220/004423");
    let solved = TenDrops.solve(&game, "exact", &Limits::none()).unwrap();
    assert_eq!(solved.claim, Claim::Optimal);
    assert_eq!((solved.cost, solved.lower_bound), (Some(2), Some(2)));
    assert_eq!(solved.path.len(), 2);
    assert_eq!(solved.payload.solution.drops_left, Some(16));
    let hint = TenDrops.hint(&game, &Limits::none()).unwrap();
    assert_eq!((hint.remaining, hint.optimal), (Some(2), true));
    assert!(hint.mv.is_some());
}

#[test]
fn campaign_pars_hold_through_the_trait() {
    // docs/rules/tendrops.md: the timing models differ on real boards (level 1 needs 3 taps under b-sum).
    for level in campaign().into_iter().take(4) {
        for timing in Timing::ALL {
            let id = format!("{};timing={timing}", level.board);
            let solved = TenDrops.solve(&position(&id), "exact", &limits()).unwrap();
            assert_eq!(solved.claim, Claim::Optimal, "{id}");
            assert_eq!(solved.cost, Some(u64::from(level.par_in(timing))), "{id}");
        }
    }
}

#[test]
fn the_solvers_agree_on_a_small_board() {
    let game = position("0340/4304/0020");
    let optimum = TenDrops.solve(&game, "exact", &limits()).unwrap().cost;
    for solver in TenDrops.solvers() {
        let solved = TenDrops.solve(&game, &solver.name, &limits()).unwrap();
        if solver.exact && solver.name != "most-left" && solved.cost.is_some() {
            assert_eq!(solved.cost, optimum, "{}", solver.name);
            assert_eq!(solved.claim, Claim::Optimal, "{}", solver.name);
        }
        if let Some(cost) = solved.cost {
            assert!(cost >= optimum.unwrap_or(0), "{}", solver.name);
        }
    }
    let shallow = TenDrops.solve(&game, "report-iddfs:4", &limits()).unwrap();
    assert_eq!(shallow.claim, Claim::NoSolutionWithin { depth: 4 });
    let deep = TenDrops.solve(&game, "seed-id:6", &limits()).unwrap();
    assert_eq!(deep.cost, optimum);
    for old in ["seed-id:4", "seed-greedy", "td-beam:20", "bfs"] {
        assert!(TenDrops.solve(&game, old, &limits()).is_ok(), "{old}");
    }
    let e = TenDrops.solve(&game, "fastest", &limits()).unwrap_err();
    assert_eq!(e.code(), "unknown_solver");
}

#[test]
fn most_left_keeps_its_proof_in_the_payload() {
    // Campaign level 3: the most drops left take more taps than the minimum? Either way the
    // payload proves the drops left, the envelope's claim speaks of taps.
    let game = position("030400/430042/241042/400103/013442/340133");
    let shortest = TenDrops.solve(&game, "exact", &limits()).unwrap();
    let most = TenDrops.solve(&game, "most-left", &limits()).unwrap();
    let payload = &most.payload.solution;
    assert!(payload.optimal);
    assert_eq!(payload.drops_left_bound, payload.drops_left);
    assert_eq!(most.lower_bound, shortest.cost);
    let expected = if most.cost == shortest.cost {
        Claim::Optimal
    } else {
        Claim::Heuristic
    };
    assert_eq!(most.claim, expected);
    let taps_left = &most.payload.taps_left;
    assert_eq!(taps_left.len(), most.path.len() + 1);
    assert_eq!(taps_left[0].h, shortest.cost.map(|c| c as u32));
    assert!(taps_left.iter().all(|t| t.h.is_some()));
}

#[test]
fn stopped_and_unsolvable_answers_say_so() {
    let hard = position("040043/234201/104120/104302/140000/043100");
    let stopped = TenDrops
        .solve(&hard, "exact", &Limits::none().with_max_expanded(20))
        .unwrap();
    assert!(matches!(stopped.claim, Claim::Stopped { .. }));
    assert!(stopped.lower_bound.is_some_and(|b| b <= 8));
    let hopeless = position("1;supply=2");
    let none = TenDrops.solve(&hopeless, "exact", &limits()).unwrap();
    assert_eq!((none.claim, none.cost), (Claim::NoSolution, None));
    assert_eq!(none.payload.solution.solvable, Some(false));
    let hint = TenDrops.hint(&hopeless, &limits()).unwrap();
    assert!(hint
        .note
        .is_some_and(|n| n.text.contains("2 drops left (proven)")));
    let lost = position("1;supply=0");
    assert_eq!(TenDrops.status(&lost), Status::Stuck);
    let hint = TenDrops.hint(&lost, &limits()).unwrap();
    assert!(hint.mv.is_none() && hint.note.is_some());
    let won = position("0");
    assert_eq!(
        TenDrops
            .hint(&won, &limits())
            .unwrap()
            .note
            .map(|n| n.text)
            .as_deref(),
        Some("the board is already clear")
    );
    // the greedy has no bound to prove: none in the envelope
    let greedy = TenDrops
        .solve(&position(EXAMPLE), "report-greedy", &limits())
        .unwrap();
    if greedy.claim == Claim::Heuristic {
        assert_eq!(greedy.lower_bound, None);
    }
}

#[test]
fn the_json_has_the_contract_fields() {
    let registry = registered();
    let p = registry.find("tendrops").unwrap();
    let solved = p
        .solve_json(EXAMPLE, None, StepDetail::Views, &Limits::none())
        .unwrap();
    for key in [
        "solvable",
        "taps",
        "sequence",
        "optimal",
        "timing",
        "stats",
        "lower_bound",
        "drops_left",
        "empty_taps",
        "supply",
        "objective",
        "taps_left",
    ] {
        assert!(solved.get(key).is_some(), "{key} missing");
    }
    assert_eq!(solved["taps"], 2);
    assert_eq!(solved["lower_bound"], 2);
    assert_eq!(solved["timing"], "a-sum");
    assert_eq!(solved["objective"], "min_taps");
    assert_eq!(solved["claim"]["kind"], "optimal");
    assert_eq!(solved["sequence"][0], json!([2, 2]));
    assert_eq!(solved["steps"][0]["move"], json!({ "tap": [2, 2] }));
    assert_eq!(solved["steps"][1]["status"], "solved");
    assert_eq!(solved["steps"][0]["h"], 1);
    assert!(solved["steps"][0]["effect"]["log"]["frames"].is_array());
    assert_eq!(
        solved["taps_left"][1],
        json!({ "g": 1, "h": 1, "h_lower_bound": 1 })
    );
    // g/h/f show the admissible bound (1 here); taps_left has the proven minimum
    assert!(solved["start"]["h"]
        .as_u64()
        .is_some_and(|h| (1..=2).contains(&h)));
    assert_eq!(solved["taps_left"][0]["h"], 2);

    let played = p
        .play_json("44;supply=3", &json!({ "tap": [0, 1] }), None)
        .unwrap();
    assert_eq!(played["game"], "00;supply=3");
    assert_eq!(played["status"], "solved");
    assert_eq!(played["effect"]["report"]["bursts"], 2);
    assert_eq!(played["view"]["cleared"], true);
    let e = p
        .play_json("44", &json!({ "tap": [0, 2] }), None)
        .unwrap_err();
    assert_eq!(e.code, "illegal_move");
    let e = p
        .play_json("44", &json!({ "cell": [0, 1] }), None)
        .unwrap_err();
    assert!(e.message.contains("{\"tap\": [2, 3]}"), "{}", e.message);

    let position = p.position_json("01\n20;empty-taps=forbid").unwrap();
    assert_eq!(position["game"], "01/20;empty-taps=forbid");
    assert_eq!(position["legal_move_count"], 2);
    assert_eq!(position["view"]["supply"], 10);

    let hint = p.hint_json(EXAMPLE, &Limits::none()).unwrap();
    assert_eq!(hint["remaining"], 2);
    let rating = p.rate_json(EXAMPLE, &Limits::none()).unwrap();
    assert_eq!(
        (rating["level"].clone(), rating["optimum"].clone()),
        (json!("easy"), json!(2))
    );

    let compared = p.compare_json(EXAMPLE, None, &limits()).unwrap();
    let rows = compared["rows"].as_array().unwrap();
    assert_eq!(
        rows.len(),
        TenDrops.solvers().iter().filter(|s| s.compare).count()
    );
    assert_eq!(rows[0]["cost"], 2);
}

/// A checked request as the generic layer makes it: every option present, default rules.
fn request(difficulty: &str, seed: u64, rows: usize, cols: usize) -> GenerateRequest {
    let (rows, cols) = (rows.to_string(), cols.to_string());
    let mut params: BTreeMap<String, String> = TenDrops
        .info()
        .rules
        .into_iter()
        .map(|spec| (spec.key.to_string(), spec.default))
        .collect();
    params.insert("rows".into(), rows);
    params.insert("cols".into(), cols);
    GenerateRequest {
        difficulty: Some(difficulty.into()),
        seed,
        params,
    }
}

#[test]
fn generated_games_keep_their_rules_and_rating() {
    let registry = registered();
    let p = registry.find("tendrops").unwrap();
    let mut params = BTreeMap::new();
    params.insert("timing".to_string(), "b-sum".to_string());
    params.insert("empty_taps".to_string(), "forbid".to_string());
    params.insert("supply".to_string(), "12".to_string());
    let input = GenerateInput {
        difficulty: Some("easy".into()),
        seed: Some(7),
        params,
        template: None,
    };
    let made = p.generate_json(&input, &limits()).unwrap();
    let game = made["game"].as_str().unwrap();
    assert!(
        game.ends_with(";timing=b-sum;supply=12;empty-taps=forbid"),
        "{game}"
    );
    assert_eq!(made["rating"]["level"], "easy");
    let taps = made["rating"]["optimum"].as_u64().unwrap();
    assert!((2..=3).contains(&taps));
    // the same seed and options give the same game, and the rating holds when re-rated
    assert_eq!(p.generate_json(&input, &limits()).unwrap()["game"], game);
    assert_eq!(p.rate_json(game, &limits()).unwrap()["optimum"], taps);

    let mut big = BTreeMap::new();
    big.insert("rows".to_string(), "7".to_string());
    big.insert("cols".to_string(), "7".to_string());
    let e = p
        .generate_json(
            &GenerateInput {
                params: big,
                ..GenerateInput::default()
            },
            &limits(),
        )
        .unwrap_err();
    assert_eq!(e.code(), "too_large");
    let small = request("medium", 5, 3, 4);
    if let Ok(made) = TenDrops.generate(&small, &limits()) {
        assert_eq!(made.game.board().rows(), 3);
    }
}

#[test]
fn generation_stops_within_its_time() {
    let request = request("expert", 11, 6, 6);
    let started = std::time::Instant::now();
    let limits = Limits::none().with_max_time(Duration::from_millis(300));
    match TenDrops.generate(&request, &limits) {
        Ok(made) => assert_eq!(made.rating.map(|r| r.level), Some("expert".to_string())),
        Err(e) => assert_eq!(e.code(), "stopped", "{e}"),
    }
    assert!(
        started.elapsed() < Duration::from_millis(900),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn the_campaign_is_the_built_in_library() {
    let libraries = TenDrops.libraries();
    assert_eq!(libraries.len(), 1);
    let campaign_library = &libraries[0];
    assert_eq!(campaign_library.name, "campaign");
    assert_eq!(campaign_library.entries.len(), 15);
    let first = &campaign_library.entries[0];
    assert_eq!(first.game, EXAMPLE);
    assert_eq!(first.name.as_deref(), Some("level 1"));
    assert_eq!(first.level.as_deref(), Some("easy"));
    assert_eq!(first.notes.get("par").map(String::as_str), Some("2"));
    assert_eq!(first.notes.get("par b-sum").map(String::as_str), Some("3"));
    for entry in &campaign_library.entries {
        assert_eq!(TenDrops.format(&position(&entry.game)), entry.game);
    }
    assert_eq!(TenDrops.libraries(), libraries);
}

#[test]
fn info_is_complete() {
    let info = TenDrops.info();
    assert_eq!((info.id, info.native_name), ("tendrops", "十滴水"));
    let keys: Vec<&str> = info.rules.iter().map(|s| s.key).collect();
    assert_eq!(keys, KEYS);
    for spec in &info.rules {
        assert_eq!(
            spec.check(&spec.default),
            Ok(spec.default.clone()),
            "{}",
            spec.key
        );
    }
    assert_eq!(info.difficulties, ["easy", "medium", "hard", "expert"]);
    assert_eq!(TenDrops.solvers()[0].name, "exact");
}

/// Any board of up to 7x6 cells under any rules.
fn any_position() -> impl Strategy<Value = Position> {
    (1usize..=7, 1usize..=6)
        .prop_flat_map(|(rows, cols)| {
            (
                proptest::collection::vec(0u8..=4, rows * cols),
                Just((rows, cols)),
                0usize..4,
                0u32..=MAX_SUPPLY,
                any::<bool>(),
                0u32..=MAX_BONUS_RULE,
                0u32..=MAX_BONUS_RULE,
            )
        })
        .prop_map(
            |(cells, (rows, cols), timing, supply, empty_taps, combo, clear_bonus)| {
                let board = Board::from_cells(rows, cols, cells).unwrap();
                let rules = Rules {
                    timing: Timing::ALL[timing],
                    empty_taps,
                    supply,
                    combo,
                    clear_bonus,
                };
                Position::new(board, rules)
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn game_ids_round_trip(position in any_position()) {
        let id = TenDrops.format(&position);
        let again = TenDrops.parse(&id).unwrap();
        prop_assert_eq!(&again, &position);
        prop_assert_eq!(TenDrops.format(&again), id.clone());
        // one row per line reads the same
        let lines = id.replacen(';', "\n;", 1).replace('/', "\n");
        prop_assert_eq!(TenDrops.parse(&lines).unwrap(), position);
    }

    #[test]
    fn every_legal_move_applies_as_the_game_plays_it(position in any_position()) {
        let supply = position.supply().min(5);
        let position = Position::new(position.board().clone(), position.rules().with_supply(supply));
        let moves = TenDrops.legal_moves(&position);
        let mut game = Game::new(position.board().clone(), *position.rules());
        prop_assert_eq!(moves.len(), game.legal_taps().len());
        for mv in &moves {
            let applied = TenDrops.apply(&position, mv, None).unwrap();
            let report = game.tap(mv.pos()).unwrap();
            prop_assert_eq!(applied.effect.report, report);
            prop_assert_eq!(applied.game.board(), game.board());
            prop_assert_eq!(applied.game.supply(), game.supply());
            // undo restores the position the move was applied to
            game.undo();
            prop_assert_eq!(game.board(), position.board());
            prop_assert_eq!(game.supply(), position.supply());
        }
        // every cell not listed is refused
        let board = position.board();
        for index in 0..board.len() {
            let mv = Tap::at(board.pos(index));
            if !moves.contains(&mv) {
                let refused = TenDrops.apply(&position, &mv, None);
                prop_assert!(refused.is_err());
                prop_assert_eq!(refused.unwrap_err().code, "illegal_move");
            }
        }
    }

    #[test]
    fn a_line_of_taps_undoes_step_by_step(position in any_position(), taps in proptest::collection::vec(0usize..42, 1..8)) {
        let mut ids = vec![TenDrops.format(&position)];
        let mut at = position.clone();
        let mut game = Game::new(position.board().clone(), *position.rules());
        for tap in taps {
            let Some(&mv) = TenDrops.legal_moves(&at).get(tap % 42) else { continue };
            at = TenDrops.apply(&at, &mv, None).unwrap().game;
            game.tap(mv.pos()).unwrap();
            // a game ID holds at most MAX_SUPPLY drops and bonus drops past it are lost (the
            // cap has its own test); the plain game has no cap, so it is the model below it
            prop_assume!(game.supply() <= MAX_SUPPLY);
            ids.push(TenDrops.format(&at));
        }
        while game.undo().is_some() {
            ids.pop();
            let back = Position::new(game.board().clone(), position.rules().with_supply(game.supply()));
            prop_assert_eq!(Some(&TenDrops.format(&back)), ids.last());
        }
    }

    #[test]
    fn parsing_never_panics(text in "[0-9./ \n;=a-z-]{0,40}") {
        if let Ok(position) = TenDrops.parse(&text) {
            prop_assert_eq!(TenDrops.parse(&TenDrops.format(&position)).unwrap(), position);
        } else if let Err(e) = TenDrops.parse(&text) {
            prop_assert!(e.span.is_none_or(|s| s.end <= text.len()));
        }
    }
}

/// Every error of the crate says catalogue words, and its `Display` is their English from the
/// English catalogue (not the bare key of a message the catalogue lacks).
#[test]
fn every_error_displays_its_words_in_english() {
    use crate::board::{BoardError, LocatedBoardError, ParseBoardError, ParsePosError, Pos};
    use crate::contender::{ContenderMisspelling, ParseContenderError};
    use crate::events::TapError;
    use crate::game::MoveError;
    use crate::generate::{Difficulty, GenerateError, ParseDifficultyError};
    use crate::playback::PlaybackError;
    use crate::rules::ParseTimingError;
    use crate::solver::SolveError;

    fn check(error: &(impl std::error::Error + ?Sized), words: puzzle::Words) {
        if let Err(e) = puzzle::conformance::check_said(&error.to_string(), &words) {
            panic!("{e}");
        }
    }
    let parse_board = [
        ParseBoardError::Empty,
        ParseBoardError::BadCell {
            row: 3,
            column: 2,
            found: 'x',
        },
        ParseBoardError::RaggedRow {
            row: 2,
            found: 3,
            expected: 4,
        },
        ParseBoardError::EmptyRow { row: 2 },
        ParseBoardError::TooManyRows { found: 17 },
        ParseBoardError::TooManyColumns { found: 17 },
    ];
    for e in parse_board {
        check(&e, e.words());
        let located = LocatedBoardError {
            error: e.clone(),
            span: 0..1,
        };
        check(&located, located.words());
        assert_eq!(located.to_string(), e.to_string());
    }
    for e in [
        BoardError::BadSize { rows: 0, cols: 3 },
        BoardError::WrongCellCount {
            expected: 4,
            found: 3,
        },
        BoardError::BadValue {
            pos: Pos::new(1, 2),
            value: 7,
        },
    ] {
        check(&e, e.words());
    }
    let pos = ParsePosError {
        input: "a".to_string(),
    };
    check(&pos, pos.words());
    let timing = ParseTimingError {
        input: "c-sum".to_string(),
    };
    check(&timing, timing.words());
    let taps = [
        TapError::OutsideBoard {
            pos: Pos::new(1, 0),
            rows: 1,
            cols: 2,
        },
        TapError::EmptyCell {
            pos: Pos::new(0, 0),
        },
    ];
    for e in &taps {
        check(e, e.words());
    }
    let moves = [
        MoveError::Tap(taps[1].clone()),
        MoveError::NoSupply { drops: 3 },
        MoveError::AlreadyWon,
    ];
    for e in &moves {
        check(e, e.words());
    }
    let too_large = SolveError::TooLarge { cells: 64, max: 42 };
    check(&too_large, too_large.words());
    for e in [
        PlaybackError::Replay {
            number: 2,
            pos: Pos::new(0, 1),
            error: moves[1].clone(),
        },
        PlaybackError::Solve(too_large),
    ] {
        check(&e, e.words());
    }
    let difficulty = ParseDifficultyError {
        input: "brutal".to_string(),
    };
    check(&difficulty, difficulty.words());
    for e in [
        GenerateError::NotFound {
            difficulty: Difficulty::Hard,
            attempts: 10,
            seed: 7,
        },
        GenerateError::TooLarge { rows: 8, cols: 8 },
        GenerateError::Stopped {
            attempts: 3,
            reason: search::StopReason::TimeLimit,
        },
    ] {
        check(&e, e.words());
    }
    let misspelt = "astar:x".parse::<search::Algorithm>().unwrap_err();
    for reason in [
        ContenderMisspelling::Parameter,
        ContenderMisspelling::Algorithm(misspelt),
    ] {
        check(&reason, reason.words());
        let e = ParseContenderError {
            input: "nonsense".to_string(),
            reason,
        };
        check(&e, e.words());
    }
}
