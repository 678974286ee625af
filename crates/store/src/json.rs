//! How `serde_json::Value`s are kept in TEXT columns: compact JSON text, with SQL NULL for
//! `Value::Null` in the nullable columns.

use rusqlite::types::Type;
use rusqlite::Row;
use serde_json::Value;

/// The text to store for a nullable JSON column: `None` (SQL NULL) for `Value::Null`.
pub(crate) fn to_nullable(value: &Value) -> Option<String> {
    match value {
        Value::Null => None,
        v => Some(v.to_string()),
    }
}

/// Reads a JSON column: NULL becomes `Value::Null`.
pub(crate) fn column(row: &Row<'_>, idx: usize) -> rusqlite::Result<Value> {
    let text: Option<String> = row.get(idx)?;
    match text {
        None => Ok(Value::Null),
        Some(text) => serde_json::from_str(&text)
            .map_err(|e| rusqlite::Error::FromSqlConversionFailure(idx, Type::Text, Box::new(e))),
    }
}
