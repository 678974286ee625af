// The "Optimal solution" panel of the Ten Drops page: asks the server for the best tap
// sequence from the current position (fewest taps, or most drops left at the end) together
// with every position along it, then lets the player step through it with the shared playback
// controls (kit/playback.js). Each step shows the tap, taps so far / total, supply, bursts and
// bonus of that tap, and the proven minimum number of taps left from there. "Next" animates the
// tap tick by tick; every other move (previous, first, last) jumps straight to the position.

import { postJson, streamJob } from "../api.js";
import { createPlayback } from "../kit/playback.js";
import { showMessage, formatCount, formatMs } from "../ui.js";

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
const coordText = ([r, c]) => `row ${r + 1}, column ${c + 1}`;

/** The panel's title: what was optimised, what it gives, and whether it is proven. */
function titleOf(sol) {
  const taps = plural(sol.taps, "tap");
  const left = plural(sol.drops_left, "drop");
  if (sol.objective === "most_left") {
    if (sol.optimal) return `Most drops left: ${left} at the end, in ${taps} (proven best).`;
    const bound = sol.drops_left_bound != null ? `; at most ${sol.drops_left_bound} are possible` : "";
    return `Most drops left: ${left} at the end, in ${taps}: the best found before the search stopped at its limits${bound}.`;
  }
  if (sol.optimal) return `Fewest taps: ${taps} (proven minimum), ${left} left at the end.`;
  return `${taps}, ${left} left at the end: the search stopped at its limits, so this is not proven minimal (at least ${sol.lower_bound} needed).`;
}

/**
 * Wires the panel. `els` holds its elements (by id), `board` the board view, `parseLine`
 * turns a board line into {rows, cols, cells}, `animate(log, alive)` plays a chain log,
 * `position()` gives the game position to solve from ({board, supply, timing, empty_taps}),
 * `onOpen()` / `onClose()` tell the page that the board shows the solution / the game again.
 */
export function createSolution({ els, board, svg, parseLine, animate, position, onOpen, onClose, intervalMs }) {
  let solution = null; // the server's answer while it is shown
  let shown = 0; // the step on the board
  let token = 0; // bumped by every step: an animation of an older step stops
  let job = null;

  const playback = createPlayback(els.playback, showStep, { intervalMs });

  function draw(index) {
    const step = solution.steps[index];
    const b = parseLine(step.board);
    board.draw(b.rows, b.cols, b.cells);
    board.effects([], []);
    const tap = step.report ? step.report.tap : null;
    board.highlight("step", tap);
    board.label(tap, tap ? `${tap[0] + 1}, ${tap[1] + 1}` : "");
    svg.dataset.board = step.board;
    svg.dataset.step = String(index);
  }

  function details(index) {
    const step = solution.steps[index];
    const total = solution.steps.length - 1;
    const r = step.report;
    els.tap.textContent = r ? `(${r.tap[0] + 1}, ${r.tap[1] + 1})` : "–";
    els.taps.textContent = `${step.g} / ${total}`;
    els.supply.textContent = step.supply;
    els.bursts.textContent = r ? r.bursts : "–";
    els.bonus.textContent = r ? `+${r.bonus + r.clear_bonus}` : "–";
    els.left.textContent = step.h ?? `≥ ${step.h_lower_bound}`;
    els.left.title = step.h == null ? "Not proven: the search stopped at its limits" : "Proven minimum from this position";
    let text;
    if (!r) {
      text = `Start: ${plural(total, "tap")} to go with ${plural(step.supply, "drop")}. Press “Next” to play the first tap.`;
    } else {
      const parts = [r.created ? "an empty cell: a new drop of size 1" : plural(r.bursts, "burst")];
      if (r.bonus > 0) parts.push(`combo +${r.bonus}`);
      if (r.clear_bonus > 0) parts.push(`clear bonus +${r.clear_bonus}`);
      text = `Tap ${step.g} of ${total} at ${coordText(r.tap)}: ${parts.join(", ")}; supply ${step.supply}.`;
      if (step.g === total) text += " The board is clear.";
    }
    els.step.textContent = text;
  }

  async function animateStep(index, mine) {
    const before = solution.steps[index - 1];
    const tap = solution.steps[index].report.tap;
    board.highlight("step", tap);
    board.label(tap, `${tap[0] + 1}, ${tap[1] + 1}`);
    try {
      const res = await postJson("/api/tendrops/tap", {
        board: before.board,
        supply: before.supply,
        tap,
        timing: solution.timing,
        empty_taps: solution.empty_taps,
      });
      if (mine === token) await animate(res.log, () => mine === token);
    } catch (err) {
      if (mine === token) showMessage(els.message, `Could not animate tap ${index}: ${err.message}`, "error");
    }
    if (mine === token) draw(index);
  }

  function showStep(index) {
    if (!solution) return;
    const from = shown;
    shown = index;
    const mine = ++token;
    details(index);
    if (index === from + 1) {
      // Until the animation ends the board keeps the position before the tap.
      draw(from);
      animateStep(index, mine);
    } else {
      draw(index);
    }
  }

  function close() {
    if (job) {
      job.cancel();
      job = null;
      showMessage(els.message, "");
    }
    if (!solution) return;
    playback.stop();
    token += 1;
    solution = null;
    els.panel.hidden = true;
    svg.classList.remove("replay");
    delete svg.dataset.step;
    board.highlight("step", null);
    board.label(null);
    onClose();
  }

  function open(sol) {
    solution = sol;
    shown = 0;
    els.panel.hidden = false;
    els.panel.dataset.taps = sol.taps;
    els.panel.dataset.dropsLeft = sol.drops_left;
    els.title.textContent = titleOf(sol);
    els.stats.textContent =
      `${formatCount(sol.stats.expanded)} positions expanded in ${formatMs(sol.stats.elapsed_ms)} · ` +
      `timing ${sol.timing} · empty cells ${sol.empty_taps ? "may" : "may not"} be tapped`;
    svg.classList.add("replay");
    onOpen();
    playback.load(sol.steps.length - 1);
  }

  async function solve(objective) {
    close();
    const from = position();
    showMessage(els.message, "Solving…");
    els.cancel.hidden = false;
    const mine = streamJob(
      "/api/tendrops/solve/stream",
      {
        board: from.board,
        supply: String(from.supply),
        timing: from.timing,
        empty_taps: String(from.empty_taps),
        objective,
        playback: "true",
        max_seconds: "20",
      },
      (p) => showMessage(els.message, `Solving… ${formatCount(p.expanded)} positions expanded, ${formatMs(p.elapsed_ms)}`),
    );
    job = mine;
    try {
      const sol = await mine.promise;
      if (job !== mine) return;
      if (sol.solvable === false) {
        showMessage(els.message, `No way to clear this board with ${plural(sol.supply, "drop")} under these rules (proven).`, "error");
      } else if (!sol.steps) {
        showMessage(els.message, `The search stopped at its limits before finding a line; at least ${sol.lower_bound} taps are needed.`, "error");
      } else {
        showMessage(els.message, "Step through the solution below; “Back to my game” returns to where you were.", "ok");
        open(sol);
      }
    } catch (err) {
      if (job === mine || err.code !== "cancelled") {
        showMessage(els.message, err.code === "cancelled" ? "Cancelled." : err.message, err.code === "cancelled" ? "" : "error");
      }
    } finally {
      if (job === mine) job = null;
      els.cancel.hidden = true;
    }
  }

  els.cancel.addEventListener("click", () => {
    if (job) job.cancel();
  });
  els.leave.addEventListener("click", () => {
    close();
    showMessage(els.message, "");
  });

  return {
    solve,
    close,
    isOpen: () => solution !== null,
  };
}
