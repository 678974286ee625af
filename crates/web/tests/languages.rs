//! The two languages: every word `/api/puzzles` shows has a message in every catalogue (the
//! English one the same as the puzzle's own), the catalogues are served to the pages, every
//! key the pages use exists, and a request's language is followed.

use axum::body::Body;
use axum::http::{Request, StatusCode};
use i18n::Lang;
use puzzle::JsonAnswers;
use serde_json::{json, Value};
use tower::ServiceExt as _;

fn app() -> axum::Router {
    let store = store::Store::open_in_memory().expect("in-memory database");
    web::app(web::AppState::new(
        registry::all(),
        store,
        web::LimitPolicy::default(),
    ))
}

async fn get(path: &str, accept_language: Option<&str>) -> (StatusCode, Value) {
    let mut request = Request::get(path).header("host", "127.0.0.1");
    if let Some(lang) = accept_language {
        request = request.header("accept-language", lang);
    }
    let response = app()
        .oneshot(request.body(Body::empty()).unwrap())
        .await
        .unwrap();
    let status = response.status();
    let body = axum::body::to_bytes(response.into_body(), 16 << 20)
        .await
        .unwrap();
    (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
}

/// Every word of what each puzzle declares (its name, summary, syntax and cost unit, its
/// options with their help and values, its actions, solvers and levels) is in every
/// catalogue, the words nested in it too: the engines hold no English of their own.
#[test]
fn every_declared_word_is_in_every_catalogue() {
    let mut missing = Vec::new();
    for puzzle in registry::all().iter() {
        for words in puzzle::declared_words(puzzle) {
            let value = serde_json::to_value(&words).expect("words serialize");
            for lang in Lang::ALL {
                if i18n::said(lang, &value).is_none() {
                    missing.push(format!("{} lacks {value}", lang.tag()));
                }
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// The files under `roots` (relative to the repository) whose name `keep` accepts, in folders
/// `skip` does not name.
fn files_under(
    roots: &[&str],
    skip: &[&str],
    keep: impl Fn(&std::path::Path) -> bool,
) -> Vec<std::path::PathBuf> {
    let repository = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    let mut folders: Vec<_> = roots.iter().map(|r| repository.join(r)).collect();
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("readable").flatten() {
            let path = entry.path();
            if path.is_dir() {
                if !skip.iter().any(|s| entry.file_name() == *s) {
                    folders.push(path);
                }
            } else if keep(&path) {
                files.push(path);
            }
        }
    }
    files
}

/// The keys the pages use: `t("key"` in the scripts, `data-i18n="key"` and
/// `data-i18n-attr="attr:key,..."` in the HTML and the scripts.
fn page_keys() -> Vec<(String, String)> {
    let files = files_under(&["web"], &[], |path| {
        path.extension().is_some_and(|e| e == "js" || e == "html")
            // the formatter itself, whose comments show the markers
            && !path.ends_with("js/i18n.js")
    });
    let mut keys = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable");
        let name = file.display().to_string();
        for marker in ["t(\"", "data-i18n=\""] {
            for (at, _) in text.match_indices(marker) {
                // `t(` must be the function, not the end of a longer name
                if marker == "t(\"" && at > 0 {
                    let before = text.as_bytes()[at - 1];
                    if before.is_ascii_alphanumeric() || before == b'_' || before == b'.' {
                        continue;
                    }
                }
                let rest = &text[at + marker.len()..];
                if let Some(end) = rest.find('"') {
                    keys.push((name.clone(), rest[..end].to_string()));
                }
            }
        }
        for (at, _) in text.match_indices("data-i18n-attr=\"") {
            let rest = &text[at + "data-i18n-attr=\"".len()..];
            if let Some(end) = rest.find('"') {
                for pair in rest[..end].split(',') {
                    if let Some((_, key)) = pair.split_once(':') {
                        keys.push((name.clone(), key.trim().to_string()));
                    }
                }
            }
        }
    }
    keys
}

#[test]
fn every_key_the_pages_use_is_in_every_catalogue() {
    let keys = page_keys();
    assert!(keys.len() > 40, "only {} keys found in web/", keys.len());
    for lang in Lang::ALL {
        let known = i18n::keys(lang);
        for (file, key) in &keys {
            assert!(
                known.contains(key),
                "{file} uses the key {key:?}, which {} lacks",
                lang.tag()
            );
        }
    }
}

#[tokio::test]
async fn the_catalogues_are_served_and_the_puzzle_list_follows_the_language() {
    let (status, catalogue) = get("/api/i18n/zh-CN", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(catalogue["messages"]["nav-home"], "首页");
    let (status, error) = get("/api/i18n/fr", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert!(error["error"]["message"]
        .as_str()
        .unwrap()
        .contains("zh-CN"));
    let (_, languages) = get("/api/languages", None).await;
    assert_eq!(languages["languages"][1]["name"], "中文");

    let (_, chinese) = get("/api/puzzles", Some("zh-CN,zh;q=0.9,en;q=0.8")).await;
    assert_eq!(chinese["lang"], "zh-CN");
    assert_eq!(chinese["puzzles"][0]["name"], "华容道");
    assert_eq!(chinese["puzzles"][0]["difficulty_labels"]["easy"], "简单");
    let (_, english) = get("/api/puzzles", Some("en-GB")).await;
    assert_eq!(english["puzzles"][0]["name"], "Klotski");
    // `?lang=` wins over the header
    let (_, asked) = get("/api/puzzles?lang=zh-CN", Some("en")).await;
    assert_eq!(asked["puzzles"][1]["name"], "连连看");
}

/// The pages word a solver's claim from its JSON (`claimText` in `web/js/ui.js`); in English
/// they say what the engine's own text says.
#[test]
fn the_pages_english_claims_are_the_engines() {
    use search::{Claim, StopReason};
    let int = |n: u32| i18n::Arg::Number(f64::from(n));
    type Case<'a> = (Claim, &'a str, Vec<(&'a str, i18n::Arg)>);
    let cases: Vec<Case> = vec![
        (Claim::Optimal, "claim-optimal", vec![]),
        (Claim::Heuristic, "claim-heuristic", vec![]),
        (
            Claim::Bounded { factor: 1.5 },
            "claim-bounded",
            vec![("factor", i18n::Arg::Number(1.5))],
        ),
        (
            Claim::Bounded { factor: 2.0 },
            "claim-bounded",
            vec![("factor", i18n::Arg::Number(2.0))],
        ),
        (Claim::NoSolution, "claim-no-solution", vec![]),
        (Claim::Failed, "claim-failed", vec![]),
        (
            Claim::NoSolutionWithin { depth: 1 },
            "claim-no-solution-within",
            vec![("depth", int(1))],
        ),
        (
            Claim::NoSolutionWithin { depth: 7 },
            "claim-no-solution-within",
            vec![("depth", int(7))],
        ),
        (
            Claim::Stopped {
                reason: StopReason::NodeLimit,
            },
            "claim-stopped-nodes",
            vec![],
        ),
        (
            Claim::Stopped {
                reason: StopReason::TimeLimit,
            },
            "claim-stopped-time",
            vec![],
        ),
        (
            Claim::Stopped {
                reason: StopReason::MemoryLimit,
            },
            "claim-stopped-memory",
            vec![],
        ),
        (
            Claim::Stopped {
                reason: StopReason::Cancelled,
            },
            "claim-cancelled",
            vec![],
        ),
    ];
    for (claim, key, args) in cases {
        assert_eq!(i18n::text(Lang::En, key, &args), claim.to_string(), "{key}");
        let chinese = i18n::text(Lang::ZhCn, key, &args);
        assert!(
            !chinese.is_empty() && chinese != key,
            "{key} in Chinese: {chinese}"
        );
    }
}

/// Keys the pages build from data (`t(\`klotski-piece-${kind}\`)`), which the scan of `t("`
/// cannot see: how to play each puzzle, and the families of words the boards name.
/// A name as the pages' `catalogueName` makes it a key: lower case, runs of anything but ASCII
/// letters and digits one `-`.
fn slug(name: &str) -> String {
    name.to_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

/// Every named game of a built-in library is worded in every language, as the pages' `entryName`
/// looks it up (web/js/kit/names.js): `library-entry-{name}`, or a numbered name ("level 12",
/// "3x3 easy (seed 2)") as `library-entry-{words}-numbered`. A name without Latin letters (守口如瓶1) is its own in
/// every language.
#[test]
fn every_built_in_game_name_is_in_every_catalogue() {
    let mut missing = Vec::new();
    for puzzle in registry::all().iter() {
        for library in puzzle.libraries() {
            for entry in &library.entries {
                let Some(name) = &entry.name else { continue };
                if !name.chars().any(|c| c.is_ascii_alphabetic()) {
                    continue;
                }
                let key = format!("library-entry-{}", slug(name));
                let numbered = name
                    .trim_end_matches(')')
                    .trim_end_matches(|c: char| c.is_ascii_digit())
                    .trim_end_matches(['#', ' ']);
                let numbered_key = (numbered.len() < name.len())
                    .then(|| format!("library-entry-{}-numbered", slug(numbered)));
                for lang in Lang::ALL {
                    let known = i18n::keys(lang);
                    let has = |key: &str| known.iter().any(|k| k == key);
                    if !has(&key) && !numbered_key.as_deref().is_some_and(has) {
                        missing.push(format!("{} {}: {name:?} ({key})", lang.tag(), library.name));
                    }
                }
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn every_key_the_pages_build_is_in_every_catalogue() {
    let mut keys: Vec<String> = Vec::new();
    for puzzle in registry::all().iter() {
        keys.push(format!("{}-instructions", puzzle.info().id));
        // the built-in libraries' names, as `libraryName` in web/js/kit/library.js spells them
        for library in puzzle.libraries() {
            keys.push(format!("library-builtin-{}", slug(&library.name)));
        }
    }
    let families: [(&str, &[&str]); 6] = [
        ("direction", &["up", "down", "left", "right"]),
        (
            "klotski-piece",
            &["block", "horizontal", "vertical", "soldier"],
        ),
        ("n-puzzle-name", &["8", "15", "24"]),
        (
            "lianliankan-shape",
            &[
                "circle",
                "square",
                "triangle",
                "diamond",
                "hexagon",
                "star",
                "cross",
                "pentagon",
                "down-triangle",
                "octagon",
                "rounded-square",
                "shield",
            ],
        ),
        (
            "matchstick-slot",
            &[
                "a", "b", "c", "d", "e", "f", "g", "mid", "vert", "low", "back", "slash", "i",
                "vslash", "xslash",
            ],
        ),
        ("claim", &["optimal", "heuristic", "failed"]),
    ];
    for (family, members) in families {
        keys.extend(members.iter().map(|m| format!("{family}-{m}")));
    }
    for key in keys {
        for lang in Lang::ALL {
            assert!(
                i18n::message(lang, &key, &[]).is_some(),
                "{} lacks {key}",
                lang.tag()
            );
        }
    }
}

/// An error in typed input carries its catalogue id and values (`key`, `args` in the
/// envelope) so that a page words it in its language; in English that wording is the engine's
/// own message, and every catalogue has the id.
#[test]
fn keyed_input_errors_read_in_english_as_the_engines_words() {
    let hengdao = "VCCV/VCCV/VHHV/VSSV/S..S";
    let cases = [
        ("klotski", String::new()),
        ("klotski", "VCCV/VCCV".to_string()),
        ("klotski", "VCCV/VCCV/VHHV/VSSV/S..".to_string()),
        ("klotski", "VCCX/VCCV/VHHV/VSSV/S..S".to_string()),
        ("klotski", "VSSV/VSSV/VHHV/VSSV/S..S".to_string()),
        ("klotski", "VCCV/VCCV/VHHV/VSSV/SSSS".to_string()),
        ("klotski", "VCCC/VCCV/VHHV/VSSV/S..S".to_string()),
        ("klotski", "hello".to_string()),
        ("klotski", format!("{hengdao};turns")),
        ("klotski", format!("{hengdao};=3")),
        ("klotski", format!("{hengdao};a b=1")),
        ("klotski", format!("{hengdao};metric=step;METRIC=unit")),
        ("klotski", format!("{hengdao};speed=9")),
        ("n-puzzle", "1 2 3/4 5 6/7 8 0;speed=9".to_string()),
        (
            "n-puzzle",
            "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 8 5".to_string(),
        ),
        (
            "n-puzzle",
            "2 8 3/1 6 4/7 0 5;goal=0 1 2 3/4 5 6 7/8 9 10 11/12 13 14 15".to_string(),
        ),
        (
            "tendrops",
            "000000/000000/000000/000000/000000/000040;supply=2000".to_string(),
        ),
        (
            "tendrops",
            "000000/000000/000000/000000/000000/000040;empty-taps=never".to_string(),
        ),
    ];
    let mut seen = std::collections::BTreeSet::new();
    let cases = cases.into_iter().chain(four_puzzles_bad_ids());
    let registry = registry::all();
    let mut met = 0;
    for (id, text) in cases {
        let puzzle = registry.get(id).expect("a puzzle of the registry");
        let error = puzzle.canonical(&text).expect_err(&text);
        let words = serde_json::to_value(&error.words).expect("words as JSON");
        met += 1;
        keys_of(&words, &mut seen);
        assert_eq!(
            i18n::said(Lang::En, &words).as_deref(),
            Some(error.message.as_str()),
            "{id} {text:?}"
        );
        let chinese = i18n::said(Lang::ZhCn, &words);
        assert!(
            chinese.is_some_and(|c| c != error.message),
            "{} in Chinese",
            words["key"]
        );
    }
    assert!(met >= 77, "only {met} bad game IDs met");
    // every game ID error the four puzzles have words for was met
    let prefixes = [
        "lianliankan-error-",
        "matchstick-error-",
        "tendrops-error-",
        "n-puzzle-error-",
    ];
    let unseen: Vec<String> = i18n::keys(Lang::En)
        .into_iter()
        .filter(|k| prefixes.iter().any(|p| k.starts_with(p)) && !seen.contains(k))
        .collect();
    assert!(unseen.is_empty(), "no bad input met {unseen:?}");
}

/// Every catalogue id the engines' code names as words (`Words::new("...")`: the words of an
/// `InputError`, a `Phrase`, a rating's reasons) is in every catalogue, so that no message is
/// worded as its bare id. (The test-only toy and the Lights Out example have no entries.)
#[test]
fn every_key_the_engines_name_is_in_every_catalogue() {
    let engines = [
        "crates/puzzle/src",
        "crates/klotski/src",
        "crates/lianliankan/src",
        "crates/matchstick/src",
        "crates/tendrops/src",
        "crates/npuzzle/src",
    ];
    let files = files_under(&engines, &["tests"], |path| {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        name.ends_with(".rs") && name != "tests.rs" && name != "toy.rs"
    });
    let catalogues: Vec<(Lang, std::collections::BTreeSet<String>)> = Lang::ALL
        .into_iter()
        .map(|lang| (lang, i18n::keys(lang).into_iter().collect()))
        .collect();
    let opening = "Words::new(\"";
    let mut named = 0;
    for path in files {
        let file = std::fs::read_to_string(&path).expect("readable");
        // (unit tests name made-up ids)
        let code = file.split("#[cfg(test)]").next().unwrap_or_default();
        for (at, _) in code.match_indices(opening) {
            let rest = &code[at + opening.len()..];
            let key: String = rest
                .chars()
                .take_while(|&c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                .collect();
            if !rest[key.len()..].starts_with('"') {
                continue; // a key built from a prefix (`format!`), checked where it is made
            }
            named += 1;
            for (lang, keys) in &catalogues {
                assert!(
                    keys.contains(&key),
                    "{}: {key} is not in the {} catalogue",
                    path.display(),
                    lang.tag()
                );
            }
        }
    }
    assert!(named >= 250, "only {named} ids named");
}

/// A puzzle's own actions refuse bad options and unknown names with words that read in
/// English as the engine's message, and otherwise in Chinese.
#[test]
fn action_errors_read_in_english_as_the_engines_words() {
    let registry = registry::all();
    let run = |id: &str, action: &str, game: Option<&str>, params: &[(&str, &str)]| {
        let input = puzzle::ActionInput {
            seed: Some(1),
            ..puzzle::ActionInput::new(game, params)
        };
        let puzzle = registry.get(id).expect("a puzzle of the registry");
        puzzle
            .action(action, &input, &search::Limits::none())
            .expect_err(action)
    };
    let board = "040244/304244/003030/000413/243220/004423";
    for error in [
        run("matchstick", "catalogue", None, &[("k", "7")]),
        run("matchstick", "catalogue", None, &[("rules", "roman")]),
        run("matchstick", "catalogue", None, &[("digits", "9")]),
        run("tendrops", "simulate", Some(board), &[("tap", "x")]),
        run("tendrops", "campaign", Some(board), &[]),
        run("klotski", "census", None, &[("size", "3")]),
        run("lianliankan", "unshuffle", None, &[]),
    ] {
        let words = serde_json::to_value(error.words()).expect("JSON");
        assert_eq!(
            i18n::said(Lang::En, &words),
            Some(error.to_string()),
            "{words}"
        );
        let chinese = i18n::said(Lang::ZhCn, &words);
        assert!(chinese.is_some_and(|c| c != error.to_string()), "{words}");
    }
}

/// Words of moves and sticks as the pages say them (counted from 1), not as the engines'
/// notation.
const PLAYER_WORDED: &[&str] = &[
    "klotski-move",
    "tendrops-move",
    "lianliankan-move",
    "n-puzzle-move",
    "n-puzzle-move-tile",
    "matchstick-stick",
    "matchstick-stick-bare",
    "matchstick-place",
    "matchstick-cell-only",
    "matchstick-move-stick",
    "matchstick-add-stick",
    "matchstick-remove-stick",
];

/// The catalogue ids of `words` and of the words among its values.
fn keys_of(words: &Value, seen: &mut std::collections::BTreeSet<String>) {
    if let Some(key) = words["key"].as_str() {
        seen.insert(key.to_string());
    }
    for value in words["args"].as_object().into_iter().flatten().map(|a| a.1) {
        keys_of(value, seen);
    }
}

/// `words` read in English as the engine's `english` (or, where they name a stick or a move in
/// the words the pages use, counted from 1, as something else), and in Chinese as something
/// other than the English.
fn assert_worded_as_the_engine(words: &Value, english: &str, what: &str) {
    let said = i18n::said(Lang::En, words).unwrap_or_else(|| panic!("{what}: {words} in English"));
    if said != english {
        let mut nested = std::collections::BTreeSet::new();
        keys_of(words, &mut nested);
        assert!(
            nested.iter().any(|k| PLAYER_WORDED.contains(&k.as_str())),
            "{what}: {said:?} is not the engine's {english:?}"
        );
    }
    let chinese = i18n::said(Lang::ZhCn, words);
    assert!(
        chinese.is_some_and(|c| c != english),
        "{what}: {} in Chinese",
        words["key"]
    );
}

/// Every catalogue id of `expected` is among those `seen`.
fn assert_met(expected: &[&str], seen: &std::collections::BTreeSet<String>) {
    let missed: Vec<&&str> = expected.iter().filter(|k| !seen.contains(**k)).collect();
    assert!(missed.is_empty(), "not met: {missed:?} (met {seen:?})");
}

/// A hint's note carries its words: each puzzle's hints on its example, solved, stuck, with no
/// solution and stopped by a limit read in English as the engine's note and in Chinese as
/// something else; every `*-hint-*` id is met.
#[test]
fn hint_notes_read_in_english_as_the_engines_words() {
    use search::Limits;
    let enough = Limits::none().with_max_time(std::time::Duration::from_secs(20));
    let nodes = |n: u64| Limits::none().with_max_expanded(n);
    // cancelled at once: on 5x5, whose tables no other test here loads, while they load
    let cancelled = Limits::none().with_cancel(std::sync::Arc::new(true.into()));
    let registry = registry::all();
    let mut cases: Vec<(&str, String, Limits)> = Vec::new();
    for puzzle in registry.iter() {
        let info = puzzle.info();
        cases.push((info.id, info.example.to_string(), enough.clone()));
        let solved = puzzle
            .solve_json(info.example, None, puzzle::StepDetail::Games, &enough)
            .expect("the example solved");
        let last = solved["steps"]
            .as_array()
            .and_then(|steps| steps.last())
            .and_then(|step| step["game"].as_str())
            .expect("a solved game after the last step");
        cases.push((info.id, last.to_string(), enough.clone()));
    }
    let lianliankan = registry.get("lianliankan").expect("registered").info();
    let more = [
        ("klotski", "CCHH/CC.V/VHHV/V.VV/HHVV", enough.clone()),
        ("klotski", "走投无路", enough.clone()),
        ("klotski", "水泄不通;metric=straight", nodes(5)),
        ("lianliankan", "2 1/1 2;turns=0", enough.clone()),
        ("lianliankan", "1 1 2 3/3 0 0 2;turns=0", enough.clone()),
        ("lianliankan", lianliankan.example, nodes(1)),
        ("lianliankan", lianliankan.example, cancelled.clone()),
        ("matchstick", "1-2=72", enough.clone()),
        ("matchstick", "1-2=72;k=2;rules=division", enough.clone()),
        ("matchstick", "5+3=9;task=add;placed=2.f", enough.clone()),
        (
            "matchstick",
            "5-1=1;task=add;k=2;placed=0.e",
            enough.clone(),
        ),
        ("matchstick", "7+3=9;taken=0.a;placed=0.e", enough.clone()),
        ("matchstick", "45+46=99;k=3", nodes(1)),
        ("n-puzzle", "1 2 3/4 5 6/8 7 0", enough.clone()),
        (
            "n-puzzle",
            "1 2 3/8 0 4/7 6 5;goal=1 2 3/8 0 4/7 6 5",
            enough.clone(),
        ),
        (
            "n-puzzle",
            "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0",
            enough.clone(),
        ),
        (
            "n-puzzle",
            "15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0",
            nodes(10),
        ),
        (
            "n-puzzle",
            "15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0",
            nodes(10_000),
        ),
        (
            "n-puzzle",
            "1 2 3 4 5/6 7 8 9 10/11 12 13 14 15/16 17 18 19 20/21 22 23 0 24",
            cancelled,
        ),
        ("tendrops", "1;supply=2", enough.clone()),
        ("tendrops", "1;supply=0", enough.clone()),
        (
            "tendrops",
            "040043/234201/104120/104302/140000/043100",
            nodes(5),
        ),
    ];
    cases.extend(more.map(|(id, game, limits)| (id, game.to_string(), limits)));
    let mut seen = std::collections::BTreeSet::new();
    let mut towards = None;
    let mut unwinnable = 0;
    for (id, game, limits) in cases {
        let puzzle = registry.get(id).expect("a puzzle of the registry");
        let hint = puzzle
            .hint_json(&game, &limits)
            .unwrap_or_else(|e| panic!("{id} {game}: {e}"));
        if hint["unwinnable"] == json!(true) {
            // proven: the puzzle's default solver finds no way from here either
            let solved = puzzle
                .solve_json(&game, None, puzzle::StepDetail::Games, &enough)
                .unwrap_or_else(|e| panic!("{id} {game}: {e}"));
            assert_eq!(solved["cost"], Value::Null, "{id} {game}: {solved}");
            unwinnable += 1;
        } else {
            assert_eq!(hint["unwinnable"], json!(false), "{id} {game}: {hint}");
        }
        let Some(note) = hint["note"].as_str() else {
            assert!(hint["note_words"].is_null(), "{id} {game}: {hint}");
            continue;
        };
        let words = &hint["note_words"];
        keys_of(words, &mut seen);
        assert_worded_as_the_engine(words, note, &format!("{id} {game}"));
        if words["key"] == "matchstick-hint-towards" {
            towards = Some(words.clone());
        }
    }
    // stuck or proven lost: Klotski 2, Lianliankan 2, matchsticks 4, n-puzzle 2, Ten Drops 2
    assert_eq!(unwinnable, 12);
    // a nearer answer missed by a stopped search is too rare to set up: the same words as a
    // proven "towards", with the engine's warning after them
    let towards = towards.expect("a matchstick hint towards an answer");
    let mut unproven = towards.clone();
    unproven["key"] = json!("matchstick-hint-towards-unproven");
    assert_eq!(
        i18n::said(Lang::En, &unproven),
        i18n::said(Lang::En, &towards)
            .map(|t| format!("{t} (the search stopped early: a nearer answer may exist)"))
    );
    assert!(i18n::said(Lang::ZhCn, &unproven).is_some());
    seen.insert("matchstick-hint-towards-unproven".into());
    let puzzles = [
        "klotski",
        "lianliankan",
        "matchstick",
        "npuzzle",
        "tendrops",
    ];
    let unseen: Vec<String> = i18n::keys(Lang::En)
        .into_iter()
        .filter(|k| puzzles.iter().any(|p| k.starts_with(&format!("{p}-hint-"))))
        .filter(|k| !seen.contains(k))
        .collect();
    assert!(unseen.is_empty(), "no hint said {unseen:?}");
    assert!(seen.contains("hint-board-clear"), "{seen:?}");
    // what a search that gave no move claims, whichever claim that is
    use search::{Claim, StopReason};
    for claim in [
        Claim::Optimal,
        Claim::Bounded { factor: 1.5 },
        Claim::Heuristic,
        Claim::NoSolution,
        Claim::NoSolutionWithin { depth: 1 },
        Claim::NoSolutionWithin { depth: 7 },
        Claim::Failed,
        Claim::Stopped {
            reason: StopReason::MemoryLimit,
        },
        Claim::Stopped {
            reason: StopReason::Cancelled,
        },
    ] {
        let note = puzzle::Phrase::no_hint(&claim);
        let words = serde_json::to_value(&note.words).expect("words as JSON");
        assert_worded_as_the_engine(&words, &note.text, &format!("{claim:?}"));
    }
}

/// A refused move carries its words too: in English the engine's own refusal (or, where it
/// names a stick or a move in the words the pages use, counted from 1, a refusal that reads
/// as the engine's apart from them), in Chinese something else; every `*-illegal-*` id is met.
#[test]
fn illegal_moves_read_in_english_as_the_engines_words() {
    let stick = |cell: usize, slot: u8| json!({"cell": cell, "slot": slot});
    let moving = |from: Value, to: Value| json!({"type": "move", "from": from, "to": to});
    let pair = |a: [i32; 2], b: [i32; 2]| json!({"a": a, "b": b});
    let lianliankan = "1 2 0/0 -1 0/2 1 0;turns=0";
    let hengdao = "VCCV/VCCV/VHHV/VSSV/S..S";
    let klotski =
        |piece: &str, from: [u8; 2], to: [u8; 2]| json!({"piece": piece, "from": from, "to": to});
    let cases = [
        ("klotski", hengdao, klotski("C", [1, 1], [2, 1])),
        ("klotski", hengdao, klotski("S", [4, 0], [3, 3])),
        ("lianliankan", lianliankan, pair([9, 9], [0, 0])),
        ("lianliankan", lianliankan, pair([0, 2], [0, 0])),
        ("lianliankan", lianliankan, pair([0, 0], [0, 0])),
        ("lianliankan", lianliankan, pair([0, 0], [0, 1])),
        ("lianliankan", lianliankan, pair([0, 0], [2, 1])),
        ("tendrops", "01;empty-taps=forbid", json!({"tap": [0, 0]})),
        ("tendrops", "01;empty-taps=forbid", json!({"tap": [1, 3]})),
        ("tendrops", "01;supply=0", json!({"tap": [0, 1]})),
        ("tendrops", "00;supply=0", json!({"tap": [0, 1]})),
        ("matchstick", "7+3=9", moving(stick(9, 0), stick(0, 6))),
        ("matchstick", "7+3=9", moving(stick(3, 0), stick(0, 6))),
        ("matchstick", "7+3=9", moving(stick(0, 9), stick(0, 6))),
        ("matchstick", "7+3=9", moving(stick(0, 6), stick(2, 4))),
        ("matchstick", "7+3=9", moving(stick(0, 0), stick(2, 0))),
        (
            "matchstick",
            "7+3=9;taken=0.a;placed=0.g",
            moving(stick(0, 1), stick(2, 4)),
        ),
        (
            "matchstick",
            "7+3=9",
            json!({"type": "add", "at": stick(0, 6)}),
        ),
        ("n-puzzle", "1 2 3/4 5 6/7 8 0", json!({"tile": 9})),
        ("n-puzzle", "1 2 3/4 5 6/7 8 0", json!({"tile": 1})),
        ("n-puzzle", "1 2 3/4 5 6/7 0 8", json!({"tile": 2})),
    ];
    let registry = registry::all();
    let mut seen = std::collections::BTreeSet::new();
    for (id, game, mv) in cases {
        let puzzle = registry.get(id).expect("a puzzle of the registry");
        let error = puzzle
            .play_json(game, &mv, None)
            .expect_err(&mv.to_string());
        assert_eq!(error.code, "illegal_move", "{id} {game} {mv}: {error}");
        let words = serde_json::to_value(&error.words).expect("words as JSON");
        keys_of(&words, &mut seen);
        assert_worded_as_the_engine(&words, &error.message, &format!("{id} {game} {mv}"));
    }
    let unseen: Vec<String> = i18n::keys(Lang::En)
        .into_iter()
        .filter(|k| k.contains("-illegal-") && !seen.contains(k))
        .collect();
    assert!(unseen.is_empty(), "no refused move met {unseen:?}");
}

/// Bad game IDs of Lianliankan, matchstick, Ten Drops and the n-puzzle: every kind of mistake
/// in the position (most with a place) and in the rules the puzzle reads itself.
fn four_puzzles_bad_ids() -> Vec<(&'static str, String)> {
    let wide = vec!["0"; 33].join(" ");
    let tall = vec!["00"; 17].join("/");
    let long = format!("{}=1", "1".repeat(40));
    let lianliankan = [
        "",
        "# nothing but a comment",
        "1 1 0\n2 x 0",
        "1 2 0/2 1 -5",
        "1 2 0/2 1 10000",
        "0 3/1 1 0",
        "3 3/1 1 0/2 2 0",
        &wide,
        "1 1 0/2 2",
        "1 1 0/2",
        "1 2 2/0 0 1/3 0 0",
        "1 1;turns=lots",
        "1 1;gravity=sideways",
    ];
    let matchstick = [
        "",
        "7+a=9",
        "7+V=9",
        "V+7=IX;rules=roman",
        "V+a=IX;rules=roman",
        &long,
        "7+3",
        "3=3=3",
        "=9",
        "7++3=9",
        "+3=9",
        "7+3=9+",
        "-3=3",
        "6/2=3",
        "07+3=10",
        "IIII=IV;rules=roman",
        "7+3=9;task=move;kind=add",
        "7+3=9;rules=bogus",
        "7+3=9;taken=0",
        "7+3=9;taken=99.a",
        "7+3=9;taken=0.zz",
        "7+3=9;taken=0.g",
        "7+3=9;placed=0.a",
        "7+3=9;taken=3.0",
        "7+3=9;taken=0.a,0.a;placed=0.g,2.b",
        "7+3=9;taken=0.a,0.b;placed=0.g,2.e",
        "7+3=9;taken=0.a",
        "7+3=9;task=add;taken=0.a",
        "7+3=9;task=remove;placed=0.g",
        "7+3=9;k=9",
    ];
    let tendrops = [
        "",
        "0000/00x0",
        "0000\n0000\n000",
        "0000//0000",
        &tall,
        "00000000000000000",
        "0000/0000;timing=slow",
        "0000/0000;combo=11",
    ];
    let npuzzle = [
        "",
        "1 2 3 4 5 6 7 8 x",
        "1 2 3 4 5 6 7",
        "1 2 3 4 5 6 7 8 9 10",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26",
        "1 2 3 4/5 6/7 8 0",
        "1 2 3\n4 5 6\n7 8 9",
        "1 2 3/4 5 6/7 3 0",
        "0 2 3/4 5 6/7 8 0",
        "1 2 3/4 5 6/7 8 0;size=4",
    ];
    [
        ("lianliankan", &lianliankan[..]),
        ("matchstick", &matchstick[..]),
        ("tendrops", &tendrops[..]),
        ("n-puzzle", &npuzzle[..]),
    ]
    .into_iter()
    .flat_map(|(id, texts)| texts.iter().map(move |text| (id, text.to_string())))
    .collect()
}

/// Every reason of a rating carries its words; in English they read as the engine's reason,
/// and in Chinese as something else. Rated: each puzzle's example and a generated game of
/// its two easiest difficulties (the harder ones take long to make).
#[test]
fn rating_reasons_read_in_english_as_the_engines_words() {
    let limits = search::Limits::none().with_max_time(std::time::Duration::from_secs(20));
    let registry = registry::all();
    let mut keys = std::collections::BTreeSet::new();
    for puzzle in registry.iter() {
        let info = puzzle.info();
        let mut ratings = vec![puzzle
            .rate_json(info.example, &limits)
            .expect("the example rated")];
        for difficulty in info.difficulties.iter().take(2) {
            let input = puzzle::GenerateInput {
                difficulty: Some(difficulty.to_string()),
                seed: Some(7),
                ..Default::default()
            };
            let made = puzzle
                .generate_json(&input, &limits)
                .unwrap_or_else(|e| panic!("{} {difficulty}: {e}", info.id));
            ratings.push(made["rating"].clone());
        }
        for rating in ratings {
            let why = rating["why"].as_array().expect("reasons");
            let words = rating["why_words"].as_array().expect("their words");
            assert_eq!(why.len(), words.len(), "{}: {rating}", info.id);
            assert!(!why.is_empty(), "{}: {rating}", info.id);
            for (text, words) in why.iter().zip(words) {
                assert_eq!(
                    i18n::said(Lang::En, words).as_deref(),
                    text.as_str(),
                    "{}: {words}",
                    info.id
                );
                let chinese = i18n::said(Lang::ZhCn, words);
                assert!(
                    chinese.as_deref().is_some_and(|c| Some(c) != text.as_str()),
                    "{}: {words} in Chinese",
                    info.id
                );
                keys.insert(words["key"].as_str().unwrap_or_default().to_string());
            }
        }
    }
    assert!(keys.len() >= 15, "only these reasons were seen: {keys:?}");
}

/// Every move the server describes (a solution's steps, a hint, a played move) carries its
/// words beside the engine's notation (`move_text`, 0-based, the command line's): both
/// catalogues word every one with every variable given, differently, and count from 1 (a
/// Klotski move names the rows and columns of its notation plus one).
#[test]
fn moves_are_worded_in_both_languages() {
    let limits = search::Limits::none().with_max_time(std::time::Duration::from_secs(20));
    let registry = registry::all();
    for puzzle in registry.iter() {
        let info = puzzle.info();
        let solved = puzzle
            .solve_json(info.example, None, puzzle::StepDetail::Games, &limits)
            .expect("the example solved");
        let hint = puzzle.hint_json(info.example, &limits).expect("a hint");
        let steps = solved["steps"].as_array().expect("steps");
        assert!(!steps.is_empty(), "{}", info.id);
        let played = puzzle
            .play_json(info.example, &steps[0]["move"], None)
            .expect("the first step plays");
        let mut said: Vec<&Value> = steps.iter().collect();
        said.push(&hint);
        said.push(&played);
        for moved in said {
            let words = &moved["move_words"];
            let english = i18n::said(Lang::En, words)
                .unwrap_or_else(|| panic!("{}: {words} in English", info.id));
            let chinese = i18n::said(Lang::ZhCn, words);
            assert!(
                chinese.as_deref().is_some_and(|c| c != english),
                "{}: {words} in Chinese",
                info.id
            );
            if info.id == "klotski" {
                let mv = &moved["move"];
                let (row, col) = (&mv["from"][0], &mv["from"][1]);
                let from = format!(
                    "row {}, column {}",
                    row.as_u64().unwrap_or(0) + 1,
                    col.as_u64().unwrap_or(0) + 1
                );
                assert!(english.contains(&from), "{english} for {mv}");
            }
        }
    }
}

/// Every line of a solution's summary carries its words; in English they read as the engine's
/// line, in Chinese as something else (an equation, as written, reads the same). Solved: each
/// puzzle's example, an unsolvable 15-puzzle (its parity proof) and a 3x3 and a 4x4 one.
#[test]
fn summaries_read_in_english_as_the_engines_words() {
    let limits = search::Limits::none().with_max_time(std::time::Duration::from_secs(20));
    let registry = registry::all();
    let mut games: Vec<(&str, String)> = registry
        .iter()
        .map(|p| (p.info().id, p.info().example.to_string()))
        .collect();
    games.push(("n-puzzle", "1 2 3 4/5 6 7 8/9 10 11 12/13 15 14 0".into()));
    games.push(("n-puzzle", "1 2 3/4 5 6/8 7 0".into()));
    games.push(("n-puzzle", "1 2 3/4 5 6/7 0 8".into()));
    let mut keys = std::collections::BTreeSet::new();
    for (id, game) in games {
        let puzzle = registry.get(id).expect("a puzzle of the registry");
        let solved = puzzle
            .solve_json(&game, None, puzzle::StepDetail::Games, &limits)
            .expect("an answer");
        let lines = solved["summary"].as_array().expect("a summary");
        let words = solved["summary_words"].as_array().expect("its words");
        assert_eq!(lines.len(), words.len(), "{id} {game}");
        for (line, words) in lines.iter().zip(words) {
            let line = line.as_str().expect("a line");
            assert_eq!(
                i18n::said(Lang::En, words).as_deref(),
                Some(line),
                "{id}: {words}"
            );
            let chinese = i18n::said(Lang::ZhCn, words).expect("in Chinese");
            let key = words["key"].as_str().unwrap_or_default();
            assert!(
                key == "as-written" || chinese != line,
                "{id}: {words} in Chinese"
            );
            keys.insert(key.to_string());
        }
    }
    for key in [
        "n-puzzle-summary-no-solution",
        "tendrops-summary-rules",
        "matchstick-summary-all",
    ] {
        assert!(keys.contains(key), "{key} was not seen: {keys:?}");
    }
}

/// An address that is no page answers a page in the request's language.
#[tokio::test]
async fn the_not_found_page_follows_the_language() {
    for (accept, lang) in [("zh-CN,zh;q=0.9", Lang::ZhCn), ("en-GB", Lang::En)] {
        let response = app()
            .oneshot(
                Request::get("/no-such-page")
                    .header("host", "127.0.0.1")
                    .header("accept-language", accept)
                    .body(Body::empty())
                    .unwrap(),
            )
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::NOT_FOUND);
        let body = axum::body::to_bytes(response.into_body(), 1 << 20)
            .await
            .unwrap();
        let html = String::from_utf8_lossy(&body);
        let title = i18n::text(lang, "notfound-title", &[]);
        assert!(html.contains(&format!("<title>{title}</title>")), "{html}");
        assert!(html.contains(&format!("lang=\"{}\"", lang.tag())), "{html}");
    }
}

/// Work the limits stopped and answers that were not found carry their words: in English the
/// engine's message, in Chinese something else. Ratings of unsolvable games, generators asked
/// for what they cannot find or given almost no nodes, shuffles that cannot help, and a state
/// space stopped by its nodes.
#[test]
fn stopped_and_not_found_errors_read_in_english_as_the_engines_words() {
    use search::Limits;
    let enough = Limits::none().with_max_time(std::time::Duration::from_secs(20));
    let nodes = |n: u64| Limits::none().with_max_expanded(n);
    let registry = registry::all();
    let puzzle = |id: &str| registry.get(id).expect("a puzzle of the registry");
    let made = |difficulty: Option<&str>, params: &[(&str, &str)]| puzzle::GenerateInput {
        difficulty: difficulty.map(str::to_string),
        seed: Some(1),
        params: params
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
        template: None,
    };
    let shuffled = |game: &str| {
        let input = puzzle::ActionInput {
            game: Some(game.to_string()),
            seed: Some(1),
            ..Default::default()
        };
        puzzle("lianliankan")
            .action("shuffle", &input, &enough)
            .map(|_| Value::Null)
    };
    let space = puzzle::LabRequest {
        max: 1000,
        ..Default::default()
    };
    let answers: Vec<(&str, Result<Value, puzzle::PuzzleError>)> = vec![
        (
            "klotski rate",
            puzzle("klotski").rate_json("走投无路", &enough),
        ),
        (
            "klotski rate stopped",
            puzzle("klotski").rate_json("水泄不通;metric=unit", &nodes(5)),
        ),
        (
            "klotski generate",
            puzzle("klotski").generate_json(
                &made(
                    None,
                    &[
                        ("min-moves", "175"),
                        ("max-moves", "179"),
                        ("attempts", "1"),
                    ],
                ),
                &enough,
            ),
        ),
        (
            "klotski generate stopped",
            puzzle("klotski").generate_json(&made(None, &[]), &nodes(10)),
        ),
        (
            "klotski state space stopped",
            puzzle("klotski")
                .state_space("横刀立马", &space, &nodes(10))
                .map(|space| serde_json::to_value(space).expect("answers serialize")),
        ),
        (
            "n-puzzle rate",
            puzzle("n-puzzle").rate_json("1 2 3/4 5 6/8 7 0", &enough),
        ),
        (
            "n-puzzle generate stopped",
            puzzle("n-puzzle").generate_json(&made(Some("hard"), &[("size", "4")]), &nodes(10)),
        ),
        (
            "tendrops rate",
            puzzle("tendrops").rate_json("1;supply=2", &enough),
        ),
        (
            "tendrops generate stopped",
            puzzle("tendrops").generate_json(&made(Some("hard"), &[]), &nodes(10)),
        ),
        (
            "lianliankan generate",
            puzzle("lianliankan").generate_json(
                &made(
                    Some("expert"),
                    &[("rows", "2"), ("cols", "2"), ("pairs", "1"), ("kinds", "1")],
                ),
                &enough,
            ),
        ),
        (
            "lianliankan generate stopped",
            puzzle("lianliankan").generate_json(&made(Some("hard"), &[]), &nodes(1)),
        ),
        ("lianliankan shuffle clear", shuffled("0 0")),
        ("lianliankan shuffle impossible", shuffled("1 -1 1;turns=0")),
        (
            "matchstick rate",
            puzzle("matchstick").rate_json("1-2=72", &enough),
        ),
        (
            "matchstick generate",
            puzzle("matchstick").generate_json(&made(Some("hard"), &[("task", "add")]), &enough),
        ),
        (
            "matchstick generate stopped",
            puzzle("matchstick").generate_json(&made(None, &[]), &nodes(1)),
        ),
    ];
    let mut seen = std::collections::BTreeSet::new();
    for (what, answer) in answers {
        let error = answer.expect_err(what);
        let words = error.words();
        let words = serde_json::to_value(&words).expect("words as JSON");
        keys_of(&words, &mut seen);
        assert_worded_as_the_engine(&words, &error.to_string(), what);
    }
    let expected = [
        "error-stopped",
        "work-generator",
        "work-rating",
        "work-reachable-space",
        "klotski-not-found-rating",
        "klotski-not-found-layout",
        "n-puzzle-not-found-rating",
        "tendrops-not-found-rating",
        "lianliankan-not-found-level-harder",
        "lianliankan-not-found-shuffle-clear",
        "lianliankan-not-found-shuffle-impossible",
        "matchstick-not-found-rating",
        "matchstick-not-found-puzzle",
    ];
    assert_met(&expected, &seen);
}

/// The server's own errors carry their words: bad options, the lab's fields and refusals, a
/// game ID too long, libraries and saved games that are not there or are read-only. In English
/// each reads as the message sent, in Chinese as something else.
#[tokio::test]
async fn server_errors_read_in_english_as_their_words() {
    let mut store = store::Store::open_in_memory().expect("in-memory database");
    let builtin = store
        .ensure_builtin_library(
            &store::NewLibrary::new("matchstick", "seed"),
            &[store::NewPuzzle::new("7+3=9")],
        )
        .expect("seeding");
    let app = web::app(web::AppState::new(
        registry::all(),
        store,
        web::LimitPolicy::default(),
    ));
    let send = |method: &str, path: String, body: Option<Value>| {
        let request = Request::builder()
            .method(method)
            .uri(path)
            .header("host", "127.0.0.1")
            .header("content-type", "application/json")
            .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
            .unwrap();
        let app = app.clone();
        async move {
            let response = app.oneshot(request).await.unwrap();
            let bytes = axum::body::to_bytes(response.into_body(), 16 << 20)
                .await
                .unwrap();
            serde_json::from_slice::<Value>(&bytes).unwrap_or(Value::Null)
        }
    };
    let made = send(
        "POST",
        "/api/libraries".into(),
        Some(json!({"kind": "klotski", "name": "mine"})),
    )
    .await;
    let own = made["library"]["id"].as_i64().expect("a library of my own");
    let tendrops = registry::all()
        .get("tendrops")
        .expect("registered")
        .info()
        .example
        .to_string();
    let lab = |job: &str, body: Value| ("POST", format!("/api/klotski/{job}"), Some(body));
    let cases = [
        (
            "POST",
            "/api/lianliankan/generate".to_string(),
            Some(json!({"params": {"rows": "99"}})),
        ),
        (
            "POST",
            "/api/lianliankan/generate".to_string(),
            Some(json!({"params": {"gravity": "sideways"}})),
        ),
        (
            "POST",
            "/api/matchstick/generate".to_string(),
            Some(json!({"params": {"rules": "upside-down"}})),
        ),
        (
            "POST",
            "/api/klotski/move".to_string(),
            Some(json!({"game": "横刀立马", "move": {"sideways": 1}})),
        ),
        lab("generate", json!({"difficulty": "galactic"})),
        lab("generate", json!({"params": {"speed": "9"}})),
        lab("generate", json!({"params": {"rows": [1]}})),
        lab(
            "compare",
            json!({"game": "横刀立马", "algorithms": vec!["bfs"; 40]}),
        ),
        lab("solve", json!({"game": "横刀立马", "depths": [2]})),
        lab("solve", json!({})),
        lab("solve", json!({"game": "横刀立马", "steps": "frames"})),
        lab("trace", json!({"game": "横刀立马"})),
        lab(
            "trace",
            json!({"game": "横刀立马", "algorithm": "bfs", "max_steps": 0}),
        ),
        lab("state-space", json!({"game": "横刀立马", "max_states": 0})),
        lab(
            "trace",
            json!({"game": "横刀立马", "algorithm": "astar", "heuristic": "psychic"}),
        ),
        lab(
            "trace",
            json!({"game": "横刀立马", "algorithm": "astar", "goal": "横刀立马"}),
        ),
        lab("experiment", json!({})),
        lab("experiment", json!({"depths": []})),
        lab("experiment", json!({"depths": [2, 4], "instances": 100000})),
        (
            "POST",
            "/api/tendrops/trace".to_string(),
            Some(json!({"game": tendrops, "algorithm": "astar", "goal": tendrops})),
        ),
        (
            "POST",
            "/api/tendrops/state-space".to_string(),
            Some(json!({"game": tendrops})),
        ),
        (
            "POST",
            "/api/klotski/parse".to_string(),
            Some(json!({"game": "x".repeat(20_000)})),
        ),
        (
            "POST",
            "/api/klotski/parse".to_string(),
            Some(json!({"game": "x".repeat(3 << 20)})),
        ),
        (
            "POST",
            "/api/libraries".to_string(),
            Some(json!({"kind": "klotski", "name": " "})),
        ),
        (
            "POST",
            "/api/libraries".to_string(),
            Some(json!({"kind": "klotski", "name": "x".repeat(500)})),
        ),
        (
            "POST",
            "/api/libraries".to_string(),
            Some(json!({"kind": "klotski", "name": "x", "description": "x".repeat(20_000)})),
        ),
        (
            "DELETE",
            format!("/api/libraries/{}", builtin.library.id),
            None,
        ),
        ("GET", "/api/libraries/999999/puzzles".to_string(), None),
        (
            "DELETE",
            format!("/api/libraries/{own}/puzzles/999999"),
            None,
        ),
        ("GET", "/api/games/999999".to_string(), None),
    ];
    let mut seen = std::collections::BTreeSet::new();
    for (method, path, body) in cases {
        let what = format!("{method} {path}");
        let answer = send(method, path, body).await;
        let error = &answer["error"];
        let message = error["message"]
            .as_str()
            .unwrap_or_else(|| panic!("{what}: no error in {answer}"));
        assert!(error["key"].is_string(), "{what}: no words for {message:?}");
        let words = json!({"key": error["key"], "args": error["args"]});
        keys_of(&words, &mut seen);
        assert_worded_as_the_engine(&words, message, &what);
    }
    // not met: the lab refuses no puzzle of ours (each names its states), and one answer
    // would be too large to send only for game IDs of megabytes
    let expected = [
        "error-bad-move",
        "error-bad-level",
        "error-unknown-option",
        "error-too-many-solvers",
        "error-not-an-option",
        "error-no-game",
        "error-param-value",
        "error-steps",
        "lab-error-no-algorithm",
        "error-body-too-large",
        "error-game-too-long",
        "error-option",
        "error-option-choice",
        "error-option-flag",
        "error-option-integer",
        "lab-error-depths",
        "lab-error-goal-one-way",
        "lab-error-goal-unsolved",
        "lab-error-instances",
        "lab-error-max-states",
        "lab-error-max-steps",
        "lab-error-no-depths",
        "lab-error-state-limit",
        "lab-error-unknown-heuristic",
        "library-change-delete",
        "library-error-description-long",
        "library-error-missing",
        "library-error-name-long",
        "library-error-no-name",
        "library-error-no-puzzle",
        "library-error-read-only",
        "saved-error-missing",
    ];
    assert_met(&expected, &seen);
}

/// The refusals of a server for a class and of a busy one carry their words: a write without
/// the token or with another, a request that names no host, two, disagreeing ones or another
/// server's, and a job that cannot start within its time limit. In English each reads as the
/// message sent, in Chinese as something else.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_of_a_shared_server_read_in_english_as_their_words() {
    let token = web::WriteToken::new("teachers-token-1").expect("a good token");
    let policy = web::LimitPolicy {
        concurrent_jobs: 1,
        ..web::LimitPolicy::default()
    };
    let store = store::Store::open_in_memory().expect("in-memory database");
    let app = web::app(
        web::AppState::new(registry::all(), store, policy)
            .with_allowed_hosts(web::AllowedHosts::for_listener("0.0.0.0".parse().unwrap()))
            .with_write_token(token),
    );
    let send = |request: Request<Body>| {
        let app = app.clone();
        async move {
            let response = app.oneshot(request).await.unwrap();
            let bytes = axum::body::to_bytes(response.into_body(), 16 << 20)
                .await
                .unwrap();
            serde_json::from_slice::<Value>(&bytes).unwrap_or(Value::Null)
        }
    };
    let write = |authorization: Option<&str>| {
        let mut request = Request::post("/api/libraries")
            .header("host", "127.0.0.1")
            .header("content-type", "application/json");
        if let Some(value) = authorization {
            request = request.header("authorization", value);
        }
        request
            .body(Body::from(r#"{"kind":"klotski","name":"mine"}"#))
            .unwrap()
    };
    let health = |host: &[&str], uri: &str| {
        let mut request = Request::get(uri);
        for h in host {
            request = request.header("host", *h);
        }
        request.body(Body::empty()).unwrap()
    };
    let mut no_host = health(&[], "/api/health");
    no_host.extensions_mut().insert(axum::extract::ConnectInfo(
        "192.0.2.7:5000".parse::<std::net::SocketAddr>().unwrap(),
    ));
    // a slot held by a long job: a solve that asks for 0.3 s cannot start in time
    let long = json!({
        "game": "15 14 13 12/11 10 9 8/7 6 5 4/3 1 2 0",
        "algorithm": "idastar/manhattan",
        "limits": { "max_seconds": 20 },
    });
    let held = app
        .clone()
        .oneshot(
            Request::post("/api/n-puzzle/solve/stream")
                .header("host", "127.0.0.1")
                .header("content-type", "application/json")
                .body(Body::from(long.to_string()))
                .unwrap(),
        )
        .await
        .expect("the long job runs");
    let late = Request::post("/api/klotski/solve")
        .header("host", "127.0.0.1")
        .header("content-type", "application/json")
        .body(Body::from(
            r#"{"game":"横刀立马","limits":{"max_seconds":0.3}}"#,
        ))
        .unwrap();
    let cases = [
        ("a write without the token", write(None)),
        (
            "a write with another token",
            write(Some("Bearer not-the-token")),
        ),
        ("no Host", no_host),
        (
            "two Hosts",
            health(&["127.0.0.1", "127.0.0.1"], "/api/health"),
        ),
        (
            "an absolute address",
            health(&["127.0.0.1"], "http://evil.example/api/health"),
        ),
        ("another host", health(&["evil.example"], "/api/health")),
        ("no slot in time", late),
    ];
    let mut seen = std::collections::BTreeSet::new();
    for (what, request) in cases {
        let answer = send(request).await;
        let error = &answer["error"];
        let message = error["message"]
            .as_str()
            .unwrap_or_else(|| panic!("{what}: no error in {answer}"));
        let words = json!({"key": error["key"], "args": error["args"]});
        keys_of(&words, &mut seen);
        assert_worded_as_the_engine(&words, message, what);
    }
    drop(held);
    assert_met(
        &[
            "error-token-required",
            "error-token-wrong",
            "error-host-missing",
            "error-host-twice",
            "error-host-disagree",
            "error-host-foreign",
            "error-busy",
            "error-busy-deadline",
        ],
        &seen,
    );
}

/// A move's text that does not read (its notation misspelt, or JSON that is not JSON), or an
/// answer of too many moves, is worded: in English as the engine's message, in Chinese as
/// something else; every such message is met.
#[test]
fn move_text_errors_read_in_english_as_the_engines_words() {
    let mut seen = std::collections::BTreeSet::new();
    for puzzle in registry::all().iter() {
        let info = puzzle.info();
        let notation = info.move_notation;
        // (numbers the catalogues' formatting keeps as they are: a page words a value that
        // reads as a whole number as a number)
        let texts = [
            String::new(),
            "?".to_string(),
            format!("{notation} 99"),
            notation[..notation.len() - 1].to_string(),
            "{\"move".to_string(),
            "S (400,0)->(4,1)".to_string(),
            "300".to_string(),
        ];
        let mut errors: Vec<puzzle::InputError> = texts
            .iter()
            .filter_map(|text| puzzle.step(info.example, text, None).err())
            .collect();
        let too_many = vec![notation.to_string(); puzzle::check::MAX_CHECKED_MOVES + 1];
        errors.extend(puzzle.replay(info.example, &too_many).err());
        if info.id == "klotski" {
            errors.extend(puzzle.step(info.example, "X (4,0)->(4,1)", None).err());
        }
        if info.id == "matchstick" {
            errors.extend(puzzle.step(info.example, "move 1.x", None).err());
        }
        for error in errors {
            let words = serde_json::to_value(&error.words).expect("words as JSON");
            keys_of(&words, &mut seen);
            if error.code == "bad_move" && words["key"] == "error-bad-move" {
                continue; // JSON of the wrong shape: worded and checked above
            }
            assert_eq!(
                i18n::said(Lang::En, &words).as_deref(),
                Some(error.message.as_str()),
                "{}: {words}",
                info.id
            );
            let chinese = i18n::said(Lang::ZhCn, &words);
            assert!(
                chinese.is_some_and(|c| c != error.message),
                "{}: {words} in Chinese",
                info.id
            );
        }
    }
    let unseen: Vec<String> = i18n::keys(Lang::En)
        .into_iter()
        .filter(|k| k.starts_with("error-move-text-") && !seen.contains(k))
        .collect();
    assert!(unseen.is_empty(), "no bad move text met {unseen:?}");
    assert_met(
        &[
            "error-move-json",
            "error-too-many-moves",
            "klotski-error-move-piece",
        ],
        &seen,
    );
}

/// The source files whose code names catalogue keys: `crates/`, `src/` and `web/`, tests
/// left out (a key only a test names is not used).
fn code_sources() -> String {
    let files = files_under(
        &["crates", "src", "web"],
        &["tests", "target", "node_modules", "locales"],
        |path| {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            (name.ends_with(".rs") && name != "tests.rs")
                || name.ends_with(".js")
                || name.ends_with(".html")
        },
    );
    let mut text = String::new();
    for path in files {
        text.push_str(&std::fs::read_to_string(&path).expect("readable"));
        text.push('\n');
    }
    text
}

/// The prefixes the code builds keys from: `"judge-col-{name}"` (a Rust format string),
/// `` `lianliankan-shape-${kind}` `` (a JS template), `"n-puzzle-error-" + code`, and
/// `catalogueName("algorithm", name)` (the pages' names from data).
fn built_prefixes(code: &str) -> Vec<String> {
    let mut prefixes = Vec::new();
    let is_key_char = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-';
    for (opening, closing) in [
        ("\"", "{"),
        ("`", "${"),
        ("\"", "\" +"),
        ("catalogueName(\"", "\""),
    ] {
        for (at, _) in code.match_indices(opening) {
            let rest = &code[at + opening.len()..];
            let key: String = rest.chars().take_while(|&c| is_key_char(c)).collect();
            if key.is_empty() || !rest[key.len()..].starts_with(closing) {
                continue;
            }
            let prefix = if opening.starts_with("catalogueName") {
                format!("{key}-")
            } else if key.ends_with('-') {
                key
            } else {
                continue;
            };
            prefixes.push(prefix);
        }
    }
    prefixes.sort();
    prefixes.dedup();
    prefixes
}

/// Every key of the catalogues is used: named in the code, built by the code from a prefix
/// it spells, referred to by another message, or made from what the registry declares
/// ([`puzzle::declared_words`], and each page's instructions and hint line). A key nothing
/// uses is dead text to translate: delete it.
#[test]
fn every_key_of_the_catalogues_is_used() {
    let code = code_sources();
    let prefixes = built_prefixes(&code);
    let mut made: std::collections::BTreeSet<String> = std::collections::BTreeSet::new();
    for puzzle in registry::all().iter() {
        let id = puzzle.info().id;
        for field in ["instructions", "hint-line"] {
            made.insert(format!("{id}-{field}"));
        }
        for words in puzzle::declared_words(puzzle) {
            keys_of(
                &serde_json::to_value(&words).expect("words serialize"),
                &mut made,
            );
        }
    }
    let source = Lang::En.source();
    let unused: Vec<String> = i18n::keys(Lang::En)
        .into_iter()
        .filter(|key| {
            let quoted = [
                format!("\"{key}\""),
                format!("`{key}`"),
                format!("'{key}'"),
                format!("{{ {key} }}"),
                // `data-i18n-attr="placeholder:KEY"`, and lists of such pairs
                format!(":{key}\""),
                format!(":{key},"),
            ];
            !made.contains(key)
                && !quoted
                    .iter()
                    .any(|q| code.contains(q.as_str()) || source.contains(q.as_str()))
                && !prefixes.iter().any(|p| key.starts_with(p.as_str()))
        })
        .collect();
    assert!(
        unused.is_empty(),
        "{} keys of the catalogues are used nowhere (delete them from both): {unused:?}",
        unused.len()
    );
}

/// A solver that could not run in a comparison says why in words too (`error_words`), which
/// the lab words in the page's language; in English they read as the engine's error.
#[test]
fn a_comparisons_failed_row_carries_its_words() {
    for puzzle in registry::all().iter() {
        let id = puzzle.info().id;
        let asked = ["no-such-solver".to_string()];
        let answer = puzzle
            .compare(puzzle.info().example, Some(&asked), &search::Limits::none())
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        let Some(puzzle::CompareRow::Failed(row)) = answer.rows.first() else {
            panic!("{id}: the unknown solver's row did not fail");
        };
        let words = serde_json::to_value(
            row.error_words
                .as_ref()
                .unwrap_or_else(|| panic!("{id}: {} has no words", row.error)),
        )
        .expect("JSON");
        assert_worded_as_the_engine(&words, &row.error, id);
    }
}
