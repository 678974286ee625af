// Motion for every board: one place that knows whether the player asked for less motion
// (`prefers-reduced-motion`), and a promise-returning animation that is instant then. Every
// animation of the game page is short (at most `MAX_MS`) and only draws: the session has
// already changed when it starts, so nothing waits on it but the eyes.

/** The longest an animation of the game page may take. */
export const MAX_MS = 250;

/** True when the player asked the system for less motion. */
export function reducedMotion() {
  return !!(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
}

/**
 * Plays `keyframes` (Web Animations) on `element` for `ms` (capped at `MAX_MS`); resolves when
 * it ends or is cancelled. Instant (resolved at once) when motion is reduced or unsupported.
 */
export function animate(element, keyframes, ms, options = {}) {
  if (!element || reducedMotion() || typeof element.animate !== "function") return Promise.resolve();
  const animation = element.animate(keyframes, { duration: Math.min(ms, MAX_MS), easing: "ease-out", ...options });
  return animation.finished.then(
    () => {},
    () => {},
  );
}

/** Resolves after `ms` (0 when motion is reduced): a pause between two steps of an animation. */
export function pause(ms) {
  const wait = reducedMotion() ? 0 : Math.min(ms, MAX_MS);
  return new Promise((resolve) => setTimeout(resolve, wait));
}
