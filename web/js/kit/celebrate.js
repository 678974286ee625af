// The win celebration of every game page: a panel (a non-modal dialog: the page stays usable)
// that shows the player's figures (moves, cost in the puzzle's unit, time) against the
// optimum, says "optimal" or "+k over the optimum", and offers a new game and, where a level
// list knows one, the next level. Focus moves to it; Esc or its close button closes it and
// gives the focus back to where it was. A win with help (a hint, the solution shown, the AI
// player) says so and is never called optimal. On a narrow screen, where the panel is below the
// board, it stands at the bottom of the screen (play.css), so a win is never off screen.

import { el } from "../ui.js";
import { t } from "../i18n.js";
import { animate } from "./motion.js";

/**
 * The celebration inside `container` (placed after the win message). Returns
 * `{show(figures, actions), hide()}`; `figures` is `{moves, cost, time, optimum, amount}` where
 * `optimum` is the proven optimal cost from the start or null, `amount(n)` writes a cost
 * with the puzzle's unit and `helped` is true for a win with help, and `actions` is
 * `{newGame, nextLevel}` (functions; `nextLevel` null when there is none).
 */
export function createCelebration(container) {
  const title = el("h2", { id: "celebration-title", class: "small-title" });
  const verdict = el("p", { id: "celebration-verdict", class: "verdict" });
  const figures = el("dl", { id: "celebration-figures", class: "celebration-figures" });
  const newGame = el("button", { id: "celebration-new", type: "button" });
  const next = el("button", { id: "celebration-next", type: "button" });
  const close = el("button", { id: "celebration-close", type: "button", class: "secondary" });
  const box = el(
    "section",
    { id: "celebration", class: "celebration", role: "dialog", "aria-modal": "false", "aria-labelledby": "celebration-title", "aria-describedby": "celebration-verdict", tabindex: "-1", hidden: true },
    title,
    verdict,
    figures,
    el("div", { class: "row" }, next, newGame, close),
  );
  container.append(box);
  let returnFocus = null;
  let actions = {};

  function hide() {
    if (box.hidden) return;
    box.hidden = true;
    const back = returnFocus;
    returnFocus = null;
    if (back && back.isConnected && box.contains(document.activeElement)) back.focus({ preventScroll: true });
  }

  box.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    e.preventDefault();
    e.stopPropagation();
    hide();
  });
  close.addEventListener("click", hide);
  newGame.addEventListener("click", () => {
    hide();
    actions.newGame && actions.newGame();
  });
  next.addEventListener("click", () => {
    hide();
    actions.nextLevel && actions.nextLevel();
  });

  function show({ moves, cost, time, optimum, amount, helped = false }, acts = {}) {
    actions = acts;
    title.textContent = helped ? t("win-title-helped") : t("win-title");
    const over = optimum === null || optimum === undefined ? null : cost - optimum;
    const figure = over === null ? t("win-no-optimum") : over <= 0 ? t("win-optimal") : t("win-over", { over: amount(over) });
    verdict.textContent = helped ? t("win-helped") : figure;
    box.dataset.over = over === null ? "" : String(Math.max(0, over));
    box.dataset.helped = String(helped);
    const row = (key, value, id) => el("div", {}, el("dt", {}, t(key)), el("dd", { id }, String(value)));
    figures.replaceChildren(
      row("win-moves", moves, "celebration-moves"),
      row("win-cost", amount(cost), "celebration-cost"),
      row("win-optimum", optimum === null || optimum === undefined ? "–" : amount(optimum), "celebration-optimum"),
      row("win-time", time, "celebration-time"),
    );
    newGame.textContent = t("win-new-game");
    next.textContent = t("win-next-level");
    next.hidden = !acts.nextLevel;
    close.textContent = t("win-close");
    if (box.hidden) returnFocus = document.activeElement;
    box.hidden = false;
    // after the board's own handling of the move (it may focus the piece it moved); the page
    // scrolls only as far as the panel needs to be seen whole (a panel beside the board that
    // ends below a short screen), never to bring it to the top under the player's pointer
    setTimeout(() => {
      if (!box.hidden) box.focus({ preventScroll: true });
    }, 0);
    // measured at its full size, once it has grown in
    animate(box, [{ transform: "scale(0.92)", opacity: 0 }, { transform: "scale(1)", opacity: 1 }], 220).then(() => {
      if (!box.hidden) box.scrollIntoView({ block: "nearest" });
    });
  }

  return { show, hide, element: box };
}
