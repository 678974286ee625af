// The lab's textbook experiment (`/api/{id}/experiment`): random games at each solution
// depth, the average nodes generated and the effective branching factor b* per algorithm,
// as a table, a plot (log scale) and a CSV file.

import { postJson } from "../api.js";
import { t } from "../i18n.js";
import { el, formatCount, heuristicName, showMessage } from "../ui.js";
import { downloadCsv } from "./export.js";
import { experimentSeries } from "./own.js";
import { plot } from "./plot.js";

const $ = (id) => document.getElementById(id);
const COLUMNS = ["depth", "spec", "algorithm", "heuristic", "instances", "finished", "avg_generated", "avg_expanded", "b_star", "stopped"];

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
          el("td", { class: "text" }, r.algorithm),
          el("td", { class: "text" }, r.heuristic ? heuristicName(r.heuristic) : "–"),
          el("td", {}, `${r.finished}/${r.instances}`),
          el("td", {}, r.skipped ? t("lab-skipped") : r.avg_generated === null ? r.stopped ?? "–" : formatCount(Math.round(r.avg_generated))),
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
      label: spec,
      points: answer.rows.filter((r) => r.spec === spec && r[field] !== null && r[field] !== undefined).map((r) => [r.depth, r[field]]),
    }));
    if (withOwn) series.push({ label: own.label, points: own.points });
    plot($("experiment-canvas"), series, { xLabel: t("lab-col-depth"), yLabel: t(withOwn ? "own-col-avg-expanded" : "lab-col-avg-generated"), log: true });
    $("experiment-own").hidden = own === null;
    $("experiment-own").textContent = own === null ? "" : withOwn ? t("own-experiment-some", { rows: own.plotted }) : t("own-experiment-none");
    $("experiment-canvas").dataset.series = series.map((s) => s.label).join("\n");
  }
}

export function exportExperiment(lab) {
  if (lab.experiment) downloadCsv(`experiment-${lab.info.id}`, lab.experiment.rows, COLUMNS);
}
