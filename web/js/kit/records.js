// Best results per puzzle, kept in the database (lower is better); on a server for a class, a
// page without the teacher's token keeps them in this browser (see classroom.js).

import { getJson, postJson } from "../api.js";
import { localBest, serverAccess, submitLocalResult } from "./classroom.js";

/** The stored best `{value, who, when, details}` for a puzzle and metric, or null. */
export async function fetchBest(kind, puzzle, metric) {
  if ((await serverAccess()).local) return localBest(kind, puzzle, metric);
  const params = new URLSearchParams({ kind, puzzle, metric });
  const { record } = await getJson(`/api/records?${params}`);
  return record;
}

/** Submits a result; resolves to `{improved, previous, best}`. */
export async function submitResult(kind, puzzle, metric, value, details = null) {
  if ((await serverAccess()).local) return submitLocalResult(kind, puzzle, metric, value, details);
  const { outcome } = await postJson("/api/records", { kind, puzzle, metric, value, details });
  return outcome;
}
