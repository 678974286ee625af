// The difficulty rating of the board being played: level, score and the short "why" from the
// measures, as the server's `lianliankan::rating` computes them (`POST /api/lianliankan/rate`).

import { postJson } from "../api.js";
import { el } from "../ui.js";

/** Level -> the words shown beside it. */
const LEVEL_NOTE = {
  easy: "every order mostly works",
  medium: "some planning pays",
  hard: "few open pairs, costly detours",
  expert: "traps: many orders get stuck",
  unclearable: "no order clears it",
};

/** Shows "Difficulty: level (score s / 100)" and the reasons in `host`; `null` clears it. */
export function showRating(host, rating) {
  const level = host.querySelector("#rating-level");
  const score = host.querySelector("#rating-score");
  const why = host.querySelector("#rating-why");
  if (!rating) {
    host.dataset.level = "";
    level.textContent = "–";
    score.textContent = "";
    why.replaceChildren();
    return;
  }
  host.dataset.level = rating.level;
  host.dataset.score = rating.score;
  level.textContent = rating.level;
  level.title = LEVEL_NOTE[rating.level] || "";
  score.textContent = `score ${rating.score.toFixed(1)} of 100`;
  why.replaceChildren(...rating.why.map((reason) => el("li", {}, reason)));
}

/** Rates a board on the server (bounded there); resolves to the rating. */
export async function fetchRating(description, rules) {
  const answer = await postJson("/api/lianliankan/rate", { board: description, ...rules, limits: { max_seconds: 5 } });
  return answer.rating;
}
