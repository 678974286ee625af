//! The Ten Drops API through the router: round trips checked against the engine, the rule
//! options (empty taps, objective) and the solution playback, and bad requests getting
//! positioned messages, 400 for bad option values, 413 for oversized work, and limits respected.

mod common;

use common::{get, message, post};

use axum::http::StatusCode;

use search::Limits;
use tendrops::campaign::campaign;
use tendrops::{Board, Game, Objective, Pos, Rules, SolveOptions};

const LEVEL1: &str = "040244/304244/003030/000413/243220/004423";
/// Found by computation (random 6x6 boards solved both ways): 2 taps when empty cells may be
/// tapped (the first one creates a drop at row 5, column 1), 3 when they may not.
const EMPTY_TAPS_MATTER: &str = "210424/043013/430032/000004/044402/404003";
/// Campaign level 5: the fewest taps may leave fewer drops than the best line does.
const LEVEL5: &str = "013003/134420/030411/420040/030303/430244";

/// The engine's answer for `board` under the default rules with `empty_taps` and `objective`.
fn engine(board: &str, empty_taps: bool, objective: Objective) -> tendrops::Solution {
    let mut options = SolveOptions::new(Rules::default().with_empty_taps(empty_taps));
    options.objective = objective;
    tendrops::solve(&board.parse().unwrap(), &options, &Limits::none()).unwrap()
}

#[tokio::test]
async fn campaign_lists_the_levels_with_their_pars() {
    let (status, value) = get("/api/tendrops/campaign").await;
    assert_eq!(status, StatusCode::OK, "{value}");
    let levels = campaign();
    let listed = value["levels"].as_array().unwrap();
    assert_eq!(listed.len(), levels.len());
    for (json, level) in listed.iter().zip(&levels) {
        assert_eq!(json["board"], level.board.to_line());
        assert_eq!(json["par"], level.par);
        assert_eq!(json["number"], level.number);
    }
    assert_eq!(value["rules"]["supply"], 10);
}

#[tokio::test]
async fn parse_round_trips_and_names_the_bad_character() {
    let (status, value) = post(
        "/api/tendrops/parse",
        serde_json::json!({ "board": "0 4 0 2 4 4\n304244\n003030\n000413\n243220\n004423" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["board"], LEVEL1);
    assert_eq!(value["rows"], 6);
    assert_eq!(value["cols"], 6);

    let (status, value) = post(
        "/api/tendrops/parse",
        serde_json::json!({ "board": "040244/304x44" }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    let text = message(&value);
    assert!(
        text.contains("row 2, column 4") && text.contains("character 11"),
        "{text}"
    );

    let (status, value) = post(
        "/api/tendrops/validate",
        serde_json::json!({ "board": "0402/04" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["valid"], false);
    assert!(message(&value).contains("row 2"), "{value}");

    let (status, value) = post(
        "/api/tendrops/parse",
        serde_json::json!({ "board": "0402", "extra": 1 }),
    )
    .await;
    assert!(status.is_client_error(), "{value}");
    assert!(message(&value).contains("extra"), "{value}");
}

#[tokio::test]
async fn oversized_requests_get_413() {
    let huge = "0".repeat(5000);
    let (status, value) = post("/api/tendrops/parse", serde_json::json!({ "board": huge })).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");

    // 17 rows: more than the board limit.
    let tall = ["1"; 17].join("/");
    let (status, value) = post("/api/tendrops/parse", serde_json::json!({ "board": tall })).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");

    // 7x7 = 49 cells: a legal board, too large for the solver.
    let big = ["1111111"; 7].join("/");
    let (status, value) = post("/api/tendrops/solve", serde_json::json!({ "board": big })).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");
    assert!(message(&value).contains("49 cells"), "{value}");

    let (status, value) = post(
        "/api/tendrops/tap",
        serde_json::json!({ "board": LEVEL1, "tap": [0, 0], "supply": 1_000_000 }),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{value}");
}

#[tokio::test]
async fn tap_matches_the_engine() {
    let board: Board = LEVEL1.parse().unwrap();
    let mut game = Game::with_supply(board, Rules::default(), 7);
    let pos = Pos::new(0, 1);
    let (report, log) = game.tap_with_log(pos).unwrap();
    let (status, value) = post(
        "/api/tendrops/tap",
        serde_json::json!({ "board": LEVEL1, "supply": 7, "tap": [0, 1] }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["report"], serde_json::to_value(report).unwrap());
    assert_eq!(value["log"], serde_json::to_value(&log).unwrap());
    assert_eq!(value["after"]["board"], game.board().to_line());
    assert_eq!(value["supply"], game.supply());
    assert_eq!(value["status"], "playing");
    assert!(!value["log"]["frames"].as_array().unwrap().is_empty());

    // Another timing model gives that model's log.
    let b_log = tendrops::simulate(&LEVEL1.parse().unwrap(), pos, tendrops::Timing::BCap).unwrap();
    let (status, value) = post(
        "/api/tendrops/tap",
        serde_json::json!({ "board": LEVEL1, "tap": [0, 1], "timing": "b-cap" }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["log"], serde_json::to_value(&b_log).unwrap());

    for (body, needle) in [
        (
            serde_json::json!({ "board": LEVEL1, "tap": [6, 0] }),
            "row 6, column 0",
        ),
        (
            serde_json::json!({ "board": LEVEL1, "tap": [0, -1] }),
            "row 0, column -1",
        ),
        (
            serde_json::json!({ "board": LEVEL1, "tap": [0, 0], "supply": 0 }),
            "no drops left",
        ),
        (
            serde_json::json!({ "board": LEVEL1, "tap": [0, 0], "timing": "c-sum" }),
            "timing",
        ),
        (
            serde_json::json!({ "board": LEVEL1, "tap": [0, 0], "empty_taps": false }),
            "row 0, column 0",
        ),
    ] {
        let (status, value) = post("/api/tendrops/tap", body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body} -> {value}");
        assert!(message(&value).contains(needle), "{body} -> {value}");
    }
}

#[tokio::test]
async fn solve_matches_the_engine_and_respects_limits() {
    let board: Board = LEVEL1.parse().unwrap();
    let expected = tendrops::solve(
        &board,
        &SolveOptions::new(Rules::default()),
        &Limits::none(),
    )
    .unwrap();
    let (status, value) = post(
        "/api/tendrops/solve",
        serde_json::json!({ "board": LEVEL1 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["solvable"], true);
    assert_eq!(value["optimal"], true);
    assert_eq!(value["taps"], expected.taps.unwrap());
    assert_eq!(
        value["sequence"],
        serde_json::to_value(&expected.sequence).unwrap()
    );
    assert_eq!(value["timing"], "a-sum");

    // A lone size-1 drop needs 4 taps: 3 drops are proven not to be enough.
    let (status, value) = post(
        "/api/tendrops/solve",
        serde_json::json!({ "board": "100/000", "supply": 3 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["solvable"], false);

    // The hardest level with a budget of 10 expansions: stopped, not proven.
    let hardest = campaign().last().unwrap().board.to_line();
    let (status, value) = post(
        "/api/tendrops/solve",
        serde_json::json!({ "board": hardest, "limits": { "max_nodes": 10 } }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["optimal"], false, "{value}");
    assert!(
        value["stats"]["expanded"].as_u64().unwrap() <= 20,
        "{value}"
    );
}

#[tokio::test]
async fn solve_stream_ends_with_a_result_event() {
    let (status, value) = get(&format!(
        "/api/tendrops/solve/stream?board={}&supply=10&timing=a-sum",
        LEVEL1.replace('/', "%2F")
    ))
    .await;
    assert_eq!(status, StatusCode::OK);
    let text = value.as_str().unwrap_or_default();
    assert!(text.contains("event: result"), "{text}");
    assert!(text.contains("\"taps\":2"), "{text}");

    let (status, value) = get("/api/tendrops/solve/stream?board=12%2F3x").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    assert!(message(&value).contains("row 2, column 2"), "{value}");
}

#[tokio::test]
async fn generate_gives_a_level_of_the_difficulty() {
    let (status, value) = post(
        "/api/tendrops/generate",
        serde_json::json!({ "difficulty": "easy", "seed": 7 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    let board: Board = value["board"].as_str().unwrap().parse().unwrap();
    let taps = value["taps"].as_u64().unwrap() as u32;
    assert!((2..=3).contains(&taps), "{value}");
    let expected = tendrops::solve(
        &board,
        &SolveOptions::new(Rules::default()),
        &Limits::none(),
    )
    .unwrap();
    assert_eq!(expected.taps, Some(taps));

    let (status, value) = post(
        "/api/tendrops/generate",
        serde_json::json!({ "difficulty": "impossible" }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    assert!(message(&value).contains("difficulty"), "{value}");

    let (status, value) = get("/api/tendrops/generate/stream?difficulty=easy&seed=7").await;
    assert_eq!(status, StatusCode::OK);
    let text = value.as_str().unwrap_or_default();
    assert!(text.contains("event: result"), "{text}");
}

#[tokio::test]
async fn empty_taps_change_the_answer_where_they_matter() {
    let allowed = engine(EMPTY_TAPS_MATTER, true, Objective::MinTaps);
    let forbidden = engine(EMPTY_TAPS_MATTER, false, Objective::MinTaps);
    assert!(allowed.optimal && forbidden.optimal);
    assert!(allowed.taps < forbidden.taps, "{allowed:?} / {forbidden:?}");
    let board: Board = EMPTY_TAPS_MATTER.parse().unwrap();
    let first = allowed.sequence[0];
    assert_eq!(
        board.get(first),
        Some(0),
        "the short line starts on an empty cell"
    );

    for (empty_taps, expected) in [
        (serde_json::json!(true), &allowed),
        (serde_json::json!(false), &forbidden),
        (serde_json::json!("forbid"), &forbidden),
        (serde_json::Value::Null, &allowed),
    ] {
        let (status, value) = post(
            "/api/tendrops/solve",
            serde_json::json!({ "board": EMPTY_TAPS_MATTER, "empty_taps": empty_taps }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{value}");
        assert_eq!(
            value["taps"],
            expected.taps.unwrap(),
            "{empty_taps} -> {value}"
        );
        assert_eq!(value["optimal"], true);
        assert_eq!(value["empty_taps"], expected.empty_taps);
        let sequence: Vec<Pos> =
            serde_json::from_value::<Vec<[usize; 2]>>(value["sequence"].clone())
                .unwrap()
                .into_iter()
                .map(|[r, c]| Pos::new(r, c))
                .collect();
        let options = SolveOptions::new(Rules::default().with_empty_taps(expected.empty_taps));
        assert!(
            tendrops::solver::replay(&board, &sequence, &options).is_some(),
            "{value}"
        );
    }

    // The stream takes the switch as a word too.
    let (status, value) = get(&format!(
        "/api/tendrops/solve/stream?board={}&empty_taps=false",
        EMPTY_TAPS_MATTER.replace('/', "%2F")
    ))
    .await;
    assert_eq!(status, StatusCode::OK);
    let text = value.as_str().unwrap_or_default();
    assert!(
        text.contains(&format!("\"taps\":{}", forbidden.taps.unwrap())),
        "{text}"
    );

    // A tap on that empty cell: a new drop when allowed, refused with a message when not.
    let tap = serde_json::json!([first.row, first.col]);
    let (status, value) = post(
        "/api/tendrops/tap",
        serde_json::json!({ "board": EMPTY_TAPS_MATTER, "tap": tap, "empty_taps": true }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["report"]["created"], true);
    let (status, value) = post(
        "/api/tendrops/tap",
        serde_json::json!({ "board": EMPTY_TAPS_MATTER, "tap": tap, "empty_taps": false }),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{value}");
    assert!(
        message(&value).contains("forbid tapping empty cells"),
        "{value}"
    );

    // A generated level's minimum holds under the rules it was generated for.
    let (status, value) = post(
        "/api/tendrops/generate",
        serde_json::json!({ "difficulty": "easy", "seed": 11, "empty_taps": false }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    let level = value["board"].as_str().unwrap();
    let strict = engine(level, false, Objective::MinTaps);
    assert_eq!(value["taps"], strict.taps.unwrap(), "{value}");
}

#[tokio::test]
async fn the_objective_passes_through() {
    let fewest = engine(LEVEL5, true, Objective::MinTaps);
    let most = engine(LEVEL5, true, Objective::MostLeft);
    for (objective, expected) in [
        ("min_taps", &fewest),
        ("most_left", &most),
        ("most-left", &most),
    ] {
        let (status, value) = post(
            "/api/tendrops/solve",
            serde_json::json!({ "board": LEVEL5, "objective": objective }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{value}");
        assert_eq!(
            value["objective"],
            serde_json::to_value(expected.objective).unwrap()
        );
        assert_eq!(value["drops_left"], expected.drops_left.unwrap(), "{value}");
        assert_eq!(value["taps"], expected.taps.unwrap(), "{value}");
        assert_eq!(value["optimal"], true, "{value}");
    }
    assert_eq!(
        serde_json::to_value(most.objective).unwrap(),
        serde_json::json!("most_left")
    );
    assert!(most.drops_left >= fewest.drops_left);

    let (status, value) = get(&format!(
        "/api/tendrops/solve/stream?board={}&objective=most_left",
        LEVEL5.replace('/', "%2F")
    ))
    .await;
    assert_eq!(status, StatusCode::OK);
    let text = value.as_str().unwrap_or_default();
    assert!(text.contains("\"objective\":\"most_left\""), "{text}");
}

/// Checks `steps` against a replay of `sequence` with the engine: boards, supply, tap reports,
/// and `h` the engine's proven minimum from each position.
fn check_steps(value: &serde_json::Value, board: &str, supply: u32) {
    let steps = value["steps"].as_array().expect("steps");
    let sequence = value["sequence"].as_array().unwrap();
    assert_eq!(steps.len(), sequence.len() + 1, "{value}");
    let rules = Rules::default();
    let mut game = Game::with_supply(board.parse().unwrap(), rules, supply);
    for (k, step) in steps.iter().enumerate() {
        if k > 0 {
            let [r, c]: [usize; 2] = serde_json::from_value(sequence[k - 1].clone()).unwrap();
            let report = game.tap(Pos::new(r, c)).unwrap();
            assert_eq!(step["report"], serde_json::to_value(report).unwrap());
        } else {
            assert!(step["report"].is_null());
        }
        assert_eq!(step["g"], k);
        assert_eq!(step["board"], game.board().to_line());
        assert_eq!(step["supply"], game.supply());
        let mut options = SolveOptions::new(rules);
        options.supply = Some(game.supply());
        let min = tendrops::solve(game.board(), &options, &Limits::none()).unwrap();
        assert!(min.optimal);
        assert_eq!(step["h"], min.taps.unwrap(), "step {k}: {step}");
        assert_eq!(step["h_lower_bound"], min.taps.unwrap(), "step {k}: {step}");
    }
    assert!(game.board().is_clear());
    assert_eq!(value["drops_left"], game.supply());
}

#[tokio::test]
async fn playback_gives_every_position_with_the_minimum_left() {
    for objective in ["min_taps", "most_left"] {
        let (status, value) = post(
            "/api/tendrops/solve",
            serde_json::json!({ "board": LEVEL5, "objective": objective, "playback": true, "supply": 12 }),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{value}");
        check_steps(&value, LEVEL5, 12);
    }

    // A run its limits stopped: the line (from the beam) is only bounded, so is every `h`;
    // the end, a clear board, needs 0 taps.
    let hardest = campaign().last().unwrap().board.to_line();
    let (status, value) = post(
        "/api/tendrops/solve",
        serde_json::json!({ "board": hardest, "playback": true, "limits": { "max_nodes": 10 } }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["optimal"], false, "{value}");
    let steps = value["steps"].as_array().expect("steps");
    let lower = value["lower_bound"].as_u64().unwrap();
    assert!(lower < value["taps"].as_u64().unwrap(), "{value}");
    for (k, step) in steps.iter().enumerate() {
        let last = k + 1 == steps.len();
        assert_eq!(
            step["h"],
            if last {
                serde_json::json!(0)
            } else {
                serde_json::Value::Null
            },
            "{step}"
        );
        assert_eq!(
            step["h_lower_bound"],
            if last {
                0
            } else {
                lower.saturating_sub(k as u64)
            },
            "{step}"
        );
    }
    assert!(
        steps.last().unwrap()["board"]
            .as_str()
            .unwrap()
            .chars()
            .all(|c| c == '0' || c == '/'),
        "{value}"
    );

    // Only when asked.
    let (status, value) = post(
        "/api/tendrops/solve",
        serde_json::json!({ "board": LEVEL1 }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert!(value.get("steps").is_none(), "{value}");

    // The stream carries it too; an unclearable board has no playback.
    let (status, value) = get(&format!(
        "/api/tendrops/solve/stream?board={}&playback=true",
        LEVEL1.replace('/', "%2F")
    ))
    .await;
    assert_eq!(status, StatusCode::OK);
    let text = value.as_str().unwrap_or_default();
    let result = text
        .lines()
        .skip_while(|l| *l != "event: result")
        .nth(1)
        .and_then(|l| l.strip_prefix("data: "))
        .expect("a result event");
    check_steps(&serde_json::from_str(result).unwrap(), LEVEL1, 10);
    let (status, value) = post(
        "/api/tendrops/solve",
        serde_json::json!({ "board": "100/000", "supply": 3, "playback": true }),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{value}");
    assert_eq!(value["solvable"], false);
    assert!(value.get("steps").is_none(), "{value}");
}

#[tokio::test]
async fn bad_option_values_get_400_with_a_message() {
    for (body, needle) in [
        (
            serde_json::json!({ "board": LEVEL1, "objective": "fastest" }),
            "objective: unknown objective 'fastest'",
        ),
        (
            serde_json::json!({ "board": LEVEL1, "objective": 3 }),
            "objective: 3 is not an objective",
        ),
        (
            serde_json::json!({ "board": LEVEL1, "empty_taps": "maybe" }),
            "empty_taps: 'maybe' is not a yes/no value",
        ),
        (
            serde_json::json!({ "board": LEVEL1, "empty_taps": 1 }),
            "empty_taps: 1 is not a yes/no value",
        ),
        (
            serde_json::json!({ "board": LEVEL1, "playback": "forbid" }),
            "playback: 'forbid' is not a yes/no value",
        ),
    ] {
        let (status, value) = post("/api/tendrops/solve", body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body} -> {value}");
        assert!(message(&value).contains(needle), "{body} -> {value}");
    }
    for (path, needle) in [
        (
            "/api/tendrops/solve/stream?board=4&objective=longest",
            "objective",
        ),
        (
            "/api/tendrops/solve/stream?board=4&empty_taps=perhaps",
            "empty_taps",
        ),
        ("/api/tendrops/solve/stream?board=4&playback=2", "playback"),
        ("/api/tendrops/generate/stream?empty_taps=x", "empty_taps"),
    ] {
        let (status, value) = get(path).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path} -> {value}");
        assert!(message(&value).contains(needle), "{path} -> {value}");
    }
    for (path, body) in [
        (
            "/api/tendrops/tap",
            serde_json::json!({ "board": LEVEL1, "tap": [0, 1], "empty_taps": "sometimes" }),
        ),
        (
            "/api/tendrops/generate",
            serde_json::json!({ "difficulty": "easy", "empty_taps": "sometimes" }),
        ),
    ] {
        let (status, value) = post(path, body).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{path} -> {value}");
        assert!(message(&value).contains("empty_taps"), "{path} -> {value}");
    }
}
