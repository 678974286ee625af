"""The 8-puzzle homework: BFS, A* (Manhattan distance) and IDA* on one game, each with its
cost and nodes expanded, and the answers checked against the proven optimum.

    python examples/python/eight_puzzle.py ["2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5"]
"""

import sys

import puzzlelab
from searches import astar, breadth_first, ida_star, report

GAME = "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5"


def main(game):
    problem = puzzlelab.Problem("n-puzzle", game)
    manhattan = problem.heuristic("manhattan")
    print(f"8-puzzle {problem.initial}")
    for name, found in [
        ("BFS", breadth_first(problem)),
        ("A* manhattan", astar(problem, manhattan)),
        ("IDA* manhattan", ida_star(problem, manhattan)),
    ]:
        report(name, found)
        if found.moves is not None:
            verdict = puzzlelab.check("n-puzzle", game, found.moves)["verdict"]
            print(f"{'':14} moves {' '.join(found.moves)}  ({verdict})")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else GAME)
