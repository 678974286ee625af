"""Klotski (华容道): BFS, A* and IDA* with the puzzle's default admissible heuristic on one
layout, each with its cost (in the step metric: one piece moved any distance counts 1) and
nodes expanded, and the answers checked against the proven optimum.

    python examples/python/klotski.py [LAYOUT] [--no-ida]

The default layout is 9 moves from the end of 横刀立马's solution; 横刀立马 itself (81
moves) takes BFS and A* seconds, IDA* far longer (give ``--no-ida``).
"""

import sys

import puzzlelab
from searches import astar, breadth_first, ida_star, report

GAME = "VVVV/VVVV/CCSS/CC../SSHH"


def main(game, with_ida=True):
    problem = puzzlelab.Problem("klotski", game)
    print(f"Klotski {problem.initial}")
    runs = [("BFS", breadth_first), ("A*", astar)]
    if with_ida:
        runs.append(("IDA*", ida_star))
    for name, search in runs:
        found = search(problem)
        report(name, found)
        if found.moves is not None:
            verdict = puzzlelab.check("klotski", game, found.moves)["verdict"]
            print(f"{'':14} {len(found.moves)} moves ({verdict})")


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--no-ida"]
    main(args[0] if args else GAME, with_ida="--no-ida" not in sys.argv)
