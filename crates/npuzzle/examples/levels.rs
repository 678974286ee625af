//! Generates positions of every level on every size and prints the proven optimal length,
//! the candidates drawn, the nodes and the time:
//! `cargo run --release -p npuzzle --example levels -- [--size 5] [--level hard] [--seeds 5]`.

use std::time::{Duration, Instant};

use npuzzle::{generate, Level, Size, SolveOptions};
use search::Limits;

fn arg<T: std::str::FromStr>(args: &[String], name: &str) -> Option<T> {
    let i = args.iter().position(|a| a == name)?;
    args.get(i + 1)?.parse().ok()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let sizes: Vec<Size> = match arg::<usize>(&args, "--size").and_then(Size::from_width) {
        Some(s) => vec![s],
        None => Size::ALL.to_vec(),
    };
    let levels: Vec<Level> = match arg::<Level>(&args, "--level") {
        Some(l) => vec![l],
        None => Level::ALL.to_vec(),
    };
    let seeds: u64 = arg(&args, "--seeds").unwrap_or(3);
    let options = SolveOptions::default();
    let limits = Limits::none().with_max_time(Duration::from_secs(120));
    for size in sizes {
        // Load the tables before timing.
        let _ = options.evaluator(size);
        for &level in &levels {
            for seed in 0..seeds {
                let t = Instant::now();
                match generate(size, level, seed, &options, &limits) {
                    Ok(g) => println!(
                        "{size} {level:<6} seed {seed}: {:>3} moves, {:>3} candidates, {:>11} nodes, {:>8.1} ms  {}",
                        g.optimal_length,
                        g.attempts,
                        g.stats.expanded,
                        t.elapsed().as_secs_f64() * 1000.0,
                        g.board
                    ),
                    Err(e) => println!("{size} {level:<6} seed {seed}: {e}"),
                }
            }
        }
    }
}
