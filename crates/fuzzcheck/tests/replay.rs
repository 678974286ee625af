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
    assert!(!inputs.is_empty(), "no corpus for {target} in {}", fuzz.display());
    inputs.extend(files(&fuzz.join("artifacts").join(target)));
    let start = Instant::now();
    for path in &inputs {
        let data = std::fs::read(path).expect("a corpus file");
        let outcome = std::panic::catch_unwind(|| check(&data));
        assert!(outcome.is_ok(), "{target}: {} fails (see the panic above)", path.display());
    }
    eprintln!("{target}: {} inputs in {:.1?}", inputs.len(), start.elapsed());
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
