// The 15-puzzle's board on the game page (3x3, 4x4 or 5x5): the tiles as a grid of buttons.
// A click on a tile next to the blank, an arrow key, or a swipe across the board (the tile on
// the far side of the blank slides the way the finger went) plays `{tile: n}`; each slide is
// animated from the move's effect (the tile's `from` and `to` cells). Under the board: the
// misplaced tiles, the Manhattan distance and the parity verdict. A game with a goal of its own
// (`;goal=` in the game ID, `view.goal`) shows that goal as a small picture beside the board,
// and a tile is "home" on its goal cell.

import { said, t } from "../i18n.js";
import { cellName, el } from "../ui.js";

/** The tile that an arrow key slides: the one on the other side of the blank. */
const ARROWS = { ArrowLeft: [0, 1], ArrowRight: [0, -1], ArrowUp: [1, 0], ArrowDown: [-1, 0] };

/** How far a finger must go on the board to be a swipe, not a tap. */
const SWIPE_PX = 24;

const reduceMotion = () => window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export function createBoard(host, kit) {
  const grid = el("div", { class: "np-grid", role: "group", "aria-label": t("n-puzzle-tiles") });
  const goalGrid = el("div", { class: "np-goal-grid", role: "img" });
  const goal = el("figure", { class: "np-goal", hidden: "" }, goalGrid, el("figcaption", {}, t("n-puzzle-goal")));
  const area = el("div", { class: "np-area" }, grid, goal);
  const figures = el("p", { class: "np-figures", "aria-live": "polite" });
  const parity = el("p", { class: "np-parity" });
  host.replaceChildren(area, figures, parity);
  const state = { position: null, replay: false, hint: null };

  const tileAt = (view, row, col) => (row < 0 || col < 0 || row >= view.size || col >= view.size ? null : view.tiles[row * view.size + col]);

  function play(tile) {
    const p = state.position;
    if (state.replay || !p) return;
    if (p.status === "solved") {
      kit.message(t("n-puzzle-solved-already"), "");
      return;
    }
    if (!p.view.movable.includes(tile)) {
      kit.message(t("n-puzzle-not-next", { tile, movable: p.view.movable.join(t("play-list-separator")) }), "error");
      return;
    }
    kit.play({ tile }).then(() => grid.querySelector(`[data-tile="${tile}"]`)?.focus({ preventScroll: true }), () => {});
  }

  /** The small picture of the goal, when the game has one of its own. */
  function drawGoal(v) {
    goal.hidden = !v.goal;
    if (!v.goal) return;
    goalGrid.style.setProperty("--n", v.size);
    goalGrid.setAttribute("aria-label", t("n-puzzle-goal-picture", { tiles: rows(v.goal, v.size) }));
    goalGrid.replaceChildren(...v.goal.map((tile) => el("span", { class: tile === 0 ? "np-goal-blank" : "np-goal-tile", "aria-hidden": "true" }, tile === 0 ? "" : String(tile))));
  }

  /** Cells as the game ID writes them: rows joined by `/`. */
  const rows = (cells, size) => Array.from({ length: size }, (_, r) => cells.slice(r * size, r * size + size).join(" ")).join("/");

  function draw(effect) {
    const p = state.position;
    const v = p.view;
    drawGoal(v);
    grid.style.setProperty("--n", v.size);
    grid.dataset.size = String(v.size);
    host.dataset.game = p.game;
    host.dataset.solved = String(p.status === "solved");
    const hintTile = state.hint ? state.hint.tile : null;
    const cells = v.tiles.map((tile, i) => {
      const row = Math.floor(i / v.size);
      const col = i % v.size;
      if (tile === 0) return el("div", { class: "np-blank", "aria-hidden": "true", "data-row": row, "data-col": col });
      const home = v.goal ? v.goal[i] === tile : tile === i + 1;
      const movable = !state.replay && v.movable.includes(tile);
      const classes = ["np-tile"];
      if (home) classes.push("home");
      if (movable) classes.push("movable");
      if (tile === hintTile && !state.replay) classes.push("hint");
      if (effect && effect.tile === tile) classes.push("just-moved");
      const b = el(
        "button",
        {
          type: "button",
          class: classes.join(" "),
          "data-tile": tile,
          "data-row": row,
          "data-col": col,
          "aria-label": [t("n-puzzle-tile", { tile }), cellName(row, col), home ? t("n-puzzle-in-place") : "", movable ? t("n-puzzle-can-slide") : ""].filter(Boolean).join(t("play-list-separator")),
          tabindex: movable ? "0" : "-1",
        },
        String(tile),
      );
      b.disabled = state.replay;
      return b;
    });
    grid.replaceChildren(...cells);
    if (effect && !reduceMotion()) animate(effect);
    const placed = v.tiles.length - 1 - v.misplaced;
    figures.textContent = t("n-puzzle-figures", { name: t(`n-puzzle-name-${v.tiles.length - 1}`), placed, tiles: v.tiles.length - 1, misplaced: v.misplaced, manhattan: v.manhattan });
    parity.textContent = v.solvable ? "" : t("n-puzzle-unsolvable", { why: said(v.parity_words, v.parity_text) });
    parity.hidden = v.solvable;
  }

  /** Slides the moved tile from its old cell to its new one. */
  function animate(effect) {
    const b = grid.querySelector(`[data-tile="${effect.tile}"]`);
    if (!b) return;
    const dr = effect.from[0] - effect.to[0];
    const dc = effect.from[1] - effect.to[1];
    b.style.transition = "none";
    b.style.transform = `translate(calc(${dc} * (100% + var(--gap))), calc(${dr} * (100% + var(--gap))))`;
    b.getBoundingClientRect(); // start from there
    b.style.transition = "";
    b.style.transform = "";
  }

  // a swipe: the way the finger went, as an arrow key; the click that may follow it is its own
  let swipe = null;
  let swiped = false;
  grid.addEventListener("pointerdown", (e) => {
    swipe = { x: e.clientX, y: e.clientY, id: e.pointerId };
    swiped = false;
  });
  grid.addEventListener("pointerup", (e) => {
    if (!swipe || e.pointerId !== swipe.id) return;
    const dx = e.clientX - swipe.x;
    const dy = e.clientY - swipe.y;
    swipe = null;
    if (Math.hypot(dx, dy) < SWIPE_PX) return;
    swiped = true;
    slide(Math.abs(dx) > Math.abs(dy) ? (dx < 0 ? "ArrowLeft" : "ArrowRight") : dy < 0 ? "ArrowUp" : "ArrowDown");
  });
  grid.addEventListener("pointercancel", () => {
    swipe = null;
  });
  grid.addEventListener("click", (e) => {
    if (swiped) {
      swiped = false;
      return;
    }
    const b = e.target.closest(".np-tile");
    if (b) play(Number(b.dataset.tile));
  });

  /** Slides the tile that the arrow `key` names (see ARROWS), or says there is none. */
  function slide(key) {
    if (state.replay || !state.position) return;
    const v = state.position.view;
    const step = ARROWS[key];
    const tile = tileAt(v, v.blank[0] + step[0], v.blank[1] + step[1]);
    if (tile === null) {
      kit.message(t("n-puzzle-no-slide", { direction: t(`direction-${key.slice(5).toLowerCase()}`) }), "error");
      return;
    }
    play(tile);
  }

  document.addEventListener("keydown", (e) => {
    const step = ARROWS[e.key];
    if (!step || state.replay || !state.position || e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.target.closest && e.target.closest("input, textarea, select, [contenteditable]")) return;
    e.preventDefault();
    slide(e.key);
  });

  return {
    render(position, show) {
      state.position = position;
      state.replay = show.replay;
      state.hint = show.hint;
      grid.classList.toggle("replay", show.replay);
      draw(show.effect);
    },
  };
}
