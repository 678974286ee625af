// Drawing matchstick equations as SVG: every cell of the API's layout gets its stick slots
// (seven segments for a digit, the five operator positions, a sign, the Roman strokes); an
// occupied slot shows a wooden stick with a red head, an empty one a faint outline that is
// shown while a stick is held. Pure drawing; the caller wires the events.

import { t } from "../i18n.js";

const SVG_NS = "http://www.w3.org/2000/svg";

/** Span of a digit segment (the stick and the gaps at its ends). */
export const SPAN = 48;
/** Stick thickness. */
export const THICK = 8;
/** Top of the drawing area; digits span 2 * SPAN below it. */
const TOP = 14;
const HEIGHT = 2 * SPAN + 2 * TOP;
/** Gap left at each end of a segment so neighbouring sticks do not touch. */
const GAP = 4;

const WIDTHS = { digit: SPAN + 24, operator: 62, sign: 56, roman: 46 };
/** The least side of a slot's touch area, in drawing units: far beyond the stick, so the
 * areas of neighbouring slots overlap and a tap goes to the nearest slot (`nearestSlot`); yet
 * short of the middle of any other stick, where the slot's own drawing stays on top. */
export const HIT = 46;
/** The least side of a touch area on the screen, in CSS px: where the equation is drawn small
 * (a long one on a phone, scaled to fit its frame), the areas grow beyond `HIT` units to keep
 * it (`sizeHits`); they overlap, and a tap goes to the nearest stick. */
export const MIN_TARGET_PX = 44;

/** The slot geometry of a cell kind, in cell coordinates: {x1, y1, x2, y2} per slot name. */
function geometry(kind, width, mask = 0) {
  const cx = width / 2;
  const L = SPAN;
  switch (kind) {
    case "digit": {
      const x0 = (width - L) / 2;
      const pts = {
        a: [0, 0, L, 0],
        b: [L, 0, L, L],
        c: [L, L, L, 2 * L],
        d: [0, 2 * L, L, 2 * L],
        e: [0, L, 0, 2 * L],
        f: [0, 0, 0, L],
        g: [0, L, L, L],
      };
      const out = {};
      for (const [name, [x1, y1, x2, y2]] of Object.entries(pts)) out[name] = { x1: x0 + x1, y1: y1, x2: x0 + x2, y2: y2 };
      return out;
    }
    case "operator":
      return {
        mid: { x1: cx - 24, y1: L - 10, x2: cx + 24, y2: L - 10 },
        vert: { x1: cx, y1: L - 34, x2: cx, y2: L + 14 },
        low: { x1: cx - 24, y1: L + 12, x2: cx + 24, y2: L + 12 },
        back: { x1: cx - 17, y1: L - 27, x2: cx + 17, y2: L + 7 },
        slash: { x1: cx + 17, y1: L - 27, x2: cx - 17, y2: L + 7 },
      };
    case "sign":
      return { mid: { x1: cx - 22, y1: L, x2: cx + 22, y2: L } };
    case "roman": {
      // `back` is the left arm of V and the first stroke of X: drawn as X's stroke when the
      // cell holds X's second stroke, else as V's arm.
      const x = (mask & 8) !== 0;
      return {
        i: { x1: cx, y1: L - 34, x2: cx, y2: L + 34 },
        back: x ? { x1: cx - 17, y1: L - 34, x2: cx + 17, y2: L + 34 } : { x1: cx - 17, y1: L - 34, x2: cx, y2: L + 34 },
        vslash: { x1: cx + 17, y1: L - 34, x2: cx, y2: L + 34 },
        xslash: { x1: cx + 17, y1: L - 34, x2: cx - 17, y2: L + 34 },
      };
    }
    default:
      return {};
  }
}

/** Creates an SVG element with attributes. */
export function svgEl(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== null && value !== undefined && value !== false) node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}

let defsCounter = 0;

/** Gradients for wood and heads; returns the ids. */
function addDefs(svg) {
  const p = `ms${++defsCounter}`;
  const wood = svgEl(
    "linearGradient",
    { id: `${p}-wood`, x1: 0, y1: 0, x2: 0, y2: 1 },
    svgEl("stop", { offset: "0", "stop-color": "#f3d9a4" }),
    svgEl("stop", { offset: "0.45", "stop-color": "#deb26a" }),
    svgEl("stop", { offset: "1", "stop-color": "#b07f3c" }),
  );
  const head = svgEl(
    "radialGradient",
    { id: `${p}-head`, cx: "0.35", cy: "0.35", r: "0.75" },
    svgEl("stop", { offset: "0", "stop-color": "#e2604a" }),
    svgEl("stop", { offset: "0.55", "stop-color": "#a8301f" }),
    svgEl("stop", { offset: "1", "stop-color": "#5e1a10" }),
  );
  const glow = svgEl(
    "filter",
    { id: `${p}-shadow`, x: "-20%", y: "-60%", width: "140%", height: "220%" },
    svgEl("feDropShadow", { dx: "1", dy: "1.5", stdDeviation: "1.2", "flood-color": "#3b2a17", "flood-opacity": "0.45" }),
  );
  svg.append(svgEl("defs", {}, wood, head, glow));
  return { wood: `url(#${p}-wood)`, head: `url(#${p}-head)`, shadow: `url(#${p}-shadow)` };
}

/** A matchstick from (x1, y1) (the head) to (x2, y2), as a <g>. */
export function stickShape(g, defs, cls = "stick") {
  const len = Math.hypot(g.x2 - g.x1, g.y2 - g.y1) - 2 * GAP;
  const angle = (Math.atan2(g.y2 - g.y1, g.x2 - g.x1) * 180) / Math.PI;
  const ux = (g.x2 - g.x1) / (len + 2 * GAP);
  const uy = (g.y2 - g.y1) / (len + 2 * GAP);
  const sx = g.x1 + ux * GAP;
  const sy = g.y1 + uy * GAP;
  return svgEl(
    "g",
    { class: cls, transform: `translate(${sx.toFixed(2)} ${sy.toFixed(2)}) rotate(${angle.toFixed(2)})`, filter: defs.shadow },
    svgEl("rect", { class: "wood", x: 0, y: -THICK / 2, width: len, height: THICK, rx: 2.5, fill: defs.wood }),
    svgEl("ellipse", { class: "head", cx: 5.5, cy: 0, rx: 7, ry: THICK / 2 + 1.8, fill: defs.head }),
  );
}

/** A slot outline (empty slot, "taken from" mark): a rotated rectangle. */
function slotRect(g, cls, thickness) {
  const len = Math.hypot(g.x2 - g.x1, g.y2 - g.y1) - 2 * GAP;
  const angle = (Math.atan2(g.y2 - g.y1, g.x2 - g.x1) * 180) / Math.PI;
  const ux = (g.x2 - g.x1) / (len + 2 * GAP);
  const uy = (g.y2 - g.y1) / (len + 2 * GAP);
  return svgEl("rect", {
    class: cls,
    x: 0,
    y: -thickness / 2,
    width: len,
    height: thickness,
    rx: Math.min(4, thickness / 2),
    transform: `translate(${(g.x1 + ux * GAP).toFixed(2)} ${(g.y1 + uy * GAP).toFixed(2)}) rotate(${angle.toFixed(2)})`,
  });
}

/** A slot's touch area: a rectangle along the stick, at least `HIT` long and `HIT` thick. */
function hitRect(g) {
  const stick = Math.hypot(g.x2 - g.x1, g.y2 - g.y1);
  const angle = (Math.atan2(g.y2 - g.y1, g.x2 - g.x1) * 180) / Math.PI;
  const cx = (g.x1 + g.x2) / 2;
  const cy = (g.y1 + g.y2) / 2;
  const rect = svgEl("rect", { class: "hit", "data-stick": stick.toFixed(2), transform: `translate(${cx.toFixed(2)} ${cy.toFixed(2)}) rotate(${angle.toFixed(2)})` });
  sizeHit(rect, HIT);
  return rect;
}

function sizeHit(rect, side) {
  const len = Math.max(Number(rect.dataset.stick), side);
  rect.setAttribute("x", (-len / 2).toFixed(2));
  rect.setAttribute("y", (-side / 2).toFixed(2));
  rect.setAttribute("width", len.toFixed(2));
  rect.setAttribute("height", side.toFixed(2));
}

/**
 * Sizes the touch areas of the board `svg` for the scale it is drawn at: `HIT` units, or more
 * where that is under `MIN_TARGET_PX` on the screen. Returns the side used, in units.
 */
export function sizeHits(svg) {
  const box = svg.getBoundingClientRect();
  // the drawing keeps its proportions: the smaller of the two ratios is its scale
  const scale = Math.min(box.width / Number(svg.dataset.width), box.height / HEIGHT);
  const side = scale > 0 ? Math.max(HIT, MIN_TARGET_PX / scale) : HIT;
  for (const rect of svg.querySelectorAll("rect.hit")) sizeHit(rect, side);
  return side;
}

/** The slots of a character by their names in the API (`a`-`g` of a digit, `mid` of a sign...). */
const SLOT_NAMES = ["a", "b", "c", "d", "e", "f", "g", "mid", "vert", "low", "back", "slash", "i", "vslash", "xslash"];

/** "the lower right stick of the 3 (cell 3)"; `shows` names what each cell showed at the start. */
export function slotWords(cells, pos, shows = null, noun = "stick") {
  const cell = cells[pos.cell];
  const name = cell ? cell.slots[pos.slot] : "?";
  const slot = SLOT_NAMES.includes(name) ? t(`matchstick-slot-${name}`) : name;
  const where = shows && shows[pos.cell] ? t("matchstick-cell-showing", { shows: shows[pos.cell], cell: pos.cell + 1 }) : t("matchstick-cell", { cell: pos.cell + 1 });
  return noun === "place" ? t("matchstick-place-of", { slot, where }) : t("matchstick-stick-of", { slot, where });
}

/**
 * Draws a whole equation into `svg`.
 * `cells`: the API's cells; `sticks`: one mask per cell.
 * Options: `interactive` (slots become buttons), `taken`/`placed` (positions to mark),
 * `label` (the SVG's accessible name), `compact` (smaller margins for thumbnails).
 * Returns `{slots: Map("cell:slot" -> {g, geom}), centres}`.
 */
export function drawEquation(svg, cells, sticks, { interactive = false, taken = [], placed = [], label = "", shows = null, names = null } = {}) {
  svg.replaceChildren();
  const defs = addDefs(svg);
  const key = (p) => `${p.cell}:${p.slot}`;
  const takenSet = new Set(taken.map(key));
  const placedSet = new Set(placed.map(key));
  let x = 6;
  const board = svgEl("g", { class: "equation" });
  const slots = new Map();
  cells.forEach((cell, ci) => {
    // An empty Roman cell between characters is only a place for sticks: keep it narrow.
    const width = cell.kind === "roman" && cell.added ? 30 : WIDTHS[cell.kind] || 60;
    const geo = geometry(cell.kind, width, sticks[ci]);
    const cg = svgEl("g", {
      class: `cell cell-${cell.kind}${cell.fixed ? " fixed" : ""}${shows && shows[ci] === null ? " invalid" : ""}`,
      "data-cell": ci,
      transform: `translate(${x} ${TOP})`,
    });
    if (shows && shows[ci] === null) {
      cg.append(svgEl("rect", { class: "invalid-mark", x: 2, y: -TOP + 4, width: width - 4, height: HEIGHT - 8, rx: 8 }));
    }
    // free places first, so that their outlines lie under the sticks of the same cell
    const order = cell.slots.map((_, si) => si).sort((a, b) => ((sticks[ci] >> a) & 1) - ((sticks[ci] >> b) & 1));
    order.forEach((si) => {
      const name = cell.slots[si];
      const g = geo[name];
      if (!g) return;
      const has = (sticks[ci] >> si) & 1;
      const pos = { cell: ci, slot: si };
      const k = key(pos);
      const sg = svgEl("g", {
        class: `slot ${has ? "has-stick" : "empty"}${takenSet.has(k) ? " taken" : ""}${placedSet.has(k) ? " placed" : ""}`,
        "data-cell": ci,
        "data-slot": si,
        "data-name": name,
      });
      if (interactive && !cell.fixed) {
        sg.setAttribute("role", "button");
        // the board keeps one Tab stop (kit/roving.js); the arrow keys reach the others
        sg.setAttribute("tabindex", "-1");
        if (has) sg.dataset.reachable = "";
        sg.setAttribute("aria-label", has ? slotWords(cells, pos, names) : t("matchstick-free-place", { place: slotWords(cells, pos, names, "place") }));
      }
      sg.append(slotRect(g, "ghost", THICK + 2));
      if (takenSet.has(k) && !has) sg.append(slotRect(g, "taken-mark", THICK + 6));
      if (placedSet.has(k) && has) sg.append(slotRect(g, "placed-mark", THICK + 10));
      if (has) sg.append(stickShape(g, defs));
      if (interactive) sg.append(hitRect(g));
      cg.append(sg);
      slots.set(k, { g: sg, geom: { x1: g.x1 + x, y1: g.y1 + TOP, x2: g.x2 + x, y2: g.y2 + TOP }, pos, has: Boolean(has) });
    });
    board.append(cg);
    x += width;
  });
  const width = x + 6;
  svg.setAttribute("viewBox", `0 0 ${width} ${HEIGHT}`);
  svg.dataset.width = String(width);
  if (label) {
    svg.setAttribute("role", interactive ? "group" : "img");
    svg.setAttribute("aria-label", label);
  }
  svg.append(board);
  const overlay = svgEl("g", { class: "overlay" });
  svg.append(overlay);
  return { slots, overlay, defs };
}

/** Converts a pointer event to SVG coordinates. */
export function toSvg(svg, event) {
  const pt = svg.createSVGPoint();
  pt.x = event.clientX;
  pt.y = event.clientY;
  return pt.matrixTransform(svg.getScreenCTM().inverse());
}

/** Of `slots` (drawn ones, `{g, geom}`), the one whose stick is nearest to point `p`, when
 * that is within half a touch area (of side `side` units); null otherwise. Where sticks cross
 * (the middle of a +), the one drawn under the pointer (`under`, a slot's `<g>`) wins the tie. */
export function nearestSlot(p, slots, under = null, side = HIT) {
  let best = null;
  for (const s of slots) {
    const d = distanceToSlot(p, s.geom) - (s.g === under ? 1 : 0);
    if (d <= side / 2 && (!best || d < best.d)) best = { s, d };
  }
  return best ? best.s : null;
}

/** Distance from point p to the segment of a slot geometry. */
export function distanceToSlot(p, g) {
  const dx = g.x2 - g.x1;
  const dy = g.y2 - g.y1;
  const t = Math.max(0, Math.min(1, ((p.x - g.x1) * dx + (p.y - g.y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(p.x - (g.x1 + t * dx), p.y - (g.y1 + t * dy));
}
