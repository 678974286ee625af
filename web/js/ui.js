// Small helpers shared by every page: the site header, messages, element creation.

import { getJson } from "./api.js";
import { catalogueName, currentLang, LANGUAGES, said, setLang, t } from "./i18n.js";
import { muteSwitch } from "./kit/sound.js";

/**
 * Fills `<header class="site">` with the brand and the navigation: Home, every puzzle of the
 * registry (from `/api/puzzles`) and the search lab, the language switch and the sounds' mute
 * switch; on a phone the navigation folds behind a menu button.
 */
export function renderHeader() {
  const header = document.querySelector("header.site");
  if (!header) return;
  const nav = el("nav", { id: "site-nav", "aria-label": t("site-nav") });
  const toggle = el("button", { type: "button", class: "nav-toggle", "aria-expanded": "false", "aria-controls": "site-nav" }, `☰ ${t("nav-menu")}`);
  toggle.addEventListener("click", () => {
    const open = header.classList.toggle("open");
    toggle.setAttribute("aria-expanded", String(open));
  });
  header.replaceChildren(el("a", { class: "brand", href: "/" }, t("site-brand")), nav, toggle, languageSwitch(), muteSwitch());
  const fill = (puzzles) => {
    const links = [["/", t("nav-home")], ...puzzles.map((p) => [p.page, p.name])];
    nav.replaceChildren(
      ...links.map(([href, label]) => {
        const link = el("a", { href }, label);
        if (location.pathname === href) link.setAttribute("aria-current", "page");
        return link;
      }),
      labLink(),
    );
  };
  fill([]);
  getJson("/api/puzzles")
    .then((body) => fill(body.puzzles || []))
    .catch(() => {});
}

/** Where the header's link to the search lab points: the lab alone, or a game in it. */
let labGame = null;

/** The header's link to the search lab, at the game a page points it at (`pointLabLinkAt`). */
function labLink() {
  const href = labGame ? `/lab?${new URLSearchParams(labGame)}` : "/lab";
  const link = el("a", { id: "nav-lab", href }, t("nav-lab"));
  if (labGame) link.title = t("nav-lab-game-title");
  if (location.pathname === "/lab") link.setAttribute("aria-current", "page");
  return link;
}

/**
 * Points the header's link to the search lab at a game (`{puzzle, game}`), so that a game
 * page opens the game it shows in the lab, its puzzle chosen.
 */
export function pointLabLinkAt(game) {
  labGame = game;
  document.getElementById("nav-lab")?.replaceWith(labLink());
}

/** The language switch of the header: a choice that is remembered. */
function languageSwitch() {
  const select = el(
    "select",
    { class: "lang-switch", "aria-label": t("lang-switch"), onchange: (e) => setLang(e.target.value) },
    LANGUAGES.map(({ tag, name }) => el("option", { value: tag, lang: tag, selected: tag === currentLang() }, name)),
  );
  return el("label", { class: "lang" }, select);
}

/** Whether the screen is taller than wide (a phone held upright). */
export function portraitScreen() {
  return matchMedia("(max-aspect-ratio: 1/1)").matches;
}

/** Creates an element with attributes and children (strings become text). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** Shows a message in a `.message` element; kind is "error", "ok" or "" (neutral). */
export function showMessage(target, text, kind = "") {
  target.textContent = text;
  target.className = `message ${kind}`.trim();
  target.setAttribute("role", kind === "error" ? "alert" : "status");
}

/** Formats milliseconds for tables: "850 µs", "1.23 ms", "4.50 s". */
export function formatMs(ms) {
  if (ms === null || ms === undefined) return "-";
  if (ms < 1) return t("unit-microseconds", { value: String(Math.round(ms * 1000)) });
  if (ms < 1000) return t("unit-milliseconds", { value: ms.toFixed(2) });
  return t("unit-seconds", { value: (ms / 1000).toFixed(2) });
}

/** 12345 -> "12,345". */
export function formatCount(n) {
  return n === null || n === undefined ? "-" : Number(n).toLocaleString("en-US");
}

/** A byte count for people: "–" when not measured (0), else KB, MB or GB. */
export function formatBytes(bytes) {
  if (!bytes) return "–";
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

/** What a streamed job is doing, from one of its `progress` events. */
export function progressText(doing, event) {
  return t("job-progress", {
    doing,
    expanded: formatCount(event.expanded),
    frontier: formatCount(event.frontier),
    elapsed: formatMs(event.elapsed_ms),
  });
}

/** A move as the server said it (a hint, a step, a played move) in the page's language. */
export function moveText(move) {
  return said(move.move_words, move.move_text);
}

/**
 * What a run claims about its answer (`claim` of a solve, `{kind, ...}`), in the page's
 * language; `fallback` (the server's English `claim_text`) for a kind this page does not know.
 */
export function claimText(claim, fallback = "") {
  switch (claim?.kind) {
    case "optimal":
      return t("claim-optimal");
    case "bounded":
      return t("claim-bounded", { factor: claim.factor });
    case "heuristic":
      return t("claim-heuristic");
    case "no_solution":
      return t("claim-no-solution");
    case "no_solution_within":
      return t("claim-no-solution-within", { depth: claim.depth });
    case "failed":
      return t("claim-failed");
    case "stopped":
      return { node_limit: t("claim-stopped-nodes"), time_limit: t("claim-stopped-time"), memory_limit: t("claim-stopped-memory"), cancelled: t("claim-cancelled") }[claim.reason] ?? fallback;
    default:
      return fallback;
  }
}

/**
 * The name of the solver of `run` (a solve or a comparison row) in the page's language; a
 * solver run with another number (`beam:50` of a listed `beam:1000`) keeps its name with that
 * number.
 */
export function solverLabel(info, run) {
  const listed = info.solvers.find((s) => s.name === run.solver);
  if (listed) return listed.label;
  const [base, number] = String(run.solver || "").split(/[:/]/);
  const kin = number !== undefined && info.solvers.find((s) => s.name.startsWith(`${base}:`));
  return kin ? kin.label.replace(/[0-9]+(\.[0-9]+)?/, number) : run.algorithm;
}

/** A heuristic's name (`manhattan`, `block+blockers`) in the page's language. */
export function heuristicName(name) {
  return catalogueName("heuristic", name) ?? name;
}

/**
 * A heuristic of the lab's list as an option of a select: its name, marked when it is not
 * admissible, with what it counts as the option's title.
 */
export function heuristicOption(h, selected = false) {
  const name = h.admissible ? heuristicName(h.name) : `${heuristicName(h.name)} (${t("lab-inadmissible")})`;
  return el("option", { value: h.name, selected, title: said(h.description_words, h.description) }, name);
}

/**
 * A generic algorithm's name (`bfs`, `wastar:2`, `iddfs:40`) in the page's language, its
 * parameter in the words; the name itself when the catalogue has none.
 */
export function algorithmName(name) {
  const [base, parameter] = String(name).split(":");
  return catalogueName("algorithm", base, { parameter: parameter ?? "" }) ?? name;
}

/**
 * An experiment's or a comparison's algorithm spec (`astar/manhattan`, `iddfs:40`) in the
 * page's language: the algorithm's name, and its heuristic's after a plus.
 */
export function specName(spec) {
  const [algorithm, heuristic] = String(spec).split("/");
  return heuristic ? `${algorithmName(algorithm)} + ${heuristicName(heuristic)}` : algorithmName(algorithm);
}

/** A cell by its 0-based `row` and `col`, in words counted from 1 ("row 2, column 3"), and what is there. */
export function cellName(row, col, what) {
  const place = t("place-row-column", { row: row + 1, column: col + 1 });
  return what === undefined ? place : t("place-what", { place, what });
}

/** `n` of what the puzzle's cost counts, in the language's plural form ("1 move", "81 moves", "81 步"). */
export function costAmount(info, n) {
  return t(`${info.id}-cost-count`, { count: Number(n) });
}
