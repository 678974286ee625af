//! `puzzlelab`: solve, generate, rate and play classic AI-search puzzles.
//!
//! The binary is a thin shell: argument parsing and output formatting live here, the puzzles in
//! their crates (listed once in `registry`), storage in `store`, the web app in `web`.

mod cli;

use std::process::ExitCode;

/// Counts each thread's memory, so that a search's memory budget is checked and its peak
/// reported (see `search::memory`).
#[global_allocator]
static ALLOCATOR: search::CountingAllocator = search::CountingAllocator;

fn main() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if !cli::keeps_sigpipe_ignored(&args) {
        restore_default_sigpipe();
    }
    npuzzle::pdb::on_unstored_tables(cli::common::warn_unstored_tables);
    match cli::main() {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            cli::failure::report(&err);
            ExitCode::FAILURE
        }
    }
}

/// Rust ignores SIGPIPE, so printing into a closed pipe (`puzzlelab ... | head`) would panic.
/// A command-line tool should simply stop, as every Unix filter does. (Not for `serve`, whose
/// sockets must never kill the process, nor for `judge`, which writes to the programs it runs.)
fn restore_default_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called once at start-up, before any other thread exists; SIG_DFL is a valid
    // disposition for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
