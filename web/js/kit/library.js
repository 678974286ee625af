// The library panel of every game page: the puzzle's libraries in the database, a level
// filter (the puzzle's difficulty levels, sent as GET /api/libraries/{id}/puzzles?level=) and
// the games to click, each with its name and level. Built-in libraries are read-only; in a
// library of your own you can add the game on the board (the server checks and rates it),
// remove games, import a CSV or JSON file, and delete the library. Every library exports as
// CSV.

import { deleteJson, getJson, postJson } from "../api.js";
import { el, showMessage } from "../ui.js";

/** The library that "add" and "import" use when a built-in one is selected. */
const DEFAULT_OWN_LIBRARY = "mine";
/** Largest file the import reads (the server takes at most 2 MiB of JSON). */
const MAX_IMPORT_BYTES = 1_500_000;

function ratingText(p) {
  if (p.extra?.rated === false) return " · not rated";
  const optimum = p.extra?.rating?.optimum;
  return optimum === null || optimum === undefined ? "" : ` · optimum ${optimum}`;
}

/**
 * Fills `container` with the library panel of puzzle `info` (`{id, difficulties}`).
 * `onPick(puzzle)` gets `{id, name, description, level, extra}`; `currentGame()` returns the
 * game ID on the board (or null).
 */
export async function createLibrary(container, info, { onPick, currentGame }) {
  const kind = info.id;
  const select = el("select", { id: "library-select", "aria-label": "Library" });
  const level = el("select", { id: "library-level", "aria-label": "Level" }, el("option", { value: "" }, "every level"), ...info.difficulties.map((d) => el("option", { value: d }, d)));
  const list = el("ul", { class: "library-list", "aria-label": "Games in the library" });
  const message = el("div", { class: "message", role: "status", id: "library-message" });
  const addButton = el("button", { type: "button", class: "secondary", id: "library-add" }, "Add this game");
  const exportLink = el("a", { class: "button secondary", id: "library-export" }, "Export CSV");
  const importInput = el("input", { type: "file", accept: ".csv,.json", id: "library-import" });
  const newName = el("input", { type: "text", id: "library-new-name", placeholder: "New library name", "aria-label": "New library name", maxlength: 80 });
  const createButton = el("button", { type: "submit", class: "secondary", id: "library-create" }, "Make library");
  const deleteButton = el("button", { type: "button", class: "secondary", id: "library-delete" }, "Delete library");
  container.replaceChildren(
    el("div", { class: "row" }, select, level),
    message,
    list,
    el("div", { class: "row library-actions" }, addButton, exportLink, el("label", { class: "button secondary file-button" }, "Import…", importInput), deleteButton),
    el("form", { class: "row" }, newName, createButton),
  );
  const currentPuzzle = currentGame;
  let libraries = [];
  let latest = 0; // only the newest request may fill the list

  const selected = () => libraries.find((lib) => String(lib.id) === select.value) || null;
  const say = (text, kind = "") => showMessage(message, text, kind);

  function updateControls() {
    const lib = selected();
    const own = lib && !lib.builtin;
    deleteButton.disabled = !own;
    deleteButton.textContent = "Delete library";
    delete deleteButton.dataset.armed;
    if (lib) {
      exportLink.href = `/api/libraries/${lib.id}/export?format=csv`;
      exportLink.setAttribute("download", `${lib.name}.csv`);
      exportLink.removeAttribute("aria-disabled");
    } else {
      exportLink.removeAttribute("href");
      exportLink.setAttribute("aria-disabled", "true");
    }
  }

  async function loadLibraries(selectId) {
    const reply = await getJson(`/api/libraries?kind=${encodeURIComponent(kind)}`);
    libraries = reply.libraries;
    select.replaceChildren(
      ...libraries.map((lib) =>
        el("option", { value: lib.id }, `${lib.name} (${lib.puzzle_count})${lib.builtin ? " · built in" : ""}`),
      ),
    );
    if (selectId !== undefined && libraries.some((lib) => lib.id === selectId)) select.value = String(selectId);
    updateControls();
  }

  async function removePuzzle(lib, p) {
    try {
      await deleteJson(`/api/libraries/${lib.id}/puzzles/${p.id}`);
      await loadLibraries(lib.id);
      await loadPuzzles();
      say(`Removed ${p.description} from “${lib.name}”.`, "ok");
    } catch (err) {
      say(`Could not remove ${p.description}: ${err.message}`, "error");
    }
  }

  async function loadPuzzles() {
    const lib = selected();
    if (!lib) return;
    const ticket = ++latest;
    const params = new URLSearchParams({ limit: "500" });
    if (level.value) params.set("level", level.value);
    try {
      const { puzzles, total } = await getJson(`/api/libraries/${lib.id}/puzzles?${params}`);
      if (ticket !== latest) return;
      list.replaceChildren(
        ...puzzles.map((p) =>
          el(
            "li",
            { class: "library-item" },
            el(
              "button",
              { type: "button", class: "link", "data-puzzle-id": p.id, "data-description": p.description, "data-level": p.level || "", onclick: () => onPick(p) },
              el("span", { class: "game-text" }, p.name || p.description),
              el("span", { class: "muted small" }, `${p.level ? ` · ${p.level}` : ""}${ratingText(p)}`),
            ),
            lib.builtin
              ? null
              : el(
                  "button",
                  { type: "button", class: "remove", title: `Remove ${p.description}`, "aria-label": `Remove ${p.description}`, "data-remove-id": p.id, onclick: () => removePuzzle(lib, p) },
                  "×",
                ),
          ),
        ),
      );
      say(
        puzzles.length === 0
          ? `No puzzles${level.value ? ` at level ${level.value}` : ""} in this library.`
          : total > puzzles.length
            ? `showing ${puzzles.length} of ${total}`
            : `${total} puzzle${total === 1 ? "" : "s"}${level.value ? ` at level ${level.value}` : ""}`,
      );
    } catch (err) {
      say(`Could not load the library: ${err.message}`, "error");
    }
  }

  /** The library of your own to write to: the selected one, or "mine" (made when missing). */
  async function ownTarget() {
    const lib = selected();
    if (lib && !lib.builtin) return lib;
    const mine = libraries.find((l) => l.name === DEFAULT_OWN_LIBRARY && !l.builtin);
    if (mine) return mine;
    const { library } = await postJson("/api/libraries", { kind, name: DEFAULT_OWN_LIBRARY });
    return library;
  }

  async function addCurrent() {
    const description = currentPuzzle();
    if (!description) {
      say("There is no game on the board to add.", "error");
      return;
    }
    addButton.disabled = true;
    try {
      const target = await ownTarget();
      const { puzzle, added } = await postJson(`/api/libraries/${target.id}/puzzles`, { description, existing_ok: true });
      level.value = "";
      await loadLibraries(target.id);
      await loadPuzzles();
      say(
        added
          ? `Added ${puzzle.description} to “${target.name}”${puzzle.level ? ` at level ${puzzle.level}` : ""}${ratingText(puzzle)}.`
          : `“${target.name}” already holds ${puzzle.description}.`,
        "ok",
      );
    } catch (err) {
      say(`Could not add the puzzle: ${err.message}`, "error");
    } finally {
      addButton.disabled = false;
    }
  }

  async function importFile() {
    const file = importInput.files && importInput.files[0];
    if (!file) return;
    importInput.value = "";
    const format = /\.json$/i.test(file.name) ? "json" : /\.csv$/i.test(file.name) ? "csv" : null;
    if (!format) {
      say(`Cannot import ${file.name}: choose a .csv or .json file (as the export writes).`, "error");
      return;
    }
    if (file.size > MAX_IMPORT_BYTES) {
      say(`Cannot import ${file.name}: it has ${file.size.toLocaleString("en-US")} bytes, at most ${MAX_IMPORT_BYTES.toLocaleString("en-US")} are accepted.`, "error");
      return;
    }
    try {
      const data = await file.text();
      const target = await ownTarget();
      const { import: report } = await postJson(`/api/libraries/${target.id}/import`, { format, data });
      level.value = "";
      await loadLibraries(target.id);
      await loadPuzzles();
      say(
        `Imported ${file.name} into “${target.name}”: ${report.rows} row${report.rows === 1 ? "" : "s"}, ${report.inserted} added, ${report.duplicates} already there.`,
        "ok",
      );
    } catch (err) {
      say(`Could not import ${file.name}: ${err.message}`, "error");
    }
  }

  async function createLibrary(event) {
    event.preventDefault();
    const name = newName.value.trim();
    if (!name) {
      say("Type a name for the new library.", "error");
      return;
    }
    if (libraries.some((l) => l.name === name)) {
      say(`There is already a library named “${name}”.`, "error");
      return;
    }
    try {
      const { library } = await postJson("/api/libraries", { kind, name });
      newName.value = "";
      level.value = "";
      await loadLibraries(library.id);
      await loadPuzzles();
      say(`Made the library “${library.name}”. Add the game on the board or import a file.`, "ok");
    } catch (err) {
      say(`Could not make the library: ${err.message}`, "error");
    }
  }

  // Deleting takes two clicks: the first arms the button for a few seconds.
  async function deleteLibrary() {
    const lib = selected();
    if (!lib || lib.builtin) return;
    if (!deleteButton.dataset.armed) {
      deleteButton.dataset.armed = "1";
      deleteButton.textContent = `Really delete “${lib.name}”?`;
      setTimeout(updateControls, 4000);
      return;
    }
    try {
      await deleteJson(`/api/libraries/${lib.id}`);
      await loadLibraries();
      await loadPuzzles();
      say(`Deleted the library “${lib.name}” and its ${lib.puzzle_count} puzzle${lib.puzzle_count === 1 ? "" : "s"}.`, "ok");
    } catch (err) {
      say(`Could not delete the library: ${err.message}`, "error");
    }
  }

  select.addEventListener("change", () => {
    updateControls();
    loadPuzzles();
  });
  level.addEventListener("change", loadPuzzles);
  addButton.addEventListener("click", addCurrent);
  importInput.addEventListener("change", importFile);
  createButton.form.addEventListener("submit", createLibrary);
  deleteButton.addEventListener("click", deleteLibrary);

  try {
    await loadLibraries();
    if (libraries.length === 0) {
      say("No libraries yet: add the game on the board to start one.");
      return;
    }
    await loadPuzzles();
  } catch (err) {
    say(`Could not load the libraries: ${err.message}`, "error");
  }
}
