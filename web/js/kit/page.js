// The game page, written once for every puzzle: `/{id}` serves `play.html`, and this module
// builds the page from what `/api/puzzles` says about the puzzle (names, rules, solvers,
// difficulties, generator options). The puzzle's own module, `/js/puzzles/{id}.js`, only
// draws the board and turns the player's clicks and keys into moves.
//
// A board module exports `createBoard(host, kit)` returning `{render(position, show)}`, where
// `show` is `{replay, hint, effect}`, and may export `extras(panel, kit)` (a panel of the
// puzzle's own, e.g. a button for one of its actions). `kit` offers `play(move)`, `message(text, kind)`,
// `session`, `info`, `helped` (the game had help: a hint, the solution, `play(move, {help:
// true})`), `load(gameId)` and `loadPosition(text)` (an editor's board under the rules of the
// game being played). How to play is the catalogue's `{id}-instructions`, with
// `{id}-hint-line` as the short reminder shown on a new game.

import { currentLang, hasMessage, loadCatalogue, said, t } from "../i18n.js";
import { ApiError, errorMessage, getJson, placedErrorMessage, postJson, streamJob } from "../api.js";
import { claimText, costAmount, el, moveText, pointLabLinkAt, solverLabel, formatCount, formatMs, progressText, renderHeader, showMessage } from "../ui.js";
import { createLibrary } from "./library.js";
import { createPlayback } from "./playback.js";
import { fetchBest, submitResult } from "./records.js";
import { control, createRuleControls, splitGameId, withRule } from "./rules.js";
import { createSavedGames } from "./saved-games.js";
import { Session } from "./session.js";
import { createCelebration } from "./celebrate.js";
import { createLevels } from "./levels.js";
import { wireShare } from "./share.js";
import { raiseFor, stopReasons } from "./raise.js";
import { forgetHelp, hadHelp, keepHelp } from "./help-kept.js";
import { playSound } from "./sound.js";

const $ = (id) => document.getElementById(id);
/** Time the live "left from here" figure may take per position. */
const DISTANCE_SECONDS = 3;
/** Time a hint may take (unless the player raised it). */
const HINT_SECONDS = 10;
/** Time the rating of a loaded game may take (it is left out when it takes longer). */
const RATING_SECONDS = 3;
/** The records' metric of a win with help (the player's best is the metric `cost`). */
const HELPED_METRIC = "cost-with-help";

const page = {
  info: null,
  board: null,
  session: null,
  solution: null, // the solve answer while a solution is shown
  playback: null,
  hint: null, // a move to highlight
  solving: null,
  generating: null,
  distances: new Map(), // game ID -> hint answer (remaining, optimal)
  ratings: new Map(), // game ID -> rate answer, or null when it could not be had
  won: false,
  // a hint shown, the solution shown or a move played for the player (Ten Drops' AI) since the
  // game was loaded: its win is one "with help", never a best, a perfect score or a new level
  // (kept across a reload of the page: kit/help-kept.js)
  helped: false,
  // the game being loaded is the address's, when the page opens: its help so far is kept
  fromAddress: false,
};

/** The game on the board had help: its win is one with help, even after a reload. */
function markHelped() {
  page.helped = true;
  if (page.session.start) keepHelp(page.info.id, page.session.start.game);
}

function message(text, kind = "") {
  showMessage($("game-message"), text, kind);
}

/** `n` of the puzzle's cost unit, singular for one ("1 stick", "2 sticks"). */
function amount(n) {
  return costAmount(page.info, n);
}

/** Sentences as one text: a space between them in English, none in Chinese. */
function sentences(...parts) {
  return parts.filter(Boolean).join(currentLang() === "zh-CN" ? "" : " ");
}

/**
 * A bounded job whose failure is an answer, not a fault (a game with no answer cannot be
 * rated): the `/stream` form answers 200 and sends the error as a line, so nothing is logged
 * as a failed request.
 */
function job(name, body, onProgress = null) {
  return streamJob(`/api/${page.info.id}/${name}/stream`, body, onProgress).promise;
}

/**
 * Why a hint search stopped, with the nodes it expanded before it stopped where they are
 * known: the node limit itself, else the last progress the search reported (at least that
 * many).
 */
function stoppedHintText(why, reasons, limits, seen) {
  const expanded = Math.max(seen, reasons.has("node_limit") && limits.max_nodes ? limits.max_nodes : 0);
  return expanded > 0 ? t("play-no-hint-after", { why, expanded: formatCount(expanded) }) : t("play-no-hint", { why });
}

function errorText(err) {
  return err instanceof ApiError ? err.message : String(err);
}

/** The text under an input that says what is wrong and where. */
function showInputError(err) {
  const text = err ? placedErrorMessage(err) : "";
  $("game-id-error").textContent = text;
  $("game-id").setAttribute("aria-invalid", err ? "true" : "false");
}

// ----- the URL ---------------------------------------------------------------------------------

function readUrl() {
  const params = new URLSearchParams(location.search);
  let moves = [];
  try {
    moves = params.has("moves") ? JSON.parse(params.get("moves")) : [];
  } catch {
    moves = [];
  }
  return { game: params.get("game"), moves: Array.isArray(moves) ? moves : [] };
}

function writeUrl() {
  const s = page.session;
  if (!s.start) return;
  const url = new URL(location.href);
  url.searchParams.set("game", s.start.game);
  if (s.index > 0) url.searchParams.set("moves", JSON.stringify(s.played.map((e) => e.move)));
  else url.searchParams.delete("moves");
  history.replaceState(null, "", url);
  // the header's link to the search lab opens the game as loaded, for the textbook algorithms
  pointLabLinkAt({ puzzle: page.info.id, game: s.start.game });
}

// ----- drawing ---------------------------------------------------------------------------------

function render() {
  const s = page.session;
  if (!s.start) return;
  if (page.solution) {
    const i = page.playback.index();
    const step = i === 0 ? null : page.solution.steps[i - 1];
    const position = step ? { game: step.game, status: step.status, view: step.view, legal_moves: [] } : page.solution.startPosition;
    markBoard(position, true);
    page.board.render(position, { replay: true, hint: null, effect: step ? step.effect : null, move: step ? step.move : null });
    return;
  }
  const last = s.index > 0 ? s.entries[s.index - 1] : null;
  markBoard(s.position, false);
  page.board.render(s.position, { replay: false, hint: page.hint, effect: page.justPlayed && last ? last.effect : null, move: last ? last.move : null });
  page.justPlayed = false;
}

/** The game on the board, for scripts and tests: `data-game`, `data-status`, `data-replay`. */
function markBoard(position, replay) {
  const host = $("board");
  host.dataset.game = position.game;
  host.dataset.status = position.status;
  host.dataset.replay = String(replay);
}

function updatePanel() {
  const s = page.session;
  const position = s.position;
  $("moves").textContent = String(s.index);
  $("cost").textContent = String(s.cost);
  $("undo").disabled = !s.canUndo || !!page.solution;
  $("redo").disabled = !s.canRedo || !!page.solution;
  $("reset").disabled = !s.canUndo || !!page.solution;
  const playing = position.status === "playing";
  $("hint").disabled = !playing || !!page.solution;
  $("solve").disabled = !playing || !!page.solution || !!page.solving;
  if ($("game-id").value !== s.start.game) {
    // the box shows the game on the board: an error about what was typed before is stale
    $("game-id").value = s.start.game;
    showInputError(null);
  }
  page.rules.show(s.start.game);
  showDistance();
}

/** What a counter shows for a position: its status, or the hint answer about it. */
function distanceWord(status, h) {
  if (status === "solved") return "0";
  if (status === "stuck") return NO_SOLUTION();
  if (h === undefined) return "…";
  if (h.remaining !== null && h.remaining !== undefined) return String(h.remaining);
  return h.unwinnable ? NO_SOLUTION() : "?";
}

const NO_SOLUTION = () => t("play-no-solution");

/**
 * Why a hint answer has no move: the engine's note in the page's language (its catalogue
 * words), or the words of `otherwise` (the catalogue id of the usual reason) when it has none.
 */
function noteText(h, otherwise) {
  return said(h.note_words, h.note) || t(otherwise);
}

/**
 * What a counter's tooltip says about a hint answer: the engine's note in the page's language
 * (it counts the moves that keep the optimum), or the figures in the page's words.
 */
function distanceTitle(h) {
  if (!h) return "";
  if (h.note_words) return said(h.note_words, h.note);
  if (currentLang() === "en") return h.note || "";
  if (h.remaining === null || h.remaining === undefined) return distanceWord("playing", h);
  return h.optimal ? t("play-left-optimal-title", { amount: amount(h.remaining) }) : t("play-left-title", { amount: amount(h.remaining) });
}

/** A difficulty level's name in the page's language ("hard" or "困难"). */
function levelLabel(level) {
  return page.info?.difficulty_labels?.[level] ?? level;
}

function showDistance() {
  const s = page.session;
  const here = page.distances.get(s.position.game);
  const start = page.distances.get(s.start.game);
  $("distance").textContent = distanceWord(s.position.status, here);
  $("distance").title = distanceTitle(here);
  $("optimum").textContent = distanceWord(s.start.status, start);
  $("optimum").title = distanceTitle(start);
  if (!here && s.position.status === "playing") fetchDistance(s.position.game);
  if (!start && s.start.status === "playing") fetchDistance(s.start.game);
  // a game without a solution says so once, when it is loaded
  if (start && s.start.status === "playing" && distanceWord(s.start.status, start) === NO_SOLUTION() && page.unsolvableSaid !== s.start.game) {
    page.unsolvableSaid = s.start.game;
    if (s.index === 0) message(t("play-unsolvable", { why: noteText(start, "play-unsolvable-why") }), "error");
  }
}

const pending = new Set();
async function fetchDistance(game) {
  if (pending.has(game)) return;
  pending.add(game);
  try {
    const answer = await job("hint", { game, limits: searchLimits({ max_seconds: DISTANCE_SECONDS }, ["max_nodes"]) });
    page.distances.set(game, answer);
  } catch {
    page.distances.set(game, { remaining: null, note: t("play-unknown") });
  } finally {
    pending.delete(game);
  }
  if (page.session.position.game === game || page.session.start.game === game) showDistance();
}

// ----- loading and playing ---------------------------------------------------------------------

// ----- the timer: from the first move to the win; Reset starts it again, and a move undone
// after a win lets it run on from where it stopped ---------------------------------------------

const clock = { started: null, stopped: null, ticker: null };

function clockText() {
  const end = clock.stopped ?? Date.now();
  const seconds = clock.started === null ? 0 : Math.floor((end - clock.started) / 1000);
  const m = Math.floor(seconds / 60);
  return `${m}:${String(seconds % 60).padStart(2, "0")}`;
}

function showClock() {
  $("timer").textContent = clockText();
}

function resetClock() {
  clearInterval(clock.ticker);
  clock.started = null;
  clock.stopped = null;
  clock.ticker = null;
  showClock();
}

function startClock() {
  if (clock.started !== null) return;
  clock.started = Date.now();
  clock.ticker = setInterval(showClock, 1000);
}

function resumeClock() {
  if (clock.stopped === null) return;
  clock.started += Date.now() - clock.stopped;
  clock.stopped = null;
  clock.ticker = setInterval(showClock, 1000);
}

function stopClock() {
  if (clock.started === null || clock.stopped !== null) return;
  clock.stopped = Date.now();
  clearInterval(clock.ticker);
  showClock();
}

function onChange(session, what) {
  page.hint = null;
  if (what !== "move") page.celebration.hide();
  else playSound(session.position.status === "solved" ? "win" : page.moveSound);
  if (what === "load" || what === "reset") resetClock();
  else if (what === "move") startClock();
  else if (what === "undo") resumeClock();
  if (what === "load") {
    leaveSolution();
    hideRaise();
    // the address's game (a reload) keeps the help it had; a game loaded on purpose starts afresh
    page.helped = page.fromAddress && hadHelp(page.info.id, session.start.game);
    if (!page.helped) forgetHelp(page.info.id, session.start.game);
    page.won = session.position.status === "solved";
    showMessage($("win-message"), "");
    page.unsolvableSaid = null;
    loadBest();
    loadRating();
    if (session.position.status === "stuck") message(t("play-stuck-here"), "error");
    else message(sentences(t("play-new-game-loaded"), page.instructionsShort));
  } else if (what === "move") {
    page.justPlayed = true;
    message("");
  } else {
    page.won = session.position.status === "solved";
    showMessage($("win-message"), "");
    message(what === "reset" ? t("play-back-to-start") : what === "undo" ? t("play-undone") : t("play-redone"));
    if (session.position.status === "stuck") message(t("play-stuck-here"), "error");
  }
  writeUrl();
  updatePanel();
  render();
  if (what === "move" && session.position.status === "solved") won();
  else if (what === "move" && session.position.status === "stuck") message(t("play-stuck"), "error");
}

async function load(text, moves = []) {
  try {
    await page.session.load(text, moves);
    showInputError(null);
  } catch (err) {
    showInputError(err);
    message(t("play-load-failed", { detail: errorText(err) }), "error");
  }
}

/**
 * Loads a game a person typed (the game box, a rule, the URL): checked first with `validate`,
 * so a mistake is shown under the box with its line and column. Resolves to true when loaded.
 */
async function loadTyped(text, moves = [], { place = true } = {}) {
  let answer;
  try {
    answer = await postJson(`/api/${page.info.id}/validate`, { game: text });
  } catch (err) {
    message(t("play-check-failed", { detail: errorText(err) }), "error");
    return false;
  }
  if (!answer.valid) {
    // a place in text the player did not type (a rule control composed it) would mislead
    const err = new ApiError(400, answer.error.code, errorMessage(answer.error), place ? answer.error : {});
    showInputError(err);
    message(t("play-load-failed", { detail: errorText(err) }), "error");
    return false;
  }
  await load(answer.game, moves);
  return page.session.start !== null && page.session.start.game === answer.game;
}

/**
 * Loads the position `text` (an editor's board) under the rules of the game on the board, so
 * that what the player chose (a metric, a switch) stays; rules written in `text` win.
 */
function loadPosition(text) {
  const { position, fields } = splitGameId(text);
  const rules = page.session.start ? splitGameId(page.session.start.game).fields : new Map();
  for (const [key, value] of fields) rules.set(key, value);
  return loadTyped([position, ...[...rules].map(([k, v]) => `${k}=${v}`)].join(";"));
}

/** Plays `move` for the player; `help` marks a move the page chose for them (an AI player). */
function play(move, { help = false } = {}) {
  if (page.solution) {
    const err = new Error(t("play-solution-shown"));
    message(err.message, "error");
    return Promise.reject(err);
  }
  if (help) markHelped();
  return page.session.play(move).catch((err) => {
    playSound("refused");
    message(errorText(err), "error");
    throw err;
  });
}

async function loadBest() {
  const game = page.session.start.game;
  let text = "–";
  try {
    const record = await fetchBest(page.info.id, game, "cost");
    if (record) text = String(record.value);
  } catch {
    /* no record shown */
  }
  // an answer about a game loaded before this one must not be shown
  if (page.session.start.game === game) $("best").textContent = text;
}

/**
 * How hard the game is (`/rate`), under the counters; left out when it cannot be had quickly.
 * A game the engine finds no answer for (`not_found`: no solution) has no difficulty, and the
 * line says why.
 */
async function loadRating() {
  const game = page.session.start.game;
  let rating = page.ratings.get(game);
  if (rating === undefined) {
    // the last game's rating must not stand for this one (the line stays: nothing moves)
    showRating(null, "…");
    try {
      rating = await job("rate", { game, limits: searchLimits({ max_seconds: RATING_SECONDS }, ["max_nodes"]) });
    } catch (err) {
      rating = err instanceof ApiError && err.code === "not_found" ? { unsolvable: err.message } : null;
    }
    page.ratings.set(game, rating);
  }
  if (page.session.start.game !== game) return;
  showRating(rating, t("play-not-rated"));
}

function showRating(rating, otherwise) {
  if (rating && rating.unsolvable) {
    $("rating").dataset.level = "";
    $("rating-level").textContent = t("play-not-rated-unsolvable");
    $("rating-level").classList.remove("level");
    $("rating-score").textContent = "";
    $("rating-why").replaceChildren(el("li", {}, rating.unsolvable));
    return;
  }
  $("rating").dataset.level = rating ? rating.level : "";
  $("rating-level").textContent = rating ? levelLabel(rating.level) : otherwise;
  $("rating-level").classList.toggle("level", !!rating);
  $("rating-score").textContent = rating ? t("play-score", { score: Number(rating.score).toFixed(1) }) : "";
  const words = (rating && rating.why_words) || [];
  $("rating-why").replaceChildren(...(rating ? rating.why || [] : []).map((line, i) => el("li", {}, said(words[i], line))));
}

async function won() {
  if (page.won) return;
  page.won = true;
  const s = page.session;
  const cost = s.cost;
  const optimum = page.distances.get(s.start.game);
  const helped = page.helped;
  stopClock();
  page.levels.record(s.start.game, cost, { helped });
  // at once, in the same turn as the move: the page must not change under a later click
  celebrate(optimum, helped);
  // the cost only when it is not the number of moves (a segment count, a free move)
  const parts = [cost === s.index ? t("play-solved", { moves: s.index }) : t("play-solved-cost", { moves: s.index, cost: amount(cost) })];
  if (helped) parts.push(t("play-solved-with-help"));
  else if (optimum && optimum.remaining !== null && optimum.optimal) {
    parts.push(cost === optimum.remaining ? t("play-solved-optimal") : t("play-optimum-is", { amount: amount(optimum.remaining) }));
  }
  try {
    // a win with help is kept under a metric of its own: it never stands as the player's best
    const outcome = await submitResult(page.info.id, s.start.game, helped ? HELPED_METRIC : "cost", cost, { moves: s.played.map((e) => e.move) });
    if (helped) parts.push(t("play-kept-with-help"));
    else {
      parts.push(outcome.improved ? t("play-new-best") : t("play-your-best", { best: outcome.best.value }));
      $("best").textContent = String(outcome.best.value);
    }
  } catch (err) {
    parts.push(t("play-not-saved", { detail: errorText(err) }));
  }
  parts.push(t("play-time-taken", { time: clockText() }));
  showMessage($("win-message"), sentences(...parts), "ok");
}

/**
 * The celebration of a win: the figures against the optimum, a new game, the next level (none
 * after a win with help: it opens no level).
 */
function celebrate(optimum, helped) {
  const s = page.session;
  const next = page.nextLevel ? page.nextLevel(s.start.game) : null;
  page.celebration.show(
    { moves: s.index, cost: s.cost, time: clockText(), optimum: optimum && optimum.optimal ? optimum.remaining : null, amount, helped },
    { newGame: () => $("generate").click(), nextLevel: next },
  );
}

// ----- limits: a hint's and a solve's, raised by the player after a stop --------------------

/**
 * The limits of a search of this page: `base`, with what the player raised after a stop (kept
 * in the address as `max_nodes` and `max_seconds`, so a shared link keeps them); `keys` are
 * those the address may set (the quick figures of the counters keep their own time).
 */
function searchLimits(base = {}, keys = ["max_nodes", "max_seconds"]) {
  const params = new URLSearchParams(location.search);
  const limits = { ...base };
  for (const key of keys) {
    const value = Number(params.get(key));
    if (params.has(key) && Number.isFinite(value) && value > 0) limits[key] = value;
  }
  return limits;
}

/**
 * After a search stopped by `reasons` under `current` limits (having used `used`, when known):
 * the button that raises the limit it met and runs `again`; hidden when none can be raised.
 */
function offerRaise(reasons, current, used, again) {
  const button = $("raise-limit");
  const raise = raiseFor(reasons, current, used);
  button.hidden = !raise;
  if (!raise) return;
  button.textContent = t(raise.label);
  button.onclick = () => {
    button.hidden = true;
    const url = new URL(location.href);
    for (const [key, value] of Object.entries(raise.limits)) url.searchParams.set(key, String(value));
    history.replaceState(null, "", url);
    again();
  };
}

function hideRaise() {
  $("raise-limit").hidden = true;
}

async function hint() {
  const s = page.session;
  if (page.solution || s.position.status !== "playing") return;
  hideRaise();
  message(t("play-seeking-hint"));
  const limits = searchLimits({ max_seconds: HINT_SECONDS });
  let seen = 0; // nodes the search reported expanded so far
  try {
    const answer = await job("hint", { game: s.position.game, limits }, (p) => {
      seen = Math.max(seen, p.expanded || 0);
    });
    page.distances.set(answer.game, answer);
    // a move played (or a game loaded) while the hint was sought: it is about another position
    if (page.solution || s.position.game !== answer.game) return;
    if (!answer.move) {
      // the note says why, a stop naming the limit it met: then the way on is offered
      const reasons = answer.unwinnable ? new Set() : stopReasons(answer.note_words);
      message(stoppedHintText(noteText(answer, "play-no-hint-why"), reasons, limits, seen), "error");
      if (!answer.unwinnable) offerRaise(reasons, limits, {}, hint);
      return;
    }
    page.hint = answer.move;
    markHelped();
    render();
    const move = moveText(answer);
    if (answer.remaining === null) message(t("play-hint-move", { move }));
    else message(answer.optimal ? t("play-hint-left-optimal", { move, amount: amount(answer.remaining) }) : t("play-hint-left", { move, amount: amount(answer.remaining) }));
    showDistance();
  } catch (err) {
    if (err.code === "stopped") {
      const reasons = stopReasons(err.words);
      message(stoppedHintText(errorText(err), reasons, limits, seen), "error");
      offerRaise(reasons, limits, {}, hint);
    } else message(errorText(err), "error");
  }
}

// ----- the solution ----------------------------------------------------------------------------

async function solve() {
  const s = page.session;
  if (page.solution || page.solving) return;
  const algorithm = $("algorithm").value;
  hideRaise();
  message(t("play-solving-now"));
  $("solve-cancel").hidden = false;
  $("solve").disabled = true;
  const limits = searchLimits();
  page.solving = streamJob(`/api/${page.info.id}/solve/stream`, { game: s.position.game, algorithm, limits }, (p) => {
    message(progressText(t("play-solving"), p));
  });
  let result;
  try {
    result = await page.solving.promise;
  } catch (err) {
    message(err.code === "cancelled" ? t("play-solving-cancelled") : errorText(err), err.code === "cancelled" ? "" : "error");
    if (err.code === "stopped") offerRaise(stopReasons(err.words), limits, {}, solve);
    return;
  } finally {
    page.solving = null;
    $("solve-cancel").hidden = true;
    updatePanel();
  }
  if (s.position.game !== result.game) {
    message(t("play-game-changed"));
    return;
  }
  if (!result.steps.length) {
    // the claim says why there are no steps: a stop by a limit ("stopped by the node limit")
    // is no error and never "no solution"; "no solution exists" is a proof
    const stop = ["stopped", "no_solution_within"].includes(result.claim.kind);
    // the proof asked for: a challenge of the level list met
    if (result.claim.kind === "no_solution") page.levels.proved(s.start.game);
    const said = { algorithm: solverLabel(page.info, result), claim: claimText(result.claim, result.claim_text) };
    // a stop by a limit says how much of it the search used
    if (result.claim.kind === "stopped") message(t("play-solver-stopped", { ...said, expanded: formatCount(result.stats.expanded), time: formatMs(result.stats.elapsed_ms) }));
    else message(t("play-solver-said", said), stop ? "" : "error");
    if (result.claim.kind === "stopped") offerRaise([result.claim.reason], limits, result.stats, solve);
    return;
  }
  showSolution(result);
  // an answer found before a limit stopped the proof: raising the limit may prove it optimal
  if (result.claim.kind === "stopped") {
    offerRaise([result.claim.reason], limits, result.stats, () => {
      leaveSolution();
      solve();
    });
  }
}

function showSolution(result) {
  page.solution = result;
  markHelped();
  result.startPosition = { ...page.session.position, view: result.start.view ?? page.session.position.view };
  $("solution-panel").hidden = false;
  $("solution-title").textContent = t("play-solution-title", { algorithm: solverLabel(page.info, result), amount: amount(result.cost), claim: claimText(result.claim, result.claim_text) });
  const stats = t("play-solution-stats", { expanded: formatCount(result.stats.expanded), generated: formatCount(result.stats.generated), time: formatMs(result.stats.elapsed_ms) });
  const bound = result.lower_bound !== null && result.lower_bound !== result.cost ? t("play-lower-bound", { bound: result.lower_bound }) : "";
  $("solution-stats").textContent = [stats, bound].filter(Boolean).join(" · ");
  const words = result.summary_words || [];
  $("solution-summary").replaceChildren(...(result.summary || []).map((line, i) => el("li", {}, said(words[i], line))));
  $("board").classList.add("replay");
  page.playback.load(result.steps.length);
  updatePanel();
  message(t("play-step-through"));
  $("solution-panel").scrollIntoView({ block: "nearest" });
}

function showStep(index) {
  const result = page.solution;
  if (!result) return;
  const step = index === 0 ? null : result.steps[index - 1];
  const h = step ? step.h : result.start.h;
  const figures = step ? ` · g ${step.g}${h === null || h === undefined ? "" : `, h ${h}, f ${step.f}`}` : h === null || h === undefined ? "" : ` · h ${h}`;
  $("solution-step").textContent = (step ? t("play-step-move", { index, move: moveText(step) }) : t("play-step-start")) + figures;
  render();
}

function leaveSolution() {
  if (!page.solution) return;
  page.playback.stop();
  page.solution = null;
  $("solution-panel").hidden = true;
  $("board").classList.remove("replay");
  updatePanel();
  render();
}

// ----- a new game ------------------------------------------------------------------------------

function buildGenerator() {
  const info = page.info;
  const values = new Map();
  // "any level" asks for no rating target: quick, and the only way to large boards
  const difficulty = el("select", { id: "difficulty" }, ...info.difficulties.map((d) => el("option", { value: d }, info.difficulty_labels?.[d] ?? d)), el("option", { value: "" }, t("play-any-level")));
  difficulty.value = info.difficulties[Math.min(1, info.difficulties.length - 1)];
  const controls = info.generate.map((spec) => {
    const c = control(spec, "gen", (value) => values.set(spec.key, value));
    c.show(spec.default);
    return c.element;
  });
  $("generate-options").replaceChildren(el("label", {}, t("play-difficulty-label"), difficulty), ...controls);
  $("generate").addEventListener("click", async () => {
    if (page.generating) return;
    const msg = $("generate-message");
    showMessage(msg, t("play-generating-now"));
    $("generate-cancel").hidden = false;
    page.generating = streamJob(
      `/api/${info.id}/generate/stream`,
      { game: page.session.start ? page.session.start.game : undefined, difficulty: difficulty.value || undefined, params: Object.fromEntries(values) },
      (p) => showMessage(msg, t("play-generating-for", { time: formatMs(p.elapsed_ms) })),
    );
    try {
      const made = await page.generating.promise;
      if (made.rating) page.ratings.set(made.game, made.rating);
      await load(made.game);
      const head = made.difficulty ? t("play-generated-level", { level: levelLabel(made.difficulty), seed: made.seed }) : t("play-generated", { seed: made.seed });
      const rating = made.rating
        ? [t("play-generated-rating", { level: levelLabel(made.rating.level), score: made.rating.score.toFixed(1) }), made.rating.optimum !== null ? t("play-generated-optimum", { optimum: made.rating.optimum }) : ""]
        : [];
      showMessage(msg, t("play-generated-message", { head, rating: rating.filter(Boolean).join(t("play-list-separator")) || "none" }), "ok");
    } catch (err) {
      showMessage(msg, err.code === "cancelled" ? t("play-cancelled") : errorText(err), err.code === "cancelled" ? "" : "error");
    } finally {
      page.generating = null;
      $("generate-cancel").hidden = true;
    }
  });
  $("generate-cancel").addEventListener("click", () => page.generating && page.generating.cancel());
}

// ----- typing a game ---------------------------------------------------------------------------

function wireGameForm() {
  const input = $("game-id");
  let ticket = 0;
  let timer = null;
  // A board pasted as lines (a grid, a Lianliankan board with its "m n" line) would lose its
  // line breaks in a one-line box: they become "/", the row separator of game IDs.
  input.addEventListener("paste", (e) => {
    const text = e.clipboardData && e.clipboardData.getData("text");
    if (!text || !/[\r\n]/.test(text.trim())) return;
    e.preventDefault();
    const rows = text.split(/\r?\n/).map((row) => row.trim()).filter((row) => row !== "");
    input.setRangeText(rows.join("/"), input.selectionStart, input.selectionEnd, "end");
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const mine = ++ticket;
      try {
        const answer = await postJson(`/api/${page.info.id}/validate`, { game: input.value });
        if (mine !== ticket) return;
        showInputError(answer.valid ? null : new ApiError(400, answer.error.code, errorMessage(answer.error), answer.error));
      } catch {
        /* a failed check is shown when the game is loaded */
      }
    }, 250);
  });
  $("game-form").addEventListener("submit", (e) => {
    e.preventDefault();
    ticket += 1; // a check still under way is about older text
    loadTyped(input.value);
  });
}

// ----- start -----------------------------------------------------------------------------------

async function main() {
  await loadCatalogue();
  renderHeader();
  const id = location.pathname.replace(/^\/+|\/+$/g, "");
  let info;
  try {
    const { puzzles } = await getJson("/api/puzzles");
    info = puzzles.find((p) => p.id === id);
  } catch (err) {
    message(t("home-load-failed", { detail: errorText(err) }), "error");
    return;
  }
  if (!info) {
    message(t("play-no-such-puzzle", { id }), "error");
    return;
  }
  page.info = info;
  document.title = t("page-title", { page: info.name === info.native_name ? info.name : `${info.name} ${info.native_name}` });
  $("puzzle-name").textContent = info.name;
  // in Chinese the name is the native name: shown once
  $("puzzle-native").textContent = info.name === info.native_name ? "" : info.native_name;
  $("cost-label").textContent = t("play-cost-unit", { unit: info.cost_unit });
  $("game-id").placeholder = info.syntax;
  document.querySelector("main").dataset.puzzle = info.id;
  document.head.append(el("link", { rel: "stylesheet", href: `/css/puzzles/${info.id}.css` }));

  const module = await import(`/js/puzzles/${info.id}.js`);
  // how to play, from the catalogue (`{id}-instructions`, `{id}-hint-line`): the summary otherwise
  $("puzzle-lead").textContent = hasMessage(`${info.id}-instructions`) ? t(`${info.id}-instructions`) : info.summary;
  page.instructionsShort = hasMessage(`${info.id}-hint-line`) ? t(`${info.id}-hint-line`) : "";
  page.session = new Session(info.id, onChange);
  page.moveSound = module.moveSound || "move";
  page.celebration = createCelebration($("win-message").parentElement);
  // a refusal the board says (a drag no move matches) sounds like one the server says
  const boardMessage = (text, kind = "") => {
    if (kind === "error") playSound("refused");
    message(text, kind);
  };
  const kit = { play, message: boardMessage, info, get session() { return page.session; }, get helped() { return page.helped; }, load, loadPosition };
  page.board = module.createBoard($("board"), kit);
  if (module.extras) {
    $("extras").hidden = false;
    module.extras($("extras"), kit);
  }

  page.rules = createRuleControls($("rules"), info.rules, async (spec, value) => {
    const loaded = await loadTyped(withRule(page.session.start ? page.session.start.game : $("game-id").value, spec, value), [], { place: false });
    // refused (the message says why): the controls show the rules of the game on the board
    if (!loaded && page.session.start) page.rules.show(page.session.start.game);
  });
  $("algorithm").replaceChildren(...info.solvers.map((s) => el("option", { value: s.name }, s.exact ? t("play-solver-exact", { label: s.label }) : s.label)));
  page.playback = createPlayback($("playback"), showStep);
  $("undo").addEventListener("click", () => page.session.undo());
  $("redo").addEventListener("click", () => page.session.redo());
  $("reset").addEventListener("click", () => page.session.reset());
  $("hint").addEventListener("click", hint);
  wireShare($("share"), message);
  $("solve").addEventListener("click", solve);
  $("solve-cancel").addEventListener("click", () => page.solving && page.solving.cancel());
  $("leave-solution").addEventListener("click", () => {
    leaveSolution();
    message(t("play-back-message"));
  });
  document.addEventListener("keydown", (e) => {
    if (!(e.ctrlKey || e.metaKey) || page.solution || e.target.closest("input, textarea, select")) return;
    const key = e.key.toLowerCase();
    if (key === "z" && !e.shiftKey) page.session.undo();
    else if (key === "y" || (key === "z" && e.shiftKey)) page.session.redo();
    else return;
    e.preventDefault();
  });
  wireGameForm();
  buildGenerator();
  // "Add this game" adds the game as it was loaded (a puzzle), not a position played into
  // a library row may come from an imported file: checked like a typed game
  createLibrary($("library"), info, { onPick: (p) => loadTyped(p.description), currentGame: () => page.session.start && page.session.start.game });
  // the levels of the built-in libraries, with the player's stars; a board may know better what
  // the next level is (Ten Drops' campaign carries the drops left over)
  page.levels = createLevels(document.querySelector(".lower"), info, { onPick: (p) => loadTyped(p.description) });
  page.nextLevel = (game) => (module.nextLevel && module.nextLevel()) || page.levels.next(game);
  createSavedGames(
    $("saved"),
    info.id,
    () => page.session.start && { game: page.session.start.game, state: page.session.position.game, moves: page.session.played.map((e) => e.move) },
    (g) => load(g.game, Array.isArray(g.moves) ? g.moves : []),
  );

  const wanted = readUrl();
  if (wanted.game) {
    page.fromAddress = true;
    await loadTyped(wanted.game, wanted.moves);
    page.fromAddress = false;
  }
  if (!page.session.start) {
    const why = $("game-id-error").textContent;
    // the puzzle's opening board (Lianliankan: a full board), else its example: the same game
    // on every screen (a board module may draw it turned)
    await load(info.opening || info.example);
    if (wanted.game) message(t("play-address-failed", { why: why || t("play-see-above") }), "error");
  }
}

main();
