// A compact drawing of a lab state from its game ID alone, for the OPEN and CLOSED tables,
// the frontier list and the search tree, where many states are shown at once and asking the
// server to draw each (`/parse`) would be too slow: a grid game ID (rows joined by `/`, cells
// separated by spaces or commas, or one character each: the n-puzzle, Klotski, Ten Drops,
// Lianliankan) is drawn as a small grid, blank cells (`0`, `.`) shaded; any other ID (a
// matchstick equation) as its text. A puzzle whose grid letters stand for pieces (Klotski:
// the 2x2 Cao Cao, vertical and horizontal generals, soldiers) is drawn as its pieces, each a
// block of its colour, when its page module exports `miniPieces(rows)` (the lab hands it over
// with `drawMiniWith`). The game ID is kept in `data-game` and `title`.

import { el } from "../ui.js";

/** The pieces (letter, row, col, width, height) of the lab's puzzle's grid rows, when its
 * grids are pieces (null: drawn as cells). */
let piecesOf = null;

/** Draws the states from now on with `pieces` (a puzzle module's `miniPieces`, or null). */
export function drawMiniWith(pieces) {
  piecesOf = pieces;
}

/** The size of a piece drawing's cell, in the drawing's units (a table's board is this many px). */
const PIECE_CELL = 12;

const SVG = "http://www.w3.org/2000/svg";

/** The most rows and columns drawn as a grid. */
const MAX_SIDE = 10;

/** The cells of a grid game ID, row by row, or null when it is not a small grid. */
export function gridOf(game) {
  const board = String(game).split(";")[0].trim();
  if (!board.includes("/")) return null;
  const rows = board.split("/").map((row) => {
    const text = row.trim();
    return /[\s,]/.test(text) ? text.split(/[\s,]+/).filter(Boolean) : [...text];
  });
  const width = rows[0].length;
  if (!width || rows.length > MAX_SIDE || width > MAX_SIDE || rows.some((r) => r.length !== width)) return null;
  return rows;
}

/** Whether a cell stands for an empty square. */
const blank = (cell) => cell === "0" || cell === ".";

/** A small drawing of `game` for a table or a list (a `<code>`: it is data, not words). */
export function miniBoard(game) {
  const rows = gridOf(game);
  if (!rows) return el("code", { class: "mini-text", "data-game": game, title: game }, game);
  if (piecesOf) {
    const [w, h] = [rows[0].length * PIECE_CELL, rows.length * PIECE_CELL];
    const drawing = svg("svg", { viewBox: `0 0 ${w} ${h}`, width: w, height: h, "aria-hidden": "true" }, svgPieces(rows, 0, 0, PIECE_CELL));
    return el("code", { class: "mini-board mini-pieces", "data-game": game, title: game }, drawing);
  }
  const cells = rows.flat().map((cell) => el("span", { class: blank(cell) ? "blank" : "" }, blank(cell) ? "" : cell));
  const board = el("code", { class: "mini-board", "data-game": game, title: game }, ...cells);
  board.style.setProperty("--cols", rows[0].length); // the page's rules forbid style attributes
  return board;
}

/** An SVG element `tag` with attributes. */
export function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== null && value !== undefined) node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

/** The size of `game`'s drawing in the tree with cells of `cell` units: [width, height]. */
export function svgBoardSize(game, cell) {
  const rows = gridOf(game);
  return rows ? [rows[0].length * cell, rows.length * cell] : null;
}

/** `game` drawn as an SVG group of cells `cell` units wide, its top left at (x, y). */
export function svgBoard(game, x, y, cell) {
  const rows = gridOf(game);
  if (rows && piecesOf) return svgPieces(rows, x, y, cell);
  const group = svg("g", { class: "mini-svg" });
  if (!rows) return group;
  rows.forEach((row, r) =>
    row.forEach((value, c) => {
      const cx = x + c * cell;
      const cy = y + r * cell;
      group.append(svg("rect", { x: cx, y: cy, width: cell, height: cell, class: blank(value) ? "cell blank" : "cell" }));
      if (!blank(value)) group.append(svg("text", { x: cx + cell / 2, y: cy + cell * 0.72, "font-size": cell * 0.7, "text-anchor": "middle" }, value));
    }),
  );
  return group;
}

/** The pieces of grid `rows` as an SVG group: the board, then each piece a rounded block
 * (`piece piece-C` for Cao Cao), cells `cell` units wide, its top left at (x, y). */
function svgPieces(rows, x, y, cell) {
  const group = svg("g", { class: "mini-svg mini-pieces-svg" });
  group.append(svg("rect", { x, y, width: rows[0].length * cell, height: rows.length * cell, class: "cell blank" }));
  const inset = cell * 0.08;
  for (const p of piecesOf(rows)) {
    group.append(
      svg("rect", {
        x: x + p.col * cell + inset,
        y: y + p.row * cell + inset,
        width: p.width * cell - 2 * inset,
        height: p.height * cell - 2 * inset,
        rx: cell * 0.2,
        class: `piece piece-${p.letter}`,
      }),
    );
  }
  return group;
}
