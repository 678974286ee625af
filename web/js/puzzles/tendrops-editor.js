// The board editor: a grid of buttons (click to cycle 0-4) and a text box validated by the
// server while typing, with the positioned error shown inline.

import { placedErrorMessage, postJson } from "../api.js";
import { cellName, el } from "../ui.js";

export function createEditor({ grid, text, error }) {
  let rows = 6;
  let cols = 6;
  let cells = new Array(36).fill(0);
  let timer = null;
  let seq = 0;

  function line() {
    const out = [];
    for (let r = 0; r < rows; r++) out.push(cells.slice(r * cols, (r + 1) * cols).join(""));
    return out.join("/");
  }

  function drawGrid() {
    grid.style.gridTemplateColumns = `repeat(${cols}, auto)`;
    grid.replaceChildren(
      ...cells.map((v, i) => {
        const r = Math.floor(i / cols);
        const c = i % cols;
        return el("button", {
          type: "button",
          "data-row": r,
          "data-col": c,
          "data-v": v,
          "aria-label": cellName(r, c, String(v)),
          onclick: () => {
            cells[i] = (cells[i] + 1) % 5;
            drawGrid();
            grid.querySelector(`button[data-row='${r}'][data-col='${c}']`).focus();
            text.value = line().split("/").join("\n");
            setError("");
          },
        }, v ? String(v) : "·");
      }),
    );
  }

  function setError(message) {
    error.textContent = message;
    if (message) text.setAttribute("aria-invalid", "true");
    else text.removeAttribute("aria-invalid");
  }

  /** Validates the text on the server; returns the one-line board or null. */
  async function check() {
    const mine = ++seq;
    try {
      // checked first: a mistake is an answer of `validate`, not a failed request
      const answer = await postJson("/api/tendrops/validate", { game: text.value });
      if (mine !== seq) return null;
      if (!answer.valid) {
        const e = answer.error;
        setError(placedErrorMessage(e));
        return null;
      }
      const position = await postJson("/api/tendrops/parse", { game: answer.game });
      if (mine !== seq) return null;
      const view = position.view;
      setError("");
      rows = view.rows;
      cols = view.cols;
      cells = view.cells.slice();
      drawGrid();
      return view.board;
    } catch (err) {
      if (mine === seq) setError(placedErrorMessage(err));
      return null;
    }
  }

  text.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(check, 250);
  });

  return {
    setLine(lineText) {
      text.value = lineText.split("/").join("\n");
      check();
    },
    async validLine() {
      clearTimeout(timer);
      return check();
    },
  };
}
