// After a run stopped by a limit: a button that raises the limit it met (the rule is the kit's
// `raiseFor`, shared with the game pages) and runs the same search again. A stop is never "no
// solution": this is the way on.

import { t } from "../i18n.js";
import { raiseFor } from "../kit/raise.js";

const $ = (id) => document.getElementById(id);

/**
 * Offers the raise when one of `claims` (the run's, or a comparison's rows') is a stop by the
 * node or the time limit; `used` is `{expanded, elapsed_ms}`, the most a run used; `again`
 * runs the same search with the raised limit.
 */
export function offerRaise(claims, used, again) {
  const button = $("raise-limit");
  const reasons = claims.filter((c) => c && c.kind === "stopped").map((c) => c.reason);
  const raise = raiseFor(reasons, { max_nodes: $("max-nodes").value, max_seconds: $("max-seconds").value }, used);
  button.hidden = !raise;
  if (!raise) return;
  button.textContent = t(raise.label);
  button.onclick = () => {
    if (reasons.includes("node_limit")) $("max-nodes").value = String(raise.limits.max_nodes);
    if (reasons.includes("time_limit")) $("max-seconds").value = String(raise.limits.max_seconds);
    button.hidden = true;
    again();
  };
}

/** Takes the offer away (a new run starts). */
export function hideRaise() {
  $("raise-limit").hidden = true;
}
