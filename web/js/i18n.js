// The interface's language. The words live in the server's Fluent catalogues
// (`crates/i18n/locales/*.ftl`); `/api/i18n/{lang}` sends one, already parsed, and `t` formats
// its messages here: text, variables and plural or keyword variants.
//
// The first visit follows the browser's languages; the switch in the header remembers a
// choice. Static HTML marks its words with `data-i18n="key"` (the element's text) and
// `data-i18n-attr="title:key,aria-label:key"` (attributes); `translate` fills them in.

const STORAGE_KEY = "puzzlelab-lang";

/** The languages of the interface, as `{tag, name}` (the name in its own language). */
export const LANGUAGES = [
  { tag: "en", name: "English" },
  { tag: "zh-CN", name: "中文" },
];

/** Ours for a BCP 47 tag (any zh is zh-CN, any en is en), or null. */
function ours(tag) {
  const primary = String(tag || "").toLowerCase().split(/[-_]/)[0];
  if (primary === "zh") return "zh-CN";
  if (primary === "en") return "en";
  return null;
}

function preferred() {
  // `?lang=` in the address chooses (and remembers) a language, e.g. for a shared link
  const asked = ours(new URLSearchParams(location.search).get("lang"));
  if (asked) {
    remember(asked);
    return asked;
  }
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (LANGUAGES.some((l) => l.tag === saved)) return saved;
  } catch {
    // storage may be disabled: follow the browser
  }
  for (const tag of navigator.languages || [navigator.language]) {
    const lang = ours(tag);
    if (lang) return lang;
  }
  return "en";
}

/** A catalogue written into the page itself (a sheet `puzzlelab print` wrote to a file): its
 * language is the page's, whatever the browser prefers. */
const embedded = document.getElementById("puzzlelab-catalogue");
const lang = embedded ? ours(embedded.dataset.lang) || "en" : preferred();
let messages = {};
let loading = null;
/** Keys asked for that the catalogue lacks (the browser tests read this). */
export const missingKeys = new Set();
globalThis.puzzlelabMissingKeys = missingKeys;

/** The language in use: "en" or "zh-CN". */
export function currentLang() {
  return lang;
}

function remember(tag) {
  try {
    localStorage.setItem(STORAGE_KEY, tag);
  } catch {
    // not remembered; the page still switches
  }
}

/** Switches the interface to `tag`, remembers it and reloads the page. */
export function setLang(tag) {
  remember(tag);
  const url = new URL(location.href);
  url.searchParams.delete("lang");
  location.replace(url);
}

/**
 * Loads the catalogue once (every page awaits this before it writes words), then translates
 * the static HTML. A page opened with `?lang=zh-CN` uses and remembers that language.
 */
export function loadCatalogue() {
  if (!loading) {
    const fetched = embedded
      ? Promise.resolve().then(() => JSON.parse(embedded.textContent))
      : fetch(`/api/i18n/${encodeURIComponent(lang)}`, { headers: { Accept: "application/json" } }).then((response) => (response.ok ? response.json() : { messages: {} }));
    loading = fetched
      .catch(() => ({ messages: {} }))
      .then((catalogue) => {
        messages = catalogue.messages || {};
        document.documentElement.lang = lang;
        translate(document);
        document.documentElement.classList.remove("i18n-pending");
      });
  }
  return loading;
}

/** Whether the catalogue has the message `key` (for words a puzzle may or may not have). */
export function hasMessage(key) {
  return key in messages;
}

/**
 * A name from data in the page's language: the catalogue's `{family}-{name}` (the name in
 * lower case, runs of other characters as "-") with `args`, or null when the catalogue has
 * none.
 */
export function catalogueName(family, name, args = {}) {
  const key = `${family}-${String(name).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}`;
  return key in messages ? t(key, args) : null;
}

/** The message `key` formatted with `args`; the key itself when the catalogue lacks it. */
export function t(key, args = {}) {
  const pattern = messages[key];
  if (pattern === undefined) {
    missingKeys.add(key);
    return key;
  }
  return format(pattern, args);
}

/** Words the server sent (`{key, args}`) in the page's language, or `fallback` (the engine's
 * English) when there are none or the catalogue lacks them. */
export function said(words, fallback) {
  return words && typeof words.key === "string" && words.key in messages ? t(words.key, words.args || {}) : fallback;
}

function format(pattern, args) {
  if (typeof pattern === "string") return pattern;
  return pattern
    .map((part) => {
      if (typeof part === "string") return part;
      if ("var" in part) return show(args[part.var]);
      return format(variant(part, args[part.select]), args);
    })
    .join("");
}

function variant(select, value) {
  const { variants } = select;
  const exact = String(value);
  if (exact in variants) return variants[exact];
  // the server sends counts as text ("3"): they still choose a plural form
  const count = typeof value === "number" ? value : /^-?\d+$/.test(exact) ? Number(exact) : null;
  if (count !== null) {
    const category = new Intl.PluralRules(lang).select(count);
    if (category in variants) return variants[category];
  }
  return variants[select.default] ?? "";
}

function show(value) {
  if (typeof value === "number") return value.toLocaleString(lang);
  // a value that is itself words (a level's name): `{key, args}` from the catalogue
  if (value && typeof value === "object" && typeof value.key === "string") return t(value.key, value.args || {});
  return value === undefined || value === null ? "" : String(value);
}

/** Fills in the words of `root`'s elements marked with `data-i18n` and `data-i18n-attr`. */
export function translate(root) {
  for (const node of root.querySelectorAll("[data-i18n]")) {
    node.textContent = t(node.dataset.i18n);
  }
  for (const node of root.querySelectorAll("[data-i18n-attr]")) {
    for (const pair of node.dataset.i18nAttr.split(",")) {
      const [attribute, key] = pair.split(":").map((s) => s.trim());
      if (attribute && key) node.setAttribute(attribute, t(key));
    }
  }
}

