//! The judge protocol's answer: one JSON line `{"moves": [...], "expanded"?: N}` on standard
//! output, each move its notation (a string) or its JSON form (an object). Anything else is
//! bad output, with the reason.

use serde::Deserialize;
use serde_json::Value;

/// The fields of the printed object the judge reads (others are ignored), before their
/// values are checked.
#[derive(Deserialize)]
struct Printed {
    moves: Option<Value>,
    expanded: Option<Value>,
}

/// A program's answer, read.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// The moves, each as the puzzle reads it (a JSON move as its JSON text).
    pub moves: Vec<String>,
    /// The nodes the program says it expanded.
    pub expanded: Option<u64>,
}

/// Why an output is not an answer.
#[derive(Debug, Clone, PartialEq)]
pub enum BadOutput {
    /// Nothing was printed.
    Empty,
    /// The bytes are not UTF-8.
    NotText,
    /// More than one non-blank line.
    Lines(usize),
    /// The line is not JSON (the parser's message).
    NotJson(String),
    /// JSON without a `moves` list.
    NoMoves,
    /// `moves[index]` is neither a string nor an object.
    MoveType(usize),
    /// `expanded` is not a whole number.
    Expanded,
    /// More bytes than the cap (in KB).
    TooBig(u64),
    /// More moves than a check replays.
    TooManyMoves(usize),
}

/// Reads the answer in `output`.
pub fn read(output: &[u8]) -> Result<Answer, BadOutput> {
    let text = std::str::from_utf8(output).map_err(|_| BadOutput::NotText)?;
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let line = match lines.as_slice() {
        [] => return Err(BadOutput::Empty),
        [one] => one.trim(),
        several => return Err(BadOutput::Lines(several.len())),
    };
    let value: Value = serde_json::from_str(line).map_err(|e| BadOutput::NotJson(e.to_string()))?;
    // a line that is JSON but not an object has no moves either
    let printed = serde_json::from_value(value).unwrap_or(Printed {
        moves: None,
        expanded: None,
    });
    let Some(Value::Array(moves)) = printed.moves else {
        return Err(BadOutput::NoMoves);
    };
    let moves = moves
        .iter()
        .enumerate()
        .map(|(index, mv)| match mv {
            Value::String(text) => Ok(text.clone()),
            Value::Object(_) => Ok(mv.to_string()),
            _ => Err(BadOutput::MoveType(index)),
        })
        .collect::<Result<Vec<String>, BadOutput>>()?;
    let expanded = match printed.expanded {
        None | Some(Value::Null) => None,
        Some(n) => Some(n.as_u64().ok_or(BadOutput::Expanded)?),
    };
    Ok(Answer { moves, expanded })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_read_and_bad_ones_named() {
        let answer =
            read(b"{\"moves\": [\"5\", {\"tile\": 8}], \"expanded\": 12}\n").expect("an answer");
        assert_eq!(answer.moves, ["5", "{\"tile\":8}"]);
        assert_eq!(answer.expanded, Some(12));
        assert_eq!(read(b"\n{\"moves\": []}\n\n").map(|a| a.expanded), Ok(None));
        assert_eq!(read(b""), Err(BadOutput::Empty));
        assert_eq!(read(b"\xff"), Err(BadOutput::NotText));
        assert_eq!(read(b"debug\n{\"moves\": []}"), Err(BadOutput::Lines(2)));
        assert!(matches!(read(b"moves: 5"), Err(BadOutput::NotJson(_))));
        assert_eq!(read(b"[1, 2]"), Err(BadOutput::NoMoves));
        assert_eq!(
            read(b"{\"moves\": [\"5\", 6]}"),
            Err(BadOutput::MoveType(1))
        );
        assert_eq!(
            read(b"{\"moves\": [], \"expanded\": -1}"),
            Err(BadOutput::Expanded)
        );
    }
}
