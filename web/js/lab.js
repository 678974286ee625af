// The search lab, for every puzzle of the registry: one algorithm with progress, cancel and
// playback (g, h, f at each step, the board drawn by the puzzle's own module), or every
// algorithm compared on the same game with one budget.

import { loadCatalogue, t } from "./i18n.js";
import { ApiError, getJson, postJson, streamJob } from "./api.js";
import { createPlayback } from "./kit/playback.js";
import { el, formatBytes, formatCount, formatMs, progressText, renderHeader, showMessage } from "./ui.js";

const $ = (id) => document.getElementById(id);
const lab = { puzzles: [], info: null, board: null, result: null, playback: null, running: null };

function limits() {
  const out = {};
  const nodes = Number($("max-nodes").value);
  const seconds = Number($("max-seconds").value);
  if ($("max-nodes").value && nodes > 0) out.max_nodes = Math.floor(nodes);
  if ($("max-seconds").value && seconds > 0) out.max_seconds = seconds;
  return out;
}

/**
 * Shows puzzle `id` (on `game`, or its example). The board module loads in the background;
 * `lab.ready` settles once it is there, and a run waits for it, so a result is never drawn by
 * the previous puzzle's board.
 */
function choosePuzzle(id, game) {
  const wanted = lab.puzzles.find((p) => p.id === id);
  // a puzzle this server does not have: the first one, on its own example (the game asked
  // for is another puzzle's)
  const info = wanted || lab.puzzles[0];
  if (!wanted) game = null;
  lab.info = info;
  $("puzzle").value = info.id;
  $("algorithm").replaceChildren(...info.solvers.map((s) => el("option", { value: s.name }, s.label + (s.heuristic ? ` · ${s.heuristic}` : ""))));
  $("game").value = game || info.example;
  $("game").placeholder = info.syntax;
  $("result").hidden = true;
  $("comparison").hidden = true;
  lab.result = null;
  lab.board = null;
  lab.ready = loadBoard(info);
  writeUrl();
  return lab.ready;
}

async function loadBoard(info) {
  const module = await import(`/js/puzzles/${info.id}.js`);
  if (!document.querySelector(`link[data-puzzle="${info.id}"]`)) {
    document.head.append(el("link", { rel: "stylesheet", href: `/css/puzzles/${info.id}.css`, "data-puzzle": info.id }));
  }
  if (lab.info !== info) return; // another puzzle was chosen meanwhile
  $("board").replaceChildren();
  lab.board = module.createBoard($("board"), { play: async () => {}, message: () => {}, info, session: null });
}

function writeUrl() {
  const url = new URL(location.href);
  url.searchParams.set("puzzle", lab.info.id);
  url.searchParams.set("game", $("game").value);
  history.replaceState(null, "", url);
}

async function check() {
  try {
    const answer = await postJson(`/api/${lab.info.id}/validate`, { game: $("game").value });
    const e = answer.error;
    $("game-error").textContent = answer.valid ? "" : `${e.message}${e.line ? ` (line ${e.line}, column ${e.column})` : ""}`;
    $("game").setAttribute("aria-invalid", answer.valid ? "false" : "true");
    return answer.valid ? answer.game : null;
  } catch (err) {
    $("game-error").textContent = err.message;
    return null;
  }
}

function setRunning(job) {
  lab.running = job;
  $("cancel").hidden = !job;
  $("solve").disabled = !!job;
  $("compare").disabled = !!job;
}

function progress(p) {
  showMessage($("lab-message"), progressText("Searching", p));
}

function showStep(index) {
  const r = lab.result;
  if (!r || !lab.board) return;
  const step = index === 0 ? null : r.steps[index - 1];
  const view = step ? step.view : r.start.view;
  lab.board.render({ game: step ? step.game : r.game, status: step ? step.status : r.start.status, view, legal_moves: [] }, { replay: true, hint: null, effect: step ? step.effect : null, move: step ? step.move : null });
  const h = step ? step.h : r.start.h;
  const hf = h === null || h === undefined ? "" : step ? ` · g = ${step.g}, h = ${h}, f = ${step.f}` : ` · g = 0, h = ${h}, f = ${h}`;
  $("step-info").textContent = `Step ${index} of ${r.steps.length}${step ? ` · move: ${step.move_text}` : " · start"}${hf}`;
}

async function solve(event) {
  event.preventDefault();
  await lab.ready;
  const info = lab.info;
  const game = await check();
  if (!game) return;
  writeUrl();
  const job = streamJob(`/api/${lab.info.id}/solve/stream`, { game, algorithm: $("algorithm").value, limits: limits() }, progress);
  setRunning(job);
  showMessage($("lab-message"), "Searching…");
  try {
    const r = await job.promise;
    if (lab.info !== info) return; // the answer of a puzzle no longer shown
    lab.result = r;
    $("result").hidden = false;
    const unit = r.cost === 1 ? lab.info.cost_unit.replace(/s$/, "") : lab.info.cost_unit;
    $("result-title").textContent = r.cost === null ? `${r.algorithm}: ${r.claim_text}` : `${r.algorithm}: ${r.cost} ${unit} (${r.claim_text})`;
    lab.playback.load(r.steps.length);
    const s = r.stats;
    showMessage($("lab-message"), `expanded ${formatCount(s.expanded)}, generated ${formatCount(s.generated)}, duplicates ${formatCount(s.duplicates)}, peak frontier ${formatCount(s.peak_frontier)}, peak memory ${formatBytes(s.peak_memory_bytes)}, ${formatMs(s.elapsed_ms)}`, "ok");
  } catch (err) {
    showMessage($("lab-message"), err.code === "cancelled" ? "Cancelled." : err.message, err.code === "cancelled" ? "" : "error");
  } finally {
    setRunning(null);
  }
}

async function compare() {
  await lab.ready;
  const game = await check();
  if (!game) return;
  writeUrl();
  const job = streamJob(`/api/${lab.info.id}/compare/stream`, { game, limits: limits() }, progress);
  setRunning(job);
  showMessage($("lab-message"), "Running every algorithm…");
  try {
    const { rows } = await job.promise;
    const costs = rows.filter((r) => r.cost !== null && r.cost !== undefined).map((r) => r.cost);
    const best = Math.min(...costs);
    $("compare-table").tBodies[0].replaceChildren(
      ...rows.map((r) =>
        r.error
          ? el("tr", {}, el("td", { class: "text" }, r.algorithm), el("td", { colspan: 9, class: "text" }, r.error))
          : el(
              "tr",
              { class: r.cost === best && r.claim.kind === "optimal" ? "best" : "" },
              el("td", { class: "text" }, r.algorithm),
              el("td", { class: "text" }, r.heuristic ?? "–"),
              el("td", {}, r.cost ?? "–"),
              el("td", { class: "text" }, r.claim_text),
              el("td", {}, formatCount(r.expanded)),
              el("td", {}, formatCount(r.generated)),
              el("td", {}, formatCount(r.duplicates)),
              el("td", {}, formatCount(r.peak_frontier)),
              el("td", {}, formatBytes(r.peak_memory_bytes)),
              el("td", {}, formatMs(r.elapsed_ms)),
            ),
      ),
    );
    $("comparison").hidden = false;
    showMessage($("lab-message"), `Compared ${rows.length} algorithms.`, "ok");
  } catch (err) {
    showMessage($("lab-message"), err.code === "cancelled" ? "Cancelled." : err.message, err.code === "cancelled" ? "" : "error");
  } finally {
    setRunning(null);
  }
}

async function main() {
  await loadCatalogue();
  document.title = t("page-title", { page: t("lab-title") });
  renderHeader();
  try {
    lab.puzzles = (await getJson("/api/puzzles")).puzzles;
  } catch (err) {
    showMessage($("lab-message"), `Could not load the puzzle list: ${err.message}`, "error");
    return;
  }
  $("puzzle").replaceChildren(...lab.puzzles.map((p) => el("option", { value: p.id }, p.name === p.native_name ? p.name : `${p.name} ${p.native_name}`)));
  lab.playback = createPlayback($("playback"), showStep, { intervalMs: 400 });
  $("puzzle").addEventListener("change", () => choosePuzzle($("puzzle").value));
  $("lab-form").addEventListener("submit", solve);
  $("compare").addEventListener("click", compare);
  $("cancel").addEventListener("click", () => lab.running && lab.running.cancel());
  let timer = null;
  $("game").addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(check, 250);
  });
  const params = new URLSearchParams(location.search);
  await choosePuzzle(params.get("puzzle") || "n-puzzle", params.get("game"));
  // the form is live: until now a click on "Solve" would submit it natively (a page reload)
  document.body.dataset.ready = "true";
}

main().catch((err) => showMessage($("lab-message"), err instanceof ApiError ? err.message : String(err), "error"));
