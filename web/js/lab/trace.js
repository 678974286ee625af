// The lab's "watch a search unfold": a traced run (`/api/{id}/trace`) stepped forward and
// back or played, with the state taken up drawn by the puzzle's board module, its g, h, f and
// depth, the frontier's best entries, counts so far and the line of the algorithm's
// pseudocode that the step runs (by its phase: expand, new iteration, the goal test that ends
// the search); and the state-space view (`/api/{id}/state-space`) coloured as it goes, with
// the trace's own path once its goal test is reached.

import { placedErrorMessage, postJson } from "../api.js";
import { said, t } from "../i18n.js";
import { createPlayback } from "../kit/playback.js";
import { algorithmName, claimText, el, formatCount, formatMs, heuristicOption, showMessage } from "../ui.js";
import { miniBoard } from "./mini.js";
import { createSpaceView } from "./space.js";
import { createTreeView } from "./tree.js";
import { exportStepCsv, exportStepMarkdown, exportTraceCsv, indexSteps, showTables } from "./tables.js";

const $ = (id) => document.getElementById(id);

/** The generic algorithms a trace runs, with default parameters. */
export const TRACE_ALGORITHMS = ["bfs", "bibfs", "ucs", "astar", "wastar:2", "greedy", "beam:100", "idastar", "iddfs:30", "dfs:30"];

/**
 * The pseudocode of an algorithm family: catalogue keys, and the line a step runs by its
 * phase: `expand`, `goal-test` (the search ends: the last line), `new-iteration` (iterative
 * deepening's and IDA*'s start of an iteration; IDA*'s later ones raise the bound).
 */
function pseudocode(algorithm) {
  const name = algorithm.split(":")[0];
  if (name === "bfs" || name === "bibfs") return { lines: ["code-bfs-1", "code-bfs-2", "code-bfs-3", "code-bfs-4", "code-bfs-5"], expand: 1 };
  if (name === "dfs" || name === "iddfs") return { lines: ["code-dfs-1", "code-dfs-2", "code-dfs-3", "code-dfs-4", "code-dfs-5"], expand: 1, iteration: 0 };
  if (name === "idastar") return { lines: ["code-ida-1", "code-ida-2", "code-ida-3", "code-ida-4", "code-ida-5"], expand: 2, iteration: 0, again: 3 };
  if (name === "beam") return { lines: ["code-beam-1", "code-beam-2", "code-beam-3", "code-beam-4"], expand: 1 };
  return { lines: ["code-best-1", "code-best-2", "code-best-3", "code-best-4", "code-best-5"], expand: 1 };
}

/** The pseudocode line `step` of `trace` runs: the last ("solution found") only on the goal
 * test of a trace that found it. */
function codeLine(code, step, trace) {
  if (step.phase === "goal-test" && trace.found) return code.lines.length - 1;
  if (step.phase === "new-iteration") return step.iteration > 1 && code.again !== undefined ? code.again : code.iteration;
  return code.expand;
}

export function createTracer(lab) {
  const state = { trace: null, byState: null, boardViews: new Map(), space: null, spaceFor: null };
  const view = createSpaceView($("space-canvas"));
  const tree = createTreeView($("trace-tree"));
  // a trace's positions are its steps, counted from 1 as the step's figures count them
  const counter = (current, length) => t("lab-step", { step: current + 1, of: length + 1 });
  const playback = createPlayback($("trace-playback"), showStep, { intervalMs: 250, counter });
  $("trace-algorithm").replaceChildren(...TRACE_ALGORITHMS.map((a) => el("option", { value: a }, algorithmName(a))));
  $("trace-algorithm").value = "astar";
  const currentIndex = () => Math.min(playback.index(), state.trace.steps.length - 1);
  $("tables-csv").addEventListener("click", () => state.trace && exportStepCsv(state.trace, state.byState, currentIndex()));
  $("tables-markdown").addEventListener("click", () => state.trace && exportStepMarkdown(state.trace, state.byState, currentIndex()));
  $("tables-all-csv").addEventListener("click", () => state.trace && exportTraceCsv(state.trace, state.byState));
  $("space-zoom").addEventListener("click", () => {
    const zoomed = $("space-zoom").getAttribute("aria-pressed") !== "true";
    $("space-zoom").setAttribute("aria-pressed", String(zoomed));
    view.zoom(zoomed);
    if (state.trace) drawSpace(currentIndex());
    else if (state.space) view.draw([], []);
  });

  /** Offers the puzzle's heuristics, or says the lab cannot watch this puzzle yet. */
  /** A puzzle's lab: its heuristics (null: no lab), and whether it searches backward (else the
   * goal field, its note and bidirectional BFS are hidden: one-way puzzles), with the note
   * that says which goals the puzzle takes (catalogue words). */
  function setPuzzle(info, heuristics, bidirectional, goalNote) {
    state.trace = null;
    state.space = null;
    state.spaceFor = null;
    $("trace-result").hidden = true;
    $("space-view").hidden = true;
    const available = heuristics !== null;
    $("watch-controls").hidden = !available;
    $("watch-unavailable").hidden = available;
    $("watch-unavailable").textContent = available ? "" : t("lab-no-lab", { puzzle: info.name });
    $("trace-goal").closest("label").hidden = !bidirectional;
    $("trace-goal-why").hidden = !bidirectional;
    $("trace-goal-why").textContent = said(goalNote, t("lab-goal-why"));
    $("trace-goal-error").textContent = "";
    if (!bidirectional) $("trace-goal").value = "";
    const bibfs = $("trace-algorithm").querySelector("option[value=bibfs]");
    bibfs.hidden = bibfs.disabled = !bidirectional;
    if (!bidirectional && $("trace-algorithm").value === "bibfs") $("trace-algorithm").value = "astar";
    $("trace-heuristic").replaceChildren(
      el("option", { value: "" }, t("lab-heuristic-default")),
      ...(heuristics || []).map((h) => heuristicOption(h)),
    );
  }

  async function boardView(game) {
    if (!state.boardViews.has(game)) {
      state.boardViews.set(game, postJson(`/api/${lab.info.id}/parse`, { game }));
    }
    return state.boardViews.get(game);
  }

  /** Colours the state space (when shown) as the search stands after step `index`, with
   * the path to the goal once the goal test that ends the search is reached. */
  function drawSpace(index) {
    const trace = state.trace;
    if (!state.space || !trace) return;
    const step = trace.steps[Math.min(index, trace.steps.length - 1)];
    const atGoal = step.phase === "goal-test" && trace.found;
    const ms = view.draw(trace.steps.slice(0, index + 1).map((s) => s.state), atGoal ? trace.path : []);
    $("space-view").dataset.frameMs = ms.toFixed(2);
  }

  async function showStep(index) {
    const trace = state.trace;
    if (!trace) return;
    const step = trace.steps[Math.min(index, trace.steps.length - 1)];
    if (!step) return;
    const figures = { step: index + 1, of: trace.steps.length, g: step.g, h: step.h ?? "–", f: step.f ?? "–", depth: step.depth };
    const fig = [
      t(step.phase === "goal-test" ? "lab-step-goal-figures" : "lab-step-figures", figures),
      t("lab-step-frontier", { size: formatCount(step.frontier.size) }),
    ];
    if (step.iteration !== null && step.iteration !== undefined) fig.push(t("lab-step-iteration", { iteration: step.iteration }));
    if (step.bound !== null && step.bound !== undefined) fig.push(t("lab-step-bound", { bound: step.bound }));
    if (step.backward) fig.push(t("lab-step-backward"));
    $("trace-figures").textContent = fig.join(" · ");
    $("trace-frontier").replaceChildren(
      ...step.frontier.best.map((entry) =>
        el("li", {}, miniBoard(entry.state), el("span", {}, `g ${entry.g}, h ${entry.h ?? "–"}, f ${entry.f ?? "–"}`, entry.parent ? ` · ${t("lab-frontier-parent", { step: entry.parent })}` : "")),
      ),
    );
    showTables($("trace-tables"), trace, state.byState, Math.min(index, trace.steps.length - 1));
    tree.show(index);
    const code = pseudocode(trace.algorithmName);
    const current = codeLine(code, step, trace);
    $("trace-code").replaceChildren(...code.lines.map((key, i) => el("li", { class: i === current ? "current" : "", "aria-current": i === current ? "step" : null }, t(key))));
    drawSpace(index);
    try {
      const position = await boardView(step.state);
      if (state.trace !== trace || !lab.board) return;
      lab.traceBoard.render({ ...position, legal_moves: [] }, { replay: true, hint: null, effect: null, move: null });
      // the state drawn, for scripts and tests (each board module keeps its own data too)
      $("trace-board").dataset.game = position.game;
    } catch {
      // the state's drawing is a convenience: the figures are shown anyway
    }
  }

  async function run(game, limits) {
    const algorithm = $("trace-algorithm").value;
    const heuristic = $("trace-heuristic").value || undefined;
    const maxSteps = Math.max(1, Math.min(100000, Number($("trace-steps").value) || 2000));
    const goal = $("trace-goal").value.trim() || undefined;
    showGoalError(null);
    showMessage($("lab-message"), t("lab-tracing"));
    try {
      const trace = await postJson(`/api/${lab.info.id}/trace`, { game, algorithm, heuristic, goal, max_steps: maxSteps, limits });
      trace.algorithmName = algorithm;
      trace.puzzle = lab.info.id;
      state.byState = indexSteps(trace);
      state.trace = trace;
      showStatus(trace);
      $("trace-result").hidden = false;
      tree.load(trace);
      playback.load(Math.max(0, trace.steps.length - 1));
      const s = trace.stats;
      const claim = trace.claim.kind === "stopped" || trace.cost === null ? claimText(trace.claim, trace.claim_text) : t("lab-trace-cost", { cost: trace.cost, claim: claimText(trace.claim, trace.claim_text) });
      const figures = { recorded: formatCount(trace.recorded), expanded: formatCount(s.expanded), claim, elapsed: formatMs(s.elapsed_ms) };
      // a cut recording tells its own end first; what the run found after it comes second
      const said = trace.truncated ? `${t("lab-trace-truncated", { max: formatCount(trace.recorded) })} ${t("lab-trace-run-after", figures)}` : t("lab-trace-done", figures);
      showMessage($("lab-message"), said, "ok");
      if (state.space) view.draw([], []);
    } catch (err) {
      // the game is checked before it runs: a wrong input placed somewhere, or a goal's own
      // error, is the goal's, said under its field
      const aboutGoal = goal && err.status === 400 && (err.line !== null || String(err.words?.key ?? "").includes("goal"));
      if (aboutGoal) showGoalError(err);
      showMessage($("lab-message"), aboutGoal ? t("lab-goal-refused") : err.message, "error");
    }
  }

  /** Says `err` under the goal field, with its place (none: clears it). */
  function showGoalError(err) {
    $("trace-goal-error").textContent = err ? placedErrorMessage(err) : "";
    $("trace-goal").setAttribute("aria-invalid", err ? "true" : "false");
  }

  /** Says how the recording ends: the goal test that found a solution, the limit that cut
   * it, or a search that ended without a goal. */
  function showStatus(trace) {
    const status = $("trace-status");
    let key = "lab-trace-status-exhausted";
    if (trace.found) key = "lab-trace-status-found";
    else if (trace.stopped) key = `lab-trace-status-${trace.stopped.replace(/_/g, "-")}`;
    status.textContent = t(key, { steps: formatCount(trace.recorded), moves: trace.path ? trace.path.length - 1 : 0 });
    status.className = trace.found ? "trace-status found" : "trace-status cut";
    status.dataset.found = String(trace.found);
    status.dataset.stopped = trace.stopped || "";
  }

  async function showSpace(game, limits) {
    showMessage($("lab-message"), t("lab-space-loading"));
    try {
      if (state.spaceFor !== game) {
        state.space = null;
        const answer = await postJson(`/api/${lab.info.id}/state-space`, { game, limits });
        $("space-view").hidden = false;
        const layout = view.load(answer);
        state.space = answer;
        state.spaceFor = game;
        const dead = answer.distance.filter((d) => d === null).length;
        const caption = t("lab-space-caption", { states: formatCount(answer.count), columns: layout.columns });
        $("space-caption").textContent = dead ? `${caption} ${t("lab-space-dead-ends", { count: formatCount(dead) })}` : caption;
      }
      $("space-view").hidden = false;
      const index = playback.index();
      const steps = state.trace ? state.trace.steps.slice(0, index + 1).map((s) => s.state) : [];
      const ms = view.draw(steps, []);
      $("space-view").dataset.frameMs = ms.toFixed(2);
      showMessage($("lab-message"), t("lab-space-shown", { states: formatCount(state.space.count), ms: ms.toFixed(1) }), "ok");
    } catch (err) {
      showMessage($("lab-message"), err.message, "error");
    }
  }

  return { setPuzzle, run, showSpace };
}
