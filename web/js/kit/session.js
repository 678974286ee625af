// A game being played, for every puzzle alike: the start, the history of moves with undo and
// redo, and one request at a time to the server. A position is the API's answer for a game ID
// (`{game, status, view, legal_moves, ...}`), so undo and redo need no request at all.

import { postJson } from "../api.js";

/**
 * A game of puzzle `id`. `onChange(session, what)` is called after every change (`what` is
 * "load", "move", "undo", "redo" or "reset").
 */
export class Session {
  constructor(id, onChange) {
    this.id = id;
    this.onChange = onChange;
    this.start = null; // position at the start
    this.entries = []; // {move, move_text, move_words, cost, effect, position}
    this.index = 0; // entries[0..index] are played; the rest can be redone
    this.queue = Promise.resolve();
  }

  /** Runs `work` after every earlier request, in order; its error is passed on. */
  enqueue(work) {
    const next = this.queue.then(work);
    this.queue = next.catch(() => {});
    return next;
  }

  /** The position on the board now. */
  get position() {
    return this.index === 0 ? this.start : this.entries[this.index - 1].position;
  }

  /** The moves played (undone ones excluded). */
  get played() {
    return this.entries.slice(0, this.index);
  }

  /** What the moves played cost, in the puzzle's metric. */
  get cost() {
    return this.played.reduce((sum, e) => sum + e.cost, 0);
  }

  get canUndo() {
    return this.index > 0;
  }

  get canRedo() {
    return this.index < this.entries.length;
  }

  /**
   * Starts a game on `text` (any accepted form of a game ID); with `moves`, replays them (a
   * saved game). Rejects with the API's error (line and column included) when it does not
   * parse; the game on screen is kept then.
   */
  load(text, moves = []) {
    return this.enqueue(async () => {
      const start = await postJson(`/api/${this.id}/parse`, { game: text });
      const entries = [];
      let position = start;
      let previous = null;
      for (const move of moves) {
        const played = await postJson(`/api/${this.id}/move`, { game: position.game, move, previous });
        position = played;
        previous = played.move;
        entries.push(entryOf(played));
      }
      this.start = start;
      this.entries = entries;
      this.index = entries.length;
      this.onChange(this, "load");
      return start;
    });
  }

  /** Plays `move` (the puzzle's JSON move) from the position now; forgets what could be redone. */
  play(move) {
    return this.enqueue(async () => {
      const before = this.position;
      const previous = this.index > 0 ? this.entries[this.index - 1].move : null;
      const played = await postJson(`/api/${this.id}/move`, { game: before.game, move, previous });
      this.entries = this.entries.slice(0, this.index);
      this.entries.push(entryOf(played));
      this.index = this.entries.length;
      this.onChange(this, "move");
      return played;
    });
  }

  undo() {
    if (!this.canUndo) return;
    this.index -= 1;
    this.onChange(this, "undo");
  }

  redo() {
    if (!this.canRedo) return;
    this.index += 1;
    this.onChange(this, "redo");
  }

  /** Back to the start; redo replays the moves. */
  reset() {
    if (!this.canUndo) return;
    this.index = 0;
    this.onChange(this, "reset");
  }
}

function entryOf(played) {
  return {
    move: played.move,
    move_text: played.move_text,
    move_words: played.move_words,
    cost: played.cost,
    effect: played.effect,
    position: played,
  };
}
