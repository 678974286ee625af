//! The search lab's routes: traces are real runs, the heuristic check and the state space
//! agree with an independent breadth-first search of the whole 8-puzzle, experiments answer
//! their table.

mod common;

use std::collections::{HashMap, VecDeque};

use axum::http::StatusCode;
use common::{get, post};
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
    assert_eq!(
        steps.len() as u64,
        astar["stats"]["expanded"].as_u64().expect("n")
    );
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
    let (status, refused) = post(
        "/api/n-puzzle/trace",
        json!({"game": START, "algorithm": "bfs", "max_steps": 100_001}),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
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
