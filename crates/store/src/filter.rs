//! Selecting puzzles: [`PuzzleFilter`] (puzzle id, library, difficulty range, level, name search,
//! exact description, order, paging) and the SQL it turns into.

use rusqlite::types::Value as SqlValue;
use serde::{Deserialize, Serialize};

/// How [`Store::list_puzzles`](crate::Store::list_puzzles) orders puzzles. Ties are broken by id.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PuzzleSort {
    /// Insertion order.
    #[default]
    Id,
    /// By name (ASCII letters case-insensitively); unnamed puzzles last.
    Name,
    /// By difficulty; unrated puzzles last.
    Difficulty,
    /// By creation time.
    Created,
    /// Random order (e.g. with `limit: 1` to pick a random puzzle).
    Random,
}

/// Which puzzles [`Store::list_puzzles`](crate::Store::list_puzzles) and [`Store::count_puzzles`](crate::Store::count_puzzles) return. Every field is
/// optional; the default selects everything in id order. Deserializable from a query string.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleFilter {
    /// Only this puzzle (its id); `kind` in the previous release, still read.
    #[serde(alias = "kind")]
    pub puzzle: Option<String>,
    /// Only this library.
    pub library_id: Option<i64>,
    /// Only difficulty >= this (unrated puzzles are excluded when a bound is set).
    pub min_difficulty: Option<f64>,
    /// Only difficulty <= this.
    pub max_difficulty: Option<f64>,
    /// Only this level label (exact match).
    pub level: Option<String>,
    /// Only names containing this text (case-insensitive for ASCII letters).
    pub search: Option<String>,
    /// Only this exact description.
    pub description: Option<String>,
    /// Order.
    pub sort: PuzzleSort,
    /// Reverse the order (unrated/unnamed puzzles stay last).
    pub descending: bool,
    /// At most this many (all if `None`).
    pub limit: Option<u32>,
    /// Skip this many first.
    pub offset: u32,
}

impl PuzzleFilter {
    /// The `WHERE` clause (possibly empty) and its parameters.
    pub(crate) fn where_sql(&self, params: &mut Vec<SqlValue>) -> String {
        let mut conds: Vec<&str> = Vec::new();
        if let Some(puzzle) = &self.puzzle {
            conds.push("puzzle = ?");
            params.push(SqlValue::Text(puzzle.clone()));
        }
        if let Some(id) = self.library_id {
            conds.push("library_id = ?");
            params.push(SqlValue::Integer(id));
        }
        if let Some(min) = self.min_difficulty {
            conds.push("difficulty >= ?");
            params.push(SqlValue::Real(min));
        }
        if let Some(max) = self.max_difficulty {
            conds.push("difficulty <= ?");
            params.push(SqlValue::Real(max));
        }
        if let Some(level) = &self.level {
            conds.push("level = ?");
            params.push(SqlValue::Text(level.clone()));
        }
        if let Some(text) = &self.search {
            conds.push("name LIKE ? ESCAPE '\\'");
            params.push(SqlValue::Text(format!("%{}%", escape_like(text))));
        }
        if let Some(description) = &self.description {
            conds.push("description = ?");
            params.push(SqlValue::Text(description.clone()));
        }
        if conds.is_empty() {
            String::new()
        } else {
            format!(" WHERE {}", conds.join(" AND "))
        }
    }

    pub(crate) fn order_sql(&self) -> &'static str {
        match (self.sort, self.descending) {
            (PuzzleSort::Id, false) => " ORDER BY id",
            (PuzzleSort::Id, true) => " ORDER BY id DESC",
            (PuzzleSort::Name, false) => " ORDER BY name IS NULL, name COLLATE NOCASE, id",
            (PuzzleSort::Name, true) => " ORDER BY name IS NULL, name COLLATE NOCASE DESC, id DESC",
            (PuzzleSort::Difficulty, false) => " ORDER BY difficulty IS NULL, difficulty, id",
            (PuzzleSort::Difficulty, true) => {
                " ORDER BY difficulty IS NULL, difficulty DESC, id DESC"
            }
            (PuzzleSort::Created, false) => " ORDER BY created, id",
            (PuzzleSort::Created, true) => " ORDER BY created DESC, id DESC",
            (PuzzleSort::Random, _) => " ORDER BY random()",
        }
    }
}

/// Escapes `%`, `_` and `\` for a `LIKE ... ESCAPE '\'` pattern.
fn escape_like(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn like_escaping() {
        assert_eq!(escape_like(r"50%_a\b"), r"50\%\_a\\b");
    }
}
