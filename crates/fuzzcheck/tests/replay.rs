//! Replays every kept fuzz input through the same checks the fuzz targets run: each file of
//! `fuzz/corpus/<target>/` and `fuzz/artifacts/<target>/` (crash inputs kept as regression
//! tests once fixed). Run on stable by `cargo test --workspace --release`.

use std::path::{Path, PathBuf};
use std::time::Instant;

fn files(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    files
}

fn replay(target: &str, check: fn(&[u8])) {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let mut inputs = files(&fuzz.join("corpus").join(target));
    assert!(
        !inputs.is_empty(),
        "no corpus for {target} in {}",
        fuzz.display()
    );
    inputs.extend(files(&fuzz.join("artifacts").join(target)));
    let start = Instant::now();
    for path in &inputs {
        let data = std::fs::read(path).expect("a corpus file");
        let outcome = std::panic::catch_unwind(|| check(&data));
        assert!(
            outcome.is_ok(),
            "{target}: {} fails (see the panic above)",
            path.display()
        );
    }
    eprintln!(
        "{target}: {} inputs in {:.1?}",
        inputs.len(),
        start.elapsed()
    );
}

#[test]
fn game_ids_corpus() {
    replay("game_ids", fuzzcheck::game_ids);
}

#[test]
fn importers_corpus() {
    replay("importers", fuzzcheck::importers);
}

#[test]
fn api_bodies_corpus() {
    replay("api_bodies", fuzzcheck::api_bodies);
}

#[test]
fn every_target_is_replayed() {
    let names: Vec<&str> = fuzzcheck::TARGETS.iter().map(|(n, _)| *n).collect();
    assert_eq!(names, ["game_ids", "importers", "api_bodies"]);
}

/// The checks are not vacuous: the seed bodies are requests the API accepts (so the route
/// table and the bodies are right, and the fuzzer starts from answers, not only errors).
/// With the tiny limits a few jobs stop (413) and a shuffle finds no deal (its documented
/// 404); nothing else is refused.
#[test]
fn the_api_seeds_are_answered() {
    let mut answered = 0;
    let mut refused = Vec::new();
    for (name, data) in fuzzcheck::seeds::seeds("api_bodies") {
        let status = fuzzcheck::api_answer(&data).expect("a status").as_u16();
        match status {
            200..=299 => answered += 1,
            413 => {}
            404 if name == "lianliankan-shuffle" => {}
            _ => refused.push(format!("{name}: {status}")),
        }
    }
    assert!(refused.is_empty(), "seeds refused: {refused:#?}");
    assert!(answered >= 50, "only {answered} seeds answered 2xx");
}

#[test]
fn the_game_id_examples_parse_and_the_bad_ones_do_not() {
    let registry = fuzzcheck::puzzles();
    let ids = registry.ids();
    for (name, data) in fuzzcheck::seeds::seeds("game_ids") {
        let puzzle = registry
            .get(ids[usize::from(data[0]) % ids.len()])
            .expect("a puzzle");
        let parsed = puzzle.canonical(&String::from_utf8_lossy(&data[1..]));
        if name.ends_with("-example-0") {
            assert!(parsed.is_ok(), "{name}: {parsed:?}");
        } else if name.ends_with("-bad") {
            assert!(parsed.is_err(), "{name}: {parsed:?}");
        }
    }
}

#[test]
fn the_importer_seeds_are_accepted() {
    for (name, data) in fuzzcheck::seeds::seeds("importers") {
        let (format, file) = data.split_first().expect("a format byte");
        let accepted = if format % 2 == 0 {
            store::read_csv(file, store::accept_any).map(|rows| rows.len())
        } else {
            store::read_json(file, store::accept_any).map(|l| l.puzzles.len())
        };
        assert!(matches!(accepted, Ok(n) if n > 0), "{name}: {accepted:?}");
    }
}
