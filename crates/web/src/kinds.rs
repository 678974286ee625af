//! The puzzle kinds the database knows, and how to validate a description of each.

/// Every puzzle kind, as stored in the database.
pub const KINDS: &[&str] = &["klotski", "lianliankan", "matchstick", "tendrops"];

/// Fails with a clear message if `kind` is not a known puzzle kind.
pub fn check_kind(kind: &str) -> Result<(), String> {
    if KINDS.contains(&kind) {
        Ok(())
    } else {
        Err(format!(
            "unknown puzzle kind '{kind}': expected one of {}",
            KINDS.join(", ")
        ))
    }
}

/// Checks a puzzle description with the puzzle's own parser; the message says what is wrong.
pub fn validate(kind: &str, description: &str) -> Result<(), String> {
    match kind {
        "klotski" => klotski::parse_layout(description)
            .map(|_| ())
            .map_err(|e| e.to_string()),
        "matchstick" => matchstick::PuzzleSpec::parse(description)
            .map(|_| ())
            .map_err(|e| e.to_string()),
        "lianliankan" => lianliankan::parse_board(description)
            .map(|_| ())
            .map_err(|e| e.to_string()),
        "tendrops" => description
            .parse::<tendrops::Board>()
            .map(|_| ())
            .map_err(|e| e.to_string()),
        other => Err(format!("unknown puzzle kind '{other}'")),
    }
}
