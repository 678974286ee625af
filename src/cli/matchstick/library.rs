//! The puzzle library, kept by the `store` crate: the seed report's 15 equations as a
//! built-in library, and user libraries (default "mine") for added and imported puzzles.
//! Descriptions are [`PuzzleSpec`] strings (`45+46=99;k=2`); levels are low, mid, high.

use std::path::PathBuf;

use anyhow::{bail, Context as _};
use clap::{Args, Subcommand, ValueEnum};
use matchstick::{Difficulty, PuzzleSpec};
use search::Limits;
use serde_json::json;
use store::{Format, NewLibrary, NewPuzzle, PuzzleFilter, Store};

use super::{print_json, Context, KindArg, RuleArgs};
use crate::cli::builtin;

const KIND: &str = "matchstick";
const USER_LIBRARY: &str = "mine";
const CATALOGUE_LIBRARY: &str = "catalogue";

#[derive(Debug, Subcommand)]
pub enum LibraryCommand {
    /// List puzzles (the seed report's 15 equations are always there).
    List(ListArgs),
    /// Validate, solve, rate and add a puzzle.
    Add(AddArgs),
    /// Remove a puzzle by its id.
    Remove(RemoveArgs),
    /// Import puzzles from a CSV or JSON file (every description is validated first; answers
    /// and ratings are computed, levels the file gives are kept).
    Import(ImportArgs),
    /// Export a library as CSV or JSON.
    Export(ExportArgs),
    /// Fill the built-in "catalogue" library with generated two-operand puzzles.
    SeedCatalogue(SeedCatalogueArgs),
}

#[derive(Debug, Args)]
pub struct SeedCatalogueArgs {
    /// The K values (comma-separated).
    #[arg(long, short = 'k', value_delimiter = ',', default_value = "1")]
    pub moves: Vec<usize>,
    /// Keep puzzles with at most this many answers.
    #[arg(long, default_value_t = 1)]
    pub max_answers: usize,
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=2))]
    pub digits: u32,
}

#[derive(Debug, Args)]
pub struct ListArgs {
    /// Only this level: low, mid, high (or easy, medium, hard).
    #[arg(long, value_parser = parse_level)]
    pub level: Option<String>,
    /// Only this library (by name).
    #[arg(long)]
    pub library: Option<String>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct AddArgs {
    /// The equation, e.g. 7+3=9.
    pub equation: String,
    #[arg(long, short = 'k', default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=6))]
    pub moves: u8,
    #[arg(long, value_enum, default_value = "move")]
    pub kind: KindArg,
    /// The level; by default the rating's.
    #[arg(long, value_parser = parse_level)]
    pub level: Option<String>,
    #[arg(long)]
    pub name: Option<String>,
    #[arg(long, default_value = USER_LIBRARY)]
    pub library: String,
    #[command(flatten)]
    pub rules: RuleArgs,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct RemoveArgs {
    pub id: i64,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum FormatArg {
    Csv,
    Json,
}

#[derive(Debug, Args)]
pub struct ImportArgs {
    pub file: PathBuf,
    #[arg(long, default_value = USER_LIBRARY)]
    pub library: String,
    /// The file format (by default from the file name's extension).
    #[arg(long, value_enum)]
    pub format: Option<FormatArg>,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Write here instead of standard output.
    pub file: Option<PathBuf>,
    #[arg(long, default_value = USER_LIBRARY)]
    pub library: String,
    #[arg(long, value_enum, default_value = "csv")]
    pub format: FormatArg,
}

fn parse_level(s: &str) -> Result<String, String> {
    let d: Difficulty = s.parse()?;
    Ok(matchstick::level_label(d).to_string())
}

fn format_of(arg: Option<FormatArg>, path: &std::path::Path) -> anyhow::Result<Format> {
    match arg {
        Some(FormatArg::Csv) => Ok(Format::Csv),
        Some(FormatArg::Json) => Ok(Format::Json),
        None => Format::from_path(path).with_context(|| {
            format!(
                "cannot tell the format of {} from its name: use --format csv|json",
                path.display()
            )
        }),
    }
}

/// Opens the store with the built-in libraries in place.
fn open(ctx: &Context) -> anyhow::Result<Store> {
    let mut store = ctx.open_store()?;
    builtin::seed_libraries(&mut store)?;
    Ok(store)
}

fn library_id(store: &mut Store, name: &str, create: bool) -> anyhow::Result<i64> {
    if let Some(lib) = store.find_library(KIND, name)? {
        return Ok(lib.id);
    }
    if !create {
        bail!("there is no matchstick library named '{name}'");
    }
    Ok(store.create_library(&NewLibrary::new(KIND, name))?.id)
}

pub fn run(cmd: LibraryCommand, ctx: &Context) -> anyhow::Result<()> {
    let mut store = open(ctx)?;
    match cmd {
        LibraryCommand::List(args) => {
            let library_id = match &args.library {
                Some(name) => Some(library_id(&mut store, name, false)?),
                None => None,
            };
            let filter = PuzzleFilter {
                kind: Some(KIND.into()),
                library_id,
                level: args.level.clone(),
                ..PuzzleFilter::default()
            };
            let puzzles = store.list_puzzles(&filter)?;
            if args.json {
                return print_json(&json!({ "puzzles": puzzles }));
            }
            for p in &puzzles {
                let answers = p
                    .extra
                    .get("answers")
                    .and_then(|a| a.as_array())
                    .map_or(0, Vec::len);
                println!(
                    "{:>5}  {:<24} {:<5} {:>2} answer(s)  {}",
                    p.id,
                    p.description,
                    p.level.as_deref().unwrap_or("-"),
                    answers,
                    p.name.as_deref().unwrap_or("")
                );
            }
            println!("{} puzzle(s)", puzzles.len());
        }
        LibraryCommand::Add(args) => {
            let rules = args.rules.rules();
            let equation = super::read_equation(&args.equation, &rules)?;
            let spec = PuzzleSpec {
                equation,
                kind: args.kind.kind(),
                k: usize::from(args.moves),
                rules,
            };
            let mut puzzle =
                builtin::matchstick_puzzle(&spec, args.level.clone()).with_source("added by hand");
            if let Some(name) = &args.name {
                puzzle = puzzle.with_name(name.clone());
            }
            let id = library_id(&mut store, &args.library, true)?;
            let stored = store.add_puzzle(id, &puzzle)?;
            if args.json {
                return print_json(&stored);
            }
            println!(
                "added puzzle {} to '{}': {}",
                stored.id, args.library, stored.description
            );
        }
        LibraryCommand::Remove(args) => {
            let puzzle = match store.get_puzzle(args.id)? {
                Some(p) if p.kind == KIND => p,
                Some(p) => bail!(
                    "puzzle {} is a {} puzzle, not a matchstick one",
                    args.id,
                    p.kind
                ),
                None => bail!("there is no puzzle {}", args.id),
            };
            if let Some(library) = store.get_library(puzzle.library_id)? {
                if library.builtin {
                    bail!(
                        "puzzle {} belongs to the built-in library '{}', which is read-only",
                        args.id,
                        library.name
                    );
                }
            }
            store.delete_puzzle(args.id)?;
            println!("removed puzzle {}", args.id);
        }
        LibraryCommand::Import(args) => {
            let format = format_of(args.format, &args.file)?;
            let file = std::fs::File::open(&args.file)
                .with_context(|| format!("cannot read {}", args.file.display()))?;
            let puzzles = web::entries::read_import(
                KIND,
                format,
                std::io::BufReader::new(file),
                &Limits::none(),
            )?;
            let id = library_id(&mut store, &args.library, true)?;
            let report = store.add_imported(id, &puzzles)?;
            println!(
                "{} row(s): {} added, {} already there",
                report.rows, report.inserted, report.duplicates
            );
        }
        LibraryCommand::SeedCatalogue(args) => {
            if args.moves.iter().any(|&k| !(1..=2).contains(&k)) {
                bail!("--moves takes 1 and/or 2");
            }
            let built_in = matchstick::backend::catalogue_library(
                &args.moves,
                args.max_answers,
                args.digits,
                &Limits::none(),
            )?;
            let puzzles: Vec<NewPuzzle> = built_in
                .entries
                .iter()
                .filter_map(|entry| {
                    let spec = PuzzleSpec::parse(&entry.game).ok()?;
                    let puzzle = builtin::matchstick_puzzle(&spec, entry.level.clone())
                        .with_source("generated catalogue");
                    Some(puzzle)
                })
                .collect();
            let mut lib = NewLibrary::new(KIND, CATALOGUE_LIBRARY);
            lib.description = built_in.description;
            lib.source = "puzzlelab matchstick library seed-catalogue".into();
            let report = store.ensure_builtin_library(&lib, &puzzles)?;
            println!(
                "catalogue library {}: {} puzzle(s) added of {}",
                report.library.id,
                report.inserted,
                puzzles.len()
            );
        }
        LibraryCommand::Export(args) => {
            let format = format_of(Some(args.format), std::path::Path::new(""))?;
            let id = library_id(&mut store, &args.library, false)?;
            match &args.file {
                Some(path) => {
                    let file = std::fs::File::create(path)
                        .with_context(|| format!("cannot write {}", path.display()))?;
                    store.export(id, format, std::io::BufWriter::new(file))?;
                }
                None => store.export(id, format, std::io::stdout().lock())?,
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Checks that a description is a valid matchstick puzzle.
    fn validate(description: &str) -> Result<(), String> {
        web::kinds::validate(KIND, description)
    }

    fn stored(store: &Store, library_id: i64) -> anyhow::Result<Vec<NewPuzzle>> {
        let filter = PuzzleFilter {
            library_id: Some(library_id),
            ..PuzzleFilter::default()
        };
        Ok(store
            .list_puzzles(&filter)?
            .iter()
            .map(|p| p.to_new())
            .collect())
    }

    #[test]
    fn the_library_round_trips_through_csv() -> anyhow::Result<()> {
        let mut store = Store::open_in_memory()?;
        builtin::seed_libraries(&mut store)?;
        let Some(seed) = store.find_library(KIND, builtin::MATCHSTICK_SEED_LIBRARY)? else {
            bail!("no seed library")
        };
        let seed_puzzles = stored(&store, seed.id)?;
        assert_eq!(seed_puzzles.len(), 15);
        let source = library_id(&mut store, "source", true)?;
        let mut puzzles = seed_puzzles.clone();
        for d in [
            "45+46=99;k=2",
            "8/4=3;rules=division",
            "III=III+III;rules=roman+equals-may-change",
            "5+3=9;kind=add",
        ] {
            let spec = PuzzleSpec::parse(d).map_err(anyhow::Error::msg)?;
            puzzles.push(builtin::matchstick_puzzle(&spec, None));
        }
        store.add_puzzles(source, &puzzles)?;
        let mut csv = Vec::new();
        store.export(source, Format::Csv, &mut csv)?;
        let copy = library_id(&mut store, "copy", true)?;
        let report = store.import(copy, Format::Csv, csv.as_slice(), validate)?;
        assert_eq!(report.inserted, puzzles.len());
        assert_eq!(stored(&store, copy)?, stored(&store, source)?);
        for p in stored(&store, copy)? {
            let spec = PuzzleSpec::parse(&p.description).map_err(anyhow::Error::msg)?;
            assert_eq!(spec.to_string(), p.description);
        }
        let levels: Vec<Option<String>> = stored(&store, copy)?
            .iter()
            .take(3)
            .map(|p| p.level.clone())
            .collect();
        assert_eq!(
            levels,
            [Some("low".into()), Some("mid".into()), Some("high".into())]
        );
        Ok(())
    }

    #[test]
    fn import_refuses_invalid_equations_with_their_line() -> anyhow::Result<()> {
        let mut store = Store::open_in_memory()?;
        let id = library_id(&mut store, "mine", true)?;
        let csv = "name,description,difficulty,level,source,extra\n,7+3=9,,low,,\n,7+a=9,,low,,\n";
        let err = store
            .import(id, Format::Csv, csv.as_bytes(), validate)
            .err()
            .map(|e| e.to_string());
        let err = err.unwrap_or_default();
        assert!(err.contains("line 3") && err.contains("column 3"), "{err}");
        assert!(stored(&store, id)?.is_empty());
        Ok(())
    }
}
