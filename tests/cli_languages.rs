//! The command line in the user's language: `--lang`, else the locale variables; errors with
//! their place, hints, solutions and their proofs in Chinese; and with `--json`, errors as the
//! web's envelope on standard output.

#[path = "support/cli.rs"]
mod cli_support;

use cli_support::{puzzlelab_in, stderr, stdout};
use serde_json::Value;

const ZH: &[(&str, &str)] = &[("LANG", "zh_CN.UTF-8")];
const BAD_LAYOUT: &str = "VCCV/VCCX/VHHV/VSSV/S..S";

#[test]
fn a_chinese_locale_words_an_error_with_its_place() {
    let out = puzzlelab_in(&["klotski", "validate", BAD_LAYOUT], "", ZH);
    assert!(!out.status.success());
    let err = stderr(&out);
    let expected = i18n::text(
        i18n::Lang::ZhCn,
        "klotski-error-character",
        &[
            ("character", "X".into()),
            ("row", 2.into()),
            ("column", 4.into()),
        ],
    );
    assert!(
        err.starts_with("错误：输入的第 1 行第 9 个字符：第 2 行第 4 列有未知字符"),
        "the place, in Chinese: {err}"
    );
    assert!(err.contains(&expected), "the catalogue's words: {err}");
    assert!(
        err.contains(&format!("  {BAD_LAYOUT}\n          ^")),
        "{err}"
    );
    // the English of the same error is another sentence
    let english = puzzlelab_in(&["klotski", "validate", BAD_LAYOUT], "", &[]);
    assert!(stderr(&english).starts_with("error: line 1, column 9: unknown character 'X'"));
}

#[test]
fn the_flag_wins_over_the_locale() {
    let out = puzzlelab_in(&["--lang", "en", "klotski", "validate", BAD_LAYOUT], "", ZH);
    assert!(
        stderr(&out).starts_with("error: line 1, column 9:"),
        "{}",
        stderr(&out)
    );
    let out = puzzlelab_in(&["--lang", "fr", "klotski", "hint", "横刀立马"], "", &[]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("--lang fr: use zh-CN or en"),
        "{}",
        stderr(&out)
    );
    // a flag naming no language is refused in the environment's language
    let out = puzzlelab_in(&["--lang", "fr", "klotski", "hint", "横刀立马"], "", ZH);
    assert_eq!(stderr(&out), "错误：--lang fr：请用 zh-CN 或 en\n");
}

#[test]
fn usage_errors_speak_the_users_language_and_json() {
    // in English without --json, clap's own message and usage line, exit code 2
    let out = puzzlelab_in(&["n-puzzle", "solv", "1 2 3"], "", &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("Usage: puzzlelab n-puzzle"),
        "{}",
        stderr(&out)
    );

    let out = puzzlelab_in(&["n-puzzle", "solv", "1 2 3"], "", ZH);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "错误：未知的命令“solv”；是不是想用“solve”？\n",
        "worded in Chinese"
    );
    let out = puzzlelab_in(
        &["klotski", "solve", "横刀立马", "--timeout", "soon"],
        "",
        ZH,
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "错误：“soon”不是 --timeout <SECONDS> 的有效取值\n"
    );

    // with --json, the envelope on standard output, wherever --json stands
    for args in [
        &["--json", "n-puzzle", "solve", "1 2 3"][..],
        &["n-puzzle", "bogus", "--json"][..],
        &["n-puzzle", "solve", "--json", "--timeout"][..],
    ] {
        let out = puzzlelab_in(args, "", &[]);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let value: Value = serde_json::from_str(&stdout(&out)).expect("one JSON object");
        assert_eq!(value["error"]["code"], "invalid_input", "{value}");
        let key = value["error"]["key"].as_str().expect("words");
        assert!(key.starts_with("cli-usage-"), "{value}");
    }
    let out = puzzlelab_in(&["n-puzzle", "bogus", "--json"], "", ZH);
    let value: Value = serde_json::from_str(&stdout(&out)).expect("one JSON object");
    assert_eq!(
        value["error"]["message"],
        "未知的命令“bogus”；“puzzlelab n-puzzle --help”列出它接受的参数"
    );
}

#[test]
fn a_parity_proof_in_chinese() {
    let out = puzzlelab_in(
        &["n-puzzle", "solve", "15 14 8 12 10 11 9 13 2 6 5 1 3 7 4 0"],
        "",
        &[("LC_ALL", "zh_CN.UTF-8")],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let claim = i18n::text(i18n::Lang::ZhCn, "claim-no-solution", &[]);
    assert!(text.contains(&claim), "{text}");
    assert!(text.contains("83 + 0 = 83"), "the proof's figures: {text}");
    assert!(!text.contains("inversions"), "no English left: {text}");
}

#[test]
fn a_hint_in_chinese_counts_the_moves_left() {
    let out = puzzlelab_in(&["--lang", "zh-CN", "klotski", "hint", "横刀立马"], "", &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.starts_with("下一步："), "{text}");
    assert!(text.contains("从这里还需 81 步（已证明）"), "{text}");
    let english = puzzlelab_in(&["klotski", "hint", "横刀立马"], "", &[]);
    assert!(
        stdout(&english).contains("81 moves left from here (proven)"),
        "{}",
        stdout(&english)
    );
}

#[test]
fn json_errors_are_the_web_envelope_on_standard_output() {
    for locale in [&[][..], ZH] {
        let out = puzzlelab_in(&["klotski", "validate", BAD_LAYOUT, "--json"], "", locale);
        assert!(!out.status.success());
        let body: Value = serde_json::from_str(&stdout(&out))
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", stdout(&out)));
        let error = &body["error"];
        assert_eq!(error["code"], "unknown_character");
        assert_eq!(
            (error["line"].as_u64(), error["column"].as_u64()),
            (Some(1), Some(9))
        );
        assert_eq!(error["key"], "klotski-error-character");
        assert!(error["message"].as_str().is_some_and(|m| !m.is_empty()));
    }
    // an error that is not about a place in the input: still one JSON object
    let out = puzzlelab_in(
        &[
            "n-puzzle",
            "solve",
            "8 6 7 2 5 4 3 0 1",
            "--algo",
            "bfs",
            "--max-nodes",
            "1",
            "--json",
        ],
        "",
        &[],
    );
    assert!(!out.status.success());
    let body: Value = serde_json::from_str(&stdout(&out)).expect("one JSON object");
    assert_eq!(body["error"]["code"], "stopped", "{body}");
}

#[test]
fn database_errors_are_said_in_the_users_language_too() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("lab.db");
    let db = db.to_str().expect("UTF-8 path");
    let create = [
        "--db",
        db,
        "library",
        "create",
        "--puzzle",
        "klotski",
        "--name",
        "作业一",
    ];
    let mut create_json = create.to_vec();
    create_json.push("--json");
    let first = puzzlelab_in(&create_json, "", ZH);
    assert!(first.status.success(), "{}", stderr(&first));
    let made: Value = serde_json::from_str(&stdout(&first)).expect("one JSON object");
    let id = made["library"]["id"]
        .as_u64()
        .expect("the new library's id");
    let again = puzzlelab_in(&create, "", ZH);
    assert!(!again.status.success());
    let expected = i18n::text(
        i18n::Lang::ZhCn,
        "store-library-exists",
        &[
            ("puzzle", "klotski".into()),
            ("name", "作业一".into()),
            ("id", id.into()),
        ],
    );
    let said = stderr(&again);
    assert!(said.starts_with("错误："), "{said}");
    assert!(said.contains(&expected), "the catalogue's words: {said}");
    assert!(!said.contains("already exists"), "no English: {said}");
    // with --json: the web's envelope, with the web's code for the same refusal
    let out = puzzlelab_in(&create_json, "", &[]);
    let body: Value = serde_json::from_str(&stdout(&out)).expect("one JSON object");
    assert_eq!(body["error"]["code"], "conflict", "{body}");
    assert_eq!(body["error"]["key"], "store-library-exists", "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("already exists")),
        "{body}"
    );
    // the library commands' own words
    let listed = puzzlelab_in(
        &["--db", db, "library", "list", "--puzzle", "klotski"],
        "",
        ZH,
    );
    let listed = stdout(&listed);
    assert!(
        listed.contains("（内置）") && listed.contains(" 题"),
        "{listed}"
    );
    assert!(
        !listed.contains("puzzles") && !listed.contains("built-in"),
        "{listed}"
    );
    let missing = puzzlelab_in(&["--db", db, "library", "show", "99999"], "", ZH);
    assert!(
        stderr(&missing).contains("没有编号为 99999 的题库"),
        "{}",
        stderr(&missing)
    );
    let builtin_id = listed
        .split_whitespace()
        .next()
        .expect("a built-in library's id");
    let refused = puzzlelab_in(&["--db", db, "library", "remove", builtin_id, "1"], "", ZH);
    assert!(
        stderr(&refused).contains("是内置的，只读"),
        "{}",
        stderr(&refused)
    );
    // an unknown puzzle, which the registry refuses before the database is asked
    let out = puzzlelab_in(
        &[
            "--db", db, "library", "create", "--puzzle", "sokoban", "--name", "x",
        ],
        "",
        ZH,
    );
    let said = stderr(&out);
    assert!(said.contains("未知的谜题“sokoban”"), "{said}");
}

#[test]
fn a_teachers_commands_speak_chinese_too() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("set.tsv");
    let out = out.to_str().expect("UTF-8 path");
    let make = |levels: &str| {
        puzzlelab_in(
            &[
                "assignment",
                "make",
                "--puzzle",
                "n-puzzle",
                "--levels",
                levels,
                "--param",
                "size=3",
                "--seed",
                "7",
                "--out",
                out,
            ],
            "",
            ZH,
        )
    };
    let refused = make("easy:0");
    assert!(!refused.status.success());
    assert!(
        stderr(&refused).contains("数量必须是大于 0 的整数"),
        "{}",
        stderr(&refused)
    );
    let made = make("easy:2");
    assert!(made.status.success(), "{}", stderr(&made));
    let said = stdout(&made);
    assert!(
        said.starts_with("已写出") && said.contains("2 简单"),
        "{said}"
    );
    let sheet = dir.path().join("sheet.html");
    let printed = puzzlelab_in(
        &[
            "print",
            "--set",
            out,
            "--html",
            sheet.to_str().expect("UTF-8 path"),
        ],
        "",
        ZH,
    );
    assert!(printed.status.success(), "{}", stderr(&printed));
    assert!(
        stdout(&printed).contains("道题和答案"),
        "{}",
        stdout(&printed)
    );
}

#[test]
fn a_generic_algorithm_named_without_its_parameter_is_worded() {
    let out = puzzlelab_in(
        &["n-puzzle", "solve", "1 2 3/4 0 6/7 5 8", "--algo", "dfs"],
        "",
        ZH,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let expected = i18n::text(
        i18n::Lang::ZhCn,
        "algorithm-dfs",
        &[("parameter", "40".into())],
    );
    let said = stdout(&out);
    assert!(
        said.lines().next().is_some_and(|l| l.contains(&expected)),
        "{said}"
    );
    assert!(!said.contains("depth <="), "{said}");
    // and the same name where a limit stops it
    let stopped = puzzlelab_in(
        &[
            "n-puzzle",
            "solve",
            "8 6 7 2 5 4 3 0 1",
            "--algo",
            "dfs",
            "--max-nodes",
            "10",
        ],
        "",
        ZH,
    );
    assert!(!stopped.status.success());
    let said = stderr(&stopped);
    assert!(said.contains(&format!("{expected}：")), "{said}");
    assert!(!said.contains("depth <="), "{said}");
}

#[test]
fn an_error_in_its_context_is_said_whole_in_the_users_language() {
    // a backup onto a file that is there: the command's context, then the database's refusal
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("lab.db");
    let db = db.to_str().expect("UTF-8 path");
    let made = puzzlelab_in(&["--db", db, "library", "list"], "", &[]);
    assert!(made.status.success(), "{}", stderr(&made));
    let target = dir.path().join("old.db");
    std::fs::write(&target, "x").expect("a file in the way");
    let target = target.to_str().expect("UTF-8 path");
    let out = puzzlelab_in(&["--db", db, "backup", target], "", ZH);
    assert!(!out.status.success());
    let context = i18n::text(
        i18n::Lang::ZhCn,
        "cli-backup-failed",
        &[("path", db.into()), ("file", target.into())],
    );
    let said = stderr(&out);
    assert!(
        said.starts_with(&format!("错误：{context}：")),
        "the context first: {said}"
    );
    assert!(
        said.contains("已经存在") && !said.contains("already exists"),
        "then the database's refusal, in Chinese: {said}"
    );
    // with --json: the envelope nests both words, with the database's code
    let out = puzzlelab_in(&["--db", db, "backup", target, "--json"], "", &[]);
    let body: Value = serde_json::from_str(&stdout(&out)).expect("one JSON object");
    let error = &body["error"];
    assert_eq!(error["code"], "conflict", "{body}");
    assert_eq!(error["key"], "cli-context", "{body}");
    assert_eq!(
        error["args"]["context"]["key"], "cli-backup-failed",
        "{body}"
    );
    assert_eq!(
        error["args"]["detail"]["key"], "store-error-exists",
        "{body}"
    );
    assert!(
        error["message"]
            .as_str()
            .is_some_and(|m| m.starts_with("cannot back up ") && m.contains("already exists")),
        "{body}"
    );
}

#[test]
fn checks_set_files_and_option_errors_speak_chinese() {
    let solved = puzzlelab_in(&["n-puzzle", "check", "1 2 3/4 5 6/7 0 8", "8"], "", ZH);
    assert!(solved.status.success(), "{}", stderr(&solved));
    assert_eq!(
        stdout(&solved).trim(),
        "最优：走了 1 步解开，代价 1 步（最优解 1）"
    );
    let unsolved = puzzlelab_in(&["n-puzzle", "check", "1 2 3/4 5 6/7 0 8", "5"], "", ZH);
    let said = stdout(&unsolved);
    assert!(
        said.starts_with("未解开：") && said.contains("最后的局面：1 2 3/4 0 6/7 5 8"),
        "{said}"
    );
    let dir = tempfile::tempdir().expect("temp dir");
    let set = dir.path().join("set.tsv");
    std::fs::write(&set, "# a set\nn-puzzle 1 2 3/4 5 6/7 0 8\n").expect("a set file");
    let set = set.to_str().expect("UTF-8 path");
    let out = puzzlelab_in(&["judge", "--set", set, "--", "true"], "", ZH);
    assert!(!out.status.success());
    let said = stderr(&out);
    assert!(
        said.starts_with(&format!("错误：{set} 第 2 行第 1 列：没有制表符")),
        "{said}"
    );
    assert!(
        said.contains("\n  n-puzzle 1 2 3/4 5 6/7 0 8\n  ^"),
        "{said}"
    );
    let out = puzzlelab_in(&["n-puzzle", "solve", "--frob", "1"], "", ZH);
    assert!(
        stderr(&out).contains("solve 没有选项“--frob”"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn the_server_says_where_it_listens_in_the_users_language() {
    use std::io::BufRead as _;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("lab.db");
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_puzzlelab"));
    for name in cli_support::LOCALE_VARIABLES {
        command.env_remove(name);
    }
    let mut server = command
        .envs(ZH.iter().copied())
        .args(["--db", db.to_str().expect("UTF-8 path")])
        .args(["serve", "--addr", "127.0.0.1:0"])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the server starts");
    let first = std::io::BufReader::new(server.stdout.take().expect("piped"))
        .lines()
        .next()
        .and_then(Result::ok)
        .unwrap_or_default();
    let _ = server.kill();
    let _ = server.wait();
    assert!(
        first.starts_with("Puzzle Lab 正在监听 http://127.0.0.1:"),
        "{first}"
    );
}

#[test]
fn solvers_that_differ_by_their_heuristic_are_told_apart() {
    let out = puzzlelab_in(
        &[
            "n-puzzle",
            "compare",
            "1 2 3/4 0 6/7 5 8",
            "--algos",
            "astar/manhattan,astar/misplaced",
        ],
        "",
        ZH,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let said = stdout(&out);
    for heuristic in ["heuristic-manhattan", "heuristic-misplaced"] {
        let name = i18n::text(i18n::Lang::ZhCn, heuristic, &[]);
        assert!(said.contains(&format!("A* + {name}")), "{name}: {said}");
    }
}
