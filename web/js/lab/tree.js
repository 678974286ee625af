// The search tree of a traced run, drawn as SVG from its steps' `id`, `parent` and
// `children`: each node a small board (its game ID as text when there are too many to draw
// boards) with its step number (the order it was taken up) and g, h, f; children that were
// generated but never taken up drawn lighter, pruned ones dashed (duplicates are left out:
// they join no tree). Laid out tidily (children under their parent, leaves side by side, no
// overlaps); the current step is marked as the playback moves, nodes not yet generated are
// faint, and the path to the goal is highlighted once the goal test is reached. IDA* and
// iterative deepening draw one iteration at a time (a selector; the playback switches it).
// Zoom with the wheel, a pinch or the buttons; drag to pan; "fit" shows the whole tree, and
// when its nodes are then too small to read, a note says that a click or tap on one zooms to it.

import { t } from "../i18n.js";
import { el, formatCount } from "../ui.js";
import { gridOf, svg, svgBoard } from "./mini.js";
import { download } from "./export.js";
import { treePng, treeSvgFile } from "./tree-export.js";

/** The most nodes drawn; a longer trace is drawn up to the step that reaches it. */
export const MAX_TREE_NODES = 1500;
/** Up to this many nodes each is drawn as a board; beyond, as text. */
const MAX_BOARDS = 400;
/** The size of a board's cell, in the drawing's units. */
const CELL = 11;
const GAP_X = 14;
const GAP_Y = 26;
/** The smallest size a node is shown at, in screen pixels, when the tree is first drawn. */
const READABLE_PX = 56;

/** The iterations of `trace` (IDA*, iterative deepening) as [number, bound], or []. */
export function iterationsOf(trace) {
  const seen = new Map();
  for (const step of trace.steps) {
    if (step.iteration !== null && step.iteration !== undefined && !seen.has(step.iteration)) seen.set(step.iteration, step.bound);
  }
  return [...seen];
}

/** The step ids on the path to the goal (both sides' chains for a bidirectional meeting). */
export function pathSteps(trace) {
  const on = new Set();
  if (!trace.found || !trace.steps.length) return on;
  const goal = trace.steps[trace.steps.length - 1];
  const climb = (id) => {
    for (let at = id; at; at = trace.steps[at - 1]?.parent) on.add(at);
  };
  climb(goal.id);
  if (goal.meeting_parent) climb(goal.meeting_parent);
  return on;
}

/**
 * The tree of the steps of `iteration` (all steps when null): nodes with their step (null
 * for a child never taken up), state, g, h, f, kind (`step`, `open`, `pruned`), the step
 * that generated them (`born`) and their children; at most MAX_TREE_NODES nodes.
 */
export function buildTree(trace, iteration) {
  const steps = trace.steps.filter((s) => iteration === null || s.iteration === iteration);
  const nodes = [];
  const byStep = new Map();
  const taken = new Map(); // parent step id -> its children that were taken up, by state
  let cut = false;
  for (const step of steps) {
    if (nodes.length >= MAX_TREE_NODES) {
      cut = true;
      break;
    }
    const node = { step, state: step.state, g: step.g, h: step.h, f: step.f, kind: "step", born: step.parent ?? 0, children: [] };
    nodes.push(node);
    byStep.set(step.id, node);
    if (step.parent !== null && byStep.has(step.parent)) {
      if (!taken.has(step.parent)) taken.set(step.parent, []);
      taken.get(step.parent).push(node);
    }
  }
  const roots = nodes.filter((n) => n.step.parent === null || !byStep.has(n.step.parent));
  // each step's children in the order generated: the ones taken up are their step's node
  let room = MAX_TREE_NODES - nodes.length;
  for (const node of [...nodes]) {
    const waiting = [...(taken.get(node.step.id) || [])];
    for (const child of node.step.children) {
      const at = waiting.findIndex((n) => n.state === child.state && n.g === child.g);
      if (at >= 0) {
        node.children.push(waiting.splice(at, 1)[0]);
      } else if (child.status !== "duplicate" && room > 0) {
        room -= 1;
        const leaf = { step: null, state: child.state, g: child.g, h: child.h, f: child.f, kind: child.status === "pruned" ? "pruned" : "open", born: node.step.id, children: [] };
        nodes.push(leaf);
        node.children.push(leaf);
      } else if (child.status !== "duplicate") {
        cut = true;
      }
    }
    node.children.push(...waiting); // taken up but not listed among the children (none expected)
  }
  return { nodes, roots, cut };
}

/** Places the nodes: leaves side by side, each parent centred over its children. */
function layout(roots, width, height) {
  let slot = 0;
  let deepest = 0;
  const place = (node, depth) => {
    node.y = depth * (height + GAP_Y);
    deepest = Math.max(deepest, depth);
    if (!node.children.length) {
      node.x = slot * (width + GAP_X);
      slot += 1;
    } else {
      node.children.forEach((c) => place(c, depth + 1));
      node.x = (node.children[0].x + node.children[node.children.length - 1].x) / 2;
    }
  };
  roots.forEach((root) => place(root, 0));
  return { width: Math.max(1, slot) * (width + GAP_X) - GAP_X, height: (deepest + 1) * (height + GAP_Y) - GAP_Y };
}

/** The first line of a node's text when boards are not drawn: its board part, shortened. */
function shortId(state) {
  const board = state.split(";")[0];
  return board.length > 18 ? `${board.slice(0, 17)}…` : board;
}

export function createTreeView(host) {
  const frame = el("div", { class: "tree-frame" });
  const iterationSelect = el("select", { id: "tree-iteration" });
  const iterationLabel = el("label", { hidden: "" }, el("span", {}, t("lab-tree-iteration")), " ", iterationSelect);
  const zoomIn = el("button", { type: "button", class: "secondary", "data-zoom": "in", title: t("lab-tree-zoom-in"), "aria-label": t("lab-tree-zoom-in") }, "+");
  const zoomOut = el("button", { type: "button", class: "secondary", "data-zoom": "out", title: t("lab-tree-zoom-out"), "aria-label": t("lab-tree-zoom-out") }, "−");
  const fit = el("button", { type: "button", class: "secondary", "data-zoom": "fit" }, t("lab-tree-fit"));
  const saveSvg = el("button", { type: "button", class: "secondary", id: "tree-svg" }, t("lab-tree-svg"));
  const savePng = el("button", { type: "button", class: "secondary", id: "tree-png" }, t("lab-tree-png"));
  const note = el("p", { class: "muted small tree-note" });
  const small = el("p", { class: "muted small tree-small", hidden: "" }, t("lab-tree-small"));
  host.replaceChildren(el("div", { class: "row tree-tools" }, iterationLabel, zoomIn, zoomOut, fit, saveSvg, savePng), frame, small, note);
  const state = { trace: null, iteration: null, tree: null, view: null, bounds: null, size: null, nodeOf: new Map(), path: new Set(), current: 0 };
  let drawing = null;

  function setView(view) {
    state.view = view;
    drawing?.setAttribute("viewBox", `${view.x} ${view.y} ${view.w} ${view.h}`);
    if (!state.size) return;
    // a node's width on screen: below READABLE_PX the note says how to zoom to one
    const px = Math.round(Math.min(frameWidth() / view.w, frameHeight() / view.h) * state.size[0]);
    host.dataset.nodePx = String(px);
    small.hidden = px >= READABLE_PX;
  }

  const frameWidth = () => frame.clientWidth || 600;
  const frameHeight = () => frame.clientHeight || 400;

  /** Zooms to `node` at a readable size, centred on it. */
  function zoomTo(node) {
    const w = (frameWidth() * state.size[0]) / READABLE_PX;
    const h = (w * frameHeight()) / frameWidth();
    setView({ x: node.x + state.size[0] / 2 - w / 2, y: node.y + state.size[1] / 2 - h / 2, w: Math.min(w, state.view.w), h: Math.min(h, state.view.h) });
  }

  /** The view showing the whole tree, or, when that would make nodes unreadably small, the
   * top of the tree around its first root at a readable size. */
  function fitted(readable) {
    const b = state.bounds;
    const margin = 10;
    const whole = { x: b.x - margin, y: b.y - margin, w: b.w + 2 * margin, h: b.h + 2 * margin };
    const px = frameWidth();
    const py = frameHeight();
    const scale = Math.min(px / whole.w, py / whole.h);
    if (!readable || scale * state.size[0] >= READABLE_PX) return whole;
    const w = (px * state.size[0]) / READABLE_PX;
    const h = (w * py) / px;
    const root = state.tree.roots[0];
    return { x: root.x + state.size[0] / 2 - w / 2, y: b.y - margin, w, h };
  }

  /** Zooms by `factor` (> 1: closer) around the drawing's point (cx, cy). */
  function zoom(factor, cx, cy) {
    const v = state.view;
    if (!v) return;
    const w = Math.min(Math.max(v.w / factor, 40), Math.max(state.bounds.w, state.bounds.h) * 4 + 200);
    const k = w / v.w;
    setView({ x: cx - (cx - v.x) * k, y: cy - (cy - v.y) * k, w, h: v.h * k });
  }

  /** The drawing's point under the screen point (clientX, clientY). */
  function toDrawing(clientX, clientY) {
    const r = drawing.getBoundingClientRect();
    const v = state.view;
    // preserveAspectRatio "xMidYMid meet": one scale, the drawing centred
    const scale = Math.min(r.width / v.w, r.height / v.h);
    const ox = r.left + (r.width - v.w * scale) / 2;
    const oy = r.top + (r.height - v.h * scale) / 2;
    return { x: v.x + (clientX - ox) / scale, y: v.y + (clientY - oy) / scale, scale };
  }

  const centre = () => ({ x: state.view.x + state.view.w / 2, y: state.view.y + state.view.h / 2 });
  zoomIn.addEventListener("click", () => state.view && zoom(1.4, centre().x, centre().y));
  zoomOut.addEventListener("click", () => state.view && zoom(1 / 1.4, centre().x, centre().y));
  fit.addEventListener("click", () => state.view && setView(fitted(false)));
  iterationSelect.addEventListener("change", () => draw(Number(iterationSelect.value)));

  /** The file name of the tree at the current step (and iteration). */
  const fileName = (ext) => `search-tree${state.iteration === null ? "" : `-iteration-${state.iteration}`}-step-${state.current}.${ext}`;
  /** The whole tree as an SVG file, with its size. */
  const svgFile = () => {
    const whole = fitted(false);
    return { text: treeSvgFile(drawing, whole), whole };
  };
  saveSvg.addEventListener("click", () => {
    if (!drawing) return;
    download(fileName("svg"), svgFile().text, "image/svg+xml");
  });
  savePng.addEventListener("click", async () => {
    if (!drawing) return;
    const { text, whole } = svgFile();
    try {
      download(fileName("png"), await treePng(text, whole.w, whole.h), "image/png");
    } catch (err) {
      note.textContent = t("lab-tree-png-failed", { detail: err.message });
    }
  });

  // pan with one pointer, pinch with two; a tap or click on a node (no drag) zooms to it
  const pointers = new Map();
  let pinch = null;
  let dragged = 0;
  frame.addEventListener("wheel", (e) => {
    if (!state.view) return;
    e.preventDefault();
    const p = toDrawing(e.clientX, e.clientY);
    zoom(Math.exp(-e.deltaY * 0.0015), p.x, p.y);
  }, { passive: false });
  frame.addEventListener("pointerdown", (e) => {
    if (!state.view) return;
    if (pointers.size === 0) dragged = 0;
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = Math.hypot(a.x - b.x, a.y - b.y);
    }
  });
  frame.addEventListener("pointermove", (e) => {
    const last = pointers.get(e.pointerId);
    if (!last || !state.view) return;
    dragged += Math.hypot(e.clientX - last.x, e.clientY - last.y);
    if (dragged > 4) frame.setPointerCapture?.(e.pointerId);
    if (pointers.size === 1) {
      const { scale } = toDrawing(e.clientX, e.clientY);
      const v = state.view;
      setView({ ...v, x: v.x - (e.clientX - last.x) / scale, y: v.y - (e.clientY - last.y) / scale });
    }
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.size === 2 && pinch) {
      const [a, b] = [...pointers.values()];
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      const mid = toDrawing((a.x + b.x) / 2, (a.y + b.y) / 2);
      if (distance > 0) zoom(distance / pinch, mid.x, mid.y);
      pinch = distance;
    }
  });
  const release = (e) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
  };
  frame.addEventListener("pointerup", release);
  frame.addEventListener("pointercancel", release);
  frame.addEventListener("click", (e) => {
    const g = e.target.closest?.(".node");
    if (dragged > 4 || !g || !state.view) return;
    const node = state.tree.nodes.find((n) => n.element === g);
    if (node) zoomTo(node);
  });

  /** Draws the tree of `iteration` (null: the whole trace). */
  function draw(iteration) {
    const trace = state.trace;
    state.iteration = iteration;
    iterationSelect.value = iteration === null ? "" : String(iteration);
    const tree = buildTree(trace, iteration);
    state.tree = tree;
    const boards = tree.nodes.length <= MAX_BOARDS && tree.nodes.every((n) => gridOf(n.state));
    let boardSize = [0, 0];
    if (boards) {
      const rows = gridOf(tree.nodes[0]?.state ?? "") || [[]];
      boardSize = [rows[0].length * CELL, rows.length * CELL];
    }
    const width = Math.max(boardSize[0] + 8, 70);
    const height = boardSize[1] + (boards ? 30 : 34);
    state.size = [width, height];
    const extent = layout(tree.roots, width, height);
    state.bounds = { x: 0, y: 0, w: extent.width, h: extent.height };
    drawing = svg("svg", { class: "search-tree", role: "img", "aria-label": t("lab-tree-label", { count: tree.nodes.length }), preserveAspectRatio: "xMidYMid meet" });
    const edges = svg("g", { class: "edges" });
    const group = svg("g", { class: "nodes" });
    state.nodeOf = new Map();
    for (const node of tree.nodes) {
      for (const child of node.children) {
        const line = svg("line", { x1: node.x + width / 2, y1: node.y + height, x2: child.x + width / 2, y2: child.y, class: "edge" });
        child.edge = line;
        edges.append(line);
      }
      const goal = node.step?.phase === "goal-test" ? " goal" : "";
      const g = svg("g", { class: `node ${node.kind}${goal}`, transform: `translate(${node.x} ${node.y})` });
      g.append(svg("rect", { class: "box", x: 0, y: 0, width, height, rx: 4 }));
      g.append(svg("title", {}, node.state));
      const label = node.step ? t("lab-tree-step", { step: node.step.id }) : t(node.kind === "pruned" ? "lab-tree-pruned" : "lab-tree-waiting");
      g.append(svg("text", { x: 4, y: 10, class: "label" }, label));
      if (boards) g.append(svgBoard(node.state, (width - boardSize[0]) / 2, 13, CELL));
      else g.append(svg("text", { x: 4, y: 22, class: "game-id" }, shortId(node.state)));
      g.append(svg("text", { x: 4, y: height - 4, class: "figures" }, `g${node.g} h${node.h} f${node.f}`));
      if (node.step) {
        g.dataset.step = node.step.id;
        state.nodeOf.set(node.step.id, { g, node });
      }
      node.element = g;
      group.append(g);
    }
    drawing.append(edges, group);
    frame.replaceChildren(drawing);
    setView(fitted(true));
    const parts = [t("lab-tree-caption", { count: tree.nodes.length })];
    if (tree.cut) parts.push(t("lab-tree-cut", { max: formatCount(MAX_TREE_NODES) }));
    note.textContent = parts.join(" ");
    host.dataset.nodes = String(tree.nodes.length);
    mark(state.current);
  }

  /** Marks step `id` as the current one; nodes generated later are faint, the path is
   * highlighted once the last step (the goal test) is the current one. */
  function mark(id) {
    state.current = id;
    if (!state.tree) return;
    const trace = state.trace;
    const atGoal = trace.found && id === trace.steps.length;
    let onPath = 0;
    for (const node of state.tree.nodes) {
      const g = node.element;
      const path = atGoal && node.step !== null && state.path.has(node.step.id);
      if (path) onPath += 1;
      g.classList.toggle("future", node.born > id);
      g.classList.toggle("later", node.step !== null && node.step.id > id);
      g.classList.toggle("path", path);
      g.classList.toggle("current", node.step !== null && node.step.id === id);
      for (const child of node.children) child.edge.classList.toggle("path", path && child.step !== null && state.path.has(child.step.id));
    }
    host.dataset.pathNodes = String(onPath);
    host.dataset.current = String(id);
    const shown = state.nodeOf.get(id);
    if (shown && state.view) {
      // keep the current node in sight
      const v = state.view;
      const { x, y } = shown.node;
      const [w, h] = state.size;
      if (x < v.x || x + w > v.x + v.w || y < v.y || y + h > v.y + v.h) setView({ ...v, x: x + w / 2 - v.w / 2, y: y + h / 2 - v.h / 2 });
    }
  }

  /** Shows `trace`. */
  function load(trace) {
    state.trace = trace;
    state.path = pathSteps(trace);
    state.current = 1;
    const iterations = iterationsOf(trace);
    iterationLabel.hidden = iterations.length < 2;
    iterationSelect.replaceChildren(...iterations.map(([n, bound]) => el("option", { value: String(n) }, t("lab-tree-iteration-option", { iteration: n, bound: bound ?? "–" }))));
    draw(iterations.length ? iterations[0][0] : null);
  }

  /** Follows the playback to step `index` (0-based). */
  function show(index) {
    const trace = state.trace;
    if (!trace) return;
    const step = trace.steps[Math.min(index, trace.steps.length - 1)];
    if (!step) return;
    const iteration = step.iteration ?? null;
    if (iteration !== state.iteration) {
      state.current = step.id;
      draw(iteration);
    } else mark(step.id);
  }

  return { load, show };
}
