//! The language the command line speaks: `--lang zh-CN|en`, else the first of `LC_ALL`,
//! `LC_MESSAGES`, `LANG` and `LANGUAGE` that is set (English when it names neither language,
//! `C` and `POSIX` included). Messages come from the same catalogues as the pages'
//! (`crates/i18n/locales`); in English the engines' own sentences are printed as they are.

use std::sync::OnceLock;

use i18n::{Arg, Lang};
use puzzle::{PuzzleInfo, Words};

/// The command line's language for this run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Voice {
    lang: Lang,
}

static CURRENT: OnceLock<Voice> = OnceLock::new();

impl Voice {
    /// English, the language every engine writes.
    pub const ENGLISH: Voice = Voice { lang: Lang::En };

    /// The language `--lang` names, else the environment's; the tag itself when it names
    /// neither language.
    pub fn choose(flag: Option<&str>) -> Result<Voice, String> {
        if let Some(tag) = flag {
            let Some(lang) = Lang::from_tag(tag) else {
                return Err(tag.to_string());
            };
            return Ok(Voice { lang });
        }
        Ok(Voice {
            lang: Self::from_environment(|name| std::env::var(name).ok()),
        })
    }

    /// The language the locale variables ask for (`var` reads one).
    pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Lang {
        Lang::from_environment(var)
    }

    /// Makes `self` the language of this run (the first call wins).
    pub fn install(self) {
        let _ = CURRENT.set(self);
    }

    /// The language of this run (English until one is installed).
    pub fn current() -> Voice {
        CURRENT.get().copied().unwrap_or(Voice::ENGLISH)
    }

    /// The language.
    pub fn lang(self) -> Lang {
        self.lang
    }

    /// What an engine said: its own English in English, its words in another language (the
    /// English when the catalogue cannot word them).
    pub fn say(self, english: &str, words: &Words) -> String {
        if self.lang == Lang::En {
            return english.to_string();
        }
        self.words(words).unwrap_or_else(|| english.to_string())
    }

    /// Words with no English beside them, in this language.
    pub fn words(self, words: &Words) -> Option<String> {
        serde_json::to_value(words)
            .ok()
            .and_then(|w| i18n::said(self.lang, &w))
    }

    /// The catalogue's message `key` with `args`.
    pub fn text(self, key: &str, args: &[(&str, Arg)]) -> String {
        i18n::text(self.lang, key, args)
    }

    /// `count` of the cost unit of `info`'s puzzle: `1 move`, `81 moves`, `81 步`.
    pub fn counted(self, count: u64, info: &PuzzleInfo) -> String {
        self.words(&info.cost_count_words(count))
            .unwrap_or_else(|| count.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn from(vars: &[(&str, &str)]) -> Lang {
        Voice::from_environment(|name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn the_first_locale_variable_set_decides() {
        assert_eq!(from(&[]), Lang::En);
        assert_eq!(from(&[("LANG", "zh_CN.UTF-8")]), Lang::ZhCn);
        assert_eq!(from(&[("LC_ALL", "C"), ("LANG", "zh_CN.UTF-8")]), Lang::En);
        assert_eq!(
            from(&[("LC_MESSAGES", "zh_TW.UTF-8"), ("LANG", "en_US.UTF-8")]),
            Lang::ZhCn
        );
        assert_eq!(from(&[("LANGUAGE", "fr:zh_CN:en")]), Lang::ZhCn);
        assert_eq!(from(&[("LANG", ""), ("LANGUAGE", "en")]), Lang::En);
        assert_eq!(from(&[("LANG", "fr_FR.UTF-8")]), Lang::En);
    }

    #[test]
    fn the_flag_wins_and_is_checked() {
        assert_eq!(
            Voice::choose(Some("zh-CN")).ok().map(Voice::lang),
            Some(Lang::ZhCn)
        );
        assert_eq!(
            Voice::choose(Some("en")).ok().map(Voice::lang),
            Some(Lang::En)
        );
        assert!(Voice::choose(Some("fr")).is_err());
    }

    #[test]
    fn english_counts_in_the_singular_and_chinese_with_its_unit() {
        let registry = registry::all();
        let info = registry.get("klotski").expect("listed").info();
        assert_eq!(Voice::ENGLISH.counted(1, info), "1 move");
        assert_eq!(Voice::ENGLISH.counted(81, info), "81 moves");
        let zh = Voice { lang: Lang::ZhCn };
        assert_eq!(zh.counted(81, info), "81 步");
    }
}
