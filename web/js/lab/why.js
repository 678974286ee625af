// "Why" notes after a comparison: a few short sentences, in the page's language, that explain
// what the table shows from the run's own figures (IDA*'s re-expansions against A*'s CLOSED
// list, a stronger heuristic's pruning and its mean h / h* along the optimal path, blind
// search's memory, a fast answer's extra cost, a stop at a limit). Each note is a catalogue key with its values; a note appears only when
// the rows it compares are in the table and finished.

import { t } from "../i18n.js";
import { formatBytes, formatCount, heuristicName, solverLabel } from "../ui.js";

/** A row's algorithm family from its solver's spelling: `idastar-manhattan` → `idastar`. */
function family(row) {
  return String(row.solver).split(/[:/]/)[0].split("-")[0];
}

/** Whether the row ran to an answer (optimal, or a solution found). */
function answered(row) {
  return !row.error && row.cost !== null && row.cost !== undefined;
}

/** The finished rows of `family`, fewest nodes expanded first. */
function of(rows, name) {
  return rows.filter((r) => family(r) === name && answered(r)).sort((a, b) => a.expanded - b.expanded);
}

/** `a / b` as the notes print a ratio: one decimal below 10, a whole number above. */
function ratio(a, b) {
  const r = a / Math.max(1, b);
  return r < 10 ? r.toFixed(1) : formatCount(Math.round(r));
}

/** A share as a whole percentage: 0.734 → `73%`. */
function percent(share) {
  return `${Math.round(share * 100)}%`;
}

/**
 * The notes for comparison `rows` of puzzle `info`: `{ key, args }` each, in the order a
 * student reads them (memory, re-expansions, heuristics, cost of speed, limits).
 */
export function comparisonNotes(info, rows) {
  const notes = [];
  const name = (r) => solverLabel(info, r);
  const optimum = Math.min(...rows.filter((r) => answered(r) && r.claim.kind === "optimal").map((r) => r.cost));
  const [astar] = of(rows, "astar");
  const [bfs] = of(rows, "bfs");
  if (bfs && astar && bfs.peak_frontier > 2 * astar.peak_frontier) {
    notes.push({
      key: "why-blind-memory",
      args: { bfs: name(bfs), frontier: formatCount(bfs.peak_frontier), memory: formatBytes(bfs.peak_memory_bytes), astar: name(astar), astarFrontier: formatCount(astar.peak_frontier), ratio: ratio(bfs.peak_frontier, astar.peak_frontier) },
    });
  }
  const [ida] = of(rows, "idastar");
  const astarSame = ida && of(rows, "astar").find((r) => r.heuristic === ida.heuristic);
  if (ida && astarSame && ida.expanded > 1.5 * astarSame.expanded) {
    notes.push({
      key: "why-ida-reexpands",
      args: { ida: name(ida), expanded: formatCount(ida.expanded), astar: name(astarSame), astarExpanded: formatCount(astarSame.expanded), ratio: ratio(ida.expanded, astarSame.expanded), again: formatCount(ida.expanded - astarSame.expanded) },
    });
  }
  const informed = of(rows, "astar").filter((r) => r.heuristic && r.claim.kind === "optimal");
  if (informed.length >= 2) {
    const best = informed[0];
    const worst = informed[informed.length - 1];
    if (worst.expanded > 1.5 * best.expanded) {
      notes.push({
        key: "why-heuristic-prunes",
        args: { best: heuristicName(best.heuristic), bestExpanded: formatCount(best.expanded), worst: heuristicName(worst.heuristic), worstExpanded: formatCount(worst.expanded), ratio: ratio(worst.expanded, best.expanded) },
      });
    }
  }
  // how close each heuristic comes to h* along an optimal path (the engine's mean of h / h*),
  // the admissible ones only (a mean above 1 overestimates somewhere)
  const measured = new Map();
  for (const r of rows) {
    if (!r.error && r.heuristic && typeof r.mean_h_ratio === "number" && r.mean_h_ratio <= 1) measured.set(r.heuristic, r.mean_h_ratio);
  }
  if (measured.size >= 2) {
    const ranked = [...measured].sort((a, b) => b[1] - a[1]);
    const [best, bestRatio] = ranked[0];
    const [worst, worstRatio] = ranked[ranked.length - 1];
    if (bestRatio - worstRatio >= 0.05) {
      notes.push({
        key: "why-heuristic-accuracy",
        args: { best: heuristicName(best), bestRatio: percent(bestRatio), worst: heuristicName(worst), worstRatio: percent(worstRatio) },
      });
    }
  }
  if (Number.isFinite(optimum)) {
    const dearest = rows.filter((r) => answered(r) && r.claim.kind !== "optimal" && r.cost > optimum).sort((a, b) => b.cost - a.cost)[0];
    if (dearest) {
      notes.push({ key: "why-not-optimal", args: { solver: name(dearest), cost: dearest.cost, optimum, extra: dearest.cost - optimum } });
    }
  }
  const stopped = rows.filter((r) => !r.error && r.claim.kind === "stopped");
  if (stopped.length) {
    notes.push({ key: "why-stopped", args: { solvers: stopped.map(name).reduceRight((tail, head) => t("list-pair", { head, tail })) } });
  }
  return notes;
}

/** The notes as text, for a list under the table. */
export function noteTexts(notes) {
  return notes.map((n) => t(n.key, n.args));
}
