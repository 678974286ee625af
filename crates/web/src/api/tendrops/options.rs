//! Reading the Ten Drops rule options of a request: the timing model, whether empty cells may
//! be tapped, the solver's objective, and yes/no switches. Every bad value is a 400 whose
//! message names the field and the accepted values.

use serde_json::Value;
use tendrops::{Objective, Rules, Timing};

use crate::error::ApiError;

/// The rules for a request: the default rules with the timing model and the empty-tap switch
/// it names (none or blank keeps the default).
pub fn parse_rules(timing: Option<&str>, empty_taps: Option<bool>) -> Result<Rules, ApiError> {
    let mut rules = Rules::default();
    if let Some(t) = timing.filter(|t| !t.trim().is_empty()) {
        let timing: Timing = t
            .parse()
            .map_err(|e| ApiError::invalid(format!("timing: {e}")))?;
        rules = rules.with_timing(timing);
    }
    if let Some(allowed) = empty_taps {
        rules = rules.with_empty_taps(allowed);
    }
    Ok(rules)
}

/// Parses an objective name: `min_taps` or `most_left` (the engine's serde names; case and
/// `-`/`_` do not matter); none or blank means `min_taps`.
pub fn parse_objective(objective: Option<&str>) -> Result<Objective, ApiError> {
    let Some(text) = objective.filter(|o| !o.trim().is_empty()) else {
        return Ok(Objective::MinTaps);
    };
    match text.trim().to_ascii_lowercase().replace('-', "_").as_str() {
        "min_taps" => Ok(Objective::MinTaps),
        "most_left" => Ok(Objective::MostLeft),
        _ => Err(ApiError::invalid(format!(
            "objective: unknown objective '{text}': expected min_taps (fewest taps) or \
             most_left (most drops left at the end)"
        ))),
    }
}

/// The objective as a JSON body gives it: a name (see [`parse_objective`]) or `null`.
pub fn objective_json(value: Option<&Value>) -> Result<Option<&str>, ApiError> {
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(other) => Err(ApiError::invalid(format!(
            "objective: {other} is not an objective: expected \"min_taps\" (fewest taps) or \
             \"most_left\" (most drops left at the end)"
        ))),
    }
}

/// Extra accepted words for a switch: `empty_taps` also takes the command line's
/// `allow` / `forbid`.
fn words(name: &str) -> &'static str {
    if name == "empty_taps" {
        " (or allow / forbid, as on the command line)"
    } else {
        ""
    }
}

/// A yes/no switch given in a query string: `true`/`false` (and for `empty_taps`
/// `allow`/`forbid`); none or blank means "not given".
pub fn switch_text(name: &str, text: Option<&str>) -> Result<Option<bool>, ApiError> {
    let Some(raw) = text.filter(|t| !t.trim().is_empty()) else {
        return Ok(None);
    };
    let lower = raw.trim().to_ascii_lowercase();
    match lower.as_str() {
        "true" => Ok(Some(true)),
        "false" => Ok(Some(false)),
        "allow" if name == "empty_taps" => Ok(Some(true)),
        "forbid" if name == "empty_taps" => Ok(Some(false)),
        _ => Err(ApiError::invalid(format!(
            "{name}: '{raw}' is not a yes/no value: use true or false{}",
            words(name)
        ))),
    }
}

/// A yes/no switch given in a JSON body: a boolean, or a string as for [`switch_text`];
/// `null` means "not given".
pub fn switch_json(name: &str, value: Option<&Value>) -> Result<Option<bool>, ApiError> {
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Bool(b)) => Ok(Some(*b)),
        Some(Value::String(s)) => switch_text(name, Some(s)),
        Some(other) => Err(ApiError::invalid(format!(
            "{name}: {other} is not a yes/no value: use true or false{}",
            words(name)
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn objectives_parse_by_their_serde_names() {
        assert_eq!(parse_objective(None).ok(), Some(Objective::MinTaps));
        assert_eq!(parse_objective(Some(" ")).ok(), Some(Objective::MinTaps));
        assert_eq!(
            parse_objective(Some("min_taps")).ok(),
            Some(Objective::MinTaps)
        );
        assert_eq!(
            parse_objective(Some("Most-Left")).ok(),
            Some(Objective::MostLeft)
        );
        let err = parse_objective(Some("fastest")).err().map(|e| e.message);
        assert!(
            err.as_deref()
                .is_some_and(|m| m.contains("'fastest'") && m.contains("most_left")),
            "{err:?}"
        );
    }

    #[test]
    fn switches_take_booleans_and_words() {
        assert_eq!(switch_json("empty_taps", None).ok(), Some(None));
        assert_eq!(
            switch_json("empty_taps", Some(&json!(false))).ok(),
            Some(Some(false))
        );
        assert_eq!(
            switch_json("empty_taps", Some(&json!("Forbid"))).ok(),
            Some(Some(false))
        );
        assert_eq!(switch_text("playback", Some("true")).ok(), Some(Some(true)));
        assert!(switch_text("playback", Some("allow")).is_err());
        let err = switch_json("empty_taps", Some(&json!(3)))
            .err()
            .map(|e| e.message);
        assert!(
            err.as_deref()
                .is_some_and(|m| m.starts_with("empty_taps: 3") && m.contains("forbid")),
            "{err:?}"
        );
    }
}
