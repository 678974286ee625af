// After a run stopped by a limit: a button that raises the limit it met (ten times the nodes,
// four times the seconds, from what the run used; the server still caps both) and runs the
// same search again. A stop is never "no solution": this is the way on.

import { t } from "../i18n.js";

const $ = (id) => document.getElementById(id);

/**
 * Offers the raise when one of `claims` (the run's, or a comparison's rows') is a stop by the
 * node or the time limit; `used` is `{expanded, elapsed_ms}`, the most a run used; `again`
 * runs the same search with the raised limit.
 */
export function offerRaise(claims, used, again) {
  const button = $("raise-limit");
  const reasons = new Set(claims.filter((c) => c && c.kind === "stopped").map((c) => c.reason));
  const nodes = reasons.has("node_limit");
  const time = reasons.has("time_limit");
  button.hidden = !(nodes || time);
  if (button.hidden) return;
  button.textContent = t(nodes && time ? "lab-raise-both" : nodes ? "lab-raise-nodes" : "lab-raise-time");
  button.onclick = () => {
    if (nodes) {
      const was = Math.max(Number($("max-nodes").value) || 0, used.expanded || 0);
      $("max-nodes").value = String(Math.max(1000, 10 * was));
    }
    if (time) {
      const was = Math.max(Number($("max-seconds").value) || 0, (used.elapsed_ms || 0) / 1000, 1);
      $("max-seconds").value = String(Math.min(600, Math.ceil(4 * was)));
    }
    button.hidden = true;
    again();
  };
}

/** Takes the offer away (a new run starts). */
export function hideRaise() {
  $("raise-limit").hidden = true;
}
