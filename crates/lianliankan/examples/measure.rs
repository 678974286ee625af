//! Measures the solver on generated boards and prints one line per board: what was proven,
//! the cost found, the lower bound, nodes and time.
//!
//! `cargo run --release -p lianliankan --example measure -- ROWS PAIRS KINDS TURNS CLEARABLE(0|1) BOARDS solve|decide SECONDS [FIRST_SEED]`
//! e.g. `... -- 16 128 32 3 0 3 solve 10` (the 16x16, 32 kinds x 8, 3 turns goal).

use std::time::Duration;

use lianliankan::{decide_from, generate, solve, MaxTurns, Params, Puzzle, Rules};
use search::Limits;

#[path = "support/args.rs"]
mod args;
use args::arg;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rows: usize = arg(&args, 1, "ROWS");
    let pairs: usize = arg(&args, 2, "PAIRS");
    let kinds: usize = arg(&args, 3, "KINDS");
    let turns: u32 = arg(&args, 4, "TURNS");
    let clearable = arg::<u8>(&args, 5, "CLEARABLE") == 1;
    let boards: u64 = arg(&args, 6, "BOARDS");
    let mode: String = arg(&args, 7, "MODE");
    let seconds: f64 = arg(&args, 8, "SECONDS");
    let first_seed: u64 = if args.len() > 9 {
        arg(&args, 9, "FIRST_SEED")
    } else {
        0
    };
    let rules = Rules::with_max_turns(MaxTurns::Limit(turns));
    let params = Params {
        rows,
        cols: rows,
        pairs,
        kinds,
        blockers: 0,
    };
    for seed in first_seed..first_seed + boards {
        let board = match generate(&params, rules, clearable, seed, &Limits::none()) {
            Ok(board) => board,
            Err(e) => {
                println!("seed {seed}: {e}");
                continue;
            }
        };
        let puzzle = Puzzle::new(board, rules);
        let limits = Limits::none().with_max_time(Duration::from_secs_f64(seconds));
        let s = if mode == "decide" {
            decide_from(&puzzle, &puzzle.initial(), &limits)
        } else {
            solve(&puzzle, &limits)
        };
        let gap = s
            .cost
            .zip(s.lower_bound)
            .map(|(c, b)| 100.0 * (c as f64 / b.max(1) as f64 - 1.0));
        println!(
            "seed {seed}: solvable {:?}, cost {:?}, lower bound {:?}, gap {}, {}, expanded {}, {:.1} ms, replays {}",
            s.solvable,
            s.cost,
            s.lower_bound,
            gap.map_or("-".into(), |g| format!("{g:.1}%")),
            s.claim,
            s.stats.expanded,
            s.stats.elapsed.as_secs_f64() * 1000.0,
            puzzle.replay(&s.moves).is_ok() || s.cost.is_none()
        );
    }
}
