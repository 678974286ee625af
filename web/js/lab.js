// The search lab page: the 8-puzzle solved by any algorithm, with progress, playback and a
// comparison table.

import { postJson, streamJob } from "./api.js";
import { createPlayback } from "./kit/playback.js";
import { el, formatCount, formatMs, renderHeader, showMessage } from "./ui.js";

const $ = (id) => document.getElementById(id);
let solution = { states: [], moves: [], h: [] };
let playback = null;
let running = null;

/** Client-side check for instant feedback; the server validates again. */
function validateTiles(text) {
  const digits = text.replace(/[\s/,]/g, "");
  if (digits.length !== 9) return `expected 9 tiles, got ${digits.length}`;
  if (!/^[0-8]{9}$/.test(digits)) return "use the digits 0-8 only (0 is the blank)";
  if (new Set(digits).size !== 9) return "every digit 0-8 must appear exactly once";
  return "";
}

function drawBoard(state) {
  const cells = state.replace(/[\s/]/g, "").split("");
  $("board").replaceChildren(
    ...cells.map((c) => el("div", { class: c === "0" ? "blank" : "" }, c === "0" ? "" : c)),
  );
}

/** Draws step `index` of the solution with its g, h and f. */
function showStep(index) {
  const { states, moves, h } = solution;
  if (!states.length) return;
  drawBoard(states[index]);
  const g = index;
  $("step-info").textContent =
    `Step ${index} of ${moves.length}` +
    (index > 0 ? ` · move: ${moves[index - 1]}` : " · start") +
    ` · g = ${g}, h = ${h[index]}, f = ${g + h[index]}`;
}

function showResult(result) {
  $("result").hidden = false;
  if (result.cost === null || result.cost === undefined) {
    $("result-title").textContent = `${result.algorithm}: ${result.claim_text}`;
    solution = { states: [], moves: [], h: [] };
    playback.load(0);
    drawBoard($("tiles").value);
    $("step-info").textContent = "";
  } else {
    $("result-title").textContent =
      `${result.algorithm}: ${result.cost} moves (${result.claim_text})`;
    solution = { states: result.states, moves: result.moves, h: result.h };
    playback.load(result.moves.length);
  }
  const s = result.stats;
  showMessage(
    $("lab-message"),
    `expanded ${formatCount(s.expanded)}, generated ${formatCount(s.generated)}, ` +
      `peak frontier ${formatCount(s.peak_frontier)}, ${formatMs(s.elapsed_ms)}`,
    "ok",
  );
}

function setRunning(job) {
  running = job;
  $("cancel").hidden = !job;
  $("solve").disabled = !!job;
  $("compare").disabled = !!job;
  $("lab-progress").hidden = !job;
}

function checkInput() {
  const problem = validateTiles($("tiles").value);
  $("tiles-error").textContent = problem;
  $("tiles").setAttribute("aria-invalid", problem ? "true" : "false");
  return !problem;
}

async function solve(event) {
  event.preventDefault();
  if (!checkInput()) return;
  showMessage($("lab-message"), "Searching…");
  const job = streamJob(
    "/api/eight-puzzle/solve/stream",
    { tiles: $("tiles").value, algorithm: $("algorithm").value },
    (p) =>
      showMessage(
        $("lab-message"),
        `Searching… ${formatCount(p.expanded)} expanded, frontier ${formatCount(p.frontier)}, ${formatMs(p.elapsed_ms)}`,
      ),
  );
  setRunning(job);
  try {
    showResult(await job.promise);
  } catch (err) {
    showMessage($("lab-message"), err.code === "cancelled" ? "Cancelled." : err.message, err.code === "cancelled" ? "" : "error");
  } finally {
    setRunning(null);
  }
}

async function compare() {
  if (!checkInput()) return;
  showMessage($("lab-message"), "Running every algorithm…");
  setRunning({ cancel() {} });
  $("cancel").hidden = true;
  try {
    const { rows } = await postJson("/api/eight-puzzle/compare", { tiles: $("tiles").value });
    const best = Math.min(...rows.filter((r) => r.cost !== null && r.cost !== undefined).map((r) => r.cost));
    $("compare-table").tBodies[0].replaceChildren(
      ...rows.map((r) =>
        r.error
          ? el("tr", {}, el("td", {}, r.algorithm), el("td", { colspan: 6, class: "text" }, r.error))
          : el(
              "tr",
              { class: r.cost === best ? "best" : "" },
              el("td", {}, r.algorithm),
              el("td", {}, r.cost ?? "-"),
              el("td", { class: "text" }, r.claim_text),
              el("td", {}, formatCount(r.stats.expanded)),
              el("td", {}, formatCount(r.stats.generated)),
              el("td", {}, formatCount(r.stats.peak_frontier)),
              el("td", {}, formatMs(r.stats.elapsed_ms)),
            ),
      ),
    );
    $("comparison").hidden = false;
    showMessage($("lab-message"), `Compared ${rows.length} algorithms.`, "ok");
  } catch (err) {
    showMessage($("lab-message"), err.message, "error");
  } finally {
    setRunning(null);
  }
}

function main() {
  renderHeader();
  $("lab-form").addEventListener("submit", solve);
  $("compare").addEventListener("click", compare);
  $("cancel").addEventListener("click", () => running && running.cancel());
  $("tiles").addEventListener("input", checkInput);
  playback = createPlayback($("playback"), showStep, { intervalMs: 400 });
  drawBoard($("tiles").value);
  // the form is live: until now a click on "Solve" would submit it natively (a page reload)
  document.body.dataset.ready = "true";
}

main();
