//! Compares, on generated boards small enough to prove, the root lower bound and quick beam
//! clearings with the proven optimum: which side of an anytime gap is weak.
//!
//! `cargo run --release -p lianliankan --example bound_quality -- ROWS COLS PAIRS KINDS TURNS BOARDS SECONDS [WIDTHS]`
//! (WIDTHS: beam widths separated by commas, default 8,64,512, each optionally with a crowding
//! penalty and an h weight as WIDTH:PENALTY:WEIGHT, both in hundredths; SECONDS 0 skips the
//! solver)

use std::time::Duration;

use lianliankan::solver::beam::{beam, BeamShape};
use lianliankan::solver::heuristic::Heuristic;
use lianliankan::{generate, solve, MaxTurns, Params, Puzzle, Rules};
use search::{Limits, Stats};

#[path = "support/args.rs"]
mod args;
use args::arg;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let params = Params {
        rows: arg(&args, 1, "ROWS"),
        cols: arg(&args, 2, "COLS"),
        pairs: arg(&args, 3, "PAIRS"),
        kinds: arg(&args, 4, "KINDS"),
        blockers: 0,
    };
    let rules = Rules::with_max_turns(MaxTurns::Limit(arg(&args, 5, "TURNS")));
    let boards: u64 = arg(&args, 6, "BOARDS");
    let seconds: f64 = arg(&args, 7, "SECONDS");
    for seed in 0..boards {
        let Ok(board) = generate(&params, rules, false, seed, &Limits::none()) else {
            continue;
        };
        let puzzle = Puzzle::new(board, rules);
        let start = puzzle.initial();
        let heuristic = Heuristic::new(&puzzle);
        let root = heuristic.of(start.words());
        let shapes: Vec<BeamShape> = args
            .get(8)
            .map_or("8,64,512", |s| s.as_str())
            .split(',')
            .filter_map(|w| {
                let mut parts = w.split(':');
                let width = parts.next()?.parse().ok()?;
                let crowding_penalty = parts.next().unwrap_or("0").parse().ok()?;
                let h_weight = parts.next().unwrap_or("100").parse().ok()?;
                Some(BeamShape {
                    width,
                    crowding_penalty,
                    h_weight,
                    fill: None,
                })
            })
            .collect();
        let beams: Vec<String> = shapes
            .iter()
            .map(|&shape| {
                let limits = Limits::none();
                let found = beam(
                    &puzzle,
                    &heuristic,
                    start.words(),
                    shape,
                    &mut limits.start(),
                    &mut Stats::default(),
                );
                match found {
                    Ok(Some(c)) => {
                        format!(
                            "beam{}:{}:{} {}",
                            shape.width, shape.crowding_penalty, shape.h_weight, c.cost
                        )
                    }
                    _ => format!(
                        "beam{}:{}:{} -",
                        shape.width, shape.crowding_penalty, shape.h_weight
                    ),
                }
            })
            .collect();
        if seconds <= 0.0 {
            println!("seed {seed}: root bound {root}, {}", beams.join(", "));
            continue;
        }
        let limits = Limits::none().with_max_time(Duration::from_secs_f64(seconds));
        let s = solve(&puzzle, &limits);
        println!(
            "seed {seed}: root bound {root}, {}, solve cost {:?} lower {:?} {} ({:.0} ms)",
            beams.join(", "),
            s.cost,
            s.lower_bound,
            s.claim,
            s.stats.elapsed.as_secs_f64() * 1000.0
        );
    }
}
