//! How a puzzle becomes a library row: checked by its kind's parser and, for kinds with a
//! rating, solved and rated so that the row carries its level, difficulty and answers.
//!
//! The built-in libraries (seeded by the binary) and puzzles added through the web page go
//! through the same functions, so a puzzle added by hand looks like a built-in one.

use matchstick::PuzzleSpec;
use search::Limits;
use store::NewPuzzle;

use crate::kinds;

/// The row for a matchstick puzzle: its description, every answer and the rating in `extra`,
/// the rating's score as difficulty and its level (unless `level` is given).
///
/// When `limits` stop the solver before the answer list is complete, the row is kept without
/// answers or rating (`extra.complete = false`) rather than with a partial list.
pub fn matchstick_entry(spec: &PuzzleSpec, level: Option<String>, limits: &Limits) -> NewPuzzle {
    let mut puzzle = NewPuzzle::new(spec.to_string());
    puzzle.level = level;
    if !rate_matchstick(spec, &mut puzzle, limits) {
        puzzle.extra = serde_json::json!({ "complete": false });
    }
    puzzle
}

/// Solves and rates `spec` within `limits` and writes the answers and rating into `puzzle`'s
/// `extra`, filling its difficulty and level when they are empty. Returns false (and leaves
/// `puzzle` alone) when the limits stopped the solver.
fn rate_matchstick(spec: &PuzzleSpec, puzzle: &mut NewPuzzle, limits: &Limits) -> bool {
    let assessment = matchstick::assess(spec, limits);
    if !assessment.complete {
        return false;
    }
    let mut extra = match std::mem::take(&mut puzzle.extra) {
        serde_json::Value::Object(map) => map,
        _ => serde_json::Map::new(),
    };
    extra.remove("complete");
    extra.insert("answers".into(), serde_json::json!(assessment.answers));
    extra.insert("rating".into(), serde_json::json!(assessment.rating));
    puzzle.extra = serde_json::Value::Object(extra);
    if let Some(rating) = assessment.rating {
        puzzle.difficulty = puzzle.difficulty.or(Some(rating.score));
        if puzzle.level.as_deref().is_none_or(str::is_empty) {
            puzzle.level = Some(matchstick::level_label(rating.difficulty).to_string());
        }
    }
    true
}

/// The row for `description` of `kind`: validated (the error says what is wrong), and for
/// matchstick puzzles solved and rated within `limits`.
pub fn library_entry(kind: &str, description: &str, limits: &Limits) -> Result<NewPuzzle, String> {
    if kind == "matchstick" {
        // the parse is the validation (the message kinds::validate would give)
        let spec = PuzzleSpec::parse(description).map_err(|e| e.to_string())?;
        return Ok(matchstick_entry(&spec, None, limits));
    }
    kinds::validate(kind, description)?;
    Ok(NewPuzzle::new(description))
}

/// Reads an import file of `kind` (every description checked with the kind's parser, see
/// [`store::read_import`]) and completes its rows with `complete_imported` within `limits`.
pub fn read_import<R: std::io::Read>(
    kind: &str,
    format: store::Format,
    reader: R,
    limits: &Limits,
) -> store::Result<store::ImportFile> {
    let mut file = store::read_import(format, reader, |d| kinds::validate(kind, d))?;
    for puzzle in &mut file.puzzles {
        complete_imported(kind, puzzle, limits);
    }
    Ok(file)
}

/// Completes an imported row of `kind`: a matchstick puzzle gets its answers and rating
/// computed (what a file says about them is not trusted), and its difficulty and level from
/// the rating when the file gives none. Rows the limits leave unrated stay as the file has them.
fn complete_imported(kind: &str, puzzle: &mut NewPuzzle, limits: &Limits) {
    if kind != "matchstick" {
        return;
    }
    if let Ok(spec) = PuzzleSpec::parse(&puzzle.description) {
        rate_matchstick(&spec, puzzle, limits);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_matchstick_entry_carries_its_answers_and_level() {
        let entry = library_entry("matchstick", "7+3=9", &Limits::none()).expect("valid");
        assert_eq!(entry.description, "7+3=9");
        assert_eq!(entry.extra["answers"], serde_json::json!(["7+2=9"]));
        assert!(entry.difficulty.is_some());
        assert!(matches!(
            entry.level.as_deref(),
            Some("low" | "mid" | "high")
        ));
    }

    #[test]
    fn an_unsolvable_matchstick_puzzle_has_no_rating() {
        let entry = library_entry("matchstick", "1-2=72", &Limits::none()).expect("valid");
        assert_eq!(entry.extra["answers"], serde_json::json!([]));
        assert_eq!(entry.difficulty, None);
        assert_eq!(entry.level, None);
    }

    #[test]
    fn a_stopped_solver_leaves_the_row_unrated() {
        let spec = PuzzleSpec::parse("7+3=9").expect("valid");
        let entry = matchstick_entry(&spec, None, &Limits::none().with_max_expanded(0));
        assert_eq!(entry.extra["complete"], serde_json::json!(false));
        assert_eq!(entry.difficulty, None);
    }

    #[test]
    fn an_imported_row_gets_true_answers_and_keeps_its_own_level() {
        let mut row = NewPuzzle::new("7+3=9")
            .with_level("high")
            .with_extra(serde_json::json!({ "answers": ["wrong"], "note": "kept" }));
        complete_imported("matchstick", &mut row, &Limits::none());
        assert_eq!(row.extra["answers"], serde_json::json!(["7+2=9"]));
        assert_eq!(row.extra["note"], serde_json::json!("kept"));
        assert_eq!(row.level.as_deref(), Some("high"));
        assert!(row.difficulty.is_some());

        let mut unrated = NewPuzzle::new("7+3=9").with_extra(serde_json::json!({ "note": 1 }));
        complete_imported(
            "matchstick",
            &mut unrated,
            &Limits::none().with_max_expanded(0),
        );
        assert_eq!(unrated.extra, serde_json::json!({ "note": 1 }));
        assert_eq!(unrated.level, None);
    }

    #[test]
    fn other_kinds_are_only_validated() {
        let entry = library_entry("tendrops", "1 2\n3 4", &Limits::none());
        assert!(entry.is_ok(), "{entry:?}");
        let err = library_entry("klotski", "no such layout", &Limits::none());
        assert!(err.is_err());
    }
}
