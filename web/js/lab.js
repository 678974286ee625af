// The search lab, for every puzzle of the registry: one algorithm with progress, cancel and
// playback (g, h, f at each step, the board drawn by the puzzle's own module), the algorithms
// one picks compared on the same game with one budget (exported as CSV or JSON), and where
// the puzzle has a lab: a traced search stepped through beside the whole state space, the
// heuristic checker and the textbook experiment (`lab/`); "your algorithm": the judge's
// protocol with a Python template, and a judge report read in the browser whose rows join the
// comparison and the experiment (`lab/own.js`).

import { currentLang, loadCatalogue, said, t } from "./i18n.js";
import { ApiError, getJson, placedErrorMessage, postJson, streamJob } from "./api.js";
import { createPlayback } from "./kit/playback.js";
import { claimText, costAmount, el, formatBytes, formatCount, formatMs, heuristicName, heuristicOption, moveText, progressText, renderHeader, showMessage, solverLabel } from "./ui.js";
import { checkHeuristic } from "./lab/checker.js";
import { exportExperiment, runExperiment, showExperiment } from "./lab/experiment.js";
import { downloadCsv, downloadJson } from "./lab/export.js";
import { solverParameter, withParameter } from "./lab/parameter.js";
import { createTracer } from "./lab/trace.js";
import { hideRaise, offerRaise } from "./lab/raise.js";
import { compareRow, createOwnPanel, experimentSetFile, ownRecord } from "./lab/own.js";
import { comparisonNotes, noteTexts } from "./lab/why.js";
import { drawMiniWith } from "./lab/mini.js";

const $ = (id) => document.getElementById(id);
const lab = { puzzles: [], opensOn: null, info: null, board: null, traceBoard: null, result: null, playback: null, running: null, rows: null, compared: null, tracer: null, experiment: null, own: null, ownPanel: null };
/** The comparison's CSV columns, over the records of `comparisonRecords`. */
const COMPARE_COLUMNS = [
  ["lab-col-algorithm", "label"],
  ["lab-col-solver", "solver"],
  ["lab-col-heuristic", "heuristic"],
  ["lab-col-cost", "cost"],
  ["lab-col-claim", "claim"],
  ["lab-col-expanded", "expanded"],
  ["lab-col-generated", "generated"],
  ["lab-col-duplicates", "duplicates"],
  ["lab-col-peak-frontier", "peak_frontier"],
  ["lab-col-peak-memory-bytes", "peak_memory_bytes"],
  ["lab-col-time-ms", "elapsed_ms"],
  ["lab-col-error", "error"],
];

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
  // the heuristic after the label, unless the label names it already (`A* + 曼哈顿距离`)
  const named = (s) => (s.heuristic && !s.label.includes(heuristicName(s.heuristic)) ? `${s.label} · ${heuristicName(s.heuristic)}` : s.label);
  $("algorithm").replaceChildren(...info.solvers.map((s) => el("option", { value: s.name }, named(s))));
  showParameter();
  $("game").value = game || info.example;
  $("game").placeholder = info.syntax;
  $("compare-algos").replaceChildren(
    ...info.solvers.map((s) =>
      el("label", { class: "check" }, el("input", { type: "checkbox", value: s.name, checked: s.compare !== false }), ` ${named(s)}`),
    ),
  );
  $("result").hidden = true;
  $("comparison").hidden = true;
  $("check-result").hidden = true;
  $("experiment-result").hidden = true;
  lab.result = null;
  lab.experiment = null;
  lab.ownPanel.setPuzzle();
  lab.board = null;
  lab.traceBoard = null;
  lab.ready = Promise.all([loadBoard(info), loadLab(info)]);
  writeUrl();
  return lab.ready;
}

/** The puzzle's heuristics; the watch, check and experiment panels only where it has a lab. */
async function loadLab(info) {
  let heuristics = [];
  let bidirectional = false;
  let goalNote = null;
  try {
    const answer = await getJson(`/api/${info.id}/heuristics`);
    heuristics = answer.heuristics;
    bidirectional = answer.bidirectional === true;
    goalNote = answer.goal_note ?? null;
  } catch {
    heuristics = [];
  }
  if (lab.info !== info) return;
  const available = heuristics.length > 0;
  lab.tracer.setPuzzle(info, available ? heuristics : null, bidirectional, goalNote);
  $("check-panel").hidden = !available;
  $("experiment-panel").hidden = !available;
  $("check-heuristic").replaceChildren(
    ...heuristics.map((h) => heuristicOption(h, h.default)),
  );
}

async function loadBoard(info) {
  const module = await import(`/js/puzzles/${info.id}.js`);
  if (!document.querySelector(`link[data-puzzle="${info.id}"]`)) {
    document.head.append(el("link", { rel: "stylesheet", href: `/css/puzzles/${info.id}.css`, "data-puzzle": info.id }));
  }
  if (lab.info !== info) return; // another puzzle was chosen meanwhile
  // the small drawings of the tables and the tree: the puzzle's pieces where its module
  // reads them from a grid, else cells
  drawMiniWith(module.miniPieces ?? null);
  $("board").replaceChildren();
  $("trace-board").replaceChildren();
  const kit = { play: async () => {}, message: () => {}, info, session: null };
  lab.board = module.createBoard($("board"), kit);
  lab.traceBoard = module.createBoard($("trace-board"), kit);
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
    $("game-error").textContent = answer.valid ? "" : placedErrorMessage(e);
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
  for (const id of ["solve", "compare", "compare-picked", "trace", "space", "check", "experiment"]) $(id).disabled = !!job;
}

function progress(p) {
  showMessage($("lab-message"), progressText(t("lab-searching"), p));
}

function showStep(index) {
  const r = lab.result;
  if (!r || !lab.board) return;
  const step = index === 0 ? null : r.steps[index - 1];
  const view = step ? step.view : r.start.view;
  lab.board.render({ game: step ? step.game : r.game, status: step ? step.status : r.start.status, view, legal_moves: [] }, { replay: true, hint: null, effect: step ? step.effect : null, move: step ? step.move : null });
  const h = step ? step.h : r.start.h;
  const hf = h === null || h === undefined ? "" : step ? ` · g = ${step.g}, h = ${h}, f = ${step.f}` : ` · g = 0, h = ${h}, f = ${h}`;
  const where = step ? t("lab-step-move", { move: moveText(step) }) : t("lab-step-start");
  $("step-info").textContent = `${t("lab-step", { step: index, of: r.steps.length })} · ${where}${hf}`;
}

async function solve(event) {
  event.preventDefault();
  await lab.ready;
  const info = lab.info;
  const game = await check();
  if (!game) return;
  writeUrl();
  const job = streamJob(`/api/${lab.info.id}/solve/stream`, { game, algorithm: chosenAlgorithm(), limits: limits() }, progress);
  hideRaise();
  setRunning(job);
  showMessage($("lab-message"), `${t("lab-searching")}…`);
  try {
    const r = await job.promise;
    if (lab.info !== info) return; // the answer of a puzzle no longer shown
    lab.result = r;
    $("result").hidden = false;
    const claim = claimText(r.claim, r.claim_text);
    const name = solverLabel(lab.info, r);
    $("result-title").textContent = r.cost === null ? `${name}: ${claim}` : `${name}: ${costAmount(lab.info, r.cost)} (${claim})`;
    lab.playback.load(r.steps.length);
    const s = r.stats;
    showMessage(
      $("lab-message"),
      t("lab-solve-stats", {
        expanded: formatCount(s.expanded),
        generated: formatCount(s.generated),
        duplicates: formatCount(s.duplicates),
        frontier: formatCount(s.peak_frontier),
        memory: formatBytes(s.peak_memory_bytes),
        elapsed: formatMs(s.elapsed_ms),
      }),
      "ok",
    );
    offerRaise([r.claim], s, () => $("solve").click());
  } catch (err) {
    showMessage($("lab-message"), err.code === "cancelled" ? t("lab-cancelled") : err.message, err.code === "cancelled" ? "" : "error");
  } finally {
    setRunning(null);
  }
}

/** The number field of the chosen solver's setting (beam width, weight, depth), when it has one. */
function showParameter() {
  const param = solverParameter($("algorithm").value);
  $("algorithm-param-label").hidden = !param;
  if (!param) return;
  $("algorithm-param-name").textContent = t(param.key);
  Object.assign($("algorithm-param"), { min: param.min, step: param.step, value: param.value });
}

/** The solver to run: the one chosen, with the setting typed beside it. */
function chosenAlgorithm() {
  const name = $("algorithm").value;
  const value = $("algorithm-param").value.trim();
  return solverParameter(name) && value !== "" ? withParameter(name, value) : name;
}

/** Compares `solvers` (every default one when absent). */
async function compare(solvers) {
  await lab.ready;
  const game = await check();
  if (!game) return;
  writeUrl();
  const job = streamJob(`/api/${lab.info.id}/compare/stream`, { game, algorithms: solvers, limits: limits() }, progress);
  hideRaise();
  setRunning(job);
  showMessage($("lab-message"), t("lab-comparing"));
  try {
    const { rows } = await job.promise;
    lab.rows = rows;
    lab.compared = game;
    renderComparison();
    $("comparison").hidden = false;
    showMessage($("lab-message"), t("lab-compared", { count: rows.length }), "ok");
    const most = (field) => Math.max(0, ...rows.map((r) => r[field] || 0));
    offerRaise(rows.map((r) => r.claim), { expanded: most("expanded"), elapsed_ms: most("elapsed_ms") }, () => compare(solvers));
  } catch (err) {
    showMessage($("lab-message"), err.code === "cancelled" ? t("lab-cancelled") : err.message, err.code === "cancelled" ? "" : "error");
  } finally {
    setRunning(null);
  }
}

/** The comparison's table: a row per solver, and the imported judge report's row for the game. */
function renderComparison() {
  const rows = lab.rows;
  if (!rows) return;
  {
    const costs = rows.filter((r) => r.cost !== null && r.cost !== undefined).map((r) => r.cost);
    const best = Math.min(...costs);
    $("compare-table").tBodies[0].replaceChildren(
      ...rows.map((r) =>
        r.error
          ? el("tr", {}, el("td", { class: "text" }, solverLabel(lab.info, r)), el("td", { colspan: 9, class: "text" }, said(r.error_words, r.error)))
          : el(
              "tr",
              { class: r.cost === best && r.claim.kind === "optimal" ? "best" : "", "data-solver": r.solver },
              el("td", { class: "text" }, solverLabel(lab.info, r)),
              el("td", { class: "text" }, r.heuristic ? heuristicName(r.heuristic) : "–"),
              el("td", {}, r.cost ?? "–"),
              el("td", { class: "text" }, claimText(r.claim, r.claim_text)),
              el("td", {}, formatCount(r.expanded)),
              el("td", {}, formatCount(r.generated)),
              el("td", {}, formatCount(r.duplicates)),
              el("td", {}, formatCount(r.peak_frontier)),
              el("td", {}, formatBytes(r.peak_memory_bytes)),
              el("td", {}, formatMs(r.elapsed_ms)),
            ),
      ),
      ...[compareRow(lab, lab.compared)].filter(Boolean),
    );
    const notes = noteTexts(comparisonNotes(lab.info, rows));
    $("compare-why").hidden = notes.length === 0;
    $("compare-why").querySelector("ul").replaceChildren(...notes.map((note) => el("li", {}, note)));
  }
}

/**
 * The comparison as its exports write it: a record per solver in the page's words (its label,
 * heuristic and claim) with the engine's figures, then the imported report's row for the game.
 */
function comparisonRecords() {
  const rows = lab.rows.map((r) => ({
    label: solverLabel(lab.info, r),
    solver: r.solver,
    heuristic: r.heuristic ? heuristicName(r.heuristic) : "",
    cost: r.cost,
    claim: r.error ? "" : claimText(r.claim, r.claim_text),
    expanded: r.expanded,
    generated: r.generated,
    duplicates: r.duplicates,
    peak_frontier: r.peak_frontier,
    peak_memory_bytes: r.peak_memory_bytes,
    elapsed_ms: Math.round(r.elapsed_ms * 1000) / 1000,
    error: r.error ? said(r.error_words, r.error) : "",
  }));
  const own = ownRecord(lab, lab.compared);
  return own ? [...rows, own] : rows;
}

async function main() {
  await loadCatalogue();
  document.title = t("page-title", { page: t("lab-title") });
  renderHeader();
  try {
    const list = await getJson("/api/puzzles");
    lab.puzzles = list.puzzles;
    lab.opensOn = list.lab_default;
  } catch (err) {
    showMessage($("lab-message"), t("home-load-failed", { detail: err.message }), "error");
    return;
  }
  $("puzzle").replaceChildren(...lab.puzzles.map((p) => el("option", { value: p.id }, p.name === p.native_name ? p.name : `${p.name} ${p.native_name}`)));
  lab.playback = createPlayback($("playback"), showStep, { intervalMs: 400 });
  lab.tracer = createTracer(lab);
  lab.ownPanel = createOwnPanel(lab, {
    changed() {
      if (!$("comparison").hidden) renderComparison();
      if (!$("experiment-result").hidden) showExperiment(lab);
    },
    compareOn(game) {
      $("game").value = game;
      $("comparison").scrollIntoView({ block: "nearest" });
      compare();
    },
  });
  $("puzzle").addEventListener("change", () => choosePuzzle($("puzzle").value));
  $("algorithm").addEventListener("change", showParameter);
  $("lab-form").addEventListener("submit", solve);
  $("compare").addEventListener("click", () => compare());
  $("compare-picked").addEventListener("click", () => {
    const picked = [...document.querySelectorAll("#compare-algos input:checked")].map((i) => i.value);
    if (!picked.length) showMessage($("lab-message"), t("lab-pick-none"), "error");
    else compare(picked);
  });
  const compareColumns = () => COMPARE_COLUMNS.map(([key, field]) => ({ header: t(key), value: (r) => r[field] }));
  $("compare-csv").addEventListener("click", () => lab.rows && downloadCsv(`compare-${lab.info.id}`, comparisonRecords(), compareColumns()));
  $("compare-json").addEventListener("click", () => lab.rows && downloadJson(`compare-${lab.info.id}`, { puzzle: lab.info.id, game: lab.compared, lang: currentLang(), rows: comparisonRecords() }));
  const withGame = (action) => async () => {
    await lab.ready;
    const game = await check();
    if (game) await action(lab, game, limits());
  };
  $("trace").addEventListener("click", withGame((_, game, l) => lab.tracer.run(game, l)));
  $("space").addEventListener("click", withGame((_, game, l) => lab.tracer.showSpace(game, l)));
  $("check").addEventListener("click", withGame(checkHeuristic));
  $("experiment").addEventListener("click", withGame(runExperiment));
  $("experiment-csv").addEventListener("click", () => exportExperiment(lab));
  $("experiment-set").addEventListener("click", () => experimentSetFile(lab));
  $("cancel").addEventListener("click", () => lab.running && lab.running.cancel());
  let timer = null;
  $("game").addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(check, 250);
  });
  const params = new URLSearchParams(location.search);
  // the registry chooses the puzzle the lab opens on
  await choosePuzzle(params.get("puzzle") || lab.opensOn, params.get("game"));
  // the form is live: until now a click on "Solve" would submit it natively (a page reload)
  document.body.dataset.ready = "true";
}

main().catch((err) => showMessage($("lab-message"), err instanceof ApiError ? err.message : String(err), "error"));
