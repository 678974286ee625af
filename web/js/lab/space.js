// The state-space view: every state reachable from the game, one dot each, in columns by its
// exact distance to the goal (the goal on the left, the farthest on the right, states that
// cannot reach the goal in a last column), coloured as a traced search runs: expanded, on the
// frontier, on the solution path. One canvas, written pixel by pixel, so that 181,440 states
// redraw in a few milliseconds; the states the search reached are drawn again on top as
// larger squares, so that a few hundred of them stand out among 181,440. Axes with units:
// below, the distance to the goal (moves) per column; above, a bar per column, the number of
// states in that layer. `zoom(true)` shows only the layers the search has reached (with one
// layer either side), each column then wider.

import { t } from "../i18n.js";
import { formatCount } from "../ui.js";

const UNSEEN = 0;
const FRONTIER = 1;
const EXPANDED = 2;
const PATH = 3;
const MARK = 4; // the start and the goals
/** Colours (ABGR, as the canvas's little-endian pixels take them) by class. */
const COLOURS = [0xffd8d2cc, 0xff2f9bf2, 0xffb5793a, 0xff2b2bd6, 0xff202020];
/** The same colours as CSS, for the larger squares. */
const CSS_COLOURS = ["#ccd2d8", "#f29b2f", "#3a79b5", "#d62b2b", "#202020"];
/** The axes' room in CSS pixels: the layer sizes' bars above, the distances below. */
const TOP = 34;
const BOTTOM = 30;
const INK = "#333";

export function createSpaceView(canvas) {
  let space = null;
  let index = new Map(); // game ID -> state
  let pixel = null; // Int32Array: state -> pixel, or -1
  let width = 0;
  let height = 0;
  let dpr = 1;
  let column = []; // state -> its column
  let sizes = []; // column -> how many states
  let columns = 0;
  let range = [0, 0]; // the columns shown, first and last
  let band = 1;
  let zoomed = false;
  let deadColumn = false; // whether the last column holds the states that cannot reach a goal

  /** Places the states of columns `first..=last` in the plot area (between the axes). */
  function place(first, last) {
    range = [first, last];
    const top = Math.round(TOP * dpr);
    const plot = height - top - Math.round(BOTTOM * dpr);
    band = Math.max(1, Math.floor(width / (last - first + 1)));
    // what is shown, for a test to read: the columns and each column's width in pixels
    Object.assign(canvas.dataset, { columns: String(columns), first: String(first), last: String(last), band: String(band) });
    const filled = new Array(columns).fill(0);
    // a pixel's gap between columns
    const perRow = Math.max(1, band - 1);
    const rowsOf = sizes.map((n) => Math.ceil(n / perRow));
    for (let s = 0; s < space.count; s += 1) {
      const c = column[s];
      if (c < first || c > last) {
        pixel[s] = -1;
        continue;
      }
      const i = filled[c]++;
      const rows = rowsOf[c];
      const x = (c - first) * band + (i % perRow);
      const row = Math.floor(i / perRow);
      const y = top + (rows <= plot ? row : Math.floor((row * plot) / rows));
      pixel[s] = y < top + plot && x < width ? y * width + x : -1;
    }
  }

  /** Lays out `answer` (the `/state-space` answer) on the canvas and draws it unseen. */
  function load(answer) {
    space = answer;
    index = new Map(answer.states.map((s, i) => [s, i]));
    dpr = Math.min(2, window.devicePixelRatio || 1);
    width = Math.max(200, Math.floor(canvas.clientWidth * dpr));
    height = Math.max(150, Math.floor(canvas.clientHeight * dpr));
    canvas.width = width;
    canvas.height = height;
    const finite = answer.distance.filter((d) => d !== null);
    const far = finite.reduce((a, b) => (b > a ? b : a), 0);
    deadColumn = finite.length < answer.count;
    columns = far + 1 + (deadColumn ? 1 : 0);
    column = answer.distance.map((d) => (d === null ? columns - 1 : d));
    sizes = new Array(columns).fill(0);
    for (const c of column) sizes[c] += 1;
    pixel = new Int32Array(answer.count);
    place(0, columns - 1);
    return { columns, band };
  }

  /** Whether to show only the layers the search has reached (the next draw lays them out). */
  function zoom(on) {
    zoomed = on;
  }

  /** The axes: distances below each column (as many as fit), layer sizes as bars above. */
  function axes(ctx) {
    const [first, last] = range;
    const top = TOP * dpr;
    const most = sizes.slice(first, last + 1).reduce((a, b) => Math.max(a, b), 1);
    ctx.fillStyle = "#8a96a3";
    for (let c = first; c <= last; c += 1) {
      const h = Math.max(1, ((top - 16 * dpr) * sizes[c]) / most);
      ctx.fillRect((c - first) * band, top - 3 * dpr - h, Math.max(1, band - 1), h);
    }
    ctx.fillStyle = INK;
    ctx.font = `${11 * dpr}px sans-serif`;
    ctx.textBaseline = "top";
    ctx.textAlign = "left";
    ctx.fillText(t("lab-space-axis-layers", { most: formatCount(most) }), 2 * dpr, 1 * dpr);
    const labelEvery = Math.max(1, Math.ceil((22 * dpr) / band));
    const y = height - BOTTOM * dpr + 3 * dpr;
    ctx.textAlign = "center";
    for (let c = first; c <= last; c += 1) {
      if ((c - first) % labelEvery !== 0 && c !== last) continue;
      const label = deadColumn && c === columns - 1 ? "∞" : String(c);
      ctx.fillText(label, (c - first) * band + band / 2, y);
    }
    ctx.textAlign = "right";
    ctx.fillText(t("lab-space-axis-distance"), width - 2 * dpr, y + 13 * dpr);
  }

  /**
   * Draws the search after `expanded` (game IDs in expansion order), with `path` (game IDs)
   * on top; the frontier is every neighbour of an expanded state not expanded itself.
   */
  function draw(expanded = [], path = []) {
    if (!space) return 0;
    const started = performance.now();
    const cls = new Uint8Array(space.count);
    const offsets = space.edge_offsets;
    const targets = space.edge_targets;
    for (const id of expanded) {
      const s = index.get(id);
      if (s !== undefined) cls[s] = EXPANDED;
    }
    for (const id of expanded) {
      const s = index.get(id);
      if (s === undefined) continue;
      for (let e = offsets[s]; e < offsets[s + 1]; e += 1) {
        if (cls[targets[e]] === UNSEEN) cls[targets[e]] = FRONTIER;
      }
    }
    for (const id of path) {
      const s = index.get(id);
      if (s !== undefined) cls[s] = PATH;
    }
    cls[space.initial] = MARK;
    for (const g of space.goals) cls[g] = MARK;
    const reached = [];
    for (let s = 0; s < space.count; s += 1) if (cls[s] !== UNSEEN) reached.push(s);
    // the layers shown: all, or those the search reached (the goals aside) with one either side
    let first = 0;
    let last = columns - 1;
    if (zoomed) {
      let low = column[space.initial];
      let high = low;
      for (const s of reached) {
        if (cls[s] === MARK && s !== space.initial) continue;
        low = Math.min(low, column[s]);
        high = Math.max(high, column[s]);
      }
      first = Math.max(0, low - 1);
      last = Math.min(columns - 1, high + 1);
    }
    if (first !== range[0] || last !== range[1]) place(first, last);
    const image = new ImageData(width, height);
    const pixels = new Uint32Array(image.data.buffer);
    const shown = new Uint8Array(width * height);
    pixels.fill(0x00000000);
    for (let s = 0; s < space.count; s += 1) {
      const p = pixel[s];
      if (p < 0) continue;
      const c = cls[s] + 1; // 0 in `shown` means nothing drawn yet
      if (c > shown[p]) {
        shown[p] = c;
        pixels[p] = COLOURS[cls[s]];
      }
    }
    const ctx = canvas.getContext("2d");
    ctx.putImageData(image, 0, 0);
    // the states the search reached, larger, the path last (on top)
    const size = Math.max(2, Math.round(3 * dpr));
    for (const wanted of [FRONTIER, EXPANDED, PATH, MARK]) {
      ctx.fillStyle = CSS_COLOURS[wanted];
      for (const s of reached) {
        const p = pixel[s];
        if (p < 0 || cls[s] !== wanted) continue;
        ctx.fillRect((p % width) - (size >> 1), Math.floor(p / width) - (size >> 1), size, size);
      }
    }
    axes(ctx);
    return performance.now() - started;
  }

  return {
    load,
    draw,
    zoom,
  };
}
