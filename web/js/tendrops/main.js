// The Ten Drops page: play (click to add water, animated chains), supply and combo bonuses,
// win/lose, campaign with carry-over, undo, restart, hint, AI mode, the optimal solution to
// step through (solution.js), editor, library. Rules chosen on the page: the timing model and
// whether empty cells may be tapped. The server is stateless: the page keeps the game (board,
// supply, history) and asks /api/tendrops/tap for each tap's report and chain log,
// /api/tendrops/solve/stream for hints, AI mode and the solution.

import { postJson, getJson, streamJob } from "../api.js";
import { fetchBest, submitResult } from "../kit/records.js";
import { renderHeader, showMessage, el, formatCount, formatMs } from "../ui.js";
import { createLibraryPicker } from "../kit/library-picker.js";
import { createSavedGames } from "../kit/saved-games.js";
import { createBoard } from "./board.js";
import { createEditor } from "./editor.js";
import { createSolution } from "./solution.js";

renderHeader();

const params = new URLSearchParams(location.search);
const FAST = params.get("fast") === "1";
const $ = (id) => document.getElementById(id);

const game = {
  line: "",
  rows: 0,
  cols: 0,
  cells: [],
  supply: 10,
  startLine: "",
  startSupply: 10,
  history: [],
  level: null, // index into campaign, or null
  status: "playing",
  gen: 0, // bumped when another board is loaded: a tap in flight for the old one is dropped
};
let campaign = [];
let busy = false;
let aiJob = null;
let aiStop = false;
let hintJob = null;
let instant = false; // replaying a saved game: no animation

const board = createBoard($("board"), (row, col) => {
  if (solution.isOpen()) {
    showMessage($("game-message"), "The board shows the solution: press “Back to my game” to play again.", "error");
  } else if (!busy) {
    playTap(row, col).catch(reportError);
  }
});

/** Whether the rules let the player tap an empty cell (the switch next to the timing model). */
const emptyTaps = () => $("empty-taps").checked;

/** The rules on the page, as a key: pars and records are only comparable under equal rules. */
const rulesKey = () => `${$("timing").value}${emptyTaps() ? "" : " no-empty-taps"}`;
const DEFAULT_RULES = "a-sum";

// ----- the optimal solution, step by step ------------------------------------------------------

const solution = createSolution({
  els: {
    panel: $("solution-panel"),
    title: $("solution-title"),
    stats: $("solution-stats"),
    playback: $("playback"),
    message: $("solve-message"),
    cancel: $("solve-cancel"),
    leave: $("leave-solution"),
    step: $("solution-step"),
    tap: $("step-tap"),
    taps: $("step-taps"),
    supply: $("step-supply"),
    bursts: $("step-bursts"),
    bonus: $("step-bonus"),
    left: $("step-left"),
  },
  board,
  svg: $("board"),
  parseLine,
  animate,
  position: () => ({ board: game.line, supply: game.supply, timing: $("timing").value, empty_taps: emptyTaps() }),
  onOpen: () => {
    if (game.status === "playing") showMessage($("game-message"), "");
    cancelHint();
    board.highlight("hint", null);
    board.highlight("tapped", null);
    showMessage($("hint-message"), "");
    updateCounters();
  },
  onClose: () => {
    // Back to the game as it was.
    setBoard(game.line);
    updateCounters();
  },
  intervalMs: FAST ? 400 : 1500,
});

$("solve").addEventListener("click", () => solution.solve($("objective").value));

function parseLine(line) {
  const rows = line.split("/");
  return { rows: rows.length, cols: rows[0].length, cells: rows.join("").split("").map(Number) };
}

if (FAST) {
  // ?fast=1 (tests): ticks of 10 ms, still changeable with the speed menu.
  $("speed").append(el("option", { value: "10" }, "very fast (10 ms)"));
  $("speed").value = "10";
}

function tickMs() {
  return Number($("speed").value);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function setBoard(line) {
  const b = parseLine(line);
  game.line = line;
  game.rows = b.rows;
  game.cols = b.cols;
  game.cells = b.cells;
  board.draw(b.rows, b.cols, b.cells);
  board.effects([], []);
  $("board").dataset.board = line;
  $("board-line").textContent = line;
}

function statusOf() {
  if (game.cells.every((v) => v === 0)) return "won";
  if (game.supply === 0) return "lost";
  return "playing";
}

function updateCounters() {
  $("supply").textContent = game.supply;
  $("taps").textContent = game.history.length;
  const lvl = game.level !== null ? campaign[game.level] : null;
  $("level").textContent = lvl ? `${lvl.number} / ${campaign.length}` : "–";
  // Campaign pars are proven under the default rules, a generated level's under its own.
  const par = lvl ? (rulesKey() === DEFAULT_RULES ? lvl.par : null) : game.parRules === rulesKey() ? game.par : null;
  $("par").textContent = par ?? "–";
  const viewing = solution.isOpen();
  $("undo").disabled = busy || viewing || game.history.length === 0;
  $("restart").disabled = busy || viewing || game.history.length === 0;
  $("hint").disabled = busy || viewing || game.status !== "playing";
  $("ai-play").disabled = busy || viewing || game.status !== "playing";
  $("solve").disabled = busy || game.status !== "playing";
  $("next-level").hidden = !(game.status === "won" && game.level !== null && game.level + 1 < campaign.length);
  $("board").classList.toggle("busy", busy);
  for (const b of document.querySelectorAll("#campaign button")) {
    b.setAttribute("aria-current", String(Number(b.dataset.level) === game.level));
  }
}

function showStatus() {
  game.status = statusOf();
  const msg = $("game-message");
  if (game.status === "won") {
    const lvl = game.level !== null ? campaign[game.level] : null;
    const taps = game.history.length;
    let text = `Board cleared in ${taps} tap${taps === 1 ? "" : "s"}!`;
    if (lvl) text += taps <= lvl.par ? ` That is par (${lvl.par}), the proven minimum.` : ` Par is ${lvl.par}.`;
    if (lvl && game.level + 1 >= campaign.length) text += " You finished the campaign!";
    showMessage(msg, text, "ok");
    submitRecord(taps);
  } else if (game.status === "lost") {
    showMessage(msg, "Out of drops: the board is not clear. Undo or restart to try again.", "error");
  } else {
    showMessage(msg, "");
  }
  updateCounters();
}

/** Records are kept per rules: "taps" for the default rules, "taps b-cap",
 * "taps a-sum no-empty-taps" etc. otherwise. */
function recordMetric() {
  const key = rulesKey();
  return key === DEFAULT_RULES ? "taps" : `taps ${key}`;
}

async function showBest() {
  const line = game.startLine;
  try {
    const record = await fetchBest("tendrops", line, recordMetric());
    if (line === game.startLine) $("best").textContent = record ? record.value : "–";
  } catch {
    $("best").textContent = "–";
  }
}

async function submitRecord(taps) {
  try {
    await submitResult("tendrops", game.startLine, recordMetric(), taps, {
      sequence: game.history.map((h) => h.tap),
      timing: $("timing").value,
      empty_taps: emptyTaps(),
    });
  } catch (err) {
    showMessage($("hint-message"), `Could not save your record: ${err.message}`, "error");
  }
  showBest();
}

function loadBoard(line, { supply = 10, level = null, par = null } = {}) {
  solution.close();
  stopAi();
  board.label(null);
  board.highlight("tapped", null);
  cancelHint();
  game.gen += 1;
  busy = false;
  game.startLine = line;
  game.startSupply = supply;
  game.supply = supply;
  game.history = [];
  game.level = level;
  game.par = par;
  game.parRules = rulesKey();
  setBoard(line);
  board.highlight("hint", null);
  showMessage($("hint-message"), "");
  $("combo").textContent = "";
  $("ai-moves").replaceChildren();
  $("ai-progress").textContent = "";
  showStatus();
  showBest();
  if (level === null) history.replaceState(null, "", `?${new URLSearchParams({ ...(FAST ? { fast: "1" } : {}), board: line })}`);
}

function comboText(report) {
  const parts = [];
  if (report.bursts > 0) parts.push(`${report.bursts} burst${report.bursts === 1 ? "" : "s"}`);
  if (report.bonus > 0) parts.push(`Combo! +${report.bonus} drop${report.bonus === 1 ? "" : "s"}`);
  if (report.clear_bonus > 0) parts.push(`Clear bonus +${report.clear_bonus}`);
  if (report.lost > 0) parts.push(`${report.lost} droplet${report.lost === 1 ? "" : "s"} lost`);
  if (!parts.length) parts.push(report.created ? "A new drop of size 1" : "No burst: the drop grew by one");
  return parts.join(" · ");
}

/** Plays a chain log frame by frame; stops as soon as `alive()` turns false. */
async function animate(log, alive) {
  if (instant) return;
  const ms = tickMs();
  for (const frame of log.frames) {
    if (!alive()) return;
    const b = parseLine(frame.board);
    board.draw(b.rows, b.cols, b.cells);
    board.effects(frame.droplets, frame.bursts);
    await sleep(ms);
  }
  board.effects([], []);
}

/** Plays one tap: asks the server, animates the chain, updates supply and status. */
async function playTap(row, col) {
  if (game.status !== "playing") {
    showMessage($("game-message"), game.status === "won" ? "The board is already clear." : "No drops left: undo or restart.", "error");
    return false;
  }
  if (!emptyTaps() && game.cells[row * game.cols + col] === 0) {
    // The engine's rule, checked here so the refusal needs no failed request.
    showMessage(
      $("game-message"),
      `Row ${row + 1}, column ${col + 1} is empty, and tapping empty cells is switched off ` +
        "(“Empty cells can be tapped” above). Tap a drop instead.",
      "error",
    );
    return false;
  }
  solution.close(); // a solve under way was for the position before this tap
  busy = true;
  updateCounters();
  cancelHint();
  board.highlight("hint", null);
  showMessage($("hint-message"), "");
  const gen = game.gen;
  try {
    const res = await postJson("/api/tendrops/tap", {
      board: game.line,
      supply: game.supply,
      tap: [row, col],
      timing: $("timing").value,
      empty_taps: emptyTaps(),
    });
    if (gen !== game.gen) return false;
    game.history.push({ line: game.line, supply: game.supply, tap: [row, col] });
    board.highlight("tapped", [row, col]);
    await animate(res.log, () => gen === game.gen);
    if (gen !== game.gen) return false;
    game.supply = res.supply;
    setBoard(res.after.board);
    const combo = $("combo");
    combo.textContent = comboText(res.report);
    combo.classList.remove("pop");
    void combo.offsetWidth;
    if (res.report.bonus > 0 || res.report.clear_bonus > 0) combo.classList.add("pop");
    return true;
  } finally {
    if (gen === game.gen) {
      busy = false;
      showStatus();
    }
  }
}

function reportError(err) {
  busy = false;
  showMessage($("game-message"), err.message, "error");
  updateCounters();
}

$("undo").addEventListener("click", () => {
  solution.close();
  board.label(null);
  board.highlight("tapped", null);
  const last = game.history.pop();
  if (!last) return;
  game.supply = last.supply;
  setBoard(last.line);
  $("combo").textContent = "";
  board.highlight("hint", null);
  showMessage($("hint-message"), "");
  showStatus();
});

$("restart").addEventListener("click", () => {
  solution.close();
  board.label(null);
  board.highlight("tapped", null);
  game.history = [];
  game.supply = game.startSupply;
  setBoard(game.startLine);
  $("combo").textContent = "";
  $("ai-moves").replaceChildren();
  board.highlight("hint", null);
  showMessage($("hint-message"), "");
  showStatus();
});

document.addEventListener("keydown", (e) => {
  if ((e.ctrlKey || e.metaKey) && e.key === "z" && !busy && e.target.tagName !== "TEXTAREA") {
    e.preventDefault();
    $("undo").click();
  }
});

/** The rules changed: pars, records, hints and a shown solution belong to the old ones. */
function rulesChanged() {
  solution.close();
  // A refusal under the old rules no longer holds.
  if (game.status === "playing") showMessage($("game-message"), "");
  updateCounters();
  showBest();
  cancelHint();
  showMessage($("hint-message"), "");
  board.highlight("hint", null);
}

$("timing").addEventListener("change", rulesChanged);
$("empty-taps").addEventListener("change", rulesChanged);

// ----- solving: hint and AI ------------------------------------------------------------------

function solveJob(onProgress) {
  return streamJob(
    "/api/tendrops/solve/stream",
    {
      board: game.line,
      supply: String(game.supply),
      timing: $("timing").value,
      empty_taps: String(emptyTaps()),
      max_seconds: "20",
    },
    onProgress,
  );
}

function progressText(p) {
  return `Searching… ${formatCount(p.expanded)} positions expanded, ${formatMs(p.elapsed_ms)}`;
}

function cancelHint() {
  if (hintJob) {
    hintJob.cancel();
    hintJob = null;
  }
}

const coord = ([r, c]) => `row ${r + 1}, column ${c + 1}`;

function describeSolution(sol) {
  if (sol.solvable === false) {
    return { text: `No way to clear this board with ${sol.supply} drop${sol.supply === 1 ? "" : "s"} (proven).`, kind: "error" };
  }
  if (!sol.sequence.length) {
    return { text: `The search stopped at its limits before finding a line; at least ${sol.lower_bound} taps are needed.`, kind: "error" };
  }
  if (sol.optimal) return { text: `${sol.taps} tap${sol.taps === 1 ? "" : "s"} minimum from here (proven).`, kind: "ok" };
  return {
    text: `A line of ${sol.taps} taps was found, but the search stopped at its limits: not proven minimal (at least ${sol.lower_bound} needed).`,
    kind: "",
  };
}

$("hint").addEventListener("click", async () => {
  cancelHint();
  const msg = $("hint-message");
  showMessage(msg, "Searching…");
  const job = solveJob((p) => showMessage(msg, progressText(p)));
  hintJob = job;
  try {
    const sol = await job.promise;
    if (hintJob !== job) return;
    hintJob = null;
    const d = describeSolution(sol);
    if (sol.sequence.length) {
      const next = sol.sequence[0];
      board.highlight("hint", next);
      msg.dataset.row = next[0];
      msg.dataset.col = next[1];
      msg.dataset.taps = sol.taps;
      showMessage(msg, `Hint: tap ${coord(next)}. ${d.text}`, d.kind === "error" ? "" : "ok");
    } else {
      showMessage(msg, d.text, d.kind);
    }
  } catch (err) {
    if (err.code !== "cancelled") showMessage(msg, err.message, "error");
  }
});

function stopAi() {
  aiStop = true;
  if (aiJob) {
    aiJob.cancel();
    aiJob = null;
  }
}

$("ai-stop").addEventListener("click", stopAi);

$("ai-play").addEventListener("click", async () => {
  cancelHint();
  aiStop = false;
  const progress = $("ai-progress");
  const list = $("ai-moves");
  list.replaceChildren();
  $("ai-play").hidden = true;
  $("ai-stop").hidden = false;
  busy = true;
  updateCounters();
  progress.textContent = "Solving…";
  try {
    const job = solveJob((p) => (progress.textContent = progressText(p)));
    aiJob = job;
    const sol = await job.promise;
    aiJob = null;
    const d = describeSolution(sol);
    progress.textContent = `AI: ${d.text}`;
    busy = false;
    for (const [i, pos] of sol.sequence.entries()) {
      if (aiStop) break;
      list.append(el("li", { "data-row": pos[0], "data-col": pos[1] }, `(${pos[0] + 1}, ${pos[1] + 1})`));
      progress.textContent = `AI tap ${i + 1} of ${sol.sequence.length}: ${coord(pos)}. ${d.text}`;
      board.label(pos, `${pos[0] + 1}, ${pos[1] + 1}`);
      const ok = await playTap(pos[0], pos[1]);
      if (!ok) break;
      busy = true;
      updateCounters();
      // As in the seed: a pause after the droplets are gone, then the next drop.
      await sleep(tickMs() * 8);
      busy = false;
    }
    if (aiStop) progress.textContent += " Stopped.";
    else if (sol.sequence.length) progress.textContent = `AI done: ${sol.sequence.length} taps, shown as (row, column) counted from 1. ${d.text}`;
  } catch (err) {
    if (err.code !== "cancelled") progress.textContent = err.message;
  } finally {
    busy = false;
    $("ai-play").hidden = false;
    $("ai-stop").hidden = true;
    showStatus();
  }
});

let generateJob = null;

$("generate").addEventListener("click", async () => {
  if (generateJob) return;
  const msg = $("generate-message");
  const difficulty = $("difficulty").value;
  showMessage(msg, "Generating…");
  $("generate").disabled = true;
  $("generate-cancel").hidden = false;
  const job = streamJob(
    "/api/tendrops/generate/stream",
    { difficulty, timing: $("timing").value, empty_taps: String(emptyTaps()), max_seconds: "30" },
    (p) => showMessage(msg, `Generating… ${formatCount(p.expanded)} positions searched, ${formatMs(p.elapsed_ms)}`),
  );
  generateJob = job;
  try {
    const level = await job.promise;
    loadBoard(level.board, { supply: level.supply, par: level.taps });
    showMessage(msg, `New ${level.difficulty} level (seed ${level.seed}): ${level.taps} taps minimum, proven.`, "ok");
  } catch (err) {
    showMessage(msg, err.code === "cancelled" ? "Cancelled." : err.message, err.code === "cancelled" ? "" : "error");
  } finally {
    generateJob = null;
    $("generate").disabled = false;
    $("generate-cancel").hidden = true;
  }
});

$("generate-cancel").addEventListener("click", () => generateJob && generateJob.cancel());

// ----- campaign, library, editor -------------------------------------------------------------

function playLevel(index, supply) {
  const lvl = campaign[index];
  loadBoard(lvl.board, { supply, level: index });
}

$("next-level").addEventListener("click", () => {
  if (game.level !== null && game.level + 1 < campaign.length) playLevel(game.level + 1, game.supply);
});

async function loadCampaign() {
  const { levels } = await getJson("/api/tendrops/campaign");
  campaign = levels;
  $("campaign").replaceChildren(
    ...levels.map((l, i) =>
      el("li", {}, el("button", { type: "button", class: "secondary", "data-level": i, onclick: () => playLevel(i, 10) },
        `${l.number}. ${l.difficulty} · par ${l.par}`)),
    ),
  );
}

const editor = createEditor({
  grid: $("editor-grid"),
  text: $("editor-text"),
  error: $("editor-error"),
});
$("editor-play").addEventListener("click", async () => {
  const line = await editor.validLine();
  if (line) {
    loadBoard(line, { supply: 10 });
    $("board").scrollIntoView({ block: "nearest" });
  }
});
$("editor-clear").addEventListener("click", () => editor.setLine("000000/000000/000000/000000/000000/000000"));
$("editor-current").addEventListener("click", () => editor.setLine(game.line));

async function start() {
  try {
    await loadCampaign();
  } catch (err) {
    showMessage($("game-message"), `Could not load the campaign: ${err.message}`, "error");
  }
  const given = params.get("board");
  if (given) {
    try {
      const parsed = await postJson("/api/tendrops/parse", { board: given });
      const lvl = campaign.findIndex((l) => l.board === parsed.board);
      loadBoard(parsed.board, { supply: Number(params.get("supply")) || 10, level: lvl >= 0 ? lvl : null });
    } catch (err) {
      loadBoard(campaign[0]?.board ?? "000000/000000/000000/000000/000000/000000", { level: campaign.length ? 0 : null });
      showMessage($("game-message"), `The board in the address is not valid: ${err.message}`, "error");
    }
  } else if (campaign.length) {
    playLevel(0, 10);
  }
  editor.setLine(game.line);
  createLibraryPicker($("library"), "tendrops", async (p) => {
    try {
      const parsed = await postJson("/api/tendrops/parse", { board: p.description });
      const lvl = campaign.findIndex((l) => l.board === parsed.board);
      loadBoard(parsed.board, { supply: 10, level: lvl >= 0 ? lvl : null });
      $("board").scrollIntoView({ block: "nearest" });
    } catch (err) {
      showMessage($("game-message"), `Library puzzle ${p.name ?? p.id}: ${err.message}`, "error");
    }
  }).catch((err) => showMessage($("game-message"), `Library: ${err.message}`, "error"));
}

createSavedGames(
  $("saved"),
  "tendrops",
  () =>
    game.startLine
      ? {
          puzzle: game.startLine,
          state: JSON.stringify({
            board: game.line,
            supply: game.supply,
            start_supply: game.startSupply,
            level: game.level,
            timing: $("timing").value,
            empty_taps: emptyTaps(),
          }),
          moves: game.history.map((h) => h.tap),
        }
      : null,
  async (saved) => {
    // Replays the saved taps from the start so undo works as before.
    let info = {};
    try {
      info = JSON.parse(saved.state);
    } catch {
      info = {};
    }
    // The rules the game was played under, so that its taps replay the same way.
    if ([...$("timing").options].some((o) => o.value === info.timing)) $("timing").value = info.timing;
    if (typeof info.empty_taps === "boolean") $("empty-taps").checked = info.empty_taps;
    loadBoard(saved.puzzle, { supply: info.start_supply ?? 10, level: info.level ?? null });
    instant = true;
    try {
      for (const [r, c] of saved.moves || []) {
        if (!(await playTap(r, c))) break;
      }
    } catch (err) {
      reportError(err);
    } finally {
      instant = false;
    }
  },
);

start();
