// The home page: the list of puzzles, fetched from the API.

import { getJson } from "./api.js";
import { el, renderHeader, showMessage } from "./ui.js";

function card(puzzle) {
  const action = puzzle.page
    ? el("a", { class: "button", href: puzzle.page }, "Open")
    : el("span", { class: "muted" }, "On the command line: ", el("code", {}, puzzle.cli));
  return el(
    "li",
    { class: "card", "data-puzzle": puzzle.id },
    el("h2", {}, puzzle.name, el("span", { class: "native", lang: "zh" }, puzzle.native_name)),
    el("p", {}, puzzle.summary),
    el("div", { class: "actions" }, action),
  );
}

async function main() {
  renderHeader();
  const message = document.getElementById("home-message");
  try {
    const { puzzles } = await getJson("/api/puzzles");
    document.getElementById("puzzle-list").replaceChildren(...puzzles.map(card));
    showMessage(message, "");
  } catch (err) {
    showMessage(message, `Could not load the puzzle list: ${err.message}`, "error");
  }
}

main();
