//! Runs one workload many times and prints the wall time per run; wrap it in `perf stat` to
//! get CPU time per run on a busy machine, where wall-clock benchmarks overstate.
//!
//! `cargo run --release -p klotski --example repeat -- solve-step 500`
//! Workloads: solve-step, solve-straight, solve-unit, group, list-all, census-standard,
//! census-all.

use std::time::Instant;

use klotski::{
    all_layouts, census_all, census_standard, explore_reachable, parse_layout, solve, Metric,
};
use search::Limits;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let workload = args.get(1).map(String::as_str).unwrap_or("solve-step");
    let runs: u32 = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(100);
    let Ok(start) = parse_layout("横刀立马") else {
        return;
    };
    let began = Instant::now();
    let mut check = 0u64;
    for _ in 0..runs {
        check += match workload {
            "solve-step" => u64::from(
                solve(start, Metric::Step, &Limits::none())
                    .moves
                    .unwrap_or(0),
            ),
            "solve-straight" => u64::from(
                solve(start, Metric::Straight, &Limits::none())
                    .moves
                    .unwrap_or(0),
            ),
            "solve-unit" => u64::from(
                solve(start, Metric::Unit, &Limits::none())
                    .moves
                    .unwrap_or(0),
            ),
            "group" => explore_reachable(start, Metric::Unit, &Limits::none())
                .map_or(0, |g| g.len() as u64),
            "list-all" => all_layouts().len() as u64,
            "census-standard" => census_standard(&Limits::none()).map_or(0, |r| r.groups),
            "census-all" => census_all(&Limits::none(), &|_| {}).map_or(0, |r| r.groups),
            other => {
                eprintln!("unknown workload {other}");
                return;
            }
        };
    }
    let per_run = began.elapsed().as_secs_f64() * 1000.0 / f64::from(runs);
    println!("{workload}: {per_run:.3} ms per run (wall), check {check}");
}
