//! Runs one of the decision searches alone on packed 16x16 deals (64 kinds, 2 turns), to see
//! which one settles which deal and how fast.
//!
//! `cargo run --release -p lianliankan --example decide_probe -- order|pairing|kinds SECONDS SEED...`

use std::time::{Duration, Instant};

use lianliankan::solver::{decide, pairing};
use lianliankan::{generate, MaxTurns, Params, Puzzle, Rules};
use search::{Limits, Stats};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(mode), Some(seconds)) = (args.first(), args.get(1).and_then(|s| s.parse().ok()))
    else {
        eprintln!("usage: decide_probe order|pairing|kinds SECONDS SEED...");
        std::process::exit(2);
    };
    let rules = Rules::with_max_turns(MaxTurns::Limit(2));
    let params = Params {
        rows: 16,
        cols: 16,
        pairs: 128,
        kinds: 64,
        blockers: 0,
    };
    for seed in args[2..].iter().filter_map(|s| s.parse::<u64>().ok()) {
        let board = match generate(&params, rules, false, seed, &Limits::none()) {
            Ok(board) => board,
            Err(e) => {
                println!("seed {seed}: {e}");
                continue;
            }
        };
        let puzzle = Puzzle::new(board, rules);
        let start = puzzle.initial();
        if mode == "kinds" {
            let mut sizes: Vec<usize> = puzzle.kinds().iter().map(|k| k.tiles.len()).collect();
            sizes.sort_unstable();
            println!("seed {seed}: kind sizes {sizes:?}");
            continue;
        }
        let limits = Limits::none().with_max_time(Duration::from_secs_f64(seconds));
        let mut stats = Stats::default();
        let clock = Instant::now();
        let outcome = if mode == "order" {
            decide::decide(&puzzle, start.words(), &mut limits.start(), &mut stats)
        } else {
            match pairing::decide_by_pairing(
                &puzzle,
                start.words(),
                &mut limits.start(),
                &mut stats,
            ) {
                Some(outcome) => outcome,
                None => continue,
            }
        };
        let answer = match &outcome {
            Ok(Some(c)) => format!("clearable (replays: {})", puzzle.replay(&c.moves).is_ok()),
            Ok(None) => "unclearable".to_string(),
            Err(reason) => format!("open ({reason})"),
        };
        println!(
            "seed {seed}: {mode}: {answer}, expanded {}, generated {}, {:.1} ms",
            stats.expanded,
            stats.generated,
            clock.elapsed().as_secs_f64() * 1000.0
        );
    }
}
