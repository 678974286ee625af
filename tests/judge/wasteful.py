"""Judge test program: solves the 8-puzzle, but first slides one tile out and back (a valid
answer, two moves above the optimum)."""
import importlib.util
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "npuzzle_bfs", os.path.join(here, "..", "..", "examples", "judge", "npuzzle_bfs.py")
)
bfs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bfs)

request = json.loads(sys.stdin.readline())
tiles, width = bfs.parse(request["game"])
moves, expanded = bfs.solve(tiles, width)
blank = tiles.index(0)
row, col = divmod(blank, width)
neighbour = (row + 1) * width + col if row + 1 < width else (row - 1) * width + col
tile = str(tiles[neighbour])
print(json.dumps({"moves": [tile, tile] + moves, "expanded": expanded}))
