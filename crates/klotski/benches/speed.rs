//! Benchmarks for the speed goals: solve 横刀立马 (step metric, optimal, with the move
//! list) in at most 3 ms, explore its whole group in at most 4 ms, list all 29.3M layouts on
//! one thread in at most 1 s, and the full census in at most 10 s.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use klotski::{
    all_layouts, census_all, census_standard, explore_group, explore_reachable, parse_layout,
    short_code, solve, Metric,
};
use search::Limits;

fn solving(c: &mut Criterion) {
    let start = parse_layout("横刀立马").expect("built-in layout");
    let mut group = c.benchmark_group("hengdaolima");
    for metric in Metric::ALL {
        group.bench_function(format!("solve/{metric}"), |b| {
            b.iter(|| solve(black_box(start), metric, &Limits::none()))
        });
    }
    for metric in [Metric::Unit, Metric::Step] {
        group.bench_function(format!("whole_group/{metric}"), |b| {
            b.iter(|| explore_reachable(black_box(start), metric, &Limits::none()))
        });
    }
    group.bench_function("analyze_group/step", |b| {
        b.iter(|| explore_group(black_box(start), Metric::Step, &Limits::none()))
    });
    group.bench_function("short_code", |b| b.iter(|| short_code(black_box(start))));
    group.finish();
}

fn enumeration(c: &mut Criterion) {
    let mut group = c.benchmark_group("enumerate");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(10));
    group.bench_function("all_layouts_one_thread", |b| b.iter(all_layouts));
    group.bench_function("census_standard", |b| {
        b.iter(|| census_standard(&Limits::none()))
    });
    group.finish();
}

fn full_census(c: &mut Criterion) {
    let mut group = c.benchmark_group("census");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(30));
    group.bench_function("all_groups", |b| {
        b.iter(|| {
            let report = census_all(&Limits::none(), &|_| {}).expect("no limits");
            assert_eq!((report.layouts, report.groups), (29_334_498, 25_422));
            report
        })
    });
    group.finish();
}

criterion_group!(benches, solving, enumeration, full_census);
criterion_main!(benches);
