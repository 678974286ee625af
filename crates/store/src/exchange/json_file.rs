//! The JSON format of a library: an object with the library's fields and a `puzzles` array,
//! or just the array (see the parent module).

use std::io::{Read, Write};

use puzzle::Words;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{ImportErrors, RowChecker};
use crate::error::{Error, Result};
use crate::library::NewLibrary;
use crate::puzzles::NewPuzzle;

/// The `format` tag of a JSON library file.
pub const JSON_FORMAT_TAG: &str = "puzzlelab-library";

/// The version of the JSON library file format written by this build: 2 names the puzzle id
/// `puzzle`; version 1 named it `kind`, and is still read (either name, in either version).
pub const JSON_FORMAT_VERSION: u32 = 2;

/// A library as a JSON file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "schemars", derive(schemars::JsonSchema))]
pub struct LibraryFile {
    /// Always [`JSON_FORMAT_TAG`].
    pub format: String,
    /// [`JSON_FORMAT_VERSION`].
    pub version: u32,
    /// The puzzle id, if the file says (`kind` in version 1, still read).
    #[serde(alias = "kind")]
    pub puzzle: Option<String>,
    /// The library's name, if the file says.
    pub name: Option<String>,
    /// The library's description.
    pub description: String,
    /// The library's source.
    pub source: String,
    /// The puzzles.
    pub puzzles: Vec<NewPuzzle>,
}

impl LibraryFile {
    /// The library this file describes, if it names its puzzle and name.
    pub fn new_library(&self) -> Option<NewLibrary> {
        Some(NewLibrary {
            puzzle: self.puzzle.clone()?,
            name: self.name.clone()?,
            description: self.description.clone(),
            source: self.source.clone(),
        })
    }
}

/// Writes a library file as pretty-printed JSON.
pub fn write_json<W: Write>(writer: W, file: &LibraryFile) -> Result<()> {
    let mut writer = writer;
    serde_json::to_writer_pretty(&mut writer, file).map_err(|e| Error::Export {
        format: "JSON",
        message: e.to_string(),
    })?;
    writer
        .write_all(b"\n")
        .and_then(|()| writer.flush())
        .map_err(|e| Error::Export {
            format: "JSON",
            message: e.to_string(),
        })
}

/// The shape of a JSON library file as read (strict about unknown fields).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonFile {
    format: Option<String>,
    version: Option<u64>,
    #[serde(alias = "kind")]
    puzzle: Option<String>,
    name: Option<String>,
    #[serde(default)]
    description: String,
    #[serde(default)]
    source: String,
    puzzles: Vec<Value>,
}

/// One puzzle as read (strict about unknown fields, so a typo is reported).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonPuzzle {
    #[serde(default)]
    name: Option<String>,
    description: String,
    #[serde(default)]
    difficulty: Option<f64>,
    #[serde(default)]
    level: Option<String>,
    #[serde(default)]
    source: String,
    #[serde(default)]
    extra: Value,
}

/// Reads and checks a JSON library file (or a bare array of puzzles). `validate` checks each
/// description.
pub fn read_json<R: Read>(
    reader: R,
    validate: impl Fn(&str) -> Result<(), Words>,
) -> Result<LibraryFile, ImportErrors> {
    let value: Value = serde_json::from_reader(reader).map_err(|e| {
        ImportErrors::single(
            Some(e.line() as u64).filter(|&l| l > 0),
            Words::new("store-import-not-json").arg("detail", e),
        )
    })?;
    let file = match value {
        Value::Array(puzzles) => JsonFile {
            format: None,
            version: None,
            puzzle: None,
            name: None,
            description: String::new(),
            source: String::new(),
            puzzles,
        },
        Value::Object(_) => serde_json::from_value::<JsonFile>(value).map_err(|e| {
            ImportErrors::single(
                None,
                Words::new("store-import-not-a-library").arg("detail", e),
            )
        })?,
        _ => {
            return Err(ImportErrors::single(
                None,
                Words::new("store-import-no-puzzles"),
            ))
        }
    };
    if let Some(tag) = file.format.as_deref().filter(|t| *t != JSON_FORMAT_TAG) {
        return Err(ImportErrors::single(
            None,
            Words::new("store-import-other-format")
                .arg("format", tag)
                .arg("expected", JSON_FORMAT_TAG),
        ));
    }
    if let Some(v) = file.version.filter(|&v| v > u64::from(JSON_FORMAT_VERSION)) {
        return Err(ImportErrors::single(
            None,
            Words::new("store-import-too-new")
                .arg("version", v)
                .arg("known", JSON_FORMAT_VERSION),
        ));
    }
    let mut checker = RowChecker::new(&validate);
    let mut puzzles = Vec::with_capacity(file.puzzles.len());
    for (i, entry) in file.puzzles.into_iter().enumerate() {
        let entry_no = Some(i + 1);
        let p: JsonPuzzle = match serde_json::from_value(entry) {
            Ok(p) => p,
            Err(e) => {
                checker.errors.push(
                    None,
                    entry_no,
                    Words::new("store-import-bad-entry").arg("detail", e),
                );
                continue;
            }
        };
        let puzzle = NewPuzzle {
            name: p.name,
            description: p.description,
            difficulty: p.difficulty,
            level: p.level,
            source: p.source,
            extra: p.extra,
        };
        if let Some(p) = checker.check(None, entry_no, puzzle) {
            puzzles.push(p);
        }
    }
    checker.errors.into_result(LibraryFile {
        format: JSON_FORMAT_TAG.to_owned(),
        version: JSON_FORMAT_VERSION,
        puzzle: file.puzzle,
        name: file.name,
        description: file.description,
        source: file.source,
        puzzles,
    })
}
