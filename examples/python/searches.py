"""Breadth-first search, A* and IDA* in plain Python, on any ``puzzlelab.Problem`` (or any
object with ``initial``, ``actions``, ``result``, ``goal_test``, ``path_cost`` and ``h``).

Each returns a ``Found``: the moves, their cost and the number of nodes expanded (a node is
expanded when its successors are generated), the figure the textbook's tables compare.
"""

import heapq
import itertools
from collections import deque
from typing import List, NamedTuple, Optional


class Found(NamedTuple):
    """A search's answer: the moves (None when there is no solution), their cost and the
    nodes expanded."""

    moves: Optional[List[str]]
    cost: Optional[float]
    expanded: int


def _path(parents, state):
    moves = []
    while parents[state] is not None:
        state, action = parents[state]
        moves.append(action)
    moves.reverse()
    return moves


def breadth_first(problem) -> Found:
    """Breadth-first graph search: the fewest moves (the optimum where every move costs 1).
    The goal test is made when a state is generated, as in the textbook's figure 3.11."""
    start = problem.initial
    if problem.goal_test(start):
        return Found([], 0, 0)
    parents = {start: None}
    frontier = deque([start])
    expanded = 0
    while frontier:
        state = frontier.popleft()
        expanded += 1
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child in parents:
                continue
            parents[child] = (state, action)
            if problem.goal_test(child):
                moves = _path(parents, child)
                return Found(moves, _cost(problem, start, moves), expanded)
            frontier.append(child)
    return Found(None, None, expanded)


def astar(problem, h=None) -> Found:
    """A* graph search with an OPEN list (a binary heap) and a CLOSED set; optimal with an
    admissible, consistent ``h`` (the problem's ``h`` by default)."""
    h = h or problem.h
    start = problem.initial
    tie = itertools.count()
    best_g = {start: 0}
    parents = {start: None}
    open_list = [(h(start), next(tie), 0, start)]
    closed = set()
    expanded = 0
    while open_list:
        _, _, g, state = heapq.heappop(open_list)
        if state in closed:
            continue
        if problem.goal_test(state):
            return Found(_path(parents, state), g, expanded)
        closed.add(state)
        expanded += 1
        for action in problem.actions(state):
            child = problem.result(state, action)
            child_g = problem.path_cost(g, state, action, child)
            if child in closed or child_g >= best_g.get(child, float("inf")):
                continue
            best_g[child] = child_g
            parents[child] = (state, action)
            heapq.heappush(open_list, (child_g + h(child), next(tie), child_g, child))
    return Found(None, None, expanded)


def ida_star(problem, h=None, max_bound=1000) -> Found:
    """Iterative-deepening A*: depth-first searches bounded by f = g + h, the bound raised to
    the least f that passed it, until a solution is found (optimal with an admissible ``h``).
    States on the current path are not revisited."""
    h = h or problem.h
    start = problem.initial
    bound = h(start)
    expanded = 0
    path_states = [start]
    on_path = {start}
    moves: List[str] = []

    def search(state, g):
        nonlocal expanded
        f = g + h(state)
        if f > bound:
            return f
        if problem.goal_test(state):
            return True
        expanded += 1
        least = float("inf")
        for action in problem.actions(state):
            child = problem.result(state, action)
            if child in on_path:
                continue
            path_states.append(child)
            on_path.add(child)
            moves.append(action)
            found = search(child, problem.path_cost(g, state, action, child))
            if found is True:
                return True
            least = min(least, found)
            moves.pop()
            on_path.discard(path_states.pop())
        return least

    while bound <= max_bound:
        found = search(start, 0)
        if found is True:
            return Found(list(moves), _cost(problem, start, moves), expanded)
        if found == float("inf"):
            return Found(None, None, expanded)
        bound = found
    return Found(None, None, expanded)


def _cost(problem, start, moves):
    cost, state = 0, start
    for action in moves:
        child = problem.result(state, action)
        cost = problem.path_cost(cost, state, action, child)
        state = child
    return cost


def report(name, found: Found):
    """One line: the algorithm, the cost and the nodes expanded."""
    cost = "no solution" if found.moves is None else f"cost {found.cost}"
    print(f"{name:14} {cost:>12}   expanded {found.expanded:>8,}")
