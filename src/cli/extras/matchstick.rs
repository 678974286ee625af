//! The matchstick puzzle's own commands, beside the ones every puzzle has: an equation's sides
//! and truth (`equation`), and the catalogue of every two-operand puzzle.

use std::collections::BTreeMap;
use std::io::Write;

use anyhow::bail;
use clap::{Args, Subcommand};
use matchstick::catalogue::catalogue;
use matchstick::eval::side_values;
use matchstick::{parse, Equation, Layout, Rules, Space};
use serde_json::json;

use crate::cli::common::{format_duration, literal_file_or_stdin, print_json, Context, LimitArgs};

#[derive(Debug, Subcommand)]
pub enum Command {
    /// An equation's sides and truth: is it valid, what are its sides, is it true? (`check`
    /// is the verb every puzzle has: an answer's moves checked.)
    Equation(CheckArgs),
    /// Build the catalogue of all two-operand puzzles with their answers and ratings.
    Catalogue(CatalogueArgs),
}

/// The rule options of docs/rules/matchstick.md; without flags the default rules apply.
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

pub fn run(cmd: Command, _ctx: &Context) -> anyhow::Result<()> {
    match cmd {
        Command::Equation(args) => run_check(args),
        Command::Catalogue(args) => run_catalogue(args),
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
