// The board: a grid of tile buttons inside the empty ring that paths may use, and an SVG
// overlay for the connecting path. Arrow keys move the focus to the next tile that way (the
// nearest one in the same line, else the nearest one on that side); Enter or Space selects a
// tile (tiles are real buttons). A board wider than tall on a screen taller than wide (a phone
// held upright) is drawn turned, rows as columns: only the drawing turns; the game, its moves
// and every tile's `data-row`/`data-col` stay those of the board as given.

import { t } from "../i18n.js";
import { rovingFocus } from "../kit/roving.js";
import { cellName, el, portraitScreen } from "../ui.js";
import { describeKind, tilePicture } from "./lianliankan-tiles.js";

const NS = "http://www.w3.org/2000/svg";

/** Creates the board inside `container`; `onTile(row, col)` is called when a tile is chosen. */
export function createBoard(container, onTile) {
  const grid = el("div", { class: "llk-grid", role: "group", "aria-label": t("lianliankan-board-label") });
  const overlay = document.createElementNS(NS, "svg");
  overlay.setAttribute("class", "llk-overlay");
  overlay.setAttribute("aria-hidden", "true");
  const wrap = el("div", { class: "llk-board" }, grid, overlay);
  container.replaceChildren(wrap);
  let rows = 0;
  let cols = 0;
  let turned = false;
  let clickable = true;
  // one Tab stop for the whole board; the arrow keys go from tile to tile
  const roving = rovingFocus(grid, "button.llk-tile", (tile) => `${tile.dataset.row},${tile.dataset.col}`);

  function cellAt(r, c) {
    return grid.querySelector(`[data-row="${r}"][data-col="${c}"]`);
  }

  grid.addEventListener("keydown", (e) => {
    const cell = e.target.closest("[data-row]");
    if (!cell) return;
    const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const shown = moves[e.key];
    if (!shown) return;
    // on a turned board the key's way on the screen is the other axis of the game
    const d = turned ? [shown[1], shown[0]] : shown;
    e.preventDefault();
    const next = nextTile(Number(cell.dataset.row), Number(cell.dataset.col), d);
    if (next) next.focus();
  });

  /**
   * The tile the arrow `d` leads to from (r, c): among the tiles on that side, the one with
   * the least distance that way plus twice the distance across (so the same line comes first
   * and no tile is out of reach when the tiles left are not in line).
   */
  function nextTile(r, c, [dr, dc]) {
    let best = null;
    let bestScore = Infinity;
    for (const tile of grid.querySelectorAll("button.llk-tile")) {
      const tr = Number(tile.dataset.row);
      const tc = Number(tile.dataset.col);
      const along = (tr - r) * dr + (tc - c) * dc;
      if (along <= 0) continue;
      const across = Math.abs((tr - r) * dc) + Math.abs((tc - c) * dr);
      const score = along + 2 * across;
      if (score < bestScore || (score === bestScore && across < best.across)) {
        best = { tile, across };
        bestScore = score;
      }
    }
    return best && best.tile;
  }

  /**
   * Draws `view` (`{rows, cols, cells}`). Options: `selected` ([r, c] or null), `hint` (two
   * [r, c]), `ghosts` (list of `{pos: [r, c], kind, vanish}` drawn faded, or as the tile about to
   * vanish), `interactive`.
   */
  function render(view, { selected = null, hint = null, ghosts = [], interactive = true } = {}) {
    rows = view.rows;
    cols = view.cols;
    turned = portraitScreen() && cols > rows;
    container.dataset.turned = String(turned);
    // the drawing's rows and columns (the game's, or turned)
    const [down, across] = turned ? [cols, rows] : [rows, cols];
    clickable = interactive;
    const focusedCell = document.activeElement && grid.contains(document.activeElement)
      ? [document.activeElement.dataset.row, document.activeElement.dataset.col] : null;
    // as large as the board's column allows (and 640 px high); on a touch screen never under
    // 44 px a cell, the least tap target (a wider board scrolls in its frame), with a mouse at
    // least 22 px so that a big board fits
    const least = matchMedia("(pointer: coarse)").matches ? 44 : 22;
    // (the ring around the tiles is half a cell wide: room for a path, not for a tile)
    const wide = Math.floor(((container.clientWidth || 640) - 24) / (across + 1));
    const high = Math.floor(640 / (down + 1));
    wrap.style.setProperty("--cell", `${Math.max(least, Math.min(56, wide, high))}px`);
    grid.style.setProperty("--cols", across);
    grid.style.setProperty("--rows", down);
    wrap.dataset.board = view.cells.join(",");
    const same = (p, r, c) => p && p[0] === r && p[1] === c;
    const children = [];
    for (let y = -1; y <= down; y += 1) {
      for (let x = -1; x <= across; x += 1) {
        const [r, c] = turned ? [x, y] : [y, x];
        if (r < 0 || c < 0 || r === rows || c === cols) {
          children.push(el("div", { class: "llk-ring", "aria-hidden": "true" }));
          continue;
        }
        const code = view.cells[r * cols + c];
        const ghost = ghosts.find((g) => same(g.pos, r, c));
        if (code > 0) {
          const info = describeKind(code);
          const isSelected = same(selected, r, c);
          const isHint = hint && (same(hint[0], r, c) || same(hint[1], r, c));
          const button = el("button", {
            type: "button",
            class: `llk-tile${isSelected ? " selected" : ""}${isHint ? " hint" : ""}`,
            "data-row": r, "data-col": c, "data-kind": code,
            "aria-pressed": isSelected ? "true" : "false",
            "aria-label": cellName(r, c, info.label),
            disabled: interactive ? null : true,
            onclick: () => clickable && onTile(r, c),
          }, tilePicture(code));
          children.push(button);
        } else if (code < 0) {
          children.push(el("div", { class: "llk-blocker", "data-row": r, "data-col": c, title: t("lianliankan-blocker"), role: "img", "aria-label": cellName(r, c, t("lianliankan-blocker")) }));
        } else if (ghost) {
          children.push(el("div", { class: `llk-empty llk-ghost${ghost.vanish ? " llk-vanish" : ""}`, "data-row": r, "data-col": c, "data-kind": ghost.kind, "aria-hidden": "true" }, tilePicture(ghost.kind)));
        } else {
          children.push(el("div", { class: "llk-empty", "data-row": r, "data-col": c, "aria-hidden": "true" }));
        }
      }
    }
    grid.replaceChildren(...children);
    roving.update();
    overlay.setAttribute("viewBox", `0 0 ${across + 1} ${down + 1}`);
    overlay.replaceChildren();
    if (focusedCell) {
      const again = cellAt(focusedCell[0], focusedCell[1]);
      if (again && again.tagName === "BUTTON") again.focus();
    }
  }

  /**
   * Where the overlay draws row or column `i` of `count`: a cell's centre, or the middle of the
   * half-cell ring for -1 and `count`.
   */
  function at(i, count) {
    if (i < 0) return 0.25;
    return i >= count ? count + 0.75 : i + 1;
  }

  /** Draws the path through `points` ([row, col] corners, the ring being -1 and m/n). */
  function drawPath(points, { kind = "play" } = {}) {
    overlay.replaceChildren();
    if (!points || points.length < 2) return;
    const line = document.createElementNS(NS, "polyline");
    // a game's [row, col] on the drawing: x along its columns, y down its rows
    const xy = ([r, c]) => (turned ? [at(r, rows), at(c, cols)] : [at(c, cols), at(r, rows)]);
    line.setAttribute("points", points.map((p) => xy(p).join(",")).join(" "));
    line.setAttribute("class", `llk-path ${kind}`);
    overlay.append(line);
    for (const p of [points[0], points[points.length - 1]]) {
      const [x, y] = xy(p);
      const dot = document.createElementNS(NS, "circle");
      dot.setAttribute("cx", x);
      dot.setAttribute("cy", y);
      dot.setAttribute("r", 0.12);
      dot.setAttribute("class", `llk-path-end ${kind}`);
      overlay.append(dot);
    }
    overlay.dataset.points = JSON.stringify(points);
  }

  function clearPath() {
    overlay.replaceChildren();
    delete overlay.dataset.points;
  }

  return { render, drawPath, clearPath, element: wrap };
}
