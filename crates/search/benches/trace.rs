//! Tracing off vs on: `run` (which records nothing) against `run_traced` on the same A* and
//! BFS runs of the 8-puzzle.

use criterion::{criterion_group, criterion_main, Criterion};
use search::{examples::EightPuzzle, run, run_traced, Algorithm, Limits};

fn tracing(c: &mut Criterion) {
    let puzzle = EightPuzzle::parse("867254301").expect("a valid position");
    let limits = Limits::none();
    for (name, algorithm) in [("astar", Algorithm::AStar), ("bfs", Algorithm::Bfs)] {
        c.bench_function(&format!("{name} untraced"), |b| {
            b.iter(|| run(&puzzle, algorithm, &limits).expect("runs"))
        });
        c.bench_function(&format!("{name} traced"), |b| {
            b.iter(|| run_traced(&puzzle, algorithm, &limits, 100_000, 8).expect("runs"))
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10);
    targets = tracing
}
criterion_main!(benches);
