// The state-space view: every state reachable from the game, one dot each, in columns by its
// exact distance to the goal (the goal on the left, the farthest on the right, states that
// cannot reach the goal in a last column), coloured as a traced search runs: expanded, on the
// frontier, on the solution path. One canvas, written pixel by pixel, so that 181,440 states
// redraw in a few milliseconds.

const UNSEEN = 0;
const FRONTIER = 1;
const EXPANDED = 2;
const PATH = 3;
const MARK = 4; // the start and the goals
/** Colours (ABGR, as the canvas's little-endian pixels take them) by class. */
const COLOURS = [0xffd8d2cc, 0xff2f9bf2, 0xffb5793a, 0xff2b2bd6, 0xff202020];

export function createSpaceView(canvas) {
  let space = null;
  let index = new Map(); // game ID -> state
  let pixel = null; // Int32Array: state -> pixel, or -1
  let width = 0;
  let height = 0;

  /** Lays out `answer` (the `/state-space` answer) on the canvas and draws it unseen. */
  function load(answer) {
    space = answer;
    index = new Map(answer.states.map((s, i) => [s, i]));
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    width = Math.max(200, Math.floor(canvas.clientWidth * dpr));
    height = Math.max(150, Math.floor(canvas.clientHeight * dpr));
    canvas.width = width;
    canvas.height = height;
    const finite = answer.distance.filter((d) => d !== null);
    const far = finite.reduce((a, b) => (b > a ? b : a), 0);
    const columns = far + 1 + (finite.length < answer.count ? 1 : 0);
    const band = Math.max(1, Math.floor(width / columns));
    const filled = new Array(columns).fill(0);
    const column = answer.distance.map((d) => (d === null ? columns - 1 : d));
    const sizes = new Array(columns).fill(0);
    for (const c of column) sizes[c] += 1;
    pixel = new Int32Array(answer.count);
    // a pixel's gap between columns
    const perRow = Math.max(1, band - 1);
    const rowsOf = sizes.map((n) => Math.ceil(n / perRow));
    for (let s = 0; s < answer.count; s += 1) {
      const c = column[s];
      const i = filled[c]++;
      const rows = rowsOf[c];
      const x = c * band + (i % perRow);
      const row = Math.floor(i / perRow);
      const y = rows <= height ? row : Math.floor((row * height) / rows);
      pixel[s] = y < height && x < width ? y * width + x : -1;
    }
    return { columns, band };
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
    canvas.getContext("2d").putImageData(image, 0, 0);
    return performance.now() - started;
  }

  return {
    load,
    draw,
  };
}
