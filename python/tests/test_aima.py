"""aima3's own search functions, unchanged, on every puzzle: each reaches the optimum the
puzzle's exact solver proves (checked by ``puzzlelab.check``), and the figures of docs/rules/klotski.md."""

import pytest
from aima3.search import (
    astar_search,
    breadth_first_search,
    iterative_deepening_search,
    uniform_cost_search,
)

import puzzlelab
from conftest import EIGHT, HENGDAO


def verdict_of(puzzle, game, node):
    answer = puzzlelab.check(puzzle, game, node.solution())
    assert answer["legal"] and answer["solved"], answer
    assert answer["cost"] == node.path_cost, "aima's path cost is the puzzle's metric"
    return answer


def test_astar_solves_the_textbook_8_puzzle_in_5_moves():
    problem = puzzlelab.Problem("n-puzzle", EIGHT)
    assert str(problem.goal) == "1 2 3/8 0 4/7 6 5;goal=1 2 3/8 0 4/7 6 5"
    node = astar_search(problem)
    assert node.path_cost == 5 and len(node.solution()) == 5
    answer = verdict_of("n-puzzle", EIGHT, node)
    assert (answer["verdict"], answer["optimum"]) == ("optimal", 5)


def test_iterative_deepening_and_a_named_heuristic_agree():
    problem = puzzlelab.Problem("n-puzzle", EIGHT)
    node = iterative_deepening_search(problem)
    assert node.path_cost == 5
    manhattan = problem.heuristic("manhattan")
    node = astar_search(problem, manhattan)
    assert node.path_cost == 5
    assert manhattan(problem.initial) == 5 and problem.h(problem.initial) >= 5
    assert problem.heuristic("inadmissible")(problem.initial) == 10


def test_breadth_first_search_gives_81_for_hengdao_lima():
    # each action moves one piece any distance along empty cells (the step metric), so a
    # shortest path in actions is the step-metric optimum, 81 (docs/rules/klotski.md)
    problem = puzzlelab.Problem("klotski", HENGDAO)
    assert problem.goal is None
    node = breadth_first_search(problem)
    assert node.path_cost == 81 and len(node.solution()) == 81
    answer = verdict_of("klotski", HENGDAO, node)
    assert (answer["verdict"], answer["optimum"]) == ("optimal", 81)


@pytest.mark.parametrize(
    "puzzle, game",
    [
        ("lianliankan", "1 2 3 2 4/5 0 6 0 3/3 6 0 5 1/4 7 7 0 3"),
        ("matchstick", "45+46=99"),
        ("tendrops", "303/000/303;supply=4"),
        ("n-puzzle", "1 2 3/4 5 6/0 7 8"),
        ("klotski", "VVVV/VVVV/CCSS/CC../SSHH"),
    ],
)
def test_uniform_cost_search_reaches_the_optimum_on_every_puzzle(puzzle, game):
    problem = puzzlelab.Problem(puzzle, game)
    node = uniform_cost_search(problem)
    answer = verdict_of(puzzle, game, node)
    assert answer["verdict"] == "optimal", answer
    assert node.path_cost == answer["optimum"]


def test_the_optimum_is_the_solver_s():
    # the same optimum from the puzzle's own solver, an independent computation
    problem = puzzlelab.Problem("lianliankan", puzzlelab.example("lianliankan"))
    node = uniform_cost_search(problem)
    solved = puzzlelab.solve("lianliankan", puzzlelab.example("lianliankan"))
    assert solved["claim"] == {"kind": "optimal"}
    assert node.path_cost == solved["cost"]
