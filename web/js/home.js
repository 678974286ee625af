// The home page: the list of puzzles, fetched from the API.

import { getJson } from "./api.js";
import { loadCatalogue, t } from "./i18n.js";
import { el, renderHeader, showMessage } from "./ui.js";

function card(puzzle) {
  const action = el(
    "span",
    {},
    el("a", { class: "button", href: puzzle.page }, t("home-play")),
    " ",
    el("code", { class: "muted" }, `puzzlelab ${puzzle.id} --help`),
  );
  return el(
    "li",
    { class: "card", "data-puzzle": puzzle.id },
    el("h2", {}, puzzle.name, puzzle.name === puzzle.native_name ? null : el("span", { class: "native", lang: "zh" }, puzzle.native_name)),
    el("p", {}, puzzle.summary),
    el("div", { class: "actions" }, action),
  );
}

async function main() {
  await loadCatalogue();
  renderHeader();
  const message = document.getElementById("home-message");
  try {
    const { puzzles } = await getJson("/api/puzzles");
    document.getElementById("puzzle-list").replaceChildren(...puzzles.map(card));
    showMessage(message, "");
  } catch (err) {
    showMessage(message, t("home-load-failed", { detail: err.message }), "error");
  }
}

main();
