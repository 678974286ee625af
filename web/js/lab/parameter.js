// A solver's number in its name (`beam:1000`, `wastar:2`, `iddfs:200`): which setting it is
// (beam width, weight, depth limit) and the same solver with another number. The server checks
// the range and says what it takes.

/** The settings a solver's number can be, by the name before the colon. */
const KINDS = [
  [/beam$/, "lab-param-width", { min: 1, step: 1 }],
  [/^wastar$/, "lab-param-weight", { min: 1, step: 0.1 }],
  [/dfs$/, "lab-param-depth", { min: 1, step: 1 }],
];

/**
 * `{key, min, step, value}` for solver `name` when its number is a setting a person may
 * change (`key` is the setting's catalogue id), else null.
 */
export function solverParameter(name) {
  const m = /^([a-z-]+):([0-9.]+)(\/.*)?$/.exec(name || "");
  if (!m) return null;
  const kind = KINDS.find(([pattern]) => pattern.test(m[1]));
  return kind ? { key: kind[1], ...kind[2], value: m[2] } : null;
}

/** Solver `name` with its number set to `value` (`beam:1000` and 50 give `beam:50`). */
export function withParameter(name, value) {
  return name.replace(/:[0-9.]+/, `:${value}`);
}
