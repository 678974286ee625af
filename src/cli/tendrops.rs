//! `puzzlelab tendrops ...`: solve a board (proven minimum taps), hint, simulate one tap tick
//! by tick, play a tap sequence, compare algorithms, generate levels, list the campaign.

use std::time::Duration;

use anyhow::Context as _;
use clap::{Args, Subcommand, ValueEnum};
use serde::Serialize;
use tendrops::campaign::campaign;
use tendrops::compare::{compare, Contender};
use tendrops::generate::{generate, Difficulty, GenerateOptions};
use tendrops::{
    simulate, solve, Board, Game, Objective, Pos, Rules, Solution, SolveOptions, Timing,
};

use super::common::{
    compare_json, format_compare_table, format_duration, literal_file_or_stdin, print_json,
    Context, LimitArgs,
};

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Prove the minimum number of taps that clears a board and give one sequence, or prove
    /// that no sequence clears it within the supply.
    Solve(SolveArgs),
    /// The next tap of an optimal line, and the minimum number of taps from here.
    Hint(SolveArgs),
    /// One tap, tick by tick: droplets, absorptions, bursts (the animation's event stream).
    Simulate(SimulateArgs),
    /// Play a sequence of taps and show each step with supply and bonuses.
    Play(PlayArgs),
    /// Run the exact solver, the seed's solvers, beam and generic algorithms side by side.
    Compare(CompareArgs),
    /// A random level whose proven minimum fits a difficulty.
    Generate(GenerateArgs),
    /// The built-in campaign of increasing difficulty.
    Campaign(CampaignArgs),
}

/// A board: 6 lines of 6 digits (0 empty, 1-4 drop size) or the rows joined by `/`
/// (`040244/304244/...`), a file holding one, or `-` for standard input.
#[derive(Debug, Args)]
pub struct BoardArg {
    #[arg(value_name = "BOARD")]
    pub board: String,
}

impl BoardArg {
    fn board(&self) -> anyhow::Result<Board> {
        let text = literal_file_or_stdin(&self.board)?;
        text.parse::<Board>()
            .with_context(|| format!("invalid board '{}'", text.trim()))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum EmptyTaps {
    Allow,
    Forbid,
}

/// The rule options.
#[derive(Debug, Args)]
pub struct RuleArgs {
    /// Chain timing model: a-sum (default), a-cap, b-sum, b-cap.
    #[arg(long, default_value = "a-sum")]
    pub timing: Timing,
    /// Whether tapping an empty cell (creating a size-1 drop) is allowed.
    #[arg(long, value_enum, default_value = "allow")]
    pub empty_taps: EmptyTaps,
    /// Drops in the supply at the start.
    #[arg(long, default_value_t = 10)]
    pub supply: u32,
}

impl RuleArgs {
    fn rules(&self) -> Rules {
        Rules::default()
            .with_timing(self.timing)
            .with_empty_taps(self.empty_taps == EmptyTaps::Allow)
            .with_supply(self.supply)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ObjectiveArg {
    /// Fewest taps.
    MinTaps,
    /// The most drops left in the supply at the end (what carries over to the next board),
    /// over all clearing sequences, even longer ones; ties go to fewer taps.
    MostLeft,
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    #[command(flatten)]
    pub board: BoardArg,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// What to optimise: min-taps (fewest taps) or most-left (most drops left at the end).
    #[arg(long, value_enum, default_value = "min-taps")]
    pub objective: ObjectiveArg,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub limits: LimitArgs,
}

impl SolveArgs {
    fn options(&self) -> SolveOptions {
        let objective = match self.objective {
            ObjectiveArg::MinTaps => Objective::MinTaps,
            ObjectiveArg::MostLeft => Objective::MostLeft,
        };
        SolveOptions {
            rules: self.rules.rules(),
            objective,
            supply: None,
        }
    }
}

#[derive(Debug, Args)]
pub struct SimulateArgs {
    #[command(flatten)]
    pub board: BoardArg,
    /// The cell to tap, `ROW,COL` (0-based).
    #[arg(long, value_name = "ROW,COL")]
    pub tap: Pos,
    #[arg(long, default_value = "a-sum")]
    pub timing: Timing,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub board: BoardArg,
    /// Taps in order, each `ROW,COL` (0-based), separated by spaces or `;`.
    #[arg(long, value_name = "ROW,COL ...", num_args = 1.., value_delimiter = ';')]
    pub taps: Vec<String>,
    #[command(flatten)]
    pub rules: RuleArgs,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct CompareArgs {
    #[command(flatten)]
    pub board: BoardArg,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Comma-separated solvers (default: exact, seed-greedy, td-beam:200, seed-id:4,
    /// plain-bfs, astar, idastar). Also: any generic algorithm (bfs, idastar, beam:W, ...).
    #[arg(long, value_delimiter = ',')]
    pub algos: Vec<String>,
    #[arg(long)]
    pub json: bool,
    /// Per-solver limits; without --timeout each gets 5 seconds.
    #[command(flatten)]
    pub limits: LimitArgs,
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// easy (2-3 taps), medium (4-6), hard (7-8), expert (9-10).
    #[arg(long, default_value = "medium")]
    pub difficulty: Difficulty,
    /// Random seed (the same seed and options give the same level).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    #[arg(long, default_value_t = 6)]
    pub rows: usize,
    #[arg(long, default_value_t = 6)]
    pub cols: usize,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Also store the level in this library of the database (kind "tendrops").
    #[arg(long, value_name = "LIBRARY")]
    pub save: Option<String>,
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub limits: LimitArgs,
}

#[derive(Debug, Args)]
pub struct CampaignArgs {
    /// Install (or update) the campaign as the built-in library "campaign" in the database.
    #[arg(long)]
    pub install: bool,
    #[arg(long)]
    pub json: bool,
}

pub fn run(cmd: Command, ctx: &Context) -> anyhow::Result<()> {
    match cmd {
        Command::Solve(args) => run_solve(&args),
        Command::Hint(args) => run_hint(&args),
        Command::Simulate(args) => run_simulate(&args),
        Command::Play(args) => run_play(&args),
        Command::Compare(args) => run_compare(&args),
        Command::Generate(args) => run_generate(&args, ctx),
        Command::Campaign(args) => run_campaign(&args, ctx),
    }
}

fn format_taps(taps: &[Pos]) -> String {
    taps.iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn rules_line(rules: &Rules) -> String {
    format!(
        "timing {}, empty taps {}, supply {}",
        rules.timing,
        if rules.empty_taps {
            "allowed"
        } else {
            "forbidden"
        },
        rules.supply
    )
}

fn run_solve(args: &SolveArgs) -> anyhow::Result<()> {
    let board = args.board.board()?;
    let options = args.options();
    let solution = solve(&board, &options, &args.limits.limits()?)?;
    if args.json {
        return print_json(&solution);
    }
    println!("{}", board.to_lines());
    println!("rules: {}", rules_line(&options.rules));
    print_solution(&solution);
    Ok(())
}

fn print_solution(s: &Solution) {
    match (s.solvable, s.taps) {
        (Some(true), Some(taps)) if s.objective == Objective::MostLeft => {
            println!("taps: {taps} (the fewest possible: {})", s.lower_bound);
            println!("sequence (row,col from 0): {}", format_taps(&s.sequence));
            if let Some(left) = s.drops_left {
                let proof = match (s.optimal, s.drops_left_bound) {
                    (true, _) => "proven most".to_string(),
                    (false, Some(bound)) => format!("best found; at most {bound}"),
                    (false, None) => "best found".to_string(),
                };
                println!("drops left at the end: {left} ({proof})");
            }
        }
        (Some(true), Some(taps)) => {
            let proof = if s.optimal {
                "proven minimum".to_string()
            } else {
                format!("not proven; at least {}", s.lower_bound)
            };
            println!("taps: {taps} ({proof})");
            println!("sequence (row,col from 0): {}", format_taps(&s.sequence));
            if let Some(left) = s.drops_left {
                println!("drops left at the end: {left}");
            }
        }
        (Some(false), _) => println!(
            "cannot be cleared within the supply of {} (proven)",
            s.supply
        ),
        _ => println!(
            "no answer: {}; at least {} taps are needed",
            s.claim, s.lower_bound
        ),
    }
    println!(
        "{}: expanded {}, generated {}, {}",
        s.algorithm,
        s.stats.expanded,
        s.stats.generated,
        format_duration(s.stats.elapsed)
    );
}

#[derive(Serialize)]
struct Hint {
    /// The tap to make now, if the board can be cleared.
    tap: Option<Pos>,
    /// Minimum taps from here (including this one).
    taps: Option<u32>,
    optimal: bool,
    solvable: Option<bool>,
    timing: Timing,
    stats: search::Stats,
}

fn run_hint(args: &SolveArgs) -> anyhow::Result<()> {
    let board = args.board.board()?;
    let s = solve(&board, &args.options(), &args.limits.limits()?)?;
    let hint = Hint {
        tap: s.sequence.first().copied(),
        taps: s.taps,
        optimal: s.optimal,
        solvable: s.solvable,
        timing: s.timing,
        stats: s.stats,
    };
    if args.json {
        return print_json(&hint);
    }
    match (hint.tap, hint.taps) {
        (Some(tap), Some(taps)) => println!(
            "tap {tap}: {taps} taps {} clear the board from here",
            if hint.optimal {
                "(proven minimum)"
            } else {
                "(not proven minimal)"
            }
        ),
        _ if s.solvable == Some(false) => println!("the board cannot be cleared within the supply"),
        _ if board.is_clear() => println!("the board is already clear"),
        _ => println!("no hint: {}", s.claim),
    }
    Ok(())
}

fn run_simulate(args: &SimulateArgs) -> anyhow::Result<()> {
    let board = args.board.board()?;
    let log = simulate(&board, args.tap, args.timing)?;
    if args.json {
        return print_json(&log);
    }
    println!("tap {} on {} ({}):", log.tap, board, log.timing);
    for frame in &log.frames {
        let mut parts = Vec::new();
        let cells = |ps: &[Pos]| {
            ps.iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        if !frame.absorbed.is_empty() {
            parts.push(format!("absorbed at {}", cells(&frame.absorbed)));
        }
        if !frame.spilled.is_empty() {
            parts.push(format!("spilled at {}", cells(&frame.spilled)));
        }
        if !frame.passed.is_empty() {
            parts.push(format!("flew through {}", cells(&frame.passed)));
        }
        if !frame.left_board.is_empty() {
            parts.push(format!("{} left the board", frame.left_board.len()));
        }
        if !frame.bursts.is_empty() {
            parts.push(format!("burst {}", cells(&frame.bursts)));
        }
        if parts.is_empty() && frame.tick > 0 {
            parts.push(format!("{} droplets flying", frame.droplets.len()));
        }
        if frame.tick == 0 && log.bursts == 0 {
            parts.push(if log.created {
                "a drop was created".into()
            } else {
                "the drop grew".into()
            });
        }
        println!("  t{:<3} {}", frame.tick, parts.join("; "));
    }
    println!(
        "bursts {}, droplets lost {}, bonus {}",
        log.bursts,
        log.lost,
        Rules::default().bonus(log.bursts)
    );
    println!("{}", log.after.to_lines());
    Ok(())
}

#[derive(Serialize)]
struct PlayOutput {
    board: Board,
    steps: Vec<tendrops::TapReport>,
    after: Board,
    supply: u32,
    status: tendrops::Status,
}

fn run_play(args: &PlayArgs) -> anyhow::Result<()> {
    let board = args.board.board()?;
    let rules = args.rules.rules();
    let mut game = Game::new(board.clone(), rules);
    let taps: Vec<&str> = args
        .taps
        .iter()
        .flat_map(|t| t.split_whitespace())
        .collect();
    let mut steps = Vec::new();
    for (i, text) in taps.iter().enumerate() {
        let pos: Pos = text
            .parse()
            .with_context(|| format!("tap {} of --taps", i + 1))?;
        let report = game
            .tap(pos)
            .with_context(|| format!("tap {} ({pos}) is not allowed", i + 1))?;
        if !args.json {
            println!(
                "tap {pos}: {} burst{}, bonus {}{}, supply {}",
                report.bursts,
                if report.bursts == 1 { "" } else { "s" },
                report.bonus,
                if report.clear_bonus > 0 {
                    format!(" + {} for the clear", report.clear_bonus)
                } else {
                    String::new()
                },
                report.supply
            );
        }
        steps.push(report);
    }
    if args.json {
        return print_json(&PlayOutput {
            board,
            steps,
            after: game.board().clone(),
            supply: game.supply(),
            status: game.status(),
        });
    }
    println!("{}", game.board().to_lines());
    println!("status: {:?}, supply {}", game.status(), game.supply());
    Ok(())
}

fn run_compare(args: &CompareArgs) -> anyhow::Result<()> {
    let board = args.board.board()?;
    let contenders = if args.algos.is_empty() {
        Contender::defaults()
    } else {
        args.algos
            .iter()
            .map(|a| a.parse::<Contender>())
            .collect::<Result<Vec<_>, _>>()?
    };
    let mut limits = args.limits.limits()?;
    if limits.max_time.is_none() {
        limits = limits.with_max_time(Duration::from_secs(5));
    }
    let options = SolveOptions::new(args.rules.rules());
    let rows = compare(&board, &options, &contenders, &limits);
    if args.json {
        let mut value = compare_json(&rows);
        value["board"] = serde_json::Value::String(board.to_line());
        value["timing"] = serde_json::Value::String(options.rules.timing.to_string());
        return print_json(&value);
    }
    println!("{}  ({})", board, rules_line(&options.rules));
    print!("{}", format_compare_table(&rows));
    Ok(())
}

fn run_generate(args: &GenerateArgs, ctx: &Context) -> anyhow::Result<()> {
    let mut options = GenerateOptions::new(args.difficulty, args.seed);
    options.rows = args.rows;
    options.cols = args.cols;
    options.solve = SolveOptions::new(args.rules.rules());
    let level = generate(&options, &args.limits.limits()?)?;
    if let Some(library) = &args.save {
        let mut store = ctx.open_store()?;
        let lib = match store.find_library("tendrops", library)? {
            Some(lib) => lib,
            None => store.create_library(&store::NewLibrary::new("tendrops", library.as_str()))?,
        };
        let extra = serde_json::json!({ "taps": level.taps, "sequence": level.sequence, "timing": level.timing, "seed": level.seed });
        store.add_puzzles(
            lib.id,
            &[store::NewPuzzle::new(level.board.to_line())
                .with_difficulty(f64::from(level.taps))
                .with_level(level.difficulty.name())
                .with_source(format!("puzzlelab tendrops generate --seed {}", level.seed))
                .with_extra(extra)],
        )?;
    }
    if args.json {
        return print_json(&level);
    }
    println!("{}", level.board.to_lines());
    println!(
        "{} ({}): {} taps (proven minimum), margin {} of a supply of {}",
        level.board, level.difficulty, level.taps, level.margin, level.supply
    );
    println!("solution: {}", format_taps(&level.sequence));
    if let Some(library) = &args.save {
        println!("saved to library '{library}'");
    }
    Ok(())
}

fn run_campaign(args: &CampaignArgs, ctx: &Context) -> anyhow::Result<()> {
    let levels = campaign();
    if args.install {
        let mut store = ctx.open_store()?;
        super::builtin::seed_libraries(&mut store)?;
    }
    if args.json {
        return print_json(&serde_json::json!({ "levels": levels }));
    }
    for l in &levels {
        println!(
            "{:>2}  {}  {:<6}  par {}",
            l.number,
            l.board,
            l.difficulty.name(),
            l.par
        );
    }
    if args.install {
        println!("installed as the built-in library 'campaign'");
    }
    Ok(())
}
