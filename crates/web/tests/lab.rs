//! The search lab's routes: traces are real runs, the heuristic check and the state space
//! agree with an independent breadth-first search of the whole 8-puzzle, experiments answer
//! their table. The one-way puzzles (Lianliankan, Ten Drops, matchsticks): traces walk their
//! reachable space, the space's distances solve the Bellman equations over its own edges and
//! match the puzzles' exact solvers, the checker tells the admissible bound from the
//! inadmissible example, experiments draw their instances from the reachable space, and big
//! games stop with a clear error.

mod common;

use std::collections::{HashMap, VecDeque};

use axum::http::StatusCode;
use common::conformance::request_violations;
use common::{get, message, post, post_json, send};
use serde_json::{json, Value};

const START: &str = "8 6 7/2 5 4/3 0 1";

/// Exact distances to the goal of every 8-puzzle position of the goal's half, by a plain BFS
/// written here (cells as a string of digits, row by row).
fn independent_distances() -> HashMap<String, u64> {
    let goal = "123456780".to_string();
    let mut dist = HashMap::from([(goal.clone(), 0u64)]);
    let mut queue = VecDeque::from([goal]);
    while let Some(s) = queue.pop_front() {
        let d = dist[&s];
        let b = s.find('0').expect("a blank");
        let (r, c) = (b / 3, b % 3);
        let mut near = Vec::new();
        if r > 0 {
            near.push(b - 3);
        }
        if r < 2 {
            near.push(b + 3);
        }
        if c > 0 {
            near.push(b - 1);
        }
        if c < 2 {
            near.push(b + 1);
        }
        for n in near {
            let mut cells: Vec<u8> = s.bytes().collect();
            cells.swap(b, n);
            let t = String::from_utf8(cells).expect("digits");
            if !dist.contains_key(&t) {
                dist.insert(t.clone(), d + 1);
                queue.push_back(t);
            }
        }
    }
    dist
}

fn digits(game_id: &str) -> String {
    game_id.chars().filter(char::is_ascii_digit).collect()
}

#[tokio::test]
async fn heuristics_are_listed_with_admissibility() {
    // whether the lab searches a puzzle backward, as its traces show: a chosen goal (the
    // position a solution ends in) is taken exactly where the list says so
    for puzzle in registry::all().iter() {
        let info = puzzle.info();
        let (_, listed) = get(&format!("/api/{}/heuristics", info.id)).await;
        let (_, solved) = post(
            &format!("/api/{}/solve", info.id),
            json!({"game": info.example, "steps": "games"}),
        )
        .await;
        let steps = solved["steps"].as_array().expect("steps");
        let end = steps[steps.len() - 1]["game"].clone();
        let (status, trace) = post(
            &format!("/api/{}/trace", info.id),
            json!({"game": info.example, "algorithm": "bfs", "goal": end, "max_steps": 1}),
        )
        .await;
        assert_eq!(
            listed["bidirectional"],
            json!(status == StatusCode::OK),
            "{}: {status} {trace}",
            info.id
        );
        // what each heuristic counts, in words every language has, the English beside them
        for h in listed["heuristics"].as_array().expect("a list") {
            let words = &h["description_words"];
            let english = i18n::said(i18n::Lang::En, words);
            assert_eq!(english.as_deref(), h["description"].as_str(), "{h}");
            let chinese = i18n::said(i18n::Lang::ZhCn, words).expect("worded in Chinese");
            assert!(
                chinese
                    .chars()
                    .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{}: {chinese}",
                info.id
            );
        }
        // the note under the goal field comes with it, and only with it
        assert_eq!(
            listed.get("goal_note").is_some(),
            status == StatusCode::OK,
            "{}: {listed}",
            info.id
        );
    }
    // each puzzle's note speaks of its own goals: the 8-puzzle's of arrangements and their
    // parity, Klotski's of the set of layouts with the block at the exit
    let note = |id: &'static str| async move {
        let (_, listed) = get(&format!("/api/{id}/heuristics")).await;
        let words = &listed["goal_note"];
        (
            words["key"].as_str().unwrap_or_default().to_string(),
            i18n::said(i18n::Lang::ZhCn, words).unwrap_or_default(),
        )
    };
    let (key, said) = note("n-puzzle").await;
    assert_eq!(key, "n-puzzle-lab-goal-why");
    assert!(
        said.contains("1 2 3/8 0 4/7 6 5") && said.contains("奇偶性") && !said.contains("华容道"),
        "{said}"
    );
    let (key, said) = note("klotski").await;
    assert_eq!(key, "klotski-lab-goal-why");
    assert!(said.contains("曹操") && !said.contains("数码"), "{said}");

    let (status, body) = get("/api/n-puzzle/heuristics").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let list = body["heuristics"].as_array().expect("a list");
    let find = |n: &str| {
        list.iter()
            .find(|h| h["name"] == n)
            .cloned()
            .unwrap_or(Value::Null)
    };
    assert_eq!(find("manhattan")["admissible"], true);
    assert_eq!(find("misplaced")["admissible"], true);
    assert_eq!(find("inadmissible")["admissible"], false);
    let (_, k) = get("/api/klotski/heuristics").await;
    let names: Vec<&str> = k["heuristics"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|h| h["name"].as_str())
        .collect();
    assert!(
        names.contains(&"inadmissible") && names.len() >= 2,
        "{names:?}"
    );
}

#[tokio::test]
async fn an_astar_trace_under_manhattan_never_lowers_f_and_bfs_never_lowers_depth() {
    let (status, astar) = post(
        "/api/n-puzzle/trace",
        json!({"game": START, "algorithm": "astar", "heuristic": "manhattan"}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{astar}");
    let steps = astar["steps"].as_array().expect("steps");
    assert!(steps.len() > 100);
    assert_eq!(astar["truncated"], false);
    // every expansion, then the goal test that ends the search
    assert_eq!(
        steps.len() as u64,
        astar["stats"]["expanded"].as_u64().expect("n") + 1
    );
    assert_eq!(steps[steps.len() - 1]["phase"], "goal-test");
    assert_eq!(steps[0]["state"], START);
    let mut last = 0.0;
    for s in steps {
        let (g, h, f) = (
            s["g"].as_f64().unwrap(),
            s["h"].as_f64().unwrap(),
            s["f"].as_f64().unwrap(),
        );
        assert_eq!(f, g + h);
        assert!(f >= last, "f fell from {last} to {f}");
        last = f;
        // the frontier is shown best first and never claims more than it holds
        let best = s["frontier"]["best"].as_array().expect("best");
        assert!(best.len() as u64 <= s["frontier"]["size"].as_u64().unwrap());
        let fs: Vec<f64> = best.iter().map(|e| e["f"].as_f64().unwrap()).collect();
        assert!(fs.windows(2).all(|w| w[0] <= w[1]), "{fs:?}");
        assert!(fs.first().is_none_or(|&first| first >= f));
    }
    assert_eq!(astar["cost"], 31);

    let (_, bfs) = post(
        "/api/n-puzzle/trace",
        json!({"game": "1 2 3/4 5 6/0 7 8", "algorithm": "bfs"}),
    )
    .await;
    let depths: Vec<u64> = bfs["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["depth"].as_u64().unwrap())
        .collect();
    assert!(!depths.is_empty());
    assert!(depths.windows(2).all(|w| w[0] <= w[1]), "{depths:?}");
}

#[tokio::test]
async fn traces_are_bounded_and_say_when_they_stop_recording() {
    let (_, cut) = post(
        "/api/n-puzzle/trace",
        json!({"game": START, "algorithm": "bfs", "max_steps": 50, "limits": {"max_nodes": 2000}}),
    )
    .await;
    assert_eq!(cut["steps"].as_array().unwrap().len(), 50);
    assert_eq!(cut["truncated"], true);
    assert!(cut["stats"]["expanded"].as_u64().unwrap() > 50);
    assert_eq!(cut["claim"]["kind"], "stopped");
    assert_eq!(cut["claim"]["reason"], "node_limit");
    // the recording was cut first: it says so, and never claims the goal
    assert_eq!(cut["stopped"], "max_steps");
    assert_eq!((&cut["found"], &cut["path"]), (&json!(false), &Value::Null));
    let (status, refused) = post(
        "/api/n-puzzle/trace",
        json!({"game": START, "algorithm": "bfs", "max_steps": 100_001}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
}

/// Checks a trace answer as a textbook table: ids 1, 2, 3..., each parent an earlier step that
/// lists the state among its new or reopened children, OPEN and CLOSED listed exactly when
/// they hold at most 64 entries, the last step the goal test exactly when found (never when
/// stopped), and the path the chain of parents from it (joined at the meeting state for
/// bidirectional BFS). `at` names the run in failures.
fn check_trace(at: &str, trace: &Value) {
    let steps = trace["steps"].as_array().expect("steps");
    assert_eq!(num(&trace["recorded"]) as usize, steps.len(), "{at}");
    for (i, step) in steps.iter().enumerate() {
        let at = format!("{at}, step {}", step["id"]);
        assert_eq!(num(&step["id"]) as usize, i + 1, "{at}");
        if let Some(parent) = step["parent"].as_u64() {
            assert!(
                (parent as usize) <= i,
                "{at}: parent {parent} is not earlier"
            );
            let p = &steps[parent as usize - 1];
            assert!(
                p["children"]
                    .as_array()
                    .expect("children")
                    .iter()
                    .any(|c| c["state"] == step["state"]
                        && c["g"] == step["g"]
                        && (c["status"] == "new" || c["status"] == "reopened")),
                "{at}: not generated by step {parent}: {}",
                p["children"]
            );
        } else {
            assert_eq!(step["parent"], Value::Null, "{at}");
            assert_eq!(step["depth"], 0, "{at}");
        }
        for c in step["children"].as_array().expect("children") {
            let status = c["status"].as_str().expect("a status");
            assert!(
                ["new", "duplicate", "reopened", "pruned"].contains(&status),
                "{at}: {c}"
            );
        }
        let open_size = num(&step["open_size"]);
        match step["open"].as_array() {
            Some(open) => assert!(open.len() as u64 == open_size && open_size <= 64, "{at}"),
            None => assert!(open_size > 64, "{at}: OPEN of {open_size} not listed"),
        }
        let closed_size = num(&step["closed"]["size"]);
        match step["closed"]["states"].as_array() {
            Some(closed) => {
                assert!(
                    closed.len() as u64 == closed_size && closed_size <= 64,
                    "{at}"
                )
            }
            None => assert!(closed_size > 64, "{at}: CLOSED of {closed_size} not listed"),
        }
        let phase = step["phase"].as_str().expect("a phase");
        assert!(
            ["expand", "new-iteration", "goal-test"].contains(&phase),
            "{at}"
        );
        if phase == "goal-test" {
            assert_eq!(i, steps.len() - 1, "{at}: a goal test before the end");
            assert_eq!(step["children"], json!([]), "{at}");
        }
    }
    let last = steps.last();
    let ends_at_goal = last.is_some_and(|s| s["phase"] == "goal-test");
    let stopped = &trace["stopped"];
    assert_eq!(
        trace["found"],
        json!(ends_at_goal && stopped.is_null()),
        "{at}: found {} stopped {stopped}",
        trace["found"]
    );
    if trace["claim"]["kind"] == "stopped" {
        assert!(!stopped.is_null(), "{at}: a stopped run's trace says why");
    }
    if trace["truncated"] == true {
        assert!(
            stopped == "max_steps" || stopped == "answer_size",
            "{at}: {stopped}"
        );
    }
    match trace["path"].as_array() {
        None => assert_eq!(trace["found"], false, "{at}"),
        Some(path) => {
            assert_eq!(trace["found"], true, "{at}");
            let goal = last.expect("a goal-test step");
            assert_eq!(
                path[0], steps[0]["state"],
                "{at}: the path starts at the start"
            );
            let mut chain = vec![goal["state"].clone()];
            let mut at_step = goal["parent"].as_u64();
            while let Some(id) = at_step {
                chain.push(steps[id as usize - 1]["state"].clone());
                at_step = steps[id as usize - 1]["parent"].as_u64();
            }
            if goal["backward"] == true {
                // bidirectional BFS met on the goal's side: the chain runs to a goal
                assert!(path.ends_with(&chain), "{at}");
            } else {
                chain.reverse();
                assert!(
                    path.starts_with(&chain),
                    "{at}: the path follows the parents"
                );
                if goal["meeting_parent"].is_null() {
                    assert_eq!(path, &chain, "{at}");
                    assert_eq!(path.len() as u64, num(&goal["depth"]) + 1, "{at}");
                }
            }
        }
    }
}

/// Every puzzle of the registry, every algorithm its lab runs, on a game three moves from the
/// end of its example's solution: each trace reads as a textbook table, the cost-optimal
/// algorithms reach a solved position at the solution's cost, and a solved game is a trace of
/// one goal test.
#[tokio::test]
async fn every_puzzle_traces_every_algorithm_as_a_textbook_table() {
    for puzzle in registry::all().iter() {
        let info = puzzle.info();
        let id = info.id;
        let (_, solved) = post(
            &format!("/api/{id}/solve"),
            json!({"game": info.example, "steps": "games"}),
        )
        .await;
        let games: Vec<Value> = std::iter::once(solved["game"].clone())
            .chain(
                solved["steps"]
                    .as_array()
                    .expect("steps")
                    .iter()
                    .map(|s| s["game"].clone()),
            )
            .collect();
        let end = games[games.len() - 1].clone();
        let near = games[games.len().saturating_sub(4)].clone();
        let (_, listed) = get(&format!("/api/{id}/heuristics")).await;
        let mut algorithms = vec![
            "bfs", "dfs:30", "iddfs:30", "ucs", "astar", "wastar:2", "idastar", "greedy",
            "beam:100",
        ];
        if listed["bidirectional"] == true {
            algorithms.push("bibfs");
        }
        for algorithm in algorithms {
            let at = format!("{id} {algorithm} from {near}");
            let (status, trace) = post(
                &format!("/api/{id}/trace"),
                json!({"game": near, "algorithm": algorithm, "max_steps": 3000,
                       "limits": {"max_nodes": 20_000}}),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{at}: {trace}");
            check_trace(&at, &trace);
            if ["bfs", "ucs", "astar", "idastar", "bibfs"].contains(&algorithm) {
                assert_eq!(trace["found"], true, "{at}: {}", trace["stopped"]);
                let path = trace["path"].as_array().expect("a path");
                let (_, last) = post(
                    &format!("/api/{id}/parse"),
                    json!({"game": path[path.len() - 1]}),
                )
                .await;
                assert_eq!(last["status"], "solved", "{at}: {last}");
                if algorithm == "astar" {
                    let goal =
                        &trace["steps"][trace["recorded"].as_u64().unwrap_or(1) as usize - 1];
                    assert_eq!(goal["g"], trace["cost"], "{at}");
                }
            }
        }
        // a solved game: one goal test on it, found, a path of one state
        for algorithm in ["bfs", "astar", "idastar", "iddfs:30", "beam:100"] {
            let (status, trace) = post(
                &format!("/api/{id}/trace"),
                json!({"game": end, "algorithm": algorithm}),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{id} {algorithm}: {trace}");
            check_trace(&format!("{id} {algorithm} solved"), &trace);
            assert_eq!(trace["recorded"], 1, "{id} {algorithm}");
            assert_eq!(trace["steps"][0]["phase"], "goal-test", "{id} {algorithm}");
            assert_eq!(trace["found"], true, "{id} {algorithm}");
            assert_eq!(
                trace["path"],
                json!([trace["steps"][0]["state"]]),
                "{id} {algorithm}"
            );
        }
    }
}

/// The cases: A* on `1 2 3/4 0 6/7 5 8` ends with the goal test after two
/// expansions; a solved 8-puzzle under IDA* is one goal test; a recording cut short never
/// claims the goal.
#[tokio::test]
async fn the_textbook_cases_end_where_the_search_ends() {
    let (_, astar) = post(
        "/api/n-puzzle/trace",
        json!({"game": "1 2 3/4 0 6/7 5 8", "algorithm": "astar"}),
    )
    .await;
    check_trace("A* 1 2 3/4 0 6/7 5 8", &astar);
    assert_eq!((&astar["cost"], &astar["found"]), (&json!(2), &json!(true)));
    let steps = astar["steps"].as_array().expect("steps");
    assert_eq!(steps.len(), 3);
    assert_eq!(steps[2]["phase"], "goal-test");
    assert_eq!(steps[2]["state"], "1 2 3/4 5 6/7 8 0");
    assert_eq!(astar["path"].as_array().map(Vec::len), Some(3));
    // the homework's table: children, OPEN and CLOSED at every step
    assert_eq!(steps[0]["children"].as_array().map(Vec::len), Some(4));
    assert_eq!(steps[0]["closed"]["states"], json!(["1 2 3/4 0 6/7 5 8"]));
    assert_eq!(
        steps[1]["open"].as_array().map(Vec::len),
        Some(num(&steps[1]["open_size"]) as usize)
    );

    // the textbooks' exercise (start 2 8 3/1 6 4/7 0 5, goal 1 2 3/8 0 4/7 6 5), as a game ID
    // and with the goal in the lab's field: A* with misplaced tiles and with Manhattan, and
    // BFS, each found with the 6-state path and the whole table at every step
    for (game, goal) in [
        ("2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5", None),
        ("2 8 3/1 6 4/7 0 5", Some("1 2 3/8 0 4/7 6 5")),
    ] {
        for (algorithm, heuristic) in [
            ("astar", "misplaced"),
            ("astar", "manhattan"),
            ("bfs", "misplaced"),
        ] {
            let (status, trace) = post(
                "/api/n-puzzle/trace",
                json!({"game": game, "goal": goal, "algorithm": algorithm, "heuristic": heuristic}),
            )
            .await;
            let at = format!("{algorithm}/{heuristic} on {game} towards {goal:?}");
            assert_eq!(status, 200, "{at}: {trace}");
            check_trace(&at, &trace);
            assert_eq!(trace["found"], json!(true), "{at}");
            let path = trace["path"].as_array().expect("a path");
            assert_eq!(path.len(), 6, "{at}");
            assert_eq!(
                path.last(),
                Some(&json!("1 2 3/8 0 4/7 6 5;goal=1 2 3/8 0 4/7 6 5")),
                "{at}"
            );
            for step in trace["steps"].as_array().expect("steps") {
                assert!(step["open"].is_array(), "{at}: OPEN at step {}", step["id"]);
                assert!(
                    step["closed"]["states"].is_array(),
                    "{at}: CLOSED at step {}",
                    step["id"]
                );
                assert!(step["children"].is_array(), "{at}");
            }
        }
    }

    let (_, solved) = post(
        "/api/n-puzzle/trace",
        json!({"game": "1 2 3/4 5 6/7 8 0", "algorithm": "idastar"}),
    )
    .await;
    check_trace("IDA* solved", &solved);
    assert_eq!(solved["steps"][0]["phase"], "goal-test");
    assert_eq!(solved["steps"][0]["iteration"], 1);

    // (every answer here is validated against the OpenAPI document's TraceAnswer schema,
    // generated from the type: `common::conformance`)

    let (_, cut) = post(
        "/api/klotski/trace",
        json!({"game": "VCCV/VCCV/VHHV/VSSV/S..S", "algorithm": "astar", "max_steps": 200}),
    )
    .await;
    check_trace("Klotski A* cut", &cut);
    assert_eq!(
        (&cut["found"], &cut["stopped"]),
        (&json!(false), &json!("max_steps"))
    );
    assert_ne!(cut["steps"][199]["phase"], "goal-test");
}

#[tokio::test]
async fn the_check_and_the_space_agree_with_an_independent_bfs() {
    let truth = independent_distances();
    assert_eq!(truth.len(), 181_440);
    let (status, space) = post("/api/n-puzzle/state-space", json!({"game": START})).await;
    assert_eq!(status, StatusCode::OK, "{}", space["error"]);
    assert_eq!(space["count"], 181_440);
    let states = space["states"].as_array().unwrap();
    let distance = space["distance"].as_array().unwrap();
    for (s, d) in states.iter().zip(distance) {
        assert_eq!(
            Some(&d.as_u64().unwrap()),
            truth.get(&digits(s.as_str().unwrap())),
            "{s}"
        );
    }
    assert_eq!(distance[0], 31);
    let offsets = space["edge_offsets"].as_array().unwrap();
    assert_eq!(offsets.len(), states.len() + 1);

    let (_, manhattan) = post(
        "/api/n-puzzle/heuristic-check",
        json!({"game": START, "heuristic": "manhattan"}),
    )
    .await;
    assert_eq!(manhattan["states"], 181_440, "{manhattan}");
    assert_eq!(manhattan["max_overestimate"], 0);
    assert_eq!(manhattan["consistency_violations"], 0);
    let ratio = manhattan["mean_ratio"].as_f64().unwrap();
    assert!(ratio > 0.3 && ratio < 1.0, "{ratio}");

    let (_, bad) = post(
        "/api/n-puzzle/heuristic-check",
        json!({"game": START, "heuristic": "inadmissible"}),
    )
    .await;
    assert!(bad["max_overestimate"].as_u64().unwrap() > 0, "{bad}");
    let worst = &bad["worst"];
    let d = truth[&digits(worst["state"].as_str().unwrap())];
    assert_eq!(worst["distance"], d);
    assert_eq!(
        worst["h"].as_u64().unwrap() - d,
        bad["max_overestimate"].as_u64().unwrap()
    );
    assert!(bad["consistency_violations"].as_u64().unwrap() > 0);

    let (status, refused) = post(
        "/api/n-puzzle/heuristic-check",
        json!({"game": START, "max_states": 1000}),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{refused}");
    assert!(refused["error"]["message"]
        .as_str()
        .unwrap()
        .contains("state limit"));
}

#[tokio::test]
async fn klotski_checks_its_group_and_searches_back_from_one_goal() {
    let (_, check) = post(
        "/api/klotski/heuristic-check",
        json!({"game": "VCCV/VCCV/VHHV/VSSV/S..S"}),
    )
    .await;
    assert_eq!(check["states"], 25_955, "{check}");
    assert_eq!(check["max_overestimate"], 0);
    assert_eq!(check["start_distance"], 81);
    // bidirectional BFS to one chosen goal against plain BFS to the whole goal set
    let game = "VCCV/VCCV/VHHV/VSSV/S..S";
    // the solved position the optimal solution ends in: a goal of this group
    let (_, solved) = post(
        "/api/klotski/solve",
        json!({"game": game, "steps": "games"}),
    )
    .await;
    let steps = solved["steps"].as_array().expect("steps");
    let goal = steps[steps.len() - 1]["game"]
        .as_str()
        .expect("a game")
        .to_string();
    let (_, one) = post(
        "/api/klotski/trace",
        json!({"game": game, "algorithm": "bibfs", "goal": goal, "max_steps": 1}),
    )
    .await;
    let (_, plain) = post(
        "/api/klotski/trace",
        json!({"game": game, "algorithm": "bfs", "max_steps": 1}),
    )
    .await;
    assert_eq!(one["claim"]["kind"], "optimal", "{one}");
    let (a, b) = (
        one["stats"]["expanded"].as_u64().unwrap(),
        plain["stats"]["expanded"].as_u64().unwrap(),
    );
    assert_eq!(one["cost"], 81);
    assert!(a < b, "bidirectional {a} vs BFS {b}");
    eprintln!(
        "klotski 横刀立马: BFS to the goal set expands {b}, bidirectional BFS to one goal {a}"
    );
}

#[tokio::test]
async fn the_experiment_answers_rows_with_b_star() {
    let (status, body) = post(
        "/api/n-puzzle/experiment",
        json!({"game": "1 2 3/4 5 6/7 0 8", "depths": [2, 4], "instances": 5, "seed": 3}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let rows = body["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 3 * 2);
    for row in rows {
        assert_eq!(row["instances"], 5);
        if row["algorithm"] == "A*" {
            assert_eq!(row["avg_cost"].as_f64(), row["depth"].as_f64(), "{row}");
        }
        let b = row["b_star"].as_f64().unwrap();
        let n = row["avg_generated"].as_f64().unwrap();
        let d = row["depth"].as_u64().unwrap() as i32;
        let sum: f64 = (1..=d).map(|i| b.powi(i)).sum();
        assert!((sum - n).abs() < 1e-6 * n.max(1.0), "{row}");
    }
    let (status, _) = post(
        "/api/n-puzzle/experiment",
        json!({"depths": [2], "instances": 101}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
}

/// The instances may come from a game the generator makes: the experiment takes the
/// generator's options as `params`, and `size` as the older spelling of `params.size`; an
/// option the puzzle's generator does not have is refused.
#[tokio::test]
async fn the_experiment_takes_the_generators_options() {
    let body = |extra: Value| {
        let mut body = json!({"depths": [2, 4], "instances": 3, "seed": 4});
        body.as_object_mut()
            .expect("an object")
            .extend(extra.as_object().cloned().unwrap_or_default());
        body
    };
    let (status, by_params) = post(
        "/api/n-puzzle/experiment",
        body(json!({"params": {"size": "3"}})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{by_params}");
    // a generated 3x3 board, whose goal the instances come from
    let rows: Vec<&str> = by_params["game"]
        .as_str()
        .unwrap_or_default()
        .split('/')
        .collect();
    assert!(
        rows.len() == 3 && rows.iter().all(|r| r.split_whitespace().count() == 3),
        "{by_params}"
    );
    let (status, by_size) = post("/api/n-puzzle/experiment", body(json!({"size": 3}))).await;
    assert_eq!(status, StatusCode::OK, "{by_size}");
    assert_eq!(by_size["games"], by_params["games"]);
    let (status, refused) = post(
        "/api/klotski/experiment",
        body(json!({"params": {"size": "3"}})),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert_eq!(refused["error"]["code"], "unknown_field", "{refused}");
}

/// The schemathesis sweep of issue 22: `size: 0`, below the document's minimum, started a
/// stream (200) whose last line was the error. It is a plain 400 before the job, as the
/// document says of a request refused before the job starts.
#[tokio::test]
async fn an_experiment_of_size_zero_is_refused_before_its_stream_starts() {
    let body = json!({"depths": [2], "size": 0});
    assert!(!request_violations("POST", "/api/n-puzzle/experiment/stream", &body).is_empty());
    for id in ["n-puzzle", "klotski"] {
        for route in ["experiment", "experiment/stream"] {
            let (status, refused) =
                send(post_json(&format!("/api/{id}/{route}"), &body.to_string())).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{id} {route}: {refused}");
            assert!(
                message(&refused).contains("size: 0"),
                "{id} {route}: {refused}"
            );
        }
    }
}

/// The one-way puzzles, each with a small game whose whole reachable space the tests list
/// (163, 1,636 and 5,941 states), and whether its default heuristic is called consistent.
const ONE_WAY: [(&str, &str, bool); 3] = [
    (
        "lianliankan",
        "1 2 3 2 4/5 0 6 0 3/3 6 0 5 1/4 7 7 0 3",
        true,
    ),
    ("tendrops", "40/31", false),
    ("matchstick", "1+1=3;k=2", true),
];

/// The state space of `game` and each state's index by its game ID.
async fn space_of(id: &str, game: &str) -> (Value, HashMap<String, usize>) {
    let (status, space) = post(&format!("/api/{id}/state-space"), json!({"game": game})).await;
    assert_eq!(status, StatusCode::OK, "{id}: {space}");
    let index = space["states"]
        .as_array()
        .expect("states")
        .iter()
        .enumerate()
        .map(|(i, s)| (s.as_str().expect("a game ID").to_string(), i))
        .collect();
    (space, index)
}

/// A field of an answer as a number.
fn num(v: &Value) -> u64 {
    v.as_u64().unwrap_or_else(|| panic!("not a number: {v}"))
}

#[tokio::test]
async fn one_way_puzzles_offer_their_bound_and_the_inadmissible_example() {
    for (id, _, consistent) in ONE_WAY {
        let (status, body) = get(&format!("/api/{id}/heuristics")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let list = body["heuristics"].as_array().expect("a list");
        let own = list
            .iter()
            .find(|h| h["default"] == true)
            .expect("a default");
        assert_eq!(own["admissible"], true, "{id}: {own}");
        assert_eq!(own["experiment"], true, "{id}: {own}");
        assert_eq!(
            own["consistent"],
            if consistent { json!(true) } else { Value::Null },
            "{id}"
        );
        let bad = list
            .iter()
            .find(|h| h["name"] == "inadmissible")
            .expect("the teaching example");
        assert_eq!(bad["admissible"], false, "{id}");
        // the solvers name the same heuristic, so a trace's path can be drawn
        let (_, puzzles) = get("/api/puzzles").await;
        let astar = puzzles["puzzles"]
            .as_array()
            .expect("puzzles")
            .iter()
            .filter(|p| p["id"] == id)
            .flat_map(|p| p["solvers"].as_array().cloned().unwrap_or_default())
            .find(|s| s["name"] == "astar")
            .unwrap_or(Value::Null);
        assert_eq!(astar["heuristic"], own["name"], "{id}: {astar}");
    }
}

/// BFS expands each state at its breadth-first layer of the reachable space, in layer order;
/// A* expands only reachable states, with f never falling under a consistent bound, and ends
/// at the exact distance of the start.
#[tokio::test]
async fn one_way_traces_walk_the_reachable_space() {
    for (id, game, consistent) in ONE_WAY {
        let (space, index) = space_of(id, game).await;
        let layer = space["layer"].as_array().expect("layers");
        let (status, bfs) = post(
            &format!("/api/{id}/trace"),
            json!({"game": game, "algorithm": "bfs"}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{id}: {bfs}");
        let steps = bfs["steps"].as_array().expect("steps");
        assert!(steps.len() >= 3, "{id}: {} BFS steps", steps.len());
        assert_eq!(steps[0]["state"], game, "{id}");
        let mut last = 0;
        for s in steps {
            let depth = num(&s["depth"]);
            assert!(depth >= last, "{id}: BFS depth fell from {last} to {depth}");
            last = depth;
            let at = index[s["state"].as_str().expect("a game ID")];
            assert_eq!(num(&layer[at]), depth, "{id}: {}", s["state"]);
        }

        let (_, astar) = post(
            &format!("/api/{id}/trace"),
            json!({"game": game, "algorithm": "astar"}),
        )
        .await;
        let steps = astar["steps"].as_array().expect("steps");
        assert!(steps.len() >= 3, "{id}: {} A* steps", steps.len());
        assert_eq!(astar["claim"]["kind"], "optimal", "{id}: {astar}");
        assert_eq!(astar["cost"], space["distance"][0], "{id}");
        let mut last = 0.0;
        for s in steps {
            assert!(
                index.contains_key(s["state"].as_str().expect("an ID")),
                "{id}"
            );
            let figure = |key: &str| s[key].as_f64().unwrap_or(f64::NAN);
            let (g, h, f) = (figure("g"), figure("h"), figure("f"));
            assert_eq!(f, g + h, "{id}");
            if consistent {
                assert!(f >= last, "{id}: f fell from {last} to {f}");
            }
            last = f;
        }
    }
}

/// Every distance of the space is its exact cost to the goal: goals at 0, every other state
/// one step (at the step's cost) more than its best successor, none where no goal is
/// reachable; and the puzzles' own exact solvers agree on a sample of states.
#[tokio::test]
async fn one_way_state_spaces_have_layers_by_exact_distance() {
    for (id, game, _) in ONE_WAY {
        let (space, _) = space_of(id, game).await;
        let n = num(&space["count"]) as usize;
        let distance = space["distance"].as_array().expect("distances");
        let offsets = space["edge_offsets"].as_array().expect("offsets");
        let targets = space["edge_targets"].as_array().expect("targets");
        let costs = space["edge_costs"].as_array();
        assert_eq!(costs.is_some(), id == "lianliankan", "{id}: costs listed");
        let goals: Vec<u64> = space["goals"]
            .as_array()
            .expect("goals")
            .iter()
            .map(num)
            .collect();
        assert!(!goals.is_empty(), "{id}");
        for i in 0..n {
            let best = (num(&offsets[i])..num(&offsets[i + 1]))
                .filter_map(|e| {
                    let t = num(&targets[e as usize]) as usize;
                    let c = costs.map_or(1, |c| num(&c[e as usize]));
                    distance[t].as_u64().map(|d| d + c)
                })
                .min();
            let expected = if goals.contains(&(i as u64)) {
                Some(0)
            } else {
                best
            };
            assert_eq!(
                distance[i].as_u64(),
                expected,
                "{id}: {}",
                space["states"][i]
            );
        }
        // the exact solvers, on about ten states that can still be won
        let states = space["states"].as_array().expect("states");
        let live: Vec<usize> = (0..n).filter(|&i| !distance[i].is_null()).collect();
        for &i in live.iter().step_by(live.len().div_ceil(10)) {
            let (status, solved) = post(
                &format!("/api/{id}/solve"),
                json!({"game": states[i], "steps": "games"}),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{id}: {solved}");
            assert_eq!(solved["claim"]["kind"], "optimal", "{id}: {}", states[i]);
            assert_eq!(solved["cost"], distance[i], "{id}: {}", states[i]);
        }
    }
}

/// The bound never overestimates over the whole space (nor breaks consistency where it is
/// called consistent); twice the bound does overestimate on these games, at a state whose
/// true distance the state space confirms.
#[tokio::test]
async fn one_way_checks_tell_the_bound_from_the_inadmissible_example() {
    for (id, game, consistent) in ONE_WAY {
        let (space, index) = space_of(id, game).await;
        let (status, own) =
            post(&format!("/api/{id}/heuristic-check"), json!({"game": game})).await;
        assert_eq!(status, StatusCode::OK, "{id}: {own}");
        assert_eq!(own["states"], space["count"], "{id}");
        assert_eq!(own["max_overestimate"], 0, "{id}: {own}");
        assert_eq!(own["admissible_claimed"], true, "{id}");
        assert_eq!(own["start_distance"], space["distance"][0], "{id}");
        if consistent {
            assert_eq!(own["consistency_violations"], 0, "{id}: {own}");
        }
        let (_, bad) = post(
            &format!("/api/{id}/heuristic-check"),
            json!({"game": game, "heuristic": "inadmissible"}),
        )
        .await;
        assert_eq!(bad["heuristic"], "inadmissible", "{id}");
        assert_eq!(bad["admissible_claimed"], false, "{id}");
        let over = num(&bad["max_overestimate"]);
        assert!(over > 0, "{id}: {bad}");
        let worst = &bad["worst"];
        let at = index[worst["state"].as_str().expect("a game ID")];
        assert_eq!(worst["distance"], space["distance"][at], "{id}");
        assert_eq!(num(&worst["h"]) - num(&worst["distance"]), over, "{id}");
    }
}

/// Instances come from the game's reachable space at exact distances: a depth no state has
/// is skipped, the others run every algorithm of the line-up (uniform cost where a move may
/// cost more than 1, iterative deepening otherwise), and the exact ones pay the depth.
#[tokio::test]
async fn one_way_experiments_draw_instances_from_the_reachable_space() {
    for (id, game, _) in ONE_WAY {
        let (space, _) = space_of(id, game).await;
        let present: Vec<u64> = space["distance"]
            .as_array()
            .expect("distances")
            .iter()
            .filter_map(Value::as_u64)
            .collect();
        let depths = [1u64, 2, 3, 4, 5, 9];
        let (status, body) = post(
            &format!("/api/{id}/experiment"),
            json!({"game": game, "depths": depths, "instances": 3, "seed": 7}),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{id}: {body}");
        assert!(
            body["instances_from"]
                .as_str()
                .unwrap_or_default()
                .contains("reachable space"),
            "{id}: {body}"
        );
        let blind = if id == "lianliankan" { "ucs" } else { "iddfs" };
        assert_eq!(body["lineup"][0], blind, "{id}");
        let rows = body["rows"].as_array().expect("rows");
        assert_eq!(rows.len(), 2 * depths.len(), "{id}");
        let mut ran = 0;
        for row in rows {
            let depth = num(&row["depth"]);
            if !present.contains(&depth) {
                assert_eq!(row["instances"], 0, "{id}: {row}");
                assert!(row["skipped"].is_string(), "{id}: {row}");
                continue;
            }
            assert_eq!(row["instances"], 3, "{id}: {row}");
            if row["skipped"].is_string() {
                continue;
            }
            assert_eq!(row["finished"], 3, "{id}: {row}");
            assert_eq!(row["avg_cost"].as_f64(), Some(depth as f64), "{id}: {row}");
            if id != "lianliankan" {
                assert!(row["b_star"].as_f64().is_some(), "{id}: {row}");
            }
            ran += 1;
        }
        assert!(ran >= 4, "{id}: only {ran} rows ran");
    }
}

/// Big games answer with a clear error, or stop by a limit, instead of running on: a space
/// over the state limit, a board over the solvers' size, a trace that records fewer steps
/// when its game IDs are long; a chosen goal and an add puzzle are refused.
#[tokio::test]
async fn one_way_big_games_stop_with_a_clear_error() {
    // a 32 x 32 Lianliankan board, pairs side by side in 40 kinds
    let rows: Vec<String> = (0..32)
        .map(|r| {
            (0..32)
                .map(|c| ((r * 32 + c) / 2 % 40 + 1).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let big = rows.join("/");
    for (id, game) in [
        ("lianliankan", big.as_str()),
        ("tendrops", "040244/304244/003030/000413/243220/004423"),
        ("matchstick", "88+88+88=88;k=6"),
    ] {
        let (status, refused) =
            post(&format!("/api/{id}/state-space"), json!({"game": game})).await;
        assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{id}: {refused}");
        assert!(
            common::message(&refused).contains("state limit"),
            "{id}: {refused}"
        );
    }
    let (status, trace) = post(
        "/api/lianliankan/trace",
        json!({"game": big, "algorithm": "bfs", "max_steps": 100_000, "limits": {"max_nodes": 200}}),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{trace}");
    assert_eq!(trace["claim"]["kind"], "stopped", "{}", trace["claim"]);
    let max_steps = num(&trace["max_steps"]);
    assert!(max_steps < 100_000, "{max_steps}");
    assert!(trace["steps"].as_array().expect("steps").len() as u64 <= max_steps);

    let huge = ["1111111111111111"; 16].join("/");
    let (status, refused) = post(
        "/api/tendrops/trace",
        json!({"game": huge, "algorithm": "astar"}),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{refused}");
    assert!(
        common::message(&refused).contains("at most 42"),
        "{refused}"
    );
    for (id, body) in [
        (
            "tendrops",
            json!({"game": "40/31", "algorithm": "bfs", "goal": "00/00"}),
        ),
        (
            "matchstick",
            json!({"game": "5+3=9;task=add", "algorithm": "astar"}),
        ),
    ] {
        let (status, refused) = post(&format!("/api/{id}/trace"), body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{id}: {refused}");
        assert_eq!(refused["error"]["code"], "unsupported", "{id}: {refused}");
    }
}
