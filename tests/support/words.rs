//! What the server sends as catalogue words (`{key, args}`, a value being text or words
//! itself) worded as a page words it, for tests that read the page's text.
#![allow(dead_code)] // each test file uses its own subset

use serde_json::Value;

/// `words` in `lang` (see [`i18n::said`]); panics when the catalogue lacks a message or a
/// variable.
pub fn worded(lang: i18n::Lang, words: &Value) -> String {
    i18n::said(lang, words).unwrap_or_else(|| panic!("{words} has no message in {lang:?}"))
}

/// `words` in English.
pub fn english(words: &Value) -> String {
    worded(i18n::Lang::En, words)
}
