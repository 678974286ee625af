//! What the kit does the same on every game page, in headless Chromium: on a phone the win
//! panel stands in view; a win with help (a hint, the AI player) is said to be one, in both
//! languages, is never scored as perfect or a best and opens no level; a game with no solution
//! says so once (no "无解：无解") and its rating says why it has none; a swipe on a phone moves
//! a 15-puzzle tile and a Klotski piece; the share button copies the link, or hands it to the
//! phone's share sheet; a hint or solve stopped by a limit says which and offers to raise it,
//! on every game page; help used before a reload of the page still counts.

mod support;

use puzzle::{DynPuzzle, JsonAnswers};
use serde_json::{json, Value};
use support::browser::{screenshot_dir, Page, Screen};
use support::plays::raise_the_node_limit;
use support::suite::{self, scenario, Suite};
use support::words::worded;
use tendrops::campaign::campaign;

fn registry() -> &'static puzzle::Registry {
    Box::leak(Box::new(registry::all()))
}

fn engine(id: &str) -> &'static dyn DynPuzzle {
    registry().get(id).expect("registered")
}

/// A message of the catalogue, without values.
fn said(lang: i18n::Lang, key: &str) -> String {
    worded(lang, &json!({ "key": key, "args": {} }))
}

/// Opens `/{id}?game=` and waits for the engine's distance ("left from here").
fn open(suite: &Suite, page: &Page, id: &str, game: &str) {
    page.goto(&suite.url(&format!(
        "/{id}?fast=1&game={}",
        game.replace(';', "%3B").replace(' ', "%20")
    )));
    page.wait_data("#board", "game", &engine(id).canonical(game).unwrap());
    page.wait_for(
        "document.querySelector('#distance').textContent.match(/^[0-9]+$/)",
        std::time::Duration::from_secs(15),
    );
}

/// Whether the win panel is shown and wholly inside the viewport.
const PANEL_IN_VIEW: &str = "(() => { const b = document.querySelector('#celebration'); \
     if (!b || b.hidden) return false; const r = b.getBoundingClientRect(); \
     return r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; })()";

/// 390x844: the last move of an 8-puzzle played from the top of the page; the win panel is
/// then in view, not below the board.
fn phone_win_in_view(suite: &Suite, page: &Page) {
    let game = "1 2 3/4 5 6/7 0 8";
    open(suite, page, "n-puzzle", game);
    page.eval("window.scrollTo(0, 0)");
    page.click("#board .np-tile[data-tile='8']");
    page.wait_data("#board", "status", "solved");
    page.wait_for(PANEL_IN_VIEW, std::time::Duration::from_secs(5));
    assert_eq!(
        page.data("#celebration", "helped").as_deref(),
        Some("false")
    );
    page.screenshot(screenshot_dir().join("phone-win.png"));
    page.assert_no_console_errors();
}

/// Klotski in Chinese: a hint, then the hinted move wins; the page says "with help", never
/// perfect or a new record, and the best stays empty.
fn klotski_hint_is_help(suite: &Suite, page: &Page) {
    let zh = i18n::Lang::ZhCn;
    let game = "HHHH/VSSV/VCCV/.CC./S..S";
    let hint = engine("klotski")
        .hint_json(game, &search::Limits::none())
        .unwrap();
    assert_eq!(hint["remaining"], json!(1));
    open(suite, page, "klotski", game);
    page.click("#hint");
    page.wait_for_selector("#board .piece.hint");
    support::plays::klotski_drag(page, &hint["move"]);
    page.wait_data("#board", "status", "solved");
    page.wait_data("#celebration", "helped", "true");
    page.wait_text("#celebration-verdict", &said(zh, "win-helped"));
    page.wait_text("#celebration-title", &said(zh, "win-title-helped"));
    let message = page.wait_text_contains("#win-message", &said(zh, "play-kept-with-help"));
    assert!(
        message.contains(&said(zh, "play-solved-with-help")),
        "{message}"
    );
    for never in [
        said(zh, "play-solved-optimal"),
        said(zh, "play-new-best"),
        "完美".to_string(),
    ] {
        assert!(!message.contains(&never), "{message} says {never}");
    }
    assert_eq!(page.text("#best"), "–");
    page.assert_no_console_errors();
}

/// A Klotski level won with a hint: the level list shows it "with help", with no stars and no
/// best (never ★★★), and the level after it stays locked; the help is kept apart from the
/// player's own results.
fn klotski_level_hinted(suite: &Suite, page: &Page) {
    let zh = i18n::Lang::ZhCn;
    page.goto(&suite.url("/klotski?fast=1"));
    page.wait_for_selector("#levels-list .level-item[data-index='0']");
    page.eval("localStorage.removeItem('puzzlelab-levels-klotski'); localStorage.removeItem('puzzlelab-levels-helped-klotski')");
    page.reload();
    page.wait_for_selector("#levels-list .level-item[data-index='0']");
    let level = page
        .data("#levels-list .level-item[data-index='0']", "description")
        .expect("the first level's game");
    let locked_after = page.data("#levels-list .level-item[data-index='1']", "locked");
    // the level's optimal solution played up to its last move, through the address
    let solution = engine("klotski")
        .solve_json(
            &level,
            None,
            puzzle::StepDetail::Games,
            &search::Limits::none(),
        )
        .unwrap();
    let steps = solution["steps"].as_array().expect("steps");
    assert!(!steps.is_empty(), "{level} is solved by its levels");
    let before: Vec<Value> = steps[..steps.len() - 1]
        .iter()
        .map(|s| s["move"].clone())
        .collect();
    let moves = serde_json::to_string(&before).unwrap();
    page.goto(&suite.url(&format!(
        "/klotski?fast=1&game={}&moves={}",
        urlencoded(&level),
        urlencoded(&moves)
    )));
    let before_last = match steps.len() {
        1 => engine("klotski").canonical(&level).unwrap(),
        n => steps[n - 2]["game"].as_str().expect("a game").to_string(),
    };
    page.wait_data("#board", "game", &before_last);
    page.wait_text("#moves", &before.len().to_string());
    page.click("#hint");
    page.wait_for_selector("#board .piece.hint");
    let hint = engine("klotski")
        .hint_json(
            page.data("#board", "game").as_deref().unwrap(),
            &search::Limits::none(),
        )
        .unwrap();
    support::plays::klotski_drag(page, &hint["move"]);
    page.wait_data("#board", "status", "solved");
    page.wait_data("#celebration", "helped", "true");
    let message = page.wait_text_contains("#win-message", &said(zh, "play-kept-with-help"));
    assert!(!message.contains("完美"), "{message}");

    let item = "#levels-list .level-item[data-index='0']";
    page.wait_data(item, "helped", "true");
    assert_eq!(page.data(item, "stars").as_deref(), Some("0"));
    assert_eq!(page.data(item, "best").as_deref(), Some(""));
    let shown = page.text(item);
    assert!(shown.contains(&said(zh, "levels-helped")), "{shown}");
    assert!(
        !shown.contains('★'),
        "no stars for a win with help: {shown}"
    );
    assert_eq!(page.count(&format!("{item} .level-stars")), 0);
    assert_eq!(
        page.data("#levels-list .level-item[data-index='1']", "locked"),
        locked_after,
        "a win with help opens no level"
    );
    page.eval("localStorage.removeItem('puzzlelab-levels-helped-klotski')");
    page.assert_no_console_errors();
}

/// A solve stopped by the time limit on a game page: the message names the time limit and how
/// many nodes the search expanded, and the raise button offers more time, which it puts in the
/// address (four times the time used, at least 4 s) and runs again.
fn time_limit_stop(suite: &Suite, page: &Page) {
    let en = i18n::Lang::En;
    // a far 15-puzzle: A* with Manhattan distance needs far more than a millisecond
    let game = "13 14 15 7/11 12 9 5/6 0 2 1/4 8 10 3";
    page.goto(&suite.url(&format!(
        "/n-puzzle?fast=1&max_seconds=0.5&max_nodes=100000000&game={}",
        urlencoded(game)
    )));
    page.wait_data("#board", "game", game);
    // the page's own figures first (its time limit counts the wait for a free slot)
    page.wait_for(
        "document.querySelector('#distance').textContent.match(/^[0-9]+$/)",
        std::time::Duration::from_secs(15),
    );
    page.select_option("#algorithm", "astar/manhattan");
    page.click("#solve");
    page.wait_text("#raise-limit", &said(en, "lab-raise-time"));
    let message = page.text("#game-message");
    // the solver as the page names it, before the claim
    let label = message
        .split_once(": ")
        .map(|(name, _)| name.to_string())
        .unwrap_or_default();
    assert!(label.starts_with("A*"), "{message}");
    const MARK: &str = "\u{1}";
    let expected = i18n::text(
        en,
        "play-solver-stopped",
        &[
            ("algorithm", i18n::Arg::from(label)),
            ("claim", i18n::Arg::from(said(en, "claim-stopped-time"))),
            ("expanded", i18n::Arg::from(MARK)),
            ("time", i18n::Arg::from(MARK)),
        ],
    );
    let parts: Vec<&str> = expected.split(MARK).collect();
    assert_eq!(parts.len(), 3, "{expected}");
    let nodes = message
        .strip_prefix(parts[0])
        .and_then(|rest| rest.split_once(parts[1]))
        .map(|(nodes, _)| nodes.replace(',', ""));
    assert!(
        nodes
            .as_deref()
            .and_then(|n| n.parse::<u64>().ok())
            .is_some(),
        "the stop names the time limit and the nodes expanded: {message:?}, expected {expected:?}"
    );
    assert!(
        message.contains("time limit") && message.ends_with('.'),
        "{message}"
    );
    page.click("#raise-limit");
    page.wait_for(
        "new URL(location.href).searchParams.get('max_seconds') === '4'",
        std::time::Duration::from_secs(5),
    );
    page.eval("document.querySelector('#solve-cancel').hidden || document.querySelector('#solve-cancel').click()");
    page.assert_no_console_errors();
}

/// A hint, a move, then the page reloaded (the address brings the game and its move back): the
/// win with the last move is still one with help. The same game loaded afresh from the game box
/// and won on one's own is not.
fn help_survives_a_reload(suite: &Suite, page: &Page) {
    let game = "1 2 3/4 5 6/0 7 8";
    open(suite, page, "n-puzzle", game);
    page.click("#hint");
    page.wait_for_selector("#board .np-tile.hint[data-tile='7']");
    page.click("#board .np-tile[data-tile='7']");
    page.wait_text("#moves", "1");
    page.reload();
    page.wait_data("#board", "game", "1 2 3/4 5 6/7 0 8");
    page.wait_text("#moves", "1");
    page.click("#board .np-tile[data-tile='8']");
    page.wait_data("#board", "status", "solved");
    page.wait_data("#celebration", "helped", "true");
    page.wait_text_contains(
        "#win-message",
        &said(i18n::Lang::En, "play-solved-with-help"),
    );

    page.fill("#game-id", game);
    page.click("#load");
    page.wait_data("#board", "game", game);
    page.click("#board .np-tile[data-tile='7']");
    page.wait_text("#moves", "1");
    page.click("#board .np-tile[data-tile='8']");
    page.wait_data("#board", "status", "solved");
    page.wait_data("#celebration", "helped", "false");
    page.assert_no_console_errors();
}

fn level(i: usize) -> String {
    format!("#levels-list .level-item[data-index='{i}']")
}

/// Ten Drops' AI player clears level 1: solved with help, no stars, level 2 still locked,
/// no next level offered (neither the celebration's nor the campaign's).
fn tendrops_ai_is_help(suite: &Suite, page: &Page) {
    let en = i18n::Lang::En;
    let levels = campaign();
    let level1 = levels[0].board.to_line();
    open(suite, page, "tendrops", &level1);
    page.eval("localStorage.removeItem('puzzlelab-levels-tendrops'); localStorage.removeItem('puzzlelab-levels-helped-tendrops')");
    page.reload();
    page.wait_for_selector(&level(1));
    page.wait_text("#campaign-level", &format!("Level 1 of {}.", levels.len()));
    page.click("#ai");
    page.wait_data("#board", "status", "solved");
    page.wait_data("#celebration", "helped", "true");
    let message = page.wait_text_contains("#win-message", &said(en, "play-solved-with-help"));
    assert!(
        !message.contains(&said(en, "play-solved-optimal")),
        "{message}"
    );
    page.wait_data(&level(0), "helped", "true");
    assert_eq!(page.data(&level(0), "stars").as_deref(), Some("0"));
    assert_eq!(page.data(&level(1), "locked").as_deref(), Some("true"));
    page.wait_text(
        "#levels-summary",
        &format!("0 of {} levels solved", levels.len()),
    );
    assert_eq!(
        page.eval("document.querySelector('#celebration-next').hidden"),
        json!(true)
    );
    assert_eq!(
        page.eval("document.querySelector('#next-level').disabled"),
        json!(true)
    );
    page.eval("localStorage.removeItem('puzzlelab-levels-helped-tendrops')");
    page.assert_no_console_errors();
}

/// A game without a solution, in Chinese: the message on loading wraps the engine's proof once
/// (the proof itself does not begin with 无解), and the difficulty line says there is none and
/// why, not that rating took too long.
fn unsolvable_words(suite: &Suite, page: &Page) {
    let zh = i18n::Lang::ZhCn;
    let cornered = engine("klotski")
        .libraries()
        .into_iter()
        .flat_map(|l| l.entries)
        .find(|e| e.name.as_deref() == Some("走投无路"))
        .expect("走投无路 is a classic")
        .game;
    for (id, game) in [
        ("n-puzzle", "1 2 3/4 5 6/8 7 0"),
        ("klotski", cornered.as_str()),
    ] {
        let puzzle = engine(id);
        let hint = puzzle.hint_json(game, &search::Limits::none()).unwrap();
        assert_eq!(hint["unwinnable"], json!(true), "{id}");
        let expected = worded(
            zh,
            &json!({ "key": "play-unsolvable", "args": { "why": hint["note_words"] } }),
        );
        assert!(
            !expected.contains("无解：无解") && !expected.contains("无解：无解（"),
            "{expected}"
        );
        assert_eq!(expected.matches("无解").count(), 1, "{expected}");
        let refusal = puzzle.rate(game, &search::Limits::none()).unwrap_err();
        assert_eq!(refusal.code(), "not_found", "{id}");
        let why = worded(zh, &serde_json::to_value(refusal.words()).unwrap());

        page.goto(&suite.url(&format!("/{id}?game={}", game.replace(' ', "%20"))));
        page.wait_data("#board", "game", &puzzle.canonical(game).unwrap());
        page.wait_text("#game-message", &expected);
        page.wait_text("#rating-level", &said(zh, "play-not-rated-unsolvable"));
        page.wait_text("#rating-why li", &why);
        assert_ne!(page.text("#rating-level"), said(zh, "play-not-rated"));
    }
    page.assert_no_console_errors();
}

/// The game the engine reaches from `game` by the legal move that `pick` chooses.
fn after(id: &str, game: &str, pick: impl Fn(&Value) -> bool) -> String {
    let puzzle = engine(id);
    let start = puzzle.position_json(game).unwrap();
    let mv = start["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| pick(m))
        .unwrap_or_else(|| panic!("no such move in {game}"))
        .clone();
    puzzle.play_json(game, &mv, None).unwrap()["game"]
        .as_str()
        .unwrap()
        .to_string()
}

/// On a phone: a swipe down across the 15-puzzle slides the tile above the blank down; a short
/// swipe (a third of a cell) on a Klotski soldier moves it one cell that way.
fn swipes(suite: &Suite, page: &Page) {
    let game = "1 2 3/4 5 6/7 0 8";
    open(suite, page, "n-puzzle", game);
    let down = after("n-puzzle", game, |m| m["tile"] == json!(5));
    let a = page.center_of("#board .np-grid");
    page.drag_points(
        a,
        support::browser::Point {
            x: a.x,
            y: a.y + 80.0,
        },
    );
    page.wait_data("#board", "game", &down);
    assert_eq!(page.text("#moves"), "1");

    let hengdao = "VCCV/VCCV/VHHV/VSSV/S..S";
    open(suite, page, "klotski", hengdao);
    let right = after("klotski", hengdao, |m| {
        m["from"] == json!([4, 0]) && m["to"] == json!([4, 1])
    });
    page.wait_for_no_selector("#board[data-animating]");
    let size = page
        .eval("document.querySelector('#board .cell').getBoundingClientRect().width")
        .as_f64()
        .unwrap();
    let a = page.center_of("#board .piece[data-row='4'][data-col='0']");
    page.drag_points(
        a,
        support::browser::Point {
            x: a.x + size / 3.0,
            y: a.y,
        },
    );
    page.wait_data("#board", "game", &right);
    page.assert_no_console_errors();
}

/// The share button: on a desktop the link (game and moves) is copied; on a phone it goes to
/// the share sheet.
fn share(suite: &Suite, page: &Page) {
    let game = "1 2 3/4 5 6/7 0 8";
    open(suite, page, "n-puzzle", game);
    page.click("#board .np-tile[data-tile='5']");
    page.wait_text("#moves", "1");
    page.eval(
        "Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }); \
         Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text) => { window.copied = text; } }, configurable: true }); true",
    );
    page.click("#share");
    page.wait_for(
        "window.copied === location.href && location.href.includes('moves=')",
        std::time::Duration::from_secs(5),
    );
    page.wait_text("#game-message", &said(i18n::Lang::En, "play-share-copied"));
    page.assert_no_console_errors();
}

/// The header's link to the search lab, on a game page, opens the game as loaded (not the
/// position played into) in the lab, its puzzle chosen. (In the header, nothing that appears
/// later on the page moves it, and it takes no room from the board.)
fn open_in_the_lab(suite: &Suite, page: &Page) {
    let game = "1 2 3/4 5 6/7 0 8";
    open(suite, page, "n-puzzle", game);
    page.click("#board .np-tile[data-tile='5']");
    page.wait_text("#moves", "1");
    let href = page.eval("document.querySelector('#nav-lab').getAttribute('href')");
    let href = href.as_str().unwrap_or_default();
    assert_eq!(
        href, "/lab?puzzle=n-puzzle&game=1+2+3%2F4+5+6%2F7+0+8",
        "the game as loaded"
    );
    page.click("#nav-lab");
    page.wait_for(
        "location.pathname === '/lab' && document.querySelector('#game') && document.querySelector('#game').value === '1 2 3/4 5 6/7 0 8'",
        std::time::Duration::from_secs(10),
    );
    page.assert_no_console_errors();
}

fn share_on_phone(suite: &Suite, page: &Page) {
    open(suite, page, "n-puzzle", "1 2 3/4 5 6/7 0 8");
    page.eval(
        "Object.defineProperty(navigator, 'share', { value: async (data) => { window.shared = data; }, configurable: true }); true",
    );
    page.click("#share");
    page.wait_for(
        "window.shared && window.shared.url === location.href",
        std::time::Duration::from_secs(5),
    );
    page.assert_no_console_errors();
}

/// A hint stopped by the node limit says so and offers to raise it: the raise is kept in the
/// address (to 1000 nodes) and the hint runs again, now with a move; A*'s solution stopped the
/// same way is offered ten times its nodes. (The address's node limit holds for the counters' own searches as well: a proven
/// answer of theirs would be reused by the hint, whatever its limits.)
fn raise_the_limit(suite: &Suite, page: &Page) {
    let en = i18n::Lang::En;
    let game = "1 15 2 14/13 3 12 7/4 5 10 8/9 6 0 11";
    let limits = search::Limits::none().with_max_expanded(10);
    let hint = engine("n-puzzle").hint_json(game, &limits).unwrap();
    assert!(hint["move"].is_null(), "{hint}");
    let note = support::words::english(&hint["note_words"]);
    assert!(note.contains("node limit"), "{note}");
    page.goto(&suite.url(&format!(
        "/n-puzzle?game={}&max_nodes=10",
        game.replace(' ', "%20")
    )));
    page.wait_data("#board", "game", game);
    page.click("#hint");
    page.wait_text_contains("#game-message", &note);
    // with the nodes it expanded before it stopped: the node limit it met
    let stopped = i18n::text(
        en,
        "play-no-hint-after",
        &[("why", note.as_str().into()), ("expanded", "10".into())],
    );
    assert_eq!(page.text("#game-message"), stopped);
    raise_the_node_limit(
        page,
        &said(en, "lab-raise-nodes"),
        1000,
        std::time::Duration::from_secs(5),
    );
    // 1000 nodes are enough: the engine's hint under them is on the board
    let hinted = engine("n-puzzle")
        .hint_json(game, &search::Limits::none().with_max_expanded(1000))
        .unwrap();
    assert!(!hinted["move"].is_null(), "{hinted}");
    page.wait_for_selector(&format!(
        "#board .np-tile.hint[data-tile='{}']",
        hinted["move"]["tile"]
    ));
    assert_eq!(
        page.eval("document.querySelector('#raise-limit').hidden"),
        json!(true)
    );

    page.select_option("#algorithm", "astar");
    page.click("#solve");
    page.wait_text_contains("#game-message", "node limit");
    page.wait_text("#raise-limit", &said(en, "lab-raise-nodes"));
    page.click("#raise-limit");
    page.wait_for(
        "Number(new URL(location.href).searchParams.get('max_nodes')) >= 10000",
        std::time::Duration::from_secs(5),
    );
    page.assert_no_console_errors();
}

/// A game of each page whose hint a one-node limit stops: the example, but Lianliankan's,
/// whose small example the fallback of its hint still answers (the board of its backend test);
/// none on Klotski, whose page rates the game it opens by exploring its layout's group (no node
/// limit holds there), which the hint then reuses (the engine's test covers its stopped note).
fn stopped_hint_game(id: &str) -> Option<String> {
    match id {
        "lianliankan" => Some("1 3 1 4/3 1 2 3/4 3 4 2/1 4 3 3".to_string()),
        "klotski" => None,
        _ => Some(engine(id).info().example.to_string()),
    }
}

/// Opens `/{id}` on `game` with a node limit of 1 in the address.
fn open_with_one_node(suite: &Suite, page: &Page, id: &str, game: &str) {
    let game = engine(id).canonical(game).unwrap();
    page.goto(&suite.url(&format!(
        "/{id}?fast=1&max_nodes=1&game={}",
        urlencoded(&game)
    )));
    page.wait_data("#board", "game", &game);
}

/// On every game page, one limit for all: a hint stopped by a one-node limit says which limit
/// stopped it (the engine's note) and offers the raise, which runs the hint again with 1000
/// nodes (the engine's answer under them is then on the page: its move, or its stop and the
/// next raise); the default solver on the example stopped the same way says so and offers the
/// raise too.
fn every_page_names_its_stop(suite: &Suite, page: &Page) {
    let en = i18n::Lang::En;
    let one = search::Limits::none().with_max_expanded(1);
    let (mut hinted, mut solves) = (0, 0);
    for id in registry().ids() {
        let puzzle = engine(id);
        if let Some(game) = stopped_hint_game(id) {
            hinted += 1;
            let hint = puzzle.hint_json(&game, &one).unwrap();
            assert!(
                hint["move"].is_null() && hint["unwinnable"] == json!(false),
                "{id}: {hint}"
            );
            let note = support::words::english(&hint["note_words"]);
            assert!(note.contains("node limit"), "{id}: {note}");
            open_with_one_node(suite, page, id, &game);
            page.click("#hint");
            page.wait_text_contains("#game-message", &note);
            raise_the_node_limit(
                page,
                &said(en, "lab-raise-nodes"),
                1000,
                std::time::Duration::from_secs(5),
            );
            let raised = puzzle
                .hint_json(&game, &search::Limits::none().with_max_expanded(1000))
                .unwrap();
            if raised["move"].is_null() {
                page.wait_text_contains(
                    "#game-message",
                    &support::words::english(&raised["note_words"]),
                );
                page.wait_text("#raise-limit", &said(en, "lab-raise-nodes"));
            } else {
                page.wait_text_contains(
                    "#game-message",
                    &format!("Hint: {}", support::words::english(&raised["move_words"])),
                );
            }
        }

        // the default solver stopped with no solution at all (Ten Drops' has one by then:
        // the page shows it)
        let example = puzzle.info().example;
        let solved = puzzle.solve_json(example, None, puzzle::StepDetail::Games, &one);
        let stopped = solved.as_ref().map_or(true, |s| {
            s["claim"]["kind"] == json!("stopped")
                && s["steps"].as_array().is_some_and(Vec::is_empty)
        });
        if stopped {
            solves += 1;
            open_with_one_node(suite, page, id, example);
            page.click("#solve");
            let said_stop = page.wait_text_contains("#game-message", "node limit");
            page.wait_text("#raise-limit", &said(en, "lab-raise-nodes"));
            assert!(!said_stop.contains("no solution"), "{id}: {said_stop}");
        }
        page.assert_no_console_errors();
    }
    assert!(hinted >= 4, "a stopped hint was tried on {hinted} pages");
    assert!(solves >= 3, "a stopped solve was tried on {solves} pages");
}

/// `text` as a query value.
fn urlencoded(text: &str) -> String {
    text.replace('%', "%25")
        .replace(';', "%3B")
        .replace(' ', "%20")
        .replace('+', "%2B")
        .replace('=', "%3D")
        .replace('/', "%2F")
}

#[test]
fn kit() {
    suite::run(
        "kit",
        vec![
            scenario("unsolvable words", unsolvable_words).on(Screen::Desktop, "zh-CN"),
            scenario("swipes", swipes).on(Screen::Phone, "en"),
            scenario("share", share),
            scenario("open in the lab", open_in_the_lab),
            scenario("share on a phone", share_on_phone).on(Screen::Phone, "en"),
            scenario("raise the limit", raise_the_limit),
            scenario("every page names its stop", every_page_names_its_stop),
            scenario("phone win in view", phone_win_in_view).on(Screen::Phone, "en"),
            scenario("klotski hint is help", klotski_hint_is_help).on(Screen::Desktop, "zh-CN"),
            scenario("tendrops ai is help", tendrops_ai_is_help),
            scenario("help survives a reload", help_survives_a_reload),
            scenario("a klotski level won with a hint", klotski_level_hinted)
                .on(Screen::Desktop, "zh-CN"),
            scenario("a stop at the time limit", time_limit_stop),
        ],
    );
}
