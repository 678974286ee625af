// The matchstick library panel: the libraries of kind "matchstick" in the database, a level
// filter (low / mid / high, sent as GET /api/libraries/{id}/puzzles?level=) and the puzzles
// to click, each with its level and number of answers.

import { getJson } from "../api.js";
import { el, showMessage } from "../ui.js";

/** Wires the library controls; `onPick(puzzle)` gets `{id, name, description, level, extra}`. */
export async function initLibrary({ select, level, list, message, onPick }) {
  let latest = 0; // only the newest request may fill the list
  async function loadPuzzles() {
    const id = select.value;
    if (!id) return;
    const ticket = ++latest;
    const params = new URLSearchParams({ limit: "500" });
    if (level.value) params.set("level", level.value);
    try {
      const { puzzles, total } = await getJson(`/api/libraries/${id}/puzzles?${params}`);
      if (ticket !== latest) return;
      list.replaceChildren(
        ...puzzles.map((p) => {
          const answers = Array.isArray(p.extra?.answers) ? p.extra.answers.length : null;
          return el(
            "li",
            {},
            el(
              "button",
              { type: "button", class: "link", "data-puzzle-id": p.id, "data-description": p.description, "data-level": p.level || "", onclick: () => onPick(p) },
              el("span", { class: "equation-text" }, p.description),
              el(
                "span",
                { class: "muted small" },
                `${p.name ? ` · ${p.name}` : ""}${p.level ? ` · ${p.level}` : ""}${answers === null ? "" : answers === 0 ? " · no answer" : ` · ${answers} answer${answers === 1 ? "" : "s"}`}`,
              ),
            ),
          );
        }),
      );
      showMessage(
        message,
        puzzles.length === 0
          ? `No puzzles${level.value ? ` at level ${level.value}` : ""} in this library.`
          : total > puzzles.length
            ? `showing ${puzzles.length} of ${total}`
            : `${total} puzzle${total === 1 ? "" : "s"}${level.value ? ` at level ${level.value}` : ""}`,
      );
    } catch (err) {
      showMessage(message, `Could not load the library: ${err.message}`, "error");
    }
  }

  try {
    const { libraries } = await getJson("/api/libraries?kind=matchstick");
    if (libraries.length === 0) {
      showMessage(message, "No matchstick libraries yet.");
      return;
    }
    select.replaceChildren(...libraries.map((lib) => el("option", { value: lib.id }, `${lib.name} (${lib.puzzle_count})`)));
    select.addEventListener("change", loadPuzzles);
    level.addEventListener("change", loadPuzzles);
    await loadPuzzles();
  } catch (err) {
    showMessage(message, `Could not load the libraries: ${err.message}`, "error");
  }
}
