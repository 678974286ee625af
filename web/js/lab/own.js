// The lab's "your algorithm" panel: the judge's protocol for the chosen puzzle, a Python
// template written once for every puzzle (its id, example and move notation filled in), and a
// judge report (`puzzlelab judge --json`) read in the browser. The report's row for the game
// shown joins the comparison table, and its rows for the experiment's instances join the
// experiment's plot. Nothing of the report is sent anywhere except its game IDs, to
// `/validate` (to match them with the lab's games); no program runs on the server.

import { postJson } from "../api.js";
import { t } from "../i18n.js";
import { el, formatCount, formatMs, showMessage } from "../ui.js";
import { download } from "./export.js";

const $ = (id) => document.getElementById(id);

/** The largest report file read (the judge writes about 200 bytes a game). */
export const MAX_REPORT_BYTES = 2 * 1024 * 1024;
/** The most rows read from a report. */
export const MAX_REPORT_ROWS = 2000;
/** The verdicts a judge row may have (`puzzlelab judge`'s `Verdict`). */
export const VERDICTS = ["optimal", "valid", "unsolved", "illegal", "timeout", "crashed", "bad-output"];
const SOLVED = new Set(["optimal", "valid"]);
/** The command that writes a judge report: code in every language. */
const JUDGE_COMMAND = "puzzlelab judge --json";
/** The names the template's lead cites from the Python package: code in every language. */
const TEMPLATE_CODE = { package: "puzzlelab", install: "pip install ./python", problem: "Problem", initial: "initial", actions: "actions", result: "result", goal: "goal_test" };

/** A report that cannot be read: a catalogue key and its arguments. */
export class ReportError extends Error {
  constructor(key, args = {}) {
    super(key);
    this.key = key;
    this.args = args;
  }
}

const isNumberOrNull = (v) => v === null || v === undefined || (typeof v === "number" && Number.isFinite(v) && v >= 0);

/**
 * The judge report in `text` (`{command, games_from, limits, rows, summary, judge}`), its rows
 * checked one by one; throws a `ReportError` naming what is wrong and where.
 */
export function parseReport(text) {
  let report;
  try {
    report = JSON.parse(text);
  } catch (err) {
    throw new ReportError("own-report-not-json", { error: err.message });
  }
  const notJudge = (field) => new ReportError("own-report-not-judge", { field, command: JUDGE_COMMAND });
  if (!report || typeof report !== "object" || Array.isArray(report)) throw notJudge("{…}");
  for (const field of ["command", "rows", "summary"]) {
    if (!(field in report)) throw notJudge(`"${field}"`);
  }
  if (!Array.isArray(report.rows)) throw notJudge(`"rows": [...]`);
  if (report.rows.length > MAX_REPORT_ROWS) throw new ReportError("own-report-too-many", { rows: report.rows.length, max: MAX_REPORT_ROWS });
  const rows = report.rows.map((row, index) => {
    const bad = (field) => new ReportError("own-report-bad-row", { row: index + 1, field: `"${field}"` });
    if (!row || typeof row !== "object") throw bad("{…}");
    if (typeof row.puzzle !== "string" || !row.puzzle) throw bad("puzzle");
    if (typeof row.game !== "string") throw bad("game");
    if (!VERDICTS.includes(row.verdict)) throw bad("verdict");
    for (const field of ["cost", "optimum", "seconds", "expanded"]) if (!isNumberOrNull(row[field])) throw bad(field);
    return {
      puzzle: row.puzzle,
      game: row.game,
      verdict: row.verdict,
      cost: row.cost ?? null,
      optimum: row.optimum ?? null,
      seconds: row.seconds ?? null,
      expanded: row.expanded ?? null,
      detail: typeof row.detail === "string" ? row.detail : "",
    };
  });
  const command = Array.isArray(report.command) ? report.command.join(" ") : String(report.command ?? "");
  return { command, rows };
}

/** Reads `file` as a judge report (size checked before reading). */
export async function readReportFile(file) {
  if (file.size > MAX_REPORT_BYTES) {
    throw new ReportError("own-report-too-big", { size: Math.ceil(file.size / 1024), max: MAX_REPORT_BYTES / 1024 });
  }
  let text;
  try {
    text = await file.text();
  } catch (err) {
    throw new ReportError("own-report-unreadable", { error: err.message });
  }
  return parseReport(text);
}

/** `game` as the lab writes it (`/validate`'s game), or as it is when it does not read. */
async function canonical(puzzle, game) {
  try {
    const answer = await postJson(`/api/${puzzle}/validate`, { game });
    return answer.valid ? answer.game : game;
  } catch {
    return game;
  }
}

/**
 * The message `key` as nodes, the arguments named in `codes` as `<code>` (data such as a
 * command, a game ID or a move stays as it is in either language).
 */
export function richText(key, args, codes = []) {
  const marked = { ...args };
  codes.forEach((name, i) => (marked[name] = `\u0001${i}\u0002`));
  return t(key, marked)
    .split(/\u0001(\d+)\u0002/)
    .map((part, i) => (i % 2 ? el("code", {}, String(args[codes[Number(part)]])) : part));
}

/** Shows the message `key` in `target` (as `showMessage`), with `codes` as code. */
function showRich(target, key, args, codes, kind) {
  showMessage(target, "", kind);
  target.replaceChildren(...richText(key, args, codes));
}

/** Verdict name in the page's language. */
export function verdictText(verdict) {
  return t(`judge-verdict-${verdict}`);
}

/**
 * The Python template for puzzle `info` (`/api/puzzles`' entry): breadth-first search on
 * `puzzlelab.Problem`, speaking the judge's protocol. One text for every puzzle.
 */
export function pythonTemplate(info) {
  const name = info.name === info.native_name ? info.name : `${info.name} ${info.native_name}`;
  const file = `${info.id.replace(/[^a-z0-9]+/g, "_")}_bfs.py`;
  return `#!/usr/bin/env python3
"""${t("own-template-doc", { puzzle: name, id: info.id })}

${t("own-template-doc-stdin")}

    puzzlelab judge --set set.txt --json -- python3 ${file} > report.json
"""

import json
import sys
from collections import deque

import puzzlelab

PUZZLE = ${JSON.stringify(info.id)}
# ${t("own-template-doc-example")}
#   ${JSON.stringify(info.example)}
#   ${JSON.stringify(info.move_notation ?? "")}


def bfs(problem):
    """${t("own-template-doc-bfs")}"""
    start = problem.initial
    parent = {start: None}
    frontier = deque([start])
    expanded = 0
    while frontier:
        state = frontier.popleft()
        if problem.goal_test(state):
            moves = []
            while parent[state] is not None:
                state, action = parent[state]
                moves.append(str(action))
            return moves[::-1], expanded
        expanded += 1
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child not in parent:
                parent[child] = (state, action)
                frontier.append(child)
    return [], expanded


def main():
    request = json.loads(sys.stdin.readline())
    if request["puzzle"] != PUZZLE:
        sys.exit(${JSON.stringify(t("own-template-doc-other"))} + " " + request["puzzle"])
    moves, expanded = bfs(puzzlelab.Problem(PUZZLE, request["game"]))
    print(json.dumps({"moves": moves, "expanded": expanded}))


if __name__ == "__main__":
    main()
`;
}

/** The template's file name for `info`. */
function templateFile(info) {
  return `${info.id.replace(/[^a-z0-9]+/g, "_")}_bfs.py`;
}

/** Fills the panel's protocol, commands and template for the puzzle `lab.info`. */
function showProtocol(lab) {
  const info = lab.info;
  const name = info.name === info.native_name ? info.name : `${info.name} ${info.native_name}`;
  $("own-request").textContent = JSON.stringify({ puzzle: info.id, game: info.example, limits: { max_seconds: 10 } });
  $("own-answer").textContent = JSON.stringify({ moves: [info.move_notation ?? ""], expanded: 7 });
  $("own-notation").replaceChildren(
    ...richText("own-notation", { puzzle: name, example: info.move_notation ?? "", command: `puzzlelab ${info.id} moves ${JSON.stringify(info.example)}` }, ["example", "command"]),
  );
  $("own-commands").textContent = [
    `puzzlelab assignment make --puzzle ${info.id} --levels easy:5,medium:5 --seed 1 --out set.txt`,
    `puzzlelab judge --set set.txt --json -- python3 ${templateFile(info)} > report.json`,
  ].join("\n");
  $("own-template-lead").replaceChildren(...richText("own-template-lead", { puzzle: name, ...TEMPLATE_CODE }, Object.keys(TEMPLATE_CODE)));
  $("own-template").textContent = pythonTemplate(info);
  $("own-template").dataset.puzzle = info.id;
}

/** The imported report's rows of the puzzle shown, keyed by the lab's spelling of their game. */
async function indexReport(lab) {
  const own = lab.own;
  const info = lab.info;
  own.index = new Map();
  own.puzzle = info.id;
  const rows = own.report.rows.filter((r) => r.puzzle === info.id);
  // a few requests at a time: a report may have a thousand games
  const games = new Array(rows.length);
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const i = next++;
      games[i] = await canonical(info.id, rows[i].game);
    }
  };
  await Promise.all(Array.from({ length: Math.min(6, rows.length) }, worker));
  if (lab.info !== info || lab.own !== own) return null;
  rows.forEach((row, i) => {
    row.key = games[i];
    if (!own.index.has(games[i])) own.index.set(games[i], row);
  });
  return rows;
}

function summaryText(rows) {
  const count = (v) => rows.filter((r) => r.verdict === v).length;
  return t("own-report-summary", { optimal: count("optimal"), valid: count("valid"), failed: rows.length - count("optimal") - count("valid") });
}

/** Shows the report's rows of the puzzle shown (after a new report or another puzzle). */
async function showReport(lab, hooks) {
  const own = lab.own;
  const message = $("own-message");
  if (!own) {
    $("own-report").hidden = true;
    return;
  }
  const info = lab.info;
  const rows = await indexReport(lab);
  if (!rows) return;
  const others = own.report.rows.length - rows.length;
  if (!rows.length) {
    $("own-report").hidden = true;
    const puzzles = [...new Set(own.report.rows.map((r) => r.puzzle))].join(", ");
    showRich(message, "own-report-other-puzzle", { puzzle: info.name, puzzles }, ["puzzles"], "error");
    hooks.changed();
    return;
  }
  const lines = [t("own-report-read", { rows: rows.length, puzzle: info.name, summary: summaryText(rows) })];
  if (others) lines.push(t("own-report-others", { count: others }));
  showMessage(message, lines.join(" "), "ok");
  $("own-command").replaceChildren(...richText("own-report-command", { command: own.report.command }, ["command"]));
  $("own-rows").tBodies[0].replaceChildren(
    ...rows.map((r) =>
      el(
        "tr",
        { class: `verdict-${r.verdict}` },
        el("td", { class: "text" }, el("code", {}, r.game)),
        el("td", { class: "text" }, verdictText(r.verdict), r.detail ? [el("br"), el("small", { class: "muted" }, r.detail)] : null),
        el("td", {}, r.cost ?? "–"),
        el("td", {}, r.optimum ?? "–"),
        el("td", {}, formatCount(r.expanded)),
        el("td", {}, r.seconds === null ? "–" : formatMs(r.seconds * 1000)),
        el("td", {}, el("button", { type: "button", class: "secondary own-compare", onclick: () => hooks.compareOn(r.key) }, t("own-compare-game"))),
      ),
    ),
  );
  $("own-report").hidden = false;
  hooks.changed();
}

/** The report's row for `game` (the lab's spelling) of the puzzle shown, if any. */
export function ownRowFor(lab, game) {
  const own = lab.own;
  if (!own || own.puzzle !== lab.info.id || !own.index) return { report: false };
  return { report: true, row: own.index.get(game) ?? null };
}

/**
 * The student's row for `game` as the comparison's exports write it (the page's words, the
 * report's figures), or null without a report or a row for the game.
 */
export function ownRecord(lab, game) {
  const { row } = ownRowFor(lab, game);
  if (!row) return null;
  return {
    label: t("own-row-label"),
    solver: lab.own.report.command,
    heuristic: "",
    cost: row.cost,
    claim: row.optimum === null ? verdictText(row.verdict) : `${verdictText(row.verdict)} (${t("own-row-optimum", { optimum: row.optimum })})`,
    expanded: row.expanded,
    elapsed_ms: row.seconds === null ? null : row.seconds * 1000,
  };
}

/** The comparison table's row of the student's algorithm for `game`, or null without a report. */
export function compareRow(lab, game) {
  const { report, row } = ownRowFor(lab, game);
  if (!report) return null;
  const label = el("td", { class: "text" }, el("strong", {}, t("own-row-label")), el("br"), el("small", { class: "muted" }, el("code", {}, lab.own.report.command)));
  if (!row) return el("tr", { class: "own", id: "own-compare-row" }, label, el("td", { colspan: 9, class: "text" }, t("own-row-no-game")));
  const verdict = ownRecord(lab, game).claim;
  return el(
    "tr",
    { class: "own", id: "own-compare-row", "data-verdict": row.verdict },
    label,
    el("td", { class: "text" }, "–"),
    el("td", {}, row.cost ?? "–"),
    el("td", { class: "text" }, verdict),
    el("td", {}, formatCount(row.expanded)),
    el("td", {}, "–"),
    el("td", {}, "–"),
    el("td", {}, "–"),
    el("td", {}, "–"),
    el("td", {}, row.seconds === null ? "–" : formatMs(row.seconds * 1000)),
  );
}

/**
 * The student's series for the experiment `answer` (its `games` by depth): the average nodes
 * expanded of the report's solved rows at each depth, how many rows are of those games
 * (`matched`) and how many are plotted (solved, with their nodes expanded); null without a
 * report.
 */
export function experimentSeries(lab, answer) {
  const own = lab.own;
  if (!own || own.puzzle !== lab.info.id || !own.index || !answer?.games) return null;
  const points = [];
  let matched = 0;
  let plotted = 0;
  for (const { depth, games } of answer.games) {
    const found = games.map((g) => own.index.get(g)).filter(Boolean);
    const rows = found.filter((r) => SOLVED.has(r.verdict) && r.expanded !== null);
    matched += found.length;
    plotted += rows.length;
    if (rows.length) points.push([depth, rows.reduce((sum, r) => sum + r.expanded, 0) / rows.length]);
  }
  return { label: t("own-experiment-series"), points, matched, plotted };
}

/** The experiment's instances as a judge set file (puzzle, tab, game, tab, optimum). */
export function experimentSetFile(lab) {
  const answer = lab.experiment;
  if (!answer?.games) return;
  const lines = [`# ${lab.info.id}: the lab's experiment, seed ${answer.seed}`];
  for (const { depth, games } of answer.games) for (const game of games) lines.push(`${lab.info.id}\t${game}\t${depth}`);
  download(`experiment-${lab.info.id}.txt`, lines.join("\n") + "\n", "text/plain");
}

/**
 * Sets up the panel. `hooks.changed()` is called when the report or its rows for the puzzle
 * shown change (the comparison and the plot redraw); `hooks.compareOn(game)` shows a game of
 * the report in the lab and compares on it.
 */
export function createOwnPanel(lab, hooks) {
  lab.own = null;
  $("own-import-lead").replaceChildren(...richText("own-import-lead", { command: JUDGE_COMMAND }, ["command"]));
  // the protocol's field is code: `"moves"`
  $("own-verdicts").replaceChildren(...VERDICTS.flatMap((v) => [el("dt", {}, verdictText(v)), el("dd", {}, ...richText(`own-why-${v}`, { field: '"moves"' }, ["field"]))]));
  const load = async (file) => {
    if (!file) return;
    try {
      const report = await readReportFile(file);
      lab.own = { report, index: null, puzzle: null };
      await showReport(lab, hooks);
    } catch (err) {
      if (!(err instanceof ReportError)) throw err;
      showRich($("own-message"), err.key, err.args, ["field", "error", "command"].filter((k) => k in err.args), "error");
    }
  };
  $("own-file").addEventListener("change", () => {
    const file = $("own-file").files[0];
    $("own-file").value = "";
    load(file);
  });
  const zone = $("own-drop");
  zone.addEventListener("dragover", (event) => {
    event.preventDefault();
    zone.classList.add("dragging");
  });
  zone.addEventListener("dragleave", () => zone.classList.remove("dragging"));
  zone.addEventListener("drop", (event) => {
    event.preventDefault();
    zone.classList.remove("dragging");
    load(event.dataTransfer?.files?.[0]);
  });
  $("own-clear").addEventListener("click", () => {
    lab.own = null;
    $("own-report").hidden = true;
    showMessage($("own-message"), "");
    hooks.changed();
  });
  $("own-copy").addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText($("own-template").textContent);
      showMessage($("own-copy-message"), t("own-copied"), "ok");
    } catch {
      const range = document.createRange();
      range.selectNodeContents($("own-template"));
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      showMessage($("own-copy-message"), t("own-copy-failed"), "error");
    }
  });
  $("own-download").addEventListener("click", () => download(templateFile(lab.info), $("own-template").textContent, "text/x-python"));
  return {
    /** The puzzle shown changed: the protocol and template follow, and the report's rows. */
    setPuzzle() {
      showProtocol(lab);
      if (lab.own) showReport(lab, hooks);
    },
  };
}
