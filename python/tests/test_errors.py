"""A bad game ID raises ValueError saying what and where, in the user's language."""

import pytest

import puzzlelab

BAD = "1 2 3/4 x 5/6 7 8"


def test_a_bad_game_id_says_where_in_english():
    with pytest.raises(ValueError) as caught:
        puzzlelab.Problem("n-puzzle", BAD, lang="en")
    error = caught.value
    assert isinstance(error, puzzlelab.InputError)
    assert (error.line, error.column) == (1, 9)
    assert "line 1, column 9" in str(error) and "^" in str(error)


def test_chinese_from_lang_set_language_and_the_environment(monkeypatch):
    with pytest.raises(ValueError, match="输入的第 1 行第 9 个字符"):
        puzzlelab.Problem("n-puzzle", BAD, lang="zh-CN")
    puzzlelab.set_language("zh-CN")
    try:
        with pytest.raises(ValueError, match="第 2 行"):
            puzzlelab.check("klotski", "VCCV\nVCXV\nVHHV\nVSSV\nS..S", [])
    finally:
        puzzlelab.set_language(None)
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    with pytest.raises(ValueError, match="输入的第 1 行第 9 个字符"):
        puzzlelab.solve("n-puzzle", BAD)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    with pytest.raises(ValueError, match="line 1, column 9"):
        puzzlelab.solve("n-puzzle", BAD)


def test_unknown_puzzles_and_languages_are_refused():
    with pytest.raises(ValueError):
        puzzlelab.Problem("chess", "x")
    with pytest.raises(ValueError):
        puzzlelab.set_language("fr")
