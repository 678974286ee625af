"""Calls per second of ``actions`` + ``result`` from Python, for every puzzle.

Run from the repository (after ``pip install ./python``)::

    python python/benches/actions_result.py [--seconds 2]

Two figures per puzzle: a random walk (``s = result(s, random action)``, restarting at the
initial state at a dead end), where states repeat and their moves are cached, and a
breadth-first sweep of new states (every ``actions`` call is a first expansion: moves listed,
applied and the next games formatted and interned in Rust). A call is one ``actions`` or one
``result``. For comparison, the same random walk on a plain-Python 8-puzzle with tuple states
(the textbook's way).
"""

import argparse
import random
import time
from collections import deque

import puzzlelab

EIGHT = "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5"


class TupleEightPuzzle:
    """The textbook 8-puzzle in plain Python: a state is a tuple of 9 tiles, 0 the blank."""

    MOVES = {"UP": -3, "DOWN": 3, "LEFT": -1, "RIGHT": 1}

    def __init__(self, initial):
        self.initial = initial

    def actions(self, state):
        blank = state.index(0)
        acts = ["UP", "DOWN", "LEFT", "RIGHT"]
        if blank % 3 == 0:
            acts.remove("LEFT")
        if blank < 3:
            acts.remove("UP")
        if blank % 3 == 2:
            acts.remove("RIGHT")
        if blank > 5:
            acts.remove("DOWN")
        return acts

    def result(self, state, action):
        blank = state.index(0)
        other = blank + self.MOVES[action]
        s = list(state)
        s[blank], s[other] = s[other], s[blank]
        return tuple(s)


def walk(problem, seconds, seed=1):
    """Calls per second of a random walk."""
    rng = random.Random(seed)
    picks = [rng.random() for _ in range(4096)]
    state = problem.initial
    calls = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for i in range(2000):
            acts = problem.actions(state)
            if acts:
                state = problem.result(state, acts[int(picks[i & 4095] * len(acts))])
            else:
                state = problem.initial
            calls += 2
        now = time.perf_counter()
        if now >= deadline:
            return calls / (now - start)


def sweep(problem, seconds):
    """Calls per second of a breadth-first sweep over new states."""
    seen = {problem.initial}
    frontier = deque([problem.initial])
    calls = 0
    start = time.perf_counter()
    deadline = start + seconds
    while frontier:
        state = frontier.popleft()
        for action in problem.actions(state):
            child = problem.result(state, action)
            calls += 1
            if child not in seen:
                seen.add(child)
                frontier.append(child)
        calls += 1
        if calls & 1023 == 0 and time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - start
    return calls / elapsed, len(seen)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per figure")
    args = parser.parse_args()
    games = {p: puzzlelab.example(p) for p in puzzlelab.puzzles()}
    games["n-puzzle"] = EIGHT
    print(f"{'puzzle':12} {'walk calls/s':>14} {'sweep calls/s':>14} {'states':>8}  game")
    for puzzle, game in games.items():
        w = walk(puzzlelab.Problem(puzzle, game), args.seconds)
        s, states = sweep(puzzlelab.Problem(puzzle, game), args.seconds)
        short = game if len(game) <= 40 else game[:37] + "..."
        print(f"{puzzle:12} {w:14,.0f} {s:14,.0f} {states:8}  {short}")
    w = walk(TupleEightPuzzle((2, 8, 3, 1, 6, 4, 7, 0, 5)), args.seconds)
    s, states = sweep(TupleEightPuzzle((2, 8, 3, 1, 6, 4, 7, 0, 5)), args.seconds)
    print(f"{'tuple 8-puz':12} {w:14,.0f} {s:14,.0f} {states:8}  plain Python, for comparison")


if __name__ == "__main__":
    main()
