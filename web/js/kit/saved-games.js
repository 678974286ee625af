// Saving and loading games in the database: a name box, a save button and a list of saved
// games of one puzzle. On a server for a class, a page without the teacher's token keeps them in
// this browser instead, and says so (see classroom.js).

import { getJson, postJson } from "../api.js";
import { t } from "../i18n.js";
import { el, showMessage } from "../ui.js";
import { classNote, localGames, saveLocalGame, serverAccess } from "./classroom.js";

/**
 * Fills `container` with save/load controls. `current()` returns
 * `{game, state, moves}` for the game on screen (or null when there is none);
 * `onLoad(saved)` restores a saved game (`{id, puzzle, game, state, moves, name}`).
 */
export function createSavedGames(container, puzzle, current, onLoad) {
  const name = el("input", { type: "text", placeholder: t("saved-name-placeholder"), "aria-label": t("saved-name"), class: "save-name" });
  const save = el("button", { type: "button", class: "secondary", "data-action": "save" }, t("saved-save"));
  const list = el("ul", { class: "saved-list", "aria-label": t("play-saved-games") });
  const message = el("div", { class: "message" });
  const note = el("div");
  container.replaceChildren(note, el("div", { class: "row" }, name, save), message, list);
  classNote().then((made) => note.replaceWith(made));

  async function refresh() {
    try {
      const { local } = await serverAccess();
      const { games } = local ? { games: localGames(puzzle) } : await getJson(`/api/games?puzzle=${encodeURIComponent(puzzle)}`);
      list.replaceChildren(
        ...games.map((g) =>
          el(
            "li",
            {},
            el("button", { type: "button", class: "link", "data-game-id": g.id, onclick: () => onLoad(g) },
              t("saved-entry", { name: g.name || t("saved-untitled"), moves: Array.isArray(g.moves) ? g.moves.length : 0, when: g.updated.replace("T", " ").slice(0, 16) })),
          ),
        ),
      );
    } catch (err) {
      showMessage(message, t("saved-list-failed", { detail: err.message }), "error");
    }
  }

  save.addEventListener("click", async () => {
    const game = current();
    if (!game) {
      showMessage(message, t("saved-nothing"), "error");
      return;
    }
    try {
      const { local } = await serverAccess();
      if (local) saveLocalGame({ puzzle, name: name.value.trim(), ...game });
      else await postJson("/api/games", { puzzle, name: name.value.trim(), ...game });
      showMessage(message, t("saved-done"), "ok");
      await refresh();
    } catch (err) {
      showMessage(message, t("saved-failed", { detail: err.message }), "error");
    }
  });

  refresh();
  return { refresh };
}
