// The level list of every puzzle with a built-in library: its games grouped by difficulty,
// each with its par (the optimum the library's rating proved) and the player's best, as stars
// (3 at par or better, 2 within a margin of it, 1 solved). A campaign (a library named
// "campaign") opens in order: level n+1 when level n is solved. The player's bests are kept
// in this browser (localStorage), so progress survives a reload.

import { getJson } from "../api.js";
import { t } from "../i18n.js";
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

function storageKey(id) {
  return `puzzlelab-levels-${id}`;
}

function readBests(id) {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(id)) || "{}");
    return saved && typeof saved === "object" ? saved : {};
  } catch {
    return {};
  }
}

/**
 * The level list of puzzle `info`, in a panel placed before `before`. `onPick(entry)` loads a
 * level. Returns `{record(game, cost), next(game)}`: `record` keeps a solved game's cost,
 * `next` gives a function that loads the level after `game` (null when there is none).
 */
export function createLevels(before, info, { onPick }) {
  const list = el("div", { id: "levels-list", class: "levels-list" });
  const summary = el("p", { id: "levels-summary", class: "muted small" });
  const select = el("select", { id: "levels-library", "aria-label": t("levels-library") });
  const panel = el("section", { id: "levels", class: "panel levels", hidden: true }, el("h2", { class: "small-title" }, t("levels-title")), select, summary, list);
  before.before(panel);
  let libraries = [];
  let entries = [];
  let bests = readBests(info.id);

  const library = () => libraries.find((l) => String(l.id) === select.value) || null;
  const ordered = () => library()?.name === "campaign";
  const par = (entry) => entry.extra?.rating?.optimum ?? null;
  /** Whether `game` (a game ID) is the level `entry`: the same game, or in a campaign the same
   * board (a campaign carries rules such as Ten Drops' supply from level to level). */
  const isLevel = (entry, game) => entry.description === game || (ordered() && splitGameId(entry.description).position === splitGameId(game).position);
  const bestOf = (entry) => {
    let best = null;
    for (const [game, cost] of Object.entries(bests)) if (isLevel(entry, game) && (best === null || cost < best)) best = cost;
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
                    disabled: locked,
                    onclick: () => onPick(entry),
                  },
                  el("span", { class: "level-name" }, entryName(entry, i)),
                  el("span", { class: "muted small" }, ` · ${par(entry) === null ? "" : t("levels-par", { par: par(entry) })}${best === null ? "" : ` · ${t("levels-best", { best })}`}`),
                  locked
                    ? el("span", { class: "level-lock muted small" }, ` · ${t("levels-locked")}`)
                    : el("span", { class: "level-stars", role: "img", "aria-label": t("levels-stars", { stars }) }, ` ${"★".repeat(stars)}${"☆".repeat(3 - stars)}`),
                ),
              );
            }),
          ),
        ),
      ),
    );
    summary.textContent = t("levels-summary", { solved, total: entries.length });
  }

  async function loadEntries() {
    const lib = library();
    if (!lib) return;
    try {
      ({ puzzles: entries } = await getJson(`/api/libraries/${lib.id}/puzzles?limit=500`));
    } catch {
      entries = [];
    }
    draw();
  }

  select.addEventListener("change", loadEntries);
  (async () => {
    try {
      ({ libraries } = await getJson(`/api/libraries?kind=${encodeURIComponent(info.id)}`));
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
    record(game, cost) {
      if (!(game in bests) || cost < bests[game]) bests[game] = cost;
      try {
        localStorage.setItem(storageKey(info.id), JSON.stringify(bests));
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
