// Klotski's motion on the game page: pieces slide to their new place whatever moved them (a
// drag, a key, a dot, undo and redo, a solution's playback); a dragged piece is held to the
// places its legal moves pass through and snaps to the nearest one on release; on a win the
// 2x2 block leaves through the exit, then the board shows the solved position. Drawing only:
// the session has the position before any of this starts.

import { animate, reducedMotion } from "../kit/motion.js";
import { CELL, PAD, ROWS, cellX, cellY } from "./klotski-board.js";

/** How long a slide takes, and the block's exit. */
const SLIDE_MS = 140;
const EXIT_MS = 250;
/** More pieces than this changed at once (a reset, another game): drawn without slides. */
const MAX_SLIDES = 3;

const key = (p) => `${p.letter}:${p.row}:${p.col}`;

/**
 * Slides the pieces that moved between `before` and `after` (lists of `{letter, row, col}`)
 * to their elements in `layer` (drawn at the new places). `held` is `{row, col, x, y}`: a
 * piece let go by a drag at board point (x, y), which slides from there. Resolves when done.
 */
export function slidePieces(layer, before, after, held = null) {
  if (!before || reducedMotion()) return Promise.resolve();
  const old = new Set(before.map(key));
  const now = new Set(after.map(key));
  const gone = before.filter((p) => !now.has(key(p)));
  const came = after.filter((p) => !old.has(key(p)));
  if (came.length === 0 || came.length > MAX_SLIDES || came.length !== gone.length) return Promise.resolve();
  const slides = [];
  for (const p of came) {
    // the nearest piece of the same kind that left: where this one comes from
    let from = null;
    for (const q of gone) {
      if (q.letter !== p.letter || q.used) continue;
      if (!from || Math.abs(q.row - p.row) + Math.abs(q.col - p.col) < Math.abs(from.row - p.row) + Math.abs(from.col - p.col)) from = q;
    }
    if (!from) return Promise.resolve();
    from.used = true;
    const g = layer.querySelector(`.piece[data-row="${p.row}"][data-col="${p.col}"]`);
    const start = held && held.row === p.row && held.col === p.col
      ? [held.x - cellX(p.col), held.y - cellY(p.row)]
      : [(from.col - p.col) * CELL, (from.row - p.row) * CELL];
    if (g && (start[0] || start[1])) {
      slides.push(animate(g, [{ transform: `translate(${start[0]}px, ${start[1]}px)` }, { transform: "translate(0px, 0px)" }], SLIDE_MS));
    }
  }
  return Promise.all(slides);
}

/** The 2x2 block leaves through the exit under the board, then is drawn where it stands. */
export function blockLeaves(layer) {
  const g = layer.querySelector(".piece-C");
  if (!g) return Promise.resolve();
  const out = ROWS * CELL + PAD - (cellY(+g.dataset.row) - PAD);
  return animate(g, [{ transform: "translate(0px, 0px)", opacity: 1 }, { transform: `translate(0px, ${out}px)`, opacity: 0 }], EXIT_MS);
}

/**
 * Where a dragged piece may be: the places `[row, col]` it stands on now (`from`) or can reach
 * in one move (`targets`), joined where two are one cell apart (the piece slides between them
 * over empty cells). `hold(dx, dy)` gives the offset in board units nearest to the pointer's
 * offset along those slides; `snap(dx, dy)` the nearest place.
 */
export function dragRange(from, targets) {
  const places = [from, ...targets];
  const point = ([r, c]) => [(c - from[1]) * CELL, (r - from[0]) * CELL];
  const segments = [];
  for (let i = 0; i < places.length; i++) {
    for (let j = i + 1; j < places.length; j++) {
      const [a, b] = [places[i], places[j]];
      if (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) === 1) segments.push([point(a), point(b)]);
    }
  }
  const nearestOn = ([ax, ay], [bx, by], x, y) => {
    const lx = bx - ax;
    const ly = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * lx + (y - ay) * ly) / (lx * lx + ly * ly)));
    return [ax + t * lx, ay + t * ly];
  };
  return {
    hold(dx, dy) {
      let best = [0, 0];
      let bestD = Math.hypot(dx, dy);
      for (const [a, b] of segments) {
        const p = nearestOn(a, b, dx, dy);
        const d = Math.hypot(p[0] - dx, p[1] - dy);
        if (d < bestD) {
          best = p;
          bestD = d;
        }
      }
      return best;
    },
    snap(dx, dy) {
      let best = from;
      let bestD = Infinity;
      for (const place of places) {
        const [x, y] = point(place);
        const d = Math.hypot(x - dx, y - dy);
        if (d < bestD) {
          best = place;
          bestD = d;
        }
      }
      return best;
    },
  };
}
