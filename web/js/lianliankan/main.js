// The lianliankan page: play by mouse or keyboard (click two tiles), undo, hint, shuffle,
// timer and counters; the board's difficulty rating; solve and step through the optimal
// clearing with g, h, f; a parameter form (random boards, or by difficulty) and a text box
// for new boards; library and saved games. The server is stateless: the
// page keeps the history and sends the current board with each request.

import { ApiError, postJson, streamJob } from "../api.js";
import { fetchBest, submitResult } from "../kit/records.js";
import { el, formatCount, formatMs, renderHeader, showMessage } from "../ui.js";
import { createPlayback } from "../kit/playback.js";
import { createLibraryPicker } from "../kit/library-picker.js";
import { createSavedGames } from "../kit/saved-games.js";
import { createBoard } from "./board.js";
import { describeKind, PICTURE_COUNT, tilePicture } from "./tiles.js";
import { MODE_TURNS, validateParams } from "./params.js";
import { fetchRating, showRating } from "./rating.js";

const KIND = "lianliankan";
const DEFAULT_BOARD = "4 5\n1 2 3 2 4\n5 0 6 0 3\n3 6 0 5 1\n4 7 7 0 3\n";
const PATH_MS = 450;

const $ = (id) => document.getElementById(id);

const game = {
  start: null, // description of the starting board
  name: "",
  rules: { max_turns: "2", gravity: "none" },
  view: null, // the server's view of the current board
  history: [], // [{view, cost, turns, removals, shuffle}] before each step
  future: [], // undone steps, for redo: [{view, cost, turns, removals: [...], shuffle}]
  cost: 0,
  turns: 0,
  removals: [],
  selected: null,
  hint: null,
  busy: false,
  timerStart: null,
  elapsed: 0,
  timerId: null,
  solution: null,
  job: null,
};

const board = createBoard($("board-host"), onTile);
const playback = createPlayback($("playback"), showStep);

function rulesText(rules) {
  const t = rules.max_turns === "any" ? "any number of turns"
    : rules.max_turns === "0" ? "no turns (straight lines)"
      : `at most ${rules.max_turns} turn${rules.max_turns === "1" ? "" : "s"}`;
  return rules.gravity && rules.gravity !== "none" ? `${t}, gravity ${rules.gravity}` : t;
}

function message(text, kind = "") {
  showMessage($("game-message"), text, kind);
}

// ----- timer -----------------------------------------------------------------------------------

function elapsedMs() {
  return game.elapsed + (game.timerStart ? Date.now() - game.timerStart : 0);
}

function showTime() {
  const s = Math.floor(elapsedMs() / 1000);
  $("timer").textContent = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function startTimer() {
  if (game.timerStart || !game.view || game.view.solved) return;
  game.timerStart = Date.now();
  game.timerId = setInterval(showTime, 500);
}

function stopTimer() {
  game.elapsed = elapsedMs();
  game.timerStart = null;
  clearInterval(game.timerId);
  game.timerId = null;
  showTime();
}

// ----- drawing ---------------------------------------------------------------------------------

function refresh() {
  const v = game.view;
  if (!v) return;
  if (!game.solution) {
    board.render(v, { selected: game.selected, hint: game.hint });
  }
  $("tiles-left").textContent = v.tiles_left;
  $("turns").textContent = game.turns;
  $("cost").textContent = game.cost;
  $("rules-text").textContent = rulesText(game.rules);
  $("undo").disabled = game.history.length === 0 || game.busy;
  $("redo").disabled = game.future.length === 0 || game.busy;
  $("hint").disabled = v.solved || game.busy;
  $("shuffle").disabled = v.solved || game.busy;
  $("shuffle").classList.toggle("attention", Boolean(v.stuck));
  $("solve").disabled = v.solved || game.busy;
  showTime();
}

function setView(view) {
  game.view = view;
  game.selected = null;
  game.hint = null;
  refresh();
}

// ----- loading ---------------------------------------------------------------------------------

async function loadBoard(description, rules, name = "") {
  const answer = await postJson("/api/lianliankan/parse", { board: description, ...rules });
  if (game.job) game.job.cancel();
  leaveSolution();
  stopTimer();
  game.start = answer.view.description;
  game.name = name;
  game.rules = { ...rules };
  game.history = [];
  game.future = [];
  game.cost = 0;
  game.turns = 0;
  game.removals = [];
  game.shuffledBefore = false;
  game.elapsed = 0;
  game.timerStart = null;
  $("optimum").textContent = "–";
  $("board-name").textContent = name ? `${name} · ${answer.view.rows} x ${answer.view.cols}` : `${answer.view.rows} x ${answer.view.cols}`;
  $("board-text").value = answer.view.description;
  const turns = String(rules.max_turns);
  if (![...$("t-mode").options].some((o) => o.value === turns)) $("t-mode").append(el("option", { value: turns }, turns));
  $("t-mode").value = turns;
  $("t-gravity").value = rules.gravity || "none";
  setView(answer.view);
  showRating($("rating"), null);
  rateBoard(answer.view.description, rules);
  estimateOptimum(answer.view.description, rules);
  showBest();
  message(answer.view.stuck ? "No pair can be removed: shuffle the tiles." : `${answer.legal} pairs can be removed now.`);
  return answer;
}

/** Shows the difficulty rating of the starting board (computed on the server, bounded). */
async function rateBoard(description, rules) {
  try {
    const rating = await fetchRating(description, rules);
    if (game.start === description) showRating($("rating"), rating);
  } catch {
    // The rating is a bonus; the game works without it.
  }
}

/** Asks the solver (a few seconds at most) for the least cost from the start. */
async function estimateOptimum(description, rules) {
  try {
    const s = await postJson("/api/lianliankan/solve", { board: description, ...rules, limits: { max_seconds: 2 } });
    if (game.start !== description) return;
    $("optimum").textContent = s.solvable === false ? "cannot be cleared"
      : s.optimal ? String(s.cost)
        : s.cost != null ? `between ${s.lower_bound} and ${s.cost}` : `at least ${s.lower_bound}`;
  } catch {
    // The figure is a bonus; the game works without it.
  }
}

// ----- playing ---------------------------------------------------------------------------------

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function onTile(r, c) {
  if (game.busy || game.solution || !game.view) return;
  startTimer();
  if (!game.selected) {
    game.selected = [r, c];
    game.hint = null;
    refresh();
    return;
  }
  if (game.selected[0] === r && game.selected[1] === c) {
    game.selected = null;
    refresh();
    return;
  }
  const [a, b] = [game.selected, [r, c]];
  game.busy = true;
  try {
    const answer = await postJson("/api/lianliankan/move", { board: game.view.description, ...game.rules, a, b });
    if (!answer.ok) {
      const kindA = describeKind(game.view.cells[a[0] * game.view.cols + a[1]]).label;
      const kindB = describeKind(game.view.cells[r * game.view.cols + c]).label;
      const why = answer.why.reason === "different_kinds"
        ? `different pictures (${kindA} and ${kindB})`
        : answer.why.reason === "no_path"
          ? `no path with at most ${answer.why.max_turns} turns joins these two ${kindA} tiles`
          : answer.message;
      message(`Cannot remove this pair: ${why}.`, "error");
      game.selected = [r, c];
      return;
    }
    const removal = answer.removal;
    game.selected = [r, c];
    board.render(game.view, { selected: null, hint: [a, b] });
    board.drawPath(removal.path);
    await sleep(PATH_MS);
    game.history.push({ view: game.view, cost: game.cost, turns: game.turns, removals: game.removals.length });
    game.future = [];
    game.cost += removal.turns + 1;
    game.turns += removal.turns;
    game.removals.push(removal);
    setView(answer.view);
    if (answer.view.solved) {
      stopTimer();
      message(`Cleared! Total cost ${game.cost} (${game.turns} turns) in ${$("timer").textContent}.`, "ok");
      submitRecord();
    } else if (answer.view.stuck) {
      message("No pair can be removed any more: shuffle the remaining tiles, or undo.", "error");
    } else {
      message(`Removed a pair with ${removal.turns} turn${removal.turns === 1 ? "" : "s"} (cost ${removal.turns + 1}).`);
    }
  } catch (err) {
    message(`Could not play: ${err.message}`, "error");
  } finally {
    game.busy = false;
    refresh();
  }
}

function undo() {
  if (game.busy || game.solution) return;
  const last = game.history.pop();
  if (!last) return;
  game.future.push({ view: game.view, cost: game.cost, turns: game.turns, removals: game.removals.slice(), shuffle: last.shuffle });
  game.cost = last.cost;
  game.turns = last.turns;
  game.removals.length = last.removals;
  setView(last.view);
  if (!game.timerStart && game.history.length > 0) startTimer();
  message("Undone.");
}

function redo() {
  if (game.busy || game.solution) return;
  const next = game.future.pop();
  if (!next) return;
  game.history.push({ view: game.view, cost: game.cost, turns: game.turns, removals: game.removals.length, shuffle: next.shuffle });
  game.cost = next.cost;
  game.turns = next.turns;
  game.removals = next.removals;
  setView(next.view);
  if (next.view.solved) {
    stopTimer();
    message(`Cleared! Total cost ${game.cost} (${game.turns} turns).`, "ok");
  } else {
    message("Redone.");
  }
}

async function hint() {
  if (game.busy || !game.view) return;
  if (game.solution) leaveSolution();
  game.busy = true;
  refresh();
  message("Looking for a safe pair…");
  try {
    const answer = await postJson("/api/lianliankan/hint", { board: game.view.description, ...game.rules });
    if (answer.hint.kind === "pair") {
      game.hint = [answer.hint.removal.a, answer.hint.removal.b];
      game.selected = null;
      board.render(game.view, { hint: game.hint });
      board.drawPath(answer.hint.removal.path, { kind: "hint" });
      message(`Hint: ${answer.message.replace(/\((\d+), (\d+)\)/g, (_, r, c) => `(row ${Number(r) + 1}, column ${Number(c) + 1})`)}`, "ok");
    } else {
      message(answer.message, answer.hint.kind === "dead_end" ? "error" : "");
    }
  } catch (err) {
    message(`No hint: ${err.message}`, "error");
  } finally {
    game.busy = false;
    $("undo").disabled = game.history.length === 0;
    $("redo").disabled = game.future.length === 0;
    for (const id of ["hint", "shuffle", "solve"]) $(id).disabled = game.view.solved;
  }
}

async function shuffle() {
  if (game.busy || !game.view) return;
  if (game.solution) leaveSolution();
  game.busy = true;
  refresh();
  try {
    const answer = await postJson("/api/lianliankan/shuffle", { board: game.view.description, ...game.rules });
    game.history.push({ view: game.view, cost: game.cost, turns: game.turns, removals: game.removals.length, shuffle: true });
    game.future = [];
    game.busy = false;
    setView(answer.view);
    message("Shuffled: the remaining tiles were dealt again so that the board can still be cleared.", "ok");
  } catch (err) {
    message(`Could not shuffle: ${err.message}`, "error");
  } finally {
    game.busy = false;
    refresh();
  }
}

async function restart() {
  if (!game.start) return;
  try {
    await loadBoard(game.start, game.rules, game.name);
    message("Back to the start.");
  } catch (err) {
    message(err.message, "error");
  }
}

/** Shows the best recorded cost for the starting board. */
async function showBest() {
  const puzzle = game.start;
  try {
    const record = await fetchBest(KIND, puzzle, "cost");
    if (game.start === puzzle) $("best").textContent = record ? String(record.value) : "–";
  } catch {
    // Records are a bonus.
  }
}

async function submitRecord() {
  // A clearing that needed a shuffle is not a clearing of the starting board.
  if (game.shuffledBefore || game.history.some((h) => h.shuffle)) return;
  try {
    await submitResult(KIND, game.start, "cost", game.cost, {
      turns: game.turns,
      time_ms: Math.round(elapsedMs()),
      removals: game.removals,
    });
    await showBest();
  } catch {
    // Records are a bonus: a failure here must not spoil the win.
  }
}

// ----- solving ---------------------------------------------------------------------------------

function solve() {
  if (game.busy || !game.view) return;
  if (game.job) game.job.cancel();
  $("solve").disabled = true;
  $("solve-cancel").hidden = false;
  message("Solving…");
  const job = streamJob("/api/lianliankan/solve/stream", { board: game.view.description, ...game.rules }, (p) => {
    message(`Solving… ${formatCount(p.expanded)} states expanded, ${formatMs(p.elapsed_ms)}`);
  });
  game.job = job;
  job.promise.then(
    (solution) => showSolution(solution),
    (err) => {
      if (err instanceof ApiError && err.code === "cancelled") message("Solving cancelled.");
      else message(`Could not solve: ${err.message}`, "error");
    },
  ).finally(() => {
    if (game.job === job) game.job = null;
    $("solve-cancel").hidden = true;
    refresh();
  });
}

function showSolution(solution) {
  if (solution.solvable === false) {
    message("This board cannot be cleared from here: undo or shuffle.", "error");
    return;
  }
  if (!solution.removals.length && solution.solvable !== true) {
    message("The solver ran out of time before it found a clearing.", "error");
    return;
  }
  game.solution = solution;
  if (game.history.length === 0 && solution.optimal) $("optimum").textContent = solution.cost;
  $("solution-title").textContent = solution.optimal ? "Optimal clearing" : "Best clearing found (not proven optimal)";
  $("solution-stats").textContent =
    `cost ${solution.cost} (${solution.turns} turns)${solution.optimal ? ", proven optimal" : `, lower bound ${solution.lower_bound}`} · ` +
    `${formatCount(solution.stats.expanded)} states expanded in ${formatMs(solution.stats.elapsed_ms)}`;
  $("solution-panel").hidden = false;
  $("solution-panel").dataset.cost = solution.cost;
  message(`Solved: the board can be cleared for cost ${solution.cost}. Step through it below.`, "ok");
  playback.load(solution.removals.length);
}

function showStep(i) {
  const s = game.solution;
  if (!s) return;
  const view = { rows: game.view.rows, cols: game.view.cols, cells: s.boards[i] };
  const score = s.playback[i];
  $("step-g").textContent = score.g;
  $("step-h").textContent = score.h;
  $("step-f").textContent = score.f;
  if (i === 0) {
    board.render(view, { interactive: false });
    $("solution-step").textContent = `Start: ${s.removals.length} removals to go.`;
    return;
  }
  const r = s.removals[i - 1];
  board.render(view, { interactive: false, ghosts: [{ pos: r.a, kind: r.kind }, { pos: r.b, kind: r.kind }] });
  board.drawPath(r.path, { kind: "solution" });
  $("solution-step").textContent =
    `Removal ${i}: ${describeKind(r.kind).label} at (row ${r.a[0] + 1}, column ${r.a[1] + 1}) and (row ${r.b[0] + 1}, column ${r.b[1] + 1}), ` +
    `${r.turns} turn${r.turns === 1 ? "" : "s"}, cost ${r.turns + 1}.`;
}

function leaveSolution() {
  playback.stop();
  game.solution = null;
  $("solution-panel").hidden = true;
  board.clearPath();
  refresh();
}

// ----- forms -----------------------------------------------------------------------------------

const FIELDS = ["rows", "cols", "pairs", "kinds", "blockers", "mode"];

function readParams() {
  const num = (id) => {
    const t = $(id).value.trim();
    return t === "" ? NaN : Number(t);
  };
  return {
    rows: num("p-rows"), cols: num("p-cols"), pairs: num("p-pairs"), kinds: num("p-kinds"),
    blockers: num("p-blockers"), mode: $("p-mode").value,
  };
}

function showParamErrors(errors) {
  for (const f of FIELDS) {
    const input = $(`p-${f}`);
    const msg = errors[f] || "";
    $(`err-${f}`).textContent = msg;
    if (msg) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  }
  return Object.keys(errors).length === 0;
}

async function generate(e) {
  e.preventDefault();
  const p = readParams();
  if (!showParamErrors(validateParams(p))) {
    showMessage($("generate-message"), "Fix the fields marked in red.", "error");
    return;
  }
  const rules = { max_turns: MODE_TURNS[p.mode], gravity: $("p-gravity").value };
  const difficulty = $("p-difficulty").value;
  showMessage($("generate-message"), difficulty ? `Looking for a ${difficulty} board…` : "Generating…");
  try {
    const answer = await postJson("/api/lianliankan/generate", {
      rows: p.rows, cols: p.cols, pairs: p.pairs, kinds: p.kinds, blockers: p.blockers,
      clearable: $("p-clearable").checked || Boolean(difficulty), ...rules,
      ...(difficulty ? { difficulty } : {}),
    });
    const name = difficulty ? `${difficulty} board (seed ${answer.seed})` : `generated (seed ${answer.seed})`;
    await loadBoard(answer.view.description, rules, name);
    showRating($("rating"), answer.rating);
    showMessage(
      $("generate-message"),
      `New ${p.rows} x ${p.cols} board with ${p.pairs} pairs of ${p.kinds} pictures, rated ${answer.rating.level} (score ${answer.rating.score.toFixed(1)}).`,
      "ok",
    );
  } catch (err) {
    const field = FIELDS.find((f) => err.message.startsWith(`${f}:`));
    if (field) showParamErrors({ [field]: err.message.slice(field.length + 1).trim() });
    showMessage($("generate-message"), `Could not generate: ${err.message}`, "error");
  }
}

/** Checks the typed board on the server; shows the problem under the box. True if valid. */
async function checkText() {
  const input = $("board-text");
  const rules = { max_turns: $("t-mode").value, gravity: $("t-gravity").value };
  try {
    const answer = await postJson("/api/lianliankan/validate", { board: input.value, ...rules });
    if (answer.valid) {
      input.removeAttribute("aria-invalid");
      $("board-text-error").textContent = "";
      return true;
    }
    input.setAttribute("aria-invalid", "true");
    $("board-text-error").textContent = answer.error.message.replace(/^board: /, "");
  } catch (err) {
    $("board-text-error").textContent = err.message;
  }
  return false;
}

async function loadText(e) {
  e.preventDefault();
  if (!(await checkText())) return;
  const rules = { max_turns: $("t-mode").value, gravity: $("t-gravity").value };
  try {
    await loadBoard($("board-text").value, rules, "typed board");
  } catch (err) {
    $("board-text-error").textContent = err.message.replace(/^board: /, "");
  }
}

function renderLegend() {
  const items = [];
  for (let k = 1; k <= PICTURE_COUNT; k += 1) {
    items.push(el("figure", { class: "llk-legend-item" }, tilePicture(k), el("figcaption", {}, String(k))));
  }
  $("legend").replaceChildren(...items);
}

// ----- start -----------------------------------------------------------------------------------

renderHeader();
renderLegend();
$("undo").addEventListener("click", undo);
$("redo").addEventListener("click", redo);
$("hint").addEventListener("click", hint);
$("shuffle").addEventListener("click", shuffle);
$("restart").addEventListener("click", restart);
$("solve").addEventListener("click", solve);
$("solve-cancel").addEventListener("click", () => game.job && game.job.cancel());
$("leave-solution").addEventListener("click", leaveSolution);
$("params-form").addEventListener("submit", generate);
$("params-form").addEventListener("input", () => showParamErrors(validateParams(readParams())));
$("text-form").addEventListener("submit", loadText);
let textDebounce = null;
$("board-text").addEventListener("input", () => {
  clearTimeout(textDebounce);
  textDebounce = setTimeout(checkText, 300);
});
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape" && game.selected) {
    game.selected = null;
    refresh();
    return;
  }
  if (!(e.ctrlKey || e.metaKey) || e.target.closest("input, textarea")) return;
  const key = e.key.toLowerCase();
  if (key === "z" && !e.shiftKey) {
    e.preventDefault();
    undo();
  } else if (key === "y" || (key === "z" && e.shiftKey)) {
    e.preventDefault();
    redo();
  }
});

createLibraryPicker($("library"), KIND, async (puzzle) => {
  try {
    // Library boards keep their turn limit in `extra` (the classic 2 when absent).
    const turns = puzzle.extra && puzzle.extra.max_turns != null ? String(puzzle.extra.max_turns) : "2";
    await loadBoard(puzzle.description, { max_turns: turns, gravity: "none" }, puzzle.name || `puzzle ${puzzle.id}`);
    window.scrollTo({ top: 0, behavior: "instant" });
  } catch (err) {
    message(`Could not load that puzzle: ${err.message}`, "error");
  }
});

createSavedGames(
  $("saved"),
  KIND,
  () => game.view && {
    puzzle: game.start,
    state: JSON.stringify({ board: game.view.description, rules: game.rules, shuffled: game.shuffledBefore || game.history.some((h) => h.shuffle), cost: game.cost, turns: game.turns, elapsed_ms: Math.round(elapsedMs()) }),
    moves: game.removals,
  },
  async (saved) => {
    try {
      const state = JSON.parse(saved.state);
      await loadBoard(state.board, state.rules, saved.name || "saved game");
      game.start = saved.puzzle;
      game.cost = state.cost;
      game.turns = state.turns;
      game.elapsed = state.elapsed_ms || 0;
      game.shuffledBefore = Boolean(state.shuffled);
      game.removals = Array.isArray(saved.moves) ? saved.moves : [];
      refresh();
      message("Saved game loaded.");
    } catch (err) {
      message(`Could not load the saved game: ${err.message}`, "error");
    }
  },
);

const params = new URLSearchParams(location.search);
loadBoard(params.get("board") || DEFAULT_BOARD, { max_turns: params.get("max_turns") || "2", gravity: params.get("gravity") || "none" }, params.get("board") ? "" : "a small board").catch((err) => message(err.message, "error"));
