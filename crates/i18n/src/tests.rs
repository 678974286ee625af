//! The catalogues: they parse, they have the same messages with the same variables, and
//! formatting and language negotiation do what the pages and the server expect.

use super::*;

#[test]
fn every_catalogue_parses_without_an_error() {
    for lang in Lang::ALL {
        let errors = parse_errors(lang.source());
        assert!(errors.is_empty(), "{}: {errors:?}", lang.tag());
    }
}

#[test]
fn every_catalogue_has_the_same_messages_with_the_same_variables() {
    let english = keys(Lang::En);
    assert!(english.len() > 50, "{} messages", english.len());
    for lang in Lang::ALL {
        let these = keys(lang);
        let missing: Vec<_> = english.iter().filter(|k| !these.contains(k)).collect();
        let extra: Vec<_> = these.iter().filter(|k| !english.contains(k)).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.tag());
        assert!(extra.is_empty(), "{} has extra {extra:?}", lang.tag());
        for key in &english {
            assert_eq!(
                counted_alike(variables(lang.source(), key)),
                counted_alike(variables(Lang::En.source(), key)),
                "{}: the variables of {key}",
                lang.tag()
            );
        }
    }
}

/// Variables with a 0-based value (`row0`, `cell0`, `move0`: the notation's, which the English
/// of a move or a refusal quotes) read as the value they stand for (`row`, counted from 1,
/// which another language says instead): the server sends both.
fn counted_alike(variables: Vec<String>) -> Vec<String> {
    let mut names: Vec<String> = variables
        .into_iter()
        .map(|v| match v.strip_suffix('0') {
            Some(name) if name.ends_with(|c: char| c.is_ascii_alphabetic()) => name.to_string(),
            _ => v,
        })
        .collect();
    names.sort();
    names.dedup();
    names
}

#[test]
fn messages_format_with_their_variables() {
    assert_eq!(
        text(Lang::En, "notfound-text", &[("path", "/x".into())]),
        "There is no page at /x."
    );
    assert_eq!(
        text(Lang::ZhCn, "notfound-text", &[("path", "/x".into())]),
        "/x 没有页面。"
    );
    assert_eq!(text(Lang::ZhCn, "site-brand", &[]), "谜题实验室");
    // a missing key falls back to the key itself, and `message` says it is missing
    assert_eq!(text(Lang::ZhCn, "no-such-key", &[]), "no-such-key");
    assert_eq!(message(Lang::ZhCn, "no-such-key", &[]), None);
}

#[test]
fn the_page_form_writes_out_terms_and_keeps_variables() {
    let catalogue = page_catalogue(Lang::ZhCn);
    assert_eq!(catalogue["lang"], "zh-CN");
    let messages = &catalogue["messages"];
    assert_eq!(messages["site-brand"], "谜题实验室");
    assert_eq!(
        messages["page-title"],
        serde_json::json!([{ "var": "page" }, " · 谜题实验室"])
    );
    assert_eq!(
        messages.as_object().map(|m| m.len()),
        Some(keys(Lang::ZhCn).len())
    );
}

#[test]
fn the_language_follows_accept_language() {
    for (header, lang) in [
        ("zh-CN,zh;q=0.9,en;q=0.8", Lang::ZhCn),
        ("zh-Hans", Lang::ZhCn),
        ("zh-TW", Lang::ZhCn),
        ("en-US,en;q=0.9", Lang::En),
        ("fr-FR, de;q=0.5", Lang::En),
        ("", Lang::En),
        ("en;q=0.5, zh;q=0.8", Lang::ZhCn),
        ("zh;q=0, en", Lang::En),
        ("fr, zh-CN;q=0.3, en;q=0.2", Lang::ZhCn),
    ] {
        assert_eq!(Lang::negotiate(header), lang, "{header:?}");
    }
    assert_eq!(Lang::from_tag("ZH_cn"), Some(Lang::ZhCn));
    assert_eq!(Lang::from_tag("ja"), None);
}

/// Words from the server: values that are words worded first, counts choosing plural forms,
/// text with a leading zero kept as it is, and nothing for an id the catalogue lacks.
#[test]
fn the_servers_words_are_said_as_the_pages_say_them() {
    let words = serde_json::json!({
        "key": "tendrops-why-taps",
        "args": { "taps": "1", "level": { "key": "level-easy", "args": {} } },
    });
    assert_eq!(
        said(Lang::En, &words).as_deref(),
        Some("1 tap at the fewest (proven), easy under the generator's ranges")
    );
    assert!(said(Lang::ZhCn, &words).is_some_and(|s| s.contains("简单")));
    let text = serde_json::json!({ "key": "as-written", "args": { "text": "07" } });
    assert_eq!(said(Lang::En, &text).as_deref(), Some("07"));
    let unknown = serde_json::json!({ "key": "no-such-message", "args": {} });
    assert_eq!(said(Lang::En, &unknown), None);
}

/// The terminology list the Chinese catalogue follows: `docs/terminology.md`.
const TERMINOLOGY: &str = include_str!("../../../docs/terminology.md");

/// A row of the terminology table: the preferred term (its first form), whether the catalogue
/// must use it, and the words never written.
struct Term {
    preferred: String,
    required: bool,
    avoided: Vec<String>,
}

/// The rows of the table in `docs/terminology.md` (`| English | 中文 | avoided |`).
fn terminology() -> Vec<Term> {
    TERMINOLOGY
        .lines()
        .filter(|line| {
            line.starts_with('|') && !line.starts_with("| English") && !line.starts_with("| ---")
        })
        .map(|line| {
            let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
            assert_eq!(cells.len(), 3, "a terminology row has three cells: {line}");
            let required = cells[1].contains("**required**");
            let preferred = cells[1]
                .replace("**required**", "")
                .split([',', '（'])
                .next()
                .unwrap_or_default()
                .trim()
                .to_string();
            let avoided = cells[2]
                .split(',')
                .map(|w| w.trim().trim_matches('`').to_string())
                .filter(|w| !w.is_empty())
                .collect();
            Term {
                preferred,
                required,
                avoided,
            }
        })
        .collect()
}

/// The Chinese catalogue uses the standard textbooks' terms as `docs/terminology.md` lists
/// them: no avoided word anywhere, every required term somewhere.
#[test]
fn the_chinese_catalogue_uses_the_textbooks_terms() {
    let terms = terminology();
    assert!(
        terms.len() >= 20,
        "docs/terminology.md lists the terms in a table"
    );
    let source = Lang::ZhCn.source();
    for term in &terms {
        for wrong in &term.avoided {
            let lines: Vec<&str> = source
                .lines()
                .filter(|l| l.contains(wrong.as_str()))
                .collect();
            assert!(
                lines.is_empty(),
                "write {}, not {wrong}: {lines:?}",
                term.preferred
            );
        }
        if term.required {
            assert!(
                source.contains(term.preferred.as_str()),
                "the catalogue names {}",
                term.preferred
            );
        }
    }
}

/// The table's checks bite: a catalogue with an avoided word fails them.
#[test]
fn the_terminology_table_names_what_it_avoids() {
    let avoided: Vec<String> = terminology().into_iter().flat_map(|t| t.avoided).collect();
    for word in ["结点", "边界", "关闭集", "开放表"] {
        assert!(
            avoided.iter().any(|a| a == word),
            "docs/terminology.md avoids {word}"
        );
    }
}

/// The Chinese words a student tripped over (issue 23) are gone: the source games are the
/// course work's (课程作业), never "the report's" (报告中的题, 报告中的 A*, 华容道报告); Ten
/// Drops' cost reads 代价（次）, not 代价（次点击）; matchstick's tight glyphs are ones "to
/// split", not "split"; and every puzzle's difficulty is one of the four shared levels
/// (简单…专家), never 低/中/高.
#[test]
fn the_words_a_student_tripped_over_are_gone() {
    let source = Lang::ZhCn.source();
    for wrong in [
        "报告中的题",
        "报告中的棋盘",
        "报告中的 A*",
        "报告中的 DFS",
        "报告中的穷举法",
        "报告中的迭代加深",
        "报告中的贪婪法",
        "华容道报告",
        "拆开了",
        "新的高题",
    ] {
        let lines: Vec<&str> = source.lines().filter(|l| l.contains(wrong)).collect();
        assert!(lines.is_empty(), "{wrong}: {lines:?}");
    }
    let unit = text(Lang::ZhCn, "tendrops-cost-unit", &[]);
    let cost = text(Lang::ZhCn, "play-cost-unit", &[("unit", Arg::from(unit))]);
    assert_ne!(cost, "代价（次点击）");
    let levels: Vec<(String, String)> = keys(Lang::ZhCn)
        .into_iter()
        .filter(|k| k.starts_with("level-"))
        .map(|k| (text(Lang::ZhCn, &k, &[]), k))
        .collect();
    let names: Vec<&str> = levels.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names.len(), 4, "{levels:?}");
    for name in ["简单", "中等", "困难", "专家"] {
        assert!(names.contains(&name), "{levels:?}");
    }
}
