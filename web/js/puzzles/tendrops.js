// Ten Drops' board on the game page: the drops, a tap by click or Enter (a move `{tap: [row,
// col]}`), and each tap's chain played tick by tick from the move's effect. The extras are the
// animation speed, the AI player (it follows the hints) and the board editor.

import { getJson, postJson } from "../api.js";
import { said, t } from "../i18n.js";
import { el } from "../ui.js";
import { createBoard as drawBoard } from "./tendrops-board.js";
import { createEditor } from "./tendrops-editor.js";
import { reducedMotion } from "../kit/motion.js";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Milliseconds per tick of a chain; `?fast=1` (tests) makes it 10. */
const settings = { tick: new URLSearchParams(location.search).has("fast") ? 10 : 120 };
/** The campaign panel of the extras, told of every position drawn. */
let campaignPanel = null;

function parseLine(line) {
  const rows = line.split("/");
  return { rows: rows.length, cols: rows[0].length, cells: rows.join("").split("").map(Number) };
}

function comboText(report) {
  const parts = [];
  if (report.bursts > 0) parts.push(t("tendrops-bursts", { count: report.bursts }));
  if (report.bonus > 0) parts.push(t("tendrops-combo", { count: report.bonus }));
  if (report.clear_bonus > 0) parts.push(t("tendrops-clear-bonus", { count: report.clear_bonus }));
  if (report.lost > 0) parts.push(t("tendrops-lost", { count: report.lost }));
  if (!parts.length) parts.push(report.created ? t("tendrops-new-drop") : t("tendrops-grew"));
  return parts.join(" · ");
}

export function createBoard(host, kit) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.classList.add("board", "tendrops-board");
  const supply = el("p", { class: "supply", "aria-live": "polite" });
  const combo = el("p", { class: "combo", role: "status" });
  host.replaceChildren(svg, supply, combo);
  let position = null;
  let replay = false;
  let generation = 0;

  const board = drawBoard(svg, (row, col) => {
    if (replay || !position) return;
    if (position.status !== "playing") {
      kit.message(position.status === "solved" ? t("tendrops-already-clear") : t("tendrops-no-drops"), "error");
      return;
    }
    const v = position.view;
    if (!v.empty_taps && v.cells[row * v.cols + col] === 0) {
      kit.message(t("tendrops-empty-tap", { row: row + 1, column: col + 1 }), "error");
      return;
    }
    kit.play({ tap: [row, col] }).catch(() => {});
  });

  function drawPosition(p) {
    const v = p.view;
    board.draw(v.rows, v.cols, v.cells);
    board.effects([], []);
    host.dataset.board = v.board;
    host.dataset.supply = String(v.supply);
    supply.textContent = t("tendrops-supply", { count: v.supply });
  }

  async function animate(effect, mine) {
    const log = effect.log;
    board.highlight("tapped", effect.report.tap);
    for (const frame of log.frames) {
      if (mine !== generation) return;
      const b = parseLine(frame.board);
      board.draw(b.rows, b.cols, b.cells);
      board.effects(frame.droplets, frame.bursts);
      await sleep(settings.tick);
    }
  }

  return {
    render(p, show) {
      if (campaignPanel) campaignPanel.update(show.replay);
      const mine = ++generation;
      position = p;
      replay = show.replay;
      svg.classList.toggle("replay", replay);
      board.highlight("hint", show.hint ? show.hint.tap : null);
      board.highlight("step", replay && show.move ? show.move.tap : null);
      // people count rows and columns from 1, as the cells' labels do
      board.label(replay && show.move ? show.move.tap : null, replay && show.move ? `(${show.move.tap[0] + 1}, ${show.move.tap[1] + 1})` : "");
      // a tap's chain is animated in play and in a solution's playback alike (not when the
      // player asked for less motion: the result is drawn at once)
      if (show.effect && show.effect.log && !reducedMotion()) {
        combo.textContent = comboText(show.effect.report);
        host.dataset.animating = "true";
        animate(show.effect, mine).then(() => {
          if (mine !== generation) return;
          delete host.dataset.animating;
          drawPosition(p);
        });
        return;
      }
      if (show.effect && show.effect.report) combo.textContent = comboText(show.effect.report);
      else if (!replay) combo.textContent = "";
      delete host.dataset.animating;
      drawPosition(p);
    },
  };
}

/**
 * The campaign (the built-in library's levels, in order): which level is on the board, and,
 * once it is cleared, the next level with the drops left carried over (the game's `supply`).
 */
function createCampaign(kit) {
  const where = el("p", { id: "campaign-level", class: "muted" }, "");
  const next = el("button", { id: "next-level", type: "button", disabled: true }, t("tendrops-next-level"));
  const box = el("div", { class: "campaign" }, el("h2", { class: "small-title" }, t("tendrops-campaign")), where, el("div", { class: "row" }, next));
  let levels = [];
  let current = -1;

  function update(replay = false) {
    const s = kit.session;
    if (!s || !s.start) return;
    current = levels.findIndex((l) => l.description === s.start.view.board);
    where.textContent = current < 0
      ? t("tendrops-not-a-level")
      : current + 1 === levels.length
        ? t("tendrops-last-level", { level: current + 1, levels: levels.length })
        : t("tendrops-level-of", { level: current + 1, levels: levels.length });
    box.dataset.level = String(current + 1);
    // a level cleared with help (hints, the solution, the AI player) opens no level
    const helped = s.position.status === "solved" && kit.helped;
    next.disabled = replay || helped || current < 0 || current + 1 >= levels.length || s.position.status !== "solved";
    next.textContent = next.disabled ? t("tendrops-next-level") : t("tendrops-next-level-carried", { drops: s.position.view.supply });
    next.title = helped ? t("tendrops-next-level-helped") : "";
  }

  function goNext() {
    const s = kit.session;
    if (current < 0 || current + 1 >= levels.length || s.position.status !== "solved" || kit.helped) return;
    kit.loadPosition(`${levels[current + 1].description};supply=${s.position.view.supply}`);
  }
  next.addEventListener("click", goNext);

  (async () => {
    try {
      const { libraries } = await getJson("/api/libraries?puzzle=tendrops");
      const lib = libraries.find((l) => l.builtin && l.name === "campaign");
      if (!lib) return;
      ({ puzzles: levels } = await getJson(`/api/libraries/${lib.id}/puzzles?limit=500`));
      update();
    } catch {
      where.textContent = t("tendrops-campaign-failed");
    }
  })();
  /** The next level with the drops carried over, when the board is a cleared level. */
  function nextAction() {
    update();
    return next.disabled ? null : goNext;
  }
  return { element: box, update, nextAction };
}

/** The game page's "next level" after a win: the campaign's, drops carried over. */
export function nextLevel() {
  return campaignPanel ? campaignPanel.nextAction() : null;
}

/** Animation speed, the AI player, the campaign and the board editor. */
export function extras(panel, kit) {
  const speed = el(
    "select",
    { id: "speed" },
    ...[
      ["240", t("tendrops-speed-slow")],
      ["120", t("tendrops-speed-normal")],
      ["40", t("tendrops-speed-fast")],
      ["10", t("tendrops-speed-very-fast")],
    ].map(([ms, label]) => el("option", { value: ms }, label)),
  );
  speed.value = String(settings.tick);
  if (![...speed.options].some((o) => o.value === speed.value)) speed.append(el("option", { value: settings.tick }, `${settings.tick} ms`));
  speed.value = String(settings.tick);
  speed.addEventListener("change", () => {
    settings.tick = Number(speed.value);
  });
  const ai = el("button", { id: "ai", type: "button", class: "secondary" }, t("tendrops-ai"));
  let running = false;
  ai.addEventListener("click", async () => {
    if (running) {
      running = false;
      return;
    }
    running = true;
    ai.textContent = t("tendrops-ai-stop");
    try {
      while (running && kit.session.position.status === "playing") {
        const hint = await postJson("/api/tendrops/hint", { game: kit.session.position.game, limits: { max_seconds: 10 } });
        if (!hint.move) {
          kit.message(t("tendrops-ai-stops", { why: said(hint.note_words, hint.note) || t("tendrops-ai-no-tap") }), "error");
          break;
        }
        await kit.play(hint.move, { help: true });
        await sleep(settings.tick * 12);
      }
    } catch (err) {
      kit.message(err.message, "error");
    } finally {
      running = false;
      ai.textContent = t("tendrops-ai");
    }
  });

  const grid = el("div", { id: "editor-grid", class: "editor-grid", role: "group", "aria-label": t("tendrops-editor-grid") });
  const text = el("textarea", { id: "editor-text", rows: 6, spellcheck: "false", autocomplete: "off", "aria-describedby": "editor-error" });
  const error = el("div", { id: "editor-error", class: "field-error", role: "alert" });
  const editor = createEditor({ grid, text, error });
  const play = el("button", { id: "editor-play", type: "button" }, t("tendrops-editor-play"));
  play.addEventListener("click", async () => {
    const line = await editor.validLine();
    if (line) kit.loadPosition(line);
  });
  const copy = el("button", { id: "editor-current", type: "button", class: "secondary" }, t("tendrops-editor-copy"));
  copy.addEventListener("click", () => kit.session.position && editor.setLine(kit.session.position.view.board));
  const empty = el("button", { id: "editor-clear", type: "button", class: "secondary" }, t("tendrops-editor-empty"));
  empty.addEventListener("click", () => editor.setLine("000000/000000/000000/000000/000000/000000"));

  campaignPanel = createCampaign(kit);
  panel.replaceChildren(
    el("h2", { class: "small-title" }, t("tendrops-play")),
    el("div", { class: "row" }, el("label", {}, t("tendrops-animation"), speed), ai),
    campaignPanel.element,
    el("h2", { class: "small-title" }, t("tendrops-editor")),
    el(
      "div",
      { class: "editor" },
      grid,
      el("div", { class: "editor-side" }, el("label", {}, t("tendrops-editor-text"), text), error, el("div", { class: "row" }, play, empty, copy)),
    ),
  );
  editor.setLine("000000/000000/000000/000000/000000/000000");
}
