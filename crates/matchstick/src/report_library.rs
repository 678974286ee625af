//! The seed report's equation library (its figure 5): 15 equations with levels low/mid/high,
//! read from `data/matchstick-seed-library.txt`. Some have no answer under the default rules;
//! a library still stores and shows them.

use serde::Serialize;

/// One entry of the seed library.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReportEntry {
    /// The report's number for it, from 1.
    pub id: u32,
    /// The equation, as the report writes it.
    pub equation: String,
    /// `low`, `mid` or `high`.
    pub level: String,
}

const SEED_LIBRARY: &str = include_str!("../data/matchstick-seed-library.txt");

/// Reads `id | equation | level` lines, skipping `#` comments and blank lines; malformed lines
/// are returned as errors with their line number.
pub fn parse_library(text: &str) -> Result<Vec<ReportEntry>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [id, equation, level] = fields[..] else {
            return Err(format!("line {}: expected 'id | equation | level'", n + 1));
        };
        let id = id
            .parse()
            .map_err(|_| format!("line {}: '{id}' is not an id", n + 1))?;
        out.push(ReportEntry {
            id,
            equation: equation.to_string(),
            level: level.to_string(),
        });
    }
    Ok(out)
}

/// The seed library.
pub fn report_equations() -> Vec<ReportEntry> {
    parse_library(SEED_LIBRARY).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse;
    use crate::rules::Rules;

    #[test]
    fn the_seed_library_has_15_valid_equations() {
        assert!(parse_library(SEED_LIBRARY).is_ok());
        let lib = report_equations();
        assert_eq!(lib.len(), 15);
        assert_eq!(
            lib[0],
            ReportEntry {
                id: 1,
                equation: "7+3=9".into(),
                level: "low".into()
            }
        );
        for e in &lib {
            assert!(
                parse(&e.equation, &Rules::default()).is_ok(),
                "{}",
                e.equation
            );
            assert!(["low", "mid", "high"].contains(&e.level.as_str()));
        }
    }

    #[test]
    fn malformed_lines_are_reported() {
        assert_eq!(
            parse_library("1 | 7+3=9").err(),
            Some("line 1: expected 'id | equation | level'".into())
        );
    }
}
