// Picking a puzzle from the libraries in the database: library choice, level or difficulty
// filter, and a list to click.

import { getJson } from "../api.js";
import { el, showMessage } from "../ui.js";

/**
 * Fills `container` with a library picker for puzzles of `kind`.
 * `onPick(puzzle)` receives the chosen puzzle (`{id, name, description, difficulty, level}`).
 * `describe(puzzle)` returns the text shown for a puzzle in the list.
 */
export async function createLibraryPicker(container, kind, onPick, { describe } = {}) {
  const select = el("select", { "aria-label": "Library", class: "library-select" });
  const filter = el("input", { type: "search", placeholder: "Filter by name", "aria-label": "Filter by name", class: "library-filter" });
  const list = el("ul", { class: "library-list", "aria-label": "Puzzles" });
  const message = el("div", { class: "message" });
  container.replaceChildren(el("div", { class: "row" }, select, filter), message, list);
  const label = describe || ((p) => `${p.name ?? p.description}${p.difficulty != null ? ` · ${p.difficulty}` : ""}${p.level ? ` · ${p.level}` : ""}`);

  let latest = 0; // only the newest request may fill the list
  async function loadPuzzles() {
    const id = select.value;
    if (!id) return;
    const ticket = ++latest;
    const params = new URLSearchParams({ limit: "500" });
    if (filter.value.trim()) params.set("search", filter.value.trim());
    try {
      const { puzzles, total } = await getJson(`/api/libraries/${id}/puzzles?${params}`);
      if (ticket !== latest) return;
      list.replaceChildren(
        ...puzzles.map((p) =>
          el("li", {}, el("button", { type: "button", class: "link", "data-puzzle-id": p.id, onclick: () => onPick(p) }, label(p))),
        ),
      );
      showMessage(message, total > puzzles.length ? `showing ${puzzles.length} of ${total}` : "");
    } catch (err) {
      showMessage(message, `Could not load the library: ${err.message}`, "error");
    }
  }

  try {
    const { libraries } = await getJson(`/api/libraries?kind=${encodeURIComponent(kind)}`);
    if (libraries.length === 0) {
      showMessage(message, "No libraries yet.");
      return;
    }
    select.replaceChildren(
      ...libraries.map((lib) => el("option", { value: lib.id }, `${lib.name} (${lib.puzzle_count})`)),
    );
    select.addEventListener("change", loadPuzzles);
    let debounce = null;
    filter.addEventListener("input", () => {
      clearTimeout(debounce);
      debounce = setTimeout(loadPuzzles, 200);
    });
    await loadPuzzles();
  } catch (err) {
    showMessage(message, `Could not load the libraries: ${err.message}`, "error");
  }
}
