"""Puzzle Lab's puzzles as AIMA-style search problems.

Klotski (华容道), Lianliankan (连连看), matchstick equations (火柴棍移动), Ten Drops (十滴水)
and the 8/15/24-puzzle (数字华容道), with the rules, solvers and checker of the ``puzzlelab``
program (written in Rust), for students who write their search in Python::

    from aima3.search import astar_search
    import puzzlelab

    problem = puzzlelab.Problem("n-puzzle", "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5")
    node = astar_search(problem)
    print(node.path_cost, node.solution())
    print(puzzlelab.check("n-puzzle", str(problem.initial), node.solution())["verdict"])

- ``puzzles()``: the puzzle ids; ``example(puzzle)``: a game ID to start from;
  ``heuristics(puzzle)``: the heuristics by name;
- ``Problem(puzzle, game)``: one game as a search problem (``initial``, ``goal``,
  ``actions``, ``result``, ``goal_test``, ``path_cost``, ``h``, ``heuristic(name)``) whose
  states are ``State`` objects named by their canonical game IDs;
- ``check(puzzle, game, moves)``: an answer replayed and rated against the proven optimum;
- ``solve(puzzle, game)``: the puzzle's own solver's answer;
- ``InputError`` (a ``ValueError``): a bad game ID or move, with its line and column, in
  the language of ``set_language``, a call's ``lang=`` or the environment (zh-CN or en).
"""

from ._puzzlelab import (
    Heuristic,
    InputError,
    Problem,
    State,
    check,
    example,
    heuristics,
    puzzles,
    set_language,
    solve,
)

__all__ = [
    "Heuristic",
    "InputError",
    "Problem",
    "State",
    "check",
    "example",
    "heuristics",
    "puzzles",
    "set_language",
    "solve",
]
