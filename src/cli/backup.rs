//! `puzzlelab backup FILE`: a consistent copy of the database (SQLite's online backup, see
//! `store::Store::backup_to`), safe while a server is running on it.

use std::path::PathBuf;

use anyhow::{bail, Context as _};
use clap::Args;

use super::common::{print_json, Context};

#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The backup file to write; it must not exist yet, unless --overwrite is given.
    pub file: PathBuf,
    /// Replace FILE if it exists (only once the backup is complete and checked).
    #[arg(long)]
    pub overwrite: bool,
    /// Print the report as one JSON object.
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: BackupArgs, ctx: &Context) -> anyhow::Result<()> {
    let db = ctx.db_path()?;
    if !db.exists() {
        bail!(
            "there is no database at {} to back up (pass --db to name the one to copy)",
            db.display()
        );
    }
    let store = ctx.open_store()?;
    let overwrite = if args.overwrite {
        store::Overwrite::Replace
    } else {
        store::Overwrite::Refuse
    };
    let report = store
        .backup_to(&args.file, overwrite)
        .with_context(|| format!("cannot back up {} to {}", db.display(), args.file.display()))?;
    if args.json {
        return print_json(&serde_json::json!({ "backup": report }));
    }
    println!(
        "backed up {} to {}: {}, schema version {}; {} libraries, {} puzzles, {} saved games, {} records",
        db.display(),
        report.path.display(),
        megabytes(report.bytes),
        report.schema_version,
        report.libraries,
        report.puzzles,
        report.games,
        report.records
    );
    Ok(())
}

/// `27.1 MB`, `0.1 MB`.
fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}
