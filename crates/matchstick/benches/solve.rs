//! Speed goals of the issue: all answers of a 10-character equation with 1, 2 and 3 moved
//! sticks (goals 100 µs, 5 ms, 200 ms), the seed's algorithms next to the fast solver, and
//! the full two-operand catalogue (1 and 2 moves, rated; goal 30 s on 2 cores).

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use matchstick::catalogue::catalogue;
use matchstick::{
    parse, solve, solve_report, solve_with, ReportAlgorithm, Rules, Space, Strategy, Task,
};
use search::Limits;

/// Ten-character equations (the size), true and false ones.
const TEN: [&str; 3] = ["12+34=46+0", "45+46=99*1", "38-40=79-0"];

fn solver(c: &mut Criterion) {
    let rules = Rules::default();
    for k in 1..=3 {
        let mut group = c.benchmark_group(format!("fast solver, move {k}"));
        for input in TEN {
            let Ok(eq) = parse(input, &rules) else {
                panic!("{input} does not parse")
            };
            assert_eq!(input.len(), 10);
            group.bench_function(input, |b| {
                b.iter(|| solve(black_box(&eq), &rules, Task::Move, k, &Limits::none()))
            });
            group.bench_function(format!("{input} (pruned DFS)"), |b| {
                b.iter(|| {
                    solve_with(
                        Strategy::Dfs,
                        black_box(&eq),
                        &rules,
                        Task::Move,
                        k,
                        &Limits::none(),
                    )
                })
            });
        }
        group.finish();
    }
}

fn seed_algorithms(c: &mut Criterion) {
    let rules = Rules::default();
    let Ok(eq) = parse("45+46=99", &rules) else {
        panic!("parse")
    };
    for k in 1..=2 {
        let mut group = c.benchmark_group(format!("45+46=99, move {k}"));
        group.bench_function("fast solver", |b| {
            b.iter(|| solve(black_box(&eq), &rules, Task::Move, k, &Limits::none()))
        });
        for algorithm in [ReportAlgorithm::Dfs, ReportAlgorithm::BruteForce] {
            group.bench_function(algorithm.name(), |b| {
                b.iter(|| {
                    solve_report(
                        algorithm,
                        black_box(&eq),
                        &rules,
                        Task::Move,
                        k,
                        &Limits::none(),
                    )
                })
            });
        }
        group.finish();
    }
}

fn full_catalogue(c: &mut Criterion) {
    let mut group = c.benchmark_group("catalogue");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(20));
    let space = Space {
        operands: vec![2],
        ..Space::default()
    };
    group.bench_function("two operands, 2 digits, + - * /, moves 1 and 2", |b| {
        b.iter(|| {
            catalogue(&Rules::default(), &space, &[1, 2], &Limits::none()).map(|c| c.entries.len())
        })
    });
    group.finish();
}

criterion_group!(benches, solver, seed_algorithms, full_catalogue);
criterion_main!(benches);
