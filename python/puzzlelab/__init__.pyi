"""Type stubs of ``puzzlelab`` (the extension module ``puzzlelab._puzzlelab``)."""

from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

class InputError(ValueError):
    """A game ID or a move that cannot be read or played: the message says what is wrong and
    where (line and column), in the chosen language."""

    code: str
    line: Optional[int]
    column: Optional[int]

class State:
    """A state of a ``Problem``: a game named by its canonical game ID (``str(state)``).
    Hashes, compares and orders as its game ID; equals its game ID as a ``str``."""

    @property
    def game(self) -> str:
        """The canonical game ID."""
    def __hash__(self) -> int: ...
    def __eq__(self, other: object) -> bool: ...
    def __lt__(self, other: Union["State", str]) -> bool: ...
    def __le__(self, other: Union["State", str]) -> bool: ...
    def __gt__(self, other: Union["State", str]) -> bool: ...
    def __ge__(self, other: Union["State", str]) -> bool: ...

StateLike = Union[State, str]
"""A ``State`` or a game ID."""

class Heuristic:
    """A named heuristic of a ``Problem``; call it on a node (anything with ``.state``) or a
    state."""

    @property
    def name(self) -> str:
        """The heuristic's name."""
    def __call__(self, node: Any) -> int:
        """The estimate of the cost left."""

class Problem:
    """One game of a puzzle as an AIMA-style search problem; aima3's search functions run on
    it unchanged. Actions are moves in their notation (what ``puzzlelab <id> moves``
    prints)."""

    def __init__(self, puzzle: str, game: str, *, lang: Optional[str] = None) -> None:
        """The game ID ``game`` of ``puzzle`` (one of ``puzzles()``); raises ``InputError``."""
    @property
    def puzzle(self) -> str:
        """The puzzle's id."""
    @property
    def initial(self) -> State:
        """The initial state."""
    @property
    def goal(self) -> Optional[State]:
        """The one goal state where the puzzle has one (a sliding puzzle's), else None."""
    @property
    def state_count(self) -> int:
        """How many states this problem has met so far."""
    def actions(self, state: StateLike) -> Tuple[str, ...]:
        """The legal moves of ``state`` in their notation, in a stable order."""
    def result(self, state: StateLike, action: str) -> State:
        """The state ``action`` leads to; raises ``InputError`` for an illegal move."""
    def goal_test(self, state: StateLike) -> bool:
        """Whether ``state`` is solved."""
    def path_cost(self, c: Any, state1: StateLike, action: str, state2: StateLike) -> Any:
        """``c`` plus the cost of ``action`` from ``state1`` in the puzzle's metric."""
    def h(self, node: Any) -> int:
        """The default admissible heuristic (``default`` in ``heuristics(puzzle)``) at a node
        (with ``.state``) or a state."""
    def heuristic(self, name: str) -> Heuristic:
        """The search lab's heuristic called ``name`` as a callable."""

def puzzles() -> List[str]:
    """The puzzle ids, in menu order."""

def example(puzzle: str) -> str:
    """The puzzle's example game ID (its default solver solves it in well under a second)."""

def heuristics(puzzle: str) -> List[Dict[str, Any]]:
    """The search lab's heuristics: ``name``, ``description``, ``admissible``, ``consistent``,
    ``default`` (the one ``Problem.h`` is), ``experiment``."""

def set_language(lang: Optional[str]) -> None:
    """The language of later error messages: "zh-CN" or "en"; None: the environment's."""

def check(
    puzzle: str,
    game: str,
    moves: Sequence[str],
    *,
    timeout: Optional[float] = 60.0,
    lang: Optional[str] = None,
) -> Dict[str, Any]:
    """``moves`` replayed from ``game`` and rated against the proven optimum: the command
    line's ``check --json`` answer (``legal``, ``solved``, ``cost``, ``optimum``,
    ``verdict``...)."""

def solve(
    puzzle: str,
    game: str,
    solver: Optional[str] = None,
    *,
    timeout: Optional[float] = 60.0,
    lang: Optional[str] = None,
) -> Dict[str, Any]:
    """The puzzle's solver's answer: the command line's ``solve --json`` answer."""
