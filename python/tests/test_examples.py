"""The plain-Python searches of examples/python (BFS, A*, IDA*) on small Klotski and
8-puzzle games: each reaches the optimum ``check`` proves, and the scripts print it."""

import pathlib
import subprocess
import sys

import pytest

import puzzlelab

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "python"
sys.path.insert(0, str(EXAMPLES))

import searches  # noqa: E402

GAMES = [
    ("n-puzzle", "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5"),
    ("n-puzzle", "8 6 7/2 5 4/3 0 1;goal=1 2 3/4 5 6/7 8 0"),
    ("klotski", "VVVV/VVVV/CCSS/CC../SSHH"),
]


# IDA* on the 31-move game takes minutes in plain Python: not in this list
RUNS = [(name, game) for game in GAMES for name in ("breadth_first", "astar", "ida_star")]
RUNS.remove(("ida_star", GAMES[1]))


@pytest.mark.parametrize("name, puzzle_game", RUNS)
def test_each_search_reaches_the_optimum(name, puzzle_game):
    puzzle, game = puzzle_game
    problem = puzzlelab.Problem(puzzle, game)
    found = getattr(searches, name)(problem)
    answer = puzzlelab.check(puzzle, game, found.moves)
    assert answer["verdict"] == "optimal", answer
    assert found.cost == answer["optimum"] and found.expanded > 0


def test_astar_expands_fewer_nodes_than_bfs():
    problem = puzzlelab.Problem(*GAMES[1])
    bfs = searches.breadth_first(problem)
    astar = searches.astar(problem, problem.heuristic("manhattan"))
    # the hardest 8-puzzle game: 31 moves; BFS expands nearly the whole space (181,440)
    assert bfs.cost == astar.cost == 31
    assert bfs.expanded > 150_000 and astar.expanded < bfs.expanded / 5


@pytest.mark.parametrize("script", ["eight_puzzle.py", "klotski.py"])
def test_the_scripts_print_cost_and_nodes(script):
    out = subprocess.run(
        [sys.executable, str(EXAMPLES / script)],
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    ).stdout
    lines = [line for line in out.splitlines() if "expanded" in line]
    assert len(lines) == 3, out
    assert out.count("(optimal)") == 3, out
