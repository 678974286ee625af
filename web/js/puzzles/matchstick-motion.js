// A matchstick's flight on the game page: a stick moved by a click, a key or a solution's
// playback travels along an arc from its old place to its new one, turning on the way. Only
// drawing: the board already shows the new position when it starts (the stick's place is the
// one animated), and reduced motion makes it instant.

import { animate } from "../kit/motion.js";

const FLIGHT_MS = 240;
/** Frames of the arc (the Web Animation interpolates between them). */
const FRAMES = 8;

const mid = (g) => [(g.x1 + g.x2) / 2, (g.y1 + g.y2) / 2];
const angle = (g) => (Math.atan2(g.y2 - g.y1, g.x2 - g.x1) * 180) / Math.PI;

/**
 * Flies the stick now at `to` (a slot of `drawn`, the board's `drawEquation` answer) from
 * where `from` is drawn. Resolves when it has landed.
 */
export function flyStick(drawn, from, to) {
  const a = drawn.slots.get(`${from.cell}:${from.slot}`);
  const b = drawn.slots.get(`${to.cell}:${to.slot}`);
  if (!a || !b) return Promise.resolve();
  const [ax, ay] = mid(a.geom);
  const [bx, by] = mid(b.geom);
  const dx = ax - bx;
  const dy = ay - by;
  // turn the short way; a stick looks the same both ways round but for its head
  let turn = angle(a.geom) - angle(b.geom);
  while (turn > 180) turn -= 360;
  while (turn <= -180) turn += 360;
  const lift = Math.max(30, 0.35 * Math.hypot(dx, dy));
  const frames = [];
  for (let i = 0; i <= FRAMES; i++) {
    const t = i / FRAMES;
    const x = (1 - t) * dx;
    const y = (1 - t) * dy - lift * Math.sin(Math.PI * t);
    frames.push({ transform: `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) rotate(${((1 - t) * turn).toFixed(1)}deg)` });
  }
  b.g.style.transformBox = "fill-box";
  b.g.style.transformOrigin = "center";
  return animate(b.g, frames, FLIGHT_MS, { easing: "ease-in-out" });
}
