//! Solves the seed board under every gravity variant and prints the root lower bound, the
//! optimum, nodes and time (best of REPEATS runs).
//!
//! `cargo run --release -p lianliankan --example gravity_seed -- [TURNS] [REPEATS]`

use std::time::{Duration, Instant};

use lianliankan::{parse_board, solve, Gravity, MaxTurns, Puzzle, Rules};
use search::Limits;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let turns: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(3);
    let repeats: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(3);
    let board = match parse_board(include_str!("../data/lianliankan-seed-board.txt")) {
        Ok(board) => board,
        Err(e) => {
            eprintln!("seed board: {e}");
            std::process::exit(1);
        }
    };
    for gravity in Gravity::ALL {
        let rules = Rules {
            max_turns: MaxTurns::Limit(turns),
            gravity,
        };
        let puzzle = Puzzle::new(board.clone(), rules);
        let mut best = Duration::MAX;
        let mut last = None;
        for _ in 0..repeats {
            let started = Instant::now();
            let s = solve(&puzzle, &Limits::none());
            best = best.min(started.elapsed());
            last = Some(s);
        }
        let Some(s) = last else { continue };
        let root = s.playback.first().map_or(0, |p| p.h);
        println!(
            "{:<22} root bound {root:>3}, cost {:?}, {}, expanded {:>7}, best {:>8.1} ms",
            gravity.name(),
            s.cost,
            s.claim,
            s.stats.expanded,
            best.as_secs_f64() * 1000.0
        );
    }
}
