//! `puzzlelab library`: the puzzle libraries in the database, for every puzzle alike — list,
//! show, create, add, remove, import, export, delete. Games are checked and made canonical by
//! their puzzle's parser and rated within the limits (`web::entries`), as on the web pages.

use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::path::PathBuf;

use anyhow::{bail, Context as _};
use clap::{Args, Subcommand};
use store::{Format, NewLibrary, PuzzleFilter};

use super::common::{pad_to_width, print_json, Context};
use super::failure::unknown_puzzle;
use puzzle::Registry;

use super::common::LimitArgs;

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the libraries (of every puzzle, or of one).
    List(ListArgs),
    /// Show the puzzles of one library, with filters.
    Show(ShowArgs),
    /// Create an empty library.
    Create(CreateArgs),
    /// Add a game (checked, made canonical and rated) to a library of your own.
    Add(AddArgs),
    /// Remove a puzzle from a library of your own.
    Remove(RemoveArgs),
    /// Import puzzles from a CSV or JSON file into a library (all rows checked first).
    Import(ImportArgs),
    /// Export a library as CSV or JSON.
    Export(ExportArgs),
    /// Delete a library and its puzzles.
    Delete(DeleteArgs),
}

#[derive(Debug, Args)]
pub struct ListArgs {
    /// Only this puzzle's libraries (its id, as `puzzlelab --help` lists the puzzles);
    /// `--kind` before, still accepted.
    #[arg(long, alias = "kind")]
    pub puzzle: Option<String>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct ShowArgs {
    /// Library id (see `library list`).
    pub id: i64,
    /// Only this level label.
    #[arg(long)]
    pub level: Option<String>,
    /// Only difficulty at least this.
    #[arg(long)]
    pub min_difficulty: Option<f64>,
    /// Only difficulty at most this.
    #[arg(long)]
    pub max_difficulty: Option<f64>,
    /// At most this many puzzles.
    #[arg(long)]
    pub limit: Option<u32>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct CreateArgs {
    /// The puzzle (its id, as `puzzlelab --help` lists the puzzles); `--kind` before, still
    /// accepted.
    #[arg(long, alias = "kind")]
    pub puzzle: String,
    /// Library name (unique per puzzle).
    #[arg(long)]
    pub name: String,
    /// Free text.
    #[arg(long, default_value = "")]
    pub description: String,
    /// Print the new library as one JSON object.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct AddArgs {
    /// Library id (see `library list`).
    pub id: i64,
    /// The game ID (a file holding one, or - for standard input).
    #[arg(allow_hyphen_values = true)]
    pub game: String,
    /// A name to show.
    #[arg(long)]
    pub name: Option<String>,
    /// A level to keep instead of the rating's.
    #[arg(long)]
    pub level: Option<String>,
    /// Bounds the rating (without limits a rating runs to the end).
    #[command(flatten)]
    pub limits: LimitArgs,
    /// Print the stored row as one JSON object.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct RemoveArgs {
    /// Library id.
    pub id: i64,
    /// The puzzle's id (see `library show`).
    pub puzzle: i64,
}

#[derive(Debug, Args)]
pub struct ImportArgs {
    /// Library id to import into.
    pub id: i64,
    /// CSV or JSON file.
    pub file: PathBuf,
    /// csv or json (default: from the file's extension).
    #[arg(long)]
    pub format: Option<Format>,
    /// One budget for rating every row (without limits each rating runs to the end).
    #[command(flatten)]
    pub limits: LimitArgs,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// Library id.
    pub id: i64,
    /// csv or json (default: from --output's extension, else csv).
    #[arg(long)]
    pub format: Option<Format>,
    /// Write to this file instead of standard output.
    #[arg(long, short)]
    pub output: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct DeleteArgs {
    /// Library id.
    pub id: i64,
}

/// The library `id`, or an error that says how to find one.
fn library(store: &store::Store, id: i64) -> anyhow::Result<store::Library> {
    store
        .get_library(id)?
        .with_context(|| format!("there is no library {id} (see `puzzlelab library list`)"))
}

/// The library `id`, refusing a built-in one (`action` says what was refused).
fn own_library(store: &store::Store, id: i64, action: &str) -> anyhow::Result<store::Library> {
    let library = library(store, id)?;
    if library.builtin {
        bail!(
            "library {id} ({}) is built in and cannot {action}; create one of your own with              `puzzlelab library create`",
            library.name
        );
    }
    Ok(library)
}

pub fn run(cmd: Command, ctx: &Context, registry: &Registry) -> anyhow::Result<()> {
    let mut store = ctx.open_store()?;
    super::serve::install_builtin_libraries(&mut store, registry)?;
    match cmd {
        Command::List(args) => {
            if let Some(puzzle) = &args.puzzle {
                registry.find(puzzle).map_err(unknown_puzzle)?;
            }
            let libraries = store.list_libraries(args.puzzle.as_deref())?;
            if args.json {
                return print_json(&serde_json::json!({ "libraries": libraries }));
            }
            if libraries.is_empty() {
                println!("no libraries");
            }
            for lib in libraries {
                println!(
                    "{:>4}  {:<12} {} {:>7} puzzles{}",
                    lib.id,
                    lib.puzzle,
                    pad_to_width(&lib.name, 32),
                    lib.puzzle_count,
                    if lib.builtin { "  (built-in)" } else { "" }
                );
            }
            Ok(())
        }
        Command::Show(args) => {
            let library = library(&store, args.id)?;
            let puzzles = store.list_puzzles(&PuzzleFilter {
                library_id: Some(args.id),
                level: args.level,
                min_difficulty: args.min_difficulty,
                max_difficulty: args.max_difficulty,
                limit: args.limit,
                ..PuzzleFilter::default()
            })?;
            if args.json {
                return print_json(&serde_json::json!({ "library": library, "puzzles": puzzles }));
            }
            println!(
                "{} ({}): {} puzzles",
                library.name, library.puzzle, library.puzzle_count
            );
            for p in puzzles {
                let difficulty = p.difficulty.map_or("-".to_string(), |d| format!("{d}"));
                let description = p.description.replace('\n', " / ");
                println!(
                    "{:>6}  {} {:>6} {:<6} {}",
                    p.id,
                    pad_to_width(p.name.as_deref().unwrap_or("-"), 16),
                    difficulty,
                    p.level.as_deref().unwrap_or(""),
                    description
                );
            }
            Ok(())
        }
        Command::Create(args) => {
            registry.find(&args.puzzle).map_err(unknown_puzzle)?;
            let mut library = NewLibrary::new(args.puzzle, args.name);
            library.description = args.description;
            let created = store.create_library(&library)?;
            if args.json {
                return print_json(&serde_json::json!({ "library": created }));
            }
            println!(
                "created library {} ({} / {})",
                created.id, created.puzzle, created.name
            );
            Ok(())
        }
        Command::Add(args) => {
            let library = own_library(&store, args.id, "take new puzzles")?;
            let puzzle = registry.find(&library.puzzle).map_err(unknown_puzzle)?;
            let text = super::common::literal_file_or_stdin(&args.game)?;
            let text = text.trim_end_matches(['\n', '\r']);
            let mut row = web::entries::library_entry(puzzle, text, &args.limits.limits()?)
                .map_err(|e| anyhow::anyhow!("{}", e.render(text)))?;
            row.name = args.name;
            if args.level.is_some() {
                row.level = args.level;
            }
            row.source = "added on the command line".into();
            let added = store.add_puzzle(args.id, &row)?;
            if args.json {
                return print_json(&serde_json::json!({ "puzzle": added }));
            }
            println!(
                "added puzzle {} to library {}: {} ({})",
                added.id,
                library.name,
                added.description,
                added.level.as_deref().unwrap_or("not rated")
            );
            Ok(())
        }
        Command::Remove(args) => {
            let library = own_library(&store, args.id, "lose puzzles")?;
            match store.get_puzzle(args.puzzle)? {
                Some(p) if p.library_id == args.id => {
                    store.delete_puzzle(args.puzzle)?;
                    println!(
                        "removed puzzle {} from library {}",
                        args.puzzle, library.name
                    );
                    Ok(())
                }
                _ => bail!("library {} has no puzzle {}", args.id, args.puzzle),
            }
        }
        Command::Import(args) => {
            let library = own_library(&store, args.id, "take new puzzles")?;
            let format = match args.format.or_else(|| Format::from_path(&args.file)) {
                Some(f) => f,
                None => bail!(
                    "cannot tell the format of {}: name it .csv or .json, or pass --format",
                    args.file.display()
                ),
            };
            let file = File::open(&args.file)
                .with_context(|| format!("cannot open {}", args.file.display()))?;
            let puzzle = registry.find(&library.puzzle).map_err(unknown_puzzle)?;
            let rows = web::entries::read_import(
                puzzle,
                format,
                BufReader::new(file),
                &args.limits.limits()?,
            )
            .with_context(|| format!("cannot import {}", args.file.display()))?;
            let report = store
                .add_imported(args.id, &rows)
                .with_context(|| format!("cannot import {}", args.file.display()))?;
            println!(
                "imported {} of {} puzzles into library {} ({} already there)",
                report.inserted, report.rows, library.name, report.duplicates
            );
            Ok(())
        }
        Command::Export(args) => {
            let format = args
                .format
                .or_else(|| args.output.as_deref().and_then(Format::from_path))
                .unwrap_or(Format::Csv);
            match &args.output {
                Some(path) => {
                    let file = File::create(path)
                        .with_context(|| format!("cannot create {}", path.display()))?;
                    let mut writer = BufWriter::new(file);
                    store.export(args.id, format, &mut writer)?;
                    writer
                        .flush()
                        .with_context(|| format!("cannot write {}", path.display()))?;
                }
                None => {
                    let stdout = std::io::stdout();
                    let mut lock = stdout.lock();
                    store.export(args.id, format, &mut lock)?;
                }
            }
            Ok(())
        }
        Command::Delete(args) => {
            if store.delete_library(args.id)? {
                println!("deleted library {}", args.id);
                Ok(())
            } else {
                bail!(
                    "there is no library {} (see `puzzlelab library list`)",
                    args.id
                )
            }
        }
    }
}
