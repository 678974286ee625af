//! `puzzlelab backup FILE`: a consistent copy of the database (SQLite's online backup, see
//! `store::Store::backup_to`), safe while a server is running on it.

use std::path::PathBuf;

use clap::Args;
use puzzle::Words;

use super::common::{print_json, print_text, Context};
use super::failure::{refused, WithWords};
use super::voice::Voice;

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
        return Err(refused(
            Words::new("cli-backup-no-database").arg("path", db.display()),
        ));
    }
    let store = ctx.open_store()?;
    let overwrite = if args.overwrite {
        store::Overwrite::Replace
    } else {
        store::Overwrite::Refuse
    };
    let report = store.backup_to(&args.file, overwrite).context_words(|| {
        Words::new("cli-backup-failed")
            .arg("path", db.display())
            .arg("file", args.file.display())
    })?;
    if args.json {
        return print_json(&serde_json::json!({ "backup": report }));
    }
    print_text(&Voice::current().text(
        "cli-backed-up",
        &[
            ("path", db.display().to_string().into()),
            ("file", report.path.display().to_string().into()),
            ("size", megabytes(report.bytes).into()),
            ("version", report.schema_version.into()),
            ("libraries", report.libraries.into()),
            ("puzzles", report.puzzles.into()),
            ("games", report.games.into()),
            ("records", report.records.into()),
        ],
    ))
}

/// `27.1 MB`, `0.1 MB`.
fn megabytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}
