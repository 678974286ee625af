// The layout editor: pick a piece kind, click cells to place or remove pieces, or type the
// layout; every change is checked by the server and problems are shown inline.

import { placedErrorMessage, postJson } from "../api.js";
import { t } from "../i18n.js";
import { el, showMessage } from "../ui.js";
import { CELL, COLS, PAD, ROWS, drawFrame, drawPieces, kindWord, piecesFromGrid, toBoard, where } from "./klotski-board.js";

const SIZES = { C: [2, 2], H: [2, 1], V: [1, 2], S: [1, 1] };

/** "10 pieces (2 horizontal, 3 vertical, 4 soldiers)", counted from a layout's grid. */
function piecesInWords(layout) {
  const pieces = piecesFromGrid(layout);
  const count = (letter) => pieces.filter((p) => p.letter === letter).length;
  return t("klotski-pieces-summary", { count: pieces.length, horizontal: count("H"), vertical: count("V"), soldiers: count("S") });
}

function toGrid(pieces) {
  const rows = Array.from({ length: ROWS }, () => Array(COLS).fill("."));
  for (const p of pieces) {
    for (let dr = 0; dr < p.height; dr++) for (let dc = 0; dc < p.width; dc++) rows[p.row + dr][p.col + dc] = p.letter;
  }
  return rows.map((r) => r.join("")).join("/");
}

/**
 * Fills `container` with the editor. `current()` gives the game's layout (for "Copy from
 * game"); `onPlay(layout)` starts a game on the edited layout.
 */
export function createEditor(container, { current, onPlay }) {
  const kinds = [
    ["C", t("klotski-palette-block")],
    ["V", t("klotski-palette-vertical")],
    ["H", t("klotski-palette-horizontal")],
    ["S", t("klotski-palette-soldier")],
    ["erase", t("klotski-palette-erase")],
  ];
  const palette = el(
    "fieldset",
    { class: "palette" },
    el("legend", {}, t("klotski-palette")),
    ...kinds.map(([value, label], i) =>
      el("label", { class: `swatch swatch-${value}` },
        el("input", { type: "radio", name: "editor-kind", value, checked: i === 1 ? true : null, "data-kind": value }),
        el("span", {}, label)),
    ),
  );
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.id = "editor-board";
  svg.classList.add("board", "klotski-board", "editor-board");
  const input = el("input", { id: "editor-layout", type: "text", size: 28, autocomplete: "off", spellcheck: "false", "aria-describedby": "editor-layout-error" });
  const fieldError = el("div", { id: "editor-layout-error", class: "field-error" });
  const status = el("div", { id: "editor-status", class: "message", role: "status" });
  const copy = el("button", { type: "button", class: "secondary", id: "editor-copy" }, t("klotski-editor-copy"));
  const clear = el("button", { type: "button", class: "secondary", id: "editor-clear" }, t("klotski-editor-clear"));
  const play = el("button", { type: "button", id: "editor-play", disabled: true }, t("klotski-editor-play"));
  container.replaceChildren(
    el("div", { class: "editor" },
      el("div", {}, svg),
      el("div", { class: "editor-side" },
        palette,
        el("p", { class: "muted small" }, t("klotski-editor-help")),
        el("label", {}, t("klotski-editor-text"), input),
        fieldError,
        status,
        el("div", { class: "row" }, copy, clear, play))),
  );
  const { layer } = drawFrame(svg, { label: t("klotski-editor-board") });
  let pieces = [];
  let valid = null; // grid of the last valid layout
  let check = 0; // latest validation request

  function setError(text) {
    fieldError.textContent = text;
    if (text) {
      input.setAttribute("aria-invalid", "true");
      fieldError.setAttribute("role", "alert");
    } else {
      input.removeAttribute("aria-invalid");
      fieldError.removeAttribute("role");
    }
  }

  function redraw() {
    drawPieces(layer, pieces, { interactive: false });
  }

  async function validate(text) {
    const mine = ++check;
    valid = null;
    play.disabled = true;
    try {
      // checked first: a mistake is an answer of `validate`, not a failed request
      const answer = await postJson("/api/klotski/validate", { game: text });
      if (mine !== check) return;
      if (!answer.valid) {
        const e = answer.error;
        setError(placedErrorMessage(e));
        showMessage(status, "");
        return null;
      }
      const position = await postJson("/api/klotski/parse", { game: answer.game });
      if (mine !== check) return;
      const parsed = position.view;
      valid = position.game;
      setError("");
      // the pieces in words come from the server, worded for one piece and for many
      showMessage(
        status,
        [
          parsed.standard ? t("klotski-editor-valid-standard", { pieces: piecesInWords(parsed.layout) }) : t("klotski-editor-valid", { pieces: piecesInWords(parsed.layout) }),
          `CommonCode ${parsed.codes.common_code}`,
          parsed.codes.name,
        ]
          .filter(Boolean)
          .join(" · "),
        "ok",
      );
      play.disabled = false;
      return parsed;
    } catch (err) {
      if (mine !== check) return;
      setError(err.message);
      showMessage(status, "");
      return null;
    }
  }

  function changed() {
    input.value = toGrid(pieces);
    redraw();
    validate(input.value);
  }

  svg.addEventListener("click", (e) => {
    const p = toBoard(svg, e);
    const row = Math.floor((p.y - PAD) / CELL);
    const col = Math.floor((p.x - PAD) / CELL);
    if (row < 0 || row >= ROWS || col < 0 || col >= COLS) return;
    const covering = pieces.find((q) => row >= q.row && row < q.row + q.height && col >= q.col && col < q.col + q.width);
    if (covering) {
      pieces = pieces.filter((q) => q !== covering);
      changed();
      return;
    }
    const letter = container.querySelector("input[name=editor-kind]:checked").value;
    if (letter === "erase") return;
    const [width, height] = SIZES[letter];
    const name = kindWord(letter);
    if (row + height > ROWS || col + width > COLS) {
      setError(t("klotski-editor-outside", { piece: name, place: where(row, col) }));
      return;
    }
    const block = pieces.find((q) => q.letter === "C");
    if (letter === "C" && block) {
      setError(t("klotski-editor-second-block", { place: where(block.row, block.col) }));
      return;
    }
    const clash = pieces.find((q) => q.row < row + height && row < q.row + q.height && q.col < col + width && col < q.col + q.width);
    if (clash) {
      setError(t("klotski-editor-overlap", { piece: name, place: where(row, col), other: kindWord(clash.letter), at: where(clash.row, clash.col) }));
      return;
    }
    pieces.push({ letter, row, col, width, height });
    changed();
  });

  let debounce = null;
  input.addEventListener("input", () => {
    clearTimeout(debounce);
    debounce = setTimeout(async () => {
      const parsed = await validate(input.value);
      if (parsed) {
        pieces = piecesFromGrid(parsed.layout);
        redraw();
      }
    }, 200);
  });
  copy.addEventListener("click", () => {
    pieces = piecesFromGrid(current());
    changed();
  });
  clear.addEventListener("click", () => {
    pieces = [];
    input.value = "";
    redraw();
    valid = null;
    play.disabled = true;
    setError("");
    showMessage(status, t("klotski-editor-empty"));
  });
  play.addEventListener("click", () => {
    if (valid) onPlay(valid);
  });

  pieces = piecesFromGrid(current());
  changed();
}
