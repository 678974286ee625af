//! The printable sheet as one standalone HTML file, for `puzzlelab print`: the served print
//! page (`web/print.html` with `web/js/print.js`, which draws each game with its puzzle's own
//! board module, as the game page does) turned into a file that needs no server. Its style
//! sheets are inlined, its ES modules are carried by an import map of `data:` URLs (each
//! module's imports rewritten to the map's names, `pl/js/...`), and the catalogue of the
//! chosen language and the sheet itself (games, positions, answers) are JSON in the page.
//!
//! The sheet is a [`Sheet`]: its games with their positions and, for the key, their solutions.

use std::collections::BTreeSet;

use i18n::Lang;
use puzzle::answers::{PositionAnswer, SolveAnswer};
use search::Cost;
use serde::Serialize;
use serde_json::Value;

use crate::assets::ui_text;

/// What the print page draws (the JSON `/print` builds in the browser).
#[derive(Debug, Serialize)]
pub struct Sheet {
    /// The sheet's title (a library's name), if it has one.
    pub title: Option<String>,
    /// The line under it (a set file's name).
    pub subtitle: String,
    /// Whether the answer key is printed.
    pub answers: bool,
    /// The games, in order.
    pub games: Vec<SheetGame>,
}

/// One game of the sheet: its position and, for the key, its solution or why there is none.
#[derive(Debug, Serialize)]
pub struct SheetGame {
    /// The puzzle's id.
    pub puzzle: String,
    /// Its game ID.
    pub game: String,
    /// The optimum the set gives for it.
    pub optimum: Option<Cost>,
    /// The position, as `POST /api/{id}/parse` answers.
    pub position: PositionAnswer,
    /// An optimal solution, as `POST /api/{id}/solve` with `steps: "games"` answers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solution: Option<SolveAnswer>,
    /// Why there is no solution to print, in the sheet's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// The module names of the import map start with this (a bare specifier, so that a module
/// loaded from a `data:` URL can name another).
const MAP_PREFIX: &str = "pl/";

/// The standalone sheet for `sheet`, in `lang`.
pub fn standalone_sheet(sheet: &Sheet, lang: Lang) -> Result<String, String> {
    let page = ui_text("print.html").ok_or("the print page is missing from the program")?;
    let puzzles: BTreeSet<&str> = sheet.games.iter().map(|g| g.puzzle.as_str()).collect();
    // the style sheets: the page's, then each puzzle's
    let mut styles = String::new();
    let mut out = String::with_capacity(page.len() * 4);
    for line in page.lines() {
        if let Some(href) = attribute(line, "<link rel=\"stylesheet\" href=\"") {
            styles.push_str(ui_text(href.trim_start_matches('/')).unwrap_or_default());
            styles.push('\n');
            continue;
        }
        if line.contains("<script type=\"module\" src=\"/js/print.js\">") {
            for id in &puzzles {
                styles.push_str(ui_text(&format!("css/puzzles/{id}.css")).unwrap_or_default());
                styles.push('\n');
            }
            out.push_str(&format!("  <style>\n{styles}</style>\n"));
            out.push_str(&json_script(
                "puzzlelab-catalogue",
                lang,
                i18n::page_catalogue(lang),
            )?);
            out.push_str(&json_script("puzzlelab-sheet", lang, sheet)?);
            let mut roots = vec!["js/print.js".to_string()];
            roots.extend(puzzles.iter().map(|id| format!("js/puzzles/{id}.js")));
            let map = import_map(&roots)?;
            out.push_str("  <script type=\"importmap\">");
            out.push_str(&escape_json_in_html(&map.to_string()));
            out.push_str("</script>\n");
            out.push_str(&format!(
                "  <script type=\"module\">import \"{MAP_PREFIX}js/print.js\";</script>\n"
            ));
            continue;
        }
        if line.contains("rel=\"icon\"") {
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    Ok(out.replacen(
        "<html lang=\"en\"",
        &format!("<html lang=\"{}\"", lang.tag()),
        1,
    ))
}

/// The value of the attribute that `prefix` opens on `line`.
fn attribute<'a>(line: &'a str, prefix: &str) -> Option<&'a str> {
    let start = line.find(prefix)? + prefix.len();
    let end = line[start..].find('"')? + start;
    Some(&line[start..end])
}

/// `<script type="application/json" id=ID data-lang=TAG>JSON</script>`.
fn json_script(id: &str, lang: Lang, value: &impl Serialize) -> Result<String, String> {
    let text = serde_json::to_string(value).map_err(|e| e.to_string())?;
    Ok(format!(
        "  <script type=\"application/json\" id=\"{id}\" data-lang=\"{}\">{}</script>\n",
        lang.tag(),
        escape_json_in_html(&text)
    ))
}

/// JSON that cannot end the script element it sits in (`<` written as `\u003c`, which JSON
/// reads back as `<`).
fn escape_json_in_html(json: &str) -> String {
    json.replace('<', "\\u003c")
}

/// The import map of `roots` and every module they import, each as a `data:` URL.
fn import_map(roots: &[String]) -> Result<Value, String> {
    let mut map = serde_json::Map::new();
    let mut todo: Vec<String> = roots.to_vec();
    let mut seen = BTreeSet::new();
    while let Some(path) = todo.pop() {
        if !seen.insert(path.clone()) {
            continue;
        }
        let source = ui_text(&path)
            .ok_or_else(|| format!("the module {path} is missing from the program"))?;
        let (rewritten, imports) = rewrite_imports(source, &path);
        todo.extend(imports);
        map.insert(
            format!("{MAP_PREFIX}{path}"),
            Value::String(format!(
                "data:text/javascript;charset=utf-8,{}",
                percent_encode(&rewritten)
            )),
        );
    }
    Ok(serde_json::json!({ "imports": map }))
}

/// `source` (the module at `path`) with each static import's path (`from "../ui.js"`,
/// `import "./x.js"`, `import("/js/y.js")` with a plain string) written as its name in the
/// import map, and the paths it imports.
fn rewrite_imports(source: &str, path: &str) -> (String, Vec<String>) {
    let mut out = String::with_capacity(source.len());
    let mut imports = Vec::new();
    let mut rest = source;
    while let Some(at) = next_import(rest) {
        let (before, from_quote) = rest.split_at(at);
        out.push_str(before);
        let quote = from_quote.as_bytes()[0] as char;
        let body = &from_quote[1..];
        let Some(end) = body.find(quote) else {
            out.push_str(from_quote);
            rest = "";
            break;
        };
        let specifier = &body[..end];
        match resolve(path, specifier).filter(|p| p.ends_with(".js")) {
            Some(resolved) => {
                out.push(quote);
                out.push_str(MAP_PREFIX);
                out.push_str(&resolved);
                out.push(quote);
                imports.push(resolved);
            }
            None => {
                out.push(quote);
                out.push_str(specifier);
                out.push(quote);
            }
        }
        rest = &body[end + 1..];
    }
    out.push_str(rest);
    (out, imports)
}

/// Where the next import path's opening quote is: after `from `, `import ` or `import(`.
fn next_import(text: &str) -> Option<usize> {
    let mut best: Option<usize> = None;
    for keyword in ["from ", "import ", "import("] {
        let mut search = 0;
        while let Some(found) = text[search..].find(keyword) {
            let after = search + found + keyword.len();
            let quoted = text[after..].starts_with(['"', '\'']);
            // a word that only ends in the keyword (`reimport `) is no import
            let starts_word = search + found == 0
                || !text[..search + found]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.');
            if quoted && starts_word {
                best = Some(best.map_or(after, |b| b.min(after)));
                break;
            }
            search = after;
        }
    }
    best
}

/// The path (from `web/`) that `specifier` names in the module at `path`: a relative or
/// absolute path; `None` for anything else (a URL, a bare name).
fn resolve(path: &str, specifier: &str) -> Option<String> {
    let mut parts: Vec<&str> = if let Some(absolute) = specifier.strip_prefix('/') {
        return Some(absolute.to_string()).filter(|p| !p.starts_with('/'));
    } else if specifier.starts_with("./") || specifier.starts_with("../") {
        path.split('/').collect()
    } else {
        return None;
    };
    parts.pop(); // the module's own file name
    for part in specifier.split('/') {
        match part {
            "." => {}
            ".." => {
                parts.pop()?;
            }
            other => parts.push(other),
        }
    }
    Some(parts.join("/"))
}

/// `text` for a `data:` URL: everything but letters, digits and `-._~` percent-encoded.
fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn imports_are_rewritten_to_the_maps_names() {
        let source = "import { t } from \"../i18n.js\";\nimport './x.js';\nconst m = await import(\"/js/puzzles/klotski.js\");\nconst n = import(`/js/puzzles/${id}.js`);\n// reimport \"no\"\nimport { z } from \"https://example.org/z.js\";";
        let (out, imports) = rewrite_imports(source, "js/puzzles/tendrops.js");
        assert!(out.contains("from \"pl/js/i18n.js\""), "{out}");
        assert!(out.contains("import 'pl/js/puzzles/x.js'"), "{out}");
        assert!(
            out.contains("import(\"pl/js/puzzles/klotski.js\")"),
            "{out}"
        );
        assert!(out.contains("import(`/js/puzzles/${id}.js`)"), "{out}");
        assert!(out.contains("reimport \"no\""), "{out}");
        assert!(out.contains("\"https://example.org/z.js\""), "{out}");
        assert_eq!(
            imports,
            ["js/i18n.js", "js/puzzles/x.js", "js/puzzles/klotski.js"]
        );
        assert_eq!(resolve("js/a.js", "../../x.js"), None);
        assert_eq!(percent_encode("a <b>%"), "a%20%3Cb%3E%25");
    }

    #[test]
    fn the_sheet_stands_alone() {
        let game = "1 2 3/4 5 6/7 0 8";
        let registry = registry::all();
        let puzzle = registry.find("n-puzzle").expect("the n-puzzle");
        let position = puzzle.position(game).expect("a position");
        let sheet = Sheet {
            title: Some("</script><b>".into()),
            subtitle: String::new(),
            answers: true,
            games: vec![SheetGame {
                puzzle: "n-puzzle".into(),
                game: game.into(),
                optimum: None,
                position,
                solution: None,
                error: None,
            }],
        };
        let page = standalone_sheet(&sheet, Lang::ZhCn).expect("a page");
        assert!(page.contains("<html lang=\"zh-CN\""));
        assert!(page.contains("<script type=\"importmap\">"));
        assert!(page.contains("\"pl/js/puzzles/n-puzzle.js\":\"data:text/javascript"));
        assert!(
            page.contains("\"pl/js/i18n.js\""),
            "the modules the board imports"
        );
        assert!(page.contains(".np-grid"), "the puzzle's style sheet");
        assert!(
            !page.contains("href=\"/css/"),
            "no style sheet left outside"
        );
        assert!(
            !page.contains("</script><b>"),
            "the sheet cannot end its script"
        );
        assert!(page.contains("id=\"puzzlelab-catalogue\" data-lang=\"zh-CN\""));
    }
}
