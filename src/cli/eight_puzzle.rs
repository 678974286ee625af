//! `puzzlelab eight-puzzle`: the textbook 8-puzzle, solved by any algorithm or all of them.

use anyhow::Context as _;
use clap::{Args, Subcommand};
use search::examples::EightPuzzle;
use search::Algorithm;

use super::common::{compare_json, format_compare_table, print_json, Context, LimitArgs};

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve one position with one algorithm (A* by default).
    Solve(SolveArgs),
    /// Run every algorithm (or those given) on one position and print a comparison table.
    Compare(CompareArgs),
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Tiles row by row, 0 for the blank: `867254301` or `8 6 7/2 5 4/3 0 1`.
    pub tiles: String,
    /// bfs, bibfs, dfs[:DEPTH], iddfs[:MAX], ucs, astar, wastar[:W], idastar, greedy, beam[:WIDTH].
    #[arg(long, default_value = "astar")]
    pub algo: Algorithm,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub limits: LimitArgs,
}

/// Node budget per algorithm in `compare` when no limit is given.
const DEFAULT_COMPARE_NODES: u64 = 2_000_000;

#[derive(Debug, Args)]
pub struct CompareArgs {
    /// Tiles row by row, 0 for the blank.
    pub tiles: String,
    /// Algorithms to run, comma-separated (default: all).
    #[arg(long, value_delimiter = ',')]
    pub algos: Option<Vec<Algorithm>>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
    /// Limits per algorithm (default: 2,000,000 expansions each).
    #[command(flatten)]
    pub limits: LimitArgs,
}

pub fn run(cmd: Command, _ctx: &Context) -> anyhow::Result<()> {
    match cmd {
        Command::Solve(args) => solve(args),
        Command::Compare(args) => compare(args),
    }
}

fn parse(tiles: &str) -> anyhow::Result<EightPuzzle> {
    EightPuzzle::parse(tiles).with_context(|| format!("invalid 8-puzzle position '{tiles}'"))
}

fn solve(args: SolveArgs) -> anyhow::Result<()> {
    let puzzle = parse(&args.tiles)?;
    let limits = args.limits.limits()?;
    let report = search::run(&puzzle, args.algo, &limits)?;
    if args.json {
        let solution = report.solution.as_ref();
        return print_json(&serde_json::json!({
            "tiles": puzzle.to_string(),
            "algorithm": report.algorithm,
            "solvable": match report.claim {
                search::Claim::NoSolution => Some(false),
                _ => solution.map(|_| true),
            },
            "moves": solution.map(|s| s.len()),
            "cost": report.cost(),
            "claim": report.claim,
            "solution": solution.map(|s| s.actions.iter().map(|a| a.to_string()).collect::<Vec<_>>()),
            "stats": report.stats,
        }));
    }
    println!("{} on {}: {}", report.algorithm, puzzle, report.claim);
    if let Some(solution) = &report.solution {
        println!("{} moves (of the blank):", solution.len());
        let moves: Vec<String> = solution.actions.iter().map(|a| a.to_string()).collect();
        println!("{}", moves.join(" "));
    }
    let s = report.stats;
    println!(
        "expanded {}, generated {}, duplicates {}, peak frontier {}, {}",
        s.expanded,
        s.generated,
        s.duplicates,
        s.peak_frontier,
        super::common::format_duration(s.elapsed)
    );
    Ok(())
}

fn compare(args: CompareArgs) -> anyhow::Result<()> {
    let puzzle = parse(&args.tiles)?;
    let mut limits = args.limits.limits()?;
    if limits.max_expanded.is_none() && limits.max_time.is_none() {
        // Plain DFS and iterative deepening can take practically forever on hard positions.
        limits = limits.with_max_expanded(DEFAULT_COMPARE_NODES);
    }
    let algorithms = args
        .algos
        .unwrap_or_else(|| search::compare::applicable_defaults(&puzzle));
    let rows = search::compare::run_algorithms(&puzzle, &algorithms, &limits);
    if args.json {
        let mut value = compare_json(&rows);
        value["tiles"] = serde_json::Value::String(puzzle.to_string());
        return print_json(&value);
    }
    println!("8-puzzle {puzzle}:");
    print!("{}", format_compare_table(&rows));
    Ok(())
}
