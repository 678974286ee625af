//! What the server sends as catalogue words (`{key, args}`, a value being text or words
//! itself) worded as a page words it, for tests that read the page's text.
#![allow(dead_code)] // each test file uses its own subset

use serde_json::Value;

/// `words` in `lang`, values that are words worded first and counts as numbers (they choose
/// plural forms); panics when the catalogue lacks a message or a variable.
pub fn worded(lang: i18n::Lang, words: &Value) -> String {
    let key = words["key"].as_str().unwrap_or_default();
    let args: Vec<(&str, i18n::Arg)> = words["args"]
        .as_object()
        .into_iter()
        .flatten()
        .map(|(name, value)| {
            let arg = match value {
                Value::String(text) => match text.parse::<i64>() {
                    Ok(count) => i18n::Arg::from(count),
                    Err(_) => i18n::Arg::from(text.as_str()),
                },
                nested => i18n::Arg::from(worded(lang, nested)),
            };
            (name.as_str(), arg)
        })
        .collect();
    i18n::message(lang, key, &args).unwrap_or_else(|| panic!("{words} has no message in {lang:?}"))
}

/// `words` in English.
pub fn english(words: &Value) -> String {
    worded(i18n::Lang::En, words)
}
