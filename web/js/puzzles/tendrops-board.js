// Drawing the Ten Drops board as SVG: cells (keyboard-focusable buttons), drops by size,
// flying droplets and burst rings for the animation.

import { t } from "../i18n.js";
import { rovingFocus } from "../kit/roving.js";
import { cellName } from "../ui.js";

const SVG = "http://www.w3.org/2000/svg";
export const CELL = 60;
const RADIUS = [0, 10, 15, 20, 25];

function svg(tag, attrs = {}) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

/**
 * Creates the board view in `svgNode`. `onTap(row, col)` is called on a click or Enter/Space
 * on a cell.
 */
export function createBoard(svgNode, onTap) {
  let rows = 0;
  let cols = 0;
  let cells = [];
  const cellLayer = svg("g");
  const fxLayer = svg("g");
  const labelLayer = svg("g");
  const roving = rovingFocus(cellLayer, ".cell", (g) => `${g.dataset.row},${g.dataset.col}`);

  function ensureGrid(r, c) {
    if (r === rows && c === cols && cellLayer.childNodes.length) return;
    rows = r;
    cols = c;
    svgNode.setAttribute("viewBox", `0 0 ${cols * CELL} ${rows * CELL}`);
    svgNode.style.maxWidth = `${Math.min(cols * 74, (440 * cols) / Math.max(rows, cols))}px`;
    svgNode.replaceChildren(svg("rect", { class: "bg", x: 0, y: 0, width: cols * CELL, height: rows * CELL }), cellLayer, fxLayer, labelLayer);
    cellLayer.replaceChildren();
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const g = svg("g", { class: "cell", "data-row": row, "data-col": col, tabindex: -1, role: "button" });
        g.append(svg("rect", { x: col * CELL + 1, y: row * CELL + 1, width: CELL - 2, height: CELL - 2, rx: 8 }));
        g.addEventListener("click", () => onTap(row, col));
        g.addEventListener("keydown", (e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            onTap(row, col);
          } else if (e.key.startsWith("Arrow")) {
            e.preventDefault();
            const [dr, dc] = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
            const next = svgNode.querySelector(`.cell[data-row='${row + dr}'][data-col='${col + dc}']`);
            if (next) next.focus();
          }
        });
        cellLayer.append(g);
      }
    }
    roving.update();
  }

  /** Draws `cellValues` (row-major sizes 0-4) on an `r` x `c` grid. */
  function draw(r, c, cellValues) {
    ensureGrid(r, c);
    cells = cellValues.slice();
    for (const g of cellLayer.children) {
      const row = Number(g.dataset.row);
      const col = Number(g.dataset.col);
      const v = cells[row * cols + col];
      g.dataset.size = v;
      g.setAttribute("aria-label", cellName(row, col, v ? t("tendrops-drop-size", { size: v }) : t("tendrops-empty")));
      for (const old of g.querySelectorAll(".drop, .shine, .size")) old.remove();
      if (v > 0) {
        const cx = col * CELL + CELL / 2;
        const cy = row * CELL + CELL / 2;
        const rad = RADIUS[v];
        g.append(
          svg("circle", { class: `drop s${v}`, cx, cy, r: rad }),
          svg("ellipse", { class: "shine", cx: cx - rad * 0.35, cy: cy - rad * 0.4, rx: rad * 0.28, ry: rad * 0.18 }),
        );
        const size = svg("text", { class: "size", x: cx, y: cy + 4.5, "text-anchor": "middle" });
        size.textContent = v;
        g.append(size);
      }
    }
  }

  /** Droplets at fractional cell positions and burst rings for one animation frame. */
  function effects(droplets, bursts) {
    fxLayer.replaceChildren();
    for (const d of droplets) {
      fxLayer.append(svg("circle", { class: "droplet", cx: (d.col + 0.5) * CELL, cy: (d.row + 0.5) * CELL, r: 6 }));
    }
    for (const [row, col] of bursts) {
      fxLayer.append(svg("circle", { class: "burst", cx: (col + 0.5) * CELL, cy: (row + 0.5) * CELL, r: 27 }));
    }
  }

  function highlight(cls, pos) {
    for (const g of cellLayer.querySelectorAll(`.cell.${cls}`)) g.classList.remove(cls);
    if (pos) {
      const g = cellLayer.querySelector(`.cell[data-row='${pos[0]}'][data-col='${pos[1]}']`);
      if (g) g.classList.add(cls);
    }
  }

  /** A coordinate label over the cell `pos` (AI mode), or none. */
  function label(pos, text) {
    labelLayer.replaceChildren();
    if (!pos) return;
    const x = (pos[1] + 0.5) * CELL;
    const y = pos[0] * CELL + 14;
    const w = text.length * 8 + 10;
    const words = svg("text", { class: "coord-label", x, y: y + 4.5, "text-anchor": "middle" });
    words.textContent = text;
    labelLayer.append(svg("rect", { class: "coord-bg", x: x - w / 2, y: y - 8, width: w, height: 17, rx: 8 }), words);
  }

  return { draw, effects, highlight, label };
}
