//! Checks every page must pass, at every screen size and in every language (issue 13). Each
//! returns what is wrong as lines of text (empty when the page passes), so a test can gather
//! the findings of many pages and report them together; [`all`] runs them all.
//!
//! - [`sideways_scroll`]: the page is no wider than the window, and names what sticks out.
//! - [`small_tap_targets`]: every visible control is at least [`MIN_TARGET`] CSS px square.
//! - [`untranslated_text`]: no catalogue key was missing, no raw key shows, and no visible
//!   text is in the other language unless the catalogue has it or it is data.
//! - [`console_errors`]: nothing went to the console as an error.
//! - [`accessibility`]: axe-core (pinned in `tests/axe`) finds no serious or critical violation.

// Each test binary uses a different part of this module.
#![allow(dead_code)]

use std::path::PathBuf;
use std::time::Duration;

use serde_json::Value;

use super::browser::{js_str, Page};

/// The least width and height of a tap target, in CSS pixels: WCAG 2.5.5 (AAA) and Apple's and
/// Google's guidance for fingers.
pub const MIN_TARGET: f64 = 44.0;

/// English words that a Chinese page may show as they are: the names of algorithms and file
/// formats that Chinese texts on search write in Latin letters too, the names of the Klotski
/// engine's two layout codes (CommonCode, ShortCode: formats, like JSON), and "English" (the
/// language switch names each language in that language). Words shorter than three letters,
/// such as A*, are never flagged.
pub const LATIN_IN_CHINESE: &[&str] = &[
    "BFS",
    "DFS",
    "IDA",
    "SQLite",
    "JSON",
    "CSV",
    "CommonCode",
    "ShortCode",
    "English",
];

/// Runs every check on `page` (already loaded, see [`wait_until_ready`]) and returns the
/// findings, each line starting with the check's name. `expected_errors` are substrings of
/// console errors the page is meant to have (a 404 page logs its own 404).
pub fn all(page: &Page, expected_errors: &[&str]) -> Vec<String> {
    let mut found = Vec::new();
    let mut add = |check: &str, lines: Vec<String>| {
        found.extend(lines.into_iter().map(|l| format!("{check}: {l}")));
    };
    add("sideways scroll", sideways_scroll(page));
    add("tap target", small_tap_targets(page));
    add("untranslated", untranslated_text(page));
    add("accessibility", accessibility(page));
    // last: the other checks must not have caused errors either
    add("console", console_errors(page, expected_errors));
    found
}

/// Waits until the page has its words (the `i18n-pending` class is gone from `<html>`), then
/// until `ready_css` matches (when given), then until the DOM has been quiet for 300 ms (at
/// most 5 s), so that lists and boards filled by later requests are there.
pub fn wait_until_ready(page: &Page, ready_css: Option<&str>) {
    page.wait_for(
        "document.readyState === 'complete' && !document.documentElement.classList.contains('i18n-pending')",
        Duration::from_secs(15),
    );
    if let Some(css) = ready_css {
        page.wait_for_selector(css);
    }
    page.eval(
        r#"new Promise((resolve) => {
  let timer = setTimeout(done, 300);
  const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(done, 300); });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const stop = setTimeout(done, 5000);
  function done() { observer.disconnect(); clearTimeout(timer); clearTimeout(stop); resolve(true); }
})"#,
    );
}

/// JavaScript shared by the checks: `describe(el)`, a short CSS-like name of an element, and
/// `shown(el)`, whether it is rendered with a size.
const HELPERS: &str = r#"
const describe = (el) => {
  let name = el.tagName.toLowerCase();
  if (el.id) return `${name}#${el.id}`;
  const cls = typeof el.className === "string" ? el.className : el.getAttribute("class") || "";
  const classes = cls.trim().split(/\s+/).filter(Boolean).slice(0, 2);
  if (classes.length) name += "." + classes.join(".");
  const parent = el.parentElement && el.parentElement.closest("[id]");
  return parent && parent !== document.body && parent !== document.documentElement ? `#${parent.id} ${name}` : name;
};
const shown = (el) => {
  if (!el.getClientRects().length) return false;
  const style = getComputedStyle(el);
  if (style.visibility === "hidden" || style.display === "none") return false;
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
};
const words = (s) => (s || "").replace(/\s+/g, " ").trim();
"#;

/// The page is no wider than the window (`scrollWidth <= innerWidth`, where the width of the
/// window is its layout viewport: on a phone `innerWidth` grows when the page is too wide, since
/// Chromium zooms out to show all of it). When it is wider, names
/// the elements that stick out past the right edge while their parent does not (the causes),
/// widest first.
pub fn sideways_scroll(page: &Page) -> Vec<String> {
    let found = page.eval(&format!(
        r#"(() => {{ {HELPERS}
  // On a phone, Chromium zooms out to show content wider than the screen, and innerWidth grows
  // with it; the layout viewport (the root's clientWidth, without a scroll bar) does not.
  const width = Math.min(innerWidth, document.documentElement.clientWidth);
  const scroll = document.documentElement.scrollWidth;
  if (scroll <= width) return [];
  const out = [];
  for (const el of document.body.querySelectorAll("*")) {{
    if (!shown(el)) continue;
    const r = el.getBoundingClientRect();
    const right = r.right + scrollX;
    if (right <= width + 0.5) continue;
    const parent = el.parentElement;
    const pr = parent ? parent.getBoundingClientRect() : null;
    // a child wider than its parent, or the first to cross the edge, is a cause
    if (pr && pr.right + scrollX > width + 0.5 && r.width <= pr.width + 0.5) continue;
    out.push({{ what: describe(el), right: Math.round(right), width: Math.round(r.width) }});
  }}
  out.sort((a, b) => b.right - a.right);
  return [{{ scroll, width, causes: out.slice(0, 6) }}];
}})()"#
    ));
    found
        .as_array()
        .into_iter()
        .flatten()
        .map(|f| {
            let causes: Vec<String> = f["causes"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| {
                    format!(
                        "{} (right edge {}px, {}px wide)",
                        s(&c["what"]),
                        c["right"],
                        c["width"]
                    )
                })
                .collect();
            format!(
                "the page is {}px wide in a {}px viewport; sticking out: {}",
                f["scroll"],
                f["width"],
                if causes.is_empty() {
                    "(nothing found)".to_string()
                } else {
                    causes.join(", ")
                }
            )
        })
        .collect()
}

/// Every visible control is at least [`MIN_TARGET`] CSS pixels wide and high. Controls are
/// links, buttons, inputs, selects, text areas, summaries, elements with a button-like role or
/// in the tab order, and what the page makes clickable otherwise (the topmost element of each
/// region whose cursor is `pointer` or `grab`: board pieces, tiles, switches).
///
/// Exempt, as WCAG 2.5.5 allows: a link inside a sentence (an inline `<a>` whose parent has
/// other text), and a checkbox or radio button whose `<label>` is the target (the label's box
/// is measured instead). Offenders of the same kind are reported once, with their count and
/// the range of their sizes.
pub fn small_tap_targets(page: &Page) -> Vec<String> {
    let found = page.eval(&format!(
        r#"(() => {{ {HELPERS}
  const min = {MIN_TARGET};
  const controls = new Set(document.querySelectorAll(
    "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [tabindex]:not([tabindex='-1'])"));
  for (const el of document.body.querySelectorAll("*")) {{
    const cursor = getComputedStyle(el).cursor;
    if ((cursor === "pointer" || cursor === "grab")
        && !(el.parentElement && getComputedStyle(el.parentElement).cursor === cursor)) controls.add(el);
  }}
  const groups = new Map();
  for (const el of controls) {{
    if (!shown(el)) continue;
    // inside another control that is measured itself (a span in a button)
    let up = el.parentElement;
    while (up && !(controls.has(up) && shown(up))) up = up.parentElement;
    if (up) continue;
    let box = el.getBoundingClientRect();
    const type = (el.getAttribute("type") || "").toLowerCase();
    if (el.tagName === "INPUT" && (type === "checkbox" || type === "radio")) {{
      const label = el.closest("label") || (el.id && document.querySelector(`label[for="${{CSS.escape(el.id)}}"]`));
      if (label && shown(label)) box = label.getBoundingClientRect();
    }}
    if (el.tagName === "A" && getComputedStyle(el).display === "inline" && el.parentElement) {{
      const rest = words(el.parentElement.textContent).replace(words(el.textContent), "").trim();
      if (rest.length > 0) continue; // a link in running text
    }}
    if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
    const key = describe(el);
    const g = groups.get(key) || {{ what: key, w: [], h: [], text: words(el.textContent || el.getAttribute("aria-label") || el.value || "").slice(0, 24) }};
    g.w.push(Math.round(box.width));
    g.h.push(Math.round(box.height));
    groups.set(key, g);
  }}
  const span = (xs) => Math.min(...xs) === Math.max(...xs) ? `${{xs[0]}}` : `${{Math.min(...xs)}}–${{Math.max(...xs)}}`;
  return [...groups.values()].map((g) => ({{ what: g.what, text: g.text, count: g.w.length, size: `${{span(g.w)}}x${{span(g.h)}}` }}));
}})()"#
    ));
    found
        .as_array()
        .into_iter()
        .flatten()
        .map(|g| {
            let count = g["count"].as_u64().unwrap_or(1);
            let text = s(&g["text"]);
            format!(
                "{}{}{} is {} (needs {MIN_TARGET}x{MIN_TARGET})",
                s(&g["what"]),
                if count > 1 {
                    format!(" ×{count}")
                } else {
                    String::new()
                },
                match (text.is_empty(), count > 1) {
                    (true, _) => String::new(),
                    (false, false) => format!(" {text:?}"),
                    (false, true) => format!(" (the first: {text:?})"),
                },
                s(&g["size"]),
            )
        })
        .collect()
}

/// Text that is not in the language of the browser ([`Page::lang`]):
/// - `<html lang>` is another language;
/// - keys the page asked the catalogue for and did not find (`globalThis.puzzlelabMissingKeys`);
/// - visible text, or a visible element's `aria-label`, `title`, `placeholder` or `alt`, that
///   shows a raw key of the catalogue (`home-play`);
/// - on a Chinese page, English words (three letters or more, not touching a digit) that the
///   Chinese catalogue (`/api/i18n/zh-CN`) does not contain either.
///
/// The options of a visible `<select>` are scanned too. Data is exempt: text in `code`, `kbd`,
/// `samp`, `pre`, in form fields (game IDs, numbers), in an element marked with another `lang`,
/// letters next to digits (game codes such as `4WVE1`), words in [`LATIN_IN_CHINESE`], and
/// words in the catalogue itself (its translators chose them). English pages are not scanned
/// for Chinese: the puzzles' Chinese names (华容道, 横刀立马) are part of them. Findings of one
/// element kind are reported once: their count, the first text and up to 8 of the words.
pub fn untranslated_text(page: &Page) -> Vec<String> {
    let found = page.eval(&format!(
        r#"(async () => {{ {HELPERS}
  const lang = {expected};
  const out = [];
  const shownLang = document.documentElement.lang;
  if (shownLang !== lang) out.push(`the page says it is in ${{JSON.stringify(shownLang)}} (<html lang>), the browser asks for ${{lang}}`);
  const missing = globalThis.puzzlelabMissingKeys;
  if (!missing) out.push("the page has no globalThis.puzzlelabMissingKeys (does it load js/i18n.js?)");
  else if (missing.size) out.push(`keys the ${{lang}} catalogue lacks: ${{[...missing].join(", ")}}`);
  const response = await fetch(`/api/i18n/${{encodeURIComponent(lang)}}`);
  if (!response.ok) return [...out, `GET /api/i18n/${{lang}} answered ${{response.status}}`];
  const messages = (await response.json()).messages || {{}};
  const keys = new Set(Object.keys(messages));
  const literal = [];
  const collect = (p) => {{
    if (typeof p === "string") literal.push(p);
    else if (Array.isArray(p)) p.forEach(collect);
    else if (p && typeof p === "object") {{
      if (p.variants) Object.values(p.variants).forEach(collect);
    }}
  }};
  Object.values(messages).forEach(collect);
  const catalogue = literal.join("\n");
  const chinese = lang.startsWith("zh");
  const allowed = new Set({allowed});
  const foreign = /(?<![A-Za-z0-9])[A-Za-z][A-Za-z'’]{{2,}}(?![A-Za-z0-9])/g;
  const catalogueWords = new Set(catalogue.match(foreign) || []);
  const keyLike = /\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\b/g;
  const data = "code, kbd, samp, pre, script, style, noscript, template, textarea";
  const seen = new Map();
  const check = (text, el, where) => {{
    text = words(text);
    if (!text) return;
    const marked = el.closest("[lang]");
    if (marked && marked !== document.documentElement && !marked.lang.startsWith(lang.split("-")[0])) return;
    const bad = [];
    for (const k of text.match(keyLike) || []) if (keys.has(k)) bad.push(`raw key ${{k}}`);
    for (const w of chinese ? text.match(foreign) || [] : []) {{
      if (allowed.has(w) || catalogueWords.has(w)) continue;
      bad.push(`"${{w}}"`);
    }}
    if (!bad.length) return;
    const what = `${{describe(el)}}${{where}}`;
    const g = seen.get(what) || {{ what, text: text.slice(0, 60), found: new Set(), count: 0 }};
    bad.forEach((b) => g.found.add(b));
    g.count += 1;
    seen.set(what, g);
  }};
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {{
    const el = n.parentElement;
    if (!el || el.closest(data) || !shown(el)) continue;
    check(n.data, el, "");
  }}
  // a closed select shows one option, and all of them when opened
  for (const el of document.body.querySelectorAll("select")) {{
    if (el.closest(data) || !shown(el)) continue;
    for (const o of el.options) check(o.text, el, " option");
  }}
  for (const el of document.body.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {{
    if (el.closest(data) || !shown(el)) continue;
    for (const a of ["aria-label", "title", "placeholder", "alt"]) {{
      if (el.hasAttribute(a)) check(el.getAttribute(a), el, `[${{a}}]`);
    }}
  }}
  check(document.title, document.documentElement, " <title>");
  for (const g of seen.values()) {{
    const found = [...g.found];
    const more = found.length > 8 ? ` and ${{found.length - 8}} more` : "";
    out.push(`${{g.what}}${{g.count > 1 ? ` ×${{g.count}} (the first: "${{g.text}}")` : ` "${{g.text}}"`}}: ${{found.slice(0, 8).join(" ")}}${{more}}`);
  }}
  return out;
}})()"#,
        allowed = serde_json::to_string(LATIN_IN_CHINESE).expect("a list of strings"),
        expected = js_str(page.lang()),
    ));
    strings(&found)
}

/// The page's console errors (see [`Page::console_errors`]), less those containing one of
/// `expected`.
pub fn console_errors(page: &Page, expected: &[&str]) -> Vec<String> {
    page.console_errors()
        .into_iter()
        .filter(|e| !expected.iter().any(|x| e.contains(x)))
        .collect()
}

/// `tests/axe/node_modules/axe-core/axe.min.js`, or a panic saying how to install it.
pub fn axe_source() -> String {
    let path: PathBuf = [
        env!("CARGO_MANIFEST_DIR"),
        "tests/axe/node_modules/axe-core/axe.min.js",
    ]
    .iter()
    .collect();
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "axe-core is not installed ({}: {e}): run `npm ci --prefix tests/axe` \
             (with Debian's npm: `sudo apt-get install npm`)",
            path.display()
        )
    })
}

/// Runs axe-core (WCAG 2.0, 2.1 and 2.2 A and AA rules and best practices) on the page and
/// returns its serious and critical violations, each with up to three of the elements.
pub fn accessibility(page: &Page) -> Vec<String> {
    let source = axe_source();
    page.run_script(&format!("{source}\n;return true;"), Vec::new());
    let found = page.eval(
        r#"axe.run(document, {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
  resultTypes: ["violations"],
}).then((r) => r.violations
  .filter((v) => v.impact === "serious" || v.impact === "critical")
  .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.length} element(s): ${
    v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`))"#,
    );
    strings(&found)
}

/// `eval`'s list of strings.
fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .into_iter()
        .flatten()
        .map(|x| x.as_str().map_or_else(|| x.to_string(), str::to_string))
        .collect()
}

/// A JSON string's text (or the JSON itself).
fn s(v: &Value) -> String {
    v.as_str().map_or_else(|| v.to_string(), str::to_string)
}
