//! Speed of the sliding-tile engine: optimal solving of a fixed seeded set of random 4x4
//! positions (the whole set, and its hardest member), IDA* nodes per second (as criterion
//! throughput), the weighted fallback on random 5x5 positions, one heuristic evaluation, and
//! building / loading the pattern databases (table sizes are printed once).
//!
//! `cargo bench -p npuzzle` (about four minutes; the 6-6-3 build alone takes one). For a
//! table with average and worst time per position, nodes and nodes per second, see the
//! `summary` example.

use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use npuzzle::{
    random_solvable, solve, Board, Evaluator, Heuristic, Mode, Partition, PdbCache, Size,
    SolveOptions,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use search::{Claim, Limits};

/// Positions in the 4x4 set.
const SET: usize = 20;
/// Its seed.
const SEED: u64 = 2024;

fn cache() -> PdbCache {
    PdbCache::new(PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("npuzzle-bench-pdb"))
}

fn boards(size: Size, count: usize, seed: u64) -> Vec<Board> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count)
        .map(|_| random_solvable(size, &mut rng))
        .collect()
}

fn exact() -> SolveOptions {
    SolveOptions::with_cache(cache()).mode(Mode::Exact)
}

fn solve_4x4(c: &mut Criterion) {
    let options = exact();
    let set = boards(Size::Four, SET, SEED);
    // Solve once to find the hardest member and the node counts.
    let solved: Vec<_> = set
        .iter()
        .map(|b| solve(b, &options, &Limits::none()).expect("pdb fits 4x4"))
        .collect();
    assert!(solved.iter().all(|s| s.claim == Claim::Optimal));
    let nodes: u64 = solved.iter().map(|s| s.stats.expanded).sum();
    let (hardest, worst) = solved
        .iter()
        .enumerate()
        .max_by_key(|(_, s)| s.stats.expanded)
        .map(|(i, s)| (set[i], s.stats.expanded))
        .expect("a non-empty set");

    let mut group = c.benchmark_group("solve-4x4");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(30));
    // Throughput in expanded nodes: criterion's elements/s is IDA*'s nodes per second.
    group.throughput(Throughput::Elements(nodes));
    group.bench_function(format!("random-{SET}-seed-{SEED}"), |b| {
        b.iter(|| {
            for board in &set {
                black_box(solve(board, &options, &Limits::none()).expect("solves"));
            }
        })
    });
    group.throughput(Throughput::Elements(worst));
    group.bench_function(format!("hardest-of-set {hardest}"), |b| {
        b.iter(|| solve(black_box(&hardest), &options, &Limits::none()).expect("solves"))
    });
    group.finish();
}

fn fast_5x5(c: &mut Criterion) {
    let options = SolveOptions::with_cache(cache()).mode(Mode::Fast);
    let set = boards(Size::Five, 10, SEED);
    let _ = options.evaluator(Size::Five);
    let mut group = c.benchmark_group("fast-5x5");
    group.sample_size(10);
    group.bench_function("random-10-weight-2", |b| {
        b.iter(|| {
            for board in &set {
                black_box(solve(board, &options, &Limits::none()).expect("solves"));
            }
        })
    });
    group.finish();
}

fn heuristics(c: &mut Criterion) {
    let cache = cache();
    let set = boards(Size::Four, 64, 1);
    let mut group = c.benchmark_group("heuristic-4x4");
    group.throughput(Throughput::Elements(set.len() as u64));
    for heuristic in Heuristic::ALL {
        let e = Evaluator::new(heuristic, Size::Four, &cache).expect("all fit 4x4");
        group.bench_function(heuristic.name(), |b| {
            b.iter(|| set.iter().map(|board| e.estimate(board)).sum::<u32>())
        });
    }
    group.finish();
}

fn pattern_databases(c: &mut Criterion) {
    let mut group = c.benchmark_group("pdb");
    group.sample_size(10);
    for partition in Partition::ALL {
        eprintln!(
            "{partition}: {} entries = {} bytes",
            partition.entries(),
            partition.entries()
        );
    }
    for partition in [
        Partition::Exact3,
        Partition::FiveFiveFive,
        Partition::SixSixThree,
    ] {
        group.bench_function(format!("build {partition}"), |b| {
            b.iter_batched(
                || {
                    let dir = std::env::temp_dir()
                        .join(format!("npuzzle-bench-build-{}", std::process::id()));
                    let _ = std::fs::remove_dir_all(&dir);
                    dir
                },
                |dir| {
                    let (set, report) = PdbCache::new(&dir).load(partition);
                    assert!(report.built_any());
                    let _ = std::fs::remove_dir_all(&dir);
                    set.bytes()
                },
                BatchSize::PerIteration,
            )
        });
    }
    let stored = cache();
    let _ = stored.load(Partition::SixSixThree);
    group.bench_function("load 4x4 6-6-3", |b| {
        b.iter(|| stored.load(Partition::SixSixThree).0.bytes())
    });
    group.finish();
}

criterion_group!(benches, solve_4x4, fast_5x5, heuristics, pattern_databases);
criterion_main!(benches);
