//! Solves a fixed, seeded set of uniformly random positions optimally and prints one line per
//! position and a summary (average and worst time, nodes, nodes per second):
//! `cargo run --release -p npuzzle --example summary -- [--size 4] [--count 50] [--seed 2024]
//! [--heuristic pdb] [--partition 6-6-3] [--mode exact|fast|auto] [--weight W] [--cache DIR]
//! [--goal "TILES"] [--quiet]`. With `--mode fast` the weighted A* fallback runs instead (the
//! only way to solve random 5x5 positions quickly). With `--goal` the positions are random
//! ones that can reach that goal (of the goal's size), solved towards it.
//! The pattern databases are loaded (or built) before the clock starts; the line "tables
//! ready in" says how long that took (a goal's own table built in a fresh `--cache` directory).

use std::time::Instant;

use npuzzle::{
    random_solvable_for, solve_with, Board, Goal, Heuristic, Mode, Partition, PdbCache, Size,
    SolveOptions,
};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use search::{Claim, Limits};

fn arg<T: std::str::FromStr>(args: &[String], name: &str) -> Option<T> {
    let i = args.iter().position(|a| a == name)?;
    args.get(i + 1)?.parse().ok()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let goal = match arg::<String>(&args, "--goal") {
        Some(text) => match text.parse::<Board>() {
            Ok(board) => Goal::new(board),
            Err(e) => {
                eprintln!("--goal: {e}");
                std::process::exit(2);
            }
        },
        None => Goal::standard(
            Size::from_width(arg(&args, "--size").unwrap_or(4)).unwrap_or(Size::Four),
        ),
    };
    let size = goal.size();
    let count: usize = arg(&args, "--count").unwrap_or(50);
    let seed: u64 = arg(&args, "--seed").unwrap_or(2024);
    let heuristic: Heuristic = arg(&args, "--heuristic").unwrap_or(Heuristic::Pdb);
    let partition: Option<Partition> = arg(&args, "--partition");
    let quiet = args.iter().any(|a| a == "--quiet");
    let cache = arg::<String>(&args, "--cache")
        .map(PdbCache::new)
        .unwrap_or_default();
    let mode: Mode = arg(&args, "--mode").unwrap_or(Mode::Exact);
    let mut options = SolveOptions::with_cache(cache)
        .heuristic(heuristic)
        .mode(mode);
    options.partition = partition;
    if let Some(w) = arg(&args, "--weight") {
        options.weight = w;
    }
    let t = Instant::now();
    let evaluator = match options.evaluator_towards(&goal) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    println!(
        "{size} {}{} ({}), tables ready in {:.2} s, {} bytes",
        heuristic,
        if goal.is_standard() {
            String::new()
        } else {
            format!(" towards {goal}")
        },
        evaluator
            .pattern_set()
            .map(|s| s.partition().name())
            .unwrap_or("-"),
        t.elapsed().as_secs_f64(),
        evaluator.pattern_set().map_or(0, |s| s.bytes()),
    );
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let boards: Vec<_> = (0..count)
        .map(|_| random_solvable_for(&goal, &mut rng))
        .collect();
    let (mut total_ms, mut worst_ms, mut nodes, mut lengths) = (0.0f64, 0.0f64, 0u64, 0u64);
    for (i, board) in boards.iter().enumerate() {
        let s = solve_with(board, &evaluator, &options, &Limits::none());
        let ms = s.stats.elapsed.as_secs_f64() * 1000.0;
        total_ms += ms;
        worst_ms = worst_ms.max(ms);
        nodes += s.stats.expanded;
        lengths += u64::from(s.cost.unwrap_or(0));
        if !quiet {
            println!(
                "{i:3} {:<40} {:>3} {:>8} {:>12} {:>9.1} ms {:>6.1} M/s",
                board.to_string(),
                s.cost.map_or("-".into(), |c| c.to_string()),
                match s.claim {
                    Claim::Optimal => "optimal".to_string(),
                    Claim::Bounded { factor } => format!("<={factor}x"),
                    other => other.to_string(),
                },
                s.stats.expanded,
                ms,
                s.nodes_per_second / 1e6
            );
        }
    }
    let n = boards.len().max(1) as f64;
    println!(
        "{} positions: avg length {:.2}, avg {:.1} ms, worst {:.1} ms, avg nodes {:.0}, {:.2} M nodes/s",
        boards.len(),
        lengths as f64 / n,
        total_ms / n,
        worst_ms,
        nodes as f64 / n,
        nodes as f64 / (total_ms / 1000.0) / 1e6
    );
}
