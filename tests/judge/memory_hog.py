"""Judge test program: takes memory until the address-space limit stops it."""
import sys

sys.stdin.readline()
kept = []
while True:
    kept.append(bytearray(16 << 20))
