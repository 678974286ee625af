//! `puzzlelab matchstick ...`: solve an equation under explicit rules, compare algorithms,
//! generate rated puzzles, build the two-operand catalogue, and keep a puzzle library.

use std::collections::BTreeMap;
use std::io::Write;

use anyhow::{bail, Context as _};
use clap::{Args, Subcommand, ValueEnum};
use matchstick::catalogue::catalogue;
use matchstick::eval::side_values;
use matchstick::{
    generate, parse, solve, solve_seed, solve_with, Difficulty, Equation, GenerateOptions, Layout,
    MoveProblem, PuzzleKind, Rules, SeedAlgorithm, SolveReport, Space, StickPos, Strategy,
};
use search::{Algorithm, SearchError, Summary};
use serde_json::json;

use super::common::{
    compare_json, format_compare_table, format_duration, literal_file_or_stdin, print_json,
    Context, LimitArgs,
};

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List every equation reachable by moving (or adding, or removing) exactly K sticks.
    Solve(SolveArgs),
    /// Check an equation: is it valid, what are its sides, is it true?
    Check(CheckArgs),
    /// Run the fast solver, the seed report's brute force and DFS, and generic algorithms.
    Compare(CompareArgs),
    /// Generate rated puzzles from true equations.
    Generate(GenerateArgs),
    /// Build the catalogue of all two-operand puzzles with their answers and ratings.
    Catalogue(CatalogueArgs),
    /// The puzzle library in the database: list, add, remove, import, export.
    #[command(subcommand)]
    Library(library::LibraryCommand),
}

/// The rule options of RULES.md; without flags the default rules apply.
#[derive(Debug, Clone, Default, Args)]
pub struct RuleArgs {
    /// Use Roman numerals (I, V, X with + - =) instead of digits; as in the literature, `=` may
    /// then change (Knoblich type C: III=III+III -> III=III=III).
    #[arg(long)]
    pub roman: bool,
    /// `=` may change, and chains like 3=3=3 count.
    #[arg(long)]
    pub equals_may_change: bool,
    /// A leading minus may stand at (and be moved to or from) the start of a side.
    #[arg(long)]
    pub leading_minus: bool,
    /// 7 has four sticks.
    #[arg(long)]
    pub seven_with_four: bool,
    /// 6 and 9 have no tails (five sticks).
    #[arg(long)]
    pub tailless_six_nine: bool,
    /// Numbers may have leading zeros.
    #[arg(long)]
    pub leading_zeros: bool,
    /// The division glyph `/` exists (input may use `/` or `÷`).
    #[arg(long)]
    pub division: bool,
}

impl RuleArgs {
    pub fn rules(&self) -> Rules {
        let mut rules = if self.roman {
            Rules::roman()
        } else {
            Rules::default()
        };
        rules.equals_may_change |= self.equals_may_change;
        rules.leading_minus |= self.leading_minus;
        rules.seven_with_four |= self.seven_with_four;
        rules.tailless_six_nine |= self.tailless_six_nine;
        rules.leading_zeros |= self.leading_zeros;
        rules.division |= self.division;
        rules
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum KindArg {
    Move,
    Add,
    Remove,
}

impl KindArg {
    fn kind(self) -> PuzzleKind {
        match self {
            KindArg::Move => PuzzleKind::Move,
            KindArg::Add => PuzzleKind::Add,
            KindArg::Remove => PuzzleKind::Remove,
        }
    }
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// The equation, e.g. 7+3=9 (or a file holding it, or - for stdin).
    pub equation: String,
    /// K: how many sticks to move (or add, or remove).
    #[arg(long, short = 'k', default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=6))]
    pub moves: u8,
    /// The puzzle type.
    #[arg(long, value_enum, default_value = "move")]
    pub kind: KindArg,
    #[command(flatten)]
    pub rules: RuleArgs,
    #[command(flatten)]
    pub limits: LimitArgs,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The equation (or a file holding it, or - for stdin).
    pub equation: String,
    #[command(flatten)]
    pub rules: RuleArgs,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct CompareArgs {
    /// The equation (or a file holding it, or - for stdin).
    pub equation: String,
    #[arg(long, short = 'k', default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=6))]
    pub moves: u8,
    /// Generic algorithms to run as well (comma-separated, e.g. bfs,astar,idastar); they stop
    /// at the first answer.
    #[arg(long, value_delimiter = ',', default_value = "bfs,iddfs,astar,idastar")]
    pub algos: Vec<String>,
    #[command(flatten)]
    pub rules: RuleArgs,
    #[command(flatten)]
    pub limits: LimitArgs,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct GenerateArgs {
    #[arg(long, default_value = "easy", value_parser = parse_difficulty)]
    pub difficulty: Difficulty,
    #[arg(long, short = 'k', default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=4))]
    pub moves: u8,
    #[arg(long, short = 'n', default_value_t = 10)]
    pub count: usize,
    /// Random seed (the same seed gives the same puzzles).
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Keep puzzles with at most this many answers.
    #[arg(long, default_value_t = 3)]
    pub max_answers: usize,
    /// Operand counts of the true equations (comma-separated).
    #[arg(long, value_delimiter = ',', default_value = "2,3")]
    pub operands: Vec<usize>,
    /// Largest number of digits of a number.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=4))]
    pub digits: u32,
    #[command(flatten)]
    pub rules: RuleArgs,
    #[command(flatten)]
    pub limits: LimitArgs,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct CatalogueArgs {
    /// The K values (comma-separated).
    #[arg(long, short = 'k', value_delimiter = ',', default_value = "1,2")]
    pub moves: Vec<usize>,
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=3))]
    pub digits: u32,
    /// Print every puzzle as CSV (equation,moves,answers,difficulty,score) instead of a summary.
    #[arg(long)]
    pub csv: bool,
    #[command(flatten)]
    pub rules: RuleArgs,
    #[command(flatten)]
    pub limits: LimitArgs,
    /// Print the summary as one JSON object.
    #[arg(long)]
    pub json: bool,
}

fn parse_difficulty(s: &str) -> Result<Difficulty, String> {
    s.parse()
}

mod library;

pub fn run(cmd: Command, ctx: &Context) -> anyhow::Result<()> {
    match cmd {
        Command::Solve(args) => run_solve(args),
        Command::Check(args) => run_check(args),
        Command::Compare(args) => run_compare(args),
        Command::Generate(args) => run_generate(args),
        Command::Catalogue(args) => run_catalogue(args),
        Command::Library(cmd) => library::run(cmd, ctx),
    }
}

/// Parses the equation argument, with a caret under the error's column.
pub fn read_equation(arg: &str, rules: &Rules) -> anyhow::Result<Equation> {
    let text = literal_file_or_stdin(arg)?;
    let text = text.trim();
    parse(text, rules).map_err(|e| match e.column() {
        Some(col) => anyhow::anyhow!("{e}\n  {text}\n  {}^", " ".repeat(col.saturating_sub(1))),
        None => anyhow::anyhow!("{e}: '{text}'"),
    })
}

/// `"c of '3' (char 3)"`, or `"mid of a new sign"` for an added empty cell.
fn describe_pos(layout: &Layout, equation: &Equation, pos: StickPos) -> String {
    let slot = layout.slot_name(pos);
    match layout.cells.get(pos.cell).and_then(|c| c.source) {
        Some(i) => {
            let ch = equation
                .symbols()
                .get(i)
                .and_then(|s| s.ascii())
                .unwrap_or('?');
            format!("{slot} of '{ch}' (char {})", i + 1)
        }
        None => format!("{slot} of a new character (cell {})", pos.cell),
    }
}

fn answer_changes(layout: &Layout, equation: &Equation, report: &SolveReport) -> Vec<Vec<String>> {
    report
        .answers
        .iter()
        .map(|a| {
            let d = |p: StickPos| describe_pos(layout, equation, p);
            match report.kind {
                PuzzleKind::Move => a
                    .moves
                    .iter()
                    .map(|m| format!("{} -> {}", d(m.from), d(m.to)))
                    .collect(),
                PuzzleKind::Add => a
                    .placed
                    .iter()
                    .map(|&p| format!("add at {}", d(p)))
                    .collect(),
                PuzzleKind::Remove => a
                    .taken
                    .iter()
                    .map(|&p| format!("remove {}", d(p)))
                    .collect(),
            }
        })
        .collect()
}

fn run_solve(args: SolveArgs) -> anyhow::Result<()> {
    let rules = args.rules.rules();
    let equation = read_equation(&args.equation, &rules)?;
    let k = usize::from(args.moves);
    let kind = args.kind.kind();
    let report = solve(&equation, &rules, kind, k, &args.limits.limits()?);
    let layout = Layout::new(&equation, &rules, k);
    let changes = answer_changes(&layout, &equation, &report);
    if args.json {
        let mut value = serde_json::to_value(&report).context("cannot encode JSON")?;
        value["changes"] = json!(changes);
        return print_json(&value);
    }
    let sticks = if k == 1 { "stick" } else { "sticks" };
    println!(
        "{}: {} {k} {sticks} ({} rules)",
        report.equation,
        kind.name(),
        rules.describe()
    );
    if !report.complete {
        println!("stopped before the end ({}); answers so far:", report.claim);
    }
    if report.answers.is_empty() && report.complete {
        println!("no solution");
    }
    for (answer, change) in report.answers.iter().zip(&changes) {
        println!("  {:<14} {}", answer.equation, change.join("; "));
    }
    println!(
        "{} answer(s); expanded {}, generated {}, {}",
        report.answers.len(),
        report.stats.expanded,
        report.stats.generated,
        format_duration(report.stats.elapsed)
    );
    Ok(())
}

fn run_check(args: CheckArgs) -> anyhow::Result<()> {
    let rules = args.rules.rules();
    let equation = read_equation(&args.equation, &rules)?;
    let sides = side_values(equation.symbols(), &rules);
    let truth = matchstick::eval::is_true(equation.symbols(), &rules);
    let sticks = Layout::new(&equation, &rules, 1).stick_count();
    if args.json {
        let sides: Option<Vec<String>> = sides.map(|v| v.iter().map(|x| x.to_string()).collect());
        return print_json(&json!({
            "equation": equation.to_string(),
            "valid": true,
            "sides": sides,
            "true": truth,
            "sticks": sticks,
        }));
    }
    match sides {
        Some(v) => {
            let shown: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            println!(
                "{equation}: sides {} -> {}",
                shown.join(" = "),
                if truth { "true" } else { "false" }
            );
        }
        None => println!("{equation}: false (a division is not exact)"),
    }
    println!("{sticks} sticks");
    Ok(())
}

fn run_compare(args: CompareArgs) -> anyhow::Result<()> {
    let rules = args.rules.rules();
    let equation = read_equation(&args.equation, &rules)?;
    let k = usize::from(args.moves);
    let limits = args.limits.limits()?;
    let fast = solve(&equation, &rules, PuzzleKind::Move, k, &limits);
    let label = |name: &str, r: &SolveReport| format!("{name} (all {} answers)", r.answers.len());
    let split =
        matchstick::meet::split_cell(&Layout::new(&equation, &rules, k), &rules).filter(|_| k >= 2);
    let fast_name = match split {
        Some(_) => "fast: meet in the middle",
        None => "fast: pruned DFS",
    };
    let mut rows: Vec<Result<Summary, SearchError>> =
        vec![Ok(fast.summary(&label(fast_name, &fast)))];
    if split.is_some() {
        let dfs = solve_with(
            Strategy::Dfs,
            &equation,
            &rules,
            PuzzleKind::Move,
            k,
            &limits,
        );
        rows.push(Ok(dfs.summary(&label("pruned DFS", &dfs))));
    }
    for algorithm in [SeedAlgorithm::Dfs, SeedAlgorithm::BruteForce] {
        if rules.glyphs == matchstick::GlyphSet::Roman {
            rows.push(Err(SearchError::Unsupported {
                algorithm: algorithm.name().to_string(),
                reason: "the seed's algorithms are for Arabic digits".to_string(),
            }));
            continue;
        }
        let r = solve_seed(algorithm, &equation, &rules, PuzzleKind::Move, k, &limits);
        if r.complete && fast.complete && r.solutions != fast.solutions {
            bail!(
                "internal error: {} disagrees with the fast solver",
                algorithm.name()
            );
        }
        rows.push(Ok(r.summary(&label(algorithm.name(), &r))));
    }
    let problem = MoveProblem::new(&equation, &rules, k);
    for spec in &args.algos {
        let spec = match spec.trim() {
            "iddfs" => format!("iddfs:{k}"),
            "dfs" => format!("dfs:{k}"),
            other => other.to_string(),
        };
        let algorithm: Algorithm = spec.parse()?;
        rows.push(search::run(&problem, algorithm, &limits).map(|r| {
            let mut s = r.summary();
            s.algorithm = format!("{} (first answer)", s.algorithm);
            s
        }));
    }
    if args.json {
        let mut value = compare_json(&rows);
        value["equation"] = json!(equation.to_string());
        value["moves"] = json!(k);
        value["solutions"] = json!(fast.solutions);
        value["stats"] = serde_json::to_value(fast.stats).context("cannot encode JSON")?;
        return print_json(&value);
    }
    println!(
        "{equation}: move {k} ({} rules); {} answer(s): {}",
        rules.describe(),
        fast.answers.len(),
        fast.solutions.join(", ")
    );
    print!("{}", format_compare_table(&rows));
    Ok(())
}

fn run_generate(args: GenerateArgs) -> anyhow::Result<()> {
    let rules = args.rules.rules();
    if rules.glyphs != matchstick::GlyphSet::Arabic {
        bail!("the generator works with Arabic digits only (drop --roman)");
    }
    if args.operands.iter().any(|&n| !(2..=4).contains(&n)) {
        bail!("--operands takes numbers from 2 to 4");
    }
    let options = GenerateOptions {
        space: Space {
            operands: args.operands.clone(),
            max_digits: args.digits,
            ..Space::default()
        },
        difficulty: args.difficulty,
        moves: usize::from(args.moves),
        count: args.count,
        max_answers: args.max_answers,
        seed: args.seed,
        ..GenerateOptions::default()
    };
    let report = generate(&rules, &options, &args.limits.limits()?);
    if args.json {
        return print_json(&report);
    }
    for p in &report.puzzles {
        println!(
            "{:<16} {:<6} score {:.2} ({:?}, {} answer(s): {})",
            p.equation,
            p.rating.difficulty.name(),
            p.rating.score,
            p.rating.change,
            p.answers.len(),
            p.answers.join(", ")
        );
    }
    if report.puzzles.len() < args.count {
        eprintln!(
            "found {} of {} puzzles after {} equations{}",
            report.puzzles.len(),
            args.count,
            report.attempts,
            report.stopped.map_or(String::new(), |r| format!(" ({r})"))
        );
    }
    Ok(())
}

fn run_catalogue(args: CatalogueArgs) -> anyhow::Result<()> {
    let rules = args.rules.rules();
    let space = Space {
        operands: vec![2],
        max_digits: args.digits,
        ..Space::default()
    };
    if args.moves.iter().any(|&k| !(1..=3).contains(&k)) {
        bail!("--moves takes values from 1 to 3");
    }
    let cat = catalogue(&rules, &space, &args.moves, &args.limits.limits()?)?;
    if args.csv {
        let stdout = std::io::stdout();
        let mut out = std::io::BufWriter::new(stdout.lock());
        writeln!(out, "equation,moves,answers,difficulty,score")?;
        for e in &cat.entries {
            writeln!(
                out,
                "{},{},{},{},{:.2}",
                e.equation,
                e.moves,
                e.answers.join(" "),
                e.rating.difficulty,
                e.rating.score
            )?;
        }
        out.flush()?;
        return Ok(());
    }
    let mut counts: BTreeMap<(usize, &str), usize> = BTreeMap::new();
    for e in &cat.entries {
        *counts
            .entry((e.moves, e.rating.difficulty.name()))
            .or_default() += 1;
    }
    if args.json {
        let by: Vec<_> = counts
            .iter()
            .map(|((k, d), n)| json!({"moves": k, "difficulty": d, "puzzles": n}))
            .collect();
        return print_json(&json!({
            "true_equations": cat.true_equations,
            "puzzles": cat.entries.len(),
            "by_moves_and_difficulty": by,
            "rules": cat.rules,
            "stats": cat.stats,
        }));
    }
    println!(
        "{} true equations -> {} puzzles in {}",
        cat.true_equations,
        cat.entries.len(),
        format_duration(cat.stats.elapsed)
    );
    for ((k, d), n) in &counts {
        println!("  move {k}, {d:<6}: {n}");
    }
    Ok(())
}
