//! The one game page, for every puzzle of the registry (`registry::all()`), in headless
//! Chromium: `/{id}` shows the example game with the engine's optimum; a mistyped game ID gets
//! its error with line and column under the box; the first legal move is played through the
//! board's own input (a drag, a click, two clicks); undo, redo, reset and their keys; the URL
//! (`?game=&moves=`) brings the same position back; a hint is marked on the board and named
//! in the message; the solution is stepped through to the solved board, then played to the end
//! through the board with the counters checked at every move, the win one with help (no best);
//! generate loads a new game; the library lists the built-in games and loads one.
//!
//! The only data per puzzle is [`BOARDS`]: a game ID with a mistake, how the board plays a move
//! and what it marks for a hint. Every figure comes from the engine through `DynPuzzle`.

mod support;

use puzzle::JsonAnswers;
use puzzle::StepDetail;
use search::Limits;
use serde_json::{json, Value};
use support::browser::{screenshot_dir, Page, Screen};
use support::plays::{
    klotski_drag, lianliankan_clicks, matchstick_drag, npuzzle_click, tendrops_tap,
};
use support::suite::{self, scenario, Suite};

/// How a puzzle's board is played, for the generic scenario.
struct Board {
    id: &'static str,
    /// A game ID with a mistake at a place (one line: it is typed into the game box).
    bad_game: &'static str,
    /// Plays `mv`, one of the position's `legal_moves`, through the board's own input.
    play: fn(&Page, &Value),
    /// What the board marks for a hint (at least one element matches).
    hint_css: &'static str,
}

const BOARDS: &[Board] = &[
    Board {
        id: "klotski",
        bad_game: "VCCV/VCCX/VHHV/VSSV/S..S",
        play: klotski_drag,
        hint_css: "#board .piece.hint",
    },
    Board {
        id: "lianliankan",
        bad_game: "1 2 2 1/3 x 3 4",
        play: lianliankan_clicks,
        hint_css: "#board button.llk-tile.hint",
    },
    Board {
        id: "matchstick",
        bad_game: "7+a=9",
        play: matchstick_drag,
        hint_css: "#board .slot.hint-from",
    },
    Board {
        id: "tendrops",
        bad_game: "040244/304244/003030/000413/243220/00442x",
        play: tendrops_tap,
        hint_css: "#board .cell.hint",
    },
    Board {
        id: "n-puzzle",
        bad_game: "1 2 3 4 5 6 7 8 x",
        play: npuzzle_click,
        hint_css: "#board .np-tile.hint",
    },
];

fn text(v: &Value, key: &str) -> String {
    v[key]
        .as_str()
        .unwrap_or_else(|| panic!("no string {key} in {v}"))
        .to_string()
}

/// What the page shows for "left from here" given the engine's hint.
fn remaining(hint: &Value) -> String {
    match hint["remaining"].as_u64() {
        Some(n) => n.to_string(),
        None => panic!("the engine's hint gives no remaining cost: {hint}"),
    }
}

/// Waits until the board shows `game` outside a solution.
fn board_shows(page: &Page, game: &str) {
    page.wait_data("#board", "game", game);
    page.wait_data("#board", "replay", "false");
}

/// The moves of the page's URL (`moves=`), as JSON.
fn url_moves(page: &Page) -> Value {
    page.eval("JSON.parse(new URL(location.href).searchParams.get('moves') ?? '[]')")
}

fn every_page(suite: &Suite, page: &Page, board: &Board) {
    let registry = registry::all();
    let puzzle = registry
        .get(board.id)
        .unwrap_or_else(|| panic!("{} is not registered", board.id));
    let info = puzzle.info();
    let limits = Limits::none();
    let hint_of = |game: &str| puzzle.hint_json(game, &limits).expect("the engine's hint");

    // The engine's figures for the game the page opens on (the example, or an opening board).
    let opening = info.opening.as_deref().unwrap_or(info.example);
    let start = puzzle
        .position_json(opening)
        .expect("the opening game parses");
    let game = text(&start, "game");
    let first = start["legal_moves"][0].clone();
    let after = puzzle
        .play_json(&game, &first, None)
        .expect("the first legal move");
    let after_game = text(&after, "game");
    let optimum = remaining(&hint_of(&game));
    let solution = puzzle
        .solve_json(&game, None, StepDetail::Games, &limits)
        .expect("the example solves");
    let steps = solution["steps"].as_array().expect("steps").clone();
    assert!(
        !steps.is_empty(),
        "{}: the example is not solved yet",
        board.id
    );

    // The page on the example: name, game box, URL, counters.
    page.goto(&suite.url(&format!("/{}?fast=1", board.id)));
    board_shows(page, &game);
    page.wait_text("#puzzle-name", &puzzle::words::english(&info.name_words()));
    assert_eq!(page.value("#game-id"), game);
    assert_eq!(
        page.eval("new URL(location.href).searchParams.get('game')"),
        json!(game),
        "the URL carries the game"
    );
    page.wait_text("#moves", "0");
    page.wait_text("#optimum", &optimum);
    page.wait_text("#distance", &optimum);
    page.screenshot(screenshot_dir().join(format!("{}.png", board.id)));

    // A mistyped game ID: the error with its place under the box; the game stays.
    let error = puzzle
        .canonical(board.bad_game)
        .expect_err("the bad game ID is refused");
    assert!(error.line.is_some(), "{}: {error:?} has no place", board.id);
    page.fill("#game-id", board.bad_game);
    page.wait_text("#game-id-error", &error.with_place());
    assert_eq!(
        page.eval("document.querySelector('#game-id').getAttribute('aria-invalid')"),
        json!("true")
    );
    page.click("#load");
    page.wait_text_contains("#game-message", &error.message);
    page.wait_text("#game-id-error", &error.with_place());
    assert_eq!(page.data("#board", "game").as_deref(), Some(game.as_str()));
    page.fill("#game-id", &game);
    page.wait_text("#game-id-error", "");

    // The first legal move, through the board.
    (board.play)(page, &first);
    board_shows(page, &after_game);
    page.wait_text("#moves", "1");
    page.wait_text("#cost", &after["cost"].to_string());
    page.wait_text("#distance", &remaining(&hint_of(&after_game)));
    page.wait_text("#optimum", &optimum);
    assert_eq!(url_moves(page), json!([first]));

    // Undo, redo, their keys, reset (redo replays after it).
    page.click("#undo");
    board_shows(page, &game);
    page.wait_text("#moves", "0");
    assert_eq!(url_moves(page), json!([]));
    page.click("#redo");
    board_shows(page, &after_game);
    page.wait_text("#moves", "1");
    page.press_key("Control+z");
    board_shows(page, &game);
    page.press_key("Control+y");
    board_shows(page, &after_game);
    page.click("#reset");
    board_shows(page, &game);
    page.wait_text("#moves", "0");
    page.wait_text_contains("#game-message", "Back to the start");
    page.click("#redo");
    board_shows(page, &after_game);

    // The URL brings the position back.
    let url = page.url();
    page.goto(&url);
    board_shows(page, &after_game);
    page.wait_text("#moves", "1");
    page.wait_text("#optimum", &optimum);
    page.click("#undo");
    board_shows(page, &game);

    // A hint: marked on the board, named in the message.
    let hint = hint_of(&game);
    page.click("#hint");
    page.wait_text_contains(
        "#game-message",
        &format!("Hint: {}", support::words::english(&hint["move_words"])),
    );
    page.wait_for_selector(board.hint_css);

    // The solution, stepped to the end: the solved board.
    let n = steps.len();
    page.click("#solve");
    page.wait_for_selector("#solution-panel:not([hidden])");
    page.wait_text("#playback .playback-counter", &format!("move 0 of {n}"));
    let title = page.text("#solution-title");
    assert!(
        title.contains(&format!("{} ", solution["cost"]))
            && title.contains(&text(&solution, "claim_text")),
        "{}: {title}",
        board.id
    );
    page.wait_data("#board", "replay", "true");
    page.click("#playback button[data-action=next]");
    page.wait_text("#playback .playback-counter", &format!("move 1 of {n}"));
    page.wait_data("#board", "game", &text(&steps[0], "game"));
    page.click("#playback button[data-action=last]");
    page.wait_text("#playback .playback-counter", &format!("move {n} of {n}"));
    page.wait_data("#board", "game", &text(&steps[n - 1], "game"));
    page.wait_data("#board", "status", "solved");
    page.wait_text_contains("#solution-step", &format!("Move {n}: "));
    page.screenshot(screenshot_dir().join(format!("{}-solution.png", board.id)));
    page.click("#leave-solution");
    board_shows(page, &game);
    page.wait_for_selector("#solution-panel[hidden]");

    // The solution played through the board: the counters at every move, then the win, one
    // with help (the hint and the solution were shown): never the optimum's praise nor a best.
    for (i, step) in steps.iter().enumerate() {
        (board.play)(page, &step["move"]);
        let here = text(step, "game");
        board_shows(page, &here);
        page.wait_text("#moves", &(i + 1).to_string());
        page.wait_text("#cost", &step["g"].to_string());
        if i + 1 < n {
            page.wait_text("#distance", &remaining(&hint_of(&here)));
        }
    }
    page.wait_data("#board", "status", "solved");
    page.wait_text("#distance", "0");
    let win = page.wait_text_contains("#win-message", "Kept as a result with help");
    assert!(
        win.starts_with(&format!("Solved in {n} move"))
            && win.contains("Solved with help")
            && !win.contains("That is the optimum")
            && !win.contains("A new best"),
        "{}: {win}",
        board.id
    );
    assert_eq!(
        page.text("#best"),
        "–",
        "{}: a win with help is no best",
        board.id
    );
    // the timer ran from the first move and stopped at the win, which says the time
    let clock = page
        .eval("document.querySelector('#timer').textContent")
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(
        clock.len() >= 4 && clock.contains(':') && win.ends_with(&format!("Time: {clock}.")),
        "{}: timer {clock:?}, win {win}",
        board.id
    );
    page.screenshot(screenshot_dir().join(format!("{}-won.png", board.id)));

    // The celebration: the figures against the engine's optimum, the focus on it, the time of
    // the timer; every move (real clicks) sounded, the last one as the win; Esc closes it.
    page.wait_for_selector("#celebration:not([hidden])");
    page.wait_for(
        "document.activeElement.id === 'celebration'",
        std::time::Duration::from_secs(5),
    );
    page.wait_text("#celebration-moves", &n.to_string());
    page.wait_text("#celebration-time", &clock);
    assert_eq!(page.data("#celebration", "over").as_deref(), Some("0"));
    assert_eq!(page.data("#celebration", "helped").as_deref(), Some("true"));
    assert!(
        page.text("#celebration-verdict").starts_with("With help")
            && page
                .text("#celebration-cost")
                .starts_with(&format!("{} ", solution["cost"])),
        "{}: {}",
        board.id,
        page.text("#celebration")
    );
    let sounds = page.eval("globalThis.puzzlelabSounds");
    let sounds: Vec<&str> = sounds
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    assert_eq!(sounds.last(), Some(&"win"), "{}: {sounds:?}", board.id);
    // the page was opened again (the URL) before the solution was played: its n moves
    assert_eq!(
        sounds.len(),
        n,
        "{}: a sound per move: {sounds:?}",
        board.id
    );
    page.press_key("Escape");
    page.wait_for_selector("#celebration[hidden]");

    // A new game from the generator.
    page.click("#generate");
    page.wait_text_contains("#generate-message", "New ");
    let made = page.wait_for(
        &format!(
            "(() => {{ const g = document.querySelector('#board').dataset.game; return g !== {game:?} ? g : ''; }})()"
        ),
        std::time::Duration::from_secs(30),
    );
    let made = made.as_str().unwrap_or_default().to_string();
    assert_eq!(
        puzzle.canonical(&made).as_deref(),
        Ok(made.as_str()),
        "the generated game is canonical"
    );
    page.wait_text("#moves", "0");
    assert_eq!(page.value("#game-id"), made);
    assert_eq!(
        page.eval("new URL(location.href).searchParams.get('game')"),
        json!(made)
    );

    // The library: the built-in games, one loaded by a click.
    page.wait_for_selector("#library .library-list li button[data-description]");
    let listed = page.count("#library .library-list li button[data-description]");
    let expected = page.eval(&format!(
        "fetch('/api/libraries?puzzle={}').then(r => r.json()).then(b => b.libraries[0].puzzle_count)",
        board.id
    ));
    assert_eq!(
        Some(listed as u64),
        expected.as_u64(),
        "{}: every game of the first library is listed",
        board.id
    );
    assert!(listed > 0, "{}: no built-in games", board.id);
    let picked = page
        .eval("document.querySelector('#library .library-list li:nth-child(2) button[data-description], #library .library-list li button[data-description]').dataset.description")
        .as_str()
        .unwrap_or_default()
        .to_string();
    let picked_game = puzzle.canonical(&picked).expect("a library game parses");
    page.click(&format!(
        "#library .library-list li button[data-description={}]",
        serde_json::to_string(&picked).unwrap_or_default()
    ));
    board_shows(page, &picked_game);
    page.wait_text("#moves", "0");
    page.assert_no_console_errors();
}

/// The sounds and the timer every page shares: nothing sounds before the player's first
/// gesture; a move and a refused move sound; the mute switch of the header silences them and
/// is remembered; the timer starts with the first move, and Reset or a new game resets it.
fn sounds_and_timer(suite: &Suite, page: &Page) {
    let registry = registry::all();
    let puzzle = registry.get("n-puzzle").expect("the 15-puzzle");
    let info = puzzle.info();
    let start = puzzle
        .position_json(info.opening.as_deref().unwrap_or(info.example))
        .expect("the opening game");
    let game = text(&start, "game");
    let first = &start["legal_moves"][0];
    page.goto(&suite.url("/n-puzzle?fast=1"));
    board_shows(page, &game);
    let sounds = || page.eval("globalThis.puzzlelabSounds.join(',')");
    // before any gesture a sound asked for is not played (the autoplay rule)
    page.eval("import('/js/kit/sound.js').then(m => m.playSound('move'))");
    assert_eq!(sounds(), json!(""));
    page.wait_text("#timer", "0:00");

    npuzzle_click(page, first);
    page.wait_text("#moves", "1");
    assert_eq!(sounds(), json!("move"));
    // a tile that cannot slide: refused, with its sound
    let stuck = page.eval(
        "[...document.querySelectorAll('#board .np-tile')].find(b => !b.classList.contains('movable')).dataset.tile",
    );
    page.click(&format!(
        "#board .np-tile[data-tile='{}']",
        stuck.as_str().unwrap_or_default()
    ));
    page.wait_text_contains("#game-message", "is not next to the blank");
    assert_eq!(sounds(), json!("move,refused"));
    // the timer runs from the first move
    page.wait_for(
        "document.querySelector('#timer').textContent === '0:01'",
        std::time::Duration::from_secs(5),
    );

    // muted: remembered over a reload, and nothing sounds
    page.click("header.site .mute-switch");
    assert_eq!(
        page.eval(
            "document.querySelector('header.site .mute-switch').getAttribute('aria-pressed')"
        ),
        json!("true")
    );
    page.reload();
    page.wait_for_selector("header.site .mute-switch[aria-pressed='true']");
    page.wait_text("#moves", "1");
    page.click("#undo");
    page.wait_text("#moves", "0");
    npuzzle_click(page, first);
    page.wait_text("#moves", "1");
    assert_eq!(sounds(), json!(""));
    // Reset starts the timer again, and so does a new game
    page.wait_for(
        "document.querySelector('#timer').textContent !== '0:00'",
        std::time::Duration::from_secs(5),
    );
    page.click("#reset");
    page.wait_text("#moves", "0");
    page.wait_text("#timer", "0:00");
    npuzzle_click(page, first);
    page.wait_for(
        "document.querySelector('#timer').textContent !== '0:00'",
        std::time::Duration::from_secs(5),
    );
    page.fill("#game-id", &game);
    page.click("#load");
    page.wait_text("#moves", "0");
    page.wait_text("#timer", "0:00");
    // sounds on again for the other scenarios (the browser's storage is shared)
    page.click("header.site .mute-switch");
    page.wait_for_selector("header.site .mute-switch[aria-pressed='false']");
    page.assert_no_console_errors();
}

/// Every text of a page that fails WCAG AA contrast against what is behind it (4.5:1, 3:1 for
/// large text), as `text: ratio`. Text in drawings (SVG), on images or gradients, hidden or
/// disabled is left out.
const CONTRAST_FAILURES: &str = r#"(() => {
  const parse = (c) => { const m = /rgba?\(([^)]+)\)/.exec(c); if (!m) return null;
    const p = m[1].split(/[\s,\/]+/).filter(Boolean).map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const over = (top, below) => top.slice(0, 3).map((v, i) => v * top[3] + below[i] * (1 - top[3])).concat(1);
  const lum = (c) => { const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]); };
  const behind = (el) => { const layers = [];
    for (let e = el; e; e = e.parentElement) { const s = getComputedStyle(e);
      if (s.backgroundImage !== 'none') return null;
      const c = parse(s.backgroundColor); if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; } }
    let colour = [255, 255, 255, 1]; for (const c of layers.reverse()) colour = over(c, colour); return colour; };
  const failures = [];
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('svg, [hidden], :disabled, [aria-disabled="true"], option')) continue;
    if (![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
    const r = el.getBoundingClientRect(); if (!r.width || !r.height) continue;
    const s = getComputedStyle(el); if (s.visibility !== 'visible') continue;
    let dim = false; for (let e = el; e; e = e.parentElement) if (Number(getComputedStyle(e).opacity) < 1) dim = true;
    if (dim) continue;
    const bg = behind(el); if (!bg) continue;
    const fg = over(parse(s.color), bg);
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    const size = parseFloat(s.fontSize), bold = Number(s.fontWeight) >= 700;
    const need = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    if (ratio < need) failures.push(`${el.textContent.trim().slice(0, 40)}: ${ratio.toFixed(2)}`);
  }
  return failures;
})()"#;

/// Dark mode: with the system set to dark every page (home, lab, each puzzle's game page) has
/// a dark background and every text keeps WCAG AA contrast.
fn dark_mode(suite: &Suite, page: &Page) {
    page.call(
        "Emulation.setEmulatedMedia",
        json!({ "features": [{ "name": "prefers-color-scheme", "value": "dark" }] }),
    );
    let mut paths = vec!["/".to_string(), "/lab".to_string()];
    paths.extend(registry::all().ids().iter().map(|id| format!("/{id}")));
    for path in paths {
        page.goto(&suite.url(&path));
        page.wait_for(
            "!document.documentElement.classList.contains('i18n-pending') && document.querySelectorAll('header.site nav a').length > 2",
            std::time::Duration::from_secs(10),
        );
        if path.len() > 1 && path != "/lab" {
            page.wait_for_selector("#board[data-game]");
            page.wait_for_selector("#library .library-list li");
        }
        let dark = page.eval(
            "(() => { const [r, g, b] = getComputedStyle(document.documentElement).backgroundColor.match(/[0-9.]+/g).map(Number); return r + g + b < 120; })()",
        );
        assert_eq!(dark, json!(true), "{path}: the page is not dark");
        let failures = page.eval(CONTRAST_FAILURES);
        assert_eq!(failures, json!([]), "{path}: text below AA contrast");
        page.screenshot(screenshot_dir().join(format!("dark{}.png", path.replace('/', "-"))));
    }
    // the check itself finds faint text
    page.eval("document.querySelector('main').append(Object.assign(document.createElement('p'), { textContent: 'faint words', style: 'color: #3a3d42' }))");
    let failures = page.eval(CONTRAST_FAILURES);
    assert!(
        failures.to_string().contains("faint words"),
        "the contrast check missed faint text: {failures}"
    );
    page.call("Emulation.setEmulatedMedia", json!({ "features": [] }));
}

/// A 15-puzzle game with a goal of its own (the textbooks' 8-puzzle): the goal is drawn beside
/// the board (below it on a phone, nothing sticking out), a tile is "home" on its goal cell,
/// and playing the 5 optimal moves ends solved at that goal.
fn npuzzle_goal(suite: &Suite, page: &Page) {
    let game = "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5";
    let encoded = game
        .replace(' ', "%20")
        .replace('/', "%2F")
        .replace(';', "%3B")
        .replace('=', "%3D");
    page.goto(&suite.url(&format!("/n-puzzle?fast=1&game={encoded}")));
    board_shows(page, game);
    let goal = page.eval(
        "(() => { const g = document.querySelector('#board .np-goal'); return g && !g.hidden && g.getBoundingClientRect().height > 0 ? [...g.querySelectorAll('.np-goal-tile')].map(t => t.textContent).join(' ') : null; })()",
    );
    assert_eq!(goal, json!("1 2 3 8 4 7 6 5"));
    let home = |tile: u8| {
        page.eval(&format!(
            "document.querySelector(\"#board .np-tile[data-tile='{tile}']\").classList.contains('home')"
        ))
    };
    assert_eq!(
        (home(3), home(4), home(2)),
        (json!(true), json!(true), json!(false))
    );
    assert!(
        support::checks::sideways_scroll(page).is_empty(),
        "sideways scroll"
    );
    for (i, tile) in [6, 8, 2, 1, 8].into_iter().enumerate() {
        npuzzle_click(page, &json!({ "tile": tile }));
        page.wait_text("#moves", &(i + 1).to_string());
    }
    page.wait_data("#board", "solved", "true");
    page.assert_no_console_errors();
}

/// Loyd's 14-15 puzzle, proven unsolvable, is no level of the 15-puzzle's classics: it is a
/// challenge to prove impossible, in Chinese, met by asking for the solution, whose proof is
/// the parity argument said once ("无解" never doubled).
fn npuzzle_loyd_challenge(suite: &Suite, page: &Page) {
    let loyd = npuzzle::backend::libraries::LOYD;
    page.goto(&suite.url("/n-puzzle?lang=zh-CN&fast=1"));
    page.wait_for_selector("#levels-list .level-item");
    let classics = page.eval(
        "fetch('/api/libraries?kind=n-puzzle').then(r => r.json())\
         .then(b => String(b.libraries.find(l => l.name === 'classics').id))",
    );
    page.select_option(
        "#levels-library",
        classics.as_str().expect("the classics' id"),
    );
    let challenge = format!("#levels-impossible .impossible-item[data-description='{loyd}']");
    page.wait_for_selector(&challenge);
    assert_eq!(
        page.count(&format!(
            "#levels-list .level-item[data-description='{loyd}']"
        )),
        0,
        "an unsolvable game listed as a level"
    );
    page.eval("localStorage.removeItem('puzzlelab-levels-proven-n-puzzle')");
    page.reload();
    page.wait_for_selector("#levels-list .level-item");
    page.select_option("#levels-library", classics.as_str().unwrap_or_default());
    page.wait_for_selector(&challenge);
    assert_eq!(page.data(&challenge, "proven").as_deref(), Some("false"));
    assert!(page.text(&challenge).contains("尚未证明"));
    page.click(&challenge);
    board_shows(page, loyd);
    let proof = page.wait_text_contains("#board .np-parity", "逆序对");
    assert!(!proof.contains("无解：无解"), "{proof}");
    page.click("#solve");
    let message = page.wait_text_contains("#game-message", "无解");
    assert!(!message.contains("无解：无解"), "{message}");
    page.wait_data(&challenge, "proven", "true");
    page.wait_text_contains("#levels-impossible-summary", "已证明 1 个无解");
    page.eval("localStorage.removeItem('puzzlelab-levels-proven-n-puzzle')");
    // every built-in library's games are named in Chinese (the textbooks' examples, the
    // generated levels "3x3 easy (seed 1)")
    let libraries = page.eval(
        "fetch('/api/libraries?kind=n-puzzle').then(r => r.json())\
         .then(b => b.libraries.filter(l => l.builtin).map(l => [l.name, String(l.id)]))",
    );
    for library in libraries.as_array().expect("the libraries") {
        page.select_option("#levels-library", library[1].as_str().unwrap_or_default());
        page.wait_for_selector("#levels-list .level-name, #levels-impossible .level-name");
        let english = support::checks::untranslated_text(page);
        assert!(english.is_empty(), "{}: {english:?}", library[0]);
    }
    page.assert_no_console_errors();
}

#[test]
fn every_puzzle_page_plays_through_the_one_interface() {
    let ids = registry::all().ids();
    for id in &ids {
        assert!(
            BOARDS.iter().any(|b| b.id == *id),
            "{id} is registered: add how its board plays a move to BOARDS"
        );
    }
    let scenarios = BOARDS
        .iter()
        .filter(|b| ids.contains(&b.id))
        .map(|b| {
            scenario(b.id, move |suite: &Suite, page: &Page| {
                every_page(suite, page, b)
            })
        })
        .chain([
            scenario("sounds and timer", sounds_and_timer),
            scenario("dark mode", dark_mode),
            scenario("n-puzzle goal", npuzzle_goal),
            scenario("n-puzzle Loyd challenge", npuzzle_loyd_challenge)
                .on(Screen::Desktop, "zh-CN"),
        ])
        .collect();
    suite::run("pages", scenarios);
}
