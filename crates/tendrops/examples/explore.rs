//! Solves random 6x6 boards and prints the proven minimum, the work done and the time:
//! `cargo run --release -p tendrops --example explore -- [DENSITY] [COUNT] [allow|forbid] [bfs]`.

use rand::{Rng, SeedableRng};
use search::Limits;
use std::time::Duration;
use tendrops::solver::solve_bfs;
use tendrops::{solve, Board, Rules, SolveOptions};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let density: f64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(0.6);
    let count: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let empty_taps = args.get(3).is_none_or(|s| s == "allow");
    let with_bfs = args.get(4).is_some_and(|s| s == "bfs");
    let options = SolveOptions::new(Rules::default().with_empty_taps(empty_taps));
    let limits = Limits::none().with_max_time(Duration::from_secs(20));
    let only: Option<Vec<u64>> = std::env::var("SEEDS")
        .ok()
        .map(|v| v.split(',').filter_map(|x| x.parse().ok()).collect());
    for seed in 0..count {
        if only.as_ref().is_some_and(|o| !o.contains(&seed)) {
            continue;
        }
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let cells: Vec<u8> = (0..36)
            .map(|_| {
                if rng.random_bool(density) {
                    rng.random_range(1..=4)
                } else {
                    0
                }
            })
            .collect();
        let Ok(board) = Board::from_cells(6, 6, cells) else {
            continue;
        };
        let Ok(s) = solve(&board, &options, &limits) else {
            continue;
        };
        print!(
            "{board} taps={:?} lb={} claim={} expanded={} generated={} t={:.3}s",
            s.taps,
            s.lower_bound,
            s.claim,
            s.stats.expanded,
            s.stats.generated,
            s.stats.elapsed.as_secs_f64()
        );
        if with_bfs {
            if let Ok(b) = solve_bfs(&board, &options, &limits) {
                print!(
                    " | bfs taps={:?} claim={} t={:.3}s",
                    b.taps,
                    b.claim,
                    b.stats.elapsed.as_secs_f64()
                );
            }
        }
        println!();
    }
}
