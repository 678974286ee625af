//! Command-line interface: the top-level command list and dispatch to one module per command.

mod builtin;
pub mod common;
mod eight_puzzle;
mod klotski;
mod lianliankan;
mod library;
mod matchstick;
mod serve;
mod tendrops;

use std::path::PathBuf;

use clap::{Parser, Subcommand};

/// Puzzle Lab: solve, generate, rate and play Klotski, Lianliankan, matchstick equations and
/// Ten Drops, with the textbook search algorithms side by side.
#[derive(Debug, Parser)]
#[command(name = "puzzlelab", version, about, propagate_version = true)]
pub struct Cli {
    /// SQLite database file (default: a per-user location, created on first use).
    #[arg(long, global = true, value_name = "FILE")]
    pub db: Option<PathBuf>,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the web app (puzzles in the browser and the JSON API).
    Serve(serve::ServeArgs),
    /// Klotski (华容道): solve, compare algorithms, convert codes, analyse, census, generate.
    #[command(subcommand)]
    Klotski(klotski::Command),
    /// Lianliankan (连连看, Onet): solve a board exactly, compare algorithms, generate boards.
    #[command(subcommand)]
    Lianliankan(lianliankan::Command),
    /// Matchstick equations (火柴棍移动): every answer, puzzle library, generator.
    #[command(subcommand)]
    Matchstick(matchstick::Command),
    /// Ten Drops (十滴水): simulate taps, prove minimum taps, compare algorithms, levels.
    #[command(subcommand)]
    Tendrops(tendrops::Command),
    /// The 8-puzzle, the textbook example: solve it or compare every algorithm on it.
    #[command(subcommand, name = "eight-puzzle")]
    EightPuzzle(eight_puzzle::Command),
    /// Puzzle libraries in the database: list, show, import, export.
    #[command(subcommand)]
    Library(library::Command),
}

/// Runs a parsed command line.
pub fn run(cli: Cli) -> anyhow::Result<()> {
    let ctx = common::Context { db: cli.db };
    match cli.command {
        Command::Serve(args) => serve::run(args, &ctx),
        Command::Klotski(cmd) => klotski::run(cmd, &ctx),
        Command::Lianliankan(cmd) => lianliankan::run(cmd, &ctx),
        Command::Matchstick(cmd) => matchstick::run(cmd, &ctx),
        Command::Tendrops(cmd) => tendrops::run(cmd, &ctx),
        Command::EightPuzzle(cmd) => eight_puzzle::run(cmd, &ctx),
        Command::Library(cmd) => library::run(cmd, &ctx),
    }
}
