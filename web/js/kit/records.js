// Best results per puzzle, kept in the database (lower is better); on a server for a class, a
// page without the teacher's token keeps them in this browser (see classroom.js).

import { getJson, postJson } from "../api.js";
import { localBest, serverAccess, submitLocalResult } from "./classroom.js";

/** The stored best `{value, who, when, details}` for a puzzle and metric, or null. */
export async function fetchBest(puzzle, game, metric) {
  if ((await serverAccess()).local) return localBest(puzzle, game, metric);
  const params = new URLSearchParams({ puzzle, game, metric });
  const { record } = await getJson(`/api/records?${params}`);
  return record;
}

/** Submits a result; resolves to `{improved, previous, best}`. */
export async function submitResult(puzzle, game, metric, value, details = null) {
  if ((await serverAccess()).local) return submitLocalResult(puzzle, game, metric, value, details);
  const { outcome } = await postJson("/api/records", { puzzle, game, metric, value, details });
  return outcome;
}
