//! The home page, the navigation and the search lab, in headless Chromium: one card per
//! puzzle of the registry, each leading to its game page; the navigation on every page (the
//! current page marked); a path that is no page; the search lab on the first puzzle when the
//! one asked for (or `n-puzzle`, its default) is not registered, a solve with playback of g, h and
//! f checked against the engine, a run stopped by its node limit, the comparison table with a
//! row per solver, a cancelled run, a game with a mistake, another puzzle chosen; and on every
//! puzzle, a traced search stepped through, its state space drawn and its heuristics checked.

mod support;

use puzzle::JsonAnswers;
use puzzle::StepDetail;
use search::Limits;
use serde_json::{json, Value};
use support::browser::{screenshot_dir, Page};
use support::suite::{self, scenario, Suite};

/// The puzzles as `/api/puzzles` lists them (the registry's order).
fn infos() -> Vec<(String, String, String)> {
    registry::all()
        .iter()
        .map(|p| {
            let info = p.info();
            (
                info.id.to_string(),
                puzzle::words::english(&info.name_words()),
                info.native_name.to_string(),
            )
        })
        .collect()
}

fn nav_links(page: &Page) -> Value {
    page.eval("[...document.querySelectorAll('header.site nav a')].map(a => [a.getAttribute('href'), a.textContent, a.getAttribute('aria-current')])")
}

/// The cards come from the registry, each with a picture of its puzzle, then the lab's card;
/// each leads to its page; no command-line text; the navigation.
fn home(suite: &Suite, page: &Page) {
    let puzzles = infos();
    page.goto(&suite.url("/"));
    page.wait_for_selector("#puzzle-list li.card");
    assert_eq!(page.count("#puzzle-list li.card"), puzzles.len() + 1);
    let cards = page.eval(
        "[...document.querySelectorAll('#puzzle-list li.card[data-puzzle]')].map(c => c.dataset.puzzle)",
    );
    let ids: Vec<&str> = puzzles.iter().map(|(id, ..)| id.as_str()).collect();
    assert_eq!(
        cards,
        json!(ids),
        "one card per puzzle, in the registry's order"
    );
    let text = page.text("#puzzle-list");
    for (_, name, native) in &puzzles {
        assert!(
            text.contains(name.as_str()) && text.contains(native.as_str()),
            "{name} missing: {text}"
        );
    }
    page.wait_text("#home-message", "");
    assert!(
        !text.contains("puzzlelab") && !text.contains("--help"),
        "{text}"
    );
    // every card's picture is drawn (the lab's card last, leading to the lab)
    page.wait_for(
        &format!(
            "[...document.querySelectorAll('#puzzle-list li.card img.card-picture')].filter(i => i.complete && i.naturalWidth > 0).length === {}",
            puzzles.len() + 1
        ),
        std::time::Duration::from_secs(10),
    );
    assert_eq!(
        page.eval("document.querySelector('#puzzle-list li.card:last-child a.button').getAttribute('href')"),
        json!("/lab")
    );

    // The navigation: Home, every puzzle, the lab; Home is the current page.
    page.wait_for(
        &format!(
            "document.querySelectorAll('header.site nav a').length === {}",
            puzzles.len() + 2
        ),
        std::time::Duration::from_secs(10),
    );
    let mut expected = vec![json!(["/", "Home", "page"])];
    for (id, name, _) in &puzzles {
        expected.push(json!([format!("/{id}"), name, null]));
    }
    expected.push(json!(["/lab", "Search lab", null]));
    assert_eq!(nav_links(page), json!(expected));
    page.screenshot(screenshot_dir().join("home.png"));

    // Each card's Play leads to its game page, where the navigation marks it.
    for (id, name, _) in &puzzles {
        page.goto(&suite.url("/"));
        page.click(&format!("#puzzle-list li[data-puzzle='{id}'] a.button"));
        page.wait_text("#puzzle-name", name);
        assert_eq!(page.eval("location.pathname"), json!(format!("/{id}")));
        page.wait_for(
            &format!("document.querySelector('header.site nav a[aria-current=page]')?.getAttribute('href') === '/{id}'"),
            std::time::Duration::from_secs(10),
        );
        page.wait_for_selector("#board[data-game]");
    }

    // The lab from the navigation: on a game page, the link opens that game's puzzle in it.
    let (last, _, _) = puzzles.last().expect("puzzles");
    page.click("header.site nav a#nav-lab");
    page.wait_for(
        "document.body?.dataset.ready === 'true'",
        std::time::Duration::from_secs(10),
    );
    assert_eq!(page.eval("location.pathname"), json!("/lab"));
    page.wait_for(
        &format!("document.querySelector('#puzzle')?.value === '{last}'"),
        std::time::Duration::from_secs(10),
    );
    page.assert_no_console_errors();

    // A path that is no page: a 404 page with a way back (its own request is logged).
    page.goto(&suite.url("/no-such-puzzle"));
    let said = i18n::text(
        i18n::Lang::En,
        "notfound-text",
        &[("path", i18n::Arg::from("/no-such-puzzle"))],
    );
    assert!(page.text("body").contains(&said), "{}", page.text("body"));
    page.click("a[href='/']");
    page.wait_for_selector("#puzzle-list li.card");
}

fn open_lab(suite: &Suite, page: &Page, query: &str) {
    page.goto(&suite.url(&format!("/lab{query}")));
    // the form is live only once the script has run
    page.wait_for(
        "document.body?.dataset.ready === 'true'",
        std::time::Duration::from_secs(10),
    );
}

/// The lab: a solver's number (beam width) set beside it; the run is the engine's with that
/// width, named with it.
fn lab_solver_setting(suite: &Suite, page: &Page) {
    let game = "VCCV/VCCV/VHHV/VSSV/S..S";
    let expected = registry::all()
        .get("klotski")
        .unwrap()
        .solve_json(game, Some("beam:50"), StepDetail::Games, &Limits::none())
        .unwrap();
    open_lab(suite, page, "?puzzle=klotski");
    assert!(page.eval("document.querySelector('#algorithm-param-label').hidden") == json!(true));
    page.select_option("#algorithm", "beam:1000");
    page.wait_for(
        "!document.querySelector('#algorithm-param-label').hidden",
        std::time::Duration::from_secs(5),
    );
    assert_eq!(page.value("#algorithm-param"), "1000");
    assert_eq!(page.text("#algorithm-param-name"), "Beam width");
    page.fill("#algorithm-param", "50");
    page.click("#solve");
    page.wait_text(
        "#result-title",
        &format!(
            "beam (width 50): {} moves (heuristic)",
            expected["cost"].as_u64().unwrap()
        ),
    );
    // a solver without a number has no such field
    page.select_option("#algorithm", "astar");
    page.wait_for(
        "document.querySelector('#algorithm-param-label').hidden",
        std::time::Duration::from_secs(5),
    );
    page.assert_no_console_errors();
}

/// The lab: its default puzzle missing, a solve with g/h/f, a stopped run, a mistake.
fn lab_solve(suite: &Suite, page: &Page) {
    let registry = registry::all();
    let first = registry.iter().next().expect("a puzzle").info();
    // A puzzle this server does not have, with a game of its own: the first puzzle, on its
    // example (not on the other puzzle's game).
    open_lab(suite, page, "?puzzle=no-such-puzzle&game=1+2+3+4+5+6+7+0+8");
    assert_eq!(page.value("#puzzle"), first.id);
    assert_eq!(page.value("#game"), first.example);
    assert_eq!(
        page.eval("new URL(location.href).searchParams.get('puzzle')"),
        json!(first.id)
    );
    // The lab's default is the 15-puzzle; until it is registered, the first puzzle.
    let default = if registry.get("n-puzzle").is_some() {
        "n-puzzle"
    } else {
        first.id
    };
    open_lab(suite, page, "");
    assert_eq!(page.value("#puzzle"), default);

    // Klotski with A*: the engine's cost, and g, h, f at each step.
    open_lab(suite, page, "?puzzle=klotski");
    let game = "VCCV/VCCV/VHHV/VSSV/S..S";
    let expected = registry
        .get("klotski")
        .unwrap()
        .solve_json(game, Some("astar"), StepDetail::Games, &Limits::none())
        .unwrap();
    let n = expected["steps"].as_array().unwrap().len();
    page.select_option("#algorithm", "astar");
    page.click("#solve");
    page.wait_text(
        "#result-title",
        &format!("A*: {} moves (optimal)", expected["cost"]),
    );
    let h0 = &expected["start"]["h"];
    page.wait_text(
        "#step-info",
        &format!("Step 0 of {n} · start · g = 0, h = {h0}, f = {h0}"),
    );
    page.wait_text_contains("#lab-message", "expanded");
    for k in 1..=2 {
        page.click("#playback button[data-action=next]");
        let step = &expected["steps"][k - 1];
        page.wait_text(
            "#step-info",
            &format!(
                "Step {k} of {n} · move: {} · g = {}, h = {}, f = {}",
                support::words::english(&step["move_words"]),
                step["g"],
                step["h"],
                step["f"]
            ),
        );
        page.wait_data("#board", "layout", step["game"].as_str().unwrap());
    }
    page.click("#playback button[data-action=last]");
    page.wait_text_contains("#step-info", &format!("Step {n} of {n}"));
    page.wait_text_contains("#step-info", "h = 0");
    page.screenshot(screenshot_dir().join("lab.png"));

    // A run stopped by its node limit says so: that is not "no solution".
    page.select_option("#algorithm", "dfs:200");
    page.fill("#max-nodes", "100");
    page.click("#solve");
    page.wait_text(
        "#result-title",
        "DFS (depth <= 200): stopped by the node limit",
    );
    page.fill("#max-nodes", "");

    // A game with a mistake: inline, with its place; nothing is run.
    page.fill("#game", "VCCV/VCCX/VHHV/VSSV/S..S");
    let error = registry
        .get("klotski")
        .unwrap()
        .canonical("VCCV/VCCX/VHHV/VSSV/S..S")
        .unwrap_err();
    page.wait_text("#game-error", &error.with_place());
    page.click("#solve");
    page.wait_text("#game-error", &error.with_place());
    assert_eq!(
        page.eval("document.querySelector('#game').getAttribute('aria-invalid')"),
        json!("true")
    );

    // Another puzzle: its example, its solvers, its board.
    page.select_option("#puzzle", "lianliankan");
    let llk = registry.get("lianliankan").unwrap();
    assert_eq!(page.value("#game"), llk.info().example);
    assert_eq!(page.count("#algorithm option"), llk.solvers().len());
    page.click("#solve");
    let solved = llk
        .solve_json(llk.info().example, None, StepDetail::Games, &Limits::none())
        .unwrap();
    page.wait_text_contains(
        "#result-title",
        &format!("{} segments (optimal)", solved["cost"]),
    );
    page.wait_for_selector("#board button.llk-tile");
    page.click("#playback button[data-action=next]");
    page.wait_text_contains("#step-info", "Step 1 of");
    page.wait_for_selector("#board .llk-path");
    page.screenshot(screenshot_dir().join("lab-lianliankan.png"));

    // One stick is one stick: the matchstick example takes 1.
    page.select_option("#puzzle", "matchstick");
    page.click("#solve");
    page.wait_text_contains("#result-title", ": 1 stick (optimal)");
    page.assert_no_console_errors();
}

/// The comparison table, and a run cancelled.
fn lab_compare_and_cancel(suite: &Suite, page: &Page) {
    let registry = registry::all();
    let klotski = registry.get("klotski").unwrap();
    let compared: Vec<String> = klotski
        .solvers()
        .into_iter()
        .filter(|s| s.compare)
        .map(|s| puzzle::words::english(&s.label_words("klotski")))
        .collect();
    open_lab(suite, page, "?puzzle=klotski");
    page.fill("#max-seconds", "5");
    page.click("#compare");
    page.wait_for_selector("#cancel:not([hidden])");
    page.wait_for(
        &format!(
            "document.querySelectorAll('#compare-table tbody tr').length === {}",
            compared.len()
        ),
        std::time::Duration::from_secs(60),
    );
    let table = page.text("#compare-table");
    for label in &compared {
        assert!(table.contains(label.as_str()), "{label} missing: {table}");
    }
    // the optimal rows at the least cost are marked
    assert!(page.count("#compare-table tbody tr.best") >= 1);
    page.wait_text_contains(
        "#lab-message",
        &format!("Compared {} algorithms", compared.len()),
    );
    page.wait_for_selector("#cancel[hidden]");
    page.screenshot(screenshot_dir().join("lab-compare.png"));

    // A long run (iterative deepening, for as many nodes as the server allows) cancelled.
    page.fill("#max-seconds", "30");
    page.fill("#max-nodes", "50000000");
    page.select_option("#algorithm", "iddfs:200");
    page.click("#solve");
    page.wait_text_contains("#lab-message", "Searching");
    page.click("#cancel");
    page.wait_text("#lab-message", "Cancelled.");
    page.wait_for_selector("#cancel[hidden]");
    assert_eq!(
        page.eval("document.querySelector('#solve').disabled"),
        json!(false)
    );
    page.assert_no_console_errors();
}

/// A run stopped by its node limit says so and offers to raise it: each click runs BFS again
/// with ten times the nodes until it answers (横刀立马 takes some 24,000 expansions), and the
/// answer is the engine's.
fn lab_raise_limit(suite: &Suite, page: &Page) {
    let game = "VCCV/VCCV/VHHV/VSSV/S..S";
    let expected = registry::all()
        .get("klotski")
        .expect("klotski")
        .solve_json(
            game,
            Some("bfs"),
            puzzle::StepDetail::Games,
            &Limits::none(),
        )
        .expect("BFS answers");
    open_lab(
        suite,
        page,
        &format!("?puzzle=klotski&game={}", game.replace('/', "%2F")),
    );
    page.select_option("#algorithm", "bfs");
    page.fill("#max-nodes", "10");
    page.fill("#max-seconds", "30");
    page.click("#solve");
    page.wait_text_contains("#result-title", "stopped by the node limit");
    assert!(!page.text("#result-title").contains("no solution"));
    let offered = || page.eval("!document.querySelector('#raise-limit').hidden") == json!(true);
    page.wait_for(
        "!document.querySelector('#raise-limit').hidden",
        std::time::Duration::from_secs(10),
    );
    let mut raised = Vec::new();
    while offered() {
        assert!(
            raised.len() < 6,
            "still stopped after raising to {raised:?}"
        );
        assert_eq!(
            page.text("#raise-limit"),
            "Raise the node limit and run again"
        );
        page.click("#raise-limit");
        raised.push(page.value("#max-nodes"));
        // the run is over: answered, or stopped again with the offer back
        page.wait_for(
            "document.querySelector('#cancel').hidden && (!document.querySelector('#result-title').textContent.includes('stopped') || !document.querySelector('#raise-limit').hidden)",
            std::time::Duration::from_secs(60),
        );
    }
    assert!(raised.len() >= 2, "{raised:?}");
    page.wait_text_contains("#result-title", &format!("{} ", expected["cost"]));
    assert!(
        !page.text("#result-title").contains("stopped"),
        "{}",
        page.text("#result-title")
    );
    page.assert_no_console_errors();
}

/// On every puzzle, five algorithms picked by hand are compared: a row each, and the table
/// exports.
fn lab_compare_picked(suite: &Suite, page: &Page) {
    for puzzle in registry::all().iter() {
        let id = puzzle.info().id;
        let picked: Vec<String> = puzzle
            .solvers()
            .into_iter()
            .take(5)
            .map(|s| s.name)
            .collect();
        assert_eq!(picked.len(), 5, "{id} offers fewer than five solvers");
        open_lab(suite, page, &format!("?puzzle={id}"));
        page.fill("#max-seconds", "2");
        page.fill("#max-nodes", "200000");
        page.eval("document.querySelectorAll('#compare-algos input').forEach(i => { i.checked = false; })");
        for name in &picked {
            page.eval(&format!(
                "document.querySelector('#compare-algos input[value={}]').checked = true",
                serde_json::to_string(name).unwrap()
            ));
        }
        page.click("#compare-picked");
        page.wait_for(
            "document.querySelectorAll('#compare-table tbody tr').length === 5",
            std::time::Duration::from_secs(60),
        );
        page.wait_text_contains("#lab-message", "Compared 5 algorithms");
        let table = page.text("#compare-table");
        assert!(
            !table.contains("no solution") || id == "matchstick",
            "{id}: {table}"
        );
        page.wait_for_selector("#cancel[hidden]");
    }
    page.assert_no_console_errors();
}

/// Runs the trace the lab's form asks for and steps it forward twice and back once, to the
/// second step.
fn trace_and_step(page: &Page) {
    page.click("#trace");
    page.wait_text_contains("#trace-figures", "Step 1 of");
    page.click("#trace-playback [data-action=next]");
    page.wait_text_contains("#trace-figures", "Step 2 of");
    page.click("#trace-playback [data-action=next]");
    page.wait_text_contains("#trace-figures", "Step 3 of");
    page.click("#trace-playback [data-action=prev]");
    page.wait_text_contains("#trace-figures", "Step 2 of");
    // the playback's counter counts the steps as their figures do
    let counter = page.text("#trace-playback .playback-counter");
    let figures = page.text("#trace-figures");
    assert!(
        counter.starts_with("Step 2 of") && figures.starts_with(&counter),
        "{counter} / {figures}"
    );
}

/// On the 8-puzzle: a traced A* stepped forward and back with its figures, the whole state
/// space (181,440 states) drawn and coloured, Manhattan distance checked admissible and the
/// inadmissible example caught, and a small textbook experiment.
fn lab_watch_check_experiment(suite: &Suite, page: &Page) {
    open_lab(
        suite,
        page,
        "?puzzle=n-puzzle&game=8%206%207/2%205%204/3%200%201",
    );
    page.wait_for("!document.querySelector('#watch-controls').hidden && document.querySelectorAll('#trace-heuristic option').length > 1", std::time::Duration::from_secs(10));
    page.select_option("#trace-heuristic", "manhattan");
    trace_and_step(page);
    assert_eq!(page.count("#trace-code li.current"), 1);
    assert!(page.count("#trace-frontier li") >= 1);

    page.click("#space");
    page.wait_for(
        "document.querySelector('#space-view').dataset.frameMs !== undefined",
        std::time::Duration::from_secs(60),
    );
    page.wait_text_contains("#space-caption", "181,440 states");
    // each step redraws the coloured space; its frame time is the benchmark's figure
    let mut frames = Vec::new();
    for step in 3..8 {
        page.click("#trace-playback [data-action=next]");
        page.wait_text_contains("#trace-figures", &format!("Step {step} of"));
        frames.push(page.eval("document.querySelector('#space-view').dataset.frameMs"));
    }
    eprintln!("state-space view, 181,440 states: first frame and redraws (ms): {frames:?}");
    page.screenshot(screenshot_dir().join("lab-state-space.png"));

    page.select_option("#check-heuristic", "manhattan");
    page.click("#check");
    page.wait_text_contains("#check-worst", "Admissible");
    page.select_option("#check-heuristic", "inadmissible");
    page.click("#check");
    page.wait_text_contains("#check-worst", "Not admissible");

    page.fill("#experiment-depths", "2,4,6");
    page.fill("#experiment-instances", "5");
    page.click("#experiment");
    page.wait_for(
        "document.querySelectorAll('#experiment-table tbody tr').length >= 9",
        std::time::Duration::from_secs(60),
    );
    page.screenshot(screenshot_dir().join("lab-experiment.png"));
    page.assert_no_console_errors();
}

/// The pseudocode line follows the steps: a solved 8-puzzle under IDA* is one goal test,
/// which ends the search ("solution found", not "search again"), and a recording cut short
/// ends on an expansion, never on "solution found".
fn lab_trace_lines(suite: &Suite, page: &Page) {
    let ready = "!document.querySelector('#watch-controls').hidden && document.querySelectorAll('#trace-heuristic option').length > 1";
    open_lab(
        suite,
        page,
        "?puzzle=n-puzzle&game=1%202%203/4%205%206/7%208%200",
    );
    page.wait_for(ready, std::time::Duration::from_secs(10));
    page.select_option("#trace-algorithm", "idastar");
    page.click("#trace");
    page.wait_text_contains("#trace-figures", "Step 1 of 1, the goal test");
    assert_eq!(
        page.text("#trace-code li.current"),
        "solution found: the path to the goal"
    );

    open_lab(suite, page, "?puzzle=klotski&game=VCCV/VCCV/VHHV/VSSV/S..S");
    page.wait_for(ready, std::time::Duration::from_secs(10));
    page.select_option("#trace-algorithm", "astar");
    page.fill("#trace-steps", "20");
    page.click("#trace");
    page.wait_text_contains("#lab-message", "Recording stopped after 20 steps");
    page.click("#trace-playback [data-action=last]");
    page.wait_text_contains("#trace-figures", "Step 20 of 20, expansion");
    assert_eq!(
        page.text("#trace-code li.current"),
        "take the node n with the least f off the frontier and expand it"
    );
    page.assert_no_console_errors();
}

/// A small game for the lab on each puzzle: its whole reachable space is drawn, and the
/// inadmissible example overestimates on it (computed, see `crates/web/tests/lab.rs`).
fn lab_game(id: &str) -> &'static str {
    match id {
        "klotski" => "VCCV/VCCV/VHHV/VSSV/S..S",
        "n-puzzle" => "8 6 7/2 5 4/3 0 1",
        "lianliankan" => "1 2 3 2 4/5 0 6 0 3/3 6 0 5 1/4 7 7 0 3",
        "tendrops" => "40/31",
        "matchstick" => "1+1=3;k=2",
        other => panic!("{other} has no small game for the lab here: add one"),
    }
}

/// On every puzzle of the registry: a traced A* stepped forward twice and back once, the
/// trace board drawing the engine's own second expansion, the state space drawn, and the
/// checker telling the puzzle's admissible heuristic from the inadmissible example.
fn lab_on_every_puzzle(suite: &Suite, page: &Page) {
    for puzzle in registry::all().iter() {
        let id = puzzle.info().id;
        let game = lab_game(id);
        let request = puzzle::LabRequest {
            algorithm: "astar".into(),
            max: 2000,
            ..Default::default()
        };
        let trace = puzzle
            .trace_json(game, &request, &Limits::none())
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        let second = trace["steps"][1]["state"].as_str().unwrap_or_default();
        assert!(!second.is_empty(), "{id}: fewer than two expansions");
        let admissible = puzzle
            .heuristics()
            .into_iter()
            .find(|h| h.default)
            .unwrap_or_else(|| panic!("{id}: no default heuristic"));
        assert!(admissible.admissible, "{id}");

        let query = format!(
            "?puzzle={id}&game={}",
            page.eval(&format!(
                "encodeURIComponent({})",
                serde_json::to_string(game).unwrap()
            ))
            .as_str()
            .unwrap_or_default()
        );
        open_lab(suite, page, &query);
        page.wait_for("!document.querySelector('#watch-controls').hidden && document.querySelectorAll('#trace-heuristic option').length > 1", std::time::Duration::from_secs(10));
        // a chosen goal and bidirectional search only where the lab searches backward
        let backward = puzzle.lab_bidirectional();
        assert_eq!(
            page.eval("[document.querySelector('#trace-goal').closest('label').hidden, document.querySelector('#trace-goal-why').hidden, document.querySelector('#trace-algorithm option[value=bibfs]').disabled]"),
            json!([!backward, !backward, !backward]),
            "{id}"
        );
        page.select_option("#trace-algorithm", "astar");
        trace_and_step(page);
        page.wait_data("#trace-board", "game", second);

        page.click("#space");
        page.wait_for(
            "document.querySelector('#space-view').dataset.frameMs !== undefined",
            std::time::Duration::from_secs(60),
        );
        page.wait_text_contains("#space-caption", "states in");
        if id == "tendrops" {
            // a tap cannot be taken back: most states of this game can no longer be cleared
            page.wait_text_contains("#space-caption", "cannot reach the goal");
        }
        page.screenshot(screenshot_dir().join(format!("lab-{id}.png")));

        page.select_option("#check-heuristic", &admissible.name);
        page.click("#check");
        page.wait_text_contains("#check-worst", "Admissible");
        page.select_option("#check-heuristic", "inadmissible");
        page.click("#check");
        page.wait_text_contains("#check-worst", "Not admissible");
        page.assert_no_console_errors();
    }
}

/// The pages in Chinese (asked for by `?lang=`), every word from the catalogue; the switch
/// changes the language back, and the choice is remembered.
fn chinese(suite: &Suite, page: &Page) {
    let zh = |key: &str| i18n::text(i18n::Lang::ZhCn, key, &[]);
    page.goto(&suite.url("/?lang=zh-CN"));
    page.wait_text("h1", &zh("site-brand"));
    assert_eq!(page.eval("document.documentElement.lang"), json!("zh-CN"));
    page.wait_for_selector("#puzzle-list li.card");
    page.wait_for(
        "document.querySelectorAll('header.site nav a').length > 2",
        std::time::Duration::from_secs(10),
    );
    assert_eq!(nav_links(page)[0], json!(["/", zh("nav-home"), "page"]));
    let first_card = page.text("#puzzle-list li.card h2");
    assert!(first_card.starts_with("华容道"), "{first_card}");
    assert_eq!(page.text("footer"), zh("site-footer"));
    assert_eq!(page.text("#puzzle-list li.card a.button"), zh("home-play"));
    assert_eq!(
        page.eval("globalThis.puzzlelabMissingKeys.size"),
        json!(0),
        "keys the catalogue lacks: {}",
        page.eval("[...globalThis.puzzlelabMissingKeys].join(', ')")
    );
    page.screenshot(screenshot_dir().join("home-zh.png"));

    // the choice is remembered: a page opened without `?lang=` is in Chinese too
    page.goto(&suite.url("/klotski"));
    page.wait_text("#puzzle-name", "华容道");
    assert_eq!(page.text("#hint"), zh("play-hint"));
    page.wait_for(
        "[...document.querySelectorAll('#difficulty option')].some(o => o.textContent === '简单')",
        std::time::Duration::from_secs(10),
    );
    page.screenshot(screenshot_dir().join("klotski-zh.png"));

    // a typed mistake is told in Chinese, with its place (the server sends the message's id)
    let args = [
        ("character", i18n::Arg::from("X")),
        ("row", i18n::Arg::from("1")),
        ("column", i18n::Arg::from("4")),
    ];
    let said = i18n::text(i18n::Lang::ZhCn, "klotski-error-character", &args);
    page.fill("#game-id", "VCCX/VCCV/VHHV/VSSV/S..S");
    page.wait_text_contains("#game-id-error", &said);
    assert!(
        page.text("#game-id-error")
            .contains("输入的第 1 行第 4 个字符"),
        "{}",
        page.text("#game-id-error")
    );
    // the solver's names are the catalogue's
    assert_eq!(
        page.eval("document.querySelector('#algorithm option').textContent"),
        json!(format!(
            "{}（精确）",
            i18n::text(i18n::Lang::ZhCn, "klotski-solver-fast", &[])
        ))
    );

    // so is a mistake in another puzzle's game ID: a Ten Drops board with a bad cell
    page.goto(&suite.url("/tendrops"));
    page.wait_text(
        "#puzzle-name",
        &i18n::text(i18n::Lang::ZhCn, "tendrops-name", &[]),
    );
    let said = i18n::text(
        i18n::Lang::ZhCn,
        "tendrops-error-cell",
        &[("found", i18n::Arg::from("x"))],
    );
    // once the page has loaded its game (which fills the box)
    page.wait_for_selector("#board[data-game]");
    page.fill("#game-id", "0000/00x0");
    page.wait_text_contains("#game-id-error", &said);
    assert!(
        page.text("#game-id-error")
            .contains("输入的第 1 行第 8 个字符"),
        "{}",
        page.text("#game-id-error")
    );

    // a hint's move and a step of the solution are worded in Chinese (the server sends the
    // move's words beside its notation)
    page.goto(&suite.url("/klotski?game=VCCV%2FVCCV%2FVHHV%2FVSSV%2FS..S"));
    page.wait_text("#puzzle-name", "华容道");
    page.wait_text("#optimum", "81");
    page.click("#hint");
    page.wait_text_contains("#game-message", "行第");
    let hint = page.text("#game-message");
    assert!(!hint.contains("->"), "{hint}");
    page.wait_for_selector("#rating-why li");
    let why = page.eval("document.querySelector('#rating-why').textContent");
    assert!(why.as_str().is_some_and(|w| w.contains("可到达")), "{why}");

    // the switch in the header goes back to English
    page.select_option("header.site select.lang-switch", "en");
    page.wait_text("#puzzle-name", "Klotski");
    assert_eq!(page.text("#hint"), "Hint");
    assert_eq!(
        page.eval("localStorage.getItem('puzzlelab-lang')"),
        json!("en")
    );
    page.eval("localStorage.removeItem('puzzlelab-lang')");
    page.assert_no_console_errors();
}

/// The lab in Chinese: the comparison's heuristics, the experiment's algorithms and its
/// plot's legend in the catalogue's words; the "why" notes under the comparison; the CSV
/// exports with the byte-order mark and Chinese headers, the student's row included when a
/// report is imported (here none: the export is the table).
fn lab_chinese_tables(suite: &Suite, page: &Page) {
    let zh = |key: &str| i18n::text(i18n::Lang::ZhCn, key, &[]);
    open_lab(
        suite,
        page,
        &format!(
            "?lang=zh-CN&puzzle=n-puzzle&game={}",
            urlencode(CHINESE_LAB_GAME)
        ),
    );
    page.fill("#max-seconds", "20");
    page.eval(
        "document.querySelectorAll('#compare-algos input').forEach(i => { i.checked = false; })",
    );
    let picked = [
        "bfs",
        "astar",
        "astar/manhattan",
        "astar/misplaced",
        "idastar/manhattan",
        "greedy",
    ];
    for name in picked {
        page.eval(&format!(
            "document.querySelector('#compare-algos input[value=\"{name}\"]').checked = true"
        ));
    }
    page.click("#compare-picked");
    page.wait_for(
        &format!("document.querySelectorAll('#compare-table tbody tr').length === {} && document.querySelector('#cancel').hidden", picked.len()),
        std::time::Duration::from_secs(120),
    );
    let table = page.text("#compare-table");
    for heuristic in [
        "heuristic-manhattan",
        "heuristic-misplaced",
        "heuristic-linear-conflict",
    ] {
        assert!(
            table.contains(&zh(heuristic)),
            "{heuristic} in Chinese: {table}"
        );
    }
    assert_latin_only_abbreviations("the comparison", &table);

    // the notes say why the figures differ, from the table's own figures
    page.wait_for_selector("#compare-why:not([hidden]) li");
    let notes = page.text("#compare-why");
    assert!(
        notes.contains("OPEN表"),
        "BFS's memory against A*'s: {notes}"
    );
    assert!(
        notes.contains(&zh("heuristic-misplaced")),
        "the heuristics' pruning: {notes}"
    );
    assert_latin_only_abbreviations("the notes", &notes);

    // the CSV export: the byte-order mark, then Chinese headers
    let csv = csv_download(page, "#compare-csv");
    let header = csv.lines().next().unwrap_or_default().to_string();
    assert!(header.starts_with(&zh("lab-col-algorithm")), "{header}");
    assert!(header.contains(&zh("lab-col-time-ms")), "{header}");
    assert_eq!(csv.lines().count(), 1 + picked.len(), "{csv}");
    assert!(csv.contains(&zh("heuristic-manhattan")), "{csv}");
    // the JSON export: the page's language, one record per row, its words in Chinese
    let exported = page.download("#compare-json");
    assert!(exported.name.ends_with(".json"), "{}", exported.name);
    let exported: Value = serde_json::from_str(&exported.text()).expect("a JSON file");
    assert_eq!(exported["lang"], "zh-CN");
    let records = exported["rows"].as_array().expect("rows");
    assert_eq!(records.len(), picked.len(), "{exported}");
    assert!(
        records
            .iter()
            .any(|r| r["heuristic"] == json!(zh("heuristic-manhattan"))),
        "{exported}"
    );
    for record in records {
        assert_latin_only_abbreviations("the JSON export's label", &record["label"].to_string());
        assert_latin_only_abbreviations("the JSON export's claim", &record["claim"].to_string());
    }

    // the experiment: its rows and its legend in Chinese
    page.fill("#experiment-depths", "2,4");
    page.fill("#experiment-instances", "3");
    page.click("#experiment");
    page.wait_for_selector("#experiment-result:not([hidden])");
    let rows = page.text("#experiment-table");
    assert!(
        rows.contains(&i18n::text(
            i18n::Lang::ZhCn,
            "algorithm-iddfs",
            &[("parameter", i18n::Arg::from("40"))]
        )) || rows.contains("迭代加深"),
        "{rows}"
    );
    assert_latin_only_abbreviations("the experiment", &rows);
    let legend = page.eval("document.querySelector('#experiment-canvas').dataset.series");
    let legend = legend.as_str().unwrap_or_default().to_string();
    assert!(
        !legend.contains("astar") && !legend.contains('/'),
        "{legend}"
    );
    let csv = csv_download(page, "#experiment-csv");
    assert!(csv.starts_with(&zh("lab-col-depth")), "{csv}");
    assert_latin_only_abbreviations("the experiment's CSV", &csv);

    // levels are named in Chinese: Ten Drops' numbered ones, the matchsticks' unnamed ones by
    // their place in the list, not by their game IDs
    page.goto(&suite.url("/tendrops?lang=zh-CN"));
    page.wait_for_selector(".level-name");
    assert_eq!(page.text(".level-name"), "第 1 关");
    page.goto(&suite.url("/matchstick?lang=zh-CN"));
    page.wait_for_selector(".level-name");
    let names = page
        .eval("[...document.querySelectorAll('.level-name')].map(n => n.textContent).join('|')");
    let names = names.as_str().unwrap_or_default().to_string();
    assert!(!names.contains(';') && !names.contains("report"), "{names}");
    assert!(names.contains('第'), "{names}");
    page.eval("localStorage.removeItem('puzzlelab-lang')");
    page.assert_no_console_errors();
}

/// A compared row as the page's table shows it: the solver's spelling and its cells' text
/// (label, heuristic, cost, claim, expanded, generated, duplicates, peak OPEN表, memory, time).
struct ShownRow {
    solver: String,
    cells: Vec<String>,
}

impl ShownRow {
    fn label(&self) -> &str {
        &self.cells[0]
    }
    fn heuristic(&self) -> &str {
        &self.cells[1]
    }
    fn expanded(&self) -> &str {
        &self.cells[4]
    }
    fn peak_frontier(&self) -> &str {
        &self.cells[7]
    }
}

/// The figure a cell shows (`12,345` → 12345).
fn figure(cell: &str) -> f64 {
    cell.replace(',', "")
        .parse()
        .unwrap_or_else(|_| panic!("a figure: {cell:?}"))
}

/// Runs a comparison of `solvers` on the lab's current puzzle and game, and reads its table.
fn compare_shown(page: &Page, solvers: &[&str]) -> Vec<ShownRow> {
    page.eval(
        "document.querySelectorAll('#compare-algos input').forEach(i => { i.checked = false; })",
    );
    for name in solvers {
        page.eval(&format!(
            "document.querySelector('#compare-algos input[value=\"{name}\"]').checked = true"
        ));
    }
    page.click("#compare-picked");
    page.wait_for(
        &format!("document.querySelectorAll('#compare-table tbody tr').length === {} && document.querySelector('#cancel').hidden", solvers.len()),
        std::time::Duration::from_secs(60),
    );
    let rows = page.eval(
        "[...document.querySelectorAll('#compare-table tbody tr')].map(tr => ({ solver: tr.dataset.solver, cells: [...tr.cells].map(c => c.textContent) }))",
    );
    rows.as_array()
        .expect("rows")
        .iter()
        .map(|r| ShownRow {
            solver: r["solver"].as_str().unwrap_or_default().to_string(),
            cells: r["cells"]
                .as_array()
                .expect("cells")
                .iter()
                .map(|c| c.as_str().unwrap_or_default().to_string())
                .collect(),
        })
        .collect()
}

/// The notes under the comparison, one text each.
fn shown_notes(page: &Page) -> Vec<String> {
    page.wait_for_selector("#compare-why:not([hidden]) li");
    let notes =
        page.eval("[...document.querySelectorAll('#compare-why li')].map(li => li.textContent)");
    notes
        .as_array()
        .expect("notes")
        .iter()
        .map(|n| n.as_str().unwrap_or_default().to_string())
        .collect()
}

/// Asserts that one of `notes` is `key` worded in `lang` with `args`, its `ratio` argument the
/// ratio `a / b` as the page prints it (one decimal below 10, a whole number above).
fn assert_note(
    lang: i18n::Lang,
    notes: &[String],
    key: &str,
    args: &[(&str, String)],
    ratio: Option<(f64, f64)>,
) {
    const MARK: &str = "\u{1}";
    let mut all: Vec<(&str, i18n::Arg)> = args
        .iter()
        .map(|(k, v)| (*k, i18n::Arg::from(v.clone())))
        .collect();
    if ratio.is_some() {
        all.push(("ratio", i18n::Arg::from(MARK)));
    }
    let expected = i18n::text(lang, key, &all);
    let found = notes
        .iter()
        .find(|note| match (ratio, expected.split_once(MARK)) {
            (Some((a, b)), Some((before, after))) => {
                let Some(middle) = note
                    .strip_prefix(before)
                    .and_then(|rest| rest.strip_suffix(after))
                else {
                    return false;
                };
                let shown = figure(middle);
                let exact = a / b.max(1.0);
                if exact < 10.0 {
                    (shown - exact).abs() <= 0.05 + 1e-9 && middle.contains('.')
                } else {
                    shown == exact.round()
                }
            }
            _ => *note == &expected,
        });
    assert!(
        found.is_some(),
        "{key} in {lang:?} from the table's figures {args:?} {ratio:?}: expected {expected:?} among {notes:#?}"
    );
}

/// The "why" notes after a comparison, in both languages, say exactly the table's figures:
/// BFS's peak OPEN表 against A*'s and their ratio, the pruning of the heuristics (expansions
/// and ratio), and each heuristic's mean h / h* along the optimal path (the engine's figure
/// for the same comparison); on Klotski, IDA*'s expansions against A*'s with the same
/// heuristic (transpositions and iterations re-expanded) and how many more.
fn lab_why_notes(suite: &Suite, page: &Page) {
    let registry = registry::all();
    let eight = registry.get("n-puzzle").expect("the n-puzzle");
    let solvers = ["bfs", "astar/misplaced", "astar/manhattan", "astar/pdb"];
    let names: Vec<String> = solvers.iter().map(|s| s.to_string()).collect();
    let engine = eight
        .compare(CHINESE_LAB_GAME, Some(&names), &Limits::none())
        .expect("the engine's comparison");
    let engine = serde_json::to_value(&engine).expect("JSON");
    let mean_of = |heuristic: &str| -> f64 {
        engine["rows"]
            .as_array()
            .expect("rows")
            .iter()
            .find(|r| r["heuristic"] == json!(heuristic))
            .and_then(|r| r["mean_h_ratio"].as_f64())
            .unwrap_or_else(|| panic!("{heuristic}'s mean h/h* in {engine}"))
    };
    let (misplaced, manhattan, pdb) = (mean_of("misplaced"), mean_of("manhattan"), mean_of("pdb"));
    assert!(
        0.0 < misplaced && misplaced < manhattan && manhattan <= pdb && pdb <= 1.0,
        "misplaced {misplaced} < Manhattan {manhattan} <= pattern databases {pdb} <= 1"
    );
    for (lang, code) in [(i18n::Lang::ZhCn, "zh-CN"), (i18n::Lang::En, "en")] {
        let word = |key: &str| i18n::text(lang, key, &[]);
        open_lab(
            suite,
            page,
            &format!(
                "?lang={code}&puzzle=n-puzzle&game={}",
                urlencode(CHINESE_LAB_GAME)
            ),
        );
        page.fill("#max-seconds", "20");
        let rows = compare_shown(page, &solvers);
        let notes = shown_notes(page);
        let bfs = rows.iter().find(|r| r.solver == "bfs").expect("BFS's row");
        let mut informed: Vec<&ShownRow> = rows
            .iter()
            .filter(|r| r.solver.starts_with("astar"))
            .collect();
        informed.sort_by(|a, b| figure(a.expanded()).total_cmp(&figure(b.expanded())));
        let (best, worst) = (informed[0], informed[informed.len() - 1]);
        assert_note(
            lang,
            &notes,
            "why-blind-memory",
            &[
                ("bfs", bfs.label().to_string()),
                ("frontier", bfs.peak_frontier().to_string()),
                ("astar", best.label().to_string()),
                ("astarFrontier", best.peak_frontier().to_string()),
            ],
            Some((figure(bfs.peak_frontier()), figure(best.peak_frontier()))),
        );
        assert_note(
            lang,
            &notes,
            "why-heuristic-prunes",
            &[
                ("best", best.heuristic().to_string()),
                ("bestExpanded", best.expanded().to_string()),
                ("worst", worst.heuristic().to_string()),
                ("worstExpanded", worst.expanded().to_string()),
            ],
            Some((figure(worst.expanded()), figure(best.expanded()))),
        );
        let percent = |share: f64| format!("{}%", (share * 100.0).round());
        assert_note(
            lang,
            &notes,
            "why-heuristic-accuracy",
            &[
                ("best", word("heuristic-pdb")),
                ("bestRatio", percent(pdb)),
                ("worst", word("heuristic-misplaced")),
                ("worstRatio", percent(misplaced)),
            ],
            None,
        );
        if lang == i18n::Lang::ZhCn {
            assert_latin_only_abbreviations("the notes", &notes.join(" "));
        }

        // Klotski: IDA* keeps no CLOSED表, so it expands positions again
        open_lab(
            suite,
            page,
            &format!(
                "?lang={code}&puzzle=klotski&game={}",
                urlencode(WHY_KLOTSKI_GAME)
            ),
        );
        page.fill("#max-seconds", "20");
        let rows = compare_shown(page, &["astar", "idastar"]);
        let notes = shown_notes(page);
        let astar = rows.iter().find(|r| r.solver == "astar").expect("A*'s row");
        let ida = rows
            .iter()
            .find(|r| r.solver == "idastar")
            .expect("IDA*'s row");
        let more = figure(ida.expanded()) - figure(astar.expanded());
        assert!(
            more > 0.0,
            "IDA* expands more than A*: {:?} {:?}",
            ida.cells,
            astar.cells
        );
        assert_note(
            lang,
            &notes,
            "why-ida-reexpands",
            &[
                ("ida", ida.label().to_string()),
                ("expanded", ida.expanded().to_string()),
                ("astar", astar.label().to_string()),
                ("astarExpanded", astar.expanded().to_string()),
                ("again", format_count(more as u64)),
            ],
            Some((figure(ida.expanded()), figure(astar.expanded()))),
        );
    }
    page.eval("localStorage.removeItem('puzzlelab-lang')");
    page.assert_no_console_errors();
}

/// A count as the page writes it (`12345` → `12,345`).
fn format_count(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The text of the CSV file the page offers when `css` is clicked, after checking that its
/// bytes start with the UTF-8 byte-order mark.
fn csv_download(page: &Page, css: &str) -> String {
    let file = page.download(css);
    assert!(
        file.has_byte_order_mark(),
        "{} starts with the byte-order mark",
        file.name
    );
    file.text()
}

/// An 8-puzzle of 22 moves: hard enough that the algorithms' figures differ.
const CHINESE_LAB_GAME: &str = "3 1 2/6 4 5/0 7 8";

/// A Klotski layout IDA* solves within the lab's limits, expanding more than A*.
const WHY_KLOTSKI_GAME: &str = "HHSV/VCCV/VCCS/V.SV/VS.V";

/// `text` has no Latin word except the algorithms' abbreviations and units.
fn assert_latin_only_abbreviations(what: &str, text: &str) {
    const ALLOWED: [&str; 14] = [
        "A", "BFS", "DFS", "IDA", "OPEN", "CLOSED", "b", "w", "f", "g", "h", "KB", "MB", "GB",
    ];
    let words: Vec<&str> = text
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty() && !ALLOWED.contains(w))
        .collect();
    assert!(words.is_empty(), "{what} has Latin words {words:?}: {text}");
}

fn urlencode(text: &str) -> String {
    text.replace(' ', "%20").replace('/', "%2F")
}

#[test]
fn home_navigation_and_search_lab() {
    suite::run(
        "home",
        vec![
            scenario("home and navigation", home),
            scenario("lab solve", lab_solve),
            scenario("lab: a solver's setting", lab_solver_setting),
            scenario("lab compare and cancel", lab_compare_and_cancel),
            scenario("lab: a stop raises its limit", lab_raise_limit),
            scenario(
                "lab: five picked algorithms on every puzzle",
                lab_compare_picked,
            ),
            scenario(
                "lab: trace, state space, checker, experiment",
                lab_watch_check_experiment,
            ),
            scenario(
                "lab: trace, state space and checker on every puzzle",
                lab_on_every_puzzle,
            ),
            scenario("lab: the pseudocode line of each step", lab_trace_lines),
            scenario(
                "lab in Chinese: tables, notes and exports",
                lab_chinese_tables,
            ),
            scenario("lab: the why notes say the table's figures", lab_why_notes),
            // last: it leaves the language remembered by the browser as it found it
            scenario("chinese and the language switch", chinese),
        ],
    );
}
