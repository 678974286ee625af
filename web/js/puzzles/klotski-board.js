// Drawing a klotski board as SVG: the frame with the exit, the cells, the pieces, move targets
// and the hint. Pure drawing; the caller wires the events.

import { t } from "../i18n.js";
import { cellName } from "../ui.js";

export const CELL = 100;
export const PAD = 14;
export const ROWS = 5;
export const COLS = 4;
const SVG_NS = "http://www.w3.org/2000/svg";

const NAMES = { C: "block", H: "horizontal", V: "vertical", S: "soldier" };
const LABELS = { C: "曹操", H: "将", V: "将", S: "兵" };
const KIND_LETTER = { block: "C", horizontal: "H", vertical: "V", soldier: "S" };

export function letterOf(kind) {
  return KIND_LETTER[kind] || kind;
}

/** Creates an SVG element with attributes. */
export function svgEl(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== null && value !== undefined) node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}

/** Pixel position of a cell's top-left corner in board coordinates. */
export function cellX(col) {
  return PAD + col * CELL;
}
export function cellY(row) {
  return PAD + row * CELL;
}

/** "row 2, column 3" (1-based, as people count). */
export function where(row, col) {
  return cellName(row, col);
}

/** A piece kind's name in the page's language ("vertical", "竖将"). */
export function kindWord(letter) {
  return t(`klotski-piece-${NAMES[letter] || "block"}`);
}

/** Pieces from a grid string (rows joined by "/"); letters pair greedily as the engine does. */
export function piecesFromGrid(grid) {
  const rows = grid.split("/");
  const taken = rows.map((r) => r.split("").map(() => false));
  const pieces = [];
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < rows[r].length; c++) {
      const ch = rows[r][c];
      if (ch === "." || taken[r][c]) continue;
      const [w, h] = { C: [2, 2], H: [2, 1], V: [1, 2], S: [1, 1] }[ch] || [1, 1];
      for (let dr = 0; dr < h; dr++) for (let dc = 0; dc < w; dc++) if (taken[r + dr]) taken[r + dr][c + dc] = true;
      pieces.push({ letter: ch, row: r, col: c, width: w, height: h });
    }
  }
  return pieces;
}

/** Sets up an empty board SVG (frame, exit, cells) inside `svg`; returns the pieces layer. */
export function drawFrame(svg, { label = t("klotski-board") } = {}) {
  const w = COLS * CELL + 2 * PAD;
  const h = ROWS * CELL + 2 * PAD + 26;
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  svg.setAttribute("role", "group");
  svg.setAttribute("aria-label", label);
  svg.replaceChildren();
  const bottom = PAD + ROWS * CELL;
  svg.append(
    svgEl("rect", { class: "frame", x: 2, y: 2, width: w - 4, height: bottom + PAD - 4, rx: 14 }),
    svgEl("rect", { class: "floor", x: PAD, y: PAD, width: COLS * CELL, height: ROWS * CELL }),
    // The exit: a gap in the bottom wall under columns 2-3.
    svgEl("rect", { class: "exit", x: cellX(1) + 2, y: bottom, width: 2 * CELL - 4, height: PAD + 2 }),
    svgEl("text", { class: "exit-label", x: cellX(2), y: bottom + PAD + 20, "text-anchor": "middle" }, document.createTextNode(t("klotski-exit"))),
    svgEl("rect", { class: "goal", x: cellX(1) + 6, y: cellY(3) + 6, width: 2 * CELL - 12, height: 2 * CELL - 12, rx: 12 }),
  );
  const cells = svgEl("g", { class: "cells" });
  for (let r = 0; r < ROWS; r++) {
    for (let c = 0; c < COLS; c++) {
      cells.append(svgEl("rect", { class: "cell", "data-row": r, "data-col": c, x: cellX(c), y: cellY(r), width: CELL, height: CELL }));
    }
  }
  const layer = svgEl("g", { class: "pieces" });
  const overlay = svgEl("g", { class: "overlay" });
  svg.append(cells, layer, overlay);
  return { layer, overlay };
}

/** The <g> of one piece. */
export function pieceElement(p, { interactive = true } = {}) {
  const letter = p.letter || letterOf(p.kind);
  const x = cellX(p.col) + 4;
  const y = cellY(p.row) + 4;
  const w = p.width * CELL - 8;
  const h = p.height * CELL - 8;
  const g = svgEl("g", {
    class: `piece piece-${letter}`,
    "data-row": p.row,
    "data-col": p.col,
    "data-kind": NAMES[letter],
    // the name says what the piece shows (曹操, 将, 兵), as its accessible name must
    "aria-label": t("klotski-piece-at", { piece: kindWord(letter), glyph: LABELS[letter], place: where(p.row, p.col) }),
  });
  if (interactive) {
    g.setAttribute("tabindex", "0");
    g.setAttribute("role", "button");
  }
  g.append(
    svgEl("rect", { class: "body", x, y, width: w, height: h, rx: 12 }),
    svgEl("rect", { class: "shine", x: x + 6, y: y + 6, width: w - 12, height: Math.min(14, h / 5), rx: 6 }),
    svgEl("text", { class: "glyph", x: x + w / 2, y: y + h / 2 + (letter === "C" ? 14 : 12), "text-anchor": "middle" }, document.createTextNode(LABELS[letter])),
  );
  return g;
}

/** Draws `pieces` (from the API or piecesFromGrid) into a board set up by drawFrame. */
export function drawPieces(layer, pieces, options = {}) {
  layer.replaceChildren(...pieces.map((p) => pieceElement(p, options)));
}

/** Converts a pointer event to board coordinates. */
export function toBoard(svg, event) {
  const pt = svg.createSVGPoint();
  pt.x = event.clientX;
  pt.y = event.clientY;
  return pt.matrixTransform(svg.getScreenCTM().inverse());
}
