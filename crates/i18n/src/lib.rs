//! Puzzle Lab's words in English and Simplified Chinese: one message catalogue per language
//! (`locales/en.ftl`, `locales/zh-CN.ftl`) in Project Fluent's format, shared by the server
//! (which formats its own messages with [`text`]) and the pages (which get each catalogue as
//! JSON from [`page_catalogue`] and format it in the browser).
//!
//! Fluent was chosen because it is a real localisation format made for this: messages with
//! variables and plural forms chosen by the language's own rules (Chinese has one form,
//! English two), comments for translators, a parser with positioned errors, and maintained
//! Rust crates. A key missing from one catalogue fails this crate's tests.

mod page;

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

pub use page::{page_catalogue, parse_errors, variables};

/// A language of the interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    ZhCn,
}

impl Lang {
    /// Every language, English (the fallback) first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::ZhCn];

    /// Its place in [`Lang::ALL`] (for tables kept per language).
    pub(crate) fn index(self) -> usize {
        self as usize
    }

    /// The BCP 47 tag: `en`, `zh-CN`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhCn => "zh-CN",
        }
    }

    /// The language's own name, as a switch shows it.
    pub fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhCn => "中文",
        }
    }

    /// The language the locale variables ask for (`var` reads one): the first of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` and `LANGUAGE` that is set (English when it names neither
    /// language, `C` and `POSIX` included). `LANGUAGE` may list languages (`zh_CN:en`).
    pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Lang {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
            let Some(value) = var(name).filter(|v| !v.trim().is_empty()) else {
                continue;
            };
            return value
                .split(':')
                .find_map(|locale| Lang::from_tag(locale.split('.').next().unwrap_or(locale)))
                .unwrap_or(Lang::En);
        }
        Lang::En
    }

    /// The language a tag asks for: any `zh` (`zh`, `zh-CN`, `zh-Hans`, `zh-TW`) is Chinese,
    /// any `en` English; `None` for others.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "zh" => Some(Lang::ZhCn),
            _ => None,
        }
    }

    /// The language an `Accept-Language` header prefers among ours (by its `q` weights, then
    /// its order); English when it names none of them.
    pub fn negotiate(accept_language: &str) -> Lang {
        let mut best: Option<(f32, usize, Lang)> = None;
        for (index, item) in accept_language.split(',').enumerate() {
            let mut parts = item.split(';');
            let Some(lang) = parts.next().and_then(Lang::from_tag) else {
                continue;
            };
            let weight = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if weight <= 0.0 {
                continue;
            }
            let better = match best {
                None => true,
                Some((w, i, _)) => weight > w || (weight == w && index < i),
            };
            if better {
                best = Some((weight, index, lang));
            }
        }
        best.map_or(Lang::En, |(_, _, lang)| lang)
    }

    /// The catalogue's source text.
    pub fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../locales/en.ftl"),
            Lang::ZhCn => include_str!("../locales/zh-CN.ftl"),
        }
    }
}

/// A value for a message's variable.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    Text(String),
    Number(f64),
}

impl From<&str> for Arg {
    fn from(value: &str) -> Self {
        Arg::Text(value.to_string())
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Self {
        Arg::Text(value)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Self {
                Arg::Number(value as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

struct Catalogue {
    bundle: FluentBundle<FluentResource>,
}

fn catalogue(lang: Lang) -> &'static Catalogue {
    static CATALOGUES: [OnceLock<Catalogue>; 2] = [OnceLock::new(), OnceLock::new()];
    CATALOGUES[lang.index()].get_or_init(|| {
        // the catalogues are part of the program; their tests make sure they parse
        let resource = FluentResource::try_new(lang.source().to_string())
            .unwrap_or_else(|(resource, _)| resource);
        let id: LanguageIdentifier = lang.tag().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // no Unicode isolation marks around variables: the pages and the terminal show text
        // as it is, and our variables are numbers, names and positions
        bundle.set_use_isolating(false);
        let _ = bundle.add_resource(resource);
        Catalogue { bundle }
    })
}

/// The message `key` in `lang` with its variables, or `None` when the catalogue lacks it.
pub fn message(lang: Lang, key: &str, args: &[(&str, Arg)]) -> Option<String> {
    let bundle = &catalogue(lang).bundle;
    let pattern = bundle.get_message(key)?.value()?;
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            Arg::Text(text) => FluentValue::from(text.clone()),
            Arg::Number(n) => FluentValue::from(*n),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    errors.is_empty().then(|| text.into_owned())
}

/// Words as the server sends them (`{"key": ..., "args": {...}}`, a value being text or
/// words itself) in `lang`, as the pages' `said` words them: words among the values first, and
/// text that reads back as a whole number as that number (it chooses plural forms; "07" stays
/// text). `None` when the catalogue lacks a message or a variable.
pub fn said(lang: Lang, words: &serde_json::Value) -> Option<String> {
    let key = words["key"].as_str()?;
    let mut args = Vec::new();
    for (name, value) in words["args"].as_object().into_iter().flatten() {
        let arg = match value {
            serde_json::Value::String(text) => match text.parse::<i64>() {
                Ok(count) if count.to_string() == *text => Arg::from(count),
                _ => Arg::from(text.as_str()),
            },
            nested => Arg::from(said(lang, nested)?),
        };
        args.push((name.as_str(), arg));
    }
    message(lang, key, &args)
}

/// The message `key` in `lang`, falling back to English, then to the key itself.
pub fn text(lang: Lang, key: &str, args: &[(&str, Arg)]) -> String {
    message(lang, key, args)
        .or_else(|| message(Lang::En, key, args))
        .unwrap_or_else(|| key.to_string())
}

/// Every message id of `lang`'s catalogue, sorted.
pub fn keys(lang: Lang) -> Vec<String> {
    let mut keys = page::message_ids(lang.source());
    keys.sort();
    keys
}

#[cfg(test)]
mod tests;
