"""The problem's contract: states, actions in notation, results, costs, goal tests."""

import gc

import pytest

import puzzlelab
from conftest import EIGHT, HENGDAO


def test_puzzles_lists_the_registry():
    assert puzzlelab.puzzles() == ["klotski", "lianliankan", "matchstick", "tendrops", "n-puzzle"]
    for puzzle in puzzlelab.puzzles():
        problem = puzzlelab.Problem(puzzle, puzzlelab.example(puzzle))
        assert problem.puzzle == puzzle
        assert problem.actions(problem.initial), puzzle


def test_states_are_canonical_game_ids():
    problem = puzzlelab.Problem("klotski", "hengdaolima")
    start = problem.initial
    assert str(start) == "VCCV/VCCV/VHHV/VSSV/S..S"
    assert start == "VCCV/VCCV/VHHV/VSSV/S..S" and hash(start) == hash(str(start))
    # another spelling of the same game is the same state
    assert problem.actions(HENGDAO) == problem.actions(start)
    action = problem.actions(start)[0]
    assert action == "S (3,1)->(4,1)"
    child = problem.result(start, action)
    assert problem.result(str(start), action) == child
    assert problem.result(start, "s(3, 1) -> (4, 1)") == child, "another spelling of the move"
    assert len({start, child, problem.result(start, action)}) == 2
    assert sorted([child, start]) == sorted([start, child])
    assert (start < child) == (str(start) < str(child))


def test_a_state_met_again_is_the_same_object_and_its_moves_are_kept():
    problem = puzzlelab.Problem("n-puzzle", EIGHT)
    start = problem.initial
    first = problem.actions(start)
    child = problem.result(start, first[0])
    # expanding more states keeps what was found for the first one
    for action in problem.actions(child):
        problem.actions(problem.result(child, action))
    assert problem.actions(start) == first
    assert problem.result(start, first[0]) is child
    assert problem.result(child, problem.actions(child)[0]) is problem.result(child, problem.actions(child)[0])
    # a state holds only its game ID, so Python's garbage collector has nothing to track in it
    assert not gc.is_tracked(start) and not gc.is_tracked(child)


def test_one_move_text_is_one_str_object():
    problem = puzzlelab.Problem("klotski", "hengdaolima")
    start = problem.initial
    child = problem.result(start, "S (3,1)->(4,1)")
    shared = set(problem.actions(start)) & set(problem.actions(child))
    assert len(shared) >= 2
    for text in shared:
        in_start = next(a for a in problem.actions(start) if a == text)
        in_child = next(a for a in problem.actions(child) if a == text)
        assert in_start is in_child, text


def test_results_and_costs_follow_the_puzzle():
    problem = puzzlelab.Problem("n-puzzle", EIGHT)
    start = problem.initial
    for action in problem.actions(start):
        child = problem.result(start, action)
        stepped = puzzlelab.check("n-puzzle", str(start), [action])
        assert stepped["end"] == str(child)
        assert problem.path_cost(0, start, action, child) == stepped["cost"] == 1
    # lianliankan costs turns + 1
    game = puzzlelab.example("lianliankan")
    llk = puzzlelab.Problem("lianliankan", game)
    for action in llk.actions(llk.initial):
        answer = puzzlelab.check("lianliankan", game, [action])
        child = llk.result(llk.initial, action)
        assert llk.path_cost(2, llk.initial, action, child) == 2 + answer["cost"]


def test_goal_test_is_the_puzzle_s():
    problem = puzzlelab.Problem("n-puzzle", EIGHT)
    assert not problem.goal_test(problem.initial)
    assert problem.goal_test(problem.goal)
    klotski = puzzlelab.Problem("klotski", HENGDAO)
    assert not klotski.goal_test(klotski.initial)
    assert klotski.goal_test("VSSV/VSSV/.HH./VCCV/VCCV")


def test_illegal_moves_are_refused():
    problem = puzzlelab.Problem("n-puzzle", EIGHT)
    with pytest.raises(puzzlelab.InputError):
        problem.result(problem.initial, "1")
    with pytest.raises(ValueError):
        problem.result(problem.initial, "up")


def test_h_is_the_lab_s_default_heuristic():
    for puzzle in puzzlelab.puzzles():
        listed = puzzlelab.heuristics(puzzle)
        default = [h["name"] for h in listed if h["default"]]
        assert len(default) == 1 and all(
            h["admissible"] for h in listed if h["default"]
        ), listed
        problem = puzzlelab.Problem(puzzle, puzzlelab.example(puzzle))
        named = problem.heuristic(default[0])
        state = problem.initial
        for _ in range(5):  # along a few moves
            assert problem.h(state) == named(state), (puzzle, str(state))
            actions = problem.actions(state)
            if not actions:
                break
            state = problem.result(state, actions[-1])
    with pytest.raises(puzzlelab.InputError, match="unknown heuristic"):
        puzzlelab.Problem("n-puzzle", EIGHT).heuristic("nope")


def test_a_subclass_may_bring_its_own_heuristic():
    from aima3.search import astar_search

    class Misplaced(puzzlelab.Problem):
        calls = 0

        def h(self, node):
            Misplaced.calls += 1
            goal = str(self.goal).split(";")[0].split()
            return sum(a != b and a != "0" for a, b in zip(str(node.state).split(";")[0].split(), goal))

    problem = Misplaced("n-puzzle", EIGHT)
    assert astar_search(problem).path_cost == 5 and Misplaced.calls > 0
