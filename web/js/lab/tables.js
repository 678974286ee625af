// The OPEN and CLOSED tables of a traced step, in the textbooks' form (OPEN表, CLOSED表):
// one row per node, its state drawn small, g, h, f and its parent (the step that generated
// it); CLOSED's rows also name the step that expanded each node. The same rows make the
// tables' CSV and Markdown files, for one step or for the whole trace step by step.

import { t } from "../i18n.js";
import { el } from "../ui.js";
import { download, tableCsv, tableMarkdown } from "./export.js";
import { miniBoard } from "./mini.js";

/** For each state, the indices of the steps that took it up, in order. */
export function indexSteps(trace) {
  const byState = new Map();
  trace.steps.forEach((step, i) => {
    if (!byState.has(step.state)) byState.set(step.state, []);
    byState.get(step.state).push(i);
  });
  return byState;
}

/** The last step at or before `index` that expanded `state`. */
function expansionOf(trace, byState, state, index) {
  const taken = byState.get(state) || [];
  for (let k = taken.length - 1; k >= 0; k--) {
    const step = trace.steps[taken[k]];
    if (taken[k] <= index && step.phase !== "goal-test") return step;
  }
  return null;
}

/** OPEN after step `index` as rows, or null when it is too long to be listed. */
export function openRows(trace, index) {
  const open = trace.steps[index].open;
  if (!open) return null;
  return open.map((entry, i) => ({ number: i + 1, state: entry.state, g: entry.g, h: entry.h, f: entry.f, parent: entry.parent ?? null, step: null }));
}

/** CLOSED after step `index` as rows, or null when it is too long to be listed. */
export function closedRows(trace, byState, index) {
  const states = trace.steps[index].closed.states;
  if (!states) return null;
  return states.map((state, i) => {
    const step = expansionOf(trace, byState, state, index);
    return { number: i + 1, state, g: step?.g ?? null, h: step?.h ?? null, f: step?.f ?? null, parent: step?.parent ?? null, step: step?.id ?? null };
  });
}

/** How f is worked out by `algorithm` (a catalogue key). */
export function formulaKey(algorithm) {
  const name = algorithm.split(":")[0];
  if (name === "greedy") return "lab-f-greedy";
  if (name === "wastar") return "lab-f-weighted";
  if (name === "astar" || name === "idastar" || name === "beam") return "lab-f-sum";
  return "lab-f-cost";
}

/** A number as the tables show it ("–" for none). */
const shown = (v) => (v === null || v === undefined ? "–" : String(v));

/** A table of `rows`, CLOSED's with the step that expanded each. */
function tableOf(rows, closed, caption) {
  const head = [t("lab-col-number"), t("lab-col-node"), "g", "h", "f", t("lab-col-parent")];
  if (closed) head.push(t("lab-col-step"));
  const body = rows.map((row) =>
    el(
      "tr",
      { "data-state": row.state },
      el("td", {}, row.number),
      el("td", { class: "text" }, miniBoard(row.state)),
      el("td", {}, shown(row.g)),
      el("td", {}, shown(row.h)),
      el("td", {}, shown(row.f)),
      el("td", {}, shown(row.parent)),
      closed ? el("td", {}, shown(row.step)) : null,
    ),
  );
  return el(
    "table",
    { class: "stats lists" },
    el("caption", { class: "muted small" }, caption),
    el("thead", {}, el("tr", {}, ...head.map((h, i) => el("th", { scope: "col", class: i === 1 ? "text" : "" }, h)))),
    el("tbody", {}, ...body),
  );
}

/** One list's part: its title with its size, then its table or why it is not listed. */
function listPart(id, titleKey, size, rows, closed, caption) {
  const title = el("h3", { class: "small-title" }, t(titleKey, { count: size }));
  let content;
  if (rows === null) content = el("p", { class: "muted small" }, t("lab-list-too-long"));
  else if (!rows.length) content = el("p", { class: "muted small" }, t("lab-list-empty"));
  else content = el("div", { class: "table-scroll" }, tableOf(rows, closed, caption));
  return el("div", { class: "trace-list", id }, title, content);
}

/** Draws step `index`'s OPEN and CLOSED tables into `host`. */
export function showTables(host, trace, byState, index) {
  const step = trace.steps[index];
  const caption = t(formulaKey(trace.algorithmName));
  host.replaceChildren(
    listPart("open-list", "lab-open-title", step.open_size, openRows(trace, index), false, caption),
    listPart("closed-list", "lab-closed-title", step.closed.size, closedRows(trace, byState, index), true, caption),
  );
}

/** The header labels of the exported tables, with the step column first when `withStep`. */
function headers(withStep) {
  const head = [t("lab-col-list"), t("lab-col-number"), t("lab-col-node"), "g", "h", "f", t("lab-col-parent"), t("lab-col-step")];
  return withStep ? [t("lab-col-at-step"), ...head] : head;
}

/** Step `index`'s rows for a file: OPEN's then CLOSED's, each led by the list's name. */
function fileRows(trace, byState, index) {
  const row = (list) => (r) => [list, r.number, r.state, r.g, r.h, r.f, r.parent, r.step];
  return [...(openRows(trace, index) || []).map(row(t("lab-open"))), ...(closedRows(trace, byState, index) || []).map(row(t("lab-closed")))];
}

/** The file names' stem for `trace`. */
const stem = (trace) => `${trace.puzzle}-${trace.algorithmName.replace(/[^a-z0-9]+/gi, "-")}`;

/** Downloads step `index`'s tables as CSV. */
export function exportStepCsv(trace, byState, index) {
  download(`${stem(trace)}-step-${index + 1}.csv`, tableCsv(headers(false), fileRows(trace, byState, index)), "text/csv;charset=utf-8");
}

/** Downloads every step's tables as one CSV, step by step. */
export function exportTraceCsv(trace, byState) {
  const rows = trace.steps.flatMap((step, i) => fileRows(trace, byState, i).map((r) => [step.id, ...r]));
  download(`${stem(trace)}-steps.csv`, tableCsv(headers(true), rows), "text/csv;charset=utf-8");
}

/** Downloads step `index`'s tables as Markdown: a heading and a table for each list. */
export function exportStepMarkdown(trace, byState, index) {
  const step = trace.steps[index];
  const head = [t("lab-col-number"), t("lab-col-node"), "g", "h", "f", t("lab-col-parent"), t("lab-col-step")];
  const part = (titleKey, size, rows) => {
    const title = `### ${t(titleKey, { count: size })}\n\n`;
    if (rows === null) return `${title}${t("lab-list-too-long")}\n`;
    if (!rows.length) return `${title}${t("lab-list-empty")}\n`;
    return title + tableMarkdown(head, rows.map((r) => [r.number, `\`${r.state}\``, r.g, r.h, r.f, r.parent, r.step]));
  };
  const text = [
    `## ${t("lab-tables-heading", { step: step.id })}\n\n${t(formulaKey(trace.algorithmName))}\n`,
    part("lab-open-title", step.open_size, openRows(trace, index)),
    part("lab-closed-title", step.closed.size, closedRows(trace, byState, index)),
  ].join("\n");
  download(`${stem(trace)}-step-${index + 1}.md`, text, "text/markdown;charset=utf-8");
}
