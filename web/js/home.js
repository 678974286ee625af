// The home page: the list of puzzles, fetched from the API, each card with a picture of its
// board (`/img/{id}.svg`), and a card for the search lab.

import { getJson } from "./api.js";
import { loadCatalogue, t } from "./i18n.js";
import { el, renderHeader, showMessage } from "./ui.js";

/** A card's picture: decoration (the name says what it is), hidden when there is none. */
function picture(name) {
  const img = el("img", { class: "card-picture", src: `/img/${name}.svg`, alt: "", width: "160", height: "100" });
  img.addEventListener("error", () => img.remove());
  return img;
}

function card(puzzle) {
  return el(
    "li",
    { class: "card", "data-puzzle": puzzle.id },
    el("a", { class: "card-picture-link", href: puzzle.page, tabindex: "-1", "aria-hidden": "true" }, picture(puzzle.id)),
    el("h2", {}, puzzle.name, puzzle.name === puzzle.native_name ? null : el("span", { class: "native", lang: "zh" }, puzzle.native_name)),
    el("p", {}, puzzle.summary),
    el("div", { class: "actions" }, el("a", { class: "button", href: puzzle.page }, t("home-play"))),
  );
}

/** The search lab's card: every puzzle's searches side by side. */
function labCard() {
  return el(
    "li",
    { class: "card", "data-page": "lab" },
    el("a", { class: "card-picture-link", href: "/lab", tabindex: "-1", "aria-hidden": "true" }, picture("lab")),
    el("h2", {}, t("nav-lab")),
    el("p", {}, t("home-lab-summary")),
    el("div", { class: "actions" }, el("a", { class: "button", href: "/lab" }, t("home-lab-open"))),
  );
}

async function main() {
  await loadCatalogue();
  renderHeader();
  const message = document.getElementById("home-message");
  try {
    const { puzzles } = await getJson("/api/puzzles");
    document.getElementById("puzzle-list").replaceChildren(...puzzles.map(card), labCard());
    showMessage(message, "");
  } catch (err) {
    showMessage(message, t("home-load-failed", { detail: err.message }), "error");
  }
}

main();
