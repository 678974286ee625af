// Lianliankan's board on the game page: tile pictures inside the empty ring, two clicks (or
// Enter on two tiles) make a move `{a: [row, col], b: [row, col]}`, and a removal is drawn as
// its path before the tiles go. A pair that is not among the position's legal moves is
// refused here, naming the tiles by the pictures drawn (no request, so no failed one). The
// extras are the shuffle and the legend of the pictures.

import { postJson } from "../api.js";
import { t } from "../i18n.js";
import { el } from "../ui.js";
import { createBoard as drawBoard } from "./lianliankan-board.js";
import { PICTURE_COUNT, describeKind, tilePicture } from "./lianliankan-tiles.js";
import { animate, pause } from "../kit/motion.js";
import { sizePicker } from "./lianliankan-sizes.js";

/** The page's sound for a move: a pair cleared. */
export const moveSound = "clear";

/** A removal: its path is shown this long, then the two tiles vanish in `VANISH_MS`. */
const PATH_MS = new URLSearchParams(location.search).has("fast") ? 30 : 130;
const VANISH_MS = new URLSearchParams(location.search).has("fast") ? 30 : 120;
/** The shuffle button of the extras panel: it asks for attention when no pair can go. */
let shuffleButton = null;
/** "Undo the shuffle", shown while the game on the board is the last deal. */
let unshuffle = null;

export function createBoard(host, kit) {
  const state = { position: null, selected: null, replay: false, motion: 0 };
  const board = drawBoard(host, onTile);
  const status = el("p", { class: "llk-status", "aria-live": "polite" });
  host.append(status);

  function draw(options = {}) {
    const p = state.position;
    board.render(p.view, { selected: state.selected, hint: state.hint, interactive: !state.replay, ...options });
    host.dataset.solved = String(p.status === "solved");
    host.dataset.stuck = String(p.status === "stuck");
    host.dataset.tilesLeft = String(p.view.tiles_left);
    const v = p.view;
    status.textContent = v.tiles_left === 0
      ? t("lianliankan-clear")
      : p.status === "stuck"
        ? t("lianliankan-status-stuck", { tiles: v.tiles_left })
        : t("lianliankan-status", { tiles: v.tiles_left, pairs: v.removable_pairs });
    if (shuffleButton) shuffleButton.classList.toggle("attention", !state.replay && p.status === "stuck");
    if (unshuffle) unshuffle.update();
  }

  function onTile(r, c) {
    if (state.replay || !state.position) return;
    const sel = state.selected;
    if (!sel) {
      state.selected = [r, c];
      state.hint = null;
      draw();
      return;
    }
    if (sel[0] === r && sel[1] === c) {
      state.selected = null;
      draw();
      return;
    }
    state.selected = null;
    // refused (the message says why): the second tile becomes the selection
    const refused = () => {
      state.selected = [r, c];
      draw();
    };
    const pair = [sel, [r, c]];
    const legal = state.position.legal_moves.some((m) => (same(m.a, pair[0]) && same(m.b, pair[1])) || (same(m.a, pair[1]) && same(m.b, pair[0])));
    if (!legal) {
      kit.message(refusal(state.position.view, pair[0], pair[1]), "error");
      refused();
      return;
    }
    kit.play({ a: sel, b: [r, c] }).catch(refused);
  }

  return {
    render(position, show) {
      const mine = ++state.motion;
      state.position = position;
      state.replay = show.replay;
      state.hint = show.hint ? [show.hint.a, show.hint.b] : null;
      if (show.replay) state.selected = null;
      const removal = show.effect && show.effect.path ? show.effect : null;
      if (removal) {
        // the removed pair with its path, then the two tiles vanish (in a solution's playback
        // they stay faded under the path: the step shows what it removed)
        const vanish = !show.replay;
        draw({ ghosts: [{ pos: removal.a, kind: removal.kind, vanish }, { pos: removal.b, kind: removal.kind, vanish }] });
        board.drawPath(removal.path, { kind: show.replay ? "replay" : "play" });
        host.dataset.animating = "true";
        pause(PATH_MS)
          .then(() => {
            if (mine !== state.motion || !vanish) return null;
            const gone = [...host.querySelectorAll(".llk-vanish")];
            return Promise.all(gone.map((g) => animate(g, [{ opacity: 1, transform: "scale(1)" }, { opacity: 0, transform: "scale(0.2)" }], VANISH_MS, { fill: "forwards" })));
          })
          .then(() => {
            if (mine !== state.motion) return;
            delete host.dataset.animating;
            if (!show.replay) {
              board.clearPath();
              draw();
            }
          });
        return;
      }
      draw();
      if (state.hint) board.drawPath(null);
    },
  };
}

const same = (p, q) => p[0] === q[0] && p[1] === q[1];

/**
 * Why the pair `a`, `b` (two tiles) cannot go: different pictures, named as drawn, or no path
 * within the turns allowed (the engine's words for its own refusals, `lianliankan-illegal-*`).
 */
function refusal(view, a, b) {
  const kind = ([r, c]) => view.cells[r * view.cols + c];
  const places = { row: a[0] + 1, column: a[1] + 1, to_row: b[0] + 1, to_column: b[1] + 1 };
  if (kind(a) !== kind(b)) return t("lianliankan-illegal-kinds", { ...places, kind: describeKind(kind(a)).glyph, to_kind: describeKind(kind(b)).glyph });
  return t("lianliankan-illegal-no-path", { ...places, turns: view.rules.turns });
}

/** The shuffle, and the legend of the tile pictures. */
export function extras(panel, kit) {
  const shuffle = el("button", { id: "shuffle", type: "button", class: "secondary" }, t("lianliankan-shuffle-button"));
  shuffleButton = shuffle;
  shuffle.classList.toggle("attention", kit.session?.position?.status === "stuck");
  const note = el("p", { class: "muted small" }, t("lianliankan-shuffle-note"));
  // The deal is a new game: the game before it (start and moves) is kept to go back to.
  let before = null;
  const back = el("button", { id: "unshuffle", type: "button", class: "secondary", hidden: true }, t("lianliankan-unshuffle"));
  unshuffle = {
    update() {
      const s = kit.session;
      back.hidden = !(before && s && s.start && s.start.game === before.dealt && s.index === 0);
    },
  };
  back.addEventListener("click", async () => {
    if (!before) return;
    const { start, moves } = before;
    before = null;
    await kit.load(start, moves);
    kit.message(t("lianliankan-unshuffled"), "ok");
  });
  shuffle.addEventListener("click", async () => {
    const s = kit.session;
    const position = s.position;
    if (!position) return;
    shuffle.disabled = true;
    try {
      const answer = await postJson("/api/lianliankan/actions/shuffle", { game: position.game, limits: { max_seconds: 10 } });
      const dealt = answer.position;
      const previous = { start: s.start.game, moves: s.played.map((e) => e.move), dealt: dealt.game };
      await kit.load(dealt.game);
      before = previous;
      unshuffle.update();
      kit.message(t("lianliankan-shuffled"), "ok");
    } catch (err) {
      kit.message(t("lianliankan-shuffle-failed", { detail: err.message }), "error");
    } finally {
      shuffle.disabled = false;
    }
  });
  const legend = el("div", { class: "llk-legend", "aria-label": t("lianliankan-pictures") });
  for (let k = 1; k <= PICTURE_COUNT; k += 1) {
    legend.append(el("figure", { class: "llk-legend-item", title: describeKind(k).label }, tilePicture(k), el("figcaption", {}, String(k))));
  }
  panel.replaceChildren(
    sizePicker(),
    el("h2", { class: "small-title" }, t("lianliankan-shuffle")),
    el("div", { class: "row" }, shuffle, back),
    note,
    el("details", {}, el("summary", {}, t("lianliankan-pictures-summary")), legend),
  );
}
