// One Tab stop for a board of many targets (a "roving tabindex", as in WAI-ARIA's grid
// pattern): of the board's targets only one is in the Tab order, the last one focused (else
// the first), and the board's own arrow keys move the focus among them. A matchstick
// equation has some 30 sticks and a Ten Drops board 36 cells: Tab reaches the board once and
// leaves it with the next press.

/**
 * Keeps one of `container`'s targets (`selector`) in the Tab order. `keyOf(target)` names a
 * target across redraws; call `update()` after every drawing.
 */
export function rovingFocus(container, selector, keyOf) {
  let current = null;
  function update() {
    const targets = [...container.querySelectorAll(selector)];
    const chosen = targets.find((target) => keyOf(target) === current) || targets[0];
    for (const target of targets) target.setAttribute("tabindex", target === chosen ? "0" : "-1");
  }
  container.addEventListener("focusin", (e) => {
    const target = e.target.closest?.(selector);
    if (!target || !container.contains(target)) return;
    current = keyOf(target);
    update();
  });
  return { update };
}
