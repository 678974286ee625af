//! Prints the root conflict analysis of generated packed boards: plain bound, bonus, the
//! infeasible kind sets found and the time taken.
//!
//! `cargo run --release -p lianliankan --example conflict_probe -- ROWS PAIRS KINDS TURNS BOARDS [FIRST_SEED]`

use std::time::Instant;

use lianliankan::solver::conflict_bound::conflicts;
use lianliankan::{generate, MaxTurns, Params, Puzzle, Rules};
use search::Limits;

#[path = "support/args.rs"]
mod args;
use args::arg;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rows: usize = arg(&args, 1, "ROWS");
    let params = Params {
        rows,
        cols: rows,
        pairs: arg(&args, 2, "PAIRS"),
        kinds: arg(&args, 3, "KINDS"),
        blockers: 0,
    };
    let rules = Rules::with_max_turns(MaxTurns::Limit(arg(&args, 4, "TURNS")));
    let boards: u64 = arg(&args, 5, "BOARDS");
    let first: u64 = if args.len() > 6 {
        arg(&args, 6, "FIRST_SEED")
    } else {
        0
    };
    for seed in first..first + boards {
        let Ok(board) = generate(&params, rules, false, seed, &Limits::none()) else {
            continue;
        };
        let puzzle = Puzzle::new(board, rules);
        let start = puzzle.initial();
        let base = puzzle.lower_bound(start.words());
        let t = Instant::now();
        let c = conflicts(&puzzle, start.words());
        let sizes: Vec<u32> = c.sets.iter().map(|s| s.count_ones()).collect();
        println!(
            "seed {seed}: base {base}, bonus {}, {} sets {:?}, {:.0} ms",
            c.bonus,
            c.sets.len(),
            sizes,
            t.elapsed().as_secs_f64() * 1000.0
        );
    }
}
