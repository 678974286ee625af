//! `puzzlelab`: solve, generate, rate and play classic AI-search puzzles.
//!
//! The binary is a thin shell: argument parsing and output formatting live here, the puzzles in
//! their crates, storage in `store`, the web app in `web`.

mod cli;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    match cli::run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}
