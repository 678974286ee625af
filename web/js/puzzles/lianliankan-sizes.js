// Lianliankan's board sizes of the classic desktop games (KShisen-like): a full board of
// tiles, four of each picture (eight on the largest), made by the generator at once. A size
// fills the page's generator options and asks the page for a new game.

import { t } from "../i18n.js";
import { el } from "../ui.js";

/** Columns x rows of the playing area, with its pairs and kinds of picture. */
export const SIZES = [
  { cols: 14, rows: 6, pairs: 42, kinds: 21 },
  { cols: 18, rows: 8, pairs: 72, kinds: 36 },
  { cols: 24, rows: 12, pairs: 144, kinds: 36 },
];

function setOption(id, value) {
  const input = document.getElementById(id);
  if (!input) return false;
  input.value = String(value);
  input.dispatchEvent(new Event("change", { bubbles: true }));
  return true;
}

/**
 * The size buttons; a click generates a clearable board of that size (any level). The board is
 * the same on every screen (a link opens it anywhere); a phone held upright draws it turned.
 */
export function sizePicker() {
  const buttons = SIZES.map((size) =>
    el(
      "button",
      {
        type: "button",
        class: "secondary",
        "data-size": `${size.cols}x${size.rows}`,
        onclick: () => {
          for (const key of ["rows", "cols", "pairs", "kinds"]) setOption(`gen-${key}`, size[key]);
          setOption("gen-blockers", 0);
          // a rating target would take long on a full board: any level
          setOption("difficulty", "");
          document.getElementById("generate")?.click();
        },
      },
      t("lianliankan-size", { cols: size.cols, rows: size.rows, tiles: 2 * size.pairs }),
    ),
  );
  return el("div", { class: "llk-sizes" }, el("h2", { class: "small-title" }, t("lianliankan-sizes-title")), el("div", { class: "row" }, ...buttons));
}
