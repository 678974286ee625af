// Best results per puzzle, kept in the database (lower is better).

import { getJson, postJson } from "../api.js";

/** The stored best `{value, who, when, details}` for a puzzle and metric, or null. */
export async function fetchBest(kind, puzzle, metric) {
  const params = new URLSearchParams({ kind, puzzle, metric });
  const { record } = await getJson(`/api/records?${params}`);
  return record;
}

/** Submits a result; resolves to `{improved, previous, best}`. */
export async function submitResult(kind, puzzle, metric, value, details = null) {
  const { outcome } = await postJson("/api/records", { kind, puzzle, metric, value, details });
  return outcome;
}
