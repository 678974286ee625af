// The lab's heuristic checker (`/api/{id}/heuristic-check`): over every state reachable from
// the game, the largest overestimate (and where), the consistency violations, the mean ratio
// h / true distance, and h against the true distance as a plot.

import { postJson } from "../api.js";
import { t } from "../i18n.js";
import { el, formatCount, heuristicName, showMessage } from "../ui.js";
import { plot } from "./plot.js";

const $ = (id) => document.getElementById(id);

export async function checkHeuristic(lab, game, limits) {
  const heuristic = $("check-heuristic").value || undefined;
  showMessage($("lab-message"), t("lab-checking"));
  try {
    const check = await postJson(`/api/${lab.info.id}/heuristic-check`, { game, heuristic, limits });
    const figure = (key, value) => el("div", {}, el("dt", {}, t(key)), el("dd", {}, value));
    $("check-figures").replaceChildren(
      figure("lab-check-states", formatCount(check.states)),
      figure("lab-check-overestimate", String(check.max_overestimate)),
      figure("lab-check-overestimated", formatCount(check.overestimated_states)),
      figure("lab-check-violations", formatCount(check.consistency_violations)),
      figure("lab-check-ratio", check.mean_ratio === null ? "–" : check.mean_ratio.toFixed(3)),
    );
    const verdict = check.max_overestimate > 0 ? t("lab-check-inadmissible") : t("lab-check-admissible");
    const worst = check.worst ? ` ${t("lab-check-worst", { state: check.worst.state, h: check.worst.h, distance: check.worst.distance })}` : "";
    $("check-worst").textContent = verdict + worst;
    $("check-result").hidden = false;
    const rows = check.by_distance || [];
    plot(
      $("check-canvas"),
      [{ label: t("lab-check-mean-h"), points: rows.map((r) => [r.distance, r.mean_h]), band: rows.map((r) => [r.distance, r.min_h, r.max_h]) }],
      { xLabel: t("lab-check-distance"), yLabel: "h", diagonal: true },
    );
    showMessage($("lab-message"), t("lab-check-done", { heuristic: check.heuristic ? heuristicName(check.heuristic) : "", states: formatCount(check.states) }), "ok");
  } catch (err) {
    showMessage($("lab-message"), err.message, "error");
  }
}
