// The matchstick board on the game page: the equation drawn in sticks, and the player's
// drags, clicks and keys turned into moves (`{type: "move", from, to}`, or `add` / `remove`
// with `at`). Sticks changed since the start are marked: taken (red outline) and placed
// (green glow).

import { t } from "../i18n.js";
import { rovingFocus } from "../kit/roving.js";
import { HIT, distanceToSlot, drawEquation, nearestSlot, sizeHits, slotWords, stickShape, svgEl, toSvg } from "./matchstick-draw.js";
import { flyStick } from "./matchstick-motion.js";

/** The page's sound for a move: a stick placed. */
export const moveSound = "place";

/** How close to a free place a dropped stick must land, in drawing units. */
const DROP_RADIUS = 34;
const samePos = (a, b) => !!a && !!b && a.cell === b.cell && a.slot === b.slot;

export function createBoard(host, kit) {
  const wrap = document.createElement("div");
  wrap.className = "ms-wrap";
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.classList.add("ms-board");
  const now = document.createElement("p");
  now.className = "now";
  now.setAttribute("aria-live", "polite");
  wrap.append(svg);
  host.replaceChildren(wrap, now);
  const state = { position: null, replay: false, hint: null, held: null, drawn: null };
  const roving = rovingFocus(svg, ".slot[data-reachable]", (g) => `${g.dataset.cell}:${g.dataset.slot}`);

  const view = () => state.position.view;
  // the equation is scaled to fit its frame (no sideways scroll, every stick in view); its
  // touch areas grow to stay 44 px where it is drawn small
  let hitSide = HIT;
  const fitHits = () => {
    if (svg.dataset.width) hitSide = sizeHits(svg);
  };
  new ResizeObserver(fitHits).observe(wrap);
  const slotEl = (pos) => svg.querySelector(`.slot[data-cell="${pos.cell}"][data-slot="${pos.slot}"]`);

  function draw() {
    const v = view();
    state.drawn = drawEquation(svg, v.cells, v.sticks, {
      interactive: !state.replay,
      taken: v.taken,
      placed: v.placed,
      shows: state.replay ? null : v.shows,
      names: v.start_shows,
      label: t("matchstick-board-label", { equation: v.current ?? v.equation }),
    });
    fitHits();
    host.dataset.sticks = v.sticks.join(",");
    host.dataset.current = v.current ?? "";
    host.dataset.solved = String(state.position.status === "solved");
    svg.classList.toggle("replay", state.replay);
    svg.classList.toggle("adding", !state.replay && v.task === "add");
    svg.classList.toggle("removing", !state.replay && v.task === "remove");
    now.textContent = v.current ? (v.true ? t("matchstick-now-true", { equation: v.current }) : t("matchstick-now", { equation: v.current })) : t("matchstick-now-incomplete");
    const holding = Boolean(state.held) && !state.replay;
    svg.classList.toggle("holding", holding);
    for (const s of svg.querySelectorAll(".slot.empty[role=button]")) s.toggleAttribute("data-reachable", holding || v.task === "add");
    roving.update();
    if (holding) slotEl(state.held)?.classList.add("held");
    if (state.hint && !state.replay) {
      const mv = state.hint;
      const from = mv.from || (mv.type === "remove" ? mv.at : null);
      const to = mv.to || (mv.type === "add" ? mv.at : null);
      if (from) slotEl(from)?.classList.add("hint-from");
      if (to) slotEl(to)?.classList.add("hint-to");
    }
  }

  function play(mv) {
    state.held = null;
    kit.play(mv).catch(() => draw());
  }

  function clickSlot(pos, has) {
    const v = view();
    if (v.cells[pos.cell].fixed) {
      kit.message(t("matchstick-equals-fixed"), "error");
      return;
    }
    if (v.task === "add") {
      if (!has) play({ type: "add", at: pos });
      return;
    }
    if (v.task === "remove") {
      if (has) play({ type: "remove", at: pos });
      return;
    }
    if (has) {
      state.held = samePos(state.held, pos) ? null : pos;
      state.hint = null;
      draw();
      if (state.held) {
        kit.message(t("matchstick-holding", { stick: slotWords(v.cells, pos, v.start_shows) }));
        slotEl(pos)?.focus({ preventScroll: true });
      }
    } else if (state.held) {
      play({ type: "move", from: state.held, to: pos });
    }
  }

  function freeSlotNear(point, from) {
    let best = null;
    for (const s of state.drawn.slots.values()) {
      if (s.has || samePos(s.pos, from) || view().cells[s.pos.cell].fixed) continue;
      const d = distanceToSlot(point, s.geom);
      if (d <= DROP_RADIUS && (!best || d < best.d)) best = { s, d };
    }
    return best?.s || null;
  }

  /** The slot a tap at `point` on `target` means: the nearest one that can be tapped now. */
  function tappedSlot(point, target) {
    const holding = Boolean(state.held);
    const adding = view().task === "add";
    const tappable = [...state.drawn.slots.values()].filter((s) => !view().cells[s.pos.cell].fixed && (s.has || holding || adding));
    return nearestSlot(point, tappable, target.closest?.(".slot"), hitSide)?.g || null;
  }

  // a tap on the frame around the equation lets a held stick go
  wrap.addEventListener("pointerdown", (e) => {
    if (e.target !== wrap || !state.held || state.replay) return;
    state.held = null;
    draw();
  });

  let drag = null;
  svg.addEventListener("pointerdown", (e) => {
    if (state.replay || !state.position || e.button !== 0) return;
    const sg = tappedSlot(toSvg(svg, e), e.target);
    if (!sg) {
      if (state.held) {
        state.held = null;
        draw();
      }
      return;
    }
    e.preventDefault();
    const pos = { cell: Number(sg.dataset.cell), slot: Number(sg.dataset.slot) };
    const has = sg.classList.contains("has-stick");
    if (!has || view().task !== "move" || view().cells[pos.cell].fixed) {
      clickSlot(pos, has);
      return;
    }
    const p = toSvg(svg, e);
    drag = { pos, x0: p.x, y0: p.y, moved: false, id: e.pointerId, ghost: null, target: null };
    svg.setPointerCapture(e.pointerId);
  });
  svg.addEventListener("pointermove", (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const p = toSvg(svg, e);
    const dx = p.x - drag.x0;
    const dy = p.y - drag.y0;
    if (!drag.moved && Math.hypot(dx, dy) > 6) {
      drag.moved = true;
      state.held = drag.pos;
      state.hint = null;
      draw();
      svg.classList.add("dragging");
      slotEl(drag.pos)?.classList.add("lifted");
      const s = state.drawn.slots.get(`${drag.pos.cell}:${drag.pos.slot}`);
      drag.ghost = stickShape(s.geom, state.drawn.defs, "stick floating");
      state.drawn.overlay.append(svgEl("g", { class: "float" }, drag.ghost));
    }
    if (drag.moved) {
      drag.ghost.parentNode.setAttribute("transform", `translate(${dx} ${dy})`);
      const s = state.drawn.slots.get(`${drag.pos.cell}:${drag.pos.slot}`);
      const mid = { x: (s.geom.x1 + s.geom.x2) / 2 + dx, y: (s.geom.y1 + s.geom.y2) / 2 + dy };
      const target = freeSlotNear(mid, drag.pos) || freeSlotNear(p, drag.pos);
      if (drag.target !== target) {
        drag.target?.g.classList.remove("drop-target");
        target?.g.classList.add("drop-target");
        drag.target = target;
      }
    }
  });
  svg.addEventListener("pointerup", (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const d = drag;
    drag = null;
    svg.classList.remove("dragging");
    if (!d.moved) {
      clickSlot(d.pos, true);
      return;
    }
    state.held = null;
    // carried by the pointer: it does not fly again
    state.dropped = Boolean(d.target);
    if (d.target) play({ type: "move", from: d.pos, to: d.target.pos });
    else {
      draw();
      kit.message(t("matchstick-drop-on-place"), "error");
    }
  });
  svg.addEventListener("pointercancel", (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    drag = null;
    svg.classList.remove("dragging");
    state.held = null;
    draw();
  });
  /** The place the arrow `key` leads to from `from`: the nearest reachable one that way. */
  function placeToward(from, key) {
    const [dx, dy] = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[key];
    const centre = (g) => {
      const r = g.getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2];
    };
    const [x0, y0] = centre(from);
    let best = null;
    for (const g of svg.querySelectorAll(".slot[data-reachable]")) {
      if (g === from) continue;
      const [x, y] = centre(g);
      const along = (x - x0) * dx + (y - y0) * dy;
      if (along <= 1) continue;
      const score = along + 2 * Math.abs((x - x0) * dy + (y - y0) * dx);
      if (!best || score < best.score) best = { g, score };
    }
    return best && best.g;
  }

  svg.addEventListener("keydown", (e) => {
    if (state.replay || !state.position) return;
    if (e.key === "Escape" && state.held) {
      const held = state.held;
      state.held = null;
      draw();
      slotEl(held)?.focus({ preventScroll: true });
      kit.message(t("matchstick-let-go"));
      return;
    }
    if (e.key.startsWith("Arrow")) {
      const from = e.target.closest?.(".slot");
      const to = from && placeToward(from, e.key);
      if (to) {
        e.preventDefault();
        to.focus({ preventScroll: true });
      }
      return;
    }
    if (e.key !== "Enter" && e.key !== " ") return;
    const sg = e.target.closest?.(".slot");
    if (!sg) return;
    e.preventDefault();
    clickSlot({ cell: Number(sg.dataset.cell), slot: Number(sg.dataset.slot) }, sg.classList.contains("has-stick"));
  });

  return {
    render(position, show) {
      if (!state.position || state.position.game !== position.game) state.held = null;
      state.position = position;
      state.replay = show.replay;
      state.hint = show.hint;
      draw();
      const mv = show.move;
      const dropped = state.dropped;
      state.dropped = false;
      if (show.effect && mv && mv.type === "move" && !dropped) {
        host.dataset.animating = "true";
        const mine = (state.flight = (state.flight || 0) + 1);
        flyStick(state.drawn, mv.from, mv.to).then(() => {
          if (mine === state.flight) delete host.dataset.animating;
        });
      }
    },
  };
}
