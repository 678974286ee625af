// The way on after a search stopped by a limit, the same on the game pages and in the lab: the
// limit it met raised (ten times the nodes, four times the seconds, from what the run used or
// was allowed; the server still caps both). A stop is never "no solution".

/** The reasons of a stop that a raise can lift. */
const RAISABLE = ["node_limit", "time_limit"];

/**
 * The raise for a run stopped by `reasons` (`node_limit`, `time_limit`...), given the limits it
 * ran under (`{max_nodes, max_seconds}`, either missing) and what it used (`{expanded,
 * elapsed_ms}`, either missing): `{label, limits}`, `label` the catalogue id of the button's
 * words and `limits` the raised ones only; null when no limit it met can be raised.
 */
export function raiseFor(reasons, current = {}, used = {}) {
  const met = new Set([...reasons].filter((r) => RAISABLE.includes(r)));
  const nodes = met.has("node_limit");
  const time = met.has("time_limit");
  if (!nodes && !time) return null;
  const limits = {};
  if (nodes) limits.max_nodes = Math.max(1000, 10 * Math.max(Number(current.max_nodes) || 0, used.expanded || 0));
  if (time) limits.max_seconds = Math.min(600, Math.ceil(4 * Math.max(Number(current.max_seconds) || 0, (used.elapsed_ms || 0) / 1000, 1)));
  return { label: nodes && time ? "lab-raise-both" : nodes ? "lab-raise-nodes" : "lab-raise-time", limits };
}

/** A claim's words of a stop (`claim-stopped-nodes`) and the reason they name. */
const CLAIM_STOPS = { "claim-stopped-nodes": "node_limit", "claim-stopped-time": "time_limit", "claim-stopped-memory": "memory_limit" };

/**
 * The stop reasons named in catalogue words, at any depth: a reason's own (`stop-node-limit` ->
 * `node_limit`) or a stopped claim's (`claim-stopped-nodes`, as a note "ended (stopped by the
 * node limit)" words it).
 */
export function stopReasons(words) {
  const found = new Set();
  const walk = (w) => {
    if (!w || typeof w !== "object") return;
    if (typeof w.key === "string" && w.key.startsWith("stop-")) found.add(w.key.slice(5).replace(/-/g, "_"));
    if (typeof w.key === "string" && CLAIM_STOPS[w.key]) found.add(CLAIM_STOPS[w.key]);
    for (const value of Object.values(w.args || {})) walk(value);
  };
  walk(words);
  return found;
}
