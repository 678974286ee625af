//! The browser UI (the repository's `web/` folder), embedded in the binary at build time.
//!
//! `/` serves `index.html`, `/NAME` serves `NAME.html` when it exists, `/{id}` of a puzzle in
//! the registry serves the one game page `play.html` (which reads the id from the path), and
//! any other path is looked up as a file (`/js/app.js`, `/css/app.css`, ...). The icon is
//! `web/favicon.svg` (every page links it); `/favicon.ico`, which browsers ask for on their
//! own, answers the same SVG.

use axum::extract::State;
use axum::http::{header, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Router;
use include_dir::{include_dir, Dir};

use crate::lang::RequestLang;
use crate::state::AppState;

static UI: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/../../web");

pub fn routes() -> Router<AppState> {
    Router::new().fallback(serve_asset)
}

/// The site's icon, drawn by us; also the answer to `/favicon.ico`.
const FAVICON: &str = "favicon.svg";

/// The text of the embedded file at `path` (from `web/`: `js/print.js`), if there is one.
pub(crate) fn ui_text(path: &str) -> Option<&'static str> {
    UI.get_file(path).and_then(|file| file.contents_utf8())
}

/// Finds the embedded file for a request path.
fn lookup(path: &str) -> Option<&'static include_dir::File<'static>> {
    let path = path.trim_start_matches('/');
    if path.is_empty() {
        return UI.get_file("index.html");
    }
    if path.split('/').any(|part| part == ".." || part.is_empty()) {
        return None;
    }
    if path == "favicon.ico" {
        return UI.get_file(FAVICON);
    }
    UI.get_file(path).or_else(|| {
        if path.contains('.') {
            None
        } else {
            UI.get_file(format!("{path}.html"))
        }
    })
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "txt" => "text/plain; charset=utf-8",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    }
}

async fn serve_asset(
    State(state): State<AppState>,
    RequestLang(lang): RequestLang,
    uri: Uri,
) -> Response {
    let page = uri.path().trim_matches('/');
    let found = lookup(uri.path()).or_else(|| {
        state
            .registry
            .get(page)
            .and_then(|_| UI.get_file("play.html"))
    });
    match found {
        Some(file) => {
            let name = file.path().to_string_lossy();
            (
                [
                    (header::CONTENT_TYPE, content_type(&name)),
                    (header::CACHE_CONTROL, "no-cache"),
                ],
                file.contents(),
            )
                .into_response()
        }
        None => (
            StatusCode::NOT_FOUND,
            [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
            not_found_page(lang, uri.path()),
        )
            .into_response(),
    }
}

/// The page for an address that is no page, in the request's language.
fn not_found_page(lang: i18n::Lang, path: &str) -> String {
    let text = |key: &str| html_escape(&i18n::text(lang, key, &[]));
    // the path is data, shown as code: a stand-in character marks its place in the sentence
    let mark = "\u{E000}";
    let said = html_escape(&i18n::text(
        lang,
        "notfound-text",
        &[("path", i18n::Arg::from(mark))],
    ))
    .replace(mark, &format!("<code>{}</code>", html_escape(path)));
    format!(
        "<!doctype html><html lang=\"{tag}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title}</title><link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">\
         <link rel=\"stylesheet\" href=\"/css/app.css\"><link rel=\"stylesheet\" href=\"/css/dark.css\">\
         <script type=\"module\" src=\"/js/plain.js\"></script>\
         </head><body><header class=\"site\"></header><main><h1>{title}</h1><p>{said}</p><p><a class=\"button\" href=\"/\">{back}</a></p>\
         </main></body></html>",
        tag = lang.tag(),
        title = text("notfound-title"),
        back = text("notfound-back"),
    )
}

fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_and_files_resolve() {
        assert!(lookup("/").is_some());
        assert!(lookup("/index.html").is_some());
        assert!(lookup("/../Cargo.toml").is_none());
        assert!(lookup("/no-such-page").is_none());
        let icon = lookup("/favicon.ico").expect("the icon");
        assert_eq!(
            content_type(&icon.path().to_string_lossy()),
            "image/svg+xml"
        );
        assert_eq!(content_type("js/app.js"), "text/javascript; charset=utf-8");
    }
}
