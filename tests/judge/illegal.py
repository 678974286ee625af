"""Judge test program: answers a tile that is not next to the blank (an illegal move)."""
import json
import sys

request = json.loads(sys.stdin.readline())
tiles = [int(t) for row in request["game"].split(";")[0].split("/") for t in row.split()]
width = int(len(tiles) ** 0.5)
blank = tiles.index(0)
row, col = divmod(blank, width)
far = next(
    t for i, t in enumerate(tiles) if t and abs(i // width - row) + abs(i % width - col) > 1
)
print(json.dumps({"moves": [str(far)]}))
