"""Judge test program: prints something that is not the protocol's JSON line."""
import sys

sys.stdin.readline()
print("the answer is 42")
