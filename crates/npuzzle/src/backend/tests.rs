//! The trait's tests: conformance, known optimal lengths through the trait, the JSON the
//! generic routes write, generation, the built-in libraries, and property tests on game IDs
//! and moves.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use proptest::prelude::*;
use puzzle::{conformance, GenerateInput, JsonAnswers, PuzzleError, Registry, StepDetail};
use search::{Claim, StopReason};
use serde_json::json;

use super::libraries::{from_korf, GENERATED, HARDEST_EIGHT, KORF, LOYD, TEXTBOOKS};
use super::*;
use crate::board::Board;
use crate::generate::{generate as generate_board, Level};
use crate::goal::Goal;
use crate::size::Size;
use crate::solver::SolveOptions;

fn limits() -> Limits {
    Limits::none().with_max_time(Duration::from_secs(60))
}

fn board(text: &str) -> Position {
    NPuzzle.parse(text).unwrap()
}

fn registered() -> Registry {
    Registry::new().with(NPuzzle)
}

#[test]
fn the_puzzle_conforms() {
    let games = [
        EXAMPLE,
        "1 2 3/4 5 6/7 8 0",
        "1 2 3\n4 0 5\n7 8 6\n",
        "1,2,3,4,5,6,7,0,8",
        "2 1 3/4 5 6/7 8 0",
        LOYD,
        "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0",
        "1 7 2 8/5 4 14 3/0 13 6 11/15 9 10 12",
        "6 1 3 5 10/11 2 7 9 4/16 12 8 14 15/0 18 13 19 20/21 17 22 23 24",
        "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5",
        "8 2 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5",
        "1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0;goal=0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15",
        "4 1 2 3/0 5 6 7/8 9 10 11/12 13 14 15;goal=0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15",
    ];
    conformance::check(&NPuzzle, &games, &limits()).unwrap();
}

#[test]
fn the_example_is_the_hardest_eight_puzzle_and_quick() {
    let started = Instant::now();
    let solved = NPuzzle
        .solve(&board(EXAMPLE), EXACT, &Limits::none())
        .unwrap();
    assert_eq!(solved.claim, Claim::Optimal);
    assert_eq!((solved.cost, solved.lower_bound), (Some(31), Some(31)));
    assert_eq!(solved.payload.moves, Some(31));
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    for game in HARDEST_EIGHT {
        let s = NPuzzle.solve(&board(game), EXACT, &limits()).unwrap();
        assert_eq!((s.cost, s.claim), (Some(31), Claim::Optimal), "{game}");
    }
}

#[test]
fn korf_instances_and_the_generated_library_have_their_lengths() {
    for (cells, length) in KORF {
        let game = board(&from_korf(&cells));
        let s = NPuzzle.solve(&game, EXACT, &limits()).unwrap();
        assert_eq!(
            (s.cost, s.claim),
            (Some(u64::from(length)), Claim::Optimal),
            "{game}"
        );
        let r = NPuzzle.rate(&game, &limits()).unwrap();
        assert_eq!(
            (r.level.as_str(), r.optimum),
            ("expert", Some(u64::from(length)))
        );
    }
    for (game, level, seed, length) in GENERATED {
        let b = board(game);
        assert_eq!(NPuzzle.format(&b), game, "canonical");
        let r = NPuzzle.rate(&b, &limits()).unwrap();
        assert_eq!(
            (r.level.as_str(), r.optimum),
            (level, Some(u64::from(length))),
            "{game}"
        );
        // drawn again from its seed (5x5 hard takes the longest: tenths of a second)
        let g = generate_board(
            b.board.size(),
            level.parse::<Level>().unwrap(),
            seed,
            &SolveOptions::default(),
            &limits(),
        )
        .unwrap();
        assert_eq!(
            (g.board, g.optimal_length),
            (b.board, length),
            "{level} seed {seed}"
        );
    }
}

/// Distances to `goal` (cells, blank 0) of every position that reaches it, by a plain
/// breadth-first search over cell vectors that knows nothing of the crate's boards and moves.
fn bfs_from(goal: &[u8]) -> std::collections::HashMap<Vec<u8>, u32> {
    let width = (goal.len() as f64).sqrt() as usize;
    let mut dist = std::collections::HashMap::from([(goal.to_vec(), 0u32)]);
    let mut queue = std::collections::VecDeque::from([goal.to_vec()]);
    while let Some(state) = queue.pop_front() {
        let d = dist[&state];
        let blank = state.iter().position(|&c| c == 0).unwrap();
        let (r, c) = (blank / width, blank % width);
        let mut next = Vec::new();
        if r > 0 {
            next.push(blank - width);
        }
        if r + 1 < width {
            next.push(blank + width);
        }
        if c > 0 {
            next.push(blank - 1);
        }
        if c + 1 < width {
            next.push(blank + 1);
        }
        for n in next {
            let mut child = state.clone();
            child.swap(blank, n);
            if !dist.contains_key(&child) {
                dist.insert(child.clone(), d + 1);
                queue.push_back(child);
            }
        }
    }
    dist
}

#[test]
fn the_textbook_examples_have_their_figures() {
    let library = NPuzzle.libraries();
    let textbooks = library.iter().find(|l| l.name == "textbooks").unwrap();
    assert_eq!(textbooks.entries.len(), TEXTBOOKS.len());
    for (t, entry) in TEXTBOOKS.iter().zip(&textbooks.entries) {
        let p = board(t.game);
        assert_eq!(NPuzzle.format(&p), t.game, "canonical");
        assert_eq!(entry.game, t.game);
        let view = NPuzzle.view(&p);
        assert_eq!((view.misplaced, view.manhattan), t.h1_h2, "{}", t.name);
        let s = NPuzzle.solve(&p, EXACT, &limits()).unwrap();
        match t.optimal {
            Some(length) => {
                assert_eq!(
                    (s.cost, s.claim),
                    (Some(u64::from(length)), Claim::Optimal),
                    "{}",
                    t.name
                );
                let mut played = p;
                for mv in &s.path {
                    played = NPuzzle.apply(&played, mv, None).unwrap().game;
                }
                assert_eq!(NPuzzle.status(&played), Status::Solved, "{}", t.name);
            }
            None => assert_eq!(s.claim, Claim::NoSolution, "{}", t.name),
        }
        // the 3x3 lengths once more by a breadth-first search from the goal
        if p.board.size() == Size::Three {
            let distances = bfs_from(p.goal.board().cells());
            assert_eq!(
                distances.get(p.board.cells()).copied(),
                t.optimal,
                "{}",
                t.name
            );
        }
    }
    // the issue's own example, and its goal's view
    let nilsson = board("2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5");
    assert_eq!(
        NPuzzle.view(&nilsson).goal,
        Some(vec![1, 2, 3, 8, 0, 4, 7, 6, 5])
    );
    let standard = board("2 8 3/1 6 4/7 0 5");
    let hint = NPuzzle.hint(&standard, &limits()).unwrap();
    assert!(hint.unwinnable);
}

#[test]
fn a_goal_of_the_game_is_honoured_everywhere() {
    let game = board("2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5");
    // every solver, exact or not, ends at the goal; the exact ones in 5 moves
    for solver in NPuzzle.solvers() {
        let s = NPuzzle.solve(&game, &solver.name, &limits()).unwrap();
        if solver.exact {
            assert_eq!(
                (s.cost, s.claim),
                (Some(5), Claim::Optimal),
                "{}",
                solver.name
            );
        }
        if let Some(cost) = s.cost {
            assert!(cost >= 5, "{}", solver.name);
            let mut played = game;
            for mv in &s.path {
                played = NPuzzle.apply(&played, mv, None).unwrap().game;
            }
            assert_eq!(NPuzzle.status(&played), Status::Solved, "{}", solver.name);
        }
        assert_eq!(s.payload.goal, game.goal);
    }
    // the hint walks to the goal, each step optimal
    let mut at = game;
    for left in (1..=5).rev() {
        let h = NPuzzle.hint(&at, &limits()).unwrap();
        assert_eq!((h.remaining, h.optimal), (Some(left), true));
        at = NPuzzle.apply(&at, &h.mv.unwrap(), None).unwrap().game;
    }
    let done = NPuzzle.hint(&at, &limits()).unwrap();
    assert_eq!(
        done.note.map(|n| n.text).as_deref(),
        Some("already solved: the tiles stand as in the goal")
    );
    assert_eq!(NPuzzle.heuristic(&at), Some(0));
    // the rating uses the goal's distance and scale (the blank in the middle: longest 30)
    let r = NPuzzle.rate(&game, &limits()).unwrap();
    assert_eq!((r.optimum, r.detail.longest), (Some(5), 30.0));
    // unsolvable towards this goal: the proof names it
    let swapped = board("8 2 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5");
    let s = NPuzzle.solve(&swapped, EXACT, &limits()).unwrap();
    assert_eq!(s.claim, Claim::NoSolution);
    assert!(s
        .payload
        .proof
        .unwrap()
        .contains("the goal 1 2 3/8 0 4/7 6 5 has 7"));
    assert!(NPuzzle.rate(&swapped, &limits()).is_err());
}

/// A comparison measures each heuristic along the optimal path it found (mean h / h*): the
/// 3x3 pattern database is exact (1 exactly), misplaced tiles never exceed Manhattan distance
/// on any state (so neither does their mean on one path), both at most 1 (admissible); a
/// blind solver has none; the textbook's game towards its own goal is measured too.
#[test]
fn a_comparison_measures_each_heuristic_along_the_optimal_path() {
    let registry = registered();
    let Ok(p) = registry.find("n-puzzle") else {
        panic!("registered")
    };
    for game in [
        "3 1 2/6 4 5/0 7 8",
        "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5",
    ] {
        let solvers: Vec<String> = ["bfs", "astar/misplaced", "astar/manhattan", "astar/pdb"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let answer = p.compare(game, Some(&solvers), &limits()).unwrap();
        let mean = |name: &str| {
            answer
                .rows
                .iter()
                .find_map(|row| match row {
                    puzzle::CompareRow::Ran(r) if r.solver == name => Some(r.mean_h_ratio),
                    _ => None,
                })
                .expect("a row")
        };
        assert_eq!(mean("bfs"), None, "{game}");
        let (misplaced, manhattan, pdb) = (
            mean("astar/misplaced").unwrap(),
            mean("astar/manhattan").unwrap(),
            mean("astar/pdb").unwrap(),
        );
        assert!(
            (pdb - 1.0).abs() < 1e-12,
            "{game}: the 3x3 database is exact: {pdb}"
        );
        assert!(
            0.0 < misplaced && misplaced <= manhattan && manhattan <= 1.0,
            "{game}: {misplaced} <= {manhattan} <= 1"
        );
    }
    // one move from the goal: h = h* = 1 for both
    let answer = p
        .compare(
            "1 2 3/4 5 6/7 0 8",
            Some(&["astar/misplaced".to_string(), "astar/manhattan".to_string()]),
            &limits(),
        )
        .unwrap();
    for row in &answer.rows {
        let puzzle::CompareRow::Ran(r) = row else {
            panic!("{row:?}")
        };
        assert_eq!(r.mean_h_ratio, Some(1.0), "{}", r.solver);
    }
}

#[test]
fn the_lab_searches_towards_the_games_goal() {
    let registry = registered();
    let Ok(p) = registry.find("n-puzzle") else {
        panic!("registered")
    };
    let game = "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5";
    let request = |algorithm: &str, goal: Option<&str>| puzzle::LabRequest {
        algorithm: algorithm.into(),
        heuristic: Some("misplaced".into()),
        goal: goal.map(String::from),
        max: 1_000,
    };
    // A* and bidirectional BFS, towards the game's goal or a goal chosen in the lab's field
    // on the same start without one (the textbooks' exercise)
    for (algorithm, game, goal) in [
        ("astar", game, None),
        ("bibfs", game, Some("1 2 3/8 0 4/7 6 5")),
        ("astar", "2 8 3/1 6 4/7 0 5", Some("1 2 3/8 0 4/7 6 5")),
        ("bfs", "2 8 3/1 6 4/7 0 5", Some(" 1 2 3 / 8 0 4 / 7 6 5 ")),
    ] {
        let trace = p.trace(game, &request(algorithm, goal), &limits()).unwrap();
        assert_eq!(trace.cost, Some(5), "{algorithm}");
        assert!(
            matches!(trace.claim, search::Claim::Optimal),
            "{algorithm}: {:?}",
            trace.claim
        );
        assert_eq!(
            trace.steps[0].state, "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5",
            "states are named with their goal"
        );
        let path = trace.path.as_ref().expect("a path");
        assert_eq!(
            path.last().map(String::as_str),
            Some("1 2 3/8 0 4/7 6 5;goal=1 2 3/8 0 4/7 6 5")
        );
    }
    // the standard goal is on the other side of the parity: proven unreachable
    let trace = p
        .trace(
            "2 8 3/1 6 4/7 0 5",
            &request("bfs", Some("1 2 3/4 5 6/7 8 0")),
            &limits(),
        )
        .unwrap();
    assert!(
        matches!(trace.claim, search::Claim::NoSolution),
        "{:?}",
        trace.claim
    );
    // a goal of another size, or with a tile the board lacks, is refused, placed in the goal
    let e = p
        .trace(
            game,
            &request("astar", Some("1 2 3 4/5 6 7 8/9 10 11 12/13 14 15 0")),
            &limits(),
        )
        .unwrap_err();
    assert_eq!(e.code(), "goal_size");
    let PuzzleError::Input(e) = p
        .trace(
            game,
            &request("astar", Some("1 2 3/8 0 4/7 6 x")),
            &limits(),
        )
        .unwrap_err()
    else {
        panic!("an input error")
    };
    assert_eq!((e.line, e.column), (Some(1), Some(17)), "{e:?}");
    // the misplaced tiles towards the goal never overestimate over its whole space
    let whole_space = puzzle::LabRequest {
        max: 200_000,
        ..request("astar", None)
    };
    let check = p.heuristic_check(game, &whole_space, &limits()).unwrap();
    assert_eq!(check.answer.check.max_overestimate, 0);
    assert_eq!(check.answer.start_distance, Some(5));
}

#[test]
fn the_generator_makes_games_for_a_template_goal() {
    let registry = registered();
    let Ok(p) = registry.find("n-puzzle") else {
        panic!("registered")
    };
    let input = GenerateInput {
        difficulty: Some("hard".into()),
        seed: Some(4),
        params: BTreeMap::new(),
        template: Some("2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5".into()),
    };
    let made = p.generate(&input, &limits()).unwrap();
    let game = made.game.as_str();
    assert!(game.ends_with(";goal=1 2 3/8 0 4/7 6 5"), "{game}");
    let optimum = made.rating.as_ref().and_then(|r| r.optimum).unwrap();
    assert!((20..=25).contains(&optimum), "{optimum}");
    // its proven length is the distance to the goal
    let position = board(game);
    let distances = bfs_from(position.goal.board().cells());
    assert_eq!(
        distances.get(position.board.cells()).map(|&d| u64::from(d)),
        Some(optimum)
    );
    // a goal that is not a board
    let e = p
        .generate(
            &GenerateInput {
                params: [("goal".to_string(), "1 2 3".to_string())].into(),
                ..GenerateInput::default()
            },
            &limits(),
        )
        .unwrap_err();
    assert!(e.to_string().starts_with("the goal: found 3 cells"), "{e}");
}

#[test]
fn a_goal_whose_tables_are_not_ready_gets_a_cheaper_heuristic_in_time() {
    // a 4x4 goal with the blank on an edge needs a table of its own (seconds to build); no
    // other test of this crate uses that class of goal, so it is not loaded yet
    let game =
        board("1 2 0 3/4 5 6 7/8 9 10 11/12 13 14 15;goal=1 0 2 3/4 5 6 7/8 9 10 11/12 13 14 15");
    let goal = game.goal;
    assert!(tables::needs_own_tables(&goal));
    if tables::if_loaded(&goal).is_none() {
        let s = NPuzzle
            .solve(
                &game,
                EXACT,
                &Limits::none().with_max_time(Duration::from_millis(1)),
            )
            .unwrap();
        let note = s.payload.note.as_ref().expect("a note");
        assert!(
            note.text.contains("were still being built"),
            "{}",
            note.text
        );
        assert_eq!(s.payload.heuristic, Some(crate::Heuristic::WalkingDistance));
        assert!(s.lower_bound.is_some());
    }
}

#[test]
fn libraries_are_canonical_named_and_levelled() {
    let libraries = NPuzzle.libraries();
    assert_eq!(libraries, NPuzzle.libraries(), "deterministic");
    let names: Vec<&str> = libraries.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["classics", "textbooks", "levels"]);
    let levels = NPuzzle.info().difficulties;
    for library in &libraries {
        for entry in &library.entries {
            let game = board(&entry.game);
            assert_eq!(NPuzzle.format(&game), entry.game);
            assert!(entry.name.is_some() && entry.source.is_some());
            if let Some(level) = &entry.level {
                assert!(levels.contains(&level.as_str()), "{level}");
            }
        }
    }
    let loyd = board(LOYD);
    let e = NPuzzle.rate(&loyd, &limits()).unwrap_err();
    assert_eq!(e.code(), "not_found");
    assert!(e.to_string().contains("cannot be reached"), "{e}");
}

#[test]
fn unsolvable_positions_are_played_but_answered_by_parity() {
    let loyd = board(LOYD);
    assert_eq!(NPuzzle.status(&loyd), Status::Playing);
    assert_eq!(NPuzzle.legal_moves(&loyd).len(), 2);
    for solver in NPuzzle.solvers() {
        let s = NPuzzle
            .solve(&loyd, &solver.name, &Limits::none().with_max_expanded(0))
            .unwrap();
        assert_eq!(
            (s.claim, s.cost, s.lower_bound),
            (Claim::NoSolution, None, None)
        );
        assert!(!s.payload.solvable && s.payload.moves.is_none());
        assert!(s
            .payload
            .proof
            .as_deref()
            .is_some_and(|p| p.contains("odd")));
    }
    let hint = NPuzzle.hint(&loyd, &limits()).unwrap();
    assert!(hint.mv.is_none());
    assert!(hint
        .note
        .is_some_and(|n| n.text.starts_with("by parity, the tiles have 1 inversions")));
    let done = NPuzzle
        .hint(&Position::standard(Board::goal(Size::Four)), &limits())
        .unwrap();
    assert_eq!(
        done.note.map(|n| n.text).as_deref(),
        Some("already solved: the tiles are in order")
    );
}

#[test]
fn every_solver_agrees_with_the_optimum_on_a_small_position() {
    let game = board("4 1 3/7 2 6/0 5 8");
    for solver in NPuzzle.solvers() {
        let s = NPuzzle.solve(&game, &solver.name, &limits()).unwrap();
        if solver.exact {
            assert_eq!(
                (s.cost, s.claim),
                (Some(6), Claim::Optimal),
                "{}",
                solver.name
            );
        }
        if let Some(cost) = s.cost {
            assert!(cost >= 6, "{}", solver.name);
            assert_eq!(s.lower_bound.map(|b| b <= 6), Some(true), "{}", solver.name);
        }
        if solver.heuristic.is_some() {
            assert!(s.payload.heuristic.is_some(), "{}", solver.name);
        }
    }
    let deep = NPuzzle.solve(&game, "iddfs:4", &limits()).unwrap();
    assert_eq!(deep.claim, Claim::NoSolutionWithin { depth: 4 });
    assert_eq!(deep.lower_bound, Some(6), "past depth 4, with parity: 6");
    let e = NPuzzle.solve(&game, "fastest", &limits()).unwrap_err();
    assert_eq!(e.code(), "unknown_solver");
    let e = NPuzzle
        .solve(
            &board("1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 0 24"),
            "astar/walking-distance",
            &limits(),
        )
        .unwrap_err();
    assert_eq!(e.code(), "unsupported_heuristic");
}

#[test]
fn stopped_searches_say_so_and_keep_their_bound() {
    // Korf #3: 59 moves; 2,000 nodes stop the exact search, the fallback answers.
    let game = board(&from_korf(&KORF[2].0));
    let s = NPuzzle
        .solve(&game, EXACT, &Limits::none().with_max_expanded(2_000))
        .unwrap();
    assert_eq!(s.payload.exact_stopped, Some(StopReason::NodeLimit));
    let bound = s.lower_bound.unwrap();
    assert!((40..=59).contains(&bound), "{bound}");
    match s.claim {
        Claim::Bounded { factor } => {
            assert_eq!(factor, 2.0);
            assert!(s.cost.is_some_and(|c| (59..=118).contains(&c)));
        }
        Claim::Stopped { .. } => assert!(s.cost.is_none()),
        other => panic!("{other:?}"),
    }
    assert!(NPuzzle
        .summarize(&s.payload)
        .iter()
        .any(|l| l.text.contains("the exact search stopped")));
    let hint = NPuzzle
        .hint(&game, &Limits::none().with_max_expanded(2_000))
        .unwrap();
    assert!(!hint.optimal && hint.remaining.is_none());
    let nothing = NPuzzle
        .solve(
            &game,
            "astar/misplaced",
            &Limits::none().with_max_expanded(100),
        )
        .unwrap();
    assert_eq!(
        nothing.claim,
        Claim::Stopped {
            reason: StopReason::NodeLimit
        }
    );
    assert!(nothing.lower_bound.is_some_and(|b| b <= 59));
    let r = NPuzzle
        .rate(&game, &Limits::none().with_max_expanded(1_000))
        .unwrap();
    assert_eq!(r.optimum, None);
    assert!(!r.detail.exact && r.detail.length <= 59);
    assert!(r.why[0].text.starts_with("at least"));
}

#[test]
fn json_through_the_registry() {
    let registry = registered();
    let Ok(p) = registry.find("n-puzzle") else {
        panic!("registered")
    };
    let position = p.position_json("1 2 3\n4 0 6\n7 5 8").unwrap();
    assert_eq!(position["game"], "1 2 3/4 0 6/7 5 8");
    assert_eq!(position["status"], "playing");
    assert_eq!(position["legal_moves"][0], json!({ "tile": 2 }));
    let view = &position["view"];
    assert_eq!(view["size"], 3);
    assert_eq!(view["blank"], json!([1, 1]));
    assert_eq!(view["tiles"], json!([1, 2, 3, 4, 0, 6, 7, 5, 8]));
    assert_eq!(
        (view["misplaced"].clone(), view["manhattan"].clone()),
        (json!(2), json!(2))
    );
    assert_eq!(view["solvable"], true);

    let played = p
        .play_json("1 2 3/4 0 6/7 5 8", &json!({ "tile": 5 }), None)
        .unwrap();
    assert_eq!(played["game"], "1 2 3/4 5 6/7 0 8");
    assert_eq!(played["move_text"], "slide 5 up");
    assert_eq!(
        played["effect"],
        json!({ "tile": 5, "from": [2, 1], "to": [1, 1], "direction": "up" })
    );
    let e = p
        .play_json("1 2 3/4 0 6/7 5 8", &json!({ "tile": 1 }), None)
        .unwrap_err();
    assert_eq!(e.code, "illegal_move");
    let e = p
        .play_json("1 2 3/4 0 6/7 5 8", &json!({ "piece": 1 }), None)
        .unwrap_err();
    assert!(e.message.contains("{\"tile\": 5}"), "{}", e.message);

    let solved = p
        .solve_json(EXAMPLE, None, StepDetail::Views, &limits())
        .unwrap();
    assert_eq!(solved["solver"], "exact");
    assert_eq!(solved["claim"]["kind"], "optimal");
    assert_eq!(
        (solved["cost"].clone(), solved["moves"].clone()),
        (json!(31), json!(31))
    );
    assert_eq!(solved["lower_bound"], 31);
    assert_eq!(solved["solvable"], true);
    assert_eq!(solved["solution"].as_array().map(Vec::len), Some(31));
    assert_eq!(solved["solution"][0], solved["steps"][0]["move"]["tile"]);
    assert!(solved["stats"]["elapsed_ms"].is_number());
    // on 3x3 the pattern database is the exact distance, so f stays 31
    assert_eq!(solved["start"]["h"], 31);
    assert_eq!(solved["steps"][0]["h"], 30);
    assert_eq!(solved["steps"][30]["f"], 31);
    assert_eq!(solved["steps"][30]["status"], "solved");
    assert!(solved["steps"][0]["effect"]["from"].is_array());

    let unsolvable = p
        .solve_json(LOYD, None, StepDetail::Games, &limits())
        .unwrap();
    assert_eq!(unsolvable["claim"]["kind"], "no_solution");
    assert_eq!(
        (unsolvable["moves"].clone(), unsolvable["solvable"].clone()),
        (json!(null), json!(false))
    );
    assert_eq!(unsolvable["lower_bound"], json!(null));
    assert!(unsolvable["summary"][0]
        .as_str()
        .unwrap_or_default()
        .starts_with("no solution"));

    let hint = p.hint_json(EXAMPLE, &limits()).unwrap();
    assert_eq!(
        (hint["remaining"].clone(), hint["optimal"].clone()),
        (json!(31), json!(true))
    );
    assert!(hint["move_text"]
        .as_str()
        .unwrap_or_default()
        .starts_with("slide "));

    let started = Instant::now();
    let compared = p
        .compare_json(
            EXAMPLE,
            None,
            &Limits::none().with_max_time(Duration::from_secs(10)),
        )
        .unwrap();
    let rows = compared["rows"].as_array().cloned().unwrap_or_default();
    assert!(rows.len() >= 10);
    for row in &rows {
        assert!(row.get("error").is_none(), "{row}");
        if row["claim"]["kind"] == "optimal" {
            assert_eq!(row["cost"], 31, "{row}");
        }
    }
    let took = started.elapsed();
    assert!(
        took < Duration::from_secs(10),
        "the 3x3 comparison took {took:?}"
    );

    let rated = p.rate_json(EXAMPLE, &limits()).unwrap();
    assert_eq!(
        (
            rated["level"].clone(),
            rated["score"].clone(),
            rated["optimum"].clone()
        ),
        (json!("expert"), json!(100.0), json!(31))
    );
    assert_eq!(rated["detail"]["size"], "3x3");
}

#[test]
fn generation_is_seeded_sized_and_rated() {
    let registry = registered();
    let Ok(p) = registry.find("n-puzzle") else {
        panic!("registered")
    };
    let info = p.info();
    assert_eq!(info.generate[0].key, SIZE_KEY);
    assert_eq!(info.generate[0].default, "4");
    assert_eq!(info.rules.len(), 1);
    assert_eq!(
        (info.rules[0].key, info.rules[0].default.as_str()),
        (GOAL_KEY, "")
    );
    let mut params = BTreeMap::new();
    params.insert("size".to_string(), "3".to_string());
    let input = GenerateInput {
        difficulty: Some("hard".into()),
        seed: Some(5),
        params,
        template: None,
    };
    let made = p.generate_json(&input, &limits()).unwrap();
    assert_eq!(made["seed"], 5);
    assert_eq!(made["view"]["size"], 3);
    assert_eq!(made["rating"]["level"], "hard");
    let optimum = made["rating"]["optimum"].as_u64().unwrap();
    assert!((20..=25).contains(&optimum));
    assert_eq!(
        p.generate_json(&input, &limits()).unwrap()["game"],
        made["game"]
    );
    // the default: 4x4, medium
    let four = p
        .generate_json(
            &GenerateInput {
                seed: Some(1),
                ..GenerateInput::default()
            },
            &limits(),
        )
        .unwrap();
    assert_eq!(four["game"], "1 5 2 4/14 3 6 8/7 11 10 15/9 12 0 13");
    assert_eq!(four["rating"]["optimum"], 31);
    let mut params = BTreeMap::new();
    params.insert("size".to_string(), "6".to_string());
    let e = p
        .generate_json(
            &GenerateInput {
                params,
                ..GenerateInput::default()
            },
            &limits(),
        )
        .unwrap_err();
    assert!(e.to_string().contains("use 3, 4, 5"), "{e}");
    let stopped = NPuzzle
        .generate(
            &puzzle::GenerateRequest {
                difficulty: Some("expert".into()),
                seed: 3,
                params: [("size".to_string(), "4".to_string())].into(),
            },
            &Limits::none().with_max_expanded(10),
        )
        .unwrap_err();
    assert_eq!(stopped.code(), "stopped");
    assert!(
        stopped.to_string().contains("no expert 4x4 position"),
        "{stopped}"
    );
}

fn any_board() -> impl Strategy<Value = Board> {
    (3usize..=5).prop_flat_map(any_board_of)
}

fn any_board_of(width: usize) -> impl Strategy<Value = Board> {
    let cells: Vec<u8> = (0..(width * width) as u8).collect();
    Just(cells)
        .prop_shuffle()
        .prop_map(|cells| Board::from_cells(&cells).expect("a permutation"))
}

/// A board and a goal of its size: the standard goal a third of the time.
fn any_position() -> impl Strategy<Value = Position> {
    (3usize..=5).prop_flat_map(|width| {
        (any_board_of(width), any_board_of(width), 0..3u8).prop_map(|(board, goal, pick)| {
            let goal = if pick == 0 {
                Goal::standard(board.size())
            } else {
                Goal::new(goal)
            };
            Position { board, goal }
        })
    })
}

proptest! {
    #[test]
    fn game_ids_round_trip(game in any_position(), commas in any::<bool>()) {
        let id = NPuzzle.format(&game);
        prop_assert_eq!(NPuzzle.parse(&id).unwrap(), game);
        prop_assert_eq!(id.contains(";goal="), !game.goal.is_standard());
        let other = if commas { id.replace(' ', ",") } else { id.replace('/', "\n") };
        prop_assert_eq!(NPuzzle.parse(&other).unwrap(), game);
        prop_assert_eq!(NPuzzle.format(&NPuzzle.parse(&other).unwrap()), id);
    }

    #[test]
    fn a_goal_of_another_size_is_refused_at_the_goal(board in any_board(), goal in any_board()) {
        let id = format!("{board};goal={goal}");
        match NPuzzle.parse(&id) {
            Ok(p) => prop_assert_eq!(p.goal.size(), board.size()),
            Err(e) => {
                prop_assert_eq!(e.code, "goal_size");
                let at = &id[e.span.clone().unwrap()];
                prop_assert_eq!(at, goal.to_string());
            }
        }
    }

    #[test]
    fn every_legal_move_applies_and_slides_back(game in any_position()) {
        let moves = NPuzzle.legal_moves(&game);
        prop_assert!((2..=4).contains(&moves.len()));
        prop_assert_eq!(NPuzzle.status(&game) == Status::Solved, game.goal.is_reached(&game.board));
        for mv in moves {
            let applied = NPuzzle.apply(&game, &mv, None).unwrap();
            prop_assert_eq!(applied.effect.to, NPuzzle.view(&game).blank);
            prop_assert_eq!(applied.game.board.can_reach(&game.goal), game.board.can_reach(&game.goal));
            prop_assert_eq!(applied.game.goal, game.goal);
            let back = NPuzzle.apply(&applied.game, &mv, None).unwrap();
            prop_assert_eq!(back.game, game);
        }
    }

    #[test]
    fn any_tile_number_is_refused_or_applied_never_a_panic(game in any_position(), tile in any::<u8>()) {
        let legal = NPuzzle.legal_moves(&game).contains(&Slide { tile });
        prop_assert_eq!(NPuzzle.apply(&game, &Slide { tile }, None).is_ok(), legal);
    }
}

/// The page opens on an easy 8-puzzle: the engine's own rating says so, and the hardest
/// position (the example) is not the first game a player sees.
#[test]
fn the_opening_game_is_an_easy_8_puzzle() {
    let info = NPuzzle.info();
    let opening = info.opening.expect("an opening game");
    assert_ne!(opening, info.example);
    let cells = opening.split([' ', '/']).filter(|c| !c.is_empty()).count();
    assert_eq!(cells, 9, "{opening} is an 8-puzzle");
    let game = board(&opening);
    let rating = NPuzzle.rate(&game, &Limits::none()).expect("rated");
    assert_eq!(rating.level, "easy", "{opening}: {rating:?}");
}
