#!/usr/bin/python3
"""Months of experience from date ranges written by hand, each month once (both ends included); a check on my arithmetic.
Usage: python3 years.py 2019-03:2026-11 2012-01:2016-12 ..."""
import sys
months = set()
for arg in sys.argv[1:]:
    a, b = arg.split(":")
    (y, m), (y2, m2) = map(int, a.split("-")), map(int, b.split("-"))
    while (y, m) <= (y2, m2):
        months.add((y, m))
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)
print(len(months), "months =", round(len(months) / 12, 2), "years")
