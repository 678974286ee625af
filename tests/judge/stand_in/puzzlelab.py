"""A stand-in for the Python package `puzzlelab` (python/), for the lab's template test
(tests/browser_own.rs) on a machine where the package is not installed: only `Problem` on
the n-puzzle, with the package's interface (`initial`, `actions`, `result`, `goal_test`;
states are game IDs, actions moves in their notation: the tile that slides into the blank).
The test puts this folder on PYTHONPATH only when `import puzzlelab` fails without it."""


class Problem:
    """The n-puzzle game `game` ("1 2 3/4 0 6/7 5 8") to the goal with the blank last."""

    def __init__(self, puzzle, game):
        if puzzle != "n-puzzle":
            raise ValueError(f"the stand-in knows only the n-puzzle, not {puzzle}")
        rows = game.split(";")[0].strip().split("/")
        self.width = len(rows)
        self.initial = self._name(int(c) for row in rows for c in row.split())
        cells = self.width * self.width
        self.goal = self._name(list(range(1, cells)) + [0])

    def _name(self, tiles):
        tiles = list(tiles)
        w = self.width
        return "/".join(" ".join(str(t) for t in tiles[r * w:(r + 1) * w]) for r in range(w))

    @staticmethod
    def _tiles(state):
        return [int(c) for c in state.replace("/", " ").split()]

    def actions(self, state):
        tiles = self._tiles(state)
        blank = tiles.index(0)
        row, col = divmod(blank, self.width)
        out = []
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            r, c = row + dr, col + dc
            if 0 <= r < self.width and 0 <= c < self.width:
                out.append(str(tiles[r * self.width + c]))
        return out

    def result(self, state, action):
        tiles = self._tiles(state)
        blank, tile = tiles.index(0), tiles.index(int(action))
        tiles[blank], tiles[tile] = tiles[tile], 0
        return self._name(tiles)

    def goal_test(self, state):
        return state == self.goal
