// Klotski's board on the game page: the SVG board, and the player's drag (a short swipe: one
// cell its way), click and arrow keys turned into moves `{piece, from, to}` (the game page does
// everything else). The layout editor is the puzzle's extra panel.

import { currentLang, t } from "../i18n.js";
import { svgEl, CELL, cellX, cellY, drawFrame, drawPieces, kindWord, letterOf, piecesFromGrid, toBoard, where } from "./klotski-board.js";
import { createEditor } from "./klotski-editor.js";
import { blockLeaves, dragRange, slidePieces } from "./klotski-motion.js";

const same = (a, b) => !!a && !!b && a[0] === b[0] && a[1] === b[1];
const SIZES = { C: [2, 2], H: [2, 1], V: [1, 2], S: [1, 1] };

/** The pieces of a layout's grid rows (one letter per cell), for the lab's small drawings. */
export function miniPieces(rows) {
  return piecesFromGrid(rows.map((row) => row.join("")).join("/"));
}

export function createBoard(host, kit) {
  const svg = svgEl("svg", { class: "board klotski-board" });
  // under the board: the layout's name when it is a classic, and its codes (as the old page)
  const name = document.createElement("p");
  name.className = "layout-name";
  const codes = document.createElement("p");
  codes.id = "codes";
  codes.className = "muted small";
  host.replaceChildren(svg, name, codes);
  const { layer, overlay } = drawFrame(svg, { label: t("klotski-board-label") });
  const state = { position: null, selected: null, replay: false, hint: null, drawn: null, held: null, motion: 0 };

  const pieceAt = ([row, col]) => layer.querySelector(`.piece[data-row="${row}"][data-col="${col}"]`);
  const movesOf = (from) => (state.position?.legal_moves || []).filter((m) => same(m.from, from));

  function play(mv) {
    state.selected = null;
    return kit.play(mv).then(() => {
      if (state.position && state.position.status === "playing") {
        state.selected = mv.to;
        draw();
        pieceAt(mv.to)?.focus({ preventScroll: true });
      }
    }, () => {});
  }

  function draw() {
    const position = state.position;
    if (!position) return;
    drawPieces(layer, position.view.pieces, { interactive: !state.replay });
    move(position);
    host.dataset.layout = position.view.layout;
    const c = position.view.codes;
    // the pinyin helps a reader of English; a Chinese reader reads the name
    const pinyin = c.pinyin && currentLang() !== "zh-CN" ? ` (${c.pinyin})` : "";
    // an unnamed layout is named by its game ID: data, shown as code
    if (c.name) name.textContent = `${c.name}${pinyin}`;
    else {
      const id = document.createElement("code");
      id.textContent = position.view.layout;
      name.replaceChildren(id);
    }
    codes.textContent = `CommonCode ${c.common_code} · ShortCode ${c.short_code ?? "–"}`;
    host.dataset.solved = String(position.status === "solved");
    overlay.replaceChildren();
    if (state.replay) {
      if (state.move) pieceAt(state.move.to)?.classList.add("just-moved");
      return;
    }
    if (state.selected) {
      const g = pieceAt(state.selected);
      if (!g) {
        state.selected = null;
      } else {
        g.classList.add("selected");
        const [w, h] = SIZES[letterOf(g.dataset.kind)] || [1, 1];
        for (const mv of movesOf(state.selected)) {
          const cx = cellX(mv.to[1]) + (w * CELL) / 2;
          const cy = cellY(mv.to[0]) + (h * CELL) / 2;
          // a dot, and around it a touch area of at least 44 px on a phone's board
          overlay.append(
            svgEl(
              "g",
              {
                class: "target",
                "data-row": mv.to[0],
                "data-col": mv.to[1],
                role: "button",
                "aria-label": t("klotski-move-to", { piece: kindWord(letterOf(g.dataset.kind)), place: where(mv.to[0], mv.to[1]) }),
              },
              svgEl("circle", { class: "target-area", cx, cy, r: 30 }),
              svgEl("circle", { class: "target-dot", cx, cy, r: 16 }),
            ),
          );
        }
      }
    }
    if (state.hint) {
      const g = pieceAt(state.hint.from);
      if (g) {
        g.classList.add("hint");
        const [w, h] = SIZES[letterOf(g.dataset.kind)] || [1, 1];
        overlay.prepend(
          svgEl("rect", {
            class: "hint-target",
            "data-row": state.hint.to[0],
            "data-col": state.hint.to[1],
            x: cellX(state.hint.to[1]) + 6,
            y: cellY(state.hint.to[0]) + 6,
            width: w * CELL - 12,
            height: h * CELL - 12,
            rx: 12,
          }),
        );
      }
    }
  }

  /** Slides what moved since the last drawing; a win sends the block out through the exit. */
  function move(position) {
    const before = state.drawn;
    const after = position.view.pieces.map((p) => ({ letter: p.letter || letterOf(p.kind), row: p.row, col: p.col }));
    const won = before && position.status === "solved" && state.drawnStatus !== "solved" && state.drawnGame !== position.game;
    const held = state.held;
    state.held = null;
    state.drawn = after;
    state.drawnStatus = position.status;
    state.drawnGame = position.game;
    const changed = state.drawnLayout !== position.view.layout;
    state.drawnLayout = position.view.layout;
    if (!before || !changed) return;
    const mine = ++state.motion;
    host.dataset.animating = "true";
    slidePieces(layer, before, after, held)
      .then(() => (won && mine === state.motion ? blockLeaves(layer) : null))
      .then(() => {
        if (mine === state.motion) delete host.dataset.animating;
      });
  }

  /** The cell one step from `from` the way a swipe of (dx, dy) went. */
  const swipeTarget = (from, dx, dy) => (Math.abs(dx) > Math.abs(dy) ? [from[0], from[1] + Math.sign(dx)] : [from[0] + Math.sign(dy), from[1]]);

  let drag = null;
  svg.addEventListener("pointerdown", (e) => {
    if (state.replay || e.button !== 0) return;
    const target = e.target.closest(".target");
    if (target) {
      e.preventDefault();
      const mv = movesOf(state.selected).find((m) => same(m.to, [+target.dataset.row, +target.dataset.col]));
      if (mv) play(mv);
      return;
    }
    const g = e.target.closest(".piece");
    if (!g) {
      if (state.selected) {
        state.selected = null;
        draw();
      }
      return;
    }
    e.preventDefault();
    const p = toBoard(svg, e);
    const from = [+g.dataset.row, +g.dataset.col];
    drag = { g, from, x0: p.x, y0: p.y, moved: false, id: e.pointerId, range: dragRange(from, movesOf(from).map((m) => m.to)), held: [0, 0] };
    svg.setPointerCapture(e.pointerId);
  });
  svg.addEventListener("pointermove", (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const p = toBoard(svg, e);
    const dx = p.x - drag.x0;
    const dy = p.y - drag.y0;
    if (Math.hypot(dx, dy) > 8) drag.moved = true;
    if (drag.moved) {
      // held to the slides its legal moves allow: it never passes over another piece
      drag.held = drag.range.hold(dx, dy);
      drag.g.classList.add("dragging");
      drag.g.style.transform = `translate(${drag.held[0]}px, ${drag.held[1]}px)`;
    }
  });
  svg.addEventListener("pointerup", (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const d = drag;
    drag = null;
    d.g.classList.remove("dragging");
    if (!d.moved) {
      d.g.style.transform = "";
      state.selected = same(state.selected, d.from) ? null : d.from;
      state.hint = null;
      draw();
      if (state.selected) pieceAt(state.selected)?.focus({ preventScroll: true });
      return;
    }
    const p = toBoard(svg, e);
    d.held = d.range.hold(p.x - d.x0, p.y - d.y0);
    // let go: the nearest place it can stand on, from where it was held
    const snapped = d.range.snap(d.held[0], d.held[1]);
    // a short swipe that snaps back where it began is a flick: one cell the way it went
    const flick = same(snapped, d.from) ? swipeTarget(d.from, p.x - d.x0, p.y - d.y0) : null;
    const mv = movesOf(d.from).find((m) => same(m.to, flick || snapped));
    if (mv) {
      state.held = { row: mv.to[0], col: mv.to[1], x: cellX(d.from[1]) + d.held[0], y: cellY(d.from[0]) + d.held[1] };
      play(mv).then(() => {
        if (state.held) draw();
      });
      return;
    }
    d.g.style.transform = "";
    const to = [d.from[0] + Math.round((p.y - d.y0) / CELL), d.from[1] + Math.round((p.x - d.x0) / CELL)];
    if (same(to, d.from)) return;
    kit.message(t("klotski-cannot-reach", { piece: kindWord(letterOf(d.g.dataset.kind)), from: where(d.from[0], d.from[1]), to: where(to[0], to[1]) }), "error");
  });
  svg.addEventListener("pointercancel", (e) => {
    if (drag && e.pointerId === drag.id) {
      drag.g.style.transform = "";
      drag = null;
    }
  });
  svg.addEventListener("focusin", (e) => {
    const g = e.target.closest?.(".piece");
    if (!g || state.replay || drag) return;
    const at = [+g.dataset.row, +g.dataset.col];
    if (!same(state.selected, at)) {
      state.selected = at;
      draw();
      pieceAt(at)?.focus({ preventScroll: true });
    }
  });
  svg.addEventListener("keydown", (e) => {
    if (state.replay || !state.selected) return;
    if (e.key === "Escape") {
      state.selected = null;
      draw();
      return;
    }
    const dir = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
    if (!dir) return;
    e.preventDefault();
    const from = state.selected;
    const to = [from[0] + dir[0], from[1] + dir[1]];
    const mv = movesOf(from).find((m) => same(m.to, to));
    if (mv) play(mv);
    else kit.message(t("klotski-cannot-move", { direction: t(`direction-${e.key.slice(5).toLowerCase()}`), from: where(from[0], from[1]) }), "error");
  });

  return {
    render(position, show) {
      if (!state.position || state.position.game !== position.game) state.selected = show.replay ? null : state.selected;
      state.position = position;
      state.replay = show.replay;
      state.hint = show.hint;
      state.move = show.move;
      svg.classList.toggle("replay", show.replay);
      draw();
    },
  };
}

/** The layout editor, below the game. */
export function extras(panel, kit) {
  const title = document.createElement("h2");
  title.className = "small-title";
  title.textContent = t("klotski-editor");
  const box = document.createElement("div");
  box.id = "editor";
  panel.append(title, box);
  createEditor(box, {
    current: () => kit.session?.position?.view.layout || "VCCV/VCCV/VHHV/VSSV/S..S",
    onPlay: (layout) => kit.loadPosition(layout),
  });
}
