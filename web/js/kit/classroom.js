// A server for a class (`puzzlelab serve` on a network address): changing libraries, saved
// games and records needs the teacher's token. A page without it keeps its saved games and
// best results in this browser (localStorage) and says so; the teacher gives a page the token
// with a `#token=` link (read by api.js) or the token field here, and that page writes to the
// server.

import { getJson, keepWriteToken, writeToken } from "../api.js";
import { t } from "../i18n.js";
import { el, showMessage } from "../ui.js";

let asked = null;

/**
 * What the server allows this page, asked once: `{local, stale}`. `local` is true when writes
 * need a token this page does not have (saves and records stay in the browser); `stale` when
 * the token kept in this browser was refused (it is forgotten).
 */
export function serverAccess() {
  if (!asked) {
    asked = getJson("/api/server")
      .then((server) => {
        const stale = server.writes_need_token && !server.token_accepted && writeToken() !== null;
        if (stale) keepWriteToken(null);
        return { local: server.writes_need_token && !server.token_accepted, stale };
      })
      // a server that cannot say is the single user's: write to it as before
      .catch(() => ({ local: false, stale: false }));
  }
  return asked;
}

/**
 * The note of a page on a server for a class, for the saved-games panel: where saves go, and
 * the teacher's token field (or, with the token, a button that forgets it). Empty on a
 * server that lets every page write.
 */
export async function classNote() {
  const access = await serverAccess();
  const message = el("div", { class: "message", role: "status" });
  if (!access.local) {
    if (writeToken() === null) return el("div");
    const forget = el("button", { type: "button", class: "secondary", id: "class-forget" }, t("class-token-forget"));
    forget.addEventListener("click", () => {
      keepWriteToken(null);
      location.reload();
    });
    return el("div", { class: "class-note" }, el("p", { class: "muted small" }, t("class-token-accepted")), forget);
  }
  const field = el("input", { type: "password", id: "class-token", autocomplete: "off", "aria-label": t("class-token"), placeholder: t("class-token") });
  const use = el("button", { type: "submit", class: "secondary", id: "class-token-use" }, t("class-token-use"));
  const form = el("form", { class: "row" }, field, use);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const token = field.value.trim();
    if (!token) return;
    try {
      const server = await getJson("/api/server", { Authorization: `Bearer ${token}` });
      if (!server.token_accepted) throw new Error(t("class-token-refused"));
      keepWriteToken(token);
      location.reload();
    } catch (err) {
      showMessage(message, err.message, "error");
    }
  });
  if (access.stale) showMessage(message, t("class-token-stale"), "error");
  return el(
    "div",
    { class: "class-note" },
    el("p", { class: "muted small", id: "class-local" }, t("class-saves-local")),
    el("details", {}, el("summary", {}, t("class-token")), form),
    message,
  );
}

const SAVED_KEY = "puzzlelab-saved-games";
const RECORDS_KEY = "puzzlelab-records";

function readLocal(key, empty) {
  try {
    return JSON.parse(localStorage.getItem(key) || "null") ?? empty;
  } catch {
    return empty;
  }
}

function writeLocal(key, value) {
  localStorage.setItem(key, JSON.stringify(value));
}

/**
 * A saved game as this browser kept it, in the API's names: the previous release kept
 * `{kind, puzzle}` for what is now `{puzzle, game}`.
 */
const renamed = ({ kind, ...g }) => (kind === undefined ? g : { ...g, puzzle: kind, game: g.puzzle });

/** The saved games of puzzle `puzzle` kept in this browser, newest first (the API's shape). */
export function localGames(puzzle) {
  return readLocal(SAVED_KEY, [])
    .map(renamed)
    .filter((g) => g.puzzle === puzzle)
    .sort((a, b) => (a.updated < b.updated ? 1 : -1));
}

/** Keeps a saved game `{puzzle, name, game, state, moves}` in this browser. */
export function saveLocalGame(game) {
  const games = readLocal(SAVED_KEY, []);
  const id = games.reduce((most, g) => Math.max(most, g.id), 0) + 1;
  games.push({ ...game, id, updated: new Date().toISOString() });
  writeLocal(SAVED_KEY, games);
}

const recordKey = (puzzle, game, metric) => JSON.stringify([puzzle, game, metric]);

/** The best result kept in this browser for a puzzle, a game and a metric, or null. */
export function localBest(puzzle, game, metric) {
  return readLocal(RECORDS_KEY, {})[recordKey(puzzle, game, metric)] ?? null;
}

/** Keeps a result in this browser when it beats the best (lower is better): `{improved, previous, best}`. */
export function submitLocalResult(puzzle, game, metric, value, details) {
  const records = readLocal(RECORDS_KEY, {});
  const key = recordKey(puzzle, game, metric);
  const previous = records[key] ?? null;
  const improved = previous === null || value < previous.value;
  if (improved) {
    records[key] = { value, details, when: new Date().toISOString() };
    writeLocal(RECORDS_KEY, records);
  }
  return { improved, previous, best: records[key] };
}
