//! How a game becomes a library row, the same for every puzzle: its game ID made canonical by
//! the puzzle's parser, and rated within the request's limits (level, difficulty and the
//! rating in `extra`). Puzzles added on a page, imported files and the built-in libraries all
//! go through here, so an added puzzle looks like a built-in one.
//!
//! The built-in libraries are installed by [`install_builtin_libraries`], keyed by each
//! puzzle's engine version: when nothing changed, start-up does no puzzle work at all.

use puzzle::{BuiltinEntry, DynPuzzle, LibraryEntry, Registry, SharedBudget};
use search::Limits;
use store::{InstallReport, LeftOut, NewLibrary, NewPuzzle, Store};

/// The row for `text` (a game ID of `puzzle`): canonical, rated within `limits` when possible.
/// The error says what is wrong with the game ID, and where.
pub fn library_entry(
    puzzle: &dyn DynPuzzle,
    text: &str,
    limits: &Limits,
) -> Result<NewPuzzle, puzzle::InputError> {
    Ok(row(puzzle.library_entry(text, limits)?))
}

fn row(entry: LibraryEntry) -> NewPuzzle {
    let extra = serde_json::to_value(&entry.extra).unwrap_or_default();
    let mut puzzle = NewPuzzle::new(entry.game).with_extra(extra);
    puzzle.level = entry.level;
    puzzle.difficulty = entry.difficulty;
    puzzle
}

/// Reads an import file for `puzzle` (every game ID checked by the puzzle's parser, see
/// [`store::read_import`]) and rates its rows within one budget shared by all of them. Each
/// row's game ID is stored canonical; a level or difficulty given by the file is kept, the
/// rating fills the rest (what a file says about a rating is not trusted).
pub fn read_import<R: std::io::Read>(
    puzzle: &dyn DynPuzzle,
    format: store::Format,
    reader: R,
    limits: &Limits,
) -> store::Result<store::ImportFile> {
    let mut file = store::read_import(format, reader, |text| {
        puzzle.canonical(text).map(|_| ()).map_err(|e| *e.words)
    })?;
    let mut budget = SharedBudget::new(limits);
    let rows = file.puzzles.len();
    for (i, row) in file.puzzles.iter_mut().enumerate() {
        let share = budget.next(rows - i);
        if let Ok(entry) = puzzle.library_entry(&row.description, &share) {
            complete_imported(row, entry);
        }
        // a rating reports no node count: charge the whole share, so the total stays bounded
        budget.spend(&search::Stats {
            expanded: share.max_expanded.unwrap_or(0),
            ..search::Stats::default()
        });
    }
    Ok(file)
}

/// Completes an imported row with its canonical ID and rating; the file's own level and
/// difficulty are kept, and its other extra fields too (the rating replaces any it gave).
fn complete_imported(row: &mut NewPuzzle, entry: LibraryEntry) {
    row.description = entry.game;
    if row.level.as_deref().is_none_or(str::is_empty) {
        row.level = entry.level;
    }
    if row.difficulty.is_none() {
        row.difficulty = entry.difficulty;
    }
    let mut extra = match std::mem::take(&mut row.extra) {
        serde_json::Value::Object(map) => map,
        _ => serde_json::Map::new(),
    };
    extra.remove("rating");
    extra.remove("rated");
    extra.remove("reason");
    extra.remove("unsolvable");
    if let Ok(serde_json::Value::Object(rated)) = serde_json::to_value(&entry.extra) {
        extra.extend(rated);
    }
    row.extra = serde_json::Value::Object(extra);
}

/// The `results` key under which a puzzle's installed engine version is kept.
const ENGINE_VERSION_KEY: &str = "builtin/engine-version";
/// The form of a built-in row's `extra` (2: an unrated row says whether it is proven
/// unsolvable): installed with the engine version, so a new form reinstalls the libraries.
const ROW_FORM: u32 = 2;

/// Installs the built-in libraries of every puzzle whose engine version differs from the one
/// recorded in `store` (all of them on first run), rating each entry within `limits`; a
/// puzzle whose version is unchanged costs one lookup. Returns what was installed; every
/// entry is stored or listed, with why, in its report's `left_out`.
pub fn install_builtin_libraries(
    store: &mut Store,
    registry: &Registry,
    limits: &Limits,
) -> store::Result<Vec<InstallReport>> {
    let mut reports = Vec::new();
    for puzzle in registry.iter() {
        let info = puzzle.info();
        let version = serde_json::json!({ "engine": info.engine_version, "rows": ROW_FORM });
        let installed = store.get_result(info.id, ENGINE_VERSION_KEY)?;
        if installed.as_ref().map(|r| &r.value) == Some(&version) {
            continue;
        }
        for library in puzzle.libraries() {
            let mut new = NewLibrary::new(info.id, library.name.clone());
            new.description = library.description.clone();
            new.source = library.source.clone();
            let mut rows = Vec::with_capacity(library.entries.len());
            let mut refused = Vec::new();
            for entry in &library.entries {
                match builtin_row(puzzle, entry, limits) {
                    Ok(row) => rows.push(row),
                    Err(e) => refused.push(LeftOut {
                        name: entry.name.clone(),
                        description: entry.game.clone(),
                        reason: format!("the puzzle's parser refuses it: {e}"),
                    }),
                }
            }
            let mut report = store.ensure_builtin_library(&new, &rows)?;
            report.left_out.extend(refused);
            reports.push(report);
        }
        store.put_result(info.id, ENGINE_VERSION_KEY, &version)?;
    }
    Ok(reports)
}

/// A built-in entry as a row: rated, with its own name, level, source and notes. An entry the
/// puzzle's parser refuses is a bug in the puzzle's data, caught by the registry's tests; it is
/// left out (and reported) rather than stopping the server.
fn builtin_row(
    puzzle: &dyn DynPuzzle,
    entry: &BuiltinEntry,
    limits: &Limits,
) -> Result<NewPuzzle, puzzle::InputError> {
    let mut row = row(puzzle.library_entry(&entry.game, limits)?);
    row.name = entry.name.clone();
    if entry.level.is_some() {
        row.level = entry.level.clone();
    }
    row.source = entry.source.clone().unwrap_or_else(|| "built-in".into());
    if !entry.notes.is_empty() {
        if let serde_json::Value::Object(extra) = &mut row.extra {
            extra.insert("notes".into(), serde_json::json!(entry.notes));
        }
    }
    Ok(row)
}
