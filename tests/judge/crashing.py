"""Judge test program: fails with an exception (a non-zero exit)."""
import sys

sys.stdin.readline()
raise RuntimeError("this solver is broken on purpose")
