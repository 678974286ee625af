// The matchstick equations (火柴棍移动) game page: drag a stick (or click it, then a free
// place), a move counter against the target K, check, hint, undo/redo/reset, every answer
// revealed with the moved sticks marked (and played on the board), your own equation with
// inline positioned errors, rule options, a random puzzle by difficulty, the library with a
// level filter, saved games and best results.

import { ApiError, postJson, streamJob } from "../api.js";
import { fetchBest, submitResult } from "../kit/records.js";
import { createPlayback } from "../kit/playback.js";
import { createSavedGames } from "../kit/saved-games.js";
import { el, formatCount, formatMs, renderHeader, showMessage } from "../ui.js";
import { distanceToSlot, drawEquation, slotWords, stickShape, svgEl, toSvg } from "./draw.js";
import { initLibrary } from "./library.js";

const $ = (id) => document.getElementById(id);
const DEFAULT_PUZZLE = "7+3=9";
const RULE_NAMES = ["equals_may_change", "leading_minus", "seven_with_four", "tailless_six_nine", "leading_zeros", "division", "roman"];
/** How close (in drawing units) a dropped stick must be to a free place. */
const DROP_RADIUS = 30;

/** The game on screen. */
const game = {
  puzzle: null, // the /puzzle answer: description, cells, sticks, answers...
  moves: [], // moves played (GameMove JSON)
  redo: [], // moves undone, most recent last
  state: null, // the /state answer for the current drawing
  held: null, // {cell, slot} of the stick picked up by a click
  hint: null, // a move to highlight
  won: false,
};
let drawn = null; // drawEquation's result for the main board
let queue = Promise.resolve();
let answers = null; // the solve report while the answers panel is open
let showing = null; // {answer, steps} while an answer is played on the board
let playback = null;
let solveJob = null;

/** Runs API work one request at a time, in order; errors go to the game message. */
function enqueue(work) {
  queue = queue.then(work).catch((err) => {
    showMessage($("game-message"), err instanceof ApiError ? err.message : String(err), "error");
  });
  return queue;
}

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
const samePos = (a, b) => a && b && a.cell === b.cell && a.slot === b.slot;
const kindVerb = (kind) => ({ move: "move", add: "add", remove: "remove" })[kind] || "move";

// ----- drawing -------------------------------------------------------------------------------

function currentSticks() {
  if (showing) return stepSticks(showing.steps, playback.index());
  return game.state ? game.state.sticks : game.puzzle.sticks;
}

/** The sticks after the first `i` steps of an answer, from the puzzle's start. */
function stepSticks(steps, i) {
  const sticks = [...game.puzzle.sticks];
  for (const s of steps.slice(0, i)) {
    if (s.from) sticks[s.from.cell] &= ~(1 << s.from.slot);
    if (s.to) sticks[s.to.cell] |= 1 << s.to.slot;
  }
  return sticks;
}

function render() {
  const p = game.puzzle;
  if (!p) return;
  const svg = $("board");
  const sticks = currentSticks();
  let taken = [];
  let placed = [];
  if (showing) {
    const done = showing.steps.slice(0, playback.index());
    taken = done.filter((s) => s.from).map((s) => s.from);
    placed = done.filter((s) => s.to).map((s) => s.to);
  }
  drawn = drawEquation(svg, p.cells, sticks, {
    interactive: !showing,
    taken,
    placed,
    shows: showing ? null : game.state?.shows,
    names: p.shows,
    label: `The equation ${game.state?.current ?? p.equation} in matchsticks`,
  });
  svg.dataset.sticks = sticks.join(",");
  svg.dataset.current = showing ? "" : game.state?.current ?? "";
  svg.dataset.solved = String(!showing && Boolean(game.state?.solved));
  svg.classList.toggle("replay", Boolean(showing));
  svg.classList.toggle("adding", !showing && p.kind === "add");
  svg.classList.toggle("removing", !showing && p.kind === "remove");
  applyHeld();
  if (game.hint && !showing) {
    const mv = game.hint;
    const from = mv.from || (mv.type === "remove" ? mv.at : null);
    const to = mv.to || (mv.type === "add" ? mv.at : null);
    if (from) slotEl(from)?.classList.add("hint-from");
    if (to) slotEl(to)?.classList.add("hint-to");
  }
}

function slotEl(pos) {
  return $("board").querySelector(`.slot[data-cell="${pos.cell}"][data-slot="${pos.slot}"]`);
}

/** Marks the held stick and opens the free places for it. */
function applyHeld() {
  const svg = $("board");
  const holding = Boolean(game.held) && !showing;
  svg.classList.toggle("holding", holding);
  for (const s of svg.querySelectorAll(".slot.held")) s.classList.remove("held");
  for (const s of svg.querySelectorAll(".slot.empty[role=button]")) s.setAttribute("tabindex", holding || game.puzzle.kind === "add" ? "0" : "-1");
  if (holding) slotEl(game.held)?.classList.add("held");
}

function updatePanel() {
  const p = game.puzzle;
  const st = game.state;
  const verb = kindVerb(p.kind);
  $("target").textContent = `${verb[0].toUpperCase()}${verb.slice(1)} ${plural(p.k, "stick")} to make the equation true.`;
  $("moves").textContent = String(game.moves.length);
  $("changed").textContent = `${st ? st.sticks_changed : 0} / ${p.k}`;
  $("needed").textContent = st && st.moves_to_answer !== null && st.moves_to_answer !== undefined ? String(st.moves_to_answer) : p.solvable ? "–" : "no answer";
  if (showing) {
    const i = playback.index();
    $("current").textContent = i === showing.steps.length ? showing.answer.equation : i === 0 ? p.equation : "…";
    $("current").dataset.mode = "answer";
  } else {
    $("current").textContent = st?.current ?? "(not an equation: a cell shows no character)";
    delete $("current").dataset.mode;
  }
  $("puzzle-text").textContent = `· puzzle ${p.puzzle}`;
  $("undo").disabled = showing !== null || game.moves.length === 0;
  $("redo").disabled = showing !== null || game.redo.length === 0;
  $("reset").disabled = showing !== null || (game.moves.length === 0 && game.redo.length === 0);
  $("hint").disabled = showing !== null || !p.solvable || Boolean(st?.solved);
  $("check").disabled = showing !== null;
}

// ----- loading puzzles -----------------------------------------------------------------------

function readRules() {
  const rules = {};
  for (const name of RULE_NAMES) rules[name] = $("rules").querySelector(`input[name=${name}]`).checked;
  return rules;
}

function writeRules(rules) {
  for (const name of RULE_NAMES) {
    const box = $("rules").querySelector(`input[name=${name}]`);
    box.checked = name === "roman" ? rules.glyphs === "roman" : Boolean(rules[name]);
  }
}

/** Starts a game on a /puzzle answer, optionally replaying saved moves. */
async function startGame(p, { moves = [], quiet = false, scroll = false } = {}) {
  leaveAnswers();
  game.puzzle = p;
  game.moves = [];
  game.redo = [];
  game.held = null;
  game.hint = null;
  game.won = false;
  game.state = null;
  game.state = await postJson("/api/matchstick/state", { puzzle: p.puzzle, moves });
  game.moves = moves;
  game.won = game.state.solved;
  $("equation").value = p.equation;
  $("k").value = String(Math.min(p.k, 4));
  if (![...$("k").options].some((o) => o.value === String(p.k))) $("k").append(el("option", { value: p.k }, `move ${p.k}`));
  $("k").value = String(p.k);
  $("kind").value = p.kind;
  writeRules(p.rules);
  setFieldError("");
  showMessage($("win-message"), "");
  if (!quiet) {
    showMessage(
      $("game-message"),
      p.solvable
        ? `New puzzle: ${kindVerb(p.kind)} ${plural(p.k, "stick")}. ${p.answers === 1 ? "There is 1 answer." : `There are ${p.answers} answers.`}`
        : `${p.equation} has no answer when you ${kindVerb(p.kind)} exactly ${plural(p.k, "stick")} under these rules. Try other rule options or another number of sticks.`,
      p.solvable ? "" : "error",
    );
  }
  updatePanel();
  render();
  // in the same task as the drawing, so that nothing moves under the pointer afterwards
  if (scroll) $("board").scrollIntoView({ block: "nearest" });
  loadBest();
  const url = new URL(location.href);
  url.searchParams.set("puzzle", p.puzzle);
  window.history.replaceState(null, "", url);
}

/** Loads a description (library, URL, generator, saved game). */
async function loadDescription(description, options = {}) {
  const p = await postJson("/api/matchstick/puzzle", { puzzle: description });
  await startGame(p, options);
  return p;
}

/** The "Your own equation" form: validate, refuse equations without an answer. */
async function playOwn(event, { fromRules = false } = {}) {
  event?.preventDefault();
  const text = $("equation").value.trim();
  if (!text) {
    setFieldError("Type an equation such as 7+3=9 (digits and + - * =), or a description such as 45+46=99;k=2.");
    return;
  }
  const body = text.includes(";")
    ? { puzzle: text }
    : { equation: text, k: Number($("k").value), kind: $("kind").value, rules: readRules() };
  // Validation answers 200 with the error and its column, so a typing mistake is no failed request.
  const verdict = await postJson("/api/matchstick/validate", body);
  if (!verdict.valid) {
    setFieldError(verdict.message, text, verdict.column);
    return;
  }
  let p;
  try {
    p = await postJson("/api/matchstick/puzzle", { puzzle: verdict.puzzle });
  } catch (err) {
    setFieldError(err.message, text);
    return;
  }
  if (!p.solvable && !fromRules) {
    const why = p.complete
      ? `${p.equation} has no answer: no true equation is exactly ${plural(p.k, "stick")} away (${p.kind} puzzle, rules: ${p.rules_text}). Try ${p.k === 1 ? "2 sticks" : "another number of sticks"} or other rule options.`
      : `The search for answers of ${p.equation} stopped before it finished (${p.claim_text}); try fewer sticks.`;
    setFieldError(why);
    return;
  }
  await startGame(p);
  if (fromRules) showMessage($("game-message"), `Rules changed (${p.rules_text}); the puzzle restarted. ${p.solvable ? plural(p.answers, "answer") + "." : "It has no answer under these rules."}`, p.solvable ? "" : "error");
}

/** Shows an error under the equation field; `text` is the input, to point at the column. */
function setFieldError(message, text = "", column = null) {
  const input = $("equation");
  const box = $("equation-error");
  const where = $("equation-where");
  box.textContent = message;
  where.replaceChildren();
  if (!message) {
    input.removeAttribute("aria-invalid");
    box.removeAttribute("role");
    return;
  }
  input.setAttribute("aria-invalid", "true");
  box.setAttribute("role", "alert");
  if (column && text) {
    const col = Number(column);
    const chars = [...text];
    if (col >= 1 && col <= chars.length) {
      where.append(
        el("code", {}, chars.slice(0, col - 1).join(""), el("mark", { class: "bad-char" }, chars[col - 1]), chars.slice(col).join("")),
        el("span", { class: "muted small" }, ` ← column ${col}`),
      );
      input.focus();
      input.setSelectionRange(col - 1, col);
    }
  }
}

async function loadBest() {
  if (!game.puzzle) return;
  try {
    const record = await fetchBest("matchstick", game.puzzle.puzzle, "moves");
    $("best").textContent = record ? String(record.value) : "none yet";
  } catch {
    $("best").textContent = "–";
  }
}

// ----- playing -------------------------------------------------------------------------------

/** Why `mv` cannot be played now (null when it can): the server checks again. */
function illegal(mv) {
  const p = game.puzzle;
  const start = p.sticks;
  const now = [...(game.state?.sticks || start)];
  const has = (pos) => ((now[pos.cell] >> pos.slot) & 1) === 1;
  const from = mv.type === "move" ? mv.from : mv.type === "remove" ? mv.at : null;
  const to = mv.type === "move" ? mv.to : mv.type === "add" ? mv.at : null;
  for (const pos of [from, to]) if (pos && p.cells[pos.cell]?.fixed) return "the = sign is fixed under these rules (tick “= may change” to move its sticks)";
  if (from && !has(from)) return "there is no stick there";
  if (to && has(to)) return "that place already holds a stick";
  if (from) now[from.cell] &= ~(1 << from.slot);
  if (to) now[to.cell] |= 1 << to.slot;
  let taken = 0;
  let placed = 0;
  now.forEach((m, i) => {
    for (let b = 0; b < 8; b++) {
      const was = (start[i] >> b) & 1;
      const is = (m >> b) & 1;
      if (was && !is) taken++;
      if (!was && is) placed++;
    }
  });
  if (Math.max(taken, placed) > p.k) {
    return `this puzzle lets you ${kindVerb(p.kind)} only ${plural(p.k, "stick")}; put a stick you moved back first (or undo)`;
  }
  return null;
}

/** Plays one move (GameMove JSON) through the API. */
function play(mv) {
  const why = game.puzzle && !showing ? illegal(mv) : null;
  if (why) {
    game.held = null;
    render();
    showMessage($("game-message"), `That move is not allowed: ${why}.`, "error");
    return queue;
  }
  return enqueue(async () => {
    if (showing || !game.puzzle) return;
    const moves = [...game.moves, mv];
    let next;
    try {
      next = await postJson("/api/matchstick/state", { puzzle: game.puzzle.puzzle, moves });
    } catch (err) {
      game.held = null;
      render();
      showMessage($("game-message"), moveErrorText(err), "error");
      return;
    }
    const keyboard = $("board").contains(document.activeElement);
    game.moves = moves;
    game.redo = [];
    game.held = null;
    game.hint = null;
    game.state = next;
    showMessage($("game-message"), describeMove(mv));
    updatePanel();
    render();
    // the board was redrawn: keep a keyboard player's focus on the stick just put down
    if (keyboard) slotEl(mv.to || mv.at)?.focus({ preventScroll: true });
    if (next.solved) await won();
    else showMessage($("win-message"), "");
  });
}

function moveErrorText(err) {
  const text = err instanceof ApiError ? err.message : String(err);
  const m = /^moves\[\d+\] \((.*?)\): (.*)$/.exec(text);
  return m ? `That move is not allowed: ${m[2]}.` : text;
}

function describeMove(mv) {
  const cells = game.puzzle.cells;
  if (mv.type === "move") return `Moved ${slotWords(cells, mv.from, game.puzzle.shows)} to ${slotWords(cells, mv.to, game.puzzle.shows, "place")}.`;
  if (mv.type === "add") return `Added a stick at ${slotWords(cells, mv.at, game.puzzle.shows, "place")}.`;
  return `Removed ${slotWords(cells, mv.at, game.puzzle.shows)}.`;
}

async function won() {
  if (game.won) return;
  game.won = true;
  const n = game.moves.length;
  const k = game.puzzle.k;
  let text = `Solved! ${game.state.current} is true, with exactly ${plural(k, "stick")} ${game.puzzle.kind === "move" ? "moved" : game.puzzle.kind === "add" ? "added" : "removed"}, in ${plural(n, "move")}${n === k ? " (the fewest possible)" : ""}.`;
  try {
    const outcome = await submitResult("matchstick", game.puzzle.puzzle, "moves", n, {
      answer: game.state.current,
      moves: game.moves,
    });
    text += outcome.improved ? " New best for this puzzle!" : ` Your best here: ${outcome.best.value}.`;
    $("best").textContent = String(outcome.best.value);
  } catch (err) {
    text += ` (The result could not be saved: ${err.message}.)`;
  }
  showMessage($("win-message"), text, "ok");
}

/** Replays `moves` and shows the result (undo, redo, reset). */
function jump(moves, redo, text) {
  return enqueue(async () => {
    if (showing) return;
    game.state = await postJson("/api/matchstick/state", { puzzle: game.puzzle.puzzle, moves });
    game.moves = moves;
    game.redo = redo;
    game.held = null;
    game.hint = null;
    game.won = game.state.solved;
    showMessage($("win-message"), "");
    showMessage($("game-message"), text);
    updatePanel();
    render();
  });
}

function undo() {
  if (showing || !game.moves.length) return;
  const last = game.moves.at(-1);
  jump(game.moves.slice(0, -1), [...game.redo, last], "Undone.");
}

function redo() {
  if (showing || !game.redo.length) return;
  const mv = game.redo.at(-1);
  jump([...game.moves, mv], game.redo.slice(0, -1), "Redone.");
}

function reset() {
  if (showing) return;
  jump([], [...game.redo, ...[...game.moves].reverse()], "Back to the start (redo replays your moves).");
}

function check() {
  const st = game.state;
  const p = game.puzzle;
  if (!st || !p) return;
  const msg = $("game-message");
  if (st.solved) {
    showMessage(msg, `Correct: ${st.current} is true and exactly ${plural(p.k, "stick")} changed place.`, "ok");
    return;
  }
  const bad = st.shows.findIndex((s) => s === null);
  if (bad >= 0) {
    showMessage(msg, `Not yet: cell ${bad + 1} (outlined in red) shows no character.`, "error");
  } else if (!st.well_formed) {
    showMessage(msg, `Not yet: ${st.current || "the drawing"} is not a well-formed equation under these rules.`, "error");
  } else if (!st.true) {
    showMessage(msg, `Not yet: ${st.current} is not true.${st.sticks_changed < p.k ? ` You have changed ${st.sticks_changed} of ${p.k} sticks.` : ""}`, "error");
  } else {
    showMessage(msg, `${st.current} is true, but ${st.sticks_changed} stick${st.sticks_changed === 1 ? " has" : "s have"} changed place and the puzzle asks for exactly ${p.k}.`, "error");
  }
}

function hint() {
  return enqueue(async () => {
    if (showing || !game.puzzle) return;
    const r = await postJson("/api/matchstick/hint", { puzzle: game.puzzle.puzzle, moves: game.moves });
    game.hint = r.hint;
    game.held = null;
    render();
    const left = r.moves_to_answer;
    showMessage(
      $("game-message"),
      r.hint ? `Hint: ${describeMove(r.hint).replace(/^Moved/, "move").replace(/^Added/, "add").replace(/^Removed/, "remove")}${left ? ` (${plural(left, "move")} to an answer from here).` : ""}` : r.hint_text,
      r.hint ? "" : "error",
    );
  });
}

// ----- answers -------------------------------------------------------------------------------

function reveal() {
  if (!game.puzzle) return;
  solveJob?.cancel();
  const p = game.puzzle;
  $("answers-panel").hidden = false;
  $("answers-title").textContent = "Solving…";
  $("answers").replaceChildren();
  $("answers-stats").textContent = "";
  const job = streamJob("/api/matchstick/solve/stream", { puzzle: p.puzzle }, (pr) => {
    $("answers-stats").textContent = `${formatCount(pr.expanded)} drawings examined…`;
  });
  solveJob = job;
  job.promise.then(
    (report) => {
      solveJob = null;
      if (game.puzzle !== p) return;
      answers = report;
      showAnswers(report);
    },
    (err) => {
      solveJob = null;
      if (err.code === "cancelled") return;
      $("answers-title").textContent = "Could not solve";
      showMessage($("game-message"), err.message, "error");
    },
  );
}

function stepsOf(answer) {
  if (answer.moves.length) return answer.moves.map((m) => ({ from: m.from, to: m.to }));
  return [...answer.taken.map((t) => ({ from: t })), ...answer.placed.map((t) => ({ to: t }))];
}

function showAnswers(report) {
  const p = game.puzzle;
  const n = report.answers.length;
  $("answers-title").textContent = n
    ? `${plural(n, "answer")} with exactly ${plural(report.moves, "stick")} ${p.kind === "move" ? "moved" : p.kind === "add" ? "added" : "removed"}`
    : `No answer with exactly ${plural(report.moves, "stick")}`;
  $("answers-stats").textContent =
    `${report.claim_text} · ${formatCount(report.stats.expanded)} drawings examined in ${formatMs(report.stats.elapsed_ms)}${report.complete ? "" : " · incomplete: a limit stopped the search"}`;
  $("answers").replaceChildren(
    ...report.answers.map((a, i) => {
      const svg = svgEl("svg", { class: "ms-thumb" });
      drawEquation(svg, p.cells, a.sticks, { taken: a.taken, placed: a.placed, label: `Answer ${a.equation}` });
      const where = stepsOf(a)
        .map((s) => (s.from && s.to ? `${slotWords(p.cells, s.from, p.shows)} → ${slotWords(p.cells, s.to, p.shows, "place")}` : s.from ? `remove ${slotWords(p.cells, s.from, p.shows)}` : `add a stick at ${slotWords(p.cells, s.to, p.shows, "place")}`))
        .join("; ");
      return el(
        "li",
        { class: "answer", "data-answer": a.equation },
        svg,
        el(
          "div",
          { class: "answer-text" },
          el("strong", { class: "equation-text" }, a.equation),
          el("span", { class: "muted small" }, where),
          el("button", { type: "button", class: "secondary show-answer", "data-index": i, onclick: () => showOnBoard(i) }, "Play on the board"),
        ),
      );
    }),
  );
  $("answers-panel").scrollIntoView({ block: "nearest" });
}

function showOnBoard(i) {
  const a = answers?.answers[i];
  if (!a) return;
  showing = { answer: a, steps: stepsOf(a) };
  game.held = null;
  $("answer-playback-wrap").hidden = false;
  playback.load(showing.steps.length);
  playback.show(showing.steps.length);
  updatePanel();
  $("board").scrollIntoView({ block: "nearest" });
}

function showAnswerStep(index) {
  if (!showing) return;
  updatePanel();
  $("answer-step").textContent =
    index === 0 ? `The puzzle ${game.puzzle.equation}` : index === showing.steps.length ? `The answer ${showing.answer.equation}` : `After ${plural(index, "step")} of the answer ${showing.answer.equation}`;
  render();
}

/** Back to the game from an answer shown on the board; the list of answers stays. */
function leaveAnswerOnBoard() {
  if (!showing) return;
  playback.stop();
  showing = null;
  $("answer-playback-wrap").hidden = true;
  updatePanel();
  render();
  showMessage($("game-message"), "Back to your game.");
}

function leaveAnswers() {
  solveJob?.cancel();
  solveJob = null;
  answers = null;
  if (showing) {
    playback.stop();
    showing = null;
  }
  $("answers-panel").hidden = true;
  $("answer-playback-wrap").hidden = true;
  if (game.puzzle) {
    updatePanel();
    render();
  }
}

// ----- mouse and keyboard on the board -------------------------------------------------------

function freeSlotNear(point, from) {
  let best = null;
  for (const s of drawn.slots.values()) {
    if (s.has || samePos(s.pos, from) || game.puzzle.cells[s.pos.cell].fixed) continue;
    const d = distanceToSlot(point, s.geom);
    if (d <= DROP_RADIUS && (!best || d < best.d)) best = { s, d };
  }
  return best?.s || null;
}

function clickSlot(pos, has) {
  const p = game.puzzle;
  if (p.cells[pos.cell].fixed) {
    showMessage($("game-message"), "The = sign is fixed under these rules (tick “= may change” to move its sticks).", "error");
    return;
  }
  if (p.kind === "add") {
    if (!has) play({ type: "add", at: pos });
    return;
  }
  if (p.kind === "remove") {
    if (has) play({ type: "remove", at: pos });
    return;
  }
  if (has) {
    game.held = samePos(game.held, pos) ? null : pos;
    game.hint = null;
    render();
    if (game.held) {
      showMessage($("game-message"), `Holding ${slotWords(p.cells, pos, p.shows)}: click a free place (faint outline) to put it there.`);
      slotEl(pos)?.focus({ preventScroll: true });
    }
  } else if (game.held) {
    play({ type: "move", from: game.held, to: pos });
  }
}

function wireBoard(svg) {
  let drag = null;

  svg.addEventListener("pointerdown", (e) => {
    if (showing || !game.puzzle || e.button !== 0) return;
    const sg = e.target.closest(".slot");
    if (!sg) {
      if (game.held) {
        game.held = null;
        render();
      }
      return;
    }
    e.preventDefault();
    const pos = { cell: Number(sg.dataset.cell), slot: Number(sg.dataset.slot) };
    const has = sg.classList.contains("has-stick");
    if (!has || game.puzzle.kind !== "move" || game.puzzle.cells[pos.cell].fixed) {
      clickSlot(pos, has);
      return;
    }
    const p = toSvg(svg, e);
    drag = { pos, sg, x0: p.x, y0: p.y, moved: false, id: e.pointerId, ghost: null, target: null };
    svg.setPointerCapture(e.pointerId);
  });

  svg.addEventListener("pointermove", (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const p = toSvg(svg, e);
    const dx = p.x - drag.x0;
    const dy = p.y - drag.y0;
    if (!drag.moved && Math.hypot(dx, dy) > 6) {
      drag.moved = true;
      game.held = drag.pos;
      game.hint = null;
      render();
      svg.classList.add("dragging");
      slotEl(drag.pos)?.classList.add("lifted");
      const s = drawn.slots.get(`${drag.pos.cell}:${drag.pos.slot}`);
      drag.ghost = stickShape(s.geom, drawn.defs, "stick floating");
      drawn.overlay.append(svgEl("g", { class: "float" }, drag.ghost));
    }
    if (drag.moved) {
      drag.ghost.parentNode.setAttribute("transform", `translate(${dx} ${dy})`);
      const s = drawn.slots.get(`${drag.pos.cell}:${drag.pos.slot}`);
      const mid = { x: (s.geom.x1 + s.geom.x2) / 2 + dx, y: (s.geom.y1 + s.geom.y2) / 2 + dy };
      const target = freeSlotNear(mid, drag.pos) || freeSlotNear(p, drag.pos);
      if (drag.target !== target) {
        drag.target?.g.classList.remove("drop-target");
        target?.g.classList.add("drop-target");
        drag.target = target;
      }
    }
  });

  const finish = (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    const d = drag;
    drag = null;
    svg.classList.remove("dragging");
    if (!d.moved) {
      clickSlot(d.pos, true);
      return;
    }
    game.held = null;
    if (d.target) {
      play({ type: "move", from: d.pos, to: d.target.pos });
    } else {
      render();
      showMessage($("game-message"), "Drop the stick on a free place (the faint outlines that appear while you hold a stick).", "error");
    }
  };
  svg.addEventListener("pointerup", finish);
  svg.addEventListener("pointercancel", (e) => {
    if (!drag || e.pointerId !== drag.id) return;
    drag = null;
    svg.classList.remove("dragging");
    game.held = null;
    render();
  });

  svg.addEventListener("keydown", (e) => {
    if (showing || !game.puzzle) return;
    if (e.key === "Escape" && game.held) {
      game.held = null;
      render();
      showMessage($("game-message"), "Let go of the stick.");
      return;
    }
    if (e.key !== "Enter" && e.key !== " ") return;
    const sg = e.target.closest?.(".slot");
    if (!sg) return;
    e.preventDefault();
    clickSlot({ cell: Number(sg.dataset.cell), slot: Number(sg.dataset.slot) }, sg.classList.contains("has-stick"));
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

// ----- random puzzles ------------------------------------------------------------------------

async function generate() {
  const button = $("generate");
  button.disabled = true;
  const difficulty = $("difficulty").value;
  showMessage($("generate-message"), "Generating…");
  try {
    const rules = readRules();
    const g = await postJson("/api/matchstick/generate", {
      difficulty,
      moves: Number($("gen-moves").value),
      max_digits: Number($("gen-digits").value),
      rules,
    });
    await enqueue(() => loadDescription(g.puzzle));
    showMessage(
      $("generate-message"),
      `${difficulty === "easy" ? "An" : "A"} ${difficulty} puzzle: ${g.equation}, ${plural(g.moves, "stick")} to move, ${plural(g.answers.length, "answer")} (rating ${g.rating.score.toFixed(2)}, seed ${g.seed}).`,
      "ok",
    );
  } catch (err) {
    showMessage($("generate-message"), err.message, "error");
  } finally {
    button.disabled = false;
  }
}

// ----- start ---------------------------------------------------------------------------------

function init() {
  renderHeader();
  const counters = document.querySelector(".counters");
  counters.append(el("div", {}, el("dt", {}, "Your best"), el("dd", { id: "best" }, "–")));
  wireBoard($("board"));
  playback = createPlayback($("answer-playback"), showAnswerStep, { intervalMs: 900 });

  $("own-form").addEventListener("submit", (e) => enqueue(() => playOwn(e)));
  $("equation").addEventListener("input", () => setFieldError(""));
  $("rules").addEventListener("change", () => {
    if (game.puzzle) enqueue(() => playOwn(null, { fromRules: true }));
  });
  $("check").addEventListener("click", check);
  $("hint").addEventListener("click", hint);
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("reset").addEventListener("click", reset);
  $("reveal").addEventListener("click", reveal);
  $("hide-answers").addEventListener("click", leaveAnswers);
  $("leave-answer").addEventListener("click", leaveAnswerOnBoard);
  $("generate").addEventListener("click", generate);

  initLibrary({
    select: $("library-select"),
    level: $("level"),
    list: $("library-list"),
    message: $("library-message"),
    currentPuzzle: () => game.puzzle?.puzzle ?? null,
    controls: {
      addButton: $("library-add"),
      exportLink: $("library-export"),
      importInput: $("library-import"),
      newName: $("library-name"),
      createButton: $("library-create-button"),
      deleteButton: $("library-delete"),
    },
    onPick: (puzzle) =>
      enqueue(async () => {
        const p = await loadDescription(puzzle.description, { scroll: true });
        const title = `${puzzle.name || "Library puzzle"}${puzzle.level ? ` (level ${puzzle.level})` : ""}`;
        showMessage(
          $("game-message"),
          p.solvable
            ? `${title}: ${kindVerb(p.kind)} ${plural(p.k, "stick")}; ${plural(p.answers, "answer")}.`
            : `${title}: ${p.equation} has no answer when you ${kindVerb(p.kind)} exactly ${plural(p.k, "stick")} under these rules (the library keeps it as the seed lists it). Try other rule options.`,
          p.solvable ? "" : "error",
        );
      }),
  });
  createSavedGames(
    $("saved"),
    "matchstick",
    // the state is the drawing, one stick mask per cell; the moves replay it exactly
    () => game.puzzle && { puzzle: game.puzzle.puzzle, state: (game.state?.sticks || game.puzzle.sticks).join(","), moves: game.moves },
    (saved) =>
      enqueue(async () => {
        const moves = Array.isArray(saved.moves) ? saved.moves : [];
        await loadDescription(saved.puzzle, { moves, quiet: true });
        showMessage($("game-message"), `Loaded “${saved.name || "untitled"}”: ${plural(moves.length, "move")} played.`, "ok");
      }),
  );

  const wanted = new URL(location.href).searchParams.get("puzzle") || DEFAULT_PUZZLE;
  enqueue(async () => {
    const verdict = await postJson("/api/matchstick/validate", { puzzle: wanted });
    if (verdict.valid) {
      await loadDescription(verdict.puzzle);
    } else {
      await loadDescription(DEFAULT_PUZZLE);
      showMessage($("game-message"), `The puzzle in the address could not be read (${verdict.message}); here is ${DEFAULT_PUZZLE} instead.`, "error");
    }
  });
}

init();
