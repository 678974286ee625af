//! `puzzlelab lianliankan ...`: solve a board exactly, compare algorithms, rate a board's
//! difficulty, generate boards (at a difficulty level, with their rating).

use std::time::Duration;

use anyhow::Context as _;
use clap::{Args, Subcommand};
use lianliankan::solver::problem::ClearingProblem;
use lianliankan::solver::seed::seed_astar;
use lianliankan::{
    decide_from, format_board, format_board_compact, generate, generate_rated, parse_board, rate,
    solve, Board, Gravity, Level, MaxTurns, Params, Puzzle, Rating, RatingOptions, Rules, Solution,
};
use search::{Algorithm, Limits};
use serde_json::json;

use super::common::{
    compare_json, format_compare_table, print_json, read_file_or_stdin, Context, LimitArgs,
};

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Find a least-cost clearing (cost = turns + 1 per removal) or prove that none exists.
    Solve(SolveArgs),
    /// Run several algorithms on one board and show cost, claim, nodes and time side by side.
    Compare(CompareArgs),
    /// Generate a board from parameters (m, n, k pairs, p kinds, z blockers), with its rating.
    Generate(GenerateArgs),
    /// Rate a board's difficulty: score 0-100, level (easy, medium, hard, expert) and why.
    Rate(RateArgs),
}

/// Rule flags shared by every command.
#[derive(Debug, Clone, Args)]
pub struct RuleArgs {
    /// Most turns a connecting path may make: a number or `any`.
    #[arg(long, value_name = "N|any", default_value = "2")]
    pub max_turns: MaxTurns,
    /// Gravity after each removal: none, down, up, left, right, toward-middle-row,
    /// away-from-middle-row, toward-middle-col, away-from-middle-col.
    #[arg(long, default_value = "none")]
    pub gravity: Gravity,
}

impl RuleArgs {
    fn rules(&self) -> Rules {
        Rules {
            max_turns: self.max_turns,
            gravity: self.gravity,
        }
    }
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Board file, or `-` for standard input.
    pub input: String,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Only decide whether a clearing exists (any clearing, not the cheapest).
    #[arg(long)]
    pub decide: bool,
    #[command(flatten)]
    pub limits: LimitArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct CompareArgs {
    /// Board file, or `-` for standard input.
    pub input: String,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Algorithms, comma separated: exact, decide, seed[:CAP], and generic ones (ucs, astar,
    /// wastar[:W], idastar, greedy, beam[:WIDTH], bfs, ...).
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "exact,decide,seed:1,seed:2,ucs,astar,wastar:2,greedy,beam:100"
    )]
    pub algos: Vec<String>,
    #[command(flatten)]
    pub limits: LimitArgs,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// Rows m.
    #[arg(long)]
    pub rows: usize,
    /// Columns n.
    #[arg(long)]
    pub cols: usize,
    /// Pairs of tiles k.
    #[arg(long)]
    pub pairs: usize,
    /// Tile kinds p (at most k).
    #[arg(long)]
    pub kinds: usize,
    /// Blockers z.
    #[arg(long, default_value_t = 0)]
    pub blockers: usize,
    #[command(flatten)]
    pub rules: RuleArgs,
    /// Guarantee that the board can be cleared under the rules.
    #[arg(long)]
    pub solvable: bool,
    /// Make clearable boards until one has this level: easy, medium, hard or expert
    /// (implies --solvable).
    #[arg(long, value_name = "easy|medium|hard|expert")]
    pub difficulty: Option<Level>,
    /// Random seed (default: from the clock).
    #[arg(long)]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub limits: LimitArgs,
    /// Print one JSON object instead of the board text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct RateArgs {
    /// Board file, or `-` for standard input.
    pub input: String,
    #[command(flatten)]
    pub rules: RuleArgs,
    #[command(flatten)]
    pub limits: LimitArgs,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

pub fn run(cmd: Command, _ctx: &Context) -> anyhow::Result<()> {
    match cmd {
        Command::Solve(args) => run_solve(args),
        Command::Compare(args) => run_compare(args),
        Command::Generate(args) => run_generate(args),
        Command::Rate(args) => run_rate(args),
    }
}

/// Writes text to stdout; a closed pipe (e.g. `| head`) is not an error.
fn write_stdout(text: &str) -> anyhow::Result<()> {
    use std::io::Write as _;
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(e).context("cannot write to standard output")
        }
        _ => Ok(()),
    }
}

fn load(input: &str, rules: Rules) -> anyhow::Result<Puzzle> {
    let text = read_file_or_stdin(input)?;
    let name = if input == "-" {
        "standard input"
    } else {
        input
    };
    let board = parse_board(&text).with_context(|| format!("invalid board in {name}"))?;
    Ok(Puzzle::new(board, rules))
}

fn run_solve(args: SolveArgs) -> anyhow::Result<()> {
    let rules = args.rules.rules();
    let puzzle = load(&args.input, rules)?;
    let limits = args.limits.limits()?;
    let solution = if args.decide {
        decide_from(&puzzle, &puzzle.initial(), &limits)
    } else {
        solve(&puzzle, &limits)
    };
    if args.json {
        let mut value = serde_json::to_value(&solution).context("cannot encode JSON")?;
        if let Some(obj) = value.as_object_mut() {
            obj.insert("max_turns".into(), json!(rules.max_turns));
            obj.insert("gravity".into(), json!(rules.gravity));
            obj.insert("rows".into(), json!(puzzle.board().rows()));
            obj.insert("cols".into(), json!(puzzle.board().cols()));
        }
        return print_json(&value);
    }
    write_stdout(&format_solution(&puzzle, &solution))
}

fn format_solution(puzzle: &Puzzle, s: &Solution) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    let board = puzzle.board();
    let _ = writeln!(
        out,
        "board {} x {}, {} tiles, at most {} turns, gravity {}",
        board.rows(),
        board.cols(),
        board.tile_count(),
        puzzle.rules().max_turns,
        puzzle.rules().gravity
    );
    let bound = s.lower_bound.map_or("none".to_string(), |b| b.to_string());
    let verdict = match (s.solvable, s.cost) {
        (Some(false), _) => "no clearing exists (proven)".to_string(),
        (_, Some(cost)) => format!(
            "cost {cost} (turns {}), {}; lower bound {}",
            s.turns.unwrap_or(0),
            s.claim,
            bound
        ),
        _ => format!("no answer: {}; lower bound {bound}", s.claim),
    };
    let _ = writeln!(out, "{verdict}");
    for (i, r) in s.removals.iter().enumerate() {
        let path: Vec<String> = r
            .path
            .iter()
            .map(|p| format!("({},{})", p.row, p.col))
            .collect();
        let _ = writeln!(
            out,
            "{:>3}. kind {:>3}  ({},{}) - ({},{})  turns {}  path {}",
            i + 1,
            r.kind,
            r.a.row,
            r.a.col,
            r.b.row,
            r.b.col,
            r.turns,
            path.join(" ")
        );
    }
    let _ = writeln!(
        out,
        "expanded {}, generated {}, {:.2} ms",
        s.stats.expanded,
        s.stats.generated,
        s.stats.elapsed.as_secs_f64() * 1000.0
    );
    out
}

/// Comparison runs are bounded: 10 s each unless limits are given.
fn compare_limits(args: &LimitArgs) -> anyhow::Result<Limits> {
    let limits = args.limits()?;
    if limits.max_time.is_none() && limits.max_expanded.is_none() {
        return Ok(limits.with_max_time(Duration::from_secs(10)));
    }
    Ok(limits)
}

fn run_compare(args: CompareArgs) -> anyhow::Result<()> {
    let puzzle = load(&args.input, args.rules.rules())?;
    let limits = compare_limits(&args.limits)?;
    let problem = ClearingProblem::new(&puzzle);
    let mut rows = Vec::new();
    for spec in &args.algos {
        let spec = spec.trim();
        let lower = spec.to_ascii_lowercase();
        let row = match lower
            .split_once(':')
            .map_or((lower.as_str(), None), |(a, b)| (a, Some(b)))
        {
            ("exact", None) => Ok(solve(&puzzle, &limits).summary()),
            ("decide", None) => Ok(decide_from(&puzzle, &puzzle.initial(), &limits).summary()),
            ("seed", cap) => {
                let cap = match cap {
                    None => 1,
                    Some(c) => c
                        .parse::<usize>()
                        .ok()
                        .filter(|&c| c >= 1)
                        .with_context(|| {
                            format!("--algos: '{spec}': the branch cap must be a whole number >= 1")
                        })?,
                };
                Ok(seed_astar(&puzzle, cap, &limits).summary())
            }
            _ => {
                let algorithm: Algorithm = spec.parse().with_context(|| {
                    format!(
                        "--algos: '{spec}' is not exact, decide, seed[:CAP] or a generic algorithm"
                    )
                })?;
                search::run(&problem, algorithm, &limits).map(|r| r.summary())
            }
        };
        rows.push(row);
    }
    if args.json {
        return print_json(&compare_json(&rows));
    }
    write_stdout(&format_compare_table(&rows))
}

fn run_generate(args: GenerateArgs) -> anyhow::Result<()> {
    let params = Params {
        rows: args.rows,
        cols: args.cols,
        pairs: args.pairs,
        kinds: args.kinds,
        blockers: args.blockers,
    };
    params
        .validate()
        .map_err(|e| anyhow::anyhow!("invalid parameter --{e}"))?;
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64)
    });
    let rules = args.rules.rules();
    let mut limits = args.limits.limits()?;
    if limits.max_time.is_none() && limits.max_expanded.is_none() {
        limits = limits.with_max_time(Duration::from_secs(5));
    }
    let budget = limits.start();
    let (board, rating, attempts) = match args.difficulty {
        Some(level) => {
            if level == Level::Unclearable {
                anyhow::bail!("--difficulty: ask for easy, medium, hard or expert");
            }
            let made = generate_rated(
                &params,
                rules,
                level,
                seed,
                &RatingOptions::default(),
                &limits,
            )?;
            (made.board, made.rating, made.attempts)
        }
        None => {
            let board = generate(&params, rules, args.solvable, seed, &limits)?;
            let left = lianliankan::solver::remaining(&limits, &budget);
            let rating = rate(
                &Puzzle::new(board.clone(), rules),
                &RatingOptions::default(),
                &left,
            );
            (board, rating, 1)
        }
    };
    let solvable_guaranteed = args.solvable || args.difficulty.is_some();
    if args.json {
        return print_json(&json!({
            "board": format_board(&board),
            "compact": format_board_compact(&board),
            "rows": params.rows,
            "cols": params.cols,
            "pairs": params.pairs,
            "kinds": params.kinds,
            "blockers": params.blockers,
            "max_turns": rules.max_turns,
            "gravity": rules.gravity,
            "solvable_guaranteed": solvable_guaranteed,
            "seed": seed,
            "attempts": attempts,
            "difficulty": rating.level,
            "rating": rating,
        }));
    }
    write_stdout(&format!(
        "{}{}",
        format_board(&board),
        rating_comment(&rating)
    ))
}

/// The rating as `#` comment lines, which the board parser skips, so the output of
/// `generate` can still be piped into `solve -`.
fn rating_comment(rating: &Rating) -> String {
    let mut out = format!(
        "# difficulty: {} (score {:.1} of 100)\n",
        rating.level, rating.score
    );
    for reason in &rating.why {
        out.push_str(&format!("#   {reason}\n"));
    }
    out
}

fn run_rate(args: RateArgs) -> anyhow::Result<()> {
    let rules = args.rules.rules();
    let puzzle = load(&args.input, rules)?;
    let limits = args.limits.limits()?;
    let started = std::time::Instant::now();
    let rating = rate(&puzzle, &RatingOptions::default(), &limits);
    let elapsed_ms = started.elapsed().as_secs_f64() * 1000.0;
    if args.json {
        let mut value = serde_json::to_value(&rating).context("cannot encode JSON")?;
        if let Some(obj) = value.as_object_mut() {
            obj.insert("gravity".into(), json!(rules.gravity));
            obj.insert("elapsed_ms".into(), json!(elapsed_ms));
        }
        return print_json(&value);
    }
    write_stdout(&format_rating(puzzle.board(), rules, &rating, elapsed_ms))
}

fn format_rating(board: &Board, rules: Rules, rating: &Rating, elapsed_ms: f64) -> String {
    use std::fmt::Write as _;
    let m = &rating.measures;
    let c = &rating.components;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "board {} x {}, {} pairs of {} kinds, at most {} turns, gravity {}",
        board.rows(),
        board.cols(),
        m.pairs,
        m.kinds,
        rules.max_turns,
        rules.gravity
    );
    let _ = writeln!(
        out,
        "difficulty: {} (score {:.1} of 100)",
        rating.level, rating.score
    );
    for reason in &rating.why {
        let _ = writeln!(out, "  - {reason}");
    }
    let _ = writeln!(
        out,
        "points: traps {:.1}, planning {:.1}, scarcity {:.1}, paths {:.1}, size {:.1}, detours {:.1}, turn limit {:.1}",
        c.traps, c.planning, c.scarcity, c.paths, c.size, c.detours, c.turn_limit
    );
    let cost = match (m.cost, m.optimal) {
        (Some(cost), true) => format!("least cost {cost}"),
        (Some(cost), false) => format!("best cost found {cost}"),
        (None, _) => "no clearing found".to_string(),
    };
    let _ = writeln!(
        out,
        "{cost}, lower bound {}; dead ends {}/{} random, {}/{} greedy; {:.1} ms",
        m.lower_bound.map_or("none".to_string(), |b| b.to_string()),
        m.random_dead_ends,
        m.playouts,
        m.greedy_dead_ends,
        m.playouts,
        elapsed_ms
    );
    out
}
