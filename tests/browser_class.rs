//! A game page of a server for a class (`puzzlelab serve` on 0.0.0.0), in Chromium: without
//! the teacher's token it says, in English and in Chinese, that saves and best results stay in
//! the browser, keeps a saved game there (the server gets none) and offers no library changes;
//! opened by the teacher's `#token=` link, the same page saves to the server.

mod support;

use std::io::{Read as _, Write as _};
use std::net::TcpStream;
use std::time::Duration;

use support::browser::{Browser, Screen};
use support::server::Server;

const TOKEN: &str = "teachers-token-42";

/// The saved games the server holds, read over HTTP.
fn games_on_server(port: u16) -> serde_json::Value {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connect");
    let request = format!(
        "GET /api/games?puzzle=klotski HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).expect("write");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    let body = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    serde_json::from_str::<serde_json::Value>(body).expect("JSON")["games"].clone()
}

#[test]
fn a_class_page_keeps_saves_in_the_browser_until_it_has_the_token() {
    let server = Server::start_with_args(&["--addr", "0.0.0.0:0", "--token", TOKEN]);
    let port: u16 = server
        .base_url()
        .rsplit(':')
        .next()
        .and_then(|p| p.parse().ok())
        .expect("a port");
    let base = format!("http://127.0.0.1:{port}");
    for (tag, lang) in [("en", i18n::Lang::En), ("zh-CN", i18n::Lang::ZhCn)] {
        let browser = Browser::launch_as(Screen::Desktop, tag);
        let page = browser.new_page();
        page.goto(&format!("{base}/klotski"));
        page.wait_for_selector("#class-local");
        assert_eq!(
            page.text("#class-local"),
            i18n::text(lang, "class-saves-local", &[]),
            "{tag}"
        );
        page.wait_for_selector("#library-teacher-only");
        assert_eq!(page.count("#library-add"), 0, "{tag}: no library changes");
        assert_eq!(page.count("#library-create"), 0, "{tag}");
        page.wait_for_selector("#board .piece");
        page.click("[data-action=save]");
        page.wait_for(
            "document.querySelectorAll('.saved-list li').length === 1",
            Duration::from_secs(15),
        );
        let kept = page.eval("JSON.parse(localStorage.getItem('puzzlelab-saved-games')).length");
        assert_eq!(kept, serde_json::json!(1), "{tag}: kept in the browser");
        assert_eq!(games_on_server(port), serde_json::json!([]), "{tag}");
    }

    // the teacher's link: the page gets the token, forgets the link, and saves to the server
    let browser = Browser::launch();
    let page = browser.new_page();
    page.goto(&format!("{base}/klotski#token={TOKEN}"));
    page.wait_for_selector("#class-forget");
    assert!(!page.url().contains(TOKEN), "{}", page.url());
    assert_eq!(
        page.count("#library-add"),
        1,
        "the teacher changes libraries"
    );
    page.wait_for_selector("#board .piece");
    page.click("[data-action=save]");
    page.wait_for(
        "document.querySelectorAll('.saved-list li').length === 1",
        Duration::from_secs(15),
    );
    let games = games_on_server(port);
    assert_eq!(games.as_array().map(Vec::len), Some(1), "{games}");
    assert_eq!(page.console_errors(), Vec::<String>::new());
}
