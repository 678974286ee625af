//! `puzzlelab library`: the puzzle libraries in the database, for every puzzle alike — list,
//! show, create, add, remove, import, export, delete. Games are checked and made canonical by
//! their puzzle's parser and rated within the limits (`web::entries`), as on the web pages.

use std::fs::File;
use std::io::{BufReader, BufWriter, Write};
use std::path::PathBuf;

use clap::{Args, Subcommand};
use store::{Format, NewLibrary, PuzzleFilter};

use super::common::{pad_to_width, print_json, Context};
use super::failure::{file_error, unknown_puzzle, Failure};
use super::voice::Voice;
use puzzle::Registry;
use puzzle::Words;

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
    store.get_library(id)?.ok_or_else(|| no_library(id))
}

fn no_library(id: i64) -> anyhow::Error {
    Failure::said("not_found", Words::new("cli-library-missing").arg("id", id)).into()
}

/// The library `id`, refusing a built-in one (`change` is the catalogue key of what was
/// refused, as the web says it).
fn own_library(
    store: &store::Store,
    id: i64,
    change: &'static str,
) -> anyhow::Result<store::Library> {
    let library = library(store, id)?;
    if library.builtin {
        return Err(Failure::said(
            "conflict",
            Words::new("library-error-read-only")
                .arg("id", id)
                .arg("name", &library.name)
                .word("action", Words::new(change)),
        )
        .into());
    }
    Ok(library)
}

pub fn run(cmd: Command, ctx: &Context, registry: &Registry) -> anyhow::Result<()> {
    let voice = Voice::current();
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
                println!("{}", voice.text("cli-library-none", &[]));
            }
            for lib in libraries {
                let count = voice.text("cli-library-count", &[("count", lib.puzzle_count.into())]);
                let builtin = if lib.builtin {
                    voice.text("cli-library-builtin", &[])
                } else {
                    String::new()
                };
                println!(
                    "{:>4}  {:<12} {} {count:>7}  {builtin}",
                    lib.id,
                    lib.puzzle,
                    pad_to_width(&lib.name, 32),
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
                "{}",
                voice.text(
                    "cli-library-header",
                    &[
                        ("name", library.name.as_str().into()),
                        ("puzzle", library.puzzle.as_str().into()),
                        ("count", library.puzzle_count.into()),
                    ],
                )
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
                "{}",
                voice.text(
                    "cli-library-created",
                    &[
                        ("id", created.id.into()),
                        ("puzzle", created.puzzle.as_str().into()),
                        ("name", created.name.as_str().into()),
                    ],
                )
            );
            Ok(())
        }
        Command::Add(args) => {
            let library = own_library(&store, args.id, "library-change-add")?;
            let puzzle = registry.find(&library.puzzle).map_err(unknown_puzzle)?;
            let text = super::common::literal_file_or_stdin(&args.game)?;
            let text = text.trim_end_matches(['\n', '\r']);
            let mut row = web::entries::library_entry(puzzle, text, &args.limits.limits()?)
                .map_err(|e| Failure::input(&e, text, None))?;
            row.name = args.name;
            if args.level.is_some() {
                row.level = args.level;
            }
            row.source = "added on the command line".into();
            let added = store.add_puzzle(args.id, &row)?;
            if args.json {
                return print_json(&serde_json::json!({ "puzzle": added }));
            }
            let level = match added.level.as_deref() {
                Some(level) => level.to_owned(),
                None => voice.text("library-not-rated", &[]),
            };
            println!(
                "{}",
                voice.text(
                    "cli-library-added",
                    &[
                        ("id", added.id.into()),
                        ("library", library.name.as_str().into()),
                        ("game", added.description.as_str().into()),
                        ("level", level.into()),
                    ],
                )
            );
            Ok(())
        }
        Command::Remove(args) => {
            let library = own_library(&store, args.id, "library-change-remove")?;
            match store.get_puzzle(args.puzzle)? {
                Some(p) if p.library_id == args.id => {
                    store.delete_puzzle(args.puzzle)?;
                    println!(
                        "{}",
                        voice.text(
                            "cli-library-removed",
                            &[
                                ("id", args.puzzle.into()),
                                ("library", library.name.as_str().into()),
                            ],
                        )
                    );
                    Ok(())
                }
                _ => Err(Failure::said(
                    "not_found",
                    Words::new("library-error-no-puzzle")
                        .arg("id", args.id)
                        .arg("puzzle", args.puzzle),
                )
                .into()),
            }
        }
        Command::Import(args) => {
            let library = own_library(&store, args.id, "library-change-import")?;
            let format = match args.format.or_else(|| Format::from_path(&args.file)) {
                Some(f) => f,
                None => {
                    return Err(Failure::said(
                        "invalid_input",
                        Words::new("cli-library-format").arg("path", args.file.display()),
                    )
                    .into())
                }
            };
            let file =
                File::open(&args.file).map_err(|e| file_error("cli-cannot-open", &args.file, e))?;
            let puzzle = registry.find(&library.puzzle).map_err(unknown_puzzle)?;
            let rows = web::entries::read_import(
                puzzle,
                format,
                BufReader::new(file),
                &args.limits.limits()?,
            )?;
            let report = store.add_imported(args.id, &rows)?;
            println!(
                "{}",
                voice.text(
                    "cli-library-imported",
                    &[
                        ("inserted", report.inserted.into()),
                        ("rows", report.rows.into()),
                        ("library", library.name.as_str().into()),
                        ("duplicates", report.duplicates.into()),
                    ],
                )
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
                    let file =
                        File::create(path).map_err(|e| file_error("cli-cannot-create", path, e))?;
                    let mut writer = BufWriter::new(file);
                    store.export(args.id, format, &mut writer)?;
                    writer
                        .flush()
                        .map_err(|e| file_error("cli-cannot-write", path, e))?;
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
                println!(
                    "{}",
                    voice.text("cli-library-deleted", &[("id", args.id.into())])
                );
                Ok(())
            } else {
                Err(no_library(args.id))
            }
        }
    }
}
