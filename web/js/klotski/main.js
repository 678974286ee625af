// The klotski (华容道) game page: play by drag, click or keyboard, undo/redo/reset, live
// distance to the goal, hint, optimal solution playback, classics, library, random layouts,
// the editor, saved games and best results.

import { ApiError, getJson, postJson, streamJob } from "../api.js";
import { fetchBest, submitResult } from "../kit/records.js";
import { createLibraryPicker } from "../kit/library-picker.js";
import { createPlayback } from "../kit/playback.js";
import { createSavedGames } from "../kit/saved-games.js";
import { el, formatCount, formatMs, renderHeader, showMessage } from "../ui.js";
import { CELL, drawFrame, drawPieces, kindName, letterOf, piecesFromGrid, svgEl, cellX, cellY, toBoard, where } from "./board.js";
import { createEditor } from "./editor.js";

const $ = (id) => document.getElementById(id);
const DEFAULT_LAYOUT = "VCCV/VCCV/VHHV/VSSV/S..S";
const METRIC_WORDS = { step: "step", straight: "straight", unit: "unit" };

/** The game on screen. */
const game = {
  start: null, // grid of the starting layout
  name: "", // its name, when known
  metric: "step",
  optimum: null, // optimal moves from the start
  state: null, // the API's answer for the current position
  history: [], // moves played: {piece, from, to, before, after}
  redo: [], // moves undone, most recent last
  selected: null, // [row, col] of the selected piece's top-left cell
  hint: null, // a move to highlight
  won: false,
};
let board = null; // {svg, layer, overlay}
let queue = Promise.resolve();
let solution = null; // the solve answer while the solution is shown
let playback = null;

/** Runs API work one request at a time, in order; errors go to the game message. */
function enqueue(work) {
  queue = queue.then(work).catch((err) => {
    showMessage($("game-message"), err instanceof ApiError ? err.message : String(err), "error");
  });
  return queue;
}

const same = (a, b) => a[0] === b[0] && a[1] === b[1];

// ----- drawing -------------------------------------------------------------------------------

function render() {
  const st = game.state;
  if (!st) return;
  const showing = solution ? solution.positions[playback.index()] : null;
  const pieces = showing ? piecesFromGrid(showing) : st.pieces;
  drawPieces(board.layer, pieces, { interactive: !showing });
  board.svg.dataset.layout = showing || st.layout;
  board.svg.dataset.solved = String(showing ? showing === solution.positions.at(-1) && solution.solvable : st.solved);
  board.overlay.replaceChildren();
  if (showing) {
    const i = playback.index();
    if (i > 0) {
      const mv = solution.solution[i - 1];
      const g = board.layer.querySelector(`.piece[data-row="${mv.to[0]}"][data-col="${mv.to[1]}"]`);
      if (g) g.classList.add("just-moved");
    }
    return;
  }
  if (game.selected) {
    const g = pieceAt(game.selected);
    if (g) {
      g.classList.add("selected");
      for (const mv of movesOf(game.selected)) {
        const [w, h] = sizeOf(g);
        board.overlay.append(
          svgEl("circle", {
            class: "target",
            "data-row": mv.to[0],
            "data-col": mv.to[1],
            cx: cellX(mv.to[1]) + (w * CELL) / 2,
            cy: cellY(mv.to[0]) + (h * CELL) / 2,
            r: 16,
            role: "button",
            "aria-label": `move the ${kindName(letterOf(mv.piece))} piece to ${where(mv.to[0], mv.to[1])}`,
          }),
        );
      }
    } else {
      game.selected = null;
    }
  }
  if (game.hint) {
    const g = pieceAt(game.hint.from);
    if (g) {
      g.classList.add("hint");
      const [w, h] = sizeOf(g);
      board.overlay.prepend(
        svgEl("rect", {
          class: "hint-target",
          "data-row": game.hint.to[0],
          "data-col": game.hint.to[1],
          x: cellX(game.hint.to[1]) + 6,
          y: cellY(game.hint.to[0]) + 6,
          width: w * CELL - 12,
          height: h * CELL - 12,
          rx: 12,
        }),
      );
    }
  }
}

function sizeOf(g) {
  const letter = g.classList.contains("piece-C") ? "C" : g.classList.contains("piece-H") ? "H" : g.classList.contains("piece-V") ? "V" : "S";
  return { C: [2, 2], H: [2, 1], V: [1, 2], S: [1, 1] }[letter];
}

function pieceAt([row, col]) {
  return board.layer.querySelector(`.piece[data-row="${row}"][data-col="${col}"]`);
}

function movesOf(from) {
  return (game.state?.legal_moves || []).filter((m) => same(m.from, from));
}

function updatePanel() {
  const st = game.state;
  $("moves").textContent = String(game.history.length);
  $("metric-name").textContent = METRIC_WORDS[game.metric];
  $("distance").textContent = st.distance === null ? "no solution" : String(st.distance);
  $("optimum").textContent = game.optimum === null ? "no solution" : String(game.optimum);
  $("distance").classList.toggle("word", st.distance === null);
  $("optimum").classList.toggle("word", game.optimum === null);
  $("reachable").textContent = formatCount(st.reachable);
  $("layout-name").textContent = game.name ? `${game.name} · ${game.start}` : game.start;
  $("codes").textContent = `This position: CommonCode ${st.codes.common_code} · ShortCode ${st.codes.short_code}`;
  $("undo").disabled = game.history.length === 0;
  $("redo").disabled = game.redo.length === 0;
  $("reset").disabled = game.history.length === 0 && game.redo.length === 0;
  $("hint").disabled = !st.solvable || st.solved;
  $("solve").disabled = !st.solvable || st.solved;
}

// ----- loading positions ---------------------------------------------------------------------

async function fetchState(layout) {
  return postJson("/api/klotski/state", { layout, metric: game.metric });
}

/** Starts a new game on `layout` (any accepted form). */
async function newGame(layout, { name = "", moves = [], current = null } = {}) {
  leaveSolution();
  const start = await fetchState(layout);
  game.start = start.layout;
  game.name = name || start.codes.name || "";
  game.optimum = start.distance;
  game.history = moves;
  game.redo = [];
  game.selected = null;
  game.hint = null;
  game.won = false;
  game.state = current && current !== start.layout ? await fetchState(current) : start;
  $("layout").value = game.name || game.start;
  setFieldError("layout", "");
  showMessage($("win-message"), "");
  showMessage(
    $("game-message"),
    start.solvable
      ? `New game: ${game.optimum} ${game.metric} moves at best. Drag a piece, or click it and use the arrow keys.`
      : "This layout cannot be solved: the 2x2 block can never reach the exit.",
  );
  updatePanel();
  render();
  loadBest();
  const url = new URL(location.href);
  url.searchParams.set("layout", game.start);
  window.history.replaceState(null, "", url);
}

async function loadBest() {
  try {
    const record = await fetchBest("klotski", game.start, `moves_${game.metric}`);
    $("best").textContent = record ? String(record.value) : "–";
  } catch {
    $("best").textContent = "-";
  }
}

// ----- playing -------------------------------------------------------------------------------

/** Plays `mv` ({piece, from, to}) through the API, merging with the last move when the metric
 * counts them as one. */
function play(mv) {
  return enqueue(async () => {
    if (solution || !game.state) return;
    const before = game.state.layout;
    const next = await postJson("/api/klotski/move", {
      layout: before,
      metric: game.metric,
      move: { piece: mv.piece, from: mv.from, to: mv.to },
    });
    const last = game.history.at(-1);
    const entry = { piece: mv.piece, from: mv.from, to: mv.to, before, after: next.layout };
    if (last && last.piece === mv.piece && same(last.to, mv.from) && mergesWith(last, mv)) {
      game.history.pop();
      if (!same(last.from, mv.to)) game.history.push({ ...entry, from: last.from, before: last.before });
    } else {
      game.history.push(entry);
    }
    game.redo = [];
    game.hint = null;
    game.selected = next.solved ? null : mv.to;
    game.state = next;
    showMessage($("game-message"), "");
    updatePanel();
    render();
    if (next.solved) await won();
  });
}

/** Whether a move of the piece that just moved counts as part of the same move. */
function mergesWith(last, mv) {
  if (game.metric === "step") return true;
  if (game.metric === "straight") {
    const d1 = [Math.sign(last.to[0] - last.from[0]), Math.sign(last.to[1] - last.from[1])];
    const d2 = [Math.sign(mv.to[0] - mv.from[0]), Math.sign(mv.to[1] - mv.from[1])];
    return same(d1, d2);
  }
  return false;
}

async function won() {
  if (game.won) return;
  game.won = true;
  const n = game.history.length;
  const best = game.optimum;
  let text = `Solved in ${n} ${game.metric} move${n === 1 ? "" : "s"}! `;
  if (best === null) text += "";
  else if (n === best) text += `That is the optimum (${best}): perfect.`;
  else if (n > best) text += `The optimum is ${best}: ${n - best} more than needed.`;
  else text += `The optimum from the start is ${best}.`;
  try {
    const outcome = await submitResult("klotski", game.start, `moves_${game.metric}`, n, {
      moves: game.history.map(({ piece, from, to }) => ({ piece, from, to })),
    });
    text += outcome.improved ? " New best for this layout!" : ` Your best here: ${outcome.best.value}.`;
    $("best").textContent = String(outcome.best.value);
  } catch (err) {
    text += ` (The result could not be saved: ${err.message}.)`;
  }
  showMessage($("win-message"), text, "ok");
}

function undo() {
  return enqueue(async () => {
    if (solution || !game.history.length) return;
    const entry = game.history.pop();
    game.redo.push(entry);
    game.state = await fetchState(entry.before);
    afterJump(`Undone: ${describe(entry)}.`);
  });
}

function redo() {
  return enqueue(async () => {
    if (solution || !game.redo.length) return;
    const entry = game.redo.pop();
    game.history.push(entry);
    game.state = await fetchState(entry.after);
    afterJump(`Redone: ${describe(entry)}.`);
  });
}

function reset() {
  return enqueue(async () => {
    if (solution) return;
    while (game.history.length) game.redo.push(game.history.pop());
    game.state = await fetchState(game.start);
    afterJump("Back to the start (redo replays your moves).");
  });
}

function afterJump(text) {
  game.selected = null;
  game.hint = null;
  game.won = game.state.solved;
  showMessage($("win-message"), "");
  showMessage($("game-message"), text);
  updatePanel();
  render();
}

function describe(mv) {
  return `${kindName(letterOf(mv.piece))} from ${where(mv.from[0], mv.from[1])} to ${where(mv.to[0], mv.to[1])}`;
}

function hint() {
  if (solution || !game.state) return;
  const moves = game.state.optimal_moves;
  if (!moves.length) {
    showMessage($("game-message"), game.state.solved ? "Already solved." : "No move leads to the goal from here.", "error");
    return;
  }
  // Prefer an optimal move of the selected piece, so repeated hints follow the player's focus.
  const own = game.selected && moves.find((m) => same(m.from, game.selected));
  game.hint = own || moves[0];
  render();
  showMessage(
    $("game-message"),
    `Hint: move the ${describe(game.hint)}; ${game.state.distance - 1} moves remain after it.`,
  );
}

// ----- solution playback ---------------------------------------------------------------------

let solving = null;

function showSolution() {
  return enqueue(async () => {
    if (!game.state || solution) return;
    const from = game.state.layout;
    const algorithm = $("algorithm").value;
    showMessage($("game-message"), "Solving…");
    $("solve-cancel").hidden = false;
    solving = streamJob("/api/klotski/solve/stream", { layout: from, metric: game.metric, algorithm }, (p) => {
      showMessage($("game-message"), `Solving… ${formatCount(p.expanded)} positions expanded, frontier ${formatCount(p.frontier)}, ${formatMs(p.elapsed_ms)}`);
    });
    let result;
    try {
      result = await solving.promise;
    } catch (err) {
      showMessage($("game-message"), err.code === "cancelled" ? "Solving cancelled." : err.message, err.code === "cancelled" ? "" : "error");
      return;
    } finally {
      solving = null;
      $("solve-cancel").hidden = true;
    }
    if (!result.solvable) {
      showMessage($("game-message"), `${result.algorithm}: no solution (${result.claim_text}).`, "error");
      return;
    }
    solution = result;
    $("solution-panel").hidden = false;
    $("solution-title").textContent =
      `${result.algorithm}: ${result.moves} ${result.metric} moves (${result.claim_text})`;
    $("solution-stats").textContent =
      `${formatCount(result.stats.expanded)} positions expanded, ${formatCount(result.stats.generated)} generated, in ${formatMs(result.stats.elapsed_ms)}` +
      (game.state.distance !== null && result.moves > game.state.distance ? ` · the optimum is ${game.state.distance}` : "");
    board.svg.classList.add("replay");
    for (const id of ["undo", "redo", "reset", "hint", "solve"]) $(id).disabled = true;
    playback.load(result.moves);
    showMessage($("game-message"), "Step through the solution; “Back to my game” returns to where you were.");
    $("solution-panel").scrollIntoView({ block: "nearest" });
  });
}

function showSolutionStep(index) {
  if (!solution) return;
  const i = Math.min(index, solution.solution.length);
  $("solution-step").textContent =
    i === 0 ? "Start position" : `Move ${i}: ${describe(solution.solution[i - 1])}`;
  render();
}

function leaveSolution() {
  if (!solution) return;
  playback.stop();
  solution = null;
  $("solution-panel").hidden = true;
  board.svg.classList.remove("replay");
  if (game.state) updatePanel();
  render();
}

// ----- mouse and keyboard on the board -------------------------------------------------------

function wireBoard(svg) {
  let drag = null;

  svg.addEventListener("pointerdown", (e) => {
    if (solution || e.button !== 0) return;
    const target = e.target.closest(".target");
    if (target) {
      e.preventDefault();
      const mv = movesOf(game.selected).find((m) => same(m.to, [+target.dataset.row, +target.dataset.col]));
      if (mv) play(mv);
      return;
    }
    const g = e.target.closest(".piece");
    if (!g) {
      if (game.selected) {
        game.selected = null;
        render();
      }
      return;
    }
    e.preventDefault();
    const p = toBoard(svg, e);
    drag = { g, from: [+g.dataset.row, +g.dataset.col], x0: p.x, y0: p.y, moved: false, id: e.pointerId };
    svg.setPointerCapture(e.pointerId);
  });

  svg.addEventListener("pointermove", (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const p = toBoard(svg, e);
    const dx = p.x - drag.x0;
    const dy = p.y - drag.y0;
    if (Math.hypot(dx, dy) > 8) drag.moved = true;
    if (drag.moved) {
      if (!drag.g.classList.contains("dragging")) board.layer.append(drag.g); // drawn on top
      drag.g.classList.add("dragging");
      drag.g.setAttribute("transform", `translate(${dx} ${dy})`);
    }
  });

  const finish = (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const d = drag;
    drag = null;
    d.g.classList.remove("dragging");
    d.g.removeAttribute("transform");
    if (!d.moved) {
      game.selected = same(game.selected || [-1, -1], d.from) ? null : d.from;
      game.hint = null;
      render();
      if (game.selected) pieceAt(game.selected)?.focus({ preventScroll: true });
      return;
    }
    const p = toBoard(svg, e);
    const to = [d.from[0] + Math.round((p.y - d.y0) / CELL), d.from[1] + Math.round((p.x - d.x0) / CELL)];
    if (same(to, d.from)) return;
    const mv = movesOf(d.from).find((m) => same(m.to, to));
    if (mv) {
      play(mv);
    } else {
      const kind = kindName(d.g.dataset.kind ? letterOf(d.g.dataset.kind) : "S");
      showMessage(
        $("game-message"),
        `The ${kind} piece at ${where(d.from[0], d.from[1])} cannot reach ${where(to[0], to[1])} in one ${game.metric} move.`,
        "error",
      );
    }
  };
  svg.addEventListener("pointerup", finish);
  svg.addEventListener("pointercancel", (e) => {
    if (drag && e.pointerId === drag.id) {
      drag.g.removeAttribute("transform");
      drag = null;
    }
  });

  svg.addEventListener("focusin", (e) => {
    const g = e.target.closest?.(".piece");
    if (!g || solution || drag) return;
    const at = [+g.dataset.row, +g.dataset.col];
    if (!game.selected || !same(game.selected, at)) {
      game.selected = at;
      render();
      pieceAt(at)?.focus({ preventScroll: true });
    }
  });

  svg.addEventListener("keydown", (e) => {
    if (solution || !game.selected) return;
    const dir = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
    if (e.key === "Escape") {
      game.selected = null;
      render();
      return;
    }
    if (!dir) return;
    e.preventDefault();
    const from = game.selected;
    const to = [from[0] + dir[0], from[1] + dir[1]];
    const mv = movesOf(from).find((m) => same(m.to, to));
    if (mv) {
      play(mv).then(() => pieceAt(game.selected || to)?.focus({ preventScroll: true }));
    } else {
      showMessage($("game-message"), `That piece cannot move ${e.key.slice(5).toLowerCase()} from ${where(from[0], from[1])}.`, "error");
    }
  });
}

document.addEventListener("keydown", (e) => {
  if (!(e.ctrlKey || e.metaKey) || e.target.closest?.("input, textarea, select")) return;
  const key = e.key.toLowerCase();
  if (key === "z" && !e.shiftKey) {
    e.preventDefault();
    undo();
  } else if (key === "y" || (key === "z" && e.shiftKey)) {
    e.preventDefault();
    redo();
  }
});

// ----- layout input, classics, random --------------------------------------------------------

function setFieldError(id, text) {
  const input = $(id);
  const box = $(`${id}-error`);
  box.textContent = text;
  if (text) {
    input.setAttribute("aria-invalid", "true");
    box.setAttribute("role", "alert");
  } else {
    input.removeAttribute("aria-invalid");
    box.removeAttribute("role");
  }
}

async function loadFromField(event) {
  event?.preventDefault();
  const text = $("layout").value.trim();
  if (!text) {
    setFieldError("layout", "Type a layout: 5 rows of 4 cells such as VCCV/VCCV/VHHV/VSSV/S..S, a classic's name, a CommonCode or a ShortCode.");
    return;
  }
  try {
    const checked = await postJson("/api/klotski/validate", { layout: text });
    if (!checked.valid) {
      setFieldError("layout", checked.error.message);
      return;
    }
    await enqueue(() => newGame(checked.layout, { name: checked.codes.name || "" }));
  } catch (err) {
    setFieldError("layout", err.message);
  }
}

async function loadClassics() {
  const list = $("classics");
  try {
    const { classics } = await getJson("/api/klotski/classics");
    list.replaceChildren(
      ...classics.map((c) =>
        el(
          "li",
          {},
          el(
            "button",
            { type: "button", class: "link", "data-layout": c.layout, onclick: () => enqueue(() => newGame(c.layout, { name: c.name })) },
            el("span", { class: "classic-name" }, c.name),
            el("span", { class: "muted" }, ` ${c.pinyin} · ${c.step ?? "–"} / ${c.straight ?? "–"} / ${c.unit ?? "–"}`),
          ),
        ),
      ),
    );
  } catch (err) {
    list.replaceChildren(el("li", { class: "message error", role: "alert" }, `Could not load the classics: ${err.message}`));
  }
}

let generating = null;

async function generate() {
  const button = $("generate");
  const cancel = $("generate-cancel");
  const difficulty = $("difficulty").value;
  button.disabled = true;
  cancel.hidden = false;
  showMessage($("generate-message"), "Generating…");
  generating = streamJob("/api/klotski/generate/stream", { difficulty, metric: game.metric }, (p) => {
    showMessage($("generate-message"), `Generating… ${formatCount(p.expanded)} positions explored in ${formatMs(p.elapsed_ms)}`);
  });
  try {
    const g = await generating.promise;
    await enqueue(() => newGame(g.layout));
    showMessage($("generate-message"), `A ${difficulty} layout: ${g.moves} ${g.metric} moves at best (seed ${g.seed}, ${g.attempts} random group${g.attempts === 1 ? "" : "s"} tried).`, "ok");
  } catch (err) {
    showMessage($("generate-message"), err.code === "cancelled" ? "Cancelled." : err.message, err.code === "cancelled" ? "" : "error");
  } finally {
    generating = null;
    button.disabled = false;
    cancel.hidden = true;
  }
}

// ----- start ---------------------------------------------------------------------------------

function init() {
  renderHeader();
  const svg = $("board");
  board = { svg, ...drawFrame(svg, { label: "Klotski board: drag a piece, or click it and use the arrow keys" }) };
  wireBoard(svg);
  playback = createPlayback($("playback"), showSolutionStep, { intervalMs: 450 });

  $("layout-form").addEventListener("submit", loadFromField);
  $("layout").addEventListener("input", () => setFieldError("layout", ""));
  $("metric").addEventListener("change", () => {
    game.metric = $("metric").value;
    enqueue(async () => {
      await newGame(game.start);
      showMessage($("game-message"), `Counting ${game.metric} moves now; the game restarted. ${game.optimum ?? "–"} moves at best.`);
    });
  });
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("reset").addEventListener("click", reset);
  $("hint").addEventListener("click", hint);
  $("solve").addEventListener("click", showSolution);
  $("leave-solution").addEventListener("click", leaveSolution);
  $("solve-cancel").addEventListener("click", () => solving?.cancel());
  $("generate").addEventListener("click", generate);
  $("generate-cancel").addEventListener("click", () => generating?.cancel());

  loadClassics();
  createLibraryPicker($("library"), "klotski", (p) => enqueue(() => newGame(p.description, { name: p.name || "" })), {
    describe: (p) => `${p.name || p.description}${p.difficulty != null ? ` · ${p.difficulty}` : ""}${p.level ? ` · ${p.level}` : ""}`,
  });
  createSavedGames(
    $("saved"),
    "klotski",
    () =>
      game.state && {
        puzzle: game.start,
        state: game.state.layout,
        moves: game.history.map((m) => ({ ...m, metric: game.metric })),
      },
    (saved) =>
      enqueue(async () => {
        const moves = Array.isArray(saved.moves) ? saved.moves : [];
        const metric = moves[0]?.metric || "step";
        game.metric = metric;
        $("metric").value = metric;
        await newGame(saved.puzzle, { moves, current: saved.state, name: saved.name });
        showMessage($("game-message"), `Loaded “${saved.name || "untitled"}”: ${moves.length} moves played.`, "ok");
      }),
  );
  createEditor($("editor"), {
    current: () => game.state?.layout || DEFAULT_LAYOUT,
    onPlay: (layout) => enqueue(() => newGame(layout)).then(() => $("board").scrollIntoView({ block: "nearest" })),
  });

  const wanted = new URL(location.href).searchParams.get("layout") || DEFAULT_LAYOUT;
  enqueue(() => newGame(wanted)).then(() => {
    if (!game.state) enqueue(() => newGame(DEFAULT_LAYOUT));
  });
}

init();
