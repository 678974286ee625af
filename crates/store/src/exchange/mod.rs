//! Import and export of a library as CSV or JSON.
//!
//! Both formats carry the fields of [`NewPuzzle`]: `name, description, difficulty, level,
//! source, extra`.
//!
//! **CSV** (RFC 4180, UTF-8; a leading byte order mark is accepted): a header row naming the
//! columns, in any order, case-insensitive; only `description` is required. Fields with commas,
//! quotes or line breaks are quoted, so multi-line descriptions (a Lianliankan board) work.
//! Empty `name`, `difficulty`, `level` and `extra` cells mean "none"; `extra` is JSON text.
//!
//! **JSON**: an object `{"format": "puzzlelab-library", "version": 2, "puzzle", "name",
//! "description", "source", "puzzles": [...]}` (all but `puzzles` optional; `puzzle` is the
//! puzzle id, `kind` in version 1, which is still read), or just the array of puzzles. Each
//! puzzle is an object with the fields above; only `description` is required.
//!
//! Reading validates every row: the store's own checks, an optional caller-supplied check of
//! the description (the puzzle crates know the rules, the store does not), and no description
//! twice in a file. Errors name the line (CSV) or the entry (JSON), and an import with any
//! error imports nothing.

mod csv_file;
mod json_file;

use std::collections::HashMap;
use std::fmt;
use std::io::{Read, Write};
use std::path::Path;
use std::str::FromStr;

use puzzle::Words;
use serde::{Deserialize, Serialize};

use crate::error::{Error, Missing, Result};
use crate::filter::{PuzzleFilter, PuzzleSort};
use crate::puzzles::NewPuzzle;
use crate::Store;

pub use csv_file::{read_csv, write_csv, CSV_COLUMNS};
pub use json_file::{read_json, write_json, LibraryFile, JSON_FORMAT_TAG, JSON_FORMAT_VERSION};

/// At most this many row errors are kept (all are counted).
const MAX_ERRORS: usize = 100;

/// At most this many row errors are shown by `Display`.
const SHOWN_ERRORS: usize = 20;

/// An exchange file format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// Comma-separated values with a header row.
    Csv,
    /// A JSON library file.
    Json,
}

impl Format {
    /// The format a file name's extension implies (`.csv`, `.json`), if any.
    pub fn from_path(path: &Path) -> Option<Format> {
        let ext = path.extension()?.to_str()?;
        ext.parse().ok()
    }

    /// "CSV" or "JSON", for messages.
    pub fn name(self) -> &'static str {
        match self {
            Format::Csv => "CSV",
            Format::Json => "JSON",
        }
    }
}

impl FromStr for Format {
    type Err = String;

    fn from_str(s: &str) -> Result<Format, String> {
        if s.eq_ignore_ascii_case("csv") {
            Ok(Format::Csv)
        } else if s.eq_ignore_ascii_case("json") {
            Ok(Format::Json)
        } else {
            Err(format!("unknown format {s:?}: expected csv or json"))
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::Csv => "csv",
            Format::Json => "json",
        })
    }
}

/// One problem in an import file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RowError {
    /// The line where the row starts (CSV, and JSON syntax errors), 1-based.
    pub line: Option<u64>,
    /// The position of the puzzle in the file's `puzzles` array (JSON), 1-based.
    pub entry: Option<usize>,
    /// What is wrong, as catalogue words (`store-import-*`).
    pub problem: Words,
}

impl RowError {
    /// The problem with its place: the line, else the puzzle's position.
    pub fn words(&self) -> Words {
        match (self.line, self.entry) {
            (Some(line), _) => Words::new("store-import-at-line")
                .arg("line", line)
                .word("problem", self.problem.clone()),
            (None, Some(entry)) => Words::new("store-import-at-entry")
                .arg("entry", entry)
                .word("problem", self.problem.clone()),
            (None, None) => self.problem.clone(),
        }
    }
}

impl fmt::Display for RowError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&puzzle::words::english(&self.words()))
    }
}

/// The problems found in an import file; nothing was imported.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct ImportErrors {
    /// The first problems (at most 100), in file order.
    pub errors: Vec<RowError>,
    /// How many problems there were in all.
    pub total: usize,
}

impl ImportErrors {
    pub(crate) fn push(&mut self, line: Option<u64>, entry: Option<usize>, problem: Words) {
        self.total += 1;
        if self.errors.len() < MAX_ERRORS {
            self.errors.push(RowError {
                line,
                entry,
                problem,
            });
        }
    }

    pub(crate) fn single(line: Option<u64>, problem: Words) -> ImportErrors {
        let mut e = ImportErrors::default();
        e.push(line, None, problem);
        e
    }

    pub(crate) fn into_result<T>(self, ok: T) -> Result<T, ImportErrors> {
        if self.total == 0 {
            Ok(ok)
        } else {
            Err(self)
        }
    }

    /// How many problems there were, and the first of them: the words a person reads first.
    pub fn words(&self) -> Words {
        let first = self.errors.first().map(RowError::words);
        match first {
            Some(first) => Words::new("store-import-problems")
                .arg("total", self.total)
                .word("first", first),
            None => Words::new("store-import-problems-none"),
        }
    }
}

impl fmt::Display for ImportErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.total;
        write!(
            f,
            "the import file has {n} problem{}; nothing was imported:",
            if n == 1 { "" } else { "s" }
        )?;
        for e in self.errors.iter().take(SHOWN_ERRORS) {
            write!(f, "\n  {e}")?;
        }
        let shown = self.errors.len().min(SHOWN_ERRORS);
        if n > shown {
            write!(f, "\n  ... and {} more", n - shown)?;
        }
        Ok(())
    }
}

impl std::error::Error for ImportErrors {}

/// A validation closure that accepts every description.
pub fn accept_any(_description: &str) -> Result<(), Words> {
    Ok(())
}

/// The checked puzzles of an import file, before they are added to a library.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportFile {
    /// The puzzle id the file names (JSON files only).
    pub puzzle: Option<String>,
    /// The puzzles, in file order, each checked and normalized.
    pub puzzles: Vec<NewPuzzle>,
}

/// Reads and checks an import file in `format` (`validate` checks each description); with
/// any invalid row, [`Error::Import`] lists the problems by line or entry.
pub fn read_import<R: Read>(
    format: Format,
    reader: R,
    validate: impl Fn(&str) -> Result<(), Words>,
) -> Result<ImportFile> {
    Ok(match format {
        Format::Csv => ImportFile {
            puzzle: None,
            puzzles: read_csv(reader, validate)?,
        },
        Format::Json => {
            let file = read_json(reader, validate)?;
            ImportFile {
                puzzle: file.puzzle,
                puzzles: file.puzzles,
            }
        }
    })
}

/// What [`Store::import`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct ImportReport {
    /// Puzzles in the file.
    pub rows: usize,
    /// Puzzles added.
    pub inserted: usize,
    /// Puzzles skipped because the library already had them.
    pub duplicates: usize,
}

/// Where a row is: its line (CSV) or its entry number (JSON).
#[derive(Clone, Copy)]
pub(crate) struct Place {
    line: Option<u64>,
    entry: Option<usize>,
}

impl Place {
    fn words(&self) -> Words {
        match (self.line, self.entry) {
            (Some(line), _) => Words::new("store-import-place-line").arg("line", line),
            (None, Some(entry)) => Words::new("store-import-place-entry").arg("entry", entry),
            (None, None) => Words::new("store-import-place-earlier"),
        }
    }
}

/// Runs the checks every imported puzzle gets and collects the errors.
pub(crate) struct RowChecker<'a, V> {
    validate: &'a V,
    /// Where each description was first seen.
    seen: HashMap<String, Place>,
    pub(crate) errors: ImportErrors,
}

impl<'a, V: Fn(&str) -> Result<(), Words>> RowChecker<'a, V> {
    pub(crate) fn new(validate: &'a V) -> Self {
        RowChecker {
            validate,
            seen: HashMap::new(),
            errors: ImportErrors::default(),
        }
    }

    /// Checks a parsed puzzle; returns it (normalized) if it is fine.
    pub(crate) fn check(
        &mut self,
        line: Option<u64>,
        entry: Option<usize>,
        puzzle: NewPuzzle,
    ) -> Option<NewPuzzle> {
        if let Err(e) = puzzle.check() {
            self.errors.push(line, entry, e.words());
            return None;
        }
        if let Err(words) = (self.validate)(&puzzle.description) {
            let problem = Words::new("store-import-bad-game").word("problem", words);
            self.errors.push(line, entry, problem);
            return None;
        }
        if let Some(first) = self.seen.get(&puzzle.description) {
            let problem = Words::new("store-import-repeated").word("first", first.words());
            self.errors.push(line, entry, problem);
            return None;
        }
        self.seen
            .insert(puzzle.description.clone(), Place { line, entry });
        Some(puzzle.normalized())
    }
}

impl Store {
    /// Writes library `library_id` to `writer` in `format`, puzzles in id order.
    pub fn export<W: Write>(&self, library_id: i64, format: Format, writer: W) -> Result<()> {
        let library = self.get_library(library_id)?.ok_or(Error::NotFound {
            what: Missing::Library,
            id: library_id,
        })?;
        let puzzles: Vec<NewPuzzle> = self
            .list_puzzles(&PuzzleFilter {
                library_id: Some(library_id),
                sort: PuzzleSort::Id,
                ..PuzzleFilter::default()
            })?
            .iter()
            .map(|p| p.to_new())
            .collect();
        match format {
            Format::Csv => write_csv(writer, &puzzles),
            Format::Json => write_json(
                writer,
                &LibraryFile {
                    format: JSON_FORMAT_TAG.to_owned(),
                    version: JSON_FORMAT_VERSION,
                    puzzle: Some(library.puzzle),
                    name: Some(library.name),
                    description: library.description,
                    source: library.source,
                    puzzles,
                },
            ),
        }
    }

    /// Reads puzzles in `format` from `reader`, checks them all (with `validate` for the
    /// descriptions) and adds them to library `library_id`, all or nothing, as
    /// [`Store::add_imported`] does. Descriptions
    /// the library already has are skipped and counted. With any invalid row nothing is added
    /// and [`Error::Import`] lists the problems by line or entry. A JSON file naming another
    /// puzzle than the library's is refused.
    pub fn import<R: Read>(
        &mut self,
        library_id: i64,
        format: Format,
        reader: R,
        validate: impl Fn(&str) -> Result<(), Words>,
    ) -> Result<ImportReport> {
        let file = read_import(format, reader, validate)?;
        self.add_imported(library_id, &file)
    }

    /// Adds puzzles read by [`read_import`] (and perhaps completed by the caller, e.g. with
    /// ratings) to library `library_id`, all or nothing. They are stored in chunks of a few
    /// thousand, each its own short transaction, and appear together in one last short
    /// transaction, so a long import never holds the write lock for long (other programs
    /// using the database keep working); an import that fails or is killed leaves nothing
    /// visible and is undone (see `staged_import.rs`).
    pub fn add_imported(&mut self, library_id: i64, file: &ImportFile) -> Result<ImportReport> {
        let library = self.get_library(library_id)?.ok_or(Error::NotFound {
            what: Missing::Library,
            id: library_id,
        })?;
        if let Some(puzzle) = file.puzzle.as_deref().filter(|p| *p != library.puzzle) {
            return Err(Error::Invalid(
                Words::new("store-import-other-puzzle")
                    .arg("puzzle", puzzle)
                    .arg("library", library_id)
                    .arg("name", &library.name)
                    .arg("expected", &library.puzzle),
            ));
        }
        let added = crate::staged_import::import(self, library_id, &file.puzzles)?;
        Ok(ImportReport {
            rows: file.puzzles.len(),
            inserted: added.inserted,
            duplicates: added.duplicates,
        })
    }
}
