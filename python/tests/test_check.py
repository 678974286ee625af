"""``check``: a detour is valid, a prefix unsolved, a made-up move illegal."""

import json

import puzzlelab
from conftest import EIGHT


def test_check_rates_answers():
    best = puzzlelab.check("n-puzzle", EIGHT, ["6", "8", "2", "1", "8"])
    assert (best["verdict"], best["cost"], best["optimum"]) == ("optimal", 5, 5)
    detour = puzzlelab.check("n-puzzle", EIGHT, ["6", "6", "6", "8", "2", "1", "8"])
    assert (detour["verdict"], detour["cost"]) == ("valid", 7)
    prefix = puzzlelab.check("n-puzzle", EIGHT, ["6", "8"])
    assert (prefix["verdict"], prefix["solved"], prefix["legal"]) == ("unsolved", False, True)
    made_up = puzzlelab.check("n-puzzle", EIGHT, ["6", "9", "8"])
    assert made_up["verdict"] == "illegal" and not made_up["legal"]
    assert made_up["illegal"]["index"] == 1 and made_up["illegal"]["move"] == "9"


def test_solve_is_the_command_line_s_answer():
    answer = puzzlelab.solve("n-puzzle", EIGHT)
    assert answer["cost"] == 5
    assert answer["claim"] == {"kind": "optimal"}
    # the steps' moves in their JSON form, read back by check
    moves = [json.dumps(step["move"]) for step in answer["steps"]]
    assert puzzlelab.check("n-puzzle", EIGHT, moves)["verdict"] == "optimal"
