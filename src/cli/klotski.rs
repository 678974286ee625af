//! `puzzlelab klotski ...`: solve, compare algorithms, convert layout codes, analyse a
//! position, run the census, generate layouts and list the built-in ones.

use std::time::Duration;

use anyhow::{bail, Context as _};
use clap::{Args, Subcommand, ValueEnum};
use klotski::{Board, Metric, SolveResult};
use search::{Algorithm, Claim};

use super::common::{
    compare_json, format_compare_table, literal_file_or_stdin, print_json, progress_bar, Context,
    LimitArgs,
};

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve a layout optimally, or prove that it cannot be solved.
    Solve(SolveArgs),
    /// Run the fast solver and the generic search algorithms side by side.
    Compare(CompareArgs),
    /// Print a layout in every form: grid, CommonCode, ShortCode, name.
    Code(CodeArgs),
    /// Distance to the goal, optimal next moves, reachable and farthest positions.
    Analyze(AnalyzeArgs),
    /// Enumerate every legal layout and split them into groups.
    Census(CensusArgs),
    /// A random solvable layout whose optimal number of moves is in a range.
    Generate(GenerateArgs),
    /// The built-in classic layouts with their move counts.
    List(ListArgs),
}

/// A layout: grid (`VCCV/VCCV/VHHV/VSSV/S..S`), built-in name, CommonCode, ShortCode, a file
/// holding one of those, or `-` for standard input.
#[derive(Debug, Args)]
pub struct LayoutArg {
    #[arg(value_name = "LAYOUT")]
    pub layout: String,
}

impl LayoutArg {
    fn board(&self) -> anyhow::Result<Board> {
        let text = literal_file_or_stdin(&self.layout)?;
        klotski::parse_layout(&text).with_context(|| format!("invalid layout '{}'", text.trim()))
    }
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub layout: LayoutArg,
    /// What counts as one move: step (a piece along any path), straight, unit (one cell).
    #[arg(long, default_value = "step")]
    pub metric: Metric,
    /// `fast` (the default, specialised solver) or a generic algorithm: bfs, bibfs, astar,
    /// idastar, dfs:DEPTH, iddfs:MAX, ucs, wastar:W, greedy, beam:WIDTH.
    #[arg(long, default_value = "fast")]
    pub algo: String,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub limits: LimitArgs,
}

#[derive(Debug, Args)]
pub struct CompareArgs {
    #[command(flatten)]
    pub layout: LayoutArg,
    #[arg(long, default_value = "step")]
    pub metric: Metric,
    /// Comma-separated algorithms (default: bfs, bibfs, astar, idastar, wastar:2, greedy,
    /// beam:1000, iddfs:200, dfs:200).
    #[arg(long, value_delimiter = ',')]
    pub algos: Vec<String>,
    #[arg(long)]
    pub json: bool,
    /// Per-algorithm limits; without --timeout each algorithm gets 2 seconds.
    #[command(flatten)]
    pub limits: LimitArgs,
}

#[derive(Debug, Args)]
pub struct CodeArgs {
    #[command(flatten)]
    pub layout: LayoutArg,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    #[command(flatten)]
    pub layout: LayoutArg,
    #[arg(long, default_value = "step")]
    pub metric: Metric,
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub limits: LimitArgs,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum PieceSet {
    /// Every legal layout (29,334,498).
    All,
    /// The standard piece set, with the hardest layouts in each metric.
    Standard,
    /// Both.
    Both,
}

#[derive(Debug, Args)]
pub struct CensusArgs {
    /// Which layouts to count.
    #[arg(long, value_enum, default_value = "both")]
    pub set: PieceSet,
    #[arg(long)]
    pub json: bool,
    /// Store the results in the database under ("klotski", "census/all|standard").
    #[arg(long)]
    pub save: bool,
    /// No progress bar.
    #[arg(long, short)]
    pub quiet: bool,
    #[command(flatten)]
    pub limits: LimitArgs,
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// Optimal number of moves wanted: `N` or `MIN..MAX` (inclusive).
    #[arg(long, value_name = "MIN..MAX")]
    pub moves: String,
    /// Random seed (the same seed gives the same layout).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The metric the difficulty is counted in.
    #[arg(long, default_value = "step")]
    pub metric: Metric,
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub limits: LimitArgs,
}

#[derive(Debug, Args)]
pub struct ListArgs {
    #[arg(long)]
    pub json: bool,
}

pub fn run(cmd: Command, ctx: &Context) -> anyhow::Result<()> {
    match cmd {
        Command::Solve(args) => solve(args),
        Command::Compare(args) => compare(args),
        Command::Code(args) => code(args),
        Command::Analyze(args) => analyze(args),
        Command::Census(args) => census(args, ctx),
        Command::Generate(args) => generate(args),
        Command::List(args) => list(args),
    }
}

fn solve(args: SolveArgs) -> anyhow::Result<()> {
    let board = args.layout.board()?;
    let limits = args.limits.limits()?;
    let result = if args.algo.eq_ignore_ascii_case("fast") {
        klotski::solve(board, args.metric, &limits)
    } else {
        let algorithm: Algorithm = args.algo.parse()?;
        klotski::solve_with_algorithm(board, args.metric, algorithm, &limits)?
    };
    if let Claim::Stopped { reason } = result.claim {
        bail!(
            "{} stopped before it could answer: {reason} after {} expanded nodes",
            result.algorithm,
            result.stats.expanded
        );
    }
    if args.json {
        return print_json(&result);
    }
    print_solution(&result);
    Ok(())
}

fn print_solution(result: &SolveResult) {
    match result.moves {
        Some(moves) => println!(
            "{}: {moves} {} moves ({}, {}), {} expanded, {:.2} ms",
            result.layout,
            result.metric,
            result.claim,
            result.algorithm,
            result.stats.expanded,
            result.stats.elapsed.as_secs_f64() * 1000.0
        ),
        None => println!(
            "{}: {} ({} positions reachable, {})",
            result.layout,
            result.claim,
            result.reachable.map_or("?".into(), |r| r.to_string()),
            result.algorithm
        ),
    }
    for (i, step) in result.solution.iter().enumerate() {
        let path = match &step.path {
            Some(path) if path.len() > 2 => {
                let cells: Vec<String> = path
                    .iter()
                    .map(|c| format!("[{},{}]", c.row, c.col))
                    .collect();
                format!("  via {}", cells.join(" "))
            }
            _ => String::new(),
        };
        println!(
            "{:4}. {} [{},{}] -> [{},{}]{path}",
            i + 1,
            step.piece.letter(),
            step.from.row,
            step.from.col,
            step.to.row,
            step.to.col
        );
    }
}

fn compare(args: CompareArgs) -> anyhow::Result<()> {
    let board = args.layout.board()?;
    let mut limits = args.limits.limits()?;
    if limits.max_time.is_none() {
        limits = limits.with_max_time(Duration::from_secs(2));
    }
    let algorithms = if args.algos.is_empty() {
        klotski::default_algorithms()
    } else {
        args.algos
            .iter()
            .map(|a| a.parse::<Algorithm>())
            .collect::<Result<Vec<_>, _>>()?
    };
    let rows = klotski::compare(board, args.metric, &algorithms, &limits);
    if args.json {
        let mut value = compare_json(&rows);
        value["layout"] = klotski::format_grid(board).into();
        value["metric"] = args.metric.name().into();
        return print_json(&value);
    }
    println!("{} ({} metric)", klotski::format_grid(board), args.metric);
    print!("{}", format_compare_table(&rows));
    Ok(())
}

fn code(args: CodeArgs) -> anyhow::Result<()> {
    let codes = klotski::layout_codes(args.layout.board()?);
    if args.json {
        return print_json(&codes);
    }
    for row in &codes.rows {
        println!("  {row}");
    }
    println!("grid        {}", codes.grid);
    println!(
        "CommonCode  {} ({})",
        codes.common_code, codes.common_code_short
    );
    println!(
        "ShortCode   {} (#{})",
        codes.short_code, codes.short_code_number
    );
    if let (Some(name), Some(pinyin)) = (&codes.name, &codes.pinyin) {
        println!("name        {name} ({pinyin})");
    }
    Ok(())
}

fn analyze(args: AnalyzeArgs) -> anyhow::Result<()> {
    let board = args.layout.board()?;
    let limits = args.limits.limits()?;
    let analysis = klotski::analyze(board, args.metric, &limits)
        .map_err(|reason| anyhow::anyhow!("analysis stopped: {reason}"))?;
    if args.json {
        return print_json(&analysis);
    }
    println!("{} ({} metric)", analysis.layout, analysis.metric);
    match analysis.distance {
        Some(d) => println!("distance to the goal  {d}"),
        None => println!("distance to the goal  unsolvable"),
    }
    let hints: Vec<String> = analysis
        .optimal_moves
        .iter()
        .map(|m| {
            format!(
                "{} [{},{}]->[{},{}]",
                m.piece.letter(),
                m.from.row,
                m.from.col,
                m.to.row,
                m.to.col
            )
        })
        .collect();
    println!(
        "optimal next moves    {}",
        if hints.is_empty() {
            "-".into()
        } else {
            hints.join(", ")
        }
    );
    println!(
        "reachable positions   {} ({} solvable)",
        analysis.reachable, analysis.solvable_positions
    );
    println!(
        "farthest from here    {} moves ({} positions, e.g. {})",
        analysis.farthest.moves, analysis.farthest.count, analysis.farthest.example
    );
    if let Some(hardest) = &analysis.hardest {
        println!(
            "farthest from goal    {} moves ({} positions, e.g. {})",
            hardest.moves, hardest.count, hardest.example
        );
    }
    Ok(())
}

fn census(args: CensusArgs, ctx: &Context) -> anyhow::Result<()> {
    let limits = args.limits.limits()?;
    let mut reports = Vec::new();
    if matches!(args.set, PieceSet::All | PieceSet::Both) {
        let bar = progress_bar(29_334_498, args.quiet || args.json);
        bar.set_message("layouts");
        let report = klotski::census_all(&limits, &|n| bar.inc(n))
            .map_err(|reason| anyhow::anyhow!("census stopped: {reason}"))?;
        bar.finish_and_clear();
        reports.push(report);
    }
    if matches!(args.set, PieceSet::Standard | PieceSet::Both) {
        let report = klotski::census_standard(&limits)
            .map_err(|reason| anyhow::anyhow!("census stopped: {reason}"))?;
        reports.push(report);
    }
    if args.save {
        let mut store = ctx.open_store()?;
        for report in &reports {
            store
                .put_result_as("klotski", &format!("census/{}", report.piece_set), report)
                .context("cannot save the census")?;
        }
    }
    if args.json {
        let mut value = serde_json::Map::new();
        for report in &reports {
            value.insert(report.piece_set.clone(), serde_json::to_value(report)?);
        }
        return print_json(&value);
    }
    for report in &reports {
        println!(
            "{} layouts ({})",
            report.piece_set,
            format_ms(report.elapsed_ms)
        );
        println!("  layouts          {}", report.layouts);
        println!("  groups           {}", report.groups);
        println!(
            "  solvable groups  {} holding {} layouts",
            report.solvable_groups, report.solvable_layouts
        );
        println!("  largest group    {}", report.largest_group);
        for hardest in &report.hardest {
            println!(
                "  hardest ({:8})  {} moves: {}",
                hardest.metric.name(),
                hardest.moves,
                hardest.layouts.join(" ")
            );
        }
    }
    if args.save {
        println!("saved to {}", ctx.db_path()?.display());
    }
    Ok(())
}

fn format_ms(ms: f64) -> String {
    if ms < 1000.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{:.2} s", ms / 1000.0)
    }
}

fn parse_range(text: &str) -> anyhow::Result<(u32, u32)> {
    let number = |s: &str| {
        s.trim().parse::<u32>().with_context(|| {
            format!("--moves '{text}': '{s}' is not a whole number; use N or MIN..MAX, e.g. 40..60")
        })
    };
    match text.split_once("..") {
        Some((min, max)) => {
            let max = max.strip_prefix('=').unwrap_or(max);
            Ok((number(min)?, number(max)?))
        }
        None => {
            let n = number(text)?;
            Ok((n, n))
        }
    }
}

fn generate(args: GenerateArgs) -> anyhow::Result<()> {
    let (min_moves, max_moves) = parse_range(&args.moves)?;
    let options = klotski::GenerateOptions {
        min_moves,
        max_moves,
        metric: args.metric,
        seed: args.seed,
        ..Default::default()
    };
    let generated = klotski::generate(options, &args.limits.limits()?)?;
    if args.json {
        return print_json(&generated);
    }
    for row in klotski::grid_rows(generated.board) {
        println!("  {row}");
    }
    println!(
        "{}: {} {} moves (seed {}, group of {} positions)",
        generated.layout, generated.moves, generated.metric, generated.seed, generated.reachable
    );
    Ok(())
}

fn list(args: ListArgs) -> anyhow::Result<()> {
    let classics = klotski::classics();
    if args.json {
        return print_json(&serde_json::json!({ "layouts": classics }));
    }
    let count = |n: Option<u32>| n.map_or("-".to_string(), |n| n.to_string());
    println!(
        "{:<12} {:<18} {:<26} {:>5} {:>8} {:>5} {:>9}",
        "name", "alias", "layout", "step", "straight", "unit", "reachable"
    );
    for c in classics {
        // Chinese names are 2 columns wide per character in a terminal.
        let width: usize = c
            .name
            .chars()
            .map(|ch| if ch.is_ascii() { 1 } else { 2 })
            .sum();
        let pad = 12usize.saturating_sub(width);
        println!(
            "{}{} {:<18} {:<26} {:>5} {:>8} {:>5} {:>9}",
            c.name,
            " ".repeat(pad),
            c.pinyin,
            c.layout,
            count(c.step),
            count(c.straight),
            count(c.unit),
            c.reachable
        );
    }
    Ok(())
}
