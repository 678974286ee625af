#!/usr/bin/env python3
"""A program for `puzzlelab judge`: the 8-puzzle (and other small n-puzzles) solved by
breadth-first search, which finds a shortest solution.

The judge protocol: the judge starts the program once per game and writes one JSON line on its
standard input,

    {"puzzle": "n-puzzle", "game": "1 2 3/4 0 6/7 5 8", "limits": {"max_seconds": 10}}

and the program prints one JSON line on its standard output,

    {"moves": ["5", "8"], "expanded": 7}

each move as `puzzlelab n-puzzle moves GAME` writes it (for the n-puzzle, the number of the
tile that slides into the blank). Debugging output goes to standard error.

    puzzlelab judge --set set.txt -- python3 examples/judge/npuzzle_bfs.py
"""

import json
import sys
from collections import deque


def parse(game):
    """The tiles row by row (0 the blank) and the width of "8 6 7/2 5 4/3 0 1"."""
    rows = game.split(";")[0].strip().split("/")
    tiles = tuple(int(cell) for row in rows for cell in row.replace(",", " ").split())
    return tiles, len(rows)


def solve(tiles, width):
    """A shortest list of moves to the goal (1, 2, ... with the blank last), and the number
    of nodes expanded; no moves when the goal cannot be reached."""
    goal = tuple(list(range(1, width * width)) + [0])
    parent = {tiles: None}
    frontier = deque([tiles])
    expanded = 0
    while frontier:
        state = frontier.popleft()
        if state == goal:
            break
        expanded += 1
        blank = state.index(0)
        row, col = divmod(blank, width)
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            r, c = row + dr, col + dc
            if 0 <= r < width and 0 <= c < width:
                tile_at = r * width + c
                cells = list(state)
                cells[blank], cells[tile_at] = cells[tile_at], 0
                after = tuple(cells)
                if after not in parent:
                    parent[after] = (state, state[tile_at])
                    frontier.append(after)
    else:
        return [], expanded
    moves = []
    state = goal
    while parent[state] is not None:
        state, tile = parent[state]
        moves.append(str(tile))
    moves.reverse()
    return moves, expanded


def main():
    request = json.loads(sys.stdin.readline())
    tiles, width = parse(request["game"])
    moves, expanded = solve(tiles, width)
    print(json.dumps({"moves": moves, "expanded": expanded}))


if __name__ == "__main__":
    main()
