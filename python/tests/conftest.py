"""Shared fixtures: the example games of the tests."""

EIGHT = "2 8 3/1 6 4/7 0 5;goal=1 2 3/8 0 4/7 6 5"
HENGDAO = "横刀立马"
