// The library panel of every game page: the puzzle's libraries in the database, a level
// filter (the puzzle's difficulty levels, sent as GET /api/libraries/{id}/puzzles?level=) and
// the games to click, each with its name and level. Built-in libraries are read-only; in a
// library of your own you can add the game on the board (the server checks and rates it),
// remove games, import a CSV or JSON file, and delete the library. Every library exports as
// CSV and prints as a sheet with its answer key (`/print?library=ID`). On a server for a class
// only the teacher's page changes libraries: the others read them (see classroom.js).

import { deleteJson, getJson, postJson } from "../api.js";
import { currentLang, t } from "../i18n.js";
import { el, showMessage } from "../ui.js";
import { serverAccess } from "./classroom.js";
import { entryName, libraryName } from "./names.js";

/** The library that "add" and "import" use when a built-in one is selected. */
const DEFAULT_OWN_LIBRARY = "mine";
/** Largest file the import reads (the server takes at most 2 MiB of JSON). */
const MAX_IMPORT_BYTES = 1_500_000;

function ratingText(p) {
  if (p.extra?.rated === false) return ` · ${t("library-not-rated")}`;
  const optimum = p.extra?.rating?.optimum;
  return optimum === null || optimum === undefined ? "" : ` · ${t("library-optimum", { optimum })}`;
}

/**
 * Fills `container` with the library panel of puzzle `info` (`{id, difficulties}`).
 * `onPick(puzzle)` gets `{id, name, description, level, extra}`; `currentGame()` returns the
 * game ID on the board (or null).
 */
export async function createLibrary(container, info, { onPick, currentGame }) {
  const puzzle = info.id;
  const levelName = (d) => info.difficulty_labels?.[d] ?? d;
  const select = el("select", { id: "library-select", "aria-label": t("play-library") });
  const level = el("select", { id: "library-level", "aria-label": t("library-level") }, el("option", { value: "" }, t("library-every-level")), ...info.difficulties.map((d) => el("option", { value: d }, levelName(d))));
  const list = el("ul", { class: "library-list", "aria-label": t("library-games") });
  const message = el("div", { class: "message", role: "status", id: "library-message" });
  const addButton = el("button", { type: "button", class: "secondary", id: "library-add" }, t("library-add"));
  const exportLink = el("a", { class: "button secondary", id: "library-export" }, t("library-export"));
  // a printable sheet of the library's games, with the answer key (print.html)
  const printLink = el("a", { class: "button secondary", id: "library-print", target: "_blank", rel: "noopener" }, t("library-print"));
  const importInput = el("input", { type: "file", accept: ".csv,.json", id: "library-import" });
  const newName = el("input", { type: "text", id: "library-new-name", placeholder: t("library-new-name"), "aria-label": t("library-new-name"), maxlength: 80 });
  const createButton = el("button", { type: "submit", class: "secondary", id: "library-create" }, t("library-create"));
  const deleteButton = el("button", { type: "button", class: "secondary", id: "library-delete" }, t("library-delete"));
  const readOnly = (await serverAccess()).local;
  container.replaceChildren(
    el("div", { class: "row" }, select, level),
    message,
    list,
    readOnly
      ? el("div", { class: "row library-actions" }, exportLink, printLink, el("p", { class: "muted small", id: "library-teacher-only" }, t("library-teacher-only")))
      : el("div", { class: "row library-actions" }, addButton, exportLink, printLink, el("label", { class: "button secondary file-button" }, t("library-import"), importInput), deleteButton),
    readOnly ? null : el("form", { class: "row" }, newName, createButton),
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
    deleteButton.textContent = t("library-delete");
    delete deleteButton.dataset.armed;
    if (lib) {
      exportLink.href = `/api/libraries/${lib.id}/export?format=csv`;
      exportLink.setAttribute("download", `${lib.name}.csv`);
      exportLink.removeAttribute("aria-disabled");
      printLink.href = `/print?library=${encodeURIComponent(lib.id)}&lang=${encodeURIComponent(currentLang())}`;
      printLink.removeAttribute("aria-disabled");
    } else {
      exportLink.removeAttribute("href");
      exportLink.setAttribute("aria-disabled", "true");
      printLink.removeAttribute("href");
      printLink.setAttribute("aria-disabled", "true");
    }
  }

  async function loadLibraries(selectId) {
    const reply = await getJson(`/api/libraries?puzzle=${encodeURIComponent(puzzle)}`);
    libraries = reply.libraries;
    select.replaceChildren(
      ...libraries.map((lib) =>
        el("option", { value: lib.id }, lib.builtin ? t("library-option-builtin", { name: libraryName(lib), count: lib.puzzle_count }) : t("library-option", { name: lib.name, count: lib.puzzle_count })),
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
      say(t("library-removed", { game: p.description, library: lib.name }), "ok");
    } catch (err) {
      say(t("library-remove-failed", { game: p.description, detail: err.message }), "error");
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
              el("span", { class: "game-text" }, entryName(p)),
              el("span", { class: "muted small" }, `${p.level ? ` · ${levelName(p.level)}` : ""}${ratingText(p)}`),
            ),
            lib.builtin || readOnly
              ? null
              : el(
                  "button",
                  { type: "button", class: "remove", title: t("library-remove", { game: p.description }), "aria-label": t("library-remove", { game: p.description }), "data-remove-id": p.id, onclick: () => removePuzzle(lib, p) },
                  "×",
                ),
          ),
        ),
      );
      say(
        puzzles.length === 0
          ? level.value
            ? t("library-empty-level", { level: levelName(level.value) })
            : t("library-empty")
          : total > puzzles.length
            ? t("library-showing", { shown: puzzles.length, total })
            : level.value
              ? t("library-count-level", { count: total, level: levelName(level.value) })
              : t("library-count", { count: total }),
      );
    } catch (err) {
      say(t("library-load-failed", { detail: err.message }), "error");
    }
  }

  /** The library of your own to write to: the selected one, or "mine" (made when missing). */
  async function ownTarget() {
    const lib = selected();
    if (lib && !lib.builtin) return lib;
    const mine = libraries.find((l) => l.name === DEFAULT_OWN_LIBRARY && !l.builtin);
    if (mine) return mine;
    const { library } = await postJson("/api/libraries", { puzzle, name: DEFAULT_OWN_LIBRARY });
    return library;
  }

  async function addCurrent() {
    const description = currentPuzzle();
    if (!description) {
      say(t("library-nothing-to-add"), "error");
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
          ? puzzle.level
            ? t("library-added-level", { game: puzzle.description, library: target.name, level: levelName(puzzle.level), rating: ratingText(puzzle) })
            : t("library-added", { game: puzzle.description, library: target.name, rating: ratingText(puzzle) })
          : t("library-already-there", { game: puzzle.description, library: target.name }),
        "ok",
      );
    } catch (err) {
      say(t("library-add-failed", { detail: err.message }), "error");
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
      say(t("library-import-kind", { file: file.name }), "error");
      return;
    }
    if (file.size > MAX_IMPORT_BYTES) {
      say(t("library-import-size", { file: file.name, bytes: file.size, most: MAX_IMPORT_BYTES }), "error");
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
        t("library-imported", { file: file.name, library: target.name, rows: report.rows, inserted: report.inserted, duplicates: report.duplicates }),
        "ok",
      );
    } catch (err) {
      say(t("library-import-failed", { file: file.name, detail: err.message }), "error");
    }
  }

  async function createLibrary(event) {
    event.preventDefault();
    const name = newName.value.trim();
    if (!name) {
      say(t("library-name-needed"), "error");
      return;
    }
    if (libraries.some((l) => l.name === name)) {
      say(t("library-name-taken", { name }), "error");
      return;
    }
    try {
      const { library } = await postJson("/api/libraries", { puzzle, name });
      newName.value = "";
      level.value = "";
      await loadLibraries(library.id);
      await loadPuzzles();
      say(t("library-made", { name: library.name }), "ok");
    } catch (err) {
      say(t("library-make-failed", { detail: err.message }), "error");
    }
  }

  // Deleting takes two clicks: the first arms the button for a few seconds.
  async function deleteLibrary() {
    const lib = selected();
    if (!lib || lib.builtin) return;
    if (!deleteButton.dataset.armed) {
      deleteButton.dataset.armed = "1";
      deleteButton.textContent = t("library-really-delete", { name: lib.name });
      setTimeout(updateControls, 4000);
      return;
    }
    try {
      await deleteJson(`/api/libraries/${lib.id}`);
      await loadLibraries();
      await loadPuzzles();
      say(t("library-deleted", { name: lib.name, count: lib.puzzle_count }), "ok");
    } catch (err) {
      say(t("library-delete-failed", { detail: err.message }), "error");
    }
  }

  select.addEventListener("change", () => {
    updateControls();
    loadPuzzles();
  });
  level.addEventListener("change", loadPuzzles);
  addButton.addEventListener("click", addCurrent);
  importInput.addEventListener("change", importFile);
  newName.form?.addEventListener("submit", createLibrary);
  deleteButton.addEventListener("click", deleteLibrary);

  try {
    await loadLibraries();
    if (libraries.length === 0) {
      say(t("library-none"));
      return;
    }
    await loadPuzzles();
  } catch (err) {
    say(t("library-list-failed", { detail: err.message }), "error");
  }
}
