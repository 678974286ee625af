// The tile pictures: 48 distinct pictures drawn as SVG, each a shape (12 shapes) with a glyph
// (letter, digit or Greek letter) inside. Shape and glyph carry the identity; the colour is
// only a second cue, so colour-blind players can tell every pair apart. Kinds beyond 48 show
// their number inside a rounded square.

import { t } from "../i18n.js";

const NS = "http://www.w3.org/2000/svg";

/** Okabe–Ito palette (safe for the common colour-vision deficiencies), darkened for strokes. */
const COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#8a6d00", "#56B4E9", "#E69F00", "#555555"];

const GLYPHS = [
  "A", "B", "C", "D", "E", "F", "G", "H", "J", "K", "L", "M", "N", "P", "Q", "R",
  "S", "T", "U", "V", "W", "X", "Y", "Z", "2", "3", "4", "5", "6", "7", "8", "9",
  "Δ", "Σ", "Ω", "Φ", "Ψ", "Λ", "Π", "Θ", "α", "β", "γ", "λ", "μ", "π", "&", "?",
];

function polygon(points) {
  return { tag: "polygon", attrs: { points: points.map((p) => p.map((v) => v.toFixed(2)).join(",")).join(" ") } };
}

function regular(n, r, rotation = -90) {
  const pts = [];
  for (let i = 0; i < n; i += 1) {
    const a = ((rotation + (360 * i) / n) * Math.PI) / 180;
    pts.push([20 + r * Math.cos(a), 20 + r * Math.sin(a)]);
  }
  return polygon(pts);
}

function star(n, outer, inner) {
  const pts = [];
  for (let i = 0; i < 2 * n; i += 1) {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((-90 + (180 * i) / n) * Math.PI) / 180;
    pts.push([20 + r * Math.cos(a), 20 + r * Math.sin(a)]);
  }
  return polygon(pts);
}

/** The 12 shapes, in a 40 x 40 box, each large enough to hold a glyph. */
const SHAPES = [
  { name: "circle", shape: { tag: "circle", attrs: { cx: 20, cy: 20, r: 16 } } },
  { name: "square", shape: { tag: "rect", attrs: { x: 5, y: 5, width: 30, height: 30 } } },
  { name: "triangle", shape: polygon([[20, 2], [38, 35], [2, 35]]), dy: 5 },
  { name: "diamond", shape: polygon([[20, 1], [39, 20], [20, 39], [1, 20]]) },
  { name: "hexagon", shape: regular(6, 18, 0) },
  { name: "star", shape: star(5, 20, 11), dy: 1.5, small: true },
  { name: "cross", shape: polygon([[13, 2], [27, 2], [27, 13], [38, 13], [38, 27], [27, 27], [27, 38], [13, 38], [13, 27], [2, 27], [2, 13], [13, 13]]) },
  { name: "pentagon", shape: regular(5, 18), dy: 1 },
  { name: "down-triangle", shape: polygon([[2, 5], [38, 5], [20, 38]]), dy: -5 },
  { name: "octagon", shape: regular(8, 18, -67.5) },
  { name: "rounded square", shape: { tag: "rect", attrs: { x: 3, y: 9, width: 34, height: 22, rx: 11 } } },
  { name: "shield", shape: { tag: "path", attrs: { d: "M4 4 H36 V20 C36 30 28 36 20 39 C12 36 4 30 4 20 Z" } }, dy: -1 },
];

/** Kinds that have a picture of their own. */
export const PICTURE_COUNT = GLYPHS.length;

/** What kind `kind` looks like: `{shape, glyph, colour, label}`. */
export function describeKind(kind) {
  const i = kind - 1;
  const shape = SHAPES[i % SHAPES.length];
  const glyph = i < GLYPHS.length ? GLYPHS[i] : String(kind);
  const colour = COLOURS[i % COLOURS.length];
  return { shape, glyph, colour, label: t("lianliankan-tile-label", { shape: t(`lianliankan-shape-${shape.name.replace(" ", "-")}`), glyph }) };
}

function svgNode(tag, attrs) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
}

/** An `<svg>` picture of tile kind `kind` (decorative: the button around it has the label). */
export function tilePicture(kind) {
  const { shape, glyph, colour } = describeKind(kind);
  const svg = svgNode("svg", { viewBox: "0 0 40 40", class: "llk-pic", "aria-hidden": "true", focusable: "false" });
  const body = kind > GLYPHS.length
    ? { tag: "rect", attrs: { x: 3, y: 3, width: 34, height: 34, rx: 7 } }
    : shape.shape;
  svg.append(svgNode(body.tag, { ...body.attrs, fill: `${colour}2e`, stroke: colour, "stroke-width": 2.6, "stroke-linejoin": "round" }));
  const size = glyph.length > 2 ? 11 : glyph.length > 1 ? 13 : shape.small ? 13 : 17;
  const text = svgNode("text", {
    x: 20, y: 20 + (shape.dy || 0), "text-anchor": "middle", "dominant-baseline": "central",
    "font-size": size, "font-weight": 700, fill: "#1f2328", "font-family": "system-ui, sans-serif",
  });
  text.textContent = glyph;
  svg.append(text);
  return svg;
}
