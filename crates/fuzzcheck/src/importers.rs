//! The library importers (`store::exchange`) on arbitrary bytes.

use store::{
    accept_any, read_csv, read_json, write_csv, write_json, Format, ImportFile, NewLibrary,
    NewPuzzle, Store,
};

/// The first byte picks the format (even: CSV, odd: JSON), the rest is the file. Any file is
/// read without a panic; an accepted one must write back (CSV or JSON) and read back to the
/// same rows, and so must its rows once added to a library of a database and exported.
///
/// # Panics
/// When an accepted file does not come back the same.
pub fn importers(data: &[u8]) {
    let Some((&pick, file)) = data.split_first() else {
        return;
    };
    if pick % 2 == 0 {
        check_csv(file);
    } else {
        check_json(file);
    }
}

fn check_csv(file: &[u8]) {
    let Ok(rows) = read_csv(file, accept_any) else {
        return;
    };
    let mut out = Vec::new();
    write_csv(&mut out, &rows).unwrap_or_else(|e| panic!("CSV export of {rows:?} failed: {e}"));
    let again = read_csv(out.as_slice(), accept_any).unwrap_or_else(|e| {
        panic!(
            "the exported CSV {:?} of {rows:?} does not read back: {e}",
            String::from_utf8_lossy(&out)
        )
    });
    assert_same(&rows, &again, "CSV export");
    let exported = through_store(&rows, Format::Csv);
    let stored = read_csv(exported.as_slice(), accept_any)
        .unwrap_or_else(|e| panic!("the database's CSV export does not read back: {e}"));
    assert_same(&rows, &stored, "CSV through the database");
}

fn check_json(file: &[u8]) {
    let Ok(library) = read_json(file, accept_any) else {
        return;
    };
    let mut out = Vec::new();
    write_json(&mut out, &library)
        .unwrap_or_else(|e| panic!("JSON export of {library:?} failed: {e}"));
    let again = read_json(out.as_slice(), accept_any).unwrap_or_else(|e| {
        panic!(
            "the exported JSON {:?} of {library:?} does not read back: {e}",
            String::from_utf8_lossy(&out)
        )
    });
    assert_same(&library.puzzles, &again.puzzles, "JSON export");
    assert_eq!(
        (
            &library.puzzle,
            &library.name,
            &library.description,
            &library.source
        ),
        (
            &again.puzzle,
            &again.name,
            &again.description,
            &again.source
        ),
        "JSON export: the library's fields change"
    );
    let exported = through_store(&library.puzzles, Format::Json);
    let stored = read_json(exported.as_slice(), accept_any)
        .unwrap_or_else(|e| panic!("the database's JSON export does not read back: {e}"));
    assert_same(
        &library.puzzles,
        &stored.puzzles,
        "JSON through the database",
    );
}

/// Adds `rows` to a new library of a fresh in-memory database, then exports it.
/// (The file's own `puzzle` is left out: refusing another puzzle is not what is checked here.)
fn through_store(rows: &[NewPuzzle], format: Format) -> Vec<u8> {
    let mut store = Store::open_in_memory().expect("in-memory database");
    let library = store
        .create_library(&NewLibrary::new("klotski", "fuzz"))
        .expect("a library");
    let file = ImportFile {
        puzzle: None,
        puzzles: rows.to_vec(),
    };
    let report = store
        .add_imported(library.id, &file)
        .unwrap_or_else(|e| panic!("accepted rows {rows:?} are refused by the database: {e}"));
    assert_eq!(report.inserted, rows.len(), "rows lost on insert: {rows:?}");
    let mut out = Vec::new();
    store
        .export(library.id, format, &mut out)
        .unwrap_or_else(|e| panic!("export of {rows:?} failed: {e}"));
    out
}

fn assert_same(rows: &[NewPuzzle], again: &[NewPuzzle], how: &str) {
    assert_eq!(rows, again, "{how}: the rows do not come back the same");
}
