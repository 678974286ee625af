//! Words an engine says that a page may say in another language: a catalogue id with its
//! values ([`Words`]), and a sentence: those words with their English ([`Phrase`]).
//!
//! The engines say words only; every language's sentence, English included, is in the
//! interface's catalogues (`crates/i18n/locales`), under the words' `key`. A phrase's English
//! is worded from the English catalogue when the phrase is made ([`Phrase::said`]), for
//! answers that carry it and for every fallback. A value may itself be words (a level's name,
//! a rule's value), which are worded first.

use std::borrow::Cow;
use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::Serialize;

/// A message's id in the interface's catalogues and its variables.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Words {
    /// The catalogue id.
    pub key: Cow<'static, str>,
    /// The values the message names, by the catalogue message's variable names.
    pub args: BTreeMap<&'static str, WordArg>,
}

/// A value of a message: text as it is (a number, a position, an equation), or words that a
/// page looks up in its catalogue first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(untagged)]
pub enum WordArg {
    /// Written as it is.
    Text(String),
    /// Worded from the catalogue.
    Words(Box<Words>),
}

impl Words {
    /// The message `key` with no values yet.
    pub fn new(key: impl Into<Cow<'static, str>>) -> Self {
        Words {
            key: key.into(),
            args: BTreeMap::new(),
        }
    }

    /// Why a search stopped (`stop-node-limit`, ...), as `StopReason`'s `Display` says it.
    pub fn stop_reason(reason: search::StopReason) -> Self {
        Words::new(match reason {
            search::StopReason::NodeLimit => "stop-node-limit",
            search::StopReason::TimeLimit => "stop-time-limit",
            search::StopReason::Cancelled => "stop-cancelled",
            search::StopReason::MemoryLimit => "stop-memory-limit",
        })
    }

    /// What a search claims of its answer (`claim-optimal`, ...), as `Claim`'s `Display` says
    /// it.
    pub fn claim(claim: &search::Claim) -> Self {
        use search::{Claim, StopReason};
        match *claim {
            Claim::Optimal => Words::new("claim-optimal"),
            Claim::Bounded { factor } => Words::new("claim-bounded").arg("factor", factor),
            Claim::Heuristic => Words::new("claim-heuristic"),
            Claim::NoSolution => Words::new("claim-no-solution"),
            Claim::NoSolutionWithin { depth } => {
                Words::new("claim-no-solution-within").arg("depth", depth)
            }
            Claim::Failed => Words::new("claim-failed"),
            Claim::Stopped { reason } => Words::new(match reason {
                StopReason::NodeLimit => "claim-stopped-nodes",
                StopReason::TimeLimit => "claim-stopped-time",
                StopReason::MemoryLimit => "claim-stopped-memory",
                StopReason::Cancelled => "claim-cancelled",
            }),
        }
    }

    /// What is wrong with an algorithm's spelling (`algorithm-misspelt-*`), as
    /// [`search::Misspelling`]'s `Display` says it.
    pub fn misspelling(reason: search::Misspelling) -> Self {
        use search::Misspelling;
        match reason {
            Misspelling::UnknownName => Words::new("algorithm-misspelt-name"),
            Misspelling::NoParameter => Words::new("algorithm-misspelt-no-parameter"),
            Misspelling::Parameter { max } => {
                Words::new("algorithm-misspelt-parameter").arg("max", max)
            }
            Misspelling::Weight => Words::new("algorithm-misspelt-weight"),
        }
    }

    /// An algorithm's spelling that does not parse, as [`search::ParseAlgorithmError`]'s
    /// `Display` says it: the text, what is wrong and the algorithms there are.
    pub fn misspelt_algorithm(error: &search::ParseAlgorithmError) -> Self {
        Words::new("error-unknown-algorithm")
            .arg("input", &error.input)
            .word("reason", Words::misspelling(error.reason))
    }

    /// Why `algorithm` cannot run on a problem, as [`search::SearchError`]'s `Display` says
    /// it: the algorithm's label and what it needs.
    pub fn unsupported(algorithm: &search::Algorithm, error: &search::SearchError) -> Self {
        use search::Unmet;
        let search::SearchError::Unsupported { reason, .. } = error;
        let reason = match reason {
            Unmet::GoalStates => Words::new("search-unmet-goal-states"),
            Unmet::Predecessors => Words::new("search-unmet-predecessors"),
            Unmet::Weight { weight, max } => Words::new("search-unmet-weight")
                .arg("weight", weight)
                .arg("max", max),
            Unmet::BeamWidth => Words::new("search-unmet-beam-width"),
        };
        Words::new("error-search-unsupported")
            .word("algorithm", Words::algorithm(algorithm))
            .word("reason", reason)
    }

    /// The label of a generic algorithm with its parameter (`algorithm-wastar` with `1.5`),
    /// the same on every puzzle.
    pub fn algorithm(algorithm: &search::Algorithm) -> Self {
        let spec = algorithm.spec();
        let (base, parameter) = spec.split_once(':').unwrap_or((&spec, ""));
        Words::new(format!("algorithm-{base}")).arg("parameter", parameter)
    }

    /// A heuristic's name (`manhattan`, `block+blockers`): `heuristic-` and its letters and
    /// digits, lower case, the runs between them as single dashes (`heuristic-block-blockers`),
    /// as the pages word it.
    pub fn heuristic(name: &str) -> Self {
        let lower = name.to_lowercase();
        let parts: Vec<&str> = lower
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|part| !part.is_empty())
            .collect();
        Words::new(format!("heuristic-{}", parts.join("-")))
    }

    /// The name of a difficulty level (`level-easy`, ...: the catalogues hold every level a
    /// puzzle of the registry names).
    pub fn level(name: &str) -> Self {
        Words::new(format!("level-{name}"))
    }

    /// The words of solver `name`'s label on `puzzle`. A generic algorithm spelled as `search`
    /// spells it (`astar`, `wastar:2`, `beam:1000`; with a heuristic after a slash,
    /// `astar/manhattan`) is worded by the algorithm, the same on every puzzle:
    /// `algorithm-{name}` with its `parameter`, and the heuristic after the slash after it
    /// (`A* + 曼哈顿距离`). Any other solver (`exact`, `wastar` without its weight) has the
    /// puzzle's own words, `{puzzle}-solver-{name}` with every character but letters and
    /// digits as `-` (`tendrops-solver-td-beam-200` for `td-beam:200`).
    pub fn solver(puzzle: &str, name: &str) -> Self {
        Words::solver_using(puzzle, name, None)
    }

    /// The words of solver `name`'s label on `puzzle`, as [`Words::solver`], a generic
    /// algorithm's with `heuristic` after its name (else the one after the slash).
    pub fn solver_using(puzzle: &str, name: &str, heuristic: Option<&str>) -> Self {
        let (spec, named) = match name.split_once('/') {
            Some((spec, named)) => (spec, Some(named)),
            None => (name, None),
        };
        let generic = spec
            .parse::<search::Algorithm>()
            .is_ok_and(|algorithm| algorithm.spec() == spec);
        if generic {
            let (base, parameter) = spec.split_once(':').unwrap_or((spec, ""));
            let algorithm = Words::new(format!("algorithm-{base}")).arg("parameter", parameter);
            match heuristic.or(named) {
                Some(heuristic) => Words::new("solver-with-heuristic")
                    .word("algorithm", algorithm)
                    .word("heuristic", Words::heuristic(heuristic)),
                None => algorithm,
            }
        } else {
            let slug: String = name
                .chars()
                .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
                .collect();
            Words::new(format!("{puzzle}-solver-{slug}"))
        }
    }

    /// The same with the variable `name` set to `value` as text.
    pub fn arg(mut self, name: &'static str, value: impl ToString) -> Self {
        self.args.insert(name, WordArg::Text(value.to_string()));
        self
    }

    /// The same with the variable `name` set to `items` in a row, each after the language's
    /// list separator (`list-pair`: ", " in English, "、" in Chinese); `list-none` ("none")
    /// for no items.
    pub fn series(mut self, name: &'static str, items: &[impl ToString]) -> Self {
        let mut texts = items.iter().rev().map(ToString::to_string);
        let Some(last) = texts.next() else {
            return self.word(name, Words::new("list-none"));
        };
        let last = WordArg::Text(last);
        let all = texts.fold(last, |tail, head| {
            WordArg::Words(Box::new(
                Words::new("list-pair").arg("head", head).with("tail", tail),
            ))
        });
        self.args.insert(name, all);
        self
    }

    fn with(mut self, name: &'static str, value: WordArg) -> Self {
        self.args.insert(name, value);
        self
    }

    /// The same with the variable `name` set to the catalogue's words `value`.
    pub fn word(mut self, name: &'static str, value: Words) -> Self {
        self.args.insert(name, WordArg::Words(Box::new(value)));
        self
    }
}

/// A sentence an engine says: its catalogue words and their English.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Phrase {
    /// The English, worded from the English catalogue (or, for [`Phrase::new`], as given).
    pub text: String,
    /// The catalogue id and values of the same sentence.
    pub words: Words,
}

impl Phrase {
    /// The sentence `words` say, its English worded from the English catalogue (the key
    /// itself when the catalogue lacks the message, which the catalogue tests refuse).
    pub fn said(words: Words) -> Self {
        let text = english(&words);
        Phrase { text, words }
    }

    /// `words` with a text of their own that is not a sentence (a move's notation, which a
    /// page shows beside the words' description).
    pub fn new(text: impl Into<String>, words: Words) -> Self {
        Phrase {
            text: text.into(),
            words,
        }
    }

    /// Text that reads the same in every language (an equation, a move's notation): the
    /// catalogue's `as-written`.
    pub fn as_written(text: impl Into<String>) -> Self {
        let text = text.into();
        let words = Words::new("as-written").arg("text", &text);
        Phrase::new(text, words)
    }

    /// A hint's note where a search answered with no move: "no hint: " and its claim.
    pub fn no_hint(claim: &search::Claim) -> Self {
        Phrase::said(Words::new("hint-no-hint").word("claim", Words::claim(claim)))
    }
}

/// `words` worded from the English catalogue; the key when it lacks the message (and, for
/// words among the values that it lacks, their keys).
pub fn english(words: &Words) -> String {
    said(i18n::Lang::En, words)
}

/// `words` worded in `lang`, as [`english`] words them in English.
pub fn said(lang: i18n::Lang, words: &Words) -> String {
    let Ok(mut value) = serde_json::to_value(words) else {
        return words.key.to_string();
    };
    keys_for_missing(lang, &mut value);
    i18n::said(lang, &value).unwrap_or_else(|| words.key.to_string())
}

/// The keys of `words` and of the words among their values that the English catalogue lacks
/// (their English would be the key): empty when all of it is worded.
pub fn keys_missing_in_english(words: &Words) -> Vec<String> {
    let mut missing = Vec::new();
    if english(words) == words.key {
        missing.push(words.key.to_string());
    }
    for value in words.args.values() {
        if let WordArg::Words(inner) = value {
            missing.extend(keys_missing_in_english(inner));
        }
    }
    missing
}

/// Replaces the words among the values of `words` (JSON) that the catalogue of `lang` lacks
/// by their keys, so that the rest is still worded.
fn keys_for_missing(lang: i18n::Lang, words: &mut serde_json::Value) {
    let Some(args) = words.get_mut("args").and_then(|a| a.as_object_mut()) else {
        return;
    };
    for value in args.values_mut() {
        if value.is_object() {
            keys_for_missing(lang, value);
            if i18n::said(lang, value).is_none() {
                *value = value["key"].clone();
            }
        }
    }
}

impl std::fmt::Display for Phrase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_series_nests_one_pair_per_separator() {
        let one = Words::new("x").series("items", &[7]);
        assert_eq!(json!(one.args), json!({"items": "7"}));
        let three = Words::new("x").series("items", &[1, 2, 3]);
        assert_eq!(
            json!(three.args),
            json!({"items": {"key": "list-pair", "args": {
                "head": "1",
                "tail": {"key": "list-pair", "args": {"head": "2", "tail": "3"}},
            }}})
        );
    }
}
