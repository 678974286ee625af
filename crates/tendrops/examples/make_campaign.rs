//! Prints candidate campaign levels (how `src/campaign.rs` was filled):
//! `cargo run --release -p tendrops --example make_campaign`.

use std::time::Instant;

use search::Limits;
use tendrops::generate::{generate, Difficulty, GenerateOptions};

fn main() {
    for difficulty in Difficulty::ALL {
        for k in 1..=4u64 {
            let mut options = GenerateOptions::new(difficulty, k * 1000 + difficulty as u64);
            options.per_candidate_nodes = 4_000;
            let started = Instant::now();
            match generate(&options, &Limits::none()) {
                Ok(level) => println!(
                    "{difficulty} {} taps={} seed={} attempts={} {:.2}s",
                    level.board,
                    level.taps,
                    level.seed,
                    level.attempts,
                    started.elapsed().as_secs_f64()
                ),
                Err(e) => println!("{difficulty}: {e}"),
            }
        }
    }
}
