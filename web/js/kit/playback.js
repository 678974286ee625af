// Step-by-step playback of a solution: previous / next / play / pause, the move number, and a
// caller-supplied renderer for each step (board, g, h, f...).

import { t } from "../i18n.js";
import { el } from "../ui.js";

/**
 * Creates playback controls inside `container`.
 * `onStep(index)` draws step `index` (0 = start, `length` = end); `counter(current, length)`
 * words the position (by default "move 3 of 35": a solution's moves, 0 the start).
 * Returns `{ load(length), show(index), index(), stop(), element }`.
 */
export function createPlayback(container, onStep, { intervalMs = 600, counter: wordCounter = (current, length) => t("playback-counter", { current, length }) } = {}) {
  let length = 0;
  let current = 0;
  let timer = null;

  const first = el("button", { type: "button", class: "secondary", "data-action": "first", title: t("playback-first-title") }, t("playback-first"));
  const prev = el("button", { type: "button", class: "secondary", "data-action": "prev", title: t("playback-prev-title") }, t("playback-prev"));
  const play = el("button", { type: "button", class: "secondary", "data-action": "play", title: t("playback-play-title") }, t("playback-play"));
  const next = el("button", { type: "button", class: "secondary", "data-action": "next", title: t("playback-next-title") }, t("playback-next"));
  const last = el("button", { type: "button", class: "secondary", "data-action": "last", title: t("playback-last-title") }, t("playback-last"));
  const counter = el("span", { class: "playback-counter", "aria-live": "polite" });
  const element = el("div", { class: "playback row" }, first, prev, play, next, last, counter);
  container.replaceChildren(element);

  function refresh() {
    counter.textContent = wordCounter(current, length);
    first.disabled = prev.disabled = current === 0;
    next.disabled = last.disabled = current === length;
    play.textContent = timer ? t("playback-pause") : t("playback-play");
    onStep(current);
  }

  function stop() {
    if (timer) clearInterval(timer);
    timer = null;
  }

  function show(index) {
    current = Math.max(0, Math.min(length, index));
    if (current === length) stop();
    refresh();
  }

  first.addEventListener("click", () => { stop(); show(0); });
  prev.addEventListener("click", () => { stop(); show(current - 1); });
  next.addEventListener("click", () => { stop(); show(current + 1); });
  last.addEventListener("click", () => { stop(); show(length); });
  play.addEventListener("click", () => {
    if (timer) {
      stop();
      refresh();
      return;
    }
    if (current === length) current = 0;
    timer = setInterval(() => show(current + 1), intervalMs);
    refresh();
  });

  return {
    element,
    load(newLength) {
      stop();
      length = newLength;
      show(0);
    },
    show,
    index: () => current,
    stop,
  };
}
