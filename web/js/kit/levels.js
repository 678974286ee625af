// The level list of every puzzle with a built-in library: its games grouped by difficulty,
// each with its par (the optimum the library's rating proved) and the player's best, as stars
// (3 at par or better, 2 within a margin of it, 1 solved). A campaign (a library named
// "campaign") opens in order: level n+1 when level n is solved. The player's bests are kept
// in this browser (localStorage), so progress survives a reload. A level solved with help (a
// hint, the solution, the AI player) is marked so: no stars, and it opens no level. A game the
// library proved unsolvable (its row's `extra.unsolvable`) is no level: it is listed apart as a
// challenge to prove impossible, met when the player asks for the proof (the solver's "no
// solution exists").

import { getJson } from "../api.js";
import { currentLang, t } from "../i18n.js";
import { el } from "../ui.js";
import { entryName, libraryName } from "./names.js";
import { splitGameId } from "./rules.js";

/** Stars for a best `best` against par `par` (null when unknown). */
export function starsFor(best, par) {
  if (best === null || best === undefined) return 0;
  if (par === null || par === undefined) return 1;
  if (best <= par) return 3;
  return best <= par + Math.max(1, Math.ceil(par / 4)) ? 2 : 1;
}

/** Sentences as one text: a space between them in English, none in Chinese. */
function sentences(...parts) {
  return parts.filter(Boolean).join(currentLang() === "zh-CN" ? "" : " ");
}

function storageKey(id) {
  return `puzzlelab-levels-${id}`;
}

/** Where the games proved impossible are kept (game ID -> true). */
function provenKey(id) {
  return `puzzlelab-levels-proven-${id}`;
}

/** Where the games solved with help are kept: their best cost, as for the others. */
function helpedKey(id) {
  return `puzzlelab-levels-helped-${id}`;
}

function readBests(key) {
  try {
    const saved = JSON.parse(localStorage.getItem(key) || "{}");
    return saved && typeof saved === "object" ? saved : {};
  } catch {
    return {};
  }
}

/**
 * The level list of puzzle `info`, in a panel placed before `before`. `onPick(entry)` loads a
 * level. Returns `{record(game, cost, {helped}), next(game)}`: `record` keeps a solved game's
 * cost (apart when solved with help), `next` gives a function that loads the level after
 * `game` (null when there is none or it is still locked).
 */
export function createLevels(before, info, { onPick }) {
  const list = el("div", { id: "levels-list", class: "levels-list" });
  const summary = el("p", { id: "levels-summary", class: "muted small" });
  const select = el("select", { id: "levels-library", "aria-label": t("levels-library") });
  const challenges = el("div", { id: "levels-impossible", class: "levels-group", hidden: true });
  const panel = el("section", { id: "levels", class: "panel levels", hidden: true }, el("h2", { class: "small-title" }, t("levels-title")), select, summary, list, challenges);
  before.before(panel);
  let libraries = [];
  let entries = [];
  const bests = readBests(storageKey(info.id));
  const helpedBests = readBests(helpedKey(info.id));
  const proven = readBests(provenKey(info.id));
  let impossible = [];

  const library = () => libraries.find((l) => String(l.id) === select.value) || null;
  const ordered = () => library()?.name === "campaign";
  const par = (entry) => entry.extra?.rating?.optimum ?? null;
  /** Whether `game` (a game ID) is the level `entry`: the same game, or in a campaign the same
   * board (a campaign carries rules such as Ten Drops' supply from level to level). */
  const isLevel = (entry, game) => entry.description === game || (ordered() && splitGameId(entry.description).position === splitGameId(game).position);
  const bestOf = (entry, kept = bests) => {
    let best = null;
    for (const [game, cost] of Object.entries(kept)) if (isLevel(entry, game) && (best === null || cost < best)) best = cost;
    return best;
  };
  const open = (i) => !ordered() || i === 0 || bestOf(entries[i - 1]) !== null;

  function draw() {
    const groups = new Map();
    entries.forEach((entry, i) => {
      const level = entry.level || "";
      if (!groups.has(level)) groups.set(level, []);
      groups.get(level).push([entry, i]);
    });
    const order = [...groups.keys()].sort((a, b) => ordered() ? 0 : (info.difficulties.indexOf(a) + 1 || 99) - (info.difficulties.indexOf(b) + 1 || 99));
    let solved = 0;
    list.replaceChildren(
      ...order.map((level) =>
        el(
          "div",
          { class: "levels-group", "data-level": level },
          el("h3", { class: "levels-level" }, level ? info.difficulty_labels?.[level] ?? level : t("levels-unrated")),
          el(
            "ol",
            { class: "levels-items" },
            ...groups.get(level).map(([entry, i]) => {
              const best = bestOf(entry);
              const stars = starsFor(best, par(entry));
              const helped = best === null && bestOf(entry, helpedBests) !== null;
              if (best !== null) solved += 1;
              const locked = !open(i);
              return el(
                "li",
                {},
                el(
                  "button",
                  {
                    type: "button",
                    class: "link level-item",
                    "data-index": i,
                    "data-description": entry.description,
                    "data-best": best ?? "",
                    "data-par": par(entry) ?? "",
                    "data-stars": stars,
                    "data-locked": String(locked),
                    "data-helped": String(helped),
                    disabled: locked,
                    onclick: () => onPick(entry),
                  },
                  el("span", { class: "level-name" }, entryName(entry, i)),
                  el("span", { class: "muted small" }, ` · ${par(entry) === null ? "" : t("levels-par", { par: par(entry) })}${best === null ? "" : ` · ${t("levels-best", { best })}`}`),
                  locked
                    ? el("span", { class: "level-lock muted small" }, ` · ${t("levels-locked")}`)
                    : helped
                    ? el("span", { class: "level-helped muted small" }, ` · ${t("levels-helped")}`)
                    : el("span", { class: "level-stars", role: "img", "aria-label": t("levels-stars", { stars }) }, ` ${"★".repeat(stars)}${"☆".repeat(3 - stars)}`),
                ),
              );
            }),
          ),
        ),
      ),
    );
    const provenCount = impossible.filter((entry) => proven[entry.description]).length;
    summary.textContent = t("levels-summary", { solved, total: entries.length });
    challenges.hidden = !impossible.length;
    challenges.replaceChildren(
      el("h3", { class: "levels-level" }, t("levels-impossible-title")),
      el("p", { id: "levels-impossible-summary", class: "muted small" }, sentences(t("levels-impossible-lead"), t("levels-impossible-summary", { proven: provenCount, total: impossible.length }))),
      el(
        "ol",
        { class: "levels-items" },
        ...impossible.map((entry) =>
          el(
            "li",
            {},
            el(
              "button",
              { type: "button", class: "link impossible-item", "data-description": entry.description, "data-proven": String(!!proven[entry.description]), onclick: () => onPick(entry) },
              el("span", { class: "level-name" }, entryName(entry)),
              el("span", { class: "muted small" }, ` · ${proven[entry.description] ? t("levels-impossible-proven") : t("levels-impossible-open")}`),
            ),
          ),
        ),
      ),
    );
  }

  async function loadEntries() {
    const lib = library();
    if (!lib) return;
    try {
      const { puzzles } = await getJson(`/api/libraries/${lib.id}/puzzles?limit=500`);
      entries = puzzles.filter((entry) => !entry.extra?.unsolvable);
      impossible = puzzles.filter((entry) => entry.extra?.unsolvable);
    } catch {
      entries = [];
      impossible = [];
    }
    draw();
  }

  select.addEventListener("change", loadEntries);
  (async () => {
    try {
      ({ libraries } = await getJson(`/api/libraries?puzzle=${encodeURIComponent(info.id)}`));
    } catch {
      return;
    }
    libraries = libraries.filter((l) => l.builtin);
    if (!libraries.length) return;
    // a campaign first: it is the way through the levels
    libraries.sort((a, b) => (b.name === "campaign") - (a.name === "campaign"));
    select.replaceChildren(...libraries.map((l) => el("option", { value: l.id }, libraryName(l))));
    select.hidden = libraries.length < 2;
    panel.hidden = false;
    await loadEntries();
  })();

  return {
    record(game, cost, { helped = false } = {}) {
      const kept = helped ? helpedBests : bests;
      if (!(game in kept) || cost < kept[game]) kept[game] = cost;
      try {
        localStorage.setItem(helped ? helpedKey(info.id) : storageKey(info.id), JSON.stringify(kept));
      } catch {
        // kept for this page only
      }
      draw();
    },
    /** The proof asked for on `game`: a challenge met when it is one of the list's. */
    proved(game) {
      if (!impossible.some((entry) => entry.description === game)) return;
      proven[game] = true;
      try {
        localStorage.setItem(provenKey(info.id), JSON.stringify(proven));
      } catch {
        // kept for this page only
      }
      draw();
    },
    next(game) {
      const i = entries.findIndex((entry) => isLevel(entry, game));
      if (i < 0 || i + 1 >= entries.length || !open(i + 1)) return null;
      return () => onPick(entries[i + 1]);
    },
  };
}
