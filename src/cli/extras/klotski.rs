//! Klotski's own commands, beside the ones every puzzle has: convert layout codes, analyse a
//! position, run the census of every layout and list the classics.

use anyhow::Context as _;
use clap::{Args, Subcommand, ValueEnum};
use klotski::{Board, Metric};

use crate::cli::common::{literal_file_or_stdin, print_json, progress_bar, Context, LimitArgs};

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print a layout in every form: grid, CommonCode, ShortCode, name.
    Code(CodeArgs),
    /// Distance to the goal, optimal next moves, reachable and farthest positions.
    Analyze(AnalyzeArgs),
    /// Enumerate every legal layout and split them into groups.
    Census(CensusArgs),
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
pub struct ListArgs {
    #[arg(long)]
    pub json: bool,
}

pub fn run(cmd: Command, ctx: &Context) -> anyhow::Result<()> {
    match cmd {
        Command::Code(args) => code(args),
        Command::Analyze(args) => analyze(args),
        Command::Census(args) => census(args, ctx),
        Command::List(args) => list(args),
    }
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
