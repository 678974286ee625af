// The parameter form (m, n, k, p, z, mode): the same checks as the server's `Params::validate`,
// shown inline next to each field while typing.

import { PICTURE_COUNT } from "./tiles.js";

export const MAX_SIDE = 20;

/** Mode -> turn limit sent to the server. */
export const MODE_TURNS = { 1: "2", 2: "3", 3: "3", any: "any" };

/** Checks the form values; returns `{field: message}` for every field that is wrong. */
export function validateParams({ rows, cols, pairs, kinds, blockers, mode }) {
  const errors = {};
  const whole = (v) => Number.isInteger(v);
  if (!whole(rows) || rows < 1 || rows > MAX_SIDE) errors.rows = `m must be a whole number from 1 to ${MAX_SIDE}`;
  if (!whole(cols) || cols < 1 || cols > MAX_SIDE) errors.cols = `n must be a whole number from 1 to ${MAX_SIDE}`;
  if (!whole(pairs) || pairs < 1) errors.pairs = "k must be a whole number, at least 1";
  if (!whole(kinds) || kinds < 1) errors.kinds = "p must be a whole number, at least 1";
  else if (kinds > PICTURE_COUNT) errors.kinds = `p can be at most ${PICTURE_COUNT} (there are ${PICTURE_COUNT} pictures)`;
  if (!whole(blockers) || blockers < 0) errors.blockers = "z must be a whole number, 0 or more";
  if (!errors.rows && !errors.cols && !errors.pairs && 2 * pairs > rows * cols) {
    errors.pairs = `${pairs} pairs need ${2 * pairs} cells but a ${rows} x ${cols} board has ${rows * cols}`;
  }
  if (!errors.kinds && !errors.pairs && kinds > pairs) {
    errors.kinds = `${kinds} pictures cannot all appear in ${pairs} pairs (p must be at most k)`;
  }
  if (!errors.rows && !errors.cols && !errors.pairs && !errors.blockers && 2 * pairs + blockers > rows * cols) {
    errors.blockers = `2 x ${pairs} tiles + ${blockers} blockers = ${2 * pairs + blockers}, more than the ${rows * cols} cells`;
  }
  if (!errors.blockers && blockers > 0 && (mode === "1" || mode === "2")) {
    errors.mode = "blockers (z > 0) need mode 3 or “any”";
  }
  return errors;
}
