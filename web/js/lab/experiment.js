// The lab's textbook experiment (`/api/{id}/experiment`): random games at each solution
// depth, the average nodes generated and the effective branching factor b* per algorithm,
// as a table, a plot (log scale) and a CSV file.

import { postJson } from "../api.js";
import { t } from "../i18n.js";
import { algorithmName, el, formatCount, heuristicName, showMessage, specName } from "../ui.js";
import { downloadCsv } from "./export.js";
import { experimentSeries } from "./own.js";
import { plot } from "./plot.js";

const $ = (id) => document.getElementById(id);
/** The experiment's CSV columns: a header key and the cell of a row. */
const COLUMNS = [
  ["lab-col-depth", (r) => r.depth],
  ["lab-col-algorithm", (r) => rowAlgorithm(r)],
  ["lab-col-heuristic", (r) => (r.heuristic ? heuristicName(r.heuristic) : "")],
  ["lab-col-games", (r) => r.instances],
  ["lab-col-finished", (r) => r.finished],
  ["lab-col-avg-generated", (r) => r.avg_generated],
  ["own-col-avg-expanded", (r) => r.avg_expanded],
  ["lab-col-b-star", (r) => r.b_star],
  ["lab-col-stopped", (r) => (r.stopped ? stopText(r.stopped) : "")],
];

/** A row's algorithm in the page's language (`iddfs:40` as its words), without its heuristic. */
function rowAlgorithm(row) {
  return row.own ? t("own-row-label") : algorithmName(row.spec.split("/")[0]);
}

/** Why a row stopped (`node_limit`), in the page's language. */
function stopText(reason) {
  return t(`stop-${reason.replace(/_/g, "-")}`);
}

export async function runExperiment(lab, game, limits) {
  const depths = $("experiment-depths")
    .value.split(/[\s,，]+/)
    .filter(Boolean)
    .map(Number);
  if (!depths.length || depths.some((d) => !Number.isInteger(d) || d < 0)) {
    showMessage($("lab-message"), t("lab-depths-invalid"), "error");
    return;
  }
  const instances = Math.max(1, Math.min(100, Number($("experiment-instances").value) || 20));
  showMessage($("lab-message"), t("lab-experimenting"));
  try {
    const answer = await postJson(`/api/${lab.info.id}/experiment`, { game, depths, instances, limits });
    lab.experiment = answer;
    showExperiment(lab);
    showMessage($("lab-message"), t("lab-experiment-done", { rows: answer.rows.length, ms: Math.round(answer.elapsed_ms) }), "ok");
  } catch (err) {
    showMessage($("lab-message"), err.message, "error");
  }
}

/**
 * Draws the experiment `lab.experiment`: its table, and its plot of the average nodes
 * generated; with a judge report imported (`own.js`), the student's average nodes expanded on
 * the same games beside every algorithm's average expanded, or why it is missing.
 */
export function showExperiment(lab) {
  const answer = lab.experiment;
  if (!answer) return;
  {
    const rows = [...answer.rows].sort((a, b) => a.depth - b.depth || a.spec.localeCompare(b.spec));
    $("experiment-table").tBodies[0].replaceChildren(
      ...rows.map((r) =>
        el(
          "tr",
          {},
          el("td", {}, r.depth),
          el("td", { class: "text" }, rowAlgorithm(r)),
          el("td", { class: "text" }, r.heuristic ? heuristicName(r.heuristic) : "–"),
          el("td", {}, `${r.finished}/${r.instances}`),
          el("td", {}, r.skipped ? t("lab-skipped") : r.avg_generated === null ? (r.stopped ? stopText(r.stopped) : "–") : formatCount(Math.round(r.avg_generated))),
          el("td", {}, r.b_star === null || r.b_star === undefined ? "–" : r.b_star.toFixed(2)),
        ),
      ),
    );
    $("experiment-result").hidden = false;
    const specs = [...new Set(answer.rows.map((r) => r.spec))];
    const own = experimentSeries(lab, answer);
    const withOwn = own !== null && own.matched > 0;
    const field = withOwn ? "avg_expanded" : "avg_generated";
    const series = specs.map((spec) => ({
      label: specName(spec),
      points: answer.rows.filter((r) => r.spec === spec && r[field] !== null && r[field] !== undefined).map((r) => [r.depth, r[field]]),
    }));
    if (withOwn) series.push({ label: own.label, points: own.points });
    plot($("experiment-canvas"), series, { xLabel: t("lab-col-depth"), yLabel: t(withOwn ? "own-col-avg-expanded" : "lab-col-avg-generated"), log: true });
    $("experiment-own").hidden = own === null;
    $("experiment-own").textContent = own === null ? "" : withOwn ? t("own-experiment-some", { rows: own.plotted }) : t("own-experiment-none");
    $("experiment-canvas").dataset.series = series.map((s) => s.label).join("\n");
  }
}

/** Downloads the experiment as CSV, the imported report's averages as rows of "your algorithm". */
export function exportExperiment(lab) {
  const answer = lab.experiment;
  if (!answer) return;
  const own = experimentSeries(lab, answer);
  const ownRows = (own?.points ?? []).map(([depth, expanded]) => ({ own: true, depth, avg_expanded: expanded }));
  const columns = COLUMNS.map(([key, value]) => ({ header: t(key), value }));
  downloadCsv(`experiment-${lab.info.id}`, [...answer.rows, ...ownRows], columns);
}
