// The printable sheet (`/print`): games drawn by their puzzles' own board modules, as the game
// page draws them, with an answer key on pages of its own. Served, it reads what to print from
// its address (`?library=ID`, or `?puzzle=ID&game=...&game=...`; `answers=0` leaves the key
// out) and asks the API for each position and solution; written by `puzzlelab print`, the
// same page carries the sheet as JSON (`#puzzlelab-sheet`) and its modules in an import map.

import { loadCatalogue, t } from "./i18n.js";
import { errorMessage, getJson, postJson } from "./api.js";
import { claimText, el, moveText, renderHeader, showMessage } from "./ui.js";
import { libraryName } from "./kit/names.js";

/** Most games one sheet prints from the server. */
const MAX_GAMES = 60;
/** Time the solver may take for each game's answer. */
const SOLVE_SECONDS = 20;

const $ = (id) => document.getElementById(id);
/** The sheet written into the page by the command line, if this is such a page. */
const embedded = document.getElementById("puzzlelab-sheet");

/** A puzzle's board module: from the server, or from the page's own import map. */
function boardModule(id) {
  return embedded ? import(`pl/js/puzzles/${id}.js`) : import(`/js/puzzles/${id}.js`);
}

/** What a board module may ask of the page: nothing is played on paper. */
const kit = { play: async () => {}, message: () => {}, session: null, load: async () => {}, loadPosition: async () => {} };

function message(text, kind = "") {
  showMessage($("sheet-message"), text, kind);
}

/** The sheet the address asks for, from the API; null when it asks for none. */
async function sheetFromServer(params) {
  const answers = params.get("answers") !== "0";
  let games;
  let title = null;
  if (params.has("library")) {
    const id = params.get("library");
    const reply = await getJson(`/api/libraries/${encodeURIComponent(id)}/puzzles?limit=${MAX_GAMES}`);
    title = libraryName(reply.library);
    games = reply.puzzles.map((p) => ({ puzzle: p.puzzle, game: p.description }));
  } else if (params.has("puzzle") && params.has("game")) {
    games = params.getAll("game").slice(0, MAX_GAMES).map((game) => ({ puzzle: params.get("puzzle"), game }));
  } else {
    return null;
  }
  for (const [i, game] of games.entries()) {
    message(t("print-preparing", { done: i, total: games.length }));
    try {
      game.position = await postJson(`/api/${encodeURIComponent(game.puzzle)}/parse`, { game: game.game });
      game.game = game.position.game;
      if (answers) {
        game.solution = await postJson(`/api/${encodeURIComponent(game.puzzle)}/solve`, { game: game.game, steps: "games", limits: { max_seconds: SOLVE_SECONDS } });
      }
    } catch (err) {
      game.error = errorMessage(err) || err.message;
    }
  }
  return { title, answers, games };
}

/** One game's drawing, by its puzzle's board module. */
async function drawGame(game, number) {
  const host = el("div", { class: "board-host" });
  const section = el(
    "section",
    { class: "sheet-game", "data-puzzle": game.puzzle, "aria-label": t("print-game", { number, puzzle: t(`${game.puzzle}-name`) }) },
    el("h2", {}, t("print-game", { number, puzzle: t(`${game.puzzle}-name`) })),
    host,
    el("p", { class: "game-id" }, game.game),
  );
  $("sheet-games").append(section);
  if (!game.position) {
    section.append(el("p", { class: "note" }, game.error || t("print-no-position")));
    return;
  }
  const module = await boardModule(game.puzzle);
  module.createBoard(host, kit).render({ ...game.position, legal_moves: [] }, { replay: true, hint: null, effect: null, move: null });
}

/** One game's answer: its cost, what is claimed of it, and its moves in words. */
function answer(game, number) {
  const head = el("h2", {}, t("print-game", { number, puzzle: t(`${game.puzzle}-name`) }));
  const solution = game.solution;
  if (!solution || !Array.isArray(solution.steps) || solution.cost === null || solution.cost === undefined) {
    const why = solution ? claimText(solution.claim, solution.claim_text) : game.error || t("print-no-answer");
    return el("div", { class: "answer" }, head, el("p", { class: "figures" }, why));
  }
  const figures = t("print-answer-figures", { cost: solution.cost, moves: solution.steps.length, claim: claimText(solution.claim, solution.claim_text) });
  return el(
    "div",
    { class: "answer" },
    head,
    el("p", { class: "figures" }, figures),
    el("ol", {}, solution.steps.map((step) => el("li", {}, moveText(step)))),
  );
}

async function render(sheet) {
  const title = sheet.title || t("print-title");
  $("sheet-title").textContent = title;
  document.title = t("page-title", { page: title });
  const games = sheet.games || [];
  $("sheet-subtitle").textContent = [sheet.subtitle, t("print-count", { count: games.length })].filter(Boolean).join(" · ");
  if (!embedded) {
    for (const id of new Set(games.map((g) => g.puzzle))) {
      document.head.append(el("link", { rel: "stylesheet", href: `/css/puzzles/${encodeURIComponent(id)}.css` }));
    }
  }
  for (const [i, game] of games.entries()) await drawGame(game, i + 1);
  if (sheet.answers) {
    $("answer-list").replaceChildren(...games.map((game, i) => answer(game, i + 1)));
    $("answer-key").hidden = false;
  }
  message(t("print-ready"), "ok");
  document.body.dataset.ready = "true";
}

async function main() {
  await loadCatalogue();
  document.title = t("page-title", { page: t("print-title") });
  // a file has no site around it: no navigation
  if (embedded) document.querySelector("header.site")?.remove();
  else renderHeader();
  $("print-button").addEventListener("click", () => window.print());
  try {
    const sheet = embedded ? JSON.parse(embedded.textContent) : await sheetFromServer(new URLSearchParams(location.search));
    if (!sheet) {
      message(t("print-nothing"));
      document.body.dataset.ready = "true";
      return;
    }
    await render(sheet);
  } catch (err) {
    message(t("print-failed", { detail: errorMessage(err) || err.message }), "error");
    document.body.dataset.ready = "true";
  }
}

main();
