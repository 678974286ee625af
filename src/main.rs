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
    npuzzle::pdb::on_unstored_tables(warn_unstored_tables);
    match cli::main() {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            cli::failure::report(&err);
            ExitCode::FAILURE
        }
    }
}

/// Says once per process that the 15-puzzle's pattern databases were built but could not be
/// kept, so that every run builds them again (they stay in memory until this one ends).
fn warn_unstored_tables(unstored: &npuzzle::pdb::UnstoredTables) {
    cli::common::warn(
        &puzzle::Words::new("cli-tables-unstored")
            .arg("partition", unstored.partition)
            .arg("dir", unstored.dir.display())
            .arg("detail", &unstored.error)
            .arg("seconds", format!("{:.1}", unstored.built_in.as_secs_f64()))
            .arg("variable", npuzzle::pdb::CACHE_ENV),
    );
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
