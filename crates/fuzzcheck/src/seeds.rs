//! Meaningful first inputs for each fuzz target (`examples/seeds.rs` writes them into
//! `fuzz/corpus/<target>/`): every puzzle's example game ID, with each of its rules spelt
//! out, inputs the contract tests know to be wrong, a library file of each format and a
//! plausible body for every API route.

use puzzle::{DynPuzzle, ParamKind};
use serde_json::{json, Value};

use crate::api::api_routes;
use crate::game_ids::puzzles;

/// The seed inputs of `target` (a name of [`crate::TARGETS`]), each with a file name.
pub fn seeds(target: &str) -> Vec<(String, Vec<u8>)> {
    match target {
        "game_ids" => game_id_seeds(),
        "importers" => importer_seeds(),
        "api_bodies" => api_seeds(),
        _ => Vec::new(),
    }
}

fn with_pick(pick: usize, text: &[u8]) -> Vec<u8> {
    let mut out = vec![u8::try_from(pick).expect("fewer than 256 choices")];
    out.extend_from_slice(text);
    out
}

/// The example of `puzzle` with each rule given each of its choices (or its default).
fn examples(puzzle: &dyn DynPuzzle) -> Vec<String> {
    let info = puzzle.info();
    let mut out = vec![info.example.to_string()];
    for rule in &info.rules {
        match &rule.kind {
            ParamKind::Choice { options } | ParamKind::Flags { options } => {
                for option in options {
                    out.push(format!("{};{}={}", info.example, rule.key, option.value));
                }
            }
            _ => out.push(format!("{};{}={}", info.example, rule.key, rule.default)),
        }
    }
    out
}

fn game_id_seeds() -> Vec<(String, Vec<u8>)> {
    let registry = puzzles();
    let mut out = Vec::new();
    for (i, id) in registry.ids().into_iter().enumerate() {
        let puzzle = registry.get(id).expect("listed");
        for (n, text) in examples(puzzle).iter().enumerate() {
            out.push((format!("{id}-example-{n}"), with_pick(i, text.as_bytes())));
        }
    }
    // inputs the contract tests refuse with a place
    let bad: &[(&str, &str)] = &[
        ("klotski", "VCCV/VCCX/VHHV/VSSV/S..S"),
        ("lianliankan", "1 2\n2 x"),
        ("matchstick", "7+a=9"),
        ("tendrops", "040244/304244/003030/000413/243220/00442x"),
        ("n-puzzle", "1 2 3 4 5 6 7 8 x"),
    ];
    let ids = registry.ids();
    for (id, text) in bad {
        if let Some(i) = ids.iter().position(|p| p == id) {
            out.push((format!("{id}-bad"), with_pick(i, text.as_bytes())));
        }
    }
    out
}

fn importer_seeds() -> Vec<(String, Vec<u8>)> {
    let csv = "name,description,difficulty,level,source,extra\n\
               横刀立马,VCCV/VCCV/VHHV/VSSV/S..S,81,high,classic,\"{\"\"steps\"\": 81}\"\n\
               ,\"1 2\n2 1\",,,,\n";
    let json = json!({
        "format": "puzzlelab-library",
        "version": 2,
        "puzzle": "matchstick",
        "name": "fuzz",
        "description": "seed",
        "source": "",
        "puzzles": [
            {"name": "a", "description": "45+46=99", "difficulty": 2.5, "level": "low",
             "source": "s", "extra": {"answers": [1, 2.75, null, true, "x"]}},
            {"description": "1+1=3"}
        ]
    });
    let array = json!([{"description": "8+3-4=0", "difficulty": 1e-7}]);
    vec![
        ("csv".into(), with_pick(0, csv.as_bytes())),
        ("json".into(), with_pick(1, json.to_string().as_bytes())),
        (
            "json-array".into(),
            with_pick(1, array.to_string().as_bytes()),
        ),
    ]
}

fn api_seeds() -> Vec<(String, Vec<u8>)> {
    let registry = puzzles();
    let ids = registry.ids();
    let first_example = registry.get(ids[0]).expect("listed").info().example;
    let mut out = Vec::new();
    for (i, route) in api_routes().iter().enumerate() {
        let parts: Vec<&str> = route.path.trim_start_matches("/api/").split('/').collect();
        let body: Option<Value> = match parts.as_slice() {
            ["lianliankan", "shuffle"] => registry
                .get("lianliankan")
                .map(|p| json!({"game": p.info().example, "seed": 1})),
            [id, action @ ..] if registry.get(id).is_some() => {
                let puzzle = registry.get(id).expect("listed");
                puzzle_body(puzzle, &action.join("/"))
            }
            ["libraries", n, what] => {
                let n: usize = n.parse().unwrap_or(1);
                let puzzle = registry.get(ids[n - 1]).expect("listed");
                let example = puzzle.info().example;
                match *what {
                    "puzzles" => Some(json!({"description": example, "name": "seed"})),
                    _ => {
                        let mut csv = Vec::new();
                        store::write_csv(&mut csv, &[store::NewPuzzle::new(example)]).expect("CSV");
                        Some(json!({"format": "csv", "data": String::from_utf8_lossy(&csv)}))
                    }
                }
            }
            ["libraries"] => Some(json!({"puzzle": ids[0], "name": "seed", "description": "d"})),
            ["games"] => Some(json!({"puzzle": ids[0], "game": first_example,
                "state": first_example, "name": "n", "moves": []})),
            ["games", _] => Some(json!({"name": "renamed", "moves": [1]})),
            ["records"] => Some(json!({"puzzle": ids[0], "game": first_example,
                "metric": "moves", "value": 81, "who": "me"})),
            _ => None,
        };
        if let Some(body) = body {
            let name = route.path.trim_start_matches("/api/").replace('/', "-");
            out.push((name, with_pick(i, body.to_string().as_bytes())));
        }
    }
    out
}

fn puzzle_body(puzzle: &dyn DynPuzzle, action: &str) -> Option<Value> {
    let info = puzzle.info();
    let game = info.example;
    Some(match action {
        "parse" | "validate" | "hint" | "rate" => json!({ "game": game }),
        "solve" => json!({ "game": game, "steps": "games" }),
        "solve/stream" => json!({ "game": game, "limits": {"max_nodes": 100} }),
        "compare" => {
            let solvers: Vec<String> = puzzle
                .solvers()
                .into_iter()
                .take(2)
                .map(|s| s.name)
                .collect();
            json!({ "game": game, "algorithms": solvers })
        }
        "generate" => json!({ "difficulty": info.difficulties.first(), "seed": 7 }),
        "move" => {
            let position = puzzle.position(game).ok()?;
            let mv = position.legal_moves.first()?.json().clone();
            json!({ "game": game, "move": mv })
        }
        _ => return None,
    })
}
