//! The CSV format of a library: a header row, then one puzzle a row (see the parent module).

use std::io::{Read, Write};

use puzzle::Words;
use serde_json::Value;

use super::{ImportErrors, RowChecker};
use crate::error::{Error, Result};
use crate::puzzles::NewPuzzle;

/// The CSV columns, in the order export writes them.
pub const CSV_COLUMNS: [&str; 6] = [
    "name",
    "description",
    "difficulty",
    "level",
    "source",
    "extra",
];

/// The UTF-8 byte-order mark a CSV file starts with, so that spreadsheets (Excel) read its
/// Chinese as UTF-8; [`read_csv`] skips it.
pub const BYTE_ORDER_MARK: &str = "\u{feff}";

/// Writes puzzles as CSV: the byte-order mark, a header row, then a row per puzzle.
pub fn write_csv<W: Write>(mut writer: W, puzzles: &[NewPuzzle]) -> Result<()> {
    writer
        .write_all(BYTE_ORDER_MARK.as_bytes())
        .map_err(export_error)?;
    let mut w = csv::Writer::from_writer(writer);
    w.write_record(CSV_COLUMNS).map_err(export_error)?;
    for p in puzzles {
        let difficulty = p.difficulty.map(format_number).unwrap_or_default();
        let extra = match &p.extra {
            Value::Null => String::new(),
            v => v.to_string(),
        };
        w.write_record([
            p.name.as_deref().unwrap_or(""),
            &p.description,
            &difficulty,
            p.level.as_deref().unwrap_or(""),
            &p.source,
            &extra,
        ])
        .map_err(export_error)?;
    }
    w.flush().map_err(export_error)
}

/// A row the CSV reader could not read, with the reader's own words.
fn unreadable(e: &csv::Error) -> Words {
    Words::new("store-import-unreadable-row").arg("detail", e)
}

/// A failure to write the CSV file.
fn export_error(e: impl ToString) -> Error {
    Error::Export {
        format: "CSV",
        message: e.to_string(),
    }
}

/// Formats a difficulty so it reads back exactly: plainly ("81", "2.5") in the usual range,
/// in exponent form ("1e300", "5e-324") for very large or small magnitudes.
fn format_number(d: f64) -> String {
    let magnitude = d.abs();
    if magnitude != 0.0 && !(1e-5..1e16).contains(&magnitude) {
        format!("{d:e}")
    } else {
        d.to_string()
    }
}

/// Reads and checks puzzles from CSV. `validate` checks each description.
pub fn read_csv<R: Read>(
    reader: R,
    validate: impl Fn(&str) -> Result<(), Words>,
) -> Result<Vec<NewPuzzle>, ImportErrors> {
    let mut rdr = csv::ReaderBuilder::new()
        .has_headers(true)
        .from_reader(reader);
    let line_of = |e: &csv::Error| e.position().map(|p| p.line());
    let headers = match rdr.headers() {
        Ok(h) => h.clone(),
        Err(e) => {
            return Err(ImportErrors::single(
                line_of(&e).or(Some(1)),
                unreadable(&e),
            ))
        }
    };
    let mut columns: [Option<usize>; 6] = [None; 6];
    let mut errors = ImportErrors::default();
    for (i, h) in headers.iter().enumerate() {
        let h = h.trim().trim_start_matches('\u{feff}');
        match CSV_COLUMNS.iter().position(|c| c.eq_ignore_ascii_case(h)) {
            Some(c) if columns[c].is_some() => {
                errors.push(
                    Some(1),
                    None,
                    Words::new("store-import-column-twice").arg("column", h),
                );
            }
            Some(c) => columns[c] = Some(i),
            None => errors.push(
                Some(1),
                None,
                Words::new("store-import-unknown-column")
                    .arg("column", h)
                    .arg("columns", CSV_COLUMNS.join(", ")),
            ),
        }
    }
    let Some(description_col) = columns[1] else {
        errors.push(
            Some(1),
            None,
            Words::new("store-import-no-description-column").arg("columns", CSV_COLUMNS.join(", ")),
        );
        return Err(errors);
    };
    if errors.total > 0 {
        return Err(errors);
    }
    let mut checker = RowChecker::new(&validate);
    checker.errors = errors;
    let mut puzzles = Vec::new();
    for result in rdr.records() {
        let record = match result {
            Ok(r) => r,
            Err(e) => {
                let fatal = matches!(e.kind(), csv::ErrorKind::Io(_));
                checker.errors.push(line_of(&e), None, unreadable(&e));
                if fatal {
                    break;
                }
                continue;
            }
        };
        let line = record.position().map(|p| p.line());
        let cell = |col: usize| columns[col].and_then(|i| record.get(i)).unwrap_or("");
        let optional = |col: usize| Some(cell(col).to_owned()).filter(|s| !s.is_empty());
        let difficulty = match cell(2).trim() {
            "" => None,
            text => match text.parse::<f64>() {
                Ok(d) => Some(d),
                Err(_) => {
                    checker.errors.push(
                        line,
                        None,
                        Words::new("store-import-bad-difficulty").arg("text", text),
                    );
                    continue;
                }
            },
        };
        let extra = match cell(5).trim() {
            "" => Value::Null,
            text => match serde_json::from_str(text) {
                Ok(v) => v,
                Err(e) => {
                    checker.errors.push(
                        line,
                        None,
                        Words::new("store-import-bad-extra").arg("detail", e),
                    );
                    continue;
                }
            },
        };
        let puzzle = NewPuzzle {
            name: optional(0),
            description: record.get(description_col).unwrap_or("").to_owned(),
            difficulty,
            level: optional(3),
            source: cell(4).to_owned(),
            extra,
        };
        if let Some(p) = checker.check(line, None, puzzle) {
            puzzles.push(p);
        }
    }
    checker.errors.into_result(puzzles)
}

#[cfg(test)]
mod tests {
    use super::format_number;

    #[test]
    fn numbers_are_short_and_exact() {
        for (d, text) in [
            (81.0, "81"),
            (2.5, "2.5"),
            (-0.5, "-0.5"),
            (0.0, "0"),
            (1e300, "1e300"),
            (1.5e-7, "1.5e-7"),
            (0.1 + 0.2, "0.30000000000000004"),
        ] {
            assert_eq!(format_number(d), text);
            assert_eq!(text.parse::<f64>().ok(), Some(d));
        }
    }
}
