//! Ten Drops' own commands, beside the ones every puzzle has: one tap simulated tick by tick
//! (the event stream the page animates) and the built-in campaign.

use anyhow::Context as _;
use clap::{Args, Subcommand};
use tendrops::campaign::campaign;
use tendrops::{simulate, Board, Pos, Rules, Timing};

use crate::cli::common::{literal_file_or_stdin, print_json, Context};

#[derive(Debug, Subcommand)]
pub enum Command {
    /// One tap, tick by tick: droplets, absorptions, bursts (the animation's event stream).
    Simulate(SimulateArgs),
    /// The built-in campaign of increasing difficulty, with the par of each level.
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
pub struct CampaignArgs {
    #[arg(long)]
    pub json: bool,
}

pub fn run(cmd: Command, _ctx: &Context) -> anyhow::Result<()> {
    match cmd {
        Command::Simulate(args) => run_simulate(&args),
        Command::Campaign(args) => run_campaign(&args),
    }
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

fn run_campaign(args: &CampaignArgs) -> anyhow::Result<()> {
    let levels = campaign();
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
    Ok(())
}
