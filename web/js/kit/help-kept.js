// Whether the game in progress had help (a hint, the solution, a move the page played), kept in
// this browser beside the game's address, so that reloading the page (the address brings the
// game and its moves back) does not turn a win with help into a perfect one. The games that
// had help are listed per puzzle, the last few only; loading a game on purpose starts it afresh.

/** How many games with help a puzzle's list keeps. */
const KEPT = 20;

const storageKey = (puzzle) => `puzzlelab-helped-games-${puzzle}`;

function read(puzzle) {
  try {
    const list = JSON.parse(localStorage.getItem(storageKey(puzzle)) || "[]");
    return Array.isArray(list) ? list.filter((g) => typeof g === "string") : [];
  } catch {
    return [];
  }
}

function write(puzzle, list) {
  try {
    if (list.length) localStorage.setItem(storageKey(puzzle), JSON.stringify(list.slice(-KEPT)));
    else localStorage.removeItem(storageKey(puzzle));
  } catch {
    /* storage full or refused: help is then known for this page load only */
  }
}

/** Notes that the game started at `game` (its game ID) had help. */
export function keepHelp(puzzle, game) {
  write(puzzle, [...read(puzzle).filter((g) => g !== game), game]);
}

/** Whether the game started at `game` had help before this page load. */
export function hadHelp(puzzle, game) {
  return read(puzzle).includes(game);
}

/** Forgets the help of the game started at `game`: it is being played afresh. */
export function forgetHelp(puzzle, game) {
  const list = read(puzzle);
  if (list.includes(game)) write(puzzle, list.filter((g) => g !== game));
}
